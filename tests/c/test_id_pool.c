// SPDX-License-Identifier: MIT
// The id pool: ids are handed out in order, recycled last-in first-out, and memory is returned.
#include "id_pool.h"
#include "b2c/base.h"
#include "test_macros.h"

int IdPoolRecycles(void)
{
	int64_t bytes = b2cGetByteCount();
	b2cIdPool pool = b2cCreateIdPool();
	for (int i = 0; i < 100; ++i)
		ENSURE(b2cAllocId(&pool) == i);
	ENSURE(b2cGetIdCount(&pool) == 100 && b2cGetIdCapacity(&pool) == 100);
	for (int i = 0; i < 100; i += 3)
		ENSURE(b2cFreeId(&pool, i));
	ENSURE(b2cGetIdCount(&pool) == 66);
	ENSURE(b2cAllocId(&pool) == 99); // the last freed comes back first
	ENSURE(b2cAllocId(&pool) == 96);
	ENSURE(b2cGetIdCapacity(&pool) == 100);
	while (b2cGetIdCount(&pool) < 100)
		ENSURE(b2cAllocId(&pool) < 100);
	ENSURE(b2cAllocId(&pool) == 100);
	ENSURE(b2cGetByteCount() > bytes);
	b2cDestroyIdPool(&pool);
	ENSURE(b2cGetByteCount() == bytes);
	ENSURE(b2cGetIdCount(&pool) == 0);
	return 0;
}
