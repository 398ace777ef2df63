// SPDX-License-Identifier: MIT
// b2c: hints to the compiler for the hot paths: inlining forced, and memory fetched ahead of its
// use. Without GCC or Clang they are plain `static inline` and nothing. Internal header.
#ifndef B2C_COMPILER_HINTS_H
#define B2C_COMPILER_HINTS_H

#if defined(__GNUC__) || defined(__clang__)
/// A static function inlined wherever it is called.
#define B2C_FORCE_INLINE static inline __attribute__((always_inline))
/// Fetch the cache line holding `address` (to be read; B2C_PREFETCH_WRITE: to be written).
#define B2C_PREFETCH(address) __builtin_prefetch(address)
#define B2C_PREFETCH_WRITE(address) __builtin_prefetch(address, 1)
#else
#define B2C_FORCE_INLINE static inline
#define B2C_PREFETCH(address) ((void)(address))
#define B2C_PREFETCH_WRITE(address) ((void)(address))
#endif

#include <stddef.h>

/// Fetch every cache line of the record of `size` bytes at `address` (to be read): a record that
/// lies across two or three lines, as most of the world's do.
B2C_FORCE_INLINE void b2cPrefetchRecord(const void *address, size_t size)
{
	const char *at = (const char *)address;
	for (size_t offset = 0; offset < size; offset += 64)
		B2C_PREFETCH(at + offset);
	B2C_PREFETCH(at + size - 1);
}

#endif
