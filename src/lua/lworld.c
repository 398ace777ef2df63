// SPDX-License-Identifier: MIT
// b2c binding: b2c.world, its bodies and their fixtures, the step with its callbacks and events,
// and the world queries.
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
const b2c_Class b2c_bodyClass = {"b2c.body"};
const b2c_Class b2c_fixtureClass = {"b2c.fixture"};
const b2c_Class b2c_contactClass = {"b2c.contact"};

LuaWorld *b2c_checkworld(lua_State *L, int arg)
{
	LuaWorld *lw = (LuaWorld *)b2c_checkudata(L, arg, &b2c_worldClass);
	if (lw->world == NULL)
		luaL_error(L, "b2c.world is closed");
	return lw;
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

static b2cShapeId shapeid(const LuaHandle *h) { return (b2cShapeId){h->index, h->generation}; }
static b2cChainId chainid(const LuaHandle *h) { return (b2cChainId){h->index, h->generation}; }

bool b2c_bodyvalid(const LuaHandle *h)
{
	return h->owner->world != NULL && b2cWorld_IsValidBody(h->owner->world, b2c_bodyid(h));
}

static bool fixturevalid(const LuaHandle *h)
{
	const b2cWorld *w = h->owner->world;
	return w != NULL && (h->chain ? b2cWorld_IsValidChain(w, chainid(h)) : b2cWorld_IsValidShape(w, shapeid(h)));
}

// The fixture's shape, or a chain fixture's first segment (they share filter and sensor flag).
static b2cShapeId firstshape(const LuaHandle *h)
{
	return h->chain ? b2cChain_GetSegment(h->owner->world, chainid(h), 0) : shapeid(h);
}

LuaHandle *b2c_checkbody(lua_State *L, int arg)
{
	LuaHandle *h = (LuaHandle *)b2c_checkudata(L, arg, &b2c_bodyClass);
	if (!b2c_bodyvalid(h))
		b2c_argerrorf(L, arg, "b2c.body is destroyed");
	return h;
}

static LuaHandle *checkfixture(lua_State *L, int arg)
{
	LuaHandle *h = (LuaHandle *)b2c_checkudata(L, arg, &b2c_fixtureClass);
	if (!fixturevalid(h))
		b2c_argerrorf(L, arg, "b2c.fixture is destroyed");
	return h;
}

// ---- world ----

// A setting in the world's options table at `arg`: a number above 0, or a boolean; errors name
// the field (and the value). (b2c_fieldnonnegative: a number at least 0.)
static float settingpositive(lua_State *L, int arg, const char *key, float def)
{
	float value = b2c_fieldfloat(L, arg, key, def);
	if (value <= 0.0f) {
		lua_pushfstring(L, "field '%s': must be positive", key);
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

static int world_new(lua_State *L)
{
	b2cWorldDef def = b2cDefaultWorldDef();
	if (!lua_isnoneornil(L, 1)) {
		if (lua_type(L, 1) != LUA_TTABLE)
			return b2c_typeerror(L, 1, "table");
		def.gravity = b2c_fieldvec2(L, 1, "gravity", def.gravity, 0);
		def.contactReuseDistance = b2c_fieldnonnegative(L, 1, "contactReuseDistance", def.contactReuseDistance);
		def.contactHertz = settingpositive(L, 1, "contactHertz", def.contactHertz);
		def.contactDampingRatio = b2c_fieldnonnegative(L, 1, "contactDampingRatio", def.contactDampingRatio);
		def.contactPushMaxVelocity = b2c_fieldnonnegative(L, 1, "contactPushMaxVelocity", def.contactPushMaxVelocity);
		def.restitutionThreshold = b2c_fieldnonnegative(L, 1, "restitutionThreshold", def.restitutionThreshold);
		def.jointHertz = settingpositive(L, 1, "jointHertz", def.jointHertz);
		def.jointDampingRatio = b2c_fieldnonnegative(L, 1, "jointDampingRatio", def.jointDampingRatio);
		def.maxLinearSpeed = settingpositive(L, 1, "maxLinearSpeed", def.maxLinearSpeed);
		def.enableContinuous = settingboolean(L, 1, "enableContinuous", def.enableContinuous);
		// (allowSleep: the name this API had first; enableSleep: Box2D v3's)
		def.enableSleep = settingboolean(L, 1, "allowSleep", def.enableSleep);
		def.enableSleep = settingboolean(L, 1, "enableSleep", def.enableSleep);
	}
	LuaWorld *lw = (LuaWorld *)b2c_newobjectuv(L, &b2c_worldClass, sizeof(LuaWorld));
	lw->world = NULL;
	lw->queryLock = 0;
	lw->stepLock = 0;
	lw->drawLock = 0;
	lua_createtable(L, 8, 0);
	lua_pushvalue(L, -2);
	lua_rawseti(L, -2, SLOT_SELF);
	for (int slot = SLOT_BODIES; slot <= SLOT_COUNT; ++slot) {
		if (slot == SLOT_CONTACT) {
			LuaContact *contact = (LuaContact *)b2c_newobject(L, &b2c_contactClass, sizeof(LuaContact));
			contact->info = NULL;
			contact->owner = lw;
		} else {
			lua_newtable(L);
		}
		lua_rawseti(L, -2, slot);
	}
	b2c_setuservalue(L, -2);
	lw->world = b2cCreateWorld(&def);
	if (lw->world == NULL)
		return luaL_error(L, "not enough memory for a world");
	return 1;
}

static int world_gc(lua_State *L)
{
	LuaWorld *lw = (LuaWorld *)b2c_testudata(L, 1, &b2c_worldClass);
	if (lw != NULL && lw->world != NULL) {
		if (b2cWorld_IsLocked(lw->world) || lw->queryLock > 0 || lw->stepLock > 0 || lw->drawLock > 0)
			return luaL_error(L, "world is locked during a %s",
							  lw->queryLock > 0 ? "query" : lw->drawLock > 0 ? "draw" : "step");
		b2cDestroyWorld(lw->world);
		lw->world = NULL;
	}
	return 0;
}

// ---- the step, its callbacks and events ----

typedef struct StepRun {
	lua_State *L;
	LuaWorld *lw;
	float dt;
	int subSteps;
} StepRun;

// Runner stacks: 1 run (light userdata), 2 callbacks table, 3 fixtures table, 4 contact userdata.
// Push the fixture of `shape` from the fixtures table at `fixtures`, or nil when that shape has
// been destroyed (its slot empty, or holding a newer fixture). A live shape's slot holds its
// fixture: the chain's for a chain segment.
static void pushfixtureof(lua_State *L, int fixtures, b2cShapeId shape)
{
	lua_rawgeti(L, fixtures, (lua_Integer)shape.index + 1);
	const LuaHandle *h = (const LuaHandle *)lua_touserdata(L, -1);
	if (h != NULL && (h->owner->world == NULL || !b2cWorld_IsValidShape(h->owner->world, shape))) {
		lua_pop(L, 1);
		lua_pushnil(L);
	}
}

static void pushfixture(lua_State *L, b2cShapeId shape) { pushfixtureof(L, 3, shape); }

static bool preSolveHit(b2cContactInfo *info, void *context)
{
	StepRun *run = (StepRun *)context;
	lua_State *L = run->L;
	LuaContact *contact = (LuaContact *)lua_touserdata(L, 4);
	lua_getfield(L, 2, "preSolve");
	pushfixture(L, info->shapeA);
	pushfixture(L, info->shapeB);
	lua_pushvalue(L, 4);
	contact->info = info;
	lua_call(L, 3, 1);
	contact->info = NULL;
	bool enabled = !(lua_type(L, -1) == LUA_TBOOLEAN && !lua_toboolean(L, -1));
	lua_pop(L, 1);
	return enabled;
}

static int stepRunner(lua_State *L)
{
	StepRun *run = (StepRun *)lua_touserdata(L, 1);
	lua_getfield(L, 2, "preSolve");
	bool preSolve = lua_type(L, -1) == LUA_TFUNCTION;
	lua_pop(L, 1);
	b2cWorld_SetPreSolveCallback(run->lw->world, preSolve ? preSolveHit : NULL, run);
	b2cWorld_Step(run->lw->world, run->dt, run->subSteps);
	b2cWorld_SetPreSolveCallback(run->lw->world, NULL, NULL);
	return 0;
}

// Call the function on top of the stack (left there) with (fixtureA, fixtureB, contact [, the
// normal impulses]); nothing when a fixture has been destroyed since the step.
static void callContact(lua_State *L, b2cContactInfo *info, const float *normalImpulses)
{
	lua_pushvalue(L, -1);
	pushfixture(L, info->shapeA);
	pushfixture(L, info->shapeB);
	if (lua_isnil(L, -1) || lua_isnil(L, -2)) {
		lua_pop(L, 3);
		return;
	}
	lua_pushvalue(L, 4);
	if (normalImpulses != NULL) {
		lua_createtable(L, info->manifold.pointCount, 0);
		for (int k = 0; k < info->manifold.pointCount; ++k) {
			b2c_pushfloat(L, normalImpulses[k]);
			lua_rawseti(L, -2, k + 1);
		}
	}
	LuaContact *contact = (LuaContact *)lua_touserdata(L, 4);
	contact->info = info;
	lua_call(L, normalImpulses != NULL ? 4 : 3, 0);
	contact->info = NULL;
}

// Push callbacks[name] and return true when it is a function; else push nothing.
static bool getCallback(lua_State *L, const char *name)
{
	lua_getfield(L, 2, name);
	if (lua_type(L, -1) == LUA_TFUNCTION)
		return true;
	lua_pop(L, 1);
	return false;
}

// Deliver one kind of event to callbacks[name](fixtureA, fixtureB, contact).
static void deliver(lua_State *L, const char *name, const b2cContactEvent *events, int count)
{
	if (!getCallback(L, name))
		return;
	for (int i = 0; i < count; ++i) {
		b2cContactInfo info = {events[i].shapeA, events[i].shapeB, events[i].manifold, 0.0f, 0.0f,
							   events[i].manifold.pointCount > 0};
		callContact(L, &info, NULL);
	}
	lua_pop(L, 1);
}

static int eventRunner(lua_State *L)
{
	StepRun *run = (StepRun *)lua_touserdata(L, 1);
	b2cContactEvents e = b2cWorld_GetContactEvents(run->lw->world);
	deliver(L, "beginContact", e.begin, e.beginCount);
	deliver(L, "endContact", e.end, e.endCount);
	deliver(L, "beginSensor", e.sensorBegin, e.sensorBeginCount);
	deliver(L, "endSensor", e.sensorEnd, e.sensorEndCount);
	if (getCallback(L, "postSolve")) {
		for (int i = 0; i < e.impulseCount; ++i) {
			const b2cContactImpulse *report = &e.impulses[i];
			b2cContactInfo info = {report->shapeA, report->shapeB, report->manifold, 0.0f, 0.0f, true};
			callContact(L, &info, report->normalImpulses);
		}
		lua_pop(L, 1);
	}
	return 0;
}

static char s_stepRunnerKey, s_eventRunnerKey;

static int runProtected(lua_State *L, StepRun *run, const char *key)
{
	b2c_pushrunner(L, key);
	lua_pushlightuserdata(L, run);
	b2c_pushslot(L, 1, SLOT_CALLBACKS);
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	b2c_pushslot(L, 1, SLOT_CONTACT);
	LuaContact *contact = (LuaContact *)lua_touserdata(L, -1);
	int status = lua_pcall(L, 4, 0, 0);
	contact->info = NULL; // a callback that raised left it pointing into a finished call
	return status;
}

static int world_step(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	float dt = b2c_checkfloat(L, 2);
	if (!(dt >= 0.0f))
		return b2c_argerrorf(L, 2, "time step must not be negative");
	// a fraction is truncated: 1 <= n < 65 is 1 to 64 sub-steps
	float subSteps = lua_isnoneornil(L, 3) ? 4.0f : b2c_checkfloat(L, 3);
	if (!(subSteps >= 1.0f && subSteps < 65.0f))
		return b2c_argerrorfloat(L, 3, "sub-steps must be in 1 to 64", subSteps);
	b2c_checkunlocked(L, lw);
	b2c_pushslot(L, 1, SLOT_CALLBACKS);
	lua_getfield(L, -1, "postSolve");
	b2cWorld_EnableImpulseReports(lw->world, lua_type(L, -1) == LUA_TFUNCTION);
	lua_pop(L, 2);
	StepRun run = {L, lw, dt, (int)subSteps};
	// room for what runProtected pushes, before the lock: growing the stack could raise (out of
	// memory) and leave the world locked
	luaL_checkstack(L, 8, NULL);
	lw->stepLock++;
	int status = runProtected(L, &run, &s_stepRunnerKey);
	if (status != 0) {
		// A pre-solve callback raised: the step is abandoned, the world usable.
		b2cWorld_SetPreSolveCallback(lw->world, NULL, NULL);
		b2cWorld_AbandonStep(lw->world);
		lw->stepLock--;
		return lua_error(L);
	}
	status = runProtected(L, &run, &s_eventRunnerKey);
	lw->stepLock--;
	if (status != 0)
		return lua_error(L);
	return 0;
}

// world:setCallbacks{beginContact, endContact, preSolve, postSolve, beginSensor, endSensor}
static int world_setCallbacks(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	if (lua_type(L, 2) != LUA_TTABLE)
		return b2c_typeerror(L, 2, "table");
	b2c_checkunlocked(L, lw);
	static const char *const names[] = {"beginContact", "endContact", "preSolve", "postSolve", "beginSensor",
										"endSensor"};
	lua_newtable(L);
	for (int i = 0; i < 6; ++i) {
		lua_getfield(L, 2, names[i]);
		if (!lua_isnil(L, -1) && lua_type(L, -1) != LUA_TFUNCTION)
			return b2c_argerrorf(L, 2, "field '%s': function expected, got %s", names[i], b2c_typename(L, -1));
		lua_setfield(L, -2, names[i]);
	}
	b2c_getuservalue(L, 1);
	lua_pushvalue(L, -2);
	lua_rawseti(L, -2, SLOT_CALLBACKS);
	return 0;
}

// The events as pairs of shapes (2 count of them), copied out of the world.
static void pushevents(lua_State *L, int fixtures, const b2cShapeId *pairs, int count)
{
	lua_createtable(L, count, 0);
	int n = 0;
	for (int i = 0; i < count; ++i) {
		pushfixtureof(L, fixtures, pairs[2 * i]);
		pushfixtureof(L, fixtures, pairs[2 * i + 1]);
		if (lua_isnil(L, -1) || lua_isnil(L, -2)) { // a fixture destroyed since: nothing to report
			lua_pop(L, 2);
			continue;
		}
		lua_createtable(L, 0, 2);
		lua_insert(L, -3);
		lua_setfield(L, -3, "fixtureB");
		lua_setfield(L, -2, "fixtureA");
		lua_rawseti(L, -2, ++n);
	}
}

// world:getContactEvents() -> {begin = {{fixtureA =, fixtureB =}, ...}, ["end"] = {...},
// sensorBegin = {...}, sensorEnd = {...}} of the last step
static int world_getContactEvents(lua_State *L)
{
	// The shape pairs are copied out before any table is made: making one may run a finalizer,
	// which may step or close the world under the event arrays. The copy's userdata is allocated
	// first (an allocation may run one too), then the events are read again, until they fit.
	const b2cContactEvent *lists[4];
	int counts[4], total = 0, capacity = -1;
	b2cShapeId *pairs = NULL;
	for (;;) {
		LuaWorld *lw = b2c_checkworld(L, 1);
		b2cContactEvents e = b2cWorld_GetContactEvents(lw->world);
		lists[0] = e.begin, lists[1] = e.end, lists[2] = e.sensorBegin, lists[3] = e.sensorEnd;
		counts[0] = e.beginCount, counts[1] = e.endCount, counts[2] = e.sensorBeginCount, counts[3] = e.sensorEndCount;
		total = counts[0] + counts[1] + counts[2] + counts[3];
		if (total <= capacity)
			break;
		lua_settop(L, 1);
		capacity = total;
		pairs = (b2cShapeId *)b2c_newuserdata(L, (size_t)(2 * capacity + 1) * sizeof(b2cShapeId));
	}
	b2cShapeId *out = pairs;
	for (int k = 0; k < 4; ++k) {
		for (int i = 0; i < counts[k]; ++i) {
			*out++ = lists[k][i].shapeA;
			*out++ = lists[k][i].shapeB;
		}
	}
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	int fixtures = lua_gettop(L);
	lua_createtable(L, 0, 4);
	static const char *const names[4] = {"begin", "end", "sensorBegin", "sensorEnd"};
	const b2cShapeId *in = pairs;
	for (int k = 0; k < 4; ++k) {
		pushevents(L, fixtures, in, counts[k]);
		lua_setfield(L, -2, names[k]);
		in += 2 * counts[k];
	}
	return 1;
}

// ---- the contact handed to callbacks ----

static LuaContact *checkcontact(lua_State *L)
{
	LuaContact *c = (LuaContact *)b2c_checkudata(L, 1, &b2c_contactClass);
	if (c->info == NULL)
		luaL_error(L, "b2c.contact is valid only during a callback");
	return c;
}

static int contact_getManifold(lua_State *L)
{
	b2c_pushmanifold(L, &checkcontact(L)->info->manifold);
	return 1;
}

static int contact_getNormal(lua_State *L)
{
	b2c_pushvec2(L, checkcontact(L)->info->manifold.normal);
	return 1;
}

// contact:getChildren() -> the segment indices (1-based) of a chain fixture on each side, 1 for others
static int contact_getChildren(lua_State *L)
{
	LuaContact *c = checkcontact(L);
	lua_pushinteger(L, (lua_Integer)b2cShape_GetChildIndex(c->owner->world, c->info->shapeA) + 1);
	lua_pushinteger(L, (lua_Integer)b2cShape_GetChildIndex(c->owner->world, c->info->shapeB) + 1);
	return 2;
}

static int contact_isTouching(lua_State *L)
{
	lua_pushboolean(L, checkcontact(L)->info->touching);
	return 1;
}

static int contact_getFriction(lua_State *L)
{
	b2c_pushfloat(L, checkcontact(L)->info->friction);
	return 1;
}

static int contact_setFriction(lua_State *L)
{
	LuaContact *c = checkcontact(L);
	float f = b2c_checkfloat(L, 2);
	if (f < 0.0f)
		return b2c_argerrorf(L, 2, "friction must not be negative");
	c->info->friction = f;
	return 0;
}

static int contact_getRestitution(lua_State *L)
{
	b2c_pushfloat(L, checkcontact(L)->info->restitution);
	return 1;
}

static int contact_setRestitution(lua_State *L)
{
	LuaContact *c = checkcontact(L);
	float r = b2c_checkfloat(L, 2);
	if (r < 0.0f)
		return b2c_argerrorf(L, 2, "restitution must not be negative");
	c->info->restitution = r;
	return 0;
}

static int contact_tostring(lua_State *L)
{
	LuaContact *c = (LuaContact *)b2c_checkudata(L, 1, &b2c_contactClass);
	lua_pushstring(L, c->info ? "b2c.contact" : "b2c.contact(outside a callback)");
	return 1;
}

static int world_getGravity(lua_State *L)
{
	b2c_pushvec2(L, b2cWorld_GetGravity(b2c_checkworld(L, 1)->world));
	return 1;
}

static int world_setGravity(lua_State *L)
{
	b2c_checkworld(L, 1);
	b2cVec2 gravity = b2c_checkvec2(L, 2);
	// checked again: a vec2 table's __index may have closed the world
	b2cWorld_SetGravity(b2c_checkworld(L, 1)->world, gravity);
	return 0;
}

// ---- tuning ----

// A number argument at least 0 (above 0 when `positive`).
static float checktuning(lua_State *L, int arg, bool positive)
{
	float value = b2c_checkfloat(L, arg);
	if (positive ? value <= 0.0f : value < 0.0f)
		b2c_argerrorfloat(L, arg, positive ? "must be positive" : "must not be negative", value);
	return value;
}

static int world_setContactTuning(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	float hertz = checktuning(L, 2, true), dampingRatio = checktuning(L, 3, false);
	float push = lua_isnoneornil(L, 4) ? b2cWorld_GetSettings(lw->world).contactPushMaxVelocity : checktuning(L, 4, false);
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
	float hertz = checktuning(L, 2, true), dampingRatio = checktuning(L, 3, false);
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
	float threshold = checktuning(L, 2, false);
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
	float speed = checktuning(L, 2, true);
	b2c_checkunlocked(L, lw);
	b2cWorld_SetMaxLinearSpeed(lw->world, speed);
	return 0;
}

static int world_getMaxLinearSpeed(lua_State *L)
{
	b2c_pushfloat(L, b2cWorld_GetSettings(b2c_checkworld(L, 1)->world).maxLinearSpeed);
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
		if (lua_isnil(L, -1))
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
	return 1;
}

// ---- queries: callbacks under one protected call, the world locked meanwhile ----

static char s_queryRunnerKey, s_shapeRunnerKey, s_rayRunnerKey;

typedef struct WorldQuery {
	lua_State *L;
	LuaWorld *lw;
	b2cAABB aabb;
	b2cShapeGeometry geometry;
	b2cTransform xf;
	b2cVec2 p1, p2;
	int calls;
} WorldQuery;

// Runner stack: 1 query (light userdata), 2 callback, 3 fixtures table, 4 the chain fixtures
// reported so far (a table made at the first, nil until then).
static bool overlapHit(b2cShapeId shape, void *context)
{
	WorldQuery *q = (WorldQuery *)context;
	lua_State *L = q->L;
	lua_pushvalue(L, 2);
	lua_rawgeti(L, 3, (lua_Integer)shape.index + 1);
	const LuaHandle *fh = (const LuaHandle *)lua_touserdata(L, -1);
	if (fh != NULL && fh->chain) {
		// a chain fixture overlapping with several segments is reported once
		if (lua_isnil(L, 4)) {
			lua_newtable(L);
			lua_replace(L, 4);
		}
		lua_pushvalue(L, -1);
		lua_rawget(L, 4);
		bool seen = !lua_isnil(L, -1);
		lua_pop(L, 1);
		if (seen) {
			lua_pop(L, 2);
			return true;
		}
		lua_pushvalue(L, -1);
		lua_pushboolean(L, 1);
		lua_rawset(L, 4);
	}
	q->calls++;
	lua_call(L, 1, 1);
	bool go = !(lua_type(L, -1) == LUA_TBOOLEAN && !lua_toboolean(L, -1));
	lua_pop(L, 1);
	return go;
}

static float castHit(b2cShapeId shape, b2cVec2 point, b2cVec2 normal, float fraction, void *context)
{
	WorldQuery *q = (WorldQuery *)context;
	lua_State *L = q->L;
	q->calls++;
	lua_pushvalue(L, 2);
	lua_rawgeti(L, 3, (lua_Integer)shape.index + 1);
	b2c_pushvec2(L, point);
	b2c_pushvec2(L, normal);
	b2c_pushfloat(L, fraction);
	lua_call(L, 4, 1);
	float result = 1.0f; // no number: go on
	if (lua_type(L, -1) == LUA_TNUMBER)
		result = (float)lua_tonumber(L, -1);
	lua_pop(L, 1);
	return result;
}

static int queryRunner(lua_State *L)
{
	WorldQuery *q = (WorldQuery *)lua_touserdata(L, 1);
	b2cWorld_QueryAABB(q->lw->world, q->aabb, overlapHit, q);
	return 0;
}

static int shapeRunner(lua_State *L)
{
	WorldQuery *q = (WorldQuery *)lua_touserdata(L, 1);
	b2cWorld_OverlapShape(q->lw->world, &q->geometry, q->xf, overlapHit, q);
	return 0;
}

static int rayRunner(lua_State *L)
{
	WorldQuery *q = (WorldQuery *)lua_touserdata(L, 1);
	b2cWorld_CastRay(q->lw->world, q->p1, q->p2, castHit, q);
	return 0;
}

static int runQuery(lua_State *L, WorldQuery *q, const char *runnerKey, int fnArg)
{
	b2c_checkfunction(L, fnArg);
	q->L = L;
	q->calls = 0;
	b2c_pushrunner(L, runnerKey);
	lua_pushlightuserdata(L, q);
	lua_pushvalue(L, fnArg);
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	lua_pushnil(L);
	q->lw->queryLock++;
	int status = lua_pcall(L, 4, 0, 0);
	q->lw->queryLock--;
	if (status != 0)
		return lua_error(L);
	lua_pushinteger(L, q->calls);
	return 1;
}

// world:queryAABB(aabb, fn(fixture)) -> calls; fn returning false stops
static int world_queryAABB(lua_State *L)
{
	WorldQuery q;
	q.lw = b2c_checkworld(L, 1);
	q.aabb = b2c_checkaabb(L, 2);
	return runQuery(L, &q, &s_queryRunnerKey, 3);
}

// world:queryShape(shape, xf, fn(fixture)) -> calls: fixtures overlapping the shape at xf
static int world_queryShape(lua_State *L)
{
	WorldQuery q;
	q.lw = b2c_checkworld(L, 1);
	q.geometry = b2c_checkgeometry(L, 2, 0);
	q.xf = b2c_checktransform(L, 3);
	return runQuery(L, &q, &s_shapeRunnerKey, 4);
}

// world:rayCast(p1, p2, fn(fixture, point, normal, fraction)) -> calls; Box2D's protocol: -1
// ignores the fixture, 0 stops, a fraction clips, 1 goes on
static int world_rayCast(lua_State *L)
{
	WorldQuery q;
	b2c_checkworld(L, 1);
	q.p1 = b2c_checkvec2(L, 2);
	q.p2 = b2c_checkvec2(L, 3);
	q.lw = b2c_checkworld(L, 1); // again: a vec2 table's __index may have closed it
	return runQuery(L, &q, &s_rayRunnerKey, 4);
}

typedef struct Closest {
	b2cShapeId shape;
	b2cVec2 point, normal;
	float fraction;
} Closest;

static float closestHit(b2cShapeId shape, b2cVec2 point, b2cVec2 normal, float fraction, void *context)
{
	Closest *c = (Closest *)context;
	if (fraction < c->fraction) {
		c->shape = shape;
		c->point = point;
		c->normal = normal;
		c->fraction = fraction;
	}
	return fraction;
}

// world:rayCastClosest(p1, p2) -> fixture, point, normal, fraction, or nil (no callback)
static int world_rayCastClosest(lua_State *L)
{
	b2c_checkworld(L, 1);
	b2cVec2 p1 = b2c_checkvec2(L, 2), p2 = b2c_checkvec2(L, 3);
	LuaWorld *lw = b2c_checkworld(L, 1); // again: a vec2 table's __index may have closed it
	Closest c = {{-1, 0}, {0, 0}, {0, 0}, 2.0f};
	b2cWorld_CastRay(lw->world, p1, p2, closestHit, &c);
	if (c.shape.index < 0) {
		lua_pushnil(L);
		return 1;
	}
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	lua_rawgeti(L, -1, (lua_Integer)c.shape.index + 1);
	b2c_pushvec2(L, c.point);
	b2c_pushvec2(L, c.normal);
	b2c_pushfloat(L, c.fraction);
	return 4;
}

// ---- world:draw(drawer [, options]) ----

// Runner stack: 1 the run (light userdata), 2 the drawer, 3 to 7 its methods (nil when absent), then
// one colour table per b2cDrawColor.
enum { DRAW_DRAWER = 2, DRAW_POLYGON, DRAW_CIRCLE, DRAW_SEGMENT, DRAW_POINT, DRAW_CAPSULE, DRAW_COLORS };
static const char *const s_drawMethods[] = {"polygon", "circle", "segment", "point", "capsule"};

typedef struct DrawRun {
	lua_State *L;
	const b2cWorld *world;
	b2cDebugDraw draw;
} DrawRun;

// Push the drawer method at `method` and the drawer, ready for the arguments; false (nothing
// pushed) when the drawer has no such method.
static bool pushmethod(lua_State *L, int method)
{
	if (lua_isnil(L, method))
		return false;
	lua_pushvalue(L, method);
	lua_pushvalue(L, DRAW_DRAWER);
	return true;
}

// The outline of a convex polygon (counter-clockwise) rounded by `radius` > 0, as an array of
// vec2: each corner becomes an arc about its vertex, from the previous edge's normal to the next
// one's, with a vertex every 22.5 degrees or less, both ends included. Two vertices make a capsule.
static void pushoutline(lua_State *L, const b2cVec2 *v, int count, float radius)
{
	const float step = B2C_PI / 8.0f;
	lua_newtable(L);
	int n = 0;
	for (int i = 0; i < count; ++i) {
		b2cVec2 prev = v[(i + count - 1) % count], next = v[(i + 1) % count];
		b2cVec2 n0 = b2cNormalize(b2cRightPerp(b2cSub(v[i], prev)));
		b2cVec2 n1 = b2cNormalize(b2cRightPerp(b2cSub(next, v[i])));
		float angle = b2cAtan2(b2cCross(n0, n1), b2cDot(n0, n1));
		if (angle <= 0.0f)
			angle += 2.0f * B2C_PI; // a capsule's end turns by pi, whatever the sign of zero
		int arcs = (int)ceilf(angle / step - 1e-3f);
		arcs = arcs < 1 ? 1 : arcs;
		for (int k = 0; k <= arcs; ++k) {
			b2cVec2 direction = b2cRotateVector(b2cMakeRot(angle * (float)k / (float)arcs), n0);
			b2c_pushvec2(L, b2cMulAdd(v[i], radius, direction));
			lua_rawseti(L, -2, ++n);
		}
	}
}

static void drawPolygon(const b2cVec2 *vertices, int count, float radius, b2cDrawColor color, void *context)
{
	lua_State *L = ((DrawRun *)context)->L;
	if (!pushmethod(L, DRAW_POLYGON))
		return;
	if (radius > 0.0f) {
		pushoutline(L, vertices, count, radius);
	} else {
		lua_createtable(L, count, 0);
		for (int i = 0; i < count; ++i) {
			b2c_pushvec2(L, vertices[i]);
			lua_rawseti(L, -2, i + 1);
		}
	}
	lua_pushvalue(L, DRAW_COLORS + color);
	lua_call(L, 3, 0);
}

static void drawCircle(b2cVec2 center, float radius, b2cDrawColor color, void *context)
{
	lua_State *L = ((DrawRun *)context)->L;
	if (!pushmethod(L, DRAW_CIRCLE))
		return;
	b2c_pushvec2(L, center);
	b2c_pushfloat(L, radius);
	lua_pushvalue(L, DRAW_COLORS + color);
	lua_call(L, 4, 0);
}

// drawer:capsule(p1, p2, radius, color) when the drawer has it, else its outline as a polygon
static void drawCapsule(b2cVec2 p1, b2cVec2 p2, float radius, b2cDrawColor color, void *context)
{
	lua_State *L = ((DrawRun *)context)->L;
	if (!pushmethod(L, DRAW_CAPSULE)) {
		drawPolygon((b2cVec2[]){p1, p2}, 2, radius, color, context);
		return;
	}
	b2c_pushvec2(L, p1);
	b2c_pushvec2(L, p2);
	b2c_pushfloat(L, radius);
	lua_pushvalue(L, DRAW_COLORS + color);
	lua_call(L, 5, 0);
}

static void drawSegment(b2cVec2 p1, b2cVec2 p2, b2cDrawColor color, void *context)
{
	lua_State *L = ((DrawRun *)context)->L;
	if (!pushmethod(L, DRAW_SEGMENT))
		return;
	b2c_pushvec2(L, p1);
	b2c_pushvec2(L, p2);
	lua_pushvalue(L, DRAW_COLORS + color);
	lua_call(L, 4, 0);
}

static void drawPoint(b2cVec2 p, float size, b2cDrawColor color, void *context)
{
	lua_State *L = ((DrawRun *)context)->L;
	if (!pushmethod(L, DRAW_POINT))
		return;
	b2c_pushvec2(L, p);
	b2c_pushfloat(L, size);
	lua_pushvalue(L, DRAW_COLORS + color);
	lua_call(L, 4, 0);
}

static int drawRunner(lua_State *L)
{
	DrawRun *run = (DrawRun *)lua_touserdata(L, 1);
	run->L = L;
	run->draw.context = run;
	b2cWorld_Draw(run->world, &run->draw);
	return 0;
}

static char s_drawRunnerKey;

// Boolean field `key` of the options table (argument 3), or `def` when absent.
static bool drawoption(lua_State *L, const char *key, bool def)
{
	lua_getfield(L, 3, key);
	bool value = def;
	if (!lua_isnil(L, -1)) {
		if (lua_type(L, -1) != LUA_TBOOLEAN)
			b2c_argerrorf(L, 3, "field '%s': boolean expected, got %s", key, b2c_typename(L, -1));
		value = lua_toboolean(L, -1);
	}
	lua_pop(L, 1);
	return value;
}

// world:draw(drawer [, {fixtures = true, joints = true, aabbs = false, contacts = false, centers =
// false}]): calls the drawer's polygon, circle, segment, point (and capsule) methods for what the
// world holds, the world locked meanwhile; absent methods are skipped.
static int world_draw(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	if (lua_type(L, 2) != LUA_TTABLE)
		return b2c_typeerror(L, 2, "table");
	DrawRun run;
	memset(&run, 0, sizeof run);
	run.draw.drawPolygon = drawPolygon;
	run.draw.drawCircle = drawCircle;
	run.draw.drawCapsule = drawCapsule;
	run.draw.drawSegment = drawSegment;
	run.draw.drawPoint = drawPoint;
	run.draw.drawShapes = run.draw.drawJoints = true;
	if (!lua_isnoneornil(L, 3)) {
		if (lua_type(L, 3) != LUA_TTABLE)
			return b2c_typeerror(L, 3, "table");
		run.draw.drawShapes = drawoption(L, "fixtures", true);
		run.draw.drawJoints = drawoption(L, "joints", true);
		run.draw.drawAABBs = drawoption(L, "aabbs", false);
		run.draw.drawContacts = drawoption(L, "contacts", false);
		run.draw.drawCenters = drawoption(L, "centers", false);
	}
	lua_settop(L, 2);
	luaL_checkstack(L, 8 + b2cDrawColor_count, "too many drawer arguments");
	b2c_pushrunner(L, &s_drawRunnerKey);
	lua_pushlightuserdata(L, &run);
	lua_pushvalue(L, 2);
	// The methods, looked up once (through __index: a drawer may be an instance of a class).
	for (int i = 0; i < 5; ++i) {
		lua_getfield(L, 2, s_drawMethods[i]);
		int type = lua_type(L, -1);
		if (type == LUA_TNIL || (type == LUA_TBOOLEAN && !lua_toboolean(L, -1))) {
			lua_pop(L, 1);
			lua_pushnil(L);
		} else if (type != LUA_TFUNCTION) {
			return b2c_argerrorf(L, 2, "field '%s': function expected, got %s", s_drawMethods[i], b2c_typename(L, -1));
		}
	}
	// One table {r, g, b, a} per colour, shared by the calls of this draw.
	for (int c = 0; c < b2cDrawColor_count; ++c) {
		b2cColor color = b2cGetDrawColor((b2cDrawColor)c);
		float rgba[4] = {color.r, color.g, color.b, color.a};
		lua_createtable(L, 4, 0);
		for (int k = 0; k < 4; ++k) {
			b2c_pushfloat(L, rgba[k]);
			lua_rawseti(L, -2, k + 1);
		}
	}
	// The options' and drawer's __index and the colour tables' finalizers ran Lua code: the world
	// is taken now, and must still be open.
	lw = b2c_checkworld(L, 1);
	run.world = lw->world;
	lw->drawLock++;
	int status = lua_pcall(L, 7 + b2cDrawColor_count, 0, 0);
	lw->drawLock--;
	if (status != 0)
		return lua_error(L);
	return 0;
}

static const char *const s_bodyTypes[] = {"static", "kinematic", "dynamic", NULL};

static int world_createBody(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	b2cBodyDef def = b2cDefaultBodyDef();
	lua_settop(L, 2);
	if (!lua_isnil(L, 2)) {
		if (lua_type(L, 2) != LUA_TTABLE)
			return b2c_typeerror(L, 2, "table");
		lua_getfield(L, 2, "type");
		if (!lua_isnil(L, -1)) {
			const char *type = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
			int found = -1;
			for (int i = 0; s_bodyTypes[i] != NULL; ++i)
				if (strcmp(type, s_bodyTypes[i]) == 0)
					found = i;
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
		if (def.linearDamping < 0.0f || def.angularDamping < 0.0f)
			return b2c_argerrorf(L, 2, "damping must not be negative");
	}
	b2c_checkunlocked(L, lw);
	LuaHandle *h = (LuaHandle *)b2c_newobjectuv(L, &b2c_bodyClass, sizeof(LuaHandle));
	h->owner = lw;
	h->index = -1; // invalid until the body exists
	h->chain = false;
	b2c_getuservalue(L, 1);
	b2c_setuservalue(L, 3);
	// Checked again: the definition's __index and a finalizer run by the allocation are Lua code,
	// which may have closed or locked the world.
	b2c_checkunlocked(L, lw);
	b2cBodyId id = b2cWorld_CreateBody(lw->world, &def);
	if (id.index < 0)
		return luaL_error(L, "not enough memory for a body");
	h->index = id.index;
	h->generation = id.generation;
	b2c_pushslot(L, 1, SLOT_BODIES);
	lua_pushvalue(L, 3);
	lua_rawseti(L, -2, id.index + 1);
	lua_pop(L, 1);
	if (!lua_isnil(L, 2)) {
		b2c_pushslot(L, 1, SLOT_BODY_DATA);
		lua_getfield(L, 2, "userData");
		lua_rawseti(L, -2, id.index + 1);
		lua_pop(L, 1);
	}
	lua_settop(L, 3);
	return 1;
}

// ---- bodies ----

#define BODY_GETTER_VEC2(name, expr)                                                               \
	static int body_##name(lua_State *L)                                                         \
	{                                                                                            \
		LuaHandle *h = b2c_checkbody(L, 1);                                                          \
		b2cWorld *w = h->owner->world;                                                           \
		b2cBodyId id = b2c_bodyid(h);                                                                \
		b2c_pushvec2(L, expr);                                                                   \
		return 1;                                                                                \
	}

BODY_GETTER_VEC2(getPosition, b2cBody_GetTransform(w, id).p)
BODY_GETTER_VEC2(getWorldCenter, b2cBody_GetWorldCenter(w, id))
BODY_GETTER_VEC2(getLinearVelocity, b2cBody_GetLinearVelocity(w, id))

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
	b2cVec2 p = b2c_checkvec2(L, 2);
	float angle = b2c_optfloat(L, 3, 0.0f);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a vec2 table's __index may have destroyed it
	b2c_checkunlocked(L, h->owner);
	b2cBody_SetTransform(h->owner->world, b2c_bodyid(h), p, angle);
	return 0;
}

static int body_setLinearVelocity(lua_State *L)
{
	b2c_checkbody(L, 1);
	b2cVec2 v = b2c_checkvec2(L, 2);
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
// the point at 3 (the centre of mass when absent), then the body, checked again after reading
// them (a vec2 table's __index may have destroyed it).
static LuaHandle *checkvectorat(lua_State *L, b2cVec2 *v, b2cVec2 *point)
{
	b2c_checkbody(L, 1);
	*v = b2c_checkvec2(L, 2);
	bool atCenter = lua_isnoneornil(L, 3);
	*point = atCenter ? b2cVec2_zero : b2c_checkvec2(L, 3);
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
	b2cVec2 p = b2c_checkvec2(L, 2);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a vec2 table's __index may have destroyed it
	b2c_pushvec2(L, b2cTransformPoint(b2cBody_GetTransform(h->owner->world, b2c_bodyid(h)), p));
	return 1;
}

static int body_getLocalPoint(lua_State *L)
{
	b2c_checkbody(L, 1);
	b2cVec2 p = b2c_checkvec2(L, 2);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a vec2 table's __index may have destroyed it
	b2c_pushvec2(L, b2cInvTransformPoint(b2cBody_GetTransform(h->owner->world, b2c_bodyid(h)), p));
	return 1;
}

static int body_setType(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	int type = b2c_checkoption(L, 2, s_bodyTypes);
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

static float fieldnonnegative(lua_State *L, int arg, const char *key, float def)
{
	float value = b2c_fieldfloat(L, arg, key, def);
	if (value < 0.0f)
		b2c_argerrorf(L, arg, "field '%s' must not be negative", key);
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

// The filter table at stack index `table`; absent fields keep those of `def`.
static b2cFilter checkfilter(lua_State *L, int arg, int table, const char *prefix, b2cFilter def)
{
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
	bool chain = b2c_tochain(L, 2, &points, &pointCount, &loop);
	b2cShapeGeometry geometry;
	if (!chain)
		geometry = b2c_checkgeometry(L, 2, 0);
	b2cShapeDef def = b2cDefaultShapeDef();
	lua_settop(L, 3);
	if (!lua_isnil(L, 3)) {
		if (lua_type(L, 3) != LUA_TTABLE)
			return b2c_typeerror(L, 3, "table");
		def.density = fieldnonnegative(L, 3, "density", def.density);
		def.friction = fieldnonnegative(L, 3, "friction", def.friction);
		def.restitution = fieldnonnegative(L, 3, "restitution", def.restitution);
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
	h = b2c_checkbody(L, 1); // again: the definition's __index may have destroyed it
	b2c_checkunlocked(L, h->owner);
	LuaHandle *fh = (LuaHandle *)b2c_newobjectuv(L, &b2c_fixtureClass, sizeof(LuaHandle));
	fh->owner = h->owner;
	fh->index = -1; // invalid until the shape exists
	fh->chain = chain;
	b2c_getuservalue(L, 1);
	b2c_setuservalue(L, 4);
	// and again: a finalizer run by the allocation may have destroyed it, or closed the world
	h = b2c_checkbody(L, 1);
	b2c_checkunlocked(L, h->owner);
	b2cWorld *w = h->owner->world;
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	if (chain) {
		// One fixture for the chain, named by every segment.
		b2cChainId id = b2cBody_CreateChain(w, b2c_bodyid(h), &def, points, pointCount, loop);
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
		// a chain fixture once, at its first segment
		if (fh != NULL && fh->chain && b2cChain_GetFirstSegment(w, chainid(fh)) != s)
			lua_pop(L, 1);
		else
			lua_rawseti(L, -3, ++n);
	}
	lua_pop(L, 1);
	return 1;
}

// Forget the Lua side of a fixture before the core destroys it: the fixtures table no longer names
// it (under any of a chain's segments), its user data and shape go.
static void forgetFixture(lua_State *L, int owner, const LuaHandle *fh)
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

static int body_destroy(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	b2c_checkunlocked(L, h->owner);
	b2cWorld *w = h->owner->world;
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	int fixtures = lua_gettop(L);
	for (int32_t s = b2cBody_GetFirstShape(w, b2c_bodyid(h)); s >= 0; s = b2cWorld_GetNextShape(w, s)) {
		lua_rawgeti(L, fixtures, s + 1); // nil for the other segments of a chain forgotten
		const LuaHandle *fh = (const LuaHandle *)lua_touserdata(L, -1);
		if (fh != NULL)
			forgetFixture(L, 1, fh);
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
	LuaHandle *h = (LuaHandle *)b2c_checkudata(L, 1, &b2c_bodyClass);
	lua_pushboolean(L, !b2c_bodyvalid(h));
	return 1;
}

static int body_tostring(lua_State *L)
{
	LuaHandle *h = (LuaHandle *)b2c_checkudata(L, 1, &b2c_bodyClass);
	if (b2c_bodyvalid(h))
		lua_pushfstring(L, "b2c.body(%s, %d)", s_bodyTypes[b2cBody_GetType(h->owner->world, b2c_bodyid(h))], (int)h->index + 1);
	else
		lua_pushliteral(L, "b2c.body(destroyed)");
	return 1;
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

// fixture:testPoint(p): never inside a chain (no area)
static int fixture_testPoint(lua_State *L)
{
	checkfixture(L, 1);
	b2cVec2 p = b2c_checkvec2(L, 2);
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
	b2cVec2 p1 = b2c_checkvec2(L, 2), p2 = b2c_checkvec2(L, 3);
	float maxFraction = b2c_optfloat(L, 4, 1.0f);
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
	b2c_checkunlocked(L, h->owner);
	forgetFixture(L, 1, h);
	if (h->chain)
		b2cWorld_DestroyChain(h->owner->world, chainid(h));
	else
		b2cWorld_DestroyShape(h->owner->world, shapeid(h));
	return 0;
}

static int fixture_isDestroyed(lua_State *L)
{
	LuaHandle *h = (LuaHandle *)b2c_checkudata(L, 1, &b2c_fixtureClass);
	lua_pushboolean(L, !fixturevalid(h));
	return 1;
}

static const luaL_Reg world_methods[] = {{"step", world_step},
										 {"setCallbacks", world_setCallbacks},
										 {"getContactEvents", world_getContactEvents},
										 {"queryAABB", world_queryAABB},
										 {"queryShape", world_queryShape},
										 {"rayCast", world_rayCast},
										 {"rayCastClosest", world_rayCastClosest},
										 {"draw", world_draw},
										 {"getGravity", world_getGravity},
										 {"setGravity", world_setGravity},
										 {"setContactTuning", world_setContactTuning},
										 {"getContactTuning", world_getContactTuning},
										 {"setJointTuning", world_setJointTuning},
										 {"getJointTuning", world_getJointTuning},
										 {"setRestitutionThreshold", world_setRestitutionThreshold},
										 {"getRestitutionThreshold", world_getRestitutionThreshold},
										 {"setMaxLinearSpeed", world_setMaxLinearSpeed},
										 {"getMaxLinearSpeed", world_getMaxLinearSpeed},
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
										 {"createBody", world_createBody},
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

static int fixture_tostring(lua_State *L)
{
	LuaHandle *h = (LuaHandle *)b2c_checkudata(L, 1, &b2c_fixtureClass);
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

static const luaL_Reg world_meta[] = {{"__gc", world_gc},
									  {"__tostring", world_tostring},
#if LUA_VERSION_NUM >= 504
									  {"__close", world_gc},
#endif
									  {NULL, NULL}};

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
										{"createFixture", body_createFixture},
										{"getFixtures", body_getFixtures},
										{"destroy", body_destroy},
										{"isDestroyed", body_isDestroyed},
										{NULL, NULL}};

static const luaL_Reg body_meta[] = {{"__tostring", body_tostring}, {NULL, NULL}};

static const luaL_Reg fixture_methods[] = {{"getBody", fixture_getBody},
										   {"getShape", fixture_getShape},
										   {"getUserData", fixture_getUserData},
										   {"setUserData", fixture_setUserData},
										   {"isSensor", fixture_isSensor},
										   {"testPoint", fixture_testPoint},
										   {"getAABB", fixture_getAABB},
										   {"getFilter", fixture_getFilter},
										   {"setFilter", fixture_setFilter},
										   {"rayCast", fixture_rayCast},
										   {"destroy", fixture_destroy},
										   {"isDestroyed", fixture_isDestroyed},
										   {NULL, NULL}};

static const luaL_Reg fixture_meta[] = {{"__tostring", fixture_tostring}, {NULL, NULL}};

static const luaL_Reg contact_methods[] = {{"getManifold", contact_getManifold},
										   {"getNormal", contact_getNormal},
										   {"isTouching", contact_isTouching},
										   {"getChildren", contact_getChildren},
										   {"getFriction", contact_getFriction},
										   {"setFriction", contact_setFriction},
										   {"getRestitution", contact_getRestitution},
										   {"setRestitution", contact_setRestitution},
										   {NULL, NULL}};

static const luaL_Reg contact_meta[] = {{"__tostring", contact_tostring}, {NULL, NULL}};

static const luaL_Reg world_constructors[] = {{"world", world_new}, {NULL, NULL}};

int b2c_openworld(lua_State *L)
{
	b2c_newclass(L, &b2c_worldClass, world_methods, world_meta, b2c_indexmethod);
	b2c_newclass(L, &b2c_bodyClass, body_methods, body_meta, b2c_indexmethod);
	b2c_newclass(L, &b2c_fixtureClass, fixture_methods, fixture_meta, b2c_indexmethod);
	b2c_newclass(L, &b2c_contactClass, contact_methods, contact_meta, b2c_indexmethod);
	const char *keys[6] = {&s_queryRunnerKey, &s_shapeRunnerKey, &s_rayRunnerKey,
						   &s_stepRunnerKey,  &s_eventRunnerKey, &s_drawRunnerKey};
	lua_CFunction runners[6] = {queryRunner, shapeRunner, rayRunner, stepRunner, eventRunner, drawRunner};
	for (int i = 0; i < 6; ++i)
		b2c_storerunner(L, keys[i], runners[i]);
	luaL_setfuncs(L, world_constructors, 0);
	b2c_opensnapshot(L);
	return b2c_openjoints(L);
}
