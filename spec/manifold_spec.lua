local b2c = require 'b2c'
local vec2, transform = b2c.vec2, b2c.transform
local I = transform()
local at = function(x, y, a) return transform(vec2(x, y), a or 0) end

-- points of a manifold sorted by x, then y
local function sorted(m)
  local pts = {}
  for _, p in ipairs(m.points) do pts[#pts + 1] = p end
  table.sort(pts, function(a, b) if a.point.x ~= b.point.x then return a.point.x < b.point.x end return a.point.y < b.point.y end)
  return pts
end

describe('b2c.collide', function()
  it('circle on circle: one point midway, exact depth', function()
    local m = b2c.collide(b2c.circle(1), I, b2c.circle(0.5), at(1.4, 0))
    assert.near(vec2(1, 0), m.normal, 1e-7)
    assert.are.equal(1, #m.points)
    assert.near(vec2(0.95, 0), m.points[1].point, 1e-6)
    assert.near(-0.1, m.points[1].separation, 1e-6)
    -- concentric: a fixed normal, never NaN
    m = b2c.collide(b2c.circle(1), I, b2c.circle(1), I)
    assert.are.equal(vec2(1, 0), m.normal)
    assert.near(-2, m.points[1].separation, 1e-6)
  end)

  it('speculative points up to b2c.speculativeDistance, nil beyond', function()
    local m = b2c.collide(b2c.circle(1), I, b2c.circle(1), at(2.015, 0))
    assert.near(0.015, m.points[1].separation, 1e-6)
    assert.is_nil(b2c.collide(b2c.circle(1), I, b2c.circle(1), at(2.03, 0)))
    assert.is_nil(b2c.collide(b2c.box(1, 1), I, b2c.box(1, 1), at(0, 2.03)))
    assert.near(0.01, b2c.collide(b2c.box(1, 1), I, b2c.box(1, 1), at(0, 2.01)).points[1].separation, 1e-5)
  end)

  it('box on box face contact: two points with exact depths', function()
    local m = b2c.collide(b2c.box(1, 1), I, b2c.box(1, 1), at(0.5, 1.9))
    assert.near(vec2(0, 1), m.normal, 1e-7)
    local pts = sorted(m)
    assert.are.equal(2, #pts)
    assert.near(vec2(-0.5, 0.95), pts[1].point, 1e-6)
    assert.near(vec2(1, 0.95), pts[2].point, 1e-6)
    assert.near(-0.1, pts[1].separation, 1e-6)
    assert.near(-0.1, pts[2].separation, 1e-6)
    -- a tilted box resting on one side: depths differ
    m = b2c.collide(b2c.box(2, 0.5), I, b2c.box(1, 0.25), at(0, 0.6, 0.1))
    assert.near(vec2(0, 1), m.normal, 1e-6)
    pts = sorted(m)
    assert.are.equal(2, #pts)
    assert.is_true(pts[1].separation < pts[2].separation)
  end)

  it('box corner on box face: the corner, and the far corner speculative', function()
    local m = b2c.collide(b2c.box(1, 1), I, b2c.box(0.5, 0.5), at(0, 1.6, math.pi / 4))
    assert.near(vec2(0, 1), m.normal, 1e-6)
    -- the clipped incident edge's two ends, however far the second: it holds only an end that
    -- swings down faster than it can close its gap
    assert.are.equal(2, #m.points)
    local pts = { m.points[1], m.points[2] }
    table.sort(pts, function(a, b) return a.separation < b.separation end)
    local corner = 1.6 - 0.5 * math.sqrt(2)
    assert.near(corner - 1, pts[1].separation, 1e-5)
    assert.near(vec2(0, (corner + 1) / 2), pts[1].point, 1e-5)
    -- the incident edge runs from the bottom corner to the side corner, 0.5 sqrt 2 higher
    assert.near(corner + 0.5 * math.sqrt(2) - 1, pts[2].separation, 1e-5)
    assert.is_true(pts[2].separation > b2c.speculativeDistance)
  end)

  it('puts the normal from A toward B whichever shape goes first', function()
    local a = b2c.collide(b2c.box(1, 1), I, b2c.circle(0.5), at(0, 1.4))
    local b = b2c.collide(b2c.circle(0.5), at(0, 1.4), b2c.box(1, 1), I)
    assert.near(vec2(0, 1), a.normal, 1e-7)
    assert.near(vec2(0, -1), b.normal, 1e-7)
    assert.near(a.points[1].point, b.points[1].point, 1e-6)
    assert.near(a.points[1].separation, b.points[1].separation, 1e-6)
  end)

  it('circle on a polygon edge and in a vertex region', function()
    local m = b2c.collide(b2c.box(1, 1), I, b2c.circle(0.5), at(0.3, 1.4))
    assert.near(vec2(0, 1), m.normal, 1e-7)
    assert.near(vec2(0.3, 0.95), m.points[1].point, 1e-6)
    assert.near(-0.1, m.points[1].separation, 1e-6)
    -- beyond the corner (1, 1) along the diagonal
    local d = 0.45
    m = b2c.collide(b2c.box(1, 1), I, b2c.circle(0.5), at(1 + d / math.sqrt(2), 1 + d / math.sqrt(2)))
    local diag = 1 / math.sqrt(2)
    assert.near(vec2(diag, diag), m.normal, 1e-6)
    assert.near(d - 0.5, m.points[1].separation, 1e-6)
    assert.is_nil(b2c.collide(b2c.box(1, 1), I, b2c.circle(0.5), at(1.4, 1.4)))
    -- the centre inside the box: pushed out through the nearest face
    m = b2c.collide(b2c.box(1, 1), I, b2c.circle(0.2), at(0.9, 0))
    assert.near(vec2(1, 0), m.normal, 1e-7)
    assert.near(-0.3, m.points[1].separation, 1e-6)
  end)

  it('capsule on box: two points along the flat side, one at a rounded end', function()
    local cap = b2c.capsule({ -1, 0 }, { 1, 0 }, 0.5)
    local m = b2c.collide(cap, I, b2c.box(1, 1), at(0, 1.4))
    assert.near(vec2(0, 1), m.normal, 1e-7)
    local pts = sorted(m)
    assert.are.equal(2, #pts)
    assert.near(vec2(-1, 0.45), pts[1].point, 1e-6)
    assert.near(vec2(1, 0.45), pts[2].point, 1e-6)
    assert.near(-0.1, pts[1].separation, 1e-6)
    -- the box's corner (1.3, 0.3) against the end cap centred at (1, 0)
    m = b2c.collide(cap, I, b2c.box(1, 1), at(2.3, 1.3))
    assert.are.equal(1, #m.points)
    local diag = 1 / math.sqrt(2)
    assert.near(vec2(diag, diag), m.normal, 1e-6)
    assert.near(math.sqrt(0.18) - 0.5, m.points[1].separation, 1e-6)
  end)

  it('capsule on capsule: parallel gives two points, crossed gives one', function()
    local cap = b2c.capsule({ -1, 0 }, { 1, 0 }, 0.5)
    local m = b2c.collide(cap, I, cap, at(0.5, 0.9))
    local pts = sorted(m)
    assert.are.equal(2, #pts)
    assert.near(vec2(0, 1), m.normal, 1e-7)
    assert.near(vec2(-0.5, 0.45), pts[1].point, 1e-6)
    assert.near(vec2(1, 0.45), pts[2].point, 1e-6)
    assert.near(-0.1, pts[1].separation, 1e-6)
    m = b2c.collide(cap, I, cap, at(0, 0.9, math.pi / 2))
    assert.are.equal(1, #m.points)
    -- end to end along a line
    m = b2c.collide(cap, I, cap, at(2.9, 0))
    assert.near(vec2(1, 0), m.normal, 1e-7)
    assert.near(-0.1, m.points[1].separation, 1e-6)
    assert.is_nil(b2c.collide(cap, I, cap, at(3.1, 0)))
  end)

  it('keeps ids while a box slides across another', function()
    local ids
    for step = 0, 20 do
      local m = b2c.collide(b2c.box(3, 0.5), I, b2c.box(0.5, 0.5), at(-1 + step * 0.1, 0.99))
      assert.are.equal(2, #m.points)
      local now = {}
      for _, p in ipairs(m.points) do now[#now + 1] = p.id end
      table.sort(now)
      if ids then assert.are.same(ids, now) end
      ids = now
    end
  end)

  it('segments collide with boxes and circles but not with segments', function()
    local seg = b2c.segment({ -2, 0 }, { 2, 0 })
    local m = b2c.collide(seg, I, b2c.box(0.5, 0.5), at(0, 0.49))
    assert.are.equal(2, #m.points)
    assert.near(vec2(0, 1), m.normal, 1e-7)
    assert.near(-0.01, m.points[1].separation, 1e-6)
    m = b2c.collide(seg, I, b2c.circle(0.5), at(1, -0.4))
    assert.near(vec2(0, -1), m.normal, 1e-7)
    assert.near(-0.1, m.points[1].separation, 1e-6)
    assert.is_nil(b2c.collide(seg, I, b2c.segment({ -1, 0 }, { 1, 0 }), I))
  end)

  describe('chain segments', function()
    -- ground from right to left, so its one side faces up
    local ground = b2c.chain { 4, 0, 2, 0, 1, 0, 0, 0, -1, 0, -2, 0, -4, 0 }

    it('are one-sided', function()
      local child = ground:child(3)
      assert.is_not_nil(b2c.collide(child, I, b2c.circle(0.5), at(0.5, 0.45)))
      assert.is_nil(b2c.collide(child, I, b2c.circle(0.5), at(0.5, -0.45)))
    end)

    it('never push a box sliding over collinear joins against its motion', function()
      local box = b2c.box(0.5, 0.5)
      for step = 0, 80 do
        local x = -3 + step * 0.075
        for i = 1, ground:childCount() do
          for _, angle in ipairs({ 0, 0.02, -0.02 }) do
            local m = b2c.collide(ground:child(i), I, box, at(x, 0.495, angle))
            if m then
              assert.near(vec2(0, 1), m.normal, 1e-6)
            end
          end
        end
      end
    end)

    it('let a circle roll over a join without a sideways push', function()
      for step = 0, 40 do
        local x = 0.8 + step * 0.01
        for i = 1, ground:childCount() do
          local m = b2c.collide(ground:child(i), I, b2c.circle(0.3), at(x, 0.29))
          if m then assert.near(vec2(0, 1), m.normal, 1e-6) end
        end
      end
    end)

    it('round a convex corner with corner normals', function()
      -- a step down: (1, 1) -> (0, 1) -> (0, 0)... as a right-to-left top and a wall
      local step = b2c.chain { 2, 1, 0, 1, 0, -1 }
      local corner = step:child(2) -- the wall from (0, 1) down to (0, -1): its front faces left
      local m = b2c.collide(step:child(1), I, b2c.circle(0.3), at(-0.2, 1.2))
      assert.is_not_nil(m)
      assert.is_true(m.normal.x < 0 and m.normal.y > 0)
      assert.is_not_nil(corner)
    end)
  end)

  it('collides chain children given by index, and refuses a chain without one', function()
    local loop = b2c.chain({ { 0, 0 }, { 0, 4 }, { 4, 4 }, { 4, 0 } }, true) -- clockwise: faces inward
    assert.is_not_nil(b2c.collide(loop, I, b2c.circle(0.5), at(2, 0.45), 4))
    h.raisesLike('child index expected for a chain', function() local _ = b2c.collide(loop, I, b2c.circle(1), I) end)
    h.raisesLike("bad argument #1 to 'collide' (b2c.shape expected, got nil)", function() local _ = b2c.collide(nil, I, b2c.circle(1), I) end)
    h.raisesLike("bad argument #4 to 'collide' (b2c.transform expected, got no value)", function() local _ = b2c.collide(b2c.circle(1), I, b2c.circle(1)) end)
  end)
end)

describe('narrow phase bad input', function()
  local box, circle, loop = b2c.box(1, 1), b2c.circle(1), b2c.chain({ 0, 0, 4, 0, 4, 4, 0, 4 }, true)
  local s = b2c.sweep { c0 = { 0, 0 } }
  h.itRaises(it, {
    { "bad argument #3 to 'collide' (b2c.shape expected, got string)", function() local _ = b2c.collide(box, I, 'x', I) end },
    { "bad argument #2 to 'collide' (b2c.transform expected, got b2c.vec2)", function() local _ = b2c.collide(box, vec2(0, 0), box, I) end },
    { "bad argument #5 to 'collide' (child index 9 out of range (the chain has 4 children))",
      function() local _ = b2c.collide(loop, I, box, I, 9) end },
    { "bad argument #6 to 'collide' (child index 2 out of range (the polygon has 1 child))",
      function() local _ = b2c.collide(box, I, box, I, 1, 2) end },
    { "bad argument #5 to 'distance' (b2c.simplexCache expected, got table)", function() local _ = b2c.distance(box, I, box, I, {}) end },
    { "bad argument #1 to 'distance' (b2c.shape expected, got nil)", function() local _ = b2c.distance(nil, I, box, I) end },
    { "bad argument #1 to 'testOverlap' (b2c.shape expected, got number)", function() local _ = b2c.testOverlap(1, I, box, I) end },
    { "bad argument #5 to 'shapeCast' (b2c.vec2 expected, got nil)", function() local _ = b2c.shapeCast(box, I, circle, I, nil) end },
    { "bad argument #5 to 'shapeCast' ([1]: finite number expected, got nan)",
      function() local _ = b2c.shapeCast(box, I, circle, I, { 0 / 0, 0 }) end },
    { "bad argument #6 to 'shapeCast' (number expected, got string)", function() local _ = b2c.shapeCast(box, I, circle, I, vec2(1, 0), 'x') end },
    { "bad argument #1 to 'shapeCast' (a chain needs a child index here)", function() local _ = b2c.shapeCast(loop, I, circle, I, vec2(1, 0)) end },
    { "bad argument #2 to 'timeOfImpact' (b2c.sweep expected, got b2c.transform)", function() local _ = b2c.timeOfImpact(box, I, box, s, 1) end },
    { "bad argument #5 to 'timeOfImpact' (number expected, got no value)", function() local _ = b2c.timeOfImpact(box, s, box, s) end },
    { "bad argument #5 to 'timeOfImpact' (tMax must be in [0, 1], got -1)", function() local _ = b2c.timeOfImpact(box, s, box, s, -1) end },
    { "bad argument #2 to 'pointStates' (field 'points': table expected, got nil)", function() local _ = b2c.pointStates(nil, {}) end },
    { "bad argument #1 to 'pointStates' (a manifold has at most 2 points, got 3)",
      function() local _ = b2c.pointStates({ points = { { id = 1 }, { id = 2 }, { id = 3 } } }, nil) end },
    { "bad argument #1 to 'pointStates' (point 1: id must be a number, got string)",
      function() local _ = b2c.pointStates({ points = { { id = 'a' } } }, nil) end },
    { "calling 'reset' on bad self (b2c.simplexCache expected, got nil)", function() local _ = b2c.simplexCache().reset(nil) end },
  })

  it('never returns NaN for coincident or degenerate placements', function()
    local shapes = { box, circle, b2c.capsule({ 0, 0 }, { 1, 0 }, 0.5), b2c.segment({ 0, 0 }, { 1, 0 }), b2c.polygon({ 0, 0, 1, 0, 0, 1 }, 0.1) }
    for _, a in ipairs(shapes) do
      for _, b in ipairs(shapes) do
        local m = b2c.collide(a, I, b, I)
        if m then
          assert.is_true(m.normal.x == m.normal.x and m.normal.y == m.normal.y)
          for _, p in ipairs(m.points) do assert.is_true(p.separation == p.separation) end
        end
        local d = b2c.distance(a, I, b, I)
        assert.is_true(d == d)
      end
    end
  end)
end)

describe('rounded polygons', function()
  it('touch corner to corner along the line between the corners', function()
    local rounded = b2c.polygon({ { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } }, 0.2)
    local m = b2c.collide(rounded, I, rounded, at(2.3, 2.3))
    assert.is_nil(m) -- the corners are 0.42 apart, the radii 0.4: apart by more than the margin
    m = b2c.collide(rounded, I, rounded, at(2.25, 2.25))
    local diag = 1 / math.sqrt(2)
    assert.near(vec2(diag, diag), m.normal, 1e-6)
    assert.are.equal(1, #m.points)
    assert.near(0.25 * math.sqrt(2) - 0.4, m.points[1].separation, 1e-6)
    assert.near(vec2(1.125, 1.125), m.points[1].point, 1e-6)
  end)

  it('rest face to face on their rounded surfaces', function()
    local rounded = b2c.polygon({ { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } }, 0.2)
    local m = b2c.collide(rounded, I, rounded, at(0.5, 2.35))
    assert.near(vec2(0, 1), m.normal, 1e-6)
    assert.are.equal(2, #m.points)
    for _, p in ipairs(m.points) do assert.near(-0.05, p.separation, 1e-5) end
  end)
end)

describe('a row of segments with ghost vertices', function()
  it('lets a box slide across the joins as a chain does', function()
    -- three segments from right to left (front side up), each knowing its neighbours
    local row = {
      b2c.segment({ 4, 0 }, { 1, 0 }, nil, { -1, 0 }),
      b2c.segment({ 1, 0 }, { -1, 0 }, { 4, 0 }, { -4, 0 }),
      b2c.segment({ -1, 0 }, { -4, 0 }, { 1, 0 }, nil),
    }
    assert.are.equal(vec2(-1, 0), row[1].ghost2)
    assert.is_nil(row[1].ghost1)
    local box = b2c.box(0.5, 0.5)
    for step = 0, 60 do
      local x = -3 + step * 0.1
      for _, seg in ipairs(row) do
        local m = b2c.collide(seg, I, box, at(x, 0.495, 0.01))
        -- the ground's normal or the tilted box's own face: never a push sideways
        if m then assert.is_true(math.abs(m.normal.x) <= math.sin(0.01) + 1e-6, tostring(m.normal)) end
      end
    end
    -- without ghosts, a corner can catch on a join
    local caught = false
    local plain = b2c.segment({ 1, 0 }, { -1, 0 })
    for step = 0, 40 do
      local m = b2c.collide(plain, I, box, at(-1.5 + step * 0.01, 0.45, 0.3))
      if m and math.abs(m.normal.x) > 0.1 then caught = true end
    end
    assert.is_true(caught)
  end)

  it('checks its ghosts', function()
    h.raises("bad argument #3 to 'segment' (ghost1 closer than b2c.linearSlop to p1)",
      function() local _ = b2c.segment({ 0, 0 }, { 1, 0 }, { 0, 0 }) end)
    h.raises("bad argument #4 to 'segment' (b2c.vec2 expected, got string)",
      function() local _ = b2c.segment({ 0, 0 }, { 1, 0 }, nil, 'x') end)
  end)
end)
