// SPDX-License-Identifier: MIT
// b2c: world lifetime, the step (the stages of stage_*.h called in order), and what the world
// reports about itself.
#define _POSIX_C_SOURCE 199309L // clock_gettime
#include "joint_internal.h"
#include "b2c/check.h"
#include "stage_broad_phase.h"
#include "stage_collide.h"
#include "stage_continuous.h"
#include "stage_sleep.h"
#include "stage_solve.h"

#include <math.h>
#include <string.h>
#include <time.h>

double b2cGetMilliseconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1.0e6;
}

b2cProfile b2cWorld_GetProfile(const b2cWorld *world) { return world->profile; }

b2cWorldDef b2cDefaultWorldDef(void)
{
	b2cWorldDef def;
	def.gravity = (b2cVec2){0.0f, -10.0f};
	def.timeToSleep = 0.5f;
	def.contactHertz = 30.0f;
	def.contactDampingRatio = 10.0f;
	def.contactPushMaxVelocity = 3.0f;
	def.restitutionThreshold = 1.0f;
	def.contactReuseDistance = 10.0f * B2C_LINEAR_SLOP;
	def.jointHertz = 60.0f;
	def.jointDampingRatio = 2.0f;
	def.maxLinearSpeed = 400.0f;
	def.enableContinuous = true;
	def.enableSleep = true;
	def.hitEventThreshold = 1.0f;
	def.workerCount = 1;
	def.enqueueTask = NULL;
	def.finishTask = NULL;
	def.userTaskContext = NULL;
	return def;
}

b2cWorld *b2cCreateWorld(const b2cWorldDef *def)
{
	if (b2cCheckWorldDef(def).rule != b2cRule_none)
		return NULL;
	b2cWorld *world = (b2cWorld *)b2cAlloc(sizeof(b2cWorld));
	if (world == NULL)
		return NULL;
	memset(world, 0, sizeof *world);
	world->def = *def;
	world->broadPhase = b2cWorldBroadPhase_Create();
	world->bodyIds = b2cCreateIdPool();
	world->shapeIds = b2cCreateIdPool();
	world->contactIds = b2cCreateIdPool();
	world->contactPointIds = b2cCreateIdPool();
	world->jointIds = b2cCreateIdPool();
	if (def->workerCount > 1 && def->enqueueTask == NULL)
		world->pool = b2cThreadPool_Create(def->workerCount - 1);
	return world;
}

void b2cDestroyWorld(b2cWorld *world)
{
	if (world == NULL)
		return;
	b2cThreadPool_Destroy(world->pool);
	b2cFreeWorldState(world);
	b2cArena_Destroy(&world->arena);
	b2cFreeAwakeSet(world);
	b2cFreeBodyMoves(world);
	b2cFree(world, sizeof(b2cWorld));
}

void b2cFreeWorldState(b2cWorld *world)
{
	b2cWorldBroadPhase_Destroy(&world->broadPhase);
	b2cFree(world->bodies, (size_t)world->bodyCapacity * sizeof(b2cBody));
	b2cFree(world->shapes, (size_t)world->shapeCapacity * sizeof(b2cShape));
	b2cFree(world->shapeGeometry, (size_t)world->shapeCapacity * sizeof(b2cShapeGeometry));
	b2cDestroyChains(world);
	b2cDestroyJoints(world);
	b2cFree(world->contacts, (size_t)world->contactCapacity * sizeof(b2cContact));
	b2cDestroyIdPool(&world->bodyIds);
	b2cDestroyIdPool(&world->shapeIds);
	b2cDestroyIdPool(&world->contactIds);
	b2cFree(world->contactPoints, (size_t)world->contactPointCapacity * sizeof(b2cContactPoints));
	b2cDestroyIdPool(&world->contactPointIds);
	b2cDestroyPairMap(&world->pairs);
	b2cFreeEvents(&world->beginEvents, sizeof(b2cContactEvent));
	b2cFreeEvents(&world->endEvents, sizeof(b2cContactEvent));
	b2cFreeEvents(&world->sensorBeginEvents, sizeof(b2cContactEvent));
	b2cFreeEvents(&world->sensorEndEvents, sizeof(b2cContactEvent));
	b2cFreeEvents(&world->impulseEvents, sizeof(b2cContactImpulse));
	b2cFreeEvents(&world->hitEvents, sizeof(b2cContactHitEvent));
}

bool b2cPushEvent(b2cEventArray *array, const void *event, size_t size)
{
	if (!b2cGrowArray(&array->data, &array->capacity, array->count + 1, size))
		return false; // out of memory: the event is lost
	memcpy((char *)array->data + (size_t)array->count * size, event, size);
	array->count++;
	return true;
}

void b2cFreeEvents(b2cEventArray *array, size_t size)
{
	b2cFree(array->data, (size_t)array->capacity * size);
	memset(array, 0, sizeof *array);
}

void b2cWorld_SetPreSolveCallback(b2cWorld *world, b2cPreSolveFcn *fcn, void *context)
{
	world->preSolveFcn = fcn;
	world->preSolveContext = context;
}

void b2cWorld_SetCustomFilterCallback(b2cWorld *world, b2cCustomFilterFcn *fcn, void *context)
{
	world->customFilterFcn = fcn;
	world->customFilterContext = context;
}

void b2cWorld_EnableImpulseReports(b2cWorld *world, bool enable) { world->impulseReports = enable; }

b2cContactEvents b2cWorld_GetContactEvents(const b2cWorld *world)
{
	b2cContactEvents e;
	e.begin = (const b2cContactEvent *)world->beginEvents.data;
	e.beginCount = world->beginEvents.count;
	e.end = (const b2cContactEvent *)world->endEvents.data;
	e.endCount = world->endEvents.count;
	e.sensorBegin = (const b2cContactEvent *)world->sensorBeginEvents.data;
	e.sensorBeginCount = world->sensorBeginEvents.count;
	e.sensorEnd = (const b2cContactEvent *)world->sensorEndEvents.data;
	e.sensorEndCount = world->sensorEndEvents.count;
	e.impulses = (const b2cContactImpulse *)world->impulseEvents.data;
	e.impulseCount = world->impulseEvents.count;
	e.hits = (const b2cContactHitEvent *)world->hitEvents.data;
	e.hitCount = world->hitEvents.count;
	return e;
}

void b2cWorld_AbandonStep(b2cWorld *world)
{
	// What the step held from its arena when it was left (the collide stage's slots, with more
	// than one worker) goes back, the last first.
	while (world->arena.entryCount > 0)
		b2cArena_Free(&world->arena, world->arena.entries[world->arena.entryCount - 1].block);
	world->awake.wokenInStage = NULL; // (the collide stage's, in the arena)
	world->awake.wokenWords = 0;
	b2cThreadPool_SetBusy(world->pool, false);
	world->locked = false;
}

// Forget the events the last step exposed; keep those pushed since (a contact destroyed between
// steps reports its end with the next step's events).
static void dropReported(b2cEventArray *array, size_t size)
{
	if (array->reported == 0)
		return;
	int kept = array->count - array->reported;
	memmove(array->data, (char *)array->data + (size_t)array->reported * size, (size_t)kept * size);
	array->count = kept;
	array->reported = 0;
}

// One step: the stages in order, each timed for the profile. Each stage's header says what it reads
// and what it owns: new pairs into contacts (stage_broad_phase.h), manifolds (stage_collide.h),
// velocities and positions (stage_solve.h), time of impact (stage_continuous.h), proxies moved
// (stage_broad_phase.h), islands put to sleep (stage_sleep.h).
static void step(b2cWorld *world, float dt, int subSteps)
{
	world->locked = true;
	world->subStepCount = subSteps;
	double t[7];
	t[0] = b2cGetMilliseconds();
	b2cFitAwakeSet(world);
	b2cFindNewContacts(world);
	t[1] = b2cGetMilliseconds();
	b2cUpdateContacts(world);
	t[2] = b2cGetMilliseconds();
	b2cSolve(world, dt, subSteps);
	b2cUpdateJointsAfterStep(world, dt); // turns counted, joints broken
	t[3] = b2cGetMilliseconds();
	b2cSolveContinuous(world, dt);
	t[4] = b2cGetMilliseconds();
	b2cSynchronizeShapes(world, dt); // before sleep: a body falling asleep keeps its last move
	b2cRecordBodyMoves(world);
	t[5] = b2cGetMilliseconds();
	b2cUpdateSleep(world, dt);
	b2cFlagSleptBodyMoves(world);
	b2cArena_Grow(&world->arena); // the next step of this size takes nothing from the hook
	t[6] = b2cGetMilliseconds();
	world->profile = (b2cProfile){.step = (float)(t[6] - t[0]),
								  .pairs = (float)(t[1] - t[0]),
								  .collide = (float)(t[2] - t[1]),
								  .solve = (float)(t[3] - t[2]),
								  .continuous = (float)(t[4] - t[3]),
								  .broadphase = (float)(t[5] - t[4]),
								  .sleep = (float)(t[6] - t[5])};
	world->locked = false;
}

bool b2cWorld_Step(b2cWorld *world, float dt, int subSteps)
{
	if (b2cCheckStep(dt, subSteps).rule != b2cRule_none)
		return false;
	b2cEventArray *arrays[6] = {&world->beginEvents,     &world->endEvents,     &world->sensorBeginEvents,
								&world->sensorEndEvents, &world->impulseEvents, &world->hitEvents};
	const size_t sizes[6] = {sizeof(b2cContactEvent), sizeof(b2cContactEvent),   sizeof(b2cContactEvent),
							 sizeof(b2cContactEvent), sizeof(b2cContactImpulse), sizeof(b2cContactHitEvent)};
	for (int i = 0; i < 6; ++i)
		dropReported(arrays[i], sizes[i]);
	uint64_t failed = b2cGetFailedAllocationCount();
	b2cUpdateDirtyMasses(world); // (the bodies whose shapes changed since the last step)
	world->moves.count = 0;      // (a step of dt 0 moves nothing)
	world->moves.current = false;
	if (dt > 0.0f && subSteps >= 1)
		step(world, dt, subSteps);
	else
		b2cUpdateJointsAfterStep(world, 0.0f); // (the last step's breaks are forgotten)
	for (int i = 0; i < 6; ++i)
		arrays[i]->reported = arrays[i]->count;
	b2cStampWorldArrays(world);
	uint64_t refused = b2cGetFailedAllocationCount() - failed;
	world->stepAllocationFailures = refused > INT32_MAX ? INT32_MAX : (int)refused;
	return true;
}

int b2cWorld_GetStepAllocationFailures(const b2cWorld *world) { return world->stepAllocationFailures; }

void b2cStampWorldArrays(b2cWorld *world)
{
	for (int t = 0; t < B2C_PROXY_TREES; ++t)
		if (world->broadPhase.trees[t].tree.stamp == 0)
			world->broadPhase.trees[t].tree.stamp = b2cNewStamp();
	if (world->pairs.stamp == 0)
		world->pairs.stamp = b2cNewStamp();
}

bool b2cWorld_IsLocked(const b2cWorld *world) { return world->locked; }

bool b2cWorld_RebuildStaticTree(b2cWorld *world)
{
	if (world->locked)
		return false;
	return b2cRebuildStaticTree(world);
}

b2cVec2 b2cWorld_GetGravity(const b2cWorld *world) { return world->def.gravity; }

bool b2cWorld_SetGravity(b2cWorld *world, b2cVec2 gravity)
{
	if (b2cCheckVector(b2cField_gravity, gravity) != b2cRule_none)
		return false;
	world->def.gravity = gravity;
	return true;
}

bool b2cWorld_ShiftOrigin(b2cWorld *world, b2cVec2 newOrigin)
{
	if (world->locked || b2cCheckVector(b2cField_position, newOrigin) != b2cRule_none ||
		fabsf(newOrigin.x) > B2C_MAX_COORDINATE || fabsf(newOrigin.y) > B2C_MAX_COORDINATE)
		return false;
	world->moves.current = false; // (every body moved)
	for (int32_t i = 0, n = b2cGetIdCapacity(&world->bodyIds); i < n; ++i) {
		b2cBody *body = &world->bodies[i];
		if (!body->alive)
			continue;
		body->xf.p = b2cSub(body->xf.p, newOrigin);
		body->center = b2cSub(body->center, newOrigin);
		body->center0 = b2cSub(body->center0, newOrigin);
	}
	for (int32_t i = 0, n = b2cGetIdCapacity(&world->shapeIds); i < n; ++i) {
		b2cShape *shape = &world->shapes[i];
		if (!shape->alive)
			continue;
		shape->aabb.lower = b2cSub(shape->aabb.lower, newOrigin);
		shape->aabb.upper = b2cSub(shape->aabb.upper, newOrigin);
	}
	for (int t = 0; t < B2C_PROXY_TREES; ++t)
		b2cDynamicTree_ShiftOrigin(&world->broadPhase.trees[t].tree, newOrigin);
	// A contact's points are in the world; its cache is relative to the bodies.
	for (int32_t i = 0, n = b2cGetIdCapacity(&world->contactIds); i < n; ++i) {
		const b2cContact *contact = &world->contacts[i];
		if (!contact->alive || contact->points == B2C_NULL_INDEX)
			continue;
		b2cContactPoints *record = &world->contactPoints[contact->points];
		for (int k = 0; k < contact->pointCount; ++k)
			record->points[k].point = b2cSub(record->points[k].point, newOrigin);
	}
	b2cShiftJointsOrigin(world, newOrigin);
	return true;
}

b2cWorldDef b2cWorld_GetSettings(const b2cWorld *world) { return world->def; }

int b2cWorld_GetWorkerCount(const b2cWorld *world) { return world->def.workerCount; }

bool b2cWorld_SetWorkerCount(b2cWorld *world, int count)
{
	if (world->locked || count < 1 || count > B2C_MAX_WORKERS)
		return false;
	if (count == world->def.workerCount)
		return true;
	b2cThreadPool_Destroy(world->pool);
	world->pool = NULL;
	world->def.workerCount = count;
	if (count > 1 && world->def.enqueueTask == NULL)
		world->pool = b2cThreadPool_Create(count - 1);
	return true;
}

// A setting takes a value its field's rule accepts (b2cCheckValue); any other leaves it as it was.
static bool setChecked(float *setting, b2cField field, float value)
{
	if (b2cCheckValue(field, value) != b2cRule_none)
		return false;
	*setting = value;
	return true;
}

bool b2cWorld_SetContactTuning(b2cWorld *world, float hertz, float dampingRatio, float pushMaxVelocity)
{
	bool a = setChecked(&world->def.contactHertz, b2cField_contactHertz, hertz);
	bool b = setChecked(&world->def.contactDampingRatio, b2cField_contactDampingRatio, dampingRatio);
	bool c = setChecked(&world->def.contactPushMaxVelocity, b2cField_contactPushMaxVelocity, pushMaxVelocity);
	return a && b && c;
}

bool b2cWorld_SetJointTuning(b2cWorld *world, float hertz, float dampingRatio)
{
	bool a = setChecked(&world->def.jointHertz, b2cField_jointHertz, hertz);
	bool b = setChecked(&world->def.jointDampingRatio, b2cField_jointDampingRatio, dampingRatio);
	return a && b;
}

bool b2cWorld_SetRestitutionThreshold(b2cWorld *world, float threshold)
{
	return setChecked(&world->def.restitutionThreshold, b2cField_restitutionThreshold, threshold);
}

bool b2cWorld_SetMaxLinearSpeed(b2cWorld *world, float speed)
{
	return setChecked(&world->def.maxLinearSpeed, b2cField_maxLinearSpeed, speed);
}

bool b2cWorld_SetHitEventThreshold(b2cWorld *world, float threshold)
{
	return setChecked(&world->def.hitEventThreshold, b2cField_hitEventThreshold, threshold);
}

void b2cWorld_EnableContinuous(b2cWorld *world, bool enable) { world->def.enableContinuous = enable; }

void b2cWorld_EnableSleep(b2cWorld *world, bool enable)
{
	if (world->def.enableSleep == enable)
		return;
	world->def.enableSleep = enable;
	if (enable)
		return;
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	for (int32_t i = 0; i < bodyCount; ++i) {
		b2cBody *body = &world->bodies[i];
		if (body->alive && body->type != b2cBody_static && !body->awake)
			b2cWakeBody(world, i);
	}
}

b2cWorldCounters b2cWorld_GetCounters(const b2cWorld *world)
{
	b2cWorldCounters c;
	c.bodyCount = b2cGetIdCount(&world->bodyIds);
	c.shapeCount = b2cGetIdCount(&world->shapeIds);
	c.contactCount = b2cGetIdCount(&world->contactIds);
	c.touchingCount = 0;
	int contactCount = b2cGetIdCapacity(&world->contactIds);
	for (int i = 0; i < contactCount; ++i)
		if (world->contacts[i].alive && world->contacts[i].touching)
			c.touchingCount++;
	c.proxyCount = 0;
	c.treeHeight = 0;
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		const b2cDynamicTree *tree = &world->broadPhase.trees[t].tree;
		c.proxyCount += tree->proxyCount;
		if (tree->root != B2C_NULL_NODE)
			c.treeHeight = b2cMaxInt(c.treeHeight, tree->nodes[tree->root].height);
	}
	c.awakeCount = 0;
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	const b2cVisitSet *awake = &world->awake.bodies; // (holds every moving body)
	B2C_VISIT_EACH(awake, bodyCount, i)
		if (b2cIsAwakeDynamic(&world->bodies[i]))
			c.awakeCount++;
	c.visitedBodies = b2cCountVisits(&world->awake.bodies, bodyCount);
	c.visitedContacts = b2cCountVisits(&world->awake.contacts, contactCount);
	c.visitedJoints = b2cCountVisits(&world->awake.joints, b2cGetIdCapacity(&world->jointIds));
	c.jointCount = b2cGetIdCount(&world->jointIds);
	c.reusedCount = world->reusedCount;
	c.colorCount = world->colorCount;
	return c;
}

int b2cWorld_GetBodyIndexLimit(const b2cWorld *world) { return b2cGetIdCapacity(&world->bodyIds); }

b2cBodyId b2cWorld_GetBodyId(const b2cWorld *world, int32_t index)
{
	if (index < 0 || index >= b2cGetIdCapacity(&world->bodyIds) || !world->bodies[index].alive)
		return (b2cBodyId){B2C_NULL_INDEX, 0};
	return (b2cBodyId){index, world->bodies[index].generation};
}

// ---- hash ----

#define HASH(h, value) ((h) = b2cHashBytes((h), &(value), sizeof(value)))

uint64_t b2cWorld_Hash(const b2cWorld *world)
{
	b2cUpdateDirtyMasses(world);
	uint64_t h = B2C_HASH_INIT;
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	for (int32_t i = 0; i < bodyCount; ++i) {
		const b2cBody *b = &world->bodies[i];
		if (!b->alive)
			continue;
		int32_t type = (int32_t)b->type, awake = b->awake;
		HASH(h, i);
		HASH(h, type);
		HASH(h, awake);
		HASH(h, b->xf);
		HASH(h, b->center);
		HASH(h, b->v);
		HASH(h, b->w);
		HASH(h, b->sleepTime);
		// (what a world that never uses them hashes as before it had them: only when set)
		if (b->disabled || b->lockX || b->lockY || b->massOverride ||
			b->sleepThreshold != B2C_DEFAULT_SLEEP_THRESHOLD) {
			int32_t flags = (b->disabled ? 1 : 0) | (b->lockX ? 2 : 0) | (b->lockY ? 4 : 0) | (b->massOverride ? 8 : 0);
			HASH(h, flags);
			HASH(h, b->sleepThreshold);
			if (b->massOverride)
				HASH(h, b->overrideMass);
		}
	}
	// A shape's rolling resistance, tangent speed and event switches, only where one is not its
	// default (a world that does not use them hashes as before they existed).
	int shapeCount = b2cGetIdCapacity(&world->shapeIds);
	for (int32_t s = 0; s < shapeCount; ++s) {
		const b2cShape *shape = &world->shapes[s];
		if (!shape->alive || (shape->rollingResistance == 0.0f && shape->tangentSpeed == 0.0f &&
							  shape->enableContactEvents && shape->enableSensorEvents && !shape->enableHitEvents))
			continue;
		int32_t flags = (shape->enableContactEvents ? 1 : 0) | (shape->enableSensorEvents ? 2 : 0) |
						(shape->enableHitEvents ? 4 : 0);
		HASH(h, s);
		HASH(h, shape->rollingResistance);
		HASH(h, shape->tangentSpeed);
		HASH(h, flags);
	}
	int contactCount = b2cGetIdCapacity(&world->contactIds);
	for (int32_t c = 0; c < contactCount; ++c) {
		const b2cContact *contact = &world->contacts[c];
		if (!contact->alive)
			continue;
		int32_t touching = contact->touching, pointCount = contact->pointCount;
		HASH(h, c);
		HASH(h, contact->shapeA);
		HASH(h, contact->shapeB);
		HASH(h, touching);
		HASH(h, pointCount);
		HASH(h, contact->normal);
		for (int p = 0; p < pointCount; ++p) {
			const b2cContactPoints *record = &world->contactPoints[contact->points];
			HASH(h, record->points[p].point);
			HASH(h, record->points[p].separation);
			HASH(h, record->points[p].id);
			HASH(h, record->normalImpulse[p]);
			HASH(h, record->tangentImpulse[p]);
		}
	}
	int jointCount = b2cGetIdCapacity(&world->jointIds);
	for (int32_t j = 0; j < jointCount; ++j) {
		const b2cJoint *joint = &world->joints[j];
		if (!joint->alive)
			continue;
		HASH(h, j);
		HASH(h, joint->step.linearImpulse);
		HASH(h, joint->angularImpulse);
		HASH(h, joint->axialImpulse);
		HASH(h, joint->springImpulse);
		HASH(h, joint->motorImpulse);
		HASH(h, joint->lowerImpulse);
		HASH(h, joint->upperImpulse);
		// (what only a world using them has: mixed when not their defaults, so that a world without
		// them hashes as before)
		const b2cJointDef *def = &joint->def;
		if (joint->turns != 0)
			HASH(h, joint->turns);
		if (joint->broken || joint->justBroken) {
			int32_t broken = joint->broken, just = joint->justBroken;
			HASH(h, broken);
			HASH(h, just);
			HASH(h, joint->breakForce);
			HASH(h, joint->breakTorque);
		}
		if (def->forceThreshold != INFINITY || def->torqueThreshold != INFINITY) {
			HASH(h, def->forceThreshold);
			HASH(h, def->torqueThreshold);
		}
		if (def->targetAngle != 0.0f || def->targetTranslation != 0.0f) {
			HASH(h, def->targetAngle);
			HASH(h, def->targetTranslation);
		}
		if (def->type >= b2cJoint_gear) {
			int32_t type = (int32_t)def->type;
			HASH(h, type);
			HASH(h, joint->constant);
			HASH(h, def->ratio);
		}
	}
	return h;
}
