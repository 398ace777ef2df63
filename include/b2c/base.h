// SPDX-License-Identifier: MIT
// b2c: hooks shared by the whole core (allocation, assertions) and export macros.
#ifndef B2C_BASE_H
#define B2C_BASE_H

#include <stddef.h>
#include <stdint.h>

// Symbols of the C library. The Lua module builds with -DB2C_API= and -fvisibility=hidden so that it
// exports luaopen_b2c alone.
#ifndef B2C_API
#if defined(__GNUC__) || defined(__clang__)
#define B2C_API __attribute__((visibility("default")))
#else
#define B2C_API
#endif
#endif

#define B2C_INLINE static inline

#define B2C_VERSION_MAJOR 0
#define B2C_VERSION_MINOR 1
#define B2C_VERSION_PATCH 0
#define B2C_VERSION_STRING "0.1.0-dev"

#ifdef __cplusplus
extern "C" {
#endif

/// Allocation hook: return memory for `size` bytes aligned to at least 16 bytes, or NULL.
typedef void *b2cAllocFcn(size_t size, void *context);
/// Release hook: `size` is the size that was asked for when `memory` was allocated.
typedef void b2cFreeFcn(void *memory, size_t size, void *context);
/// Assertion hook, called for broken internal invariants only (never for bad user input).
/// Return non-zero to abort the process.
typedef int b2cAssertFcn(const char *condition, const char *file, int line);

/// Route every allocation of the core through these hooks. Pass NULL to restore malloc/free.
/// Set them before any object exists: memory must be freed by the hook that allocated it.
B2C_API void b2cSetAllocator(b2cAllocFcn *allocFcn, b2cFreeFcn *freeFcn, void *context);
B2C_API void b2cSetAssertFcn(b2cAssertFcn *assertFcn);

/// Allocate through the hook. Returns NULL for size 0 or when the hook fails.
B2C_API void *b2cAlloc(size_t size);
/// Free through the hook. `size` must match the allocation. NULL is ignored.
B2C_API void b2cFree(void *memory, size_t size);
/// Grow or shrink an allocation, keeping the first min(oldSize, newSize) bytes. On failure the
/// old block is left untouched and NULL is returned.
B2C_API void *b2cGrowAlloc(void *memory, size_t oldSize, size_t newSize);
/// Bytes currently allocated through the hooks (leak detection in tests).
B2C_API int64_t b2cGetByteCount(void);
/// Allocations the hook refused since the process started (on every thread).
B2C_API uint64_t b2cGetFailedAllocationCount(void);

B2C_API int b2cInternalAssert(const char *condition, const char *file, int line);

/// FNV-1a 64 of `size` bytes, going on from `hash` (start from B2C_HASH_INIT): world hashes and
/// the checksums of serialized snapshots.
#define B2C_HASH_INIT 14695981039346656037ull
B2C_API uint64_t b2cHashBytes(uint64_t hash, const void *data, size_t size);
/// A 64-bit checksum of `size` bytes, eight at a time (little-endian words), about eight times
/// faster than b2cHashBytes: any change within one word always changes it. The serialized
/// snapshot's payload carries it.
B2C_API uint64_t b2cChecksum(const void *data, size_t size);

#ifdef __cplusplus
}
#endif

#if defined(NDEBUG) && !defined(B2C_ENABLE_ASSERT)
#define B2C_ASSERT(condition) ((void)0)
#else
#define B2C_ASSERT(condition)                                                  \
	do {                                                                       \
		if (!(condition) && b2cInternalAssert(#condition, __FILE__, __LINE__)) \
			__builtin_trap();                                                  \
	} while (0)
#endif

#endif
