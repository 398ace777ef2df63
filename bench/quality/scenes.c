// SPDX-License-Identifier: MIT
// The quality harness's scene list and the helpers the scene files share.
#include "scenes.h"

#include <math.h>
#include <stdlib.h>

const qScene q_scenes[] = {
	// scenes_joints.c
	{"ball_and_chain", scene_ball_and_chain, false},
	{"bridge", scene_bridge, false},
	{"pendulum_2m", scene_pendulum_2m, true},
	{"pendulum_10m", scene_pendulum_10m, false},
	{"cantilever", scene_cantilever, false},
	{"cantilever_rigid", scene_cantilever_rigid, false},
	{"ragdoll", scene_ragdoll, false},
	{"prismatic_limit", scene_prismatic_limit, true},
	// scenes_joints2.c
	{"distance_joint", scene_distance_joint, false},
	{"wheel", scene_wheel, false},
	{"driving", scene_driving, false},
	{"scissor_lift", scene_scissor_lift, false},
	{"door", scene_door, false},
	{"soft_body", scene_soft_body, false},
	{"separation", scene_separation, false},
	// scenes_stacking.c
	{"vertical_stack_10", scene_vertical_stack_10, false},
	{"vertical_stack_10_nosleep", scene_vertical_stack_10_nosleep, false},
	{"vertical_stack_20", scene_vertical_stack_20, false},
	{"vertical_stack_20_nosleep", scene_vertical_stack_20_nosleep, false},
	{"capsule_stack_20", scene_capsule_stack_20, false},
	{"pyramid_20", scene_pyramid_20, false},
	{"pyramid_40", scene_pyramid_40, false},
	{"confined", scene_confined, false},
	{"card_house", scene_card_house, false},
	{"mass_ratio_1", scene_mass_ratio_1, false},
	{"heavy_on_light_100", scene_heavy_on_light_100, false},
	{"heavy_on_light_1000", scene_heavy_on_light_1000, false},
	{"high_mass_ratio_1", scene_high_mass_ratio_1, false},
	{"high_mass_ratio_2", scene_high_mass_ratio_2, false},
	{"high_mass_ratio_3", scene_high_mass_ratio_3, false},
	{"overlap_recovery", scene_overlap_recovery, false},
	{"friction_ramp", scene_friction_ramp, false},
	{"restitution", scene_restitution, false},
	{"tilted_stack", scene_tilted_stack, false},
	{"circle_stack", scene_circle_stack, false},
	{"cliff", scene_cliff, false},
	{"arch", scene_arch, false},
	{"double_domino", scene_double_domino, false},
	// scenes_robustness.c
	{"tiny_pyramid", scene_tiny_pyramid, false},
	{"far_pyramid", scene_far_pyramid, false},
	{"cart", scene_cart, false},
	{"multiple_prismatic", scene_multiple_prismatic, false},
	{"tumbler", scene_tumbler, false},
	{"washer", scene_washer, false},
	// scenes_shapes.c
	{"compound_shapes", scene_compound_shapes, false},
	{"rounded", scene_rounded, false},
	{"offset", scene_offset, false},
	{"explosion", scene_explosion, false},
	{"box_restitution", scene_box_restitution, false},
	{"pivot", scene_pivot, false},
	{"kinematic", scene_kinematic, false},
	{"sleep", scene_sleep, false},
	// scenes_continuous.c
	{"skinny_box", scene_skinny_box, false},
	{"bounce_house_capsule", scene_bounce_house_capsule, false},
	{"bounce_house_box", scene_bounce_house_box, false},
	{"bullet_ground", scene_bullet_ground, false},
	{"bullet_stack", scene_bullet_stack, false},
	{"chain_drop", scene_chain_drop, false},
	// scenes_continuous2.c
	{"bounce_humans", scene_bounce_humans, false},
	{"chain_slide", scene_chain_slide, false},
	{"segment_slide", scene_segment_slide, false},
	{"ghost_bumps", scene_ghost_bumps, false},
	{"speculative", scene_speculative, false},
	{"pixel_imperfect", scene_pixel_imperfect, false},
	{"restitution_threshold", scene_restitution_threshold, false},
	{"drop", scene_drop, false},
	{"pinball", scene_pinball, false},
	{"wedge", scene_wedge, false},
};

const int q_sceneCount = (int)(sizeof q_scenes / sizeof q_scenes[0]);

void q_metric(qReport *report, const char *name, double value, qOp op, double threshold)
{
	if (report->count >= Q_MAX_METRICS)
		return;
	report->metrics[report->count++] = (qMetric){name, value, op, threshold};
}

bool q_grow(void **array, int *capacity, int count, size_t size)
{
	if (count < *capacity)
		return true;
	int grownCapacity = *capacity ? 2 * *capacity : 64;
	void *grown = realloc(*array, (size_t)grownCapacity * size);
	if (grown == NULL)
		return false;
	*array = grown;
	*capacity = grownCapacity;
	return true;
}

qWorld *q_world(bool enableSleep)
{
	qWorldDef def = {0.0f, -10.0f, enableSleep, true};
	return q_create_world(&def);
}

int q_static(qWorld *world, float x, float y)
{
	qBodyDef def = q_body_def(qBody_static, x, y);
	return q_create_body(world, &def);
}

int q_dynamic(qWorld *world, float x, float y, float angle)
{
	qBodyDef def = q_body_def(qBody_dynamic, x, y);
	def.angle = angle;
	return q_create_body(world, &def);
}

void q_run(qWorld *world, int steps)
{
	for (int i = 0; i < steps; ++i)
		q_step(world, Q_DT, Q_SUBSTEPS);
}

double q_max_joint_gap(qWorld *world, int first, int count)
{
	double worst = 0.0;
	for (int j = first; j < first + count; ++j) {
		float ax, ay, bx, by;
		q_joint_anchors(world, j, &ax, &ay, &bx, &by);
		double gap = hypot((double)bx - ax, (double)by - ay);
		if (gap > worst)
			worst = gap;
	}
	return worst;
}

double q_body_x(qWorld *world, int body)
{
	float x, y;
	q_body_position(world, body, &x, &y);
	return x;
}

double q_body_y(qWorld *world, int body)
{
	float x, y;
	q_body_position(world, body, &x, &y);
	return y;
}

double q_body_speed(qWorld *world, int body)
{
	float vx, vy, w;
	q_body_velocity(world, body, &vx, &vy, &w);
	return hypot(vx, vy);
}

double q_maxd(double a, double b) { return a > b ? a : b; }

typedef struct HumanBone {
	float y, lowerY, upperY, radius; ///< the capsule's centre (x = 0) and its ends, vertical
	int parent;
	float pivotY, lower, upper; ///< limits in turns of pi
	float frictionScale, linearDamping;
} HumanBone;

static const HumanBone humanBones[Q_HUMAN_BONES] = {
	{0.95f, -0.02f, 0.02f, 0.095f, -1, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f},        // hip
	{1.2f, -0.135f, 0.135f, 0.09f, 0, 1.0f, -0.25f, 0.0f, 0.5f, 0.0f},       // torso
	{1.475f, -0.038f, 0.039f, 0.075f, 1, 1.4f, -0.3f, 0.1f, 0.25f, 0.1f},    // head
	{0.775f, -0.125f, 0.125f, 0.06f, 0, 0.9f, -0.05f, 0.4f, 1.0f, 0.0f},     // upper left leg
	{0.475f, -0.155f, 0.125f, 0.045f, 3, 0.625f, -0.5f, -0.02f, 0.5f, 0.0f}, // lower left leg
	{0.775f, -0.125f, 0.125f, 0.06f, 0, 0.9f, -0.05f, 0.4f, 1.0f, 0.0f},     // upper right leg
	{0.475f, -0.155f, 0.125f, 0.045f, 5, 0.625f, -0.5f, -0.02f, 0.5f, 0.0f}, // lower right leg
	{1.225f, -0.125f, 0.125f, 0.035f, 1, 1.35f, -0.1f, 0.8f, 0.5f, 0.0f},    // upper left arm
	{0.975f, -0.125f, 0.125f, 0.03f, 7, 1.1f, -0.2f, 0.3f, 0.1f, 0.1f},      // lower left arm
	{1.225f, -0.125f, 0.125f, 0.035f, 1, 1.35f, -0.1f, 0.8f, 0.5f, 0.0f},    // upper right arm
	{0.975f, -0.125f, 0.125f, 0.03f, 9, 1.1f, -0.2f, 0.3f, 0.1f, 0.1f},      // lower right arm
};

void q_human_bone(int bone, float *lowerY, float *upperY, float *radius)
{
	*lowerY = humanBones[bone].lowerY;
	*upperY = humanBones[bone].upperY;
	*radius = humanBones[bone].radius;
}

int q_human(qWorld *w, float x, float y, float frictionTorque, float hertz, float dampingRatio, int group)
{
	const HumanBone *bones = humanBones;
	const float pi = 3.14159265f;
	qShapeDef sd = q_shape_def(1.0f, 0.2f, 0.0f);
	sd.categoryBits = 2;
	sd.maskBits = 1 | 2;
	sd.groupIndex = (int16_t)-group;
	int body[Q_HUMAN_BONES];
	for (int i = 0; i < Q_HUMAN_BONES; ++i) {
		qBodyDef bd = q_body_def(qBody_dynamic, x, y + bones[i].y);
		bd.linearDamping = bones[i].linearDamping;
		body[i] = q_create_body(w, &bd);
		q_add_capsule(w, body[i], &sd, 0.0f, bones[i].lowerY, 0.0f, bones[i].upperY, bones[i].radius);
	}
	for (int i = 1; i < Q_HUMAN_BONES; ++i) {
		qJointDef jd = q_joint_def(qJoint_revolute, body[bones[i].parent], body[i]);
		q_joint_anchor_at(w, &jd, x, y + bones[i].pivotY);
		jd.enableLimit = true;
		jd.lower = bones[i].lower * pi;
		jd.upper = bones[i].upper * pi;
		jd.enableMotor = true;
		jd.maxMotorTorque = bones[i].frictionScale * frictionTorque;
		jd.enableSpring = hertz > 0.0f;
		jd.hertz = hertz;
		jd.dampingRatio = dampingRatio;
		q_create_joint(w, &jd);
	}
	return body[0];
}

float q_random(qRandom *random, float lo, float hi)
{
	uint32_t x = random->state ? random->state : 0x9e3779b9u;
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	random->state = x;
	return lo + (hi - lo) * (float)(x >> 8) / 16777216.0f;
}

double q_segment_distance(double px, double py, double ax, double ay, double bx, double by)
{
	double ex = bx - ax, ey = by - ay, len2 = ex * ex + ey * ey;
	double t = len2 > 0.0 ? ((px - ax) * ex + (py - ay) * ey) / len2 : 0.0;
	t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
	return hypot(px - (ax + t * ex), py - (ay + t * ey));
}
