// SPDX-License-Identifier: MIT
// b2c: the bodies' lists of their contacts and of their joints: linked, unlinked and checked here
// only. Internal header.
//
// A contact or a joint has two edges, one for each of its bodies (edge 0: shape A's body, or a
// joint's body A; edge 1: B's), and each body keeps a doubly linked list of the edges that name
// it: b2cBody.contactList and contactCount for contacts, jointList and jointCount for joints.
// The links are keys, index << 1 | edge, so that a walk of a body's list knows which of the next
// object's edges is its own (key & 1) and where the other body is (edge ^ 1). A joint's side on
// the world (body A B2C_NO_BODY) is in no list.
#ifndef B2C_EDGE_LIST_H
#define B2C_EDGE_LIST_H

#include "b2c/world.h"
#include "slots.h"

typedef struct b2cEdge {
	int32_t body;             ///< whose list holds it; B2C_NULL_INDEX: no body's (a joint to the world)
	int32_t prevKey, nextKey; ///< the keys before and after it in that list, or B2C_NULL_INDEX
} b2cEdge;

/// Which lists: the bodies' contacts or their joints.
typedef enum b2cEdgeKind { b2cEdges_contact, b2cEdges_joint } b2cEdgeKind;

/// Set edge `edge` of the contact or joint `index` to name `body`, at the head of its list
/// (B2C_NULL_INDEX: a joint's side on the world, in no list).
void b2cLinkEdge(b2cWorld *world, b2cEdgeKind kind, int32_t index, int edge, int32_t body);
/// Take edge `edge` of the contact or joint `index` out of its body's list (the edge itself is
/// left as it was).
void b2cUnlinkEdge(b2cWorld *world, b2cEdgeKind kind, int32_t index, int edge);

/// What b2cCheckEdgeLists can find wrong (X(name, text)).
#define B2C_EDGE_PROBLEMS(X)                                                         \
	X(b2cEdges_brokenList, "a body's edge list is broken")                           \
	X(b2cEdges_wrongCount, "a body's edge list does not match its count")            \
	X(b2cEdges_noBody, "a contact or joint names no body in use")                    \
	X(b2cEdges_wrongBody, "a contact's or joint's edges do not name its own bodies") \
	X(b2cEdges_unlisted, "a contact or joint is not in its bodies' lists")

#define B2C_EDGE_PROBLEM_NAME(name, text) name,
typedef enum b2cEdgeProblem { b2cEdges_sound, B2C_EDGE_PROBLEMS(B2C_EDGE_PROBLEM_NAME) } b2cEdgeProblem;
#undef B2C_EDGE_PROBLEM_NAME

/// Check the bodies' lists of one kind: every live body's list holds exactly the edges of live
/// contacts or joints that name it, linked both ways, as many as its count; every edge of a live
/// one names a live body (but a joint's side on the world), the body its shape is on (a contact)
/// or its definition names (a joint). Every index is checked before it is followed (a loaded
/// snapshot: whatever the bytes said), the slots as far as the world's ids reached. Reads only.
b2cEdgeProblem b2cCheckEdgeLists(const b2cWorld *world, b2cEdgeKind kind);
/// What a problem means, in words (NULL for b2cEdges_sound).
const char *b2cEdgeProblemText(b2cEdgeProblem problem);

#endif
