// SPDX-License-Identifier: MIT
// b2c: a stack arena for the temporaries of one step (the seeds' stack allocator). Allocations are
// freed in the reverse order of their allocation. The arena owns one buffer; an allocation that does
// not fit takes memory from the allocator hook instead, and the arena remembers the most it was
// asked for, so that `b2cArena_Grow`, called when it is empty (after a step), makes the buffer big
// enough: from then on a step of the same size allocates nothing. Internal header.
#ifndef B2C_ARENA_H
#define B2C_ARENA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define B2C_ARENA_MAX_ENTRIES 32
#define B2C_ARENA_ALIGNMENT 32 ///< every block starts at a multiple of this (room for SIMD rows)

typedef struct b2cArenaEntry {
	char *block;  ///< what the caller got
	char *memory; ///< what the hook gave, when the buffer was full (NULL: inside the buffer)
	size_t size;  ///< bytes taken: from the buffer, or from the hook
} b2cArenaEntry;

typedef struct b2cArena {
	char *buffer, *base; ///< the buffer as allocated, and its first aligned byte
	size_t capacity;     ///< usable bytes from base
	size_t allocation;   ///< bytes in use in the buffer
	size_t demand;       ///< bytes of every live block, buffer or not
	size_t maxDemand;    ///< the most `demand` has been since the last grow
	int entryCount;
	b2cArenaEntry entries[B2C_ARENA_MAX_ENTRIES];
	/// Kept with the arena, apart from any step, and like it no state (a snapshot has none, a
	/// restore keeps the live world's): where the world's proxies sit in its broad-phase's buffers
	/// (b2cProxyIndex, 2 × proxyIndexCapacity ints), freed with the arena.
	int32_t *proxyIndex;
	int proxyIndexCapacity;
} b2cArena;

/// A block of `size` bytes aligned to B2C_ARENA_ALIGNMENT, or NULL when memory runs out (or too
/// many blocks are live). A size of 0 gives a valid, distinct pointer-sized block.
void *b2cArena_Alloc(b2cArena *arena, size_t size);
/// Free the most recent live block (`block` must be it; NULL is ignored).
void b2cArena_Free(b2cArena *arena, void *block);
/// With no live block: make the buffer as big as the largest demand seen. False when memory ran
/// out (the arena still works, through the hook).
bool b2cArena_Grow(b2cArena *arena);
void b2cArena_Destroy(b2cArena *arena);

#endif
