-- The FFI vec2 of LuaJIT (lua/b2c/jit_vec2.lua, src/lua/ljitvec2.c): b2c.vec2 returns it under
-- LuaJIT, the userdata under Lua 5.4. Every spec runs under both Luas: under Lua 5.4 the two kinds
-- compared below are both the userdata, and the specs hold trivially where they compare them.
local b2c = require 'b2c'
local garbage = require 'spec.helpers.garbage'

local isJit = type(jit) == 'table'
local ffi = isJit and require 'ffi'
local vec2 = b2c.vec2

-- A userdata vec2 of (x, y), as a C method returns it under both Luas (a rotation by 0 is exact).
local function ud(x, y) return b2c.rot(0):rotate({ x, y }) end

-- The error message of f(...), or 'ok'.
local function message(f, ...)
  local ok, err = pcall(f, ...)
  return ok and 'ok' or err
end

-- Everything a call gives back, as text: the vec2 of either kind print alike.
local function results(f, ...)
  local r = { pcall(f, ...) }
  for i = 1, #r do r[i] = tostring(r[i]) end
  return table.concat(r, ' ')
end

-- Floats of every kind: whole, decimal, tiny, huge, negative, ones with 6 to 9 digits.
local function floats()
  local list = { 0, -0.0, 1, -1, 0.1, 1 / 3, 2 / 3, 3.4028234e38, -3e38, 1e-30, 1.17549435e-38, 1.4e-45, 123456,
    1234567, 16777215, 16777216, 16777217, 1e7, 2 ^ 30, 0.3480102, 1e27, 9.9999999e26, 1e-14, 9.99e-15, 5e-324 }
  local seed = 7
  for _ = 1, os.getenv('B2C_MEMCHECK') and 40 or 400 do -- (under valgrind: fewer)
    seed = (seed * 1103515245 + 12345) % 2147483648
    local m = seed / 2147483648
    seed = (seed * 1103515245 + 12345) % 2147483648
    local e = seed % 80 - 40
    list[#list + 1] = (seed % 2 == 0 and m or -m) * 10 ^ e
  end
  return list
end

describe('the FFI vec2 (LuaJIT)', function()
  it('is what b2c.vec2 returns under LuaJIT, the userdata under Lua 5.4', function()
    local v = vec2(1, 2)
    if isJit then
      assert.are.equal('cdata', type(v))
      assert.is_true(ffi.istype('b2c_vec2', v))
      assert.are.equal(8, ffi.sizeof(v))
      assert.are.equal('cdata', type(v + v), type(v * 2), type(-v), type(v:perp()), type(v:normalize()))
      assert.are.equal('cdata', type(vec2({ 1, 2 })))
      assert.are.equal('cdata', type(vec2(ud(1, 2))))
    else
      assert.are.equal('userdata', type(v))
    end
    assert.are.equal('userdata', type(ud(1, 2)))
  end)

  it('is told by b2c.isvec2, as the userdata is', function()
    assert.is_true(b2c.isvec2(vec2(1, 2)))
    assert.is_true(b2c.isvec2(ud(1, 2)))
    assert.is_false(b2c.isvec2({ 1, 2 }))
    assert.is_false(b2c.isvec2({ x = 1, y = 2 }))
    assert.is_false(b2c.isvec2(nil))
    assert.is_false(b2c.isvec2())
    assert.is_false(b2c.isvec2(b2c.rot(1)))
    assert.is_false(b2c.isvec2('vec2(1, 2)'))
    if isJit then
      assert.is_false(b2c.isvec2(ffi.new('int[2]', 1, 2)))
      assert.is_false(b2c.isvec2(ffi.new('float[2]', 1, 2)))
      assert.is_false(b2c.isvec2(ffi.typeof(vec2(0, 0))))
    end
  end)

  it('reads back the same numbers as the userdata, for floats of every size', function()
    for _, x in ipairs(floats()) do
      local ok, v = pcall(vec2, x, -x)
      local okU, u = pcall(ud, x, -x)
      assert.are.equal(okU, ok)
      if ok then
        assert.are.equal(u.x, v.x)
        assert.are.equal(u.y, v.y)
        assert.are.equal(tostring(u), tostring(v))
        assert.are.equal(message(u.length, u), message(v.length, v))
        if message(u.length, u) == 'ok' then assert.are.equal(u:length(), v:length()) end
        local ux, uy = u:unpack()
        local vx, vy = v:unpack()
        assert.are.same({ ux, uy }, { vx, vy })
      end
    end
  end)

  it('computes what the userdata computes, to the bit, and raises the same errors', function()
    local list = floats()
    local other = { 0, 2, -0.5, 3e38, 1e-20, 7 / 3, 1e20 }
    for i, x in ipairs(list) do
      local y = list[#list + 1 - i]
      local okV, v = pcall(vec2, x, y)
      if okV then
        local u = ud(x, y)
        for _, s in ipairs(other) do
          local w, wu = vec2(s, x), ud(s, x)
          local cases = {
            { function(a, b) return a + b end, v, w, u, wu },
            { function(a, b) return a - b end, v, w, u, wu },
            { function(a, k) return a * k end, v, s, u, s },
            { function(a, k) return k * a end, v, s, u, s },
            { function(a, k) return a / k end, v, s, u, s },
            { function(a) return -a end, v, nil, u, nil },
            { function(a) return a:length() end, v, nil, u, nil },
            { function(a) return a:lengthSquared() end, v, nil, u, nil },
            { function(a) return a:normalize() end, v, nil, u, nil },
            { function(a, b) return a:dot(b) end, v, w, u, wu },
            { function(a, b) return a:cross(b) end, v, w, u, wu },
            { function(a, k) return a:cross(k) end, v, s, u, s },
            { function(a) return a:perp() end, v, nil, u, nil },
            { function(a, b) return a:distance(b) end, v, w, u, wu },
            { function(a, b) return a:lerp(b, 0.3) end, v, w, u, wu },
            { function(a, b) return a:lerp(b, -2.5) end, v, w, u, wu },
            { function(a, b) return a == b end, v, w, u, wu },
          }
          for _, c in ipairs(cases) do
            assert.are.equal(results(c[1], c[4], c[5]), results(c[1], c[2], c[3]))
          end
        end
      end
    end
  end)

  it('has the same errors as the userdata, word for word', function()
    local v, u = vec2(1, 2), ud(1, 2)
    local big, bigU = vec2(3e38, 3e38), ud(3e38, 3e38)
    local cases = {
      function(a) return a + 1 end,
      function(a) return a * a end,
      function(a) return a / 0 end,
      function(a) return a / 1e-50 end,
      function(a) return 2 / a end,
      function(a) return a * 'x' end,
      function(a) return a:dot() end,
      function(a) return a.dot(1) end,
      function(a) return a.length('v') end,
      function(a) return a:cross('a') end,
      function(a) return a:lerp(a, 0 / 0) end,
      function(a) return a:lerp(a, 1e39) end,
      function(a) return a:distance(nil) end,
      function(a) return vec2(a, 1) end,
      function(a) a.x = 1 end,
      function(a) a.w = 1 end,
      function(a) a[1] = 1 end,
    }
    for i, f in ipairs(cases) do
      local expected = message(f, u)
      assert.are_not.equal('ok', expected, 'case ' .. i)
      assert.are.equal(expected, message(f, v), 'case ' .. i)
    end
    for _, f in ipairs({
      function(a) return a + a end,
      function(a) return a * 10 end,
      function(a) return a:lengthSquared() end,
      function(a) return a:dot(a) end,
      function(a) return a:normalize() end,
      function(a) return a:lerp(-a, 3) end,
    }) do
      assert.are.equal(message(f, bigU), message(f, big))
    end
    h.raises("bad argument #2 to 'vec2' (finite number expected, got nan)", vec2, 1, 0 / 0)
    h.raises("bad argument #1 to 'vec2' (finite number expected, got inf)", vec2, 1 / 0, 0)
    h.raises("bad argument #1 to 'vec2' (number out of range (magnitude above 3.4e38), got 1e+39)", vec2, 1e39, 0)
    h.raises("bad argument #1 to 'vec2' (number expected, got string)", vec2, '1', 2)
    h.raises("bad argument #1 to 'vec2' (number expected, got no value)", vec2)
    h.raises("bad argument #1 to 'vec2' ([2]: number expected, got nil)", vec2, { 1 })
    h.raises("b2c.vec2 is immutable (cannot set 'x')", function() v.x = 5 end)
    assert.are.equal(1, v.x)
  end)

  it('mixes with the userdata vec2 and with tables', function()
    local v, u = vec2(1, 2), ud(1, 2)
    assert.is_true(v == u)
    assert.is_true(u == v)
    assert.is_false(v ~= u)
    assert.is_false(vec2(1, 2.5) == u)
    assert.is_false(u == vec2(1, 2.5))
    assert.is_false(v == { 1, 2 })
    assert.is_false(v == nil)
    assert.is_false(v == 1)
    assert.are.equal(tostring(u), tostring(v))
    assert.are.equal(vec2(2, 4), v + u)
    assert.are.equal(vec2(2, 4), u + v)
    assert.are.equal(type(v), type(v + u)) -- the left operand's kind
    assert.are.equal('userdata', type(u + v))
    assert.are.equal(vec2(2, 4), { 1, 2 } + v)
    assert.are.equal(type(v), type({ 1, 2 } + v))
    assert.are.equal(vec2(0, 0), v - { x = 1, y = 2 })
    assert.are.equal(11, v:dot(ud(3, 4)))
    assert.are.equal(11, u:dot(vec2(3, 4)))
    assert.are.equal(-2, u:cross(vec2(3, 4)))
    assert.are.equal(vec2(1, 2), vec2(u))
    assert.are.equal(vec2(1, 2), vec2(v))
    assert.are.equal(vec2(2, 3), u:lerp(vec2(3, 4), 0.5))
    assert.are.equal(vec2(2, 3), v:lerp(ud(3, 4), 0.5))
    -- as a table key: by identity, as a userdata is
    local t = { [v] = true }
    assert.is_nil(t[vec2(1, 2)])
  end)

  it('is accepted by every kind of C function that takes a vec2', function()
    local v = vec2
    -- value types
    assert.are.equal('aabb(0, 1, 2, 3)', tostring(b2c.aabb(v(0, 1), v(2, 3))))
    assert.are.equal('aabb(0, 1, 2, 3)', tostring(b2c.aabb { v(0, 1), v(2, 3) }))
    assert.are.equal('aabb(0, 1, 2, 3)', tostring(b2c.aabb { lower = v(0, 1), upper = ud(2, 3) }))
    assert.is_true(b2c.aabb(0, 0, 1, 1):contains(v(0.5, 0.5)))
    assert.are.equal(v(1, 2), b2c.transform(v(1, 2), 0).p)
    assert.are.equal(v(3, 5), b2c.transform(v(1, 2), 0):apply(v(2, 3)))
    assert.are.equal(v(3, 5), b2c.transform(v(1, 2), 0) * v(2, 3))
    assert.are.equal(v(1, 2), b2c.rot(0):rotate(v(1, 2)))
    assert.are.equal(v(1, 2), b2c.rot(0) * v(1, 2))
    assert.are.equal(v(3, 4), b2c.sweep({ c0 = v(3, 4) }).c0)
    -- shapes
    assert.are.equal(v(1, 2), b2c.circle(0.5, v(1, 2)):vertices()[1])
    assert.are.equal(4, #b2c.polygon({ v(0, 0), v(1, 0), v(1, 1), v(0, 1) }):vertices())
    assert.are.equal(4, #b2c.polygon({ v(0, 0), ud(1, 0), { 1, 1 }, { x = 0, y = 1 } }):vertices())
    assert.are.equal(v(2, 0), b2c.capsule(v(0, 0), v(2, 0), 0.5):vertices()[2])
    assert.are.equal(v(2, 0), b2c.segment(v(0, 0), v(2, 0)):vertices()[2])
    assert.are.equal(3, #b2c.chain({ v(0, 0), v(1, 0), v(2, 1) }):vertices())
    -- trees
    local tree = b2c.tree()
    local proxy = tree:createProxy(b2c.aabb(v(0, 0), v(1, 1)), 'a')
    local hits = 0
    tree:query(b2c.aabb(v(-1, -1), v(2, 2)), function() hits = hits + 1 end)
    tree:rayCast(v(-5, 0.5), v(5, 0.5), function() hits = hits + 1 end)
    assert.are.equal(2, hits)
    assert.are.equal(1, #tree:rayCastAll(v(-5, 0.5), v(5, 0.5)))
    tree:moveProxy(proxy, b2c.aabb(v(3, 3), v(4, 4)), v(0.5, 0))
    -- worlds and bodies
    local world = b2c.world { gravity = v(0, -5) }
    assert.are.equal(v(0, -5), world:getGravity())
    local ground = world:createBody { position = v(0, -1) }
    ground:createFixture(b2c.box(10, 1))
    local body = world:createBody { type = 'dynamic', position = v(0, 2), linearVelocity = v(1, 0) }
    body:createFixture(b2c.circle(0.5, v(0, 0)), { density = 1 })
    assert.are.equal(v(0, 2), body:getPosition())
    assert.are.equal(v(1, 0), body:getLinearVelocity())
    body:setLinearVelocity(v(3, 4))
    assert.are.equal(v(3, 4), body:getLinearVelocity())
    body:setTransform(v(1, 3), 0)
    assert.are.equal(v(1, 3), body:getPosition())
    body:applyForce(v(10, 0), v(1, 3))
    body:applyLinearImpulse(v(0, 1), v(1, 3))
    assert.are.equal(v(2, 4), body:getWorldPoint(v(1, 1)))
    assert.are.equal(v(1, 1), body:getLocalPoint(v(2, 4)))
    local rays = 0
    world:rayCast(v(-5, 3), v(5, 3), function() rays = rays + 1 end)
    assert.are.equal(1, rays)
    local found = 0
    world:queryAABB(b2c.aabb(v(-20, -20), v(20, 20)), function() found = found + 1 end)
    assert.are.equal(2, found)
    world:step(1 / 60)
  end)

  if isJit then
    it('is read by the C functions by its ctype id: the check of the cdata header passed', function()
      -- ljitvec2.c keeps id | offset << 16 in the registry under a light userdata when the layout
      -- of LuaJIT's cdata header is the one it expects (else every cdata takes the Lua reader)
      local id, found = tonumber(ffi.typeof(vec2(0, 0))), nil
      for key, value in pairs(debug.getregistry()) do
        if type(key) == 'userdata' and type(value) == 'number' and value % 65536 == id then found = value end
      end
      assert.is_not_nil(found, 'the fast path is off')
      local offset = math.floor(found / 65536)
      assert.is_true(offset == 2 or offset == 6, 'offset ' .. offset)
    end)

    it('accepts a reference to one (an element of an FFI array), as the C functions read it', function()
      local array = ffi.new('b2c_vec2[2]', { { 1, 2 }, { 3, 4 } })
      assert.is_true(b2c.isvec2(array[0]))
      assert.are.equal('aabb(1, 2, 3, 4)', tostring(b2c.aabb(array[0], array[1])))
      assert.are.equal(vec2(1, 2), array[0])
      assert.are.equal(vec2(1, 2), vec2(array[0]))
      assert.are.equal(5, array[1]:length())
    end)

    it('refuses other cdata in the standard form, naming it cdata', function()
      local world = b2c.world {}
      local body = world:createBody { type = 'dynamic' }
      local V = ffi.typeof(vec2(0, 0))
      local array = ffi.new('b2c_vec2[1]', { { 1, 2 } })
      local others = {
        ffi.new('int[2]', 1, 2),
        ffi.new('float[2]', 1, 2),
        ffi.new('struct { float x, y; }', 1, 2),
        ffi.cast('b2c_vec2 *', array),
        ffi.cast('b2c_vec2 *', nil),
        V,
        ffi.new('int64_t', 3),
      }
      for _, bad in ipairs(others) do
        h.raises("bad argument #1 to 'setLinearVelocity' (b2c.vec2 expected, got cdata)", body.setLinearVelocity, body,
          bad)
        h.raises("bad argument #1 to 'aabb' (b2c.vec2 expected, got cdata)", b2c.aabb, bad, vec2(1, 1))
        h.raises("bad argument #1 to 'polygon' (point 1: b2c.vec2 expected, got cdata)", b2c.polygon,
          { bad, { 1, 0 }, { 0, 1 } })
        h.raises("bad argument #1 to 'rotate' (b2c.vec2 expected, got cdata)", b2c.rot(0).rotate, b2c.rot(0), bad)
        h.raises("bad argument #2 to '__add' (b2c.vec2 expected, got cdata)", function() return ud(1, 1) + bad end)
        h.raises("bad argument #1 to 'vec2' (b2c.vec2 expected, got cdata)", vec2, bad)
        h.raises("bad argument #1 to 'createBody' (field 'position': b2c.vec2 expected, got cdata)",
          world.createBody, world, { position = bad })
      end
      -- a vec2 cdata is named b2c.vec2 where another type is expected
      h.raises("bad argument #1 to 'setTransform' (b2c.vec2 expected, got b2c.rot)", body.setTransform, body, b2c.rot(0))
      h.raises("bad argument #1 to 'dot' (b2c.vec2 expected, got b2c.rot)", vec2(1, 1).dot, vec2(1, 1), b2c.rot(0))
      h.raises("bad argument #1 to 'union' (b2c.aabb expected, got b2c.vec2)", function()
        return b2c.aabb(0, 0, 1, 1):union(vec2(1, 1))
      end)
      h.raises("bad argument #2 to 'setTransform' (number expected, got b2c.vec2)", body.setTransform, body,
        vec2(1, 1), vec2(1, 1))
      end)

    it('refuses a vec2 cdata holding NaN or infinity (made with ffi.new), as a table of them', function()
      local V = ffi.typeof(vec2(0, 0))
      local world = b2c.world {}
      local body = world:createBody { type = 'dynamic' }
      h.raises("bad argument #1 to 'setLinearVelocity' (x: finite number expected, got nan)", body.setLinearVelocity,
        body, V(0 / 0, 1))
      h.raises("bad argument #1 to 'setLinearVelocity' (y: finite number expected, got -inf)", body.setLinearVelocity,
        body, V(1, -1 / 0))
      h.raises("bad argument #1 to 'polygon' (point 2 x: finite number expected, got inf)", b2c.polygon,
        { { 0, 0 }, V(1 / 0, 0), { 0, 1 } })
      h.raises("calling 'length' on bad self (x: finite number expected, got nan)", function() return V(0 / 0, 0):length() end)
      h.raises("bad argument #2 to '__add' (x: finite number expected, got nan)", function() return V(1, 1) + V(0 / 0, 0) end)
      h.raises("bad argument #1 to 'vec2' (x: finite number expected, got nan)", vec2, V(0 / 0, 1))
      assert.are.equal(vec2(0, 0), body:getLinearVelocity())
      assert.is_false(V(0 / 0, 0) == V(0 / 0, 0))
      end)

    it('is immutable: its storage fields are const', function()
      local v = vec2(1, 2)
      assert.has_error(function() v._x = 5 end)
      assert.are.equal(1, v.x)
      assert.is_nil(v.z)
      assert.is_nil(v[1])
    end)

    it('answers the names of the userdata vec2, and no other', function()
      local v, u = vec2(1, 2), ud(1, 2)
      local methods = { 'length', 'lengthSquared', 'normalize', 'dot', 'cross', 'perp', 'distance', 'lerp', 'unpack' }
      for _, name in ipairs(methods) do
        assert.are.equal('function', type(v[name]), name)
        assert.are.equal('function', type(u[name]), name)
      end
      for _, name in ipairs({ 'z', 'new', 'friendly', '__index', 'p', 'rotate' }) do
        assert.is_nil(v[name], name)
        assert.is_nil(u[name], name)
      end
    end)

    it('is as cheap as a plain table on a trace: no allocation in a loop', function()
      local function run(n)
        local s = 0
        for i = 1, n do s = s + vec2(i, 2):length() + (vec2(i, 0.5) + vec2(1, 1)):dot(vec2(0.25, 2)) end
        return s
      end
      local why = garbage.unmeasurable()
      if why then return pending(why) end
      -- a suite run before may have filled LuaJIT's trace area: this loop gets a trace of its own
      jit.flush()
      run(1000)
      local grew = garbage.growth(function() run(100000) end) / 1024
      assert.is_true(grew < 64, ('%g KB allocated by 100000 iterations'):format(grew))
    end)
  end
end)
