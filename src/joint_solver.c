// SPDX-License-Identifier: MIT
// b2c: joints in the soft-step solver. At the step's start each joint with a moving body notes its
// anchors (from the centres of mass, in world orientation), its masses and its softness; at every
// sub-step it is warm-started and solved before the contacts, with the rigid parts soft (the
// joint softness) while pushing and rigid while relaxing, as the contacts are. Where a joint is
// now follows from how far each body moved and turned since the start (the body states' dp, dq).
#include "compiler_hints.h"
#include "joint_internal.h"

#include <string.h>

// How many joints ahead the solver's passes fetch a joint's record.
#define JOINT_AHEAD 4

typedef struct JointFunctions {
	void (*prepare)(b2cJoint *, const b2cJointContext *);
	void (*warmStart)(b2cJoint *, const b2cJointContext *);
	void (*solve)(b2cJoint *, const b2cJointContext *, bool);
} JointFunctions;

static const JointFunctions s_functions[b2cJoint_typeCount] = {
	[b2cJoint_distance] = {b2cPrepareDistanceJoint, b2cWarmStartDistanceJoint, b2cSolveDistanceJoint},
	[b2cJoint_revolute] = {b2cPrepareRevoluteJoint, b2cWarmStartRevoluteJoint, b2cSolveRevoluteJoint},
	[b2cJoint_prismatic] = {b2cPreparePrismaticJoint, b2cWarmStartPrismaticJoint, b2cSolvePrismaticJoint},
	[b2cJoint_weld] = {b2cPrepareWeldJoint, b2cWarmStartWeldJoint, b2cSolveWeldJoint},
	[b2cJoint_mouse] = {b2cPrepareMouseJoint, b2cWarmStartMouseJoint, b2cSolveMouseJoint},
	[b2cJoint_wheel] = {b2cPrepareWheelJoint, b2cWarmStartWheelJoint, b2cSolveWheelJoint},
	[b2cJoint_motor] = {b2cPrepareMotorJoint, b2cWarmStartMotorJoint, b2cSolveMotorJoint},
	[b2cJoint_gear] = {b2cPrepareGearJoint, b2cWarmStartGearJoint, b2cSolveGearJoint},
	[b2cJoint_pulley] = {b2cPreparePulleyJoint, b2cWarmStartPulleyJoint, b2cSolvePulleyJoint},
	[b2cJoint_friction] = {b2cPrepareFrictionJoint, b2cWarmStartFrictionJoint, b2cSolveFrictionJoint},
	// (a filter joint is never solved)
};

// The joint's colour: its bodies' (contact_solver.h).
static int colorJoint(const b2cJointStep *s, int dynamicCount, uint64_t *masks)
{
	bool dynamicA = b2cIsDynamicState(s->stateA, dynamicCount), dynamicB = b2cIsDynamicState(s->stateB, dynamicCount);
	if (!dynamicA && !dynamicB)
		return B2C_OVERFLOW_COLOR; // between kinematic bodies: nothing to solve, and no colour to take
	int color = dynamicA && dynamicB ? b2cLowestFreeColor(masks[s->stateA] | masks[s->stateB])
									 : b2cHighestFreeColor(masks[dynamicA ? s->stateA : s->stateB]);
	if (color != B2C_OVERFLOW_COLOR) {
		uint64_t bit = (uint64_t)1 << color;
		if (dynamicA)
			masks[s->stateA] |= bit;
		if (dynamicB)
			masks[s->stateB] |= bit;
	}
	return color;
}

int b2cPrepareJoints(b2cWorld *world, const int32_t *stateIndex, int dynamicCount, uint64_t *masks,
					 b2cJointContext *context)
{
	int count = 0;
	int colorCounts[B2C_COLOR_COUNT + 1] = {0};
	int jointCapacity = b2cGetIdCapacity(&world->jointIds);
	uint8_t *colors = (uint8_t *)b2cArena_Alloc(&world->arena, (size_t)jointCapacity);
	if (colors == NULL && jointCapacity > 0) {
		for (int32_t j = 0; j < jointCapacity; ++j)
			world->joints[j].active = false;
		return 0; // out of memory: the joints are not solved this step
	}
	// The joints of the awake set (awake_set.h): every joint with a moving body, and those that had
	// one (which become inactive here); a joint outside it is inactive already.
	const b2cVisitSet *set = &world->awake.joints;
	B2C_VISIT_EACH(set, jointCapacity, j) {
		// (a joint's record is several cache lines long: those of the joint 4 ahead fetched now)
		if (j + 4 < walk_.end) {
			const char *ahead = (const char *)&world->joints[j + 4];
			for (size_t at = 0; at < sizeof(b2cJoint); at += 64)
				B2C_PREFETCH_WRITE(ahead + at);
		}
		b2cJoint *joint = &world->joints[j];
		joint->active = false;
		if (!joint->alive || joint->broken || joint->def.type == b2cJoint_filter)
			continue;
		int32_t a = joint->edges[0].body, b = joint->edges[1].body;
		if (joint->def.type == b2cJoint_mouse)
			a = B2C_NULL_INDEX; // pulls B to a point of the world
		int32_t sa = a == B2C_NULL_INDEX ? 0 : stateIndex[a], sb = stateIndex[b];
		if (sa == 0 && sb == 0)
			continue; // nothing moves
		if ((a != B2C_NULL_INDEX && world->bodies[a].disabled) || world->bodies[b].disabled)
			continue; // a body out of the simulation (b2cBody_SetEnabled): the joint waits
		joint->active = true;
		context->active[count++] = j;
		b2cJointStep *s = &joint->step;
		// Accumulated impulses that overflowed (joints fighting each other without end) start over:
		// warm started, they would make the bodies' velocities NaN at every sub-step.
		if (!b2cIsValidVec2(s->linearImpulse) ||
			!isfinite(joint->angularImpulse + joint->axialImpulse + joint->springImpulse + joint->motorImpulse +
					  joint->lowerImpulse + joint->upperImpulse)) {
			s->linearImpulse = b2cVec2_zero;
			joint->angularImpulse = joint->axialImpulse = joint->springImpulse = 0.0f;
			joint->motorImpulse = joint->lowerImpulse = joint->upperImpulse = 0.0f;
		}
		const b2cBody *bodyA = a == B2C_NULL_INDEX ? NULL : &world->bodies[a], *bodyB = &world->bodies[b];
		b2cTransform xfA = bodyA ? bodyA->xf : b2cTransform_identity;
		b2cVec2 centerA = bodyA ? bodyA->center : b2cVec2_zero;
		b2cVec2 localCenterA = bodyA ? bodyA->localCenter : b2cVec2_zero;
		s->stateA = sa;
		s->stateB = sb;
		// a body that does not move this step counts as fixed
		s->mA = sa != 0 ? bodyA->invMass : 0.0f;
		s->iA = sa != 0 ? bodyA->invInertia : 0.0f;
		s->mB = sb != 0 ? bodyB->invMass : 0.0f;
		s->iB = sb != 0 ? bodyB->invInertia : 0.0f;
		s->anchorA = b2cRotateVector(xfA.q, b2cSub(joint->def.localAnchorA, localCenterA));
		s->anchorB = b2cRotateVector(bodyB->xf.q, b2cSub(joint->def.localAnchorB, bodyB->localCenter));
		s->deltaCenter = b2cSub(bodyB->center, centerA);
		// (a revolute joint without limit or spring never reads its angle: no arctangent for it)
		// (a revolute joint's counts whole turns: its limits and spring see them)
		bool revolute = joint->def.type == b2cJoint_revolute;
		bool angled = !revolute || joint->def.enableLimit || joint->def.enableSpring;
		s->deltaAngle =
			!angled    ? 0.0f
			: revolute ? b2cRevoluteAngle(world, joint)
					   : b2cUnwindAngle(b2cRot_GetAngle(b2cInvMulRot(xfA.q, bodyB->xf.q)) - joint->def.referenceAngle);
		s->axisA = b2cRotateVector(xfA.q, joint->def.localAxisA);
		s->linearOffset = b2cRotateVector(xfA.q, joint->def.linearOffset);
		float k = s->iA + s->iB;
		s->axialMass = k > 0.0f ? 1.0f / k : 0.0f;
		s->springSoft = b2cMakeSoftness(joint->def.hertz, joint->def.dampingRatio, context->h);
		bool own = joint->def.constraintHertz > 0.0f;
		float hertz = own ? joint->def.constraintHertz : context->jointHertz;
		s->constraintSoft =
			b2cMakeSoftness(b2cMinFloat(hertz, 0.25f * context->invH),
							own ? joint->def.constraintDampingRatio : context->jointDampingRatio, context->h);
		s->spring = joint->def.enableSpring && joint->def.hertz > 0.0f;
		s->limit = joint->def.enableLimit;
		s->motor = joint->def.enableMotor;
		s_functions[joint->def.type].prepare(joint, context);
		colors[j] = (uint8_t)colorJoint(s, dynamicCount, masks);
		colorCounts[colors[j]]++;
	}
	context->activeCount = count;
	// By colour, each colour's in index order: counted, then placed.
	int start = 0;
	for (int c = 0; c <= B2C_COLOR_COUNT; ++c) {
		context->colorStart[c] = start;
		start += colorCounts[c];
	}
	context->colorStart[B2C_COLOR_COUNT + 1] = start;
	int next[B2C_COLOR_COUNT + 1];
	memcpy(next, context->colorStart, sizeof next);
	B2C_VISIT_EACH(set, jointCapacity, j)
		if (world->joints[j].active)
			context->active[next[colors[j]]++] = j;
	b2cArena_Free(&world->arena, colors);
	return count;
}

// Fetch, in two stages, what solving the joints ahead reads first: the hot part of the record of
// the joint 2 * JOINT_AHEAD ahead (b2cJointStep: two cache lines, as the records lie), then the
// bodies' states of the joint JOINT_AHEAD ahead (named in its record, in the cache by then).
B2C_FORCE_INLINE void prefetchJoints(const b2cWorld *world, const b2cJointContext *context, int i, int end)
{
	if (i + 2 * JOINT_AHEAD < end) {
		const b2cJoint *joint = &world->joints[context->active[i + 2 * JOINT_AHEAD]];
		B2C_PREFETCH(&joint->step);
		B2C_PREFETCH(&joint->step.constraintSoft);
	}
	if (i + JOINT_AHEAD < end) {
		const b2cJoint *joint = &world->joints[context->active[i + JOINT_AHEAD]];
		B2C_PREFETCH(&context->states[joint->step.stateA]);
		B2C_PREFETCH(&context->states[joint->step.stateB]);
	}
}

void b2cWarmStartJoints(b2cWorld *world, const b2cJointContext *context, int first, int end)
{
	for (int i = first; i < end; ++i) {
		prefetchJoints(world, context, i, end);
		b2cJoint *joint = &world->joints[context->active[i]];
		s_functions[joint->def.type].warmStart(joint, context);
	}
}

void b2cSolveJoints(b2cWorld *world, const b2cJointContext *context, bool useBias, int first, int end)
{
	for (int i = first; i < end; ++i) {
		prefetchJoints(world, context, i, end);
		b2cJoint *joint = &world->joints[context->active[i]];
		if (joint->def.type == b2cJoint_revolute) // the common case, without the indirect call
			b2cSolveRevoluteJoint(joint, context, useBias);
		else
			s_functions[joint->def.type].solve(joint, context, useBias);
	}
}

// The angle of q, quickly where it is small: the bodies' relative turn within one step, which is
// under 15 degrees for all but the fastest joints. There, atan(s / c) as its series to the ninth
// power, in single precision: within 1e-7 rad of b2cAtan2, at a fifth of its cost (the joint
// angle is taken in every sub-step of every joint with a limit, spring or angular constraint:
// rain's ragdolls spent 14 % of their step in b2cAtan2). Elsewhere b2cAtan2.
static inline float stepTurnAngle(b2cRot q)
{
	if (q.c > 0.0f && 3.75f * b2cAbsFloat(q.s) < q.c) { // |s / c| < tan(15 degrees) = 0.268
		float t = q.s / q.c, t2 = t * t;
		return t * (1.0f + t2 * (-1.0f / 3.0f + t2 * (1.0f / 5.0f + t2 * (-1.0f / 7.0f + t2 * (1.0f / 9.0f)))));
	}
	return b2cRot_GetAngle(q);
}

float b2cJointAngle(const b2cJoint *joint, const b2cJointBodies *jb)
{
	return joint->step.deltaAngle + stepTurnAngle(b2cInvMulRot(jb->a->dq, jb->b->dq));
}

void b2cSolvePointConstraint(b2cJoint *joint, b2cJointBodies *jb, b2cSoftness soft, bool useBias, float invH)
{
	(void)invH;
	const b2cJointStep *s = &joint->step;
	// the anchors and the mass matrix as the bodies are now
	b2cVec2 rA = jb->rA, rB = jb->rB;
	b2cVec2 cdot = b2cSub(b2cAdd(jb->b->v, b2cCrossSV(jb->b->w, rB)), b2cAdd(jb->a->v, b2cCrossSV(jb->a->w, rA)));
	float massScale = 1.0f, impulseScale = 0.0f;
	if (useBias) {
		cdot = b2cMulAdd(cdot, soft.biasRate, jb->d);
		massScale = soft.massScale;
		impulseScale = soft.impulseScale;
	}
	float k11 = s->mA + s->mB + rA.y * rA.y * s->iA + rB.y * rB.y * s->iB;
	float k12 = -rA.y * rA.x * s->iA - rB.y * rB.x * s->iB;
	float k22 = s->mA + s->mB + rA.x * rA.x * s->iA + rB.x * rB.x * s->iB;
	b2cVec2 b = b2cSolveSymmetric22(k11, k12, k22, cdot);
	b2cVec2 impulse = {-massScale * b.x - impulseScale * s->linearImpulse.x,
					   -massScale * b.y - impulseScale * s->linearImpulse.y};
	joint->step.linearImpulse = b2cAdd(s->linearImpulse, impulse);
	b2cApplyJointImpulse(joint, jb, impulse, b2cCross(rA, impulse), b2cCross(rB, impulse));
}

float b2cSolveLimit(float c, float cdot, float mass, float *accumulated, b2cSoftness soft, bool useBias, float invH)
{
	float bias = 0.0f, massScale = 1.0f, impulseScale = 0.0f;
	if (c > 0.0f) {
		bias = c * invH; // speculative: close exactly the gap
	} else if (useBias) {
		bias = soft.biasRate * c;
		massScale = soft.massScale;
		impulseScale = soft.impulseScale;
	}
	float impulse = -mass * massScale * (cdot + bias) - impulseScale * *accumulated;
	float total = b2cMaxFloat(*accumulated + impulse, 0.0f);
	impulse = total - *accumulated;
	*accumulated = total;
	return impulse;
}

float b2cSolveSpring(float c, float cdot, float mass, float *accumulated, b2cSoftness soft)
{
	float impulse = -soft.massScale * mass * (cdot + soft.biasRate * c) - soft.impulseScale * *accumulated;
	*accumulated += impulse;
	return impulse;
}

float b2cSolveMotor(float cdot, float speed, float mass, float *accumulated, float maxImpulse)
{
	float impulse = mass * (speed - cdot);
	float total = b2cClampFloat(*accumulated + impulse, -maxImpulse, maxImpulse);
	impulse = total - *accumulated;
	*accumulated = total;
	return impulse;
}

b2cJointAxis b2cGetJointAxis(const b2cJoint *joint, const b2cJointBodies *jb)
{
	const b2cJointStep *s = &joint->step;
	b2cJointAxis a;
	a.axis = b2cRotateVector(jb->a->dq, s->axisA);
	a.perp = b2cLeftPerp(a.axis);
	b2cVec2 armA = b2cAdd(jb->d, jb->rA);
	a.a1 = b2cCross(armA, a.axis);
	a.a2 = b2cCross(jb->rB, a.axis);
	a.s1 = b2cCross(armA, a.perp);
	a.s2 = b2cCross(jb->rB, a.perp);
	a.translation = b2cDot(a.axis, jb->d);
	float k = s->mA + s->mB + s->iA * a.a1 * a.a1 + s->iB * a.a2 * a.a2;
	a.axialMass = k > 0.0f ? 1.0f / k : 0.0f;
	return a;
}

float b2cJointAxisRate(const b2cJointBodies *jb, b2cVec2 direction, float armA, float armB)
{
	return b2cDot(direction, b2cSub(jb->b->v, jb->a->v)) + armB * jb->b->w - armA * jb->a->w;
}
