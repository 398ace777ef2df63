-- Bad input to every constructor and method of the value types: a clear error in Lua's
-- standard form, never a crash and never a wrong value.
local b2c = require 'b2c'
local vec2, rot, transform, aabb, sweep = b2c.vec2, b2c.rot, b2c.transform, b2c.aabb, b2c.sweep
local nan, inf = 0 / 0, math.huge

local v, q, t, box = vec2(1, 2), rot(0.5), transform(vec2(1, 2), 0.5), aabb(0, 0, 1, 1)
local sw = sweep { c0 = { 0, 0 }, c = { 1, 0 } }

local cases = {
  -- vec2
  { "bad argument #1 to 'vec2' (number expected, got no value)", function() local _ = vec2() end },
  { "bad argument #1 to 'vec2' (number expected, got nil)", function() local _ = vec2(nil, 1) end },
  { "bad argument #1 to 'vec2' (number expected, got string)", function() local _ = vec2('a', 1) end },
  { "bad argument #1 to 'vec2' (number expected, got string)", function() local _ = vec2('1', 1) end },
  { "bad argument #1 to 'vec2' (number expected, got boolean)", function() local _ = vec2(true) end },
  { "bad argument #2 to 'vec2' (number expected, got no value)", function() local _ = vec2(1) end },
  { "bad argument #1 to 'vec2' (finite number expected, got nan)", function() local _ = vec2(nan, 1) end },
  { "bad argument #2 to 'vec2' (finite number expected, got inf)", function() local _ = vec2(1, inf) end },
  { "bad argument #1 to 'vec2' (finite number expected, got -inf)", function() local _ = vec2(-inf, 1) end },
  { "bad argument #1 to 'vec2' (number out of range (magnitude above 3.4e38), got 1e+39)",
    function() local _ = vec2(1e39, 0) end },
  { "bad argument #1 to 'vec2' ([2]: number expected, got nil)", function() local _ = vec2({ 1 }) end },
  { "bad argument #1 to 'vec2' (y: number expected, got nil)", function() local _ = vec2({ x = 1 }) end },
  { "bad argument #1 to 'vec2' ([1]: finite number expected, got nan)", function() local _ = vec2({ nan, 1 }) end },
  { "bad argument #1 to 'vec2' (b2c.vec2 expected, got b2c.rot)", function() local _ = vec2(q) end },
  -- rot
  { "bad argument #1 to 'rot' (number expected, got no value)", function() local _ = rot() end },
  { "bad argument #1 to 'rot' (number expected, got string)", function() local _ = rot('x') end },
  { "bad argument #1 to 'rot' (finite number expected, got nan)", function() local _ = rot(nan) end },
  { "bad argument #1 to 'rot' (finite number expected, got inf)", function() local _ = rot(inf) end },
  -- transform
  { "bad argument #2 to 'transform' (number expected, got no value)", function() local _ = transform(1) end },
  { "bad argument #1 to 'transform' (b2c.vec2 expected, got string)", function() local _ = transform('a') end },
  { "bad argument #2 to 'transform' (number or b2c.rot expected, got string)",
    function() local _ = transform({ 1, 2 }, 'x') end },
  { "bad argument #2 to 'transform' (finite number expected, got nan)",
    function() local _ = transform({ 1, 2 }, nan) end },
  { "bad argument #1 to 'transform' ([1]: finite number expected, got nan)",
    function() local _ = transform({ nan, 1 }) end },
  { "bad argument #3 to 'transform' (finite number expected, got inf)", function() local _ = transform(1, 2, inf) end },
  -- aabb
  { "bad argument #1 to 'aabb' (b2c.vec2 expected, got no value)", function() local _ = aabb() end },
  { "bad argument #4 to 'aabb' (number expected, got no value)", function() local _ = aabb(0, 0, 1) end },
  { "bad argument #3 to 'aabb' (upperX (1) is below lowerX (2))", function() local _ = aabb(2, 0, 1, 1) end },
  { "bad argument #4 to 'aabb' (upperY (1) is below lowerY (2))", function() local _ = aabb(0, 2, 1, 1) end },
  { "bad argument #2 to 'aabb' (upper vec2(0, 0) is below lower vec2(1, 1))",
    function() local _ = aabb({ 1, 1 }, { 0, 0 }) end },
  { "bad argument #3 to 'aabb' (finite number expected, got nan)", function() local _ = aabb(0, 0, nan, 1) end },
  { "bad argument #3 to 'aabb' (finite number expected, got inf)", function() local _ = aabb(0, 0, inf, 1) end },
  { "bad argument #2 to 'aabb' (b2c.vec2 expected, got nil)", function() local _ = aabb(v, nil) end },
  -- sweep
  { "bad argument #1 to 'sweep' (table expected, got no value)", function() local _ = sweep() end },
  { "bad argument #1 to 'sweep' (field 'c0': b2c.vec2 expected, got nil)", function() local _ = sweep {} end },
  { "bad argument #1 to 'sweep' (field 'a0': number expected, got string)",
    function() local _ = sweep { c0 = { 0, 0 }, a0 = 'x' } end },
  { "bad argument #1 to 'sweep' (field 'a': finite number expected, got nan)",
    function() local _ = sweep { c0 = { 0, 0 }, a = nan } end },
  { "bad argument #1 to 'sweep' (field 'c0' [2]: finite number expected, got nan)",
    function() local _ = sweep { c0 = { 0, nan } } end },
  { "bad argument #1 to 'sweep' (field 'localCenter': b2c.vec2 expected, got number)",
    function() local _ = sweep { c0 = { 0, 0 }, localCenter = 1 } end },
  { "bad argument #1 to 'sweep' (field 'alpha0': must be in [0, 1), got 1)",
    function() local _ = sweep { c0 = { 0, 0 }, alpha0 = 1 } end },
  { "bad argument #1 to 'sweep' (field 'alpha0': must be in [0, 1), got -0.5)",
    function() local _ = sweep { c0 = { 0, 0 }, alpha0 = -0.5 } end },
  -- vec2 methods
  { "bad argument #1 to 'dot' (b2c.vec2 expected, got nil)", function() local _ = v:dot(nil) end },
  { "bad argument #1 to 'dot' (b2c.vec2 expected, got number)", function() local _ = v:dot(1) end },
  { "bad argument #1 to 'cross' (b2c.vec2 or number expected, got string)", function() local _ = v:cross('x') end },
  { "bad argument #1 to 'cross' (finite number expected, got nan)", function() local _ = v:cross(nan) end },
  { "bad argument #1 to 'distance' (b2c.vec2 expected, got no value)", function() local _ = v:distance() end },
  { "bad argument #2 to 'lerp' (number expected, got no value)", function() local _ = v:lerp(v) end },
  { "bad argument #2 to 'lerp' (finite number expected, got inf)", function() local _ = v:lerp(v, inf) end },
  { "bad argument #1 to 'lerp' (x: number expected, got string)", function() local _ = v:lerp({ x = 'a', y = 1 }, 0) end },
  -- rot, transform, aabb, sweep methods
  { "bad argument #1 to 'rotate' (b2c.vec2 expected, got nil)", function() local _ = q:rotate(nil) end },
  { "bad argument #1 to 'invRotate' (b2c.vec2 expected, got no value)", function() local _ = q:invRotate() end },
  { "bad argument #1 to 'apply' (b2c.vec2 expected, got nil)", function() local _ = t:apply(nil) end },
  { "bad argument #1 to 'invApply' (b2c.vec2 expected, got string)", function() local _ = t:invApply('x') end },
  { "bad argument #1 to 'invMul' (b2c.transform expected, got b2c.vec2)", function() local _ = t:invMul(v) end },
  { "bad argument #1 to 'overlaps' (b2c.aabb expected, got nil)", function() local _ = box:overlaps(nil) end },
  { "bad argument #1 to 'contains' (b2c.aabb or b2c.vec2 expected, got number)", function() local _ = box:contains(1) end },
  { "bad argument #1 to 'union' (b2c.aabb expected, got b2c.vec2)", function() local _ = box:union(v) end },
  { "bad argument #1 to 'rayCast' (b2c.vec2 expected, got nil)", function() local _ = box:rayCast(nil, v) end },
  { "bad argument #2 to 'rayCast' (b2c.vec2 expected, got no value)", function() local _ = box:rayCast(v) end },
  { "bad argument #3 to 'rayCast' (number expected, got string)", function() local _ = box:rayCast(v, v, 'x') end },
  { "bad argument #3 to 'rayCast' (finite number expected, got nan)", function() local _ = box:rayCast(v, v, nan) end },
  { "bad argument #1 to 'transform' (number expected, got no value)", function() local _ = sw:transform() end },
  { "bad argument #1 to 'transform' (finite number expected, got nan)", function() local _ = sw:transform(nan) end },
  { "bad argument #1 to 'advance' (alpha must be in [alpha0, 1) = [0, 1), got 1)", function() local _ = sw:advance(1) end },
  { "bad argument #1 to 'advance' (alpha must be in [alpha0, 1) = [0.5, 1), got 0.25)",
    function() local _ = sw:advance(0.5):advance(0.25) end },
}

describe('bad input', function()
  h.itRaises(it, cases)

  describe('arithmetic on the wrong types', function()
    local arith = {
      { '(b2c.vec2 expected, got number)', function() return v + 1 end },
      { '(b2c.vec2 expected, got number)', function() return 1 - v end },
      { '(b2c.vec2 expected, got string)', function() return v + 'x' end },
      { '(number expected, got b2c.vec2)', function() return v * v end },
      { '(number expected, got string)', function() return v * 'a' end },
      { '(finite number expected, got nan)', function() return v * nan end },
      { '(b2c.vec2 expected, got number)', function() return 1 / v end },
      { '(division by zero)', function() return v / 0 end },
      { '([2]: number expected, got string)', function() return v + { 1, 'x' } end },
      { '(b2c.rot or b2c.vec2 expected, got number)', function() return q * 1 end },
      { '(b2c.rot expected, got number)', function() return 2 * q end },
      { '(b2c.transform or b2c.vec2 expected, got boolean)', function() return t * true end },
    }
    h.itRaises(it, arith, 'like')
  end)

  describe('a method called on the wrong object', function()
    local samples = {
      ['b2c.vec2'] = { v, { 'length', 'lengthSquared', 'normalize', 'dot', 'cross', 'perp', 'distance', 'lerp', 'unpack' } },
      ['b2c.rot'] = { q, { 'angle', 'rotate', 'invRotate', 'inverse' } },
      ['b2c.transform'] = { t, { 'apply', 'invApply', 'inverse', 'invMul' } },
      ['b2c.aabb'] = { box, { 'overlaps', 'contains', 'union', 'center', 'extents', 'perimeter', 'rayCast' } },
      ['b2c.sweep'] = { sw, { 'transform', 'advance', 'normalize' } },
    }
    for tname, sample in pairs(samples) do
      for _, name in ipairs(sample[2]) do
        it(tname .. ':' .. name, function()
          local method = sample[1][name]
          assert.is_function(method)
          h.raisesLike(('(%s expected, got nil)'):format(tname), function() local _ = method(nil) end)
          h.raisesLike(('(%s expected, got table)'):format(tname), function() local _ = method({}) end)
          local other = tname == 'b2c.vec2' and q or v
          local oname = tname == 'b2c.vec2' and 'b2c.rot' or 'b2c.vec2'
          h.raisesLike(('(%s expected, got %s)'):format(tname, oname), function() local _ = method(other) end)
          local f = io.stdout -- a userdata of another library
          h.raisesLike(('(%s expected, got '):format(tname), function() local _ = method(f) end)
        end)
      end
    end
  end)

  it('leaves values unchanged after an error', function()
    local before = tostring(v)
    pcall(function() return v + 'x' end)
    pcall(function() v.x = 3 end)
    assert.are.equal(before, tostring(v))
  end)
end)

describe('an __index called by hand', function()
  it('refuses what is not a userdata, and never crashes on a foreign one', function()
    -- the userdata vec2's (under LuaJIT b2c.vec2 makes the FFI vec2; C methods return the userdata)
    local index = getmetatable(b2c.rot(0):rotate({ 1, 2 })).__index
    h.raisesLike('(b2c.vec2 expected, got number)', function() return index(1, 'x') end)
    h.raisesLike('(b2c.vec2 expected, got nil)', function() return index(nil, 'x') end)
    -- a full userdata of another library is read as bytes: some number, no crash
    assert.is_number(index(io.stdout, 'x'))
    if newproxy then -- LuaJIT: a userdata of zero bytes is too small to read
      h.raisesLike('(b2c.vec2 expected, got userdata)', function() return index(newproxy(), 'x') end)
    end
  end)
end)
