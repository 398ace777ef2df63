// SPDX-License-Identifier: MIT
// A body's total angle (issue 22, b2cBody_GetTotalAngle): the angle given, bit for bit, until the
// body turns; then that angle plus every step's turn, whole turns counted; kept by snapshots and
// their serialized form, untouched by an origin shift.
#include "b2c/b2c.h"
#include "test_macros.h"
#include "test_scenes.h"

static b2cBodyId spinner(b2cWorld *world, float x, float angle, float w)
{
	b2cBodyDef def = b2cDefaultBodyDef();
	def.position = (b2cVec2){x, 0.0f};
	def.type = b2cBody_dynamic;
	def.angle = angle;
	def.angularVelocity = w;
	def.allowSleep = false;
	b2cBodyId body = b2cWorld_CreateBody(world, &def);
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	b2cShapeGeometry box = {.type = b2cShape_polygon,
							.polygon = b2cMakeOffsetBox(0.5f, 0.25f, b2cVec2_zero, b2cRot_identity)};
	b2cBody_CreateShape(world, body, &shapeDef, &box);
	return body;
}

// Step `steps` times, adding each step's turn of bodies[k] (the angle of the rotation from the one
// before) to sums[k]; false when a total angle strays from starts[k] + sums[k] by more than
// `tolerance`.
static bool spin(b2cWorld *world, const b2cBodyId *bodies, const float *starts, double *sums, int count, int steps,
				 double tolerance)
{
	b2cRot before[2];
	for (int i = 0; i < steps; ++i) {
		for (int k = 0; k < count; ++k)
			before[k] = b2cBody_GetTransform(world, bodies[k]).q;
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		for (int k = 0; k < count; ++k) {
			b2cRot after = b2cBody_GetTransform(world, bodies[k]).q;
			sums[k] += (double)b2cRot_GetAngle(b2cInvMulRot(before[k], after));
			if (!(fabs((double)b2cBody_GetTotalAngle(world, bodies[k]) - (starts[k] + sums[k])) <= tolerance))
				return false;
		}
	}
	return true;
}

int BodyTotalAngleCountsTurns(void)
{
	b2cWorldDef worldDef = b2cDefaultWorldDef();
	worldDef.gravity = b2cVec2_zero;
	b2cWorld *world = b2cCreateWorld(&worldDef);
	b2cBodyId up = spinner(world, 0.0f, 10.0f, 20.0f), down = spinner(world, 5.0f, -0.1f, -1000.0f);
	// the angle given, bit for bit (its rotation's angle is in [-pi, pi])
	ENSURE(b2cBody_GetTotalAngle(world, up) == 10.0f);
	ENSURE(b2cBody_GetTotalAngle(world, down) == -0.1f);
	ENSURE(fabsf(b2cRot_GetAngle(b2cBody_GetTransform(world, up).q) - (10.0f - 4.0f * B2C_PI)) < 1e-5f);
	// 20 rad/s, a third of a radian a step: more than 100 turns in 2,000 steps; the other at the
	// fastest a body turns (an eighth of a turn a step), the other way
	b2cBodyId bodies[2] = {up, down};
	float starts[2] = {10.0f, -0.1f};
	double sums[2] = {0.0, 0.0};
	ENSURE(spin(world, bodies, starts, sums, 2, 2000, 2e-3));
	ENSURE(sums[0] > 100.0 * 2.0 * 3.14159265358979 && sums[0] < 700.0);
	ENSURE(sums[1] < -240.0 * 2.0 * 3.14159265358979);
	// an origin shift moves positions only
	float upAngle = b2cBody_GetTotalAngle(world, up), downAngle = b2cBody_GetTotalAngle(world, down);
	ENSURE(b2cWorld_ShiftOrigin(world, (b2cVec2){3.0f, -7.0f}));
	ENSURE(b2cBody_GetTotalAngle(world, up) == upAngle && b2cBody_GetTotalAngle(world, down) == downAngle);
	// a transform given starts again from its angle, exactly
	ENSURE(b2cBody_SetTransform(world, up, b2cVec2_zero, -3.5f) && b2cBody_SetAngularVelocity(world, up, 0.0f));
	ENSURE(b2cBody_GetTotalAngle(world, up) == -3.5f);
	b2cWorld_Step(world, 1.0f / 60.0f, 4); // (not turning: its angular velocity is 0)
	ENSURE(b2cBody_GetTotalAngle(world, up) == -3.5f);
	// a destroyed body reads 0
	b2cWorld_DestroyBody(world, up);
	ENSURE(b2cBody_GetTotalAngle(world, up) == 0.0f);
	b2cDestroyWorld(world);
	return 0;
}

int BodyTotalAngleKeptBySnapshots(void)
{
	b2cWorldDef worldDef = b2cDefaultWorldDef();
	worldDef.gravity = b2cVec2_zero;
	b2cWorld *world = b2cCreateWorld(&worldDef);
	b2cBodyId still = spinner(world, -5.0f, 100.0f, 0.0f), body = spinner(world, 0.0f, 1.0f, 15.0f);
	float start = 1.0f;
	double sum = 0.0;
	ENSURE(spin(world, &body, &start, &sum, 1, 300, 1e-3));
	float angle = b2cBody_GetTotalAngle(world, body);
	ENSURE(angle > 70.0f);
	b2cWorldSnapshot *snapshot = b2cWorld_Snapshot(world);
	ENSURE(snapshot != NULL);
	testRun(world, 100);
	ENSURE(b2cBody_GetTotalAngle(world, body) > angle + 20.0f);
	ENSURE(b2cWorld_Restore(world, snapshot));
	ENSURE(b2cBody_GetTotalAngle(world, body) == angle && b2cBody_GetTotalAngle(world, still) == 100.0f);
	// through the serialized form, into another world
	size_t size = 0, used = 0;
	const char *error = NULL;
	b2cWorldSnapshot *loaded = testReload(snapshot, &size, &used, &error);
	ENSURE(loaded != NULL && used == size);
	b2cWorld *other = b2cCreateWorld(&worldDef);
	ENSURE(b2cWorld_RestoreForeign(other, loaded));
	b2cBodyId copy = b2cWorld_GetBodyId(other, body.index), stillCopy = b2cWorld_GetBodyId(other, still.index);
	ENSURE(b2cBody_GetTotalAngle(other, copy) == angle && b2cBody_GetTotalAngle(other, stillCopy) == 100.0f);
	// and both turn on alike
	testRun(world, 50);
	testRun(other, 50);
	ENSURE(b2cBody_GetTotalAngle(other, copy) == b2cBody_GetTotalAngle(world, body));
	b2cDestroySnapshot(loaded);
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(other);
	b2cDestroyWorld(world);
	return 0;
}
