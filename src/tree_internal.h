// SPDX-License-Identifier: MIT
// b2c: what the dynamic tree offers the rest of the core only. Internal header.
#ifndef B2C_TREE_INTERNAL_H
#define B2C_TREE_INTERNAL_H

#include "b2c/dynamic_tree.h"

/// An empty tree (nothing linked: the caller fills every node) with room for exactly
/// `nodeCapacity` nodes and `pendingCapacity` pending leaves, all zeroed; false when memory ran
/// out (the tree then holds nothing). For loading a serialized snapshot.
bool b2cDynamicTree_Allocate(b2cDynamicTree *tree, int nodeCapacity, int pendingCapacity);

/// How many nodes a walk from the root reaches (0 for an empty tree), following the links of
/// nodes whose children are known to be nodes in use pointing back to them; -1 when it passes
/// `limit` (a cycle).
int b2cDynamicTree_CountFromRoot(const b2cDynamicTree *tree, int limit);

#endif
