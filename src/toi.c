// SPDX-License-Identifier: MIT
// b2c: time of impact by conservative advancement (Box2D's b2TimeOfImpact, after Erin Catto's
// "Continuous collision", GDC 2013): GJK gives the closest features at t1; a separating axis
// built from them is followed in time to where the separation falls to the target, found by
// alternating bisection and secant steps; repeat from there.
#include "b2c/constants.h"
#include "b2c/distance.h"

#include <math.h>

#define TOI_MAX_ITERATIONS 20
#define ROOT_MAX_ITERATIONS 50

typedef enum { SEPARATION_POINTS, SEPARATION_FACE_A, SEPARATION_FACE_B } SeparationType;

typedef struct SeparationFunction {
	const b2cShapeProxy *proxyA, *proxyB;
	b2cSweep sweepA, sweepB;
	b2cVec2 localPoint; // face midpoint, in the face's body frame
	b2cVec2 axis;       // points: world axis; faces: the face normal in its body frame
	SeparationType type;
} SeparationFunction;

// The face p1-p2 of `face` (placed by xfFace) against `otherPoint` (world): the axis is the
// face's normal, turned toward the point.
static void initFace(SeparationFunction *f, SeparationType type, const b2cShapeProxy *face, b2cTransform xfFace, int i1,
					 int i2, b2cVec2 otherPoint)
{
	f->type = type;
	b2cVec2 p1 = face->points[i1], p2 = face->points[i2];
	f->axis = b2cNormalize(b2cRightPerp(b2cSub(p2, p1)));
	f->localPoint = b2cLerp(p1, p2, 0.5f);
	b2cVec2 normal = b2cRotateVector(xfFace.q, f->axis);
	if (b2cDot(b2cSub(otherPoint, b2cTransformPoint(xfFace, f->localPoint)), normal) < 0.0f)
		f->axis = b2cNeg(f->axis);
}

static void initSeparation(SeparationFunction *f, const b2cSimplexCache *cache, const b2cShapeProxy *proxyA,
						   const b2cSweep *sweepA, const b2cShapeProxy *proxyB, const b2cSweep *sweepB, float t)
{
	f->proxyA = proxyA;
	f->proxyB = proxyB;
	f->sweepA = *sweepA;
	f->sweepB = *sweepB;
	b2cTransform xfA = b2cSweep_GetTransform(sweepA, t), xfB = b2cSweep_GetTransform(sweepB, t);
	if (cache->count == 1) {
		f->type = SEPARATION_POINTS;
		b2cVec2 pA = b2cTransformPoint(xfA, proxyA->points[cache->indexA[0]]);
		b2cVec2 pB = b2cTransformPoint(xfB, proxyB->points[cache->indexB[0]]);
		f->axis = b2cNormalize(b2cSub(pB, pA));
		f->localPoint = b2cVec2_zero;
	} else if (cache->indexA[0] == cache->indexA[1]) {
		// Two points on B: B's edge is the face.
		initFace(f, SEPARATION_FACE_B, proxyB, xfB, cache->indexB[0], cache->indexB[1],
				 b2cTransformPoint(xfA, proxyA->points[cache->indexA[0]]));
	} else {
		initFace(f, SEPARATION_FACE_A, proxyA, xfA, cache->indexA[0], cache->indexA[1],
				 b2cTransformPoint(xfB, proxyB->points[cache->indexB[0]]));
	}
}

// Separation along the axis at time t; with `find` the deepest points are found (and returned in
// *indexA / *indexB), otherwise those points are used.
static float separationAt(const SeparationFunction *f, int *indexA, int *indexB, float t, bool find)
{
	b2cTransform xfA = b2cSweep_GetTransform(&f->sweepA, t), xfB = b2cSweep_GetTransform(&f->sweepB, t);
	switch (f->type) {
	case SEPARATION_POINTS: {
		if (find) {
			*indexA = b2cShapeProxy_FindSupport(f->proxyA, b2cInvRotateVector(xfA.q, f->axis));
			*indexB = b2cShapeProxy_FindSupport(f->proxyB, b2cInvRotateVector(xfB.q, b2cNeg(f->axis)));
		}
		b2cVec2 pA = b2cTransformPoint(xfA, f->proxyA->points[*indexA]);
		b2cVec2 pB = b2cTransformPoint(xfB, f->proxyB->points[*indexB]);
		return b2cDot(b2cSub(pB, pA), f->axis);
	}
	case SEPARATION_FACE_A: {
		b2cVec2 normal = b2cRotateVector(xfA.q, f->axis);
		b2cVec2 pointA = b2cTransformPoint(xfA, f->localPoint);
		if (find) {
			*indexA = -1;
			*indexB = b2cShapeProxy_FindSupport(f->proxyB, b2cInvRotateVector(xfB.q, b2cNeg(normal)));
		}
		b2cVec2 pointB = b2cTransformPoint(xfB, f->proxyB->points[*indexB]);
		return b2cDot(b2cSub(pointB, pointA), normal);
	}
	default: {
		b2cVec2 normal = b2cRotateVector(xfB.q, f->axis);
		b2cVec2 pointB = b2cTransformPoint(xfB, f->localPoint);
		if (find) {
			*indexB = -1;
			*indexA = b2cShapeProxy_FindSupport(f->proxyA, b2cInvRotateVector(xfA.q, b2cNeg(normal)));
		}
		b2cVec2 pointA = b2cTransformPoint(xfA, f->proxyA->points[*indexA]);
		return b2cDot(b2cSub(pointA, pointB), normal);
	}
	}
}

b2cTOIOutput b2cTimeOfImpact(const b2cShapeProxy *proxyA, const b2cSweep *sweepA, const b2cShapeProxy *proxyB,
							 const b2cSweep *sweepB, float tMax)
{
	float totalRadius = proxyA->radius + proxyB->radius;
	return b2cTimeOfImpactTo(proxyA, sweepA, proxyB, sweepB, tMax,
							 b2cMaxFloat(B2C_LINEAR_SLOP, totalRadius - 3.0f * B2C_LINEAR_SLOP));
}

static bool validSweep(const b2cSweep *s)
{
	return b2cIsValidVec2(s->localCenter) && b2cIsValidVec2(s->c0) && b2cIsValidVec2(s->c) && isfinite(s->a0) &&
		   isfinite(s->a) && isfinite(s->alpha0);
}

static bool validProxy(const b2cShapeProxy *p)
{
	if (!isfinite(p->radius) || p->count < 1 || p->count > B2C_MAX_POLYGON_VERTICES)
		return false;
	for (int i = 0; i < p->count; ++i)
		if (!b2cIsValidVec2(p->points[i]))
			return false;
	return true;
}

b2cTOIOutput b2cTimeOfImpactTo(const b2cShapeProxy *proxyA, const b2cSweep *sweepA, const b2cShapeProxy *proxyB,
							   const b2cSweep *sweepB, float tMax, float target)
{
	b2cTOIOutput out = {b2cTOI_unknown, tMax, 0};
	// Not finite (a NaN body, one flung past single precision): every separation would be NaN, and
	// no comparison would end the search before its budget (20 axes, 8 push-backs, 50 root steps).
	b2cTOIOutput failed = {b2cTOI_failed, 0.0f, 0};
	if (!validSweep(sweepA) || !validSweep(sweepB) || !validProxy(proxyA) || !validProxy(proxyB) || !isfinite(tMax) ||
		!isfinite(target))
		return failed;
	b2cSweep sA = *sweepA, sB = *sweepB;
	// Large angles make the root finder struggle.
	b2cSweep_Normalize(&sA);
	b2cSweep_Normalize(&sB);
	float tolerance = 0.25f * B2C_LINEAR_SLOP;

	float t1 = 0.0f;
	b2cSimplexCache cache = {0.0f, 0, {0, 0, 0}, {0, 0, 0}};
	for (int iteration = 0;; ++iteration) {
		b2cTransform xfA = b2cSweep_GetTransform(&sA, t1), xfB = b2cSweep_GetTransform(&sB, t1);
		// The distance between the cores (radii left out).
		b2cDistanceOutput d = b2cShapeDistance(proxyA, xfA, proxyB, xfB, false, &cache);
		if (!isfinite(d.distance)) { // (finite coordinates whose differences overflow)
			failed.evaluations = out.evaluations;
			return failed;
		}
		if (d.distance <= 0.0f) {
			out.state = b2cTOI_overlapped;
			out.t = 0.0f;
			return out;
		}
		if (d.distance < target + tolerance) {
			out.state = b2cTOI_touching;
			out.t = t1;
			return out;
		}
		SeparationFunction f;
		initSeparation(&f, &cache, proxyA, &sA, proxyB, &sB, t1);

		// Push t2 back toward t1 until the axis no longer shows a deeper point.
		bool done = false;
		float t2 = tMax;
		for (int pushBack = 0; pushBack < B2C_MAX_POLYGON_VERTICES; ++pushBack) {
			int indexA, indexB;
			float s2 = separationAt(&f, &indexA, &indexB, t2, true);
			++out.evaluations;
			if (!isfinite(s2)) {
				out.state = b2cTOI_failed;
				out.t = t1;
				done = true;
				break;
			}
			if (s2 > target + tolerance) {
				out.state = b2cTOI_separated; // still apart at the end
				out.t = tMax;
				done = true;
				break;
			}
			if (s2 > target - tolerance) {
				t1 = t2; // close enough: advance
				break;
			}
			float s1 = separationAt(&f, &indexA, &indexB, t1, false);
			++out.evaluations;
			if (s1 < target - tolerance || !isfinite(s1)) {
				out.state = b2cTOI_failed; // the axis went bad
				out.t = t1;
				done = true;
				break;
			}
			if (s1 <= target + tolerance) {
				out.state = b2cTOI_touching;
				out.t = t1;
				done = true;
				break;
			}
			// The root of s(t) = target in [t1, t2]: bisection and secant steps in turn.
			float a1 = t1, a2 = t2;
			bool lost = false; // a separation not finite on the way
			for (int root = 0; root < ROOT_MAX_ITERATIONS; ++root) {
				float t = (root & 1) ? a1 + (target - s1) * (a2 - a1) / (s2 - s1) : 0.5f * (a1 + a2);
				float s = separationAt(&f, &indexA, &indexB, t, false);
				++out.evaluations;
				if (!isfinite(s)) {
					lost = true;
					break;
				}
				if (b2cAbsFloat(s - target) < tolerance) {
					t2 = t;
					break;
				}
				if (s > target) {
					a1 = t;
					s1 = s;
				} else {
					a2 = t;
					s2 = s;
				}
			}
			if (lost) {
				out.state = b2cTOI_failed;
				out.t = t1;
				done = true;
				break;
			}
		}
		if (done)
			return out;
		if (iteration + 1 == TOI_MAX_ITERATIONS) {
			out.state = b2cTOI_failed;
			out.t = t1;
			return out;
		}
	}
}
