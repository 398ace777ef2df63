-- Destroying bodies, fixtures and joints from a callback: the handle reports destroyed at once, no
-- callback is handed it again, and the object goes when the world is unlocked (the end of the step,
-- query or draw). Creating stays refused.
local b2c = require 'b2c'
local vec2 = b2c.vec2

local run = h.run

-- A ground, a ball resting on it (touching from the first step), a sensor zone around the ball,
-- and a second ball hung from the ground by a distance joint.
local function scene()
  local world, ground, groundFixture = h.groundWorld()
  local ball = world:createBody { type = 'dynamic', position = { 0, 0.49 } }
  local ballFixture = ball:createFixture(b2c.circle(0.5), { userData = 'ball' })
  local zone = world:createBody { position = { 0, 0.5 } }
  zone:createFixture(b2c.box(2, 2), { isSensor = true, userData = 'zone' })
  local bob = world:createBody { type = 'dynamic', position = { 5, 3 } }
  bob:createFixture(b2c.circle(0.25))
  local joint = world:createJoint { type = 'distance', bodyA = ground, bodyB = bob, anchorA = { 5, 5 } }
  return { world = world, ground = ground, groundFixture = groundFixture, ball = ball, ballFixture = ballFixture,
    bob = bob, joint = joint, zone = zone }
end

local callbacks = { 'preSolve', 'beginContact', 'postSolve', 'beginSensor' }

describe('destroy from a callback', function()
  for _, name in ipairs(callbacks) do
    for _, what in ipairs({ 'body', 'fixture', 'joint' }) do
      it(('of %s: a %s goes at the end of the step'):format(name, what), function()
        local s = scene()
        local target = what == 'body' and s.ball or what == 'fixture' and s.ballFixture or s.joint
        local calls, after = 0, 0
        local counters
        s.world:setCallbacks { [name] = function(a, b)
          calls = calls + 1
          if target:isDestroyed() then
            -- no callback is handed the destroyed fixture (or a fixture of the destroyed body)
            if what ~= 'joint' then
              assert.are_not.equal(s.ballFixture, a)
              assert.are_not.equal(s.ballFixture, b)
            end
            after = after + 1
            return
          end
          target:destroy()
          assert.is_true(target:isDestroyed())
          if what == 'body' then
            assert.is_true(s.ballFixture:isDestroyed()) -- its fixtures with it
          end
          counters = s.world:getCounters()
          h.raisesLike('world is locked during a step', function() s.world:createBody {} end)
          h.raisesLike('is destroyed', function() target:destroy() end)
        end }
        s.world:step(1 / 60)
        assert.is_true(calls > 0, name .. ' was called')
        assert.is_true(target:isDestroyed())
        -- still there during the callback, gone after the step
        local now = s.world:getCounters()
        if what == 'body' then
          assert.are.equal(counters.bodyCount - 1, now.bodyCount)
          assert.are.equal(counters.fixtureCount - 1, now.fixtureCount)
          assert.are.same(3, #s.world:getBodies())
        elseif what == 'fixture' then
          assert.are.equal(counters.fixtureCount - 1, now.fixtureCount)
          assert.are.same({}, s.ball:getFixtures())
        else
          assert.are.equal(counters.jointCount - 1, now.jointCount)
          assert.are.same({}, s.world:getJoints())
        end
        -- the world goes on, sound: the bob falls when its joint went, else hangs
        run(s.world, 1.5)
        if what == 'joint' then
          assert.is_true(s.bob:getPosition().y < 0.5, 'the bob fell')
        else
          assert.near(3, s.bob:getPosition().y, 0.05)
        end
      end)
    end
  end

  it('of endContact and endSensor', function()
    local world, ground = h.groundWorld()
    local ball = world:createBody { type = 'dynamic', position = { 0, 0.49 } }
    ball:createFixture(b2c.circle(0.5))
    local zone = world:createBody { position = { 0, 0.5 } }
    local zoneFixture = zone:createFixture(b2c.box(2, 2), { isSensor = true })
    local ended, sensorEnded = 0, 0
    world:setCallbacks {
      endContact = function() ended = ended + 1; ground:destroy() end,
      endSensor = function() sensorEnded = sensorEnded + 1; zoneFixture:destroy() end,
    }
    run(world, 0.1)
    ball:setLinearVelocity(vec2(0, 20)) -- up and away: the contact ends, then the overlap
    run(world, 1)
    assert.are.equal(1, ended)
    assert.are.equal(1, sensorEnded)
    assert.is_true(ground:isDestroyed())
    assert.is_true(zoneFixture:isDestroyed())
    assert.are.equal(2, world:getCounters().bodyCount)
    assert.are.equal(1, world:getCounters().fixtureCount)
  end)

  it('of a query, a ray cast and a draw', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local fixtures = {}
    for i = 1, 5 do
      fixtures[i] = world:createBody { position = { 2 * i, 0 } }:createFixture(b2c.box(0.5, 0.5))
    end
    -- a query destroys each fixture it finds; all are found once
    local seen = 0
    world:queryAABB(b2c.aabb(0, -1, 5, 1), function(f) seen = seen + 1; f:getBody():destroy() end)
    assert.are.equal(2, seen)
    assert.are.equal(3, world:getCounters().bodyCount)
    -- a ray destroys the first it hits; later hits skip it
    local hits = {}
    world:rayCast(vec2(0, 0), vec2(12, 0), function(f)
      hits[#hits + 1] = f
      if f == fixtures[3] then fixtures[4]:destroy() end
      return 1
    end)
    for _, f in ipairs(hits) do assert.are_not.equal(fixtures[4], f) end
    assert.is_true(fixtures[4]:isDestroyed())
    assert.are.equal(2, world:getCounters().fixtureCount)
    -- a drawer destroys a body; it goes when the draw ends
    local drawn = 0
    world:draw({ polygon = function()
      drawn = drawn + 1
      if not fixtures[5]:isDestroyed() then fixtures[5]:getBody():destroy() end
    end })
    assert.is_true(drawn >= 1)
    assert.are.equal(2, world:getCounters().bodyCount) -- the 3rd, and the 4th without its fixture
    assert.are.equal(1, world:getCounters().fixtureCount)
  end)

  it('from a callback that raises after: destroyed all the same, the error raised', function()
    local s = scene()
    local token = {}
    s.world:setCallbacks { preSolve = function() s.ball:destroy(); error(token) end }
    local ok, err = pcall(s.world.step, s.world, 1 / 60)
    assert.is_false(ok)
    assert.are.equal(token, err)
    assert.is_true(s.ball:isDestroyed())
    assert.are.equal(3, s.world:getCounters().bodyCount)
    s.world:setCallbacks {}
    run(s.world, 0.5)
  end)

  it('of a body destroys its joints with it, and a joint destroyed first goes once', function()
    local s = scene()
    s.world:setCallbacks { preSolve = function()
      if s.joint:isDestroyed() then return end
      s.joint:destroy()
      s.bob:destroy()
      s.ground:destroy() -- its joint is already pending: the body takes only its fixture
    end }
    s.world:step(1 / 60)
    assert.is_true(s.joint:isDestroyed())
    assert.is_true(s.bob:isDestroyed())
    assert.is_true(s.ground:isDestroyed())
    assert.are.equal(0, s.world:getCounters().jointCount)
    assert.are.equal(2, s.world:getCounters().bodyCount)
    run(s.world, 0.5)
  end)

  it('in a nested query of a step callback: at the end of the step', function()
    local s = scene()
    local inStep
    s.world:setCallbacks { beginContact = function()
      s.world:queryAABB(b2c.aabb(-1, -1, 1, 1), function(f)
        if f == s.ballFixture then s.ball:destroy() end
      end)
      inStep = s.world:getCounters().bodyCount
    end }
    s.world:step(1 / 60)
    assert.are.equal(4, inStep) -- the query ended inside the step: still there
    assert.are.equal(3, s.world:getCounters().bodyCount)
  end)
end)
