// SPDX-License-Identifier: MIT
// Body move events and bulk pose reads (b2cWorld_GetBodyMoveEvents, b2cWorld_GetPoses,
// b2cWorld_GetBodyPoses).
#include "b2c/b2c.h"
#include "test_macros.h"
#include "test_scenes.h"

#include <string.h>

static const b2cVec2 g_down = {0.0f, -10.0f};

static bool sameBits(float a, float b) { return memcmp(&a, &b, sizeof a) == 0; }

// The event says what the body's getters say, bit for bit.
static bool eventMatches(const b2cWorld *world, const b2cBodyMoveEvent *e)
{
	b2cTransform xf = b2cBody_GetTransform(world, e->bodyId);
	return sameBits(xf.p.x, e->transform.p.x) && sameBits(xf.p.y, e->transform.p.y) &&
		   sameBits(xf.q.c, e->transform.q.c) && sameBits(xf.q.s, e->transform.q.s) &&
		   sameBits(b2cRot_GetAngle(xf.q), e->angle);
}

int BodyMovesReportTheMovingBodies(void)
{
	b2cShapeId groundShape, shape;
	b2cWorld *world = testGroundWorld(g_down, &groundShape);
	b2cBodyId a = testAddBox(world, (b2cVec2){-3.0f, 2.0f}, &shape);
	b2cBodyDef def = b2cDefaultBodyDef();
	def.type = b2cBody_dynamic;
	def.position = (b2cVec2){3.0f, 5.0f};
	def.awake = false;
	b2cBodyId sleeper = b2cWorld_CreateBody(world, &def);
	def.type = b2cBody_kinematic;
	def.awake = true;
	def.angularVelocity = 1.0f;
	def.userData = 77;
	b2cBodyId spinner = b2cWorld_CreateBody(world, &def);
	b2cBodyId b = testAddBox(world, (b2cVec2){0.0f, 4.0f}, &shape);
	// none before the first step
	ENSURE(b2cWorld_GetBodyMoveEvents(world).count == 0);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	b2cBodyMoveEvents events = b2cWorld_GetBodyMoveEvents(world);
	// the ground is static and the sleeper asleep: a, the spinner and b, in slot order
	ENSURE(events.count == 3);
	ENSURE(events.events[0].bodyId.index == a.index && events.events[0].bodyId.generation == a.generation);
	ENSURE(events.events[1].bodyId.index == spinner.index && events.events[1].userData == 77);
	ENSURE(events.events[2].bodyId.index == b.index);
	for (int k = 0; k < events.count; ++k) {
		ENSURE(eventMatches(world, &events.events[k]));
		ENSURE(!events.events[k].fellAsleep);
	}
	ENSURE(events.events[1].angle > 0.0f && events.events[0].transform.p.y < 2.0f);
	// woken, it moves at the next step; a step of dt 0 moves nothing
	b2cBody_SetAwake(world, sleeper, true);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cWorld_GetBodyMoveEvents(world).count == 4);
	ENSURE(b2cWorld_GetBodyMoveEvents(world).events[1].bodyId.index == sleeper.index);
	b2cWorld_Step(world, 0.0f, 4);
	ENSURE(b2cWorld_GetBodyMoveEvents(world).count == 0);
	b2cDestroyWorld(world);
	return 0;
}

int BodyMovesFlagTheBodiesThatFallAsleep(void)
{
	b2cShapeId groundShape, shape;
	b2cWorld *world = testGroundWorld(g_down, &groundShape);
	b2cBodyId box = testAddBox(world, (b2cVec2){0.0f, 0.5f}, &shape);
	const b2cBodyMoveEvent *first = NULL;
	int steps = 0;
	while (b2cBody_IsAwake(world, box) && steps < 600) {
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		++steps;
		b2cBodyMoveEvents events = b2cWorld_GetBodyMoveEvents(world);
		ENSURE(events.count == 1 && events.events[0].bodyId.index == box.index);
		ENSURE(events.events[0].fellAsleep == !b2cBody_IsAwake(world, box));
		ENSURE(eventMatches(world, &events.events[0]));
		// the same memory from step to step
		if (first == NULL)
			first = events.events;
		ENSURE(events.events == first);
	}
	ENSURE(steps > 10 && steps < 600);
	// asleep, it has no event
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cWorld_GetBodyMoveEvents(world).count == 0);
	b2cDestroyWorld(world);
	return 0;
}

int BodyMovesClearedByARestore(void)
{
	b2cShapeId groundShape, shape;
	b2cWorld *world = testGroundWorld(g_down, &groundShape);
	testAddBox(world, (b2cVec2){0.0f, 3.0f}, &shape);
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cWorld_GetBodyMoveEvents(world).count == 1);
	ENSURE(b2cWorld_Restore(world, snapshot));
	ENSURE(b2cWorld_GetBodyMoveEvents(world).count == 0);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cWorld_GetBodyMoveEvents(world).count == 1);
	ENSURE(eventMatches(world, &b2cWorld_GetBodyMoveEvents(world).events[0]));
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(world);
	return 0;
}

int PosesOfTheAwakeBodies(void)
{
	b2cShapeId groundShape, shape;
	b2cWorld *world = testGroundWorld(g_down, &groundShape);
	b2cBodyId boxes[5];
	for (int i = 0; i < 5; ++i)
		boxes[i] = testAddBox(world, (b2cVec2){(float)i * 2.0f - 4.0f, 1.0f + (float)i}, &shape);
	b2cBody_SetAwake(world, boxes[2], false);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	// capacity 0 counts them
	ENSURE(b2cWorld_GetPoses(world, NULL, NULL, 0) == 4);
	float poses[15];
	int32_t indices[5];
	memset(poses, 0, sizeof poses);
	ENSURE(b2cWorld_GetPoses(world, poses, indices, 5) == 4);
	int expected[4] = {0, 1, 3, 4};
	for (int k = 0; k < 4; ++k) {
		b2cBodyId id = boxes[expected[k]];
		ENSURE(indices[k] == id.index);
		b2cTransform xf = b2cBody_GetTransform(world, id);
		ENSURE(sameBits(poses[3 * k], xf.p.x) && sameBits(poses[3 * k + 1], xf.p.y));
		ENSURE(sameBits(poses[3 * k + 2], b2cRot_GetAngle(xf.q)));
	}
	// a capacity short of them: the first ones only, nothing past it
	float few[7] = {0, 0, 0, 0, 0, 0, 42.0f};
	ENSURE(b2cWorld_GetPoses(world, few, NULL, 2) == 4);
	ENSURE(sameBits(few[3], poses[3]) && few[6] == 42.0f);
	// moved between steps (its angle no longer the step's), made, woken: read as they are now
	ENSURE(b2cBody_SetTransform(world, boxes[0], (b2cVec2){1.0f, 7.0f}, 0.5f));
	b2cBody_SetAwake(world, boxes[2], true);
	b2cBodyId late = testAddBox(world, (b2cVec2){9.0f, 9.0f}, &shape);
	float poses6[18];
	int32_t indices6[6];
	ENSURE(b2cWorld_GetPoses(world, poses6, indices6, 6) == 6);
	memcpy(poses, poses6, sizeof poses);
	memcpy(indices, indices6, sizeof indices);
	ENSURE(indices[0] == boxes[0].index && poses[0] == 1.0f && poses[1] == 7.0f);
	ENSURE(sameBits(poses[2], b2cRot_GetAngle(b2cBody_GetTransform(world, boxes[0]).q)));
	ENSURE(indices[2] == boxes[2].index && indices6[5] == late.index);
	// by ids, in the order given; a destroyed one stops the read where it is
	b2cBodyId order[3] = {boxes[4], boxes[1], boxes[3]};
	ENSURE(b2cWorld_GetBodyPoses(world, order, 3, poses) == 3);
	ENSURE(sameBits(poses[4], b2cBody_GetTransform(world, boxes[1]).p.y));
	b2cWorld_DestroyBody(world, boxes[1]);
	poses[3] = 42.0f;
	ENSURE(b2cWorld_GetBodyPoses(world, order, 3, poses) == 1);
	ENSURE(poses[3] == 42.0f);
	b2cBodyId none = {-1, 0}, far = {1000, 0};
	ENSURE(b2cWorld_GetBodyPoses(world, &none, 1, poses) == 0);
	ENSURE(b2cWorld_GetBodyPoses(world, &far, 1, poses) == 0);
	// one body: the bulk read's three numbers; nothing written for a body that is not
	float one[3], many[3];
	ENSURE(b2cBody_GetPose(world, boxes[3], one) && b2cWorld_GetBodyPoses(world, &boxes[3], 1, many) == 1);
	ENSURE(sameBits(one[0], many[0]) && sameBits(one[1], many[1]) && sameBits(one[2], many[2]));
	one[0] = 42.0f;
	ENSURE(!b2cBody_GetPose(world, boxes[1], one) && !b2cBody_GetPose(world, none, one) &&
		   !b2cBody_GetPose(world, far, one) && one[0] == 42.0f);
	b2cDestroyWorld(world);
	return 0;
}

// b2cWorld_GetPoses against every slot walked by hand: the awake dynamic and kinematic bodies in
// slot order, each with its getters' pose.
static int checkPosesByHand(const b2cWorld *world)
{
	static float poses[3 * 512];
	static int32_t indices[512];
	int n = b2cWorld_GetPoses(world, poses, indices, 512);
	int k = 0;
	for (int32_t i = 0; i < b2cWorld_GetBodyIndexLimit(world); ++i) {
		b2cBodyId id = b2cWorld_GetBodyId(world, i);
		if (id.index < 0 || b2cBody_GetType(world, id) == b2cBody_static || !b2cBody_IsAwake(world, id))
			continue;
		ENSURE(k < n && indices[k] == i);
		b2cTransform xf = b2cBody_GetTransform(world, id);
		ENSURE(sameBits(poses[3 * k], xf.p.x) && sameBits(poses[3 * k + 1], xf.p.y));
		ENSURE(sameBits(poses[3 * k + 2], b2cRot_GetAngle(xf.q)));
		++k;
	}
	ENSURE(k == n);
	return 0;
}

int PosesAgreeWithTheBodiesThroughChanges(void)
{
	b2cShapeId groundShape, shape;
	b2cWorld *world = testGroundWorld(g_down, &groundShape);
	b2cBodyId boxes[60];
	for (int i = 0; i < 60; ++i)
		boxes[i] = testAddBox(world, (b2cVec2){(float)(i % 10) * 1.1f - 5.0f, 0.5f + (float)(i / 10) * 1.05f}, &shape);
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
	for (int step = 0; step < 400; ++step) {
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		if (checkPosesByHand(world) != 0)
			return 1;
		switch (step % 50) {
		case 10:
			b2cBody_SetTransform(world, boxes[step % 60], (b2cVec2){0.0f, 12.0f}, 0.3f);
			break;
		case 20:
			b2cBody_SetAwake(world, boxes[(step + 7) % 60], true);
			break;
		case 30:
			b2cWorld_ShiftOrigin(world, (b2cVec2){0.5f, 0.0f});
			break;
		case 40:
			b2cWorld_DestroyBody(world, boxes[(step / 50) * 3]);
			break;
		case 45:
			testAddBox(world, (b2cVec2){2.0f, 9.0f}, &shape);
			break;
		default:
			break;
		}
		if (checkPosesByHand(world) != 0)
			return 1;
	}
	ENSURE(b2cWorld_Restore(world, snapshot));
	if (checkPosesByHand(world) != 0)
		return 1;
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	if (checkPosesByHand(world) != 0)
		return 1;
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(world);
	return 0;
}

// A world nobody has read poses or events of records the transforms only; the first read computes
// the angles of the last step's events (the same bits), and the steps after compute them.
int BodyMoveAnglesComputedWhenFirstRead(void)
{
	b2cShapeId groundShape, shape;
	b2cWorld *world = testGroundWorld(g_down, &groundShape);
	b2cBodyDef def = b2cDefaultBodyDef();
	def.type = b2cBody_kinematic;
	def.position = (b2cVec2){3.0f, 5.0f};
	def.angularVelocity = 2.0f;
	b2cBodyId spinner = b2cWorld_CreateBody(world, &def);
	testAddBox(world, (b2cVec2){0.0f, 4.0f}, &shape);
	for (int i = 0; i < 30; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	b2cBodyMoveEvents events = b2cWorld_GetBodyMoveEvents(world);
	ENSURE(events.count == 2);
	for (int k = 0; k < events.count; ++k)
		ENSURE(eventMatches(world, &events.events[k]));
	ENSURE(events.events[0].bodyId.index == spinner.index && events.events[0].angle > 0.9f);
	for (int i = 0; i < 5; ++i) {
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		events = b2cWorld_GetBodyMoveEvents(world);
		for (int k = 0; k < events.count; ++k)
			ENSURE(eventMatches(world, &events.events[k]));
	}
	// a pose read first, in another world, likewise
	b2cWorld *other = testGroundWorld(g_down, &groundShape);
	b2cBodyId spun = b2cWorld_CreateBody(other, &def);
	for (int i = 0; i < 30; ++i)
		b2cWorld_Step(other, 1.0f / 60.0f, 4);
	float pose[3];
	ENSURE(b2cWorld_GetBodyPoses(other, &spun, 1, pose) == 1);
	ENSURE(sameBits(pose[2], b2cRot_GetAngle(b2cBody_GetTransform(other, spun).q)));
	ENSURE(b2cWorld_GetPoses(other, pose, NULL, 1) == 1 &&
		   sameBits(pose[2], b2cRot_GetAngle(b2cBody_GetTransform(other, spun).q)));
	b2cDestroyWorld(other);
	b2cDestroyWorld(world);
	return 0;
}
