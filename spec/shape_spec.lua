local b2c = require 'b2c'
local vec2, transform = b2c.vec2, b2c.transform
local pi = math.pi
local I = transform()

-- mass, center and inertia about the center, within `tol` (relative for mass and inertia)
local function massIs(shape, density, mass, center, inertia, tol)
  tol = tol or 1e-6
  local m, c, i = shape:computeMass(density)
  assert.near(1, m / mass, tol)
  assert.near(center, c, 1e-5)
  if inertia == 0 then assert.are.equal(0, i) else assert.near(1, i / inertia, tol) end
end

describe('shapes', function()
  describe('b2c.polygon', function()
    it('is the convex hull: a square with interior, duplicate and collinear points is its 4 corners, CCW', function()
      local p = b2c.polygon { { 1, 1 }, { 0, 0 }, { 0.5, 0.5 }, { 1, 0 }, { 1.001, 1 }, { 0.5, 0 }, { 0, 1 }, { 0, 0.5 } }
      assert.are.equal('polygon', p.type)
      assert.are.same({ vec2(0, 0), vec2(1, 0), vec2(1, 1), vec2(0, 1) }, p:vertices())
      assert.are.same({ vec2(0, -1), vec2(1, 0), vec2(0, 1), vec2(-1, 0) }, p:normals())
      assert.are.equal(vec2(0.5, 0.5), p:centroid())
      assert.are.equal(0, p.radius)
    end)

    it('accepts a flat coordinate list and vec2-like tables', function()
      local a = b2c.polygon { 0, 0, 2, 0, 0, 2 }
      local b = b2c.polygon { vec2(0, 0), { x = 2, y = 0 }, { 0, 2 } }
      assert.are.same(a:vertices(), b:vertices())
      assert.are.equal(3, #a:vertices())
    end)

    it('welds points closer than the linear slop', function()
      local p = b2c.polygon { { 0, 0 }, { 0.004, 0 }, { 1, 0 }, { 0, 1 } }
      assert.are.equal(3, #p:vertices())
    end)

    it('has the mass of a right triangle', function()
      local t = b2c.polygon { { 0, 0 }, { 3, 0 }, { 0, 4 } }
      -- area 6, centroid (1, 4/3), polar moment about the centroid: m (a^2 + b^2) / 18
      massIs(t, 2, 12, vec2(1, 4 / 3), 12 * 25 / 18)
    end)

    it('has the mass of a regular hexagon', function()
      local s, pts = 1.5, {}
      for i = 0, 5 do pts[#pts + 1] = vec2(s * math.cos(i * pi / 3), s * math.sin(i * pi / 3)) end
      local h = b2c.polygon(pts)
      assert.are.equal(6, #h:vertices())
      massIs(h, 1, 3 * math.sqrt(3) / 2 * s * s, vec2(0, 0), 5 * math.sqrt(3) / 8 * s ^ 4, 1e-5)
    end)

    it('has the exact mass of a rounded box (core + edge strips + corner quarter discs)', function()
      local hx, hy, r = 1, 0.5, 0.25
      local p = b2c.polygon({ { -hx, -hy }, { hx, -hy }, { hx, hy }, { -hx, hy } }, r)
      assert.are.equal(r, p.radius)
      local area = 4 * hx * hy + 4 * r * (hx + hy) + pi * r * r
      -- by pieces about the centre: core, strips above/below and left/right, four quarter discs
      local core = 4 * hx * hy * (4 * hx * hx + 4 * hy * hy) / 12
      local top = 2 * hx * r
      local strips = 2 * (top * (4 * hx * hx + r * r) / 12 + top * (hy + r / 2) ^ 2)
      local side = 2 * hy * r
      strips = strips + 2 * (side * (4 * hy * hy + r * r) / 12 + side * (hx + r / 2) ^ 2)
      local q = pi * r * r / 4
      local d = 4 * r * math.sin(pi / 4) / (3 * pi / 2) -- centroid of a quarter disc from its apex
      local cx, cy = hx + d / math.sqrt(2), hy + d / math.sqrt(2)
      local corners = 4 * (pi * r ^ 4 / 8 - q * d * d + q * (cx * cx + cy * cy))
      massIs(p, 1, area, vec2(0, 0), core + strips + corners, 1e-5)
    end)

    it('keeps rounded polygons exact under the ray cast and point test', function()
      local p = b2c.polygon({ { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } }, 0.5)
      local f, n, pt = p:rayCast(I, vec2(-3, 0), vec2(3, 0))
      assert.near(0.25, f, 1e-6)
      assert.near(vec2(-1, 0), n, 1e-6)
      assert.near(vec2(-1.5, 0), pt, 1e-6)
      -- at a rounded corner: the ray along the diagonal meets the arc at distance 0.5 from (1, 1)
      f, n = p:rayCast(I, vec2(3, 3), vec2(0, 0))
      local expected = (math.sqrt(18) - (math.sqrt(2) + 0.5)) / math.sqrt(18)
      assert.near(expected, f, 1e-6)
      assert.near(vec2(math.sqrt(0.5), math.sqrt(0.5)), n, 1e-6)
      assert.is_true(p:testPoint(I, vec2(1.3, 1.3)))
      assert.is_false(p:testPoint(I, vec2(1.4, 1.4)))
      assert.is_nil(p:rayCast(I, vec2(1.3, 1.3), vec2(5, 5))) -- starts inside the rounding
    end)
  end)

  describe('b2c.box', function()
    it('is centred, offset and rotated', function()
      local b = b2c.box(1, 0.5)
      assert.are.same({ vec2(-1, -0.5), vec2(1, -0.5), vec2(1, 0.5), vec2(-1, 0.5) }, b:vertices())
      massIs(b, 2, 4, vec2(0, 0), 4 * 5 / 12)
      local o = b2c.box(1, 0.5, vec2(3, -1), 0.7)
      massIs(o, 2, 4, vec2(3, -1), 4 * 5 / 12, 1e-5)
      assert.near(vec2(3, -1), o:centroid(), 1e-6)
      assert.near(vec2(math.cos(0.7), math.sin(0.7)), o:normals()[2], 1e-6)
      assert.are.equal(b2c.box(1, 0.5, { 3, -1 }, b2c.rot(0.7)):vertices()[1], o:vertices()[1])
    end)

    it('has an AABB under a transform, and ray casts with exact fractions and normals', function()
      local b = b2c.box(1, 0.5)
      local xf = transform(vec2(2, 0), pi / 2)
      local a = b:computeAABB(xf)
      assert.near(vec2(1.5, -1), a.lower, 1e-6)
      assert.near(vec2(2.5, 1), a.upper, 1e-6)
      local f, n, p = b:rayCast(xf, vec2(2, 5), vec2(2, -5))
      assert.near(0.4, f, 1e-6)
      assert.near(vec2(0, 1), n, 1e-6)
      assert.near(vec2(2, 1), p, 1e-6)
      assert.is_nil(b:rayCast(xf, vec2(2, 5), vec2(2, -5), 0.35))
      assert.is_nil(b:rayCast(xf, vec2(2, 0), vec2(2, -5))) -- from inside
      assert.is_nil(b:rayCast(xf, vec2(0, 5), vec2(0, -5)))
      assert.is_true(b:testPoint(xf, vec2(2.4, 0.9)))
      assert.is_false(b:testPoint(xf, vec2(2.6, 0)))
    end)
  end)

  describe('b2c.circle', function()
    it('has mass, AABB, ray cast and point test', function()
      local c = b2c.circle(2, vec2(1, -2))
      assert.are.equal('circle', c.type)
      assert.are.equal(2, c.radius)
      massIs(c, 3, 12 * pi, vec2(1, -2), 24 * pi)
      assert.are.equal(b2c.aabb(-1, -4, 3, 0), c:computeAABB(I))
      local f, n, p = c:rayCast(I, vec2(-5, -2), vec2(5, -2))
      assert.near(0.4, f, 1e-6)
      assert.near(vec2(-1, 0), n, 1e-6)
      assert.near(vec2(-1, -2), p, 1e-6)
      assert.is_nil(c:rayCast(I, vec2(-5, 1), vec2(5, 1)))
      assert.is_nil(c:rayCast(I, vec2(1, -2), vec2(5, -2)))
      assert.is_true(c:testPoint(I, vec2(2.9, -2)))
      assert.is_false(c:testPoint(I, vec2(3.1, -2)))
      assert.are.equal(vec2(1, -2), c:centroid())
      assert.are.equal(vec2(0, 0), b2c.circle(1):centroid())
    end)
  end)

  describe('b2c.capsule', function()
    it('has the mass of a rectangle plus a disc, about its centre', function()
      local c = b2c.capsule(vec2(-1, 0.5), vec2(1, 0.5), 0.5)
      assert.are.equal('capsule', c.type)
      local rect, disc = 2 * 1, pi * 0.25
      local half, off = disc / 2, 4 * 0.5 / (3 * pi)
      local inertia = rect * (4 + 1) / 12 + 2 * (half * 0.25 / 2 - half * off * off + half * (1 + off) ^ 2)
      massIs(c, 2, 2 * (rect + disc), vec2(0, 0.5), 2 * inertia)
    end)

    it('has AABB, ray cast on the flat side and the cap, and point test', function()
      local c = b2c.capsule({ 0, 0 }, { 2, 0 }, 0.5)
      assert.are.equal(b2c.aabb(-0.5, -0.5, 2.5, 0.5), c:computeAABB(I))
      local f, n = c:rayCast(I, vec2(1, 3), vec2(1, -3))
      assert.near(2.5 / 6, f, 1e-6)
      assert.near(vec2(0, 1), n, 1e-6)
      f, n = c:rayCast(I, vec2(5, 0), vec2(-5, 0))
      assert.near(2.5 / 10, f, 1e-6)
      assert.near(vec2(1, 0), n, 1e-6)
      assert.is_true(c:testPoint(I, vec2(2.4, 0)))
      assert.is_false(c:testPoint(I, vec2(2.4, 0.4)))
      assert.are.same({ vec2(0, 0), vec2(2, 0) }, c:vertices())
    end)
  end)

  describe('b2c.segment', function()
    it('is two-sided, massless and contains no point', function()
      local s = b2c.segment({ 0, 0 }, { 2, 0 })
      assert.are.equal('segment', s.type)
      assert.are.equal(0, s.radius)
      local m, c, i = s:computeMass(5)
      assert.are.equal(0, m)
      assert.are.equal(vec2(1, 0), c)
      assert.are.equal(0, i)
      local f, n = s:rayCast(I, vec2(1, 2), vec2(1, -2))
      assert.near(0.5, f, 1e-7)
      assert.near(vec2(0, 1), n, 1e-7)
      f, n = s:rayCast(I, vec2(1, -2), vec2(1, 2))
      assert.near(0.5, f, 1e-7)
      assert.near(vec2(0, -1), n, 1e-7)
      assert.is_nil(s:rayCast(I, vec2(-1, 0), vec2(3, 0))) -- along its line
      assert.is_nil(s:rayCast(I, vec2(3, 2), vec2(3, -2)))
      assert.is_false(s:testPoint(I, vec2(1, 0)))
      assert.are.equal(b2c.aabb(0, 0, 2, 0), s:computeAABB(I))
      assert.are.same({ vec2(0, -1) }, s:normals())
    end)
  end)

  describe('b2c.chain', function()
    local open = b2c.chain { 0, 0, 1, 0, 2, 0, 3, 1 }
    local loop = b2c.chain({ { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 } }, true)

    it('has children with ghost vertices from their neighbours', function()
      assert.are.equal('chain', open.type)
      assert.is_false(open.loop)
      assert.are.equal(3, open:childCount())
      local first, middle, last = open:child(1), open:child(2), open:child(3)
      assert.are.equal('segment', first.type)
      assert.is_nil(first.ghost1)
      assert.are.equal(vec2(2, 0), first.ghost2)
      assert.are.equal(vec2(0, 0), middle.ghost1)
      assert.are.equal(vec2(3, 1), middle.ghost2)
      assert.are.same({ vec2(1, 0), vec2(2, 0) }, middle:vertices())
      assert.are.equal(vec2(1, 0), last.ghost1)
      assert.is_nil(last.ghost2)
      assert.is_nil(b2c.segment({ 0, 0 }, { 1, 0 }).ghost1)
    end)

    it('closes a loop, ghosts wrapping around', function()
      assert.is_true(loop.loop)
      assert.are.equal(4, loop:childCount())
      local c = loop:child(4)
      assert.are.same({ vec2(0, 2), vec2(0, 0) }, c:vertices())
      assert.are.equal(vec2(2, 2), c.ghost1)
      assert.are.equal(vec2(2, 0), c.ghost2)
      -- a repeated closing point is the same loop
      assert.are.equal(4, b2c.chain({ { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 }, { 0, 0 } }, true):childCount())
    end)

    it('ray casts against the nearest child, or one child', function()
      local f, n, p = loop:rayCast(I, vec2(1, 5), vec2(1, -5))
      assert.near(0.3, f, 1e-6)
      assert.near(vec2(0, 1), n, 1e-6)
      assert.near(vec2(1, 2), p, 1e-6)
      f = loop:rayCast(I, vec2(1, 5), vec2(1, -5), 1, 1)
      assert.near(0.5, f, 1e-6)
      assert.is_nil(loop:rayCast(I, vec2(1, 5), vec2(1, -5), 1, 2))
      -- from inside a loop, the wall ahead is hit (chains have no inside)
      f = loop:rayCast(I, vec2(1, 1), vec2(1, 5))
      assert.near(0.25, f, 1e-6)
    end)

    it('has an AABB of all points or of one child, no mass and no inside', function()
      assert.are.equal(b2c.aabb(0, 0, 3, 1), open:computeAABB(I))
      assert.are.equal(b2c.aabb(2, 0, 3, 1), open:computeAABB(I, 3))
      local m, c, i = loop:computeMass(1)
      assert.are.equal(0, m)
      assert.are.equal(vec2(0, 0), c)
      assert.are.equal(0, i)
      assert.is_false(loop:testPoint(I, vec2(1, 1)))
      assert.is_nil(loop:centroid())
      assert.are.equal(4, #loop:vertices())
      assert.are.equal(4, #loop:normals())
      assert.are.equal(3, #open:normals())
    end)
  end)

  it('every shape has one child, a copy of itself', function()
    local c = b2c.circle(1)
    assert.are.equal(1, c:childCount())
    assert.are.equal('circle', c:child(1).type)
  end)

  it('prints its kind', function()
    assert.are.equal('b2c.shape(polygon, 4 vertices, radius 0)', tostring(b2c.box(1, 1)))
    assert.are.equal('b2c.shape(circle, radius 0.5)', tostring(b2c.circle(0.5)))
    assert.are.equal('b2c.shape(chain, 4 points, loop)', tostring(b2c.chain({ 0, 0, 1, 0, 1, 1, 0, 1 }, true)))
    assert.are.equal('b2c.shape(segment)', tostring(b2c.segment({ 0, 0 }, { 1, 0 })))
  end)

  it('is immutable', function()
    h.raises("b2c.shape is immutable (cannot set 'radius')", function() b2c.circle(1).radius = 2 end)
  end)

  it('agrees with brute force on random rays against random shapes', function()
    local r = h.rng(99)
    local hits = 0
    local trials = os.getenv('B2C_MEMCHECK') and 30 or 120 -- (under valgrind: fewer)
    for trial = 1, trials do
      local shapes = {
        b2c.polygon({ { r.range(-1, 0), r.range(-1, 0) }, { r.range(0, 1), r.range(-1, 0) },
                      { r.range(0, 1), r.range(0, 1) }, { r.range(-1, 0), r.range(0, 1) } }, trial % 2 == 0 and 0.2 or 0),
        b2c.capsule({ r.range(-1, 0), r.range(-1, 1) }, { r.range(0.5, 1), r.range(-1, 1) }, r.range(0.1, 0.5)),
        b2c.circle(r.range(0.2, 1), { r.range(-0.5, 0.5), r.range(-0.5, 0.5) }),
      }
      local xf = transform(vec2(r.range(-1, 1), r.range(-1, 1)), r.range(-3, 3))
      for _, s in ipairs(shapes) do
        local p1 = vec2(r.range(-4, 4), r.range(-4, 4))
        local p2 = xf.p + vec2(r.range(-1.5, 1.5), r.range(-1.5, 1.5)) -- toward the shape, mostly
        local f, n, p = s:rayCast(xf, p1, p2)
        local first
        if not s:testPoint(xf, p1) then
          for i = 0, 4000 do
            if s:testPoint(xf, p1:lerp(p2, i / 4000)) then first = i / 4000 break end
          end
        end
        if first then
          hits = hits + 1
          assert.is_number(f, s.type)
          assert.near(first, f, 1 / 4000 + 1e-5)
          assert.near(1, n:length(), 1e-5)
          assert.near(p1:lerp(p2, f), p, 1e-5)
          -- just past the hit point, along the normal's opposite, is inside
          assert.is_true(s:testPoint(xf, p - n * 1e-3))
        elseif f then
          assert.is_true(f > 1 - 2 / 4000, 'hit that the march stepped over') -- grazing the end
        end
      end
    end
    assert.is_true(hits > trials * 5 / 6, 'only ' .. hits .. ' hits')
  end)
end)
