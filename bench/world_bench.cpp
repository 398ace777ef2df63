// World benchmark: b2c against Box2D 2.4.1 (8 velocity and 3 position iterations, sleep off) on
// scenes after Box2D v3's benchmarks: ms per step, side by side in one run, and the ratio
// b2c / Box2D (below 1: b2c is faster). Not a test.
#include <box2d/box2d.h>

extern "C" {
#include "b2c/b2c.h"
}

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>

namespace {

double msPerStep(const std::function<void()>& step, int steps)
{
	auto t0 = std::chrono::steady_clock::now();
	for (int i = 0; i < steps; ++i)
		step();
	return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() / steps;
}

// large_pyramid: a pyramid with a base of `base` boxes (base = 100: 5050 boxes), on a ground box.
void pyramidRow(const char* name, int base, int steps)
{
	const float h = 0.5f;
	b2cWorldDef wd = b2cDefaultWorldDef();
	wd.timeToSleep = 0.0f; // sleep off, as for Box2D
	b2cWorld* ours = b2cCreateWorld(&wd);
	b2cBodyDef gd = b2cDefaultBodyDef();
	b2cShapeDef sd = b2cDefaultShapeDef();
	b2cShapeGeometry ground;
	ground.type = b2cShape_polygon;
	ground.polygon = b2cMakeOffsetBox(2.0f * base, 1.0f, b2cVec2{0.0f, -1.0f}, b2cRot_identity);
	b2cBody_CreateShape(ours, b2cWorld_CreateBody(ours, &gd), &sd, &ground);
	b2cShapeGeometry box;
	box.type = b2cShape_polygon;
	box.polygon = b2cMakeOffsetBox(h, h, b2cVec2_zero, b2cRot_identity);

	b2World theirs(b2Vec2(0.0f, -10.0f));
	theirs.SetAllowSleeping(false);
	b2BodyDef tgd;
	b2Body* tg = theirs.CreateBody(&tgd);
	b2PolygonShape tground;
	tground.SetAsBox(2.0f * base, 1.0f, b2Vec2(0.0f, -1.0f), 0.0f);
	tg->CreateFixture(&tground, 0.0f);
	b2PolygonShape tbox;
	tbox.SetAsBox(h, h);

	b2cBodyId top = {-1, 0};
	b2Body* ttop = nullptr;
	for (int row = 0; row < base; ++row) {
		for (int i = 0; i < base - row; ++i) {
			float x = (float)i * 2.0f * h - (float)(base - row) * h + h + 0.0f * row;
			float y = h + (float)row * 2.0f * h;
			b2cBodyDef bd = b2cDefaultBodyDef();
			bd.type = b2cBody_dynamic;
			bd.position = b2cVec2{x, y};
			top = b2cWorld_CreateBody(ours, &bd);
			b2cBody_CreateShape(ours, top, &sd, &box);
			b2BodyDef tbd;
			tbd.type = b2_dynamicBody;
			tbd.position.Set(x, y);
			ttop = theirs.CreateBody(&tbd);
			b2FixtureDef fd;
			fd.shape = &tbox;
			fd.density = 1.0f;
			fd.friction = 0.6f;
			ttop->CreateFixture(&fd);
		}
	}
	const float dt = 1.0f / 60.0f;
	double tb = msPerStep([&] { b2cWorld_Step(ours, dt, 4); }, steps);
	double tx = msPerStep([&] { theirs.Step(dt, 8, 3); }, steps);
	float topY = b2cBody_GetTransform(ours, top).p.y, expected = h + (float)(base - 1) * 2.0f * h;
	std::printf("  %-26s b2c %8.3f ms   Box2D 2.4.1 %8.3f ms   ratio %.2f   (b2c top box at %.3f of %.3f: %s)\n",
				name, tb, tx, tb / tx, topY, expected, topY > expected - 0.1f * base ? "standing" : "fallen");
	b2cDestroyWorld(ours);
}

} // namespace

int main(int argc, char** argv)
{
	int steps = argc > 1 ? std::atoi(argv[1]) : 200;
	std::printf("bench world: ms per step, b2c (4 sub-steps) against Box2D 2.4.1 (8/3 iterations, no sleep)\n");
	pyramidRow("small pyramid (base 13)", 13, steps * 5);
	pyramidRow("large_pyramid (base 100)", 100, steps);
	return 0;
}
