// SPDX-License-Identifier: MIT
// Bodies at run time from C (issue 19): setters refuse and keep, a disabled body leaves and comes
// back, the mass override survives shapes, motion locks hold their axes.
#include "b2c/b2c.h"
#include "b2c/check.h"
#include "test_macros.h"
#include "test_scenes.h"

int BodySettersRefuseAndKeep(void)
{
	b2cShapeId ground, shape;
	b2cWorld *world = testGroundWorld((b2cVec2){0.0f, -10.0f}, &ground);
	b2cBodyId body = testAddBox(world, (b2cVec2){0.0f, 2.0f}, &shape);
	ENSURE(b2cBody_GetSleepThreshold(world, body) == B2C_DEFAULT_SLEEP_THRESHOLD);
	ENSURE(b2cBody_IsEnabled(world, body) && b2cBody_IsSleepEnabled(world, body));
	ENSURE(b2cBody_SetLinearDamping(world, body, 0.25f) && b2cBody_GetLinearDamping(world, body) == 0.25f);
	ENSURE(!b2cBody_SetLinearDamping(world, body, -1.0f) && b2cBody_GetLinearDamping(world, body) == 0.25f);
	ENSURE(!b2cBody_SetAngularDamping(world, body, NAN) && b2cBody_GetAngularDamping(world, body) == 0.0f);
	ENSURE(!b2cBody_SetGravityScale(world, body, INFINITY) && b2cBody_GetGravityScale(world, body) == 1.0f);
	ENSURE(b2cBody_SetGravityScale(world, body, -2.0f) && b2cBody_GetGravityScale(world, body) == -2.0f);
	ENSURE(!b2cBody_SetSleepThreshold(world, body, -0.1f) &&
		   b2cBody_GetSleepThreshold(world, body) == B2C_DEFAULT_SLEEP_THRESHOLD);
	b2cMassData before = b2cBody_GetMassData(world, body);
	ENSURE(before.mass == 1.0f);
	ENSURE(!b2cBody_SetMassData(world, body, (b2cMassData){-1.0f, {0.0f, 0.0f}, 1.0f}));
	ENSURE(!b2cBody_SetMassData(world, body, (b2cMassData){1.0f, {NAN, 0.0f}, 1.0f}));
	ENSURE(!b2cBody_SetMassData(world, body, (b2cMassData){1.0f, {0.0f, 0.0f}, -1.0f}));
	ENSURE(!b2cBody_HasMassOverride(world, body) && b2cBody_GetMass(world, body) == 1.0f);
	ENSURE(b2cCheckValue(b2cField_sleepThreshold, -1.0f) == b2cRule_negative);
	ENSURE(b2cCheckValue(b2cField_mass, 0.0f) == b2cRule_none);
	// a destroyed body: refused, zero answers
	b2cWorld_DestroyBody(world, body);
	ENSURE(!b2cBody_SetLinearDamping(world, body, 1.0f) && !b2cBody_IsEnabled(world, body));
	ENSURE(b2cBody_GetMassData(world, body).mass == 0.0f);
	// a body definition's new fields
	b2cBodyDef def = b2cDefaultBodyDef();
	def.sleepThreshold = -1.0f;
	ENSURE(b2cCheckBodyDef(&def).field == b2cField_sleepThreshold);
	ENSURE(b2cWorld_CreateBody(world, &def).index == -1);
	b2cDestroyWorld(world);
	return 0;
}

typedef struct Found {
	b2cShapeId shape;
	int count;
} Found;

static bool countShape(b2cShapeId shape, void *context)
{
	Found *found = (Found *)context;
	found->count += shape.index == found->shape.index;
	return true;
}

int BodyDisabledLeavesAndComesBack(void)
{
	b2cShapeId ground, platformShape, boxShape;
	b2cWorld *world = testGroundWorld((b2cVec2){0.0f, -10.0f}, &ground);
	b2cBodyId platform = testAddBox(world, (b2cVec2){0.0f, 0.5f}, &platformShape);
	b2cBodyId box = testAddBox(world, (b2cVec2){0.0f, 1.5f}, &boxShape);
	testRun(world, 60);
	ENSURE_SMALL(b2cBody_GetTransform(world, box).p.y - 1.5f, 0.01);
	b2cWorldCounters before = b2cWorld_GetCounters(world);
	b2cBody_SetEnabled(world, platform, false);
	ENSURE(!b2cBody_IsEnabled(world, platform) && !b2cBody_IsAwake(world, platform));
	ENSURE(b2cWorld_GetCounters(world).contactCount < before.contactCount);
	Found found = {platformShape, 0};
	b2cWorld_QueryAABB(world, (b2cAABB){{-1.0f, 0.0f}, {1.0f, 1.0f}}, countShape, &found);
	ENSURE(found.count == 0);
	b2cTransform held = b2cBody_GetTransform(world, platform);
	testRun(world, 60);
	ENSURE(b2cBody_GetTransform(world, platform).p.y == held.p.y);
	ENSURE_SMALL(b2cBody_GetTransform(world, box).p.y - 0.5f, 0.01); // fell through it
	b2cBody_SetTransform(world, platform, (b2cVec2){3.0f, 0.5f}, 0.0f);
	b2cBody_SetEnabled(world, platform, true);
	ENSURE(b2cBody_IsAwake(world, platform));
	b2cWorld_QueryAABB(world, (b2cAABB){{2.0f, 0.0f}, {4.0f, 1.0f}}, countShape, &found);
	ENSURE(found.count == 1);
	testRun(world, 60);
	ENSURE_SMALL(b2cBody_GetTransform(world, platform).p.y - 0.5f, 0.01); // on the ground again
	b2cDestroyWorld(world);
	return 0;
}

int BodyMassOverrideSurvivesShapes(void)
{
	b2cShapeId ground, shape;
	b2cWorld *world = testGroundWorld((b2cVec2){0.0f, 0.0f}, &ground);
	b2cBodyId body = testAddBox(world, (b2cVec2){0.0f, 5.0f}, &shape);
	ENSURE(b2cBody_SetMassData(world, body, (b2cMassData){4.0f, {0.25f, 0.0f}, 2.0f}));
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	b2cShapeGeometry box = {.type = b2cShape_polygon,
							.polygon = b2cMakeOffsetBox(0.5f, 0.5f, (b2cVec2){2.0f, 0.0f}, b2cRot_identity)};
	b2cShapeId extra = b2cBody_CreateShape(world, body, &shapeDef, &box);
	b2cMassData md = b2cBody_GetMassData(world, body);
	ENSURE(md.mass == 4.0f && md.center.x == 0.25f && md.rotationalInertia == 2.0f);
	b2cWorld_DestroyShape(world, extra);
	b2cBody_ApplyLinearImpulse(world, body, (b2cVec2){8.0f, 0.0f}, b2cBody_GetWorldCenter(world, body));
	ENSURE(b2cBody_GetLinearVelocity(world, body).x == 2.0f);
	b2cBody_ResetMassData(world, body);
	md = b2cBody_GetMassData(world, body);
	ENSURE(md.mass == 1.0f && md.center.x == 0.0f && !b2cBody_HasMassOverride(world, body));
	b2cDestroyWorld(world);
	return 0;
}

int BodyMotionLocksHoldAxes(void)
{
	b2cShapeId ground, shape;
	b2cWorld *world = testGroundWorld((b2cVec2){0.0f, -10.0f}, &ground);
	b2cBodyId body = testAddBox(world, (b2cVec2){0.0f, 5.0f}, &shape);
	b2cBody_SetMotionLocks(world, body, (b2cMotionLocks){false, true, true});
	b2cMotionLocks locks = b2cBody_GetMotionLocks(world, body);
	ENSURE(!locks.linearX && locks.linearY && locks.angularZ && b2cBody_IsFixedRotation(world, body));
	b2cBody_SetLinearVelocity(world, body, (b2cVec2){1.0f, 3.0f});
	ENSURE(b2cBody_GetLinearVelocity(world, body).y == 0.0f);
	testRun(world, 60);
	b2cTransform xf = b2cBody_GetTransform(world, body);
	ENSURE(xf.p.y == 5.0f && xf.q.s == 0.0f);
	ENSURE_SMALL(xf.p.x - 1.0f, 1e-5);
	b2cDestroyWorld(world);
	return 0;
}
