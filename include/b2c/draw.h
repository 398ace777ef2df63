// SPDX-License-Identifier: MIT
// b2c: drawing a world for debugging: the world hands what it holds, in world coordinates, to
// callbacks that draw polygons, circles, capsules, segments and points.
#ifndef B2C_DRAW_H
#define B2C_DRAW_H

#include "world.h"

/// What is drawn, which decides the colour (see b2cGetDrawColor).
typedef enum b2cDrawColor {
	b2cDrawColor_static,        ///< a fixture of a static body
	b2cDrawColor_kinematic,     ///< of a kinematic body
	b2cDrawColor_awake,         ///< of a dynamic body that is awake
	b2cDrawColor_sleeping,      ///< of a dynamic body asleep
	b2cDrawColor_sensor,        ///< a sensor, whatever its body
	b2cDrawColor_aabb,          ///< a shape's AABB
	b2cDrawColor_contactPoint,  ///< a manifold point of a touching contact
	b2cDrawColor_contactNormal, ///< its normal
	b2cDrawColor_center,        ///< a body's centre of mass
	b2cDrawColor_joint,         ///< a joint's lines
	b2cDrawColor_count
} b2cDrawColor;

/// Red, green, blue and opacity, each in [0, 1].
typedef struct b2cColor {
	float r, g, b, a;
} b2cColor;

/// A convex polygon, vertices counter-clockwise, rounded by `radius` (0: sharp corners); an AABB
/// comes as a polygon of 4 vertices: lower left, lower right, upper right, upper left.
typedef void b2cDrawPolygonFcn(const b2cVec2 *vertices, int count, float radius, b2cDrawColor color, void *context);
typedef void b2cDrawCircleFcn(b2cVec2 center, float radius, b2cDrawColor color, void *context);
/// All points within `radius` of the segment p1-p2.
typedef void b2cDrawCapsuleFcn(b2cVec2 p1, b2cVec2 p2, float radius, b2cDrawColor color, void *context);
typedef void b2cDrawSegmentFcn(b2cVec2 p1, b2cVec2 p2, b2cDrawColor color, void *context);
/// A point; `size` is a size on screen (in pixels, a hint).
typedef void b2cDrawPointFcn(b2cVec2 p, float size, b2cDrawColor color, void *context);

/// Length (m) of the contact normals drawn, from each manifold point.
#define B2C_DRAW_NORMAL_LENGTH 0.25f
/// Sizes of the points drawn for contact points and centres of mass.
#define B2C_DRAW_CONTACT_POINT_SIZE 5.0f
#define B2C_DRAW_CENTER_SIZE 4.0f

/// The callbacks (NULL ones are skipped), what to draw, and the context handed to each call.
typedef struct b2cDebugDraw {
	b2cDrawPolygonFcn *drawPolygon;
	b2cDrawCircleFcn *drawCircle;
	b2cDrawCapsuleFcn *drawCapsule;
	b2cDrawSegmentFcn *drawSegment;
	b2cDrawPointFcn *drawPoint;
	bool drawShapes;   ///< every shape: circle, capsule, polygon, segment (a chain: its segments)
	bool drawJoints;   ///< every joint: body origins to anchors and anchor to anchor (segments)
	bool drawAABBs;    ///< every shape's AABB (a chain: each segment's)
	bool drawContacts; ///< the manifold points and normals of the touching contacts
	bool drawCenters;  ///< every body's centre of mass
	void *context;
} b2cDebugDraw;

#ifdef __cplusplus
extern "C" {
#endif

/// Shapes, joints, the AABBs, contacts and centres as `draw` asks, in that order (layers drawn
/// later cover earlier ones); shapes body by body. The callbacks must not change the world.
B2C_API void b2cWorld_Draw(const b2cWorld *world, const b2cDebugDraw *draw);
B2C_API b2cColor b2cGetDrawColor(b2cDrawColor color);

/// Most vertices b2cMakeRoundedOutline writes: 17 per corner (16 arcs, both ends).
#define B2C_OUTLINE_MAX_VERTICES (17 * B2C_MAX_POLYGON_VERTICES)

/// The outline of a convex polygon (`count` vertices, counter-clockwise; 2 make a capsule)
/// rounded by `radius` > 0, counter-clockwise into `outline` (room for B2C_OUTLINE_MAX_VERTICES):
/// each corner becomes an arc about its vertex, from the previous edge's normal to the next one's,
/// a vertex every 22.5 degrees or less (1 to 16 arcs per corner), both ends included. Returns
/// the number written; 0 for a count outside 2 to B2C_MAX_POLYGON_VERTICES. A NaN vertex gives NaN
/// points, never an undefined conversion. The one tessellation of rounded shapes: world:draw's
/// outlines, b2c.outline and the LÖVE drawer's capsules.
B2C_API int b2cMakeRoundedOutline(const b2cVec2 *vertices, int count, float radius, b2cVec2 *outline);

#ifdef __cplusplus
}
#endif

#endif
