// Narrow-phase benchmark: b2c against Box2D 2.4.1 on the same seeded pairs, side by side in one
// run. b2c's manifold is in world coordinates, so Box2D's row is b2CollidePolygons followed by
// b2WorldManifold::Initialize, the same output; its collide-only time is printed too. Ratio =
// b2c / Box2D (below 1: b2c is faster), best of 5. Not a test.
#include <box2d/box2d.h>
#include <box2d/b2_distance.h>

extern "C" {
#include "b2c/b2c.h"
}
#include "bench_util.h"

#include <cmath>
#include <cstdio>
#include <algorithm>
#include <functional>
#include <vector>

namespace {

using bench::Rng;
using bench::seconds;
using bench::interleaved;

struct Pair {
	std::vector<b2Vec2> a, b;
	float ax, ay, aa, bx, by, ba;
};

std::vector<Pair> makePairs(int count, bool boxes, uint32_t seed)
{
	Rng r{seed};
	std::vector<Pair> pairs((size_t)count);
	for (Pair& p : pairs) {
		for (int s = 0; s < 2; ++s) {
			std::vector<b2Vec2>& pts = s == 0 ? p.a : p.b;
			if (boxes) {
				float hx = r.range(0.3f, 1.0f), hy = r.range(0.3f, 1.0f);
				pts = {{-hx, -hy}, {hx, -hy}, {hx, hy}, {-hx, hy}};
			} else {
				int n = 6 + (int)(r.next() * 3);
				for (int i = 0; i < n; ++i) {
					float angle = 6.2831853f * (float)i / (float)n + r.range(-0.2f, 0.2f);
					float radius = r.range(0.6f, 1.0f);
					pts.push_back({radius * std::cos(angle), radius * std::sin(angle)});
				}
			}
		}
		p.ax = r.range(-0.2f, 0.2f);
		p.ay = r.range(-0.2f, 0.2f);
		p.aa = r.range(-3.0f, 3.0f);
		p.bx = r.range(-1.6f, 1.6f);
		p.by = r.range(-1.6f, 1.6f);
		p.ba = r.range(-3.0f, 3.0f);
	}
	return pairs;
}

void row(const char* name, double b2c, double box2d, int count)
{
	std::printf("  %-46s b2c %7.1f ns   Box2D 2.4.1 %7.1f ns   ratio %.2f\n", name, b2c / count * 1e9,
				box2d / count * 1e9, b2c / box2d);
}

void collideRows(const char* label, bool boxes)
{
	const int count = 20000;
	std::vector<Pair> pairs = makePairs(count, boxes, boxes ? 11u : 12u);
	std::vector<b2cShapeGeometry> ga(count), gb(count);
	std::vector<b2PolygonShape> pa(count), pb(count);
	std::vector<b2cTransform> xa(count), xb(count);
	std::vector<b2Transform> ya(count), yb(count);
	for (int i = 0; i < count; ++i) {
		const Pair& p = pairs[(size_t)i];
		pa[(size_t)i].Set(p.a.data(), (int)p.a.size());
		pb[(size_t)i].Set(p.b.data(), (int)p.b.size());
		b2cHull ha = b2cComputeHull((const b2cVec2*)p.a.data(), (int)p.a.size(), nullptr);
		b2cHull hb = b2cComputeHull((const b2cVec2*)p.b.data(), (int)p.b.size(), nullptr);
		ga[(size_t)i].type = b2cShape_polygon;
		ga[(size_t)i].polygon = b2cMakePolygon(&ha, b2_polygonRadius);
		gb[(size_t)i].type = b2cShape_polygon;
		gb[(size_t)i].polygon = b2cMakePolygon(&hb, b2_polygonRadius);
		xa[(size_t)i] = {{p.ax, p.ay}, b2cMakeRot(p.aa)};
		xb[(size_t)i] = {{p.bx, p.by}, b2cMakeRot(p.ba)};
		ya[(size_t)i].Set(b2Vec2(p.ax, p.ay), p.aa);
		yb[(size_t)i].Set(b2Vec2(p.bx, p.by), p.ba);
	}
	int ourPoints = 0, theirPoints = 0;
	float sink = 0.0f;
	double tb, tx;
	interleaved(
		[&] {
			ourPoints = 0;
			for (int i = 0; i < count; ++i)
				ourPoints += b2cCollide(&ga[(size_t)i], xa[(size_t)i], &gb[(size_t)i], xb[(size_t)i]).pointCount;
		},
		[&] {
			theirPoints = 0;
			for (int i = 0; i < count; ++i) {
				b2Manifold m;
				b2CollidePolygons(&m, &pa[(size_t)i], ya[(size_t)i], &pb[(size_t)i], yb[(size_t)i]);
				theirPoints += m.pointCount;
				if (m.pointCount > 0) {
					b2WorldManifold wm;
					wm.Initialize(&m, ya[(size_t)i], b2_polygonRadius, yb[(size_t)i], b2_polygonRadius);
					sink += wm.points[0].x;
				}
			}
		},
		&tb, &tx);
	double collideOnly = seconds([&] {
		for (int i = 0; i < count; ++i) {
			b2Manifold m;
			b2CollidePolygons(&m, &pa[(size_t)i], ya[(size_t)i], &pb[(size_t)i], yb[(size_t)i]);
			sink += (float)m.pointCount;
		}
	});
	char name[96];
	std::snprintf(name, sizeof name, "%s manifold (per pair)", label);
	row(name, tb, tx, count);
	std::printf("    Box2D collide only %.1f ns (ratio %.2f); points: b2c %d, Box2D %d%s\n", collideOnly / count * 1e9,
				tb / collideOnly, ourPoints, theirPoints, sink == 12345.0f ? " " : "");
}

void distanceRow()
{
	const int count = 20000;
	std::vector<Pair> pairs = makePairs(count, false, 13u);
	std::vector<b2cShapeProxy> qa(count), qb(count);
	std::vector<b2PolygonShape> pa(count), pb(count);
	std::vector<b2cTransform> xa(count), xb(count);
	std::vector<b2Transform> ya(count), yb(count);
	for (int i = 0; i < count; ++i) {
		Pair& p = pairs[(size_t)i];
		p.bx *= 3.0f; // mostly separated
		p.by *= 3.0f;
		pa[(size_t)i].Set(p.a.data(), (int)p.a.size());
		pb[(size_t)i].Set(p.b.data(), (int)p.b.size());
		b2cShapeGeometry g;
		g.type = b2cShape_polygon;
		b2cHull h = b2cComputeHull((const b2cVec2*)p.a.data(), (int)p.a.size(), nullptr);
		g.polygon = b2cMakePolygon(&h, b2_polygonRadius);
		qa[(size_t)i] = b2cMakeShapeProxy(&g);
		h = b2cComputeHull((const b2cVec2*)p.b.data(), (int)p.b.size(), nullptr);
		g.polygon = b2cMakePolygon(&h, b2_polygonRadius);
		qb[(size_t)i] = b2cMakeShapeProxy(&g);
		xa[(size_t)i] = {{p.ax, p.ay}, b2cMakeRot(p.aa)};
		xb[(size_t)i] = {{p.bx, p.by}, b2cMakeRot(p.ba)};
		ya[(size_t)i].Set(b2Vec2(p.ax, p.ay), p.aa);
		yb[(size_t)i].Set(b2Vec2(p.bx, p.by), p.ba);
	}
	double sumOurs = 0.0, sumTheirs = 0.0;
	long itersOurs = 0, itersTheirs = 0;
	double tb, tx;
	interleaved(
		[&] {
			sumOurs = 0.0;
			itersOurs = 0;
			for (int i = 0; i < count; ++i) {
				b2cDistanceOutput out =
					b2cShapeDistance(&qa[(size_t)i], xa[(size_t)i], &qb[(size_t)i], xb[(size_t)i], true, nullptr);
				sumOurs += out.distance;
				itersOurs += out.iterations;
			}
		},
		[&] {
			sumTheirs = 0.0;
			itersTheirs = 0;
			for (int i = 0; i < count; ++i) {
				b2DistanceInput in;
				in.proxyA.Set(&pa[(size_t)i], 0);
				in.proxyB.Set(&pb[(size_t)i], 0);
				in.transformA = ya[(size_t)i];
				in.transformB = yb[(size_t)i];
				in.useRadii = true;
				b2SimplexCache cache;
				cache.count = 0;
				b2DistanceOutput out;
				b2Distance(&out, &cache, &in);
				sumTheirs += out.distance;
				itersTheirs += out.iterations;
			}
		},
		&tb, &tx);
	row("GJK distance, 6-8 gons (per call)", tb, tx, count);
	std::printf("    sum of distances: b2c %.3f, Box2D %.3f; GJK iterations per call: b2c %.2f, Box2D %.2f\n", sumOurs,
				sumTheirs, (double)itersOurs / count, (double)itersTheirs / count);
}

} // namespace

int main()
{
	std::printf(
		"bench collide: b2c narrow phase against Box2D 2.4.1, best of 9 interleaved rounds (ratio < 1: b2c faster)\n");
	collideRows("box-box", true);
	collideRows("polygon-polygon (6-8 gons)", false);
	distanceRow();
	return 0;
}
