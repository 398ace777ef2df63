// SPDX-License-Identifier: MIT
// b2c: snapshots of a world. Everything a world holds lives in flat arrays indexed by ids (no
// pointers between objects), so a snapshot is the world's record with its own copy of each array,
// and restoring copies them back. What is not state stays with the live world: the step's arena,
// the callbacks, the last profile.
#include "snapshot_internal.h"
#include "stage_broad_phase.h"

#include <stddef.h>
#include <string.h>

#define FLOOR_FOLLOWS(type) \
	_Static_assert(offsetof(type, generationFloor) == offsetof(type, generation) + sizeof(uint32_t), #type)
FLOOR_FOLLOWS(b2cBody);
FLOOR_FOLLOWS(b2cShape);
FLOOR_FOLLOWS(b2cChain);
FLOOR_FOLLOWS(b2cJoint);

// Copy `count` shapes and their geometry over ones that hold what an earlier copy (or the shapes'
// own world) put there: the shapes whole, the geometry only where the stamps differ (in the common
// case, none: the geometry array is not touched). By runs, the stamps read before the copy.
static void copyShapes(b2cShape *dst, b2cShapeGeometry *dstGeometry, const b2cShape *src,
					   const b2cShapeGeometry *srcGeometry, int count)
{
	enum { RUN = 64 };
	for (int first = 0; first < count; first += RUN) {
		int end = count - first < RUN ? count : first + RUN;
		for (int i = first; i < end; ++i)
			if (src[i].geometryStamp != dst[i].geometryStamp || src[i].geometryStamp == 0)
				dstGeometry[i] = srcGeometry[i];
		memcpy(dst + first, src + first, (size_t)(end - first) * sizeof *dst);
	}
}

// Do two stamps (b2cDynamicTree.stamp, b2cPairMap.stamp) say the arrays they name hold the same?
static bool sameStamp(uint64_t a, uint64_t b) { return a != 0 && a == b; }

// ---- taking a snapshot: the world's arrays copied into the image's, reused when they fit ----

// One array of an image being filled: the buffer it has, and the one it gets when that does not do.
typedef struct Buffer {
	void **data;     // where the image keeps it
	size_t have;     // bytes the buffer it has holds
	size_t need;     // bytes the copy takes
	bool exact;      // kept only when it holds exactly `need` (its size is state); else when it holds as much
	size_t grown;    // bytes of the new buffer (need, or more to spare reallocations)
	void *fresh;     // the new buffer, when one is needed
	const void *src; // what is copied
} Buffer;

static Buffer buffer(void **data, size_t have, const void *src, size_t need, bool exact)
{
	return (Buffer){data, have, need, exact, need, NULL, src};
}

// Is the buffer it has kept?
static bool keeps(const Buffer *b) { return b->exact ? b->have == b->need : b->have >= b->need; }

// The buffers of an image: the slot arrays (bodies, shapes, chains, contacts, joints, and the
// contacts' point records, whose pool's ids are their indices), the shapes' geometry (as many as
// the shapes: room[SHAPES] of them), then the arrays whose capacity is state.
enum { SLOT_ARRAYS = 6, EVENT_ARRAYS = 6, EXACT_ARRAYS = B2C_PROXY_TREES + 6 + 1 + EVENT_ARRAYS };
enum { BUFFERS = SLOT_ARRAYS + 1 + EXACT_ARRAYS };
enum { SHAPES = 1, GEOMETRY = SLOT_ARRAYS };

// Fill `image` (a world's state made by this function, or emptyImage) with an independent copy of
// src's state, reusing its buffers when they fit; room[] has the element counts its slot arrays
// have room for, and is updated. A new slot buffer has room for as many as src's (`spare`) or for
// exactly the slots copied. All or nothing: false when memory runs out, and `image` and room[] then
// as they were. *bytes is what the image's buffers hold afterwards.
static bool fillImage(b2cWorld *image, int room[SLOT_ARRAYS], const b2cWorld *src, bool spare, size_t *bytes)
{
	const b2cIdPool *srcPools[SLOT_ARRAYS] = {&src->bodyIds,    &src->shapeIds, &src->chainIds,
											  &src->contactIds, &src->jointIds, &src->contactPointIds};
	b2cIdPool *pools[SLOT_ARRAYS] = {&image->bodyIds,    &image->shapeIds, &image->chainIds,
									 &image->contactIds, &image->jointIds, &image->contactPointIds};
	const b2cEventArray *srcEvents[EVENT_ARRAYS] = {&src->beginEvents,     &src->endEvents,     &src->sensorBeginEvents,
													&src->sensorEndEvents, &src->impulseEvents, &src->hitEvents};
	b2cEventArray *events[EVENT_ARRAYS] = {&image->beginEvents,     &image->endEvents,     &image->sensorBeginEvents,
										   &image->sensorEndEvents, &image->impulseEvents, &image->hitEvents};
	const size_t eventSize[EVENT_ARRAYS] = {sizeof(b2cContactEvent),   sizeof(b2cContactEvent),
											sizeof(b2cContactEvent),   sizeof(b2cContactEvent),
											sizeof(b2cContactImpulse), sizeof(b2cContactHitEvent)};
	const size_t slotSize[SLOT_ARRAYS] = {sizeof(b2cBody),    sizeof(b2cShape), sizeof(b2cChain),
										  sizeof(b2cContact), sizeof(b2cJoint), sizeof(b2cContactPoints)};
	void **slotData[SLOT_ARRAYS] = {(void **)&image->bodies,   (void **)&image->shapes, (void **)&image->chains,
									(void **)&image->contacts, (void **)&image->joints, (void **)&image->contactPoints};
	const void *srcSlots[SLOT_ARRAYS] = {src->bodies,   src->shapes, src->chains,
										 src->contacts, src->joints, src->contactPoints};
	const int srcCapacities[SLOT_ARRAYS] = {src->bodyCapacity,    src->shapeCapacity, src->chainCapacity,
											src->contactCapacity, src->jointCapacity, src->contactPointCapacity};

	int *capacities[SLOT_ARRAYS] = {&image->bodyCapacity,    &image->shapeCapacity, &image->chainCapacity,
									&image->contactCapacity, &image->jointCapacity, &image->contactPointCapacity};
	for (int i = 0; i < SLOT_ARRAYS; ++i)
		if (room[i] < *capacities[i])
			room[i] = *capacities[i]; // (a snapshot read from elsewhere: exactly its capacity)
	Buffer b[BUFFERS];
	int n = 0;
	// the slots their ids ever reached (those past are blank)
	for (int i = 0; i < SLOT_ARRAYS; ++i) {
		b[n] = buffer(slotData[i], (size_t)room[i] * slotSize[i], srcSlots[i],
					  (size_t)srcPools[i]->nextIndex * slotSize[i], false);
		if (spare && (size_t)srcCapacities[i] * slotSize[i] > b[n].need)
			b[n].grown = (size_t)srcCapacities[i] * slotSize[i]; // as much room as src has, to be refilled as it grows
		++n;
	}
	b[n] = buffer((void **)&image->shapeGeometry, (size_t)room[SHAPES] * sizeof(b2cShapeGeometry), src->shapeGeometry,
				  (size_t)src->shapeIds.nextIndex * sizeof(b2cShapeGeometry), false);
	if (spare && srcCapacities[SHAPES] > src->shapeIds.nextIndex)
		b[n].grown = (size_t)srcCapacities[SHAPES] * sizeof(b2cShapeGeometry);
	++n;
	// arrays whose capacity is part of the state: whole
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		const b2cBroadPhase *from = &src->broadPhase.trees[t];
		b2cBroadPhase *to = &image->broadPhase.trees[t];
		b[n++] = buffer((void **)&to->moveBuffer, (size_t)to->moveCapacity * sizeof(int32_t), from->moveBuffer,
						(size_t)from->moveCapacity * sizeof(int32_t), true);
	}
	for (int i = 0; i < SLOT_ARRAYS; ++i)
		b[n++] = buffer((void **)&pools[i]->freeArray, (size_t)pools[i]->freeCapacity * sizeof(int),
						srcPools[i]->freeArray, (size_t)srcPools[i]->freeCapacity * sizeof(int), true);
	const int pairsBuffer = n; // (skipped when the stamps say the image holds the same)
	b[n++] = buffer((void **)&image->pairs.slots, (size_t)image->pairs.capacity * sizeof(b2cPairSlot), src->pairs.slots,
					(size_t)src->pairs.capacity * sizeof(b2cPairSlot), true);
	for (int i = 0; i < EVENT_ARRAYS; ++i)
		b[n++] = buffer(&events[i]->data, (size_t)events[i]->capacity * eventSize[i], srcEvents[i]->data,
						(size_t)srcEvents[i]->capacity * eventSize[i], true);

	// First every new buffer (and a new tree when its arrays do not fit): nothing changes if one fails.
	bool keepTree[B2C_PROXY_TREES];
	b2cDynamicTree freshTree[B2C_PROXY_TREES];
	bool ok = true;
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		const b2cDynamicTree *srcTree = &src->broadPhase.trees[t].tree;
		const b2cDynamicTree *tree = &image->broadPhase.trees[t].tree;
		keepTree[t] = tree->nodeCapacity == srcTree->nodeCapacity && tree->pendingCapacity == srcTree->pendingCapacity;
		freshTree[t] = b2cDynamicTree_Create();
		ok = ok && (keepTree[t] || b2cDynamicTree_Clone(&freshTree[t], srcTree));
	}
	for (int i = 0; ok && i < n; ++i) {
		if (keeps(&b[i]) || b[i].need == 0)
			continue;
		b[i].fresh = b2cAlloc(b[i].grown);
		ok = b[i].fresh != NULL;
	}
	if (!ok) {
		for (int i = 0; i < n; ++i)
			b2cFree(b[i].fresh, b[i].grown);
		for (int t = 0; t < B2C_PROXY_TREES; ++t)
			b2cDynamicTree_Destroy(&freshTree[t]);
		return false;
	}
	// Then the copies. The shapes the image already holds (as many as its ids reached) keep their
	// geometry where the stamps say it is the same.
	int heldShapes = keeps(&b[SHAPES]) ? image->shapeCapacity : 0;
	*bytes = 0;
	for (int i = 0; i < n; ++i) {
		if (!keeps(&b[i])) {
			b2cFree(*b[i].data, b[i].have);
			*b[i].data = b[i].fresh;
			b[i].have = b[i].fresh != NULL ? b[i].grown : 0;
		}
		if (i == SHAPES) {
			// (with the geometry, once its buffer is in place)
		} else if (i == GEOMETRY) {
			b2cShape *shapes = (b2cShape *)*b[SHAPES].data;
			b2cShapeGeometry *geometry = (b2cShapeGeometry *)*b[GEOMETRY].data;
			int count = src->shapeIds.nextIndex, held = heldShapes < count ? heldShapes : count;
			copyShapes(shapes, geometry, src->shapes, src->shapeGeometry, held);
			if (count > held) {
				memcpy(shapes + held, src->shapes + held, (size_t)(count - held) * sizeof(b2cShape));
				memcpy(geometry + held, src->shapeGeometry + held, (size_t)(count - held) * sizeof(b2cShapeGeometry));
			}
		} else if (i == pairsBuffer && keeps(&b[i]) && sameStamp(image->pairs.stamp, src->pairs.stamp)) {
			// (the same pairs)
		} else if (b[i].need > 0)
			memcpy(*b[i].data, b[i].src, b[i].need);
		*bytes += b[i].have;
	}
	for (int i = 0; i < SLOT_ARRAYS; ++i)
		room[i] = (int)(b[i].have / slotSize[i]);
	b2cDynamicTree kept[B2C_PROXY_TREES];
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		const b2cDynamicTree *srcTree = &src->broadPhase.trees[t].tree;
		b2cDynamicTree *tree = &image->broadPhase.trees[t].tree;
		kept[t] = *tree;
		if (keepTree[t] && sameStamp(tree->stamp, srcTree->stamp)) {
			// (the same tree)
		} else if (keepTree[t]) {
			if (srcTree->nodeCapacity > 0) {
				memcpy(kept[t].nodes, srcTree->nodes, (size_t)srcTree->nodeCapacity * sizeof(b2cTreeNode));
				memcpy(kept[t].userData, srcTree->userData, (size_t)srcTree->nodeCapacity * sizeof(uint64_t));
				memcpy(kept[t].generations, srcTree->generations, (size_t)srcTree->nodeCapacity * sizeof(uint32_t));
			}
			if (srcTree->pendingCapacity > 0)
				memcpy(kept[t].pending, srcTree->pending, (size_t)srcTree->pendingCapacity * sizeof(int32_t));
		} else {
			b2cDynamicTree_Destroy(tree);
			kept[t] = freshTree[t];
		}
		*bytes += (size_t)srcTree->nodeCapacity * (sizeof(b2cTreeNode) + sizeof(uint64_t) + sizeof(uint32_t)) +
				  (size_t)srcTree->pendingCapacity * sizeof(int32_t);
	}

	// The numbers are src's; the memory is the image's.
	b2cWorld arrays = *image;
	*image = *src;
	image->arena = (b2cArena){0};
	image->preSolveFcn = NULL;
	image->preSolveContext = NULL;
	image->customFilterFcn = NULL;
	image->customFilterContext = NULL;
	image->locked = false;
	image->moves = (b2cBodyMoves){0}; // (not state: the live world's)
	for (int k = 0; k < B2C_PROXY_TREES; ++k) {
		b2cBroadPhase *bp = &image->broadPhase.trees[k];
		b2cDynamicTree *t = &bp->tree;
		t->nodes = kept[k].nodes;
		t->nodeBlock = kept[k].nodeBlock;
		t->userData = kept[k].userData;
		t->generations = kept[k].generations;
		t->pending = kept[k].pending;
		t->rebuildScratch = NULL; // scratch, not state
		t->rebuildCapacity = 0;
		bp->moveBuffer = arrays.broadPhase.trees[k].moveBuffer;
		bp->pairBuffer = NULL; // (the world finds its pairs without it)
		bp->pairCount = bp->pairCapacity = 0;
	}
	image->bodies = arrays.bodies;
	image->shapes = arrays.shapes;
	image->shapeGeometry = arrays.shapeGeometry;
	image->chains = arrays.chains;
	image->contacts = arrays.contacts;
	image->joints = arrays.joints;
	image->contactPoints = arrays.contactPoints;
	image->bodyCapacity = src->bodyIds.nextIndex;
	image->shapeCapacity = src->shapeIds.nextIndex;
	image->chainCapacity = src->chainIds.nextIndex;
	image->contactCapacity = src->contactIds.nextIndex;
	image->jointCapacity = src->jointIds.nextIndex;
	image->contactPointCapacity = src->contactPointIds.nextIndex;
	const b2cIdPool *arrayPools[SLOT_ARRAYS] = {&arrays.bodyIds,    &arrays.shapeIds, &arrays.chainIds,
												&arrays.contactIds, &arrays.jointIds, &arrays.contactPointIds};
	for (int i = 0; i < SLOT_ARRAYS; ++i)
		pools[i]->freeArray = arrayPools[i]->freeArray;
	image->pairs.slots = arrays.pairs.slots;
	const b2cEventArray *arrayEvents[EVENT_ARRAYS] = {&arrays.beginEvents,       &arrays.endEvents,
													  &arrays.sensorBeginEvents, &arrays.sensorEndEvents,
													  &arrays.impulseEvents,     &arrays.hitEvents};
	for (int i = 0; i < EVENT_ARRAYS; ++i)
		events[i]->data = arrayEvents[i]->data;
	return true;
}

// An empty image, for fillImage.
static void emptyImage(b2cWorld *image)
{
	memset(image, 0, sizeof *image);
	image->broadPhase = b2cWorldBroadPhase_Create();
}

// Free what an image filled by fillImage holds (its slot arrays have room[] elements).
static void freeImage(b2cWorld *image, const int room[SLOT_ARRAYS])
{
	int *capacities[SLOT_ARRAYS] = {&image->bodyCapacity,    &image->shapeCapacity, &image->chainCapacity,
									&image->contactCapacity, &image->jointCapacity, &image->contactPointCapacity};
	for (int i = 0; i < SLOT_ARRAYS; ++i)
		if (room[i] > *capacities[i])
			*capacities[i] = room[i];
	b2cFreeWorldState(image);
}

_Static_assert(sizeof(((b2cWorldSnapshot *)NULL)->room) == SLOT_ARRAYS * sizeof(int), "room: the six slot arrays");

bool b2cWorld_SnapshotInto(const b2cWorld *world, b2cWorldSnapshot *snapshot)
{
	if (world->locked || snapshot == NULL)
		return false;            // half a step is no state to come back to
	b2cUpdateDirtyMasses(world); // (a body whose shapes changed: its mass as it is now)
	size_t bytes = 0;
	if (!fillImage(&snapshot->image, snapshot->room, world, true, &bytes))
		return false;
	snapshot->byteCount = sizeof(b2cWorldSnapshot) + bytes;
	return true;
}

b2cWorldSnapshot *b2cWorld_Snapshot(const b2cWorld *world)
{
	if (world->locked)
		return NULL;
	b2cWorldSnapshot *snapshot = (b2cWorldSnapshot *)b2cAlloc(sizeof(b2cWorldSnapshot));
	if (snapshot == NULL)
		return NULL;
	emptyImage(&snapshot->image);
	memset(snapshot->room, 0, sizeof snapshot->room);
	if (!b2cWorld_SnapshotInto(world, snapshot)) {
		b2cFree(snapshot, sizeof(b2cWorldSnapshot)); // (nothing in it yet)
		return NULL;
	}
	return snapshot;
}

void b2cDestroySnapshot(b2cWorldSnapshot *snapshot)
{
	if (snapshot == NULL)
		return;
	freeImage(&snapshot->image, snapshot->room);
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
// live one's size for that, exactly (not doubled: the snapshot's capacity, its ids' reach, is no
// power of two, and a world restored again and again would grow each time).
static bool carryGenerations(void **restored, int *restoredCapacity, const void *live, int liveCapacity,
							 size_t elementSize, size_t generationOffset, size_t aliveOffset)
{
	if (liveCapacity > *restoredCapacity) {
		void *grown =
			b2cGrowAlloc(*restored, (size_t)*restoredCapacity * elementSize, (size_t)liveCapacity * elementSize);
		if (grown == NULL)
			return false;
		memset((char *)grown + (size_t)*restoredCapacity * elementSize, 0,
			   (size_t)(liveCapacity - *restoredCapacity) * elementSize);
		*restored = grown;
		*restoredCapacity = liveCapacity;
	}
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

// Copy the snapshot's slots over the live ones (blanking those past the snapshot's), carrying
// generations as carryGenerations does. Only the slots either world's ids reached: the live slots
// from `liveReached` on are blank already (never used, or blanked by a restore), and stay so. By
// runs of slots, each copied whole once the live generations are read. Shapes come with their
// geometry (liveGeometry and savedGeometry; NULL for the others).
static void restoreSlots(void *live, int liveReached, const void *saved, int savedCapacity, size_t elementSize,
						 size_t generationOffset, size_t aliveOffset, b2cShapeGeometry *liveGeometry,
						 const b2cShapeGeometry *savedGeometry)
{
	enum { RUN = 64 };
	char *l = (char *)live;
	const char *r = (const char *)saved;
	int reached = liveReached > savedCapacity ? liveReached : savedCapacity;
	for (int first = 0; first < reached; first += RUN) {
		int end = reached - first < RUN ? reached : first + RUN;
		uint32_t generations[RUN], floors[RUN];
		bool alive[RUN];
		for (int i = first; i < end; ++i) {
			const char *slot = l + (size_t)i * elementSize;
			memcpy(&generations[i - first], slot + generationOffset, sizeof(uint32_t));
			memcpy(&floors[i - first], slot + generationOffset + sizeof(uint32_t), sizeof(uint32_t));
			alive[i - first] = *(const bool *)(const void *)(slot + aliveOffset);
		}
		int copied = end < savedCapacity ? end : savedCapacity; // [first, copied) from the snapshot
		if (copied > first) {
			int held = liveGeometry ? (copied < liveReached ? copied : liveReached) : first; // [first, held): by stamps
			if (held > first)
				copyShapes((b2cShape *)(void *)l + first, liveGeometry + first,
						   (const b2cShape *)(const void *)r + first, savedGeometry + first, held - first);
			else
				held = first;
			if (copied > held) {
				memcpy(l + (size_t)held * elementSize, r + (size_t)held * elementSize,
					   (size_t)(copied - held) * elementSize);
				if (liveGeometry != NULL)
					memcpy(liveGeometry + held, savedGeometry + held,
						   (size_t)(copied - held) * sizeof(b2cShapeGeometry));
			}
		} else
			copied = first;
		if (end > copied) {
			memset(l + (size_t)copied * elementSize, 0, (size_t)(end - copied) * elementSize);
			if (liveGeometry != NULL)
				memset(liveGeometry + copied, 0, (size_t)(end - copied) * sizeof(b2cShapeGeometry));
		}
		for (int i = first; i < end; ++i)
			raiseGeneration(l + (size_t)i * elementSize, generationOffset, aliveOffset, generations[i - first],
							floors[i - first], alive[i - first]);
	}
}

// Copy the snapshot's `savedCount` elements over the live ones, and blank the live ones past them
// that the live ids reached (slots without handles: contacts and their point records).
static void restoreArray(void *live, int liveReached, const void *saved, int savedCount, size_t elementSize)
{
	if (savedCount > 0)
		memcpy(live, saved, (size_t)savedCount * elementSize);
	if (liveReached > savedCount)
		memset((char *)live + (size_t)savedCount * elementSize, 0, (size_t)(liveReached - savedCount) * elementSize);
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

// What a restore leaves as the live world had it: the step's arena, the callbacks and report
// switch, the workers (their count, task system and threads), the last profile (none of it is
// state); the world comes out unlocked.
static void keepWhatIsNotState(b2cWorld *restored, const b2cWorld *live)
{
	restored->arena = live->arena;
	restored->preSolveFcn = live->preSolveFcn;
	restored->preSolveContext = live->preSolveContext;
	restored->customFilterFcn = live->customFilterFcn;
	restored->customFilterContext = live->customFilterContext;
	restored->impulseReports = live->impulseReports;
	restored->pool = live->pool;
	restored->def.workerCount = live->def.workerCount;
	restored->def.enqueueTask = live->def.enqueueTask;
	restored->def.finishTask = live->def.finishTask;
	restored->def.userTaskContext = live->def.userTaskContext;
	restored->profile = live->profile;
	restored->stepAllocationFailures = live->stepAllocationFailures;
	restored->locked = false;
	restored->awake = live->awake;
	restored->moves = live->moves;
	restored->moves.count = 0; // (the events named the bodies before the restore)
	restored->moves.current = false;
	restored->massDirty = true;
	b2cVisitEverything(restored); // (the sets are not state: the first step after visits every slot)
}

// When the live world's arrays have the snapshot's sizes (or more, for the slot arrays), the
// snapshot goes straight into them: the common case of a world rolled back and forth.
static bool restoreInPlace(b2cWorld *world, const b2cWorld *image)
{
	bool fits = true;
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		const b2cBroadPhase *lbp = &world->broadPhase.trees[t], *ibp = &image->broadPhase.trees[t];
		fits = fits && lbp->tree.nodeCapacity == ibp->tree.nodeCapacity &&
			   lbp->tree.pendingCapacity == ibp->tree.pendingCapacity && lbp->moveCapacity == ibp->moveCapacity;
	}
	fits = fits && world->pairs.capacity == image->pairs.capacity && samePool(&world->bodyIds, &image->bodyIds) &&
		   samePool(&world->shapeIds, &image->shapeIds) && samePool(&world->chainIds, &image->chainIds) &&
		   samePool(&world->contactIds, &image->contactIds) && samePool(&world->jointIds, &image->jointIds) &&
		   samePool(&world->contactPointIds, &image->contactPointIds) &&
		   world->contactPointCapacity >= image->contactPointCapacity && world->bodyCapacity >= image->bodyCapacity &&
		   world->shapeCapacity >= image->shapeCapacity && world->chainCapacity >= image->chainCapacity &&
		   world->contactCapacity >= image->contactCapacity && world->jointCapacity >= image->jointCapacity;
	const b2cEventArray *liveEvents[EVENT_ARRAYS] = {&world->beginEvents,       &world->endEvents,
													 &world->sensorBeginEvents, &world->sensorEndEvents,
													 &world->impulseEvents,     &world->hitEvents};
	const b2cEventArray *savedEvents[EVENT_ARRAYS] = {&image->beginEvents,       &image->endEvents,
													  &image->sensorBeginEvents, &image->sensorEndEvents,
													  &image->impulseEvents,     &image->hitEvents};
	for (int i = 0; i < EVENT_ARRAYS; ++i)
		fits = fits && liveEvents[i]->capacity >= savedEvents[i]->count;
	if (!fits)
		return false;
	b2cWorld live = *world; // its arrays, capacities and what is not state
	restoreSlots(live.bodies, live.bodyIds.nextIndex, image->bodies, image->bodyCapacity, sizeof(b2cBody),
				 offsetof(b2cBody, generation), offsetof(b2cBody, alive), NULL, NULL);
	restoreSlots(live.shapes, live.shapeIds.nextIndex, image->shapes, image->shapeCapacity, sizeof(b2cShape),
				 offsetof(b2cShape, generation), offsetof(b2cShape, alive), live.shapeGeometry, image->shapeGeometry);
	restoreSlots(live.chains, live.chainIds.nextIndex, image->chains, image->chainCapacity, sizeof(b2cChain),
				 offsetof(b2cChain, generation), offsetof(b2cChain, alive), NULL, NULL);
	restoreSlots(live.joints, live.jointIds.nextIndex, image->joints, image->jointCapacity, sizeof(b2cJoint),
				 offsetof(b2cJoint, generation), offsetof(b2cJoint, alive), NULL, NULL);
	restoreArray(live.contacts, live.contactIds.nextIndex, image->contacts, image->contactCapacity, sizeof(b2cContact));
	restoreArray(live.contactPoints, live.contactPointIds.nextIndex, image->contactPoints, image->contactPointCapacity,
				 sizeof(b2cContactPoints));
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		const b2cDynamicTree *lt = &world->broadPhase.trees[t].tree, *it = &image->broadPhase.trees[t].tree;
		bool sameTree = sameStamp(lt->stamp, it->stamp);
		if (it->nodeCapacity > 0 && !sameTree) {
			memcpy(lt->nodes, it->nodes, (size_t)it->nodeCapacity * sizeof(b2cTreeNode));
			memcpy(lt->userData, it->userData, (size_t)it->nodeCapacity * sizeof(uint64_t));
			memcpy(lt->generations, it->generations, (size_t)it->nodeCapacity * sizeof(uint32_t));
		}
		if (it->pendingCapacity > 0 && !sameTree)
			memcpy(lt->pending, it->pending, (size_t)it->pendingCapacity * sizeof(int32_t));
		const b2cBroadPhase *ibp = &image->broadPhase.trees[t];
		if (ibp->moveCapacity > 0)
			memcpy(live.broadPhase.trees[t].moveBuffer, ibp->moveBuffer, (size_t)ibp->moveCapacity * sizeof(int32_t));
	}
	if (image->pairs.capacity > 0 && !sameStamp(world->pairs.stamp, image->pairs.stamp))
		memcpy(live.pairs.slots, image->pairs.slots, (size_t)image->pairs.capacity * sizeof(b2cPairSlot));
	restorePool(&live.bodyIds, &image->bodyIds);
	restorePool(&live.shapeIds, &image->shapeIds);
	restorePool(&live.chainIds, &image->chainIds);
	restorePool(&live.contactIds, &image->contactIds);
	restorePool(&live.jointIds, &image->jointIds);
	restorePool(&live.contactPointIds, &image->contactPointIds);
	restoreEvents(&live.beginEvents, &image->beginEvents, sizeof(b2cContactEvent));
	restoreEvents(&live.endEvents, &image->endEvents, sizeof(b2cContactEvent));
	restoreEvents(&live.sensorBeginEvents, &image->sensorBeginEvents, sizeof(b2cContactEvent));
	restoreEvents(&live.sensorEndEvents, &image->sensorEndEvents, sizeof(b2cContactEvent));
	restoreEvents(&live.impulseEvents, &image->impulseEvents, sizeof(b2cContactImpulse));
	restoreEvents(&live.hitEvents, &image->hitEvents, sizeof(b2cContactHitEvent));
	// The snapshot's numbers, the live world's memory: every pointer (and its size) goes back.
	*world = *image;
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		b2cBroadPhase *wbp = &world->broadPhase.trees[t];
		const b2cBroadPhase *lbp = &live.broadPhase.trees[t];
		b2cDynamicTree *wt = &wbp->tree;
		const b2cDynamicTree *liveTree = &lbp->tree;
		wt->nodes = liveTree->nodes;
		wt->nodeBlock = liveTree->nodeBlock;
		wt->userData = liveTree->userData;
		wt->generations = liveTree->generations;
		wt->pending = liveTree->pending;
		wt->rebuildScratch = liveTree->rebuildScratch;
		wt->rebuildCapacity = liveTree->rebuildCapacity;
		wbp->moveBuffer = lbp->moveBuffer;
		wbp->pairBuffer = lbp->pairBuffer;
		wbp->pairCapacity = lbp->pairCapacity;
		wbp->pairCount = 0;
	}
	world->bodies = live.bodies;
	world->bodyCapacity = live.bodyCapacity;
	world->shapes = live.shapes;
	world->shapeGeometry = live.shapeGeometry;
	world->shapeCapacity = live.shapeCapacity;
	world->chains = live.chains;
	world->chainCapacity = live.chainCapacity;
	world->contacts = live.contacts;
	world->contactCapacity = live.contactCapacity;
	world->joints = live.joints;
	world->jointCapacity = live.jointCapacity;
	world->contactPoints = live.contactPoints;
	world->contactPointCapacity = live.contactPointCapacity;
	world->bodyIds.freeArray = live.bodyIds.freeArray;
	world->shapeIds.freeArray = live.shapeIds.freeArray;
	world->chainIds.freeArray = live.chainIds.freeArray;
	world->contactIds.freeArray = live.contactIds.freeArray;
	world->jointIds.freeArray = live.jointIds.freeArray;
	world->contactPointIds.freeArray = live.contactPointIds.freeArray;
	world->pairs.slots = live.pairs.slots;
	b2cEventArray *events[EVENT_ARRAYS] = {&world->beginEvents,     &world->endEvents,     &world->sensorBeginEvents,
										   &world->sensorEndEvents, &world->impulseEvents, &world->hitEvents};
	const b2cEventArray *liveArrays[EVENT_ARRAYS] = {&live.beginEvents,       &live.endEvents,
													 &live.sensorBeginEvents, &live.sensorEndEvents,
													 &live.impulseEvents,     &live.hitEvents};
	for (int i = 0; i < EVENT_ARRAYS; ++i) {
		events[i]->data = liveArrays[i]->data;
		events[i]->capacity = liveArrays[i]->capacity;
	}
	keepWhatIsNotState(world, &live);
	return true;
}

#define CARRY(image, world, name, capacity, type)                                                               \
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
	emptyImage(&image);
	int room[SLOT_ARRAYS] = {0};
	// (the shapes grow with their geometry first, so that carryGenerations need not grow them)
	bool ok = fillImage(&image, room, &snapshot->image, false, &bytes) &&
			  CARRY(image, world, bodies, bodyCapacity, b2cBody) &&
			  b2cGrowPairedArrays((void **)&image.shapes, sizeof(b2cShape), (void **)&image.shapeGeometry,
								  sizeof(b2cShapeGeometry), &image.shapeCapacity, world->shapeCapacity) &&
			  CARRY(image, world, shapes, shapeCapacity, b2cShape) &&
			  CARRY(image, world, chains, chainCapacity, b2cChain) &&
			  CARRY(image, world, joints, jointCapacity, b2cJoint);
	if (!ok) {
		b2cFreeWorldState(&image);
		return false;
	}
	keepWhatIsNotState(&image, world);
	b2cFreeWorldState(world);
	*world = image;
	return true;
}

// ---- restoring a snapshot of another world ----

// The generation a live object in a restored slot takes: past every one the slot handed out before
// (the floor the restore raised past them), or its own when that is past them already.
static uint32_t renewed(uint32_t generation, uint32_t floor) { return generation > floor ? generation : floor; }

// An event's shape id follows its shape when it names the live one (a destroyed shape's id stays
// behind its slot's generation).
static void renewShapeId(const b2cWorld *world, b2cShapeId *id)
{
	if (id->index < 0 || id->index >= b2cGetIdCapacity(&world->shapeIds))
		return;
	const b2cShape *shape = &world->shapes[id->index];
	if (shape->alive && shape->generation == id->generation)
		id->generation = renewed(shape->generation, shape->generationFloor);
}

// Every live body, shape, chain and joint takes its renewed generation, and what names one by id
// follows: the events' shapes (first, while they can be compared), the joints' bodies.
static void renewGenerations(b2cWorld *world)
{
	b2cEventArray *events[4] = {&world->beginEvents, &world->endEvents, &world->sensorBeginEvents,
								&world->sensorEndEvents};
	for (int a = 0; a < 4; ++a) {
		b2cContactEvent *e = (b2cContactEvent *)events[a]->data;
		for (int i = 0; i < events[a]->count; ++i) {
			renewShapeId(world, &e[i].shapeA);
			renewShapeId(world, &e[i].shapeB);
		}
	}
	b2cContactImpulse *impulses = (b2cContactImpulse *)world->impulseEvents.data;
	for (int i = 0; i < world->impulseEvents.count; ++i) {
		renewShapeId(world, &impulses[i].shapeA);
		renewShapeId(world, &impulses[i].shapeB);
	}
	b2cContactHitEvent *hits = (b2cContactHitEvent *)world->hitEvents.data;
	for (int i = 0; i < world->hitEvents.count; ++i) {
		renewShapeId(world, &hits[i].shapeA);
		renewShapeId(world, &hits[i].shapeB);
	}
	int shapeCount = b2cGetIdCapacity(&world->shapeIds), bodyCount = b2cGetIdCapacity(&world->bodyIds);
	int chainCount = b2cGetIdCapacity(&world->chainIds), jointCount = b2cGetIdCapacity(&world->jointIds);
	for (int32_t i = 0; i < shapeCount; ++i)
		if (world->shapes[i].alive)
			world->shapes[i].generation = renewed(world->shapes[i].generation, world->shapes[i].generationFloor);
	for (int32_t i = 0; i < bodyCount; ++i)
		if (world->bodies[i].alive)
			world->bodies[i].generation = renewed(world->bodies[i].generation, world->bodies[i].generationFloor);
	for (int32_t i = 0; i < chainCount; ++i)
		if (world->chains[i].alive)
			world->chains[i].generation = renewed(world->chains[i].generation, world->chains[i].generationFloor);
	for (int32_t i = 0; i < jointCount; ++i) {
		b2cJoint *joint = &world->joints[i];
		if (!joint->alive)
			continue;
		joint->generation = renewed(joint->generation, joint->generationFloor);
		if (joint->def.bodyA.index != B2C_NO_BODY)
			joint->def.bodyA.generation = world->bodies[joint->def.bodyA.index].generation;
		joint->def.bodyB.generation = world->bodies[joint->def.bodyB.index].generation;
	}
}

bool b2cWorld_RestoreForeign(b2cWorld *world, const b2cWorldSnapshot *snapshot)
{
	if (!b2cWorld_Restore(world, snapshot))
		return false;
	renewGenerations(world);
	return true;
}
