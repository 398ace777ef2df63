// SPDX-License-Identifier: MIT
// b2c binding: world:step with its contact callbacks (setCallbacks) and events (getContactEvents),
// and b2c.contact, the object the callbacks get.
#include "lworld.h"

#include <limits.h>
#include <math.h>

const b2c_Class b2c_contactClass = {"b2c.contact"};

// ---- the step, its callbacks and events ----

typedef struct StepRun {
	lua_State *L;
	LuaWorld *lw;
	float dt;
	int subSteps;
	bool filterFailed; ///< shouldCollide raised: its error waits at 5 for the end of the step
} StepRun;

// Runner stacks: 1 run (light userdata), 2 callbacks table, 3 fixtures table, 4 contact userdata,
// 5 joints table (the event runner's; the step runner keeps shouldCollide's error there).
void b2c_pushfixtureof(lua_State *L, int fixtures, b2cShapeId shape)
{
	lua_rawgeti(L, fixtures, (lua_Integer)shape.index + 1);
	const LuaHandle *h = (const LuaHandle *)lua_touserdata(L, -1);
	if (h != NULL && (h->pending || h->owner->world == NULL || !b2cWorld_IsValidShape(h->owner->world, shape))) {
		lua_pop(L, 1);
		lua_pushnil(L);
	}
}

static void pushfixture(lua_State *L, b2cShapeId shape) { b2c_pushfixtureof(L, 3, shape); }

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

// shouldCollide(fixtureA, fixtureB): false, no contact. Called from the broad-phase's pairs, where
// an error must not unwind the step (the pairs after it would be lost until their shapes move): it
// is called protected, an error kept at 5 and raised once the step is over; the pairs after it get
// their contacts as if there were no filter.
static bool shouldCollideHit(b2cShapeId shapeA, b2cShapeId shapeB, void *context)
{
	StepRun *run = (StepRun *)context;
	lua_State *L = run->L;
	if (run->filterFailed)
		return true;
	lua_getfield(L, 2, "shouldCollide");
	pushfixture(L, shapeA);
	pushfixture(L, shapeB);
	if (lua_isnil(L, -1) || lua_isnil(L, -2)) { // destroyed from a callback of this step
		lua_pop(L, 3);
		return false;
	}
	if (lua_pcall(L, 2, 1, 0) != 0) {
		lua_replace(L, 5);
		run->filterFailed = true;
		return true;
	}
	bool collide = !(lua_type(L, -1) == LUA_TBOOLEAN && !lua_toboolean(L, -1));
	lua_pop(L, 1);
	return collide;
}

static int stepRunner(lua_State *L)
{
	StepRun *run = (StepRun *)lua_touserdata(L, 1);
	lua_settop(L, 5); // 5: shouldCollide's error, if any
	lua_getfield(L, 2, "preSolve");
	bool preSolve = lua_type(L, -1) == LUA_TFUNCTION;
	lua_getfield(L, 2, "shouldCollide");
	bool filter = lua_type(L, -1) == LUA_TFUNCTION;
	lua_pop(L, 2);
	run->filterFailed = false;
	b2cWorld_SetPreSolveCallback(run->lw->world, preSolve ? preSolveHit : NULL, run);
	b2cWorld_SetCustomFilterCallback(run->lw->world, filter ? shouldCollideHit : NULL, run);
	b2cWorld_Step(run->lw->world, run->dt, run->subSteps);
	b2cWorld_SetPreSolveCallback(run->lw->world, NULL, NULL);
	b2cWorld_SetCustomFilterCallback(run->lw->world, NULL, NULL);
	if (run->filterFailed) {
		lua_pushvalue(L, 5);
		return lua_error(L);
	}
	return 0;
}

// Call the function on top of the stack (left there) with (fixtureA, fixtureB, contact [, the
// normal impulses]); nothing when a fixture has been destroyed since the step.
static void callContact(lua_State *L, b2cContactInfo *info, const float *normalImpulses, const float *tangentImpulses)
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
	contact->normalImpulses = normalImpulses;
	contact->tangentImpulses = tangentImpulses;
	lua_call(L, normalImpulses != NULL ? 4 : 3, 0);
	contact->info = NULL;
	contact->normalImpulses = contact->tangentImpulses = NULL;
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
		b2cContactInfo info = {events[i].shapeA,
							   events[i].shapeB,
							   events[i].manifold,
							   0.0f,
							   0.0f,
							   events[i].manifold.pointCount > 0,
							   0.0f};
		callContact(L, &info, NULL, NULL);
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
			b2cContactInfo info = {report->shapeA, report->shapeB, report->manifold, 0.0f, 0.0f, true, 0.0f};
			callContact(L, &info, report->normalImpulses, report->tangentImpulses);
		}
		lua_pop(L, 1);
	}
	// jointBreak(joint, force, torque) for each joint that broke (the world is locked meanwhile:
	// the joints' list cannot change under it; one destroyed by an earlier callback, pending, is
	// skipped)
	// (nothing made in a step where none broke: no garbage per step)
	if (b2cWorld_GetJointEvents(run->lw->world, NULL, 0) > 0 && getCallback(L, "jointBreak")) {
		int count = b2cWorld_GetJointEvents(run->lw->world, NULL, 0);
		b2cJointEvent *events = (b2cJointEvent *)b2c_newuserdata(L, (size_t)(count + 1) * sizeof(b2cJointEvent));
		count = b2cWorld_GetJointEvents(run->lw->world, events, count);
		for (int i = 0; i < count; ++i) {
			lua_pushvalue(L, -2);
			lua_rawgeti(L, 5, (lua_Integer)events[i].joint.index + 1);
			const LuaHandle *h = (const LuaHandle *)lua_touserdata(L, -1);
			if (h == NULL || h->pending || h->generation != events[i].joint.generation) {
				lua_pop(L, 2);
				continue;
			}
			b2c_pushvec2(L, events[i].force);
			b2c_pushfloat(L, events[i].torque);
			lua_call(L, 3, 0);
		}
		lua_pop(L, 2);
	}
	return 0;
}

static char s_stepRunnerKey, s_eventRunnerKey;

// One run of a step's (the step itself, then its events), after its call.
typedef struct StepPhase {
	LuaContact *contact;
	bool step;
} StepPhase;

static void afterPhase(LuaWorld *lw, int status, void *context)
{
	StepPhase *phase = (StepPhase *)context;
	phase->contact->info = NULL; // a callback that raised left it pointing into a finished call
	phase->contact->normalImpulses = phase->contact->tangentImpulses = NULL;
	if (status != 0 && phase->step) {
		// A pre-solve callback raised: the step is abandoned, the world usable.
		b2cWorld_SetPreSolveCallback(lw->world, NULL, NULL);
		b2cWorld_SetCustomFilterCallback(lw->world, NULL, NULL);
		b2cWorld_AbandonStep(lw->world);
	}
}

// Run the runner under `key` with (run, callbacks, fixtures, contact), the world locked.
static void runProtected(lua_State *L, StepRun *run, const char *key)
{
	b2c_pushrunner(L, key);
	lua_pushlightuserdata(L, run);
	b2c_pushslot(L, 1, SLOT_CALLBACKS);
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	b2c_pushslot(L, 1, SLOT_CONTACT);
	LuaContact *contact = (LuaContact *)lua_touserdata(L, -1);
	b2c_pushslot(L, 1, SLOT_JOINTS);
	StepPhase phase = {contact, key == &s_stepRunnerKey};
	b2c_lockedcall(L, run->lw, B2C_LOCK_STEP, 5, afterPhase, &phase);
}

static int world_step(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	// the core's rules (check.h): a time step not negative, 1 to 64 sub-steps
	float dt = b2c_checkfloat(L, 2);
	if (b2cCheckStep(dt, 1).rule != b2cRule_none)
		return b2c_argerrorf(L, 2, "time step must not be negative");
	// a fraction is truncated (3.5 is 3 sub-steps); a number beyond an int is one
	float subSteps = lua_isnoneornil(L, 3) ? 4.0f : b2c_checkfloat(L, 3);
	int n = fabsf(subSteps) >= 2.0e9f ? (subSteps > 0.0f ? INT_MAX : INT_MIN) : (int)subSteps;
	b2cRefusal r = b2cCheckStep(dt, n);
	if (r.rule != b2cRule_none) {
		lua_pushfstring(L, "sub-steps %s", b2cRuleText(r.rule));
		return b2c_argerrorfloat(L, 3, lua_tostring(L, -1), subSteps);
	}
	b2c_checkunlocked(L, lw);
	b2c_pushslot(L, 1, SLOT_CALLBACKS);
	lua_getfield(L, -1, "postSolve");
	b2cWorld_EnableImpulseReports(lw->world, lua_type(L, -1) == LUA_TFUNCTION);
	lua_pop(L, 2);
	StepRun run = {L, lw, dt, n, false};
	// room for what runProtected pushes (no push may raise: a step's pre-solve callback could see
	// the world between its two runs otherwise)
	luaL_checkstack(L, 8, NULL);
	runProtected(L, &run, &s_stepRunnerKey);
	runProtected(L, &run, &s_eventRunnerKey);
	// The step went on without what it could not allocate (the world stays sound): say so once the
	// world is unlocked and its events delivered.
	if (b2cWorld_GetStepAllocationFailures(lw->world) > 0)
		return luaL_error(L, "not enough memory for the step (it went on without what it could not allocate)");
	return 0;
}

// world:setCallbacks{beginContact, endContact, preSolve, postSolve, beginSensor, endSensor,
// shouldCollide, jointBreak}
static int world_setCallbacks(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	if (lua_type(L, 2) != LUA_TTABLE)
		return b2c_typeerror(L, 2, "table");
	b2c_checkunlocked(L, lw);
	static const char *const names[] = {"beginContact", "endContact",    "preSolve",   "postSolve", "beginSensor",
										"endSensor",    "shouldCollide", "jointBreak", NULL};
	b2c_checkfields(L, 2, 2, NULL, names, NULL, NULL);
	lua_newtable(L);
	for (int i = 0; names[i] != NULL; ++i) {
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
		b2c_pushfixtureof(L, fixtures, pairs[2 * i]);
		b2c_pushfixtureof(L, fixtures, pairs[2 * i + 1]);
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

// The hit events (copied out of the world) as {fixtureA =, fixtureB =, point =, normal =,
// approachSpeed =} tables.
static void pushhits(lua_State *L, int fixtures, const b2cContactHitEvent *hits, int count)
{
	lua_createtable(L, count, 0);
	int n = 0;
	for (int i = 0; i < count; ++i) {
		b2c_pushfixtureof(L, fixtures, hits[i].shapeA);
		b2c_pushfixtureof(L, fixtures, hits[i].shapeB);
		if (lua_isnil(L, -1) || lua_isnil(L, -2)) { // a fixture destroyed since: nothing to report
			lua_pop(L, 2);
			continue;
		}
		lua_createtable(L, 0, 5);
		lua_insert(L, -3);
		lua_setfield(L, -3, "fixtureB");
		lua_setfield(L, -2, "fixtureA");
		b2c_pushvec2(L, hits[i].point);
		lua_setfield(L, -2, "point");
		b2c_pushvec2(L, hits[i].normal);
		lua_setfield(L, -2, "normal");
		b2c_pushfloat(L, hits[i].approachSpeed);
		lua_setfield(L, -2, "approachSpeed");
		lua_rawseti(L, -2, ++n);
	}
}

// world:getContactEvents() -> {begin = {{fixtureA =, fixtureB =}, ...}, ["end"] = {...},
// sensorBegin = {...}, sensorEnd = {...}, hit = {{fixtureA =, fixtureB =, point =, normal =,
// approachSpeed =}, ...}} of the last step
static int world_getContactEvents(lua_State *L)
{
	// The events are copied out before any table is made: making one may run a finalizer, which
	// may step or close the world under the event arrays. The copy's userdata is allocated first
	// (an allocation may run one too), then the events are read again, until they fit.
	const b2cContactEvent *lists[4];
	const b2cContactHitEvent *hitList = NULL;
	int counts[4], total = 0, hitCount = 0, capacity = -1, hitCapacity = -1;
	b2cContactHitEvent *hits = NULL;
	b2cShapeId *pairs = NULL;
	for (;;) {
		LuaWorld *lw = b2c_checkworld(L, 1);
		b2cContactEvents e = b2cWorld_GetContactEvents(lw->world);
		lists[0] = e.begin, lists[1] = e.end, lists[2] = e.sensorBegin, lists[3] = e.sensorEnd;
		counts[0] = e.beginCount, counts[1] = e.endCount, counts[2] = e.sensorBeginCount, counts[3] = e.sensorEndCount;
		total = counts[0] + counts[1] + counts[2] + counts[3];
		hitList = e.hits;
		hitCount = e.hitCount;
		if (total <= capacity && hitCount <= hitCapacity)
			break;
		lua_settop(L, 1);
		capacity = total;
		hitCapacity = hitCount;
		// (the hits first: a userdata is aligned for any struct, and the ids need less)
		size_t hitBytes = (size_t)hitCapacity * sizeof(b2cContactHitEvent);
		char *block = (char *)b2c_newuserdata(L, hitBytes + (size_t)(2 * capacity + 1) * sizeof(b2cShapeId));
		hits = (b2cContactHitEvent *)(void *)block;
		pairs = (b2cShapeId *)(void *)(block + hitBytes);
	}
	b2cShapeId *out = pairs;
	for (int k = 0; k < 4; ++k) {
		for (int i = 0; i < counts[k]; ++i) {
			*out++ = lists[k][i].shapeA;
			*out++ = lists[k][i].shapeB;
		}
	}
	for (int i = 0; i < hitCount; ++i)
		hits[i] = hitList[i];
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	int fixtures = lua_gettop(L);
	lua_createtable(L, 0, 5);
	static const char *const names[4] = {"begin", "end", "sensorBegin", "sensorEnd"};
	const b2cShapeId *in = pairs;
	for (int k = 0; k < 4; ++k) {
		pushevents(L, fixtures, in, counts[k]);
		lua_setfield(L, -2, names[k]);
		in += 2 * counts[k];
	}
	pushhits(L, fixtures, hits, hitCount);
	lua_setfield(L, -2, "hit");
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

// contact:getNormalXY() -> nx, ny and contact:getPointsXY() -> x1, y1, x2, y2 (as many as the
// manifold has points: none while apart): numbers instead of vec2s, allocating nothing; each the
// stored float exactly, as body:getPose gives them
static int contact_getNormalXY(lua_State *L)
{
	b2cVec2 n = checkcontact(L)->info->manifold.normal;
	lua_pushnumber(L, (lua_Number)n.x);
	lua_pushnumber(L, (lua_Number)n.y);
	return 2;
}

// (with a scale, each coordinate (float)(value * (float)scale), as body:getPositionXY(scale))
static int contact_getPointsXY(lua_State *L)
{
	const b2cManifold *m = &checkcontact(L)->info->manifold;
	float scale;
	if (lua_gettop(L) >= 2 && b2c_optscale(L, 2, &scale)) {
		for (int i = 0; i < m->pointCount; ++i) {
			lua_pushnumber(L, b2c_scaled(m->points[i].point.x, scale));
			lua_pushnumber(L, b2c_scaled(m->points[i].point.y, scale));
		}
		return 2 * m->pointCount;
	}
	for (int i = 0; i < m->pointCount; ++i) {
		lua_pushnumber(L, (lua_Number)m->points[i].point.x);
		lua_pushnumber(L, (lua_Number)m->points[i].point.y);
	}
	return 2 * m->pointCount;
}

// contact:getImpulses() -> normal1, tangent1 [, normal2, tangent2]: in postSolve, the impulses the
// solver applied at each manifold point (as postSolve's normalImpulses: the stored floats); nothing
// in the other callbacks
static int contact_getImpulses(lua_State *L)
{
	LuaContact *c = checkcontact(L);
	if (c->normalImpulses == NULL)
		return 0;
	int count = c->info->manifold.pointCount;
	for (int i = 0; i < count; ++i) {
		lua_pushnumber(L, (lua_Number)c->normalImpulses[i]);
		lua_pushnumber(L, (lua_Number)c->tangentImpulses[i]);
	}
	return 2 * count;
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
	if (b2cCheckValue(b2cField_friction, f) != b2cRule_none) // (a fixture's rule)
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
	if (b2cCheckValue(b2cField_restitution, r) != b2cRule_none) // (a fixture's rule)
		return b2c_argerrorf(L, 2, "restitution must not be negative");
	c->info->restitution = r;
	return 0;
}

// contact:getTangentSpeed(), contact:setTangentSpeed(v): the sliding speed friction drives the
// two surfaces to (the fixtures' tangent speeds added); in preSolve, for this step (a conveyor belt)
static int contact_getTangentSpeed(lua_State *L)
{
	b2c_pushfloat(L, checkcontact(L)->info->tangentSpeed);
	return 1;
}

static int contact_setTangentSpeed(lua_State *L)
{
	LuaContact *c = checkcontact(L);
	c->info->tangentSpeed = b2c_checkfloat(L, 2); // (finite)
	return 0;
}

static int contact_tostring(lua_State *L)
{
	LuaContact *c = (LuaContact *)b2c_checkudata(L, 1, &b2c_contactClass);
	lua_pushstring(L, c->info ? "b2c.contact" : "b2c.contact(outside a callback)");
	return 1;
}

static const luaL_Reg contact_methods[] = {
	{"getManifold", contact_getManifold},         {"getNormal", contact_getNormal},
	{"getNormalXY", contact_getNormalXY},         {"getPointsXY", contact_getPointsXY},
	{"isTouching", contact_isTouching},           {"getChildren", contact_getChildren},
	{"getImpulses", contact_getImpulses},         {"getFriction", contact_getFriction},
	{"setFriction", contact_setFriction},         {"getRestitution", contact_getRestitution},
	{"setRestitution", contact_setRestitution},   {"getTangentSpeed", contact_getTangentSpeed},
	{"setTangentSpeed", contact_setTangentSpeed}, {NULL, NULL}};

static const luaL_Reg contact_meta[] = {{"__tostring", contact_tostring}, {NULL, NULL}};

static const luaL_Reg world_contactMethods[] = {{"step", world_step},
												{"setCallbacks", world_setCallbacks},
												{"getContactEvents", world_getContactEvents},
												{NULL, NULL}};

void b2c_opencontact(lua_State *L)
{
	b2c_newclass(L, &b2c_contactClass, contact_methods, contact_meta, b2c_indexmethod);
	b2c_storerunner(L, &s_stepRunnerKey, stepRunner);
	b2c_storerunner(L, &s_eventRunnerKey, eventRunner);
	b2c_addmethods(L, &b2c_worldClass, world_contactMethods);
}
