// SPDX-License-Identifier: MIT
// b2c: the motor joint: drives body B's position and angle relative to body A toward an offset,
// correcting a fraction of the error per step with at most a given force and torque.
#include "joint_internal.h"

void b2cPrepareMotorJoint(b2cJoint *joint, const b2cJointContext *context)
{
	(void)context;
	b2cJointStep *s = &joint->step;
	// The angle error is measured from the angular offset, not the reference.
	s->deltaAngle = b2cUnwindAngle(s->deltaAngle + joint->def.referenceAngle - joint->def.angularOffset);
}

void b2cWarmStartMotorJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	b2cVec2 p = joint->step.linearImpulse;
	b2cApplyJointImpulse(joint, &jb, p, b2cCross(jb.rA, p) + joint->angularImpulse,
						 b2cCross(jb.rB, p) + joint->angularImpulse);
}

void b2cSolveMotorJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias)
{
	(void)useBias; // a drive: it corrects while relaxing too, or the relaxing would undo it
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointStep *s = &joint->step;
	const b2cJointDef *def = &joint->def;
	float rate = def->correctionFactor * context->invH;
	{
		float cdot = jb.b->w - jb.a->w + rate * b2cJointAngle(joint, &jb);
		float old = joint->angularImpulse, maxImpulse = context->h * def->maxTorque;
		joint->angularImpulse = b2cClampFloat(old - s->axialMass * cdot, -maxImpulse, maxImpulse);
		float impulse = joint->angularImpulse - old;
		b2cApplyJointImpulse(joint, &jb, b2cVec2_zero, impulse, impulse);
	}
	{
		b2cVec2 rA = jb.rA, rB = jb.rB;
		b2cVec2 offset = b2cRotateVector(jb.a->dq, s->linearOffset);
		b2cVec2 c = b2cSub(jb.d, offset);
		b2cVec2 cdot = b2cSub(b2cAdd(jb.b->v, b2cCrossSV(jb.b->w, rB)), b2cAdd(jb.a->v, b2cCrossSV(jb.a->w, rA)));
		cdot = b2cMulAdd(cdot, rate, c);
		b2cMat22 k;
		k.cx.x = s->mA + s->mB + rA.y * rA.y * s->iA + rB.y * rB.y * s->iB;
		k.cy.x = -rA.y * rA.x * s->iA - rB.y * rB.x * s->iB;
		k.cx.y = k.cy.x;
		k.cy.y = s->mA + s->mB + rA.x * rA.x * s->iA + rB.x * rB.x * s->iB;
		b2cVec2 b = b2cSolve22(k, cdot);
		b2cVec2 old = joint->step.linearImpulse, total = b2cSub(old, b);
		float maxImpulse = context->h * def->maxForce, length = b2cLength(total);
		if (length > maxImpulse)
			total = b2cMulSV(maxImpulse / length, total);
		joint->step.linearImpulse = total;
		b2cVec2 impulse = b2cSub(total, old);
		b2cApplyJointImpulse(joint, &jb, impulse, b2cCross(rA, impulse), b2cCross(rB, impulse));
	}
}
