// SPDX-License-Identifier: MIT
// b2c binding: the world's queries: queryAABB, queryShape, rayCast and rayCastClosest.
#include "lworld.h"

#include <limits.h>

// ---- queries: callbacks under one protected call, the world locked meanwhile ----

static char s_queryRunnerKey, s_shapeRunnerKey, s_rayRunnerKey;
// (world:rayCastXY runs the ray runner: this key only tells runQuery which form of hit it is)
static char s_rayNumbersKey;

// An overlap query's hits are gathered HIT_BATCH at a time and the callback is called for each
// after, the results dropped in one lua_settop for the batch (as tree:query does, ltree.c).
// Nothing a callback may do while the world is locked changes what the query hits; a fixture
// destroyed by an earlier callback is pending by the time its own call would come, and is skipped.
enum { HIT_BATCH = 64 };

typedef struct WorldQuery {
	lua_State *L;
	LuaWorld *lw;
	b2cAABB aabb;
	b2cShapeGeometry geometry;
	b2cTransform xf;
	b2cVec2 p1, p2;
	int calls;
	int pending; // hits gathered, not called yet
	bool stopped;
	bool numbers; // a ray's hits as numbers (world:rayCastXY), not vec2s
	b2cShapeId shapes[HIT_BATCH];
} WorldQuery;

// Runner stack: 1 query (light userdata), 2 callback, 3 fixtures table, 4 the chain fixtures
// reported so far (a table made at the first, nil until then).
// Call the callback for the gathered hits, their results left on the stack until the batch is
// done; false when one returned false (the boolean), which stops the query.
static bool callPending(WorldQuery *q)
{
	lua_State *L = q->L;
	int n = q->pending;
	q->pending = 0;
	luaL_checkstack(L, n + 3, NULL);
	bool go = true;
	// (no chain is made while the world is locked: whether it has any holds for the batch)
	bool chains = b2cWorld_GetChainCount(q->lw->world) > 0;
	for (int i = 0; i < n && go; ++i) {
		lua_pushvalue(L, 2);
		lua_rawgeti(L, 3, (lua_Integer)q->shapes[i].index + 1);
		// The handle itself is read only when it may be pending or a chain's: reading each hit's
		// userdata, somewhere in memory, was the largest cost of a hit on the C side (perf).
		const LuaHandle *fh = NULL;
		if (q->lw->deferred > 0 || (chains && b2cShape_GetChain(q->lw->world, q->shapes[i]).index >= 0))
			fh = (const LuaHandle *)lua_touserdata(L, -1);
		if (fh != NULL && fh->pending) { // destroyed by an earlier callback of this query
			lua_pop(L, 2);
			continue;
		}
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
				continue;
			}
			lua_pushvalue(L, -1);
			lua_pushboolean(L, 1);
			lua_rawset(L, 4);
		}
		q->calls++;
		lua_call(L, 1, 1);
		go = lua_type(L, -1) != LUA_TBOOLEAN || lua_toboolean(L, -1);
	}
	lua_settop(L, 4);
	q->stopped = !go;
	return go;
}

static bool overlapHit(b2cShapeId shape, void *context)
{
	WorldQuery *q = (WorldQuery *)context;
	q->shapes[q->pending++] = shape;
	return q->pending < HIT_BATCH || callPending(q);
}

// A ray's hits cannot be gathered: what a callback returns clips the ray for the hits after it.
// The results are left on the stack and dropped HIT_BATCH at a time (the runner made room).
static float castHit(b2cShapeId shape, b2cVec2 point, b2cVec2 normal, float fraction, void *context)
{
	WorldQuery *q = (WorldQuery *)context;
	lua_State *L = q->L;
	if (q->lw->deferred > 0) {
		lua_rawgeti(L, 3, (lua_Integer)shape.index + 1);
		const LuaHandle *fh = (const LuaHandle *)lua_touserdata(L, -1);
		lua_pop(L, 1);
		if (fh != NULL && fh->pending)
			return -1.0f; // destroyed by an earlier callback of this ray: not there
	}
	q->calls++;
	lua_pushvalue(L, 2);
	lua_rawgeti(L, 3, (lua_Integer)shape.index + 1);
	if (q->numbers) { // (the stored floats widened, as the other ...XY reads give them: no garbage)
		lua_pushnumber(L, (lua_Number)point.x);
		lua_pushnumber(L, (lua_Number)point.y);
		lua_pushnumber(L, (lua_Number)normal.x);
		lua_pushnumber(L, (lua_Number)normal.y);
		lua_pushnumber(L, (lua_Number)fraction);
		lua_call(L, 6, 1);
	} else {
		b2c_pushvec2(L, point);
		b2c_pushvec2(L, normal);
		b2c_pushfloat(L, fraction);
		lua_call(L, 4, 1);
	}
	float result = 1.0f; // no number: go on
	if (lua_type(L, -1) == LUA_TNUMBER)
		result = (float)lua_tonumber(L, -1);
	if (++q->pending == HIT_BATCH) {
		lua_settop(L, 4);
		q->pending = 0;
	}
	return result;
}

static int queryRunner(lua_State *L)
{
	WorldQuery *q = (WorldQuery *)lua_touserdata(L, 1);
	b2cWorld_QueryAABB(q->lw->world, q->aabb, overlapHit, q);
	if (!q->stopped)
		callPending(q);
	return 0;
}

static int shapeRunner(lua_State *L)
{
	WorldQuery *q = (WorldQuery *)lua_touserdata(L, 1);
	b2cWorld_OverlapShape(q->lw->world, &q->geometry, q->xf, overlapHit, q);
	if (!q->stopped)
		callPending(q);
	return 0;
}

static int rayRunner(lua_State *L)
{
	WorldQuery *q = (WorldQuery *)lua_touserdata(L, 1);
	luaL_checkstack(L, HIT_BATCH + 6, NULL);
	b2cWorld_CastRay(q->lw->world, q->p1, q->p2, castHit, q);
	return 0;
}

static int runQuery(lua_State *L, WorldQuery *q, const char *runnerKey, int fnArg)
{
	b2c_checkfunction(L, fnArg);
	q->L = L;
	q->calls = 0;
	q->numbers = runnerKey == &s_rayNumbersKey;
	q->pending = 0;
	q->stopped = false;
	b2c_pushrunner(L, q->numbers ? &s_rayRunnerKey : runnerKey);
	lua_pushlightuserdata(L, q);
	lua_pushvalue(L, fnArg);
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	lua_pushnil(L);
	b2c_lockedcall(L, q->lw, B2C_LOCK_QUERY, 4, NULL, NULL);
	lua_pushinteger(L, q->calls);
	return 1;
}

// world:queryAABB(aabb, fn(fixture)) -> calls; fn returning false stops. The box may be four
// numbers lowerX, lowerY, upperX, upperY (as LÖVE's queryBoundingBox takes it)
static int world_queryAABB(lua_State *L)
{
	WorldQuery q;
	b2c_checkworld(L, 1);
	int next;
	q.aabb = b2c_checkaabbxy(L, 2, &next); // (or four numbers)
	q.lw = b2c_checkworld(L, 1);           // again: reading a table's points may have closed it
	return runQuery(L, &q, &s_queryRunnerKey, next);
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

// A ray cast from Lua: the two points (vec2s, tables or numbers) and the callback after them;
// `runnerKey` says which form its hits take.
static int castRay(lua_State *L, const char *runnerKey)
{
	WorldQuery q;
	b2c_checkworld(L, 1);
	int next;
	q.p1 = b2c_checkvec2xy(L, 2, &next);
	q.p2 = b2c_checkvec2xy(L, next, &next);
	q.lw = b2c_checkworld(L, 1); // again: a vec2 table's __index may have closed it
	return runQuery(L, &q, runnerKey, next);
}

// world:rayCast(p1, p2, fn(fixture, point, normal, fraction)) -> calls; Box2D's protocol: -1
// ignores the fixture, 0 stops, a fraction clips, 1 goes on
static int world_rayCast(lua_State *L) { return castRay(L, &s_rayRunnerKey); }

// world:rayCastXY(x1, y1, x2, y2, fn(fixture, x, y, nx, ny, fraction)) -> calls: world:rayCast
// with the hits as numbers (LÖVE's form), which make no garbage; the points may be vec2s too
static int world_rayCastXY(lua_State *L) { return castRay(L, &s_rayNumbersKey); }

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
	int next;
	b2cVec2 p1 = b2c_checkvec2xy(L, 2, &next);
	b2cVec2 p2 = b2c_checkvec2xy(L, next, &next);
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

static const luaL_Reg world_queryMethods[] = {
	{"queryAABB", world_queryAABB}, {"queryShape", world_queryShape},         {"rayCast", world_rayCast},
	{"rayCastXY", world_rayCastXY}, {"rayCastClosest", world_rayCastClosest}, {NULL, NULL}};

// ---- LuaJIT fast path ----
// Under LuaJIT, b2c.jit_query (lua/b2c/jit_query.lua) replaces world:queryAABB by a version that
// gathers the hits through the FFI (below) and calls the callback from a Lua loop the JIT compiles,
// with the world locked for the calls through b2c_ffi_worldLock, as b2c_lockedcall locks it.

#define B2C_FFI_EXPORT __attribute__((visibility("default")))

B2C_FFI_EXPORT int b2c_ffi_worldQueryAABB(void *world, const b2cAABB *aabb, int32_t *shapes, int capacity);
B2C_FFI_EXPORT int b2c_ffi_worldLock(void *world, int delta);
B2C_FFI_EXPORT int b2c_ffi_worldDeferred(void *world);

typedef struct ShapeBuffer {
	const b2cWorld *world;
	int32_t *shapes;
	int capacity, count;
	bool chain;
} ShapeBuffer;

static bool bufferHit(b2cShapeId shape, void *context)
{
	ShapeBuffer *b = (ShapeBuffer *)context;
	if (b->count < b->capacity)
		b->shapes[b->count] = shape.index;
	if (b->count < INT_MAX)
		b->count++;
	if (b2cShape_GetChain(b->world, shape).index >= 0)
		b->chain = true;
	return true;
}

// The shape indices of the first `capacity` hits of world:queryAABB into `shapes`; returns the
// number of hits (call again with more room when it exceeds capacity), or -1 when the C method must
// answer: the world is closed, a destroy is pending (its fixtures must be skipped), a chain is hit
// (its fixture is reported once for all its segments), or capacity is negative.
int b2c_ffi_worldQueryAABB(void *world, const b2cAABB *aabb, int32_t *shapes, int capacity)
{
	LuaWorld *lw = (LuaWorld *)world;
	if (lw->world == NULL || lw->deferred > 0 || capacity < 0)
		return -1;
	ShapeBuffer b = {lw->world, shapes, capacity, 0, false};
	b2cWorld_QueryAABB(lw->world, *aabb, bufferHit, &b);
	return b.chain ? -1 : b.count;
}

// Lock (delta 1) or unlock (delta -1) the world as a query does; -1 (nothing done) when locking a
// closed world, else the destroys queued meanwhile (b2c_ffi_worldDeferred).
int b2c_ffi_worldLock(void *world, int delta)
{
	LuaWorld *lw = (LuaWorld *)world;
	if (delta > 0 && lw->world == NULL)
		return -1;
	lw->queryLock += delta > 0 ? 1 : -1;
	return lw->deferred;
}

// Destroys queued since the last flush: while not 0, a fixture may be pending.
int b2c_ffi_worldDeferred(void *world) { return ((const LuaWorld *)world)->deferred; }

// flush(world): destroy what the callbacks queued, once the world is unlocked (b2c_lockedcall's
// last step).
static int world_flushDeferred(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	if (!b2c_islocked(lw))
		b2c_flushdestroys(L, lw);
	return 0;
}

// fixtures(world): the world's fixtures table (by shape index + 1).
static int world_fixturesTable(lua_State *L)
{
	b2c_checkworld(L, 1);
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	return 1;
}

// Under LuaJIT: require "b2c.jit_query" and let it install the fast path. Anything missing (no
// FFI, the file not on the path) leaves the C method in place.
static void installJitFastPath(lua_State *L)
{
	int top;
	if (!b2c_beginjit(L, "b2c.jit_query", (const void *)&b2c_ffi_worldQueryAABB, &top))
		return;
	b2c_getclass(L, &b2c_worldClass);
	b2c_getclass(L, &b2c_aabbClass);
	lua_pushcfunction(L, world_fixturesTable);
	lua_pushcfunction(L, world_flushDeferred);
	b2c_endjit(L, 4, top);
}

void b2c_openquery(lua_State *L)
{
	b2c_storerunner(L, &s_queryRunnerKey, queryRunner);
	b2c_storerunner(L, &s_shapeRunnerKey, shapeRunner);
	b2c_storerunner(L, &s_rayRunnerKey, rayRunner);
	b2c_addmethods(L, &b2c_worldClass, world_queryMethods);
	installJitFastPath(L);
}
