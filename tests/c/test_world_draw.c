// SPDX-License-Identifier: MIT
// The debug draw: what b2cWorld_Draw hands to each callback, in world coordinates, with which colour.
#include "b2c/b2c.h"
#include "test_macros.h"

#include <string.h>

typedef struct DrawCall {
	char kind; // 'p'olygon, 'c'ircle, 'k' capsule, 's'egment, 'o' point
	b2cVec2 a, b;
	int count;
	float value; // radius or size
	b2cDrawColor color;
} DrawCall;

typedef struct Recorder {
	DrawCall calls[64];
	int count;
} Recorder;

static DrawCall *record(void *context, char kind, b2cDrawColor color)
{
	Recorder *r = (Recorder *)context;
	DrawCall *call = &r->calls[r->count < 63 ? r->count++ : 63];
	memset(call, 0, sizeof *call);
	call->kind = kind;
	call->color = color;
	return call;
}

static void onPolygon(const b2cVec2 *vertices, int count, float radius, b2cDrawColor color, void *context)
{
	DrawCall *call = record(context, 'p', color);
	call->a = vertices[0];
	call->b = vertices[count - 1];
	call->count = count;
	call->value = radius;
}

static void onCircle(b2cVec2 center, float radius, b2cDrawColor color, void *context)
{
	DrawCall *call = record(context, 'c', color);
	call->a = center;
	call->value = radius;
}

static void onCapsule(b2cVec2 p1, b2cVec2 p2, float radius, b2cDrawColor color, void *context)
{
	DrawCall *call = record(context, 'k', color);
	call->a = p1;
	call->b = p2;
	call->value = radius;
}

static void onSegment(b2cVec2 p1, b2cVec2 p2, b2cDrawColor color, void *context)
{
	DrawCall *call = record(context, 's', color);
	call->a = p1;
	call->b = p2;
}

static void onPoint(b2cVec2 p, float size, b2cDrawColor color, void *context)
{
	DrawCall *call = record(context, 'o', color);
	call->a = p;
	call->value = size;
}

static int countOf(const Recorder *r, char kind, b2cDrawColor color)
{
	int n = 0;
	for (int i = 0; i < r->count; ++i)
		n += r->calls[i].kind == kind && r->calls[i].color == color;
	return n;
}

static const DrawCall *findCall(const Recorder *r, char kind, b2cDrawColor color)
{
	for (int i = 0; i < r->count; ++i)
		if (r->calls[i].kind == kind && r->calls[i].color == color)
			return &r->calls[i];
	return NULL;
}

static bool near(b2cVec2 a, float x, float y) { return fabsf(a.x - x) < 1e-5f && fabsf(a.y - y) < 1e-5f; }

int DrawShapesByStateAndLayers(void)
{
	b2cWorldDef worldDef = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&worldDef);
	b2cShapeDef shapeDef = b2cDefaultShapeDef();

	b2cBodyDef def = b2cDefaultBodyDef();
	def.position = (b2cVec2){0.0f, -1.0f};
	b2cBodyId ground = b2cWorld_CreateBody(world, &def);
	b2cShapeGeometry box = {.type = b2cShape_polygon,
							.polygon = b2cMakeOffsetBox(5.0f, 1.0f, b2cVec2_zero, b2cRot_identity)};
	b2cBody_CreateShape(world, ground, &shapeDef, &box);
	const b2cVec2 points[3] = {{2, 5}, {0, 5}, {-2, 5}};
	b2cBody_CreateChain(world, ground, &shapeDef, points, 3, false);

	def = b2cDefaultBodyDef();
	def.type = b2cBody_kinematic;
	def.position = (b2cVec2){3.0f, 3.0f};
	def.angle = 0.5f * B2C_PI;
	b2cBodyId kinematic = b2cWorld_CreateBody(world, &def);
	b2cShapeGeometry capsule = {.type = b2cShape_capsule, .capsule = {{-1.0f, 0.0f}, {1.0f, 0.0f}, 0.25f}};
	b2cBody_CreateShape(world, kinematic, &shapeDef, &capsule);

	def = b2cDefaultBodyDef();
	def.type = b2cBody_dynamic;
	def.position = (b2cVec2){-3.0f, 0.5f};
	b2cBodyId awake = b2cWorld_CreateBody(world, &def);
	b2cShapeGeometry circle = {.type = b2cShape_circle, .circle = {{0.0f, 0.0f}, 0.5f}};
	b2cBody_CreateShape(world, awake, &shapeDef, &circle);
	b2cShapeDef sensorDef = shapeDef;
	sensorDef.isSensor = true;
	b2cShapeGeometry sensor = {.type = b2cShape_circle, .circle = {{0.0f, 2.0f}, 0.25f}};
	b2cBody_CreateShape(world, awake, &sensorDef, &sensor);

	def.position = (b2cVec2){6.0f, 0.5f};
	def.awake = false;
	b2cBodyId sleeping = b2cWorld_CreateBody(world, &def);
	b2cShapeGeometry small = {.type = b2cShape_polygon,
							  .polygon = b2cMakeOffsetBox(0.5f, 0.5f, b2cVec2_zero, b2cRot_identity)};
	small.polygon.radius = 0.1f;
	b2cBody_CreateShape(world, sleeping, &shapeDef, &small);

	Recorder r = {.count = 0};
	b2cDebugDraw draw = {onPolygon, onCircle, onCapsule, onSegment, onPoint, true, true, false, false, false, &r};
	b2cWorld_Draw(world, &draw);
	ENSURE(r.count == 7);
	const DrawCall *c = findCall(&r, 'p', b2cDrawColor_static);
	ENSURE(c != NULL && c->count == 4 && c->value == 0.0f && near(c->a, -5.0f, -2.0f));
	ENSURE(countOf(&r, 's', b2cDrawColor_static) == 2);
	c = findCall(&r, 'k', b2cDrawColor_kinematic);
	ENSURE(c != NULL && near(c->a, 3.0f, 2.0f) && near(c->b, 3.0f, 4.0f) && c->value == 0.25f);
	c = findCall(&r, 'c', b2cDrawColor_awake);
	ENSURE(c != NULL && near(c->a, -3.0f, 0.5f) && c->value == 0.5f);
	c = findCall(&r, 'c', b2cDrawColor_sensor);
	ENSURE(c != NULL && near(c->a, -3.0f, 2.5f) && c->value == 0.25f);
	c = findCall(&r, 'p', b2cDrawColor_sleeping);
	ENSURE(c != NULL && c->count == 4 && c->value == 0.1f && near(c->a, 5.5f, 0.0f));

	// nothing but the other layers; callbacks left NULL are skipped
	r.count = 0;
	draw = (b2cDebugDraw){onPolygon, NULL, NULL, onSegment, onPoint, false, true, true, true, true, &r};
	b2cWorld_Draw(world, &draw);
	ENSURE(countOf(&r, 'p', b2cDrawColor_aabb) == 7); // the chain's two segments have one each
	ENSURE(countOf(&r, 'o', b2cDrawColor_center) == 4);
	ENSURE(r.count == 11); // no touching contact yet
	c = findCall(&r, 'p', b2cDrawColor_aabb);
	ENSURE(c->count == 4);
	for (int i = 0; i < r.count; ++i)
		if (r.calls[i].kind == 'p' && near(r.calls[i].a, -3.5f, 0.0f))
			ENSURE(near(r.calls[i].b, -3.5f, 1.0f)); // lower left first, upper left last
	ENSURE(r.calls[r.count - 1].kind == 'o' && r.calls[r.count - 1].value == B2C_DRAW_CENTER_SIZE);

	// a circle resting on the ground: one contact point and its normal, up from the ground
	for (int i = 0; i < 30; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	r.count = 0;
	draw = (b2cDebugDraw){NULL, NULL, NULL, onSegment, onPoint, false, false, false, true, false, &r};
	b2cWorld_Draw(world, &draw);
	ENSURE(r.count == 2 && r.calls[0].kind == 'o' && r.calls[1].kind == 's');
	ENSURE(r.calls[0].color == b2cDrawColor_contactPoint && r.calls[0].value == B2C_DRAW_CONTACT_POINT_SIZE);
	ENSURE(r.calls[1].color == b2cDrawColor_contactNormal);
	ENSURE(fabsf(r.calls[0].a.x + 3.0f) < 1e-3f && fabsf(r.calls[0].a.y) < 0.01f);
	ENSURE(r.calls[1].a.x == r.calls[0].a.x && r.calls[1].a.y == r.calls[0].a.y);
	ENSURE(fabsf(r.calls[1].b.y - r.calls[1].a.y - B2C_DRAW_NORMAL_LENGTH) < 1e-5f);

	b2cColor white = b2cGetDrawColor(b2cDrawColor_center);
	ENSURE(white.r == 1.0f && white.g == 1.0f && white.b == 1.0f && white.a == 1.0f);
	ENSURE(b2cGetDrawColor(b2cDrawColor_sensor).a < 1.0f);
	b2cDestroyWorld(world);
	return 0;
}
