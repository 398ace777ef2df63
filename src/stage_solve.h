// SPDX-License-Identifier: MIT
// b2c: the step's solve stage (b2cSolve, solver.c; contact_solver.h and joint_internal.h hold
// its parts). Internal header.
//
// The awake bodies are copied into compact states, integrated under gravity, forces and damping,
// and their joints and contacts solved as soft constraints over the sub-steps; restitution is
// applied once at the end and the states written back. Everything temporary comes from the
// world's arena.
//
// Reads: contacts (manifolds, enabled, friction, restitution), joints (definitions), the world's
//        settings (gravity, tuning, speed cap).
// Owns:  the velocities and positions of awake bodies (their pose at the step's start, center0
//        and q0, and their forces, cleared), the accumulated impulses of contacts and joints,
//        the impulse events, world->colorCount.
#ifndef B2C_STAGE_SOLVE_H
#define B2C_STAGE_SOLVE_H

#include "world_internal.h"

/// Solve one step of dt in `subSteps` sub-steps.
void b2cSolve(b2cWorld *world, float dt, int subSteps);

#endif
