// SPDX-License-Identifier: MIT
// Continuous collision scenes: skinny boxes, bounce houses, bullets.
#include "scenes.h"

#include <math.h>

static double maxd(double a, double b) { return a > b ? a : b; }

// Continuous/Skinny Box: a 4 m by 0.1 m box (density 1, friction 0.9) thrown down at 100 m/s from
// 8 m, spinning at one of 20 rates from -47.5 to 47.5 rad/s, at a ground segment with a thin post
// (0.2 m by 2 m) standing on it: how many of the 20 end up below the ground after 1 s.
void scene_skinny_box(qReport *r)
{
	int below = 0;
	for (int i = 0; i < 20; ++i) {
		qWorld *w = q_world(true);
		int ground = q_static(w, 0.0f, 0.0f);
		qShapeDef gd = q_shape_def(0.0f, 0.9f, 0.0f);
		q_add_segment(w, ground, &gd, -10.0f, 0.0f, 10.0f, 0.0f);
		q_add_box(w, ground, &gd, 0.1f, 1.0f, 0.0f, 1.0f, 0.0f, 0.0f);
		qBodyDef bd = q_body_def(qBody_dynamic, 0.0f, 8.0f);
		bd.vy = -100.0f;
		bd.angularVelocity = -50.0f + 100.0f * (i + 0.5f) / 20.0f;
		int body = q_create_body(w, &bd);
		qShapeDef sd = q_shape_def(1.0f, 0.9f, 0.0f);
		q_add_box(w, body, &sd, 2.0f, 0.05f, 0.0f, 0.0f, 0.0f, 0.0f);
		q_run(w, 60);
		if (q_body_y(w, body) < 0.0)
			below++;
		q_destroy_world(w);
	}
	q_metric(r, "below_ground", below, qOp_le, 0.0);
}

// Continuous/Bounce House: a bullet (density 1, restitution 1, friction 0, no gravity) launched at
// (10, 20) m/s inside a 20 m square of segments, for 10 s: the deepest it gets past a wall, and
// whether it ends up outside.
static void bounceHouse(qReport *r, bool capsule, double depthTarget)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, -10.0f, -10.0f, 10.0f, -10.0f);
	q_add_segment(w, ground, &gd, 10.0f, -10.0f, 10.0f, 10.0f);
	q_add_segment(w, ground, &gd, 10.0f, 10.0f, -10.0f, 10.0f);
	q_add_segment(w, ground, &gd, -10.0f, 10.0f, -10.0f, -10.0f);
	qBodyDef bd = q_body_def(qBody_dynamic, 0.0f, 0.0f);
	bd.vx = 10.0f;
	bd.vy = 20.0f;
	bd.gravityScale = 0.0f;
	bd.bullet = true;
	int body = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.0f, 1.0f);
	// Half extents along the body's axes, and the rounding.
	float hx, hy, radius;
	if (capsule) {
		hx = 0.5f, hy = 0.0f, radius = 0.25f;
		q_add_capsule(w, body, &sd, -hx, 0.0f, hx, 0.0f, radius);
	} else {
		hx = 2.0f, hy = 0.1f, radius = 0.0f;
		q_add_box(w, body, &sd, hx, hy, 0.0f, 0.0f, 0.0f, 0.0f);
	}
	double deepest = 0.0;
	float x = 0.0f, y = 0.0f;
	for (int step = 0; step < 600; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		q_body_position(w, body, &x, &y);
		double a = q_body_angle(w, body), c = fabs(cos(a)), s = fabs(sin(a));
		double ex = hx * c + hy * s + radius, ey = hx * s + hy * c + radius;
		deepest = maxd(deepest, maxd(maxd(x + ex - 10.0, -10.0 - (x - ex)), maxd(y + ey - 10.0, -10.0 - (y - ey))));
	}
	bool outside = fabs(x) > 10.0f || fabs(y) > 10.0f;
	q_metric(r, "max_wall_depth_mm", 1000.0 * deepest, qOp_le, depthTarget);
	q_metric(r, "escaped", outside ? 1.0 : 0.0, qOp_le, 0.0);
	q_destroy_world(w);
}

// The 16 mm.
void scene_bounce_house_capsule(qReport *r) { bounceHouse(r, true, 16.0); }
// v3: 0.006 mm: target 2 mm.
void scene_bounce_house_box(qReport *r) { bounceHouse(r, false, 2.0); }

// Bullets (density 4) dropped at 200 m/s from 10 m onto a ground box: a ball of radius 0.25 and a
// 0.5 m box turned by 0.3 rad. How deep each is below the surface at the end of the step that
// brings it down (continuous collision stops it there: v3 leaves 5 mm, the linear slop; the
// issue's 7 mm), and the deepest it gets over 2 s (the next step's contact stops 200 m/s: v3 23 and
// 27 mm, targets 25 and 30 mm).
static double lowestPoint(qWorld *w, int body, float hx, float hy, float radius)
{
	double a = q_body_angle(w, body);
	return q_body_y(w, body) - (hx * fabs(sin(a)) + hy * fabs(cos(a)) + radius);
}

void scene_bullet_ground(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, -1.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_box(w, ground, &gd, 20.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f);
	qShapeDef sd = q_shape_def(4.0f, 0.6f, 0.0f);
	qBodyDef bd = q_body_def(qBody_dynamic, 0.0f, 10.0f);
	bd.vy = -200.0f;
	bd.bullet = true;
	int ball = q_create_body(w, &bd);
	q_add_circle(w, ball, &sd, 0.0f, 0.0f, 0.25f);
	bd.x = 5.0f;
	bd.angle = 0.3f;
	int box = q_create_body(w, &bd);
	q_add_box(w, box, &sd, 0.25f, 0.25f, 0.0f, 0.0f, 0.0f, 0.0f);
	double arrival[2] = {-1.0, -1.0}, deepest[2] = {0.0, 0.0};
	for (int step = 0; step < 120; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		double lowest[2] = {lowestPoint(w, ball, 0.0f, 0.0f, 0.25f), lowestPoint(w, box, 0.25f, 0.25f, 0.0f)};
		for (int i = 0; i < 2; ++i) {
			if (arrival[i] < 0.0 && lowest[i] < 0.1)
				arrival[i] = lowest[i] < 0.0 ? -lowest[i] : 0.0;
			deepest[i] = maxd(deepest[i], -lowest[i]);
		}
	}
	q_metric(r, "ball_arrival_depth_mm", 1000.0 * arrival[0], qOp_le, 7.0);
	q_metric(r, "box_arrival_depth_mm", 1000.0 * arrival[1], qOp_le, 7.0);
	q_metric(r, "ball_max_depth_mm", 1000.0 * deepest[0], qOp_le, 25.0);
	q_metric(r, "box_max_depth_mm", 1000.0 * deepest[1], qOp_le, 30.0);
	q_destroy_world(w);
}

// Stacking/Vertical Stack's bullet: a stack of 12 boxes (half-size 0.5, a 0.45 core rounded by
// 0.05, density 1, friction 0.6) at x = 8 before a wall at x = 10, left 1 s to settle, then a
// bullet ball (radius 0.25, density 4) fired at it at 250 m/s from x = -26.7, 6 m up. After 3 s:
// how many bodies went through the wall, and whether the bullet struck the stack at all.
void scene_bullet_stack(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, 10.0f, 0.0f, 10.0f, 20.0f);
	q_add_segment(w, ground, &gd, -30.0f, 0.0f, 30.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	const int rows = 12;
	int first = -1;
	for (int i = 0; i < rows; ++i) {
		float shift = i % 2 == 0 ? -0.01f : 0.01f;
		int body = q_dynamic(w, 8.0f + shift, 0.5f + 1.0f * i, 0.0f);
		q_add_box(w, body, &sd, 0.45f, 0.45f, 0.0f, 0.0f, 0.0f, 0.05f);
		if (first < 0)
			first = body;
	}
	q_run(w, 60);
	float x0[12];
	for (int i = 0; i < rows; ++i)
		x0[i] = (float)q_body_x(w, first + i);
	qBodyDef bd = q_body_def(qBody_dynamic, -26.7f, 6.0f);
	bd.vx = 250.0f;
	bd.bullet = true;
	int bullet = q_create_body(w, &bd);
	qShapeDef bs = q_shape_def(4.0f, 0.6f, 0.0f);
	q_add_circle(w, bullet, &bs, 0.0f, 0.0f, 0.25f);
	double moved = 0.0;
	for (int step = 0; step < 180; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		for (int i = 0; i < rows; ++i)
			moved = maxd(moved, fabs(q_body_x(w, first + i) - x0[i]));
	}
	int through = 0;
	for (int i = 0; i < rows; ++i)
		through += q_body_x(w, first + i) > 10.0;
	through += q_body_x(w, bullet) > 10.0;
	q_metric(r, "through_wall", through, qOp_le, 0.0);
	q_metric(r, "stack_struck", moved > 0.25 ? 1.0 : 0.0, qOp_ge, 1.0);
	q_destroy_world(w);
}

// Continuous/Chain Drop: a ball (radius 0.5, density 1, friction 0.6, not turning) shot down at
// 42 m/s from 9.9 m onto the top of a loop chain (a 20 m by 3 m rectangle, top at y = -5): the
// deepest it gets below the top over 2 s, and whether it ends inside (through the chain).
void scene_chain_drop(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, -6.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	const float loop[] = {-10.0f, -2.0f, 10.0f, -2.0f, 10.0f, 1.0f, -10.0f, 1.0f};
	q_add_chain(w, ground, &gd, loop, 4, true);
	qBodyDef bd = q_body_def(qBody_dynamic, 0.0f, 9.9f);
	bd.vy = -42.0f;
	bd.angle = 0.5f * 3.14159265f;
	bd.fixedRotation = true;
	int ball = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_circle(w, ball, &sd, 0.0f, 0.0f, 0.5f);
	double deepest = 0.0;
	for (int step = 0; step < 120; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		deepest = maxd(deepest, -5.0 - (q_body_y(w, ball) - 0.5));
	}
	// v3: 8.1 mm: target 10 mm.
	q_metric(r, "max_depth_mm", 1000.0 * deepest, qOp_le, 10.0);
	q_metric(r, "through", q_body_y(w, ball) < -5.0 ? 1.0 : 0.0, qOp_le, 0.0);
	q_destroy_world(w);
}
