// SPDX-License-Identifier: MIT
// b2c: the step's collide stage (b2cUpdateContacts, contact.c). Internal header.
//
// Every contact with a moving body gets its manifold again: computed by the narrow phase, or
// recycled while its bodies barely moved relative to each other; the points it keeps keep their
// impulses (warm starting). Contacts that start or stop touching are reported, pre-solve decides
// which ones the solver sees, and contacts whose fat boxes parted are destroyed.
//
// Reads: bodies (transforms, centres, extents, awake), shapes (geometry, material), the
//        broad-phase (whether two fat boxes still overlap), the pre-solve callback.
// Owns:  the contacts' manifolds and point records, their touching and enabled flags, friction
//        and restitution; the begin and end events (sensors' too); world->reusedCount. A
//        sleeping body that something moving reaches is woken (stage_sleep.h).
#ifndef B2C_STAGE_COLLIDE_H
#define B2C_STAGE_COLLIDE_H

#include "world_internal.h"

/// Update every contact's manifold and destroy those whose fat AABBs no longer overlap.
void b2cUpdateContacts(b2cWorld *world);

#endif
