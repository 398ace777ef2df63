// SPDX-License-Identifier: MIT
// b2c: world queries: AABB, overlap with a shape, and ray cast, over the broad-phase's three trees
// (static, kinematic, dynamic, in that order; a callback that stops a query stops it in every tree,
// and a ray clipped in one tree stays clipped in the next).
#include "world_internal.h"

#include "b2c/distance.h"

typedef struct QueryContext {
	b2cWorld *world;
	b2cAABB aabb;
	b2cShapeProxy proxy;
	b2cTransform xf;
	b2cOverlapResultFcn *overlapFcn;
	b2cCastResultFcn *castFcn;
	void *context;
	bool stopped;      ///< a callback said stop
	float maxFraction; ///< the ray as clipped so far
} QueryContext;

// Each tree in turn, until a callback stops the query.
static void queryTrees(b2cWorld *world, b2cAABB aabb, b2cTreeQueryFcn *fcn, QueryContext *q)
{
	for (int t = 0; t < B2C_PROXY_TREES && !q->stopped; ++t)
		b2cDynamicTree_Query(&world->broadPhase.trees[t].tree, aabb, fcn, q);
}

static bool aabbHit(int32_t proxyId, uint64_t userData, void *context)
{
	(void)proxyId;
	QueryContext *q = (QueryContext *)context;
	int32_t index = (int32_t)userData;
	if (!b2cAABB_Overlaps(q->world->shapes[index].aabb, q->aabb) ||
		q->world->bodies[q->world->shapes[index].body].disabled)
		return true;
	q->stopped = !q->overlapFcn(b2cShapeIdOf(q->world, index), q->context);
	return !q->stopped;
}

void b2cWorld_QueryAABB(b2cWorld *world, b2cAABB aabb, b2cOverlapResultFcn *fcn, void *context)
{
	QueryContext q = {.world = world, .aabb = aabb, .overlapFcn = fcn, .context = context};
	queryTrees(world, aabb, aabbHit, &q);
}

static bool shapeHit(int32_t proxyId, uint64_t userData, void *context)
{
	(void)proxyId;
	QueryContext *q = (QueryContext *)context;
	int32_t index = (int32_t)userData;
	const b2cShape *shape = &q->world->shapes[index];
	if (q->world->bodies[shape->body].disabled)
		return true;
	b2cShapeProxy other = b2cMakeShapeProxy(&q->world->shapeGeometry[index]);
	if (!b2cTestOverlap(&q->proxy, q->xf, &other, q->world->bodies[shape->body].xf))
		return true;
	q->stopped = !q->overlapFcn(b2cShapeIdOf(q->world, index), q->context);
	return !q->stopped;
}

void b2cWorld_OverlapShape(b2cWorld *world, const b2cShapeGeometry *geometry, b2cTransform xf, b2cOverlapResultFcn *fcn,
						   void *context)
{
	QueryContext q = {.world = world,
					  .aabb = b2cShapeGeometry_ComputeAABB(geometry, xf),
					  .proxy = b2cMakeShapeProxy(geometry),
					  .xf = xf,
					  .overlapFcn = fcn,
					  .context = context};
	queryTrees(world, q.aabb, shapeHit, &q);
}

static float rayHit(int32_t proxyId, uint64_t userData, b2cVec2 p1, b2cVec2 p2, float maxFraction, void *context)
{
	(void)proxyId;
	QueryContext *q = (QueryContext *)context;
	int32_t index = (int32_t)userData;
	const b2cShape *shape = &q->world->shapes[index];
	if (q->world->bodies[shape->body].disabled)
		return maxFraction;
	b2cCastOutput out = b2cShapeGeometry_RayCast(&q->world->shapeGeometry[index], q->world->bodies[shape->body].xf, p1,
												 p2, maxFraction);
	if (!out.hit)
		return maxFraction;
	float value = q->castFcn(b2cShapeIdOf(q->world, index), out.point, out.normal, out.fraction, q->context);
	if (value < 0.0f || value >= 1.0f)
		return maxFraction; // ignore, or go on unchanged
	if (value == 0.0f)
		q->stopped = true;
	else if (value < q->maxFraction)
		q->maxFraction = value;
	return value; // 0 stops; otherwise clip
}

void b2cWorld_CastRay(b2cWorld *world, b2cVec2 p1, b2cVec2 p2, b2cCastResultFcn *fcn, void *context)
{
	QueryContext q = {.world = world, .castFcn = fcn, .context = context, .maxFraction = 1.0f};
	for (int t = 0; t < B2C_PROXY_TREES && !q.stopped; ++t)
		b2cDynamicTree_RayCast(&world->broadPhase.trees[t].tree, p1, p2, q.maxFraction, rayHit, &q);
}
