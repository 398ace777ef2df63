// SPDX-License-Identifier: MIT
// b2c: ray casts against each kind of shape, in the shape's own frame.
// A ray that starts inside a shape does not hit it. Rounded shapes (capsules, polygons with a
// radius) are cast against their true surface: the ray enters a convex shape at the nearest of
// its entries into the pieces that make up the boundary, the edges pushed out by the radius and
// a circle of that radius at each vertex, all of which lie inside the shape.
#include "b2c/geometry.h"

static const b2cCastOutput s_miss = {{0.0f, 0.0f}, {0.0f, 0.0f}, 0.0f, false};

static b2cCastOutput hitAt(const b2cRayCastInput *input, float fraction, b2cVec2 normal)
{
	return (b2cCastOutput){normal, b2cMulAdd(input->origin, fraction, input->translation), fraction, true};
}

// Entry of the ray into the disc (center, radius), or a miss (the start inside included).
static b2cCastOutput rayCastDisc(const b2cRayCastInput *input, b2cVec2 center, float radius)
{
	float length;
	b2cVec2 u = b2cGetLengthAndNormalize(&length, input->translation);
	if (length == 0.0f)
		return s_miss;
	b2cVec2 s = b2cSub(input->origin, center);
	// closest approach of the line to the centre, then back off to the surface
	float t = -b2cDot(s, u);
	b2cVec2 closest = b2cMulAdd(s, t, u);
	float cc = b2cDot(closest, closest), rr = radius * radius;
	if (cc > rr)
		return s_miss;
	float distance = t - sqrtf(rr - cc);
	if (distance < 0.0f || distance > input->maxFraction * length)
		return s_miss;
	float fraction = distance / length;
	b2cVec2 normal = b2cNormalize(b2cMulAdd(s, distance, u));
	return hitAt(input, fraction, normal);
}

b2cCastOutput b2cRayCastCircle(const b2cRayCastInput *input, const b2cCircle *circle)
{
	return rayCastDisc(input, circle->center, circle->radius);
}

// Whether the ray's point at `fraction` projects onto the segment a-b (ends included).
static bool alongSegment(const b2cRayCastInput *input, float fraction, b2cVec2 a, b2cVec2 b)
{
	b2cVec2 e = b2cSub(b, a);
	b2cVec2 q = b2cMulAdd(input->origin, fraction, input->translation);
	float s = b2cDot(b2cSub(q, a), e);
	return !(s < 0.0f || s > b2cDot(e, e));
}

// Crossing of the ray with the segment a-b, from the side `normal` points to; t in [0, maxT].
static bool crossFromOutside(const b2cRayCastInput *input, b2cVec2 a, b2cVec2 b, b2cVec2 normal, float maxT, float *t)
{
	float den = b2cDot(normal, input->translation);
	if (den >= 0.0f)
		return false;
	float num = b2cDot(normal, b2cSub(a, input->origin));
	if (num > 0.0f) // the origin is already behind this edge's line
		return false;
	float fraction = num / den;
	if (fraction > maxT || !alongSegment(input, fraction, a, b))
		return false;
	*t = fraction;
	return true;
}

// Rounded convex core: `count` vertices with outward edge normals (count 2: a capsule, whose two
// edges are v0->v1 with normals[0] and v1->v0 with normals[1]).
static b2cCastOutput rayCastRounded(const b2cRayCastInput *input, const b2cVec2 *vertices, const b2cVec2 *normals,
									int count, float radius)
{
	b2cCastOutput best = s_miss;
	float bestT = input->maxFraction;
	for (int i = 0; i < count; ++i) {
		b2cVec2 offset = b2cMulSV(radius, normals[i]);
		b2cVec2 a = b2cAdd(vertices[i], offset), b = b2cAdd(vertices[(i + 1) % count], offset);
		float t;
		if (crossFromOutside(input, a, b, normals[i], bestT, &t)) {
			best = hitAt(input, t, normals[i]);
			bestT = t;
		}
	}
	for (int i = 0; i < count; ++i) {
		b2cRayCastInput limited = *input;
		limited.maxFraction = bestT;
		b2cCastOutput disc = rayCastDisc(&limited, vertices[i], radius);
		if (disc.hit && (!best.hit || disc.fraction < bestT)) {
			best = disc;
			bestT = disc.fraction;
		}
	}
	return best;
}

b2cCastOutput b2cRayCastCapsule(const b2cRayCastInput *input, const b2cCapsule *capsule)
{
	if (b2cPointInCapsule(input->origin, capsule))
		return s_miss;
	b2cVec2 vertices[2] = {capsule->center1, capsule->center2};
	b2cVec2 n = b2cNormalize(b2cRightPerp(b2cSub(capsule->center2, capsule->center1)));
	b2cVec2 normals[2] = {n, b2cNeg(n)};
	return rayCastRounded(input, vertices, normals, 2, capsule->radius);
}

b2cCastOutput b2cRayCastPolygon(const b2cRayCastInput *input, const b2cPolygon *polygon)
{
	if (polygon->radius > 0.0f) {
		if (b2cPointInPolygon(input->origin, polygon))
			return s_miss;
		return rayCastRounded(input, polygon->vertices, polygon->normals, polygon->count, polygon->radius);
	}
	// Cyrus-Beck clipping of the ray against every edge's half plane.
	float lower = 0.0f, upper = input->maxFraction;
	int entered = -1;
	for (int i = 0; i < polygon->count; ++i) {
		float num = b2cDot(polygon->normals[i], b2cSub(polygon->vertices[i], input->origin));
		float den = b2cDot(polygon->normals[i], input->translation);
		if (den == 0.0f) {
			if (num < 0.0f)
				return s_miss; // parallel to this edge and outside it
		} else if (den < 0.0f && num < lower * den) {
			lower = num / den; // the ray enters this half plane later
			entered = i;
		} else if (den > 0.0f && num < upper * den) {
			upper = num / den; // the ray leaves this half plane sooner
		}
		if (upper < lower)
			return s_miss;
	}
	if (entered < 0)
		return s_miss; // the origin is inside
	return hitAt(input, lower, polygon->normals[entered]);
}

b2cCastOutput b2cRayCastSegment(const b2cRayCastInput *input, const b2cSegment *segment)
{
	b2cVec2 e = b2cSub(segment->point2, segment->point1);
	b2cVec2 n = b2cNormalize(b2cRightPerp(e));
	float den = b2cDot(n, input->translation);
	if (den == 0.0f)
		return s_miss;
	float num = b2cDot(n, b2cSub(segment->point1, input->origin));
	float t = num / den;
	if (t < 0.0f || t > input->maxFraction)
		return s_miss;
	if (!alongSegment(input, t, segment->point1, segment->point2))
		return s_miss;
	// the normal faces the side the ray comes from
	return hitAt(input, t, num > 0.0f ? b2cNeg(n) : n);
}
