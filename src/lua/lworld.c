// SPDX-License-Identifier: MIT
// b2c binding: b2c.world: its creation and settings, its lifetime, the handle tables it shares with
// the other files of the world (lworld.h says which file holds what).
//
// The world's uservalue is a table T: T[1] the world itself, T[2] its bodies by index + 1, T[3] its
// fixtures by core shape index + 1 (the one fixture of a chain under each of its segments' indices),
// T[4] body user data, T[5] fixture user data (and each fixture's shape at -(index + 1)), T[6] the
// callbacks, T[7] the one contact userdata callbacks get, T[8] a chain fixture's user data by
// core chain index + 1 (and its chain shape at -(index + 1)), T[9] joints and T[10] joint user data
// by index + 1 (ljoint.c). A body, fixture or joint userdata holds its
// index and generation (a chain fixture: of the core chain) and has T as its uservalue, so it
// keeps its world alive and a destroyed one (or one whose slot was recycled) is detected by the core.
#include "lworld.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const b2c_Class b2c_worldClass = {"b2c.world"};

LuaWorld *b2c_checkworld(lua_State *L, int arg)
{
	LuaWorld *lw = (LuaWorld *)b2c_checkudata(L, arg, &b2c_worldClass);
	if (lw->world == NULL)
		luaL_error(L, "b2c.world is closed");
	return lw;
}

bool b2c_islocked(const LuaWorld *lw)
{
	return lw->world != NULL &&
		   (b2cWorld_IsLocked(lw->world) || lw->stepLock > 0 || lw->queryLock > 0 || lw->drawLock > 0);
}

void b2c_checkunlocked(lua_State *L, const LuaWorld *lw)
{
	if (lw->world == NULL)
		luaL_error(L, "b2c.world is closed");
	if (b2cWorld_IsLocked(lw->world) || lw->stepLock > 0)
		luaL_error(L, "world is locked during a step");
	if (lw->queryLock > 0)
		luaL_error(L, "world is locked during a query");
	if (lw->drawLock > 0)
		luaL_error(L, "world is locked during a draw");
}

static int *lockof(LuaWorld *lw, b2c_Lock lock)
{
	return lock == B2C_LOCK_QUERY ? &lw->queryLock : lock == B2C_LOCK_DRAW ? &lw->drawLock : &lw->stepLock;
}

void b2c_lockedcall(lua_State *L, LuaWorld *lw, b2c_Lock lock, int nargs,
					void (*after)(LuaWorld *lw, int status, void *context), void *context)
{
	int *counter = lockof(lw, lock);
	++*counter;
	int status = lua_pcall(L, nargs, 0, 0);
	if (after != NULL)
		after(lw, status, context);
	--*counter;
	// What the callbacks destroyed goes now, even when one raised after (it reported destroyed).
	if (!b2c_islocked(lw))
		b2c_flushdestroys(L, lw);
	if (status != 0)
		lua_error(L);
}

// ---- world ----

// A number setting of the world's options table at `arg`, by the core's rule for its field
// (check.h); errors name the field and the value: `field 'jointHertz': must be positive, got 0`.
static float setting(lua_State *L, int arg, b2cField field, float def)
{
	const char *key = b2cFieldName(field);
	float value = b2c_fieldfloat(L, arg, key, def);
	b2cRule rule = b2cCheckValue(field, value);
	if (rule != b2cRule_none) {
		lua_pushfstring(L, "field '%s': %s", key, b2cRuleText(rule));
		b2c_argerrorfloat(L, arg, lua_tostring(L, -1), value);
	}
	return value;
}

static bool settingboolean(lua_State *L, int arg, const char *key, bool def)
{
	lua_getfield(L, arg, key);
	int type = lua_type(L, -1);
	if (type != LUA_TNIL && type != LUA_TBOOLEAN)
		b2c_argerrorf(L, arg, "field '%s': boolean expected, got %s", key, luaL_typename(L, -1));
	bool value = type == LUA_TNIL ? def : lua_toboolean(L, -1);
	lua_pop(L, 1);
	return value;
}

// A worker count at stack index `idx` (an integer in 1 to B2C_MAX_WORKERS), errors naming argument
// `arg` as `what`: `field 'workers': integer in 1 to 64 expected, got 0`.
static int checkworkers(lua_State *L, int arg, int idx, const char *what)
{
	bool number = lua_type(L, idx) == LUA_TNUMBER;
	lua_Number x = number ? lua_tonumber(L, idx) : 0.0;
	if (!number || !(x >= 1 && x <= B2C_MAX_WORKERS && x == (lua_Number)(int)x)) {
		char text[32];
		snprintf(text, sizeof text, "%.14g", (double)x);
		if (x != x)
			strcpy(text, "nan"); // not -nan
		b2c_argerrorf(L, arg, "%sinteger in 1 to %d expected, got %s", what, B2C_MAX_WORKERS,
					  number ? text : b2c_typename(L, idx));
	}
	return (int)x;
}

static const char *const s_worldFields[] = {"gravity",
											"contactReuseDistance",
											"contactHertz",
											"contactDampingRatio",
											"contactPushMaxVelocity",
											"restitutionThreshold",
											"jointHertz",
											"jointDampingRatio",
											"maxLinearSpeed",
											"enableContinuous",
											"allowSleep",
											"enableSleep",
											"hitEventThreshold",
											"workers",
											NULL};

static int world_new(lua_State *L)
{
	b2cWorldDef def = b2cDefaultWorldDef();
	if (!lua_isnoneornil(L, 1)) {
		if (lua_type(L, 1) != LUA_TTABLE)
			return b2c_typeerror(L, 1, "table");
		b2c_checkfields(L, 1, 1, NULL, s_worldFields, NULL, NULL);
		def.gravity = b2c_fieldvec2(L, 1, "gravity", def.gravity, 0);
		def.contactReuseDistance = setting(L, 1, b2cField_contactReuseDistance, def.contactReuseDistance);
		def.contactHertz = setting(L, 1, b2cField_contactHertz, def.contactHertz);
		def.contactDampingRatio = setting(L, 1, b2cField_contactDampingRatio, def.contactDampingRatio);
		def.contactPushMaxVelocity = setting(L, 1, b2cField_contactPushMaxVelocity, def.contactPushMaxVelocity);
		def.restitutionThreshold = setting(L, 1, b2cField_restitutionThreshold, def.restitutionThreshold);
		def.jointHertz = setting(L, 1, b2cField_jointHertz, def.jointHertz);
		def.jointDampingRatio = setting(L, 1, b2cField_jointDampingRatio, def.jointDampingRatio);
		def.maxLinearSpeed = setting(L, 1, b2cField_maxLinearSpeed, def.maxLinearSpeed);
		def.enableContinuous = settingboolean(L, 1, "enableContinuous", def.enableContinuous);
		// (allowSleep: the name this API had first; enableSleep: Box2D v3's)
		def.enableSleep = settingboolean(L, 1, "allowSleep", def.enableSleep);
		def.enableSleep = settingboolean(L, 1, "enableSleep", def.enableSleep);
		def.hitEventThreshold = setting(L, 1, b2cField_hitEventThreshold, def.hitEventThreshold);
		lua_getfield(L, 1, "workers");
		if (!lua_isnil(L, -1))
			def.workerCount = checkworkers(L, 1, -1, "field 'workers': ");
		lua_pop(L, 1);
	}
	LuaWorld *lw = (LuaWorld *)b2c_newobjectuv(L, &b2c_worldClass, sizeof(LuaWorld));
	lw->world = NULL;
	lw->owned = NULL;
	lw->queryLock = 0;
	lw->stepLock = 0;
	lw->drawLock = 0;
	lw->deferred = 0;
	lua_createtable(L, 8, 0);
	lua_pushvalue(L, -2);
	lua_rawseti(L, -2, SLOT_SELF);
	for (int slot = SLOT_BODIES; slot <= SLOT_COUNT; ++slot) {
		if (slot == SLOT_CONTACT) {
			LuaContact *contact = (LuaContact *)b2c_newobject(L, &b2c_contactClass, sizeof(LuaContact));
			contact->info = NULL;
			contact->owner = lw;
			contact->normalImpulses = contact->tangentImpulses = NULL;
		} else {
			lua_newtable(L);
		}
		lua_rawseti(L, -2, slot);
	}
	b2c_setuservalue(L, -2);
	lw->owned = b2c_own(L, -1, &b2c_worldOwned, 0);
	if (lw->owned == NULL)
		return luaL_error(L, "not enough memory for a world");
	lw->world = b2cCreateWorld(&def);
	if (lw->world == NULL)
		return luaL_error(L, "not enough memory for a world");
	b2c_setowned(lw->owned, lw->world);
	return 1;
}

static int world_gc(lua_State *L)
{
	LuaWorld *lw = (LuaWorld *)b2c_testudata(L, 1, &b2c_worldClass);
	if (lw != NULL && lw->world != NULL) {
		if (b2c_islocked(lw))
			return luaL_error(L, "world is locked during a %s",
							  lw->queryLock > 0  ? "query"
							  : lw->drawLock > 0 ? "draw"
												 : "step");
		b2cDestroyWorld(lw->world);
		lw->world = NULL;
	}
	if (lw != NULL) {
		b2c_disown(L, lw->owned);
		lw->owned = NULL;
	}
	return 0;
}

// world:destroy(): what __gc does, now (not from inside the world's step, query or draw); then
// every method raises `b2c.world is closed` and every handle reads as destroyed. Again: nothing.
static int world_destroy(lua_State *L)
{
	b2c_checkudata(L, 1, &b2c_worldClass);
	return world_gc(L);
}

static int world_isDestroyed(lua_State *L)
{
	lua_pushboolean(L, ((LuaWorld *)b2c_checkudata(L, 1, &b2c_worldClass))->world == NULL);
	return 1;
}

// world:shiftOrigin(newOrigin): every position becomes position - newOrigin
static int world_shiftOrigin(lua_State *L)
{
	b2c_checkworld(L, 1);
	int next;
	b2cVec2 origin = b2c_checkvec2xy(L, 2, &next);
	b2cRule rule = b2cCheckVector(b2cField_position, origin);
	if (rule != b2cRule_none)
		return b2c_argerrorf(L, 2, "origin %s", b2cRuleText(rule));
	if (fabsf(origin.x) > B2C_MAX_COORDINATE || fabsf(origin.y) > B2C_MAX_COORDINATE)
		return b2c_argerrorf(L, 2, "origin beyond 1e18");
	LuaWorld *lw = b2c_checkworld(L, 1); // again: a vec2 table's __index may have closed it
	b2c_checkunlocked(L, lw);
	b2cWorld_ShiftOrigin(lw->world, origin);
	return 0;
}

// world:rebuildStaticTree(): the broad-phase's static tree built again whole
static int world_rebuildStaticTree(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	b2c_checkunlocked(L, lw);
	if (!b2cWorld_RebuildStaticTree(lw->world))
		return luaL_error(L, "not enough memory to rebuild the static tree");
	return 0;
}

static int world_isLocked(lua_State *L)
{
	lua_pushboolean(L, b2c_islocked(b2c_checkworld(L, 1)));
	return 1;
}

// What the module frees when the state closes before a world's __gc ran (lowned.c).
static void destroyworld(void *world) { b2cDestroyWorld((b2cWorld *)world); }

static void forgetworld(void *userdata)
{
	LuaWorld *lw = (LuaWorld *)userdata;
	lw->world = NULL;
	lw->owned = NULL;
}

const b2c_OwnedType b2c_worldOwned = {destroyworld, forgetworld, {&b2c_worldClass, NULL}};

static int world_getGravity(lua_State *L)
{
	b2c_pushvec2(L, b2cWorld_GetGravity(b2c_checkworld(L, 1)->world));
	return 1;
}

static int world_getWorkerCount(lua_State *L)
{
	lua_pushinteger(L, b2cWorld_GetWorkerCount(b2c_checkworld(L, 1)->world));
	return 1;
}

// world:setWorkerCount(n): not from a step's callback (the world's threads are stopped and started)
static int world_setWorkerCount(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	int count = checkworkers(L, 2, 2, "");
	b2c_checkunlocked(L, lw);
	b2cWorld_SetWorkerCount(lw->world, count);
	return 0;
}

static int world_setGravity(lua_State *L)
{
	b2c_checkworld(L, 1);
	int next;
	b2cVec2 gravity = b2c_checkvec2xy(L, 2, &next);
	// checked again: a vec2 table's __index may have closed the world
	b2cWorld_SetGravity(b2c_checkworld(L, 1)->world, gravity);
	return 0;
}

// ---- tuning ----

// A number argument for the world setting `field`, by the core's rule (check.h).
static float checktuning(lua_State *L, int arg, b2cField field)
{
	float value = b2c_checkfloat(L, arg);
	b2cRule rule = b2cCheckValue(field, value);
	if (rule != b2cRule_none)
		b2c_argerrorfloat(L, arg, b2cRuleText(rule), value);
	return value;
}

static int world_setContactTuning(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	float hertz = checktuning(L, 2, b2cField_contactHertz),
		  dampingRatio = checktuning(L, 3, b2cField_contactDampingRatio);
	float push = lua_isnoneornil(L, 4) ? b2cWorld_GetSettings(lw->world).contactPushMaxVelocity
									   : checktuning(L, 4, b2cField_contactPushMaxVelocity);
	b2c_checkunlocked(L, lw);
	b2cWorld_SetContactTuning(lw->world, hertz, dampingRatio, push);
	return 0;
}

static int world_getContactTuning(lua_State *L)
{
	b2cWorldDef def = b2cWorld_GetSettings(b2c_checkworld(L, 1)->world);
	b2c_pushfloat(L, def.contactHertz);
	b2c_pushfloat(L, def.contactDampingRatio);
	b2c_pushfloat(L, def.contactPushMaxVelocity);
	return 3;
}

static int world_setJointTuning(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	float hertz = checktuning(L, 2, b2cField_jointHertz), dampingRatio = checktuning(L, 3, b2cField_jointDampingRatio);
	b2c_checkunlocked(L, lw);
	b2cWorld_SetJointTuning(lw->world, hertz, dampingRatio);
	return 0;
}

static int world_getJointTuning(lua_State *L)
{
	b2cWorldDef def = b2cWorld_GetSettings(b2c_checkworld(L, 1)->world);
	b2c_pushfloat(L, def.jointHertz);
	b2c_pushfloat(L, def.jointDampingRatio);
	return 2;
}

static int world_setRestitutionThreshold(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	float threshold = checktuning(L, 2, b2cField_restitutionThreshold);
	b2c_checkunlocked(L, lw);
	b2cWorld_SetRestitutionThreshold(lw->world, threshold);
	return 0;
}

static int world_getRestitutionThreshold(lua_State *L)
{
	b2c_pushfloat(L, b2cWorld_GetSettings(b2c_checkworld(L, 1)->world).restitutionThreshold);
	return 1;
}

static int world_setMaxLinearSpeed(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	float speed = checktuning(L, 2, b2cField_maxLinearSpeed);
	b2c_checkunlocked(L, lw);
	b2cWorld_SetMaxLinearSpeed(lw->world, speed);
	return 0;
}

static int world_getMaxLinearSpeed(lua_State *L)
{
	b2c_pushfloat(L, b2cWorld_GetSettings(b2c_checkworld(L, 1)->world).maxLinearSpeed);
	return 1;
}

static int world_setHitEventThreshold(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	float threshold = checktuning(L, 2, b2cField_hitEventThreshold);
	b2c_checkunlocked(L, lw);
	b2cWorld_SetHitEventThreshold(lw->world, threshold);
	return 0;
}

static int world_getHitEventThreshold(lua_State *L)
{
	b2c_pushfloat(L, b2cWorld_GetSettings(b2c_checkworld(L, 1)->world).hitEventThreshold);
	return 1;
}

static bool checkboolean(lua_State *L, int arg)
{
	if (lua_type(L, arg) != LUA_TBOOLEAN)
		b2c_typeerror(L, arg, "boolean");
	return lua_toboolean(L, arg);
}

static int world_enableContinuous(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	bool enable = checkboolean(L, 2);
	b2c_checkunlocked(L, lw);
	b2cWorld_EnableContinuous(lw->world, enable);
	return 0;
}

static int world_isContinuousEnabled(lua_State *L)
{
	lua_pushboolean(L, b2cWorld_GetSettings(b2c_checkworld(L, 1)->world).enableContinuous);
	return 1;
}

static int world_enableSleep(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	bool enable = checkboolean(L, 2);
	b2c_checkunlocked(L, lw);
	b2cWorld_EnableSleep(lw->world, enable);
	return 0;
}

static int world_isSleepEnabled(lua_State *L)
{
	lua_pushboolean(L, b2cWorld_GetSettings(b2c_checkworld(L, 1)->world).enableSleep);
	return 1;
}

static int world_getProfile(lua_State *L)
{
	b2cProfile p = b2cWorld_GetProfile(b2c_checkworld(L, 1)->world);
	lua_createtable(L, 0, 7);
	const char *names[7] = {"step", "pairs", "collide", "solve", "continuous", "sleep", "broadphase"};
	float values[7] = {p.step, p.pairs, p.collide, p.solve, p.continuous, p.sleep, p.broadphase};
	for (int i = 0; i < 7; ++i) {
		lua_pushnumber(L, (lua_Number)values[i]);
		lua_setfield(L, -2, names[i]);
	}
	return 1;
}

void b2c_pushliveslots(lua_State *L, int slot, int limit, bool (*alive)(const b2cWorld *world, int32_t index))
{
	const b2cWorld *w = b2c_checkworld(L, 1)->world;
	lua_newtable(L);
	b2c_pushslot(L, 1, slot);
	int n = 0;
	for (int32_t i = 0; i < limit; ++i) {
		if (!alive(w, i))
			continue;
		lua_rawgeti(L, -1, i + 1);
		const LuaHandle *h = (const LuaHandle *)lua_touserdata(L, -1);
		if (h == NULL || h->pending) // (destroyed from a callback, not yet gone)
			lua_pop(L, 1);
		else
			lua_rawseti(L, -3, ++n);
	}
	lua_pop(L, 1);
}

static bool bodyalive(const b2cWorld *w, int32_t index) { return b2cWorld_GetBodyId(w, index).index >= 0; }

static int world_getBodies(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	b2c_pushliveslots(L, SLOT_BODIES, b2cWorld_GetBodyIndexLimit(lw->world), bodyalive);
	return 1;
}

static int world_hash(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	char text[17];
	snprintf(text, sizeof text, "%016llx", (unsigned long long)b2cWorld_Hash(lw->world));
	lua_pushstring(L, text);
	return 1;
}

static int world_getCounters(lua_State *L)
{
	b2cWorldCounters c = b2cWorld_GetCounters(b2c_checkworld(L, 1)->world);
	lua_createtable(L, 0, 6);
	lua_pushinteger(L, c.bodyCount);
	lua_setfield(L, -2, "bodyCount");
	lua_pushinteger(L, c.shapeCount);
	lua_setfield(L, -2, "fixtureCount");
	lua_pushinteger(L, c.contactCount);
	lua_setfield(L, -2, "contactCount");
	lua_pushinteger(L, c.touchingCount);
	lua_setfield(L, -2, "touchingCount");
	lua_pushinteger(L, c.proxyCount);
	lua_setfield(L, -2, "proxyCount");
	lua_pushinteger(L, c.treeHeight);
	lua_setfield(L, -2, "treeHeight");
	lua_pushinteger(L, c.awakeCount);
	lua_setfield(L, -2, "awakeCount");
	lua_pushinteger(L, c.jointCount);
	lua_setfield(L, -2, "jointCount");
	lua_pushinteger(L, c.reusedCount);
	lua_setfield(L, -2, "reusedCount");
	lua_pushinteger(L, c.colorCount);
	lua_setfield(L, -2, "colorCount");
	lua_pushinteger(L, c.visitedBodies);
	lua_setfield(L, -2, "visitedBodies");
	lua_pushinteger(L, c.visitedContacts);
	lua_setfield(L, -2, "visitedContacts");
	lua_pushinteger(L, c.visitedJoints);
	lua_setfield(L, -2, "visitedJoints");
	return 1;
}

int b2c_getuserdata(lua_State *L, int slot, int32_t index)
{
	b2c_pushslot(L, 1, slot);
	lua_rawgeti(L, -1, index + 1);
	return 1;
}

int b2c_setuserdata(lua_State *L, int slot, int32_t index)
{
	lua_settop(L, 2);
	b2c_pushslot(L, 1, slot);
	lua_pushvalue(L, 2);
	lua_rawseti(L, -2, index + 1);
	return 0;
}

// Add `methods` to the class's methods table, each with the class metatable as its upvalue 1
// when `withMeta`.
static void addmethods(lua_State *L, const b2c_Class *cls, const luaL_Reg *methods, bool withMeta)
{
	b2c_getclass(L, cls);
	lua_getfield(L, -1, "__index");
	if (lua_type(L, -1) == LUA_TTABLE)
		lua_pushvalue(L, -1); // already the methods table itself (directindex)
	else
		lua_getupvalue(L, -1, 1);
	if (withMeta)
		lua_pushvalue(L, -3);
	luaL_setfuncs(L, methods, withMeta ? 1 : 0);
	lua_pop(L, 3);
}

void b2c_addmethods(lua_State *L, const b2c_Class *cls, const luaL_Reg *methods) { addmethods(L, cls, methods, false); }

void b2c_addhotmethods(lua_State *L, const b2c_Class *cls, const luaL_Reg *methods)
{
	addmethods(L, cls, methods, true);
}

// The class's `__index` becomes its methods table itself instead of the C closure that looks
// them up (b2c_indexmethod): a method is found without a C call (Lua 5.4), and LuaJIT compiles the
// lookup. For the classes whose `__index` serves nothing else, read in the hot loops of a game:
// bodies, fixtures, contacts (issue 21).
static void directindex(lua_State *L, const b2c_Class *cls)
{
	b2c_getclass(L, cls);
	lua_getfield(L, -1, "__index");
	lua_getupvalue(L, -1, 1);
	lua_setfield(L, -3, "__index");
	lua_pop(L, 2);
}

static const luaL_Reg world_methods[] = {{"getGravity", world_getGravity},
										 {"setGravity", world_setGravity},
										 {"setContactTuning", world_setContactTuning},
										 {"getContactTuning", world_getContactTuning},
										 {"setJointTuning", world_setJointTuning},
										 {"getJointTuning", world_getJointTuning},
										 {"setRestitutionThreshold", world_setRestitutionThreshold},
										 {"getRestitutionThreshold", world_getRestitutionThreshold},
										 {"setMaxLinearSpeed", world_setMaxLinearSpeed},
										 {"getMaxLinearSpeed", world_getMaxLinearSpeed},
										 {"setHitEventThreshold", world_setHitEventThreshold},
										 {"getHitEventThreshold", world_getHitEventThreshold},
										 {"enableContinuous", world_enableContinuous},
										 {"isContinuousEnabled", world_isContinuousEnabled},
										 {"enableSleep", world_enableSleep},
										 {"isSleepEnabled", world_isSleepEnabled},
										 {"getCounters", world_getCounters},
										 {"hash", world_hash},
										 {"getBodies", world_getBodies},
										 {"snapshot", b2c_worldsnapshot},
										 {"restore", b2c_worldrestore},
										 {"getProfile", world_getProfile},
										 {"destroy", world_destroy},
										 {"isDestroyed", world_isDestroyed},
										 {"isLocked", world_isLocked},
										 {"shiftOrigin", world_shiftOrigin},
										 {"getWorkerCount", world_getWorkerCount},
										 {"setWorkerCount", world_setWorkerCount},
										 {"rebuildStaticTree", world_rebuildStaticTree},
										 {NULL, NULL}};

static int world_tostring(lua_State *L)
{
	LuaWorld *lw = (LuaWorld *)b2c_checkudata(L, 1, &b2c_worldClass);
	if (lw->world == NULL)
		lua_pushliteral(L, "b2c.world(closed)");
	else
		lua_pushfstring(L, "b2c.world(%d bodies)", b2cWorld_GetCounters(lw->world).bodyCount);
	return 1;
}

static const luaL_Reg world_meta[] = {{"__gc", world_gc},
									  {"__tostring", world_tostring},
#if LUA_VERSION_NUM >= 504
									  {"__close", world_gc},
#endif
									  {NULL, NULL}};

static const luaL_Reg world_constructors[] = {{"world", world_new}, {NULL, NULL}};

int b2c_openworld(lua_State *L)
{
	b2c_newclass(L, &b2c_worldClass, world_methods, world_meta, b2c_indexmethod);
	b2c_openbody(L);
	b2c_openfixture(L);
	b2c_opencontact(L);
	b2c_opencontactlist(L);
	b2c_openquery(L);
	b2c_opendraw(L);
	b2c_openposes(L);
	luaL_setfuncs(L, world_constructors, 0);
	b2c_opensnapshot(L);
	b2c_openjoints(L);
	directindex(L, &b2c_bodyClass);
	directindex(L, &b2c_fixtureClass);
	directindex(L, &b2c_contactClass);
	// the C methods named for their errors before b2c.jit_body replaces some (the module at -1)
	b2c_namefunctions(L, -1);
	b2c_installbodyjit(L);
	return 0;
}
