// SPDX-License-Identifier: MIT
// b2c binding: the C memory of the module's objects (worlds, trees and broad-phases, snapshots),
// recorded per Lua state so that none outlives the state.
//
// An object's userdata frees its memory in its __gc (or __close). Lua may not run that: Lua 5.4
// skips a finalizer whose call meets a stack overflow, and runs none for an object made by a
// finalizer while the state closes. So each object's memory is also listed here (a record malloc'd
// apart from the userdata, which the collector may free without a word), and a sentinel userdata
// made when the module opens, referenced from the registry, frees what is still listed when the
// state closes: its finalizer runs after those of every object made after it (Lua and LuaJIT
// finalize the newest first), so only the memory no finalizer freed is left. A weak table (record
// -> userdata) finds the userdata still alive then, which are told their memory is gone; from
// then on no object can be made (`b2c is closed`), and the classes lose their __gc (LuaJIT
// finalizes objects made during its close in a later round).
//
// The library itself stays loaded for the life of the process: LuaJIT unloads a C module during
// lua_close, before the finalizers of objects older than the module, which may still call it.
#define _GNU_SOURCE // dladdr, RTLD_NODELETE
#include "laux.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdlib.h>

typedef struct Link {
	struct Link *prev, *next;
} Link;

struct b2c_Owned {
	Link link; ///< (first: a Link of the list is its record)
	const b2c_OwnedType *type;
	void *object;          ///< what type->destroy frees; NULL: nothing (yet)
	max_align_t payload[]; ///< room asked for by b2c_own
};

typedef struct Registry {
	Link head; ///< of the circular list of records
	bool closing;
} Registry;

static char s_registryKey, s_weakKey;

static void rawgetkey(lua_State *L, const char *key)
{
	lua_pushlightuserdata(L, (void *)key);
	lua_rawget(L, LUA_REGISTRYINDEX);
}

static Registry *registry(lua_State *L)
{
	rawgetkey(L, &s_registryKey);
	Registry *r = (Registry *)lua_touserdata(L, -1);
	lua_pop(L, 1);
	return r;
}

static void unlinkrecord(Link *l)
{
	l->prev->next = l->next;
	l->next->prev = l->prev;
	l->prev = l->next = l;
}

b2c_Owned *b2c_own(lua_State *L, int ud, const b2c_OwnedType *type, size_t payload)
{
	ud = ud < 0 && ud > LUA_REGISTRYINDEX ? lua_gettop(L) + ud + 1 : ud;
	Registry *r = registry(L);
	if (r->closing)
		luaL_error(L, "b2c is closed (the Lua state is closing)");
	b2c_Owned *o = (b2c_Owned *)malloc(sizeof(b2c_Owned) + payload);
	if (o == NULL)
		return NULL;
	o->type = type;
	o->object = NULL;
	o->link.next = r->head.next;
	o->link.prev = &r->head;
	o->link.next->prev = &o->link;
	r->head.next = &o->link;
	// weak[o] = the userdata (an allocation that may raise: the record is in the list already, so
	// it is freed at the latest when the state closes)
	rawgetkey(L, &s_weakKey);
	lua_pushlightuserdata(L, o);
	lua_pushvalue(L, ud);
	lua_rawset(L, -3);
	lua_pop(L, 1);
	return o;
}

void *b2c_ownedpayload(b2c_Owned *o) { return o->payload; }

void b2c_setowned(b2c_Owned *o, void *object)
{
	if (o != NULL)
		o->object = object;
}

void b2c_disown(lua_State *L, b2c_Owned *o)
{
	if (o == NULL)
		return;
	unlinkrecord(&o->link);
	rawgetkey(L, &s_weakKey);
	if (lua_istable(L, -1)) {
		lua_pushlightuserdata(L, o);
		lua_pushnil(L);
		lua_rawset(L, -3);
	}
	lua_pop(L, 1);
	free(o);
}

// The sentinel's finalizer: the state is closing.
static int registry_gc(lua_State *L)
{
	Registry *r = (Registry *)lua_touserdata(L, 1);
	if (r == NULL || r->closing)
		return 0;
	r->closing = true;
	rawgetkey(L, &s_weakKey);
	int weak = lua_gettop(L);
	while (r->head.next != &r->head) {
		b2c_Owned *o = (b2c_Owned *)r->head.next;
		unlinkrecord(&o->link);
		lua_pushlightuserdata(L, o);
		lua_rawget(L, weak);
		if (lua_type(L, -1) == LUA_TUSERDATA)
			o->type->forget(lua_touserdata(L, -1));
		lua_pop(L, 1);
		if (o->object != NULL)
			o->type->destroy(o->object);
		free(o);
	}
	// No more finalizers of the module's classes: none has anything left to free, and under LuaJIT
	// one called after the module is unloaded would jump into unmapped code.
	const b2c_OwnedType *const types[] = {&b2c_worldOwned, &b2c_treeOwned, &b2c_snapshotOwned};
	for (size_t i = 0; i < sizeof types / sizeof types[0]; ++i) {
		for (int k = 0; k < 2 && types[i]->classes[k] != NULL; ++k) {
			b2c_getclass(L, types[i]->classes[k]);
			if (lua_istable(L, -1)) {
				lua_pushnil(L);
				lua_setfield(L, -2, "__gc");
			}
			lua_pop(L, 1);
		}
	}
	return 0;
}

void b2c_openowned(lua_State *L)
{
	rawgetkey(L, &s_registryKey);
	bool open = lua_type(L, -1) == LUA_TUSERDATA;
	lua_pop(L, 1);
	if (open)
		return; // the module opened again in the same state: one sentinel
	// Never unloaded (a handle that is never closed, and RTLD_NODELETE).
	Dl_info info;
	if (dladdr((void *)&b2c_openowned, &info) != 0 && info.dli_fname != NULL)
		(void)dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
	lua_pushlightuserdata(L, &s_weakKey);
	lua_newtable(L);
	lua_createtable(L, 0, 1);
	lua_pushliteral(L, "v");
	lua_setfield(L, -2, "__mode");
	lua_setmetatable(L, -2);
	lua_rawset(L, LUA_REGISTRYINDEX);
	lua_pushlightuserdata(L, &s_registryKey);
	Registry *r = (Registry *)b2c_newuserdata(L, sizeof(Registry));
	r->head.prev = r->head.next = &r->head;
	r->closing = false;
	lua_createtable(L, 0, 1);
	lua_pushcfunction(L, registry_gc);
	lua_setfield(L, -2, "__gc");
	lua_setmetatable(L, -2);
	lua_rawset(L, LUA_REGISTRYINDEX);
}
