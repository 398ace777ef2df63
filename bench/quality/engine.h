// SPDX-License-Identifier: MIT
// The scene-quality harness (make quality): a small engine-neutral API the scenes are written
// against. One back-end per engine: engine_b2c.c (b2c's core) and engine_v3.c (Box2D v3, built
// only with `make quality V3=...`). Everything a scene relies on is passed explicitly (density,
// friction, restitution, damping, gravity scale, sleep): the two engines' defaults differ. What is
// left to each engine is its own tuning (contact and joint stiffness, sleep thresholds, slop).
//
// Bodies, shapes and joints are small integer handles into the back-end's tables, in the order
// they were made (the first body is 0). -1 means "failed" (a shape the engine refuses) or, for a
// joint's body, the world itself (a static frame at the origin).
#ifndef QUALITY_ENGINE_H
#define QUALITY_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct qWorld qWorld;

typedef struct qWorldDef {
	float gravityX, gravityY;
	bool enableSleep;
	bool enableContinuous; ///< sweep fast bodies against static ones (bullets against all)
} qWorldDef;

typedef enum qBodyType { qBody_static, qBody_kinematic, qBody_dynamic } qBodyType;

typedef struct qBodyDef {
	qBodyType type;
	float x, y, angle;
	float vx, vy, angularVelocity;
	float linearDamping, angularDamping;
	float gravityScale;
	bool bullet;
	bool fixedRotation;
	bool allowSleep;
	bool awake;
} qBodyDef;

typedef struct qShapeDef {
	float density, friction, restitution;
	uint16_t categoryBits, maskBits;
	int16_t groupIndex;
} qShapeDef;

typedef enum qJointType {
	qJoint_revolute,
	qJoint_weld,
	qJoint_distance,
	qJoint_prismatic,
	qJoint_wheel,
	qJoint_motor,
	qJoint_mouse,
} qJointType;

/// One definition for every joint type; each type reads the fields it uses. Anchors are in the
/// bodies' frames (of their origins); q_joint_anchor_at sets both from one world point.
typedef struct qJointDef {
	qJointType type;
	int bodyA, bodyB; ///< -1: the world
	float localAx, localAy, localBx, localBy;
	float axisX, axisY;   ///< prismatic, wheel: a direction in A's frame
	float referenceAngle; ///< revolute, weld, prismatic: B's angle less A's that counts as zero
	bool collideConnected;
	bool enableLimit;
	float lower, upper; ///< revolute: angles; prismatic, wheel: translations
	bool enableMotor;
	float motorSpeed;
	float maxMotorForce;  ///< prismatic
	float maxMotorTorque; ///< revolute, wheel
	bool enableSpring;
	float hertz, dampingRatio;                         ///< revolute, distance, prismatic, wheel spring; mouse stiffness
	float linearHertz, angularHertz;                   ///< weld (0: rigid)
	float linearDampingRatio, angularDampingRatio;     ///< weld (b2c has one ratio: the linear one)
	float length, minLength, maxLength;                ///< distance (the limit is on with enableLimit)
	float targetX, targetY;                            ///< mouse: the world point B's anchor is pulled to
	float maxForce;                                    ///< mouse, motor
	float maxTorque;                                   ///< motor
	float linearOffsetX, linearOffsetY, angularOffset; ///< motor: B's place in A's frame
	float correctionFactor;                            ///< motor (b2c); v3's motor joint is a spring: see engine_v3.c
	/// The softness of the joint's rigid parts (Box2D v3's constraint tuning): hertz and damping
	/// ratio. 0 hertz: the engine's own.
	float constraintHertz, constraintDampingRatio;
} qJointDef;

#ifdef __cplusplus
extern "C" {
#endif

/// The engine's name for the table ("b2c", "v3").
const char *q_engine_name(void);

qWorld *q_create_world(const qWorldDef *def);
void q_destroy_world(qWorld *world);
void q_step(qWorld *world, float dt, int subSteps);
int q_awake_body_count(qWorld *world);
void q_world_set_gravity(qWorld *world, float gravityX, float gravityY);
/// Contact softness (stiffness in Hz, damping ratio) and the fastest speed at which overlap is
/// pushed apart (m/s), as Box2D v3's b2World_SetContactTuning.
void q_world_set_contact_tuning(qWorld *world, float hertz, float dampingRatio, float pushSpeed);
/// The closing speed (m/s) above which restitution applies.
void q_world_set_restitution_threshold(qWorld *world, float threshold);

int q_create_body(qWorld *world, const qBodyDef *def);

/// A box of half widths hx, hy (the core: `radius` rounds it outward) centred at (cx, cy) in the
/// body's frame and turned by `angle`.
int q_add_box(qWorld *world, int body, const qShapeDef *def, float hx, float hy, float cx, float cy, float angle,
			  float radius);
int q_add_circle(qWorld *world, int body, const qShapeDef *def, float cx, float cy, float radius);
int q_add_capsule(qWorld *world, int body, const qShapeDef *def, float x1, float y1, float x2, float y2, float radius);
/// A convex polygon: the hull of `count` points (x0, y0, x1, y1, ...), rounded by `radius`.
int q_add_polygon(qWorld *world, int body, const qShapeDef *def, const float *xy, int count, float radius);
int q_add_segment(qWorld *world, int body, const qShapeDef *def, float x1, float y1, float x2, float y2);
/// A chain through `count` points (a loop when `loop`; at least 4 points for v3). v3's chains are
/// one-sided (they collide on the right of each segment's direction: the outside of a
/// counter-clockwise loop) and an open one has no collision on its end segments; b2c's are
/// two-sided. Scenes use counter-clockwise loops around solid ground.
int q_add_chain(qWorld *world, int body, const qShapeDef *def, const float *xy, int count, bool loop);

int q_create_joint(qWorld *world, const qJointDef *def);

void q_body_position(qWorld *world, int body, float *x, float *y);
float q_body_angle(qWorld *world, int body);
void q_body_velocity(qWorld *world, int body, float *vx, float *vy, float *angularVelocity);
bool q_body_awake(qWorld *world, int body);
void q_body_set_velocity(qWorld *world, int body, float vx, float vy, float angularVelocity);
/// A linear impulse (N s) at the world point (x, y); wakes the body.
void q_body_apply_impulse(qWorld *world, int body, float impulseX, float impulseY, float x, float y);
/// A revolute, prismatic, wheel or distance joint's motor speed; wakes its bodies.
void q_joint_set_motor_speed(qWorld *world, int joint, float speed);
/// The joint's anchors in world coordinates: their distance is the joint's gap.
void q_joint_anchors(qWorld *world, int joint, float *ax, float *ay, float *bx, float *by);
/// A body's frame: the world point (x, y) in its own coordinates (the world's own for body -1).
void q_body_local_point(qWorld *world, int body, float x, float y, float *lx, float *ly);

#ifdef __cplusplus
}
#endif

// ---- definitions with every field set (engine-neutral, shared by both back-ends) ----

/// Awake, no velocity, no damping, gravity scale 1, may sleep, no bullet, turns.
static inline qBodyDef q_body_def(qBodyType type, float x, float y)
{
	qBodyDef def = {0};
	def.type = type;
	def.x = x;
	def.y = y;
	def.gravityScale = 1.0f;
	def.allowSleep = true;
	def.awake = true;
	return def;
}

/// Collides with everything (category 1, mask all, no group).
static inline qShapeDef q_shape_def(float density, float friction, float restitution)
{
	qShapeDef def = {0};
	def.density = density;
	def.friction = friction;
	def.restitution = restitution;
	def.categoryBits = 1;
	def.maskBits = 0xffff;
	return def;
}

/// Nothing on: no limit, motor or spring; rigid weld; axis x; distance 1 with no limit.
static inline qJointDef q_joint_def(qJointType type, int bodyA, int bodyB)
{
	qJointDef def = {0};
	def.type = type;
	def.bodyA = bodyA;
	def.bodyB = bodyB;
	def.axisX = 1.0f;
	def.length = 1.0f;
	def.maxLength = 100000.0f;
	def.dampingRatio = 0.0f;
	def.correctionFactor = 0.3f;
	return def;
}

/// Set both local anchors from one world point (the bodies where they are now).
static inline void q_joint_anchor_at(qWorld *world, qJointDef *def, float x, float y)
{
	q_body_local_point(world, def->bodyA, x, y, &def->localAx, &def->localAy);
	q_body_local_point(world, def->bodyB, x, y, &def->localBx, &def->localBy);
}

// For the back-ends (defined in scenes.c): room for one more of count items of size bytes in
// *array, doubling *capacity (from 64) when full. False when memory runs out.
bool q_grow(void **array, int *capacity, int count, size_t size);

#endif
