// SPDX-License-Identifier: MIT
// b2c: the soft-step solver (Catto, "Solver2D" and Box2D v3): each step is split into sub-steps;
// in each, velocities are integrated, contacts warm-started and solved as soft constraints (a
// spring and damper that push overlap apart at a bounded speed), positions integrated, and the
// contacts relaxed without the push; restitution is applied once at the end. Separations are
// re-evaluated from the bodies' current positions at every sub-step.
//
// The solver works on a compact copy of the moving bodies (b2cBodyState: velocity and how far the
// body moved this step), made at the start and written back at the end; all of it, and the
// contact constraints, come from the world's stack arena.
#include "joint_internal.h"
#include "stage_solve.h"

#include <string.h>

/// What the sub-steps add to a body's velocity, and how they damp it.
typedef struct BodyForces {
	b2cVec2 dv;
	float dw;
	float linearDamping, angularDamping; ///< factors by which each sub-step scales v and w
} BodyForces;

static void integrateVelocities(b2cBodyState *states, const BodyForces *forces, int first, int end)
{
	for (int i = first; i < end; ++i) {
		b2cBodyState *s = &states[i];
		const BodyForces *f = &forces[i];
		// Damping, implicit: stable for any coefficient.
		s->v = b2cMulSV(f->linearDamping, b2cAdd(s->v, f->dv));
		s->w = f->angularDamping * (s->w + f->dw);
	}
}

// The fastest a body turns: a quarter turn a step (Box2D's b2_maxRotation), however many sub-steps.
// Faster, its contacts (fixed anchors, a step's worth of speculation) cannot follow it: a bullet
// box striking the ground on a corner spun at 190 rad/s and dug 30 cm into it.
#define MAX_ROTATION (0.25f * B2C_PI)

// How much stiffer contacts with bodies that do not move are than those between two moving ones.
#define STATIC_STIFFNESS 2.4f

// A velocity that overflowed (joints pulling against each other without end, impulses past single
// precision) stops the body instead of making its position NaN.
static void stopIfNotFinite(b2cBodyState *s)
{
	if (!b2cIsValidVec2(s->v) || !isfinite(s->w)) {
		s->v = b2cVec2_zero;
		s->w = 0.0f;
	}
}

// Velocities bounded by maxLinearSpeed and maxAngularSpeed (which also keep a runaway, a joint
// fighting a large error with a long lever arm, from growing positions and velocities until they
// overflow), then positions.
static void integratePositions(b2cBodyState *states, int first, int end, float h, float maxLinearSpeed,
							   float maxAngularSpeed)
{
	for (int i = first; i < end; ++i) {
		b2cBodyState *s = &states[i];
		stopIfNotFinite(s);
		float squared = b2cLengthSquared(s->v);
		if (squared > maxLinearSpeed * maxLinearSpeed)
			s->v = b2cMulSV(maxLinearSpeed / sqrtf(squared), s->v);
		if (s->w * s->w > maxAngularSpeed * maxAngularSpeed)
			s->w = s->w > 0.0f ? maxAngularSpeed : -maxAngularSpeed;
		s->dp = b2cMulAdd(s->dp, h, s->v);
		// Turn by w h: q + h w perp(q), renormalized.
		b2cRot q = s->dq;
		float c = q.c - h * s->w * q.s, sn = q.s + h * s->w * q.c;
		float inv = 1.0f / sqrtf(c * c + sn * sn);
		s->dq = (b2cRot){c * inv, sn * inv};
	}
}

typedef struct StepBodies {
	int32_t *stateIndex; ///< by body index: its state, or 0 when it does not move (world->awake's map)
	int32_t *stateBody;  ///< by state: its body index
	b2cBodyState *states;
	BodyForces *forces;
	int count;        ///< states, the fixed one at 0 included
	int dynamicCount; ///< states 1..dynamicCount are dynamic, the rest kinematic
	int32_t *locked;  ///< the states of the dynamic bodies with a linear motion lock
	int lockedCount;
} StepBodies;

// Zero the locked components of the velocities of the bodies with motion locks (b2cMotionLocks).
// Called after every change of velocities: with them zero before, an impulse applied and then cut
// to the free axes is the impulse of a body of infinite mass along the locked ones.
static void applyLocks(const b2cWorld *world, const StepBodies *sb)
{
	for (int i = 0; i < sb->lockedCount; ++i) {
		int32_t state = sb->locked[i];
		const b2cBody *body = &world->bodies[sb->stateBody[state]];
		if (body->lockX)
			sb->states[state].v.x = 0.0f;
		if (body->lockY)
			sb->states[state].v.y = 0.0f;
	}
}

// The moving bodies' states: dynamic first, then kinematic. Every body of the awake set (the moving
// ones, and those changed since the last step: awake_set.h) also notes where it starts (for
// continuous collision) and hands its force and torque to the step (forces last one step); the
// others did so at a step before and have not moved since. False when memory ran out.
static bool gatherBodies(b2cWorld *world, float h, StepBodies *sb)
{
	int bodyCapacity = b2cGetIdCapacity(&world->bodyIds);
	b2cArena *arena = &world->arena;
	*sb = (StepBodies){0};
	// (the world's map, zero but for the states of this solve: cleared again by freeBodies)
	sb->stateIndex = world->awake.stateCapacity >= bodyCapacity ? world->awake.stateIndex : NULL;
	sb->stateBody = (int32_t *)b2cArena_Alloc(arena, (size_t)(bodyCapacity + 1) * sizeof(int32_t));
	sb->states = (b2cBodyState *)b2cArena_Alloc(arena, (size_t)(bodyCapacity + 1) * sizeof(b2cBodyState));
	sb->forces = (BodyForces *)b2cArena_Alloc(arena, (size_t)(bodyCapacity + 1) * sizeof(BodyForces));
	sb->locked = (int32_t *)b2cArena_Alloc(arena, (size_t)(bodyCapacity + 1) * sizeof(int32_t));
	bool ok = sb->stateIndex != NULL && sb->stateBody != NULL && sb->states != NULL && sb->forces != NULL &&
			  sb->locked != NULL;
	b2cVec2 gravity = world->def.gravity;
	int n = 1, kinematicCount = 0;
	const b2cVisitSet *set = &world->awake.bodies;
	B2C_VISIT_EACH(set, bodyCapacity, i) {
		b2cBody *body = &world->bodies[i];
		body->center0 = body->center;
		body->q0 = body->xf.q;
		b2cVec2 force = body->force;
		float torque = body->torque;
		body->force = b2cVec2_zero;
		body->torque = 0.0f;
		if (!ok || !b2cIsActive(body))
			continue;
		if (body->type != b2cBody_dynamic) {
			++kinematicCount;
			continue;
		}
		sb->stateIndex[i] = n;
		sb->stateBody[n] = i;
		sb->states[n] = (b2cBodyState){.v = body->v, .w = body->w, .dq = b2cRot_identity};
		b2cVec2 acceleration = b2cMulAdd(b2cMulSV(body->gravityScale, gravity), body->invMass, force);
		sb->forces[n] = (BodyForces){b2cMulSV(h, acceleration), h * body->invInertia * torque,
									 1.0f / (1.0f + h * body->linearDamping), 1.0f / (1.0f + h * body->angularDamping)};
		if (b2cHasLinearLock(body)) {
			sb->locked[sb->lockedCount++] = n;
			if (body->lockX)
				sb->states[n].v.x = sb->forces[n].dv.x = 0.0f;
			if (body->lockY)
				sb->states[n].v.y = sb->forces[n].dv.y = 0.0f;
		}
		++n;
	}
	if (!ok)
		return false;
	sb->dynamicCount = n - 1;
	if (kinematicCount > 0) {
		B2C_VISIT_EACH(set, bodyCapacity, i) {
			b2cBody *body = &world->bodies[i];
			if (!b2cIsActive(body) || body->type != b2cBody_kinematic)
				continue;
			sb->stateIndex[i] = n;
			sb->stateBody[n] = i;
			sb->states[n] = (b2cBodyState){.v = body->v, .w = body->w, .dq = b2cRot_identity};
			sb->forces[n] = (BodyForces){.linearDamping = 1.0f, .angularDamping = 1.0f};
			++n;
		}
	}
	sb->states[0] = (b2cBodyState){.dq = b2cRot_identity};
	sb->forces[0] = (BodyForces){.linearDamping = 1.0f, .angularDamping = 1.0f};
	sb->count = n;
	return true;
}

static void freeBodies(b2cArena *arena, StepBodies *sb)
{
	for (int i = 1; i < sb->count; ++i)
		sb->stateIndex[sb->stateBody[i]] = 0; // (the map zero again between steps)
	b2cArena_Free(arena, sb->locked);
	b2cArena_Free(arena, sb->forces);
	b2cArena_Free(arena, sb->states);
	b2cArena_Free(arena, sb->stateBody);
}

// Write the states back: velocity, and the moved centre and rotation.
static void scatterBodies(b2cWorld *world, const StepBodies *sb, int first, int end)
{
	for (int i = first; i < end; ++i) {
		b2cBodyState *s = &sb->states[i];
		stopIfNotFinite(s); // (the last relaxation ran after the last integration)
		b2cBody *body = &world->bodies[sb->stateBody[i]];
		body->v = s->v;
		body->w = s->w;
		body->center = b2cAdd(body->center0, s->dp);
		b2cRot q = b2cMulRot(s->dq, body->q0);
		// keep it a unit rotation to the last bit drift can reach
		float inv = 1.0f / sqrtf(q.c * q.c + q.s * q.s);
		body->xf.q = (b2cRot){q.c * inv, q.s * inv};
		body->turns += b2cTurnCrossing(body->q0, body->xf.q); // (at most a quarter turn a step)
		body->xf.p = b2cSub(body->center, b2cRotateVector(body->xf.q, body->localCenter));
	}
}

// ---- the passes, as range tasks (thread_pool.h) ----
// A pass over the bodies has a body an item; a pass over one colour has its joints, then its
// contact blocks as items (no dynamic body is in two constraints of one colour). Colours run one
// after the other, the overflow on the calling thread: every body sees its constraints in the same
// order however many workers there are, and so gets the same bits.

typedef struct Stage {
	b2cWorld *world;
	const b2cJointContext *joints; ///< NULL: no joint this step
	const b2cContactSolver *contacts;
	const StepBodies *sb;
	float h, invH, maxPush, maxLinearSpeed, maxAngularSpeed, threshold;
	bool useBias;
	int jointFirst, jointCount, blockFirst; ///< the colour's joints (in joints->active) and blocks
} Stage;

// (items are states 1..count-1)
static void integrateVelocitiesTask(int32_t first, int32_t end, uint32_t worker, void *context)
{
	(void)worker;
	const Stage *st = (const Stage *)context;
	integrateVelocities(st->sb->states, st->sb->forces, first + 1, end + 1);
}

static void integratePositionsTask(int32_t first, int32_t end, uint32_t worker, void *context)
{
	(void)worker;
	const Stage *st = (const Stage *)context;
	integratePositions(st->sb->states, first + 1, end + 1, st->h, st->maxLinearSpeed, st->maxAngularSpeed);
}

static void scatterTask(int32_t first, int32_t end, uint32_t worker, void *context)
{
	(void)worker;
	const Stage *st = (const Stage *)context;
	scatterBodies(st->world, st->sb, first + 1, end + 1);
}

// (items: the colour's joints, then its blocks)
static void solveColorTask(int32_t first, int32_t end, uint32_t worker, void *context)
{
	(void)worker;
	const Stage *st = (const Stage *)context;
	int32_t jointEnd = end < st->jointCount ? end : st->jointCount;
	if (first < jointEnd)
		b2cSolveJoints(st->world, st->joints, st->useBias, st->jointFirst + first, st->jointFirst + jointEnd);
	int32_t blockFirst = first > st->jointCount ? first - st->jointCount : 0;
	if (end > st->jointCount)
		b2cSolveContactBlocks(st->contacts, st->sb->states, st->invH, st->maxPush, st->useBias,
							  st->blockFirst + blockFirst, st->blockFirst + end - st->jointCount);
}

static void warmStartJointsTask(int32_t first, int32_t end, uint32_t worker, void *context)
{
	(void)worker;
	const Stage *st = (const Stage *)context;
	b2cWarmStartJoints(st->world, st->joints, st->jointFirst + first, st->jointFirst + end);
}

static void warmStartContactsTask(int32_t first, int32_t end, uint32_t worker, void *context)
{
	(void)worker;
	const Stage *st = (const Stage *)context;
	b2cWarmStartContactBlocks(st->contacts, st->sb->states, st->blockFirst + first, st->blockFirst + end);
}

static void restitutionTask(int32_t first, int32_t end, uint32_t worker, void *context)
{
	(void)worker;
	const Stage *st = (const Stage *)context;
	b2cApplyRestitutionBlocks(st->contacts, st->sb->states, st->threshold, st->blockFirst + first,
							  st->blockFirst + end);
}

static void storeImpulsesTask(int32_t first, int32_t end, uint32_t worker, void *context)
{
	(void)worker;
	const Stage *st = (const Stage *)context;
	b2cStoreImpulseBlocks(st->world, st->contacts, first, end);
}

// Bodies a range at least; constraints (a block is four contacts).
#define BODY_RANGE 64
#define CONSTRAINT_RANGE 4

// Where colour c's joints and blocks are, in the stage.
static void selectColor(Stage *st, int color)
{
	st->jointFirst = st->joints != NULL ? st->joints->colorStart[color] : 0;
	st->jointCount = st->joints != NULL ? st->joints->colorStart[color + 1] - st->jointFirst : 0;
	st->blockFirst = st->contacts->colorStart[color];
}

static int colorBlocks(const Stage *st, int color)
{
	return st->contacts->colorStart[color + 1] - st->contacts->colorStart[color];
}

// Run `task` over colour c's `items` (selected): on the workers, but for the overflow, whose
// constraints share bodies: solved on the calling thread, one after the other.
static void runColor(Stage *st, int color, b2cTaskCallback *task, int items)
{
	if (color == B2C_OVERFLOW_COLOR)
		task(0, items, 0, st);
	else
		b2cParallelFor(st->world, task, items, CONSTRAINT_RANGE, st);
}

// The warm start: every joint (colour after colour, the overflow last), then every contact block
// (the same order): the order of the single loops they replace.
static void warmStart(Stage *st)
{
	for (int c = 0; st->joints != NULL && c <= B2C_COLOR_COUNT; ++c) {
		selectColor(st, c);
		runColor(st, c, warmStartJointsTask, st->jointCount);
	}
	for (int c = 0; c <= B2C_COLOR_COUNT; ++c) {
		selectColor(st, c);
		runColor(st, c, warmStartContactsTask, colorBlocks(st, c));
	}
}

static void applyRestitution(Stage *st)
{
	for (int c = 0; c <= B2C_COLOR_COUNT; ++c) {
		selectColor(st, c);
		runColor(st, c, restitutionTask, colorBlocks(st, c));
	}
}

// One pass over every constraint, colour after colour (the overflow first): each colour's joints,
// then its contacts (after Box2D v3's constraint graph). Soft with `useBias`, rigid without.
// (No dynamic body is in two constraints of one colour: the locks applied after each colour act
// after each of its constraints. The overflow's constraints share bodies: there they act after all,
// and are solved on the calling thread, one after the other.)
static void solveConstraints(Stage *st, bool useBias)
{
	st->useBias = useBias;
	for (int k = 0; k <= B2C_COLOR_COUNT; ++k) {
		int color = k == 0 ? B2C_OVERFLOW_COLOR : k - 1;
		selectColor(st, color);
		runColor(st, color, solveColorTask, st->jointCount + colorBlocks(st, color));
		if (st->sb->lockedCount > 0)
			applyLocks(st->world, st->sb);
	}
}

void b2cSolve(b2cWorld *world, float dt, int subSteps)
{
	float h = dt / (float)subSteps, invH = 1.0f / h;
	// (capped at an eighth of the sub-step rate, as Box2D v3: stiffer, contacts jitter)
	float hertz = b2cMinFloat(world->def.contactHertz, 0.125f * (float)subSteps / dt);
	b2cSoftness soft = b2cMakeSoftness(hertz, world->def.contactDampingRatio, h);
	// Against a body that does not move, 2.4 times as stiff (Box2D v3: twice): weight resting on the
	// ground sinks less, and a pile pressed against static walls stays out of them (625 circles
	// confined in a box: 48 -> 32 mm into the walls; v3 41). Stiffer still, a light wheel jointed to
	// a heavy cart is kicked harder off the ground it lands on (Box2D v3's Cart sample: its joints
	// open 93 mm as it lands at twice, 99 mm at 2.4, 102 mm at 2.6).
	b2cSoftness staticSoft = b2cMakeSoftness(STATIC_STIFFNESS * hertz, world->def.contactDampingRatio, h);
	float maxPush = world->def.contactPushMaxVelocity;
	StepBodies sb;
	b2cContactSolver contacts = {0};
	// The solver's tasks follow each other within microseconds: the world's threads spin between
	// them until the impulses are kept (outside, they wait on their condition variable at once).
	b2cThreadPool_SetBusy(world->pool, true);
	if (gatherBodies(world, h, &sb)) {
		// The colours each state's constraints took: the joints first, then the contacts.
		uint64_t *masks = (uint64_t *)b2cArena_Alloc(&world->arena, (size_t)sb.count * sizeof(uint64_t));
		if (masks != NULL)
			memset(masks, 0, (size_t)sb.count * sizeof(uint64_t));
		b2cJointContext joints = {sb.states, h,   invH, world->def.jointHertz, world->def.jointDampingRatio, NULL,
								  0,         {0}, world};
		int jointCapacity = b2cGetIdCapacity(&world->jointIds);
		joints.active = (int32_t *)b2cArena_Alloc(&world->arena, (size_t)jointCapacity * sizeof(int32_t));
		bool anyJoint = masks != NULL && joints.active != NULL &&
						b2cPrepareJoints(world, sb.stateIndex, sb.dynamicCount, masks, &joints) > 0;
		// Out of memory for the contacts: the bodies move without them this step.
		if (masks == NULL || !b2cPrepareContacts(world, &world->arena, sb.stateIndex, sb.dynamicCount, masks, soft,
												 staticSoft, &contacts)) {
			contacts.blockCount = 0;
			memset(contacts.colorStart, 0, sizeof contacts.colorStart);
		}
		world->colorCount = contacts.colorCount;
		Stage st = {world,
					anyJoint ? &joints : NULL,
					&contacts,
					&sb,
					h,
					invH,
					maxPush,
					world->def.maxLinearSpeed,
					MAX_ROTATION / dt,
					world->def.restitutionThreshold,
					false,
					0,
					0,
					0};
		for (int step = 0; step < subSteps; ++step) {
			b2cParallelFor(world, integrateVelocitiesTask, sb.count - 1, BODY_RANGE, &st);
			warmStart(&st);
			if (sb.lockedCount > 0)
				applyLocks(world, &sb);
			solveConstraints(&st, true);
			b2cParallelFor(world, integratePositionsTask, sb.count - 1, BODY_RANGE, &st);
			solveConstraints(&st, false);
		}
		applyRestitution(&st);
		if (sb.lockedCount > 0)
			applyLocks(world, &sb);
		b2cParallelFor(world, scatterTask, sb.count - 1, BODY_RANGE, &st);
		b2cParallelFor(world, storeImpulsesTask, contacts.blockCount, CONSTRAINT_RANGE, &st);
		b2cThreadPool_SetBusy(world->pool, false);
		if (b2cContactSolver_Reports(world, &contacts))
			b2cReportContactImpulses(world, &contacts);
		b2cFreeContactSolver(&world->arena, &contacts);
		b2cArena_Free(&world->arena, joints.active);
		b2cArena_Free(&world->arena, masks);
	}
	b2cThreadPool_SetBusy(world->pool, false);
	freeBodies(&world->arena, &sb);
}
