-- Differential spec against Box2D 2.4.1 (libbox2d-dev): hulls, mass data, AABBs and ray casts
-- of a few hundred seeded random shapes and transforms must agree within 1e-4 (relative, or
-- absolute below 1). Box2D's inertia is moved to the centre of mass and its 0.01 m polygon skin
-- is set to 0 by the helper (spec/reference/box2d_ref.cpp, see h.box2d).
local b2c = require 'b2c'
local vec2, transform = b2c.vec2, b2c.transform
local fmt, flat, xfText = h.fmt, h.flat, h.xfText

local function close(a, b)
  return math.abs(a - b) <= 1e-4 * math.max(1, math.abs(a), math.abs(b))
end


describe('differential against Box2D 2.4.1', function()
  -- Build the random cases and the requests for Box2D.
  local r = h.rng(20261123)
  local cases, requests = {}, {}
  local function ask(kind, text, data)
    requests[#requests + 1] = text
    cases[#cases + 1] = { kind = kind, data = data }
  end
  local function randomTransform()
    return transform(vec2(r.range(-5, 5), r.range(-5, 5)), r.range(-math.pi, math.pi))
  end
  local function randomRay(xf)
    -- from far away toward a point near the shape, so that most rays hit
    local target = xf.p + vec2(r.range(-1.5, 1.5), r.range(-1.5, 1.5))
    local from = target + vec2(r.range(-8, 8), r.range(-8, 8))
    return from, from + (target - from) * r.range(1.2, 2), r.range(0.5, 1)
  end

  -- Is an input point that is not a hull vertex within 2 linearSlop of a hull edge?
  local function nearHullEdge(points, hull)
    for _, p in ipairs(points) do
      local vertex = false
      for _, v in ipairs(hull) do if v == p then vertex = true end end
      if not vertex then
        for i = 1, #hull do
          local a, b = hull[i], hull[i % #hull + 1]
          local e = b - a
          local t = math.max(0, math.min(1, (p - a):dot(e) / e:dot(e)))
          if p:distance(a + e * t) < 2 * b2c.linearSlop then return true end
        end
      end
    end
    return false
  end

  local polygons = 0
  while polygons < 300 do
    local n = 3 + polygons % 6
    local points = {}
    for i = 1, n do points[i] = vec2(r.range(-2, 2), r.range(-2, 2)) end
    local okShape, shape = pcall(b2c.polygon, points)
    -- b2c drops points within linearSlop of the line through their neighbours where 2.4.1
    -- keeps them (only exactly collinear points go): such near-degenerate inputs are left out.
    if okShape and not nearHullEdge(points, shape:vertices()) then
      polygons = polygons + 1
      ask('poly', 'poly ' .. flat(points), { shape = shape })
      local xf = randomTransform()
      local p1, p2, maxf = randomRay(xf)
      ask('ray', ('raypoly %s %s %s %s %s %s %s %s %s'):format(flat(points), fmt(xf.p.x), fmt(xf.p.y), fmt(xf.q:angle()),
        fmt(p1.x), fmt(p1.y), fmt(p2.x), fmt(p2.y), fmt(maxf)), { shape = shape, xf = xf, p1 = p1, p2 = p2, maxf = maxf })
      ask('aabb', ('aabbpoly %s %s %s %s'):format(flat(points), fmt(xf.p.x), fmt(xf.p.y), fmt(xf.q:angle())),
        { shape = shape, xf = xf })
    end
  end
  for _ = 1, 150 do
    local radius, center = r.range(0.1, 2), vec2(r.range(-1, 1), r.range(-1, 1))
    local shape = b2c.circle(radius, center)
    ask('mass', ('circle %s %s %s'):format(fmt(radius), fmt(center.x), fmt(center.y)), { shape = shape })
    local xf = randomTransform()
    local p1, p2, maxf = randomRay(xf)
    ask('ray', ('raycircle %s %s %s %s %s %s %s %s %s %s %s'):format(fmt(radius), fmt(center.x), fmt(center.y),
      fmt(xf.p.x), fmt(xf.p.y), fmt(xf.q:angle()), fmt(p1.x), fmt(p1.y), fmt(p2.x), fmt(p2.y), fmt(maxf)),
      { shape = shape, xf = xf, p1 = p1, p2 = p2, maxf = maxf })
  end
  for _ = 1, 150 do
    local a, b = vec2(r.range(-2, 2), r.range(-2, 2)), vec2(r.range(-2, 2), r.range(-2, 2))
    if a:distance(b) > 0.1 then
      local shape = b2c.segment(a, b)
      local xf = randomTransform()
      local p1, p2, maxf = randomRay(xf)
      ask('ray', ('rayedge %s %s %s %s %s %s %s %s %s %s %s %s'):format(fmt(a.x), fmt(a.y), fmt(b.x), fmt(b.y),
        fmt(xf.p.x), fmt(xf.p.y), fmt(xf.q:angle()), fmt(p1.x), fmt(p1.y), fmt(p2.x), fmt(p2.y), fmt(maxf)),
        { shape = shape, xf = xf, p1 = p1, p2 = p2, maxf = maxf })
    end
  end

  local answers = h.box2d(requests)

  local numbers = h.numbers

  local function checkMass(shape, line)
    local a = numbers(line)
    local m, c, i = shape:computeMass(1)
    assert(close(a[2], m) and close(a[3], c.x) and close(a[4], c.y) and close(a[5], i),
      ('mass: b2c %s %s %s, Box2D %s'):format(m, tostring(c), i, line))
  end

  -- A hull is a cycle: Box2D starts at its rightmost point, b2c at its lowest-leftmost one.
  local function sameCycle(vertices, a)
    local n = a[2]
    if n ~= #vertices then return false end
    for shift = 0, n - 1 do
      local all = true
      for i = 1, n do
        local v = vertices[(i + shift - 1) % n + 1]
        if not (close(v.x, a[2 * i + 1]) and close(v.y, a[2 * i + 2])) then all = false break end
      end
      if all then return true end
    end
    return false
  end

  local counts = { hull = 0, mass = 0, aabb = 0, hit = 0, miss = 0, grazing = 0 }

  it('got one answer per request', function()
    assert.are.equal(#requests + 300, #answers) -- a polygon request is answered on two lines
  end)

  it('agrees on hulls, mass data, AABBs and ray casts', function()
    local line = 1
    for _, case in ipairs(cases) do
      local answer = answers[line]
      line = line + 1
      local d = case.data
      if case.kind == 'poly' then
        assert(sameCycle(d.shape:vertices(), numbers(answer)), 'hull differs: Box2D ' .. answer)
        counts.hull = counts.hull + 1
        checkMass(d.shape, answers[line])
        line = line + 1
        counts.mass = counts.mass + 1
      elseif case.kind == 'mass' then
        checkMass(d.shape, answer)
        counts.mass = counts.mass + 1
      elseif case.kind == 'aabb' then
        local a, box = numbers(answer), d.shape:computeAABB(d.xf)
        assert(close(a[2], box.lower.x) and close(a[3], box.lower.y) and close(a[4], box.upper.x)
          and close(a[5], box.upper.y), ('aabb: b2c %s, Box2D %s'):format(tostring(box), answer))
        counts.aabb = counts.aabb + 1
      else
        local fraction, normal = d.shape:rayCast(d.xf, d.p1, d.p2, d.maxf)
        local a = numbers(answer)
        if answer:match('^hit') and fraction then
          assert(close(a[2], fraction) and close(a[3], normal.x) and close(a[4], normal.y),
            ('ray: b2c %s %s, Box2D %s'):format(fraction, tostring(normal), answer))
          counts.hit = counts.hit + 1
        elseif answer == 'miss' and not fraction then
          counts.miss = counts.miss + 1
        else
          -- They may only disagree on a ray that grazes the shape within single-precision noise
          -- (a corner, or the end of the ray): check it with a slightly shorter and longer ray.
          local f2 = d.shape:rayCast(d.xf, d.p1, d.p2, d.maxf * (1 + 1e-4))
          local f3 = d.shape:rayCast(d.xf, d.p1, d.p2, d.maxf * (1 - 1e-4))
          assert(f2 ~= f3 or (fraction and fraction < 1e-4),
            ('ray: b2c %s, Box2D %s (%s)'):format(tostring(fraction), answer, requests[line - 1]))
          counts.grazing = counts.grazing + 1
        end
      end
    end
    assert.are.equal(300, counts.hull)
    assert.is_true(counts.hit > 250, 'only ' .. counts.hit .. ' rays hit')
    assert.is_true(counts.miss > 50, 'only ' .. counts.miss .. ' rays missed')
    io.stderr:write(('\n[box2d diff: %d hulls, %d mass, %d aabb, %d hits, %d misses, %d grazing] '):format(
      counts.hull, counts.mass, counts.aabb, counts.hit, counts.miss, counts.grazing))
    assert.is_true(counts.grazing <= 5, counts.grazing .. ' disagreements')
  end)
end)
