// SPDX-License-Identifier: MIT
// b2c binding: world:getContacts() and body:getContacts(): the contacts as they stand between
// steps, each a record (a table) copied out of the world, with a few methods: isTouching,
// isSensor, getFixtures, getChildren, getNormal, getPoints, getManifold, getFriction,
// getRestitution, getNormalImpulses. A record does not follow the contact after: it is a copy.
#include "lworld.h"

static char s_recordMetaKey;

// Read the contacts into a buffer userdata first (the tables made after may run a finalizer, which
// may step or close the world under the core's arrays), then make the records.
typedef int (*ReadContacts)(lua_State *L, b2cContactData *out, int capacity);

static int readworld(lua_State *L, b2cContactData *out, int capacity)
{
	return b2cWorld_GetContactData(b2c_checkworld(L, 1)->world, out, capacity);
}

static int readbody(lua_State *L, b2cContactData *out, int capacity)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	return b2cBody_GetContactData(h->owner->world, b2c_bodyid(h), out, capacity);
}

static int countworld(lua_State *L) { return b2cWorld_GetCounters(b2c_checkworld(L, 1)->world).contactCount; }

static int countbody(lua_State *L)
{
	LuaHandle *h = b2c_checkbody(L, 1);
	return b2cBody_GetContactCount(h->owner->world, b2c_bodyid(h));
}

static void setfloats(lua_State *L, const float *values, int count, const char *name)
{
	lua_createtable(L, count, 0);
	for (int i = 0; i < count; ++i) {
		b2c_pushfloat(L, values[i]);
		lua_rawseti(L, -2, i + 1);
	}
	lua_setfield(L, -2, name);
}

static const b2cWorld *worldof(lua_State *L)
{
	if (b2c_testudata(L, 1, &b2c_worldClass) != NULL)
		return ((const LuaWorld *)lua_touserdata(L, 1))->world;
	return ((const LuaHandle *)lua_touserdata(L, 1))->owner->world;
}

static int pushrecords(lua_State *L, int (*count)(lua_State *L), ReadContacts read)
{
	int n = 0, capacity = -1;
	b2cContactData *data = NULL;
	int *children = NULL; // each contact's two children (chain segments), after the contacts
	for (;;) {
		int wanted = count(L);
		if (wanted <= capacity) {
			n = read(L, data, capacity);
			break;
		}
		lua_settop(L, 1);
		capacity = wanted;
		size_t bytes = (size_t)(capacity + 1) * (sizeof(b2cContactData) + 2 * sizeof(int));
		data = (b2cContactData *)b2c_newuserdata(L, bytes);
		children = (int *)(void *)(data + capacity + 1);
	}
	// (read now: the world is as the buffer says until a table is made)
	const b2cWorld *w = worldof(L);
	for (int i = 0; i < n; ++i) {
		children[2 * i] = b2cShape_GetChildIndex(w, data[i].shapeA);
		children[2 * i + 1] = b2cShape_GetChildIndex(w, data[i].shapeB);
	}
	b2c_pushslot(L, 1, SLOT_FIXTURES);
	int fixtures = lua_gettop(L);
	lua_createtable(L, n, 0);
	int out = 0;
	for (int i = 0; i < n; ++i) {
		const b2cContactData *d = &data[i];
		b2c_pushfixtureof(L, fixtures, d->shapeA);
		b2c_pushfixtureof(L, fixtures, d->shapeB);
		if (lua_isnil(L, -1) || lua_isnil(L, -2)) { // (destroyed from a callback, not yet gone)
			lua_pop(L, 2);
			continue;
		}
		lua_createtable(L, 0, 11);
		lua_insert(L, -3);
		lua_setfield(L, -3, "fixtureB");
		lua_setfield(L, -2, "fixtureA");
		lua_pushinteger(L, children[2 * i] + 1);
		lua_setfield(L, -2, "childA");
		lua_pushinteger(L, children[2 * i + 1] + 1);
		lua_setfield(L, -2, "childB");
		b2c_pushmanifold(L, &d->manifold);
		lua_getfield(L, -1, "normal");
		lua_setfield(L, -3, "normal");
		lua_getfield(L, -1, "points");
		lua_setfield(L, -3, "points");
		lua_pop(L, 1);
		setfloats(L, d->normalImpulses, d->manifold.pointCount, "normalImpulses");
		b2c_pushfloat(L, d->friction);
		lua_setfield(L, -2, "friction");
		b2c_pushfloat(L, d->restitution);
		lua_setfield(L, -2, "restitution");
		lua_pushboolean(L, d->touching);
		lua_setfield(L, -2, "touching");
		lua_pushboolean(L, d->sensor);
		lua_setfield(L, -2, "sensor");
		b2c_pushrunner(L, &s_recordMetaKey);
		lua_setmetatable(L, -2);
		lua_rawseti(L, -2, ++out);
	}
	return 1;
}

// world:getContacts() -> {record, ...}: every contact of the world
static int world_getContacts(lua_State *L)
{
	b2c_checkworld(L, 1);
	lua_settop(L, 1);
	return pushrecords(L, countworld, readworld);
}

// body:getContacts() -> {record, ...}: the body's contacts
static int body_getContacts(lua_State *L)
{
	b2c_checkbody(L, 1);
	lua_settop(L, 1);
	return pushrecords(L, countbody, readbody);
}

// ---- the record's methods ----

// Is self a contact record? (the stack as it was)
static bool isrecord(lua_State *L)
{
	int top = lua_gettop(L);
	bool ok = lua_type(L, 1) == LUA_TTABLE && lua_getmetatable(L, 1);
	if (ok) {
		b2c_pushrunner(L, &s_recordMetaKey);
		ok = lua_rawequal(L, -1, -2);
	}
	lua_settop(L, top);
	return ok;
}

static void checkrecord(lua_State *L)
{
	if (!isrecord(L))
		b2c_typeerror(L, 1, "b2c.contactRecord");
	lua_settop(L, 1);
}

static int field(lua_State *L, const char *name)
{
	checkrecord(L);
	lua_getfield(L, 1, name);
	return 1;
}

static int record_isTouching(lua_State *L) { return field(L, "touching"); }
static int record_isSensor(lua_State *L) { return field(L, "sensor"); }
static int record_getNormal(lua_State *L) { return field(L, "normal"); }
static int record_getFriction(lua_State *L) { return field(L, "friction"); }
static int record_getRestitution(lua_State *L) { return field(L, "restitution"); }
static int record_getNormalImpulses(lua_State *L) { return field(L, "normalImpulses"); }

static int two(lua_State *L, const char *a, const char *b)
{
	checkrecord(L);
	lua_getfield(L, 1, a);
	lua_getfield(L, 1, b);
	return 2;
}

static int record_getFixtures(lua_State *L) { return two(L, "fixtureA", "fixtureB"); }
static int record_getChildren(lua_State *L) { return two(L, "childA", "childB"); }

// record:getPoints() -> the manifold points' positions (vec2s), none while apart
static int record_getPoints(lua_State *L)
{
	checkrecord(L);
	lua_getfield(L, 1, "points");
	int n = (int)b2c_rawlen(L, 2);
	lua_createtable(L, n, 0);
	for (int i = 1; i <= n; ++i) {
		lua_rawgeti(L, 2, i);
		lua_getfield(L, -1, "point");
		lua_rawseti(L, -3, i);
		lua_pop(L, 1);
	}
	return 1;
}

// record:getNormalXY() -> nx, ny and record:getPointsXY() -> x1, y1, x2, y2: the record's
// vectors as numbers (the stored floats, as body:getPose gives them). A record is a plain table:
// a field changed to something else than a vector is an error naming it.
static void pushxy(lua_State *L, int idx, const char *what)
{
	b2cVec2 v = b2c_checkvec2at(L, 1, idx, what);
	lua_pushnumber(L, (lua_Number)v.x);
	lua_pushnumber(L, (lua_Number)v.y);
}

// (record:getPointsXY(scale): each coordinate (float)(value * (float)scale))
static void pushscaledxy(lua_State *L, int idx, const char *what, float scale)
{
	b2cVec2 v = b2c_checkvec2at(L, 1, idx, what);
	lua_pushnumber(L, b2c_scaled(v.x, scale));
	lua_pushnumber(L, b2c_scaled(v.y, scale));
}

static int record_getNormalXY(lua_State *L)
{
	checkrecord(L);
	lua_getfield(L, 1, "normal");
	pushxy(L, 2, "field 'normal'");
	return 2;
}

static int record_getPointsXY(lua_State *L)
{
	float scale = 1.0f;
	bool scaled = isrecord(L) && b2c_optscale(L, 2, &scale); // (self's error first)
	checkrecord(L);
	lua_getfield(L, 1, "points");
	if (lua_type(L, 2) != LUA_TTABLE)
		return b2c_argerrorf(L, 1, "field 'points': table expected, got %s", b2c_typename(L, 2));
	lua_Integer n = b2c_tablelength(L, 2);
	if (n > 2)
		n = 2; // a manifold has at most two points
	luaL_checkstack(L, 8, NULL);
	for (int i = 1; i <= (int)n; ++i) {
		lua_rawgeti(L, 2, i);
		if (lua_type(L, -1) != LUA_TTABLE)
			return b2c_argerrorf(L, 1, "field 'points' [%d]: table expected, got %s", i, b2c_typename(L, -1));
		lua_getfield(L, -1, "point");
		lua_replace(L, -2);
		if (scaled)
			pushscaledxy(L, lua_gettop(L), "field 'points' point", scale);
		else
			pushxy(L, lua_gettop(L), "field 'points' point");
		lua_remove(L, -3);
	}
	return 2 * (int)n;
}

// record:getManifold() -> {normal =, points = {{point =, separation =, id =}, ...}}, as a callback's
static int record_getManifold(lua_State *L)
{
	checkrecord(L);
	lua_createtable(L, 0, 2);
	lua_getfield(L, 1, "normal");
	lua_setfield(L, -2, "normal");
	lua_getfield(L, 1, "points");
	lua_setfield(L, -2, "points");
	return 1;
}

static const luaL_Reg record_methods[] = {{"isTouching", record_isTouching},
										  {"isSensor", record_isSensor},
										  {"getFixtures", record_getFixtures},
										  {"getChildren", record_getChildren},
										  {"getNormal", record_getNormal},
										  {"getPoints", record_getPoints},
										  {"getNormalXY", record_getNormalXY},
										  {"getPointsXY", record_getPointsXY},
										  {"getManifold", record_getManifold},
										  {"getFriction", record_getFriction},
										  {"getRestitution", record_getRestitution},
										  {"getNormalImpulses", record_getNormalImpulses},
										  {NULL, NULL}};

static const luaL_Reg world_methods[] = {{"getContacts", world_getContacts}, {NULL, NULL}};
static const luaL_Reg body_methods[] = {{"getContacts", body_getContacts}, {NULL, NULL}};

void b2c_opencontactlist(lua_State *L)
{
	lua_pushlightuserdata(L, &s_recordMetaKey);
	lua_createtable(L, 0, 3);
	lua_newtable(L);
	luaL_setfuncs(L, record_methods, 0);
	lua_setfield(L, -2, "__index");
	lua_pushliteral(L, "b2c.contactRecord");
	lua_setfield(L, -2, "__name");
	lua_rawset(L, LUA_REGISTRYINDEX);
	b2c_addmethods(L, &b2c_worldClass, world_methods);
	b2c_addmethods(L, &b2c_bodyClass, body_methods);
}
