// SPDX-License-Identifier: MIT
// b2c: small value types passed by value, and the inline math on them.
// Conventions: single precision, radians, counter-clockwise, column vectors.
#ifndef B2C_MATH_H
#define B2C_MATH_H

#include "base.h"

#include <float.h>
#include <math.h>
#include <stdbool.h>

#define B2C_PI 3.14159265359f

/// A 2D column vector.
typedef struct b2cVec2 {
	float x, y;
} b2cVec2;

/// A rotation stored as cosine and sine (always unit length).
typedef struct b2cRot {
	float c, s;
} b2cRot;

/// A rigid transform: rotate by q, then translate by p.
typedef struct b2cTransform {
	b2cVec2 p;
	b2cRot q;
} b2cTransform;

/// 2x2 matrix stored by columns.
typedef struct b2cMat22 {
	b2cVec2 cx, cy;
} b2cMat22;

typedef struct b2cVec3 {
	float x, y, z;
} b2cVec3;

/// 3x3 matrix stored by columns.
typedef struct b2cMat33 {
	b2cVec3 cx, cy, cz;
} b2cMat33;

/// Axis-aligned bounding box.
typedef struct b2cAABB {
	b2cVec2 lower, upper;
} b2cAABB;

/// The motion of a body over a time step, for time of impact (Box2D 2.x semantics): the centre
/// and angle move linearly from (c0, a0) at alpha0 to (c, a) at 1.
typedef struct b2cSweep {
	b2cVec2 localCenter; ///< centre of mass in body coordinates
	b2cVec2 c0, c;       ///< centre of mass at alpha0 and at 1, world coordinates
	float a0, a;         ///< angle at alpha0 and at 1
	float alpha0;        ///< fraction of the step already covered, in [0, 1)
} b2cSweep;

/// Result of a ray cast against an AABB.
typedef struct b2cAABBRayResult {
	float fraction;
	b2cVec2 normal;
	bool hit;
} b2cAABBRayResult;

static const b2cVec2 b2cVec2_zero = {0.0f, 0.0f};
static const b2cRot b2cRot_identity = {1.0f, 0.0f};
static const b2cTransform b2cTransform_identity = {{0.0f, 0.0f}, {1.0f, 0.0f}};

#ifdef __cplusplus
extern "C" {
#endif

/// Deterministic cosine and sine of an angle in radians (same bits on every compiler and libm).
B2C_API b2cRot b2cMakeRot(float angle);
/// Deterministic atan2, exact to single precision. atan2(0, 0) is 0.
B2C_API float b2cAtan2(float y, float x);

B2C_API bool b2cIsValidFloat(float a);
B2C_API bool b2cIsValidVec2(b2cVec2 v);
B2C_API bool b2cIsValidRot(b2cRot q);

/// Solve A x = b. A singular matrix gives the zero vector.
B2C_API b2cVec2 b2cSolve22(b2cMat22 a, b2cVec2 b);
/// Inverse of A, or the zero matrix if A is singular.
B2C_API b2cMat22 b2cGetInverse22(b2cMat22 a);
/// Solve A x = b with the full 3x3 matrix. A singular matrix gives the zero vector.
B2C_API b2cVec3 b2cSolve33(b2cMat33 a, b2cVec3 b);
/// Solve the upper-left 2x2 block of A against (b.x, b.y).
B2C_API b2cVec2 b2cSolve33_22(b2cMat33 a, b2cVec2 b);
/// Inverse of the upper-left 2x2 block, as a 3x3 with zeros elsewhere.
B2C_API b2cMat33 b2cGetInverse22_33(b2cMat33 a);
/// Inverse of a symmetric 3x3 matrix, or zero if singular.
B2C_API b2cMat33 b2cGetSymInverse33(b2cMat33 a);

/// Slab ray cast from p1 toward p2, hitting in [0, maxFraction]. A ray that starts inside the
/// box (or on its boundary moving inward along no entry plane) misses: it has no entry point.
B2C_API b2cAABBRayResult b2cAABB_RayCast(b2cAABB a, b2cVec2 p1, b2cVec2 p2, float maxFraction);

/// Body transform at a fraction beta of the step: linear interpolation of centre and angle.
B2C_API b2cTransform b2cSweep_GetTransform(const b2cSweep *sweep, float beta);
/// Move the start of the sweep forward to alpha (alpha0 <= alpha < 1).
B2C_API void b2cSweep_Advance(b2cSweep *sweep, float alpha);
/// Bring the angles into [0, 2π) for a0, keeping a - a0.
B2C_API void b2cSweep_Normalize(b2cSweep *sweep);

#ifdef __cplusplus
}
#endif

// ---- scalars ----
B2C_INLINE float b2cMinFloat(float a, float b) { return a < b ? a : b; }
B2C_INLINE float b2cMaxFloat(float a, float b) { return a > b ? a : b; }
B2C_INLINE float b2cAbsFloat(float a) { return a < 0.0f ? -a : a; }
B2C_INLINE float b2cClampFloat(float a, float lo, float hi) { return a < lo ? lo : (a > hi ? hi : a); }
B2C_INLINE int b2cMinInt(int a, int b) { return a < b ? a : b; }
B2C_INLINE int b2cMaxInt(int a, int b) { return a > b ? a : b; }

// ---- vectors ----
B2C_INLINE b2cVec2 b2cVec2_make(float x, float y) { return (b2cVec2){x, y}; }
B2C_INLINE b2cVec2 b2cAdd(b2cVec2 a, b2cVec2 b) { return (b2cVec2){a.x + b.x, a.y + b.y}; }
B2C_INLINE b2cVec2 b2cSub(b2cVec2 a, b2cVec2 b) { return (b2cVec2){a.x - b.x, a.y - b.y}; }
B2C_INLINE b2cVec2 b2cNeg(b2cVec2 a) { return (b2cVec2){-a.x, -a.y}; }
B2C_INLINE b2cVec2 b2cMulSV(float s, b2cVec2 v) { return (b2cVec2){s * v.x, s * v.y}; }
/// a + s * b
B2C_INLINE b2cVec2 b2cMulAdd(b2cVec2 a, float s, b2cVec2 b) { return (b2cVec2){a.x + s * b.x, a.y + s * b.y}; }
/// a - s * b
B2C_INLINE b2cVec2 b2cMulSub(b2cVec2 a, float s, b2cVec2 b) { return (b2cVec2){a.x - s * b.x, a.y - s * b.y}; }
B2C_INLINE float b2cDot(b2cVec2 a, b2cVec2 b) { return a.x * b.x + a.y * b.y; }
/// z component of the 3D cross product of (a, 0) and (b, 0)
B2C_INLINE float b2cCross(b2cVec2 a, b2cVec2 b) { return a.x * b.y - a.y * b.x; }
/// v × (0, 0, s)
B2C_INLINE b2cVec2 b2cCrossVS(b2cVec2 v, float s) { return (b2cVec2){s * v.y, -s * v.x}; }
/// (0, 0, s) × v
B2C_INLINE b2cVec2 b2cCrossSV(float s, b2cVec2 v) { return (b2cVec2){-s * v.y, s * v.x}; }
/// Counter-clockwise perpendicular: (-y, x).
B2C_INLINE b2cVec2 b2cLeftPerp(b2cVec2 v) { return (b2cVec2){-v.y, v.x}; }
/// Clockwise perpendicular: (y, -x).
B2C_INLINE b2cVec2 b2cRightPerp(b2cVec2 v) { return (b2cVec2){v.y, -v.x}; }
B2C_INLINE float b2cLengthSquared(b2cVec2 v) { return v.x * v.x + v.y * v.y; }
B2C_INLINE float b2cLength(b2cVec2 v) { return sqrtf(v.x * v.x + v.y * v.y); }
B2C_INLINE float b2cDistance(b2cVec2 a, b2cVec2 b) { return b2cLength(b2cSub(b, a)); }
B2C_INLINE float b2cDistanceSquared(b2cVec2 a, b2cVec2 b) { return b2cLengthSquared(b2cSub(b, a)); }
B2C_INLINE b2cVec2 b2cLerp(b2cVec2 a, b2cVec2 b, float t)
{
	return (b2cVec2){(1.0f - t) * a.x + t * b.x, (1.0f - t) * a.y + t * b.y};
}
B2C_INLINE b2cVec2 b2cMin(b2cVec2 a, b2cVec2 b) { return (b2cVec2){b2cMinFloat(a.x, b.x), b2cMinFloat(a.y, b.y)}; }
B2C_INLINE b2cVec2 b2cMax(b2cVec2 a, b2cVec2 b) { return (b2cVec2){b2cMaxFloat(a.x, b.x), b2cMaxFloat(a.y, b.y)}; }
B2C_INLINE b2cVec2 b2cAbs(b2cVec2 a) { return (b2cVec2){b2cAbsFloat(a.x), b2cAbsFloat(a.y)}; }
B2C_INLINE bool b2cVec2_equal(b2cVec2 a, b2cVec2 b) { return a.x == b.x && a.y == b.y; }

/// Unit vector along v and the length of v. A vector shorter than FLT_EPSILON gives
/// (0, 0) and length 0.
B2C_INLINE b2cVec2 b2cGetLengthAndNormalize(float *length, b2cVec2 v)
{
	float len = b2cLength(v);
	if (len < FLT_EPSILON) {
		*length = 0.0f;
		return b2cVec2_zero;
	}
	*length = len;
	float inv = 1.0f / len;
	return (b2cVec2){inv * v.x, inv * v.y};
}

B2C_INLINE b2cVec2 b2cNormalize(b2cVec2 v)
{
	float len;
	return b2cGetLengthAndNormalize(&len, v);
}

// ---- rotations ----
B2C_INLINE float b2cRot_GetAngle(b2cRot q) { return b2cAtan2(q.s, q.c); }
/// The same angle in [-pi, pi], for an angle within one turn of that range.
B2C_INLINE float b2cUnwindAngle(float angle)
{
	if (angle < -B2C_PI)
		return angle + 2.0f * B2C_PI;
	if (angle > B2C_PI)
		return angle - 2.0f * B2C_PI;
	return angle;
}
B2C_INLINE b2cVec2 b2cRotateVector(b2cRot q, b2cVec2 v)
{
	return (b2cVec2){q.c * v.x - q.s * v.y, q.s * v.x + q.c * v.y};
}
B2C_INLINE b2cVec2 b2cInvRotateVector(b2cRot q, b2cVec2 v)
{
	return (b2cVec2){q.c * v.x + q.s * v.y, -q.s * v.x + q.c * v.y};
}
/// q * r: rotate by r, then by q.
B2C_INLINE b2cRot b2cMulRot(b2cRot q, b2cRot r) { return (b2cRot){q.c * r.c - q.s * r.s, q.s * r.c + q.c * r.s}; }
/// transpose(q) * r
B2C_INLINE b2cRot b2cInvMulRot(b2cRot q, b2cRot r) { return (b2cRot){q.c * r.c + q.s * r.s, q.c * r.s - q.s * r.c}; }
B2C_INLINE b2cRot b2cInvertRot(b2cRot q) { return (b2cRot){q.c, -q.s}; }
B2C_INLINE b2cVec2 b2cRot_GetXAxis(b2cRot q) { return (b2cVec2){q.c, q.s}; }
B2C_INLINE b2cVec2 b2cRot_GetYAxis(b2cRot q) { return (b2cVec2){-q.s, q.c}; }

// ---- transforms ----
B2C_INLINE b2cTransform b2cTransform_make(b2cVec2 p, b2cRot q) { return (b2cTransform){p, q}; }
B2C_INLINE b2cVec2 b2cTransformPoint(b2cTransform t, b2cVec2 v)
{
	return (b2cVec2){t.q.c * v.x - t.q.s * v.y + t.p.x, t.q.s * v.x + t.q.c * v.y + t.p.y};
}
B2C_INLINE b2cVec2 b2cInvTransformPoint(b2cTransform t, b2cVec2 v)
{
	float vx = v.x - t.p.x, vy = v.y - t.p.y;
	return (b2cVec2){t.q.c * vx + t.q.s * vy, -t.q.s * vx + t.q.c * vy};
}
/// a * b: apply b, then a.
B2C_INLINE b2cTransform b2cMulTransforms(b2cTransform a, b2cTransform b)
{
	return (b2cTransform){b2cAdd(b2cRotateVector(a.q, b.p), a.p), b2cMulRot(a.q, b.q)};
}
/// inverse(a) * b
B2C_INLINE b2cTransform b2cInvMulTransforms(b2cTransform a, b2cTransform b)
{
	return (b2cTransform){b2cInvRotateVector(a.q, b2cSub(b.p, a.p)), b2cInvMulRot(a.q, b.q)};
}
B2C_INLINE b2cTransform b2cInvertTransform(b2cTransform t)
{
	b2cRot qi = b2cInvertRot(t.q);
	return (b2cTransform){b2cNeg(b2cRotateVector(qi, t.p)), qi};
}

// ---- matrices ----
B2C_INLINE b2cVec2 b2cMulMV(b2cMat22 a, b2cVec2 v)
{
	return (b2cVec2){a.cx.x * v.x + a.cy.x * v.y, a.cx.y * v.x + a.cy.y * v.y};
}
B2C_INLINE float b2cDot3(b2cVec3 a, b2cVec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
B2C_INLINE b2cVec3 b2cCross3(b2cVec3 a, b2cVec3 b)
{
	return (b2cVec3){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
B2C_INLINE b2cVec3 b2cMulM33V(b2cMat33 a, b2cVec3 v)
{
	return (b2cVec3){a.cx.x * v.x + a.cy.x * v.y + a.cz.x * v.z, a.cx.y * v.x + a.cy.y * v.y + a.cz.y * v.z,
					 a.cx.z * v.x + a.cy.z * v.y + a.cz.z * v.z};
}

// ---- AABBs ----
B2C_INLINE b2cAABB b2cAABB_make(b2cVec2 lower, b2cVec2 upper) { return (b2cAABB){lower, upper}; }
B2C_INLINE bool b2cAABB_IsValid(b2cAABB a)
{
	return a.upper.x >= a.lower.x && a.upper.y >= a.lower.y && b2cIsValidVec2(a.lower) && b2cIsValidVec2(a.upper);
}
/// Touching boxes overlap.
B2C_INLINE bool b2cAABB_Overlaps(b2cAABB a, b2cAABB b)
{
	return !(b.lower.x > a.upper.x || b.lower.y > a.upper.y || a.lower.x > b.upper.x || a.lower.y > b.upper.y);
}
/// Does a contain b (boundaries included)?
B2C_INLINE bool b2cAABB_Contains(b2cAABB a, b2cAABB b)
{
	return a.lower.x <= b.lower.x && a.lower.y <= b.lower.y && b.upper.x <= a.upper.x && b.upper.y <= a.upper.y;
}
B2C_INLINE bool b2cAABB_ContainsPoint(b2cAABB a, b2cVec2 p)
{
	return a.lower.x <= p.x && a.lower.y <= p.y && p.x <= a.upper.x && p.y <= a.upper.y;
}
B2C_INLINE b2cAABB b2cAABB_Union(b2cAABB a, b2cAABB b)
{
	return (b2cAABB){b2cMin(a.lower, b.lower), b2cMax(a.upper, b.upper)};
}
B2C_INLINE b2cVec2 b2cAABB_Center(b2cAABB a)
{
	return (b2cVec2){0.5f * (a.lower.x + a.upper.x), 0.5f * (a.lower.y + a.upper.y)};
}
/// Half widths.
B2C_INLINE b2cVec2 b2cAABB_Extents(b2cAABB a)
{
	return (b2cVec2){0.5f * (a.upper.x - a.lower.x), 0.5f * (a.upper.y - a.lower.y)};
}
/// 2 (w + h): the tree's cost metric.
B2C_INLINE float b2cAABB_Perimeter(b2cAABB a) { return 2.0f * ((a.upper.x - a.lower.x) + (a.upper.y - a.lower.y)); }
B2C_INLINE b2cAABB b2cAABB_Expand(b2cAABB a, float margin)
{
	return (b2cAABB){{a.lower.x - margin, a.lower.y - margin}, {a.upper.x + margin, a.upper.y + margin}};
}

#endif
