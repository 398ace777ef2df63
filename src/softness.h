// SPDX-License-Identifier: MIT
// b2c: soft constraints (Catto, "Solver2D"): a constraint made a spring and damper of a given
// frequency and damping ratio, at the sub-step h, becomes three numbers for the velocity solver:
//   impulse = -massScale * effectiveMass * (Cdot + biasRate * C) - impulseScale * accumulated.
// Internal header.
#ifndef B2C_SOFTNESS_H
#define B2C_SOFTNESS_H

#include "b2c/math.h"

typedef struct b2cSoftness {
	float biasRate, massScale, impulseScale;
} b2cSoftness;

/// hertz 0: rigid (no bias, full mass).
static inline b2cSoftness b2cMakeSoftness(float hertz, float dampingRatio, float h)
{
	if (hertz == 0.0f)
		return (b2cSoftness){0.0f, 1.0f, 0.0f};
	float omega = 2.0f * B2C_PI * hertz;
	float a1 = 2.0f * dampingRatio + h * omega;
	float a2 = h * omega * a1;
	float a3 = 1.0f / (1.0f + a2);
	return (b2cSoftness){omega / a1, a2 * a3, a3};
}

#endif
