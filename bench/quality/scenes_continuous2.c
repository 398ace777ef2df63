// SPDX-License-Identifier: MIT
// More continuous-collision scenes after Box2D v3's samples: ragdolls in a bouncing box, balls
// sliding at 100 m/s, ghost bumps on a chain, speculative contact's failure cases, a pinball table,
// a wedge, and the restitution threshold.
#include "scenes.h"

#include <math.h>

#define PI 3.14159265358979323846

static double maxd(double a, double b) { return a > b ? a : b; }

// How far a capsule from (x1, y1) to (x2, y2) in a body's frame, rounded by r, reaches past the
// walls of the square |x|, |y| <= half (0 or less: inside).
static double capsulePastSquare(qWorld *w, int body, float x1, float y1, float x2, float y2, float r, double half)
{
	float px, py;
	q_body_position(w, body, &px, &py);
	double a = q_body_angle(w, body), c = cos(a), s = sin(a), past = -1e9;
	const float ends[2][2] = {{x1, y1}, {x2, y2}};
	for (int k = 0; k < 2; ++k) {
		double x = px + c * ends[k][0] - s * ends[k][1], y = py + s * ends[k][0] + c * ends[k][1];
		past = maxd(past, maxd(fabs(x), fabs(y)) + r - half);
	}
	return past;
}

// Continuous/Bounce Humans: a 20 m box of segments (restitution 1.3, friction 0.1) with a static
// circle of radius 2 at its centre (restitution 2), five ragdolls dropped in at (0, 5) one every 2 s
// (no joint friction, 1 Hz joint springs, damping ratio 0.1; they do not collide with each other),
// gravity turning as (10 sin(t/2), 10 cos t). The walls add energy at every bounce. Over 12 s: how
// many bodies end outside the box, and (below) how far into the walls and apart at the joints.
void scene_bounce_humans(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.1f, 1.3f);
	q_add_segment(w, ground, &gd, -10.0f, -10.0f, 10.0f, -10.0f);
	q_add_segment(w, ground, &gd, 10.0f, -10.0f, 10.0f, 10.0f);
	q_add_segment(w, ground, &gd, 10.0f, 10.0f, -10.0f, 10.0f);
	q_add_segment(w, ground, &gd, -10.0f, 10.0f, -10.0f, -10.0f);
	gd.restitution = 2.0f;
	q_add_circle(w, ground, &gd, 0.0f, 0.0f, 2.0f);
	// Each step: the farthest any capsule reaches past a wall (0 when none does) and the widest
	// joint gap; their means over the run (one impact's peak is a matter of how it lands: starting
	// the ragdolls a millimetre aside moves it by half).
	int firsts[5], humans = 0;
	double past = 0.0, gap = 0.0, time = 0.0;
	const int steps = 720;
	for (int step = 0; step < steps; ++step) {
		if (humans < 5 && step == 120 * humans)
			firsts[humans++] = q_human(w, 0.0f, 5.0f, 0.0f, 1.0f, 0.1f, 1);
		q_world_set_gravity(w, 10.0f * (float)sin(0.5 * time), 10.0f * (float)cos(time));
		time += 1.0 / 60.0;
		q_step(w, Q_DT, Q_SUBSTEPS);
		double deepest = 0.0;
		for (int h = 0; h < humans; ++h)
			for (int b = 0; b < Q_HUMAN_BONES; ++b) {
				float lowerY, upperY, radius;
				q_human_bone(b, &lowerY, &upperY, &radius);
				deepest = maxd(deepest, capsulePastSquare(w, firsts[h] + b, 0.0f, lowerY, 0.0f, upperY, radius, 10.0));
			}
		past += deepest;
		gap += q_max_joint_gap(w, 0, 10 * humans);
	}
	int outside = 0;
	for (int h = 0; h < humans; ++h)
		for (int b = 0; b < Q_HUMAN_BONES; ++b) {
			float x, y;
			q_body_position(w, firsts[h] + b, &x, &y);
			outside += fabs(x) > 10.0f || fabs(y) > 10.0f;
		}
	// v3: none out, 1.43 mm, 17.5 mm (1.2 to 1.44 and 15.9 to 17.5 with the ragdolls a millimetre
	// or three aside): targets 0, 1.6 mm and 20 mm.
	q_metric(r, "outside", outside, qOp_le, 0.0);
	q_metric(r, "mean_wall_depth_mm", 1000.0 * past / steps, qOp_le, 1.6);
	q_metric(r, "mean_joint_gap_mm", 1000.0 * gap / steps, qOp_le, 20.0);
	q_destroy_world(w);
}

// Continuous/Chain Slide: a ball (radius 0.5, density 1, friction 0) sent along the floor at
// 100 m/s inside a loop chain 40 m by 20 m (80 points 1 or 2 m apart, clockwise: v3 collides on its
// inside), under gravity. Over 3 s: the farthest it got past the chain, and whether it is out.
void scene_chain_slide(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	float points[160];
	float x = 20.0f, y = 0.0f;
	for (int i = 0; i < 80; ++i) {
		points[2 * i] = x, points[2 * i + 1] = y;
		if (i < 20)
			x -= 2.0f;
		else if (i < 40)
			y += 1.0f;
		else if (i < 60)
			x += 2.0f;
		else
			y -= 1.0f;
	}
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_chain(w, ground, &gd, points, 80, true);
	qBodyDef bd = q_body_def(qBody_dynamic, -19.5f, 0.5f);
	bd.vx = 100.0f;
	int ball = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.0f, 0.0f);
	q_add_circle(w, ball, &sd, 0.0f, 0.0f, 0.5f);
	double past = 0.0;
	float bx = 0.0f, by = 0.0f;
	for (int step = 0; step < 180; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		q_body_position(w, ball, &bx, &by);
		past = maxd(past, maxd(maxd(bx + 0.5 - 20.0, -20.0 - (bx - 0.5)), maxd(0.0 - (by - 0.5), by + 0.5 - 20.0)));
	}
	bool out = bx < -20.0f || bx > 20.0f || by < 0.0f || by > 20.0f;
	// v3: 13.3 mm, in: targets 14.6 mm and 0.
	q_metric(r, "max_depth_mm", 1000.0 * past, qOp_le, 14.6);
	q_metric(r, "escaped", out ? 1.0 : 0.0, qOp_le, 0.0);
	q_destroy_world(w);
}

// Continuous/Segment Slide: a ball (radius 0.5, density 1, friction 0.6) sent at 100 m/s from
// (-20, 0.7) along a ground segment at a wall segment 10 m tall at x = 40 (it rolls up the wall
// 25 cm and drops back). Over 2 s: how far it got into the wall, whether it is through, the deepest
// it got into the ground while sliding (before the wall: dropping back it lands in free fall, as
// deep as the step's phase puts it, up to 3.7 cm less the speculative margin), and at the end.
void scene_segment_slide(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, -40.0f, 0.0f, 40.0f, 0.0f);
	q_add_segment(w, ground, &gd, 40.0f, 0.0f, 40.0f, 10.0f);
	qBodyDef bd = q_body_def(qBody_dynamic, -20.0f, 0.7f);
	bd.vx = 100.0f;
	int ball = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_circle(w, ball, &sd, 0.0f, 0.0f, 0.5f);
	double wall = 0.0, floor = 0.0;
	for (int step = 0; step < 120; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		float x, y;
		q_body_position(w, ball, &x, &y);
		if (y < 10.0f)
			wall = maxd(wall, x + 0.5 - 40.0);
		if (x < 39.0f)
			floor = maxd(floor, 0.5 - y);
	}
	// v3: 13.1 mm, not through, 4.2 mm sliding, 0.5 mm at rest: targets 14.4 mm, 0, 4.6 mm and 1 mm.
	q_metric(r, "max_wall_depth_mm", 1000.0 * wall, qOp_le, 14.4);
	q_metric(r, "through", q_body_x(w, ball) > 40.0 ? 1.0 : 0.0, qOp_le, 0.0);
	q_metric(r, "max_slide_depth_mm", 1000.0 * floor, qOp_le, 4.6);
	q_metric(r, "final_ground_depth_mm", 1000.0 * (0.5 - q_body_y(w, ball)), qOp_le, 1.0);
	q_destroy_world(w);
}

// Continuous/Ghost Bumps: a loop chain (friction 0.2) shaped as the sample's: two 45 degree slopes
// 24 m long and a floor between them at y = 0.25 from x = -12 to 12, made of 8 m segments (inner
// vertices at x = -4 and 4, where a body sliding along can catch an edge it should not see). A
// ball (radius 0.5), a capsule (a 1 m segment rounded by 0.25) and a box (1 m by 2 m), density 1,
// friction 0.2, each dropped in its own world at (-28, 18) onto the left slope: they roll or slide
// down and across the floor. Over 6 s, on the floor (|x| < 11): the most each rose off it (the
// height of a bump: its lowest point above the floor, after it first touched the floor).
static double ghostRun(int shape, double *upSpeed)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	const double m = 1.0 / sqrt(2.0), mm = 2.0 * (sqrt(2.0) - 1.0), hx = 4.0, hy = 0.25;
	const double steps[19][2] = {
		{-2 * hx * m, 2 * hx * m},
		{-2 * hx * m, 2 * hx * m},
		{-2 * hx * m, 2 * hx * m},
		{-2 * hy * m, -2 * hy * m},
		{2 * hx * m, -2 * hx * m},
		{2 * hx * m, -2 * hx * m},
		{2 * hx * m + 2 * hy * (1 - m), -2 * hx * m - 2 * hy * (1 - m)},
		{2 * hx + hy * mm, 0},
		{2 * hx, 0},
		{2 * hx + hy * mm, 0},
		{2 * hx * m + 2 * hy * (1 - m), 2 * hx * m + 2 * hy * (1 - m)},
		{2 * hx * m, 2 * hx * m},
		{2 * hx * m, 2 * hx * m},
		{-2 * hy * m, 2 * hy * m},
		{-2 * hx * m, -2 * hx * m},
		{-2 * hx * m, -2 * hx * m},
		{-2 * hx * m, -2 * hx * m},
		{-2 * hx, 0},
		{-2 * hx, 0},
	};
	float points[40];
	double px = -3.0 * hx, py = hy;
	points[0] = (float)px, points[1] = (float)py;
	for (int i = 0; i < 19; ++i) {
		px += steps[i][0], py += steps[i][1];
		points[2 * i + 2] = (float)px, points[2 * i + 3] = (float)py;
	}
	qShapeDef gd = q_shape_def(0.0f, 0.2f, 0.0f);
	q_add_chain(w, ground, &gd, points, 20, true);
	int body = q_dynamic(w, -28.0f, 18.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.2f, 0.0f);
	if (shape == 0)
		q_add_circle(w, body, &sd, 0.0f, 0.0f, 0.5f);
	else if (shape == 1)
		q_add_capsule(w, body, &sd, -0.5f, 0.0f, 0.5f, 0.0f, 0.25f);
	else
		q_add_box(w, body, &sd, 0.5f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f);
	double rise = 0.0, up = 0.0;
	bool landed = false;
	for (int step = 0; step < 360; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		float x, y;
		q_body_position(w, body, &x, &y);
		double a = q_body_angle(w, body), c = fabs(cos(a)), s = fabs(sin(a));
		double reach = shape == 0 ? 0.5 : shape == 1 ? 0.5 * c + 0.25 : 0.5 * c + 1.0 * s;
		double height = y - reach - hy;
		if (fabs(x) < 11.0f) {
			landed = landed || height < 0.01;
			float vx, vy, av;
			q_body_velocity(w, body, &vx, &vy, &av);
			if (landed) {
				rise = maxd(rise, height);
				up = maxd(up, vy);
			}
		}
	}
	q_destroy_world(w);
	*upSpeed = up;
	return rise;
}

void scene_ghost_bumps(qReport *r)
{
	// v3: no rise for any; upward speeds 0, 0.018 and 0.015 m/s: targets 1 mm, and 0.005, 0.02 and
	// 0.017 m/s.
	static const char *rises[3] = {"ball_max_rise_mm", "capsule_max_rise_mm", "box_max_rise_mm"};
	static const char *ups[3] = {"ball_max_up_speed", "capsule_max_up_speed", "box_max_up_speed"};
	static const double upTargets[3] = {0.005, 0.02, 0.017};
	for (int shape = 0; shape < 3; ++shape) {
		double up = 0.0, rise = ghostRun(shape, &up);
		q_metric(r, rises[shape], 1000.0 * rise, qOp_le, 1.0);
		q_metric(r, ups[shape], up, qOp_le, upTargets[shape]);
	}
}

// Continuous/Speculative Fallback: a 4 m by 0.1 m box placed 8 m from its body's origin (turned
// half a turn) dropped at 100 m/s from 12 m onto a thin static sliver (0.1 to 0.2 m thick, 4 m wide,
// at y = 4) over a ground segment. After 1 s: whether it went through the sliver (its centre below
// y = 4), and the deepest its centre got below the sliver's underside while above the ground.
// Continuous/Speculative Sliver: a sliver triangle ((-2, 0), (-1, 0), (2, 0.5)) dropped at 100 m/s
// from 12 m onto a ground segment: after 1 s, whether it is through, and its deepest point's depth.
void scene_speculative(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, -10.0f, 0.0f, 10.0f, 0.0f);
	const float sliver[10] = {-2.0f, 4.0f, 2.0f, 4.0f, 2.0f, 4.1f, -0.5f, 4.2f, -2.0f, 4.2f};
	q_add_polygon(w, ground, &gd, sliver, 5, 0.0f);
	qBodyDef bd = q_body_def(qBody_dynamic, 8.0f, 12.0f);
	bd.vy = -100.0f;
	int box = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_box(w, box, &sd, 2.0f, 0.05f, -8.0f, 0.0f, (float)PI, 0.0f);
	q_run(w, 60);
	double a = q_body_angle(w, box);
	double cy = q_body_y(w, box) - 8.0 * sin(a);
	// v3: not through.
	q_metric(r, "fallback_through", cy < 4.0 ? 1.0 : 0.0, qOp_le, 0.0);
	q_destroy_world(w);

	w = q_world(true);
	ground = q_static(w, 0.0f, 0.0f);
	q_add_segment(w, ground, &gd, -10.0f, 0.0f, 10.0f, 0.0f);
	bd = q_body_def(qBody_dynamic, 0.0f, 12.0f);
	bd.vy = -100.0f;
	int tri = q_create_body(w, &bd);
	const float triangle[6] = {-2.0f, 0.0f, -1.0f, 0.0f, 2.0f, 0.5f};
	q_add_polygon(w, tri, &sd, triangle, 3, 0.0f);
	double deepest = 0.0, lowest = 0.0;
	for (int step = 0; step < 60; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		float x, y;
		q_body_position(w, tri, &x, &y);
		double t = q_body_angle(w, tri), c = cos(t), s = sin(t);
		lowest = 1e9;
		for (int k = 0; k < 3; ++k)
			lowest = fmin(lowest, y + s * triangle[2 * k] + c * triangle[2 * k + 1]);
		deepest = maxd(deepest, -lowest);
	}
	// v3: not through; 186 mm (a corner, before the contact rights it): targets 0 and 205 mm.
	q_metric(r, "sliver_through", lowest < -0.1 ? 1.0 : 0.0, qOp_le, 0.0);
	q_metric(r, "sliver_max_depth_mm", 1000.0 * deepest, qOp_le, 205.0);
	q_destroy_world(w);
}

// Continuous/Pixel Imperfect: in pixels of 1/30 m, a static block 40 by 20 (friction 0) and a
// rounded box 8 px wide rounded by 0.9 (friction 0, no gravity, not turning) moving down at 5 m/s,
// whose left side passes 0.1 px (3.3 mm) right of the block's right side. After 2 s: the sideways
// speed it was given and how much of its downward speed it lost (it should pass untouched).
void scene_pixel_imperfect(qReport *r)
{
	const float ppm = 30.0f;
	qWorld *w = q_world(true);
	int block = q_static(w, 175.0f / ppm, 150.0f / ppm);
	qShapeDef gd = q_shape_def(0.0f, 0.0f, 0.0f);
	q_add_box(w, block, &gd, 20.0f / ppm, 10.0f / ppm, 0.0f, 0.0f, 0.0f, 0.0f);
	qBodyDef bd = q_body_def(qBody_dynamic, 200.0f / ppm, 275.0f / ppm);
	bd.gravityScale = 0.0f;
	bd.fixedRotation = true;
	bd.vy = -5.0f;
	int ball = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.0f, 0.0f);
	q_add_box(w, ball, &sd, 4.0f / ppm, 4.0f / ppm, 0.0f, 0.0f, 0.0f, 0.9f / ppm);
	q_run(w, 120);
	float vx, vy, av;
	q_body_velocity(w, ball, &vx, &vy, &av);
	// v3 catches the block's corner within the speculative margin and glances off it at 45 degrees
	// (2.5 m/s each way; the sample is there to show it): targets 2.75 m/s each.
	q_metric(r, "sideways_speed", fabs(vx), qOp_le, 2.75);
	q_metric(r, "down_speed_lost", 5.0 + vy, qOp_le, 2.75);
	q_destroy_world(w);
}

// Continuous/Restitution Threshold: in pixels of 1/30 m, a static block 100 by 10 turned by 70
// degrees (friction 0) and a ball of radius 5 (restitution 1, friction 0, not turning) moving down
// at 2.9 m/s onto it, the world's restitution threshold lowered to 0.1 m/s as the sample does (the
// default 1 m/s would let it stick). The ball glances off the steep face, slowly. Over 2 s: its
// energy (kinetic and potential) at the end against the start: a perfect bounce keeps it.
void scene_restitution_threshold(qReport *r)
{
	const float ppm = 30.0f;
	qWorld *w = q_world(true);
	q_world_set_restitution_threshold(w, 0.1f);
	qBodyDef gbd = q_body_def(qBody_static, 205.0f / ppm, 120.0f / ppm);
	gbd.angle = 70.0f * 3.14f / 180.0f;
	int block = q_create_body(w, &gbd);
	qShapeDef gd = q_shape_def(0.0f, 0.0f, 0.0f);
	q_add_box(w, block, &gd, 50.0f / ppm, 5.0f / ppm, 0.0f, 0.0f, 0.0f, 0.0f);
	qBodyDef bd = q_body_def(qBody_dynamic, 200.0f / ppm, 250.0f / ppm);
	bd.fixedRotation = true;
	bd.vy = -2.9f;
	int ball = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.0f, 1.0f);
	q_add_circle(w, ball, &sd, 0.0f, 0.0f, 5.0f / ppm);
	double e0 = 0.5 * 2.9 * 2.9 + 10.0 * q_body_y(w, ball);
	q_run(w, 120);
	float vx, vy, av;
	q_body_velocity(w, ball, &vx, &vy, &av);
	double e1 = 0.5 * ((double)vx * vx + (double)vy * vy) + 10.0 * q_body_y(w, ball);
	// v3: 0.22 % lost, 6.0 m/s sideways: targets 0.25 % and 5.4 m/s.
	q_metric(r, "energy_lost_pct", 100.0 * (e0 - e1) / e0, qOp_le, 0.25);
	q_metric(r, "bounced_sideways", fabs(vx), qOp_ge, 5.4);
	q_destroy_world(w);
}

// Continuous/Drop, with sleep off as the sample: (1) a ball of radius 0.125 shot down at 100 m/s
// from 4 m onto a floor of 41 static boxes 0.25 m wide and 0.1 m tall; (2) a ruler (1.5 m by 2 cm)
// standing on end at 4 m, turning at -0.5 rad/s, falling flat onto a segment; (3) a stack of five
// boxes 0.5 m wide before a wall segment at x = 3, a bullet ball (radius 0.125, density 4) fired at
// it at 200 m/s. The deepest the ball and the ruler get into the ground over 2 s, and how many
// bodies went through the wall in (3).
void scene_drop(qReport *r)
{
	qWorld *w = q_world(false);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	for (int j = 0; j <= 40; ++j)
		q_add_box(w, ground, &gd, 0.125f, 0.05f, -5.0f + 0.25f * j, 0.0f, 0.0f, 0.0f);
	qBodyDef bd = q_body_def(qBody_dynamic, 0.0f, 4.0f);
	bd.vy = -100.0f;
	int ball = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_circle(w, ball, &sd, 0.0f, 0.0f, 0.125f);
	double ballDepth = 0.0;
	for (int step = 0; step < 120; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		ballDepth = maxd(ballDepth, 0.05 + 0.125 - q_body_y(w, ball));
	}
	q_destroy_world(w);

	w = q_world(false);
	ground = q_static(w, 0.0f, 0.0f);
	q_add_segment(w, ground, &gd, -5.0f, 0.0f, 5.0f, 0.0f);
	bd = q_body_def(qBody_dynamic, 0.0f, 4.0f);
	bd.angle = 0.5f * (float)PI;
	bd.angularVelocity = -0.5f;
	int ruler = q_create_body(w, &bd);
	q_add_box(w, ruler, &sd, 0.75f, 0.01f, 0.0f, 0.0f, 0.0f, 0.0f);
	double rulerDepth = 0.0;
	for (int step = 0; step < 120; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		double a = q_body_angle(w, ruler);
		rulerDepth = maxd(rulerDepth, -(q_body_y(w, ruler) - 0.75 * fabs(sin(a)) - 0.01 * fabs(cos(a))));
	}
	q_destroy_world(w);

	w = q_world(false);
	ground = q_static(w, 0.0f, 0.0f);
	q_add_segment(w, ground, &gd, -5.0f, 0.0f, 5.0f, 0.0f);
	q_add_segment(w, ground, &gd, 3.0f, 0.0f, 3.0f, 8.0f);
	int bodies[6];
	for (int i = 0; i < 5; ++i) {
		bodies[i] = q_dynamic(w, 2.5f + (i % 2 == 0 ? -0.01f : 0.01f), 0.25f + 0.5f * i, 0.0f);
		q_add_box(w, bodies[i], &sd, 0.25f, 0.25f, 0.0f, 0.0f, 0.0f, 0.0f);
	}
	bd = q_body_def(qBody_dynamic, -7.7f, 1.9f);
	bd.vx = 200.0f;
	bd.bullet = true;
	bodies[5] = q_create_body(w, &bd);
	qShapeDef bs = q_shape_def(4.0f, 0.6f, 0.0f);
	q_add_circle(w, bodies[5], &bs, 0.0f, 0.0f, 0.125f);
	q_run(w, 120);
	int through = 0;
	for (int i = 0; i < 6; ++i)
		through += q_body_x(w, bodies[i]) > 3.0;
	// v3: 13.4 mm, 0.14 mm, none through: targets 14.7 mm, 0.5 mm and 0.
	q_metric(r, "ball_max_depth_mm", 1000.0 * ballDepth, qOp_le, 14.7);
	q_metric(r, "ruler_max_depth_mm", 1000.0 * rulerDepth, qOp_le, 0.5);
	q_metric(r, "through_wall", through, qOp_le, 0.0);
	q_destroy_world(w);
}

// Whether (x, y) is inside the polygon of `count` points (even-odd).
static bool insidePolygon(const float *xy, int count, double x, double y)
{
	bool inside = false;
	for (int i = 0, j = count - 1; i < count; j = i++) {
		double xi = xy[2 * i], yi = xy[2 * i + 1], xj = xy[2 * j], yj = xy[2 * j + 1];
		if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi)
			inside = !inside;
	}
	return inside;
}

// Continuous/Pinball: the sample's table (a loop chain, clockwise: v3 collides inside), two
// flippers (3.5 m by 0.4 m, density 1) on motors of 1000 N m between limits, two spinners (crosses
// of 3 m bars) with 0.1 N m of friction, two bumpers (static circles of radius 1, restitution 1.5)
// and a bullet ball of radius 0.2 (density 1) dropped from (1, 15). The flippers are held up for
// 0.25 s every 1.5 s (the sample's key), falling back between. Over 12 s: whether the ball left the
// table, and how far into the chain it goes.
void scene_pinball(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	const float table[10] = {-8.0f, 6.0f, -8.0f, 20.0f, 8.0f, 20.0f, 8.0f, 6.0f, 0.0f, -2.0f};
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_chain(w, ground, &gd, table, 5, true);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	int flippers[2];
	for (int i = 0; i < 2; ++i) {
		qBodyDef bd = q_body_def(qBody_dynamic, i == 0 ? -2.0f : 2.0f, 0.0f);
		bd.allowSleep = false;
		int body = q_create_body(w, &bd);
		q_add_box(w, body, &sd, 1.75f, 0.2f, 0.0f, 0.0f, 0.0f, 0.0f);
		qJointDef jd = q_joint_def(qJoint_revolute, ground, body);
		q_joint_anchor_at(w, &jd, bd.x, 0.0f);
		jd.enableMotor = true;
		jd.maxMotorTorque = 1000.0f;
		jd.enableLimit = true;
		jd.lower = (i == 0 ? -30.0f : -5.0f) * (float)PI / 180.0f;
		jd.upper = (i == 0 ? 5.0f : 30.0f) * (float)PI / 180.0f;
		flippers[i] = q_create_joint(w, &jd);
	}
	for (int i = 0; i < 2; ++i) {
		float x = i == 0 ? -4.0f : 4.0f, y = i == 0 ? 17.0f : 8.0f;
		int body = q_dynamic(w, x, y, 0.0f);
		q_add_box(w, body, &sd, 1.5f, 0.125f, 0.0f, 0.0f, 0.0f, 0.0f);
		q_add_box(w, body, &sd, 0.125f, 1.5f, 0.0f, 0.0f, 0.0f, 0.0f);
		qJointDef jd = q_joint_def(qJoint_revolute, ground, body);
		q_joint_anchor_at(w, &jd, x, y);
		jd.enableMotor = true;
		jd.maxMotorTorque = 0.1f;
		q_create_joint(w, &jd);
	}
	qShapeDef bumper = q_shape_def(0.0f, 0.6f, 1.5f);
	q_add_circle(w, ground, &bumper, -4.0f, 8.0f, 1.0f);
	q_add_circle(w, ground, &bumper, 4.0f, 17.0f, 1.0f);
	qBodyDef bd = q_body_def(qBody_dynamic, 1.0f, 15.0f);
	bd.bullet = true;
	int ball = q_create_body(w, &bd);
	q_add_circle(w, ball, &sd, 0.0f, 0.0f, 0.2f);
	// Each step the ball is on the chain (within 2 cm of it): how far it is into it; the mean of
	// those (one strike's peak is a matter of how it lands: the ball dropped a millimetre aside
	// moves it tenfold).
	double past = 0.0;
	int escaped = 0, touching = 0;
	for (int step = 0; step < 720; ++step) {
		bool up = step % 90 < 15;
		q_joint_set_motor_speed(w, flippers[0], up ? 20.0f : -10.0f);
		q_joint_set_motor_speed(w, flippers[1], up ? -20.0f : 10.0f);
		q_step(w, Q_DT, Q_SUBSTEPS);
		float x, y;
		q_body_position(w, ball, &x, &y);
		if (!insidePolygon(table, 5, x, y)) {
			escaped = 1;
			continue;
		}
		double nearest = 1e9;
		for (int i = 0; i < 5; ++i) {
			int j = (i + 1) % 5;
			nearest =
				fmin(nearest, q_segment_distance(x, y, table[2 * i], table[2 * i + 1], table[2 * j], table[2 * j + 1]));
		}
		if (nearest < 0.22) {
			past += maxd(0.0, 0.2 - nearest);
			touching++;
		}
	}
	// v3: in, 1.17 mm (0.21 to 0.29 mm with the ball a millimetre or three aside): targets 0 and
	// 1.3 mm.
	q_metric(r, "escaped", escaped, qOp_le, 0.0);
	q_metric(r, "mean_chain_depth_mm", touching > 0 ? 1000.0 * past / touching : 0.0, qOp_le, 1.3);
	q_destroy_world(w);
}

// Continuous/Wedge: two segments meeting at the origin at 26.6 degrees (one vertical, one to
// (-4, 8)) and a ball of radius 0.3 (density 1, friction 0.2) shot into the wedge at 200 m/s from
// (-0.45, 10.75). Over 2 s: whether it got out through a side (its centre outside the wedge), and
// the farthest it got into a side.
void scene_wedge(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, -4.0f, 8.0f, 0.0f, 0.0f);
	q_add_segment(w, ground, &gd, 0.0f, 0.0f, 0.0f, 8.0f);
	qBodyDef bd = q_body_def(qBody_dynamic, -0.45f, 10.75f);
	bd.vy = -200.0f;
	int ball = q_create_body(w, &bd);
	qShapeDef sd = q_shape_def(1.0f, 0.2f, 0.0f);
	q_add_circle(w, ball, &sd, 0.0f, 0.0f, 0.3f);
	double past = 0.0;
	int out = 0;
	for (int step = 0; step < 120; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		float x, y;
		q_body_position(w, ball, &x, &y);
		// Inside: left of x = 0 and right of the line through the origin and (-4, 8).
		bool inside = x < 0.0f && 8.0 * x + 4.0 * y > 0.0;
		if (!inside && y < 8.0f)
			out = 1;
		if (inside) {
			double nearest =
				fmin(q_segment_distance(x, y, -4.0, 8.0, 0.0, 0.0), q_segment_distance(x, y, 0.0, 0.0, 0.0, 8.0));
			past = maxd(past, 0.3 - nearest);
		}
	}
	// v3: in, 25.7 mm: targets 0 and 28 mm.
	q_metric(r, "escaped", out, qOp_le, 0.0);
	q_metric(r, "max_side_depth_mm", 1000.0 * past, qOp_le, 28.0);
	q_destroy_world(w);
}
