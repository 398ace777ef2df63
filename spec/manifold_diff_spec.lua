-- Differential spec against Box2D 2.4.1: manifolds of several hundred seeded random overlapping
-- pairs of polygons (with 2.4.1's 0.01 m skin as b2c's polygon radius) and circles. Box2D keeps
-- the points whose surfaces touch (separation <= 0); b2c also keeps speculative points up to
-- b2c.speculativeDistance. So: the same normal, every Box2D point among b2c's (same point,
-- separation within 1e-3), and any other b2c point speculative.
local b2c = require 'b2c'
local vec2, transform = b2c.vec2, b2c.transform
local fmt, flat, xfText = h.fmt, h.flat, h.xfText
local SKIN = 0.01


describe('manifolds against Box2D 2.4.1', function()
  local r = h.rng(4242)
  local cases, requests = {}, {}

  local function randomPolygon()
    while true do
      local n, pts = 3 + math.floor(r.next() * 6), {}
      for i = 1, n do pts[i] = vec2(r.range(-1, 1), r.range(-1, 1)) end
      local ok, shape = pcall(b2c.polygon, pts, SKIN)
      -- 2.4.1 keeps hull points b2c drops as nearly collinear: use the hull as the input to both
      if ok then return shape, shape:vertices() end
    end
  end
  local function randomTransform(spread)
    return transform(vec2(r.range(-spread, spread), r.range(-spread, spread)), r.range(-math.pi, math.pi))
  end

  for _ = 1, 400 do
    local a, pa = randomPolygon()
    local b, pb = randomPolygon()
    local xfA, xfB = randomTransform(0.3), randomTransform(1.2)
    cases[#cases + 1] = { a = a, xfA = xfA, b = b, xfB = xfB }
    requests[#requests + 1] = ('collidepp %s %s %s %s'):format(flat(pa), xfText(xfA), flat(pb), xfText(xfB))
  end
  for _ = 1, 150 do
    local a, pa = randomPolygon()
    local radius, center = r.range(0.1, 0.8), vec2(r.range(-0.3, 0.3), r.range(-0.3, 0.3))
    local xfA, xfB = randomTransform(0.3), randomTransform(1.2)
    cases[#cases + 1] = { a = a, xfA = xfA, b = b2c.circle(radius, center), xfB = xfB }
    requests[#requests + 1] = ('collidepc %s %s %s %s %s %s'):format(flat(pa), xfText(xfA), fmt(radius), fmt(center.x),
      fmt(center.y), xfText(xfB))
  end
  for _ = 1, 100 do
    local ra, rb = r.range(0.1, 1), r.range(0.1, 1)
    local xfA, xfB = randomTransform(0.5), randomTransform(1)
    cases[#cases + 1] = { a = b2c.circle(ra), xfA = xfA, b = b2c.circle(rb), xfB = xfB }
    requests[#requests + 1] = ('collidecc %s 0 0 %s %s 0 0 %s'):format(fmt(ra), xfText(xfA), fmt(rb), xfText(xfB))
  end

  local answers = h.box2d(requests)

  it('agrees on every overlapping pair', function()
    assert.are.equal(#requests, #answers)
    local compared, points, speculative = 0, 0, 0
    for i, case in ipairs(cases) do
      local a = h.numbers(answers[i])
      local count = a[2]
      local m = b2c.collide(case.a, case.xfA, case.b, case.xfB)
      if count > 0 then
        compared = compared + 1
        assert(m, 'b2c found no contact: ' .. requests[i])
        local normal = vec2(a[3], a[4])
        assert(m.normal:distance(normal) < 1e-3,
          ('normal: b2c %s, Box2D %s (%s)'):format(tostring(m.normal), tostring(normal), requests[i]))
        local matched = {}
        for k = 1, count do
          local p, s = vec2(a[2 + 3 * k], a[3 + 3 * k]), a[4 + 3 * k]
          local found
          for j, q in ipairs(m.points) do
            if not matched[j] and q.point:distance(p) < 1e-3 and math.abs(q.separation - s) < 1e-3 then
              found = j
              break
            end
          end
          assert(found, ('point %s sep %s not in the b2c manifold (%s)'):format(tostring(p), s, requests[i]))
          matched[found] = true
          points = points + 1
        end
        for j, q in ipairs(m.points) do
          if not matched[j] then
            assert(q.separation > -1e-3 and q.separation <= b2c.speculativeDistance + 1e-6,
              'an extra point that is not speculative: ' .. requests[i])
            speculative = speculative + 1
          end
        end
      elseif m then
        -- Box2D sees no touching: every b2c point must be speculative
        for _, q in ipairs(m.points) do
          assert(q.separation > -1e-3, 'b2c overlaps where Box2D does not: ' .. requests[i])
        end
      end
    end
    assert.is_true(compared > 300, 'only ' .. compared .. ' overlapping pairs')
    io.stderr:write(('\n[manifold diff: %d overlapping pairs, %d points matched, %d speculative extra] '):format(
      compared, points, speculative))
  end)
end)
