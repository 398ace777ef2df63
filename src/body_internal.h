// SPDX-License-Identifier: MIT
// b2c: bodies inside the world: their record and what body.c offers the rest of the core.
// Internal header.
#ifndef B2C_BODY_INTERNAL_H
#define B2C_BODY_INTERNAL_H

#include "b2c/world.h"
#include "slots.h"

typedef struct b2cBody {
	b2cBodyType type;
	uint32_t generation;      ///< bumped when destroyed
	uint32_t generationFloor; ///< the least generation the slot may hand out next (restores raise it)
	bool alive;
	b2cTransform xf;     ///< of the body origin
	b2cVec2 center;      ///< centre of mass, world
	b2cVec2 localCenter; ///< centre of mass, body frame
	b2cVec2 v;
	float w;
	b2cVec2 force;
	float torque;
	float mass, invMass;
	float inertia, invInertia; ///< about the centre of mass
	float linearDamping, angularDamping, gravityScale;
	bool fixedRotation;
	bool awake;
	bool allowSleep;
	bool bullet;
	float sleepTime; ///< how long it has been at rest
	b2cVec2 center0; ///< centre of mass at the start of the step (continuous collision)
	b2cRot q0;
	float minExtent;   ///< smallest shape's half thickness: moving farther in a step may tunnel
	float maxExtent;   ///< farthest point of its shapes from the centre of mass
	bool fast;         ///< moved far for its size in the last step (swept; its contacts not recycled)
	bool massDirty;    ///< its shapes changed since its mass was computed (b2cUpdateDirtyMass)
	int32_t shapeList; ///< first shape, chained through b2cShape.next
	int32_t shapeCount;
	int32_t contactList; ///< first key of its list of contact edges (edge_list.h), or B2C_NULL_INDEX
	int32_t contactCount;
	int32_t jointList; ///< first key of its list of joint edges (edge_list.h), or B2C_NULL_INDEX
	int32_t jointCount;
	uint64_t userData;
	float sleepThreshold; ///< speed below which it counts as at rest (B2C_DEFAULT_SLEEP_THRESHOLD)
	bool disabled;        ///< out of the simulation (b2cBody_SetEnabled): never awake, no contacts
	bool lockX, lockY;    ///< linear motion locks (the angular lock is fixedRotation)
	bool massOverride;    ///< mass, centre and inertia from overrideMass (b2cBody_SetMassData)
	b2cMassData overrideMass;
	// The total angle (b2cBody_GetTotalAngle): the angle last given (made, b2cBody_SetTransform,
	// restored), the rotation it gave, and the turns gained since (each step adds its crossings of
	// the angle's branch cut at +-pi, b2cTurnCrossing). Not simulation state: not hashed.
	float givenAngle;
	b2cRot givenQ;
	int32_t turns;
} b2cBody;

/// The turns a rotation gained going from `from` to `to` (less than half a turn apart): +1 across
/// pi upward, -1 across it downward (the branch cut of b2cAtan2: pi when the sine is 0, -pi just
/// below), 0 within one half or across 0.
static inline int32_t b2cTurnCrossing(b2cRot from, b2cRot to)
{
	bool upperFrom = !(from.s < 0.0f), upperTo = !(to.s < 0.0f);
	if (upperFrom == upperTo || from.c + to.c >= 0.0f)
		return 0;
	return upperFrom ? 1 : -1;
}

/// Does the body's velocity have a locked axis (zeroed by the solver)?
static inline bool b2cHasLinearLock(const b2cBody *body) { return body->lockX || body->lockY; }

/// Is the body moving in this step: dynamic or kinematic, and awake?
static inline bool b2cIsActive(const b2cBody *body)
{
	return body->alive && body->type != b2cBody_static && body->awake;
}
/// A dynamic body that is awake: what the solver, sleep and continuous stages move.
static inline bool b2cIsAwakeDynamic(const b2cBody *body)
{
	return body->alive && body->type == b2cBody_dynamic && body->awake;
}

// ---- body.c ----

/// The body `id` names, or NULL (destroyed, or never made).
b2cBody *b2cGetBody(const b2cWorld *world, b2cBodyId id);
/// Mass, centre of mass, inertia and extents from the body's shapes.
void b2cUpdateBodyMass(b2cWorld *world, int32_t bodyIndex);
/// Its shapes changed: its mass, centre and extents are computed when next read (linear time to
/// give a body many shapes). Whatever reads them outside the step calls b2cUpdateDirtyMass first.
void b2cMarkBodyMass(b2cWorld *world, int32_t bodyIndex);
/// The body's mass as b2cUpdateBodyMass leaves it, if its shapes changed since (the same bits as
/// when computed at once). The world is const for the readers that call it; only the mass changes.
void b2cUpdateDirtyMass(const b2cWorld *world, int32_t bodyIndex);
/// b2cUpdateDirtyMass for every body (before a step, a hash, a drawing, a snapshot).
void b2cUpdateDirtyMasses(const b2cWorld *world);

#endif
