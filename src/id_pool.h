// SPDX-License-Identifier: MIT
// b2c: recycles integer ids (array indices) through a free list, so that objects living in
// arrays keep stable indices while others come and go. Internal header.
#ifndef B2C_ID_POOL_H
#define B2C_ID_POOL_H

#include <stdbool.h>

typedef struct b2cIdPool {
	int *freeArray; ///< freed ids, reused last-in first-out
	int freeCount;
	int freeCapacity;
	int nextIndex; ///< ids below this have been handed out at least once
} b2cIdPool;

b2cIdPool b2cCreateIdPool(void);
void b2cDestroyIdPool(b2cIdPool *pool);
/// A free id (a recycled one first), or -1 when all 2^31 - 1 ids are in use or memory runs out
/// (the free list keeps room for every id handed out).
int b2cAllocId(b2cIdPool *pool);
/// The id b2cAllocId gives next (when it does not fail for memory), or -1 when none is left.
int b2cPeekId(const b2cIdPool *pool);
/// Give `id` back. Needs no memory: b2cAllocId, and the snapshot loader, keep room in the free
/// list for every id (false, changing nothing, only for a pool without it when memory runs out).
bool b2cFreeId(b2cIdPool *pool, int id);
/// Ids in use.
int b2cGetIdCount(const b2cIdPool *pool);
/// One past the largest id ever handed out: the size arrays indexed by these ids need.
int b2cGetIdCapacity(const b2cIdPool *pool);

#endif
