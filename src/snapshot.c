// SPDX-License-Identifier: MIT
// b2c: snapshots of a world. Everything a world holds lives in flat arrays indexed by ids (no
// pointers between objects), so a snapshot is the world's record with its own copy of each array,
// and restoring copies them back. What is not state stays with the live world: the step's arena,
// the callbacks, the last profile.
#include "snapshot_internal.h"

#include <stddef.h>
#include <string.h>

#define FLOOR_FOLLOWS(type) \
	_Static_assert(offsetof(type, generationFloor) == offsetof(type, generation) + sizeof(uint32_t), #type)
FLOOR_FOLLOWS(b2cBody);
FLOOR_FOLLOWS(b2cShape);
FLOOR_FOLLOWS(b2cChain);
FLOOR_FOLLOWS(b2cJoint);


// A copy of `size` bytes (NULL for nothing); *ok false when memory runs out.
static void *copyBlock(const void *src, size_t size, bool *ok, size_t *bytes)
{
	if (src == NULL || size == 0)
		return NULL;
	void *dst = b2cAlloc(size);
	if (dst == NULL) {
		*ok = false;
		return NULL;
	}
	memcpy(dst, src, size);
	*bytes += size;
	return dst;
}

static void copyPool(b2cIdPool *dst, const b2cIdPool *src, bool *ok, size_t *bytes)
{
	*dst = *src;
	dst->freeArray = (int *)copyBlock(src->freeArray, (size_t)src->freeCapacity * sizeof(int), ok, bytes);
	if (dst->freeArray == NULL)
		dst->freeCapacity = 0;
}

static void copyEvents(b2cEventArray *dst, const b2cEventArray *src, size_t size, bool *ok, size_t *bytes)
{
	*dst = *src;
	dst->data = copyBlock(src->data, (size_t)src->capacity * size, ok, bytes);
	if (dst->data == NULL)
		dst->capacity = dst->count = dst->reported = 0;
}

// *dst = an independent copy of src's state (arena empty). False when memory ran out; *dst then
// holds what was copied, for b2cFreeWorldState.
static bool copyState(b2cWorld *dst, const b2cWorld *src, size_t *bytes)
{
	bool ok = true;
	*dst = *src;
	dst->arena = (b2cArena){0};
	// every array NULL with a zero capacity first, so that a failure part way frees cleanly
	dst->bodies = NULL;
	dst->shapes = NULL;
	dst->contacts = NULL;
	dst->joints = NULL;
	dst->chains = NULL;
	dst->bodyCapacity = dst->shapeCapacity = dst->contactCapacity = dst->jointCapacity = dst->chainCapacity = 0;
	dst->pairs = (b2cPairMap){0};
	b2cIdPool *pools[5] = {&dst->bodyIds, &dst->shapeIds, &dst->contactIds, &dst->jointIds, &dst->chainIds};
	const b2cIdPool *sources[5] = {&src->bodyIds, &src->shapeIds, &src->contactIds, &src->jointIds, &src->chainIds};
	for (int i = 0; i < 5; ++i)
		*pools[i] = b2cCreateIdPool();
	b2cEventArray *events[5] = {&dst->beginEvents, &dst->endEvents, &dst->sensorBeginEvents, &dst->sensorEndEvents,
								&dst->impulseEvents};
	for (int i = 0; i < 5; ++i)
		*events[i] = (b2cEventArray){0};
	if (!b2cBroadPhase_Clone(&dst->broadPhase, &src->broadPhase)) {
		dst->broadPhase = b2cBroadPhase_Create();
		return false;
	}
	*bytes += (size_t)src->broadPhase.tree.nodeCapacity * (sizeof(b2cTreeNode) + sizeof(uint64_t) + sizeof(uint32_t));
#define COPY_ARRAY(name, capacity, type)                                                           \
	do {                                                                                           \
		dst->name = (type *)copyBlock(src->name, (size_t)src->capacity * sizeof(type), &ok, bytes); \
		dst->capacity = dst->name != NULL ? src->capacity : 0;                                     \
	} while (0)
	COPY_ARRAY(bodies, bodyCapacity, b2cBody);
	COPY_ARRAY(shapes, shapeCapacity, b2cShape);
	COPY_ARRAY(contacts, contactCapacity, b2cContact);
	COPY_ARRAY(joints, jointCapacity, b2cJoint);
	COPY_ARRAY(chains, chainCapacity, b2cChain);
#undef COPY_ARRAY
	for (int i = 0; i < 5; ++i)
		copyPool(pools[i], sources[i], &ok, bytes);
	if (src->pairs.capacity > 0) {
		dst->pairs = src->pairs;
		dst->pairs.keys = (uint64_t *)copyBlock(src->pairs.keys, (size_t)src->pairs.capacity * sizeof(uint64_t), &ok, bytes);
		dst->pairs.values = (int32_t *)copyBlock(src->pairs.values, (size_t)src->pairs.capacity * sizeof(int32_t), &ok, bytes);
		if (dst->pairs.keys == NULL || dst->pairs.values == NULL) {
			b2cFree(dst->pairs.keys, (size_t)dst->pairs.capacity * sizeof(uint64_t));
			b2cFree(dst->pairs.values, (size_t)dst->pairs.capacity * sizeof(int32_t));
			dst->pairs = (b2cPairMap){0};
			ok = false;
		}
	}
	const b2cEventArray *sourceEvents[5] = {&src->beginEvents, &src->endEvents, &src->sensorBeginEvents,
											&src->sensorEndEvents, &src->impulseEvents};
	for (int i = 0; i < 5; ++i)
		copyEvents(events[i], sourceEvents[i], i < 4 ? sizeof(b2cContactEvent) : sizeof(b2cContactImpulse), &ok, bytes);
	return ok;
}

b2cWorldSnapshot *b2cWorld_Snapshot(const b2cWorld *world)
{
	if (world->locked)
		return NULL; // half a step is no state to come back to
	b2cWorldSnapshot *snapshot = (b2cWorldSnapshot *)b2cAlloc(sizeof(b2cWorldSnapshot));
	if (snapshot == NULL)
		return NULL;
	snapshot->byteCount = sizeof(b2cWorldSnapshot);
	if (!copyState(&snapshot->image, world, &snapshot->byteCount)) {
		b2cFreeWorldState(&snapshot->image);
		b2cFree(snapshot, sizeof(b2cWorldSnapshot));
		return NULL;
	}
	return snapshot;
}

void b2cDestroySnapshot(b2cWorldSnapshot *snapshot)
{
	if (snapshot == NULL)
		return;
	b2cFreeWorldState(&snapshot->image);
	b2cFree(snapshot, sizeof(b2cWorldSnapshot));
}

size_t b2cSnapshot_GetByteCount(const b2cWorldSnapshot *snapshot) { return snapshot ? snapshot->byteCount : 0; }

// A restored slot must never hand out a generation the live world already handed out there: its
// floor rises past them all (the generation a handle made after the snapshot has, and any the
// slot's floor already kept), and a free slot takes that floor as its generation now. (The floor
// is the field right after the generation in every struct with handles.)
static void raiseGeneration(char *slot, size_t generationOffset, size_t aliveOffset, uint32_t liveGeneration,
							uint32_t liveFloor, bool liveAlive)
{
	uint32_t generation, floor;
	memcpy(&generation, slot + generationOffset, sizeof generation);
	memcpy(&floor, slot + generationOffset + sizeof(uint32_t), sizeof floor);
	uint32_t past = liveGeneration + (liveAlive ? 1u : 0u);
	if (liveFloor > past)
		past = liveFloor;
	if (past > floor)
		floor = past;
	memcpy(slot + generationOffset + sizeof(uint32_t), &floor, sizeof floor);
	bool alive = *(const bool *)(const void *)(slot + aliveOffset);
	if (!alive && floor > generation)
		memcpy(slot + generationOffset, &floor, sizeof floor);
}

// Slots with handles (bodies, shapes, chains, joints): a restored slot that is free, or beyond the
// snapshot's ids, takes a generation past any the live world handed out there, so that a handle
// made after the snapshot never names what the slot holds later. The restored array grows to the
// live one's size for that.
static bool carryGenerations(void **restored, int *restoredCapacity, const void *live, int liveCapacity,
							 size_t elementSize, size_t generationOffset, size_t aliveOffset)
{
	if (liveCapacity > *restoredCapacity &&
		!b2cGrowArray(restored, restoredCapacity, liveCapacity, elementSize))
		return false;
	char *r = (char *)*restored;
	const char *l = (const char *)live;
	for (int i = 0; i < liveCapacity; ++i) {
		char *slot = r + (size_t)i * elementSize;
		const char *liveSlot = l + (size_t)i * elementSize;
		uint32_t liveGeneration, liveFloor;
		memcpy(&liveGeneration, liveSlot + generationOffset, sizeof liveGeneration);
		memcpy(&liveFloor, liveSlot + generationOffset + sizeof(uint32_t), sizeof liveFloor);
		bool liveAlive = *(const bool *)(const void *)(liveSlot + aliveOffset);
		raiseGeneration(slot, generationOffset, aliveOffset, liveGeneration, liveFloor, liveAlive);
	}
	return true;
}

// ---- restoring into the live world's own arrays (no allocation) ----

// Copy the snapshot's slots over the live ones (zeroing those past the snapshot's), carrying
// generations as carryGenerations does.
static void restoreSlots(void *live, int liveCapacity, const void *saved, int savedCapacity, size_t elementSize,
						 size_t generationOffset, size_t aliveOffset)
{
	char *l = (char *)live;
	const char *r = (const char *)saved;
	for (int i = 0; i < liveCapacity; ++i) {
		char *slot = l + (size_t)i * elementSize;
		uint32_t liveGeneration, liveFloor;
		memcpy(&liveGeneration, slot + generationOffset, sizeof liveGeneration);
		memcpy(&liveFloor, slot + generationOffset + sizeof(uint32_t), sizeof liveFloor);
		bool liveAlive = *(const bool *)(const void *)(slot + aliveOffset);
		if (i < savedCapacity)
			memcpy(slot, r + (size_t)i * elementSize, elementSize);
		else
			memset(slot, 0, elementSize);
		raiseGeneration(slot, generationOffset, aliveOffset, liveGeneration, liveFloor, liveAlive);
	}
}

static bool samePool(const b2cIdPool *a, const b2cIdPool *b) { return a->freeCapacity == b->freeCapacity; }

static void restorePool(b2cIdPool *live, const b2cIdPool *saved)
{
	if (saved->freeCapacity > 0)
		memcpy(live->freeArray, saved->freeArray, (size_t)saved->freeCapacity * sizeof(int));
}

static void restoreEvents(b2cEventArray *live, const b2cEventArray *saved, size_t size)
{
	if (saved->count > 0)
		memcpy(live->data, saved->data, (size_t)saved->count * size);
}

// When the live world's arrays have the snapshot's sizes (or more, for the slot arrays), the
// snapshot goes straight into them: the common case of a world rolled back and forth.
static bool restoreInPlace(b2cWorld *world, const b2cWorld *image)
{
	const b2cDynamicTree *lt = &world->broadPhase.tree, *it = &image->broadPhase.tree;
	bool fits = lt->nodeCapacity == it->nodeCapacity && lt->pendingCapacity == it->pendingCapacity &&
				world->broadPhase.moveCapacity == image->broadPhase.moveCapacity &&
				world->pairs.capacity == image->pairs.capacity && samePool(&world->bodyIds, &image->bodyIds) &&
				samePool(&world->shapeIds, &image->shapeIds) && samePool(&world->chainIds, &image->chainIds) &&
				samePool(&world->contactIds, &image->contactIds) && samePool(&world->jointIds, &image->jointIds) &&
				world->bodyCapacity >= image->bodyCapacity && world->shapeCapacity >= image->shapeCapacity &&
				world->chainCapacity >= image->chainCapacity && world->contactCapacity >= image->contactCapacity &&
				world->jointCapacity >= image->jointCapacity;
	const b2cEventArray *liveEvents[5] = {&world->beginEvents, &world->endEvents, &world->sensorBeginEvents,
										  &world->sensorEndEvents, &world->impulseEvents};
	const b2cEventArray *savedEvents[5] = {&image->beginEvents, &image->endEvents, &image->sensorBeginEvents,
										   &image->sensorEndEvents, &image->impulseEvents};
	for (int i = 0; i < 5; ++i)
		fits = fits && liveEvents[i]->capacity >= savedEvents[i]->count;
	if (!fits)
		return false;
	b2cWorld live = *world; // its arrays, capacities and what is not state
	restoreSlots(live.bodies, live.bodyCapacity, image->bodies, image->bodyCapacity, sizeof(b2cBody),
				 offsetof(b2cBody, generation), offsetof(b2cBody, alive));
	restoreSlots(live.shapes, live.shapeCapacity, image->shapes, image->shapeCapacity, sizeof(b2cShape),
				 offsetof(b2cShape, generation), offsetof(b2cShape, alive));
	restoreSlots(live.chains, live.chainCapacity, image->chains, image->chainCapacity, sizeof(b2cChain),
				 offsetof(b2cChain, generation), offsetof(b2cChain, alive));
	restoreSlots(live.joints, live.jointCapacity, image->joints, image->jointCapacity, sizeof(b2cJoint),
				 offsetof(b2cJoint, generation), offsetof(b2cJoint, alive));
	if (image->contactCapacity > 0)
		memcpy(live.contacts, image->contacts, (size_t)image->contactCapacity * sizeof(b2cContact));
	if (live.contactCapacity > image->contactCapacity)
		memset(live.contacts + image->contactCapacity, 0,
			   (size_t)(live.contactCapacity - image->contactCapacity) * sizeof(b2cContact));
	if (it->nodeCapacity > 0) {
		memcpy(lt->nodes, it->nodes, (size_t)it->nodeCapacity * sizeof(b2cTreeNode));
		memcpy(lt->userData, it->userData, (size_t)it->nodeCapacity * sizeof(uint64_t));
		memcpy(lt->generations, it->generations, (size_t)it->nodeCapacity * sizeof(uint32_t));
	}
	if (it->pendingCapacity > 0)
		memcpy(lt->pending, it->pending, (size_t)it->pendingCapacity * sizeof(int32_t));
	if (image->broadPhase.moveCapacity > 0)
		memcpy(live.broadPhase.moveBuffer, image->broadPhase.moveBuffer,
			   (size_t)image->broadPhase.moveCapacity * sizeof(int32_t));
	if (image->pairs.capacity > 0) {
		memcpy(live.pairs.keys, image->pairs.keys, (size_t)image->pairs.capacity * sizeof(uint64_t));
		memcpy(live.pairs.values, image->pairs.values, (size_t)image->pairs.capacity * sizeof(int32_t));
	}
	restorePool(&live.bodyIds, &image->bodyIds);
	restorePool(&live.shapeIds, &image->shapeIds);
	restorePool(&live.chainIds, &image->chainIds);
	restorePool(&live.contactIds, &image->contactIds);
	restorePool(&live.jointIds, &image->jointIds);
	restoreEvents(&live.beginEvents, &image->beginEvents, sizeof(b2cContactEvent));
	restoreEvents(&live.endEvents, &image->endEvents, sizeof(b2cContactEvent));
	restoreEvents(&live.sensorBeginEvents, &image->sensorBeginEvents, sizeof(b2cContactEvent));
	restoreEvents(&live.sensorEndEvents, &image->sensorEndEvents, sizeof(b2cContactEvent));
	restoreEvents(&live.impulseEvents, &image->impulseEvents, sizeof(b2cContactImpulse));
	// The snapshot's numbers, the live world's memory: every pointer (and its size) goes back.
	*world = *image;
	b2cDynamicTree *wt = &world->broadPhase.tree;
	const b2cDynamicTree *liveTree = &live.broadPhase.tree; // (lt now reads the snapshot's numbers)
	wt->nodes = liveTree->nodes;
	wt->nodeBlock = liveTree->nodeBlock;
	wt->userData = liveTree->userData;
	wt->generations = liveTree->generations;
	wt->pending = liveTree->pending;
	wt->rebuildScratch = live.broadPhase.tree.rebuildScratch;
	wt->rebuildCapacity = live.broadPhase.tree.rebuildCapacity;
	world->broadPhase.moveBuffer = live.broadPhase.moveBuffer;
	world->broadPhase.pairBuffer = live.broadPhase.pairBuffer;
	world->broadPhase.pairCapacity = live.broadPhase.pairCapacity;
	world->broadPhase.pairCount = 0;
	world->bodies = live.bodies;
	world->bodyCapacity = live.bodyCapacity;
	world->shapes = live.shapes;
	world->shapeCapacity = live.shapeCapacity;
	world->chains = live.chains;
	world->chainCapacity = live.chainCapacity;
	world->contacts = live.contacts;
	world->contactCapacity = live.contactCapacity;
	world->joints = live.joints;
	world->jointCapacity = live.jointCapacity;
	world->bodyIds.freeArray = live.bodyIds.freeArray;
	world->shapeIds.freeArray = live.shapeIds.freeArray;
	world->chainIds.freeArray = live.chainIds.freeArray;
	world->contactIds.freeArray = live.contactIds.freeArray;
	world->jointIds.freeArray = live.jointIds.freeArray;
	world->pairs.keys = live.pairs.keys;
	world->pairs.values = live.pairs.values;
	b2cEventArray *events[5] = {&world->beginEvents, &world->endEvents, &world->sensorBeginEvents,
								&world->sensorEndEvents, &world->impulseEvents};
	const b2cEventArray *liveArrays[5] = {&live.beginEvents, &live.endEvents, &live.sensorBeginEvents,
										  &live.sensorEndEvents, &live.impulseEvents};
	for (int i = 0; i < 5; ++i) {
		events[i]->data = liveArrays[i]->data;
		events[i]->capacity = liveArrays[i]->capacity;
	}
	world->arena = live.arena;
	world->preSolveFcn = live.preSolveFcn;
	world->preSolveContext = live.preSolveContext;
	world->impulseReports = live.impulseReports;
	world->profile = live.profile;
	world->locked = false;
	return true;
}

#define CARRY(image, world, name, capacity, type)                                                  \
	carryGenerations((void **)&(image).name, &(image).capacity, (world)->name, (world)->capacity, sizeof(type), \
					 offsetof(type, generation), offsetof(type, alive))

bool b2cWorld_Restore(b2cWorld *world, const b2cWorldSnapshot *snapshot)
{
	if (world->locked)
		return false;
	if (restoreInPlace(world, &snapshot->image))
		return true;
	size_t bytes = 0;
	b2cWorld image;
	bool ok = copyState(&image, &snapshot->image, &bytes) && CARRY(image, world, bodies, bodyCapacity, b2cBody) &&
			  CARRY(image, world, shapes, shapeCapacity, b2cShape) &&
			  CARRY(image, world, chains, chainCapacity, b2cChain) && CARRY(image, world, joints, jointCapacity, b2cJoint);
	if (!ok) {
		b2cFreeWorldState(&image);
		return false;
	}
	// What is not state stays.
	image.arena = world->arena;
	image.preSolveFcn = world->preSolveFcn;
	image.preSolveContext = world->preSolveContext;
	image.impulseReports = world->impulseReports;
	image.profile = world->profile;
	image.locked = false;
	b2cFreeWorldState(world);
	*world = image;
	return true;
}
