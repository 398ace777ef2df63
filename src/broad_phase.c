// SPDX-License-Identifier: MIT
// b2c: the broad-phase. A proxy is buffered at most once (its node's `moved` flag says it is),
// and when two buffered proxies overlap only the query of the one with the larger id reports the
// pair, so each pair comes out once without sorting.
#include "b2c/broad_phase.h"

#include <string.h>
#include "array.h"
#include "tree_internal.h"

b2cBroadPhase b2cBroadPhase_Create(void)
{
	b2cBroadPhase bp;
	bp.tree = b2cDynamicTree_Create();
	bp.moveBuffer = NULL;
	bp.moveCount = bp.moveCapacity = 0;
	bp.pairBuffer = NULL;
	bp.pairCount = bp.pairCapacity = 0;
	return bp;
}

void b2cBroadPhase_Destroy(b2cBroadPhase *bp)
{
	b2cDynamicTree_Destroy(&bp->tree);
	b2cFree(bp->moveBuffer, (size_t)bp->moveCapacity * sizeof(int32_t));
	b2cFree(bp->pairBuffer, (size_t)bp->pairCapacity * sizeof(b2cProxyPair));
	*bp = b2cBroadPhase_Create();
}

bool b2cBroadPhase_Clone(b2cBroadPhase *dst, const b2cBroadPhase *src)
{
	*dst = b2cBroadPhase_Create();
	if (!b2cDynamicTree_Clone(&dst->tree, &src->tree))
		return false;
	if (src->moveCapacity > 0) {
		dst->moveBuffer = (int32_t *)b2cAlloc((size_t)src->moveCapacity * sizeof(int32_t));
		if (dst->moveBuffer == NULL) {
			b2cBroadPhase_Destroy(dst);
			return false;
		}
		memcpy(dst->moveBuffer, src->moveBuffer, (size_t)src->moveCapacity * sizeof(int32_t));
		dst->moveCapacity = src->moveCapacity;
		dst->moveCount = src->moveCount;
	}
	return true; // the pair buffer is the update's scratch: empty between updates
}

static bool bufferMove(b2cBroadPhase *bp, int32_t proxyId)
{
	b2cTreeNode *node = &bp->tree.nodes[proxyId];
	if (node->flags & b2cTreeNode_moved)
		return true;
	if (bp->moveCount == bp->moveCapacity &&
		!b2cGrowArray((void **)&bp->moveBuffer, &bp->moveCapacity, bp->moveCount + 1, sizeof(int32_t)))
		return false;
	bp->moveBuffer[bp->moveCount++] = proxyId;
	node->flags |= b2cTreeNode_moved;
	bp->tree.stamp = 0;
	return true;
}

int32_t b2cBroadPhase_CreateProxy(b2cBroadPhase *bp, b2cAABB aabb, uint64_t userData)
{
	return b2cBroadPhase_CreateProxyFat(bp, b2cAABB_Expand(aabb, B2C_AABB_MARGIN), userData);
}

int32_t b2cBroadPhase_CreateProxyFat(b2cBroadPhase *bp, b2cAABB fat, uint64_t userData)
{
	int32_t id = b2cDynamicTree_CreateProxyFat(&bp->tree, fat, userData);
	if (id == B2C_NULL_NODE)
		return id;
	if (!bufferMove(bp, id)) {
		b2cDynamicTree_DestroyProxy(&bp->tree, id);
		return B2C_NULL_NODE;
	}
	return id;
}

void b2cBroadPhase_DestroyProxy(b2cBroadPhase *bp, int32_t proxyId)
{
	if (bp->tree.nodes[proxyId].flags & b2cTreeNode_moved)
		b2cRemoveSwap(bp->moveBuffer, &bp->moveCount, proxyId);
	b2cDynamicTree_DestroyProxy(&bp->tree, proxyId);
}

// Lists shorter than this are looked through: an index would cost more than it saves.
#define INDEX_THRESHOLD 64

// The index's arrays for a tree of `nodes` nodes (grown, all entries -1 when new), or NULL when
// memory runs out.
static int32_t *indexFor(b2cProxyIndex index, int nodes)
{
	if (*index.capacity < nodes) {
		int capacity = b2cGrownCapacity(*index.capacity, nodes);
		int32_t *grown = (int32_t *)b2cAlloc(2 * (size_t)capacity * sizeof(int32_t));
		if (grown == NULL)
			return NULL;
		memset(grown, 0xff, 2 * (size_t)capacity * sizeof(int32_t));
		b2cFree(*index.positions, 2 * (size_t)*index.capacity * sizeof(int32_t));
		*index.positions = grown;
		*index.capacity = capacity;
	}
	return *index.positions;
}

void b2cBroadPhase_DestroyProxyIndexed(b2cBroadPhase *bp, int32_t proxyId, b2cProxyIndex index)
{
	b2cDynamicTree *tree = &bp->tree;
	bool moved = (tree->nodes[proxyId].flags & b2cTreeNode_moved) != 0;
	bool pending = (tree->nodes[proxyId].flags & b2cTreeNode_pending) != 0;
	if ((!moved || bp->moveCount < INDEX_THRESHOLD) && (!pending || tree->pendingCount < INDEX_THRESHOLD)) {
		b2cBroadPhase_DestroyProxy(bp, proxyId);
		return;
	}
	int32_t *positions = indexFor(index, tree->nodeCapacity);
	if (positions == NULL) {
		b2cBroadPhase_DestroyProxy(bp, proxyId); // (out of memory for the index: looked through)
		return;
	}
	int capacity = *index.capacity;
	if (moved)
		b2cRemoveSwapIndexed(bp->moveBuffer, &bp->moveCount, positions, capacity, proxyId);
	b2cDynamicTree_DestroyProxyIndexed(tree, proxyId, positions + capacity, capacity);
}

bool b2cBroadPhase_DestroyProxies(b2cBroadPhase *bp, const int32_t *proxyIds, int count)
{
	b2cDynamicTree *tree = &bp->tree;
	int32_t *positions = NULL;
	if (bp->moveCount > 0) {
		positions = b2cIndexPositions(bp->moveBuffer, bp->moveCount, tree->nodeCapacity);
		if (positions == NULL)
			return false;
	}
	// Every move-buffer removal first, in order (the tree's part touches none of it), then the tree's.
	for (int i = 0; positions != NULL && i < count; ++i)
		if (tree->nodes[proxyIds[i]].flags & b2cTreeNode_moved)
			b2cRemoveSwapAt(bp->moveBuffer, &bp->moveCount, positions, tree->nodeCapacity, proxyIds[i]);
	if (!b2cDynamicTree_DestroyProxies(tree, proxyIds, count)) {
		// (out of memory for the tree's index: one by one, the rest already unbuffered)
		for (int i = 0; i < count; ++i)
			b2cDynamicTree_DestroyProxy(tree, proxyIds[i]);
	}
	b2cFree(positions, (size_t)tree->nodeCapacity * sizeof(int32_t));
	return true;
}

bool b2cBroadPhase_MoveProxy(b2cBroadPhase *bp, int32_t proxyId, b2cAABB aabb, b2cVec2 displacement)
{
	if (!b2cDynamicTree_MoveProxy(&bp->tree, proxyId, aabb, displacement))
		return false;
	bufferMove(bp, proxyId); // out of memory: the pairs of this move are found at the next touch
	return true;
}

void b2cBroadPhase_SetFatAABB(b2cBroadPhase *bp, int32_t proxyId, b2cAABB fat)
{
	b2cDynamicTree_SetFatAABB(&bp->tree, proxyId, fat);
	bufferMove(bp, proxyId);
}

bool b2cBroadPhase_TouchProxy(b2cBroadPhase *bp, int32_t proxyId) { return bufferMove(bp, proxyId); }

bool b2cBroadPhase_TestOverlap(const b2cBroadPhase *bp, int32_t proxyA, int32_t proxyB)
{
	return b2cAABB_Overlaps(bp->tree.nodes[proxyA].aabb, bp->tree.nodes[proxyB].aabb);
}

typedef struct PairQuery {
	b2cBroadPhase *bp;
	int32_t queryProxy;
	bool failed;
} PairQuery;

static bool addPair(int32_t proxyId, uint64_t userData, void *context)
{
	(void)userData;
	PairQuery *q = (PairQuery *)context;
	b2cBroadPhase *bp = q->bp;
	if (proxyId == q->queryProxy)
		return true;
	// Both buffered: the query of the larger id reports the pair.
	if ((bp->tree.nodes[proxyId].flags & b2cTreeNode_moved) && proxyId > q->queryProxy)
		return true;
	if (bp->pairCount == bp->pairCapacity &&
		!b2cGrowArray((void **)&bp->pairBuffer, &bp->pairCapacity, bp->pairCount + 1, sizeof(b2cProxyPair))) {
		q->failed = true;
		return false;
	}
	int32_t a = proxyId < q->queryProxy ? proxyId : q->queryProxy;
	int32_t b = proxyId < q->queryProxy ? q->queryProxy : proxyId;
	bp->pairBuffer[bp->pairCount++] = (b2cProxyPair){a, b};
	return true;
}

int b2cBroadPhase_UpdatePairs(b2cBroadPhase *bp, b2cPairFcn *fcn, void *context)
{
	bp->pairCount = 0;
	PairQuery q = {bp, B2C_NULL_NODE, false};
	for (int i = 0; i < bp->moveCount && !q.failed; ++i) {
		q.queryProxy = bp->moveBuffer[i];
		b2cDynamicTree_Query(&bp->tree, bp->tree.nodes[q.queryProxy].aabb, addPair, &q);
	}
	if (q.failed) {
		bp->pairCount = 0;
		return -1;
	}
	for (int i = 0; i < bp->moveCount; ++i)
		bp->tree.nodes[bp->moveBuffer[i]].flags &= (uint16_t)~b2cTreeNode_moved;
	if (bp->moveCount > 0)
		bp->tree.stamp = 0;
	bp->moveCount = 0;
	int count = bp->pairCount;
	for (int i = 0; i < count && fcn != NULL; ++i) {
		const b2cProxyPair *p = &bp->pairBuffer[i];
		if (!fcn(p->proxyA, bp->tree.userData[p->proxyA], p->proxyB, bp->tree.userData[p->proxyB], context))
			break;
	}
	return count;
}

const b2cProxyPair *b2cBroadPhase_GetPairs(const b2cBroadPhase *bp, int *count)
{
	*count = bp->pairCount;
	return bp->pairBuffer;
}
