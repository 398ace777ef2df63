// SPDX-License-Identifier: MIT
// The quality harness's back-end on b2c's core C API. The world keeps b2c's own defaults
// (b2cDefaultWorldDef: contact and joint softness, sleep time, push speed); what the scenes set is
// passed through.
#include "engine.h"

#include "b2c/b2c.h"

#include <stdlib.h>

struct qWorld {
	b2cWorld *world;
	b2cBodyId *bodies;
	int bodyCount, bodyCapacity;
	b2cJointId *joints;
	int jointCount, jointCapacity;
	int shapeCount;
};

const char *q_engine_name(void) { return "b2c"; }

qWorld *q_create_world(const qWorldDef *def)
{
	qWorld *w = calloc(1, sizeof *w);
	if (w == NULL)
		return NULL;
	b2cWorldDef wd = b2cDefaultWorldDef();
	wd.gravity = (b2cVec2){def->gravityX, def->gravityY};
	wd.enableSleep = def->enableSleep;
	wd.enableContinuous = def->enableContinuous;
	w->world = b2cCreateWorld(&wd);
	if (w->world == NULL) {
		free(w);
		return NULL;
	}
	return w;
}

void q_destroy_world(qWorld *w)
{
	if (w == NULL)
		return;
	b2cDestroyWorld(w->world);
	free(w->bodies);
	free(w->joints);
	free(w);
}

void q_step(qWorld *w, float dt, int subSteps) { b2cWorld_Step(w->world, dt, subSteps); }

int q_awake_body_count(qWorld *w)
{
	int count = 0;
	for (int i = 0; i < w->bodyCount; ++i)
		if (b2cBody_GetType(w->world, w->bodies[i]) != b2cBody_static && b2cBody_IsAwake(w->world, w->bodies[i]))
			count++;
	return count;
}

void q_world_set_gravity(qWorld *w, float gravityX, float gravityY)
{
	b2cWorld_SetGravity(w->world, (b2cVec2){gravityX, gravityY});
}

void q_world_set_contact_tuning(qWorld *w, float hertz, float dampingRatio, float pushSpeed)
{
	b2cWorld_SetContactTuning(w->world, hertz, dampingRatio, pushSpeed);
}

void q_world_set_restitution_threshold(qWorld *w, float threshold)
{
	b2cWorld_SetRestitutionThreshold(w->world, threshold);
}

int q_create_body(qWorld *w, const qBodyDef *def)
{
	if (!q_grow((void **)&w->bodies, &w->bodyCapacity, w->bodyCount, sizeof(b2cBodyId)))
		return -1;
	b2cBodyDef bd = b2cDefaultBodyDef();
	bd.type = def->type == qBody_static      ? b2cBody_static
			  : def->type == qBody_kinematic ? b2cBody_kinematic
											 : b2cBody_dynamic;
	bd.position = (b2cVec2){def->x, def->y};
	bd.angle = def->angle;
	bd.linearVelocity = (b2cVec2){def->vx, def->vy};
	bd.angularVelocity = def->angularVelocity;
	bd.linearDamping = def->linearDamping;
	bd.angularDamping = def->angularDamping;
	bd.gravityScale = def->gravityScale;
	bd.bullet = def->bullet;
	bd.fixedRotation = def->fixedRotation;
	bd.allowSleep = def->allowSleep;
	bd.awake = def->awake;
	b2cBodyId id = b2cWorld_CreateBody(w->world, &bd);
	if (id.index < 0)
		return -1;
	w->bodies[w->bodyCount] = id;
	return w->bodyCount++;
}

static b2cShapeDef shapeDef(const qShapeDef *def)
{
	b2cShapeDef sd = b2cDefaultShapeDef();
	sd.density = def->density;
	sd.friction = def->friction;
	sd.restitution = def->restitution;
	sd.filter.categoryBits = def->categoryBits;
	sd.filter.maskBits = def->maskBits;
	sd.filter.groupIndex = def->groupIndex;
	return sd;
}

static int addShape(qWorld *w, int body, const qShapeDef *def, const b2cShapeGeometry *geometry)
{
	if (body < 0 || body >= w->bodyCount)
		return -1;
	b2cShapeDef sd = shapeDef(def);
	b2cShapeId id = b2cBody_CreateShape(w->world, w->bodies[body], &sd, geometry);
	return id.index < 0 ? -1 : w->shapeCount++;
}

int q_add_box(qWorld *w, int body, const qShapeDef *def, float hx, float hy, float cx, float cy, float angle,
			  float radius)
{
	if (!(hx > 0.0f && hy > 0.0f && radius >= 0.0f))
		return -1;
	b2cShapeGeometry g = {.type = b2cShape_polygon};
	g.polygon = b2cMakeOffsetBox(hx, hy, (b2cVec2){cx, cy}, b2cMakeRot(angle));
	g.polygon.radius = radius;
	return addShape(w, body, def, &g);
}

int q_add_circle(qWorld *w, int body, const qShapeDef *def, float cx, float cy, float radius)
{
	b2cShapeGeometry g = {.type = b2cShape_circle};
	g.circle = (b2cCircle){{cx, cy}, radius};
	return addShape(w, body, def, &g);
}

int q_add_capsule(qWorld *w, int body, const qShapeDef *def, float x1, float y1, float x2, float y2, float radius)
{
	b2cShapeGeometry g = {.type = b2cShape_capsule};
	g.capsule = (b2cCapsule){{x1, y1}, {x2, y2}, radius};
	return addShape(w, body, def, &g);
}

int q_add_polygon(qWorld *w, int body, const qShapeDef *def, const float *xy, int count, float radius)
{
	if (count < 3 || count > B2C_MAX_POLYGON_VERTICES)
		return -1;
	b2cVec2 points[B2C_MAX_POLYGON_VERTICES];
	for (int i = 0; i < count; ++i)
		points[i] = (b2cVec2){xy[2 * i], xy[2 * i + 1]};
	b2cHull hull = b2cComputeHull(points, count, NULL);
	if (hull.count == 0)
		return -1;
	b2cShapeGeometry g = {.type = b2cShape_polygon};
	g.polygon = b2cMakePolygon(&hull, radius);
	return addShape(w, body, def, &g);
}

int q_add_segment(qWorld *w, int body, const qShapeDef *def, float x1, float y1, float x2, float y2)
{
	b2cShapeGeometry g = {.type = b2cShape_segment};
	g.segment = (b2cSegment){{x1, y1}, {x2, y2}, 0.0f};
	return addShape(w, body, def, &g);
}

int q_add_chain(qWorld *w, int body, const qShapeDef *def, const float *xy, int count, bool loop)
{
	if (body < 0 || body >= w->bodyCount || count < 2)
		return -1;
	b2cVec2 *points = malloc((size_t)count * sizeof *points);
	if (points == NULL)
		return -1;
	for (int i = 0; i < count; ++i)
		points[i] = (b2cVec2){xy[2 * i], xy[2 * i + 1]};
	b2cShapeDef sd = shapeDef(def);
	b2cChainId id = b2cBody_CreateChain(w->world, w->bodies[body], &sd, points, count, loop);
	free(points);
	return id.index < 0 ? -1 : w->shapeCount++;
}

static b2cBodyId bodyId(const qWorld *w, int body)
{
	return body >= 0 && body < w->bodyCount ? w->bodies[body] : (b2cBodyId){B2C_NO_BODY, 0};
}

int q_create_joint(qWorld *w, const qJointDef *def)
{
	if (!q_grow((void **)&w->joints, &w->jointCapacity, w->jointCount, sizeof(b2cJointId)))
		return -1;
	static const b2cJointType types[] = {
		[qJoint_revolute] = b2cJoint_revolute,   [qJoint_weld] = b2cJoint_weld,   [qJoint_distance] = b2cJoint_distance,
		[qJoint_prismatic] = b2cJoint_prismatic, [qJoint_wheel] = b2cJoint_wheel, [qJoint_motor] = b2cJoint_motor,
		[qJoint_mouse] = b2cJoint_mouse,
	};
	b2cJointDef jd = b2cDefaultJointDef(types[def->type]);
	jd.bodyA = bodyId(w, def->bodyA);
	jd.bodyB = bodyId(w, def->bodyB);
	jd.localAnchorA = (b2cVec2){def->localAx, def->localAy};
	jd.localAnchorB = (b2cVec2){def->localBx, def->localBy};
	jd.localAxisA = (b2cVec2){def->axisX, def->axisY};
	jd.referenceAngle = def->referenceAngle;
	jd.collideConnected = def->collideConnected;
	jd.enableLimit = def->enableLimit;
	jd.lower = def->lower;
	jd.upper = def->upper;
	jd.enableMotor = def->enableMotor;
	jd.motorSpeed = def->motorSpeed;
	jd.maxMotorForce = def->maxMotorForce;
	jd.maxMotorTorque = def->maxMotorTorque;
	jd.enableSpring = def->enableSpring;
	jd.hertz = def->hertz;
	jd.dampingRatio = def->dampingRatio;
	jd.length = def->length;
	jd.minLength = def->minLength;
	jd.maxLength = def->maxLength;
	if (def->type == qJoint_weld) {
		jd.linearHertz = def->linearHertz;
		jd.angularHertz = def->angularHertz;
		jd.dampingRatio = def->linearDampingRatio;
	}
	if (def->type == qJoint_distance && !def->enableLimit) {
		jd.minLength = 0.0f;
		jd.maxLength = B2C_HUGE;
	}
	jd.target = (b2cVec2){def->targetX, def->targetY};
	jd.maxForce = def->maxForce;
	jd.maxTorque = def->maxTorque;
	jd.linearOffset = (b2cVec2){def->linearOffsetX, def->linearOffsetY};
	jd.angularOffset = def->angularOffset;
	jd.correctionFactor = def->correctionFactor;
	if (def->constraintHertz > 0.0f) {
		jd.constraintHertz = def->constraintHertz;
		jd.constraintDampingRatio = def->constraintDampingRatio;
	}
	b2cJointId id = b2cWorld_CreateJoint(w->world, &jd);
	if (id.index < 0)
		return -1;
	w->joints[w->jointCount] = id;
	return w->jointCount++;
}

void q_body_position(qWorld *w, int body, float *x, float *y)
{
	b2cTransform xf = b2cBody_GetTransform(w->world, w->bodies[body]);
	*x = xf.p.x;
	*y = xf.p.y;
}

float q_body_angle(qWorld *w, int body) { return b2cRot_GetAngle(b2cBody_GetTransform(w->world, w->bodies[body]).q); }

void q_body_velocity(qWorld *w, int body, float *vx, float *vy, float *angularVelocity)
{
	b2cVec2 v = b2cBody_GetLinearVelocity(w->world, w->bodies[body]);
	*vx = v.x;
	*vy = v.y;
	*angularVelocity = b2cBody_GetAngularVelocity(w->world, w->bodies[body]);
}

bool q_body_awake(qWorld *w, int body) { return b2cBody_IsAwake(w->world, w->bodies[body]); }

void q_body_set_velocity(qWorld *w, int body, float vx, float vy, float angularVelocity)
{
	b2cBody_SetLinearVelocity(w->world, w->bodies[body], (b2cVec2){vx, vy});
	b2cBody_SetAngularVelocity(w->world, w->bodies[body], angularVelocity);
}

void q_body_apply_impulse(qWorld *w, int body, float impulseX, float impulseY, float x, float y)
{
	b2cBody_ApplyLinearImpulse(w->world, w->bodies[body], (b2cVec2){impulseX, impulseY}, (b2cVec2){x, y});
}

void q_joint_set_motor_speed(qWorld *w, int joint, float speed)
{
	b2cJoint_SetParam(w->world, w->joints[joint], b2cJointParam_motorSpeed, speed);
}

void q_joint_anchors(qWorld *w, int joint, float *ax, float *ay, float *bx, float *by)
{
	b2cVec2 a = b2cJoint_GetAnchorA(w->world, w->joints[joint]);
	b2cVec2 b = b2cJoint_GetAnchorB(w->world, w->joints[joint]);
	*ax = a.x;
	*ay = a.y;
	*bx = b.x;
	*by = b.y;
}

void q_body_local_point(qWorld *w, int body, float x, float y, float *lx, float *ly)
{
	b2cVec2 p = {x, y};
	if (body >= 0 && body < w->bodyCount)
		p = b2cInvTransformPoint(b2cBody_GetTransform(w->world, w->bodies[body]), p);
	*lx = p.x;
	*ly = p.y;
}
