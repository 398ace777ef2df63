// SPDX-License-Identifier: MIT
// b2c: convex hull by Andrew's monotone chain (A. M. Andrew, "Another efficient algorithm for
// convex hulls in two dimensions", 1979), with welding and collinear-point removal at the scale
// of the linear slop so that the polygons built from it have well-defined edges and normals.
#include "b2c/hull.h"

static b2cHull emptyHull(b2cHullError *error, b2cHullError why)
{
	if (error != NULL)
		*error = why;
	b2cHull hull;
	hull.count = 0;
	return hull;
}

// Distance of p from the line through a and b (a != b).
static float distanceToLine(b2cVec2 a, b2cVec2 b, b2cVec2 p)
{
	b2cVec2 e = b2cSub(b, a);
	return b2cAbsFloat(b2cCross(e, b2cSub(p, a))) / b2cLength(e);
}

// Twice the signed area of the triangle a b c (positive for a left turn), in double precision:
// in single precision the products of coordinates a denormal apart underflow to 0, and a point
// that makes a true left turn (a hull vertex) would be popped.
static double turn(b2cVec2 a, b2cVec2 b, b2cVec2 c)
{
	return ((double)b.x - a.x) * ((double)c.y - a.y) - ((double)b.y - a.y) * ((double)c.x - a.x);
}

// Append p to the chain of k points, first popping every point that with p fails to make a strict
// left turn, while at least `keep` points remain. Returns the new length.
static int extendChain(b2cVec2 *chain, int k, int keep, b2cVec2 p)
{
	while (k >= keep && turn(chain[k - 2], chain[k - 1], p) <= 0.0)
		--k;
	chain[k] = p;
	return k + 1;
}

b2cHull b2cComputeHull(const b2cVec2 *points, int count, b2cHullError *error)
{
	if (count > B2C_MAX_POLYGON_VERTICES)
		return emptyHull(error, b2cHull_tooManyPoints);
	const float weldSquared = B2C_LINEAR_SLOP * B2C_LINEAR_SLOP;

	// Weld: keep a point only if it is not within the slop of one already kept.
	b2cVec2 ps[B2C_MAX_POLYGON_VERTICES];
	int n = 0;
	for (int i = 0; i < count; ++i) {
		if (!b2cIsValidVec2(points[i]))
			return emptyHull(error, b2cHull_notFinite);
		// Beyond this, an edge's squared length or a turn may overflow single precision, and a point
		// far out reads as on the line of two near ones: too large, not collinear.
		if (b2cAbsFloat(points[i].x) > B2C_MAX_COORDINATE || b2cAbsFloat(points[i].y) > B2C_MAX_COORDINATE)
			return emptyHull(error, b2cHull_tooLarge);
		bool unique = true;
		for (int j = 0; j < n && unique; ++j)
			unique = b2cDistanceSquared(points[i], ps[j]) >= weldSquared;
		if (unique)
			ps[n++] = points[i];
	}
	if (n < 3)
		return emptyHull(error, b2cHull_tooFewPoints);

	// Sort by x, then y (insertion sort: at most 8 points).
	for (int i = 1; i < n; ++i) {
		b2cVec2 p = ps[i];
		int j = i - 1;
		while (j >= 0 && (ps[j].x > p.x || (ps[j].x == p.x && ps[j].y > p.y))) {
			ps[j + 1] = ps[j];
			--j;
		}
		ps[j + 1] = p;
	}

	// Lower chain left to right, then upper chain right to left; a point that does not make a
	// strict left turn is popped.
	b2cVec2 chain[2 * B2C_MAX_POLYGON_VERTICES + 1];
	int k = 0;
	for (int i = 0; i < n; ++i)
		k = extendChain(chain, k, 2, ps[i]);
	for (int i = n - 2, lower = k + 1; i >= 0; --i)
		k = extendChain(chain, k, lower, ps[i]);
	int m = k - 1; // the first point closes the chain
	if (m < 3)
		return emptyHull(error, b2cHull_collinear);

	// Drop points within the slop of the line through their neighbours until none is left.
	bool removed = true;
	while (removed && m >= 3) {
		removed = false;
		for (int i = 0; i < m; ++i) {
			b2cVec2 prev = chain[(i + m - 1) % m], next = chain[(i + 1) % m];
			if (distanceToLine(prev, next, chain[i]) < B2C_LINEAR_SLOP) {
				for (int j = i; j < m - 1; ++j)
					chain[j] = chain[j + 1];
				--m;
				removed = true;
				break;
			}
		}
	}
	if (m < 3)
		return emptyHull(error, b2cHull_collinear);

	// Rounding in the turns (coordinates of very different sizes) could make the chain
	// inconsistent, even longer than the points given; finite points near FLT_MAX make edges
	// whose length overflows (no normal); b2cValidateHull, in single precision, may judge a slight
	// turn differently. Refuse such a hull (as collinear: degenerate in single precision) rather
	// than overrun hull.points or hand b2cMakePolygon a hull it asserts on.
	if (m > B2C_MAX_POLYGON_VERTICES)
		return emptyHull(error, b2cHull_collinear);
	b2cHull hull;
	hull.count = m;
	for (int i = 0; i < m; ++i)
		hull.points[i] = chain[i];
	// Finite points can still overflow the cross products (coordinates near FLT_MAX) or, far
	// apart, round into a hull that is not strictly convex: b2cMakePolygon would reject it.
	if (!b2cValidateHull(&hull))
		return emptyHull(error, b2cHull_tooLarge);
	if (error != NULL)
		*error = b2cHull_ok;
	return hull;
}

bool b2cValidateHull(const b2cHull *hull)
{
	int n = hull->count;
	if (n < 3 || n > B2C_MAX_POLYGON_VERTICES)
		return false;
	for (int i = 0; i < n; ++i) {
		b2cVec2 a = hull->points[i], b = hull->points[(i + 1) % n];
		// (an edge whose length overflows has no normal: refused too, NaN included)
		float lengthSquared = b2cDistanceSquared(a, b);
		if (!(lengthSquared >= B2C_LINEAR_SLOP * B2C_LINEAR_SLOP && lengthSquared <= FLT_MAX))
			return false;
		// Every other point strictly left of the edge a -> b.
		for (int j = 0; j < n; ++j) {
			if (j == i || j == (i + 1) % n)
				continue;
			if (b2cCross(b2cSub(b, a), b2cSub(hull->points[j], a)) <= 0.0f)
				return false;
		}
		b2cVec2 prev = hull->points[(i + n - 1) % n];
		if (distanceToLine(prev, b, a) < B2C_LINEAR_SLOP)
			return false;
	}
	return true;
}
