// SPDX-License-Identifier: MIT
// b2c: contact manifolds.
//
// Every pair is worked out in shape A's frame. Polygons, capsules and segments all become convex
// polygons with a radius (a capsule or segment is a two-vertex polygon). Polygon pairs use the
// separating-axis test over both polygons' edge normals, pick the reference face with a small
// tolerance that prefers A (so the manifold does not flip between frames), take the incident
// edge of the other polygon most anti-parallel to it and clip it against the reference face's
// side planes (Box2D-Lite's ClipSegmentToLine, Box2D's b2CollidePolygons). Rounded shapes that
// are apart and meet corner to corner get one point along the line between the corners. Pairs of
// two-vertex polygons (capsules, segments) have no face to stand on and use the closest points
// of their segments instead. Chain segments are one-sided and use their ghost vertices to keep
// normals that would catch on a join out of the manifold. A skin (Box2D 2.x's polygon radius)
// adds to a polygon's radius and makes a segment a capsule: here, and nowhere else in collision.
#include "b2c/manifold.h"
#include "compiler_hints.h"

#define REFERENCE_TOLERANCE (0.1f * B2C_LINEAR_SLOP)
// The hot layers are inlined into b2cCollide.
#define HOT B2C_FORCE_INLINE

// Every routine below fills a manifold through a pointer, cleared first: a manifold (40 bytes)
// returned by value through the layers would be copied at each one.
HOT void clearManifold(b2cManifold *m)
{
	m->normal = b2cVec2_zero;
	m->pointCount = 0;
}

static uint32_t swapFeatures(uint32_t id)
{
	uint32_t indexA = id & 0xffu, indexB = (id >> 8) & 0xffu, typeA = (id >> 16) & 0xffu, typeB = id >> 24;
	return B2C_MAKE_ID(indexB, indexA, typeB, typeA);
}

HOT void flipManifold(b2cManifold *m)
{
	m->normal = b2cNeg(m->normal);
	for (int i = 0; i < m->pointCount; ++i)
		m->points[i].id = swapFeatures(m->points[i].id);
}

// A point midway between the surfaces: pA on A's core pushed out by rA, pB on B's core by rB.
HOT void addPoint(b2cManifold *m, b2cVec2 pA, float rA, b2cVec2 pB, float rB, b2cVec2 normal, uint32_t id)
{
	b2cVec2 surfaceA = b2cMulAdd(pA, rA, normal), surfaceB = b2cMulSub(pB, rB, normal);
	b2cManifoldPoint *mp = &m->points[m->pointCount++];
	mp->point = b2cLerp(surfaceA, surfaceB, 0.5f);
	mp->separation = b2cDot(b2cSub(surfaceB, surfaceA), normal);
	mp->id = id;
}

// The least separation of the manifold's points (FLT_MAX when it has none).
HOT float nearestSeparation(const b2cManifold *m)
{
	float nearest = FLT_MAX;
	for (int i = 0; i < m->pointCount; ++i)
		nearest = b2cMinFloat(nearest, m->points[i].separation);
	return nearest;
}

// ---- geometry in A's frame ----

// The 2-gon a-b (a capsule's core, or a segment) with a radius, written into *p.
static void makeTwoGon(b2cPolygon *p, b2cVec2 a, b2cVec2 b, float radius)
{
	b2cVec2 n = b2cNormalize(b2cRightPerp(b2cSub(b, a)));
	p->count = 2;
	p->vertices[0] = a;
	p->vertices[1] = b;
	p->normals[0] = n;
	p->normals[1] = b2cNeg(n);
	p->centroid = b2cLerp(a, b, 0.5f);
	p->radius = radius;
	p->skin = 0.0f; // (its skin is in its radius; clipAgainstFace reads the skins of polygons only)
}

// Any shape but a circle as a polygon with a radius, placed by xf, written into *p (filled in
// place: returning this 150-byte struct by value costs more than the work itself).
static void asPolygon(b2cPolygon *p, const b2cShapeGeometry *g, b2cTransform xf)
{
	if (g->type == b2cShape_polygon) {
		const b2cPolygon *src = &g->polygon;
		p->count = src->count;
		p->radius = src->radius + src->skin; // (the skin counts here only)
		p->skin = src->skin;
		for (int i = 0; i < p->count; ++i) {
			p->vertices[i] = b2cTransformPoint(xf, src->vertices[i]);
			p->normals[i] = b2cRotateVector(xf.q, src->normals[i]);
		}
		p->centroid = b2cTransformPoint(xf, src->centroid);
		return;
	}
	if (g->type == b2cShape_capsule) {
		makeTwoGon(p, b2cTransformPoint(xf, g->capsule.center1), b2cTransformPoint(xf, g->capsule.center2),
				   g->capsule.radius);
		return;
	}
	const b2cSegment *s = b2cShapeGeometry_GetSegment(g);
	makeTwoGon(p, b2cTransformPoint(xf, s->point1), b2cTransformPoint(xf, s->point2), s->skin);
}

// ---- closest points of two segments ----

typedef struct SegmentDistance {
	b2cVec2 closest1, closest2;
	float fraction1, fraction2; // 0 or 1 exactly at an end
	float distanceSquared;
} SegmentDistance;

static SegmentDistance segmentDistance(b2cVec2 p1, b2cVec2 q1, b2cVec2 p2, b2cVec2 q2)
{
	SegmentDistance r;
	b2cVec2 d1 = b2cSub(q1, p1), d2 = b2cSub(q2, p2), w = b2cSub(p1, p2);
	float dd1 = b2cDot(d1, d1), dd2 = b2cDot(d2, d2), rd1 = b2cDot(w, d1), rd2 = b2cDot(w, d2);
	float f1 = 0.0f, f2 = 0.0f;
	const float eps = 10.0f * FLT_EPSILON;
	if (dd1 < eps || dd2 < eps) {
		if (dd1 >= eps)
			f1 = b2cClampFloat(-rd1 / dd1, 0.0f, 1.0f);
		else if (dd2 >= eps)
			f2 = b2cClampFloat(rd2 / dd2, 0.0f, 1.0f);
	} else {
		float d12 = b2cDot(d1, d2);
		float denominator = dd1 * dd2 - d12 * d12;
		// Closest points of the lines, f1 clamped to segment 1 (parallel: start at f1 = 0)
		f1 = denominator != 0.0f ? b2cClampFloat((d12 * rd2 - rd1 * dd2) / denominator, 0.0f, 1.0f) : 0.0f;
		f2 = (d12 * f1 + rd2) / dd2;
		// Then clamp f2 and, when it moved, recompute f1 for it.
		if (f2 < 0.0f) {
			f2 = 0.0f;
			f1 = b2cClampFloat(-rd1 / dd1, 0.0f, 1.0f);
		} else if (f2 > 1.0f) {
			f2 = 1.0f;
			f1 = b2cClampFloat((d12 - rd1) / dd1, 0.0f, 1.0f);
		}
	}
	r.closest1 = b2cMulAdd(p1, f1, d1);
	r.closest2 = b2cMulAdd(p2, f2, d2);
	r.fraction1 = f1;
	r.fraction2 = f2;
	r.distanceSquared = b2cDistanceSquared(r.closest1, r.closest2);
	return r;
}

// ---- circles ----

static void collideCircles(b2cManifold *m, b2cVec2 cA, float rA, b2cVec2 cB, float rB)
{
	float distance;
	b2cVec2 n = b2cGetLengthAndNormalize(&distance, b2cSub(cB, cA));
	if (distance - rA - rB > B2C_SPECULATIVE_DISTANCE)
		return;
	if (distance == 0.0f)
		n = (b2cVec2){1.0f, 0.0f};
	m->normal = n;
	addPoint(m, cA, rA, cB, rB, n, 0);
}

// Capsule or segment (p, q, rA) against a circle.
static void collideSegmentCircle(b2cManifold *m, b2cVec2 p, b2cVec2 q, float rA, b2cVec2 c, float rB)
{
	b2cVec2 e = b2cSub(q, p);
	float ee = b2cDot(e, e);
	float t = ee > 0.0f ? b2cClampFloat(b2cDot(b2cSub(c, p), e) / ee, 0.0f, 1.0f) : 0.0f;
	collideCircles(m, b2cMulAdd(p, t, e), rA, c, rB);
}

static void collidePolygonCircle(b2cManifold *m, const b2cPolygon *poly, b2cVec2 c, float rB)
{
	float radius = poly->radius + rB;
	float best = -FLT_MAX;
	int edge = 0;
	for (int i = 0; i < poly->count; ++i) {
		float s = b2cDot(poly->normals[i], b2cSub(c, poly->vertices[i]));
		if (s > radius + B2C_SPECULATIVE_DISTANCE)
			return;
		if (s > best) {
			best = s;
			edge = i;
		}
	}
	b2cVec2 v1 = poly->vertices[edge], v2 = poly->vertices[(edge + 1) % poly->count];
	b2cVec2 n = poly->normals[edge];
	if (best > FLT_EPSILON) {
		// Outside the core: the circle's centre may be in a vertex region.
		b2cVec2 corner;
		bool inCorner = false;
		if (b2cDot(b2cSub(c, v1), b2cSub(v2, v1)) <= 0.0f) {
			corner = v1;
			inCorner = true;
		} else if (b2cDot(b2cSub(c, v2), b2cSub(v1, v2)) <= 0.0f) {
			corner = v2;
			inCorner = true;
		}
		if (inCorner) {
			collideCircles(m, corner, poly->radius, c, rB);
			return;
		}
	}
	// Face: the point of A's surface is the centre pushed back onto the face plane.
	m->normal = n;
	addPoint(m, b2cMulSub(c, best, n), poly->radius, c, rB, n, 0);
}

// ---- polygons ----

// The edge of p1 whose normal separates p2 most, and that separation. Stops early at an axis
// that separates by more than `enough` (the pair is apart, whatever the rest say).
static float findMaxSeparation(int *edge, const b2cPolygon *p1, const b2cPolygon *p2, float enough)
{
	float best = -FLT_MAX;
	int bestEdge = 0;
	for (int i = 0; i < p1->count; ++i) {
		b2cVec2 n = p1->normals[i];
		float s = FLT_MAX;
		for (int j = 0; j < p2->count; ++j)
			s = b2cMinFloat(s, b2cDot(n, p2->vertices[j]));
		s -= b2cDot(n, p1->vertices[i]);
		if (s > enough) {
			*edge = i;
			return s;
		}
		if (s > best) {
			best = s;
			bestEdge = i;
		}
	}
	*edge = bestEdge;
	return best;
}

// The incident edge: the edge of p2 whose normal is most anti-parallel to the reference normal.
static int incidentEdge(const b2cPolygon *p2, b2cVec2 referenceNormal)
{
	int edge = 0;
	float minDot = FLT_MAX;
	for (int i = 0; i < p2->count; ++i) {
		float d = b2cDot(referenceNormal, p2->normals[i]);
		if (d < minDot) {
			minDot = d;
			edge = i;
		}
	}
	return edge;
}

// Contact of reference face `edge1` of p1 with p2's incident edge `i21` (incidentEdge), clipped
// to the reference face's extent; the normal points from p1 to p2 and ids name p1's features first.
// Each of the two points belongs to one end of the reference face and the incident vertex nearer
// it, and is named by both (after Box2D v3), whether or not clipping moved it: a point keeps its
// id, and its warm start, as the bodies shift (boxes side by side, their faces' ends level, would
// otherwise swap names at every sway).
HOT void clipAgainstFace(b2cManifold *m, const b2cPolygon *p1, const b2cPolygon *p2, int edge1, int i21)
{
	b2cVec2 n1 = p1->normals[edge1];
	int i12 = (edge1 + 1) % p1->count;
	b2cVec2 v11 = p1->vertices[edge1], v12 = p1->vertices[i12];
	int i22 = (i21 + 1) % p2->count;
	b2cVec2 v21 = p2->vertices[i21], v22 = p2->vertices[i22];

	// Along the reference face (its outward normal turned a quarter left), from v11: the face spans
	// [0, upper1]; the incident edge runs the other way, v22 at lower2 and v21 at upper2. The ends
	// are those of the face's core (not pushed out by the radii: a point past the core's end would
	// stand on the rounded corner as if on the flat face, and make tall stacks of rounded boxes
	// sway and walk). Two polygons with skins (Box2D 2.x's) clip as 2.x does, the face's ends
	// pushed out by the two skins: the same contact points as Box2D 2.4.1.
	b2cVec2 tangent = b2cLeftPerp(n1);
	float reach = p1->count > 2 && p2->count > 2 ? p1->skin + p2->skin : 0.0f;
	float lower1 = -reach, upper1 = b2cDot(b2cSub(v12, v11), tangent) + reach;
	float lower2 = b2cDot(b2cSub(v22, v11), tangent), upper2 = b2cDot(b2cSub(v21, v11), tangent);
	if (upper2 < lower1 || upper1 < lower2 || !(upper2 - lower2 > FLT_EPSILON))
		return; // disjoint (or an incident edge with no extent along the face)
	b2cVec2 lower = lower2 < lower1 ? b2cLerp(v22, v21, (lower1 - lower2) / (upper2 - lower2)) : v22;
	b2cVec2 upper = upper2 > upper1 ? b2cLerp(v22, v21, (upper1 - lower2) / (upper2 - lower2)) : v21;
	m->normal = n1;
	// Both points, however far apart the second (the polygons are within the speculative distance
	// along this axis already): a far point is speculative, and holds only an end that swings
	// down faster than it can close its gap in a sub-step (a box striking the ground on a corner
	// and spinning onto its other one; after Box2D v3, which keeps both).
	b2cVec2 ends[2] = {lower, upper};
	uint32_t ids[2] = {B2C_MAKE_ID(edge1, i22, b2cFeature_vertex, b2cFeature_vertex),
					   B2C_MAKE_ID(i12, i21, b2cFeature_vertex, b2cFeature_vertex)};
	// The deeper point first: the solver, a point after the other, then stops the end that strikes
	// first before it turns the body onto the other (a box landing on a corner at 200 m/s: 5 mm
	// into the ground, 26 mm the other way round).
	if (b2cDot(n1, b2cSub(upper, lower)) < 0.0f) {
		ends[0] = upper;
		ends[1] = lower;
		uint32_t id = ids[0];
		ids[0] = ids[1];
		ids[1] = id;
	}
	for (int i = 0; i < 2; ++i) {
		float depth = b2cDot(n1, b2cSub(ends[i], v11));
		// A's core point is the incident point pushed back onto the reference face.
		addPoint(m, b2cMulSub(ends[i], depth, n1), p1->radius, ends[i], p2->radius, n1, ids[i]);
	}
}

HOT void collidePolygons(b2cManifold *m, const b2cPolygon *polyA, const b2cPolygon *polyB)
{
	int edgeA, edgeB;
	float radius = polyA->radius + polyB->radius;
	float apart = B2C_SPECULATIVE_DISTANCE + radius;
	float separationA = findMaxSeparation(&edgeA, polyA, polyB, apart);
	if (separationA > apart)
		return;
	float separationB = findMaxSeparation(&edgeB, polyB, polyA, apart);
	if (separationB > apart)
		return;

	// Prefer A's face unless B's separates clearly more.
	bool flip = separationB > separationA + REFERENCE_TOLERANCE;
	const b2cPolygon *p1 = flip ? polyB : polyA, *p2 = flip ? polyA : polyB;
	int edge1 = flip ? edgeB : edgeA;
	int i21 = incidentEdge(p2, p1->normals[edge1]);

	// Apart (every polygon is rounded by the speculative distance): the reference face and the
	// incident edge may be disjoint, meeting corner to corner, where clipping finds nothing (two
	// cards leaning on each other at their tops) or points much farther apart than the corners
	// are. Then the contact is one point along the line between the two closest corners (after
	// Box2D v3's b2CollidePolygons).
	if (b2cMaxFloat(separationA, separationB) > REFERENCE_TOLERANCE) {
		int i12 = (edge1 + 1) % p1->count, i22 = (i21 + 1) % p2->count;
		SegmentDistance sd =
			segmentDistance(p1->vertices[edge1], p1->vertices[i12], p2->vertices[i21], p2->vertices[i22]);
		float distance = sqrtf(sd.distanceSquared);
		if (distance - radius > B2C_SPECULATIVE_DISTANCE)
			return;
		clipAgainstFace(m, p1, p2, edge1, i21);
		float clipped = nearestSeparation(m);
		bool corner1 = sd.fraction1 == 0.0f || sd.fraction1 == 1.0f;
		bool corner2 = sd.fraction2 == 0.0f || sd.fraction2 == 1.0f;
		if (corner1 && corner2 && distance > 0.0f && distance - radius + REFERENCE_TOLERANCE < clipped) {
			b2cVec2 n = b2cMulSV(1.0f / distance, b2cSub(sd.closest2, sd.closest1));
			clearManifold(m);
			m->normal = n;
			addPoint(m, sd.closest1, p1->radius, sd.closest2, p2->radius, n,
					 B2C_MAKE_ID(sd.fraction1 == 0.0f ? edge1 : i12, sd.fraction2 == 0.0f ? i21 : i22,
								 b2cFeature_vertex, b2cFeature_vertex));
		}
		if (flip)
			flipManifold(m);
		return;
	}
	clipAgainstFace(m, p1, p2, edge1, i21);
	if (flip)
		flipManifold(m);
}

// Two capsules (or a capsule and a segment): no face to stand on, so the closest points of the
// two segments give the normal; nearly parallel overlapping segments get two points.
static void collideCapsules(b2cManifold *m, const b2cPolygon *a, const b2cPolygon *b)
{
	b2cVec2 p1 = a->vertices[0], q1 = a->vertices[1], p2 = b->vertices[0], q2 = b->vertices[1];
	float radius = a->radius + b->radius;
	SegmentDistance sd = segmentDistance(p1, q1, p2, q2);
	float distance = sqrtf(sd.distanceSquared);
	if (distance - radius > B2C_SPECULATIVE_DISTANCE)
		return;
	b2cVec2 d1 = b2cSub(q1, p1);
	float length1;
	b2cVec2 u1 = b2cGetLengthAndNormalize(&length1, d1);
	b2cVec2 n;
	if (distance > 0.1f * B2C_LINEAR_SLOP) {
		n = b2cMulSV(1.0f / distance, b2cSub(sd.closest2, sd.closest1));
	} else {
		// The cores cross: push along A's side normal, toward B's centre.
		n = b2cRightPerp(u1);
		if (b2cDot(n, b2cSub(b2cLerp(p2, q2, 0.5f), b2cLerp(p1, q1, 0.5f))) < 0.0f)
			n = b2cNeg(n);
	}
	b2cVec2 u2 = b2cNormalize(b2cSub(q2, p2));
	bool parallel = b2cAbsFloat(b2cCross(u1, u2)) < 0.1f && b2cAbsFloat(b2cDot(n, u1)) < 0.1f;
	if (parallel) {
		// B's segment over A's extent, measured along A.
		float s2 = b2cDot(b2cSub(p2, p1), u1), t2 = b2cDot(b2cSub(q2, p1), u1);
		float lo = b2cMaxFloat(0.0f, b2cMinFloat(s2, t2)), hi = b2cMinFloat(length1, b2cMaxFloat(s2, t2));
		if (hi - lo > B2C_LINEAR_SLOP) {
			b2cVec2 side = b2cDot(n, b2cRightPerp(u1)) > 0.0f ? b2cRightPerp(u1) : b2cLeftPerp(u1);
			m->normal = side;
			float ends[2] = {lo, hi};
			for (int i = 0; i < 2; ++i) {
				b2cVec2 onA = b2cMulAdd(p1, ends[i], u1);
				float f = (ends[i] - s2) / (t2 - s2);
				b2cVec2 onB = b2cLerp(p2, q2, f);
				// (both ends, the far one speculative, as polygons keep both clipped points)
				addPoint(m, onA, a->radius, onB, b->radius, side,
						 B2C_MAKE_ID(i, i, b2cFeature_face, b2cFeature_vertex));
			}
			// Measured across A, the gap is the closest points' only while those lie over A's
			// extent. When they lie past it (B's end beyond A's, B tilted away), the two points
			// stand farther apart than the shapes do: long, nearly parallel capsules of large
			// radius, 0.6 m apart across A where they touch at B's end. One point then.
			float nearest = nearestSeparation(m);
			if (nearest <= distance - radius + B2C_LINEAR_SLOP && nearest <= B2C_SPECULATIVE_DISTANCE)
				return;
			clearManifold(m);
		}
	}
	m->normal = n;
	addPoint(m, sd.closest1, a->radius, sd.closest2, b->radius, n, 0);
}

// ---- chain segments: one-sided, smoothed by their ghosts ----

// The manifold of the segment polygon `seg` (its radius the skin) against other, forced onto the face.
static void faceContact(b2cManifold *m, const b2cPolygon *seg, const b2cShapeGeometry *other,
						const b2cPolygon *otherPoly, b2cVec2 otherCenter)
{
	if (other->type == b2cShape_circle) {
		b2cVec2 n = seg->normals[0];
		float depth = b2cDot(n, b2cSub(otherCenter, seg->vertices[0]));
		if (depth - seg->radius - other->circle.radius > B2C_SPECULATIVE_DISTANCE)
			return;
		m->normal = n;
		addPoint(m, b2cMulSub(otherCenter, depth, n), seg->radius, otherCenter, other->circle.radius, n, 0);
		return;
	}
	clipAgainstFace(m, seg, otherPoly, 0, incidentEdge(otherPoly, seg->normals[0]));
	// The face was forced, not found: other may be near the join's corner yet far along this
	// normal (a large rounded polygon beside a hollow join stood 19 m off the face). No contact
	// unless a point is within the speculative distance.
	if (nearestSeparation(m) > B2C_SPECULATIVE_DISTANCE)
		clearManifold(m);
}

static void collideChainSegment(b2cManifold *m, const b2cChainSegment *cs, const b2cShapeGeometry *other,
								b2cTransform xf)
{
	b2cVec2 v1 = cs->segment.point1, v2 = cs->segment.point2, e = b2cSub(v2, v1);
	b2cPolygon seg;
	makeTwoGon(&seg, v1, v2, cs->segment.skin);
	b2cVec2 n1 = seg.normals[0];

	b2cPolygon otherPoly;
	b2cVec2 otherCenter;
	if (other->type == b2cShape_circle) {
		otherCenter = b2cTransformPoint(xf, other->circle.center);
		if (b2cDot(n1, b2cSub(otherCenter, v1)) < 0.0f)
			return; // behind: one-sided
		collidePolygonCircle(m, &seg, otherCenter, other->circle.radius);
	} else {
		asPolygon(&otherPoly, other, xf);
		otherCenter = otherPoly.centroid;
		if (b2cDot(n1, b2cSub(otherCenter, v1)) < 0.0f)
			return;
		if (otherPoly.count == 2)
			collideCapsules(m, &seg, &otherPoly);
		else
			collidePolygons(m, &seg, &otherPoly);
	}
	if (m->pointCount == 0 || b2cDot(m->normal, n1) > 1.0f - 1.0e-4f)
		return;

	// The normal leans toward one end. At a join, the ghost decides who owns that direction.
	bool towardStart = b2cDot(m->normal, e) < 0.0f;
	if (towardStart ? !cs->hasGhost1 : !cs->hasGhost2)
		return; // the open end of a chain: a real corner
	b2cVec2 neighbor = towardStart ? b2cSub(v1, cs->ghost1) : b2cSub(cs->ghost2, v2);
	b2cVec2 neighborNormal = b2cNormalize(b2cRightPerp(neighbor));
	bool convex = towardStart ? b2cCross(neighbor, e) > 0.0f : b2cCross(e, neighbor) > 0.0f;
	if (convex) {
		// The corner's normals run from n1 to the neighbour's; beyond that is the neighbour's face.
		float limit = b2cDot(n1, neighborNormal);
		if (b2cDot(m->normal, n1) < limit)
			clearManifold(m);
		return;
	}
	// A flat or hollow join has no corner to push on: stay on the face.
	clearManifold(m);
	faceContact(m, &seg, other, &otherPoly, otherCenter);
}

// ---- dispatch ----

static int rank(b2cShapeType type)
{
	switch (type) {
	case b2cShape_circle:
		return 0;
	case b2cShape_capsule:
		return 1;
	case b2cShape_polygon:
		return 2;
	case b2cShape_segment:
		return 3;
	default:
		return 4;
	}
}

// A of rank >= B's; B placed in A's frame by xf.
HOT void collideLocal(b2cManifold *m, const b2cShapeGeometry *a, const b2cShapeGeometry *b, b2cTransform xf)
{
	if (a->type == b2cShape_chainSegment) {
		if (b->type != b2cShape_segment && b->type != b2cShape_chainSegment)
			collideChainSegment(m, &a->chainSegment, b, xf);
		return;
	}
	if (a->type == b2cShape_circle) {
		b2cVec2 cB = b2cTransformPoint(xf, b->circle.center);
		collideCircles(m, a->circle.center, a->circle.radius, cB, b->circle.radius);
		return;
	}
	if (a->type == b2cShape_segment && b->type == b2cShape_segment)
		return;
	// A polygon A is used as it is (it is already in its own frame) unless its skin adds to its
	// radius; others become 2-gons.
	b2cPolygon twoGon;
	const b2cPolygon *pa = &a->polygon;
	if (a->type != b2cShape_polygon || a->polygon.skin != 0.0f) {
		asPolygon(&twoGon, a, b2cTransform_identity);
		pa = &twoGon;
	}
	if (b->type == b2cShape_circle) {
		b2cVec2 cB = b2cTransformPoint(xf, b->circle.center);
		if (pa->count == 2)
			collideSegmentCircle(m, pa->vertices[0], pa->vertices[1], pa->radius, cB, b->circle.radius);
		else
			collidePolygonCircle(m, pa, cB, b->circle.radius);
		return;
	}
	b2cPolygon pb;
	asPolygon(&pb, b, xf);
	if (pa->count == 2 && pb.count == 2)
		collideCapsules(m, pa, &pb);
	else
		collidePolygons(m, pa, &pb);
}

b2cManifold b2cCollide(const b2cShapeGeometry *shapeA, b2cTransform xfA, const b2cShapeGeometry *shapeB,
					   b2cTransform xfB)
{
	b2cManifold m;
	b2cCollideInto(&m, shapeA, xfA, shapeB, xfB);
	return m;
}

void b2cCollideInto(b2cManifold *m, const b2cShapeGeometry *shapeA, b2cTransform xfA, const b2cShapeGeometry *shapeB,
					b2cTransform xfB)
{
	bool swap = rank(shapeA->type) < rank(shapeB->type);
	const b2cShapeGeometry *a = swap ? shapeB : shapeA, *b = swap ? shapeA : shapeB;
	b2cTransform xa = swap ? xfB : xfA, xb = swap ? xfA : xfB;
	clearManifold(m);
	collideLocal(m, a, b, b2cInvMulTransforms(xa, xb));
	if (swap)
		flipManifold(m);
	// To world: everything was in the frame of the shape handled as A.
	m->normal = b2cRotateVector(xa.q, m->normal);
	for (int i = 0; i < m->pointCount; ++i)
		m->points[i].point = b2cTransformPoint(xa, m->points[i].point);
}
