// SPDX-License-Identifier: MIT
// b2c: the world: bodies, shapes attached to them, contacts, and the step.
#ifndef B2C_WORLD_H
#define B2C_WORLD_H

#include "broad_phase.h"
#include "manifold.h"

/// Handles carry a generation: a handle to a destroyed (and perhaps recycled) object is detected.
typedef struct b2cBodyId {
	int32_t index; ///< -1 for none
	uint32_t generation;
} b2cBodyId;

typedef struct b2cShapeId {
	int32_t index;
	uint32_t generation;
} b2cShapeId;

/// A chain: segments of one body made, filtered and destroyed together (Box2D's chain fixture).
typedef struct b2cChainId {
	int32_t index;
	uint32_t generation;
} b2cChainId;

typedef enum b2cBodyType { b2cBody_static, b2cBody_kinematic, b2cBody_dynamic } b2cBodyType;

/// Per-axis locks of a body's motion (Box2D v3's b2MotionLocks): a locked axis's velocity stays
/// zero, and neither contacts, joints, gravity nor forces move the body along it (an infinite mass
/// along that axis). angularZ is the body's fixed rotation.
typedef struct b2cMotionLocks {
	bool linearX, linearY, angularZ;
} b2cMotionLocks;

/// The default sleep threshold of a body (m/s): it counts as at rest while it moves slower than
/// this (and turns slower than 2 degrees per second times threshold / 0.05).
#define B2C_DEFAULT_SLEEP_THRESHOLD 0.05f

typedef struct b2cBodyDef {
	b2cBodyType type;
	b2cVec2 position;
	float angle;
	b2cVec2 linearVelocity;
	float angularVelocity;
	float linearDamping;
	float angularDamping;
	float gravityScale;
	bool fixedRotation;
	bool bullet;     ///< continuous collision against dynamic bodies too (all bodies get it against static)
	bool awake;      ///< starts awake (default true)
	bool allowSleep; ///< may fall asleep when at rest (default true)
	uint64_t userData;
	float sleepThreshold;       ///< speed below which it counts as at rest (m/s, default 0.05)
	bool enabled;               ///< takes part in the simulation (default true; see b2cBody_SetEnabled)
	b2cMotionLocks motionLocks; ///< linearX, linearY (angularZ or fixedRotation: no turning)
} b2cBodyDef;

/// Collision filtering: two shapes collide when each one's category is in the other's mask,
/// unless they share a group: a positive group always collides, a negative one never does.
typedef struct b2cFilter {
	uint16_t categoryBits;
	uint16_t maskBits;
	int16_t groupIndex;
} b2cFilter;

typedef struct b2cShapeDef {
	float density;
	float friction;
	float restitution;
	bool isSensor;
	b2cFilter filter;
	uint64_t userData;
	/// Rolling resistance (>= 0, default 0): a contact of this shape resists relative rolling with
	/// a torque of at most the larger coefficient of its two shapes times the larger rolling radius
	/// (a circle's or capsule's radius, a polygon's rounding) times the normal force.
	float rollingResistance;
	/// Tangent speed (m/s, finite, default 0): the shape's surface moves along itself at this speed,
	/// clockwise around the shape (to the right on top of a floor): a conveyor belt. A contact's
	/// friction drives the relative sliding speed to the sum of its two shapes' tangent speeds.
	float tangentSpeed;
	/// Begin and end contact events of this shape (default true): a pair reports them only when
	/// both its shapes have them on.
	bool enableContactEvents;
	/// Sensor begin and end events (default true): a pair reports them only when both its shapes
	/// have them on.
	bool enableSensorEvents;
	/// Hit events (default false): a contact reports them when either of its shapes has them on.
	bool enableHitEvents;
} b2cShapeDef;

/// A range task of the step (b2cWorldDef.enqueueTask): do the items [startIndex, endIndex) as worker
/// `workerIndex` (below the world's workerCount; two ranges running at once must have different
/// workers). Items are independent: any split of 0..itemCount into ranges, run in any order or at
/// once, gives the same bits.
typedef void b2cTaskCallback(int32_t startIndex, int32_t endIndex, uint32_t workerIndex, void *taskContext);

/// An embedder's task system (Box2D v3's shape): run `task` over the items 0..itemCount, split into
/// ranges of at least minRange items (the last may be shorter) spread over up to workerCount
/// workers. Return a handle b2cFinishTaskCallback waits for, or NULL when the task has run to its
/// end inside this call (then finishTask is not called for it).
typedef void *b2cEnqueueTaskCallback(b2cTaskCallback *task, int32_t itemCount, int32_t minRange, void *taskContext,
									 void *userContext);
/// Wait until the task `userTask` (what enqueueTask returned) has run every range.
typedef void b2cFinishTaskCallback(void *userTask, void *userContext);

/// The most workers a world steps with (b2cWorldDef.workerCount).
#define B2C_MAX_WORKERS 64

typedef struct b2cWorldDef {
	b2cVec2 gravity;
	/// Bodies at rest for this long (s) fall asleep, a whole touching group at once; 0 never.
	float timeToSleep;
	/// Contact softness: stiffness (Hz, capped at an eighth of the sub-step rate) and damping ratio;
	/// contacts with bodies that do not move are 2.4 times as stiff.
	float contactHertz;
	float contactDampingRatio;
	/// Fastest speed at which overlap is pushed apart (m/s).
	float contactPushMaxVelocity;
	/// Closing speed above which restitution applies (m/s).
	float restitutionThreshold;
	/// A contact whose two bodies moved less than this relative to each other (m, counting the turn
	/// at the bodies' farthest points) since its manifold was computed, neither having turned more
	/// than 2.6 degrees in the world nor moved fast, recycles that manifold: normal and anchors kept,
	/// only the separations updated (Box2D v3's contact recycling; it is what lets tall stacks
	/// stand). 0 turns this off. Default 10 linear slops.
	float contactReuseDistance;
	/// Softness of the rigid parts of joints while they push (Hz, damping ratio): each joint's own
	/// constraintHertz and constraintDampingRatio when it sets them, these otherwise.
	float jointHertz, jointDampingRatio;
	/// Fastest a body moves (m/s, default 400 as Box2D v3): a bound that keeps a body flung by
	/// runaway forces finite. (A body also turns at most a quarter turn a step.)
	float maxLinearSpeed;
	/// Sweep fast bodies against static shapes (bullets against everything) so that they do not
	/// pass through (default true).
	bool enableContinuous;
	/// Let bodies at rest for timeToSleep fall asleep (default true).
	bool enableSleep;
	/// Approach speed (m/s, >= 0, default 1) a contact point must exceed to report a hit event.
	float hitEventThreshold;
	/// Threads the step runs on, the calling one included (1 to B2C_MAX_WORKERS, default 1): the
	/// results are the same bits for every count, and callbacks (pre-solve, custom filter) run on
	/// the calling thread only. Without enqueueTask, the world starts workerCount - 1 threads of
	/// its own, which wait on a condition variable between steps. Not part of a snapshot: a
	/// restored world keeps its own.
	int32_t workerCount;
	/// An embedder's task system instead of the world's own threads: both or neither (NULL).
	b2cEnqueueTaskCallback *enqueueTask;
	b2cFinishTaskCallback *finishTask;
	void *userTaskContext; ///< passed to enqueueTask and finishTask
} b2cWorldDef;

typedef struct b2cWorld b2cWorld;

typedef struct b2cWorldCounters {
	/// proxyCount: of the broad-phase's three trees (static, kinematic, dynamic); treeHeight: the
	/// tallest one's (its inserted part: proxies wait for the next query or step to be inserted).
	int bodyCount, shapeCount, contactCount, touchingCount, proxyCount, treeHeight, awakeCount;
	int jointCount;
	int reusedCount; ///< contacts that kept their manifold in the last step (contactReuseDistance)
	int colorCount;  ///< graph colours the last step's contact solver used
	/// The bodies, contacts and joints the next step's passes visit (the awake set): after a step,
	/// those that move, then also those changed since (woken, put to sleep, moved, made...). A
	/// sleeping island adds nothing.
	int visitedBodies, visitedContacts, visitedJoints;
} b2cWorldCounters;

/// A contact as a callback sees it; friction and restitution may be changed for this step.
typedef struct b2cContactInfo {
	b2cShapeId shapeA, shapeB;
	b2cManifold manifold;
	float friction, restitution;
	bool touching;
	/// the relative sliding speed friction drives the surfaces to (m/s; the shapes' tangent speeds
	/// added): pre-solve may change it for this step (a conveyor belt), as friction and restitution
	float tangentSpeed;
} b2cContactInfo;

/// Called during the step for each contact the solver would solve (touching, or about to: its
/// manifold has points) before it is solved; return false to leave the contact out of this step
/// (one-way platforms). The world must not be changed from it.
typedef bool b2cPreSolveFcn(b2cContactInfo *contact, void *context);

/// A contact as it stands between steps (b2cBody_GetContactData, b2cWorld_GetContactData): every
/// pair of shapes whose fat boxes overlap has one, touching or not; a pair with a sensor reports
/// the sensor's overlap as touching and has no points.
typedef struct b2cContactData {
	b2cShapeId shapeA, shapeB;
	b2cManifold manifold;    ///< world normal from A toward B and points (none while apart)
	float normalImpulses[2]; ///< the last step's, by manifold point
	float friction, restitution;
	bool touching; ///< a manifold point within b2c's linear slop (a sensor: overlapping)
	bool sensor;
} b2cContactData;

/// Called during the step when the broad-phase finds two shapes' boxes newly overlapping, after the
/// filters, the body types and the joints let them collide, before their contact is made: return
/// false for no contact. A refused pair is asked again when the broad-phase next reports it (one of
/// the shapes moved out of its fat box). The world must not be changed from it.
typedef bool b2cCustomFilterFcn(b2cShapeId shapeA, b2cShapeId shapeB, void *context);

typedef struct b2cContactEvent {
	b2cShapeId shapeA, shapeB;
	b2cManifold manifold; ///< at the moment of the event (no points for an end)
} b2cContactEvent;

/// A solved contact, reported after the step when post-solve reports are on.
typedef struct b2cContactImpulse {
	b2cShapeId shapeA, shapeB;
	b2cManifold manifold;
	float normalImpulses[2];
	float tangentImpulses[2];
} b2cContactImpulse;

/// An impact: a contact point of shapes of which at least one has hit events on, that approached
/// faster than the world's hitEventThreshold at the start of a step and was pushed apart during it.
typedef struct b2cContactHitEvent {
	b2cShapeId shapeA, shapeB;
	b2cVec2 point;       ///< the fastest approaching point (world)
	b2cVec2 normal;      ///< the manifold's, from A toward B
	float approachSpeed; ///< how fast the point approached (m/s, above the threshold)
} b2cContactHitEvent;

typedef struct b2cContactEvents {
	const b2cContactEvent *begin; ///< contacts that started touching this step
	int beginCount;
	/// contacts that stopped touching this step, and those destroyed touching since the last
	/// step (with a shape, or by a body's type change)
	const b2cContactEvent *end;
	int endCount;
	const b2cContactEvent *sensorBegin; ///< shape pairs with a sensor that began to overlap
	int sensorBeginCount;
	const b2cContactEvent *sensorEnd;
	int sensorEndCount;
	const b2cContactImpulse *impulses; ///< only when enabled by b2cWorld_EnableImpulseReports
	int impulseCount;
	const b2cContactHitEvent *hits; ///< impacts of the step (b2cContactHitEvent)
	int hitCount;
} b2cContactEvents;

/// A body the last step moved (b2cWorld_GetBodyMoveEvents): an awake dynamic or kinematic body the
/// step integrated, where the step left it. A body that fell asleep at the end of the step has one
/// too, flagged: it does not move again until woken (and then has events again).
typedef struct b2cBodyMoveEvent {
	b2cTransform transform; ///< of the body origin
	float angle;            ///< b2cRot_GetAngle(transform.q), in [-pi, pi]
	b2cBodyId bodyId;
	uint64_t userData; ///< the body's, as the step left it
	bool fellAsleep;
} b2cBodyMoveEvent;

typedef struct b2cBodyMoveEvents {
	const b2cBodyMoveEvent *events; ///< in body slot order
	int count;
} b2cBodyMoveEvents;

/// World query callbacks: return false to stop.
typedef bool b2cOverlapResultFcn(b2cShapeId shape, void *context);
/// Ray cast callback (Box2D's protocol): return -1 to ignore this shape, 0 to stop, the fraction
/// to clip the ray there, 1 to go on unchanged.
typedef float b2cCastResultFcn(b2cShapeId shape, b2cVec2 point, b2cVec2 normal, float fraction, void *context);

#ifdef __cplusplus
extern "C" {
#endif

B2C_API b2cWorldDef b2cDefaultWorldDef(void);
B2C_API b2cBodyDef b2cDefaultBodyDef(void);
B2C_API b2cShapeDef b2cDefaultShapeDef(void);

/// NULL for a definition b2cCheckWorldDef refuses (check.h says why) or when memory runs out.
B2C_API b2cWorld *b2cCreateWorld(const b2cWorldDef *def);
B2C_API void b2cDestroyWorld(b2cWorld *world);

/// {-1, 0} for a definition b2cCheckBodyDef refuses or when memory runs out.
B2C_API b2cBodyId b2cWorld_CreateBody(b2cWorld *world, const b2cBodyDef *def);
/// Destroys the body's shapes and contacts too.
/// The index the next b2cWorld_CreateBody will give its body (for a caller that must make room
/// for it first), or -1 when no more bodies can be made.
B2C_API int32_t b2cWorld_GetNextBodyIndex(const b2cWorld *world);
B2C_API void b2cWorld_DestroyBody(b2cWorld *world, b2cBodyId body);
B2C_API bool b2cWorld_IsValidBody(const b2cWorld *world, b2cBodyId body);

/// Attach a shape (copied). The body's mass is computed again when next needed (a step, a getter:
/// the same as at once, and linear time for many shapes). {-1, 0} for a bad body, a definition
/// b2cCheckShapeDef refuses, a geometry b2cShapeGeometry_Check(geometry, def->density) refuses (a
/// coordinate beyond 1e18, a mass or inertia that overflows single precision: check first to tell
/// why), or when memory runs out.
B2C_API b2cShapeId b2cBody_CreateShape(b2cWorld *world, b2cBodyId body, const b2cShapeDef *def,
									   const b2cShapeGeometry *geometry);
/// Destroys the shape and its contacts. A segment of a chain is left alone: it goes with its chain.
B2C_API void b2cWorld_DestroyShape(b2cWorld *world, b2cShapeId shape);
B2C_API bool b2cWorld_IsValidShape(const b2cWorld *world, b2cShapeId shape);

/// Attach a chain through `count` points (closed when `loop`): one chain-segment shape per
/// segment (count - 1 open, count as a loop), each with its neighbouring points as ghost
/// vertices, all with the def's material, filter, sensor flag and user data. An open chain needs
/// 2 points, a loop 3, and consecutive points (and a loop's last and first) must be at least
/// B2C_LINEAR_SLOP apart, and each coordinate finite and at most B2C_MAX_COORDINATE (1e18). {-1, 0}
/// for a bad body or bad points, a definition b2cCheckShapeDef refuses, or when memory runs out.
/// Destroying it (or its body) takes time linear in its segments.
B2C_API b2cChainId b2cBody_CreateChain(b2cWorld *world, b2cBodyId body, const b2cShapeDef *def, const b2cVec2 *points,
									   int count, bool loop);
/// The same, each segment with a skin (b2cSegment.skin, >= 0 and finite: Box2D 2.x's chains carry
/// b2_polygonRadius, 0.01 m): it collides as a capsule of that radius. {-1, 0} for a bad skin too.
B2C_API b2cChainId b2cBody_CreateSkinnedChain(b2cWorld *world, b2cBodyId body, const b2cShapeDef *def,
											  const b2cVec2 *points, int count, bool loop, float skin);
/// Destroys the chain's segments and their contacts.
B2C_API void b2cWorld_DestroyChain(b2cWorld *world, b2cChainId chain);
B2C_API bool b2cWorld_IsValidChain(const b2cWorld *world, b2cChainId chain);
/// How many chains the world has.
B2C_API int b2cWorld_GetChainCount(const b2cWorld *world);
B2C_API int b2cChain_GetSegmentCount(const b2cWorld *world, b2cChainId chain);
/// Segment `index` (0-based, in the order of the points) as a shape; {-1, 0} when out of range.
B2C_API b2cShapeId b2cChain_GetSegment(const b2cWorld *world, b2cChainId chain, int index);
B2C_API int32_t b2cChain_GetBodyIndex(const b2cWorld *world, b2cChainId chain);
/// The chain's segments as shape indices: the first (-1 when the chain is not valid), then each
/// one's next (-1 after the last), in the order of the points.
B2C_API int32_t b2cChain_GetFirstSegment(const b2cWorld *world, b2cChainId chain);
B2C_API int32_t b2cWorld_GetNextChainSegment(const b2cWorld *world, int32_t shapeIndex);
/// The union of the segments' AABBs.
B2C_API b2cAABB b2cChain_GetAABB(const b2cWorld *world, b2cChainId chain);
/// The union of the segments' boxes in the broad-phase (b2cShape_GetFatAABB).
B2C_API b2cAABB b2cChain_GetFatAABB(const b2cWorld *world, b2cChainId chain);
/// The nearest hit of the ray on any segment.
B2C_API b2cCastOutput b2cChain_RayCast(const b2cWorld *world, b2cChainId chain, b2cVec2 p1, b2cVec2 p2,
									   float maxFraction);
/// Set every segment's filter (see b2cShape_SetFilter).
B2C_API void b2cChain_SetFilter(b2cWorld *world, b2cChainId chain, b2cFilter filter);
/// The chain the shape is a segment of, or {-1, 0}; and its index in the chain (0 for other shapes).
B2C_API b2cChainId b2cShape_GetChain(const b2cWorld *world, b2cShapeId shape);
B2C_API int b2cShape_GetChildIndex(const b2cWorld *world, b2cShapeId shape);
/// The shape's geometry in its body's frame (a zero circle for a shape that is not valid).
B2C_API b2cShapeGeometry b2cShape_GetGeometry(const b2cWorld *world, b2cShapeId shape);
/// The id of the live shape at `index`, or index -1 when that slot holds none.
B2C_API b2cShapeId b2cWorld_GetShapeId(const b2cWorld *world, int32_t index);
/// Whether the chain closes on itself (false for a chain that is not valid).
B2C_API bool b2cChain_IsLoop(const b2cWorld *world, b2cChainId chain);

/// Advance by dt seconds in `subSteps` sub-steps of the soft-step solver. False, nothing done, for
/// arguments b2cCheckStep refuses (dt negative or not finite, sub-steps not in 1 to 64); dt 0
/// steps nothing but still ends the last step's events. A step short of memory goes on without
/// what it could not allocate (the contacts' constraints of that step, a new contact, an event)
/// and leaves the world consistent; b2cWorld_GetStepAllocationFailures says so.
B2C_API bool b2cWorld_Step(b2cWorld *world, float dt, int subSteps);
/// How many allocations the last b2cWorld_Step was refused (0: it did all it had to). Counted in the
/// process while it ran: another thread's refusals in that time count too.
B2C_API int b2cWorld_GetStepAllocationFailures(const b2cWorld *world);

/// Shapes whose AABB overlaps `aabb`.
B2C_API void b2cWorld_QueryAABB(b2cWorld *world, b2cAABB aabb, b2cOverlapResultFcn *fcn, void *context);
/// Shapes that overlap `geometry` placed at xf (radii included).
B2C_API void b2cWorld_OverlapShape(b2cWorld *world, const b2cShapeGeometry *geometry, b2cTransform xf,
								   b2cOverlapResultFcn *fcn, void *context);
/// Shapes the segment p1-p2 hits, with the point, normal and fraction of each hit.
B2C_API void b2cWorld_CastRay(b2cWorld *world, b2cVec2 p1, b2cVec2 p2, b2cCastResultFcn *fcn, void *context);

B2C_API void b2cWorld_SetPreSolveCallback(b2cWorld *world, b2cPreSolveFcn *fcn, void *context);
/// The world's contacts (at most capacity into out, by contact index), the number written; how
/// many there are: b2cWorld_GetCounters().contactCount.
B2C_API int b2cWorld_GetContactData(const b2cWorld *world, b2cContactData *out, int capacity);
/// The body's contacts (at most capacity into out), the number written; 0 for a destroyed body.
B2C_API int b2cBody_GetContactData(const b2cWorld *world, b2cBodyId body, b2cContactData *out, int capacity);
/// How many contacts the body has (the capacity b2cBody_GetContactData needs).
B2C_API int b2cBody_GetContactCount(const b2cWorld *world, b2cBodyId body);
B2C_API void b2cWorld_SetCustomFilterCallback(b2cWorld *world, b2cCustomFilterFcn *fcn, void *context);
B2C_API void b2cWorld_EnableImpulseReports(b2cWorld *world, bool enable);
/// The events of the last step (valid until the next step).
B2C_API b2cContactEvents b2cWorld_GetContactEvents(const b2cWorld *world);
/// The bodies the last step moved (b2cBodyMoveEvent), in slot order: the same order for the same
/// world, whatever the workers. Valid until the next step, restore or world destruction; a step
/// of dt 0 moves nothing (no events), and a restore clears them. An id may name a body destroyed
/// since the step (b2cWorld_IsValidBody). The events' memory is kept from step to step (a step
/// allocates only when it moves more bodies than ever before; short of memory, the events that
/// did not fit are missing and b2cWorld_GetStepAllocationFailures counts it).
B2C_API b2cBodyMoveEvents b2cWorld_GetBodyMoveEvents(const b2cWorld *world);
/// The pose of every awake body (dynamic or kinematic, awake: what the next step moves) in slot
/// order: x, y and angle (b2cRot_GetAngle of its rotation, the same bits as
/// b2cRot_GetAngle(b2cBody_GetTransform(...).q)) into poses[3 k .. 3 k + 2] and, when bodyIndices
/// is not NULL, its slot index into bodyIndices[k] (b2cWorld_GetBodyId gives its id), for the
/// first `capacity` of them. Returns how many awake bodies there are (more than capacity: call
/// again with more room; capacity 0 counts them). Time linear in the awake bodies (and the slots of
/// the bodies changed since the last step); the angles of the bodies the last step moved were
/// computed by the step (a read costs no atan2 for them).
B2C_API int b2cWorld_GetPoses(const b2cWorld *world, float *poses, int32_t *bodyIndices, int capacity);
/// The poses of the `count` bodies of `bodies`, in that order, x, y and angle into poses[3 k ..
/// 3 k + 2] (as b2cWorld_GetPoses). Returns count, or the position of the first body that is not
/// valid (the poses before it written, none after).
B2C_API int b2cWorld_GetBodyPoses(const b2cWorld *world, const b2cBodyId *bodies, int count, float *poses);
/// One body's pose, x, y and angle into pose[0 .. 2], as b2cWorld_GetBodyPoses gives it: false,
/// nothing written, when the body is not valid.
B2C_API bool b2cBody_GetPose(const b2cWorld *world, b2cBodyId body, float pose[3]);
/// After a pre-solve callback left a step by a longjmp (a Lua error), unlock the world (and give
/// back the step's temporaries). The step is abandoned where it was: contacts updated so far keep
/// their new manifolds, bodies did not move.
B2C_API void b2cWorld_AbandonStep(b2cWorld *world);

/// True during b2cWorld_Step: the world must not be changed then.
B2C_API bool b2cWorld_IsLocked(const b2cWorld *world);
B2C_API b2cVec2 b2cWorld_GetGravity(const b2cWorld *world);
/// Finite only (false, the gravity as it was, for any other).
B2C_API bool b2cWorld_SetGravity(b2cWorld *world, b2cVec2 gravity);
/// Move the world's origin to newOrigin: every position becomes position - newOrigin (bodies,
/// the broad-phase, contact points, joints' world anchors and targets), nothing else changes (a
/// game far from the origin keeps its precision). Not during a step, nor to a point that is not
/// finite or is beyond B2C_MAX_COORDINATE: false then.
B2C_API bool b2cWorld_ShiftOrigin(b2cWorld *world, b2cVec2 newOrigin);
B2C_API b2cWorldCounters b2cWorld_GetCounters(const b2cWorld *world);
/// Between steps, NULL when the awake set the step's passes walk holds all it must (every moving
/// body, the contacts and joints of moving bodies, the joints active at the last step or just
/// broken), else what is wrong. For tests: it walks every slot.
B2C_API const char *b2cWorld_CheckAwakeSet(const b2cWorld *world);
/// Rebuild the broad-phase's static tree whole (a top-down binned-SAH build: a balanced tree for
/// the static shapes as they are now). The world does it itself when many static shapes came or
/// went since the last rebuild; after building a level shape by shape, calling it once spares the
/// queries the insertions' tree. Queries and pairs find the same shapes after (perhaps in another
/// order). False, nothing changed, during a step or when memory runs out.
B2C_API bool b2cWorld_RebuildStaticTree(b2cWorld *world);
/// The world's settings as they are now (its definition, changed by the setters below).
B2C_API b2cWorldDef b2cWorld_GetSettings(const b2cWorld *world);
/// The threads the step runs on (b2cWorldDef.workerCount).
B2C_API int b2cWorld_GetWorkerCount(const b2cWorld *world);
/// Step on `count` threads from now on (1 to B2C_MAX_WORKERS): the world's own threads are stopped
/// and as many started as needed (an embedder's task system is simply told the new count). False,
/// and nothing changed, during a step or for a count out of range. The results stay the same bits.
B2C_API bool b2cWorld_SetWorkerCount(b2cWorld *world, int count);
/// Contact softness (hertz, damping ratio) and the fastest push out of an overlap (m/s); see
/// b2cWorldDef. A value its field's rule refuses (b2cCheckValue: a hertz must be positive, the
/// others not negative, all finite) is ignored, and the result is false.
B2C_API bool b2cWorld_SetContactTuning(b2cWorld *world, float hertz, float dampingRatio, float pushMaxVelocity);
/// The world's joint softness (for joints without their own constraint tuning). As above.
B2C_API bool b2cWorld_SetJointTuning(b2cWorld *world, float hertz, float dampingRatio);
/// Not negative; positive. As above.
B2C_API bool b2cWorld_SetRestitutionThreshold(b2cWorld *world, float threshold);
B2C_API bool b2cWorld_SetMaxLinearSpeed(b2cWorld *world, float speed);
/// Not negative (see b2cWorldDef.hitEventThreshold). As above.
B2C_API bool b2cWorld_SetHitEventThreshold(b2cWorld *world, float threshold);
B2C_API void b2cWorld_EnableContinuous(b2cWorld *world, bool enable);
/// Off wakes every sleeping body (and none falls asleep until it is on again).
B2C_API void b2cWorld_EnableSleep(b2cWorld *world, bool enable);
/// One past the largest body index ever used: bodies are found at indices below it
/// (b2cWorld_GetBodyId gives the id of a live one).
B2C_API int b2cWorld_GetBodyIndexLimit(const b2cWorld *world);
/// The id of the live body at `index`, or index -1.
B2C_API b2cBodyId b2cWorld_GetBodyId(const b2cWorld *world, int32_t index);
/// A 64-bit digest (FNV-1a) of the simulation state, bit for bit: every body's slot, type,
/// transform, velocities and sleep state (not the generations of handles; its sleep threshold, enabled flag,
/// linear locks and mass override when not their defaults), every contact's shapes, manifold and
/// accumulated impulses, and every joint's impulses. Equal worlds hash equal; use it to detect desyncs.
B2C_API uint64_t b2cWorld_Hash(const b2cWorld *world);

/// A copy of the world's whole state: bodies, shapes, chains, joints, contacts with their
/// warm-start impulses, the broad-phase tree, sleep timers, ids and generations, pending events.
typedef struct b2cWorldSnapshot b2cWorldSnapshot;
/// NULL when memory runs out or the world is locked (inside a step).
B2C_API b2cWorldSnapshot *b2cWorld_Snapshot(const b2cWorld *world);
/// Take the world's state into an existing snapshot (of this world or any other), in place of what
/// it held: the same snapshot as b2cWorld_Snapshot would make, in the memory the snapshot already
/// has whenever it is big enough (a world snapshotted again and again, each frame of a rollback,
/// allocates nothing after the first time). False, and the snapshot as it was, when memory runs
/// out, the world is locked or the snapshot is NULL.
B2C_API bool b2cWorld_SnapshotInto(const b2cWorld *world, b2cWorldSnapshot *snapshot);
/// Put the world back in the snapshot's state (a snapshot of any world with the same core build):
/// stepping on is bit for bit what stepping on from the snapshot's moment was. The world keeps its
/// callbacks and settings that are not state (pre-solve function, impulse reports). Ids handed
/// out after the snapshot stay invalid (their slots get new generations), never alias new
/// objects. False, and the world unchanged, when memory runs out or the world is locked.
B2C_API bool b2cWorld_Restore(b2cWorld *world, const b2cWorldSnapshot *snapshot);
/// Restore a snapshot that this world's ids must not reach (one read by b2cLoadSnapshot, or taken
/// from another world): as b2cWorld_Restore, and then every body, shape, chain and joint it brings
/// takes a generation past any its slot ever handed out in this world, so that every id this world
/// gave before reads as destroyed (b2cWorld_IsValidBody and the rest) and none can name a restored
/// object. The new ids are the objects' own (b2cWorld_GetBodyId, b2cJoint_GetBodyA, the events);
/// stepping on is bit for bit what it is in a new world the snapshot was restored into (the same
/// b2cWorld_Hash). False, and the world unchanged, when memory runs out or the world is locked.
B2C_API bool b2cWorld_RestoreForeign(b2cWorld *world, const b2cWorldSnapshot *snapshot);
B2C_API void b2cDestroySnapshot(b2cWorldSnapshot *snapshot);
/// Bytes the snapshot holds.
B2C_API size_t b2cSnapshot_GetByteCount(const b2cWorldSnapshot *snapshot);

/// The version of the serialized form this build writes and reads (its header's second field).
#define B2C_SNAPSHOT_FORMAT_VERSION 9u

/// The snapshot's serialized form: a versioned, portable byte string (every field little-endian on
/// its own, no padding or pointers; the same state gives the same bytes) with a checksum. Its size:
B2C_API size_t b2cSnapshot_GetSerializedSize(const b2cWorldSnapshot *snapshot);
/// Write the serialized form into `buffer` (b2cSnapshot_GetSerializedSize bytes).
B2C_API void b2cSnapshot_Serialize(const b2cWorldSnapshot *snapshot, void *buffer);
/// A snapshot read back from the first bytes of `data` (*used gets how many it took: what follows
/// is the caller's), or NULL with *error saying why: not a snapshot, a version this build does not
/// read, truncated, damaged (checksum), inconsistent (every index the engine follows is checked
/// first, so bytes made by hand cannot crash it either), or out of memory. Restore it into any
/// world with b2cWorld_RestoreForeign (b2cWorld_Restore into a world that never had an object).
B2C_API b2cWorldSnapshot *b2cLoadSnapshot(const void *data, size_t size, size_t *used, const char **error);

/// Milliseconds spent in each stage of the last step.
typedef struct b2cProfile {
	float step, pairs, collide, solve, continuous, sleep, broadphase;
} b2cProfile;
B2C_API b2cProfile b2cWorld_GetProfile(const b2cWorld *world);

B2C_API b2cTransform b2cBody_GetTransform(const b2cWorld *world, b2cBodyId body);
/// The setters of a body's state take finite numbers only: any other is refused (false, the body
/// as it was), as a body definition's (check.h). True for a body that is, also when its type
/// ignores the value (a static body's velocity).
B2C_API bool b2cBody_SetTransform(b2cWorld *world, b2cBodyId body, b2cVec2 position, float angle);
/// The body's angle counting whole turns (Box2D 2.x's accumulating angle): the angle last given
/// (b2cBodyDef.angle, b2cBody_SetTransform, kept by snapshots) while the body has not turned
/// since, bit for bit, and otherwise that angle plus how far it turned since, every step's turn
/// counted (a body turns less than half a turn a step). b2cRot_GetAngle of its rotation is the same
/// angle in [-pi, pi]. Not part of b2cWorld_Hash. 0 for a destroyed body.
B2C_API float b2cBody_GetTotalAngle(const b2cWorld *world, b2cBodyId body);
B2C_API b2cVec2 b2cBody_GetWorldCenter(const b2cWorld *world, b2cBodyId body);
B2C_API b2cVec2 b2cBody_GetLinearVelocity(const b2cWorld *world, b2cBodyId body);
B2C_API bool b2cBody_SetLinearVelocity(b2cWorld *world, b2cBodyId body, b2cVec2 v);
B2C_API float b2cBody_GetAngularVelocity(const b2cWorld *world, b2cBodyId body);
B2C_API bool b2cBody_SetAngularVelocity(b2cWorld *world, b2cBodyId body, float w);
B2C_API float b2cBody_GetMass(const b2cWorld *world, b2cBodyId body);
/// Rotational inertia about the centre of mass.
B2C_API float b2cBody_GetInertia(const b2cWorld *world, b2cBodyId body);
B2C_API b2cBodyType b2cBody_GetType(const b2cWorld *world, b2cBodyId body);
B2C_API void b2cBody_ApplyForce(b2cWorld *world, b2cBodyId body, b2cVec2 force, b2cVec2 point);
B2C_API void b2cBody_ApplyTorque(b2cWorld *world, b2cBodyId body, float torque);
B2C_API void b2cBody_ApplyLinearImpulse(b2cWorld *world, b2cBodyId body, b2cVec2 impulse, b2cVec2 point);
B2C_API void b2cBody_ApplyAngularImpulse(b2cWorld *world, b2cBodyId body, float impulse);
B2C_API bool b2cBody_IsAwake(const b2cWorld *world, b2cBodyId body);
/// Damping (1/s, not negative, finite): each sub-step of h scales the velocity by 1 / (1 + h damping).
B2C_API bool b2cBody_SetLinearDamping(b2cWorld *world, b2cBodyId body, float damping);
B2C_API float b2cBody_GetLinearDamping(const b2cWorld *world, b2cBodyId body);
B2C_API bool b2cBody_SetAngularDamping(b2cWorld *world, b2cBodyId body, float damping);
B2C_API float b2cBody_GetAngularDamping(const b2cWorld *world, b2cBodyId body);
/// How much of the world's gravity the body feels (finite, any sign).
B2C_API bool b2cBody_SetGravityScale(b2cWorld *world, b2cBodyId body, float scale);
B2C_API float b2cBody_GetGravityScale(const b2cWorld *world, b2cBodyId body);
/// A bullet is swept against dynamic bodies too (continuous collision), not only static ones.
B2C_API void b2cBody_SetBullet(b2cWorld *world, b2cBodyId body, bool bullet);
B2C_API bool b2cBody_IsBullet(const b2cWorld *world, b2cBodyId body);
/// No turning: its rotational inertia counts as infinite, its angular velocity is zeroed (the
/// angularZ motion lock). Wakes the body.
B2C_API void b2cBody_SetFixedRotation(b2cWorld *world, b2cBodyId body, bool fixed);
B2C_API bool b2cBody_IsFixedRotation(const b2cWorld *world, b2cBodyId body);
/// May the body fall asleep? Off wakes it (and it stays awake).
B2C_API void b2cBody_EnableSleep(b2cWorld *world, b2cBodyId body, bool enable);
B2C_API bool b2cBody_IsSleepEnabled(const b2cWorld *world, b2cBodyId body);
/// The speed (m/s, not negative, finite) below which the body counts as at rest for sleep; it must
/// also turn slower than 2 degrees per second, scaled by threshold / 0.05. Default 0.05.
B2C_API bool b2cBody_SetSleepThreshold(b2cWorld *world, b2cBodyId body, float threshold);
B2C_API float b2cBody_GetSleepThreshold(const b2cWorld *world, b2cBodyId body);
/// A disabled body leaves the simulation: its contacts are destroyed (a touching one reports its
/// end with the next step), no pair, query, ray cast or sweep sees its shapes (they stay in the
/// tree, ignored), its joints stop acting (kept), it does not move and is not awake. Enabled again
/// it comes back whole: awake, with its velocity, its shapes collide again (contacts form at the
/// next step), its joints act. What it touched wakes either way, and so does what sleeps where its
/// shapes come back.
B2C_API void b2cBody_SetEnabled(b2cWorld *world, b2cBodyId body, bool enabled);
B2C_API bool b2cBody_IsEnabled(const b2cWorld *world, b2cBodyId body);
/// Lock motion per axis (b2cMotionLocks): the locked components of the velocity are zeroed now.
/// Contacts see the locked axes as of infinite mass exactly; joints (which compute their impulses
/// with the body's finite mass) see a linear axis locked alone a little softer than that. Wakes the
/// body (a body held asleep by a lock may fall once it is gone).
B2C_API void b2cBody_SetMotionLocks(b2cWorld *world, b2cBodyId body, b2cMotionLocks locks);
B2C_API b2cMotionLocks b2cBody_GetMotionLocks(const b2cWorld *world, b2cBodyId body);
/// Override the mass the shapes give: mass (kg), centre (body frame), rotational inertia about the
/// centre. Every field finite, mass and inertia not negative (false, the body unchanged, otherwise).
/// The override survives shapes added and removed until b2cBody_ResetMassData. A dynamic body's mass
/// 0 (or one too small to invert) counts as 1, as for a body whose shapes have none; an inertia of 0
/// means it does not turn. The body's origin stays (its centre moves), the body wakes, and its
/// contacts' manifolds are computed afresh when its centre moved. On a static or kinematic body it
/// is ignored (true, nothing stored).
B2C_API bool b2cBody_SetMassData(b2cWorld *world, b2cBodyId body, b2cMassData massData);
/// The mass, centre (body frame) and inertia about the centre as they are now (zero mass and inertia
/// for a static or kinematic body).
B2C_API b2cMassData b2cBody_GetMassData(const b2cWorld *world, b2cBodyId body);
/// Drop the override: the mass is the shapes' again (the body wakes).
B2C_API void b2cBody_ResetMassData(b2cWorld *world, b2cBodyId body);
/// Is the mass overridden (b2cBody_SetMassData)?
B2C_API bool b2cBody_HasMassOverride(const b2cWorld *world, b2cBodyId body);
/// The centre of mass in the body's frame.
B2C_API b2cVec2 b2cBody_GetLocalCenter(const b2cWorld *world, b2cBodyId body);
/// Points and vectors between the world and the body's frame.
B2C_API b2cVec2 b2cBody_GetWorldPoint(const b2cWorld *world, b2cBodyId body, b2cVec2 localPoint);
B2C_API b2cVec2 b2cBody_GetLocalPoint(const b2cWorld *world, b2cBodyId body, b2cVec2 worldPoint);
B2C_API b2cVec2 b2cBody_GetWorldVector(const b2cWorld *world, b2cBodyId body, b2cVec2 localVector);
B2C_API b2cVec2 b2cBody_GetLocalVector(const b2cWorld *world, b2cBodyId body, b2cVec2 worldVector);
/// The velocity of the body's point at a world (or body-frame) point: v + w x (p - centre).
B2C_API b2cVec2 b2cBody_GetLinearVelocityFromWorldPoint(const b2cWorld *world, b2cBodyId body, b2cVec2 worldPoint);
B2C_API b2cVec2 b2cBody_GetLinearVelocityFromLocalPoint(const b2cWorld *world, b2cBodyId body, b2cVec2 localPoint);
/// A force at the centre of mass (no torque).
B2C_API void b2cBody_ApplyForceToCenter(b2cWorld *world, b2cBodyId body, b2cVec2 force);
/// Change the body's type: mass is recomputed, its contacts are rebuilt at the next step. False
/// for a type that is none (nothing changed).
B2C_API bool b2cBody_SetType(b2cWorld *world, b2cBodyId body, b2cBodyType type);
/// Waking a body wakes every body that touches it, and so on.
B2C_API void b2cBody_SetAwake(b2cWorld *world, b2cBodyId body, bool awake);
/// The body's shapes as indices: the first (-1 when none), then each one's next.
B2C_API int32_t b2cBody_GetFirstShape(const b2cWorld *world, b2cBodyId body);
B2C_API int32_t b2cWorld_GetNextShape(const b2cWorld *world, int32_t shapeIndex);

B2C_API int32_t b2cShape_GetBodyIndex(const b2cWorld *world, b2cShapeId shape);
B2C_API bool b2cShape_IsSensor(const b2cWorld *world, b2cShapeId shape);
/// Is the world point inside the shape where its body is now?
B2C_API bool b2cShape_TestPoint(const b2cWorld *world, b2cShapeId shape, b2cVec2 point);
B2C_API b2cAABB b2cShape_GetAABB(const b2cWorld *world, b2cShapeId shape);
/// The shape's box in the broad-phase: a static shape's is its AABB; a moving one's holds its
/// AABB with a margin (B2C_AABB_MARGIN, reaching ahead along its motion), made anew when the shape
/// leaves it or when it is far larger than the shape's motion needs.
B2C_API b2cAABB b2cShape_GetFatAABB(const b2cWorld *world, b2cShapeId shape);
B2C_API b2cFilter b2cShape_GetFilter(const b2cWorld *world, b2cShapeId shape);
/// Change the shape's filter: its contacts the filters now reject are destroyed (a touching one
/// reports its end with the next step), pairs they now accept get contacts at the next step.
B2C_API void b2cShape_SetFilter(b2cWorld *world, b2cShapeId shape, b2cFilter filter);
/// A shape's material and switches at run time. The setters refuse what the shape definition's
/// rules refuse (check.h: finite, not negative; a tangent speed only finite): false, the shape as
/// it was; false too for a shape that is not. A change that reaches the solver (friction,
/// restitution, rolling resistance, tangent speed) wakes the shape's body and what it touches.
B2C_API float b2cShape_GetFriction(const b2cWorld *world, b2cShapeId shape);
B2C_API bool b2cShape_SetFriction(b2cWorld *world, b2cShapeId shape, float friction);
B2C_API float b2cShape_GetRestitution(const b2cWorld *world, b2cShapeId shape);
B2C_API bool b2cShape_SetRestitution(b2cWorld *world, b2cShapeId shape, float restitution);
B2C_API float b2cShape_GetDensity(const b2cWorld *world, b2cShapeId shape);
/// The body's mass, centre and inertia follow (computed when next needed); the body wakes. Also
/// refused (false) for a density that makes the shape's mass or inertia overflow
/// (b2cShapeGeometry_Check).
B2C_API bool b2cShape_SetDensity(b2cWorld *world, b2cShapeId shape, float density);
B2C_API float b2cShape_GetRollingResistance(const b2cWorld *world, b2cShapeId shape);
B2C_API bool b2cShape_SetRollingResistance(b2cWorld *world, b2cShapeId shape, float rollingResistance);
B2C_API float b2cShape_GetTangentSpeed(const b2cWorld *world, b2cShapeId shape);
B2C_API bool b2cShape_SetTangentSpeed(b2cWorld *world, b2cShapeId shape, float tangentSpeed);
/// Make the shape a sensor or solid again. Its contacts are destroyed (a touching one reports its
/// end, as a contact or a sensor, with the next step) and made again at the next step as the new
/// kind; its body and what it touched wake. Nothing happens when the flag does not change.
B2C_API void b2cShape_SetSensor(b2cWorld *world, b2cShapeId shape, bool sensor);
/// The event switches of b2cShapeDef; they apply to events from the next step on.
B2C_API void b2cShape_EnableContactEvents(b2cWorld *world, b2cShapeId shape, bool enable);
B2C_API bool b2cShape_AreContactEventsEnabled(const b2cWorld *world, b2cShapeId shape);
B2C_API void b2cShape_EnableSensorEvents(b2cWorld *world, b2cShapeId shape, bool enable);
B2C_API bool b2cShape_AreSensorEventsEnabled(const b2cWorld *world, b2cShapeId shape);
B2C_API void b2cShape_EnableHitEvents(b2cWorld *world, b2cShapeId shape, bool enable);
B2C_API bool b2cShape_AreHitEventsEnabled(const b2cWorld *world, b2cShapeId shape);
/// The shape's own mass, centre of mass (body frame) and rotational inertia about that centre, at
/// its density (zeros for a shape that is not; no mass for a segment, its centre its midpoint).
B2C_API b2cMassData b2cShape_GetMassData(const b2cWorld *world, b2cShapeId shape);
/// Ray cast from p1 toward p2 (up to maxFraction) against the shape where its body is now.
B2C_API b2cCastOutput b2cShape_RayCast(const b2cWorld *world, b2cShapeId shape, b2cVec2 p1, b2cVec2 p2,
									   float maxFraction);

#ifdef __cplusplus
}
#endif

#endif
