-- The rules of definitions and settings live in the core (include/b2c/check.h, src/check.c); the
-- binding reads tables and turns the core's refusal into its message. The messages are the words
-- they were when the binding held the rules, and the joint defaults the core computes from world
-- anchors (b2cJointDef_Place) are the values the binding computed.
local b2c = require 'b2c'

local function world() return b2c.world { gravity = { 0, -10 } } end

local function twoBodies(w)
  local a = w:createBody { type = 'static', position = { 1, 2 }, angle = 0.5 }
  local b = w:createBody { type = 'dynamic', position = { 4, 2 }, angle = 0.25 }
  b:createFixture(b2c.circle(0.5), { density = 2 })
  return a, b
end

local function near(expected, actual, tolerance)
  assert(math.abs(expected - actual) <= (tolerance or 1e-5), ('expected %.9g, got %.9g'):format(expected, actual))
end

local function nearVec(x, y, v, tolerance)
  near(x, v.x, tolerance)
  near(y, v.y, tolerance)
end

describe('the rules of a world definition', function()
  it('refuse with the words of before', function()
    for _, case in ipairs({
      { "(field 'contactHertz': must be positive, got 0)", { contactHertz = 0 } },
      { "(field 'jointHertz': must be positive, got -1)", { jointHertz = -1 } },
      { "(field 'maxLinearSpeed': must be positive, got 0)", { maxLinearSpeed = 0 } },
      { "(field 'contactDampingRatio': must not be negative, got -1)", { contactDampingRatio = -1 } },
      { "(field 'contactPushMaxVelocity': must not be negative, got -2)", { contactPushMaxVelocity = -2 } },
      { "(field 'restitutionThreshold': must not be negative, got -0.5)", { restitutionThreshold = -0.5 } },
      { "(field 'contactReuseDistance': must not be negative, got -0.25)", { contactReuseDistance = -0.25 } },
      { "(field 'jointDampingRatio': must not be negative, got -3)", { jointDampingRatio = -3 } },
    }) do
      h.raises("bad argument #1 to 'world' " .. case[1], function() b2c.world(case[2]) end)
    end
    -- 0 is a setting where the rule is "not negative"
    local w = b2c.world { contactDampingRatio = 0, contactReuseDistance = 0, restitutionThreshold = 0 }
    assert.are.equal(0, w:getRestitutionThreshold())
  end)

  it('refuse a tuning setter value with the words of before, the setting kept', function()
    local w = world()
    local hertz, ratio, push = w:getContactTuning()
    h.raises("bad argument #1 to 'setContactTuning' (must be positive, got 0)", function() w:setContactTuning(0, 1) end)
    h.raises("bad argument #2 to 'setContactTuning' (must not be negative, got -1)", function() w:setContactTuning(30, -1) end)
    h.raises("bad argument #3 to 'setContactTuning' (must not be negative, got -2)", function() w:setContactTuning(30, 1, -2) end)
    assert.are.same({ hertz, ratio, push }, { w:getContactTuning() })
    h.raises("bad argument #1 to 'setJointTuning' (must be positive, got -5)", function() w:setJointTuning(-5, 1) end)
    h.raises("bad argument #2 to 'setJointTuning' (must not be negative, got -1)", function() w:setJointTuning(60, -1) end)
    h.raises("bad argument #1 to 'setRestitutionThreshold' (must not be negative, got -1)", function()
      w:setRestitutionThreshold(-1)
    end)
    h.raises("bad argument #1 to 'setMaxLinearSpeed' (must be positive, got -5)", function() w:setMaxLinearSpeed(-5) end)
    w:setContactTuning(20, 0, 0)
    assert.are.same({ 20, 0, 0 }, { w:getContactTuning() })
  end)
end)

describe('the rules of a step', function()
  it('refuse a negative time step and sub-steps out of 1 to 64 with the words of before', function()
    local w = world()
    local body = w:createBody { type = 'dynamic' }
    body:createFixture(b2c.circle(0.5), { density = 1 })
    h.raises("bad argument #1 to 'step' (time step must not be negative)", function() w:step(-1) end)
    h.raises("bad argument #2 to 'step' (sub-steps must be in 1 to 64, got 0.5)", function() w:step(1 / 60, 0.5) end)
    h.raises("bad argument #2 to 'step' (sub-steps must be in 1 to 64, got 65)", function() w:step(1 / 60, 65) end)
    h.raises("bad argument #2 to 'step' (sub-steps must be in 1 to 64, got -3000000000)", function() w:step(1 / 60, -3e9) end)
    h.raises("bad argument #2 to 'step' (sub-steps must be in 1 to 64, got 3000000000)", function() w:step(1 / 60, 3e9) end)
    assert.are.equal(0, body:getPosition().y)
    w:step(0) -- nothing to step
    assert.are.equal(0, body:getPosition().y)
    w:step(1 / 60, 64.5) -- a fraction is truncated: 64
    assert.is_true(body:getPosition().y < 0)
  end)
end)

describe('the rules of a body and a fixture definition', function()
  it('refuse a negative damping with the words of before, nothing made', function()
    local w = world()
    h.raises("bad argument #1 to 'createBody' (damping must not be negative)", function()
      w:createBody { type = 'dynamic', linearDamping = -1 }
    end)
    h.raises("bad argument #1 to 'createBody' (damping must not be negative)", function()
      w:createBody { type = 'dynamic', angularDamping = -0.5 }
    end)
    assert.are.equal(0, w:getCounters().bodyCount)
    local body = w:createBody { type = 'dynamic', linearDamping = 0, angularDamping = 0 }
    assert.are.equal('dynamic', body:getType())
  end)

  it('refuse a negative density, friction or restitution with the words of before', function()
    local w = world()
    local body = w:createBody { type = 'dynamic' }
    for _, key in ipairs({ 'density', 'friction', 'restitution' }) do
      h.raises(("bad argument #2 to 'createFixture' (field '%s' must not be negative)"):format(key), function()
        body:createFixture(b2c.circle(1), { [key] = -1 })
      end)
    end
    assert.are.equal(0, w:getCounters().fixtureCount)
    body:createFixture(b2c.circle(1), { density = 0, friction = 0, restitution = 0 })
    assert.are.equal(1, w:getCounters().fixtureCount)
  end)

  it('refuse a negative friction or restitution of a contact with the words of before', function()
    local w = world()
    w:createBody { type = 'static' }:createFixture(b2c.box(5, 0.5))
    w:createBody { type = 'dynamic', position = { 0, 0.9 } }:createFixture(b2c.box(0.5, 0.5), { density = 1 })
    local errors = {}
    w:setCallbacks {
      preSolve = function(_, _, contact)
        errors[1] = h.errorOf(function() contact:setFriction(-1) end)
        errors[2] = h.errorOf(function() contact:setRestitution(-0.5) end)
        contact:setFriction(0)
      end,
    }
    w:step(1 / 60)
    assert.are.equal("bad argument #1 to 'setFriction' (friction must not be negative)", errors[1])
    assert.are.equal("bad argument #1 to 'setRestitution' (restitution must not be negative)", errors[2])
  end)
end)

describe('the rules of a joint definition', function()
  local function refused(message, def)
    local w = world()
    local a, b = twoBodies(w)
    def.bodyA = a -- (a mouse joint ignores it)
    def.bodyB = b
    h.raises("bad argument #1 to 'createJoint' (" .. message .. ')', function() w:createJoint(def) end)
    assert.are.equal(0, w:getCounters().jointCount)
  end

  it('refuse limits out of order, an axis that is zero, one body twice, with the words of before', function()
    refused("field 'lowerAngle' must not exceed field 'upperAngle'",
      { type = 'revolute', lowerAngle = 1, upperAngle = 0.5 })
    refused("field 'lowerTranslation' must not exceed field 'upperTranslation'",
      { type = 'prismatic', lowerTranslation = 1 })
    refused("field 'lowerTranslation' must not exceed field 'upperTranslation'",
      { type = 'wheel', upperTranslation = -1 })
    refused("field 'minLength' must not exceed field 'maxLength'", { type = 'distance', minLength = 3, maxLength = 2 })
    refused("field 'axis': must not be zero", { type = 'prismatic', axis = { 0, 0 } })
    refused("field 'axis': must not be zero", { type = 'wheel', axis = { 1e-7, 0 } })
    local w = world()
    local _, b = twoBodies(w)
    h.raises("bad argument #1 to 'createJoint' (fields 'bodyA' and 'bodyB' are the same body)", function()
      w:createJoint { type = 'weld', bodyA = b, bodyB = b, linearHertz = -1 }
    end)
  end)

  it('refuse a value out of its range with the words of before, the field named', function()
    for _, case in ipairs({
      { 'distance', 'length' }, { 'distance', 'minLength' }, { 'distance', 'maxLength' }, { 'distance', 'hertz' },
      { 'distance', 'maxMotorForce' }, { 'revolute', 'dampingRatio' }, { 'revolute', 'maxMotorTorque' },
      { 'prismatic', 'maxMotorForce' }, { 'weld', 'linearHertz' }, { 'weld', 'angularHertz' }, { 'mouse', 'maxForce' },
      { 'mouse', 'hertz' }, { 'wheel', 'dampingRatio' }, { 'motor', 'maxForce' }, { 'motor', 'maxTorque' },
      { 'revolute', 'constraintHertz' }, { 'motor', 'constraintDampingRatio' },
    }) do
      refused(("field '%s': must not be negative, got -1"):format(case[2]), { type = case[1], [case[2]] = -1 })
    end
    refused("field 'correctionFactor': must be in [0, 1], got 2", { type = 'motor', correctionFactor = 2 })
    refused("field 'correctionFactor': must be in [0, 1], got -0.5", { type = 'motor', correctionFactor = -0.5 })
    refused("field 'referenceAngle': number expected, got string", { type = 'weld', referenceAngle = 'x' })
    refused("field 'motorSpeed': finite number expected, got inf", { type = 'revolute', motorSpeed = math.huge })
    refused("field 'anchor': b2c.vec2 expected, got number", { type = 'revolute', anchor = 5 })
    -- the first field refused in the order the definition is read: the spring before the limits
    refused("field 'hertz': must not be negative, got -1", { type = 'revolute', hertz = -1, lowerAngle = 1 })
  end)

  it('refuse a value computed from the bodies that overflows (bodies 6e38 apart)', function()
    local w = world()
    local a = w:createBody { type = 'static', position = { -3e38, 0 } }
    local b = w:createBody { type = 'dynamic', position = { 3e38, 0 } }
    b:createFixture(b2c.circle(1), { density = 1 })
    h.raises("bad argument #1 to 'createJoint' (field 'length': must be finite (computed from where the bodies are))",
      function() w:createJoint { type = 'distance', bodyA = a, bodyB = b } end)
    h.raises("bad argument #1 to 'createJoint' (field 'localAnchorA': must be finite (computed from where the bodies are))",
      function() w:createJoint { type = 'revolute', bodyA = a, bodyB = b } end)
    assert.are.equal(0, w:getCounters().jointCount)
    -- given in each body's frame, nothing overflows
    local j = w:createJoint { type = 'distance', bodyA = a, bodyB = b, localAnchorA = { 0, 0 }, localAnchorB = { 0, 0 },
      length = 1 }
    assert.are.equal(1, j:getLength())
  end)

  it('keep an axis whose squared length overflows as a direction', function()
    local w = world()
    local a, b = twoBodies(w)
    local j = w:createJoint { type = 'prismatic', bodyA = a, bodyB = b, axis = { 3e20, 3e20 } }
    nearVec(math.sqrt(0.5), math.sqrt(0.5), j:getAxis())
  end)
end)

describe('the defaults of a joint computed from where its bodies are', function()
  it('place the anchors, the reference angle and the axis as before', function()
    local w = world()
    local a, b = twoBodies(w)
    local r = w:createJoint { type = 'revolute', bodyA = a, bodyB = b, anchor = { 3, 3 } }
    nearVec(3, 3, r:getAnchorA())
    nearVec(3, 3, r:getAnchorB())
    near(0.25 - 0.5, r:getReferenceAngle(), 1e-6)
    -- no anchor: bodyB's origin
    local r2 = w:createJoint { type = 'revolute', bodyA = a, bodyB = b }
    nearVec(4, 2, r2:getAnchorA())
    nearVec(0, 0, r2:getLocalAnchorB())
    -- the world for bodyA: the world point itself
    local r3 = w:createJoint { type = 'revolute', bodyB = b, anchor = { 5, 6 } }
    nearVec(5, 6, r3:getLocalAnchorA())
    near(0.25, r3:getReferenceAngle(), 1e-6)
    local p = w:createJoint { type = 'prismatic', bodyA = a, bodyB = b, axis = { 0, 2 } }
    nearVec(0, 1, p:getAxis())
    local wheel = w:createJoint { type = 'wheel', bodyA = a, bodyB = b }
    nearVec(1, 0, wheel:getAxis())
  end)

  it('give each type the defaults of before', function()
    local w = world()
    local a, b = twoBodies(w)
    local d = w:createJoint { type = 'distance', bodyA = a, bodyB = b }
    near(3, d:getLength())
    assert.is_false(d:isLimitEnabled())
    assert.is_true(w:createJoint { type = 'distance', bodyA = a, bodyB = b, maxLength = 5 }:isLimitEnabled())
    assert.is_false(w:createJoint { type = 'distance', bodyA = a, bodyB = b, maxLength = 5, enableLimit = false }
      :isLimitEnabled())
    local d2 = w:createJoint { type = 'distance', bodyA = a, bodyB = b, anchorA = { 1, 3 }, anchorB = { 4, 7 } }
    near(5, d2:getLength())
    local wheel = w:createJoint { type = 'wheel', bodyA = a, bodyB = b }
    assert.is_true(wheel:isSpringEnabled())
    near(1, wheel:getHertz())
    near(0.7, wheel:getDampingRatio())
    local mouse = w:createJoint { type = 'mouse', bodyB = b }
    nearVec(4, 2, mouse:getTarget())
    near(1000 * b:getMass(), mouse:getMaxForce(), 1e-2)
    near(5, mouse:getHertz())
    local motor = w:createJoint { type = 'motor', bodyA = a, bodyB = b }
    local offset = motor:getLinearOffset()
    local c, s = math.cos(0.5), math.sin(0.5)
    nearVec(c * 3, -s * 3, offset)
    near(0.25 - 0.5, motor:getAngularOffset(), 1e-6)
    assert.are.same({ 1, 1 }, { motor:getMaxForce(), motor:getMaxTorque() })
    near(0.3, motor:getCorrectionFactor())
    assert.are.same({ 0, 0 }, { w:createJoint { type = 'revolute', bodyA = a, bodyB = b }:getLimits() })
  end)
end)

describe('the rules of a joint setting', function()
  it('refuse with the words of before, the setting kept', function()
    local w = world()
    local a, b = twoBodies(w)
    local r = w:createJoint { type = 'revolute', bodyA = a, bodyB = b, lowerAngle = -1, upperAngle = 1 }
    h.raises("bad argument #1 to 'setLowerAngle' (must not exceed the upper limit, got 2)", function() r:setLowerAngle(2) end)
    h.raises("bad argument #1 to 'setUpperAngle' (must not be below the lower limit, got -2)", function()
      r:setUpperAngle(-2)
    end)
    h.raises("bad argument #1 to 'setLimits' (must not exceed the upper limit, got 1)", function() r:setLimits(1, 0) end)
    assert.are.same({ -1, 1 }, { r:getLimits() })
    r:setLimits(2, 3) -- both at once may pass where one at a time would not
    assert.are.same({ 2, 3 }, { r:getLimits() })
    h.raises("bad argument #1 to 'setHertz' (must not be negative, got -1)", function() r:setHertz(-1) end)
    h.raises("bad argument #1 to 'setMaxMotorTorque' (must not be negative, got -4)", function() r:setMaxMotorTorque(-4) end)
    r:setMotorSpeed(-3)
    assert.are.equal(-3, r:getMotorSpeed())
    h.raises("bad argument #1 to 'setConstraintTuning' (must be positive, got 0)", function() r:setConstraintTuning(0, 1) end)
    h.raises("bad argument #2 to 'setConstraintTuning' (must not be negative, got -1)", function()
      r:setConstraintTuning(20, -1)
    end)
    r:setConstraintTuning(20, 1)
    assert.are.same({ 20, 1 }, { r:getConstraintTuning() })

    local d = w:createJoint { type = 'distance', bodyA = a, bodyB = b, minLength = 1, maxLength = 4 }
    h.raises("bad argument #1 to 'setMinLength' (must not exceed the upper limit, got 5)", function() d:setMinLength(5) end)
    h.raises("bad argument #1 to 'setMaxLength' (must not be below the lower limit, got 0.5)", function()
      d:setMaxLength(0.5)
    end)
    h.raises("bad argument #1 to 'setLength' (must not be negative, got -1)", function() d:setLength(-1) end)
    assert.are.same({ 1, 4 }, { d:getMinLength(), d:getMaxLength() })

    local m = w:createJoint { type = 'motor', bodyA = a, bodyB = b }
    h.raises("bad argument #1 to 'setCorrectionFactor' (must be in [0, 1], got 1.5)", function() m:setCorrectionFactor(1.5) end)
    h.raises("bad argument #1 to 'setCorrectionFactor' (must not be negative, got -0.25)", function()
      m:setCorrectionFactor(-0.25)
    end)
    h.raises("bad argument #1 to 'setMaxTorque' (must not be negative, got -1)", function() m:setMaxTorque(-1) end)
    m:setAngularOffset(-2)
    assert.are.equal(-2, m:getAngularOffset())
  end)
end)
