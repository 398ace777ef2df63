// SPDX-License-Identifier: MIT
// b2c: the mouse joint: a spring pulling body B's anchor to a target point, with a bounded force.
// Body A is not moved (the target is in the world).
#include "joint_internal.h"

void b2cPrepareMouseJoint(b2cJoint *joint, const b2cJointContext *context)
{
	(void)context;
	b2cJointStep *s = &joint->step;
	// A is the world (the solver prepared it so); the target stands for A's anchor.
	s->anchorA = b2cVec2_zero;
	s->deltaCenter = b2cSub(s->deltaCenter, joint->def.target);
}

void b2cWarmStartMouseJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	b2cVec2 p = joint->step.linearImpulse;
	b2cApplyJointImpulse(joint, &jb, p, 0.0f, b2cCross(jb.rB, p));
}

void b2cSolveMouseJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias)
{
	(void)useBias; // a spring: it pulls while relaxing too
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointStep *s = &joint->step;
	b2cVec2 rB = jb.rB;
	b2cVec2 cdot = b2cAdd(jb.b->v, b2cCrossSV(jb.b->w, rB));
	b2cVec2 bias = b2cMulSV(s->springSoft.biasRate, jb.d);
	b2cMat22 k;
	k.cx.x = s->mB + rB.y * rB.y * s->iB;
	k.cy.x = -rB.y * rB.x * s->iB;
	k.cx.y = k.cy.x;
	k.cy.y = s->mB + rB.x * rB.x * s->iB;
	b2cVec2 b = b2cSolve22(k, b2cAdd(cdot, bias));
	b2cVec2 old = joint->step.linearImpulse;
	b2cVec2 total = {old.x - s->springSoft.massScale * b.x - s->springSoft.impulseScale * old.x,
					 old.y - s->springSoft.massScale * b.y - s->springSoft.impulseScale * old.y};
	float maxImpulse = context->h * joint->def.maxForce, length = b2cLength(total);
	if (length > maxImpulse)
		total = b2cMulSV(maxImpulse / length, total);
	joint->step.linearImpulse = total;
	b2cVec2 impulse = b2cSub(total, old);
	b2cApplyJointImpulse(joint, &jb, impulse, 0.0f, b2cCross(rB, impulse));
}
