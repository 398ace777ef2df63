-- Issue 22: the reads of numbers with a scale (LÖVE's pixels from metres): body:getPositionXY,
-- getWorldCenterXY, getLinearVelocityXY, getPose (x and y; the angle as it is),
-- fixture:getBoundingBox, contact:getPointsXY and record:getPointsXY. Each coordinate is
-- (float)(value * (float)scale), a single-precision product as LÖVE's scaleUp computes it, widened
-- to a double; without a scale the reads are as before. And b2c.tofloat.
local b2c = require 'b2c'

local f32 = h.f32 -- (the float nearest x, as a double: C's cast, apart from b2c)

-- The single-precision product of a stored float and a scale, as the scaled reads give it: the
-- double product of two floats is exact, so one rounding to float is the float product.
local function scaled(value, scale) return f32(value * f32(scale)) end

local scales = {30, 64, 0.1, 1 / 3, -2, 1, 0, 1e30, 2 ^ -140, 12345.678}

local function scaledAll(values, scale)
  local out = {}
  for i, v in ipairs(values) do out[i] = scaled(v, scale) end
  return out
end

-- Equal, NaN or not (0 * inf is not a case here: every value read is finite).
local function same(expected, got, what)
  assert.are.equal(#expected, #got, what)
  for i = 1, #expected do
    assert.are.equal(expected[i], got[i], what .. ' [' .. i .. ']')
  end
end

local function scene()
  local w = b2c.world{gravity = {0, -10}}
  w:createBody{position = {0, -1}}:createFixture(b2c.box(20, 1))
  local bodies = {}
  for i = 1, 8 do
    local b = w:createBody{type = 'dynamic', position = {i * 0.37 - 1.1, 0.6 + i * 1.13}, angle = i * 0.41,
      angularVelocity = i * 0.3 - 1}
    b:createFixture(b2c.box(0.3, 0.2, {0.05, 0.1}))
    bodies[i] = b
  end
  for _ = 1, 45 do w:step(1 / 60) end
  return w, bodies
end

describe('scaled reads', function()
  it('body reads: each coordinate the float product, the angle unscaled', function()
    local _, bodies = scene()
    for _, b in ipairs(bodies) do
      for _, s in ipairs(scales) do
        for _, name in ipairs({'getPositionXY', 'getWorldCenterXY', 'getLinearVelocityXY'}) do
          same(scaledAll({b[name](b)}, s), {b[name](b, s)}, name .. ' ' .. s)
        end
        local x, y, a = b:getPose()
        same({scaled(x, s), scaled(y, s), a}, {b:getPose(s)}, 'getPose ' .. s)
      end
    end
  end)

  it('are LÖVE\'s pixels: 30 pixels a metre, the product rounded to a float', function()
    local b = b2c.world{}:createBody{type = 'dynamic', position = {0.1, 1 / 3}, linearVelocity = {-2.7, 1e-3}}
    local x, y = b:getPositionXY(30)
    assert.are.equal(f32(f32(0.1) * 30), x)
    assert.are.equal(3, x) -- (the float product: 0.1f * 30 in doubles is 3.0000000447)
    assert.are.equal(f32(f32(0.7) * 30), (b2c.world{}:createBody{position = {0.7, 0}}:getPositionXY(30)))
    assert.are.equal(f32(f32(1 / 3) * 30), y)
    assert.are.same({f32(f32(-2.7) * 30), f32(f32(1e-3) * 30)}, {b:getLinearVelocityXY(30)})
  end)

  it('without a scale, or with nil, read as before', function()
    local _, bodies = scene()
    for _, b in ipairs(bodies) do
      for _, name in ipairs({'getPose', 'getPositionXY', 'getWorldCenterXY', 'getLinearVelocityXY'}) do
        assert.are.same({b[name](b)}, {b[name](b, nil)}, name)
        assert.are.same({b[name](b)}, {b[name](b, 1)}, name)
      end
      local f = b:getFixtures()[1]
      assert.are.same({f:getBoundingBox()}, {f:getBoundingBox(nil)})
      assert.are.same({f:getBoundingBox()}, {f:getBoundingBox(1)})
    end
  end)

  it('overflow to inf beyond the largest float', function()
    local b = b2c.world{}:createBody{position = {4, -5}}
    assert.are.same({math.huge, -math.huge}, {b:getPositionXY(1e38)})
    assert.are.same({math.huge, -math.huge}, {b:getPositionXY(1e300)})
    assert.are.same({0, -0.0}, {b:getPositionXY(0)})
    local x = b:getPositionXY(0 / 0)
    assert.is_true(x ~= x)
  end)

  it('fixture:getBoundingBox: each bound the float product', function()
    local _, bodies = scene()
    for _, b in ipairs(bodies) do
      local f = b:getFixtures()[1]
      for _, s in ipairs(scales) do
        same(scaledAll({f:getBoundingBox()}, s), {f:getBoundingBox(s)}, 'getBoundingBox ' .. s)
      end
    end
    local chain = b2c.world{}:createBody{}:createFixture(b2c.chain({{0, 0}, {2.1, 1.3}, {4, -1.7}}))
    same(scaledAll({chain:getBoundingBox()}, 30), {chain:getBoundingBox(30)}, 'chain')
  end)

  it('contact:getPointsXY and record:getPointsXY: each coordinate the float product', function()
    local w = b2c.world{gravity = {0, -10}}
    w:createBody{}:createFixture(b2c.box(5, 0.5))
    local b = w:createBody{type = 'dynamic', position = {0.13, 1}, angle = 0.05}
    b:createFixture(b2c.box(0.5, 0.5))
    local checked = 0
    w:setCallbacks{preSolve = function(_, _, c)
      for _, s in ipairs(scales) do
        same(scaledAll({c:getPointsXY()}, s), {c:getPointsXY(s)}, 'contact ' .. s)
      end
      assert.are.same({c:getPointsXY()}, {c:getPointsXY(nil)})
      h.raises("bad argument #1 to 'getPointsXY' (number expected, got string)", function() return c:getPointsXY('30') end)
      if select('#', c:getPointsXY()) == 4 then checked = checked + 1 end
    end}
    for _ = 1, 20 do w:step(1 / 60) end
    assert.is_true(checked > 0)
    local records = w:getContacts()
    assert.are.equal(1, #records)
    local r = records[1]
    assert.are.equal(4, select('#', r:getPointsXY()))
    for _, s in ipairs(scales) do
      same(scaledAll({r:getPointsXY()}, s), {r:getPointsXY(s)}, 'record ' .. s)
    end
    assert.are.same({r:getPointsXY()}, {r:getPointsXY(nil)})
    -- (not tail calls: LuaJIT names no function a tail call made; the record's methods are named by
    -- the call)
    h.raises("bad argument #1 to 'getPointsXY' (number expected, got table)", function() local _ = r:getPointsXY({}) end)
    h.raises("bad argument #1 to 'getPointsXY' (b2c.contactRecord expected, got table)",
      function() local _ = r.getPointsXY({}, 'x') end)
  end)

  it('raise the standard error for a scale that is not a number, through every path', function()
    local w = b2c.world{}
    local b = w:createBody{}
    local f = b:createFixture(b2c.circle(1))
    for _, name in ipairs({'getPose', 'getPositionXY', 'getWorldCenterXY', 'getLinearVelocityXY'}) do
      h.raises("bad argument #1 to '" .. name .. "' (number expected, got string)", function() return b[name](b, '30') end)
      h.raises("bad argument #1 to '" .. name .. "' (number expected, got boolean)", function() return b[name](b, true) end)
      h.raises("bad argument #1 to '" .. name .. "' (number expected, got b2c.fixture)", function() return b[name](b, f) end)
      -- self first
      h.raises("calling '" .. name .. "' on bad self (b2c.body expected, got b2c.fixture)", function() return b[name](f, 'x') end)
    end
    h.raises("bad argument #1 to 'getBoundingBox' (number expected, got string)", function() return f:getBoundingBox('x') end)
    h.raises("calling 'getBoundingBox' on bad self (b2c.fixture expected, got b2c.body)",
      function() return f.getBoundingBox(b, 'x') end)
    b:destroy()
    h.raises("calling 'getPositionXY' on bad self (b2c.body is destroyed)", function() return b:getPositionXY(30) end)
    h.raises("calling 'getBoundingBox' on bad self (b2c.fixture is destroyed)", function() return f:getBoundingBox(30) end)
  end)
end)

describe('b2c.tofloat', function()
  it('rounds each number to single precision as C\'s cast does', function()
    local cases = {0.1, 1 / 3, -2.7, 3, 0, 1e-3, 16777217, 2 ^ 24 + 3, 1e38, 3.4028235677973366e38,
      3.4028235677973366e38 * (1 + 2 ^ -25), 1e39, -1e39, 2 ^ -149, 2 ^ -150, 2 ^ -149 * 0.75, 2 ^ -149 * 1.5,
      1e-50, -0.0, math.huge, -math.huge, 123456.789}
    for _, x in ipairs(cases) do
      assert.are.equal(f32(x), b2c.tofloat(x), tostring(x))
    end
    assert.are.equal(0.10000000149011612, b2c.tofloat(0.1))
    assert.are.equal(16777216, b2c.tofloat(16777217)) -- (ties to even)
    assert.are.equal(16777220, b2c.tofloat(16777219))
    assert.are.equal(math.huge, b2c.tofloat(1e39))
    assert.are.equal(3.4028234663852886e38, b2c.tofloat(3.4028235677973366e38 * (1 - 2 ^ -30)))
    assert.are.equal(0, b2c.tofloat(2 ^ -150)) -- (half the smallest float: ties to even, 0)
    assert.are.equal(2 ^ -149, b2c.tofloat(2 ^ -149 * 0.75))
    assert.are.equal(2 ^ -148, b2c.tofloat(2 ^ -149 * 1.5))
    assert.are.equal(-math.huge, 1 / b2c.tofloat(-0.0))
    local nan = b2c.tofloat(0 / 0)
    assert.is_true(nan ~= nan)
  end)

  it('takes the FFI path under LuaJIT (its float array), the C function under Lua 5.4', function()
    assert.are.equal(jit and 'Lua' or 'C', debug.getinfo(b2c.tofloat).what)
  end)

  it('gives one result for each argument', function()
    assert.are.same({f32(0.1)}, {b2c.tofloat(0.1)})
    assert.are.same({f32(0.1), f32(0.2)}, {b2c.tofloat(0.1, 0.2)})
    assert.are.same({f32(0.1), f32(0.2), 3, f32(-1 / 3), 0}, {b2c.tofloat(0.1, 0.2, 3, -1 / 3, 0)})
    assert.are.equal(2, select('#', b2c.tofloat(1, 2)))
    if math.type then assert.are.equal('float', math.type(b2c.tofloat(3))) end
  end)

  it('raises the standard error for anything else', function()
    h.raises("bad argument #1 to 'tofloat' (number expected, got no value)", function() return b2c.tofloat() end)
    h.raises("bad argument #1 to 'tofloat' (number expected, got nil)", function() return b2c.tofloat(nil) end)
    h.raises("bad argument #1 to 'tofloat' (number expected, got string)", function() return b2c.tofloat('1') end)
    h.raises("bad argument #2 to 'tofloat' (number expected, got nil)", function() return b2c.tofloat(1, nil) end)
    h.raises("bad argument #2 to 'tofloat' (number expected, got table)", function() return b2c.tofloat(1, {}) end)
    h.raises("bad argument #3 to 'tofloat' (number expected, got boolean)", function() return b2c.tofloat(1, 2, true) end)
    h.raises("bad argument #4 to 'tofloat' (number expected, got b2c.vec2)",
      function() return b2c.tofloat(1, 2, 3, b2c.vec2(1, 2)) end)
  end)
end)
