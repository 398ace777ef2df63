// SPDX-License-Identifier: MIT
// b2c: growing the world's slot arrays (see slots.h).
#include "slots.h"

#include "array.h"
#include "b2c/base.h"

#include <string.h>

int b2cAllocSlot(b2cIdPool *ids, void **array, int *capacity, size_t elementSize)
{
	int index = b2cAllocId(ids);
	if (index >= 0 && !b2cGrowArray(array, capacity, index + 1, elementSize)) {
		b2cFreeId(ids, index);
		return -1;
	}
	return index;
}

bool b2cGrowPairedArrays(void **array, size_t elementSize, void **other, size_t otherSize, int *capacity,
						 int newCapacity)
{
	int old = *capacity;
	if (newCapacity <= old)
		return true;
	char *a = (char *)b2cAlloc((size_t)newCapacity * elementSize), *b = (char *)b2cAlloc((size_t)newCapacity * otherSize);
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

int b2cAllocPairedSlot(b2cIdPool *ids, void **array, size_t elementSize, void **other, size_t otherSize,
					   int *capacity)
{
	int index = b2cAllocId(ids);
	if (index < 0 || index < *capacity)
		return index;
	if (!b2cGrowPairedArrays(array, elementSize, other, otherSize, capacity, b2cGrownCapacity(*capacity, index + 1))) {
		b2cFreeId(ids, index);
		return -1;
	}
	return index;
}
