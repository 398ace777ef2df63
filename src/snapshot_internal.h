// SPDX-License-Identifier: MIT
// b2c: what a snapshot holds, shared by snapshot.c (taking and restoring) and snapshot_format.c
// (the serialized form). Internal header.
#ifndef B2C_SNAPSHOT_INTERNAL_H
#define B2C_SNAPSHOT_INTERNAL_H

#include "joint_internal.h"

#include <stddef.h>

/// A snapshot is a world's state: `image` is a b2cWorld whose arrays are the snapshot's own (its
/// arena empty, its callbacks unset, no broad-phase pair buffer nor tree rebuild scratch);
/// restoring copies them back into a live world. Every array is valid for [0, its capacity) (the
/// tree's for [0, nodeCapacity)). The slot arrays (bodies, shapes, chains, contacts, joints) hold
/// only the slots their ids ever reached: image.bodyCapacity == image.bodyIds.nextIndex and so on;
/// a live world's slots past those are free and blank (zero but for generations a restore raised),
/// and a restore makes them so. A snapshot made elsewhere (a reader of the serialized form) may
/// hold more slots, blank ones, and sets `room` to zeros.
struct b2cWorldSnapshot {
	b2cWorld image;
	size_t byteCount; ///< what it holds, this struct included
	/// Elements the slot arrays have room for, in the order bodies, shapes, chains, contacts,
	/// joints, contact point records: b2cWorld_SnapshotInto keeps a buffer bigger than what it copies this time. 0 (or
	/// anything not above the image's capacity) means exactly the image's capacity.
	int room[6];
};

#endif
