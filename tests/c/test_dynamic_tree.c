// SPDX-License-Identifier: MIT
// Dynamic tree and broad-phase: random operations keep the tree valid, and queries and pairs
// match brute force.
#include "b2c/b2c.h"
#include "test_macros.h"

#include <stdlib.h>

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
