// Dynamic tree benchmark: b2c's tree against Box2D 2.4.1's b2DynamicTree on the same seeded data,
// side by side in one run. Each row prints both times and the ratio b2c / Box2D (below 1: b2c is
// faster), best of several rounds. Not a test: nothing here fails on a timing.
#include <box2d/box2d.h>

extern "C" {
#include "b2c/b2c.h"
}
#include "bench_util.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

namespace {

using bench::Rng;
using bench::seconds;

struct Box {
	float lx, ly, ux, uy;
};

std::vector<Box> randomBoxes(int count, float side, uint32_t seed)
{
	Rng r{seed};
	std::vector<Box> boxes((size_t)count);
	for (Box& b : boxes) {
		float x = r.range(0.0f, side), y = r.range(0.0f, side);
		float w = r.range(0.1f, 1.0f), h = r.range(0.1f, 1.0f);
		b = {x, y, x + w, y + h};
	}
	return boxes;
}

void row(const char* name, double b2c, double box2d, const char* unit, double scale)
{
	std::printf("  %-44s b2c %9.3f %s   Box2D 2.4.1 %9.3f %s   ratio %.2f\n", name, b2c * scale, unit, box2d * scale,
				unit, b2c / box2d);
}

b2cAABB toB2c(const Box& b) { return b2cAABB{{b.lx, b.ly}, {b.ux, b.uy}}; }
b2AABB toBox2d(const Box& b)
{
	b2AABB a;
	a.lowerBound.Set(b.lx, b.ly);
	a.upperBound.Set(b.ux, b.uy);
	return a;
}

// ---- query and ray callbacks: the same work for both ----

struct CountQuery {
	int hits = 0;
	bool QueryCallback(int32) // Box2D
	{
		++hits;
		return true;
	}
};

bool b2cCount(int32_t, uint64_t, void* context)
{
	++*(int*)context;
	return true;
}

// Closest hit: clip the ray at the entry of each box it meets.
struct ClosestRay {
	const b2DynamicTree* tree;
	float closest = 1.0f;
	float RayCastCallback(const b2RayCastInput& input, int32 id)
	{
		b2RayCastOutput out;
		if (tree->GetFatAABB(id).RayCast(&out, input) && out.fraction < closest) {
			closest = out.fraction;
			return out.fraction;
		}
		return input.maxFraction;
	}
};

struct B2cRay {
	const b2cDynamicTree* tree;
	float closest = 1.0f;
};

float b2cClosest(int32_t id, uint64_t, b2cVec2 p1, b2cVec2 p2, float maxFraction, void* context)
{
	B2cRay* ray = (B2cRay*)context;
	b2cAABBRayResult r = b2cAABB_RayCast(b2cDynamicTree_GetFatAABB(ray->tree, id), p1, p2, maxFraction);
	if (r.hit && r.fraction < ray->closest) {
		ray->closest = r.fraction;
		return r.fraction;
	}
	return maxFraction;
}

void buildRow(int count)
{
	float side = 2.0f * std::sqrt((float)count); // about one box per 4 m^2
	std::vector<Box> boxes = randomBoxes(count, side, 42u);
	double tb = seconds([&] {
		b2cDynamicTree tree = b2cDynamicTree_Create();
		for (const Box& b : boxes)
			b2cDynamicTree_CreateProxy(&tree, toB2c(b), 0);
		b2cDynamicTree_Flush(&tree); // counted: the tree is complete, as Box2D's is
		b2cDynamicTree_Destroy(&tree);
	});
	double tx = seconds([&] {
		b2DynamicTree tree;
		for (const Box& b : boxes)
			tree.CreateProxy(toBox2d(b), nullptr);
	});
	char name[64];
	std::snprintf(name, sizeof name, "build %dk proxies", count / 1000);
	row(name, tb, tx, "ms", 1e3);
}

struct Scene {
	float side;
	b2cDynamicTree* ours;
	b2DynamicTree* theirs;
};

void queryRow(const Scene& sc, const char* label)
{
	Rng r{99u};
	std::vector<Box> queries(10000);
	for (Box& q : queries) {
		float x = r.range(0.0f, sc.side), y = r.range(0.0f, sc.side);
		q = {x, y, x + 4.0f, y + 4.0f};
	}
	int ourHits = 0, theirHits = 0;
	double tb = seconds([&] {
		ourHits = 0;
		for (const Box& q : queries)
			b2cDynamicTree_Query(sc.ours, toB2c(q), b2cCount, &ourHits);
	});
	double tx = seconds([&] {
		CountQuery cq;
		for (const Box& q : queries)
			sc.theirs->Query(&cq, toBox2d(q));
		theirHits = cq.hits;
	});
	char name[96];
	std::snprintf(name, sizeof name, "10k queries of 4 x 4 m, per query%s", label);
	row(name, tb / 1e4, tx / 1e4, "us", 1e6);
	std::printf("    hits: b2c %d, Box2D %d\n", ourHits, theirHits);
}

void rayRow(const Scene& sc, const char* label)
{
	Rng r{1234u};
	std::vector<Box> rays(10000);
	for (Box& ray : rays)
		ray = {r.range(0.0f, sc.side), r.range(0.0f, sc.side), r.range(0.0f, sc.side), r.range(0.0f, sc.side)};
	double sumOurs = 0.0, sumTheirs = 0.0;
	double tb = seconds([&] {
		sumOurs = 0.0;
		for (const Box& ray : rays) {
			B2cRay cb{sc.ours, 1.0f};
			b2cDynamicTree_RayCast(sc.ours, b2cVec2{ray.lx, ray.ly}, b2cVec2{ray.ux, ray.uy}, 1.0f, b2cClosest, &cb);
			sumOurs += cb.closest;
		}
	});
	double tx = seconds([&] {
		sumTheirs = 0.0;
		for (const Box& ray : rays) {
			ClosestRay cb;
			cb.tree = sc.theirs;
			b2RayCastInput in;
			in.p1.Set(ray.lx, ray.ly);
			in.p2.Set(ray.ux, ray.uy);
			in.maxFraction = 1.0f;
			sc.theirs->RayCast(&cb, in);
			sumTheirs += cb.closest;
		}
	});
	char name[96];
	std::snprintf(name, sizeof name, "10k long ray casts, closest hit, per ray%s", label);
	row(name, tb / 1e4, tx / 1e4, "us", 1e6);
	std::printf("    sum of closest fractions: b2c %.4f, Box2D %.4f\n", sumOurs, sumTheirs);
}

} // namespace

int main(int argc, char** argv)
{
	int big = argc > 1 ? std::atoi(argv[1]) : 100000;
	std::printf("bench tree: b2c dynamic tree against Box2D 2.4.1 b2DynamicTree, best of 5 (ratio < 1: b2c faster)\n");
	buildRow(10000);
	buildRow(big);

	// The static scene, built once in each.
	float side = 2.0f * std::sqrt((float)big);
	std::vector<Box> boxes = randomBoxes(big, side, 42u);
	b2cDynamicTree ours = b2cDynamicTree_Create();
	b2DynamicTree theirs;
	std::vector<int32_t> ourIds, theirIds;
	for (const Box& b : boxes) {
		ourIds.push_back(b2cDynamicTree_CreateProxy(&ours, toB2c(b), 0));
		theirIds.push_back(theirs.CreateProxy(toBox2d(b), nullptr));
	}
	Scene sc{side, &ours, &theirs};
	std::printf("  %dk static boxes: b2c height %d, area ratio %.2f   Box2D 2.4.1 height %d, area ratio %.2f\n",
				big / 1000, b2cDynamicTree_GetHeight(&ours), b2cDynamicTree_GetAreaRatio(&ours), theirs.GetHeight(),
				theirs.GetAreaRatio());
	queryRow(sc, "");
	rayRow(sc, "");

	b2cDynamicTree_Rebuild(&ours);
	std::printf("  b2c after a full rebuild (binned SAH): height %d, area ratio %.2f (Box2D as inserted)\n",
				b2cDynamicTree_GetHeight(&ours), b2cDynamicTree_GetAreaRatio(&ours));
	queryRow(sc, ", b2c rebuilt");
	rayRow(sc, ", b2c rebuilt");

	// One frame: move 10% of the proxies by a small step each; each round continues the motion.
	// b2c grows the moved leaves' ancestors in place and rebuilds that part of the tree at the
	// next query (a flush): the flush is timed with the moves.
	{
		int movers = big / 10;
		Rng r{7u};
		std::vector<b2Vec2> steps((size_t)movers);
		for (b2Vec2& st : steps)
			st.Set(r.range(-0.5f, 0.5f), r.range(-0.5f, 0.5f));
		std::vector<Box> ourBoxes = boxes, theirBoxes = boxes;
		double tb = seconds([&] {
			for (int i = 0; i < movers; ++i) {
				Box& b = ourBoxes[(size_t)i * 10];
				b2Vec2 d = steps[(size_t)i];
				b = {b.lx + d.x, b.ly + d.y, b.ux + d.x, b.uy + d.y};
				b2cDynamicTree_MoveProxy(&ours, ourIds[(size_t)i * 10], toB2c(b), b2cVec2{d.x, d.y});
			}
			b2cDynamicTree_Flush(&ours);
		});
		double tx = seconds([&] {
			for (int i = 0; i < movers; ++i) {
				Box& b = theirBoxes[(size_t)i * 10];
				b2Vec2 d = steps[(size_t)i];
				b = {b.lx + d.x, b.ly + d.y, b.ux + d.x, b.uy + d.y};
				theirs.MoveProxy(theirIds[(size_t)i * 10], toBox2d(b), d);
			}
		});
		row("one frame moving 10% of the proxies (b2c: + rebuilding what grew)", tb, tx, "ms", 1e3);
	}
	b2cDynamicTree_Destroy(&ours);
	return 0;
}
