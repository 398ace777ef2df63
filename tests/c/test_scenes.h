// SPDX-License-Identifier: MIT
// Small scenes the core tests share: a world with a 40 m ground whose top is y = 0, unit boxes
// dropped on it, stepping at 60 Hz with 4 sub-steps, and a snapshot through its serialized form.
#ifndef B2C_TEST_SCENES_H
#define B2C_TEST_SCENES_H

#include "b2c/b2c.h"

#include <stdlib.h>

static inline b2cWorld *testGroundWorld(b2cVec2 gravity, b2cShapeId *groundShape)
{
	b2cWorldDef worldDef = b2cDefaultWorldDef();
	worldDef.gravity = gravity;
	b2cWorld *world = b2cCreateWorld(&worldDef);
	b2cBodyDef bodyDef = b2cDefaultBodyDef();
	b2cBodyId ground = b2cWorld_CreateBody(world, &bodyDef);
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	b2cShapeGeometry floor = {.type = b2cShape_polygon,
							  .polygon = b2cMakeOffsetBox(20.0f, 1.0f, (b2cVec2){0.0f, -1.0f}, b2cRot_identity)};
	*groundShape = b2cBody_CreateShape(world, ground, &shapeDef, &floor);
	return world;
}

static inline b2cBodyId testAddBox(b2cWorld *world, b2cVec2 position, b2cShapeId *shape)
{
	b2cBodyDef def = b2cDefaultBodyDef();
	def.type = b2cBody_dynamic;
	def.position = position;
	b2cBodyId body = b2cWorld_CreateBody(world, &def);
	b2cShapeDef shapeDef = b2cDefaultShapeDef();
	b2cShapeGeometry box = {.type = b2cShape_polygon,
							.polygon = b2cMakeOffsetBox(0.5f, 0.5f, b2cVec2_zero, b2cRot_identity)};
	*shape = b2cBody_CreateShape(world, body, &shapeDef, &box);
	return body;
}

static inline void testRun(b2cWorld *world, int steps)
{
	for (int i = 0; i < steps; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
}

/// The snapshot serialized and loaded again: the loaded snapshot, or NULL with `error` saying why;
/// `used` the bytes the load read, `size` the serialized size (either may be NULL).
static inline b2cWorldSnapshot *testReload(const b2cWorldSnapshot *snapshot, size_t *size, size_t *used,
										   const char **error)
{
	size_t n = b2cSnapshot_GetSerializedSize(snapshot), read = 0;
	void *bytes = malloc(n);
	*error = bytes == NULL ? "the test could not allocate the serialized snapshot" : NULL;
	b2cWorldSnapshot *loaded = NULL;
	if (bytes != NULL) {
		b2cSnapshot_Serialize(snapshot, bytes);
		loaded = b2cLoadSnapshot(bytes, n, &read, error);
		free(bytes);
	}
	if (size != NULL)
		*size = n;
	if (used != NULL)
		*used = read;
	return loaded;
}

#endif
