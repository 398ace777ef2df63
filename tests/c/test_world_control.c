// SPDX-License-Identifier: MIT
// The world's controls from C: the custom filter, the contact lists, the origin shift.
#include "b2c/b2c.h"
#include "test_macros.h"
#include "test_scenes.h"

static const b2cVec2 g_down = {0.0f, -10.0f};

typedef struct FilterLog {
	b2cShapeId refused;
	int asked;
} FilterLog;

static bool refuseOne(b2cShapeId a, b2cShapeId b, void *context)
{
	FilterLog *log = (FilterLog *)context;
	log->asked++;
	return a.index != log->refused.index && b.index != log->refused.index;
}

int CustomFilterDecidesNewPairs(void)
{
	b2cShapeId groundShape, keptShape, refusedShape;
	b2cWorld *world = testGroundWorld(g_down, &groundShape);
	b2cBodyId kept = testAddBox(world, (b2cVec2){-2.0f, 2.0f}, &keptShape);
	b2cBodyId refused = testAddBox(world, (b2cVec2){2.0f, 2.0f}, &refusedShape);
	FilterLog log = {refusedShape, 0};
	b2cWorld_SetCustomFilterCallback(world, refuseOne, &log);
	testRun(world, 120);
	ENSURE_SMALL(b2cBody_GetTransform(world, kept).p.y - 0.5f, 0.01);
	ENSURE(b2cBody_GetTransform(world, refused).p.y < -10.0f);
	ENSURE(log.asked >= 2);
	// the kept pair was asked once: its contact stays
	ENSURE(b2cBody_GetContactCount(world, kept) == 1);
	ENSURE(b2cBody_GetContactCount(world, refused) == 0);
	b2cDestroyWorld(world);
	return 0;
}

int ContactDataListsEveryContact(void)
{
	b2cShapeId groundShape, boxShape;
	b2cWorld *world = testGroundWorld(g_down, &groundShape);
	b2cBodyId box = testAddBox(world, (b2cVec2){0.0f, 0.5f}, &boxShape);
	testRun(world, 60);
	b2cContactData data[4];
	ENSURE(b2cWorld_GetContactData(world, data, 4) == 1);
	ENSURE(data[0].shapeA.index == groundShape.index && data[0].shapeB.index == boxShape.index);
	ENSURE(data[0].touching && !data[0].sensor && data[0].manifold.pointCount == 2);
	ENSURE(data[0].manifold.normal.x == 0.0f && data[0].manifold.normal.y == 1.0f);
	// the last sub-step's impulses hold the box up: m g (h / 4)
	float mass = b2cBody_GetMass(world, box);
	ENSURE_SMALL(data[0].normalImpulses[0] + data[0].normalImpulses[1] - mass * 10.0f / 240.0f, 1.0e-3);
	ENSURE(b2cBody_GetContactData(world, box, data, 4) == 1 && data[0].shapeB.index == boxShape.index);
	ENSURE(b2cBody_GetContactData(world, box, data, 0) == 0);
	// a destroyed body has none
	b2cWorld_DestroyBody(world, box);
	ENSURE(b2cBody_GetContactData(world, box, data, 4) == 0 && b2cBody_GetContactCount(world, box) == 0);
	ENSURE(b2cWorld_GetContactData(world, data, 4) == 0);
	b2cDestroyWorld(world);
	return 0;
}

int ShiftOriginMovesOnlyPositions(void)
{
	b2cShapeId groundShape, boxShape;
	b2cWorld *world = testGroundWorld(g_down, &groundShape);
	b2cBodyId box = testAddBox(world, (b2cVec2){0.0f, 0.5f}, &boxShape);
	b2cBody_SetLinearVelocity(world, box, (b2cVec2){1.0f, 0.0f});
	testRun(world, 10);
	b2cVec2 before = b2cBody_GetTransform(world, box).p, v = b2cBody_GetLinearVelocity(world, box);
	b2cAABB boxBefore = b2cShape_GetAABB(world, boxShape);
	b2cVec2 origin = {100.0f, -50.0f};
	ENSURE(b2cWorld_ShiftOrigin(world, origin));
	b2cVec2 after = b2cBody_GetTransform(world, box).p;
	ENSURE(after.x == before.x - origin.x && after.y == before.y - origin.y);
	b2cVec2 w = b2cBody_GetLinearVelocity(world, box);
	ENSURE(w.x == v.x && w.y == v.y);
	b2cAABB boxAfter = b2cShape_GetAABB(world, boxShape);
	ENSURE(boxAfter.lower.x == boxBefore.lower.x - origin.x && boxAfter.upper.y == boxBefore.upper.y - origin.y);
	b2cContactData data[2];
	ENSURE(b2cWorld_GetContactData(world, data, 2) == 1 && data[0].manifold.points[0].point.y > 49.0f);
	// a bad origin changes nothing
	ENSURE(!b2cWorld_ShiftOrigin(world, (b2cVec2){NAN, 0.0f}));
	ENSURE(!b2cWorld_ShiftOrigin(world, (b2cVec2){0.0f, 1.0e30f}));
	ENSURE(b2cBody_GetTransform(world, box).p.x == after.x);
	b2cDestroyWorld(world);
	return 0;
}
