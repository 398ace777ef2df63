// SPDX-License-Identifier: MIT
// Hostile input the core must take calmly (issue 18): shapes beyond single precision refused,
// bodies that never become NaN, times of impact that give up at once on NaN, and destruction of
// many shapes that leaves the world exactly as one by one would, in linear time.
#include "b2c/b2c.h"
#include "test_macros.h"
#include "edge_list.h"
#include "tree_internal.h"
#include "world_internal.h"

#include <float.h>
#include <stdlib.h>
#include <string.h>

static b2cShapeGeometry circleOf(float radius, b2cVec2 center)
{
	return (b2cShapeGeometry){.type = b2cShape_circle, .circle = {center, radius}};
}

static b2cShapeGeometry boxOf(float hx, float hy, b2cVec2 center)
{
	return (b2cShapeGeometry){.type = b2cShape_polygon, .polygon = b2cMakeOffsetBox(hx, hy, center, b2cRot_identity)};
}

int GeometryCheckRefusesWhatOverflows(void)
{
	b2cVec2 o = b2cVec2_zero;
	ENSURE(b2cShapeGeometry_Check(&(b2cShapeGeometry){.type = b2cShape_circle, .circle = {o, 1.0f}}, 1.0f) ==
		   b2cGeometry_ok);
	// a capsule whose centres are 6e38 apart: each coordinate finite, its length and mass not
	b2cShapeGeometry capsule = {.type = b2cShape_capsule, .capsule = {{-3e38f, 0.0f}, {3e38f, 0.0f}, 1.0f}};
	ENSURE(b2cShapeGeometry_Check(&capsule, 1.0f) == b2cGeometry_tooLarge);
	b2cShapeGeometry far = {.type = b2cShape_capsule, .capsule = {{-1e18f, 0.0f}, {1e18f, 0.0f}, 1.0f}};
	ENSURE(b2cShapeGeometry_Check(&far, 1.0f) == b2cGeometry_areaOverflow); // its inertia
	b2cShapeGeometry c = circleOf(1e20f, o);
	ENSURE(b2cShapeGeometry_Check(&c, 1.0f) == b2cGeometry_tooLarge);
	c = circleOf(1e10f, o); // area 3e20, inertia 1.6e40
	ENSURE(b2cShapeGeometry_Check(&c, 1.0f) == b2cGeometry_areaOverflow);
	c = circleOf(1e9f, o);
	ENSURE(b2cShapeGeometry_Check(&c, 1.0f) == b2cGeometry_ok);
	ENSURE(b2cShapeGeometry_Check(&c, 1e6f) == b2cGeometry_massOverflow);
	ENSURE(b2cShapeGeometry_Check(&c, 0.0f) == b2cGeometry_ok);
	ENSURE(b2cShapeGeometry_Check(&c, -1.0f) == b2cGeometry_notFinite);
	b2cShapeGeometry box = boxOf(1.0f, 1.0f, o);
	ENSURE(b2cShapeGeometry_Check(&box, FLT_MAX) == b2cGeometry_massOverflow); // density x area
	ENSURE(b2cShapeGeometry_Check(&box, 1e37f) == b2cGeometry_ok);
	box = boxOf(1e19f, 1.0f, o);
	ENSURE(b2cShapeGeometry_Check(&box, 1.0f) == b2cGeometry_tooLarge);
	// modest, but so far from its origin that its inertia about it overflows
	box = boxOf(100.0f, 100.0f, (b2cVec2){1e18f, 0.0f});
	ENSURE(b2cShapeGeometry_Check(&box, 1.0f) == b2cGeometry_areaOverflow);
	box.polygon.radius = 2e18f;
	ENSURE(b2cShapeGeometry_Check(&box, 1.0f) == b2cGeometry_tooLarge);
	b2cShapeGeometry segment = {.type = b2cShape_segment, .segment = {{-3e38f, 0.0f}, {3e38f, 0.0f}, 0.0f}};
	ENSURE(b2cShapeGeometry_Check(&segment, 1.0f) == b2cGeometry_tooLarge);
	segment.segment.point1.x = NAN;
	ENSURE(b2cShapeGeometry_Check(&segment, 1.0f) == b2cGeometry_notFinite);
	segment = (b2cShapeGeometry){.type = b2cShape_segment, .segment = {{-1e18f, 0.0f}, {1e18f, 0.0f}, 0.0f}};
	ENSURE(b2cShapeGeometry_Check(&segment, FLT_MAX) == b2cGeometry_ok); // (no mass)
	// the hull: a point far out is too large, not collinear with the others
	b2cHullError error;
	b2cVec2 points[3] = {{0.0f, 0.0f}, {1.0f, 0.0f}, {0.0f, 1e20f}};
	ENSURE(b2cComputeHull(points, 3, &error).count == 0 && error == b2cHull_tooLarge);
	points[2].y = 1e18f;
	ENSURE(b2cComputeHull(points, 3, &error).count == 3);
	return 0;
}

static b2cWorld *newWorld(void)
{
	b2cWorldDef def = b2cDefaultWorldDef();
	return b2cCreateWorld(&def);
}

static b2cBodyId newBody(b2cWorld *world, b2cBodyType type, b2cVec2 position)
{
	b2cBodyDef def = b2cDefaultBodyDef();
	def.type = type;
	def.position = position;
	return b2cWorld_CreateBody(world, &def);
}

static bool finiteBody(const b2cWorld *world, b2cBodyId body)
{
	b2cTransform xf = b2cBody_GetTransform(world, body);
	return b2cIsValidVec2(xf.p) && b2cIsValidRot(xf.q) && b2cIsValidVec2(b2cBody_GetLinearVelocity(world, body)) &&
		   isfinite(b2cBody_GetAngularVelocity(world, body)) && b2cIsValidVec2(b2cBody_GetWorldCenter(world, body)) &&
		   isfinite(b2cBody_GetMass(world, body)) && isfinite(b2cBody_GetInertia(world, body));
}

int WorldRefusesShapesBeyondSinglePrecision(void)
{
	int64_t bytes = b2cGetByteCount();
	b2cWorld *world = newWorld();
	b2cBodyId body = newBody(world, b2cBody_dynamic, (b2cVec2){0.0f, 3.0f});
	b2cShapeDef def = b2cDefaultShapeDef();
	b2cShapeGeometry capsule = {.type = b2cShape_capsule, .capsule = {{-3e38f, 0.0f}, {3e38f, 0.0f}, 1.0f}};
	ENSURE(b2cBody_CreateShape(world, body, &def, &capsule).index == -1);
	b2cShapeGeometry box = boxOf(1.0f, 1.0f, b2cVec2_zero);
	def.density = FLT_MAX; // mass 1.4e39
	ENSURE(b2cBody_CreateShape(world, body, &def, &box).index == -1);
	b2cVec2 huge[3] = {{0.0f, 0.0f}, {3e38f, 0.0f}, {3e38f, 1.0f}};
	ENSURE(b2cBody_CreateChain(world, body, &def, huge, 3, false).index == -1);
	ENSURE(b2cWorld_GetCounters(world).shapeCount == 0 && b2cWorld_GetCounters(world).proxyCount == 0);
	// two shapes each of a finite mass near the limit: their sum overflows, and the body counts as
	// having none (1 kg, no rotation), as a denormal mass does
	def.density = 5e37f;
	ENSURE(b2cBody_CreateShape(world, body, &def, &box).index >= 0);
	ENSURE(b2cBody_GetMass(world, body) == 2e38f);
	ENSURE(b2cBody_CreateShape(world, body, &def, &box).index >= 0);
	ENSURE(b2cBody_GetMass(world, body) == 1.0f && b2cBody_GetInertia(world, body) == 0.0f);
	for (int i = 0; i < 60; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(finiteBody(world, body));
	b2cDestroyWorld(world);
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}

int BodiesStayFiniteUnderHugeForces(void)
{
	b2cWorld *world = newWorld();
	b2cShapeDef def = b2cDefaultShapeDef();
	b2cShapeGeometry ground = boxOf(50.0f, 0.5f, b2cVec2_zero);
	b2cBody_CreateShape(world, newBody(world, b2cBody_static, b2cVec2_zero), &def, &ground);
	b2cShapeGeometry box = boxOf(0.5f, 0.5f, b2cVec2_zero);
	b2cBodyId bodies[8];
	for (int i = 0; i < 8; ++i) {
		bodies[i] = newBody(world, b2cBody_dynamic, (b2cVec2){(float)(2 * i - 8), 1.0f});
		b2cBody_CreateShape(world, bodies[i], &def, &box);
	}
	b2cVec2 max = {FLT_MAX, FLT_MAX}, far = {FLT_MAX, -FLT_MAX};
	b2cBody_ApplyForce(world, bodies[0], max, far); // its torque: (far - centre) x force overflows
	b2cBody_ApplyForce(world, bodies[0], max, far); // and the sum
	ENSURE(b2cIsValidVec2(bodies[0].index >= 0 ? world->bodies[bodies[0].index].force : b2cVec2_zero));
	ENSURE(isfinite(world->bodies[bodies[0].index].torque));
	b2cBody_ApplyLinearImpulse(world, bodies[1], max, far);
	b2cBody_ApplyLinearImpulse(world, bodies[1], max, far);
	ENSURE(finiteBody(world, bodies[1]));
	b2cBody_ApplyTorque(world, bodies[2], FLT_MAX);
	b2cBody_ApplyTorque(world, bodies[2], FLT_MAX);
	b2cBody_ApplyAngularImpulse(world, bodies[3], FLT_MAX);
	b2cBody_ApplyAngularImpulse(world, bodies[3], FLT_MAX);
	ENSURE(finiteBody(world, bodies[3]));
	b2cBody_SetLinearVelocity(world, bodies[4], max);
	b2cBody_SetAngularVelocity(world, bodies[4], FLT_MAX);
	b2cBody_SetTransform(world, bodies[5], max, FLT_MAX);
	b2cBody_SetLinearVelocity(world, bodies[5], max);
	for (int i = 0; i < 120; ++i) {
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		for (int j = 0; j < 8; ++j)
			ENSURE(finiteBody(world, bodies[j]));
	}
	b2cDestroyWorld(world);
	return 0;
}

int TimeOfImpactGivesUpOnNaN(void)
{
	b2cShapeProxy a = {.points = {{0.0f, 0.0f}}, .count = 1, .radius = 0.5f};
	b2cShapeProxy b = {
		.points = {{-0.5f, -0.5f}, {0.5f, -0.5f}, {0.5f, 0.5f}, {-0.5f, 0.5f}}, .count = 4, .radius = 0.0f};
	b2cSweep moving = {{0.0f, 0.0f}, {-10.0f, 0.0f}, {10.0f, 0.0f}, 0.0f, 0.0f, 0.0f};
	b2cSweep still = {{0.0f, 0.0f}, {0.0f, 0.0f}, {0.0f, 0.0f}, 0.0f, 0.0f, 0.0f};
	b2cTOIOutput out = b2cTimeOfImpact(&a, &moving, &b, &still, 1.0f);
	ENSURE(out.state == b2cTOI_touching && out.evaluations > 0);
	// a NaN body standing still (a loaded snapshot's): it took 20 axes x 8 push-backs x 50 steps
	b2cSweep nan = {{0.0f, 0.0f}, {NAN, 0.0f}, {NAN, 0.0f}, 0.0f, 0.0f, 0.0f};
	out = b2cTimeOfImpact(&a, &moving, &b, &nan, 1.0f);
	ENSURE(out.state == b2cTOI_failed && out.t == 0.0f && out.evaluations == 0);
	b2cShapeProxy nanShape = b;
	nanShape.points[2].y = NAN;
	out = b2cTimeOfImpact(&a, &moving, &nanShape, &still, 1.0f);
	ENSURE(out.state == b2cTOI_failed && out.evaluations == 0);
	// finite, but so far apart that their differences overflow
	b2cSweep farAway = {{0.0f, 0.0f}, {-FLT_MAX, 0.0f}, {FLT_MAX, 0.0f}, 0.0f, 0.0f, 0.0f};
	b2cSweep farOther = {{0.0f, 0.0f}, {FLT_MAX, 1.0f}, {FLT_MAX, 1.0f}, 0.0f, 0.0f, 0.0f};
	out = b2cTimeOfImpact(&a, &farAway, &b, &farOther, 1.0f);
	ENSURE(out.state == b2cTOI_failed || out.state == b2cTOI_separated || out.state == b2cTOI_touching);
	ENSURE(out.evaluations <= 16);
	return 0;
}

// A NaN body, as only a loaded snapshot can hold (set by hand here): bullets swept at it stay cheap
// (time of impact spent its whole budget, 20 axes x 8 push-backs x 50 root steps, on each NaN
// sweep: the 120 steps below took 2.9 s, now 0.012 s; TimeOfImpactGivesUpOnNaN counts the
// evaluations, with no clock), and the others stay finite.
int NaNBodyDoesNotSlowTheStep(void)
{
	b2cWorld *world = newWorld();
	b2cShapeDef def = b2cDefaultShapeDef();
	// a static wall whose transform turns NaN: its proxy stays where it was, in the bullets' way
	b2cBodyId wall = newBody(world, b2cBody_static, b2cVec2_zero);
	b2cShapeGeometry rounded = boxOf(0.5f, 20.0f, b2cVec2_zero);
	rounded.polygon.radius = 0.1f;
	ENSURE(b2cBody_CreateShape(world, wall, &def, &rounded).index >= 0);
	b2cBodyId bullets[20];
	for (int i = 0; i < 20; ++i) {
		b2cBodyDef bodyDef = b2cDefaultBodyDef();
		bodyDef.type = b2cBody_dynamic;
		bodyDef.bullet = true;
		bodyDef.gravityScale = 0.0f;
		bodyDef.position = (b2cVec2){-5.0f, (float)i - 10.0f};
		bodyDef.linearVelocity = (b2cVec2){600.0f, 0.0f};
		bullets[i] = b2cWorld_CreateBody(world, &bodyDef);
		b2cShapeGeometry box = boxOf(0.2f, 0.2f, b2cVec2_zero);
		box.polygon.radius = 0.05f;
		ENSURE(b2cBody_CreateShape(world, bullets[i], &def, &box).index >= 0);
	}
	b2cBody *nan = &world->bodies[wall.index];
	nan->xf.p = nan->center = nan->center0 = (b2cVec2){NAN, NAN};
	nan->xf.q = (b2cRot){NAN, NAN};
	for (int step = 0; step < 120; ++step) {
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		for (int i = 0; i < 20; ++i) { // back through the wall
			b2cBody_SetTransform(world, bullets[i], (b2cVec2){-5.0f, (float)i - 10.0f}, 0.0f);
			b2cBody_SetLinearVelocity(world, bullets[i], (b2cVec2){600.0f, 0.0f});
		}
	}
	for (int i = 0; i < 20; ++i)
		ENSURE(finiteBody(world, bullets[i]));
	b2cDestroyWorld(world);
	return 0;
}

// ---- destroying many shapes ----

// Two broad-phases built the same way hold the same: buffers, pending leaves, nodes, free list.
static bool sameBroadPhase(const b2cBroadPhase *a, const b2cBroadPhase *b)
{
	const b2cDynamicTree *ta = &a->tree, *tb = &b->tree;
	if (a->moveCount != b->moveCount || ta->pendingCount != tb->pendingCount || ta->freeList != tb->freeList ||
		ta->root != tb->root || ta->proxyCount != tb->proxyCount || ta->nodeCount != tb->nodeCount ||
		ta->nodeCapacity != tb->nodeCapacity)
		return false;
	return memcmp(a->moveBuffer, b->moveBuffer, (size_t)a->moveCount * sizeof(int32_t)) == 0 &&
		   memcmp(ta->pending, tb->pending, (size_t)ta->pendingCount * sizeof(int32_t)) == 0 &&
		   memcmp(ta->nodes, tb->nodes, (size_t)ta->nodeCapacity * sizeof(b2cTreeNode)) == 0;
}

static uint32_t s_seed = 12345;
static int randomBelow(int n)
{
	s_seed = s_seed * 1664525u + 1013904223u;
	return (int)((s_seed >> 8) % (uint32_t)n);
}

int ProxiesDestroyedTogetherAsOneByOne(void)
{
	int64_t bytes = b2cGetByteCount();
	for (int round = 0; round < 6; ++round) {
		b2cBroadPhase one = b2cBroadPhase_Create(), many = b2cBroadPhase_Create(), indexed = b2cBroadPhase_Create();
		int count = 300 + 100 * round;
		int32_t *ids = (int32_t *)malloc((size_t)count * sizeof(int32_t));
		for (int i = 0; i < count; ++i) {
			b2cAABB box = {{(float)i, 0.0f}, {(float)i + 0.5f, 1.0f}};
			ids[i] = b2cBroadPhase_CreateProxy(&one, box, (uint64_t)i);
			ENSURE(b2cBroadPhase_CreateProxy(&many, box, (uint64_t)i) == ids[i]);
			ENSURE(b2cBroadPhase_CreateProxy(&indexed, box, (uint64_t)i) == ids[i]);
		}
		if (round % 2 == 1) { // half of them inserted and moved, so that both lists hold some
			b2cDynamicTree_Flush(&one.tree);
			b2cDynamicTree_Flush(&many.tree);
			b2cDynamicTree_Flush(&indexed.tree);
			for (int i = 0; i < count; i += 2) {
				b2cAABB box = {{(float)i, 5.0f}, {(float)i + 0.5f, 6.0f}};
				b2cBroadPhase_MoveProxy(&one, ids[i], box, b2cVec2_zero);
				b2cBroadPhase_MoveProxy(&many, ids[i], box, b2cVec2_zero);
				b2cBroadPhase_MoveProxy(&indexed, ids[i], box, b2cVec2_zero);
			}
		}
		// destroy two thirds of them, in creation order, in reverse, or shuffled
		int n = 2 * count / 3;
		for (int i = 0; i < count; ++i) {
			int j = round < 2 ? i : round < 4 ? count - 1 - i : i + randomBelow(count - i);
			int32_t t = ids[i];
			ids[i] = ids[j];
			ids[j] = t;
		}
		int32_t *index = NULL;
		int indexCapacity = 0;
		b2cProxyIndex proxyIndex = {&index, &indexCapacity};
		for (int i = 0; i < n; ++i) {
			b2cBroadPhase_DestroyProxy(&one, ids[i]);
			b2cBroadPhase_DestroyProxyIndexed(&indexed, ids[i], proxyIndex);
		}
		ENSURE(b2cBroadPhase_DestroyProxies(&many, ids, n));
		ENSURE(sameBroadPhase(&one, &many));
		ENSURE(sameBroadPhase(&one, &indexed));
		ENSURE(b2cDynamicTree_Validate(&many.tree) == NULL);
		b2cFree(index, 2 * (size_t)indexCapacity * sizeof(int32_t));
		free(ids);
		b2cBroadPhase_Destroy(&one);
		b2cBroadPhase_Destroy(&many);
		b2cBroadPhase_Destroy(&indexed);
	}
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}

// Every body's list holds its shapes once, with `prev` naming each one's predecessor where it is
// set, and the counts agree.
static bool shapeListsSound(const b2cWorld *world)
{
	int total = 0;
	for (int b = 0; b < b2cGetIdCapacity(&world->bodyIds); ++b) {
		const b2cBody *body = &world->bodies[b];
		if (!body->alive)
			continue;
		int n = 0;
		for (int32_t s = body->shapeList, prev = -1; s != -1; prev = s, s = world->shapes[s].next) {
			if (!world->shapes[s].alive || world->shapes[s].body != b || world->shapes[s].prev != prev || ++n > 1000000)
				return false;
		}
		if (n != body->shapeCount)
			return false;
		total += n;
	}
	return total == b2cWorld_GetCounters(world).shapeCount && total == b2cWorld_GetCounters(world).proxyCount;
}

int ManyShapesDestroyedAsOneByOne(void)
{
	int64_t bytes = b2cGetByteCount();
	// Two worlds made alike; in one each shape's mass is read as it comes (computed at once), in the
	// other not (computed when next needed): the same bits after every change and step.
	b2cWorld *eager = newWorld(), *lazy = newWorld();
	b2cBodyId bodies[2][3];
	b2cShapeId shapes[2][600];
	b2cChainId chains[2][2];
	b2cVec2 points[400];
	for (int i = 0; i < 400; ++i)
		points[i] = (b2cVec2){(float)(200 - i), 0.25f * (float)(i % 7)};
	for (int w = 0; w < 2; ++w) {
		b2cWorld *world = w == 0 ? eager : lazy;
		b2cShapeDef def = b2cDefaultShapeDef();
		bodies[w][0] = newBody(world, b2cBody_static, b2cVec2_zero);
		bodies[w][1] = newBody(world, b2cBody_dynamic, (b2cVec2){0.0f, 20.0f});
		bodies[w][2] = newBody(world, b2cBody_dynamic, (b2cVec2){30.0f, 20.0f});
		chains[w][0] = b2cBody_CreateChain(world, bodies[w][0], &def, points, 400, false);
		for (int i = 0; i < 600; ++i) {
			b2cShapeGeometry box = boxOf(0.4f, 0.3f, (b2cVec2){(float)(i % 30), (float)(i / 30)});
			def.density = 1.0f + (float)(i % 5);
			shapes[w][i] = b2cBody_CreateShape(world, bodies[w][1 + i % 2], &def, &box);
			if (w == 0)
				ENSURE(b2cBody_GetMass(world, bodies[w][1 + i % 2]) > 0.0f);
		}
		chains[w][1] = b2cBody_CreateChain(world, bodies[w][2], &def, points, 50, true);
	}
	ENSURE(b2cWorld_Hash(eager) == b2cWorld_Hash(lazy));
	for (int w = 0; w < 2; ++w)
		ENSURE(shapeListsSound(w == 0 ? eager : lazy));
	for (int step = 0; step < 30; ++step) {
		b2cWorld_Step(eager, 1.0f / 60.0f, 4);
		b2cWorld_Step(lazy, 1.0f / 60.0f, 4);
	}
	ENSURE(b2cWorld_Hash(eager) == b2cWorld_Hash(lazy));
	// destroy shapes in creation order, then shuffled, before and after steps; a chain; a body with
	// a chain and many shapes
	for (int w = 0; w < 2; ++w) {
		b2cWorld *world = w == 0 ? eager : lazy;
		for (int i = 0; i < 200; ++i) {
			b2cWorld_DestroyShape(world, shapes[w][i]);
			if (w == 0)
				ENSURE(b2cBody_GetMass(world, bodies[w][1 + i % 2]) > 0.0f);
		}
		ENSURE(shapeListsSound(world));
		b2cWorld_DestroyChain(world, chains[w][0]);
		ENSURE(shapeListsSound(world));
	}
	ENSURE(b2cWorld_Hash(eager) == b2cWorld_Hash(lazy));
	for (int step = 0; step < 10; ++step) {
		b2cWorld_Step(eager, 1.0f / 60.0f, 4);
		b2cWorld_Step(lazy, 1.0f / 60.0f, 4);
	}
	s_seed = 777;
	int order[400];
	for (int i = 0; i < 400; ++i)
		order[i] = 200 + i;
	for (int i = 0; i < 400; ++i) {
		int j = i + randomBelow(400 - i), t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	for (int w = 0; w < 2; ++w) {
		b2cWorld *world = w == 0 ? eager : lazy;
		for (int i = 0; i < 300; ++i)
			b2cWorld_DestroyShape(world, shapes[w][order[i]]);
		ENSURE(shapeListsSound(world));
		b2cWorld_DestroyBody(world, bodies[w][2]);
		ENSURE(shapeListsSound(world));
		for (int t = 0; t < B2C_PROXY_TREES; ++t)
			ENSURE(b2cDynamicTree_Validate(&world->broadPhase.trees[t].tree) == NULL);
	}
	ENSURE(b2cWorld_Hash(eager) == b2cWorld_Hash(lazy));
	for (int step = 0; step < 30; ++step) {
		b2cWorld_Step(eager, 1.0f / 60.0f, 4);
		b2cWorld_Step(lazy, 1.0f / 60.0f, 4);
	}
	ENSURE(b2cWorld_Hash(eager) == b2cWorld_Hash(lazy));
	ENSURE(finiteBody(lazy, bodies[1][1]));
	b2cDestroyWorld(eager);
	b2cDestroyWorld(lazy);
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}

// ---- memory failure at every allocation ----

#include "failing_allocator.h"

// The world holds together: every live shape is in its body's list and has its proxy, the counts
// say what the lists hold, the tree and the contact lists are sound.
static bool worldSound(b2cWorld *world)
{
	int bodies = 0, shapes = 0;
	for (int b = 0; b < b2cGetIdCapacity(&world->bodyIds); ++b) {
		if (!world->bodies[b].alive)
			continue;
		++bodies;
		int n = 0;
		for (int32_t s = world->bodies[b].shapeList; s != -1; s = world->shapes[s].next) {
			if (!world->shapes[s].alive || world->shapes[s].body != b ||
				!b2cDynamicTree_IsProxy(&world->broadPhase.trees[b2cProxyTree(world->shapes[s].proxy)].tree,
										b2cProxyNode(world->shapes[s].proxy)) ||
				++n > 100000)
				return false;
		}
		if (n != world->bodies[b].shapeCount)
			return false;
		shapes += n;
	}
	for (int s = 0; s < b2cGetIdCapacity(&world->shapeIds); ++s)
		if (world->shapes[s].alive && !world->bodies[world->shapes[s].body].alive)
			return false;
	b2cWorldCounters c = b2cWorld_GetCounters(world);
	return c.bodyCount == bodies && c.shapeCount == shapes && c.proxyCount == shapes &&
		   b2cDynamicTree_Validate(&world->broadPhase.trees[0].tree) == NULL &&
		   b2cDynamicTree_Validate(&world->broadPhase.trees[1].tree) == NULL &&
		   b2cDynamicTree_Validate(&world->broadPhase.trees[2].tree) == NULL &&
		   b2cCheckEdgeLists(world, b2cEdges_contact) == b2cEdges_sound &&
		   b2cCheckEdgeLists(world, b2cEdges_joint) == b2cEdges_sound;
}

// What a script does to a world: bodies, shapes, a chain, joints, steps, a snapshot restored,
// destructions; each call may fail for memory (then it changes nothing, or its half-made object is
// undone). Returns how many calls failed.
static int churn(b2cWorld *world)
{
	int failed = 0;
	b2cShapeDef def = b2cDefaultShapeDef();
	b2cBodyId ground = newBody(world, b2cBody_static, b2cVec2_zero);
	failed += ground.index < 0;
	b2cShapeGeometry floor = boxOf(20.0f, 0.5f, b2cVec2_zero);
	b2cShapeId floorShape = b2cBody_CreateShape(world, ground, &def, &floor);
	failed += floorShape.index < 0;
	b2cVec2 hill[6] = {{10, 1}, {8, 2}, {6, 1}, {4, 2}, {2, 1}, {0, 2}};
	b2cChainId chain = b2cBody_CreateChain(world, ground, &def, hill, 6, false);
	failed += chain.index < 0;
	b2cBodyId boxes[6];
	b2cShapeId boxShapes[6];
	for (int i = 0; i < 6; ++i) {
		boxes[i] = newBody(world, b2cBody_dynamic, (b2cVec2){(float)(i % 3) - 1.0f, 1.0f + (float)(i / 3)});
		b2cShapeGeometry box = boxOf(0.45f, 0.45f, b2cVec2_zero);
		boxShapes[i] = b2cBody_CreateShape(world, boxes[i], &def, &box);
		failed += boxes[i].index < 0 || boxShapes[i].index < 0;
	}
	b2cJointDef joint = b2cDefaultJointDef(b2cJoint_revolute);
	joint.bodyA = boxes[0];
	joint.bodyB = boxes[1];
	joint.localAnchorA = (b2cVec2){0.5f, 0.0f};
	joint.localAnchorB = (b2cVec2){-0.5f, 0.0f};
	failed += b2cWorld_CreateJoint(world, &joint).index < 0;
	for (int i = 0; i < 5; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
	failed += snapshot == NULL;
	b2cWorld_DestroyShape(world, boxShapes[2]);
	b2cWorld_DestroyChain(world, chain);
	b2cWorld_DestroyBody(world, boxes[3]);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	if (snapshot != NULL) {
		failed += !b2cWorld_Restore(world, snapshot);
		b2cDestroySnapshot(snapshot);
	}
	b2cWorld_DestroyBody(world, boxes[4]);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	return failed;
}

int EveryAllocationFailureLeavesTheWorldSound(void)
{
	int64_t bytes = b2cGetByteCount();
	FailingAllocator allocator = {-1, 0, 0};
	b2cSetAllocator(failingAlloc, failingFree, &allocator);
	int budget = 0;
	for (;; ++budget) {
		allocator.allowed = budget;
		b2cWorld *world = newWorld();
		if (world == NULL)
			continue;
		int failed = churn(world);
		bool outOfMemory = allocator.allowed == 0;
		allocator.allowed = -1;
		if (!worldSound(world)) {
			snprintf(g_testBuffer, sizeof g_testBuffer, "budget %d: the world is not sound", budget);
			g_testFailure = g_testBuffer;
			b2cSetAllocator(NULL, NULL, NULL);
			return 1;
		}
		// and it works on with memory again: steps, snapshots and restores to the same hash
		for (int i = 0; i < 10; ++i)
			b2cWorld_Step(world, 1.0f / 60.0f, 4);
		b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
		ENSURE(snapshot != NULL);
		uint64_t hash = b2cWorld_Hash(world);
		size_t size = b2cSnapshot_GetByteCount(snapshot);
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		ENSURE(b2cWorld_Restore(world, snapshot));
		ENSURE(b2cWorld_Hash(world) == hash && worldSound(world));
		ENSURE(b2cWorld_SnapshotInto(world, snapshot) && b2cSnapshot_GetByteCount(snapshot) == size);
		b2cDestroySnapshot(snapshot);
		b2cDestroyWorld(world);
		ENSURE(allocator.live == 0);
		if (!outOfMemory && failed == 0)
			break; // (the whole churn within the budget)
	}
	b2cSetAllocator(NULL, NULL, NULL);
	ENSURE(budget > 20);
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}

// A step short of memory says so (b2cWorld_GetStepAllocationFailures, which the binding can raise
// as an error): at every allocation of a first step of a pile of boxes, the count it gives is the
// count the allocator refused, and the world is sound after; a step with memory gives 0.
int StepReportsItsAllocationFailures(void)
{
	int64_t bytes = b2cGetByteCount();
	FailingAllocator allocator = {-1, 0, 0};
	b2cSetAllocator(failingAlloc, failingFree, &allocator);
	int budget = 0;
	for (;; ++budget) {
		b2cWorld *world = newWorld();
		ENSURE(world != NULL);
		b2cShapeDef def = b2cDefaultShapeDef();
		b2cShapeGeometry floor = boxOf(20.0f, 0.5f, b2cVec2_zero);
		ENSURE(b2cBody_CreateShape(world, newBody(world, b2cBody_static, b2cVec2_zero), &def, &floor).index >= 0);
		for (int i = 0; i < 60; ++i) {
			b2cShapeGeometry box = boxOf(0.45f, 0.45f, b2cVec2_zero);
			b2cBodyId body =
				newBody(world, b2cBody_dynamic, (b2cVec2){(float)(i % 10) - 5.0f, 0.95f + (float)(i / 10)});
			ENSURE(b2cBody_CreateShape(world, body, &def, &box).index >= 0);
		}
		b2cJointDef joint = b2cDefaultJointDef(b2cJoint_revolute);
		joint.bodyA = b2cWorld_GetBodyId(world, 1);
		joint.bodyB = b2cWorld_GetBodyId(world, 2);
		ENSURE(b2cWorld_CreateJoint(world, &joint).index >= 0);
		allocator.allowed = budget;
		allocator.refused = 0;
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		bool done = allocator.refused == 0; // (the whole step within the budget)
		allocator.allowed = -1;
		ENSURE(b2cWorld_GetStepAllocationFailures(world) == allocator.refused);
		ENSURE(worldSound(world));
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		ENSURE(b2cWorld_GetStepAllocationFailures(world) == 0 && worldSound(world));
		b2cDestroyWorld(world);
		if (done)
			break;
	}
	b2cSetAllocator(NULL, NULL, NULL);
	ENSURE(budget > 5);
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}
