// SPDX-License-Identifier: MIT
// b2c: the awake set (awake_set.h): keeping it, and growing it at the step's start.
#include "joint_internal.h"

#include <string.h>

void b2cVisit_Remove(b2cVisitSet *set, int32_t index)
{
	if ((index >> 6) < set->wordCapacity)
		set->words[index >> 6] &= ~((uint64_t)1 << (index & 63));
}

void b2cVisit_NextRun(b2cVisitWalk *walk)
{
	int32_t from = walk->end, w = from >> 6;
	walk->start = walk->end = walk->limit; // (none, until found)
	if (walk->words == NULL || w >= walk->wordCount)
		return;
	// the first index held from `from` on...
	uint64_t bits = walk->words[w] & (~(uint64_t)0 << (from & 63));
	while (bits == 0) {
		if (++w >= walk->wordCount)
			return;
		bits = walk->words[w];
	}
	int32_t start = (w << 6) + __builtin_ctzll(bits);
	// ... and the first after it not held
	uint64_t gaps = ~walk->words[w] & (~(uint64_t)0 << (start & 63));
	while (gaps == 0 && ++w < walk->wordCount)
		gaps = ~walk->words[w];
	int32_t end = w < walk->wordCount ? (w << 6) + __builtin_ctzll(gaps) : walk->wordCount << 6;
	if (start < walk->limit) {
		walk->start = start;
		walk->end = end < walk->limit ? end : walk->limit;
	}
}

static void freeSet(b2cVisitSet *set)
{
	b2cFree(set->words, (size_t)set->wordCapacity * sizeof(uint64_t));
	*set = (b2cVisitSet){0};
}

// As many words as `limit` slots need; a set marked `all` filled with them all (then exact again).
static void fitSet(b2cVisitSet *set, int limit)
{
	int need = (limit + 63) >> 6;
	if (need > set->wordCapacity && !b2cGrowArray((void **)&set->words, &set->wordCapacity, need, sizeof(uint64_t))) {
		set->all = true; // out of memory: every slot, until it can grow
		return;
	}
	if (set->all) { // every slot below the limit, none past it
		if (need > 0)
			memset(set->words, 0xff, (size_t)need * sizeof(uint64_t));
		if ((limit & 63) != 0)
			set->words[need - 1] = ((uint64_t)1 << (limit & 63)) - 1;
		if (set->wordCapacity > need)
			memset(set->words + need, 0, (size_t)(set->wordCapacity - need) * sizeof(uint64_t));
		set->all = false;
	}
}

void b2cFitAwakeSet(b2cWorld *world)
{
	b2cAwakeSet *awake = &world->awake;
	fitSet(&awake->bodies, b2cGetIdCapacity(&world->bodyIds));
	fitSet(&awake->contacts, b2cGetIdCapacity(&world->contactIds));
	fitSet(&awake->joints, b2cGetIdCapacity(&world->jointIds));
	int bodies = b2cGetIdCapacity(&world->bodyIds);
	if (bodies > awake->stateCapacity)
		b2cGrowArray((void **)&awake->stateIndex, &awake->stateCapacity, bodies, sizeof(int32_t));
}

void b2cNoteBody(b2cWorld *world, int32_t index)
{
	b2cAwakeSet *awake = &world->awake;
	const b2cBody *body = &world->bodies[index];
	world->moves.current = false; // (the move events no longer say which bodies are awake, and where)
	b2cVisit_Add(&awake->bodies, index);
	for (int32_t key = body->contactList; key != B2C_NULL_INDEX;) {
		const b2cContact *contact = &world->contacts[key >> 1];
		b2cVisit_Add(&awake->contacts, key >> 1);
		key = contact->edges[key & 1].nextKey;
	}
	for (int32_t key = body->jointList; key != B2C_NULL_INDEX;) {
		const b2cJoint *joint = &world->joints[key >> 1];
		b2cVisit_Add(&awake->joints, key >> 1);
		key = joint->edges[key & 1].nextKey;
	}
}

void b2cSetBodyAwake(b2cWorld *world, int32_t index, bool awake)
{
	b2cAwakeSet *set = &world->awake;
	if (awake && set->wokenInStage != NULL && (index >> 6) < set->wokenWords)
		set->wokenInStage[index >> 6] |= (uint64_t)1 << (index & 63);
	world->bodies[index].awake = awake;
	b2cNoteBody(world, index);
}

void b2cVisitEverything(b2cWorld *world)
{
	world->awake.bodies.all = world->awake.contacts.all = world->awake.joints.all = true;
	world->moves.current = false;
}

void b2cFreeAwakeSet(b2cWorld *world)
{
	b2cAwakeSet *awake = &world->awake;
	freeSet(&awake->bodies);
	freeSet(&awake->contacts);
	freeSet(&awake->joints);
	b2cFree(awake->stateIndex, (size_t)awake->stateCapacity * sizeof(int32_t));
	awake->stateIndex = NULL;
	awake->stateCapacity = 0;
}

int b2cCountVisits(const b2cVisitSet *set, int32_t limit)
{
	if (set->all)
		return limit;
	int count = 0, words = (limit + 63) >> 6;
	for (int w = 0; w < words && w < set->wordCapacity; ++w)
		count += __builtin_popcountll(set->words[w]);
	return count;
}

// ---- checking ----

const char *b2cWorld_CheckAwakeSet(const b2cWorld *world)
{
	const b2cAwakeSet *awake = &world->awake;
	if (world->locked)
		return NULL; // (a step's sets are in the making)
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	for (int32_t i = 0; i < bodyCount; ++i)
		if (b2cIsActive(&world->bodies[i]) && !b2cVisit_Has(&awake->bodies, i))
			return "a moving body is not in the awake set";
	for (int32_t i = 0; i < awake->stateCapacity; ++i)
		if (awake->stateIndex[i] != 0)
			return "the solver's state map is not zero between steps";
	int contactCount = b2cGetIdCapacity(&world->contactIds);
	for (int32_t c = 0; c < contactCount; ++c) {
		const b2cContact *contact = &world->contacts[c];
		if (!contact->alive)
			continue;
		bool moving =
			b2cIsActive(&world->bodies[contact->edges[0].body]) || b2cIsActive(&world->bodies[contact->edges[1].body]);
		if (moving && !b2cVisit_Has(&awake->contacts, c))
			return "a contact of a moving body is not in the awake set";
	}
	int jointCount = b2cGetIdCapacity(&world->jointIds);
	for (int32_t j = 0; j < jointCount; ++j) {
		const b2cJoint *joint = &world->joints[j];
		if (!joint->alive)
			continue;
		int32_t a = joint->edges[0].body, b = joint->edges[1].body;
		bool moving = (a != B2C_NULL_INDEX && b2cIsActive(&world->bodies[a])) || b2cIsActive(&world->bodies[b]);
		if (moving && !b2cVisit_Has(&awake->joints, j))
			return "a joint of a moving body is not in the awake set";
		if (joint->active && !b2cVisit_Has(&awake->joints, j))
			return "a joint active at the last step is not in the awake set";
		if (joint->justBroken && !b2cVisit_Has(&awake->joints, j))
			return "a joint just broken is not in the awake set";
	}
	return NULL;
}
