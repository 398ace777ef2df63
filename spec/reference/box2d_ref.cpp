// Reference answers from Box2D 2.4.1 (Debian's libbox2d-dev) for the differential specs.
// Reads one request per line on stdin, writes one answer line per request on stdout:
//   poly N x1 y1 ... xN yN          -> "hull N x1 y1 ..." then "mass m cx cy I" (density 1,
//                                      I about the centre of mass, polygon skin radius ignored
//                                      as 2.4.1 does for mass)
//   circle r cx cy                  -> "mass m cx cy I"
//   raypoly N pts.. px py a x1 y1 x2 y2 maxf   -> "hit f nx ny" or "miss" (radius set to 0)
//   raycircle r cx cy px py a x1 y1 x2 y2 maxf -> same
//   rayedge ax ay bx by px py a x1 y1 x2 y2 maxf -> same (two-sided edge)
//   aabbpoly N pts.. px py a        -> "aabb lx ly ux uy" (radius set to 0)
//   collidepp N pts.. px py a M pts.. px py a  -> "manifold count nx ny x1 y1 s1 ..." (world manifold;
//                                      polygons keep their 0.01 m skin)
//   collidepc N pts.. px py a r cx cy px py a  -> polygon and circle, same answer
//   collideep ax ay bx by px py a M pts.. px py a -> a two-sided edge and a polygon (both with
//                                      their 0.01 m skin), same answer
//   collidecc r cx cy px py a r cx cy px py a  -> two circles, same answer
//   distpp N pts.. px py a M pts.. px py a     -> "distance d ax ay bx by" (GJK with radii: the skins)
//   distpc N pts.. px py a r cx cy px py a     -> polygon and circle, same answer
//   toipp N pts.. SWEEP M pts.. SWEEP tMax     -> "toi state t"; SWEEP = lcx lcy c0x c0y cx cy a0 a
//   restpp N pts.. M pts.. px py steps         -> "rest x y angle": a static polygon at the origin, a
//                                      dynamic one (density 1) dropped at (px, py), gravity -10,
//                                      `steps` steps of 1/60 s (8 and 3 iterations)
//   restep ax ay bx by M pts.. px py steps     -> the same on a static edge
#include <box2d/box2d.h>
#include <box2d/b2_distance.h>
#include <box2d/b2_time_of_impact.h>

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

static void printMass(const b2MassData& md)
{
	// 2.4.1 gives the inertia about the shape origin: move it to the centre of mass.
	float centroidal = md.I - md.mass * b2Dot(md.center, md.center);
	std::printf("mass %.9g %.9g %.9g %.9g\n", md.mass, md.center.x, md.center.y, centroidal);
}

static void readPolygon(std::istringstream& in, b2PolygonShape& shape)
{
	int n;
	in >> n;
	b2Vec2 points[b2_maxPolygonVertices];
	for (int i = 0; i < n; ++i)
		in >> points[i].x >> points[i].y;
	shape.Set(points, n);
}

static b2Transform readTransform(std::istringstream& in)
{
	float px, py, angle;
	in >> px >> py >> angle;
	return b2Transform(b2Vec2(px, py), b2Rot(angle));
}

static b2RayCastInput readRay(std::istringstream& in)
{
	b2RayCastInput ray;
	in >> ray.p1.x >> ray.p1.y >> ray.p2.x >> ray.p2.y >> ray.maxFraction;
	return ray;
}

static void printRay(const b2Shape& shape, const b2RayCastInput& ray, const b2Transform& xf)
{
	b2RayCastOutput out;
	if (shape.RayCast(&out, ray, xf, 0))
		std::printf("hit %.9g %.9g %.9g\n", out.fraction, out.normal.x, out.normal.y);
	else
		std::printf("miss\n");
}

static void printManifold(const b2Manifold& m, const b2Transform& xfA, float rA, const b2Transform& xfB, float rB)
{
	b2WorldManifold wm;
	wm.Initialize(&m, xfA, rA, xfB, rB);
	std::printf("manifold %d %.9g %.9g", m.pointCount, wm.normal.x, wm.normal.y);
	for (int i = 0; i < m.pointCount; ++i)
		std::printf(" %.9g %.9g %.9g", wm.points[i].x, wm.points[i].y, wm.separations[i]);
	std::printf("\n");
}

static void readCircle(std::istringstream& in, b2CircleShape& shape)
{
	in >> shape.m_radius >> shape.m_p.x >> shape.m_p.y;
}

static void printDistance(const b2Shape& a, const b2Transform& xfA, const b2Shape& b, const b2Transform& xfB)
{
	b2DistanceInput input;
	input.proxyA.Set(&a, 0);
	input.proxyB.Set(&b, 0);
	input.transformA = xfA;
	input.transformB = xfB;
	input.useRadii = true;
	b2SimplexCache cache;
	cache.count = 0;
	b2DistanceOutput out;
	b2Distance(&out, &cache, &input);
	std::printf("distance %.9g %.9g %.9g %.9g %.9g\n", out.distance, out.pointA.x, out.pointA.y, out.pointB.x, out.pointB.y);
}

static b2Sweep readSweep(std::istringstream& in)
{
	b2Sweep s;
	in >> s.localCenter.x >> s.localCenter.y >> s.c0.x >> s.c0.y >> s.c.x >> s.c.y >> s.a0 >> s.a;
	s.alpha0 = 0.0f;
	return s;
}

int main()
{
	std::string line;
	while (std::getline(std::cin, line)) {
		std::istringstream in(line);
		std::string op;
		in >> op;
		if (op == "poly") {
			b2PolygonShape shape;
			readPolygon(in, shape);
			std::printf("hull %d", shape.m_count);
			for (int i = 0; i < shape.m_count; ++i)
				std::printf(" %.9g %.9g", shape.m_vertices[i].x, shape.m_vertices[i].y);
			std::printf("\n");
			b2MassData md;
			shape.ComputeMass(&md, 1.0f);
			printMass(md);
		} else if (op == "circle") {
			b2CircleShape shape;
			readCircle(in, shape);
			b2MassData md;
			shape.ComputeMass(&md, 1.0f);
			printMass(md);
		} else if (op == "raypoly") {
			b2PolygonShape shape;
			readPolygon(in, shape);
			shape.m_radius = 0.0f;
			b2Transform xf = readTransform(in);
			printRay(shape, readRay(in), xf);
		} else if (op == "raycircle") {
			b2CircleShape shape;
			readCircle(in, shape);
			b2Transform xf = readTransform(in);
			printRay(shape, readRay(in), xf);
		} else if (op == "rayedge") {
			b2Vec2 a, b;
			in >> a.x >> a.y >> b.x >> b.y;
			b2EdgeShape shape;
			shape.SetTwoSided(a, b);
			b2Transform xf = readTransform(in);
			printRay(shape, readRay(in), xf);
		} else if (op == "aabbpoly") {
			b2PolygonShape shape;
			readPolygon(in, shape);
			shape.m_radius = 0.0f;
			b2AABB box;
			shape.ComputeAABB(&box, readTransform(in), 0);
			std::printf("aabb %.9g %.9g %.9g %.9g\n", box.lowerBound.x, box.lowerBound.y, box.upperBound.x, box.upperBound.y);
		} else if (op == "collidepp") {
			b2PolygonShape a, b;
			readPolygon(in, a);
			b2Transform xfA = readTransform(in);
			readPolygon(in, b);
			b2Transform xfB = readTransform(in);
			b2Manifold m;
			b2CollidePolygons(&m, &a, xfA, &b, xfB);
			printManifold(m, xfA, a.m_radius, xfB, b.m_radius);
		} else if (op == "collideep") {
			b2Vec2 a, b;
			in >> a.x >> a.y >> b.x >> b.y;
			b2EdgeShape edge;
			edge.SetTwoSided(a, b);
			b2Transform xfA = readTransform(in);
			b2PolygonShape polygon;
			readPolygon(in, polygon);
			b2Transform xfB = readTransform(in);
			b2Manifold m;
			b2CollideEdgeAndPolygon(&m, &edge, xfA, &polygon, xfB);
			printManifold(m, xfA, edge.m_radius, xfB, polygon.m_radius);
		} else if (op == "collidepc") {
			b2PolygonShape a;
			b2CircleShape b;
			readPolygon(in, a);
			b2Transform xfA = readTransform(in);
			readCircle(in, b);
			b2Transform xfB = readTransform(in);
			b2Manifold m;
			b2CollidePolygonAndCircle(&m, &a, xfA, &b, xfB);
			printManifold(m, xfA, a.m_radius, xfB, b.m_radius);
		} else if (op == "collidecc") {
			b2CircleShape a, b;
			readCircle(in, a);
			b2Transform xfA = readTransform(in);
			readCircle(in, b);
			b2Transform xfB = readTransform(in);
			b2Manifold m;
			b2CollideCircles(&m, &a, xfA, &b, xfB);
			printManifold(m, xfA, a.m_radius, xfB, b.m_radius);
		} else if (op == "distpp") {
			b2PolygonShape a, b;
			readPolygon(in, a);
			b2Transform xfA = readTransform(in);
			readPolygon(in, b);
			b2Transform xfB = readTransform(in);
			printDistance(a, xfA, b, xfB);
		} else if (op == "distpc") {
			b2PolygonShape a;
			b2CircleShape b;
			readPolygon(in, a);
			b2Transform xfA = readTransform(in);
			readCircle(in, b);
			b2Transform xfB = readTransform(in);
			printDistance(a, xfA, b, xfB);
		} else if (op == "toipp") {
			b2PolygonShape a, b;
			readPolygon(in, a);
			b2Sweep sweepA = readSweep(in);
			readPolygon(in, b);
			b2Sweep sweepB = readSweep(in);
			b2TOIInput input;
			input.proxyA.Set(&a, 0);
			input.proxyB.Set(&b, 0);
			input.sweepA = sweepA;
			input.sweepB = sweepB;
			in >> input.tMax;
			b2TOIOutput out;
			b2TimeOfImpact(&out, &input);
			std::printf("toi %d %.9g\n", (int)out.state, out.t);
		} else if (op == "restpp" || op == "restep") {
			b2World world(b2Vec2(0.0f, -10.0f));
			b2BodyDef groundDef;
			b2Body* ground = world.CreateBody(&groundDef);
			if (op == "restpp") {
				b2PolygonShape shape;
				readPolygon(in, shape);
				ground->CreateFixture(&shape, 0.0f);
			} else {
				b2Vec2 a, b;
				in >> a.x >> a.y >> b.x >> b.y;
				b2EdgeShape shape;
				shape.SetTwoSided(a, b);
				ground->CreateFixture(&shape, 0.0f);
			}
			b2PolygonShape shape;
			readPolygon(in, shape);
			b2BodyDef bodyDef;
			bodyDef.type = b2_dynamicBody;
			int steps;
			in >> bodyDef.position.x >> bodyDef.position.y >> steps;
			b2Body* body = world.CreateBody(&bodyDef);
			body->CreateFixture(&shape, 1.0f);
			for (int i = 0; i < steps; ++i)
				world.Step(1.0f / 60.0f, 8, 3);
			std::printf("rest %.9g %.9g %.9g\n", body->GetPosition().x, body->GetPosition().y, body->GetAngle());
		} else {
			std::printf("error unknown request '%s'\n", op.c_str());
		}
	}
	return 0;
}
