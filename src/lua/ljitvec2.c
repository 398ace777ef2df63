// SPDX-License-Identifier: MIT
// b2c binding: the FFI vec2 of LuaJIT (lua/b2c/jit_vec2.lua), as the C functions see it.
//
// Under LuaJIT, b2c.vec2 makes a cdata of the struct `b2c_vec2` (two floats, b2cVec2's layout)
// instead of a userdata. Every C function that takes a vec2 reads it through b2c_jitvec2:
//
// - The fast path reads the cdata's ctype id from LuaJIT's object header (GCcdata: the GC header,
//   then a uint16_t ctypeid, then the payload that lua_topointer returns) and compares it with the
//   id of `b2c_vec2` in this Lua state. The header's layout is not part of LuaJIT's API, so it is
//   verified when jit_vec2.lua registers the type: the payload of a probe vec2 must hold the floats
//   it was made with, and at the candidate offset both probes (a vec2 and an `int32_t[2]`) must
//   show their own ids (as tonumber(ffi.typeof(x)) gives them) after the byte of the cdata type tag
//   (10). Ids are unique per ctype in a state, so an equal id is the struct itself, never a
//   pointer, a reference, an array or another struct of two floats. When the check fails (another
//   LuaJIT layout) the fast path stays off.
// - Any other cdata goes to the reader function jit_vec2.lua registered (a Lua call): it gives the
//   two floats of a cdata that ffi.istype calls a b2c_vec2 and that is not a pointer (a reference
//   to one: an element of a b2c_vec2 array, a field of a struct), and nothing for the rest.
//
// Both pieces live in the registry of the state, so each state has its own ids. Under Lua 5.4
// there is no cdata: b2c_jitvec2 is never called.
#include "laux.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#if LUA_VERSION_NUM == 501

// LuaJIT's type tag of a cdata (LUA_TCDATA in lj_obj.h, not in lua.h).
#define TCDATA 10

static const char s_codeKey = 'c';   // registry: id | offset << 16 of the fast path, or absent
static const char s_readerKey = 'r'; // registry: the reader function

int b2c_iscdata(lua_State *L, int idx) { return lua_type(L, idx) == TCDATA; }

int b2c_jitvec2(lua_State *L, int idx, b2cVec2 *out)
{
	if (lua_type(L, idx) != TCDATA)
		return 0;
	if (idx < 0 && idx > LUA_REGISTRYINDEX)
		idx = lua_gettop(L) + idx + 1;
	const unsigned char *payload = (const unsigned char *)lua_topointer(L, idx);
	lua_pushlightuserdata(L, (void *)&s_codeKey);
	lua_rawget(L, LUA_REGISTRYINDEX);
	lua_Integer code = lua_tointeger(L, -1);
	lua_pop(L, 1);
	if (code > 0 && payload != NULL) {
		uint16_t id;
		memcpy(&id, payload - (code >> 16), sizeof id);
		if (id == (uint16_t)(code & 0xffff)) {
			memcpy(out, payload, sizeof *out);
			return 1;
		}
	}
	lua_pushlightuserdata(L, (void *)&s_readerKey);
	lua_rawget(L, LUA_REGISTRYINDEX);
	if (lua_type(L, -1) != LUA_TFUNCTION) {
		lua_pop(L, 1);
		return 0;
	}
	lua_pushvalue(L, idx);
	lua_call(L, 1, 2);
	int is = lua_type(L, -2) == LUA_TNUMBER && lua_type(L, -1) == LUA_TNUMBER;
	if (is)
		*out = (b2cVec2){(float)lua_tonumber(L, -2), (float)lua_tonumber(L, -1)};
	lua_pop(L, 2);
	return is;
}

// The offset before the payload where the ctype id of the cdata at `idx` is, if `id` is there
// behind the cdata type tag; 0 if not.
static bool idat(lua_State *L, int idx, lua_Integer id, ptrdiff_t offset)
{
	const unsigned char *payload = (const unsigned char *)lua_topointer(L, idx);
	uint16_t got;
	memcpy(&got, payload - offset, sizeof got);
	return payload[-offset - 1] == TCDATA && got == (uint16_t)id;
}

// register(vec2Id, probe vec2 (1.5, -2.25), otherId, probe of the other type, reader) -> whether
// the fast path is on. The reader is kept in any case.
static int jitvec2_register(lua_State *L)
{
	if (lua_type(L, 5) != LUA_TFUNCTION)
		return 0;
	lua_pushlightuserdata(L, (void *)&s_readerKey);
	lua_pushvalue(L, 5);
	lua_rawset(L, LUA_REGISTRYINDEX);
	lua_Integer id = lua_tointeger(L, 1), otherId = lua_tointeger(L, 3);
	bool fast = false;
	if (lua_type(L, 2) == TCDATA && lua_type(L, 4) == TCDATA && id > 0 && id <= 0xffff && otherId > 0 &&
		otherId <= 0xffff && id != otherId) {
		b2cVec2 v;
		memcpy(&v, lua_topointer(L, 2), sizeof v);
		// GCcdata: {uint32_t nextgc; uint8_t marked, gct; uint16_t ctypeid} (8 bytes), or with GC64
		// a uint64_t nextgc (16 bytes with padding): the id 2 or 6 bytes before the payload.
		static const ptrdiff_t offsets[] = {2, 6};
		for (int i = 0; i < 2 && !fast && v.x == 1.5f && v.y == -2.25f; ++i) {
			if (idat(L, 2, id, offsets[i]) && idat(L, 4, otherId, offsets[i])) {
				lua_pushlightuserdata(L, (void *)&s_codeKey);
				lua_pushinteger(L, id | (lua_Integer)offsets[i] << 16);
				lua_rawset(L, LUA_REGISTRYINDEX);
				fast = true;
			}
		}
	}
	lua_pushboolean(L, fast);
	return 1;
}

double b2c_ffi_friendly(float value);

// The friendly number of a float for jit_vec2.lua, where its own arithmetic does not reach (very
// small or large magnitudes): the same function as b2c_pushfloat's.
__attribute__((visibility("default"))) double b2c_ffi_friendly(float value) { return b2c_friendly(value); }

void b2c_installjitvec2(lua_State *L, int module)
{
	if (module < 0)
		module = lua_gettop(L) + module + 1;
	int top;
	if (!b2c_beginjit(L, "b2c.jit_vec2", (const void *)&b2c_ffi_friendly, &top))
		return;
	lua_pushvalue(L, module);
	b2c_getclass(L, &b2c_vec2Class);
	lua_pushcfunction(L, jitvec2_register);
	b2c_endjit(L, 3, top);
}

#else

int b2c_iscdata(lua_State *L, int idx)
{
	(void)L;
	(void)idx;
	return 0;
}

int b2c_jitvec2(lua_State *L, int idx, b2cVec2 *out)
{
	(void)L;
	(void)idx;
	(void)out;
	return 0;
}

void b2c_installjitvec2(lua_State *L, int module)
{
	(void)L;
	(void)module;
}

#endif
