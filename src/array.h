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

/// Where each value of array[0..count) sits: positions[value] (an array of `capacity` ints, the
/// values in [0, capacity); -1 for those not in it), allocated through the hook; NULL when memory
/// runs out. Free it with b2cFree(positions, capacity * sizeof(int32_t)).
int32_t *b2cIndexPositions(const int32_t *array, int count, int capacity);
/// b2cRemoveSwap in constant time, keeping `positions` up to date: the same array after.
void b2cRemoveSwapAt(int32_t *array, int *count, int32_t *positions, int capacity, int32_t value);
/// b2cRemoveSwap through `positions` (of `capacity` values) kept between calls: an entry is checked
/// before use, and all are set again from the array when it does not hold (a value added since).
/// The same array after; NULL positions: looked through.
void b2cRemoveSwapIndexed(int32_t *array, int *count, int32_t *positions, int capacity, int32_t value);

#endif
