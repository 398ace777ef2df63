// SPDX-License-Identifier: MIT
// b2c: the revolute joint: the anchors held together (a point constraint), with a rotational
// spring (pulling to a target angle), a motor and angle limits; its angle counts whole turns.
#include "joint_internal.h"

void b2cPrepareRevoluteJoint(b2cJoint *joint, const b2cJointContext *context)
{
	(void)joint;
	(void)context;
}

void b2cWarmStartRevoluteJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointStep *s = &joint->step;
	// (the other impulses live past the hot data: read them only when something uses them)
	float axial = s->spring || s->motor || s->limit
					  ? joint->springImpulse + joint->motorImpulse + joint->lowerImpulse - joint->upperImpulse
					  : 0.0f;
	b2cVec2 p = joint->step.linearImpulse;
	b2cApplyJointImpulse(joint, &jb, p, b2cCross(jb.rA, p) + axial, b2cCross(jb.rB, p) + axial);
}

void b2cSolveRevoluteJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointStep *s = &joint->step;
	const b2cJointDef *def = &joint->def;
	bool turns = s->iA + s->iB > 0.0f;
	if (s->spring && turns) {
		float impulse = b2cSolveSpring(b2cJointAngle(joint, &jb) - def->targetAngle, jb.b->w - jb.a->w, s->axialMass,
									   &joint->springImpulse, s->springSoft);
		b2cApplyJointImpulse(joint, &jb, b2cVec2_zero, impulse, impulse);
	}
	if (s->motor && turns) {
		float impulse = b2cSolveMotor(jb.b->w - jb.a->w, def->motorSpeed, s->axialMass, &joint->motorImpulse,
									  context->h * def->maxMotorTorque);
		b2cApplyJointImpulse(joint, &jb, b2cVec2_zero, impulse, impulse);
	}
	if (s->limit && turns) {
		float angle = b2cJointAngle(joint, &jb);
		float lower = b2cSolveLimit(angle - def->lower, jb.b->w - jb.a->w, s->axialMass, &joint->lowerImpulse,
									joint->step.constraintSoft, useBias, context->invH);
		b2cApplyJointImpulse(joint, &jb, b2cVec2_zero, lower, lower);
		float upper = b2cSolveLimit(def->upper - angle, jb.a->w - jb.b->w, s->axialMass, &joint->upperImpulse,
									joint->step.constraintSoft, useBias, context->invH);
		b2cApplyJointImpulse(joint, &jb, b2cVec2_zero, -upper, -upper);
	}
	b2cSolvePointConstraint(joint, &jb, joint->step.constraintSoft, useBias, context->invH);
}
