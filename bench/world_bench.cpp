// World benchmark: b2c against Box2D 2.4.1 on the scenes of Box2D v3's benchmark/ folder (same
// counts, sizes, positions, densities, friction and restitution), ms per step side by side in one
// run and the ratio b2c / Box2D (below 1: b2c is faster). b2c takes 4 sub-steps, Box2D 2.4.1 8
// velocity and 3 position iterations. Timed as Box2D v3's benchmark/main.c times them: each run a
// fresh world, its first step untimed, then steps 1 to N-1 (v3's N: large_pyramid 500,
// many_pyramids 200, joint_grid 500, tumbler 750, smash 300, rain 1000, spinner 500), the best of
// 3 runs of each engine taken in turn, processor time. Sleep as in v3's scenes: on in tumbler,
// smash, rain and spinner (v3's default), off in the pyramids and joint_grid (v3 turns it off
// there). One more scene, sleeping_world: 10,000 boxes asleep on ledges and one pendulum that never
// sleeps, in µs per step (issue 20's target for b2c: 20 µs). large_pyramid, many_pyramids and rain
// also run b2c with 1 and 2 workers (b2cWorldDef.workerCount; wall clock). Each scene is
// described once (Scene) and built from that description in each engine; after the run a sanity
// check reads every body back from both engines. Not a test: it never fails on a timing. Box2D
// 2.4.1 has no capsules, no rounded polygons and no revolute spring: it gets stand-ins for them
// (see Theirs). It takes about ten minutes (Box2D 2.4.1 takes up to 0.1 s a step); --rounds 1 a
// third of that.
//
//   world_bench                          every scene (small_pyramid, large_pyramid, many_pyramids,
//                                        joint_grid, tumbler, smash, rain, spinner, sleeping_world)
//   world_bench NAME...                  only these scenes
//   world_bench --rounds N [NAME...]     N runs of each engine per scene, not 3
//   world_bench --steps N [NAME...]      at most N timed steps per scene (a quick look; the
//                                        sanity checks may then find scenes not yet settled)
//   world_bench --box2d-no-ccd [NAME...] the same with Box2D 2.4.1's continuous collision off
//                                        (its time of impact pass dominates several scenes)
//   world_bench --box2d-capsule-circles [NAME...]
//                                        Box2D 2.4.1's capsules as a box and two circles (three
//                                        fixtures) instead of one octagon: its time of impact
//                                        pass then takes seconds a step in rain
//   world_bench --b2c NAME WARM ROUNDS STEPS
//                                        b2c alone: build NAME, WARM steps, then ROUNDS rounds
//                                        of STEPS steps on the same world; prints the best
//                                        round's ms per step (what bench/world_lua.lua compares
//                                        the Lua-driven step with)
#include <box2d/box2d.h>

extern "C" {
#include "b2c/b2c.h"
}

#include "bench_util.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace {

const float kDt = 1.0f / 60.0f;
const float kPi = 3.14159265359f;
bool box2dContinuous = true;      // --box2d-no-ccd turns Box2D 2.4.1's continuous collision off
bool box2dCapsuleCircles = false; // --box2d-capsule-circles: Box2D 2.4.1's capsules as box + 2 circles

// ---- scene description: what both engines build ----

enum class Kind { Static, Kinematic, Dynamic };

struct Material {
	float density = 1.0f; // Box2D v3's default shape density, friction and restitution
	float friction = 0.6f;
	float restitution = 0.0f;
	uint16_t category = 1, mask = 0xffff;
	int16_t group = 0; // shapes of one negative group never collide, as in both engines
};

enum class ShapeType { Box, Circle, Segment, Capsule, Polygon, Chain };

const int kMaxPolygon = 8; // Box2D 2.4.1's b2_maxPolygonVertices, and b2c's

// Everything in the body frame.
struct ShapeDesc {
	ShapeType type = ShapeType::Box;
	float hx = 0, hy = 0, cx = 0, cy = 0; // box: half extents and centre; circle: centre (cx, cy)
	float x1 = 0, y1 = 0, x2 = 0, y2 = 0; // segment: end points; capsule: its two circles' centres
	float radius = 0;                     // circle, capsule; polygon: its rounding
	int count = 0;                        // polygon: the corners of a convex hull; chain: its points
	float px[kMaxPolygon] = {}, py[kMaxPolygon] = {};
	int firstPoint = 0; // chain: its points are the scene's chainX/chainY[firstPoint, firstPoint + count)
	bool loop = false;  // chain: closed (one-sided segments, solid on the right of each)
	Material material;
};

struct BodyDesc {
	Kind kind = Kind::Static;
	float x = 0, y = 0, vx = 0, vy = 0, w = 0;
	float linearDamping = 0.0f;
	bool awake = true;
	bool allowSleep = true;       // may fall asleep, in a scene that lets bodies sleep
	float sleepThreshold = 0.05f; // b2c's and Box2D v3's speed below which a body rests (2.4.1 has its own)
	bool spawned = false;         // created by an Event, not with the world
	int firstShape = 0, shapeCount = 0;
};

// A body as either engine reports it after the run: position, rotation (cosine, sine), velocity,
// awake; alive false for bodies not created yet or destroyed (by events), whose other fields mean
// nothing.
struct BodyState {
	float x, y, c, s, vx, vy, w;
	bool alive, awake;
};

// A revolute joint between two bodies (indices into the scene's bodies), anchors in their frames,
// the joint angle counted from `reference` (B's angle less A's), with optional angle limits, a
// motor (speed 0 and a small torque: joint friction) and a rotational spring toward angle 0.
struct JointDesc {
	int a, b;
	float ax, ay, bx, by;
	bool motor = false;
	float speed = 0.0f, maxTorque = 0.0f;
	float reference = 0.0f;
	bool limit = false;
	float lower = 0.0f, upper = 0.0f;
	bool spring = false;
	float hertz = 0.0f, damping = 0.0f;
	bool spawned = false; // created by an Event, not with the world
};

// Box2D v3's step functions change the world as it runs (rain drops ragdolls and removes old
// ones): before step `step` (0: the first step), either the bodies [firstBody, firstBody +
// bodyCount) of the scene with their shapes, then the joints [firstJoint, firstJoint + jointCount),
// are created, or those joints and then those bodies are destroyed. Both engines apply the events
// inside their timed step, as v3 times its step function with the step.
struct Event {
	int step;
	bool create;
	int firstBody, bodyCount, firstJoint, jointCount;
};

struct Scene;
// Reads the end state, says in a few words how the scene looks and whether that is sane.
using Check = std::function<std::string(const Scene&, const std::vector<BodyState>&, bool* sane)>;

struct Scene {
	std::string name;
	float gx = 0.0f, gy = -10.0f;
	std::vector<BodyDesc> bodies;
	std::vector<ShapeDesc> shapes;
	std::vector<JointDesc> joints;
	std::vector<float> chainX, chainY; // the points of the chains (ShapeDesc::firstPoint)
	std::vector<Event> events;         // in step order
	std::string counts;                // what the head line says of the scene's size ("" : its dynamic bodies)
	bool sleep = false;                // bodies may fall asleep (as Box2D v3's benchmark lets them in this scene)
	int warm = 1;                      // untimed steps first (Box2D v3 leaves its first step out)
	int steps = 99;                    // then timed steps: Box2D v3's step count less the first
	bool micro = false;                // say µs per step, not ms
	int box2dSteps = 0;                // > 0: Box2D 2.4.1 is too slow here; see run()
	bool workers = false;              // b2c with 1 and 2 workers too, when the core has them
	Check check;

	int body(Kind kind, float x, float y)
	{
		BodyDesc b;
		b.kind = kind;
		b.x = x;
		b.y = y;
		b.firstShape = (int)shapes.size();
		bodies.push_back(b);
		return (int)bodies.size() - 1;
	}
	// Shapes go to the body created last.
	void box(float hx, float hy, float cx = 0.0f, float cy = 0.0f, Material m = Material())
	{
		ShapeDesc s;
		s.type = ShapeType::Box;
		s.hx = hx;
		s.hy = hy;
		s.cx = cx;
		s.cy = cy;
		s.material = m;
		add(s);
	}
	void circle(float radius, Material m = Material())
	{
		ShapeDesc s;
		s.type = ShapeType::Circle;
		s.radius = radius;
		s.material = m;
		add(s);
	}
	// All points within `radius` of the segment between the two centres.
	void capsule(float x1, float y1, float x2, float y2, float radius, Material m = Material())
	{
		ShapeDesc s;
		s.type = ShapeType::Capsule;
		s.x1 = x1;
		s.y1 = y1;
		s.x2 = x2;
		s.y2 = y2;
		s.radius = radius;
		s.material = m;
		add(s);
	}
	// The convex polygon through `count` corners (counter-clockwise), rounded by `radius`.
	void polygon(const float* xs, const float* ys, int count, float radius, Material m = Material())
	{
		ShapeDesc s;
		s.type = ShapeType::Polygon;
		s.count = std::min(count, kMaxPolygon);
		std::copy(xs, xs + s.count, s.px);
		std::copy(ys, ys + s.count, s.py);
		s.radius = radius;
		s.material = m;
		add(s);
	}
	void revolute(int a, int b, float ax, float ay, float bx, float by)
	{
		joints.push_back(JointDesc{a, b, ax, ay, bx, by});
	}
	// A chain through `count` points (a closed loop when `loop`), one-sided: solid on the right of
	// each segment as it runs from point to point.
	void chain(const std::vector<float>& xs, const std::vector<float>& ys, bool loop, Material m = Material())
	{
		ShapeDesc s;
		s.type = ShapeType::Chain;
		s.firstPoint = (int)chainX.size();
		s.count = (int)xs.size();
		s.loop = loop;
		chainX.insert(chainX.end(), xs.begin(), xs.end());
		chainY.insert(chainY.end(), ys.begin(), ys.end());
		s.material = m;
		add(s);
	}
	void segment(float x1, float y1, float x2, float y2, Material m = Material())
	{
		ShapeDesc s;
		s.type = ShapeType::Segment;
		s.x1 = x1;
		s.y1 = y1;
		s.x2 = x2;
		s.y2 = y2;
		s.material = m;
		add(s);
	}
	float mass(int b) const;
	// Bodies and joints that `build` adds are created before step `step` (an Event).
	template <class Build> void spawn(int step, Build build)
	{
		Event e{step, true, (int)bodies.size(), 0, (int)joints.size(), 0};
		build();
		e.bodyCount = (int)bodies.size() - e.firstBody;
		e.jointCount = (int)joints.size() - e.firstJoint;
		for (int i = 0; i < e.bodyCount; ++i)
			bodies[(size_t)(e.firstBody + i)].spawned = true;
		for (int i = 0; i < e.jointCount; ++i)
			joints[(size_t)(e.firstJoint + i)].spawned = true;
		events.push_back(e);
	}
	// What an earlier spawn created is destroyed before step `step`.
	void despawn(int step, const Event& created)
	{
		Event e = created;
		e.step = step;
		e.create = false;
		events.push_back(e);
	}

private:
	void add(const ShapeDesc& s)
	{
		shapes.push_back(s);
		bodies.back().shapeCount++;
	}
};

// The shape as b2c takes it.
b2cShapeGeometry geometryOf(const ShapeDesc& s)
{
	b2cShapeGeometry g;
	switch (s.type) {
	case ShapeType::Chain: // no geometry of its own (static, no mass): a stand-in, never used
		g.type = b2cShape_segment;
		g.segment = b2cSegment{b2cVec2{0.0f, 0.0f}, b2cVec2{1.0f, 0.0f}, 0.0f};
		break;
	case ShapeType::Circle:
		g.type = b2cShape_circle;
		g.circle = b2cCircle{b2cVec2{s.cx, s.cy}, s.radius};
		break;
	case ShapeType::Segment:
		g.type = b2cShape_segment;
		g.segment = b2cSegment{b2cVec2{s.x1, s.y1}, b2cVec2{s.x2, s.y2}, 0.0f};
		break;
	case ShapeType::Capsule:
		g.type = b2cShape_capsule;
		g.capsule = b2cCapsule{b2cVec2{s.x1, s.y1}, b2cVec2{s.x2, s.y2}, s.radius};
		break;
	case ShapeType::Polygon: {
		b2cVec2 points[kMaxPolygon];
		for (int i = 0; i < s.count; ++i)
			points[i] = b2cVec2{s.px[i], s.py[i]};
		b2cHull hull = b2cComputeHull(points, s.count, nullptr);
		g.type = b2cShape_polygon;
		g.polygon = b2cMakePolygon(&hull, s.radius);
		break;
	}
	case ShapeType::Box:
		g.type = b2cShape_polygon;
		g.polygon = b2cMakeOffsetBox(s.hx, s.hy, b2cVec2{s.cx, s.cy}, b2cRot_identity);
		break;
	}
	return g;
}

// Mass, centre and inertia about the centre of a shape of the scene. Box2D 2.4.1 has neither
// capsules nor rounded polygons: its bodies made of the stand-ins for them (below) are given
// these mass properties, which b2c's geometry computes exactly for both.
b2cMassData massOf(const ShapeDesc& s)
{
	if (s.type == ShapeType::Chain)
		return b2cMassData{};
	b2cShapeGeometry g = geometryOf(s);
	return b2cShapeGeometry_ComputeMass(&g, s.material.density);
}

float Scene::mass(int b) const
{
	float m = 0.0f;
	for (int i = 0; i < bodies[b].shapeCount; ++i)
		m += massOf(shapes[bodies[b].firstShape + i]).mass;
	return m;
}

// ---- the two engines, built from a scene ----

// b2cWorldDef::workerCount (issue 20's multi-core step), set when the core has it: the overload
// taking an int is only there when the field is, so this file builds before and after it.
template <class Def> auto setWorkerCount(Def& def, int n, int) -> decltype((void)(def.workerCount = n), true)
{
	def.workerCount = n;
	return true;
}
template <class Def> bool setWorkerCount(Def&, int, long) { return false; }

bool haveWorkers()
{
	b2cWorldDef def = b2cDefaultWorldDef();
	return setWorkerCount(def, 1, 0);
}

struct Ours {
	const Scene& scene;
	b2cWorld* world;
	std::vector<b2cBodyId> ids; // per scene body; index -1 while not alive
	std::vector<b2cJointId> joints;
	size_t nextEvent = 0;
	int stepIndex = 0;

	// workers 0: the core's default
	explicit Ours(const Scene& s, int workers = 0) : scene(s)
	{
		b2cWorldDef wd = b2cDefaultWorldDef();
		wd.gravity = b2cVec2{scene.gx, scene.gy};
		wd.enableSleep = scene.sleep; // Box2D v3's time to sleep (0.5 s) and speeds when on
		if (workers > 0)
			setWorkerCount(wd, workers, 0);
		world = b2cCreateWorld(&wd);
		ids.assign(scene.bodies.size(), b2cBodyId{-1, 0});
		joints.assign(scene.joints.size(), b2cJointId{-1, 0});
		for (size_t i = 0; i < scene.bodies.size(); ++i)
			if (!scene.bodies[i].spawned)
				createBody(i);
		for (size_t j = 0; j < scene.joints.size(); ++j)
			if (!scene.joints[j].spawned)
				createJoint(j);
	}
	~Ours() { b2cDestroyWorld(world); }
	void createBody(size_t i)
	{
		const BodyDesc& b = scene.bodies[i];
		b2cBodyDef bd = b2cDefaultBodyDef();
		bd.type = b.kind == Kind::Static      ? b2cBody_static
				  : b.kind == Kind::Kinematic ? b2cBody_kinematic
											  : b2cBody_dynamic;
		bd.position = b2cVec2{b.x, b.y};
		bd.linearVelocity = b2cVec2{b.vx, b.vy};
		bd.angularVelocity = b.w;
		bd.linearDamping = b.linearDamping;
		bd.awake = b.awake;
		bd.allowSleep = b.allowSleep;
		bd.sleepThreshold = b.sleepThreshold;
		b2cBodyId id = b2cWorld_CreateBody(world, &bd);
		for (int k = 0; k < b.shapeCount; ++k) {
			const ShapeDesc& s = scene.shapes[(size_t)(b.firstShape + k)];
			b2cShapeDef sd = b2cDefaultShapeDef();
			sd.density = s.material.density;
			sd.friction = s.material.friction;
			sd.restitution = s.material.restitution;
			sd.filter.categoryBits = s.material.category;
			sd.filter.maskBits = s.material.mask;
			sd.filter.groupIndex = s.material.group;
			if (s.type == ShapeType::Chain) {
				std::vector<b2cVec2> points((size_t)s.count);
				for (int v = 0; v < s.count; ++v)
					points[(size_t)v] =
						b2cVec2{scene.chainX[(size_t)(s.firstPoint + v)], scene.chainY[(size_t)(s.firstPoint + v)]};
				b2cBody_CreateChain(world, id, &sd, points.data(), s.count, s.loop);
				continue;
			}
			b2cShapeGeometry g = geometryOf(s);
			b2cBody_CreateShape(world, id, &sd, &g);
		}
		ids[i] = id;
	}
	void createJoint(size_t k)
	{
		const JointDesc& j = scene.joints[k];
		b2cJointDef jd = b2cDefaultJointDef(b2cJoint_revolute);
		jd.bodyA = ids[(size_t)j.a];
		jd.bodyB = ids[(size_t)j.b];
		jd.localAnchorA = b2cVec2{j.ax, j.ay};
		jd.localAnchorB = b2cVec2{j.bx, j.by};
		jd.referenceAngle = j.reference;
		jd.enableMotor = j.motor;
		jd.motorSpeed = j.speed;
		jd.maxMotorTorque = j.maxTorque;
		jd.enableLimit = j.limit;
		jd.lower = j.lower;
		jd.upper = j.upper;
		jd.enableSpring = j.spring;
		jd.hertz = j.hertz;
		jd.dampingRatio = j.damping;
		joints[k] = b2cWorld_CreateJoint(world, &jd);
	}
	void apply(const Event& e)
	{
		if (e.create) {
			for (int i = 0; i < e.bodyCount; ++i)
				createBody((size_t)(e.firstBody + i));
			for (int j = 0; j < e.jointCount; ++j)
				createJoint((size_t)(e.firstJoint + j));
			return;
		}
		for (int j = 0; j < e.jointCount; ++j) {
			b2cWorld_DestroyJoint(world, joints[(size_t)(e.firstJoint + j)]);
			joints[(size_t)(e.firstJoint + j)] = b2cJointId{-1, 0};
		}
		for (int i = 0; i < e.bodyCount; ++i) {
			b2cWorld_DestroyBody(world, ids[(size_t)(e.firstBody + i)]);
			ids[(size_t)(e.firstBody + i)] = b2cBodyId{-1, 0};
		}
	}
	void step()
	{
		for (; nextEvent < scene.events.size() && scene.events[nextEvent].step == stepIndex; ++nextEvent)
			apply(scene.events[nextEvent]);
		b2cWorld_Step(world, kDt, 4);
		++stepIndex;
	}
	std::vector<BodyState> states() const
	{
		std::vector<BodyState> out;
		for (b2cBodyId id : ids) {
			if (id.index < 0) {
				out.push_back({0, 0, 1, 0, 0, 0, 0, false, false});
				continue;
			}
			b2cTransform xf = b2cBody_GetTransform(world, id);
			b2cVec2 v = b2cBody_GetLinearVelocity(world, id);
			out.push_back({xf.p.x, xf.p.y, xf.q.c, xf.q.s, v.x, v.y, b2cBody_GetAngularVelocity(world, id), true,
						   b2cBody_IsAwake(world, id)});
		}
		return out;
	}
};

struct Theirs {
	const Scene& scene;
	b2World world;
	std::vector<b2Body*> bodies; // per scene body; null while not alive
	std::vector<b2Joint*> joints;
	// Box2D 2.4.1's revolute joint has no spring: a spring joint gets one from torques applied to
	// its two bodies before each step, of the stiffness and damping that give the joint's angle
	// the frequency and damping ratio asked for (k = m w^2, c = 2 m zeta w, m the joint's axial
	// mass 1 / (1/IA + 1/IB), as Box2D v3's soft spring uses). Explicit, but at 5 Hz and a step
	// of 1/60 s (w h = 0.52) well inside what explicit integration bears.
	struct Spring {
		int joint;
		float k, c;
	};
	std::vector<Spring> springs;
	size_t nextEvent = 0;
	int stepIndex = 0;

	explicit Theirs(const Scene& s) : scene(s), world(b2Vec2(s.gx, s.gy))
	{
		world.SetAllowSleeping(scene.sleep);
		world.SetContinuousPhysics(box2dContinuous);
		bodies.assign(scene.bodies.size(), nullptr);
		joints.assign(scene.joints.size(), nullptr);
		for (size_t i = 0; i < scene.bodies.size(); ++i)
			if (!scene.bodies[i].spawned)
				createBody(i);
		for (size_t j = 0; j < scene.joints.size(); ++j)
			if (!scene.joints[j].spawned)
				createJoint(j);
	}
	void createBody(size_t i)
	{
		const BodyDesc& b = scene.bodies[i];
		b2BodyDef bd;
		bd.type = b.kind == Kind::Static      ? b2_staticBody
				  : b.kind == Kind::Kinematic ? b2_kinematicBody
											  : b2_dynamicBody;
		bd.position.Set(b.x, b.y);
		bd.linearVelocity.Set(b.vx, b.vy);
		bd.angularVelocity = b.w;
		bd.linearDamping = b.linearDamping;
		bd.awake = b.awake;
		bd.allowSleep = b.allowSleep;
		b2Body* body = world.CreateBody(&bd);
		bool standIns = false;
		for (int k = 0; k < b.shapeCount; ++k) {
			const ShapeDesc& s = scene.shapes[(size_t)(b.firstShape + k)];
			b2PolygonShape polygon;
			b2EdgeShape edge;
			b2CircleShape circle;
			b2ChainShape chain;
			b2FixtureDef fd;
			fd.density = s.material.density;
			fd.friction = s.material.friction;
			fd.restitution = s.material.restitution;
			fd.filter.categoryBits = s.material.category;
			fd.filter.maskBits = s.material.mask;
			fd.filter.groupIndex = s.material.group;
			switch (s.type) {
			case ShapeType::Circle:
				circle.m_p.Set(s.cx, s.cy);
				circle.m_radius = s.radius;
				fd.shape = &circle;
				break;
			case ShapeType::Segment:
				edge.SetTwoSided(b2Vec2(s.x1, s.y1), b2Vec2(s.x2, s.y2));
				fd.shape = &edge;
				break;
			case ShapeType::Chain: { // one-sided, solid on the right, as in b2c and Box2D v3
				std::vector<b2Vec2> points((size_t)s.count);
				for (int v = 0; v < s.count; ++v)
					points[(size_t)v].Set(scene.chainX[(size_t)(s.firstPoint + v)],
										  scene.chainY[(size_t)(s.firstPoint + v)]);
				if (s.loop)
					chain.CreateLoop(points.data(), s.count);
				else
					chain.CreateChain(points.data(), s.count, points.front(), points.back());
				fd.shape = &chain;
				break;
			}
			case ShapeType::Capsule: {
				standIns = true;
				float dx = s.x2 - s.x1, dy = s.y2 - s.y1, length = std::hypot(dx, dy);
				if (!box2dCapsuleCircles && length > 0.0f) {
					// No capsule in Box2D 2.4.1: an octagon inscribed in it, each end a half hexagon
					// (its corners on the capsule's outline once the polygon skin of
					// b2_polygonRadius is added): one fixture, as the capsule is one shape.
					float ux = dx / length, uy = dy / length, rho = s.radius - b2_polygonRadius;
					b2Vec2 points[8];
					for (int v = 0; v < 4; ++v) {
						float a = v * kPi / 3.0f, c = std::cos(a), sn = std::sin(a);
						// around the second centre from one side over the end to the other,
						// and around the first on the other side
						points[v].Set(s.x2 + rho * (-uy * c + ux * sn), s.y2 + rho * (ux * c + uy * sn));
						points[v + 4].Set(s.x1 + rho * (uy * c - ux * sn), s.y1 + rho * (-ux * c - uy * sn));
					}
					polygon.Set(points, 8);
					fd.shape = &polygon;
					break;
				}
				// --box2d-capsule-circles: a box between the two centres, as wide as the capsule
				// (skin included), and a circle at each end, on the same body: the same outline,
				// in three fixtures.
				if (length > 0.0f) {
					polygon.SetAsBox(s.radius - b2_polygonRadius, 0.5f * length,
									 b2Vec2(0.5f * (s.x1 + s.x2), 0.5f * (s.y1 + s.y2)),
									 std::atan2(dy, dx) - 0.5f * kPi);
					fd.shape = &polygon;
					body->CreateFixture(&fd);
				}
				circle.m_radius = s.radius;
				circle.m_p.Set(s.x1, s.y1);
				fd.shape = &circle;
				body->CreateFixture(&fd);
				circle.m_p.Set(s.x2, s.y2);
				break;
			}
			case ShapeType::Polygon: {
				// Box2D 2.4.1 gives every polygon its skin of b2_polygonRadius (0.01 m) and no
				// other rounding. A rounded polygon of up to 4 corners gets the polygon inscribed
				// in its outline instead: each corner pushed out along the normals of its two
				// sides, by the rounding less the skin (a rounded box: an octagon). More corners:
				// the polygon unrounded.
				b2Vec2 points[kMaxPolygon];
				int count = s.count;
				for (int v = 0; v < s.count; ++v)
					points[v].Set(s.px[v], s.py[v]);
				float rho = s.radius - b2_polygonRadius;
				if (s.radius > 0.0f && rho > 0.0f && 2 * s.count <= kMaxPolygon) {
					standIns = true;
					count = 0;
					for (int v = 0; v < s.count; ++v) {
						int prev = (v + s.count - 1) % s.count, next = (v + 1) % s.count;
						b2Vec2 corner(s.px[v], s.py[v]);
						b2Vec2 in = corner - b2Vec2(s.px[prev], s.py[prev]);
						b2Vec2 out = b2Vec2(s.px[next], s.py[next]) - corner;
						in.Normalize();
						out.Normalize();
						// outward normals of counter-clockwise sides: the sides turned right
						points[count++] = corner + rho * b2Vec2(in.y, -in.x);
						points[count++] = corner + rho * b2Vec2(out.y, -out.x);
					}
				}
				standIns = standIns || s.radius > 0.0f;
				polygon.Set(points, count);
				fd.shape = &polygon;
				break;
			}
			case ShapeType::Box:
				polygon.SetAsBox(s.hx, s.hy, b2Vec2(s.cx, s.cy), 0.0f);
				fd.shape = &polygon;
				break;
			}
			body->CreateFixture(&fd);
		}
		if (standIns && b.kind == Kind::Dynamic) {
			// The scene's mass properties, not those of the stand-ins (whose circles overlap the box).
			float mass = 0.0f, cx = 0.0f, cy = 0.0f, inertia = 0.0f; // inertia about the body origin
			for (int k = 0; k < b.shapeCount; ++k) {
				b2cMassData m = massOf(scene.shapes[(size_t)(b.firstShape + k)]);
				mass += m.mass;
				cx += m.mass * m.center.x;
				cy += m.mass * m.center.y;
				inertia += m.rotationalInertia + m.mass * (m.center.x * m.center.x + m.center.y * m.center.y);
			}
			b2MassData md;
			md.mass = mass;
			md.center.Set(cx / mass, cy / mass);
			md.I = inertia;
			body->SetMassData(&md);
		}
		bodies[i] = body;
	}
	void createJoint(size_t k)
	{
		const JointDesc& j = scene.joints[k];
		b2RevoluteJointDef jd;
		jd.bodyA = bodies[(size_t)j.a];
		jd.bodyB = bodies[(size_t)j.b];
		jd.localAnchorA.Set(j.ax, j.ay);
		jd.localAnchorB.Set(j.bx, j.by);
		jd.referenceAngle = jd.bodyB->GetAngle() - jd.bodyA->GetAngle() + j.reference;
		jd.enableMotor = j.motor;
		jd.motorSpeed = j.speed;
		jd.maxMotorTorque = j.maxTorque;
		jd.enableLimit = j.limit;
		jd.lowerAngle = j.lower;
		jd.upperAngle = j.upper;
		joints[k] = world.CreateJoint(&jd);
		if (j.spring && j.hertz > 0.0f) {
			float invI = centralInvInertia(jd.bodyA) + centralInvInertia(jd.bodyB);
			if (invI > 0.0f) {
				float m = 1.0f / invI, omega = 2.0f * kPi * j.hertz;
				springs.push_back(Spring{(int)k, m * omega * omega, 2.0f * m * j.damping * omega});
			}
		}
	}
	static float centralInvInertia(const b2Body* b)
	{
		b2Vec2 c = b->GetLocalCenter();
		float inertia = b->GetInertia() - b->GetMass() * b2Dot(c, c); // GetInertia is about the origin
		return inertia > 0.0f ? 1.0f / inertia : 0.0f;
	}
	void apply(const Event& e)
	{
		if (e.create) {
			for (int i = 0; i < e.bodyCount; ++i)
				createBody((size_t)(e.firstBody + i));
			for (int j = 0; j < e.jointCount; ++j)
				createJoint((size_t)(e.firstJoint + j));
			return;
		}
		int end = e.firstJoint + e.jointCount;
		springs.erase(std::remove_if(springs.begin(), springs.end(),
									 [&](const Spring& s) { return s.joint >= e.firstJoint && s.joint < end; }),
					  springs.end());
		for (int j = e.firstJoint; j < end; ++j) {
			world.DestroyJoint(joints[(size_t)j]);
			joints[(size_t)j] = nullptr;
		}
		for (int i = 0; i < e.bodyCount; ++i) {
			world.DestroyBody(bodies[(size_t)(e.firstBody + i)]);
			bodies[(size_t)(e.firstBody + i)] = nullptr;
		}
	}
	void step()
	{
		for (; nextEvent < scene.events.size() && scene.events[nextEvent].step == stepIndex; ++nextEvent)
			apply(scene.events[nextEvent]);
		for (const Spring& s : springs) {
			b2RevoluteJoint* joint = static_cast<b2RevoluteJoint*>(joints[(size_t)s.joint]);
			float torque = -s.k * joint->GetJointAngle() - s.c * joint->GetJointSpeed();
			joint->GetBodyB()->ApplyTorque(torque, false);
			joint->GetBodyA()->ApplyTorque(-torque, false);
		}
		world.Step(kDt, 8, 3);
		++stepIndex;
	}
	std::vector<BodyState> states() const
	{
		std::vector<BodyState> out;
		for (const b2Body* b : bodies) {
			if (b == nullptr) {
				out.push_back({0, 0, 1, 0, 0, 0, 0, false, false});
				continue;
			}
			const b2Transform& xf = b->GetTransform();
			b2Vec2 v = b->GetLinearVelocity();
			out.push_back({xf.p.x, xf.p.y, xf.q.c, xf.q.s, v.x, v.y, b->GetAngularVelocity(), true, b->IsAwake()});
		}
		return out;
	}
};

// ---- checks ----

bool finite(const BodyState& s)
{
	return std::isfinite(s.x) && std::isfinite(s.y) && std::isfinite(s.c) && std::isfinite(s.s) &&
		   std::isfinite(s.vx) && std::isfinite(s.vy) && std::isfinite(s.w);
}

std::string format(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
std::string format(const char* fmt, ...)
{
	char buffer[512];
	va_list args;
	va_start(args, fmt);
	std::vsnprintf(buffer, sizeof buffer, fmt, args);
	va_end(args);
	return buffer;
}

// Every check starts here: bodies with a NaN or infinity make the scene insane whatever else.
int countNonFinite(const std::vector<BodyState>& states)
{
	return (int)std::count_if(states.begin(), states.end(), [](const BodyState& s) { return s.alive && !finite(s); });
}

// What a check adds when bodies went NaN or infinite (nothing when none did).
std::string nanNote(int bad) { return bad > 0 ? format(", %d NaN", bad) : std::string(); }

// A pyramid stands when its top box has sunk less than `tolerance` and no box is below the
// surface it stands on (`floorY`: a box's centre must stay above it).
struct PyramidCheck {
	std::vector<int> tops;  // body index of each pyramid's top box
	std::vector<int> first; // first body of each pyramid (its boxes are contiguous)
	std::vector<float> floorY;
	float tolerance;
};

Check pyramidCheck(PyramidCheck p)
{
	return [p](const Scene& scene, const std::vector<BodyState>& st, bool* sane) {
		int bad = countNonFinite(st), standing = 0, below = 0;
		float worst = 0.0f;   // the top that moved down most (negative: down)
		float fastest = 0.0f; // a pyramid at rest has every box still
		for (const BodyState& b : st)
			fastest = std::max(fastest, std::hypot(b.vx, b.vy));
		for (size_t k = 0; k < p.tops.size(); ++k) {
			float moved = st[p.tops[k]].y - scene.bodies[p.tops[k]].y;
			worst = k == 0 ? moved : std::min(worst, moved);
			standing += std::isfinite(moved) && -moved < p.tolerance;
			int end = k + 1 < p.first.size() ? p.first[k + 1] : (int)st.size();
			for (int b = p.first[k]; b < end; ++b)
				below += !(st[b].y > p.floorY[k]);
		}
		*sane = bad == 0 && below == 0 && standing == (int)p.tops.size();
		std::string text = p.tops.size() == 1 ? format("top box moved %+.3f m", worst)
											  : format("%d/%d standing, lowest top moved %+.3f m", standing,
													   (int)p.tops.size(), worst);
		text += format(", %d below the floor, fastest box %.2f m/s%s", below, fastest,
					   fastest > 0.5f ? " (jittering)" : "");
		text += nanNote(bad);
		return text;
	};
}

// ---- the scenes (after Box2D v3's shared/benchmarks.c) ----

// A static ground box 200 x 2 m with its top at y = 0, and a pyramid of `base` boxes of 1 m
// (base 100: 5050 boxes).
Scene pyramid(const char* name, int base)
{
	Scene s;
	s.name = name;
	s.body(Kind::Static, 0.0f, -1.0f);
	s.box(100.0f, 1.0f);
	const float a = 0.5f;
	PyramidCheck p;
	p.first.push_back(1);
	p.floorY.push_back(0.0f);
	for (int row = 0; row < base; ++row) {
		for (int i = 0; i < base - row; ++i) {
			s.body(Kind::Dynamic, (row + 1.0f) * a + 2.0f * i * a - a * base, (2.0f * row + 1.0f) * a);
			s.box(a, a);
		}
	}
	p.tops.push_back((int)s.bodies.size() - 1);
	p.tolerance = 2.0f * a; // one box
	s.check = pyramidCheck(p);
	return s;
}

// 20 x 20 pyramids of base 10 (55 boxes of 1 m each: 22000 boxes), a row of 20 on each of 20
// two-sided segments 11 m apart, all on one static body.
Scene manyPyramids()
{
	Scene s;
	s.name = "many_pyramids";
	const int base = 10, rows = 20, columns = 20;
	const float a = 0.5f;
	const float deltaY = 2.0f * a * (base + 1.0f), width = 2.0f * a * columns * (base + 1.0f);
	s.body(Kind::Static, 0.0f, 0.0f);
	for (int r = 0; r < rows; ++r)
		s.segment(-0.5f * width, r * deltaY, 0.5f * width, r * deltaY);
	PyramidCheck p;
	for (int r = 0; r < rows; ++r) {
		float baseY = r * deltaY;
		for (int c = 0; c < columns; ++c) {
			float centerX = -0.5f * width + c * (2.0f * a * base + 2.0f * a) + 2.0f * a;
			p.first.push_back((int)s.bodies.size());
			p.floorY.push_back(baseY);
			for (int row = 0; row < base; ++row) {
				for (int i = 0; i < base - row; ++i) {
					s.body(Kind::Dynamic, (row + 1.0f) * a + 2.0f * i * a + centerX - 0.5f,
						   (2.0f * row + 1.0f) * a + baseY);
					s.box(a, a);
				}
			}
			p.tops.push_back((int)s.bodies.size() - 1);
		}
	}
	p.tolerance = 2.0f * a;
	s.check = pyramidCheck(p);
	return s;
}

// A hollow box of four walls (20 x 20 m inside, walls 1 m thick) of density 50, turned about its
// centre (0, 10) at 25 degrees a second by a revolute motor to the ground (torque up to 1e8), with
// 45 x 45 boxes of 0.25 m inside: Box2D v3's tumbler. Sleep on, as in v3.
Scene tumbler()
{
	Scene s;
	s.name = "tumbler";
	s.sleep = true;
	int ground = s.body(Kind::Static, 0.0f, 0.0f);
	int drum = s.body(Kind::Dynamic, 0.0f, 10.0f);
	JointDesc motor{ground, drum, 0.0f, 10.0f, 0.0f, 0.0f};
	motor.motor = true;
	motor.speed = kPi / 180.0f * 25.0f;
	motor.maxTorque = 1e8f;
	s.joints.push_back(motor);
	Material walls;
	walls.density = 50.0f;
	s.box(0.5f, 10.0f, 10.0f, 0.0f, walls);
	s.box(0.5f, 10.0f, -10.0f, 0.0f, walls);
	s.box(10.0f, 0.5f, 0.0f, 10.0f, walls);
	s.box(10.0f, 0.5f, 0.0f, -10.0f, walls);
	const int grid = 45;
	float y = -0.2f * grid + 10.0f;
	for (int i = 0; i < grid; ++i, y += 0.4f) {
		float x = -0.2f * grid;
		for (int j = 0; j < grid; ++j, x += 0.4f) {
			s.body(Kind::Dynamic, x, y);
			s.box(0.125f, 0.125f);
		}
	}
	// Every box must still be inside the drum: its centre within the inner walls, in the drum's frame.
	s.check = [drum](const Scene& scene, const std::vector<BodyState>& st, bool* sane) {
		int bad = countNonFinite(st), outside = 0;
		const BodyState& d = st[drum];
		for (size_t b = 2; b < st.size(); ++b) {
			float dx = st[b].x - d.x, dy = st[b].y - d.y;
			float lx = d.c * dx + d.s * dy, ly = -d.s * dx + d.c * dy;
			outside += !(std::fabs(lx) < 9.5f && std::fabs(ly) < 9.5f);
		}
		float turned = std::atan2(d.s, d.c) * 180.0f / kPi;
		*sane = bad == 0 && outside == 0;
		std::string text =
			format("drum at %.1f deg, %d/%d boxes outside it", turned, outside, (int)scene.bodies.size() - 2);
		text += nanNote(bad);
		return text;
	};
	return s;
}

// Box2D v3's joint_grid: 100 x 100 circles of radius 0.4, 1 m apart, each joined to its neighbours
// above and to the left by revolute joints, the middle seven of the top row static; the circles do
// not collide with each other (filters). It hangs and swings.
Scene jointGrid()
{
	Scene s;
	s.name = "joint_grid";
	const int n = 100;
	Material m;
	m.category = 2;
	m.mask = (uint16_t)~2u;
	std::vector<int> index((size_t)(n * n));
	for (int k = 0; k < n; ++k) {
		for (int i = 0; i < n; ++i) {
			bool fixed = k >= n / 2 - 3 && k <= n / 2 + 3 && i == 0;
			int b = s.body(fixed ? Kind::Static : Kind::Dynamic, (float)k, -(float)i);
			s.circle(0.4f, m);
			index[(size_t)(k * n + i)] = b;
			if (i > 0)
				s.revolute(index[(size_t)(k * n + i - 1)], b, 0.0f, -0.5f, 0.0f, 0.5f);
			if (k > 0)
				s.revolute(index[(size_t)((k - 1) * n + i)], b, 0.5f, 0.0f, -0.5f, 0.0f);
		}
	}
	// Sane: nothing NaN, and the grid still hangs together (neighbours 1 m apart, give or take the
	// joints' stretch as the heavy grid swings: up to 2 m counts as together).
	s.check = [index](const Scene&, const std::vector<BodyState>& st, bool* sane) {
		int bad = countNonFinite(st);
		float worst = 0.0f;
		for (int k = 0; k < n; ++k) {
			for (int i = 1; i < n; ++i) {
				const BodyState &p = st[(size_t)index[(size_t)(k * n + i - 1)]],
								&q = st[(size_t)index[(size_t)(k * n + i)]];
				worst = std::max(worst, std::fabs(std::hypot(q.x - p.x, q.y - p.y) - 1.0f));
			}
		}
		*sane = bad == 0 && worst < 2.0f;
		std::string text = format("largest gap change between neighbours %.3f m", worst);
		text += nanNote(bad);
		return text;
	};
	return s;
}

// No gravity: a 8 x 8 m box of density 8 at 40 m/s into a wall of 120 x 80 boxes of 0.4 m,
// created asleep (woken when struck). Sleep on, as in v3.
Scene smash()
{
	Scene s;
	s.name = "smash";
	s.sleep = true;
	s.gy = 0.0f;
	int hammer = s.body(Kind::Dynamic, -20.0f, 0.0f);
	s.bodies[hammer].vx = 40.0f;
	Material heavy;
	heavy.density = 8.0f;
	s.box(4.0f, 4.0f, 0.0f, 0.0f, heavy);
	const float d = 0.4f;
	const int columns = 120, rows = 80;
	for (int i = 0; i < columns; ++i) {
		for (int j = 0; j < rows; ++j) {
			int b = s.body(Kind::Dynamic, i * d + 30.0f, (j - rows / 2.0f) * d);
			s.bodies[b].awake = false;
			s.box(0.5f * d, 0.5f * d);
		}
	}
	// Without gravity momentum is kept: the sum over bodies of m v must stay what the big box
	// brought (contact impulses come in equal and opposite pairs).
	s.check = [hammer](const Scene& scene, const std::vector<BodyState>& st, bool* sane) {
		int bad = countNonFinite(st), struck = 0;
		double px = 0.0, py = 0.0, p0 = scene.mass(hammer) * scene.bodies[hammer].vx;
		for (size_t b = 0; b < st.size(); ++b) {
			px += scene.mass((int)b) * st[b].vx;
			py += scene.mass((int)b) * st[b].vy;
			struck +=
				b != (size_t)hammer && std::hypot(st[b].x - scene.bodies[b].x, st[b].y - scene.bodies[b].y) > 0.1f;
		}
		double drift = std::hypot(px - p0, py) / p0;
		*sane = bad == 0 && drift < 0.01 && struck > 0;
		std::string text = format("%d/%d boxes struck, big box at x %.1f, vx %.1f, momentum kept to %.1e", struck,
								  (int)st.size() - 1, st[hammer].x, st[hammer].vx, drift);
		text += nanNote(bad);
		return text;
	};
	return s;
}

// A ragdoll standing with its feet at (x, y): the 11 bones of Box2D v3's shared/human.c at scale 1,
// capsules of density 1 and friction 0.2, each foot a rounded polygon of friction 0.05 on the lower
// leg. Ten revolute joints, each with its angle limits, joint friction (a motor of speed 0 and
// torque 0.05 N m times the bone's share) and a spring of 5 Hz, damping ratio 0.5. The bones are
// of category 2 and collide with 1 (ground) and 2 (other ragdolls), the feet with the ground only,
// and none with ragdolls of the same negative `group`. Returns the first of its 11 bodies.
int human(Scene& s, float x, float y, int16_t group)
{
	struct Bone {
		int parent;         // -1: the hip
		float y;            // the body's height above the feet
		float c1, c2, r;    // its capsule, centres on the body's vertical axis
		float pivot;        // height of the joint to the parent
		float lower, upper; // angle limits, in half turns
		float friction;     // the share of the joint friction torque
		float damping;      // linear damping
		float reference;    // the joint angle's zero, B's angle less A's, in half turns
		bool foot;
	};
	const Bone bones[11] = {
		{-1, 0.95f, -0.02f, 0.02f, 0.095f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, false},       // hip
		{0, 1.2f, -0.135f, 0.135f, 0.09f, 1.0f, -0.25f, 0.0f, 0.5f, 0.0f, 0.0f, false},      // torso
		{1, 1.475f, -0.038f, 0.039f, 0.075f, 1.4f, -0.3f, 0.1f, 0.25f, 0.1f, 0.0f, false},   // head
		{0, 0.775f, -0.125f, 0.125f, 0.06f, 0.9f, -0.05f, 0.4f, 1.0f, 0.0f, 0.0f, false},    // upper left leg
		{3, 0.475f, -0.155f, 0.125f, 0.045f, 0.625f, -0.5f, -0.02f, 0.5f, 0.0f, 0.0f, true}, // lower left leg
		{0, 0.775f, -0.125f, 0.125f, 0.06f, 0.9f, -0.05f, 0.4f, 1.0f, 0.0f, 0.0f, false},    // upper right leg
		{5, 0.475f, -0.155f, 0.125f, 0.045f, 0.625f, -0.5f, -0.02f, 0.5f, 0.0f, 0.0f, true}, // lower right leg
		{1, 1.225f, -0.125f, 0.125f, 0.035f, 1.35f, -0.1f, 0.8f, 0.5f, 0.0f, 0.0f, false},   // upper left arm
		{7, 0.975f, -0.125f, 0.125f, 0.03f, 1.1f, -0.2f, 0.3f, 0.1f, 0.1f, 0.25f, false},    // lower left arm
		{1, 1.225f, -0.125f, 0.125f, 0.035f, 1.35f, -0.1f, 0.8f, 0.5f, 0.0f, 0.0f, false},   // upper right arm
		{9, 0.975f, -0.125f, 0.125f, 0.03f, 1.1f, -0.2f, 0.3f, 0.1f, 0.1f, 0.25f, false},    // lower right arm
	};
	// The foot, in the lower leg's frame, rounded by 0.015 m.
	const float footX[4] = {-0.03f, 0.11f, 0.11f, -0.03f}, footY[4] = {-0.185f, -0.185f, -0.16f, -0.14f};
	const float frictionTorque = 0.05f;
	Material body;
	body.friction = 0.2f;
	body.category = 2;
	body.mask = 1 | 2;
	body.group = (int16_t)-group;
	Material foot = body;
	foot.friction = 0.05f;
	foot.mask = 1;
	int first = (int)s.bodies.size();
	for (int i = 0; i < 11; ++i) {
		const Bone& b = bones[i];
		int id = s.body(Kind::Dynamic, x, y + b.y);
		s.bodies[(size_t)id].linearDamping = b.damping;
		s.bodies[(size_t)id].sleepThreshold = 0.1f; // as shared/human.c
		s.capsule(0.0f, b.c1, 0.0f, b.c2, b.r, body);
		if (b.foot)
			s.polygon(footX, footY, 4, 0.015f, foot);
		if (b.parent < 0)
			continue;
		// Both bodies stand upright at the joint's creation: the anchors are the pivot less each
		// body's position.
		const Bone& p = bones[b.parent];
		JointDesc j{first + b.parent, id, 0.0f, b.pivot - p.y, 0.0f, b.pivot - b.y};
		j.reference = b.reference * kPi;
		j.limit = true;
		j.lower = b.lower * kPi;
		j.upper = b.upper * kPi;
		j.motor = true;
		j.speed = 0.0f;
		j.maxTorque = b.friction * frictionTorque;
		j.spring = true;
		j.hertz = 5.0f;
		j.damping = 0.5f;
		s.joints.push_back(j);
	}
	return first;
}

// Box2D v3's rain: 5 floors 45 m apart (box centres at y = 0 to 180), each a row of 501 static
// boxes of 0.5 m from x = -125 to 125, all on one body. Every 8 steps, from the first, a column of
// 5 groups of 5 ragdolls 0.5 m apart is dropped, one group 40 m above each floor (so under the
// next floor up); the 40 columns are 6.25 m apart. From step 320, when all 40 are there, each
// drop first removes the old ragdolls of the column it drops, column after column: up to 1000
// ragdolls (11000 bodies, 10000 joints). The k-th ragdoll of every group is in filter group -k:
// the k-th ragdolls never collide with each other. Sleep is on, as in v3 (the ragdolls' bodies
// rest below 0.1 m/s). The description holds every ragdoll dropped in `totalSteps` steps.
Scene rain(int totalSteps)
{
	Scene s;
	s.name = "rain";
	s.sleep = true;
	const int rows = 5, columns = 40, groupSize = 5, delay = 8, gridCount = 500;
	const float gridSize = 0.5f, span = gridCount * gridSize, spacing = span / columns;
	s.body(Kind::Static, 0.0f, 0.0f);
	for (int r = 0; r < rows; ++r)
		for (int i = 0; i <= gridCount; ++i)
			s.box(0.5f * gridSize, 0.5f * gridSize, -0.5f * span + i * gridSize, 45.0f * r);
	std::vector<Event> dropped((size_t)(rows * columns));
	std::vector<bool> there((size_t)(rows * columns), false);
	int columnCount = 0, next = 0;
	for (int step = 0; step < totalSteps; step += delay) {
		bool filling = columnCount < columns;
		int column = filling ? columnCount++ : next;
		if (!filling)
			next = (next + 1) % columns;
		for (int r = 0; r < rows; ++r) {
			size_t g = (size_t)(r * columns + column);
			if (there[g])
				s.despawn(step, dropped[g]);
			s.spawn(step, [&] {
				float x = -0.5f * span + spacing * (column + 0.5f);
				for (int k = 0; k < groupSize; ++k, x += 0.5f)
					human(s, x, 40.0f + 45.0f * r, (int16_t)(k + 1));
			});
			dropped[g] = s.events.back();
			there[g] = true;
		}
	}
	s.counts = format("%d ragdolls, %d bodies", rows * columns * groupSize, rows * columns * groupSize * 11);
	// Sane: nothing NaN, no bone through its floor (below the floor's underside, over it), and
	// every joint holding (anchors within a bone's length, 0.25 m, of each other). Also said: the
	// ragdolls down (hip within 1.5 m of their floor) and still falling, the bones gone off the
	// floors' ends (ragdolls landing near an end slide off it, in Box2D v3 too), the joints' worst
	// stretch and overshoot of their angle limits, and the fastest bone.
	const float halfSpan = 0.5f * (span + gridSize);
	s.check = [halfSpan](const Scene& scene, const std::vector<BodyState>& st, bool* sane) {
		int bad = countNonFinite(st), through = 0, off = 0, alive = 0, down = 0;
		float fastest = 0.0f, gap = 0.0f, overshoot = 0.0f;
		for (size_t b = 1; b < st.size(); ++b) {
			if (!st[b].alive)
				continue;
			++alive;
			float floorY = 45.0f * std::floor(scene.bodies[b].y / 45.0f) + 0.25f; // its floor's top
			if (std::fabs(st[b].x) > halfSpan)
				++off;
			else
				through += !(st[b].y > floorY - 0.5f);
			fastest = std::max(fastest, std::hypot(st[b].vx, st[b].vy));
			if ((b - 1) % 11 == 0) // a hip
				down += st[b].y < floorY + 1.5f;
		}
		for (const JointDesc& j : scene.joints) {
			const BodyState &a = st[(size_t)j.a], &b = st[(size_t)j.b];
			if (!a.alive || !b.alive)
				continue;
			float dx = (b.x + b.c * j.bx - b.s * j.by) - (a.x + a.c * j.ax - a.s * j.ay);
			float dy = (b.y + b.s * j.bx + b.c * j.by) - (a.y + a.s * j.ax + a.c * j.ay);
			gap = std::max(gap, std::hypot(dx, dy));
			// B's angle less A's, less the reference, wrapped to a half turn either way
			float angle = std::atan2(a.c * b.s - a.s * b.c, a.c * b.c + a.s * b.s) - j.reference;
			angle = std::remainder(angle, 2.0f * kPi);
			overshoot = std::max(overshoot, std::max(j.lower - angle, angle - j.upper));
		}
		*sane = bad == 0 && through == 0 && gap < 0.25f;
		std::string text =
			format("%d ragdolls: %d down, %d falling; %d bones off the floors' ends, %d through their floor; "
				   "joints apart by up to %.3f m, past their limits by up to %.1f deg; fastest bone %.1f m/s",
				   alive / 11, down, alive / 11 - down, off, through, gap, overshoot * 180.0f / kPi, fastest);
		text += nanNote(bad);
		return text;
	};
	return s;
}

// Box2D v3's spinner: a static loop of 360 one-sided chain segments (friction 0.1), a circle of
// radius 40 about (0, 32) run clockwise so that its inside is solid; in it a rounded box of
// 0.8 x 40 m (rounding 0.2, friction 0, density 1) turned about its centre (0, 12) at 5 rad/s by
// a revolute motor of unbounded torque, never asleep; and 6076 bodies in rows of 92, 0.5 m apart
// from (-23, 2) up (capsules of radius 0.25 and length 0.5, circles of radius 0.35, squares of
// 0.7 m, in turn; density 0.25, friction 0.1, restitution 0.1). Sleep on, as in v3. Box2D 2.4.1
// gets its stand-ins for the capsules and the rounded box.
Scene spinner()
{
	Scene s;
	s.name = "spinner";
	s.sleep = true;
	const int pointCount = 360;
	const float cx = 0.0f, cy = 32.0f, radius = 40.0f;
	int ground = s.body(Kind::Static, 0.0f, 0.0f);
	std::vector<float> xs, ys;
	for (int i = 0; i < pointCount; ++i) {
		float a = -2.0f * kPi * (float)i / pointCount; // clockwise from (40, 32)
		xs.push_back(cx + radius * std::cos(a));
		ys.push_back(cy + radius * std::sin(a));
	}
	Material wall;
	wall.friction = 0.1f;
	s.chain(xs, ys, true, wall);
	int paddle = s.body(Kind::Dynamic, 0.0f, 12.0f);
	s.bodies[(size_t)paddle].allowSleep = false;
	Material smooth;
	smooth.friction = 0.0f;
	const float px[4] = {-0.4f, 0.4f, 0.4f, -0.4f}, py[4] = {-20.0f, -20.0f, 20.0f, 20.0f};
	s.polygon(px, py, 4, 0.2f, smooth);
	JointDesc motor{ground, paddle, 0.0f, 12.0f, 0.0f, 0.0f};
	motor.motor = true;
	motor.speed = 5.0f;
	motor.maxTorque = FLT_MAX;
	s.joints.push_back(motor);
	Material m;
	m.density = 0.25f;
	m.friction = 0.1f;
	m.restitution = 0.1f;
	const int count = 2 * 3038;
	float x = -23.0f, y = 2.0f;
	for (int i = 0; i < count; ++i) {
		s.body(Kind::Dynamic, x, y);
		if (i % 3 == 0)
			s.capsule(-0.25f, 0.0f, 0.25f, 0.0f, 0.25f, m);
		else if (i % 3 == 1)
			s.circle(0.35f, m);
		else
			s.box(0.35f, 0.35f, 0.0f, 0.0f, m);
		x += 0.5f;
		if (x >= 23.0f) {
			x = -23.0f;
			y += 0.5f;
		}
	}
	s.counts = format("%d dynamic bodies", count + 1);
	// Sane: nothing NaN, every body inside the loop (its centre less than 40 m from the loop's), and
	// the paddle turning at its motor's 5 rad/s.
	s.check = [paddle, cx, cy, radius](const Scene&, const std::vector<BodyState>& st, bool* sane) {
		int bad = countNonFinite(st), outside = 0, awake = 0;
		for (size_t b = 2; b < st.size(); ++b) {
			outside += !(std::hypot(st[b].x - cx, st[b].y - cy) < radius);
			awake += st[b].awake;
		}
		float w = st[(size_t)paddle].w;
		*sane = bad == 0 && outside == 0 && std::fabs(w - 5.0f) < 0.5f;
		std::string text = format("paddle at %.2f rad/s; %d/%d bodies outside the loop, %d awake", w, outside,
								  (int)st.size() - 2, awake);
		text += nanNote(bad);
		return text;
	};
	return s;
}

// A world asleep: 100 static ledges (two-sided segments 100 m long, 2 m apart) with a row of 100
// boxes of 0.5 m resting on each, 1 m apart (10,000 boxes, each touching its ledge only), all
// asleep after the untimed steps; and one pendulum that never sleeps, a ball of radius 0.5 on a
// revolute joint 5 m from its pivot, swinging clear of them. Issue 20's target: b2c steps it in
// 20 µs at most (Box2D v3: the awake bodies only).
Scene sleepingWorld()
{
	Scene s;
	s.name = "sleeping_world";
	s.sleep = true;
	const int rows = 100, columns = 100;
	int ground = s.body(Kind::Static, 0.0f, 0.0f);
	for (int r = 0; r < rows; ++r)
		s.segment(-1.0f, 2.0f * r, (float)columns, 2.0f * r);
	int bob = s.body(Kind::Dynamic, -5.0f, 2.0f * rows + 10.0f);
	s.bodies[(size_t)bob].allowSleep = false;
	s.circle(0.5f);
	s.joints.push_back(JointDesc{ground, bob, -10.0f, 2.0f * rows + 10.0f, -5.0f, 0.0f});
	int first = (int)s.bodies.size();
	for (int r = 0; r < rows; ++r)
		for (int c = 0; c < columns; ++c) {
			s.body(Kind::Dynamic, (float)c, 2.0f * r + 0.25f);
			s.box(0.25f, 0.25f);
		}
	s.counts = format("%d asleep, 1 pendulum", rows * columns);
	// Sane: nothing NaN, every box still on its ledge and asleep, the pendulum awake and 5 m from
	// its pivot.
	s.check = [bob, first](const Scene& scene, const std::vector<BodyState>& st, bool* sane) {
		int bad = countNonFinite(st), moved = 0, awake = 0;
		for (size_t b = (size_t)first; b < st.size(); ++b) {
			moved += !(std::hypot(st[b].x - scene.bodies[b].x, st[b].y - scene.bodies[b].y) < 0.05f);
			awake += st[b].awake;
		}
		const BodyState& p = st[(size_t)bob];
		float arm = std::hypot(p.x + 10.0f, p.y - scene.bodies[(size_t)bob].y);
		*sane = bad == 0 && moved == 0 && awake == 0 && p.awake && std::fabs(arm - 5.0f) < 0.1f;
		std::string text =
			format("%d/%d boxes awake, %d moved off their place; pendulum %s, arm %.3f m, "
				   "speed %.2f m/s",
				   awake, (int)st.size() - first, moved, p.awake ? "awake" : "ASLEEP", arm, std::hypot(p.vx, p.vy));
		text += nanNote(bad);
		return text;
	};
	return s;
}

// ---- running ----

int rounds = 3;   // fresh worlds each engine runs per scene (--rounds N)
int maxSteps = 0; // --steps N: at most N timed steps a scene (0: Box2D v3's count)

std::vector<Scene> allScenes()
{
	// Box2D v3's step counts (benchmark/main.c); small_pyramid is not one of v3's scenes and gets
	// large_pyramid's. sleeping_world: 60 untimed steps (its boxes fall asleep after 0.5 s), then
	// 500 timed.
	std::vector<Scene> scenes;
	auto add = [&](Scene s, int total, bool workers = false) {
		s.warm = 1;
		s.steps = total - 1;
		s.workers = workers;
		scenes.push_back(s);
	};
	add(pyramid("small_pyramid", 13), 500);
	add(pyramid("large_pyramid", 100), 500, true);
	add(manyPyramids(), 200, true);
	add(jointGrid(), 500);
	add(tumbler(), 750);
	add(smash(), 300);
	add(rain(1000), 1000, true);
	add(spinner(), 500);
	scenes.back().box2dSteps = 10; // Box2D 2.4.1: ~3 s a step
	Scene asleep = sleepingWorld();
	asleep.warm = 60;
	asleep.steps = 500;
	asleep.micro = true;
	scenes.push_back(asleep);
	return scenes;
}

std::string countsOf(const Scene& s)
{
	if (!s.counts.empty())
		return s.counts;
	int dynamic =
		(int)std::count_if(s.bodies.begin(), s.bodies.end(), [](const BodyDesc& b) { return b.kind == Kind::Dynamic; });
	return format("%d dynamic bodies", dynamic);
}

// One run, timed as Box2D v3's benchmark times it: the world is built (untimed), its first `warm`
// steps are untimed, then the `steps` steps are timed together. Processor time for one thread
// (on a shared machine it leaves out the time another process had the core); the wall clock when
// b2c runs workers (processor time would add up their threads).
template <class Engine> double timedRun(Engine& engine, const Scene& scene, bool wall)
{
	for (int i = 0; i < scene.warm; ++i)
		engine.step();
	auto steps = [&] {
		for (int i = 0; i < scene.steps; ++i)
			engine.step();
	};
	return wall ? bench::once(steps) : bench::cpuOnce(steps);
}

// ms per step (µs for a micro scene), and its unit
double perStep(const Scene& scene, double seconds)
{
	return seconds * (scene.micro ? 1e6 : 1e3) / std::max(scene.steps, 1);
}

// b2c with 1 and then 2 workers, `rounds` fresh worlds each taken in turn, wall clock; whether
// both end with the same world hash (the multi-core step must not change a bit).
void runWorkers(const Scene& scene)
{
	if (!haveWorkers()) {
		std::printf("    workers: this core has no b2cWorldDef.workerCount yet (the column appears once it does)\n");
		return;
	}
	double best[2] = {1e30, 1e30};
	uint64_t hash[2] = {0, 0};
	for (int r = 0; r < rounds; ++r) {
		for (int w = 0; w < 2; ++w) {
			Ours ours(scene, w + 1);
			best[w] = std::min(best[w], timedRun(ours, scene, true));
			hash[w] = b2cWorld_Hash(ours.world);
		}
	}
	const char* unit = scene.micro ? "us" : "ms";
	std::printf("    b2c workers (wall clock): 1 worker %8.3f %s   2 workers %8.3f %s   speed-up %.2f   hashes %s\n",
				perStep(scene, best[0]), unit, perStep(scene, best[1]), unit, best[0] / best[1],
				hash[0] == hash[1] ? "equal" : "DIFFER");
}

// Both engines over the scene, `rounds` fresh worlds each taken in turn (b2c, Box2D, b2c, ...).
// Where Box2D 2.4.1 takes seconds a step (spinner: box2dSteps), both engines are timed side by side
// over that many steps only, in one world each, for the ratio; then b2c alone over Box2D v3's
// whole window.
void run(const Scene& scene)
{
	Scene both = scene;
	int bothRounds = rounds;
	if (scene.box2dSteps > 0 && scene.box2dSteps < scene.steps) {
		both.steps = scene.box2dSteps;
		bothRounds = 1;
	}
	double best[2] = {1e30, 1e30};
	std::vector<BodyState> end[2];
	for (int r = 0; r < bothRounds; ++r) {
		{
			Ours ours(both);
			best[0] = std::min(best[0], timedRun(ours, both, false));
			if (r == bothRounds - 1)
				end[0] = ours.states();
		}
		{
			Theirs theirs(both);
			best[1] = std::min(best[1], timedRun(theirs, both, false));
			if (r == bothRounds - 1)
				end[1] = theirs.states();
		}
	}
	const char* unit = scene.micro ? "us" : "ms";
	std::string head = scene.name + " (" + countsOf(scene) + ")";
	if (both.steps == scene.steps) {
		std::printf("  %-38s b2c %8.3f %s   Box2D 2.4.1 %8.3f %s   ratio %.2f\n", head.c_str(), perStep(scene, best[0]),
					unit, perStep(scene, best[1]), unit, best[0] / best[1]);
	} else {
		double alone = 1e30;
		std::vector<BodyState> last;
		for (int r = 0; r < rounds; ++r) {
			Ours ours(scene);
			alone = std::min(alone, timedRun(ours, scene, false));
			if (r == rounds - 1)
				last = ours.states();
		}
		std::printf("  %-38s b2c %8.3f %s   Box2D 2.4.1 %8.3f %s*  ratio %.2f*\n", head.c_str(), perStep(scene, alone),
					unit, perStep(both, best[1]), unit, best[0] / best[1]);
		std::printf("    * Box2D 2.4.1 takes seconds a step here: it and the ratio over steps %d-%d only, one world "
					"each (b2c there %.3f %s)\n",
					both.warm + 1, both.warm + both.steps, perStep(both, best[0]), unit);
		bool sane = false;
		std::string what = scene.check(scene, last, &sane);
		std::printf("    steps %d-%d of %d timed, the best of %d fresh worlds; sleep %s\n", scene.warm + 1,
					scene.warm + scene.steps, scene.warm + scene.steps, rounds, scene.sleep ? "on" : "off");
		std::printf("    %-5s after %d steps: %s: %s\n", "b2c", scene.warm + scene.steps, sane ? "sane" : "NOT SANE",
					what.c_str());
	}
	if (both.steps == scene.steps)
		std::printf("    steps %d-%d of %d timed, the best of %d fresh worlds each (taken in turn); sleep %s\n",
					scene.warm + 1, scene.warm + scene.steps, scene.warm + scene.steps, rounds,
					scene.sleep ? "on" : "off");
	const char* engine[2] = {"b2c", "Box2D"};
	for (int e = 0; e < 2; ++e) {
		bool sane = false;
		std::string what = scene.check(scene, end[e], &sane);
		std::printf("    %-5s after %d steps: %s: %s\n", engine[e], both.warm + both.steps, sane ? "sane" : "NOT SANE",
					what.c_str());
	}
	if (scene.workers)
		runWorkers(scene);
	std::fflush(stdout);
}

// b2c alone, on one world: WARM steps, then the best of ROUNDS rounds of STEPS steps (processor
// time, as everywhere here and as Lua's os.clock), for bench/world_lua.lua to compare with.
int runB2cOnly(const Scene& scene, int warm, int roundCount, int steps)
{
	Ours ours(scene);
	for (int i = 0; i < warm; ++i)
		ours.step();
	double best = 1e30;
	for (int r = 0; r < roundCount; ++r)
		best = std::min(best, bench::cpuOnce([&] {
							for (int i = 0; i < steps; ++i)
								ours.step();
						}));
	std::printf("%.4f\n", best * 1000.0 / steps);
	return 0;
}

// Other processes sharing the cores slow Box2D 2.4.1's memory-bound passes more than b2c's:
// the load average tells how far to trust this run.
std::string loadNote()
{
	double load = 0.0;
	std::FILE* f = std::fopen("/proc/loadavg", "r");
	bool known = f != nullptr && std::fscanf(f, "%lf", &load) == 1;
	if (f != nullptr)
		std::fclose(f);
	return known ? format("; load average %.2f", load) : "";
}

const Scene* find(const std::vector<Scene>& scenes, const char* name)
{
	for (const Scene& s : scenes)
		if (s.name == name)
			return &s;
	std::fprintf(stderr, "world_bench: no scene '%s'\n", name);
	return nullptr;
}

} // namespace

int main(int argc, char** argv)
{
	std::vector<Scene> scenes = allScenes();
	if (argc == 6 && std::strcmp(argv[1], "--b2c") == 0) {
		const Scene* s = find(scenes, argv[2]);
		return s ? runB2cOnly(*s, std::atoi(argv[3]), std::atoi(argv[4]), std::atoi(argv[5])) : 1;
	}
	std::vector<std::string> names;
	for (int i = 1; i < argc; ++i) {
		if (std::strcmp(argv[i], "--box2d-no-ccd") == 0)
			box2dContinuous = false;
		else if (std::strcmp(argv[i], "--box2d-capsule-circles") == 0)
			box2dCapsuleCircles = true;
		else if (std::strcmp(argv[i], "--rounds") == 0 && i + 1 < argc && std::atoi(argv[i + 1]) > 0)
			rounds = std::atoi(argv[++i]);
		else if (std::strcmp(argv[i], "--steps") == 0 && i + 1 < argc && std::atoi(argv[i + 1]) > 0)
			maxSteps = std::atoi(argv[++i]);
		else if (find(scenes, argv[i]))
			names.push_back(argv[i]);
		else
			return 1;
	}
	std::printf("bench world: ms per step (processor time), b2c (4 sub-steps) against Box2D 2.4.1 (8/3 iterations%s), "
				"scenes of Box2D v3's benchmark/ with its step counts, timing and sleep (ratio < 1: b2c faster)%s\n",
				box2dContinuous ? "" : ", continuous collision off", loadNote().c_str());
	for (Scene& s : scenes)
		if (names.empty() || std::find(names.begin(), names.end(), s.name) != names.end()) {
			if (maxSteps > 0)
				s.steps = std::min(s.steps, maxSteps);
			run(s);
		}
	return 0;
}
