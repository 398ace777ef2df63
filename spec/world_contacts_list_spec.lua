-- world:getContacts() and body:getContacts(): the contacts between steps, as records.
local b2c = require 'b2c'
local vec2 = b2c.vec2

local run = h.run

describe('contact lists', function()
  it('list a resting box on the ground: touching, its normal, points and impulses', function()
    local world, ground, groundFixture = h.groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    local boxFixture = box:createFixture(b2c.box(0.5, 0.5), { friction = 0.3 })
    run(world, 1)
    local contacts = world:getContacts()
    assert.are.equal(1, #contacts)
    local c = contacts[1]
    assert.is_true(c:isTouching())
    assert.is_false(c:isSensor())
    local a, b = c:getFixtures()
    assert.are.equal(groundFixture, a) -- made first: A, the normal from it toward the box
    assert.are.equal(boxFixture, b)
    assert.near(vec2(0, 1), c:getNormal(), 1e-6)
    local points = c:getPoints()
    assert.are.equal(2, #points)
    local xs = { points[1].x, points[2].x }
    table.sort(xs)
    assert.near(-0.5, xs[1], 1e-3)
    assert.near(0.5, xs[2], 1e-3)
    assert.near(0, points[1].y, 0.01)
    assert.near(math.sqrt(0.6 * 0.3), c:getFriction(), 1e-6)
    assert.are.equal(0, c:getRestitution())
    -- the last sub-step's impulses carry the box's weight: m g h over 4 sub-steps at 60 Hz
    local impulses = c:getNormalImpulses()
    assert.near(box:getMass() * 10 / 240, impulses[1] + impulses[2], 1e-3)
    assert.are.same({ 1, 1 }, { c:getChildren() })
    local m = c:getManifold()
    assert.near(vec2(0, 1), m.normal, 1e-6)
    assert.are.equal(2, #m.points)
    -- the same from either body
    assert.are.equal(1, #box:getContacts())
    assert.are.equal(1, #ground:getContacts())
    assert.are.equal(boxFixture, select(2, ground:getContacts()[1]:getFixtures()))
  end)

  it('list contacts that do not touch: boxes overlapping, shapes apart', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local ground = world:createBody {}
    ground:createFixture(b2c.box(5, 0.5))
    local box = world:createBody { type = 'dynamic', position = { 0, 1.05 } } -- 5 cm above
    box:createFixture(b2c.box(0.5, 0.5))
    world:step(1 / 60)
    local contacts = box:getContacts()
    assert.are.equal(1, #contacts)
    assert.is_false(contacts[1]:isTouching())
    local far = world:createBody { type = 'dynamic', position = { 0, 3 } }
    far:createFixture(b2c.box(0.5, 0.5))
    world:step(1 / 60)
    assert.are.same({}, far:getContacts())
    assert.are.equal(1, #world:getContacts())
  end)

  it('count a body resting on two others, and follow them (a record is a copy)', function()
    local world, ground = h.groundWorld()
    local left = world:createBody { type = 'dynamic', position = { -1, 0.5 } }
    left:createFixture(b2c.box(0.5, 0.5))
    local right = world:createBody { type = 'dynamic', position = { 1, 0.5 } }
    right:createFixture(b2c.box(0.5, 0.5))
    run(world, 0.5)
    assert.are.equal(2, #ground:getContacts())
    local before = left:getContacts()[1]
    left:setTransform({ -1, 5 }, 0)
    left:setLinearVelocity({ 0, 0 })
    run(world, 0.1)
    assert.are.equal(1, #ground:getContacts())
    assert.are.same({}, left:getContacts())
    assert.is_true(before:isTouching(), 'the old record still says what it saw')
  end)

  it('include a sensor overlapping, touching, with no points', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local zone = world:createBody {}
    zone:createFixture(b2c.box(2, 2), { isSensor = true })
    local ball = world:createBody { type = 'dynamic' }
    ball:createFixture(b2c.circle(0.5))
    world:step(1 / 60)
    local c = zone:getContacts()[1]
    assert.is_true(c:isSensor())
    assert.is_true(c:isTouching())
    assert.are.same({}, c:getPoints())
  end)

  it('name the chain segment touched', function()
    local world = h.groundWorld()
    local chainBody = world:createBody { position = { 0, 2 } }
    chainBody:createFixture(b2c.chain({ 4, 0, 2, 0, 0, 0, -2, 0, -4, 0 })) -- right to left: solid from above
    local ball = world:createBody { type = 'dynamic', position = { 1, 2.5 } }
    ball:createFixture(b2c.circle(0.5))
    run(world, 0.5)
    local touching = {}
    for _, c in ipairs(ball:getContacts()) do
      if c:isTouching() then touching[#touching + 1] = c end
    end
    assert.are.equal(1, #touching)
    local childA = touching[1]:getChildren()
    assert.are.equal(2, childA) -- the segment from (2, 0) to (0, 0)
  end)

  it('leave out what a callback destroyed', function()
    local world, ground = h.groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5))
    run(world, 0.2)
    local inside
    world:queryAABB(b2c.aabb(-1, -1, 1, 1), function(f)
      if f:getBody() == box then box:destroy() end
      inside = #world:getContacts()
    end)
    assert.are.equal(0, inside)
    assert.are.same({}, ground:getContacts())
  end)

  it('refuse a destroyed body and a record method called without its record', function()
    local world = h.groundWorld()
    local box = world:createBody { type = 'dynamic' }
    box:destroy()
    h.raisesLike("b2c.body is destroyed", function() box:getContacts() end)
    local body = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    body:createFixture(b2c.box(0.5, 0.5))
    run(world, 0.1)
    local c = body:getContacts()[1]
    h.raises("bad argument #1 to 'isTouching' (b2c.contactRecord expected, got no value)", function() c.isTouching() end)
    h.raises("bad argument #1 to 'getFixtures' (b2c.contactRecord expected, got table)", function() c.getFixtures({}) end)
  end)
end)
