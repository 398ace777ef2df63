// SPDX-License-Identifier: MIT
// b2c: contacts inside the world: their records, their point records, the pair map that finds a
// pair's contact, and what contact.c offers the rest of the core for a contact's lifetime (the
// step's stages of contact.c are in stage_broad_phase.h and stage_collide.h). Internal header.
#ifndef B2C_CONTACT_INTERNAL_H
#define B2C_CONTACT_INTERNAL_H

#include "b2c/world.h"
#include "edge_list.h"
#include "slots.h"

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

/// A contact's manifold points and what it keeps for them between steps: their accumulated
/// impulses (warm starting) and the manifold cache. In a pool of its own (world->contactPoints),
/// packed: most contacts have no points (fat boxes overlap long before the shapes do) and no record,
/// so a snapshot or a restore copies the small contacts and the few records, all dense.
typedef struct b2cContactPoints {
	b2cManifoldPoint points[2];                ///< the manifold's (b2cManifold.points)
	float normalImpulse[2], tangentImpulse[2]; ///< accumulated, by manifold point (warm starting)
	b2cManifoldCache cache;
	/// what pre-solve added to the shapes' tangent speeds, for this step (set at each update: not
	/// state, not saved)
	float tangentAdjust;
} b2cContactPoints;

/// A contact's manifold is its normal and point count here and its points in its record
/// (b2cGetContactManifold puts them together).
typedef struct b2cContact {
	int32_t shapeA, shapeB; ///< shapeA < shapeB
	b2cEdge edges[2];       ///< its links into its bodies' contact lists (edge_list.h): shape A's body, shape B's
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

/// Open-addressing map from a shape pair to its contact, so a pair reported again by the
/// broad-phase finds the contact it already has.
/// A slot of the map: its key, (shapeA + 1) << 32 | (shapeB + 1), as two halves (twelve bytes, no
/// padding: snapshots copy and compare the slots as bytes), and its value.
typedef struct b2cPairSlot {
	uint32_t keyHigh, keyLow;
	int32_t value; ///< the contact, or -1 empty, -2 a tombstone
} b2cPairSlot;

typedef struct b2cPairMap {
	b2cPairSlot *slots;
	int capacity, count, tombstones;
	uint64_t stamp; ///< names what `slots` holds, as b2cDynamicTree.stamp does (0 after a change)
} b2cPairMap;

// ---- contact.c: a contact's lifetime ----

void b2cDestroyContact(b2cWorld *world, int32_t contactIndex);
/// Destroy the shape's contacts, waking the bodies it touched.
void b2cDestroyShapeContacts(b2cWorld *world, int32_t shapeIndex);
/// Destroy all the body's contacts (one walk of its list), waking the bodies it touched.
void b2cDestroyBodyContacts(b2cWorld *world, int32_t bodyIndex);
/// Destroy the contacts of every segment of the chain, in one pass, waking what they touched.
void b2cDestroyChainContacts(b2cWorld *world, int32_t chainIndex);
/// After a filter change of the shape (or of every segment of the chain when shapeIndex is
/// B2C_NULL_INDEX): destroy its contacts the filters now reject (waking what they touched) and
/// have the broad-phase report its pairs again, so that newly accepted ones get contacts.
void b2cRefilterContacts(b2cWorld *world, int32_t shapeIndex, int32_t chainIndex);

// ---- contact.c: the pair map ----

void b2cDestroyPairMap(b2cPairMap *map);
/// Make the pair map again from the live contacts (a loaded snapshot): 0 done, 1 out of memory,
/// 2 two contacts for one pair of shapes.
int b2cRebuildPairMap(b2cWorld *world);

#endif
