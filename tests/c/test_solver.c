// SPDX-License-Identifier: MIT
// Core tests of the step's memory (the stack arena, no allocation in a steady step) and of the
// contact solver's blocks (graph colouring).
#include "joint_internal.h"
#include "snapshot_internal.h"
#include "failing_allocator.h"
#include "test_macros.h"
#include "test_scenes.h"

#include <stdlib.h>
#include <string.h>

typedef struct Counter {
	int allocs, frees;
	size_t live;
} Counter;

static void *countAlloc(size_t size, void *context)
{
	Counter *c = (Counter *)context;
	c->allocs++;
	c->live += size;
	return malloc(size);
}

static void countFree(void *memory, size_t size, void *context)
{
	Counter *c = (Counter *)context;
	c->frees++;
	c->live -= size;
	free(memory);
}

int ArenaStackOrder(void)
{
	Counter counter = {0, 0, 0};
	b2cSetAllocator(countAlloc, countFree, &counter);
	b2cArena arena = {0};
	// Empty: both blocks come from the hook, aligned, and go back to it.
	char *a = (char *)b2cArena_Alloc(&arena, 100);
	char *b = (char *)b2cArena_Alloc(&arena, 1000);
	ENSURE(a != NULL && b != NULL && counter.allocs == 2);
	ENSURE((uintptr_t)a % B2C_ARENA_ALIGNMENT == 0 && (uintptr_t)b % B2C_ARENA_ALIGNMENT == 0);
	memset(a, 1, 100);
	memset(b, 2, 1000);
	b2cArena_Free(&arena, b);
	b2cArena_Free(&arena, a);
	ENSURE(counter.frees == 2 && arena.entryCount == 0);
	// Grown to the most that was live, the same demand takes nothing more from the hook.
	ENSURE(b2cArena_Grow(&arena) && arena.capacity >= 1100 + 2 * B2C_ARENA_ALIGNMENT - 64);
	int allocs = counter.allocs;
	a = (char *)b2cArena_Alloc(&arena, 100);
	b = (char *)b2cArena_Alloc(&arena, 1000);
	char *z = (char *)b2cArena_Alloc(&arena, 0);
	ENSURE(a != NULL && b != NULL && z != NULL && b >= a + 100 && z >= b + 1000);
	ENSURE(counter.allocs == allocs);
	b2cArena_Free(&arena, z);
	b2cArena_Free(&arena, b);
	b2cArena_Free(&arena, a);
	b2cArena_Free(&arena, NULL);
	// At most B2C_ARENA_MAX_ENTRIES live blocks.
	void *blocks[B2C_ARENA_MAX_ENTRIES];
	for (int i = 0; i < B2C_ARENA_MAX_ENTRIES; ++i)
		ENSURE((blocks[i] = b2cArena_Alloc(&arena, 8)) != NULL);
	ENSURE(b2cArena_Alloc(&arena, 8) == NULL);
	for (int i = B2C_ARENA_MAX_ENTRIES - 1; i >= 0; --i)
		b2cArena_Free(&arena, blocks[i]);
	b2cArena_Destroy(&arena);
	ENSURE(counter.live == 0);
	b2cSetAllocator(NULL, NULL, NULL);
	return 0;
}

static b2cBodyId addBox(b2cWorld *world, b2cBodyType type, b2cVec2 position, float hx, float hy)
{
	b2cBodyDef bd = b2cDefaultBodyDef();
	bd.type = type;
	bd.position = position;
	b2cBodyId id = b2cWorld_CreateBody(world, &bd);
	b2cShapeDef sd = b2cDefaultShapeDef();
	b2cShapeGeometry box;
	box.type = b2cShape_polygon;
	box.polygon = b2cMakeOffsetBox(hx, hy, b2cVec2_zero, b2cRot_identity);
	b2cBody_CreateShape(world, id, &sd, &box);
	return id;
}

int SteadyStepAllocatesNothing(void)
{
	// with sleep off, and on (the island pass takes its scratch from the arena too)
	for (int sleep = 0; sleep < 2; ++sleep) {
		Counter counter = {0, 0, 0};
		b2cSetAllocator(countAlloc, countFree, &counter);
		b2cWorldDef wd = b2cDefaultWorldDef();
		wd.timeToSleep = sleep ? 5.0f : 0.0f;
		b2cWorld *world = b2cCreateWorld(&wd);
		addBox(world, b2cBody_static, (b2cVec2){0.0f, -1.0f}, 20.0f, 1.0f);
		for (int row = 0; row < 10; ++row)
			for (int i = 0; i < 10 - row; ++i)
				addBox(world, b2cBody_dynamic, (b2cVec2){(float)i - 0.5f * (float)(9 - row), 0.5f + (float)row}, 0.5f,
					   0.5f);
		for (int i = 0; i < 60; ++i)
			b2cWorld_Step(world, 1.0f / 60.0f, 4);
		int allocs = counter.allocs;
		for (int i = 0; i < 60; ++i)
			b2cWorld_Step(world, 1.0f / 60.0f, 4);
		ENSURE(counter.allocs == allocs);
		b2cDestroyWorld(world);
		ENSURE(counter.live == 0);
		b2cSetAllocator(NULL, NULL, NULL);
	}
	return 0;
}

int ContactBlocksIndependent(void)
{
	b2cWorldDef wd = b2cDefaultWorldDef();
	wd.timeToSleep = 0.0f;
	b2cWorld *world = b2cCreateWorld(&wd);
	addBox(world, b2cBody_static, (b2cVec2){0.0f, -1.0f}, 100.0f, 1.0f);
	// A wide plank carrying 120 small boxes: far more contacts on one body than colours.
	b2cBodyId plank = addBox(world, b2cBody_dynamic, (b2cVec2){0.0f, 0.25f}, 61.0f, 0.25f);
	for (int i = 0; i < 120; ++i)
		addBox(world, b2cBody_dynamic, (b2cVec2){-60.0f + (float)i, 0.75f}, 0.25f, 0.25f);
	for (int i = 0; i < 30; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	int32_t *stateIndex = (int32_t *)calloc((size_t)bodyCount, sizeof(int32_t));
	int dynamicCount = 0;
	for (int i = 0; i < bodyCount; ++i)
		if (b2cIsAwakeDynamic(&world->bodies[i]))
			stateIndex[i] = ++dynamicCount;
	b2cContactSolver solver;
	uint64_t *masks = (uint64_t *)calloc((size_t)dynamicCount + 1, sizeof(uint64_t));
	ENSURE(masks != NULL);
	b2cSoftness rigid = {0.0f, 1.0f, 0.0f};
	ENSURE(b2cPrepareContacts(world, &world->arena, stateIndex, dynamicCount, masks, rigid, rigid, &solver));
	int expected = 0;
	for (int c = 0; c < b2cGetIdCapacity(&world->contactIds); ++c)
		if (world->contacts[c].alive && world->contacts[c].enabled && world->contacts[c].pointCount > 0)
			++expected;
	ENSURE(solver.constraintCount == expected && expected > 120);
	ENSURE(solver.colorCount == 64 && solver.overflowCount > 0);
	ENSURE(b2cContactSolver_IsValid(&solver, dynamicCount));
	b2cFreeContactSolver(&world->arena, &solver);
	free(masks);
	free(stateIndex);
	// And the overflow solves as well as the rest: the plank and its load rest where they were.
	for (int i = 0; i < 120; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE_SMALL(b2cBody_GetTransform(world, plank).p.y - 0.25f, 0.02);
	b2cDestroyWorld(world);
	return 0;
}

static uint32_t nextRandom(uint32_t *state)
{
	*state = *state * 1664525u + 1013904223u;
	return *state >> 8;
}

int ContactListsFollowEveryChange(void)
{
	b2cWorldDef wd = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&wd);
	addBox(world, b2cBody_static, (b2cVec2){0.0f, -1.0f}, 30.0f, 1.0f);
	b2cBodyId bodies[200];
	int count = 0;
	uint32_t seed = 12345u;
	for (int round = 0; round < 300; ++round) {
		uint32_t r = nextRandom(&seed) % 10;
		if (r < 5 && count < 200) {
			float x = (float)(nextRandom(&seed) % 40) - 20.0f, y = 0.5f + (float)(nextRandom(&seed) % 12);
			bodies[count++] = addBox(world, nextRandom(&seed) % 8 == 0 ? b2cBody_kinematic : b2cBody_dynamic,
									 (b2cVec2){x, y}, 0.5f, 0.5f);
		} else if (r < 7 && count > 0) {
			int i = (int)(nextRandom(&seed) % (uint32_t)count);
			b2cWorld_DestroyBody(world, bodies[i]);
			bodies[i] = bodies[--count];
		} else if (r < 8 && count > 0) {
			int i = (int)(nextRandom(&seed) % (uint32_t)count);
			b2cBody_SetType(world, bodies[i], (b2cBodyType)(nextRandom(&seed) % 3));
		} else if (count > 1) {
			// a joint between two bodies (or one and the world), or one destroyed
			int i = (int)(nextRandom(&seed) % (uint32_t)count), k = (int)(nextRandom(&seed) % (uint32_t)count);
			b2cJointDef def = b2cDefaultJointDef((b2cJointType)(nextRandom(&seed) % b2cJoint_typeCount));
			def.bodyA = r == 8 ? bodies[k] : (b2cBodyId){B2C_NO_BODY, 0};
			def.bodyB = bodies[i];
			def.collideConnected = nextRandom(&seed) % 2 == 0;
			def.maxForce = def.maxTorque = 10.0f;
			b2cJointId id = b2cWorld_CreateJoint(world, &def);
			if (id.index >= 0 && nextRandom(&seed) % 3 == 0)
				b2cWorld_DestroyJoint(world, id);
		}
		for (int s = 0; s < 3; ++s)
			b2cWorld_Step(world, 1.0f / 60.0f, 4);
		ENSURE(b2cCheckEdgeLists(world, b2cEdges_contact) == b2cEdges_sound);
		ENSURE(b2cCheckEdgeLists(world, b2cEdges_joint) == b2cEdges_sound);
		for (int i = 0; i < count; ++i) {
			b2cTransform xf = b2cBody_GetTransform(world, bodies[i]);
			ENSURE(xf.p.x == xf.p.x && xf.p.y == xf.p.y); // no NaN
		}
	}
	ENSURE(b2cGetIdCount(&world->contactIds) > 50 && b2cGetIdCount(&world->jointIds) > 5);
	b2cDestroyWorld(world);
	return 0;
}

// Twenty boxes in rows of five on a ground box, stepped `steps` times: the snapshot tests' world.
static b2cWorld *smallPile(int steps)
{
	b2cWorldDef wd = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&wd);
	addBox(world, b2cBody_static, (b2cVec2){0.0f, -1.0f}, 20.0f, 1.0f);
	for (int i = 0; i < 20; ++i)
		addBox(world, b2cBody_dynamic, (b2cVec2){(float)(i % 5), 0.5f + (float)(i / 5)}, 0.5f, 0.5f);
	for (int i = 0; i < steps; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	return world;
}

// The one check of the bodies' contact and joint lists (edge_list.c, which the snapshot loader
// uses too) finds each kind of break, and the lists it passes are the ones the world made.
int EdgeListsCheckFindsEveryBreak(void)
{
	b2cWorld *world = smallPile(30);
	b2cJointDef def = b2cDefaultJointDef(b2cJoint_distance);
	def.bodyA = b2cWorld_GetBodyId(world, 1);
	def.bodyB = b2cWorld_GetBodyId(world, 2);
	b2cJointId joint = b2cWorld_CreateJoint(world, &def);
	ENSURE(joint.index >= 0);
	ENSURE(b2cCheckEdgeLists(world, b2cEdges_contact) == b2cEdges_sound);
	ENSURE(b2cCheckEdgeLists(world, b2cEdges_joint) == b2cEdges_sound);
	int32_t i = 1; // a box with at least two contacts
	while (world->bodies[i].contactCount < 2)
		++i;
	b2cBody *body = &world->bodies[i];
	body->contactCount++;
	ENSURE(b2cCheckEdgeLists(world, b2cEdges_contact) == b2cEdges_wrongCount);
	body->contactCount--;
	int32_t first = body->contactList;
	body->contactList = 0x7ffffff0; // no contact's key
	ENSURE(b2cCheckEdgeLists(world, b2cEdges_contact) == b2cEdges_brokenList);
	body->contactList = first;
	b2cEdge *edge = &world->contacts[first >> 1].edges[first & 1];
	int32_t next = edge->nextKey;
	edge->nextKey = first; // a loop
	ENSURE(b2cCheckEdgeLists(world, b2cEdges_contact) == b2cEdges_brokenList);
	edge->nextKey = next;
	// an edge out of its body's list, and back in
	b2cUnlinkEdge(world, b2cEdges_contact, first >> 1, first & 1);
	ENSURE(b2cCheckEdgeLists(world, b2cEdges_contact) == b2cEdges_unlisted);
	b2cLinkEdge(world, b2cEdges_contact, first >> 1, first & 1, i);
	ENSURE(b2cCheckEdgeLists(world, b2cEdges_contact) == b2cEdges_sound);
	// a joint whose definition names another body than its edge
	b2cJoint *j = &world->joints[joint.index];
	j->def.bodyB.index = 3;
	ENSURE(b2cCheckEdgeLists(world, b2cEdges_joint) == b2cEdges_wrongBody);
	j->def.bodyB.index = 2;
	j->edges[1].body = 0x7ffffff0;
	ENSURE(b2cCheckEdgeLists(world, b2cEdges_joint) == b2cEdges_brokenList); // (body 2's list finds it first)
	j->edges[1].body = 2;
	ENSURE(b2cCheckEdgeLists(world, b2cEdges_joint) == b2cEdges_sound);
	ENSURE(strcmp(b2cEdgeProblemText(b2cEdges_unlisted), "a contact or joint is not in its bodies' lists") == 0);
	ENSURE(b2cEdgeProblemText(b2cEdges_sound) == NULL);
	b2cDestroyWorld(world);
	return 0;
}

// What loading the world's snapshot says: NULL when it loads.
static const char *loadError(const b2cWorld *world)
{
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
	const char *error = NULL;
	b2cDestroySnapshot(testReload(snapshot, NULL, NULL, &error));
	b2cDestroySnapshot(snapshot);
	return error;
}

// The snapshot loader checks the tree and the bodies' lists with their one checks
// (b2cDynamicTree_Check, b2cCheckEdgeLists), and says what they found.
int SnapshotLoaderUsesTheOneChecks(void)
{
	b2cWorld *world = smallPile(10);
	ENSURE(loadError(world) == NULL);
	b2cDynamicTree *tree = &world->broadPhase.trees[b2cBody_dynamic].tree;
	ENSURE(b2cDynamicTree_Flush(tree)); // (as a step does: nothing enlarged)
	b2cAABB box = tree->nodes[tree->root].aabb;
	tree->nodes[tree->root].aabb.upper.y += 1.0f;
	const char *error = loadError(world);
	ENSURE(error != NULL &&
		   strcmp(error, "corrupted snapshot: a tree node's box is not the union of its children's") == 0);
	tree->nodes[tree->root].aabb = box;
	int32_t i = 1;
	while (world->bodies[i].contactCount == 0)
		++i;
	world->bodies[i].contactCount++;
	error = loadError(world);
	ENSURE(error != NULL && strcmp(error, "corrupted snapshot: a body's edge list does not match its count") == 0);
	world->bodies[i].contactCount--;
	ENSURE(loadError(world) == NULL);
	b2cDestroyWorld(world);
	return 0;
}

static b2cJointId addDistanceJoint(b2cWorld *world, int32_t a, int32_t b)
{
	b2cJointDef def = b2cDefaultJointDef(b2cJoint_distance);
	def.bodyA = b2cWorld_GetBodyId(world, a);
	def.bodyB = b2cWorld_GetBodyId(world, b);
	return b2cWorld_CreateJoint(world, &def);
}

// A snapshot of another world restored into a world that had objects (b2cWorld_RestoreForeign):
// every id that world gave reads as destroyed, even where the snapshot's objects have the same
// index and generation (both worlds made the same way), the restored objects' ids are their own
// (the joints' bodies, the events' shapes too), and stepping on hashes as in a new world.
int SnapshotRestoresIntoAnyWorld(void)
{
	b2cWorld *source = smallPile(20);
	ENSURE(addDistanceJoint(source, 1, 2).index == 0);
	addBox(source, b2cBody_dynamic, (b2cVec2){0.0f, 0.5f}, 0.5f, 0.5f); // in box 1: it touches next step
	b2cWorld_Step(source, 1.0f / 60.0f, 4);
	b2cContactEvents events = b2cWorld_GetContactEvents(source);
	ENSURE(events.beginCount > 0);
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(source);
	ENSURE(snapshot != NULL);

	// the same pile (the same ids), a joint, then bodies made and destroyed
	b2cWorld *used = smallPile(5);
	b2cJointId oldJoint = addDistanceJoint(used, 1, 2);
	b2cBodyId oldBodies[30];
	b2cShapeId oldShapes[30];
	int oldCount = 0;
	for (int32_t i = 0; i < b2cWorld_GetBodyIndexLimit(used); ++i) {
		oldBodies[oldCount] = b2cWorld_GetBodyId(used, i);
		oldShapes[oldCount++] = b2cWorld_GetShapeId(used, b2cBody_GetFirstShape(used, b2cWorld_GetBodyId(used, i)));
	}
	for (int k = 0; k < 3; ++k) {
		b2cBodyId gone = addBox(used, b2cBody_dynamic, (b2cVec2){10.0f, 5.0f}, 0.5f, 0.5f);
		oldShapes[oldCount] = b2cWorld_GetShapeId(used, b2cBody_GetFirstShape(used, gone));
		oldBodies[oldCount++] = gone;
		b2cWorld_DestroyBody(used, gone);
	}
	ENSURE(b2cWorld_RestoreForeign(used, snapshot));
	b2cWorldDef wd = b2cDefaultWorldDef();
	b2cWorld *fresh = b2cCreateWorld(&wd);
	ENSURE(b2cWorld_RestoreForeign(fresh, snapshot));
	ENSURE(b2cWorld_Hash(used) == b2cWorld_Hash(source) && b2cWorld_Hash(fresh) == b2cWorld_Hash(source));
	for (int k = 0; k < oldCount; ++k) {
		ENSURE(!b2cWorld_IsValidBody(used, oldBodies[k]));
		ENSURE(!b2cWorld_IsValidShape(used, oldShapes[k]));
	}
	ENSURE(!b2cWorld_IsValidJoint(used, oldJoint));
	// (in the new world, the snapshot's own ids)
	ENSURE(b2cWorld_IsValidBody(fresh, oldBodies[3]) && b2cWorld_IsValidJoint(fresh, oldJoint));
	for (int32_t i = 0; i < b2cWorld_GetBodyIndexLimit(used); ++i) {
		b2cBodyId id = b2cWorld_GetBodyId(used, i);
		ENSURE(id.index == i && b2cWorld_IsValidBody(used, id) && id.generation != oldBodies[i].generation);
		ENSURE(b2cWorld_IsValidShape(used, b2cWorld_GetShapeId(used, b2cBody_GetFirstShape(used, id))));
	}
	b2cJointId joint = b2cWorld_GetJointId(used, 0);
	ENSURE(b2cWorld_IsValidJoint(used, joint) && joint.generation != oldJoint.generation);
	ENSURE(b2cWorld_IsValidBody(used, b2cJoint_GetBodyA(used, joint)) &&
		   b2cWorld_IsValidBody(used, b2cJoint_GetBodyB(used, joint)));
	ENSURE(b2cCheckEdgeLists(used, b2cEdges_joint) == b2cEdges_sound);
	b2cContactEvents restored = b2cWorld_GetContactEvents(used);
	ENSURE(restored.beginCount == events.beginCount);
	for (int k = 0; k < restored.beginCount; ++k) {
		ENSURE(restored.begin[k].shapeA.index == events.begin[k].shapeA.index);
		ENSURE(b2cWorld_IsValidShape(used, restored.begin[k].shapeA) &&
			   b2cWorld_IsValidShape(used, restored.begin[k].shapeB));
	}
	for (int step = 0; step < 60; ++step) {
		b2cWorld_Step(used, 1.0f / 60.0f, 4);
		b2cWorld_Step(fresh, 1.0f / 60.0f, 4);
		ENSURE(b2cWorld_Hash(used) == b2cWorld_Hash(fresh));
	}
	// what the restored world makes later never takes an old id either
	for (int32_t i = 0; i < b2cWorld_GetBodyIndexLimit(used); ++i)
		b2cWorld_DestroyBody(used, b2cWorld_GetBodyId(used, i));
	for (int k = 0; k < 30; ++k)
		addBox(used, b2cBody_dynamic, (b2cVec2){(float)k, 3.0f}, 0.5f, 0.5f);
	for (int k = 0; k < oldCount; ++k)
		ENSURE(!b2cWorld_IsValidBody(used, oldBodies[k]) && !b2cWorld_IsValidShape(used, oldShapes[k]));
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(fresh);
	b2cDestroyWorld(used);
	b2cDestroyWorld(source);
	return 0;
}

int SnapshotRestoresAndSurvivesMemoryFailure(void)
{
	FailingAllocator f = {-1, 0, 0};
	b2cSetAllocator(failingAlloc, failingFree, &f);
	b2cWorld *world = smallPile(30);
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
	ENSURE(snapshot != NULL && b2cSnapshot_GetByteCount(snapshot) > 0);
	uint64_t at = b2cWorld_Hash(world);
	for (int i = 0; i < 30; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	uint64_t later = b2cWorld_Hash(world);
	ENSURE(later != at);
	// Every allocation count at which a snapshot or a restore can fail: a failed snapshot is NULL
	// and leaks nothing; a failed restore leaves the world as it was. Bodies added since the
	// snapshot (a bigger tree) make the restore copy into new memory rather than in place.
	for (int allowed = 0; allowed < 60; ++allowed) {
		for (int i = 0; i < 100; ++i)
			addBox(world, b2cBody_dynamic, (b2cVec2){(float)(i % 10) - 30.0f, 0.5f + (float)(i / 10)}, 0.5f, 0.5f);
		size_t before = f.live;
		f.allowed = allowed;
		b2cWorldSnapshot *partial = b2cWorld_Snapshot(world);
		f.allowed = -1;
		if (partial == NULL)
			ENSURE(f.live == before);
		b2cDestroySnapshot(partial);
		uint64_t current = b2cWorld_Hash(world);
		f.allowed = allowed;
		bool restored = b2cWorld_Restore(world, snapshot);
		f.allowed = -1;
		ENSURE(b2cWorld_Hash(world) == (restored ? at : current));
		if (restored) {
			for (int i = 0; i < 30; ++i)
				b2cWorld_Step(world, 1.0f / 60.0f, 4);
			ENSURE(b2cWorld_Hash(world) == later); // the same 30 steps again, bit for bit
			ENSURE(b2cWorld_Restore(world, snapshot) && b2cWorld_Hash(world) == at); // in place
		}
	}
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(world);
	ENSURE(f.live == 0);
	b2cSetAllocator(NULL, NULL, NULL);
	return 0;
}

// Do two worlds (or a world and a snapshot's image) hold the same tree, pair map, contacts and
// contact point records?
static bool sameArrays(const b2cWorld *a, const b2cWorld *b)
{
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		const b2cDynamicTree *ta = &a->broadPhase.trees[t].tree, *tb = &b->broadPhase.trees[t].tree;
		if (ta->nodeCapacity != tb->nodeCapacity || ta->root != tb->root || ta->pendingCount != tb->pendingCount)
			return false;
		int n = ta->nodeCapacity;
		if (n > 0 && (memcmp(ta->nodes, tb->nodes, (size_t)n * sizeof(b2cTreeNode)) != 0 ||
					  memcmp(ta->userData, tb->userData, (size_t)n * sizeof(uint64_t)) != 0 ||
					  memcmp(ta->generations, tb->generations, (size_t)n * sizeof(uint32_t)) != 0))
			return false;
		if (ta->pendingCount > 0 && memcmp(ta->pending, tb->pending, (size_t)ta->pendingCount * sizeof(int32_t)) != 0)
			return false;
	}
	if (a->pairs.capacity != b->pairs.capacity || a->contactIds.nextIndex != b->contactIds.nextIndex ||
		a->contactPointIds.nextIndex != b->contactPointIds.nextIndex)
		return false;
	return memcmp(a->pairs.slots, b->pairs.slots, (size_t)a->pairs.capacity * sizeof(b2cPairSlot)) == 0 &&
		   memcmp(a->contacts, b->contacts, (size_t)a->contactIds.nextIndex * sizeof(b2cContact)) == 0 &&
		   (a->contactPointIds.nextIndex == 0 ||
			memcmp(a->contactPoints, b->contactPoints,
				   (size_t)a->contactPointIds.nextIndex * sizeof(b2cContactPoints)) == 0);
}

// The tree and the pair map are skipped by a snapshot or a restore only while their stamps say the
// copy holds the same: after each kind of change (none, a body moved far, one added, one
// destroyed, a step of a moving pile), a restore gives back the snapshot's arrays exactly, and a
// snapshot taken again into the same one holds the world's.
int SnapshotCopiesWhatChanged(void)
{
	b2cWorld *world = smallPile(30);
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
	ENSURE(snapshot != NULL);
	const b2cWorld *image = &snapshot->image;
	ENSURE(world->broadPhase.trees[b2cBody_dynamic].tree.stamp != 0 && world->pairs.stamp != 0);
	ENSURE(image->broadPhase.trees[b2cBody_dynamic].tree.stamp == world->broadPhase.trees[b2cBody_dynamic].tree.stamp &&
		   sameArrays(world, image));
	uint64_t at = b2cWorld_Hash(world);
	b2cBodyId moved = b2cWorld_GetBodyId(world, 5), gone = b2cWorld_GetBodyId(world, 9);
	ENSURE(b2cWorld_IsValidBody(world, moved) && b2cWorld_IsValidBody(world, gone));
	for (int change = 0; change < 5; ++change) {
		if (change == 1) {
			b2cBody_SetTransform(world, moved, (b2cVec2){40.0f, 3.0f}, 0.5f);
			ENSURE(world->broadPhase.trees[b2cBody_dynamic].tree.stamp == 0); // (the proxy moved)
		} else if (change == 2) {
			addBox(world, b2cBody_dynamic, (b2cVec2){-8.0f, 0.5f}, 0.5f, 0.5f);
		} else if (change == 3) {
			b2cWorld_DestroyBody(world, gone);
		} else if (change == 4) {
			b2cBody_SetLinearVelocity(world, moved, (b2cVec2){0.0f, 30.0f}); // out of its fat box each step
		}
		for (int i = 0; i < 3; ++i)
			b2cWorld_Step(world, 1.0f / 60.0f, 4);
		ENSURE(b2cWorld_Restore(world, snapshot));
		ENSURE(sameArrays(world, image) && b2cWorld_Hash(world) == at);
		ENSURE(world->broadPhase.trees[b2cBody_dynamic].tree.stamp ==
			   image->broadPhase.trees[b2cBody_dynamic].tree.stamp);
		if (change == 3)
			ENSURE(b2cWorld_IsValidBody(world, b2cWorld_GetBodyId(world, 9))); // back
	}
	// Into the same snapshot after a change, and after none.
	b2cBody_SetTransform(world, b2cWorld_GetBodyId(world, 5), (b2cVec2){-40.0f, 3.0f}, 0.0f);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cWorld_SnapshotInto(world, snapshot) && sameArrays(world, image));
	ENSURE(b2cWorld_SnapshotInto(world, snapshot) && sameArrays(world, image));
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cWorld_SnapshotInto(world, snapshot) && sameArrays(world, image));
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(world);
	return 0;
}

// A snapshot taken again into one it had: nothing allocated while the world stays within what the
// snapshot has room for; when it needs more and memory runs out, false and the snapshot as it was.
int SnapshotIntoReusesItsMemory(void)
{
	FailingAllocator f = {-1, 0, 0};
	b2cSetAllocator(failingAlloc, failingFree, &f);
	b2cWorld *world = smallPile(30);
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
	ENSURE(snapshot != NULL);
	size_t bytes = b2cSnapshot_GetByteCount(snapshot);
	for (int i = 0; i < 30; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	uint64_t at = b2cWorld_Hash(world);
	// Into the snapshot, with no memory to be had: it has room.
	f.allowed = 0;
	ENSURE(b2cWorld_SnapshotInto(world, snapshot));
	f.allowed = -1;
	ENSURE(b2cSnapshot_GetByteCount(snapshot) == bytes);
	for (int i = 0; i < 30; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	uint64_t later = b2cWorld_Hash(world);
	ENSURE(b2cWorld_Restore(world, snapshot) && b2cWorld_Hash(world) == at);
	for (int i = 0; i < 30; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cWorld_Hash(world) == later);
	// A grown world needs more: every allocation count at which that fails leaves the snapshot
	// as it was (it still restores `at`), leaking nothing.
	for (int i = 0; i < 100; ++i)
		addBox(world, b2cBody_dynamic, (b2cVec2){(float)(i % 10) - 30.0f, 0.5f + (float)(i / 10)}, 0.5f, 0.5f);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	uint64_t grown = b2cWorld_Hash(world);
	b2cWorldSnapshot *copy = b2cWorld_Snapshot(world); // the grown state, to come back to
	ENSURE(copy != NULL);
	bool refilled = false;
	for (int allowed = 0; !refilled; ++allowed) {
		ENSURE(allowed < 60);
		size_t before = f.live;
		f.allowed = allowed;
		refilled = b2cWorld_SnapshotInto(world, snapshot);
		f.allowed = -1;
		if (!refilled) {
			ENSURE(f.live == before);
			ENSURE(b2cWorld_Restore(world, snapshot) && b2cWorld_Hash(world) == at);
			ENSURE(b2cWorld_Restore(world, copy) && b2cWorld_Hash(world) == grown);
		}
	}
	ENSURE(b2cSnapshot_GetByteCount(snapshot) > bytes);
	for (int i = 0; i < 10; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	uint64_t stepped = b2cWorld_Hash(world);
	ENSURE(b2cWorld_Restore(world, snapshot) && b2cWorld_Hash(world) == grown);
	for (int i = 0; i < 10; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cWorld_Hash(world) == stepped);
	ENSURE(!b2cWorld_SnapshotInto(world, NULL));
	b2cDestroySnapshot(copy);
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(world);
	ENSURE(f.live == 0);
	b2cSetAllocator(NULL, NULL, NULL);
	return 0;
}

// A restore, in place or into new memory, leaves the world's slot arrays the size they were (or the
// snapshot's reach, when more): restored again and again, a world does not grow.
int SnapshotRestoreKeepsTheWorldsCapacities(void)
{
	b2cWorld *world = smallPile(1);
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
	ENSURE(snapshot != NULL);
	uint64_t at = b2cWorld_Hash(world);
	for (int round = 0; round < 12; ++round) {
		for (int i = 0; i < 40 * (round % 4 + 1); ++i)
			addBox(world, b2cBody_dynamic, (b2cVec2){(float)(i % 10) - 30.0f, 0.5f + (float)(i / 10)}, 0.5f, 0.5f);
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		int bodies = world->bodyCapacity, shapes = world->shapeCapacity;
		ENSURE(b2cWorld_Restore(world, snapshot) && b2cWorld_Hash(world) == at);
		ENSURE(world->bodyCapacity == bodies && world->shapeCapacity == shapes);
	}
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(world);
	return 0;
}

// Two worlds built alike but for their shapes' sizes: a snapshot of one, refilled from the other or
// restored into it (in place: the same capacities), carries the geometry over, though each slot's
// generation is the same in both (a slot keeps its geometry only when the stamps say it is the same).
static b2cWorld *sizedPile(float half)
{
	b2cWorldDef wd = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&wd);
	addBox(world, b2cBody_static, (b2cVec2){0.0f, -1.0f}, 20.0f, 1.0f);
	for (int i = 0; i < 20; ++i)
		addBox(world, b2cBody_dynamic, (b2cVec2){(float)(i % 5), 0.5f + (float)(i / 5)}, half, half);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	return world;
}

static bool sameGeometry(const b2cWorld *a, const b2cWorld *b)
{
	if (a->shapeIds.nextIndex != b->shapeIds.nextIndex)
		return false;
	for (int i = 0; i < a->shapeIds.nextIndex; ++i)
		if (memcmp(&a->shapeGeometry[i], &b->shapeGeometry[i], sizeof(b2cShapeGeometry)) != 0)
			return false;
	return true;
}

int SnapshotCarriesGeometryBetweenWorlds(void)
{
	b2cWorld *a = sizedPile(0.5f), *b = sizedPile(0.4f);
	ENSURE(!sameGeometry(a, b));
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(a);
	ENSURE(snapshot != NULL);
	b2cWorldSnapshot *ofA = b2cWorld_Snapshot(a);
	ENSURE(ofA != NULL);
	ENSURE(b2cWorld_SnapshotInto(b, snapshot)); // over a's shapes, slot by slot the same generations
	ENSURE(b2cWorld_Restore(a, snapshot) && sameGeometry(a, b) && b2cWorld_Hash(a) == b2cWorld_Hash(b));
	for (int i = 0; i < 20; ++i) {
		b2cWorld_Step(a, 1.0f / 60.0f, 4);
		b2cWorld_Step(b, 1.0f / 60.0f, 4);
	}
	ENSURE(b2cWorld_Hash(a) == b2cWorld_Hash(b));
	b2cWorld *c = sizedPile(0.5f);
	ENSURE(b2cWorld_Restore(a, ofA) && sameGeometry(a, c)); // back to its own shapes
	ENSURE(b2cWorld_Restore(b, ofA) && sameGeometry(b, c));
	b2cDestroySnapshot(ofA);
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(c);
	b2cDestroyWorld(b);
	b2cDestroyWorld(a);
	return 0;
}
