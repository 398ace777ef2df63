// SPDX-License-Identifier: MIT
// b2c: the convex shapes as plain values, and their mass properties.
#ifndef B2C_GEOMETRY_H
#define B2C_GEOMETRY_H

#include "hull.h"

typedef struct b2cCircle {
	b2cVec2 center;
	float radius;
} b2cCircle;

/// Two half circles joined by a rectangle: all points within `radius` of the segment.
typedef struct b2cCapsule {
	b2cVec2 center1, center2;
	float radius;
} b2cCapsule;

/// A convex polygon, optionally rounded by `radius` (all points within radius of the core).
/// `skin` (>= 0, 0 by default) is Box2D 2.x's polygon radius (b2_polygonRadius, 0.01 m there): a
/// rounding that counts in collision only (manifolds, time of impact, distance and overlap, the
/// AABB), added to `radius` there. Mass, centroid, inertia, ray casts, point tests and drawing see
/// the polygon without it. A contact of a shape with a skin rests B2C_LINEAR_SLOP deep, as 2.x's do.
typedef struct b2cPolygon {
	b2cVec2 vertices[B2C_MAX_POLYGON_VERTICES];
	b2cVec2 normals[B2C_MAX_POLYGON_VERTICES];
	b2cVec2 centroid;
	float radius;
	int count;
	float skin;
} b2cPolygon;

/// A line segment (Box2D's edge): no area, no mass, two-sided. `skin` (>= 0, 0 by default) is
/// Box2D 2.x's edge radius: the segment collides as a capsule of that radius (manifolds, time of
/// impact, distance and overlap, the AABB); ray casts and drawing see the bare segment.
typedef struct b2cSegment {
	b2cVec2 point1, point2;
	float skin;
} b2cSegment;

/// A segment of a chain, with the neighbouring vertices (ghosts) that let collision slide
/// smoothly across the joins. An end segment of an open chain has no ghost on that side.
typedef struct b2cChainSegment {
	b2cVec2 ghost1;
	b2cSegment segment;
	b2cVec2 ghost2;
	bool hasGhost1, hasGhost2;
} b2cChainSegment;

/// A ray from `origin` along `translation`; hits beyond maxFraction * translation are ignored.
typedef struct b2cRayCastInput {
	b2cVec2 origin, translation;
	float maxFraction;
} b2cRayCastInput;

/// Where a ray enters a shape: fraction of the translation, point and outward surface normal.
typedef struct b2cCastOutput {
	b2cVec2 normal;
	b2cVec2 point;
	float fraction;
	bool hit;
} b2cCastOutput;

/// Mass, centre of mass and rotational inertia about the centre of mass.
typedef struct b2cMassData {
	float mass;
	b2cVec2 center;
	float rotationalInertia;
} b2cMassData;

#ifdef __cplusplus
extern "C" {
#endif

/// A polygon from a valid hull (see b2cComputeHull) and a rounding radius >= 0.
B2C_API b2cPolygon b2cMakePolygon(const b2cHull *hull, float radius);
/// A box of half widths hx, hy centred at `center` and turned by `rotation`.
B2C_API b2cPolygon b2cMakeOffsetBox(float hx, float hy, b2cVec2 center, b2cRot rotation);

B2C_API b2cMassData b2cComputeCircleMass(const b2cCircle *circle, float density);
B2C_API b2cMassData b2cComputeCapsuleMass(const b2cCapsule *capsule, float density);
/// Exact for rounded polygons too: the core, a rectangle along each edge and a circular sector
/// at each vertex. The skin does not count (Box2D 2.x's masses: the bare polygon's).
B2C_API b2cMassData b2cComputePolygonMass(const b2cPolygon *polygon, float density);

/// Segments of a chain through `count` points: count - 1 when open, count when a loop.
B2C_API int b2cGetChainSegmentCount(int count, bool loop);
/// Segment `index` (0-based) of the chain, with the neighbouring points as ghosts.
B2C_API b2cChainSegment b2cGetChainSegment(const b2cVec2 *points, int count, bool loop, int index);

/// Boxes of the shapes as they collide: radius and skin included.
B2C_API b2cAABB b2cComputeCircleAABB(const b2cCircle *circle, b2cTransform xf);
B2C_API b2cAABB b2cComputeCapsuleAABB(const b2cCapsule *capsule, b2cTransform xf);
B2C_API b2cAABB b2cComputePolygonAABB(const b2cPolygon *polygon, b2cTransform xf);
B2C_API b2cAABB b2cComputeSegmentAABB(const b2cSegment *segment, b2cTransform xf);

/// Point tests in the shape's own frame; the boundary counts as inside. Segments contain nothing.
/// A polygon's skin does not count (the bare polygon, as Box2D 2.x's b2PolygonShape::TestPoint).
B2C_API bool b2cPointInCircle(b2cVec2 point, const b2cCircle *circle);
B2C_API bool b2cPointInCapsule(b2cVec2 point, const b2cCapsule *capsule);
B2C_API bool b2cPointInPolygon(b2cVec2 point, const b2cPolygon *polygon);

/// Ray casts in the shape's own frame. A ray that starts inside a shape does not hit it (it enters
/// nothing). Rounded polygons and capsules are hit on their rounded surface. Segments are
/// two-sided: the normal faces the ray's origin; a ray along the segment's line misses. Skins do
/// not count (the bare polygon or segment, as Box2D 2.x casts them).
B2C_API b2cCastOutput b2cRayCastCircle(const b2cRayCastInput *input, const b2cCircle *circle);
B2C_API b2cCastOutput b2cRayCastCapsule(const b2cRayCastInput *input, const b2cCapsule *capsule);
B2C_API b2cCastOutput b2cRayCastPolygon(const b2cRayCastInput *input, const b2cPolygon *polygon);
B2C_API b2cCastOutput b2cRayCastSegment(const b2cRayCastInput *input, const b2cSegment *segment);

#ifdef __cplusplus
}
#endif

#endif
