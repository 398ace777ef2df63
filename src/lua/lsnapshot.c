// SPDX-License-Identifier: MIT
// b2c binding: snapshots. world:snapshot() and world:restore(snapshot) keep the Lua side (handles,
// user data, callbacks) with the core's state; snapshot:serialize() and b2c.loadSnapshot(string)
// carry a snapshot as a string: the core's serialized form, then a section of ours with each
// object's userData when it is plain data.
//
// Our section: "b2c lua\0", version (u32), 0 (u32), payload size (u64), FNV-1a 64 checksum of the
// payload (u64); the payload: for body, fixture, chain and joint user data in turn, a count (u32)
// and that many (index + 1 (u32), value) entries. A value: 1 false, 2 true, 3 integer (i64),
// 4 float (f64 bits), 5 string (u32 length, bytes), 6 table (u32 pairs, then key and value each).
// Every number little-endian.
#include "lworld.h"

#include <string.h>

const b2c_Class b2c_snapshotClass = {"b2c.snapshot"};

// A snapshot: the core's copy of the world, and (in its uservalue) copies of the world's handle
// and user data tables as they were, so that a restore brings the Lua side back with it. A loaded
// snapshot has no owner (and no handles) until it is restored into a world, which it then belongs
// to.
typedef struct LuaSnapshot {
	b2cWorldSnapshot *snapshot; // NULL: empty (its taking failed, or __close freed it)
	const LuaWorld *owner;
	b2c_Owned *owned; // the record of its memory (lowned.c); NULL once freed by __gc
} LuaSnapshot;

// The world's tables that follow the core's objects, in the order of the snapshot's uservalue.
static const int s_snapshotSlots[] = {SLOT_BODIES,     SLOT_FIXTURES, SLOT_BODY_DATA, SLOT_FIXTURE_DATA,
									  SLOT_CHAIN_DATA, SLOT_JOINTS,   SLOT_JOINT_DATA};
#define SNAPSHOT_SLOTS ((int)(sizeof s_snapshotSlots / sizeof s_snapshotSlots[0]))
enum {
	SAVED_BODIES = 1,
	SAVED_FIXTURES,
	SAVED_BODY_DATA,
	SAVED_FIXTURE_DATA,
	SAVED_CHAIN_DATA,
	SAVED_JOINTS,
	SAVED_JOINT_DATA,
	SAVED_OWNER
};
// The user data tables that travel in the serialized form.
static const int s_dataSlots[4] = {SAVED_BODY_DATA, SAVED_FIXTURE_DATA, SAVED_CHAIN_DATA, SAVED_JOINT_DATA};

static LuaSnapshot *checksnapshot(lua_State *L, int arg)
{
	LuaSnapshot *ls = (LuaSnapshot *)b2c_checkudata(L, arg, &b2c_snapshotClass);
	if (ls->snapshot == NULL)
		b2c_argerrorf(L, arg, "b2c.snapshot is empty");
	return ls;
}

// A shallow copy of the table at the top of the stack, pushed in its place.
static void copytable(lua_State *L)
{
	int from = lua_gettop(L);
	lua_newtable(L);
	lua_pushnil(L);
	while (lua_next(L, from) != 0) {
		lua_pushvalue(L, -2);
		lua_insert(L, -2);
		lua_rawset(L, -4);
	}
	lua_remove(L, from);
}

// The snapshot at `snap` belongs to the world at `world` from now on: its saved tables are
// copies of the world's.
static void adopt(lua_State *L, int world, int snap)
{
	lua_createtable(L, SNAPSHOT_SLOTS + 1, 0);
	for (int i = 0; i < SNAPSHOT_SLOTS; ++i) {
		b2c_pushslot(L, world, s_snapshotSlots[i]);
		copytable(L);
		lua_rawseti(L, -2, i + 1);
	}
	lua_pushvalue(L, world); // (kept alive by the snapshot)
	lua_rawseti(L, -2, SAVED_OWNER);
	b2c_setuservalue(L, snap);
}

// Is the snapshot at `arg` one of the world at index 1? (Its saved tables hold the world's own
// userdata.)
static bool ownsnapshot(lua_State *L, const LuaWorld *lw, int arg, const LuaSnapshot *ls)
{
	b2c_getuservalue(L, arg);
	lua_rawgeti(L, -1, SAVED_OWNER);
	bool same = lua_rawequal(L, -1, 1);
	lua_pop(L, 2);
	return same && ls->owner == lw;
}

// world:snapshot([snapshot]): a new snapshot, or the state taken again into one of the world's own
// (its memory reused: the core allocates nothing when it has room).
int b2c_worldsnapshot(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	if (!lua_isnoneornil(L, 2)) {
		LuaSnapshot *ls = (LuaSnapshot *)b2c_checkudata(L, 2, &b2c_snapshotClass);
		if (!ownsnapshot(L, lw, 2, ls))
			return b2c_argerrorf(L, 2, "a snapshot of another world");
		b2c_checkunlocked(L, lw);
		lua_settop(L, 2);
		// the tables first (Lua may raise an error while copying them), the core's state then,
		// and nothing changes until both are there
		for (int i = 0; i < SNAPSHOT_SLOTS; ++i) {
			b2c_pushslot(L, 1, s_snapshotSlots[i]);
			copytable(L);
		}
		b2c_checkunlocked(L, lw); // (a finalizer run by the copies may have closed or locked it)
		if (ls->snapshot == NULL)
			ls->snapshot = b2cWorld_Snapshot(lw->world);
		else if (!b2cWorld_SnapshotInto(lw->world, ls->snapshot))
			return luaL_error(L, "not enough memory for a snapshot");
		b2c_setowned(ls->owned, ls->snapshot);
		if (ls->snapshot == NULL)
			return luaL_error(L, "not enough memory for a snapshot");
		b2c_getuservalue(L, 2);
		for (int i = SNAPSHOT_SLOTS - 1; i >= 0; --i) {
			lua_pushvalue(L, 3 + i);
			lua_rawseti(L, -2, i + 1);
		}
		lua_settop(L, 2);
		return 1;
	}
	b2c_checkunlocked(L, lw);
	LuaSnapshot *ls = (LuaSnapshot *)b2c_newobjectuv(L, &b2c_snapshotClass, sizeof(LuaSnapshot));
	ls->snapshot = NULL;
	ls->owner = lw;
	ls->owned = NULL;
	ls->owned = b2c_own(L, -1, &b2c_snapshotOwned, 0);
	if (ls->owned == NULL)
		return luaL_error(L, "not enough memory for a snapshot");
	adopt(L, 1, lua_gettop(L));
	b2c_checkunlocked(L, lw); // (a finalizer run by the copies may have closed or locked it)
	ls->snapshot = b2cWorld_Snapshot(lw->world);
	b2c_setowned(ls->owned, ls->snapshot);
	if (ls->snapshot == NULL)
		return luaL_error(L, "not enough memory for a snapshot");
	return 1;
}

// ---- restoring a loaded snapshot into any world ----
//
// The core gives the restored objects generations past any the world handed out
// (b2cWorld_RestoreForeign): every handle the world made before reads as destroyed, and new
// handles are made for the restored objects, with the user data the snapshot carried. The world's
// callbacks stay (they are the world's, not the state's), as in any restore.

static void newhandle(lua_State *L, const b2c_Class *cls, LuaWorld *lw, int32_t index, uint32_t generation, bool chain,
					  int kind)
{
	LuaHandle *h = b2c_newhandle(L, cls);
	h->index = index;
	h->generation = generation;
	h->owner = lw;
	h->chain = chain;
	h->pending = false;
	h->kind = kind;
	b2c_getuservalue(L, 1);
	b2c_setuservalue(L, -2);
}

// table[key] = saved[key] (the user data of a restored object).
static void copyentry(lua_State *L, int table, int saved, lua_Integer key)
{
	lua_rawgeti(L, saved, key);
	lua_rawseti(L, table, key);
}

// Run protected (so that the world's lock is released whatever happens): 1 world, 2 snapshot;
// makes a handle for every object of the restored world, with its shape and its user data from
// the snapshot, and puts the world's tables in place.
static int buildhandles(lua_State *L)
{
	LuaWorld *lw = (LuaWorld *)lua_touserdata(L, 1);
	b2cWorld *w = lw->world;
	b2c_getuservalue(L, 2);
	int saved = lua_gettop(L);
	int tables = saved + 1; // tables + i: the world's new table for s_snapshotSlots[i]
	for (int i = 0; i < SNAPSHOT_SLOTS; ++i)
		lua_newtable(L);
	int bodies = tables, fixtures = tables + 1, bodyData = tables + 2, fixtureData = tables + 3, chainData = tables + 4,
		joints = tables + 5, jointData = tables + 6;
	for (int i = 0; i < 4; ++i)
		lua_rawgeti(L, saved, s_dataSlots[i]);
	int savedData = tables + SNAPSHOT_SLOTS; // + 0 body, 1 fixture, 2 chain, 3 joint
	int limit = b2cWorld_GetBodyIndexLimit(w);
	for (int32_t i = 0; i < limit; ++i) {
		b2cBodyId body = b2cWorld_GetBodyId(w, i);
		if (body.index < 0)
			continue;
		newhandle(L, &b2c_bodyClass, lw, body.index, body.generation, false, 0);
		lua_rawseti(L, bodies, i + 1);
		copyentry(L, bodyData, savedData, i + 1);
		for (int32_t s = b2cBody_GetFirstShape(w, body); s >= 0; s = b2cWorld_GetNextShape(w, s)) {
			b2cShapeId shape = b2cWorld_GetShapeId(w, s);
			b2cChainId chain = b2cShape_GetChain(w, shape);
			if (chain.index < 0) {
				newhandle(L, &b2c_fixtureClass, lw, shape.index, shape.generation, false, 0);
				lua_rawseti(L, fixtures, s + 1);
				b2cShapeGeometry geometry = b2cShape_GetGeometry(w, shape);
				b2c_pushgeometry(L, &geometry);
				lua_rawseti(L, fixtureData, -(s + 1));
				copyentry(L, fixtureData, savedData + 1, s + 1);
				continue;
			}
			if (b2cShape_GetChildIndex(w, shape) != 0)
				continue; // the chain's fixture comes with its first segment
			int count = b2cChain_GetSegmentCount(w, chain);
			bool loop = b2cChain_IsLoop(w, chain);
			float skin = 0.0f;
			b2cVec2 *points = (b2cVec2 *)lua_newuserdata(L, (size_t)(count + 1) * sizeof(b2cVec2));
			newhandle(L, &b2c_fixtureClass, lw, chain.index, chain.generation, true, 0);
			int k = 0;
			for (int32_t seg = b2cChain_GetFirstSegment(w, chain); seg >= 0 && k < count;
				 seg = b2cWorld_GetNextChainSegment(w, seg), ++k) {
				b2cShapeGeometry g = b2cShape_GetGeometry(w, b2cWorld_GetShapeId(w, seg));
				points[k] = g.chainSegment.segment.point1;
				skin = g.chainSegment.segment.skin;
				if (!loop && k == count - 1)
					points[count] = g.chainSegment.segment.point2;
				lua_pushvalue(L, -1);
				lua_rawseti(L, fixtures, seg + 1);
			}
			lua_pop(L, 1);
			b2c_pushchainshape(L, points, loop ? count : count + 1, loop, skin);
			lua_rawseti(L, chainData, -(chain.index + 1));
			lua_pop(L, 1);
			copyentry(L, chainData, savedData + 2, chain.index + 1);
		}
		for (int32_t j = b2cBody_GetFirstJoint(w, body); j >= 0; j = b2cBody_GetNextJoint(w, body, j)) {
			lua_rawgeti(L, joints, j + 1);
			bool seen = !lua_isnil(L, -1);
			lua_pop(L, 1);
			if (seen)
				continue;
			b2cJointId joint = b2cWorld_GetJointId(w, j);
			newhandle(L, &b2c_jointClass, lw, joint.index, joint.generation, false, (int)b2cJoint_GetType(w, joint));
			lua_rawseti(L, joints, j + 1);
			copyentry(L, jointData, savedData + 3, j + 1);
		}
	}
	b2c_getuservalue(L, 1);
	for (int i = 0; i < SNAPSHOT_SLOTS; ++i) {
		lua_pushvalue(L, tables + i);
		lua_rawseti(L, -2, s_snapshotSlots[i]);
	}
	return 0;
}

// Empty the world's handle and user data tables in place (nothing allocated).
static void cleartables(lua_State *L)
{
	b2c_getuservalue(L, 1);
	int world = lua_gettop(L);
	for (int i = 0; i < SNAPSHOT_SLOTS; ++i) {
		lua_rawgeti(L, world, s_snapshotSlots[i]);
		int table = lua_gettop(L);
		if (lua_istable(L, table)) {
			lua_pushnil(L);
			while (lua_next(L, table) != 0) {
				lua_pop(L, 1);
				lua_pushvalue(L, -1);
				lua_pushnil(L);
				lua_rawset(L, table); // (clearing a field during a traversal is allowed)
			}
		}
		lua_settop(L, world);
	}
	lua_pop(L, 1);
}

// After buildhandles (the world still locked): on an error, the world back as it was, its handles
// good again (their tables were not replaced); failing that, the tables emptied: no handle of the
// world's is left naming a restored object. The snapshot of before is freed either way.
typedef struct RestoreUndo {
	lua_State *L;
	b2cWorldSnapshot *before;
} RestoreUndo;

static void undorestore(LuaWorld *lw, int status, void *context)
{
	RestoreUndo *undo = (RestoreUndo *)context;
	if (status != 0 && !b2cWorld_Restore(lw->world, undo->before))
		cleartables(undo->L);
	b2cDestroySnapshot(undo->before);
}

static int restoreloaded(lua_State *L, LuaWorld *lw, LuaSnapshot *ls)
{
	// (pushed first: pushing a C function allocates under LuaJIT, which may run a finalizer)
	lua_pushcfunction(L, buildhandles);
	lua_pushvalue(L, 1);
	lua_pushvalue(L, 2);
	b2c_checkunlocked(L, lw);
	// The world as it is, to go back to if the handles cannot be made (a Lua error: memory).
	RestoreUndo undo = {L, b2cWorld_Snapshot(lw->world)};
	if (undo.before == NULL)
		return luaL_error(L, "not enough memory to restore a snapshot");
	if (!b2cWorld_RestoreForeign(lw->world, ls->snapshot)) {
		b2cDestroySnapshot(undo.before);
		return luaL_error(L, "not enough memory to restore a snapshot");
	}
	// Finalizers run by the allocations of buildhandles must not change the world half made.
	b2c_lockedcall(L, lw, B2C_LOCK_STEP, 2, undorestore, &undo);
	// The snapshot is this world's from now on, as if just taken of it: its tables copies of the
	// world's, then its state taken again, so that it holds the ids its objects have here (those
	// of the handles just made). Out of memory for that, or the world closed by a finalizer run by
	// the copies, it stays a loaded one (its user data is the same either way).
	adopt(L, 1, 2);
	if (lw->world != NULL && b2cWorld_SnapshotInto(lw->world, ls->snapshot))
		ls->owner = lw;
	return 0;
}

int b2c_worldrestore(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	LuaSnapshot *ls = checksnapshot(L, 2);
	lua_settop(L, 2);
	if (ls->owner == NULL)
		return restoreloaded(L, lw, ls);
	if (!ownsnapshot(L, lw, 2, ls))
		return b2c_argerrorf(L, 2, "a snapshot of another world");
	b2c_checkunlocked(L, lw);
	if (!b2cWorld_Restore(lw->world, ls->snapshot))
		return luaL_error(L, "not enough memory to restore a snapshot");
	// the handle and user data tables as they were (copied again: a snapshot restores many times)
	b2c_getuservalue(L, 1);
	int world = lua_gettop(L);
	b2c_getuservalue(L, 2);
	int saved = lua_gettop(L);
	for (int i = 0; i < SNAPSHOT_SLOTS; ++i) {
		lua_rawgeti(L, saved, i + 1);
		copytable(L);
		lua_rawseti(L, world, s_snapshotSlots[i]);
	}
	return 0;
}

// ---- plain data ----

#define MAX_DEPTH 32
enum { TAG_FALSE = 1, TAG_TRUE, TAG_INTEGER, TAG_FLOAT, TAG_STRING, TAG_TABLE };

// Bytes being written: counted only while `p` is NULL; `overflow` when they outgrow `capacity`.
typedef struct Out {
	unsigned char *p;
	size_t n, capacity;
	bool overflow;
	long values; ///< how many more values one userData may hold (a table reached twice counts twice)
} Out;

// A userData of more values than this is not carried (a table shared at every level of a deep
// table would otherwise take 2^depth steps).
#define MAX_VALUES 1000000L

static void put(Out *o, const void *bytes, size_t size)
{
	if (o->p != NULL) {
		if (o->capacity - o->n < size) {
			o->overflow = true;
			return;
		}
		memcpy(o->p + o->n, bytes, size);
	}
	o->n += size;
}

static void putByte(Out *o, unsigned char b) { put(o, &b, 1); }

static void putU32(Out *o, uint32_t v)
{
	unsigned char b[4];
	for (int i = 0; i < 4; ++i)
		b[i] = (unsigned char)(v >> (8 * i));
	put(o, b, 4);
}

static void putU64(Out *o, uint64_t v)
{
	putU32(o, (uint32_t)v);
	putU32(o, (uint32_t)(v >> 32));
}

// Write (or count) the value at `idx` when it is plain data: false (having written part of it)
// when it is not. `visiting` is a table of the tables on the way down (a cycle is not plain).
static bool encode(lua_State *L, int idx, Out *o, int visiting, int depth)
{
	if (--o->values < 0)
		return false;
	switch (lua_type(L, idx)) {
	case LUA_TBOOLEAN:
		putByte(o, lua_toboolean(L, idx) ? TAG_TRUE : TAG_FALSE);
		return true;
	case LUA_TNUMBER: {
		lua_Number number = lua_tonumber(L, idx);
#if LUA_VERSION_NUM >= 503
		if (lua_isinteger(L, idx)) {
			putByte(o, TAG_INTEGER);
			putU64(o, (uint64_t)lua_tointeger(L, idx));
			return true;
		}
#endif
		uint64_t bits;
		memcpy(&bits, &number, sizeof bits);
		putByte(o, TAG_FLOAT);
		putU64(o, bits);
		return true;
	}
	case LUA_TSTRING: {
		size_t length;
		const char *text = lua_tolstring(L, idx, &length);
		if (length > UINT32_MAX)
			return false;
		putByte(o, TAG_STRING);
		putU32(o, (uint32_t)length);
		put(o, text, length);
		return true;
	}
	case LUA_TTABLE: {
		if (depth >= MAX_DEPTH || !lua_checkstack(L, 4))
			return false;
		lua_pushvalue(L, idx);
		lua_rawget(L, visiting);
		bool cycle = !lua_isnil(L, -1);
		lua_pop(L, 1);
		if (cycle)
			return false;
		int table = idx; // (an absolute index)
		lua_pushvalue(L, table);
		lua_pushboolean(L, 1);
		lua_rawset(L, visiting);
		uint32_t pairs = 0;
		lua_pushnil(L);
		while (lua_next(L, table) != 0) {
			++pairs;
			lua_pop(L, 1);
		}
		putByte(o, TAG_TABLE);
		putU32(o, pairs);
		bool plain = true;
		lua_pushnil(L);
		while (plain && lua_next(L, table) != 0) {
			int top = lua_gettop(L);
			plain = encode(L, top - 1, o, visiting, depth + 1) && encode(L, top, o, visiting, depth + 1);
			lua_pop(L, 1);
		}
		if (!plain)
			lua_pop(L, 1); // the key lua_next left
		lua_pushvalue(L, table);
		lua_pushnil(L);
		lua_rawset(L, visiting);
		return plain;
	}
	default:
		return false;
	}
}

// An index + 1 key of a user data table (the shapes sit at negative keys: not data).
static bool datakey(lua_State *L, int idx, uint32_t *key)
{
	if (lua_type(L, idx) != LUA_TNUMBER)
		return false;
	lua_Number k = lua_tonumber(L, idx);
	if (!(k >= 1.0 && k <= 2147483647.0) || k != (lua_Number)(uint32_t)k)
		return false;
	*key = (uint32_t)k;
	return true;
}

// Write (or count) the plain user data of one table at `table`, in the order of the indices (the
// same data gives the same bytes): its entry count, then each entry.
static void encodetable(lua_State *L, int table, Out *o, int visiting)
{
	uint32_t last = 0;
	lua_pushnil(L);
	while (lua_next(L, table) != 0) {
		uint32_t key;
		if (datakey(L, -2, &key) && key > last)
			last = key;
		lua_pop(L, 1);
	}
	size_t countAt = o->n;
	putU32(o, 0);
	uint32_t count = 0;
	for (uint32_t key = 1; key <= last; ++key) {
		lua_rawgeti(L, table, (lua_Integer)key);
		Out probe = {NULL, 0, 0, false, MAX_VALUES};
		if (!lua_isnil(L, -1) && encode(L, lua_gettop(L), &probe, visiting, 0)) {
			putU32(o, key);
			o->values = MAX_VALUES;
			encode(L, lua_gettop(L), o, visiting, 0);
			++count;
		}
		lua_pop(L, 1);
	}
	if (o->p != NULL && !o->overflow)
		for (int i = 0; i < 4; ++i)
			o->p[countAt + (size_t)i] = (unsigned char)(count >> (8 * i));
}

static const char s_luaMagic[8] = {'b', '2', 'c', ' ', 'l', 'u', 'a', '\0'};
#define LUA_SECTION_VERSION 1u
#define LUA_HEADER_SIZE 32u

// Our section's payload (the four user data tables of the snapshot at 1), written into `o`.
static void encodedata(lua_State *L, Out *o)
{
	b2c_getuservalue(L, 1);
	int saved = lua_gettop(L);
	lua_newtable(L);
	int visiting = lua_gettop(L);
	for (int i = 0; i < 4; ++i) {
		lua_rawgeti(L, saved, s_dataSlots[i]);
		if (lua_istable(L, -1))
			encodetable(L, lua_gettop(L), o, visiting);
		else
			putU32(o, 0);
		lua_pop(L, 1);
	}
	lua_settop(L, saved - 1);
}

static int snapshot_serialize(lua_State *L)
{
	LuaSnapshot *ls = checksnapshot(L, 1);
	lua_settop(L, 1);
	Out count = {NULL, 0, 0, false, 0};
	encodedata(L, &count);
	size_t core = b2cSnapshot_GetSerializedSize(ls->snapshot);
	size_t total = core + LUA_HEADER_SIZE + count.n;
	unsigned char *buffer = (unsigned char *)lua_newuserdata(L, total); // (collected after)
	// written again: the sizes must agree (a finalizer run by the allocation could change the data)
	Out data = {buffer + core + LUA_HEADER_SIZE, 0, count.n, false, 0};
	encodedata(L, &data);
	if (data.overflow || data.n != count.n)
		return luaL_error(L, "userData changed while the snapshot was serialized");
	b2cSnapshot_Serialize(ls->snapshot, buffer);
	Out header = {buffer + core, 0, LUA_HEADER_SIZE, false, 0};
	put(&header, s_luaMagic, sizeof s_luaMagic);
	putU32(&header, LUA_SECTION_VERSION);
	putU32(&header, 0);
	putU64(&header, (uint64_t)count.n);
	putU64(&header, b2cHashBytes(B2C_HASH_INIT, data.p, data.n));
	lua_pushlstring(L, (const char *)buffer, total);
	return 1;
}

// ---- loading ----

typedef struct In {
	const unsigned char *p;
	size_t n, at;
} In;

static bool getBytes(In *in, void *out, size_t size)
{
	if (in->n - in->at < size)
		return false;
	memcpy(out, in->p + in->at, size);
	in->at += size;
	return true;
}

static bool getU32(In *in, uint32_t *v)
{
	unsigned char b[4];
	if (!getBytes(in, b, 4))
		return false;
	*v = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
	return true;
}

static bool getU64(In *in, uint64_t *v)
{
	uint32_t lo, hi;
	if (!getU32(in, &lo) || !getU32(in, &hi))
		return false;
	*v = (uint64_t)hi << 32 | lo;
	return true;
}

// Push the value written at in->at; false (nothing pushed) when the bytes are not one.
static bool decode(lua_State *L, In *in, int depth)
{
	unsigned char tag;
	if (depth > MAX_DEPTH || !lua_checkstack(L, 4) || !getBytes(in, &tag, 1))
		return false;
	switch (tag) {
	case TAG_FALSE:
	case TAG_TRUE:
		lua_pushboolean(L, tag == TAG_TRUE);
		return true;
	case TAG_INTEGER:
	case TAG_FLOAT: {
		uint64_t bits;
		if (!getU64(in, &bits))
			return false;
		if (tag == TAG_INTEGER) {
#if LUA_VERSION_NUM >= 503
			lua_pushinteger(L, (lua_Integer)bits);
#else
			lua_pushnumber(L, (lua_Number)(int64_t)bits);
#endif
		} else {
			lua_Number number;
			memcpy(&number, &bits, sizeof number);
			lua_pushnumber(L, number);
		}
		return true;
	}
	case TAG_STRING: {
		uint32_t length;
		if (!getU32(in, &length) || in->n - in->at < length)
			return false;
		lua_pushlstring(L, (const char *)in->p + in->at, length);
		in->at += length;
		return true;
	}
	case TAG_TABLE: {
		uint32_t pairs;
		if (!getU32(in, &pairs) || pairs > (in->n - in->at) / 2)
			return false;
		lua_createtable(L, 0, (int)(pairs < 1024 ? pairs : 1024));
		for (uint32_t i = 0; i < pairs; ++i) {
			if (!decode(L, in, depth + 1)) {
				lua_pop(L, 1);
				return false;
			}
			bool nan = lua_type(L, -1) == LUA_TNUMBER && lua_tonumber(L, -1) != lua_tonumber(L, -1);
			if (nan || !decode(L, in, depth + 1)) {
				lua_pop(L, 2);
				return false;
			}
			lua_rawset(L, -3);
		}
		return true;
	}
	default:
		return false;
	}
}

static int module_loadSnapshot(lua_State *L)
{
	if (lua_type(L, 1) != LUA_TSTRING)
		return b2c_typeerror(L, 1, "string");
	size_t size;
	const unsigned char *bytes = (const unsigned char *)lua_tolstring(L, 1, &size);
	lua_settop(L, 1);
	LuaSnapshot *ls = (LuaSnapshot *)b2c_newobjectuv(L, &b2c_snapshotClass, sizeof(LuaSnapshot));
	ls->snapshot = NULL;
	ls->owner = NULL;
	ls->owned = NULL;
	ls->owned = b2c_own(L, -1, &b2c_snapshotOwned, 0);
	if (ls->owned == NULL)
		return luaL_error(L, "not enough memory");
	size_t used;
	const char *error;
	ls->snapshot = b2cLoadSnapshot(bytes, size, &used, &error);
	b2c_setowned(ls->owned, ls->snapshot);
	if (ls->snapshot == NULL)
		return b2c_argerrorf(L, 1, "%s", error);
	In in = {bytes + used, size - used, 0};
	char magic[8];
	uint32_t version, reserved;
	uint64_t payload, sum;
	if (!getBytes(&in, magic, sizeof magic) || memcmp(magic, s_luaMagic, sizeof magic) != 0 || !getU32(&in, &version) ||
		!getU32(&in, &reserved) || !getU64(&in, &payload) || !getU64(&in, &sum))
		return b2c_argerrorf(L, 1, "truncated snapshot (no user data section)");
	if (version != LUA_SECTION_VERSION || reserved != 0)
		return b2c_argerrorf(L, 1, "unknown snapshot user data version %d", (int)version);
	if (payload != (uint64_t)(in.n - in.at))
		return b2c_argerrorf(L, 1,
							 payload > (uint64_t)(in.n - in.at) ? "truncated snapshot" : "bytes after the snapshot");
	if (b2cHashBytes(B2C_HASH_INIT, in.p + in.at, (size_t)payload) != sum)
		return b2c_argerrorf(L, 1, "corrupted snapshot (checksum mismatch)");
	lua_createtable(L, SNAPSHOT_SLOTS + 1, 0);
	int saved = lua_gettop(L);
	for (int i = 0; i < 4; ++i) {
		uint32_t count;
		if (!getU32(&in, &count) || count > (in.n - in.at) / 5)
			return b2c_argerrorf(L, 1, "corrupted snapshot: bad user data");
		lua_createtable(L, 0, (int)(count < 1024 ? count : 1024));
		for (uint32_t e = 0; e < count; ++e) {
			uint32_t key;
			if (!getU32(&in, &key) || key < 1 || key > 2147483647u || !decode(L, &in, 0))
				return b2c_argerrorf(L, 1, "corrupted snapshot: bad user data");
			lua_rawseti(L, -2, (lua_Integer)key);
		}
		lua_rawseti(L, saved, s_dataSlots[i]);
	}
	if (in.at != in.n)
		return b2c_argerrorf(L, 1, "corrupted snapshot: bad user data");
	b2c_setuservalue(L, 2);
	return 1;
}

// ---- the class ----

static int snapshot_getByteCount(lua_State *L)
{
	LuaSnapshot *ls = (LuaSnapshot *)b2c_checkudata(L, 1, &b2c_snapshotClass);
	lua_pushinteger(L, (lua_Integer)b2cSnapshot_GetByteCount(ls->snapshot));
	return 1;
}

// __close: the memory freed now (the snapshot empty, taken again by world:snapshot(snapshot));
// __gc: and its record.
static int snapshot_close(lua_State *L)
{
	LuaSnapshot *ls = (LuaSnapshot *)b2c_testudata(L, 1, &b2c_snapshotClass);
	if (ls != NULL) {
		b2cDestroySnapshot(ls->snapshot);
		ls->snapshot = NULL;
		b2c_setowned(ls->owned, NULL);
	}
	return 0;
}

static int snapshot_gc(lua_State *L)
{
	snapshot_close(L);
	LuaSnapshot *ls = (LuaSnapshot *)b2c_testudata(L, 1, &b2c_snapshotClass);
	if (ls != NULL) {
		b2c_disown(L, ls->owned);
		ls->owned = NULL;
	}
	return 0;
}

// What the module frees when the state closes before a snapshot's __gc ran (lowned.c).
static void destroysnapshot(void *snapshot) { b2cDestroySnapshot((b2cWorldSnapshot *)snapshot); }

static void forgetsnapshot(void *userdata)
{
	LuaSnapshot *ls = (LuaSnapshot *)userdata;
	ls->snapshot = NULL;
	ls->owned = NULL;
}

const b2c_OwnedType b2c_snapshotOwned = {destroysnapshot, forgetsnapshot, {&b2c_snapshotClass, NULL}};

static int snapshot_tostring(lua_State *L)
{
	LuaSnapshot *ls = (LuaSnapshot *)b2c_checkudata(L, 1, &b2c_snapshotClass);
	lua_pushfstring(L, "b2c.snapshot(%d bytes)", (int)b2cSnapshot_GetByteCount(ls->snapshot));
	return 1;
}

static const luaL_Reg snapshot_methods[] = {
	{"getByteCount", snapshot_getByteCount}, {"serialize", snapshot_serialize}, {NULL, NULL}};
static const luaL_Reg snapshot_meta[] = {{"__gc", snapshot_gc},
#if LUA_VERSION_NUM >= 504
										 {"__close", snapshot_close},
#endif
										 {"__tostring", snapshot_tostring},
										 {NULL, NULL}};
static const luaL_Reg snapshot_functions[] = {{"loadSnapshot", module_loadSnapshot}, {NULL, NULL}};

void b2c_opensnapshot(lua_State *L)
{
	b2c_newclass(L, &b2c_snapshotClass, snapshot_methods, snapshot_meta, b2c_indexmethod);
	luaL_setfuncs(L, snapshot_functions, 0);
}
