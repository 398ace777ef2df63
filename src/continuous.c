// SPDX-License-Identifier: MIT
// b2c: continuous collision. After the solver moved the bodies, a body whose farthest point went
// farther in the step than a fraction of its thinnest shape (counting its turn: a long spinning
// body sweeps its ends fast however slowly its centre moves) may have passed through something
// thin: its motion is swept and checked by time of impact against the static shapes on the way
// (and, for a bullet, the other dynamic bodies too), and the body is put back at the first impact,
// its surface left touching what it hit. Its velocity is kept: the next step's contacts take it
// from there. A shape already touching what it sweeps against (sliding, resting) has its core
// swept instead, a small circle at its centroid, so that it slides on but never passes through.
#include "stage_continuous.h"

#include "b2c/distance.h"

#define CORE_FRACTION 0.25f  // of a body's thinnest extent: the core that never passes through
#define SAFETY_FRACTION 0.5f // a body moving farther than this of its thinnest extent is swept

typedef struct SweepQuery {
	b2cWorld *world;
	int32_t bodyIndex;
	b2cSweep sweep;
	b2cTransform xf0; // the body at the sweep's start
	float t;          // earliest impact so far
} SweepQuery;

// A chain segment is one-sided, and a body sliding fast along it must not catch on its joins: a
// shape whose centroid starts behind it, or ends clear of it having closed in by less than its
// core, is left to the contacts (after Box2D v3).
static bool passesChainSegment(const b2cShapeGeometry *segmentShape, b2cTransform xf, b2cVec2 c1, b2cVec2 c2,
							   float core)
{
	const b2cSegment *segment = &segmentShape->chainSegment.segment;
	b2cVec2 p1 = b2cTransformPoint(xf, segment->point1), p2 = b2cTransformPoint(xf, segment->point2);
	b2cVec2 e = b2cSub(p2, p1);
	float length = b2cLength(e);
	if (length <= B2C_LINEAR_SLOP)
		return false;
	e = b2cMulSV(1.0f / length, e);
	// (the free side is to the right of point1 -> point2: a positive cross of (c - p1) with e)
	float s1 = b2cCross(b2cSub(c1, p1), e), s2 = b2cCross(b2cSub(c2, p1), e);
	return s1 < 0.0f || (s1 - s2 < core && s2 > core);
}

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
	if ((otherBody->type != b2cBody_static && !bullet) || otherBody->disabled)
		return true;
	const b2cShapeGeometry *otherGeometry = b2cGeometryOf(world, other);
	b2cShapeProxy otherProxy = b2cMakeShapeProxy(otherGeometry);
	// The other body stands still where it is now.
	float angle = b2cRot_GetAngle(otherBody->xf.q);
	b2cSweep still = {otherBody->localCenter, otherBody->center, otherBody->center, angle, angle, 0.0f};
	float core = CORE_FRACTION * body->minExtent;
	for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
		const b2cShape *shape = &world->shapes[s];
		if (shape->isSensor || !b2cShouldShapesCollide(shape->filter, other->filter))
			continue;
		b2cVec2 centroid = b2cShapeGeometry_GetCentroid(b2cGeometryOf(world, shape));
		if (otherGeometry->type == b2cShape_chainSegment &&
			passesChainSegment(otherGeometry, otherBody->xf, b2cTransformPoint(q->xf0, centroid),
							   b2cTransformPoint(body->xf, centroid), core))
			continue;
		b2cShapeProxy proxy = b2cMakeShapeProxy(b2cGeometryOf(world, shape));
		float radii = proxy.radius + otherProxy.radius;
		// The surfaces left touching (the cores a slop apart when they have no radius): the next
		// step's contact takes it from there without the push out of an overlap (Box2D v3 stops a
		// slop into it: a ball at 200 m/s ends its landing step 5 mm into the ground, and its
		// contact lets it 23 mm in before it stops; here 0 and 14 mm). A slop short of the surface
		// instead would stop it dead, speculatively, but too hard for what is jointed to it (a
		// ragdoll landing stretches its joints 10 % more).
		b2cTOIOutput out =
			b2cTimeOfImpactTo(&proxy, &q->sweep, &otherProxy, &still, q->t, b2cMaxFloat(B2C_LINEAR_SLOP, radii));
		if (out.t == 0.0f) {
			// Touching it from the start (just bounced off it, resting, sliding): stopped only where
			// it would go a slop into it (Box2D v3's target), so that an end swinging in is caught
			// and a body sliding along is not held back.
			out = b2cTimeOfImpactTo(&proxy, &q->sweep, &otherProxy, &still, q->t,
									b2cMaxFloat(B2C_LINEAR_SLOP, radii - B2C_LINEAR_SLOP));
		}
		if (out.t == 0.0f) {
			// Touching from the start: its contact holds the shape, and putting it back would stall
			// it; only its core must not pass through, so sweep a small circle at its centroid
			// instead (after Box2D v3's fallback).
			b2cShapeProxy coreProxy = {.count = 1, .radius = core};
			coreProxy.points[0] = centroid;
			out = b2cTimeOfImpactTo(&coreProxy, &q->sweep, &otherProxy, &still, q->t, core + otherProxy.radius);
		}
		if (out.state == b2cTOI_touching && 0.0f < out.t && out.t < q->t)
			q->t = out.t;
	}
	return true;
}

void b2cSolveContinuous(b2cWorld *world, float dt)
{
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	// The bodies of the awake set (awake_set.h): the others are not fast, and were not at the last
	// step. This is the last pass that needs the bodies changed since: the set keeps the moving ones.
	b2cVisitSet *set = &world->awake.bodies;
	B2C_VISIT_EACH(set, bodyCount, i) {
		b2cBody *body = &world->bodies[i];
		body->fast = false;
		if (!b2cIsAwakeDynamic(body) || body->shapeList == B2C_NULL_INDEX) {
			if (!b2cIsActive(body))
				b2cVisit_Remove(set, i);
			continue;
		}
		// How far its farthest point went: its centre's move and its turn, or its velocity's worth.
		float turn = b2cAbsFloat(b2cInvMulRot(body->q0, body->xf.q).s);
		float moved = b2cDistance(body->center, body->center0) + turn * body->maxExtent;
		float speed = b2cLength(body->v) + b2cAbsFloat(body->w) * body->maxExtent;
		if (!(b2cMaxFloat(moved, speed * dt) > SAFETY_FRACTION * body->minExtent))
			continue; // slow enough: the contacts catch it
		body->fast = true;
		if (!world->def.enableContinuous)
			continue;
		b2cVec2 move = b2cSub(body->center, body->center0);
		if (!b2cIsValidVec2(move))
			continue; // overflowed (forces beyond single precision): a sweep to infinity would test
					  // every shape of the world to the iteration limit, for nothing

		float a0 = b2cRot_GetAngle(body->q0);
		float a1 = a0 + b2cRot_GetAngle(b2cInvMulRot(body->q0, body->xf.q));
		SweepQuery q = {
			world, i, {body->localCenter, body->center0, body->center, a0, a1, 0.0f}, b2cTransform_identity, 1.0f};
		// Everything the body's shapes cover from start to end.
		b2cTransform xf0 = b2cSweep_GetTransform(&q.sweep, 0.0f);
		q.xf0 = xf0;
		b2cAABB box = {{FLT_MAX, FLT_MAX}, {-FLT_MAX, -FLT_MAX}};
		for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
			const b2cShape *shape = &world->shapes[s];
			box = b2cAABB_Union(box, b2cShapeGeometry_ComputeAABB(b2cGeometryOf(world, shape), xf0));
			box = b2cAABB_Union(box, b2cShapeGeometry_ComputeAABB(b2cGeometryOf(world, shape), body->xf));
		}
		// The static tree only (a static proxy is its shape's box: the sweep's box grown by the
		// slop its target distance may reach); a bullet also stops at the dynamic bodies that are
		// no bullets. Kinematic bodies stop nothing here.
		box = b2cAABB_Expand(box, B2C_LINEAR_SLOP);
		b2cDynamicTree_Query(&world->broadPhase.trees[b2cBody_static].tree, box, sweepHit, &q);
		if (body->bullet)
			b2cDynamicTree_Query(&world->broadPhase.trees[b2cBody_dynamic].tree, box, sweepHit, &q);
		if (q.t < 1.0f) {
			// Back along the sweep to t: c0 + t (c - c0), which leaves a coordinate that did not
			// change in the step exactly as it was ((1 - t) c0 + t c can move it by a rounding).
			const b2cSweep *sw = &q.sweep;
			b2cVec2 center = b2cMulAdd(sw->c0, q.t, b2cSub(sw->c, sw->c0));
			b2cRot rot = sw->a == sw->a0 ? body->q0 : b2cMakeRot(sw->a0 + q.t * (sw->a - sw->a0));
			body->turns += b2cTurnCrossing(body->xf.q, rot); // (back part of the step's turn)
			body->xf = (b2cTransform){b2cSub(center, b2cRotateVector(rot, body->localCenter)), rot};
			body->center = center;
		}
	}
}
