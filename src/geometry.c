// SPDX-License-Identifier: MIT
// b2c: polygon construction and the mass properties of circles, capsules and polygons.
// Areas, centroids and second moments are accumulated in double precision relative to a
// reference point on the shape, which keeps offset shapes accurate.
#include "b2c/geometry.h"

#define PI_D 3.14159265358979323846

// Running sums of area, first moment and polar second moment, all about `origin`.
typedef struct MassSums {
	b2cVec2 origin;
	double area, mx, my, inertia;
} MassSums;

// Add a piece of the shape: its area, centroid c (relative to the origin) and its polar second
// moment about its own centroid.
static void addPiece(MassSums *sums, double area, double cx, double cy, double inertiaAboutCentroid)
{
	sums->area += area;
	sums->mx += area * cx;
	sums->my += area * cy;
	sums->inertia += inertiaAboutCentroid + area * (cx * cx + cy * cy);
}

// Triangle p0 p1 p2 (counter-clockwise).
static void addTriangle(MassSums *sums, b2cVec2 p0, b2cVec2 p1, b2cVec2 p2)
{
	double ax = (double)p0.x - sums->origin.x, ay = (double)p0.y - sums->origin.y;
	double e1x = (double)p1.x - p0.x, e1y = (double)p1.y - p0.y;
	double e2x = (double)p2.x - p0.x, e2y = (double)p2.y - p0.y;
	double d = e1x * e2y - e1y * e2x;
	double area = 0.5 * d;
	// centroid relative to p0, and the second moment about p0
	double gx = (e1x + e2x) / 3.0, gy = (e1y + e2y) / 3.0;
	double aboutVertex = (d / 12.0) * (e1x * e1x + e1x * e2x + e2x * e2x + e1y * e1y + e1y * e2y + e2y * e2y);
	addPiece(sums, area, ax + gx, ay + gy, aboutVertex - area * (gx * gx + gy * gy));
}

b2cPolygon b2cMakePolygon(const b2cHull *hull, float radius)
{
	B2C_ASSERT(b2cValidateHull(hull));
	b2cPolygon polygon = {0};
	polygon.count = hull->count;
	polygon.radius = radius;
	for (int i = 0; i < hull->count; ++i) {
		polygon.vertices[i] = hull->points[i];
		b2cVec2 edge = b2cSub(hull->points[(i + 1) % hull->count], hull->points[i]);
		polygon.normals[i] = b2cNormalize(b2cRightPerp(edge));
	}
	// Area-weighted centroid of the triangle fan about the first vertex.
	MassSums sums = {polygon.vertices[0], 0.0, 0.0, 0.0, 0.0};
	for (int i = 1; i < polygon.count - 1; ++i)
		addTriangle(&sums, polygon.vertices[0], polygon.vertices[i], polygon.vertices[i + 1]);
	polygon.centroid =
		(b2cVec2){(float)(sums.origin.x + sums.mx / sums.area), (float)(sums.origin.y + sums.my / sums.area)};
	return polygon;
}

b2cPolygon b2cMakeOffsetBox(float hx, float hy, b2cVec2 center, b2cRot rotation)
{
	b2cTransform xf = {center, rotation};
	b2cPolygon box = {0};
	box.count = 4;
	box.radius = 0.0f;
	b2cVec2 corners[4] = {{-hx, -hy}, {hx, -hy}, {hx, hy}, {-hx, hy}};
	b2cVec2 normals[4] = {{0.0f, -1.0f}, {1.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, 0.0f}};
	for (int i = 0; i < 4; ++i) {
		box.vertices[i] = b2cTransformPoint(xf, corners[i]);
		box.normals[i] = b2cRotateVector(rotation, normals[i]);
	}
	box.centroid = center;
	return box;
}

static b2cMassData finishMass(const MassSums *sums, float density)
{
	b2cMassData data;
	double cx = sums->mx / sums->area, cy = sums->my / sums->area;
	data.mass = (float)(density * sums->area);
	data.center = (b2cVec2){(float)(sums->origin.x + cx), (float)(sums->origin.y + cy)};
	data.rotationalInertia = (float)(density * (sums->inertia - sums->area * (cx * cx + cy * cy)));
	return data;
}

b2cMassData b2cComputeCircleMass(const b2cCircle *circle, float density)
{
	double r = circle->radius;
	double mass = (double)density * PI_D * r * r;
	return (b2cMassData){(float)mass, circle->center, (float)(0.5 * mass * r * r)};
}

b2cMassData b2cComputeCapsuleMass(const b2cCapsule *capsule, float density)
{
	double r = capsule->radius;
	double length = b2cDistance(capsule->center1, capsule->center2);
	double rectangle = 2.0 * r * length;
	double disc = PI_D * r * r;
	// Rectangle about its centre, then each half disc: its centroid lies 4r/(3π) beyond its flat
	// side, and its second moment about the centre of that side is (π r^2 / 2) r^2 / 2.
	double inertia = rectangle * (length * length + 4.0 * r * r) / 12.0;
	double halfArea = 0.5 * disc;
	double offset = 4.0 * r / (3.0 * PI_D);
	double aboutFlat = halfArea * r * r / 2.0;
	double aboutOwnCentroid = aboutFlat - halfArea * offset * offset;
	double distance = 0.5 * length + offset;
	inertia += 2.0 * (aboutOwnCentroid + halfArea * distance * distance);
	b2cMassData data;
	data.mass = (float)(density * (rectangle + disc));
	data.center = b2cLerp(capsule->center1, capsule->center2, 0.5f);
	data.rotationalInertia = (float)(density * inertia);
	return data;
}

b2cMassData b2cComputePolygonMass(const b2cPolygon *polygon, float density)
{
	int n = polygon->count;
	MassSums sums = {polygon->vertices[0], 0.0, 0.0, 0.0, 0.0};
	for (int i = 1; i < n - 1; ++i)
		addTriangle(&sums, polygon->vertices[0], polygon->vertices[i], polygon->vertices[i + 1]);

	float r = polygon->radius;
	if (r > 0.0f) {
		for (int i = 0; i < n; ++i) {
			// The rectangle swept outward from edge i ...
			b2cVec2 a = polygon->vertices[i], b = polygon->vertices[(i + 1) % n];
			b2cVec2 offset = b2cMulSV(r, polygon->normals[i]);
			b2cVec2 a2 = b2cAdd(a, offset), b2 = b2cAdd(b, offset);
			addTriangle(&sums, a, a2, b2); // a, a2, b2, b is counter-clockwise
			addTriangle(&sums, a, b2, b);
			// ... and the sector at vertex i, between the normals of the edges meeting there.
			b2cVec2 n0 = polygon->normals[(i + n - 1) % n], n1 = polygon->normals[i];
			// (b2c's own atan2 and sine: the same bits everywhere)
			double theta = b2cAtan2(b2cCross(n0, n1), b2cDot(n0, n1));
			double area = 0.5 * theta * r * r;
			double d = 4.0 * r * b2cMakeRot(0.5f * (float)theta).s / (3.0 * theta);
			b2cVec2 bisector = b2cNormalize(b2cAdd(n0, n1));
			double aboutApex = 0.25 * theta * (double)r * r * r * r;
			double cx = (double)a.x - sums.origin.x + d * bisector.x, cy = (double)a.y - sums.origin.y + d * bisector.y;
			addPiece(&sums, area, cx, cy, aboutApex - area * d * d);
		}
	}
	return finishMass(&sums, density);
}

b2cAABB b2cComputeCircleAABB(const b2cCircle *circle, b2cTransform xf)
{
	b2cVec2 c = b2cTransformPoint(xf, circle->center);
	return b2cAABB_Expand((b2cAABB){c, c}, circle->radius);
}

b2cAABB b2cComputeCapsuleAABB(const b2cCapsule *capsule, b2cTransform xf)
{
	b2cVec2 a = b2cTransformPoint(xf, capsule->center1), b = b2cTransformPoint(xf, capsule->center2);
	return b2cAABB_Expand((b2cAABB){b2cMin(a, b), b2cMax(a, b)}, capsule->radius);
}

b2cAABB b2cComputePolygonAABB(const b2cPolygon *polygon, b2cTransform xf)
{
	b2cVec2 lower = b2cTransformPoint(xf, polygon->vertices[0]), upper = lower;
	for (int i = 1; i < polygon->count; ++i) {
		b2cVec2 v = b2cTransformPoint(xf, polygon->vertices[i]);
		lower = b2cMin(lower, v);
		upper = b2cMax(upper, v);
	}
	return b2cAABB_Expand((b2cAABB){lower, upper}, polygon->radius + polygon->skin);
}

b2cAABB b2cComputeSegmentAABB(const b2cSegment *segment, b2cTransform xf)
{
	b2cVec2 a = b2cTransformPoint(xf, segment->point1), b = b2cTransformPoint(xf, segment->point2);
	b2cAABB box = {b2cMin(a, b), b2cMax(a, b)};
	return segment->skin > 0.0f ? b2cAABB_Expand(box, segment->skin) : box;
}

// Squared distance from p to the segment a-b.
static float distanceSquaredToSegment(b2cVec2 p, b2cVec2 a, b2cVec2 b)
{
	b2cVec2 e = b2cSub(b, a);
	float ee = b2cDot(e, e);
	float t = ee > 0.0f ? b2cClampFloat(b2cDot(b2cSub(p, a), e) / ee, 0.0f, 1.0f) : 0.0f;
	return b2cDistanceSquared(p, b2cMulAdd(a, t, e));
}

bool b2cPointInCircle(b2cVec2 point, const b2cCircle *circle)
{
	return b2cDistanceSquared(point, circle->center) <= circle->radius * circle->radius;
}

bool b2cPointInCapsule(b2cVec2 point, const b2cCapsule *capsule)
{
	return distanceSquaredToSegment(point, capsule->center1, capsule->center2) <= capsule->radius * capsule->radius;
}

bool b2cPointInPolygon(b2cVec2 point, const b2cPolygon *polygon)
{
	bool insideCore = true;
	for (int i = 0; i < polygon->count && insideCore; ++i)
		insideCore = b2cDot(polygon->normals[i], b2cSub(point, polygon->vertices[i])) <= 0.0f;
	if (insideCore)
		return true;
	float rr = polygon->radius * polygon->radius;
	for (int i = 0; i < polygon->count && rr > 0.0f; ++i) {
		b2cVec2 a = polygon->vertices[i], b = polygon->vertices[(i + 1) % polygon->count];
		if (distanceSquaredToSegment(point, a, b) <= rr)
			return true;
	}
	return false;
}

int b2cGetChainSegmentCount(int count, bool loop) { return loop ? count : count - 1; }

b2cChainSegment b2cGetChainSegment(const b2cVec2 *points, int count, bool loop, int index)
{
	B2C_ASSERT(0 <= index && index < b2cGetChainSegmentCount(count, loop));
	b2cChainSegment s;
	s.segment.point1 = points[index];
	s.segment.point2 = points[(index + 1) % count];
	s.segment.skin = 0.0f;
	s.hasGhost1 = loop || index > 0;
	s.hasGhost2 = loop || index + 2 < count;
	s.ghost1 = s.hasGhost1 ? points[(index + count - 1) % count] : s.segment.point1;
	s.ghost2 = s.hasGhost2 ? points[(index + 2) % count] : s.segment.point2;
	return s;
}
