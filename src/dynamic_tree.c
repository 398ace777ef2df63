// SPDX-License-Identifier: MIT
// b2c: the dynamic AABB tree.
//
// Insertion picks the sibling that minimises the added perimeter (the 2D surface-area
// heuristic) with a branch-and-bound search (Bittner, Hapala, Havran, "Incremental BVH
// construction for ray tracing", 2015; Catto, "Dynamic BVH", GDC 2019). On the way back up every
// ancestor is refitted and tried for a rotation that swaps a child with a grandchild when that
// shrinks the perimeter (Kopta et al., "Fast, effective BVH updates for animated scenes", 2012).
// Rebuild is top-down with binned SAH (Wald, "On fast construction of SAH-based bounding volume
// hierarchies", 2007). Traversals use a fixed stack on the C stack: nothing is allocated per query.
#include "b2c/dynamic_tree.h"
#include "array.h"
#include "tree_internal.h"

#include <string.h>

// Deepest stack a traversal needs is height + 1; the tree is rebuilt before it gets near this.
#define STACK_SIZE 1024
#define REBUILD_HEIGHT 256

static inline bool isLeaf(const b2cTreeNode *node) { return node->child1 == B2C_NULL_NODE; }

// The height of the inserted part of the tree (GetHeight flushes the pending proxies first).
static int rootHeight(const b2cDynamicTree *tree)
{
	return tree->root == B2C_NULL_NODE ? 0 : tree->nodes[tree->root].height;
}

b2cDynamicTree b2cDynamicTree_Create(void)
{
	b2cDynamicTree tree;
	memset(&tree, 0, sizeof tree);
	tree.root = B2C_NULL_NODE;
	tree.freeList = B2C_NULL_NODE;
	return tree;
}

#define NODE_ALIGN 64
static size_t nodeBlockSize(int capacity) { return (size_t)capacity * sizeof(b2cTreeNode) + NODE_ALIGN; }

// A leaf (or a whole subtree) being sorted into subtrees by a build. Leaves move between two arrays
// level by level (each split scatters them from one into the other), which keeps every pass
// sequential.
typedef struct BuildLeaf {
	b2cAABB box;
	int32_t id;
	int32_t bin; // scratch for the current split
} BuildLeaf;

void b2cDynamicTree_Destroy(b2cDynamicTree *tree)
{
	b2cFree(tree->pending, (size_t)tree->pendingCapacity * sizeof(int32_t));
	b2cFree(tree->rebuildScratch, (size_t)tree->rebuildCapacity * 2 * sizeof(BuildLeaf));
	b2cFree(tree->nodeBlock, nodeBlockSize(tree->nodeCapacity));
	b2cFree(tree->userData, (size_t)tree->nodeCapacity * sizeof(uint64_t));
	b2cFree(tree->generations, (size_t)tree->nodeCapacity * sizeof(uint32_t));
	*tree = b2cDynamicTree_Create();
}

bool b2cDynamicTree_Clone(b2cDynamicTree *dst, const b2cDynamicTree *src)
{
	*dst = *src;
	dst->nodeBlock = NULL;
	dst->nodes = NULL;
	dst->userData = NULL;
	dst->generations = NULL;
	dst->pending = NULL;
	dst->rebuildScratch = NULL; // scratch: not part of the state
	dst->rebuildCapacity = 0;
	if (src->nodeCapacity > 0) {
		dst->nodeBlock = b2cAlloc(nodeBlockSize(src->nodeCapacity));
		dst->userData = (uint64_t *)b2cAlloc((size_t)src->nodeCapacity * sizeof(uint64_t));
		dst->generations = (uint32_t *)b2cAlloc((size_t)src->nodeCapacity * sizeof(uint32_t));
	}
	if (src->pendingCapacity > 0)
		dst->pending = (int32_t *)b2cAlloc((size_t)src->pendingCapacity * sizeof(int32_t));
	bool ok = (src->nodeCapacity == 0 || (dst->nodeBlock && dst->userData && dst->generations)) &&
			  (src->pendingCapacity == 0 || dst->pending);
	if (!ok) {
		b2cDynamicTree_Destroy(dst);
		return false;
	}
	if (src->nodeCapacity > 0) {
		uintptr_t address = (uintptr_t)dst->nodeBlock;
		dst->nodes =
			(b2cTreeNode *)(void *)((char *)dst->nodeBlock + ((NODE_ALIGN - address % NODE_ALIGN) % NODE_ALIGN));
		memcpy(dst->nodes, src->nodes, (size_t)src->nodeCapacity * sizeof(b2cTreeNode));
		memcpy(dst->userData, src->userData, (size_t)src->nodeCapacity * sizeof(uint64_t));
		memcpy(dst->generations, src->generations, (size_t)src->nodeCapacity * sizeof(uint32_t));
	}
	if (src->pendingCapacity > 0)
		memcpy(dst->pending, src->pending, (size_t)src->pendingCapacity * sizeof(int32_t));
	return true;
}

bool b2cDynamicTree_Allocate(b2cDynamicTree *tree, int nodeCapacity, int pendingCapacity)
{
	*tree = b2cDynamicTree_Create();
	if (nodeCapacity > 0) {
		tree->nodeBlock = b2cAlloc(nodeBlockSize(nodeCapacity));
		tree->userData = (uint64_t *)b2cAlloc((size_t)nodeCapacity * sizeof(uint64_t));
		tree->generations = (uint32_t *)b2cAlloc((size_t)nodeCapacity * sizeof(uint32_t));
		tree->nodeCapacity = nodeCapacity;
	}
	if (pendingCapacity > 0) {
		tree->pending = (int32_t *)b2cAlloc((size_t)pendingCapacity * sizeof(int32_t));
		tree->pendingCapacity = pendingCapacity;
	}
	if ((nodeCapacity > 0 && (!tree->nodeBlock || !tree->userData || !tree->generations)) ||
		(pendingCapacity > 0 && !tree->pending)) {
		b2cDynamicTree_Destroy(tree);
		return false;
	}
	if (nodeCapacity > 0) {
		uintptr_t address = (uintptr_t)tree->nodeBlock;
		tree->nodes =
			(b2cTreeNode *)(void *)((char *)tree->nodeBlock + ((NODE_ALIGN - address % NODE_ALIGN) % NODE_ALIGN));
		memset(tree->nodes, 0, (size_t)nodeCapacity * sizeof(b2cTreeNode));
		memset(tree->userData, 0, (size_t)nodeCapacity * sizeof(uint64_t));
		memset(tree->generations, 0, (size_t)nodeCapacity * sizeof(uint32_t));
	}
	return true;
}

// ---- node pool ----

// Make room for `count` more nodes. Indices never change: the arrays grow whole.
static bool reserveNodes(b2cDynamicTree *tree, int count)
{
	if (tree->nodeCapacity - tree->nodeCount >= count)
		return true;
	int old = tree->nodeCapacity;
	int capacity = old < 16 ? 16 : old;
	while (capacity - tree->nodeCount < count)
		capacity *= 2;
	void *block = b2cAlloc(nodeBlockSize(capacity));
	uint64_t *userData = (uint64_t *)b2cAlloc((size_t)capacity * sizeof(uint64_t));
	uint32_t *generations = (uint32_t *)b2cAlloc((size_t)capacity * sizeof(uint32_t));
	if (block == NULL || userData == NULL || generations == NULL) {
		b2cFree(block, nodeBlockSize(capacity));
		b2cFree(userData, (size_t)capacity * sizeof(uint64_t));
		b2cFree(generations, (size_t)capacity * sizeof(uint32_t));
		return false;
	}
	b2cTreeNode *nodes = (b2cTreeNode *)(((uintptr_t)block + NODE_ALIGN - 1) & ~(uintptr_t)(NODE_ALIGN - 1));
	if (old > 0) {
		memcpy(nodes, tree->nodes, (size_t)old * sizeof(b2cTreeNode));
		memcpy(userData, tree->userData, (size_t)old * sizeof(uint64_t));
		memcpy(generations, tree->generations, (size_t)old * sizeof(uint32_t));
	}
	b2cFree(tree->nodeBlock, nodeBlockSize(old));
	b2cFree(tree->userData, (size_t)old * sizeof(uint64_t));
	b2cFree(tree->generations, (size_t)old * sizeof(uint32_t));
	// Chain the new nodes in front of the free list.
	for (int i = old; i < capacity; ++i) {
		memset(&nodes[i], 0, sizeof(b2cTreeNode));
		nodes[i].height = -1;
		nodes[i].parent = i + 1 < capacity ? i + 1 : tree->freeList;
		userData[i] = 0;
		generations[i] = 0;
	}
	tree->freeList = old;
	tree->nodes = nodes;
	tree->nodeBlock = block;
	tree->userData = userData;
	tree->generations = generations;
	tree->nodeCapacity = capacity;
	return true;
}

// Take a node from the free list (room must have been reserved).
static int32_t allocateNode(b2cDynamicTree *tree)
{
	B2C_ASSERT(tree->freeList != B2C_NULL_NODE);
	int32_t id = tree->freeList;
	b2cTreeNode *node = &tree->nodes[id];
	tree->freeList = node->parent;
	memset(node, 0, sizeof *node);
	node->parent = B2C_NULL_NODE;
	node->child1 = B2C_NULL_NODE;
	node->child2 = B2C_NULL_NODE;
	tree->userData[id] = 0;
	tree->nodeCount++;
	return id;
}

static void freeNode(b2cDynamicTree *tree, int32_t id)
{
	b2cTreeNode *node = &tree->nodes[id];
	node->height = -1;
	node->flags = 0;
	node->parent = tree->freeList;
	tree->generations[id]++;
	tree->freeList = id;
	tree->nodeCount--;
}

// ---- insertion ----

// The node whose union with `box` adds the least perimeter to the tree, searched branch and
// bound: a subtree is skipped when even its best case, the new leaf's own perimeter plus the
// growth it would cause in the ancestors, cannot beat the best found.
static int32_t findBestSibling(const b2cDynamicTree *tree, b2cAABB box)
{
	const b2cTreeNode *nodes = tree->nodes;
	float leafPerimeter = b2cAABB_Perimeter(box);
	int32_t best = tree->root;
	float bestCost = b2cAABB_Perimeter(b2cAABB_Union(nodes[best].aabb, box));

	struct {
		int32_t node;
		float inherited;
	} stack[STACK_SIZE];
	int count = 0;
	stack[count].node = tree->root;
	stack[count++].inherited = 0.0f;
	while (count > 0) {
		--count;
		int32_t id = stack[count].node;
		float inherited = stack[count].inherited;
		const b2cTreeNode *node = &nodes[id];
		float direct = b2cAABB_Perimeter(b2cAABB_Union(node->aabb, box));
		float cost = direct + inherited;
		if (cost < bestCost) {
			bestCost = cost;
			best = id;
		}
		if (isLeaf(node))
			continue;
		float childInherited = inherited + direct - b2cAABB_Perimeter(node->aabb);
		if (leafPerimeter + childInherited >= bestCost || count + 2 > STACK_SIZE)
			continue;
		stack[count].node = node->child1;
		stack[count++].inherited = childInherited;
		stack[count].node = node->child2;
		stack[count++].inherited = childInherited;
	}
	return best;
}

static void refit(b2cTreeNode *nodes, int32_t id)
{
	b2cTreeNode *node = &nodes[id];
	const b2cTreeNode *c1 = &nodes[node->child1], *c2 = &nodes[node->child2];
	node->aabb = b2cAABB_Union(c1->aabb, c2->aabb);
	node->height = (int16_t)(1 + (c1->height > c2->height ? c1->height : c2->height));
}

// Swap child `a` of node `parentA` with grandchild `b` (a child of parentB, the other child of
// parentA), then refit parentB and parentA.
static void swapNodes(b2cTreeNode *nodes, int32_t parentA, int32_t a, int32_t parentB, int32_t b)
{
	if (nodes[parentA].child1 == a)
		nodes[parentA].child1 = b;
	else
		nodes[parentA].child2 = b;
	if (nodes[parentB].child1 == b)
		nodes[parentB].child1 = a;
	else
		nodes[parentB].child2 = a;
	nodes[a].parent = parentB;
	nodes[b].parent = parentA;
	refit(nodes, parentB);
	refit(nodes, parentA);
}

// Try the rotations at node `id` that swap a child with a grandchild on the other side; apply the
// one that shrinks the total perimeter most, if any does.
static void rotate(b2cTreeNode *nodes, int32_t id)
{
	const b2cTreeNode *node = &nodes[id];
	if (node->height < 2)
		return;
	int32_t b = node->child1, c = node->child2;
	float bestGain = 0.0f;
	int32_t swapA = B2C_NULL_NODE, swapParent = B2C_NULL_NODE, swapB = B2C_NULL_NODE;
	// Swap x (a child of id) with y (a child of the other child, `other`): `other` then holds x
	// and y's sibling z.
	int32_t sides[2][2] = {{b, c}, {c, b}};
	for (int side = 0; side < 2; ++side) {
		int32_t x = sides[side][0], other = sides[side][1];
		if (isLeaf(&nodes[other]))
			continue;
		float before = b2cAABB_Perimeter(nodes[other].aabb);
		int32_t kids[2] = {nodes[other].child1, nodes[other].child2};
		for (int k = 0; k < 2; ++k) {
			int32_t y = kids[k], z = kids[1 - k];
			float gain = before - b2cAABB_Perimeter(b2cAABB_Union(nodes[x].aabb, nodes[z].aabb));
			if (gain > bestGain) {
				bestGain = gain;
				swapA = x;
				swapParent = other;
				swapB = y;
			}
		}
	}
	if (swapA != B2C_NULL_NODE)
		swapNodes(nodes, id, swapA, swapParent, swapB);
}

static void insertLeaf(b2cDynamicTree *tree, int32_t leaf)
{
	b2cTreeNode *nodes = tree->nodes;
	if (tree->root == B2C_NULL_NODE) {
		tree->root = leaf;
		nodes[leaf].parent = B2C_NULL_NODE;
		return;
	}
	int32_t sibling = findBestSibling(tree, nodes[leaf].aabb);
	int32_t oldParent = nodes[sibling].parent;
	int32_t newParent = allocateNode(tree); // room was reserved by the caller
	nodes[newParent].parent = oldParent;
	nodes[newParent].child1 = sibling;
	nodes[newParent].child2 = leaf;
	if (nodes[sibling].flags & b2cTreeNode_enlarged) {
		// over an enlarged node: enlarged too, so that every enlarged node's parent is (the
		// partial rebuild reaches them all from the root)
		nodes[newParent].flags |= b2cTreeNode_enlarged;
		tree->enlargedCount++;
	}
	refit(nodes, newParent);
	if (oldParent == B2C_NULL_NODE) {
		tree->root = newParent;
	} else if (nodes[oldParent].child1 == sibling) {
		nodes[oldParent].child1 = newParent;
	} else {
		nodes[oldParent].child2 = newParent;
	}
	nodes[sibling].parent = newParent;
	nodes[leaf].parent = newParent;

	for (int32_t id = oldParent; id != B2C_NULL_NODE; id = nodes[id].parent) {
		refit(nodes, id);
		rotate(nodes, id);
	}
}

static void removeLeaf(b2cDynamicTree *tree, int32_t leaf)
{
	b2cTreeNode *nodes = tree->nodes;
	if (leaf == tree->root) {
		tree->root = B2C_NULL_NODE;
		return;
	}
	int32_t parent = nodes[leaf].parent;
	int32_t grandParent = nodes[parent].parent;
	int32_t sibling = nodes[parent].child1 == leaf ? nodes[parent].child2 : nodes[parent].child1;
	nodes[sibling].parent = grandParent;
	freeNode(tree, parent);
	if (grandParent == B2C_NULL_NODE) {
		tree->root = sibling;
		return;
	}
	if (nodes[grandParent].child1 == parent)
		nodes[grandParent].child1 = sibling;
	else
		nodes[grandParent].child2 = sibling;
	for (int32_t id = grandParent; id != B2C_NULL_NODE; id = nodes[id].parent)
		refit(nodes, id);
}

// ---- proxies ----

int32_t b2cDynamicTree_CreateProxy(b2cDynamicTree *tree, b2cAABB aabb, uint64_t userData)
{
	return b2cDynamicTree_CreateProxyFat(tree, b2cAABB_Expand(aabb, B2C_AABB_MARGIN), userData);
}

int32_t b2cDynamicTree_CreateProxyFat(b2cDynamicTree *tree, b2cAABB fat, uint64_t userData)
{
	tree->stamp = 0;
	// Room for the leaf and for the parent each waiting leaf will need.
	if (!reserveNodes(tree, tree->pendingCount + 2))
		return B2C_NULL_NODE;
	if (tree->pendingCount == tree->pendingCapacity &&
		!b2cGrowArray((void **)&tree->pending, &tree->pendingCapacity, tree->pendingCount + 1, sizeof(int32_t)))
		return B2C_NULL_NODE;
	int32_t id = allocateNode(tree);
	b2cTreeNode *node = &tree->nodes[id];
	node->aabb = fat;
	node->height = 0;
	node->flags = b2cTreeNode_pending;
	tree->userData[id] = userData;
	tree->pending[tree->pendingCount++] = id;
	tree->proxyCount++;
	return id;
}

static void dropPending(b2cDynamicTree *tree, int32_t proxyId)
{
	b2cRemoveSwap(tree->pending, &tree->pendingCount, proxyId);
	tree->nodes[proxyId].flags &= (uint16_t)~b2cTreeNode_pending;
}

static bool rebuildEnlarged(b2cDynamicTree *tree);

bool b2cDynamicTree_Flush(b2cDynamicTree *tree)
{
	if (tree->enlargedCount > 0 || tree->pendingCount > 0)
		tree->stamp = 0;
	if (tree->enlargedCount > 0)
		rebuildEnlarged(tree); // out of memory: the enlarged boxes still hold their leaves
	if (tree->pendingCount == 0)
		return true;
	bool ok = true;
	int inserted = tree->proxyCount - tree->pendingCount;
	// Many at once: one top-down build of everything beats inserting them one by one.
	if (tree->pendingCount > 8 && tree->pendingCount > inserted / 2) {
		if (b2cDynamicTree_Rebuild(tree))
			return true;
		ok = false;
	}
	for (int i = 0; i < tree->pendingCount; ++i) {
		int32_t id = tree->pending[i];
		tree->nodes[id].flags &= (uint16_t)~b2cTreeNode_pending;
		insertLeaf(tree, id);
	}
	tree->pendingCount = 0;
	if (rootHeight(tree) > REBUILD_HEIGHT)
		b2cDynamicTree_Rebuild(tree);
	return ok;
}

void b2cDynamicTree_DestroyProxy(b2cDynamicTree *tree, int32_t proxyId)
{
	tree->stamp = 0;
	B2C_ASSERT(b2cDynamicTree_IsProxy(tree, proxyId));
	if (tree->nodes[proxyId].flags & b2cTreeNode_pending)
		dropPending(tree, proxyId);
	else
		removeLeaf(tree, proxyId);
	freeNode(tree, proxyId);
	tree->proxyCount--;
}

void b2cDynamicTree_DestroyProxyIndexed(b2cDynamicTree *tree, int32_t proxyId, int32_t *pendingPositions, int capacity)
{
	tree->stamp = 0;
	B2C_ASSERT(b2cDynamicTree_IsProxy(tree, proxyId));
	if (tree->nodes[proxyId].flags & b2cTreeNode_pending) {
		b2cRemoveSwapIndexed(tree->pending, &tree->pendingCount, pendingPositions, capacity, proxyId);
		tree->nodes[proxyId].flags &= (uint16_t)~b2cTreeNode_pending;
	} else {
		removeLeaf(tree, proxyId);
	}
	freeNode(tree, proxyId);
	tree->proxyCount--;
}

bool b2cDynamicTree_DestroyProxies(b2cDynamicTree *tree, const int32_t *proxyIds, int count)
{
	int32_t *positions = NULL;
	if (tree->pendingCount > 0) {
		positions = b2cIndexPositions(tree->pending, tree->pendingCount, tree->nodeCapacity);
		if (positions == NULL)
			return false;
	}
	tree->stamp = 0;
	for (int i = 0; i < count; ++i) {
		int32_t id = proxyIds[i];
		B2C_ASSERT(b2cDynamicTree_IsProxy(tree, id));
		if (tree->nodes[id].flags & b2cTreeNode_pending) {
			b2cRemoveSwapAt(tree->pending, &tree->pendingCount, positions, tree->nodeCapacity, id);
			tree->nodes[id].flags &= (uint16_t)~b2cTreeNode_pending;
		} else {
			removeLeaf(tree, id);
		}
		freeNode(tree, id);
		tree->proxyCount--;
	}
	b2cFree(positions, (size_t)tree->nodeCapacity * sizeof(int32_t));
	return true;
}

// `box` grown to hold `fat`, coordinate by coordinate, a NaN coordinate of `box` kept (a NaN leaf
// below it: a union would take `fat`'s and lose the other children's extent; the mark left on
// the node makes the next flush rebuild it). Else as b2cAABB_Union, bit for bit.
static float lowest(float a, float b) { return (a < b || a != a) ? a : b; }
static float highest(float a, float b) { return (a > b || a != a) ? a : b; }
static b2cAABB growBox(b2cAABB box, b2cAABB fat)
{
	return (b2cAABB){{lowest(box.lower.x, fat.lower.x), lowest(box.lower.y, fat.lower.y)},
					 {highest(box.upper.x, fat.upper.x), highest(box.upper.y, fat.upper.y)}};
}

bool b2cDynamicTree_MoveProxy(b2cDynamicTree *tree, int32_t proxyId, b2cAABB aabb, b2cVec2 displacement)
{
	B2C_ASSERT(b2cDynamicTree_IsProxy(tree, proxyId));
	if (b2cAABB_Contains(tree->nodes[proxyId].aabb, aabb))
		return false;
	b2cAABB fat = b2cAABB_Reach(b2cAABB_Expand(aabb, B2C_AABB_MARGIN), b2cMulSV(B2C_AABB_MULTIPLIER, displacement));
	b2cDynamicTree_SetFatAABB(tree, proxyId, fat);
	return true;
}

void b2cDynamicTree_SetFatAABB(b2cDynamicTree *tree, int32_t proxyId, b2cAABB fat)
{
	B2C_ASSERT(b2cDynamicTree_IsProxy(tree, proxyId));
	b2cTreeNode *nodes = tree->nodes;
	tree->stamp = 0;
	nodes[proxyId].aabb = fat;
	if (nodes[proxyId].flags & b2cTreeNode_pending)
		return;
	// The leaf stays where it is: its ancestors grow to hold it, and all of them up to the root are
	// marked, so that the next flush rebuilds that top part of the tree (cheaper than taking the
	// leaf out and inserting it again, for many leaves moving at once). A leaf that shrank leaves
	// its ancestors loose until then.
	// Once the boxes stop growing, a marked ancestor ends the walk: the nodes above it are marked
	// already (a marked node's parent is: see insertLeaf).
	bool growing = true;
	for (int32_t p = nodes[proxyId].parent; p != B2C_NULL_NODE; p = nodes[p].parent) {
		if (growing) {
			if (b2cAABB_Contains(nodes[p].aabb, fat))
				growing = false;
			else
				nodes[p].aabb = growBox(nodes[p].aabb, fat);
		}
		if (!growing && (nodes[p].flags & b2cTreeNode_enlarged))
			break;
		if (!(nodes[p].flags & b2cTreeNode_enlarged)) {
			nodes[p].flags |= b2cTreeNode_enlarged;
			tree->enlargedCount++;
		}
	}
}

bool b2cDynamicTree_IsProxy(const b2cDynamicTree *tree, int32_t proxyId)
{
	return 0 <= proxyId && proxyId < tree->nodeCapacity && tree->nodes[proxyId].height == 0;
}

b2cAABB b2cDynamicTree_GetFatAABB(const b2cDynamicTree *tree, int32_t proxyId) { return tree->nodes[proxyId].aabb; }

uint64_t b2cDynamicTree_GetUserData(const b2cDynamicTree *tree, int32_t proxyId) { return tree->userData[proxyId]; }

uint32_t b2cDynamicTree_GetGeneration(const b2cDynamicTree *tree, int32_t proxyId)
{
	return tree->generations[proxyId];
}

// ---- traversal ----

int b2cDynamicTree_Query(b2cDynamicTree *tree, b2cAABB aabb, b2cTreeQueryFcn *fcn, void *context)
{
	b2cDynamicTree_Flush(tree);
	if (tree->root == B2C_NULL_NODE)
		return 0;
	const b2cTreeNode *nodes = tree->nodes;
	// Depth first, child2 before child1. The child visited next stays in `id` instead of going
	// through the stack: a pop that reads back the slot just written waits on the store.
	int32_t stack[STACK_SIZE];
	int count = 0, calls = 0;
	int32_t id = tree->root;
	for (;;) {
		const b2cTreeNode *node = &nodes[id];
		if (b2cAABB_Overlaps(node->aabb, aabb)) {
			if (!isLeaf(node)) {
				B2C_ASSERT(count + 1 <= STACK_SIZE);
				stack[count++] = node->child1;
				id = node->child2;
				continue;
			}
			++calls;
			if (!fcn(id, tree->userData[id], context))
				return calls;
		}
		if (count == 0)
			return calls;
		id = stack[--count];
	}
}

int b2cDynamicTree_RayCast(b2cDynamicTree *tree, b2cVec2 p1, b2cVec2 p2, float maxFraction, b2cTreeRayCastFcn *fcn,
						   void *context)
{
	b2cDynamicTree_Flush(tree);
	if (tree->root == B2C_NULL_NODE)
		return 0;
	const b2cTreeNode *nodes = tree->nodes;
	b2cVec2 d = b2cSub(p2, p1);
	// v is perpendicular to the ray: a box whose projection on v misses p1's is off the line.
	b2cVec2 v = b2cLeftPerp(b2cNormalize(d));
	b2cVec2 absV = b2cAbs(v);
	b2cVec2 end = b2cMulAdd(p1, maxFraction, d);
	b2cAABB segment = {b2cMin(p1, end), b2cMax(p1, end)};

	// The child visited next stays in `id` (see b2cDynamicTree_Query).
	int32_t stack[STACK_SIZE];
	int count = 0, calls = 0;
	int32_t id = tree->root;
	for (;;) {
		const b2cTreeNode *node = &nodes[id];
		b2cVec2 c = b2cAABB_Center(node->aabb), h = b2cAABB_Extents(node->aabb);
		if (b2cAABB_Overlaps(node->aabb, segment) &&
			!(b2cAbsFloat(b2cDot(v, b2cSub(p1, c))) - b2cDot(absV, h) > 0.0f)) {
			if (!isLeaf(node)) {
				// Visit the child nearer the ray's start first: early hits clip the ray sooner.
				B2C_ASSERT(count + 1 <= STACK_SIZE);
				int32_t c1 = node->child1, c2 = node->child2;
				float d1 = b2cDot(d, b2cAABB_Center(nodes[c1].aabb)), d2 = b2cDot(d, b2cAABB_Center(nodes[c2].aabb));
				stack[count++] = d1 <= d2 ? c2 : c1;
				id = d1 <= d2 ? c1 : c2;
				continue;
			}
			++calls;
			float value = fcn(id, tree->userData[id], p1, p2, maxFraction, context);
			if (value == 0.0f)
				return calls;
			if (0.0f < value && value < maxFraction) {
				maxFraction = value;
				end = b2cMulAdd(p1, maxFraction, d);
				segment = (b2cAABB){b2cMin(p1, end), b2cMax(p1, end)};
			}
		}
		if (count == 0)
			return calls;
		id = stack[--count];
	}
}

// ---- validation and statistics ----

// How many nodes a walk from the root reaches (0 for an empty tree), following the links of nodes
// whose children are known to be nodes in use pointing back to them; -1 when it passes `limit`
// (a cycle).
static int countFromRoot(const b2cDynamicTree *tree, int limit)
{
	const b2cTreeNode *nodes = tree->nodes;
	int reached = 0;
	// Walk without a stack: down to the first child, then up to the next unvisited sibling.
	int32_t id = tree->root, previous = B2C_NULL_NODE;
	while (id != B2C_NULL_NODE) {
		const b2cTreeNode *node = &nodes[id];
		int32_t next;
		if (previous == node->parent) {
			if (++reached > limit)
				return -1;
			next = isLeaf(node) ? node->parent : node->child1;
		} else if (previous == node->child1) {
			next = node->child2;
		} else {
			next = node->parent;
		}
		previous = id;
		id = next;
	}
	return reached;
}

// A traversal's stack holds at most height + 1 nodes.
#define MAX_HEIGHT (STACK_SIZE - 2)
#define KNOWN_FLAGS (b2cTreeNode_moved | b2cTreeNode_pending | b2cTreeNode_enlarged)
// Marks, for a moment, a pending leaf the check has seen in the list (no tree sets it).
#define SEEN_FLAG 0x8000u

static bool inRange(int32_t id, int capacity) { return id >= 0 && id < capacity; }

// The same value (NaN as NaN: a body flung to infinity can give a NaN box, and the union the tree
// computed then is the one computed again).
static bool sameFloat(float a, float b) { return a == b || (a != a && b != b); }

static bool sameBox(b2cAABB a, b2cAABB b)
{
	return sameFloat(a.lower.x, b.lower.x) && sameFloat(a.lower.y, b.lower.y) && sameFloat(a.upper.x, b.upper.x) &&
		   sameFloat(a.upper.y, b.upper.y);
}

// Does `box` hold `inner` (nothing of it provably outside: a NaN proves nothing)?
static bool holds(b2cAABB box, b2cAABB inner)
{
	return !(inner.lower.x < box.lower.x || inner.lower.y < box.lower.y || inner.upper.x > box.upper.x ||
			 inner.upper.y > box.upper.y);
}

// One node in use: its own links, height, flags and box.
static b2cTreeProblem checkNode(const b2cDynamicTree *tree, int32_t i)
{
	const b2cTreeNode *nodes = tree->nodes, *node = &nodes[i];
	int capacity = tree->nodeCapacity;
	if (isLeaf(node)) {
		if (node->child2 != B2C_NULL_NODE || node->height != 0)
			return b2cTree_badLeaf;
		if (node->flags & b2cTreeNode_enlarged)
			return b2cTree_enlargedLeaf;
	} else {
		int32_t c1 = node->child1, c2 = node->child2;
		if (!inRange(c1, capacity) || !inRange(c2, capacity) || c1 == c2 || nodes[c1].height < 0 ||
			nodes[c2].height < 0 || nodes[c1].parent != i || nodes[c2].parent != i)
			return b2cTree_badChildren;
		int h1 = nodes[c1].height, h2 = nodes[c2].height;
		if (node->height != 1 + (h1 > h2 ? h1 : h2))
			return b2cTree_badHeight;
		if (node->flags & (b2cTreeNode_pending | b2cTreeNode_moved))
			return b2cTree_internalProxy;
		b2cAABB u = b2cAABB_Union(nodes[c1].aabb, nodes[c2].aabb);
		// (a node marked enlarged, grown in place by a moved leaf or left so by a flush that ran out
		// of memory, may be looser: it must hold its children)
		if (node->flags & b2cTreeNode_enlarged) {
			if (!holds(node->aabb, u))
				return b2cTree_looseBox;
		} else if (!sameBox(node->aabb, u)) {
			return b2cTree_badBox;
		}
	}
	if (node->flags & b2cTreeNode_pending) {
		if (node->parent != B2C_NULL_NODE)
			return b2cTree_linkedPending;
	} else if (i != tree->root) {
		int32_t p = node->parent;
		if (!inRange(p, capacity) || nodes[p].height <= 0 || (nodes[p].child1 != i && nodes[p].child2 != i))
			return b2cTree_badParent;
	}
	return b2cTree_sound;
}

// The pending list: leaves marked pending, each once, as many as are marked.
static b2cTreeProblem checkPending(b2cDynamicTree *tree, int marked)
{
	b2cTreeNode *nodes = tree->nodes;
	if (tree->pendingCount < 0 || tree->pendingCount > tree->pendingCapacity)
		return b2cTree_badPending;
	int listed = 0;
	b2cTreeProblem problem = b2cTree_sound;
	for (; listed < tree->pendingCount; ++listed) {
		int32_t id = tree->pending[listed];
		if (!inRange(id, tree->nodeCapacity) || nodes[id].height != 0 || !(nodes[id].flags & b2cTreeNode_pending) ||
			(nodes[id].flags & SEEN_FLAG)) {
			problem = b2cTree_badPending;
			break;
		}
		nodes[id].flags |= SEEN_FLAG;
	}
	for (int k = 0; k < listed; ++k)
		nodes[tree->pending[k]].flags &= (uint16_t)~SEEN_FLAG;
	if (problem == b2cTree_sound && listed != marked)
		problem = b2cTree_pendingCount;
	return problem;
}

b2cTreeProblem b2cDynamicTree_Check(b2cDynamicTree *tree)
{
	const b2cTreeNode *nodes = tree->nodes;
	int capacity = tree->nodeCapacity;
	int32_t root = tree->root;
	if (root != B2C_NULL_NODE && (!inRange(root, capacity) || nodes[root].height < 0 ||
								  nodes[root].parent != B2C_NULL_NODE || (nodes[root].flags & b2cTreeNode_pending)))
		return b2cTree_badRoot;
	if (root != B2C_NULL_NODE && nodes[root].height > MAX_HEIGHT)
		return b2cTree_tooTall;
	int used = 0, leaves = 0, pending = 0;
	for (int32_t i = 0; i < capacity; ++i) {
		const b2cTreeNode *node = &nodes[i];
		if (node->flags & ~KNOWN_FLAGS)
			return b2cTree_badFlags;
		if (node->height < 0) {
			if (node->height != -1)
				return b2cTree_badFreeHeight;
			continue;
		}
		++used;
		leaves += isLeaf(node) ? 1 : 0;
		pending += node->flags & b2cTreeNode_pending ? 1 : 0;
		b2cTreeProblem problem = checkNode(tree, i);
		if (problem != b2cTree_sound)
			return problem;
	}
	if (used != tree->nodeCount)
		return b2cTree_nodeCount;
	if (leaves != tree->proxyCount)
		return b2cTree_proxyCount;
	b2cTreeProblem problem = checkPending(tree, pending);
	if (problem != b2cTree_sound)
		return problem;
	// (a root in use and not pending makes `inserted` at least 1)
	int inserted = used - pending;
	if (inserted > 0 && (root == B2C_NULL_NODE || (leaves - pending) * 2 - 1 != inserted))
		return b2cTree_notBinary;
	int freeCount = 0;
	for (int32_t i = tree->freeList; i != B2C_NULL_NODE; i = nodes[i].parent)
		if (!inRange(i, capacity) || nodes[i].height != -1 || ++freeCount > capacity)
			return b2cTree_badFreeList;
	if (freeCount + used != capacity)
		return b2cTree_freeCount;
	// inserting a pending leaf takes a free node (the room creating it reserved)
	if (freeCount < pending)
		return b2cTree_noRoom;
	// every inserted node hangs from the root, without a cycle (a walk that counts)
	int reached = countFromRoot(tree, inserted);
	if (reached < 0)
		return b2cTree_cycle;
	return reached == inserted ? b2cTree_sound : b2cTree_unreachable;
}

const char *b2cTreeProblemText(b2cTreeProblem problem)
{
#define TEXT(name, text) text,
	static const char *const texts[] = {NULL, B2C_TREE_PROBLEMS(TEXT)};
#undef TEXT
	return (unsigned)problem < sizeof texts / sizeof texts[0] ? texts[problem] : "an unknown problem";
}

const char *b2cDynamicTree_Validate(b2cDynamicTree *tree)
{
	b2cDynamicTree_Flush(tree);
	return b2cTreeProblemText(b2cDynamicTree_Check(tree));
}

int b2cDynamicTree_GetHeight(b2cDynamicTree *tree)
{
	b2cDynamicTree_Flush(tree);
	return rootHeight(tree);
}

int b2cDynamicTree_GetMaxBalance(b2cDynamicTree *tree)
{
	b2cDynamicTree_Flush(tree);
	int maxBalance = 0;
	for (int32_t i = 0; i < tree->nodeCapacity; ++i) {
		const b2cTreeNode *node = &tree->nodes[i];
		if (node->height <= 1)
			continue;
		int balance = tree->nodes[node->child1].height - tree->nodes[node->child2].height;
		if (balance < 0)
			balance = -balance;
		if (balance > maxBalance)
			maxBalance = balance;
	}
	return maxBalance;
}

float b2cDynamicTree_GetAreaRatio(b2cDynamicTree *tree)
{
	b2cDynamicTree_Flush(tree);
	if (tree->root == B2C_NULL_NODE)
		return 0.0f;
	float rootArea = b2cAABB_Perimeter(tree->nodes[tree->root].aabb);
	double total = 0.0;
	for (int32_t i = 0; i < tree->nodeCapacity; ++i)
		if (tree->nodes[i].height >= 0)
			total += b2cAABB_Perimeter(tree->nodes[i].aabb);
	return rootArea > 0.0f ? (float)(total / rootArea) : 0.0f;
}

int b2cDynamicTree_GetProxyCount(const b2cDynamicTree *tree) { return tree->proxyCount; }

void b2cDynamicTree_ShiftOrigin(b2cDynamicTree *tree, b2cVec2 newOrigin)
{
	tree->stamp = 0;
	for (int32_t i = 0; i < tree->nodeCapacity; ++i) {
		b2cTreeNode *node = &tree->nodes[i];
		if (node->height < 0)
			continue;
		node->aabb.lower = b2cSub(node->aabb.lower, newOrigin);
		node->aabb.upper = b2cSub(node->aabb.upper, newOrigin);
	}
}

// ---- rebuild: top-down, binned SAH ----

#define BIN_COUNT 16
// Past this depth splits are made at the median, which bounds the depth by about log2(n) more.
#define SAH_DEPTH_LIMIT 32
#define SMALL_RANGE 6

// Empty: any union replaces it.
static const b2cAABB s_empty = {{FLT_MAX, FLT_MAX}, {-FLT_MAX, -FLT_MAX}};

// Twice the centre: only compared with itself, so the halving is left out.
static b2cVec2 center2(const BuildLeaf *leaf) { return b2cAdd(leaf->box.lower, leaf->box.upper); }

static void grow(b2cAABB *b, b2cVec2 p)
{
	b->lower = b2cMin(b->lower, p);
	b->upper = b2cMax(b->upper, p);
}

static float axisValue(b2cVec2 v, int axis) { return axis == 0 ? v.x : v.y; }

// Put the median (by centre along `axis`) of leaves[0..count) at position count / 2, smaller ones before.
static void selectMedian(BuildLeaf *leaves, int count, int axis)
{
	int lo = 0, hi = count - 1, k = count / 2;
	while (lo < hi) {
		float pivot = axisValue(center2(&leaves[(lo + hi) / 2]), axis);
		int i = lo, j = hi;
		while (i <= j) {
			while (axisValue(center2(&leaves[i]), axis) < pivot)
				++i;
			while (axisValue(center2(&leaves[j]), axis) > pivot)
				--j;
			if (i <= j) {
				BuildLeaf t = leaves[i];
				leaves[i++] = leaves[j];
				leaves[j--] = t;
			}
		}
		if (k <= j)
			hi = j;
		else if (k >= i)
			lo = i;
		else
			break;
	}
}

// Split src[0..count), whose centres span `bounds`, into dst: the first part in front. Returns
// its size (0 < size < count) and the centre bounds of both parts.
static int partitionLeaves(BuildLeaf *src, BuildLeaf *dst, int count, b2cAABB bounds, int depth, b2cAABB *left,
						   b2cAABB *right)
{
	int axis = (bounds.upper.x - bounds.lower.x) >= (bounds.upper.y - bounds.lower.y) ? 0 : 1;
	float minC = axisValue(bounds.lower, axis), extent = axisValue(bounds.upper, axis) - minC;
	*left = s_empty;
	*right = s_empty;
	// Small ranges split at the median: binning them costs more than it gains.
	if (extent > 0.0f && depth < SAH_DEPTH_LIMIT && count > SMALL_RANGE) {
		b2cAABB binBox[BIN_COUNT];
		int binCount[BIN_COUNT] = {0};
		for (int b = 0; b < BIN_COUNT; ++b)
			binBox[b] = s_empty;
		float scale = (float)BIN_COUNT / extent;
		for (int i = 0; i < count; ++i) {
			// Clamped as a float: a box near FLT_MAX (its doubled centre is inf) or of NaN, or a
			// denormal extent (scale inf), gives a NaN or huge x, which (int) may not convert.
			float x = (axisValue(center2(&src[i]), axis) - minC) * scale;
			int b = x >= (float)(BIN_COUNT - 1) ? BIN_COUNT - 1 : (x > 0.0f ? (int)x : 0);
			src[i].bin = b;
			binBox[b] = b2cAABB_Union(binBox[b], src[i].box);
			binCount[b]++;
		}
		// Cost of a split after bin b: perimeter(left) * nLeft + perimeter(right) * nRight.
		float rightCost[BIN_COUNT];
		b2cAABB acc = s_empty;
		int n = 0;
		for (int b = BIN_COUNT - 1; b > 0; --b) {
			acc = b2cAABB_Union(acc, binBox[b]);
			n += binCount[b];
			rightCost[b] = n > 0 ? b2cAABB_Perimeter(acc) * (float)n : 0.0f;
		}
		float bestCost = FLT_MAX;
		int bestSplit = -1;
		acc = s_empty;
		n = 0;
		for (int b = 0; b < BIN_COUNT - 1; ++b) {
			acc = b2cAABB_Union(acc, binBox[b]);
			n += binCount[b];
			if (n == 0 || n == count)
				continue;
			float cost = b2cAABB_Perimeter(acc) * (float)n + rightCost[b + 1];
			if (cost < bestCost) {
				bestCost = cost;
				bestSplit = b;
			}
		}
		if (bestSplit >= 0) {
			// Branch-free scatter: each leaf goes to the front or the back of dst.
			int front = 0, back = count - 1;
			for (int i = 0; i < count; ++i) {
				int goesLeft = src[i].bin <= bestSplit;
				int at = goesLeft ? front : back;
				dst[at] = src[i];
				front += goesLeft;
				back -= 1 - goesLeft;
			}
			for (int i = 0; i < front; ++i)
				grow(left, center2(&dst[i]));
			for (int i = front; i < count; ++i)
				grow(right, center2(&dst[i]));
			return front;
		}
	}
	selectMedian(src, count, axis);
	memcpy(dst, src, (size_t)count * sizeof(BuildLeaf));
	int half = count / 2;
	for (int i = 0; i < half; ++i)
		grow(left, center2(&dst[i]));
	for (int i = half; i < count; ++i)
		grow(right, center2(&dst[i]));
	return half;
}

// Make node `id` the parent of c1 and c2, and fit it to them.
static int32_t join(b2cTreeNode *nodes, int32_t id, int32_t c1, int32_t c2)
{
	nodes[id].child1 = c1;
	nodes[id].child2 = c2;
	nodes[c1].parent = id;
	nodes[c2].parent = id;
	refit(nodes, id);
	return id;
}

static int32_t buildRange(b2cDynamicTree *tree, BuildLeaf *src, BuildLeaf *dst, int count, b2cAABB bounds, int depth)
{
	if (count == 1)
		return src[0].id;
	if (count == 2) {
		int32_t id = allocateNode(tree); // before reading tree->nodes
		return join(tree->nodes, id, src[0].id, src[1].id);
	}
	b2cAABB leftBounds, rightBounds;
	int left = partitionLeaves(src, dst, count, bounds, depth, &leftBounds, &rightBounds);
	int32_t id = allocateNode(tree);
	int32_t c1 = buildRange(tree, dst, src, left, leftBounds, depth + 1);
	int32_t c2 = buildRange(tree, dst + left, src + left, count - left, rightBounds, depth + 1);
	return join(tree->nodes, id, c1, c2);
}

bool b2cDynamicTree_Rebuild(b2cDynamicTree *tree)
{
	tree->stamp = 0;
	int n = tree->proxyCount;
	if (n == 0)
		return true;
	BuildLeaf *leaves = (BuildLeaf *)b2cAlloc(2 * (size_t)n * sizeof(BuildLeaf));
	if (leaves == NULL)
		return false;
	int k = 0;
	b2cAABB bounds = s_empty;
	for (int32_t i = 0; i < tree->nodeCapacity; ++i) {
		b2cTreeNode *node = &tree->nodes[i];
		if (node->height == 0) {
			leaves[k].box = node->aabb;
			leaves[k].id = i;
			grow(&bounds, center2(&leaves[k]));
			++k;
		} else if (node->height > 0) {
			freeNode(tree, i); // internal nodes are rebuilt from the free list: n - 1 of them
		}
	}
	B2C_ASSERT(k == n);
	tree->enlargedCount = 0; // every internal node is new
	tree->root = buildRange(tree, leaves, leaves + n, n, bounds, 0);
	tree->nodes[tree->root].parent = B2C_NULL_NODE;
	for (int i = 0; i < tree->pendingCount; ++i)
		tree->nodes[tree->pending[i]].flags &= (uint16_t)~b2cTreeNode_pending;
	tree->pendingCount = 0;
	b2cFree(leaves, 2 * (size_t)n * sizeof(BuildLeaf));
	return true;
}

// Rebuild the enlarged top of the tree: every subtree hanging below it (a leaf, or an internal node
// not enlarged) is kept whole and treated as a leaf of a new binned-SAH build, which reuses the
// enlarged nodes (as many as it needs: one fewer than the subtrees).
static bool rebuildEnlarged(b2cDynamicTree *tree)
{
	b2cTreeNode *nodes = tree->nodes;
	if (tree->root == B2C_NULL_NODE || !(nodes[tree->root].flags & b2cTreeNode_enlarged)) {
		tree->enlargedCount = 0;
		return true;
	}
	// Count the subtrees hanging below the enlarged nodes reached from the root (the count kept by
	// MoveProxy is only a hint: an insertion's rotations can leave a marked node where the walk
	// from the root does not reach it).
	int most = 0;
	{
		int32_t stack[STACK_SIZE];
		int top = 0;
		stack[top++] = tree->root;
		while (top > 0) {
			const b2cTreeNode *node = &nodes[stack[--top]];
			if (!isLeaf(node) && (node->flags & b2cTreeNode_enlarged) && top + 2 <= STACK_SIZE) {
				stack[top++] = node->child1;
				stack[top++] = node->child2;
			} else {
				++most;
			}
		}
	}
	if (most > tree->rebuildCapacity) {
		size_t oldSize = (size_t)tree->rebuildCapacity * 2 * sizeof(BuildLeaf);
		void *grown = b2cGrowAlloc(tree->rebuildScratch, oldSize, (size_t)most * 2 * sizeof(BuildLeaf));
		if (grown == NULL)
			return false;
		tree->rebuildScratch = grown;
		tree->rebuildCapacity = most;
	}
	BuildLeaf *items = (BuildLeaf *)tree->rebuildScratch;
	int count = 0;
	b2cAABB bounds = s_empty;
	int32_t stack[STACK_SIZE];
	int top = 0;
	stack[top++] = tree->root;
	while (top > 0) {
		int32_t id = stack[--top];
		b2cTreeNode *node = &nodes[id];
		if (!isLeaf(node) && (node->flags & b2cTreeNode_enlarged) && top + 2 <= STACK_SIZE) {
			stack[top++] = node->child1;
			stack[top++] = node->child2;
			freeNode(tree, id);
			continue;
		}
		B2C_ASSERT(count < most);
		items[count].box = node->aabb;
		items[count].id = id;
		grow(&bounds, center2(&items[count]));
		++count;
	}
	tree->root = buildRange(tree, items, items + most, count, bounds, 0);
	tree->nodes[tree->root].parent = B2C_NULL_NODE;
	tree->enlargedCount = 0;
	return true;
}
