// SPDX-License-Identifier: MIT
// b2c: the contact constraints of one step, solved four at a time. Internal header.
#ifndef B2C_CONTACT_SOLVER_H
#define B2C_CONTACT_SOLVER_H

#include "arena.h"
#include "softness.h"
#include "world_internal.h"

/// What the solver moves: one per awake dynamic or kinematic body, plus, at index 0, a body that
/// never moves and stands for every static (or sleeping) body. Two rows of four floats, so four
/// bodies load as four SIMD rows.
typedef struct b2cBodyState {
	b2cVec2 v;
	float w;
	float unused;
	b2cVec2 dp; ///< how far the centre of mass moved this step
	b2cRot dq;  ///< how far the body turned this step
} b2cBodyState;
_Static_assert(sizeof(b2cBodyState) == 8 * sizeof(float), "two rows of four floats");

/// Is the solver state a dynamic body's? States 1..dynamicCount are; 0 is a body that does not
/// move this step, and those above dynamicCount are kinematic (b2cPrepareContacts).
static inline bool b2cIsDynamicState(int32_t state, int dynamicCount) { return state >= 1 && state <= dynamicCount; }

struct b2cContactBlock;

/// Constraints are solved in groups, by graph colour: no dynamic body is in two constraints of one
/// colour. Joints and contacts share the colours (a joint takes its colour first), and a step
/// solves colour after colour, each colour's joints then its contacts; the overflow (constraints
/// that found no free colour) first.
#define B2C_COLOR_COUNT 64
#define B2C_OVERFLOW_COLOR B2C_COLOR_COUNT

/// The lowest colour free in `used` (a body's, or two bodies' together), or B2C_OVERFLOW_COLOR.
int b2cLowestFreeColor(uint64_t used);
/// The highest colour free (constraints with one moving body take colours from the top: they come
/// last, and their static support wins).
int b2cHighestFreeColor(uint64_t used);

typedef struct b2cContactSolver {
	struct b2cContactBlock *blocks; ///< from the arena; solved in order
	int blockCount;
	int constraintCount;
	int colorCount;                      ///< colours used (for the profile and tests)
	int overflowCount;                   ///< constraints that found no free colour (a block each)
	int colorStart[B2C_COLOR_COUNT + 2]; ///< each colour's first block (the overflow's at B2C_OVERFLOW_COLOR)
	void *list, *scratch;                ///< the colouring's scratch, from the arena before the blocks
} b2cContactSolver;

/// Build the constraints of every contact that touches an active body, in blocks of four whose
/// dynamic bodies are all different (a greedy graph colouring). `stateIndex` maps a body index to
/// its state (0 for a body that does not move this step); states 1..dynamicCount are the dynamic
/// bodies; `masks` holds each state's colours taken so far (by the joints), and gains the
/// contacts'. False when memory ran out (no contact is solved then).
bool b2cPrepareContacts(b2cWorld *world, b2cArena *arena, const int32_t *stateIndex, int dynamicCount, uint64_t *masks,
						b2cSoftness contactSoft, b2cSoftness staticSoft, b2cContactSolver *solver);
/// The blocks first..end (a colour's: colorStart[color] to colorStart[color + 1]; blocks of one
/// colour share no dynamic body, so any of them may run at once).
void b2cWarmStartContactBlocks(const b2cContactSolver *solver, b2cBodyState *states, int first, int end);
/// One pass over the blocks: soft (with `useBias`) or rigid, speculative where apart.
void b2cSolveContactBlocks(const b2cContactSolver *solver, b2cBodyState *states, float invH, float maxPush,
						   bool useBias, int first, int end);
void b2cApplyRestitutionBlocks(const b2cContactSolver *solver, b2cBodyState *states, float threshold, int first,
							   int end);
/// Keep the blocks' impulses in their contacts for the next step's warm start.
void b2cStoreImpulseBlocks(b2cWorld *world, const b2cContactSolver *solver, int first, int end);
/// Whether the step reports anything of its contacts' impulses (impulse reports on, or a hit lane).
bool b2cContactSolver_Reports(const b2cWorld *world, const b2cContactSolver *solver);
/// The hit events and impulse reports, in block order (after b2cStoreImpulseBlocks).
void b2cReportContactImpulses(b2cWorld *world, const b2cContactSolver *solver);
/// Check the blocks: no dynamic state twice in one block, empty lanes inert, `constraintCount`
/// lanes in use (for tests).
bool b2cContactSolver_IsValid(const b2cContactSolver *solver, int dynamicCount);
/// Give the solver's memory back to the arena (after what was allocated after it).
void b2cFreeContactSolver(b2cArena *arena, b2cContactSolver *solver);

#endif
