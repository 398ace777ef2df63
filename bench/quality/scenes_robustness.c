// SPDX-License-Identifier: MIT
// More robustness scenes after Box2D v3's samples: tiny boxes, a heavy cart on light wheels, a
// column of prismatic joints, a pyramid far from the origin, and two machines full of small boxes
// (Benchmark/Tumbler and Washer, run short: what is measured is that they hold their contents).
#include "scenes.h"

#include <math.h>
#include <stdlib.h>

#define PI 3.14159265358979323846

static double maxd(double a, double b) { return a > b ? a : b; }

// A pyramid of boxes of half-size `extent` (density 1, friction 0.6) `base` wide whose centre is
// at (ox, 0), on a ground segment or box; sleep off. After `steps`: how far the top box sank below
// its place and the largest sideways drift of any box (mm).
static void pyramidAt(qReport *r, float ox, float extent, int base, int steps, bool segment, double dropTarget,
					  double driftTarget)
{
	qWorld *w = q_world(false);
	int ground = q_static(w, ox, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	if (segment)
		q_add_segment(w, ground, &sd, -40.0f, 0.0f, 40.0f, 0.0f);
	else
		q_add_box(w, ground, &sd, 5.0f, 1.0f, 0.0f, -1.0f, 0.0f, 0.0f);
	int count = base * (base + 1) / 2, n = 0, first = -1;
	float *x0 = malloc((size_t)count * sizeof *x0);
	if (x0 == NULL) {
		q_destroy_world(w);
		return;
	}
	for (int i = 0; i < base; ++i) {
		float y = (2.0f * i + 1.0f) * extent;
		for (int j = i; j < base; ++j) {
			float x = (i + 1.0f) * extent + 2.0f * (j - i) * extent - base * extent;
			int body = q_dynamic(w, ox + x, y, 0.0f);
			q_add_box(w, body, &sd, extent, extent, 0.0f, 0.0f, 0.0f, 0.0f);
			if (n == 0)
				first = body;
			x0[n++] = x;
		}
	}
	q_run(w, steps);
	double drift = 0.0;
	for (int i = 0; i < count; ++i)
		drift = maxd(drift, fabs((q_body_x(w, first + i) - ox) - x0[i]));
	double topRest = (2.0 * base - 1.0) * extent;
	q_metric(r, "top_drop_mm", 1000.0 * (topRest - q_body_y(w, first + count - 1)), qOp_le, dropTarget);
	q_metric(r, "max_drift_mm", 1000.0 * drift, qOp_le, driftTarget);
	free(x0);
	q_destroy_world(w);
}

// Robustness/Tiny Pyramid: 465 boxes 5 cm wide, 30 at the base, on a ground box, for 5 s (the
// boxes are hardly wider than the contact margins). v3: drop 67 mm (30 layers of soft contact),
// drift 18.7 mm: targets 74 and 21 mm.
void scene_tiny_pyramid(qReport *r) { pyramidAt(r, 0.0f, 0.025f, 30, 300, false, 74.0, 21.0); }

// World/Far Pyramid: the sample's pyramid (1275 boxes half a metre wide, 50 at the base) on a
// ground segment, built 100 km from the origin, for 5 s. v3's sample puts it 10,000 km away, for a
// double precision build; in single precision (both engines here) a float there resolves a metre,
// at 100 km 7.8 mm. v3: drop 183 mm, drift 62.5 mm (8 steps of 7.8 mm; at the origin 183 and
// 50 mm): targets 200 mm and 72 mm (one step more, and a little).
void scene_far_pyramid(qReport *r) { pyramidAt(r, 100000.0f, 0.25f, 50, 300, true, 200.0, 72.0); }

// Robustness/Cart: a 2 m by 0.5 m chassis of density 1000 on two wheels of radius 0.1 (density 50)
// pinned to it by revolute joints, dropped 1.75 m onto a ground box under gravity 22 m/s^2, at
// 12 sub-steps, the contacts at 240 Hz (damping ratio 10, push 0.5 m/s) and the joints at 240 Hz
// (damping ratio 0) as the sample sets (its wheels' rolling resistance b2c does not have: none
// here).
void scene_cart(qReport *r)
{
	qWorld *w = q_world(true);
	q_world_set_gravity(w, 0.0f, -22.0f);
	q_world_set_contact_tuning(w, 240.0f, 10.0f, 0.5f);
	int ground = q_static(w, 0.0f, -1.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_box(w, ground, &gd, 20.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f);
	const float yBase = 2.0f;
	int chassis = q_dynamic(w, 0.0f, yBase, 0.0f);
	qShapeDef sd = q_shape_def(1000.0f, 0.6f, 0.0f);
	q_add_box(w, chassis, &sd, 1.0f, 0.25f, 0.0f, 0.25f, 0.0f, 0.0f);
	sd.density = 50.0f;
	int wheels[2];
	for (int i = 0; i < 2; ++i) {
		float x = i == 0 ? -0.9f : 0.9f;
		wheels[i] = q_dynamic(w, x, yBase - 0.15f, 0.0f);
		q_add_circle(w, wheels[i], &sd, 0.0f, 0.0f, 0.1f);
		qJointDef jd = q_joint_def(qJoint_revolute, chassis, wheels[i]);
		jd.localAx = x;
		jd.localAy = -0.15f;
		jd.constraintHertz = 240.0f;
		jd.constraintDampingRatio = 0.0f;
		q_create_joint(w, &jd);
	}
	// Over 3 s: the widest joint gap; from 1.5 s on (landed and settled in v3) the highest the
	// chassis gets above its rest height (wheels on the ground: 0.25 m); at the end how far it sits
	// from there and how far a wheel is into the ground.
	double gap = 0.0, bounce = 0.0;
	for (int step = 0; step < 180; ++step) {
		q_step(w, Q_DT, 12);
		gap = maxd(gap, q_max_joint_gap(w, 0, 2));
		if (step >= 90)
			bounce = maxd(bounce, q_body_y(w, chassis) - 0.25);
	}
	double overlap = 0.0;
	for (int i = 0; i < 2; ++i)
		overlap = maxd(overlap, 0.1 - q_body_y(w, wheels[i]));
	// v3: 93 mm (the landing), 0 m (the chassis no higher than at rest), 11 mm, 5.5 mm: targets
	// 100 mm, 5 mm, 12 mm and 6 mm.
	q_metric(r, "max_joint_gap_mm", 1000.0 * gap, qOp_le, 100.0);
	q_metric(r, "bounce_after_1_5s_mm", 1000.0 * bounce, qOp_le, 5.0);
	q_metric(r, "chassis_rest_error_mm", 1000.0 * fabs(0.25 - q_body_y(w, chassis)), qOp_le, 12.0);
	q_metric(r, "wheel_ground_overlap_mm", 1000.0 * overlap, qOp_le, 6.0);
	q_destroy_world(w);
}

// Robustness/Multiple Prismatic: six 1 m boxes (density 1) in a column, each on a prismatic joint
// (axis x, translation limited to +-6 m, the joints at 240 Hz) to the one below, the first to the
// world at the origin; nothing else holds them up (sleep off). At 1 s the top box is struck
// sideways (20 N s) and the column slides apart along its axes, to the limits. Over 4 s: the
// largest distance of a joint's anchors across its axis, and the largest turn of a box (the joints
// forbid both).
void scene_multiple_prismatic(qReport *r)
{
	qWorld *w = q_world(false);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	int prev = -1, bodies[6];
	for (int i = 0; i < 6; ++i) {
		bodies[i] = q_dynamic(w, 0.0f, 0.6f + 1.2f * i, 0.0f);
		q_add_box(w, bodies[i], &sd, 0.5f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
		qJointDef jd = q_joint_def(qJoint_prismatic, prev, bodies[i]);
		jd.localAx = 0.0f;
		jd.localAy = prev < 0 ? 0.0f : 0.6f;
		jd.localBx = 0.0f;
		jd.localBy = -0.6f;
		jd.enableLimit = true;
		jd.lower = -6.0f;
		jd.upper = 6.0f;
		jd.constraintHertz = 240.0f;
		jd.constraintDampingRatio = 2.0f;
		q_create_joint(w, &jd);
		prev = bodies[i];
	}
	double across = 0.0, turn = 0.0;
	for (int step = 0; step < 240; ++step) {
		if (step == 60)
			q_body_apply_impulse(w, bodies[5], 20.0f, 0.0f, q_body_x(w, bodies[5]), q_body_y(w, bodies[5]));
		q_step(w, Q_DT, Q_SUBSTEPS);
		for (int j = 0; j < 6; ++j) {
			float ax, ay, bx, by;
			q_joint_anchors(w, j, &ax, &ay, &bx, &by);
			double a = j == 0 ? 0.0 : q_body_angle(w, bodies[j - 1]);
			across = maxd(across, fabs(-(bx - ax) * sin(a) + (by - ay) * cos(a)));
			turn = maxd(turn, fabs(q_body_angle(w, bodies[j])));
		}
	}
	// v3: 164 mm and 0.171 rad (the column swept out to its limits, the base joint bent by all of
	// it): targets 180 mm and 0.19 rad.
	q_metric(r, "max_across_axis_mm", 1000.0 * across, qOp_le, 180.0);
	q_metric(r, "max_turn_rad", turn, qOp_le, 0.19);
	q_destroy_world(w);
}

// Benchmark/Tumbler, short: a hollow box 20 m square (walls 1 m thick, density 50) turning at
// 25 degrees a second on a motor (1e8 N m) about its centre 10 m up, holding 400 boxes 0.25 m wide
// (the sample's debug count; density 1) scattered in a grid inside it, for 5 s.
void scene_tumbler(qReport *r)
{
	qWorld *w = q_world(true);
	int drum = q_dynamic(w, 0.0f, 10.0f, 0.0f);
	qShapeDef sd = q_shape_def(50.0f, 0.6f, 0.0f);
	q_add_box(w, drum, &sd, 0.5f, 10.0f, 10.0f, 0.0f, 0.0f, 0.0f);
	q_add_box(w, drum, &sd, 0.5f, 10.0f, -10.0f, 0.0f, 0.0f, 0.0f);
	q_add_box(w, drum, &sd, 10.0f, 0.5f, 0.0f, 10.0f, 0.0f, 0.0f);
	q_add_box(w, drum, &sd, 10.0f, 0.5f, 0.0f, -10.0f, 0.0f, 0.0f);
	qJointDef jd = q_joint_def(qJoint_revolute, -1, drum);
	jd.localAx = 0.0f;
	jd.localAy = 10.0f;
	jd.enableMotor = true;
	jd.motorSpeed = (float)(PI / 180.0 * 25.0);
	jd.maxMotorTorque = 1e8f;
	q_create_joint(w, &jd);
	const int grid = 20;
	sd.density = 1.0f;
	int first = -1;
	float y = -0.2f * grid + 10.0f;
	for (int i = 0; i < grid; ++i) {
		float x = -0.2f * grid;
		for (int j = 0; j < grid; ++j) {
			int body = q_dynamic(w, x, y, 0.0f);
			q_add_box(w, body, &sd, 0.125f, 0.125f, 0.0f, 0.0f, 0.0f, 0.0f);
			if (first < 0)
				first = body;
			x += 0.4f;
		}
		y += 0.4f;
	}
	// The inside of the walls is 9.5 m from the centre. In the tumbler's frame, from 2 s on (the
	// boxes landing at first on the bottom wall, before their contacts catch them, go deeper): how
	// far each box's farthest corner is past it, the mean over the boxes in a wall and the steps (the
	// deepest one is a matter of chance: a box caught on its corner under the pile; with the grid
	// a millimetre aside v3's moves from 33 to 40 mm, b2c's from 59 to 41); and how many boxes are out
	// at the end.
	double depthSum = 0.0;
	int touching = 0, outside = 0;
	for (int step = 0; step < 300; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		float dx, dy;
		q_body_position(w, drum, &dx, &dy);
		double a = q_body_angle(w, drum), c = cos(a), s = sin(a);
		outside = 0;
		for (int i = 0; i < grid * grid; ++i) {
			float x, y2;
			q_body_position(w, first + i, &x, &y2);
			double lx = c * (x - dx) + s * (y2 - dy), ly = -s * (x - dx) + c * (y2 - dy);
			double la = q_body_angle(w, first + i) - a;
			double reach = 0.125 * (fabs(cos(la)) + fabs(sin(la)));
			double depth = maxd(fabs(lx), fabs(ly)) + reach - 9.5;
			if (step >= 120 && depth > 0.0)
				depthSum += depth, touching++;
			outside += maxd(fabs(lx), fabs(ly)) > 9.5;
		}
	}
	// v3: 9.5 mm (9.5 to 10.1 with the grid moved by up to 3 mm), none out: targets 10.5 mm and 0.
	q_metric(r, "mean_wall_depth_mm", touching ? 1000.0 * depthSum / touching : 0.0, qOp_le, 10.5);
	q_metric(r, "outside", outside, qOp_le, 0.0);
	q_destroy_world(w);
}

// Benchmark/Washer, small: a kinematic drum (36 blocks between radii 16 and 18, with four paddles
// reaching in to 14 m) turning at 25 degrees a second about (0, 10) (and drifting at (1, -2) mm/s,
// as the sample's), holding a grid of 30 by 30 boxes 0.2 m wide (the sample has 90 by 90), for 5 s.
void scene_washer(qReport *r)
{
	qWorld *w = q_world(true);
	qBodyDef bd = q_body_def(qBody_kinematic, 0.0f, 10.0f);
	bd.angularVelocity = (float)(PI / 180.0 * 25.0);
	bd.vx = 0.001f;
	bd.vy = -0.002f;
	int drum = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	const float r0 = 14.0f, r1 = 16.0f, r2 = 18.0f;
	const double step = PI / 18.0, overlap = 0.1 * step;
	for (int i = 0; i < 36; ++i) {
		double a1 = i * step, a2 = (i + 1) * step;
		float xy[8] = {r1 * (float)cos(a1 - overlap), r1 * (float)sin(a1 - overlap), r2 * (float)cos(a1 - overlap),
					   r2 * (float)sin(a1 - overlap), r1 * (float)cos(a2 + overlap), r1 * (float)sin(a2 + overlap),
					   r2 * (float)cos(a2 + overlap), r2 * (float)sin(a2 + overlap)};
		q_add_polygon(w, drum, &sd, xy, 4, 0.0f);
		if (i % 9 == 0) {
			float paddle[8] = {r0 * (float)cos(a1), r0 * (float)sin(a1), r1 * (float)cos(a1), r1 * (float)sin(a1),
							   r0 * (float)cos(a2), r0 * (float)sin(a2), r1 * (float)cos(a2), r1 * (float)sin(a2)};
			q_add_polygon(w, drum, &sd, paddle, 4, 0.0f);
		}
	}
	const int grid = 30;
	const float a = 0.1f;
	int first = -1;
	float y = -1.1f * a * grid + 10.0f;
	for (int i = 0; i < grid; ++i) {
		float x = -1.1f * a * grid;
		for (int j = 0; j < grid; ++j) {
			int body = q_dynamic(w, x, y, 0.0f);
			q_add_box(w, body, &sd, a, a, 0.0f, 0.0f, 0.0f, 0.0f);
			if (first < 0)
				first = body;
			x += 2.1f * a;
		}
		y += 2.1f * a;
	}
	// From 2 s on: how far each box's corners are into the drum's blocks (past the inner face of
	// the block at their angle, a chord 15.93 m from the centre), the mean over the corners in a block
	// and the steps (the deepest is a matter of chance: the first boxes land on the drum at 11 m/s and
	// tumbling ones strike it, a kinematic body gets no continuous collision, and with the grid a
	// millimetre aside v3's deepest moves from 11 to 40 mm); and how many boxes are beyond the inner
	// radius at the end.
	const double inner = r1 * cos(0.5 * step + overlap);
	double depthSum = 0.0;
	int touching = 0, outside = 0;
	for (int s = 0; s < 300; ++s) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		float cx, cy;
		q_body_position(w, drum, &cx, &cy);
		double turn = q_body_angle(w, drum);
		outside = 0;
		for (int i = 0; i < grid * grid; ++i) {
			float x, y2;
			q_body_position(w, first + i, &x, &y2);
			double angle = q_body_angle(w, first + i);
			for (int k = 0; k < 4 && s >= 120; ++k) {
				double kx = (k & 1 ? a : -a), ky = (k & 2 ? a : -a);
				double px = x + kx * cos(angle) - ky * sin(angle) - cx,
					   py = y2 + kx * sin(angle) + ky * cos(angle) - cy;
				double phi = atan2(py, px) - turn, rho = hypot(px, py);
				double middle = (floor(phi / step) + 0.5) * step;
				double depth = rho * cos(phi - middle) - inner;
				if (depth > 0.0)
					depthSum += depth, touching++;
			}
			outside += hypot(x - cx, y2 - cy) > r1;
		}
	}
	// v3: 9.1 mm (8.8 to 9.4 with the grid moved by up to 3 mm), none out: targets 10 mm and 0.
	q_metric(r, "mean_depth_mm", touching ? 1000.0 * depthSum / touching : 0.0, qOp_le, 10.0);
	q_metric(r, "outside", outside, qOp_le, 0.0);
	q_destroy_world(w);
}
