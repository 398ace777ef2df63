// SPDX-License-Identifier: MIT
// b2c: the step's broad-phase stages. Internal header.
//
// At the step's start, b2cFindNewContacts (contact.c) takes the pairs of fat boxes the
// broad-phase found overlapping (proxies created, moved or touched since the last step) and makes
// a contact for each new pair that the filters and the joints let collide. After the solver and
// continuous collision moved the bodies, b2cSynchronizeShapes puts the shapes of every moving body
// where it went.
//
// Reads: bodies (types, transforms, velocities, awake), shapes (bodies, filters), joints (whether
//        they let their bodies collide).
// Owns:  the broad-phase (a tree and a move buffer per body type), the shapes' tight boxes, the
//        pair map, and the making of contacts (a new contact is linked into its bodies' lists,
//        with no manifold until the collide stage).
#ifndef B2C_STAGE_BROAD_PHASE_H
#define B2C_STAGE_BROAD_PHASE_H

#include "world_internal.h"

/// Create contacts for the new broad-phase pairs (contact.c).
void b2cFindNewContacts(b2cWorld *world);

// ---- the world's broad-phase (stage_broad_phase.c): three trees, see b2cWorldBroadPhase ----

b2cWorldBroadPhase b2cWorldBroadPhase_Create(void);
void b2cWorldBroadPhase_Destroy(b2cWorldBroadPhase *bp);

/// Give the shape (its tight box computed) a proxy in the tree of its body's type. False when
/// memory runs out (the shape then has none).
bool b2cCreateShapeProxy(b2cWorld *world, int32_t shapeIndex);
/// Destroy the shape's proxy (through the arena's proxy index: many destroyed one by one stay linear).
void b2cDestroyShapeProxy(b2cWorld *world, int32_t shapeIndex);
/// Destroy the proxies of `count` shapes, in that order, tree by tree in one pass each. False, and
/// nothing done, when memory runs out.
bool b2cDestroyShapeProxies(b2cWorld *world, const int32_t *shapes, int count);
/// Buffer the shape's proxy, so that its pairs are found again at the next step.
void b2cTouchShapeProxy(b2cWorld *world, int32_t shapeIndex);
/// The shape's fat box, from its tree.
static inline b2cAABB b2cShapeFatAABB(const b2cWorld *world, const b2cShape *shape)
{
	return world->broadPhase.trees[b2cProxyTree(shape->proxy)].tree.nodes[b2cProxyNode(shape->proxy)].aabb;
}
/// Do the fat boxes of two shapes overlap? (Each contact, each step.)
static inline bool b2cShapeProxiesOverlap(const b2cWorld *world, const b2cShape *a, const b2cShape *b)
{
	return b2cAABB_Overlaps(b2cShapeFatAABB(world, a), b2cShapeFatAABB(world, b));
}
/// Move the body's shapes into the tree of its type (after b2cBody_SetType); they are buffered.
/// False when memory ran out for some (those keep their old proxy, still valid).
bool b2cMoveBodyProxies(b2cWorld *world, int32_t bodyIndex);
/// Report each new pair once: every proxy buffered since the last update, queried against the
/// trees whose bodies can collide with it (a dynamic proxy against all three, a static or kinematic
/// one against the dynamic tree only: two bodies neither of which is dynamic never collide). The
/// callback gets the proxies' keys and the shapes' indices and must not change the broad-phase.
/// The static tree is first rebuilt whole when many static proxies came or went since its last one.
void b2cUpdateWorldPairs(b2cWorld *world, b2cPairFcn *fcn, void *context);
/// Rebuild the static tree whole (binned SAH); false when memory runs out (the tree unchanged).
bool b2cRebuildStaticTree(b2cWorld *world);

/// Move every shape of the bodies that move this step to its new place in the broad-phase (their
/// fat boxes made anew where the rule of stage_broad_phase.c says).
void b2cSynchronizeShapes(b2cWorld *world, float dt);

/// Put the body's shapes where its transform says, in the broad-phase too: the step, and a body
/// moved between steps (`displacement`: the move expected next, which a new fat box reaches ahead
/// to, capped).
void b2cMoveBodyShapes(b2cWorld *world, b2cBody *body, b2cVec2 displacement);

#endif
