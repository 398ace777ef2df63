// SPDX-License-Identifier: MIT
// b2c binding: the value types vec2, rot, transform, aabb and sweep (immutable userdata).
#include "laux.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const b2c_Class b2c_vec2Class = {"b2c.vec2"};
const b2c_Class b2c_rotClass = {"b2c.rot"};
const b2c_Class b2c_transformClass = {"b2c.transform"};
const b2c_Class b2c_aabbClass = {"b2c.aabb"};
const b2c_Class b2c_sweepClass = {"b2c.sweep"};

static int keyis(const char *key, size_t length, const char *name)
{
	return key != NULL && strlen(name) == length && memcmp(key, name, length) == 0;
}

static const char *indexkey(lua_State *L, size_t *length)
{
	*length = 0;
	return lua_type(L, 2) == LUA_TSTRING ? lua_tolstring(L, 2, length) : NULL;
}

#define pushfloat b2c_pushfloat

// A number a method computes: one that overflows single precision raises the error a vec2 result
// would (v:dot(v) of (3e38, 0) is not inf).
static void pushresult(lua_State *L, float value, const char *type)
{
	if (!isfinite(value))
		luaL_error(L, "%s result is not finite (overflow)", type);
	pushfloat(L, value);
}

// |d|, from doubles where the float sum of squares overflows: (3e38, 0) has the length 3e38.
static float lengthOf(b2cVec2 d)
{
	float length = b2cLength(d);
	return isfinite(length) ? length : (float)hypot((double)d.x, (double)d.y);
}

// ============================== vec2 ==============================

// self: a b2c.vec2 (the userdata, or LuaJIT's FFI vec2); not a table
static b2cVec2 selfvec2(lua_State *L)
{
	b2cVec2 v;
	if (!b2c_isvec2(L, 1, 1, NULL, &v))
		b2c_typeerror(L, 1, b2c_vec2Class.name);
	return v;
}

static int vec2_new(lua_State *L)
{
	if (lua_gettop(L) == 1 && (lua_type(L, 1) == LUA_TTABLE || lua_type(L, 1) == LUA_TUSERDATA || b2c_iscdata(L, 1))) {
		b2c_pushvec2(L, b2c_checkvec2(L, 1));
		return 1;
	}
	float x = b2c_checkfloat(L, 1);
	float y = b2c_checkfloat(L, 2);
	b2c_pushvec2(L, (b2cVec2){x, y});
	return 1;
}

// b2c.isvec2(v): whether v is a b2c.vec2 (under LuaJIT the FFI vec2 too), not a vec2-like table
static int vec2_is(lua_State *L)
{
	b2cVec2 v;
	lua_pushboolean(L, b2c_testudata(L, 1, &b2c_vec2Class) != NULL || b2c_jitvec2(L, 1, &v));
	return 1;
}

static int vec2_index(lua_State *L)
{
	const b2cVec2 *v = (const b2cVec2 *)b2c_indexself(L, &b2c_vec2Class, sizeof(b2cVec2));
	size_t length;
	const char *key = indexkey(L, &length);
	if (length == 1) {
		if (key[0] == 'x') {
			pushfloat(L, v->x);
			return 1;
		}
		if (key[0] == 'y') {
			pushfloat(L, v->y);
			return 1;
		}
	}
	return b2c_indexmethod(L);
}

static void formatvec2(char *buffer, size_t size, b2cVec2 v)
{
	char x[B2C_FLOAT_TEXT], y[B2C_FLOAT_TEXT];
	b2c_formatfloat(x, sizeof x, v.x);
	b2c_formatfloat(y, sizeof y, v.y);
	snprintf(buffer, size, "vec2(%s, %s)", x, y);
}

static int vec2_tostring(lua_State *L)
{
	char text[64];
	formatvec2(text, sizeof text, selfvec2(L));
	lua_pushstring(L, text);
	return 1;
}

static int vec2_eq(lua_State *L)
{
	b2cVec2 a, b;
	int both = b2c_isvec2(L, 1, 1, NULL, &a) && b2c_isvec2(L, 2, 2, NULL, &b);
	lua_pushboolean(L, both && b2cVec2_equal(a, b));
	return 1;
}

static int vec2_add(lua_State *L)
{
	b2c_pushvec2(L, b2cAdd(b2c_checkvec2(L, 1), b2c_checkvec2(L, 2)));
	return 1;
}

static int vec2_sub(lua_State *L)
{
	b2c_pushvec2(L, b2cSub(b2c_checkvec2(L, 1), b2c_checkvec2(L, 2)));
	return 1;
}

static int vec2_mul(lua_State *L)
{
	if (lua_type(L, 1) == LUA_TNUMBER) {
		float s = b2c_checkfloat(L, 1);
		b2c_pushvec2(L, b2cMulSV(s, b2c_checkvec2(L, 2)));
	} else {
		b2cVec2 v = b2c_checkvec2(L, 1);
		b2c_pushvec2(L, b2cMulSV(b2c_checkfloat(L, 2), v));
	}
	return 1;
}

static int vec2_div(lua_State *L)
{
	b2cVec2 v = b2c_checkvec2(L, 1);
	float s = b2c_checkfloat(L, 2);
	if (s == 0.0f)
		return b2c_argerrorf(L, 2, "division by zero");
	b2c_pushvec2(L, (b2cVec2){v.x / s, v.y / s});
	return 1;
}

static int vec2_unm(lua_State *L)
{
	b2c_pushvec2(L, b2cNeg(selfvec2(L)));
	return 1;
}

static int vec2_length(lua_State *L)
{
	pushresult(L, lengthOf(selfvec2(L)), "b2c.vec2");
	return 1;
}

static int vec2_lengthSquared(lua_State *L)
{
	pushresult(L, b2cLengthSquared(selfvec2(L)), "b2c.vec2");
	return 1;
}

static int vec2_normalize(lua_State *L)
{
	float length;
	b2cVec2 v = selfvec2(L);
	b2cVec2 unit = b2cGetLengthAndNormalize(&length, v);
	if (!isfinite(length)) {
		// the float sum of squares overflowed: the direction and length from doubles
		double exact = hypot((double)v.x, (double)v.y);
		unit = (b2cVec2){(float)(v.x / exact), (float)(v.y / exact)};
		length = (float)exact;
	}
	b2c_pushvec2(L, unit);
	pushresult(L, length, "b2c.vec2");
	return 2;
}

static int vec2_dot(lua_State *L)
{
	b2cVec2 a = selfvec2(L);
	pushresult(L, b2cDot(a, b2c_checkvec2(L, 2)), "b2c.vec2");
	return 1;
}

static int vec2_cross(lua_State *L)
{
	b2cVec2 a = selfvec2(L);
	if (lua_type(L, 2) == LUA_TNUMBER) {
		b2c_pushvec2(L, b2cCrossVS(a, b2c_checkfloat(L, 2)));
		return 1;
	}
	b2cVec2 b;
	if (!b2c_tovec2(L, 2, &b))
		return b2c_typeerror(L, 2, "b2c.vec2 or number");
	pushresult(L, b2cCross(a, b), "b2c.vec2");
	return 1;
}

static int vec2_perp(lua_State *L)
{
	b2c_pushvec2(L, b2cLeftPerp(selfvec2(L)));
	return 1;
}

static int vec2_distance(lua_State *L)
{
	b2cVec2 a = selfvec2(L);
	pushresult(L, lengthOf(b2cSub(b2c_checkvec2(L, 2), a)), "b2c.vec2");
	return 1;
}

static int vec2_lerp(lua_State *L)
{
	b2cVec2 a = selfvec2(L);
	b2cVec2 b = b2c_checkvec2(L, 2);
	b2c_pushvec2(L, b2cLerp(a, b, b2c_checkfloat(L, 3)));
	return 1;
}

static int vec2_unpack(lua_State *L)
{
	b2cVec2 v = selfvec2(L);
	pushfloat(L, v.x);
	pushfloat(L, v.y);
	return 2;
}

static const luaL_Reg vec2_methods[] = {{"length", vec2_length},       {"lengthSquared", vec2_lengthSquared},
										{"normalize", vec2_normalize}, {"dot", vec2_dot},
										{"cross", vec2_cross},         {"perp", vec2_perp},
										{"distance", vec2_distance},   {"lerp", vec2_lerp},
										{"unpack", vec2_unpack},       {NULL, NULL}};

static const luaL_Reg vec2_meta[] = {{"__add", vec2_add},           {"__sub", vec2_sub}, {"__mul", vec2_mul},
									 {"__div", vec2_div},           {"__unm", vec2_unm}, {"__eq", vec2_eq},
									 {"__tostring", vec2_tostring}, {NULL, NULL}};

// ============================== rot ==============================

static b2cRot selfrot(lua_State *L) { return b2c_checkrot(L, 1); }

static int rot_new(lua_State *L)
{
	b2c_pushrot(L, b2cMakeRot(b2c_checkfloat(L, 1)));
	return 1;
}

static int rot_index(lua_State *L)
{
	const b2cRot *q = (const b2cRot *)b2c_indexself(L, &b2c_rotClass, sizeof(b2cRot));
	size_t length;
	const char *key = indexkey(L, &length);
	if (length == 1) {
		if (key[0] == 'c') {
			pushfloat(L, q->c);
			return 1;
		}
		if (key[0] == 's') {
			pushfloat(L, q->s);
			return 1;
		}
	}
	return b2c_indexmethod(L);
}

static int rot_tostring(lua_State *L)
{
	char angle[B2C_FLOAT_TEXT], text[48];
	b2c_formatfloat(angle, sizeof angle, b2cRot_GetAngle(selfrot(L)));
	snprintf(text, sizeof text, "rot(%s)", angle);
	lua_pushstring(L, text);
	return 1;
}

static int rot_eq(lua_State *L)
{
	const b2cRot *a = (const b2cRot *)b2c_testudata(L, 1, &b2c_rotClass);
	const b2cRot *b = (const b2cRot *)b2c_testudata(L, 2, &b2c_rotClass);
	lua_pushboolean(L, a != NULL && b != NULL && a->c == b->c && a->s == b->s);
	return 1;
}

static int rot_mul(lua_State *L)
{
	b2cRot q = selfrot(L);
	const b2cRot *r = (const b2cRot *)b2c_testudata(L, 2, &b2c_rotClass);
	if (r != NULL) {
		b2c_pushrot(L, b2cMulRot(q, *r));
		return 1;
	}
	b2cVec2 v;
	if (!b2c_tovec2(L, 2, &v))
		return b2c_typeerror(L, 2, "b2c.rot or b2c.vec2");
	b2c_pushvec2(L, b2cRotateVector(q, v));
	return 1;
}

static int rot_angle(lua_State *L)
{
	pushfloat(L, b2cRot_GetAngle(selfrot(L)));
	return 1;
}

static int rot_rotate(lua_State *L)
{
	b2cRot q = selfrot(L);
	b2c_pushvec2(L, b2cRotateVector(q, b2c_checkvec2(L, 2)));
	return 1;
}

static int rot_invRotate(lua_State *L)
{
	b2cRot q = selfrot(L);
	b2c_pushvec2(L, b2cInvRotateVector(q, b2c_checkvec2(L, 2)));
	return 1;
}

static int rot_inverse(lua_State *L)
{
	b2c_pushrot(L, b2cInvertRot(selfrot(L)));
	return 1;
}

static const luaL_Reg rot_methods[] = {
	{"angle", rot_angle}, {"rotate", rot_rotate}, {"invRotate", rot_invRotate}, {"inverse", rot_inverse}, {NULL, NULL}};

static const luaL_Reg rot_meta[] = {{"__mul", rot_mul}, {"__eq", rot_eq}, {"__tostring", rot_tostring}, {NULL, NULL}};

// ============================== transform ==============================

static b2cTransform selftransform(lua_State *L) { return b2c_checktransform(L, 1); }

static int transform_new(lua_State *L)
{
	b2cTransform t = b2cTransform_identity;
	if (lua_type(L, 1) == LUA_TNUMBER) {
		t.p.x = b2c_checkfloat(L, 1);
		t.p.y = b2c_checkfloat(L, 2);
		if (!lua_isnoneornil(L, 3))
			t.q = b2c_checkangle(L, 3);
	} else if (!lua_isnoneornil(L, 1) || !lua_isnoneornil(L, 2)) {
		t.p = b2c_checkvec2(L, 1);
		if (!lua_isnoneornil(L, 2))
			t.q = b2c_checkangle(L, 2);
	}
	b2c_pushtransform(L, t);
	return 1;
}

static int transform_index(lua_State *L)
{
	const b2cTransform *t = (const b2cTransform *)b2c_indexself(L, &b2c_transformClass, sizeof(b2cTransform));
	size_t length;
	const char *key = indexkey(L, &length);
	if (length == 1) {
		if (key[0] == 'p') {
			b2c_pushvec2(L, t->p);
			return 1;
		}
		if (key[0] == 'q') {
			b2c_pushrot(L, t->q);
			return 1;
		}
	}
	return b2c_indexmethod(L);
}

static int transform_tostring(lua_State *L)
{
	b2cTransform t = selftransform(L);
	char p[64], angle[B2C_FLOAT_TEXT], text[112];
	formatvec2(p, sizeof p, t.p);
	b2c_formatfloat(angle, sizeof angle, b2cRot_GetAngle(t.q));
	snprintf(text, sizeof text, "transform(%s, %s)", p, angle);
	lua_pushstring(L, text);
	return 1;
}

static int transform_eq(lua_State *L)
{
	const b2cTransform *a = (const b2cTransform *)b2c_testudata(L, 1, &b2c_transformClass);
	const b2cTransform *b = (const b2cTransform *)b2c_testudata(L, 2, &b2c_transformClass);
	lua_pushboolean(L, a != NULL && b != NULL && b2cVec2_equal(a->p, b->p) && a->q.c == b->q.c && a->q.s == b->q.s);
	return 1;
}

static int transform_mul(lua_State *L)
{
	b2cTransform t = selftransform(L);
	const b2cTransform *u = (const b2cTransform *)b2c_testudata(L, 2, &b2c_transformClass);
	if (u != NULL) {
		b2c_pushtransform(L, b2cMulTransforms(t, *u));
		return 1;
	}
	b2cVec2 v;
	if (!b2c_tovec2(L, 2, &v))
		return b2c_typeerror(L, 2, "b2c.transform or b2c.vec2");
	b2c_pushvec2(L, b2cTransformPoint(t, v));
	return 1;
}

static int transform_apply(lua_State *L)
{
	b2cTransform t = selftransform(L);
	b2c_pushvec2(L, b2cTransformPoint(t, b2c_checkvec2(L, 2)));
	return 1;
}

static int transform_invApply(lua_State *L)
{
	b2cTransform t = selftransform(L);
	b2c_pushvec2(L, b2cInvTransformPoint(t, b2c_checkvec2(L, 2)));
	return 1;
}

static int transform_inverse(lua_State *L)
{
	b2c_pushtransform(L, b2cInvertTransform(selftransform(L)));
	return 1;
}

static int transform_invMul(lua_State *L)
{
	b2cTransform a = selftransform(L);
	b2c_pushtransform(L, b2cInvMulTransforms(a, b2c_checktransform(L, 2)));
	return 1;
}

static const luaL_Reg transform_methods[] = {{"apply", transform_apply},
											 {"invApply", transform_invApply},
											 {"inverse", transform_inverse},
											 {"invMul", transform_invMul},
											 {NULL, NULL}};

static const luaL_Reg transform_meta[] = {
	{"__mul", transform_mul}, {"__eq", transform_eq}, {"__tostring", transform_tostring}, {NULL, NULL}};

// ============================== aabb ==============================

// self: a b2c.aabb (an argument may be a table, self may not)
static b2cAABB selfaabb(lua_State *L) { return *(const b2cAABB *)b2c_checkudata(L, 1, &b2c_aabbClass); }

static int aabb_new(lua_State *L)
{
	b2cAABB a;
	if (lua_type(L, 1) == LUA_TTABLE && lua_isnoneornil(L, 2)) {
		// one table: {lowerX, lowerY, upperX, upperY}, {lower, upper} or {lower = , upper = }
		a = b2c_checkaabb(L, 1);
	} else if (lua_type(L, 1) == LUA_TNUMBER) {
		a.lower.x = b2c_checkfloat(L, 1);
		a.lower.y = b2c_checkfloat(L, 2);
		a.upper.x = b2c_checkfloat(L, 3);
		a.upper.y = b2c_checkfloat(L, 4);
		char lo[B2C_FLOAT_TEXT], up[B2C_FLOAT_TEXT];
		if (a.upper.x < a.lower.x) {
			b2c_formatfloat(lo, sizeof lo, a.lower.x);
			b2c_formatfloat(up, sizeof up, a.upper.x);
			return b2c_argerrorf(L, 3, "upperX (%s) is below lowerX (%s)", up, lo);
		}
		if (a.upper.y < a.lower.y) {
			b2c_formatfloat(lo, sizeof lo, a.lower.y);
			b2c_formatfloat(up, sizeof up, a.upper.y);
			return b2c_argerrorf(L, 4, "upperY (%s) is below lowerY (%s)", up, lo);
		}
	} else {
		a.lower = b2c_checkvec2(L, 1);
		a.upper = b2c_checkvec2(L, 2);
		if (a.upper.x < a.lower.x || a.upper.y < a.lower.y) {
			char lo[64], up[64];
			formatvec2(lo, sizeof lo, a.lower);
			formatvec2(up, sizeof up, a.upper);
			return b2c_argerrorf(L, 2, "upper %s is below lower %s", up, lo);
		}
	}
	b2c_pushaabb(L, a);
	return 1;
}

static int aabb_index(lua_State *L)
{
	const b2cAABB *a = (const b2cAABB *)b2c_indexself(L, &b2c_aabbClass, sizeof(b2cAABB));
	size_t length;
	const char *key = indexkey(L, &length);
	if (keyis(key, length, "lower")) {
		b2c_pushvec2(L, a->lower);
		return 1;
	}
	if (keyis(key, length, "upper")) {
		b2c_pushvec2(L, a->upper);
		return 1;
	}
	return b2c_indexmethod(L);
}

static int aabb_tostring(lua_State *L)
{
	b2cAABB a = selfaabb(L);
	char v[4][B2C_FLOAT_TEXT], text[128];
	b2c_formatfloat(v[0], sizeof v[0], a.lower.x);
	b2c_formatfloat(v[1], sizeof v[1], a.lower.y);
	b2c_formatfloat(v[2], sizeof v[2], a.upper.x);
	b2c_formatfloat(v[3], sizeof v[3], a.upper.y);
	snprintf(text, sizeof text, "aabb(%s, %s, %s, %s)", v[0], v[1], v[2], v[3]);
	lua_pushstring(L, text);
	return 1;
}

static int aabb_eq(lua_State *L)
{
	const b2cAABB *a = (const b2cAABB *)b2c_testudata(L, 1, &b2c_aabbClass);
	const b2cAABB *b = (const b2cAABB *)b2c_testudata(L, 2, &b2c_aabbClass);
	lua_pushboolean(L,
					a != NULL && b != NULL && b2cVec2_equal(a->lower, b->lower) && b2cVec2_equal(a->upper, b->upper));
	return 1;
}

static int aabb_overlaps(lua_State *L)
{
	b2cAABB a = selfaabb(L);
	lua_pushboolean(L, b2cAABB_Overlaps(a, b2c_checkaabb(L, 2)));
	return 1;
}

static int aabb_contains(lua_State *L)
{
	b2cAABB a = selfaabb(L);
	const b2cAABB *b = (const b2cAABB *)b2c_testudata(L, 2, &b2c_aabbClass);
	if (b != NULL) {
		lua_pushboolean(L, b2cAABB_Contains(a, *b));
		return 1;
	}
	b2cVec2 p;
	if (!b2c_tovec2(L, 2, &p))
		return b2c_typeerror(L, 2, "b2c.aabb or b2c.vec2");
	lua_pushboolean(L, b2cAABB_ContainsPoint(a, p));
	return 1;
}

static int aabb_union(lua_State *L)
{
	b2cAABB a = selfaabb(L);
	b2c_pushaabb(L, b2cAABB_Union(a, b2c_checkaabb(L, 2)));
	return 1;
}

static int aabb_center(lua_State *L)
{
	b2c_pushvec2(L, b2cAABB_Center(selfaabb(L)));
	return 1;
}

static int aabb_extents(lua_State *L)
{
	b2c_pushvec2(L, b2cAABB_Extents(selfaabb(L)));
	return 1;
}

static int aabb_perimeter(lua_State *L)
{
	pushresult(L, b2cAABB_Perimeter(selfaabb(L)), "b2c.aabb");
	return 1;
}

static int aabb_rayCast(lua_State *L)
{
	b2cAABB a = selfaabb(L);
	b2cVec2 p1 = b2c_checkvec2(L, 2);
	b2cVec2 p2 = b2c_checkvec2(L, 3);
	float maxFraction = b2c_optfloat(L, 4, 1.0f);
	b2cAABBRayResult result = b2cAABB_RayCast(a, p1, p2, maxFraction);
	if (!result.hit) {
		lua_pushnil(L);
		return 1;
	}
	pushfloat(L, result.fraction);
	b2c_pushvec2(L, result.normal);
	return 2;
}

static const luaL_Reg aabb_methods[] = {
	{"overlaps", aabb_overlaps}, {"contains", aabb_contains},   {"union", aabb_union},     {"center", aabb_center},
	{"extents", aabb_extents},   {"perimeter", aabb_perimeter}, {"rayCast", aabb_rayCast}, {NULL, NULL}};

static const luaL_Reg aabb_meta[] = {{"__eq", aabb_eq}, {"__tostring", aabb_tostring}, {NULL, NULL}};

// ============================== sweep ==============================

static const b2cSweep *selfsweep(lua_State *L) { return (const b2cSweep *)b2c_checkudata(L, 1, &b2c_sweepClass); }

static void pushsweep(lua_State *L, const b2cSweep *sweep)
{
	if (!b2cIsValidVec2(sweep->c0) || !b2cIsValidVec2(sweep->c) || !b2cIsValidFloat(sweep->a0) ||
		!b2cIsValidFloat(sweep->a))
		luaL_error(L, "b2c.sweep result is not finite (overflow)");
	b2cSweep *u = (b2cSweep *)b2c_newobject(L, &b2c_sweepClass, sizeof(b2cSweep));
	*u = *sweep;
}

static int sweep_new(lua_State *L)
{
	if (lua_type(L, 1) != LUA_TTABLE)
		return b2c_typeerror(L, 1, "table");
	static const char *const fields[] = {"localCenter", "c0", "c", "a0", "a", "alpha0", NULL};
	b2c_checkfields(L, 1, 1, NULL, fields, NULL, NULL);
	b2cSweep s;
	s.localCenter = b2c_fieldvec2(L, 1, "localCenter", b2cVec2_zero, 0);
	s.c0 = b2c_fieldvec2(L, 1, "c0", b2cVec2_zero, 1);
	s.c = b2c_fieldvec2(L, 1, "c", s.c0, 0);
	s.a0 = b2c_fieldfloat(L, 1, "a0", 0.0f);
	s.a = b2c_fieldfloat(L, 1, "a", s.a0);
	s.alpha0 = b2c_fieldfloat(L, 1, "alpha0", 0.0f);
	if (!(0.0f <= s.alpha0 && s.alpha0 < 1.0f))
		return b2c_argerrorfloat(L, 1, "field 'alpha0': must be in [0, 1)", s.alpha0);
	pushsweep(L, &s);
	return 1;
}

static int sweep_index(lua_State *L)
{
	const b2cSweep *s = (const b2cSweep *)b2c_indexself(L, &b2c_sweepClass, sizeof(b2cSweep));
	size_t length;
	const char *key = indexkey(L, &length);
	if (keyis(key, length, "localCenter"))
		b2c_pushvec2(L, s->localCenter);
	else if (keyis(key, length, "c0"))
		b2c_pushvec2(L, s->c0);
	else if (keyis(key, length, "c"))
		b2c_pushvec2(L, s->c);
	else if (keyis(key, length, "a0"))
		pushfloat(L, s->a0);
	else if (keyis(key, length, "a"))
		pushfloat(L, s->a);
	else if (keyis(key, length, "alpha0"))
		pushfloat(L, s->alpha0);
	else
		return b2c_indexmethod(L);
	return 1;
}

static int sweep_tostring(lua_State *L)
{
	const b2cSweep *s = selfsweep(L);
	char lc[64], c0[64], c[64], a0[B2C_FLOAT_TEXT], a[B2C_FLOAT_TEXT], alpha0[B2C_FLOAT_TEXT], text[360];
	formatvec2(lc, sizeof lc, s->localCenter);
	formatvec2(c0, sizeof c0, s->c0);
	formatvec2(c, sizeof c, s->c);
	b2c_formatfloat(a0, sizeof a0, s->a0);
	b2c_formatfloat(a, sizeof a, s->a);
	b2c_formatfloat(alpha0, sizeof alpha0, s->alpha0);
	snprintf(text, sizeof text, "sweep{localCenter = %s, c0 = %s, c = %s, a0 = %s, a = %s, alpha0 = %s}", lc, c0, c, a0,
			 a, alpha0);
	lua_pushstring(L, text);
	return 1;
}

static int sweep_eq(lua_State *L)
{
	const b2cSweep *a = (const b2cSweep *)b2c_testudata(L, 1, &b2c_sweepClass);
	const b2cSweep *b = (const b2cSweep *)b2c_testudata(L, 2, &b2c_sweepClass);
	lua_pushboolean(L, a != NULL && b != NULL && b2cVec2_equal(a->localCenter, b->localCenter) &&
						   b2cVec2_equal(a->c0, b->c0) && b2cVec2_equal(a->c, b->c) && a->a0 == b->a0 && a->a == b->a &&
						   a->alpha0 == b->alpha0);
	return 1;
}

static int sweep_transform(lua_State *L)
{
	const b2cSweep *s = selfsweep(L);
	b2c_pushtransform(L, b2cSweep_GetTransform(s, b2c_checkfloat(L, 2)));
	return 1;
}

static int sweep_advance(lua_State *L)
{
	b2cSweep s = *selfsweep(L);
	float alpha = b2c_checkfloat(L, 2);
	if (!(s.alpha0 <= alpha && alpha < 1.0f)) {
		char text[B2C_FLOAT_TEXT], lo[B2C_FLOAT_TEXT];
		b2c_formatfloat(text, sizeof text, alpha);
		b2c_formatfloat(lo, sizeof lo, s.alpha0);
		return b2c_argerrorf(L, 2, "alpha must be in [alpha0, 1) = [%s, 1), got %s", lo, text);
	}
	b2cSweep_Advance(&s, alpha);
	pushsweep(L, &s);
	return 1;
}

static int sweep_normalize(lua_State *L)
{
	b2cSweep s = *selfsweep(L);
	b2cSweep_Normalize(&s);
	pushsweep(L, &s);
	return 1;
}

static const luaL_Reg sweep_methods[] = {
	{"transform", sweep_transform}, {"advance", sweep_advance}, {"normalize", sweep_normalize}, {NULL, NULL}};

static const luaL_Reg sweep_meta[] = {{"__eq", sweep_eq}, {"__tostring", sweep_tostring}, {NULL, NULL}};

// ============================== module ==============================

// b2c.tofloat(x, ...): each number rounded to single precision as C's (float) cast of a double
// rounds it (to nearest, ties to even; beyond the largest float, +-inf), one result each (issue 22:
// LÖVE's numbers are floats). Strings are not converted.
static int module_tofloat(lua_State *L)
{
	int n = lua_gettop(L);
	if (n == 0)
		return b2c_typeerror(L, 1, "number");
	for (int i = 1; i <= n; ++i) {
		if (lua_type(L, i) != LUA_TNUMBER)
			return b2c_typeerror(L, i, "number");
		float f = (float)lua_tonumber(L, i);
		lua_pushnumber(L, (lua_Number)f);
		lua_replace(L, i);
	}
	return n;
}

static const luaL_Reg math_constructors[] = {
	{"vec2", vec2_new},   {"rot", rot_new},    {"transform", transform_new}, {"aabb", aabb_new},
	{"sweep", sweep_new}, {"isvec2", vec2_is}, {"tofloat", module_tofloat},  {NULL, NULL}};

int b2c_openmath(lua_State *L)
{
	b2c_newclass(L, &b2c_vec2Class, vec2_methods, vec2_meta, vec2_index);
	b2c_newclass(L, &b2c_rotClass, rot_methods, rot_meta, rot_index);
	b2c_newclass(L, &b2c_transformClass, transform_methods, transform_meta, transform_index);
	b2c_newclass(L, &b2c_aabbClass, aabb_methods, aabb_meta, aabb_index);
	b2c_newclass(L, &b2c_sweepClass, sweep_methods, sweep_meta, sweep_index);
	luaL_setfuncs(L, math_constructors, 0);
	return 0;
}
