// SPDX-License-Identifier: MIT
// b2c: the friction joint (top-down friction): body B's motion relative to body A at the anchor,
// and its turning, resisted by at most maxForce and maxTorque: a body sliding on an unseen floor.
#include "joint_internal.h"

void b2cPrepareFrictionJoint(b2cJoint *joint, const b2cJointContext *context)
{
	(void)joint;
	(void)context;
}

void b2cWarmStartFrictionJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	b2cVec2 p = joint->step.linearImpulse;
	b2cApplyJointImpulse(joint, &jb, p, b2cCross(jb.rA, p) + joint->angularImpulse,
						 b2cCross(jb.rB, p) + joint->angularImpulse);
}

void b2cSolveFrictionJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias)
{
	(void)useBias; // friction: the same while pushing and relaxing
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointStep *s = &joint->step;
	const b2cJointDef *def = &joint->def;
	{
		float old = joint->angularImpulse, maxImpulse = context->h * def->maxTorque;
		joint->angularImpulse = b2cClampFloat(old - s->axialMass * (jb.b->w - jb.a->w), -maxImpulse, maxImpulse);
		float impulse = joint->angularImpulse - old;
		b2cApplyJointImpulse(joint, &jb, b2cVec2_zero, impulse, impulse);
	}
	{
		b2cVec2 rA = jb.rA, rB = jb.rB;
		b2cVec2 cdot = b2cSub(b2cAdd(jb.b->v, b2cCrossSV(jb.b->w, rB)), b2cAdd(jb.a->v, b2cCrossSV(jb.a->w, rA)));
		float k11 = s->mA + s->mB + rA.y * rA.y * s->iA + rB.y * rB.y * s->iB;
		float k12 = -rA.y * rA.x * s->iA - rB.y * rB.x * s->iB;
		float k22 = s->mA + s->mB + rA.x * rA.x * s->iA + rB.x * rB.x * s->iB;
		b2cVec2 b = b2cSolveSymmetric22(k11, k12, k22, cdot);
		b2cVec2 old = joint->step.linearImpulse, total = b2cSub(old, b);
		float maxImpulse = context->h * def->maxForce, length = b2cLength(total);
		if (length > maxImpulse)
			total = b2cMulSV(maxImpulse / length, total);
		joint->step.linearImpulse = total;
		b2cVec2 impulse = b2cSub(total, old);
		b2cApplyJointImpulse(joint, &jb, impulse, b2cCross(rA, impulse), b2cCross(rB, impulse));
	}
}
