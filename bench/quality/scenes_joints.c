// SPDX-License-Identifier: MIT
// Joint scenes: ball and chain, bridge, pendulums, cantilevers, a ragdoll.
#include "scenes.h"

#include <math.h>

#define PI 3.14159265358979323846

// Joints/Ball & Chain: 30 capsule links (1 m between pivots, radius 0.125, density 20) hung from
// a pivot at (0, 15), held out level and let go, with a ball of radius 4 (density 20) at the end.
// The links collide with the ball only. Each joint has a friction motor (100 N m) and all but the
// first a 4 Hz spring. Hanging straight, the ball's centre would be at 15 - 30 - 4 = -19.
void scene_ball_and_chain(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	const int count = 30;
	const float hx = 0.5f, top = count * hx;
	qShapeDef sd = q_shape_def(20.0f, 0.6f, 0.0f);
	sd.categoryBits = 0x1;
	sd.maskBits = 0x2;
	int prev = ground;
	for (int i = 0; i <= count; ++i) {
		int body;
		if (i < count) {
			body = q_dynamic(w, (1.0f + 2.0f * i) * hx, top, 0.0f);
			q_add_capsule(w, body, &sd, -hx, 0.0f, hx, 0.0f, 0.125f);
		} else {
			const float radius = 4.0f;
			body = q_dynamic(w, (1.0f + 2.0f * count) * hx + radius - hx, top, 0.0f);
			sd.categoryBits = 0x2;
			sd.maskBits = 0x1;
			q_add_circle(w, body, &sd, 0.0f, 0.0f, radius);
		}
		qJointDef jd = q_joint_def(qJoint_revolute, prev, body);
		q_joint_anchor_at(w, &jd, 2.0f * i * hx, top);
		jd.enableMotor = true;
		jd.maxMotorTorque = 100.0f;
		jd.enableSpring = i > 0;
		jd.hertz = 4.0f;
		jd.dampingRatio = 0.0f;
		q_create_joint(w, &jd);
		prev = body;
	}
	int ball = count;
	double worst = 0.0, lowest = q_body_y(w, ball);
	for (int step = 0; step < 600; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		double gap = q_max_joint_gap(w, 0, count + 1), y = q_body_y(w, ball);
		worst = gap > worst ? gap : worst;
		lowest = y < lowest ? y : lowest;
	}
	// The target; v3 measures 0.138.
	q_metric(r, "max_joint_gap_m", worst, qOp_le, 0.14);
	// The ball swings on for minutes, so where it ends is a matter of phase: its lowest point over
	// the 10 s says how far the chain stretched at its tautest. v3: -16.61 (the sprung joints keep
	// the chain bent): target -17.1.
	q_metric(r, "ball_lowest_y_m", lowest, qOp_ge, -17.1);
	q_destroy_world(w);
}

// Joints/Bridge: 160 planks (1 m by 0.25 m, density 20, linear and angular damping 0.1) pinned
// end to end between two ground pivots 160 m apart at y = 20, each joint with a friction motor of
// 200 N m and a 2 Hz spring (damping ratio 0.7); two triangles and three balls (density 20) fall on.
void scene_bridge(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	const int count = 160;
	const float xbase = -80.0f, top = 20.0f;
	qShapeDef sd = q_shape_def(20.0f, 0.6f, 0.0f);
	int first = 0, prev = ground;
	for (int i = 0; i <= count; ++i) {
		int body = ground;
		if (i < count) {
			qBodyDef bd = q_body_def(qBody_dynamic, xbase + 0.5f + 1.0f * i, top);
			bd.linearDamping = 0.1f;
			bd.angularDamping = 0.1f;
			body = q_create_body(w, &bd);
			q_add_box(w, body, &sd, 0.5f, 0.125f, 0.0f, 0.0f, 0.0f, 0.0f);
			if (i == 0)
				first = body;
		}
		qJointDef jd = q_joint_def(qJoint_revolute, prev, body);
		q_joint_anchor_at(w, &jd, xbase + 1.0f * i, top);
		jd.enableMotor = true;
		jd.maxMotorTorque = 200.0f;
		jd.enableSpring = true;
		jd.hertz = 2.0f;
		jd.dampingRatio = 0.7f;
		q_create_joint(w, &jd);
		prev = body;
	}
	for (int i = 0; i < 2; ++i) {
		int body = q_dynamic(w, -8.0f + 8.0f * i, 22.0f, 0.0f);
		const float triangle[] = {-0.5f, 0.0f, 0.5f, 0.0f, 0.0f, 1.5f};
		q_add_polygon(w, body, &sd, triangle, 3, 0.0f);
	}
	for (int i = 0; i < 3; ++i) {
		int body = q_dynamic(w, -6.0f + 6.0f * i, 25.0f, 0.0f);
		q_add_circle(w, body, &sd, 0.0f, 0.0f, 0.5f);
	}
	double worst = 0.0;
	for (int step = 0; step < 600; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		double gap = q_max_joint_gap(w, 0, count + 1);
		worst = gap > worst ? gap : worst;
	}
	double sag10 = top - q_body_y(w, first + count / 2);
	q_run(w, 90 * 60);
	// The planks span the pivots exactly: the bridge sags only as far as its joints stretch. At
	// 10 s it is still swinging (6 m to 26 m and back every 5 s); by 100 s it rests (v3 sleeps).
	// The 0.08 m gap (v3: 0.075). The 9.5 m sag at 10 s is not what this v3 gives
	// (9.75 m, the sample's setup as far as it goes): target 10 m. At rest v3 sags 17.95 m: 18.5 m.
	q_metric(r, "max_joint_gap_m", worst, qOp_le, 0.08);
	q_metric(r, "middle_sag_10s_m", sag10, qOp_le, 10.0);
	q_metric(r, "middle_sag_100s_m", top - q_body_y(w, first + count / 2), qOp_le, 18.5);
	q_destroy_world(w);
}

// The complete elliptic integral of the first kind K(k), by the arithmetic-geometric mean.
static double ellipticK(double k)
{
	double a = 1.0, b = sqrt(1.0 - k * k);
	for (int i = 0; i < 30 && fabs(a - b) > 1e-15; ++i) {
		double m = 0.5 * (a + b);
		b = sqrt(a * b);
		a = m;
	}
	return PI / (2.0 * a);
}

// A frictionless pendulum: a small disc (radius 0.1, density 1) on a revolute joint to the world
// at the origin, `length` below it, no damping, let go at 0.2 rad. The disc turns with the rod, so
// this is a physical pendulum: I/m about the pivot is L^2 + r^2/2, and its period at amplitude a is
// 4 sqrt(I / (m g L)) K(sin(a / 2)). Over 40 s: the amplitude of the last period against the
// start, and the period from the zero crossings against that exact one.
static void pendulum(qReport *r, float length)
{
	qWorld *w = q_world(false);
	const double theta0 = 0.2, radius = 0.1, g = 10.0;
	qBodyDef bd = q_body_def(qBody_dynamic, length * (float)sin(theta0), -length * (float)cos(theta0));
	bd.allowSleep = false;
	int bob = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.0f, 0.0f);
	q_add_circle(w, bob, &sd, 0.0f, 0.0f, (float)radius);
	qJointDef jd = q_joint_def(qJoint_revolute, -1, bob);
	q_joint_anchor_at(w, &jd, 0.0f, 0.0f);
	q_create_joint(w, &jd);

	double inertiaOverMass = (double)length * length + 0.5 * radius * radius;
	double exact = 4.0 * sqrt(inertiaOverMass / (g * length)) * ellipticK(sin(0.5 * theta0));
	const int steps = 40 * 60;
	const double dt = 1.0 / 60.0;
	double previous = theta0, firstCrossing = -1.0, lastCrossing = -1.0, amplitude = 0.0;
	int crossings = 0;
	for (int step = 1; step <= steps; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		float x, y;
		q_body_position(w, bob, &x, &y);
		double theta = atan2(x, -y), t = step * dt;
		if ((previous > 0.0) != (theta > 0.0)) {
			double crossing = t - dt * theta / (theta - previous);
			if (crossings == 0)
				firstCrossing = crossing;
			lastCrossing = crossing;
			crossings++;
		}
		if (t > steps * dt - exact && fabs(theta) > amplitude)
			amplitude = fabs(theta);
		previous = theta;
	}
	double period = crossings > 1 ? 2.0 * (lastCrossing - firstCrossing) / (crossings - 1) : 0.0;
	// The targets: within 1 % of the amplitude, 0.05 % of the period.
	q_metric(r, "amplitude_change", fabs(amplitude / theta0 - 1.0), qOp_le, 0.01);
	q_metric(r, "period_error_pct", 100.0 * fabs(period - exact) / exact, qOp_le, 0.05);
	q_destroy_world(w);
}

void scene_pendulum_2m(qReport *r) { pendulum(r, 2.0f); }
void scene_pendulum_10m(qReport *r) { pendulum(r, 10.0f); }

// Joints/Cantilever: 8 capsules (1 m between joints, radius 0.125, density 20) welded end to end
// out from a ground pivot at the origin, level, under gravity; the tip's sag after 5 s. The sample's
// soft welds (linear 15 Hz, angular 5 Hz, damping ratios 0.5) and rigid ones (0 Hz: as stiff as the
// solver makes them).
static void cantilever(qReport *r, float linearHertz, float angularHertz, double sagTarget, double gapTarget)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	const int count = 8;
	const float hx = 0.5f;
	qShapeDef sd = q_shape_def(20.0f, 0.6f, 0.0f);
	int prev = ground, tip = ground;
	for (int i = 0; i < count; ++i) {
		int body = q_dynamic(w, (1.0f + 2.0f * i) * hx, 0.0f, 0.0f);
		q_add_capsule(w, body, &sd, -hx, 0.0f, hx, 0.0f, 0.125f);
		qJointDef jd = q_joint_def(qJoint_weld, prev, body);
		q_joint_anchor_at(w, &jd, 2.0f * i * hx, 0.0f);
		jd.linearHertz = linearHertz;
		jd.linearDampingRatio = 0.5f;
		jd.angularHertz = angularHertz;
		jd.angularDampingRatio = 0.5f;
		q_create_joint(w, &jd);
		prev = tip = body;
	}
	double worst = 0.0;
	for (int step = 0; step < 300; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		double gap = q_max_joint_gap(w, 0, count);
		worst = gap > worst ? gap : worst;
	}
	q_metric(r, "tip_sag_m", -q_body_y(w, tip), qOp_le, sagTarget);
	q_metric(r, "max_joint_gap_m", worst, qOp_le, gapTarget);
	q_destroy_world(w);
}

// v3: sag 5.23 m, gap 0.104 m: targets 5.5 m and 0.11 m.
void scene_cantilever(qReport *r) { cantilever(r, 15.0f, 5.0f, 5.5, 0.11); }
// v3: sag 0.33 m, gap 4.8 mm: targets 0.36 m and 6 mm.
void scene_cantilever_rigid(qReport *r) { cantilever(r, 0.0f, 0.0f, 0.36, 0.006); }

// Joints/Ragdoll, simplified: a human of 11 capsules (hip, torso, head, two each of upper and
// lower legs and arms, density 1, friction 0.2, not colliding with itself) on revolute joints with
// limits, a little joint friction (0.03 N m) and a 5 Hz spring (damping ratio 0.5) to the standing
// pose, thrown from 10 m up with a spin onto the ground: the widest joint gap over the run, and the
// fastest body 8 s later (at rest).
typedef struct Bone {
	float y, halfLength, radius; ///< the capsule's centre (x = 0), vertical
	int parent;
	float pivotY, lower, upper; ///< limits in turns of pi
} Bone;

void scene_ragdoll(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, -20.0f, 0.0f, 20.0f, 0.0f);
	static const Bone bones[] = {
		{0.95f, 0.02f, 0.095f, -1, 0.0f, 0.0f, 0.0f},      // hip
		{1.2f, 0.135f, 0.09f, 0, 1.0f, -0.25f, 0.0f},      // torso
		{1.475f, 0.04f, 0.075f, 1, 1.4f, -0.3f, 0.1f},     // head
		{0.775f, 0.125f, 0.06f, 0, 0.9f, -0.05f, 0.4f},    // upper legs
		{0.775f, 0.125f, 0.06f, 0, 0.9f, -0.05f, 0.4f},    //
		{0.475f, 0.14f, 0.045f, 3, 0.625f, -0.5f, -0.02f}, // lower legs
		{0.475f, 0.14f, 0.045f, 4, 0.625f, -0.5f, -0.02f}, //
		{1.225f, 0.125f, 0.035f, 1, 1.35f, -0.1f, 0.8f},   // upper arms
		{1.225f, 0.125f, 0.035f, 1, 1.35f, -0.1f, 0.8f},   //
		{0.975f, 0.125f, 0.03f, 7, 1.1f, -0.2f, 0.3f},     // lower arms
		{0.975f, 0.125f, 0.03f, 8, 1.1f, -0.2f, 0.3f},     //
	};
	const int count = (int)(sizeof bones / sizeof bones[0]);
	const float baseY = 10.0f;
	qShapeDef sd = q_shape_def(1.0f, 0.2f, 0.0f);
	sd.groupIndex = -1;
	int body[sizeof bones / sizeof bones[0]];
	for (int i = 0; i < count; ++i) {
		qBodyDef bd = q_body_def(qBody_dynamic, 0.0f, baseY + bones[i].y);
		bd.vx = 3.0f;
		bd.angularVelocity = 2.0f;
		body[i] = q_create_body(w, &bd);
		q_add_capsule(w, body[i], &sd, 0.0f, -bones[i].halfLength, 0.0f, bones[i].halfLength, bones[i].radius);
	}
	for (int i = 1; i < count; ++i) {
		qJointDef jd = q_joint_def(qJoint_revolute, body[bones[i].parent], body[i]);
		q_joint_anchor_at(w, &jd, 0.0f, baseY + bones[i].pivotY);
		jd.enableLimit = true;
		jd.lower = bones[i].lower * (float)PI;
		jd.upper = bones[i].upper * (float)PI;
		jd.enableMotor = true;
		jd.maxMotorTorque = 0.03f;
		jd.enableSpring = true;
		jd.hertz = 5.0f;
		jd.dampingRatio = 0.5f;
		q_create_joint(w, &jd);
	}
	double worst = 0.0;
	for (int step = 0; step < 8 * 60; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		double gap = q_max_joint_gap(w, 0, count - 1);
		worst = gap > worst ? gap : worst;
	}
	double fastest = 0.0;
	for (int i = 0; i < count; ++i) {
		double speed = q_body_speed(w, body[i]);
		fastest = speed > fastest ? speed : fastest;
	}
	// v3: 0.062 m: target 0.07 m. v3 is asleep by then (0 m/s): target 0.01 m/s.
	q_metric(r, "max_joint_gap_m", worst, qOp_le, 0.07);
	q_metric(r, "final_max_speed", fastest, qOp_le, 0.01);
	q_destroy_world(w);
}

// A 1 m box (density 1) on a prismatic joint to the world, its axis 45 degrees down to the right,
// turned by 0.3 rad and held there by the joint's reference angle, sliding from rest under gravity
// into the upper limit 2 m along (at 5.3 m/s). Over 3 s: how far it overshoots the limit, how far
// from it it ends, and the worst drift off the axis and off its angle.
void scene_prismatic_limit(qReport *r)
{
	qWorld *w = q_world(false);
	const float angle = 0.3f, limit = 2.0f;
	const double ax = sqrt(0.5), ay = -sqrt(0.5);
	int body = q_dynamic(w, 0.0f, 0.0f, angle);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_box(w, body, &sd, 0.5f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
	qJointDef jd = q_joint_def(qJoint_prismatic, -1, body);
	q_joint_anchor_at(w, &jd, 0.0f, 0.0f);
	jd.axisX = (float)ax;
	jd.axisY = (float)ay;
	jd.referenceAngle = angle;
	jd.enableLimit = true;
	jd.lower = -limit;
	jd.upper = limit;
	q_create_joint(w, &jd);
	double overshoot = 0.0, offAxis = 0.0, turn = 0.0, along = 0.0;
	for (int step = 0; step < 180; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		float x, y;
		q_body_position(w, body, &x, &y);
		along = x * ax + y * ay;
		overshoot = along - limit > overshoot ? along - limit : overshoot;
		offAxis = fabs(x * ay - y * ax) > offAxis ? fabs(x * ay - y * ax) : offAxis;
		turn = fabs(q_body_angle(w, body) - angle) > turn ? fabs(q_body_angle(w, body) - angle) : turn;
	}
	// v3: overshoot and final error 0.05 mm, off the axis 0.1 mm, turned 0.0007 rad: targets 1 mm,
	// 0.5 mm, 0.2 mm, 0.002 rad.
	q_metric(r, "limit_overshoot_mm", 1000.0 * overshoot, qOp_le, 1.0);
	q_metric(r, "final_error_mm", 1000.0 * fabs(along - limit), qOp_le, 0.5);
	q_metric(r, "max_off_axis_mm", 1000.0 * offAxis, qOp_le, 0.2);
	q_metric(r, "max_turn_rad", turn, qOp_le, 0.002);
	q_destroy_world(w);
}
