// SPDX-License-Identifier: MIT
// b2c: ray cast against an axis-aligned box (the slab method).
#include "b2c/math.h"

b2cAABBRayResult b2cAABB_RayCast(b2cAABB a, b2cVec2 p1, b2cVec2 p2, float maxFraction)
{
	b2cAABBRayResult result = {0.0f, {0.0f, 0.0f}, false};
	float p[2] = {p1.x, p1.y};
	float d[2] = {p2.x - p1.x, p2.y - p1.y};
	float lower[2] = {a.lower.x, a.lower.y};
	float upper[2] = {a.upper.x, a.upper.y};

	float tEnter = -FLT_MAX, tExit = FLT_MAX;
	int enterAxis = -1;
	float enterSign = 0.0f;
	for (int i = 0; i < 2; ++i) {
		if (b2cAbsFloat(d[i]) < FLT_EPSILON) {
			// Parallel to this slab: miss unless already between its planes.
			if (p[i] < lower[i] || upper[i] < p[i])
				return result;
			continue;
		}
		float inv = 1.0f / d[i];
		float t1 = (lower[i] - p[i]) * inv;
		float t2 = (upper[i] - p[i]) * inv;
		float sign = -1.0f;
		if (t1 > t2) {
			float t = t1;
			t1 = t2;
			t2 = t;
			sign = 1.0f;
		}
		if (t1 > tEnter) {
			tEnter = t1;
			enterAxis = i;
			enterSign = sign;
		}
		tExit = b2cMinFloat(tExit, t2);
		if (tEnter > tExit)
			return result;
	}

	// A start inside the box (tEnter < 0) has no entry point: it is a miss.
	if (enterAxis < 0 || tEnter < 0.0f || maxFraction < tEnter)
		return result;

	result.fraction = tEnter;
	if (enterAxis == 0)
		result.normal.x = enterSign;
	else
		result.normal.y = enterSign;
	result.hit = true;
	return result;
}
