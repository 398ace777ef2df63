// SPDX-License-Identifier: MIT
// An allocator hook for the C tests that fails on demand: `allowed` allocations succeed, then every
// one fails (-1: never), and `live` counts the bytes it holds. Install it with
// b2cSetAllocator(failingAlloc, failingFree, &allocator).
#ifndef B2C_FAILING_ALLOCATOR_H
#define B2C_FAILING_ALLOCATOR_H

#include <stdlib.h>

typedef struct FailingAllocator {
	int allowed; ///< allocations left before they fail (-1: never fail)
	size_t live;
	int refused; ///< allocations it failed
} FailingAllocator;

static inline void *failingAlloc(size_t size, void *context)
{
	FailingAllocator *f = (FailingAllocator *)context;
	if (f->allowed == 0) {
		f->refused++;
		return NULL;
	}
	if (f->allowed > 0)
		f->allowed--;
	f->live += size;
	return malloc(size);
}

static inline void failingFree(void *memory, size_t size, void *context)
{
	((FailingAllocator *)context)->live -= size;
	free(memory);
}

#endif
