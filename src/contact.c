// SPDX-License-Identifier: MIT
// b2c: contacts: one per overlapping shape pair the broad-phase reports, found again through a
// hash map of pairs, updated with the narrow phase every step, gone when the fat boxes part.
#include "joint_internal.h"
#include "stage_broad_phase.h"
#include "stage_collide.h"
#include "stage_sleep.h"

#include "compiler_hints.h"

#include <string.h>

// ---- the pair map (open addressing, linear probing, tombstones) ----
// A slot holds the contact's index and its key, the contact's pair of shapes: a lookup reads no
// contact. (Keyed through the contacts, slots a third the size, each probe read a contact from
// anywhere in memory: findPair took 7.4 % of rain's step, most of it that read. Most lookups of a
// moving scene miss: pairs of shapes that never get a contact, such as a ragdoll's jointed bones.)

#define EMPTY_SLOT (-1)
#define TOMBSTONE (-2)

static uint64_t pairKey(int32_t a, int32_t b) { return ((uint64_t)(uint32_t)(a + 1) << 32) | (uint32_t)(b + 1); }

static uint64_t slotKey(const b2cPairSlot *slot) { return (uint64_t)slot->keyHigh << 32 | slot->keyLow; }

static uint32_t hashKey(uint64_t key, int capacity)
{
	uint64_t h = key * 0x9E3779B97F4A7C15ull;
	return (uint32_t)(h >> 32) & (uint32_t)(capacity - 1);
}

void b2cDestroyPairMap(b2cPairMap *map)
{
	b2cFree(map->slots, (size_t)map->capacity * sizeof(b2cPairSlot));
	memset(map, 0, sizeof *map);
}

static int32_t findPair(const b2cPairMap *map, uint64_t key)
{
	if (map->capacity == 0)
		return B2C_NULL_INDEX;
	for (uint32_t i = hashKey(key, map->capacity);; i = (i + 1) & (uint32_t)(map->capacity - 1)) {
		const b2cPairSlot *slot = &map->slots[i];
		if (slot->value == EMPTY_SLOT)
			return B2C_NULL_INDEX;
		if (slot->value >= 0 && slotKey(slot) == key)
			return slot->value;
	}
}

// Put the contact in a map that has room for it (it is not there).
static void placePair(b2cPairMap *map, uint64_t key, int32_t value)
{
	for (uint32_t i = hashKey(key, map->capacity);; i = (i + 1) & (uint32_t)(map->capacity - 1)) {
		b2cPairSlot *slot = &map->slots[i];
		if (slot->value < 0) {
			if (slot->value == TOMBSTONE)
				map->tombstones--;
			*slot = (b2cPairSlot){(uint32_t)(key >> 32), (uint32_t)key, value};
			map->count++;
			map->stamp = 0;
			return;
		}
	}
}

static bool rehash(b2cPairMap *map, int capacity)
{
	b2cPairMap grown = {NULL, capacity, 0, 0, 0};
	grown.slots = (b2cPairSlot *)b2cAlloc((size_t)capacity * sizeof(b2cPairSlot));
	if (grown.slots == NULL)
		return false;
	for (int i = 0; i < capacity; ++i)
		grown.slots[i] = (b2cPairSlot){0, 0, EMPTY_SLOT};
	for (int i = 0; i < map->capacity; ++i)
		if (map->slots[i].value >= 0)
			placePair(&grown, slotKey(&map->slots[i]), map->slots[i].value);
	b2cDestroyPairMap(map);
	*map = grown;
	return true;
}

// The contact `value` for the pair `key`.
static bool insertPair(b2cPairMap *map, uint64_t key, int32_t value)
{
	// Rehashed when three quarters are taken (tombstones too), to at most half full: a snapshot
	// copies the whole map, so it is kept no larger than lookups need.
	if (4 * (map->count + map->tombstones + 1) > 3 * map->capacity) {
		int capacity = map->capacity < 64 ? 64 : map->capacity;
		while (2 * (map->count + 1) > capacity)
			capacity *= 2;
		if (!rehash(map, capacity))
			return false;
	}
	placePair(map, key, value);
	return true;
}

static void removePair(b2cPairMap *map, uint64_t key, int32_t value)
{
	for (uint32_t i = hashKey(key, map->capacity);; i = (i + 1) & (uint32_t)(map->capacity - 1)) {
		if (map->slots[i].value == value) {
			map->slots[i].value = TOMBSTONE;
			map->count--;
			map->tombstones++;
			map->stamp = 0;
			return;
		}
		if (map->slots[i].value == EMPTY_SLOT)
			return;
	}
}

int b2cRebuildPairMap(b2cWorld *world)
{
	b2cDestroyPairMap(&world->pairs);
	for (int32_t c = 0; c < world->contactCapacity; ++c) {
		const b2cContact *contact = &world->contacts[c];
		if (!contact->alive)
			continue;
		uint64_t key = pairKey(contact->shapeA, contact->shapeB);
		if (findPair(&world->pairs, key) != B2C_NULL_INDEX)
			return 2;
		if (!insertPair(&world->pairs, key, c))
			return 1;
	}
	return 0;
}

// ---- contacts ----

// Give the contact's record back (a contact without points).
static void blankPoints(b2cWorld *world, b2cContact *contact)
{
	if (contact->points == B2C_NULL_INDEX)
		return;
	if (b2cFreeId(&world->contactPointIds, contact->points)) // (out of memory: the record stays taken)
		memset(&world->contactPoints[contact->points], 0, sizeof(b2cContactPoints));
	contact->points = B2C_NULL_INDEX;
}

static void reportTouch(b2cWorld *world, const b2cContact *contact, bool touching);

void b2cDestroyContact(b2cWorld *world, int32_t index)
{
	b2cContact *contact = &world->contacts[index];
	if (contact->touching)
		reportTouch(world, contact, false);
	removePair(&world->pairs, pairKey(contact->shapeA, contact->shapeB), index);
	b2cUnlinkEdge(world, b2cEdges_contact, index, 0);
	b2cUnlinkEdge(world, b2cEdges_contact, index, 1);
	blankPoints(world, contact);
	contact->pointCount = 0;
	contact->alive = false;
	b2cVisit_Remove(&world->awake.contacts, index);
	b2cFreeId(&world->contactIds, index);
}

// Is `shape` the shape `shapeIndex`, or a segment of the chain `chainIndex`? With both
// B2C_NULL_INDEX, any shape.
static bool involves(const b2cWorld *world, int32_t shape, int32_t shapeIndex, int32_t chainIndex)
{
	if (shapeIndex == B2C_NULL_INDEX && chainIndex == B2C_NULL_INDEX)
		return true;
	return shape == shapeIndex || (chainIndex != B2C_NULL_INDEX && world->shapes[shape].chain == chainIndex);
}

// Destroy the contacts of the body's shape, or chain, or all its contacts, walking the body's own
// list: all of them, or only those the filters now reject. The other body of a touching one wakes
// (a support removed, things fall).
static void destroyContactsOf(b2cWorld *world, int32_t bodyIndex, int32_t shapeIndex, int32_t chainIndex,
							  bool rejectedOnly)
{
	int32_t key = world->bodies[bodyIndex].contactList;
	while (key != B2C_NULL_INDEX) {
		int32_t c = key >> 1;
		int edge = key & 1;
		const b2cContact *contact = &world->contacts[c];
		key = contact->edges[edge].nextKey; // before the contact goes
		if (!involves(world, edge == 0 ? contact->shapeA : contact->shapeB, shapeIndex, chainIndex))
			continue;
		const b2cShape *shapeA = &world->shapes[contact->shapeA], *shapeB = &world->shapes[contact->shapeB];
		if (rejectedOnly && b2cShouldShapesCollide(shapeA->filter, shapeB->filter))
			continue;
		if (contact->touching)
			b2cWakeBody(world, contact->edges[edge ^ 1].body);
		b2cDestroyContact(world, c);
	}
}

void b2cDestroyShapeContacts(b2cWorld *world, int32_t shapeIndex)
{
	destroyContactsOf(world, world->shapes[shapeIndex].body, shapeIndex, B2C_NULL_INDEX, false);
}

void b2cDestroyBodyContacts(b2cWorld *world, int32_t bodyIndex)
{
	destroyContactsOf(world, bodyIndex, B2C_NULL_INDEX, B2C_NULL_INDEX, false);
}

void b2cDestroyChainContacts(b2cWorld *world, int32_t chainIndex)
{
	destroyContactsOf(world, world->chains[chainIndex].body, B2C_NULL_INDEX, chainIndex, false);
}

void b2cRefilterContacts(b2cWorld *world, int32_t shapeIndex, int32_t chainIndex)
{
	bool chain = shapeIndex == B2C_NULL_INDEX;
	int32_t first = chain ? world->chains[chainIndex].firstShape : shapeIndex;
	destroyContactsOf(world, world->shapes[first].body, shapeIndex, chainIndex, true);
	for (int32_t s = first; s != B2C_NULL_INDEX; s = chain ? world->shapes[s].chainNext : B2C_NULL_INDEX)
		b2cTouchShapeProxy(world, s);
	// a sleeping body would not update the contacts it gains
	b2cWakeBody(world, world->shapes[first].body);
}

static bool addPair(int32_t proxyA, uint64_t userDataA, int32_t proxyB, uint64_t userDataB, void *context)
{
	(void)proxyA;
	(void)proxyB;
	b2cWorld *world = (b2cWorld *)context;
	int32_t a = (int32_t)userDataA, b = (int32_t)userDataB;
	if (a > b) {
		int32_t t = a;
		a = b;
		b = t;
	}
	// Most pairs reported have their contact already: looked up first, from the shapes' indices
	// alone (the tests below read two shapes and two bodies, from anywhere in memory).
	uint64_t key = pairKey(a, b);
	if (findPair(&world->pairs, key) != B2C_NULL_INDEX)
		return true;
	const b2cShape *shapeA = &world->shapes[a], *shapeB = &world->shapes[b];
	if (shapeA->body == shapeB->body)
		return true;
	const b2cBody *bodyA = &world->bodies[shapeA->body], *bodyB = &world->bodies[shapeB->body];
	if (bodyA->type != b2cBody_dynamic && bodyB->type != b2cBody_dynamic)
		return true;
	if (bodyA->disabled || bodyB->disabled)
		return true; // (b2cBody_SetEnabled: its shapes stay in the tree, ignored)
	if (!b2cShouldShapesCollide(shapeA->filter, shapeB->filter))
		return true;
	if (bodyA->jointCount > 0 && bodyB->jointCount > 0 && !b2cShouldBodiesCollide(world, shapeA->body, shapeB->body))
		return true; // joined by a joint that keeps them from colliding
	// The user's say, last (the cheap tests first): asked once per new pair; a pair refused is
	// asked again when the broad-phase next reports it (one of the shapes left its fat box).
	if (world->customFilterFcn != NULL &&
		!world->customFilterFcn(b2cShapeIdOf(world, a), b2cShapeIdOf(world, b), world->customFilterContext))
		return true;
	// out of memory: the pair is found again when it moves
	int index =
		b2cAllocSlot(&world->contactIds, (void **)&world->contacts, &world->contactCapacity, sizeof(b2cContact));
	if (index < 0)
		return true;
	if (!insertPair(&world->pairs, key, index)) {
		b2cFreeId(&world->contactIds, index);
		return true;
	}
	b2cContact *contact = &world->contacts[index];
	memset(contact, 0, sizeof *contact);
	contact->points = B2C_NULL_INDEX;
	contact->shapeA = a;
	contact->shapeB = b;
	// (a shape whose sensor flag changes loses its contacts, and gets them again as the new kind)
	contact->sensor = shapeA->isSensor || shapeB->isSensor;
	contact->alive = true;
	b2cLinkEdge(world, b2cEdges_contact, index, 0, shapeA->body);
	b2cLinkEdge(world, b2cEdges_contact, index, 1, shapeB->body);
	b2cVisit_Add(&world->awake.contacts, index); // (the collide stage keeps it if a body moves)
	return true;
}

// A contact that starts or stops touching reports it, to the sensor or the contact events; an
// end event has no manifold points.
static void reportTouch(b2cWorld *world, const b2cContact *contact, bool touching)
{
	// only when both shapes have the kind of events on (b2cShapeDef)
	const b2cShape *shapeA = &world->shapes[contact->shapeA], *shapeB = &world->shapes[contact->shapeB];
	if (contact->sensor ? !(shapeA->enableSensorEvents && shapeB->enableSensorEvents)
						: !(shapeA->enableContactEvents && shapeB->enableContactEvents))
		return;
	b2cContactEvent e = {b2cShapeIdOf(world, contact->shapeA), b2cShapeIdOf(world, contact->shapeB),
						 b2cGetContactManifold(world, contact)};
	if (!touching)
		e.manifold.pointCount = 0;
	b2cEventArray *array = contact->sensor ? (touching ? &world->sensorBeginEvents : &world->sensorEndEvents)
										   : (touching ? &world->beginEvents : &world->endEvents);
	b2cPushEvent(array, &e, sizeof e);
}

// ---- manifold recycling ----
// After the contact recycling of Box2D v3 (Catto): while two bodies barely move relative to each
// other, the contact keeps its manifold (normal, points fixed in each body) and only updates the
// separations, as the solver does between sub-steps. This is what lets a tall stack stand: a
// manifold computed afresh at every step moves its anchors a little with every sway, and the
// stack walks. Relative motion is B's in A's frame: how far its origin moved plus how far
// its farthest point (or A's) turned; each body must also have turned little in the world.

#define RECYCLE_MIN_COS 0.999f

// The anchors (from the centres of mass) of the manifold just computed, and the poses they go with.
static void cacheManifold(const b2cContact *contact, b2cContactPoints *record, const b2cBody *a, const b2cBody *b)
{
	b2cManifoldCache *cache = &record->cache;
	cache->qA = a->xf.q;
	cache->qB = b->xf.q;
	cache->pose = b2cInvMulTransforms(a->xf, b->xf);
	// A point apart (speculative) anchors on each body's own surface, half the gap either side of
	// the point: it then follows the corner that will touch as the body turns, where one shared
	// midpoint 0.3 m from both swings with the body and lets the corner in (a box spinning in a
	// bounce house ended 1.5 mm in the wall, now 0.004). A point overlapping keeps the midpoint:
	// anchored on the surfaces too, a heavy box on light ones sank 490 mm, not 74.
	b2cVec2 n = contact->normal, dc = b2cSub(b->center, a->center);
	for (int i = 0; i < contact->pointCount; ++i) {
		const b2cManifoldPoint *mp = &record->points[i];
		b2cVec2 half = b2cMulSV(0.5f * b2cMaxFloat(mp->separation, 0.0f), n);
		b2cVec2 rA = b2cSub(b2cSub(mp->point, half), a->center);
		b2cVec2 rB = b2cSub(b2cAdd(mp->point, half), b->center);
		cache->anchorA[i] = rA;
		cache->anchorB[i] = rB;
		cache->baseSeparation[i] = mp->separation - b2cDot(n, b2cAdd(dc, b2cSub(rB, rA)));
	}
	cache->valid = !contact->sensor;
}

// Did the body move fast in the last step (far for its size: continuous collision's measure)? A
// fast body's contacts are computed afresh.
static bool movedFast(const b2cBody *body)
{
	if (body->type == b2cBody_static)
		return false;
	float turn = b2cAbsFloat(b2cInvMulRot(body->q0, body->xf.q).s);
	return b2cDistance(body->center, body->center0) + turn * body->maxExtent > 0.5f * body->minExtent;
}

// movedFast of the body (of index `index`; `active`: moving at the collide stage's start): read
// from the stage's bits for a moving body, which b2cUpdateContacts computed once for each (asked
// twice for each of its contacts, it cost 3 % of many_pyramids' step).
B2C_FORCE_INLINE bool bodyMovedFast(const b2cWorld *world, int32_t index, const b2cBody *body, bool active)
{
	const uint64_t *fast = world->awake.fastInStage;
	if (active && fast != NULL)
		return (fast[index >> 6] >> (index & 63) & 1) != 0;
	return movedFast(body);
}

// A contact's shapes and bodies, and whether each body moves.
typedef struct ContactView {
	const b2cShape *shapeA, *shapeB;
	const b2cBody *bodyA, *bodyB;
	bool activeA, activeB;
} ContactView;

static bool recycleManifold(const b2cWorld *world, b2cContact *contact, const ContactView *v)
{
	if (contact->points == B2C_NULL_INDEX)
		return false;
	b2cContactPoints *record = &world->contactPoints[contact->points];
	const b2cManifoldCache *cache = &record->cache;
	float tolerance = world->def.contactReuseDistance;
	const b2cBody *a = v->bodyA, *b = v->bodyB;
	if (!cache->valid || tolerance <= 0.0f || bodyMovedFast(world, v->shapeA->body, a, v->activeA) ||
		bodyMovedFast(world, v->shapeB->body, b, v->activeB))
		return false;
	// A point apart may slide along a tilted face as the bodies move, its true gap shrinking while
	// the recycled one stays: while any point is apart, only the speculative distance (Box2D v3's
	// tolerance for contacts not touching).
	// A contact overlapping by more than the recycle distance is not resting: it is being pushed
	// apart (or crushed), and its features may change as it goes.
	for (int i = 0; i < contact->pointCount; ++i) {
		if (record->points[i].separation > B2C_LINEAR_SLOP)
			tolerance = b2cMinFloat(tolerance, B2C_SPECULATIVE_DISTANCE);
		if (record->points[i].separation < -tolerance)
			return false;
	}
	float cosA = b2cDot((b2cVec2){a->xf.q.c, a->xf.q.s}, (b2cVec2){cache->qA.c, cache->qA.s});
	float cosB = b2cDot((b2cVec2){b->xf.q.c, b->xf.q.s}, (b2cVec2){cache->qB.c, cache->qB.s});
	if (b2cMinFloat(cosA, cosB) <= RECYCLE_MIN_COS)
		return false;
	b2cTransform pose = b2cInvMulTransforms(a->xf, b->xf);
	float turn = b2cAbsFloat(b2cInvMulRot(pose.q, cache->pose.q).s);
	float extentA = a->type == b2cBody_static ? 0.0f : a->maxExtent;
	float extentB = b->type == b2cBody_static ? 0.0f : b->maxExtent;
	if (b2cDistance(pose.p, cache->pose.p) + b2cMaxFloat(extentA, extentB) * turn >= tolerance)
		return false;
	b2cRot dqA = b2cMulRot(a->xf.q, b2cInvertRot(cache->qA)), dqB = b2cMulRot(b->xf.q, b2cInvertRot(cache->qB));
	b2cVec2 dc = b2cSub(b->center, a->center);
	for (int i = 0; i < contact->pointCount; ++i) {
		b2cVec2 rA = b2cRotateVector(dqA, cache->anchorA[i]), rB = b2cRotateVector(dqB, cache->anchorB[i]);
		record->points[i].separation = cache->baseSeparation[i] + b2cDot(contact->normal, b2cAdd(dc, b2cSub(rB, rA)));
		record->points[i].point = b2cLerp(b2cAdd(a->center, rA), b2cAdd(b->center, rB), 0.5f);
	}
	return true;
}

// After the manifold was made again: a manifold with points gets a record (when memory runs out,
// the contact drops its points for this step), one without gives its record back.
static void settlePoints(b2cWorld *world, b2cContact *contact)
{
	if (contact->pointCount == 0) {
		blankPoints(world, contact);
		return;
	}
	if (contact->points != B2C_NULL_INDEX)
		return;
	int index = b2cAllocSlot(&world->contactPointIds, (void **)&world->contactPoints, &world->contactPointCapacity,
							 sizeof(b2cContactPoints));
	if (index < 0) {
		contact->pointCount = 0;
		return;
	}
	memset(&world->contactPoints[index], 0, sizeof world->contactPoints[index]);
	contact->points = index;
}

// Are the shapes' tight boxes (their shapes' AABBs where the bodies are now) farther apart along
// an axis than the speculative distance? Then so are the shapes, and the narrow phase would give
// no point: most contacts of a moving scene are fat boxes overlapping around shapes apart (rain:
// 46,600 contacts, 5,500 touching). (The margin of a linear slop keeps rounding on the safe side.)
static inline bool tightBoxesApart(b2cAABB a, b2cAABB b)
{
	const float gap = B2C_SPECULATIVE_DISTANCE + B2C_LINEAR_SLOP;
	return b.lower.x - a.upper.x > gap || a.lower.x - b.upper.x > gap || b.lower.y - a.upper.y > gap ||
		   a.lower.y - b.upper.y > gap;
}

void b2cFindNewContacts(b2cWorld *world) { b2cUpdateWorldPairs(world, addPair, world); }

// ---- the collide stage ----
// In two passes: the narrow phase, which reads the world and writes only each contact's own
// manifold (any number of contacts at once, thread_pool.h), then, on the calling thread and in
// contact order, what touches the rest of the world: point records, events, waking, pre-solve,
// destruction. With one worker the two run contact by contact in a single loop.

enum {
	COLLIDE_UNVISITED, ///< not in the awake set when the first pass ran
	COLLIDE_DEAD,      ///< no contact in the slot
	COLLIDE_GONE,      ///< its fat boxes parted: destroyed by the second pass
	COLLIDE_STILL,     ///< neither body moves: the manifold stands
	COLLIDE_REUSED,    ///< the manifold recycled (in its record already)
	COLLIDE_NEW,       ///< computed afresh, into the slot's manifold
	COLLIDE_SETTLED,   ///< recycled, and settled by the first pass already (nothing of it reaches further)
};

typedef struct CollideSlot {
	int32_t result;
	b2cManifold manifold; ///< (COLLIDE_NEW)
} CollideSlot;

// The contacts are walked in index order, but their shapes, bodies, fat boxes and point records
// lie anywhere: what the contacts ahead read is fetched in stages (every cache line of the shapes,
// bodies and point record of the contact 8 ahead, the bodies named by its edges; then the fat boxes
// of the one 4 ahead, named in its shapes), so that each finds it in the cache.
B2C_FORCE_INLINE void prefetchAhead(const b2cWorld *world, int32_t c, int32_t end)
{
	if (c + 8 < end && world->contacts[c + 8].alive) {
		const b2cContact *ahead = &world->contacts[c + 8];
		b2cPrefetchRecord(&world->shapes[ahead->shapeA], sizeof(b2cShape));
		b2cPrefetchRecord(&world->shapes[ahead->shapeB], sizeof(b2cShape));
		b2cPrefetchRecord(&world->bodies[ahead->edges[0].body], sizeof(b2cBody));
		b2cPrefetchRecord(&world->bodies[ahead->edges[1].body], sizeof(b2cBody));
		if (ahead->points != B2C_NULL_INDEX)
			b2cPrefetchRecord(&world->contactPoints[ahead->points], sizeof(b2cContactPoints));
	}
	if (c + 4 < end && world->contacts[c + 4].alive) {
		const b2cContact *ahead = &world->contacts[c + 4];
		const b2cShape *shapes[2] = {&world->shapes[ahead->shapeA], &world->shapes[ahead->shapeB]};
		for (int k = 0; k < 2; ++k) {
			const b2cDynamicTree *tree = &world->broadPhase.trees[b2cProxyTree(shapes[k]->proxy)].tree;
			B2C_PREFETCH(&tree->nodes[b2cProxyNode(shapes[k]->proxy)]);
		}
	}
}

// Does the contact touch? Touching means overlapping, not merely within the speculative margin.
static bool pointsTouch(const b2cWorld *world, const b2cContact *contact)
{
	if (contact->pointCount == 0)
		return false; // (a contact without points may have no record)
	const b2cManifoldPoint *points = world->contactPoints[contact->points].points;
	bool touching = false;
	for (int i = 0; i < contact->pointCount; ++i)
		touching = touching || points[i].separation < B2C_LINEAR_SLOP;
	return touching;
}

// Was the body woken in this collide stage (it counts as still until the next)?
B2C_FORCE_INLINE bool wokenInStage(const b2cWorld *world, int32_t body)
{
	const b2cAwakeSet *set = &world->awake;
	return set->wokenInStage != NULL && (body >> 6) < set->wokenWords &&
		   (set->wokenInStage[body >> 6] >> (body & 63) & 1) != 0;
}

static bool touchesWoken(const b2cWorld *world, const b2cContact *contact)
{
	return contact->alive && (wokenInStage(world, world->shapes[contact->shapeA].body) ||
							  wokenInStage(world, world->shapes[contact->shapeB].body));
}

B2C_FORCE_INLINE void viewContact(const b2cWorld *world, const b2cContact *contact, ContactView *v)
{
	v->shapeA = &world->shapes[contact->shapeA];
	v->shapeB = &world->shapes[contact->shapeB];
	v->bodyA = &world->bodies[v->shapeA->body];
	v->bodyB = &world->bodies[v->shapeB->body];
	v->activeA = b2cIsActive(v->bodyA) && !wokenInStage(world, v->shapeA->body);
	v->activeB = b2cIsActive(v->bodyB) && !wokenInStage(world, v->shapeB->body);
}

// The first pass for one contact (`v` viewed, for a live one). Writes only the contact's own
// record (a recycled manifold's separations): safe on any worker.
B2C_FORCE_INLINE int32_t collideContact(const b2cWorld *world, const b2cContact *contact, ContactView *v,
										b2cManifold *m)
{
	if (!contact->alive)
		return COLLIDE_DEAD;
	viewContact(world, contact, v);
	if (!b2cShapeProxiesOverlap(world, v->shapeA, v->shapeB))
		return COLLIDE_GONE;
	if (!v->activeA && !v->activeB)
		return COLLIDE_STILL;
	if (recycleManifold(world, (b2cContact *)contact, v))
		return COLLIDE_REUSED;
	if (tightBoxesApart(v->shapeA->aabb, v->shapeB->aabb))
		m->pointCount = 0; // (the narrow phase would find none: skip it)
	else
		b2cCollideInto(m, b2cGeometryOf(world, v->shapeA), v->bodyA->xf, b2cGeometryOf(world, v->shapeB), v->bodyB->xf);
	return COLLIDE_NEW;
}

// The second pass for one contact, given what the first made of it (and `v`, its view).
B2C_FORCE_INLINE void settleContact(b2cWorld *world, int32_t c, int32_t result, const ContactView *v,
									const b2cManifold *m)
{
	if (result == COLLIDE_DEAD || result == COLLIDE_STILL)
		return;
	if (result == COLLIDE_GONE) {
		b2cDestroyContact(world, c);
		return;
	}
	b2cContact *contact = &world->contacts[c];
	const b2cShape *shapeA = v->shapeA, *shapeB = v->shapeB;
	const b2cBody *bodyA = v->bodyA, *bodyB = v->bodyB;
	bool activeA = v->activeA, activeB = v->activeB;
	bool reused = result == COLLIDE_REUSED;
	world->reusedCount += reused;
	// what warm starting needs of the points before: their ids and impulses
	int oldCount = contact->pointCount;
	uint32_t oldIds[2] = {0, 0};
	float oldNormal[2] = {0.0f, 0.0f}, oldTangent[2] = {0.0f, 0.0f};
	if (!reused) {
		if (contact->points != B2C_NULL_INDEX) {
			const b2cContactPoints *held = &world->contactPoints[contact->points];
			for (int i = 0; i < 2; ++i) {
				oldIds[i] = held->points[i].id;
				oldNormal[i] = held->normalImpulse[i];
				oldTangent[i] = held->tangentImpulse[i];
			}
		}
		// (a contact without points has no normal, however the narrow phase left it)
		contact->normal = m->pointCount > 0 ? m->normal : b2cVec2_zero;
		contact->pointCount = m->pointCount;
		settlePoints(world, contact); // (a record for the points, or none)
		if (contact->pointCount > 0) {
			b2cContactPoints *record = &world->contactPoints[contact->points];
			for (int i = 0; i < 2; ++i) // (a point past the count is zero)
				record->points[i] = i < contact->pointCount ? m->points[i] : (b2cManifoldPoint){{0.0f, 0.0f}, 0.0f, 0};
			cacheManifold(contact, record, bodyA, bodyB);
		}
	}
	bool wasTouching = contact->touching;
	bool touching = pointsTouch(world, contact);
	if (touching != wasTouching)
		reportTouch(world, contact, touching);
	contact->touching = touching;
	contact->enabled = true;
	// Something moving reaches a sleeping body: wake it (and what rests on it).
	if (contact->pointCount > 0 && !contact->sensor && activeA != activeB) {
		b2cWakeBody(world, activeA ? shapeB->body : shapeA->body); // a static body stays asleep
	}
	if (contact->sensor) {
		contact->pointCount = 0; // a sensor only reports overlap; it never pushes
		settlePoints(world, contact);
		return;
	}
	contact->friction = sqrtf(shapeA->friction * shapeB->friction);
	contact->restitution = b2cMaxFloat(shapeA->restitution, shapeB->restitution);
	// Pre-solve sees every contact the solver would, speculative ones too, so that a one-way
	// platform can let a body through before it touches.
	if (contact->pointCount > 0) {
		float adjust = 0.0f;
		if (world->preSolveFcn != NULL) {
			float tangentSpeed = shapeA->tangentSpeed + shapeB->tangentSpeed;
			b2cContactInfo info = {b2cShapeIdOf(world, contact->shapeA),
								   b2cShapeIdOf(world, contact->shapeB),
								   b2cGetContactManifold(world, contact),
								   contact->friction,
								   contact->restitution,
								   touching,
								   tangentSpeed};
			contact->enabled = world->preSolveFcn(&info, world->preSolveContext);
			contact->friction = b2cMaxFloat(info.friction, 0.0f);
			contact->restitution = b2cMaxFloat(info.restitution, 0.0f);
			if (info.tangentSpeed != tangentSpeed && b2cIsValidFloat(info.tangentSpeed))
				adjust = info.tangentSpeed - tangentSpeed;
		}
		world->contactPoints[contact->points].tangentAdjust = adjust;
	}
	// Warm start: a point that keeps its id keeps its impulses (a reused manifold keeps them all).
	for (int i = 0; !reused && i < contact->pointCount; ++i) {
		b2cContactPoints *held = &world->contactPoints[contact->points];
		held->normalImpulse[i] = held->tangentImpulse[i] = 0.0f;
		for (int j = 0; j < oldCount; ++j) {
			if (oldIds[j] == held->points[i].id) {
				held->normalImpulse[i] = oldNormal[j];
				held->tangentImpulse[i] = oldTangent[j];
			}
		}
	}
}

typedef struct CollideTask {
	const b2cWorld *world;
	const b2cVisitSet *set;
	CollideSlot *slots;
} CollideTask;

// A recycled contact whose settling reaches nothing beyond it: not a sensor, no pre-solve to ask,
// its touching as it was (no event), and no sleeping body to wake (both bodies move, or the one
// that does not is static). The first pass settles it: what the second would have done.
static bool settleRecycled(const b2cWorld *world, b2cContact *contact, const ContactView *v)
{
	if (contact->sensor || world->preSolveFcn != NULL)
		return false;
	bool touching = pointsTouch(world, contact);
	if (touching != contact->touching)
		return false;
	if (contact->pointCount > 0 && v->activeA != v->activeB &&
		(v->activeA ? v->bodyB : v->bodyA)->type != b2cBody_static)
		return false;
	contact->enabled = true;
	contact->friction = sqrtf(v->shapeA->friction * v->shapeB->friction);
	contact->restitution = b2cMaxFloat(v->shapeA->restitution, v->shapeB->restitution);
	return true;
}

// The first pass over the contacts first..end: those of the awake set as it is before the stage.
static void collideTask(int32_t first, int32_t end, uint32_t worker, void *context)
{
	(void)worker;
	const CollideTask *t = (const CollideTask *)context;
	for (int32_t c = first; c < end; ++c) {
		prefetchAhead(t->world, c, end);
		if (!b2cVisit_Has(t->set, c)) {
			t->slots[c].result = COLLIDE_UNVISITED;
			continue;
		}
		ContactView v;
		b2cContact *contact = &t->world->contacts[c];
		int32_t result = collideContact(t->world, contact, &v, &t->slots[c].manifold);
		if (result == COLLIDE_REUSED && settleRecycled(t->world, contact, &v))
			result = COLLIDE_SETTLED;
		t->slots[c].result = result;
	}
}

void b2cUpdateContacts(b2cWorld *world)
{
	world->reusedCount = 0;
	int contactCount = b2cGetIdCapacity(&world->contactIds);
	// The contacts of the awake set (awake_set.h), in index order. A contact is collided when a
	// body of it moves at the stage's start: a sleeping body that a moving one reaches wakes (and
	// its island), and its contacts are collided from the next step, so that a wave of waking goes
	// one contact further each step, whatever the contacts' order (as in Box2D v3; smash's wall of
	// 9,600 sleeping boxes, struck, woke whole in one step, one box after the other).
	b2cVisitSet *set = &world->awake.contacts;
	int bodyWords = (b2cGetIdCapacity(&world->bodyIds) + 63) / 64;
	uint64_t *woken = (uint64_t *)b2cArena_Alloc(&world->arena, (size_t)bodyWords * sizeof(uint64_t));
	if (woken != NULL) { // (out of memory: a woken body's contacts ahead are collided at once)
		memset(woken, 0, (size_t)bodyWords * sizeof(uint64_t));
		world->awake.wokenInStage = woken;
		world->awake.wokenWords = bodyWords;
	}
	// Which moving bodies moved fast in the last step (bodyMovedFast), each found once.
	uint64_t *fast = (uint64_t *)b2cArena_Alloc(&world->arena, (size_t)bodyWords * sizeof(uint64_t));
	if (fast != NULL) { // (out of memory: each contact asks movedFast itself)
		memset(fast, 0, (size_t)bodyWords * sizeof(uint64_t));
		int bodyCount = b2cGetIdCapacity(&world->bodyIds);
		B2C_VISIT_EACH(&world->awake.bodies, bodyCount, i) {
			const b2cBody *body = &world->bodies[i];
			if (b2cIsActive(body) && movedFast(body))
				fast[i >> 6] |= (uint64_t)1 << (i & 63);
		}
		world->awake.fastInStage = fast;
	}
	// With more than one worker, the first pass runs over the set first, on every worker.
	CollideSlot *slots = NULL;
	if (b2cIsParallel(world))
		slots = (CollideSlot *)b2cArena_Alloc(&world->arena, (size_t)contactCount * sizeof(CollideSlot));
	if (slots != NULL) {
		CollideTask task = {world, set, slots};
		b2cParallelFor(world, collideTask, contactCount, 64, &task);
	}
	B2C_VISIT_EACH(set, contactCount, c) {
		if (slots == NULL)
			prefetchAhead(world, c, walk_.end);
		b2cManifold local;
		b2cManifold *m = slots != NULL ? &slots[c].manifold : &local;
		int32_t result = slots != NULL ? slots[c].result : COLLIDE_UNVISITED;
		if (result == COLLIDE_SETTLED) {
			world->reusedCount++;
			continue;
		}
		ContactView v;
		// One worker; or a contact the first pass did not see (the set grew: a woken body's).
		if (result == COLLIDE_UNVISITED)
			result = collideContact(world, &world->contacts[c], &v, m);
		else if (result != COLLIDE_DEAD && result != COLLIDE_STILL)
			viewContact(world, &world->contacts[c], &v);
		if (result == COLLIDE_STILL && touchesWoken(world, &world->contacts[c]))
			continue; // (collided from the next step)
		if (result == COLLIDE_DEAD || result == COLLIDE_STILL) {
			b2cVisit_Remove(set, c); // until a body of it wakes or changes
			continue;
		}
		settleContact(world, c, result, &v, m);
	}
	b2cArena_Free(&world->arena, slots);
	world->awake.fastInStage = NULL;
	b2cArena_Free(&world->arena, fast);
	world->awake.wokenInStage = NULL;
	world->awake.wokenWords = 0;
	b2cArena_Free(&world->arena, woken);
}

// ---- reading contacts ----

static b2cContactData contactData(const b2cWorld *world, int32_t index)
{
	const b2cContact *c = &world->contacts[index];
	b2cContactData d;
	memset(&d, 0, sizeof d);
	d.shapeA = b2cShapeIdOf(world, c->shapeA);
	d.shapeB = b2cShapeIdOf(world, c->shapeB);
	d.manifold = b2cGetContactManifold(world, c);
	if (c->points != B2C_NULL_INDEX) {
		d.normalImpulses[0] = world->contactPoints[c->points].normalImpulse[0];
		d.normalImpulses[1] = world->contactPoints[c->points].normalImpulse[1];
	}
	d.friction = c->friction;
	d.restitution = c->restitution;
	d.touching = c->touching;
	d.sensor = c->sensor;
	return d;
}

int b2cWorld_GetContactData(const b2cWorld *world, b2cContactData *out, int capacity)
{
	int n = 0;
	for (int32_t i = 0, limit = b2cGetIdCapacity(&world->contactIds); i < limit && n < capacity; ++i)
		if (world->contacts[i].alive)
			out[n++] = contactData(world, i);
	return n;
}

int b2cBody_GetContactCount(const b2cWorld *world, b2cBodyId bodyId)
{
	const b2cBody *body = b2cGetBody(world, bodyId);
	return body != NULL ? body->contactCount : 0;
}

int b2cBody_GetContactData(const b2cWorld *world, b2cBodyId bodyId, b2cContactData *out, int capacity)
{
	const b2cBody *body = b2cGetBody(world, bodyId);
	if (body == NULL)
		return 0;
	int n = 0;
	for (int32_t key = body->contactList; key != B2C_NULL_INDEX && n < capacity;) {
		int32_t c = key >> 1;
		out[n++] = contactData(world, c);
		key = world->contacts[c].edges[key & 1].nextKey;
	}
	return n;
}
