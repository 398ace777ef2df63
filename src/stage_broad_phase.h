// SPDX-License-Identifier: MIT
// b2c: the step's broad-phase stages. Internal header.
//
// At the step's start, b2cFindNewContacts (contact.c) takes the pairs of fat boxes the
// broad-phase found overlapping (proxies created, moved or touched since the last step) and makes
// a contact for each new pair that the filters and the joints let collide. After the solver and
// continuous collision moved the bodies, b2cSynchronizeShapes puts the shapes of every moving body
// where it went.
//
// Reads: bodies (types, transforms, velocities, awake), shapes (bodies, filters), joints (whether
//        they let their bodies collide).
// Owns:  the broad-phase (tree and move buffer), the shapes' tight boxes, the pair map, and the
//        making of contacts (a new contact is linked into its bodies' lists, with no manifold
//        until the collide stage).
#ifndef B2C_STAGE_BROAD_PHASE_H
#define B2C_STAGE_BROAD_PHASE_H

#include "world_internal.h"

/// Create contacts for the new broad-phase pairs (contact.c).
void b2cFindNewContacts(b2cWorld *world);

/// Move every shape of the bodies that move this step to its new place in the broad-phase, fat
/// boxes enlarged along the move expected next (their velocity over dt).
void b2cSynchronizeShapes(b2cWorld *world, float dt);

/// Put the body's shapes where its transform says, in the broad-phase too (enlarged along
/// `displacement`, the move expected next): the step, and a body moved between steps.
void b2cMoveBodyShapes(b2cWorld *world, b2cBody *body, b2cVec2 displacement);

#endif
