// SPDX-License-Identifier: MIT
// b2c: contact constraints solved four at a time (the soft step of Catto's Solver2D and Box2D v3).
//
// Four constraints can be solved at once when no dynamic body is in two of them. A greedy graph
// colouring finds such groups: each dynamic body keeps a 64-bit mask of the colours its
// constraints took, and a constraint takes the lowest colour free in both its bodies' masks.
// Static, kinematic and sleeping bodies take no colour: the solver never changes their velocity,
// so lanes that share one write back the same value. A constraint that finds no free colour gets
// a block of its own. Blocks are solved in order, colour after colour: the result is a
// Gauss-Seidel pass as with one constraint at a time, in a different order.
//
// A constraint keeps its anchors as offsets from each centre of mass at the step's start; the
// separation at any sub-step follows from how far each body moved and turned since (dp, dq).
#include "contact_solver.h"

#include "compiler_hints.h"
#include "simd.h"

#include <float.h>
#include <string.h>

#define COLOR_COUNT B2C_COLOR_COUNT
#define OVERFLOW_COLOR B2C_OVERFLOW_COLOR

typedef struct b2cContactPoint {
	float anchorAX[B2C_LANES], anchorAY[B2C_LANES], anchorBX[B2C_LANES], anchorBY[B2C_LANES];
	float baseSeparation[B2C_LANES]; ///< separation at the start less n·(anchorB − anchorA)
	float normalMass[B2C_LANES], tangentMass[B2C_LANES];
	float normalImpulse[B2C_LANES], tangentImpulse[B2C_LANES], maxNormalImpulse[B2C_LANES];
	float relativeVelocity[B2C_LANES]; ///< normal speed at the step's start, for restitution
} b2cContactPoint;

typedef struct b2cContactBlock {
	int32_t stateA[B2C_LANES], stateB[B2C_LANES];
	int32_t contact[B2C_LANES]; ///< -1: an empty lane (state 0, zero masses: it does nothing)
	float invMassA[B2C_LANES], invIA[B2C_LANES], invMassB[B2C_LANES], invIB[B2C_LANES];
	/// the inverse masses along y (invMassA and invMassB are along x): they differ for a body with a
	/// linear motion lock, which has none along its locked axis
	float invMassAY[B2C_LANES], invMassBY[B2C_LANES];
	float normalX[B2C_LANES], normalY[B2C_LANES];
	float friction[B2C_LANES], restitution[B2C_LANES];
	float tangentSpeed[B2C_LANES]; ///< the relative sliding speed friction drives to (conveyor belts)
	/// rolling resistance: the largest angular impulse per unit normal impulse (0: none), the
	/// effective mass against relative turning, and the impulse accumulated in this step
	float rollingResistance[B2C_LANES], rollingMass[B2C_LANES], rollingImpulse[B2C_LANES];
	/// softness while pushing: against a body that never moves (static, kinematic, asleep) stiffer
	float biasRate[B2C_LANES], massScale[B2C_LANES], impulseScale[B2C_LANES];
	b2cContactPoint points[2];     ///< a one-point manifold leaves the second with zero masses
	int32_t record[B2C_LANES];     ///< the lane's contact's points record (world->contactPoints)
	uint8_t pointCount[B2C_LANES]; ///< its manifold's
	/// the lane's LANE_* bits, written with the lane (the solver reads the block's from the four
	/// bytes at once: no pass over the blocks to sum them up)
	uint8_t flags[B2C_LANES];
} b2cContactBlock;

/// What a lane holds (b2cContactBlock.flags).
enum {
	LANE_RESTITUTION = 1, ///< its restitution is not 0
	LANE_ROLLING = 2,     ///< it has rolling resistance
	LANE_HIT = 4,         ///< a shape of its contact reports hits (b2cShapeDef.enableHitEvents)
	/// its body A (B) is dynamic, and the solver writes its velocity back. A static or kinematic
	/// body is in any number of lanes of a colour, on any thread: it is read only (what the solver
	/// would write back is what it read: it has no mass here).
	LANE_WRITES_A = 8,
	LANE_WRITES_B = 16,
};

/// Bit `lane` set for each lane whose flags have `bit` (one of the flags above): the four flag
/// bytes read as one word, each byte's bit moved to the byte's bottom, and the four gathered into
/// the top byte by one multiplication (no sum of partial products reaches the next byte). The
/// solver asks this of every block at every iteration: a loop over the lanes cost 6.7 % of a step
/// in many_pyramids.
B2C_FORCE_INLINE unsigned laneMask(const b2cContactBlock *block, unsigned bit)
{
	_Static_assert(B2C_LANES == 4, "laneMask gathers four lanes");
	const uint8_t *f = block->flags;
	uint32_t word = (uint32_t)f[0] | (uint32_t)f[1] << 8 | (uint32_t)f[2] << 16 | (uint32_t)f[3] << 24;
	uint32_t ones = (word & bit * 0x01010101u) / bit; // each byte 0 or 1
	return (ones * 0x01020408u) >> 24;
}

#define TIE_BITS 11

typedef struct ColoredContact {
	int32_t contact, stateA, stateB;
	union {
		uint32_t height; ///< while sorting: where the contact is along gravity (sortableKey; top first)
		int32_t color;   ///< after
	};
	uint32_t tie; ///< the order among contacts of one height (colorContacts), below 1 << TIE_BITS
} ColoredContact;

// A shape pair's place among the contacts of one height (colorContacts): scattered, but the same
// however the pair was found (TIE_BITS bits: one radix pass).
static uint32_t pairHash(int32_t shapeA, int32_t shapeB)
{
	uint64_t x = (uint64_t)(uint32_t)shapeA << 32 | (uint32_t)shapeB;
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ull;
	x ^= x >> 33;
	return (uint32_t)(x >> (64 - TIE_BITS));
}

// A float's bits as an unsigned integer in the same order.
static uint32_t sortableKey(float x)
{
	uint32_t u;
	memcpy(&u, &x, sizeof u);
	return (u & 0x80000000u) ? ~u : u | 0x80000000u;
}

// The order of the list by height, then by tie, then by place (a stable sort by height and tie):
// each contact's key is one 64-bit word, its height over its tie over its place in the list, and
// the keys are sorted by a least-significant-digit radix sort of 11-bit digits over the tie and the
// height (the place needs none: the passes are stable and the keys start in place order), the
// digits' counts all taken in one read, a digit all the keys share skipped. The list itself stays
// in its order. Returns the sorted keys (in `keys` or `keys + count`: 2 * count words), each
// naming its contact's place in its low PLACE_BITS; NULL when it cannot sort (the arena is out of
// memory, or the list is longer than the place's bits count: 2 M contacts).
#define DIGIT_BITS 11
#define DIGITS 4
#define BUCKETS (1 << DIGIT_BITS)
#define PLACE_BITS (32 - TIE_BITS)
#define PLACE_MASK (((uint64_t)1 << PLACE_BITS) - 1)

static const uint64_t *sortByHeight(b2cArena *arena, const ColoredContact *list, int count, uint64_t *keys)
{
	if (count > (1 << PLACE_BITS))
		return NULL;
	int32_t(*counts)[BUCKETS] = (int32_t(*)[BUCKETS])b2cArena_Alloc(arena, DIGITS * sizeof counts[0]);
	if (counts == NULL)
		return NULL;
	// each digit's lowest bit in the key: the tie's, then the height's three
	static const int shift[DIGITS] = {PLACE_BITS, 32, 32 + DIGIT_BITS, 32 + 2 * DIGIT_BITS};
	memset(counts, 0, DIGITS * sizeof counts[0]);
	for (int i = 0; i < count; ++i) {
		uint64_t key = (uint64_t)list[i].height << 32 | (uint64_t)list[i].tie << PLACE_BITS | (uint64_t)i;
		keys[i] = key;
		for (int d = 0; d < DIGITS; ++d)
			counts[d][(key >> shift[d]) & (BUCKETS - 1)]++;
	}
	uint64_t *from = keys, *to = keys + count;
	for (int d = 0; d < DIGITS && count > 1; ++d) {
		int32_t *c = counts[d];
		if (c[(from[0] >> shift[d]) & (BUCKETS - 1)] == count)
			continue;
		for (int b = 0, start = 0; b < BUCKETS; ++b) {
			int32_t n = c[b];
			c[b] = start;
			start += n;
		}
		for (int i = 0; i < count; ++i)
			to[c[(from[i] >> shift[d]) & (BUCKETS - 1)]++] = from[i];
		uint64_t *swap = from;
		from = to;
		to = swap;
	}
	b2cArena_Free(arena, counts);
	return from;
}

int b2cLowestFreeColor(uint64_t used)
{
	if (used == UINT64_MAX)
		return OVERFLOW_COLOR;
#if defined(__GNUC__) || defined(__clang__)
	return __builtin_ctzll(~used);
#else
	int c = 0;
	while (used & 1u) {
		used >>= 1;
		++c;
	}
	return c;
#endif
}

int b2cHighestFreeColor(uint64_t used)
{
	if (used == UINT64_MAX)
		return OVERFLOW_COLOR;
	return 63 - __builtin_clzll(~used);
}

// The contacts to solve this step (a body of theirs moves), coloured. They take their colours in
// order along gravity, the highest first: a contact takes the lowest colour free for both its
// bodies, so the colours, solved in order, sweep the contacts from the top down, layer by layer,
// and the contacts with static ground come last (they take colours from the top). A sweep in
// order of height carries weight through a pile in one pass, where the order contacts happened to
// be made in scatters it: the drift of a 40-row pyramid as it settles 45 -> 23 mm (Box2D v3, in
// the order its broad-phase makes pairs: 31 mm).
// Contacts of one height (a row of a pyramid; every contact without gravity) between two dynamic
// bodies are ordered by a hash of their shape pair: the same order however the broad-phase found
// the pairs, and a scattered one (an order along the rows carries a push across a whole pile
// in one pass: confined circles 206 mm into their walls, a card house down). A dynamic body's
// contacts with still ones keep the order the contacts were made in (a body sliding over a chain
// meets the next segment after the last: ghost bumps).
static int colorContacts(b2cWorld *world, const int32_t *stateIndex, int dynamicCount, uint64_t *masks,
						 ColoredContact *list, ColoredContact *scratch, int colorCounts[COLOR_COUNT + 1])
{
	int count = 0;
	int contactCount = b2cGetIdCapacity(&world->contactIds);
	b2cVec2 gravity = world->def.gravity;
	// (the awake set holds every contact with a moving body: awake_set.h)
	const b2cVisitSet *set = &world->awake.contacts;
	B2C_VISIT_EACH(set, contactCount, c) {
		if (c + 8 < walk_.end && world->contacts[c + 8].alive) { // (the bodies of the contact 8 ahead fetched now)
			const b2cContact *ahead = &world->contacts[c + 8];
			B2C_PREFETCH(&world->bodies[ahead->edges[0].body].center);
			B2C_PREFETCH(&world->bodies[ahead->edges[1].body].center);
		}
		const b2cContact *contact = &world->contacts[c];
		if (!contact->alive || !contact->enabled || contact->pointCount == 0)
			continue;
		// (the bodies named by the contact's edges: its shapes are not read)
		int32_t indexA = contact->edges[0].body, indexB = contact->edges[1].body;
		const b2cBody *bodyA = &world->bodies[indexA], *bodyB = &world->bodies[indexB];
		int32_t a = stateIndex[indexA], b = stateIndex[indexB];
		if (a == 0 && b == 0)
			continue; // neither body moves this step
		float along = b2cDot(gravity, b2cAdd(bodyA->center, bodyB->center));
		uint32_t height = sortableKey(isfinite(along) ? along : 0.0f);
		bool bothDynamic = b2cIsDynamicState(a, dynamicCount) && b2cIsDynamicState(b, dynamicCount);
		uint32_t tie = bothDynamic ? pairHash(contact->shapeA, contact->shapeB) : 0u;
		list[count++] = (ColoredContact){c, a, b, {.height = height}, tie};
	}
	// Coloured in order of height (when it cannot sort, in the awake set's order), the list left in
	// the awake set's: each colour's lanes are then filled and solved in contact order, which keeps
	// the fill's reads of the contacts, their records and bodies near each other (many_pyramids'
	// 59,000 contacts sorted whole by height mix 400 pyramids). Within a colour the order does not
	// change a result: no dynamic body is in two of its lanes. The overflow's contacts, solved one
	// after another, keep the order of height: their tie becomes their rank in it.
	_Static_assert(sizeof(ColoredContact) >= 2 * sizeof(uint64_t), "the sort's keys fit in the scratch list");
	const uint64_t *order = sortByHeight(&world->arena, list, count, (uint64_t *)(void *)scratch);
	int overflowRank = 0;
	for (int k = 0; k < count; ++k) {
		ColoredContact *cc = &list[order != NULL ? (int32_t)(order[k] & PLACE_MASK) : k];
		int32_t a = cc->stateA, b = cc->stateB;
		bool dynamicA = b2cIsDynamicState(a, dynamicCount), dynamicB = b2cIsDynamicState(b, dynamicCount);
		if (dynamicA && dynamicB)
			cc->color = b2cLowestFreeColor(masks[a] | masks[b]);
		else
			cc->color = b2cHighestFreeColor(dynamicA ? masks[a] : masks[b]);
		if (cc->color != OVERFLOW_COLOR) {
			uint64_t bit = (uint64_t)1 << cc->color;
			if (dynamicA)
				masks[a] |= bit;
			if (dynamicB)
				masks[b] |= bit;
		} else {
			cc->tie = (uint32_t)overflowRank++;
		}
		colorCounts[cc->color]++;
	}
	return count;
}

// A body's inverse mass seen along direction d: its inverse mass, but for the axes its motion
// locks hold (b2cMotionLocks), which count as of infinite mass.
static inline float massAlong(const b2cBody *body, float invMass, b2cVec2 d)
{
	if (!b2cHasLinearLock(body))
		return invMass;
	return invMass * ((body->lockX ? 0.0f : d.x * d.x) + (body->lockY ? 0.0f : d.y * d.y));
}

// A point of a lane that has none: zero masses, it does nothing.
static void clearPoint(b2cContactPoint *cp, int lane)
{
	cp->anchorAX[lane] = cp->anchorAY[lane] = cp->anchorBX[lane] = cp->anchorBY[lane] = 0.0f;
	cp->baseSeparation[lane] = cp->normalMass[lane] = cp->tangentMass[lane] = 0.0f;
	cp->normalImpulse[lane] = cp->tangentImpulse[lane] = cp->maxNormalImpulse[lane] = 0.0f;
	cp->relativeVelocity[lane] = 0.0f;
}

// Write every field of the lane (`writes`: its LANE_WRITES_* bits).
static void fillLane(const b2cWorld *world, const ColoredContact *cc, bool movesA, bool movesB, unsigned writes,
					 b2cSoftness soft, b2cContactBlock *block, int lane)
{
	const b2cContact *contact = &world->contacts[cc->contact];
	const b2cContactPoints *held = &world->contactPoints[contact->points]; // (a manifold with points has one)
	const b2cShape *shapeA = &world->shapes[contact->shapeA], *shapeB = &world->shapes[contact->shapeB];
	const b2cBody *a = &world->bodies[contact->edges[0].body];
	const b2cBody *b = &world->bodies[contact->edges[1].body];
	// A body the solver does not move has no mass here (a sleeping dynamic body stands still).
	float mA = movesA ? a->invMass : 0.0f, iA = movesA ? a->invInertia : 0.0f;
	float mB = movesB ? b->invMass : 0.0f, iB = movesB ? b->invInertia : 0.0f;
	b2cVec2 vA = movesA ? a->v : b2cVec2_zero, vB = movesB ? b->v : b2cVec2_zero;
	float wA = movesA ? a->w : 0.0f, wB = movesB ? b->w : 0.0f;
	block->stateA[lane] = cc->stateA;
	block->stateB[lane] = cc->stateB;
	block->contact[lane] = cc->contact;
	block->record[lane] = contact->points;
	block->pointCount[lane] = (uint8_t)contact->pointCount;
	block->invMassA[lane] = a->lockX ? 0.0f : mA;
	block->invMassAY[lane] = a->lockY ? 0.0f : mA;
	block->invIA[lane] = iA;
	block->invMassB[lane] = b->lockX ? 0.0f : mB;
	block->invMassBY[lane] = b->lockY ? 0.0f : mB;
	block->invIB[lane] = iB;
	b2cVec2 normal = contact->normal, tangent = b2cRightPerp(normal);
	block->normalX[lane] = normal.x;
	block->normalY[lane] = normal.y;
	block->friction[lane] = contact->friction;
	block->restitution[lane] = contact->restitution;
	block->biasRate[lane] = soft.biasRate;
	block->massScale[lane] = soft.massScale;
	block->impulseScale[lane] = soft.impulseScale;
	// The two surfaces' speeds add (each moves clockwise around its own shape); kept finite, so
	// that a lane whose bodies have no mass here never meets an infinite target.
	// (plus what pre-solve changed it by, this step)
	float tangentSpeed = shapeA->tangentSpeed + shapeB->tangentSpeed;
	if (held->tangentAdjust != 0.0f)
		tangentSpeed += held->tangentAdjust;
	block->tangentSpeed[lane] = b2cClampFloat(tangentSpeed, -FLT_MAX, FLT_MAX);
	float rolling = b2cMaxFloat(shapeA->rollingResistance, shapeB->rollingResistance);
	if (rolling > 0.0f) {
		// a torque of the coefficient times the rolling radius times the normal force, at most
		float radius = b2cMaxFloat(b2cShapeGeometry_GetRadius(b2cGeometryOf(world, shapeA)),
								   b2cShapeGeometry_GetRadius(b2cGeometryOf(world, shapeB)));
		float k = iA + iB;
		block->rollingResistance[lane] = b2cMinFloat(rolling * radius, FLT_MAX);
		block->rollingMass[lane] = k > 0.0f ? 1.0f / k : 0.0f;
	} else {
		block->rollingResistance[lane] = 0.0f;
		block->rollingMass[lane] = 0.0f;
	}
	block->rollingImpulse[lane] = 0.0f;
	unsigned flags = writes;
	flags |= block->restitution[lane] != 0.0f ? LANE_RESTITUTION : 0u;
	flags |= block->rollingResistance[lane] > 0.0f ? LANE_ROLLING : 0u;
	flags |= shapeA->enableHitEvents || shapeB->enableHitEvents ? LANE_HIT : 0u;
	block->flags[lane] = (uint8_t)flags;
	// Shapes with a skin (Box2D 2.x's) rest a linear slop into each other, as 2.x lets them (its
	// allowed penetration): the solver aims at a separation of -slop, so a box rests where 2.x's does.
	// (the shapes' flag, not their geometry: the fill reads no geometry)
	float allowed = shapeA->hasSkin || shapeB->hasSkin ? B2C_LINEAR_SLOP : 0.0f;
	for (int i = 0; i < contact->pointCount; ++i) {
		const b2cManifoldPoint *mp = &held->points[i];
		b2cContactPoint *cp = &block->points[i];
		b2cVec2 rA = held->cache.anchorA[i], rB = held->cache.anchorB[i];
		cp->anchorAX[lane] = rA.x;
		cp->anchorAY[lane] = rA.y;
		cp->anchorBX[lane] = rB.x;
		cp->anchorBY[lane] = rB.y;
		cp->baseSeparation[lane] = mp->separation + allowed - b2cDot(b2cSub(rB, rA), normal);
		float rnA = b2cCross(rA, normal), rnB = b2cCross(rB, normal);
		float kNormal = massAlong(a, mA, normal) + massAlong(b, mB, normal) + iA * rnA * rnA + iB * rnB * rnB;
		cp->normalMass[lane] = kNormal > 0.0f ? 1.0f / kNormal : 0.0f;
		float rtA = b2cCross(rA, tangent), rtB = b2cCross(rB, tangent);
		float kTangent = massAlong(a, mA, tangent) + massAlong(b, mB, tangent) + iA * rtA * rtA + iB * rtB * rtB;
		cp->tangentMass[lane] = kTangent > 0.0f ? 1.0f / kTangent : 0.0f;
		cp->normalImpulse[lane] = held->normalImpulse[i];
		cp->tangentImpulse[lane] = held->tangentImpulse[i];
		cp->maxNormalImpulse[lane] = 0.0f;
		b2cVec2 vrA = b2cAdd(vA, b2cCrossSV(wA, rA)), vrB = b2cAdd(vB, b2cCrossSV(wB, rB));
		cp->relativeVelocity[lane] = b2cDot(normal, b2cSub(vrB, vrA));
	}
	for (int i = contact->pointCount; i < 2; ++i)
		clearPoint(&block->points[i], lane);
}

// The blocks are filled in one pass over any number of threads: each contact written into its
// lane, every field of it, in the order of the sorted list (neighbours in the list are neighbours
// in the world: their bodies and points are still in the cache; a walk block by block would sweep
// the whole world once per colour). Only the blocks with lanes left empty are cleared before.
typedef struct FillTask {
	const b2cWorld *world;
	const ColoredContact *list;
	const int32_t *itemSlot; ///< the list item's lane: block * B2C_LANES + lane
	b2cContactBlock *blocks;
	int dynamicCount;
	b2cSoftness contactSoft, staticSoft;
} FillTask;

// Empty every lane of the block (no contact, state 0, zero masses: a lane that does nothing).
static void clearBlock(b2cContactBlock *block)
{
	memset(block, 0, sizeof *block);
	for (int lane = 0; lane < B2C_LANES; ++lane)
		block->contact[lane] = -1;
}

// Fetch what fillLane reads of a body.
B2C_FORCE_INLINE void prefetchBody(const b2cBody *body)
{
	B2C_PREFETCH(&body->v);
	B2C_PREFETCH(&body->invInertia);
	B2C_PREFETCH(&body->lockX);
}

static void fillItems(int32_t first, int32_t end, uint32_t worker, void *context)
{
	(void)worker;
	const FillTask *t = (const FillTask *)context;
	const b2cWorld *world = t->world;
	for (int32_t i = first; i < end; ++i) {
		// The list's neighbours are not the memory's: what the items ahead read is fetched in stages
		// (a contact 16 ahead; its points, shapes and bodies 8 ahead), every cache line of each
		// record that the fill reads, so that each item finds it all in the cache.
		if (i + 16 < end)
			b2cPrefetchRecord(&world->contacts[t->list[i + 16].contact], sizeof(b2cContact));
		if (i + 8 < end) {
			const b2cContact *ahead = &world->contacts[t->list[i + 8].contact];
			b2cPrefetchRecord(&world->contactPoints[ahead->points], sizeof(b2cContactPoints));
			const b2cShape *shapeA = &world->shapes[ahead->shapeA], *shapeB = &world->shapes[ahead->shapeB];
			B2C_PREFETCH(&shapeA->rollingResistance);
			B2C_PREFETCH(&shapeA->enableHitEvents);
			B2C_PREFETCH(&shapeB->rollingResistance);
			B2C_PREFETCH(&shapeB->enableHitEvents);
			prefetchBody(&world->bodies[ahead->edges[0].body]);
			prefetchBody(&world->bodies[ahead->edges[1].body]);
		}
		// (and the block it writes into, once, for the item of its first lane: the lanes of a colour
		// are filled in order, and a lane lies across all of the block's lines)
		if (i + 8 < end && t->itemSlot[i + 8] % B2C_LANES == 0) {
			const char *block = (const char *)&t->blocks[t->itemSlot[i + 8] / B2C_LANES];
			for (size_t at = 0; at < sizeof(b2cContactBlock); at += 64)
				B2C_PREFETCH_WRITE(block + at);
		}
		const ColoredContact *cc = &t->list[i];
		int32_t slot = t->itemSlot[i];
		bool dynamicA = b2cIsDynamicState(cc->stateA, t->dynamicCount);
		bool dynamicB = b2cIsDynamicState(cc->stateB, t->dynamicCount);
		unsigned writes = (dynamicA ? LANE_WRITES_A : 0u) | (dynamicB ? LANE_WRITES_B : 0u);
		fillLane(t->world, cc, cc->stateA != 0, cc->stateB != 0, writes,
				 dynamicA && dynamicB ? t->contactSoft : t->staticSoft, &t->blocks[slot / B2C_LANES], slot % B2C_LANES);
	}
}

bool b2cPrepareContacts(b2cWorld *world, b2cArena *arena, const int32_t *stateIndex, int dynamicCount, uint64_t *masks,
						b2cSoftness contactSoft, b2cSoftness staticSoft, b2cContactSolver *solver)
{
	*solver = (b2cContactSolver){0};
	int contactCapacity = b2cGetIdCapacity(&world->contactIds);
	ColoredContact *list = (ColoredContact *)b2cArena_Alloc(arena, (size_t)contactCapacity * sizeof(ColoredContact));
	ColoredContact *scratch = (ColoredContact *)b2cArena_Alloc(arena, (size_t)contactCapacity * sizeof(ColoredContact));
	solver->list = list;
	solver->scratch = scratch;
	bool ok = list != NULL && scratch != NULL;
	if (ok) {
		int colorCounts[COLOR_COUNT + 1] = {0};
		int count = colorContacts(world, stateIndex, dynamicCount, masks, list, scratch, colorCounts);
		// Where each colour's blocks start: four lanes a block, one in the overflow.
		int next[COLOR_COUNT + 1], blockCount = 0;
		for (int c = 0; c <= COLOR_COUNT; ++c) {
			solver->colorStart[c] = blockCount;
			next[c] = blockCount * B2C_LANES;
			blockCount += c == OVERFLOW_COLOR ? colorCounts[c] : (colorCounts[c] + B2C_LANES - 1) / B2C_LANES;
			if (colorCounts[c] > 0 && c != OVERFLOW_COLOR)
				solver->colorCount++;
		}
		solver->colorStart[COLOR_COUNT + 1] = blockCount;
		solver->overflowCount = colorCounts[OVERFLOW_COLOR];
		solver->blocks = (b2cContactBlock *)b2cArena_Alloc(arena, (size_t)blockCount * sizeof(b2cContactBlock));
		ok = solver->blocks != NULL || blockCount == 0;
		if (!ok) { // (out of memory: no colour holds a block)
			memset(solver->colorStart, 0, sizeof solver->colorStart);
			solver->colorCount = solver->overflowCount = 0;
		} else {
			// Each list item's lane, then the blocks filled (FillTask).
			int32_t *itemSlot = (int32_t *)b2cArena_Alloc(arena, (size_t)count * sizeof(int32_t));
			ok = itemSlot != NULL || count == 0;
			if (!ok) {
				memset(solver->colorStart, 0, sizeof solver->colorStart);
				solver->colorCount = solver->overflowCount = 0;
				return ok;
			}
			for (int i = 0; i < count; ++i) {
				const ColoredContact *cc = &list[i];
				if (cc->color == OVERFLOW_COLOR) // (one block each, in order of height)
					itemSlot[i] = next[OVERFLOW_COLOR] + (int32_t)cc->tie * B2C_LANES;
				else
					itemSlot[i] = next[cc->color]++;
			}
			// The fill writes all of each lane it fills: only the blocks with lanes left empty (a
			// colour's last, the overflow's) are cleared first.
			for (int c = 0; c <= COLOR_COUNT; ++c) {
				int first = solver->colorStart[c], end = solver->colorStart[c + 1];
				if (c == OVERFLOW_COLOR)
					for (int k = first; k < end; ++k)
						clearBlock(&solver->blocks[k]);
				else if (end > first && colorCounts[c] % B2C_LANES != 0)
					clearBlock(&solver->blocks[end - 1]);
			}
			FillTask fill = {world, list, itemSlot, solver->blocks, dynamicCount, contactSoft, staticSoft};
			b2cParallelFor(world, fillItems, count, 64, &fill);
			b2cArena_Free(arena, itemSlot);
			solver->blockCount = blockCount;
			solver->constraintCount = count;
		}
	}
	return ok;
}

bool b2cContactSolver_IsValid(const b2cContactSolver *solver, int dynamicCount)
{
	int used = 0;
	for (int i = 0; i < solver->blockCount; ++i) {
		const b2cContactBlock *block = &solver->blocks[i];
		for (int lane = 0; lane < B2C_LANES; ++lane) {
			if (block->contact[lane] < 0) {
				if (block->stateA[lane] != 0 || block->stateB[lane] != 0 || block->invMassA[lane] != 0.0f ||
					block->invMassB[lane] != 0.0f || block->invIA[lane] != 0.0f || block->invIB[lane] != 0.0f ||
					block->invMassAY[lane] != 0.0f || block->invMassBY[lane] != 0.0f)
					return false;
				continue;
			}
			++used;
			int32_t mine[2] = {block->stateA[lane], block->stateB[lane]};
			for (int k = 0; k < 2; ++k) {
				if (mine[k] < 1 || mine[k] > dynamicCount)
					continue;
				for (int other = 0; other < B2C_LANES; ++other)
					if (other != lane && block->contact[other] >= 0 &&
						(block->stateA[other] == mine[k] || block->stateB[other] == mine[k]))
						return false;
			}
		}
	}
	return used == solver->constraintCount;
}

void b2cFreeContactSolver(b2cArena *arena, b2cContactSolver *solver)
{
	b2cArena_Free(arena, solver->blocks);
	b2cArena_Free(arena, solver->scratch);
	b2cArena_Free(arena, solver->list);
	*solver = (b2cContactSolver){0};
}

// ---- four bodies at a time ----

// A state's two rows of four floats: {vx, vy, w, unused} and {dpx, dpy, dqc, dqs}.
B2C_FORCE_INLINE float *stateRow(b2cBodyState *states, int32_t index, int row)
{
	return (float *)(void *)&states[index] + 4 * row;
}

typedef struct BodiesW {
	b2cFloatW vx, vy, w, unused;
} BodiesW;

typedef struct MotionW {
	b2cFloatW dpx, dpy, dqc, dqs;
} MotionW;

B2C_FORCE_INLINE BodiesW gatherVelocities(b2cBodyState *states, const int32_t index[B2C_LANES])
{
	BodiesW b;
	b.vx = b2cLoadW(stateRow(states, index[0], 0));
	b.vy = b2cLoadW(stateRow(states, index[1], 0));
	b.w = b2cLoadW(stateRow(states, index[2], 0));
	b.unused = b2cLoadW(stateRow(states, index[3], 0));
	b2cTransposeW(&b.vx, &b.vy, &b.w, &b.unused);
	return b;
}

// The lanes' velocities stored back, for the lanes of `writes` (laneMask of LANE_WRITES_A or LANE_WRITES_B).
B2C_FORCE_INLINE void scatterVelocities(b2cBodyState *states, const int32_t index[B2C_LANES], BodiesW b,
										unsigned writes)
{
	b2cTransposeW(&b.vx, &b.vy, &b.w, &b.unused);
	if (writes & 1u)
		b2cStoreW(stateRow(states, index[0], 0), b.vx);
	if (writes & 2u)
		b2cStoreW(stateRow(states, index[1], 0), b.vy);
	if (writes & 4u)
		b2cStoreW(stateRow(states, index[2], 0), b.w);
	if (writes & 8u)
		b2cStoreW(stateRow(states, index[3], 0), b.unused);
}

B2C_FORCE_INLINE MotionW gatherMotion(b2cBodyState *states, const int32_t index[B2C_LANES])
{
	MotionW m;
	m.dpx = b2cLoadW(stateRow(states, index[0], 1));
	m.dpy = b2cLoadW(stateRow(states, index[1], 1));
	m.dqc = b2cLoadW(stateRow(states, index[2], 1));
	m.dqs = b2cLoadW(stateRow(states, index[3], 1));
	b2cTransposeW(&m.dpx, &m.dpy, &m.dqc, &m.dqs);
	return m;
}

typedef struct MassW {
	b2cFloatW mA, iA, mB, iB;
	b2cFloatW mAy, mBy; ///< along y (mA and mB along x): a motion lock makes them differ
} MassW;

B2C_FORCE_INLINE MassW loadMasses(const b2cContactBlock *block)
{
	return (MassW){b2cLoadW(block->invMassA), b2cLoadW(block->invIA),     b2cLoadW(block->invMassB),
				   b2cLoadW(block->invIB),    b2cLoadW(block->invMassAY), b2cLoadW(block->invMassBY)};
}

// Apply the impulse (px, py) at the anchors: minus to A, plus to B.
B2C_FORCE_INLINE void applyImpulseW(BodiesW *a, BodiesW *b, MassW m, b2cFloatW rAx, b2cFloatW rAy, b2cFloatW rBx,
									b2cFloatW rBy, b2cFloatW px, b2cFloatW py)
{
	a->vx = b2cSubW(a->vx, b2cMulW(m.mA, px));
	a->vy = b2cSubW(a->vy, b2cMulW(m.mAy, py));
	a->w = b2cSubW(a->w, b2cMulW(m.iA, b2cSubW(b2cMulW(rAx, py), b2cMulW(rAy, px))));
	b->vx = b2cAddW(b->vx, b2cMulW(m.mB, px));
	b->vy = b2cAddW(b->vy, b2cMulW(m.mBy, py));
	b->w = b2cAddW(b->w, b2cMulW(m.iB, b2cSubW(b2cMulW(rBx, py), b2cMulW(rBy, px))));
}

// The velocity of B's anchor relative to A's: vB + wB × rB − vA − wA × rA.
B2C_FORCE_INLINE void relativeVelocityW(const BodiesW *a, const BodiesW *b, b2cFloatW rAx, b2cFloatW rAy, b2cFloatW rBx,
										b2cFloatW rBy, b2cFloatW *dvx, b2cFloatW *dvy)
{
	*dvx = b2cSubW(b2cSubW(b->vx, b2cMulW(b->w, rBy)), b2cSubW(a->vx, b2cMulW(a->w, rAy)));
	*dvy = b2cSubW(b2cAddW(b->vy, b2cMulW(b->w, rBx)), b2cAddW(a->vy, b2cMulW(a->w, rAx)));
}

void b2cWarmStartContactBlocks(const b2cContactSolver *solver, b2cBodyState *states, int first, int end)
{
	for (int i = first; i < end; ++i) {
		const b2cContactBlock *block = &solver->blocks[i];
		BodiesW a = gatherVelocities(states, block->stateA), b = gatherVelocities(states, block->stateB);
		MassW m = loadMasses(block);
		b2cFloatW nx = b2cLoadW(block->normalX), ny = b2cLoadW(block->normalY);
		for (int p = 0; p < 2; ++p) {
			const b2cContactPoint *cp = &block->points[p];
			b2cFloatW ni = b2cLoadW(cp->normalImpulse), ti = b2cLoadW(cp->tangentImpulse);
			// impulse = ni n + ti t, with t = (ny, −nx)
			b2cFloatW px = b2cAddW(b2cMulW(ni, nx), b2cMulW(ti, ny));
			b2cFloatW py = b2cSubW(b2cMulW(ni, ny), b2cMulW(ti, nx));
			applyImpulseW(&a, &b, m, b2cLoadW(cp->anchorAX), b2cLoadW(cp->anchorAY), b2cLoadW(cp->anchorBX),
						  b2cLoadW(cp->anchorBY), px, py);
		}
		if (laneMask(block, LANE_ROLLING) != 0) { // (the rolling impulse of the sub-steps before, as the others)
			b2cFloatW rolling = b2cLoadW(block->rollingImpulse);
			a.w = b2cSubW(a.w, b2cMulW(m.iA, rolling));
			b.w = b2cAddW(b.w, b2cMulW(m.iB, rolling));
		}
		scatterVelocities(states, block->stateA, a, laneMask(block, LANE_WRITES_A));
		scatterVelocities(states, block->stateB, b, laneMask(block, LANE_WRITES_B));
	}
}

void b2cSolveContactBlocks(const b2cContactSolver *solver, b2cBodyState *states, float invH, float maxPush,
						   bool useBias, int first, int end)
{
	b2cFloatW zero = b2cZeroW(), one = b2cSplatW(1.0f), invHW = b2cSplatW(invH), minBias = b2cSplatW(-maxPush);
	for (int i = first; i < end; ++i) {
		b2cContactBlock *block = &solver->blocks[i];
		BodiesW a = gatherVelocities(states, block->stateA), b = gatherVelocities(states, block->stateB);
		MotionW ma = gatherMotion(states, block->stateA), mb = gatherMotion(states, block->stateB);
		MassW m = loadMasses(block);
		b2cFloatW nx = b2cLoadW(block->normalX), ny = b2cLoadW(block->normalY);
		b2cFloatW dpx = b2cSubW(mb.dpx, ma.dpx), dpy = b2cSubW(mb.dpy, ma.dpy);
		// where overlapping: soft with bias, rigid without. The push is the scaled bias, at most maxPush.
		b2cFloatW overlapMassScale = useBias ? b2cLoadW(block->massScale) : one;
		b2cFloatW overlapImpulseScale = useBias ? b2cLoadW(block->impulseScale) : zero;
		b2cFloatW biasRate = useBias ? b2cMulW(overlapMassScale, b2cLoadW(block->biasRate)) : zero;
		for (int p = 0; p < 2; ++p) {
			b2cContactPoint *cp = &block->points[p];
			b2cFloatW rAx = b2cLoadW(cp->anchorAX), rAy = b2cLoadW(cp->anchorAY);
			b2cFloatW rBx = b2cLoadW(cp->anchorBX), rBy = b2cLoadW(cp->anchorBY);
			// The separation now: the anchors turned by dq and carried by dp.
			b2cFloatW prAx = b2cSubW(b2cMulW(ma.dqc, rAx), b2cMulW(ma.dqs, rAy));
			b2cFloatW prAy = b2cAddW(b2cMulW(ma.dqs, rAx), b2cMulW(ma.dqc, rAy));
			b2cFloatW prBx = b2cSubW(b2cMulW(mb.dqc, rBx), b2cMulW(mb.dqs, rBy));
			b2cFloatW prBy = b2cAddW(b2cMulW(mb.dqs, rBx), b2cMulW(mb.dqc, rBy));
			b2cFloatW dx = b2cAddW(dpx, b2cSubW(prBx, prAx)), dy = b2cAddW(dpy, b2cSubW(prBy, prAy));
			b2cFloatW separation = b2cAddW(b2cAddW(b2cMulW(nx, dx), b2cMulW(ny, dy)), b2cLoadW(cp->baseSeparation));
			// Apart: speculative, close exactly the gap. Overlapping: push out softly, at a bounded
			// speed (with bias), or just stop approaching (relax).
			b2cFloatW apart = b2cGreaterW(separation, zero);
			b2cFloatW overlapBias = b2cMaxW(b2cMulW(biasRate, separation), minBias);
			b2cFloatW bias = b2cBlendW(overlapBias, b2cMulW(separation, invHW), apart);
			b2cFloatW massScale = b2cBlendW(overlapMassScale, one, apart);
			b2cFloatW impulseScale = b2cBlendW(overlapImpulseScale, zero, apart);
			b2cFloatW dvx, dvy;
			relativeVelocityW(&a, &b, rAx, rAy, rBx, rBy, &dvx, &dvy);
			b2cFloatW vn = b2cAddW(b2cMulW(dvx, nx), b2cMulW(dvy, ny));
			b2cFloatW old = b2cLoadW(cp->normalImpulse);
			b2cFloatW impulse =
				b2cSubW(b2cMulW(b2cSubW(zero, b2cLoadW(cp->normalMass)), b2cAddW(b2cMulW(massScale, vn), bias)),
						b2cMulW(impulseScale, old));
			b2cFloatW total = b2cMaxW(b2cAddW(old, impulse), zero);
			impulse = b2cSubW(total, old);
			b2cStoreW(cp->normalImpulse, total);
			b2cStoreW(cp->maxNormalImpulse, b2cMaxW(b2cLoadW(cp->maxNormalImpulse), impulse));
			applyImpulseW(&a, &b, m, rAx, rAy, rBx, rBy, b2cMulW(impulse, nx), b2cMulW(impulse, ny));
		}
		if (!useBias) {
			// Friction along t = (ny, −nx), bounded by μ times the normal impulse.
			b2cFloatW friction = b2cLoadW(block->friction), tangentSpeed = b2cLoadW(block->tangentSpeed);
			for (int p = 0; p < 2; ++p) {
				b2cContactPoint *cp = &block->points[p];
				b2cFloatW rAx = b2cLoadW(cp->anchorAX), rAy = b2cLoadW(cp->anchorAY);
				b2cFloatW rBx = b2cLoadW(cp->anchorBX), rBy = b2cLoadW(cp->anchorBY);
				b2cFloatW dvx, dvy;
				relativeVelocityW(&a, &b, rAx, rAy, rBx, rBy, &dvx, &dvy);
				// (the sliding speed beyond the surfaces' own: x - 0 is x, bit for bit, without one)
				b2cFloatW vt = b2cSubW(b2cSubW(b2cMulW(dvx, ny), b2cMulW(dvy, nx)), tangentSpeed);
				b2cFloatW old = b2cLoadW(cp->tangentImpulse);
				b2cFloatW impulse = b2cMulW(b2cSubW(zero, b2cLoadW(cp->tangentMass)), vt);
				b2cFloatW maxFriction = b2cMulW(friction, b2cLoadW(cp->normalImpulse));
				b2cFloatW total = b2cMinW(b2cMaxW(b2cAddW(old, impulse), b2cSubW(zero, maxFriction)), maxFriction);
				impulse = b2cSubW(total, old);
				b2cStoreW(cp->tangentImpulse, total);
				applyImpulseW(&a, &b, m, rAx, rAy, rBx, rBy, b2cMulW(impulse, ny), b2cSubW(zero, b2cMulW(impulse, nx)));
			}
			if (laneMask(block, LANE_ROLLING) != 0) {
				// Rolling resistance: an angular impulse against the relative turning, at most the
				// resistance times the normal impulse (lanes without it: a bound of 0, no change).
				b2cFloatW maxRolling =
					b2cMulW(b2cLoadW(block->rollingResistance), b2cAddW(b2cLoadW(block->points[0].normalImpulse),
																		b2cLoadW(block->points[1].normalImpulse)));
				b2cFloatW old = b2cLoadW(block->rollingImpulse);
				b2cFloatW impulse = b2cMulW(b2cSubW(zero, b2cLoadW(block->rollingMass)), b2cSubW(b.w, a.w));
				b2cFloatW total = b2cMinW(b2cMaxW(b2cAddW(old, impulse), b2cSubW(zero, maxRolling)), maxRolling);
				impulse = b2cSubW(total, old);
				b2cStoreW(block->rollingImpulse, total);
				a.w = b2cSubW(a.w, b2cMulW(m.iA, impulse));
				b.w = b2cAddW(b.w, b2cMulW(m.iB, impulse));
			}
		}
		scatterVelocities(states, block->stateA, a, laneMask(block, LANE_WRITES_A));
		scatterVelocities(states, block->stateB, b, laneMask(block, LANE_WRITES_B));
	}
}

void b2cApplyRestitutionBlocks(const b2cContactSolver *solver, b2cBodyState *states, float threshold, int first,
							   int end)
{
	b2cFloatW zero = b2cZeroW(), minSpeed = b2cSplatW(-threshold);
	for (int i = first; i < end; ++i) {
		b2cContactBlock *block = &solver->blocks[i];
		if (laneMask(block, LANE_RESTITUTION) == 0)
			continue;
		BodiesW a = gatherVelocities(states, block->stateA), b = gatherVelocities(states, block->stateB);
		MassW m = loadMasses(block);
		b2cFloatW nx = b2cLoadW(block->normalX), ny = b2cLoadW(block->normalY);
		b2cFloatW restitution = b2cLoadW(block->restitution);
		b2cFloatW bouncy = b2cGreaterW(restitution, zero);
		for (int p = 0; p < 2; ++p) {
			b2cContactPoint *cp = &block->points[p];
			b2cFloatW relativeVelocity = b2cLoadW(cp->relativeVelocity);
			// approaching faster than the threshold, and pushed apart during the step
			b2cFloatW apply = b2cAndW(b2cAndW(bouncy, b2cGreaterW(b2cLoadW(cp->maxNormalImpulse), zero)),
									  b2cGreaterW(minSpeed, relativeVelocity));
			b2cFloatW rAx = b2cLoadW(cp->anchorAX), rAy = b2cLoadW(cp->anchorAY);
			b2cFloatW rBx = b2cLoadW(cp->anchorBX), rBy = b2cLoadW(cp->anchorBY);
			b2cFloatW dvx, dvy;
			relativeVelocityW(&a, &b, rAx, rAy, rBx, rBy, &dvx, &dvy);
			b2cFloatW vn = b2cAddW(b2cMulW(dvx, nx), b2cMulW(dvy, ny));
			b2cFloatW old = b2cLoadW(cp->normalImpulse);
			b2cFloatW impulse =
				b2cMulW(b2cSubW(zero, b2cLoadW(cp->normalMass)), b2cAddW(vn, b2cMulW(restitution, relativeVelocity)));
			b2cFloatW total = b2cBlendW(old, b2cMaxW(b2cAddW(old, impulse), zero), apply);
			impulse = b2cSubW(total, old);
			b2cStoreW(cp->normalImpulse, total);
			applyImpulseW(&a, &b, m, rAx, rAy, rBx, rBy, b2cMulW(impulse, nx), b2cMulW(impulse, ny));
		}
		scatterVelocities(states, block->stateA, a, laneMask(block, LANE_WRITES_A));
		scatterVelocities(states, block->stateB, b, laneMask(block, LANE_WRITES_B));
	}
}

// A hit: the point that approached fastest, faster than the world's threshold at the step's start,
// among those the solver pushed on (a speculative point it never pushed did not touch).
static void reportHit(b2cWorld *world, const b2cContact *contact, const b2cContactBlock *block, int lane)
{
	float fastest = world->def.hitEventThreshold;
	int hit = -1;
	for (int p = 0; p < contact->pointCount; ++p) {
		float approach = -block->points[p].relativeVelocity[lane];
		if (approach > fastest && block->points[p].maxNormalImpulse[lane] > 0.0f) {
			fastest = approach;
			hit = p;
		}
	}
	if (hit < 0)
		return;
	b2cContactHitEvent e = {b2cShapeIdOf(world, contact->shapeA), b2cShapeIdOf(world, contact->shapeB),
							world->contactPoints[contact->points].points[hit].point, contact->normal, fastest};
	b2cPushEvent(&world->hitEvents, &e, sizeof e); // (out of memory: the event is lost)
}

void b2cStoreImpulseBlocks(b2cWorld *world, const b2cContactSolver *solver, int first, int end)
{
	for (int i = first; i < end; ++i) {
		if (i + 2 < end) { // (the records the block 2 ahead writes, fetched now)
			const b2cContactBlock *ahead = &solver->blocks[i + 2];
			for (int lane = 0; lane < B2C_LANES; ++lane)
				if (ahead->contact[lane] >= 0)
					B2C_PREFETCH(&world->contactPoints[ahead->record[lane]]);
		}
		const b2cContactBlock *block = &solver->blocks[i];
		for (int lane = 0; lane < B2C_LANES; ++lane) {
			if (block->contact[lane] < 0)
				continue;
			b2cContactPoints *held = &world->contactPoints[block->record[lane]];
			int pointCount = block->pointCount[lane];
			for (int p = 0; p < pointCount; ++p) {
				held->normalImpulse[p] = block->points[p].normalImpulse[lane];
				held->tangentImpulse[p] = block->points[p].tangentImpulse[lane];
				float maxNormalImpulse = block->points[p].maxNormalImpulse[lane];
				// an impulse that overflowed is not warm started again (it would bring NaN back)
				if (!isfinite(held->normalImpulse[p] + held->tangentImpulse[p] + maxNormalImpulse))
					held->normalImpulse[p] = held->tangentImpulse[p] = 0.0f;
			}
		}
	}
}

bool b2cContactSolver_Reports(const b2cWorld *world, const b2cContactSolver *solver)
{
	if (world->impulseReports)
		return true;
	for (int i = 0; i < solver->blockCount; ++i)
		if (laneMask(&solver->blocks[i], LANE_HIT) != 0)
			return true;
	return false;
}

void b2cReportContactImpulses(b2cWorld *world, const b2cContactSolver *solver)
{
	for (int i = 0; i < solver->blockCount; ++i) {
		const b2cContactBlock *block = &solver->blocks[i];
		for (int lane = 0; lane < B2C_LANES; ++lane) {
			if (block->contact[lane] < 0)
				continue;
			const b2cContact *contact = &world->contacts[block->contact[lane]];
			if (block->flags[lane] & LANE_HIT)
				reportHit(world, contact, block, lane);
			if (world->impulseReports && contact->touching) {
				const b2cContactPoints *held = &world->contactPoints[contact->points];
				int pointCount = contact->pointCount;
				b2cContactImpulse report;
				report.shapeA = b2cShapeIdOf(world, contact->shapeA);
				report.shapeB = b2cShapeIdOf(world, contact->shapeB);
				report.manifold = b2cGetContactManifold(world, contact);
				for (int p = 0; p < 2; ++p) {
					report.normalImpulses[p] = p < pointCount ? held->normalImpulse[p] : 0.0f;
					report.tangentImpulses[p] = p < pointCount ? held->tangentImpulse[p] : 0.0f;
				}
				b2cPushEvent(&world->impulseEvents, &report, sizeof report);
			}
		}
	}
}
