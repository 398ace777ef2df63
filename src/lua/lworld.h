// SPDX-License-Identifier: MIT
// b2c binding: what the world's files share: the world's uservalue slots, the handles' layout and
// the functions one file calls in another. Internal header. The files, one a class or a concern:
// lworld.c (b2c.world, its settings and lifetime), lbody.c (bodies), lfixture.c (fixtures, chain
// fixtures, filters), lcontact.c (the step, its contact callbacks and events, b2c.contact),
// lquery.c (world queries), ldraw.c (world:draw), ljoint.c (joints), lsnapshot.c (snapshots).
#ifndef B2C_LWORLD_H
#define B2C_LWORLD_H

#include "laux.h"

extern const b2c_Class b2c_worldClass;
extern const b2c_Class b2c_bodyClass;
extern const b2c_Class b2c_fixtureClass;
extern const b2c_Class b2c_contactClass;
extern const b2c_Class b2c_jointClass;

/// The world's uservalue table T (see lworld.c): T[SLOT_...].
enum {
	SLOT_SELF = 1,
	SLOT_BODIES = 2,
	SLOT_FIXTURES = 3,
	SLOT_BODY_DATA = 4,
	SLOT_FIXTURE_DATA = 5,
	SLOT_CALLBACKS = 6,
	SLOT_CONTACT = 7,
	SLOT_CHAIN_DATA = 8,
	SLOT_JOINTS = 9,      ///< joints by core index + 1
	SLOT_JOINT_DATA = 10, ///< joint user data by core index + 1
	SLOT_PENDING = 11,    ///< handles destroyed while the world was locked, in order (ldestroy.c)
	SLOT_COUNT = 11
};

typedef struct LuaWorld {
	b2cWorld *world;  // NULL once closed
	b2c_Owned *owned; // the record of its memory (lowned.c); NULL once freed
	int queryLock;    // queries in progress (their callbacks must not change the world)
	int stepLock;     // a step or its event callbacks in progress
	int drawLock;     // draws in progress (their drawers must not change the world)
	int deferred;     // destroys queued while locked since the last flush (0: no handle is pending)
} LuaWorld;

// The contact a callback gets: one userdata per world, pointed at the contact of the moment and
// invalid outside callbacks.
typedef struct LuaContact {
	b2cContactInfo *info; // NULL outside a callback
	LuaWorld *owner;
	const float *normalImpulses, *tangentImpulses; // in postSolve, else NULL
} LuaContact;

/// A body, fixture or joint: its core index and generation, and its world.
typedef struct LuaHandle {
	int32_t index;
	uint32_t generation;
	LuaWorld *owner;
	bool chain;           // a fixture for a whole chain: index and generation are the core chain's
	bool pending;         // destroyed while the world was locked: reports destroyed, goes at the unlock
	int kind;             // a joint's type
	const b2c_Class *cls; // the handle's class, set when it is made (b2c_tohandle)
} LuaHandle;

static inline b2cBodyId b2c_bodyid(const LuaHandle *h) { return (b2cBodyId){h->index, h->generation}; }

/// The handle of class `cls` at `arg`, or NULL: a full userdata of a handle's size that carries
/// that class (cheaper than comparing metatables, which every method of a handle did; a userdata
/// of another kind, or another handle's class, never passes). Live or not: the callers check.
static inline LuaHandle *b2c_tohandle(lua_State *L, int arg, const b2c_Class *cls)
{
	if (lua_type(L, arg) != LUA_TUSERDATA || b2c_rawlen(L, arg) != sizeof(LuaHandle))
		return NULL;
	LuaHandle *h = (LuaHandle *)lua_touserdata(L, arg);
	return h->cls == cls ? h : NULL;
}

/// A new handle of class `cls` on the stack (its uservalue slot ready, its class set for
/// b2c_tohandle); the caller fills the rest.
static inline LuaHandle *b2c_newhandle(lua_State *L, const b2c_Class *cls)
{
	LuaHandle *h = (LuaHandle *)b2c_newobjectuv(L, cls, sizeof(LuaHandle));
	h->cls = cls;
	return h;
}

/// b2c_tohandle, or the standard error (`b2c.body expected, got table`).
static inline LuaHandle *b2c_checkhandle(lua_State *L, int arg, const b2c_Class *cls)
{
	LuaHandle *h = b2c_tohandle(L, arg, cls);
	if (h == NULL)
		b2c_typeerror(L, arg, cls->name);
	return h;
}

/// Which of a world's locks a protected call holds (b2c_lockedcall).
typedef enum b2c_Lock { B2C_LOCK_STEP, B2C_LOCK_QUERY, B2C_LOCK_DRAW } b2c_Lock;

/// Call the function below the `nargs` arguments on top of the stack in protected mode, with the
/// world locked (`lock`) meanwhile: the lock is released whatever happens, and an error is raised
/// again after (its value unchanged). `after` (may be NULL) runs between the call and the unlock,
/// given the call's status and `context`. Nothing here grows the stack or allocates, so nothing
/// can raise while the world is locked: what the call needs is pushed before.
void b2c_lockedcall(lua_State *L, LuaWorld *lw, b2c_Lock lock, int nargs,
					void (*after)(LuaWorld *lw, int status, void *context), void *context);

/// Is the world locked: a step, a query or a draw (or their callbacks) in progress?
bool b2c_islocked(const LuaWorld *lw);
/// A destroy method's start, for the handle `h` at 1: while the world is locked, the handle (a
/// body's fixtures and joints with it) reports destroyed at once and the object is destroyed
/// when the world is unlocked: it is queued and true returned. False when the world is unlocked
/// (the method destroys it now); an error when the world is closed.
bool b2c_deferdestroy(lua_State *L, LuaHandle *h);
/// Destroy what was queued while the world was locked (b2c_lockedcall calls it once unlocked).
void b2c_flushdestroys(lua_State *L, LuaWorld *lw);

/// The open world at `arg`, or an error.
LuaWorld *b2c_checkworld(lua_State *L, int arg);
/// Raise `world is locked during a step` (or a query, or a draw) when it is.
void b2c_checkunlocked(lua_State *L, const LuaWorld *lw);
/// A body that exists, or an argument error.
LuaHandle *b2c_checkbody(lua_State *L, int arg);
bool b2c_bodyvalid(const LuaHandle *h);
/// A handle's user data: get pushes T[slot][index + 1] (the handle at 1 gives T); set stores the
/// value at 2 there. Each returns what its Lua method returns.
int b2c_getuserdata(lua_State *L, int slot, int32_t index);
int b2c_setuserdata(lua_State *L, int slot, int32_t index);
/// Forget the Lua side of the fixture `fh` before the core destroys it: the fixtures table no
/// longer names it (under any of a chain's segments), its user data and shape go. `owner` is a
/// handle of the world (its uservalue is the world's table).
void b2c_forgetfixture(lua_State *L, int owner, const LuaHandle *fh);
/// Forget the joints of a body about to be destroyed (their slots in the world's tables); `handle`
/// is a handle of the world (its uservalue is the world's table).
void b2c_forgetbodyjoints(lua_State *L, int handle, b2cBodyId body);
/// Push the fixture of `shape` from the fixtures table at `fixtures`, or nil when that shape has
/// been destroyed (its slot empty, or holding a newer fixture) or is pending destruction. A live
/// shape's slot holds its fixture: the chain's for a chain segment.
void b2c_pushfixtureof(lua_State *L, int fixtures, b2cShapeId shape);
/// Add `methods` to the methods of the class (the upvalue of its C `__index`, or its `__index`
/// itself once that is the methods table: bodies, fixtures, contacts, see lworld.c).
void b2c_addmethods(lua_State *L, const b2c_Class *cls, const luaL_Reg *methods);
/// The same, each method with the class metatable as its upvalue 1 (a hot method checks self with
/// one comparison against it).
void b2c_addhotmethods(lua_State *L, const b2c_Class *cls, const luaL_Reg *methods);
/// Each file's part of b2c_openworld: its class (if any) and its methods of the world or body.
void b2c_openbody(lua_State *L);
/// Under LuaJIT, the FFI fast path of the body reads (lua/b2c/jit_body.lua), once the body's
/// methods are all in place.
void b2c_installbodyjit(lua_State *L); ///< the module at the top of the stack
void b2c_openfixture(lua_State *L);
void b2c_opencontact(lua_State *L);
void b2c_opencontactlist(lua_State *L);
void b2c_openquery(lua_State *L);
void b2c_opendraw(lua_State *L);
/// world:getPoses, getMoveEvents, getFlatContactEvents, getPoseBuffer (lposes.c), and their LuaJIT
/// fast path (lua/b2c/jit_world.lua).
void b2c_openposes(lua_State *L);
int b2c_openjoints(lua_State *L);
/// Push an array of the handles in the world's (at 1) table `slot` whose objects are alive, by
/// index below `limit` (world:getBodies, world:getJoints).
void b2c_pushliveslots(lua_State *L, int slot, int limit, bool (*alive)(const b2cWorld *world, int32_t index));
/// world:snapshot() and world:restore(snapshot) (lsnapshot.c).
int b2c_worldsnapshot(lua_State *L);
int b2c_worldrestore(lua_State *L);
/// The b2c.snapshot class and b2c.loadSnapshot, into the module table at the top of the stack.
void b2c_opensnapshot(lua_State *L);

#endif
