// SPDX-License-Identifier: MIT
// b2c: shapes attached to bodies (Box2D's fixtures): material, filter, broad-phase proxy.
#include "world_internal.h"
#include "b2c/check.h"
#include "stage_sleep.h"
#include "stage_broad_phase.h"
#include "tree_internal.h"

#include <string.h>
#ifndef __STDC_NO_ATOMICS__
#include <stdatomic.h>
#endif

// ---- stamps: one counter for the process (worlds may live in several threads) ----

#ifndef __STDC_NO_ATOMICS__
static _Atomic uint64_t lastStamp = 0;

uint64_t b2cNewStamp(void) { return atomic_fetch_add_explicit(&lastStamp, 1u, memory_order_relaxed) + 1u; }
#else
static uint64_t lastStamp = 0; // (no atomics: worlds in one thread only)

uint64_t b2cNewStamp(void) { return ++lastStamp; }
#endif

b2cShapeDef b2cDefaultShapeDef(void)
{
	b2cShapeDef def;
	memset(&def, 0, sizeof def);
	def.density = 1.0f;
	def.friction = 0.6f;
	def.filter.categoryBits = 0x0001;
	def.filter.maskBits = 0xffff;
	def.enableContactEvents = true;
	def.enableSensorEvents = true;
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

// Attach a shape to the body without updating its mass: the index, or B2C_NULL_INDEX when
// memory runs out.
static int32_t createShape(b2cWorld *world, int32_t bodyIndex, const b2cShapeDef *def, const b2cShapeGeometry *geometry)
{
	int index = b2cAllocPairedSlot(&world->shapeIds, (void **)&world->shapes, sizeof(b2cShape),
								   (void **)&world->shapeGeometry, sizeof(b2cShapeGeometry), &world->shapeCapacity);
	if (index < 0)
		return B2C_NULL_INDEX;
	b2cBody *body = &world->bodies[bodyIndex];
	b2cShape *shape = &world->shapes[index];
	uint32_t generation = shape->generation, floor = shape->generationFloor;
	memset(shape, 0, sizeof *shape);
	shape->generation = generation;
	shape->generationFloor = floor;
	shape->body = bodyIndex;
	shape->chain = B2C_NULL_INDEX;
	shape->chainNext = B2C_NULL_INDEX;
	world->shapeGeometry[index] = *geometry;
	shape->geometryStamp = b2cNewStamp();
	shape->hasSkin = b2cShapeGeometry_GetSkin(geometry) > 0.0f;
	shape->density = def->density;
	shape->friction = def->friction;
	shape->restitution = def->restitution;
	shape->isSensor = def->isSensor;
	shape->filter = def->filter;
	shape->userData = def->userData;
	shape->rollingResistance = def->rollingResistance;
	shape->tangentSpeed = def->tangentSpeed;
	shape->enableContactEvents = def->enableContactEvents;
	shape->enableSensorEvents = def->enableSensorEvents;
	shape->enableHitEvents = def->enableHitEvents;
	shape->aabb = b2cShapeGeometry_ComputeAABB(geometry, body->xf);
	if (!b2cCreateShapeProxy(world, index)) {
		b2cFreeId(&world->shapeIds, index);
		return B2C_NULL_INDEX;
	}
	shape->alive = true;
	shape->next = body->shapeList;
	shape->prev = B2C_NULL_INDEX;
	if (body->shapeList != B2C_NULL_INDEX)
		world->shapes[body->shapeList].prev = index;
	body->shapeList = index;
	body->shapeCount++;
	return index;
}

// The link that names the shape in its body's list: through its `prev` hint when the hint holds
// (always, but for a shape of a loaded snapshot, which has none), else found by a walk of the list
// that sets every hint on the way.
static int32_t *linkTo(b2cWorld *world, int32_t index)
{
	const b2cShape *shape = &world->shapes[index];
	b2cBody *body = &world->bodies[shape->body];
	int32_t p = shape->prev;
	if (p == B2C_NULL_INDEX && body->shapeList == index)
		return &body->shapeList;
	if (p >= 0 && p < world->shapeCapacity && world->shapes[p].alive && world->shapes[p].body == shape->body &&
		world->shapes[p].next == index)
		return &world->shapes[p].next;
	int32_t *link = &body->shapeList, previous = B2C_NULL_INDEX;
	while (*link != index) {
		world->shapes[*link].prev = previous;
		previous = *link;
		link = &world->shapes[*link].next;
	}
	world->shapes[index].prev = previous;
	return link;
}

// Take the shape out of its body's list and free its slot; its proxy is gone already.
static void releaseShape(b2cWorld *world, int32_t index)
{
	b2cShape *shape = &world->shapes[index];
	int32_t *link = linkTo(world, index);
	*link = shape->next;
	if (shape->next != B2C_NULL_INDEX)
		world->shapes[shape->next].prev = shape->prev;
	world->bodies[shape->body].shapeCount--;
	shape->alive = false;
	shape->generation = b2cNextGeneration(shape->generation, shape->generationFloor);
	b2cFreeId(&world->shapeIds, index);
}

// Detach a shape whose contacts are gone, without updating its body's mass.
// (Its proxy through the index the world keeps with its arena: destroying many shapes made since
// the last step, one by one, stays linear.)
static void destroyShape(b2cWorld *world, int32_t index)
{
	b2cDestroyShapeProxy(world, index);
	releaseShape(world, index);
}

// destroyShape for each of `count` shapes, in that order (the same world after), with their
// proxies destroyed in one pass of the broad-phase: linear in count, where one by one each
// destruction looks through the proxies made or moved since the last step.
static void destroyShapes(b2cWorld *world, const int32_t *shapes, int count)
{
	if (count > 1 && b2cDestroyShapeProxies(world, shapes, count)) {
		for (int i = 0; i < count; ++i)
			releaseShape(world, shapes[i]);
		return;
	}
	for (int i = 0; i < count; ++i) // (out of memory for the lists: one by one)
		destroyShape(world, shapes[i]);
}

b2cShapeId b2cBody_CreateShape(b2cWorld *world, b2cBodyId bodyId, const b2cShapeDef *def,
							   const b2cShapeGeometry *geometry)
{
	if (b2cGetBody(world, bodyId) == NULL || b2cCheckShapeDef(def).rule != b2cRule_none ||
		b2cShapeGeometry_Check(geometry, def->density) != b2cGeometry_ok)
		return (b2cShapeId){B2C_NULL_INDEX, 0};
	int32_t index = createShape(world, bodyId.index, def, geometry);
	if (index == B2C_NULL_INDEX)
		return (b2cShapeId){B2C_NULL_INDEX, 0};
	b2cMarkBodyMass(world, bodyId.index);
	return b2cShapeIdOf(world, index);
}

void b2cWorld_DestroyShape(b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	if (shape == NULL || shape->chain != B2C_NULL_INDEX)
		return; // a chain's segments go with their chain
	// Its contacts go with it; what it touched wakes up (a support removed, things fall).
	b2cDestroyShapeContacts(world, id.index);
	int32_t body = shape->body;
	destroyShape(world, id.index);
	b2cMarkBodyMass(world, body);
}

// ---- chains ----

static b2cChain *getChain(const b2cWorld *world, b2cChainId id)
{
	if (id.index < 0 || id.index >= b2cGetIdCapacity(&world->chainIds))
		return NULL;
	b2cChain *chain = &world->chains[id.index];
	return chain->alive && chain->generation == id.generation ? chain : NULL;
}

bool b2cWorld_IsValidChain(const b2cWorld *world, b2cChainId id) { return getChain(world, id) != NULL; }

// Free the chain's slot (its segments gone).
static void releaseChain(b2cWorld *world, int32_t index)
{
	b2cChain *chain = &world->chains[index];
	chain->alive = false;
	chain->generation = b2cNextGeneration(chain->generation, chain->generationFloor);
	b2cFreeId(&world->chainIds, index);
}

// Destroy the chain's segments (their contacts already gone), in the order of its points, and free
// its slot.
static void freeChain(b2cWorld *world, int32_t index)
{
	b2cChain *chain = &world->chains[index];
	int32_t *segments = (int32_t *)b2cAlloc((size_t)(chain->count > 0 ? chain->count : 1) * sizeof(int32_t));
	if (segments != NULL) {
		int n = 0;
		for (int32_t s = chain->firstShape; s != B2C_NULL_INDEX && n < chain->count; s = world->shapes[s].chainNext)
			segments[n++] = s;
		destroyShapes(world, segments, n);
		b2cFree(segments, (size_t)(chain->count > 0 ? chain->count : 1) * sizeof(int32_t));
	} else {
		for (int32_t s = chain->firstShape; s != B2C_NULL_INDEX;) {
			int32_t next = world->shapes[s].chainNext;
			destroyShape(world, s);
			s = next;
		}
	}
	releaseChain(world, index);
}

b2cChainId b2cBody_CreateChain(b2cWorld *world, b2cBodyId bodyId, const b2cShapeDef *def, const b2cVec2 *points,
							   int count, bool loop)
{
	return b2cBody_CreateSkinnedChain(world, bodyId, def, points, count, loop, 0.0f);
}

b2cChainId b2cBody_CreateSkinnedChain(b2cWorld *world, b2cBodyId bodyId, const b2cShapeDef *def, const b2cVec2 *points,
									  int count, bool loop, float skin)
{
	b2cChainId none = {B2C_NULL_INDEX, 0};
	if (b2cGetBody(world, bodyId) == NULL || count < (loop ? 3 : 2) || b2cCheckShapeDef(def).rule != b2cRule_none)
		return none;
	b2cShapeGeometry skinned = {.type = b2cShape_segment, .segment = {points[0], points[0], skin}};
	if (b2cShapeGeometry_Check(&skinned, 0.0f) != b2cGeometry_ok)
		return none;
	for (int i = 0; i < count; ++i) {
		b2cShapeGeometry point = {.type = b2cShape_segment, .segment = {points[i], points[i], 0.0f}};
		if (b2cShapeGeometry_Check(&point, 0.0f) != b2cGeometry_ok)
			return none;
	}
	for (int i = 0; i + 1 < count; ++i)
		if (b2cDistance(points[i], points[i + 1]) < B2C_LINEAR_SLOP)
			return none;
	if (loop && b2cDistance(points[count - 1], points[0]) < B2C_LINEAR_SLOP)
		return none;
	int index = b2cAllocSlot(&world->chainIds, (void **)&world->chains, &world->chainCapacity, sizeof(b2cChain));
	if (index < 0)
		return none;
	b2cChain *chain = &world->chains[index];
	uint32_t generation = chain->generation, floor = chain->generationFloor;
	memset(chain, 0, sizeof *chain);
	chain->generation = generation;
	chain->generationFloor = floor;
	chain->alive = true;
	chain->loop = loop;
	chain->body = bodyId.index;
	chain->firstShape = B2C_NULL_INDEX;
	// Segments are linked in the order of the points: each one is appended after the last (by
	// index: the shapes array may move as it grows).
	int32_t last = B2C_NULL_INDEX;
	int segmentCount = b2cGetChainSegmentCount(count, loop);
	for (int i = 0; i < segmentCount; ++i) {
		b2cShapeGeometry geometry;
		geometry.type = b2cShape_chainSegment;
		geometry.chainSegment = b2cGetChainSegment(points, count, loop, i);
		geometry.chainSegment.segment.skin = skin;
		int32_t s = createShape(world, bodyId.index, def, &geometry);
		if (s == B2C_NULL_INDEX) {
			freeChain(world, index); // out of memory: undo the segments made so far
			b2cMarkBodyMass(world, bodyId.index);
			return none;
		}
		world->shapes[s].chain = index;
		world->shapes[s].childIndex = i;
		if (last == B2C_NULL_INDEX)
			chain->firstShape = s;
		else
			world->shapes[last].chainNext = s;
		last = s;
		chain->count++;
	}
	b2cMarkBodyMass(world, bodyId.index);
	return (b2cChainId){index, generation};
}

void b2cWorld_DestroyChain(b2cWorld *world, b2cChainId id)
{
	b2cChain *chain = getChain(world, id);
	if (chain == NULL)
		return;
	int32_t body = chain->body;
	b2cDestroyChainContacts(world, id.index);
	freeChain(world, id.index);
	b2cMarkBodyMass(world, body);
}

void b2cDestroyBodyShapes(b2cWorld *world, int32_t bodyIndex)
{
	b2cBody *body = &world->bodies[bodyIndex];
	// In the order of the list, a chain's segments in the order of its points where the first of
	// them comes (as when each was destroyed in turn from the front), all in one pass.
	int count = body->shapeCount;
	int32_t *order = count > 1 ? (int32_t *)b2cAlloc((size_t)count * sizeof(int32_t)) : NULL;
	if (order != NULL) {
		int n = 0;
		bool whole = true;
		for (int32_t s = body->shapeList; s != B2C_NULL_INDEX && whole; s = world->shapes[s].next) {
			const b2cShape *shape = &world->shapes[s];
			if (shape->chain == B2C_NULL_INDEX) {
				whole = n < count;
				if (whole)
					order[n++] = s;
				continue;
			}
			b2cChain *chain = &world->chains[shape->chain];
			if (!chain->alive)
				continue; // (listed already: its first segment came earlier)
			for (int32_t c = chain->firstShape; c != B2C_NULL_INDEX && whole; c = world->shapes[c].chainNext) {
				whole = n < count;
				if (whole)
					order[n++] = c;
			}
			chain->alive = false; // (for this walk; freed below)
		}
		// The chains, revived for a moment, then freed in the order they came.
		for (int i = 0; i < n; ++i) {
			int32_t c = world->shapes[order[i]].chain;
			if (c != B2C_NULL_INDEX)
				world->chains[c].alive = true;
		}
		if (whole && n == count) {
			destroyShapes(world, order, n);
			for (int i = 0; i < n; ++i) {
				int32_t c = world->shapes[order[i]].chain;
				if (c != B2C_NULL_INDEX && world->chains[c].alive && world->chains[c].firstShape == order[i])
					releaseChain(world, c);
			}
			b2cFree(order, (size_t)count * sizeof(int32_t));
			return;
		}
		b2cFree(order, (size_t)count * sizeof(int32_t));
	}
	while (body->shapeList != B2C_NULL_INDEX) { // (out of memory, or a list that is not as counted)
		int32_t s = body->shapeList;
		if (world->shapes[s].chain != B2C_NULL_INDEX)
			freeChain(world, world->shapes[s].chain);
		else
			destroyShape(world, s);
	}
}

void b2cDestroyChains(b2cWorld *world)
{
	b2cFree(world->chains, (size_t)world->chainCapacity * sizeof(b2cChain));
	world->chains = NULL;
	world->chainCapacity = 0;
	b2cDestroyIdPool(&world->chainIds);
}

int b2cWorld_GetChainCount(const b2cWorld *world) { return b2cGetIdCount(&world->chainIds); }

int b2cChain_GetSegmentCount(const b2cWorld *world, b2cChainId id)
{
	b2cChain *chain = getChain(world, id);
	return chain ? chain->count : 0;
}

b2cShapeId b2cChain_GetSegment(const b2cWorld *world, b2cChainId id, int index)
{
	b2cChain *chain = getChain(world, id);
	if (chain == NULL || index < 0 || index >= chain->count)
		return (b2cShapeId){B2C_NULL_INDEX, 0};
	int32_t s = chain->firstShape;
	for (int i = 0; i < index; ++i)
		s = world->shapes[s].chainNext;
	return b2cShapeIdOf(world, s);
}

int32_t b2cChain_GetBodyIndex(const b2cWorld *world, b2cChainId id)
{
	b2cChain *chain = getChain(world, id);
	return chain ? chain->body : B2C_NULL_INDEX;
}

int32_t b2cChain_GetFirstSegment(const b2cWorld *world, b2cChainId id)
{
	b2cChain *chain = getChain(world, id);
	return chain ? chain->firstShape : B2C_NULL_INDEX;
}

int32_t b2cWorld_GetNextChainSegment(const b2cWorld *world, int32_t shapeIndex)
{
	return world->shapes[shapeIndex].chainNext;
}

b2cAABB b2cChain_GetAABB(const b2cWorld *world, b2cChainId id)
{
	b2cChain *chain = getChain(world, id);
	if (chain == NULL)
		return (b2cAABB){{0.0f, 0.0f}, {0.0f, 0.0f}};
	b2cAABB box = world->shapes[chain->firstShape].aabb;
	for (int32_t s = world->shapes[chain->firstShape].chainNext; s != B2C_NULL_INDEX; s = world->shapes[s].chainNext)
		box = b2cAABB_Union(box, world->shapes[s].aabb);
	return box;
}

b2cAABB b2cChain_GetFatAABB(const b2cWorld *world, b2cChainId id)
{
	b2cChain *chain = getChain(world, id);
	if (chain == NULL)
		return (b2cAABB){{0.0f, 0.0f}, {0.0f, 0.0f}};
	b2cAABB box = b2cShapeFatAABB(world, &world->shapes[chain->firstShape]);
	for (int32_t s = world->shapes[chain->firstShape].chainNext; s != B2C_NULL_INDEX; s = world->shapes[s].chainNext)
		box = b2cAABB_Union(box, b2cShapeFatAABB(world, &world->shapes[s]));
	return box;
}

b2cCastOutput b2cChain_RayCast(const b2cWorld *world, b2cChainId id, b2cVec2 p1, b2cVec2 p2, float maxFraction)
{
	b2cCastOutput best = {{0.0f, 0.0f}, {0.0f, 0.0f}, 0.0f, false};
	b2cChain *chain = getChain(world, id);
	if (chain == NULL)
		return best;
	b2cTransform xf = world->bodies[chain->body].xf;
	for (int32_t s = chain->firstShape; s != B2C_NULL_INDEX; s = world->shapes[s].chainNext) {
		// each hit clips the ray, so the last one found is the nearest
		b2cCastOutput out = b2cShapeGeometry_RayCast(&world->shapeGeometry[s], xf, p1, p2, maxFraction);
		if (out.hit) {
			best = out;
			maxFraction = out.fraction;
		}
	}
	return best;
}

void b2cChain_SetFilter(b2cWorld *world, b2cChainId id, b2cFilter filter)
{
	b2cChain *chain = getChain(world, id);
	if (chain == NULL)
		return;
	for (int32_t s = chain->firstShape; s != B2C_NULL_INDEX; s = world->shapes[s].chainNext)
		world->shapes[s].filter = filter;
	b2cRefilterContacts(world, B2C_NULL_INDEX, id.index);
}

b2cChainId b2cShape_GetChain(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	if (shape == NULL || shape->chain == B2C_NULL_INDEX)
		return (b2cChainId){B2C_NULL_INDEX, 0};
	return (b2cChainId){shape->chain, world->chains[shape->chain].generation};
}

b2cShapeGeometry b2cShape_GetGeometry(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	if (shape == NULL) {
		b2cShapeGeometry none;
		memset(&none, 0, sizeof none);
		none.type = b2cShape_circle;
		return none;
	}
	return *b2cGeometryOf(world, shape);
}

b2cShapeId b2cWorld_GetShapeId(const b2cWorld *world, int32_t index)
{
	if (index < 0 || index >= b2cGetIdCapacity(&world->shapeIds) || !world->shapes[index].alive)
		return (b2cShapeId){B2C_NULL_INDEX, 0};
	return b2cShapeIdOf(world, index);
}

bool b2cChain_IsLoop(const b2cWorld *world, b2cChainId id)
{
	return b2cWorld_IsValidChain(world, id) && world->chains[id.index].loop;
}

int b2cShape_GetChildIndex(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? shape->childIndex : 0;
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
	return shape != NULL &&
		   b2cShapeGeometry_TestPoint(b2cGeometryOf(world, shape), world->bodies[shape->body].xf, point);
}

b2cAABB b2cShape_GetAABB(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? shape->aabb : (b2cAABB){{0.0f, 0.0f}, {0.0f, 0.0f}};
}

b2cAABB b2cShape_GetFatAABB(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? b2cShapeFatAABB(world, shape) : (b2cAABB){{0.0f, 0.0f}, {0.0f, 0.0f}};
}

b2cFilter b2cShape_GetFilter(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? shape->filter : b2cDefaultShapeDef().filter;
}

void b2cShape_SetFilter(b2cWorld *world, b2cShapeId id, b2cFilter filter)
{
	b2cShape *shape = getShape(world, id);
	if (shape == NULL)
		return;
	shape->filter = filter;
	b2cRefilterContacts(world, id.index, B2C_NULL_INDEX);
}

b2cCastOutput b2cShape_RayCast(const b2cWorld *world, b2cShapeId id, b2cVec2 p1, b2cVec2 p2, float maxFraction)
{
	b2cShape *shape = getShape(world, id);
	if (shape == NULL)
		return (b2cCastOutput){{0.0f, 0.0f}, {0.0f, 0.0f}, 0.0f, false};
	return b2cShapeGeometry_RayCast(b2cGeometryOf(world, shape), world->bodies[shape->body].xf, p1, p2, maxFraction);
}

// ---- material and switches at run time ----

// A change the solver sees: the shape's body wakes, and every body it touches (a sleeping body on
// a conveyor belt starts moving when the belt does).
static void wakeTouching(b2cWorld *world, int32_t shapeIndex)
{
	b2cShape *shape = &world->shapes[shapeIndex];
	b2cWakeBody(world, shape->body);
	int32_t key = world->bodies[shape->body].contactList;
	while (key != B2C_NULL_INDEX) {
		int32_t c = key >> 1;
		int edge = key & 1;
		const b2cContact *contact = &world->contacts[c];
		key = contact->edges[edge].nextKey;
		if ((edge == 0 ? contact->shapeA : contact->shapeB) == shapeIndex && contact->touching)
			b2cWakeBody(world, contact->edges[edge ^ 1].body);
	}
}

// Set a material value the field's rule accepts; a change wakes what it reaches.
static bool setMaterial(b2cWorld *world, b2cShapeId id, float *(*field)(b2cShape *), b2cField rule, float value)
{
	b2cShape *shape = getShape(world, id);
	if (shape == NULL || b2cCheckValue(rule, value) != b2cRule_none)
		return false;
	float *slot = field(shape);
	if (*slot != value) {
		*slot = value;
		wakeTouching(world, id.index);
	}
	return true;
}

static float *frictionOf(b2cShape *shape) { return &shape->friction; }
static float *restitutionOf(b2cShape *shape) { return &shape->restitution; }
static float *rollingResistanceOf(b2cShape *shape) { return &shape->rollingResistance; }
static float *tangentSpeedOf(b2cShape *shape) { return &shape->tangentSpeed; }

float b2cShape_GetFriction(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? shape->friction : 0.0f;
}

bool b2cShape_SetFriction(b2cWorld *world, b2cShapeId id, float friction)
{
	return setMaterial(world, id, frictionOf, b2cField_friction, friction);
}

float b2cShape_GetRestitution(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? shape->restitution : 0.0f;
}

bool b2cShape_SetRestitution(b2cWorld *world, b2cShapeId id, float restitution)
{
	return setMaterial(world, id, restitutionOf, b2cField_restitution, restitution);
}

float b2cShape_GetRollingResistance(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? shape->rollingResistance : 0.0f;
}

bool b2cShape_SetRollingResistance(b2cWorld *world, b2cShapeId id, float rollingResistance)
{
	return setMaterial(world, id, rollingResistanceOf, b2cField_rollingResistance, rollingResistance);
}

float b2cShape_GetTangentSpeed(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? shape->tangentSpeed : 0.0f;
}

bool b2cShape_SetTangentSpeed(b2cWorld *world, b2cShapeId id, float tangentSpeed)
{
	return setMaterial(world, id, tangentSpeedOf, b2cField_tangentSpeed, tangentSpeed);
}

float b2cShape_GetDensity(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape ? shape->density : 0.0f;
}

bool b2cShape_SetDensity(b2cWorld *world, b2cShapeId id, float density)
{
	b2cShape *shape = getShape(world, id);
	if (shape == NULL || b2cCheckValue(b2cField_density, density) != b2cRule_none ||
		b2cShapeGeometry_Check(b2cGeometryOf(world, shape), density) != b2cGeometry_ok)
		return false;
	if (shape->density != density) {
		shape->density = density;
		b2cMarkBodyMass(world, shape->body);
		b2cWakeBody(world, shape->body);
	}
	return true;
}

void b2cShape_SetSensor(b2cWorld *world, b2cShapeId id, bool sensor)
{
	b2cShape *shape = getShape(world, id);
	if (shape == NULL || shape->isSensor == sensor)
		return;
	shape->isSensor = sensor;
	// A contact is a sensor's or not for its life: the shape's contacts go (waking what they
	// touched; a touching one ends with the next step's events, as the kind it was) and come back
	// as the new kind when the broad-phase reports the pairs again.
	b2cDestroyShapeContacts(world, id.index);
	b2cTouchShapeProxy(world, id.index);
	b2cWakeBody(world, shape->body);
}

void b2cShape_EnableContactEvents(b2cWorld *world, b2cShapeId id, bool enable)
{
	b2cShape *shape = getShape(world, id);
	if (shape != NULL)
		shape->enableContactEvents = enable;
}

bool b2cShape_AreContactEventsEnabled(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape != NULL && shape->enableContactEvents;
}

void b2cShape_EnableSensorEvents(b2cWorld *world, b2cShapeId id, bool enable)
{
	b2cShape *shape = getShape(world, id);
	if (shape != NULL)
		shape->enableSensorEvents = enable;
}

bool b2cShape_AreSensorEventsEnabled(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape != NULL && shape->enableSensorEvents;
}

void b2cShape_EnableHitEvents(b2cWorld *world, b2cShapeId id, bool enable)
{
	b2cShape *shape = getShape(world, id);
	if (shape != NULL)
		shape->enableHitEvents = enable;
}

bool b2cShape_AreHitEventsEnabled(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	return shape != NULL && shape->enableHitEvents;
}

b2cMassData b2cShape_GetMassData(const b2cWorld *world, b2cShapeId id)
{
	b2cShape *shape = getShape(world, id);
	if (shape == NULL)
		return (b2cMassData){0.0f, {0.0f, 0.0f}, 0.0f};
	return b2cShapeGeometry_ComputeMass(b2cGeometryOf(world, shape), shape->density);
}
