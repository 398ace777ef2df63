// SPDX-License-Identifier: MIT
// b2c: the step's continuous stage (b2cSolveContinuous, continuous.c). Internal header.
//
// After the solver moved the bodies, a body that went far for its size may have passed through
// something thin: its move is swept (time of impact) against what it could have crossed, and it
// is put back at the first impact, its velocity kept.
//
// Reads: the broad-phase tree (queries), shapes (geometry, filters), bodies' poses at the step's
//        start (center0, q0) and now, the world's enableContinuous.
// Owns:  b2cBody.fast; the transform and centre of an awake dynamic body pulled back.
#ifndef B2C_STAGE_CONTINUOUS_H
#define B2C_STAGE_CONTINUOUS_H

#include "world_internal.h"

/// Mark the bodies that moved fast in the step of dt (b2cBody.fast) and, with continuous collision
/// on, pull them back to their first impact with static shapes (bullets: any shape).
void b2cSolveContinuous(b2cWorld *world, float dt);

#endif
