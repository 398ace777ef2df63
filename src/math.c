// SPDX-License-Identifier: MIT
// b2c: the math that is not inline: deterministic trigonometry, small linear solves, sweeps.
//
// Determinism: sine, cosine and atan2 are evaluated here with double-precision polynomials
// (Taylor series after argument reduction), using only +, -, *, / and floor/fmod, which IEEE 754
// defines exactly. With floating-point contraction off the results are the same bits whatever the
// compiler or C library.
#include "b2c/math.h"

#define PI_D 3.14159265358979323846
// pi/2 split in two: the first part has its low bits zero so k * PIO2_HI is exact for |k| < 2^20.
#define PIO2_HI 1.57079632673412561417e+00
#define PIO2_LO 6.07710050650619224932e-11
#define TWO_OVER_PI 6.36619772367581382433e-01

bool b2cIsValidFloat(float a) { return isfinite(a); }

bool b2cIsValidVec2(b2cVec2 v) { return isfinite(v.x) && isfinite(v.y); }

bool b2cIsValidRot(b2cRot q)
{
	if (!isfinite(q.c) || !isfinite(q.s))
		return false;
	float lengthSquared = q.c * q.c + q.s * q.s;
	return 1.0f - 6.0f * FLT_EPSILON < lengthSquared && lengthSquared < 1.0f + 6.0f * FLT_EPSILON;
}

// c[0] + x c[1] + x^2 c[2] + ... by Horner's rule, highest degree first.
static double polynomial(const double *c, int count, double x)
{
	double p = c[count - 1];
	for (int i = count - 2; i >= 0; --i)
		p = c[i] + x * p;
	return p;
}

// Taylor coefficients in r^2 of sin(r)/r and cos(r): truncation error below 1e-13 for |r| <= pi/4.
static const double s_sinCoefficients[] = {
	1.0, -1.0 / 6.0, 1.0 / 120.0, -1.0 / 5040.0, 1.0 / 362880.0, -1.0 / 39916800.0, 1.0 / 6227020800.0};
static const double s_cosCoefficients[] = {
	1.0, -0.5, 1.0 / 24.0, -1.0 / 720.0, 1.0 / 40320.0, -1.0 / 3628800.0, 1.0 / 479001600.0, -1.0 / 87178291200.0};
// atan(u)/u in u^2: truncation error below 1e-14 for 0 <= u <= tan(pi/12).
static const double s_atanCoefficients[] = {1.0,        -1.0 / 3.0,  1.0 / 5.0,  -1.0 / 7.0,  1.0 / 9.0, -1.0 / 11.0,
											1.0 / 13.0, -1.0 / 15.0, 1.0 / 17.0, -1.0 / 19.0, 1.0 / 21.0};
#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

static double sinReduced(double r) { return r * polynomial(s_sinCoefficients, COUNT(s_sinCoefficients), r * r); }

static double cosReduced(double r) { return polynomial(s_cosCoefficients, COUNT(s_cosCoefficients), r * r); }

static double atanSmall(double u) { return u * polynomial(s_atanCoefficients, COUNT(s_atanCoefficients), u * u); }

b2cRot b2cMakeRot(float angle)
{
	double x = angle;
	if (!isfinite(x))
		return (b2cRot){NAN, NAN};
	if (fabs(x) > 1.0e6)
		x = fmod(x, 2.0 * PI_D);
	double k = floor(x * TWO_OVER_PI + 0.5);
	double r = (x - k * PIO2_HI) - k * PIO2_LO;
	int quadrant = (int)k & 3; // |k| < 2^20 here, and & 3 is the floor modulo for negatives too
	double s = sinReduced(r), c = cosReduced(r);
	switch (quadrant) {
	case 0:
		return (b2cRot){(float)c, (float)s};
	case 1:
		return (b2cRot){(float)-s, (float)c};
	case 2:
		return (b2cRot){(float)-c, (float)-s};
	default:
		return (b2cRot){(float)s, (float)-c};
	}
}

// atan(t) for 0 <= t <= 1, using atan(t) = pi/6 + atan((t sqrt3 - 1) / (t + sqrt3)) above tan(pi/12).
static double atanUnit(double t)
{
	const double tanPiOver12 = 0.26794919243112270647;
	const double sqrt3 = 1.73205080756887729353;
	if (t <= tanPiOver12)
		return atanSmall(t);
	return PI_D / 6.0 + atanSmall((t * sqrt3 - 1.0) / (t + sqrt3));
}

float b2cAtan2(float y, float x)
{
	if (x == 0.0f && y == 0.0f)
		return 0.0f;
	double ax = fabs((double)x), ay = fabs((double)y);
	double a = ay <= ax ? atanUnit(ay / ax) : PI_D / 2.0 - atanUnit(ax / ay);
	if (x < 0.0f)
		a = PI_D - a;
	if (y < 0.0f)
		a = -a;
	return (float)a;
}

b2cVec2 b2cSolve22(b2cMat22 a, b2cVec2 b)
{
	float a11 = a.cx.x, a12 = a.cy.x, a21 = a.cx.y, a22 = a.cy.y;
	float det = a11 * a22 - a12 * a21;
	if (det != 0.0f)
		det = 1.0f / det;
	return (b2cVec2){det * (a22 * b.x - a12 * b.y), det * (a11 * b.y - a21 * b.x)};
}

b2cMat22 b2cGetInverse22(b2cMat22 a)
{
	float a11 = a.cx.x, a12 = a.cy.x, a21 = a.cx.y, a22 = a.cy.y;
	float det = a11 * a22 - a12 * a21;
	if (det != 0.0f)
		det = 1.0f / det;
	return (b2cMat22){{det * a22, -det * a21}, {-det * a12, det * a11}};
}

b2cVec3 b2cSolve33(b2cMat33 a, b2cVec3 b)
{
	float det = b2cDot3(a.cx, b2cCross3(a.cy, a.cz));
	if (det != 0.0f)
		det = 1.0f / det;
	return (b2cVec3){det * b2cDot3(b, b2cCross3(a.cy, a.cz)), det * b2cDot3(a.cx, b2cCross3(b, a.cz)),
					 det * b2cDot3(a.cx, b2cCross3(a.cy, b))};
}

b2cVec2 b2cSolve33_22(b2cMat33 a, b2cVec2 b)
{
	b2cMat22 upper = {{a.cx.x, a.cx.y}, {a.cy.x, a.cy.y}};
	return b2cSolve22(upper, b);
}

b2cMat33 b2cGetInverse22_33(b2cMat33 a)
{
	b2cMat22 inv = b2cGetInverse22((b2cMat22){{a.cx.x, a.cx.y}, {a.cy.x, a.cy.y}});
	return (b2cMat33){{inv.cx.x, inv.cx.y, 0.0f}, {inv.cy.x, inv.cy.y, 0.0f}, {0.0f, 0.0f, 0.0f}};
}

b2cMat33 b2cGetSymInverse33(b2cMat33 a)
{
	float det = b2cDot3(a.cx, b2cCross3(a.cy, a.cz));
	if (det != 0.0f)
		det = 1.0f / det;
	float a11 = a.cx.x, a12 = a.cy.x, a13 = a.cz.x;
	float a22 = a.cy.y, a23 = a.cz.y, a33 = a.cz.z;
	b2cMat33 m;
	m.cx.x = det * (a22 * a33 - a23 * a23);
	m.cx.y = det * (a13 * a23 - a12 * a33);
	m.cx.z = det * (a12 * a23 - a13 * a22);
	m.cy.x = m.cx.y;
	m.cy.y = det * (a11 * a33 - a13 * a13);
	m.cy.z = det * (a13 * a12 - a11 * a23);
	m.cz.x = m.cx.z;
	m.cz.y = m.cy.z;
	m.cz.z = det * (a11 * a22 - a12 * a12);
	return m;
}

b2cTransform b2cSweep_GetTransform(const b2cSweep *sweep, float beta)
{
	b2cVec2 center = b2cAdd(b2cMulSV(1.0f - beta, sweep->c0), b2cMulSV(beta, sweep->c));
	float angle = (1.0f - beta) * sweep->a0 + beta * sweep->a;
	b2cRot q = b2cMakeRot(angle);
	return (b2cTransform){b2cSub(center, b2cRotateVector(q, sweep->localCenter)), q};
}

void b2cSweep_Advance(b2cSweep *sweep, float alpha)
{
	B2C_ASSERT(sweep->alpha0 < 1.0f);
	float beta = (alpha - sweep->alpha0) / (1.0f - sweep->alpha0);
	sweep->c0 = b2cMulAdd(sweep->c0, beta, b2cSub(sweep->c, sweep->c0));
	sweep->a0 += beta * (sweep->a - sweep->a0);
	sweep->alpha0 = alpha;
}

void b2cSweep_Normalize(b2cSweep *sweep)
{
	const float twoPi = 2.0f * B2C_PI;
	float d = twoPi * floorf(sweep->a0 / twoPi);
	sweep->a0 -= d;
	sweep->a -= d;
}
