// Snapshot benchmark: what a snapshot and a restore cost against one step of the same world
// (the target: snapshot + restore of 1k bodies under a tenth of a step), a snapshot both
// new (b2cWorld_Snapshot: allocated, then freed) and taken into one reused (b2cWorld_SnapshotInto,
// as a rollback would each frame). Box2D 2.4.1 has no snapshots: it only steps the same pile, for
// scale (a tenth of b2c's step is a smaller budget than a tenth of Box2D's). Not a test.
extern "C" {
#include "b2c/b2c.h"
}

#include <box2d/box2d.h>

#include "bench_util.h"

#include <cstdio>
#include <cstring>
#include <vector>

namespace {

// A settled pile: `count` boxes in rows of 50 on a ground box, sleep off (every body awake).
b2cWorld* pile(int count)
{
	b2cWorldDef wd = b2cDefaultWorldDef();
	wd.timeToSleep = 0.0f;
	b2cWorld* world = b2cCreateWorld(&wd);
	b2cBodyDef gd = b2cDefaultBodyDef();
	b2cShapeDef sd = b2cDefaultShapeDef();
	b2cShapeGeometry g;
	g.type = b2cShape_polygon;
	g.polygon = b2cMakeOffsetBox(60.0f, 1.0f, b2cVec2{0.0f, -1.0f}, b2cRot_identity);
	b2cBody_CreateShape(world, b2cWorld_CreateBody(world, &gd), &sd, &g);
	g.polygon = b2cMakeOffsetBox(0.5f, 0.5f, b2cVec2{0.0f, 0.0f}, b2cRot_identity);
	for (int i = 0; i < count; ++i) {
		b2cBodyDef bd = b2cDefaultBodyDef();
		bd.type = b2cBody_dynamic;
		bd.position = b2cVec2{(float)(i % 50) * 1.1f - 27.0f, 0.5f + (float)(i / 50) * 1.05f};
		b2cBody_CreateShape(world, b2cWorld_CreateBody(world, &bd), &sd, &g);
	}
	for (int i = 0; i < 60; ++i)
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
	return world;
}

// The same pile in Box2D 2.4.1 (its boxes shrunk by the polygon skin, so the outlines match; its
// default 8 velocity and 3 position iterations, sleep off): the best of 20 steps, in seconds.
double box2dStep(int count)
{
	b2World world(b2Vec2(0.0f, -10.0f));
	world.SetAllowSleeping(false);
	b2BodyDef gd;
	b2PolygonShape box;
	box.SetAsBox(60.0f - b2_polygonRadius, 1.0f - b2_polygonRadius, b2Vec2(0.0f, -1.0f), 0.0f);
	world.CreateBody(&gd)->CreateFixture(&box, 0.0f);
	box.SetAsBox(0.5f - b2_polygonRadius, 0.5f - b2_polygonRadius);
	for (int i = 0; i < count; ++i) {
		b2BodyDef bd;
		bd.type = b2_dynamicBody;
		bd.position.Set((float)(i % 50) * 1.1f - 27.0f, 0.5f + (float)(i / 50) * 1.05f);
		world.CreateBody(&bd)->CreateFixture(&box, 1.0f);
	}
	for (int i = 0; i < 60; ++i)
		world.Step(1.0f / 60.0f, 8, 3);
	double step = 1e9;
	for (int r = 0; r < 20; ++r)
		step = std::min(step, bench::cpuOnce([&] { world.Step(1.0f / 60.0f, 8, 3); }));
	return step;
}

void row(int count)
{
	b2cWorld* world = pile(count);
	const int rounds = 20;
	double step = 1e9, snap = 1e9, into = 1e9, restore = 1e9;
	b2cWorldSnapshot* snapshot = b2cWorld_Snapshot(world);
	b2cWorldSnapshot* reused = b2cWorld_Snapshot(world); // refilled each round: its memory reused
	// A rollback's round: a step, a snapshot into a reused one, a restore of an older one.
	for (int r = 0; r < rounds; ++r) {
		step = std::min(step, bench::cpuOnce([&] { b2cWorld_Step(world, 1.0f / 60.0f, 4); }));
		into = std::min(into, bench::cpuOnce([&] { b2cWorld_SnapshotInto(world, reused); }));
		restore = std::min(restore, bench::cpuOnce([&] { b2cWorld_Restore(world, snapshot); }));
	}
	// A new snapshot each step (memory taken and given back), timed apart: the fresh memory it
	// pages in would also slow what follows it.
	for (int r = 0; r < rounds; ++r) {
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		b2cWorldSnapshot* s = nullptr;
		snap = std::min(snap, bench::cpuOnce([&] { s = b2cWorld_Snapshot(world); }));
		b2cDestroySnapshot(s);
	}
	std::printf("  %5d bodies: step %7.3f ms   snapshot %6.3f ms (into one reused %6.3f ms)   restore %6.3f ms   "
				"(%zu KiB)\n",
				count, step * 1e3, snap * 1e3, into * 1e3, restore * 1e3, b2cSnapshot_GetByteCount(snapshot) / 1024);
	std::printf("  %5d bodies: snapshot + restore = %.3f of a step (into one reused: %.3f)\n", count,
				(snap + restore) / step, (into + restore) / step);
	// The floor: one plain memcpy of as many bytes as the snapshot holds, between two buffers that
	// stay warm, as the world and its snapshot do.
	size_t bytes = b2cSnapshot_GetByteCount(snapshot);
	std::vector<unsigned char> from(bytes, 1), to(bytes, 2);
	double copy = 1e9;
	for (int r = 0; r < rounds; ++r)
		copy = std::min(copy, bench::cpuOnce([&] { std::memcpy(to.data(), from.data(), bytes); }));
	std::printf("  %5d bodies: one memcpy of its %zu KiB takes %.3f ms: a snapshot (into one reused) is %.2f of it, "
				"a restore %.2f\n",
				count, bytes / 1024, copy * 1e3, into / copy, restore / copy);
	double theirs = box2dStep(count);
	std::printf("  %5d bodies: Box2D 2.4.1 steps the same pile in %.3f ms: b2c's step is %.2f of it, and b2c's "
				"snapshot + restore (into one reused) %.3f of it\n",
				count, theirs * 1e3, step / theirs, (into + restore) / theirs);
	// the serialized form: writing it, and loading it back (decoding and every check)
	std::vector<unsigned char> text(b2cSnapshot_GetSerializedSize(snapshot));
	double write = 1e9, load = 1e9;
	for (int r = 0; r < 5; ++r) {
		write = std::min(write, bench::cpuOnce([&] { b2cSnapshot_Serialize(snapshot, text.data()); }));
		b2cWorldSnapshot* loaded = nullptr;
		size_t used = 0;
		const char* error = nullptr;
		load =
			std::min(load, bench::cpuOnce([&] { loaded = b2cLoadSnapshot(text.data(), text.size(), &used, &error); }));
		if (loaded == nullptr)
			std::printf("  the serialized snapshot does not load: %s\n", error);
		b2cDestroySnapshot(loaded);
	}
	std::printf("  %5d bodies: serialize %6.3f ms, load %6.3f ms (%zu KiB: %.2f of the snapshot's memory)\n", count,
				write * 1e3, load * 1e3, text.size() / 1024,
				(double)text.size() / (double)b2cSnapshot_GetByteCount(snapshot));
	b2cDestroySnapshot(reused);
	b2cDestroySnapshot(snapshot);
	b2cDestroyWorld(world);
}

} // namespace

int main()
{
	std::printf("bench snapshot: b2c snapshot and restore against one step of the same world (best of 20)\n");
	row(1000);
	row(10000);
	return 0;
}
