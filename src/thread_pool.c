// SPDX-License-Identifier: MIT
// b2c: the world's own workers (pthreads), and the one entry the step's passes use to run a range
// task on whatever workers the world has (b2cParallelFor).
//
// A task's ranges are shared out in contiguous shares, one a thread (the caller's first): each
// thread takes the ranges of its own share first, then those left in the others' (fetch-and-add on
// a word holding a share's next range and end). The same thread thus runs the same items task
// after task (bodies, constraint blocks, contacts stay in its core's cache) and a late thread's
// share is taken by the others. A thread that took a range knows the task cannot end before it
// does, so it may read the task's fields then. Between the tasks of the solver the threads spin a
// little (they follow each other within microseconds), then wait on a condition variable, as they
// do between steps.
#define _POSIX_C_SOURCE 200809L
#include "thread_pool.h"

#include "world_internal.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <string.h>

// How many times a thread with nothing to do polls before it waits on the condition variable
// (each poll a pause instruction: some tens of microseconds in all).
#define SPIN_LIMIT 20000
// How many polls the caller makes waiting for the last ranges before it yields its core (the
// thread running them may have been preempted on a busy machine).
#define YIELD_AFTER 2000
// At most this many ranges a task.
#define MAX_RANGES 4096

static inline void pauseCpu(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#elif defined(__aarch64__)
	__asm__ __volatile__("yield");
#endif
}

/// A thread's share of the current task: end << 32 | next range to take (in a cache line of its own).
typedef struct Share {
	_Atomic uint64_t word;
	char pad[64 - sizeof(uint64_t)];
} Share;

struct b2cThreadPool {
	Share shares[B2C_MAX_WORKERS]; ///< one a thread, the caller's at 0
	_Atomic uint32_t posted;       ///< the serial number of the last task published
	_Atomic int32_t done;          ///< ranges of the current task that have run
	_Atomic int32_t sleeping;      ///< threads waiting on `wake`
	_Atomic int32_t busy;          ///< tasks follow closely: spin before waiting
	_Atomic int32_t stop;
	// the current task (written by the caller before it publishes the shares)
	b2cTaskCallback *callback;
	void *context;
	int32_t itemCount, rangeSize;
	uint32_t serial;
	pthread_mutex_t mutex;
	pthread_cond_t wake;
	int threadCount;
	pthread_t threads[B2C_MAX_WORKERS];
	struct WorkerArg {
		b2cThreadPool *pool;
		uint32_t index;
	} args[B2C_MAX_WORKERS];
};

// Take and run ranges: the worker's own share first, then what is left of the others'. (A thread
// late from a task before may take a range of this one: it reads the task's fields only after it
// took the range, and they are this task's.)
static void runRanges(b2cThreadPool *pool, uint32_t worker)
{
	int shareCount = pool->threadCount + 1;
	for (int k = 0; k < shareCount; ++k) {
		Share *share = &pool->shares[((int)worker + k) % shareCount];
		for (;;) {
			uint64_t word = atomic_fetch_add_explicit(&share->word, 1, memory_order_acq_rel);
			uint32_t next = (uint32_t)word, end = (uint32_t)(word >> 32);
			if (next >= end)
				break;
			int32_t start = (int32_t)next * pool->rangeSize;
			int32_t stop = pool->itemCount - start < pool->rangeSize ? pool->itemCount : start + pool->rangeSize;
			pool->callback(start, stop, worker, pool->context);
			atomic_fetch_add_explicit(&pool->done, 1, memory_order_release);
		}
	}
}

static void *workerMain(void *arg)
{
	struct WorkerArg *a = (struct WorkerArg *)arg;
	b2cThreadPool *pool = a->pool;
	uint32_t seen = 0;
	for (;;) {
		int spins = 0;
		while (atomic_load_explicit(&pool->posted, memory_order_acquire) == seen) {
			if (atomic_load_explicit(&pool->stop, memory_order_acquire))
				return NULL;
			// (a spinning thread slows the others of a shared core: it spins only while the caller
			// says tasks follow each other closely)
			if (spins < SPIN_LIMIT && atomic_load_explicit(&pool->busy, memory_order_relaxed)) {
				++spins;
				pauseCpu();
				continue;
			}
			// (sleeping is counted before `posted` is read again: a caller that publishes a task
			// after that read sees the count and signals, under the mutex)
			pthread_mutex_lock(&pool->mutex);
			atomic_fetch_add(&pool->sleeping, 1);
			while (atomic_load(&pool->posted) == seen && !atomic_load(&pool->stop))
				pthread_cond_wait(&pool->wake, &pool->mutex);
			atomic_fetch_sub(&pool->sleeping, 1);
			pthread_mutex_unlock(&pool->mutex);
			spins = 0;
		}
		seen = atomic_load_explicit(&pool->posted, memory_order_acquire);
		runRanges(pool, a->index);
	}
}

static void wakeAll(b2cThreadPool *pool)
{
	if (atomic_load(&pool->sleeping) == 0)
		return;
	pthread_mutex_lock(&pool->mutex);
	pthread_cond_broadcast(&pool->wake);
	pthread_mutex_unlock(&pool->mutex);
}

b2cThreadPool *b2cThreadPool_Create(int threadCount)
{
	if (threadCount < 1)
		return NULL;
	if (threadCount > B2C_MAX_WORKERS - 1)
		threadCount = B2C_MAX_WORKERS - 1;
	b2cThreadPool *pool = (b2cThreadPool *)b2cAlloc(sizeof(b2cThreadPool));
	if (pool == NULL)
		return NULL;
	memset(pool, 0, sizeof *pool);
	atomic_init(&pool->posted, 0);
	for (int i = 0; i < B2C_MAX_WORKERS; ++i)
		atomic_init(&pool->shares[i].word, 0);
	atomic_init(&pool->done, 0);
	atomic_init(&pool->sleeping, 0);
	atomic_init(&pool->busy, 0);
	atomic_init(&pool->stop, 0);
	if (pthread_mutex_init(&pool->mutex, NULL) != 0) {
		b2cFree(pool, sizeof(b2cThreadPool));
		return NULL;
	}
	if (pthread_cond_init(&pool->wake, NULL) != 0) {
		pthread_mutex_destroy(&pool->mutex);
		b2cFree(pool, sizeof(b2cThreadPool));
		return NULL;
	}
	for (int i = 0; i < threadCount; ++i) {
		pool->args[i] = (struct WorkerArg){pool, (uint32_t)(i + 1)};
		if (pthread_create(&pool->threads[i], NULL, workerMain, &pool->args[i]) != 0)
			break; // (fewer threads: the same results, sooner or later)
		pool->threadCount++;
	}
	if (pool->threadCount == 0) {
		b2cThreadPool_Destroy(pool);
		return NULL;
	}
	return pool;
}

void b2cThreadPool_Destroy(b2cThreadPool *pool)
{
	if (pool == NULL)
		return;
	pthread_mutex_lock(&pool->mutex);
	atomic_store(&pool->stop, 1);
	pthread_cond_broadcast(&pool->wake);
	pthread_mutex_unlock(&pool->mutex);
	for (int i = 0; i < pool->threadCount; ++i)
		pthread_join(pool->threads[i], NULL);
	pthread_cond_destroy(&pool->wake);
	pthread_mutex_destroy(&pool->mutex);
	b2cFree(pool, sizeof(b2cThreadPool));
}

void b2cThreadPool_SetBusy(b2cThreadPool *pool, bool busy)
{
	if (pool == NULL)
		return;
	atomic_store_explicit(&pool->busy, busy ? 1 : 0, memory_order_relaxed);
	if (busy && atomic_load(&pool->sleeping) > 0) {
		pthread_mutex_lock(&pool->mutex);
		pthread_cond_broadcast(&pool->wake); // (they find no task and spin, ready for the first)
		pthread_mutex_unlock(&pool->mutex);
	}
}

void b2cThreadPool_Run(b2cThreadPool *pool, b2cTaskCallback *task, int32_t itemCount, int32_t rangeSize, void *context)
{
	if (itemCount <= 0)
		return;
	if (rangeSize < 1)
		rangeSize = 1;
	int32_t ranges = (itemCount - 1) / rangeSize + 1;
	if (ranges > MAX_RANGES) {
		rangeSize = (itemCount - 1) / MAX_RANGES + 1;
		ranges = (itemCount - 1) / rangeSize + 1;
	}
	pool->callback = task;
	pool->context = context;
	pool->itemCount = itemCount;
	pool->rangeSize = rangeSize;
	atomic_store_explicit(&pool->done, 0, memory_order_relaxed);
	int shareCount = pool->threadCount + 1;
	for (int k = 0; k < shareCount; ++k) {
		uint64_t start = (uint64_t)ranges * (uint64_t)k / (uint64_t)shareCount;
		uint64_t end = (uint64_t)ranges * (uint64_t)(k + 1) / (uint64_t)shareCount;
		atomic_store_explicit(&pool->shares[k].word, end << 32 | start, memory_order_release);
	}
	atomic_store(&pool->posted, ++pool->serial);
	wakeAll(pool);
	runRanges(pool, 0);
	for (int polls = 0; atomic_load_explicit(&pool->done, memory_order_acquire) < ranges; ++polls) {
		if (polls < YIELD_AFTER)
			pauseCpu();
		else
			sched_yield();
	}
}

bool b2cIsParallel(const b2cWorld *world)
{
	return world->def.workerCount > 1 && (world->def.enqueueTask != NULL || world->pool != NULL);
}

void b2cParallelFor(const b2cWorld *world, b2cTaskCallback *task, int32_t itemCount, int32_t minRange, void *context)
{
	if (itemCount <= 0)
		return;
	if (minRange < 1)
		minRange = 1;
	int workers = world->def.workerCount;
	if (workers <= 1 || itemCount <= minRange || (world->def.enqueueTask == NULL && world->pool == NULL)) {
		task(0, itemCount, 0, context);
		return;
	}
	// Four ranges a worker (some threads may be late or busy elsewhere), each at least minRange.
	int32_t perRange = (itemCount - 1) / (4 * workers) + 1;
	int32_t rangeSize = perRange > minRange ? perRange : minRange;
	if (world->def.enqueueTask != NULL) {
		void *handle = world->def.enqueueTask(task, itemCount, rangeSize, context, world->def.userTaskContext);
		if (handle != NULL)
			world->def.finishTask(handle, world->def.userTaskContext);
		return;
	}
	b2cThreadPool_Run(world->pool, task, itemCount, rangeSize, context);
}
