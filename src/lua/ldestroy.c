// SPDX-License-Identifier: MIT
// b2c binding: destroying bodies, fixtures and joints from a callback. While the world is locked
// (a step, a query or a draw, and their callbacks), the core must not change under the code that
// walks it; a destroy() then marks the handle pending, so that it reports destroyed at once and
// no callback is handed it again, and queues it in the world's table T[SLOT_PENDING]. When the
// last lock is released, the queue is destroyed in order (as love.physics does).
#include "lworld.h"

// Mark pending the handle in table `slot` of the world (the handle at 1 gives it) under the core
// index `index`: one of a body's fixtures (a chain's is under each of its segments) or joints.
static void markslot(lua_State *L, int slot, int32_t index)
{
	b2c_pushslot(L, 1, slot);
	lua_rawgeti(L, -1, (lua_Integer)index + 1);
	LuaHandle *h = (LuaHandle *)lua_touserdata(L, -1);
	if (h != NULL)
		h->pending = true;
	lua_pop(L, 2);
}

bool b2c_deferdestroy(lua_State *L, LuaHandle *h)
{
	LuaWorld *lw = h->owner;
	if (lw->world == NULL)
		luaL_error(L, "b2c.world is closed");
	if (!b2c_islocked(lw))
		return false;
	// Room in the queue first: an allocation may raise, and nothing is marked yet.
	b2c_pushslot(L, 1, SLOT_PENDING);
	lua_pushvalue(L, 1);
	lua_rawseti(L, -2, (lua_Integer)b2c_rawlen(L, -2) + 1);
	lua_pop(L, 1);
	h->pending = true;
	lw->deferred++;
	if (b2c_tohandle(L, 1, &b2c_bodyClass) != NULL) {
		// Its fixtures and joints go with it: they report destroyed too.
		b2cWorld *w = lw->world;
		b2cBodyId body = b2c_bodyid(h);
		for (int32_t s = b2cBody_GetFirstShape(w, body); s >= 0; s = b2cWorld_GetNextShape(w, s))
			markslot(L, SLOT_FIXTURES, s);
		for (int32_t j = b2cBody_GetFirstJoint(w, body); j >= 0; j = b2cBody_GetNextJoint(w, body, j))
			markslot(L, SLOT_JOINTS, j);
	}
	return true;
}

// Destroy the handle on top of the stack (popped) by its own destroy method, now that the world is
// unlocked; an error (none is expected: memory) is dropped, the queue goes on.
static int destroyNow(lua_State *L)
{
	LuaHandle *h = (LuaHandle *)lua_touserdata(L, 1);
	h->pending = false;
	lua_getfield(L, 1, "isDestroyed");
	lua_pushvalue(L, 1);
	lua_call(L, 1, 1);
	if (lua_toboolean(L, -1))
		return 0; // gone with something queued before it (its body)
	lua_getfield(L, 1, "destroy");
	lua_pushvalue(L, 1);
	lua_call(L, 1, 0);
	return 0;
}

void b2c_flushdestroys(lua_State *L, LuaWorld *lw)
{
	// (every locked call is a method of the world: it is at 1, its table is its uservalue)
	if (lw->world == NULL || lua_touserdata(L, 1) != (void *)lw || !lua_checkstack(L, 6))
		return;
	b2c_pushslot(L, 1, SLOT_PENDING);
	int queue = lua_gettop(L);
	lua_Integer count = (lua_Integer)b2c_rawlen(L, queue);
	if (count == 0) {
		lua_pop(L, 1);
		return;
	}
	// A new queue (the destroys queue nothing: the world is unlocked).
	b2c_getuservalue(L, 1);
	lua_newtable(L);
	lua_rawseti(L, -2, SLOT_PENDING);
	lua_pop(L, 1);
	lw->deferred = 0;
	for (lua_Integer i = 1; i <= count; ++i) {
		lua_pushcfunction(L, destroyNow);
		lua_rawgeti(L, queue, i);
		if (lua_pcall(L, 1, 0, 0) != 0)
			lua_pop(L, 1);
	}
	lua_pop(L, 1);
}
