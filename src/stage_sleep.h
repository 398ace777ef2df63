// SPDX-License-Identifier: MIT
// b2c: the step's sleep stage and waking (island.c). Internal header.
//
// After each step, bodies joined by touching contacts or joints form islands; an island whose
// bodies have all been at rest for timeToSleep falls asleep as a whole. Waking is this stage's
// service to the others: whatever disturbs a sleeping body wakes it and what rests on it.
//
// Reads: bodies (types, velocities, allowSleep), contacts (touching, sensor), joints, the
//        bodies' contact and joint lists (waking floods along them), the world's sleep settings.
// Owns:  the bodies' awake flags and sleep times (a body put to sleep stops: its velocity zero).
#ifndef B2C_STAGE_SLEEP_H
#define B2C_STAGE_SLEEP_H

#include "world_internal.h"

/// Put to sleep the groups of touching bodies that have all been at rest for timeToSleep.
void b2cUpdateSleep(b2cWorld *world, float dt);

/// Wake the body and, through touching contacts, every sleeping body it rests on or under.
void b2cWakeBody(b2cWorld *world, int32_t bodyIndex);

#endif
