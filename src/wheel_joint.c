// SPDX-License-Identifier: MIT
// b2c: the wheel joint: body B's anchor stays on an axis fixed in body A (a suspension spring and
// limits along it) while B turns freely, driven by an optional motor.
#include "joint_internal.h"

void b2cPrepareWheelJoint(b2cJoint *joint, const b2cJointContext *context)
{
	(void)context;
	b2cJointStep *s = &joint->step;
	b2cVec2 d = b2cAdd(s->deltaCenter, b2cSub(s->anchorB, s->anchorA));
	b2cVec2 armA = b2cAdd(d, s->anchorA), perp = b2cLeftPerp(s->axisA);
	float s1 = b2cCross(armA, perp), s2 = b2cCross(s->anchorB, perp);
	float a1 = b2cCross(armA, s->axisA), a2 = b2cCross(s->anchorB, s->axisA);
	float kp = s->mA + s->mB + s->iA * s1 * s1 + s->iB * s2 * s2;
	float ka = s->mA + s->mB + s->iA * a1 * a1 + s->iB * a2 * a2;
	s->perpMass = kp > 0.0f ? 1.0f / kp : 0.0f;
	s->axisMass = ka > 0.0f ? 1.0f / ka : 0.0f;
}

static void apply(const b2cJoint *joint, b2cJointBodies *jb, const b2cJointAxis *a, float axial, float perpendicular,
				  float angular)
{
	b2cVec2 p = b2cAdd(b2cMulSV(axial, a->axis), b2cMulSV(perpendicular, a->perp));
	b2cApplyJointImpulse(joint, jb, p, axial * a->a1 + perpendicular * a->s1 + angular,
						 axial * a->a2 + perpendicular * a->s2 + angular);
}

void b2cWarmStartWheelJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	b2cJointAxis a = b2cGetJointAxis(joint, &jb);
	float axial = joint->springImpulse + joint->lowerImpulse - joint->upperImpulse;
	apply(joint, &jb, &a, axial, joint->step.linearImpulse.x, joint->motorImpulse);
}

void b2cSolveWheelJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointStep *s = &joint->step;
	const b2cJointDef *def = &joint->def;
	if (def->enableMotor && s->iA + s->iB > 0.0f) {
		float impulse = b2cSolveMotor(jb.b->w - jb.a->w, def->motorSpeed, s->axialMass, &joint->motorImpulse,
									  context->h * def->maxMotorTorque);
		b2cApplyJointImpulse(joint, &jb, b2cVec2_zero, impulse, impulse);
	}
	b2cJointAxis a = b2cGetJointAxis(joint, &jb);
	a.axialMass = s->axisMass;
	if (def->enableSpring && def->hertz > 0.0f) {
		float impulse = b2cSolveSpring(a.translation, b2cJointAxisRate(&jb, a.axis, a.a1, a.a2), a.axialMass,
									   &joint->springImpulse, s->springSoft);
		apply(joint, &jb, &a, impulse, 0.0f, 0.0f);
	}
	if (def->enableLimit) {
		float lower = b2cSolveLimit(a.translation - def->lower, b2cJointAxisRate(&jb, a.axis, a.a1, a.a2), a.axialMass,
									&joint->lowerImpulse, joint->step.constraintSoft, useBias, context->invH);
		apply(joint, &jb, &a, lower, 0.0f, 0.0f);
		float upper = b2cSolveLimit(def->upper - a.translation, -b2cJointAxisRate(&jb, a.axis, a.a1, a.a2), a.axialMass,
									&joint->upperImpulse, joint->step.constraintSoft, useBias, context->invH);
		apply(joint, &jb, &a, -upper, 0.0f, 0.0f);
	}
	// Across the axis: rigid.
	float mass = s->perpMass;
	float bias = 0.0f, massScale = 1.0f, impulseScale = 0.0f;
	if (useBias) {
		bias = joint->step.constraintSoft.biasRate * b2cDot(a.perp, jb.d);
		massScale = joint->step.constraintSoft.massScale;
		impulseScale = joint->step.constraintSoft.impulseScale;
	}
	float impulse = -massScale * mass * (b2cJointAxisRate(&jb, a.perp, a.s1, a.s2) + bias) -
					impulseScale * joint->step.linearImpulse.x;
	joint->step.linearImpulse.x += impulse;
	apply(joint, &jb, &a, 0.0f, impulse, 0.0f);
}
