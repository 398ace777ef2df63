// SPDX-License-Identifier: MIT
// libFuzzer target: the narrow phase and the distance queries on arbitrary shapes and transforms.
// b2cCollide both ways round (every pair of circle, capsule, polygon, box, segment and chain
// segment), GJK distance with and without radii (cold, then warm-started from its cache),
// b2cTestOverlap, b2cShapeCast and b2cTimeOfImpact, and each shape's AABB, mass, extent, point
// test and ray cast. Any float may appear: NaN, inf, 1e30, denormals.
//
// Input: shape A, shape B (see fuzzShape), transforms A and B, a cast translation and maxFraction,
// two sweeps (local centre, c0, c, a0, a; alpha0 from one byte in [0, 1), as b2cSweep requires)
// and tMax. Checked on tame inputs (finite, at most TAME_LIMIT, shapes the Lua binding accepts):
// a manifold has 0 to 2 points, a unit normal, finite points and separations no larger than the
// speculative distance; a manifold point deep inside means GJK finds the shapes touching (chain
// segments aside: they are one-sided); distances are finite and not negative; a cast's fraction
// lies in [0, maxFraction]; a time of impact lies in [0, tMax].
#include "fuzz_input.h"

static bool isSegmentLike(const b2cShapeGeometry *g)
{
	return g->type == b2cShape_segment || g->type == b2cShape_chainSegment;
}

static void checkManifold(const b2cManifold *m, bool tame)
{
	FUZZ_CHECK(m->pointCount >= 0 && m->pointCount <= 2);
	if (!tame || m->pointCount == 0)
		return;
	FUZZ_CHECK(fuzzFiniteVec2(m->normal) && fabsf(b2cLength(m->normal) - 1.0f) < 1.0e-3f);
	for (int i = 0; i < m->pointCount; ++i) {
		FUZZ_CHECK(fuzzFiniteVec2(m->points[i].point));
		FUZZ_CHECK(fuzzFinite(m->points[i].separation));
	}
	// The nearest point within the speculative distance (a second, clipped from the same edge, may
	// be farther: it is kept, speculative).
	float nearest = m->points[0].separation;
	if (m->pointCount == 2)
		nearest = b2cMinFloat(nearest, m->points[1].separation);
	FUZZ_CHECK(nearest <= B2C_SPECULATIVE_DISTANCE + 1.0e-3f);
}

static float deepest(const b2cManifold *m)
{
	float s = FLT_MAX;
	for (int i = 0; i < m->pointCount; ++i)
		s = b2cMinFloat(s, m->points[i].separation);
	return s;
}

static void checkDistance(const b2cDistanceOutput *d, bool tame)
{
	if (!tame)
		return;
	FUZZ_CHECK(fuzzFinite(d->distance) && d->distance >= 0.0f);
	FUZZ_CHECK(fuzzFiniteVec2(d->pointA) && fuzzFiniteVec2(d->pointB));
	FUZZ_CHECK(d->simplexCount >= 1 && d->simplexCount <= 3);
}

// What each shape offers by itself.
static void probeShape(const b2cShapeGeometry *g, b2cTransform xf, b2cVec2 p1, b2cVec2 p2, float maxFraction, bool tame)
{
	b2cAABB box = b2cShapeGeometry_ComputeAABB(g, xf);
	b2cMassData mass = b2cShapeGeometry_ComputeMass(g, 1.0f);
	float extent = b2cShapeGeometry_GetExtent(g, p1);
	(void)b2cShapeGeometry_GetCentroid(g);
	(void)b2cShapeGeometry_TestPoint(g, xf, p1);
	b2cCastOutput ray = b2cShapeGeometry_RayCast(g, xf, p1, p2, maxFraction);
	if (!tame)
		return;
	FUZZ_CHECK(b2cAABB_IsValid(box));
	FUZZ_CHECK(fuzzFinite(mass.mass) && mass.mass >= 0.0f && fuzzFinite(mass.rotationalInertia));
	FUZZ_CHECK(fuzzFinite(extent) && extent >= 0.0f);
	if (ray.hit) {
		FUZZ_CHECK(ray.fraction >= 0.0f && ray.fraction <= maxFraction);
		FUZZ_CHECK(fuzzFiniteVec2(ray.point) && fabsf(b2cLength(ray.normal) - 1.0f) < 1.0e-3f);
	}
}

static b2cSweep fuzzSweep(FuzzInput *in)
{
	b2cSweep s;
	s.localCenter = fuzzVec2(in);
	s.c0 = fuzzVec2(in);
	s.c = fuzzVec2(in);
	s.a0 = fuzzFloat(in);
	s.a = fuzzFloat(in);
	s.alpha0 = (float)fuzzByte(in) / 256.0f;
	return s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FuzzInput in = fuzzInput(data, size);
	b2cShapeGeometry a = fuzzShape(&in, true);
	b2cShapeGeometry b = fuzzShape(&in, true);
	b2cTransform xfA = fuzzTransform(&in), xfB = fuzzTransform(&in);
	b2cVec2 translation = fuzzVec2(&in);
	float maxFraction = fuzzFloat(&in);
	b2cSweep sweepA = fuzzSweep(&in), sweepB = fuzzSweep(&in);
	float tMax = fuzzFloat(&in);
	fuzzRequire(&in, maxFraction >= 0.0f && maxFraction <= 1.0f && tMax >= 0.0f && tMax <= 1.0f);
	bool tame = in.tame;

	// Collide both ways round.
	b2cManifold ab = b2cCollide(&a, xfA, &b, xfB);
	b2cManifold ba;
	b2cCollideInto(&ba, &b, xfB, &a, xfA);
	checkManifold(&ab, tame);
	checkManifold(&ba, tame);

	b2cShapeProxy pa = b2cMakeShapeProxy(&a), pb = b2cMakeShapeProxy(&b);
	b2cSimplexCache cache = {0};
	b2cDistanceOutput d = b2cShapeDistance(&pa, xfA, &pb, xfB, true, &cache);
	b2cDistanceOutput warm = b2cShapeDistance(&pa, xfA, &pb, xfB, true, &cache);
	b2cDistanceOutput cores = b2cShapeDistance(&pa, xfA, &pb, xfB, false, NULL);
	bool overlap = b2cTestOverlap(&pa, xfA, &pb, xfB);
	(void)overlap;
	checkDistance(&d, tame);
	checkDistance(&warm, tame);
	checkDistance(&cores, tame);
	if (tame) {
		// A warm start finds the same distance; the cores are no nearer than the surfaces.
		FUZZ_CHECK(fabsf(warm.distance - d.distance) <= 1.0e-3f * (1.0f + d.distance));
		FUZZ_CHECK(cores.distance + 1.0e-3f * (1.0f + cores.distance) >= d.distance);
		// Points deep in the manifold: the shapes overlap (one-sided chain segments aside).
		if (a.type != b2cShape_chainSegment && b.type != b2cShape_chainSegment &&
			!(isSegmentLike(&a) && isSegmentLike(&b))) {
			if (ab.pointCount > 0 && deepest(&ab) < -0.05f)
				FUZZ_CHECK(d.distance < 0.01f);
			if (ba.pointCount > 0 && deepest(&ba) < -0.05f)
				FUZZ_CHECK(d.distance < 0.01f);
		}
	}

	b2cShapeCastOutput cast = b2cShapeCast(&pa, xfA, &pb, xfB, translation, maxFraction);
	if (tame && cast.hit) {
		FUZZ_CHECK(cast.fraction >= 0.0f && cast.fraction <= maxFraction);
		FUZZ_CHECK(fuzzFiniteVec2(cast.point) && fuzzFiniteVec2(cast.normal));
	}

	b2cTOIOutput toi = b2cTimeOfImpact(&pa, &sweepA, &pb, &sweepB, tMax);
	FUZZ_CHECK(toi.state >= b2cTOI_unknown && toi.state <= b2cTOI_separated);
	if (tame)
		FUZZ_CHECK(toi.t >= 0.0f && toi.t <= tMax);

	probeShape(&a, xfA, translation, sweepA.c, maxFraction, tame);
	probeShape(&b, xfB, sweepB.c0, sweepB.c, maxFraction, tame);
	return 0;
}
