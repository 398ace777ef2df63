// SPDX-License-Identifier: MIT
// b2c: GJK distance, shape cast and time of impact between convex shapes.
#ifndef B2C_DISTANCE_H
#define B2C_DISTANCE_H

#include "shape_geometry.h"

/// A convex shape as GJK sees it: points (in the shape's frame) and a radius.
typedef struct b2cShapeProxy {
	b2cVec2 points[B2C_MAX_POLYGON_VERTICES];
	int count;
	float radius;
} b2cShapeProxy;

/// Warm start for GJK: the support indices of the last simplex. Zero it before the first call.
typedef struct b2cSimplexCache {
	float metric; ///< length or area of the cached simplex, to detect a stale cache
	uint16_t count;
	uint8_t indexA[3];
	uint8_t indexB[3];
} b2cSimplexCache;

typedef struct b2cDistanceOutput {
	b2cVec2 pointA, pointB; ///< closest points (on the surfaces when radii are used)
	float distance;
	int iterations;
	int simplexCount;
} b2cDistanceOutput;

typedef struct b2cShapeCastOutput {
	b2cVec2 point, normal; ///< contact point and normal (from A toward B) at the fraction
	float fraction;
	int iterations;
	bool hit;
} b2cShapeCastOutput;

typedef enum b2cTOIState {
	b2cTOI_unknown,
	b2cTOI_failed,
	b2cTOI_overlapped,
	b2cTOI_touching,
	b2cTOI_separated
} b2cTOIState;

typedef struct b2cTOIOutput {
	b2cTOIState state;
	float t;
	/// Separations it evaluated along its axes (its cost). A sweep or a shape that is not finite
	/// fails at once: none.
	int evaluations;
} b2cTOIOutput;

#ifdef __cplusplus
extern "C" {
#endif

/// The shape as GJK sees it: its radius is the shape's rounding plus its skin.
B2C_API b2cShapeProxy b2cMakeShapeProxy(const b2cShapeGeometry *shape);

/// The index of the proxy's point farthest along `direction` (the first of equals).
B2C_API int b2cShapeProxy_FindSupport(const b2cShapeProxy *proxy, b2cVec2 direction);

/// Closest points of two convex shapes by GJK. With useRadii the radii are subtracted (overlap
/// gives distance 0 and one point). The cache is read and updated (may be NULL).
B2C_API b2cDistanceOutput b2cShapeDistance(const b2cShapeProxy *proxyA, b2cTransform xfA, const b2cShapeProxy *proxyB,
										   b2cTransform xfB, bool useRadii, b2cSimplexCache *cache);

/// Whether two convex shapes overlap: their distance, radii included, is below 10 float epsilons.
B2C_API bool b2cTestOverlap(const b2cShapeProxy *proxyA, b2cTransform xfA, const b2cShapeProxy *proxyB,
							b2cTransform xfB);

/// First contact of B moving by translationB (A fixed), as a fraction of the translation up to
/// maxFraction. No hit when they overlap at the start or never meet.
B2C_API b2cShapeCastOutput b2cShapeCast(const b2cShapeProxy *proxyA, b2cTransform xfA, const b2cShapeProxy *proxyB,
										b2cTransform xfB, b2cVec2 translationB, float maxFraction);

/// Time of impact of two moving shapes, by conservative advancement with separating axes
/// (Box2D's b2TimeOfImpact): the shapes stop at a separation of about linearSlop. A sweep, a shape
/// or a distance on the way that is not finite (NaN, or coordinates whose differences overflow)
/// gives b2cTOI_failed at t = 0 at once, instead of spending the whole iteration budget.
B2C_API b2cTOIOutput b2cTimeOfImpact(const b2cShapeProxy *proxyA, const b2cSweep *sweepA, const b2cShapeProxy *proxyB,
									 const b2cSweep *sweepB, float tMax);
/// The same with the target distance between the cores (the radii not counted) chosen: the shapes
/// stop when their cores are `target` apart (within a quarter of linearSlop). b2cTimeOfImpact's
/// target is Box2D 2.4's: max(linearSlop, radii - 3 linearSlop); the world's continuous
/// collision stops bodies with their surfaces touching: max(linearSlop, radii).
B2C_API b2cTOIOutput b2cTimeOfImpactTo(const b2cShapeProxy *proxyA, const b2cSweep *sweepA, const b2cShapeProxy *proxyB,
									   const b2cSweep *sweepB, float tMax, float target);

#ifdef __cplusplus
}
#endif

#endif
