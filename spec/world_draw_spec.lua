-- world:draw(drawer [, options]): what a drawer is asked to draw, where, and in which colour.
local b2c = require 'b2c'
local vec2 = b2c.vec2

local colors = {
  static = { 0.45, 0.75, 0.45, 1 },
  kinematic = { 0.45, 0.6, 0.9, 1 },
  awake = { 0.95, 0.6, 0.4, 1 },
  sleeping = { 0.6, 0.6, 0.6, 1 },
  sensor = { 0.95, 0.85, 0.3, 0.5 },
  aabb = { 0.85, 0.35, 0.85, 1 },
  contactPoint = { 0.95, 0.25, 0.25, 1 },
  contactNormal = { 0.35, 0.9, 0.9, 1 },
  center = { 1, 1, 1, 1 },
}

-- A drawer that records each call as {method, arguments...}; `methods` lists the ones it has.
local function recorder(methods)
  local drawer = { calls = {} }
  for _, m in ipairs(methods or { 'polygon', 'circle', 'segment', 'point' }) do
    drawer[m] = function(self, ...)
      assert(self == drawer, 'called as a method')
      drawer.calls[#drawer.calls + 1] = { m, ... }
    end
  end
  return drawer
end

-- The calls of one method, in order.
local function callsOf(drawer, method)
  local found = {}
  for _, call in ipairs(drawer.calls) do
    if call[1] == method then found[#found + 1] = call end
  end
  return found
end

-- The one call whose first argument (a vec2, or the first vertex of a polygon) is near `p`.
local function callAt(drawer, method, p)
  local found
  for _, call in ipairs(callsOf(drawer, method)) do
    local first = method == 'polygon' and call[2][1] or call[2]
    if math.abs(first.x - p[1]) < 1e-5 and math.abs(first.y - p[2]) < 1e-5 then
      assert.is_nil(found, 'two calls at ' .. tostring(vec2(p)))
      found = call
    end
  end
  assert.is_not_nil(found, 'no ' .. method .. ' at ' .. tostring(vec2(p)))
  return found
end

local function assertVertices(expected, vertices, tolerance)
  assert.are.equal(#expected, #vertices)
  for i, v in ipairs(expected) do
    assert.are.equal('userdata', type(vertices[i]))
    assert.near(v, vertices[i], tolerance or 1e-5)
  end
end

-- One of each shape on one of each kind of body.
local function scene()
  local world = b2c.world {}
  local s = { world = world }
  s.ground = world:createBody { position = { 0, -1 } }
  s.box = s.ground:createFixture(b2c.box(5, 1))
  s.segment = s.ground:createFixture(b2c.segment({ -5, 3 }, { -4, 3 }))
  s.chain = world:createBody {}:createFixture(b2c.chain({ { 2, 5 }, { 0, 5 }, { -2, 5 } }))
  s.kinematic = world:createBody { type = 'kinematic', position = { 3, 3 }, angle = math.pi / 2 }
  s.capsule = s.kinematic:createFixture(b2c.capsule({ -1, 0 }, { 1, 0 }, 0.25))
  s.wheel = s.kinematic:createFixture(b2c.circle(0.5, { 0.5, 0 }))
  s.awake = world:createBody { type = 'dynamic', position = { -3, 0.5 } }
  s.ball = s.awake:createFixture(b2c.circle(0.5))
  s.sensor = s.awake:createFixture(b2c.box(0.25, 0.25, { 0, 2 }), { isSensor = true })
  s.sleeping = world:createBody { type = 'dynamic', position = { 6, 0.5 }, angle = math.pi / 2, awake = false }
  s.triangle = s.sleeping:createFixture(b2c.polygon { 0, 0, 1, 0, 0, 1 })
  s.roundedBody = world:createBody { type = 'dynamic', position = { 0, 8 }, gravityScale = 0 }
  s.rounded = s.roundedBody:createFixture(b2c.polygon({ -0.5, -0.5, 0.5, -0.5, 0.5, 0.5, -0.5, 0.5 }, 0.1))
  return s
end

describe('world:draw', function()
  it('draws every fixture in world coordinates, coloured by its body', function()
    local s = scene()
    local d = recorder()
    assert.are.equal(0, select('#', s.world:draw(d)))
    -- the box of the static ground
    local box = callAt(d, 'polygon', { -5, -2 })
    assertVertices({ { -5, -2 }, { 5, -2 }, { 5, 0 }, { -5, 0 } }, box[2])
    assert.are.same(colors.static, box[3])
    -- its segment, and the chain's two segments
    local segment = callAt(d, 'segment', { -5, 2 })
    assert.near(vec2(-4, 2), segment[3])
    assert.are.same(colors.static, segment[4])
    assert.near(vec2(0, 5), callAt(d, 'segment', { 2, 5 })[3])
    assert.near(vec2(-2, 5), callAt(d, 'segment', { 0, 5 })[3])
    assert.are.equal(3, #callsOf(d, 'segment'))
    -- the kinematic body's circle (placed), and its capsule as a polygon outline: 9 vertices
    -- round each end, the first end's arc from the first side's normal
    local wheel = callAt(d, 'circle', { 3, 3.5 })
    assert.are.equal(0.5, wheel[3])
    assert.are.same(colors.kinematic, wheel[4])
    local capsule = callAt(d, 'polygon', { 2.75, 2 })
    assert.are.equal(18, #capsule[2])
    assert.near(vec2(3, 1.75), capsule[2][5], 1e-5) -- the far side of the first end
    assert.near(vec2(3.25, 2), capsule[2][9], 1e-5)
    assert.near(vec2(3.25, 4), capsule[2][10], 1e-5) -- counter-clockwise
    assert.near(vec2(3, 4.25), capsule[2][14], 1e-5)
    assert.near(vec2(2.75, 4), capsule[2][18], 1e-5)
    for _, v in ipairs(capsule[2]) do
      local dy = math.max(math.abs(v.y - 3) - 1, 0)
      assert.near(0.25, math.sqrt((v.x - 3) ^ 2 + dy * dy), 1e-5)
    end
    assert.are.same(colors.kinematic, capsule[3])
    -- the awake dynamic ball, and the sensor on the same body
    local ball = callAt(d, 'circle', { -3, 0.5 })
    assert.are.equal(0.5, ball[3])
    assert.are.same(colors.awake, ball[4])
    local sensor = callAt(d, 'polygon', { -3.25, 2.25 })
    assertVertices({ { -3.25, 2.25 }, { -2.75, 2.25 }, { -2.75, 2.75 }, { -3.25, 2.75 } }, sensor[2])
    assert.are.same(colors.sensor, sensor[3])
    -- the sleeping triangle, turned a quarter
    local triangle = callAt(d, 'polygon', { 6, 0.5 })
    assertVertices({ { 6, 0.5 }, { 6, 1.5 }, { 5, 0.5 } }, triangle[2])
    assert.are.same(colors.sleeping, triangle[3])
    -- the rounded square: 5 vertices on each corner's quarter circle, all 0.1 from the square
    local rounded = callAt(d, 'polygon', { -0.6, 7.5 })
    assert.are.equal(20, #rounded[2])
    assert.near(vec2(-0.5, 7.4), rounded[2][5], 1e-5)
    assert.near(vec2(0.5, 7.4), rounded[2][6], 1e-5)
    for _, v in ipairs(rounded[2]) do
      local dx, dy = math.max(math.abs(v.x) - 0.5, 0), math.max(math.abs(v.y - 8) - 0.5, 0)
      assert.near(0.1, math.sqrt(dx * dx + dy * dy), 1e-5)
    end
    assert.are.same(colors.awake, rounded[3])
    -- nothing else: one call per fixture, one per chain segment
    assert.are.equal(5, #callsOf(d, 'polygon'))
    assert.are.equal(2, #callsOf(d, 'circle'))
    assert.are.equal(0, #callsOf(d, 'point'))
    assert.are.equal(10, #d.calls)
  end)

  it('uses drawer:capsule when the drawer has it', function()
    local s = scene()
    local d = recorder({ 'capsule' })
    s.world:draw(d)
    assert.are.equal(1, #d.calls)
    local call = d.calls[1]
    local p1, p2, radius, color = call[2], call[3], call[4], call[5]
    assert.near(vec2(3, 2), p1, 1e-6)
    assert.near(vec2(3, 4), p2, 1e-6)
    assert.are.equal(0.25, radius)
    assert.are.same(colors.kinematic, color)
  end)

  it('colours a body that falls asleep, or wakes, as it is now', function()
    local world = h.groundWorld()
    local body = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    body:createFixture(b2c.box(0.5, 0.5))
    local d = recorder()
    world:draw(d)
    assert.are.same(colors.awake, callAt(d, 'polygon', { -0.5, 0 })[3])
    h.run(world, 2)
    assert.is_false(body:isAwake())
    d = recorder()
    world:draw(d)
    assert.are.same(colors.sleeping, d.calls[2][3])
    body:setAwake(true)
    d = recorder()
    world:draw(d)
    assert.are.same(colors.awake, d.calls[2][3])
  end)

  it('skips the methods a drawer lacks, and finds them through __index', function()
    local s = scene()
    local d = recorder({ 'segment' })
    s.world:draw(d, { aabbs = true, centers = true, contacts = true })
    assert.are.equal(3, #d.calls)
    local Drawer = {}
    Drawer.__index = Drawer
    local circles = 0
    function Drawer:circle() circles = circles + 1 end
    function Drawer:polygon() error('not wanted') end
    local instance = setmetatable({ polygon = false }, Drawer) -- false: left out
    s.world:draw(instance)
    assert.are.equal(2, circles)
    s.world:draw({})
  end)
end)

describe('world:draw options', function()
  it('aabbs: each fixture\'s AABB (each chain segment\'s), after the fixtures', function()
    local s = scene()
    local d = recorder({ 'polygon' })
    s.world:draw(d, { aabbs = true })
    local boxes = {}
    for i, call in ipairs(d.calls) do
      if i <= 5 then
        assert.are_not.same(colors.aabb, call[3])
      else
        assert.are.same(colors.aabb, call[3])
        assert.are.equal(4, #call[2])
        boxes[#boxes + 1] = b2c.aabb(call[2][1], call[2][3])
        assert.near(vec2(call[2][3].x, call[2][1].y), call[2][2], 0)
        assert.near(vec2(call[2][1].x, call[2][3].y), call[2][4], 0)
      end
    end
    assert.are.equal(10, #boxes) -- 9 fixtures, the chain with two segments
    local function has(aabb)
      for _, b in ipairs(boxes) do if b == aabb then return true end end
      return false
    end
    for _, name in ipairs({ 'box', 'segment', 'capsule', 'wheel', 'ball', 'sensor', 'triangle', 'rounded' }) do
      assert.is_true(has(s[name]:getAABB()), name)
    end
    assert.is_true(has(b2c.aabb(0, 5, 2, 5)) and has(b2c.aabb(-2, 5, 0, 5)))
    -- fixtures = false: the AABBs alone
    d = recorder()
    s.world:draw(d, { fixtures = false, aabbs = true })
    assert.are.equal(10, #d.calls)
  end)

  it('contacts: the manifold points and normals of touching contacts', function()
    local world = h.groundWorld()
    world:createBody { type = 'dynamic', position = { 2, 0.5 } }:createFixture(b2c.box(0.5, 0.5))
    world:createBody { type = 'dynamic', position = { 10, 5 } }:createFixture(b2c.circle(0.5)) -- not touching
    h.run(world, 0.5)
    local d = recorder()
    world:draw(d, { fixtures = false, contacts = true })
    assert.are.equal(4, #d.calls)
    local xs = {}
    for i = 1, 4, 2 do
      local point, normal = d.calls[i], d.calls[i + 1]
      assert.are.equal('point', point[1])
      assert.are.equal(5, point[3])
      assert.are.same(colors.contactPoint, point[4])
      assert.are.equal('segment', normal[1])
      assert.are.equal(point[2], normal[2])
      assert.near(point[2] + vec2(0, 0.25), normal[3], 1e-6) -- from the ground toward the box
      assert.are.same(colors.contactNormal, normal[4])
      assert.near(0, point[2].y, 0.01)
      xs[#xs + 1] = point[2].x
    end
    table.sort(xs)
    assert.near(1.5, xs[1], 1e-3)
    assert.near(2.5, xs[2], 1e-3)
    -- contacts are drawn last, over the fixtures
    d = recorder()
    world:draw(d, { contacts = true })
    assert.are.equal('polygon', d.calls[1][1])
    assert.are.equal('segment', d.calls[#d.calls][1])
  end)

  it('centers: every body\'s centre of mass, last', function()
    local s = scene()
    local d = recorder()
    s.world:draw(d, { centers = true, fixtures = false })
    assert.are.equal(6, #d.calls)
    for _, body in ipairs({ s.ground, s.kinematic, s.awake, s.sleeping, s.roundedBody }) do
      local call = callAt(d, 'point', { body:getWorldCenter().x, body:getWorldCenter().y })
      assert.are.equal(4, call[3])
      assert.are.same(colors.center, call[4])
    end
    d = recorder()
    s.world:draw(d, { centers = true, aabbs = true })
    assert.are.equal('point', d.calls[#d.calls][1])
    assert.are.equal(10 + 10 + 6, #d.calls)
  end)
end)

describe('world:draw errors and locking', function()
  it('refuses bad arguments', function()
    local world = b2c.world {}
    h.raises("bad argument #1 to 'draw' (table expected, got nil)", function() world:draw(nil) end)
    h.raises("bad argument #1 to 'draw' (table expected, got number)", function() world:draw(5) end)
    h.raises("bad argument #2 to 'draw' (table expected, got number)", function() world:draw({}, 5) end)
    h.raises("bad argument #2 to 'draw' (field 'aabbs': boolean expected, got number)",
      function() world:draw({}, { aabbs = 1 }) end)
    h.raises("bad argument #2 to 'draw' (field 'fixtures': boolean expected, got string)",
      function() world:draw({}, { fixtures = 'no' }) end)
    h.raises("bad argument #1 to 'draw' (field 'polygon': function expected, got number)",
      function() world:draw({ polygon = 5 }) end)
    h.raises("bad argument #1 to 'draw' (field 'capsule': function expected, got table)",
      function() world:draw({ capsule = {} }) end)
    h.raisesLike('b2c.world expected', function() world.draw({}, {}) end)
    getmetatable(world).__gc(world)
    h.raisesLike('b2c.world is closed', function() world:draw({}) end)
  end)

  it('passes a drawer\'s error on, and leaves the world usable', function()
    local s = scene()
    local token = {}
    local ok, err = pcall(s.world.draw, s.world, { circle = function() error(token) end })
    assert.is_false(ok)
    assert.are.equal(token, err)
    ok, err = pcall(s.world.draw, s.world, { segment = function() error('drawer broke') end })
    assert.is_false(ok)
    assert.matches('drawer broke', err)
    s.world:createBody {}:destroy()
    s.world:step(1 / 60)
    local d = recorder()
    s.world:draw(d)
    assert.are.equal(10, #d.calls)
  end)

  it('locks the world against changes from the drawer, not against reading it', function()
    local s = scene()
    local attempts = {
      function() s.world:createBody {} end,
      function() s.awake:createFixture(b2c.circle(1)) end,
      function() s.world:step(1 / 60) end,
      function() s.ball:setFilter { maskBits = 0 } end,
      function() s.awake:setTransform({ 0, 0 }) end,
      function() s.world:setCallbacks {} end,
      function() getmetatable(s.world).__gc(s.world) end,
    }
    for i, attempt in ipairs(attempts) do
      local ok, err = pcall(s.world.draw, s.world, { circle = attempt })
      assert.is_false(ok, 'attempt ' .. i)
      assert.matches('world is locked during a draw', err)
    end
    local reads = 0
    s.world:draw({ circle = function(_, center)
      reads = reads + 1
      assert.is_truthy(s.world:rayCastClosest(center + vec2(0, 5), center))
      s.world:queryAABB(b2c.aabb(-1, -1, 1, 1), function() end)
      s.world:draw({}) -- drawing is reading
      assert.is_false(s.ball:isDestroyed())
    end })
    assert.are.equal(2, reads)
    -- unlocked after
    s.world:createBody {}
    s.ball:destroy()
    s.world:step(1 / 60)
  end)
end)

describe('world:draw joints', function()
  it('draws each joint as segments from the body origins to the anchors and between them', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local a = world:createBody { position = { -1, 0 } }
    local b = world:createBody { type = 'dynamic', position = { 2, 1 } }
    b:createFixture(b2c.circle(0.25))
    world:createJoint { type = 'revolute', bodyA = a, bodyB = b, anchor = { 0, 0 } }
    local mouse = world:createBody { type = 'dynamic', position = { 5, 5 } }
    world:createJoint { type = 'mouse', bodyB = mouse, target = { 5, 5 } }:setTarget { 6, 7 }
    local joint = { 0.5, 0.8, 0.8, 1 }
    local d = recorder()
    world:draw(d, { fixtures = false })
    local segments = callsOf(d, 'segment')
    assert.are.equal(4, #segments)
    for _, s in ipairs(segments) do assert.are.same(joint, s[4]) end
    assert.are.same({ vec2(-1, 0), vec2(0, 0) }, { segments[1][2], segments[1][3] })
    assert.are.same({ vec2(0, 0), vec2(0, 0) }, { segments[2][2], segments[2][3] })
    assert.are.same({ vec2(2, 1), vec2(0, 0) }, { segments[3][2], segments[3][3] })
    assert.are.same({ vec2(5, 5), vec2(6, 7) }, { segments[4][2], segments[4][3] })
    local none = recorder()
    world:draw(none, { fixtures = false, joints = false })
    assert.are.equal(0, #none.calls)
  end)
end)
