// SPDX-License-Identifier: MIT
// b2c: the allocation and assertion hooks every part of the core goes through.
#include "b2c/base.h"
#include "array.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *defaultAlloc(size_t size, void *context)
{
	(void)context;
	return malloc(size);
}

static void defaultFree(void *memory, size_t size, void *context)
{
	(void)size;
	(void)context;
	free(memory);
}

static int defaultAssert(const char *condition, const char *file, int line)
{
	fprintf(stderr, "b2c: assertion failed: %s (%s:%d)\n", condition, file, line);
	return 1;
}

static b2cAllocFcn *s_alloc = defaultAlloc;
static b2cFreeFcn *s_free = defaultFree;
static void *s_allocContext = NULL;
static b2cAssertFcn *s_assert = defaultAssert;
static _Atomic int64_t s_byteCount = 0;

void b2cSetAllocator(b2cAllocFcn *allocFcn, b2cFreeFcn *freeFcn, void *context)
{
	s_alloc = allocFcn ? allocFcn : defaultAlloc;
	s_free = freeFcn ? freeFcn : defaultFree;
	s_allocContext = (allocFcn || freeFcn) ? context : NULL;
}

void b2cSetAssertFcn(b2cAssertFcn *assertFcn) { s_assert = assertFcn ? assertFcn : defaultAssert; }

int b2cInternalAssert(const char *condition, const char *file, int line) { return s_assert(condition, file, line); }

// Allocations the hook refused, in the process (b2cWorld_Step counts its own by the difference).
// Not thread-local: a _Thread_local in the module made LeakSanitizer's tracer crash under LuaJIT.
static _Atomic uint64_t s_failedAllocations = 0;

void *b2cAlloc(size_t size)
{
	if (size == 0)
		return NULL;
	void *memory = s_alloc(size, s_allocContext);
	if (memory != NULL)
		atomic_fetch_add(&s_byteCount, (int64_t)size);
	else
		atomic_fetch_add(&s_failedAllocations, 1);
	return memory;
}

uint64_t b2cGetFailedAllocationCount(void) { return atomic_load(&s_failedAllocations); }

void b2cFree(void *memory, size_t size)
{
	if (memory == NULL)
		return;
	s_free(memory, size, s_allocContext);
	atomic_fetch_sub(&s_byteCount, (int64_t)size);
}

void *b2cGrowAlloc(void *memory, size_t oldSize, size_t newSize)
{
	void *grown = b2cAlloc(newSize);
	if (grown == NULL && newSize > 0)
		return NULL;
	if (memory != NULL && grown != NULL)
		memcpy(grown, memory, oldSize < newSize ? oldSize : newSize);
	b2cFree(memory, oldSize);
	return grown;
}

int b2cGrownCapacity(int capacity, int needed)
{
	int grown = capacity < 16 ? 16 : capacity;
	while (grown < needed)
		grown *= 2;
	return grown;
}

bool b2cGrowArray(void **array, int *capacity, int needed, size_t elementSize)
{
	if (needed <= *capacity)
		return true;
	int grown = b2cGrownCapacity(*capacity, needed);
	void *memory = b2cGrowAlloc(*array, (size_t)*capacity * elementSize, (size_t)grown * elementSize);
	if (memory == NULL)
		return false;
	memset((char *)memory + (size_t)*capacity * elementSize, 0, (size_t)(grown - *capacity) * elementSize);
	*array = memory;
	*capacity = grown;
	return true;
}

int32_t *b2cIndexPositions(const int32_t *array, int count, int capacity)
{
	int32_t *positions = (int32_t *)b2cAlloc((size_t)capacity * sizeof(int32_t));
	if (positions == NULL)
		return NULL;
	memset(positions, 0xff, (size_t)capacity * sizeof(int32_t));
	for (int i = 0; i < count; ++i)
		if (array[i] >= 0 && array[i] < capacity)
			positions[array[i]] = i;
	return positions;
}

void b2cRemoveSwapAt(int32_t *array, int *count, int32_t *positions, int capacity, int32_t value)
{
	if (value < 0 || value >= capacity)
		return;
	int32_t i = positions[value];
	if (i < 0 || i >= *count || array[i] != value)
		return; // (not there: b2cRemoveSwap would find nothing either)
	int32_t last = array[--*count];
	array[i] = last;
	if (last >= 0 && last < capacity)
		positions[last] = i;
	positions[value] = -1;
}

void b2cRemoveSwapIndexed(int32_t *array, int *count, int32_t *positions, int capacity, int32_t value)
{
	if (positions == NULL || value < 0 || value >= capacity) {
		b2cRemoveSwap(array, count, value);
		return;
	}
	int32_t i = positions[value];
	if (i < 0 || i >= *count || array[i] != value) {
		for (int j = 0; j < *count; ++j)
			if (array[j] >= 0 && array[j] < capacity)
				positions[array[j]] = j;
	}
	b2cRemoveSwapAt(array, count, positions, capacity, value);
}

int64_t b2cGetByteCount(void) { return atomic_load(&s_byteCount); }

uint64_t b2cChecksum(const void *data, size_t size)
{
	const unsigned char *p = (const unsigned char *)data;
	uint64_t hash = B2C_HASH_INIT;
	size_t words = size / 8;
	for (size_t i = 0; i < words; ++i, p += 8) {
		uint64_t word = 0;
		for (int k = 7; k >= 0; --k)
			word = word << 8 | p[k]; // (one load on a little-endian machine)
		hash ^= word;
		hash *= 1099511628211ull;
		hash ^= hash >> 29; // (mixes the high bits down: a word's top byte then reaches every later step)
	}
	return b2cHashBytes(hash, p, size % 8);
}

uint64_t b2cHashBytes(uint64_t hash, const void *data, size_t size)
{
	const unsigned char *p = (const unsigned char *)data;
	for (size_t i = 0; i < size; ++i) {
		hash ^= p[i];
		hash *= 1099511628211ull;
	}
	return hash;
}
