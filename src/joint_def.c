// SPDX-License-Identifier: MIT
// b2c: a joint definition placed in the world's frame (b2cJointDef_Place): the body-frame fields
// its caller left out, computed from world anchors and axis and from where the bodies are now.
#include "b2c/joint.h"

#include "b2c/math.h"

#include <math.h>

static b2cTransform transformOf(const b2cWorld *world, b2cBodyId body)
{
	return body.index == B2C_NO_BODY ? b2cTransform_identity : b2cBody_GetTransform(world, body);
}

void b2cJointDef_Place(const b2cWorld *world, b2cJointDef *def, const b2cJointPlace *place)
{
	uint32_t given = place->given;
	b2cJointType type = def->type;
	if (type == b2cJoint_gear) {
		// its joints' bodies B and anchors B (b2cWorld_CreateJoint takes them so too)
		if (b2cWorld_CheckGearJoints(world, def->joint1, def->joint2)) {
			b2cJointDef d1 = b2cJoint_GetDef(world, def->joint1), d2 = b2cJoint_GetDef(world, def->joint2);
			def->bodyA = d1.bodyB;
			def->bodyB = d2.bodyB;
			def->localAnchorA = d1.localAnchorB;
			def->localAnchorB = d2.localAnchorB;
		}
		return;
	}
	b2cTransform xfA = transformOf(world, def->bodyA), xfB = transformOf(world, def->bodyB);

	// The world anchors: a distance joint has one on each body (their origins by default), a motor
	// joint none (it holds the origins), the others one for both (bodyB's origin; a mouse joint's
	// target, itself bodyB's origin by default).
	b2cVec2 anchorA = xfA.p, anchorB = xfB.p;
	if (type == b2cJoint_distance || type == b2cJoint_pulley) {
		if (given & b2cGiven_anchorA)
			anchorA = place->anchorA;
		if (given & b2cGiven_anchorB)
			anchorB = place->anchorB;
	} else if (type == b2cJoint_mouse) {
		if (!(given & b2cGiven_target))
			def->target = xfB.p;
		anchorA = anchorB = (given & b2cGiven_anchorB) ? place->anchorB : def->target;
	} else if (type != b2cJoint_motor) {
		anchorA = anchorB = (given & b2cGiven_anchorB) ? place->anchorB : xfB.p;
	}
	if (!(given & b2cGiven_localAnchorA))
		def->localAnchorA = b2cInvTransformPoint(xfA, anchorA);
	if (!(given & b2cGiven_localAnchorB))
		def->localAnchorB = b2cInvTransformPoint(xfB, anchorB);
	b2cVec2 pA = b2cTransformPoint(xfA, def->localAnchorA), pB = b2cTransformPoint(xfB, def->localAnchorB);
	float angleA = b2cRot_GetAngle(xfA.q), angleB = b2cRot_GetAngle(xfB.q);
	if (!(given & b2cGiven_referenceAngle))
		def->referenceAngle = angleB - angleA;
	if (type == b2cJoint_prismatic || type == b2cJoint_wheel) {
		b2cVec2 axis = (given & b2cGiven_axis) ? place->axis : (b2cVec2){1.0f, 0.0f};
		// (an axis whose squared length overflows is scaled down first: its direction is kept)
		float largest = fmaxf(fabsf(axis.x), fabsf(axis.y));
		if (largest > 1.0e18f)
			axis = b2cMulSV(1.0f / largest, axis);
		def->localAxisA = b2cInvRotateVector(xfA.q, b2cNormalize(axis));
	}

	switch (type) {
	case b2cJoint_distance:
		if (!(given & b2cGiven_length))
			def->length = b2cDistance(pA, pB);
		if (!(given & b2cGiven_enableLimit))
			def->enableLimit = (given & (b2cGiven_minLength | b2cGiven_maxLength)) != 0;
		break;
	case b2cJoint_mouse:
		if (!(given & b2cGiven_maxForce))
			def->maxForce = 1000.0f * b2cBody_GetMass(world, def->bodyB);
		break;
	case b2cJoint_motor:
		if (!(given & b2cGiven_linearOffset))
			def->linearOffset = b2cInvTransformPoint(xfA, xfB.p);
		if (!(given & b2cGiven_angularOffset))
			def->angularOffset = angleB - angleA;
		break;
	default:
		break;
	}
}
