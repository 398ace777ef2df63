// SPDX-License-Identifier: MIT
// b2c: joints between two bodies (or a body and the world), solved with the contacts by the
// soft-step solver: distance, revolute, prismatic, weld, mouse, wheel, motor, gear, pulley, friction
// and filter joints.
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
	b2cJoint_gear,     ///< two revolute or prismatic joints' coordinates coupled: c1 + ratio c2 constant
	b2cJoint_pulley,   ///< lengthA + ratio lengthB constant (each from a ground anchor to a body's anchor)
	b2cJoint_friction, ///< top-down friction: B's motion relative to A resisted by at most maxForce, maxTorque
	b2cJoint_filter,   ///< no constraint: the two bodies never collide
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
	float motorSpeed;                ///< rad/s (revolute, wheel) or m/s (distance, prismatic)
	float maxMotorForce;             ///< N (distance, prismatic)
	float maxMotorTorque;            ///< N m (revolute, wheel)
	float linearHertz, angularHertz; ///< weld: 0 is rigid
	b2cVec2 target;                  ///< mouse: world point that body B's anchor is pulled to
	float maxForce;                  ///< mouse, motor joint
	float maxTorque;                 ///< motor joint
	b2cVec2 linearOffset;            ///< motor joint: B's position in A's frame to reach
	float angularOffset;             ///< motor joint: B's angle relative to A to reach
	float correctionFactor;          ///< motor joint: fraction of the error corrected per step, [0, 1]
	/// Softness of the joint's rigid parts while the solver pushes (Box2D v3's constraint tuning):
	/// hertz (capped at a quarter of the sub-step rate) and damping ratio. constraintHertz 0 (the
	/// default) takes the world's jointHertz and jointDampingRatio.
	float constraintHertz, constraintDampingRatio;
	uint64_t userData;
	b2cJointId joint1, joint2; ///< gear: the revolute or prismatic joints it couples (its bodies: their bodies B)
	float ratio;               ///< gear (finite, not zero), pulley (positive); 1 by default
	b2cVec2 groundAnchorA, groundAnchorB; ///< pulley: world points the rope runs over
	float targetAngle;                    ///< revolute: the angle its spring pulls to (0)
	float targetTranslation;              ///< prismatic: the translation its spring pulls to (0)
	/// Breakable joints: after a step whose reaction force (N) or torque (N m) is larger, the joint
	/// breaks (b2cJoint_IsBroken): it stops acting and is reported once (b2cWorld_GetJointEvents).
	/// Not NaN, not negative; infinite by default (never breaks).
	float forceThreshold, torqueThreshold;
} b2cJointDef;

#define B2C_NO_BODY (-1)

/// Which fields of a definition its caller set itself (b2cJointPlace.given): b2cJointDef_Place
/// computes the others.
enum {
	b2cGiven_anchorA = 1u << 0, ///< b2cJointPlace.anchorA (a distance joint's anchor on bodyA)
	b2cGiven_anchorB = 1u << 1, ///< b2cJointPlace.anchorB (bodyB's; the one anchor of the other types)
	b2cGiven_axis = 1u << 2,    ///< b2cJointPlace.axis
	b2cGiven_localAnchorA = 1u << 3,
	b2cGiven_localAnchorB = 1u << 4,
	b2cGiven_referenceAngle = 1u << 5,
	b2cGiven_length = 1u << 6,
	b2cGiven_minLength = 1u << 7,
	b2cGiven_maxLength = 1u << 8,
	b2cGiven_enableLimit = 1u << 9,
	b2cGiven_target = 1u << 10,
	b2cGiven_maxForce = 1u << 11,
	b2cGiven_linearOffset = 1u << 12,
	b2cGiven_angularOffset = 1u << 13,
};

/// A joint given in the world's frame (Box2D 2.4's Initialize): world anchors and a world axis.
/// A pulley's ground anchors are the definition's own (world points); a pulley has an anchor on each
/// body as a distance joint has. A gear takes its bodies and anchors from its joints (their bodies
/// B and anchors B: b2cJointDef_Place sets them when the joints are valid).
typedef struct b2cJointPlace {
	b2cVec2 anchorA, anchorB; ///< world points
	b2cVec2 axis;             ///< world direction (prismatic, wheel), not zero
	uint32_t given;           ///< b2cGiven_ bits: these and the fields of the definition set
} b2cJointPlace;

/// Fill the fields `place->given` leaves out of `def` (its type and bodies set; bodyA none: the
/// world's origin) from where the bodies are now. Anchors: a distance joint's default to the
/// bodies' origins, the other types' one anchor to bodyB's origin (a mouse joint's to its target,
/// bodyB's origin by default), a motor joint has none; the local anchors are the world ones in
/// each body's frame. The reference angle (and a motor joint's angular offset) is bodyB's angle
/// less bodyA's; a prismatic or wheel joint's axis ((1, 0) by default) is normalized into bodyA's
/// frame; a distance joint's length is its anchors' distance, its limit on when a min or max
/// length is given; a mouse joint's maxForce is 1000 times bodyB's mass; a motor joint's linear
/// offset is bodyB's origin in bodyA's frame.
B2C_API void b2cJointDef_Place(const b2cWorld *world, b2cJointDef *def, const b2cJointPlace *place);

/// Defaults of Box2D: no limits or motors, and no springs but a wheel joint's (1 Hz, damping 0.7);
/// mouse 5 Hz, damping 0.7; motor joint maxForce 1, maxTorque 1, correction 0.3; the world's
/// constraint tuning (constraintHertz 0, constraintDampingRatio 2 for when a hertz is set); ratio
/// 1, no gear joints (index -1), break thresholds infinite, spring targets 0, a friction joint's
/// maxForce and maxTorque 0.
B2C_API b2cJointDef b2cDefaultJointDef(b2cJointType type);

/// A joint, or index -1 for bodies that are not valid, a definition b2cCheckJointDef refuses
/// (check.h: the same body twice, a value out of its range, limits out of order, a zero axis, a
/// pulley's ratio not positive, a gear's zero), a gear whose joints b2cWorld_CheckGearJoints
/// refuses, a pulley or filter joint without bodyA, or no memory. Wakes both bodies. With
/// collideConnected false (always, for a filter joint), their contacts end.
B2C_API b2cJointId b2cWorld_CreateJoint(b2cWorld *world, const b2cJointDef *def);
B2C_API void b2cWorld_DestroyJoint(b2cWorld *world, b2cJointId id);
/// Whether two joints can make a gear: both live, revolute or prismatic, not one joint. (A gear is
/// refused otherwise; its bodies are its joints' bodies B, which must differ. A gear whose joint is
/// destroyed later does nothing until it is destroyed too.)
B2C_API bool b2cWorld_CheckGearJoints(const b2cWorld *world, b2cJointId joint1, b2cJointId joint2);
B2C_API bool b2cWorld_IsValidJoint(const b2cWorld *world, b2cJointId id);

/// The tunable settings, by name, for b2cJoint_GetParam/SetParam (a setter clamps nothing but
/// refuses what b2cJoint_CheckParam refuses; a setting that the type does not have reads 0 and is
/// ignored).
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
	b2cJointParam_targetAngle,
	b2cJointParam_targetTranslation,
	b2cJointParam_forceThreshold,
	b2cJointParam_torqueThreshold,
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
/// Set a setting and wake the bodies; false (nothing changed) for a value b2cJoint_CheckParam
/// refuses (check.h: not finite, negative where it must not be, a limit past its other one).
B2C_API bool b2cJoint_SetParam(b2cWorld *world, b2cJointId id, b2cJointParam param, float value);
/// Both limits at once (lower <= upper, finite), the bodies woken; false when refused.
B2C_API bool b2cJoint_SetLimits(b2cWorld *world, b2cJointId id, float lower, float upper);
B2C_API bool b2cJoint_GetFlag(const b2cWorld *world, b2cJointId id, b2cJointFlag flag);
B2C_API void b2cJoint_SetFlag(b2cWorld *world, b2cJointId id, b2cJointFlag flag, bool value);
B2C_API b2cVec2 b2cJoint_GetTarget(const b2cWorld *world, b2cJointId id);
/// A mouse joint's target, a motor joint's offset: finite only (false, as it was, for any other).
B2C_API bool b2cJoint_SetTarget(b2cWorld *world, b2cJointId id, b2cVec2 target);
B2C_API b2cVec2 b2cJoint_GetLinearOffset(const b2cWorld *world, b2cJointId id);
B2C_API bool b2cJoint_SetLinearOffset(b2cWorld *world, b2cJointId id, b2cVec2 offset);
/// The softness the joint's rigid parts solve with: its own constraint tuning, or the world's
/// joint tuning when it has none (constraintHertz 0).
B2C_API void b2cJoint_GetConstraintTuning(const b2cWorld *world, b2cJointId id, float *hertz, float *dampingRatio);
/// The joint's own constraint tuning (b2cCheckConstraintTuning: a positive hertz, a damping ratio
/// not negative), the bodies woken; false when refused.
B2C_API bool b2cJoint_SetConstraintTuning(b2cWorld *world, b2cJointId id, float hertz, float dampingRatio);
/// The anchors in world coordinates.
B2C_API b2cVec2 b2cJoint_GetAnchorA(const b2cWorld *world, b2cJointId id);
B2C_API b2cVec2 b2cJoint_GetAnchorB(const b2cWorld *world, b2cJointId id);
/// What the joint did to body B over the last step (at B's anchor), times invDt: with invDt =
/// 1 / dt, the force in N and the torque in N m.
B2C_API b2cVec2 b2cJoint_GetReactionForce(const b2cWorld *world, b2cJointId id, float invDt);
B2C_API float b2cJoint_GetReactionTorque(const b2cWorld *world, b2cJointId id, float invDt);
/// The motor's force (distance, prismatic: N) or torque (revolute, wheel: N m) over the last step:
/// its impulse times invDt (1 / dt). 0 for a joint without a motor.
B2C_API float b2cJoint_GetMotorForce(const b2cWorld *world, b2cJointId id, float invDt);
/// Revolute: angle of B relative to A less the reference, counting whole turns (it does not wrap
/// at +-pi: turned twice, 4 pi; the turns are counted at every step, a body teleported by half a
/// turn or more between steps may be counted the wrong way); weld: that angle in [-pi, pi];
/// prismatic, wheel: translation of B's anchor from A's along the axis; distance: the anchors'
/// distance; pulley: lengthA + ratio lengthB; gear: coordinate1 + ratio coordinate2.
B2C_API float b2cJoint_GetPosition(const b2cWorld *world, b2cJointId id);
/// Its rate of change.
B2C_API float b2cJoint_GetSpeed(const b2cWorld *world, b2cJointId id);
B2C_API uint64_t b2cJoint_GetUserData(const b2cWorld *world, b2cJointId id);
/// A joint that broke (its reaction passed a threshold): it no longer acts (its bodies move and
/// collide as if it were gone) and stays, with its handle valid, until destroyed.
B2C_API bool b2cJoint_IsBroken(const b2cWorld *world, b2cJointId id);
/// A pulley's ground anchors (zero for any other joint).
B2C_API b2cVec2 b2cJoint_GetGroundAnchorA(const b2cWorld *world, b2cJointId id);
B2C_API b2cVec2 b2cJoint_GetGroundAnchorB(const b2cWorld *world, b2cJointId id);

/// A joint that broke in the last step, with the reaction that broke it (N, N m).
typedef struct b2cJointEvent {
	b2cJointId joint;
	b2cVec2 force;
	float torque;
} b2cJointEvent;

/// The joints that broke in the last step, in slot order: up to `capacity` into `events`; returns
/// how many there are (call with capacity 0 to count).
B2C_API int b2cWorld_GetJointEvents(const b2cWorld *world, b2cJointEvent *events, int capacity);
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
