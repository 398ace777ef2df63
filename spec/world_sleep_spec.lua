local b2c = require 'b2c'

local run = h.run

local groundWorld = h.groundWorld

describe('sleeping', function()
  it('puts a box at rest to sleep, and wakes it with a force', function()
    local world = groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 2 } }
    box:createFixture(b2c.box(0.5, 0.5))
    run(world, 3)
    assert.is_false(box:isAwake())
    assert.are.equal(0, world:getCounters().awakeCount)
    assert.near(0.5, box:getPosition().y, b2c.linearSlop)
    box:applyLinearImpulse(b2c.vec2(0, 5))
    assert.is_true(box:isAwake())
    world:step(1 / 60)
    assert.is_true(box:getPosition().y > 0.5)
  end)

  it('leaves a sleeping body\'s fixture AABB where the body is', function()
    local world = groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 2 }, angle = 0.3 }
    local fixture = box:createFixture(b2c.box(0.5, 0.5))
    local asleepAt
    for i = 1, 600 do
      world:step(1 / 60)
      if not box:isAwake() then asleepAt = i; break end
    end
    assert.is_not_nil(asleepAt)
    local expected = b2c.box(0.5, 0.5):computeAABB(box:getTransform())
    local aabb = fixture:getAABB()
    assert.near(expected.lower, aabb.lower, 1e-6)
    assert.near(expected.upper, aabb.upper, 1e-6)
  end)

  it('keeps a body awake when it may not sleep, or the world says so', function()
    local world = groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 }, allowSleep = false }
    box:createFixture(b2c.box(0.5, 0.5))
    run(world, 2)
    assert.is_true(box:isAwake())
    local noSleep = groundWorld { gravity = { 0, -10 }, allowSleep = false }
    local other = noSleep:createBody { type = 'dynamic', position = { 0, 0.5 } }
    other:createFixture(b2c.box(0.5, 0.5))
    run(noSleep, 2)
    assert.is_true(other:isAwake())
  end)

  it('settles a 20-row pyramid (210 boxes) where it stands, all asleep, within 10 s', function()
    local world = groundWorld()
    local boxes = h.pyramid(world, 20, 1.0, 0.5)
    assert.are.equal(210, #boxes)
    run(world, 4)
    local settled = {}
    for i, b in ipairs(boxes) do settled[i] = b:getPosition() end
    run(world, 6)
    local asleep = 0
    for i, b in ipairs(boxes) do
      assert.near(settled[i], b:getPosition(), 0.01)
      if not b:isAwake() then asleep = asleep + 1 end
    end
    assert.are.equal(210, asleep)
  end)

  it('wakes a whole sleeping island with one of its bodies, and nothing else', function()
    local world = groundWorld()
    local boxes = h.pyramid(world, 8, 1.0, 0.5)
    local apart = world:createBody { type = 'dynamic', position = { 20, 0.5 } }
    apart:createFixture(b2c.box(0.5, 0.5))
    run(world, 6)
    assert.are.equal(0, world:getCounters().awakeCount)
    boxes[1]:setAwake(true)
    for _, b in ipairs(boxes) do assert.is_true(b:isAwake()) end
    assert.is_false(apart:isAwake())
    assert.are.equal(#boxes, world:getCounters().awakeCount)
  end)

  it('wakes what rested on a body that is destroyed', function()
    local world = groundWorld()
    local lower = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    lower:createFixture(b2c.box(0.5, 0.5))
    local upper = world:createBody { type = 'dynamic', position = { 0, 1.5 } }
    upper:createFixture(b2c.box(0.5, 0.5))
    run(world, 3)
    assert.is_false(upper:isAwake())
    lower:destroy()
    assert.is_true(upper:isAwake())
    run(world, 1)
    assert.near(0.5, upper:getPosition().y, 0.01)
  end)

  it('wakes a sleeping box when another lands on it', function()
    local world = groundWorld()
    local lower = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    lower:createFixture(b2c.box(0.5, 0.5))
    run(world, 2)
    assert.is_false(lower:isAwake())
    local ball = world:createBody { type = 'dynamic', position = { 0.3, 4 } }
    ball:createFixture(b2c.circle(0.25), { density = 10 })
    local woke = false
    for _ = 1, 60 do
      world:step(1 / 60)
      woke = woke or lower:isAwake()
    end
    assert.is_true(woke)
    assert.is_true(ball:getPosition().y > 1) -- it landed on the box, not through it
  end)

  it('never makes asleep a body that may not sleep (awake = false with allowSleep = false)', function()
    local world = groundWorld()
    local ball = world:createBody { type = 'dynamic', position = { 0, 5 }, awake = false, allowSleep = false }
    ball:createFixture(b2c.circle(0.5))
    assert.is_true(ball:isAwake())
    run(world, 1)
    assert.is_true(ball:getPosition().y < 1) -- it fell (Box2D v3 wakes it too)
    local sleeper = world:createBody { type = 'dynamic', position = { 3, 5 }, awake = false }
    sleeper:createFixture(b2c.circle(0.5))
    run(world, 1)
    assert.is_false(sleeper:isAwake())
    assert.near(5, sleeper:getPosition().y, 1e-6)
  end)
end)
