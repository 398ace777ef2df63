// SPDX-License-Identifier: MIT
// The quality harness's scenes: each builds a world through engine.h, steps it and measures it
// from body positions and the geometry it placed, the same way for every engine. A metric passes
// when value <= threshold (or >= for qOp_ge). Thresholds are targets measured on Box2D v3: the
// issue's figures where it gives them, else v3's value with a modest tolerance (each says which).
#ifndef QUALITY_SCENES_H
#define QUALITY_SCENES_H

#include "engine.h"

#include <stdbool.h>

typedef enum qOp { qOp_le, qOp_ge } qOp;

typedef struct qMetric {
	const char *name;
	double value;
	qOp op;
	double threshold;
} qMetric;

#define Q_MAX_METRICS 8

typedef struct qReport {
	qMetric metrics[Q_MAX_METRICS];
	int count;
} qReport;

typedef void qSceneFn(qReport *report);

typedef struct qScene {
	const char *name;
	qSceneFn *run;
	bool cheap; ///< a fraction of a second: the two scenes the valgrind run keeps
} qScene;

extern const qScene q_scenes[];
extern const int q_sceneCount;

/// Record a metric (value first, then the target it must meet).
void q_metric(qReport *report, const char *name, double value, qOp op, double threshold);

// ---- shared by the scene files ----

/// Every scene steps at 60 Hz with 4 sub-steps unless it says otherwise.
#define Q_DT (1.0f / 60.0f)
#define Q_SUBSTEPS 4

/// A world with gravity (0, -10), continuous collision on, and sleep as asked.
qWorld *q_world(bool enableSleep);
/// A static body at (x, y).
int q_static(qWorld *world, float x, float y);
/// A dynamic body at (x, y) turned by `angle`.
int q_dynamic(qWorld *world, float x, float y, float angle);
void q_run(qWorld *world, int steps);
/// The largest distance between a joint's two anchors, over joints [first, first + count).
double q_max_joint_gap(qWorld *world, int first, int count);
double q_body_x(qWorld *world, int body);
double q_body_y(qWorld *world, int body);
double q_body_speed(qWorld *world, int body);
double q_maxd(double a, double b);

/// Box2D v3's ragdoll (its shared human: 11 capsules, density 1, friction 0.2, category 2 colliding
/// with 1 and 2, not with the same human's group) standing with its feet at (x, y): revolute joints
/// with limits, joint friction `frictionTorque` (scaled per joint as v3's) and a spring to the
/// standing pose when hertz > 0. Its bodies are made in order from the hip, its joints likewise
/// (10); the first body's handle is returned.
#define Q_HUMAN_BONES 11
int q_human(qWorld *world, float x, float y, float frictionTorque, float hertz, float dampingRatio, int group);
/// A human bone's capsule in its body's frame: from (0, lowerY) to (0, upperY), rounded by radius.
void q_human_bone(int bone, float *lowerY, float *upperY, float *radius);

/// A small deterministic generator (xorshift32) for scenes that scatter things: [lo, hi).
typedef struct qRandom {
	uint32_t state;
} qRandom;
float q_random(qRandom *random, float lo, float hi);

/// The distance from (px, py) to the segment (ax, ay)-(bx, by).
double q_segment_distance(double px, double py, double ax, double ay, double bx, double by);

// The scenes, by file.
void scene_ball_and_chain(qReport *r);
void scene_bridge(qReport *r);
void scene_pendulum_2m(qReport *r);
void scene_pendulum_10m(qReport *r);
void scene_cantilever(qReport *r);
void scene_cantilever_rigid(qReport *r);
void scene_ragdoll(qReport *r);
void scene_prismatic_limit(qReport *r);
void scene_distance_joint(qReport *r);
void scene_wheel(qReport *r);
void scene_driving(qReport *r);
void scene_scissor_lift(qReport *r);
void scene_door(qReport *r);
void scene_soft_body(qReport *r);
void scene_separation(qReport *r);

void scene_vertical_stack_10(qReport *r);
void scene_vertical_stack_10_nosleep(qReport *r);
void scene_vertical_stack_20(qReport *r);
void scene_vertical_stack_20_nosleep(qReport *r);
void scene_capsule_stack_20(qReport *r);
void scene_pyramid_20(qReport *r);
void scene_pyramid_40(qReport *r);
void scene_confined(qReport *r);
void scene_card_house(qReport *r);
void scene_mass_ratio_1(qReport *r);
void scene_heavy_on_light_100(qReport *r);
void scene_heavy_on_light_1000(qReport *r);
void scene_high_mass_ratio_1(qReport *r);
void scene_high_mass_ratio_2(qReport *r);
void scene_high_mass_ratio_3(qReport *r);
void scene_overlap_recovery(qReport *r);
void scene_friction_ramp(qReport *r);
void scene_restitution(qReport *r);
void scene_tilted_stack(qReport *r);
void scene_circle_stack(qReport *r);
void scene_cliff(qReport *r);
void scene_arch(qReport *r);
void scene_double_domino(qReport *r);

void scene_tiny_pyramid(qReport *r);
void scene_far_pyramid(qReport *r);
void scene_cart(qReport *r);
void scene_multiple_prismatic(qReport *r);
void scene_tumbler(qReport *r);
void scene_washer(qReport *r);

void scene_compound_shapes(qReport *r);
void scene_rounded(qReport *r);
void scene_offset(qReport *r);
void scene_explosion(qReport *r);
void scene_box_restitution(qReport *r);
void scene_pivot(qReport *r);
void scene_kinematic(qReport *r);
void scene_sleep(qReport *r);

void scene_skinny_box(qReport *r);
void scene_bounce_house_capsule(qReport *r);
void scene_bounce_house_box(qReport *r);
void scene_bullet_ground(qReport *r);
void scene_bullet_stack(qReport *r);
void scene_chain_drop(qReport *r);
void scene_bounce_humans(qReport *r);
void scene_chain_slide(qReport *r);
void scene_segment_slide(qReport *r);
void scene_ghost_bumps(qReport *r);
void scene_speculative(qReport *r);
void scene_pixel_imperfect(qReport *r);
void scene_restitution_threshold(qReport *r);
void scene_drop(qReport *r);
void scene_pinball(qReport *r);
void scene_wedge(qReport *r);

#endif
