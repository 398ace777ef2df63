// SPDX-License-Identifier: MIT
// b2c: contact manifolds between pairs of shapes.
#ifndef B2C_MANIFOLD_H
#define B2C_MANIFOLD_H

#include "shape_geometry.h"

/// Feature types inside a contact id.
enum { b2cFeature_vertex = 0, b2cFeature_face = 1 };

/// A contact id packs the features that made the point, as Box2D-Lite's feature pairs and Box2D's
/// ContactFeature: indexA | indexB << 8 | typeA << 16 | typeB << 24. It stays the same while the
/// shapes slide, so a solver can match points from step to step.
#define B2C_MAKE_ID(indexA, indexB, typeA, typeB) \
	((uint32_t)(indexA) | (uint32_t)(indexB) << 8 | (uint32_t)(typeA) << 16 | (uint32_t)(typeB) << 24)

typedef struct b2cManifoldPoint {
	b2cVec2 point;    ///< world point midway between the two surfaces
	float separation; ///< negative when overlapping; up to B2C_SPECULATIVE_DISTANCE when apart
	uint32_t id;
} b2cManifoldPoint;

typedef struct b2cManifold {
	b2cVec2 normal; ///< world unit normal, from A toward B
	b2cManifoldPoint points[2];
	int pointCount; ///< 0 when the shapes are farther apart than B2C_SPECULATIVE_DISTANCE
} b2cManifold;

#ifdef __cplusplus
extern "C" {
#endif

/// The contact manifold of two shapes placed at xfA and xfB. Pairs of segments (chain segments
/// included) do not collide: they have no area. A chain segment is one-sided (it collides only
/// with shapes on the right of point1 -> point2, the outside of a counter-clockwise loop) and
/// uses its ghost vertices so that shapes slide across the joins without catching.
B2C_API b2cManifold b2cCollide(const b2cShapeGeometry *shapeA, b2cTransform xfA, const b2cShapeGeometry *shapeB,
							   b2cTransform xfB);
/// The same, written into *manifold (cheaper in a loop: no 40-byte copy).
B2C_API void b2cCollideInto(b2cManifold *manifold, const b2cShapeGeometry *shapeA, b2cTransform xfA,
							const b2cShapeGeometry *shapeB, b2cTransform xfB);

#ifdef __cplusplus
}
#endif

#endif
