// SPDX-License-Identifier: MIT
// b2c binding: the module table. Each part of the API registers itself from its own file.
#include "laux.h"

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

int luaopen_b2c(lua_State *L)
{
	lua_newtable(L);
	b2c_openmath(L);
	b2c_openshape(L);
	b2c_opentree(L);

	setnumber(L, "linearSlop", B2C_LINEAR_SLOP);
	setnumber(L, "speculativeDistance", B2C_SPECULATIVE_DISTANCE);
	setnumber(L, "aabbMargin", B2C_AABB_MARGIN);
	lua_pushinteger(L, B2C_MAX_POLYGON_VERTICES);
	lua_setfield(L, -2, "maxPolygonVertices");
	lua_pushliteral(L, B2C_VERSION_STRING);
	lua_setfield(L, -2, "version");
	pushluaname(L);
	lua_setfield(L, -2, "lua");
	return 1;
}
