// SPDX-License-Identifier: MIT
// b2c: sleeping. After each step, bodies joined by touching contacts (static bodies do not join
// groups) and by joints form islands; an island whose bodies have all been at rest for timeToSleep
// falls asleep as a whole (only the islands of bodies that have rested that long are looked for,
// each by a flood). Waking a body wakes its sleeping island, found by a flood along the bodies'
// contact and joint lists.
#include "joint_internal.h"
#include "stage_sleep.h"

#include <float.h>
#include <string.h>

#define LINEAR_SLEEP_TOLERANCE B2C_DEFAULT_SLEEP_THRESHOLD // m/s (a body's own: sleepThreshold)
#define ANGULAR_SLEEP_TOLERANCE (2.0f / 180.0f * B2C_PI)   // rad/s

// A contact that binds its two bodies for sleep: touching and not a sensor (the caller decides
// what a static or kinematic body means).
static bool contactJoins(const b2cContact *contact) { return contact->touching && !contact->sensor; }

// A joint that binds its two bodies for sleep: between two bodies in the simulation, not broken,
// not a filter joint (a joint to the world joins nothing).
static bool jointJoins(const b2cWorld *world, const b2cJoint *joint)
{
	int32_t a = joint->edges[0].body, b = joint->edges[1].body;
	return a != B2C_NULL_INDEX && !world->bodies[a].disabled && !world->bodies[b].disabled && !joint->broken &&
		   joint->def.type != b2cJoint_filter;
}

static bool isMovingKinematic(const b2cBody *body)
{
	return body->type == b2cBody_kinematic && b2cLengthSquared(body->v) + body->w * body->w > 0.0f;
}

static bool has(const uint64_t *bits, int32_t i) { return (bits[i >> 6] >> (i & 63) & 1) != 0; }
static void put(uint64_t *bits, int32_t i) { bits[i >> 6] |= (uint64_t)1 << (i & 63); }

// What the islands of one step need: the bodies met so far, the awake dynamic bodies that counted
// their rest this step, and the islands found (a flood's queue, each island's members in a row).
typedef struct Islands {
	uint64_t *seen;    ///< bit set: bodies already in an island
	uint64_t *counted; ///< bit set: the awake dynamic bodies of the awake set (their rest counted)
	int32_t *members;  ///< the islands that sleep, then the one being flooded
	int count;         ///< members of the islands that sleep
} Islands;

// A body bound to `body` through a touching contact or a joint, for sleep: a moving kinematic one
// keeps the island awake (false); a dynamic one not met yet joins it; a static or still kinematic
// one joins nothing.
static bool reach(const b2cWorld *world, Islands *is, int *end, int32_t other)
{
	const b2cBody *body = &world->bodies[other];
	if (isMovingKinematic(body))
		return false;
	if (body->type == b2cBody_dynamic && !has(is->seen, other)) {
		put(is->seen, other);
		is->members[(*end)++] = other;
	}
	return true;
}

// The island of `first` (an awake dynamic body that has rested long enough), flooded along the
// binding contacts and joints: every dynamic body it reaches is met (so no other flood goes over
// it again). It may sleep when every awake body of it has rested long enough (a sleeping one
// never holds it awake) and no moving kinematic body holds one of its bodies; its members stay
// in `members` then.
static void floodIsland(const b2cWorld *world, Islands *is, int32_t first)
{
	int start = is->count, end = start;
	bool sleeps = true;
	put(is->seen, first);
	is->members[end++] = first;
	for (int k = start; k < end; ++k) {
		const b2cBody *body = &world->bodies[is->members[k]];
		if (has(is->counted, is->members[k]) && body->sleepTime < world->def.timeToSleep)
			sleeps = false;
		for (int32_t key = body->contactList; key != B2C_NULL_INDEX;) {
			const b2cContact *contact = &world->contacts[key >> 1];
			int edge = key & 1;
			key = contact->edges[edge].nextKey;
			if (contactJoins(contact))
				sleeps = reach(world, is, &end, contact->edges[edge ^ 1].body) && sleeps;
		}
		for (int32_t key = body->jointList; key != B2C_NULL_INDEX;) {
			const b2cJoint *joint = &world->joints[key >> 1];
			int edge = key & 1;
			key = joint->edges[edge].nextKey;
			if (jointJoins(world, joint))
				sleeps = reach(world, is, &end, joint->edges[edge ^ 1].body) && sleeps;
		}
	}
	if (sleeps)
		is->count = end;
}

void b2cUpdateSleep(b2cWorld *world, float dt)
{
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	if (!world->def.enableSleep || world->def.timeToSleep <= 0.0f || bodyCount == 0)
		return;
	float timeToSleep = world->def.timeToSleep;
	size_t bodyWords = (size_t)(bodyCount + 63) / 64;
	b2cArena *arena = &world->arena;
	Islands is = {0};
	is.seen = (uint64_t *)b2cArena_Alloc(arena, 2 * bodyWords * sizeof(uint64_t));
	if (is.seen == NULL)
		return; // (out of memory: nobody falls asleep this step)
	memset(is.seen, 0, 2 * bodyWords * sizeof(uint64_t));
	is.counted = is.seen + bodyWords;
	// The awake dynamic bodies (in the awake set: awake_set.h) count their time at rest.
	const b2cVisitSet *set = &world->awake.bodies;
	bool anyRested = false;
	B2C_VISIT_EACH(set, bodyCount, i) {
		b2cBody *body = &world->bodies[i];
		if (!b2cIsAwakeDynamic(body))
			continue;
		// (the angular tolerance scales with the body's threshold; the default's is exact)
		float linear = body->sleepThreshold;
		float angular = linear == LINEAR_SLEEP_TOLERANCE ? ANGULAR_SLEEP_TOLERANCE
														 : ANGULAR_SLEEP_TOLERANCE * (linear / LINEAR_SLEEP_TOLERANCE);
		bool still = b2cLengthSquared(body->v) < linear * linear && body->w * body->w < angular * angular;
		body->sleepTime = body->allowSleep && still ? body->sleepTime + dt : 0.0f;
		put(is.counted, i);
		anyRested = anyRested || body->sleepTime >= timeToSleep;
	}
	// An island sleeps when all its awake bodies have rested long enough: only the islands of the
	// bodies that have are flooded (none, while everything moves).
	if (anyRested) {
		is.members = (int32_t *)b2cArena_Alloc(arena, (size_t)bodyCount * sizeof(int32_t));
		if (is.members != NULL) {
			B2C_VISIT_EACH(set, bodyCount, i) {
				if (has(is.counted, i) && !has(is.seen, i) && world->bodies[i].sleepTime >= timeToSleep)
					floodIsland(world, &is, i);
			}
			for (int k = 0; k < is.count; ++k) {
				int32_t index = is.members[k];
				if (!has(is.counted, index))
					continue; // (asleep already)
				b2cBody *body = &world->bodies[index];
				b2cSetBodyAwake(world, index, false);
				body->v = b2cVec2_zero;
				body->w = 0.0f;
				body->sleepTime = 0.0f;
			}
			b2cArena_Free(arena, is.members);
		}
	}
	b2cArena_Free(arena, is.seen);
}

static bool asleep(const b2cBody *body)
{
	return body->alive && body->type != b2cBody_static && !body->awake && !body->disabled;
}

void b2cWakeBody(b2cWorld *world, int32_t index)
{
	b2cBody *body = &world->bodies[index];
	if (body->type == b2cBody_static || body->awake || body->disabled)
		return;
	b2cSetBodyAwake(world, index, true);
	body->sleepTime = 0.0f;
	// The sleeping bodies joined to this one through touching contacts wake with it: a flood
	// along the bodies' contact lists, on an explicit stack (an island can be deeper than the C
	// stack). A body is marked awake when pushed, so each is pushed once.
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	int32_t *stack = (int32_t *)b2cArena_Alloc(&world->arena, (size_t)bodyCount * sizeof(int32_t));
	if (stack == NULL)
		return; // out of memory: this body alone; the contacts it moves will wake the rest
	int count = 0;
	stack[count++] = index;
	while (count > 0) {
		const b2cBody *b = &world->bodies[stack[--count]];
		for (int32_t key = b->contactList; key != B2C_NULL_INDEX;) {
			const b2cContact *contact = &world->contacts[key >> 1];
			int edge = key & 1;
			key = contact->edges[edge].nextKey;
			if (!contact->touching || contact->sensor)
				continue;
			int32_t otherIndex = contact->edges[edge ^ 1].body;
			b2cBody *other = &world->bodies[otherIndex];
			if (!asleep(other))
				continue;
			b2cSetBodyAwake(world, otherIndex, true);
			other->sleepTime = 0.0f;
			stack[count++] = otherIndex;
		}
		for (int32_t key = b->jointList; key != B2C_NULL_INDEX;) {
			const b2cJoint *joint = &world->joints[key >> 1];
			int edge = key & 1;
			key = joint->edges[edge].nextKey;
			int32_t otherIndex = joint->edges[edge ^ 1].body;
			if (otherIndex == B2C_NULL_INDEX || !asleep(&world->bodies[otherIndex]) || joint->broken ||
				joint->def.type == b2cJoint_filter)
				continue;
			b2cSetBodyAwake(world, otherIndex, true);
			world->bodies[otherIndex].sleepTime = 0.0f;
			stack[count++] = otherIndex;
		}
	}
	b2cArena_Free(&world->arena, stack);
}
