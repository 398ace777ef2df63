// SPDX-License-Identifier: MIT
// b2c binding: argument checks, standard errors, classes, Lua 5.1/5.4 compatibility.
#define _GNU_SOURCE // dladdr, for the LuaJIT fast paths to find this library
#include "laux.h"

#include <dlfcn.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The largest lua_Integer (Lua 5.1 has no LUA_MAXINTEGER; its lua_Integer is a ptrdiff_t).
#ifdef LUA_MAXINTEGER
#define LUA_MAXINTEGER_B2C LUA_MAXINTEGER
#else
#define LUA_MAXINTEGER_B2C PTRDIFF_MAX
#endif

// ---- LuaJIT fast paths ----

bool b2c_beginjit(lua_State *L, const char *module, const void *symbol, int *top)
{
	*top = lua_gettop(L);
	lua_getglobal(L, "jit");
	bool isJit = lua_type(L, -1) == LUA_TTABLE;
	lua_pop(L, 1);
	Dl_info info;
	if (!isJit || dladdr(symbol, &info) == 0 || info.dli_fname == NULL)
		return false;
	lua_getglobal(L, "require");
	lua_pushstring(L, module);
	if (lua_pcall(L, 1, 1, 0) != 0 || lua_type(L, -1) != LUA_TFUNCTION) {
		lua_settop(L, *top);
		return false;
	}
	lua_pushstring(L, info.dli_fname);
	return true;
}

void b2c_endjit(lua_State *L, int nargs, int top)
{
	lua_pcall(L, 1 + nargs, 0, 0);
	lua_settop(L, top);
}

// ---- classes ----

void b2c_getclass(lua_State *L, const b2c_Class *cls)
{
#if LUA_VERSION_NUM >= 502
	lua_rawgetp(L, LUA_REGISTRYINDEX, cls);
#else
	lua_pushlightuserdata(L, (void *)cls);
	lua_rawget(L, LUA_REGISTRYINDEX);
#endif
}

// __newindex, with its class (light userdata) as upvalue 1: called directly with anything but an
// object of the class, it says so in the standard form.
static int class_newindex(lua_State *L)
{
	b2c_checkudata(L, 1, (const b2c_Class *)lua_touserdata(L, lua_upvalueindex(1)));
	const char *key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2);
	return luaL_error(L, "%s is immutable (cannot set '%s')", b2c_typename(L, 1), key);
}

static void nameclassfunctions(lua_State *L, int mt); // below, with the argument errors

void b2c_newclass(lua_State *L, const b2c_Class *cls, const luaL_Reg *methods, const luaL_Reg *metamethods,
				  lua_CFunction index)
{
	luaL_newmetatable(L, cls->name); // also registered by name, for luaL_checkudata users
	lua_pushstring(L, cls->name);
	lua_setfield(L, -2, "__name");
	luaL_setfuncs(L, metamethods, 0);
	lua_newtable(L);
	luaL_setfuncs(L, methods, 0);
	lua_pushcclosure(L, index, 1);
	lua_setfield(L, -2, "__index");
	lua_pushlightuserdata(L, (void *)cls);
	lua_pushcclosure(L, class_newindex, 1);
	lua_setfield(L, -2, "__newindex");
#if LUA_VERSION_NUM >= 502
	lua_pushvalue(L, -1);
	lua_rawsetp(L, LUA_REGISTRYINDEX, cls);
#else
	lua_pushlightuserdata(L, (void *)cls);
	lua_pushvalue(L, -2);
	lua_rawset(L, LUA_REGISTRYINDEX);
#endif
	nameclassfunctions(L, lua_gettop(L)); // now, before a module replaces a method (b2c.jit)
	lua_pop(L, 1);
}

int b2c_indexmethod(lua_State *L)
{
	lua_pushvalue(L, 2);
	lua_rawget(L, lua_upvalueindex(1));
	return 1;
}

void *b2c_newobject(lua_State *L, const b2c_Class *cls, size_t size)
{
	void *p = b2c_newuserdata(L, size);
	b2c_getclass(L, cls);
	lua_setmetatable(L, -2);
	return p;
}

void *b2c_newobjectuv(lua_State *L, const b2c_Class *cls, size_t size)
{
	void *p = b2c_newuserdatauv(L, size);
	b2c_getclass(L, cls);
	lua_setmetatable(L, -2);
	return p;
}

void *b2c_testudata(lua_State *L, int arg, const b2c_Class *cls)
{
	if (lua_type(L, arg) != LUA_TUSERDATA || !lua_getmetatable(L, arg))
		return NULL;
	b2c_getclass(L, cls);
	int same = lua_rawequal(L, -1, -2);
	lua_pop(L, 2);
	return same ? lua_touserdata(L, arg) : NULL;
}

const void *b2c_indexself(lua_State *L, const b2c_Class *cls, size_t size)
{
	if (lua_type(L, 1) != LUA_TUSERDATA || b2c_rawlen(L, 1) < size)
		b2c_typeerror(L, 1, cls->name);
	return lua_touserdata(L, 1);
}

void *b2c_checkudata(lua_State *L, int arg, const b2c_Class *cls)
{
	void *p = b2c_testudata(L, arg, cls);
	if (p == NULL)
		b2c_typeerror(L, arg, cls->name);
	return p;
}

// ---- lengths ----

lua_Integer b2c_tablelength(lua_State *L, int idx)
{
	size_t length = (size_t)b2c_rawlen(L, idx);
	return length > (size_t)LUA_MAXINTEGER_B2C ? LUA_MAXINTEGER_B2C : (lua_Integer)length;
}

// ---- errors ----

const char *b2c_typename(lua_State *L, int arg)
{
	b2cVec2 v;
	if (b2c_iscdata(L, arg) && b2c_jitvec2(L, arg, &v))
		return b2c_vec2Class.name; // LuaJIT's FFI vec2 is a b2c.vec2 too
	if (lua_getmetatable(L, arg)) {
		lua_pushliteral(L, "__name");
		lua_rawget(L, -2);
		// The string stays alive while the metatable does, which outlives this call.
		const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
		lua_pop(L, 2);
		if (name != NULL)
			return name;
	}
	return luaL_typename(L, arg);
}

// ---- the function an argument error names ----
// Lua names the function of `bad argument #n to 'f'` from debug information, which differs: Lua
// 5.4 names a function called by pcall or from C after a global path ('b2c.vec2'), LuaJIT gives
// '?', and LuaJIT loses the name and the method call of a tail call ('?', and #2 for #1). So the
// binding names each of its functions itself, by the key it is registered under, and a method
// counts its arguments after self however it is called: the same message under both Luas. The
// registry table under s_namesKey maps each function to ":name" (a method) or ".name" (a module
// function or metamethod).
static const char s_namesKey = 'n';

// Record the functions under string keys of the table at `t` (absolute index), methods or not. A
// function already recorded under another name (one C function registered twice: Lua 5.4 makes
// one value of it) is replaced here by a closure of its own (its name as upvalue), so that each
// name has its function; one with upvalues of its own is left to the debug information.
static void namefunctionsof(lua_State *L, int t, int names, int method)
{
	lua_pushnil(L);
	while (lua_next(L, t) != 0) {
		int f = lua_gettop(L); // the key at f - 1
		if (lua_type(L, f - 1) == LUA_TSTRING && lua_type(L, f) == LUA_TFUNCTION) {
			lua_pushfstring(L, "%s%s", method ? ":" : ".", lua_tostring(L, f - 1)); // f + 1
			lua_pushvalue(L, f);
			lua_rawget(L, names); // f + 2: what it is recorded as
			int record = lua_isnil(L, f + 2) ? f : 0;
			if (!lua_isnil(L, f + 2) && !lua_rawequal(L, f + 1, f + 2)) {
				record = f;
				lua_CFunction fn = lua_tocfunction(L, f);
				int plain = fn != NULL && lua_getupvalue(L, f, 1) == NULL;
				lua_settop(L, f + 2);
				if (plain) {
					lua_pushvalue(L, f + 1);
					lua_pushcclosure(L, fn, 1); // f + 3
					lua_pushvalue(L, f - 1);
					lua_pushvalue(L, f + 3);
					lua_rawset(L, t); // an existing field: the traversal goes on
					record = f + 3;
				} else {
					lua_pushboolean(L, 0);
					lua_replace(L, f + 1); // two names for one closure: the debug information names it
				}
			}
			if (record != 0) {
				lua_pushvalue(L, record);
				lua_pushvalue(L, f + 1);
				lua_rawset(L, names);
			}
			lua_settop(L, f);
		}
		lua_pop(L, 1);
	}
}

static int pushnames(lua_State *L)
{
	lua_pushlightuserdata(L, (void *)&s_namesKey);
	lua_rawget(L, LUA_REGISTRYINDEX);
	if (lua_type(L, -1) == LUA_TTABLE)
		return lua_gettop(L);
	lua_pop(L, 1);
	lua_newtable(L);
	lua_pushlightuserdata(L, (void *)&s_namesKey);
	lua_pushvalue(L, -2);
	lua_rawset(L, LUA_REGISTRYINDEX);
	return lua_gettop(L);
}

// A class's functions: the metamethods, then the methods (the `__index` closure's upvalue 1, and
// tables in it under numbers: a joint type's methods).
static void nameclass(lua_State *L, int mt, int names)
{
	namefunctionsof(L, mt, names, 0);
	lua_pushliteral(L, "__index");
	lua_rawget(L, mt);
	// the methods: the upvalue of a C __index, or __index itself when it is the methods table
	if (lua_type(L, -1) == LUA_TTABLE ? (lua_pushvalue(L, -1), 1)
									  : lua_type(L, -1) == LUA_TFUNCTION && lua_getupvalue(L, -1, 1) != NULL) {
		int methods = lua_gettop(L);
		if (lua_type(L, methods) == LUA_TTABLE) {
			namefunctionsof(L, methods, names, 1);
			lua_pushnil(L);
			while (lua_next(L, methods) != 0) {
				if (lua_type(L, -2) == LUA_TNUMBER && lua_type(L, -1) == LUA_TTABLE)
					namefunctionsof(L, lua_gettop(L), names, 1);
				lua_pop(L, 1);
			}
		}
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
}

static void nameclassfunctions(lua_State *L, int mt)
{
	int names = pushnames(L);
	nameclass(L, mt, names);
	lua_pop(L, 1);
}

void b2c_namefunctions(lua_State *L, int module)
{
	if (module < 0)
		module = lua_gettop(L) + module + 1;
	int names = pushnames(L);
	// every class: registered by name too (luaL_newmetatable), its __name the same
	lua_pushnil(L);
	while (lua_next(L, LUA_REGISTRYINDEX) != 0) {
		if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TTABLE &&
			strncmp(lua_tostring(L, -2), "b2c.", 4) == 0) {
			lua_pushliteral(L, "__name");
			lua_rawget(L, -2);
			int same = lua_rawequal(L, -1, -3);
			lua_pop(L, 1);
			if (same)
				nameclass(L, lua_gettop(L), names);
		}
		lua_pop(L, 1);
	}
	namefunctionsof(L, module, names, 0);
	lua_pop(L, 1);
}

int b2c_argerror(lua_State *L, int arg, const char *msg)
{
	lua_Debug ar;
	if (!lua_getstack(L, 0, &ar))
		return luaL_error(L, "bad argument #%d (%s)", arg, msg);
	lua_getinfo(L, "nf", &ar);
	pushnames(L);
	lua_insert(L, -2);
	lua_rawget(L, -2);
	// the name string stays on the stack until the error is raised
	const char *entry = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
	const char *name = entry != NULL ? entry + 1 : ar.name != NULL ? ar.name : "?";
	int method = entry != NULL ? entry[0] == ':' : ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0;
	if (method && --arg == 0)
		return luaL_error(L, "calling '%s' on bad self (%s)", name, msg);
	return luaL_error(L, "bad argument #%d to '%s' (%s)", arg, name, msg);
}

int b2c_typeerror(lua_State *L, int arg, const char *expected)
{
	const char *msg = lua_pushfstring(L, "%s expected, got %s", expected, b2c_typename(L, arg));
	return b2c_argerror(L, arg, msg);
}

int b2c_argerrorf(lua_State *L, int arg, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	const char *msg = lua_pushvfstring(L, fmt, args);
	va_end(args);
	return b2c_argerror(L, arg, msg);
}

int b2c_argerrorfloat(lua_State *L, int arg, const char *what, float value)
{
	char text[B2C_FLOAT_TEXT];
	b2c_formatfloat(text, sizeof text, value);
	return b2c_argerrorf(L, arg, "%s, got %s", what, text);
}

void b2c_checkfunction(lua_State *L, int arg)
{
	if (lua_type(L, arg) != LUA_TFUNCTION)
		b2c_typeerror(L, arg, "function");
}

void b2c_checkboolean(lua_State *L, int arg)
{
	if (lua_type(L, arg) != LUA_TBOOLEAN)
		b2c_typeerror(L, arg, "boolean");
}

int b2c_checkoption(lua_State *L, int arg, const char *const list[])
{
	if (lua_type(L, arg) != LUA_TSTRING && lua_type(L, arg) != LUA_TNUMBER)
		b2c_typeerror(L, arg, "string");
	lua_tostring(L, arg);                 // (a number becomes its string, as luaL_checkoption has it)
	int i = b2c_findoption(L, arg, list); // all of the string: "dynamic\0junk" is no option
	if (i >= 0)
		return i;
	return b2c_argerrorf(L, arg, "invalid option '%s'", b2c_pushprintable(L, arg));
}

// ---- objects with a uservalue table, and runners ----

void b2c_pushslot(lua_State *L, int arg, int slot)
{
	b2c_getuservalue(L, arg);
	lua_rawgeti(L, -1, slot);
	lua_remove(L, -2);
}

void b2c_storerunner(lua_State *L, const char *key, lua_CFunction runner)
{
	lua_pushlightuserdata(L, (void *)key);
	lua_pushcfunction(L, runner);
	lua_rawset(L, LUA_REGISTRYINDEX);
}

void b2c_pushrunner(lua_State *L, const char *key)
{
	lua_pushlightuserdata(L, (void *)key);
	lua_rawget(L, LUA_REGISTRYINDEX);
}

// ---- friendly floats ----

// 10^e for e in [-60, 60], each literal correctly rounded by the compiler.
static const double s_pow10[] = {
	1e-60, 1e-59, 1e-58, 1e-57, 1e-56, 1e-55, 1e-54, 1e-53, 1e-52, 1e-51, 1e-50, 1e-49, 1e-48, 1e-47, 1e-46, 1e-45,
	1e-44, 1e-43, 1e-42, 1e-41, 1e-40, 1e-39, 1e-38, 1e-37, 1e-36, 1e-35, 1e-34, 1e-33, 1e-32, 1e-31, 1e-30, 1e-29,
	1e-28, 1e-27, 1e-26, 1e-25, 1e-24, 1e-23, 1e-22, 1e-21, 1e-20, 1e-19, 1e-18, 1e-17, 1e-16, 1e-15, 1e-14, 1e-13,
	1e-12, 1e-11, 1e-10, 1e-9,  1e-8,  1e-7,  1e-6,  1e-5,  1e-4,  1e-3,  1e-2,  1e-1,  1e0,   1e1,   1e2,   1e3,
	1e4,   1e5,   1e6,   1e7,   1e8,   1e9,   1e10,  1e11,  1e12,  1e13,  1e14,  1e15,  1e16,  1e17,  1e18,  1e19,
	1e20,  1e21,  1e22,  1e23,  1e24,  1e25,  1e26,  1e27,  1e28,  1e29,  1e30,  1e31,  1e32,  1e33,  1e34,  1e35,
	1e36,  1e37,  1e38,  1e39,  1e40,  1e41,  1e42,  1e43,  1e44,  1e45,  1e46,  1e47,  1e48,  1e49,  1e50,  1e51,
	1e52,  1e53,  1e54,  1e55,  1e56,  1e57,  1e58,  1e59,  1e60};
#define POW10_MIN (-60)
#define POW10_MAX 60

static double pow10of(int e) { return s_pow10[e - POW10_MIN]; }

// x rounded to the nearest integer, ties to even, for |x| < 2^51: nearbyint's result in the default
// rounding mode, without a library call (adding 1.5 * 2^52 leaves no fraction bits).
static inline double roundhalfeven(double x)
{
#if FLT_EVAL_METHOD == 0
	const double k = 6755399441055744.0;
	return (x + k) - k;
#else
	return nearbyint(x);
#endif
}

lua_Number b2c_friendly(float value)
{
	double d = (double)value;
	if (value == 0.0f)
		return 0.0; // -0 reads as 0
	if (!isfinite(value))
		return d;
	double a = fabs(d);
	// Decimal exponent e with 10^e <= a < 10^(e+1): estimate from the float's binary exponent
	// (log10(2) ~ 78913 / 2^18), then adjust.
	uint32_t bits;
	memcpy(&bits, &value, sizeof bits);
	int binaryExponent = (int)((bits >> 23) & 0xffu) - 127;
	int e = binaryExponent * 78913 / 262144 - (binaryExponent < 0);
	if (e < POW10_MIN)
		e = POW10_MIN;
	while (e > POW10_MIN && a < pow10of(e))
		--e;
	while (e < POW10_MAX && a >= pow10of(e + 1))
		++e;
	// Keep `shift` = digits - 1 - e decimal places, for 6 to 9 digits. Powers of ten up to 1e22 are
	// exact, so each r is the double nearest the decimal: when all four shifts are in that range
	// (the usual magnitudes), the four are computed side by side (their divisions overlap), then
	// the shortest that rounds back to the float is taken. Outside it (rare magnitudes) the C
	// library converts.
	if (e >= 5 - 22 + 3 && e <= 5 + 22) {
		double r[4];
		for (int i = 0; i < 4; ++i) {
			int shift = 5 + i - e;
			double scale = pow10of(shift >= 0 ? shift : -shift);
			r[i] = shift >= 0 ? roundhalfeven(d * scale) / scale : roundhalfeven(d / scale) * scale;
		}
		for (int i = 0; i < 4; ++i)
			if ((float)r[i] == value)
				return r[i];
		return d;
	}
	for (int digits = 6; digits <= 9; ++digits) {
		int shift = digits - 1 - e;
		double r;
		if (shift >= -22 && shift <= 22) {
			double scale = pow10of(shift >= 0 ? shift : -shift);
			r = shift >= 0 ? nearbyint(d * scale) / scale : nearbyint(d / scale) * scale;
		} else {
			char text[32];
			snprintf(text, sizeof text, "%.*e", digits - 1, d);
			r = strtod(text, NULL);
		}
		if ((float)r == value)
			return r;
	}
	return d;
}

void b2c_pushfloat(lua_State *L, float value) { lua_pushnumber(L, b2c_friendly(value)); }

void b2c_formatfloat(char *buffer, size_t size, float value) { snprintf(buffer, size, "%.14g", b2c_friendly(value)); }

static void formatnumber(char *buffer, size_t size, lua_Number value)
{
	if (isnan(value))
		snprintf(buffer, size, "nan");
	else if (isinf(value))
		snprintf(buffer, size, value > 0 ? "inf" : "-inf");
	else
		snprintf(buffer, size, "%.14g", (double)value);
}

// Convert the number at stack index `idx` (which belongs to argument `arg`, field `field` or NULL).
static float tofloat(lua_State *L, int arg, int idx, const char *field)
{
	const char *prefix = field ? field : "";
	const char *sep = field ? ": " : "";
	if (lua_type(L, idx) != LUA_TNUMBER) {
		if (field == NULL)
			b2c_typeerror(L, arg, "number");
		b2c_argerrorf(L, arg, "%s%snumber expected, got %s", prefix, sep, b2c_typename(L, idx));
	}
	lua_Number x = lua_tonumber(L, idx);
	if (!isfinite(x) || fabs(x) > FLT_MAX) {
		char text[32];
		formatnumber(text, sizeof text, x);
		if (!isfinite(x))
			b2c_argerrorf(L, arg, "%s%sfinite number expected, got %s", prefix, sep, text);
		b2c_argerrorf(L, arg, "%s%snumber out of range (magnitude above 3.4e38), got %s", prefix, sep, text);
	}
	return (float)x;
}

float b2c_checkfloat(lua_State *L, int arg) { return tofloat(L, arg, arg, NULL); }

float b2c_checkfloatat(lua_State *L, int arg, int idx, const char *what) { return tofloat(L, arg, idx, what); }

float b2c_optfloat(lua_State *L, int arg, float def)
{
	return lua_isnoneornil(L, arg) ? def : tofloat(L, arg, arg, NULL);
}

float b2c_fieldfloat(lua_State *L, int arg, const char *key, float def)
{
	lua_getfield(L, arg, key);
	if (lua_isnil(L, -1) && !isnan(def)) {
		lua_pop(L, 1);
		return def;
	}
	char field[64];
	snprintf(field, sizeof field, "field '%s'", key);
	float value = tofloat(L, arg, lua_gettop(L), field);
	lua_pop(L, 1);
	return value;
}

float b2c_fieldnonnegative(lua_State *L, int arg, const char *key, float def)
{
	float value = b2c_fieldfloat(L, arg, key, def);
	if (value < 0.0f) {
		char what[96];
		snprintf(what, sizeof what, "field '%s': must not be negative", key);
		b2c_argerrorfloat(L, arg, what, value);
	}
	return value;
}

// ---- vectors ----

// Read a vec2-like table at stack index `idx` (argument `arg`, inside `field` or NULL).
static b2cVec2 tablevec2(lua_State *L, int arg, int idx, const char *field)
{
	char name[96];
	const char *prefix = field ? field : "";
	const char *sep = field ? " " : "";
	b2cVec2 v;
	lua_rawgeti(L, idx, 1);
	if (!lua_isnil(L, -1)) {
		snprintf(name, sizeof name, "%s%s[1]", prefix, sep);
		v.x = tofloat(L, arg, lua_gettop(L), name);
		lua_rawgeti(L, idx, 2);
		snprintf(name, sizeof name, "%s%s[2]", prefix, sep);
		v.y = tofloat(L, arg, lua_gettop(L), name);
	} else {
		lua_getfield(L, idx, "x");
		snprintf(name, sizeof name, "%s%sx", prefix, sep);
		v.x = tofloat(L, arg, lua_gettop(L), name);
		lua_getfield(L, idx, "y");
		snprintf(name, sizeof name, "%s%sy", prefix, sep);
		v.y = tofloat(L, arg, lua_gettop(L), name);
		lua_pop(L, 1);
	}
	lua_pop(L, 2);
	return v;
}

int b2c_isvec2(lua_State *L, int arg, int idx, const char *what, b2cVec2 *out)
{
	const b2cVec2 *u = (const b2cVec2 *)b2c_testudata(L, idx, &b2c_vec2Class);
	if (u != NULL) {
		*out = *u;
		return 1;
	}
	if (!b2c_jitvec2(L, idx, out))
		return 0;
	// an FFI vec2 made with ffi.new (not b2c.vec2) may hold anything: checked as {x = , y = } is
	if (!b2cIsValidVec2(*out)) {
		char name[96];
		int x = !b2cIsValidFloat(out->x);
		snprintf(name, sizeof name, "%s%s%s", what ? what : "", what ? " " : "", x ? "x" : "y");
		lua_pushnumber(L, (lua_Number)(x ? out->x : out->y));
		tofloat(L, arg, lua_gettop(L), name);
	}
	return 1;
}

b2cVec2 b2c_checkvec2(lua_State *L, int arg)
{
	b2cVec2 v;
	if (b2c_isvec2(L, arg, arg, NULL, &v))
		return v;
	if (lua_type(L, arg) == LUA_TTABLE)
		return tablevec2(L, arg, arg, NULL);
	b2c_typeerror(L, arg, b2c_vec2Class.name);
	return b2cVec2_zero;
}

b2cVec2 b2c_optvec2(lua_State *L, int arg, b2cVec2 def)
{
	return lua_isnoneornil(L, arg) ? def : b2c_checkvec2(L, arg);
}

b2cVec2 b2c_checkvec2xy(lua_State *L, int arg, int *next)
{
	if (lua_type(L, arg) == LUA_TNUMBER) {
		b2cVec2 v;
		v.x = tofloat(L, arg, arg, NULL);
		v.y = tofloat(L, arg + 1, arg + 1, NULL);
		*next = arg + 2;
		return v;
	}
	*next = arg + 1;
	return b2c_checkvec2(L, arg);
}

b2cVec2 b2c_optvec2xy(lua_State *L, int arg, b2cVec2 def, int *next)
{
	if (lua_isnoneornil(L, arg)) {
		*next = arg + 1;
		return def;
	}
	return b2c_checkvec2xy(L, arg, next);
}

int b2c_tovec2(lua_State *L, int arg, b2cVec2 *out)
{
	if (b2c_isvec2(L, arg, arg, NULL, out))
		return 1;
	if (lua_type(L, arg) == LUA_TTABLE) {
		*out = tablevec2(L, arg, arg, NULL);
		return 1;
	}
	return 0;
}

b2cVec2 b2c_checkvec2at(lua_State *L, int arg, int idx, const char *what)
{
	b2cVec2 v;
	if (b2c_isvec2(L, arg, idx, what, &v))
		return v;
	if (lua_type(L, idx) != LUA_TTABLE)
		b2c_argerrorf(L, arg, "%s: %s expected, got %s", what, b2c_vec2Class.name, b2c_typename(L, idx));
	return tablevec2(L, arg, idx, what);
}

b2cVec2 b2c_fieldvec2(lua_State *L, int arg, const char *key, b2cVec2 def, int required)
{
	lua_getfield(L, arg, key);
	b2cVec2 v = def;
	if (!lua_isnil(L, -1) || required) {
		char field[64];
		snprintf(field, sizeof field, "field '%s'", key);
		v = b2c_checkvec2at(L, arg, lua_gettop(L), field);
	}
	lua_pop(L, 1);
	return v;
}

void b2c_pushvec2(lua_State *L, b2cVec2 v)
{
	if (!b2cIsValidVec2(v))
		luaL_error(L, "b2c.vec2 result is not finite (overflow or division by zero)");
	b2cVec2 *u = (b2cVec2 *)b2c_newobject(L, &b2c_vec2Class, sizeof(b2cVec2));
	*u = v;
}

void b2c_pushrot(lua_State *L, b2cRot q)
{
	if (!b2cIsValidFloat(q.c) || !b2cIsValidFloat(q.s))
		luaL_error(L, "b2c.rot result is not finite");
	b2cRot *u = (b2cRot *)b2c_newobject(L, &b2c_rotClass, sizeof(b2cRot));
	*u = q;
}

void b2c_pushtransform(lua_State *L, b2cTransform t)
{
	if (!b2cIsValidVec2(t.p) || !b2cIsValidFloat(t.q.c) || !b2cIsValidFloat(t.q.s))
		luaL_error(L, "b2c.transform result is not finite (overflow)");
	b2cTransform *u = (b2cTransform *)b2c_newobject(L, &b2c_transformClass, sizeof(b2cTransform));
	*u = t;
}

void b2c_pushaabb(lua_State *L, b2cAABB a)
{
	if (!b2cAABB_IsValid(a))
		luaL_error(L, "b2c.aabb result is not finite (overflow)");
	b2cAABB *u = (b2cAABB *)b2c_newobject(L, &b2c_aabbClass, sizeof(b2cAABB));
	*u = a;
}

b2cRot b2c_checkrot(lua_State *L, int arg) { return *(const b2cRot *)b2c_checkudata(L, arg, &b2c_rotClass); }

b2cTransform b2c_checktransform(lua_State *L, int arg)
{
	return *(const b2cTransform *)b2c_checkudata(L, arg, &b2c_transformClass);
}

// ---- aabb tables ----

static void formatvec2(char *buffer, size_t size, b2cVec2 v)
{
	char x[B2C_FLOAT_TEXT], y[B2C_FLOAT_TEXT];
	b2c_formatfloat(x, sizeof x, v.x);
	b2c_formatfloat(y, sizeof y, v.y);
	snprintf(buffer, size, "vec2(%s, %s)", x, y);
}

// The rules of b2c.aabb: lower at most upper in each coordinate. `corners` says how the box was
// given (four numbers: the messages name the coordinates; else the two points).
static b2cAABB orderedaabb(lua_State *L, int arg, b2cAABB a, bool corners)
{
	char lo[64], up[64];
	if (corners && (a.upper.x < a.lower.x || a.upper.y < a.lower.y)) {
		bool x = a.upper.x < a.lower.x;
		b2c_formatfloat(lo, sizeof lo, x ? a.lower.x : a.lower.y);
		b2c_formatfloat(up, sizeof up, x ? a.upper.x : a.upper.y);
		b2c_argerrorf(L, arg, x ? "upperX (%s) is below lowerX (%s)" : "upperY (%s) is below lowerY (%s)", up, lo);
	}
	if (a.upper.x < a.lower.x || a.upper.y < a.lower.y) {
		formatvec2(lo, sizeof lo, a.lower);
		formatvec2(up, sizeof up, a.upper);
		b2c_argerrorf(L, arg, "upper %s is below lower %s", up, lo);
	}
	return a;
}

// Refuse the table at `idx` (argument `arg`) when it has an entry at [n + 1]: the form read has n.
static void checklength(lua_State *L, int arg, int idx, int n, const char *form)
{
	lua_rawgeti(L, idx, n + 1);
	bool more = !lua_isnil(L, -1);
	lua_pop(L, 1);
	if (more) {
		char length[32];
		snprintf(length, sizeof length, "%llu", (unsigned long long)b2c_rawlen(L, idx));
		b2c_argerrorf(L, arg, "%s expected, got a table of length %s", form, length);
	}
}

// A box given as a table at `arg`: {lowerX, lowerY, upperX, upperY}, {lower, upper} or
// {lower = , upper = } (each point a b2c.vec2 or a vec2 table), finite, lower at most upper. The
// entries are read raw, the named fields with __index (as a vec2 table's are).
static b2cAABB tableaabb(lua_State *L, int arg)
{
	b2cAABB a;
	int top = lua_gettop(L);
	lua_rawgeti(L, arg, 1);
	int first = top + 1;
	if (lua_type(L, first) == LUA_TNUMBER) {
		static const char *const names[4] = {"[1]", "[2]", "[3]", "[4]"};
		float v[4];
		for (int i = 0; i < 4; ++i) {
			lua_rawgeti(L, arg, i + 1);
			v[i] = b2c_checkfloatat(L, arg, lua_gettop(L), names[i]);
			lua_pop(L, 1);
		}
		checklength(L, arg, arg, 4, "{lowerX, lowerY, upperX, upperY}");
		a = (b2cAABB){{v[0], v[1]}, {v[2], v[3]}};
		lua_settop(L, top);
		return orderedaabb(L, arg, a, true);
	}
	bool havePoints = false;
	if (lua_isnil(L, first)) {
		lua_getfield(L, arg, "lower");
		lua_getfield(L, arg, "upper");
		havePoints = !lua_isnil(L, -1) || !lua_isnil(L, -2);
	} else if (lua_type(L, first) == LUA_TTABLE || b2c_testudata(L, first, &b2c_vec2Class) != NULL ||
			   b2c_jitvec2(L, first, &a.lower)) {
		lua_rawgeti(L, arg, 2);
		checklength(L, arg, arg, 2, "{lower, upper}");
		lua_pushvalue(L, first); // lower and upper on top, as the named ones
		lua_insert(L, -2);
		havePoints = true;
	}
	if (!havePoints)
		b2c_argerrorf(L, arg, "[1]: number or b2c.vec2 expected, got %s", b2c_typename(L, first));
	a.lower = b2c_checkvec2at(L, arg, lua_gettop(L) - 1, "lower");
	a.upper = b2c_checkvec2at(L, arg, lua_gettop(L), "upper");
	lua_settop(L, top);
	return orderedaabb(L, arg, a, false);
}

b2cAABB b2c_checkaabb(lua_State *L, int arg)
{
	const b2cAABB *u = (const b2cAABB *)b2c_testudata(L, arg, &b2c_aabbClass);
	if (u != NULL)
		return *u;
	if (lua_type(L, arg) != LUA_TTABLE)
		b2c_typeerror(L, arg, b2c_aabbClass.name);
	return tableaabb(L, arg < 0 && arg > LUA_REGISTRYINDEX ? lua_gettop(L) + arg + 1 : arg);
}

b2cAABB b2c_checkaabbxy(lua_State *L, int arg, int *next)
{
	if (lua_type(L, arg) != LUA_TNUMBER) {
		*next = arg + 1;
		return b2c_checkaabb(L, arg);
	}
	float v[4];
	for (int i = 0; i < 4; ++i)
		v[i] = tofloat(L, arg + i, arg + i, NULL);
	*next = arg + 4;
	b2cAABB a = {{v[0], v[1]}, {v[2], v[3]}};
	if (a.upper.x < a.lower.x || a.upper.y < a.lower.y) {
		bool x = a.upper.x < a.lower.x;
		char lo[B2C_FLOAT_TEXT], up[B2C_FLOAT_TEXT];
		b2c_formatfloat(lo, sizeof lo, x ? a.lower.x : a.lower.y);
		b2c_formatfloat(up, sizeof up, x ? a.upper.x : a.upper.y);
		b2c_argerrorf(L, arg + (x ? 2 : 3), x ? "upperX (%s) is below lowerX (%s)" : "upperY (%s) is below lowerY (%s)",
					  up, lo);
	}
	return a;
}

b2cRot b2c_checkangle(lua_State *L, int arg)
{
	if (lua_type(L, arg) == LUA_TNUMBER)
		return b2cMakeRot(b2c_checkfloat(L, arg));
	const b2cRot *q = (const b2cRot *)b2c_testudata(L, arg, &b2c_rotClass);
	if (q == NULL)
		b2c_typeerror(L, arg, "number or b2c.rot");
	return *q;
}
