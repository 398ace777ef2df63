// SPDX-License-Identifier: MIT
// b2c: what the dynamic tree offers the rest of the core only. Internal header.
#ifndef B2C_TREE_INTERNAL_H
#define B2C_TREE_INTERNAL_H

#include "b2c/broad_phase.h"
#include "b2c/dynamic_tree.h"

/// An empty tree (nothing linked: the caller fills every node) with room for exactly
/// `nodeCapacity` nodes and `pendingCapacity` pending leaves, all zeroed; false when memory ran
/// out (the tree then holds nothing). For loading a serialized snapshot.
bool b2cDynamicTree_Allocate(b2cDynamicTree *tree, int nodeCapacity, int pendingCapacity);

/// b2cDynamicTree_CreateProxy with the fat box given (stored as it is, no margin added): the
/// world's broad-phase chooses its fat boxes itself.
int32_t b2cDynamicTree_CreateProxyFat(b2cDynamicTree *tree, b2cAABB fat, uint64_t userData);
/// Give the proxy this fat box, whether it grew or shrank (b2cDynamicTree_MoveProxy's second half:
/// the leaf stays, its ancestors grow to hold it and are marked for the next flush's rebuild).
void b2cDynamicTree_SetFatAABB(b2cDynamicTree *tree, int32_t proxyId, b2cAABB fat);
/// b2cBroadPhase_CreateProxy with the fat box given; B2C_NULL_NODE when memory runs out.
int32_t b2cBroadPhase_CreateProxyFat(b2cBroadPhase *bp, b2cAABB fat, uint64_t userData);
/// b2cDynamicTree_SetFatAABB, the proxy buffered for the next update (out of memory: found at its
/// next touch).
void b2cBroadPhase_SetFatAABB(b2cBroadPhase *bp, int32_t proxyId, b2cAABB fat);

/// What b2cDynamicTree_Check can find wrong (X(name, text)), in the order it looks.
#define B2C_TREE_PROBLEMS(X)                                                                        \
	X(b2cTree_badRoot, "the tree's root is not a node in use")                                      \
	X(b2cTree_tooTall, "the tree is too tall for a traversal")                                      \
	X(b2cTree_badFlags, "a tree node has flags no tree sets")                                       \
	X(b2cTree_badFreeHeight, "a free tree node has a bad height")                                   \
	X(b2cTree_badLeaf, "a tree leaf has a child or a height other than 0")                          \
	X(b2cTree_enlargedLeaf, "a tree leaf is marked enlarged")                                       \
	X(b2cTree_badChildren, "a tree node's children are not two nodes in use that point back to it") \
	X(b2cTree_badHeight, "a tree node's height is not 1 + its taller child's")                      \
	X(b2cTree_internalProxy, "an internal tree node is marked as a proxy")                          \
	X(b2cTree_badBox, "a tree node's box is not the union of its children's")                       \
	X(b2cTree_looseBox, "an enlarged tree node's box does not hold its children's")                 \
	X(b2cTree_linkedPending, "a pending tree leaf is linked")                                       \
	X(b2cTree_badParent, "a tree node is not a child of its parent")                                \
	X(b2cTree_nodeCount, "the tree's node count does not match its nodes in use")                   \
	X(b2cTree_proxyCount, "the tree's proxy count does not match its leaves")                       \
	X(b2cTree_badPending, "a pending tree leaf is not one, or is listed twice")                     \
	X(b2cTree_pendingCount, "the tree's pending leaves do not match its list")                      \
	X(b2cTree_notBinary, "the tree is not binary (nodes in use != 2 leaves - 1)")                   \
	X(b2cTree_badFreeList, "the tree's free list is broken")                                        \
	X(b2cTree_freeCount, "the tree's free nodes and nodes in use do not add up to its capacity")    \
	X(b2cTree_noRoom, "the tree has no room for its pending leaves")                                \
	X(b2cTree_cycle, "the tree has a cycle")                                                        \
	X(b2cTree_unreachable, "some tree nodes in use are not reachable from the root")

#define B2C_TREE_PROBLEM_NAME(name, text) name,
typedef enum b2cTreeProblem { b2cTree_sound, B2C_TREE_PROBLEMS(B2C_TREE_PROBLEM_NAME) } b2cTreeProblem;
#undef B2C_TREE_PROBLEM_NAME

/// The one check of a tree, as it stands (nothing flushed: leaves may be pending, boxes enlarged):
/// its links (root, parents and children, free list, pending list), heights (each 1 + its taller
/// child's, the root's low enough for a traversal's stack), boxes (an internal node's the union of
/// its children's, or holding them while marked enlarged; a NaN coordinate proves nothing),
/// flags and counts, and that every node in use hangs from the root. Every index is checked before
/// it is followed: a loaded snapshot's tree, whatever the bytes said, is checked by it too. The
/// tree is left as it was found (the check marks the pending leaves it saw for a moment).
b2cTreeProblem b2cDynamicTree_Check(b2cDynamicTree *tree);
/// What a problem means, in words (NULL for b2cTree_sound).
const char *b2cTreeProblemText(b2cTreeProblem problem);

/// Where proxies sit in a broad-phase's move buffer (moved[id]) and in its tree's pending leaves
/// (pending[id]), kept between calls by the owner: each entry is checked before use, and a stale
/// one costs a rebuild of that list's entries, never a wrong answer. Without it (NULL arrays), or
/// for short lists, a destruction looks through the lists as b2cBroadPhase_DestroyProxy does.
typedef struct b2cProxyIndex {
	int32_t **positions; ///< 2 × *capacity ints: moved, then pending (grown here, through the hook)
	int *capacity;       ///< node ids covered
} b2cProxyIndex;

/// b2cDynamicTree_DestroyProxy through positions of the pending leaves (see b2cRemoveSwapIndexed).
void b2cDynamicTree_DestroyProxyIndexed(b2cDynamicTree *tree, int32_t proxyId, int32_t *pendingPositions, int capacity);

/// b2cBroadPhase_DestroyProxy (the same broad-phase after) in constant time but for the index's
/// rebuilds: destroying the proxies made or moved since the last update one by one, in any order,
/// is linear in their number.
void b2cBroadPhase_DestroyProxyIndexed(b2cBroadPhase *bp, int32_t proxyId, b2cProxyIndex index);

/// `box` reaching along `d`: the side `d` points to moved by it (a fat box that reaches ahead of a
/// move).
static inline b2cAABB b2cAABB_Reach(b2cAABB box, b2cVec2 d)
{
	if (d.x < 0.0f)
		box.lower.x += d.x;
	else
		box.upper.x += d.x;
	if (d.y < 0.0f)
		box.lower.y += d.y;
	else
		box.upper.y += d.y;
	return box;
}

#endif
