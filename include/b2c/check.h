// SPDX-License-Identifier: MIT
// b2c: the rules of definitions and settings, in one place. Each creator (b2cCreateWorld,
// b2cWorld_CreateBody, b2cBody_CreateShape, b2cBody_CreateChain, b2cWorld_CreateJoint) calls the
// check of its definition and refuses what it refuses: NULL or a null id (index -1), nothing
// made. Each setter of a world's tuning or a joint's setting refuses a value its rule refuses and
// returns false, the setting as it was. Why is the check's to say: a caller that wants to tell
// (the Lua binding, which names the fields as Lua sees them) asks it before creating or setting.
#ifndef B2C_CHECK_H
#define B2C_CHECK_H

#include "joint.h"
#include "world.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The fields the rules name: of b2cWorldDef, b2cBodyDef, b2cShapeDef and b2cJointDef.
typedef enum b2cField {
	b2cField_none,
	b2cField_type, ///< a body's or a joint's type
	// world
	b2cField_gravity,
	b2cField_timeToSleep,
	b2cField_contactHertz,
	b2cField_contactDampingRatio,
	b2cField_contactPushMaxVelocity,
	b2cField_restitutionThreshold,
	b2cField_contactReuseDistance,
	b2cField_jointHertz,
	b2cField_jointDampingRatio,
	b2cField_maxLinearSpeed,
	b2cField_hitEventThreshold,
	b2cField_workerCount, ///< 1 to B2C_MAX_WORKERS
	b2cField_enqueueTask, ///< an embedder's task system: enqueueTask and finishTask, both or neither
	b2cField_finishTask,
	// body
	b2cField_position,
	b2cField_angle,
	b2cField_linearVelocity,
	b2cField_angularVelocity,
	b2cField_linearDamping,
	b2cField_angularDamping,
	b2cField_gravityScale,
	b2cField_sleepThreshold,
	b2cField_mass,
	b2cField_center,
	b2cField_rotationalInertia,
	// shape
	b2cField_density,
	b2cField_friction,
	b2cField_restitution,
	b2cField_rollingResistance,
	b2cField_tangentSpeed,
	// joint
	b2cField_bodies,
	b2cField_localAnchorA,
	b2cField_localAnchorB,
	b2cField_localAxisA,
	b2cField_referenceAngle,
	b2cField_length,
	b2cField_minLength,
	b2cField_maxLength,
	b2cField_hertz,
	b2cField_dampingRatio,
	b2cField_lower,
	b2cField_upper,
	b2cField_motorSpeed,
	b2cField_maxMotorForce,
	b2cField_maxMotorTorque,
	b2cField_linearHertz,
	b2cField_angularHertz,
	b2cField_target,
	b2cField_maxForce,
	b2cField_maxTorque,
	b2cField_linearOffset,
	b2cField_angularOffset,
	b2cField_correctionFactor,
	b2cField_constraintHertz,
	b2cField_constraintDampingRatio,
	b2cField_ratio, ///< gear: finite, not zero; pulley: positive
	b2cField_groundAnchorA,
	b2cField_groundAnchorB,
	b2cField_targetAngle,
	b2cField_targetTranslation,
	b2cField_forceThreshold, ///< not NaN, not negative (infinite: never breaks)
	b2cField_torqueThreshold,
	b2cField_joints, ///< a gear's joints (not revolute or prismatic joints of the world, or one joint)
	// step
	b2cField_timeStep,
	b2cField_subSteps,
	b2cField_count
} b2cField;

/// The rule a value breaks.
typedef enum b2cRule {
	b2cRule_none,        ///< accepted
	b2cRule_notFinite,   ///< NaN or infinite
	b2cRule_negative,    ///< must not be negative
	b2cRule_notPositive, ///< must be positive
	b2cRule_unitRange,   ///< must be in [0, 1]
	b2cRule_order,       ///< out of order with the field `other` (a lower limit above its upper one)
	b2cRule_zero,        ///< a direction that must not be zero (an axis)
	b2cRule_sameBody,    ///< a joint's two bodies are one
	b2cRule_type,        ///< not a type of its kind (a body type, a joint type)
	b2cRule_subSteps,    ///< sub-steps not in 1 to B2C_MAX_SUB_STEPS
	b2cRule_nan,         ///< NaN where infinity is allowed (a joint's break thresholds)
	b2cRule_workers,     ///< a worker count not in 1 to B2C_MAX_WORKERS
	b2cRule_taskSystem,  ///< enqueueTask without finishTask, or finishTask without enqueueTask
} b2cRule;

/// The most sub-steps a step takes (b2cWorld_Step).
#define B2C_MAX_SUB_STEPS 64

/// Why a definition or a setting is refused: the rule, the field it names (for an order, the one
/// refused, and `other` the limit it passed), the value refused (a number field). rule
/// b2cRule_none: accepted.
typedef struct b2cRefusal {
	b2cRule rule;
	b2cField field, other;
	float value;
} b2cRefusal;

/// The rule a number breaks as the value of `field` (every field must be finite; some must not be
/// negative, some must be positive, a correction factor is in [0, 1]).
B2C_API b2cRule b2cCheckValue(b2cField field, float value);
/// The rule a vector breaks as the value of `field` (each coordinate by b2cCheckValue).
B2C_API b2cRule b2cCheckVector(b2cField field, b2cVec2 value);
/// The rule a direction breaks (shorter than 1e-6: no direction).
B2C_API b2cRule b2cCheckAxis(b2cVec2 axis);
/// Every field of a definition in the order of its struct, then the rules between fields.
B2C_API b2cRefusal b2cCheckWorldDef(const b2cWorldDef *def);
B2C_API b2cRefusal b2cCheckBodyDef(const b2cBodyDef *def);
B2C_API b2cRefusal b2cCheckShapeDef(const b2cShapeDef *def);
/// A joint definition: its type, its bodies not one body, every field its type uses, the limits
/// in order (lower <= upper; minLength <= maxLength), an axis that is one (prismatic, wheel).
/// Whether the bodies exist is the world's to say (b2cWorld_CreateJoint).
B2C_API b2cRefusal b2cCheckJointDef(const b2cJointDef *def);
/// A step's arguments (b2cWorld_Step): a time step finite and not negative (0 steps nothing), 1 to
/// B2C_MAX_SUB_STEPS sub-steps.
B2C_API b2cRefusal b2cCheckStep(float dt, int subSteps);
/// A new value of a joint's setting: the field's rule, and the limits kept in order.
B2C_API b2cRefusal b2cJoint_CheckParam(const b2cWorld *world, b2cJointId id, b2cJointParam param, float value);
/// A joint's own constraint tuning, set after its creation: a positive hertz (0, the world's
/// tuning, is for definitions), a damping ratio not negative.
B2C_API b2cRefusal b2cCheckConstraintTuning(float hertz, float dampingRatio);
/// The C name of a field (`contactHertz`, `lower`), and a rule in words (`must be positive`).
B2C_API const char *b2cFieldName(b2cField field);
B2C_API const char *b2cRuleText(b2cRule rule);

#ifdef __cplusplus
}
#endif

#endif
