// SPDX-License-Identifier: MIT
// b2c: a dynamic AABB tree for broad-phase collision, queries and ray casts.
#ifndef B2C_DYNAMIC_TREE_H
#define B2C_DYNAMIC_TREE_H

#include "constants.h"
#include "math.h"

#define B2C_NULL_NODE (-1)
/// How far ahead a moving proxy's fat AABB reaches, in multiples of its displacement.
#define B2C_AABB_MULTIPLIER 4.0f

/// A node of the tree: a leaf holds a proxy's fat AABB; an internal node the union of its two
/// children. Free nodes are chained through `parent`. Only what traversal reads lives here (32
/// bytes, two to a cache line); user data and generations are in arrays beside it.
typedef struct b2cTreeNode {
	b2cAABB aabb;
	int32_t parent; ///< or the next free node
	int32_t child1; ///< B2C_NULL_NODE for a leaf
	int32_t child2;
	int16_t height; ///< 0 for a leaf, -1 when free
	uint16_t flags; ///< b2cTreeNode_moved and others, for the broad-phase
} b2cTreeNode;

/// moved: in the broad-phase's move buffer; pending: created, not inserted yet; enlarged: an
/// internal node grown in place by a moved leaf, rebuilt (with its enlarged ancestors) at the next
/// flush.
enum { b2cTreeNode_moved = 1, b2cTreeNode_pending = 2, b2cTreeNode_enlarged = 4 };

typedef struct b2cDynamicTree {
	b2cTreeNode *nodes; ///< 64-byte aligned, inside nodeBlock
	void *nodeBlock;
	uint64_t *userData;    ///< per node
	uint32_t *generations; ///< per node, bumped each time the node is freed
	int32_t root;
	int32_t nodeCount;
	int32_t nodeCapacity;
	int32_t freeList;
	int32_t proxyCount;
	int32_t *pending; ///< leaves created but not inserted yet
	int pendingCount;
	int pendingCapacity;
	int enlargedCount;    ///< internal nodes grown in place since the last flush
	void *rebuildScratch; ///< kept for the partial rebuilds (no allocation in a steady step)
	int rebuildCapacity;
	/// Names what the arrays (nodes, userData, generations, pending) hold: 0 after any change, and
	/// a number no other content had (given by the world between steps) otherwise, so that two
	/// trees with the same stamp, not 0, hold the same (a snapshot or a restore skips the copy).
	uint64_t stamp;
} b2cDynamicTree;

/// Called for each proxy whose fat AABB overlaps the query box. Return false to stop.
typedef bool b2cTreeQueryFcn(int32_t proxyId, uint64_t userData, void *context);

/// Called for each proxy whose fat AABB the ray crosses, with the ray as clipped so far. Return 0
/// to stop, a value in (0, maxFraction) to clip the ray there, or maxFraction (or anything
/// negative) to go on unchanged.
typedef float b2cTreeRayCastFcn(int32_t proxyId, uint64_t userData, b2cVec2 p1, b2cVec2 p2, float maxFraction,
								void *context);

#ifdef __cplusplus
extern "C" {
#endif

/// An empty tree (allocates nothing until the first proxy).
B2C_API b2cDynamicTree b2cDynamicTree_Create(void);
B2C_API void b2cDynamicTree_Destroy(b2cDynamicTree *tree);

/// Add a proxy for `aabb` (stored fattened by B2C_AABB_MARGIN). Returns its id, or
/// B2C_NULL_NODE when memory runs out. Ids stay valid as the tree grows.
/// New proxies wait to be inserted until an operation needs the tree's structure (query, ray
/// cast, validate, statistics, b2cDynamicTree_Flush); many of them at once are then inserted by
/// a full top-down rebuild, a few one by one. Do not create, move or destroy proxies from inside
/// a query or ray-cast callback.
B2C_API int32_t b2cDynamicTree_CreateProxy(b2cDynamicTree *tree, b2cAABB aabb, uint64_t userData);
B2C_API void b2cDynamicTree_DestroyProxy(b2cDynamicTree *tree, int32_t proxyId);
/// Destroy `count` proxies, in that order: the tree as that many b2cDynamicTree_DestroyProxy calls
/// leave it, in time linear in count and the proxies waiting for insertion (one by one, each call
/// looks through them). False, and nothing done, when memory for the index runs out.
B2C_API bool b2cDynamicTree_DestroyProxies(b2cDynamicTree *tree, const int32_t *proxyIds, int count);
/// Give the proxy a new tight AABB. When it still lies inside the fat AABB nothing changes and
/// false is returned; otherwise the proxy gets a new fat AABB, reaching B2C_AABB_MULTIPLIER ×
/// displacement ahead, and true is returned. The leaf stays in place: its ancestors grow to hold
/// it and are marked, and the next flush (any query, ray cast or statistic does one) rebuilds the
/// marked top of the tree with the binned-SAH builder, keeping the subtrees below it whole
/// (after Box2D v3's enlarged nodes). Many proxies moving at once cost one partial rebuild instead
/// of a removal and an insertion each.
/// Make *dst an independent copy of src (its own memory). False, and *dst empty, when memory
/// runs out.
B2C_API bool b2cDynamicTree_Clone(b2cDynamicTree *dst, const b2cDynamicTree *src);
B2C_API bool b2cDynamicTree_MoveProxy(b2cDynamicTree *tree, int32_t proxyId, b2cAABB aabb, b2cVec2 displacement);

/// Is `proxyId` a live proxy of this tree (a leaf in use)?
B2C_API bool b2cDynamicTree_IsProxy(const b2cDynamicTree *tree, int32_t proxyId);
B2C_API b2cAABB b2cDynamicTree_GetFatAABB(const b2cDynamicTree *tree, int32_t proxyId);
B2C_API uint64_t b2cDynamicTree_GetUserData(const b2cDynamicTree *tree, int32_t proxyId);
B2C_API uint32_t b2cDynamicTree_GetGeneration(const b2cDynamicTree *tree, int32_t proxyId);

/// Visit the proxies whose fat AABB overlaps `aabb`. Allocates nothing. Returns the number of
/// callback calls.
B2C_API int b2cDynamicTree_Query(b2cDynamicTree *tree, b2cAABB aabb, b2cTreeQueryFcn *fcn, void *context);
/// Visit the proxies whose fat AABB the segment p1 + t (p2 - p1), 0 <= t <= maxFraction,
/// crosses; the callback may clip it. Allocates nothing. Returns the number of callback calls.
B2C_API int b2cDynamicTree_RayCast(b2cDynamicTree *tree, b2cVec2 p1, b2cVec2 p2, float maxFraction,
								   b2cTreeRayCastFcn *fcn, void *context);

/// Flush the tree, then the first broken invariant as text, or NULL when the tree is sound: parent
/// links, leaf children and heights, enclosing boxes, flags, the free list, the counts and
/// reachability from the root (the same check a loaded snapshot's tree passes).
B2C_API const char *b2cDynamicTree_Validate(b2cDynamicTree *tree);

/// Rebuild the internal nodes top-down with the binned surface-area heuristic. Proxy ids and fat
/// AABBs are unchanged. Returns false (and leaves the tree as it was) when memory runs out.
B2C_API bool b2cDynamicTree_Rebuild(b2cDynamicTree *tree);
/// Insert the proxies still waiting (see b2cDynamicTree_CreateProxy). Returns false when memory
/// runs out for a rebuild and one-by-one insertion was used instead (still correct).
B2C_API bool b2cDynamicTree_Flush(b2cDynamicTree *tree);
/// Move the origin: every box is translated by -newOrigin.
B2C_API void b2cDynamicTree_ShiftOrigin(b2cDynamicTree *tree, b2cVec2 newOrigin);

B2C_API int b2cDynamicTree_GetHeight(b2cDynamicTree *tree);
/// Largest height difference between the two children of a node.
B2C_API int b2cDynamicTree_GetMaxBalance(b2cDynamicTree *tree);
/// Sum of the perimeters of all nodes over the root's: lower is a better tree.
B2C_API float b2cDynamicTree_GetAreaRatio(b2cDynamicTree *tree);
B2C_API int b2cDynamicTree_GetProxyCount(const b2cDynamicTree *tree);

#ifdef __cplusplus
}
#endif

#endif
