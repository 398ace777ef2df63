// SPDX-License-Identifier: MIT
// Chains in the world: segments made, found, filtered and destroyed together; creation that runs
// out of memory half-way leaves nothing behind.
#include "b2c/b2c.h"
#include "failing_allocator.h"
#include "test_macros.h"

#include <stdlib.h>

static const b2cVec2 s_floor[5] = {{4, 0}, {2, 0}, {0, 0}, {-2, 0}, {-4, 0}}; // right to left: its top is solid

int ChainSegmentsAndQueries(void)
{
	int64_t bytes = b2cGetByteCount();
	b2cWorldDef worldDef = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&worldDef);
	b2cBodyDef bodyDef = b2cDefaultBodyDef();
	bodyDef.position = (b2cVec2){1.0f, 0.0f};
	b2cBodyId ground = b2cWorld_CreateBody(world, &bodyDef);
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	shapeDef.friction = 0.25f;
	b2cChainId chain = b2cBody_CreateChain(world, ground, &shapeDef, s_floor, 5, false);
	ENSURE(b2cWorld_IsValidChain(world, chain));
	ENSURE(b2cChain_GetSegmentCount(world, chain) == 4);
	ENSURE(b2cChain_GetBodyIndex(world, chain) == ground.index);
	ENSURE(b2cWorld_GetCounters(world).shapeCount == 4);
	for (int i = 0; i < 4; ++i) {
		b2cShapeId s = b2cChain_GetSegment(world, chain, i);
		ENSURE(b2cWorld_IsValidShape(world, s));
		ENSURE(b2cShape_GetChain(world, s).index == chain.index);
		ENSURE(b2cShape_GetChildIndex(world, s) == i);
		// each segment lies under its points, in the body's frame
		b2cAABB box = b2cShape_GetAABB(world, s);
		ENSURE(box.upper.x == s_floor[i].x + 1.0f && box.lower.x == s_floor[i + 1].x + 1.0f);
	}
	ENSURE(b2cChain_GetSegment(world, chain, 4).index == -1);
	ENSURE(b2cChain_GetSegment(world, chain, -1).index == -1);
	b2cAABB all = b2cChain_GetAABB(world, chain);
	ENSURE(all.lower.x == -3.0f && all.upper.x == 5.0f && all.lower.y == 0.0f && all.upper.y == 0.0f);

	// a ray down through the floor hits the segment under it; a ray along x the nearest one
	b2cCastOutput hit = b2cChain_RayCast(world, chain, (b2cVec2){2.5f, 1.0f}, (b2cVec2){2.5f, -1.0f}, 1.0f);
	ENSURE(hit.hit && hit.fraction == 0.5f && hit.point.x == 2.5f && hit.normal.y == 1.0f);
	hit = b2cChain_RayCast(world, chain, (b2cVec2){10.0f, 1.0f}, (b2cVec2){10.0f, -1.0f}, 1.0f);
	ENSURE(!hit.hit);
	b2cShapeId second = b2cChain_GetSegment(world, chain, 1);
	hit = b2cShape_RayCast(world, second, (b2cVec2){2.5f, 1.0f}, (b2cVec2){2.5f, -1.0f}, 1.0f);
	ENSURE(hit.hit && hit.point.x == 2.5f);

	// a box dropped on the chain comes to rest on it
	b2cBodyDef boxDef = b2cDefaultBodyDef();
	boxDef.type = b2cBody_dynamic;
	boxDef.position = (b2cVec2){0.5f, 0.6f};
	b2cBodyId box = b2cWorld_CreateBody(world, &boxDef);
	b2cPolygon square = b2cMakeOffsetBox(0.5f, 0.5f, b2cVec2_zero, b2cRot_identity);
	b2cShapeGeometry geometry = {.type = b2cShape_polygon, .polygon = square};
	b2cShapeId boxShape = b2cBody_CreateShape(world, box, &shapeDef, &geometry);
	for (int i = 0; i < 60; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE_SMALL(b2cBody_GetTransform(world, box).p.y - 0.5f, 0.01);
	ENSURE(b2cWorld_GetCounters(world).touchingCount >= 1);

	// a segment alone cannot be destroyed: it goes with its chain
	b2cWorld_DestroyShape(world, second);
	ENSURE(b2cWorld_IsValidShape(world, second));

	// a filter that rejects the box ends the contacts; the box falls through
	b2cFilter none = b2cShape_GetFilter(world, boxShape);
	none.maskBits = 0;
	b2cChain_SetFilter(world, chain, none);
	for (int i = 0; i < 4; ++i)
		ENSURE(b2cShape_GetFilter(world, b2cChain_GetSegment(world, chain, i)).maskBits == 0);
	ENSURE(b2cWorld_GetCounters(world).touchingCount == 0);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cWorld_GetContactEvents(world).endCount >= 1);
	for (int i = 0; i < 30; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cBody_GetTransform(world, box).p.y < 0.0f);
	// and one that accepts it again finds the pair
	none.maskBits = 0xffff;
	b2cChain_SetFilter(world, chain, none);
	b2cBody_SetTransform(world, box, (b2cVec2){0.5f, 0.5f}, 0.0f);
	b2cBody_SetLinearVelocity(world, box, b2cVec2_zero);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	ENSURE(b2cWorld_GetCounters(world).touchingCount >= 1);

	// destroying the chain takes its segments and contacts, and the handle goes stale
	ENSURE(b2cWorld_GetChainCount(world) == 1);
	b2cWorld_DestroyChain(world, chain);
	ENSURE(b2cWorld_GetChainCount(world) == 0);
	ENSURE(!b2cWorld_IsValidChain(world, chain));
	ENSURE(!b2cWorld_IsValidShape(world, second));
	ENSURE(b2cWorld_GetCounters(world).shapeCount == 1);
	ENSURE(b2cWorld_GetCounters(world).contactCount == 0);
	ENSURE(b2cChain_GetSegmentCount(world, chain) == 0);
	ENSURE(b2cChain_GetSegment(world, chain, 0).index == -1);
	b2cWorld_DestroyChain(world, chain); // twice: nothing
	// the slot comes back with a new generation
	b2cChainId loop = b2cBody_CreateChain(world, ground, &shapeDef, s_floor + 1, 3, true);
	ENSURE(loop.index == chain.index && loop.generation != chain.generation);
	ENSURE(b2cChain_GetSegmentCount(world, loop) == 3 && !b2cWorld_IsValidChain(world, chain));
	ENSURE(b2cWorld_GetChainCount(world) == 1);
	b2cShapeId last = b2cChain_GetSegment(world, loop, 2);
	ENSURE(b2cShape_GetChain(world, boxShape).index == -1 && b2cShape_GetChildIndex(world, boxShape) == 0);

	// destroying the body destroys its chains
	b2cWorld_DestroyBody(world, ground);
	ENSURE(!b2cWorld_IsValidChain(world, loop) && !b2cWorld_IsValidShape(world, last));
	ENSURE(b2cWorld_GetCounters(world).shapeCount == 1);
	b2cDestroyWorld(world);
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}

int ChainRefusesBadPoints(void)
{
	b2cWorldDef worldDef = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&worldDef);
	b2cBodyDef bodyDef = b2cDefaultBodyDef();
	b2cBodyId body = b2cWorld_CreateBody(world, &bodyDef);
	b2cShapeDef def = b2cDefaultShapeDef();
	const b2cVec2 close[3] = {{0, 0}, {1, 0}, {1, 0.001f}};
	const b2cVec2 closedTwice[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 0.001f}};
	ENSURE(b2cBody_CreateChain(world, body, &def, s_floor, 1, false).index == -1);
	ENSURE(b2cBody_CreateChain(world, body, &def, s_floor, 2, true).index == -1);
	ENSURE(b2cBody_CreateChain(world, body, &def, close, 3, false).index == -1);
	ENSURE(b2cBody_CreateChain(world, body, &def, closedTwice, 4, true).index == -1);
	ENSURE(b2cBody_CreateChain(world, body, &def, closedTwice, 4, false).index == 0);
	ENSURE(b2cBody_CreateChain(world, (b2cBodyId){body.index, body.generation + 1}, &def, s_floor, 5, false).index ==
		   -1);
	ENSURE(b2cWorld_GetCounters(world).shapeCount == 3);
	b2cDestroyWorld(world);
	return 0;
}

int ChainCreationOutOfMemory(void)
{
	FailingAllocator allocator = {-1, 0, 0};
	int64_t bytes = b2cGetByteCount();
	b2cSetAllocator(failingAlloc, failingFree, &allocator);
	b2cVec2 points[40];
	for (int i = 0; i < 40; ++i)
		points[i] = (b2cVec2){(float)(20 - i), 0.0f};
	bool made = false;
	for (int budget = 0; budget < 100 && !made; ++budget) {
		b2cWorldDef worldDef = b2cDefaultWorldDef();
		b2cWorld *world = b2cCreateWorld(&worldDef);
		b2cBodyDef bodyDef = b2cDefaultBodyDef();
		b2cBodyId body = b2cWorld_CreateBody(world, &bodyDef);
		b2cShapeDef def = b2cDefaultShapeDef();
		allocator.allowed = budget;
		b2cChainId chain = b2cBody_CreateChain(world, body, &def, points, 40, false);
		allocator.allowed = -1;
		made = chain.index >= 0;
		// all of it, or nothing at all (a slot freed without memory for the id pool's free list
		// stays counted, never reused: shapeCount may be above 0, but no shape is attached)
		ENSURE(b2cWorld_GetCounters(world).proxyCount == (made ? 39 : 0));
		ENSURE(b2cBody_GetFirstShape(world, body) == (made ? b2cChain_GetSegment(world, chain, 38).index : -1));
		b2cDestroyWorld(world);
	}
	b2cSetAllocator(NULL, NULL, NULL);
	ENSURE(made);
	ENSURE(b2cGetByteCount() == bytes);
	return 0;
}
