// SPDX-License-Identifier: MIT
// b2c: the rules of definitions and settings (include/b2c/check.h). The creators and setters refuse
// what these refuse; the Lua binding asks them to say why, with the names Lua uses.
#include "b2c/check.h"

#include "b2c/math.h"

#include <math.h>

// What each number field must be, beyond finite.
typedef enum Sign { SIGN_ANY, SIGN_NONNEGATIVE, SIGN_POSITIVE, SIGN_UNIT, SIGN_THRESHOLD } Sign;

static Sign signOf(b2cField field)
{
	switch (field) {
	case b2cField_contactHertz:
	case b2cField_jointHertz:
	case b2cField_maxLinearSpeed:
		return SIGN_POSITIVE;
	case b2cField_timeToSleep:
	case b2cField_contactDampingRatio:
	case b2cField_contactPushMaxVelocity:
	case b2cField_restitutionThreshold:
	case b2cField_contactReuseDistance:
	case b2cField_jointDampingRatio:
	case b2cField_linearDamping:
	case b2cField_angularDamping:
	case b2cField_sleepThreshold:
	case b2cField_mass:
	case b2cField_rotationalInertia:
	case b2cField_density:
	case b2cField_friction:
	case b2cField_restitution:
	case b2cField_rollingResistance:
	case b2cField_hitEventThreshold:
	case b2cField_length:
	case b2cField_minLength:
	case b2cField_maxLength:
	case b2cField_hertz:
	case b2cField_dampingRatio:
	case b2cField_maxMotorForce:
	case b2cField_maxMotorTorque:
	case b2cField_linearHertz:
	case b2cField_angularHertz:
	case b2cField_maxForce:
	case b2cField_maxTorque:
	case b2cField_constraintHertz:
	case b2cField_constraintDampingRatio:
	case b2cField_timeStep:
		return SIGN_NONNEGATIVE;
	case b2cField_correctionFactor:
		return SIGN_UNIT;
	case b2cField_forceThreshold:
	case b2cField_torqueThreshold:
		return SIGN_THRESHOLD;
	default:
		return SIGN_ANY;
	}
}

b2cRule b2cCheckValue(b2cField field, float value)
{
	if (signOf(field) == SIGN_THRESHOLD) // infinite allowed: never reached
		return isnan(value) ? b2cRule_nan : value < 0.0f ? b2cRule_negative : b2cRule_none;
	if (!isfinite(value))
		return b2cRule_notFinite;
	switch (signOf(field)) {
	case SIGN_POSITIVE:
		return value > 0.0f ? b2cRule_none : b2cRule_notPositive;
	case SIGN_NONNEGATIVE:
		return value >= 0.0f ? b2cRule_none : b2cRule_negative;
	case SIGN_UNIT:
		return value < 0.0f ? b2cRule_negative : value > 1.0f ? b2cRule_unitRange : b2cRule_none;
	default:
		return b2cRule_none;
	}
}

b2cRule b2cCheckVector(b2cField field, b2cVec2 value)
{
	b2cRule rule = b2cCheckValue(field, value.x);
	return rule != b2cRule_none ? rule : b2cCheckValue(field, value.y);
}

b2cRule b2cCheckAxis(b2cVec2 axis)
{
	if (!isfinite(axis.x) || !isfinite(axis.y))
		return b2cRule_notFinite;
	return b2cLength(axis) < 1.0e-6f ? b2cRule_zero : b2cRule_none;
}

// The checks below stop at the first refusal: `r` says it (rule b2cRule_none while all is well).
static bool number(b2cRefusal *r, b2cField field, float value)
{
	b2cRule rule = b2cCheckValue(field, value);
	if (rule != b2cRule_none)
		*r = (b2cRefusal){rule, field, b2cField_none, value};
	return rule == b2cRule_none;
}

static bool vector(b2cRefusal *r, b2cField field, b2cVec2 v) { return number(r, field, v.x) && number(r, field, v.y); }

static bool ordered(b2cRefusal *r, b2cField lower, float lowerValue, b2cField upper, float upperValue)
{
	if (lowerValue <= upperValue)
		return true;
	*r = (b2cRefusal){b2cRule_order, lower, upper, lowerValue};
	return false;
}

static const b2cRefusal s_accepted = {b2cRule_none, b2cField_none, b2cField_none, 0.0f};

b2cRefusal b2cCheckWorldDef(const b2cWorldDef *def)
{
	b2cRefusal r = s_accepted;
	(void)(vector(&r, b2cField_gravity, def->gravity) && number(&r, b2cField_timeToSleep, def->timeToSleep) &&
		   number(&r, b2cField_contactHertz, def->contactHertz) &&
		   number(&r, b2cField_contactDampingRatio, def->contactDampingRatio) &&
		   number(&r, b2cField_contactPushMaxVelocity, def->contactPushMaxVelocity) &&
		   number(&r, b2cField_restitutionThreshold, def->restitutionThreshold) &&
		   number(&r, b2cField_contactReuseDistance, def->contactReuseDistance) &&
		   number(&r, b2cField_jointHertz, def->jointHertz) &&
		   number(&r, b2cField_jointDampingRatio, def->jointDampingRatio) &&
		   number(&r, b2cField_maxLinearSpeed, def->maxLinearSpeed) &&
		   number(&r, b2cField_hitEventThreshold, def->hitEventThreshold));
	if (r.rule == b2cRule_none && (def->workerCount < 1 || def->workerCount > B2C_MAX_WORKERS))
		r = (b2cRefusal){b2cRule_workers, b2cField_workerCount, b2cField_none, (float)def->workerCount};
	if (r.rule == b2cRule_none && (def->enqueueTask == NULL) != (def->finishTask == NULL))
		r = (b2cRefusal){b2cRule_taskSystem, def->enqueueTask == NULL ? b2cField_enqueueTask : b2cField_finishTask,
						 b2cField_none, 0.0f};
	return r;
}

b2cRefusal b2cCheckBodyDef(const b2cBodyDef *def)
{
	b2cRefusal r = s_accepted;
	if ((unsigned)def->type > (unsigned)b2cBody_dynamic) {
		r.rule = b2cRule_type;
		r.field = b2cField_type;
		return r;
	}
	(void)(vector(&r, b2cField_position, def->position) && number(&r, b2cField_angle, def->angle) &&
		   vector(&r, b2cField_linearVelocity, def->linearVelocity) &&
		   number(&r, b2cField_angularVelocity, def->angularVelocity) &&
		   number(&r, b2cField_linearDamping, def->linearDamping) &&
		   number(&r, b2cField_angularDamping, def->angularDamping) &&
		   number(&r, b2cField_gravityScale, def->gravityScale) &&
		   number(&r, b2cField_sleepThreshold, def->sleepThreshold));
	return r;
}

b2cRefusal b2cCheckShapeDef(const b2cShapeDef *def)
{
	b2cRefusal r = s_accepted;
	(void)(number(&r, b2cField_density, def->density) && number(&r, b2cField_friction, def->friction) &&
		   number(&r, b2cField_restitution, def->restitution) &&
		   number(&r, b2cField_rollingResistance, def->rollingResistance) &&
		   number(&r, b2cField_tangentSpeed, def->tangentSpeed));
	return r;
}

b2cRefusal b2cCheckJointDef(const b2cJointDef *def)
{
	b2cRefusal r = s_accepted;
	b2cJointType type = def->type;
	if ((unsigned)type >= b2cJoint_typeCount) {
		r.rule = b2cRule_type;
		r.field = b2cField_type;
		return r;
	}
	if (def->bodyA.index != B2C_NO_BODY && def->bodyA.index == def->bodyB.index) {
		r.rule = b2cRule_sameBody;
		r.field = b2cField_bodies;
		return r;
	}
	bool limited = type == b2cJoint_revolute || type == b2cJoint_prismatic || type == b2cJoint_wheel;
	bool axis = type == b2cJoint_prismatic || type == b2cJoint_wheel;
	bool ok =
		vector(&r, b2cField_localAnchorA, def->localAnchorA) && vector(&r, b2cField_localAnchorB, def->localAnchorB) &&
		vector(&r, b2cField_localAxisA, def->localAxisA) && number(&r, b2cField_referenceAngle, def->referenceAngle) &&
		number(&r, b2cField_length, def->length) && number(&r, b2cField_minLength, def->minLength) &&
		number(&r, b2cField_maxLength, def->maxLength) && number(&r, b2cField_hertz, def->hertz) &&
		number(&r, b2cField_dampingRatio, def->dampingRatio) && number(&r, b2cField_lower, def->lower) &&
		number(&r, b2cField_upper, def->upper) && number(&r, b2cField_motorSpeed, def->motorSpeed) &&
		number(&r, b2cField_maxMotorForce, def->maxMotorForce) &&
		number(&r, b2cField_maxMotorTorque, def->maxMotorTorque) &&
		number(&r, b2cField_linearHertz, def->linearHertz) && number(&r, b2cField_angularHertz, def->angularHertz) &&
		vector(&r, b2cField_target, def->target) && number(&r, b2cField_maxForce, def->maxForce) &&
		number(&r, b2cField_maxTorque, def->maxTorque) && vector(&r, b2cField_linearOffset, def->linearOffset) &&
		number(&r, b2cField_angularOffset, def->angularOffset) &&
		number(&r, b2cField_correctionFactor, def->correctionFactor) &&
		number(&r, b2cField_constraintHertz, def->constraintHertz) &&
		number(&r, b2cField_constraintDampingRatio, def->constraintDampingRatio) &&
		number(&r, b2cField_ratio, def->ratio) && vector(&r, b2cField_groundAnchorA, def->groundAnchorA) &&
		vector(&r, b2cField_groundAnchorB, def->groundAnchorB) && number(&r, b2cField_targetAngle, def->targetAngle) &&
		number(&r, b2cField_targetTranslation, def->targetTranslation) &&
		number(&r, b2cField_forceThreshold, def->forceThreshold) &&
		number(&r, b2cField_torqueThreshold, def->torqueThreshold);
	if (!ok)
		return r;
	if (type == b2cJoint_pulley && !(def->ratio > 0.0f))
		return (b2cRefusal){b2cRule_notPositive, b2cField_ratio, b2cField_none, def->ratio};
	if (type == b2cJoint_gear && def->ratio == 0.0f)
		return (b2cRefusal){b2cRule_zero, b2cField_ratio, b2cField_none, def->ratio};
	if (type == b2cJoint_distance &&
		!ordered(&r, b2cField_minLength, def->minLength, b2cField_maxLength, def->maxLength))
		return r;
	if (limited && !ordered(&r, b2cField_lower, def->lower, b2cField_upper, def->upper))
		return r;
	if (axis && b2cCheckAxis(def->localAxisA) != b2cRule_none)
		r = (b2cRefusal){b2cRule_zero, b2cField_localAxisA, b2cField_none, b2cLength(def->localAxisA)};
	return r;
}

static b2cField fieldOfParam(b2cJointParam param)
{
	switch (param) {
	case b2cJointParam_length:
		return b2cField_length;
	case b2cJointParam_minLength:
		return b2cField_minLength;
	case b2cJointParam_maxLength:
		return b2cField_maxLength;
	case b2cJointParam_hertz:
		return b2cField_hertz;
	case b2cJointParam_dampingRatio:
		return b2cField_dampingRatio;
	case b2cJointParam_lower:
		return b2cField_lower;
	case b2cJointParam_upper:
		return b2cField_upper;
	case b2cJointParam_motorSpeed:
		return b2cField_motorSpeed;
	case b2cJointParam_maxMotorForce:
		return b2cField_maxMotorForce;
	case b2cJointParam_maxMotorTorque:
		return b2cField_maxMotorTorque;
	case b2cJointParam_linearHertz:
		return b2cField_linearHertz;
	case b2cJointParam_angularHertz:
		return b2cField_angularHertz;
	case b2cJointParam_maxForce:
		return b2cField_maxForce;
	case b2cJointParam_maxTorque:
		return b2cField_maxTorque;
	case b2cJointParam_angularOffset:
		return b2cField_angularOffset;
	case b2cJointParam_correctionFactor:
		return b2cField_correctionFactor;
	case b2cJointParam_referenceAngle:
		return b2cField_referenceAngle;
	case b2cJointParam_constraintHertz:
		return b2cField_constraintHertz;
	case b2cJointParam_constraintDampingRatio:
		return b2cField_constraintDampingRatio;
	case b2cJointParam_targetAngle:
		return b2cField_targetAngle;
	case b2cJointParam_targetTranslation:
		return b2cField_targetTranslation;
	case b2cJointParam_forceThreshold:
		return b2cField_forceThreshold;
	case b2cJointParam_torqueThreshold:
		return b2cField_torqueThreshold;
	default:
		return b2cField_none;
	}
}

b2cRefusal b2cJoint_CheckParam(const b2cWorld *world, b2cJointId id, b2cJointParam param, float value)
{
	b2cRefusal r = s_accepted;
	b2cField field = fieldOfParam(param);
	if (!number(&r, field, value))
		return r;
	// a limit stays in order, and a length range
	b2cJointParam lower = param == b2cJointParam_upper       ? b2cJointParam_lower
						  : param == b2cJointParam_maxLength ? b2cJointParam_minLength
															 : b2cJointParam_count;
	b2cJointParam upper = param == b2cJointParam_lower       ? b2cJointParam_upper
						  : param == b2cJointParam_minLength ? b2cJointParam_maxLength
															 : b2cJointParam_count;
	if (upper != b2cJointParam_count && value > b2cJoint_GetParam(world, id, upper))
		r = (b2cRefusal){b2cRule_order, field, fieldOfParam(upper), value};
	if (lower != b2cJointParam_count && value < b2cJoint_GetParam(world, id, lower))
		r = (b2cRefusal){b2cRule_order, field, fieldOfParam(lower), value};
	return r;
}

b2cRefusal b2cCheckStep(float dt, int subSteps)
{
	b2cRefusal r = s_accepted;
	if (number(&r, b2cField_timeStep, dt) && (subSteps < 1 || subSteps > B2C_MAX_SUB_STEPS))
		r = (b2cRefusal){b2cRule_subSteps, b2cField_subSteps, b2cField_none, (float)subSteps};
	return r;
}

b2cRefusal b2cCheckConstraintTuning(float hertz, float dampingRatio)
{
	b2cRefusal r = s_accepted;
	if (number(&r, b2cField_constraintHertz, hertz) && hertz == 0.0f)
		r = (b2cRefusal){b2cRule_notPositive, b2cField_constraintHertz, b2cField_none, hertz};
	if (r.rule == b2cRule_none)
		number(&r, b2cField_constraintDampingRatio, dampingRatio);
	return r;
}

const char *b2cFieldName(b2cField field)
{
	static const char *const names[b2cField_count] = {
		"",
		"type",
		"gravity",
		"timeToSleep",
		"contactHertz",
		"contactDampingRatio",
		"contactPushMaxVelocity",
		"restitutionThreshold",
		"contactReuseDistance",
		"jointHertz",
		"jointDampingRatio",
		"maxLinearSpeed",
		"hitEventThreshold",
		"workerCount",
		"enqueueTask",
		"finishTask",
		"position",
		"angle",
		"linearVelocity",
		"angularVelocity",
		"linearDamping",
		"angularDamping",
		"gravityScale",
		"sleepThreshold",
		"mass",
		"center",
		"rotationalInertia",
		"density",
		"friction",
		"restitution",
		"rollingResistance",
		"tangentSpeed",
		"bodies",
		"localAnchorA",
		"localAnchorB",
		"localAxisA",
		"referenceAngle",
		"length",
		"minLength",
		"maxLength",
		"hertz",
		"dampingRatio",
		"lower",
		"upper",
		"motorSpeed",
		"maxMotorForce",
		"maxMotorTorque",
		"linearHertz",
		"angularHertz",
		"target",
		"maxForce",
		"maxTorque",
		"linearOffset",
		"angularOffset",
		"correctionFactor",
		"constraintHertz",
		"constraintDampingRatio",
		"ratio",
		"groundAnchorA",
		"groundAnchorB",
		"targetAngle",
		"targetTranslation",
		"forceThreshold",
		"torqueThreshold",
		"joints",
		"timeStep",
		"subSteps",
	};
	_Static_assert(sizeof names / sizeof names[0] == b2cField_count, "a name for every field");
	return (unsigned)field < b2cField_count && names[field] != NULL ? names[field] : "";
}

const char *b2cRuleText(b2cRule rule)
{
	switch (rule) {
	case b2cRule_none:
		return "accepted";
	case b2cRule_notFinite:
		return "must be finite";
	case b2cRule_negative:
		return "must not be negative";
	case b2cRule_notPositive:
		return "must be positive";
	case b2cRule_unitRange:
		return "must be in [0, 1]";
	case b2cRule_order:
		return "must not pass its other limit";
	case b2cRule_zero:
		return "must not be zero";
	case b2cRule_sameBody:
		return "must be two bodies";
	case b2cRule_type:
		return "must be a known type";
	case b2cRule_subSteps:
		return "must be in 1 to 64";
	case b2cRule_nan:
		return "must not be NaN";
	case b2cRule_workers:
		return "must be in 1 to 64";
	case b2cRule_taskSystem:
		return "must be given with its pair (enqueueTask and finishTask: both or neither)";
	}
	return "";
}
