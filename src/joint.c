// SPDX-License-Identifier: MIT
// b2c: joints: creation, destruction, the bodies' joint lists, settings and what a joint reports.
#include "joint_internal.h"
#include "b2c/check.h"
#include "stage_broad_phase.h"
#include "stage_sleep.h"

#include <math.h>
#include <string.h>

b2cJointDef b2cDefaultJointDef(b2cJointType type)
{
	b2cJointDef def;
	memset(&def, 0, sizeof def);
	def.type = type;
	def.bodyA.index = B2C_NO_BODY;
	def.bodyB.index = B2C_NO_BODY;
	def.localAxisA = (b2cVec2){1.0f, 0.0f};
	def.length = 1.0f;
	def.maxLength = B2C_HUGE;
	def.dampingRatio = type == b2cJoint_mouse || type == b2cJoint_wheel ? 0.7f : 0.0f;
	def.hertz = type == b2cJoint_mouse ? 5.0f : type == b2cJoint_wheel ? 1.0f : 0.0f;
	def.enableSpring = type == b2cJoint_wheel;
	def.correctionFactor = 0.3f;
	if (type == b2cJoint_motor)
		def.maxForce = def.maxTorque = 1.0f;
	def.constraintDampingRatio = 2.0f;
	def.joint1.index = def.joint2.index = B2C_NULL_INDEX;
	def.ratio = 1.0f;
	def.forceThreshold = def.torqueThreshold = INFINITY;
	if (type == b2cJoint_friction)
		def.maxForce = def.maxTorque = 0.0f;
	return def;
}

b2cJoint *b2cGetJoint(const b2cWorld *world, b2cJointId id)
{
	if (id.index < 0 || id.index >= b2cGetIdCapacity(&world->jointIds))
		return NULL;
	b2cJoint *joint = &world->joints[id.index];
	return joint->alive && joint->generation == id.generation ? joint : NULL;
}

bool b2cWorld_IsValidJoint(const b2cWorld *world, b2cJointId id) { return b2cGetJoint(world, id) != NULL; }

bool b2cShouldBodiesCollide(const b2cWorld *world, int32_t bodyA, int32_t bodyB)
{
	// Walk the shorter list.
	int32_t body = world->bodies[bodyA].jointCount <= world->bodies[bodyB].jointCount ? bodyA : bodyB;
	int32_t other = body == bodyA ? bodyB : bodyA;
	for (int32_t key = world->bodies[body].jointList; key != B2C_NULL_INDEX;) {
		const b2cJoint *joint = &world->joints[key >> 1];
		int edge = key & 1;
		key = joint->edges[edge].nextKey;
		if (joint->edges[edge ^ 1].body == other && !joint->def.collideConnected && !joint->broken)
			return false;
	}
	return true;
}

// The contacts between the two bodies end (a joint that does not let them collide).
static void destroyContactsBetween(b2cWorld *world, int32_t bodyA, int32_t bodyB)
{
	int32_t key = world->bodies[bodyA].contactList;
	while (key != B2C_NULL_INDEX) {
		int32_t c = key >> 1;
		int edge = key & 1;
		key = world->contacts[c].edges[edge].nextKey;
		if (world->contacts[c].edges[edge ^ 1].body == bodyB)
			b2cDestroyContact(world, c);
	}
}

// Have the broad-phase report the body's pairs again (contacts a joint had kept from forming).
static void touchBody(b2cWorld *world, int32_t bodyIndex)
{
	for (int32_t s = world->bodies[bodyIndex].shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next)
		b2cTouchShapeProxy(world, s);
}

static void wakeJointBodies(b2cWorld *world, const b2cJoint *joint)
{
	b2cVisit_Add(&world->awake.joints, (int32_t)(joint - world->joints)); // (changed: visited next step)
	for (int i = 0; i < 2; ++i)
		if (joint->edges[i].body != B2C_NULL_INDEX)
			b2cWakeBody(world, joint->edges[i].body);
}

// B's rotation relative to A (no reference) from the bodies' transforms.
static b2cRot relativeRotation(const b2cWorld *world, const b2cJoint *joint)
{
	int32_t a = joint->edges[0].body, b = joint->edges[1].body;
	b2cRot qA = a == B2C_NULL_INDEX ? b2cRot_identity : world->bodies[a].xf.q;
	return b2cInvMulRot(qA, world->bodies[b].xf.q);
}

// The turns a relative rotation gained going from `from` to `to` (less than half a turn apart).
static int32_t turnCrossing(b2cRot from, b2cRot to) { return b2cTurnCrossing(from, to); }

float b2cRevoluteAngle(const b2cWorld *world, const b2cJoint *joint)
{
	b2cRot now = relativeRotation(world, joint);
	int32_t turns = joint->turns + turnCrossing(joint->relative, now);
	float x = b2cRot_GetAngle(now) - joint->def.referenceAngle;
	return turns == 0 ? x : x + (float)turns * (2.0f * B2C_PI);
}

// The turns that put a revolute joint's angle (its rotation's, less the reference) in [-pi, pi].
static int32_t startingTurns(b2cRot relative, float referenceAngle)
{
	float x = b2cRot_GetAngle(relative) - referenceAngle;
	if (x >= -B2C_PI && x <= B2C_PI)
		return 0;
	float t = roundf(-x / (2.0f * B2C_PI));
	return (int32_t)b2cClampFloat(t, -1.0e8f, 1.0e8f);
}

// The joints of a gear: both live, revolute or prismatic, not one joint.
static bool gearJoints(const b2cWorld *world, const b2cJointDef *def, b2cJoint **joint1, b2cJoint **joint2)
{
	*joint1 = b2cGetJoint(world, def->joint1);
	*joint2 = b2cGetJoint(world, def->joint2);
	if (*joint1 == NULL || *joint2 == NULL || *joint1 == *joint2)
		return false;
	for (int i = 0; i < 2; ++i) {
		b2cJointType type = (i == 0 ? *joint1 : *joint2)->def.type;
		if (type != b2cJoint_revolute && type != b2cJoint_prismatic)
			return false;
	}
	return true;
}

bool b2cWorld_CheckGearJoints(const b2cWorld *world, b2cJointId joint1, b2cJointId joint2)
{
	b2cJointDef def = b2cDefaultJointDef(b2cJoint_gear);
	def.joint1 = joint1;
	def.joint2 = joint2;
	b2cJoint *j1, *j2;
	return gearJoints(world, &def, &j1, &j2);
}

float b2cGearCoordinate(const b2cWorld *world, const b2cJoint *joint)
{
	if (joint->def.type == b2cJoint_revolute)
		return b2cRevoluteAngle(world, joint);
	int32_t a = joint->edges[0].body, b = joint->edges[1].body;
	b2cTransform xfA = a == B2C_NULL_INDEX ? b2cTransform_identity : world->bodies[a].xf, xfB = world->bodies[b].xf;
	b2cVec2 d =
		b2cSub(b2cTransformPoint(xfB, joint->def.localAnchorB), b2cTransformPoint(xfA, joint->def.localAnchorA));
	return b2cDot(b2cRotateVector(xfA.q, joint->def.localAxisA), d);
}

static float pulleyLengths(const b2cWorld *world, const b2cJoint *joint)
{
	b2cVec2 pA = b2cTransformPoint(world->bodies[joint->edges[0].body].xf, joint->def.localAnchorA);
	b2cVec2 pB = b2cTransformPoint(world->bodies[joint->edges[1].body].xf, joint->def.localAnchorB);
	return b2cDistance(pA, joint->def.groundAnchorA) + joint->def.ratio * b2cDistance(pB, joint->def.groundAnchorB);
}

static float gearCoordinates(const b2cWorld *world, const b2cJoint *joint)
{
	const b2cJoint *j1 = b2cGetJoint(world, joint->def.joint1), *j2 = b2cGetJoint(world, joint->def.joint2);
	return j1 && j2 ? b2cGearCoordinate(world, j1) + joint->def.ratio * b2cGearCoordinate(world, j2) : 0.0f;
}

b2cJointId b2cWorld_CreateJoint(b2cWorld *world, const b2cJointDef *given)
{
	b2cJointId none = {B2C_NULL_INDEX, 0};
	b2cJointDef gearDef;
	const b2cJointDef *def = given;
	if (given->type == b2cJoint_gear) {
		// its bodies and anchors are its joints' (bodies B)
		b2cJoint *j1, *j2;
		if (!gearJoints(world, given, &j1, &j2))
			return none;
		gearDef = *given;
		gearDef.bodyA = j1->def.bodyB;
		gearDef.bodyB = j2->def.bodyB;
		gearDef.localAnchorA = j1->def.localAnchorB;
		gearDef.localAnchorB = j2->def.localAnchorB;
		def = &gearDef;
	}
	bool worldA = def->bodyA.index == B2C_NO_BODY;
	if ((!worldA && b2cGetBody(world, def->bodyA) == NULL) || b2cGetBody(world, def->bodyB) == NULL ||
		b2cCheckJointDef(def).rule != b2cRule_none)
		return none;
	if ((def->type == b2cJoint_pulley || def->type == b2cJoint_filter) && worldA)
		return none; // between two bodies only
	int index = b2cAllocSlot(&world->jointIds, (void **)&world->joints, &world->jointCapacity, sizeof(b2cJoint));
	if (index < 0)
		return none;
	b2cJoint *joint = &world->joints[index];
	uint32_t generation = joint->generation, floor = joint->generationFloor;
	memset(joint, 0, sizeof *joint);
	joint->generation = generation;
	joint->generationFloor = floor;
	joint->alive = true;
	joint->def = *def;
	if (worldA)
		joint->def.bodyA.generation = 0;
	if (def->type == b2cJoint_motor) // it holds the bodies' origins at an offset
		joint->def.localAnchorA = joint->def.localAnchorB = b2cVec2_zero;
	if (def->type == b2cJoint_filter)
		joint->def.collideConnected = false; // all it does
	b2cVec2 axis = b2cNormalize(def->localAxisA);
	joint->def.localAxisA = b2cLengthSquared(axis) > 0.0f ? axis : (b2cVec2){1.0f, 0.0f};
	b2cLinkEdge(world, b2cEdges_joint, index, 0, worldA ? B2C_NULL_INDEX : def->bodyA.index);
	b2cLinkEdge(world, b2cEdges_joint, index, 1, def->bodyB.index);
	joint->relative = relativeRotation(world, joint);
	joint->turns = def->type == b2cJoint_revolute ? startingTurns(joint->relative, def->referenceAngle) : 0;
	if (def->type == b2cJoint_gear)
		joint->constant = gearCoordinates(world, joint);
	else if (def->type == b2cJoint_pulley)
		joint->constant = pulleyLengths(world, joint);
	if (!joint->def.collideConnected && !worldA)
		destroyContactsBetween(world, def->bodyA.index, def->bodyB.index);
	wakeJointBodies(world, joint);
	return (b2cJointId){index, generation};
}

static void destroyJointAt(b2cWorld *world, int32_t index)
{
	b2cJoint *joint = &world->joints[index];
	wakeJointBodies(world, joint);
	b2cUnlinkEdge(world, b2cEdges_joint, index, 0);
	b2cUnlinkEdge(world, b2cEdges_joint, index, 1);
	// Contacts it kept from forming may form now.
	if (!joint->def.collideConnected && !joint->broken)
		for (int i = 0; i < 2; ++i)
			if (joint->edges[i].body != B2C_NULL_INDEX)
				touchBody(world, joint->edges[i].body);
	joint->alive = false;
	b2cVisit_Remove(&world->awake.joints, index);
	joint->generation = b2cNextGeneration(joint->generation, joint->generationFloor);
	b2cFreeId(&world->jointIds, index);
}

void b2cWorld_DestroyJoint(b2cWorld *world, b2cJointId id)
{
	if (b2cGetJoint(world, id) != NULL)
		destroyJointAt(world, id.index);
}

void b2cDestroyBodyJoints(b2cWorld *world, int32_t bodyIndex)
{
	while (world->bodies[bodyIndex].jointList != B2C_NULL_INDEX)
		destroyJointAt(world, world->bodies[bodyIndex].jointList >> 1);
}

void b2cShiftJointsOrigin(b2cWorld *world, b2cVec2 newOrigin)
{
	for (int32_t i = 0, n = b2cGetIdCapacity(&world->jointIds); i < n; ++i) {
		b2cJoint *joint = &world->joints[i];
		if (!joint->alive)
			continue;
		b2cJointDef *def = &joint->def;
		if (def->type == b2cJoint_mouse)
			def->target = b2cSub(def->target, newOrigin);
		if (def->type == b2cJoint_pulley) { // (its lengths, and so its constant, stay)
			def->groundAnchorA = b2cSub(def->groundAnchorA, newOrigin);
			def->groundAnchorB = b2cSub(def->groundAnchorB, newOrigin);
		}
		if (def->bodyA.index == B2C_NO_BODY) {
			def->localAnchorA = b2cSub(def->localAnchorA, newOrigin);
			if (def->type == b2cJoint_motor)
				def->linearOffset = b2cSub(def->linearOffset, newOrigin);
		}
	}
}

void b2cDestroyJoints(b2cWorld *world)
{
	b2cFree(world->joints, (size_t)world->jointCapacity * sizeof(b2cJoint));
	world->joints = NULL;
	world->jointCapacity = 0;
	b2cDestroyIdPool(&world->jointIds);
}

// ---- settings ----

b2cJointType b2cJoint_GetType(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint ? joint->def.type : b2cJoint_typeCount;
}

b2cJointDef b2cJoint_GetDef(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint ? joint->def : b2cDefaultJointDef(b2cJoint_distance);
}

static float *paramOf(b2cJointDef *def, b2cJointParam param)
{
	switch (param) {
	case b2cJointParam_length:
		return &def->length;
	case b2cJointParam_minLength:
		return &def->minLength;
	case b2cJointParam_maxLength:
		return &def->maxLength;
	case b2cJointParam_hertz:
		return &def->hertz;
	case b2cJointParam_dampingRatio:
		return &def->dampingRatio;
	case b2cJointParam_lower:
		return &def->lower;
	case b2cJointParam_upper:
		return &def->upper;
	case b2cJointParam_motorSpeed:
		return &def->motorSpeed;
	case b2cJointParam_maxMotorForce:
		return &def->maxMotorForce;
	case b2cJointParam_maxMotorTorque:
		return &def->maxMotorTorque;
	case b2cJointParam_linearHertz:
		return &def->linearHertz;
	case b2cJointParam_angularHertz:
		return &def->angularHertz;
	case b2cJointParam_maxForce:
		return &def->maxForce;
	case b2cJointParam_maxTorque:
		return &def->maxTorque;
	case b2cJointParam_angularOffset:
		return &def->angularOffset;
	case b2cJointParam_correctionFactor:
		return &def->correctionFactor;
	case b2cJointParam_referenceAngle:
		return &def->referenceAngle;
	case b2cJointParam_constraintHertz:
		return &def->constraintHertz;
	case b2cJointParam_constraintDampingRatio:
		return &def->constraintDampingRatio;
	case b2cJointParam_targetAngle:
		return &def->targetAngle;
	case b2cJointParam_targetTranslation:
		return &def->targetTranslation;
	case b2cJointParam_forceThreshold:
		return &def->forceThreshold;
	case b2cJointParam_torqueThreshold:
		return &def->torqueThreshold;
	default:
		return NULL;
	}
}

float b2cJoint_GetParam(const b2cWorld *world, b2cJointId id, b2cJointParam param)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	float *value = joint ? paramOf(&joint->def, param) : NULL;
	return value ? *value : 0.0f;
}

bool b2cJoint_SetParam(b2cWorld *world, b2cJointId id, b2cJointParam param, float value)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	float *field = joint ? paramOf(&joint->def, param) : NULL;
	if (field == NULL || b2cJoint_CheckParam(world, id, param, value).rule != b2cRule_none)
		return false;
	if (param == b2cJointParam_referenceAngle && joint->def.type == b2cJoint_revolute) {
		// the angle moves by the change, whole turns kept: count them as from the rotation now
		float before = b2cRevoluteAngle(world, joint) - (value - joint->def.referenceAngle);
		joint->relative = relativeRotation(world, joint);
		joint->def.referenceAngle = value;
		float x = b2cRot_GetAngle(joint->relative) - value;
		joint->turns = (int32_t)b2cClampFloat(roundf((before - x) / (2.0f * B2C_PI)), -1.0e8f, 1.0e8f);
	}
	*field = value;
	wakeJointBodies(world, joint);
	return true;
}

bool b2cJoint_SetLimits(b2cWorld *world, b2cJointId id, float lower, float upper)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	if (joint == NULL || b2cCheckValue(b2cField_lower, lower) != b2cRule_none ||
		b2cCheckValue(b2cField_upper, upper) != b2cRule_none || !(lower <= upper))
		return false;
	joint->def.lower = lower;
	joint->def.upper = upper;
	wakeJointBodies(world, joint);
	return true;
}

bool b2cJoint_SetConstraintTuning(b2cWorld *world, b2cJointId id, float hertz, float dampingRatio)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	if (joint == NULL || b2cCheckConstraintTuning(hertz, dampingRatio).rule != b2cRule_none)
		return false;
	joint->def.constraintHertz = hertz;
	joint->def.constraintDampingRatio = dampingRatio;
	wakeJointBodies(world, joint);
	return true;
}

void b2cJoint_GetConstraintTuning(const b2cWorld *world, b2cJointId id, float *hertz, float *dampingRatio)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	bool own = joint != NULL && joint->def.constraintHertz > 0.0f;
	*hertz = own ? joint->def.constraintHertz : world->def.jointHertz;
	*dampingRatio = own ? joint->def.constraintDampingRatio : world->def.jointDampingRatio;
}

static bool *flagOf(b2cJointDef *def, b2cJointFlag flag)
{
	switch (flag) {
	case b2cJointFlag_spring:
		return &def->enableSpring;
	case b2cJointFlag_limit:
		return &def->enableLimit;
	case b2cJointFlag_motor:
		return &def->enableMotor;
	case b2cJointFlag_collideConnected:
		return &def->collideConnected;
	default:
		return NULL;
	}
}

bool b2cJoint_GetFlag(const b2cWorld *world, b2cJointId id, b2cJointFlag flag)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	bool *value = joint ? flagOf(&joint->def, flag) : NULL;
	return value ? *value : false;
}

void b2cJoint_SetFlag(b2cWorld *world, b2cJointId id, b2cJointFlag flag, bool value)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	bool *field = joint ? flagOf(&joint->def, flag) : NULL;
	if (field == NULL || *field == value)
		return;
	*field = value;
	if (flag == b2cJointFlag_limit)
		joint->lowerImpulse = joint->upperImpulse = 0.0f;
	else if (flag == b2cJointFlag_motor)
		joint->motorImpulse = 0.0f;
	else if (flag == b2cJointFlag_spring)
		joint->springImpulse = 0.0f;
	else if (flag == b2cJointFlag_collideConnected && joint->def.type == b2cJoint_filter) {
		*field = false; // a filter joint is all collision filtering
		return;
	} else if (flag == b2cJointFlag_collideConnected && joint->broken) {
		// (a broken joint filters nothing)
	} else if (flag == b2cJointFlag_collideConnected && joint->edges[0].body != B2C_NULL_INDEX) {
		if (value)
			touchBody(world, joint->edges[0].body);
		else
			destroyContactsBetween(world, joint->edges[0].body, joint->edges[1].body);
	}
	wakeJointBodies(world, joint);
}

b2cVec2 b2cJoint_GetTarget(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint ? joint->def.target : b2cVec2_zero;
}

bool b2cJoint_SetTarget(b2cWorld *world, b2cJointId id, b2cVec2 target)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	if (joint == NULL || b2cCheckVector(b2cField_target, target) != b2cRule_none)
		return false;
	joint->def.target = target;
	wakeJointBodies(world, joint);
	return true;
}

b2cVec2 b2cJoint_GetLinearOffset(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint ? joint->def.linearOffset : b2cVec2_zero;
}

bool b2cJoint_SetLinearOffset(b2cWorld *world, b2cJointId id, b2cVec2 offset)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	if (joint == NULL || b2cCheckVector(b2cField_linearOffset, offset) != b2cRule_none)
		return false;
	joint->def.linearOffset = offset;
	wakeJointBodies(world, joint);
	return true;
}

// ---- what a joint reports ----

static b2cTransform bodyTransform(const b2cWorld *world, int32_t body)
{
	return body == B2C_NULL_INDEX ? b2cTransform_identity : world->bodies[body].xf;
}

b2cVec2 b2cJoint_GetAnchorA(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint ? b2cTransformPoint(bodyTransform(world, joint->edges[0].body), joint->def.localAnchorA)
				 : b2cVec2_zero;
}

b2cVec2 b2cJoint_GetAnchorB(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint ? b2cTransformPoint(bodyTransform(world, joint->edges[1].body), joint->def.localAnchorB)
				 : b2cVec2_zero;
}

// The gear's Jacobian on its body B (along and about), as the step left it: ratio times its joint
// 2's (revolute: turning; prismatic: along its axis, at its anchor).
static void gearJacobianB(const b2cJoint *joint, b2cVec2 *linear, float *angular)
{
	const b2cJointStep *s = &joint->step;
	if (joint->gearPrismatic2) {
		*linear = b2cMulSV(joint->def.ratio, s->linearOffset);
		*angular = joint->def.ratio * b2cCross(s->anchorB, s->linearOffset);
	} else {
		*linear = b2cVec2_zero;
		*angular = joint->def.ratio;
	}
}

// A sub-step's accumulated impulses, as a step's: the warm start applies them at every sub-step.
b2cVec2 b2cJointReactionImpulse(const b2cWorld *world, const b2cJoint *joint)
{
	b2cVec2 impulse = joint->step.linearImpulse;
	const b2cJointStep *s = &joint->step;
	float axial = joint->axialImpulse + joint->springImpulse + joint->lowerImpulse - joint->upperImpulse;
	switch (joint->def.type) {
	case b2cJoint_distance: {
		b2cVec2 pA = b2cTransformPoint(bodyTransform(world, joint->edges[0].body), joint->def.localAnchorA);
		b2cVec2 pB = b2cTransformPoint(bodyTransform(world, joint->edges[1].body), joint->def.localAnchorB);
		impulse = b2cMulSV(axial + joint->motorImpulse, b2cNormalize(b2cSub(pB, pA)));
		break;
	}
	case b2cJoint_prismatic:
		// linearImpulse.x along the perpendicular; the axial ones along the axis
		impulse = b2cAdd(b2cMulSV(joint->step.linearImpulse.x, b2cLeftPerp(s->axisA)),
						 b2cMulSV(axial + joint->motorImpulse, s->axisA));
		break;
	case b2cJoint_wheel:
		impulse = b2cAdd(b2cMulSV(joint->step.linearImpulse.x, b2cLeftPerp(s->axisA)), b2cMulSV(axial, s->axisA));
		break;
	case b2cJoint_gear: {
		float angular;
		gearJacobianB(joint, &impulse, &angular);
		impulse = b2cMulSV(joint->axialImpulse, impulse);
		break;
	}
	case b2cJoint_pulley: {
		b2cVec2 pB = b2cTransformPoint(bodyTransform(world, joint->edges[1].body), joint->def.localAnchorB);
		impulse = b2cMulSV(-joint->def.ratio * joint->axialImpulse, b2cNormalize(b2cSub(pB, joint->def.groundAnchorB)));
		break;
	}
	case b2cJoint_filter:
		impulse = b2cVec2_zero;
		break;
	default:
		break;
	}
	return impulse;
}

float b2cJointReactionAngularImpulse(const b2cJoint *joint)
{
	switch (joint->def.type) {
	case b2cJoint_revolute:
		return joint->springImpulse + joint->motorImpulse + joint->lowerImpulse - joint->upperImpulse;
	case b2cJoint_prismatic:
		return joint->step.linearImpulse.y;
	case b2cJoint_wheel:
		return joint->motorImpulse;
	case b2cJoint_weld:
	case b2cJoint_motor:
	case b2cJoint_friction:
		return joint->angularImpulse;
	case b2cJoint_gear: {
		b2cVec2 linear;
		float angular;
		gearJacobianB(joint, &linear, &angular);
		return joint->axialImpulse * angular;
	}
	default:
		return 0.0f;
	}
}

b2cVec2 b2cJoint_GetReactionForce(const b2cWorld *world, b2cJointId id, float invDt)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	if (joint == NULL)
		return b2cVec2_zero;
	return b2cMulSV((float)world->subStepCount * invDt, b2cJointReactionImpulse(world, joint));
}

float b2cJoint_GetReactionTorque(const b2cWorld *world, b2cJointId id, float invDt)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	if (joint == NULL)
		return 0.0f;
	return (float)world->subStepCount * invDt * b2cJointReactionAngularImpulse(joint);
}

float b2cJoint_GetMotorForce(const b2cWorld *world, b2cJointId id, float invDt)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	if (joint == NULL)
		return 0.0f;
	switch (joint->def.type) {
	case b2cJoint_distance:
	case b2cJoint_revolute:
	case b2cJoint_prismatic:
	case b2cJoint_wheel:
		return (float)world->subStepCount * invDt * joint->motorImpulse;
	default:
		return 0.0f;
	}
}

bool b2cJoint_IsBroken(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint != NULL && joint->broken;
}

b2cVec2 b2cJoint_GetGroundAnchorA(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint && joint->def.type == b2cJoint_pulley ? joint->def.groundAnchorA : b2cVec2_zero;
}

b2cVec2 b2cJoint_GetGroundAnchorB(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint && joint->def.type == b2cJoint_pulley ? joint->def.groundAnchorB : b2cVec2_zero;
}

int b2cWorld_GetJointEvents(const b2cWorld *world, b2cJointEvent *events, int capacity)
{
	int count = 0, jointCount = b2cGetIdCapacity(&world->jointIds);
	// (a joint just broken is in the awake set until the next step: awake_set.h)
	B2C_VISIT_EACH(&world->awake.joints, jointCount, j) {
		const b2cJoint *joint = &world->joints[j];
		if (!joint->alive || !joint->justBroken)
			continue;
		if (count < capacity)
			events[count] = (b2cJointEvent){{j, joint->generation}, joint->breakForce, joint->breakTorque};
		++count;
	}
	return count;
}

// Whether the reaction passed a threshold (a vector longer than it, a torque larger either way).
static bool passes(b2cVec2 force, float torque, const b2cJointDef *def)
{
	return b2cLength(force) > def->forceThreshold || fabsf(torque) > def->torqueThreshold;
}

void b2cUpdateJointsAfterStep(b2cWorld *world, float dt)
{
	int jointCount = b2cGetIdCapacity(&world->jointIds);
	float scale = dt > 0.0f ? (float)world->subStepCount / dt : 0.0f;
	// The joints of the awake set (awake_set.h): a joint outside it has no turn to count (its bodies
	// did not turn) and was not just broken. Those left with no moving body leave the set.
	b2cVisitSet *set = &world->awake.joints;
	B2C_VISIT_EACH(set, jointCount, j) {
		b2cJoint *joint = &world->joints[j];
		if (!joint->alive) {
			b2cVisit_Remove(set, j);
			continue;
		}
		joint->justBroken = false;
		int32_t a = joint->edges[0].body, b = joint->edges[1].body;
		if ((a == B2C_NULL_INDEX || !b2cIsActive(&world->bodies[a])) && !b2cIsActive(&world->bodies[b]))
			b2cVisit_Remove(set, j); // (added again below if it breaks)
		if (joint->def.type == b2cJoint_revolute) {
			b2cRot now = relativeRotation(world, joint);
			joint->turns += turnCrossing(joint->relative, now);
			joint->relative = now;
		}
		if (dt <= 0.0f || joint->broken || !joint->active ||
			(joint->def.forceThreshold == INFINITY && joint->def.torqueThreshold == INFINITY))
			continue;
		b2cVec2 force = b2cMulSV(scale, b2cJointReactionImpulse(world, joint));
		float torque = scale * b2cJointReactionAngularImpulse(joint);
		if (!passes(force, torque, &joint->def))
			continue;
		// Broken: it stops acting, and the bodies it kept apart may collide.
		joint->broken = joint->justBroken = true;
		b2cVisit_Add(set, j); // (its justBroken is cleared at the next step)
		joint->breakForce = force;
		joint->breakTorque = torque;
		joint->step.linearImpulse = b2cVec2_zero;
		joint->angularImpulse = joint->axialImpulse = joint->springImpulse = 0.0f;
		joint->motorImpulse = joint->lowerImpulse = joint->upperImpulse = 0.0f;
		if (!joint->def.collideConnected)
			for (int i = 0; i < 2; ++i)
				if (joint->edges[i].body != B2C_NULL_INDEX)
					touchBody(world, joint->edges[i].body);
	}
}

static float bodyAngle(const b2cWorld *world, int32_t body)
{
	return body == B2C_NULL_INDEX ? 0.0f : b2cRot_GetAngle(world->bodies[body].xf.q);
}

float b2cJoint_GetPosition(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	if (joint == NULL)
		return 0.0f;
	int32_t a = joint->edges[0].body, b = joint->edges[1].body;
	b2cVec2 pA = b2cJoint_GetAnchorA(world, id), pB = b2cJoint_GetAnchorB(world, id);
	switch (joint->def.type) {
	case b2cJoint_revolute:
		return b2cRevoluteAngle(world, joint);
	case b2cJoint_weld:
		return b2cUnwindAngle(bodyAngle(world, b) - bodyAngle(world, a) - joint->def.referenceAngle);
	case b2cJoint_gear:
		return gearCoordinates(world, joint);
	case b2cJoint_pulley:
		return pulleyLengths(world, joint);
	case b2cJoint_prismatic:
	case b2cJoint_wheel: {
		b2cVec2 axis = b2cRotateVector(bodyTransform(world, a).q, joint->def.localAxisA);
		return b2cDot(axis, b2cSub(pB, pA));
	}
	default:
		return b2cDistance(pA, pB);
	}
}

// Velocity of a body's point (a static frame for the world).
static b2cVec2 pointVelocity(const b2cWorld *world, int32_t body, b2cVec2 point)
{
	if (body == B2C_NULL_INDEX)
		return b2cVec2_zero;
	b2cUpdateDirtyMass(world, body);
	const b2cBody *b = &world->bodies[body];
	return b2cAdd(b->v, b2cCrossSV(b->w, b2cSub(point, b->center)));
}

float b2cJoint_GetSpeed(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	if (joint == NULL)
		return 0.0f;
	int32_t a = joint->edges[0].body, b = joint->edges[1].body;
	float wA = a == B2C_NULL_INDEX ? 0.0f : world->bodies[a].w, wB = world->bodies[b].w;
	b2cVec2 pA = b2cJoint_GetAnchorA(world, id), pB = b2cJoint_GetAnchorB(world, id);
	b2cVec2 dv = b2cSub(pointVelocity(world, b, pB), pointVelocity(world, a, pA));
	switch (joint->def.type) {
	case b2cJoint_revolute:
	case b2cJoint_weld:
		return wB - wA;
	case b2cJoint_prismatic:
	case b2cJoint_wheel: {
		// d/dt of axis . (pB - pA), the axis turning with A
		b2cVec2 axis = b2cRotateVector(bodyTransform(world, a).q, joint->def.localAxisA);
		return b2cDot(axis, dv) + b2cDot(b2cCrossSV(wA, axis), b2cSub(pB, pA));
	}
	default: {
		b2cVec2 d = b2cSub(pB, pA);
		float length = b2cLength(d);
		return length > 0.0f ? b2cDot(d, dv) / length : 0.0f;
	}
	}
}

uint64_t b2cJoint_GetUserData(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint ? joint->def.userData : 0;
}

b2cBodyId b2cJoint_GetBodyA(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint ? joint->def.bodyA : (b2cBodyId){B2C_NO_BODY, 0};
}

b2cBodyId b2cJoint_GetBodyB(const b2cWorld *world, b2cJointId id)
{
	b2cJoint *joint = b2cGetJoint(world, id);
	return joint ? joint->def.bodyB : (b2cBodyId){B2C_NO_BODY, 0};
}

int32_t b2cBody_GetFirstJoint(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body && body->jointList != B2C_NULL_INDEX ? body->jointList >> 1 : B2C_NULL_INDEX;
}

int32_t b2cBody_GetNextJoint(const b2cWorld *world, b2cBodyId id, int32_t jointIndex)
{
	const b2cJoint *joint = &world->joints[jointIndex];
	int edge = joint->edges[0].body == id.index ? 0 : 1;
	int32_t key = joint->edges[edge].nextKey;
	return key != B2C_NULL_INDEX ? key >> 1 : B2C_NULL_INDEX;
}

b2cJointId b2cWorld_GetJointId(const b2cWorld *world, int32_t jointIndex)
{
	if (jointIndex < 0 || jointIndex >= b2cGetIdCapacity(&world->jointIds) || !world->joints[jointIndex].alive)
		return (b2cJointId){B2C_NULL_INDEX, 0};
	return (b2cJointId){jointIndex, world->joints[jointIndex].generation};
}

int b2cWorld_GetJointIndexLimit(const b2cWorld *world) { return b2cGetIdCapacity(&world->jointIds); }
