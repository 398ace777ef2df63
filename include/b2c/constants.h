// SPDX-License-Identifier: MIT
// b2c: engine-wide tolerances, in metres, kilograms and seconds.
#ifndef B2C_CONSTANTS_H
#define B2C_CONSTANTS_H

/// Collision and constraint tolerance: small enough to be invisible, large enough to absorb
/// round-off so that contacts persist.
#define B2C_LINEAR_SLOP 0.005f
/// Contacts are created this far before the shapes touch (4 × linear slop).
#define B2C_SPECULATIVE_DISTANCE (4.0f * B2C_LINEAR_SLOP)
/// The dynamic tree's fat-AABB margin.
#define B2C_AABB_MARGIN 0.1f
/// The largest margin of a moving shape's fat box in a world's broad-phase (m): an eighth of the
/// shape's size up to this (b2cShape_GetFatAABB).
#define B2C_MAX_SHAPE_MARGIN 0.05f
/// Largest vertex count of a polygon.
#define B2C_MAX_POLYGON_VERTICES 8
/// A length no world reaches (m): "no limit".
#define B2C_HUGE 100000.0f
/// The largest coordinate or size (m) a shape may have in its own frame: the differences,
/// squares and cross products of such numbers stay finite in single precision (the hull's
/// turns, a segment's length, a box's corners). The tree of the Lua binding takes boxes as far.
#define B2C_MAX_COORDINATE 1.0e18f
/// Angular tolerance (2 degrees).
#define B2C_ANGULAR_SLOP (2.0f / 180.0f * 3.14159265359f)

#endif
