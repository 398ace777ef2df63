// SPDX-License-Identifier: MIT
// b2c: convex hull of a small point set, the first step of building a polygon.
#ifndef B2C_HULL_H
#define B2C_HULL_H

#include "constants.h"
#include "math.h"

/// A convex hull: at most B2C_MAX_POLYGON_VERTICES points in counter-clockwise order, no two
/// closer than the linear slop and none within the linear slop of the line through its
/// neighbours. `count` is 0 when no hull exists.
typedef struct b2cHull {
	b2cVec2 points[B2C_MAX_POLYGON_VERTICES];
	int count;
} b2cHull;

/// Why b2cComputeHull failed (or b2cHull_ok).
typedef enum b2cHullError {
	b2cHull_ok = 0,
	b2cHull_tooManyPoints, ///< more than B2C_MAX_POLYGON_VERTICES points given
	b2cHull_notFinite,     ///< a NaN or infinite coordinate
	b2cHull_tooFewPoints,  ///< fewer than 3 distinct points after welding
	b2cHull_collinear,     ///< every point lies on one line
	b2cHull_tooLarge,      ///< a coordinate beyond B2C_MAX_COORDINATE (1e18), or points so far apart
						   ///< that single precision cannot keep the hull strictly convex
} b2cHullError;

#ifdef __cplusplus
extern "C" {
#endif

/// The convex hull of `points` (Andrew's monotone chain). Points closer than the linear slop are
/// welded into one, and points within the linear slop of the line through their neighbours are
/// dropped. On failure the hull has count 0 and `*error` (if not NULL) says why. A hull returned
/// always passes b2cValidateHull.
B2C_API b2cHull b2cComputeHull(const b2cVec2 *points, int count, b2cHullError *error);

/// Is `hull` convex, counter-clockwise and free of near-duplicate or collinear points, with edges
/// whose squared length is finite?
B2C_API bool b2cValidateHull(const b2cHull *hull);

#ifdef __cplusplus
}
#endif

#endif
