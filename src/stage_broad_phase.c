// SPDX-License-Identifier: MIT
// b2c: the world's broad-phase: a tree per body type (b2cWorldBroadPhase), its proxies, its pairs,
// and the half of the step that moves proxies: the shapes of the moving bodies put where their
// bodies went (see stage_broad_phase.h; new pairs into contacts is contact.c's b2cFindNewContacts).
//
// Fat boxes. A static proxy's is its shape's box: nothing moves it but the user, and the moving
// proxies' margins make up for it. A moving proxy's fat box is its shape's box grown by the
// speculative distance and a margin all round, and reaching ahead along the move expected next:
// B2C_AABB_MULTIPLIER times it, at most the margin on each axis. The margin is an eighth of the
// shape's size (half the diagonal of its box), at most B2C_MAX_SHAPE_MARGIN (after Box2D v3, whose
// margin is an eighth of the shape's extent, at most 5 cm): a small body in a crowd meets only its
// neighbours (smash's 9,600 boxes of 0.4 m, flying apart: 28 k contacts with a 0.1 m margin, 6 k
// in v3). The fat box is made anew when the shape's box grown by the speculative distance leaves it
// (so a pair closer than that distance always has overlapping boxes, and a contact), and when it
// is far larger than the shape needs: wider or taller than the box the rule gives now by more than
// 4 margins (a long body that turned). The reach ahead spares a settling or falling body a new box
// every few steps (large_pyramid's first 40 steps: 23 k new boxes without it, 12 k with it); its
// cap keeps fast bodies from dragging long boxes through crowds (before, a box reached 4 moves
// ahead, however fast, and never shrank: the spinner scene kept 5 times the contacts it has now).
#include "stage_broad_phase.h"

#include "tree_internal.h"

// A moving fat box this many margins wider or taller than the box the rule gives now is far larger
// than its shape needs (the shape turned, and its box shrank): it is made anew.
#define SLACK_MARGINS 4.0f

// The margin of a moving shape whose box is `aabb`.
static float movingMargin(b2cAABB aabb)
{
	float w = aabb.upper.x - aabb.lower.x, h = aabb.upper.y - aabb.lower.y;
	return b2cMinFloat(B2C_MAX_SHAPE_MARGIN, 0.0625f * sqrtf(w * w + h * h));
}

// The fat box the rule gives a moving shape whose box is `aabb`, about to move by `d`, with the
// margin `margin`.
static b2cAABB movingFatBox(b2cAABB aabb, b2cVec2 d, float margin)
{
	d.x = b2cClampFloat(B2C_AABB_MULTIPLIER * d.x, -margin, margin);
	d.y = b2cClampFloat(B2C_AABB_MULTIPLIER * d.y, -margin, margin);
	return b2cAABB_Reach(b2cAABB_Expand(aabb, B2C_SPECULATIVE_DISTANCE + margin), d);
}

b2cWorldBroadPhase b2cWorldBroadPhase_Create(void)
{
	b2cWorldBroadPhase bp;
	for (int t = 0; t < B2C_PROXY_TREES; ++t)
		bp.trees[t] = b2cBroadPhase_Create();
	bp.staticChanges = 0;
	return bp;
}

void b2cWorldBroadPhase_Destroy(b2cWorldBroadPhase *bp)
{
	for (int t = 0; t < B2C_PROXY_TREES; ++t)
		b2cBroadPhase_Destroy(&bp->trees[t]);
	bp->staticChanges = 0;
}

// A new proxy's fat box, for a shape of box `aabb` in `tree`.
static b2cAABB fatBoxFor(int tree, b2cAABB aabb)
{
	return tree == b2cBody_static ? aabb : movingFatBox(aabb, b2cVec2_zero, movingMargin(aabb));
}

bool b2cCreateShapeProxy(b2cWorld *world, int32_t shapeIndex)
{
	b2cShape *shape = &world->shapes[shapeIndex];
	int tree = (int)world->bodies[shape->body].type;
	int32_t id = b2cBroadPhase_CreateProxyFat(&world->broadPhase.trees[tree], fatBoxFor(tree, shape->aabb),
											  (uint64_t)shapeIndex);
	if (id == B2C_NULL_NODE) {
		shape->proxy = B2C_NULL_NODE;
		return false;
	}
	shape->proxy = b2cProxyKey(tree, id);
	if (tree == b2cBody_static)
		world->broadPhase.staticChanges++;
	return true;
}

void b2cDestroyShapeProxy(b2cWorld *world, int32_t shapeIndex)
{
	b2cShape *shape = &world->shapes[shapeIndex];
	int tree = b2cProxyTree(shape->proxy);
	b2cProxyIndex proxyIndex = {&world->arena.proxyIndex, &world->arena.proxyIndexCapacity};
	b2cBroadPhase_DestroyProxyIndexed(&world->broadPhase.trees[tree], b2cProxyNode(shape->proxy), proxyIndex);
	if (tree == b2cBody_static)
		world->broadPhase.staticChanges++;
	shape->proxy = B2C_NULL_NODE;
}

bool b2cDestroyShapeProxies(b2cWorld *world, const int32_t *shapes, int count)
{
	int32_t *nodes = (int32_t *)b2cAlloc((size_t)count * sizeof(int32_t));
	if (nodes == NULL)
		return false;
	// Tree by tree, each tree's proxies in the order given.
	int counts[B2C_PROXY_TREES] = {0, 0, 0};
	for (int i = 0; i < count; ++i)
		counts[b2cProxyTree(world->shapes[shapes[i]].proxy)]++;
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		if (counts[t] == 0)
			continue;
		int n = 0;
		for (int i = 0; i < count; ++i)
			if (b2cProxyTree(world->shapes[shapes[i]].proxy) == t)
				nodes[n++] = b2cProxyNode(world->shapes[shapes[i]].proxy);
		if (!b2cBroadPhase_DestroyProxies(&world->broadPhase.trees[t], nodes, n)) {
			// (out of memory for the index: these one by one, the trees done before stay done)
			for (int i = 0; i < n; ++i)
				b2cBroadPhase_DestroyProxy(&world->broadPhase.trees[t], nodes[i]);
		}
	}
	world->broadPhase.staticChanges += counts[b2cBody_static];
	for (int i = 0; i < count; ++i)
		world->shapes[shapes[i]].proxy = B2C_NULL_NODE;
	b2cFree(nodes, (size_t)count * sizeof(int32_t));
	return true;
}

void b2cTouchShapeProxy(b2cWorld *world, int32_t shapeIndex)
{
	int32_t key = world->shapes[shapeIndex].proxy;
	b2cBroadPhase_TouchProxy(&world->broadPhase.trees[b2cProxyTree(key)], b2cProxyNode(key));
}

bool b2cMoveBodyProxies(b2cWorld *world, int32_t bodyIndex)
{
	b2cBody *body = &world->bodies[bodyIndex];
	int tree = (int)body->type;
	bool ok = true;
	for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
		b2cShape *shape = &world->shapes[s];
		if (b2cProxyTree(shape->proxy) == tree) {
			b2cTouchShapeProxy(world, s);
			continue;
		}
		int32_t id =
			b2cBroadPhase_CreateProxyFat(&world->broadPhase.trees[tree], fatBoxFor(tree, shape->aabb), (uint64_t)s);
		if (id == B2C_NULL_NODE) {
			ok = false; // (out of memory: it stays in its old tree, and still finds its pairs there)
			b2cTouchShapeProxy(world, s);
			continue;
		}
		b2cDestroyShapeProxy(world, s);
		shape->proxy = b2cProxyKey(tree, id);
		if (tree == b2cBody_static)
			world->broadPhase.staticChanges++;
	}
	return ok;
}

// ---- pairs ----

typedef struct PairQuery {
	b2cWorld *world;
	b2cPairFcn *fcn;
	void *context;
	int queryTree, hitTree;
	int32_t queryNode;
	uint64_t queryShape;
} PairQuery;

static bool pairHit(int32_t proxyId, uint64_t userData, void *context)
{
	PairQuery *q = (PairQuery *)context;
	const b2cBroadPhase *hitBP = &q->world->broadPhase.trees[q->hitTree];
	bool moved = (hitBP->tree.nodes[proxyId].flags & b2cTreeNode_moved) != 0;
	if (q->hitTree == q->queryTree) {
		// (the dynamic tree with itself) both buffered: the query of the larger id reports the pair
		if (proxyId == q->queryNode || (moved && proxyId > q->queryNode))
			return true;
	} else if (q->queryTree != b2cBody_dynamic && moved) {
		return true; // a buffered dynamic proxy reports its pairs with the other trees itself
	}
	q->fcn(b2cProxyKey(q->queryTree, q->queryNode), q->queryShape, b2cProxyKey(q->hitTree, proxyId), userData,
		   q->context);
	return true;
}

static void queryTree(PairQuery *q, int tree, b2cAABB box)
{
	q->hitTree = tree;
	b2cDynamicTree_Query(&q->world->broadPhase.trees[tree].tree, box, pairHit, q);
}

void b2cUpdateWorldPairs(b2cWorld *world, b2cPairFcn *fcn, void *context)
{
	b2cWorldBroadPhase *bp = &world->broadPhase;
	b2cBroadPhase *statics = &bp->trees[b2cBody_static];
	if (bp->staticChanges > 16 + statics->tree.proxyCount / 4)
		b2cRebuildStaticTree(world); // (out of memory: the insertions' tree, still sound)
	PairQuery q = {world, fcn, context, 0, 0, B2C_NULL_NODE, 0};
	static const int order[B2C_PROXY_TREES] = {b2cBody_dynamic, b2cBody_kinematic, b2cBody_static};
	for (int k = 0; k < B2C_PROXY_TREES; ++k) {
		int t = order[k];
		b2cBroadPhase *moving = &bp->trees[t];
		q.queryTree = t;
		for (int i = 0; i < moving->moveCount; ++i) {
			q.queryNode = moving->moveBuffer[i];
			q.queryShape = moving->tree.userData[q.queryNode];
			b2cAABB box = moving->tree.nodes[q.queryNode].aabb;
			if (t == b2cBody_dynamic) {
				queryTree(&q, b2cBody_static, box);
				queryTree(&q, b2cBody_kinematic, box);
			}
			queryTree(&q, b2cBody_dynamic, box);
		}
	}
	for (int t = 0; t < B2C_PROXY_TREES; ++t) {
		b2cBroadPhase *moving = &bp->trees[t];
		for (int i = 0; i < moving->moveCount; ++i)
			moving->tree.nodes[moving->moveBuffer[i]].flags &= (uint16_t)~b2cTreeNode_moved;
		if (moving->moveCount > 0)
			moving->tree.stamp = 0;
		moving->moveCount = 0;
	}
}

bool b2cRebuildStaticTree(b2cWorld *world)
{
	if (!b2cDynamicTree_Rebuild(&world->broadPhase.trees[b2cBody_static].tree))
		return false;
	world->broadPhase.staticChanges = 0;
	return true;
}

// ---- moving the shapes ----

void b2cMoveBodyShapes(b2cWorld *world, b2cBody *body, b2cVec2 displacement)
{
	for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
		b2cShape *shape = &world->shapes[s];
		shape->aabb = b2cShapeGeometry_ComputeAABB(&world->shapeGeometry[s], body->xf);
		int tree = b2cProxyTree(shape->proxy);
		int32_t id = b2cProxyNode(shape->proxy);
		b2cBroadPhase *bp = &world->broadPhase.trees[tree];
		b2cAABB fat = bp->tree.nodes[id].aabb;
		if (tree == b2cBody_static) {
			// (a static body moved by the user: its box follows exactly)
			if (fat.lower.x != shape->aabb.lower.x || fat.lower.y != shape->aabb.lower.y ||
				fat.upper.x != shape->aabb.upper.x || fat.upper.y != shape->aabb.upper.y)
				b2cBroadPhase_SetFatAABB(bp, id, shape->aabb);
			continue;
		}
		float margin = movingMargin(shape->aabb), slack = SLACK_MARGINS * margin;
		b2cAABB want = movingFatBox(shape->aabb, displacement, margin);
		bool refit = !b2cAABB_Contains(fat, b2cAABB_Expand(shape->aabb, B2C_SPECULATIVE_DISTANCE)) ||
					 (fat.upper.x - fat.lower.x) - (want.upper.x - want.lower.x) > slack ||
					 (fat.upper.y - fat.lower.y) - (want.upper.y - want.lower.y) > slack;
		if (refit)
			b2cBroadPhase_SetFatAABB(bp, id, want);
	}
}

void b2cSynchronizeShapes(b2cWorld *world, float dt)
{
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	const b2cVisitSet *set = &world->awake.bodies; // (every moving body: awake_set.h)
	B2C_VISIT_EACH(set, bodyCount, i) {
		b2cBody *body = &world->bodies[i];
		if (b2cIsActive(body))
			b2cMoveBodyShapes(world, body, b2cMulSV(dt, body->v));
	}
}
