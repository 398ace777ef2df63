// SPDX-License-Identifier: MIT
// b2c binding: fixtures: body:createFixture (a shape, or a whole chain), body:getFixtures and
// b2c.fixture.
#include "lworld.h"

#include <stdio.h>
#include <string.h>

const b2c_Class b2c_fixtureClass = {"b2c.fixture"};

static b2cShapeId shapeid(const LuaHandle *h) { return (b2cShapeId){h->index, h->generation}; }
static b2cChainId chainid(const LuaHandle *h) { return (b2cChainId){h->index, h->generation}; }

static bool fixturevalid(const LuaHandle *h)
{
	const b2cWorld *w = h->owner->world;
	return !h->pending && w != NULL &&
		   (h->chain ? b2cWorld_IsValidChain(w, chainid(h)) : b2cWorld_IsValidShape(w, shapeid(h)));
}

// The fixture's shape, or a chain fixture's first segment (they share filter and sensor flag).
static b2cShapeId firstshape(const LuaHandle *h)
{
	return h->chain ? b2cChain_GetSegment(h->owner->world, chainid(h), 0) : shapeid(h);
}

static LuaHandle *checkfixture(lua_State *L, int arg)
{
	LuaHandle *h = b2c_checkhandle(L, arg, &b2c_fixtureClass);
	if (!fixturevalid(h))
		b2c_argerrorf(L, arg, "b2c.fixture is destroyed");
	return h;
}

// A number field of a fixture's definition, by the core's rule for it (check.h): `field 'density'
// must not be negative`.
static float shapefield(lua_State *L, int arg, b2cField field, float def)
{
	const char *key = b2cFieldName(field);
	float value = b2c_fieldfloat(L, arg, key, def);
	b2cRule rule = b2cCheckValue(field, value);
	if (rule != b2cRule_none)
		b2c_argerrorf(L, arg, "field '%s' %s", key, b2cRuleText(rule));
	return value;
}

// Integer field `key` of the filter table at stack index `table` in [lo, hi], or `def` when
// absent; errors name argument `arg` and the field as `prefix` + key.
static int filterfield(lua_State *L, int arg, int table, const char *prefix, const char *key, int lo, int hi, int def)
{
	lua_getfield(L, table, key);
	int value = def;
	if (!lua_isnil(L, -1)) {
		bool number = lua_type(L, -1) == LUA_TNUMBER;
		lua_Number x = number ? lua_tonumber(L, -1) : 0.0;
		if (!number || !(x >= lo && x <= hi && x == (lua_Number)(int)x)) {
			char text[32];
			snprintf(text, sizeof text, "%.14g", (double)x);
			if (x != x)
				strcpy(text, "nan"); // not -nan
			b2c_argerrorf(L, arg, "field '%s%s': integer in %d to %d expected, got %s", prefix, key, lo, hi,
						  number ? text : b2c_typename(L, -1));
		}
		value = (int)x;
	}
	lua_pop(L, 1);
	return value;
}

static const char *const s_filterFields[] = {"categoryBits", "maskBits", "groupIndex", NULL};
static const char *const s_fixtureFields[] = {
	"density",           "friction",     "restitution",         "isSensor",           "filter",          "userData",
	"rollingResistance", "tangentSpeed", "enableContactEvents", "enableSensorEvents", "enableHitEvents", NULL};

// A boolean field of a fixture's definition: absent, `def`; else a boolean.
static bool booleanfield(lua_State *L, int arg, const char *key, bool def)
{
	lua_getfield(L, arg, key);
	int type = lua_type(L, -1);
	if (type != LUA_TNIL && type != LUA_TBOOLEAN)
		b2c_argerrorf(L, arg, "field '%s': boolean expected, got %s", key, b2c_typename(L, -1));
	bool value = type == LUA_TNIL ? def : lua_toboolean(L, -1);
	lua_pop(L, 1);
	return value;
}

// The filter table at stack index `table`; absent fields keep those of `def`.
static b2cFilter checkfilter(lua_State *L, int arg, int table, const char *prefix, b2cFilter def)
{
	b2c_checkfields(L, arg, table, prefix, s_filterFields, NULL, NULL);
	b2cFilter f;
	f.categoryBits = (uint16_t)filterfield(L, arg, table, prefix, "categoryBits", 0, 0xffff, def.categoryBits);
	f.maskBits = (uint16_t)filterfield(L, arg, table, prefix, "maskBits", 0, 0xffff, def.maskBits);
	f.groupIndex = (int16_t)filterfield(L, arg, table, prefix, "groupIndex", -32768, 32767, def.groupIndex);
	return f;
}

static void pushfilter(lua_State *L, b2cFilter f)
{
	lua_createtable(L, 0, 3);
	lua_pushinteger(L, f.categoryBits);
	lua_setfield(L, -2, "categoryBits");
	lua_pushinteger(L, f.maskBits);
	lua_setfield(L, -2, "maskBits");
	lua_pushinteger(L, f.groupIndex);
	lua_setfield(L, -2, "groupIndex");
}

static int body_createFixture(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	const b2cVec2 *points = NULL;
	int pointCount = 0;
	bool loop = false;
	float skin = 0.0f;
	bool chain = b2c_tochain(L, 2, &points, &pointCount, &loop, &skin);
	b2cShapeGeometry geometry;
	if (!chain)
		geometry = b2c_checkgeometry(L, 2, 0);
	b2cShapeDef def = b2cDefaultShapeDef();
	lua_settop(L, 3);
	if (!lua_isnil(L, 3)) {
		if (lua_type(L, 3) != LUA_TTABLE)
			return b2c_typeerror(L, 3, "table");
		b2c_checkfields(L, 3, 3, NULL, s_fixtureFields, NULL, NULL);
		def.density = shapefield(L, 3, b2cField_density, def.density);
		def.friction = shapefield(L, 3, b2cField_friction, def.friction);
		def.restitution = shapefield(L, 3, b2cField_restitution, def.restitution);
		def.rollingResistance = shapefield(L, 3, b2cField_rollingResistance, def.rollingResistance);
		def.tangentSpeed = shapefield(L, 3, b2cField_tangentSpeed, def.tangentSpeed);
		def.enableContactEvents = booleanfield(L, 3, "enableContactEvents", def.enableContactEvents);
		def.enableSensorEvents = booleanfield(L, 3, "enableSensorEvents", def.enableSensorEvents);
		def.enableHitEvents = booleanfield(L, 3, "enableHitEvents", def.enableHitEvents);
		lua_getfield(L, 3, "isSensor");
		def.isSensor = lua_toboolean(L, -1);
		lua_pop(L, 1);
		lua_getfield(L, 3, "filter");
		if (lua_type(L, -1) == LUA_TTABLE) {
			def.filter = checkfilter(L, 3, lua_gettop(L), "filter.", def.filter);
		} else if (!lua_isnil(L, -1)) {
			return b2c_argerrorf(L, 3, "field 'filter': table expected, got %s", b2c_typename(L, -1));
		}
		lua_pop(L, 1);
	}
	if (!chain && b2cShapeGeometry_Check(&geometry, def.density) == b2cGeometry_massOverflow)
		return b2c_argerrorf(L, 3,
							 "field 'density': the fixture's mass or rotational inertia overflows single precision");
	h = b2c_checkbody(L, 1); // again: the definition's __index may have destroyed it
	b2c_checkunlocked(L, h->owner);
	LuaHandle *fh = b2c_newhandle(L, &b2c_fixtureClass);
	fh->owner = h->owner;
	fh->index = -1; // invalid until the shape exists
	fh->chain = chain;
	fh->pending = false;
	b2c_getuservalue(L, 1);
	b2c_setuservalue(L, 4);
	// and again: a finalizer run by the allocation may have destroyed it, or closed the world
	h = b2c_checkbody(L, 1);
	b2c_checkunlocked(L, h->owner);
	b2cWorld *w = h->owner->world;
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	if (chain) {
		// One fixture for the chain, named by every segment.
		b2cChainId id = b2cBody_CreateSkinnedChain(w, b2c_bodyid(h), &def, points, pointCount, loop, skin);
		if (id.index < 0)
			return luaL_error(L, "not enough memory for a fixture");
		fh->index = id.index;
		fh->generation = id.generation;
		for (int32_t s = b2cChain_GetFirstSegment(w, id); s >= 0; s = b2cWorld_GetNextChainSegment(w, s)) {
			lua_pushvalue(L, 4);
			lua_rawseti(L, -2, s + 1);
		}
	} else {
		b2cShapeId id = b2cBody_CreateShape(w, b2c_bodyid(h), &def, &geometry);
		if (id.index < 0)
			return luaL_error(L, "not enough memory for a fixture");
		fh->index = id.index;
		fh->generation = id.generation;
		lua_pushvalue(L, 4);
		lua_rawseti(L, -2, id.index + 1);
	}
	lua_pop(L, 1);
	b2c_pushslot(L, 1, chain ? SLOT_CHAIN_DATA : SLOT_FIXTURE_DATA);
	if (!lua_isnil(L, 3)) {
		lua_getfield(L, 3, "userData");
		lua_rawseti(L, -2, fh->index + 1);
	}
	// The fixture keeps its shape for getShape.
	lua_pushvalue(L, 2);
	lua_rawseti(L, -2, -(fh->index + 1));
	lua_settop(L, 4);
	return 1;
}

static int body_getFixtures(lua_State *L)
{
	b2c_checkbody(L, 1);
	lua_newtable(L);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a finalizer run by the allocation may have destroyed it
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	int n = 0;
	const b2cWorld *w = h->owner->world;
	for (int32_t s = b2cBody_GetFirstShape(w, b2c_bodyid(h)); s >= 0; s = b2cWorld_GetNextShape(w, s)) {
		lua_rawgeti(L, -1, s + 1);
		const LuaHandle *fh = (const LuaHandle *)lua_touserdata(L, -1);
		// a chain fixture once, at its first segment; none destroyed from a callback
		if (fh != NULL && (fh->pending || (fh->chain && b2cChain_GetFirstSegment(w, chainid(fh)) != s)))
			lua_pop(L, 1);
		else
			lua_rawseti(L, -3, ++n);
	}
	lua_pop(L, 1);
	return 1;
}

// Forget the Lua side of a fixture before the core destroys it: the fixtures table no longer names
// it (under any of a chain's segments), its user data and shape go.
void b2c_forgetfixture(lua_State *L, int owner, const LuaHandle *fh)
{
	b2cWorld *w = fh->owner->world;
	b2c_pushslot(L, owner, SLOT_FIXTURES);
	if (fh->chain) {
		for (int32_t s = b2cChain_GetFirstSegment(w, chainid(fh)); s >= 0; s = b2cWorld_GetNextChainSegment(w, s)) {
			lua_pushnil(L);
			lua_rawseti(L, -2, s + 1);
		}
	} else {
		lua_pushnil(L);
		lua_rawseti(L, -2, fh->index + 1);
	}
	lua_pop(L, 1);
	b2c_pushslot(L, owner, fh->chain ? SLOT_CHAIN_DATA : SLOT_FIXTURE_DATA);
	lua_pushnil(L);
	lua_rawseti(L, -2, fh->index + 1);
	lua_pushnil(L);
	lua_rawseti(L, -2, -(fh->index + 1));
	lua_pop(L, 1);
}

// ---- fixtures ----

static int fixture_getBody(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	b2cWorld *w = h->owner->world;
	b2c_pushslot(L, 1, SLOT_BODIES);
	lua_rawgeti(L, -1, (h->chain ? b2cChain_GetBodyIndex(w, chainid(h)) : b2cShape_GetBodyIndex(w, shapeid(h))) + 1);
	return 1;
}

static int fixture_getShape(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	b2c_pushslot(L, 1, h->chain ? SLOT_CHAIN_DATA : SLOT_FIXTURE_DATA);
	lua_rawgeti(L, -1, -(h->index + 1));
	return 1;
}

static int fixture_getUserData(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	return b2c_getuserdata(L, h->chain ? SLOT_CHAIN_DATA : SLOT_FIXTURE_DATA, h->index);
}

static int fixture_setUserData(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	return b2c_setuserdata(L, h->chain ? SLOT_CHAIN_DATA : SLOT_FIXTURE_DATA, h->index);
}

static int fixture_isSensor(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	lua_pushboolean(L, b2cShape_IsSensor(h->owner->world, firstshape(h)));
	return 1;
}

// ---- material and switches (a chain fixture's apply to every segment; its getters read the first) ----

static const b2cShapeId s_noShape = {-1, 0};

// A fixture's shapes one by one: the shape itself, or each segment of a chain fixture; the first
// after {-1, 0}, {-1, 0} after the last.
static b2cShapeId nextshape(const LuaHandle *h, b2cShapeId previous)
{
	const b2cWorld *w = h->owner->world;
	if (!h->chain)
		return previous.index < 0 ? shapeid(h) : s_noShape;
	int32_t s =
		previous.index < 0 ? b2cChain_GetFirstSegment(w, chainid(h)) : b2cWorld_GetNextChainSegment(w, previous.index);
	return s < 0 ? s_noShape : b2cWorld_GetShapeId(w, s);
}

// A number argument for the fixture setting `field`, by the core's rule (check.h).
static float checkmaterial(lua_State *L, int arg, b2cField field)
{
	float value = b2c_checkfloat(L, arg);
	b2cRule rule = b2cCheckValue(field, value);
	if (rule != b2cRule_none)
		b2c_argerrorfloat(L, arg, b2cRuleText(rule), value);
	return value;
}

typedef bool SetMaterialFcn(b2cWorld *world, b2cShapeId shape, float value);
typedef float GetMaterialFcn(const b2cWorld *world, b2cShapeId shape);

static int setmaterial(lua_State *L, b2cField field, SetMaterialFcn *set)
{
	LuaHandle *h = checkfixture(L, 1);
	float value = checkmaterial(L, 2, field);
	b2c_checkunlocked(L, h->owner);
	for (b2cShapeId id = nextshape(h, s_noShape); id.index >= 0; id = nextshape(h, id))
		set(h->owner->world, id, value);
	return 0;
}

static int getmaterial(lua_State *L, GetMaterialFcn *get)
{
	LuaHandle *h = checkfixture(L, 1);
	b2c_pushfloat(L, get(h->owner->world, firstshape(h)));
	return 1;
}

static int fixture_setFriction(lua_State *L) { return setmaterial(L, b2cField_friction, b2cShape_SetFriction); }
static int fixture_getFriction(lua_State *L) { return getmaterial(L, b2cShape_GetFriction); }
static int fixture_setRestitution(lua_State *L)
{
	return setmaterial(L, b2cField_restitution, b2cShape_SetRestitution);
}
static int fixture_getRestitution(lua_State *L) { return getmaterial(L, b2cShape_GetRestitution); }
static int fixture_setRollingResistance(lua_State *L)
{
	return setmaterial(L, b2cField_rollingResistance, b2cShape_SetRollingResistance);
}
static int fixture_getRollingResistance(lua_State *L) { return getmaterial(L, b2cShape_GetRollingResistance); }
static int fixture_setTangentSpeed(lua_State *L)
{
	return setmaterial(L, b2cField_tangentSpeed, b2cShape_SetTangentSpeed);
}
static int fixture_getTangentSpeed(lua_State *L) { return getmaterial(L, b2cShape_GetTangentSpeed); }
static int fixture_getDensity(lua_State *L) { return getmaterial(L, b2cShape_GetDensity); }

// fixture:setDensity(d): the body's mass follows (a chain has none: its segments keep the value)
static int fixture_setDensity(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	float density = checkmaterial(L, 2, b2cField_density);
	if (!h->chain) {
		b2cShapeGeometry g = b2cShape_GetGeometry(h->owner->world, shapeid(h));
		if (b2cShapeGeometry_Check(&g, density) != b2cGeometry_ok)
			return b2c_argerrorfloat(L, 2, "the fixture's mass or rotational inertia overflows single precision",
									 density);
	}
	b2c_checkunlocked(L, h->owner);
	for (b2cShapeId id = nextshape(h, s_noShape); id.index >= 0; id = nextshape(h, id))
		b2cShape_SetDensity(h->owner->world, id, density);
	return 0;
}

// fixture:getMassData() -> mass, center (body frame), inertia about the center; a chain: 0, its
// first segment's midpoint, 0
static int fixture_getMassData(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	b2cMassData md = b2cShape_GetMassData(h->owner->world, firstshape(h));
	b2c_pushfloat(L, md.mass);
	b2c_pushvec2(L, md.center);
	b2c_pushfloat(L, md.rotationalInertia);
	return 3;
}

static int fixture_setSensor(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	b2c_checkboolean(L, 2);
	bool sensor = lua_toboolean(L, 2);
	b2c_checkunlocked(L, h->owner);
	for (b2cShapeId id = nextshape(h, s_noShape); id.index >= 0; id = nextshape(h, id))
		b2cShape_SetSensor(h->owner->world, id, sensor);
	return 0;
}

typedef void EnableFcn(b2cWorld *world, b2cShapeId shape, bool enable);
typedef bool IsEnabledFcn(const b2cWorld *world, b2cShapeId shape);

static int setswitch(lua_State *L, EnableFcn *enable)
{
	LuaHandle *h = checkfixture(L, 1);
	b2c_checkboolean(L, 2);
	bool on = lua_toboolean(L, 2);
	b2c_checkunlocked(L, h->owner);
	for (b2cShapeId id = nextshape(h, s_noShape); id.index >= 0; id = nextshape(h, id))
		enable(h->owner->world, id, on);
	return 0;
}

static int getswitch(lua_State *L, IsEnabledFcn *enabled)
{
	LuaHandle *h = checkfixture(L, 1);
	lua_pushboolean(L, enabled(h->owner->world, firstshape(h)));
	return 1;
}

static int fixture_setEnableContactEvents(lua_State *L) { return setswitch(L, b2cShape_EnableContactEvents); }
static int fixture_areContactEventsEnabled(lua_State *L) { return getswitch(L, b2cShape_AreContactEventsEnabled); }
static int fixture_setEnableSensorEvents(lua_State *L) { return setswitch(L, b2cShape_EnableSensorEvents); }
static int fixture_areSensorEventsEnabled(lua_State *L) { return getswitch(L, b2cShape_AreSensorEventsEnabled); }
static int fixture_setEnableHitEvents(lua_State *L) { return setswitch(L, b2cShape_EnableHitEvents); }
static int fixture_areHitEventsEnabled(lua_State *L) { return getswitch(L, b2cShape_AreHitEventsEnabled); }

// fixture:testPoint(p): never inside a chain (no area)
static int fixture_testPoint(lua_State *L)
{
	checkfixture(L, 1);
	int next;
	b2cVec2 p = b2c_checkvec2xy(L, 2, &next);
	LuaHandle *h = checkfixture(L, 1); // again: a vec2 table's __index may have destroyed it
	lua_pushboolean(L, !h->chain && b2cShape_TestPoint(h->owner->world, shapeid(h), p));
	return 1;
}

// fixture:getAABB(): of a chain, the union of its segments'
static int fixture_getAABB(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	b2cWorld *w = h->owner->world;
	b2c_pushaabb(L, h->chain ? b2cChain_GetAABB(w, chainid(h)) : b2cShape_GetAABB(w, shapeid(h)));
	return 1;
}

// fixture:getBoundingBox([scale]) -> minX, minY, maxX, maxY: getAABB's box as numbers, allocating
// nothing (LÖVE's name); each the stored float exactly, as body:getPose gives them (or scaled as
// body:getPositionXY(scale) scales them)
static int fixture_getBoundingBox(lua_State *L)
{
	LuaHandle *h = b2c_tohandle(L, 1, &b2c_fixtureClass);
	if (h == NULL || !fixturevalid(h))
		h = checkfixture(L, 1); // the standard error
	b2cWorld *w = h->owner->world;
	b2cAABB a = h->chain ? b2cChain_GetAABB(w, chainid(h)) : b2cShape_GetAABB(w, shapeid(h));
	float scale;
	if (lua_gettop(L) >= 2 && b2c_optscale(L, 2, &scale)) { // (issue 22: LÖVE's pixels)
		lua_pushnumber(L, b2c_scaled(a.lower.x, scale));
		lua_pushnumber(L, b2c_scaled(a.lower.y, scale));
		lua_pushnumber(L, b2c_scaled(a.upper.x, scale));
		lua_pushnumber(L, b2c_scaled(a.upper.y, scale));
		return 4;
	}
	lua_pushnumber(L, (lua_Number)a.lower.x);
	lua_pushnumber(L, (lua_Number)a.lower.y);
	lua_pushnumber(L, (lua_Number)a.upper.x);
	lua_pushnumber(L, (lua_Number)a.upper.y);
	return 4;
}

// The same through LuaJIT's FFI (lua/b2c/jit_body.lua): `handle` a fixture userdata's payload
// (its metatable checked by the Lua side), the box to `out`; 0, writing nothing, when the fixture
// is destroyed or pending or its world closed (the Lua side then calls the C method for the error).
__attribute__((visibility("default"))) int b2c_ffi_fixtureBoundingBox(const void *handle, double *out);
// (with a scale, as the C method's)
__attribute__((visibility("default"))) int b2c_ffi_fixtureBoundingBoxScaled(const void *handle, double *out,
																			double scale);

int b2c_ffi_fixtureBoundingBox(const void *handle, double *out)
{
	const LuaHandle *h = (const LuaHandle *)handle;
	if (!fixturevalid(h))
		return 0;
	b2cWorld *w = h->owner->world;
	b2cAABB a = h->chain ? b2cChain_GetAABB(w, chainid(h)) : b2cShape_GetAABB(w, shapeid(h));
	out[0] = (double)a.lower.x;
	out[1] = (double)a.lower.y;
	out[2] = (double)a.upper.x;
	out[3] = (double)a.upper.y;
	return 1;
}

// (gcc's SLP vectorizer would multiply the four bounds as one vector, loaded from where it stored
// the box in two halves: a store-forwarding stall, 5 ns a call in bench/pose_lua.lua)
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("no-tree-slp-vectorize")))
#endif
int b2c_ffi_fixtureBoundingBoxScaled(const void *handle, double *out, double scale)
{
	const LuaHandle *h = (const LuaHandle *)handle;
	if (!fixturevalid(h))
		return 0;
	b2cWorld *w = h->owner->world;
	b2cAABB a = h->chain ? b2cChain_GetAABB(w, chainid(h)) : b2cShape_GetAABB(w, shapeid(h));
	float s = (float)scale;
	out[0] = b2c_scaled(a.lower.x, s);
	out[1] = b2c_scaled(a.lower.y, s);
	out[2] = b2c_scaled(a.upper.x, s);
	out[3] = b2c_scaled(a.upper.y, s);
	return 1;
}

// fixture:getFatAABB(): its box in the broad-phase (of a chain, the union of its segments')
static int fixture_getFatAABB(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	b2cWorld *w = h->owner->world;
	b2c_pushaabb(L, h->chain ? b2cChain_GetFatAABB(w, chainid(h)) : b2cShape_GetFatAABB(w, shapeid(h)));
	return 1;
}

static int fixture_getFilter(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	pushfilter(L, b2cShape_GetFilter(h->owner->world, firstshape(h)));
	return 1;
}

// fixture:setFilter{categoryBits, maskBits, groupIndex}: absent fields keep their values; a
// chain's segments all change
static int fixture_setFilter(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	if (lua_type(L, 2) != LUA_TTABLE)
		return b2c_typeerror(L, 2, "table");
	b2cFilter filter = checkfilter(L, 2, 2, "", b2cShape_GetFilter(h->owner->world, firstshape(h)));
	h = checkfixture(L, 1); // again: the filter table's __index may have destroyed it
	b2c_checkunlocked(L, h->owner);
	if (h->chain)
		b2cChain_SetFilter(h->owner->world, chainid(h), filter);
	else
		b2cShape_SetFilter(h->owner->world, shapeid(h), filter);
	return 0;
}

// fixture:rayCast(p1, p2 [, maxFraction = 1]) -> fraction, normal, point, or nil; a chain's
// nearest hit
static int fixture_rayCast(lua_State *L)
{
	checkfixture(L, 1);
	int next;
	b2cVec2 p1 = b2c_checkvec2xy(L, 2, &next);
	b2cVec2 p2 = b2c_checkvec2xy(L, next, &next);
	float maxFraction = b2c_optfloat(L, next, 1.0f);
	LuaHandle *h = checkfixture(L, 1); // again: a vec2 table's __index may have destroyed it
	b2cWorld *w = h->owner->world;
	b2cCastOutput out = h->chain ? b2cChain_RayCast(w, chainid(h), p1, p2, maxFraction)
								 : b2cShape_RayCast(w, shapeid(h), p1, p2, maxFraction);
	if (!out.hit) {
		lua_pushnil(L);
		return 1;
	}
	b2c_pushfloat(L, out.fraction);
	b2c_pushvec2(L, out.normal);
	b2c_pushvec2(L, out.point);
	return 3;
}

static int fixture_destroy(lua_State *L)
{
	LuaHandle *h = checkfixture(L, 1);
	if (b2c_deferdestroy(L, h))
		return 0; // from a callback: at the end of the step (or query, or draw)
	b2c_forgetfixture(L, 1, h);
	if (h->chain)
		b2cWorld_DestroyChain(h->owner->world, chainid(h));
	else
		b2cWorld_DestroyShape(h->owner->world, shapeid(h));
	return 0;
}

static int fixture_isDestroyed(lua_State *L)
{
	LuaHandle *h = b2c_checkhandle(L, 1, &b2c_fixtureClass);
	lua_pushboolean(L, !fixturevalid(h));
	return 1;
}

static int fixture_tostring(lua_State *L)
{
	LuaHandle *h = b2c_checkhandle(L, 1, &b2c_fixtureClass);
	if (!fixturevalid(h)) {
		lua_pushliteral(L, "b2c.fixture(destroyed)");
		return 1;
	}
	// its shape's type, as the shape says it
	b2c_pushslot(L, 1, h->chain ? SLOT_CHAIN_DATA : SLOT_FIXTURE_DATA);
	lua_rawgeti(L, -1, -(h->index + 1));
	lua_getfield(L, -1, "type");
	lua_pushfstring(L, "b2c.fixture(%s, %d)", lua_tostring(L, -1), (int)h->index + 1);
	return 1;
}

static const luaL_Reg fixture_methods[] = {{"getBody", fixture_getBody},
										   {"getShape", fixture_getShape},
										   {"getUserData", fixture_getUserData},
										   {"setUserData", fixture_setUserData},
										   {"isSensor", fixture_isSensor},
										   {"setSensor", fixture_setSensor},
										   {"getFriction", fixture_getFriction},
										   {"setFriction", fixture_setFriction},
										   {"getRestitution", fixture_getRestitution},
										   {"setRestitution", fixture_setRestitution},
										   {"getDensity", fixture_getDensity},
										   {"setDensity", fixture_setDensity},
										   {"getRollingResistance", fixture_getRollingResistance},
										   {"setRollingResistance", fixture_setRollingResistance},
										   {"getTangentSpeed", fixture_getTangentSpeed},
										   {"setTangentSpeed", fixture_setTangentSpeed},
										   {"setEnableContactEvents", fixture_setEnableContactEvents},
										   {"areContactEventsEnabled", fixture_areContactEventsEnabled},
										   {"setEnableSensorEvents", fixture_setEnableSensorEvents},
										   {"areSensorEventsEnabled", fixture_areSensorEventsEnabled},
										   {"setEnableHitEvents", fixture_setEnableHitEvents},
										   {"areHitEventsEnabled", fixture_areHitEventsEnabled},
										   {"getMassData", fixture_getMassData},
										   {"testPoint", fixture_testPoint},
										   {"getAABB", fixture_getAABB},
										   {"getFatAABB", fixture_getFatAABB},
										   {"getFilter", fixture_getFilter},
										   {"setFilter", fixture_setFilter},
										   {"rayCast", fixture_rayCast},
										   {"destroy", fixture_destroy},
										   {"isDestroyed", fixture_isDestroyed},
										   {NULL, NULL}};

static const luaL_Reg fixture_meta[] = {{"__tostring", fixture_tostring}, {NULL, NULL}};

static const luaL_Reg body_fixtureMethods[] = {
	{"createFixture", body_createFixture}, {"getFixtures", body_getFixtures}, {NULL, NULL}};

void b2c_openfixture(lua_State *L)
{
	b2c_newclass(L, &b2c_fixtureClass, fixture_methods, fixture_meta, b2c_indexmethod);
	b2c_addmethods(L, &b2c_bodyClass, body_fixtureMethods);
	// getBoundingBox, with the class metatable as its upvalue
	static const luaL_Reg hot[] = {{"getBoundingBox", fixture_getBoundingBox}, {NULL, NULL}};
	b2c_addhotmethods(L, &b2c_fixtureClass, hot);
}
