-- Inputs the libFuzzer targets of fuzz/ found crashing the core (their bytes are kept in
-- fuzz/regressions/), replayed through the Lua API: each is now an error in Lua's standard form,
-- or works, instead of killing the host.
local b2c = require 'b2c'
local MAX = 3.4028234663852886e38 -- FLT_MAX: finite, so the binding passes it on

describe('fuzz regressions', function()
  it('a polygon of finite points so far apart that its edges overflow is refused, not an assertion', function()
    assert.has_error(function() local _ = b2c.polygon { { MAX, 1e30 }, { 1e30, -23 }, { 0, 0 } } end,
      "bad argument #1 to 'polygon' (all points are collinear)")
  end)

  it('a polygon whose overflowing hull grew past 8 points is refused, not a stack overrun', function()
    assert.has_error(function()
      local _ = b2c.polygon {
        { -1e30, MAX }, { -1e30, -100.394531 }, { -100.605469, -1.80618122e28 }, { MAX, -20.0820312 },
        { MAX, 23.9140625 }, { -100.941406, -100.605469 }, { -1.80618122e28, MAX }, { -20.0820312, MAX },
      }
    end, "bad argument #1 to 'polygon' (all points are collinear)")
  end)

  it('a polygon keeps a vertex whose turn underflowed (points a denormal apart)', function()
    local p = b2c.polygon { { 1e-45, 60.234375 }, { -61, 2 }, { 0, 65.0039062 }, { 0, 65.328125 } }
    local top = false
    for _, v in ipairs(p:vertices()) do top = top or (v.x == 0 and v.y == 65.328125) end
    assert.is_true(top, tostring(p))
  end)
end)
