-- Inputs the libFuzzer targets of fuzz/ found crashing the core (their bytes are kept in
-- fuzz/regressions/), replayed through the Lua API: each is now an error in Lua's standard form,
-- or works, instead of killing the host.
local b2c = require 'b2c'
local MAX = 3.4028234663852886e38 -- FLT_MAX: finite, so the binding passes it on

describe('fuzz regressions', function()
  it('a polygon of finite points so far apart that its edges overflow is refused, not an assertion', function()
    assert.has_error(function() local _ = b2c.polygon { { MAX, 1e30 }, { 1e30, -23 }, { 0, 0 } } end,
      "bad argument #1 to 'polygon' (points too large or too far apart for a hull in single precision)")
  end)

  it('a polygon whose overflowing hull grew past 8 points is refused, not a stack overrun', function()
    assert.has_error(function()
      local _ = b2c.polygon {
        { -1e30, MAX }, { -1e30, -100.394531 }, { -100.605469, -1.80618122e28 }, { MAX, -20.0820312 },
        { MAX, 23.9140625 }, { -100.941406, -100.605469 }, { -1.80618122e28, MAX }, { -20.0820312, MAX },
      }
    end, "bad argument #1 to 'polygon' (points too large or too far apart for a hull in single precision)")
  end)

  it('a polygon keeps a vertex whose turn underflowed (points a denormal apart)', function()
    local p = b2c.polygon { { 1e-45, 60.234375 }, { -61, 2 }, { 0, 65.0039062 }, { 0, 65.328125 } }
    local top = false
    for _, v in ipairs(p:vertices()) do top = top or (v.x == 0 and v.y == 65.328125) end
    assert.is_true(top, tostring(p))
  end)

  it('a world steps on with bodies moved near FLT_MAX (the tree binned their NaN centres as ints)', function()
    -- undefined behaviour in the tree's binned rebuild, which `make test SAN=1` reports
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(50, 0.5))
    local bodies = {}
    for i = 1, 12 do
      bodies[i] = world:createBody { type = 'dynamic', position = { (i - 6) * 2, 3 } }
      bodies[i]:createFixture(b2c.box(0.5, 0.5))
    end
    world:step(1 / 60)
    bodies[3]:setTransform({ 3.0e38, 0 }, 0)
    bodies[7]:setTransform({ -3.0e38, 5 }, 0)
    for _ = 1, 60 do world:step(1 / 60) end
    assert.near(1, bodies[1]:getPosition().y, 0.01) -- the others came to rest on the ground
  end)
end)
