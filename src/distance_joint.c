// SPDX-License-Identifier: MIT
// b2c: the distance joint: the anchors kept at a length, rigidly, or by a spring with optional
// minimum and maximum lengths; and a motor along the line between them.
#include "joint_internal.h"

typedef struct Axis {
	b2cVec2 n; ///< unit, from A's anchor to B's
	float length;
	float crA, crB; ///< rA x n, rB x n
	float mass;
} Axis;

static Axis axisOf(const b2cJoint *joint, const b2cJointBodies *jb)
{
	const b2cJointStep *s = &joint->step;
	Axis axis;
	axis.length = b2cLength(jb->d);
	axis.n = axis.length > 0.0f ? b2cMulSV(1.0f / axis.length, jb->d) : (b2cVec2){1.0f, 0.0f};
	axis.crA = b2cCross(jb->rA, axis.n);
	axis.crB = b2cCross(jb->rB, axis.n);
	float k = s->mA + s->mB + s->iA * axis.crA * axis.crA + s->iB * axis.crB * axis.crB;
	axis.mass = k > 0.0f ? 1.0f / k : 0.0f;
	return axis;
}

static float rateAlong(const b2cJointBodies *jb, const Axis *axis)
{
	b2cVec2 vr = b2cSub(b2cAdd(jb->b->v, b2cCrossSV(jb->b->w, jb->rB)), b2cAdd(jb->a->v, b2cCrossSV(jb->a->w, jb->rA)));
	return b2cDot(axis->n, vr);
}

static void apply(const b2cJoint *joint, b2cJointBodies *jb, const Axis *axis, float impulse)
{
	b2cApplyJointImpulse(joint, jb, b2cMulSV(impulse, axis->n), impulse * axis->crA, impulse * axis->crB);
}

static bool springy(const b2cJointDef *def) { return def->enableSpring && def->minLength < def->maxLength; }

void b2cPrepareDistanceJoint(b2cJoint *joint, const b2cJointContext *context)
{
	(void)context;
	if (!springy(&joint->def))
		joint->springImpulse = joint->lowerImpulse = joint->upperImpulse = 0.0f;
	else
		joint->axialImpulse = 0.0f;
}

void b2cWarmStartDistanceJoint(b2cJoint *joint, const b2cJointContext *context)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	Axis axis = axisOf(joint, &jb);
	apply(joint, &jb, &axis,
		  joint->axialImpulse + joint->springImpulse + joint->lowerImpulse - joint->upperImpulse + joint->motorImpulse);
}

void b2cSolveDistanceJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias)
{
	b2cJointBodies jb = b2cGetJointBodies(joint, context);
	const b2cJointDef *def = &joint->def;
	Axis axis = axisOf(joint, &jb);
	if (springy(def)) {
		if (def->hertz > 0.0f) {
			float impulse = b2cSolveSpring(axis.length - def->length, rateAlong(&jb, &axis), axis.mass,
										   &joint->springImpulse, joint->step.springSoft);
			apply(joint, &jb, &axis, impulse);
		}
		if (def->enableLimit) {
			float lower = b2cSolveLimit(axis.length - def->minLength, rateAlong(&jb, &axis), axis.mass,
										&joint->lowerImpulse, joint->step.constraintSoft, useBias, context->invH);
			apply(joint, &jb, &axis, lower);
			float upper = b2cSolveLimit(def->maxLength - axis.length, -rateAlong(&jb, &axis), axis.mass,
										&joint->upperImpulse, joint->step.constraintSoft, useBias, context->invH);
			apply(joint, &jb, &axis, -upper);
		}
	} else {
		// a rigid rod
		float c = axis.length - def->length, bias = 0.0f, massScale = 1.0f, impulseScale = 0.0f;
		if (useBias) {
			bias = joint->step.constraintSoft.biasRate * c;
			massScale = joint->step.constraintSoft.massScale;
			impulseScale = joint->step.constraintSoft.impulseScale;
		}
		float impulse = -massScale * axis.mass * (rateAlong(&jb, &axis) + bias) - impulseScale * joint->axialImpulse;
		joint->axialImpulse += impulse;
		apply(joint, &jb, &axis, impulse);
	}
	if (def->enableMotor) {
		float impulse = b2cSolveMotor(rateAlong(&jb, &axis), def->motorSpeed, axis.mass, &joint->motorImpulse,
									  context->h * def->maxMotorForce);
		apply(joint, &jb, &axis, impulse);
	}
}
