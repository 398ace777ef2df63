// SPDX-License-Identifier: MIT
// b2c: the weld joint: the anchors held together and the relative angle held at the reference,
// each rigid (hertz 0) or a spring of its own frequency.
#include "joint_internal.h"

void b2cPrepareWeldJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointStep *s = &joint->step;
	const b2cJointDef *def = &joint->def;
	s->linearSoft =
		def->linearHertz > 0.0f ? b2cMakeSoftness(def->linearHertz, def->dampingRatio, context->h) : s->constraintSoft;
	s->angularSoft = def->angularHertz > 0.0f ? b2cMakeSoftness(def->angularHertz, def->dampingRatio, context->h)
											  : s->constraintSoft;
}

void b2cWarmStartWeldJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	b2cVec2 p = joint->step.linearImpulse;
	b2cApplyJointImpulse(joint, &jb, p, b2cCross(jb.rA, p) + joint->angularImpulse,
						 b2cCross(jb.rB, p) + joint->angularImpulse);
}

void b2cSolveWeldJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointStep *s = &joint->step;
	// A spring part springs while relaxing too; a rigid part is soft only while pushing.
	bool angularSoft = useBias || joint->def.angularHertz > 0.0f;
	float bias = 0.0f, massScale = 1.0f, impulseScale = 0.0f;
	if (angularSoft) {
		bias = s->angularSoft.biasRate * b2cJointAngle(joint, &jb);
		massScale = s->angularSoft.massScale;
		impulseScale = s->angularSoft.impulseScale;
	}
	float impulse = -s->axialMass * massScale * (jb.b->w - jb.a->w + bias) - impulseScale * joint->angularImpulse;
	joint->angularImpulse += impulse;
	b2cApplyJointImpulse(joint, &jb, b2cVec2_zero, impulse, impulse);
	b2cSolvePointConstraint(joint, &jb, s->linearSoft, useBias || joint->def.linearHertz > 0.0f, context->invH);
}
