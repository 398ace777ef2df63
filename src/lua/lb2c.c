// SPDX-License-Identifier: MIT
// b2c binding: the module table. Each part of the API registers itself from its own file.
#define _GNU_SOURCE // dladdr, RTLD_NODELETE
#include "laux.h"

#include <dlfcn.h>

// The Lua the module runs in: LuaJIT names itself in jit.version; otherwise the release the
// module was compiled against.
static void pushluaname(lua_State *L)
{
	lua_getglobal(L, "jit");
	if (lua_type(L, -1) == LUA_TTABLE) {
		lua_getfield(L, -1, "version");
		if (lua_type(L, -1) == LUA_TSTRING) {
			lua_remove(L, -2);
			return;
		}
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	lua_pushliteral(L, LUA_RELEASE);
}

static void setnumber(lua_State *L, const char *name, float value)
{
	b2c_pushfloat(L, value);
	lua_setfield(L, -2, name);
}

// b2c.callLoop(fn, n [, ...]): call fn(...) n times from C, keeping one result each time: the
// baseline the callback benchmarks compare a reported hit with (a hit is a call of that shape: one
// argument for a query, four for a ray). With no argument after n, fn gets one nil, as before.
static int module_callLoop(lua_State *L)
{
	b2c_checkfunction(L, 1);
	if (!lua_isnumber(L, 2)) // luaL_checknumber, its error named as b2c_argerror names it
		b2c_typeerror(L, 2, "number");
	lua_Number n = lua_tonumber(L, 2);
	if (lua_gettop(L) < 3)
		lua_settop(L, 3);
	int top = lua_gettop(L), nargs = top - 2;
	luaL_checkstack(L, nargs + 1, NULL);
	for (lua_Number i = 0; i < n; ++i) {
		lua_pushvalue(L, 1);
		for (int a = 3; a <= top; ++a)
			lua_pushvalue(L, a);
		lua_call(L, nargs, 1);
		lua_pop(L, 1);
	}
	return 0;
}

// Keep this library loaded for the life of the process. lua_close unloads the C libraries that
// `require` loaded before it has finished running finalizers (LuaJIT), or before the objects a
// finalizer made there are collected: a world, tree or snapshot made by a finalizer at close would
// have its __gc called into unmapped code. Reopening the library by its own path with
// RTLD_NODELETE marks it never to be unloaded; the handle is kept by no one, on purpose.
static void pinLibrary(void)
{
	Dl_info info;
	if (dladdr((void *)&luaopen_b2c, &info) != 0 && info.dli_fname != NULL)
		(void)dlopen(info.dli_fname, RTLD_NOW | RTLD_NODELETE | RTLD_NOLOAD);
}

int luaopen_b2c(lua_State *L)
{
	pinLibrary();
	b2c_openowned(L); // first: its sentinel is finalized after every object of the module
	lua_newtable(L);
	b2c_openmath(L);
	b2c_openshape(L);
	b2c_opentree(L);
	b2c_opencollide(L);
	b2c_openworld(L);

	setnumber(L, "linearSlop", B2C_LINEAR_SLOP);
	setnumber(L, "speculativeDistance", B2C_SPECULATIVE_DISTANCE);
	setnumber(L, "aabbMargin", B2C_AABB_MARGIN);
	setnumber(L, "maxShapeMargin", B2C_MAX_SHAPE_MARGIN);
	lua_pushinteger(L, B2C_MAX_POLYGON_VERTICES);
	lua_setfield(L, -2, "maxPolygonVertices");
	lua_pushliteral(L, B2C_VERSION_STRING);
	lua_setfield(L, -2, "version");
	pushluaname(L);
	lua_setfield(L, -2, "lua");
	lua_pushcfunction(L, module_callLoop);
	lua_setfield(L, -2, "callLoop");
	b2c_namefunctions(L, -1);
	b2c_installworldjit(L);    // (after the names: its fallbacks are the named C methods)
	b2c_installjitvec2(L, -1); // after: the C functions it wraps keep their names
	return 1;
}
