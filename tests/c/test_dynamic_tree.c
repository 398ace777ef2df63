// SPDX-License-Identifier: MIT
// Dynamic tree and broad-phase: random operations keep the tree valid, and queries and pairs
// match brute force.
#include "b2c/b2c.h"
#include "test_macros.h"
#include "tree_internal.h"

#include <stdlib.h>
#include <string.h>

static unsigned s_state = 777u;
static float rnd(float lo, float hi)
{
	s_state = s_state * 1664525u + 1013904223u;
	return lo + (hi - lo) * (float)(s_state >> 8) / 16777216.0f;
}

static b2cAABB randomBox(void)
{
	b2cVec2 p = {rnd(-50.0f, 50.0f), rnd(-50.0f, 50.0f)};
	b2cVec2 e = {rnd(0.1f, 3.0f), rnd(0.1f, 3.0f)};
	return (b2cAABB){b2cSub(p, e), b2cAdd(p, e)};
}

typedef struct Hits {
	int count;
	char *seen;
} Hits;

static bool collect(int32_t id, uint64_t userData, void *context)
{
	Hits *hits = (Hits *)context;
	hits->seen[id]++;
	hits->count++;
	return userData == (uint64_t)id + 1000u; // user data round-trips
}

static bool collectAny(int32_t id, uint64_t userData, void *context)
{
	(void)userData;
	Hits *hits = (Hits *)context;
	hits->seen[id]++;
	hits->count++;
	return true;
}

#define N 600
int TreeRandomOperations(void)
{
	int64_t bytes = b2cGetByteCount();
	b2cDynamicTree tree = b2cDynamicTree_Create();
	int32_t ids[N];
	for (int i = 0; i < N; ++i)
		ids[i] = B2C_NULL_NODE;
	for (int round = 0; round < 20; ++round) {
		for (int k = 0; k < 300; ++k) {
			int i = (int)rnd(0.0f, (float)N - 0.01f);
			if (ids[i] == B2C_NULL_NODE) {
				ids[i] = b2cDynamicTree_CreateProxy(&tree, randomBox(), 0);
				ENSURE(ids[i] != B2C_NULL_NODE);
				tree.userData[ids[i]] = (uint64_t)ids[i] + 1000u;
			} else if (rnd(0.0f, 1.0f) < 0.3f) {
				b2cDynamicTree_DestroyProxy(&tree, ids[i]);
				ids[i] = B2C_NULL_NODE;
			} else {
				b2cAABB box = randomBox();
				bool moved = b2cDynamicTree_MoveProxy(&tree, ids[i], box, (b2cVec2){rnd(-1, 1), rnd(-1, 1)});
				ENSURE(b2cAABB_Contains(b2cDynamicTree_GetFatAABB(&tree, ids[i]), box));
				(void)moved;
			}
		}
		const char *why = b2cDynamicTree_Validate(&tree);
		if (why != NULL) {
			g_testFailure = why;
			return 1;
		}
		if (round % 5 == 4) {
			ENSURE(b2cDynamicTree_Rebuild(&tree));
			ENSURE(b2cDynamicTree_Validate(&tree) == NULL);
		}
		// queries against brute force
		char seen[2 * N + 64];
		for (int q = 0; q < 20; ++q) {
			b2cAABB box = randomBox();
			Hits hits = {0, seen};
			for (int i = 0; i < tree.nodeCapacity && i < (int)sizeof seen; ++i)
				seen[i] = 0;
			ENSURE(tree.nodeCapacity <= (int)sizeof seen);
			b2cDynamicTree_Query(&tree, box, collect, &hits);
			for (int i = 0; i < N; ++i) {
				if (ids[i] == B2C_NULL_NODE)
					continue;
				int expected = b2cAABB_Overlaps(b2cDynamicTree_GetFatAABB(&tree, ids[i]), box);
				ENSURE(seen[ids[i]] == expected);
			}
		}
	}
	ENSURE(b2cDynamicTree_GetHeight(&tree) < 40);
	b2cDynamicTree_Destroy(&tree);
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}

static bool countPair(int32_t a, uint64_t ua, int32_t b, uint64_t ub, void *context)
{
	(void)ua;
	(void)ub;
	int *matrix = (int *)context;
	matrix[a * 128 + b]++;
	return true;
}

int BroadPhasePairsOnce(void)
{
	b2cBroadPhase bp = b2cBroadPhase_Create();
	int32_t ids[40];
	for (int i = 0; i < 40; ++i) {
		b2cVec2 p = {rnd(0, 10), rnd(0, 10)};
		ids[i] = b2cBroadPhase_CreateProxy(&bp, (b2cAABB){p, b2cAdd(p, (b2cVec2){1, 1})}, (uint64_t)i);
		ENSURE(ids[i] >= 0 && ids[i] < 128);
	}
	static int matrix[128 * 128];
	for (int round = 0; round < 3; ++round) {
		for (int i = 0; i < 128 * 128; ++i)
			matrix[i] = 0;
		b2cBroadPhase_TouchProxy(&bp, ids[0]);
		b2cBroadPhase_TouchProxy(&bp, ids[0]); // twice: still once
		int found = b2cBroadPhase_UpdatePairs(&bp, countPair, matrix);
		int reported = 0;
		for (int a = 0; a < 128; ++a) {
			ENSURE(matrix[a * 128 + a] == 0);
			for (int b = 0; b < 128; ++b) {
				ENSURE(matrix[a * 128 + b] <= 1);
				ENSURE(matrix[a * 128 + b] == 0 || a < b);
				reported += matrix[a * 128 + b];
			}
		}
		ENSURE(found == reported);
		if (round == 0) {
			// everything was new: every overlapping pair
			int expected = 0;
			for (int a = 0; a < 40; ++a)
				for (int b = a + 1; b < 40; ++b)
					expected += b2cBroadPhase_TestOverlap(&bp, ids[a], ids[b]);
			ENSURE(found == expected);
		} else {
			// only the touched proxy's pairs
			for (int a = 0; a < 128; ++a)
				for (int b = 0; b < 128; ++b)
					if (matrix[a * 128 + b])
						ENSURE(a == ids[0] || b == ids[0]);
		}
	}
	b2cBroadPhase_Destroy(&bp);
	return 0;
}

static bool findId(int32_t id, uint64_t userData, void *context)
{
	(void)userData;
	int32_t *wanted = (int32_t *)context;
	if (id == wanted[0])
		wanted[1] = 1;
	return true;
}

// Boxes near FLT_MAX (a world body flung that far: positions up to FLT_MAX are finite, and the
// binding takes them): the binned build once converted their bin position, NaN or infinite, to
// int (undefined behaviour, found by the fuzzer under UBSan: fuzz/regressions/world). The tree
// still rebuilds and finds every proxy.
int TreeBoxesNearFloatMax(void)
{
	b2cDynamicTree tree = b2cDynamicTree_Create();
	int32_t ids[12];
	for (int i = 0; i < 10; ++i) {
		b2cVec2 p = {(float)(i % 5) * 3.0f, (float)(i / 5) * 3.0f};
		ids[i] = b2cDynamicTree_CreateProxy(&tree, (b2cAABB){p, b2cAdd(p, (b2cVec2){1, 1})}, (uint64_t)i);
	}
	ids[10] = b2cDynamicTree_CreateProxy(&tree, (b2cAABB){{3.0e38f, 0.0f}, {FLT_MAX, 1.0f}}, 10);
	ids[11] = b2cDynamicTree_CreateProxy(&tree, (b2cAABB){{0.0f, -FLT_MAX}, {1.0f, -3.0e38f}}, 11);
	bool sound = true;
	for (int round = 0; round < 2 && sound; ++round) {
		sound = b2cDynamicTree_Rebuild(&tree) && b2cDynamicTree_Validate(&tree) == NULL;
		for (int i = 0; i < 12 && sound; ++i) {
			int32_t wanted[2] = {ids[i], 0};
			b2cDynamicTree_Query(&tree, b2cDynamicTree_GetFatAABB(&tree, ids[i]), findId, wanted);
			sound = wanted[1] == 1;
		}
		// moved out of their fat boxes: the enlarged top is rebuilt by the same binning
		b2cDynamicTree_MoveProxy(&tree, ids[10], (b2cAABB){{-FLT_MAX, 5.0f}, {-3.0e38f, 6.0f}}, (b2cVec2){-FLT_MAX, 0});
		b2cDynamicTree_MoveProxy(&tree, ids[3], (b2cAABB){{20, 20}, {21, 21}}, (b2cVec2){10, 10});
		sound = sound && b2cDynamicTree_Flush(&tree) && b2cDynamicTree_Validate(&tree) == NULL;
	}
	b2cDynamicTree_Destroy(&tree);
	ENSURE(sound);
	return 0;
}

// An internal node in use, marked enlarged or not, or B2C_NULL_NODE.
static int32_t findInternal(const b2cDynamicTree *tree, bool enlarged)
{
	for (int32_t i = 0; i < tree->nodeCapacity; ++i)
		if (tree->nodes[i].height > 0 && ((tree->nodes[i].flags & b2cTreeNode_enlarged) != 0) == enlarged)
			return i;
	return B2C_NULL_NODE;
}

// The tree's one check (tree_internal.h: Validate after a flush, and the snapshot loader as the
// tree stands) passes a tree with pending leaves and enlarged nodes, leaves it as it was, and
// names each kind of break.
int TreeCheckFindsEveryBreak(void)
{
	b2cDynamicTree tree = b2cDynamicTree_Create();
	int32_t ids[40];
	for (int i = 0; i < 32; ++i)
		ids[i] = b2cDynamicTree_CreateProxy(&tree, (b2cAABB){{(float)i, 0.0f}, {(float)i + 0.5f, 1.0f}}, (uint64_t)i);
	ENSURE(b2cDynamicTree_Flush(&tree));
	for (int i = 0; i < 4; ++i) // grown in place: their ancestors enlarged
		ENSURE(b2cDynamicTree_MoveProxy(&tree, ids[i], (b2cAABB){{(float)i, 5.0f}, {(float)i + 0.5f, 6.0f}},
										(b2cVec2){0.0f, 1.0f}));
	for (int i = 32; i < 40; ++i) // not inserted yet
		ids[i] = b2cDynamicTree_CreateProxy(&tree, (b2cAABB){{(float)i, 0.0f}, {(float)i + 0.5f, 1.0f}}, (uint64_t)i);
	ENSURE(tree.pendingCount == 8 && tree.enlargedCount > 0);
	size_t bytes = (size_t)tree.nodeCapacity * sizeof(b2cTreeNode);
	b2cTreeNode *before = (b2cTreeNode *)malloc(bytes);
	ENSURE(before != NULL);
	memcpy(before, tree.nodes, bytes);
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_sound);
	ENSURE(memcmp(before, tree.nodes, bytes) == 0);
	free(before);

	int32_t plain = findInternal(&tree, false), enlarged = findInternal(&tree, true), root = tree.root;
	ENSURE(plain != B2C_NULL_NODE && enlarged != B2C_NULL_NODE);
	b2cTreeNode saved = tree.nodes[plain];
	tree.nodes[plain].aabb.lower.x -= 1.0f;
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_badBox);
	tree.nodes[plain] = saved;
	saved = tree.nodes[enlarged];
	tree.nodes[enlarged].aabb.upper.y = tree.nodes[enlarged].aabb.lower.y;
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_looseBox);
	tree.nodes[enlarged] = saved;
	saved = tree.nodes[root]; // (enlarged: it holds a moved leaf)
	tree.nodes[root].aabb.lower.x = nanf("");
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_sound); // a NaN proves nothing outside
	tree.nodes[root] = saved;
	tree.nodes[root].height++;
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_badHeight);
	tree.nodes[root].height--;
	tree.nodes[ids[5]].flags |= 0x100;
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_badFlags);
	tree.nodes[ids[5]].flags &= (uint16_t)~0x100;
	tree.nodes[ids[5]].flags |= b2cTreeNode_enlarged;
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_enlargedLeaf);
	tree.nodes[ids[5]].flags &= (uint16_t)~b2cTreeNode_enlarged;
	int32_t pending0 = tree.pending[0], pending1 = tree.pending[1];
	tree.pending[1] = pending0; // listed twice
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_badPending);
	tree.pending[1] = pending1;
	tree.nodes[pending0].parent = root;
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_linkedPending);
	tree.nodes[pending0].parent = B2C_NULL_NODE;
	tree.nodeCount++;
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_nodeCount);
	tree.nodeCount--;
	int32_t firstFree = tree.freeList, nextFree = tree.nodes[firstFree].parent;
	tree.nodes[firstFree].parent = firstFree; // a loop
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_badFreeList);
	tree.nodes[firstFree].parent = nextFree;
	// (each failed check left no mark behind: the tree is sound again)
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_sound);
	ENSURE(b2cDynamicTree_Validate(&tree) == NULL && tree.pendingCount == 0);
	ENSURE(strcmp(b2cTreeProblemText(b2cTree_looseBox), "an enlarged tree node's box does not hold its children's") ==
		   0);
	b2cDynamicTree_Destroy(&tree);
	return 0;
}

static bool countLeaf(int32_t id, uint64_t userData, void *context)
{
	(void)id;
	(void)userData;
	++*(int *)context;
	return true;
}

// A leaf moved to a NaN box leaves NaN boxes above it; moved back to a finite box, its ancestors
// must still hold their other children (a NaN box grown by a union kept only the moved leaf's box:
// the world's own snapshot then failed to load, "an enlarged tree node's box does not hold its
// children's").
int TreeLeafMovedBackFromNaNKeepsItsSiblings(void)
{
	b2cDynamicTree tree = b2cDynamicTree_Create();
	int32_t ids[16];
	for (int i = 0; i < 16; ++i)
		ids[i] = b2cDynamicTree_CreateProxy(&tree, (b2cAABB){{(float)i, 0.0f}, {(float)i + 0.5f, 1.0f}}, (uint64_t)i);
	ENSURE(b2cDynamicTree_Flush(&tree));
	float nan = nanf("");
	ENSURE(b2cDynamicTree_MoveProxy(&tree, ids[3], (b2cAABB){{nan, nan}, {nan, nan}}, (b2cVec2){0.0f, 0.0f}));
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_sound);
	ENSURE(b2cDynamicTree_MoveProxy(&tree, ids[3], (b2cAABB){{3.0f, 5.0f}, {3.5f, 6.0f}}, (b2cVec2){0.0f, 0.0f}));
	ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_sound);
	ENSURE(b2cDynamicTree_Validate(&tree) == NULL);
	int count = 0;
	b2cDynamicTree_Query(&tree, (b2cAABB){{-1.0f, -1.0f}, {20.0f, 7.0f}}, countLeaf, &count);
	ENSURE(count == 16);
	b2cDynamicTree_Destroy(&tree);
	return 0;
}

// The world's broad-phase gives its trees fat boxes of its own (b2cDynamicTree_CreateProxyFat,
// b2cDynamicTree_SetFatAABB): leaves that grow and shrink at random, created and destroyed at
// random, keep the tree sound (checked as it stands, enlarged nodes and all, and after a flush);
// a full rebuild then keeps every leaf and box, and queries match brute force before and after.
int TreeFatBoxesGrowShrinkThenRebuild(void)
{
	int64_t bytes = b2cGetByteCount();
	b2cDynamicTree tree = b2cDynamicTree_Create();
	int32_t ids[N];
	b2cAABB boxes[N];
	for (int i = 0; i < N; ++i)
		ids[i] = B2C_NULL_NODE;
	for (int round = 0; round < 12; ++round) {
		for (int k = 0; k < 400; ++k) {
			int i = (int)rnd(0.0f, (float)N - 0.01f);
			if (ids[i] == B2C_NULL_NODE) {
				boxes[i] = randomBox();
				ids[i] = b2cDynamicTree_CreateProxyFat(&tree, boxes[i], (uint64_t)i);
				ENSURE(ids[i] != B2C_NULL_NODE);
				ENSURE(memcmp(&tree.nodes[ids[i]].aabb, &boxes[i], sizeof boxes[i]) == 0); // (as given)
			} else if (rnd(0.0f, 1.0f) < 0.25f) {
				b2cDynamicTree_DestroyProxy(&tree, ids[i]);
				ids[i] = B2C_NULL_NODE;
			} else {
				// grown, shrunk, or moved a little
				b2cAABB b = boxes[i];
				float s = rnd(-0.5f, 0.5f);
				b2cVec2 d = {rnd(-2.0f, 2.0f), rnd(-2.0f, 2.0f)};
				b.lower = b2cAdd(b.lower, (b2cVec2){d.x - s, d.y - s});
				b.upper = b2cAdd(b.upper, (b2cVec2){d.x + s, d.y + s});
				if (b.upper.x < b.lower.x || b.upper.y < b.lower.y)
					b = boxes[i];
				boxes[i] = b;
				b2cDynamicTree_SetFatAABB(&tree, ids[i], b);
			}
			if (k % 97 == 0)
				ENSURE(b2cDynamicTree_Check(&tree) == b2cTree_sound); // (unflushed: enlarged, pending)
		}
		ENSURE(b2cDynamicTree_Validate(&tree) == NULL);
		char seen[2 * N + 64];
		for (int pass = 0; pass < 2; ++pass) {
			if (pass == 1) {
				ENSURE(b2cDynamicTree_Rebuild(&tree));
				ENSURE(b2cDynamicTree_Validate(&tree) == NULL);
				ENSURE(b2cDynamicTree_GetHeight(&tree) <= 24);
			}
			int live = 0;
			for (int i = 0; i < N; ++i) {
				if (ids[i] == B2C_NULL_NODE)
					continue;
				++live;
				ENSURE(b2cDynamicTree_IsProxy(&tree, ids[i]) && tree.userData[ids[i]] == (uint64_t)i);
				ENSURE(memcmp(&tree.nodes[ids[i]].aabb, &boxes[i], sizeof boxes[i]) == 0);
			}
			ENSURE(b2cDynamicTree_GetProxyCount(&tree) == live);
			for (int q = 0; q < 20; ++q) {
				b2cAABB box = randomBox();
				memset(seen, 0, sizeof seen);
				ENSURE(tree.nodeCapacity <= (int)sizeof seen);
				Hits hits = {0, seen};
				b2cDynamicTree_Query(&tree, box, collectAny, &hits);
				int expected = 0;
				for (int i = 0; i < N; ++i) {
					if (ids[i] == B2C_NULL_NODE)
						continue;
					int overlaps = b2cAABB_Overlaps(boxes[i], box);
					expected += overlaps;
					ENSURE(seen[ids[i]] == overlaps);
				}
				ENSURE(hits.count == expected);
			}
		}
	}
	b2cDynamicTree_Destroy(&tree);
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}
