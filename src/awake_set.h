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
	bool all;      ///< visit every slot (it could not grow, or the world was restored)
	uint32_t adds; ///< counts the additions (a live walk reads its word again when it changed)
} b2cVisitSet;

typedef struct b2cAwakeSet {
	b2cVisitSet bodies, contacts, joints;
	int32_t *stateIndex; ///< by body: its solver state during the solve; 0 otherwise, always between steps
	int stateCapacity;
} b2cAwakeSet;

static inline void b2cVisit_Add(b2cVisitSet *set, int32_t index)
{
	if (index < 0)
		return;
	set->adds++;
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

/// A walk over a set's indices below `limit`, in order, word after word. A set marked `all` reads
/// one full word for every word (the last cut at the limit); any other has no index at or past
/// the limit of its slots (b2cFitAwakeSet clears what a restore left past them).
typedef struct b2cVisitWalk {
	const uint64_t *words;
	int32_t stride; ///< 1, or 0 for every slot
	int32_t wordCount, w;
	int32_t at;        ///< the index visited last (B2C_VISIT_EACH_LIVE)
	uint32_t adds;     ///< the set's count of additions when its word was read (B2C_VISIT_EACH_LIVE)
	uint64_t lastMask; ///< the last word's slots below the limit
} b2cVisitWalk;

extern const uint64_t b2cEveryVisit; ///< a word of every slot (a walk of a set marked `all`)

static inline b2cVisitWalk b2cVisit_Walk(const b2cVisitSet *set, int32_t limit)
{
	int32_t need = (limit + 63) >> 6;
	if (set->all) {
		uint64_t last = (limit & 63) != 0 ? ((uint64_t)1 << (limit & 63)) - 1 : ~(uint64_t)0;
		return (b2cVisitWalk){&b2cEveryVisit, 0, need, 0, -1, set->adds, last};
	}
	int32_t count = need < set->wordCapacity ? need : set->wordCapacity;
	return (b2cVisitWalk){set->words, 1, count, 0, -1, set->adds, ~(uint64_t)0};
}

/// The walk's word as the set holds it now.
static inline uint64_t b2cVisit_Word(const b2cVisitWalk *walk)
{
	uint64_t bits = walk->words[walk->w * walk->stride];
	return walk->w == walk->wordCount - 1 ? bits & walk->lastMask : bits;
}

// (B2C_VISIT_EACH_LIVE: the word after the last index, as the set holds it now)
static inline uint64_t b2cVisit_Reread(b2cVisitWalk *walk, uint32_t adds)
{
	walk->adds = adds;
	return b2cVisit_Word(walk) & (~(uint64_t)1 << (walk->at & 63));
}

/// B2C_VISIT_EACH(set, limit, i) { ... }: the body runs for each index i of the set below limit,
/// in order (`continue` goes to the next; no `break`). The set may lose indices meanwhile (the one
/// visited leaving it), not gain them: a pass that adds ahead of itself walks B2C_VISIT_EACH_LIVE,
/// which reads its word again after an index whose visit added to the set, and so visits what
/// was added after it.
#define B2C_VISIT_EACH(set, limit, i)                                                              \
	for (b2cVisitWalk walk_ = b2cVisit_Walk((set), (limit)); walk_.w < walk_.wordCount; ++walk_.w) \
		for (uint64_t bits_ = b2cVisit_Word(&walk_); bits_ != 0; bits_ &= bits_ - 1)               \
			for (int32_t i = (walk_.w << 6) + __builtin_ctzll(bits_), once_ = 1; once_; once_ = 0)

#define B2C_VISIT_EACH_LIVE(set, limit, i)                                                                   \
	for (b2cVisitWalk walk_ = b2cVisit_Walk((set), (limit)); walk_.w < walk_.wordCount; ++walk_.w)           \
		for (uint64_t bits_ = b2cVisit_Word(&walk_); bits_ != 0;                                             \
			 bits_ = walk_.adds == (set)->adds ? bits_ & (bits_ - 1) : b2cVisit_Reread(&walk_, (set)->adds)) \
			for (int32_t i = walk_.at = (walk_.w << 6) + __builtin_ctzll(bits_), once_ = 1; once_; once_ = 0)

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
