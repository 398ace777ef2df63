// SPDX-License-Identifier: MIT
// b2c: body move events (after Box2D v3's b2BodyMoveEvent) and bulk pose reads. After each step's
// motion, one pass over the awake set's moving bodies, in slot order, notes each one's transform
// and, once anything has read poses or move events, angle (before that, the first read computes
// them); the sleep stage then flags those it put to sleep. The angle (an atan2, the costly part
// of a pose) is kept by slot with the rotation it was computed for, so a bulk read of the poses
// after the step computes none for the bodies the step moved. Until a body is noted changed
// (b2cNoteBody: woken, put to sleep, moved, made, destroyed...), the events not flagged asleep are
// the awake bodies: a bulk read copies them, compact, instead of visiting the bodies.
#include "world_internal.h"

#include <string.h>

static bool sameRot(b2cRot a, b2cRot b) { return memcmp(&a, &b, sizeof a) == 0; }

void b2cRecordBodyMoves(b2cWorld *world)
{
	b2cBodyMoves *moves = &world->moves;
	moves->count = 0;
	moves->current = false;
	moves->awakeCount = -1; // (all recorded: b2cFlagSleptBodyMoves counts them)
	int bodyCapacity = b2cGetIdCapacity(&world->bodyIds);
	if (moves->angleCapacity < bodyCapacity)
		b2cGrowArray((void **)&moves->angles, &moves->angleCapacity, bodyCapacity, sizeof(b2cAngleCache));
	bool cache = moves->angleCapacity >= bodyCapacity; // (out of memory: no angle kept)
	bool angles = moves->anglesWanted;
	moves->anglesDone = angles;
	const b2cVisitSet *set = &world->awake.bodies;
	B2C_VISIT_EACH(set, bodyCapacity, i) {
		const b2cBody *body = &world->bodies[i];
		if (!b2cIsActive(body))
			continue;
		if (moves->count == moves->capacity &&
			!b2cGrowArray((void **)&moves->events, &moves->capacity, moves->count + 1, sizeof(b2cBodyMoveEvent))) {
			moves->awakeCount = -2; // out of memory: the rest are missing (the step counts the refusal)
			break;
		}
		float angle = 0.0f;
		if (angles) {
			angle = b2cRot_GetAngle(body->xf.q);
			if (cache)
				moves->angles[i] = (b2cAngleCache){body->xf.q, angle};
		}
		moves->events[moves->count++] =
			(b2cBodyMoveEvent){body->xf, angle, (b2cBodyId){i, body->generation}, body->userData, false};
	}
}

void b2cFlagSleptBodyMoves(b2cWorld *world)
{
	b2cBodyMoves *moves = &world->moves;
	int awake = 0;
	for (int k = 0; k < moves->count; ++k) {
		bool asleep = !world->bodies[moves->events[k].bodyId.index].awake;
		moves->events[k].fellAsleep = asleep;
		awake += !asleep;
	}
	// (the sleep stage noted the bodies it put to sleep: the events are current from here on,
	// unless some are missing)
	moves->current = moves->awakeCount == -1;
	moves->awakeCount = awake;
}

void b2cFreeBodyMoves(b2cWorld *world)
{
	b2cBodyMoves *moves = &world->moves;
	b2cFree(moves->events, (size_t)moves->capacity * sizeof(b2cBodyMoveEvent));
	b2cFree(moves->angles, (size_t)moves->angleCapacity * sizeof(b2cAngleCache));
	memset(moves, 0, sizeof *moves);
}

// A read of poses or events: the step computes the angles from now on, and those of the last
// step's events are computed now if it did not. (The events and angles are a cache of the world's
// state, not state: a read of a const world may fill them.)
static void wantAngles(const b2cWorld *world)
{
	b2cBodyMoves *moves = (b2cBodyMoves *)&world->moves;
	moves->anglesWanted = true;
	if (moves->anglesDone)
		return;
	bool cache = moves->angleCapacity >= b2cGetIdCapacity(&world->bodyIds);
	for (int k = 0; k < moves->count; ++k) {
		b2cBodyMoveEvent *e = &moves->events[k];
		e->angle = b2cRot_GetAngle(e->transform.q);
		if (cache)
			moves->angles[e->bodyId.index] = (b2cAngleCache){e->transform.q, e->angle};
	}
	moves->anglesDone = true;
}

b2cBodyMoveEvents b2cWorld_GetBodyMoveEvents(const b2cWorld *world)
{
	wantAngles(world);
	return (b2cBodyMoveEvents){world->moves.events, world->moves.count};
}

// The body's angle: the one the last step computed while its rotation is still that one.
static inline float angleOf(const b2cWorld *world, int32_t index, const b2cBody *body)
{
	if (index < world->moves.angleCapacity && sameRot(world->moves.angles[index].q, body->xf.q))
		return world->moves.angles[index].angle;
	return b2cRot_GetAngle(body->xf.q);
}

int b2cWorld_GetPoses(const b2cWorld *world, float *poses, int32_t *bodyIndices, int capacity)
{
	wantAngles(world);
	const b2cBodyMoves *moves = &world->moves;
	if (moves->current) { // (the last step's events are the awake bodies, as they are)
		int n = 0;
		for (int k = 0; k < moves->count && n < capacity; ++k) {
			const b2cBodyMoveEvent *e = &moves->events[k];
			if (e->fellAsleep)
				continue;
			float *pose = poses + 3 * (size_t)n;
			pose[0] = e->transform.p.x;
			pose[1] = e->transform.p.y;
			pose[2] = e->angle;
			if (bodyIndices != NULL)
				bodyIndices[n] = e->bodyId.index;
			++n;
		}
		return moves->awakeCount;
	}
	int bodyCapacity = b2cGetIdCapacity(&world->bodyIds);
	int n = 0;
	// (between steps the awake set holds every moving body: awake_set.h)
	const b2cVisitSet *set = &world->awake.bodies;
	B2C_VISIT_EACH(set, bodyCapacity, i) {
		const b2cBody *body = &world->bodies[i];
		if (!b2cIsActive(body))
			continue;
		if (n < capacity) {
			float *pose = poses + 3 * (size_t)n;
			pose[0] = body->xf.p.x;
			pose[1] = body->xf.p.y;
			pose[2] = angleOf(world, i, body);
			if (bodyIndices != NULL)
				bodyIndices[n] = i;
		}
		++n;
	}
	return n;
}

bool b2cBody_GetPose(const b2cWorld *world, b2cBodyId id, float pose[3])
{
	const b2cBody *body = b2cGetBody(world, id);
	if (body == NULL)
		return false;
	wantAngles(world);
	pose[0] = body->xf.p.x;
	pose[1] = body->xf.p.y;
	pose[2] = angleOf(world, id.index, body);
	return true;
}

int b2cWorld_GetBodyPoses(const b2cWorld *world, const b2cBodyId *bodies, int count, float *poses)
{
	wantAngles(world);
	for (int k = 0; k < count; ++k) {
		const b2cBody *body = b2cGetBody(world, bodies[k]);
		if (body == NULL)
			return k;
		float *pose = poses + 3 * (size_t)k;
		pose[0] = body->xf.p.x;
		pose[1] = body->xf.p.y;
		pose[2] = angleOf(world, bodies[k].index, body);
	}
	return count;
}
