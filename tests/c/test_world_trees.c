// SPDX-License-Identifier: MIT
// The world's broad-phase keeps a tree per body type: every shape's proxy lives in the tree of its
// body's type (moved by b2cBody_SetType), static proxies are their shapes' boxes, the static tree
// is rebuilt once many static shapes came, every tree stays sound, and world queries match brute
// force over all the shapes.
#include "b2c/b2c.h"
#include "test_macros.h"
#include "test_scenes.h"
#include "tree_internal.h"
#include "world_internal.h"

#include <string.h>

static bool sameBox(b2cAABB a, b2cAABB b) { return memcmp(&a, &b, sizeof a) == 0; }

// Every live shape's proxy: in its body type's tree, its own leaf, tight when static, holding its
// shape's box grown by the speculative distance when moving; every tree sound.
static bool treesSound(b2cWorld *world)
{
	int proxies = 0;
	for (int32_t s = 0; s < b2cGetIdCapacity(&world->shapeIds); ++s) {
		const b2cShape *shape = &world->shapes[s];
		if (!shape->alive)
			continue;
		++proxies;
		int tree = b2cProxyTree(shape->proxy);
		int32_t node = b2cProxyNode(shape->proxy);
		const b2cDynamicTree *t = &world->broadPhase.trees[tree].tree;
		if (tree != (int)world->bodies[shape->body].type || !b2cDynamicTree_IsProxy(t, node) ||
			t->userData[node] != (uint64_t)s)
			return false;
		b2cAABB fat = t->nodes[node].aabb;
		if (tree == b2cBody_static ? !sameBox(fat, shape->aabb)
								   : !b2cAABB_Contains(fat, b2cAABB_Expand(shape->aabb, B2C_SPECULATIVE_DISTANCE)))
			return false;
	}
	int counted = 0;
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		if (b2cDynamicTree_Validate(&world->broadPhase.trees[t].tree) != NULL)
			return false;
		counted += world->broadPhase.trees[t].tree.proxyCount;
	}
	return counted == proxies && b2cWorld_GetCounters(world).proxyCount == proxies;
}

typedef struct Found {
	b2cWorld *world;
	int count;
	char seen[1024];
} Found;

static bool foundShape(b2cShapeId shape, void *context)
{
	Found *f = (Found *)context;
	f->seen[shape.index]++;
	f->count++;
	return true;
}

static bool queriesMatchBruteForce(b2cWorld *world, unsigned seed)
{
	for (int q = 0; q < 40; ++q) {
		seed = seed * 1664525u + 1013904223u;
		float x = (float)(seed >> 8) / 16777216.0f * 60.0f - 30.0f;
		seed = seed * 1664525u + 1013904223u;
		float y = (float)(seed >> 8) / 16777216.0f * 30.0f - 5.0f;
		b2cAABB box = {{x, y}, {x + 4.0f, y + 3.0f}};
		Found f = {world, 0, {0}};
		b2cWorld_QueryAABB(world, box, foundShape, &f);
		int expected = 0;
		for (int32_t s = 0; s < b2cGetIdCapacity(&world->shapeIds); ++s) {
			const b2cShape *shape = &world->shapes[s];
			int hit = shape->alive && b2cAABB_Overlaps(shape->aabb, box) ? 1 : 0;
			expected += hit;
			if (f.seen[s] != hit)
				return false;
		}
		if (f.count != expected)
			return false;
	}
	return true;
}

static b2cBodyId addBody(b2cWorld *world, b2cBodyType type, b2cVec2 p)
{
	b2cBodyDef def = b2cDefaultBodyDef();
	def.type = type;
	def.position = p;
	b2cBodyId body = b2cWorld_CreateBody(world, &def);
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	b2cShapeGeometry box = {.type = b2cShape_polygon,
							.polygon = b2cMakeOffsetBox(0.4f, 0.4f, b2cVec2_zero, b2cRot_identity)};
	b2cBody_CreateShape(world, body, &shapeDef, &box);
	return body;
}

int WorldTreesPerBodyType(void)
{
	int64_t bytes = b2cGetByteCount();
	b2cShapeId groundShape;
	b2cWorld *world = testGroundWorld((b2cVec2){0.0f, -10.0f}, &groundShape);
	b2cBodyId bodies[90];
	for (int i = 0; i < 90; ++i)
		bodies[i] = addBody(world, (b2cBodyType)(i % 3), (b2cVec2){-18.0f + 0.4f * (float)i, 0.5f + (float)(i % 7)});
	ENSURE(treesSound(world));
	ENSURE(world->broadPhase.trees[b2cBody_static].tree.proxyCount == 31);
	ENSURE(world->broadPhase.trees[b2cBody_kinematic].tree.proxyCount == 30);
	ENSURE(world->broadPhase.trees[b2cBody_dynamic].tree.proxyCount == 30);
	ENSURE(queriesMatchBruteForce(world, 1u));
	// 31 static shapes came: more than 16 + 31 / 4, so the first step rebuilds the static tree
	ENSURE(world->broadPhase.staticChanges == 31);
	testRun(world, 1);
	ENSURE(world->broadPhase.staticChanges == 0 && treesSound(world));
	// no contact joins two bodies neither of which is dynamic
	for (int32_t c = 0; c < b2cGetIdCapacity(&world->contactIds); ++c) {
		const b2cContact *contact = &world->contacts[c];
		if (!contact->alive)
			continue;
		b2cBodyType a = world->bodies[world->shapes[contact->shapeA].body].type;
		b2cBodyType b = world->bodies[world->shapes[contact->shapeB].body].type;
		ENSURE(a == b2cBody_dynamic || b == b2cBody_dynamic);
	}
	// types changed: the proxies move to their new trees
	for (int i = 0; i < 90; i += 4)
		ENSURE(b2cBody_SetType(world, bodies[i], (b2cBodyType)((i / 4) % 3)));
	ENSURE(treesSound(world));
	testRun(world, 20);
	ENSURE(treesSound(world) && queriesMatchBruteForce(world, 2u));
	// a rebuild on request: the same answers
	ENSURE(b2cWorld_RebuildStaticTree(world));
	ENSURE(treesSound(world) && queriesMatchBruteForce(world, 2u));
	// the origin moves every tree
	ENSURE(b2cWorld_ShiftOrigin(world, (b2cVec2){3.0f, -2.0f}));
	ENSURE(treesSound(world) && queriesMatchBruteForce(world, 3u));
	// destroyed bodies leave their trees
	for (int i = 0; i < 90; i += 3)
		b2cWorld_DestroyBody(world, bodies[i]);
	ENSURE(treesSound(world));
	testRun(world, 5);
	ENSURE(treesSound(world) && queriesMatchBruteForce(world, 4u));
	b2cDestroyWorld(world);
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}

// The awake set with the trees: a sleeping box on a static shelf stays asleep and unvisited while
// the static tree is rebuilt (on request, or because many static shapes came); the shelf's proxy
// moved to the kinematic tree and back by b2cBody_SetType, and its tight static box moved by the
// user, keep the set holding what it must (b2cWorld_CheckAwakeSet), with 1 and 2 workers.
static int keepAwakeSet(int workers)
{
	int64_t bytes = b2cGetByteCount();
	b2cWorldDef worldDef = b2cDefaultWorldDef();
	worldDef.gravity = (b2cVec2){0.0f, -10.0f};
	worldDef.workerCount = workers;
	b2cWorld *world = b2cCreateWorld(&worldDef);
	b2cBodyDef def = b2cDefaultBodyDef();
	def.position = (b2cVec2){0.0f, 6.0f};
	b2cBodyId shelf = b2cWorld_CreateBody(world, &def);
	b2cShapeGeometry plank = {.type = b2cShape_polygon,
							  .polygon = b2cMakeOffsetBox(1.0f, 0.25f, b2cVec2_zero, b2cRot_identity)};
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	b2cBody_CreateShape(world, shelf, &shapeDef, &plank);
	b2cShapeId shape;
	b2cBodyId top = testAddBox(world, (b2cVec2){0.0f, 6.75f}, &shape);
	int steps = 0;
	while (b2cBody_IsAwake(world, top) && steps < 600) {
		testRun(world, 1);
		++steps;
	}
	ENSURE(!b2cBody_IsAwake(world, top) && b2cWorld_GetCounters(world).contactCount == 1);
	ENSURE(b2cWorld_CheckAwakeSet(world) == NULL);
	b2cTransform rest = b2cBody_GetTransform(world, top);
	// a rebuild on request, then one made by the world: nothing wakes or is visited
	ENSURE(b2cWorld_RebuildStaticTree(world));
	testRun(world, 1);
	b2cWorldCounters c = b2cWorld_GetCounters(world);
	ENSURE(c.awakeCount == 0 && c.visitedBodies == 0 && c.visitedContacts == 0 && c.contactCount == 1);
	for (int i = 0; i < 40; ++i)
		addBody(world, b2cBody_static, (b2cVec2){100.0f + (float)i, 0.0f});
	ENSURE(world->broadPhase.staticChanges == 40);
	testRun(world, 1);
	c = b2cWorld_GetCounters(world);
	ENSURE(world->broadPhase.staticChanges == 0 && treesSound(world));
	ENSURE(c.awakeCount == 0 && c.visitedBodies == 0 && c.visitedContacts == 0 && c.contactCount == 1);
	b2cTransform now = b2cBody_GetTransform(world, top);
	ENSURE(memcmp(&now, &rest, sizeof now) == 0);
	ENSURE(b2cWorld_CheckAwakeSet(world) == NULL);
	// the shelf turned kinematic: its proxy in the kinematic tree, the box woken, their pair found again
	ENSURE(b2cBody_SetType(world, shelf, b2cBody_kinematic));
	ENSURE(b2cBody_IsAwake(world, top) && treesSound(world));
	ENSURE(b2cWorld_CheckAwakeSet(world) == NULL);
	testRun(world, 1);
	ENSURE(b2cWorld_GetCounters(world).contactCount == 1 && treesSound(world));
	ENSURE(b2cWorld_CheckAwakeSet(world) == NULL);
	// static again: a tight box, the box falls asleep on it again
	ENSURE(b2cBody_SetType(world, shelf, b2cBody_static));
	ENSURE(treesSound(world) && b2cWorld_CheckAwakeSet(world) == NULL);
	steps = 0;
	while (b2cBody_IsAwake(world, top) && steps < 600) {
		testRun(world, 1);
		ENSURE(b2cWorld_CheckAwakeSet(world) == NULL);
		++steps;
	}
	ENSURE(!b2cBody_IsAwake(world, top) && b2cWorld_GetCounters(world).contactCount == 1);
	// the shelf lowered by the user: its tight box follows, the pair's boxes part, the sleeping
	// box's contact is tested (the shelf was noted) and ends; the box sleeps on
	b2cBody_SetTransform(world, shelf, (b2cVec2){0.0f, 5.5f}, 0.0f);
	ENSURE(treesSound(world));
	testRun(world, 1);
	ENSURE(!b2cBody_IsAwake(world, top) && b2cWorld_GetCounters(world).contactCount == 0);
	ENSURE(b2cWorld_CheckAwakeSet(world) == NULL);
	b2cDestroyWorld(world);
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}

int WorldTreesKeepAwakeSet(void)
{
	ENSURE(keepAwakeSet(1) == 0);
	ENSURE(keepAwakeSet(2) == 0);
	return 0;
}
