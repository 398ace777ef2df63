// SPDX-License-Identifier: MIT
// More joint scenes after Box2D v3's samples: a chain of distance joints, the wheel joint, a car
// driving over hills, a scissor lift, a slammed door, a soft donut of welds, and each joint struck
// hard (Joints/Separation).
#include "scenes.h"

#include <math.h>
#include <stdlib.h>

#define PI 3.14159265358979323846

static double maxd(double a, double b) { return a > b ? a : b; }

static int compareDoubles(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

// A joint's anchors' distance across an axis given in body A's frame (A -1: the world).
static double acrossAxis(qWorld *w, int joint, int bodyA, double axisX, double axisY)
{
	float ax, ay, bx, by;
	q_joint_anchors(w, joint, &ax, &ay, &bx, &by);
	double a = bodyA < 0 ? 0.0 : q_body_angle(w, bodyA), c = cos(a), s = sin(a);
	double ux = c * axisX - s * axisY, uy = s * axisX + c * axisY;
	return fabs(ux * ((double)by - ay) - uy * ((double)bx - ax));
}

// Joints/Distance Joint, at its largest count: ten balls (radius 0.25, density 20, angular damping
// 1) in a level row 1 m apart, each on a rigid distance joint of length 1 to the one before, the
// first to the world at (0, 20); let go, the chain swings down. Over 10 s: the largest error of a
// joint's length.
void scene_distance_joint(qReport *r)
{
	qWorld *w = q_world(true);
	const int count = 10;
	const float y = 20.0f;
	qShapeDef sd = q_shape_def(20.0f, 0.6f, 0.0f);
	int prev = -1;
	for (int i = 0; i < count; ++i) {
		qBodyDef bd = q_body_def(qBody_dynamic, 1.0f * (i + 1), y);
		bd.angularDamping = 1.0f;
		int body = q_create_body(w, &bd);
		q_add_circle(w, body, &sd, 0.0f, 0.0f, 0.25f);
		qJointDef jd = q_joint_def(qJoint_distance, prev, body);
		q_body_local_point(w, prev, 1.0f * i, y, &jd.localAx, &jd.localAy);
		jd.length = 1.0f;
		q_create_joint(w, &jd);
		prev = body;
	}
	double error = 0.0;
	for (int step = 0; step < 600; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		for (int j = 0; j < count; ++j) {
			float ax, ay, bx, by;
			q_joint_anchors(w, j, &ax, &ay, &bx, &by);
			error = maxd(error, fabs(hypot((double)bx - ax, (double)by - ay) - 1.0));
		}
	}
	// v3: 15.5 mm (the chain whipping straight): target 17 mm.
	q_metric(r, "max_length_error_mm", 1000.0 * error, qOp_le, 17.0);
	q_destroy_world(w);
}

// Joints/Wheel: a capsule (a 1 m segment rounded by 0.5, density 1) on a wheel joint to the world
// at (0, 10), its axis 45 degrees up to the right, with the sample's spring (1 Hz, damping ratio
// 0.7), limits (+-3 m) and motor (2 rad/s, 5 N m). Gravity pulls it down the axis against the
// spring, and the motor spins it. After 5 s: how far down the axis it rests (the spring's sag), its
// spin's error, and the largest distance of its anchor off the axis over the run.
void scene_wheel(qReport *r)
{
	qWorld *w = q_world(true);
	int body = q_dynamic(w, 0.0f, 10.25f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_capsule(w, body, &sd, 0.0f, -0.5f, 0.0f, 0.5f, 0.5f);
	qJointDef jd = q_joint_def(qJoint_wheel, -1, body);
	q_joint_anchor_at(w, &jd, 0.0f, 10.0f);
	jd.axisX = (float)sqrt(0.5);
	jd.axisY = (float)sqrt(0.5);
	jd.enableSpring = true;
	jd.hertz = 1.0f;
	jd.dampingRatio = 0.7f;
	jd.enableLimit = true;
	jd.lower = -3.0f;
	jd.upper = 3.0f;
	jd.enableMotor = true;
	jd.motorSpeed = 2.0f;
	jd.maxMotorTorque = 5.0f;
	q_create_joint(w, &jd);
	double off = 0.0;
	for (int step = 0; step < 300; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		off = maxd(off, acrossAxis(w, 0, -1, sqrt(0.5), sqrt(0.5)));
	}
	float ax, ay, bx, by, vx, vy, spin;
	q_joint_anchors(w, 0, &ax, &ay, &bx, &by);
	q_body_velocity(w, body, &vx, &vy, &spin);
	double along = ((double)bx - ax) * sqrt(0.5) + ((double)by - ay) * sqrt(0.5);
	// v3: 209 mm (the spring's stiffness is for the mass along the axis, the turn counted: 7.07 m/s^2
	// over (2 pi)^2 is 179 mm for the mass alone), 0.00055 rad/s, 0.09 mm: targets 230 mm, 0.002 rad/s
	// and 0.1 mm.
	q_metric(r, "rest_sag_mm", -1000.0 * along, qOp_le, 230.0);
	q_metric(r, "spin_error", fabs(spin - 2.0), qOp_le, 0.002);
	q_metric(r, "max_off_axis_mm", 1000.0 * off, qOp_le, 0.1);
	q_destroy_world(w);
}

// Box2D v3's sample car (samples/car.cpp) at `x`, `y`: a six-sided chassis rounded by 0.15 (density
// 1, friction 0.2) and two wheels of radius 0.4 (density 2, friction 1.5; the sample's rolling
// resistance b2c does not have) on wheel joints along the chassis's y axis with a spring (hertz,
// dampingRatio), limits +-0.25 m and a motor of maxTorque. Bodies: chassis, rear, front; joints:
// rear, front (from the first joint made, *firstJoint).
static int spawnCar(qWorld *w, float x, float y, float hertz, float dampingRatio, float maxTorque, int *firstJoint)
{
	const float s = 0.85f;
	const float hull[12] = {-1.5f * s, -0.5f * s, 1.5f * s,   -0.5f * s, 1.5f * s,  0.0f,
							0.0f,      0.9f * s,  -1.15f * s, 0.9f * s,  -1.5f * s, 0.2f * s};
	int chassis = q_dynamic(w, x, y + 1.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.2f, 0.0f);
	q_add_polygon(w, chassis, &sd, hull, 6, 0.15f);
	sd.density = 2.0f;
	sd.friction = 1.5f;
	const float wheelX[2] = {-1.0f, 1.0f}, wheelY[2] = {0.35f, 0.4f};
	for (int i = 0; i < 2; ++i) {
		int wheel = q_dynamic(w, x + wheelX[i], y + wheelY[i], 0.0f);
		q_add_circle(w, wheel, &sd, 0.0f, 0.0f, 0.4f);
		qJointDef jd = q_joint_def(qJoint_wheel, chassis, wheel);
		q_joint_anchor_at(w, &jd, x + wheelX[i], y + wheelY[i]);
		jd.axisX = 0.0f;
		jd.axisY = 1.0f;
		jd.enableMotor = true;
		jd.maxMotorTorque = maxTorque;
		jd.enableSpring = true;
		jd.hertz = hertz;
		jd.dampingRatio = dampingRatio;
		jd.enableLimit = true;
		jd.lower = -0.25f;
		jd.upper = 0.25f;
		int joint = q_create_joint(w, &jd);
		if (i == 0)
			*firstJoint = joint;
	}
	return chassis;
}

// Joints/Driving: the sample's course (a loop chain of hills 5 m apart, 0.25 to 4 m high and 2 m
// deep, a teeter, a bridge of 20 capsules, five light boxes, a jump ramp) and its car driven right
// at full throttle (motor speed 35 rad/s, 5 N m) from the start, for 12 s (while it is on the hills,
// x < 120, what follows is measured), and how far the car got.
void scene_driving(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	// The loop, counter-clockwise around the solid: the hills right to left on top.
	static const float hs[10] = {0.25f, 1.0f, 4.0f, 0.0f, 0.0f, -1.0f, -2.0f, -2.0f, -1.25f, 0.0f};
	float hills[2 * 25];
	int n = 0;
	hills[n++] = 160.0f, hills[n++] = -20.0f;
	hills[n++] = 160.0f, hills[n++] = 0.0f;
	for (int k = 19; k >= 0; --k)
		hills[n++] = 20.0f + 5.0f * (k + 1), hills[n++] = hs[k % 10];
	hills[n++] = 20.0f, hills[n++] = 0.0f;
	hills[n++] = -20.0f, hills[n++] = 0.0f;
	hills[n++] = -20.0f, hills[n++] = -20.0f;
	q_add_chain(w, ground, &gd, hills, 25, true);
	q_add_segment(w, ground, &gd, 200.0f, 0.0f, 240.0f, 0.0f);
	q_add_segment(w, ground, &gd, 240.0f, 0.0f, 250.0f, 5.0f);
	q_add_segment(w, ground, &gd, 260.0f, 0.0f, 300.0f, 0.0f);
	q_add_segment(w, ground, &gd, 300.0f, 0.0f, 300.0f, 20.0f);
	// Teeter.
	qBodyDef bd = q_body_def(qBody_dynamic, 140.0f, 1.0f);
	bd.angularVelocity = 1.0f;
	int teeter = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_box(w, teeter, &sd, 10.0f, 0.25f, 0.0f, 0.0f, 0.0f, 0.0f);
	qJointDef jd = q_joint_def(qJoint_revolute, ground, teeter);
	q_joint_anchor_at(w, &jd, 140.0f, 1.0f);
	jd.enableLimit = true;
	jd.lower = -8.0f * (float)PI / 180.0f;
	jd.upper = 8.0f * (float)PI / 180.0f;
	q_create_joint(w, &jd);
	// Bridge.
	int prev = ground;
	for (int i = 0; i < 20; ++i) {
		int plank = q_dynamic(w, 161.0f + 2.0f * i, -0.125f, 0.0f);
		q_add_capsule(w, plank, &sd, -1.0f, 0.0f, 1.0f, 0.0f, 0.125f);
		jd = q_joint_def(qJoint_revolute, prev, plank);
		q_joint_anchor_at(w, &jd, 160.0f + 2.0f * i, -0.125f);
		q_create_joint(w, &jd);
		prev = plank;
	}
	jd = q_joint_def(qJoint_revolute, prev, ground);
	q_joint_anchor_at(w, &jd, 200.0f, -0.125f);
	jd.enableMotor = true;
	jd.maxMotorTorque = 50.0f;
	q_create_joint(w, &jd);
	// Boxes.
	qShapeDef bs = q_shape_def(0.25f, 0.25f, 0.25f);
	for (int i = 0; i < 5; ++i) {
		int box = q_dynamic(w, 230.0f, 0.5f + 1.0f * i, 0.0f);
		q_add_box(w, box, &bs, 0.5f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
	}
	int axle = -1;
	int chassis = spawnCar(w, 0.0f, 0.0f, 5.0f, 0.7f, 5.0f, &axle);
	q_joint_set_motor_speed(w, axle, -35.0f);
	q_joint_set_motor_speed(w, axle + 1, -35.0f);
	// Each step on the hills: the deeper wheel's depth, and the larger distance of a wheel off its
	// axle's line; the mean of the first and the median of the second over those steps (a landing's
	// peak is a matter of how it lands: a motor speed 0.3 % different moves it by half), and the
	// chassis's largest tilt.
	double depth = 0.0, tilt = 0.0, offs[720];
	int steps = 0;
	for (int step = 0; step < 720; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		if (q_body_x(w, chassis) > 120.0)
			continue;
		double deepest = 0.0, farthest = 0.0;
		for (int k = 0; k < 2; ++k) {
			float x, y;
			q_body_position(w, chassis + 1 + k, &x, &y);
			double nearest = 1e9;
			for (int i = 0; i + 1 < 25; ++i)
				nearest = fmin(nearest, q_segment_distance(x, y, hills[2 * i], hills[2 * i + 1], hills[2 * i + 2],
														   hills[2 * i + 3]));
			deepest = maxd(deepest, 0.4 - nearest);
			farthest = maxd(farthest, acrossAxis(w, axle + k, chassis, 0.0, 1.0));
		}
		depth += deepest;
		offs[steps++] = farthest;
		tilt = maxd(tilt, fabs(q_body_angle(w, chassis)));
	}
	qsort(offs, (size_t)steps, sizeof offs[0], compareDoubles);
	double median = steps > 0 ? offs[steps / 2] : 0.0;
	steps = steps > 0 ? steps : 1;
	// v3: 10.7 mm, 0.096 mm, 0.61 rad (off the 4 m hill), 114.7 m (over the last hill): targets
	// 11.7 mm, 0.11 mm, 0.68 rad and 103 m.
	q_metric(r, "mean_wheel_depth_mm", 1000.0 * depth / steps, qOp_le, 11.7);
	q_metric(r, "median_axle_off_line_mm", 1000.0 * median, qOp_le, 0.11);
	q_metric(r, "max_tilt_rad", tilt, qOp_le, 0.68);
	q_metric(r, "distance_12s_m", q_body_x(w, chassis), qOp_ge, 103.0);
	q_destroy_world(w);
}

// Joints/Scissor Lift: three storeys of crossed capsules (5 m segments rounded by 0.15, density 1,
// crossing at 0.15 rad) pinned at their middles and ends, the foot and the platform's right ends
// on wheel joints (no spring) so the scissor can open, every joint at 240 Hz with damping ratio 20,
// at 8 sub-steps (the sample's lower sleep threshold engine.h does not set: the motor keeps it all
// awake); a 6 m platform on top with the sample's car on it. The lift's distance joint
// (0.2 to 5.5 m, from the ground to a link) has its motor on at 0.25 m/s with 2000 N (the sample's
// Motor box): it raises the platform. Over 6 s: the widest gap of any joint but the lift from 1 s
// on (the sample places the links 8 cm and more from where their joints hold them: they snap
// together first), a wheel joint's across its axis; the platform's largest tilt; how high it rose.
void scene_scissor_lift(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, -20.0f, 0.0f, 20.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	int base1 = ground, base2 = ground, link = -1;
	int wheelJoints[2], wheelBodyA[2], wheels = 0; // the scissor's wheel joints, gapped across their axis
	float anchor1x = -2.5f, anchor1y = 0.2f, anchor2x = 2.5f, anchor2y = 0.2f;
	float y = 0.5f;
	const float hertz = 240.0f, ratio = 20.0f;
	for (int i = 0; i < 3; ++i) {
		int body1 = q_dynamic(w, 0.0f, y, 0.15f);
		q_add_capsule(w, body1, &sd, -2.5f, 0.0f, 2.5f, 0.0f, 0.15f);
		int body2 = q_dynamic(w, 0.0f, y, -0.15f);
		q_add_capsule(w, body2, &sd, -2.5f, 0.0f, 2.5f, 0.0f, 0.15f);
		if (i == 1)
			link = body2;
		qJointDef jd = q_joint_def(qJoint_revolute, base1, body1);
		jd.localAx = anchor1x, jd.localAy = anchor1y, jd.localBx = -2.5f, jd.localBy = 0.0f;
		jd.collideConnected = i == 0;
		jd.constraintHertz = hertz, jd.constraintDampingRatio = ratio;
		q_create_joint(w, &jd);
		if (i == 0) {
			jd = q_joint_def(qJoint_wheel, base2, body2);
			jd.enableSpring = false;
			jd.collideConnected = true;
		} else {
			jd = q_joint_def(qJoint_revolute, base2, body2);
		}
		jd.localAx = anchor2x, jd.localAy = anchor2y, jd.localBx = 2.5f, jd.localBy = 0.0f;
		jd.constraintHertz = hertz, jd.constraintDampingRatio = ratio;
		int joint = q_create_joint(w, &jd);
		if (i == 0)
			wheelJoints[wheels] = joint, wheelBodyA[wheels++] = base2;
		jd = q_joint_def(qJoint_revolute, body1, body2);
		jd.constraintHertz = hertz, jd.constraintDampingRatio = ratio;
		q_create_joint(w, &jd);
		base1 = body2;
		base2 = body1;
		anchor1x = -2.5f, anchor1y = 0.0f, anchor2x = 2.5f, anchor2y = 0.0f;
		y += 1.0f;
	}
	int platform = q_dynamic(w, 0.0f, y, 0.0f);
	q_add_box(w, platform, &sd, 3.0f, 0.2f, 0.0f, 0.0f, 0.0f, 0.0f);
	qJointDef jd = q_joint_def(qJoint_revolute, platform, base1);
	jd.localAx = -2.5f, jd.localAy = -0.4f, jd.localBx = anchor1x, jd.localBy = anchor1y;
	jd.collideConnected = true;
	jd.constraintHertz = hertz, jd.constraintDampingRatio = ratio;
	q_create_joint(w, &jd);
	jd = q_joint_def(qJoint_wheel, platform, base2);
	jd.localAx = 2.5f, jd.localAy = -0.4f, jd.localBx = anchor2x, jd.localBy = anchor2y;
	jd.enableSpring = false;
	jd.collideConnected = true;
	jd.constraintHertz = hertz, jd.constraintDampingRatio = ratio;
	int lastScissorJoint = q_create_joint(w, &jd);
	wheelJoints[wheels] = lastScissorJoint, wheelBodyA[wheels++] = platform;
	jd = q_joint_def(qJoint_distance, ground, link);
	jd.localAx = -2.5f, jd.localAy = 0.2f, jd.localBx = 0.5f, jd.localBy = 0.0f;
	jd.enableSpring = true;
	jd.hertz = 0.0f;
	jd.enableLimit = true;
	jd.minLength = 0.2f;
	jd.maxLength = 5.5f;
	jd.enableMotor = true;
	jd.motorSpeed = 0.25f;
	jd.maxMotorForce = 2000.0f;
	q_create_joint(w, &jd);
	int axle = -1;
	int chassis = spawnCar(w, 0.0f, y + 2.0f, 3.0f, 0.7f, 0.0f, &axle);
	double y0 = q_body_y(w, platform), gap = 0.0, tilt = 0.0;
	for (int step = 0; step < 360; ++step) {
		q_step(w, Q_DT, 8);
		for (int j = 0; j <= lastScissorJoint && step >= 60; ++j) {
			float ax, ay, bx, by;
			q_joint_anchors(w, j, &ax, &ay, &bx, &by);
			double d = hypot((double)bx - ax, (double)by - ay);
			for (int k = 0; k < wheels; ++k)
				if (wheelJoints[k] == j)
					d = acrossAxis(w, j, wheelBodyA[k] == ground ? -1 : wheelBodyA[k], 1.0, 0.0);
			gap = maxd(gap, d);
		}
		tilt = maxd(tilt, fabs(q_body_angle(w, platform)));
	}
	(void)chassis;
	// v3: 1.9 mm, 0.0014 rad, 5.67 m: targets 2.1 mm, 0.0016 rad and 5.1 m.
	q_metric(r, "max_joint_gap_mm", 1000.0 * gap, qOp_le, 2.1);
	q_metric(r, "max_platform_tilt_rad", tilt, qOp_le, 0.0016);
	q_metric(r, "platform_rise_m", q_body_y(w, platform) - y0, qOp_ge, 5.1);
	q_destroy_world(w);
}

// Joints/Door: a door seen from above (0.2 m by 3 m, density 1000, no gravity) on a revolute joint
// at its end (240 Hz, damping ratio 1), a spring (1 Hz, damping ratio 0.5) holding it shut and
// limits at +-90 degrees; struck at its far end by the sample's impulse of 50,000 N s (it swings at
// 83 rad/s into its limit). Over 3 s: the joint's largest gap (the sample prints it as the
// translation error), how far the door got past its limit, and the gap at the end.
void scene_door(qReport *r)
{
	qWorld *w = q_world(true);
	qBodyDef bd = q_body_def(qBody_dynamic, 0.0f, 1.5f);
	bd.gravityScale = 0.0f;
	int door = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1000.0f, 0.6f, 0.0f);
	q_add_box(w, door, &sd, 0.1f, 1.5f, 0.0f, 0.0f, 0.0f, 0.0f);
	qJointDef jd = q_joint_def(qJoint_revolute, -1, door);
	jd.localBy = -1.5f;
	jd.constraintHertz = 240.0f;
	jd.constraintDampingRatio = 1.0f;
	jd.enableSpring = true;
	jd.hertz = 1.0f;
	jd.dampingRatio = 0.5f;
	jd.enableLimit = true;
	jd.lower = -0.5f * (float)PI;
	jd.upper = 0.5f * (float)PI;
	q_create_joint(w, &jd);
	q_body_apply_impulse(w, door, 50000.0f, 0.0f, 0.0f, 3.0f);
	double gap = 0.0, past = 0.0;
	for (int step = 0; step < 180; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		gap = maxd(gap, q_max_joint_gap(w, 0, 1));
		past = maxd(past, fabs(q_body_angle(w, door)) - 0.5 * PI);
	}
	// v3: 382 mm, not past the limit, 0.058 mm: targets 420 mm, 0.01 rad and 0.065 mm.
	q_metric(r, "max_gap_mm", 1000.0 * gap, qOp_le, 420.0);
	q_metric(r, "max_past_limit_rad", past, qOp_le, 0.01);
	q_metric(r, "final_gap_mm", 1000.0 * q_max_joint_gap(w, 0, 1), qOp_le, 0.065);
	q_destroy_world(w);
}

// Joints/Soft Body: the sample's donut (samples/donut.cpp) at scale 2: seven capsules (1.8 m
// segments rounded by 0.5, density 1, friction 0.3) around a circle of radius 2 at (0, 10), each
// welded end to end to the next (rigid linearly, angularly a 5 Hz spring with no damping), dropped
// onto a ground segment. Over 5 s: the widest weld gap, and the deepest a capsule gets into the
// ground.
void scene_soft_body(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, -20.0f, 0.0f, 20.0f, 0.0f);
	const int sides = 7;
	const float scale = 2.0f, radius = 1.0f * scale, delta = 2.0f * (float)PI / sides;
	const float length = 2.0f * (float)PI * radius / sides;
	qShapeDef sd = q_shape_def(1.0f, 0.3f, 0.0f);
	int bodies[7];
	for (int i = 0; i < sides; ++i) {
		float angle = delta * i;
		bodies[i] = q_dynamic(w, radius * cosf(angle), 10.0f + radius * sinf(angle), angle);
		q_add_capsule(w, bodies[i], &sd, 0.0f, -0.5f * length, 0.0f, 0.5f * length, 0.25f * scale);
	}
	for (int i = 0; i < sides; ++i) {
		qJointDef jd = q_joint_def(qJoint_weld, bodies[(i + sides - 1) % sides], bodies[i]);
		jd.localAy = 0.5f * length;
		jd.localBy = -0.5f * length;
		jd.referenceAngle = delta;
		jd.angularHertz = 5.0f;
		q_create_joint(w, &jd);
	}
	double gap = 0.0, depth = 0.0;
	for (int step = 0; step < 300; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		gap = maxd(gap, q_max_joint_gap(w, 0, sides));
		for (int i = 0; i < sides; ++i) {
			double a = q_body_angle(w, bodies[i]);
			double bottom = q_body_y(w, bodies[i]) - 0.5 * length * fabs(cos(a)) - 0.25 * scale;
			depth = maxd(depth, -bottom);
		}
	}
	// v3: 77 mm; 149 mm (the landing at 13 m/s, before the contacts catch it): targets 85 and
	// 165 mm.
	q_metric(r, "max_weld_gap_mm", 1000.0 * gap, qOp_le, 85.0);
	q_metric(r, "max_ground_depth_mm", 1000.0 * depth, qOp_le, 165.0);
	q_destroy_world(w);
}

// Joints/Separation: five 2 m boxes (density 1, never asleep) 10 m apart, 10 m up, each held by
// one joint to the world, colliding with it: a distance joint of 2 m from above, a prismatic (axis
// x), a revolute and a weld at the box's left side, and a wheel joint there (axis x, the sample's
// spring, limits and motor). At 1 s each is struck by the sample's impulse, (500, -500) N s at a
// corner: 125 m/s. Over 4 s: each joint's largest separation (the sample prints it: the distance
// its constraint does not hold).
void scene_separation(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, -40.0f, 0.0f, 40.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	int bodies[5];
	for (int i = 0; i < 5; ++i) {
		float x = -20.0f + 10.0f * i, y = 10.0f;
		qBodyDef bd = q_body_def(qBody_dynamic, x, y);
		bd.allowSleep = false;
		bodies[i] = q_create_body(w, &bd);
		q_add_box(w, bodies[i], &sd, 1.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f);
		static const qJointType types[5] = {qJoint_distance, qJoint_prismatic, qJoint_revolute, qJoint_weld,
											qJoint_wheel};
		qJointDef jd = q_joint_def(types[i], ground, bodies[i]);
		jd.collideConnected = true;
		if (i == 0) {
			q_body_local_point(w, ground, x, y + 3.0f, &jd.localAx, &jd.localAy);
			q_body_local_point(w, bodies[i], x, y + 1.0f, &jd.localBx, &jd.localBy);
			jd.length = 2.0f;
		} else {
			q_joint_anchor_at(w, &jd, x - 1.0f, y);
		}
		if (i == 4) {
			jd.enableSpring = true;
			jd.hertz = 1.0f;
			jd.dampingRatio = 0.7f;
			jd.enableLimit = true;
			jd.lower = -1.0f;
			jd.upper = 1.0f;
			jd.enableMotor = true;
			jd.maxMotorTorque = 10.0f;
			jd.motorSpeed = 1.0f;
		}
		q_create_joint(w, &jd);
	}
	double worst[5] = {0};
	for (int step = 0; step < 240; ++step) {
		if (step == 60)
			for (int i = 0; i < 5; ++i) {
				float px, py;
				q_body_position(w, bodies[i], &px, &py);
				double a = q_body_angle(w, bodies[i]);
				q_body_apply_impulse(w, bodies[i], 500.0f, -500.0f, px + (float)(cos(a) - sin(a)),
									 py + (float)(sin(a) + cos(a)));
			}
		q_step(w, Q_DT, Q_SUBSTEPS);
		for (int j = 0; j < 5; ++j) {
			float ax, ay, bx, by;
			q_joint_anchors(w, j, &ax, &ay, &bx, &by);
			double d = hypot((double)bx - ax, (double)by - ay);
			double s = j == 0 ? fabs(d - 2.0) : j == 1 || j == 4 ? fabs((double)by - ay) : d;
			worst[j] = maxd(worst[j], s);
		}
	}
	static const char *names[5] = {"distance_max_mm", "prismatic_max_mm", "revolute_max_mm", "weld_max_mm",
								   "wheel_max_mm"};
	// v3: 1284 (the box whirled round on its rod at 125 m/s), 43.5, 1006, 148.5 and 66.9 mm: each
	// target a tenth more.
	static const double targets[5] = {1400.0, 48.0, 1100.0, 163.0, 74.0};
	for (int j = 0; j < 5; ++j)
		q_metric(r, names[j], 1000.0 * worst[j], qOp_le, targets[j]);
	q_destroy_world(w);
}
