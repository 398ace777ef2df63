// SPDX-License-Identifier: MIT
// b2c binding: the world's queries: queryAABB, queryShape, rayCast and rayCastClosest.
#include "lworld.h"

// ---- queries: callbacks under one protected call, the world locked meanwhile ----

static char s_queryRunnerKey, s_shapeRunnerKey, s_rayRunnerKey;

typedef struct WorldQuery {
	lua_State *L;
	LuaWorld *lw;
	b2cAABB aabb;
	b2cShapeGeometry geometry;
	b2cTransform xf;
	b2cVec2 p1, p2;
	int calls;
} WorldQuery;

// Runner stack: 1 query (light userdata), 2 callback, 3 fixtures table, 4 the chain fixtures
// reported so far (a table made at the first, nil until then).
static bool overlapHit(b2cShapeId shape, void *context)
{
	WorldQuery *q = (WorldQuery *)context;
	lua_State *L = q->L;
	lua_pushvalue(L, 2);
	lua_rawgeti(L, 3, (lua_Integer)shape.index + 1);
	const LuaHandle *fh = (const LuaHandle *)lua_touserdata(L, -1);
	if (fh != NULL && fh->pending) { // destroyed by an earlier callback of this query
		lua_pop(L, 2);
		return true;
	}
	if (fh != NULL && fh->chain) {
		// a chain fixture overlapping with several segments is reported once
		if (lua_isnil(L, 4)) {
			lua_newtable(L);
			lua_replace(L, 4);
		}
		lua_pushvalue(L, -1);
		lua_rawget(L, 4);
		bool seen = !lua_isnil(L, -1);
		lua_pop(L, 1);
		if (seen) {
			lua_pop(L, 2);
			return true;
		}
		lua_pushvalue(L, -1);
		lua_pushboolean(L, 1);
		lua_rawset(L, 4);
	}
	q->calls++;
	lua_call(L, 1, 1);
	bool go = !(lua_type(L, -1) == LUA_TBOOLEAN && !lua_toboolean(L, -1));
	lua_pop(L, 1);
	return go;
}

static float castHit(b2cShapeId shape, b2cVec2 point, b2cVec2 normal, float fraction, void *context)
{
	WorldQuery *q = (WorldQuery *)context;
	lua_State *L = q->L;
	lua_rawgeti(L, 3, (lua_Integer)shape.index + 1);
	const LuaHandle *fh = (const LuaHandle *)lua_touserdata(L, -1);
	if (fh != NULL && fh->pending) {
		lua_pop(L, 1);
		return -1.0f; // destroyed by an earlier callback of this ray: not there
	}
	q->calls++;
	lua_pushvalue(L, 2);
	lua_insert(L, -2); // the callback below its fixture
	b2c_pushvec2(L, point);
	b2c_pushvec2(L, normal);
	b2c_pushfloat(L, fraction);
	lua_call(L, 4, 1);
	float result = 1.0f; // no number: go on
	if (lua_type(L, -1) == LUA_TNUMBER)
		result = (float)lua_tonumber(L, -1);
	lua_pop(L, 1);
	return result;
}

static int queryRunner(lua_State *L)
{
	WorldQuery *q = (WorldQuery *)lua_touserdata(L, 1);
	b2cWorld_QueryAABB(q->lw->world, q->aabb, overlapHit, q);
	return 0;
}

static int shapeRunner(lua_State *L)
{
	WorldQuery *q = (WorldQuery *)lua_touserdata(L, 1);
	b2cWorld_OverlapShape(q->lw->world, &q->geometry, q->xf, overlapHit, q);
	return 0;
}

static int rayRunner(lua_State *L)
{
	WorldQuery *q = (WorldQuery *)lua_touserdata(L, 1);
	b2cWorld_CastRay(q->lw->world, q->p1, q->p2, castHit, q);
	return 0;
}

static int runQuery(lua_State *L, WorldQuery *q, const char *runnerKey, int fnArg)
{
	b2c_checkfunction(L, fnArg);
	q->L = L;
	q->calls = 0;
	b2c_pushrunner(L, runnerKey);
	lua_pushlightuserdata(L, q);
	lua_pushvalue(L, fnArg);
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	lua_pushnil(L);
	b2c_lockedcall(L, q->lw, B2C_LOCK_QUERY, 4, NULL, NULL);
	lua_pushinteger(L, q->calls);
	return 1;
}

// world:queryAABB(aabb, fn(fixture)) -> calls; fn returning false stops. The box may be four
// numbers lowerX, lowerY, upperX, upperY (as LÖVE's queryBoundingBox takes it)
static int world_queryAABB(lua_State *L)
{
	WorldQuery q;
	b2c_checkworld(L, 1);
	int next;
	q.aabb = b2c_checkaabbxy(L, 2, &next); // (or four numbers)
	q.lw = b2c_checkworld(L, 1);           // again: reading a table's points may have closed it
	return runQuery(L, &q, &s_queryRunnerKey, next);
}

// world:queryShape(shape, xf, fn(fixture)) -> calls: fixtures overlapping the shape at xf
static int world_queryShape(lua_State *L)
{
	WorldQuery q;
	q.lw = b2c_checkworld(L, 1);
	q.geometry = b2c_checkgeometry(L, 2, 0);
	q.xf = b2c_checktransform(L, 3);
	return runQuery(L, &q, &s_shapeRunnerKey, 4);
}

// world:rayCast(p1, p2, fn(fixture, point, normal, fraction)) -> calls; Box2D's protocol: -1
// ignores the fixture, 0 stops, a fraction clips, 1 goes on
static int world_rayCast(lua_State *L)
{
	WorldQuery q;
	b2c_checkworld(L, 1);
	int next;
	q.p1 = b2c_checkvec2xy(L, 2, &next);
	q.p2 = b2c_checkvec2xy(L, next, &next);
	q.lw = b2c_checkworld(L, 1); // again: a vec2 table's __index may have closed it
	return runQuery(L, &q, &s_rayRunnerKey, next);
}

typedef struct Closest {
	b2cShapeId shape;
	b2cVec2 point, normal;
	float fraction;
} Closest;

static float closestHit(b2cShapeId shape, b2cVec2 point, b2cVec2 normal, float fraction, void *context)
{
	Closest *c = (Closest *)context;
	if (fraction < c->fraction) {
		c->shape = shape;
		c->point = point;
		c->normal = normal;
		c->fraction = fraction;
	}
	return fraction;
}

// world:rayCastClosest(p1, p2) -> fixture, point, normal, fraction, or nil (no callback)
static int world_rayCastClosest(lua_State *L)
{
	b2c_checkworld(L, 1);
	int next;
	b2cVec2 p1 = b2c_checkvec2xy(L, 2, &next);
	b2cVec2 p2 = b2c_checkvec2xy(L, next, &next);
	LuaWorld *lw = b2c_checkworld(L, 1); // again: a vec2 table's __index may have closed it
	Closest c = {{-1, 0}, {0, 0}, {0, 0}, 2.0f};
	b2cWorld_CastRay(lw->world, p1, p2, closestHit, &c);
	if (c.shape.index < 0) {
		lua_pushnil(L);
		return 1;
	}
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	lua_rawgeti(L, -1, (lua_Integer)c.shape.index + 1);
	b2c_pushvec2(L, c.point);
	b2c_pushvec2(L, c.normal);
	b2c_pushfloat(L, c.fraction);
	return 4;
}

static const luaL_Reg world_queryMethods[] = {{"queryAABB", world_queryAABB},
											  {"queryShape", world_queryShape},
											  {"rayCast", world_rayCast},
											  {"rayCastClosest", world_rayCastClosest},
											  {NULL, NULL}};

void b2c_openquery(lua_State *L)
{
	b2c_storerunner(L, &s_queryRunnerKey, queryRunner);
	b2c_storerunner(L, &s_shapeRunnerKey, shapeRunner);
	b2c_storerunner(L, &s_rayRunnerKey, rayRunner);
	b2c_addmethods(L, &b2c_worldClass, world_queryMethods);
}
