// SPDX-License-Identifier: MIT
// b2c: the awake set: which bodies, contacts and joints the step's passes visit. Internal header.
//
// A sleeping island costs nothing per step: each pass walks a bit set over slot indices instead of
// every slot, in index order (the order of a walk over every slot, so the physics is the same to
// the bit). Each set holds at least what its passes must see, and may hold more (a slot visited
// that needs nothing is passed over, as when every slot was walked):
//   bodies    every moving body (b2cIsActive), and every body changed since the last step (woken,
//             put to sleep, moved, made, destroyed, its type or enabled state changed): the solver
//             notes its pose at the step's start (center0, q0) and clears its force, continuous
//             collision clears its `fast` flag, then the set keeps only the moving bodies.
//   contacts  every contact with a moving body, and those of the bodies changed since the last
//             step: the collide stage tests their fat boxes (and destroys those that parted), then
//             keeps only those with a moving body (the solver reads the set after it).
//   joints    every joint with a moving body, those of the bodies changed, those just broken and
//             those changed: the solver prepares them (a joint of sleeping bodies is inactive),
//             the joint pass after the step counts turns and breaks, then keeps only those with a
//             moving body or just broken.
// Whatever changes a body's awake flag, type, enabled state or place between steps calls
// b2cNoteBody (b2cSetBodyAwake for the flag), which adds the body, its contacts and its joints.
// A set that cannot grow (out of memory) or a restored world visits every slot (`all`) until the
// next step's start grows it and fills it.
#ifndef B2C_AWAKE_SET_H
#define B2C_AWAKE_SET_H

#include <stdbool.h>
#include <stdint.h>

typedef struct b2cVisitSet {
	uint64_t *words;
	int wordCapacity;
	bool all; ///< visit every slot (it could not grow, or the world was restored)
} b2cVisitSet;

typedef struct b2cAwakeSet {
	b2cVisitSet bodies, contacts, joints;
	/// During the collide stage: the bodies woken in it (a bit by body; NULL otherwise). Their
	/// contacts are collided from the next step: what moves at the stage's start decides.
	uint64_t *wokenInStage;
	int wokenWords;
	/// During the collide stage: the moving bodies that moved fast in the last step (a bit by
	/// body, contact.c's bodyMovedFast; NULL otherwise).
	uint64_t *fastInStage;
	int32_t *stateIndex; ///< by body: its solver state during the solve; 0 otherwise, always between steps
	int stateCapacity;
} b2cAwakeSet;

static inline void b2cVisit_Add(b2cVisitSet *set, int32_t index)
{
	if (index < 0)
		return;
	if ((index >> 6) < set->wordCapacity)
		set->words[index >> 6] |= (uint64_t)1 << (index & 63);
	else
		set->all = true; // grown at the next step's start
}

/// (out of line: a pass's rare path, kept out of its loop)
void b2cVisit_Remove(b2cVisitSet *set, int32_t index);

static inline bool b2cVisit_Has(const b2cVisitSet *set, int32_t index)
{
	if (set->all)
		return true;
	return (index >> 6) < set->wordCapacity && (set->words[index >> 6] >> (index & 63) & 1) != 0;
}

/// A walk over a set's indices below `limit`, in order, run by run: each run a range of
/// consecutive indices of the set, visited by a plain loop (a set that holds most slots walks
/// them at the cost of a loop over every slot). The next run is sought from where the last ended
/// in the set as it is then: what a pass adds ahead of itself past its run, it visits; an index
/// of the run removed meanwhile is visited all the same (a slot visited that needs nothing is
/// passed over). A set marked `all` is one run of every slot.
typedef struct b2cVisitWalk {
	const uint64_t *words; ///< NULL: every slot
	int32_t wordCount, limit;
	int32_t start, end; ///< the run: [start, end); start == limit once there is none
} b2cVisitWalk;

/// The run after walk->end (b2cVisitWalk).
void b2cVisit_NextRun(b2cVisitWalk *walk);

static inline b2cVisitWalk b2cVisit_Walk(const b2cVisitSet *set, int32_t limit)
{
	b2cVisitWalk walk = {NULL, 0, limit, 0, limit};
	if (set->all || set->words == NULL || limit <= 0)
		return walk; // (limit 0: no run)
	int32_t need = (limit + 63) >> 6;
	walk.words = set->words;
	walk.wordCount = need < set->wordCapacity ? need : set->wordCapacity;
	walk.end = 0;
	b2cVisit_NextRun(&walk);
	return walk;
}

/// B2C_VISIT_EACH(set, count, i) { ... }: the body runs for each index i of the set below count
/// (and maybe a few more: see b2cVisitWalk), in order; `continue` goes to the next, no `break`.
#define B2C_VISIT_EACH(set, count, i)                                                                             \
	for (b2cVisitWalk walk_ = b2cVisit_Walk((set), (count)); walk_.start < walk_.limit; b2cVisit_NextRun(&walk_)) \
		for (int32_t i = walk_.start; i < walk_.end; ++i)

struct b2cWorld;

/// At the step's start: every set as large as its slots, a set that could not grow filled (all its
/// slots visited once, as the passes then narrow it), the solver's state map as large as the bodies.
void b2cFitAwakeSet(struct b2cWorld *world);
/// The body changed (awake, type, enabled, place, made or destroyed): it, its contacts and its
/// joints are visited at the next step.
void b2cNoteBody(struct b2cWorld *world, int32_t bodyIndex);
/// Set the body's awake flag (the one place that does) and note it.
void b2cSetBodyAwake(struct b2cWorld *world, int32_t bodyIndex, bool awake);
/// Visit every slot at the next step (a restored world: its sets are not in the snapshot).
void b2cVisitEverything(struct b2cWorld *world);
void b2cFreeAwakeSet(struct b2cWorld *world);
/// How many indices below `limit` the set holds (what the next step visits of them).
int b2cCountVisits(const b2cVisitSet *set, int32_t limit);

#endif
