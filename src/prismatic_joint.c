// SPDX-License-Identifier: MIT
// b2c: the prismatic joint: body B slides along an axis fixed in body A without turning relative
// to it; a spring (pulling to a target translation), a motor and translation limits act along the axis.
#include "joint_internal.h"

void b2cPreparePrismaticJoint(b2cJoint *joint, const b2cJointContext *context)
{
	(void)joint;
	(void)context;
}

// Along the axis, by `axial`; across it and in angle, by the impulse (perpendicular, angular).
static void apply(const b2cJoint *joint, b2cJointBodies *jb, const b2cJointAxis *a, float axial, b2cVec2 impulse)
{
	b2cVec2 p = b2cAdd(b2cMulSV(axial, a->axis), b2cMulSV(impulse.x, a->perp));
	float la = axial * a->a1 + impulse.x * a->s1 + impulse.y, lb = axial * a->a2 + impulse.x * a->s2 + impulse.y;
	b2cApplyJointImpulse(joint, jb, p, la, lb);
}

void b2cWarmStartPrismaticJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	b2cJointAxis a = b2cGetJointAxis(joint, &jb);
	float axial = joint->springImpulse + joint->motorImpulse + joint->lowerImpulse - joint->upperImpulse;
	apply(joint, &jb, &a, axial, joint->step.linearImpulse);
}

void b2cSolvePrismaticJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointStep *s = &joint->step;
	const b2cJointDef *def = &joint->def;
	b2cJointAxis a = b2cGetJointAxis(joint, &jb);
	if (def->enableSpring && def->hertz > 0.0f) {
		float impulse =
			b2cSolveSpring(a.translation - def->targetTranslation, b2cJointAxisRate(&jb, a.axis, a.a1, a.a2),
						   a.axialMass, &joint->springImpulse, s->springSoft);
		apply(joint, &jb, &a, impulse, b2cVec2_zero);
	}
	if (def->enableMotor) {
		float impulse = b2cSolveMotor(b2cJointAxisRate(&jb, a.axis, a.a1, a.a2), def->motorSpeed, a.axialMass,
									  &joint->motorImpulse, context->h * def->maxMotorForce);
		apply(joint, &jb, &a, impulse, b2cVec2_zero);
	}
	if (def->enableLimit) {
		float lower = b2cSolveLimit(a.translation - def->lower, b2cJointAxisRate(&jb, a.axis, a.a1, a.a2), a.axialMass,
									&joint->lowerImpulse, joint->step.constraintSoft, useBias, context->invH);
		apply(joint, &jb, &a, lower, b2cVec2_zero);
		float upper = b2cSolveLimit(def->upper - a.translation, -b2cJointAxisRate(&jb, a.axis, a.a1, a.a2), a.axialMass,
									&joint->upperImpulse, joint->step.constraintSoft, useBias, context->invH);
		apply(joint, &jb, &a, -upper, b2cVec2_zero);
	}
	// Across the axis and in angle, together.
	b2cVec2 cdot = {b2cJointAxisRate(&jb, a.perp, a.s1, a.s2), jb.b->w - jb.a->w};
	b2cVec2 bias = b2cVec2_zero;
	float massScale = 1.0f, impulseScale = 0.0f;
	if (useBias) {
		b2cVec2 c = {b2cDot(a.perp, jb.d), b2cJointAngle(joint, &jb)};
		bias = b2cMulSV(joint->step.constraintSoft.biasRate, c);
		massScale = joint->step.constraintSoft.massScale;
		impulseScale = joint->step.constraintSoft.impulseScale;
	}
	float k11 = s->mA + s->mB + s->iA * a.s1 * a.s1 + s->iB * a.s2 * a.s2;
	float k12 = s->iA * a.s1 + s->iB * a.s2;
	float k22 = s->iA + s->iB;
	if (k22 == 0.0f)
		k22 = 1.0f; // neither turns: the angle row is idle
	b2cMat22 k = {{k11, k12}, {k12, k22}};
	b2cVec2 b = b2cSolve22(k, b2cAdd(cdot, bias));
	b2cVec2 impulse = {-massScale * b.x - impulseScale * joint->step.linearImpulse.x,
					   -massScale * b.y - impulseScale * joint->step.linearImpulse.y};
	joint->step.linearImpulse = b2cAdd(joint->step.linearImpulse, impulse);
	apply(joint, &jb, &a, 0.0f, impulse);
}
