-- Joints changed while a game runs (issue 19): breakable joints, a revolute angle counting turns,
-- spring targets, motor force getters, and the gear, pulley, friction and filter joints.
local b2c = require 'b2c'

local function run(world, seconds)
  for _ = 1, math.floor(seconds * 60 + 0.5) do world:step(1 / 60) end
end

-- A box of mass m (1 x 1 m, density m).
local function weight(world, position, m, def)
  def = def or {}
  def.type, def.position = def.type or 'dynamic', position
  local body = world:createBody(def)
  body:createFixture(b2c.box(0.5, 0.5), { density = m })
  return body
end

local function wheel(world, position, radius)
  local body = world:createBody { type = 'dynamic', position = position }
  body:createFixture(b2c.circle(radius or 0.5), { density = 1 })
  return body
end

local function countJoints(world) return #world:getJoints() end

describe('breakable joints', function()
  -- A 2 kg weight hanging from the world by a revolute joint: its reaction force is m g = 20 N.
  local function hanging(def)
    local world = b2c.world { gravity = { 0, -10 } }
    local ground = world:createBody {}
    local bob = weight(world, { 0, -1 }, 2)
    def.type, def.bodyA, def.bodyB, def.anchor = def.type or 'revolute', ground, bob, { 0, 0 }
    return world, world:createJoint(def), bob
  end

  it('do not break under a load below the force threshold', function()
    local world, joint, bob = hanging { forceThreshold = 30 }
    local broke = 0
    world:setCallbacks { jointBreak = function() broke = broke + 1 end }
    for _ = 1, 120 do
      world:step(1 / 60)
      assert.are.equal(0, #world:getJointEvents())
    end
    assert.are.equal(0, broke)
    assert.is_false(joint:isBroken())
    assert.near(-1, bob:getPosition().y, 0.01)
    assert.near(20, joint:getReactionForce(60).y, 0.2)
  end)

  it('break under a load above it: reported once, by event and callback, and the weight falls', function()
    local world, joint, bob = hanging { forceThreshold = 15, userData = 'rope' }
    local calls = {}
    world:setCallbacks { jointBreak = function(j, force, torque) calls[#calls + 1] = { j, force, torque } end }
    world:step(1 / 60)
    local events = world:getJointEvents()
    assert.are.equal(1, #events)
    assert.are.equal(joint, events[1].joint)
    assert.near(20, events[1].force.y, 0.5)
    assert.are.equal(0, events[1].torque)
    assert.are.equal(1, #calls)
    assert.are.equal(joint, calls[1][1])
    assert.near(20, calls[1][2].y, 0.5)
    -- kept, broken: it no longer acts, its handle stays valid until destroyed
    assert.is_true(joint:isBroken())
    assert.is_false(joint:isDestroyed())
    assert.are.equal('rope', joint:getUserData())
    assert.are.equal(1, countJoints(world))
    world:step(1 / 60)
    assert.are.equal(0, #world:getJointEvents())
    assert.are.equal(1, #calls)
    run(world, 1)
    assert.is_true(bob:getPosition().y < -5, 'it falls: ' .. bob:getPosition().y)
    assert.are.same(b2c.vec2(0, 0), joint:getReactionForce(60))
    joint:destroy()
    assert.are.equal(0, countJoints(world))
  end)

  it('may be destroyed by the jointBreak callback (deferred to the end of the step), as a game that wants them gone does', function()
    local world, joint = hanging { forceThreshold = 15 }
    local seen
    world:setCallbacks { jointBreak = function(j)
      seen = j
      j:destroy()
      assert.is_true(j:isDestroyed())
    end }
    world:step(1 / 60)
    assert.are.equal(joint, seen)
    assert.is_true(joint:isDestroyed())
    assert.are.equal(0, countJoints(world))
    assert.are.equal(0, #world:getJointEvents()) -- (a destroyed joint is not reported)
  end)

  it('break by torque: a welded cantilever whose torque passes the threshold', function()
    -- a 1 kg box welded 1 m out from the world's origin: torque m g L = 10 N m
    for _, case in ipairs { { threshold = 15, breaks = false }, { threshold = 5, breaks = true } } do
      local world = b2c.world { gravity = { 0, -10 } }
      local box = weight(world, { 1, 0 }, 1)
      local joint = world:createJoint { type = 'weld', bodyB = box, anchor = { 0, 0 }, torqueThreshold = case.threshold }
      run(world, 0.5)
      assert.are.equal(case.breaks, joint:isBroken())
      if not case.breaks then assert.near(10, joint:getReactionTorque(60), 0.5) end
    end
  end)

  it('take thresholds as setters too, infinite by default', function()
    local world, joint = hanging {}
    assert.are.equal(math.huge, joint:getForceThreshold())
    assert.are.equal(math.huge, joint:getTorqueThreshold())
    joint:setTorqueThreshold(math.huge)
    run(world, 0.5)
    assert.is_false(joint:isBroken())
    joint:setForceThreshold(10)
    assert.are.equal(10, joint:getForceThreshold())
    world:step(1 / 60)
    assert.is_true(joint:isBroken())
    assert.are.equal(1, #world:getJointEvents())
  end)

  it('let the bodies they kept apart collide once broken', function()
    -- a 1 kg box welded to a static one it overlaps, breaking under its weight (10 N)
    local world = b2c.world { gravity = { 0, -10 } }
    local a = weight(world, { 0, 0 }, 1, { type = 'static' })
    local b = weight(world, { 0.9, 0 }, 1)
    local joint = world:createJoint { type = 'weld', bodyA = a, bodyB = b, anchor = { 0.45, 0 }, forceThreshold = 5 }
    assert.are.equal(0, world:getCounters().contactCount)
    world:step(1 / 60)
    assert.is_true(joint:isBroken())
    world:step(1 / 60)
    assert.are.equal(1, world:getCounters().touchingCount)
  end)

  it('refuse NaN and negative thresholds, with nothing made or changed', function()
    local world = b2c.world {}
    local ground, bob = world:createBody {}, weight(world, { 0, -1 }, 1)
    h.raises("bad argument #1 to 'createJoint' (field 'forceThreshold': must not be NaN, got nan)", function()
      world:createJoint { type = 'revolute', bodyA = ground, bodyB = bob, forceThreshold = 0 / 0 }
    end)
    h.raisesLike("field 'torqueThreshold': must not be negative, got -1", function()
      world:createJoint { type = 'weld', bodyA = ground, bodyB = bob, torqueThreshold = -1 }
    end)
    assert.are.equal(0, countJoints(world))
    local joint = world:createJoint { type = 'revolute', bodyA = ground, bodyB = bob, forceThreshold = 5 }
    h.raises("bad argument #1 to 'setForceThreshold' (must not be NaN, got nan)", function() joint:setForceThreshold(0 / 0) end)
    h.raisesLike('must not be negative, got -2', function() joint:setTorqueThreshold(-2) end)
    h.raisesLike('number expected, got string', function() joint:setForceThreshold('x') end)
    assert.are.equal(5, joint:getForceThreshold())
    assert.are.equal(math.huge, joint:getTorqueThreshold())
    joint:destroy()
    h.raisesLike('b2c.joint is destroyed', function() joint:setForceThreshold(1) end)
    h.raisesLike('b2c.joint is destroyed', function() joint:isBroken() end)
  end)

  it('keep thresholds and breaks through snapshots', function()
    local world, joint = hanging { forceThreshold = 15, torqueThreshold = 3 }
    local before = world:snapshot()
    world:step(1 / 60)
    local after = world:snapshot()
    world:restore(before)
    assert.is_false(joint:isBroken())
    assert.are.equal(15, joint:getForceThreshold())
    assert.are.equal(3, joint:getTorqueThreshold())
    world:restore(b2c.loadSnapshot(after:serialize()))
    joint = world:getJoints()[1]
    assert.is_true(joint:isBroken())
    assert.are.equal(1, #world:getJointEvents())
  end)
end)

describe('revolute joint angle', function()
  -- a wheel on the world driven by a motor at w rad/s
  local function driven(speed, def)
    local world = b2c.world { gravity = { 0, 0 } }
    local body = wheel(world, { 0, 0 }, 0.5)
    def = def or {}
    def.type, def.bodyB, def.anchor = 'revolute', body, { 0, 0 }
    def.enableMotor, def.motorSpeed, def.maxMotorTorque = true, speed, 1000
    return world, world:createJoint(def), body
  end

  it('counts whole turns: turned twice it reports 4 pi, back the other way -4 pi', function()
    local world, joint = driven(math.pi) -- two turns in 4 s
    run(world, 4)
    assert.near(4 * math.pi, joint:getAngle(), 0.01)
    joint:setMotorSpeed(-math.pi)
    run(world, 8)
    assert.near(-4 * math.pi, joint:getAngle(), 0.02)
  end)

  it('keeps limits beyond a turn working', function()
    local world, joint = driven(math.pi, { enableLimit = true, lowerAngle = 0, upperAngle = 2.5 * math.pi })
    joint:setMaxMotorTorque(1)
    run(world, 4)
    assert.near(2.5 * math.pi, joint:getAngle(), math.rad(0.5))
    joint:setMotorSpeed(-math.pi)
    run(world, 4)
    assert.near(0, joint:getAngle(), math.rad(0.5))
  end)

  it('keeps its turns through a snapshot', function()
    local world, joint = driven(math.pi)
    run(world, 3)
    local saved, angle = world:snapshot(), joint:getAngle()
    run(world, 1)
    world:restore(saved)
    assert.are.equal(angle, joint:getAngle())
    assert.is_true(angle > 2 * math.pi)
  end)
end)

describe('spring targets and motor forces', function()
  it('pull a revolute spring to its target angle', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = wheel(world, { 0, 0 })
    local joint = world:createJoint { type = 'revolute', bodyB = body, anchor = { 0, 0 }, enableSpring = true, hertz = 2,
      dampingRatio = 1, targetAngle = 1 }
    assert.are.equal(1, joint:getTargetAngle())
    run(world, 3)
    assert.near(1, joint:getAngle(), 0.01)
    joint:setTargetAngle(-0.5)
    assert.are.equal(-0.5, joint:getTargetAngle())
    run(world, 3)
    assert.near(-0.5, joint:getAngle(), 0.01)
  end)

  it('pull a prismatic spring to its target translation', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = weight(world, { 0, 0 }, 1)
    local joint = world:createJoint { type = 'prismatic', bodyB = body, axis = { 1, 0 }, enableSpring = true, hertz = 2,
      dampingRatio = 1, targetTranslation = 0.5 }
    run(world, 3)
    assert.near(0.5, joint:getTranslation(), 0.005)
    joint:setTargetTranslation(-1)
    assert.are.equal(-1, joint:getTargetTranslation())
    run(world, 3)
    assert.near(-1, joint:getTranslation(), 0.005)
    h.raisesLike('finite number expected, got inf', function() joint:setTargetTranslation(math.huge) end)
    assert.are.equal(-1, joint:getTargetTranslation())
  end)

  it('report the motor torque at stall as the maximum torque', function()
    -- a 1 m bar of 10 kg pivoting at its end: m g L / 2 = 50 N m, against a motor of 20 N m
    local world = b2c.world { gravity = { 0, -10 } }
    local bar = world:createBody { type = 'dynamic', position = { 0.5, 0 } }
    bar:createFixture(b2c.box(0.5, 0.05), { density = 100 })
    local joint = world:createJoint { type = 'revolute', bodyB = bar, anchor = { 0, 0 }, enableMotor = true, motorSpeed = 1,
      maxMotorTorque = 20, enableLimit = true, lowerAngle = -0.5, upperAngle = 0.5 }
    run(world, 1)
    assert.near(20, joint:getMotorTorque(60), 1e-3)
    assert.near(-0.5, joint:getAngle(), 0.01)
  end)

  it('report the motor force at stall as the maximum force', function()
    -- a 1 kg box on a vertical prismatic joint, lifted by at most 4 N: it rests on its lower limit
    local world = b2c.world { gravity = { 0, -10 } }
    local box = weight(world, { 0, 0 }, 1)
    local joint = world:createJoint { type = 'prismatic', bodyB = box, axis = { 0, 1 }, enableMotor = true, motorSpeed = 1,
      maxMotorForce = 4, enableLimit = true, lowerTranslation = -0.5, upperTranslation = 0.5 }
    run(world, 1)
    assert.near(4, joint:getMotorForce(60), 1e-3)
    assert.near(-0.5, joint:getTranslation(), 0.01)
  end)
end)

describe('gear joint', function()
  local function wheels(ratio)
    local world = b2c.world { gravity = { 0, 0 } }
    local a, b = wheel(world, { 0, 0 }, 1), wheel(world, { 3, 0 }, 0.5)
    local ja = world:createJoint { type = 'revolute', bodyB = a, anchor = { 0, 0 }, enableMotor = true, motorSpeed = 2,
      maxMotorTorque = 1000 }
    local jb = world:createJoint { type = 'revolute', bodyB = b, anchor = { 3, 0 } }
    local gear = world:createJoint { type = 'gear', joint1 = ja, joint2 = jb, ratio = ratio }
    return world, gear, a, b, ja, jb
  end

  it('of ratio 2 turns its second wheel at half the speed within 1%', function()
    local world, gear, a, b, ja, jb = wheels(2)
    assert.are.equal('gear', gear:getType())
    assert.are.equal(2, gear:getRatio())
    local j1, j2 = gear:getJoints()
    assert.are.equal(ja, j1)
    assert.are.equal(jb, j2)
    local bodyA, bodyB = gear:getBodies()
    assert.are.equal(a, bodyA)
    assert.are.equal(b, bodyB)
    local c0 = gear:getCoordinate()
    run(world, 2)
    assert.near(2, a:getAngularVelocity(), 0.02)
    assert.near(-0.5 * a:getAngularVelocity(), b:getAngularVelocity(), 0.01 * 0.5 * math.abs(a:getAngularVelocity()))
    -- angle1 + 2 angle2 stays (the angles counting turns)
    assert.near(c0, ja:getAngle() + 2 * jb:getAngle(), 0.01)
    assert.near(c0, gear:getCoordinate(), 0.01)
  end)

  it('couples a revolute joint and a prismatic joint (rack and pinion)', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local pinion = wheel(world, { 0, 0 }, 1)
    local rack = weight(world, { 0, -1.5 }, 1)
    local jr = world:createJoint { type = 'revolute', bodyB = pinion, anchor = { 0, 0 }, enableMotor = true, motorSpeed = 1,
      maxMotorTorque = 1000 }
    local jp = world:createJoint { type = 'prismatic', bodyB = rack, axis = { 1, 0 } }
    world:createJoint { type = 'gear', joint1 = jr, joint2 = jp, ratio = -1 } -- angle - translation constant
    run(world, 1)
    assert.near(1, rack:getLinearVelocity().x, 0.01)
    assert.near(jr:getAngle(), jp:getTranslation(), 0.01)
  end)

  it('refuses joints that are not revolute or prismatic, one joint twice, a zero ratio', function()
    local world = b2c.world {}
    local ground = world:createBody {}
    local a, b = wheel(world, { 0, 0 }), wheel(world, { 3, 0 })
    local da = world:createJoint { type = 'distance', bodyA = ground, bodyB = a }
    local db = world:createJoint { type = 'distance', bodyA = ground, bodyB = b }
    local ra = world:createJoint { type = 'revolute', bodyA = ground, bodyB = a }
    local rb = world:createJoint { type = 'revolute', bodyA = ground, bodyB = b }
    local count = countJoints(world)
    h.raises("bad argument #1 to 'createJoint' (field 'joint1': a revolute or prismatic joint expected, got a distance joint)",
      function() world:createJoint { type = 'gear', joint1 = da, joint2 = db } end)
    h.raisesLike("field 'joint2': a revolute or prismatic joint expected, got a distance joint", function()
      world:createJoint { type = 'gear', joint1 = ra, joint2 = db }
    end)
    h.raisesLike("fields 'joint1' and 'joint2' are the same joint", function()
      world:createJoint { type = 'gear', joint1 = ra, joint2 = ra }
    end)
    h.raisesLike("field 'ratio': must not be zero, got 0", function()
      world:createJoint { type = 'gear', joint1 = ra, joint2 = rb, ratio = 0 }
    end)
    h.raisesLike("field 'ratio': finite number expected, got nan", function()
      world:createJoint { type = 'gear', joint1 = ra, joint2 = rb, ratio = 0 / 0 }
    end)
    h.raisesLike("field 'joint1': b2c.joint expected, got nil", function() world:createJoint { type = 'gear', joint2 = rb } end)
    h.raisesLike("field 'bodyA': a gear joint's bodies are its joints' (leave it out)", function()
      world:createJoint { type = 'gear', joint1 = ra, joint2 = rb, bodyA = a }
    end)
    local ra2 = world:createJoint { type = 'revolute', bodyA = ground, bodyB = a }
    h.raisesLike("fields 'joint1' and 'joint2' move the same body", function()
      world:createJoint { type = 'gear', joint1 = ra, joint2 = ra2 }
    end)
    ra2:destroy()
    h.raisesLike("field 'joint1': b2c.joint is destroyed", function()
      world:createJoint { type = 'gear', joint1 = ra2, joint2 = rb }
    end)
    assert.are.equal(count, countJoints(world))
    -- a gear whose joint is destroyed does nothing (and does not fail)
    local gear = world:createJoint { type = 'gear', joint1 = ra, joint2 = rb }
    ra:destroy()
    run(world, 0.1)
    assert.is_false(gear:isDestroyed())
    local j1, j2 = gear:getJoints()
    assert.is_nil(j1)
    assert.are.equal(rb, j2)
  end)
end)

describe('pulley joint', function()
  local function pulley(ratio, massA, massB)
    local world = b2c.world { gravity = { 0, -10 } }
    local a, b = weight(world, { -2, 5 }, massA), weight(world, { 2, 5 }, massB)
    local joint = world:createJoint { type = 'pulley', bodyA = a, bodyB = b, groundAnchorA = { -2, 10 },
      groundAnchorB = { 2, 10 }, ratio = ratio }
    return world, joint, a, b
  end

  it('keeps lengthA + ratio lengthB within 0.5% while the weights move', function()
    for _, ratio in ipairs { 1, 2 } do
      local world, joint, a = pulley(ratio, 3, 1)
      local total = joint:getLengthA() + ratio * joint:getLengthB()
      assert.near(5 + ratio * 5, total, 1e-4)
      assert.near(total, joint:getCoordinate(), 1e-4)
      for _ = 1, 90 do
        world:step(1 / 60)
        assert.near(total, joint:getLengthA() + ratio * joint:getLengthB(), 0.005 * total)
      end
      assert.is_true(a:getPosition().y < 4, 'the heavier weight went down: ' .. a:getPosition().y)
    end
  end)

  it('balances weights in the ratio of its ratio', function()
    local world, _, a, b = pulley(2, 1, 2)
    run(world, 1)
    assert.near(5, a:getPosition().y, 0.01)
    assert.near(5, b:getPosition().y, 0.01)
  end)

  it('reports its ground anchors, ratio and reaction', function()
    local world, joint = pulley(1, 1, 1)
    local gA, gB = joint:getGroundAnchors()
    assert.are.same(b2c.vec2(-2, 10), gA)
    assert.are.same(b2c.vec2(2, 10), gB)
    assert.are.equal(1, joint:getRatio())
    run(world, 0.5)
    assert.near(10, joint:getReactionForce(60).y, 0.1) -- the rope holds B's 10 N
    local total = joint:getCoordinate()
    world:shiftOrigin { 1, 2 } -- its ground anchors move with the world
    gA, gB = joint:getGroundAnchors()
    assert.are.same(b2c.vec2(-3, 8), gA)
    assert.are.same(b2c.vec2(1, 8), gB)
    assert.near(total, joint:getCoordinate(), 1e-5)
    run(world, 0.5)
    assert.near(total, joint:getCoordinate(), 0.005 * total)
  end)

  it('refuses a zero or negative ratio and missing ground anchors, with nothing made', function()
    local world = b2c.world {}
    local a, b = weight(world, { -2, 5 }, 1), weight(world, { 2, 5 }, 1)
    for _, ratio in ipairs { 0, -1 } do
      h.raises(("bad argument #1 to 'createJoint' (field 'ratio': must be positive, got %s)"):format(h.fmt(ratio)), function()
        world:createJoint { type = 'pulley', bodyA = a, bodyB = b, groundAnchorA = { -2, 10 }, groundAnchorB = { 2, 10 },
          ratio = ratio }
      end)
    end
    h.raisesLike("field 'groundAnchorB'", function()
      world:createJoint { type = 'pulley', bodyA = a, bodyB = b, groundAnchorA = { -2, 10 } }
    end)
    h.raisesLike("field 'bodyA': b2c.body expected, got nil", function()
      world:createJoint { type = 'pulley', bodyB = b, groundAnchorA = { -2, 10 }, groundAnchorB = { 2, 10 } }
    end)
    assert.are.equal(0, countJoints(world))
  end)
end)

describe('friction joint', function()
  it('stops a sliding top-down box at the rate maxForce / m', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local box = weight(world, { 0, 0 }, 2) -- 2 kg
    box:setLinearVelocity { 5, 0 }
    box:setAngularVelocity(3)
    local joint = world:createJoint { type = 'friction', bodyB = box, maxForce = 4, maxTorque = 1 }
    assert.are.equal(4, joint:getMaxForce())
    run(world, 1)
    assert.near(3, box:getLinearVelocity().x, 0.03) -- 5 - (4 / 2) 1
    assert.near(0, box:getLinearVelocity().y, 1e-4)
    assert.near(-4, joint:getReactionForce(60).x, 0.01)
    run(world, 2)
    assert.near(0, box:getLinearVelocity().x, 1e-4)
    assert.near(0, box:getAngularVelocity(), 1e-4)
    h.raisesLike('must not be negative', function() joint:setMaxTorque(-1) end)
  end)
end)

describe('filter joint', function()
  local function crossing(filtered)
    local world = b2c.world { gravity = { 0, 0 } }
    local a = weight(world, { -2, 0 }, 1, { linearVelocity = { 2, 0 } })
    local b = weight(world, { 2, 0 }, 1, { linearVelocity = { -2, 0 } })
    local joint = filtered and world:createJoint { type = 'filter', bodyA = a, bodyB = b }
    run(world, 2)
    return a, b, joint, world
  end

  it('lets two boxes pass through each other (and only it)', function()
    local a, b, joint, world = crossing(true)
    assert.near(2, a:getPosition().x, 0.01)
    assert.near(-2, b:getPosition().x, 0.01)
    assert.are.equal('filter', joint:getType())
    joint:setCollideConnected(true) -- (does nothing: it is all it does)
    assert.is_false(joint:getCollideConnected())
    assert.is_nil(joint.setForceThreshold)
    assert.are.same(b2c.vec2(0, 0), joint:getReactionForce(60))
    local before = world:hash()
    world:step(1 / 60)
    assert.are_not.equal(before, world:hash())
    a, b = crossing(false)
    assert.is_true(a:getPosition().x < b:getPosition().x, 'without it they collide')
  end)

  it('ends the contacts the bodies have, and needs two bodies', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local a, b = weight(world, { 0, 0 }, 1), weight(world, { 0.9, 0 }, 1)
    world:step(1 / 60)
    assert.are.equal(1, world:getCounters().contactCount)
    world:createJoint { type = 'filter', bodyA = a, bodyB = b }
    assert.are.equal(0, world:getCounters().contactCount)
    h.raisesLike("field 'bodyA': b2c.body expected, got nil", function() world:createJoint { type = 'filter', bodyB = b } end)
    h.raises("bad argument #1 to 'createJoint' (unknown field 'anchor' for a filter joint)", function()
      world:createJoint { type = 'filter', bodyA = a, bodyB = b, anchor = { 0, 0 } }
    end)
  end)
end)

describe('setCollideConnected', function()
  it('ends the contacts between the bodies when set false, and lets them form again when set true', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local a, b = weight(world, { 0, 0 }, 1), weight(world, { 0.9, 0 }, 1)
    local joint = world:createJoint { type = 'distance', bodyA = a, bodyB = b, collideConnected = true }
    world:step(1 / 60)
    assert.are.equal(1, world:getCounters().contactCount)
    joint:setCollideConnected(false)
    assert.is_false(joint:getCollideConnected())
    assert.are.equal(0, world:getCounters().contactCount)
    world:step(1 / 60)
    assert.are.equal(0, world:getCounters().contactCount)
    joint:setCollideConnected(true)
    world:step(1 / 60)
    assert.are.equal(1, world:getCounters().contactCount)
  end)
end)

describe('new joints in snapshots and draws', function()
  local function scene()
    local world = b2c.world { gravity = { 0, -10 } }
    local ground = world:createBody {}
    local a, b = weight(world, { -2, 5 }, 2), weight(world, { 2, 5 }, 1)
    world:createJoint { type = 'pulley', bodyA = a, bodyB = b, groundAnchorA = { -2, 10 }, groundAnchorB = { 2, 10 } }
    local w1, w2 = wheel(world, { 0, 0 }), wheel(world, { 3, 0 })
    local r1 = world:createJoint { type = 'revolute', bodyA = ground, bodyB = w1, anchor = { 0, 0 }, enableMotor = true,
      motorSpeed = 3, maxMotorTorque = 50, forceThreshold = 1e4, enableSpring = true, hertz = 1, targetAngle = 0.5 }
    local r2 = world:createJoint { type = 'revolute', bodyA = ground, bodyB = w2, anchor = { 3, 0 } }
    world:createJoint { type = 'gear', joint1 = r1, joint2 = r2, ratio = 1.5 }
    world:createJoint { type = 'friction', bodyB = w2, maxForce = 1, maxTorque = 1 }
    world:createJoint { type = 'filter', bodyA = a, bodyB = w1 }
    return world
  end

  it('replay bit for bit from a snapshot and a serialized one', function()
    local world = scene()
    run(world, 0.5)
    local saved = world:snapshot()
    run(world, 0.5)
    local expected = world:hash()
    world:restore(saved)
    run(world, 0.5)
    assert.are.equal(expected, world:hash())
    local other = b2c.world {}
    other:restore(b2c.loadSnapshot(saved:serialize()))
    run(other, 0.5)
    assert.are.equal(expected, other:hash())
  end)

  it('are drawn: a pulley as its three rope segments, a filter joint as one', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local a, b = weight(world, { -2, 5 }, 1), weight(world, { 2, 5 }, 1)
    local pulley = world:createJoint { type = 'pulley', bodyA = a, bodyB = b, groundAnchorA = { -2, 10 },
      groundAnchorB = { 2, 10 } }
    local function segments()
      local n = 0
      world:draw({ segment = function() n = n + 1 end }, { fixtures = false })
      return n
    end
    assert.are.equal(3, segments())
    pulley:destroy()
    world:createJoint { type = 'filter', bodyA = a, bodyB = b }
    assert.are.equal(1, segments())
  end)
end)
