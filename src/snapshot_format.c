// SPDX-License-Identifier: MIT
// b2c: the serialized form of a snapshot. Versioned and portable: every field is written on its
// own, little-endian (floats by their bits), so no padding or pointer ever reaches the bytes, and
// the same state always gives the same bytes. One function per struct both writes and reads it
// (a Stream knows which), so the two directions cannot drift apart.
//
// Layout: a 32-byte header (magic "b2c snap", version, header size, payload size, b2cChecksum of
// the payload), then the payload: the world's settings and counters, the broad-phase
// tree and move buffer, the five id pools, the slots of bodies, shapes, chains, contacts and
// joints up to the ids ever handed out, and the pending events. The pair map is rebuilt from the
// contacts (its layout is no state: it only answers lookups).
//
// Loading checks the header and the checksum (a truncated or damaged string), then decodes, then
// checks every index the engine will follow (lists, tree links, pools, ids) before anything uses
// the state: bytes that pass the checksum but were made by hand cannot crash the engine either.
#include "snapshot_internal.h"
#include "stage_broad_phase.h"
#include "tree_internal.h"

#include <string.h>

// 2: joints no longer keep a point mass (the solver builds it from the anchors at every sub-step)
// 3: a contact's cache holds its points' anchors and the bodies' rotations (contact recycling)
// 4: the world's maxLinearSpeed, enableContinuous and enableSleep; a body's fast flag; a joint's
//    constraint tuning
// 5: a wheel joint's masses across and along its axis
// 6: a body's sleep threshold, enabled flag, linear motion locks and mass override; joints: gear,
//    pulley, friction and filter types, break thresholds and breaks, spring targets, a revolute
//    joint's counted turns (at the end of each joint's record); a shape's rolling resistance,
//    tangent speed and event switches; the world's hit event threshold; the pending hit events
// 7: a broad-phase tree per body type, and the static tree's change count
// 8: a body's total angle: the angle given, its rotation, the turns since (at the end of its record)
#define FORMAT_VERSION B2C_SNAPSHOT_FORMAT_VERSION
#define HEADER_SIZE 32u
static const unsigned char s_magic[8] = {'b', '2', 'c', ' ', 's', 'n', 'a', 'p'};

#if defined(__x86_64__) && !defined(_WIN32)
// A field added to one of these structs must be added to its function below too.
_Static_assert(sizeof(b2cBody) == 208, "b2cBody changed: update snapshot_format.c");
_Static_assert(sizeof(b2cShape) == 112, "b2cShape changed: update snapshot_format.c");
_Static_assert(sizeof(b2cShapeGeometry) == 152, "b2cShapeGeometry changed: update snapshot_format.c");
_Static_assert(sizeof(b2cChain) == 24, "b2cChain changed: update snapshot_format.c");
_Static_assert(sizeof(b2cContact) == 60, "b2cContact changed: update snapshot_format.c");
// (its tangentAdjust is set at each update, before the solver reads it: not saved)
_Static_assert(sizeof(b2cContactPoints) == 128, "b2cContactPoints changed: update snapshot_format.c");
_Static_assert(sizeof(b2cJoint) == 456, "b2cJoint changed: update snapshot_format.c");
// (b2cWorldDef: 52 bytes of state, then the workers, which a snapshot leaves out: ioWorldDef)
_Static_assert(sizeof(b2cWorldDef) == 80, "b2cWorldDef changed: update snapshot_format.c");
_Static_assert(sizeof(b2cTreeNode) == 32, "b2cTreeNode changed: update snapshot_format.c");
#endif

// ---- the stream ----

typedef struct Stream {
	unsigned char *data; ///< NULL while counting the size
	size_t size, at;
	bool reading;
	bool failed; ///< read past the end, or a value no writer writes
} Stream;

static bool take(Stream *s, size_t n)
{
	if (s->failed || (s->reading && s->size - s->at < n)) {
		s->failed = true;
		return false;
	}
	return true;
}

static void ioU32(Stream *s, uint32_t *v)
{
	if (!take(s, 4)) {
		*v = 0;
		return;
	}
	unsigned char *p = s->data ? s->data + s->at : NULL;
	s->at += 4;
	if (p == NULL)
		return;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	if (s->reading)
		memcpy(v, p, 4);
	else
		memcpy(p, v, 4);
#else
	if (s->reading)
		*v = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
	else
		for (int i = 0; i < 4; ++i)
			p[i] = (unsigned char)(*v >> (8 * i));
#endif
}

static void ioU64(Stream *s, uint64_t *v)
{
	uint32_t lo = (uint32_t)*v, hi = (uint32_t)(*v >> 32);
	ioU32(s, &lo);
	ioU32(s, &hi);
	*v = (uint64_t)hi << 32 | lo;
}

static void ioI32(Stream *s, int32_t *v)
{
	uint32_t u = (uint32_t)*v;
	ioU32(s, &u);
	*v = (int32_t)u;
}

static void ioF32(Stream *s, float *v)
{
	uint32_t u;
	memcpy(&u, v, sizeof u);
	ioU32(s, &u);
	memcpy(v, &u, sizeof u);
}

// Booleans and 16-bit fields take 4 bytes too: simpler, and the payload compresses well anyway.
static void ioBool(Stream *s, bool *v)
{
	uint32_t u = *v ? 1u : 0u;
	ioU32(s, &u);
	if (u > 1u)
		s->failed = true;
	*v = u == 1u;
}

static void ioU16(Stream *s, uint16_t *v)
{
	uint32_t u = *v;
	ioU32(s, &u);
	if (u > 0xffffu)
		s->failed = true;
	*v = (uint16_t)u;
}

static void ioI16(Stream *s, int16_t *v)
{
	int32_t i = *v;
	ioI32(s, &i);
	if (i < INT16_MIN || i > INT16_MAX)
		s->failed = true;
	*v = (int16_t)i;
}

// An enum of `count` values.
#define IO_ENUM(s, field, count)             \
	do {                                     \
		int32_t value_ = (int32_t)(field);   \
		ioI32((s), &value_);                 \
		if (value_ < 0 || value_ >= (count)) \
			(s)->failed = true, value_ = 0;  \
		(field) = value_;                    \
	} while (0)

static void ioVec2(Stream *s, b2cVec2 *v)
{
	ioF32(s, &v->x);
	ioF32(s, &v->y);
}

static void ioRot(Stream *s, b2cRot *q)
{
	ioF32(s, &q->c);
	ioF32(s, &q->s);
}

static void ioTransform(Stream *s, b2cTransform *xf)
{
	ioVec2(s, &xf->p);
	ioRot(s, &xf->q);
}

static void ioAABB(Stream *s, b2cAABB *box)
{
	ioVec2(s, &box->lower);
	ioVec2(s, &box->upper);
}

static void ioSoftness(Stream *s, b2cSoftness *soft)
{
	ioF32(s, &soft->biasRate);
	ioF32(s, &soft->massScale);
	ioF32(s, &soft->impulseScale);
}

// An array count read back must fit in what is left (every element takes at least 4 bytes): a
// damaged count never makes a huge allocation.
static void ioCount(Stream *s, int32_t *count)
{
	ioI32(s, count);
	if (s->reading && (*count < 0 || (size_t)*count > (s->size - s->at) / 4)) {
		s->failed = true;
		*count = 0;
	}
}

// ---- the structs ----

static void ioWorldDef(Stream *s, b2cWorldDef *d)
{
	ioVec2(s, &d->gravity);
	ioF32(s, &d->timeToSleep);
	ioF32(s, &d->contactHertz);
	ioF32(s, &d->contactDampingRatio);
	ioF32(s, &d->contactPushMaxVelocity);
	ioF32(s, &d->restitutionThreshold);
	ioF32(s, &d->contactReuseDistance);
	ioF32(s, &d->jointHertz);
	ioF32(s, &d->jointDampingRatio);
	ioF32(s, &d->maxLinearSpeed);
	ioBool(s, &d->enableContinuous);
	ioBool(s, &d->enableSleep);
	ioF32(s, &d->hitEventThreshold);
	// (workerCount and the task system are not state: a restore keeps the live world's)
}

static void ioBody(Stream *s, b2cBody *b)
{
	IO_ENUM(s, b->type, 3);
	ioU32(s, &b->generation);
	ioU32(s, &b->generationFloor);
	ioBool(s, &b->alive);
	ioTransform(s, &b->xf);
	ioVec2(s, &b->center);
	ioVec2(s, &b->localCenter);
	ioVec2(s, &b->v);
	ioF32(s, &b->w);
	ioVec2(s, &b->force);
	ioF32(s, &b->torque);
	ioF32(s, &b->mass);
	ioF32(s, &b->invMass);
	ioF32(s, &b->inertia);
	ioF32(s, &b->invInertia);
	ioF32(s, &b->linearDamping);
	ioF32(s, &b->angularDamping);
	ioF32(s, &b->gravityScale);
	ioBool(s, &b->fixedRotation);
	ioBool(s, &b->awake);
	ioBool(s, &b->allowSleep);
	ioBool(s, &b->bullet);
	ioF32(s, &b->sleepTime);
	ioVec2(s, &b->center0);
	ioRot(s, &b->q0);
	ioF32(s, &b->minExtent);
	ioBool(s, &b->fast);
	// (not `massDirty`: a snapshot's bodies have their mass up to date)
	ioF32(s, &b->maxExtent);
	ioI32(s, &b->shapeList);
	ioI32(s, &b->shapeCount);
	ioI32(s, &b->contactList);
	ioI32(s, &b->contactCount);
	ioI32(s, &b->jointList);
	ioI32(s, &b->jointCount);
	ioU64(s, &b->userData);
	ioF32(s, &b->sleepThreshold);
	ioBool(s, &b->disabled);
	ioBool(s, &b->lockX);
	ioBool(s, &b->lockY);
	ioBool(s, &b->massOverride);
	ioF32(s, &b->overrideMass.mass);
	ioVec2(s, &b->overrideMass.center);
	ioF32(s, &b->overrideMass.rotationalInertia);
	ioF32(s, &b->givenAngle);
	ioRot(s, &b->givenQ);
	ioI32(s, &b->turns);
}

static void ioGeometry(Stream *s, b2cShapeGeometry *g)
{
	IO_ENUM(s, g->type, b2cShape_typeCount);
	switch (g->type) {
	case b2cShape_circle:
		ioVec2(s, &g->circle.center);
		ioF32(s, &g->circle.radius);
		break;
	case b2cShape_capsule:
		ioVec2(s, &g->capsule.center1);
		ioVec2(s, &g->capsule.center2);
		ioF32(s, &g->capsule.radius);
		break;
	case b2cShape_polygon: {
		b2cPolygon *p = &g->polygon;
		ioI32(s, &p->count);
		if (p->count < 3 || p->count > B2C_MAX_POLYGON_VERTICES) {
			s->failed = true;
			p->count = 3;
		}
		for (int i = 0; i < p->count; ++i) {
			ioVec2(s, &p->vertices[i]);
			ioVec2(s, &p->normals[i]);
		}
		ioVec2(s, &p->centroid);
		ioF32(s, &p->radius);
		ioF32(s, &p->skin);
		break;
	}
	case b2cShape_segment:
		ioVec2(s, &g->segment.point1);
		ioVec2(s, &g->segment.point2);
		ioF32(s, &g->segment.skin);
		break;
	default: {
		b2cChainSegment *c = &g->chainSegment;
		ioVec2(s, &c->ghost1);
		ioVec2(s, &c->segment.point1);
		ioVec2(s, &c->segment.point2);
		ioF32(s, &c->segment.skin);
		ioVec2(s, &c->ghost2);
		ioBool(s, &c->hasGhost1);
		ioBool(s, &c->hasGhost2);
		break;
	}
	}
}

static void ioShape(Stream *s, b2cShape *shape, b2cShapeGeometry *geometry)
{
	ioU32(s, &shape->generation);
	ioU32(s, &shape->generationFloor);
	ioBool(s, &shape->alive);
	ioI32(s, &shape->body);
	ioI32(s, &shape->next);
	// (not `prev`: a hint, checked before use; a loaded shape has none, and its list finds it)
	ioI32(s, &shape->chain);
	ioI32(s, &shape->chainNext);
	ioI32(s, &shape->childIndex);
	ioI32(s, &shape->proxy);
	ioGeometry(s, geometry);
	ioF32(s, &shape->density);
	ioF32(s, &shape->friction);
	ioF32(s, &shape->restitution);
	ioBool(s, &shape->isSensor);
	ioU16(s, &shape->filter.categoryBits);
	ioU16(s, &shape->filter.maskBits);
	ioI16(s, &shape->filter.groupIndex);
	ioAABB(s, &shape->aabb);
	ioU64(s, &shape->userData);
	if (s->reading)
		shape->geometryStamp = b2cNewStamp(); // (not serialized: a stamp names a geometry in this process only)
	ioF32(s, &shape->rollingResistance);
	ioF32(s, &shape->tangentSpeed);
	ioBool(s, &shape->enableContactEvents);
	ioBool(s, &shape->enableSensorEvents);
	ioBool(s, &shape->enableHitEvents);
	if (s->reading) // (not serialized: its geometry says)
		shape->hasSkin = b2cShapeGeometry_GetSkin(geometry) > 0.0f;
}

static void ioChain(Stream *s, b2cChain *c)
{
	ioU32(s, &c->generation);
	ioU32(s, &c->generationFloor);
	ioBool(s, &c->alive);
	ioBool(s, &c->loop);
	ioI32(s, &c->body);
	ioI32(s, &c->firstShape);
	ioI32(s, &c->count);
}

static void ioManifold(Stream *s, b2cManifold *m)
{
	ioVec2(s, &m->normal);
	for (int i = 0; i < 2; ++i) {
		ioVec2(s, &m->points[i].point);
		ioF32(s, &m->points[i].separation);
		ioU32(s, &m->points[i].id);
	}
	ioI32(s, &m->pointCount);
	if (m->pointCount < 0 || m->pointCount > 2) {
		s->failed = true;
		m->pointCount = 0;
	}
}

// A contact with its point record's fields inline (zeros for a contact without one): `points` is
// where they are written from or read into.
static void ioContact(Stream *s, b2cContact *c, b2cContactPoints *points)
{
	ioI32(s, &c->shapeA);
	ioI32(s, &c->shapeB);
	for (int i = 0; i < 2; ++i) {
		ioI32(s, &c->edges[i].body);
		ioI32(s, &c->edges[i].prevKey);
		ioI32(s, &c->edges[i].nextKey);
	}
	b2cManifold m; // (the contact's normal and count, its record's points)
	m.normal = c->normal;
	memcpy(m.points, points->points, sizeof m.points);
	m.pointCount = c->pointCount;
	ioManifold(s, &m);
	if (s->reading) {
		c->normal = m.normal;
		memcpy(points->points, m.points, sizeof m.points);
		c->pointCount = m.pointCount;
	}
	b2cManifoldCache *cache = &points->cache;
	ioRot(s, &cache->qA);
	ioRot(s, &cache->qB);
	ioTransform(s, &cache->pose);
	for (int i = 0; i < 2; ++i) {
		ioVec2(s, &cache->anchorA[i]);
		ioVec2(s, &cache->anchorB[i]);
		ioF32(s, &cache->baseSeparation[i]);
	}
	ioBool(s, &cache->valid);
	for (int i = 0; i < 2; ++i) {
		ioF32(s, &points->normalImpulse[i]);
		ioF32(s, &points->tangentImpulse[i]);
		float maxNormalImpulse = 0.0f; // (a field contacts no longer keep: the solver's, for a step)
		ioF32(s, &maxNormalImpulse);
	}
	ioF32(s, &c->friction);
	ioF32(s, &c->restitution);
	ioBool(s, &c->touching);
	ioBool(s, &c->enabled);
	ioBool(s, &c->sensor);
	ioBool(s, &c->alive);
}

static void ioBodyId(Stream *s, b2cBodyId *id)
{
	ioI32(s, &id->index);
	ioU32(s, &id->generation);
}

static void ioJointDef(Stream *s, b2cJointDef *d)
{
	IO_ENUM(s, d->type, b2cJoint_typeCount);
	ioBodyId(s, &d->bodyA);
	ioBodyId(s, &d->bodyB);
	ioVec2(s, &d->localAnchorA);
	ioVec2(s, &d->localAnchorB);
	ioVec2(s, &d->localAxisA);
	ioF32(s, &d->referenceAngle);
	ioBool(s, &d->collideConnected);
	ioF32(s, &d->length);
	ioF32(s, &d->minLength);
	ioF32(s, &d->maxLength);
	ioBool(s, &d->enableSpring);
	ioF32(s, &d->hertz);
	ioF32(s, &d->dampingRatio);
	ioBool(s, &d->enableLimit);
	ioF32(s, &d->lower);
	ioF32(s, &d->upper);
	ioBool(s, &d->enableMotor);
	ioF32(s, &d->motorSpeed);
	ioF32(s, &d->maxMotorForce);
	ioF32(s, &d->maxMotorTorque);
	ioF32(s, &d->linearHertz);
	ioF32(s, &d->angularHertz);
	ioVec2(s, &d->target);
	ioF32(s, &d->maxForce);
	ioF32(s, &d->maxTorque);
	ioVec2(s, &d->linearOffset);
	ioF32(s, &d->angularOffset);
	ioF32(s, &d->correctionFactor);
	ioF32(s, &d->constraintHertz);
	ioF32(s, &d->constraintDampingRatio);
	ioU64(s, &d->userData);
}

static void ioJoint(Stream *s, b2cJoint *j)
{
	b2cJointStep *st = &j->step;
	ioVec2(s, &st->linearImpulse);
	ioI32(s, &st->stateA);
	ioI32(s, &st->stateB);
	ioF32(s, &st->mA);
	ioF32(s, &st->iA);
	ioF32(s, &st->mB);
	ioF32(s, &st->iB);
	ioVec2(s, &st->anchorA);
	ioVec2(s, &st->anchorB);
	ioVec2(s, &st->deltaCenter);
	ioBool(s, &st->spring);
	ioBool(s, &st->limit);
	ioBool(s, &st->motor);
	ioF32(s, &st->axialMass);
	ioF32(s, &st->deltaAngle);
	ioVec2(s, &st->axisA);
	ioVec2(s, &st->linearOffset);
	ioF32(s, &st->perpMass);
	ioF32(s, &st->axisMass);
	ioSoftness(s, &st->springSoft);
	ioSoftness(s, &st->linearSoft);
	ioSoftness(s, &st->angularSoft);
	ioSoftness(s, &st->constraintSoft);
	ioF32(s, &j->angularImpulse);
	ioF32(s, &j->axialImpulse);
	ioF32(s, &j->springImpulse);
	ioF32(s, &j->motorImpulse);
	ioF32(s, &j->lowerImpulse);
	ioF32(s, &j->upperImpulse);
	ioJointDef(s, &j->def);
	ioU32(s, &j->generation);
	ioU32(s, &j->generationFloor);
	ioBool(s, &j->alive);
	ioBool(s, &j->active);
	for (int i = 0; i < 2; ++i) {
		ioI32(s, &j->edges[i].body);
		ioI32(s, &j->edges[i].prevKey);
		ioI32(s, &j->edges[i].nextKey);
	}
	// (6) the definition's newer fields, then the joint's
	b2cJointDef *d = &j->def;
	ioI32(s, &d->joint1.index);
	ioU32(s, &d->joint1.generation);
	ioI32(s, &d->joint2.index);
	ioU32(s, &d->joint2.generation);
	ioF32(s, &d->ratio);
	ioVec2(s, &d->groundAnchorA);
	ioVec2(s, &d->groundAnchorB);
	ioF32(s, &d->targetAngle);
	ioF32(s, &d->targetTranslation);
	ioF32(s, &d->forceThreshold);
	ioF32(s, &d->torqueThreshold);
	ioRot(s, &j->relative);
	ioI32(s, &j->turns);
	ioF32(s, &j->constant);
	ioBool(s, &j->broken);
	ioBool(s, &j->justBroken);
	ioVec2(s, &j->breakForce);
	ioF32(s, &j->breakTorque);
	ioBool(s, &j->gearActive);
	ioBool(s, &j->gearPrismatic1);
	ioBool(s, &j->gearPrismatic2);
}

static void ioTreeNode(Stream *s, b2cTreeNode *n)
{
	ioAABB(s, &n->aabb);
	ioI32(s, &n->parent);
	ioI32(s, &n->child1);
	ioI32(s, &n->child2);
	ioI16(s, &n->height);
	ioU16(s, &n->flags);
}

static void ioShapeId(Stream *s, b2cShapeId *id)
{
	ioI32(s, &id->index);
	ioU32(s, &id->generation);
}

static void ioContactEvent(Stream *s, b2cContactEvent *e)
{
	ioShapeId(s, &e->shapeA);
	ioShapeId(s, &e->shapeB);
	ioManifold(s, &e->manifold);
}

static void ioContactImpulse(Stream *s, b2cContactImpulse *e)
{
	ioShapeId(s, &e->shapeA);
	ioShapeId(s, &e->shapeB);
	ioManifold(s, &e->manifold);
	for (int i = 0; i < 2; ++i) {
		ioF32(s, &e->normalImpulses[i]);
		ioF32(s, &e->tangentImpulses[i]);
	}
}

static void ioContactHitEvent(Stream *s, b2cContactHitEvent *e)
{
	ioShapeId(s, &e->shapeA);
	ioShapeId(s, &e->shapeB);
	ioVec2(s, &e->point);
	ioVec2(s, &e->normal);
	ioF32(s, &e->approachSpeed);
}

// ---- arrays ----

// Room for `count` elements of `size` bytes, zeroed, when reading (*array NULL for 0); false when
// memory ran out (the stream then fails too).
static bool readArray(Stream *s, void **array, int count, size_t size, bool *outOfMemory)
{
	*array = NULL;
	if (count == 0)
		return true;
	*array = b2cAlloc((size_t)count * size);
	if (*array == NULL) {
		*outOfMemory = true;
		s->failed = true;
		return false;
	}
	memset(*array, 0, (size_t)count * size);
	return true;
}

// Can the bytes left hold `count` items of at least `least` bytes each (the size a stream that
// only measures gives an empty one)? The stream fails when not: a count is checked before
// anything that large is allocated.
static bool holds(Stream *s, int count, size_t least)
{
	if ((size_t)count > (s->size - s->at) / least)
		s->failed = true;
	return !s->failed;
}

static void ioInts(Stream *s, int32_t *values, int count)
{
	for (int i = 0; i < count; ++i)
		ioI32(s, &values[i]);
}

// A pool: ids ever handed out and the free list (its capacity exactly its count when read, grown
// to room for every id once the slots are read: ioWorld).
static void ioPool(Stream *s, b2cIdPool *pool, bool *outOfMemory)
{
	ioI32(s, &pool->nextIndex);
	ioCount(s, &pool->freeCount);
	if (pool->nextIndex < 0) {
		s->failed = true;
		pool->nextIndex = 0;
	}
	if (s->reading) {
		pool->freeArray = NULL;
		pool->freeCapacity = 0;
		if (s->failed || !readArray(s, (void **)&pool->freeArray, pool->freeCount, sizeof(int), outOfMemory)) {
			pool->freeCount = 0;
			return;
		}
		pool->freeCapacity = pool->freeCount;
	}
	ioInts(s, pool->freeArray, pool->freeCount);
}

// The slots of one kind: as many as the pool's ids ever handed out (the array's capacity exactly
// that when read).
#define IO_SLOTS(s, world, array, capacity, pool, type, fn, oom)                                                  \
	do {                                                                                                          \
		int n_ = (world)->pool.nextIndex;                                                                         \
		if ((s)->reading) {                                                                                       \
			/* at most as many as the bytes left hold (an empty one's size is the least one takes) */             \
			type empty_;                                                                                          \
			memset(&empty_, 0, sizeof empty_);                                                                    \
			Stream count_ = {NULL, 0, 0, false, false};                                                           \
			fn(&count_, &empty_);                                                                                 \
			if (!holds((s), n_, count_.at) || !readArray((s), (void **)&(world)->array, n_, sizeof(type), (oom))) \
				break;                                                                                            \
			(world)->capacity = n_;                                                                               \
		}                                                                                                         \
		for (int i_ = 0; i_ < n_ && !(s)->failed; ++i_)                                                           \
			fn((s), &(world)->array[i_]);                                                                         \
	} while (0)

// The shapes and their geometry (read: the two arrays as long as each other), as IO_SLOTS does.
static void ioShapes(Stream *s, b2cWorld *w, bool *outOfMemory)
{
	int n = w->shapeIds.nextIndex;
	if (s->reading) {
		b2cShape empty = {0};
		b2cShapeGeometry emptyGeometry = {0};
		Stream measure = {NULL, 0, 0, false, false};
		ioShape(&measure, &empty, &emptyGeometry);
		if (!holds(s, n, measure.at) || !readArray(s, (void **)&w->shapes, n, sizeof(b2cShape), outOfMemory))
			return;
		if (!readArray(s, (void **)&w->shapeGeometry, n, sizeof(b2cShapeGeometry), outOfMemory)) {
			b2cFree(w->shapes, (size_t)n * sizeof(b2cShape));
			w->shapes = NULL;
			return;
		}
		w->shapeCapacity = n;
	}
	for (int i = 0; i < n && !s->failed; ++i)
		ioShape(s, &w->shapes[i], &w->shapeGeometry[i]);
}

// The contacts, each with its point record inline. Read: a contact gets a record when it has
// points or point data that is not zero (blank otherwise), the records packed in contact order.
static void ioContacts(Stream *s, b2cWorld *w, bool *outOfMemory)
{
	static const b2cContactPoints none;
	int n = w->contactIds.nextIndex;
	if (s->reading) {
		b2cContact empty = {0};
		b2cContactPoints emptyPoints = none;
		Stream measure = {NULL, 0, 0, false, false};
		ioContact(&measure, &empty, &emptyPoints);
		if (!holds(s, n, measure.at) || !readArray(s, (void **)&w->contacts, n, sizeof(b2cContact), outOfMemory))
			return;
		w->contactCapacity = n;
		for (int i = 0; i < n && !s->failed; ++i) {
			b2cContact *c = &w->contacts[i];
			b2cContactPoints points = none;
			ioContact(s, c, &points);
			c->points = B2C_NULL_INDEX;
			if (!c->alive) {
				c->pointCount = 0; // (a free slot has no manifold)
				continue;
			}
			if (c->pointCount == 0 && memcmp(&points, &none, sizeof points) == 0)
				continue;
			int index = b2cAllocSlot(&w->contactPointIds, (void **)&w->contactPoints, &w->contactPointCapacity,
									 sizeof(b2cContactPoints));
			if (index < 0) {
				*outOfMemory = true;
				s->failed = true;
				return;
			}
			w->contactPoints[index] = points;
			c->points = index;
		}
		return;
	}
	for (int i = 0; i < n && !s->failed; ++i) {
		b2cContactPoints points = none;
		const b2cContact *c = &w->contacts[i];
		if (c->points != B2C_NULL_INDEX)
			points = w->contactPoints[c->points];
		ioContact(s, &w->contacts[i], &points);
	}
}

// The kinds of event arrays.
enum { CONTACT_EVENTS, IMPULSE_EVENTS, HIT_EVENTS };

static void ioEvents(Stream *s, b2cEventArray *events, size_t size, int kind, bool *outOfMemory)
{
	ioCount(s, &events->count);
	ioI32(s, &events->reported);
	if (events->reported < 0 || events->reported > events->count)
		s->failed = true;
	if (s->reading) {
		events->data = NULL;
		events->capacity = 0;
		if (s->failed || !readArray(s, &events->data, events->count, size, outOfMemory)) {
			events->count = events->reported = 0;
			return;
		}
		events->capacity = events->count;
	}
	for (int i = 0; i < events->count && !s->failed; ++i) {
		if (kind == IMPULSE_EVENTS)
			ioContactImpulse(s, (b2cContactImpulse *)events->data + i);
		else if (kind == HIT_EVENTS)
			ioContactHitEvent(s, (b2cContactHitEvent *)events->data + i);
		else
			ioContactEvent(s, (b2cContactEvent *)events->data + i);
	}
}

static void ioTree(Stream *s, b2cDynamicTree *tree, bool *outOfMemory)
{
	ioI32(s, &tree->root);
	ioI32(s, &tree->nodeCount);
	ioCount(s, &tree->nodeCapacity);
	ioI32(s, &tree->freeList);
	ioI32(s, &tree->proxyCount);
	ioCount(s, &tree->pendingCount);
	ioI32(s, &tree->enlargedCount);
	if (s->reading) {
		int capacity = tree->nodeCapacity, pending = tree->pendingCount;
		tree->nodeCapacity = tree->pendingCount = tree->pendingCapacity = 0;
		if (s->failed)
			return;
		b2cDynamicTree read = *tree; // (Allocate starts the tree afresh)
		if (!b2cDynamicTree_Allocate(tree, capacity, pending)) {
			*outOfMemory = true;
			s->failed = true;
			return;
		}
		tree->root = read.root;
		tree->nodeCount = read.nodeCount;
		tree->freeList = read.freeList;
		tree->proxyCount = read.proxyCount;
		tree->enlargedCount = read.enlargedCount;
		tree->pendingCount = pending;
	}
	for (int i = 0; i < tree->nodeCapacity && !s->failed; ++i) {
		ioTreeNode(s, &tree->nodes[i]);
		ioU64(s, &tree->userData[i]);
		ioU32(s, &tree->generations[i]);
	}
	ioInts(s, tree->pending, tree->pendingCount);
}

static void ioBroadPhase(Stream *s, b2cBroadPhase *bp, bool *outOfMemory)
{
	ioTree(s, &bp->tree, outOfMemory);
	ioCount(s, &bp->moveCount);
	if (s->reading) {
		bp->moveBuffer = NULL;
		bp->moveCapacity = 0;
		if (s->failed || !readArray(s, (void **)&bp->moveBuffer, bp->moveCount, sizeof(int32_t), outOfMemory)) {
			bp->moveCount = 0;
			return;
		}
		bp->moveCapacity = bp->moveCount;
	}
	ioInts(s, bp->moveBuffer, bp->moveCount);
}

// The whole state, written from or read into `w` (read: `w` starts as an empty image whose
// arrays are all NULL).
static void ioWorld(Stream *s, b2cWorld *w, bool *outOfMemory)
{
	ioWorldDef(s, &w->def);
	ioI32(s, &w->subStepCount);
	ioI32(s, &w->reusedCount);
	ioI32(s, &w->colorCount);
	for (int t = 0; t < B2C_PROXY_TREES; ++t)
		ioBroadPhase(s, &w->broadPhase.trees[t], outOfMemory);
	ioI32(s, &w->broadPhase.staticChanges);
	if (w->broadPhase.staticChanges < 0)
		s->failed = true;
	ioPool(s, &w->bodyIds, outOfMemory);
	ioPool(s, &w->shapeIds, outOfMemory);
	ioPool(s, &w->chainIds, outOfMemory);
	ioPool(s, &w->contactIds, outOfMemory);
	ioPool(s, &w->jointIds, outOfMemory);
	IO_SLOTS(s, w, bodies, bodyCapacity, bodyIds, b2cBody, ioBody, outOfMemory);
	ioShapes(s, w, outOfMemory);
	IO_SLOTS(s, w, chains, chainCapacity, chainIds, b2cChain, ioChain, outOfMemory);
	ioContacts(s, w, outOfMemory);
	IO_SLOTS(s, w, joints, jointCapacity, jointIds, b2cJoint, ioJoint, outOfMemory);
	ioEvents(s, &w->beginEvents, sizeof(b2cContactEvent), CONTACT_EVENTS, outOfMemory);
	ioEvents(s, &w->endEvents, sizeof(b2cContactEvent), CONTACT_EVENTS, outOfMemory);
	ioEvents(s, &w->sensorBeginEvents, sizeof(b2cContactEvent), CONTACT_EVENTS, outOfMemory);
	ioEvents(s, &w->sensorEndEvents, sizeof(b2cContactEvent), CONTACT_EVENTS, outOfMemory);
	ioEvents(s, &w->impulseEvents, sizeof(b2cContactImpulse), IMPULSE_EVENTS, outOfMemory);
	ioEvents(s, &w->hitEvents, sizeof(b2cContactHitEvent), HIT_EVENTS, outOfMemory);
	// Read: each free list with room for every id its slots hold, as a live world's has (freeing an
	// id then never needs memory, nor fails for it).
	b2cIdPool *pools[5] = {&w->bodyIds, &w->shapeIds, &w->chainIds, &w->contactIds, &w->jointIds};
	for (int i = 0; i < 5 && s->reading && !s->failed; ++i) {
		if (!b2cGrowArray((void **)&pools[i]->freeArray, &pools[i]->freeCapacity, pools[i]->nextIndex, sizeof(int))) {
			*outOfMemory = true;
			s->failed = true;
		}
	}
}

// ---- header ----

size_t b2cSnapshot_GetSerializedSize(const b2cWorldSnapshot *snapshot)
{
	Stream s = {NULL, 0, 0, false, false};
	bool oom = false;
	ioWorld(&s, (b2cWorld *)(uintptr_t)&snapshot->image, &oom); // counting reads nothing, writes nothing
	return HEADER_SIZE + s.at;
}

void b2cSnapshot_Serialize(const b2cWorldSnapshot *snapshot, void *buffer)
{
	unsigned char *bytes = (unsigned char *)buffer;
	// (writing is never bounded: the caller gave GetSerializedSize bytes)
	Stream payload = {bytes + HEADER_SIZE, SIZE_MAX, 0, false, false};
	bool oom = false;
	ioWorld(&payload, (b2cWorld *)(uintptr_t)&snapshot->image, &oom);
	memcpy(bytes, s_magic, sizeof s_magic);
	Stream header = {bytes + sizeof s_magic, HEADER_SIZE - sizeof s_magic, 0, false, false};
	uint32_t version = FORMAT_VERSION, headerSize = HEADER_SIZE;
	uint64_t payloadSize = payload.at, sum = b2cChecksum(payload.data, payload.at);
	ioU32(&header, &version);
	ioU32(&header, &headerSize);
	ioU64(&header, &payloadSize);
	ioU64(&header, &sum);
}

// ---- checking what was read ----

#define BROKEN(what) ("corrupted snapshot: " what)
static bool sameFloat(float a, float b) { return a == b || (a != a && b != b); }
static bool sameBox(b2cAABB a, b2cAABB b)
{
	return sameFloat(a.lower.x, b.lower.x) && sameFloat(a.lower.y, b.lower.y) && sameFloat(a.upper.x, b.upper.x) &&
		   sameFloat(a.upper.y, b.upper.y);
}
// A validator's problem (X(name, text) of its list) as the loader reports it.
#define CORRUPTED(name, text) BROKEN(text),

// Index i names one of `count` slots.
static bool inRange(int32_t i, int count) { return i >= 0 && i < count; }

// Marks for finding an index listed twice: `seen` has room for every index checked (cleared by
// the caller before each list).
static bool seenBefore(unsigned char *seen, int32_t index)
{
	bool before = seen[index] != 0;
	seen[index] = 1;
	return before;
}

// Generations never reach the last value (the next would wrap to 0, making old handles good again).
static bool generationsOk(const void *slots, int count, size_t stride, size_t offset)
{
	for (int i = 0; i < count; ++i) {
		uint32_t pair[2];
		memcpy(pair, (const char *)slots + (size_t)i * stride + offset, sizeof pair);
		if (pair[0] == UINT32_MAX || pair[1] == UINT32_MAX)
			return false;
	}
	return true;
}

static const char *checkPool(const b2cIdPool *pool, int slotCount, const bool *alive, size_t stride,
							 unsigned char *seen)
{
	if (pool->nextIndex != slotCount || pool->freeCount > pool->nextIndex)
		return BROKEN("an id pool does not match its slots");
	memset(seen, 0, (size_t)slotCount);
	int freeSeen = 0;
	for (int i = 0; i < pool->freeCount; ++i) {
		int id = pool->freeArray[i];
		if (!inRange(id, slotCount) || *(const bool *)(const void *)((const char *)alive + (size_t)id * stride))
			return BROKEN("a free id names a slot in use");
		if (seenBefore(seen, id))
			return BROKEN("a free id is listed twice");
		++freeSeen;
	}
	int live = 0;
	for (int i = 0; i < slotCount; ++i)
		live += *(const bool *)(const void *)((const char *)alive + (size_t)i * stride) ? 1 : 0;
	if (live + freeSeen != slotCount)
		return BROKEN("an id pool's free ids and slots in use do not add up");
	return NULL;
}

// A tree of the broad-phase: by the tree's own check (nothing flushed: the pending leaves are not
// inserted yet), then its move buffer against the leaves marked moved.
static const char *checkBroadPhase(b2cBroadPhase *bp, unsigned char *seen)
{
	static const char *const treeProblems[] = {NULL, B2C_TREE_PROBLEMS(CORRUPTED)};
	b2cDynamicTree *t = &bp->tree;
	const char *problem = treeProblems[b2cDynamicTree_Check(t)];
	if (problem != NULL)
		return problem;
	const b2cTreeNode *nodes = t->nodes;
	int capacity = t->nodeCapacity;
	int movedSeen = 0;
	memset(seen, 0, (size_t)capacity);
	for (int i = 0; i < bp->moveCount; ++i) {
		int32_t id = bp->moveBuffer[i];
		if (!inRange(id, capacity) || nodes[id].height != 0 || !(nodes[id].flags & b2cTreeNode_moved))
			return BROKEN("the move buffer names no moved proxy");
		if (seenBefore(seen, id))
			return BROKEN("the move buffer names a proxy twice");
		++movedSeen;
	}
	int movedMarked = 0;
	for (int32_t i = 0; i < capacity; ++i)
		movedMarked += nodes[i].height == 0 && (nodes[i].flags & b2cTreeNode_moved) ? 1 : 0;
	if (movedMarked != movedSeen)
		return BROKEN("the move buffer does not match the moved proxies");
	return NULL;
}

static bool bodyAlive(const b2cWorld *w, int32_t index)
{
	return inRange(index, w->bodyCapacity) && w->bodies[index].alive;
}
static bool shapeAlive(const b2cWorld *w, int32_t index)
{
	return inRange(index, w->shapeCapacity) && w->shapes[index].alive;
}

static const char *checkObjects(const b2cWorld *w)
{
	int proxies = 0, segments = 0, chainSegments = 0;
	int liveShapes = 0, listedShapes = 0;
	for (int32_t i = 0; i < w->shapeCapacity; ++i) {
		const b2cShape *shape = &w->shapes[i];
		if (!shape->alive)
			continue;
		++liveShapes;
		if (!bodyAlive(w, shape->body))
			return BROKEN("a shape's body is not a body");
		// (its key names a tree, and the tree of its body's type: the pairs are looked for by it)
		int tree = b2cProxyTree(shape->proxy);
		int32_t node = b2cProxyNode(shape->proxy);
		const b2cDynamicTree *t = &w->broadPhase.trees[tree < B2C_PROXY_TREES ? tree : 0].tree;
		if (shape->proxy < 0 || tree >= B2C_PROXY_TREES || !inRange(node, t->nodeCapacity) ||
			t->nodes[node].height != 0 || t->userData[node] != (uint64_t)i)
			return BROKEN("a shape's proxy is not its own");
		if (tree == b2cBody_static && !sameBox(t->nodes[node].aabb, shape->aabb))
			return BROKEN("a static shape's proxy box is not its box");
		++proxies;
		bool segment = w->shapeGeometry[i].type == b2cShape_chainSegment;
		segments += segment ? 1 : 0;
		if (!segment && (shape->childIndex != 0 || shape->chainNext != B2C_NULL_INDEX))
			return BROKEN("a shape of no chain has a place in one");
		if (segment != (shape->chain != B2C_NULL_INDEX))
			return BROKEN("a shape's chain does not match its type");
		if (segment && (!inRange(shape->chain, w->chainCapacity) || !w->chains[shape->chain].alive ||
						w->chains[shape->chain].body != shape->body))
			return BROKEN("a chain segment's chain is not a chain of its body");
	}
	// (the contacts' shapes first: the bodies' contact lists read them)
	for (int32_t c = 0; c < w->contactCapacity; ++c) {
		const b2cContact *contact = &w->contacts[c];
		if (!contact->alive)
			continue;
		if (!shapeAlive(w, contact->shapeA) || !shapeAlive(w, contact->shapeB) || contact->shapeA >= contact->shapeB)
			return BROKEN("a contact's shapes are not shapes");
		if (w->shapes[contact->shapeA].body == w->shapes[contact->shapeB].body)
			return BROKEN("a contact joins a body to itself");
	}
	// every leaf is a shape's (each shape names its own leaf): pairs and queries read shapes by it
	if (proxies != w->broadPhase.trees[0].tree.proxyCount + w->broadPhase.trees[1].tree.proxyCount +
					   w->broadPhase.trees[2].tree.proxyCount)
		return BROKEN("the tree's leaves are not the shapes' proxies");
	for (int32_t i = 0; i < w->bodyCapacity; ++i) {
		const b2cBody *body = &w->bodies[i];
		if (!body->alive)
			continue;
		if (body->type != b2cBody_dynamic && (body->invMass != 0.0f || body->invInertia != 0.0f))
			return BROKEN("a body that is not dynamic has a mass");
		int found = 0;
		for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = w->shapes[s].next)
			if (!shapeAlive(w, s) || w->shapes[s].body != i || ++found > body->shapeCount)
				return BROKEN("a body's shape list is broken");
		if (found != body->shapeCount)
			return BROKEN("a body's shape list does not match its count");
		listedShapes += found;
	}
	if (listedShapes != liveShapes)
		return BROKEN("a shape is in no body's list");
	for (int32_t c = 0; c < w->chainCapacity; ++c) {
		const b2cChain *chain = &w->chains[c];
		if (!chain->alive)
			continue;
		if (!bodyAlive(w, chain->body) || chain->count < 1)
			return BROKEN("a chain's body is not a body");
		int k = 0;
		for (int32_t s = chain->firstShape; s != B2C_NULL_INDEX; s = w->shapes[s].chainNext, ++k)
			if (k >= chain->count || !shapeAlive(w, s) || w->shapes[s].chain != c || w->shapes[s].childIndex != k)
				return BROKEN("a chain's segment list is broken");
		if (k != chain->count)
			return BROKEN("a chain's segment list does not match its count");
		chainSegments += k;
	}
	if (chainSegments != segments)
		return BROKEN("a chain segment is in no chain's list");
	for (int32_t j = 0; j < w->jointCapacity; ++j) {
		const b2cJoint *joint = &w->joints[j];
		if (!joint->alive)
			continue;
		int32_t a = joint->def.bodyA.index, b = joint->def.bodyB.index;
		if ((a != B2C_NO_BODY && !bodyAlive(w, a)) || !bodyAlive(w, b) || a == b)
			return BROKEN("a joint's bodies are not bodies");
		if (a == B2C_NO_BODY && (joint->def.type == b2cJoint_pulley || joint->def.type == b2cJoint_filter))
			return BROKEN("a pulley or filter joint without its bodyA");
		if ((a != B2C_NO_BODY && joint->def.bodyA.generation != w->bodies[a].generation) ||
			joint->def.bodyB.generation != w->bodies[b].generation)
			return BROKEN("a joint names its bodies by old ids");
	}
	// the bodies' lists of contacts and of joints (the contacts' shapes are shapes, checked above)
	static const char *const edgeProblems[] = {NULL, B2C_EDGE_PROBLEMS(CORRUPTED)};
	b2cEdgeProblem problem = b2cCheckEdgeLists(w, b2cEdges_contact);
	if (problem == b2cEdges_sound)
		problem = b2cCheckEdgeLists(w, b2cEdges_joint);
	return edgeProblems[problem];
}

// Events name shapes by id, destroyed ones too: an index any shape slot had.
static const char *checkEvents(const b2cWorld *w)
{
	const b2cEventArray *arrays[6] = {&w->beginEvents,     &w->endEvents,     &w->sensorBeginEvents,
									  &w->sensorEndEvents, &w->impulseEvents, &w->hitEvents};
	for (int a = 0; a < 6; ++a) {
		for (int i = 0; i < arrays[a]->count; ++i) {
			b2cShapeId sa, sb;
			if (a < 4) {
				const b2cContactEvent *e = (const b2cContactEvent *)arrays[a]->data + i;
				sa = e->shapeA, sb = e->shapeB;
			} else if (a == 5) {
				const b2cContactHitEvent *e = (const b2cContactHitEvent *)arrays[a]->data + i;
				sa = e->shapeA, sb = e->shapeB;
			} else {
				const b2cContactImpulse *e = (const b2cContactImpulse *)arrays[a]->data + i;
				sa = e->shapeA, sb = e->shapeB;
			}
			if (!inRange(sa.index, w->shapeCapacity) || !inRange(sb.index, w->shapeCapacity))
				return BROKEN("an event names no shape slot");
		}
	}
	return NULL;
}

static const char *checkImage(b2cWorld *w)
{
	int most = b2cMaxInt(
		b2cMaxInt(b2cMaxInt(w->broadPhase.trees[0].tree.nodeCapacity, w->broadPhase.trees[1].tree.nodeCapacity),
				  b2cMaxInt(w->broadPhase.trees[2].tree.nodeCapacity, w->bodyCapacity)),
		b2cMaxInt(b2cMaxInt(w->shapeCapacity, w->chainCapacity), b2cMaxInt(w->contactCapacity, w->jointCapacity)));
	size_t seenSize = (size_t)b2cMaxInt(most, 1);
	unsigned char *seen = (unsigned char *)b2cAlloc(seenSize);
	if (seen == NULL)
		return "not enough memory";
	const char *error = NULL;
	for (int t = 0; t < B2C_PROXY_TREES && error == NULL; ++t)
		error = checkBroadPhase(&w->broadPhase.trees[t], seen);
	if (error == NULL)
		error = checkPool(&w->bodyIds, w->bodyCapacity, w->bodies ? &w->bodies[0].alive : NULL, sizeof(b2cBody), seen);
	if (error == NULL)
		error =
			checkPool(&w->shapeIds, w->shapeCapacity, w->shapes ? &w->shapes[0].alive : NULL, sizeof(b2cShape), seen);
	if (error == NULL)
		error =
			checkPool(&w->chainIds, w->chainCapacity, w->chains ? &w->chains[0].alive : NULL, sizeof(b2cChain), seen);
	if (error == NULL)
		error = checkPool(&w->contactIds, w->contactCapacity, w->contacts ? &w->contacts[0].alive : NULL,
						  sizeof(b2cContact), seen);
	if (error == NULL)
		error =
			checkPool(&w->jointIds, w->jointCapacity, w->joints ? &w->joints[0].alive : NULL, sizeof(b2cJoint), seen);
	b2cFree(seen, seenSize);
	if (error == NULL &&
		(!generationsOk(w->bodies, w->bodyCapacity, sizeof(b2cBody), offsetof(b2cBody, generation)) ||
		 !generationsOk(w->shapes, w->shapeCapacity, sizeof(b2cShape), offsetof(b2cShape, generation)) ||
		 !generationsOk(w->chains, w->chainCapacity, sizeof(b2cChain), offsetof(b2cChain, generation)) ||
		 !generationsOk(w->joints, w->jointCapacity, sizeof(b2cJoint), offsetof(b2cJoint, generation))))
		error = BROKEN("a generation at its last value");
	if (error == NULL)
		error = checkObjects(w);
	if (error == NULL)
		error = checkEvents(w);
	if (error == NULL && w->subStepCount < 0)
		error = BROKEN("a bad sub-step count");
	return error;
}

// ---- loading ----

b2cWorldSnapshot *b2cLoadSnapshot(const void *data, size_t size, size_t *used, const char **error)
{
	const unsigned char *bytes = (const unsigned char *)data;
	*used = 0;
	if (size < sizeof s_magic || memcmp(bytes, s_magic, sizeof s_magic) != 0) {
		*error = "not a b2c snapshot";
		return NULL;
	}
	if (size < HEADER_SIZE) {
		*error = "truncated snapshot (no whole header)";
		return NULL;
	}
	Stream header = {(unsigned char *)(uintptr_t)bytes + sizeof s_magic, HEADER_SIZE - sizeof s_magic, 0, true, false};
	uint32_t version = 0, headerSize = 0;
	uint64_t payloadSize = 0, sum = 0;
	ioU32(&header, &version);
	ioU32(&header, &headerSize);
	ioU64(&header, &payloadSize);
	ioU64(&header, &sum);
	if (version != FORMAT_VERSION || headerSize != HEADER_SIZE) {
		*error = version > FORMAT_VERSION ? "snapshot format too new for this b2c" : "unknown snapshot format version";
		return NULL;
	}
	if (payloadSize > size - HEADER_SIZE) {
		*error = "truncated snapshot";
		return NULL;
	}
	const unsigned char *payload = bytes + HEADER_SIZE;
	if (b2cChecksum(payload, (size_t)payloadSize) != sum) {
		*error = "corrupted snapshot (checksum mismatch)";
		return NULL;
	}
	b2cWorldSnapshot *snapshot = (b2cWorldSnapshot *)b2cAlloc(sizeof(b2cWorldSnapshot));
	if (snapshot == NULL) {
		*error = "not enough memory";
		return NULL;
	}
	memset(snapshot, 0, sizeof *snapshot);
	b2cWorld *w = &snapshot->image;
	w->broadPhase = b2cWorldBroadPhase_Create();
	bool oom = false;
	Stream s = {(unsigned char *)(uintptr_t)payload, (size_t)payloadSize, 0, true, false};
	ioWorld(&s, w, &oom);
	const char *problem = NULL;
	if (oom)
		problem = "not enough memory";
	else if (s.failed || s.at != s.size)
		problem = "corrupted snapshot: a field out of range, or bytes left over";
	else if ((problem = checkImage(w)) == NULL) {
		int rebuilt = b2cRebuildPairMap(w);
		problem = rebuilt == 1   ? "not enough memory"
				  : rebuilt == 2 ? "corrupted snapshot: two contacts for one pair"
								 : NULL;
	}
	if (problem != NULL) {
		b2cFreeWorldState(w);
		b2cFree(snapshot, sizeof(b2cWorldSnapshot));
		*error = problem;
		return NULL;
	}
	snapshot->byteCount = sizeof(b2cWorldSnapshot) + b2cSnapshot_GetSerializedSize(snapshot);
	*used = HEADER_SIZE + (size_t)payloadSize;
	*error = NULL;
	return snapshot;
}
