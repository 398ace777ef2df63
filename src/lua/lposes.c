// SPDX-License-Identifier: MIT
// b2c binding: reads in bulk into tables the caller keeps from frame to frame: world:getPoses,
// world:getMoveEvents, world:getFlatContactEvents; world:getPoseBuffer (LuaJIT's typed array, from
// lua/b2c/jit_world.lua; nil here). None makes garbage once its tables have grown.
//
// Each call copies what it reads out of the world into a scratch buffer first (no Lua code runs
// meanwhile), then writes the tables with raw sets: a write that grows a table may run a finalizer,
// which may step, change or close the world, and the copy stays what the world was at the call.
// The scratch buffer is one userdata of the Lua state, kept in the registry and reused; a call made
// while another holds it (from a finalizer) gets a new one.
#include "lworld.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

// ---- the scratch buffer ----

typedef struct Scratch {
	size_t capacity; ///< bytes after the header
	bool busy;
	// (the bytes follow, aligned for any of the records below)
} Scratch;

#define SCRATCH_HEADER ((sizeof(Scratch) + 15) / 16 * 16)
#define SCRATCH_LIMIT ((size_t)1 << 40)

static char s_scratchKey;

static void *scratchBytes(Scratch *s) { return (char *)s + SCRATCH_HEADER; }

// A scratch buffer of at least `bytes` bytes, pushed (the caller releases it with giveScratch;
// an error between take and give leaves it taken: the next call makes a new one).
static Scratch *takeScratch(lua_State *L, size_t bytes)
{
	lua_pushlightuserdata(L, &s_scratchKey);
	lua_rawget(L, LUA_REGISTRYINDEX);
	Scratch *s = (Scratch *)lua_touserdata(L, -1);
	if (s != NULL && !s->busy && s->capacity >= bytes) {
		s->busy = true;
		return s;
	}
	size_t capacity = s != NULL && !s->busy ? s->capacity : 0;
	if (capacity < 4096)
		capacity = 4096;
	while (capacity < bytes)
		capacity *= 2;
	lua_pop(L, 1);
	s = (Scratch *)b2c_newuserdata(L, SCRATCH_HEADER + capacity);
	s->capacity = capacity;
	s->busy = true;
	lua_pushlightuserdata(L, &s_scratchKey);
	lua_pushvalue(L, -2);
	lua_rawset(L, LUA_REGISTRYINDEX);
	return s;
}

static void giveScratch(Scratch *s) { s->busy = false; }

// ---- writing the tables ----

// out[first], out[first + 1], ... = values[0 .. count - 1], then nil from out[first + count] up to
// the first nil already there (the table at `out`).
static void writeNumbers(lua_State *L, int out, lua_Integer first, const float *values, size_t count)
{
	for (size_t k = 0; k < count; ++k) {
		lua_pushnumber(L, (lua_Number)values[k]);
		lua_rawseti(L, out, first + (lua_Integer)k);
	}
}

// Set out[from], out[from + 1], ... to nil up to the first nil already there.
static void clearFrom(lua_State *L, int out, lua_Integer from)
{
	for (lua_Integer i = from;; ++i) {
		lua_rawgeti(L, out, i);
		bool empty = lua_isnil(L, -1);
		lua_pop(L, 1);
		if (empty)
			return;
		lua_pushnil(L);
		lua_rawseti(L, out, i);
	}
}

// The handle of the body in slot `index` named by generation `generation`, pushed; nil when that
// body is gone (destroyed, recycled, or destroyed from a callback and pending). `bodies`: the
// world's table of body handles.
static bool pushbody(lua_State *L, int bodies, int32_t index, uint32_t generation)
{
	lua_rawgeti(L, bodies, (lua_Integer)index + 1);
	const LuaHandle *h = (const LuaHandle *)lua_touserdata(L, -1);
	if (h == NULL || h->pending || h->generation != generation) {
		lua_pop(L, 1);
		lua_pushnil(L);
		return false;
	}
	return true;
}

// An optional table argument: none/nil (false) or a table (true), else the standard error.
static bool opttable(lua_State *L, int arg)
{
	if (lua_isnoneornil(L, arg))
		return false;
	if (lua_type(L, arg) != LUA_TTABLE)
		b2c_typeerror(L, arg, "table");
	return true;
}

static void checktable(lua_State *L, int arg)
{
	if (lua_type(L, arg) != LUA_TTABLE)
		b2c_typeerror(L, arg, "table");
}

// ---- world:getPoses(out [, bodies [, outBodies]]) ----

// Raise the error of entry k of the array at `arg` (0-based), `problem`, unless an entry before it
// is destroyed (the core finds those: its poses are read), which is named instead.
static void badbody(lua_State *L, LuaWorld *lw, int arg, const b2cBodyId *ids, lua_Integer k, float *poses, Scratch *s,
					const char *problem)
{
	// (the message was made first: a finalizer run by that may have closed the world)
	lua_Integer valid = lw->world != NULL ? b2cWorld_GetBodyPoses(lw->world, ids, (int)k, poses) : k;
	if (valid < k) {
		k = valid;
		problem = "b2c.body is destroyed";
	}
	giveScratch(s);
	b2c_argerrorf(L, arg, "bodies[%d]: %s", (int)(k + 1), problem);
}

// The poses of the bodies of the array at `arg` (count of them) into poses[], their ids into
// ids[], each checked: a b2c.body of this world, not destroyed. The error names the first bad
// entry: `bodies[3]: b2c.body is destroyed`. No Lua code runs here (raw reads, no allocation).
static void readbodies(lua_State *L, LuaWorld *lw, int arg, lua_Integer count, b2cBodyId *ids, float *poses, Scratch *s)
{
	b2c_getclass(L, &b2c_bodyClass);
	int meta = lua_gettop(L);
	for (lua_Integer k = 0; k < count; ++k) {
		lua_rawgeti(L, arg, k + 1);
		const LuaHandle *h = NULL;
		if (lua_getmetatable(L, -1)) {
			if (lua_rawequal(L, -1, meta))
				h = (const LuaHandle *)lua_touserdata(L, -2);
			lua_pop(L, 1);
		}
		if (h == NULL)
			badbody(L, lw, arg, ids, k, poses, s, lua_pushfstring(L, "b2c.body expected, got %s", b2c_typename(L, -1)));
		else if (h->owner != lw)
			badbody(L, lw, arg, ids, k, poses, s,
					h->owner->world == NULL || !b2c_bodyvalid(h) ? "b2c.body is destroyed" : "a body of another world");
		else if (h->pending)
			badbody(L, lw, arg, ids, k, poses, s, "b2c.body is destroyed");
		ids[k] = b2c_bodyid(h);
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	// (the core checks each id's generation as it reads: destroyed and recycled slots)
	lua_Integer valid = b2cWorld_GetBodyPoses(lw->world, ids, (int)count, poses);
	if (valid < count)
		badbody(L, lw, arg, ids, valid, poses, s, "b2c.body is destroyed");
}

static int world_getPoses(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	checktable(L, 2);
	bool given = opttable(L, 3);
	bool wantBodies = opttable(L, 4);
	if (given && wantBodies)
		return b2c_argerrorf(L, 4, "no outBodies with bodies (they are the bodies given)");
	lua_settop(L, 4);
	Scratch *s;
	float *poses;
	int32_t *indices = NULL;
	int n;
	if (given) {
		lua_Integer count = b2c_tablelength(L, 3);
		if (count > INT32_MAX / 4)
			return b2c_argerrorf(L, 3, "too many bodies");
		size_t room = (size_t)count * (3 * sizeof(float) + sizeof(b2cBodyId));
		s = takeScratch(L, room);  // 5
		lw = b2c_checkworld(L, 1); // (the allocation may have run a finalizer that closed it)
		b2cBodyId *ids = (b2cBodyId *)scratchBytes(s);
		poses = (float *)(ids + count);
		readbodies(L, lw, 3, count, ids, poses, s);
		n = (int)count;
	} else {
		// (the buffer as it is first: one walk over the awake bodies when they fit)
		const size_t per = 3 * sizeof(float) + sizeof(int32_t);
		s = takeScratch(L, 0);
		for (;;) {
			lw = b2c_checkworld(L, 1); // (an allocation may have run a finalizer that closed it)
			int capacity = s->capacity / per > INT32_MAX / 4 ? INT32_MAX / 4 : (int)(s->capacity / per);
			poses = (float *)scratchBytes(s);
			indices = (int32_t *)(poses + 3 * (size_t)capacity);
			n = b2cWorld_GetPoses(lw->world, poses, indices, capacity);
			if (n <= capacity)
				break;
			giveScratch(s);
			lua_pop(L, 1);
			s = takeScratch(L, ((size_t)n + (size_t)n / 4 + 16) * per);
		}
	}
	writeNumbers(L, 2, 1, poses, 3 * (size_t)n);
	clearFrom(L, 2, 3 * (lua_Integer)n + 1);
	if (wantBodies) {
		b2c_pushslot(L, 1, SLOT_BODIES);
		int bodies = lua_gettop(L);
		for (int k = 0; k < n; ++k) {
			lua_rawgeti(L, bodies, (lua_Integer)indices[k] + 1);
			lua_rawseti(L, 4, k + 1);
		}
		clearFrom(L, 4, (lua_Integer)n + 1);
	}
	giveScratch(s);
	lua_pushinteger(L, n);
	return 1;
}

// ---- world:getMoveEvents(outBodies, outPoses [, outAsleep]) ----

typedef struct MoveRecord {
	int32_t index;
	uint32_t generation;
	bool fellAsleep;
} MoveRecord;

static int world_getMoveEvents(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	checktable(L, 2);
	checktable(L, 3);
	bool asleep = opttable(L, 4);
	lua_settop(L, 4);
	int count = b2cWorld_GetBodyMoveEvents(lw->world).count;
	Scratch *s = takeScratch(L, (size_t)count * (3 * sizeof(float) + sizeof(MoveRecord))); // 5
	lw = b2c_checkworld(L, 1);
	b2cBodyMoveEvents events = b2cWorld_GetBodyMoveEvents(lw->world);
	if (events.count < count)
		count = events.count; // (a finalizer stepped it: the events of that step, as many as fit)
	MoveRecord *records = (MoveRecord *)scratchBytes(s);
	float *poses = (float *)(records + count);
	for (int k = 0; k < count; ++k) {
		const b2cBodyMoveEvent *e = &events.events[k];
		records[k] = (MoveRecord){e->bodyId.index, e->bodyId.generation, e->fellAsleep};
		poses[3 * k] = e->transform.p.x;
		poses[3 * k + 1] = e->transform.p.y;
		poses[3 * k + 2] = e->angle;
	}
	b2c_pushslot(L, 1, SLOT_BODIES); // 6
	int n = 0;
	for (int k = 0; k < count; ++k) {
		if (!pushbody(L, 6, records[k].index, records[k].generation)) {
			lua_pop(L, 1); // a body destroyed since the step: left out
			continue;
		}
		lua_rawseti(L, 2, ++n);
		writeNumbers(L, 3, 3 * (lua_Integer)n - 2, poses + 3 * k, 3);
		if (asleep) {
			lua_pushboolean(L, records[k].fellAsleep);
			lua_rawseti(L, 4, n);
		}
	}
	clearFrom(L, 2, (lua_Integer)n + 1);
	clearFrom(L, 3, 3 * (lua_Integer)n + 1);
	if (asleep)
		clearFrom(L, 4, (lua_Integer)n + 1);
	giveScratch(s);
	lua_pushinteger(L, n);
	return 1;
}

// ---- world:getFlatContactEvents(kind, outA, outB [, outData]) ----

static const char *const s_eventKinds[] = {"begin", "end", "sensorBegin", "sensorEnd", "hit", NULL};

typedef struct PairRecord {
	b2cShapeId a, b;
} PairRecord;

#define HIT_DATA 5 // point x, y, normal x, y, approach speed

static int world_getFlatContactEvents(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	int kind = b2c_checkoption(L, 2, s_eventKinds);
	checktable(L, 3);
	checktable(L, 4);
	bool data = opttable(L, 5);
	if (data && kind != 4)
		return b2c_argerrorf(L, 5, "only \"hit\" events have data");
	lua_settop(L, 5);
	const size_t record = sizeof(PairRecord) + HIT_DATA * sizeof(float);
	b2cContactEvents e = b2cWorld_GetContactEvents(lw->world);
	int counts[5] = {e.beginCount, e.endCount, e.sensorBeginCount, e.sensorEndCount, e.hitCount};
	Scratch *s = takeScratch(L, (size_t)counts[kind] * record); // 6
	lw = b2c_checkworld(L, 1);
	e = b2cWorld_GetContactEvents(lw->world);
	const b2cContactEvent *lists[4] = {e.begin, e.end, e.sensorBegin, e.sensorEnd};
	int fresh[5] = {e.beginCount, e.endCount, e.sensorBeginCount, e.sensorEndCount, e.hitCount};
	int count = fresh[kind] < counts[kind] ? fresh[kind] : counts[kind];
	PairRecord *pairs = (PairRecord *)scratchBytes(s);
	float *hitData = (float *)(pairs + count);
	for (int k = 0; k < count; ++k) {
		if (kind < 4) {
			pairs[k] = (PairRecord){lists[kind][k].shapeA, lists[kind][k].shapeB};
		} else {
			const b2cContactHitEvent *hit = &e.hits[k];
			pairs[k] = (PairRecord){hit->shapeA, hit->shapeB};
			float *d = hitData + HIT_DATA * k;
			d[0] = hit->point.x, d[1] = hit->point.y, d[2] = hit->normal.x, d[3] = hit->normal.y;
			d[4] = hit->approachSpeed;
		}
	}
	b2c_pushslot(L, 1, SLOT_FIXTURES); // 7
	int n = 0;
	for (int k = 0; k < count; ++k) {
		b2c_pushfixtureof(L, 7, pairs[k].a);
		b2c_pushfixtureof(L, 7, pairs[k].b);
		if (lua_isnil(L, -1) || lua_isnil(L, -2)) { // a fixture destroyed since: nothing to report
			lua_pop(L, 2);
			continue;
		}
		++n;
		lua_rawseti(L, 4, n);
		lua_rawseti(L, 3, n);
		if (data)
			writeNumbers(L, 5, HIT_DATA * (lua_Integer)(n - 1) + 1, hitData + HIT_DATA * k, HIT_DATA);
	}
	clearFrom(L, 3, (lua_Integer)n + 1);
	clearFrom(L, 4, (lua_Integer)n + 1);
	if (data)
		clearFrom(L, 5, HIT_DATA * (lua_Integer)n + 1);
	giveScratch(s);
	lua_pushinteger(L, n);
	return 1;
}

// ---- world:getPoseBuffer([outBodies]) ----

// Without LuaJIT's FFI there is no typed array: nil (lua/b2c/jit_world.lua replaces it). The
// arguments are checked all the same.
static int world_getPoseBuffer(lua_State *L)
{
	b2c_checkworld(L, 1);
	opttable(L, 2);
	lua_pushnil(L);
	return 1;
}

// ---- LuaJIT fast path ----
// Under LuaJIT, lua/b2c/jit_world.lua replaces getPoses (without `bodies`) and getPoseBuffer by
// versions that call this through the FFI: the poses are filled into a C float array the Lua side
// owns, and the loop that copies them into `out` is compiled by the JIT.

#define B2C_FFI_EXPORT __attribute__((visibility("default")))

B2C_FFI_EXPORT int b2c_ffi_worldPoses(void *world, float *poses, int32_t *indices, int capacity);
B2C_FFI_EXPORT int b2c_ffi_worldBodyPoses(void *world, const b2cBodyId *bodies, int count, float *poses);
B2C_FFI_EXPORT int b2c_ffi_worldMoveEvents(void *world, b2cBodyId *bodies, float *poses, uint8_t *asleep, int capacity);

// jit_world.lua reads a body handle's fields through this layout (b2c_ffi_Handle there).
_Static_assert(offsetof(LuaHandle, index) == 0 && offsetof(LuaHandle, generation) == 4 &&
				   offsetof(LuaHandle, owner) == 8 && offsetof(LuaHandle, pending) == 17 && sizeof(b2cBodyId) == 8,
			   "lua/b2c/jit_world.lua's b2c_ffi_Handle and b2c_ffi_BodyId follow these layouts");

// The poses of the awake bodies (b2cWorld_GetPoses) of the world whose userdata block is `world`,
// at most `capacity`; their number, or -1 for a closed world or a negative capacity.
int b2c_ffi_worldPoses(void *world, float *poses, int32_t *indices, int capacity)
{
	const LuaWorld *lw = (const LuaWorld *)world;
	if (lw->world == NULL || capacity < 0)
		return -1;
	return b2cWorld_GetPoses(lw->world, poses, indices, capacity);
}

// The poses of the given bodies (b2cWorld_GetBodyPoses): count, or the position of the first that
// is not valid (the Lua side then lets the C method raise its error); -1 for a closed world.
int b2c_ffi_worldBodyPoses(void *world, const b2cBodyId *bodies, int count, float *poses)
{
	const LuaWorld *lw = (const LuaWorld *)world;
	if (lw->world == NULL || count < 0)
		return -1;
	return b2cWorld_GetBodyPoses(lw->world, bodies, count, poses);
}

// The last step's move events: ids, poses (3 floats each) and fell-asleep flags of the first
// `capacity`; their number (more than capacity: call again with more room), or -1 for a closed
// world or a negative capacity.
int b2c_ffi_worldMoveEvents(void *world, b2cBodyId *bodies, float *poses, uint8_t *asleep, int capacity)
{
	const LuaWorld *lw = (const LuaWorld *)world;
	if (lw->world == NULL || capacity < 0)
		return -1;
	b2cBodyMoveEvents events = b2cWorld_GetBodyMoveEvents(lw->world);
	for (int k = 0; k < events.count && k < capacity; ++k) {
		const b2cBodyMoveEvent *e = &events.events[k];
		bodies[k] = e->bodyId;
		poses[3 * k] = e->transform.p.x;
		poses[3 * k + 1] = e->transform.p.y;
		poses[3 * k + 2] = e->angle;
		asleep[k] = e->fellAsleep;
	}
	return events.count;
}

static int world_bodiesTable(lua_State *L)
{
	b2c_checkworld(L, 1);
	b2c_pushslot(L, 1, SLOT_BODIES);
	return 1;
}

// Under LuaJIT: require "b2c.jit_world" and let it install the fast path (as ltree.c does with
// b2c.jit). Anything missing leaves the C methods in place. Called once the module's functions are
// named (b2c_namefunctions), so that the C methods the fast path falls back to keep their names.
void b2c_installworldjit(lua_State *L)
{
	int top;
	if (!b2c_beginjit(L, "b2c.jit_world", (const void *)&b2c_ffi_worldPoses, &top))
		return;
	b2c_getclass(L, &b2c_worldClass);
	b2c_getclass(L, &b2c_bodyClass);
	lua_pushcfunction(L, world_bodiesTable);
	b2c_endjit(L, 3, top);
}

static const luaL_Reg world_poseMethods[] = {{"getPoses", world_getPoses},
											 {"getMoveEvents", world_getMoveEvents},
											 {"getFlatContactEvents", world_getFlatContactEvents},
											 {"getPoseBuffer", world_getPoseBuffer},
											 {NULL, NULL}};

void b2c_openposes(lua_State *L) { b2c_addmethods(L, &b2c_worldClass, world_poseMethods); }
