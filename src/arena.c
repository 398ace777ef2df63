// SPDX-License-Identifier: MIT
// b2c: the per-step stack arena (see arena.h).
#include "arena.h"

#include "b2c/base.h"

#include <stdint.h>

static size_t roundUp(size_t size) { return (size + B2C_ARENA_ALIGNMENT - 1) & ~(size_t)(B2C_ARENA_ALIGNMENT - 1); }

static char *alignPointer(char *p)
{
	uintptr_t address = (uintptr_t)p;
	return p + (roundUp(address) - address);
}

void *b2cArena_Alloc(b2cArena *arena, size_t size)
{
	if (arena->entryCount == B2C_ARENA_MAX_ENTRIES)
		return NULL;
	size_t rounded = roundUp(size > 0 ? size : 1);
	b2cArenaEntry *entry = &arena->entries[arena->entryCount];
	if (arena->allocation + rounded <= arena->capacity) {
		entry->block = arena->base + arena->allocation;
		entry->memory = NULL;
		entry->size = rounded;
		arena->allocation += rounded;
	} else {
		// Full: from the hook, with room to align.
		entry->size = rounded + B2C_ARENA_ALIGNMENT;
		entry->memory = (char *)b2cAlloc(entry->size);
		if (entry->memory == NULL)
			return NULL;
		entry->block = alignPointer(entry->memory);
	}
	arena->entryCount++;
	arena->demand += rounded;
	if (arena->demand > arena->maxDemand)
		arena->maxDemand = arena->demand;
	return entry->block;
}

void b2cArena_Free(b2cArena *arena, void *block)
{
	if (block == NULL)
		return;
	B2C_ASSERT(arena->entryCount > 0);
	b2cArenaEntry *entry = &arena->entries[arena->entryCount - 1];
	B2C_ASSERT(entry->block == block); // strictly last in, first out
	if (entry->memory != NULL) {
		b2cFree(entry->memory, entry->size);
		arena->demand -= entry->size - B2C_ARENA_ALIGNMENT;
	} else {
		arena->allocation -= entry->size;
		arena->demand -= entry->size;
	}
	arena->entryCount--;
}

bool b2cArena_Grow(b2cArena *arena)
{
	B2C_ASSERT(arena->entryCount == 0);
	if (arena->entryCount != 0 || arena->maxDemand <= arena->capacity)
		return true;
	size_t capacity = arena->maxDemand + arena->maxDemand / 4; // a little room to grow
	char *buffer = (char *)b2cAlloc(capacity + B2C_ARENA_ALIGNMENT);
	if (buffer == NULL)
		return false;
	b2cFree(arena->buffer, arena->capacity + B2C_ARENA_ALIGNMENT);
	arena->buffer = buffer;
	arena->base = alignPointer(buffer);
	arena->capacity = capacity;
	arena->allocation = 0;
	return true;
}

void b2cArena_Destroy(b2cArena *arena)
{
	B2C_ASSERT(arena->entryCount == 0);
	b2cFree(arena->buffer, arena->capacity + B2C_ARENA_ALIGNMENT);
	b2cFree(arena->proxyIndex, 2 * (size_t)arena->proxyIndexCapacity * sizeof(int32_t));
	*arena = (b2cArena){0};
}
