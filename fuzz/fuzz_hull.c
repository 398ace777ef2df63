// SPDX-License-Identifier: MIT
// libFuzzer target: polygons from arbitrary points. b2cComputeHull on 0 to 9 points of any float
// (NaN, inf, 1e30, denormals), then b2cMakePolygon and what every polygon offers (mass, AABB,
// extent, point test, ray cast), and boxes from b2cMakeOffsetBox.
//
// Input: count (byte), the points, a radius, a transform, a ray (p1, p2, maxFraction), a box
// (hx, hy, centre, angle). Checked always: a hull that b2cComputeHull accepts is valid
// (b2cValidateHull), has 3 to 8 points, all of them input points; a refused hull has count 0.
// Checked on tame inputs: the polygon's normals are unit vectors, every input point lies within a
// few linear slops of the polygon, mass and centroid are finite (the centroid inside), a ray hit
// lies in [0, maxFraction] with a unit normal.
#include "fuzz_input.h"

static void checkRay(b2cCastOutput out, float maxFraction, bool tame)
{
	if (!tame || !out.hit)
		return;
	FUZZ_CHECK(out.fraction >= 0.0f && out.fraction <= maxFraction);
	FUZZ_CHECK(fuzzFiniteVec2(out.point));
	FUZZ_CHECK(fabsf(b2cLength(out.normal) - 1.0f) < 1.0e-3f);
}

// Distance from p outside the polygon's core (0 inside).
static float distanceOutside(const b2cPolygon *polygon, b2cVec2 p)
{
	float most = 0.0f;
	for (int i = 0; i < polygon->count; ++i)
		most = b2cMaxFloat(most, b2cDot(polygon->normals[i], b2cSub(p, polygon->vertices[i])));
	return most;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FuzzInput in = fuzzInput(data, size);
	int count = fuzzInt(&in, B2C_MAX_POLYGON_VERTICES + 2);
	b2cVec2 points[B2C_MAX_POLYGON_VERTICES + 1];
	for (int i = 0; i < count; ++i)
		points[i] = fuzzVec2(&in);
	float radius = fuzzFloat(&in);
	b2cTransform xf = fuzzTransform(&in);
	b2cVec2 p1 = fuzzVec2(&in), p2 = fuzzVec2(&in);
	float maxFraction = fuzzFloat(&in);
	fuzzRequireSize(&in, radius, true);
	fuzzRequire(&in, maxFraction >= 0.0f && maxFraction <= 1.0f);

	b2cHullError error = b2cHull_ok;
	b2cHull hull = b2cComputeHull(points, count, &error);
	if (error != b2cHull_ok) {
		FUZZ_CHECK(hull.count == 0);
	} else {
		FUZZ_CHECK(hull.count >= 3 && hull.count <= B2C_MAX_POLYGON_VERTICES);
		FUZZ_CHECK(b2cValidateHull(&hull));
		for (int i = 0; i < hull.count; ++i) {
			bool found = false;
			for (int j = 0; j < count && !found; ++j)
				found = b2cVec2_equal(hull.points[i], points[j]);
			FUZZ_CHECK(found);
		}
		b2cShapeGeometry g = {.type = b2cShape_polygon};
		g.polygon = b2cMakePolygon(&hull, radius);
		b2cMassData mass = b2cShapeGeometry_ComputeMass(&g, 1.0f);
		b2cAABB box = b2cShapeGeometry_ComputeAABB(&g, xf);
		float extent = b2cShapeGeometry_GetExtent(&g, p1);
		bool inside = b2cShapeGeometry_TestPoint(&g, xf, p1);
		b2cCastOutput ray = b2cShapeGeometry_RayCast(&g, xf, p1, p2, maxFraction);
		(void)inside;
		if (in.tame) {
			const b2cPolygon *polygon = &g.polygon;
			for (int i = 0; i < polygon->count; ++i)
				FUZZ_CHECK(fabsf(b2cLength(polygon->normals[i]) - 1.0f) < 1.0e-4f);
			// Welding and dropping nearly collinear points move the boundary by a few slops at most.
			for (int j = 0; j < count; ++j)
				FUZZ_CHECK(distanceOutside(polygon, points[j]) < 4.0f * B2C_LINEAR_SLOP);
			FUZZ_CHECK(fuzzFinite(mass.mass) && mass.mass > 0.0f);
			FUZZ_CHECK(fuzzFinite(mass.rotationalInertia) && mass.rotationalInertia >= 0.0f);
			FUZZ_CHECK(fuzzFiniteVec2(mass.center));
			FUZZ_CHECK(distanceOutside(polygon, polygon->centroid) <= 1.0e-3f);
			FUZZ_CHECK(b2cAABB_IsValid(box));
			FUZZ_CHECK(fuzzFinite(extent) && extent >= 0.0f);
			checkRay(ray, maxFraction, true);
		}
	}

	// A box of any size, place and turn.
	float hx = fuzzFloat(&in), hy = fuzzFloat(&in);
	b2cVec2 center = fuzzVec2(&in);
	float angle = fuzzFloat(&in);
	fuzzRequire(&in, hx > 0.0f && hy > 0.0f && 2.0f * hx >= B2C_LINEAR_SLOP && 2.0f * hy >= B2C_LINEAR_SLOP);
	b2cShapeGeometry g = {.type = b2cShape_polygon};
	g.polygon = b2cMakeOffsetBox(hx, hy, center, b2cMakeRot(angle));
	b2cMassData mass = b2cShapeGeometry_ComputeMass(&g, 2.0f);
	b2cAABB box = b2cShapeGeometry_ComputeAABB(&g, xf);
	b2cCastOutput ray = b2cShapeGeometry_RayCast(&g, xf, p1, p2, maxFraction);
	(void)b2cShapeGeometry_TestPoint(&g, xf, p2);
	if (in.tame) {
		FUZZ_CHECK(fuzzFinite(mass.mass) && mass.mass >= 0.0f);
		FUZZ_CHECK(fuzzFiniteVec2(mass.center));
		FUZZ_CHECK(b2cAABB_IsValid(box));
		checkRay(ray, maxFraction, true);
	}
	return 0;
}
