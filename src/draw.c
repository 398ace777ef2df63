// SPDX-License-Identifier: MIT
// b2c: the debug draw: each layer of the world handed to the drawing callbacks in world
// coordinates.
#include "joint_internal.h"

#include "b2c/draw.h"

static const b2cColor s_colors[b2cDrawColor_count] = {
	[b2cDrawColor_static] = {0.45f, 0.75f, 0.45f, 1.0f},       [b2cDrawColor_kinematic] = {0.45f, 0.6f, 0.9f, 1.0f},
	[b2cDrawColor_awake] = {0.95f, 0.6f, 0.4f, 1.0f},          [b2cDrawColor_sleeping] = {0.6f, 0.6f, 0.6f, 1.0f},
	[b2cDrawColor_sensor] = {0.95f, 0.85f, 0.3f, 0.5f},        [b2cDrawColor_aabb] = {0.85f, 0.35f, 0.85f, 1.0f},
	[b2cDrawColor_contactPoint] = {0.95f, 0.25f, 0.25f, 1.0f}, [b2cDrawColor_contactNormal] = {0.35f, 0.9f, 0.9f, 1.0f},
	[b2cDrawColor_center] = {1.0f, 1.0f, 1.0f, 1.0f},          [b2cDrawColor_joint] = {0.5f, 0.8f, 0.8f, 1.0f},
};

int b2cMakeRoundedOutline(const b2cVec2 *v, int count, float radius, b2cVec2 *outline)
{
	if (count < 2 || count > B2C_MAX_POLYGON_VERTICES)
		return 0;
	const float step = B2C_PI / 8.0f;
	int n = 0;
	for (int i = 0; i < count; ++i) {
		b2cVec2 prev = v[(i + count - 1) % count], next = v[(i + 1) % count];
		b2cVec2 n0 = b2cNormalize(b2cRightPerp(b2cSub(v[i], prev)));
		b2cVec2 n1 = b2cNormalize(b2cRightPerp(b2cSub(next, v[i])));
		float angle = b2cAtan2(b2cCross(n0, n1), b2cDot(n0, n1));
		if (angle <= 0.0f)
			angle += 2.0f * B2C_PI; // a capsule's end turns by pi, whatever the sign of zero
		// 1 to 16 arcs, counted while a float: a NaN angle is never converted to int
		float turns = ceilf(angle / step - 1e-3f);
		int arcs = turns >= 2.0f ? (turns < 16.0f ? (int)turns : 16) : 1;
		for (int k = 0; k <= arcs; ++k) {
			b2cVec2 direction = b2cRotateVector(b2cMakeRot(angle * (float)k / (float)arcs), n0);
			outline[n++] = b2cMulAdd(v[i], radius, direction);
		}
	}
	return n;
}

b2cColor b2cGetDrawColor(b2cDrawColor color)
{
	return color >= 0 && color < b2cDrawColor_count ? s_colors[color] : (b2cColor){0.0f, 0.0f, 0.0f, 1.0f};
}

static b2cDrawColor shapeColor(const b2cBody *body, const b2cShape *shape)
{
	if (shape->isSensor)
		return b2cDrawColor_sensor;
	switch (body->type) {
	case b2cBody_static:
		return b2cDrawColor_static;
	case b2cBody_kinematic:
		return b2cDrawColor_kinematic;
	default:
		return body->awake ? b2cDrawColor_awake : b2cDrawColor_sleeping;
	}
}

static void drawShape(const b2cShapeGeometry *g, b2cTransform xf, b2cDrawColor color, const b2cDebugDraw *draw)
{
	switch (g->type) {
	case b2cShape_circle:
		if (draw->drawCircle != NULL)
			draw->drawCircle(b2cTransformPoint(xf, g->circle.center), g->circle.radius, color, draw->context);
		break;
	case b2cShape_capsule:
		if (draw->drawCapsule != NULL)
			draw->drawCapsule(b2cTransformPoint(xf, g->capsule.center1), b2cTransformPoint(xf, g->capsule.center2),
							  g->capsule.radius, color, draw->context);
		break;
	case b2cShape_polygon:
		if (draw->drawPolygon != NULL) {
			b2cVec2 vertices[B2C_MAX_POLYGON_VERTICES];
			for (int i = 0; i < g->polygon.count; ++i)
				vertices[i] = b2cTransformPoint(xf, g->polygon.vertices[i]);
			draw->drawPolygon(vertices, g->polygon.count, g->polygon.radius, color, draw->context);
		}
		break;
	case b2cShape_segment:
	case b2cShape_chainSegment:
		if (draw->drawSegment != NULL) {
			const b2cSegment *s = b2cShapeGeometry_GetSegment(g);
			draw->drawSegment(b2cTransformPoint(xf, s->point1), b2cTransformPoint(xf, s->point2), color, draw->context);
		}
		break;
	default:
		break;
	}
}

void b2cWorld_Draw(const b2cWorld *world, const b2cDebugDraw *draw)
{
	b2cUpdateDirtyMasses(world); // (the centres of mass)
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	if (draw->drawShapes) {
		for (int32_t i = 0; i < bodyCount; ++i) {
			const b2cBody *body = &world->bodies[i];
			if (!body->alive)
				continue;
			for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next)
				drawShape(&world->shapeGeometry[s], body->xf, shapeColor(body, &world->shapes[s]), draw);
		}
	}
	// Joints, over the shapes they join: each body's origin to its anchor, and anchor to anchor
	// (a mouse joint: its anchor to its target; a pulley: each anchor to its ground anchor, and
	// the ground anchors joined; a filter joint: the bodies' origins joined). Broken joints are
	// not drawn.
	if (draw->drawJoints && draw->drawSegment != NULL) {
		int jointCount = b2cGetIdCapacity(&world->jointIds);
		for (int32_t j = 0; j < jointCount; ++j) {
			const b2cJoint *joint = &world->joints[j];
			if (!joint->alive || joint->broken)
				continue;
			b2cJointId id = {j, joint->generation};
			b2cVec2 pA = b2cJoint_GetAnchorA(world, id), pB = b2cJoint_GetAnchorB(world, id);
			b2cVec2 originB = world->bodies[joint->edges[1].body].xf.p;
			if (joint->def.type == b2cJoint_mouse) {
				draw->drawSegment(pB, joint->def.target, b2cDrawColor_joint, draw->context);
				continue;
			}
			if (joint->def.type == b2cJoint_pulley) {
				b2cVec2 gA = joint->def.groundAnchorA, gB = joint->def.groundAnchorB;
				draw->drawSegment(gA, pA, b2cDrawColor_joint, draw->context);
				draw->drawSegment(gA, gB, b2cDrawColor_joint, draw->context);
				draw->drawSegment(gB, pB, b2cDrawColor_joint, draw->context);
				continue;
			}
			if (joint->def.type == b2cJoint_filter) {
				draw->drawSegment(world->bodies[joint->edges[0].body].xf.p, originB, b2cDrawColor_joint, draw->context);
				continue;
			}
			if (joint->edges[0].body != B2C_NULL_INDEX)
				draw->drawSegment(world->bodies[joint->edges[0].body].xf.p, pA, b2cDrawColor_joint, draw->context);
			draw->drawSegment(pA, pB, b2cDrawColor_joint, draw->context);
			draw->drawSegment(originB, pB, b2cDrawColor_joint, draw->context);
		}
	}
	if (draw->drawAABBs && draw->drawPolygon != NULL) {
		int shapeCount = b2cGetIdCapacity(&world->shapeIds);
		for (int32_t s = 0; s < shapeCount; ++s) {
			const b2cShape *shape = &world->shapes[s];
			if (!shape->alive)
				continue;
			b2cAABB a = shape->aabb;
			b2cVec2 corners[4] = {a.lower, {a.upper.x, a.lower.y}, a.upper, {a.lower.x, a.upper.y}};
			draw->drawPolygon(corners, 4, 0.0f, b2cDrawColor_aabb, draw->context);
		}
	}
	if (draw->drawContacts) {
		int contactCount = b2cGetIdCapacity(&world->contactIds);
		for (int32_t c = 0; c < contactCount; ++c) {
			const b2cContact *contact = &world->contacts[c];
			if (!contact->alive || !contact->touching || contact->sensor)
				continue;
			b2cManifold manifold = b2cGetContactManifold(world, contact);
			const b2cManifold *m = &manifold;
			for (int i = 0; i < m->pointCount; ++i) {
				b2cVec2 p = m->points[i].point;
				if (draw->drawPoint != NULL)
					draw->drawPoint(p, B2C_DRAW_CONTACT_POINT_SIZE, b2cDrawColor_contactPoint, draw->context);
				if (draw->drawSegment != NULL)
					draw->drawSegment(p, b2cMulAdd(p, B2C_DRAW_NORMAL_LENGTH, m->normal), b2cDrawColor_contactNormal,
									  draw->context);
			}
		}
	}
	if (draw->drawCenters && draw->drawPoint != NULL) {
		for (int32_t i = 0; i < bodyCount; ++i)
			if (world->bodies[i].alive)
				draw->drawPoint(world->bodies[i].center, B2C_DRAW_CENTER_SIZE, b2cDrawColor_center, draw->context);
	}
}
