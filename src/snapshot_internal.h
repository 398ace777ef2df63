// SPDX-License-Identifier: MIT
// b2c: what a snapshot holds, shared by snapshot.c (taking and restoring) and snapshot_format.c
// (the serialized form). Internal header.
#ifndef B2C_SNAPSHOT_INTERNAL_H
#define B2C_SNAPSHOT_INTERNAL_H

#include "joint_internal.h"

#include <stddef.h>

/// A snapshot is a world's state: `image` is a b2cWorld whose arrays are the snapshot's own (its
/// arena empty, its callbacks unset); restoring copies them back into a live world.
struct b2cWorldSnapshot {
	b2cWorld image;
	size_t byteCount; ///< what it holds, this struct included
};

#endif
