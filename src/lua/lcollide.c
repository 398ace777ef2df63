// SPDX-License-Identifier: MIT
// b2c binding: the narrow phase as functions of the module.
#include "laux.h"

#include <stdio.h>
#include <string.h>

void b2c_pushmanifold(lua_State *L, const b2cManifold *m)
{
	lua_createtable(L, 0, 2);
	b2c_pushvec2(L, m->normal);
	lua_setfield(L, -2, "normal");
	lua_createtable(L, m->pointCount, 0);
	for (int i = 0; i < m->pointCount; ++i) {
		lua_createtable(L, 0, 3);
		b2c_pushvec2(L, m->points[i].point);
		lua_setfield(L, -2, "point");
		b2c_pushfloat(L, m->points[i].separation);
		lua_setfield(L, -2, "separation");
		lua_pushinteger(L, (lua_Integer)m->points[i].id);
		lua_setfield(L, -2, "id");
		lua_rawseti(L, -2, i + 1);
	}
	lua_setfield(L, -2, "points");
}

// b2c.collide(shapeA, xfA, shapeB, xfB [, childA [, childB]]) -> manifold or nil
static int collide(lua_State *L)
{
	b2cShapeGeometry a = b2c_checkgeometry(L, 1, 5);
	b2cTransform xfA = b2c_checktransform(L, 2);
	b2cShapeGeometry b = b2c_checkgeometry(L, 3, 6);
	b2cTransform xfB = b2c_checktransform(L, 4);
	b2cManifold m = b2cCollide(&a, xfA, &b, xfB);
	if (m.pointCount == 0) {
		lua_pushnil(L);
		return 1;
	}
	b2c_pushmanifold(L, &m);
	return 1;
}

const b2c_Class b2c_simplexCacheClass = {"b2c.simplexCache"};

// b2c.simplexCache() -> an empty warm-start cache for b2c.distance
static int simplexCache_new(lua_State *L)
{
	b2cSimplexCache *c = (b2cSimplexCache *)b2c_newobject(L, &b2c_simplexCacheClass, sizeof(b2cSimplexCache));
	memset(c, 0, sizeof *c);
	return 1;
}

static int simplexCache_reset(lua_State *L)
{
	b2cSimplexCache *c = (b2cSimplexCache *)b2c_checkudata(L, 1, &b2c_simplexCacheClass);
	memset(c, 0, sizeof *c);
	return 0;
}

static int simplexCache_index(lua_State *L)
{
	const b2cSimplexCache *c = (const b2cSimplexCache *)b2c_checkudata(L, 1, &b2c_simplexCacheClass);
	if (lua_type(L, 2) == LUA_TSTRING && strcmp(lua_tostring(L, 2), "count") == 0) {
		lua_pushinteger(L, c->count);
		return 1;
	}
	return b2c_indexmethod(L);
}

static int simplexCache_tostring(lua_State *L)
{
	const b2cSimplexCache *c = (const b2cSimplexCache *)b2c_checkudata(L, 1, &b2c_simplexCacheClass);
	lua_pushfstring(L, "b2c.simplexCache(%d points)", (int)c->count);
	return 1;
}

// b2c.distance(shapeA, xfA, shapeB, xfB [, cache [, childA [, childB]]])
//   -> distance, pointA, pointB, iterations
static int distance(lua_State *L)
{
	b2cShapeGeometry a = b2c_checkgeometry(L, 1, 6);
	b2cTransform xfA = b2c_checktransform(L, 2);
	b2cShapeGeometry b = b2c_checkgeometry(L, 3, 7);
	b2cTransform xfB = b2c_checktransform(L, 4);
	b2cSimplexCache *cache = NULL;
	if (!lua_isnoneornil(L, 5))
		cache = (b2cSimplexCache *)b2c_checkudata(L, 5, &b2c_simplexCacheClass);
	b2cShapeProxy pa = b2cMakeShapeProxy(&a), pb = b2cMakeShapeProxy(&b);
	b2cDistanceOutput out = b2cShapeDistance(&pa, xfA, &pb, xfB, true, cache);
	b2c_pushfloat(L, out.distance);
	b2c_pushvec2(L, out.pointA);
	b2c_pushvec2(L, out.pointB);
	lua_pushinteger(L, out.iterations);
	return 4;
}

// b2c.testOverlap(shapeA, xfA, shapeB, xfB [, childA [, childB]]) -> boolean
static int testOverlap(lua_State *L)
{
	b2cShapeGeometry a = b2c_checkgeometry(L, 1, 5);
	b2cTransform xfA = b2c_checktransform(L, 2);
	b2cShapeGeometry b = b2c_checkgeometry(L, 3, 6);
	b2cTransform xfB = b2c_checktransform(L, 4);
	b2cShapeProxy pa = b2cMakeShapeProxy(&a), pb = b2cMakeShapeProxy(&b);
	lua_pushboolean(L, b2cTestOverlap(&pa, xfA, &pb, xfB));
	return 1;
}

// b2c.shapeCast(shapeA, xfA, shapeB, xfB, translationB [, maxFraction]) -> fraction, point, normal | nil
static int shapeCast(lua_State *L)
{
	b2cShapeGeometry a = b2c_checkgeometry(L, 1, 0);
	b2cTransform xfA = b2c_checktransform(L, 2);
	b2cShapeGeometry b = b2c_checkgeometry(L, 3, 0);
	b2cTransform xfB = b2c_checktransform(L, 4);
	b2cVec2 translation = b2c_checkvec2(L, 5);
	float maxFraction = b2c_optfloat(L, 6, 1.0f);
	b2cShapeProxy pa = b2cMakeShapeProxy(&a), pb = b2cMakeShapeProxy(&b);
	b2cShapeCastOutput out = b2cShapeCast(&pa, xfA, &pb, xfB, translation, maxFraction);
	if (!out.hit) {
		lua_pushnil(L);
		return 1;
	}
	b2c_pushfloat(L, out.fraction);
	b2c_pushvec2(L, out.point);
	b2c_pushvec2(L, out.normal);
	return 3;
}

static const char *const s_toiStates[] = {"unknown", "failed", "overlapped", "touching", "separated"};

// b2c.timeOfImpact(shapeA, sweepA, shapeB, sweepB, tMax) -> state, t
static int timeOfImpact(lua_State *L)
{
	b2cShapeGeometry a = b2c_checkgeometry(L, 1, 0);
	const b2cSweep *sweepA = (const b2cSweep *)b2c_checkudata(L, 2, &b2c_sweepClass);
	b2cShapeGeometry b = b2c_checkgeometry(L, 3, 0);
	const b2cSweep *sweepB = (const b2cSweep *)b2c_checkudata(L, 4, &b2c_sweepClass);
	float tMax = b2c_checkfloat(L, 5);
	if (!(0.0f <= tMax && tMax <= 1.0f))
		return b2c_argerrorfloat(L, 5, "tMax must be in [0, 1]", tMax);
	b2cShapeProxy pa = b2cMakeShapeProxy(&a), pb = b2cMakeShapeProxy(&b);
	b2cTOIOutput out = b2cTimeOfImpact(&pa, sweepA, &pb, sweepB, tMax);
	lua_pushstring(L, s_toiStates[out.state]);
	b2c_pushfloat(L, out.t);
	return 2;
}

// Push the ids of a manifold table's points (up to 2) and return how many. An id is any number,
// compared as Lua compares numbers (never converted to an integer: NaN or 1e300 may be given).
static int pushManifoldIds(lua_State *L, int arg)
{
	if (lua_isnil(L, arg))
		return 0;
	if (lua_type(L, arg) != LUA_TTABLE)
		return b2c_typeerror(L, arg, "manifold table or nil");
	lua_getfield(L, arg, "points");
	if (lua_type(L, -1) != LUA_TTABLE)
		return b2c_argerrorf(L, arg, "field 'points': table expected, got %s", b2c_typename(L, -1));
	lua_Integer count = b2c_tablelength(L, -1);
	if (count > 2) {
		char text[32];
		snprintf(text, sizeof text, "%lld", (long long)count);
		return b2c_argerrorf(L, arg, "a manifold has at most 2 points, got %s", text);
	}
	int points = lua_gettop(L);
	for (int i = 0; i < (int)count; ++i) {
		lua_rawgeti(L, points, i + 1);
		if (lua_type(L, -1) != LUA_TTABLE)
			return b2c_argerrorf(L, arg, "point %d: table expected, got %s", i + 1, b2c_typename(L, -1));
		lua_getfield(L, -1, "id");
		if (lua_type(L, -1) != LUA_TNUMBER)
			return b2c_argerrorf(L, arg, "point %d: id must be a number, got %s", i + 1, b2c_typename(L, -1));
		lua_remove(L, -2);
	}
	lua_remove(L, points);
	return (int)count;
}

// b2c.pointStates(manifold1, manifold2) -> states1, states2: for each point of the first, "persist"
// when its id is in the second, else "remove"; for each point of the second, "persist" or "add".
static int pointStates(lua_State *L)
{
	lua_settop(L, 2);
	int first1 = lua_gettop(L) + 1;
	int n1 = pushManifoldIds(L, 1);
	int first2 = lua_gettop(L) + 1;
	int n2 = pushManifoldIds(L, 2);
	for (int pass = 0; pass < 2; ++pass) {
		int mine = pass == 0 ? first1 : first2, other = pass == 0 ? first2 : first1;
		int n = pass == 0 ? n1 : n2, m = pass == 0 ? n2 : n1;
		lua_createtable(L, n, 0);
		for (int i = 0; i < n; ++i) {
			bool found = false;
			for (int j = 0; j < m; ++j)
				found = found || lua_rawequal(L, mine + i, other + j);
			lua_pushstring(L, found ? "persist" : (pass == 0 ? "remove" : "add"));
			lua_rawseti(L, -2, i + 1);
		}
	}
	return 2;
}

static const luaL_Reg collide_functions[] = {{"collide", collide},
											 {"distance", distance},
											 {"testOverlap", testOverlap},
											 {"shapeCast", shapeCast},
											 {"timeOfImpact", timeOfImpact},
											 {"pointStates", pointStates},
											 {"simplexCache", simplexCache_new},
											 {NULL, NULL}};

static const luaL_Reg simplexCache_methods[] = {{"reset", simplexCache_reset}, {NULL, NULL}};
static const luaL_Reg simplexCache_meta[] = {{"__tostring", simplexCache_tostring}, {NULL, NULL}};

int b2c_opencollide(lua_State *L)
{
	b2c_newclass(L, &b2c_simplexCacheClass, simplexCache_methods, simplexCache_meta, simplexCache_index);
	luaL_setfuncs(L, collide_functions, 0);
	return 0;
}
