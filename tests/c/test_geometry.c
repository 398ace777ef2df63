// SPDX-License-Identifier: MIT
// Polygon construction and mass properties against closed forms and numerical integration.
#include "b2c/b2c.h"
#include "test_macros.h"

static b2cPolygon polygonOf(const b2cVec2 *points, int count, float radius)
{
	b2cHull hull = b2cComputeHull(points, count, NULL);
	return b2cMakePolygon(&hull, radius);
}

int MassOfCircleAndBoxes(void)
{
	const double pi = 3.14159265358979323846;
	b2cCircle circle = {{1.0f, -2.0f}, 2.0f};
	b2cMassData m = b2cComputeCircleMass(&circle, 3.0f);
	ENSURE_SMALL(m.mass - 12.0 * pi, 1e-5);
	ENSURE_SMALL(m.rotationalInertia - 24.0 * pi, 1e-4);
	ENSURE(m.center.x == 1.0f && m.center.y == -2.0f);

	// 2 x 1 box, density 2: mass 4, inertia m (w^2 + h^2) / 12 about its centre, wherever it is
	b2cPolygon boxes[3] = {b2cMakeOffsetBox(1.0f, 0.5f, b2cVec2_zero, b2cRot_identity),
						   b2cMakeOffsetBox(1.0f, 0.5f, (b2cVec2){3.0f, -1.0f}, b2cMakeRot(0.7f)),
						   polygonOf((b2cVec2[]){{-1, -0.5f}, {1, -0.5f}, {1, 0.5f}, {-1, 0.5f}}, 4, 0.0f)};
	for (int i = 0; i < 3; ++i) {
		m = b2cComputePolygonMass(&boxes[i], 2.0f);
		ENSURE_SMALL(m.mass - 4.0, 1e-5);
		ENSURE_SMALL(m.rotationalInertia - 4.0 * 5.0 / 12.0, 1e-5);
		ENSURE_SMALL(m.center.x - boxes[i].centroid.x, 1e-5);
		ENSURE_SMALL(m.center.y - boxes[i].centroid.y, 1e-5);
	}
	ENSURE_SMALL(boxes[1].centroid.x - 3.0f, 1e-6);
	ENSURE_SMALL(boxes[1].normals[1].x - cosf(0.7f), 1e-6);
	return 0;
}

int MassOfTriangleAndHexagon(void)
{
	// right triangle with legs 3 (x) and 4 (y)
	b2cPolygon t = polygonOf((b2cVec2[]){{0, 0}, {3, 0}, {0, 4}}, 3, 0.0f);
	b2cMassData m = b2cComputePolygonMass(&t, 1.0f);
	ENSURE_SMALL(m.mass - 6.0, 1e-5);
	ENSURE_SMALL(m.center.x - 1.0, 1e-6);
	ENSURE_SMALL(m.center.y - 4.0 / 3.0, 1e-6);
	ENSURE_SMALL(m.rotationalInertia - 6.0 * 25.0 / 18.0, 1e-5);
	ENSURE_SMALL(t.centroid.x - 1.0f, 1e-6);

	// regular hexagon of side s: area 3 sqrt3 / 2 s^2, polar moment 5 sqrt3 / 8 s^4
	double s = 1.5, sqrt3 = 1.7320508075688772;
	b2cVec2 points[6];
	for (int i = 0; i < 6; ++i) {
		b2cRot q = b2cMakeRot((float)i * B2C_PI / 3.0f);
		points[i] = (b2cVec2){10.0f + (float)s * q.c, -5.0f + (float)s * q.s};
	}
	b2cPolygon hexagon = polygonOf(points, 6, 0.0f);
	ENSURE(hexagon.count == 6);
	m = b2cComputePolygonMass(&hexagon, 2.0f);
	ENSURE_SMALL(m.mass / (2.0 * 1.5 * sqrt3 * s * s) - 1.0, 1e-6);
	ENSURE_SMALL(m.rotationalInertia / (2.0 * 5.0 * sqrt3 / 8.0 * s * s * s * s) - 1.0, 1e-5);
	ENSURE_SMALL(m.center.x - 10.0f, 1e-5);
	ENSURE_SMALL(m.center.y + 5.0f, 1e-5);
	return 0;
}

// Mass by summing a fine grid over the points within `radius` of the polygon core (or of a
// segment when `segment` is set), as the reference for rounded shapes.
static double distanceToSegment(b2cVec2 a, b2cVec2 b, double px, double py)
{
	double ex = (double)b.x - a.x, ey = (double)b.y - a.y;
	double t = ((px - a.x) * ex + (py - a.y) * ey) / (ex * ex + ey * ey);
	t = t < 0.0 ? 0.0 : (t > 1.0 ? 1.0 : t);
	double dx = px - (a.x + t * ex), dy = py - (a.y + t * ey);
	return sqrt(dx * dx + dy * dy);
}

static int insideRounded(const b2cPolygon *p, double x, double y)
{
	int inside = 1;
	for (int i = 0; i < p->count; ++i)
		if (p->normals[i].x * (x - p->vertices[i].x) + p->normals[i].y * (y - p->vertices[i].y) > 0.0)
			inside = 0;
	if (inside)
		return 1;
	for (int i = 0; i < p->count; ++i)
		if (distanceToSegment(p->vertices[i], p->vertices[(i + 1) % p->count], x, y) <= p->radius)
			return 1;
	return 0;
}

static b2cMassData integrate(const b2cPolygon *p, double lo, double hi, int cells)
{
	double h = (hi - lo) / cells, area = 0.0, mx = 0.0, my = 0.0, second = 0.0;
	for (int i = 0; i < cells; ++i) {
		double x = lo + (i + 0.5) * h;
		for (int j = 0; j < cells; ++j) {
			double y = lo + (j + 0.5) * h;
			if (insideRounded(p, x, y)) {
				area += h * h;
				mx += h * h * x;
				my += h * h * y;
				second += h * h * (x * x + y * y);
			}
		}
	}
	double cx = mx / area, cy = my / area;
	return (b2cMassData){(float)area, {(float)cx, (float)cy}, (float)(second - area * (cx * cx + cy * cy))};
}

int MassOfRoundedShapesByIntegration(void)
{
	const double pi = 3.14159265358979323846;
	// rounded box: area 4 hx hy + 4 r (hx + hy) + pi r^2
	b2cPolygon box = b2cMakeOffsetBox(1.0f, 0.5f, (b2cVec2){0.25f, 0.0f}, b2cMakeRot(0.3f));
	box.radius = 0.25f;
	b2cMassData m = b2cComputePolygonMass(&box, 1.0f);
	ENSURE_SMALL(m.mass - (2.0 + 4.0 * 0.25 * 1.5 + pi * 0.0625), 1e-5);
	b2cMassData ref = integrate(&box, -2.0, 2.0, 1600);
	ENSURE_SMALL(m.mass / ref.mass - 1.0, 2e-3);
	ENSURE_SMALL(m.center.x - ref.center.x, 2e-3);
	ENSURE_SMALL(m.center.y - ref.center.y, 2e-3);
	ENSURE_SMALL(m.rotationalInertia / ref.rotationalInertia - 1.0, 3e-3);

	// a rounded triangle, off centre
	b2cPolygon tri = polygonOf((b2cVec2[]){{0, 0}, {1.5f, 0.2f}, {0.3f, 1.2f}}, 3, 0.3f);
	m = b2cComputePolygonMass(&tri, 1.0f);
	ref = integrate(&tri, -0.5, 2.0, 1600);
	ENSURE_SMALL(m.mass / ref.mass - 1.0, 2e-3);
	ENSURE_SMALL(m.center.x - ref.center.x, 2e-3);
	ENSURE_SMALL(m.center.y - ref.center.y, 2e-3);
	ENSURE_SMALL(m.rotationalInertia / ref.rotationalInertia - 1.0, 3e-3);

	// a capsule is a rounded segment: compare with the closed form and with a two-point "polygon"
	b2cCapsule capsule = {{-1.0f, 0.5f}, {1.0f, 0.5f}, 0.5f};
	m = b2cComputeCapsuleMass(&capsule, 2.0f);
	ENSURE_SMALL(m.mass - 2.0 * (2.0 + pi * 0.25), 1e-5);
	ENSURE(m.center.x == 0.0f && m.center.y == 0.5f);
	// rectangle 2 x 1 plus a disc of radius 0.5 split at x = +-1
	double rect = 2.0 * (2.0 * (4.0 + 1.0) / 12.0);
	double halfArea = pi * 0.25 / 2.0, offset = 4.0 * 0.5 / (3.0 * pi);
	double halves =
		2.0 * 2.0 * (halfArea * 0.25 / 2.0 - halfArea * offset * offset + halfArea * (1.0 + offset) * (1.0 + offset));
	ENSURE_SMALL(m.rotationalInertia - (rect + halves), 1e-4);
	b2cPolygon flat = b2cMakeOffsetBox(1.0f, 0.0f, (b2cVec2){0.0f, 0.5f}, b2cRot_identity);
	flat.radius = 0.5f;
	b2cMassData viaPolygon = b2cComputePolygonMass(&flat, 2.0f);
	ENSURE_SMALL(viaPolygon.mass - m.mass, 1e-4);
	ENSURE_SMALL(viaPolygon.rotationalInertia - m.rotationalInertia, 1e-4);
	return 0;
}

// A capsule whose two centres coincide (the C API accepts it) against a circle: a disc contact,
// not NaN from projecting onto a zero-length core.
int ManifoldDegenerateCapsule(void)
{
	b2cShapeGeometry capsule = {.type = b2cShape_capsule, .capsule = {{0.0f, 0.0f}, {0.0f, 0.0f}, 0.5f}};
	b2cShapeGeometry circle = {.type = b2cShape_circle, .circle = {{0.0f, 0.0f}, 0.5f}};
	b2cTransform at = {{0.9f, 0.0f}, b2cRot_identity};
	b2cManifold m = b2cCollide(&capsule, b2cTransform_identity, &circle, at);
	ENSURE(m.pointCount == 1);
	ENSURE_SMALL(m.normal.x - 1.0f, 1e-6);
	ENSURE_SMALL(m.points[0].separation + 0.1f, 1e-6);
	ENSURE_SMALL(m.points[0].point.x - 0.45f, 1e-6);
	return 0;
}
