// SPDX-License-Identifier: MIT
// The fuzz targets' decoder: the fuzzer's bytes read front to back as small integers, booleans
// and floats. Past the end every read gives 0, so any input decodes to something and the same
// bytes always decode to the same values.
//
// A float takes one tag byte, then:
//   tag < 0xE0   two more bytes: a signed 16-bit integer / 256, a value on a grid in [-128, 128)
//                (the sizes and places of ordinary scenes, easy for the fuzzer to steer);
//   0xE0..0xEF   one of 16 special values (0, -0, 1, denormals, FLT_MIN, 1e-30, the linear slop,
//                1e15, ±1e30, ±FLT_MAX, ±inf, NaN);
//   0xF0..0xFF   four more bytes taken as the float's bits: any float at all.
// The decoder notes whether every float it gave was tame: finite and at most TAME_LIMIT in
// magnitude (denormals are tame). Each target checks its invariants only on tame inputs that also
// pass the checks the Lua binding makes (a positive radius, a non-negative density, ...) and whose
// shapes are no smaller than the linear slop (the binding takes a circle of radius 1e-30, whose
// normals and inverse inertia do not exist in single precision); on anything else it asks only
// that nothing crashes and no sanitizer complains.
#ifndef B2C_FUZZ_INPUT_H
#define B2C_FUZZ_INPUT_H

#include "b2c/b2c.h"

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TAME_LIMIT 1000.0f

typedef struct FuzzInput {
	const uint8_t *data;
	size_t size, at;
	bool tame; // every float so far was tame, and every check the target made passed
} FuzzInput;

static FuzzInput fuzzInput(const uint8_t *data, size_t size) { return (FuzzInput){data, size, 0, true}; }

static bool fuzzMore(const FuzzInput *in) { return in->at < in->size; }

static uint8_t fuzzByte(FuzzInput *in) { return in->at < in->size ? in->data[in->at++] : 0; }

// An integer in [0, n), n <= 256.
static int fuzzInt(FuzzInput *in, int n) { return fuzzByte(in) % n; }

static bool fuzzBool(FuzzInput *in) { return (fuzzByte(in) & 1) != 0; }

static uint16_t fuzzU16(FuzzInput *in)
{
	uint16_t hi = fuzzByte(in);
	return (uint16_t)(hi << 8 | fuzzByte(in));
}

static float fuzzFloat(FuzzInput *in)
{
	static const float specials[16] = {0.0f,     -0.0f,           1.0f,      1.0e-45f, 1.0e-40f, FLT_MIN,
									   1.0e-30f, B2C_LINEAR_SLOP, 1.0e15f,   1.0e30f,  -1.0e30f, FLT_MAX,
									   -FLT_MAX, INFINITY,        -INFINITY, NAN};
	uint8_t tag = fuzzByte(in);
	float value;
	if (tag < 0xE0) {
		value = (float)(int16_t)fuzzU16(in) / 256.0f;
	} else if (tag < 0xF0) {
		value = specials[tag & 15];
	} else {
		uint8_t bytes[4] = {fuzzByte(in), fuzzByte(in), fuzzByte(in), fuzzByte(in)};
		memcpy(&value, bytes, sizeof value);
	}
	if (!(fabsf(value) <= TAME_LIMIT))
		in->tame = false;
	return value;
}

static b2cVec2 fuzzVec2(FuzzInput *in)
{
	float x = fuzzFloat(in);
	return (b2cVec2){x, fuzzFloat(in)};
}

// A transform from a position and an angle (NaN, inf and huge angles included).
static b2cTransform fuzzTransform(FuzzInput *in)
{
	b2cVec2 p = fuzzVec2(in);
	return (b2cTransform){p, b2cMakeRot(fuzzFloat(in))};
}

// Note a check of the Lua binding's (or of the target's idea of a sensible input): when it fails
// the input is no longer tame.
static void fuzzRequire(FuzzInput *in, bool condition)
{
	if (!condition)
		in->tame = false;
}

// A radius (or size) the invariants hold for: 0 when `zeroToo`, else at least the linear slop.
static void fuzzRequireSize(FuzzInput *in, float radius, bool zeroToo)
{
	fuzzRequire(in, (zeroToo && radius == 0.0f) || radius >= B2C_LINEAR_SLOP);
}

static bool fuzzFinite(float x) { return isfinite(x) != 0; }
static bool fuzzFiniteVec2(b2cVec2 v) { return isfinite(v.x) && isfinite(v.y); }

// A broken invariant: say which and abort, which libFuzzer reports as a crash with this input.
#define FUZZ_CHECK(condition)                                                                   \
	do {                                                                                        \
		if (!(condition)) {                                                                     \
			fprintf(stderr, "fuzz check failed: %s (%s:%d)\n", #condition, __FILE__, __LINE__); \
			abort();                                                                            \
		}                                                                                       \
	} while (0)

// A shape as the Lua binding would make it, from the fuzzer's bytes. Polygons come from
// b2cComputeHull (a failed hull becomes a box), boxes from b2cMakeOffsetBox. Shapes the binding
// would refuse (a radius that is not positive, a capsule or segment shorter than the linear slop,
// a ghost on its point) or smaller than the linear slop make the input wild but are still built
// and used.
static b2cShapeGeometry fuzzShape(FuzzInput *in, bool allowChainSegment)
{
	b2cShapeGeometry g;
	memset(&g, 0, sizeof g);
	int kind = fuzzInt(in, allowChainSegment ? 6 : 5);
	switch (kind) {
	case 0:
		g.type = b2cShape_circle;
		g.circle.center = fuzzVec2(in);
		g.circle.radius = fuzzFloat(in);
		fuzzRequireSize(in, g.circle.radius, false);
		break;
	case 1:
		g.type = b2cShape_capsule;
		g.capsule.center1 = fuzzVec2(in);
		g.capsule.center2 = fuzzVec2(in);
		g.capsule.radius = fuzzFloat(in);
		fuzzRequireSize(in, g.capsule.radius, false);
		fuzzRequire(in, b2cDistance(g.capsule.center1, g.capsule.center2) >= B2C_LINEAR_SLOP);
		break;
	case 2: {
		g.type = b2cShape_polygon;
		b2cVec2 points[B2C_MAX_POLYGON_VERTICES];
		int count = 3 + fuzzInt(in, B2C_MAX_POLYGON_VERTICES - 2);
		for (int i = 0; i < count; ++i)
			points[i] = fuzzVec2(in);
		float radius = fuzzFloat(in);
		b2cHull hull = b2cComputeHull(points, count, NULL);
		fuzzRequireSize(in, radius, true);
		if (hull.count > 0) {
			g.polygon = b2cMakePolygon(&hull, radius);
			break;
		}
		fuzzRequire(in, false); // the binding raises here; a unit box stands in
		g.polygon = b2cMakeOffsetBox(0.5f, 0.5f, b2cVec2_zero, b2cRot_identity);
		break;
	}
	case 3: {
		g.type = b2cShape_polygon;
		float hx = fuzzFloat(in), hy = fuzzFloat(in);
		b2cVec2 center = fuzzVec2(in);
		float angle = fuzzFloat(in);
		fuzzRequire(in, hx > 0.0f && hy > 0.0f && 2.0f * hx >= B2C_LINEAR_SLOP && 2.0f * hy >= B2C_LINEAR_SLOP);
		g.polygon = b2cMakeOffsetBox(hx, hy, center, b2cMakeRot(angle));
		break;
	}
	case 4:
		g.type = b2cShape_segment;
		g.segment.point1 = fuzzVec2(in);
		g.segment.point2 = fuzzVec2(in);
		fuzzRequire(in, b2cDistance(g.segment.point1, g.segment.point2) >= B2C_LINEAR_SLOP);
		break;
	default: {
		g.type = b2cShape_chainSegment;
		b2cChainSegment *s = &g.chainSegment;
		uint8_t flags = fuzzByte(in);
		s->segment.point1 = fuzzVec2(in);
		s->segment.point2 = fuzzVec2(in);
		s->hasGhost1 = (flags & 1) != 0;
		s->hasGhost2 = (flags & 2) != 0;
		s->ghost1 = s->hasGhost1 ? fuzzVec2(in) : s->segment.point1;
		s->ghost2 = s->hasGhost2 ? fuzzVec2(in) : s->segment.point2;
		fuzzRequire(in, b2cDistance(s->segment.point1, s->segment.point2) >= B2C_LINEAR_SLOP);
		fuzzRequire(in, !s->hasGhost1 || b2cDistance(s->ghost1, s->segment.point1) >= B2C_LINEAR_SLOP);
		fuzzRequire(in, !s->hasGhost2 || b2cDistance(s->ghost2, s->segment.point2) >= B2C_LINEAR_SLOP);
		break;
	}
	}
	return g;
}

// Whatever state the world reached, its serialized snapshot loads (the loader's checks refuse no
// state the engine makes) into a world with the same hash (the world and snapshot targets).
static void fuzzCheckSerializes(b2cWorld *world)
{
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
	FUZZ_CHECK(snapshot != NULL);
	size_t size = b2cSnapshot_GetSerializedSize(snapshot);
	unsigned char *text = (unsigned char *)malloc(size);
	FUZZ_CHECK(text != NULL);
	b2cSnapshot_Serialize(snapshot, text);
	size_t used = 0;
	const char *error = NULL;
	b2cWorldSnapshot *loaded = b2cLoadSnapshot(text, size, &used, &error);
	if (loaded == NULL)
		fprintf(stderr, "the world's own snapshot does not load: %s\n", error);
	FUZZ_CHECK(loaded != NULL && used == size);
	b2cWorldDef def = b2cDefaultWorldDef();
	b2cWorld *copy = b2cCreateWorld(&def);
	FUZZ_CHECK(copy != NULL && b2cWorld_Restore(copy, loaded));
	FUZZ_CHECK(b2cWorld_Hash(copy) == b2cWorld_Hash(world));
	b2cDestroyWorld(copy);
	b2cDestroySnapshot(loaded);
	b2cDestroySnapshot(snapshot);
	free(text);
}

#endif
