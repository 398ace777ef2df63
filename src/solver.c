// SPDX-License-Identifier: MIT
// b2c: the soft-step solver (Catto, "Solver2D" and Box2D v3): each step is split into sub-steps;
// in each, velocities are integrated, contacts warm-started and solved as soft constraints (a
// spring and damper that push overlap apart at a bounded speed), positions integrated, and the
// contacts relaxed without the push; restitution is applied once at the end. Separations are
// re-evaluated from the bodies' current positions at every sub-step.
#include "world_internal.h"

#include <string.h>

typedef struct ConstraintPoint {
	b2cVec2 anchorA, anchorB;     ///< from each body's centre of mass, world, at the step's start
	b2cVec2 localAnchorA, localAnchorB; ///< the same in the bodies' frames, to follow rotation
	float baseSeparation;         ///< the separation at the step's start
	float normalMass, tangentMass;
	float normalImpulse, tangentImpulse, maxNormalImpulse;
	float relativeVelocity; ///< normal speed at the step's start, for restitution
} ConstraintPoint;

typedef struct ContactConstraint {
	int32_t bodyA, bodyB;
	int32_t contact;
	b2cVec2 normal;
	float friction, restitution;
	float invMassA, invIA, invMassB, invIB;
	int pointCount;
	ConstraintPoint points[2];
} ContactConstraint;

void b2cFreeSolverScratch(b2cWorld *world)
{
	b2cFree(world->constraints, (size_t)world->constraintCapacity * sizeof(ContactConstraint));
	world->constraints = NULL;
	world->constraintCapacity = 0;
}

typedef struct Softness {
	float biasRate, massScale, impulseScale;
} Softness;

static Softness makeSoftness(float hertz, float dampingRatio, float h)
{
	float omega = 2.0f * B2C_PI * hertz;
	float a1 = 2.0f * dampingRatio + h * omega;
	float a2 = h * omega * a1;
	float a3 = 1.0f / (1.0f + a2);
	return (Softness){omega / a1, a2 * a3, a3};
}

// Solved when one of its bodies moves this step (a sleeping island's contacts wait).
static bool activeContact(const b2cWorld *world, const b2cContact *contact)
{
	return b2cIsActive(&world->bodies[world->shapes[contact->shapeA].body]) ||
		   b2cIsActive(&world->bodies[world->shapes[contact->shapeB].body]);
}

static int prepareContacts(b2cWorld *world)
{
	// room for every contact, so that one pass fills the constraints
	int contactCount = b2cGetIdCapacity(&world->contactIds);
	if (!b2cGrowArray(&world->constraints, &world->constraintCapacity, contactCount, sizeof(ContactConstraint)))
		return 0; // out of memory: no contact solving this step
	ContactConstraint *constraints = (ContactConstraint *)world->constraints;
	int n = 0;
	for (int32_t c = 0; c < contactCount; ++c) {
		b2cContact *contact = &world->contacts[c];
		if (!contact->alive || !contact->enabled || contact->manifold.pointCount == 0 || !activeContact(world, contact))
			continue;
		ContactConstraint *cc = &constraints[n++];
		cc->contact = c;
		cc->bodyA = world->shapes[contact->shapeA].body;
		cc->bodyB = world->shapes[contact->shapeB].body;
		const b2cBody *a = &world->bodies[cc->bodyA], *b = &world->bodies[cc->bodyB];
		cc->invMassA = a->invMass;
		cc->invIA = a->invInertia;
		cc->invMassB = b->invMass;
		cc->invIB = b->invInertia;
		cc->normal = contact->manifold.normal;
		cc->friction = contact->friction;
		cc->restitution = contact->restitution;
		cc->pointCount = contact->manifold.pointCount;
		b2cVec2 n1 = cc->normal, t1 = b2cRightPerp(n1);
		for (int i = 0; i < cc->pointCount; ++i) {
			const b2cManifoldPoint *mp = &contact->manifold.points[i];
			ConstraintPoint *cp = &cc->points[i];
			cp->anchorA = b2cSub(mp->point, a->center);
			cp->anchorB = b2cSub(mp->point, b->center);
			cp->localAnchorA = b2cInvRotateVector(a->xf.q, cp->anchorA);
			cp->localAnchorB = b2cInvRotateVector(b->xf.q, cp->anchorB);
			cp->baseSeparation = mp->separation;
			cp->normalImpulse = contact->normalImpulse[i];
			cp->tangentImpulse = contact->tangentImpulse[i];
			cp->maxNormalImpulse = 0.0f;
			float rnA = b2cCross(cp->anchorA, n1), rnB = b2cCross(cp->anchorB, n1);
			float kNormal = cc->invMassA + cc->invMassB + cc->invIA * rnA * rnA + cc->invIB * rnB * rnB;
			cp->normalMass = kNormal > 0.0f ? 1.0f / kNormal : 0.0f;
			float rtA = b2cCross(cp->anchorA, t1), rtB = b2cCross(cp->anchorB, t1);
			float kTangent = cc->invMassA + cc->invMassB + cc->invIA * rtA * rtA + cc->invIB * rtB * rtB;
			cp->tangentMass = kTangent > 0.0f ? 1.0f / kTangent : 0.0f;
			b2cVec2 vrA = b2cAdd(a->v, b2cCrossSV(a->w, cp->anchorA));
			b2cVec2 vrB = b2cAdd(b->v, b2cCrossSV(b->w, cp->anchorB));
			cp->relativeVelocity = b2cDot(n1, b2cSub(vrB, vrA));
		}
	}
	return n;
}

static void applyImpulse(b2cBody *a, b2cBody *b, const ContactConstraint *cc, b2cVec2 anchorA, b2cVec2 anchorB,
						 b2cVec2 impulse)
{
	a->v = b2cMulSub(a->v, cc->invMassA, impulse);
	a->w -= cc->invIA * b2cCross(anchorA, impulse);
	b->v = b2cMulAdd(b->v, cc->invMassB, impulse);
	b->w += cc->invIB * b2cCross(anchorB, impulse);
}

static void warmStart(b2cWorld *world, ContactConstraint *constraints, int count)
{
	for (int c = 0; c < count; ++c) {
		ContactConstraint *cc = &constraints[c];
		b2cBody *a = &world->bodies[cc->bodyA], *b = &world->bodies[cc->bodyB];
		b2cVec2 t = b2cRightPerp(cc->normal);
		for (int i = 0; i < cc->pointCount; ++i) {
			const ConstraintPoint *cp = &cc->points[i];
			b2cVec2 impulse = b2cAdd(b2cMulSV(cp->normalImpulse, cc->normal), b2cMulSV(cp->tangentImpulse, t));
			applyImpulse(a, b, cc, cp->anchorA, cp->anchorB, impulse);
		}
	}
}

static void solveContacts(b2cWorld *world, ContactConstraint *constraints, int count, float invH, Softness soft,
						  bool useBias)
{
	float maxPush = world->def.contactPushMaxVelocity;
	for (int c = 0; c < count; ++c) {
		ContactConstraint *cc = &constraints[c];
		b2cBody *a = &world->bodies[cc->bodyA], *b = &world->bodies[cc->bodyB];
		b2cVec2 n = cc->normal;
		for (int i = 0; i < cc->pointCount; ++i) {
			ConstraintPoint *cp = &cc->points[i];
			// The separation now, from where the anchors have moved.
			b2cVec2 pA = b2cAdd(a->center, b2cRotateVector(a->xf.q, cp->localAnchorA));
			b2cVec2 pB = b2cAdd(b->center, b2cRotateVector(b->xf.q, cp->localAnchorB));
			float separation = cp->baseSeparation + b2cDot(b2cSub(pB, pA), n);
			float bias = 0.0f, massScale = 1.0f, impulseScale = 0.0f;
			if (separation > 0.0f) {
				bias = separation * invH; // speculative: allow closing exactly the gap
			} else if (useBias) {
				bias = b2cMaxFloat(soft.biasRate * separation, -maxPush);
				massScale = soft.massScale;
				impulseScale = soft.impulseScale;
			}
			b2cVec2 dv = b2cSub(b2cAdd(b->v, b2cCrossSV(b->w, cp->anchorB)), b2cAdd(a->v, b2cCrossSV(a->w, cp->anchorA)));
			float vn = b2cDot(dv, n);
			float impulse = -cp->normalMass * massScale * (vn + bias) - impulseScale * cp->normalImpulse;
			float accumulated = b2cMaxFloat(cp->normalImpulse + impulse, 0.0f);
			impulse = accumulated - cp->normalImpulse;
			cp->normalImpulse = accumulated;
			cp->maxNormalImpulse = b2cMaxFloat(cp->maxNormalImpulse, impulse);
			applyImpulse(a, b, cc, cp->anchorA, cp->anchorB, b2cMulSV(impulse, n));
		}
		b2cVec2 t = b2cRightPerp(n);
		for (int i = 0; i < cc->pointCount; ++i) {
			ConstraintPoint *cp = &cc->points[i];
			b2cVec2 dv = b2cSub(b2cAdd(b->v, b2cCrossSV(b->w, cp->anchorB)), b2cAdd(a->v, b2cCrossSV(a->w, cp->anchorA)));
			float vt = b2cDot(dv, t);
			float impulse = -cp->tangentMass * vt;
			float maxFriction = cc->friction * cp->normalImpulse;
			float accumulated = b2cClampFloat(cp->tangentImpulse + impulse, -maxFriction, maxFriction);
			impulse = accumulated - cp->tangentImpulse;
			cp->tangentImpulse = accumulated;
			applyImpulse(a, b, cc, cp->anchorA, cp->anchorB, b2cMulSV(impulse, t));
		}
	}
}

static void applyRestitution(b2cWorld *world, ContactConstraint *constraints, int count)
{
	float threshold = world->def.restitutionThreshold;
	for (int c = 0; c < count; ++c) {
		ContactConstraint *cc = &constraints[c];
		if (cc->restitution == 0.0f)
			continue;
		b2cBody *a = &world->bodies[cc->bodyA], *b = &world->bodies[cc->bodyB];
		for (int i = 0; i < cc->pointCount; ++i) {
			ConstraintPoint *cp = &cc->points[i];
			if (cp->relativeVelocity > -threshold || cp->maxNormalImpulse == 0.0f)
				continue;
			b2cVec2 dv = b2cSub(b2cAdd(b->v, b2cCrossSV(b->w, cp->anchorB)), b2cAdd(a->v, b2cCrossSV(a->w, cp->anchorA)));
			float vn = b2cDot(dv, cc->normal);
			float impulse = -cp->normalMass * (vn + cc->restitution * cp->relativeVelocity);
			float accumulated = b2cMaxFloat(cp->normalImpulse + impulse, 0.0f);
			impulse = accumulated - cp->normalImpulse;
			cp->normalImpulse = accumulated;
			applyImpulse(a, b, cc, cp->anchorA, cp->anchorB, b2cMulSV(impulse, cc->normal));
		}
	}
}

static void storeImpulses(b2cWorld *world, const ContactConstraint *constraints, int count)
{
	for (int c = 0; c < count; ++c) {
		const ContactConstraint *cc = &constraints[c];
		b2cContact *contact = &world->contacts[cc->contact];
		for (int i = 0; i < cc->pointCount; ++i) {
			contact->normalImpulse[i] = cc->points[i].normalImpulse;
			contact->tangentImpulse[i] = cc->points[i].tangentImpulse;
			contact->maxNormalImpulse[i] = cc->points[i].maxNormalImpulse;
		}
		if (world->impulseReports && contact->touching) {
			b2cContactImpulse report;
			report.shapeA = b2cShapeIdOf(world, contact->shapeA);
			report.shapeB = b2cShapeIdOf(world, contact->shapeB);
			report.manifold = contact->manifold;
			for (int i = 0; i < 2; ++i) {
				report.normalImpulses[i] = i < cc->pointCount ? contact->normalImpulse[i] : 0.0f;
				report.tangentImpulses[i] = i < cc->pointCount ? contact->tangentImpulse[i] : 0.0f;
			}
			b2cPushEvent(&world->impulseEvents, &report, sizeof report);
		}
	}
}

static void integrateVelocities(b2cWorld *world, float h)
{
	b2cVec2 gravity = world->def.gravity;
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	for (int32_t i = 0; i < bodyCount; ++i) {
		b2cBody *body = &world->bodies[i];
		if (!b2cIsAwakeDynamic(body))
			continue;
		b2cVec2 acceleration = b2cMulAdd(b2cMulSV(body->gravityScale, gravity), body->invMass, body->force);
		body->v = b2cMulAdd(body->v, h, acceleration);
		body->w += h * body->invInertia * body->torque;
		// Damping, implicit: stable for any coefficient.
		body->v = b2cMulSV(1.0f / (1.0f + h * body->linearDamping), body->v);
		body->w *= 1.0f / (1.0f + h * body->angularDamping);
	}
}

static void integratePositions(b2cWorld *world, float h)
{
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	for (int32_t i = 0; i < bodyCount; ++i) {
		b2cBody *body = &world->bodies[i];
		if (!b2cIsActive(body))
			continue;
		body->center = b2cMulAdd(body->center, h, body->v);
		// Rotate by w h: q + h w perp(q), renormalized.
		b2cRot q = body->xf.q;
		float c = q.c - h * body->w * q.s, s = q.s + h * body->w * q.c;
		float inv = 1.0f / sqrtf(c * c + s * s);
		body->xf.q = (b2cRot){c * inv, s * inv};
		body->xf.p = b2cSub(body->center, b2cRotateVector(body->xf.q, body->localCenter));
	}
}

void b2cSolve(b2cWorld *world, float dt, int subSteps)
{
	float h = dt / (float)subSteps, invH = 1.0f / h;
	float hertz = b2cMinFloat(world->def.contactHertz, 0.25f * (float)subSteps / dt);
	Softness soft = makeSoftness(hertz, world->def.contactDampingRatio, h);
	int count = prepareContacts(world);
	// Where each body starts, for continuous collision.
	int bodyTotal = b2cGetIdCapacity(&world->bodyIds);
	for (int32_t i = 0; i < bodyTotal; ++i) {
		world->bodies[i].center0 = world->bodies[i].center;
		world->bodies[i].q0 = world->bodies[i].xf.q;
	}
	ContactConstraint *constraints = (ContactConstraint *)world->constraints;
	for (int step = 0; step < subSteps; ++step) {
		integrateVelocities(world, h);
		warmStart(world, constraints, count);
		solveContacts(world, constraints, count, invH, soft, true);
		integratePositions(world, h);
		solveContacts(world, constraints, count, invH, soft, false);
	}
	applyRestitution(world, constraints, count);
	storeImpulses(world, constraints, count);
	// Forces last one step.
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	for (int32_t i = 0; i < bodyCount; ++i) {
		world->bodies[i].force = b2cVec2_zero;
		world->bodies[i].torque = 0.0f;
	}
}
