// SPDX-License-Identifier: MIT
// libFuzzer target: sequences of dynamic-tree (or broad-phase) operations, checked against a
// brute-force list of the live proxies.
//
// Input: one byte (bit 0: drive a b2cBroadPhase instead of a bare tree), then operations, one
// byte each and their arguments: create (AABB), destroy, move (AABB, displacement), query (AABB,
// stop after the first?), ray cast (p1, p2, maxFraction), rebuild, validate, shift origin, touch
// and update pairs (broad-phase). Boxes and displacements are what the Lua binding accepts
// (finite, coordinates up to 1e18, lower <= upper: others are skipped); queries and rays take any
// float. After every batch (validate, and at the end): b2cDynamicTree_Validate finds nothing, the
// counts and user data agree with the list, and a query over everything finds each proxy once.
// Each query reports exactly the proxies whose fat AABB overlaps it; each ray cast at least those
// its segment clearly crosses (by more than single-precision rounding at the scale of the boxes);
// each update every new overlapping pair, once.
#include "fuzz_input.h"

#define MAX_PROXIES 256
#define MAX_OPS 400
#define MAX_COORDINATE 1.0e18f

typedef struct Live {
	int32_t id;
	uint64_t userData;
	bool buffered; // broad-phase: created, moved out of its fat box or touched since the last update
	int hits;      // visits in the current traversal
} Live;

typedef struct Fuzz {
	bool broadPhase;
	b2cBroadPhase bp; // its tree is the tree
	b2cDynamicTree *tree;
	Live live[MAX_PROXIES];
	int count;
	uint64_t nextUserData;
} Fuzz;

static int findLive(Fuzz *f, int32_t id)
{
	for (int i = 0; i < f->count; ++i)
		if (f->live[i].id == id)
			return i;
	return -1;
}

static bool bounded(b2cVec2 v) { return fabsf(v.x) <= MAX_COORDINATE && fabsf(v.y) <= MAX_COORDINATE; }

// A box the binding would take: a corner and a size; false when it would refuse it.
static bool fuzzBox(FuzzInput *in, b2cAABB *box)
{
	b2cVec2 lower = fuzzVec2(in), size = fuzzVec2(in);
	b2cVec2 upper = {lower.x + fabsf(size.x), lower.y + fabsf(size.y)};
	*box = (b2cAABB){lower, upper};
	return b2cAABB_IsValid(*box) && bounded(lower) && bounded(upper);
}

static bool visit(int32_t proxyId, uint64_t userData, void *context)
{
	Fuzz *f = (Fuzz *)context;
	int i = findLive(f, proxyId);
	FUZZ_CHECK(i >= 0 && f->live[i].userData == userData);
	f->live[i].hits++;
	return true;
}

static bool visitFirst(int32_t proxyId, uint64_t userData, void *context)
{
	visit(proxyId, userData, context);
	return false;
}

static float visitRay(int32_t proxyId, uint64_t userData, b2cVec2 p1, b2cVec2 p2, float maxFraction, void *context)
{
	(void)p1;
	(void)p2;
	(void)maxFraction;
	visit(proxyId, userData, context);
	return -1.0f; // go on unclipped (0 would stop): every crossed box is visited
}

static void clearHits(Fuzz *f)
{
	for (int i = 0; i < f->count; ++i)
		f->live[i].hits = 0;
}

// Does the segment p1 + t (p2 - p1), 0 <= t <= maxFraction, meet the box shrunk by `margin` (in
// double precision)? An empty shrunk box is met by nothing.
static bool segmentMeets(b2cAABB box, b2cVec2 p1, b2cVec2 p2, float maxFraction, double margin)
{
	double lo[2] = {(double)box.lower.x + margin, (double)box.lower.y + margin};
	double hi[2] = {(double)box.upper.x - margin, (double)box.upper.y - margin};
	double p[2] = {p1.x, p1.y}, d[2] = {(double)p2.x - p1.x, (double)p2.y - p1.y};
	double t0 = 0.0, t1 = maxFraction;
	for (int k = 0; k < 2; ++k) {
		if (lo[k] > hi[k])
			return false;
		if (d[k] == 0.0) {
			if (p[k] < lo[k] || p[k] > hi[k])
				return false;
			continue;
		}
		double a = (lo[k] - p[k]) / d[k], b = (hi[k] - p[k]) / d[k];
		if (a > b) {
			double t = a;
			a = b;
			b = t;
		}
		t0 = a > t0 ? a : t0;
		t1 = b < t1 ? b : t1;
		if (t0 > t1)
			return false;
	}
	return true;
}

static void checkAll(Fuzz *f)
{
	const char *why = b2cDynamicTree_Validate(f->tree);
	if (why != NULL)
		fprintf(stderr, "validate: %s\n", why);
	FUZZ_CHECK(why == NULL);
	FUZZ_CHECK(b2cDynamicTree_GetProxyCount(f->tree) == f->count);
	for (int i = 0; i < f->count; ++i) {
		FUZZ_CHECK(b2cDynamicTree_IsProxy(f->tree, f->live[i].id));
		FUZZ_CHECK(b2cDynamicTree_GetUserData(f->tree, f->live[i].id) == f->live[i].userData);
	}
	clearHits(f);
	b2cAABB everything = {{-FLT_MAX, -FLT_MAX}, {FLT_MAX, FLT_MAX}};
	int calls = b2cDynamicTree_Query(f->tree, everything, visit, f);
	FUZZ_CHECK(calls == f->count);
	for (int i = 0; i < f->count; ++i)
		FUZZ_CHECK(f->live[i].hits == 1);
	(void)b2cDynamicTree_GetHeight(f->tree);
	(void)b2cDynamicTree_GetMaxBalance(f->tree);
	(void)b2cDynamicTree_GetAreaRatio(f->tree);
}

typedef struct PairCheck {
	Fuzz *f;
	int32_t pairs[2 * MAX_PROXIES * MAX_PROXIES / 16][2];
	int count;
	bool overflow;
} PairCheck;

static bool onPair(int32_t proxyA, uint64_t userDataA, int32_t proxyB, uint64_t userDataB, void *context)
{
	PairCheck *pc = (PairCheck *)context;
	int a = findLive(pc->f, proxyA), b = findLive(pc->f, proxyB);
	FUZZ_CHECK(a >= 0 && b >= 0 && proxyA < proxyB);
	FUZZ_CHECK(pc->f->live[a].userData == userDataA && pc->f->live[b].userData == userDataB);
	FUZZ_CHECK(b2cAABB_Overlaps(b2cDynamicTree_GetFatAABB(pc->f->tree, proxyA),
								b2cDynamicTree_GetFatAABB(pc->f->tree, proxyB)));
	for (int i = 0; i < pc->count; ++i)
		FUZZ_CHECK(!(pc->pairs[i][0] == proxyA && pc->pairs[i][1] == proxyB));
	if (pc->count < (int)(sizeof pc->pairs / sizeof pc->pairs[0])) {
		pc->pairs[pc->count][0] = proxyA;
		pc->pairs[pc->count][1] = proxyB;
		pc->count++;
	} else {
		pc->overflow = true;
	}
	return true;
}

static void updatePairs(Fuzz *f)
{
	static PairCheck pc;
	pc.f = f;
	pc.count = 0;
	pc.overflow = false;
	int found = b2cBroadPhase_UpdatePairs(&f->bp, onPair, &pc);
	FUZZ_CHECK(found == pc.count || pc.overflow);
	// Every overlapping pair with a buffered proxy was reported.
	for (int i = 0; i < f->count && !pc.overflow; ++i) {
		for (int j = i + 1; j < f->count; ++j) {
			const Live *a = &f->live[i], *b = &f->live[j];
			if (!(a->buffered || b->buffered))
				continue;
			if (!b2cAABB_Overlaps(b2cDynamicTree_GetFatAABB(f->tree, a->id), b2cDynamicTree_GetFatAABB(f->tree, b->id)))
				continue;
			int32_t lo = a->id < b->id ? a->id : b->id, hi = a->id < b->id ? b->id : a->id;
			bool reported = false;
			for (int k = 0; k < pc.count && !reported; ++k)
				reported = pc.pairs[k][0] == lo && pc.pairs[k][1] == hi;
			FUZZ_CHECK(reported);
		}
	}
	for (int i = 0; i < f->count; ++i)
		f->live[i].buffered = false;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FuzzInput in = fuzzInput(data, size);
	static Fuzz f;
	memset(&f, 0, sizeof f);
	f.broadPhase = fuzzBool(&in);
	f.bp = b2cBroadPhase_Create();
	f.tree = &f.bp.tree;
	int64_t bytes = b2cGetByteCount();

	for (int op = 0; op < MAX_OPS && fuzzMore(&in); ++op) {
		switch (fuzzInt(&in, 10)) {
		case 0: { // create
			b2cAABB box;
			if (!fuzzBox(&in, &box) || f.count == MAX_PROXIES)
				break;
			uint64_t userData = f.nextUserData++;
			int32_t id = f.broadPhase ? b2cBroadPhase_CreateProxy(&f.bp, box, userData)
									  : b2cDynamicTree_CreateProxy(f.tree, box, userData);
			FUZZ_CHECK(id != B2C_NULL_NODE && findLive(&f, id) < 0);
			FUZZ_CHECK(b2cAABB_Contains(b2cDynamicTree_GetFatAABB(f.tree, id), box));
			f.live[f.count++] = (Live){id, userData, true, 0};
			break;
		}
		case 1: { // destroy
			int i = fuzzByte(&in);
			if (f.count == 0)
				break;
			i %= f.count;
			if (f.broadPhase)
				b2cBroadPhase_DestroyProxy(&f.bp, f.live[i].id);
			else
				b2cDynamicTree_DestroyProxy(f.tree, f.live[i].id);
			f.live[i] = f.live[--f.count];
			break;
		}
		case 2: { // move
			int i = fuzzByte(&in);
			b2cAABB box;
			bool ok = fuzzBox(&in, &box);
			b2cVec2 displacement = fuzzVec2(&in);
			if (!ok || !fuzzFiniteVec2(displacement) || !bounded(displacement) || f.count == 0)
				break;
			i %= f.count;
			bool moved = f.broadPhase ? b2cBroadPhase_MoveProxy(&f.bp, f.live[i].id, box, displacement)
									  : b2cDynamicTree_MoveProxy(f.tree, f.live[i].id, box, displacement);
			f.live[i].buffered |= moved;
			FUZZ_CHECK(b2cAABB_Contains(b2cDynamicTree_GetFatAABB(f.tree, f.live[i].id), box));
			break;
		}
		case 3: { // query
			b2cAABB box = {fuzzVec2(&in), fuzzVec2(&in)};
			bool first = fuzzBool(&in);
			clearHits(&f);
			int calls = b2cDynamicTree_Query(f.tree, box, first ? visitFirst : visit, &f);
			int expected = 0;
			for (int i = 0; i < f.count; ++i) {
				bool overlaps = b2cAABB_Overlaps(b2cDynamicTree_GetFatAABB(f.tree, f.live[i].id), box);
				expected += overlaps;
				FUZZ_CHECK(f.live[i].hits <= (int)overlaps);
				if (!first)
					FUZZ_CHECK(f.live[i].hits == (int)overlaps);
			}
			FUZZ_CHECK(first ? calls == (expected > 0) : calls == expected);
			break;
		}
		case 4: { // ray cast
			b2cVec2 p1 = fuzzVec2(&in), p2 = fuzzVec2(&in);
			float maxFraction = (float)fuzzByte(&in) / 255.0f;
			clearHits(&f);
			b2cDynamicTree_RayCast(f.tree, p1, p2, maxFraction, visitRay, &f);
			if (!fuzzFiniteVec2(p1) || !fuzzFiniteVec2(p2) || !bounded(p1) || !bounded(p2))
				break;
			// The tree tests each node's box in single precision, so "clearly" means by more than
			// its rounding at the scale of the largest box (an ancestor of every leaf: the root).
			double scale = 1.0 + fabs(p1.x) + fabs(p1.y) + fabs(p2.x) + fabs(p2.y);
			for (int i = 0; i < f.count; ++i) {
				b2cAABB box = b2cDynamicTree_GetFatAABB(f.tree, f.live[i].id);
				scale += fabs(box.lower.x) + fabs(box.lower.y) + fabs(box.upper.x) + fabs(box.upper.y);
			}
			for (int i = 0; i < f.count; ++i) {
				FUZZ_CHECK(f.live[i].hits <= 1);
				b2cAABB box = b2cDynamicTree_GetFatAABB(f.tree, f.live[i].id);
				if (segmentMeets(box, p1, p2, maxFraction, 1.0e-5 * scale) && f.live[i].hits != 1) {
					fprintf(stderr,
							"ray (%.9g, %.9g) -> (%.9g, %.9g) up to %.9g missed box (%.9g, %.9g)-(%.9g, %.9g)\n", p1.x,
							p1.y, p2.x, p2.y, maxFraction, box.lower.x, box.lower.y, box.upper.x, box.upper.y);
					FUZZ_CHECK(f.live[i].hits == 1);
				}
			}
			break;
		}
		case 5:
			FUZZ_CHECK(b2cDynamicTree_Rebuild(f.tree));
			break;
		case 6:
			checkAll(&f);
			break;
		case 7: { // shift the origin
			b2cVec2 origin = fuzzVec2(&in);
			if (fuzzFiniteVec2(origin) && bounded(origin))
				b2cDynamicTree_ShiftOrigin(f.tree, origin);
			break;
		}
		case 8: { // touch
			int i = fuzzByte(&in);
			if (!f.broadPhase || f.count == 0)
				break;
			i %= f.count;
			FUZZ_CHECK(b2cBroadPhase_TouchProxy(&f.bp, f.live[i].id));
			f.live[i].buffered = true;
			break;
		}
		default:
			if (f.broadPhase)
				updatePairs(&f);
			else
				b2cDynamicTree_Flush(f.tree);
			break;
		}
	}
	checkAll(&f);
	if (f.broadPhase)
		updatePairs(&f);
	b2cBroadPhase_Destroy(&f.bp);
	FUZZ_CHECK(b2cGetByteCount() == bytes);
	return 0;
}
