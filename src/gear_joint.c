// SPDX-License-Identifier: MIT
// b2c: the gear joint: the coordinates of two revolute or prismatic joints (an angle counting
// turns, a translation) coupled so that coordinate1 + ratio coordinate2 stays what it was at
// creation. It moves its joints' bodies B (its own bodies A and B); the joints' bodies A are
// taken as the frames the coordinates are measured in, and are not pushed.
#include "joint_internal.h"

// One side's Jacobian: along (a prismatic joint's axis in the world, at the step's start) and about.
typedef struct Side {
	b2cVec2 linear;
	float angular;
} Side;

static Side sideOf(bool prismatic, b2cVec2 axis, b2cVec2 r)
{
	return prismatic ? (Side){axis, b2cCross(r, axis)} : (Side){b2cVec2_zero, 1.0f};
}

void b2cPrepareGearJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointStep *s = &joint->step;
	const b2cWorld *world = context->world;
	const b2cJoint *j1 = b2cGetJoint(world, joint->def.joint1), *j2 = b2cGetJoint(world, joint->def.joint2);
	joint->gearActive = j1 != NULL && j2 != NULL;
	if (!joint->gearActive) {
		joint->axialImpulse = 0.0f;
		return;
	}
	joint->gearPrismatic1 = j1->def.type == b2cJoint_prismatic;
	joint->gearPrismatic2 = j2->def.type == b2cJoint_prismatic;
	// each prismatic joint's axis in the world (turned with its body A), at the step's start
	for (int i = 0; i < 2; ++i) {
		const b2cJoint *j = i == 0 ? j1 : j2;
		int32_t a = j->edges[0].body;
		b2cRot q = a == B2C_NULL_INDEX ? b2cRot_identity : world->bodies[a].xf.q;
		b2cVec2 axis = b2cRotateVector(q, j->def.localAxisA);
		if (i == 0)
			s->axisA = axis;
		else
			s->linearOffset = axis;
	}
	// the error at the step's start
	s->deltaAngle = b2cGearCoordinate(world, j1) + joint->def.ratio * b2cGearCoordinate(world, j2) - joint->constant;
}

static void apply(const b2cJoint *joint, b2cJointBodies *jb, Side a, Side b, float impulse)
{
	const b2cJointStep *s = &joint->step;
	float ratio = joint->def.ratio;
	jb->a->v = b2cMulAdd(jb->a->v, s->mA * impulse, a.linear);
	jb->a->w += s->iA * impulse * a.angular;
	jb->b->v = b2cMulAdd(jb->b->v, s->mB * impulse * ratio, b.linear);
	jb->b->w += s->iB * impulse * ratio * b.angular;
}

void b2cWarmStartGearJoint(b2cJoint *joint, const b2cJointContext *context)
{
	if (!joint->gearActive)
		return;
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	Side a = sideOf(joint->gearPrismatic1, joint->step.axisA, jb.rA);
	Side b = sideOf(joint->gearPrismatic2, joint->step.linearOffset, jb.rB);
	apply(joint, &jb, a, b, joint->axialImpulse);
}

void b2cSolveGearJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias)
{
	if (!joint->gearActive)
		return;
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointStep *s = &joint->step;
	float ratio = joint->def.ratio;
	Side a = sideOf(joint->gearPrismatic1, s->axisA, jb.rA);
	Side b = sideOf(joint->gearPrismatic2, s->linearOffset, jb.rB);
	float k = s->mA * b2cLengthSquared(a.linear) + s->iA * a.angular * a.angular +
			  ratio * ratio * (s->mB * b2cLengthSquared(b.linear) + s->iB * b.angular * b.angular);
	float mass = k > 0.0f ? 1.0f / k : 0.0f;
	float cdot =
		b2cDot(a.linear, jb.a->v) + a.angular * jb.a->w + ratio * (b2cDot(b.linear, jb.b->v) + b.angular * jb.b->w);
	float bias = 0.0f, massScale = 1.0f, impulseScale = 0.0f;
	if (useBias) {
		// the error now: at the start, and what each coordinate moved since
		float moved1 = joint->gearPrismatic1 ? b2cDot(s->axisA, b2cAdd(jb.a->dp, b2cSub(jb.rA, s->anchorA)))
											 : b2cRot_GetAngle(jb.a->dq);
		float moved2 = joint->gearPrismatic2 ? b2cDot(s->linearOffset, b2cAdd(jb.b->dp, b2cSub(jb.rB, s->anchorB)))
											 : b2cRot_GetAngle(jb.b->dq);
		float c = s->deltaAngle + moved1 + ratio * moved2;
		bias = s->constraintSoft.biasRate * c;
		massScale = s->constraintSoft.massScale;
		impulseScale = s->constraintSoft.impulseScale;
	}
	float impulse = -massScale * mass * (cdot + bias) - impulseScale * joint->axialImpulse;
	joint->axialImpulse += impulse;
	apply(joint, &jb, a, b, impulse);
}
