// SPDX-License-Identifier: MIT
// Box2D 2.x's polygon skin (b2cPolygon.skin, b2cSegment.skin): a rounding for collision only.
// Mass, ray casts and point tests see the bare shape; the AABB, manifolds, GJK and the world's
// contacts see the rounded one; a snapshot keeps it.
#include "b2c/b2c.h"
#include "test_macros.h"
#include "test_scenes.h"

#define SKIN 0.01f

static b2cShapeGeometry skinnedBox(float hx, float hy, b2cVec2 center, float skin)
{
	b2cShapeGeometry g = {.type = b2cShape_polygon, .polygon = b2cMakeOffsetBox(hx, hy, center, b2cRot_identity)};
	g.polygon.skin = skin;
	return g;
}

int SkinLeavesMassRayAndPointBare(void)
{
	b2cShapeGeometry bare = skinnedBox(1.0f, 0.5f, b2cVec2_zero, 0.0f),
					 skinned = skinnedBox(1.0f, 0.5f, b2cVec2_zero, SKIN);
	ENSURE(b2cShapeGeometry_Check(&skinned, 1.0f) == b2cGeometry_ok);
	b2cMassData m0 = b2cShapeGeometry_ComputeMass(&bare, 1.0f), m1 = b2cShapeGeometry_ComputeMass(&skinned, 1.0f);
	ENSURE(m1.mass == 2.0f && m1.mass == m0.mass && m1.rotationalInertia == m0.rotationalInertia);
	ENSURE(m1.center.x == 0.0f && m1.center.y == 0.0f);
	b2cTransform xf = b2cTransform_identity;
	b2cCastOutput r0 = b2cShapeGeometry_RayCast(&bare, xf, (b2cVec2){-3.0f, 0.1f}, (b2cVec2){3.0f, 0.1f}, 1.0f);
	b2cCastOutput r1 = b2cShapeGeometry_RayCast(&skinned, xf, (b2cVec2){-3.0f, 0.1f}, (b2cVec2){3.0f, 0.1f}, 1.0f);
	ENSURE(r1.hit && r1.fraction == r0.fraction && r1.point.x == -1.0f);
	ENSURE(!b2cShapeGeometry_TestPoint(&skinned, xf, (b2cVec2){1.005f, 0.0f}));
	ENSURE(b2cShapeGeometry_GetRadius(&skinned) == 0.0f && b2cShapeGeometry_GetSkin(&skinned) == SKIN);
	b2cAABB box = b2cShapeGeometry_ComputeAABB(&skinned, xf);
	ENSURE(box.lower.x == -1.0f - SKIN && box.upper.y == 0.5f + SKIN);
	b2cShapeGeometry segment = {.type = b2cShape_segment, .segment = {{-1.0f, 0.0f}, {1.0f, 0.0f}, SKIN}};
	box = b2cShapeGeometry_ComputeAABB(&segment, xf);
	ENSURE(box.lower.y == -SKIN && box.upper.y == SKIN && box.upper.x == 1.0f + SKIN);
	ENSURE(b2cShapeGeometry_ComputeMass(&segment, 1.0f).mass == 0.0f);
	ENSURE(b2cMakeShapeProxy(&segment).radius == SKIN);
	// a skin must be finite and not negative
	segment.segment.skin = -1.0f;
	ENSURE(b2cShapeGeometry_Check(&segment, 1.0f) != b2cGeometry_ok);
	skinned.polygon.skin = NAN;
	ENSURE(b2cShapeGeometry_Check(&skinned, 1.0f) != b2cGeometry_ok);
	return 0;
}

int SkinCollidesRounded(void)
{
	b2cShapeGeometry ground = skinnedBox(5.0f, 0.5f, (b2cVec2){0.0f, -0.5f}, SKIN);
	b2cShapeGeometry box = skinnedBox(0.5f, 0.5f, b2cVec2_zero, SKIN);
	b2cTransform at = {{0.0f, 0.52f}, b2cRot_identity};
	b2cManifold m = b2cCollide(&ground, b2cTransform_identity, &box, at);
	ENSURE(m.pointCount == 2 && m.normal.y == 1.0f);
	for (int i = 0; i < 2; ++i) {
		ENSURE_SMALL(m.points[i].separation, 1e-6);
		ENSURE_SMALL(m.points[i].point.y - 0.01f, 1e-6); // midway between the skins
	}
	// Box2D 2.x's clipping: a box hanging over the ground's end has its point a skin past it
	at.p.x = 5.2f;
	m = b2cCollide(&ground, b2cTransform_identity, &box, at);
	ENSURE(m.pointCount == 2);
	float far = b2cMaxFloat(m.points[0].point.x, m.points[1].point.x);
	ENSURE_SMALL(far - (5.0f + 2.0f * SKIN), 1e-5);
	// a skinned segment is a capsule; a skinned chain segment too
	b2cShapeGeometry edge = {.type = b2cShape_segment, .segment = {{-5.0f, 0.0f}, {5.0f, 0.0f}, SKIN}};
	at = (b2cTransform){{0.0f, 0.5f}, b2cRot_identity};
	m = b2cCollide(&edge, b2cTransform_identity, &box, at);
	ENSURE(m.pointCount == 2);
	ENSURE_SMALL(m.points[0].separation + 2.0f * SKIN, 1e-6);
	b2cVec2 points[3] = {{5.0f, 0.0f}, {0.0f, 0.0f}, {-5.0f, 0.0f}};
	b2cShapeGeometry link = {.type = b2cShape_chainSegment, .chainSegment = b2cGetChainSegment(points, 3, false, 0)};
	link.chainSegment.segment.skin = SKIN;
	at.p.x = 2.0f;
	m = b2cCollide(&link, b2cTransform_identity, &box, at);
	ENSURE(m.pointCount == 2);
	ENSURE_SMALL(m.points[0].separation + 2.0f * SKIN, 1e-6);
	b2cShapeGeometry ball = {.type = b2cShape_circle, .circle = {b2cVec2_zero, 0.5f}};
	m = b2cCollide(&link, b2cTransform_identity, &ball, at);
	ENSURE(m.pointCount == 1);
	ENSURE_SMALL(m.points[0].separation + SKIN, 1e-6);
	// segments do not collide with segments, skins or not
	m = b2cCollide(&edge, b2cTransform_identity, &edge, (b2cTransform){{0.0f, 0.01f}, b2cRot_identity});
	ENSURE(m.pointCount == 0);
	return 0;
}

// A box on a ground, both skinned or both bare (or on a skinned chain): where it rests.
static float restingHeight(float skin, bool chain, b2cWorldSnapshot **snapshot)
{
	b2cWorldDef worldDef = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&worldDef);
	b2cBodyDef bodyDef = b2cDefaultBodyDef();
	b2cBodyId ground = b2cWorld_CreateBody(world, &bodyDef);
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	if (chain) {
		b2cVec2 points[3] = {{5.0f, 0.0f}, {0.0f, 0.0f}, {-5.0f, 0.0f}};
		b2cBody_CreateSkinnedChain(world, ground, &shapeDef, points, 3, false, skin);
	} else {
		b2cShapeGeometry g = skinnedBox(5.0f, 0.5f, (b2cVec2){0.0f, -0.5f}, skin);
		b2cBody_CreateShape(world, ground, &shapeDef, &g);
	}
	bodyDef.type = b2cBody_dynamic;
	bodyDef.position = (b2cVec2){0.0f, 1.0f};
	b2cBodyId body = b2cWorld_CreateBody(world, &bodyDef);
	b2cShapeGeometry g = skinnedBox(0.5f, 0.5f, b2cVec2_zero, skin);
	b2cBody_CreateShape(world, body, &shapeDef, &g);
	for (int i = 0; i < 120; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	float y = b2cBody_GetTransform(world, body).p.y;
	if (snapshot != NULL)
		*snapshot = b2cWorld_Snapshot(world);
	b2cDestroyWorld(world);
	return y;
}

int SkinRestsWhereBox2D2Does(void)
{
	// Two skins out, and a linear slop in (Box2D 2.x's allowed penetration): 0.515 m, where Box2D
	// 2.4.1 rests it (0.514998); bare boxes rest touching.
	float bare = restingHeight(0.0f, false, NULL), skinned = restingHeight(SKIN, false, NULL);
	ENSURE_SMALL(skinned - bare - (2.0f * SKIN - B2C_LINEAR_SLOP), 1e-5);
	ENSURE_SMALL(skinned - 0.514998f, 1e-4);
	float onChain = restingHeight(SKIN, true, NULL);
	ENSURE_SMALL(onChain - 0.514998f, 1e-4);
	return 0;
}

int SkinKeptBySnapshots(void)
{
	b2cWorldSnapshot *snapshot = NULL;
	restingHeight(SKIN, true, &snapshot);
	ENSURE(snapshot != NULL);
	const char *error = NULL;
	b2cWorldSnapshot *loaded = testReload(snapshot, NULL, NULL, &error);
	ENSURE(loaded != NULL);
	b2cWorldDef worldDef = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&worldDef);
	ENSURE(b2cWorld_Restore(world, loaded));
	int polygons = 0, segments = 0;
	int32_t capacity = b2cWorld_GetCounters(world).shapeCount + 8;
	for (int32_t s = 0; s < capacity; ++s) {
		b2cShapeId id = b2cWorld_GetShapeId(world, s);
		if (!b2cWorld_IsValidShape(world, id))
			continue;
		b2cShapeGeometry g = b2cShape_GetGeometry(world, id);
		ENSURE(b2cShapeGeometry_GetSkin(&g) == SKIN);
		polygons += g.type == b2cShape_polygon;
		segments += g.type == b2cShape_chainSegment;
	}
	ENSURE(polygons == 1 && segments == 2);
	b2cDestroyWorld(world);
	b2cDestroySnapshot(loaded);
	b2cDestroySnapshot(snapshot);
	return 0;
}
