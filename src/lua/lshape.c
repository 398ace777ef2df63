// SPDX-License-Identifier: MIT
// b2c binding: shapes (circle, capsule, polygon, box, segment, chain) as immutable userdata of
// one class, b2c.shape. A chain keeps its points inside its own userdata, so no shape owns C
// memory; `chain:child(i)` makes a segment that carries the chain's ghost vertices.
#include "laux.h"

#include <stdio.h>
#include <string.h>

const b2c_Class b2c_shapeClass = {"b2c.shape"};

// The most points a chain takes: each is a shape of the world once the chain is a fixture (its
// indices are int32), and 2^24 of them already take 128 MB as a shape, and gigabytes as fixtures.
#define MAX_CHAIN_POINTS (1 << 24)

typedef struct LuaShape {
	b2cShapeGeometry geometry; // unused for a chain
	int isChain;
	int loop;
	float chainSkin;  // a chain's segments' skin
	int count;        // chain points
	b2cVec2 points[]; // chain points (count of them)
} LuaShape;

static LuaShape *newshape(lua_State *L, int chainPoints)
{
	size_t size = sizeof(LuaShape) + (size_t)chainPoints * sizeof(b2cVec2);
	LuaShape *shape = (LuaShape *)b2c_newobject(L, &b2c_shapeClass, size);
	memset(shape, 0, size);
	return shape;
}

static const LuaShape *checkshape(lua_State *L, int arg)
{
	return (const LuaShape *)b2c_checkudata(L, arg, &b2c_shapeClass);
}

static const char *typename_of(const LuaShape *shape)
{
	if (shape->isChain)
		return "chain";
	switch (shape->geometry.type) {
	case b2cShape_circle:
		return "circle";
	case b2cShape_capsule:
		return "capsule";
	case b2cShape_polygon:
		return "polygon";
	default:
		return "segment";
	}
}

static int childcount(const LuaShape *shape)
{
	return shape->isChain ? b2cGetChainSegmentCount(shape->count, shape->loop) : 1;
}

// Geometry of child `index` (0-based) of any shape.
static b2cShapeGeometry childgeometry(const LuaShape *shape, int index)
{
	if (!shape->isChain)
		return shape->geometry;
	b2cShapeGeometry g;
	g.type = b2cShape_chainSegment;
	g.chainSegment = b2cGetChainSegment(shape->points, shape->count, shape->loop != 0, index);
	g.chainSegment.segment.skin = shape->chainSkin;
	return g;
}

// Optional 1-based child index at `arg`, returned 0-based; -1 when absent.
static int optchild(lua_State *L, int arg, const LuaShape *shape)
{
	if (lua_isnoneornil(L, arg))
		return -1;
	if (lua_type(L, arg) != LUA_TNUMBER)
		return b2c_typeerror(L, arg, "number");
	lua_Number index = lua_tonumber(L, arg);
	int count = childcount(shape);
	if (!(index >= 1 && index <= count) || index != (lua_Number)(int)index) {
		char text[32];
		snprintf(text, sizeof text, "%.14g", (double)index);
		return b2c_argerrorf(L, arg, "child index %s out of range (the %s has %d child%s)", text, typename_of(shape),
							 count, count == 1 ? "" : "ren");
	}
	return (int)index - 1;
}

static float checkpositive(lua_State *L, int arg, const char *name)
{
	float value = b2c_checkfloat(L, arg);
	if (!(value > 0.0f))
		b2c_argerrorfloat(L, arg, lua_pushfstring(L, "%s must be positive", name), value);
	return value;
}

// ---- reading point lists: an array of vec2 (or vec2-like tables) or flat x1, y1, x2, y2, ... ----

// Number of points in the list at `arg`, which must be a table, refused above `max` (its length
// read as a lua_Integer: a table can make it read 2^31 or more).
static int pointcount(lua_State *L, int arg, int *flat, lua_Integer max)
{
	if (lua_type(L, arg) != LUA_TTABLE)
		return b2c_typeerror(L, arg, "table of points");
	lua_Integer length = b2c_tablelength(L, arg);
	lua_rawgeti(L, arg, 1);
	*flat = lua_type(L, -1) == LUA_TNUMBER;
	lua_pop(L, 1);
	char text[32];
	snprintf(text, sizeof text, "%lld", (long long)length);
	if (*flat && length % 2 != 0)
		return b2c_argerrorf(L, arg, "flat coordinate list has an odd length (%s)", text);
	lua_Integer count = *flat ? length / 2 : length;
	if (count > max) {
		snprintf(text, sizeof text, "%lld", (long long)count);
		return b2c_argerrorf(L, arg, "too many points (%s given, at most %d)", text, (int)max);
	}
	return (int)count;
}

static void readpoints(lua_State *L, int arg, int flat, int count, b2cVec2 *out)
{
	char what[48];
	for (int i = 0; i < count; ++i) {
		if (flat) {
			lua_rawgeti(L, arg, 2 * i + 1);
			snprintf(what, sizeof what, "[%d]", 2 * i + 1);
			out[i].x = b2c_checkfloatat(L, arg, lua_gettop(L), what);
			lua_rawgeti(L, arg, 2 * i + 2);
			snprintf(what, sizeof what, "[%d]", 2 * i + 2);
			out[i].y = b2c_checkfloatat(L, arg, lua_gettop(L), what);
			lua_pop(L, 2);
		} else {
			lua_rawgeti(L, arg, i + 1);
			snprintf(what, sizeof what, "point %d", i + 1);
			out[i] = b2c_checkvec2at(L, arg, lua_gettop(L), what);
			lua_pop(L, 1);
		}
	}
}

// ---- constructors ----

// The geometry as the core takes it (b2cShapeGeometry_Check at density 1), or an argument error
// naming argument 1.
static void checkfits(lua_State *L, const b2cShapeGeometry *g)
{
	switch (b2cShapeGeometry_Check(g, 1.0f)) {
	case b2cGeometry_ok:
		return;
	case b2cGeometry_tooLarge:
		b2c_argerrorf(L, 1, "shape too large (coordinates and sizes up to 1e18)");
		return;
	case b2cGeometry_areaOverflow:
		b2c_argerrorf(L, 1, "shape too large for single precision (its area or rotational inertia is not finite)");
		return;
	default:
		b2c_argerrorf(L, 1, "shape not finite");
		return;
	}
}

// A new shape of that geometry, checked.
static void pushchecked(lua_State *L, const b2cShapeGeometry *g)
{
	checkfits(L, g);
	b2c_pushgeometry(L, g);
}

static int shape_circle(lua_State *L)
{
	float radius = checkpositive(L, 1, "radius");
	b2cVec2 center = b2c_optvec2(L, 2, b2cVec2_zero);
	b2cShapeGeometry g = {.type = b2cShape_circle, .circle = {center, radius}};
	pushchecked(L, &g);
	return 1;
}

static int shape_capsule(lua_State *L)
{
	b2cVec2 p1 = b2c_checkvec2(L, 1);
	b2cVec2 p2 = b2c_checkvec2(L, 2);
	float radius = checkpositive(L, 3, "radius");
	if (b2cDistance(p1, p2) < B2C_LINEAR_SLOP)
		return b2c_argerrorf(L, 2, "centers closer than b2c.linearSlop (use b2c.circle)");
	b2cShapeGeometry g = {.type = b2cShape_capsule, .capsule = {p1, p2, radius}};
	pushchecked(L, &g);
	return 1;
}

static int shape_polygon(lua_State *L)
{
	int flat;
	int count = pointcount(L, 1, &flat, B2C_MAX_POLYGON_VERTICES);
	b2cVec2 points[B2C_MAX_POLYGON_VERTICES];
	readpoints(L, 1, flat, count, points);
	float radius = b2c_optfloat(L, 2, 0.0f);
	if (radius < 0.0f)
		return b2c_argerrorfloat(L, 2, "radius must not be negative", radius);
	b2cHullError error;
	b2cHull hull = b2cComputeHull(points, count, &error);
	if (hull.count == 0) {
		if (error == b2cHull_collinear)
			return b2c_argerrorf(L, 1, "all points are collinear");
		if (error == b2cHull_tooLarge)
			return b2c_argerrorf(L, 1, "points too large or too far apart for a hull in single precision");
		return b2c_argerrorf(L, 1, "fewer than 3 distinct points (%d given; points closer than b2c.linearSlop are one)",
							 count);
	}
	b2cShapeGeometry g = {.type = b2cShape_polygon, .polygon = b2cMakePolygon(&hull, radius)};
	pushchecked(L, &g);
	return 1;
}

static int shape_box(lua_State *L)
{
	float hx = checkpositive(L, 1, "halfWidth");
	// As thin as any positive size (Box2D v3's card house stands on cards 2 mm thick).
	float hy = checkpositive(L, 2, "halfHeight");
	b2cVec2 center = b2c_optvec2(L, 3, b2cVec2_zero);
	b2cRot rotation = lua_isnoneornil(L, 4) ? b2cRot_identity : b2c_checkangle(L, 4);
	b2cShapeGeometry g = {.type = b2cShape_polygon, .polygon = b2cMakeOffsetBox(hx, hy, center, rotation)};
	pushchecked(L, &g);
	return 1;
}

// b2c.segment(p1, p2 [, ghost1 [, ghost2]]): with ghost vertices (the neighbours of a row of
// segments) it is a one-sided chain segment that bodies slide across smoothly.
static int shape_segment(lua_State *L)
{
	b2cVec2 p1 = b2c_checkvec2(L, 1);
	b2cVec2 p2 = b2c_checkvec2(L, 2);
	if (b2cDistance(p1, p2) < B2C_LINEAR_SLOP)
		return b2c_argerrorf(L, 2, "zero-length segment (points closer than b2c.linearSlop)");
	bool hasGhost1 = !lua_isnoneornil(L, 3), hasGhost2 = !lua_isnoneornil(L, 4);
	b2cVec2 ghost1 = b2c_optvec2(L, 3, p1), ghost2 = b2c_optvec2(L, 4, p2);
	if (hasGhost1 && b2cDistance(ghost1, p1) < B2C_LINEAR_SLOP)
		return b2c_argerrorf(L, 3, "ghost1 closer than b2c.linearSlop to p1");
	if (hasGhost2 && b2cDistance(ghost2, p2) < B2C_LINEAR_SLOP)
		return b2c_argerrorf(L, 4, "ghost2 closer than b2c.linearSlop to p2");
	b2cShapeGeometry g;
	if (hasGhost1 || hasGhost2) {
		g.type = b2cShape_chainSegment;
		g.chainSegment = (b2cChainSegment){ghost1, {p1, p2, 0.0f}, ghost2, hasGhost1, hasGhost2};
	} else {
		g.type = b2cShape_segment;
		g.segment = (b2cSegment){p1, p2, 0.0f};
	}
	pushchecked(L, &g);
	return 1;
}

static int shape_chain(lua_State *L)
{
	int flat;
	int count = pointcount(L, 1, &flat, MAX_CHAIN_POINTS);
	int loop = 0;
	if (!lua_isnoneornil(L, 2)) {
		if (lua_type(L, 2) != LUA_TBOOLEAN)
			return b2c_typeerror(L, 2, "boolean");
		loop = lua_toboolean(L, 2);
	}
	// Read into the userdata itself: no other memory, nothing to free if an error follows.
	LuaShape *shape = newshape(L, count);
	shape->isChain = 1;
	shape->loop = loop;
	readpoints(L, 1, flat, count, shape->points);
	for (int i = 0; i < count; ++i) {
		b2cShapeGeometry point = {.type = b2cShape_segment, .segment = {shape->points[i], shape->points[i], 0.0f}};
		checkfits(L, &point);
	}
	// A loop given with its first point repeated at the end is the same loop.
	if (loop && count > 1 && b2cDistance(shape->points[0], shape->points[count - 1]) < B2C_LINEAR_SLOP)
		--count;
	int minimum = loop ? 3 : 2;
	if (count < minimum)
		return b2c_argerrorf(L, 1, "%s chain needs at least %d points, got %d", loop ? "a loop" : "an open", minimum,
							 count);
	for (int i = 0; i + 1 < count; ++i)
		if (b2cDistance(shape->points[i], shape->points[i + 1]) < B2C_LINEAR_SLOP)
			return b2c_argerrorf(L, 1, "points %d and %d are closer than b2c.linearSlop", i + 1, i + 2);
	// the segment that closes a loop (after a repeated last point was dropped)
	if (loop && b2cDistance(shape->points[count - 1], shape->points[0]) < B2C_LINEAR_SLOP)
		return b2c_argerrorf(L, 1, "points %d and 1 are closer than b2c.linearSlop", count);
	shape->count = count;
	return 1;
}

// ---- fields and methods ----

static int shape_index(lua_State *L)
{
	const LuaShape *shape = (const LuaShape *)b2c_indexself(L, &b2c_shapeClass, sizeof(LuaShape));
	const char *key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "";
	if (strcmp(key, "type") == 0) {
		lua_pushstring(L, typename_of(shape));
	} else if (strcmp(key, "radius") == 0) {
		b2c_pushfloat(L, shape->isChain ? 0.0f : b2cShapeGeometry_GetRadius(&shape->geometry));
	} else if (strcmp(key, "skin") == 0) {
		b2c_pushfloat(L, shape->isChain ? shape->chainSkin : b2cShapeGeometry_GetSkin(&shape->geometry));
	} else if (strcmp(key, "loop") == 0 && shape->isChain) {
		lua_pushboolean(L, shape->loop);
	} else if ((strcmp(key, "ghost1") == 0 || strcmp(key, "ghost2") == 0) && !shape->isChain &&
			   shape->geometry.type == b2cShape_chainSegment) {
		const b2cChainSegment *s = &shape->geometry.chainSegment;
		int first = key[5] == '1';
		if (first ? s->hasGhost1 : s->hasGhost2)
			b2c_pushvec2(L, first ? s->ghost1 : s->ghost2);
		else
			lua_pushnil(L);
	} else {
		return b2c_indexmethod(L);
	}
	return 1;
}

static float skinof(const LuaShape *shape)
{
	return shape->isChain ? shape->chainSkin : b2cShapeGeometry_GetSkin(&shape->geometry);
}

static int shape_tostring(lua_State *L)
{
	const LuaShape *shape = checkshape(L, 1);
	char radius[B2C_FLOAT_TEXT], skin[B2C_FLOAT_TEXT + 8] = "";
	b2c_formatfloat(radius, sizeof radius, shape->isChain ? 0.0f : b2cShapeGeometry_GetRadius(&shape->geometry));
	if (skinof(shape) > 0.0f) {
		char value[B2C_FLOAT_TEXT];
		b2c_formatfloat(value, sizeof value, skinof(shape));
		snprintf(skin, sizeof skin, ", skin %s", value);
	}
	if (shape->isChain)
		lua_pushfstring(L, "b2c.shape(chain, %d points%s%s)", shape->count, shape->loop ? ", loop" : "", skin);
	else if (shape->geometry.type == b2cShape_polygon)
		lua_pushfstring(L, "b2c.shape(polygon, %d vertices, radius %s%s)", shape->geometry.polygon.count, radius, skin);
	else if (shape->geometry.type == b2cShape_circle || shape->geometry.type == b2cShape_capsule)
		lua_pushfstring(L, "b2c.shape(%s, radius %s)", typename_of(shape), radius);
	else
		lua_pushfstring(L, "b2c.shape(segment%s)", skin);
	return 1;
}

// shape:withSkin(skin): the same polygon, segment or chain with Box2D 2.x's polygon skin (a
// rounding for collision only; 0 takes it off).
static int shape_withSkin(lua_State *L)
{
	const LuaShape *shape = checkshape(L, 1);
	float skin = b2c_checkfloat(L, 2);
	if (!shape->isChain && (shape->geometry.type == b2cShape_circle || shape->geometry.type == b2cShape_capsule))
		return b2c_argerrorf(L, 1, "a %s has no skin (polygons, segments and chains have one)", typename_of(shape));
	if (skin < 0.0f)
		return b2c_argerrorfloat(L, 2, "skin must not be negative", skin);
	if (shape->isChain) {
		if (skin > B2C_MAX_COORDINATE)
			return b2c_argerrorf(L, 2, "shape too large (coordinates and sizes up to 1e18)");
		b2c_pushchainshape(L, shape->points, shape->count, shape->loop != 0, skin);
		return 1;
	}
	b2cShapeGeometry g = shape->geometry;
	if (g.type == b2cShape_polygon)
		g.polygon.skin = skin;
	else if (g.type == b2cShape_segment)
		g.segment.skin = skin;
	else
		g.chainSegment.segment.skin = skin;
	if (b2cShapeGeometry_Check(&g, 1.0f) == b2cGeometry_tooLarge)
		return b2c_argerrorf(L, 2, "shape too large (coordinates and sizes up to 1e18)");
	pushchecked(L, &g);
	return 1;
}

static int shape_childCount(lua_State *L)
{
	lua_pushinteger(L, childcount(checkshape(L, 1)));
	return 1;
}

static int shape_child(lua_State *L)
{
	const LuaShape *shape = checkshape(L, 1);
	if (lua_isnoneornil(L, 2))
		return b2c_typeerror(L, 2, "number");
	int index = optchild(L, 2, shape);
	b2cShapeGeometry g = childgeometry(shape, index);
	LuaShape *child = newshape(L, 0);
	child->geometry = g;
	return 1;
}

static int shape_computeAABB(lua_State *L)
{
	const LuaShape *shape = checkshape(L, 1);
	b2cTransform xf = b2c_checktransform(L, 2);
	int index = optchild(L, 3, shape);
	b2cAABB box;
	if (index >= 0 || !shape->isChain) {
		b2cShapeGeometry g = childgeometry(shape, index < 0 ? 0 : index);
		box = b2cShapeGeometry_ComputeAABB(&g, xf);
	} else {
		// a whole chain: every point transformed
		box.lower = box.upper = b2cTransformPoint(xf, shape->points[0]);
		for (int i = 1; i < shape->count; ++i) {
			b2cVec2 p = b2cTransformPoint(xf, shape->points[i]);
			box.lower = b2cMin(box.lower, p);
			box.upper = b2cMax(box.upper, p);
		}
		if (shape->chainSkin > 0.0f)
			box = b2cAABB_Expand(box, shape->chainSkin);
	}
	b2c_pushaabb(L, box);
	return 1;
}

static int shape_computeMass(lua_State *L)
{
	const LuaShape *shape = checkshape(L, 1);
	float density = b2c_checkfloat(L, 2);
	if (density < 0.0f)
		return b2c_argerrorfloat(L, 2, "density must not be negative", density);
	b2cMassData mass = {0.0f, b2cVec2_zero, 0.0f};
	if (!shape->isChain)
		mass = b2cShapeGeometry_ComputeMass(&shape->geometry, density);
	b2c_pushfloat(L, mass.mass);
	b2c_pushvec2(L, mass.center);
	b2c_pushfloat(L, mass.rotationalInertia);
	return 3;
}

static int shape_testPoint(lua_State *L)
{
	const LuaShape *shape = checkshape(L, 1);
	b2cTransform xf = b2c_checktransform(L, 2);
	int next;
	b2cVec2 p = b2c_checkvec2xy(L, 3, &next);
	lua_pushboolean(L, !shape->isChain && b2cShapeGeometry_TestPoint(&shape->geometry, xf, p));
	return 1;
}

static int shape_rayCast(lua_State *L)
{
	const LuaShape *shape = checkshape(L, 1);
	b2cTransform xf = b2c_checktransform(L, 2);
	int next;
	b2cVec2 p1 = b2c_checkvec2xy(L, 3, &next);
	b2cVec2 p2 = b2c_checkvec2xy(L, next, &next);
	float maxFraction = b2c_optfloat(L, next, 1.0f);
	int index = optchild(L, next + 1, shape);
	int first = index < 0 ? 0 : index;
	int last = index < 0 ? childcount(shape) - 1 : index;
	b2cCastOutput best = {{0.0f, 0.0f}, {0.0f, 0.0f}, 0.0f, false};
	for (int i = first; i <= last; ++i) {
		b2cShapeGeometry g = childgeometry(shape, i);
		b2cCastOutput out = b2cShapeGeometry_RayCast(&g, xf, p1, p2, maxFraction);
		if (out.hit && (!best.hit || out.fraction < best.fraction))
			best = out;
	}
	if (!best.hit) {
		lua_pushnil(L);
		return 1;
	}
	b2c_pushfloat(L, best.fraction);
	b2c_pushvec2(L, best.normal);
	b2c_pushvec2(L, best.point);
	return 3;
}

static void pushvec2array(lua_State *L, const b2cVec2 *v, int count)
{
	lua_createtable(L, count, 0);
	for (int i = 0; i < count; ++i) {
		b2c_pushvec2(L, v[i]);
		lua_rawseti(L, -2, i + 1);
	}
}

static b2cVec2 segmentNormal(b2cVec2 p1, b2cVec2 p2) { return b2cNormalize(b2cRightPerp(b2cSub(p2, p1))); }

static int shape_vertices(lua_State *L)
{
	const LuaShape *shape = checkshape(L, 1);
	const b2cShapeGeometry *g = &shape->geometry;
	if (shape->isChain) {
		pushvec2array(L, shape->points, shape->count);
		return 1;
	}
	switch (g->type) {
	case b2cShape_circle:
		pushvec2array(L, &g->circle.center, 1);
		break;
	case b2cShape_capsule:
		pushvec2array(L, (b2cVec2[]){g->capsule.center1, g->capsule.center2}, 2);
		break;
	case b2cShape_polygon:
		pushvec2array(L, g->polygon.vertices, g->polygon.count);
		break;
	case b2cShape_segment:
		pushvec2array(L, (b2cVec2[]){g->segment.point1, g->segment.point2}, 2);
		break;
	default:
		pushvec2array(L, (b2cVec2[]){g->chainSegment.segment.point1, g->chainSegment.segment.point2}, 2);
		break;
	}
	return 1;
}

static int shape_normals(lua_State *L)
{
	const LuaShape *shape = checkshape(L, 1);
	const b2cShapeGeometry *g = &shape->geometry;
	if (shape->isChain) {
		int n = childcount(shape);
		lua_createtable(L, n, 0);
		for (int i = 0; i < n; ++i) {
			b2c_pushvec2(L, segmentNormal(shape->points[i], shape->points[(i + 1) % shape->count]));
			lua_rawseti(L, -2, i + 1);
		}
		return 1;
	}
	b2cVec2 n;
	switch (g->type) {
	case b2cShape_circle:
		lua_createtable(L, 0, 0);
		break;
	case b2cShape_capsule:
		n = segmentNormal(g->capsule.center1, g->capsule.center2);
		pushvec2array(L, (b2cVec2[]){n, b2cNeg(n)}, 2);
		break;
	case b2cShape_polygon:
		pushvec2array(L, g->polygon.normals, g->polygon.count);
		break;
	case b2cShape_segment:
		n = segmentNormal(g->segment.point1, g->segment.point2);
		pushvec2array(L, &n, 1);
		break;
	default:
		n = segmentNormal(g->chainSegment.segment.point1, g->chainSegment.segment.point2);
		pushvec2array(L, &n, 1);
		break;
	}
	return 1;
}

static int shape_centroid(lua_State *L)
{
	const LuaShape *shape = checkshape(L, 1);
	if (shape->isChain)
		lua_pushnil(L);
	else
		b2c_pushvec2(L, b2cShapeGeometry_GetCentroid(&shape->geometry));
	return 1;
}

void b2c_pushgeometry(lua_State *L, const b2cShapeGeometry *geometry)
{
	LuaShape *shape = newshape(L, 0);
	shape->geometry = *geometry;
}

void b2c_pushchainshape(lua_State *L, const b2cVec2 *points, int count, bool loop, float skin)
{
	LuaShape *shape = newshape(L, count);
	shape->isChain = 1;
	shape->loop = loop;
	shape->chainSkin = skin;
	shape->count = count;
	memcpy(shape->points, points, (size_t)count * sizeof(b2cVec2));
}

b2cShapeGeometry b2c_checkgeometry(lua_State *L, int arg, int childArg)
{
	const LuaShape *shape = checkshape(L, arg);
	int index = childArg > 0 ? optchild(L, childArg, shape) : -1;
	if (shape->isChain && index < 0) {
		if (childArg > 0)
			b2c_argerrorf(L, childArg, "child index expected for a chain (1 to %d)", childcount(shape));
		b2c_argerrorf(L, arg, "a chain needs a child index here");
	}
	return childgeometry(shape, index < 0 ? 0 : index);
}

int b2c_tochain(lua_State *L, int arg, const b2cVec2 **points, int *count, bool *loop, float *skin)
{
	const LuaShape *shape = (const LuaShape *)b2c_testudata(L, arg, &b2c_shapeClass);
	if (shape == NULL || !shape->isChain)
		return 0;
	*points = shape->points;
	*count = shape->count;
	*loop = shape->loop != 0;
	*skin = shape->chainSkin;
	return 1;
}

static const luaL_Reg shape_methods[] = {{"computeAABB", shape_computeAABB},
										 {"computeMass", shape_computeMass},
										 {"testPoint", shape_testPoint},
										 {"rayCast", shape_rayCast},
										 {"childCount", shape_childCount},
										 {"child", shape_child},
										 {"vertices", shape_vertices},
										 {"normals", shape_normals},
										 {"centroid", shape_centroid},
										 {"withSkin", shape_withSkin},
										 {NULL, NULL}};

static const luaL_Reg shape_meta[] = {{"__tostring", shape_tostring}, {NULL, NULL}};

static const luaL_Reg shape_constructors[] = {{"circle", shape_circle},
											  {"capsule", shape_capsule},
											  {"polygon", shape_polygon},
											  {"box", shape_box},
											  {"segment", shape_segment},
											  {"chain", shape_chain},
											  {NULL, NULL}};

int b2c_openshape(lua_State *L)
{
	b2c_newclass(L, &b2c_shapeClass, shape_methods, shape_meta, shape_index);
	luaL_setfuncs(L, shape_constructors, 0);
	return 0;
}
