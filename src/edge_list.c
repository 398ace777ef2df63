// SPDX-License-Identifier: MIT
// b2c: the bodies' lists of their contacts and joints (see edge_list.h).
#include "edge_list.h"

#include "joint_internal.h"

static b2cEdge *edgeAt(const b2cWorld *world, b2cEdgeKind kind, int32_t key)
{
	int32_t index = key >> 1;
	return kind == b2cEdges_contact ? &world->contacts[index].edges[key & 1] : &world->joints[index].edges[key & 1];
}

static int32_t *listOf(b2cBody *body, b2cEdgeKind kind)
{
	return kind == b2cEdges_contact ? &body->contactList : &body->jointList;
}

static int32_t *countOf(b2cBody *body, b2cEdgeKind kind)
{
	return kind == b2cEdges_contact ? &body->contactCount : &body->jointCount;
}

void b2cLinkEdge(b2cWorld *world, b2cEdgeKind kind, int32_t index, int edgeIndex, int32_t bodyIndex)
{
	int32_t key = index << 1 | edgeIndex;
	b2cEdge *edge = edgeAt(world, kind, key);
	*edge = (b2cEdge){bodyIndex, B2C_NULL_INDEX, B2C_NULL_INDEX};
	if (bodyIndex == B2C_NULL_INDEX)
		return; // (the world keeps no list)
	b2cBody *body = &world->bodies[bodyIndex];
	int32_t *first = listOf(body, kind);
	edge->nextKey = *first;
	if (*first != B2C_NULL_INDEX)
		edgeAt(world, kind, *first)->prevKey = key;
	*first = key;
	++*countOf(body, kind);
}

void b2cUnlinkEdge(b2cWorld *world, b2cEdgeKind kind, int32_t index, int edgeIndex)
{
	const b2cEdge *edge = edgeAt(world, kind, index << 1 | edgeIndex);
	if (edge->body == B2C_NULL_INDEX)
		return;
	b2cBody *body = &world->bodies[edge->body];
	if (edge->prevKey != B2C_NULL_INDEX)
		edgeAt(world, kind, edge->prevKey)->nextKey = edge->nextKey;
	else
		*listOf(body, kind) = edge->nextKey;
	if (edge->nextKey != B2C_NULL_INDEX)
		edgeAt(world, kind, edge->nextKey)->prevKey = edge->prevKey;
	--*countOf(body, kind);
}

// ---- checking ----

// The contact or joint `index`: whether it is alive, and its edges.
static const b2cEdge *edgesOf(const b2cWorld *world, b2cEdgeKind kind, int32_t index, bool *alive)
{
	if (kind == b2cEdges_contact) {
		*alive = world->contacts[index].alive;
		return world->contacts[index].edges;
	}
	*alive = world->joints[index].alive;
	return world->joints[index].edges;
}

static bool inRange(int32_t index, int count) { return index >= 0 && index < count; }

// The body each edge of the live contact or joint `index` must name: its shapes' bodies, or the
// bodies its definition names (B2C_NULL_INDEX for the world). False when a contact's shape is no
// slot of the world.
static bool ownBodies(const b2cWorld *world, b2cEdgeKind kind, int32_t index, int32_t bodies[2])
{
	if (kind == b2cEdges_contact) {
		const b2cContact *contact = &world->contacts[index];
		int shapeReach = b2cGetIdCapacity(&world->shapeIds);
		if (!inRange(contact->shapeA, shapeReach) || !inRange(contact->shapeB, shapeReach))
			return false;
		bodies[0] = world->shapes[contact->shapeA].body;
		bodies[1] = world->shapes[contact->shapeB].body;
		return true;
	}
	const b2cJointDef *def = &world->joints[index].def;
	bodies[0] = def->bodyA.index == B2C_NO_BODY ? B2C_NULL_INDEX : def->bodyA.index;
	bodies[1] = def->bodyB.index;
	return true;
}

b2cEdgeProblem b2cCheckEdgeLists(const b2cWorld *world, b2cEdgeKind kind)
{
	int bodyReach = b2cGetIdCapacity(&world->bodyIds);
	int reach = b2cGetIdCapacity(kind == b2cEdges_contact ? &world->contactIds : &world->jointIds);
	// Each body's list: every key names a live one's edge that names this body and links back to
	// the key before it (so no key is listed twice), as many as the count.
	int64_t listed = 0;
	for (int32_t i = 0; i < bodyReach; ++i) {
		b2cBody *body = &world->bodies[i];
		if (!body->alive)
			continue;
		int32_t expected = *countOf(body, kind), found = 0, prev = B2C_NULL_INDEX;
		for (int32_t key = *listOf(body, kind); key != B2C_NULL_INDEX;) {
			if (key < 0 || !inRange(key >> 1, reach) || ++found > expected)
				return b2cEdges_brokenList;
			bool alive;
			const b2cEdge *edge = &edgesOf(world, kind, key >> 1, &alive)[key & 1];
			if (!alive || edge->body != i || edge->prevKey != prev)
				return b2cEdges_brokenList;
			prev = key;
			key = edge->nextKey;
		}
		if (found != expected)
			return b2cEdges_wrongCount;
		listed += found;
	}
	// Each live one's edges: each names its own body, a live one (but a joint's side on the world).
	// As many edges name a body as the lists hold: each is in its body's list.
	int64_t named = 0;
	for (int32_t index = 0; index < reach; ++index) {
		bool alive;
		const b2cEdge *edges = edgesOf(world, kind, index, &alive);
		if (!alive)
			continue;
		int32_t own[2];
		if (!ownBodies(world, kind, index, own))
			return b2cEdges_wrongBody;
		for (int e = 0; e < 2; ++e) {
			int32_t body = edges[e].body;
			if (body == B2C_NULL_INDEX && kind == b2cEdges_joint && e == 0) {
				if (own[0] != B2C_NULL_INDEX)
					return b2cEdges_wrongBody;
				continue;
			}
			if (!inRange(body, bodyReach) || !world->bodies[body].alive)
				return b2cEdges_noBody;
			if (body != own[e])
				return b2cEdges_wrongBody;
			++named;
		}
	}
	return listed == named ? b2cEdges_sound : b2cEdges_unlisted;
}

const char *b2cEdgeProblemText(b2cEdgeProblem problem)
{
#define TEXT(name, text) text,
	static const char *const texts[] = {NULL, B2C_EDGE_PROBLEMS(TEXT)};
#undef TEXT
	return (unsigned)problem < sizeof texts / sizeof texts[0] ? texts[problem] : "an unknown problem";
}
