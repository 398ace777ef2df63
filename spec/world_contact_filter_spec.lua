-- world:setCallbacks{shouldCollide = fn}: the contact filter, asked when two fixtures' boxes first
-- overlap; false means no contact.
local b2c = require 'b2c'

local run = h.run

local function dropScene()
  local world, _, groundFixture = h.groundWorld()
  local box = world:createBody { type = 'dynamic', position = { 0, 2 } }
  local boxFixture = box:createFixture(b2c.box(0.5, 0.5))
  return world, box, boxFixture, groundFixture
end

describe('the contact filter shouldCollide', function()
  it('keeps two bodies apart when it says false', function()
    local world, box, boxFixture, groundFixture = dropScene()
    local asked = {}
    world:setCallbacks { shouldCollide = function(a, b)
      asked[#asked + 1] = { a, b }
      return false
    end }
    run(world, 2)
    assert.is_true(box:getPosition().y < -10, 'the box fell through the ground')
    assert.is_true(#asked >= 1)
    -- asked with the two fixtures, either way round
    local a, b = asked[1][1], asked[1][2]
    assert.is_true((a == boxFixture and b == groundFixture) or (a == groundFixture and b == boxFixture))
    assert.are.equal(0, world:getCounters().contactCount)
  end)

  it('lets them collide when it says true or nothing, asked once per pair', function()
    for _, answer in ipairs({ true, 'nil' }) do
      local world, box = dropScene()
      local asked = 0
      world:setCallbacks { shouldCollide = function()
        asked = asked + 1
        if answer == true then return true end
      end }
      run(world, 2)
      assert.near(0.5, box:getPosition().y, 0.01)
      assert.are.equal(1, asked, 'once: the contact is made and kept')
      assert.are.equal(1, world:getCounters().contactCount)
    end
  end)

  it('is not asked for pairs the filters, the body types or a joint rule out', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local a = world:createBody { type = 'dynamic' }
    a:createFixture(b2c.box(1, 1), { filter = { categoryBits = 2, maskBits = 0xfffd } })
    a:createFixture(b2c.circle(0.5)) -- two fixtures of one body: never a pair
    local b = world:createBody { type = 'dynamic', position = { 0.5, 0 } }
    b:createFixture(b2c.box(1, 1), { filter = { categoryBits = 2, maskBits = 0xfffd } })
    local s1 = world:createBody { position = { 10, 0 } }
    s1:createFixture(b2c.box(1, 1))
    local s2 = world:createBody { position = { 10.5, 0 } } -- two static bodies: no pair
    s2:createFixture(b2c.box(1, 1))
    local asked = {}
    world:setCallbacks { shouldCollide = function(f1, f2) asked[#asked + 1] = { f1, f2 } end }
    world:step(1 / 60)
    -- only a's circle against b's box (the boxes mask each other out)
    assert.are.equal(1, #asked)
    local shapes = { asked[1][1]:getShape().type, asked[1][2]:getShape().type }
    table.sort(shapes)
    assert.are.same({ 'circle', 'polygon' }, shapes)
  end)

  it('decides per pair: one box lands, the other falls through', function()
    local world = h.groundWorld()
    local keep = world:createBody { type = 'dynamic', position = { -2, 2 } }
    keep:createFixture(b2c.box(0.5, 0.5), { userData = 'keep' })
    local drop = world:createBody { type = 'dynamic', position = { 2, 2 } }
    drop:createFixture(b2c.box(0.5, 0.5), { userData = 'drop' })
    world:setCallbacks { shouldCollide = function(a, b)
      return a:getUserData() ~= 'drop' and b:getUserData() ~= 'drop'
    end }
    run(world, 2)
    assert.near(0.5, keep:getPosition().y, 0.01)
    assert.is_true(drop:getPosition().y < -10)
  end)

  it('raises its error from step once the step is over; the world stays sound', function()
    local world, box = dropScene()
    local token = {}
    world:setCallbacks { shouldCollide = function() error(token) end }
    local ok, err
    for _ = 1, 120 do
      ok, err = pcall(world.step, world, 1 / 60)
      if not ok then break end
    end
    assert.is_false(ok)
    assert.are.equal(token, err)
    -- the pair got its contact unasked: the box lands
    world:setCallbacks {}
    run(world, 2)
    assert.near(0.5, box:getPosition().y, 0.01)
  end)

  it('may destroy (deferred to the end of the step) but not create', function()
    local world, box, boxFixture = dropScene()
    local err
    world:setCallbacks { shouldCollide = function(a, b)
      err = select(2, pcall(world.createBody, world, {}))
      if not boxFixture:isDestroyed() then box:destroy() end
      return true
    end }
    run(world, 2)
    assert.matches('world is locked during a step', err)
    assert.is_true(box:isDestroyed())
    assert.are.equal(1, world:getCounters().bodyCount)
  end)

  it('must be a function', function()
    local world = b2c.world {}
    h.raises("bad argument #1 to 'setCallbacks' (field 'shouldCollide': function expected, got number)",
      function() world:setCallbacks { shouldCollide = 1 } end)
  end)
end)
