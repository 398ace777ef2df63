local b2c = require 'b2c'
local vec2, transform = b2c.vec2, b2c.transform
local I = transform()
local at = function(x, y, a) return transform(vec2(x, y), a or 0) end

describe('b2c.distance', function()
  it('between separated boxes, circles and polygons, with known answers', function()
    local d, pa, pb = b2c.distance(b2c.box(1, 1), I, b2c.box(1, 1), at(3, 0))
    assert.near(1, d, 1e-6)
    assert.near(1, pa.x, 1e-6)
    assert.near(2, pb.x, 1e-6)
    assert.near(pa.y, pb.y, 1e-6)
    d, pa, pb = b2c.distance(b2c.circle(1), I, b2c.circle(1), at(3, 4))
    assert.near(3, d, 1e-6)
    assert.near(vec2(0.6, 0.8), pa, 1e-6)
    assert.near(vec2(2.4, 3.2), pb, 1e-6)
    -- a box corner to a circle along the diagonal
    d, pa, pb = b2c.distance(b2c.box(1, 1), I, b2c.circle(0.5), at(3, 3))
    assert.near(2 * math.sqrt(2) - 0.5, d, 1e-5)
    assert.near(vec2(1, 1), pa, 1e-6)
    -- a triangle and a rotated square
    d = b2c.distance(b2c.polygon { 0, 0, 2, 0, 0, 2 }, I, b2c.box(0.5, 0.5), at(3, 3, math.pi / 4))
    -- the turned square's nearest corners are (3 - sqrt(0.5), 3) and (3, 3 - sqrt(0.5)); the
    -- hypotenuse is x + y = 2
    assert.near((6 - math.sqrt(0.5) - 2) / math.sqrt(2), d, 1e-5)
    -- capsules are rounded segments
    d = b2c.distance(b2c.capsule({ 0, 0 }, { 0, 2 }, 0.5), I, b2c.capsule({ 0, 0 }, { 2, 0 }, 0.25), at(1, 1))
    assert.near(1 - 0.75, d, 1e-6)
  end)

  it('is zero for touching and overlapping shapes', function()
    assert.are.equal(0, (b2c.distance(b2c.box(1, 1), I, b2c.box(1, 1), at(1, 0.5))))
    assert.are.equal(0, (b2c.distance(b2c.circle(1), I, b2c.circle(1), I)))
    assert.near(0, (b2c.distance(b2c.box(1, 1), I, b2c.box(1, 1), at(2, 0))), 1e-6)
  end)

  it('copes with duplicate support points and degenerate shapes', function()
    -- a segment touching a box face along its length, and a point-like circle on an edge
    local d = b2c.distance(b2c.segment({ -1, 1.5 }, { 1, 1.5 }), I, b2c.box(1, 1), I)
    assert.near(0.5, d, 1e-6)
    d = b2c.distance(b2c.circle(0.001), at(0, 1.5), b2c.box(1, 1), I)
    assert.near(0.499, d, 1e-6)
  end)

  it('warm starts from a simplex cache', function()
    local cache = b2c.simplexCache()
    assert.are.equal(0, cache.count)
    local _, _, _, cold = b2c.distance(b2c.box(1, 1), I, b2c.box(1, 1), at(3, 0.5, 0.2), cache)
    assert.is_true(cache.count > 0)
    local d, _, _, warm = b2c.distance(b2c.box(1, 1), I, b2c.box(1, 1), at(3, 0.51, 0.2), cache)
    assert.is_true(warm <= cold)
    local fresh = b2c.distance(b2c.box(1, 1), I, b2c.box(1, 1), at(3, 0.51, 0.2))
    assert.near(fresh, d, 1e-6)
    cache:reset()
    assert.are.equal(0, cache.count)
    assert.matches('^b2c%.simplexCache%(0 points%)$', tostring(cache))
  end)

  it('tests overlap', function()
    assert.is_true(b2c.testOverlap(b2c.box(1, 1), I, b2c.box(1, 1), at(1.9, 0)))
    assert.is_false(b2c.testOverlap(b2c.box(1, 1), I, b2c.box(1, 1), at(2.1, 0)))
    assert.is_true(b2c.testOverlap(b2c.circle(1), I, b2c.capsule({ 0, 0 }, { 2, 0 }, 0.5), at(1.4, 0)))
    local ch = b2c.chain { 2, 0, 0, 0, -2, 0 }
    assert.is_true(b2c.testOverlap(ch, I, b2c.circle(0.5), at(1, 0.4), 1))
    assert.is_false(b2c.testOverlap(ch, I, b2c.circle(0.5), at(1, 0.6), 1))
  end)
end)

describe('b2c.shapeCast', function()
  it('finds where a circle cast at a box first touches it', function()
    local f, p, n = b2c.shapeCast(b2c.box(1, 1), I, b2c.circle(0.5), at(-5, 0), vec2(10, 0))
    -- as Box2D's, the cast stops when the surfaces overlap by a linear slop: the circle's centre
    -- at x = -1 - (0.5 - slop)
    assert.near((3.5 + b2c.linearSlop) / 10, f, 1e-5)
    assert.near(vec2(-1, 0), n, 1e-6)
    assert.near(vec2(-1, 0), p, 1e-5)
    -- along a diagonal, onto the corner
    f, p, n = b2c.shapeCast(b2c.box(1, 1), I, b2c.circle(0.5), at(-3, -3), vec2(4, 4))
    local diag = 1 / math.sqrt(2)
    assert.near(vec2(-diag, -diag), n, 1e-5)
    assert.near(vec2(-1, -1), p, 1e-4)
    assert.near((2 * math.sqrt(2) - 0.5 + b2c.linearSlop) / (4 * math.sqrt(2)), f, 1e-4)
  end)

  it('misses when moving away, too short, or overlapping at the start', function()
    assert.is_nil(b2c.shapeCast(b2c.box(1, 1), I, b2c.circle(0.5), at(-5, 0), vec2(-10, 0)))
    assert.is_nil(b2c.shapeCast(b2c.box(1, 1), I, b2c.circle(0.5), at(-5, 0), vec2(10, 0), 0.3))
    assert.is_nil(b2c.shapeCast(b2c.box(1, 1), I, b2c.circle(0.5), at(-5, 3), vec2(10, 0)))
    assert.is_nil(b2c.shapeCast(b2c.box(1, 1), I, b2c.circle(0.5), I, vec2(10, 0)))
  end)
end)

describe('b2c.timeOfImpact', function()
  it('stops a fast circle before it passes through a thin wall', function()
    local wall = b2c.box(0.05, 2)
    local sweepWall = b2c.sweep { c0 = { 0, 0 } }
    local sweepBall = b2c.sweep { c0 = { -5, 0 }, c = { 5, 0 } }
    local state, t = b2c.timeOfImpact(wall, sweepWall, b2c.circle(0.1), sweepBall, 1)
    assert.are.equal('touching', state)
    -- the ball stops with its core target = max(slop, r - 3 slop) from the wall
    local target = math.max(b2c.linearSlop, 0.1 - 3 * b2c.linearSlop)
    assert.near((5 - 0.05 - target) / 10, t, 1e-3)
    local x = -5 + 10 * t
    assert.is_true(x < -0.05 - 0.08) -- before penetration
  end)

  it('reports separated, overlapped and the states of a rotating body', function()
    local box = b2c.box(0.5, 0.5)
    assert.are.equal('separated', (b2c.timeOfImpact(box, b2c.sweep { c0 = { 0, 0 } }, box,
      b2c.sweep { c0 = { 3, 0 }, c = { 3, 5 } }, 1)))
    assert.are.equal('overlapped', (b2c.timeOfImpact(box, b2c.sweep { c0 = { 0, 0 } }, box,
      b2c.sweep { c0 = { 0.5, 0 } }, 1)))
    local state, t = b2c.timeOfImpact(b2c.box(2, 0.1), b2c.sweep { c0 = { 0, 0 }, a0 = 0, a = math.pi / 2 },
      box, b2c.sweep { c0 = { 0, 1.5 } }, 1)
    assert.are.equal('touching', state)
    -- the bar's end swings into the box's corner (0.5, 1) at about 58 degrees (Box2D 2.4.1: 0.6456)
    assert.near(0.645, t, 0.01)
    h.raisesLike('tMax must be in [0, 1], got 2', function() local _ = b2c.timeOfImpact(box, b2c.sweep { c0 = { 0, 0 } }, box, b2c.sweep { c0 = { 0, 0 } }, 2) end)
  end)
end)

describe('b2c.pointStates', function()
  it('marks points added, persisting and removed by id', function()
    local m1 = { points = { { id = 1 }, { id = 2 } } }
    local m2 = { points = { { id = 2 }, { id = 3 } } }
    local s1, s2 = b2c.pointStates(m1, m2)
    assert.are.same({ 'remove', 'persist' }, s1)
    assert.are.same({ 'persist', 'add' }, s2)
    s1, s2 = b2c.pointStates(nil, m2)
    assert.are.same({}, s1)
    assert.are.same({ 'add', 'add' }, s2)
    -- with real manifolds of a box that moved a little: every point persists
    local a = b2c.collide(b2c.box(3, 0.5), I, b2c.box(0.5, 0.5), at(0, 0.99))
    local b = b2c.collide(b2c.box(3, 0.5), I, b2c.box(0.5, 0.5), at(0.1, 0.99))
    s1, s2 = b2c.pointStates(a, b)
    assert.are.same({ 'persist', 'persist' }, s1)
    assert.are.same({ 'persist', 'persist' }, s2)
    h.raisesLike("(manifold table or nil expected, got number)", function() local _ = b2c.pointStates(1, m1) end)
  end)
end)

describe('distances and times of impact against Box2D 2.4.1', function()
  local r = h.rng(777)
  local SKIN = 0.01
  local fmt, flat, xfText = h.fmt, h.flat, h.xfText
  local function polygon()
    while true do
      local pts = {}
      for i = 1, 3 + math.floor(r.next() * 6) do pts[i] = vec2(r.range(-1, 1), r.range(-1, 1)) end
      local ok, shape = pcall(b2c.polygon, pts, SKIN)
      if ok then return shape, shape:vertices() end
    end
  end
  local function xf(spread) return transform(vec2(r.range(-spread, spread), r.range(-spread, spread)), r.range(-3, 3)) end

  local cases, requests = {}, {}
  for _ = 1, 300 do
    local a, pa = polygon()
    local b, pb = polygon()
    local xa, xb = xf(1), xf(4)
    cases[#cases + 1] = { kind = 'distance', a = a, xa = xa, b = b, xb = xb }
    requests[#requests + 1] = ('distpp %s %s %s %s'):format(flat(pa), xfText(xa), flat(pb), xfText(xb))
  end
  for _ = 1, 100 do
    local a, pa = polygon()
    local radius = r.range(0.1, 1)
    local xa, xb = xf(1), xf(4)
    cases[#cases + 1] = { kind = 'distance', a = a, xa = xa, b = b2c.circle(radius), xb = xb }
    requests[#requests + 1] = ('distpc %s %s %s 0 0 %s'):format(flat(pa), xfText(xa), fmt(radius), xfText(xb))
  end
  for _ = 1, 300 do
    local a, pa = polygon()
    local b, pb = polygon()
    local sa = b2c.sweep { c0 = { r.range(-1, 1), r.range(-1, 1) }, c = { r.range(-1, 1), r.range(-1, 1) },
      a0 = r.range(-1, 1), a = r.range(-1, 1) }
    local sb = b2c.sweep { c0 = { r.range(-6, 6), r.range(-6, 6) }, c = { r.range(-6, 6), r.range(-6, 6) },
      a0 = r.range(-1, 1), a = r.range(-1, 1) }
    local function sweepText(s)
      return ('0 0 %s %s %s %s %s %s'):format(fmt(s.c0.x), fmt(s.c0.y), fmt(s.c.x), fmt(s.c.y), fmt(s.a0), fmt(s.a))
    end
    cases[#cases + 1] = { kind = 'toi', a = a, sa = sa, b = b, sb = sb }
    requests[#requests + 1] = ('toipp %s %s %s %s 1'):format(flat(pa), sweepText(sa), flat(pb), sweepText(sb))
  end
  local answers = h.box2d(requests)
  local states = { [0] = 'unknown', 'failed', 'overlapped', 'touching', 'separated' }

  it('agree: distances within 1e-4, TOI states equal and t within 1e-3', function()
    assert.are.equal(#requests, #answers)
    local counts = { distance = 0, toi = 0, touching = 0 }
    for i, case in ipairs(cases) do
      local a = h.numbers(answers[i])
      if case.kind == 'distance' then
        local d, pa, pb = b2c.distance(case.a, case.xa, case.b, case.xb)
        assert(math.abs(d - a[2]) < 1e-4, ('distance: b2c %s, Box2D %s (%s)'):format(d, a[2], requests[i]))
        if d > 0.01 then
          -- closest points need not be unique (parallel faces), their direction is
          local mine = (pb - pa):normalize()
          local theirs = (vec2(a[5], a[6]) - vec2(a[3], a[4])):normalize()
          assert(mine:distance(theirs) < 1e-3, 'direction differs: ' .. requests[i])
        end
        counts.distance = counts.distance + 1
      else
        local state, t = b2c.timeOfImpact(case.a, case.sa, case.b, case.sb, 1)
        assert.are.equal(states[a[2]], state, requests[i])
        assert(math.abs(t - a[3]) < 1e-3, ('toi t: b2c %s, Box2D %s (%s)'):format(t, a[3], requests[i]))
        counts.toi = counts.toi + 1
        if state == 'touching' then counts.touching = counts.touching + 1 end
      end
    end
    assert.is_true(counts.touching > 30, 'only ' .. counts.touching .. ' impacts')
    io.stderr:write(('\n[distance/toi diff: %d distances, %d TOI (%d impacts)] '):format(counts.distance, counts.toi,
      counts.touching))
  end)
end)
