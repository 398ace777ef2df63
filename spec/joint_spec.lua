local b2c = require 'b2c'
local vec2 = b2c.vec2

local run = h.run

-- A world with gravity (0, -10) and a static anchor body at the origin.
local function anchoredWorld(gravity)
  local world = b2c.world { gravity = gravity or { 0, -10 } }
  return world, world:createBody {}
end

local function ball(world, position, radius, density)
  local body = world:createBody { type = 'dynamic', position = position }
  body:createFixture(b2c.circle(radius or 0.1), { density = density or 1 })
  return body
end

local function box(world, position, hx, hy, density, def)
  def = def or {}
  def.type, def.position = 'dynamic', position
  local body = world:createBody(def)
  body:createFixture(b2c.box(hx, hy), { density = density or 1 })
  return body
end

-- Times at which x(t) crosses zero going down, linearly interpolated.
local function downCrossings(world, seconds, x)
  local times, t, last = {}, 0, x()
  for _ = 1, seconds * 60 do
    world:step(1 / 60)
    t = t + 1 / 60
    local now = x()
    if last > 0 and now <= 0 then times[#times + 1] = t - now / (now - last) / 60 end
    last = now
  end
  return times
end

local function meanPeriod(times) return (times[#times] - times[1]) / (#times - 1) end

describe('revolute joint', function()
  it('makes a pendulum whose small-angle period is 2 pi sqrt(L / g) within 1%', function()
    local world, ground = anchoredWorld()
    local L, theta = 2, 0.05
    local bob = ball(world, { L * math.sin(theta), -L * math.cos(theta) }, 0.02)
    world:createJoint { type = 'revolute', bodyA = ground, bodyB = bob, anchor = { 0, 0 } }
    local times = downCrossings(world, 20, function() return bob:getPosition().x end)
    assert.is_true(#times >= 6)
    assert.near(2 * math.pi * math.sqrt(L / 10), meanPeriod(times), 0.01 * 2 * math.pi * math.sqrt(L / 10))
  end)

  it('holds its limits within half a degree', function()
    local world, ground = anchoredWorld()
    -- a heavy bar pivoting at its left end, free to swing down to -30 degrees only
    local bar = box(world, { 1, 0 }, 1, 0.05, 10)
    local joint = world:createJoint { type = 'revolute', bodyA = ground, bodyB = bar, anchor = { 0, 0 },
      enableLimit = true, lowerAngle = -math.pi / 6, upperAngle = math.pi / 6 }
    for _ = 1, 180 do
      world:step(1 / 60)
      assert.is_true(joint:getAngle() > -math.pi / 6 - math.rad(0.5), 'angle ' .. math.deg(joint:getAngle()))
    end
    assert.near(-math.pi / 6, joint:getAngle(), math.rad(0.5))
    local lower, upper = joint:getLimits()
    assert.near(-math.pi / 6, lower, 1e-6)
    assert.near(math.pi / 6, upper, 1e-6)
    assert.is_true(joint:isLimitEnabled())
  end)

  it('has a motor that reaches its speed against a load it can move', function()
    local world, ground = anchoredWorld { 0, 0 }
    local wheel = ball(world, { 0, 0 }, 1, 1)
    wheel:setAngularVelocity(0)
    local joint = world:createJoint { type = 'revolute', bodyA = ground, bodyB = wheel, anchor = { 0, 0 },
      enableMotor = true, motorSpeed = 3, maxMotorTorque = 100 }
    run(world, 1)
    assert.near(3, wheel:getAngularVelocity(), 1e-3)
    assert.near(3, joint:getSpeed(), 1e-3)
  end)

  it('has a motor that stalls at its maximum torque against a load it cannot move', function()
    local world, ground = anchoredWorld()
    -- a bar held out horizontally: gravity's torque m g L/2 = 2 * 10 * 1 = 20 N m beats the motor's 5
    local bar = box(world, { 1, 0 }, 1, 0.05, 10)
    local joint = world:createJoint { type = 'revolute', bodyA = ground, bodyB = bar, anchor = { 0, 0 },
      enableMotor = true, motorSpeed = 1, maxMotorTorque = 5 }
    run(world, 0.1)
    assert.is_true(joint:getSpeed() < 0, 'it turns down against the motor')
    assert.near(5, joint:getReactionTorque(60), 0.05)
  end)

  it('links a chain of 50 capsules that holds a ten times heavier weight stretched by less than 1%', function()
    -- Soft joints stretch under load by about tension / (link mass * (2 pi jointHertz)^2): stiffer
    -- joints need more sub-steps (the joint hertz is capped at a quarter of the sub-step rate).
    -- At the defaults (4 sub-steps, 60 Hz, as Box2D v3) this chain stretches 1.2%.
    local world = b2c.world { gravity = { 0, -10 }, jointHertz = 120 }
    local ground = world:createBody {}
    local link = b2c.capsule({ 0, -0.05 }, { 0, -0.45 }, 0.05)
    local previous, top = ground, vec2(0, 0)
    local linkMass
    for i = 0, 49 do
      local body = world:createBody { type = 'dynamic', position = { 0, -0.5 * i } }
      body:createFixture(link, { density = 1 })
      linkMass = body:getMass()
      world:createJoint { type = 'revolute', bodyA = previous, bodyB = body, anchor = { 0, -0.5 * i } }
      previous = body
    end
    local weight = world:createBody { type = 'dynamic', position = { 0, -25.5 } }
    weight:createFixture(b2c.circle(0.5), { density = 10 * linkMass / (math.pi * 0.25) }) -- ten links' mass
    assert.near(10 * linkMass, weight:getMass(), 1e-3 * linkMass)
    world:createJoint { type = 'revolute', bodyA = previous, bodyB = weight, anchor = { 0, -25 } }
    for _ = 1, 180 do world:step(1 / 60, 8) end
    local length = (weight:getPosition() - top):length() - 0.5
    assert.is_true(length < 25 * 1.01, 'stretched to ' .. length)
    assert.is_true(length > 25 * 0.99, 'shrunk to ' .. length)
  end)

  it('reports the reaction force of a hanging mass as m g within 1%', function()
    local world, ground = anchoredWorld()
    local bob = box(world, { 0, -1 }, 0.25, 0.25, 4)
    local joint = world:createJoint { type = 'revolute', bodyA = ground, bodyB = bob, anchor = { 0, 0 } }
    run(world, 2)
    local force = joint:getReactionForce(60)
    assert.near(bob:getMass() * 10, force.y, 0.01 * bob:getMass() * 10)
    assert.near(0, force.x, 0.01 * bob:getMass() * 10)
  end)
end)

describe('prismatic joint', function()
  it('keeps its body on the axis within a linear slop under a sideways force', function()
    local world, ground = anchoredWorld { 0, 0 }
    local slider = box(world, { 0, 0 }, 0.5, 0.25)
    local joint = world:createJoint { type = 'prismatic', bodyA = ground, bodyB = slider, anchor = { 0, 0 }, axis = { 1, 1 } }
    for _ = 1, 120 do
      slider:applyForce({ 20, -5 }) -- pushes along and across the 45 degree axis
      world:step(1 / 60)
      local p = slider:getPosition()
      assert.near(0, (p.x - p.y) / math.sqrt(2), b2c.linearSlop) -- distance from the line y = x
      assert.near(0, slider:getAngle(), 1e-3)
    end
    assert.is_true(joint:getTranslation() > 1)
    assert.near(joint:getTranslation(), slider:getPosition():length(), 1e-3)
  end)

  it('stops at its translation limits and drives with its motor', function()
    local world, ground = anchoredWorld { 0, 0 }
    local slider = box(world, { 0, 0 }, 0.5, 0.25)
    local joint = world:createJoint { type = 'prismatic', bodyA = ground, bodyB = slider, anchor = { 0, 0 },
      axis = { 1, 0 }, enableLimit = true, lowerTranslation = -1, upperTranslation = 2,
      enableMotor = true, motorSpeed = 2, maxMotorForce = 50 }
    run(world, 0.5)
    assert.near(2, joint:getSpeed(), 1e-3)
    run(world, 2)
    assert.near(2, joint:getTranslation(), b2c.linearSlop)
    joint:setMotorSpeed(-2)
    run(world, 3)
    assert.near(-1, joint:getTranslation(), b2c.linearSlop)
  end)
end)

describe('weld joint', function()
  it('holds a cantilever of welded boxes out from a wall', function()
    local world, wall = anchoredWorld()
    local previous, tip = wall, nil
    for i = 0, 4 do
      tip = box(world, { 0.5 + i, 0 }, 0.5, 0.125)
      world:createJoint { type = 'weld', bodyA = previous, bodyB = tip, anchor = { i, 0 } }
      previous = tip
    end
    run(world, 5)
    -- it stands still, sagging (soft joints under load) by less than 3% of its length
    assert.near(4.5, tip:getPosition().x, 0.01)
    assert.is_true(tip:getPosition().y > -0.15, 'the tip sags to ' .. tip:getPosition().y)
    assert.near(0, tip:getLinearVelocity():length(), 0.01)
  end)

  it('springs with its angular hertz', function()
    local world, wall = anchoredWorld()
    local plank = box(world, { 1, 0 }, 1, 0.1)
    local joint = world:createJoint { type = 'weld', bodyA = wall, bodyB = plank, anchor = { 0, 0 }, angularHertz = 2, dampingRatio = 0.1 }
    run(world, 0.2)
    assert.is_true(joint:getAngle() < -0.05, 'a soft weld bends: ' .. joint:getAngle())
    assert.are.equal(2, joint:getAngularHertz())
  end)
end)

describe('mouse joint', function()
  it('drags a body to the target', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local crate = box(world, { 0, 0 }, 0.5, 0.5)
    local joint = world:createJoint { type = 'mouse', bodyB = crate, target = { 0, 0 } }
    joint:setTarget { 3, 2 }
    run(world, 3)
    assert.near(vec2(3, 2), joint:getAnchorB(), 0.05)
    assert.are.same(vec2(3, 2), joint:getTarget())
    assert.is_nil(joint:getBodyA())
  end)

  it('pulls with at most its maximum force', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local crate = box(world, { 0, 0 }, 0.5, 0.5)
    -- weighs 10 N; a 5 N pull cannot lift it
    world:createJoint { type = 'mouse', bodyB = crate, target = { 0, 5 }, maxForce = 5, hertz = 5 }
    run(world, 1)
    assert.is_true(crate:getPosition().y < -1)
  end)
end)

describe('distance joint', function()
  it('keeps a rigid length', function()
    local world, ground = anchoredWorld()
    local bob = ball(world, { 2, 0 }, 0.1)
    local joint = world:createJoint { type = 'distance', bodyA = ground, bodyB = bob, anchorA = { 0, 0 }, anchorB = { 2, 0 } }
    assert.near(2, joint:getLength(), 1e-6)
    for _ = 1, 120 do
      world:step(1 / 60)
      assert.near(2, bob:getPosition():length(), 0.01)
    end
  end)

  it('oscillates as a spring at its hertz within 2%', function()
    local world, ground = anchoredWorld { 0, 0 }
    local bob = ball(world, { 1.2, 0 }, 0.1)
    world:createJoint { type = 'distance', bodyA = ground, bodyB = bob, anchorA = { 0, 0 }, anchorB = { 1.2, 0 },
      length = 1, enableSpring = true, hertz = 2, dampingRatio = 0 }
    local times = downCrossings(world, 5, function() return bob:getPosition().x - 1 end)
    assert.is_true(#times >= 6)
    assert.near(0.5, meanPeriod(times), 0.01)
  end)

  it('keeps a spring between its minimum and maximum lengths', function()
    local world, ground = anchoredWorld()
    local bob = ball(world, { 0, -1 }, 0.1, 10)
    local joint = world:createJoint { type = 'distance', bodyA = ground, bodyB = bob, length = 1, minLength = 0.5,
      maxLength = 1.5, enableSpring = true, hertz = 0.5 }
    assert.is_true(joint:isLimitEnabled())
    run(world, 3)
    assert.near(1.5, joint:getCurrentLength(), b2c.linearSlop)
  end)
end)

describe('wheel joint', function()
  it('carries a car that comes to rest on its springs', function()
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(50, 1, { 0, -1 }), { friction = 0.9 })
    local chassis = box(world, { 0, 1.2 }, 1.5, 0.25)
    local wheels, joints = {}, {}
    for i, x in ipairs({ -1, 1 }) do
      wheels[i] = world:createBody { type = 'dynamic', position = { x, 0.4 } }
      wheels[i]:createFixture(b2c.circle(0.4), { density = 1, friction = 0.9 })
      joints[i] = world:createJoint { type = 'wheel', bodyA = chassis, bodyB = wheels[i], anchor = { x, 0.4 },
        axis = { 0, 1 }, hertz = 4, dampingRatio = 0.7 }
    end
    run(world, 4)
    for i = 1, 2 do
      assert.near(0.4, wheels[i]:getPosition().y, 0.02)
      assert.is_true(joints[i]:getTranslation() > 0, 'compressed: the wheel rides up its axis')
      assert.is_true(joints[i]:isSpringEnabled())
    end
    assert.near(0, chassis:getLinearVelocity():length(), 0.01)
    assert.near(0, chassis:getAngle(), 0.01)
    local sag = joints[1]:getTranslation()
    assert.is_true(sag > 0.005 and sag < 0.2, 'sag ' .. sag)
  end)

  it('drives with its motor', function()
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(50, 1, { 0, -1 }), { friction = 0.9 })
    local chassis = box(world, { 0, 1.2 }, 1.5, 0.25)
    for _, x in ipairs({ -1, 1 }) do
      local wheel = world:createBody { type = 'dynamic', position = { x, 0.4 } }
      wheel:createFixture(b2c.circle(0.4), { density = 1, friction = 0.9 })
      world:createJoint { type = 'wheel', bodyA = chassis, bodyB = wheel, anchor = { x, 0.4 }, axis = { 0, 1 },
        enableMotor = true, motorSpeed = -5, maxMotorTorque = 50 }
    end
    run(world, 3)
    assert.is_true(chassis:getPosition().x > 3, 'drove to ' .. chassis:getPosition().x)
  end)
end)

describe('motor joint', function()
  it('drives a body to an offset from another', function()
    local world, ground = anchoredWorld { 0, 0 }
    local crate = box(world, { 0, 0 }, 0.5, 0.5)
    local joint = world:createJoint { type = 'motor', bodyA = ground, bodyB = crate, linearOffset = { 2, 1 },
      angularOffset = 0.5, maxForce = 50, maxTorque = 50 }
    run(world, 3)
    assert.near(vec2(2, 1), crate:getPosition(), 0.01)
    assert.near(0.5, crate:getAngle(), 0.01)
    assert.are.same(vec2(2, 1), joint:getLinearOffset())
  end)
end)

describe('joints and the world', function()
  it('keep joined bodies from colliding unless collideConnected', function()
    for _, collide in ipairs({ false, true }) do
      local world = b2c.world { gravity = { 0, 0 } }
      local a = box(world, { 0, 0 }, 0.5, 0.5)
      local b = box(world, { 0.5, 0 }, 0.5, 0.5)
      world:createJoint { type = 'revolute', bodyA = a, bodyB = b, anchor = { 0.25, 0 }, collideConnected = collide }
      world:step(1 / 60)
      assert.are.equal(collide and 1 or 0, world:getCounters().contactCount)
    end
  end)

  it('are destroyed with either body, and their handles say so', function()
    local world, ground = anchoredWorld()
    local bob = ball(world, { 1, 0 })
    local joint = world:createJoint { type = 'revolute', bodyA = ground, bodyB = bob, anchor = { 0, 0 }, userData = 'pin' }
    assert.are.equal('pin', joint:getUserData())
    assert.are.equal(1, world:getCounters().jointCount)
    local a, b = joint:getBodies()
    assert.are.equal(ground, a)
    assert.are.equal(bob, b)
    bob:destroy()
    assert.is_true(joint:isDestroyed())
    assert.are.equal(0, world:getCounters().jointCount)
    h.raisesLike('b2c.joint is destroyed', function() joint:getAngle() end)
    h.raisesLike('b2c.joint is destroyed', function() joint:destroy() end)
    assert.are.equal('b2c.joint(revolute, destroyed)', tostring(joint))
  end)

  it('wake the bodies they join', function()
    local world, ground = anchoredWorld()
    local bob = ball(world, { 0, -1 })
    local joint = world:createJoint { type = 'distance', bodyA = ground, bodyB = bob }
    run(world, 3)
    assert.is_false(bob:isAwake())
    joint:setLength(0.5)
    assert.is_true(bob:isAwake())
    run(world, 1)
    assert.near(0.5, bob:getPosition():length(), 0.01)
  end)

  it('sleep and wake as one island with the bodies they join', function()
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(50, 1, { 0, -1 }))
    local a = box(world, { 0, 0.5 }, 0.5, 0.5)
    local b = box(world, { 3, 0.5 }, 0.5, 0.5)
    world:createJoint { type = 'distance', bodyA = a, bodyB = b }
    run(world, 3)
    assert.is_false(a:isAwake())
    assert.is_false(b:isAwake())
    a:applyLinearImpulse({ 0, 1 }, a:getPosition())
    assert.is_true(b:isAwake())
  end)

  it('keep a body held by a slowly turning kinematic body awake', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local turner = world:createBody { type = 'kinematic', angularVelocity = 0.01 }
    turner:createFixture(b2c.circle(0.2))
    local held = box(world, { 1, 0 }, 0.1, 0.1)
    world:createJoint { type = 'weld', bodyA = turner, bodyB = held, anchor = { 1, 0 } }
    run(world, 20)
    assert.is_true(held:isAwake())
    assert.near(vec2(math.cos(0.2), math.sin(0.2)), held:getPosition(), 0.01) -- it went round with it
  end)

  it('raise the standard errors on bad definitions and calls', function()
    local world, ground = anchoredWorld()
    local bob = ball(world, { 1, 0 })
    h.raises("bad argument #1 to 'createJoint' (table expected, got nil)", function() world:createJoint() end)
    h.raisesLike("field 'type': \"distance\", \"revolute\"", function() world:createJoint { type = 'hinge', bodyB = bob } end)
    h.raisesLike("field 'bodyB': b2c.body expected, got nil", function() world:createJoint { type = 'revolute' } end)
    h.raisesLike("fields 'bodyA' and 'bodyB' are the same body", function()
      world:createJoint { type = 'revolute', bodyA = bob, bodyB = bob }
    end)
    h.raisesLike("field 'lowerAngle' must not exceed field 'upperAngle'", function()
      world:createJoint { type = 'revolute', bodyA = ground, bodyB = bob, lowerAngle = 1, upperAngle = 0 }
    end)
    h.raisesLike("field 'hertz': must not be negative, got -1", function()
      world:createJoint { type = 'distance', bodyA = ground, bodyB = bob, hertz = -1 }
    end)
    h.raisesLike("field 'axis': must not be zero", function()
      world:createJoint { type = 'prismatic', bodyA = ground, bodyB = bob, axis = { 0, 0 } }
    end)
    h.raisesLike("field 'anchor'", function()
      world:createJoint { type = 'revolute', bodyA = ground, bodyB = bob, anchor = { 0 / 0, 0 } }
    end)
    local other = b2c.world {}
    local stranger = other:createBody { type = 'dynamic' }
    h.raisesLike("field 'bodyA': a body of another world", function()
      world:createJoint { type = 'revolute', bodyA = stranger, bodyB = bob }
    end)
    local joint = world:createJoint { type = 'revolute', bodyA = ground, bodyB = bob, anchor = { 0, 0 } }
    h.raisesLike("must not be negative, got -1", function() joint:setMaxMotorTorque(-1) end)
    h.raisesLike("must not exceed the upper limit", function() joint:setLimits(1, 0) end)
    h.raisesLike("(boolean expected, got", function() joint:enableMotor() end)
    h.raisesLike("number expected", function() joint:setMotorSpeed('fast') end)
    assert.is_nil(joint.getLength) -- a distance joint's method
    assert.is_nil(joint.setTarget)
    assert.is_nil(joint[1]) -- no method has a number for a name
    -- an axis only matters to prismatic and wheel joints (a field of another type is refused); a
    -- mouse joint ignores bodyA
    h.raises("bad argument #1 to 'createJoint' (unknown field 'axis' for a revolute joint)", function()
      world:createJoint { type = 'revolute', bodyA = ground, bodyB = bob, axis = { 0, 0 } }
    end)
    local mouse = world:createJoint { type = 'mouse', bodyA = stranger, bodyB = bob }
    assert.is_nil(mouse:getBodyA())
  end)

  it('cannot be made during a step; destroyed during one, it goes at the end of the step', function()
    local world, ground = anchoredWorld()
    local bob = ball(world, { 0, 0.05 })
    world:createBody {}:createFixture(b2c.box(5, 0.1, { 0, -0.1 })) -- a floor it touches
    local joint = world:createJoint { type = 'distance', bodyA = ground, bodyB = bob, anchorB = { 0, 0.05 } }
    local tried = 0
    world:setCallbacks { preSolve = function()
      tried = tried + 1
      h.raisesLike('world is locked during a step', function() world:createJoint { type = 'weld', bodyA = ground, bodyB = bob } end)
      if not joint:isDestroyed() then
        joint:destroy()
        assert.is_true(joint:isDestroyed()) -- at once
        assert.are.equal(1, world:getCounters().jointCount) -- still in the step
        assert.are.same({}, world:getJoints())
      end
    end }
    run(world, 0.5)
    assert.is_true(tried > 0)
    assert.is_true(joint:isDestroyed())
    assert.are.equal(0, world:getCounters().jointCount)
  end)

  it('pin a body to the world when bodyA is left out', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local bob = ball(world, { 1, 0 })
    local joint = world:createJoint { type = 'revolute', bodyB = bob, anchor = { 0, 0 } }
    run(world, 1)
    assert.near(1, bob:getPosition():length(), 0.01)
    assert.is_nil((joint:getBodies()))
  end)

  it('survive the world being collected', function()
    local joint
    do
      local world, ground = anchoredWorld()
      joint = world:createJoint { type = 'revolute', bodyA = ground, bodyB = ball(world, { 1, 0 }), anchor = { 0, 0 } }
    end
    collectgarbage()
    collectgarbage()
    assert.is_false(joint:isDestroyed()) -- the joint keeps its world alive
  end)
end)
