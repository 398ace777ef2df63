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

// The islands of the awake bodies. Only what the awake dynamic bodies reach through binding
// contacts and joints takes part (`members`: the awake dynamic bodies first, then the sleeping
// dynamic ones they reach), numbered by `local` (valid for the members: `in` says which bodies
// are); the binding contacts and joints among them are joined in index order, contacts first,
// so that every island has the root (and so the rest time) a union over every slot gave.
typedef struct Islands {
	int32_t *members, *local, *parent;
	float *rest; ///< by member: its sleep time (FLT_MAX for one asleep); each root's, the least of its island's
	uint64_t *in, *contacts, *joints; ///< bit sets: members, binding contacts met, binding joints met
	int count, awakeCount;
} Islands;

static bool has(const uint64_t *bits, int32_t i) { return (bits[i >> 6] >> (i & 63) & 1) != 0; }
static void put(uint64_t *bits, int32_t i) { bits[i >> 6] |= (uint64_t)1 << (i & 63); }

static void addMember(Islands *is, int32_t body)
{
	put(is->in, body);
	is->local[body] = is->count;
	is->members[is->count++] = body;
}

// Two bodies bound (a contact's or a joint's): a moving kinematic body keeps the other awake; two
// dynamic ones join one island (a static body joins nothing).
static void bind(const b2cWorld *world, Islands *is, int32_t a, int32_t b)
{
	const b2cBody *bodyA = &world->bodies[a], *bodyB = &world->bodies[b];
	if (isMovingKinematic(bodyA) && has(is->in, b))
		is->rest[is->local[b]] = 0.0f;
	if (isMovingKinematic(bodyB) && has(is->in, a))
		is->rest[is->local[a]] = 0.0f;
	if (bodyA->type != b2cBody_dynamic || bodyB->type != b2cBody_dynamic)
		return;
	int32_t ra = findRoot(is->parent, is->local[a]), rb = findRoot(is->parent, is->local[b]);
	if (ra != rb)
		is->parent[ra] = rb;
}

void b2cUpdateSleep(b2cWorld *world, float dt)
{
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	if (!world->def.enableSleep || world->def.timeToSleep <= 0.0f || bodyCount == 0)
		return;
	int contactCount = b2cGetIdCapacity(&world->contactIds), jointCount = b2cGetIdCapacity(&world->jointIds);
	size_t bodyWords = (size_t)(bodyCount + 63) / 64, contactWords = (size_t)(contactCount + 63) / 64,
		   jointWords = (size_t)(jointCount + 63) / 64;
	b2cArena *arena = &world->arena;
	Islands is = {0};
	// (sized by the slots, touched only where used; the bit sets cleared: a word for 64 slots)
	is.members = (int32_t *)b2cArena_Alloc(arena, (size_t)bodyCount * sizeof(int32_t));
	is.local = (int32_t *)b2cArena_Alloc(arena, (size_t)bodyCount * sizeof(int32_t));
	is.parent = (int32_t *)b2cArena_Alloc(arena, (size_t)bodyCount * sizeof(int32_t));
	is.rest = (float *)b2cArena_Alloc(arena, (size_t)bodyCount * sizeof(float));
	is.in = (uint64_t *)b2cArena_Alloc(arena, (bodyWords + contactWords + jointWords) * sizeof(uint64_t));
	if (is.members != NULL && is.local != NULL && is.parent != NULL && is.rest != NULL && is.in != NULL) {
		memset(is.in, 0, (bodyWords + contactWords + jointWords) * sizeof(uint64_t));
		is.contacts = is.in + bodyWords;
		is.joints = is.contacts + contactWords;
		// The awake dynamic bodies (in the awake set: awake_set.h) count their time at rest.
		const b2cVisitSet *set = &world->awake.bodies;
		B2C_VISIT_EACH(set, bodyCount, i) {
			b2cBody *body = &world->bodies[i];
			if (!b2cIsAwakeDynamic(body))
				continue;
			// (the angular tolerance scales with the body's threshold; the default's is exact)
			float linear = body->sleepThreshold;
			float angular = linear == LINEAR_SLEEP_TOLERANCE
								? ANGULAR_SLEEP_TOLERANCE
								: ANGULAR_SLEEP_TOLERANCE * (linear / LINEAR_SLEEP_TOLERANCE);
			bool still = b2cLengthSquared(body->v) < linear * linear && body->w * body->w < angular * angular;
			body->sleepTime = body->allowSleep && still ? body->sleepTime + dt : 0.0f;
			is.parent[is.count] = is.count;
			is.rest[is.count] = body->sleepTime;
			addMember(&is, i);
		}
		is.awakeCount = is.count;
		// What they reach through binding contacts and joints: the sleeping dynamic bodies too (one
		// bound to an awake body shares its island, as when every slot was joined).
		for (int k = 0; k < is.count; ++k) {
			const b2cBody *body = &world->bodies[is.members[k]];
			for (int32_t key = body->contactList; key != B2C_NULL_INDEX;) {
				const b2cContact *contact = &world->contacts[key >> 1];
				int edge = key & 1;
				int32_t c = key >> 1;
				key = contact->edges[edge].nextKey;
				if (!contactJoins(contact))
					continue;
				put(is.contacts, c);
				int32_t other = contact->edges[edge ^ 1].body;
				if (world->bodies[other].type == b2cBody_dynamic && !has(is.in, other)) {
					is.parent[is.count] = is.count;
					is.rest[is.count] = FLT_MAX; // (asleep: it never holds its island awake)
					addMember(&is, other);
				}
			}
			for (int32_t key = body->jointList; key != B2C_NULL_INDEX;) {
				const b2cJoint *joint = &world->joints[key >> 1];
				int edge = key & 1;
				int32_t j = key >> 1;
				key = joint->edges[edge].nextKey;
				if (!jointJoins(world, joint))
					continue;
				put(is.joints, j);
				int32_t other = joint->edges[edge ^ 1].body;
				if (world->bodies[other].type == b2cBody_dynamic && !has(is.in, other)) {
					is.parent[is.count] = is.count;
					is.rest[is.count] = FLT_MAX;
					addMember(&is, other);
				}
			}
		}
		// Joined in index order: the contacts, then the joints (a moving kinematic body keeps what it
		// holds awake).
		for (int32_t w = 0; w < (int32_t)contactWords; ++w)
			for (uint64_t bits = is.contacts[w]; bits != 0; bits &= bits - 1) {
				const b2cContact *contact = &world->contacts[w * 64 + __builtin_ctzll(bits)];
				bind(world, &is, contact->edges[0].body, contact->edges[1].body);
			}
		for (int32_t w = 0; w < (int32_t)jointWords; ++w)
			for (uint64_t bits = is.joints[w]; bits != 0; bits &= bits - 1) {
				const b2cJoint *joint = &world->joints[w * 64 + __builtin_ctzll(bits)];
				bind(world, &is, joint->edges[0].body, joint->edges[1].body);
			}
		// Each root takes the smallest rest time of its island's awake bodies...
		for (int k = 0; k < is.awakeCount; ++k) {
			int32_t r = findRoot(is.parent, k);
			if (is.rest[k] < is.rest[r])
				is.rest[r] = is.rest[k];
		}
		// ... and the island sleeps when that is long enough.
		for (int k = 0; k < is.awakeCount; ++k) {
			if (is.rest[findRoot(is.parent, k)] < world->def.timeToSleep)
				continue;
			b2cBody *body = &world->bodies[is.members[k]];
			b2cSetBodyAwake(world, is.members[k], false);
			body->v = b2cVec2_zero;
			body->w = 0.0f;
			body->sleepTime = 0.0f;
		}
	} // (else out of memory: nobody falls asleep this step)
	b2cArena_Free(arena, is.in);
	b2cArena_Free(arena, is.rest);
	b2cArena_Free(arena, is.parent);
	b2cArena_Free(arena, is.local);
	b2cArena_Free(arena, is.members);
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
