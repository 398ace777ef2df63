// SPDX-License-Identifier: MIT
// The quality harness's back-end on Box2D v3's C API (built only by `make quality V3=<dir>`, against
// <dir>/include and <dir>/build/src/libbox2d.a). The world keeps v3's defaults (contact hertz 30,
// damping ratio 10, contact speed 3 m/s, contact recycling) as its samples do, and so do the joints'
// constraint hertz and damping ratio (60, 2: their base definition's). What the scenes set is passed
// through.
//
// v3 places joints by local frames: the anchor is a frame's origin, the axis (prismatic, wheel) its
// x axis, and the angle of B relative to A is measured between the frames; a reference angle turns
// frame A by it. v3 has no mouse joint: a motor joint from a static body at the origin whose linear
// spring (hertz, damping ratio, maxForce) pulls B's anchor to the target stands in, as its samples
// do. Its motor joint is a spring too: the offsets place frame A, the spring runs at `hertz`
// (5 Hz when 0) with `dampingRatio` (1 when 0), limited to maxForce / maxTorque.
#include "engine.h"

#include "box2d/box2d.h"

#include <stdlib.h>

struct qWorld {
	b2WorldId world;
	b2BodyId *bodies;
	int bodyCount, bodyCapacity;
	b2JointId *joints;
	int jointCount, jointCapacity;
	int shapeCount;
	b2BodyId ground; ///< made on first use: the static frame that stands for the world in joints
};

const char *q_engine_name(void) { return "v3"; }

qWorld *q_create_world(const qWorldDef *def)
{
	qWorld *w = calloc(1, sizeof *w);
	if (w == NULL)
		return NULL;
	b2WorldDef wd = b2DefaultWorldDef();
	wd.gravity = (b2Vec2){def->gravityX, def->gravityY};
	wd.enableSleep = def->enableSleep;
	wd.enableContinuous = def->enableContinuous;
	w->world = b2CreateWorld(&wd);
	w->ground = b2_nullBodyId;
	return w;
}

void q_destroy_world(qWorld *w)
{
	if (w == NULL)
		return;
	b2DestroyWorld(w->world);
	free(w->bodies);
	free(w->joints);
	free(w);
}

void q_step(qWorld *w, float dt, int subSteps) { b2World_Step(w->world, dt, subSteps); }

int q_awake_body_count(qWorld *w) { return b2World_GetAwakeBodyCount(w->world); }

void q_world_set_gravity(qWorld *w, float gravityX, float gravityY)
{
	b2World_SetGravity(w->world, (b2Vec2){gravityX, gravityY});
}

void q_world_set_contact_tuning(qWorld *w, float hertz, float dampingRatio, float pushSpeed)
{
	b2World_SetContactTuning(w->world, hertz, dampingRatio, pushSpeed);
}

void q_world_set_restitution_threshold(qWorld *w, float threshold)
{
	b2World_SetRestitutionThreshold(w->world, threshold);
}

int q_create_body(qWorld *w, const qBodyDef *def)
{
	if (!q_grow((void **)&w->bodies, &w->bodyCapacity, w->bodyCount, sizeof(b2BodyId)))
		return -1;
	b2BodyDef bd = b2DefaultBodyDef();
	bd.type = def->type == qBody_static      ? b2_staticBody
			  : def->type == qBody_kinematic ? b2_kinematicBody
											 : b2_dynamicBody;
	bd.position = (b2Pos){def->x, def->y};
	bd.rotation = b2MakeRot(def->angle);
	bd.linearVelocity = (b2Vec2){def->vx, def->vy};
	bd.angularVelocity = def->angularVelocity;
	bd.linearDamping = def->linearDamping;
	bd.angularDamping = def->angularDamping;
	bd.gravityScale = def->gravityScale;
	bd.isBullet = def->bullet;
	bd.motionLocks.angularZ = def->fixedRotation;
	bd.enableSleep = def->allowSleep;
	bd.isAwake = def->awake;
	b2BodyId id = b2CreateBody(w->world, &bd);
	if (B2_IS_NULL(id))
		return -1;
	w->bodies[w->bodyCount] = id;
	return w->bodyCount++;
}

static b2ShapeDef shapeDef(const qShapeDef *def)
{
	b2ShapeDef sd = b2DefaultShapeDef();
	sd.density = def->density;
	sd.material.friction = def->friction;
	sd.material.restitution = def->restitution;
	sd.filter.categoryBits = def->categoryBits;
	sd.filter.maskBits = def->maskBits;
	sd.filter.groupIndex = def->groupIndex;
	return sd;
}

static bool validBody(const qWorld *w, int body) { return body >= 0 && body < w->bodyCount; }

static int counted(qWorld *w, b2ShapeId id) { return B2_IS_NULL(id) ? -1 : w->shapeCount++; }

int q_add_box(qWorld *w, int body, const qShapeDef *def, float hx, float hy, float cx, float cy, float angle,
			  float radius)
{
	if (!validBody(w, body) || !(hx > 0.0f && hy > 0.0f && radius >= 0.0f))
		return -1;
	b2ShapeDef sd = shapeDef(def);
	b2Polygon box = b2MakeOffsetRoundedBox(hx, hy, (b2Vec2){cx, cy}, b2MakeRot(angle), radius);
	return counted(w, b2CreatePolygonShape(w->bodies[body], &sd, &box));
}

int q_add_circle(qWorld *w, int body, const qShapeDef *def, float cx, float cy, float radius)
{
	if (!validBody(w, body))
		return -1;
	b2ShapeDef sd = shapeDef(def);
	b2Circle circle = {{cx, cy}, radius};
	return counted(w, b2CreateCircleShape(w->bodies[body], &sd, &circle));
}

int q_add_capsule(qWorld *w, int body, const qShapeDef *def, float x1, float y1, float x2, float y2, float radius)
{
	if (!validBody(w, body))
		return -1;
	b2ShapeDef sd = shapeDef(def);
	b2Capsule capsule = {{x1, y1}, {x2, y2}, radius};
	return counted(w, b2CreateCapsuleShape(w->bodies[body], &sd, &capsule));
}

int q_add_polygon(qWorld *w, int body, const qShapeDef *def, const float *xy, int count, float radius)
{
	if (!validBody(w, body) || count < 3 || count > B2_MAX_POLYGON_VERTICES)
		return -1;
	b2Vec2 points[B2_MAX_POLYGON_VERTICES];
	for (int i = 0; i < count; ++i)
		points[i] = (b2Vec2){xy[2 * i], xy[2 * i + 1]};
	b2Hull hull = b2ComputeHull(points, count);
	if (hull.count == 0)
		return -1;
	b2ShapeDef sd = shapeDef(def);
	b2Polygon polygon = b2MakePolygon(&hull, radius);
	return counted(w, b2CreatePolygonShape(w->bodies[body], &sd, &polygon));
}

int q_add_segment(qWorld *w, int body, const qShapeDef *def, float x1, float y1, float x2, float y2)
{
	if (!validBody(w, body))
		return -1;
	b2ShapeDef sd = shapeDef(def);
	b2Segment segment = {{x1, y1}, {x2, y2}};
	return counted(w, b2CreateSegmentShape(w->bodies[body], &sd, &segment));
}

int q_add_chain(qWorld *w, int body, const qShapeDef *def, const float *xy, int count, bool loop)
{
	if (!validBody(w, body) || count < 4)
		return -1;
	b2Vec2 *points = malloc((size_t)count * sizeof *points);
	if (points == NULL)
		return -1;
	for (int i = 0; i < count; ++i)
		points[i] = (b2Vec2){xy[2 * i], xy[2 * i + 1]};
	b2SurfaceMaterial material = b2DefaultSurfaceMaterial();
	material.friction = def->friction;
	material.restitution = def->restitution;
	b2ChainDef cd = b2DefaultChainDef();
	cd.points = points;
	cd.count = count;
	cd.materials = &material;
	cd.materialCount = 1;
	cd.filter.categoryBits = def->categoryBits;
	cd.filter.maskBits = def->maskBits;
	cd.filter.groupIndex = def->groupIndex;
	cd.isLoop = loop;
	b2ChainId id = b2CreateChain(w->bodies[body], &cd);
	free(points);
	return B2_IS_NULL(id) ? -1 : w->shapeCount++;
}

static b2BodyId jointBody(qWorld *w, int body)
{
	if (validBody(w, body))
		return w->bodies[body];
	if (B2_IS_NULL(w->ground)) {
		b2BodyDef bd = b2DefaultBodyDef();
		w->ground = b2CreateBody(w->world, &bd);
	}
	return w->ground;
}

static b2JointDef baseDef(qWorld *w, const qJointDef *def, float frameAngleA, float frameAngleB)
{
	// The base of a default def: v3's constraint hertz and damping ratio, no thresholds.
	b2RevoluteJointDef defaults = b2DefaultRevoluteJointDef();
	b2JointDef base = defaults.base;
	base.bodyIdA = jointBody(w, def->bodyA);
	base.bodyIdB = jointBody(w, def->bodyB);
	base.localFrameA = (b2Transform){{def->localAx, def->localAy}, b2MakeRot(frameAngleA)};
	base.localFrameB = (b2Transform){{def->localBx, def->localBy}, b2MakeRot(frameAngleB)};
	base.collideConnected = def->collideConnected;
	if (def->constraintHertz > 0.0f) {
		base.constraintHertz = def->constraintHertz;
		base.constraintDampingRatio = def->constraintDampingRatio;
	}
	return base;
}

int q_create_joint(qWorld *w, const qJointDef *def)
{
	if (!q_grow((void **)&w->joints, &w->jointCapacity, w->jointCount, sizeof(b2JointId)))
		return -1;
	// Frame A is turned by the axis and the reference angle is taken off frame B: the angle between
	// the frames is then B's angle less A's less the reference, and the axis is frame A's x axis.
	float axisAngle = b2Atan2(def->axisY, def->axisX);
	b2JointId id = b2_nullJointId;
	switch (def->type) {
	case qJoint_revolute: {
		b2RevoluteJointDef jd = b2DefaultRevoluteJointDef();
		jd.base = baseDef(w, def, 0.0f, -def->referenceAngle);
		jd.enableLimit = def->enableLimit;
		jd.lowerAngle = def->lower;
		jd.upperAngle = def->upper;
		jd.enableMotor = def->enableMotor;
		jd.motorSpeed = def->motorSpeed;
		jd.maxMotorTorque = def->maxMotorTorque;
		jd.enableSpring = def->enableSpring;
		jd.hertz = def->hertz;
		jd.dampingRatio = def->dampingRatio;
		id = b2CreateRevoluteJoint(w->world, &jd);
		break;
	}
	case qJoint_weld: {
		b2WeldJointDef jd = b2DefaultWeldJointDef();
		jd.base = baseDef(w, def, 0.0f, -def->referenceAngle);
		jd.linearHertz = def->linearHertz;
		jd.angularHertz = def->angularHertz;
		jd.linearDampingRatio = def->linearDampingRatio;
		jd.angularDampingRatio = def->angularDampingRatio;
		id = b2CreateWeldJoint(w->world, &jd);
		break;
	}
	case qJoint_distance: {
		b2DistanceJointDef jd = b2DefaultDistanceJointDef();
		jd.base = baseDef(w, def, 0.0f, 0.0f);
		jd.length = def->length;
		jd.enableLimit = def->enableLimit;
		jd.minLength = def->minLength;
		jd.maxLength = def->maxLength;
		jd.enableSpring = def->enableSpring;
		jd.hertz = def->hertz;
		jd.dampingRatio = def->dampingRatio;
		jd.enableMotor = def->enableMotor;
		jd.motorSpeed = def->motorSpeed;
		jd.maxMotorForce = def->maxMotorForce;
		id = b2CreateDistanceJoint(w->world, &jd);
		break;
	}
	case qJoint_prismatic: {
		b2PrismaticJointDef jd = b2DefaultPrismaticJointDef();
		jd.base = baseDef(w, def, axisAngle, axisAngle - def->referenceAngle);
		jd.enableLimit = def->enableLimit;
		jd.lowerTranslation = def->lower;
		jd.upperTranslation = def->upper;
		jd.enableMotor = def->enableMotor;
		jd.motorSpeed = def->motorSpeed;
		jd.maxMotorForce = def->maxMotorForce;
		jd.enableSpring = def->enableSpring;
		jd.hertz = def->hertz;
		jd.dampingRatio = def->dampingRatio;
		id = b2CreatePrismaticJoint(w->world, &jd);
		break;
	}
	case qJoint_wheel: {
		b2WheelJointDef jd = b2DefaultWheelJointDef();
		jd.base = baseDef(w, def, axisAngle, axisAngle);
		jd.enableLimit = def->enableLimit;
		jd.lowerTranslation = def->lower;
		jd.upperTranslation = def->upper;
		jd.enableMotor = def->enableMotor;
		jd.motorSpeed = def->motorSpeed;
		jd.maxMotorTorque = def->maxMotorTorque;
		jd.enableSpring = def->enableSpring;
		jd.hertz = def->hertz;
		jd.dampingRatio = def->dampingRatio;
		id = b2CreateWheelJoint(w->world, &jd);
		break;
	}
	case qJoint_motor: {
		b2MotorJointDef jd = b2DefaultMotorJointDef();
		qJointDef placed = *def;
		placed.localAx = def->linearOffsetX;
		placed.localAy = def->linearOffsetY;
		placed.localBx = 0.0f;
		placed.localBy = 0.0f;
		jd.base = baseDef(w, &placed, def->angularOffset, 0.0f);
		float hertz = def->hertz > 0.0f ? def->hertz : 5.0f;
		float ratio = def->dampingRatio > 0.0f ? def->dampingRatio : 1.0f;
		jd.linearHertz = hertz;
		jd.linearDampingRatio = ratio;
		jd.maxSpringForce = def->maxForce;
		jd.angularHertz = hertz;
		jd.angularDampingRatio = ratio;
		jd.maxSpringTorque = def->maxTorque;
		jd.maxVelocityForce = def->maxForce;
		jd.maxVelocityTorque = def->maxTorque;
		id = b2CreateMotorJoint(w->world, &jd);
		break;
	}
	case qJoint_mouse: {
		b2MotorJointDef jd = b2DefaultMotorJointDef();
		qJointDef placed = *def;
		placed.bodyA = -1;
		placed.localAx = def->targetX;
		placed.localAy = def->targetY;
		jd.base = baseDef(w, &placed, 0.0f, 0.0f);
		jd.linearHertz = def->hertz;
		jd.linearDampingRatio = def->dampingRatio;
		jd.maxSpringForce = def->maxForce;
		id = b2CreateMotorJoint(w->world, &jd);
		break;
	}
	}
	if (B2_IS_NULL(id))
		return -1;
	w->joints[w->jointCount] = id;
	return w->jointCount++;
}

void q_body_position(qWorld *w, int body, float *x, float *y)
{
	b2Pos p = b2Body_GetPosition(w->bodies[body]);
	*x = (float)p.x;
	*y = (float)p.y;
}

float q_body_angle(qWorld *w, int body) { return b2Rot_GetAngle(b2Body_GetRotation(w->bodies[body])); }

void q_body_velocity(qWorld *w, int body, float *vx, float *vy, float *angularVelocity)
{
	b2Vec2 v = b2Body_GetLinearVelocity(w->bodies[body]);
	*vx = v.x;
	*vy = v.y;
	*angularVelocity = b2Body_GetAngularVelocity(w->bodies[body]);
}

bool q_body_awake(qWorld *w, int body) { return b2Body_IsAwake(w->bodies[body]); }

void q_body_set_velocity(qWorld *w, int body, float vx, float vy, float angularVelocity)
{
	b2Body_SetLinearVelocity(w->bodies[body], (b2Vec2){vx, vy});
	b2Body_SetAngularVelocity(w->bodies[body], angularVelocity);
}

void q_body_apply_impulse(qWorld *w, int body, float impulseX, float impulseY, float x, float y)
{
	b2Body_ApplyLinearImpulse(w->bodies[body], (b2Vec2){impulseX, impulseY}, (b2Pos){x, y}, true);
}

void q_joint_set_motor_speed(qWorld *w, int joint, float speed)
{
	b2JointId id = w->joints[joint];
	switch (b2Joint_GetType(id)) {
	case b2_revoluteJoint:
		b2RevoluteJoint_SetMotorSpeed(id, speed);
		break;
	case b2_prismaticJoint:
		b2PrismaticJoint_SetMotorSpeed(id, speed);
		break;
	case b2_wheelJoint:
		b2WheelJoint_SetMotorSpeed(id, speed);
		break;
	case b2_distanceJoint:
		b2DistanceJoint_SetMotorSpeed(id, speed);
		break;
	default:
		return;
	}
	b2Joint_WakeBodies(id);
}

void q_joint_anchors(qWorld *w, int joint, float *ax, float *ay, float *bx, float *by)
{
	b2JointId id = w->joints[joint];
	b2Pos a = b2Body_GetWorldPoint(b2Joint_GetBodyA(id), b2Joint_GetLocalFrameA(id).p);
	b2Pos b = b2Body_GetWorldPoint(b2Joint_GetBodyB(id), b2Joint_GetLocalFrameB(id).p);
	*ax = (float)a.x;
	*ay = (float)a.y;
	*bx = (float)b.x;
	*by = (float)b.y;
}

void q_body_local_point(qWorld *w, int body, float x, float y, float *lx, float *ly)
{
	if (!validBody(w, body)) {
		*lx = x;
		*ly = y;
		return;
	}
	b2Vec2 p = b2Body_GetLocalPoint(w->bodies[body], (b2Pos){x, y});
	*lx = p.x;
	*ly = p.y;
}
