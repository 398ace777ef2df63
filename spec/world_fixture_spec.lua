-- Fixture filters (get and set, with the contacts they end and allow) and fixture ray casts.
local b2c = require 'b2c'
local vec2 = b2c.vec2

describe('fixture filters', function()
  it('read back what was given, with the defaults', function()
    local world = b2c.world {}
    local body = world:createBody {}
    assert.are.same({ categoryBits = 1, maskBits = 0xffff, groupIndex = 0 }, body:createFixture(b2c.circle(1)):getFilter())
    local f = body:createFixture(b2c.circle(1), { filter = { categoryBits = 4, groupIndex = -3 } })
    assert.are.same({ categoryBits = 4, maskBits = 0xffff, groupIndex = -3 }, f:getFilter())
    -- absent fields keep their values
    f:setFilter { maskBits = 2 }
    assert.are.same({ categoryBits = 4, maskBits = 2, groupIndex = -3 }, f:getFilter())
    f:setFilter {}
    assert.are.same({ categoryBits = 4, maskBits = 2, groupIndex = -3 }, f:getFilter())
    f:setFilter { categoryBits = 0xffff, maskBits = 0, groupIndex = 32767 }
    assert.are.same({ categoryBits = 0xffff, maskBits = 0, groupIndex = 32767 }, f:getFilter())
  end)

  it('end the contacts a new filter rejects, and find the pairs it accepts again', function()
    local world, _, groundFixture = h.groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    local boxFixture = box:createFixture(b2c.box(0.5, 0.5))
    h.run(world, 0.5)
    assert.near(0.5, box:getPosition().y, 0.01)
    assert.are.equal(1, world:getCounters().touchingCount)
    local ends = 0
    world:setCallbacks { endContact = function(a, b)
      assert.is_true((a == groundFixture and b == boxFixture) or (b == groundFixture and a == boxFixture))
      ends = ends + 1
    end }
    boxFixture:setFilter { maskBits = 0 }
    assert.are.equal(0, world:getCounters().contactCount)
    world:step(1 / 60)
    assert.are.equal(1, ends)
    h.run(world, 0.5)
    assert.is_true(box:getPosition().y < 0, 'the box falls through the ground')
    -- accepted again: the box lands on the ground once more
    boxFixture:setFilter { maskBits = 0xffff }
    box:setTransform({ 0, 1 })
    box:setLinearVelocity({ 0, 0 })
    h.run(world, 1)
    assert.near(0.5, box:getPosition().y, 0.01)
    -- a group filter works the same way, from either side
    groundFixture:setFilter { groupIndex = -1 }
    boxFixture:setFilter { groupIndex = -1 }
    h.run(world, 0.5)
    assert.is_true(box:getPosition().y < 0)
  end)

  it('wake a sleeping body so that it meets what the new filter lets it touch', function()
    local world = h.groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5), { filter = { categoryBits = 4 } })
    local ghost = world:createBody { type = 'dynamic', position = { 0, 1.5 } }
    local ghostFixture = ghost:createFixture(b2c.box(0.4, 0.4))
    ghostFixture:setFilter { maskBits = 0xfffb } -- passes through the box (category 4) onto the ground
    h.run(world, 2)
    assert.is_false(box:isAwake())
    assert.is_false(ghost:isAwake())
    assert.near(0.4, ghost:getPosition().y, 0.01) -- inside the box, on the ground
    ghostFixture:setFilter { maskBits = 0xffff }
    assert.is_true(ghost:isAwake())
    h.run(world, 1)
    assert.is_true(box:getPosition().y > 1.2, 'the box is pushed out, onto the ghost')
  end)

  it('refuse bad filters, and changes while the world is locked', function()
    local world, _, ground = h.groundWorld()
    local body = world:createBody { type = 'dynamic' }
    local f = body:createFixture(b2c.circle(1))
    h.raises("bad argument #1 to 'setFilter' (table expected, got nil)", function() f:setFilter(nil) end)
    h.raises("bad argument #1 to 'setFilter' (field 'maskBits': integer in 0 to 65535 expected, got -1)",
      function() f:setFilter { maskBits = -1 } end)
    h.raises("bad argument #1 to 'setFilter' (field 'categoryBits': integer in 0 to 65535 expected, got 1.5)",
      function() f:setFilter { categoryBits = 1.5 } end)
    h.raises("bad argument #1 to 'setFilter' (field 'groupIndex': integer in -32768 to 32767 expected, got 40000)",
      function() f:setFilter { groupIndex = 40000 } end)
    h.raises("bad argument #1 to 'setFilter' (field 'maskBits': integer in 0 to 65535 expected, got string)",
      function() f:setFilter { maskBits = '1' } end)
    h.raises("bad argument #2 to 'createFixture' (field 'filter.maskBits': integer in 0 to 65535 expected, got 65536)",
      function() body:createFixture(b2c.circle(1), { filter = { maskBits = 0x10000 } }) end)
    h.raises("bad argument #2 to 'createFixture' (field 'filter.groupIndex': integer in -32768 to 32767 expected, got nan)",
      function() body:createFixture(b2c.circle(1), { filter = { groupIndex = 0 / 0 } }) end)
    assert.are.same({ categoryBits = 1, maskBits = 0xffff, groupIndex = 0 }, f:getFilter())
    local ok, err = pcall(world.queryAABB, world, b2c.aabb(-1, -1, 1, 1), function() f:setFilter { maskBits = 0 } end)
    assert.is_false(ok)
    assert.matches('world is locked during a query', err)
    world:setCallbacks { beginContact = function() ground:setFilter { maskBits = 0 } end }
    body:setTransform({ 0, 0.9 })
    ok, err = pcall(h.run, world, 1)
    assert.is_false(ok)
    assert.matches('world is locked during a step', err)
    assert.are.same({ categoryBits = 1, maskBits = 0xffff, groupIndex = 0 }, ground:getFilter())
    f:destroy()
    h.raisesLike('b2c.fixture is destroyed', function() f:getFilter() end)
    h.raisesLike('b2c.fixture is destroyed', function() f:setFilter {} end)
  end)
end)

describe('fixture:rayCast', function()
  it('hits the fixture where its body is, as shape:rayCast does', function()
    local world = b2c.world {}
    local body = world:createBody { position = { 2, 1 }, angle = math.pi / 2 }
    local box = body:createFixture(b2c.box(1, 0.5)) -- turned: 1 wide, 2 tall
    local fraction, normal, point = box:rayCast(vec2(0, 1), vec2(4, 1))
    assert.near(1.5 / 4, fraction, 1e-6)
    assert.near(vec2(-1, 0), normal, 1e-6)
    assert.near(vec2(1.5, 1), point, 1e-6)
    local shapeFraction = b2c.box(1, 0.5):rayCast(body:getTransform(), vec2(0, 1), vec2(4, 1))
    assert.are.equal(shapeFraction, fraction)
    assert.is_nil(box:rayCast(vec2(0, 3), vec2(4, 3)))
    assert.is_nil(box:rayCast(vec2(0, 1), vec2(4, 1), 0.25)) -- stops short
    assert.near(1.5 / 4, box:rayCast({ 0, 1 }, { 4, 1 }, 2), 1e-6)
    assert.is_nil(box:rayCast(vec2(2, 1), vec2(4, 1))) -- starts inside
    local segment = world:createBody {}:createFixture(b2c.segment({ -1, -1 }, { 1, -1 }))
    fraction, normal = segment:rayCast(vec2(0, -3), vec2(0, 1))
    assert.near(0.5, fraction, 1e-6)
    assert.near(vec2(0, -1), normal, 1e-6) -- faces the ray
    h.raises("bad argument #2 to 'rayCast' (b2c.vec2 expected, got nil)", function() box:rayCast(vec2(0, 0), nil) end)
    box:destroy()
    h.raisesLike('b2c.fixture is destroyed', function() box:rayCast(vec2(0, 1), vec2(4, 1)) end)
  end)
end)
