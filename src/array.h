// SPDX-License-Identifier: MIT
// b2c: growable arrays of the core (through the allocator hook). Internal header.
#ifndef B2C_ARRAY_H
#define B2C_ARRAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// The capacity an array of `capacity` grows to for `needed` elements: from 16, doubling.
int b2cGrownCapacity(int capacity, int needed);

/// Grow an array of `elementSize` elements to at least `needed` (b2cGrownCapacity); the new
/// elements are zeroed. False, and the array as it was, when memory runs out.
bool b2cGrowArray(void **array, int *capacity, int needed, size_t elementSize);

/// Remove `value` from array[0..*count) by moving the last element into its place; false when
/// it is not there.
static inline bool b2cRemoveSwap(int32_t *array, int *count, int32_t value)
{
	for (int i = 0; i < *count; ++i) {
		if (array[i] == value) {
			array[i] = array[--*count];
			return true;
		}
	}
	return false;
}

#endif
