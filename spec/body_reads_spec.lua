-- Issue 21: the reads that allocate nothing (body:getPose, the ...XY methods,
-- fixture:getBoundingBox, contact:getNormalXY / getPointsXY) and the vectors given as two numbers
-- to every method that takes one. Exact values, the same errors as the vec2 forms, destroyed,
-- recycled, pending and closed-world handles; under LuaJIT through the FFI path too.
local b2c = require 'b2c'

local f32 = h.f32 -- (the float nearest x, as a double: C's cast, apart from b2c)

local function newWorld() return b2c.world{gravity = {0, -10}} end

describe('body reads that allocate nothing', function()
  it('give the stored floats: position, angle, world centre, velocity', function()
    local w = newWorld()
    local b = w:createBody{type = 'dynamic', position = {1.5, -2.25}, angle = 0.5, linearVelocity = {3, -0.75}}
    local x, y, a = b:getPose()
    assert.are.equal(1.5, x)
    assert.are.equal(-2.25, y)
    assert.are.equal(f32(b:getAngle()), a)
    assert.is_true(math.abs(a - 0.5) < 1e-6)
    assert.are.same({1.5, -2.25}, {b:getPositionXY()})
    assert.are.same({3, -0.75}, {b:getLinearVelocityXY()})
    -- the centre of mass of a box offset by (1, 0) in the body's frame, turned by the angle
    b:setTransform(2, 1, 0)
    b:createFixture(b2c.box(0.5, 0.5, {1, 0}))
    assert.are.same({3, 1}, {b:getWorldCenterXY()})
    assert.are.equal(3, select('#', b:getPose()))
    assert.are.equal(2, select('#', b:getPositionXY()))
  end)

  it('read 0.1 as its float, where the vec2 reads the shortest decimal', function()
    local b = newWorld():createBody{position = {0.1, 1 / 3}}
    local x, y = b:getPositionXY()
    assert.are.equal(0.10000000149011612, x)
    assert.are.equal(f32(1 / 3), y)
    assert.are.equal(0.1, b:getPosition().x)
    assert.are.equal(f32(b:getPosition().y), y)
  end)

  it('match getPosition, getAngle, getWorldCenter and getLinearVelocity after steps', function()
    local w = newWorld()
    w:createBody{position = {0, -1}}:createFixture(b2c.box(20, 1))
    local bodies = {}
    for i = 1, 30 do
      local b = w:createBody{type = 'dynamic', position = {(i % 6) - 3 + 0.1 * i, 1 + i * 0.7}, angle = i * 0.3}
      b:createFixture(b2c.box(0.3, 0.2, {0.05, 0.1}))
      bodies[i] = b
    end
    for _ = 1, 40 do w:step(1 / 60) end
    for _, b in ipairs(bodies) do
      local x, y, a = b:getPose()
      local p = b:getPosition()
      assert.are.same({f32(p.x), f32(p.y), f32(b:getAngle())}, {x, y, a})
      assert.are.same({x, y}, {b:getPositionXY()})
      local c, v = b:getWorldCenter(), b:getLinearVelocity()
      assert.are.same({f32(c.x), f32(c.y)}, {b:getWorldCenterXY()})
      assert.are.same({f32(v.x), f32(v.y)}, {b:getLinearVelocityXY()})
    end
  end)

  it('take the FFI path under LuaJIT, the C methods under Lua 5.4', function()
    local b = newWorld():createBody{}
    for _, name in ipairs({'getPose', 'getPositionXY', 'getWorldCenterXY', 'getLinearVelocityXY'}) do
      assert.are.equal(jit and 'Lua' or 'C', debug.getinfo(b[name]).what, name)
    end
    local f = b:createFixture(b2c.circle(1))
    assert.are.equal(jit and 'Lua' or 'C', debug.getinfo(f.getBoundingBox).what)
  end)

  local reads = {'getPose', 'getPositionXY', 'getWorldCenterXY', 'getLinearVelocityXY'}

  it('raise the errors getPosition raises: destroyed, recycled, closed world, pending', function()
    for _, name in ipairs(reads) do
      local w = newWorld()
      local b = w:createBody{type = 'dynamic'}
      b:destroy()
      h.raises("calling '" .. name .. "' on bad self (b2c.body is destroyed)", function() return b[name](b) end)
      -- recycled: a new body takes the slot, the old handle stays destroyed
      local again = w:createBody{type = 'dynamic', position = {4, 5}}
      h.raises("calling '" .. name .. "' on bad self (b2c.body is destroyed)", function() return b[name](b) end)
      assert.are.equal(4, (again:getPositionXY()))
      -- its world closed
      w:destroy()
      h.raises("calling '" .. name .. "' on bad self (b2c.body is destroyed)", function() return again[name](again) end)
      h.raises("calling 'getPosition' on bad self (b2c.body is destroyed)", function() return again:getPosition() end)
    end
  end)

  it('raise the standard error for a wrong self', function()
    local w = newWorld()
    local b = w:createBody{}
    local f = b:createFixture(b2c.circle(1))
    for _, name in ipairs(reads) do
      local m = b[name]
      h.raises("calling '" .. name .. "' on bad self (b2c.body expected, got b2c.fixture)", function() return m(f) end)
      h.raises("calling '" .. name .. "' on bad self (b2c.body expected, got no value)", function() return m() end)
      h.raises("calling '" .. name .. "' on bad self (b2c.body expected, got table)", function() return m({}) end)
      h.raises("calling '" .. name .. "' on bad self (b2c.body expected, got b2c.world)", function() return m(w) end)
    end
    -- handles of the same size and other userdata (the self check reads the handle's class)
    local j = w:createJoint{type = 'revolute', bodyA = b, bodyB = w:createBody{type = 'dynamic'}, anchor = {0, 0}}
    for _, name in ipairs({'getPose', 'getPositionXY', 'getType', 'isAwake', 'getMass', 'destroy'}) do
      local m = b[name]
      h.raises("calling '" .. name .. "' on bad self (b2c.body expected, got b2c.joint)", function() return m(j) end)
      local file = type(jit) == 'table' and 'userdata' or 'FILE*' -- (LuaJIT's files have no __name)
      h.raises("calling '" .. name .. "' on bad self (b2c.body expected, got " .. file .. ")", function() return m(io.stdout) end)
      h.raises("calling '" .. name .. "' on bad self (b2c.body expected, got b2c.rot)", function() return m(b2c.rot(0)) end)
    end
    for _, name in ipairs({'getBoundingBox', 'getDensity', 'isSensor'}) do
      h.raises("calling '" .. name .. "' on bad self (b2c.fixture expected, got b2c.body)", function() return f[name](b) end)
      h.raises("calling '" .. name .. "' on bad self (b2c.fixture expected, got b2c.joint)", function() return f[name](j) end)
    end
    h.raises("calling 'getBodies' on bad self (b2c.joint expected, got b2c.body)", function() return j.getBodies(b) end)
    h.raises("calling 'getBodies' on bad self (b2c.joint expected, got b2c.fixture)", function() return j.getBodies(f) end)
    assert.is_true(b:isAwake() ~= nil and j:getBodies() ~= nil and f:getDensity() ~= nil) -- (all still usable)
    -- a handle of another world is a body of its own world: it reads that one
    local other = newWorld():createBody{position = {7, 8}}
    assert.are.same({7, 8, 0}, {b.getPose(other)})
    assert.are.same({7, 8}, {b.getPositionXY(other)})
  end)

  it('report a body destroyed inside a callback (pending) as destroyed', function()
    local w = newWorld()
    w:createBody{}:createFixture(b2c.box(5, 0.5))
    local b = w:createBody{type = 'dynamic', position = {0, 0.9}}
    b:createFixture(b2c.box(0.5, 0.5))
    local seen
    w:setCallbacks{beginContact = function()
      if seen then return end
      b:destroy()
      seen = {pcall(b.getPose, b)}
    end}
    for _ = 1, 30 do w:step(1 / 60) end
    assert.is_false(seen[1])
    assert.are.equal("calling 'getPose' on bad self (b2c.body is destroyed)", (tostring(seen[2]):gsub('^[^:]*:%d+: ', '')))
  end)
end)

describe('fixture:getBoundingBox', function()
  it('gives getAABB as four numbers', function()
    local b = newWorld():createBody{position = {1, 2}}
    local f = b:createFixture(b2c.box(0.5, 0.25))
    assert.are.same({0.5, 1.75, 1.5, 2.25}, {f:getBoundingBox()})
    local a = f:getAABB()
    assert.are.same({a.lower.x, a.lower.y, a.upper.x, a.upper.y}, {f:getBoundingBox()})
  end)

  it("gives a chain's the union of its segments'", function()
    local b = newWorld():createBody{}
    local f = b:createFixture(b2c.chain({{0, 0}, {2, 1}, {4, -1}}))
    local a = f:getAABB()
    assert.are.same({a.lower.x, a.lower.y, a.upper.x, a.upper.y}, {f:getBoundingBox()})
    assert.are.equal(0, (f:getBoundingBox()))
    assert.are.equal(4, select(3, f:getBoundingBox()))
  end)

  it('raises the errors getAABB raises', function()
    local w = newWorld()
    local f = w:createBody{}:createFixture(b2c.circle(1))
    f:destroy()
    local expected = h.errorOf(function() return f:getAABB() end):gsub('getAABB', 'getBoundingBox')
    h.raises(expected, function() return f:getBoundingBox() end)
    h.raises("calling 'getBoundingBox' on bad self (b2c.fixture expected, got b2c.body)",
      function() return f.getBoundingBox(w:createBody{}) end)
    h.raises("calling 'getBoundingBox' on bad self (b2c.fixture expected, got no value)",
      function() return f.getBoundingBox() end)
    -- recycled: a new fixture in the slot; a closed world; a fixture destroyed in a callback
    local g = w:createBody{}:createFixture(b2c.circle(2))
    h.raises("calling 'getBoundingBox' on bad self (b2c.fixture is destroyed)", function() return f:getBoundingBox() end)
    assert.are.same({-2, -2, 2, 2}, {g:getBoundingBox()})
    w:destroy()
    h.raises("calling 'getBoundingBox' on bad self (b2c.fixture is destroyed)", function() return g:getBoundingBox() end)
    local w2 = newWorld()
    w2:createBody{}:createFixture(b2c.box(5, 0.5))
    local box = w2:createBody{type = 'dynamic', position = {0, 0.9}}:createFixture(b2c.box(0.5, 0.5))
    local seen
    w2:setCallbacks{beginContact = function()
      if seen then return end
      box:destroy()
      seen = {pcall(box.getBoundingBox, box)}
    end}
    for _ = 1, 30 do w2:step(1 / 60) end
    assert.is_false(seen[1])
    assert.are.equal("calling 'getBoundingBox' on bad self (b2c.fixture is destroyed)", (tostring(seen[2]):gsub('^[^:]*:%d+: ', '')))
  end)
end)

describe('contact:getNormalXY and contact:getPointsXY', function()
  it('give the manifold as numbers inside callbacks, and raise outside', function()
    local w = newWorld()
    w:createBody{}:createFixture(b2c.box(5, 0.5))
    local b = w:createBody{type = 'dynamic', position = {0, 1}}
    b:createFixture(b2c.box(0.5, 0.5))
    local checked, kept = 0, nil
    w:setCallbacks{preSolve = function(_, _, c)
      kept = c
      local m = c:getManifold()
      assert.are.same({f32(m.normal.x), f32(m.normal.y)}, {c:getNormalXY()})
      local expected = {}
      for _, p in ipairs(m.points) do
        expected[#expected + 1] = f32(p.point.x)
        expected[#expected + 1] = f32(p.point.y)
      end
      assert.are.same(expected, {c:getPointsXY()})
      if #m.points == 2 then checked = checked + 1 end
    end}
    for _ = 1, 10 do w:step(1 / 60) end
    assert.is_true(checked > 0)
    h.raises('b2c.contact is valid only during a callback', function() return kept:getNormalXY() end)
    h.raises('b2c.contact is valid only during a callback', function() return kept:getPointsXY() end)
  end)
end)

-- Each method that takes a vector, called with a vec2, a table and two numbers, on three identical
-- worlds: the same bits after.
describe('vectors as two numbers', function()
  local function scene()
    local w = newWorld()
    w:createBody{position = {0, -1}}:createFixture(b2c.box(20, 1))
    local b = w:createBody{type = 'dynamic', position = {0.3, 2}, angle = 0.2}
    b:createFixture(b2c.box(0.5, 0.3))
    return w, b
  end

  local function state(w, b)
    for _ = 1, 20 do w:step(1 / 60) end
    local x, y, a = b:getPose()
    local vx, vy = b:getLinearVelocityXY()
    return {x, y, a, vx, vy, b:getAngularVelocity()}
  end

  local v, t = b2c.vec2, function(x, y) return {x, y} end
  local cases = {
    {'setTransform', function(b, V, n) if n then b:setTransform(1.1, 2.2, 0.3) else b:setTransform(V(1.1, 2.2), 0.3) end end},
    {'setTransform without angle', function(b, V, n) if n then b:setTransform(1.1, 2.2) else b:setTransform(V(1.1, 2.2)) end end},
    {'setLinearVelocity', function(b, V, n) if n then b:setLinearVelocity(1.3, -0.7) else b:setLinearVelocity(V(1.3, -0.7)) end end},
    {'applyForce at a point', function(b, V, n)
      if n then b:applyForce(30.5, 12.25, 0.7, 2.1) else b:applyForce(V(30.5, 12.25), V(0.7, 2.1)) end
    end},
    {'applyForce at the centre', function(b, V, n) if n then b:applyForce(30.5, 12.25) else b:applyForce(V(30.5, 12.25)) end end},
    {'applyForce, nil point', function(b, V, n) if n then b:applyForce(30.5, 12.25, nil) else b:applyForce(V(30.5, 12.25), nil) end end},
    {'applyForce, mixed', function(b, V, n) if n then b:applyForce(V(30.5, 12.25), 0.7, 2.1) else b:applyForce(V(30.5, 12.25), V(0.7, 2.1)) end end},
    {'applyForce, mixed the other way', function(b, V, n) if n then b:applyForce(30.5, 12.25, V(0.7, 2.1)) else b:applyForce(V(30.5, 12.25), V(0.7, 2.1)) end end},
    {'applyLinearImpulse', function(b, V, n)
      if n then b:applyLinearImpulse(0.5, 1.25, 0.1, 2.2) else b:applyLinearImpulse(V(0.5, 1.25), V(0.1, 2.2)) end
    end},
    {'applyForceToCenter', function(b, V, n) if n then b:applyForceToCenter(30.5, 40) else b:applyForceToCenter(V(30.5, 40)) end end},
  }
  for _, case in ipairs(cases) do
    it(case[1] .. ': a vec2, a table and two numbers give the same bits', function()
      local results = {}
      for k, form in ipairs({{v, false}, {t, false}, {v, true}}) do
        local w, b = scene()
        case[2](b, form[1], form[2])
        results[k] = state(w, b)
      end
      assert.are.same(results[1], results[2])
      assert.are.same(results[1], results[3])
    end)
  end

  it('the body mappings and world:setGravity, world:shiftOrigin', function()
    local w, b = scene()
    for _, name in ipairs({'getWorldPoint', 'getLocalPoint', 'getWorldVector', 'getLocalVector',
      'getLinearVelocityFromWorldPoint', 'getLinearVelocityFromLocalPoint'}) do
      b:setAngularVelocity(0.7)
      assert.are.equal(b[name](b, v(0.3, -1.7)), b[name](b, 0.3, -1.7), name)
      assert.are.equal(b[name](b, {0.3, -1.7}), b[name](b, 0.3, -1.7), name)
    end
    w:setGravity(1.5, -3.25)
    assert.are.equal(v(1.5, -3.25), w:getGravity())
    local w2, b2 = scene()
    w:shiftOrigin(0.5, 0.25)
    w2:shiftOrigin(v(0.5, 0.25))
    assert.are.same({b2:getPose()}, {b:getPose()})
  end)

  it('world:rayCast and world:rayCastClosest', function()
    local w = scene()
    local a, b = {}, {}
    w:rayCast(v(-5, 2), v(5, 2), function(...) a[#a + 1] = {...}; return 1 end)
    w:rayCast(-5, 2, 5, 2, function(...) b[#b + 1] = {...}; return 1 end)
    assert.is_true(#a > 0)
    assert.are.same(a, b)
    local c = {}
    w:rayCast(v(-5, 2), 5, 2, function(...) c[#c + 1] = {...}; return 1 end)
    assert.are.same(a, c)
    assert.are.same({w:rayCastClosest(v(-5, 2), v(5, 2))}, {w:rayCastClosest(-5, 2, 5, 2)})
  end)

  it('world:queryAABB takes four numbers for the box', function()
    local w = scene()
    local a, b = {}, {}
    local na = w:queryAABB(b2c.aabb(-1, 1, 1, 3), function(f) a[#a + 1] = f end)
    local nb = w:queryAABB(-1, 1, 1, 3, function(f) b[#b + 1] = f end)
    assert.are.equal(1, na)
    assert.are.equal(na, nb)
    assert.are.same(a, b)
    local c = {}
    assert.are.equal(2, w:queryAABB(-30, -30, 30, 30, function(f) c[#c + 1] = f end))
    assert.are.equal(0, w:queryAABB(5, 5, 5, 5, function() end))
  end)

  it('fixture:testPoint, fixture:rayCast, shape:testPoint, shape:rayCast', function()
    local _, b = scene()
    local f = b:getFixtures()[1]
    assert.is_true(f:testPoint(0.3, 2))
    assert.is_false(f:testPoint(5, 5))
    assert.are.same({f:rayCast(v(-5, 2), v(5, 2))}, {f:rayCast(-5, 2, 5, 2)})
    assert.are.same({f:rayCast(v(-5, 2), v(5, 2), 0.5)}, {f:rayCast(-5, 2, 5, 2, 0.5)})
    local s, xf = b2c.box(1, 1), b2c.transform(b2c.vec2(0, 0), 0)
    assert.is_true(s:testPoint(xf, 0.5, 0.5))
    assert.are.same({s:rayCast(xf, v(-5, 0), v(5, 0))}, {s:rayCast(xf, -5, 0, 5, 0)})
    assert.are.same({s:rayCast(xf, v(-5, 0), v(5, 0), 0.2)}, {s:rayCast(xf, -5, 0, 5, 0, 0.2)})
    local chain = b2c.chain({{-2, 0}, {0, 0}, {2, 0}})
    assert.are.same({chain:rayCast(xf, v(1, 1), v(1, -1), 1, 2)}, {chain:rayCast(xf, 1, 1, 1, -1, 1, 2)})
  end)

  it('mouse joint setTarget and motor joint setLinearOffset', function()
    local w, b = scene()
    local ground = w:createBody{}
    local mouse = w:createJoint{type = 'mouse', bodyA = ground, bodyB = b, target = {0.3, 2}}
    mouse:setTarget(1.25, 3.5)
    assert.are.equal(v(1.25, 3.5), mouse:getTarget())
    local motor = w:createJoint{type = 'motor', bodyA = ground, bodyB = b}
    motor:setLinearOffset(0.5, -0.25)
    assert.are.equal(v(0.5, -0.25), motor:getLinearOffset())
  end)

  h.itRaises(it, {
    {"bad argument #2 to 'setLinearVelocity' (number expected, got no value)",
      function() newWorld():createBody{}:setLinearVelocity(1) end},
    {"bad argument #2 to 'setLinearVelocity' (number expected, got string)",
      function() newWorld():createBody{}:setLinearVelocity(1, '2') end},
    {"bad argument #1 to 'setLinearVelocity' (finite number expected, got nan)",
      function() newWorld():createBody{}:setLinearVelocity(0 / 0, 1) end},
    {"bad argument #2 to 'setLinearVelocity' (finite number expected, got inf)",
      function() newWorld():createBody{}:setLinearVelocity(1, math.huge) end},
    {"bad argument #1 to 'setLinearVelocity' (b2c.vec2 expected, got string)",
      function() newWorld():createBody{}:setLinearVelocity('1', 2) end},
    {"bad argument #4 to 'applyForce' (number expected, got no value)",
      function() newWorld():createBody{type = 'dynamic'}:applyForce(1, 2, 3) end},
    {"bad argument #3 to 'applyForce' (number expected, got nil)",
      function() newWorld():createBody{type = 'dynamic'}:applyForce({1, 2}, 3, nil) end},
    {"bad argument #3 to 'applyForce' (b2c.vec2 expected, got boolean)",
      function() newWorld():createBody{type = 'dynamic'}:applyForce(1, 2, true) end},
    {"bad argument #3 to 'setTransform' (number expected, got string)",
      function() newWorld():createBody{}:setTransform(1, 2, 'a') end},
    {"bad argument #5 to 'rayCast' (function expected, got no value)",
      function() newWorld():rayCast(0, 0, 1, 0) end},
    {"bad argument #4 to 'rayCastClosest' (number expected, got no value)",
      function() newWorld():rayCastClosest(0, 0, 1) end},
    {"bad argument #4 to 'queryAABB' (number expected, got no value)",
      function() newWorld():queryAABB(0, 0, 1) end},
    {"bad argument #5 to 'queryAABB' (function expected, got no value)",
      function() newWorld():queryAABB(0, 0, 1, 1) end},
    {"bad argument #3 to 'queryAABB' (upperX (0) is below lowerX (1))",
      function() newWorld():queryAABB(1, 0, 0, 1, function() end) end},
    {"bad argument #4 to 'queryAABB' (upperY (-1) is below lowerY (0))",
      function() newWorld():queryAABB(0, 0, 1, -1, function() end) end},
    {"bad argument #2 to 'queryAABB' (finite number expected, got nan)",
      function() newWorld():queryAABB(0, 0 / 0, 1, 1, function() end) end},
    {"bad argument #2 to 'setGravity' (number expected, got no value)",
      function() newWorld():setGravity(0) end},
    {"bad argument #3 to 'rayCast' (number expected, got no value)",
      function() newWorld():createBody{}:createFixture(b2c.circle(1)):rayCast({0, 0}, 1) end},
    {"bad argument #3 to 'testPoint' (number expected, got no value)",
      function() b2c.circle(1):testPoint(b2c.transform(b2c.vec2(0, 0), 0), 1) end},
    {"calling 'setLinearVelocity' on bad self (b2c.body is destroyed)",
      function()
        local b = newWorld():createBody{}
        b:destroy()
        b:setLinearVelocity(1, 2)
      end},
  })

  it('leave the body unchanged when the second number is refused', function()
    local b = newWorld():createBody{type = 'dynamic'}
    b:setLinearVelocity(1, 2)
    assert.is_false(pcall(b.setLinearVelocity, b, 5, 'x'))
    assert.are.same({1, 2}, {b:getLinearVelocityXY()})
  end)
end)

describe('record:getNormalXY and record:getPointsXY', function()
  it("give a contact record's normal and points as numbers", function()
    local w = newWorld()
    w:createBody{}:createFixture(b2c.box(5, 0.5))
    local b = w:createBody{type = 'dynamic', position = {0, 1}}
    b:createFixture(b2c.box(0.5, 0.5))
    for _ = 1, 10 do w:step(1 / 60) end
    local r = w:getContacts()[1]
    assert.are.same({0, 1}, {r:getNormalXY()})
    local expected = {}
    for _, p in ipairs(r:getPoints()) do
      expected[#expected + 1] = f32(p.x)
      expected[#expected + 1] = f32(p.y)
    end
    assert.are.equal(4, #expected)
    assert.are.same(expected, {r:getPointsXY()})
    -- a record is a table: changed fields are refused in the standard form
    r.points = {{point = {1, 2}}}
    assert.are.same({1, 2}, {r:getPointsXY()})
    r.points = {}
    assert.are.equal(0, select('#', r:getPointsXY()))
    r.points = {7}
    h.raises("calling 'getPointsXY' on bad self (field 'points' [1]: table expected, got number)", function() local _ = r:getPointsXY() end)
    r.points = {{point = 'x'}}
    h.raises("calling 'getPointsXY' on bad self (field 'points' point: b2c.vec2 expected, got string)", function() local _ = r:getPointsXY() end)
    r.points = nil
    h.raises("calling 'getPointsXY' on bad self (field 'points': table expected, got nil)", function() local _ = r:getPointsXY() end)
    r.normal = 'x'
    h.raises("calling 'getNormalXY' on bad self (field 'normal': b2c.vec2 expected, got string)", function() local _ = r:getNormalXY() end)
    h.raises("bad argument #1 to 'getNormalXY' (b2c.contactRecord expected, got table)", function() local _ = r.getNormalXY({}) end)
  end)
end)

describe('the reads', function()
  it('allocate nothing (collectgarbage("count") unchanged over 20,000 calls each)', function()
    local w = newWorld()
    local bodies, fixtures = {}, {}
    for i = 1, 100 do
      bodies[i] = w:createBody{type = 'dynamic', position = {i * 1.5, 0}, angle = i * 0.01}
      fixtures[i] = bodies[i]:createFixture(b2c.circle(0.5))
    end
    w:step(1 / 60)
    local sum = 0
    local function run()
      for _ = 1, 200 do
        for i = 1, 100 do
          local b = bodies[i]
          local x, y, a = b:getPose()
          local px, py = b:getPositionXY()
          local cx, cy = b:getWorldCenterXY()
          local vx, vy = b:getLinearVelocityXY()
          local x0, y0, x1, y1 = fixtures[i]:getBoundingBox()
          sum = sum + x + y + a + px + py + cx + cy + vx + vy + x0 + y0 + x1 + y1
        end
      end
    end
    run() -- warm-up (LuaJIT compiles the loop)
    collectgarbage()
    collectgarbage('stop')
    -- (LuaJIT's traces are objects of the collector: a side trace compiled during a run counts,
    -- so under LuaJIT one of three runs, once the traces are made, must show no growth)
    local before, after
    for _ = 1, jit and 3 or 1 do
      before = collectgarbage('count')
      run()
      after = collectgarbage('count')
      if after == before then break end
    end
    collectgarbage('restart')
    assert.are.equal(before, after)
    assert.is_true(sum == sum)
  end)
end)
