-- Bad input to every shape constructor and method: a clear error in Lua's standard form.
local b2c = require 'b2c'
local nan, inf = 0 / 0, math.huge
local I, v = b2c.transform(), b2c.vec2(1, 1)
local tri = { { 0, 0 }, { 1, 0 }, { 0, 1 } }
local circle, chain = b2c.circle(1), b2c.chain { 0, 0, 1, 0, 2, 0, 3, 1 }

local cases = {
  { "bad argument #1 to 'circle' (number expected, got no value)", function() local _ = b2c.circle() end },
  { "bad argument #1 to 'circle' (radius must be positive, got -1)", function() local _ = b2c.circle(-1) end },
  { "bad argument #1 to 'circle' (radius must be positive, got 0)", function() local _ = b2c.circle(0) end },
  { "bad argument #1 to 'circle' (finite number expected, got nan)", function() local _ = b2c.circle(nan) end },
  { "bad argument #2 to 'circle' (b2c.vec2 expected, got string)", function() local _ = b2c.circle(1, 'x') end },
  { "bad argument #1 to 'polygon' (table of points expected, got no value)", function() local _ = b2c.polygon() end },
  { "bad argument #1 to 'polygon' (fewer than 3 distinct points (0 given; points closer than b2c.linearSlop are one))",
    function() local _ = b2c.polygon {} end },
  { "bad argument #1 to 'polygon' (fewer than 3 distinct points (2 given; points closer than b2c.linearSlop are one))",
    function() local _ = b2c.polygon { { 0, 0 }, { 1, 0 } } end },
  { "bad argument #1 to 'polygon' (fewer than 3 distinct points (3 given; points closer than b2c.linearSlop are one))",
    function() local _ = b2c.polygon { { 0, 0 }, { 0.001, 0 }, { 0, 0.002 } } end },
  { "bad argument #1 to 'polygon' (too many points (9 given, at most 8))",
    function() local _ = b2c.polygon { 0, 0, 1, 0, 2, 1, 2, 2, 1, 3, 0, 3, -1, 2, -1, 1, 0.5, -0.5 } end },
  { "bad argument #1 to 'polygon' (all points are collinear)", function() local _ = b2c.polygon { 0, 0, 1, 1, 2, 2, 3, 3 } end },
  { "bad argument #1 to 'polygon' (flat coordinate list has an odd length (3))", function() local _ = b2c.polygon { 0, 0, 1 } end },
  { "bad argument #1 to 'polygon' (point 3 [2]: number expected, got string)",
    function() local _ = b2c.polygon { { 0, 0 }, { 1, 0 }, { 0, 'a' } } end },
  { "bad argument #1 to 'polygon' (point 3: b2c.vec2 expected, got boolean)",
    function() local _ = b2c.polygon { { 0, 0 }, { 1, 0 }, true } end },
  { "bad argument #1 to 'polygon' ([6]: finite number expected, got nan)",
    function() local _ = b2c.polygon { 0, 0, 1, 0, 0, nan } end },
  { "bad argument #1 to 'polygon' (point 2 x: finite number expected, got inf)",
    function() local _ = b2c.polygon { { x = 0, y = 0 }, { x = inf, y = 0 }, { x = 0, y = 1 } } end },
  { "bad argument #2 to 'polygon' (radius must not be negative, got -1)", function() local _ = b2c.polygon(tri, -1) end },
  { "bad argument #2 to 'polygon' (finite number expected, got nan)", function() local _ = b2c.polygon(tri, nan) end },
  { "bad argument #1 to 'box' (halfWidth must be positive, got 0)", function() local _ = b2c.box(0, 1) end },
  { "bad argument #2 to 'box' (halfHeight must be positive, got -1)", function() local _ = b2c.box(1, -1) end },
  { "bad argument #3 to 'box' (b2c.vec2 expected, got string)", function() local _ = b2c.box(1, 1, 'x') end },
  { "bad argument #4 to 'box' (number or b2c.rot expected, got string)", function() local _ = b2c.box(1, 1, { 0, 0 }, 'x') end },
  { "bad argument #2 to 'capsule' (centers closer than b2c.linearSlop (use b2c.circle))",
    function() local _ = b2c.capsule({ 0, 0 }, { 0, 0 }, 1) end },
  { "bad argument #3 to 'capsule' (radius must be positive, got 0)", function() local _ = b2c.capsule({ 0, 0 }, { 1, 0 }, 0) end },
  { "bad argument #1 to 'capsule' (b2c.vec2 expected, got nil)", function() local _ = b2c.capsule(nil, { 1, 0 }, 1) end },
  { "bad argument #2 to 'segment' (zero-length segment (points closer than b2c.linearSlop))",
    function() local _ = b2c.segment({ 0, 0 }, { 0.001, 0 }) end },
  { "bad argument #2 to 'segment' (b2c.vec2 expected, got no value)", function() local _ = b2c.segment({ 0, 0 }) end },
  { "bad argument #2 to 'segment' ([1]: finite number expected, got inf)", function() local _ = b2c.segment({ 0, 0 }, { inf, 0 }) end },
  { "bad argument #1 to 'chain' (an open chain needs at least 2 points, got 1)", function() local _ = b2c.chain { 0, 0 } end },
  { "bad argument #1 to 'chain' (a loop chain needs at least 3 points, got 2)", function() local _ = b2c.chain({ 0, 0, 1, 0 }, true) end },
  { "bad argument #1 to 'chain' (points 2 and 3 are closer than b2c.linearSlop)",
    function() local _ = b2c.chain { 0, 0, 1, 0, 1, 0.001 } end },
  -- the last point repeats the first (dropped), and the one before is too close to it too
  { "bad argument #1 to 'chain' (points 4 and 1 are closer than b2c.linearSlop)",
    function() local _ = b2c.chain({ 0, 0, 1, 0, 1, 1, 0.001, 0.003, -0.003, 0.001 }, true) end },
  { "bad argument #2 to 'chain' (boolean expected, got string)", function() local _ = b2c.chain({ 0, 0, 1, 0 }, 'yes') end },
  { "bad argument #1 to 'chain' (table of points expected, got string)", function() local _ = b2c.chain('x') end },
  { "bad argument #1 to 'chain' (point 2: b2c.vec2 expected, got number)", function() local _ = b2c.chain { { 0, 0 }, 1 } end },
  -- methods
  { "bad argument #1 to 'computeAABB' (b2c.transform expected, got no value)", function() local _ = circle:computeAABB() end },
  { "bad argument #2 to 'computeAABB' (child index 2 out of range (the circle has 1 child))",
    function() local _ = circle:computeAABB(I, 2) end },
  { "bad argument #2 to 'computeAABB' (child index 0 out of range (the chain has 3 children))",
    function() local _ = chain:computeAABB(I, 0) end },
  { "bad argument #2 to 'computeAABB' (child index 1.5 out of range (the chain has 3 children))",
    function() local _ = chain:computeAABB(I, 1.5) end },
  { "bad argument #2 to 'computeAABB' (number expected, got string)", function() local _ = chain:computeAABB(I, 'a') end },
  { "bad argument #1 to 'computeMass' (density must not be negative, got -1)", function() local _ = circle:computeMass(-1) end },
  { "bad argument #1 to 'computeMass' (number expected, got no value)", function() local _ = circle:computeMass() end },
  { "bad argument #1 to 'computeMass' (finite number expected, got inf)", function() local _ = circle:computeMass(inf) end },
  { "bad argument #2 to 'testPoint' (b2c.vec2 expected, got no value)", function() local _ = circle:testPoint(I) end },
  { "bad argument #1 to 'testPoint' (b2c.transform expected, got nil)", function() local _ = circle:testPoint(nil, v) end },
  { "bad argument #1 to 'testPoint' (b2c.transform expected, got b2c.vec2)", function() local _ = circle:testPoint(v, v) end },
  { "bad argument #3 to 'rayCast' (b2c.vec2 expected, got no value)", function() local _ = circle:rayCast(I, v) end },
  { "bad argument #4 to 'rayCast' (number expected, got string)", function() local _ = circle:rayCast(I, v, v, 'x') end },
  { "bad argument #4 to 'rayCast' (finite number expected, got nan)", function() local _ = circle:rayCast(I, v, v, nan) end },
  { "bad argument #5 to 'rayCast' (child index 5 out of range (the chain has 3 children))",
    function() local _ = chain:rayCast(I, v, v, 1, 5) end },
  { "bad argument #1 to 'child' (number expected, got no value)", function() local _ = chain:child() end },
  { "bad argument #1 to 'child' (child index 4 out of range (the chain has 3 children))", function() local _ = chain:child(4) end },
}

describe('bad input to shapes', function()
  h.itRaises(it, cases)

  it('every method refuses a wrong self', function()
    for _, name in ipairs({ 'computeAABB', 'computeMass', 'testPoint', 'rayCast', 'childCount', 'child', 'vertices',
                            'normals', 'centroid' }) do
      local method = circle[name]
      assert.is_function(method, name)
      h.raisesLike('(b2c.shape expected, got nil)', function() local _ = method(nil) end)
      h.raisesLike('(b2c.shape expected, got b2c.vec2)', function() local _ = method(v) end)
      h.raisesLike('(b2c.shape expected, got table)', function() local _ = method({}) end)
    end
  end)

  it('leaves nothing half-built: a failed chain is just garbage', function()
    for _ = 1, 100 do pcall(b2c.chain, { 0, 0, 1, 0, 1, 0.001 }) end
    collectgarbage()
    assert.are.equal(3, chain:childCount())
  end)
end)
