// SPDX-License-Identifier: MIT
// The rules of definitions and settings (check.h): what each check refuses and why, that the
// creators and setters refuse the same from C, and the joint defaults placed in the world's frame.
#include "b2c/b2c.h"
#include "test_macros.h"

#include <math.h>
#include <string.h>

int CheckRulesOfValues(void)
{
	ENSURE(b2cCheckValue(b2cField_contactHertz, 30.0f) == b2cRule_none);
	ENSURE(b2cCheckValue(b2cField_contactHertz, 0.0f) == b2cRule_notPositive);
	ENSURE(b2cCheckValue(b2cField_contactDampingRatio, 0.0f) == b2cRule_none);
	ENSURE(b2cCheckValue(b2cField_contactDampingRatio, -1.0f) == b2cRule_negative);
	ENSURE(b2cCheckValue(b2cField_density, -0.5f) == b2cRule_negative);
	ENSURE(b2cCheckValue(b2cField_correctionFactor, 1.0f) == b2cRule_none);
	ENSURE(b2cCheckValue(b2cField_correctionFactor, 1.5f) == b2cRule_unitRange);
	ENSURE(b2cCheckValue(b2cField_correctionFactor, -0.5f) == b2cRule_negative);
	ENSURE(b2cCheckValue(b2cField_motorSpeed, -5.0f) == b2cRule_none);
	ENSURE(b2cCheckValue(b2cField_angle, NAN) == b2cRule_notFinite);
	ENSURE(b2cCheckValue(b2cField_gravityScale, INFINITY) == b2cRule_notFinite);
	ENSURE(b2cCheckAxis((b2cVec2){0.0f, 1e-7f}) == b2cRule_zero);
	ENSURE(b2cCheckAxis((b2cVec2){0.0f, 2.0f}) == b2cRule_none);
	ENSURE(b2cCheckConstraintTuning(0.0f, 1.0f).rule == b2cRule_notPositive);
	ENSURE(b2cCheckConstraintTuning(30.0f, -1.0f).field == b2cField_constraintDampingRatio);
	ENSURE(b2cCheckConstraintTuning(30.0f, 1.0f).rule == b2cRule_none);
	ENSURE(strcmp(b2cFieldName(b2cField_jointHertz), "jointHertz") == 0);
	ENSURE(strcmp(b2cRuleText(b2cRule_negative), "must not be negative") == 0);
	return 0;
}

int CheckDefinitionsFromC(void)
{
	b2cWorldDef wd = b2cDefaultWorldDef();
	ENSURE(b2cCheckWorldDef(&wd).rule == b2cRule_none);
	wd.jointHertz = 0.0f;
	b2cRefusal r = b2cCheckWorldDef(&wd);
	ENSURE(r.rule == b2cRule_notPositive && r.field == b2cField_jointHertz && r.value == 0.0f);
	ENSURE(b2cCreateWorld(&wd) == NULL); // refused from C too
	wd = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&wd);
	ENSURE(world != NULL);

	b2cBodyDef bd = b2cDefaultBodyDef();
	bd.angularDamping = -1.0f;
	r = b2cCheckBodyDef(&bd);
	ENSURE(r.rule == b2cRule_negative && r.field == b2cField_angularDamping);
	ENSURE(b2cWorld_CreateBody(world, &bd).index < 0);
	bd = b2cDefaultBodyDef();
	bd.type = (b2cBodyType)7;
	r = b2cCheckBodyDef(&bd);
	ENSURE(r.rule == b2cRule_type && r.field == b2cField_type);
	ENSURE(b2cWorld_CreateBody(world, &bd).index < 0);
	bd.type = b2cBody_dynamic;
	bd.position.x = NAN;
	ENSURE(b2cCheckBodyDef(&bd).field == b2cField_position);
	ENSURE(b2cWorld_CreateBody(world, &bd).index < 0);
	ENSURE(b2cWorld_GetCounters(world).bodyCount == 0); // nothing made
	bd.position.x = 0.0f;
	b2cBodyId body = b2cWorld_CreateBody(world, &bd);
	ENSURE(body.index >= 0);

	b2cShapeDef sd = b2cDefaultShapeDef();
	sd.friction = -0.1f;
	ENSURE(b2cCheckShapeDef(&sd).field == b2cField_friction);
	b2cShapeGeometry circle = {.type = b2cShape_circle, .circle = {{0.0f, 0.0f}, 0.5f}};
	ENSURE(b2cBody_CreateShape(world, body, &sd, &circle).index < 0);
	b2cVec2 points[3] = {{0.0f, 0.0f}, {1.0f, 0.0f}, {2.0f, 0.0f}};
	ENSURE(b2cBody_CreateChain(world, body, &sd, points, 3, false).index < 0);
	sd = b2cDefaultShapeDef();
	ENSURE(b2cBody_CreateShape(world, body, &sd, &circle).index >= 0);

	bd.type = b2cBody_static;
	b2cBodyId ground = b2cWorld_CreateBody(world, &bd);
	b2cJointDef jd = b2cDefaultJointDef(b2cJoint_revolute);
	jd.bodyA = ground;
	jd.bodyB = body;
	jd.lower = 1.0f;
	jd.upper = 0.5f;
	r = b2cCheckJointDef(&jd);
	ENSURE(r.rule == b2cRule_order && r.field == b2cField_lower && r.other == b2cField_upper);
	ENSURE(b2cWorld_CreateJoint(world, &jd).index < 0);
	jd.lower = -1.0f;
	jd.hertz = -2.0f;
	ENSURE(b2cCheckJointDef(&jd).field == b2cField_hertz);
	jd.hertz = 0.0f;
	jd.bodyA = body;
	ENSURE(b2cCheckJointDef(&jd).rule == b2cRule_sameBody);
	jd = b2cDefaultJointDef(b2cJoint_prismatic);
	jd.bodyA = ground;
	jd.bodyB = body;
	jd.localAxisA = (b2cVec2){0.0f, 0.0f};
	ENSURE(b2cCheckJointDef(&jd).rule == b2cRule_zero);
	jd = b2cDefaultJointDef(b2cJoint_motor);
	jd.bodyA = ground;
	jd.bodyB = body;
	jd.correctionFactor = 2.0f;
	ENSURE(b2cCheckJointDef(&jd).rule == b2cRule_unitRange);
	jd.correctionFactor = 0.3f;
	ENSURE(b2cWorld_CreateJoint(world, &jd).index >= 0);
	jd.type = (b2cJointType)99;
	ENSURE(b2cCheckJointDef(&jd).rule == b2cRule_type);
	b2cDestroyWorld(world);
	return 0;
}

int CheckSettersFromC(void)
{
	b2cWorldDef wd = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&wd);
	ENSURE(!b2cWorld_SetContactTuning(world, 0.0f, 5.0f, 2.0f)); // the hertz refused, the others set
	ENSURE(b2cWorld_GetSettings(world).contactHertz == wd.contactHertz);
	ENSURE(b2cWorld_GetSettings(world).contactDampingRatio == 5.0f);
	ENSURE(!b2cWorld_SetMaxLinearSpeed(world, 0.0f) && b2cWorld_SetMaxLinearSpeed(world, 10.0f));
	ENSURE(!b2cWorld_SetRestitutionThreshold(world, -1.0f));

	b2cBodyDef bd = b2cDefaultBodyDef();
	b2cBodyId ground = b2cWorld_CreateBody(world, &bd);
	bd.type = b2cBody_dynamic;
	bd.position = (b2cVec2){1.0f, 0.0f};
	b2cBodyId body = b2cWorld_CreateBody(world, &bd);
	b2cJointDef jd = b2cDefaultJointDef(b2cJoint_revolute);
	jd.bodyA = ground;
	jd.bodyB = body;
	jd.lower = -1.0f;
	jd.upper = 1.0f;
	b2cJointId joint = b2cWorld_CreateJoint(world, &jd);
	ENSURE(joint.index >= 0);
	b2cRefusal r = b2cJoint_CheckParam(world, joint, b2cJointParam_lower, 2.0f);
	ENSURE(r.rule == b2cRule_order && r.field == b2cField_lower && r.value == 2.0f);
	ENSURE(!b2cJoint_SetParam(world, joint, b2cJointParam_lower, 2.0f));
	ENSURE(b2cJoint_GetParam(world, joint, b2cJointParam_lower) == -1.0f);
	ENSURE(b2cJoint_CheckParam(world, joint, b2cJointParam_upper, -2.0f).field == b2cField_upper);
	ENSURE(!b2cJoint_SetParam(world, joint, b2cJointParam_hertz, -1.0f));
	ENSURE(!b2cJoint_SetParam(world, joint, b2cJointParam_motorSpeed, NAN));
	ENSURE(b2cJoint_SetParam(world, joint, b2cJointParam_motorSpeed, -3.0f));
	// both limits at once may pass where one at a time would not
	ENSURE(b2cJoint_SetLimits(world, joint, 2.0f, 3.0f));
	ENSURE(!b2cJoint_SetLimits(world, joint, 3.0f, 2.0f));
	ENSURE(b2cJoint_GetParam(world, joint, b2cJointParam_upper) == 3.0f);
	ENSURE(!b2cJoint_SetConstraintTuning(world, joint, 0.0f, 1.0f));
	ENSURE(b2cJoint_SetConstraintTuning(world, joint, 20.0f, 1.0f));
	float hertz, dampingRatio;
	b2cJoint_GetConstraintTuning(world, joint, &hertz, &dampingRatio);
	ENSURE(hertz == 20.0f && dampingRatio == 1.0f);
	b2cDestroyWorld(world);
	return 0;
}

int JointDefaultsPlacedInTheWorld(void)
{
	b2cWorldDef wd = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&wd);
	b2cBodyDef bd = b2cDefaultBodyDef();
	bd.position = (b2cVec2){1.0f, 2.0f};
	bd.angle = 0.5f;
	b2cBodyId a = b2cWorld_CreateBody(world, &bd);
	bd.type = b2cBody_dynamic;
	bd.position = (b2cVec2){4.0f, 2.0f};
	bd.angle = 0.25f;
	b2cBodyId b = b2cWorld_CreateBody(world, &bd);
	b2cShapeDef sd = b2cDefaultShapeDef();
	b2cShapeGeometry circle = {.type = b2cShape_circle, .circle = {{0.0f, 0.0f}, 0.5f}};
	b2cBody_CreateShape(world, b, &sd, &circle);
	b2cTransform xfA = b2cBody_GetTransform(world, a), xfB = b2cBody_GetTransform(world, b);

	// a revolute joint at a world anchor: the local anchors are that point, the reference the angles
	b2cJointDef jd = b2cDefaultJointDef(b2cJoint_revolute);
	jd.bodyA = a;
	jd.bodyB = b;
	b2cJointPlace place = {{0.0f, 0.0f}, {3.0f, 3.0f}, {1.0f, 0.0f}, b2cGiven_anchorB};
	b2cJointDef_Place(world, &jd, &place);
	ENSURE_SMALL(b2cDistance(b2cTransformPoint(xfA, jd.localAnchorA), (b2cVec2){3.0f, 3.0f}), 1e-5);
	ENSURE_SMALL(b2cDistance(b2cTransformPoint(xfB, jd.localAnchorB), (b2cVec2){3.0f, 3.0f}), 1e-5);
	ENSURE_SMALL(jd.referenceAngle - (0.25f - 0.5f), 1e-6);
	// given fields are kept
	jd = b2cDefaultJointDef(b2cJoint_revolute);
	jd.bodyA = a;
	jd.bodyB = b;
	jd.localAnchorA = (b2cVec2){7.0f, 8.0f};
	jd.referenceAngle = 1.0f;
	place.given = b2cGiven_localAnchorA | b2cGiven_referenceAngle;
	b2cJointDef_Place(world, &jd, &place);
	ENSURE(jd.localAnchorA.x == 7.0f && jd.localAnchorA.y == 8.0f && jd.referenceAngle == 1.0f);
	ENSURE(b2cDistance(jd.localAnchorB, b2cVec2_zero) < 1e-6f); // bodyB's origin

	// a distance joint: each body's origin, its length their distance, no limit unless one is given
	jd = b2cDefaultJointDef(b2cJoint_distance);
	jd.bodyA = a;
	jd.bodyB = b;
	place.given = 0;
	b2cJointDef_Place(world, &jd, &place);
	ENSURE_SMALL(jd.length - 3.0f, 1e-5);
	ENSURE(!jd.enableLimit);
	jd.maxLength = 5.0f;
	place.given = b2cGiven_maxLength;
	b2cJointDef_Place(world, &jd, &place);
	ENSURE(jd.enableLimit);

	// a prismatic joint's axis in A's frame, normalized
	jd = b2cDefaultJointDef(b2cJoint_prismatic);
	jd.bodyA = a;
	jd.bodyB = b;
	place.axis = (b2cVec2){0.0f, 2.0f};
	place.given = b2cGiven_axis;
	b2cJointDef_Place(world, &jd, &place);
	b2cVec2 axis = b2cRotateVector(xfA.q, jd.localAxisA);
	ENSURE_SMALL(axis.x, 1e-6);
	ENSURE_SMALL(axis.y - 1.0f, 1e-6);

	// a mouse joint pulls bodyB's origin to its target with 1000 times its mass; a motor joint
	// holds bodyB where it is in A's frame
	jd = b2cDefaultJointDef(b2cJoint_mouse);
	jd.bodyB = b;
	place.given = 0;
	b2cJointDef_Place(world, &jd, &place);
	ENSURE(jd.target.x == 4.0f && jd.target.y == 2.0f);
	ENSURE_SMALL(jd.maxForce - 1000.0f * b2cBody_GetMass(world, b), 1e-3);
	jd = b2cDefaultJointDef(b2cJoint_motor);
	jd.bodyA = a;
	jd.bodyB = b;
	b2cJointDef_Place(world, &jd, &place);
	ENSURE_SMALL(b2cDistance(b2cTransformPoint(xfA, jd.linearOffset), xfB.p), 1e-5);
	ENSURE_SMALL(jd.angularOffset - (0.25f - 0.5f), 1e-6);
	ENSURE(jd.maxForce == 1.0f && jd.maxTorque == 1.0f);
	// a wheel's spring is on by default (Box2D v3's 1 Hz, 0.7)
	jd = b2cDefaultJointDef(b2cJoint_wheel);
	ENSURE(jd.enableSpring && jd.hertz == 1.0f && jd.dampingRatio == 0.7f);
	b2cDestroyWorld(world);
	return 0;
}

int JointPlacedFarApart(void)
{
	// Bodies at opposite ends of single precision: the distance joint's length computed from them
	// overflows, and the joint is refused (it would have made its bodies NaN); an axis whose squared
	// length overflows keeps its direction.
	b2cWorldDef wd = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&wd);
	b2cBodyDef bd = b2cDefaultBodyDef();
	bd.position = (b2cVec2){-3.0e38f, 0.0f};
	b2cBodyId a = b2cWorld_CreateBody(world, &bd);
	bd.type = b2cBody_dynamic;
	bd.position = (b2cVec2){3.0e38f, 0.0f};
	b2cBodyId b = b2cWorld_CreateBody(world, &bd);
	b2cJointDef jd = b2cDefaultJointDef(b2cJoint_distance);
	jd.bodyA = a;
	jd.bodyB = b;
	b2cJointPlace place = {{0.0f, 0.0f}, {0.0f, 0.0f}, {1.0f, 0.0f}, 0};
	b2cJointDef_Place(world, &jd, &place);
	b2cRefusal r = b2cCheckJointDef(&jd);
	ENSURE(r.rule == b2cRule_notFinite && r.field == b2cField_length);
	ENSURE(b2cWorld_CreateJoint(world, &jd).index < 0);
	ENSURE(b2cWorld_GetCounters(world).jointCount == 0);

	jd = b2cDefaultJointDef(b2cJoint_wheel);
	jd.bodyB = b;
	place.axis = (b2cVec2){3.0e20f, 3.0e20f};
	place.anchorB = (b2cVec2){3.0e38f, 0.0f};
	place.given = b2cGiven_axis | b2cGiven_anchorB;
	b2cJointDef_Place(world, &jd, &place);
	ENSURE_SMALL(jd.localAxisA.x - 0.70710678f, 1e-6);
	ENSURE_SMALL(jd.localAxisA.y - 0.70710678f, 1e-6);
	ENSURE(b2cCheckJointDef(&jd).rule == b2cRule_none);
	ENSURE(b2cWorld_CreateJoint(world, &jd).index >= 0);
	b2cDestroyWorld(world);
	return 0;
}

int CheckStateFromC(void)
{
	// A body's state, the gravity, a mouse joint's target, a motor joint's offset and a step's
	// arguments: what the rules refuse is not taken (false), and the world is as it was.
	b2cWorldDef wd = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&wd);
	b2cBodyDef bd = b2cDefaultBodyDef();
	b2cBodyId ground = b2cWorld_CreateBody(world, &bd);
	bd.type = b2cBody_dynamic;
	bd.position = (b2cVec2){1.0f, 2.0f};
	b2cBodyId body = b2cWorld_CreateBody(world, &bd);
	b2cShapeDef sd = b2cDefaultShapeDef();
	b2cShapeGeometry circle = {.type = b2cShape_circle, .circle = {{0.0f, 0.0f}, 0.5f}};
	b2cBody_CreateShape(world, body, &sd, &circle);

	ENSURE(!b2cBody_SetTransform(world, body, (b2cVec2){NAN, 0.0f}, 0.0f));
	ENSURE(!b2cBody_SetTransform(world, body, (b2cVec2){0.0f, 0.0f}, INFINITY));
	ENSURE(b2cBody_GetTransform(world, body).p.x == 1.0f && b2cBody_GetTransform(world, body).p.y == 2.0f);
	ENSURE(b2cBody_SetTransform(world, body, (b2cVec2){3.0f, 2.0f}, 0.0f));
	ENSURE(!b2cBody_SetLinearVelocity(world, body, (b2cVec2){INFINITY, 0.0f}));
	ENSURE(!b2cBody_SetAngularVelocity(world, body, NAN));
	ENSURE(b2cBody_GetLinearVelocity(world, body).x == 0.0f && b2cBody_GetAngularVelocity(world, body) == 0.0f);
	ENSURE(b2cBody_SetLinearVelocity(world, body, (b2cVec2){1.0f, 0.0f}));
	ENSURE(b2cBody_GetLinearVelocity(world, body).x == 1.0f);
	ENSURE(b2cBody_SetLinearVelocity(world, ground, (b2cVec2){1.0f, 0.0f})); // taken, ignored by a static body
	ENSURE(!b2cBody_SetType(world, body, (b2cBodyType)3) && b2cBody_GetType(world, body) == b2cBody_dynamic);
	ENSURE(!b2cWorld_SetGravity(world, (b2cVec2){0.0f, NAN}));
	ENSURE(b2cWorld_GetGravity(world).y == wd.gravity.y);

	b2cJointDef jd = b2cDefaultJointDef(b2cJoint_mouse);
	jd.bodyB = body;
	b2cJointId mouse = b2cWorld_CreateJoint(world, &jd);
	ENSURE(!b2cJoint_SetTarget(world, mouse, (b2cVec2){INFINITY, 0.0f}));
	ENSURE(b2cJoint_SetTarget(world, mouse, (b2cVec2){5.0f, 0.0f}) && b2cJoint_GetTarget(world, mouse).x == 5.0f);
	jd = b2cDefaultJointDef(b2cJoint_motor);
	jd.bodyA = ground;
	jd.bodyB = body;
	b2cJointId motor = b2cWorld_CreateJoint(world, &jd);
	ENSURE(!b2cJoint_SetLinearOffset(world, motor, (b2cVec2){NAN, NAN}));

	b2cRefusal r = b2cCheckStep(-1.0f, 4);
	ENSURE(r.rule == b2cRule_negative && r.field == b2cField_timeStep);
	r = b2cCheckStep(1.0f / 60.0f, 65);
	ENSURE(r.rule == b2cRule_subSteps && r.field == b2cField_subSteps && r.value == 65.0f);
	ENSURE(strcmp(b2cRuleText(b2cRule_subSteps), "must be in 1 to 64") == 0);
	b2cTransform before = b2cBody_GetTransform(world, body);
	ENSURE(!b2cWorld_Step(world, NAN, 4) && !b2cWorld_Step(world, 1.0f / 60.0f, 0) &&
		   !b2cWorld_Step(world, 1.0f / 60.0f, B2C_MAX_SUB_STEPS + 1));
	ENSURE(b2cWorld_Step(world, 0.0f, 4)); // nothing to step
	ENSURE(b2cBody_GetTransform(world, body).p.x == before.p.x);
	ENSURE(b2cWorld_Step(world, 1.0f / 60.0f, B2C_MAX_SUB_STEPS));
	ENSURE(b2cBody_GetTransform(world, body).p.x != before.p.x);
	b2cDestroyWorld(world);
	return 0;
}

// Break thresholds (infinite allowed, NaN refused), a joint breaking and its one report, and the
// gears and pulleys the creator refuses.
int JointsBreakAndGearsRefuseFromC(void)
{
	ENSURE(b2cCheckValue(b2cField_forceThreshold, INFINITY) == b2cRule_none);
	ENSURE(b2cCheckValue(b2cField_forceThreshold, NAN) == b2cRule_nan);
	ENSURE(b2cCheckValue(b2cField_torqueThreshold, -1.0f) == b2cRule_negative);
	ENSURE(strcmp(b2cRuleText(b2cRule_nan), "must not be NaN") == 0);

	b2cWorldDef wd = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&wd);
	b2cBodyDef bd = b2cDefaultBodyDef();
	b2cBodyId ground = b2cWorld_CreateBody(world, &bd);
	bd.type = b2cBody_dynamic;
	bd.position = (b2cVec2){0.0f, -1.0f};
	b2cBodyId bob = b2cWorld_CreateBody(world, &bd);
	b2cShapeDef sd = b2cDefaultShapeDef();
	b2cShapeGeometry circle = {.type = b2cShape_circle, .circle = {{0.0f, 0.0f}, 0.5f}};
	ENSURE(b2cBody_CreateShape(world, bob, &sd, &circle).index >= 0);
	float weight = 10.0f * b2cBody_GetMass(world, bob);

	b2cJointDef jd = b2cDefaultJointDef(b2cJoint_revolute);
	ENSURE(jd.forceThreshold == INFINITY && jd.torqueThreshold == INFINITY && jd.ratio == 1.0f);
	jd.bodyA = ground;
	jd.bodyB = bob;
	jd.forceThreshold = NAN;
	ENSURE(b2cCheckJointDef(&jd).rule == b2cRule_nan && b2cWorld_CreateJoint(world, &jd).index < 0);
	jd.forceThreshold = 0.5f * weight;
	b2cJointId joint = b2cWorld_CreateJoint(world, &jd);
	ENSURE(joint.index >= 0);
	ENSURE(!b2cJoint_SetParam(world, joint, b2cJointParam_forceThreshold, NAN));
	ENSURE(b2cWorld_GetJointEvents(world, NULL, 0) == 0);
	ENSURE(b2cWorld_Step(world, 1.0f / 60.0f, 4));
	b2cJointEvent event;
	ENSURE(b2cWorld_GetJointEvents(world, &event, 1) == 1);
	ENSURE(event.joint.index == joint.index && event.joint.generation == joint.generation);
	ENSURE(fabsf(event.force.y - weight) < 0.05f * weight);
	ENSURE(b2cJoint_IsBroken(world, joint) && b2cWorld_IsValidJoint(world, joint));
	ENSURE(b2cWorld_Step(world, 1.0f / 60.0f, 4));
	ENSURE(b2cWorld_GetJointEvents(world, NULL, 0) == 0); // reported once
	ENSURE(b2cJoint_GetReactionForce(world, joint, 60.0f).y == 0.0f);

	// gears: of revolute or prismatic joints only, two of them
	jd = b2cDefaultJointDef(b2cJoint_distance);
	jd.bodyA = ground;
	jd.bodyB = bob;
	b2cJointId distance = b2cWorld_CreateJoint(world, &jd);
	jd = b2cDefaultJointDef(b2cJoint_revolute);
	jd.bodyA = ground;
	jd.bodyB = bob;
	b2cJointId revolute = b2cWorld_CreateJoint(world, &jd);
	ENSURE(distance.index >= 0 && revolute.index >= 0);
	ENSURE(!b2cWorld_CheckGearJoints(world, distance, revolute));
	ENSURE(!b2cWorld_CheckGearJoints(world, revolute, revolute));
	jd = b2cDefaultJointDef(b2cJoint_gear);
	jd.joint1 = distance;
	jd.joint2 = revolute;
	int jointCount = b2cWorld_GetCounters(world).jointCount;
	ENSURE(b2cWorld_CreateJoint(world, &jd).index < 0);
	jd.joint1 = revolute;
	ENSURE(b2cWorld_CreateJoint(world, &jd).index < 0);
	ENSURE(b2cWorld_GetCounters(world).jointCount == jointCount);

	// pulleys: a positive ratio, two bodies
	jd = b2cDefaultJointDef(b2cJoint_pulley);
	jd.bodyA = ground;
	jd.bodyB = bob;
	jd.ratio = 0.0f;
	b2cRefusal r = b2cCheckJointDef(&jd);
	ENSURE(r.rule == b2cRule_notPositive && r.field == b2cField_ratio);
	jd.ratio = 1.0f;
	jd.bodyA.index = B2C_NO_BODY;
	ENSURE(b2cWorld_CreateJoint(world, &jd).index < 0);
	ENSURE(b2cWorld_GetCounters(world).jointCount == jointCount);
	b2cDestroyWorld(world);
	return 0;
}

// A shape's material and switches from C (issue 19): the setters refuse what the definition's rules
// refuse and leave the shape as it was; a density change reaches the body's mass; a sensor switch
// remakes the contacts; a fast drop reports one hit.
int CheckShapeSettersFromC(void)
{
	b2cWorldDef wd = b2cDefaultWorldDef();
	ENSURE(wd.hitEventThreshold == 1.0f);
	wd.hitEventThreshold = -1.0f;
	ENSURE(b2cCheckWorldDef(&wd).field == b2cField_hitEventThreshold);
	wd = b2cDefaultWorldDef();
	b2cWorld *world = b2cCreateWorld(&wd);
	ENSURE(!b2cWorld_SetHitEventThreshold(world, NAN) && b2cWorld_SetHitEventThreshold(world, 2.0f));
	ENSURE(b2cWorld_GetSettings(world).hitEventThreshold == 2.0f);
	ENSURE(strcmp(b2cFieldName(b2cField_tangentSpeed), "tangentSpeed") == 0);
	ENSURE(b2cCheckValue(b2cField_tangentSpeed, -5.0f) == b2cRule_none);
	ENSURE(b2cCheckValue(b2cField_rollingResistance, -5.0f) == b2cRule_negative);

	b2cBodyDef bd = b2cDefaultBodyDef();
	b2cBodyId ground = b2cWorld_CreateBody(world, &bd);
	b2cShapeDef sd = b2cDefaultShapeDef();
	ENSURE(sd.enableContactEvents && sd.enableSensorEvents && !sd.enableHitEvents);
	ENSURE(sd.rollingResistance == 0.0f && sd.tangentSpeed == 0.0f);
	sd.rollingResistance = -1.0f;
	ENSURE(b2cCheckShapeDef(&sd).field == b2cField_rollingResistance);
	sd.rollingResistance = 0.0f;
	sd.tangentSpeed = INFINITY;
	ENSURE(b2cCheckShapeDef(&sd).field == b2cField_tangentSpeed);
	sd.tangentSpeed = 0.0f;
	sd.enableHitEvents = true;
	b2cShapeGeometry floor = {.type = b2cShape_polygon};
	floor.polygon = b2cMakeOffsetBox(10.0f, 0.5f, (b2cVec2){0.0f, -0.5f}, b2cRot_identity);
	b2cShapeId floorShape = b2cBody_CreateShape(world, ground, &sd, &floor);
	ENSURE(b2cShape_AreHitEventsEnabled(world, floorShape));

	bd.type = b2cBody_dynamic;
	bd.position = (b2cVec2){0.0f, 5.25f};
	b2cBodyId ball = b2cWorld_CreateBody(world, &bd);
	sd = b2cDefaultShapeDef();
	b2cShapeGeometry circle = {.type = b2cShape_circle, .circle = {{0.0f, 0.0f}, 0.25f}};
	b2cShapeId ballShape = b2cBody_CreateShape(world, ball, &sd, &circle);
	ENSURE(!b2cShape_SetFriction(world, ballShape, -1.0f) && !b2cShape_SetRestitution(world, ballShape, NAN) &&
		   !b2cShape_SetDensity(world, ballShape, -2.0f) && !b2cShape_SetRollingResistance(world, ballShape, -1.0f) &&
		   !b2cShape_SetTangentSpeed(world, ballShape, INFINITY));
	ENSURE(b2cShape_GetFriction(world, ballShape) == 0.6f && b2cShape_GetRestitution(world, ballShape) == 0.0f &&
		   b2cShape_GetDensity(world, ballShape) == 1.0f && b2cShape_GetRollingResistance(world, ballShape) == 0.0f &&
		   b2cShape_GetTangentSpeed(world, ballShape) == 0.0f);
	ENSURE(b2cShape_SetTangentSpeed(world, ballShape, -1.0f) && b2cShape_GetTangentSpeed(world, ballShape) == -1.0f);
	ENSURE(b2cShape_SetDensity(world, ballShape, 4.0f));
	b2cMassData md = b2cShape_GetMassData(world, ballShape);
	ENSURE(md.mass == b2cBody_GetMass(world, ball) && fabsf(md.mass - 4.0f * 3.14159265f * 0.0625f) < 1e-5f);

	int hits = 0;
	float fastest = 0.0f;
	for (int i = 0; i < 120; ++i) {
		b2cWorld_Step(world, 1.0f / 60.0f, 4);
		b2cContactEvents e = b2cWorld_GetContactEvents(world);
		hits += e.hitCount;
		for (int k = 0; k < e.hitCount; ++k)
			fastest = fmaxf(fastest, e.hits[k].approachSpeed);
	}
	ENSURE(hits == 1 && fabsf(fastest - 10.0f) < 0.1f);
	ENSURE(b2cWorld_GetCounters(world).touchingCount == 1);
	b2cShape_SetSensor(world, floorShape, true);
	ENSURE(b2cShape_IsSensor(world, floorShape) && b2cWorld_GetCounters(world).contactCount == 0);
	b2cWorld_Step(world, 1.0f / 60.0f, 4);
	b2cContactEvents e = b2cWorld_GetContactEvents(world);
	ENSURE(e.endCount == 1 && e.sensorBeginCount == 1 && e.beginCount == 0);
	b2cDestroyWorld(world);
	return 0;
}
