// SPDX-License-Identifier: MIT
// Convex hull: exact corners, welding, collinear removal, failures, random point sets, and what
// the fuzzer found (fuzz/regressions/hull): finite points near FLT_MAX, points a denormal apart.
#include "b2c/b2c.h"
#include "test_macros.h"

int HullOfSquareWithExtras(void)
{
	// corners, an interior point, a duplicate within the slop, and points on the edges
	b2cVec2 points[8] = {{1, 1}, {0, 0}, {0.5f, 0.5f}, {1, 0}, {1.001f, 1.0f}, {0.5f, 0}, {0, 1}, {0, 0.5f}};
	b2cHullError error = b2cHull_tooManyPoints;
	b2cHull hull = b2cComputeHull(points, 8, &error);
	ENSURE(error == b2cHull_ok);
	ENSURE(hull.count == 4);
	ENSURE(b2cValidateHull(&hull));
	// counter-clockwise from the lowest-leftmost corner
	b2cVec2 expected[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
	for (int i = 0; i < 4; ++i)
		ENSURE(hull.points[i].x == expected[i].x && hull.points[i].y == expected[i].y);
	return 0;
}

int HullFailures(void)
{
	b2cHullError error;
	b2cVec2 many[9] = {{0, 0}, {1, 0}, {2, 1}, {2, 2}, {1, 3}, {0, 3}, {-1, 2}, {-1, 1}, {0.5f, -0.5f}};
	ENSURE(b2cComputeHull(many, 9, &error).count == 0 && error == b2cHull_tooManyPoints);
	ENSURE(b2cComputeHull(many, 8, &error).count == 8 && error == b2cHull_ok);
	b2cVec2 line[4] = {{0, 0}, {1, 1}, {2, 2}, {3, 3.002f}};
	ENSURE(b2cComputeHull(line, 4, &error).count == 0 && error == b2cHull_collinear);
	b2cVec2 welded[3] = {{0, 0}, {0.001f, 0}, {0, 0.002f}};
	ENSURE(b2cComputeHull(welded, 3, &error).count == 0 && error == b2cHull_tooFewPoints);
	ENSURE(b2cComputeHull(welded, 0, &error).count == 0 && error == b2cHull_tooFewPoints);
	b2cVec2 bad[3] = {{0, 0}, {1, 0}, {0, NAN}};
	ENSURE(b2cComputeHull(bad, 3, &error).count == 0 && error == b2cHull_notFinite);
	b2cVec2 thin[3] = {{0, 0}, {10, 0}, {5, 0.004f}}; // the apex is within the slop of the base
	ENSURE(b2cComputeHull(thin, 3, &error).count == 0 && error == b2cHull_collinear);
	// finite, but the cross products overflow (found by the Lua API fuzzer: an assertion in
	// b2cMakePolygon stopped the program)
	b2cVec2 huge[6] = {{-3.7304056f, -9.132206f}, {-1.5318820f, -3.5600283f}, {3.4028234e38f, -6.2260738f},
					   {-7.4486742f, 0},          {3.5738711f, -8.622905f},   {-7.0770525f, 0.96189183f}};
	ENSURE(b2cComputeHull(huge, 6, &error).count == 0 && error == b2cHull_tooLarge);
	b2cVec2 triangle[3] = {{0, 0}, {0, 1}, {1, 0}}; // clockwise input comes out counter-clockwise
	b2cHull hull = b2cComputeHull(triangle, 3, NULL);
	ENSURE(hull.count == 3 && b2cValidateHull(&hull));
	return 0;
}

static unsigned s_seed = 12345u;
static float randomFloat(float lo, float hi)
{
	s_seed = s_seed * 1664525u + 1013904223u;
	return lo + (hi - lo) * (float)(s_seed >> 8) / 16777216.0f;
}

int HullOfRandomPoints(void)
{
	for (int trial = 0; trial < 2000; ++trial) {
		int count = 3 + trial % 6;
		b2cVec2 points[8];
		float scale = trial % 3 == 0 ? 0.05f : 5.0f;
		for (int i = 0; i < count; ++i)
			points[i] = (b2cVec2){randomFloat(-scale, scale), randomFloat(-scale, scale)};
		b2cHullError error;
		b2cHull hull = b2cComputeHull(points, count, &error);
		if (hull.count == 0) {
			ENSURE(error != b2cHull_ok);
			continue;
		}
		ENSURE(b2cValidateHull(&hull));
		// every input point is inside the hull, or outside by no more than the slop
		for (int i = 0; i < count; ++i) {
			for (int e = 0; e < hull.count; ++e) {
				b2cVec2 a = hull.points[e], b = hull.points[(e + 1) % hull.count];
				b2cVec2 n = b2cNormalize(b2cRightPerp(b2cSub(b, a)));
				ENSURE(b2cDot(n, b2cSub(points[i], a)) < 2.0f * B2C_LINEAR_SLOP);
			}
		}
		// every hull point is one of the inputs
		for (int j = 0; j < hull.count; ++j) {
			bool found = false;
			for (int i = 0; i < count && !found; ++i)
				found = b2cVec2_equal(points[i], hull.points[j]);
			ENSURE(found);
		}
	}
	return 0;
}

// Finite points whose products overflow: the monotone chain once came out repeating a point
// (b2cMakePolygon then asserted), or longer than 8 points (written past hull.points).
int HullRefusesOverflowingPoints(void)
{
	b2cHullError error = b2cHull_ok;
	b2cVec2 repeated[3] = {{FLT_MAX, 1.0e30f}, {1.0e30f, -23.0f}, {0.0f, 0.0f}};
	b2cHull hull = b2cComputeHull(repeated, 3, &error);
	ENSURE(hull.count == 0 && error == b2cHull_tooLarge);
	b2cVec2 overrun[8] = {{-1.0e30f, FLT_MAX},        {-1.0e30f, -100.394531f}, {-100.605469f, -1.80618122e28f},
						  {FLT_MAX, -20.0820312f},    {FLT_MAX, 23.9140625f},   {-100.941406f, -100.605469f},
						  {-1.80618122e28f, FLT_MAX}, {-20.0820312f, FLT_MAX}};
	hull = b2cComputeHull(overrun, 8, &error);
	ENSURE(hull.count == 0 && error == b2cHull_tooLarge);
	// whatever a hull of finite points comes out as, it is valid (or refused) and its polygon has
	// unit normals
	float big[4] = {1.0e30f, FLT_MAX, 1.0e19f, 3.0f};
	for (int i = 0; i < 256; ++i) {
		b2cVec2 points[4];
		for (int k = 0; k < 4; ++k) {
			int bits = (i >> (2 * k)) & 3;
			points[k] = (b2cVec2){(k & 1 ? -1.0f : 1.0f) * big[bits], (k & 2 ? -1.0f : 1.0f) * big[(bits + k) & 3]};
		}
		hull = b2cComputeHull(points, 4, &error);
		if (hull.count == 0)
			continue;
		ENSURE(b2cValidateHull(&hull));
		b2cPolygon polygon = b2cMakePolygon(&hull, 0.0f);
		for (int k = 0; k < polygon.count; ++k)
			ENSURE_SMALL(b2cLength(polygon.normals[k]) - 1.0f, 1.0e-6);
	}
	return 0;
}

// Points a denormal apart in x: the turn at the hull's top vertex (0, 65.33) underflowed to 0 in
// single precision and the vertex was popped, leaving it 0.23 outside the polygon (found by the
// fuzzer: fuzz/regressions/hull). The turns are now taken in double precision.
int HullKeepsPointsADenormalApart(void)
{
	b2cVec2 points[6] = {{1.40129846e-45f, 60.234375f},
						 {-61.0f, 2.0f},
						 {0.0f, 65.0039062f},
						 {0.0f, 60.234375f},
						 {-61.0f, 2.0f},
						 {0.0f, 65.328125f}};
	b2cHullError error;
	b2cHull hull = b2cComputeHull(points, 6, &error);
	ENSURE(error == b2cHull_ok && hull.count == 3 && b2cValidateHull(&hull));
	bool top = false;
	for (int i = 0; i < hull.count; ++i)
		top = top || (hull.points[i].x == 0.0f && hull.points[i].y == 65.328125f);
	ENSURE(top);
	return 0;
}
