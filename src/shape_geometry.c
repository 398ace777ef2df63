// SPDX-License-Identifier: MIT
// b2c: dispatch of the per-shape geometry functions on the shape's type.
#include "b2c/shape_geometry.h"

#include <math.h>

// Finite and within B2C_MAX_COORDINATE (NaN fails both tests).
static b2cGeometryError checkNumber(float x)
{
	if (!isfinite(x))
		return b2cGeometry_notFinite;
	return b2cAbsFloat(x) <= B2C_MAX_COORDINATE ? b2cGeometry_ok : b2cGeometry_tooLarge;
}

static b2cGeometryError checkPoints(const b2cVec2 *points, int count)
{
	b2cGeometryError worst = b2cGeometry_ok;
	for (int i = 0; i < count; ++i) {
		b2cGeometryError x = checkNumber(points[i].x), y = checkNumber(points[i].y);
		if (x == b2cGeometry_notFinite || y == b2cGeometry_notFinite)
			return b2cGeometry_notFinite;
		if (x != b2cGeometry_ok || y != b2cGeometry_ok)
			worst = b2cGeometry_tooLarge;
	}
	return worst;
}

static b2cGeometryError checkRadius(float radius)
{
	if (!(radius >= 0.0f))
		return b2cGeometry_notFinite;
	return checkNumber(radius);
}

// Mass, centre, inertia about the centroid and about the frame's origin (as a body adds them up).
static bool massIsFinite(const b2cShapeGeometry *shape, float density)
{
	b2cMassData md = b2cShapeGeometry_ComputeMass(shape, density);
	float aboutOrigin = md.rotationalInertia + md.mass * b2cDot(md.center, md.center);
	return isfinite(md.mass) && b2cIsValidVec2(md.center) && isfinite(md.rotationalInertia) && isfinite(aboutOrigin) &&
		   b2cIsValidVec2(b2cMulSV(md.mass, md.center));
}

b2cGeometryError b2cShapeGeometry_Check(const b2cShapeGeometry *shape, float density)
{
	b2cGeometryError e;
	switch (shape->type) {
	case b2cShape_circle:
		e = checkPoints(&shape->circle.center, 1);
		if (e == b2cGeometry_ok)
			e = checkRadius(shape->circle.radius);
		break;
	case b2cShape_capsule:
		e = checkPoints(&shape->capsule.center1, 1);
		if (e == b2cGeometry_ok)
			e = checkPoints(&shape->capsule.center2, 1);
		if (e == b2cGeometry_ok)
			e = checkRadius(shape->capsule.radius);
		break;
	case b2cShape_polygon:
		if (shape->polygon.count < 3 || shape->polygon.count > B2C_MAX_POLYGON_VERTICES)
			return b2cGeometry_notFinite;
		e = checkPoints(shape->polygon.vertices, shape->polygon.count);
		if (e == b2cGeometry_ok)
			e = checkPoints(&shape->polygon.centroid, 1);
		if (e == b2cGeometry_ok)
			e = checkRadius(shape->polygon.radius);
		if (e == b2cGeometry_ok)
			e = checkRadius(shape->polygon.skin);
		for (int i = 0; e == b2cGeometry_ok && i < shape->polygon.count; ++i)
			if (!b2cIsValidVec2(shape->polygon.normals[i]))
				e = b2cGeometry_notFinite;
		break;
	case b2cShape_segment:
		e = checkPoints(&shape->segment.point1, 2);
		return e == b2cGeometry_ok ? checkRadius(shape->segment.skin) : e;
	case b2cShape_chainSegment:
		e = checkPoints(&shape->chainSegment.segment.point1, 2);
		if (e == b2cGeometry_ok)
			e = checkRadius(shape->chainSegment.segment.skin);
		if (e == b2cGeometry_ok)
			e = checkPoints(&shape->chainSegment.ghost1, 1);
		if (e == b2cGeometry_ok)
			e = checkPoints(&shape->chainSegment.ghost2, 1);
		return e;
	default:
		return b2cGeometry_notFinite;
	}
	if (e != b2cGeometry_ok)
		return e;
	if (!massIsFinite(shape, 1.0f))
		return b2cGeometry_areaOverflow;
	if (!(density >= 0.0f && isfinite(density)))
		return b2cGeometry_notFinite;
	if (density != 1.0f && !massIsFinite(shape, density))
		return b2cGeometry_massOverflow;
	return b2cGeometry_ok;
}

float b2cShapeGeometry_GetRadius(const b2cShapeGeometry *shape)
{
	switch (shape->type) {
	case b2cShape_circle:
		return shape->circle.radius;
	case b2cShape_capsule:
		return shape->capsule.radius;
	case b2cShape_polygon:
		return shape->polygon.radius;
	default:
		return 0.0f;
	}
}

float b2cShapeGeometry_GetSkin(const b2cShapeGeometry *shape)
{
	switch (shape->type) {
	case b2cShape_polygon:
		return shape->polygon.skin;
	case b2cShape_segment:
	case b2cShape_chainSegment:
		return b2cShapeGeometry_GetSegment(shape)->skin;
	default:
		return 0.0f;
	}
}

float b2cShapeGeometry_GetExtent(const b2cShapeGeometry *shape, b2cVec2 point)
{
	switch (shape->type) {
	case b2cShape_circle:
		return b2cDistance(shape->circle.center, point) + shape->circle.radius;
	case b2cShape_capsule:
		return b2cMaxFloat(b2cDistance(shape->capsule.center1, point), b2cDistance(shape->capsule.center2, point)) +
			   shape->capsule.radius;
	case b2cShape_polygon: {
		float extent = 0.0f;
		for (int i = 0; i < shape->polygon.count; ++i)
			extent = b2cMaxFloat(extent, b2cDistance(shape->polygon.vertices[i], point));
		return extent + shape->polygon.radius + shape->polygon.skin;
	}
	default: {
		const b2cSegment *segment = b2cShapeGeometry_GetSegment(shape);
		return b2cMaxFloat(b2cDistance(segment->point1, point), b2cDistance(segment->point2, point)) + segment->skin;
	}
	}
}

b2cAABB b2cShapeGeometry_ComputeAABB(const b2cShapeGeometry *shape, b2cTransform xf)
{
	switch (shape->type) {
	case b2cShape_circle:
		return b2cComputeCircleAABB(&shape->circle, xf);
	case b2cShape_capsule:
		return b2cComputeCapsuleAABB(&shape->capsule, xf);
	case b2cShape_polygon:
		return b2cComputePolygonAABB(&shape->polygon, xf);
	default:
		return b2cComputeSegmentAABB(b2cShapeGeometry_GetSegment(shape), xf);
	}
}

b2cVec2 b2cShapeGeometry_GetCentroid(const b2cShapeGeometry *shape)
{
	switch (shape->type) {
	case b2cShape_circle:
		return shape->circle.center;
	case b2cShape_capsule:
		return b2cLerp(shape->capsule.center1, shape->capsule.center2, 0.5f);
	case b2cShape_polygon:
		return shape->polygon.centroid;
	default: {
		const b2cSegment *segment = b2cShapeGeometry_GetSegment(shape);
		return b2cLerp(segment->point1, segment->point2, 0.5f);
	}
	}
}

b2cMassData b2cShapeGeometry_ComputeMass(const b2cShapeGeometry *shape, float density)
{
	switch (shape->type) {
	case b2cShape_circle:
		return b2cComputeCircleMass(&shape->circle, density);
	case b2cShape_capsule:
		return b2cComputeCapsuleMass(&shape->capsule, density);
	case b2cShape_polygon:
		return b2cComputePolygonMass(&shape->polygon, density);
	default:
		return (b2cMassData){0.0f, b2cShapeGeometry_GetCentroid(shape), 0.0f};
	}
}

bool b2cShapeGeometry_TestPoint(const b2cShapeGeometry *shape, b2cTransform xf, b2cVec2 point)
{
	b2cVec2 local = b2cInvTransformPoint(xf, point);
	switch (shape->type) {
	case b2cShape_circle:
		return b2cPointInCircle(local, &shape->circle);
	case b2cShape_capsule:
		return b2cPointInCapsule(local, &shape->capsule);
	case b2cShape_polygon:
		return b2cPointInPolygon(local, &shape->polygon);
	default:
		return false;
	}
}

b2cCastOutput b2cShapeGeometry_RayCast(const b2cShapeGeometry *shape, b2cTransform xf, b2cVec2 p1, b2cVec2 p2,
									   float maxFraction)
{
	b2cRayCastInput input;
	input.origin = b2cInvTransformPoint(xf, p1);
	input.translation = b2cInvRotateVector(xf.q, b2cSub(p2, p1));
	input.maxFraction = maxFraction;
	b2cCastOutput output;
	switch (shape->type) {
	case b2cShape_circle:
		output = b2cRayCastCircle(&input, &shape->circle);
		break;
	case b2cShape_capsule:
		output = b2cRayCastCapsule(&input, &shape->capsule);
		break;
	case b2cShape_polygon:
		output = b2cRayCastPolygon(&input, &shape->polygon);
		break;
	default:
		output = b2cRayCastSegment(&input, b2cShapeGeometry_GetSegment(shape));
		break;
	}
	if (output.hit) {
		output.point = b2cTransformPoint(xf, output.point);
		output.normal = b2cRotateVector(xf.q, output.normal);
	}
	return output;
}
