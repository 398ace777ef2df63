// SPDX-License-Identifier: MIT
// b2c: integer id recycling.
#include "id_pool.h"

#include "array.h"
#include "b2c/base.h"

b2cIdPool b2cCreateIdPool(void) { return (b2cIdPool){NULL, 0, 0, 0}; }

void b2cDestroyIdPool(b2cIdPool *pool)
{
	b2cFree(pool->freeArray, (size_t)pool->freeCapacity * sizeof(int));
	*pool = b2cCreateIdPool();
}

int b2cAllocId(b2cIdPool *pool)
{
	// Room in the free list for every id handed out, this one too: freeing never needs memory (a
	// free that failed for want of it left the id counted and never reused).
	int handedOut = pool->nextIndex + (pool->freeCount > 0 ? 0 : 1);
	if (pool->freeCount == 0 && pool->nextIndex == 0x7fffffff)
		return -1;
	if (pool->freeCapacity < handedOut &&
		!b2cGrowArray((void **)&pool->freeArray, &pool->freeCapacity, handedOut, sizeof(int)))
		return -1;
	if (pool->freeCount > 0)
		return pool->freeArray[--pool->freeCount];
	return pool->nextIndex++;
}

int b2cPeekId(const b2cIdPool *pool)
{
	if (pool->freeCount > 0)
		return pool->freeArray[pool->freeCount - 1];
	return pool->nextIndex == 0x7fffffff ? -1 : pool->nextIndex;
}

bool b2cFreeId(b2cIdPool *pool, int id)
{
	B2C_ASSERT(0 <= id && id < pool->nextIndex);
	// (room for it already: see b2cAllocId and the snapshot loader)
	if (pool->freeCount == pool->freeCapacity &&
		!b2cGrowArray((void **)&pool->freeArray, &pool->freeCapacity, pool->nextIndex, sizeof(int)))
		return false;
	pool->freeArray[pool->freeCount++] = id;
	return true;
}

int b2cGetIdCount(const b2cIdPool *pool) { return pool->nextIndex - pool->freeCount; }

int b2cGetIdCapacity(const b2cIdPool *pool) { return pool->nextIndex; }
