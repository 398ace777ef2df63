// SPDX-License-Identifier: MIT
// Stacking and robustness scenes: vertical stacks, a capsule stack, pyramids, circles confined,
// a card house, boxes of unequal mass, overlap recovery, friction on ramps, restitution; tilted
// stacks toppling, a circle stack, bodies going over a cliff, an arch, dominoes.
#include "scenes.h"

#include <math.h>
#include <stdlib.h>

static double maxd(double a, double b) { return a > b ? a : b; }

// Stacking/Vertical Stack: `rows` boxes of half-size 0.5 (a 0.45 core rounded by 0.05, density 1,
// friction 0.6) one on another at x = 8 on the ground, every other one shifted 1 cm to the left
// and to the right, a wall at x = 10. The top box's largest drift from where it started over the
// first 10 s (the stack sways), how far it sank below its place by then (every contact rests a
// little overlapped), and whether it still stands after 60 s (within 0.1 m of where it was at 10 s).
static void verticalStack(qReport *r, int rows, bool sleep, double driftTarget, double sinkTarget)
{
	qWorld *w = q_world(sleep);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, 10.0f, 0.0f, 10.0f, 20.0f);
	q_add_segment(w, ground, &gd, -30.0f, 0.0f, 30.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	int top = -1;
	for (int i = 0; i < rows; ++i) {
		float shift = i % 2 == 0 ? -0.01f : 0.01f;
		top = q_dynamic(w, 8.0f + shift, 0.5f + 1.0f * i, 0.0f);
		q_add_box(w, top, &sd, 0.45f, 0.45f, 0.0f, 0.0f, 0.0f, 0.05f);
	}
	double x0 = q_body_x(w, top), drift = 0.0;
	for (int step = 0; step < 600; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		drift = maxd(drift, fabs(q_body_x(w, top) - x0));
	}
	float x10, y10, x60, y60;
	q_body_position(w, top, &x10, &y10);
	q_run(w, 3000);
	q_body_position(w, top, &x60, &y60);
	bool standing = hypot(x60 - x10, y60 - y10) < 0.1;
	q_metric(r, "top_max_drift_10s_mm", 1000.0 * drift, qOp_le, driftTarget);
	q_metric(r, "top_sink_mm", 1000.0 * (0.5 + (rows - 1) - y10), qOp_le, sinkTarget);
	q_metric(r, "standing_60s", standing ? 1.0 : 0.0, qOp_ge, 1.0);
	q_destroy_world(w);
}

// The 13 mm drift for 20 boxes without sleep (v3: 12.6 mm). The rest are v3's with room:
// drifts 3.2, 3.7, 2.6 mm: 4, 4.5, 3.5 mm; sinks 28, 28, 117, 117 mm: 31, 31, 129, 129 mm.
void scene_vertical_stack_10(qReport *r) { verticalStack(r, 10, true, 4.0, 31.0); }
void scene_vertical_stack_10_nosleep(qReport *r) { verticalStack(r, 10, false, 4.5, 31.0); }
void scene_vertical_stack_20(qReport *r) { verticalStack(r, 20, true, 3.5, 129.0); }
void scene_vertical_stack_20_nosleep(qReport *r) { verticalStack(r, 20, false, 13.0, 129.0); }

// Stacking/Capsule Stack: 20 level capsules (a 2 m segment rounded by 0.25, density 1, friction
// 0.6) dropped from 0.25 m apart onto a ground box: the top one's drift after 10 s (the issue's
// 3 mm; v3: 2.3 mm, asleep by 4 s) and whether the stack stands after 30 s (the top capsule within
// 0.1 m of where it was at 10 s).
void scene_capsule_stack_20(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, -1.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_box(w, ground, &sd, 10.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f);
	const float a = 0.25f;
	int top = -1;
	for (int i = 0; i < 20; ++i) {
		top = q_dynamic(w, 0.0f, 2.0f * a + 3.0f * a * i, 0.0f);
		q_add_capsule(w, top, &sd, -4.0f * a, 0.0f, 4.0f * a, 0.0f, a);
	}
	q_run(w, 600);
	float x10, y10, x30, y30;
	q_body_position(w, top, &x10, &y10);
	q_run(w, 1200);
	q_body_position(w, top, &x30, &y30);
	q_metric(r, "top_drift_10s_mm", 1000.0 * fabs(x10), qOp_le, 3.0);
	q_metric(r, "standing_30s", hypot(x30 - x10, y30 - y10) < 0.1 ? 1.0 : 0.0, qOp_ge, 1.0);
	q_destroy_world(w);
}

// Benchmark/Large Pyramid, smaller: a pyramid of unit boxes (density 1, friction 0.6) `base` wide
// on a ground box, sleep off, for 10 s: how far the top box sank below its place, and the largest
// sideways drift of any box.
static void pyramid(qReport *r, int base, double dropTarget, double driftTarget)
{
	qWorld *w = q_world(false);
	int ground = q_static(w, 0.0f, -1.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_box(w, ground, &sd, 100.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f);
	int count = base * (base + 1) / 2, n = 0, first = -1;
	float *x0 = malloc((size_t)count * sizeof *x0);
	if (x0 == NULL) {
		q_destroy_world(w);
		return;
	}
	for (int i = 0; i < base; ++i) {
		float y = (2.0f * i + 1.0f) * 0.5f;
		for (int j = i; j < base; ++j) {
			float x = (i + 1.0f) * 0.5f + (j - i) * 1.0f - 0.5f * base;
			int body = q_dynamic(w, x, y, 0.0f);
			q_add_box(w, body, &sd, 0.5f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
			if (n == 0)
				first = body;
			x0[n++] = x;
		}
	}
	q_run(w, 600);
	double drift = 0.0;
	for (int i = 0; i < count; ++i)
		drift = maxd(drift, fabs(q_body_x(w, first + i) - x0[i]));
	double topRest = base - 0.5;
	q_metric(r, "top_drop_mm", 1000.0 * (topRest - q_body_y(w, first + count - 1)), qOp_le, dropTarget);
	q_metric(r, "max_drift_mm", 1000.0 * drift, qOp_le, driftTarget);
	free(x0);
	q_destroy_world(w);
}

// v3: drops 29.7 and 118 mm, drifts 9.0 and 30.8 mm: targets 33 and 130 mm, 10 and 34 mm.
void scene_pyramid_20(qReport *r) { pyramid(r, 20, 33.0, 10.0); }
void scene_pyramid_40(qReport *r) { pyramid(r, 40, 130.0, 34.0); }

// Stacking/Confined: 625 circles of radius 0.5 (density 1, friction 0.6, no gravity) packed too
// tight in a box of capsule walls (radius 0.5; inside x in [-10, 10], y in [0.5, 20]): the
// deepest any circle gets into a wall once they have settled, after 5 s (the 41 mm, which
// is v3's 41.07 mm rounded: 41.1 mm), and at worst while they push apart in the first steps (v3:
// 69.5 mm: target 75 mm).
void scene_confined(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_capsule(w, ground, &gd, -10.5f, 0.0f, 10.5f, 0.0f, 0.5f);
	q_add_capsule(w, ground, &gd, -10.5f, 0.0f, -10.5f, 20.5f, 0.5f);
	q_add_capsule(w, ground, &gd, 10.5f, 0.0f, 10.5f, 20.5f, 0.5f);
	q_add_capsule(w, ground, &gd, -10.5f, 20.5f, 10.5f, 20.5f, 0.5f);
	const int grid = 25;
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	int first = -1;
	for (int column = 0; column < grid; ++column) {
		for (int row = 0; row < grid; ++row) {
			qBodyDef bd = q_body_def(qBody_dynamic, -8.75f + column * 18.0f / grid, 1.5f + row * 18.0f / grid);
			bd.gravityScale = 0.0f;
			int body = q_create_body(w, &bd);
			q_add_circle(w, body, &sd, 0.0f, 0.0f, 0.5f);
			if (first < 0)
				first = body;
		}
	}
	double deepest = 0.0, now = 0.0;
	for (int step = 0; step < 300; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		now = 0.0;
		for (int i = 0; i < grid * grid; ++i) {
			float x, y;
			q_body_position(w, first + i, &x, &y);
			now = maxd(now, maxd(maxd(x + 0.5 - 10.0, -10.0 - (x - 0.5)), maxd(0.5 - (y - 0.5), y + 0.5 - 20.0)));
		}
		deepest = maxd(deepest, now);
	}
	q_metric(r, "rest_wall_depth_mm", 1000.0 * now, qOp_le, 41.1);
	q_metric(r, "max_wall_depth_mm", 1000.0 * deepest, qOp_le, 75.0);
	q_destroy_world(w);
}

// Stacking/Card House: cards 0.4 m tall and 2 mm thick (density 1, friction 0.7) leant in pairs at
// 25 degrees with flat cards across, five storeys, on a ground box: how far any card sank after
// 5 s (they start a little above their rest; a fallen house drops them a metre and more). A house
// the engine cannot build (a card it refuses) is reported as built = -1 (a FAIL), and not run.
void scene_card_house(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, -2.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.7f, 0.0f);
	q_add_box(w, ground, &sd, 40.0f, 2.0f, 0.0f, 0.0f, 0.0f, 0.0f);
	const float height = 0.2f, thickness = 0.001f;
	const float angle0 = 25.0f * 3.14159265f / 180.0f, angle1 = -angle0, angle2 = 0.5f * 3.14159265f;
	bool built = true;
	int cards[64], count = 0;
	float cardY[64];
	float z0 = 0.0f, y = height - 0.02f;
	for (int storeys = 5; storeys > 0; --storeys) {
		float z = z0;
		for (int i = 0; i < storeys; ++i) {
			// Each storey but the top has flat cards across the pairs, then the pair leaning in.
			float cx[3] = {z + 0.25f, z, z + 0.175f};
			float cy[3] = {y + height - 0.015f, y, y};
			float angle[3] = {angle2, angle1, angle0};
			for (int k = i != storeys - 1 ? 0 : 1; k < 3; ++k) {
				cardY[count] = cy[k];
				cards[count] = q_dynamic(w, cx[k], cy[k], angle[k]);
				if (q_add_box(w, cards[count], &sd, thickness, height, 0.0f, 0.0f, 0.0f, 0.0f) < 0)
					built = false;
				count++;
			}
			z += 0.35f;
		}
		y += height * 2.0f - 0.03f;
		z0 += 0.175f;
	}
	// v3: 35 mm (asleep within a second): target 45 mm.
	q_metric(r, "built", built ? 1.0 : -1.0, qOp_ge, 1.0);
	if (built) {
		q_run(w, 300);
		double drop = 0.0;
		for (int i = 0; i < count; ++i)
			drop = maxd(drop, 1000.0 * (cardY[i] - q_body_y(w, cards[i])));
		q_metric(r, "max_card_drop_mm", drop, qOp_le, 45.0);
	}
	q_destroy_world(w);
}

// A 1 m box of density `heavy` on a 1 m box of density 1 on a ground box, sleep off, for 5 s: how
// far each sits below its exact resting height (mm). With `crush`, instead: how far the heavy box
// sank, and how far each box overlaps the ground (its lowest corner below it).
static void heavyOnLight(qReport *r, float heavy, double heavyTarget, double lightTarget, bool crush)
{
	qWorld *w = q_world(false);
	int ground = q_static(w, 0.0f, -1.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_box(w, ground, &gd, 20.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f);
	int light = q_dynamic(w, 0.0f, 0.5f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_box(w, light, &sd, 0.5f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
	int top = q_dynamic(w, 0.0f, 1.5f, 0.0f);
	sd.density = heavy;
	q_add_box(w, top, &sd, 0.5f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
	q_run(w, 300);
	q_metric(r, "heavy_sink_mm", 1000.0 * (1.5 - q_body_y(w, top)), qOp_le, heavyTarget);
	if (!crush) {
		q_metric(r, "light_sink_mm", 1000.0 * (0.5 - q_body_y(w, light)), qOp_le, lightTarget);
	} else {
		int boxes[2] = {light, top};
		const char *names[2] = {"light_ground_overlap_mm", "heavy_ground_overlap_mm"};
		for (int i = 0; i < 2; ++i) {
			double a = q_body_angle(w, boxes[i]);
			double lowest = q_body_y(w, boxes[i]) - 0.5 * (fabs(cos(a)) + fabs(sin(a)));
			q_metric(r, names[i], lowest < 0.0 ? -1000.0 * lowest : 0.0, qOp_le, lightTarget);
		}
	}
	q_destroy_world(w);
}

// v3: 0.88 and 0.18 mm: targets 1.2 and 0.5 mm.
void scene_mass_ratio_1(qReport *r) { heavyOnLight(r, 1.0f, 1.2, 0.5, false); }
// The 44 and 9 mm (v3: 44.4 and 8.9 mm, steady from 1.5 s on; so 44.5 for the first).
void scene_heavy_on_light_100(qReport *r) { heavyOnLight(r, 100.0f, 44.5, 9.0, false); }
// v3 squeezes the light box out sideways within 3 s and the heavy one comes down on the ground:
// the heavy box sinks 1 m (target: no deeper, 1.001 m). Neither may overlap the ground then (the
// issue's 0.5 mm; v3 < 0.1 mm).
void scene_heavy_on_light_1000(qReport *r) { heavyOnLight(r, 1000.0f, 1001.0, 0.5, true); }

// Robustness/HighMassRatio1: three pyramids of 2 m boxes (density 1), 10 wide, each with a box of
// density 100, 200, 300 on top, dropped from 2 m: how far the top boxes sank below their place
// after 8 s (the heaviest sinks most; v3 sleeps by 7 s), and the largest sideways drift of a
// pyramid box (the heavy boxes squeeze the row below them apart).
void scene_high_mass_ratio_1(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_box(w, ground, &sd, 50.0f, 1.0f, 0.0f, -1.0f, 0.0f, 0.0f);
	const float extent = 1.0f;
	int tops[3], first = -1, n = 0;
	float x0[3 * 55];
	for (int j = 0; j < 3; ++j) {
		int count = 10;
		float offset = -20.0f * extent + 2.0f * (count + 1.0f) * extent * j;
		float y = extent;
		while (count > 0) {
			for (int i = 0; i < count; ++i) {
				float coeff = i - 0.5f * count;
				float yy = count == 1 ? y + 2.0f : y;
				int body = q_dynamic(w, 2.0f * coeff * extent + offset, yy, 0.0f);
				sd.density = count == 1 ? (j + 1.0f) * 100.0f : 1.0f;
				q_add_box(w, body, &sd, extent, extent, 0.0f, 0.0f, 0.0f, 0.0f);
				if (first < 0)
					first = body;
				if (count == 1)
					tops[j] = body;
				x0[n++] = 2.0f * coeff * extent + offset;
			}
			--count;
			y += 2.0f * extent;
		}
	}
	q_run(w, 480);
	double sag = 0.0, drift = 0.0;
	for (int j = 0; j < 3; ++j)
		sag = maxd(sag, 19.0 * extent - q_body_y(w, tops[j]));
	for (int i = 0; i < n; ++i)
		drift = maxd(drift, fabs(q_body_x(w, first + i) - x0[i]));
	// v3: 210 and 735 mm: targets 230 and 810 mm.
	q_metric(r, "top_sag_mm", 1000.0 * sag, qOp_le, 230.0);
	q_metric(r, "max_drift_mm", 1000.0 * drift, qOp_le, 810.0);
	q_destroy_world(w);
}

// Robustness/HighMassRatio2 and 3: a 20 m box (density 1) dropped on two small boxes (1 m) or two
// small triangles (1 m wide and tall) 18 m apart: how far the big box sank below its resting
// height (11 m) after 5 s.
static void bigOnSmall(qReport *r, bool triangles, double sagTarget)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_box(w, ground, &sd, 50.0f, 1.0f, 0.0f, -1.0f, 0.0f, 0.0f);
	const float triangle[] = {-0.5f, 0.0f, 0.5f, 0.0f, 0.0f, 1.0f};
	for (int i = 0; i < 2; ++i) {
		int small = q_dynamic(w, i == 0 ? -9.0f : 9.0f, triangles ? 0.0f : 0.5f, 0.0f);
		if (triangles)
			q_add_polygon(w, small, &sd, triangle, 3, 0.0f);
		else
			q_add_box(w, small, &sd, 0.5f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
	}
	int big = q_dynamic(w, 0.0f, triangles ? 14.0f : 26.0f, 0.0f);
	q_add_box(w, big, &sd, 10.0f, 10.0f, 0.0f, 0.0f, 0.0f, 0.0f);
	q_run(w, 300);
	q_metric(r, "big_sag_mm", 1000.0 * (11.0 - q_body_y(w, big)), qOp_le, sagTarget);
	q_destroy_world(w);
}

// v3: 86 mm: target 95 mm.
void scene_high_mass_ratio_2(qReport *r) { bigOnSmall(r, false, 95.0); }
// The 164 mm (v3: 162.8 mm).
void scene_high_mass_ratio_3(qReport *r) { bigOnSmall(r, true, 164.0); }

// Robustness/Overlap Recovery: a pyramid of 1 m boxes (density 1, friction 0.6) 4 wide, made
// overlapping each other and the ground by a quarter: the largest overlap left after 3 s and the
// fastest any box moves while they push apart.
void scene_overlap_recovery(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &sd, -40.0f, 0.0f, 40.0f, 0.0f);
	const int base = 4, count = base * (base + 1) / 2;
	const float extent = 0.5f, fraction = 0.75f;
	int first = -1;
	float y = extent;
	for (int i = 0; i < base; ++i) {
		float x = fraction * extent * (i - base);
		for (int j = i; j < base; ++j) {
			int body = q_dynamic(w, x, y, 0.0f);
			q_add_box(w, body, &sd, extent, extent, 0.0f, 0.0f, 0.0f, 0.0f);
			if (first < 0)
				first = body;
			x += 2.0f * fraction * extent;
		}
		y += 2.0f * fraction * extent;
	}
	double fastest = 0.0;
	for (int step = 0; step < 180; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		for (int i = 0; i < count; ++i)
			fastest = maxd(fastest, q_body_speed(w, first + i));
	}
	// The boxes stay upright: overlaps as of axis-aligned boxes.
	double overlap = 0.0;
	for (int i = 0; i < count; ++i) {
		float xi, yi;
		q_body_position(w, first + i, &xi, &yi);
		overlap = maxd(overlap, extent - yi);
		for (int j = i + 1; j < count; ++j) {
			float xj, yj;
			q_body_position(w, first + j, &xj, &yj);
			double ox = 2.0 * extent - fabs(xi - xj), oy = 2.0 * extent - fabs(yi - yj);
			if (ox > 0.0 && oy > 0.0)
				overlap = maxd(overlap, ox < oy ? ox : oy);
		}
	}
	// v3: 2.6 mm left, 3.4 m/s at most (the contact push is capped at 3 m/s): targets 3 mm and
	// 3.6 m/s.
	q_metric(r, "max_overlap_mm", 1000.0 * overlap, qOp_le, 3.0);
	q_metric(r, "max_speed", fastest, qOp_le, 3.6);
	q_destroy_world(w);
}

// Shapes/Friction: five 1 m boxes (density 25, friction 0.75, 0.5, 0.35, 0.1, 0) dropped on a ramp
// of friction 0.2 tilted by 0.25 rad (tan 0.255; the mixed frictions are 0.39, 0.32, 0.26, 0.14,
// 0). Landing gives them some speed down the slope; the 0.35 box then brakes at 0.09 m/s^2 and
// runs off the end. After 10 s: how many rest on the top ramp (v3: the first two, the second after
// sliding 8 m) and how many left it (v3: the other three).
void scene_friction_ramp(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.2f, 0.0f);
	q_add_segment(w, ground, &gd, -40.0f, 0.0f, 40.0f, 0.0f);
	q_add_box(w, ground, &gd, 13.0f, 0.25f, -4.0f, 22.0f, -0.25f, 0.0f);
	q_add_box(w, ground, &gd, 0.25f, 1.0f, 10.5f, 19.0f, 0.0f, 0.0f);
	q_add_box(w, ground, &gd, 13.0f, 0.25f, 4.0f, 14.0f, 0.25f, 0.0f);
	q_add_box(w, ground, &gd, 0.25f, 1.0f, -10.5f, 11.0f, 0.0f, 0.0f);
	q_add_box(w, ground, &gd, 13.0f, 0.25f, -4.0f, 6.0f, -0.25f, 0.0f);
	static const float friction[5] = {0.75f, 0.5f, 0.35f, 0.1f, 0.0f};
	int boxes[5];
	for (int i = 0; i < 5; ++i) {
		boxes[i] = q_dynamic(w, -15.0f + 4.0f * i, 28.0f, 0.0f);
		qShapeDef sd = q_shape_def(25.0f, friction[i], 0.0f);
		q_add_box(w, boxes[i], &sd, 0.5f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
	}
	q_run(w, 600);
	double held = 0.0, left = 0.0;
	for (int i = 0; i < 5; ++i) {
		double y = q_body_y(w, boxes[i]);
		if (y > 21.0 && q_body_speed(w, boxes[i]) < 0.01)
			held += 1.0;
		else if (y < 20.0)
			left += 1.0;
	}
	q_metric(r, "held_on_top_ramp", held, qOp_ge, 2.0);
	q_metric(r, "slid_off_top_ramp", left, qOp_ge, 3.0);
	q_destroy_world(w);
}

// Shapes/Restitution: 40 balls (radius 0.5, density 1, friction 0.6) of restitution 0 to 1 in
// equal steps dropped from 40 m onto a segment: the first bounce's height over the drop, against
// the restitution squared (speculative contact makes it approximate). The largest error over the
// balls, and the highest bounce of the ball of restitution 0.
void scene_restitution(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	const int count = 40;
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, -40.0f, 0.0f, 40.0f, 0.0f);
	int balls[40], state[40]; // falling, rising after the first bounce, done
	double restitution[40], peak[40];
	for (int i = 0; i < count; ++i) {
		balls[i] = q_dynamic(w, -1.0f * (count - 1) + 2.0f * i, 40.0f, 0.0f);
		restitution[i] = (double)i / (count - 1);
		qShapeDef sd = q_shape_def(1.0f, 0.6f, (float)restitution[i]);
		q_add_circle(w, balls[i], &sd, 0.0f, 0.0f, 0.5f);
		peak[i] = 0.0;
		state[i] = 0;
	}
	for (int step = 0; step < 7 * 60; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		for (int i = 0; i < count; ++i) {
			float vx, vy, av;
			q_body_velocity(w, balls[i], &vx, &vy, &av);
			double y = q_body_y(w, balls[i]);
			if (state[i] == 0 && y < 5.0 && vy >= 0.0f)
				state[i] = 1;
			if (state[i] == 1) {
				peak[i] = maxd(peak[i], y - 0.5);
				if (vy < 0.0f)
					state[i] = 2;
			}
		}
	}
	double worst = 0.0;
	for (int i = 0; i < count; ++i)
		worst = maxd(worst, fabs(peak[i] / 39.5 - restitution[i] * restitution[i]));
	// v3: 0.0026 and 0 m: targets 0.005 and 0.01 m.
	q_metric(r, "max_bounce_error", worst, qOp_le, 0.005);
	q_metric(r, "dead_ball_bounce_m", peak[0], qOp_le, 0.01);
	q_destroy_world(w);
}

// ---- more of Box2D v3's stacking samples ----

// The lowest point of a box of half widths hx, hy rounded by `radius` (turned by its body).
static double boxBottom(qWorld *w, int body, double hx, double hy, double radius)
{
	double a = q_body_angle(w, body);
	return q_body_y(w, body) - (hx * fabs(sin(a)) + hy * fabs(cos(a)) + radius);
}

// Stacking/Tilted Stack: ten stacks of ten boxes (half-size 0.5: a 0.45 core rounded by 0.05,
// density 1, friction 0.3), each box 0.2 m right of the one below, on a ground box. Leaning that
// far they topple and the boxes tumble down onto the ground. Over 8 s: the deepest any box gets into
// the ground, and the fastest any box still moves at the end (the pile at rest).
void scene_tilted_stack(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, -1.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_box(w, ground, &gd, 1000.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.3f, 0.0f);
	const int rows = 10, columns = 10;
	int first = -1;
	for (int j = 0; j < columns; ++j) {
		float x = -0.5f * 5.0f * (columns - 1.0f) + 5.0f * j;
		for (int i = 0; i < rows; ++i) {
			int body = q_dynamic(w, x + 0.2f * i, 0.5f + 1.0f * i, 0.0f);
			q_add_box(w, body, &sd, 0.45f, 0.45f, 0.0f, 0.0f, 0.0f, 0.05f);
			if (first < 0)
				first = body;
		}
	}
	// Each step, the boxes in the ground: their mean depth over the run (the deepest is a landing's,
	// a matter of the step's phase: with gravity changed by 1e-5 v3's moves from 79 to 85 mm, b2c's
	// from 86 to 107), and at the end the deepest and the fastest box (the pile at rest).
	double depthSum = 0.0;
	int touching = 0;
	for (int step = 0; step < 480; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		for (int i = 0; i < rows * columns; ++i) {
			double depth = -boxBottom(w, first + i, 0.45, 0.45, 0.05);
			if (depth > 0.0)
				depthSum += depth, touching++;
		}
	}
	double fastest = 0.0, deepest = 0.0;
	for (int i = 0; i < rows * columns; ++i) {
		fastest = maxd(fastest, q_body_speed(w, first + i));
		deepest = maxd(deepest, -boxBottom(w, first + i, 0.45, 0.45, 0.05));
	}
	// v3: 0.48 mm (to 0.50 with gravity changed by up to 3e-5), 0.55 mm (0.35 to 0.55), asleep:
	// targets 0.55 mm, 0.61 mm and 0.01 m/s.
	q_metric(r, "mean_ground_depth_mm", touching ? 1000.0 * depthSum / touching : 0.0, qOp_le, 0.55);
	q_metric(r, "final_max_ground_depth_mm", 1000.0 * deepest, qOp_le, 0.61);
	q_metric(r, "final_max_speed", fastest, qOp_le, 0.01);
	q_destroy_world(w);
}

// Stacking/Circle Stack: four circles (radius 0.5, friction 0, restitution 0.8, density 1, 5, 9, 13
// from the bottom) dropped in a column from 0.25 m apart onto a segment, gravity 20 m/s^2 and the
// contacts at 90 Hz (damping ratio 10, push 3 m/s) as the sample sets. They bounce, then rest in a
// column (nothing pushes them sideways). After 5 s: how far the column strayed from x = 0, and
// how far the top circle sits below its exact rest height (3.5 m).
void scene_circle_stack(qReport *r)
{
	qWorld *w = q_world(true);
	q_world_set_gravity(w, 0.0f, -20.0f);
	q_world_set_contact_tuning(w, 90.0f, 10.0f, 3.0f);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &gd, -10.0f, 0.0f, 10.0f, 0.0f);
	int circles[4];
	for (int i = 0; i < 4; ++i) {
		circles[i] = q_dynamic(w, 0.0f, 0.75f + 1.25f * i, 0.0f);
		qShapeDef sd = q_shape_def(1.0f + 4.0f * i, 0.0f, 0.8f);
		q_add_circle(w, circles[i], &sd, 0.0f, 0.0f, 0.5f);
	}
	double stray = 0.0;
	for (int step = 0; step < 300; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		for (int i = 0; i < 4; ++i)
			stray = maxd(stray, fabs(q_body_x(w, circles[i])));
	}
	// v3: no stray, 26.8 mm (the heavy circles on soft contacts): targets 1 mm and 29.5 mm.
	q_metric(r, "max_stray_mm", 1000.0 * stray, qOp_le, 1.0);
	q_metric(r, "top_sink_mm", 1000.0 * (3.5 - q_body_y(w, circles[3])), qOp_le, 29.5);
	q_destroy_world(w);
}

// Stacking/Cliff: a capsule (a 0.5 m segment rounded by 0.25), a 1 m box (both friction 0.01) and
// a ball of radius 0.5 (friction 0.2) on each of three ledges 4 m up (a segment, a box, a capsule),
// pushed towards the edge at 2, 2.5 and 1.5 m/s: all nine slide or roll off and drop onto the
// ground. After 8 s: how many lie on the ground (below 1.2 m) and the deepest any got into it.
void scene_cliff(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_box(w, ground, &gd, 100.0f, 1.0f, 0.0f, -1.0f, 0.0f, 0.0f);
	q_add_segment(w, ground, &gd, -14.0f, 4.0f, -8.0f, 4.0f);
	q_add_box(w, ground, &gd, 3.0f, 0.5f, 0.0f, 4.0f, 0.0f, 0.0f);
	q_add_capsule(w, ground, &gd, 8.5f, 4.0f, 13.5f, 4.0f, 0.5f);
	// x, y, vx, kind (0 capsule, 1 box, 2 ball)
	static const float bodies[9][4] = {
		{-9.0f, 4.25f, 2.0f, 0}, {2.0f, 4.75f, 2.0f, 0}, {13.0f, 4.75f, 2.0f, 0},
		{-11.0f, 4.5f, 2.5f, 1}, {0.0f, 5.0f, 2.5f, 1},  {11.0f, 5.0f, 2.5f, 1},
		{-13.0f, 4.5f, 1.5f, 2}, {-2.0f, 5.0f, 1.5f, 2}, {9.0f, 5.0f, 1.5f, 2},
	};
	int ids[9];
	for (int i = 0; i < 9; ++i) {
		qBodyDef bd = q_body_def(qBody_dynamic, bodies[i][0], bodies[i][1]);
		bd.vx = bodies[i][2];
		ids[i] = q_create_body(w, &bd);
		int kind = (int)bodies[i][3];
		qShapeDef sd = q_shape_def(1.0f, kind == 2 ? 0.2f : 0.01f, 0.0f);
		if (kind == 0)
			q_add_capsule(w, ids[i], &sd, -0.25f, 0.0f, 0.25f, 0.0f, 0.25f);
		else if (kind == 1)
			q_add_box(w, ids[i], &sd, 0.5f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
		else
			q_add_circle(w, ids[i], &sd, 0.0f, 0.0f, 0.5f);
	}
	double deepest = 0.0;
	for (int step = 0; step < 480; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		for (int i = 0; i < 9; ++i) {
			int kind = (int)bodies[i][3];
			double bottom = kind == 0   ? boxBottom(w, ids[i], 0.25, 0.0, 0.25)
							: kind == 1 ? boxBottom(w, ids[i], 0.5, 0.5, 0.0)
										: q_body_y(w, ids[i]) - 0.5;
			deepest = maxd(deepest, -bottom);
		}
	}
	int down = 0;
	for (int i = 0; i < 9; ++i)
		down += q_body_y(w, ids[i]) < 1.2;
	// v3: all nine; 98 mm (a ball landing at 9 m/s, moving 15 cm a step: too slow for continuous
	// collision, which starts at half its radius): target 108 mm.
	q_metric(r, "on_ground", down, qOp_ge, 9.0);
	q_metric(r, "max_ground_depth_mm", 1000.0 * deepest, qOp_le, 108.0);
	q_destroy_world(w);
}

// Stacking/Arch, the idea: a pointed arch of 17 blocks (eight a side and a keystone, density 1,
// friction 0.6) standing on a ground segment with nothing but friction, four 4 m by 1 m slabs on
// top. Its curves are this harness's own (the sample's are measured points): the inner from
// (+-4, 0) to (+-0.6, 9.8), the outer from (+-6, 0) to (+-0.75, 11.1), x falling as height cubed.
// After 10 s: the largest distance any block moved (the arch stands: millimetres).
void scene_arch(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	q_add_segment(w, ground, &sd, -100.0f, 0.0f, 100.0f, 0.0f);
	float inner[9][2], outer[9][2];
	for (int i = 0; i <= 8; ++i) {
		float s = i / 8.0f, p = s * s * s;
		inner[i][0] = 4.0f - 3.4f * p;
		inner[i][1] = 9.8f * s;
		outer[i][0] = 6.0f - 5.25f * p;
		outer[i][1] = 11.1f * s;
	}
	// Eight blocks a side between the curves' points, and the keystone across the tops.
	float blocks[17][8];
	int n = 0;
	for (int side = -1; side <= 1; side += 2) {
		for (int i = 0; i < 8; ++i, ++n) {
			const float xy[8] = {side * inner[i][0],     inner[i][1],     side * outer[i][0],     outer[i][1],
								 side * outer[i + 1][0], outer[i + 1][1], side * inner[i + 1][0], inner[i + 1][1]};
			for (int k = 0; k < 8; ++k)
				blocks[n][k] = xy[k];
		}
	}
	const float key[8] = {inner[8][0],  inner[8][1], outer[8][0],  outer[8][1],
						  -outer[8][0], outer[8][1], -inner[8][0], inner[8][1]};
	for (int k = 0; k < 8; ++k)
		blocks[16][k] = key[k];
	int bodies[21], count = 0;
	// Each block's body at the mean of its corners (the metric is how far the blocks move).
	for (int b = 0; b < 17; ++b) {
		float cx = 0.25f * (blocks[b][0] + blocks[b][2] + blocks[b][4] + blocks[b][6]);
		float cy = 0.25f * (blocks[b][1] + blocks[b][3] + blocks[b][5] + blocks[b][7]);
		float xy[8];
		for (int k = 0; k < 4; ++k)
			xy[2 * k] = blocks[b][2 * k] - cx, xy[2 * k + 1] = blocks[b][2 * k + 1] - cy;
		bodies[count] = q_dynamic(w, cx, cy, 0.0f);
		q_add_polygon(w, bodies[count++], &sd, xy, 4, 0.0f);
	}
	for (int i = 0; i < 4; ++i) {
		bodies[count] = q_dynamic(w, 0.0f, 0.5f + outer[8][1] + 1.0f * i, 0.0f);
		q_add_box(w, bodies[count++], &sd, 2.0f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
	}
	float x0[21], y0[21];
	for (int i = 0; i < count; ++i)
		q_body_position(w, bodies[i], &x0[i], &y0[i]);
	q_run(w, 600);
	double moved = 0.0;
	for (int i = 0; i < count; ++i) {
		float x, y;
		q_body_position(w, bodies[i], &x, &y);
		moved = maxd(moved, hypot(x - x0[i], y - y0[i]));
	}
	// v3: 68 mm (the arch settles on its soft contacts, its legs leaning out, asleep within 2 s; a
	// falling arch moves metres): target 75 mm.
	q_metric(r, "max_block_moved_mm", 1000.0 * moved, qOp_le, 75.0);
	q_destroy_world(w);
}

// Stacking/Double Domino: 15 dominoes (0.25 m by 1 m, density 1, friction 0.6) 1 m apart on a
// ground box, the first nudged at its top by an impulse of 0.2 N s: each knocks the next over,
// while it can. After 5 s: how many have fallen (turned past 45 degrees), and the deepest any got into the ground.
void scene_double_domino(qReport *r)
{
	qWorld *w = q_world(true);
	int ground = q_static(w, 0.0f, -1.0f);
	qShapeDef gd = q_shape_def(0.0f, 0.6f, 0.0f);
	q_add_box(w, ground, &gd, 100.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f);
	qShapeDef sd = q_shape_def(1.0f, 0.6f, 0.0f);
	const int count = 15;
	int first = -1;
	float x = -0.5f * count;
	for (int i = 0; i < count; ++i) {
		int body = q_dynamic(w, x, 0.5f, 0.0f);
		q_add_box(w, body, &sd, 0.125f, 0.5f, 0.0f, 0.0f, 0.0f, 0.0f);
		if (i == 0) {
			first = body;
			q_body_apply_impulse(w, body, 0.2f, 0.0f, x, 1.0f);
		}
		x += 1.0f;
	}
	double deepest = 0.0;
	for (int step = 0; step < 300; ++step) {
		q_step(w, Q_DT, Q_SUBSTEPS);
		for (int i = 0; i < count; ++i)
			deepest = maxd(deepest, -boxBottom(w, first + i, 0.125, 0.5, 0.0));
	}
	int fallen = 0;
	for (int i = 0; i < count; ++i)
		fallen += fabs(q_body_angle(w, first + i)) > 0.25 * 3.14159265;
	// v3: nine fall, the ninth coming to rest against the tenth, which stands (the chain runs out of
	// energy with the dominoes as far apart as they are tall); 0.25 mm: targets 9 and 0.5 mm.
	q_metric(r, "fallen", fallen, qOp_ge, 9.0);
	q_metric(r, "max_ground_depth_mm", 1000.0 * deepest, qOp_le, 0.5);
	q_destroy_world(w);
}
