// SPDX-License-Identifier: MIT
// b2c: growing the world's slot arrays (see slots.h).
#include "slots.h"

#include "array.h"
#include "b2c/base.h"

#include <string.h>

// The array grows before the id is taken: every id ever handed out has its slot (the loops over
// b2cGetIdCapacity read them all), even when the growth fails for memory.
int b2cAllocSlot(b2cIdPool *ids, void **array, int *capacity, size_t elementSize)
{
	int next = b2cPeekId(ids);
	if (next < 0 || !b2cGrowArray(array, capacity, next + 1, elementSize))
		return -1;
	return b2cAllocId(ids);
}

bool b2cGrowPairedArrays(void **array, size_t elementSize, void **other, size_t otherSize, int *capacity,
						 int newCapacity)
{
	int old = *capacity;
	if (newCapacity <= old)
		return true;
	char *a = (char *)b2cAlloc((size_t)newCapacity * elementSize),
		 *b = (char *)b2cAlloc((size_t)newCapacity * otherSize);
	if (a == NULL || b == NULL) {
		b2cFree(a, (size_t)newCapacity * elementSize);
		b2cFree(b, (size_t)newCapacity * otherSize);
		return false;
	}
	if (old > 0) {
		memcpy(a, *array, (size_t)old * elementSize);
		memcpy(b, *other, (size_t)old * otherSize);
	}
	memset(a + (size_t)old * elementSize, 0, (size_t)(newCapacity - old) * elementSize);
	memset(b + (size_t)old * otherSize, 0, (size_t)(newCapacity - old) * otherSize);
	b2cFree(*array, (size_t)old * elementSize);
	b2cFree(*other, (size_t)old * otherSize);
	*array = a;
	*other = b;
	*capacity = newCapacity;
	return true;
}

int b2cAllocPairedSlot(b2cIdPool *ids, void **array, size_t elementSize, void **other, size_t otherSize, int *capacity)
{
	int next = b2cPeekId(ids);
	if (next < 0)
		return -1;
	if (next >= *capacity &&
		!b2cGrowPairedArrays(array, elementSize, other, otherSize, capacity, b2cGrownCapacity(*capacity, next + 1)))
		return -1;
	return b2cAllocId(ids);
}
