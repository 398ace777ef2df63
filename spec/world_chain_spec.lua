-- Chain fixtures: body:createFixture(b2c.chain(...)) makes one fixture for the whole chain
-- (Box2D 2.4's chain fixture); the core gives it one chain segment per child, with ghost vertices.
local b2c = require 'b2c'
local vec2 = b2c.vec2

-- Floor points along y = 0 from x = right down to x = left, 1 m apart: right to left, so that
-- the solid side (right of each segment's direction) is up.
local function floorPoints(left, right)
  local points = {}
  for x = right, left, -1 do points[#points + 1] = vec2(x, 0) end
  return points
end

-- A world with a static floor from -20 to 20 made of a chain fixture ('chain') or of plain
-- segments ('segments'), and a frictionless unit box sliding on it.
local function slidingBox(kind, speed, x)
  local world = b2c.world { gravity = { 0, -10 } }
  local ground = world:createBody {}
  local points = floorPoints(-20, 20)
  if kind == 'chain' then
    ground:createFixture(b2c.chain(points), { friction = 0 })
  else
    for i = 1, #points - 1 do ground:createFixture(b2c.segment(points[i], points[i + 1]), { friction = 0 }) end
  end
  local box = world:createBody { type = 'dynamic', position = { x or -15, 0.5 }, linearVelocity = { speed, 0 } }
  box:createFixture(b2c.box(0.5, 0.5), { friction = 0 })
  return world, box
end

-- Slide for `seconds`; the smallest forward speed, the largest vertical speed and spin seen.
local function slide(world, box, seconds)
  local minSpeed, maxVy, maxSpin = math.huge, 0, 0
  for _ = 1, seconds * 60 do
    world:step(1 / 60)
    local v = box:getLinearVelocity()
    minSpeed = math.min(minSpeed, v.x)
    maxVy = math.max(maxVy, math.abs(v.y))
    maxSpin = math.max(maxSpin, math.abs(box:getAngularVelocity()))
  end
  return minSpeed, maxVy, maxSpin
end

describe('a chain fixture', function()
  it('is one fixture for the whole chain', function()
    local world = b2c.world {}
    local ground = world:createBody { position = { 1, 2 } }
    local plain = ground:createFixture(b2c.circle(0.5), { userData = 'plain' })
    local shape = b2c.chain({ { 3, 0 }, { 1, 0 }, { -1, 1 }, { -3, 0 } })
    local chain = ground:createFixture(shape, { userData = 'floor', friction = 0.2 })
    assert.are.equal(shape, chain:getShape())
    assert.are.equal(ground, chain:getBody())
    assert.are.equal('floor', chain:getUserData())
    assert.are.equal('plain', plain:getUserData()) -- chains and shapes number their slots apart
    chain:setUserData { 1 }
    assert.are.same({ 1 }, chain:getUserData())
    assert.are.equal('plain', plain:getUserData())
    local fixtures = ground:getFixtures()
    assert.are.equal(2, #fixtures)
    assert.is_true((fixtures[1] == chain and fixtures[2] == plain) or (fixtures[2] == chain and fixtures[1] == plain))
    assert.is_false(chain:isSensor())
    assert.is_false(chain:isDestroyed())
    assert.is_false(chain:testPoint({ 1, 2 })) -- no area
    assert.is_false(chain:testPoint({ 0, 2.5 }))
    assert.are.equal(b2c.aabb(-2, 2, 4, 3), chain:getAABB()) -- the union of the segments', placed
    -- the core counts the segments (each is a shape with a broad-phase proxy)
    assert.are.equal(4, world:getCounters().fixtureCount)
    assert.are.equal(4, world:getCounters().proxyCount)
    local sensor = world:createBody {}:createFixture(b2c.chain({ { 0, 0 }, { 1, 0 }, { 1, 1 } }, true), { isSensor = true })
    assert.is_true(sensor:isSensor())
  end)

  it('casts rays to the nearest segment hit', function()
    local world = b2c.world {}
    -- a zig-zag: a ray along y = 0.5 crosses it four times
    local chain = world:createBody { position = { 0, 1 } }:createFixture(b2c.chain({ { 0, 0 }, { 1, -1 }, { 2, 0 }, { 3, -1 }, { 4, 0 } }))
    local fraction, normal, point = chain:rayCast(vec2(-1, 0.5), vec2(5, 0.5))
    assert.near(1.5 / 6, fraction, 1e-6)
    assert.near(vec2(0.5, 0.5), point, 1e-6)
    assert.near(vec2(-1, -1) / math.sqrt(2), normal, 1e-6) -- facing the ray
    fraction, _, point = chain:rayCast(vec2(5, 0.5), vec2(-1, 0.5))
    assert.near(vec2(3.5, 0.5), point, 1e-6)
    assert.near(1.5 / 6, fraction, 1e-6)
    assert.is_nil(chain:rayCast(vec2(-1, 0.5), vec2(5, 0.5), 0.2))
    assert.is_nil(chain:rayCast(vec2(-1, 2), vec2(5, 2)))
    -- the world's casts name the chain for each crossing; the closest is the first
    local hits, points = 0, {}
    world:rayCast(vec2(-1, 0.5), vec2(5, 0.5), function(f, p)
      assert.are.equal(chain, f)
      hits = hits + 1
      points[#points + 1] = p.x
      return 1
    end)
    assert.are.equal(4, hits)
    table.sort(points)
    assert.near(0.5, points[1], 1e-6)
    assert.near(3.5, points[4], 1e-6)
    local f, p = world:rayCastClosest(vec2(5, 0.5), vec2(-1, 0.5))
    assert.are.equal(chain, f)
    assert.near(vec2(3.5, 0.5), p, 1e-6)
  end)
end)

describe('a box sliding on a chain floor', function()
  it('keeps its speed across every inner vertex: no bump', function()
    for _, speed in ipairs({ 2, 4.7, 9, 14 }) do
      local world, box = slidingBox('chain', speed)
      local minSpeed, maxVy, maxSpin = slide(world, box, 2)
      assert.is_true(box:getPosition().x > -15 + 2 * speed - 0.1, 'it crossed ' .. math.floor(2 * speed) .. ' joins, at ' .. tostring(box:getPosition()))
      assert.near(speed, minSpeed, 1e-3)
      assert.is_true(maxVy < 0.01, 'vertical speed ' .. maxVy)
      assert.is_true(maxSpin < 0.01, 'spin ' .. maxSpin)
      assert.near(0.5, box:getPosition().y, b2c.linearSlop)
    end
  end)

  it('does not catch on a join it reaches just inside the speculative margin', function()
    -- the box's front face a few millimetres before a join at x = 0, at 5 m/s
    for _, gap in ipairs({ 0.001, 0.005, 0.01, 0.015 }) do
      local world, box = slidingBox('chain', 5, -0.5 - gap)
      box:setTransform({ -0.5 - gap, 0.4999 })
      world:step(1 / 60)
      assert.near(5, box:getLinearVelocity().x, 1e-4)
      assert.near(0, box:getAngularVelocity(), 1e-3)
    end
  end)

  it('slides no worse than on the same floor of separate plain segments, which may snag', function()
    local world, box = slidingBox('chain', 4.7)
    local chainMin = slide(world, box, 3)
    world, box = slidingBox('segments', 4.7)
    local segmentsMin = slide(world, box, 3)
    assert.near(4.7, chainMin, 1e-3)
    assert.is_true(segmentsMin <= chainMin)
    -- (with plain segments the box catches the next segment's end and tumbles)
  end)
end)

describe('a loop chain', function()
  -- an octagon of radius 3 around (0, -3), counter-clockwise: solid outside
  local function octagon(clockwise)
    local points = {}
    for i = 0, 7 do
      local a = (clockwise and -1 or 1) * (i + 0.5) * math.pi / 4
      points[#points + 1] = vec2(3 * math.cos(a), -3 + 3 * math.sin(a))
    end
    return points
  end

  it('holds a ball resting on its top', function()
    local world = b2c.world {}
    local chain = world:createBody {}:createFixture(b2c.chain(octagon(false), true))
    local ball = world:createBody { type = 'dynamic', position = { 0, 1 } }
    local ballFixture = ball:createFixture(b2c.circle(0.5))
    h.run(world, 3)
    local top = -3 + 3 * math.cos(math.pi / 8)
    assert.near(0, ball:getPosition().x, 1e-3)
    assert.near(top + 0.5, ball:getPosition().y, 0.01)
    assert.is_false(ball:isAwake())
    assert.touching(ballFixture, chain)
  end)

  it('holds a ball inside it when it runs clockwise, and lets it out through nothing', function()
    local world = b2c.world {}
    world:createBody {}:createFixture(b2c.chain(octagon(true), true))
    local ball = world:createBody { type = 'dynamic', position = { 1, -3 }, linearVelocity = { 20, 15 } }
    ball:createFixture(b2c.circle(0.5), { restitution = 0.5, friction = 0.2 })
    for _ = 1, 300 do
      world:step(1 / 60)
      local p = ball:getPosition()
      assert.is_true(vec2(p.x, p.y + 3):length() < 3, 'the ball stays inside')
    end
    -- it ends in the lower half (it may still be rolling across the bottom), resting on a side:
    -- its centre one radius from the nearest one
    local p = ball:getPosition()
    assert.is_true(p.y < -3 - 2, 'low: ' .. p.y)
    local points, nearest = octagon(true), math.huge
    for i = 1, #points do
      local a, b = points[i], points[i % #points + 1]
      local t = math.max(0, math.min(1, (p - a):dot(b - a) / (b - a):lengthSquared()))
      nearest = math.min(nearest, (p - (a + (b - a) * t)):length())
    end
    assert.near(0.5, nearest, b2c.linearSlop)
  end)
end)

describe('chain fixture events and queries', function()
  it('name the chain fixture in every callback and event', function()
    local world = b2c.world {}
    local chain = world:createBody {}:createFixture(b2c.chain(floorPoints(-5, 5)), { userData = 'floor' })
    local ball = world:createBody { type = 'dynamic', position = { 0.3, 1 } }
    local ballFixture = ball:createFixture(b2c.circle(0.5))
    local seen = { preSolve = 0, beginContact = 0, postSolve = 0, endContact = 0 }
    local function check(name)
      return function(a, b, contact)
        assert.are.equal(chain, a)
        assert.are.equal(ballFixture, b)
        local childA, childB = contact:getChildren()
        assert.are.equal(5, childA) -- the segment from x = 1 to x = 0
        assert.are.equal(1, childB)
        seen[name] = seen[name] + 1
      end
    end
    world:setCallbacks { preSolve = check('preSolve'), beginContact = check('beginContact'),
      postSolve = check('postSolve'), endContact = check('endContact') }
    local begins = 0
    for _ = 1, 60 do
      world:step(1 / 60)
      for _, e in ipairs(world:getContactEvents().begin) do
        assert.are.equal(chain, e.fixtureA)
        assert.are.equal(ballFixture, e.fixtureB)
        begins = begins + 1
      end
    end
    assert.are.equal(1, begins)
    assert.are.equal(1, seen.beginContact)
    assert.is_true(seen.preSolve > 10 and seen.postSolve > 10)
    ball:setTransform({ 0.3, 5 })
    world:step(1 / 60)
    assert.are.equal(1, seen.endContact)
    assert.are.equal(chain, world:getContactEvents()['end'][1].fixtureA)
  end)

  it('name a sensor chain in sensor events', function()
    local world = b2c.world {}
    local sensor = world:createBody {}:createFixture(b2c.chain(floorPoints(-5, 5)), { isSensor = true })
    local ball = world:createBody { type = 'dynamic', position = { 0.5, 1 } }
    local ballFixture = ball:createFixture(b2c.circle(0.5))
    local begins = 0
    world:setCallbacks { beginSensor = function(a, b)
      assert.are.equal(sensor, a)
      assert.are.equal(ballFixture, b)
      begins = begins + 1
    end }
    h.run(world, 1)
    assert.is_true(begins >= 1)
    assert.is_true(ball:getPosition().y < -1, 'a sensor does not hold the ball')
  end)

  it('report the chain once to an AABB or shape query, whatever the segments it overlaps', function()
    local world = b2c.world {}
    local chain = world:createBody {}:createFixture(b2c.chain(floorPoints(-5, 5)))
    local other = world:createBody {}:createFixture(b2c.box(0.5, 0.5, { 0, 2 }))
    local found = {}
    assert.are.equal(2, world:queryAABB(b2c.aabb(-3, -1, 3, 3), function(f) found[#found + 1] = f end))
    assert.is_true((found[1] == chain and found[2] == other) or (found[2] == chain and found[1] == other))
    found = {}
    assert.are.equal(1, world:queryShape(b2c.box(2.5, 0.1), b2c.transform(), function(f) found[#found + 1] = f end))
    assert.are.equal(chain, found[1])
    -- stopping at the chain stops the query
    assert.are.equal(1, world:queryAABB(b2c.aabb(-3, -1, 3, 1), function() return false end))
    assert.are.equal(0, world:queryAABB(b2c.aabb(-3, 5, 3, 6), function() end))
  end)
end)

describe('chain fixture lifetime', function()
  it('destroys all its segments at once, and its handle goes stale', function()
    local world = b2c.world {}
    local ground = world:createBody {}
    local chain = ground:createFixture(b2c.chain(floorPoints(-5, 5)))
    local ball = world:createBody { type = 'dynamic', position = { 0.5, 0.5 } }
    ball:createFixture(b2c.circle(0.5))
    h.run(world, 0.5)
    local ends = 0
    world:setCallbacks { endContact = function() ends = ends + 1 end }
    chain:destroy()
    assert.is_true(chain:isDestroyed())
    assert.are.equal(0, #ground:getFixtures())
    assert.are.equal(1, world:getCounters().fixtureCount)
    assert.are.equal(0, world:getCounters().contactCount)
    world:step(1 / 60)
    assert.are.equal(0, ends) -- an event naming a destroyed fixture is not delivered
    h.run(world, 0.5)
    assert.is_true(ball:getPosition().y < 0, 'the ball falls')
    for _, name in ipairs({ 'getBody', 'getShape', 'getUserData', 'getAABB', 'getFilter', 'isSensor', 'destroy' }) do
      h.raisesLike('b2c.fixture is destroyed', function() chain[name](chain) end)
    end
    h.raisesLike('b2c.fixture is destroyed', function() chain:rayCast({ 0, 1 }, { 0, -1 }) end)
    h.raisesLike('b2c.fixture is destroyed', function() chain:setFilter {} end)
    -- a new chain takes the core slot: the old handle stays dead, the new one names its own
    local again = ground:createFixture(b2c.chain(floorPoints(-3, 3)), { userData = 'again' })
    assert.is_true(chain:isDestroyed())
    assert.is_false(again:isDestroyed())
    assert.are.equal('again', again:getUserData())
    assert.are.equal(again, world:rayCastClosest({ 0, 1 }, { 0, -1 }))
  end)

  it('goes with its body', function()
    local world = b2c.world {}
    local ground = world:createBody {}
    local chain = ground:createFixture(b2c.chain(floorPoints(-5, 5)), { userData = 'x' })
    local box = ground:createFixture(b2c.box(1, 1, { 0, -3 }))
    ground:destroy()
    assert.is_true(chain:isDestroyed())
    assert.is_true(box:isDestroyed())
    assert.are.equal(0, world:getCounters().fixtureCount)
    assert.are.equal(0, world:getCounters().proxyCount)
    assert.is_nil(world:rayCastClosest({ 0, 1 }, { 0, -1 }))
    local other = world:createBody {}
    local fresh = other:createFixture(b2c.chain(floorPoints(-5, 5)))
    assert.is_nil(fresh:getUserData())
  end)

  it('is not made while the world is locked; destroyed then, it goes when the query ends', function()
    local world = b2c.world {}
    local ground = world:createBody {}
    local chain = ground:createFixture(b2c.chain(floorPoints(-5, 5)))
    local ok, err = pcall(world.queryAABB, world, b2c.aabb(-1, -1, 1, 1), function()
      ground:createFixture(b2c.chain(floorPoints(-1, 1)))
    end)
    assert.is_false(ok)
    assert.matches('world is locked during a query', err)
    assert.are.equal(10, world:getCounters().fixtureCount)
    local seen = 0
    assert.are.equal(1, world:queryAABB(b2c.aabb(-5, -1, 5, 1), function(f)
      seen = seen + 1
      f:destroy()
      assert.is_true(chain:isDestroyed())
      assert.are.same({}, ground:getFixtures())
      assert.are.equal(10, world:getCounters().fixtureCount) -- until the query ends
    end))
    assert.are.equal(1, seen)
    assert.are.equal(0, world:getCounters().fixtureCount)
    h.raises("bad argument #2 to 'createFixture' (field 'density' must not be negative)",
      function() ground:createFixture(b2c.chain(floorPoints(-1, 1)), { density = -1 }) end)
  end)
end)

describe('chain fixture filters', function()
  it('apply to every segment, at creation and later', function()
    local world = b2c.world {}
    local chain = world:createBody {}:createFixture(b2c.chain(floorPoints(-5, 5)), { filter = { categoryBits = 2 } })
    assert.are.same({ categoryBits = 2, maskBits = 0xffff, groupIndex = 0 }, chain:getFilter())
    local ball = world:createBody { type = 'dynamic', position = { 0.5, 2 } }
    ball:createFixture(b2c.circle(0.5), { filter = { maskBits = 0xfffd } })
    h.run(world, 1)
    assert.is_true(ball:getPosition().y < 0, 'the ball passes through the chain')
    -- the chain now accepts it and the ball does the same: it lands
    ball:setTransform({ 4.5, 2 })
    ball:setLinearVelocity({ 0, 0 })
    ball:getFixtures()[1]:setFilter { maskBits = 0xffff }
    h.run(world, 1)
    assert.near(0.5, ball:getPosition().y, 0.01)
    -- and a chain-wide change drops it again, wherever it rests
    chain:setFilter { maskBits = 0 }
    assert.are.same({ categoryBits = 2, maskBits = 0, groupIndex = 0 }, chain:getFilter())
    assert.are.equal(0, world:getCounters().contactCount)
    h.run(world, 1)
    assert.is_true(ball:getPosition().y < 0)
    -- groups too
    chain:setFilter { maskBits = 0xffff, groupIndex = -7 }
    ball:getFixtures()[1]:setFilter { groupIndex = -7 }
    ball:setTransform({ -4.5, 2 })
    h.run(world, 1)
    assert.is_true(ball:getPosition().y < 0)
  end)
end)

-- Destroying a chain of n points, or n fixtures of one body one by one, was quadratic (64,000
-- points: 6 s; 32,000 fixtures: 6 s, and 4.7 s to make them); bench/destroy_lua.lua times them.
-- Here: large destructions, in every order, leave the world exactly as small ones would.
describe('large destructions', function()
  local function counters(world)
    local c = world:getCounters()
    return c.fixtureCount, c.proxyCount
  end

  local function found(world, box)
    local n = 0
    world:queryAABB(b2c.aabb(box[1], box[2], box[3], box[4]), function() n = n + 1 return true end)
    return n
  end

  it('a chain of 20,000 points, made and destroyed, before and after a step', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local ground = world:createBody {}
    local points = {}
    for i = 1, 20000 do points[#points + 1] = i; points[#points + 1] = (i % 3) * 0.1 end
    local chain = b2c.chain(points)
    local ball = world:createBody { type = 'dynamic', position = { 100.5, 2 } }
    ball:createFixture(b2c.circle(0.5))
    for round = 1, 2 do
      local fixture = ground:createFixture(chain)
      assert.are.equal(20000, (counters(world)))
      if round == 2 then for _ = 1, 60 do world:step(1 / 60) end end
      fixture:destroy()
      assert.is_true(fixture:isDestroyed())
      local fixtures, proxies = counters(world)
      assert.are.equal(1, fixtures)
      assert.are.equal(1, proxies)
      assert.are.equal(0, #ground:getFixtures())
      assert.are.equal(1, found(world, { -1e6, -1e6, 1e6, 1e6 }))
    end
    -- and a body that holds one goes with it
    ground:createFixture(chain)
    ground:createFixture(b2c.box(1, 1))
    ground:destroy()
    assert.are.same({ 1, 1 }, { counters(world) })
  end)

  for _, order in ipairs({ 'creation', 'reverse', 'shuffled' }) do
    it('5,000 fixtures of one body destroyed one by one in ' .. order .. ' order, before a step', function()
      local world = b2c.world { gravity = { 0, -10 } }
      local body = world:createBody { type = 'dynamic' }
      local fixtures = {}
      for i = 1, 5000 do
        fixtures[i] = body:createFixture(b2c.box(0.25, 0.25, { (i % 100) * 0.5, math.floor(i / 100) * 0.5 }), { density = 2 })
      end
      assert.are.equal(5000 * 0.5, body:getMass()) -- (each 0.25 m2 at density 2)
      local state = 99
      local sequence = {}
      for i = 1, 5000 do sequence[i] = order == 'reverse' and 5001 - i or i end
      if order == 'shuffled' then
        for i = 5000, 2, -1 do
          state = (state * 16807) % 2147483647
          local j = 1 + state % i
          sequence[i], sequence[j] = sequence[j], sequence[i]
        end
      end
      for k = 1, 4000 do fixtures[sequence[k]]:destroy() end
      assert.are.equal(1000, #body:getFixtures())
      assert.are.equal(1000 * 0.5, body:getMass())
      assert.are.same({ 1000, 1000 }, { counters(world) })
      assert.are.equal(1000, found(world, { -100, -100, 100, 100 }))
      for k = 4001, 5000 do assert.is_false(fixtures[sequence[k]]:isDestroyed()) end
      world:step(1 / 60)
      body:destroy()
      assert.are.same({ 0, 0 }, { counters(world) })
    end)
  end

  it('a body whose mass is read after every new fixture, and one whose mass is not: the same world', function()
    -- (a body's mass is computed when next needed, once for many fixtures: the same bits)
    local function build(read)
      local world = b2c.world { gravity = { 0, -10 } }
      world:createBody {}:createFixture(b2c.box(50, 0.5))
      for b = 1, 3 do
        local body = world:createBody { type = 'dynamic', position = { b * 4 - 8, 5 } }
        for i = 1, 40 do
          body:createFixture(b2c.circle(0.2 + 0.01 * i, { (i % 5) * 0.3, math.floor(i / 5) * 0.3 }), { density = 1 + i % 3 })
          if read then local _ = body:getMass() + body:getWorldCenter().x end
        end
      end
      for _ = 1, 90 do world:step(1 / 60) end
      return world:hash()
    end
    assert.are.equal(build(true), build(false))
  end)
end)

-- Linear, not quadratic: the time for 8n against the time for n (each the least of three runs,
-- setup not counted, garbage collected before) stays under 24, three times linear's 8 and far
-- below quadratic's 64 (the chain's destruction gave about 60 before). A bound on a ratio, never
-- on seconds.
describe('large makes and destructions take linear time', function()
  local clock = os.clock
  -- measure(n) sets up, then calls its argument to start the clock; it returns the seconds since.
  local function least(measure, n)
    local best = math.huge
    for _ = 1, 3 do
      local t0
      local seconds = measure(n, function()
        collectgarbage()
        t0 = clock()
      end)
      best = math.min(best, seconds(t0))
    end
    return best
  end
  local function since(t0) return clock() - t0 end
  local function check(what, measure, n)
    local small = least(measure, n)
    local large = least(measure, 8 * n)
    assert.is_true(large / math.max(small, 1e-6) < 24, ('%s: %d %.4f s, %d %.4f s'):format(what, n, small, 8 * n, large))
  end

  local function chainPoints(n)
    local points = {}
    for i = 1, n do points[2 * i - 1] = i; points[2 * i] = (i % 3) * 0.1 end
    return b2c.chain(points)
  end

  it('destroying a chain, as a fixture or with its body', function()
    if os.getenv('B2C_MEMCHECK') then return pending('skipped under make memcheck') end
    for _, withBody in ipairs({ false, true }) do
      check(withBody and 'chain with its body' or 'chain', function(n, start)
        local world = b2c.world {}
        local ground = world:createBody {}
        local fixture = ground:createFixture(chainPoints(n))
        start()
        if withBody then ground:destroy() else fixture:destroy() end
        return since
      end, 8000)
    end
  end)

  local function fixtures(n, start)
    local world = b2c.world {}
    local body = world:createBody { type = 'dynamic' }
    local list = {}
    for i = 1, n do list[i] = b2c.box(0.5, 0.5, { (i % 100) * 2, math.floor(i / 100) * 2 }) end
    if start then start() end
    for i = 1, n do list[i] = body:createFixture(list[i]) end
    return list
  end

  it('making fixtures on one body, and destroying them one by one', function()
    if os.getenv('B2C_MEMCHECK') then return pending('skipped under make memcheck') end
    check('make fixtures', function(n, start)
      fixtures(n, start)
      return since
    end, 2000)
    check('destroy fixtures', function(n, start)
      local list = fixtures(n)
      start()
      for i = 1, n do list[i]:destroy() end
      return since
    end, 2000)
  end)
end)
