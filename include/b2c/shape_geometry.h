// SPDX-License-Identifier: MIT
// b2c: any one shape's geometry as a tagged value, with the operations every shape has.
#ifndef B2C_SHAPE_GEOMETRY_H
#define B2C_SHAPE_GEOMETRY_H

#include "geometry.h"

typedef enum b2cShapeType {
	b2cShape_circle,
	b2cShape_capsule,
	b2cShape_polygon,
	b2cShape_segment,
	b2cShape_chainSegment,
	b2cShape_typeCount
} b2cShapeType;

typedef struct b2cShapeGeometry {
	b2cShapeType type;
	union {
		b2cCircle circle;
		b2cCapsule capsule;
		b2cPolygon polygon;
		b2cSegment segment;
		b2cChainSegment chainSegment;
	};
} b2cShapeGeometry;

/// The segment of a segment or chain-segment shape (its type must be one of the two).
B2C_INLINE const b2cSegment *b2cShapeGeometry_GetSegment(const b2cShapeGeometry *shape)
{
	return shape->type == b2cShape_segment ? &shape->segment : &shape->chainSegment.segment;
}

/// Why a geometry cannot be simulated in single precision (b2cGeometry_ok when it can).
typedef enum b2cGeometryError {
	b2cGeometry_ok = 0,
	b2cGeometry_notFinite,    ///< a NaN or infinite coordinate, size or density, or a negative one
	b2cGeometry_tooLarge,     ///< a coordinate or size beyond B2C_MAX_COORDINATE
	b2cGeometry_areaOverflow, ///< at density 1, its mass, centre or rotational inertia (about its
							  ///< centroid or its frame's origin) is not finite: too large, or so far
							  ///< from its origin that its extent rounds to nothing
	b2cGeometry_massOverflow, ///< the same at the density given, where density 1 is fine
} b2cGeometryError;

#ifdef __cplusplus
extern "C" {
#endif

/// Can the shape be simulated: every coordinate and size finite and within B2C_MAX_COORDINATE, and
/// (circles, capsules, polygons) its mass, centre and rotational inertia finite at density 1 and at
/// `density`, counting the inertia about its frame's origin (what its body adds up). About 3e9 m
/// across is the most a solid shape can be: its inertia grows as the fourth power of its size.
B2C_API b2cGeometryError b2cShapeGeometry_Check(const b2cShapeGeometry *shape, float density);

/// The rounding radius: circle and capsule radius, polygon radius, 0 for segments (the skin apart).
B2C_API float b2cShapeGeometry_GetRadius(const b2cShapeGeometry *shape);
/// The skin (Box2D 2.x's polygon radius, b2cPolygon.skin, b2cSegment.skin): 0 for circles and
/// capsules, and for polygons and segments without one. Collision sees the radius plus the skin.
B2C_API float b2cShapeGeometry_GetSkin(const b2cShapeGeometry *shape);
B2C_API b2cAABB b2cShapeGeometry_ComputeAABB(const b2cShapeGeometry *shape, b2cTransform xf);
/// Segments have no mass; their centre is their midpoint.
B2C_API b2cMassData b2cShapeGeometry_ComputeMass(const b2cShapeGeometry *shape, float density);
/// The largest distance from `point` to any point of the shape (in the shape's frame), skin included.
B2C_API float b2cShapeGeometry_GetExtent(const b2cShapeGeometry *shape, b2cVec2 point);
/// The centre of area (the midpoint for segments).
B2C_API b2cVec2 b2cShapeGeometry_GetCentroid(const b2cShapeGeometry *shape);
/// Is the world point inside the shape placed at xf? Never for segments.
B2C_API bool b2cShapeGeometry_TestPoint(const b2cShapeGeometry *shape, b2cTransform xf, b2cVec2 point);
/// Ray cast in world coordinates from p1 toward p2 (fraction of p2 - p1, up to maxFraction);
/// point and normal are in world coordinates.
B2C_API b2cCastOutput b2cShapeGeometry_RayCast(const b2cShapeGeometry *shape, b2cTransform xf, b2cVec2 p1, b2cVec2 p2,
											   float maxFraction);

#ifdef __cplusplus
}
#endif

#endif
