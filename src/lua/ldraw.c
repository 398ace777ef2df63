// SPDX-License-Identifier: MIT
// b2c binding: world:draw, which hands a Lua drawer what the world holds.
#include "lworld.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

// ---- world:draw(drawer [, options]) ----

// Runner stack: 1 the run (light userdata), 2 the drawer, 3 to 7 its methods (nil when absent), then
// one colour table per b2cDrawColor.
enum { DRAW_DRAWER = 2, DRAW_POLYGON, DRAW_CIRCLE, DRAW_SEGMENT, DRAW_POINT, DRAW_CAPSULE, DRAW_COLORS };
static const char *const s_drawMethods[] = {"polygon", "circle", "segment", "point", "capsule"};

typedef struct DrawRun {
	lua_State *L;
	const b2cWorld *world;
	b2cDebugDraw draw;
} DrawRun;

// Push the drawer method at `method` and the drawer, ready for the arguments; false (nothing
// pushed) when the drawer has no such method.
static bool pushmethod(lua_State *L, int method)
{
	if (lua_isnil(L, method))
		return false;
	lua_pushvalue(L, method);
	lua_pushvalue(L, DRAW_DRAWER);
	return true;
}

// The outline of a convex polygon rounded by `radius` > 0 (b2cMakeRoundedOutline) as an array of
// vec2.
static void pushoutline(lua_State *L, const b2cVec2 *v, int count, float radius)
{
	b2cVec2 outline[B2C_OUTLINE_MAX_VERTICES];
	int n = b2cMakeRoundedOutline(v, count, radius, outline);
	lua_createtable(L, n, 0);
	for (int i = 0; i < n; ++i) {
		b2c_pushvec2(L, outline[i]);
		lua_rawseti(L, -2, i + 1);
	}
}

static void drawPolygon(const b2cVec2 *vertices, int count, float radius, b2cDrawColor color, void *context)
{
	lua_State *L = ((DrawRun *)context)->L;
	if (!pushmethod(L, DRAW_POLYGON))
		return;
	if (radius > 0.0f) {
		pushoutline(L, vertices, count, radius);
	} else {
		lua_createtable(L, count, 0);
		for (int i = 0; i < count; ++i) {
			b2c_pushvec2(L, vertices[i]);
			lua_rawseti(L, -2, i + 1);
		}
	}
	lua_pushvalue(L, DRAW_COLORS + color);
	lua_call(L, 3, 0);
}

static void drawCircle(b2cVec2 center, float radius, b2cDrawColor color, void *context)
{
	lua_State *L = ((DrawRun *)context)->L;
	if (!pushmethod(L, DRAW_CIRCLE))
		return;
	b2c_pushvec2(L, center);
	b2c_pushfloat(L, radius);
	lua_pushvalue(L, DRAW_COLORS + color);
	lua_call(L, 4, 0);
}

// drawer:capsule(p1, p2, radius, color) when the drawer has it, else its outline as a polygon
static void drawCapsule(b2cVec2 p1, b2cVec2 p2, float radius, b2cDrawColor color, void *context)
{
	lua_State *L = ((DrawRun *)context)->L;
	if (!pushmethod(L, DRAW_CAPSULE)) {
		drawPolygon((b2cVec2[]){p1, p2}, 2, radius, color, context);
		return;
	}
	b2c_pushvec2(L, p1);
	b2c_pushvec2(L, p2);
	b2c_pushfloat(L, radius);
	lua_pushvalue(L, DRAW_COLORS + color);
	lua_call(L, 5, 0);
}

static void drawSegment(b2cVec2 p1, b2cVec2 p2, b2cDrawColor color, void *context)
{
	lua_State *L = ((DrawRun *)context)->L;
	if (!pushmethod(L, DRAW_SEGMENT))
		return;
	b2c_pushvec2(L, p1);
	b2c_pushvec2(L, p2);
	lua_pushvalue(L, DRAW_COLORS + color);
	lua_call(L, 4, 0);
}

static void drawPoint(b2cVec2 p, float size, b2cDrawColor color, void *context)
{
	lua_State *L = ((DrawRun *)context)->L;
	if (!pushmethod(L, DRAW_POINT))
		return;
	b2c_pushvec2(L, p);
	b2c_pushfloat(L, size);
	lua_pushvalue(L, DRAW_COLORS + color);
	lua_call(L, 4, 0);
}

static int drawRunner(lua_State *L)
{
	DrawRun *run = (DrawRun *)lua_touserdata(L, 1);
	run->L = L;
	run->draw.context = run;
	b2cWorld_Draw(run->world, &run->draw);
	return 0;
}

static char s_drawRunnerKey;

// Boolean field `key` of the options table (argument 3), or `def` when absent.
static bool drawoption(lua_State *L, const char *key, bool def)
{
	lua_getfield(L, 3, key);
	bool value = def;
	if (!lua_isnil(L, -1)) {
		if (lua_type(L, -1) != LUA_TBOOLEAN)
			b2c_argerrorf(L, 3, "field '%s': boolean expected, got %s", key, b2c_typename(L, -1));
		value = lua_toboolean(L, -1);
	}
	lua_pop(L, 1);
	return value;
}

// world:draw(drawer [, {fixtures = true, joints = true, aabbs = false, contacts = false, centers =
// false}]): calls the drawer's polygon, circle, segment, point (and capsule) methods for what the
// world holds, the world locked meanwhile; absent methods are skipped.
static int world_draw(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	if (lua_type(L, 2) != LUA_TTABLE)
		return b2c_typeerror(L, 2, "table");
	DrawRun run;
	memset(&run, 0, sizeof run);
	run.draw.drawPolygon = drawPolygon;
	run.draw.drawCircle = drawCircle;
	run.draw.drawCapsule = drawCapsule;
	run.draw.drawSegment = drawSegment;
	run.draw.drawPoint = drawPoint;
	run.draw.drawShapes = run.draw.drawJoints = true;
	if (!lua_isnoneornil(L, 3)) {
		if (lua_type(L, 3) != LUA_TTABLE)
			return b2c_typeerror(L, 3, "table");
		static const char *const fields[] = {"fixtures", "joints", "aabbs", "contacts", "centers", NULL};
		b2c_checkfields(L, 3, 3, NULL, fields, NULL, NULL);
		run.draw.drawShapes = drawoption(L, "fixtures", true);
		run.draw.drawJoints = drawoption(L, "joints", true);
		run.draw.drawAABBs = drawoption(L, "aabbs", false);
		run.draw.drawContacts = drawoption(L, "contacts", false);
		run.draw.drawCenters = drawoption(L, "centers", false);
	}
	lua_settop(L, 2);
	luaL_checkstack(L, 8 + b2cDrawColor_count, "too many drawer arguments");
	b2c_pushrunner(L, &s_drawRunnerKey);
	lua_pushlightuserdata(L, &run);
	lua_pushvalue(L, 2);
	// The methods, looked up once (through __index: a drawer may be an instance of a class).
	for (int i = 0; i < 5; ++i) {
		lua_getfield(L, 2, s_drawMethods[i]);
		int type = lua_type(L, -1);
		if (type == LUA_TNIL || (type == LUA_TBOOLEAN && !lua_toboolean(L, -1))) {
			lua_pop(L, 1);
			lua_pushnil(L);
		} else if (type != LUA_TFUNCTION) {
			return b2c_argerrorf(L, 2, "field '%s': function expected, got %s", s_drawMethods[i], b2c_typename(L, -1));
		}
	}
	// One table {r, g, b, a} per colour, shared by the calls of this draw.
	for (int c = 0; c < b2cDrawColor_count; ++c) {
		b2cColor color = b2cGetDrawColor((b2cDrawColor)c);
		float rgba[4] = {color.r, color.g, color.b, color.a};
		lua_createtable(L, 4, 0);
		for (int k = 0; k < 4; ++k) {
			b2c_pushfloat(L, rgba[k]);
			lua_rawseti(L, -2, k + 1);
		}
	}
	// The options' and drawer's __index and the colour tables' finalizers ran Lua code: the world
	// is taken now, and must still be open.
	lw = b2c_checkworld(L, 1);
	run.world = lw->world;
	b2c_lockedcall(L, lw, B2C_LOCK_DRAW, 7 + b2cDrawColor_count, NULL, NULL);
	return 0;
}

// b2c.outline(points, radius) -> {vec2...}: the outline world:draw gives a polygon's drawer for a
// rounded polygon (points: 3 to 8 vertices of a convex polygon, counter-clockwise) or a capsule
// (points: its two centres), for drawers that draw capsules themselves.
static int module_outline(lua_State *L)
{
	if (!lua_istable(L, 1))
		return b2c_typeerror(L, 1, "table");
	lua_Integer count = b2c_tablelength(L, 1);
	if (count < 2 || count > B2C_MAX_POLYGON_VERTICES) {
		char text[32];
		snprintf(text, sizeof text, "%lld", (long long)count);
		return b2c_argerrorf(L, 1, "2 to %d points expected, got %s", B2C_MAX_POLYGON_VERTICES, text);
	}
	b2cVec2 points[B2C_MAX_POLYGON_VERTICES];
	char what[32];
	for (int i = 0; i < (int)count; ++i) {
		lua_rawgeti(L, 1, i + 1);
		snprintf(what, sizeof what, "point %d", i + 1);
		points[i] = b2c_checkvec2at(L, 1, lua_gettop(L), what);
		lua_pop(L, 1);
	}
	float radius = b2c_checkfloat(L, 2);
	if (!(radius > 0.0f))
		return b2c_argerrorfloat(L, 2, "radius must be positive", radius);
	pushoutline(L, points, (int)count, radius);
	return 1;
}

static const luaL_Reg world_drawMethods[] = {{"draw", world_draw}, {NULL, NULL}};
static const luaL_Reg draw_functions[] = {{"outline", module_outline}, {NULL, NULL}};

void b2c_opendraw(lua_State *L)
{
	b2c_storerunner(L, &s_drawRunnerKey, drawRunner);
	b2c_addmethods(L, &b2c_worldClass, world_drawMethods);
	luaL_setfuncs(L, draw_functions, 0);
}
