// SPDX-License-Identifier: MIT
// Core math: deterministic trigonometry, linear solves, transforms, sweeps, AABBs, allocation.
#include "b2c/b2c.h"
#include "test_macros.h"

#include <stdlib.h>
#include <string.h>

int MathTrigMatchesLibm(void)
{
	// Within 2 float ulps of libm's double-precision results over a wide range of angles.
	for (int i = -200000; i <= 200000; ++i) {
		float angle = 0.0001f * (float)i * 3.7f;
		b2cRot q = b2cMakeRot(angle);
		ENSURE_SMALL(q.c - cos((double)angle), 1.2e-7);
		ENSURE_SMALL(q.s - sin((double)angle), 1.2e-7);
		float back = b2cAtan2(q.s, q.c);
		double expected = atan2((double)q.s, (double)q.c);
		ENSURE_SMALL(back - expected, 2.5e-7);
	}
	for (int i = 0; i < 1000; ++i) {
		float y = (float)((i * 7919) % 2001 - 1000), x = (float)((i * 104729) % 1999 - 999);
		ENSURE_SMALL(b2cAtan2(y, x) - atan2((double)y, (double)x), 2.5e-7);
	}
	return 0;
}

int MathTrigExactValues(void)
{
	b2cRot q = b2cMakeRot(0.0f);
	ENSURE(q.c == 1.0f && q.s == 0.0f);
	q = b2cMakeRot(B2C_PI);
	ENSURE(q.c == -1.0f);
	ENSURE_SMALL(q.s, 1e-7);
	q = b2cMakeRot(0.5f * B2C_PI);
	ENSURE(q.s == 1.0f);
	ENSURE_SMALL(q.c, 1e-7);
	q = b2cMakeRot(-0.5f * B2C_PI);
	ENSURE(q.s == -1.0f);
	// Huge angles stay unit length.
	q = b2cMakeRot(1.0e30f);
	ENSURE_SMALL(q.c * q.c + q.s * q.s - 1.0f, 1e-6);
	ENSURE(b2cAtan2(0.0f, 0.0f) == 0.0f);
	ENSURE(b2cAtan2(1.0f, 0.0f) == 0.5f * B2C_PI);
	ENSURE(b2cAtan2(0.0f, -1.0f) == B2C_PI);
	ENSURE(b2cAtan2(-1.0f, -1.0f) == -0.75f * B2C_PI);
	return 0;
}

int MathAtan2Quadrants(void)
{
	float quarter = 0.25f * B2C_PI;
	ENSURE_SMALL(b2cAtan2(1.0f, 1.0f) - quarter, 1e-7);
	ENSURE_SMALL(b2cAtan2(1.0f, -1.0f) - 3.0f * quarter, 2e-7);
	ENSURE_SMALL(b2cAtan2(-1.0f, 1.0f) + quarter, 1e-7);
	ENSURE_SMALL(b2cAtan2(-2.0f, 0.0f) + 2.0f * quarter, 1e-7);
	return 0;
}

int MathSolve22(void)
{
	b2cMat22 a = {{3.0f, 1.0f}, {2.0f, 4.0f}}; // [[3 2] [1 4]]
	b2cVec2 x = b2cSolve22(a, (b2cVec2){7.0f, 9.0f});
	ENSURE_SMALL(x.x - 1.0f, 1e-6);
	ENSURE_SMALL(x.y - 2.0f, 1e-6);
	b2cMat22 inv = b2cGetInverse22(a);
	b2cVec2 y = b2cMulMV(inv, (b2cVec2){7.0f, 9.0f});
	ENSURE_SMALL(y.x - 1.0f, 1e-6);
	ENSURE_SMALL(y.y - 2.0f, 1e-6);
	b2cMat22 singular = {{1.0f, 2.0f}, {2.0f, 4.0f}};
	b2cVec2 z = b2cSolve22(singular, (b2cVec2){1.0f, 1.0f});
	ENSURE(z.x == 0.0f && z.y == 0.0f);
	return 0;
}

int MathSolve33(void)
{
	// Columns of [[2 1 0] [1 3 1] [0 1 4]] and x = (1, -1, 2).
	b2cMat33 a = {{2.0f, 1.0f, 0.0f}, {1.0f, 3.0f, 1.0f}, {0.0f, 1.0f, 4.0f}};
	b2cVec3 b = b2cMulM33V(a, (b2cVec3){1.0f, -1.0f, 2.0f});
	b2cVec3 x = b2cSolve33(a, b);
	ENSURE_SMALL(x.x - 1.0f, 1e-6);
	ENSURE_SMALL(x.y + 1.0f, 1e-6);
	ENSURE_SMALL(x.z - 2.0f, 1e-6);
	b2cVec2 x2 = b2cSolve33_22(a, (b2cVec2){3.0f, 4.0f}); // [[2 1] [1 3]] x = (3, 4) -> (1, 1)
	ENSURE_SMALL(x2.x - 1.0f, 1e-6);
	ENSURE_SMALL(x2.y - 1.0f, 1e-6);
	b2cMat33 inv22 = b2cGetInverse22_33(a);
	ENSURE_SMALL(inv22.cx.x - 0.6f, 1e-6);
	ENSURE_SMALL(inv22.cy.x + 0.2f, 1e-6);
	ENSURE(inv22.cz.z == 0.0f && inv22.cx.z == 0.0f);
	b2cMat33 singular = {{1.0f, 0.0f, 0.0f}, {2.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 1.0f}};
	b2cVec3 z = b2cSolve33(singular, (b2cVec3){1.0f, 1.0f, 1.0f});
	ENSURE(z.x == 0.0f && z.y == 0.0f && z.z == 0.0f);
	return 0;
}

int MathSymInverse33(void)
{
	b2cMat33 a = {{2.0f, 1.0f, 0.0f}, {1.0f, 3.0f, 1.0f}, {0.0f, 1.0f, 4.0f}};
	b2cMat33 inv = b2cGetSymInverse33(a);
	b2cVec3 cols[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
	for (int i = 0; i < 3; ++i) {
		b2cVec3 r = b2cMulM33V(a, b2cMulM33V(inv, cols[i]));
		ENSURE_SMALL(r.x - cols[i].x, 1e-6);
		ENSURE_SMALL(r.y - cols[i].y, 1e-6);
		ENSURE_SMALL(r.z - cols[i].z, 1e-6);
	}
	ENSURE(inv.cx.y == inv.cy.x && inv.cx.z == inv.cz.x && inv.cy.z == inv.cz.y);
	return 0;
}

int MathTransformRoundTrip(void)
{
	b2cTransform a = {{1.0f, -2.0f}, b2cMakeRot(0.7f)};
	b2cTransform b = {{-3.0f, 0.5f}, b2cMakeRot(-1.9f)};
	b2cVec2 v = {0.25f, 4.0f};
	b2cVec2 w = b2cTransformPoint(a, b2cTransformPoint(b, v));
	b2cVec2 w2 = b2cTransformPoint(b2cMulTransforms(a, b), v);
	ENSURE_SMALL(w.x - w2.x, 1e-5);
	ENSURE_SMALL(w.y - w2.y, 1e-5);
	b2cVec2 back = b2cInvTransformPoint(a, b2cTransformPoint(a, v));
	ENSURE_SMALL(back.x - v.x, 1e-5);
	ENSURE_SMALL(back.y - v.y, 1e-5);
	b2cTransform rel = b2cInvMulTransforms(a, b);
	b2cTransform rel2 = b2cMulTransforms(b2cInvertTransform(a), b);
	ENSURE_SMALL(rel.p.x - rel2.p.x, 1e-5);
	ENSURE_SMALL(rel.p.y - rel2.p.y, 1e-5);
	ENSURE_SMALL(rel.q.c - rel2.q.c, 1e-6);
	ENSURE_SMALL(rel.q.s - rel2.q.s, 1e-6);
	ENSURE_SMALL(b2cRot_GetAngle(rel.q) - (-2.6f), 1e-6);
	return 0;
}

int MathSweep(void)
{
	b2cSweep s = {{1.0f, 0.0f}, {0.0f, 0.0f}, {4.0f, 2.0f}, 0.0f, 1.0f, 0.0f};
	b2cTransform t = b2cSweep_GetTransform(&s, 0.5f);
	// centre (2, 1), angle 0.5, origin = centre - R(0.5) (1, 0)
	ENSURE_SMALL(t.p.x - (2.0f - cosf(0.5f)), 1e-6);
	ENSURE_SMALL(t.p.y - (1.0f - sinf(0.5f)), 1e-6);
	b2cSweep_Advance(&s, 0.5f);
	ENSURE(s.alpha0 == 0.5f);
	ENSURE_SMALL(s.c0.x - 2.0f, 1e-6);
	ENSURE_SMALL(s.a0 - 0.5f, 1e-6);
	// After advancing, beta is measured over the rest of the step: the end is unchanged.
	b2cTransform end = b2cSweep_GetTransform(&s, 1.0f);
	ENSURE_SMALL(end.p.x - (4.0f - cosf(1.0f)), 1e-6);
	b2cSweep n = {{0, 0}, {0, 0}, {0, 0}, 7.0f, 8.0f, 0.0f};
	b2cSweep_Normalize(&n);
	ENSURE_SMALL(n.a0 - (7.0f - 2.0f * B2C_PI), 1e-6);
	ENSURE_SMALL(n.a - n.a0 - 1.0f, 1e-6);
	return 0;
}

int AABBRayCast(void)
{
	b2cAABB box = {{0.0f, 0.0f}, {2.0f, 1.0f}};
	b2cAABBRayResult r = b2cAABB_RayCast(box, (b2cVec2){-2.0f, 0.5f}, (b2cVec2){2.0f, 0.5f}, 1.0f);
	ENSURE(r.hit && r.fraction == 0.5f && r.normal.x == -1.0f && r.normal.y == 0.0f);
	r = b2cAABB_RayCast(box, (b2cVec2){1.0f, 3.0f}, (b2cVec2){1.0f, -1.0f}, 1.0f);
	ENSURE(r.hit && r.fraction == 0.5f && r.normal.x == 0.0f && r.normal.y == 1.0f);
	r = b2cAABB_RayCast(box, (b2cVec2){-2.0f, 0.5f}, (b2cVec2){2.0f, 0.5f}, 0.4f); // too short
	ENSURE(!r.hit);
	r = b2cAABB_RayCast(box, (b2cVec2){1.0f, 0.5f}, (b2cVec2){5.0f, 0.5f}, 1.0f); // starts inside
	ENSURE(!r.hit);
	r = b2cAABB_RayCast(box, (b2cVec2){-1.0f, 2.0f}, (b2cVec2){3.0f, 2.0f}, 1.0f); // parallel, outside
	ENSURE(!r.hit);
	r = b2cAABB_RayCast(box, (b2cVec2){-1.0f, -1.0f}, (b2cVec2){1.0f, 1.0f}, 1.0f); // grazes the corner (0, 0)
	ENSURE(r.hit && r.fraction == 0.5f && r.normal.x == -1.0f);
	r = b2cAABB_RayCast(box, (b2cVec2){1.0f, -1.0f}, (b2cVec2){1.5f, 1.0f}, 1.0f); // enters the bottom at (1.25, 0)
	ENSURE(r.hit && r.normal.x == 0.0f && r.normal.y == -1.0f && r.fraction == 0.5f);
	r = b2cAABB_RayCast(box, (b2cVec2){3.0f, 0.5f}, (b2cVec2){5.0f, 0.5f}, 1.0f); // points away
	ENSURE(!r.hit);
	return 0;
}

int AABBOperations(void)
{
	b2cAABB a = {{0.0f, 0.0f}, {2.0f, 1.0f}};
	b2cAABB b = {{2.0f, 1.0f}, {3.0f, 3.0f}};
	ENSURE(b2cAABB_Overlaps(a, b)); // touching corners overlap
	b2cAABB c = {{2.001f, 0.0f}, {3.0f, 1.0f}};
	ENSURE(!b2cAABB_Overlaps(a, c));
	b2cAABB u = b2cAABB_Union(a, b);
	ENSURE(u.lower.x == 0.0f && u.lower.y == 0.0f && u.upper.x == 3.0f && u.upper.y == 3.0f);
	ENSURE(b2cAABB_Contains(u, a) && !b2cAABB_Contains(a, u) && b2cAABB_Contains(a, a));
	ENSURE(b2cAABB_Perimeter(a) == 6.0f);
	b2cVec2 e = b2cAABB_Extents(a), m = b2cAABB_Center(a);
	ENSURE(e.x == 1.0f && e.y == 0.5f && m.x == 1.0f && m.y == 0.5f);
	ENSURE(b2cAABB_IsValid(a) && !b2cAABB_IsValid((b2cAABB){{1, 0}, {0, 1}}));
	return 0;
}

typedef struct CountingAllocator {
	int allocs, frees;
	size_t live;
} CountingAllocator;

static void *countingAlloc(size_t size, void *context)
{
	CountingAllocator *c = (CountingAllocator *)context;
	c->allocs++;
	c->live += size;
	return malloc(size);
}

static void countingFree(void *memory, size_t size, void *context)
{
	CountingAllocator *c = (CountingAllocator *)context;
	c->frees++;
	c->live -= size;
	free(memory);
}

int AllocatorHook(void)
{
	CountingAllocator counter = {0, 0, 0};
	int64_t before = b2cGetByteCount();
	b2cSetAllocator(countingAlloc, countingFree, &counter);
	ENSURE(b2cAlloc(0) == NULL);
	char *p = (char *)b2cAlloc(16);
	ENSURE(p != NULL && counter.allocs == 1 && counter.live == 16);
	ENSURE(b2cGetByteCount() == before + 16);
	memcpy(p, "0123456789abcdef", 16);
	p = (char *)b2cGrowAlloc(p, 16, 64);
	ENSURE(p != NULL && memcmp(p, "0123456789abcdef", 16) == 0);
	ENSURE(counter.allocs == 2 && counter.frees == 1 && counter.live == 64);
	b2cFree(p, 64);
	b2cFree(NULL, 10);
	ENSURE(counter.frees == 2 && counter.live == 0);
	ENSURE(b2cGetByteCount() == before);
	b2cSetAllocator(NULL, NULL, NULL);
	return 0;
}
