// SPDX-License-Identifier: MIT
// The multi-core step from C: the world's own threads, and an embedder's task system (a tiny one
// of this file's own: each enqueued task is split into ranges run by threads it starts, joined by
// finishTask; or run at once inside enqueueTask). Every way gives the bits of one worker.
#define _POSIX_C_SOURCE 200809L
#include "b2c/b2c.h"
#include "b2c/check.h"
#include "test_macros.h"

#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

// ---- a tiny task system ----

#define TINY_THREADS 3
// Steps of each run (the threaded task system starts threads for every task: not too many)
#define STEPS 240

typedef struct TinyRange {
	b2cTaskCallback *task;
	void *taskContext;
	int32_t start, end;
	uint32_t worker;
} TinyRange;

typedef struct TinyTask {
	pthread_t threads[TINY_THREADS];
	TinyRange ranges[TINY_THREADS];
	int started;
	bool used;
} TinyTask;

typedef struct TinySystem {
	TinyTask tasks[4]; ///< (the core waits for each task before it enqueues the next: one is enough)
	int workerCount;
	bool inline_; ///< run every task inside enqueueTask, return NULL
	int enqueued, finished, ranges;
	uint32_t highestWorker;
	_Atomic int running, mostAtOnce;
	bool badRange;
} TinySystem;

static TinySystem *s_tiny; // (the ranges' threads count into it)

static void *runRange(void *arg)
{
	TinyRange *r = (TinyRange *)arg;
	int now = atomic_fetch_add(&s_tiny->running, 1) + 1;
	int most = atomic_load(&s_tiny->mostAtOnce);
	while (now > most && !atomic_compare_exchange_weak(&s_tiny->mostAtOnce, &most, now)) {
	}
	r->task(r->start, r->end, r->worker, r->taskContext);
	atomic_fetch_sub(&s_tiny->running, 1);
	return NULL;
}

static void *tinyEnqueue(b2cTaskCallback *task, int32_t itemCount, int32_t minRange, void *taskContext,
						 void *userContext)
{
	TinySystem *sys = (TinySystem *)userContext;
	sys->enqueued++;
	if (itemCount <= 0 || minRange < 1)
		sys->badRange = true;
	if (sys->inline_) {
		// ranges of minRange, all on this thread as worker 0, from the last to the first (any order
		// gives the same bits)
		for (int32_t end = itemCount; end > 0;) {
			int32_t start = ((end - 1) / minRange) * minRange;
			task(start, end, 0, taskContext);
			sys->ranges++;
			end = start;
		}
		return NULL;
	}
	TinyTask *t = NULL;
	for (int i = 0; i < 4 && t == NULL; ++i)
		if (!sys->tasks[i].used)
			t = &sys->tasks[i];
	if (t == NULL) {
		sys->badRange = true; // (more than four tasks at once: the core should wait for each)
		task(0, itemCount, 0, taskContext);
		return NULL;
	}
	memset(t, 0, sizeof *t);
	t->used = true;
	// At most workerCount - 1 threads (worker 0 is the calling thread, which waits in finishTask
	// here), ranges of at least minRange.
	int threads = sys->workerCount - 1 < TINY_THREADS ? sys->workerCount - 1 : TINY_THREADS;
	int32_t per = (itemCount + threads - 1) / threads;
	if (per < minRange)
		per = minRange;
	for (int32_t start = 0; start < itemCount && t->started < threads; start += per) {
		TinyRange *r = &t->ranges[t->started];
		*r = (TinyRange){task, taskContext, start, start + per < itemCount ? start + per : itemCount,
						 (uint32_t)(t->started + 1)};
		if (r->worker > sys->highestWorker)
			sys->highestWorker = r->worker;
		if (pthread_create(&t->threads[t->started], NULL, runRange, r) != 0) {
			runRange(r);
			r->task = NULL; // (ran here: nothing to join)
		}
		t->started++;
		sys->ranges++;
	}
	return t;
}

static void tinyFinish(void *userTask, void *userContext)
{
	TinySystem *sys = (TinySystem *)userContext;
	TinyTask *t = (TinyTask *)userTask;
	for (int i = 0; i < t->started; ++i)
		if (t->ranges[i].task != NULL)
			pthread_join(t->threads[i], NULL);
	t->used = false;
	sys->finished++;
}

// ---- the scene: a pyramid, a jointed chain, bullets, sleep ----

static b2cWorld *busyScene(const b2cWorldDef *def)
{
	b2cWorld *world = b2cCreateWorld(def);
	if (world == NULL)
		return NULL;
	b2cBodyDef bodyDef = b2cDefaultBodyDef();
	b2cBodyId ground = b2cWorld_CreateBody(world, &bodyDef);
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	b2cShapeGeometry floor = {.type = b2cShape_polygon,
							  .polygon = b2cMakeOffsetBox(40.0f, 1.0f, (b2cVec2){0.0f, -1.0f}, b2cRot_identity)};
	b2cBody_CreateShape(world, ground, &shapeDef, &floor);
	b2cShapeGeometry box = {.type = b2cShape_polygon,
							.polygon = b2cMakeOffsetBox(0.5f, 0.5f, b2cVec2_zero, b2cRot_identity)};
	for (int row = 0; row < 16; ++row) {
		for (int i = 0; i < 16 - row; ++i) {
			b2cBodyDef d = b2cDefaultBodyDef();
			d.type = b2cBody_dynamic;
			d.position = (b2cVec2){(float)i - (float)(16 - row) / 2.0f, 0.5f + (float)row};
			b2cBody_CreateShape(world, b2cWorld_CreateBody(world, &d), &shapeDef, &box);
		}
	}
	b2cShapeGeometry link = {.type = b2cShape_capsule, .capsule = {{-0.2f, 0.0f}, {0.2f, 0.0f}, 0.1f}};
	b2cBodyId previous = ground;
	for (int i = 0; i < 10; ++i) {
		b2cBodyDef d = b2cDefaultBodyDef();
		d.type = b2cBody_dynamic;
		d.position = (b2cVec2){15.0f + 0.5f * (float)i, 10.0f};
		b2cBodyId body = b2cWorld_CreateBody(world, &d);
		b2cBody_CreateShape(world, body, &shapeDef, &link);
		b2cJointDef jd = b2cDefaultJointDef(b2cJoint_revolute);
		jd.bodyA = previous;
		jd.bodyB = body;
		jd.enableLimit = true;
		jd.lower = -1.0f;
		jd.upper = 1.0f;
		b2cJointPlace place = {{14.75f + 0.5f * (float)i, 10.0f},
							   {14.75f + 0.5f * (float)i, 10.0f},
							   {1.0f, 0.0f},
							   b2cGiven_anchorA | b2cGiven_anchorB};
		b2cJointDef_Place(world, &jd, &place);
		b2cWorld_CreateJoint(world, &jd);
		previous = body;
	}
	b2cShapeGeometry ball = {.type = b2cShape_circle, .circle = {{0.0f, 0.0f}, 0.1f}};
	b2cShapeDef hits = b2cDefaultShapeDef();
	hits.enableHitEvents = true;
	hits.restitution = 0.5f;
	for (int i = 0; i < 3; ++i) {
		b2cBodyDef d = b2cDefaultBodyDef();
		d.type = b2cBody_dynamic;
		d.bullet = true;
		d.position = (b2cVec2){-20.0f, 3.0f + (float)i};
		d.linearVelocity = (b2cVec2){200.0f, 0.0f};
		b2cBody_CreateShape(world, b2cWorld_CreateBody(world, &d), &hits, &ball);
	}
	return world;
}

// Step the scene; its hash, and the events it reported (begin, hits), summed over the steps.
static uint64_t runScene(const b2cWorldDef *def, int steps, int *events)
{
	b2cWorld *world = busyScene(def);
	if (world == NULL)
		return 0;
	b2cWorld_EnableImpulseReports(world, true);
	*events = 0;
	for (int i = 0; i < steps; ++i) {
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		b2cContactEvents e = b2cWorld_GetContactEvents(world);
		*events += e.beginCount + e.endCount + e.hitCount + e.impulseCount;
	}
	uint64_t hash = b2cWorld_Hash(world);
	b2cDestroyWorld(world);
	return hash;
}

int WorkersGiveTheBitsOfOne(void)
{
	b2cWorldDef def = b2cDefaultWorldDef();
	ENSURE(def.workerCount == 1 && def.enqueueTask == NULL && def.finishTask == NULL);
	int events1 = 0;
	uint64_t one = runScene(&def, STEPS, &events1);
	ENSURE(one != 0 && events1 > 0);
	// the world's own threads
	for (int workers = 2; workers <= 4; ++workers) {
		def.workerCount = workers;
		int events = 0;
		ENSURE(runScene(&def, STEPS, &events) == one);
		ENSURE(events == events1);
	}
	// an embedder's task system, on threads
	TinySystem sys;
	memset(&sys, 0, sizeof sys);
	s_tiny = &sys;
	sys.workerCount = 4;
	def.workerCount = 4;
	def.enqueueTask = tinyEnqueue;
	def.finishTask = tinyFinish;
	def.userTaskContext = &sys;
	int events = 0;
	ENSURE(runScene(&def, STEPS, &events) == one);
	ENSURE(events == events1);
	ENSURE(sys.enqueued > 0 && sys.finished == sys.enqueued && !sys.badRange);
	ENSURE(sys.highestWorker >= 1 && sys.highestWorker < 4);
	// (whether two ranges ran at the same moment is the scheduler's say, not the core's: under
	// valgrind every thread runs in turn)
	ENSURE(atomic_load(&sys.mostAtOnce) >= 1);
	// one that runs every task inside enqueueTask (finishTask never called)
	memset(&sys, 0, sizeof sys);
	sys.workerCount = 2;
	sys.inline_ = true;
	def.workerCount = 2;
	ENSURE(runScene(&def, STEPS, &events) == one);
	ENSURE(events == events1);
	ENSURE(sys.enqueued > 0 && sys.finished == 0 && sys.ranges > sys.enqueued && !sys.badRange);
	s_tiny = NULL;
	return 0;
}

int WorkersCheckedAndChanged(void)
{
	b2cWorldDef def = b2cDefaultWorldDef();
	def.workerCount = 0;
	b2cRefusal r = b2cCheckWorldDef(&def);
	ENSURE(r.rule == b2cRule_workers && r.field == b2cField_workerCount && r.value == 0.0f);
	ENSURE(b2cCreateWorld(&def) == NULL);
	def.workerCount = B2C_MAX_WORKERS + 1;
	ENSURE(b2cCheckWorldDef(&def).rule == b2cRule_workers);
	def.workerCount = B2C_MAX_WORKERS;
	ENSURE(b2cCheckWorldDef(&def).rule == b2cRule_none);
	def.workerCount = 2;
	def.enqueueTask = tinyEnqueue;
	r = b2cCheckWorldDef(&def);
	ENSURE(r.rule == b2cRule_taskSystem && r.field == b2cField_finishTask);
	def.enqueueTask = NULL;
	def.finishTask = tinyFinish;
	r = b2cCheckWorldDef(&def);
	ENSURE(r.rule == b2cRule_taskSystem && r.field == b2cField_enqueueTask);
	ENSURE(strcmp(b2cFieldName(b2cField_workerCount), "workerCount") == 0);
	ENSURE(strcmp(b2cRuleText(b2cRule_workers), "must be in 1 to 64") == 0);
	// Changed between steps: the same bits as a world that kept one worker.
	def = b2cDefaultWorldDef();
	b2cWorld *a = busyScene(&def);
	b2cWorld *b = busyScene(&def);
	ENSURE(a != NULL && b != NULL);
	ENSURE(b2cWorld_GetWorkerCount(b) == 1);
	int counts[5] = {2, 3, 1, 4, 2};
	for (int k = 0; k < 5; ++k) {
		ENSURE(b2cWorld_SetWorkerCount(b, counts[k]));
		ENSURE(b2cWorld_GetWorkerCount(b) == counts[k]);
		ENSURE(b2cWorld_GetSettings(b).workerCount == counts[k]);
		for (int i = 0; i < 60; ++i) {
			b2cWorld_Step(a, 1.0f / 60.0f, 4);
			b2cWorld_Step(b, 1.0f / 60.0f, 4);
		}
		ENSURE(b2cWorld_Hash(a) == b2cWorld_Hash(b));
	}
	ENSURE(!b2cWorld_SetWorkerCount(b, 0) && !b2cWorld_SetWorkerCount(b, B2C_MAX_WORKERS + 1));
	ENSURE(b2cWorld_GetWorkerCount(b) == 2);
	// a restore keeps the world's own count (not state)
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(a);
	ENSURE(snapshot != NULL);
	ENSURE(b2cWorld_Restore(b, snapshot));
	ENSURE(b2cWorld_GetWorkerCount(b) == 2 && b2cWorld_GetWorkerCount(a) == 1);
	for (int i = 0; i < 60; ++i) {
		b2cWorld_Step(a, 1.0f / 60.0f, 4);
		b2cWorld_Step(b, 1.0f / 60.0f, 4);
	}
	ENSURE(b2cWorld_Hash(a) == b2cWorld_Hash(b));
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(a);
	b2cDestroyWorld(b);
	return 0;
}
