-- The world's own controls: isLocked, destroy, shiftOrigin, setGravity's effect.
local b2c = require 'b2c'
local vec2 = b2c.vec2

local run = h.run

-- A small scene far from the origin: a ground, a box resting on it, a ball on a rope from the
-- world (a distance joint anchored on the world), all offset by `o`.
local function farScene(o)
  local world = b2c.world { gravity = { 0, -10 } }
  local ground = world:createBody { position = o }
  ground:createFixture(b2c.box(20, 1, { 0, -1 }))
  local box = world:createBody { type = 'dynamic', position = o + vec2(0, 0.5) }
  box:createFixture(b2c.box(0.5, 0.5))
  local ball = world:createBody { type = 'dynamic', position = o + vec2(5, 4) }
  ball:createFixture(b2c.circle(0.25))
  local rope = world:createJoint { type = 'distance', bodyB = ball, anchorA = o + vec2(3, 6), anchorB = o + vec2(5, 4) }
  return { world = world, box = box, ball = ball, rope = rope }
end

describe('world controls', function()
  it('isLocked tells when creating is refused', function()
    local world, ground = h.groundWorld()
    assert.is_false(world:isLocked())
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5))
    local seen = {}
    world:setCallbacks { preSolve = function() seen.step = world:isLocked() end }
    world:step(1 / 60)
    world:queryAABB(b2c.aabb(-1, -1, 1, 1), function() seen.query = world:isLocked() end)
    world:draw({ polygon = function() seen.draw = world:isLocked() end })
    assert.are.same({ step = true, query = true, draw = true }, seen)
    assert.is_false(world:isLocked())
    assert.is_truthy(ground)
  end)

  it('destroy frees the world; its handles read as destroyed; again does nothing', function()
    local world, ground, fixture = h.groundWorld()
    local joint = world:createJoint { type = 'weld', bodyA = ground, bodyB = world:createBody { type = 'dynamic' } }
    assert.is_false(world:isDestroyed())
    world:destroy()
    assert.is_true(world:isDestroyed())
    assert.is_true(ground:isDestroyed())
    assert.is_true(fixture:isDestroyed())
    assert.is_true(joint:isDestroyed())
    h.raisesLike('b2c.world is closed', function() world:step(1 / 60) end)
    h.raisesLike('b2c.world is closed', function() world:createBody {} end)
    world:destroy() -- nothing
    assert.are.equal('b2c.world(closed)', tostring(world))
    collectgarbage() -- collecting it later is safe
    collectgarbage()
  end)

  it('is not destroyed from its own callback', function()
    local world = h.groundWorld()
    local ok, err = pcall(world.queryAABB, world, b2c.aabb(-1, -1, 1, 1), function() world:destroy() end)
    assert.is_false(ok)
    assert.matches('world is locked during a query', err)
    assert.is_false(world:isDestroyed())
  end)

  it('shiftOrigin moves every position and changes nothing else', function()
    local o = vec2(4096, -2048)
    local a, b = farScene(o), farScene(o)
    run(a.world, 0.5)
    run(b.world, 0.5)
    b.world:shiftOrigin(o)
    assert.near(a.box:getPosition() - o, b.box:getPosition(), 1e-6)
    assert.near(a.rope:getAnchorA() - o, b.rope:getAnchorA(), 1e-6)
    local ca, cb = a.world:getContacts()[1], b.world:getContacts()[1]
    assert.near(ca:getPoints()[1] - o, cb:getPoints()[1], 1e-3)
    -- the two go on alike: the box rests, the ball swings on its rope from the same anchor
    run(a.world, 2)
    run(b.world, 2)
    assert.near(a.box:getPosition() - o, b.box:getPosition(), 2e-3)
    assert.near(a.ball:getPosition() - o, b.ball:getPosition(), 2e-3)
    assert.near(2 * math.sqrt(2), (b.ball:getPosition() - vec2(3, 6)):length(), 0.02)
    -- queries and rays find things where they now are
    local found = 0
    b.world:queryAABB(b2c.aabb(-0.1, 0.4, 0.1, 0.6), function() found = found + 1 end)
    assert.are.equal(1, found)
    assert.is_truthy(b.world:rayCastClosest(vec2(0, 5), vec2(0, -5)))
  end)

  it('shiftOrigin moves a mouse joint\'s target', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local ground = world:createBody {}
    local box = world:createBody { type = 'dynamic', position = { 10, 10 } }
    box:createFixture(b2c.box(0.5, 0.5))
    local mouse = world:createJoint { type = 'mouse', bodyA = ground, bodyB = box, anchor = { 10, 10 }, target = { 12, 10 },
      maxForce = 1000 }
    world:shiftOrigin({ 10, 10 })
    assert.near(vec2(2, 0), mouse:getTarget(), 1e-6)
    run(world, 2)
    assert.near(vec2(2, 0), box:getPosition(), 0.05)
  end)

  it('shiftOrigin refuses a bad origin and a locked world', function()
    local world = h.groundWorld()
    h.raisesLike('finite', function() world:shiftOrigin({ 0 / 0, 0 }) end)
    h.raisesLike('origin beyond', function() world:shiftOrigin({ 0, 1e30 }) end)
    h.raisesLike('b2c.vec2 expected', function() world:shiftOrigin(nil) end)
    local ok, err = pcall(world.queryAABB, world, b2c.aabb(-1, -1, 1, 1), function() world:shiftOrigin({ 1, 1 }) end)
    assert.is_false(ok)
    assert.matches('world is locked during a query', err)
  end)

  it('setGravity changes how things fall, at once', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local ball = world:createBody { type = 'dynamic' }
    ball:createFixture(b2c.circle(0.5))
    world:setGravity({ 3, 0 })
    assert.near(vec2(3, 0), world:getGravity(), 0)
    run(world, 1)
    assert.near(vec2(3, 0), ball:getLinearVelocity(), 1e-4)
    h.raisesLike('b2c.vec2 expected', function() world:setGravity('down') end)
  end)
end)
