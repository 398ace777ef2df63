// SPDX-License-Identifier: MIT
// b2c: the slot arrays every object of a world lives in. Bodies, shapes, chains, contacts, joints
// and the contacts' point records each sit in one flat array, indexed by ids from an id pool
// (id_pool.h): objects name each other by index, never by pointer, so a snapshot is a copy of the
// arrays. The kinds a handle can name (bodies, shapes, chains, joints) keep a generation in each
// slot, and a handle is its index and generation. Internal header.
#ifndef B2C_SLOTS_H
#define B2C_SLOTS_H

#include "id_pool.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// No object: the end of a list, a slot not in use, a joint's side on the world.
#define B2C_NULL_INDEX (-1)

/// The generation a slot takes when its object is destroyed: one more, and at least the floor a
/// restore left (generations handed out in a future the restore undid are never reused).
static inline uint32_t b2cNextGeneration(uint32_t generation, uint32_t floor)
{
	return generation + 1u > floor ? generation + 1u : floor;
}

// ---- slots.c ----

/// A free index of `ids` with room for it in `*array` (grown as needed), or -1.
int b2cAllocSlot(b2cIdPool *ids, void **array, int *capacity, size_t elementSize);
/// Grow two arrays of one capacity (slots and what goes with them) to newCapacity, the new
/// elements zero: both, or neither (false, out of memory).
bool b2cGrowPairedArrays(void **array, size_t elementSize, void **other, size_t otherSize, int *capacity,
						 int newCapacity);
/// b2cAllocSlot for two arrays of one capacity: both grow, or neither.
int b2cAllocPairedSlot(b2cIdPool *ids, void **array, size_t elementSize, void **other, size_t otherSize, int *capacity);

// ---- stamps (shape.c) ----

/// A stamp never handed out before in this process (never 0): it names one content of a shape's
/// geometry, a tree's arrays or a pair map's (what a snapshot or a restore may skip copying).
uint64_t b2cNewStamp(void);

#endif
