// SPDX-License-Identifier: MIT
// b2c: the world's record (struct b2cWorld), and what the world offers every part of the core.
// Internal header.
//
// The core's internal headers, from the bottom up:
//   slots.h            the slot arrays every object lives in: null index, generations, stamps
//   body_internal.h    bodies
//   shape_internal.h   shapes and chains
//   contact_internal.h contacts, their point records, the pair map
//   world_internal.h   this: the world, which holds them all
//   joint_internal.h   joints (and their solver functions)
//   stage_*.h          the stages of a step, each saying what it reads and what it owns:
//                      stage_broad_phase.h (pairs, proxies), stage_collide.h (manifolds),
//                      stage_solve.h (velocities, positions, impulses), stage_continuous.h
//                      (time of impact), stage_sleep.h (islands, sleep, waking)
// thread_pool.h, the step's workers (a range task run on the world's threads or an embedder's task
// system), sits beside them: the stages run their heavy passes through it, each item writing only
// its own results, and keep what reaches further (events, allocations, callbacks) in serial passes.
// world.c, the step's orchestration, sits above them all: it calls the stages in order and keeps
// the world's settings, events, counters and hash. snapshot_internal.h (snapshots) sits beside it.
#ifndef B2C_WORLD_INTERNAL_H
#define B2C_WORLD_INTERNAL_H

#include "b2c/world.h"
#include <stddef.h>
#include <string.h>
#include "arena.h"
#include "array.h"
#include "awake_set.h"
#include "body_internal.h"
#include "contact_internal.h"
#include "id_pool.h"
#include "shape_internal.h"
#include "slots.h"
#include "thread_pool.h"

/// The world's broad-phase: a tree (with its move buffer) per body type, indexed by b2cBodyType,
/// as Box2D v3 keeps them. Static proxies are tight (their fat box is the shape's box) and only
/// dynamic ones are asked for pairs with static ones; moving proxies have a margin that grows and
/// shrinks with their motion (stage_broad_phase.c). A shape's proxy is a key: its node's id times
/// 4 plus its tree (b2cProxyKey).
enum { B2C_PROXY_TREES = 3 };
typedef struct b2cWorldBroadPhase {
	b2cBroadPhase trees[B2C_PROXY_TREES];
	/// Static proxies created or destroyed since the static tree's last full rebuild (state: when
	/// the next rebuild comes decides the tree's shape, and so the order pairs are found in).
	int staticChanges;
} b2cWorldBroadPhase;

static inline int32_t b2cProxyKey(int tree, int32_t id) { return (int32_t)((uint32_t)id << 2) | tree; }
static inline int b2cProxyTree(int32_t key) { return key & 3; }
static inline int32_t b2cProxyNode(int32_t key) { return key >> 2; }

/// A growable array of events (kept between steps).
typedef struct b2cEventArray {
	void *data;
	int count, capacity;
	int reported; ///< how many the last step exposed; those pushed after wait for the next one
} b2cEventArray;

/// A body's angle computed for its rotation q (the same bits as b2cRot_GetAngle(q)): valid while
/// the body's rotation is q, bit for bit.
typedef struct b2cAngleCache {
	b2cRot q;
	float angle;
} b2cAngleCache;

/// The last step's body move events and the angles it computed (body_moves.c). Not state: a
/// snapshot leaves it, a restore keeps the live world's memory and clears the events.
typedef struct b2cBodyMoves {
	b2cBodyMoveEvent *events;
	int count, capacity;
	b2cAngleCache *angles; ///< by body slot (angleCapacity of them)
	int angleCapacity;
	/// The events not flagged asleep are the world's awake bodies as they are now, in slot order
	/// (nothing noted since the step: b2cNoteBody clears it), and awakeCount counts them: a bulk
	/// read of the poses copies them instead of visiting the bodies.
	bool current;
	int awakeCount;
	/// Someone reads poses or move events (b2cWorld_GetPoses, b2cWorld_GetBodyPoses,
	/// b2cWorld_GetBodyMoveEvents were called): from then on the step computes each moved body's
	/// angle as it records it. Until then it records the transforms only (a world nobody reads the
	/// angles of pays no atan2 a body a step), and a read computes the angles it needs.
	bool anglesWanted;
	bool anglesDone; ///< the events' angles are computed
} b2cBodyMoves;

struct b2cWorld {
	b2cWorldDef def;
	b2cWorldBroadPhase broadPhase;
	b2cBody *bodies;
	int bodyCapacity;
	b2cIdPool bodyIds;
	b2cShape *shapes;
	/// The shapes' geometries, as many (shapeCapacity), apart from the shapes: they never change,
	/// so a snapshot or a restore copies the shapes whole and skips the geometry the stamps match.
	b2cShapeGeometry *shapeGeometry;
	int shapeCapacity;
	b2cIdPool shapeIds;
	b2cChain *chains;
	int chainCapacity;
	b2cIdPool chainIds;
	b2cContact *contacts;
	int contactCapacity;
	b2cIdPool contactIds;
	b2cContactPoints *contactPoints; ///< the records of the contacts with points (b2cContact.points)
	int contactPointCapacity;
	b2cIdPool contactPointIds;
	b2cPairMap pairs;
	struct b2cJoint *joints;
	int jointCapacity;
	b2cIdPool jointIds;
	int subStepCount; ///< of the last step (joint reactions)
	b2cArena arena;   ///< the step's temporaries (no malloc in a steady step)
	b2cPreSolveFcn *preSolveFcn;
	void *preSolveContext;
	b2cCustomFilterFcn *customFilterFcn;
	void *customFilterContext;
	bool impulseReports;
	b2cEventArray beginEvents, endEvents, sensorBeginEvents, sensorEndEvents, impulseEvents;
	b2cEventArray hitEvents; ///< of b2cContactHitEvent, pushed by the solver
	b2cProfile profile;
	int stepAllocationFailures;  ///< allocations the last step was refused (not state, as the profile)
	int reusedCount, colorCount; ///< of the last step, for the counters
	/// The world's own threads (def.workerCount > 1 without an embedder's task system; NULL when
	/// the system refused them all). Not state: a restore keeps the live world's.
	b2cThreadPool *pool;
	bool locked;
	bool massDirty;     ///< a body's shapes changed since the last step (b2cMarkBodyMass)
	b2cAwakeSet awake;  ///< what the step's passes visit (awake_set.h; not state, as the arena)
	b2cBodyMoves moves; ///< the last step's move events (not state, as the arena)
};

// ---- reading the world's arrays ----

/// The contact's manifold (its points zero when it has none).
static inline b2cManifold b2cGetContactManifold(const b2cWorld *world, const b2cContact *contact)
{
	b2cManifold m;
	memset(&m, 0, sizeof m);
	m.normal = contact->normal;
	m.pointCount = contact->pointCount;
	if (contact->points != B2C_NULL_INDEX)
		memcpy(m.points, world->contactPoints[contact->points].points, sizeof m.points);
	return m;
}

/// The geometry of one of the world's shapes (`shape` points into world->shapes).
static inline const b2cShapeGeometry *b2cGeometryOf(const b2cWorld *world, const b2cShape *shape)
{
	return &world->shapeGeometry[shape - world->shapes];
}

static inline b2cShapeId b2cShapeIdOf(const b2cWorld *world, int32_t index)
{
	return (b2cShapeId){index, world->shapes[index].generation};
}

// ---- world.c ----

/// Free every array of the world's state (not the arena, not the world itself).
void b2cFreeWorldState(b2cWorld *world);

/// Between steps, name what the tree and the pair map hold where a change left them unnamed (their
/// stamps), so that a snapshot or a restore can skip them while they stay the same.
void b2cStampWorldArrays(b2cWorld *world);

/// Milliseconds since an arbitrary start (a monotonic clock).
double b2cGetMilliseconds(void);

// ---- body_moves.c ----

/// The step's move events, after its motion (continuous collision and shape synchronization done):
/// every moving body's pose and angle, in slot order.
void b2cRecordBodyMoves(b2cWorld *world);
/// After the sleep stage: flag the events of the bodies it put to sleep.
void b2cFlagSleptBodyMoves(b2cWorld *world);
void b2cFreeBodyMoves(b2cWorld *world);

bool b2cPushEvent(b2cEventArray *array, const void *event, size_t size);
void b2cFreeEvents(b2cEventArray *array, size_t size);

#endif
