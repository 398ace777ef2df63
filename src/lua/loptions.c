// SPDX-License-Identifier: MIT
// b2c binding: tables of options (definitions, settings, callbacks) and string options. Every
// table of options is checked once, when it is read, for keys it does not know: a misspelled field
// is an error, not a silent default.
#include "laux.h"

#include <stdio.h>
#include <string.h>

// Is the string `key` (of `length` bytes) one of `keys` (NULL-terminated; NULL: none)?
static bool listed(const char *key, size_t length, const char *const *keys)
{
	if (keys == NULL)
		return false;
	for (int i = 0; keys[i] != NULL; ++i)
		if (strlen(keys[i]) == length && memcmp(keys[i], key, length) == 0)
			return true;
	return false;
}

const char *b2c_pushprintable(lua_State *L, int idx)
{
	size_t length;
	const char *text = lua_tolstring(L, idx, &length);
	luaL_Buffer b;
	luaL_buffinit(L, &b);
	for (size_t i = 0; i < length; ++i) {
		if (text[i] == '\0')
			luaL_addstring(&b, "\\0");
		else
			luaL_addchar(&b, text[i]);
	}
	luaL_pushresult(&b);
	return lua_tostring(L, -1);
}

void b2c_checkfields(lua_State *L, int arg, int table, const char *prefix, const char *const *keys,
					 const char *const *more, const char *suffix)
{
	table = table < 0 && table > LUA_REGISTRYINDEX ? lua_gettop(L) + table + 1 : table;
	luaL_checkstack(L, 3, NULL);
	lua_pushnil(L);
	while (lua_next(L, table) != 0) {
		lua_pop(L, 1);
		int type = lua_type(L, -1);
		if (type == LUA_TSTRING) {
			size_t length;
			const char *key = lua_tolstring(L, -1, &length);
			if (listed(key, length, keys) || listed(key, length, more))
				continue;
			b2c_argerrorf(L, arg, "unknown field '%s%s'%s", prefix ? prefix : "", b2c_pushprintable(L, -1),
						  suffix ? suffix : "");
		}
		// a key that is not a string is no field: named as Lua writes a key, or by its type
		char text[48];
		if (type == LUA_TNUMBER)
			snprintf(text, sizeof text, "%.14g", (double)lua_tonumber(L, -1));
		else if (type == LUA_TBOOLEAN)
			snprintf(text, sizeof text, "%s", lua_toboolean(L, -1) ? "true" : "false");
		else
			snprintf(text, sizeof text, "%s", b2c_typename(L, -1));
		b2c_argerrorf(L, arg, "unknown field [%s]%s", text, suffix ? suffix : "");
	}
}

int b2c_findoption(lua_State *L, int idx, const char *const *options)
{
	if (lua_type(L, idx) != LUA_TSTRING)
		return -1;
	size_t length;
	const char *text = lua_tolstring(L, idx, &length);
	for (int i = 0; options[i] != NULL; ++i)
		if (strlen(options[i]) == length && memcmp(options[i], text, length) == 0)
			return i;
	return -1;
}
