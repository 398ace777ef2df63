// SPDX-License-Identifier: MIT
// b2c: joints between two bodies (or a body and the world), solved with the contacts by the
// soft-step solver: distance, revolute, prismatic, weld, mouse, wheel and motor joints.
#ifndef B2C_JOINT_H
#define B2C_JOINT_H

#include "world.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct b2cJointId {
	int32_t index;
	uint32_t generation;
} b2cJointId;

typedef enum b2cJointType {
	b2cJoint_distance,
	b2cJoint_revolute,
	b2cJoint_prismatic,
	b2cJoint_weld,
	b2cJoint_mouse,
	b2cJoint_wheel,
	b2cJoint_motor,
	b2cJoint_typeCount
} b2cJointType;

/// One definition for every type; each type reads the fields it uses. Anchors are in the bodies'
/// frames (of their origins); the axis is a direction in body A's frame.
typedef struct b2cJointDef {
	b2cJointType type;
	b2cBodyId bodyA; ///< index B2C_NO_BODY (-1): the world, a static frame at the origin
	b2cBodyId bodyB;
	b2cVec2 localAnchorA, localAnchorB;
	b2cVec2 localAxisA;   ///< prismatic, wheel (normalized on creation)
	float referenceAngle; ///< revolute, prismatic, weld: angle of B relative to A that counts as zero
	bool collideConnected;
	float length, minLength, maxLength; ///< distance
	bool enableSpring;
	float hertz, dampingRatio; ///< spring: distance, revolute, prismatic, mouse, wheel; weld damping
	bool enableLimit;
	float lower, upper; ///< revolute: angles; prismatic, wheel: translations along the axis
	bool enableMotor;
	float motorSpeed;    ///< rad/s (revolute, wheel) or m/s (distance, prismatic)
	float maxMotorForce; ///< N (distance, prismatic)
	float maxMotorTorque; ///< N m (revolute, wheel)
	float linearHertz, angularHertz; ///< weld: 0 is rigid
	b2cVec2 target;      ///< mouse: world point that body B's anchor is pulled to
	float maxForce;      ///< mouse, motor joint
	float maxTorque;     ///< motor joint
	b2cVec2 linearOffset; ///< motor joint: B's position in A's frame to reach
	float angularOffset;  ///< motor joint: B's angle relative to A to reach
	float correctionFactor; ///< motor joint: fraction of the error corrected per step, [0, 1]
	/// Softness of the joint's rigid parts while the solver pushes (Box2D v3's constraint tuning):
	/// hertz (capped at a quarter of the sub-step rate) and damping ratio. constraintHertz 0 (the
	/// default) takes the world's jointHertz and jointDampingRatio.
	float constraintHertz, constraintDampingRatio;
	uint64_t userData;
} b2cJointDef;

#define B2C_NO_BODY (-1)

/// Defaults of Box2D: no limits, motors or springs; mouse 5 Hz, damping 0.7; motor joint
/// correction 0.3; the world's constraint tuning (constraintHertz 0, constraintDampingRatio 2 for
/// when a hertz is set).
B2C_API b2cJointDef b2cDefaultJointDef(b2cJointType type);

/// A joint, or index -1 for bodies that are not valid (or the same body), a length out of order,
/// or no memory. Wakes both bodies. With collideConnected false, their contacts end.
B2C_API b2cJointId b2cWorld_CreateJoint(b2cWorld *world, const b2cJointDef *def);
B2C_API void b2cWorld_DestroyJoint(b2cWorld *world, b2cJointId id);
B2C_API bool b2cWorld_IsValidJoint(const b2cWorld *world, b2cJointId id);

/// The tunable settings, by name, for b2cJoint_GetParam/SetParam (a setter clamps nothing but
/// refuses NaN; a setting that the type does not have reads 0 and is ignored).
typedef enum b2cJointParam {
	b2cJointParam_length,
	b2cJointParam_minLength,
	b2cJointParam_maxLength,
	b2cJointParam_hertz,
	b2cJointParam_dampingRatio,
	b2cJointParam_lower,
	b2cJointParam_upper,
	b2cJointParam_motorSpeed,
	b2cJointParam_maxMotorForce,
	b2cJointParam_maxMotorTorque,
	b2cJointParam_linearHertz,
	b2cJointParam_angularHertz,
	b2cJointParam_maxForce,
	b2cJointParam_maxTorque,
	b2cJointParam_angularOffset,
	b2cJointParam_correctionFactor,
	b2cJointParam_referenceAngle,
	b2cJointParam_constraintHertz,
	b2cJointParam_constraintDampingRatio,
	b2cJointParam_count
} b2cJointParam;

typedef enum b2cJointFlag {
	b2cJointFlag_spring,
	b2cJointFlag_limit,
	b2cJointFlag_motor,
	b2cJointFlag_collideConnected,
} b2cJointFlag;

B2C_API b2cJointType b2cJoint_GetType(const b2cWorld *world, b2cJointId id);
B2C_API b2cJointDef b2cJoint_GetDef(const b2cWorld *world, b2cJointId id);
B2C_API float b2cJoint_GetParam(const b2cWorld *world, b2cJointId id, b2cJointParam param);
/// Set a setting and wake the bodies.
B2C_API void b2cJoint_SetParam(b2cWorld *world, b2cJointId id, b2cJointParam param, float value);
B2C_API bool b2cJoint_GetFlag(const b2cWorld *world, b2cJointId id, b2cJointFlag flag);
B2C_API void b2cJoint_SetFlag(b2cWorld *world, b2cJointId id, b2cJointFlag flag, bool value);
B2C_API b2cVec2 b2cJoint_GetTarget(const b2cWorld *world, b2cJointId id);
B2C_API void b2cJoint_SetTarget(b2cWorld *world, b2cJointId id, b2cVec2 target);
B2C_API b2cVec2 b2cJoint_GetLinearOffset(const b2cWorld *world, b2cJointId id);
B2C_API void b2cJoint_SetLinearOffset(b2cWorld *world, b2cJointId id, b2cVec2 offset);
/// The softness the joint's rigid parts solve with: its own constraint tuning, or the world's
/// joint tuning when it has none (constraintHertz 0).
B2C_API void b2cJoint_GetConstraintTuning(const b2cWorld *world, b2cJointId id, float *hertz, float *dampingRatio);
/// The anchors in world coordinates.
B2C_API b2cVec2 b2cJoint_GetAnchorA(const b2cWorld *world, b2cJointId id);
B2C_API b2cVec2 b2cJoint_GetAnchorB(const b2cWorld *world, b2cJointId id);
/// What the joint did to body B over the last step (at B's anchor), times invDt: with invDt =
/// 1 / dt, the force in N and the torque in N m.
B2C_API b2cVec2 b2cJoint_GetReactionForce(const b2cWorld *world, b2cJointId id, float invDt);
B2C_API float b2cJoint_GetReactionTorque(const b2cWorld *world, b2cJointId id, float invDt);
/// Revolute, weld: angle of B relative to A less the reference; prismatic, wheel: translation of
/// B's anchor from A's along the axis; distance: the anchors' distance.
B2C_API float b2cJoint_GetPosition(const b2cWorld *world, b2cJointId id);
/// Its rate of change.
B2C_API float b2cJoint_GetSpeed(const b2cWorld *world, b2cJointId id);
B2C_API uint64_t b2cJoint_GetUserData(const b2cWorld *world, b2cJointId id);
B2C_API b2cBodyId b2cJoint_GetBodyA(const b2cWorld *world, b2cJointId id);
B2C_API b2cBodyId b2cJoint_GetBodyB(const b2cWorld *world, b2cJointId id);

/// The joints of a body, for iteration: the first joint's index, then the next (-1 ends).
B2C_API int32_t b2cBody_GetFirstJoint(const b2cWorld *world, b2cBodyId body);
B2C_API int32_t b2cBody_GetNextJoint(const b2cWorld *world, b2cBodyId body, int32_t jointIndex);
/// The id of the live joint at `jointIndex`, or index -1 when that slot holds none.
B2C_API b2cJointId b2cWorld_GetJointId(const b2cWorld *world, int32_t jointIndex);
/// One past the largest joint index ever used: every joint's index is below it.
B2C_API int b2cWorld_GetJointIndexLimit(const b2cWorld *world);

#ifdef __cplusplus
}
#endif

#endif
