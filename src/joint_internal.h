// SPDX-License-Identifier: MIT
// b2c: joints inside the world: their record and the solver's functions of each type (their links
// into the bodies' joint lists: edge_list.h). Internal header.
#ifndef B2C_JOINT_INTERNAL_H
#define B2C_JOINT_INTERNAL_H

#include "b2c/joint.h"
#include "contact_solver.h"

/// What the solver works out for a joint at the start of a step. The first 64 bytes hold all that a
/// plain point constraint (a revolute joint without spring, motor or limit: most joints) reads,
/// its accumulated impulse included, so that solving one touches one cache line.
typedef struct b2cJointStep {
	b2cVec2 linearImpulse;     ///< accumulated over a sub-step (warm starting); kept between steps
	int32_t stateA, stateB;    ///< 0: the body does not move this step
	float mA, iA, mB, iB;      ///< zero for a body that does not move
	b2cVec2 anchorA, anchorB;  ///< from each centre of mass, world orientation, at the step's start
	b2cVec2 deltaCenter;       ///< centre of B less centre of A at the step's start
	bool spring, limit, motor; ///< what is on this step (copies of the definition's)
	float axialMass;
	// ---- 64 bytes ----
	float deltaAngle;     ///< B's angle relative to A's, less the reference, at the step's start
	b2cVec2 axisA;        ///< the axis in the world at the step's start (prismatic, wheel)
	b2cVec2 linearOffset; ///< motor joint: the offset in the world at the step's start
	/// wheel joint: the masses across and along its axis at the step's start (Box2D v3's: the arms
	/// of a wheel struck hard swing, and the masses from them as they swing let it give way more)
	float perpMass, axisMass;
	b2cSoftness springSoft, linearSoft, angularSoft;
	b2cSoftness constraintSoft; ///< of the rigid parts while pushing (the joint's tuning or the world's)
} b2cJointStep;

typedef struct b2cJoint {
	b2cJointStep step; ///< first: the solver's hot data
	// accumulated impulses of a sub-step (warm starting), besides step.linearImpulse
	float angularImpulse, axialImpulse, springImpulse, motorImpulse, lowerImpulse, upperImpulse;
	b2cJointDef def; ///< the settings, kept current by the setters
	uint32_t generation;
	uint32_t generationFloor; ///< see b2cNextGeneration
	bool alive;
	bool active;      ///< solved this step
	b2cEdge edges[2]; ///< its links into its bodies' joint lists (edge_list.h): body A's (none for the world), B's
	/// revolute: B's rotation relative to A (no reference) when the turns were last counted, and
	/// the whole turns: the angle is that rotation's (in [-pi, pi), pi when its sine is 0 and its
	/// cosine negative, as b2cAtan2) plus 2 pi turns, less the reference
	b2cRot relative;
	int32_t turns;
	float constant;     ///< gear: c1 + ratio c2 to keep; pulley: lengthA + ratio lengthB
	bool broken;        ///< broke: not solved, not reported (b2cJoint_IsBroken)
	bool justBroken;    ///< broke in the last step (b2cWorld_GetJointEvents)
	b2cVec2 breakForce; ///< the reaction that broke it
	float breakTorque;
	bool gearActive;                     ///< gear: both its joints exist (else it does nothing)
	bool gearPrismatic1, gearPrismatic2; ///< gear: which of its joints are prismatic (the others revolute)
} b2cJoint;

/// The solver's view of a step for joints.
typedef struct b2cJointContext {
	b2cBodyState *states;
	float h, invH;
	float jointHertz, jointDampingRatio; ///< the world's joint tuning (a joint's own wins)
	int32_t *active;                     ///< the joints solved this step (prepared), from the arena, by colour
	int activeCount;
	int colorStart[B2C_COLOR_COUNT + 2]; ///< where each colour's joints start in `active` (see contact_solver.h)
	const b2cWorld *world;               ///< (a gear reads its joints)
} b2cJointContext;

// ---- joint.c ----
b2cJoint *b2cGetJoint(const b2cWorld *world, b2cJointId id);
/// Destroy every joint of the body (it is being destroyed).
void b2cDestroyBodyJoints(b2cWorld *world, int32_t bodyIndex);
/// False when a joint with collideConnected false joins the two bodies.
bool b2cShouldBodiesCollide(const b2cWorld *world, int32_t bodyA, int32_t bodyB);
void b2cDestroyJoints(b2cWorld *world);
/// Move what joints hold in world coordinates by -newOrigin (b2cWorld_ShiftOrigin): anchors on
/// the world, a mouse joint's target, a world-anchored motor joint's offset.
void b2cShiftJointsOrigin(b2cWorld *world, b2cVec2 newOrigin);
/// After a step's solve (dt > 0) or at any step: count the revolute joints' turns, clear the last
/// step's breaks, and break the joints whose reaction passed a threshold (dt 0: none break).
void b2cUpdateJointsAfterStep(b2cWorld *world, float dt);
/// A revolute joint's angle now, counting turns (from the bodies' transforms).
float b2cRevoluteAngle(const b2cWorld *world, const b2cJoint *joint);
/// A joint's reaction over the last step as an impulse (times subSteps / dt: the force, torque).
b2cVec2 b2cJointReactionImpulse(const b2cWorld *world, const b2cJoint *joint);
float b2cJointReactionAngularImpulse(const b2cJoint *joint);

// ---- joint_solver.c ----
/// Prepare the joints with a moving body (anchors, masses, softness) and list them in
/// context->active (room for every joint), by graph colour (contact_solver.h), each colour's in
/// index order: a joint takes the lowest colour free for both its dynamic bodies in `masks`, or,
/// with one dynamic body, the highest (as contacts do), before the contacts take theirs. States
/// 1..dynamicCount are the dynamic bodies. Returns how many.
int b2cPrepareJoints(b2cWorld *world, const int32_t *stateIndex, int dynamicCount, uint64_t *masks,
					 b2cJointContext *context);
/// Warm start the joints active[first..end) (a colour's: colorStart[color] to colorStart[color + 1]).
void b2cWarmStartJoints(b2cWorld *world, const b2cJointContext *context, int first, int end);
/// Solve the joints active[first..end) (joints of one colour share no dynamic body: any at once).
void b2cSolveJoints(b2cWorld *world, const b2cJointContext *context, bool useBias, int first, int end);

/// Shared pieces of the joint solvers.
typedef struct b2cJointBodies {
	b2cBodyState *a, *b;
	b2cVec2 rA, rB; ///< the anchors now (turned by each body's rotation this step)
	b2cVec2 d;      ///< B's anchor less A's, now
} b2cJointBodies;

static inline b2cJointBodies b2cGetJointBodies(const b2cJoint *joint, const b2cJointContext *context)
{
	const b2cJointStep *s = &joint->step;
	b2cJointBodies jb;
	jb.a = &context->states[s->stateA];
	jb.b = &context->states[s->stateB];
	jb.rA = b2cRotateVector(jb.a->dq, s->anchorA);
	jb.rB = b2cRotateVector(jb.b->dq, s->anchorB);
	jb.d = b2cAdd(b2cAdd(b2cSub(jb.b->dp, jb.a->dp), s->deltaCenter), b2cSub(jb.rB, jb.rA));
	return jb;
}
/// Relative angle of B to A less the reference, now.
float b2cJointAngle(const b2cJoint *joint, const b2cJointBodies *jb);
/// Solve the 2D point constraint (anchors together) with the given softness: its Jacobian and mass
/// matrix from the anchors as the bodies have turned them by now (jb->rA, jb->rB), its error from
/// where the anchors are now (jb->d). (Anchors fixed at the step's start, as the contacts keep
/// theirs, let a turning body's joint drift and pump energy: a pendulum's swing grew by 70 % in
/// 40 s, a chain stretched by metres under a heavy ball.)
void b2cSolvePointConstraint(b2cJoint *joint, b2cJointBodies *jb, b2cSoftness soft, bool useBias, float invH);
/// A prismatic or wheel joint's axis now (turned with A), its perpendicular, and the lever arms
/// of each: a1 = (d + rA) x axis, a2 = rB x axis, s1, s2 the same for the perpendicular.
typedef struct b2cJointAxis {
	b2cVec2 axis, perp;
	float a1, a2, s1, s2;
	float translation; ///< of B's anchor from A's along the axis
	float axialMass;   ///< along the axis
} b2cJointAxis;

b2cJointAxis b2cGetJointAxis(const b2cJoint *joint, const b2cJointBodies *jb);
/// The rate of change of the translation along `direction` with arms armA, armB.
float b2cJointAxisRate(const b2cJointBodies *jb, b2cVec2 direction, float armA, float armB);

/// One side of a limit, C >= 0 wanted, at rate cdot: speculative while apart, soft (with bias)
/// or rigid when past it. The impulse to apply along the limit's direction.
float b2cSolveLimit(float c, float cdot, float mass, float *accumulated, b2cSoftness soft, bool useBias, float invH);
/// A spring pulling C to zero.
float b2cSolveSpring(float c, float cdot, float mass, float *accumulated, b2cSoftness soft);
/// A motor bringing the rate to `speed` with at most maxImpulse accumulated either way.
float b2cSolveMotor(float cdot, float speed, float mass, float *accumulated, float maxImpulse);
/// Apply a linear impulse at the anchors and angular impulses: minus to A, plus to B.
static inline void b2cApplyJointImpulse(const b2cJoint *joint, b2cJointBodies *jb, b2cVec2 linear, float angularA,
										float angularB)
{
	const b2cJointStep *s = &joint->step;
	jb->a->v = b2cMulSub(jb->a->v, s->mA, linear);
	jb->a->w -= s->iA * angularA;
	jb->b->v = b2cMulAdd(jb->b->v, s->mB, linear);
	jb->b->w += s->iB * angularB;
}

/// Solve the symmetric 2x2 system [k11 k12; k12 k22] x = b (0 when singular).
static inline b2cVec2 b2cSolveSymmetric22(float k11, float k12, float k22, b2cVec2 b)
{
	float det = k11 * k22 - k12 * k12;
	if (det != 0.0f)
		det = 1.0f / det;
	return (b2cVec2){det * (k22 * b.x - k12 * b.y), det * (k11 * b.y - k12 * b.x)};
}

// ---- one file per type ----
void b2cPrepareDistanceJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cWarmStartDistanceJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cSolveDistanceJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias);
void b2cPrepareRevoluteJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cWarmStartRevoluteJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cSolveRevoluteJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias);
void b2cPreparePrismaticJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cWarmStartPrismaticJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cSolvePrismaticJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias);
void b2cPrepareWeldJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cWarmStartWeldJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cSolveWeldJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias);
void b2cPrepareMouseJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cWarmStartMouseJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cSolveMouseJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias);
void b2cPrepareWheelJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cWarmStartWheelJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cSolveWheelJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias);
void b2cPrepareMotorJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cWarmStartMotorJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cSolveMotorJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias);
void b2cPrepareGearJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cWarmStartGearJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cSolveGearJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias);
void b2cPreparePulleyJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cWarmStartPulleyJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cSolvePulleyJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias);
void b2cPrepareFrictionJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cWarmStartFrictionJoint(b2cJoint *joint, const b2cJointContext *context);
void b2cSolveFrictionJoint(b2cJoint *joint, const b2cJointContext *context, bool useBias);
/// A gear's coordinate of one of its joints (revolute: its angle counting turns; prismatic: its
/// translation), from the bodies' transforms.
float b2cGearCoordinate(const b2cWorld *world, const b2cJoint *joint);

#endif
