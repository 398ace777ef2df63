// SPDX-License-Identifier: MIT
// b2c: continuous collision. After the solver moved the bodies, a body that travelled farther
// than a fraction of its thinnest shape in one step may have passed through something thin: its
// motion is swept and checked by time of impact against the static shapes on the way (and, for
// a bullet, the other dynamic bodies too), and the body is put back at the first impact. Its
// velocity is kept: the next step's contacts take it from there. A shape already touching what it
// sweeps against is checked by its core alone, so that a fast body slides along the ground.
#include "world_internal.h"

#include "b2c/distance.h"

#define CORE_FRACTION 0.25f // of a body's thinnest extent: the core that never passes through

// The distance from the segment to p, in the segment's frame.
static float segmentDistance(b2cVec2 a, b2cVec2 b, b2cVec2 p)
{
	b2cVec2 e = b2cSub(b, a);
	float ee = b2cDot(e, e);
	float t = ee > 0.0f ? b2cClampFloat(b2cDot(b2cSub(p, a), e) / ee, 0.0f, 1.0f) : 0.0f;
	return b2cDistance(p, b2cMulAdd(a, t, e));
}

// How far the world point is outside the shape at xf (negative inside); for a polygon, along its
// best edge normal.
static float signedDistance(const b2cShapeGeometry *g, b2cTransform xf, b2cVec2 point)
{
	b2cVec2 p = b2cInvTransformPoint(xf, point);
	switch (g->type) {
	case b2cShape_circle:
		return b2cDistance(p, g->circle.center) - g->circle.radius;
	case b2cShape_capsule:
		return segmentDistance(g->capsule.center1, g->capsule.center2, p) - g->capsule.radius;
	case b2cShape_polygon: {
		float d = -FLT_MAX;
		for (int i = 0; i < g->polygon.count; ++i)
			d = b2cMaxFloat(d, b2cDot(g->polygon.normals[i], b2cSub(p, g->polygon.vertices[i])));
		return d - g->polygon.radius;
	}
	case b2cShape_segment:
		return segmentDistance(g->segment.point1, g->segment.point2, p);
	default: {
		// One-sided, and smooth across its joins: the distance to its line, on its free side
		// (to the right of point1 -> point2) positive.
		const b2cSegment *segment = &g->chainSegment.segment;
		b2cVec2 normal = b2cNormalize(b2cRightPerp(b2cSub(segment->point2, segment->point1)));
		return b2cDot(normal, b2cSub(p, segment->point1));
	}
	}
}

typedef struct SweepQuery {
	b2cWorld *world;
	int32_t bodyIndex;
	b2cSweep sweep;
	b2cTransform xf0; // the body at the sweep's start
	float t;          // earliest impact so far
} SweepQuery;

static bool sweepHit(int32_t proxyId, uint64_t userData, void *context)
{
	(void)proxyId;
	SweepQuery *q = (SweepQuery *)context;
	b2cWorld *world = q->world;
	const b2cShape *other = &world->shapes[(int32_t)userData];
	if (other->body == q->bodyIndex || other->isSensor)
		return true;
	const b2cBody *body = &world->bodies[q->bodyIndex], *otherBody = &world->bodies[other->body];
	bool bullet = body->bullet && otherBody->type == b2cBody_dynamic && !otherBody->bullet;
	if (otherBody->type != b2cBody_static && !bullet)
		return true;
	b2cShapeProxy otherProxy = b2cMakeShapeProxy(b2cGeometryOf(world, other));
	// The other body stands still where it is now.
	float angle = b2cRot_GetAngle(otherBody->xf.q);
	b2cSweep still = {otherBody->localCenter, otherBody->center, otherBody->center, angle, angle, 0.0f};
	for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
		const b2cShape *shape = &world->shapes[s];
		if (shape->isSensor || !b2cShouldShapesCollide(shape->filter, other->filter))
			continue;
		// A shape whose centre ends clear of the other, having closed in by less than its core,
		// cannot have passed through it (it slides along, or comes to rest on it): its contacts
		// take it from here, and a grazing impact would only hold it back. A chain segment is
		// one-sided: a shape behind it passes.
		b2cVec2 centroid = b2cShapeGeometry_GetCentroid(b2cGeometryOf(world, shape));
		float core = CORE_FRACTION * body->minExtent;
		b2cVec2 c1 = b2cTransformPoint(q->xf0, centroid), c2 = b2cTransformPoint(body->xf, centroid);
		float d1 = signedDistance(b2cGeometryOf(world, other), otherBody->xf, c1);
		float d2 = signedDistance(b2cGeometryOf(world, other), otherBody->xf, c2);
		if (b2cGeometryOf(world, other)->type == b2cShape_chainSegment && d1 < 0.0f)
			continue;
		// (the distances are unsigned for most shapes: a centre that went right through and ends as
		// far beyond must not count as clear; its path must miss the shape)
		if (d2 > core && d1 - d2 < core &&
			!b2cShapeGeometry_RayCast(b2cGeometryOf(world, other), otherBody->xf, c1, c2, 1.0f).hit)
			continue;
		b2cShapeProxy proxy = b2cMakeShapeProxy(b2cGeometryOf(world, shape));
		b2cTOIOutput out = b2cTimeOfImpact(&proxy, &q->sweep, &otherProxy, &still, q->t);
		if (out.t == 0.0f) {
			// Touching from the start (resting, sliding): its contact holds the shape, and putting
			// it back would stall it; only its core must not pass through, so sweep a small circle
			// at its centroid instead (after Box2D v3's fallback).
			b2cShapeProxy coreProxy = {.count = 1, .radius = core};
			coreProxy.points[0] = centroid;
			out = b2cTimeOfImpact(&coreProxy, &q->sweep, &otherProxy, &still, q->t);
		}
		if (out.state == b2cTOI_touching && 0.0f < out.t && out.t < q->t)
			q->t = out.t;
	}
	return true;
}

void b2cSolveContinuous(b2cWorld *world)
{
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	for (int32_t i = 0; i < bodyCount; ++i) {
		b2cBody *body = &world->bodies[i];
		if (!b2cIsAwakeDynamic(body) || body->shapeList == B2C_NULL_INDEX)
			continue;
		b2cVec2 move = b2cSub(body->center, body->center0);
		if (b2cLength(move) < 0.5f * body->minExtent)
			continue; // slow enough: the contacts catch it
		if (!b2cIsValidVec2(move))
			continue; // overflowed (forces beyond single precision): a sweep to infinity would test
					  // every shape of the world to the iteration limit, for nothing

		float a0 = b2cRot_GetAngle(body->q0);
		float a1 = a0 + b2cRot_GetAngle(b2cInvMulRot(body->q0, body->xf.q));
		SweepQuery q = {world, i, {body->localCenter, body->center0, body->center, a0, a1, 0.0f}, b2cTransform_identity, 1.0f};
		// Everything the body's shapes cover from start to end.
		b2cTransform xf0 = b2cSweep_GetTransform(&q.sweep, 0.0f);
		q.xf0 = xf0;
		b2cAABB box = {{FLT_MAX, FLT_MAX}, {-FLT_MAX, -FLT_MAX}};
		for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
			const b2cShape *shape = &world->shapes[s];
			box = b2cAABB_Union(box, b2cShapeGeometry_ComputeAABB(b2cGeometryOf(world, shape), xf0));
			box = b2cAABB_Union(box, b2cShapeGeometry_ComputeAABB(b2cGeometryOf(world, shape), body->xf));
		}
		b2cDynamicTree_Query(&world->broadPhase.tree, box, sweepHit, &q);
		if (q.t < 1.0f) {
			b2cTransform xf = b2cSweep_GetTransform(&q.sweep, q.t);
			body->xf = xf;
			body->center = b2cTransformPoint(xf, body->localCenter);
		}
	}
}
