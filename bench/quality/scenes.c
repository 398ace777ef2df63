// SPDX-License-Identifier: MIT
// The quality harness's scene list and the helpers the scene files share.
#include "scenes.h"

#include <math.h>

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
	// scenes_continuous.c
	{"skinny_box", scene_skinny_box, false},
	{"bounce_house_capsule", scene_bounce_house_capsule, false},
	{"bounce_house_box", scene_bounce_house_box, false},
	{"bullet_ground", scene_bullet_ground, false},
	{"bullet_stack", scene_bullet_stack, false},
	{"chain_drop", scene_chain_drop, false},
};

const int q_sceneCount = (int)(sizeof q_scenes / sizeof q_scenes[0]);

void q_metric(qReport *report, const char *name, double value, qOp op, double threshold)
{
	if (report->count >= Q_MAX_METRICS)
		return;
	report->metrics[report->count++] = (qMetric){name, value, op, threshold};
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
