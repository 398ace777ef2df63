// SPDX-License-Identifier: MIT
// b2c binding: the narrow phase as functions of the module.
#include "laux.h"

// Manifold as a table {normal = vec2, points = {{point = vec2, separation = n, id = n}, ...}}.
static void pushmanifold(lua_State *L, const b2cManifold *m)
{
	lua_createtable(L, 0, 2);
	b2c_pushvec2(L, m->normal);
	lua_setfield(L, -2, "normal");
	lua_createtable(L, m->pointCount, 0);
	for (int i = 0; i < m->pointCount; ++i) {
		lua_createtable(L, 0, 3);
		b2c_pushvec2(L, m->points[i].point);
		lua_setfield(L, -2, "point");
		b2c_pushfloat(L, m->points[i].separation);
		lua_setfield(L, -2, "separation");
		lua_pushinteger(L, (lua_Integer)m->points[i].id);
		lua_setfield(L, -2, "id");
		lua_rawseti(L, -2, i + 1);
	}
	lua_setfield(L, -2, "points");
}

// b2c.collide(shapeA, xfA, shapeB, xfB [, childA [, childB]]) -> manifold or nil
static int collide(lua_State *L)
{
	b2cShapeGeometry a = b2c_checkgeometry(L, 1, 5);
	b2cTransform xfA = b2c_checktransform(L, 2);
	b2cShapeGeometry b = b2c_checkgeometry(L, 3, 6);
	b2cTransform xfB = b2c_checktransform(L, 4);
	b2cManifold m = b2cCollide(&a, xfA, &b, xfB);
	if (m.pointCount == 0) {
		lua_pushnil(L);
		return 1;
	}
	pushmanifold(L, &m);
	return 1;
}

static const luaL_Reg collide_functions[] = {{"collide", collide}, {NULL, NULL}};

int b2c_opencollide(lua_State *L)
{
	luaL_setfuncs(L, collide_functions, 0);
	return 0;
}
