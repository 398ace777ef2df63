// SPDX-License-Identifier: MIT
// b2c binding: the one place that checks arguments, raises the standard errors, and papers over
// the differences between Lua 5.1 (LuaJIT) and 5.4.
#ifndef B2C_LAUX_H
#define B2C_LAUX_H

#include "b2c/b2c.h"

#include <lauxlib.h>
#include <lua.h>

// ---- compatibility ----
#if LUA_VERSION_NUM >= 504
#define b2c_newuserdata(L, size) lua_newuserdatauv((L), (size), 0)
#else
#define b2c_newuserdata(L, size) lua_newuserdata((L), (size))
#endif

#if LUA_VERSION_NUM >= 502
#define b2c_rawlen(L, i) lua_rawlen((L), (i))
#else
#define b2c_rawlen(L, i) lua_objlen((L), (i))
#endif

// One uservalue per userdata: a table (what Lua 5.1 requires of an environment).
#if LUA_VERSION_NUM >= 504
#define b2c_newuserdatauv(L, size) lua_newuserdatauv((L), (size), 1)
#define b2c_getuservalue(L, i) ((void)lua_getiuservalue((L), (i), 1))
#define b2c_setuservalue(L, i) ((void)lua_setiuservalue((L), (i), 1))
#elif LUA_VERSION_NUM >= 502
#define b2c_newuserdatauv(L, size) lua_newuserdata((L), (size))
#define b2c_getuservalue(L, i) ((void)lua_getuservalue((L), (i)))
#define b2c_setuservalue(L, i) lua_setuservalue((L), (i))
#else
#define b2c_newuserdatauv(L, size) lua_newuserdata((L), (size))
#define b2c_getuservalue(L, i) lua_getfenv((L), (i))
#define b2c_setuservalue(L, i) ((void)lua_setfenv((L), (i)))
#endif

// ---- classes ----
/// A userdata class: its metatable lives in the registry under the address of this descriptor
/// (fast to look up), and its `__name` is `name` (read by the error messages on every Lua).
typedef struct b2c_Class {
	const char *name;
} b2c_Class;

extern const b2c_Class b2c_vec2Class;
extern const b2c_Class b2c_rotClass;
extern const b2c_Class b2c_transformClass;
extern const b2c_Class b2c_aabbClass;
extern const b2c_Class b2c_sweepClass;
extern const b2c_Class b2c_shapeClass;

/// Create the metatable of a class: `__name`, the metamethods, `__newindex` that refuses (the
/// value types are immutable), and `__index` = the C closure `index` with the methods table as its
/// upvalue: it serves the class's fields and ends with `return b2c_indexmethod(L)`.
void b2c_newclass(lua_State *L, const b2c_Class *cls, const luaL_Reg *methods, const luaL_Reg *metamethods,
				  lua_CFunction index);
/// The tail of every `__index`: look the key up in the methods table (upvalue 1).
int b2c_indexmethod(lua_State *L);
/// Push the class metatable.
void b2c_getclass(lua_State *L, const b2c_Class *cls);
/// Under LuaJIT, the start of installing a fast path: require the Lua module `module` (lua/b2c/) and
/// push the function it returns, then this library's path (found from `symbol`, one of its
/// functions, for the FFI to load). The caller pushes the function's other arguments and calls
/// b2c_endjit with their number and `*top`. False, the stack as it was, when not under LuaJIT or
/// anything is missing (no FFI, the module not on the path): the C methods stay.
bool b2c_beginjit(lua_State *L, const char *module, const void *symbol, int *top);
/// Call the fast path's function (its errors ignored: the C methods stay) and restore the stack.
void b2c_endjit(lua_State *L, int nargs, int top);
/// New userdata of `size` bytes with the class metatable, left on the stack.
void *b2c_newobject(lua_State *L, const b2c_Class *cls, size_t size);
/// As b2c_newobject, with room for a uservalue table (set with b2c_setuservalue).
void *b2c_newobjectuv(lua_State *L, const b2c_Class *cls, size_t size);
/// The userdata at `arg` if it is of the class, else NULL.
void *b2c_testudata(lua_State *L, int arg, const b2c_Class *cls);
/// `self` of a value type's `__index`, cheaply: Lua only calls `__index` with an object of the
/// class, and a direct call with another full userdata of at least `size` bytes only reads those
/// bytes as floats (memory-safe, never a crash). Anything else is a standard argument error.
const void *b2c_indexself(lua_State *L, const b2c_Class *cls, size_t size);
/// The userdata at `arg`, or a standard argument error naming the class.
void *b2c_checkudata(lua_State *L, int arg, const b2c_Class *cls);

// ---- errors ----
/// Type name of the value at `arg` as error messages print it: `__name` of a userdata's
/// metatable when it has one (the same under LuaJIT and 5.4), else the basic type name.
const char *b2c_typename(lua_State *L, int arg);
/// `bad argument #arg to 'f' (msg)`, or `calling 'f' on bad self (msg)` for argument 1 of a method:
/// like luaL_argerror, but 'f' is the name the function is registered under (a method counts its
/// arguments after self, however it is called), the same under Lua 5.4 and LuaJIT.
int b2c_argerror(lua_State *L, int arg, const char *msg);
/// Record the names of the module's functions (the table at `module`) and of every class's
/// metamethods and methods, for b2c_argerror (b2c_newclass records its class's at once).
void b2c_namefunctions(lua_State *L, int module);
/// `bad argument #arg to 'f' (expected expected, got <type>)`
int b2c_typeerror(lua_State *L, int arg, const char *expected);
/// `bad argument #arg to 'f' (<fmt...>)`
int b2c_argerrorf(lua_State *L, int arg, const char *fmt, ...);
/// `bad argument #arg to 'f' (<what>, got <value>)`, the value as b2c_formatfloat writes it.
int b2c_argerrorfloat(lua_State *L, int arg, const char *what, float value);
/// A function at `arg`, or `bad argument #arg to 'f' (function expected, got <type>)`.
void b2c_checkfunction(lua_State *L, int arg);
/// A boolean at `arg`, or `bad argument #arg to 'f' (boolean expected, got <type>)`.
void b2c_checkboolean(lua_State *L, int arg);
/// luaL_checkoption without a default (the index of the string at `arg` in the NULL-terminated
/// `list`, or `invalid option 'x'`), its errors named as b2c_argerror names them.
int b2c_checkoption(lua_State *L, int arg, const char *const list[]);

// ---- lengths ----
/// The raw length of the table at stack index `idx` as a lua_Integer (never cut to an int: a table
/// can make its length read 2^31 or more whatever it holds). Check it against a limit before use.
lua_Integer b2c_tablelength(lua_State *L, int idx);

// ---- numbers ----
/// A number that is finite and fits a float: strings are not converted.
float b2c_checkfloat(lua_State *L, int arg);
float b2c_optfloat(lua_State *L, int arg, float def);
/// The number at stack index `idx`, reported as part `what` of argument `arg` in errors.
float b2c_checkfloatat(lua_State *L, int arg, int idx, const char *what);
/// Read `t[key]` of the table at `arg` as a float; `def` is used when absent, NaN `def` means required.
float b2c_fieldfloat(lua_State *L, int arg, const char *key, float def);
/// b2c_fieldfloat, and at least 0: `bad argument #arg to 'f' (field 'key': must not be negative, got -1)`.
float b2c_fieldnonnegative(lua_State *L, int arg, const char *key, float def);
/// The shortest decimal (6 to 9 significant digits) that rounds back to `value`, as a double:
/// what Lua sees of a stored float, so that b2c.vec2(0.1, 0).x == 0.1.
lua_Number b2c_friendly(float value);
/// Push b2c_friendly(value).
void b2c_pushfloat(lua_State *L, float value);
/// Write b2c_friendly(value) as Lua's tostring would (at most B2C_FLOAT_TEXT bytes).
void b2c_formatfloat(char *buffer, size_t size, float value);
#define B2C_FLOAT_TEXT 24

/// The optional scale of a read of numbers (body:getPositionXY([scale]) and the others, issue 22):
/// false when `arg` is none or nil; else true and *scale the number as a float (C's cast), or
/// `bad argument #arg to 'f' (number expected, got <type>)`.
static inline bool b2c_optscale(lua_State *L, int arg, float *scale)
{
	int type = lua_type(L, arg);
	if (type == LUA_TNUMBER) {
		*scale = (float)lua_tonumber(L, arg);
		return true;
	}
	if (type != LUA_TNONE && type != LUA_TNIL)
		b2c_typeerror(L, arg, "number");
	return false;
}
/// value * scale in single precision (LÖVE's scaleUp: pixels from metres), widened to a double.
static inline lua_Number b2c_scaled(float value, float scale)
{
	float product = value * scale;
	return (lua_Number)product;
}

// ---- vectors ----
/// A vec2 from a b2c.vec2, `{x, y}` or `{x = , y = }`, finite, or an argument error.
b2cVec2 b2c_checkvec2(lua_State *L, int arg);
/// As b2c_checkvec2 but nil/none gives `def`.
b2cVec2 b2c_optvec2(lua_State *L, int arg, b2cVec2 def);
/// True and *out filled when the value at stack index `idx` is a b2c.vec2: the userdata, or under
/// LuaJIT the FFI vec2 (lua/b2c/jit_vec2.lua), whose components are checked as a table's are
/// (argument `arg`, inside `what` or NULL: `bad argument #1 to 'f' (x: finite number expected, got
/// nan)`). Not a table.
int b2c_isvec2(lua_State *L, int arg, int idx, const char *what, b2cVec2 *out);
/// True when the value at `idx` is a cdata (LuaJIT; never under Lua 5.4).
int b2c_iscdata(lua_State *L, int idx);
/// Under LuaJIT: true and *out filled (unchecked) when the value at `idx` is the FFI vec2 or a
/// reference to one (ljitvec2.c says how it is told from other cdata). Never under Lua 5.4.
int b2c_jitvec2(lua_State *L, int idx, b2cVec2 *out);
/// Under LuaJIT: load lua/b2c/jit_vec2.lua, which makes b2c.vec2 (in the module table at `module`)
/// return the FFI vec2. Anything missing leaves the userdata.
void b2c_installjitvec2(lua_State *L, int module);
/// A vector given either way a method taking a vector accepts it (issue 21): a vec2 (as
/// b2c_checkvec2) at `arg`, *next = arg + 1, or two numbers x, y at `arg` and `arg + 1`, *next =
/// arg + 2: the arguments after it shift. A number followed by anything else is an error naming
/// the second: `bad argument #3 to 'applyForce' (number expected, got nil)`; anything else at `arg`
/// is b2c_checkvec2's (`b2c.vec2 expected, got string`).
b2cVec2 b2c_checkvec2xy(lua_State *L, int arg, int *next);
/// As b2c_checkvec2xy, nil or none at `arg` giving `def` (*next = arg + 1).
b2cVec2 b2c_optvec2xy(lua_State *L, int arg, b2cVec2 def, int *next);
/// True and *out filled when the value at `arg` is a vec2 or a vec2-like table.
int b2c_tovec2(lua_State *L, int arg, b2cVec2 *out);
/// The vec2 at stack index `idx`, reported as part `what` of argument `arg` in errors
/// (`bad argument #1 to 'polygon' (point 3: b2c.vec2 expected, got string)`).
b2cVec2 b2c_checkvec2at(lua_State *L, int arg, int idx, const char *what);
/// Read `t[key]` of the table at `arg` as a vec2; `required` when absence is an error.
b2cVec2 b2c_fieldvec2(lua_State *L, int arg, const char *key, b2cVec2 def, int required);

/// Push value types. A non-finite result raises `what` produced a non-finite value.
void b2c_pushvec2(lua_State *L, b2cVec2 v);
void b2c_pushrot(lua_State *L, b2cRot q);
void b2c_pushtransform(lua_State *L, b2cTransform t);
void b2c_pushaabb(lua_State *L, b2cAABB a);

/// A manifold as a table {normal = vec2, points = {{point = vec2, separation = n, id = n}, ...}}.
void b2c_pushmanifold(lua_State *L, const b2cManifold *m);

b2cRot b2c_checkrot(lua_State *L, int arg);
b2cTransform b2c_checktransform(lua_State *L, int arg);
/// A b2c.aabb, or a table {lowerX, lowerY, upperX, upperY}, {lower, upper} or {lower = , upper = }
/// (each point a b2c.vec2 or a vec2 table): finite, lower at most upper in each coordinate, or an
/// argument error. Reading a table may run Lua code (a point's __index, a finalizer): a caller
/// checks again what it took before (a world or tree may have been closed).
b2cAABB b2c_checkaabb(lua_State *L, int arg);

/// A box given either way world:queryAABB takes it (issue 21): a b2c.aabb or aabb table at `arg`
/// (as b2c_checkaabb), *next = arg + 1, or four numbers lowerX, lowerY, upperX, upperY at `arg` to
/// `arg + 3`, *next = arg + 4 (an upper below its lower names the upper's argument: `upperX (0) is
/// below lowerX (1)`).
b2cAABB b2c_checkaabbxy(lua_State *L, int arg, int *next);

/// An angle given as a number (radians) or a b2c.rot.
b2cRot b2c_checkangle(lua_State *L, int arg);

// ---- objects with a uservalue table, and callbacks run in protected mode ----
/// Push `t[slot]` of the uservalue table t of the userdata at `arg`.
void b2c_pushslot(lua_State *L, int arg, int slot);
/// Keep `runner` in the registry under the address `key`; b2c_pushrunner pushes it.
void b2c_storerunner(lua_State *L, const char *key, lua_CFunction runner);
void b2c_pushrunner(lua_State *L, const char *key);

int b2c_openmath(lua_State *L);
int b2c_openshape(lua_State *L);
int b2c_opentree(lua_State *L);
int b2c_opencollide(lua_State *L);
int b2c_openworld(lua_State *L);
/// Under LuaJIT, the world's bulk reads' fast path (lposes.c, lua/b2c/jit_world.lua): after the
/// module's functions are named.
void b2c_installworldjit(lua_State *L);

/// The geometry of the shape at `arg`; for a chain, of child `childArg` (1-based; required), for
/// other shapes `childArg` may be absent or 1. `childArg` 0: no child argument (a chain is an error).
b2cShapeGeometry b2c_checkgeometry(lua_State *L, int arg, int childArg);
/// Push a new b2c.shape of that geometry (not a chain segment: a segment of a chain goes back
/// into a chain with b2c_pushchainshape).
void b2c_pushgeometry(lua_State *L, const b2cShapeGeometry *geometry);
/// Push a new chain shape through `count` points (already checked), with its segments' skin.
void b2c_pushchainshape(lua_State *L, const b2cVec2 *points, int count, bool loop, float skin);

/// True when the value at `arg` is a chain shape: its points (inside the userdata, valid while
/// it lives), their count, whether it is a loop and its segments' skin.
int b2c_tochain(lua_State *L, int arg, const b2cVec2 **points, int *count, bool *loop, float *skin);

// ---- tables of options, string options (loptions.c) ----
/// Refuse any key of the table at stack index `table` (part of argument `arg`) that is not one of
/// `keys` or `more` (NULL-terminated lists; `more` may be NULL): `bad argument #arg to 'f'
/// (unknown field 'KEY')`, the key after `prefix` (`filter.`) and the message followed by `suffix`
/// (` for a weld joint`) when they are not NULL; a key that is not a string reads `unknown field
/// [1]` (`[true]`, or its type: `[table]`). A raw traversal: no Lua code runs. For creation and
/// settings only (it walks the table), never on a hot path.
void b2c_checkfields(lua_State *L, int arg, int table, const char *prefix, const char *const *keys,
					 const char *const *more, const char *suffix);
/// The index in `options` (NULL-terminated) of the string at stack index `idx`, compared over its
/// whole length (`"dynamic\0junk"` is not `"dynamic"`), or -1: not a string, or not one of them.
int b2c_findoption(lua_State *L, int idx, const char *const *options);
/// Push a copy of the string at `idx` (a string or a number) with each zero byte written `\0`, for
/// a message; returns it.
const char *b2c_pushprintable(lua_State *L, int idx);

// ---- the C memory of objects (lowned.c) ----
/// A kind of object that owns C memory: how the module frees it when the Lua state closes before
/// the object's finalizer did (`destroy`, given the recorded object), and how it tells the
/// object's userdata, if still alive then, that the memory is gone (`forget`, given the
/// userdata's block: it sets its pointers to NULL, as its __gc would). `classes`: the classes whose
/// __gc frees such objects (one or two; NULL after).
typedef struct b2c_OwnedType {
	void (*destroy)(void *object);
	void (*forget)(void *userdata);
	const b2c_Class *classes[2];
} b2c_OwnedType;
typedef struct b2c_Owned b2c_Owned;
extern const b2c_OwnedType b2c_worldOwned, b2c_treeOwned, b2c_snapshotOwned;

/// The sentinel that frees, when the state closes, what no finalizer freed (once per state).
void b2c_openowned(lua_State *L);
/// A record of the C memory the userdata at `ud` (just made, its class's __gc set) will own, with
/// `payload` bytes of room (b2c_ownedpayload) for memory that must not live in the userdata;
/// NULL when out of memory. Raises `b2c is closed (the Lua state is closing)` once the state's
/// closing has begun. Creation time only.
b2c_Owned *b2c_own(lua_State *L, int ud, const b2c_OwnedType *type, size_t payload);
void *b2c_ownedpayload(b2c_Owned *o);
/// The object the record's memory is now (NULL: none); `o` may be NULL.
void b2c_setowned(b2c_Owned *o, void *object);
/// In the userdata's __gc, after it freed the object: forget the record (`o` may be NULL).
void b2c_disown(lua_State *L, b2c_Owned *o);

/// The module's entry point, the one symbol b2c.so exports.
__attribute__((visibility("default"))) int luaopen_b2c(lua_State *L);

#endif
