// SPDX-License-Identifier: MIT
// b2c: the world's internal data, shared by world.c, body.c, shape.c, contact.c and solver.c.
#ifndef B2C_WORLD_INTERNAL_H
#define B2C_WORLD_INTERNAL_H

#include "b2c/world.h"
#include <stddef.h>
#include <string.h>
#include "arena.h"
#include "array.h"
#include "id_pool.h"

#define B2C_NULL_INDEX (-1)

/// The generation a slot takes when its object is destroyed: one more, and at least the floor a
/// restore left (generations handed out in a future the restore undid are never reused).
static inline uint32_t b2cNextGeneration(uint32_t generation, uint32_t floor)
{
	return generation + 1u > floor ? generation + 1u : floor;
}

typedef struct b2cBody {
	b2cBodyType type;
	uint32_t generation; ///< bumped when destroyed
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
	float minExtent; ///< smallest shape's half thickness: moving farther in a step may tunnel
	float maxExtent; ///< farthest point of its shapes from the centre of mass
	bool fast;       ///< moved far for its size in the last step (swept; its contacts not recycled)
	int32_t shapeList; ///< first shape, chained through b2cShape.next
	int32_t shapeCount;
	int32_t contactList; ///< first contact edge key (see b2cContactEdge), or B2C_NULL_INDEX
	int32_t contactCount;
	int32_t jointList; ///< first joint edge key (see b2cJointEdge), or B2C_NULL_INDEX
	int32_t jointCount;
	uint64_t userData;
} b2cBody;

typedef struct b2cShape {
	uint32_t generation;
	uint32_t generationFloor;
	bool alive;
	int32_t body;
	int32_t next; ///< next shape of the same body
	int32_t chain;      ///< the chain it is a segment of, or B2C_NULL_INDEX
	int32_t chainNext;  ///< the chain's next segment (in the order of its points)
	int32_t childIndex; ///< its index in the chain (0 for a shape of no chain)
	int32_t proxy;
	float density, friction, restitution;
	bool isSensor;
	b2cFilter filter;
	b2cAABB aabb; ///< tight, world
	uint64_t userData;
	/// Names its geometry (world->shapeGeometry[its index]): a number no other geometry ever had
	/// (b2cNewStamp), taken when the geometry is written, carried with it by every copy.
	/// The geometry never changes after, so two slots with the same stamp (not 0) hold the same
	/// geometry, which a snapshot or a restore then need not copy.
	uint64_t geometryStamp;
} b2cShape;

/// Between steps, name what the tree and the pair map hold where a change left them unnamed (their
/// stamps), so that a snapshot or a restore can skip them while they stay the same.
void b2cStampWorldArrays(b2cWorld *world);

/// A stamp never handed out before in this process (never 0): it names one content of a shape's
/// geometry, a tree's arrays or a pair map's (what a snapshot or a restore may skip copying).
uint64_t b2cNewStamp(void);

/// A contact's link into one of its bodies' contact lists: a doubly linked list whose keys are
/// contactIndex << 1 | edgeIndex (edge 0 is shape A's body, edge 1 shape B's).
typedef struct b2cContactEdge {
	int32_t body;
	int32_t prevKey, nextKey;
} b2cContactEdge;

/// Where a contact's points sit in its bodies, and what it keeps to recycle them while the bodies
/// barely move relative to each other (after the contact recycling of Box2D v3, Catto): each
/// point's anchors from the two centres of mass in world orientation and its separation when the
/// manifold was computed, with the bodies' rotations and relative pose then. The solver pushes at
/// these anchors; a recycled manifold keeps them (their world orientation too, as the solver's
/// anchors stay fixed through a step's sub-steps) and its normal (turned with A), and only its
/// separations follow the bodies. Anchors that turned with the bodies would shift the support
/// of a swaying stack a little at every step, enough to make a tall stack walk and fall.
typedef struct b2cManifoldCache {
	b2cRot qA, qB;                  ///< the bodies' rotations when the manifold was computed
	b2cTransform pose;              ///< B's body in A's frame then
	b2cVec2 anchorA[2], anchorB[2]; ///< each point from A's and from B's centre of mass (world orientation) then
	float baseSeparation[2];        ///< each point's separation then
	bool valid;                     ///< may be recycled
} b2cManifoldCache;
/// A chain: segments (chain-segment shapes) of one body made and destroyed together.
typedef struct b2cChain {
	uint32_t generation; ///< bumped when destroyed
	uint32_t generationFloor;
	bool alive;
	bool loop;
	int32_t body;
	int32_t firstShape; ///< segment 0, the rest linked through b2cShape.chainNext
	int count;
} b2cChain;

/// A contact's manifold points and what it keeps for them between steps: their accumulated
/// impulses (warm starting) and the manifold cache. In a pool of its own (world->contactPoints),
/// packed: most contacts have no points (fat boxes overlap long before the shapes do) and no record,
/// so a snapshot or a restore copies the small contacts and the few records, all dense.
typedef struct b2cContactPoints {
	b2cManifoldPoint points[2];                ///< the manifold's (b2cManifold.points)
	float normalImpulse[2], tangentImpulse[2]; ///< accumulated, by manifold point (warm starting)
	b2cManifoldCache cache;
} b2cContactPoints;

/// A contact's manifold is its normal and point count here and its points in its record
/// (b2cGetContactManifold puts them together).
typedef struct b2cContact {
	int32_t shapeA, shapeB; ///< shapeA < shapeB
	b2cContactEdge edges[2];
	float friction, restitution;
	b2cVec2 normal;     ///< the manifold's (world, from A toward B)
	int32_t pointCount; ///< the manifold's
	/// its record in world->contactPoints, or B2C_NULL_INDEX (no points). A manifold with points
	/// always has one.
	int32_t points;
	bool touching;
	bool enabled; ///< false for this step when pre-solve said so
	bool sensor;
	bool alive;
} b2cContact;

/// A growable array of events (kept between steps).
typedef struct b2cEventArray {
	void *data;
	int count, capacity;
	int reported; ///< how many the last step exposed; those pushed after wait for the next one
} b2cEventArray;

/// Open-addressing map from a shape pair to its contact, so a pair reported again by the
/// broad-phase finds the contact it already has.
typedef struct b2cPairMap {
	int32_t *values; ///< the contact, or -1 empty, -2 a tombstone; keyed by (shapeA + 1) << 32 | (shapeB + 1)
	int capacity, count, tombstones;
	uint64_t stamp; ///< names what `values` holds, as b2cDynamicTree.stamp does (0 after a change)
} b2cPairMap;

struct b2cWorld {
	b2cWorldDef def;
	b2cBroadPhase broadPhase;
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
	b2cArena arena; ///< the step's temporaries (no malloc in a steady step)
	b2cPreSolveFcn *preSolveFcn;
	void *preSolveContext;
	bool impulseReports;
	b2cEventArray beginEvents, endEvents, sensorBeginEvents, sensorEndEvents, impulseEvents;
	b2cProfile profile;
	int reusedCount, colorCount; ///< of the last step, for the counters
	bool locked;
};

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

/// Free every array of the world's state (not the arena, not the world itself).
void b2cFreeWorldState(b2cWorld *world);

/// Milliseconds since an arbitrary start (a monotonic clock).
double b2cGetMilliseconds(void);

bool b2cPushEvent(b2cEventArray *array, const void *event, size_t size);
void b2cFreeEvents(b2cEventArray *array, size_t size);

// ---- body.c ----
b2cBody *b2cGetBody(const b2cWorld *world, b2cBodyId id);
void b2cUpdateBodyMass(b2cWorld *world, int32_t bodyIndex);

/// Is the body moving in this step: dynamic or kinematic, and awake?
static inline bool b2cIsActive(const b2cBody *body) { return body->alive && body->type != b2cBody_static && body->awake; }
/// A dynamic body that is awake: what the solver, sleep and continuous stages move.
static inline bool b2cIsAwakeDynamic(const b2cBody *body)
{
	return body->alive && body->type == b2cBody_dynamic && body->awake;
}
static inline b2cShapeId b2cShapeIdOf(const b2cWorld *world, int32_t index)
{
	return (b2cShapeId){index, world->shapes[index].generation};
}
/// Put the body's shapes where its transform says, in the broad-phase too (enlarged along
/// `displacement`, the move expected next).
void b2cMoveBodyShapes(b2cWorld *world, b2cBody *body, b2cVec2 displacement);
/// A free index of `ids` with room for it in `*array` (grown as needed), or -1.
int b2cAllocSlot(b2cIdPool *ids, void **array, int *capacity, size_t elementSize);
/// Grow two arrays of one capacity (slots and what goes with them) to newCapacity, the new
/// elements zero: both, or neither (false, out of memory).
bool b2cGrowPairedArrays(void **array, size_t elementSize, void **other, size_t otherSize, int *capacity,
						 int newCapacity);
/// b2cAllocSlot for two arrays of one capacity: both grow, or neither.
int b2cAllocPairedSlot(b2cIdPool *ids, void **array, size_t elementSize, void **other, size_t otherSize,
					   int *capacity);
/// Wake the body and, through touching contacts, every sleeping body it rests on or under.
void b2cWakeBody(b2cWorld *world, int32_t bodyIndex);

// ---- shape.c ----
/// Destroy every shape and chain of a body that goes, its contacts already gone (no mass update).
void b2cDestroyBodyShapes(b2cWorld *world, int32_t bodyIndex);
/// Free the chains' storage (with the world).
void b2cDestroyChains(b2cWorld *world);

// ---- continuous.c ----
/// Mark the bodies that moved fast in the step of dt (b2cBody.fast) and, with continuous collision
/// on, pull them back to their first impact with static shapes (bullets: any shape).
void b2cSolveContinuous(b2cWorld *world, float dt);

// ---- island.c ----
/// Put to sleep the groups of touching bodies that have all been at rest for timeToSleep.
void b2cUpdateSleep(b2cWorld *world, float dt);

// ---- contact.c ----
/// Create contacts for the new broad-phase pairs.
void b2cFindNewContacts(b2cWorld *world);
/// Update every contact's manifold and destroy those whose fat AABBs no longer overlap.
void b2cUpdateContacts(b2cWorld *world);
void b2cDestroyContact(b2cWorld *world, int32_t contactIndex);
/// Destroy the shape's contacts, waking the bodies it touched.
void b2cDestroyShapeContacts(b2cWorld *world, int32_t shapeIndex);
/// Destroy all the body's contacts (one walk of its list), waking the bodies it touched.
void b2cDestroyBodyContacts(b2cWorld *world, int32_t bodyIndex);
/// Every body's contact list holds exactly its live contacts, linked both ways (for tests).
bool b2cValidateContactLists(const b2cWorld *world);
/// Destroy the contacts of every segment of the chain, in one pass, waking what they touched.
void b2cDestroyChainContacts(b2cWorld *world, int32_t chainIndex);
/// After a filter change of the shape (or of every segment of the chain when shapeIndex is
/// B2C_NULL_INDEX): destroy its contacts the filters now reject (waking what they touched) and
/// have the broad-phase report its pairs again, so that newly accepted ones get contacts.
void b2cRefilterContacts(b2cWorld *world, int32_t shapeIndex, int32_t chainIndex);
void b2cDestroyPairMap(b2cPairMap *map);
/// Make the pair map again from the live contacts (a loaded snapshot): 0 done, 1 out of memory,
/// 2 two contacts for one pair of shapes.
int b2cRebuildPairMap(b2cWorld *world);
bool b2cShouldShapesCollide(b2cFilter a, b2cFilter b);

// ---- solver.c ----
void b2cSolve(b2cWorld *world, float dt, int subSteps);

#endif
