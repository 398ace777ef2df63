// SPDX-License-Identifier: MIT
// b2c: the broad-phase's half of the step that moves proxies: the shapes of the moving bodies put
// where their bodies went (see stage_broad_phase.h; the other half, new pairs into contacts, is
// contact.c's b2cFindNewContacts).
#include "stage_broad_phase.h"

void b2cMoveBodyShapes(b2cWorld *world, b2cBody *body, b2cVec2 displacement)
{
	for (int32_t s = body->shapeList; s != B2C_NULL_INDEX; s = world->shapes[s].next) {
		b2cShape *shape = &world->shapes[s];
		shape->aabb = b2cShapeGeometry_ComputeAABB(&world->shapeGeometry[s], body->xf);
		b2cBroadPhase_MoveProxy(&world->broadPhase, shape->proxy, shape->aabb, displacement);
	}
}

void b2cSynchronizeShapes(b2cWorld *world, float dt)
{
	int bodyCount = b2cGetIdCapacity(&world->bodyIds);
	const b2cVisitSet *set = &world->awake.bodies; // (every moving body: awake_set.h)
	B2C_VISIT_EACH(set, bodyCount, i) {
		b2cBody *body = &world->bodies[i];
		if (b2cIsActive(body))
			b2cMoveBodyShapes(world, body, b2cMulSV(dt, body->v));
	}
}
