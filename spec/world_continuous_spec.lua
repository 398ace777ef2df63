local b2c = require 'b2c'

describe('continuous collision', function()
  it('never lets a 0.1 m bullet at 500 m/s pass a 0.1 m wall', function()
    for _, angle in ipairs({ 0, 0.3, -0.5 }) do
      local world = b2c.world { gravity = { 0, 0 } }
      local wall = world:createBody {}
      wall:createFixture(b2c.box(0.05, 3))
      local dir = b2c.vec2(math.cos(angle), math.sin(angle))
      local bullet = world:createBody { type = 'dynamic', position = dir * -5, linearVelocity = dir * 500, bullet = true }
      bullet:createFixture(b2c.circle(0.05))
      for _ = 1, 60 do
        world:step(1 / 60)
        assert.is_true(bullet:getPosition().x < -0.05 + 0.001, 'passed at ' .. tostring(bullet:getPosition()))
      end
    end
  end)

  it('never lets a fast ball through a thin static wall, from wherever it starts', function()
    -- a centre that passes right through and ends as far beyond as it started is no exception
    for _, speed in ipairs({ 30, 60, 120, 300 }) do
      for k = 0, 19 do
        local world = b2c.world { gravity = { 0, 0 } }
        world:createBody {}:createFixture(b2c.box(0.05, 3))
        local start = -0.2 - k * speed / 60 / 20
        local ball = world:createBody { type = 'dynamic', position = { start, 0 }, linearVelocity = { speed, 0 } }
        ball:createFixture(b2c.circle(0.1))
        for _ = 1, 10 do
          world:step(1 / 60)
          assert.is_true(ball:getPosition().x < 0, ('speed %d, start %.3f: through to %s'):format(speed, start, tostring(ball:getPosition())))
        end
      end
    end
  end)

  it('stops any fast body at static geometry, bullets or not', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local floor = world:createBody {}
    floor:createFixture(b2c.box(5, 0.05))
    local box = world:createBody { type = 'dynamic', position = { 0, 10 }, linearVelocity = { 0, -300 } }
    box:createFixture(b2c.box(0.1, 0.1))
    for _ = 1, 60 do world:step(1 / 60) end
    assert.is_true(box:getPosition().y > 0)
  end)

  it('lets a bullet hit a thin dynamic body instead of passing it', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local plate = world:createBody { type = 'dynamic', position = { 3, 0 } }
    plate:createFixture(b2c.box(0.05, 1))
    local bullet = world:createBody { type = 'dynamic', position = { -5, 0 }, linearVelocity = { 500, 0 }, bullet = true }
    bullet:createFixture(b2c.circle(0.05), { density = 10 })
    for _ = 1, 30 do world:step(1 / 60) end
    assert.is_true(plate:getLinearVelocity().x > 1) -- it was struck
    assert.is_true(bullet:getPosition().x < plate:getPosition().x)
  end)

  it('lets a fast body slide along the ground it touches instead of holding it back', function()
    -- a ground box, and a chain of 1 m segments (its free side up: points right to left)
    local function boxGround(ground) ground:createFixture(b2c.box(500, 1, { 0, -1 }), { friction = 0 }) end
    local function chainGround(ground)
      local points = {}
      for x = 500, -500, -1 do points[#points + 1] = { x, 0 } end
      ground:createFixture(b2c.chain(points), { friction = 0 })
    end
    for _, makeGround in ipairs({ boxGround, chainGround }) do
      for _, speed in ipairs({ 15, 30, 60 }) do
        local world = b2c.world { gravity = { 0, -10 } }
        makeGround(world:createBody {})
        local box = world:createBody { type = 'dynamic', position = { -400, 0.5 } }
        box:createFixture(b2c.box(0.5, 0.5), { friction = 0 })
        for _ = 1, 30 do world:step(1 / 60) end -- settle
        box:setLinearVelocity { speed, 0 }
        local x0 = box:getPosition().x
        for _ = 1, 60 do
          world:step(1 / 60)
          assert.near(0.5, box:getPosition().y, b2c.linearSlop) -- on the ground all along
        end
        -- frictionless: one second at the speed it was given
        assert.near(x0 + speed, box:getPosition().x, 0.001 * speed)
      end
    end
  end)

  it('still stops a fast body diving into a chain from its free side, not from behind', function()
    local points = {}
    for x = 50, -50, -1 do points[#points + 1] = { x, 0 } end
    local world = b2c.world { gravity = { 0, 0 } }
    world:createBody {}:createFixture(b2c.chain(points))
    local diver = world:createBody { type = 'dynamic', position = { 0.3, 5 }, linearVelocity = { 0, -400 } }
    diver:createFixture(b2c.box(0.1, 0.1))
    local riser = world:createBody { type = 'dynamic', position = { 10.3, -5 }, linearVelocity = { 0, 400 } }
    riser:createFixture(b2c.box(0.1, 0.1))
    for _ = 1, 10 do world:step(1 / 60) end
    assert.is_true(diver:getPosition().y > 0, 'the diver stays above: ' .. tostring(diver:getPosition()))
    assert.is_true(riser:getPosition().y > 5, 'the riser passes through: ' .. tostring(riser:getPosition()))
  end)
end)
