// SPDX-License-Identifier: MIT
// b2c: continuous collision. After the solver moved the bodies, a body that travelled farther
// than a fraction of its thinnest shape in one step may have passed through something thin: its
// motion is swept and checked by time of impact against the static shapes on the way (and, for
// a bullet, the other dynamic bodies too), and the body is put back at the first impact. Its
// velocity is kept: the next step's contacts take it from there.
#include "world_internal.h"

#include "b2c/distance.h"

typedef struct SweepQuery {
	b2cWorld *world;
	int32_t bodyIndex;
	b2cSweep sweep;
	float t; // earliest impact so far
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
	b2cShapeProxy otherProxy = b2cMakeShapeProxy(&other->geometry);
	// The other body stands still where it is now.
	float angle = b2cRot_GetAngle(otherBody->xf.q);
	b2cSweep still = {otherBody->localCenter, otherBody->center, otherBody->center, angle, angle, 0.0f};
	for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
		const b2cShape *shape = &world->shapes[s];
		if (shape->isSensor || !b2cShouldShapesCollide(shape->filter, other->filter))
			continue;
		b2cShapeProxy proxy = b2cMakeShapeProxy(&shape->geometry);
		b2cTOIOutput out = b2cTimeOfImpact(&proxy, &q->sweep, &otherProxy, &still, q->t);
		if (out.state == b2cTOI_touching && out.t < q->t)
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
		float a0 = b2cRot_GetAngle(body->q0);
		float a1 = a0 + b2cRot_GetAngle(b2cInvMulRot(body->q0, body->xf.q));
		SweepQuery q = {world, i, {body->localCenter, body->center0, body->center, a0, a1, 0.0f}, 1.0f};
		// Everything the body's shapes cover from start to end.
		b2cTransform xf0 = b2cSweep_GetTransform(&q.sweep, 0.0f);
		b2cAABB box = {{FLT_MAX, FLT_MAX}, {-FLT_MAX, -FLT_MAX}};
		for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
			const b2cShape *shape = &world->shapes[s];
			box = b2cAABB_Union(box, b2cShapeGeometry_ComputeAABB(&shape->geometry, xf0));
			box = b2cAABB_Union(box, b2cShapeGeometry_ComputeAABB(&shape->geometry, body->xf));
		}
		b2cDynamicTree_Query(&world->broadPhase.tree, box, sweepHit, &q);
		if (q.t < 1.0f) {
			b2cTransform xf = b2cSweep_GetTransform(&q.sweep, q.t);
			body->xf = xf;
			body->center = b2cTransformPoint(xf, body->localCenter);
		}
	}
}
