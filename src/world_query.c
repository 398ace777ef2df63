// SPDX-License-Identifier: MIT
// b2c: world queries: AABB, overlap with a shape, and ray cast, over the broad-phase tree.
#include "world_internal.h"

#include "b2c/distance.h"

typedef struct QueryContext {
	b2cWorld *world;
	b2cAABB aabb;
	const b2cShapeGeometry *geometry;
	b2cShapeProxy proxy;
	b2cTransform xf;
	b2cOverlapResultFcn *overlapFcn;
	b2cCastResultFcn *castFcn;
	void *context;
} QueryContext;

static b2cShapeId idOf(const b2cWorld *world, int32_t index) { return (b2cShapeId){index, world->shapes[index].generation}; }

static bool aabbHit(int32_t proxyId, uint64_t userData, void *context)
{
	(void)proxyId;
	QueryContext *q = (QueryContext *)context;
	int32_t index = (int32_t)userData;
	if (!b2cAABB_Overlaps(q->world->shapes[index].aabb, q->aabb))
		return true;
	return q->overlapFcn(idOf(q->world, index), q->context);
}

void b2cWorld_QueryAABB(b2cWorld *world, b2cAABB aabb, b2cOverlapResultFcn *fcn, void *context)
{
	QueryContext q = {world, aabb, NULL, {{{0, 0}}, 0, 0.0f}, b2cTransform_identity, fcn, NULL, context};
	b2cDynamicTree_Query(&world->broadPhase.tree, aabb, aabbHit, &q);
}

static bool shapeHit(int32_t proxyId, uint64_t userData, void *context)
{
	(void)proxyId;
	QueryContext *q = (QueryContext *)context;
	int32_t index = (int32_t)userData;
	const b2cShape *shape = &q->world->shapes[index];
	b2cShapeProxy other = b2cMakeShapeProxy(&shape->geometry);
	b2cDistanceOutput d =
		b2cShapeDistance(&q->proxy, q->xf, &other, q->world->bodies[shape->body].xf, true, NULL);
	if (d.distance > 10.0f * FLT_EPSILON)
		return true;
	return q->overlapFcn(idOf(q->world, index), q->context);
}

void b2cWorld_OverlapShape(b2cWorld *world, const b2cShapeGeometry *geometry, b2cTransform xf,
						   b2cOverlapResultFcn *fcn, void *context)
{
	QueryContext q = {world, b2cShapeGeometry_ComputeAABB(geometry, xf), geometry, b2cMakeShapeProxy(geometry), xf,
					  fcn, NULL, context};
	b2cDynamicTree_Query(&world->broadPhase.tree, q.aabb, shapeHit, &q);
}

static float rayHit(int32_t proxyId, uint64_t userData, b2cVec2 p1, b2cVec2 p2, float maxFraction, void *context)
{
	(void)proxyId;
	QueryContext *q = (QueryContext *)context;
	int32_t index = (int32_t)userData;
	const b2cShape *shape = &q->world->shapes[index];
	b2cCastOutput out = b2cShapeGeometry_RayCast(&shape->geometry, q->world->bodies[shape->body].xf, p1, p2, maxFraction);
	if (!out.hit)
		return maxFraction;
	float value = q->castFcn(idOf(q->world, index), out.point, out.normal, out.fraction, q->context);
	if (value < 0.0f || value >= 1.0f)
		return maxFraction; // ignore, or go on unchanged
	return value;           // 0 stops; otherwise clip
}

void b2cWorld_CastRay(b2cWorld *world, b2cVec2 p1, b2cVec2 p2, b2cCastResultFcn *fcn, void *context)
{
	QueryContext q = {world, {{0, 0}, {0, 0}}, NULL, {{{0, 0}}, 0, 0.0f}, b2cTransform_identity, NULL, fcn, context};
	b2cDynamicTree_RayCast(&world->broadPhase.tree, p1, p2, 1.0f, rayHit, &q);
}
