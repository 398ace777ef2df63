// SPDX-License-Identifier: MIT
// The awake set (src/awake_set.h, issue 20): a step over a sleeping world visits only what moves
// and leaves the sleeping bodies as they were; the set holds what it must after any sequence of
// sleeping, waking, destroying, type and enabled changes, teleports and restores; and a world that
// walks the set steps exactly as one that walks every slot (as the step did before the set).
#include "b2c/b2c.h"
#include "awake_set.h"
#include "test_macros.h"
#include "test_scenes.h"

#include <string.h>

static int recountAwake(const b2cWorld *world)
{
	int n = 0;
	for (int32_t i = 0, limit = b2cWorld_GetBodyIndexLimit(world); i < limit; ++i) {
		b2cBodyId id = b2cWorld_GetBodyId(world, i);
		if (id.index >= 0 && b2cBody_GetType(world, id) == b2cBody_dynamic && b2cBody_IsAwake(world, id))
			++n;
	}
	return n;
}

static b2cJointId addRevolute(b2cWorld *world, b2cBodyId a, b2cBodyId b, b2cVec2 anchor)
{
	b2cJointDef def = b2cDefaultJointDef(b2cJoint_revolute);
	def.bodyA = a;
	def.bodyB = b;
	def.localAnchorA = b2cBody_GetLocalPoint(world, a, anchor);
	def.localAnchorB = b2cBody_GetLocalPoint(world, b, anchor);
	return b2cWorld_CreateJoint(world, &def);
}

int AwakeSetSleepingWorldCostsNothing(void)
{
	b2cShapeId ground, shape;
	b2cWorld *world = testGroundWorld((b2cVec2){0.0f, -10.0f}, &ground);
	b2cBodyId boxes[30];
	for (int i = 0; i < 15; ++i) // stacks of two, 1.5 m apart
		for (int j = 0; j < 2; ++j)
			boxes[2 * i + j] = testAddBox(world, (b2cVec2){-17.5f + 2.5f * (float)i, 0.5f + (float)j}, &shape);
	for (int i = 0; i < 15; i += 3) // a few hinged together
		addRevolute(world, boxes[2 * i], boxes[2 * i + 1], b2cBody_GetTransform(world, boxes[2 * i + 1]).p);
	int steps = 0;
	while (b2cWorld_GetCounters(world).awakeCount > 0 && steps < 600) {
		testRun(world, 1);
		++steps;
	}
	ENSURE(b2cWorld_GetCounters(world).awakeCount == 0);
	ENSURE(b2cWorld_CheckAwakeSet(world) == NULL);
	// one body moving in the air, far from the sleeping ones
	b2cBodyDef def = b2cDefaultBodyDef();
	def.type = b2cBody_dynamic;
	def.position = (b2cVec2){0.0f, 30.0f};
	def.gravityScale = 0.0f;
	def.allowSleep = false;
	def.linearVelocity = (b2cVec2){1.0f, 0.0f};
	b2cBodyId mover = b2cWorld_CreateBody(world, &def);
	b2cShapeGeometry box = {.type = b2cShape_polygon,
							.polygon = b2cMakeOffsetBox(0.5f, 0.5f, b2cVec2_zero, b2cRot_identity)};
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	b2cBody_CreateShape(world, mover, &shapeDef, &box);
	testRun(world, 1);
	b2cTransform before[30];
	for (int i = 0; i < 30; ++i)
		before[i] = b2cBody_GetTransform(world, boxes[i]);
	for (int k = 0; k < 20; ++k) {
		testRun(world, 1);
		b2cWorldCounters c = b2cWorld_GetCounters(world);
		ENSURE(c.awakeCount == 1);
		ENSURE(c.visitedBodies == 1); // the mover alone
		ENSURE(c.visitedContacts == 0 && c.visitedJoints == 0);
		ENSURE(b2cWorld_CheckAwakeSet(world) == NULL);
	}
	for (int i = 0; i < 30; ++i) {
		b2cTransform now = b2cBody_GetTransform(world, boxes[i]);
		ENSURE(memcmp(&now, &before[i], sizeof now) == 0);
		ENSURE(!b2cBody_IsAwake(world, boxes[i]));
	}
	// Waking one stack visits that stack (its bodies, its contacts, its joint) and no more.
	b2cBody_SetAwake(world, boxes[0], true);
	testRun(world, 1);
	b2cWorldCounters c = b2cWorld_GetCounters(world);
	ENSURE(c.awakeCount == 3);
	ENSURE(c.visitedBodies == 3);                           // (the two boxes and the mover)
	ENSURE(c.visitedContacts == 1 && c.visitedJoints == 1); // (box on ground; the hinged pair does not collide)
	ENSURE(b2cWorld_CheckAwakeSet(world) == NULL);
	b2cDestroyWorld(world);
	return 0;
}

int AwakeSetStaticMovedFromUnderSleeper(void)
{
	b2cShapeId ground, shape;
	b2cWorld *world = testGroundWorld((b2cVec2){0.0f, -10.0f}, &ground);
	b2cBodyDef def = b2cDefaultBodyDef();
	def.position = (b2cVec2){0.0f, 6.0f};
	b2cBodyId shelf = b2cWorld_CreateBody(world, &def);
	b2cShapeGeometry box = {.type = b2cShape_polygon,
							.polygon = b2cMakeOffsetBox(1.0f, 0.25f, b2cVec2_zero, b2cRot_identity)};
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	b2cBody_CreateShape(world, shelf, &shapeDef, &box);
	b2cBodyId top = testAddBox(world, (b2cVec2){0.0f, 6.75f}, &shape);
	testRun(world, 60);
	ENSURE(!b2cBody_IsAwake(world, top) && b2cWorld_GetCounters(world).contactCount == 1);
	// The shelf goes; the box sleeps on in the air (a static body wakes nothing), but its contact
	// with the shelf, whose boxes no longer overlap, ends at the next step as it always did.
	b2cBody_SetTransform(world, shelf, (b2cVec2){50.0f, 6.0f}, 0.0f);
	testRun(world, 1);
	ENSURE(!b2cBody_IsAwake(world, top));
	ENSURE(b2cWorld_GetCounters(world).contactCount == 0);
	ENSURE(b2cWorld_GetContactEvents(world).endCount == 1);
	ENSURE(b2cWorld_CheckAwakeSet(world) == NULL);
	b2cDestroyWorld(world);
	return 0;
}

// A small random generator of the test's own (the same sequence everywhere).
static uint32_t nextRandom(uint32_t *state)
{
	*state = *state * 1664525u + 1013904223u;
	return *state >> 8;
}

typedef struct Twin {
	b2cWorld *world;
	b2cBodyId bodies[64];
	int count;
	b2cJointId joints[16];
	int jointCount;
} Twin;

static void buildTwin(Twin *t)
{
	b2cShapeId ground, shape;
	memset(t, 0, sizeof *t);
	t->world = testGroundWorld((b2cVec2){0.0f, -10.0f}, &ground);
	for (int i = 0; i < 8; ++i)
		for (int j = 0; j < 3; ++j)
			t->bodies[t->count++] = testAddBox(t->world, (b2cVec2){-12.0f + 3.0f * (float)i, 0.5f + (float)j}, &shape);
	b2cBodyDef def = b2cDefaultBodyDef();
	def.type = b2cBody_kinematic;
	def.position = (b2cVec2){14.0f, 0.6f};
	t->bodies[t->count] = b2cWorld_CreateBody(t->world, &def);
	b2cShapeGeometry box = {.type = b2cShape_polygon,
							.polygon = b2cMakeOffsetBox(0.5f, 0.5f, b2cVec2_zero, b2cRot_identity)};
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	b2cBody_CreateShape(t->world, t->bodies[t->count++], &shapeDef, &box);
	// a static shelf with a box on it (a static body teleported away leaves it asleep in the air)
	def.type = b2cBody_static;
	def.position = (b2cVec2){0.0f, 6.0f};
	t->bodies[t->count] = b2cWorld_CreateBody(t->world, &def);
	b2cShapeGeometry shelf = {.type = b2cShape_polygon,
							  .polygon = b2cMakeOffsetBox(1.0f, 0.25f, b2cVec2_zero, b2cRot_identity)};
	b2cBody_CreateShape(t->world, t->bodies[t->count++], &shapeDef, &shelf);
	t->bodies[t->count++] = testAddBox(t->world, (b2cVec2){0.0f, 6.75f}, &shape);
	for (int i = 0; i < 8; i += 2)
		t->joints[t->jointCount++] = addRevolute(t->world, t->bodies[3 * i], t->bodies[3 * i + 1],
												 b2cBody_GetTransform(t->world, t->bodies[3 * i + 1]).p);
}

// One random change, the same in both worlds (drawn once).
static void change(Twin *twins, uint32_t *seed, int *stepsOut)
{
	uint32_t op = nextRandom(seed) % 14, pick = nextRandom(seed), extra = nextRandom(seed);
	*stepsOut = 0;
	for (int w = 0; w < 2; ++w) {
		Twin *t = &twins[w];
		b2cWorld *world = t->world;
		b2cBodyId body = t->bodies[pick % (uint32_t)t->count];
		switch (op) {
		case 0: // asleep, alone
			b2cBody_SetAwake(world, body, false);
			break;
		case 1:
			b2cBody_SetAwake(world, body, true);
			break;
		case 2:
			b2cBody_SetType(world, body, (b2cBodyType)(extra % 3));
			break;
		case 3:
			b2cBody_SetEnabled(world, body, (extra & 1) != 0);
			break;
		case 4: // teleported a little, or far (also a static one, which wakes nothing: the contacts of
				// the sleeping bodies it left must go)
			b2cBody_SetTransform(world, body,
								 b2cAdd(b2cBody_GetTransform(world, body).p,
										(b2cVec2){extra % 3 == 0 ? 50.0f : 0.0f, 0.05f * (float)(extra % 5)}),
								 0.0f);
			break;
		case 5:
			if (t->count > 4 && extra % 4 == 0) {
				b2cWorld_DestroyBody(world, body);
				uint32_t slot = pick % (uint32_t)t->count;
				t->count--;
				t->bodies[slot] = t->bodies[t->count];
			}
			break;
		case 6:
			if (t->count < 64) {
				b2cShapeId shape;
				t->bodies[t->count++] =
					testAddBox(world, (b2cVec2){-12.0f + (float)(extra % 25), 4.0f + (float)(extra % 3)}, &shape);
			}
			break;
		case 7:
			if (t->jointCount < 16) {
				b2cBodyId other = t->bodies[extra % (uint32_t)t->count];
				if (other.index != body.index && b2cBody_GetType(world, body) != b2cBody_static) {
					b2cJointId j = addRevolute(world, body, other, b2cBody_GetTransform(world, other).p);
					if (j.index >= 0)
						t->joints[t->jointCount++] = j;
				}
			}
			break;
		case 8:
			if (t->jointCount > 0) {
				int k = (int)(extra % (uint32_t)t->jointCount);
				b2cWorld_DestroyJoint(world, t->joints[k]);
				t->jointCount--;
				t->joints[k] = t->joints[t->jointCount];
			}
			break;
		case 9: // the kinematic body pushes
			b2cBody_SetLinearVelocity(world, body, (b2cVec2){(extra & 1) ? -1.0f : 1.0f, 0.0f});
			break;
		case 10:
			b2cBody_ApplyLinearImpulse(world, body, (b2cVec2){0.0f, 2.0f}, b2cBody_GetWorldCenter(world, body));
			break;
		default: // steps, to let things settle and sleep
			*stepsOut = 1 + (int)(extra % 40);
			break;
		}
	}
}

int AwakeSetHoldsAndStepsAsEverySlot(void)
{
	uint32_t seed = 20u;
	Twin twins[2];
	buildTwin(&twins[0]);
	buildTwin(&twins[1]);
	b2cWorldSnapshot *snapshot = NULL;
	for (int round = 0; round < 400; ++round) {
		int steps;
		change(twins, &seed, &steps);
		if (round % 50 == 25) { // a snapshot, restored a few changes later
			b2cDestroySnapshot(snapshot);
			snapshot = b2cWorld_Snapshot(twins[0].world);
			ENSURE(snapshot != NULL);
		}
		for (int k = 0; k < steps; ++k) {
			b2cVisitEverything((struct b2cWorld *)twins[1].world); // every slot, as before the set
			testRun(twins[0].world, 1);
			testRun(twins[1].world, 1);
			ENSURE(b2cWorld_Hash(twins[0].world) == b2cWorld_Hash(twins[1].world));
		}
		for (int w = 0; w < 2; ++w) {
			const char *why = b2cWorld_CheckAwakeSet(twins[w].world);
			if (why != NULL) {
				snprintf(g_testBuffer, sizeof g_testBuffer, "round %d, world %d: %s", round, w, why);
				g_testFailure = g_testBuffer;
				return 1;
			}
			ENSURE(b2cWorld_GetCounters(twins[w].world).awakeCount == recountAwake(twins[w].world));
		}
		ENSURE(b2cWorld_Hash(twins[0].world) == b2cWorld_Hash(twins[1].world));
		if (round % 50 == 40 && snapshot != NULL) {
			// the restored world (its ids are the snapshot's: the twin is rebuilt from it too)
			ENSURE(b2cWorld_Restore(twins[0].world, snapshot));
			ENSURE(b2cWorld_Restore(twins[1].world, snapshot));
			ENSURE(b2cWorld_CheckAwakeSet(twins[0].world) == NULL);
			ENSURE(b2cWorld_GetCounters(twins[0].world).awakeCount == recountAwake(twins[0].world));
			// (the Twin's lists may name bodies the snapshot did not have: those are refused)
		}
	}
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(twins[0].world);
	b2cDestroyWorld(twins[1].world);
	return 0;
}
