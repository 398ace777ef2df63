// SPDX-License-Identifier: MIT
// b2c binding: joints. `world:createJoint{type = ..., ...}` reads Box2D's field names (anchors in
// world coordinates, or body-local ones), and a b2c.joint handle has the methods of its type: the
// common ones, and a getter and a setter for each setting of its type (closures over the core's
// setting number). A handle holds the joint's index and generation: a destroyed joint is detected.
#include "lworld.h"

#include <math.h>

const b2c_Class b2c_jointClass = {"b2c.joint"};

static const char *const s_jointTypes[] = {"distance", "revolute", "prismatic", "weld",     "mouse",  "wheel",
										   "motor",    "gear",     "pulley",    "friction", "filter", NULL};

// The fields of a definition: those of every type, then each type's own (see docs/api.md).
static const char *const s_commonFields[] = {
	"type", "bodyA", "bodyB", "collideConnected", "userData", "constraintHertz", "constraintDampingRatio", NULL};
#define SPRING_FIELDS "enableSpring", "hertz", "dampingRatio"
#define MOTOR_FIELDS "enableMotor", "motorSpeed"
#define BREAK_FIELDS "forceThreshold", "torqueThreshold"
static const char *const s_distanceFields[] = {
	"anchorA",     "anchorB",     "localAnchorA", "localAnchorB",  "length",     "minLength", "maxLength",
	"enableLimit", SPRING_FIELDS, MOTOR_FIELDS,   "maxMotorForce", BREAK_FIELDS, NULL};
static const char *const s_revoluteFields[] = {
	"anchor",      "localAnchorA", "localAnchorB",   "referenceAngle", "enableLimit", "lowerAngle", "upperAngle",
	SPRING_FIELDS, MOTOR_FIELDS,   "maxMotorTorque", "targetAngle",    BREAK_FIELDS,  NULL};
static const char *const s_prismaticFields[] = {
	"anchor",        "localAnchorA",      "localAnchorB",     "axis",        "referenceAngle",
	"enableLimit",   "lowerTranslation",  "upperTranslation", SPRING_FIELDS, MOTOR_FIELDS,
	"maxMotorForce", "targetTranslation", BREAK_FIELDS,       NULL};
static const char *const s_weldFields[] = {"anchor",         "localAnchorA", "localAnchorB",
										   "referenceAngle", "linearHertz",  "angularHertz",
										   "dampingRatio",   BREAK_FIELDS,   NULL};
static const char *const s_mouseFields[] = {"target", "anchor",       "localAnchorB", "maxForce",
											"hertz",  "dampingRatio", BREAK_FIELDS,   NULL};
static const char *const s_wheelFields[] = {"anchor",      "localAnchorA",     "localAnchorB",     "axis",
											"enableLimit", "lowerTranslation", "upperTranslation", SPRING_FIELDS,
											MOTOR_FIELDS,  "maxMotorTorque",   BREAK_FIELDS,       NULL};
static const char *const s_motorFields[] = {"linearOffset",     "angularOffset", "maxForce", "maxTorque",
											"correctionFactor", BREAK_FIELDS,    NULL};
static const char *const s_gearFields[] = {"joint1", "joint2", "ratio", BREAK_FIELDS, NULL};
static const char *const s_pulleyFields[] = {"groundAnchorA", "groundAnchorB", "anchorA",    "anchorB", "localAnchorA",
											 "localAnchorB",  "ratio",         BREAK_FIELDS, NULL};
static const char *const s_frictionFields[] = {
	"anchor", "localAnchorA", "localAnchorB", "maxForce", "maxTorque", BREAK_FIELDS, NULL};
static const char *const s_filterFields[] = {NULL};
static const struct {
	const char *const *fields;
	const char *suffix;
} s_typeFields[] = {{s_distanceFields, " for a distance joint"},   {s_revoluteFields, " for a revolute joint"},
					{s_prismaticFields, " for a prismatic joint"}, {s_weldFields, " for a weld joint"},
					{s_mouseFields, " for a mouse joint"},         {s_wheelFields, " for a wheel joint"},
					{s_motorFields, " for a motor joint"},         {s_gearFields, " for a gear joint"},
					{s_pulleyFields, " for a pulley joint"},       {s_frictionFields, " for a friction joint"},
					{s_filterFields, " for a filter joint"}};

static b2cJointId jointid(const LuaHandle *h) { return (b2cJointId){h->index, h->generation}; }

static bool jointvalid(const LuaHandle *h)
{
	return !h->pending && h->owner->world != NULL && h->index >= 0 &&
		   b2cWorld_IsValidJoint(h->owner->world, jointid(h));
}

static LuaHandle *checkjoint(lua_State *L, int arg)
{
	LuaHandle *h = b2c_checkhandle(L, arg, &b2c_jointClass);
	if (!jointvalid(h))
		b2c_argerrorf(L, arg, "b2c.joint is destroyed");
	return h;
}

// ---- creation ----

// The body in field `key` of the definition at `arg`: a live body of this world, or nil when
// `optional` (NULL returned). The value is left on the stack, which keeps the body's userdata
// alive while the rest of the definition is read.
static const LuaHandle *fieldbody(lua_State *L, int arg, const char *key, const LuaWorld *lw, bool optional)
{
	lua_getfield(L, arg, key);
	if (lua_isnil(L, -1) && optional)
		return NULL;
	const LuaHandle *h = b2c_tohandle(L, -1, &b2c_bodyClass);
	if (h == NULL)
		b2c_argerrorf(L, arg, "field '%s': b2c.body expected, got %s", key, b2c_typename(L, -1));
	if (!b2c_bodyvalid(h))
		b2c_argerrorf(L, arg, "field '%s': b2c.body is destroyed", key);
	if (h->owner != lw)
		b2c_argerrorf(L, arg, "field '%s': a body of another world", key);
	return h;
}

// A gear's joint in field `key` of the definition at `arg`: a live revolute or prismatic joint of
// this world, left on the stack (as fieldbody's body).
static const LuaHandle *fieldjoint(lua_State *L, int arg, const char *key, const LuaWorld *lw)
{
	lua_getfield(L, arg, key);
	const LuaHandle *h = b2c_tohandle(L, -1, &b2c_jointClass);
	if (h == NULL)
		b2c_argerrorf(L, arg, "field '%s': b2c.joint expected, got %s", key, b2c_typename(L, -1));
	if (!jointvalid(h))
		b2c_argerrorf(L, arg, "field '%s': b2c.joint is destroyed", key);
	if (h->owner != lw)
		b2c_argerrorf(L, arg, "field '%s': a joint of another world", key);
	if (h->kind != b2cJoint_revolute && h->kind != b2cJoint_prismatic)
		b2c_argerrorf(L, arg, "field '%s': a revolute or prismatic joint expected, got a %s joint", key,
					  s_jointTypes[h->kind]);
	return h;
}

static bool fieldbool(lua_State *L, int arg, const char *key, bool def)
{
	lua_getfield(L, arg, key);
	bool value = lua_isnil(L, -1) ? def : lua_toboolean(L, -1);
	lua_pop(L, 1);
	return value;
}

// Field `key` of the definition at 2 when it is there (pushed, then popped): a number, checked by
// the core's rule for `field` (check.h), into *out, and `bit` (b2cGiven_..., 0 for a field
// b2cJointDef_Place does not compute) into *given. Errors name the field:
// `field 'hertz': must not be negative, got -1` (a correction factor: `must be in [0, 1]`).
static void jointnumber(lua_State *L, const char *key, b2cField field, float *out, uint32_t *given, uint32_t bit)
{
	lua_getfield(L, 2, key);
	int at = lua_gettop(L);
	if (!lua_isnil(L, at)) {
		lua_pushfstring(L, "field '%s'", key);
		float value = b2c_checkfloatat(L, 2, at, lua_tostring(L, -1));
		b2cRule rule = b2cCheckValue(field, value);
		if (rule != b2cRule_none) {
			const char *text = field == b2cField_correctionFactor ? b2cRuleText(b2cRule_unitRange) : b2cRuleText(rule);
			lua_pushfstring(L, "field '%s': %s", key, text);
			b2c_argerrorfloat(L, 2, lua_tostring(L, -1), value);
		}
		*out = value;
		*given |= bit;
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
}

// A break threshold at stack index `idx` (argument `arg`; `what` names the field, NULL for a
// setter's argument): a number, infinite allowed (never breaks), not NaN.
static float checkthreshold(lua_State *L, int arg, int idx, const char *what)
{
	if (lua_type(L, idx) == LUA_TNUMBER) {
		lua_Number x = lua_tonumber(L, idx);
		if (isnan(x)) {
			lua_pushfstring(L, "%s%s%s", what ? what : "", what ? ": " : "", b2cRuleText(b2cRule_nan));
			b2c_argerrorfloat(L, arg, lua_tostring(L, -1), NAN); // (printed nan, whatever its sign)
		}
		if (x == HUGE_VAL)
			return INFINITY;
	}
	return what ? b2c_checkfloatat(L, arg, idx, what) : b2c_checkfloat(L, arg);
}

// A threshold field of the definition at 2, when there.
static void jointthreshold(lua_State *L, const char *key, b2cField field, float *out)
{
	lua_getfield(L, 2, key);
	int at = lua_gettop(L);
	if (!lua_isnil(L, at)) {
		lua_pushfstring(L, "field '%s'", key);
		float value = checkthreshold(L, 2, at, lua_tostring(L, -1));
		if (b2cCheckValue(field, value) != b2cRule_none) {
			lua_pushfstring(L, "field '%s': %s", key, b2cRuleText(b2cCheckValue(field, value)));
			b2c_argerrorfloat(L, 2, lua_tostring(L, -1), value);
		}
		*out = value;
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
}

// The same for a vector field (finite: no rule of the core's refuses one).
static void jointvec2(lua_State *L, const char *key, b2cVec2 *out, uint32_t *given, uint32_t bit)
{
	lua_getfield(L, 2, key);
	int at = lua_gettop(L);
	if (!lua_isnil(L, at)) {
		lua_pushfstring(L, "field '%s'", key);
		*out = b2c_checkvec2at(L, 2, at, lua_tostring(L, -1));
		*given |= bit;
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
}

// The Lua names of a type's limits (the core's lower and upper, or a distance joint's lengths).
static void limitnames(int type, b2cField field, const char **lower, const char **upper)
{
	if (field == b2cField_minLength || field == b2cField_maxLength)
		*lower = "minLength", *upper = "maxLength";
	else if (type == b2cJoint_revolute)
		*lower = "lowerAngle", *upper = "upperAngle";
	else
		*lower = "lowerTranslation", *upper = "upperTranslation";
}

// Raise the error for the core's refusal of a definition (b2cCheckJointDef).
static int refusejoint(lua_State *L, int type, b2cRefusal r)
{
	const char *lower, *upper;
	switch (r.rule) {
	case b2cRule_sameBody:
		if (type == b2cJoint_gear)
			return b2c_argerrorf(L, 2, "fields 'joint1' and 'joint2' move the same body");
		return b2c_argerrorf(L, 2, "fields 'bodyA' and 'bodyB' are the same body");
	case b2cRule_order:
		limitnames(type, r.field, &lower, &upper);
		return b2c_argerrorf(L, 2, "field '%s' must not exceed field '%s'", lower, upper);
	case b2cRule_zero:
		if (r.field == b2cField_ratio)
			return b2c_argerrorfloat(L, 2, "field 'ratio': must not be zero", r.value);
		return b2c_argerrorf(L, 2, "field 'axis': must not be zero");
	case b2cRule_notPositive:
		if (r.field == b2cField_ratio)
			return b2c_argerrorfloat(L, 2, "field 'ratio': must be positive", r.value);
		return b2c_argerrorf(L, 2, "field '%s': %s (computed from where the bodies are)", b2cFieldName(r.field),
							 b2cRuleText(r.rule));
	default: // (each field given was checked as it was read: this one was computed from the bodies)
		return b2c_argerrorf(L, 2, "field '%s': %s (computed from where the bodies are)", b2cFieldName(r.field),
							 b2cRuleText(r.rule));
	}
}

// The bodies (or a gear's joints) of a definition, still there after Lua code may have run.
static void checkparts(lua_State *L, const LuaHandle *bodyA, const LuaHandle *bodyB, const LuaHandle *joint1,
					   const LuaHandle *joint2)
{
	if (bodyB != NULL && !b2c_bodyvalid(bodyB))
		b2c_argerrorf(L, 2, "field 'bodyB': b2c.body is destroyed");
	if (bodyA != NULL && !b2c_bodyvalid(bodyA))
		b2c_argerrorf(L, 2, "field 'bodyA': b2c.body is destroyed");
	if (joint1 != NULL && !jointvalid(joint1))
		b2c_argerrorf(L, 2, "field 'joint1': b2c.joint is destroyed");
	if (joint2 != NULL && !jointvalid(joint2))
		b2c_argerrorf(L, 2, "field 'joint2': b2c.joint is destroyed");
}

static int world_createJoint(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	lua_settop(L, 2);
	if (lua_type(L, 2) != LUA_TTABLE)
		return b2c_typeerror(L, 2, "table");
	lua_getfield(L, 2, "type");
	int type = b2c_findoption(L, -1, s_jointTypes);
	if (type < 0)
		return b2c_argerrorf(L, 2,
							 "field 'type': \"distance\", \"revolute\", \"prismatic\", \"weld\", \"mouse\", "
							 "\"wheel\", \"motor\", \"gear\", \"pulley\", \"friction\" or \"filter\" expected");
	lua_pop(L, 1);
	b2c_checkfields(L, 2, 2, NULL, s_commonFields, s_typeFields[type].fields, s_typeFields[type].suffix);
	b2cJointDef def = b2cDefaultJointDef((b2cJointType)type);
	// The bodies stay on the stack (3: bodyB, 4: bodyA or nil; a gear's joints instead: 3 joint1, 4
	// joint2): the rest of the definition is read through __index, Lua code that may destroy them
	// or close the world (checked again after).
	const LuaHandle *bodyB = NULL, *bodyA = NULL, *joint1 = NULL, *joint2 = NULL;
	if (type == b2cJoint_gear) {
		for (int i = 0; i < 2; ++i) {
			const char *key = i == 0 ? "bodyA" : "bodyB";
			lua_getfield(L, 2, key);
			if (!lua_isnil(L, -1))
				return b2c_argerrorf(L, 2, "field '%s': a gear joint's bodies are its joints' (leave it out)", key);
			lua_pop(L, 1);
		}
		joint1 = fieldjoint(L, 2, "joint1", lw);
		joint2 = fieldjoint(L, 2, "joint2", lw);
		if (joint1 == joint2 || (joint1->index == joint2->index && joint1->generation == joint2->generation))
			return b2c_argerrorf(L, 2, "fields 'joint1' and 'joint2' are the same joint");
		def.joint1 = jointid(joint1);
		def.joint2 = jointid(joint2);
	} else {
		bodyB = fieldbody(L, 2, "bodyB", lw, false);
		// a mouse joint pulls to a point of the world: its bodyA is ignored; a pulley and a filter
		// join two bodies
		if (type == b2cJoint_mouse)
			lua_pushnil(L);
		else
			bodyA = fieldbody(L, 2, "bodyA", lw, type != b2cJoint_pulley && type != b2cJoint_filter);
		if (bodyA != NULL)
			def.bodyA = b2c_bodyid(bodyA);
		def.bodyB = b2c_bodyid(bodyB);
	}
	b2cRefusal refusal = b2cCheckJointDef(&def); // (the rest is the defaults: only the bodies can be refused)
	if (refusal.rule != b2cRule_none)
		return refusejoint(L, type, refusal);
	def.collideConnected = fieldbool(L, 2, "collideConnected", def.collideConnected);

	// What the definition gives; b2cJointDef_Place computes the rest from the bodies.
	b2cJointPlace place = {{0.0f, 0.0f}, {0.0f, 0.0f}, {1.0f, 0.0f}, 0};
	uint32_t *given = &place.given;
	if (type == b2cJoint_distance || type == b2cJoint_pulley) {
		jointvec2(L, "anchorA", &place.anchorA, given, b2cGiven_anchorA);
		jointvec2(L, "anchorB", &place.anchorB, given, b2cGiven_anchorB);
	} else if (type == b2cJoint_mouse) {
		jointvec2(L, "target", &def.target, given, b2cGiven_target);
		jointvec2(L, "anchor", &place.anchorB, given, b2cGiven_anchorB);
	} else if (type != b2cJoint_motor) {
		jointvec2(L, "anchor", &place.anchorB, given, b2cGiven_anchorB);
	}
	jointvec2(L, "localAnchorA", &def.localAnchorA, given, b2cGiven_localAnchorA);
	jointvec2(L, "localAnchorB", &def.localAnchorB, given, b2cGiven_localAnchorB);
	jointnumber(L, "referenceAngle", b2cField_referenceAngle, &def.referenceAngle, given, b2cGiven_referenceAngle);
	if (type == b2cJoint_prismatic || type == b2cJoint_wheel) {
		jointvec2(L, "axis", &place.axis, given, b2cGiven_axis);
		if (b2cCheckAxis(place.axis) != b2cRule_none)
			return refusejoint(L, type, (b2cRefusal){b2cRule_zero, b2cField_localAxisA, b2cField_none, 0.0f});
	}

	// The rigid parts' softness (the world's unless the joint has its own), springs, limits and
	// motors.
	jointnumber(L, "constraintHertz", b2cField_constraintHertz, &def.constraintHertz, given, 0);
	jointnumber(L, "constraintDampingRatio", b2cField_constraintDampingRatio, &def.constraintDampingRatio, given, 0);
	def.enableSpring = fieldbool(L, 2, "enableSpring", def.enableSpring);
	jointnumber(L, "hertz", b2cField_hertz, &def.hertz, given, 0);
	jointnumber(L, "dampingRatio", b2cField_dampingRatio, &def.dampingRatio, given, 0);
	def.enableMotor = fieldbool(L, 2, "enableMotor", def.enableMotor);
	jointnumber(L, "motorSpeed", b2cField_motorSpeed, &def.motorSpeed, given, 0);
	jointnumber(L, "maxMotorForce", b2cField_maxMotorForce, &def.maxMotorForce, given, 0);
	jointnumber(L, "maxMotorTorque", b2cField_maxMotorTorque, &def.maxMotorTorque, given, 0);
	jointthreshold(L, "forceThreshold", b2cField_forceThreshold, &def.forceThreshold);
	jointthreshold(L, "torqueThreshold", b2cField_torqueThreshold, &def.torqueThreshold);
	jointnumber(L, "ratio", b2cField_ratio, &def.ratio, given, 0);
	switch (type) {
	case b2cJoint_distance:
		jointnumber(L, "length", b2cField_length, &def.length, given, b2cGiven_length);
		jointnumber(L, "minLength", b2cField_minLength, &def.minLength, given, b2cGiven_minLength);
		jointnumber(L, "maxLength", b2cField_maxLength, &def.maxLength, given, b2cGiven_maxLength);
		lua_getfield(L, 2, "enableLimit");
		if (!lua_isnil(L, -1)) {
			def.enableLimit = lua_toboolean(L, -1);
			*given |= b2cGiven_enableLimit;
		}
		lua_pop(L, 1);
		break;
	case b2cJoint_revolute:
		def.enableLimit = fieldbool(L, 2, "enableLimit", def.enableLimit);
		jointnumber(L, "lowerAngle", b2cField_lower, &def.lower, given, 0);
		jointnumber(L, "upperAngle", b2cField_upper, &def.upper, given, 0);
		jointnumber(L, "targetAngle", b2cField_targetAngle, &def.targetAngle, given, 0);
		break;
	case b2cJoint_prismatic:
	case b2cJoint_wheel:
		def.enableLimit = fieldbool(L, 2, "enableLimit", def.enableLimit);
		jointnumber(L, "lowerTranslation", b2cField_lower, &def.lower, given, 0);
		jointnumber(L, "upperTranslation", b2cField_upper, &def.upper, given, 0);
		if (type == b2cJoint_prismatic)
			jointnumber(L, "targetTranslation", b2cField_targetTranslation, &def.targetTranslation, given, 0);
		break;
	case b2cJoint_weld:
		jointnumber(L, "linearHertz", b2cField_linearHertz, &def.linearHertz, given, 0);
		jointnumber(L, "angularHertz", b2cField_angularHertz, &def.angularHertz, given, 0);
		break;
	case b2cJoint_mouse:
		jointnumber(L, "maxForce", b2cField_maxForce, &def.maxForce, given, b2cGiven_maxForce);
		break;
	case b2cJoint_motor:
		jointvec2(L, "linearOffset", &def.linearOffset, given, b2cGiven_linearOffset);
		jointnumber(L, "angularOffset", b2cField_angularOffset, &def.angularOffset, given, b2cGiven_angularOffset);
		jointnumber(L, "maxForce", b2cField_maxForce, &def.maxForce, given, 0);
		jointnumber(L, "maxTorque", b2cField_maxTorque, &def.maxTorque, given, 0);
		jointnumber(L, "correctionFactor", b2cField_correctionFactor, &def.correctionFactor, given, 0);
		break;
	case b2cJoint_friction:
		jointnumber(L, "maxForce", b2cField_maxForce, &def.maxForce, given, 0);
		jointnumber(L, "maxTorque", b2cField_maxTorque, &def.maxTorque, given, 0);
		break;
	case b2cJoint_pulley:
		for (int i = 0; i < 2; ++i) { // (required)
			const char *key = i == 0 ? "groundAnchorA" : "groundAnchorB";
			lua_getfield(L, 2, key);
			lua_pushfstring(L, "field '%s'", key);
			b2cVec2 v = b2c_checkvec2at(L, 2, lua_gettop(L) - 1, lua_tostring(L, -1));
			*(i == 0 ? &def.groundAnchorA : &def.groundAnchorB) = v;
			lua_pop(L, 2);
		}
		break;
	default:
		break;
	}
	// The rules between the fields given (limits in order), then the fields computed from the
	// bodies as they are now (the reads ran __index): a length or an anchor may overflow.
	refusal = b2cCheckJointDef(&def);
	if (refusal.rule != b2cRule_none)
		return refusejoint(L, type, refusal);
	lw = b2c_checkworld(L, 1);
	checkparts(L, bodyA, bodyB, joint1, joint2);
	b2cJointDef_Place(lw->world, &def, &place);
	refusal = b2cCheckJointDef(&def);
	if (refusal.rule != b2cRule_none)
		return refusejoint(L, type, refusal);
	b2c_checkunlocked(L, lw);
	LuaHandle *h = b2c_newhandle(L, &b2c_jointClass);
	h->owner = lw;
	h->index = -1; // not valid until the joint exists
	h->chain = false;
	h->pending = false;
	h->kind = type;
	b2c_getuservalue(L, 1);
	b2c_setuservalue(L, 5);
	// Checked again: a finalizer run by the allocation is Lua code.
	b2c_checkunlocked(L, lw);
	checkparts(L, bodyA, bodyB, joint1, joint2);
	b2cJointId id = b2cWorld_CreateJoint(lw->world, &def);
	if (id.index < 0)
		return luaL_error(L, "not enough memory for a joint");
	h->index = id.index;
	h->generation = id.generation;
	b2c_pushslot(L, 1, SLOT_JOINTS);
	lua_pushvalue(L, 5);
	lua_rawseti(L, -2, id.index + 1);
	b2c_pushslot(L, 1, SLOT_JOINT_DATA);
	lua_getfield(L, 2, "userData");
	lua_rawseti(L, -2, id.index + 1);
	lua_settop(L, 5);
	return 1;
}

// ---- the common methods ----

static void pushbody(lua_State *L, b2cBodyId body)
{
	if (body.index < 0) {
		lua_pushnil(L); // the world
		return;
	}
	b2c_pushslot(L, 1, SLOT_BODIES);
	lua_rawgeti(L, -1, body.index + 1);
	lua_remove(L, -2);
}

static int joint_getType(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	lua_pushstring(L, s_jointTypes[h->kind]);
	return 1;
}

static int joint_getBodies(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	pushbody(L, b2cJoint_GetBodyA(h->owner->world, jointid(h)));
	pushbody(L, b2cJoint_GetBodyB(h->owner->world, jointid(h)));
	return 2;
}

static int joint_getBodyA(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	pushbody(L, b2cJoint_GetBodyA(h->owner->world, jointid(h)));
	return 1;
}

static int joint_getBodyB(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	pushbody(L, b2cJoint_GetBodyB(h->owner->world, jointid(h)));
	return 1;
}

static int joint_getAnchorA(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushvec2(L, b2cJoint_GetAnchorA(h->owner->world, jointid(h)));
	return 1;
}

static int joint_getAnchorB(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushvec2(L, b2cJoint_GetAnchorB(h->owner->world, jointid(h)));
	return 1;
}

static int joint_getLocalAnchorA(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushvec2(L, b2cJoint_GetDef(h->owner->world, jointid(h)).localAnchorA);
	return 1;
}

static int joint_getLocalAnchorB(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushvec2(L, b2cJoint_GetDef(h->owner->world, jointid(h)).localAnchorB);
	return 1;
}

static int joint_getReactionForce(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	float invDt = b2c_checkfloat(L, 2);
	b2c_pushvec2(L, b2cJoint_GetReactionForce(h->owner->world, jointid(h), invDt));
	return 1;
}

static int joint_getReactionTorque(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	float invDt = b2c_checkfloat(L, 2);
	b2c_pushfloat(L, b2cJoint_GetReactionTorque(h->owner->world, jointid(h), invDt));
	return 1;
}

static int joint_getUserData(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	return b2c_getuserdata(L, SLOT_JOINT_DATA, h->index);
}

static int joint_setUserData(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	return b2c_setuserdata(L, SLOT_JOINT_DATA, h->index);
}

static void forget(lua_State *L, int world, int32_t index)
{
	b2c_pushslot(L, world, SLOT_JOINTS);
	lua_pushnil(L);
	lua_rawseti(L, -2, index + 1);
	b2c_pushslot(L, world, SLOT_JOINT_DATA);
	lua_pushnil(L);
	lua_rawseti(L, -2, index + 1);
	lua_pop(L, 2);
}

void b2c_forgetbodyjoints(lua_State *L, int handle, b2cBodyId body)
{
	const LuaHandle *h = (const LuaHandle *)lua_touserdata(L, handle);
	b2cWorld *w = h->owner->world;
	for (int32_t j = b2cBody_GetFirstJoint(w, body); j >= 0; j = b2cBody_GetNextJoint(w, body, j))
		forget(L, handle, j);
}

static int joint_destroy(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	if (b2c_deferdestroy(L, h))
		return 0; // from a callback: at the end of the step (or query, or draw)
	b2cWorld_DestroyJoint(h->owner->world, jointid(h));
	forget(L, 1, h->index);
	return 0;
}

static int joint_isDestroyed(lua_State *L)
{
	LuaHandle *h = b2c_checkhandle(L, 1, &b2c_jointClass);
	lua_pushboolean(L, !jointvalid(h));
	return 1;
}

static int joint_tostring(lua_State *L)
{
	LuaHandle *h = b2c_checkhandle(L, 1, &b2c_jointClass);
	if (jointvalid(h))
		lua_pushfstring(L, "b2c.joint(%s, %d)", s_jointTypes[h->kind], (int)h->index + 1);
	else
		lua_pushfstring(L, "b2c.joint(%s, destroyed)", s_jointTypes[h->kind]);
	return 1;
}

// ---- settings, by the core's setting number (upvalue 1); the core says what each may be ----

static int joint_getparam(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2cJointParam param = (b2cJointParam)lua_tointeger(L, lua_upvalueindex(1));
	b2c_pushfloat(L, b2cJoint_GetParam(h->owner->world, jointid(h), param));
	return 1;
}

// The error for the core's refusal of a setter's value at `arg`: `must not be negative, got -1`, or
// for a limit passing its other one `must not exceed the upper limit` (`must not be below the
// lower limit`).
static int refusevalue(lua_State *L, int arg, b2cRefusal r)
{
	if (r.rule != b2cRule_order)
		return b2c_argerrorfloat(L, arg, b2cRuleText(r.rule), r.value);
	bool lower = r.field == b2cField_lower || r.field == b2cField_minLength;
	return b2c_argerrorfloat(L, arg, lower ? "must not exceed the upper limit" : "must not be below the lower limit",
							 r.value);
}

static int joint_setparam(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2cJointParam param = (b2cJointParam)lua_tointeger(L, lua_upvalueindex(1));
	bool threshold = param == b2cJointParam_forceThreshold || param == b2cJointParam_torqueThreshold;
	float value = threshold ? checkthreshold(L, 2, 2, NULL) : b2c_checkfloat(L, 2);
	b2cRefusal r = b2cJoint_CheckParam(h->owner->world, jointid(h), param, value);
	if (r.rule != b2cRule_none)
		return refusevalue(L, 2, r);
	b2cJoint_SetParam(h->owner->world, jointid(h), param, value);
	return 0;
}

static int joint_getflag(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2cJointFlag flag = (b2cJointFlag)lua_tointeger(L, lua_upvalueindex(1));
	lua_pushboolean(L, b2cJoint_GetFlag(h->owner->world, jointid(h), flag));
	return 1;
}

static int joint_setflag(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2cJointFlag flag = (b2cJointFlag)lua_tointeger(L, lua_upvalueindex(1));
	if (lua_type(L, 2) != LUA_TBOOLEAN)
		return b2c_typeerror(L, 2, "boolean");
	if (flag == b2cJointFlag_collideConnected)
		b2c_checkunlocked(L, h->owner); // it makes or ends contacts
	b2cJoint_SetFlag(h->owner->world, jointid(h), flag, lua_toboolean(L, 2));
	return 0;
}

static int joint_setConstraintTuning(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	float hertz = b2c_checkfloat(L, 2), dampingRatio = b2c_checkfloat(L, 3);
	b2cRefusal r = b2cCheckConstraintTuning(hertz, dampingRatio);
	if (r.rule != b2cRule_none)
		return refusevalue(L, r.field == b2cField_constraintHertz ? 2 : 3, r);
	b2cJoint_SetConstraintTuning(h->owner->world, jointid(h), hertz, dampingRatio);
	return 0;
}

static int joint_getConstraintTuning(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	float hertz, dampingRatio;
	b2cJoint_GetConstraintTuning(h->owner->world, jointid(h), &hertz, &dampingRatio);
	b2c_pushfloat(L, hertz);
	b2c_pushfloat(L, dampingRatio);
	return 2;
}

static int joint_getLimits(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushfloat(L, b2cJoint_GetParam(h->owner->world, jointid(h), b2cJointParam_lower));
	b2c_pushfloat(L, b2cJoint_GetParam(h->owner->world, jointid(h), b2cJointParam_upper));
	return 2;
}

static int joint_setLimits(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	float lower = b2c_checkfloat(L, 2), upper = b2c_checkfloat(L, 3);
	if (!b2cJoint_SetLimits(h->owner->world, jointid(h), lower, upper)) // (finite: only out of order)
		return refusevalue(L, 2, (b2cRefusal){b2cRule_order, b2cField_lower, b2cField_upper, lower});
	return 0;
}

static int joint_getPosition(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushfloat(L, b2cJoint_GetPosition(h->owner->world, jointid(h)));
	return 1;
}

static int joint_getSpeed(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushfloat(L, b2cJoint_GetSpeed(h->owner->world, jointid(h)));
	return 1;
}

static int joint_getAxis(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2cJointDef def = b2cJoint_GetDef(h->owner->world, jointid(h));
	b2cRot q = def.bodyA.index < 0 ? b2cRot_identity : b2cBody_GetTransform(h->owner->world, def.bodyA).q;
	b2c_pushvec2(L, b2cRotateVector(q, def.localAxisA));
	return 1;
}

static int joint_getTarget(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushvec2(L, b2cJoint_GetTarget(h->owner->world, jointid(h)));
	return 1;
}

static int joint_setTarget(lua_State *L)
{
	checkjoint(L, 1);
	int next;
	b2cVec2 target = b2c_checkvec2xy(L, 2, &next);
	LuaHandle *h = checkjoint(L, 1); // again: a vec2 table's __index may have destroyed it
	b2cJoint_SetTarget(h->owner->world, jointid(h), target);
	return 0;
}

static int joint_getLinearOffset(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushvec2(L, b2cJoint_GetLinearOffset(h->owner->world, jointid(h)));
	return 1;
}

static int joint_setLinearOffset(lua_State *L)
{
	checkjoint(L, 1);
	int next;
	b2cVec2 offset = b2c_checkvec2xy(L, 2, &next);
	LuaHandle *h = checkjoint(L, 1); // again: a vec2 table's __index may have destroyed it
	b2cJoint_SetLinearOffset(h->owner->world, jointid(h), offset);
	return 0;
}

static int joint_isBroken(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	lua_pushboolean(L, b2cJoint_IsBroken(h->owner->world, jointid(h)));
	return 1;
}

// getMotorTorque(invDt) (revolute, wheel), getMotorForce(invDt) (distance, prismatic)
static int joint_getMotorForce(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	float invDt = b2c_checkfloat(L, 2);
	b2c_pushfloat(L, b2cJoint_GetMotorForce(h->owner->world, jointid(h), invDt));
	return 1;
}

static int joint_getRatio(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushfloat(L, b2cJoint_GetDef(h->owner->world, jointid(h)).ratio);
	return 1;
}

// gear:getJoints() -> joint1, joint2 (nil for one destroyed since)
static int joint_getJoints(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2cJointDef def = b2cJoint_GetDef(h->owner->world, jointid(h));
	b2c_pushslot(L, 1, SLOT_JOINTS);
	for (int i = 0; i < 2; ++i) {
		b2cJointId id = i == 0 ? def.joint1 : def.joint2;
		lua_rawgeti(L, -1 - i, (lua_Integer)id.index + 1);
		const LuaHandle *j = (const LuaHandle *)lua_touserdata(L, -1);
		if (j == NULL || j->generation != id.generation || !jointvalid(j)) {
			lua_pop(L, 1);
			lua_pushnil(L);
		}
	}
	return 2;
}

// pulley:getGroundAnchors() -> groundAnchorA, groundAnchorB
static int joint_getGroundAnchors(lua_State *L)
{
	LuaHandle *h = checkjoint(L, 1);
	b2c_pushvec2(L, b2cJoint_GetGroundAnchorA(h->owner->world, jointid(h)));
	b2c_pushvec2(L, b2cJoint_GetGroundAnchorB(h->owner->world, jointid(h)));
	return 2;
}

// pulley:getLengthA(), getLengthB(): from each ground anchor to its body's anchor, now
static int pulleylength(lua_State *L, bool a)
{
	LuaHandle *h = checkjoint(L, 1);
	b2cWorld *w = h->owner->world;
	b2cVec2 ground = a ? b2cJoint_GetGroundAnchorA(w, jointid(h)) : b2cJoint_GetGroundAnchorB(w, jointid(h));
	b2cVec2 anchor = a ? b2cJoint_GetAnchorA(w, jointid(h)) : b2cJoint_GetAnchorB(w, jointid(h));
	b2c_pushfloat(L, b2cDistance(ground, anchor));
	return 1;
}

static int joint_getLengthA(lua_State *L) { return pulleylength(L, true); }
static int joint_getLengthB(lua_State *L) { return pulleylength(L, false); }

static const luaL_Reg joint_methods[] = {{"getType", joint_getType},
										 {"getBodies", joint_getBodies},
										 {"getBodyA", joint_getBodyA},
										 {"getBodyB", joint_getBodyB},
										 {"getAnchorA", joint_getAnchorA},
										 {"getAnchorB", joint_getAnchorB},
										 {"getLocalAnchorA", joint_getLocalAnchorA},
										 {"getLocalAnchorB", joint_getLocalAnchorB},
										 {"getReactionForce", joint_getReactionForce},
										 {"getReactionTorque", joint_getReactionTorque},
										 {"getUserData", joint_getUserData},
										 {"setUserData", joint_setUserData},
										 {"setConstraintTuning", joint_setConstraintTuning},
										 {"getConstraintTuning", joint_getConstraintTuning},
										 {"destroy", joint_destroy},
										 {"isDestroyed", joint_isDestroyed},
										 {"isBroken", joint_isBroken},
										 {NULL, NULL}};

// ---- the methods of each type ----

#define T(type) (1u << (type))
#define LIMITED (T(b2cJoint_revolute) | T(b2cJoint_prismatic) | T(b2cJoint_wheel))
#define SPRUNG \
	(T(b2cJoint_distance) | T(b2cJoint_revolute) | T(b2cJoint_prismatic) | T(b2cJoint_mouse) | T(b2cJoint_wheel))
#define MOTORED (T(b2cJoint_distance) | T(b2cJoint_revolute) | T(b2cJoint_prismatic) | T(b2cJoint_wheel))
#define ALL_TYPES ((1u << b2cJoint_typeCount) - 1u)
#define BREAKABLE (ALL_TYPES & ~T(b2cJoint_filter))

typedef struct ParamMethod {
	const char *getter, *setter;
	b2cJointParam param;
	unsigned types;
} ParamMethod;

static const ParamMethod s_params[] = {
	{"getLength", "setLength", b2cJointParam_length, T(b2cJoint_distance)},
	{"getMinLength", "setMinLength", b2cJointParam_minLength, T(b2cJoint_distance)},
	{"getMaxLength", "setMaxLength", b2cJointParam_maxLength, T(b2cJoint_distance)},
	{"getHertz", "setHertz", b2cJointParam_hertz, SPRUNG},
	{"getDampingRatio", "setDampingRatio", b2cJointParam_dampingRatio, SPRUNG | T(b2cJoint_weld)},
	{"getLowerAngle", "setLowerAngle", b2cJointParam_lower, T(b2cJoint_revolute)},
	{"getUpperAngle", "setUpperAngle", b2cJointParam_upper, T(b2cJoint_revolute)},
	{"getLowerTranslation", "setLowerTranslation", b2cJointParam_lower, T(b2cJoint_prismatic) | T(b2cJoint_wheel)},
	{"getUpperTranslation", "setUpperTranslation", b2cJointParam_upper, T(b2cJoint_prismatic) | T(b2cJoint_wheel)},
	{"getMotorSpeed", "setMotorSpeed", b2cJointParam_motorSpeed, MOTORED},
	{"getMaxMotorForce", "setMaxMotorForce", b2cJointParam_maxMotorForce, T(b2cJoint_distance) | T(b2cJoint_prismatic)},
	{"getMaxMotorTorque", "setMaxMotorTorque", b2cJointParam_maxMotorTorque, T(b2cJoint_revolute) | T(b2cJoint_wheel)},
	{"getLinearHertz", "setLinearHertz", b2cJointParam_linearHertz, T(b2cJoint_weld)},
	{"getAngularHertz", "setAngularHertz", b2cJointParam_angularHertz, T(b2cJoint_weld)},
	{"getMaxForce", "setMaxForce", b2cJointParam_maxForce,
	 T(b2cJoint_mouse) | T(b2cJoint_motor) | T(b2cJoint_friction)},
	{"getMaxTorque", "setMaxTorque", b2cJointParam_maxTorque, T(b2cJoint_motor) | T(b2cJoint_friction)},
	{"getAngularOffset", "setAngularOffset", b2cJointParam_angularOffset, T(b2cJoint_motor)},
	{"getCorrectionFactor", "setCorrectionFactor", b2cJointParam_correctionFactor, T(b2cJoint_motor)},
	{"getReferenceAngle", "setReferenceAngle", b2cJointParam_referenceAngle,
	 T(b2cJoint_revolute) | T(b2cJoint_prismatic) | T(b2cJoint_weld)},
	{"getTargetAngle", "setTargetAngle", b2cJointParam_targetAngle, T(b2cJoint_revolute)},
	{"getTargetTranslation", "setTargetTranslation", b2cJointParam_targetTranslation, T(b2cJoint_prismatic)},
	{"getForceThreshold", "setForceThreshold", b2cJointParam_forceThreshold, BREAKABLE},
	{"getTorqueThreshold", "setTorqueThreshold", b2cJointParam_torqueThreshold, BREAKABLE},
};

typedef struct FlagMethod {
	const char *getter, *setter;
	b2cJointFlag flag;
	unsigned types;
} FlagMethod;

static const FlagMethod s_flags[] = {
	{"isSpringEnabled", "enableSpring", b2cJointFlag_spring, SPRUNG & ~T(b2cJoint_mouse)},
	{"isLimitEnabled", "enableLimit", b2cJointFlag_limit, LIMITED | T(b2cJoint_distance)},
	{"isMotorEnabled", "enableMotor", b2cJointFlag_motor, MOTORED},
	{"getCollideConnected", "setCollideConnected", b2cJointFlag_collideConnected, ALL_TYPES},
};

typedef struct OtherMethod {
	const char *name;
	lua_CFunction fn;
	unsigned types;
} OtherMethod;

static const OtherMethod s_others[] = {
	{"getLimits", joint_getLimits, LIMITED},
	{"setLimits", joint_setLimits, LIMITED},
	{"getAngle", joint_getPosition, T(b2cJoint_revolute) | T(b2cJoint_weld)},
	{"getTranslation", joint_getPosition, T(b2cJoint_prismatic) | T(b2cJoint_wheel)},
	{"getCurrentLength", joint_getPosition, T(b2cJoint_distance)},
	{"getSpeed", joint_getSpeed, T(b2cJoint_distance) | LIMITED},
	{"getAxis", joint_getAxis, T(b2cJoint_prismatic) | T(b2cJoint_wheel)},
	{"getTarget", joint_getTarget, T(b2cJoint_mouse)},
	{"setTarget", joint_setTarget, T(b2cJoint_mouse)},
	{"getLinearOffset", joint_getLinearOffset, T(b2cJoint_motor)},
	{"setLinearOffset", joint_setLinearOffset, T(b2cJoint_motor)},
	{"getMotorTorque", joint_getMotorForce, T(b2cJoint_revolute) | T(b2cJoint_wheel)},
	{"getMotorForce", joint_getMotorForce, T(b2cJoint_distance) | T(b2cJoint_prismatic)},
	{"getRatio", joint_getRatio, T(b2cJoint_gear) | T(b2cJoint_pulley)},
	{"getJoints", joint_getJoints, T(b2cJoint_gear)},
	{"getGroundAnchors", joint_getGroundAnchors, T(b2cJoint_pulley)},
	{"getLengthA", joint_getLengthA, T(b2cJoint_pulley)},
	{"getLengthB", joint_getLengthB, T(b2cJoint_pulley)},
	{"getCoordinate", joint_getPosition, T(b2cJoint_gear) | T(b2cJoint_pulley)},
};

#define COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))

// A type's table: its own methods (the common ones are looked up after).
static void pushtypemethods(lua_State *L, int type)
{
	lua_newtable(L);
	for (int i = 0; i < COUNT(s_params); ++i) {
		if (!(s_params[i].types & T(type)))
			continue;
		lua_pushinteger(L, s_params[i].param);
		lua_pushcclosure(L, joint_getparam, 1);
		lua_setfield(L, -2, s_params[i].getter);
		lua_pushinteger(L, s_params[i].param);
		lua_pushcclosure(L, joint_setparam, 1);
		lua_setfield(L, -2, s_params[i].setter);
	}
	for (int i = 0; i < COUNT(s_flags); ++i) {
		if (!(s_flags[i].types & T(type)))
			continue;
		lua_pushinteger(L, s_flags[i].flag);
		lua_pushcclosure(L, joint_getflag, 1);
		lua_setfield(L, -2, s_flags[i].getter);
		lua_pushinteger(L, s_flags[i].flag);
		lua_pushcclosure(L, joint_setflag, 1);
		lua_setfield(L, -2, s_flags[i].setter);
	}
	for (int i = 0; i < COUNT(s_others); ++i) {
		if (!(s_others[i].types & T(type)))
			continue;
		lua_pushcfunction(L, s_others[i].fn);
		lua_setfield(L, -2, s_others[i].name);
	}
}

// __index: the joint's type's methods (kept in the methods table under the type number + 1), then
// the common ones.
static int joint_index(lua_State *L)
{
	const LuaHandle *h = b2c_checkhandle(L, 1, &b2c_jointClass);
	if (lua_type(L, 2) != LUA_TSTRING) {
		lua_pushnil(L); // methods have names (the type tables sit under numbers)
		return 1;
	}
	lua_rawgeti(L, lua_upvalueindex(1), h->kind + 1);
	lua_pushvalue(L, 2);
	lua_rawget(L, -2);
	if (!lua_isnil(L, -1))
		return 1;
	lua_settop(L, 2);
	return b2c_indexmethod(L);
}

static const luaL_Reg joint_meta[] = {{"__tostring", joint_tostring}, {NULL, NULL}};

static bool jointalive(const b2cWorld *w, int32_t index) { return b2cWorld_GetJointId(w, index).index >= 0; }

// world:getJoints(): the world's joints, in slot order.
static int world_getJoints(lua_State *L)
{
	LuaWorld *lw = b2c_checkworld(L, 1);
	b2c_pushliveslots(L, SLOT_JOINTS, b2cWorld_GetJointIndexLimit(lw->world), jointalive);
	return 1;
}

// body:getJoints(): the joints of the body, newest first.
static int body_getJoints(lua_State *L)
{
	b2c_checkbody(L, 1);
	lua_newtable(L);
	b2c_pushslot(L, 1, SLOT_JOINTS);
	LuaHandle *h = b2c_checkbody(L, 1); // again: a finalizer run by the allocation may have destroyed it
	b2cWorld *w = h->owner->world;
	int n = 0;
	for (int32_t j = b2cBody_GetFirstJoint(w, b2c_bodyid(h)); j >= 0; j = b2cBody_GetNextJoint(w, b2c_bodyid(h), j)) {
		lua_rawgeti(L, -1, j + 1);
		lua_rawseti(L, -3, ++n);
	}
	lua_pop(L, 1);
	return 1;
}

// world:getJointEvents() -> {{joint =, force =, torque =}, ...}: the joints that broke in the last
// step, in slot order (copied out first: making the tables may run a finalizer, which may step the
// world)
static int world_getJointEvents(lua_State *L)
{
	b2cJointEvent *events = NULL;
	int count = 0, capacity = -1;
	for (;;) {
		LuaWorld *lw = b2c_checkworld(L, 1);
		count = b2cWorld_GetJointEvents(lw->world, events, capacity < 0 ? 0 : capacity);
		if (count <= capacity)
			break;
		lua_settop(L, 1);
		capacity = count;
		events = (b2cJointEvent *)b2c_newuserdata(L, (size_t)(capacity + 1) * sizeof(b2cJointEvent));
	}
	lua_createtable(L, count, 0);
	int out = lua_gettop(L), n = 0;
	b2c_pushslot(L, 1, SLOT_JOINTS);
	for (int i = 0; i < count; ++i) {
		lua_rawgeti(L, out + 1, (lua_Integer)events[i].joint.index + 1);
		const LuaHandle *j = (const LuaHandle *)lua_touserdata(L, -1);
		if (j == NULL || j->generation != events[i].joint.generation || !jointvalid(j)) {
			lua_pop(L, 1); // destroyed since
			continue;
		}
		lua_createtable(L, 0, 3);
		lua_insert(L, -2);
		lua_setfield(L, -2, "joint");
		b2c_pushvec2(L, events[i].force);
		lua_setfield(L, -2, "force");
		b2c_pushfloat(L, events[i].torque);
		lua_setfield(L, -2, "torque");
		lua_rawseti(L, out, ++n);
	}
	lua_settop(L, out);
	return 1;
}

static const luaL_Reg world_jointMethods[] = {{"createJoint", world_createJoint},
											  {"getJoints", world_getJoints},
											  {"getJointEvents", world_getJointEvents},
											  {NULL, NULL}};
static const luaL_Reg body_jointMethods[] = {{"getJoints", body_getJoints}, {NULL, NULL}};

int b2c_openjoints(lua_State *L)
{
	b2c_newclass(L, &b2c_jointClass, joint_methods, joint_meta, joint_index);
	// The type tables go into the methods table (the __index closure's upvalue).
	b2c_getclass(L, &b2c_jointClass);
	lua_getfield(L, -1, "__index");
	lua_getupvalue(L, -1, 1);
	for (int type = 0; type < b2cJoint_typeCount; ++type) {
		pushtypemethods(L, type);
		lua_rawseti(L, -2, type + 1);
	}
	lua_pop(L, 3);
	// world:createJoint joins the world's methods, and body:getJoints the body's.
	b2c_addmethods(L, &b2c_worldClass, world_jointMethods);
	b2c_addmethods(L, &b2c_bodyClass, body_jointMethods);
	return 0;
}
