// SPDX-License-Identifier: MIT
// b2c: the step's workers. A pass of the step whose items are independent (bodies integrated,
// constraint blocks of one colour solved, contacts collided) runs as one range task over its
// items: on the world's own threads (a pool of pthreads, b2cThreadPool), on an embedder's task
// system (b2cWorldDef.enqueueTask and finishTask), or, with one worker, as one call on the calling
// thread. A pass gives the same bits however its items are split: each item writes only its own
// results, and whatever writes shared state (events, allocations, callbacks) stays in the serial
// passes around it. Internal header.
#ifndef B2C_THREAD_POOL_H
#define B2C_THREAD_POOL_H

#include "b2c/world.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct b2cThreadPool b2cThreadPool;

/// Start `threadCount` threads (1 to B2C_MAX_WORKERS - 1): workers 1..threadCount, the caller of
/// b2cThreadPool_Run being worker 0. Fewer when the system refuses some; NULL when it refuses them
/// all or memory runs out (the passes then run on the calling thread alone).
b2cThreadPool *b2cThreadPool_Create(int threadCount);
/// Stop and join the threads (NULL: nothing).
void b2cThreadPool_Destroy(b2cThreadPool *pool);
/// Run `task` over 0..itemCount in ranges of `rangeSize` items, on the pool's threads and the
/// calling thread, and return when every range has run.
void b2cThreadPool_Run(b2cThreadPool *pool, b2cTaskCallback *task, int32_t itemCount, int32_t rangeSize, void *context);
/// While busy (the solver: tasks within microseconds of each other) the threads spin a little
/// between tasks before they wait; otherwise they wait on their condition variable at once (a
/// spinning thread slows the others of a shared core). Busy also wakes them, ready for the first.
void b2cThreadPool_SetBusy(b2cThreadPool *pool, bool busy);

struct b2cWorld;

/// Run `task` over the items 0..itemCount, in ranges of at least minRange items, on the world's
/// workers (its pool, the embedder's task system, or the calling thread alone), and return when
/// all have run. Workers are numbered below the world's workerCount.
void b2cParallelFor(const struct b2cWorld *world, b2cTaskCallback *task, int32_t itemCount, int32_t minRange,
					void *context);

/// Whether the world runs its passes on more than one worker.
bool b2cIsParallel(const struct b2cWorld *world);

#endif
