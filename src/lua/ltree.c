// SPDX-License-Identifier: MIT
// b2c binding: b2c.tree and b2c.broadphase, and their proxies.
//
// A tree's uservalue is a table T: T[1] the tree itself, T[2] its proxies by slot, T[3] their
// values by slot. A slot is a dense index (recycled through an id pool) kept as the node's user
// data, so these tables stay arrays and a hit finds its proxy with one array read. Every proxy's uservalue is the same
// T, so a proxy keeps its tree alive, the tree always hands callbacks the same proxy userdata, and nothing uses the
// registry. A proxy holds its node id and the node's generation: a destroyed proxy (or one whose node was recycled) is
// detected, never confused with another.
//
// Callbacks run inside one lua_pcall per traversal (a C runner stored in the registry, so
// nothing is allocated per call); each hit is a plain lua_call (a query's, 64 hits at a time, see
// callPending). While a traversal runs the tree's
// lock count is raised, and every mutator refuses with "tree is locked during a query"; an error
// in a callback unlocks the tree and is raised again unchanged.
#include "id_pool.h"
#include "laux.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

const b2c_Class b2c_treeClass = {"b2c.tree"};
const b2c_Class b2c_broadphaseClass = {"b2c.broadphase"};
const b2c_Class b2c_proxyClass = {"b2c.proxy"};

enum { SLOT_SELF = 1, SLOT_PROXIES = 2, SLOT_VALUES = 3 };

// Coordinates beyond this would overflow the tree's perimeter sums in single precision.
#define MAX_COORDINATE 1.0e18f

// The C side of a tree, kept in the record of its memory (lowned.c), not in the userdata: the
// module frees it when the state closes if the userdata's __gc never ran.
typedef struct TreeMemory {
	bool broadphase;
	b2cIdPool slots; // Lua-side slots of the proxies (T[2], T[3] index = slot + 1)
	union {
		b2cDynamicTree tree;
		b2cBroadPhase bp;
	} data;
} TreeMemory;

typedef struct LuaTree {
	b2cDynamicTree *tree; // points into the memory's `data`
	b2cBroadPhase *bp;    // NULL for a plain tree
	b2cIdPool *slots;     // the memory's
	int lockCount;
	int closed;
	b2c_Owned *owned; // the record of its memory; NULL once freed
	// Bumped by every change of the proxies (and by closing): the LuaJIT fast path compares it
	// before and after turning a traversal's slots into proxies (b2c_ffi_treeVersion).
	int32_t version;
} LuaTree;

typedef struct LuaProxy {
	int32_t id; // -1 once destroyed
	int32_t slot;
	uint32_t generation;
	LuaTree *owner;
} LuaProxy;

// ---- access ----

static LuaTree *toowner(lua_State *L, int arg)
{
	LuaTree *lt = (LuaTree *)b2c_testudata(L, arg, &b2c_treeClass);
	if (lt == NULL)
		lt = (LuaTree *)b2c_testudata(L, arg, &b2c_broadphaseClass);
	return lt;
}

// The tree (or broad-phase) at arg 1, open.
static LuaTree *checkowner(lua_State *L, const b2c_Class *cls)
{
	LuaTree *lt = cls ? (LuaTree *)b2c_checkudata(L, 1, cls) : toowner(L, 1);
	if (lt == NULL)
		b2c_typeerror(L, 1, "b2c.tree or b2c.broadphase");
	if (lt->closed)
		luaL_error(L, "%s is closed", b2c_typename(L, 1));
	return lt;
}

static void changed(LuaTree *lt) { lt->version = (int32_t)((uint32_t)lt->version + 1u); }

static void checkunlocked(lua_State *L, const LuaTree *lt)
{
	if (lt->lockCount > 0)
		luaL_error(L, "tree is locked during a query");
}

static bool proxyvalid(const LuaProxy *p)
{
	return p->id >= 0 && !p->owner->closed && b2cDynamicTree_IsProxy(p->owner->tree, p->id) &&
		   b2cDynamicTree_GetGeneration(p->owner->tree, p->id) == p->generation;
}

// A live proxy at `arg` (of tree `lt` when not NULL).
static LuaProxy *checkproxy(lua_State *L, int arg, const LuaTree *lt)
{
	LuaProxy *p = (LuaProxy *)b2c_checkudata(L, arg, &b2c_proxyClass);
	if (!proxyvalid(p))
		b2c_argerrorf(L, arg, "b2c.proxy is destroyed");
	if (lt != NULL && p->owner != lt)
		b2c_argerrorf(L, arg, "b2c.proxy belongs to another tree");
	return p;
}

static b2cAABB checkboundedaabb(lua_State *L, int arg)
{
	b2cAABB a = b2c_checkaabb(L, arg);
	if (b2cMaxFloat(b2cMaxFloat(b2cAbsFloat(a.lower.x), b2cAbsFloat(a.lower.y)),
					b2cMaxFloat(b2cAbsFloat(a.upper.x), b2cAbsFloat(a.upper.y))) > MAX_COORDINATE)
		b2c_argerrorf(L, arg, "b2c.aabb beyond the tree's range (coordinates up to 1e18)");
	return a;
}

static b2cVec2 checkboundedvec2(lua_State *L, int arg, b2cVec2 def)
{
	b2cVec2 v = b2c_optvec2(L, arg, def);
	if (b2cAbsFloat(v.x) > MAX_COORDINATE || b2cAbsFloat(v.y) > MAX_COORDINATE)
		b2c_argerrorf(L, arg, "b2c.vec2 beyond the tree's range (coordinates up to 1e18)");
	return v;
}

// ---- construction and collection ----

static void destroymemory(void *memory)
{
	TreeMemory *m = (TreeMemory *)memory;
	if (m->broadphase)
		b2cBroadPhase_Destroy(&m->data.bp);
	else
		b2cDynamicTree_Destroy(&m->data.tree);
	b2cDestroyIdPool(&m->slots);
}

static void forgetmemory(void *userdata)
{
	LuaTree *lt = (LuaTree *)userdata;
	lt->closed = 1;
	lt->owned = NULL;
	changed(lt);
}

const b2c_OwnedType b2c_treeOwned = {destroymemory, forgetmemory, {&b2c_treeClass, &b2c_broadphaseClass}};

static void newowner(lua_State *L, const b2c_Class *cls, bool broadphase)
{
	LuaTree *lt = (LuaTree *)b2c_newobjectuv(L, cls, sizeof(LuaTree));
	memset(lt, 0, sizeof *lt);
	lt->closed = 1; // until its memory is there
	lt->owned = b2c_own(L, -1, &b2c_treeOwned, sizeof(TreeMemory));
	if (lt->owned == NULL)
		luaL_error(L, "not enough memory for a %s", cls->name);
	TreeMemory *m = (TreeMemory *)b2c_ownedpayload(lt->owned);
	m->broadphase = broadphase;
	m->slots = b2cCreateIdPool();
	lt->slots = &m->slots;
	if (broadphase) {
		m->data.bp = b2cBroadPhase_Create();
		lt->bp = &m->data.bp;
		lt->tree = &m->data.bp.tree;
	} else {
		m->data.tree = b2cDynamicTree_Create();
		lt->tree = &m->data.tree;
	}
	b2c_setowned(lt->owned, m);
	lt->closed = 0;
	lua_createtable(L, 3, 0);
	lua_pushvalue(L, -2);
	lua_rawseti(L, -2, SLOT_SELF);
	lua_newtable(L);
	lua_rawseti(L, -2, SLOT_PROXIES);
	lua_newtable(L);
	lua_rawseti(L, -2, SLOT_VALUES);
	b2c_setuservalue(L, -2);
}

static int tree_new(lua_State *L)
{
	newowner(L, &b2c_treeClass, false);
	return 1;
}

static int broadphase_new(lua_State *L)
{
	newowner(L, &b2c_broadphaseClass, true);
	return 1;
}

// __gc and __close: free the C memory once; the proxies then report the tree closed.
static int owner_gc(lua_State *L)
{
	LuaTree *lt = toowner(L, 1);
	if (lt != NULL && !lt->closed) {
		if (lt->lockCount > 0)
			return luaL_error(L, "tree is locked during a query");
		destroymemory(b2c_ownedpayload(lt->owned));
		lt->closed = 1;
		changed(lt);
	}
	if (lt != NULL) {
		b2c_disown(L, lt->owned);
		lt->owned = NULL;
	}
	return 0;
}

static int owner_tostring(lua_State *L)
{
	LuaTree *lt = toowner(L, 1);
	if (lt == NULL)
		return b2c_typeerror(L, 1, "b2c.tree or b2c.broadphase");
	if (lt->closed)
		lua_pushfstring(L, "%s(closed)", b2c_typename(L, 1));
	else
		lua_pushfstring(L, "%s(%d proxies)", b2c_typename(L, 1), b2cDynamicTree_GetProxyCount(lt->tree));
	return 1;
}

// ---- proxies ----

static int owner_createProxy(lua_State *L)
{
	LuaTree *lt = checkowner(L, NULL);
	b2cAABB aabb = checkboundedaabb(L, 2);
	checkunlocked(L, lt);
	lua_settop(L, 3);
	// The userdata first: if Lua runs out of memory, the tree is unchanged.
	LuaProxy *p = (LuaProxy *)b2c_newobjectuv(L, &b2c_proxyClass, sizeof(LuaProxy));
	p->id = -1;
	p->owner = lt;
	b2c_getuservalue(L, 1);
	b2c_setuservalue(L, 4);
	// Checked again: a finalizer run by the allocation may have closed the tree or be traversing it.
	lt = checkowner(L, NULL);
	checkunlocked(L, lt);
	b2c_pushslot(L, 1, SLOT_PROXIES);
	b2c_pushslot(L, 1, SLOT_VALUES);
	int slot = b2cAllocId(lt->slots);
	if (slot < 0)
		return luaL_error(L, "not enough memory for a new proxy");
	int32_t id = lt->bp ? b2cBroadPhase_CreateProxy(lt->bp, aabb, (uint64_t)slot)
						: b2cDynamicTree_CreateProxy(lt->tree, aabb, (uint64_t)slot);
	if (id == B2C_NULL_NODE) {
		b2cFreeId(lt->slots, slot);
		return luaL_error(L, "not enough memory for a new proxy");
	}
	changed(lt);
	p->id = id;
	p->slot = slot;
	p->generation = b2cDynamicTree_GetGeneration(lt->tree, id);
	lua_pushvalue(L, 4);
	lua_rawseti(L, 5, slot + 1);
	lua_pushvalue(L, 3);
	lua_rawseti(L, 6, slot + 1);
	lua_settop(L, 4);
	return 1;
}

static int owner_moveProxy(lua_State *L)
{
	LuaTree *lt = checkowner(L, NULL);
	checkproxy(L, 2, lt);
	b2cAABB aabb = checkboundedaabb(L, 3);
	b2cVec2 displacement = checkboundedvec2(L, 4, b2cVec2_zero);
	// again: a vec2 table's __index may have destroyed the proxy or closed the tree
	lt = checkowner(L, NULL);
	LuaProxy *p = checkproxy(L, 2, lt);
	checkunlocked(L, lt);
	bool moved = lt->bp ? b2cBroadPhase_MoveProxy(lt->bp, p->id, aabb, displacement)
						: b2cDynamicTree_MoveProxy(lt->tree, p->id, aabb, displacement);
	changed(lt);
	lua_pushboolean(L, moved);
	return 1;
}

static int owner_destroyProxy(lua_State *L)
{
	LuaTree *lt = checkowner(L, NULL);
	LuaProxy *p = checkproxy(L, 2, lt);
	checkunlocked(L, lt);
	b2c_pushslot(L, 1, SLOT_PROXIES);
	b2c_pushslot(L, 1, SLOT_VALUES);
	if (lt->bp)
		b2cBroadPhase_DestroyProxy(lt->bp, p->id);
	else
		b2cDynamicTree_DestroyProxy(lt->tree, p->id);
	changed(lt);
	lua_pushnil(L);
	lua_rawseti(L, -3, p->slot + 1);
	lua_pushnil(L);
	lua_rawseti(L, -2, p->slot + 1);
	b2cFreeId(lt->slots, p->slot); // out of memory: the slot is just not reused
	p->id = -1;
	return 0;
}

static int owner_touchProxy(lua_State *L)
{
	LuaTree *lt = checkowner(L, &b2c_broadphaseClass);
	LuaProxy *p = checkproxy(L, 2, lt);
	checkunlocked(L, lt);
	if (!b2cBroadPhase_TouchProxy(lt->bp, p->id))
		return luaL_error(L, "not enough memory to touch a proxy");
	return 0;
}

static int owner_testOverlap(lua_State *L)
{
	LuaTree *lt = checkowner(L, &b2c_broadphaseClass);
	LuaProxy *a = checkproxy(L, 2, lt);
	LuaProxy *b = checkproxy(L, 3, lt);
	lua_pushboolean(L, b2cBroadPhase_TestOverlap(lt->bp, a->id, b->id));
	return 1;
}

static int proxy_index(lua_State *L)
{
	LuaProxy *p = (LuaProxy *)b2c_checkudata(L, 1, &b2c_proxyClass);
	if (lua_type(L, 2) == LUA_TSTRING && strcmp(lua_tostring(L, 2), "value") == 0) {
		if (!proxyvalid(p))
			return luaL_error(L, "b2c.proxy is destroyed");
		b2c_getuservalue(L, 1);
		lua_rawgeti(L, -1, SLOT_VALUES);
		lua_rawgeti(L, -1, p->slot + 1);
		return 1;
	}
	return b2c_indexmethod(L);
}

static int proxy_fatAABB(lua_State *L)
{
	LuaProxy *p = checkproxy(L, 1, NULL);
	b2c_pushaabb(L, b2cDynamicTree_GetFatAABB(p->owner->tree, p->id));
	return 1;
}

static int proxy_isValid(lua_State *L)
{
	LuaProxy *p = (LuaProxy *)b2c_checkudata(L, 1, &b2c_proxyClass);
	lua_pushboolean(L, proxyvalid(p));
	return 1;
}

static int proxy_tostring(lua_State *L)
{
	LuaProxy *p = (LuaProxy *)b2c_checkudata(L, 1, &b2c_proxyClass);
	if (proxyvalid(p))
		lua_pushfstring(L, "b2c.proxy(%d)", (int)p->slot + 1);
	else
		lua_pushliteral(L, "b2c.proxy(destroyed)");
	return 1;
}

// ---- callbacks ----

static char s_queryRunnerKey, s_rayRunnerKey, s_pairRunnerKey;

// A query's hits are gathered HIT_BATCH at a time and the callback is called for each after, the
// calls' results left on the stack and dropped in one lua_settop for the batch (one API call a hit
// less than popping each). The callbacks see the same hits in the same order (the tree is locked
// meanwhile, so nothing they do changes what is hit).
enum { HIT_BATCH = 64 };

typedef struct Traversal {
	lua_State *L;
	LuaTree *lt;
	b2cAABB aabb;
	b2cVec2 p1, p2;
	float maxFraction;
	int calls;
	int pending;  // hits gathered, not called yet
	bool stopped; // a callback returned false
	int32_t slots[HIT_BATCH];
} Traversal;

// A callback's result: false (the boolean) stops; anything else goes on. One call into Lua for
// the usual nil or true.
static bool goesOn(lua_State *L) { return lua_type(L, -1) != LUA_TBOOLEAN || lua_toboolean(L, -1); }

// Runner stack: 1 traversal (light userdata), 2 callback, 3 proxies table, [4 p1, 5 p2].
static bool callPending(Traversal *t)
{
	lua_State *L = t->L;
	int n = t->pending;
	t->pending = 0;
	// The results stay on the stack until the batch is done: one lua_settop for them all.
	luaL_checkstack(L, n + 2, NULL);
	bool go = true;
	for (int i = 0; i < n && go; ++i) {
		lua_pushvalue(L, 2);
		lua_rawgeti(L, 3, (lua_Integer)t->slots[i] + 1);
		t->calls++;
		lua_call(L, 1, 1);
		go = goesOn(L);
	}
	lua_settop(L, 3);
	t->stopped = !go;
	return go;
}

static bool queryHit(int32_t id, uint64_t slot, void *context)
{
	(void)id;
	Traversal *t = (Traversal *)context;
	t->slots[t->pending++] = (int32_t)slot;
	return t->pending < HIT_BATCH || callPending(t);
}

static int queryRunner(lua_State *L)
{
	Traversal *t = (Traversal *)lua_touserdata(L, 1);
	b2cDynamicTree_Query(t->lt->tree, t->aabb, queryHit, t);
	if (!t->stopped)
		callPending(t);
	return 0;
}

static float rayHit(int32_t id, uint64_t slot, b2cVec2 p1, b2cVec2 p2, float maxFraction, void *context)
{
	(void)id;
	(void)p1;
	(void)p2;
	lua_State *L = ((Traversal *)context)->L;
	lua_pushvalue(L, 2);
	lua_rawgeti(L, 3, (lua_Integer)slot + 1);
	lua_pushvalue(L, 4);
	lua_pushvalue(L, 5);
	b2c_pushfloat(L, maxFraction);
	lua_call(L, 4, 1);
	float result = -1.0f; // go on unchanged
	if (lua_type(L, -1) == LUA_TNUMBER) {
		lua_Number value = lua_tonumber(L, -1);
		if (value == 0.0)
			result = 0.0f;
		else if (value > 0.0 && value < maxFraction)
			result = (float)value;
	}
	lua_pop(L, 1);
	return result;
}

static int rayRunner(lua_State *L)
{
	Traversal *t = (Traversal *)lua_touserdata(L, 1);
	t->calls = b2cDynamicTree_RayCast(t->lt->tree, t->p1, t->p2, t->maxFraction, rayHit, t);
	return 0;
}

static bool pairHit(int32_t a, uint64_t slotA, int32_t b, uint64_t slotB, void *context)
{
	(void)a;
	(void)b;
	lua_State *L = ((Traversal *)context)->L;
	lua_pushvalue(L, 2);
	lua_rawgeti(L, 3, (lua_Integer)slotA + 1);
	lua_rawgeti(L, 3, (lua_Integer)slotB + 1);
	lua_call(L, 2, 0);
	return true;
}

static int pairRunner(lua_State *L)
{
	Traversal *t = (Traversal *)lua_touserdata(L, 1);
	t->calls = b2cBroadPhase_UpdatePairs(t->lt->bp, pairHit, t); // every pair is reported
	if (t->calls < 0)
		return luaL_error(L, "not enough memory to update pairs");
	return 0;
}

// Run `runnerKey`'s runner in protected mode with the callback at `fnArg` and `extra` values
// already pushed on top; unlock, and raise any error again unchanged.
static void traverse(lua_State *L, Traversal *t, const char *runnerKey, int fnArg, int extra)
{
	int top = lua_gettop(L) - extra;
	b2c_pushrunner(L, runnerKey);
	lua_pushlightuserdata(L, t);
	lua_pushvalue(L, fnArg);
	b2c_pushslot(L, 1, SLOT_PROXIES);
	for (int i = 1; i <= extra; ++i)
		lua_pushvalue(L, top + i);
	t->lt->lockCount++;
	int status = lua_pcall(L, 3 + extra, 0, 0);
	t->lt->lockCount--;
	if (status != 0)
		lua_error(L);
}

static int owner_query(lua_State *L)
{
	Traversal t;
	checkowner(L, NULL);
	t.aabb = b2c_checkaabb(L, 2);
	b2c_checkfunction(L, 3);
	t.lt = checkowner(L, NULL); // again: reading a table's points may have closed it
	t.L = L;
	t.calls = 0;
	t.pending = 0;
	t.stopped = false;
	traverse(L, &t, &s_queryRunnerKey, 3, 0);
	lua_pushinteger(L, t.calls);
	return 1;
}

static int owner_rayCast(lua_State *L)
{
	Traversal t;
	t.lt = checkowner(L, NULL);
	t.p1 = b2c_checkvec2(L, 2);
	t.p2 = b2c_checkvec2(L, 3);
	b2c_checkfunction(L, 4);
	t.maxFraction = b2c_optfloat(L, 5, 1.0f);
	t.L = L;
	t.calls = 0;
	// The same two vec2 values go to every call.
	b2c_pushvec2(L, t.p1);
	b2c_pushvec2(L, t.p2);
	// Checked again: a vec2 table's __index, and a finalizer run by these allocations, are Lua code.
	t.lt = checkowner(L, NULL);
	traverse(L, &t, &s_rayRunnerKey, 4, 2);
	lua_pushinteger(L, t.calls);
	return 1;
}

static int owner_updatePairs(lua_State *L)
{
	Traversal t;
	t.lt = checkowner(L, &b2c_broadphaseClass);
	b2c_checkfunction(L, 2);
	checkunlocked(L, t.lt);
	t.L = L;
	t.calls = 0;
	traverse(L, &t, &s_pairRunnerKey, 2, 0);
	lua_pushinteger(L, t.calls);
	return 1;
}

// ---- pull forms: no Lua code runs, so no lock and no protected call ----

typedef struct Collect {
	lua_State *L; // stack: ... proxies table at `proxies`, output table at `out`
	int proxies, out, count;
} Collect;

static bool collectHit(int32_t id, uint64_t slot, void *context)
{
	(void)id;
	Collect *c = (Collect *)context;
	lua_rawgeti(c->L, c->proxies, (lua_Integer)slot + 1);
	lua_rawseti(c->L, c->out, ++c->count);
	return true;
}

static float collectRayHit(int32_t id, uint64_t userData, b2cVec2 p1, b2cVec2 p2, float maxFraction, void *context)
{
	(void)p1;
	(void)p2;
	(void)maxFraction;
	collectHit(id, userData, context);
	return -1.0f;
}

// Output table at `outArg` (created when absent) and the proxies table pushed.
static void prepareCollect(lua_State *L, int outArg, Collect *c)
{
	if (lua_isnoneornil(L, outArg)) {
		lua_newtable(L);
	} else {
		if (lua_type(L, outArg) != LUA_TTABLE)
			b2c_typeerror(L, outArg, "table");
		lua_pushvalue(L, outArg);
	}
	b2c_pushslot(L, 1, SLOT_PROXIES);
	c->L = L;
	c->out = lua_gettop(L) - 1;
	c->proxies = lua_gettop(L);
	c->count = 0;
}

// Clear the entries after the result up to the first nil: what an earlier result left there. (Not
// up to the table's length, which a table can make read 2^30 whatever it holds.)
static int finishCollect(lua_State *L, const Collect *c)
{
	for (lua_Integer i = (lua_Integer)c->count + 1;; ++i) {
		lua_rawgeti(L, c->out, i);
		bool empty = lua_isnil(L, -1);
		lua_pop(L, 1);
		if (empty)
			break;
		lua_pushnil(L);
		lua_rawseti(L, c->out, i);
	}
	lua_pop(L, 1);
	return 1;
}

static int owner_queryAll(lua_State *L)
{
	checkowner(L, NULL);
	b2cAABB aabb = b2c_checkaabb(L, 2);
	Collect c;
	prepareCollect(L, 3, &c);
	LuaTree *lt = checkowner(L, NULL); // again: a finalizer run by the allocation may have closed it
	b2cDynamicTree_Query(lt->tree, aabb, collectHit, &c);
	return finishCollect(L, &c);
}

static int owner_rayCastAll(lua_State *L)
{
	checkowner(L, NULL);
	b2cVec2 p1 = b2c_checkvec2(L, 2);
	b2cVec2 p2 = b2c_checkvec2(L, 3);
	Collect c;
	prepareCollect(L, 4, &c);
	// again: a vec2 table's __index, or a finalizer run by the allocation, may have closed it
	LuaTree *lt = checkowner(L, NULL);
	b2cDynamicTree_RayCast(lt->tree, p1, p2, 1.0f, collectRayHit, &c);
	return finishCollect(L, &c);
}

// ---- whole-tree operations ----

static int owner_count(lua_State *L)
{
	lua_pushinteger(L, b2cDynamicTree_GetProxyCount(checkowner(L, NULL)->tree));
	return 1;
}

static int owner_height(lua_State *L)
{
	lua_pushinteger(L, b2cDynamicTree_GetHeight(checkowner(L, NULL)->tree));
	return 1;
}

static int owner_maxBalance(lua_State *L)
{
	lua_pushinteger(L, b2cDynamicTree_GetMaxBalance(checkowner(L, NULL)->tree));
	return 1;
}

static int owner_areaRatio(lua_State *L)
{
	b2c_pushfloat(L, b2cDynamicTree_GetAreaRatio(checkowner(L, NULL)->tree));
	return 1;
}

static int owner_validate(lua_State *L)
{
	const char *why = b2cDynamicTree_Validate(checkowner(L, NULL)->tree);
	if (why != NULL)
		return luaL_error(L, "invalid tree: %s", why);
	lua_pushboolean(L, 1);
	return 1;
}

static int owner_rebuild(lua_State *L)
{
	LuaTree *lt = checkowner(L, NULL);
	checkunlocked(L, lt);
	changed(lt);
	if (!b2cDynamicTree_Rebuild(lt->tree))
		return luaL_error(L, "not enough memory to rebuild the tree");
	return 0;
}

static int owner_shiftOrigin(lua_State *L)
{
	LuaTree *lt = checkowner(L, NULL);
	if (lua_isnoneornil(L, 2))
		return b2c_typeerror(L, 2, "b2c.vec2");
	b2cVec2 origin = checkboundedvec2(L, 2, b2cVec2_zero);
	lt = checkowner(L, NULL); // again: a vec2 table's __index may have closed it
	checkunlocked(L, lt);
	changed(lt);
	b2cDynamicTree_ShiftOrigin(lt->tree, origin);
	return 0;
}

// ---- registration ----

static const luaL_Reg tree_methods[] = {{"createProxy", owner_createProxy},
										{"moveProxy", owner_moveProxy},
										{"destroyProxy", owner_destroyProxy},
										{"query", owner_query},
										{"rayCast", owner_rayCast},
										{"queryAll", owner_queryAll},
										{"rayCastAll", owner_rayCastAll},
										{"count", owner_count},
										{"height", owner_height},
										{"maxBalance", owner_maxBalance},
										{"areaRatio", owner_areaRatio},
										{"validate", owner_validate},
										{"rebuild", owner_rebuild},
										{"shiftOrigin", owner_shiftOrigin},
										{NULL, NULL}};

static const luaL_Reg broadphase_methods[] = {
	{"createProxy", owner_createProxy}, {"moveProxy", owner_moveProxy},     {"destroyProxy", owner_destroyProxy},
	{"touchProxy", owner_touchProxy},   {"testOverlap", owner_testOverlap}, {"query", owner_query},
	{"rayCast", owner_rayCast},         {"queryAll", owner_queryAll},       {"rayCastAll", owner_rayCastAll},
	{"updatePairs", owner_updatePairs}, {"proxyCount", owner_count},        {"treeHeight", owner_height},
	{"validate", owner_validate},       {"shiftOrigin", owner_shiftOrigin}, {NULL, NULL}};

static const luaL_Reg owner_meta[] = {{"__gc", owner_gc},
#if LUA_VERSION_NUM >= 504
									  {"__close", owner_gc},
#endif
									  {"__len", owner_count},
									  {"__tostring", owner_tostring},
									  {NULL, NULL}};

static const luaL_Reg proxy_methods[] = {{"fatAABB", proxy_fatAABB}, {"isValid", proxy_isValid}, {NULL, NULL}};

static const luaL_Reg proxy_meta[] = {{"__tostring", proxy_tostring}, {NULL, NULL}};

static const luaL_Reg tree_constructors[] = {{"tree", tree_new}, {"broadphase", broadphase_new}, {NULL, NULL}};

// ---- LuaJIT fast path ----
// Under LuaJIT, b2c.jit (lua/b2c/jit.lua) replaces queryAll and rayCastAll by versions that call
// the functions below through the FFI: the traversal fills a C array of slots, and the loop that
// turns them into proxies is compiled by the JIT instead of crossing the C API per hit. The Lua
// side checks every argument's metatable first and falls back to the C methods otherwise.

#define B2C_FFI_EXPORT __attribute__((visibility("default")))

B2C_FFI_EXPORT int b2c_ffi_treeQuery(void *owner, const b2cAABB *aabb, int32_t *slots, int capacity);
B2C_FFI_EXPORT int b2c_ffi_treeRayCast(void *owner, const b2cVec2 *p1, const b2cVec2 *p2, int32_t *slots, int capacity);
B2C_FFI_EXPORT int32_t b2c_ffi_treeVersion(void *owner);
B2C_FFI_EXPORT int b2c_ffi_treeLock(void *owner, int delta);

typedef struct SlotBuffer {
	int32_t *slots;
	int capacity, count;
} SlotBuffer;

static bool slotHit(int32_t id, uint64_t slot, void *context)
{
	(void)id;
	SlotBuffer *b = (SlotBuffer *)context;
	if (b->count < b->capacity)
		b->slots[b->count] = (int32_t)slot;
	if (b->count < INT_MAX)
		b->count++;
	return true;
}

static float slotRayHit(int32_t id, uint64_t slot, b2cVec2 p1, b2cVec2 p2, float maxFraction, void *context)
{
	(void)p1;
	(void)p2;
	(void)maxFraction;
	slotHit(id, slot, context);
	return -1.0f;
}

// `slots` holds capacity + 1 elements: the slots of the first `capacity` hits, then the tree's
// version as the traversal saw it (slots[capacity]). Returns the number of hits (call again with
// more room when it exceeds capacity; what is past capacity is never written), or -1 for a closed
// tree or a negative capacity (the caller falls back to the checked method).
int b2c_ffi_treeQuery(void *owner, const b2cAABB *aabb, int32_t *slots, int capacity)
{
	LuaTree *lt = (LuaTree *)owner;
	if (lt->closed || capacity < 0)
		return -1;
	SlotBuffer b = {slots, capacity, 0};
	b2cDynamicTree_Query(lt->tree, *aabb, slotHit, &b);
	slots[capacity] = lt->version;
	return b.count;
}

int b2c_ffi_treeRayCast(void *owner, const b2cVec2 *p1, const b2cVec2 *p2, int32_t *slots, int capacity)
{
	LuaTree *lt = (LuaTree *)owner;
	if (lt->closed || capacity < 0)
		return -1;
	SlotBuffer b = {slots, capacity, 0};
	b2cDynamicTree_RayCast(lt->tree, *p1, *p2, 1.0f, slotRayHit, &b);
	slots[capacity] = lt->version;
	return b.count;
}

// The version now: a fill whose traversal saw another one may hold destroyed or moved proxies.
int32_t b2c_ffi_treeVersion(void *owner) { return ((const LuaTree *)owner)->version; }

// Lock (delta 1) or unlock (delta -1) the tree around the Lua loop of b2c.jit's tree:query, as
// traverse() does around the C one: while locked, every mutator refuses and the tree cannot be
// closed. Returns the lock count, or -1 (nothing done) when locking a closed tree.
int b2c_ffi_treeLock(void *owner, int delta)
{
	LuaTree *lt = (LuaTree *)owner;
	if (delta > 0 && lt->closed)
		return -1;
	lt->lockCount += delta > 0 ? 1 : -1;
	return lt->lockCount;
}

static int owner_proxiesTable(lua_State *L)
{
	checkowner(L, NULL);
	b2c_pushslot(L, 1, SLOT_PROXIES);
	return 1;
}

// Under LuaJIT: require "b2c.jit" and let it install the fast path. Anything missing (no FFI, the
// file not on the path) leaves the C methods in place.
static void installJitFastPath(lua_State *L)
{
	int top;
	if (!b2c_beginjit(L, "b2c.jit", (const void *)&b2c_ffi_treeQuery, &top))
		return;
	b2c_getclass(L, &b2c_treeClass);
	b2c_getclass(L, &b2c_broadphaseClass);
	b2c_getclass(L, &b2c_aabbClass);
	b2c_getclass(L, &b2c_vec2Class);
	lua_pushcfunction(L, owner_proxiesTable);
	b2c_endjit(L, 5, top);
}

int b2c_opentree(lua_State *L)
{
	b2c_newclass(L, &b2c_treeClass, tree_methods, owner_meta, b2c_indexmethod);
	b2c_newclass(L, &b2c_broadphaseClass, broadphase_methods, owner_meta, b2c_indexmethod);
	b2c_newclass(L, &b2c_proxyClass, proxy_methods, proxy_meta, proxy_index);
	b2c_storerunner(L, &s_queryRunnerKey, queryRunner);
	b2c_storerunner(L, &s_rayRunnerKey, rayRunner);
	b2c_storerunner(L, &s_pairRunnerKey, pairRunner);
	luaL_setfuncs(L, tree_constructors, 0);
	installJitFastPath(L);
	return 0;
}
