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
end)
