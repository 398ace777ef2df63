// SPDX-License-Identifier: MIT
// libFuzzer target: loading a serialized snapshot (b2cLoadSnapshot) from bytes that pass its
// checksum but were damaged or made by hand.
//
// Input: a snapshot's payload (what follows the 32-byte header). The target writes the header
// with the right size and checksum, so that every mutation reaches the decoder and the checks
// behind it (a checksum mismatch alone would stop nearly all of them at the door). A load that
// fails must fail cleanly; a load that succeeds must give a world the engine can use: it is
// restored into a new world, stepped, queried and drawn, some of its joints and bodies destroyed,
// stepped again, snapshotted and serialized again, and
// that serialization must load too. Everything allocated must be given back.
//
// Seeds (fuzz/corpus/snapshot/) are payloads of ordinary worlds written by
// fuzz/make_snapshot_seeds.lua.
#include "fuzz_input.h"

#define HEADER 32

static void put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; ++i)
		p[i] = (uint8_t)(v >> (8 * i));
}

static void put64(uint8_t *p, uint64_t v)
{
	put32(p, (uint32_t)v);
	put32(p + 4, (uint32_t)(v >> 32));
}

static bool countQuery(b2cShapeId shape, void *context)
{
	(void)shape;
	++*(int *)context;
	return true;
}

static void drawPolygon(const b2cVec2 *vertices, int count, float radius, b2cDrawColor color, void *context)
{
	(void)vertices, (void)count, (void)radius, (void)color;
	++*(int *)context;
}

static void drawSegment(b2cVec2 p1, b2cVec2 p2, b2cDrawColor color, void *context)
{
	(void)p1, (void)p2, (void)color;
	++*(int *)context;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int64_t bytes = b2cGetByteCount();
	uint8_t *text = (uint8_t *)malloc(HEADER + size + 1);
	FUZZ_CHECK(text != NULL);
	memcpy(text, "b2c snap", 8);
	put32(text + 8, B2C_SNAPSHOT_FORMAT_VERSION); // (it wrote 1, refused at the door since format 2)
	put32(text + 12, HEADER);
	put64(text + 16, size);
	put64(text + 24, b2cChecksum(data, size));
	if (size > 0)
		memcpy(text + HEADER, data, size);
	size_t used = 0;
	const char *error = NULL;
	b2cWorldSnapshot *snapshot = b2cLoadSnapshot(text, HEADER + size, &used, &error);
	if (snapshot == NULL) {
		// The seeds must load, or the target fuzzes the loader's door only (it did, twice: a
		// header of version 1, then seeds of an older format): tools/fuzz.sh sets this for them.
		if (getenv("FUZZ_SEEDS_MUST_LOAD") != NULL) {
			fprintf(stderr, "a seed does not load: %s\n", error ? error : "?");
			abort();
		}
		FUZZ_CHECK(error != NULL && strncmp(error, "", 1) != 0);
		free(text);
		FUZZ_CHECK(b2cGetByteCount() == bytes);
		return 0;
	}
	FUZZ_CHECK(used == HEADER + size);
	b2cWorldDef def = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&def);
	FUZZ_CHECK(world != NULL);
	FUZZ_CHECK(b2cWorld_Restore(world, snapshot));
	int calls = 0;
	for (int i = 0; i < 30; ++i) {
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		if (i % 10 == 0) {
			b2cWorld_QueryAABB(world, (b2cAABB){{-100.0f, -100.0f}, {100.0f, 100.0f}}, countQuery, &calls);
			b2cDebugDraw draw = {drawPolygon, NULL, NULL, drawSegment, NULL, true, true, true, true, true, &calls};
			b2cWorld_Draw(world, &draw);
		}
	}
	(void)b2cWorld_Hash(world);
	// every body's joint list ends, and every event names a shape slot
	int bodyLimit = b2cWorld_GetBodyIndexLimit(world), jointLimit = b2cWorld_GetJointIndexLimit(world);
	for (int32_t i = 0; i < bodyLimit; ++i) {
		b2cBodyId body = b2cWorld_GetBodyId(world, i);
		if (body.index < 0)
			continue;
		int n = 0;
		for (int32_t j = b2cBody_GetFirstJoint(world, body); j >= 0; j = b2cBody_GetNextJoint(world, body, j))
			FUZZ_CHECK(++n <= jointLimit);
	}
	b2cContactEvents events = b2cWorld_GetContactEvents(world);
	for (int i = 0; i < events.beginCount; ++i)
		(void)b2cWorld_IsValidShape(world, events.begin[i].shapeA);
	for (int i = 0; i < events.endCount; ++i)
		(void)b2cWorld_IsValidShape(world, events.end[i].shapeB);
	// destroying goes through every list the loader checked
	int limit = b2cWorld_GetJointIndexLimit(world);
	for (int32_t j = 0; j < limit; j += 2)
		if (b2cWorld_GetJointId(world, j).index >= 0)
			b2cWorld_DestroyJoint(world, b2cWorld_GetJointId(world, j));
	limit = b2cWorld_GetBodyIndexLimit(world);
	for (int32_t i = 1; i < limit; i += 2)
		if (b2cWorld_GetBodyId(world, i).index >= 0)
			b2cWorld_DestroyBody(world, b2cWorld_GetBodyId(world, i));
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	fuzzCheckSerializes(world); // what it became serializes and loads again
	b2cDestroyWorld(world);
	b2cDestroySnapshot(snapshot);
	free(text);
	FUZZ_CHECK(b2cGetByteCount() == bytes);
	return 0;
}
