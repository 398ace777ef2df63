// SPDX-License-Identifier: MIT
// b2c: shapes attached to bodies (Box2D's fixtures): material, filter, broad-phase proxy.
#include "world_internal.h"

#include <string.h>

b2cShapeDef b2cDefaultShapeDef(void)
{
	b2cShapeDef def;
	memset(&def, 0, sizeof def);
	def.density = 1.0f;
	def.friction = 0.6f;
	def.filter.categoryBits = 0x0001;
	def.filter.maskBits = 0xffff;
	return def;
}

static b2cShape *getShape(const b2cWorld *world, b2cShapeId id)
{
	if (id.index < 0 || id.index >= b2cGetIdCapacity(&world->shapeIds))
		return NULL;
	b2cShape *shape = &world->shapes[id.index];
	return shape->alive && shape->generation == id.generation ? shape : NULL;
}

bool b2cWorld_IsValidShape(const b2cWorld *world, b2cShapeId id) { return getShape(world, id) != NULL; }

b2cShapeId b2cBody_CreateShape(b2cWorld *world, b2cBodyId bodyId, const b2cShapeDef *def,
							   const b2cShapeGeometry *geometry)
{
	b2cShapeId none = {B2C_NULL_INDEX, 0};
	b2cBody *body = b2cGetBody(world, bodyId);
	if (body == NULL)
		return none;
	int index = b2cAllocSlot(&world->shapeIds, (void **)&world->shapes, &world->shapeCapacity, sizeof(b2cShape));
	if (index < 0)
		return none;
	b2cShape *shape = &world->shapes[index];
	uint32_t generation = shape->generation;
	memset(shape, 0, sizeof *shape);
	shape->generation = generation;
	shape->body = bodyId.index;
	shape->geometry = *geometry;
	shape->density = def->density;
	shape->friction = def->friction;
	shape->restitution = def->restitution;
	shape->isSensor = def->isSensor;
	shape->filter = def->filter;
	shape->userData = def->userData;
	shape->aabb = b2cShapeGeometry_ComputeAABB(geometry, body->xf);
	shape->proxy = b2cBroadPhase_CreateProxy(&world->broadPhase, shape->aabb, (uint64_t)index);
	if (shape->proxy == B2C_NULL_NODE) {
		b2cFreeId(&world->shapeIds, index);
		return none;
	}
	shape->alive = true;
	shape->next = body->shapeList;
	body->shapeList = index;
	body->shapeCount++;
	b2cUpdateBodyMass(world, bodyId.index);
	return (b2cShapeId){index, generation};
}

void b2cDestroyShapeAt(b2cWorld *world, int32_t index, bool updateMass)
{
	b2cShape *shape = &world->shapes[index];
	// Its contacts go with it; what it touched wakes up (a support removed, things fall).
	b2cDestroyShapeContacts(world, index);
	b2cBroadPhase_DestroyProxy(&world->broadPhase, shape->proxy);
	b2cBody *body = &world->bodies[shape->body];
	int32_t *link = &body->shapeList;
	while (*link != index)
		link = &world->shapes[*link].next;
	*link = shape->next;
	body->shapeCount--;
	shape->alive = false;
	shape->generation++;
	b2cFreeId(&world->shapeIds, index);
	if (updateMass)
		b2cUpdateBodyMass(world, (int32_t)(body - world->bodies));
}

void b2cWorld_DestroyShape(b2cWorld *world, b2cShapeId id)
{
	if (getShape(world, id) != NULL)
		b2cDestroyShapeAt(world, id.index, true);
}

bool b2cShouldShapesCollide(b2cFilter a, b2cFilter b)
{
	if (a.groupIndex == b.groupIndex && a.groupIndex != 0)
		return a.groupIndex > 0;
	return (a.maskBits & b.categoryBits) != 0 && (a.categoryBits & b.maskBits) != 0;
}

int32_t b2cShape_GetBodyIndex(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? shape->body : B2C_NULL_INDEX;
}

bool b2cShape_IsSensor(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape != NULL && shape->isSensor;
}

bool b2cShape_TestPoint(const b2cWorld *world, b2cShapeId id, b2cVec2 point)
{
	b2cShape *shape = getShape(world, id);
	return shape != NULL && b2cShapeGeometry_TestPoint(&shape->geometry, world->bodies[shape->body].xf, point);
}

b2cAABB b2cShape_GetAABB(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? shape->aabb : (b2cAABB){{0.0f, 0.0f}, {0.0f, 0.0f}};
}
