// SPDX-License-Identifier: MIT
// b2c binding: bodies: world:createBody and b2c.body.
#include "lworld.h"

const b2c_Class b2c_bodyClass = {"b2c.body"};

bool b2c_bodyvalid(const LuaHandle *h)
{
	return !h->pending && h->owner->world != NULL && b2cWorld_IsValidBody(h->owner->world, b2c_bodyid(h));
}

LuaHandle *b2c_checkbody(lua_State *L, int arg)
{
	LuaHandle *h = b2c_checkhandle(L, arg, &b2c_bodyClass);
	if (!b2c_bodyvalid(h))
		b2c_argerrorf(L, arg, "b2c.body is destroyed");
	return h;
}

static const char *const s_bodyTypes[] = {"static", "kinematic", "dynamic", NULL};
static const char *const s_bodyFields[] = {
	"type",         "position", "angle",         "linearVelocity", "angularVelocity", "linearDamping", "angularDamping",
	"gravityScale", "bullet",   "fixedRotation", "awake",          "allowSleep",      "userData",      NULL};
// (issue 19: the runtime settings' fields)
static const char *const s_bodyFieldsMore[] = {"sleepThreshold", "enabled", "motionLocks", NULL};
static const char *const s_lockFields[] = {"x", "y", "rotation", NULL};

// A boolean field of the table at stack index `idx` (part of argument `arg`): nil gives `def`.
static bool fieldboolean(lua_State *L, int arg, int idx, const char *key, bool def)
{
	lua_getfield(L, idx, key);
	int type = lua_type(L, -1);
	if (type != LUA_TNIL && type != LUA_TBOOLEAN)
		b2c_argerrorf(L, arg, "field '%s': boolean expected, got %s", key, luaL_typename(L, -1));
	bool value = type == LUA_TNIL ? def : lua_toboolean(L, -1);
	lua_pop(L, 1);
	return value;
}

// Motion locks from the table {x = bool, y = bool, rotation = bool} at stack index `idx` (part of
// argument `arg`; `prefix` names it in errors of unknown fields): an absent field is false.
static b2cMotionLocks checklocks(lua_State *L, int arg, int idx, const char *prefix)
{
	b2c_checkfields(L, arg, idx, prefix, s_lockFields, NULL, NULL);
	b2cMotionLocks locks;
	locks.linearX = fieldboolean(L, arg, idx, "x", false);
	locks.linearY = fieldboolean(L, arg, idx, "y", false);
	locks.angularZ = fieldboolean(L, arg, idx, "rotation", false);
	return locks;
}

// T[slot][index + 1] = the value at `value` (the world's table from the handle at 1).
static void storeslot(lua_State *L, int slot, int32_t index, int value)
{
	if (value < 0)
		value = lua_gettop(L) + value + 1; // (absolute: the table goes above it)
	b2c_pushslot(L, 1, slot);
	lua_pushvalue(L, value);
	lua_rawseti(L, -2, (lua_Integer)index + 1);
	lua_pop(L, 1);
}

static int world_createBody(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	b2cBodyDef def = b2cDefaultBodyDef();
	lua_settop(L, 2);
	if (!lua_isnil(L, 2)) {
		if (lua_type(L, 2) != LUA_TTABLE)
			return b2c_typeerror(L, 2, "table");
		b2c_checkfields(L, 2, 2, NULL, s_bodyFields, s_bodyFieldsMore, NULL);
		lua_getfield(L, 2, "type");
		if (!lua_isnil(L, -1)) {
			int found = b2c_findoption(L, -1, s_bodyTypes);
			if (found < 0)
				return b2c_argerrorf(L, 2, "field 'type': \"static\", \"kinematic\" or \"dynamic\" expected");
			def.type = (b2cBodyType)found;
		}
		lua_pop(L, 1);
		def.position = b2c_fieldvec2(L, 2, "position", def.position, 0);
		def.angle = b2c_fieldfloat(L, 2, "angle", def.angle);
		def.linearVelocity = b2c_fieldvec2(L, 2, "linearVelocity", def.linearVelocity, 0);
		def.angularVelocity = b2c_fieldfloat(L, 2, "angularVelocity", def.angularVelocity);
		def.linearDamping = b2c_fieldfloat(L, 2, "linearDamping", def.linearDamping);
		def.angularDamping = b2c_fieldfloat(L, 2, "angularDamping", def.angularDamping);
		def.gravityScale = b2c_fieldfloat(L, 2, "gravityScale", def.gravityScale);
		lua_getfield(L, 2, "bullet");
		def.bullet = lua_toboolean(L, -1);
		lua_pop(L, 1);
		lua_getfield(L, 2, "fixedRotation");
		def.fixedRotation = lua_toboolean(L, -1);
		lua_getfield(L, 2, "awake");
		def.awake = lua_isnil(L, -1) || lua_toboolean(L, -1);
		lua_getfield(L, 2, "allowSleep");
		def.allowSleep = lua_isnil(L, -1) || lua_toboolean(L, -1);
		lua_pop(L, 3);
		def.sleepThreshold = b2c_fieldfloat(L, 2, "sleepThreshold", def.sleepThreshold);
		def.enabled = fieldboolean(L, 2, 2, "enabled", true);
		lua_getfield(L, 2, "motionLocks");
		if (!lua_isnil(L, -1)) {
			if (lua_type(L, -1) != LUA_TTABLE)
				return b2c_argerrorf(L, 2, "field 'motionLocks': table expected, got %s", luaL_typename(L, -1));
			def.motionLocks = checklocks(L, 2, lua_gettop(L), "motionLocks.");
		}
		lua_pop(L, 1);
		// the core's rules (check.h): of what Lua can give, only a damping can break one
		b2cRefusal r = b2cCheckBodyDef(&def);
		if (r.field == b2cField_linearDamping || r.field == b2cField_angularDamping)
			return b2c_argerrorf(L, 2, "damping must not be negative");
		if (r.field == b2cField_sleepThreshold)
			return b2c_argerrorfloat(L, 2, "field 'sleepThreshold': must not be negative", r.value);
		if (r.rule != b2cRule_none)
			return b2c_argerrorf(L, 2, "field '%s': %s", b2cFieldName(r.field), b2cRuleText(r.rule));
	}
	b2c_checkunlocked(L, lw);
	LuaHandle *h = b2c_newhandle(L, &b2c_bodyClass);
	h->owner = lw;
	h->index = -1; // invalid until the body exists
	h->chain = false;
	h->pending = false;
	b2c_getuservalue(L, 1);
	b2c_setuservalue(L, 3);
	if (lua_isnil(L, 2))
		lua_pushnil(L);
	else
		lua_getfield(L, 2, "userData"); // 4
	// The Lua side is stored first, in the slot the body will take: storing may run out of memory,
	// which must not leave a body without a handle. Again until no finalizer run by the stores has
	// made a body meanwhile (which would have taken that slot).
	int32_t next;
	do {
		// Checked again: the definition's __index and a finalizer run by an allocation are Lua
		// code, which may have closed or locked the world.
		b2c_checkunlocked(L, lw);
		next = b2cWorld_GetNextBodyIndex(lw->world);
		if (next < 0)
			return luaL_error(L, "not enough memory for a body");
		storeslot(L, SLOT_BODIES, next, 3);
		storeslot(L, SLOT_BODY_DATA, next, 4);
		b2c_checkunlocked(L, lw);
	} while (b2cWorld_GetNextBodyIndex(lw->world) != next);
	b2cBodyId id = b2cWorld_CreateBody(lw->world, &def);
	if (id.index != next) { // out of memory (the index is the one peeked, by construction)
		if (id.index >= 0)
			b2cWorld_DestroyBody(lw->world, id);
		// (setting a key that holds a value to nil allocates nothing)
		lua_pushnil(L);
		storeslot(L, SLOT_BODIES, next, -1);
		storeslot(L, SLOT_BODY_DATA, next, -1);
		lua_pop(L, 1);
		return luaL_error(L, "not enough memory for a body");
	}
	h->index = id.index;
	h->generation = id.generation;
	lua_settop(L, 3);
	return 1;
}

// ---- bodies ----

#define BODY_GETTER_VEC2(name, expr)        \
	static int body_##name(lua_State *L)    \
	{                                       \
		LuaHandle *h = b2c_checkbody(L, 1); \
		b2cWorld *w = h->owner->world;      \
		b2cBodyId id = b2c_bodyid(h);       \
		b2c_pushvec2(L, expr);              \
		return 1;                           \
	}

BODY_GETTER_VEC2(getPosition, b2cBody_GetTransform(w, id).p)
BODY_GETTER_VEC2(getWorldCenter, b2cBody_GetWorldCenter(w, id))
BODY_GETTER_VEC2(getLinearVelocity, b2cBody_GetLinearVelocity(w, id))

// ---- the reads that allocate nothing (issue 21) ----
// body:getPose, body:getPositionXY, body:getLinearVelocityXY, body:getWorldCenterXY: numbers
// instead of a vec2, each the stored float exactly (widened to a double, not the shortest decimal
// a vec2's field reads: that rounding would cost more than the rest of the call). Self is checked
// by its handle's class (b2c_tohandle), and anything else goes to b2c_checkbody for the standard
// error.
static LuaHandle *hotbody(lua_State *L)
{
	LuaHandle *h = b2c_tohandle(L, 1, &b2c_bodyClass);
	if (h != NULL && b2c_bodyvalid(h))
		return h;
	return b2c_checkbody(L, 1);
}

// With a scale (issue 22: LÖVE's pixels), each coordinate is (float)(value * (float)scale), the
// angle as it is.
static int body_getPose(lua_State *L)
{
	// (the angle the last step computed for this rotation, if it did; the body checked by the
	// read itself: one lookup of its record)
	float pose[3];
	const LuaHandle *hot = b2c_tohandle(L, 1, &b2c_bodyClass);
	if (hot == NULL || hot->pending || hot->owner->world == NULL ||
		!b2cBody_GetPose(hot->owner->world, b2c_bodyid(hot), pose)) {
		LuaHandle *h = b2c_checkbody(L, 1);
		b2cBody_GetPose(h->owner->world, b2c_bodyid(h), pose);
	}
	float scale;
	if (lua_gettop(L) >= 2 && b2c_optscale(L, 2, &scale)) {
		lua_pushnumber(L, b2c_scaled(pose[0], scale));
		lua_pushnumber(L, b2c_scaled(pose[1], scale));
	} else {
		lua_pushnumber(L, (lua_Number)pose[0]);
		lua_pushnumber(L, (lua_Number)pose[1]);
	}
	lua_pushnumber(L, (lua_Number)pose[2]);
	return 3;
}

#define BODY_GETTER_XY(name, expr)                              \
	static int body_##name(lua_State *L)                        \
	{                                                           \
		LuaHandle *h = hotbody(L);                              \
		b2cWorld *w = h->owner->world;                          \
		b2cBodyId id = b2c_bodyid(h);                           \
		b2cVec2 v = expr;                                       \
		float scale;                                            \
		if (lua_gettop(L) >= 2 && b2c_optscale(L, 2, &scale)) { \
			lua_pushnumber(L, b2c_scaled(v.x, scale));          \
			lua_pushnumber(L, b2c_scaled(v.y, scale));          \
			return 2;                                           \
		}                                                       \
		lua_pushnumber(L, (lua_Number)v.x);                     \
		lua_pushnumber(L, (lua_Number)v.y);                     \
		return 2;                                               \
	}

BODY_GETTER_XY(getPositionXY, b2cBody_GetTransform(w, id).p)
BODY_GETTER_XY(getWorldCenterXY, b2cBody_GetWorldCenter(w, id))
BODY_GETTER_XY(getLinearVelocityXY, b2cBody_GetLinearVelocity(w, id))

// body:getTotalAngle(): the angle counting whole turns (b2cBody_GetTotalAngle; LÖVE's getAngle),
// the stored float exactly (widened, as the reads above give it: the angle given reads back as
// that float)
static int body_getTotalAngle(lua_State *L)
{
	LuaHandle *h = hotbody(L);
	lua_pushnumber(L, (lua_Number)b2cBody_GetTotalAngle(h->owner->world, b2c_bodyid(h)));
	return 1;
}

// The same reads through LuaJIT's FFI (lua/b2c/jit_body.lua), which the JIT compiles where it
// cannot compile a lua_CFunction call. `handle` is a body userdata's payload (the Lua side has
// checked its metatable); the numbers go to `out` (doubles: the stored floats widened, as the C
// methods push them). Returns 0, writing nothing, when the body is destroyed, pending or its world
// closed: the Lua side then calls the C method, which raises the standard error.
#define B2C_FFI_EXPORT __attribute__((visibility("default")))

// The ...Scaled forms multiply the coordinates as the C methods' scale does.
B2C_FFI_EXPORT int b2c_ffi_bodyPose(const void *handle, double *out);
B2C_FFI_EXPORT int b2c_ffi_bodyPositionXY(const void *handle, double *out);
B2C_FFI_EXPORT int b2c_ffi_bodyWorldCenterXY(const void *handle, double *out);
B2C_FFI_EXPORT int b2c_ffi_bodyLinearVelocityXY(const void *handle, double *out);
B2C_FFI_EXPORT int b2c_ffi_bodyPoseScaled(const void *handle, double *out, double scale);
B2C_FFI_EXPORT int b2c_ffi_bodyPositionXYScaled(const void *handle, double *out, double scale);
B2C_FFI_EXPORT int b2c_ffi_bodyWorldCenterXYScaled(const void *handle, double *out, double scale);
B2C_FFI_EXPORT int b2c_ffi_bodyLinearVelocityXYScaled(const void *handle, double *out, double scale);
B2C_FFI_EXPORT int b2c_ffi_bodyTotalAngle(const void *handle, double *out);

int b2c_ffi_bodyPose(const void *handle, double *out)
{
	const LuaHandle *h = (const LuaHandle *)handle;
	if (!b2c_bodyvalid(h))
		return 0;
	b2cBodyId id = b2c_bodyid(h);
	float pose[3];
	b2cWorld_GetBodyPoses(h->owner->world, &id, 1, pose);
	out[0] = (double)pose[0];
	out[1] = (double)pose[1];
	out[2] = (double)pose[2];
	return 1;
}

int b2c_ffi_bodyPoseScaled(const void *handle, double *out, double scale)
{
	const LuaHandle *h = (const LuaHandle *)handle;
	if (!b2c_bodyvalid(h))
		return 0;
	b2cBodyId id = b2c_bodyid(h);
	float pose[3], s = (float)scale;
	b2cWorld_GetBodyPoses(h->owner->world, &id, 1, pose);
	out[0] = b2c_scaled(pose[0], s);
	out[1] = b2c_scaled(pose[1], s);
	out[2] = (double)pose[2];
	return 1;
}

#define BODY_FFI_XY(name, expr)                                                   \
	int b2c_ffi_body##name(const void *handle, double *out)                       \
	{                                                                             \
		const LuaHandle *h = (const LuaHandle *)handle;                           \
		if (!b2c_bodyvalid(h))                                                    \
			return 0;                                                             \
		b2cWorld *w = h->owner->world;                                            \
		b2cBodyId id = b2c_bodyid(h);                                             \
		b2cVec2 v = expr;                                                         \
		out[0] = (double)v.x;                                                     \
		out[1] = (double)v.y;                                                     \
		return 1;                                                                 \
	}                                                                             \
	int b2c_ffi_body##name##Scaled(const void *handle, double *out, double scale) \
	{                                                                             \
		const LuaHandle *h = (const LuaHandle *)handle;                           \
		if (!b2c_bodyvalid(h))                                                    \
			return 0;                                                             \
		b2cWorld *w = h->owner->world;                                            \
		b2cBodyId id = b2c_bodyid(h);                                             \
		b2cVec2 v = expr;                                                         \
		float s = (float)scale;                                                   \
		out[0] = b2c_scaled(v.x, s);                                              \
		out[1] = b2c_scaled(v.y, s);                                              \
		return 1;                                                                 \
	}

BODY_FFI_XY(PositionXY, b2cBody_GetTransform(w, id).p)
BODY_FFI_XY(WorldCenterXY, b2cBody_GetWorldCenter(w, id))
BODY_FFI_XY(LinearVelocityXY, b2cBody_GetLinearVelocity(w, id))

int b2c_ffi_bodyTotalAngle(const void *handle, double *out)
{
	const LuaHandle *h = (const LuaHandle *)handle;
	if (!b2c_bodyvalid(h))
		return 0;
	out[0] = (double)b2cBody_GetTotalAngle(h->owner->world, b2c_bodyid(h));
	return 1;
}

// Under LuaJIT: require "b2c.jit_body" and let it replace the hot reads (the body's, and
// fixture:getBoundingBox, and b2c.tofloat: the module is at the top). Anything missing (no FFI,
// the file not on the path) leaves the C methods in place.
static void installJitBody(lua_State *L)
{
	int top;
	if (!b2c_beginjit(L, "b2c.jit_body", (const void *)&b2c_ffi_bodyPose, &top))
		return;
	b2c_getclass(L, &b2c_bodyClass);
	b2c_getclass(L, &b2c_fixtureClass);
	lua_pushvalue(L, top); // the module (b2c.tofloat)
	b2c_endjit(L, 3, top);
}

// ---- readers for objects that hold a body (issue 22: b2c.lovephysics's Body under Lua 5.4) ----
// b2c.bodyReaders(field, fallbacks) -> {getPosition, getX, getY, getLinearVelocity, getWorldCenter,
// getAngle, setScale}: C functions reading the body held in `self[field]` (a plain Lua table that
// wraps a body), the coordinates scaled as the XY reads' scale does (setScale(s): the scale of every
// one of them from now on, 1 at first), the angle counting whole turns. When self[field] is not a
// live body, fallbacks[name](...) is called with the same arguments and its results returned: the
// wrapper's own errors stay its own. Upvalues: the body metatable, field, the scale (a userdata
// float shared by the set), the fallback.
static int readerfallback(lua_State *L)
{
	int n = lua_gettop(L);
	lua_pushvalue(L, lua_upvalueindex(4));
	lua_insert(L, 1);
	lua_call(L, n, LUA_MULTRET);
	return lua_gettop(L);
}

static LuaHandle *readerbody(lua_State *L, float *scale)
{
	if (lua_type(L, 1) != LUA_TTABLE)
		return NULL;
	lua_pushvalue(L, lua_upvalueindex(2));
	lua_rawget(L, 1);
	LuaHandle *h = b2c_tohandle(L, -1, &b2c_bodyClass);
	lua_pop(L, 1);
	if (h == NULL || !b2c_bodyvalid(h))
		return NULL;
	*scale = *(const float *)lua_touserdata(L, lua_upvalueindex(3));
	return h;
}

#define BODY_READER_XY(name, expr, results)   \
	static int reader_##name(lua_State *L)    \
	{                                         \
		float scale;                          \
		LuaHandle *h = readerbody(L, &scale); \
		if (h == NULL)                        \
			return readerfallback(L);         \
		b2cWorld *w = h->owner->world;        \
		b2cVec2 v = expr(w, b2c_bodyid(h));   \
		results;                              \
	}
#define PUSH_XY                                \
	lua_pushnumber(L, b2c_scaled(v.x, scale)); \
	lua_pushnumber(L, b2c_scaled(v.y, scale)); \
	return 2
#define PUSH_X                                 \
	lua_pushnumber(L, b2c_scaled(v.x, scale)); \
	return 1
#define PUSH_Y                                 \
	lua_pushnumber(L, b2c_scaled(v.y, scale)); \
	return 1

static b2cVec2 bodyPosition(b2cWorld *w, b2cBodyId id) { return b2cBody_GetTransform(w, id).p; }

BODY_READER_XY(getPosition, bodyPosition, PUSH_XY)
BODY_READER_XY(getX, bodyPosition, PUSH_X)
BODY_READER_XY(getY, bodyPosition, PUSH_Y)
BODY_READER_XY(getLinearVelocity, b2cBody_GetLinearVelocity, PUSH_XY)
BODY_READER_XY(getWorldCenter, b2cBody_GetWorldCenter, PUSH_XY)

static int reader_getAngle(lua_State *L)
{
	float scale;
	LuaHandle *h = readerbody(L, &scale);
	if (h == NULL)
		return readerfallback(L);
	lua_pushnumber(L, (lua_Number)b2cBody_GetTotalAngle(h->owner->world, b2c_bodyid(h)));
	return 1;
}

static int reader_setScale(lua_State *L)
{
	float *scale = (float *)lua_touserdata(L, lua_upvalueindex(1));
	if (lua_type(L, 1) != LUA_TNUMBER)
		return b2c_typeerror(L, 1, "number");
	*scale = (float)lua_tonumber(L, 1);
	return 0;
}

static int module_bodyReaders(lua_State *L)
{
	luaL_checkany(L, 1);
	if (lua_type(L, 2) != LUA_TTABLE)
		return b2c_typeerror(L, 2, "table");
	static const luaL_Reg readers[] = {{"getPosition", reader_getPosition},
									   {"getX", reader_getX},
									   {"getY", reader_getY},
									   {"getLinearVelocity", reader_getLinearVelocity},
									   {"getWorldCenter", reader_getWorldCenter},
									   {"getAngle", reader_getAngle},
									   {NULL, NULL}};
	for (const luaL_Reg *r = readers; r->name != NULL; ++r) {
		lua_getfield(L, 2, r->name);
		if (lua_type(L, -1) != LUA_TFUNCTION)
			return b2c_argerrorf(L, 2, "field '%s': function expected, got %s", r->name, luaL_typename(L, -1));
		lua_pop(L, 1);
	}
	lua_settop(L, 2);
	float *scale = (float *)lua_newuserdata(L, sizeof(float)); // 3
	*scale = 1.0f;
	lua_createtable(L, 0, 7); // 4
	for (const luaL_Reg *r = readers; r->name != NULL; ++r) {
		b2c_getclass(L, &b2c_bodyClass);
		lua_pushvalue(L, 1);
		lua_pushvalue(L, 3);
		lua_getfield(L, 2, r->name);
		lua_pushcclosure(L, r->func, 4);
		lua_setfield(L, 4, r->name);
	}
	lua_pushvalue(L, 3);
	lua_pushcclosure(L, reader_setScale, 1);
	lua_setfield(L, 4, "setScale");
	return 1;
}

static const luaL_Reg body_hotMethods[] = {{"getPose", body_getPose},
										   {"getPositionXY", body_getPositionXY},
										   {"getWorldCenterXY", body_getWorldCenterXY},
										   {"getLinearVelocityXY", body_getLinearVelocityXY},
										   {"getTotalAngle", body_getTotalAngle},
										   {NULL, NULL}};

static int body_getAngle(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2c_pushfloat(L, b2cRot_GetAngle(b2cBody_GetTransform(h->owner->world, b2c_bodyid(h)).q));
	return 1;
}

static int body_getTransform(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2c_pushtransform(L, b2cBody_GetTransform(h->owner->world, b2c_bodyid(h)));
	return 1;
}

static int body_setTransform(lua_State *L)
{
	b2c_checkbody(L, 1);
	int next;
	b2cVec2 p = b2c_checkvec2xy(L, 2, &next);
	float angle = b2c_optfloat(L, next, 0.0f);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a vec2 table's __index may have destroyed it
	b2c_checkunlocked(L, h->owner);
	b2cBody_SetTransform(h->owner->world, b2c_bodyid(h), p, angle);
	return 0;
}

static int body_setLinearVelocity(lua_State *L)
{
	b2c_checkbody(L, 1);
	int next;
	b2cVec2 v = b2c_checkvec2xy(L, 2, &next);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a vec2 table's __index may have destroyed it
	b2cBody_SetLinearVelocity(h->owner->world, b2c_bodyid(h), v);
	return 0;
}

static int body_getAngularVelocity(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2c_pushfloat(L, b2cBody_GetAngularVelocity(h->owner->world, b2c_bodyid(h)));
	return 1;
}

static int body_setAngularVelocity(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2cBody_SetAngularVelocity(h->owner->world, b2c_bodyid(h), b2c_checkfloat(L, 2));
	return 0;
}

// body:applyForce(v [, point]) and body:applyLinearImpulse(v [, point]): the vector at 2 and
// the point after it (the centre of mass when absent), each a vec2 or two numbers, then the body,
// checked again after reading them (a vec2 table's __index may have destroyed it).
static LuaHandle *checkvectorat(lua_State *L, b2cVec2 *v, b2cVec2 *point)
{
	b2c_checkbody(L, 1);
	int next;
	*v = b2c_checkvec2xy(L, 2, &next);
	bool atCenter = lua_isnoneornil(L, next);
	*point = atCenter ? b2cVec2_zero : b2c_checkvec2xy(L, next, &next);
	LuaHandle *h = b2c_checkbody(L, 1);
	if (atCenter)
		*point = b2cBody_GetWorldCenter(h->owner->world, b2c_bodyid(h));
	return h;
}

static int body_applyForce(lua_State *L)
{
	b2cVec2 f, p;
	LuaHandle *h = checkvectorat(L, &f, &p);
	b2cBody_ApplyForce(h->owner->world, b2c_bodyid(h), f, p);
	return 0;
}

static int body_applyTorque(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2cBody_ApplyTorque(h->owner->world, b2c_bodyid(h), b2c_checkfloat(L, 2));
	return 0;
}

static int body_applyLinearImpulse(lua_State *L)
{
	b2cVec2 j, p;
	LuaHandle *h = checkvectorat(L, &j, &p);
	b2cBody_ApplyLinearImpulse(h->owner->world, b2c_bodyid(h), j, p);
	return 0;
}

static int body_applyAngularImpulse(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2cBody_ApplyAngularImpulse(h->owner->world, b2c_bodyid(h), b2c_checkfloat(L, 2));
	return 0;
}

static int body_getMass(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2c_pushfloat(L, b2cBody_GetMass(h->owner->world, b2c_bodyid(h)));
	return 1;
}

static int body_getInertia(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2c_pushfloat(L, b2cBody_GetInertia(h->owner->world, b2c_bodyid(h)));
	return 1;
}

static int body_getType(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	lua_pushstring(L, s_bodyTypes[b2cBody_GetType(h->owner->world, b2c_bodyid(h))]);
	return 1;
}

static int body_getWorldPoint(lua_State *L)
{
	b2c_checkbody(L, 1);
	int next;
	b2cVec2 p = b2c_checkvec2xy(L, 2, &next);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a vec2 table's __index may have destroyed it
	b2c_pushvec2(L, b2cTransformPoint(b2cBody_GetTransform(h->owner->world, b2c_bodyid(h)), p));
	return 1;
}

static int body_getLocalPoint(lua_State *L)
{
	b2c_checkbody(L, 1);
	int next;
	b2cVec2 p = b2c_checkvec2xy(L, 2, &next);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a vec2 table's __index may have destroyed it
	b2c_pushvec2(L, b2cInvTransformPoint(b2cBody_GetTransform(h->owner->world, b2c_bodyid(h)), p));
	return 1;
}

static int body_setType(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	int type = b2c_checkoption(L, 2, s_bodyTypes); // (all of the string: not "dynamic\0junk")
	b2c_checkunlocked(L, h->owner);
	b2cBody_SetType(h->owner->world, b2c_bodyid(h), (b2cBodyType)type);
	return 0;
}

static int body_isAwake(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	lua_pushboolean(L, b2cBody_IsAwake(h->owner->world, b2c_bodyid(h)));
	return 1;
}

static int body_setAwake(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2c_checkboolean(L, 2);
	b2cBody_SetAwake(h->owner->world, b2c_bodyid(h), lua_toboolean(L, 2));
	return 0;
}

// ---- runtime settings (issue 19) ----

// A number at 2 for the body setting `field`, by the core's rule (check.h): `must not be
// negative, got -1`. Then the body, checked again, and the world unlocked.
static LuaHandle *checksetting(lua_State *L, b2cField field, float *value)
{
	b2c_checkbody(L, 1);
	*value = b2c_checkfloat(L, 2);
	b2cRule rule = b2cCheckValue(field, *value);
	if (rule == b2cRule_negative)
		b2c_argerrorfloat(L, 2, "must not be negative", *value);
	LuaHandle *h = b2c_checkbody(L, 1);
	b2c_checkunlocked(L, h->owner);
	return h;
}

// A boolean at 2 for a body setting; then the world unlocked.
static LuaHandle *checkflag(lua_State *L, bool *value)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2c_checkboolean(L, 2);
	*value = lua_toboolean(L, 2);
	b2c_checkunlocked(L, h->owner);
	return h;
}

#define BODY_FLOAT_SETTING(setter, getter, field, set, get)    \
	static int body_##setter(lua_State *L)                     \
	{                                                          \
		float value;                                           \
		LuaHandle *h = checksetting(L, field, &value);         \
		set(h->owner->world, b2c_bodyid(h), value);            \
		return 0;                                              \
	}                                                          \
	static int body_##getter(lua_State *L)                     \
	{                                                          \
		LuaHandle *h = b2c_checkbody(L, 1);                    \
		b2c_pushfloat(L, get(h->owner->world, b2c_bodyid(h))); \
		return 1;                                              \
	}

BODY_FLOAT_SETTING(setLinearDamping, getLinearDamping, b2cField_linearDamping, b2cBody_SetLinearDamping,
				   b2cBody_GetLinearDamping)
BODY_FLOAT_SETTING(setAngularDamping, getAngularDamping, b2cField_angularDamping, b2cBody_SetAngularDamping,
				   b2cBody_GetAngularDamping)
BODY_FLOAT_SETTING(setGravityScale, getGravityScale, b2cField_gravityScale, b2cBody_SetGravityScale,
				   b2cBody_GetGravityScale)
BODY_FLOAT_SETTING(setSleepThreshold, getSleepThreshold, b2cField_sleepThreshold, b2cBody_SetSleepThreshold,
				   b2cBody_GetSleepThreshold)

#define BODY_FLAG_SETTING(setter, getter, set, get)              \
	static int body_##setter(lua_State *L)                       \
	{                                                            \
		bool value;                                              \
		LuaHandle *h = checkflag(L, &value);                     \
		set(h->owner->world, b2c_bodyid(h), value);              \
		return 0;                                                \
	}                                                            \
	static int body_##getter(lua_State *L)                       \
	{                                                            \
		LuaHandle *h = b2c_checkbody(L, 1);                      \
		lua_pushboolean(L, get(h->owner->world, b2c_bodyid(h))); \
		return 1;                                                \
	}

BODY_FLAG_SETTING(setBullet, isBullet, b2cBody_SetBullet, b2cBody_IsBullet)
BODY_FLAG_SETTING(setFixedRotation, isFixedRotation, b2cBody_SetFixedRotation, b2cBody_IsFixedRotation)
BODY_FLAG_SETTING(setSleepingAllowed, isSleepingAllowed, b2cBody_EnableSleep, b2cBody_IsSleepEnabled)
BODY_FLAG_SETTING(setEnabled, isEnabled, b2cBody_SetEnabled, b2cBody_IsEnabled)

static int body_setMotionLocks(lua_State *L)
{
	b2c_checkbody(L, 1);
	if (lua_type(L, 2) != LUA_TTABLE)
		return b2c_typeerror(L, 2, "table");
	b2cMotionLocks locks = checklocks(L, 2, 2, NULL);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a table's __index may have destroyed it
	b2c_checkunlocked(L, h->owner);
	b2cBody_SetMotionLocks(h->owner->world, b2c_bodyid(h), locks);
	return 0;
}

static int body_getMotionLocks(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2cMotionLocks locks = b2cBody_GetMotionLocks(h->owner->world, b2c_bodyid(h));
	lua_createtable(L, 0, 3);
	lua_pushboolean(L, locks.linearX);
	lua_setfield(L, -2, "x");
	lua_pushboolean(L, locks.linearY);
	lua_setfield(L, -2, "y");
	lua_pushboolean(L, locks.angularZ);
	lua_setfield(L, -2, "rotation");
	return 1;
}

static const char *const s_massFields[] = {"mass", "center", "inertia", NULL};

// A mass field of the table at 2, not negative: `field 'mass': must not be negative, got -1`.
static float massfield(lua_State *L, const char *key, float def)
{
	float value = b2c_fieldfloat(L, 2, key, def);
	if (value < 0.0f)
		b2c_argerrorfloat(L, 2, lua_pushfstring(L, "field '%s': must not be negative", key), value);
	return value;
}

// body:setMassData{mass =, center =, inertia =}: an absent field keeps its value of now.
static int body_setMassData(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	if (lua_type(L, 2) != LUA_TTABLE)
		return b2c_typeerror(L, 2, "table");
	b2c_checkfields(L, 2, 2, NULL, s_massFields, NULL, NULL);
	b2cMassData md = b2cBody_GetMassData(h->owner->world, b2c_bodyid(h));
	md.mass = massfield(L, "mass", md.mass);
	md.center = b2c_fieldvec2(L, 2, "center", md.center, 0);
	md.rotationalInertia = massfield(L, "inertia", md.rotationalInertia);
	h = b2c_checkbody(L, 1); // again: the table's __index may have destroyed it
	b2c_checkunlocked(L, h->owner);
	b2cBody_SetMassData(h->owner->world, b2c_bodyid(h), md);
	return 0;
}

static int body_getMassData(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2cMassData md = b2cBody_GetMassData(h->owner->world, b2c_bodyid(h));
	b2c_pushfloat(L, md.mass);
	b2c_pushvec2(L, md.center);
	b2c_pushfloat(L, md.rotationalInertia);
	return 3;
}

static int body_resetMassData(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2c_checkunlocked(L, h->owner);
	b2cBody_ResetMassData(h->owner->world, b2c_bodyid(h));
	return 0;
}

// body:setMass(m): the mass overridden, its centre and inertia (about the centre) as they are.
static int body_setMass(lua_State *L)
{
	float mass;
	LuaHandle *h = checksetting(L, b2cField_mass, &mass);
	b2cMassData md = b2cBody_GetMassData(h->owner->world, b2c_bodyid(h));
	md.mass = mass;
	b2cBody_SetMassData(h->owner->world, b2c_bodyid(h), md);
	return 0;
}

BODY_GETTER_VEC2(getLocalCenter, b2cBody_GetLocalCenter(w, id))

// body:f(v): a vector argument at 2 mapped by the core's `fn` for the body.
#define BODY_VECTOR_MAP(name, fn)                                                      \
	static int body_##name(lua_State *L)                                               \
	{                                                                                  \
		b2c_checkbody(L, 1);                                                           \
		int next;                                                                      \
		b2cVec2 v = b2c_checkvec2xy(L, 2, &next);                                      \
		LuaHandle *h = b2c_checkbody(L, 1); /* again: __index may have destroyed it */ \
		b2c_pushvec2(L, fn(h->owner->world, b2c_bodyid(h), v));                        \
		return 1;                                                                      \
	}

BODY_VECTOR_MAP(getWorldVector, b2cBody_GetWorldVector)
BODY_VECTOR_MAP(getLocalVector, b2cBody_GetLocalVector)
BODY_VECTOR_MAP(getLinearVelocityFromWorldPoint, b2cBody_GetLinearVelocityFromWorldPoint)
BODY_VECTOR_MAP(getLinearVelocityFromLocalPoint, b2cBody_GetLinearVelocityFromLocalPoint)

static int body_applyForceToCenter(lua_State *L)
{
	b2c_checkbody(L, 1);
	int next;
	b2cVec2 f = b2c_checkvec2xy(L, 2, &next);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a vec2 table's __index may have destroyed it
	b2cBody_ApplyForceToCenter(h->owner->world, b2c_bodyid(h), f);
	return 0;
}

static int body_getUserData(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	return b2c_getuserdata(L, SLOT_BODY_DATA, h->index);
}

static int body_setUserData(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	return b2c_setuserdata(L, SLOT_BODY_DATA, h->index);
}

static int body_destroy(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	if (b2c_deferdestroy(L, h))
		return 0; // from a callback: at the end of the step (or query, or draw)
	b2cWorld *w = h->owner->world;
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	int fixtures = lua_gettop(L);
	for (int32_t s = b2cBody_GetFirstShape(w, b2c_bodyid(h)); s >= 0; s = b2cWorld_GetNextShape(w, s)) {
		lua_rawgeti(L, fixtures, s + 1); // nil for the other segments of a chain forgotten
		const LuaHandle *fh = (const LuaHandle *)lua_touserdata(L, -1);
		if (fh != NULL)
			b2c_forgetfixture(L, 1, fh);
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	b2c_forgetbodyjoints(L, 1, b2c_bodyid(h));
	b2cWorld_DestroyBody(w, b2c_bodyid(h));
	b2c_pushslot(L, 1, SLOT_BODIES);
	lua_pushnil(L);
	lua_rawseti(L, -2, h->index + 1);
	b2c_pushslot(L, 1, SLOT_BODY_DATA);
	lua_pushnil(L);
	lua_rawseti(L, -2, h->index + 1);
	return 0;
}

static int body_isDestroyed(lua_State *L)
{
	LuaHandle *h = b2c_checkhandle(L, 1, &b2c_bodyClass);
	lua_pushboolean(L, !b2c_bodyvalid(h));
	return 1;
}

static int body_tostring(lua_State *L)
{
	LuaHandle *h = b2c_checkhandle(L, 1, &b2c_bodyClass);
	if (b2c_bodyvalid(h))
		lua_pushfstring(L, "b2c.body(%s, %d)", s_bodyTypes[b2cBody_GetType(h->owner->world, b2c_bodyid(h))],
						(int)h->index + 1);
	else
		lua_pushliteral(L, "b2c.body(destroyed)");
	return 1;
}

static const luaL_Reg body_methods[] = {{"getPosition", body_getPosition},
										{"getAngle", body_getAngle},
										{"getTransform", body_getTransform},
										{"setTransform", body_setTransform},
										{"getWorldCenter", body_getWorldCenter},
										{"getLinearVelocity", body_getLinearVelocity},
										{"setLinearVelocity", body_setLinearVelocity},
										{"getAngularVelocity", body_getAngularVelocity},
										{"setAngularVelocity", body_setAngularVelocity},
										{"applyForce", body_applyForce},
										{"applyTorque", body_applyTorque},
										{"applyLinearImpulse", body_applyLinearImpulse},
										{"applyAngularImpulse", body_applyAngularImpulse},
										{"getMass", body_getMass},
										{"getInertia", body_getInertia},
										{"getType", body_getType},
										{"getWorldPoint", body_getWorldPoint},
										{"getLocalPoint", body_getLocalPoint},
										{"setType", body_setType},
										{"isAwake", body_isAwake},
										{"setAwake", body_setAwake},
										{"getUserData", body_getUserData},
										{"setUserData", body_setUserData},
										{"setLinearDamping", body_setLinearDamping},
										{"getLinearDamping", body_getLinearDamping},
										{"setAngularDamping", body_setAngularDamping},
										{"getAngularDamping", body_getAngularDamping},
										{"setGravityScale", body_setGravityScale},
										{"getGravityScale", body_getGravityScale},
										{"setBullet", body_setBullet},
										{"isBullet", body_isBullet},
										{"setFixedRotation", body_setFixedRotation},
										{"isFixedRotation", body_isFixedRotation},
										{"setSleepingAllowed", body_setSleepingAllowed},
										{"isSleepingAllowed", body_isSleepingAllowed},
										{"setSleepThreshold", body_setSleepThreshold},
										{"getSleepThreshold", body_getSleepThreshold},
										{"setEnabled", body_setEnabled},
										{"isEnabled", body_isEnabled},
										{"setMotionLocks", body_setMotionLocks},
										{"getMotionLocks", body_getMotionLocks},
										{"setMassData", body_setMassData},
										{"getMassData", body_getMassData},
										{"resetMassData", body_resetMassData},
										{"setMass", body_setMass},
										{"getLocalCenter", body_getLocalCenter},
										{"getWorldVector", body_getWorldVector},
										{"getLocalVector", body_getLocalVector},
										{"getLinearVelocityFromWorldPoint", body_getLinearVelocityFromWorldPoint},
										{"getLinearVelocityFromLocalPoint", body_getLinearVelocityFromLocalPoint},
										{"applyForceToCenter", body_applyForceToCenter},
										{"destroy", body_destroy},
										{"isDestroyed", body_isDestroyed},
										{NULL, NULL}};

static const luaL_Reg body_meta[] = {{"__tostring", body_tostring}, {NULL, NULL}};

static const luaL_Reg world_bodyMethods[] = {{"createBody", world_createBody}, {NULL, NULL}};

void b2c_installbodyjit(lua_State *L) { installJitBody(L); }

void b2c_openbody(lua_State *L)
{
	b2c_newclass(L, &b2c_bodyClass, body_methods, body_meta, b2c_indexmethod);
	b2c_addhotmethods(L, &b2c_bodyClass, body_hotMethods); // (their self check: hotbody)
	b2c_addmethods(L, &b2c_worldClass, world_bodyMethods);
	lua_pushcfunction(L, module_bodyReaders);
	lua_setfield(L, -2, "bodyReaders");
}
