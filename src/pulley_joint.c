// SPDX-License-Identifier: MIT
// b2c: the pulley joint: a rope from ground anchor A to body A's anchor, over to ground anchor B
// and down to body B's anchor, keeping lengthA + ratio lengthB what it was at creation (both ways:
// the rope is a rigid rod here, as Box2D's).
#include "joint_internal.h"

// Where each anchor is from its ground anchor now, and the rope's directions and lengths.
typedef struct Rope {
	b2cVec2 uA, uB;
	float lengthA, lengthB;
	float crA, crB; ///< rA x uA, rB x uB
} Rope;

static Rope ropeOf(const b2cJoint *joint, const b2cJointBodies *jb)
{
	const b2cJointStep *s = &joint->step;
	Rope r;
	// s->axisA, s->linearOffset: each body's centre less its ground anchor at the step's start
	b2cVec2 dA = b2cAdd(b2cAdd(s->axisA, jb->a->dp), jb->rA);
	b2cVec2 dB = b2cAdd(b2cAdd(s->linearOffset, jb->b->dp), jb->rB);
	r.lengthA = b2cLength(dA);
	r.lengthB = b2cLength(dB);
	r.uA = r.lengthA > 10.0f * B2C_LINEAR_SLOP ? b2cMulSV(1.0f / r.lengthA, dA) : b2cVec2_zero;
	r.uB = r.lengthB > 10.0f * B2C_LINEAR_SLOP ? b2cMulSV(1.0f / r.lengthB, dB) : b2cVec2_zero;
	r.crA = b2cCross(jb->rA, r.uA);
	r.crB = b2cCross(jb->rB, r.uB);
	return r;
}

void b2cPreparePulleyJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointStep *s = &joint->step;
	const b2cWorld *world = context->world;
	s->axisA = b2cSub(world->bodies[joint->edges[0].body].center, joint->def.groundAnchorA);
	s->linearOffset = b2cSub(world->bodies[joint->edges[1].body].center, joint->def.groundAnchorB);
}

// The rope's impulse: pulls A's anchor toward ground A and B's, ratio times, toward ground B.
static void apply(const b2cJoint *joint, b2cJointBodies *jb, const Rope *r, float impulse)
{
	const b2cJointStep *s = &joint->step;
	float ratio = joint->def.ratio;
	b2cVec2 pA = b2cMulSV(-impulse, r->uA), pB = b2cMulSV(-ratio * impulse, r->uB);
	jb->a->v = b2cMulAdd(jb->a->v, s->mA, pA);
	jb->a->w += s->iA * b2cCross(jb->rA, pA);
	jb->b->v = b2cMulAdd(jb->b->v, s->mB, pB);
	jb->b->w += s->iB * b2cCross(jb->rB, pB);
}

void b2cWarmStartPulleyJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	Rope r = ropeOf(joint, &jb);
	apply(joint, &jb, &r, joint->axialImpulse);
}

void b2cSolvePulleyJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointStep *s = &joint->step;
	float ratio = joint->def.ratio;
	Rope r = ropeOf(joint, &jb);
	float k = s->mA + s->iA * r.crA * r.crA + ratio * ratio * (s->mB + s->iB * r.crB * r.crB);
	float mass = k > 0.0f ? 1.0f / k : 0.0f;
	b2cVec2 vA = b2cAdd(jb.a->v, b2cCrossSV(jb.a->w, jb.rA)), vB = b2cAdd(jb.b->v, b2cCrossSV(jb.b->w, jb.rB));
	// C = constant - lengthA - ratio lengthB
	float cdot = -b2cDot(r.uA, vA) - ratio * b2cDot(r.uB, vB);
	float bias = 0.0f, massScale = 1.0f, impulseScale = 0.0f;
	if (useBias) {
		float c = joint->constant - r.lengthA - ratio * r.lengthB;
		bias = s->constraintSoft.biasRate * c;
		massScale = s->constraintSoft.massScale;
		impulseScale = s->constraintSoft.impulseScale;
	}
	float impulse = -massScale * mass * (cdot + bias) - impulseScale * joint->axialImpulse;
	joint->axialImpulse += impulse;
	apply(joint, &jb, &r, impulse);
}
