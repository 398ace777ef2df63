-- The world's broad-phase: a tree per body type (static, kinematic, dynamic). Static fixtures'
-- boxes are tight, moving ones have a margin that is made anew when the fixture leaves it or when
-- it is far larger than the fixture needs; queries see every tree; setType moves fixtures between
-- trees; world:rebuildStaticTree() rebuilds the static one.
local b2c = require 'b2c'

local function width(box) return box.upper.x - box.lower.x end
local function height(box) return box.upper.y - box.lower.y end

-- A moving fixture's box is its AABB grown by its margin (an eighth of half its AABB's diagonal,
-- at most b2c.maxShapeMargin) and the speculative distance (4 linear slops).
local function marginOf(box)
  return math.min(b2c.maxShapeMargin, 0.0625 * math.sqrt(width(box) ^ 2 + height(box) ^ 2)) + 4 * b2c.linearSlop
end

local function grown(box, by)
  by = by or marginOf(box)
  return { lower = { x = box.lower.x - by, y = box.lower.y - by }, upper = { x = box.upper.x + by, y = box.upper.y + by } }
end

local function sameBox(a, b, tolerance)
  tolerance = tolerance or 0
  return math.abs(a.lower.x - b.lower.x) <= tolerance and math.abs(a.lower.y - b.lower.y) <= tolerance and
    math.abs(a.upper.x - b.upper.x) <= tolerance and math.abs(a.upper.y - b.upper.y) <= tolerance
end

-- The fixtures a query of `box` finds, as a set of their user data.
local function found(world, box)
  local set, count = {}, 0
  world:queryAABB(box, function(fixture)
    set[fixture:getUserData()] = true
    count = count + 1
  end)
  return set, count
end

describe('the world broad-phase', function()
  it('gives a static fixture its own AABB as its box, a moving one its AABB grown by the margin', function()
    local world = b2c.world {}
    local ground = world:createBody {}:createFixture(b2c.box(10, 1))
    local kinematic = world:createBody { type = 'kinematic', position = { 0, 5 } }:createFixture(b2c.circle(1))
    local dynamic = world:createBody { type = 'dynamic', position = { 0, 9 } }:createFixture(b2c.box(1, 1))
    assert.is_true(sameBox(ground:getFatAABB(), ground:getAABB()))
    assert.is_true(sameBox(kinematic:getFatAABB(), grown(kinematic:getAABB()), 1e-6))
    assert.is_true(sameBox(dynamic:getFatAABB(), grown(dynamic:getAABB()), 1e-6))
    world:step(1 / 60)
    assert.is_true(sameBox(ground:getFatAABB(), ground:getAABB()))
  end)

  it('lets a static body moved by hand keep its box tight', function()
    local world = b2c.world {}
    local body = world:createBody {}
    local fixture = body:createFixture(b2c.box(2, 0.5))
    body:setTransform({ 3, 4 }, 0.3)
    assert.is_true(sameBox(fixture:getFatAABB(), fixture:getAABB()))
    world:step(1 / 60)
    assert.is_true(sameBox(fixture:getFatAABB(), fixture:getAABB()))
  end)

  it('keeps a moving box while the fixture stays well inside it, and makes it anew when it leaves', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = world:createBody { type = 'dynamic' }
    local fixture = body:createFixture(b2c.box(1, 1))
    local first = fixture:getFatAABB()
    body:setTransform({ 0.02, 0 }, 0) -- still 0.03 inside, beyond the speculative distance
    assert.is_true(sameBox(fixture:getFatAABB(), first))
    body:setTransform({ 0.5, 0 }, 0)
    assert.is_false(sameBox(fixture:getFatAABB(), first))
    assert.is_true(sameBox(fixture:getFatAABB(), grown(fixture:getAABB()), 1e-6))
  end)

  it('shrinks the box of a body that turned back: a box far larger than the fixture needs is refitted', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = world:createBody { type = 'dynamic', angle = math.pi / 4 }
    local fixture = body:createFixture(b2c.box(2, 2))
    local turned = fixture:getFatAABB()
    assert.near(4 * math.sqrt(2) + 2 * marginOf(fixture:getAABB()), width(turned), 1e-4)
    body:setTransform({ 0, 0 }, 0) -- its AABB is 4 wide now, well inside the 5.9 wide box
    assert.is_true(sameBox(fixture:getFatAABB(), grown(fixture:getAABB()), 1e-6))
    assert.near(4 + 2 * marginOf(fixture:getAABB()), width(fixture:getFatAABB()), 1e-5)
  end)

  it('shrinks the box of a spinning body once it stops turning, in the step', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = world:createBody { type = 'dynamic' }
    local fixture = body:createFixture(b2c.box(3, 0.2))
    body:setAngularVelocity(4)
    local widest = 0
    for _ = 1, 30 do
      world:step(1 / 60)
      local fat, box = fixture:getFatAABB(), fixture:getAABB()
      widest = math.max(widest, width(fat) - width(box), height(fat) - height(box))
    end
    -- (turning, its box was larger than the rule gives at times)
    assert.is_true(widest > 2 * marginOf(fixture:getAABB()) + 0.04)
    body:setAngularVelocity(0)
    body:setTransform(body:getPosition(), 0)
    world:step(1 / 60)
    assert.is_true(sameBox(fixture:getFatAABB(), grown(fixture:getAABB()), 1e-5))
  end)

  it('finds fixtures of every body type in queries and ray casts', function()
    local world = b2c.world {}
    world:createBody {}:createFixture(b2c.box(1, 1), { userData = 'static' })
    world:createBody { type = 'kinematic', position = { 3, 0 } }:createFixture(b2c.box(1, 1), { userData = 'kinematic' })
    world:createBody { type = 'dynamic', position = { 6, 0 } }:createFixture(b2c.box(1, 1), { userData = 'dynamic' })
    local set, count = found(world, b2c.aabb({ -2, -2 }, { 8, 2 }))
    assert.are.equal(3, count)
    assert.is_true(set.static and set.kinematic and set.dynamic)
    -- the nearest hit, whichever tree it is in: from the right the dynamic box, from the left the static one
    local fixture, point = world:rayCastClosest({ 10, 0 }, { -10, 0 })
    assert.are.equal('dynamic', fixture:getUserData())
    assert.near(7, point.x, 1e-5)
    fixture = world:rayCastClosest({ -10, 0 }, { 10, 0 })
    assert.are.equal('static', fixture:getUserData())
    -- a ray clipped by a hit in one tree stays clipped in the next
    local hits = {}
    world:rayCast({ 10, 0 }, { -10, 0 }, function(f, _, _, fraction)
      hits[#hits + 1] = f:getUserData()
      return fraction
    end)
    assert.are.equal('dynamic', hits[#hits])
    -- false stops the query in every tree
    local calls = world:queryAABB(b2c.aabb({ -2, -2 }, { 8, 2 }), function() return false end)
    assert.are.equal(1, calls)
    local counters = world:getCounters()
    assert.are.equal(3, counters.proxyCount)
  end)

  it('moves the fixtures of a body whose type changes to the tree of its new type', function()
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(10, 0.5))
    local body = world:createBody { position = { 0, 1 } }
    local fixture = body:createFixture(b2c.box(0.5, 0.5))
    assert.is_true(sameBox(fixture:getFatAABB(), fixture:getAABB()))
    world:step(1 / 60)
    assert.are.equal(0, #world:getContacts()) -- static with static: never a pair
    body:setType('kinematic')
    assert.is_true(sameBox(fixture:getFatAABB(), grown(fixture:getAABB()), 1e-6))
    world:step(1 / 60)
    assert.are.equal(0, #world:getContacts()) -- kinematic with static: never a pair
    body:setType('dynamic')
    world:step(1 / 60)
    assert.are.equal(1, #world:getContacts())
    local drop = world:createBody { type = 'dynamic', position = { 0, 3 } }
    drop:createFixture(b2c.circle(0.5))
    body:setType('static')
    assert.is_true(sameBox(fixture:getFatAABB(), fixture:getAABB()))
    for _ = 1, 60 do world:step(1 / 60) end
    assert.near(2, drop:getPosition().y, 0.02) -- landed on the box, now static
    assert.are.equal(1, #drop:getContacts())
  end)

  it('pairs a kinematic body with dynamic ones only', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local k = world:createBody { type = 'kinematic' }
    k:createFixture(b2c.box(1, 1))
    world:createBody { type = 'kinematic', position = { 1.5, 0 } }:createFixture(b2c.box(1, 1))
    world:createBody { position = { -1.5, 0 } }:createFixture(b2c.box(1, 1))
    world:createBody { type = 'dynamic', position = { 0, 1.5 } }:createFixture(b2c.box(1, 1))
    world:step(1 / 60)
    -- the dynamic box with each of the others; the kinematic ones with neither each other nor the static one
    assert.are.equal(3, #world:getContacts())
    assert.are.equal(1, #k:getContacts())
  end)

  it('rebuilds the static tree on request: the same answers to queries, a sound world', function()
    local world = b2c.world {}
    local ground = world:createBody {}
    for i = 1, 300 do
      local x, y = (i * 37) % 101 - 50, (i * 53) % 71 - 35
      ground:createFixture(b2c.box(0.4, 0.4, { x, y }), { userData = i })
    end
    for i = 1, 20 do
      world:createBody { type = 'dynamic', position = { i * 3 - 30, 40 } }:createFixture(b2c.circle(0.5), { userData = -i })
    end
    world:step(1 / 60)
    local boxes = {}
    for i = 1, 40 do
      local x, y = (i * 13) % 90 - 45, (i * 29) % 70 - 35
      boxes[i] = b2c.aabb({ x, y }, { x + 7, y + 5 })
    end
    local before = {}
    for i, box in ipairs(boxes) do before[i] = { found(world, box) } end
    world:rebuildStaticTree()
    for i, box in ipairs(boxes) do
      local set, count = found(world, box)
      assert.are.equal(before[i][2], count)
      assert.are.same(before[i][1], set)
    end
    assert.is_true(world:getCounters().treeHeight <= 12)
    for _ = 1, 30 do world:step(1 / 60) end
    assert.are.equal(320, world:getCounters().proxyCount)
    -- a snapshot of it loads (the loader checks every tree) and steps as the world does
    local text = world:snapshot():serialize()
    local copy = b2c.world {}
    copy:restore(b2c.loadSnapshot(text))
    for _ = 1, 20 do
      world:step(1 / 60)
      copy:step(1 / 60)
    end
    assert.are.equal(world:hash(), copy:hash())
  end)

  it('refuses to rebuild the static tree while locked', function()
    local world = b2c.world {}
    world:createBody {}:createFixture(b2c.box(5, 0.5))
    world:createBody { type = 'dynamic', position = { 0, 1 } }:createFixture(b2c.circle(0.5))
    local message
    world:setCallbacks { preSolve = function()
      message = select(2, pcall(world.rebuildStaticTree, world))
      return true
    end }
    world:step(1 / 60)
    assert.is_truthy(message and message:find('locked'))
  end)
end)
