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
	if (pool->freeCount > 0)
		return pool->freeArray[--pool->freeCount];
	if (pool->nextIndex == 0x7fffffff)
		return -1;
	return pool->nextIndex++;
}

bool b2cFreeId(b2cIdPool *pool, int id)
{
	B2C_ASSERT(0 <= id && id < pool->nextIndex);
	if (pool->freeCount == pool->freeCapacity &&
		!b2cGrowArray((void **)&pool->freeArray, &pool->freeCapacity, pool->freeCount + 1, sizeof(int)))
		return false;
	pool->freeArray[pool->freeCount++] = id;
	return true;
}

int b2cGetIdCount(const b2cIdPool *pool) { return pool->nextIndex - pool->freeCount; }

int b2cGetIdCapacity(const b2cIdPool *pool) { return pool->nextIndex; }
