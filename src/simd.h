// SPDX-License-Identifier: MIT
// b2c: four-lane float arithmetic for the contact solver, on SSE2 where the compiler targets it
// (every x86-64) and on plain arrays elsewhere. Only exactly rounded IEEE operations (add,
// subtract, multiply, min, max, compare) are used, never a fused multiply-add, so every path
// computes the same bits. Define B2C_NO_SIMD for the plain path. Internal header.
#ifndef B2C_SIMD_H
#define B2C_SIMD_H

#define B2C_LANES 4

#if (defined(__SSE2__) || defined(_M_X64)) && !defined(B2C_NO_SIMD)
#include <emmintrin.h>
#define B2C_SIMD_SSE2 1

typedef __m128 b2cFloatW;

static inline b2cFloatW b2cSplatW(float a) { return _mm_set1_ps(a); }
static inline b2cFloatW b2cZeroW(void) { return _mm_setzero_ps(); }
static inline b2cFloatW b2cAddW(b2cFloatW a, b2cFloatW b) { return _mm_add_ps(a, b); }
static inline b2cFloatW b2cSubW(b2cFloatW a, b2cFloatW b) { return _mm_sub_ps(a, b); }
static inline b2cFloatW b2cMulW(b2cFloatW a, b2cFloatW b) { return _mm_mul_ps(a, b); }
static inline b2cFloatW b2cMinW(b2cFloatW a, b2cFloatW b) { return _mm_min_ps(a, b); }
static inline b2cFloatW b2cMaxW(b2cFloatW a, b2cFloatW b) { return _mm_max_ps(a, b); }
/// Lanes where a > b are all ones.
static inline b2cFloatW b2cGreaterW(b2cFloatW a, b2cFloatW b) { return _mm_cmpgt_ps(a, b); }
static inline b2cFloatW b2cAndW(b2cFloatW a, b2cFloatW b) { return _mm_and_ps(a, b); }
/// mask ? b : a, lane by lane (mask from a comparison).
static inline b2cFloatW b2cBlendW(b2cFloatW a, b2cFloatW b, b2cFloatW mask)
{
	return _mm_or_ps(_mm_and_ps(mask, b), _mm_andnot_ps(mask, a));
}
static inline b2cFloatW b2cLoadW(const float *p) { return _mm_loadu_ps(p); }
static inline void b2cStoreW(float *p, b2cFloatW a) { _mm_storeu_ps(p, a); }

/// Rows r0..r3 (four floats each) to columns, in place.
static inline void b2cTransposeW(b2cFloatW *r0, b2cFloatW *r1, b2cFloatW *r2, b2cFloatW *r3)
{
	__m128 t0 = _mm_unpacklo_ps(*r0, *r1), t1 = _mm_unpackhi_ps(*r0, *r1);
	__m128 t2 = _mm_unpacklo_ps(*r2, *r3), t3 = _mm_unpackhi_ps(*r2, *r3);
	*r0 = _mm_movelh_ps(t0, t2);
	*r1 = _mm_movehl_ps(t2, t0);
	*r2 = _mm_movelh_ps(t1, t3);
	*r3 = _mm_movehl_ps(t3, t1);
}

#else

typedef struct b2cFloatW {
	float f[B2C_LANES];
} b2cFloatW;

#define B2C_LANEWISE(expression)        \
	b2cFloatW r;                        \
	for (int i = 0; i < B2C_LANES; ++i) \
		r.f[i] = (expression);          \
	return r

static inline b2cFloatW b2cSplatW(float a) { B2C_LANEWISE(a); }
static inline b2cFloatW b2cZeroW(void) { B2C_LANEWISE(0.0f); }
static inline b2cFloatW b2cAddW(b2cFloatW a, b2cFloatW b) { B2C_LANEWISE(a.f[i] + b.f[i]); }
static inline b2cFloatW b2cSubW(b2cFloatW a, b2cFloatW b) { B2C_LANEWISE(a.f[i] - b.f[i]); }
static inline b2cFloatW b2cMulW(b2cFloatW a, b2cFloatW b) { B2C_LANEWISE(a.f[i] * b.f[i]); }
// min and max as SSE2 computes them: the second operand when the comparison fails
static inline b2cFloatW b2cMinW(b2cFloatW a, b2cFloatW b) { B2C_LANEWISE(a.f[i] < b.f[i] ? a.f[i] : b.f[i]); }
static inline b2cFloatW b2cMaxW(b2cFloatW a, b2cFloatW b) { B2C_LANEWISE(a.f[i] > b.f[i] ? a.f[i] : b.f[i]); }
static inline b2cFloatW b2cGreaterW(b2cFloatW a, b2cFloatW b) { B2C_LANEWISE(a.f[i] > b.f[i] ? 1.0f : 0.0f); }
static inline b2cFloatW b2cAndW(b2cFloatW a, b2cFloatW b)
{
	B2C_LANEWISE(a.f[i] != 0.0f && b.f[i] != 0.0f ? 1.0f : 0.0f);
}
static inline b2cFloatW b2cBlendW(b2cFloatW a, b2cFloatW b, b2cFloatW mask)
{
	B2C_LANEWISE(mask.f[i] != 0.0f ? b.f[i] : a.f[i]);
}
static inline b2cFloatW b2cLoadW(const float *p) { B2C_LANEWISE(p[i]); }
static inline void b2cStoreW(float *p, b2cFloatW a)
{
	for (int i = 0; i < B2C_LANES; ++i)
		p[i] = a.f[i];
}
static inline void b2cTransposeW(b2cFloatW *r0, b2cFloatW *r1, b2cFloatW *r2, b2cFloatW *r3)
{
	b2cFloatW *rows[4] = {r0, r1, r2, r3};
	b2cFloatW t[4];
	for (int i = 0; i < 4; ++i)
		for (int j = 0; j < 4; ++j)
			t[j].f[i] = rows[i]->f[j];
	for (int i = 0; i < 4; ++i)
		*rows[i] = t[i];
}

#undef B2C_LANEWISE
#endif

#endif
