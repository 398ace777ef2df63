// SPDX-License-Identifier: MIT
// b2c: bodies: creation, destruction, mass from their shapes, and their state.
#include "joint_internal.h"
#include "b2c/check.h"
#include "stage_broad_phase.h"
#include "stage_sleep.h"

#include <float.h>
#include <math.h>
#include <string.h>

b2cBodyDef b2cDefaultBodyDef(void)
{
	b2cBodyDef def;
	memset(&def, 0, sizeof def);
	def.type = b2cBody_static;
	def.gravityScale = 1.0f;
	def.awake = true;
	def.allowSleep = true;
	def.sleepThreshold = B2C_DEFAULT_SLEEP_THRESHOLD;
	def.enabled = true;
	return def;
}

b2cBody *b2cGetBody(const b2cWorld *world, b2cBodyId id)
{
	if (id.index < 0 || id.index >= b2cGetIdCapacity(&world->bodyIds))
		return NULL;
	b2cBody *body = &world->bodies[id.index];
	return body->alive && body->generation == id.generation ? body : NULL;
}

bool b2cWorld_IsValidBody(const b2cWorld *world, b2cBodyId id) { return b2cGetBody(world, id) != NULL; }

int32_t b2cWorld_GetNextBodyIndex(const b2cWorld *world) { return b2cPeekId(&world->bodyIds); }

b2cBodyId b2cWorld_CreateBody(b2cWorld *world, const b2cBodyDef *def)
{
	b2cBodyId none = {B2C_NULL_INDEX, 0};
	if (b2cCheckBodyDef(def).rule != b2cRule_none)
		return none;
	int index = b2cAllocSlot(&world->bodyIds, (void **)&world->bodies, &world->bodyCapacity, sizeof(b2cBody));
	if (index < 0)
		return none;
	b2cBody *body = &world->bodies[index];
	uint32_t generation = body->generation, floor = body->generationFloor;
	memset(body, 0, sizeof *body);
	body->generation = generation;
	body->generationFloor = floor;
	body->alive = true;
	body->type = def->type;
	body->xf = (b2cTransform){def->position, b2cMakeRot(def->angle)};
	body->givenAngle = def->angle;
	body->givenQ = body->xf.q;
	body->center = def->position;
	body->v = def->type == b2cBody_static ? b2cVec2_zero : def->linearVelocity;
	body->w = def->type == b2cBody_static ? 0.0f : def->angularVelocity;
	body->linearDamping = def->linearDamping;
	body->angularDamping = def->angularDamping;
	body->gravityScale = def->gravityScale;
	body->fixedRotation = def->fixedRotation || def->motionLocks.angularZ;
	body->lockX = def->motionLocks.linearX;
	body->lockY = def->motionLocks.linearY;
	body->sleepThreshold = def->sleepThreshold;
	body->disabled = !def->enabled;
	// (a body that may not sleep is never made asleep: Box2D v3 wakes it too)
	body->awake = def->awake || def->type == b2cBody_kinematic || !def->allowSleep;
	body->allowSleep = def->allowSleep;
	body->bullet = def->bullet;
	body->shapeList = B2C_NULL_INDEX;
	body->contactList = B2C_NULL_INDEX;
	body->jointList = B2C_NULL_INDEX;
	body->userData = def->userData;
	if (body->disabled)
		body->awake = false;
	if (body->lockX)
		body->v.x = 0.0f;
	if (body->lockY)
		body->v.y = 0.0f;
	if (body->fixedRotation)
		body->w = 0.0f;
	b2cUpdateBodyMass(world, index); // (which notes it in the awake set)
	return (b2cBodyId){index, generation};
}

void b2cWorld_DestroyBody(b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL)
		return;
	// Its joints and contacts in one walk of each list, then its shapes and chains (no contact
	// left to look for).
	b2cDestroyBodyJoints(world, id.index);
	b2cDestroyBodyContacts(world, id.index);
	b2cDestroyBodyShapes(world, id.index);
	body->alive = false;
	b2cNoteBody(world, id.index); // (its contacts and joints are gone: the body alone)
	body->generation = b2cNextGeneration(body->generation, body->generationFloor);
	b2cFreeId(&world->bodyIds, id.index);
}

// The farthest point of the body's shapes from its centre of mass.
static void setMaxExtent(const b2cWorld *world, b2cBody *body)
{
	body->maxExtent = 0.0f;
	for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next)
		body->maxExtent =
			b2cMaxFloat(body->maxExtent, b2cShapeGeometry_GetExtent(&world->shapeGeometry[s], body->localCenter));
}

// The mass, centre and inertia of the body's shapes (a dynamic body's).
static void computeShapesMass(const b2cWorld *world, b2cBody *body)
{
	float mass = 0.0f, inertiaAtOrigin = 0.0f;
	b2cVec2 weighted = b2cVec2_zero;
	for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
		const b2cShape *shape = &world->shapes[s];
		if (shape->density == 0.0f)
			continue;
		b2cMassData md = b2cShapeGeometry_ComputeMass(b2cGeometryOf(world, shape), shape->density);
		mass += md.mass;
		weighted = b2cMulAdd(weighted, md.mass, md.center);
		inertiaAtOrigin += md.rotationalInertia + md.mass * b2cDot(md.center, md.center);
	}
	// A mass or an inertia too small to invert in single precision (a denormal: a density of 1e-40,
	// a circle of radius 1e-10) counts as none; its inverse would be infinite, and the body NaN. So
	// does one too large for it (several shapes each near the limit: their sum overflows).
	bool overflow = !(isfinite(mass) && b2cIsValidVec2(weighted) && isfinite(inertiaAtOrigin));
	if (mass > 0.0f && isfinite(1.0f / mass) && !overflow) {
		body->mass = mass;
		body->invMass = 1.0f / mass;
		body->localCenter = b2cMulSV(body->invMass, weighted);
	} else {
		body->mass = 1.0f; // a dynamic body without mass would not move under forces
		body->invMass = 1.0f;
	}
	float inertia = inertiaAtOrigin - body->mass * b2cDot(body->localCenter, body->localCenter);
	if (inertia > 0.0f && isfinite(1.0f / inertia) && !overflow && !body->fixedRotation) {
		body->inertia = inertia;
		body->invInertia = 1.0f / inertia;
	}
}

// The mass the user set (b2cBody_SetMassData) in place of the shapes' (a dynamic body's): a mass
// too small to invert counts as 1, an inertia too small as none (no turning), as the shapes'.
static void applyMassOverride(b2cBody *body)
{
	const b2cMassData *md = &body->overrideMass;
	body->localCenter = md->center;
	if (md->mass > 0.0f && isfinite(1.0f / md->mass)) {
		body->mass = md->mass;
		body->invMass = 1.0f / md->mass;
	} else {
		body->mass = 1.0f;
		body->invMass = 1.0f;
	}
	float inertia = md->rotationalInertia;
	if (inertia > 0.0f && isfinite(1.0f / inertia) && !body->fixedRotation) {
		body->inertia = inertia;
		body->invInertia = 1.0f / inertia;
	}
}

// Mass, centre and inertia about the centre from the shapes; a dynamic body never has zero mass.
void b2cUpdateBodyMass(b2cWorld *world, int32_t index)
{
	b2cBody *body = &world->bodies[index];
	b2cNoteBody(world, index); // (its centre may move: the step's start notes it again)
	body->massDirty = false;
	body->mass = body->invMass = body->inertia = body->invInertia = 0.0f;
	body->localCenter = b2cVec2_zero;
	body->minExtent = FLT_MAX;
	body->maxExtent = 0.0f;
	for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
		const b2cShapeGeometry *g = &world->shapeGeometry[s];
		float extent;
		if (g->type == b2cShape_polygon) {
			// the distance from the centroid to the nearest edge, plus the rounding
			extent = FLT_MAX;
			for (int i = 0; i < g->polygon.count; ++i)
				extent = b2cMinFloat(
					extent, b2cDot(g->polygon.normals[i], b2cSub(g->polygon.vertices[i], g->polygon.centroid)));
			extent += g->polygon.radius;
		} else {
			extent = b2cMaxFloat(b2cShapeGeometry_GetRadius(g), B2C_LINEAR_SLOP);
		}
		body->minExtent = b2cMinFloat(body->minExtent, extent);
	}
	if (body->type != b2cBody_dynamic) {
		setMaxExtent(world, body);
		body->center = b2cTransformPoint(body->xf, body->localCenter);
		return;
	}
	if (body->massOverride)
		applyMassOverride(body);
	else
		computeShapesMass(world, body);
	if (body->lockX && body->lockY)
		body->invMass = 0.0f; // (the solver never moves it along either axis: exact for joints too)
	setMaxExtent(world, body);
	body->center = b2cTransformPoint(body->xf, body->localCenter);
}

void b2cMarkBodyMass(b2cWorld *world, int32_t index)
{
	world->bodies[index].massDirty = true;
	world->massDirty = true;
}

void b2cUpdateDirtyMass(const b2cWorld *world, int32_t index)
{
	if (index >= 0 && index < b2cGetIdCapacity(&world->bodyIds) && world->bodies[index].alive &&
		world->bodies[index].massDirty)
		b2cUpdateBodyMass((b2cWorld *)world, index);
}

void b2cUpdateDirtyMasses(const b2cWorld *world)
{
	if (!world->massDirty)
		return; // (no body's shapes changed: no walk over the bodies)
	int count = b2cGetIdCapacity(&world->bodyIds);
	for (int32_t i = 0; i < count; ++i)
		if (world->bodies[i].alive && world->bodies[i].massDirty)
			b2cUpdateBodyMass((b2cWorld *)world, i);
	((b2cWorld *)world)->massDirty = false;
}

b2cTransform b2cBody_GetTransform(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body ? body->xf : b2cTransform_identity;
}

// A body's state takes finite numbers only (the rules of a body definition, check.h): a setter
// refuses others and returns false, the body as it was.
bool b2cBody_SetTransform(b2cWorld *world, b2cBodyId id, b2cVec2 position, float angle)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || b2cCheckVector(b2cField_position, position) != b2cRule_none ||
		b2cCheckValue(b2cField_angle, angle) != b2cRule_none)
		return false;
	b2cUpdateDirtyMass(world, id.index);
	body->xf = (b2cTransform){position, b2cMakeRot(angle)};
	body->givenAngle = angle;
	body->givenQ = body->xf.q;
	body->turns = 0;
	body->center = b2cTransformPoint(body->xf, body->localCenter);
	b2cWakeBody(world, id.index);
	b2cMoveBodyShapes(world, body, b2cVec2_zero);
	b2cNoteBody(world, id.index); // (a static body moved: its contacts' boxes are tested again)
	return true;
}

// The angle given plus the turn since: the rotation from the given one to the one now (its angle,
// in [-pi, pi], precise however far the body turned: a body that did not turn, or only by the
// rounding of a renormalization, reads the angle given), and the whole turns that the angles of
// the two rotations and the turns counted since say lie between them. The angle given itself while
// the body has not turned (the same bits: a float the rotation cannot give back).
float b2cBody_GetTotalAngle(const b2cWorld *world, b2cBodyId id)
{
	const b2cBody *body = b2cGetBody(world, id);
	if (body == NULL)
		return 0.0f;
	b2cRot q = body->xf.q, given = body->givenQ;
	if (body->turns == 0 && q.c == given.c && q.s == given.s)
		return body->givenAngle;
	const double turn = 6.28318530717958647692;
	double c = (double)given.c * q.c + (double)given.s * q.s, s = (double)given.c * q.s - (double)given.s * q.c;
	double r = (double)b2cAtan2((float)s, (float)c);
	double coarse = (double)b2cRot_GetAngle(q) - (double)b2cRot_GetAngle(given) + turn * body->turns;
	return (float)((double)body->givenAngle + r + turn * round((coarse - r) / turn));
}

b2cVec2 b2cBody_GetWorldCenter(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	b2cUpdateDirtyMass(world, id.index);
	return body ? body->center : b2cVec2_zero;
}

b2cVec2 b2cBody_GetLinearVelocity(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body ? body->v : b2cVec2_zero;
}

bool b2cBody_SetLinearVelocity(b2cWorld *world, b2cBodyId id, b2cVec2 v)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || b2cCheckVector(b2cField_linearVelocity, v) != b2cRule_none)
		return false;
	if (body->type != b2cBody_static) {
		if (body->lockX)
			v.x = 0.0f;
		if (body->lockY)
			v.y = 0.0f;
		body->v = v;
		if (b2cLengthSquared(v) > 0.0f)
			b2cWakeBody(world, id.index);
	}
	return true;
}

float b2cBody_GetAngularVelocity(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body ? body->w : 0.0f;
}

bool b2cBody_SetAngularVelocity(b2cWorld *world, b2cBodyId id, float w)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || b2cCheckValue(b2cField_angularVelocity, w) != b2cRule_none)
		return false;
	if (body->type != b2cBody_static && !body->fixedRotation) {
		body->w = w;
		if (w != 0.0f)
			b2cWakeBody(world, id.index);
	}
	return true;
}

float b2cBody_GetMass(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	b2cUpdateDirtyMass(world, id.index);
	return body && body->type == b2cBody_dynamic ? body->mass : 0.0f;
}

float b2cBody_GetInertia(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	b2cUpdateDirtyMass(world, id.index);
	return body ? body->inertia : 0.0f;
}

b2cBodyType b2cBody_GetType(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body ? body->type : b2cBody_static;
}

// A sum or product that overflowed single precision, again in double precision and saturated at
// the largest float (NaN, which finite input cannot give, as 0): forces, torques and velocities
// applied past single precision stay finite (the step then bounds the speeds).
static float saturate(double x)
{
	if (x != x)
		return 0.0f;
	return x > FLT_MAX ? FLT_MAX : x < -FLT_MAX ? -FLT_MAX : (float)x;
}

// cross(point - center, v) in double precision.
static double crossFrom(b2cVec2 point, b2cVec2 center, b2cVec2 v)
{
	return ((double)point.x - center.x) * v.y - ((double)point.y - center.y) * v.x;
}

void b2cBody_ApplyForce(b2cWorld *world, b2cBodyId id, b2cVec2 force, b2cVec2 point)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || body->type != b2cBody_dynamic)
		return;
	b2cUpdateDirtyMass(world, id.index);
	b2cVec2 sum = b2cAdd(body->force, force);
	float torque = body->torque + b2cCross(b2cSub(point, body->center), force);
	if (!b2cIsValidVec2(sum))
		sum = (b2cVec2){saturate((double)body->force.x + force.x), saturate((double)body->force.y + force.y)};
	if (!isfinite(torque))
		torque = saturate(body->torque + crossFrom(point, body->center, force));
	body->force = sum;
	body->torque = torque;
	b2cWakeBody(world, id.index);
}

void b2cBody_ApplyTorque(b2cWorld *world, b2cBodyId id, float torque)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body && body->type == b2cBody_dynamic) {
		float sum = body->torque + torque;
		body->torque = isfinite(sum) ? sum : saturate((double)body->torque + torque);
		b2cWakeBody(world, id.index);
	}
}

void b2cBody_ApplyLinearImpulse(b2cWorld *world, b2cBodyId id, b2cVec2 impulse, b2cVec2 point)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || body->type != b2cBody_dynamic)
		return;
	b2cUpdateDirtyMass(world, id.index);
	b2cVec2 v = b2cMulAdd(body->v, body->invMass, impulse);
	float w = body->w + body->invInertia * b2cCross(b2cSub(point, body->center), impulse);
	if (!b2cIsValidVec2(v))
		v = (b2cVec2){saturate(body->v.x + (double)body->invMass * impulse.x),
					  saturate(body->v.y + (double)body->invMass * impulse.y)};
	if (!isfinite(w))
		w = saturate(body->w + (double)body->invInertia * crossFrom(point, body->center, impulse));
	if (body->lockX)
		v.x = 0.0f;
	if (body->lockY)
		v.y = 0.0f;
	body->v = v;
	body->w = w;
	b2cWakeBody(world, id.index);
}

void b2cBody_ApplyAngularImpulse(b2cWorld *world, b2cBodyId id, float impulse)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body && body->type == b2cBody_dynamic) {
		b2cUpdateDirtyMass(world, id.index);
		float w = body->w + body->invInertia * impulse;
		body->w = isfinite(w) ? w : saturate(body->w + (double)body->invInertia * impulse);
		b2cWakeBody(world, id.index);
	}
}

int32_t b2cBody_GetFirstShape(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body ? body->shapeList : B2C_NULL_INDEX;
}

int32_t b2cWorld_GetNextShape(const b2cWorld *world, int32_t shapeIndex) { return world->shapes[shapeIndex].next; }

bool b2cBody_IsAwake(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body != NULL && body->type != b2cBody_static && body->awake;
}

void b2cBody_SetAwake(b2cWorld *world, b2cBodyId id, bool awake)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || body->type != b2cBody_dynamic)
		return;
	if (awake) {
		b2cWakeBody(world, id.index);
	} else {
		b2cSetBodyAwake(world, id.index, false);
		body->sleepTime = 0.0f;
		body->v = b2cVec2_zero;
		body->w = 0.0f;
	}
}

bool b2cBody_SetType(b2cWorld *world, b2cBodyId id, b2cBodyType type)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || (unsigned)type > (unsigned)b2cBody_dynamic)
		return false;
	if (body->type == type)
		return true;
	// Wake what it touches now (a support may turn dynamic), then rebuild its contacts.
	b2cWakeBody(world, id.index);
	b2cDestroyBodyContacts(world, id.index);
	body->type = type;
	if (type == b2cBody_static) {
		body->v = b2cVec2_zero;
		body->w = 0.0f;
	}
	b2cSetBodyAwake(world, id.index, type != b2cBody_static && !body->disabled);
	body->sleepTime = 0.0f;
	b2cUpdateBodyMass(world, id.index);
	b2cMoveBodyProxies(world, id.index); // (into the tree of its new type, buffered)
	return true;
}

// ---- runtime settings ----

// A setting's value checked by its field's rule (check.h): false, nothing changed, when refused.
static b2cBody *checkedBody(const b2cWorld *world, b2cBodyId id, b2cField field, float value)
{
	b2cBody *body = b2cGetBody(world, id);
	return body != NULL && b2cCheckValue(field, value) == b2cRule_none ? body : NULL;
}

bool b2cBody_SetLinearDamping(b2cWorld *world, b2cBodyId id, float damping)
{
	b2cBody *body = checkedBody(world, id, b2cField_linearDamping, damping);
	if (body != NULL)
		body->linearDamping = damping;
	return body != NULL;
}

float b2cBody_GetLinearDamping(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body ? body->linearDamping : 0.0f;
}

bool b2cBody_SetAngularDamping(b2cWorld *world, b2cBodyId id, float damping)
{
	b2cBody *body = checkedBody(world, id, b2cField_angularDamping, damping);
	if (body != NULL)
		body->angularDamping = damping;
	return body != NULL;
}

float b2cBody_GetAngularDamping(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body ? body->angularDamping : 0.0f;
}

bool b2cBody_SetGravityScale(b2cWorld *world, b2cBodyId id, float scale)
{
	b2cBody *body = checkedBody(world, id, b2cField_gravityScale, scale);
	if (body == NULL)
		return false;
	if (body->gravityScale != scale)
		b2cWakeBody(world, id.index); // (a body asleep on the ground would float on asleep)
	body->gravityScale = scale;
	return true;
}

float b2cBody_GetGravityScale(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body ? body->gravityScale : 0.0f;
}

void b2cBody_SetBullet(b2cWorld *world, b2cBodyId id, bool bullet)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body != NULL)
		body->bullet = bullet;
}

bool b2cBody_IsBullet(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body != NULL && body->bullet;
}

void b2cBody_SetFixedRotation(b2cWorld *world, b2cBodyId id, bool fixed)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || body->fixedRotation == fixed)
		return;
	body->fixedRotation = fixed;
	if (fixed)
		body->w = 0.0f;
	b2cUpdateBodyMass(world, id.index);
	b2cWakeBody(world, id.index);
}

bool b2cBody_IsFixedRotation(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body != NULL && body->fixedRotation;
}

void b2cBody_EnableSleep(b2cWorld *world, b2cBodyId id, bool enable)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL)
		return;
	body->allowSleep = enable;
	if (!enable)
		b2cWakeBody(world, id.index);
}

bool b2cBody_IsSleepEnabled(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body != NULL && body->allowSleep;
}

bool b2cBody_SetSleepThreshold(b2cWorld *world, b2cBodyId id, float threshold)
{
	b2cBody *body = checkedBody(world, id, b2cField_sleepThreshold, threshold);
	if (body != NULL)
		body->sleepThreshold = threshold;
	return body != NULL;
}

float b2cBody_GetSleepThreshold(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body ? body->sleepThreshold : 0.0f;
}

// Wake what the body touches and what it is jointed to (it is about to vanish from under them, or
// to come back among them).
static void wakeNeighbours(b2cWorld *world, int32_t index)
{
	const b2cBody *body = &world->bodies[index];
	for (int32_t key = body->contactList; key != B2C_NULL_INDEX;) {
		const b2cContact *contact = &world->contacts[key >> 1];
		int edge = key & 1;
		key = contact->edges[edge].nextKey;
		b2cWakeBody(world, contact->edges[edge ^ 1].body);
	}
	for (int32_t key = body->jointList; key != B2C_NULL_INDEX;) {
		const b2cJoint *joint = &world->joints[key >> 1];
		int edge = key & 1;
		key = joint->edges[edge].nextKey;
		if (joint->edges[edge ^ 1].body != B2C_NULL_INDEX)
			b2cWakeBody(world, joint->edges[edge ^ 1].body);
	}
}

static bool wakeShapeBody(b2cShapeId shape, void *context)
{
	b2cWorld *world = (b2cWorld *)context;
	b2cWakeBody(world, world->shapes[shape.index].body);
	return true;
}

void b2cBody_SetEnabled(b2cWorld *world, b2cBodyId id, bool enabled)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || body->disabled == !enabled)
		return;
	if (!enabled) {
		wakeNeighbours(world, id.index);
		b2cDestroyBodyContacts(world, id.index);
		body->disabled = true;
		b2cSetBodyAwake(world, id.index, false);
		body->sleepTime = 0.0f;
		return;
	}
	body->disabled = false;
	b2cNoteBody(world, id.index);
	b2cWakeBody(world, id.index);
	wakeNeighbours(world, id.index);
	// its shapes' pairs are found again at the next step; what sleeps where they come back wakes
	// (a static body's pair with a sleeping one would never be updated)
	for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
		b2cTouchShapeProxy(world, s);
		b2cWorld_QueryAABB(world, world->shapes[s].aabb, wakeShapeBody, world);
	}
}

bool b2cBody_IsEnabled(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body != NULL && !body->disabled;
}

void b2cBody_SetMotionLocks(b2cWorld *world, b2cBodyId id, b2cMotionLocks locks)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL)
		return;
	body->lockX = locks.linearX;
	body->lockY = locks.linearY;
	body->fixedRotation = locks.angularZ;
	if (body->lockX)
		body->v.x = 0.0f;
	if (body->lockY)
		body->v.y = 0.0f;
	if (body->fixedRotation)
		body->w = 0.0f;
	b2cUpdateBodyMass(world, id.index);
	b2cWakeBody(world, id.index); // (a body held asleep by a lock may move once it is gone)
}

b2cMotionLocks b2cBody_GetMotionLocks(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	b2cMotionLocks locks = {false, false, false};
	if (body != NULL)
		locks = (b2cMotionLocks){body->lockX, body->lockY, body->fixedRotation};
	return locks;
}

// The body's centre of mass moved in its frame (a mass override): its contacts' manifolds, anchored
// from the centre, are computed afresh at the next step instead of recycled.
static void forgetAnchorsIfMoved(b2cWorld *world, int32_t index, b2cVec2 localCenterBefore)
{
	const b2cBody *body = &world->bodies[index];
	if (body->localCenter.x == localCenterBefore.x && body->localCenter.y == localCenterBefore.y)
		return;
	for (int32_t key = body->contactList; key != B2C_NULL_INDEX;) {
		const b2cContact *contact = &world->contacts[key >> 1];
		key = contact->edges[key & 1].nextKey;
		if (contact->points != B2C_NULL_INDEX)
			world->contactPoints[contact->points].cache.valid = false;
	}
}

bool b2cBody_SetMassData(b2cWorld *world, b2cBodyId id, b2cMassData md)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || b2cCheckValue(b2cField_mass, md.mass) != b2cRule_none ||
		b2cCheckVector(b2cField_center, md.center) != b2cRule_none ||
		b2cCheckValue(b2cField_rotationalInertia, md.rotationalInertia) != b2cRule_none)
		return false;
	if (body->type != b2cBody_dynamic)
		return true; // (Box2D ignores it too)
	b2cUpdateDirtyMass(world, id.index);
	b2cVec2 before = body->localCenter;
	body->massOverride = true;
	body->overrideMass = md;
	b2cUpdateBodyMass(world, id.index); // (its centre may move: its origin stays)
	forgetAnchorsIfMoved(world, id.index, before);
	b2cWakeBody(world, id.index);
	return true;
}

b2cMassData b2cBody_GetMassData(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	b2cMassData md = {0.0f, {0.0f, 0.0f}, 0.0f};
	if (body == NULL)
		return md;
	b2cUpdateDirtyMass(world, id.index);
	md.center = body->localCenter;
	if (body->type == b2cBody_dynamic) {
		md.mass = body->mass;
		md.rotationalInertia = body->inertia;
	}
	return md;
}

void b2cBody_ResetMassData(b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL)
		return;
	b2cUpdateDirtyMass(world, id.index);
	b2cVec2 before = body->localCenter;
	body->massOverride = false;
	memset(&body->overrideMass, 0, sizeof body->overrideMass);
	b2cUpdateBodyMass(world, id.index);
	forgetAnchorsIfMoved(world, id.index, before);
	b2cWakeBody(world, id.index);
}

bool b2cBody_HasMassOverride(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	return body != NULL && body->massOverride;
}

b2cVec2 b2cBody_GetLocalCenter(const b2cWorld *world, b2cBodyId id)
{
	b2cBody *body = b2cGetBody(world, id);
	b2cUpdateDirtyMass(world, id.index);
	return body ? body->localCenter : b2cVec2_zero;
}

b2cVec2 b2cBody_GetWorldPoint(const b2cWorld *world, b2cBodyId id, b2cVec2 localPoint)
{
	return b2cTransformPoint(b2cBody_GetTransform(world, id), localPoint);
}

b2cVec2 b2cBody_GetLocalPoint(const b2cWorld *world, b2cBodyId id, b2cVec2 worldPoint)
{
	return b2cInvTransformPoint(b2cBody_GetTransform(world, id), worldPoint);
}

b2cVec2 b2cBody_GetWorldVector(const b2cWorld *world, b2cBodyId id, b2cVec2 localVector)
{
	return b2cRotateVector(b2cBody_GetTransform(world, id).q, localVector);
}

b2cVec2 b2cBody_GetLocalVector(const b2cWorld *world, b2cBodyId id, b2cVec2 worldVector)
{
	return b2cInvRotateVector(b2cBody_GetTransform(world, id).q, worldVector);
}

b2cVec2 b2cBody_GetLinearVelocityFromWorldPoint(const b2cWorld *world, b2cBodyId id, b2cVec2 worldPoint)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL)
		return b2cVec2_zero;
	b2cUpdateDirtyMass(world, id.index);
	return b2cAdd(body->v, b2cCrossSV(body->w, b2cSub(worldPoint, body->center)));
}

b2cVec2 b2cBody_GetLinearVelocityFromLocalPoint(const b2cWorld *world, b2cBodyId id, b2cVec2 localPoint)
{
	return b2cBody_GetLinearVelocityFromWorldPoint(world, id, b2cBody_GetWorldPoint(world, id, localPoint));
}

void b2cBody_ApplyForceToCenter(b2cWorld *world, b2cBodyId id, b2cVec2 force)
{
	b2cBody *body = b2cGetBody(world, id);
	if (body == NULL || body->type != b2cBody_dynamic)
		return;
	b2cVec2 sum = b2cAdd(body->force, force);
	if (!b2cIsValidVec2(sum))
		sum = (b2cVec2){saturate((double)body->force.x + force.x), saturate((double)body->force.y + force.y)};
	body->force = sum;
	b2cWakeBody(world, id.index);
}
