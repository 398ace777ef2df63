// SPDX-License-Identifier: MIT
// b2c: sleeping. After each step, bodies joined by touching contacts (static bodies do not join
// groups) form islands, found with union-find; an island whose bodies have all been at rest for
// timeToSleep falls asleep as a whole; joints join bodies as touching contacts do. Waking a body
// wakes its sleeping island, found by a flood along the bodies' contact and joint lists.
#include "joint_internal.h"
#include "stage_sleep.h"

#include <float.h>
#include <string.h>

#define LINEAR_SLEEP_TOLERANCE B2C_DEFAULT_SLEEP_THRESHOLD // m/s (a body's own: sleepThreshold)
#define ANGULAR_SLEEP_TOLERANCE (2.0f / 180.0f * B2C_PI)   // rad/s

static int32_t findRoot(int32_t *parent, int32_t i)
{
	while (parent[i] != i) {
		parent[i] = parent[parent[i]];
		i = parent[i];
	}
	return i;
}

// A contact that binds its two bodies for sleep: alive, touching and not a sensor (the caller
// decides what a static or kinematic body means).
static bool joins(const b2cWorld *world, const b2cContact *contact, int32_t *a, int32_t *b)
{
	if (!contact->alive || !contact->touching || contact->sensor)
		return false;
	*a = world->shapes[contact->shapeA].body;
	*b = world->shapes[contact->shapeB].body;
	return true;
}

// Two bodies touching or jointed: a moving kinematic body keeps the other awake; two dynamic ones
// join one island (a static body joins nothing).
static void bindForSleep(const b2cWorld *world, int32_t *parent, float *rest, int32_t a, int32_t b)
{
	const b2cBody *bodyA = &world->bodies[a], *bodyB = &world->bodies[b];
	if (bodyA->type == b2cBody_kinematic && b2cLengthSquared(bodyA->v) + bodyA->w * bodyA->w > 0.0f)
		rest[b] = 0.0f;
	if (bodyB->type == b2cBody_kinematic && b2cLengthSquared(bodyB->v) + bodyB->w * bodyB->w > 0.0f)
		rest[a] = 0.0f;
	if (bodyA->type != b2cBody_dynamic || bodyB->type != b2cBody_dynamic)
		return;
	int32_t ra = findRoot(parent, a), rb = findRoot(parent, b);
	if (ra != rb)
		parent[ra] = rb;
}

void b2cUpdateSleep(b2cWorld *world, float dt)
{
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	if (!world->def.enableSleep || world->def.timeToSleep <= 0.0f || bodyCount == 0)
		return;
	// Two arrays: parent and each root's smallest sleep time (the least rested body decides).
	int32_t *parent = (int32_t *)b2cArena_Alloc(&world->arena, (size_t)bodyCount * sizeof(int32_t));
	float *rest = (float *)b2cArena_Alloc(&world->arena, (size_t)bodyCount * sizeof(float));
	if (parent == NULL || rest == NULL) {
		b2cArena_Free(&world->arena, rest);
		b2cArena_Free(&world->arena, parent);
		return; // out of memory: nobody falls asleep this step
	}
	for (int32_t i = 0; i < bodyCount; ++i) {
		parent[i] = i;
		rest[i] = FLT_MAX; // a body that is not awake and dynamic never holds its island awake
		b2cBody *body = &world->bodies[i];
		if (!b2cIsAwakeDynamic(body))
			continue;
		// (the angular tolerance scales with the body's threshold; the default's is exact)
		float linear = body->sleepThreshold;
		float angular = linear == LINEAR_SLEEP_TOLERANCE ? ANGULAR_SLEEP_TOLERANCE
														 : ANGULAR_SLEEP_TOLERANCE * (linear / LINEAR_SLEEP_TOLERANCE);
		bool still = b2cLengthSquared(body->v) < linear * linear && body->w * body->w < angular * angular;
		body->sleepTime = body->allowSleep && still ? body->sleepTime + dt : 0.0f;
		rest[i] = body->sleepTime;
	}
	int contactCount = b2cGetIdCapacity(&world->contactIds);
	for (int32_t c = 0; c < contactCount; ++c) {
		int32_t a, b;
		if (!joins(world, &world->contacts[c], &a, &b))
			continue;
		bindForSleep(world, parent, rest, a, b);
	}
	// Joints join their bodies too, and a moving kinematic body keeps what it holds awake (a joint
	// to the world or a static body joins nothing).
	int jointCount = b2cGetIdCapacity(&world->jointIds);
	for (int32_t j = 0; j < jointCount; ++j) {
		const b2cJoint *joint = &world->joints[j];
		int32_t a = joint->edges[0].body, b = joint->edges[1].body;
		// (a broken joint or a filter joint holds nothing)
		if (!joint->alive || a == B2C_NULL_INDEX || world->bodies[a].disabled || world->bodies[b].disabled ||
			joint->broken || joint->def.type == b2cJoint_filter)
			continue;
		bindForSleep(world, parent, rest, a, b);
	}
	// Each root takes the smallest rest time of its island...
	for (int32_t i = 0; i < bodyCount; ++i) {
		const b2cBody *body = &world->bodies[i];
		if (!b2cIsAwakeDynamic(body))
			continue;
		int32_t r = findRoot(parent, i);
		if (rest[i] < rest[r])
			rest[r] = rest[i];
	}
	// ... and the island sleeps when that is long enough.
	for (int32_t i = 0; i < bodyCount; ++i) {
		b2cBody *body = &world->bodies[i];
		if (!b2cIsAwakeDynamic(body))
			continue;
		if (rest[findRoot(parent, i)] >= world->def.timeToSleep) {
			body->awake = false;
			body->v = b2cVec2_zero;
			body->w = 0.0f;
			body->sleepTime = 0.0f;
		}
	}
	b2cArena_Free(&world->arena, rest);
	b2cArena_Free(&world->arena, parent);
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
	body->awake = true;
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
			other->awake = true;
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
			world->bodies[otherIndex].awake = true;
			world->bodies[otherIndex].sleepTime = 0.0f;
			stack[count++] = otherIndex;
		}
	}
	b2cArena_Free(&world->arena, stack);
}
