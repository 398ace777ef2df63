// SPDX-License-Identifier: MIT
// b2c: GJK distance (Gilbert, Johnson, Keerthi 1988, in the 2D form of Box2D's b2Distance: a
// simplex of up to three support points solved with barycentric coordinates, warm-started from
// a cache of support indices) and the GJK ray cast of a translating shape (van den Bergen,
// "Ray casting against general convex objects", 2004).
#include "b2c/distance.h"

// gcc's loop vectorizer turns the short support scans into slower code; measured in bench/.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-vectorize")
#endif

#define GJK_MAX_ITERATIONS 20

b2cShapeProxy b2cMakeShapeProxy(const b2cShapeGeometry *shape)
{
	b2cShapeProxy p;
	// (the skin is a rounding for collision: GJK and time of impact see it)
	p.radius = b2cShapeGeometry_GetRadius(shape) + b2cShapeGeometry_GetSkin(shape);
	switch (shape->type) {
	case b2cShape_circle:
		p.count = 1;
		p.points[0] = shape->circle.center;
		break;
	case b2cShape_capsule:
		p.count = 2;
		p.points[0] = shape->capsule.center1;
		p.points[1] = shape->capsule.center2;
		break;
	case b2cShape_polygon:
		p.count = shape->polygon.count;
		for (int i = 0; i < p.count; ++i)
			p.points[i] = shape->polygon.vertices[i];
		break;
	default: {
		const b2cSegment *segment = b2cShapeGeometry_GetSegment(shape);
		p.count = 2;
		p.points[0] = segment->point1;
		p.points[1] = segment->point2;
		break;
	}
	}
	return p;
}

// Index of the point farthest along d (the first of equals).
static int support(const b2cShapeProxy *proxy, b2cVec2 d)
{
	int best = 0;
	float bestValue = b2cDot(proxy->points[0], d);
	for (int i = 1; i < proxy->count; ++i) {
		float value = b2cDot(proxy->points[i], d);
		if (value > bestValue) {
			best = i;
			bestValue = value;
		}
	}
	return best;
}

int b2cShapeProxy_FindSupport(const b2cShapeProxy *proxy, b2cVec2 direction) { return support(proxy, direction); }

typedef struct SimplexVertex {
	b2cVec2 wA, wB, w; // support points on A and B (world) and w = wB - wA
	float a;           // barycentric coordinate of the closest point
	int indexA, indexB;
} SimplexVertex;

typedef struct Simplex {
	SimplexVertex v[3];
	int count;
} Simplex;

static void setVertex(SimplexVertex *v, const b2cShapeProxy *a, b2cTransform xfA, int indexA, const b2cShapeProxy *b,
					  b2cTransform xfB, int indexB)
{
	v->indexA = indexA;
	v->indexB = indexB;
	v->wA = b2cTransformPoint(xfA, a->points[indexA]);
	v->wB = b2cTransformPoint(xfB, b->points[indexB]);
	v->w = b2cSub(v->wB, v->wA);
	v->a = 1.0f;
}

static float simplexMetric(const Simplex *s)
{
	switch (s->count) {
	case 2:
		return b2cDistance(s->v[0].w, s->v[1].w);
	case 3:
		return b2cCross(b2cSub(s->v[1].w, s->v[0].w), b2cSub(s->v[2].w, s->v[0].w));
	default:
		return 0.0f;
	}
}

// The simplex of the cache, rebuilt at the current transforms (filled in place: a Simplex is too
// big to return by value on a hot path).
static void readCache(Simplex *s, const b2cSimplexCache *cache, const b2cShapeProxy *a, b2cTransform xfA,
					  const b2cShapeProxy *b, b2cTransform xfB)
{
	s->count = 0;
	if (cache != NULL && cache->count > 0 && cache->count <= 3) {
		bool valid = true;
		for (int i = 0; i < cache->count; ++i) {
			if (cache->indexA[i] >= a->count || cache->indexB[i] >= b->count)
				valid = false;
		}
		if (valid) {
			s->count = cache->count;
			for (int i = 0; i < s->count; ++i)
				setVertex(&s->v[i], a, xfA, cache->indexA[i], b, xfB, cache->indexB[i]);
			// A simplex that changed shape a lot since it was cached is flushed.
			if (s->count > 1) {
				float metric = simplexMetric(s);
				if (metric < 0.5f * cache->metric || 2.0f * cache->metric < metric || metric < FLT_EPSILON)
					s->count = 0;
			}
		}
	}
	if (s->count == 0) {
		setVertex(&s->v[0], a, xfA, 0, b, xfB, 0);
		s->count = 1;
	}
}

static void writeCache(b2cSimplexCache *cache, const Simplex *s)
{
	if (cache == NULL)
		return;
	cache->metric = simplexMetric(s);
	cache->count = (uint16_t)s->count;
	for (int i = 0; i < s->count; ++i) {
		cache->indexA[i] = (uint8_t)s->v[i].indexA;
		cache->indexB[i] = (uint8_t)s->v[i].indexB;
	}
}

// Closest point of the segment w1-w2 to the origin, by barycentric coordinates.
static void solve2(Simplex *s)
{
	b2cVec2 w1 = s->v[0].w, w2 = s->v[1].w, e12 = b2cSub(w2, w1);
	float d12_2 = -b2cDot(w1, e12);
	if (d12_2 <= 0.0f) { // the origin is past w1
		s->v[0].a = 1.0f;
		s->count = 1;
		return;
	}
	float d12_1 = b2cDot(w2, e12);
	if (d12_1 <= 0.0f) { // past w2
		s->v[1].a = 1.0f;
		s->v[0] = s->v[1];
		s->count = 1;
		return;
	}
	float inv = 1.0f / (d12_1 + d12_2);
	s->v[0].a = d12_1 * inv;
	s->v[1].a = d12_2 * inv;
	s->count = 2;
}

// Closest feature of the triangle w1 w2 w3 to the origin: a vertex, an edge or the inside.
static void solve3(Simplex *s)
{
	b2cVec2 w1 = s->v[0].w, w2 = s->v[1].w, w3 = s->v[2].w;
	b2cVec2 e12 = b2cSub(w2, w1), e13 = b2cSub(w3, w1), e23 = b2cSub(w3, w2);
	float d12_1 = b2cDot(w2, e12), d12_2 = -b2cDot(w1, e12);
	float d13_1 = b2cDot(w3, e13), d13_2 = -b2cDot(w1, e13);
	float d23_1 = b2cDot(w3, e23), d23_2 = -b2cDot(w2, e23);
	float n123 = b2cCross(e12, e13);
	float d123_1 = n123 * b2cCross(w2, w3), d123_2 = n123 * b2cCross(w3, w1), d123_3 = n123 * b2cCross(w1, w2);

	if (d12_2 <= 0.0f && d13_2 <= 0.0f) { // vertex 1
		s->v[0].a = 1.0f;
		s->count = 1;
		return;
	}
	if (d12_1 > 0.0f && d12_2 > 0.0f && d123_3 <= 0.0f) { // edge 12
		float inv = 1.0f / (d12_1 + d12_2);
		s->v[0].a = d12_1 * inv;
		s->v[1].a = d12_2 * inv;
		s->count = 2;
		return;
	}
	if (d13_1 > 0.0f && d13_2 > 0.0f && d123_2 <= 0.0f) { // edge 13
		float inv = 1.0f / (d13_1 + d13_2);
		s->v[0].a = d13_1 * inv;
		s->v[2].a = d13_2 * inv;
		s->v[1] = s->v[2];
		s->count = 2;
		return;
	}
	if (d12_1 <= 0.0f && d23_2 <= 0.0f) { // vertex 2
		s->v[1].a = 1.0f;
		s->v[0] = s->v[1];
		s->count = 1;
		return;
	}
	if (d13_1 <= 0.0f && d23_1 <= 0.0f) { // vertex 3
		s->v[2].a = 1.0f;
		s->v[0] = s->v[2];
		s->count = 1;
		return;
	}
	if (d23_1 > 0.0f && d23_2 > 0.0f && d123_1 <= 0.0f) { // edge 23
		float inv = 1.0f / (d23_1 + d23_2);
		s->v[1].a = d23_1 * inv;
		s->v[2].a = d23_2 * inv;
		s->v[0] = s->v[2];
		s->count = 2;
		return;
	}
	float inv = 1.0f / (d123_1 + d123_2 + d123_3); // the origin is inside
	s->v[0].a = d123_1 * inv;
	s->v[1].a = d123_2 * inv;
	s->v[2].a = d123_3 * inv;
	s->count = 3;
}

// Direction from the simplex toward the origin.
static b2cVec2 searchDirection(const Simplex *s)
{
	if (s->count == 1)
		return b2cNeg(s->v[0].w);
	b2cVec2 e12 = b2cSub(s->v[1].w, s->v[0].w);
	return b2cCross(e12, b2cNeg(s->v[0].w)) > 0.0f ? b2cLeftPerp(e12) : b2cRightPerp(e12);
}

static void witnessPoints(const Simplex *s, b2cVec2 *pA, b2cVec2 *pB)
{
	switch (s->count) {
	case 1:
		*pA = s->v[0].wA;
		*pB = s->v[0].wB;
		break;
	case 2:
		*pA = b2cAdd(b2cMulSV(s->v[0].a, s->v[0].wA), b2cMulSV(s->v[1].a, s->v[1].wA));
		*pB = b2cAdd(b2cMulSV(s->v[0].a, s->v[0].wB), b2cMulSV(s->v[1].a, s->v[1].wB));
		break;
	default:
		*pA = b2cAdd(b2cAdd(b2cMulSV(s->v[0].a, s->v[0].wA), b2cMulSV(s->v[1].a, s->v[1].wA)),
					 b2cMulSV(s->v[2].a, s->v[2].wA));
		*pB = *pA;
		break;
	}
}

b2cDistanceOutput b2cShapeDistance(const b2cShapeProxy *proxyA, b2cTransform xfA, const b2cShapeProxy *proxyB,
								   b2cTransform xfB, bool useRadii, b2cSimplexCache *cache)
{
	b2cDistanceOutput out;
	Simplex s;
	readCache(&s, cache, proxyA, xfA, proxyB, xfB);
	int iterations = 0;
	while (iterations < GJK_MAX_ITERATIONS) {
		int savedA[3], savedB[3], savedCount = s.count;
		for (int i = 0; i < s.count; ++i) {
			savedA[i] = s.v[i].indexA;
			savedB[i] = s.v[i].indexB;
		}
		if (s.count == 2)
			solve2(&s);
		else if (s.count == 3)
			solve3(&s);
		if (s.count == 3)
			break; // the origin is inside: overlap
		b2cVec2 d = searchDirection(&s);
		if (b2cDot(d, d) < FLT_EPSILON * FLT_EPSILON)
			break; // the origin is on the simplex: touching (or overlapping)
		int indexA = support(proxyA, b2cInvRotateVector(xfA.q, b2cNeg(d)));
		int indexB = support(proxyB, b2cInvRotateVector(xfB.q, d));
		++iterations;
		// A support pair already in the simplex: no progress is possible.
		bool duplicate = false;
		for (int i = 0; i < savedCount; ++i)
			if (savedA[i] == indexA && savedB[i] == indexB)
				duplicate = true;
		if (duplicate)
			break;
		setVertex(&s.v[s.count++], proxyA, xfA, indexA, proxyB, xfB, indexB);
	}
	witnessPoints(&s, &out.pointA, &out.pointB);
	out.distance = b2cDistance(out.pointA, out.pointB);
	out.iterations = iterations;
	out.simplexCount = s.count;
	writeCache(cache, &s);

	if (useRadii) {
		float rA = proxyA->radius, rB = proxyB->radius;
		if (out.distance > rA + rB && out.distance > FLT_EPSILON) {
			b2cVec2 n = b2cMulSV(1.0f / out.distance, b2cSub(out.pointB, out.pointA));
			out.distance -= rA + rB;
			out.pointA = b2cMulAdd(out.pointA, rA, n);
			out.pointB = b2cMulSub(out.pointB, rB, n);
		} else {
			b2cVec2 p = b2cLerp(out.pointA, out.pointB, 0.5f);
			out.pointA = p;
			out.pointB = p;
			out.distance = 0.0f;
		}
	}
	return out;
}

bool b2cTestOverlap(const b2cShapeProxy *proxyA, b2cTransform xfA, const b2cShapeProxy *proxyB, b2cTransform xfB)
{
	return b2cShapeDistance(proxyA, xfA, proxyB, xfB, true, NULL).distance < 10.0f * FLT_EPSILON;
}

b2cShapeCastOutput b2cShapeCast(const b2cShapeProxy *proxyA, b2cTransform xfA, const b2cShapeProxy *proxyB,
								b2cTransform xfB, b2cVec2 translationB, float maxFraction)
{
	b2cShapeCastOutput out = {{0.0f, 0.0f}, {0.0f, 0.0f}, 0.0f, 0, false};
	// Overlapping at the start: there is no first contact to report.
	if (b2cShapeDistance(proxyA, xfA, proxyB, xfB, true, NULL).distance <= 0.0f)
		return out;
	float radius = proxyA->radius + proxyB->radius;
	// Stop a little before touching so that the result is a separation the solver can use.
	float target = b2cMaxFloat(B2C_LINEAR_SLOP, radius - B2C_LINEAR_SLOP);
	float tolerance = 0.25f * B2C_LINEAR_SLOP;
	b2cVec2 r = translationB;

	// Work on the Minkowski difference A - B(lambda), where B moves by lambda * r: a point of it
	// is wA - wB. Its closest point to the origin is v; lambda advances while the separation
	// along v exceeds the target.
	float lambda = 0.0f;
	b2cVec2 normal = b2cVec2_zero;
	Simplex s;
	s.count = 0;
	int indexA = support(proxyA, b2cInvRotateVector(xfA.q, b2cNeg(r)));
	int indexB = support(proxyB, b2cInvRotateVector(xfB.q, r));
	b2cVec2 v = b2cSub(b2cTransformPoint(xfA, proxyA->points[indexA]), b2cTransformPoint(xfB, proxyB->points[indexB]));
	int iterations = 0;
	while (iterations < GJK_MAX_ITERATIONS && b2cLength(v) - target > tolerance) {
		out.iterations = ++iterations;
		indexA = support(proxyA, b2cInvRotateVector(xfA.q, b2cNeg(v)));
		b2cVec2 wA = b2cTransformPoint(xfA, proxyA->points[indexA]);
		indexB = support(proxyB, b2cInvRotateVector(xfB.q, v));
		b2cVec2 wB = b2cTransformPoint(xfB, proxyB->points[indexB]);
		b2cVec2 p = b2cSub(wA, wB);
		v = b2cNormalize(v);
		float vp = b2cDot(v, p), vr = b2cDot(v, r);
		if (vp - target > lambda * vr) {
			if (vr <= 0.0f)
				return out; // moving away or parallel: no contact
			lambda = (vp - target) / vr;
			if (lambda > maxFraction)
				return out;
			normal = b2cNeg(v);
			s.count = 0; // the simplex is rebuilt at the new lambda
		}
		// The vertex is stored with B at lambda, in the roles GJK uses (w = wB' - wA').
		SimplexVertex *sv = &s.v[s.count];
		sv->indexA = indexB;
		sv->wA = b2cMulAdd(wB, lambda, r);
		sv->indexB = indexA;
		sv->wB = wA;
		sv->w = b2cSub(sv->wB, sv->wA);
		sv->a = 1.0f;
		s.count++;
		if (s.count == 2)
			solve2(&s);
		else if (s.count == 3)
			solve3(&s);
		if (s.count == 3)
			return out; // overlapping: the cast is not defined
		// Closest point of the simplex to the origin.
		if (s.count == 1)
			v = s.v[0].w;
		else
			v = b2cAdd(b2cMulSV(s.v[0].a, s.v[0].w), b2cMulSV(s.v[1].a, s.v[1].w));
	}
	if (iterations == 0)
		return out; // already within the target: initial overlap
	b2cVec2 pointB, pointA;
	witnessPoints(&s, &pointB, &pointA); // wA holds B's points here
	if (b2cDot(v, v) > 0.0f)
		normal = b2cNormalize(b2cNeg(v));
	out.point = b2cMulAdd(pointA, proxyA->radius, normal);
	out.normal = normal;
	out.fraction = lambda;
	out.hit = true;
	return out;
}
