// SPDX-License-Identifier: MIT
// libFuzzer target: a world built from arbitrary bodies, shapes, chains and joints (all seven
// types), changed between steps and stepped many times.
//
// Input: the world's gravity and a flags byte (sleeping, contact reuse, a pre-solve callback,
// impulse reports, 2 or 3 workers), then operations, one byte each and their arguments: create a body, a shape, a
// chain or a joint; step (dt, sub-steps, repeats); destroy a body, shape, chain or joint; set a
// body's transform, velocity, force or impulse, type or awake state; change a joint's setting,
// flag or target; change a shape's filter; query the world (AABB, shape overlap, ray cast) and
// draw it. Handles are kept after their objects die: later operations use them too (the core
// must refuse them).
//
// Tame inputs are those the Lua binding accepts (its checks are repeated here: a positive
// radius, a non-negative density, limits in order, a dt >= 0, ...) whose floats are all at most
// TAME_LIMIT in magnitude and whose shapes are no smaller than the linear slop (any density: a
// mass too small to invert counts as none); on those, no body position, angle or velocity ever becomes NaN or
// infinite. Any other input must only not crash, trip a sanitizer or leak. The world is destroyed
// at the end and every byte it took must be back.
#include "fuzz_input.h"

#define MAX_BODIES 24
#define MAX_SHAPES 48
#define MAX_CHAINS 8
#define MAX_JOINTS 24
#define MAX_OPS 160
#define MAX_STEPS 240

typedef struct Fuzz {
	FuzzInput in;
	b2cWorld *world;
	b2cBodyId bodies[MAX_BODIES];
	int bodyCount;
	b2cShapeId shapes[MAX_SHAPES];
	int shapeCount;
	b2cChainId chains[MAX_CHAINS];
	int chainCount;
	b2cJointId joints[MAX_JOINTS];
	int jointCount;
	int steps;
	bool preSolveResult;
	int callbacks;
} Fuzz;

static b2cBodyId pickBody(Fuzz *f)
{
	int i = fuzzByte(&f->in);
	return f->bodyCount == 0 ? (b2cBodyId){-1, 0} : f->bodies[i % f->bodyCount];
}

static b2cShapeId pickShape(Fuzz *f)
{
	int i = fuzzByte(&f->in);
	return f->shapeCount == 0 ? (b2cShapeId){-1, 0} : f->shapes[i % f->shapeCount];
}

static b2cJointId pickJoint(Fuzz *f)
{
	int i = fuzzByte(&f->in);
	return f->jointCount == 0 ? (b2cJointId){-1, 0} : f->joints[i % f->jointCount];
}

static float nonNegative(FuzzInput *in)
{
	float x = fuzzFloat(in);
	fuzzRequire(in, x >= 0.0f);
	return x;
}

static b2cFilter fuzzFilter(FuzzInput *in)
{
	b2cFilter filter = {0x0001, 0xffff, 0};
	uint8_t kind = fuzzByte(in);
	if (kind & 1) {
		filter.categoryBits = fuzzU16(in);
		filter.maskBits = fuzzU16(in);
		filter.groupIndex = (int16_t)fuzzU16(in);
	}
	return filter;
}

static b2cShapeDef fuzzShapeDef(FuzzInput *in)
{
	b2cShapeDef def = b2cDefaultShapeDef();
	def.density = nonNegative(in);
	def.friction = nonNegative(in);
	def.restitution = nonNegative(in);
	def.isSensor = (fuzzByte(in) & 7) == 0;
	def.filter = fuzzFilter(in);
	return def;
}

static void createBody(Fuzz *f)
{
	FuzzInput *in = &f->in;
	b2cBodyDef def = b2cDefaultBodyDef();
	def.type = (b2cBodyType)fuzzInt(in, 3);
	def.position = fuzzVec2(in);
	def.angle = fuzzFloat(in);
	def.linearVelocity = fuzzVec2(in);
	def.angularVelocity = fuzzFloat(in);
	def.linearDamping = nonNegative(in);
	def.angularDamping = nonNegative(in);
	def.gravityScale = fuzzFloat(in);
	uint8_t flags = fuzzByte(in);
	def.fixedRotation = flags & 1;
	def.bullet = flags & 2;
	def.awake = !(flags & 4);
	def.allowSleep = !(flags & 8);
	if (f->bodyCount == MAX_BODIES)
		return;
	// A definition the core's rules refuse (check.h: a position that is not finite...) makes nothing.
	b2cBodyId id = b2cWorld_CreateBody(f->world, &def);
	FUZZ_CHECK((id.index >= 0) == (b2cCheckBodyDef(&def).rule == b2cRule_none));
	if (id.index < 0)
		return;
	f->bodies[f->bodyCount++] = id;
}

static void createShape(Fuzz *f)
{
	b2cBodyId body = pickBody(f);
	b2cShapeGeometry g = fuzzShape(&f->in, false);
	b2cShapeDef def = fuzzShapeDef(&f->in);
	if (f->shapeCount == MAX_SHAPES)
		return;
	b2cShapeId id = b2cBody_CreateShape(f->world, body, &def, &g);
	FUZZ_CHECK((id.index >= 0) ==
			   (b2cWorld_IsValidBody(f->world, body) && b2cCheckShapeDef(&def).rule == b2cRule_none &&
				b2cShapeGeometry_Check(&g, def.density) == b2cGeometry_ok));
	if (id.index >= 0)
		f->shapes[f->shapeCount++] = id;
}

static void createChain(Fuzz *f)
{
	FuzzInput *in = &f->in;
	b2cBodyId body = pickBody(f);
	int count = 2 + fuzzInt(in, 7);
	bool loop = fuzzBool(in);
	b2cVec2 points[8];
	for (int i = 0; i < count; ++i)
		points[i] = fuzzVec2(in);
	b2cShapeDef def = fuzzShapeDef(in);
	// The binding's checks: enough points, consecutive ones (and a loop's ends) apart.
	fuzzRequire(in, count >= (loop ? 3 : 2));
	for (int i = 0; i + 1 < count; ++i)
		fuzzRequire(in, b2cDistance(points[i], points[i + 1]) >= B2C_LINEAR_SLOP);
	fuzzRequire(in, !loop || b2cDistance(points[count - 1], points[0]) >= B2C_LINEAR_SLOP);
	if (f->chainCount == MAX_CHAINS)
		return;
	b2cChainId id = b2cBody_CreateChain(f->world, body, &def, points, count, loop);
	if (id.index < 0)
		return;
	f->chains[f->chainCount++] = id;
	for (int i = 0; i < b2cChain_GetSegmentCount(f->world, id) && f->shapeCount < MAX_SHAPES; ++i)
		f->shapes[f->shapeCount++] = b2cChain_GetSegment(f->world, id, i);
}

static void createJoint(Fuzz *f)
{
	FuzzInput *in = &f->in;
	b2cJointType type = (b2cJointType)fuzzInt(in, b2cJoint_typeCount);
	b2cJointDef def = b2cDefaultJointDef(type);
	bool worldA = (fuzzByte(in) & 3) == 0 || type == b2cJoint_mouse;
	def.bodyA = pickBody(f);
	if (worldA)
		def.bodyA = (b2cBodyId){B2C_NO_BODY, 0};
	def.bodyB = pickBody(f);
	uint8_t flags = fuzzByte(in);
	def.collideConnected = flags & 1;
	def.enableSpring = flags & 2;
	def.enableLimit = flags & 4;
	def.enableMotor = flags & 8;
	def.localAnchorA = fuzzVec2(in);
	def.localAnchorB = fuzzVec2(in);
	def.referenceAngle = fuzzFloat(in);
	switch (type) {
	case b2cJoint_distance:
		def.length = nonNegative(in);
		def.minLength = nonNegative(in);
		def.maxLength = nonNegative(in);
		fuzzRequire(in, def.minLength <= def.maxLength);
		def.hertz = nonNegative(in);
		def.dampingRatio = nonNegative(in);
		def.motorSpeed = fuzzFloat(in);
		def.maxMotorForce = nonNegative(in);
		break;
	case b2cJoint_revolute:
	case b2cJoint_prismatic:
	case b2cJoint_wheel:
		if (type != b2cJoint_revolute) {
			def.localAxisA = fuzzVec2(in);
			fuzzRequire(in, b2cLength(def.localAxisA) >= 1.0e-6f); // the binding normalizes it
		}
		def.lower = fuzzFloat(in);
		def.upper = fuzzFloat(in);
		fuzzRequire(in, def.lower <= def.upper);
		def.hertz = nonNegative(in);
		def.dampingRatio = nonNegative(in);
		def.motorSpeed = fuzzFloat(in);
		def.maxMotorForce = nonNegative(in);
		def.maxMotorTorque = nonNegative(in);
		break;
	case b2cJoint_weld:
		def.linearHertz = nonNegative(in);
		def.angularHertz = nonNegative(in);
		def.dampingRatio = nonNegative(in);
		break;
	case b2cJoint_mouse:
		def.target = fuzzVec2(in);
		def.hertz = nonNegative(in);
		def.dampingRatio = nonNegative(in);
		def.maxForce = nonNegative(in);
		break;
	default:
		def.linearOffset = fuzzVec2(in);
		def.angularOffset = fuzzFloat(in);
		def.maxForce = nonNegative(in);
		def.maxTorque = nonNegative(in);
		def.correctionFactor = fuzzFloat(in);
		fuzzRequire(in, def.correctionFactor >= 0.0f && def.correctionFactor <= 1.0f);
		break;
	}
	if (f->jointCount == MAX_JOINTS)
		return;
	b2cJointId id = b2cWorld_CreateJoint(f->world, &def);
	if (id.index >= 0)
		f->joints[f->jointCount++] = id;
}

// Every body's position, angle and velocity are finite (tame inputs only).
static void checkBodies(Fuzz *f)
{
	for (int i = 0; i < f->bodyCount; ++i) {
		b2cBodyId body = f->bodies[i];
		if (!b2cWorld_IsValidBody(f->world, body))
			continue;
		b2cTransform xf = b2cBody_GetTransform(f->world, body);
		if (!f->in.tame)
			continue;
		FUZZ_CHECK(fuzzFiniteVec2(xf.p) && fuzzFinite(xf.q.c) && fuzzFinite(xf.q.s));
		FUZZ_CHECK(fuzzFiniteVec2(b2cBody_GetWorldCenter(f->world, body)));
		FUZZ_CHECK(fuzzFiniteVec2(b2cBody_GetLinearVelocity(f->world, body)));
		FUZZ_CHECK(fuzzFinite(b2cBody_GetAngularVelocity(f->world, body)));
	}
}

static bool preSolve(b2cContactInfo *contact, void *context)
{
	Fuzz *f = (Fuzz *)context;
	FUZZ_CHECK(contact->manifold.pointCount >= 0 && contact->manifold.pointCount <= 2);
	FUZZ_CHECK(b2cWorld_IsValidShape(f->world, contact->shapeA) && b2cWorld_IsValidShape(f->world, contact->shapeB));
	f->callbacks++;
	f->preSolveResult = !f->preSolveResult;
	return f->preSolveResult;
}

static void step(Fuzz *f)
{
	FuzzInput *in = &f->in;
	static const float dts[8] = {1.0f / 60.0f,  1.0f / 30.0f, 1.0f / 120.0f, 0.0f,
								 1.0f / 240.0f, 0.1f,         1.0f / 60.0f,  -1.0f};
	uint8_t choice = fuzzByte(in);
	float dt = (choice & 0x80) ? fuzzFloat(in) : dts[choice & 7];
	int subSteps = 1 + fuzzInt(in, 8);
	int repeats = 1 + fuzzInt(in, 16);
	fuzzRequire(in, dt >= 0.0f);
	for (int r = 0; r < repeats && f->steps < MAX_STEPS; ++r, ++f->steps) {
		b2cWorld_Step(f->world, dt, subSteps);
		FUZZ_CHECK(!b2cWorld_IsLocked(f->world));
		b2cContactEvents events = b2cWorld_GetContactEvents(f->world);
		FUZZ_CHECK(events.beginCount >= 0 && events.endCount >= 0 && events.impulseCount >= 0);
		for (int i = 0; i < events.beginCount; ++i)
			FUZZ_CHECK(events.begin[i].manifold.pointCount <= 2);
		checkBodies(f);
	}
	b2cWorldCounters counters = b2cWorld_GetCounters(f->world);
	FUZZ_CHECK(counters.bodyCount >= 0 && counters.touchingCount <= counters.contactCount);
	FUZZ_CHECK(b2cWorld_CheckAwakeSet(f->world) == NULL); // (what the steps' passes walk holds all it must)
}

static bool onOverlap(b2cShapeId shape, void *context)
{
	Fuzz *f = (Fuzz *)context;
	FUZZ_CHECK(b2cWorld_IsValidShape(f->world, shape));
	return ++f->callbacks % 7 != 0;
}

static float onRay(b2cShapeId shape, b2cVec2 point, b2cVec2 normal, float fraction, void *context)
{
	Fuzz *f = (Fuzz *)context;
	(void)point;
	(void)normal;
	FUZZ_CHECK(b2cWorld_IsValidShape(f->world, shape));
	switch (++f->callbacks % 4) {
	case 0:
		return -1.0f;
	case 1:
		return fraction;
	case 2:
		return 1.0f;
	default:
		return 0.0f;
	}
}

static void drawPolygon(const b2cVec2 *vertices, int count, float radius, b2cDrawColor color, void *context)
{
	(void)radius;
	(void)context;
	FUZZ_CHECK(vertices != NULL && count >= 1 && count <= B2C_MAX_POLYGON_VERTICES && color < b2cDrawColor_count);
}

static void drawCircle(b2cVec2 center, float radius, b2cDrawColor color, void *context)
{
	(void)center, (void)radius, (void)context;
	FUZZ_CHECK(color < b2cDrawColor_count);
}

static void drawCapsule(b2cVec2 p1, b2cVec2 p2, float radius, b2cDrawColor color, void *context)
{
	(void)p1, (void)p2, (void)radius, (void)context;
	FUZZ_CHECK(color < b2cDrawColor_count);
}

static void drawSegment(b2cVec2 p1, b2cVec2 p2, b2cDrawColor color, void *context)
{
	(void)p1, (void)p2, (void)context;
	FUZZ_CHECK(color < b2cDrawColor_count);
}

static void drawPoint(b2cVec2 p, float size, b2cDrawColor color, void *context)
{
	(void)p, (void)size, (void)context;
	FUZZ_CHECK(color < b2cDrawColor_count);
}

static void query(Fuzz *f)
{
	FuzzInput *in = &f->in;
	switch (fuzzInt(in, 4)) {
	case 0: {
		b2cAABB box = {fuzzVec2(in), fuzzVec2(in)};
		b2cWorld_QueryAABB(f->world, box, onOverlap, f);
		break;
	}
	case 1: {
		b2cShapeGeometry g = fuzzShape(in, false);
		b2cTransform xf = fuzzTransform(in);
		b2cWorld_OverlapShape(f->world, &g, xf, onOverlap, f);
		break;
	}
	case 2: {
		b2cVec2 p1 = fuzzVec2(in), p2 = fuzzVec2(in);
		b2cWorld_CastRay(f->world, p1, p2, onRay, f);
		b2cShapeId shape = pickShape(f);
		(void)b2cShape_RayCast(f->world, shape, p1, p2, 1.0f);
		(void)b2cShape_TestPoint(f->world, shape, p1);
		(void)b2cShape_GetAABB(f->world, shape);
		break;
	}
	default: {
		uint8_t flags = fuzzByte(in);
		b2cDebugDraw draw = {drawPolygon, drawCircle, drawCapsule, drawSegment, drawPoint, flags & 1,
							 flags & 2,   flags & 4,  flags & 8,   flags & 16,  f};
		b2cWorld_Draw(f->world, &draw);
		break;
	}
	}
}

static void changeBody(Fuzz *f)
{
	FuzzInput *in = &f->in;
	int what = fuzzInt(in, 8);
	b2cBodyId body = pickBody(f);
	switch (what) {
	case 0: {
		b2cVec2 p = fuzzVec2(in);
		b2cBody_SetTransform(f->world, body, p, fuzzFloat(in));
		break;
	}
	case 1:
		b2cBody_SetLinearVelocity(f->world, body, fuzzVec2(in));
		b2cBody_SetAngularVelocity(f->world, body, fuzzFloat(in));
		break;
	case 2: {
		b2cVec2 force = fuzzVec2(in), point = fuzzVec2(in);
		b2cBody_ApplyForce(f->world, body, force, point);
		b2cBody_ApplyTorque(f->world, body, fuzzFloat(in));
		break;
	}
	case 3: {
		b2cVec2 impulse = fuzzVec2(in), point = fuzzVec2(in);
		b2cBody_ApplyLinearImpulse(f->world, body, impulse, point);
		b2cBody_ApplyAngularImpulse(f->world, body, fuzzFloat(in));
		break;
	}
	case 4:
		b2cBody_SetType(f->world, body, (b2cBodyType)fuzzInt(in, 3));
		break;
	case 5:
		b2cBody_SetAwake(f->world, body, fuzzBool(in));
		break;
	case 6:
		b2cWorld_SetGravity(f->world, fuzzVec2(in));
		break;
	default: {
		// read everything the body reports
		(void)b2cBody_GetMass(f->world, body);
		(void)b2cBody_GetInertia(f->world, body);
		(void)b2cBody_GetType(f->world, body);
		(void)b2cBody_IsAwake(f->world, body);
		for (int32_t s = b2cBody_GetFirstShape(f->world, body); s >= 0; s = b2cWorld_GetNextShape(f->world, s))
			FUZZ_CHECK(s < 1 << 20);
		for (int32_t j = b2cBody_GetFirstJoint(f->world, body); j >= 0; j = b2cBody_GetNextJoint(f->world, body, j))
			FUZZ_CHECK(b2cWorld_IsValidJoint(f->world, b2cWorld_GetJointId(f->world, j)));
		break;
	}
	}
}

static void changeJoint(Fuzz *f)
{
	FuzzInput *in = &f->in;
	b2cJointId joint = pickJoint(f);
	switch (fuzzInt(in, 4)) {
	case 0: {
		b2cJointParam param = (b2cJointParam)fuzzInt(in, b2cJointParam_count);
		float value = fuzzFloat(in);
		// The core's rules (check.h): a value they refuse is not set, and the world stays as it was.
		bool accepted = b2cWorld_IsValidJoint(f->world, joint) &&
						b2cJoint_CheckParam(f->world, joint, param, value).rule == b2cRule_none;
		FUZZ_CHECK(b2cJoint_SetParam(f->world, joint, param, value) == accepted);
		break;
	}
	case 1:
		b2cJoint_SetFlag(f->world, joint, (b2cJointFlag)fuzzInt(in, 4), fuzzBool(in));
		break;
	case 2:
		if (fuzzBool(in))
			b2cJoint_SetTarget(f->world, joint, fuzzVec2(in));
		else
			b2cJoint_SetLinearOffset(f->world, joint, fuzzVec2(in));
		break;
	default:
		(void)b2cJoint_GetAnchorA(f->world, joint);
		(void)b2cJoint_GetAnchorB(f->world, joint);
		(void)b2cJoint_GetReactionForce(f->world, joint, 60.0f);
		(void)b2cJoint_GetReactionTorque(f->world, joint, 60.0f);
		(void)b2cJoint_GetPosition(f->world, joint);
		(void)b2cJoint_GetSpeed(f->world, joint);
		(void)b2cJoint_GetDef(f->world, joint);
		(void)b2cJoint_GetBodyA(f->world, joint);
		(void)b2cJoint_GetBodyB(f->world, joint);
		break;
	}
}

static void destroy(Fuzz *f)
{
	FuzzInput *in = &f->in;
	switch (fuzzInt(in, 4)) {
	case 0:
		b2cWorld_DestroyBody(f->world, pickBody(f));
		break;
	case 1:
		b2cWorld_DestroyShape(f->world, pickShape(f));
		break;
	case 2: {
		int i = fuzzByte(in);
		if (f->chainCount > 0)
			b2cWorld_DestroyChain(f->world, f->chains[i % f->chainCount]);
		break;
	}
	default:
		b2cWorld_DestroyJoint(f->world, pickJoint(f));
		break;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static Fuzz f;
	memset(&f, 0, sizeof f);
	f.in = fuzzInput(data, size);
	int64_t bytes = b2cGetByteCount();

	b2cWorldDef def = b2cDefaultWorldDef();
	def.gravity = fuzzVec2(&f.in);
	uint8_t flags = fuzzByte(&f.in);
	if (flags & 1)
		def.timeToSleep = 0.0f;
	if (flags & 2)
		def.contactReuseDistance = 0.0f;
	if (flags & 16)
		def.workerCount = 2 + (flags >> 5 & 1); // (the step split over 2 or 3 threads of its own)
	f.world = b2cCreateWorld(&def);
	FUZZ_CHECK((f.world != NULL) == (b2cCheckWorldDef(&def).rule == b2cRule_none)); // (gravity not finite)
	if (f.world == NULL)
		return 0;
	if (flags & 4)
		b2cWorld_SetPreSolveCallback(f.world, preSolve, &f);
	b2cWorld_EnableImpulseReports(f.world, flags & 8);

	for (int op = 0; op < MAX_OPS && fuzzMore(&f.in); ++op) {
		switch (fuzzInt(&f.in, 12)) {
		case 0:
		case 1:
			createBody(&f);
			break;
		case 2:
		case 3:
			createShape(&f);
			break;
		case 4:
			createChain(&f);
			break;
		case 5:
			createJoint(&f);
			break;
		case 6:
		case 7:
			step(&f);
			break;
		case 8:
			destroy(&f);
			break;
		case 9:
			changeBody(&f);
			break;
		case 10:
			changeJoint(&f);
			break;
		default:
			if (fuzzBool(&f.in)) {
				b2cShapeId shape = pickShape(&f);
				b2cFilter filter = fuzzFilter(&f.in);
				b2cShape_SetFilter(f.world, shape, filter);
			} else {
				query(&f);
			}
			break;
		}
	}
	// A last few steps, so that what was built moves.
	for (int i = 0; i < 10 && f.steps < MAX_STEPS; ++i, ++f.steps) {
		b2cWorld_Step(f.world, 1.0f / 60.0f, 4);
		checkBodies(&f);
	}
	fuzzCheckSerializes(f.world);
	b2cDestroyWorld(f.world);
	FUZZ_CHECK(b2cGetByteCount() == bytes);
	return 0;
}
