// SPDX-License-Identifier: MIT
// b2c: the broad-phase: a dynamic tree that remembers which proxies moved, and reports the new
// overlapping pairs once each.
#ifndef B2C_BROAD_PHASE_H
#define B2C_BROAD_PHASE_H

#include "dynamic_tree.h"

typedef struct b2cProxyPair {
	int32_t proxyA, proxyB; ///< proxyA < proxyB
} b2cProxyPair;

typedef struct b2cBroadPhase {
	b2cDynamicTree tree;
	int32_t *moveBuffer; ///< proxies created, reinserted or touched since the last update
	int moveCount, moveCapacity;
	b2cProxyPair *pairBuffer;
	int pairCount, pairCapacity;
} b2cBroadPhase;

/// Called once per new overlapping pair. Return false to stop reporting (the update is complete
/// either way).
typedef bool b2cPairFcn(int32_t proxyA, uint64_t userDataA, int32_t proxyB, uint64_t userDataB, void *context);

#ifdef __cplusplus
extern "C" {
#endif

B2C_API b2cBroadPhase b2cBroadPhase_Create(void);
B2C_API void b2cBroadPhase_Destroy(b2cBroadPhase *bp);
/// Make *dst an independent copy of src (its own memory). False, and *dst empty, when memory
/// runs out.
B2C_API bool b2cBroadPhase_Clone(b2cBroadPhase *dst, const b2cBroadPhase *src);

/// B2C_NULL_NODE when memory runs out.
B2C_API int32_t b2cBroadPhase_CreateProxy(b2cBroadPhase *bp, b2cAABB aabb, uint64_t userData);
B2C_API void b2cBroadPhase_DestroyProxy(b2cBroadPhase *bp, int32_t proxyId);
/// Destroy `count` proxies, in that order: the broad-phase as that many b2cBroadPhase_DestroyProxy
/// calls leave it, in time linear in count and the proxies buffered or waiting (each call looks
/// through them). False, and nothing done, when memory for the index runs out.
B2C_API bool b2cBroadPhase_DestroyProxies(b2cBroadPhase *bp, const int32_t *proxyIds, int count);
/// As b2cDynamicTree_MoveProxy; a reinserted proxy is buffered for the next update.
B2C_API bool b2cBroadPhase_MoveProxy(b2cBroadPhase *bp, int32_t proxyId, b2cAABB aabb, b2cVec2 displacement);
/// Buffer the proxy so that its pairs are reported again. False when memory runs out.
B2C_API bool b2cBroadPhase_TouchProxy(b2cBroadPhase *bp, int32_t proxyId);
B2C_API bool b2cBroadPhase_TestOverlap(const b2cBroadPhase *bp, int32_t proxyA, int32_t proxyB);

/// Find the pairs of proxies whose fat AABBs overlap and at least one of which was buffered
/// since the last update; no pair twice, no proxy with itself. The buffer is cleared and the
/// pairs are collected before the first call, so the callback may do anything but change this
/// broad-phase. Returns the number of pairs found, or -1 when memory runs out (then nothing is
/// reported and the buffer is kept).
B2C_API int b2cBroadPhase_UpdatePairs(b2cBroadPhase *bp, b2cPairFcn *fcn, void *context);
/// The pairs found by the last update (valid until the broad-phase changes).
B2C_API const b2cProxyPair *b2cBroadPhase_GetPairs(const b2cBroadPhase *bp, int *count);

#ifdef __cplusplus
}
#endif

#endif
