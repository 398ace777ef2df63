-- b2c.spec: the assertions and the stepping helper it gives behaviour specs.
local b2c = require 'b2c'
local spec = require 'b2c.spec'
local vec2 = b2c.vec2

-- The message of the failure (or error) `fn` raises, without its position.
local function failure(fn) return h.errorOf(fn) end

-- A world with a 100 m ground (top at y = 0) and a unit box resting on it after `seconds`.
local function restingBox(seconds)
  local world, ground, groundFixture = h.groundWorld()
  local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
  local fixture = box:createFixture(b2c.box(0.5, 0.5))
  spec.run(world, seconds or 0.5)
  return world, box, fixture, ground, groundFixture
end

describe('b2c.spec', function()
  it('is the module the helpers use, and registers its assertions once loaded', function()
    assert.are.equal(spec, require 'b2c.spec')
    assert.are.equal(spec.run, h.run)
    assert.is_function(spec.near)
    assert.is_function(spec.atRest)
    assert.is_function(spec.touching)
  end)

  describe('spec.run', function()
    it('steps the world at 60 Hz, or the rate given, for whole steps, and says how many', function()
      local world = b2c.world { gravity = { 0, -10 } }
      local body = world:createBody { type = 'dynamic' }
      body:createFixture(b2c.circle(0.5))
      assert.are.equal(60, spec.run(world, 1))
      assert.near(-10, body:getLinearVelocity().y, 1e-4)
      assert.are.equal(30, spec.run(world, 0.25, 120))
      assert.near(-12.5, body:getLinearVelocity().y, 1e-4)
      assert.are.equal(0, spec.run(world, 0))
      assert.are.equal(2, spec.run(world, 0.03)) -- 1.8 steps: rounded
    end)

    h.itRaises(it, {
      { "bad argument #1 to 'run' (b2c.world expected, got nil)", function() spec.run(nil, 1) end },
      { "bad argument #2 to 'run' (number expected, got string)", function() spec.run(b2c.world {}, '1') end },
      { "bad argument #2 to 'run' (seconds must be a finite number >= 0, got -1)", function() spec.run(b2c.world {}, -1) end },
      { "bad argument #3 to 'run' (hz must be a finite number > 0, got 0)", function() spec.run(b2c.world {}, 1, 0) end },
      { "bad argument #3 to 'run' (number expected, got boolean)", function() spec.run(b2c.world {}, 1, true) end },
    })
  end)

  describe('assert.near', function()
    it('compares numbers, and vectors component by component (vec2 or tables)', function()
      assert.near(1, 1 + 1e-7)
      assert.near(1, 1.05, 0.1)
      assert.is_not.near(1, 1.2, 0.1)
      assert.near(vec2(1, 2), vec2(1.001, 1.999), 0.01)
      assert.near({ 1, 2 }, vec2(1, 2))
      assert.near({ x = 1, y = 2 }, { 1, 2 })
      assert.is_not.near(vec2(1, 2), vec2(1, 2.1), 0.01)
      assert.is_not.near(vec2(1, 2), 1)
      assert.is_not.near(1, vec2(1, 2))
      assert.is_not.near(1, nil)
      assert.near(1, 2, 0.5 + 0.5)
      assert.is_true(spec.near(1, 1.5, 0.5))
      assert.are.same({ false, 0.5, 0.5, 0 }, { spec.near(vec2(1, 2), vec2(1.5, 2), 0.1) })
      assert.are.same({ false }, { spec.near(1, 'x') })
    end)

    it('says how far off the value is', function()
      assert.are.equal('Expected 1.5\nto be within 0.1 of 1,\nbut it is off by 0.5', failure(function() assert.near(1, 1.5, 0.1) end))
      assert.are.equal('Expected vec2(1, 2.5)\nto be within 1e-06 of vec2(1, 2),\nbut it is off by 0 in x and 0.5 in y',
        failure(function() assert.near(vec2(1, 2), vec2(1, 2.5)) end))
      assert.are.equal('Expected nil\nto be within 1e-06 of {1, 2},\nbut it is not a vector',
        failure(function() assert.near({ 1, 2 }, nil) end))
      assert.are.equal('Expected "1"\nto be within 1e-06 of 1,\nbut it is not a number',
        failure(function() assert.near(1, '1') end))
      assert.are.equal('Expected 1.05\nnot to be within 0.1 of 1,\nbut it is off by only 0.05',
        failure(function() assert.is_not.near(1, 1.05, 0.1) end))
      assert.are.equal('the ball\nExpected 3\nto be within 0.1 of 1,\nbut it is off by 2',
        failure(function() assert.near(1, 3, 0.1, 'the ball') end))
    end)

    h.itRaises(it, {
      { "bad argument #3 to 'near' (number expected, got table)", function() assert.near(1, 1, {}) end },
      { "bad argument #3 to 'near' (tolerance must be a finite number >= 0, got -1)", function() assert.near(1, 1, -1) end },
      { "bad argument #3 to 'near' (tolerance must be a finite number >= 0, got nan)", function() spec.near(1, 1, 0 / 0) end },
    })
  end)

  describe('assert.at_rest', function()
    it('holds for a body asleep, or awake and slower than the tolerance', function()
      local world, box = restingBox(0.25)
      assert.is_true(box:isAwake())
      assert.at_rest(box)
      assert.at_rest(box, 0.01)
      spec.run(world, 2)
      assert.is_false(box:isAwake())
      assert.at_rest(box, 0) -- asleep, whatever the tolerance
      local static = world:createBody {}
      assert.at_rest(static)
      local ok, speed, spin, asleep = spec.atRest(box)
      assert.is_true(ok and asleep)
      assert.are.same({ 'number', 'number' }, { type(speed), type(spin) })
    end)

    it('fails for a body moving or turning, saying how fast', function()
      local world = b2c.world { gravity = { 0, 0 } }
      local body = world:createBody { type = 'dynamic', position = { 1, 2 }, linearVelocity = { 3, 4 }, userData = 'rock' }
      body:createFixture(b2c.circle(0.5))
      assert.is_not.at_rest(body)
      assert.are.equal("Expected the dynamic body 'rock' at vec2(1, 2)\nto be at rest (asleep, or slower than 0.05 m/s and 0.05 rad/s),\n"
        .. 'but it is awake and moves at 5 m/s and turns at 0 rad/s', failure(function() assert.at_rest(body) end))
      body:setLinearVelocity({ 0, 0 })
      body:setAngularVelocity(-0.5)
      assert.is_not.at_rest(body, 0.1)
      assert.at_rest(body, 0.5)
      assert.are.equal("custom\nExpected the dynamic body 'rock' at vec2(1, 2)\nto be at rest (asleep, or slower than 0.1 m/s and 0.1 rad/s),\n"
        .. 'but it is awake and moves at 0 m/s and turns at 0.5 rad/s', failure(function() assert.at_rest(body, 0.1, 'custom') end))
      assert.are.equal("custom\nExpected the dynamic body 'rock' at vec2(1, 2)\nto be at rest (asleep, or slower than 0.05 m/s and 0.05 rad/s),\n"
        .. 'but it is awake and moves at 0 m/s and turns at 0.5 rad/s', failure(function() assert.at_rest(body, 'custom') end))
    end)

    it('negated, says the body is asleep or how slowly it moves', function()
      local world, box = restingBox(3)
      assert.are.equal('Expected the dynamic body at vec2(0, 0.5)\nnot to be at rest,\nbut it is asleep',
        (failure(function() assert.is_not.at_rest(box) end):gsub('vec2%([^)]*%)', 'vec2(0, 0.5)')))
      box:setAwake(true)
      assert.are.equal('Expected the dynamic body at vec2(0, 0.5)\nnot to be at rest (asleep, or slower than 0.05 m/s and 0.05 rad/s),\n'
        .. 'but it moves at only 0 m/s and turns at 0 rad/s',
        (failure(function() assert.is_not.at_rest(box) end):gsub('vec2%([^)]*%)', 'vec2(0, 0.5)')))
      local _ = world
    end)

    h.itRaises(it, {
      { "bad argument #1 to 'at_rest' (b2c.body expected, got nil)", function() assert.at_rest(nil) end },
      { "bad argument #1 to 'at_rest' (b2c.body expected, got b2c.fixture)", function()
        local _, _, fixture = restingBox(0)
        assert.at_rest(fixture)
      end },
      { "bad argument #1 to 'at_rest' (b2c.body is destroyed)", function()
        local _, box = restingBox(0)
        box:destroy()
        assert.at_rest(box)
      end },
      { "bad argument #2 to 'at_rest' (tolerance must be a finite number >= 0, got -0.5)", function()
        local _, box = restingBox(0)
        assert.at_rest(box, -0.5)
      end },
      { "bad argument #1 to 'atRest' (b2c.body expected, got number)", function() spec.atRest(1) end },
    })

    it('reports a bad argument at the assertion\'s line', function()
      local ok, err = pcall(function() assert.at_rest(nil) end)
      assert.is_false(ok)
      assert.matches('^[^:]*physics_assertions_spec%.lua:%d+: bad argument', err)
    end)
  end)

  describe('assert.touching', function()
    it('holds for fixtures in contact, either way round', function()
      local _, _, box, _, ground = restingBox(0.5)
      assert.touching(box, ground)
      assert.touching(ground, box)
      local ok, points, deepest = spec.touching(box, ground)
      assert.is_true(ok)
      assert.are.equal(2, points)
      assert.is_true(deepest < b2c.linearSlop)
    end)

    it('agrees with the world\'s begin and end events', function()
      local world, _, ground = h.groundWorld()
      local ball = world:createBody { type = 'dynamic', position = { 0, 3 } }
      local fixture = ball:createFixture(b2c.circle(0.5), { restitution = 0.8 })
      local began, ended = 0, 0
      for _ = 1, 240 do
        local was = spec.touching(fixture, ground)
        world:step(1 / 60)
        local events = world:getContactEvents()
        began, ended = began + #events.begin, ended + #events['end']
        -- the world decided at the start of the step, from the positions `was` saw
        if #events.begin > 0 then assert.is_true(was) end
        if #events['end'] > 0 then assert.is_false(was) end
      end
      assert.is_true(began >= 2 and ended >= 1, ('%d began, %d ended'):format(began, ended))
    end)

    it('fails for fixtures apart, saying how far', function()
      local world, _, ground = h.groundWorld()
      local body = world:createBody { type = 'dynamic', position = { 2, 1.5 } }
      local ball = body:createFixture(b2c.circle(0.5), { userData = 'ball' })
      assert.is_not.touching(ball, ground)
      assert.are.equal("Expected fixture 'ball'\nand fixture 'ground'\nto be touching,\nbut they are 1 m apart",
        failure(function() assert.touching(ball, ground) end))
      -- within the speculative margin: a manifold, but not touching
      body:setTransform({ 2, 0.51 }, 0)
      assert.is_not.touching(ball, ground)
      assert.are.equal("Expected fixture 'ball'\nand fixture 'ground'\nto be touching,\n"
        .. 'but they are 0.01 m apart (within the speculative margin, not touching)',
        failure(function() assert.touching(ball, ground) end))
      local unnamed = world:createBody { type = 'dynamic', position = { 5, 2 } }:createFixture(b2c.box(0.5, 0.5))
      assert.are.equal("Expected the polygon of the dynamic body at vec2(5, 2)\nand fixture 'ground'\nto be touching,\n"
        .. 'but they are 1.5 m apart', failure(function() assert.touching(unnamed, ground) end))
    end)

    it('negated, says where they touch', function()
      local _, _, box, _, ground = restingBox(0.5)
      local _, _, deepest = spec.touching(box, ground)
      assert.are.equal("Expected the polygon of the dynamic body at vec2(0, 0.5)\nand fixture 'ground'\nnot to be touching,\n"
        .. ('but they touch at 2 points (separation %s m)'):format(('%.4g'):format(deepest)),
        (failure(function() assert.is_not.touching(box, ground) end):gsub('vec2%([^)]*%)', 'vec2(0, 0.5)')))
    end)

    it('follows the world\'s rules: one body, no dynamic body, filters', function()
      local world, _, ground = h.groundWorld()
      local body = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
      local a = body:createFixture(b2c.box(0.5, 0.5))
      local b = body:createFixture(b2c.box(0.25, 0.25))
      assert.is_not.touching(a, b)
      assert.are.same({ false, 0, nil, 'they are on the same body' }, { spec.touching(a, b) })
      assert.matches('but they are on the same body$', failure(function() assert.touching(a, b) end))
      local static = world:createBody { position = { 0, 0.5 } }:createFixture(b2c.box(0.5, 0.5))
      assert.is_not.touching(static, ground)
      assert.matches('but neither body is dynamic$', failure(function() assert.touching(static, ground) end))
      assert.touching(a, ground)
      a:setFilter { groupIndex = -1 }
      ground:setFilter { groupIndex = -1 }
      assert.is_not.touching(a, ground)
      assert.matches('but their filters keep them apart$', failure(function() assert.touching(a, ground) end))
      a:setFilter { groupIndex = 1 }
      ground:setFilter { groupIndex = 1, maskBits = 0 } -- a positive group collides whatever the masks
      assert.touching(a, ground)
      a:setFilter { groupIndex = 0, categoryBits = 6 }
      ground:setFilter { groupIndex = 0, maskBits = 0xfff9 } -- masks out bits 2 and 4
      assert.is_not.touching(a, ground)
      ground:setFilter { maskBits = 0xfffb } -- bit 4 still let through
      assert.touching(a, ground)
    end)

    it('checks each segment of a chain, one-sided as the world', function()
      local world = b2c.world { gravity = { 0, -10 } }
      local floor = world:createBody {}:createFixture(b2c.chain({ { 10, 0 }, { 0, 0 }, { -10, 0 } }), { userData = 'floor' })
      local box = world:createBody { type = 'dynamic', position = { -3, 0.5 } }:createFixture(b2c.box(0.5, 0.5))
      spec.run(world, 0.5)
      assert.touching(box, floor)
      assert.touching(floor, box)
      -- under the floor, on its back side: no contact
      local below = world:createBody { type = 'dynamic', position = { 3, -0.4 }, gravityScale = 0 }:createFixture(b2c.box(0.5, 0.5))
      assert.is_not.touching(below, floor)
    end)

    it('counts a sensor overlapping a fixture, as the sensor events do', function()
      local world, _, ground = h.groundWorld()
      local sensor = world:createBody { type = 'dynamic', position = { 0, 0.2 }, gravityScale = 0 }
          :createFixture(b2c.circle(0.5), { isSensor = true })
      assert.touching(sensor, ground)
      world:step(1 / 60)
      assert.are.equal(1, #world:getContactEvents().sensorBegin)
    end)

    h.itRaises(it, {
      { "bad argument #1 to 'touching' (b2c.fixture expected, got nil)", function() assert.touching(nil, nil) end },
      { "bad argument #2 to 'touching' (b2c.fixture expected, got b2c.body)", function()
        local _, box, fixture = restingBox(0)
        assert.touching(fixture, box)
      end },
      { "bad argument #2 to 'touching' (b2c.fixture is destroyed)", function()
        local _, _, fixture, _, ground = restingBox(0)
        fixture:destroy()
        assert.is_not.touching(ground, fixture)
      end },
      { "bad argument #1 to 'touching' (b2c.fixture expected, got string)", function() spec.touching('a', 'b') end },
    })
  end)
end)
