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
typedef struct b2cPolygon {
	b2cVec2 vertices[B2C_MAX_POLYGON_VERTICES];
	b2cVec2 normals[B2C_MAX_POLYGON_VERTICES];
	b2cVec2 centroid;
	float radius;
	int count;
} b2cPolygon;

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
/// at each vertex.
B2C_API b2cMassData b2cComputePolygonMass(const b2cPolygon *polygon, float density);

#ifdef __cplusplus
}
#endif

#endif
