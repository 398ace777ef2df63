// SPDX-License-Identifier: MIT
// b2c: world lifetime, the step, and what the world reports about itself.
#include "world_internal.h"

#include <string.h>

bool b2cGrowArray(void **array, int *capacity, int needed, size_t elementSize)
{
	if (needed <= *capacity)
		return true;
	int grown = *capacity < 16 ? 16 : *capacity;
	while (grown < needed)
		grown *= 2;
	void *memory = b2cGrowAlloc(*array, (size_t)*capacity * elementSize, (size_t)grown * elementSize);
	if (memory == NULL)
		return false;
	memset((char *)memory + (size_t)*capacity * elementSize, 0, (size_t)(grown - *capacity) * elementSize);
	*array = memory;
	*capacity = grown;
	return true;
}

b2cWorldDef b2cDefaultWorldDef(void)
{
	b2cWorldDef def;
	def.gravity = (b2cVec2){0.0f, -10.0f};
	def.contactHertz = 30.0f;
	def.contactDampingRatio = 10.0f;
	def.contactPushMaxVelocity = 3.0f;
	def.restitutionThreshold = 1.0f;
	return def;
}

b2cWorld *b2cCreateWorld(const b2cWorldDef *def)
{
	b2cWorld *world = (b2cWorld *)b2cAlloc(sizeof(b2cWorld));
	if (world == NULL)
		return NULL;
	memset(world, 0, sizeof *world);
	world->def = *def;
	world->broadPhase = b2cBroadPhase_Create();
	world->bodyIds = b2cCreateIdPool();
	world->shapeIds = b2cCreateIdPool();
	world->contactIds = b2cCreateIdPool();
	return world;
}

void b2cDestroyWorld(b2cWorld *world)
{
	if (world == NULL)
		return;
	b2cBroadPhase_Destroy(&world->broadPhase);
	b2cFree(world->bodies, (size_t)world->bodyCapacity * sizeof(b2cBody));
	b2cFree(world->shapes, (size_t)world->shapeCapacity * sizeof(b2cShape));
	b2cFree(world->contacts, (size_t)world->contactCapacity * sizeof(b2cContact));
	b2cDestroyIdPool(&world->bodyIds);
	b2cDestroyIdPool(&world->shapeIds);
	b2cDestroyIdPool(&world->contactIds);
	b2cDestroyPairMap(&world->pairs);
	b2cFreeSolverScratch(world);
	b2cFree(world, sizeof(b2cWorld));
}

// Move every shape of the bodies that moved to its new place in the broad-phase.
static void synchronizeShapes(b2cWorld *world, float dt)
{
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	for (int32_t i = 0; i < bodyCount; ++i) {
		b2cBody *body = &world->bodies[i];
		if (!body->alive || body->type == b2cBody_static)
			continue;
		b2cVec2 displacement = b2cMulSV(dt, body->v);
		for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
			b2cShape *shape = &world->shapes[s];
			shape->aabb = b2cShapeGeometry_ComputeAABB(&shape->geometry, body->xf);
			b2cBroadPhase_MoveProxy(&world->broadPhase, shape->proxy, shape->aabb, displacement);
		}
	}
}

void b2cWorld_Step(b2cWorld *world, float dt, int subSteps)
{
	if (dt <= 0.0f || subSteps < 1)
		return;
	world->locked = true;
	b2cUpdateContacts(world);
	b2cSolve(world, dt, subSteps);
	synchronizeShapes(world, dt);
	world->locked = false;
}

bool b2cWorld_IsLocked(const b2cWorld *world) { return world->locked; }

b2cVec2 b2cWorld_GetGravity(const b2cWorld *world) { return world->def.gravity; }

void b2cWorld_SetGravity(b2cWorld *world, b2cVec2 gravity) { world->def.gravity = gravity; }

b2cWorldCounters b2cWorld_GetCounters(const b2cWorld *world)
{
	b2cWorldCounters c;
	c.bodyCount = b2cGetIdCount(&world->bodyIds);
	c.shapeCount = b2cGetIdCount(&world->shapeIds);
	c.contactCount = b2cGetIdCount(&world->contactIds);
	c.touchingCount = 0;
	int contactCount = b2cGetIdCapacity(&world->contactIds);
	for (int i = 0; i < contactCount; ++i)
		if (world->contacts[i].alive && world->contacts[i].touching)
			c.touchingCount++;
	c.proxyCount = world->broadPhase.tree.proxyCount;
	c.treeHeight = world->broadPhase.tree.root == B2C_NULL_NODE ? 0 : world->broadPhase.tree.nodes[world->broadPhase.tree.root].height;
	return c;
}
