// SPDX-License-Identifier: MIT
// b2c: shapes and chains inside the world: their records and what shape.c offers the rest of the
// core. A shape's geometry sits apart from its record (world->shapeGeometry, world_internal.h).
// Internal header.
#ifndef B2C_SHAPE_INTERNAL_H
#define B2C_SHAPE_INTERNAL_H

#include "b2c/world.h"
#include "slots.h"

typedef struct b2cShape {
	uint32_t generation;
	uint32_t generationFloor;
	bool alive;
	int32_t body;
	int32_t next;       ///< next shape of the same body
	int32_t prev;       ///< the previous one: a hint, checked before use (a loaded snapshot has none)
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
	float rollingResistance, tangentSpeed;
	bool enableContactEvents, enableSensorEvents, enableHitEvents;
	bool hasSkin; ///< its geometry's skin is not 0 (Box2D 2.x's): read by the contact solver's fill
} b2cShape;

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

// ---- shape.c ----

/// Destroy every shape and chain of a body that goes, its contacts already gone (no mass update).
void b2cDestroyBodyShapes(b2cWorld *world, int32_t bodyIndex);
/// Free the chains' storage (with the world).
void b2cDestroyChains(b2cWorld *world);
/// Do two shapes' filters let them collide?
bool b2cShouldShapesCollide(b2cFilter a, b2cFilter b);

#endif
