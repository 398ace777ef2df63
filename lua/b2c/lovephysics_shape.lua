-- b2c.lovephysics: Shape and its kinds (CircleShape, PolygonShape, EdgeShape, ChainShape), Fixture,
-- both object models (LÖVE 11: shapes made alone and newFixture(body, shape, density); LÖVE 12:
-- new*Shape(body, ...) attaching at once, the Shape carrying what the Fixture carried).
--
-- A Shape keeps its geometry itself, in metres (single precision, as LÖVE's Box2D 2.3 holds it):
-- `_kind` ('circle', 'polygon', 'edge', 'chain') and `_v`, a flat list x1, y1, x2, y2, ... (a
-- circle's centre, a polygon's hull in Box2D 2.3's order, an edge's two points, a chain's points,
-- a loop's first point repeated at its end), `_r` (a circle's radius), `_prev`/`_next` (ghost
-- vertices {x, y} of edges and chains). The b2c shape that collides is made from it when needed
-- (`_s`). The geometric reads that LÖVE computes in floats (AABBs, ray casts, point tests) are
-- computed here in single precision from that geometry, so they give LÖVE's bits; masses come from
-- b2c (docs/love-physics.md says where their last bits differ).
--
-- A Fixture (LÖVE 11), or a Shape attached to a body (LÖVE 12), has `_h` (its b2c fixture, whose
-- user data is this object), `_body` (the Body object), `_shape` (its Shape object: for an
-- attached Shape, itself), `_ud` (the game's user data).
return function(lp, I)
  local b2c = I.b2c
  local f32 = I.f32
  local down, up = I.down, I.up
  local sqrt, sin, cos, floor = math.sqrt, math.sin, math.cos, math.floor
  local unpack = unpack or table.unpack

  local Shape = I.class('Shape', 'Object')
  local CircleShape = I.class('CircleShape', 'Shape')
  local PolygonShape = I.class('PolygonShape', 'Shape')
  local EdgeShape = I.class('EdgeShape', 'Shape')
  local ChainShape = I.class('ChainShape', 'Shape')
  local Fixture = I.class('Fixture', 'Object')
  local classOf = { circle = CircleShape, polygon = PolygonShape, edge = EdgeShape, chain = ChainShape }

  -- Box2D 2.x's polygon skin: polygons and edges collide with this radius around them (b2_polygonRadius,
  -- 2 linear slops), which counts in their AABBs but not in their mass, ray casts or point tests.
  I.polygonRadius = f32(0.01)
  -- The one place where the skin is asked for (b2c's shape:withSkin: a rounding that counts in
  -- collision only, not in mass, ray casts or point tests): every b2c polygon, segment and chain
  -- made for a LÖVE shape goes through here. The AABBs, ray casts and point tests read here are
  -- computed from the geometry, with the skin where Box2D 2.3 counts it.
  function I.skin(shape) return shape:withSkin(I.polygonRadius) end

  function I.skinPolygon(points)
    return I.skin(b2c.polygon(points))
  end

  function I.skinSegment(p1, p2, ghost1, ghost2)
    if ghost1 and ghost2 then return I.skin(b2c.segment(p1, p2, ghost1, ghost2)) end
    return I.skin(b2c.segment(p1, p2))
  end

  local function loveError(message) error(message, 0) end

  local function checkNumber(value, n, name)
    if type(value) ~= 'number' then
      if type(value) == 'string' and tonumber(value) then return tonumber(value) end
      error(("bad argument #%d to '%s' (number expected, got %s)"):format(n, name, value == nil and 'no value' or type(value)), 0)
    end
    return value
  end
  I.checkNumber = checkNumber

  local function isBody(value)
    local mt = type(value) == 'table' and getmetatable(value)
    return mt and mt._type == 'Body'
  end
  I.isBody = isBody

  -- ---- single-precision geometry, as Box2D 2.3 computes it ----
  local function dot(ax, ay, bx, by) return f32(f32(ax * bx) + f32(ay * by)) end
  local function cross(ax, ay, bx, by) return f32(f32(ax * by) - f32(ay * bx)) end
  local function rotate(c, s, x, y) return f32(f32(c * x) - f32(s * y)), f32(f32(s * x) + f32(c * y)) end
  local function invRotate(c, s, x, y) return f32(f32(c * x) + f32(s * y)), f32(f32(-s * x) + f32(c * y)) end
  local function apply(px, py, c, s, x, y)
    local rx, ry = rotate(c, s, x, y)
    return f32(rx + px), f32(ry + py)
  end
  local function normalize(x, y)
    local length = f32(sqrt(f32(f32(x * x) + f32(y * y))))
    if length < 1.1920929e-07 then return x, y end
    local inv = f32(1 / length)
    return f32(x * inv), f32(y * inv)
  end
  local function rotOf(angle)
    angle = f32(angle)
    return f32(cos(angle)), f32(sin(angle))
  end

  -- The polygon's outward normals (Box2D 2.3: the edge crossed with 1, normalized).
  local function normals(v)
    local n, out = #v / 2, {}
    for i = 1, n do
      local j = i < n and i + 1 or 1
      local ex, ey = f32(v[2 * j - 1] - v[2 * i - 1]), f32(v[2 * j] - v[2 * i])
      out[2 * i - 1], out[2 * i] = normalize(ey, -ex)
    end
    return out
  end

  -- Child i (0-based) of a chain or the edge: v1, v2 and the ghosts.
  local function edgeOf(shape, child)
    local v = shape._v
    if shape._kind == 'edge' then return v[1], v[2], v[3], v[4] end
    local a = 2 * child
    return v[a + 1], v[a + 2], v[a + 3], v[a + 4]
  end

  local function childCount(shape)
    if shape._kind == 'chain' then return #shape._v / 2 - 1 end
    return 1
  end

  -- AABB in metres of child (0-based) at the transform (px, py, c, s), as Box2D 2.3's ComputeAABB.
  local function computeAABB(shape, px, py, c, s, child)
    local kind = shape._kind
    if kind == 'circle' then
      local x, y = apply(px, py, c, s, shape._v[1], shape._v[2])
      local r = shape._r
      return f32(x - r), f32(y - r), f32(x + r), f32(y + r)
    elseif kind == 'polygon' then
      local v = shape._v
      local lx, ly = apply(px, py, c, s, v[1], v[2])
      local ux, uy = lx, ly
      for i = 3, #v, 2 do
        local x, y = apply(px, py, c, s, v[i], v[i + 1])
        if x < lx then lx = x end
        if y < ly then ly = y end
        if x > ux then ux = x end
        if y > uy then uy = y end
      end
      local r = I.polygonRadius
      return f32(lx - r), f32(ly - r), f32(ux + r), f32(uy + r)
    else
      local x1, y1, x2, y2 = edgeOf(shape, child)
      x1, y1 = apply(px, py, c, s, x1, y1)
      x2, y2 = apply(px, py, c, s, x2, y2)
      local lx, ly = math.min(x1, x2), math.min(y1, y2)
      local ux, uy = math.max(x1, x2), math.max(y1, y2)
      if kind == 'edge' then
        local r = I.polygonRadius
        return f32(lx - r), f32(ly - r), f32(ux + r), f32(uy + r)
      end
      return lx, ly, ux, uy -- a chain's child: Box2D 2.3 leaves its skin out
    end
  end

  local function testPoint(shape, px, py, c, s, x, y)
    local kind = shape._kind
    if kind == 'circle' then
      local cx, cy = apply(px, py, c, s, shape._v[1], shape._v[2])
      local dx, dy = f32(x - cx), f32(y - cy)
      return dot(dx, dy, dx, dy) <= f32(shape._r * shape._r)
    elseif kind == 'polygon' then
      local lx, ly = invRotate(c, s, f32(x - px), f32(y - py))
      local v, n = shape._v, shape._n
      for i = 1, #v, 2 do
        if dot(n[i], n[i + 1], f32(lx - v[i]), f32(ly - v[i + 1])) > 0 then return false end
      end
      return true
    end
    return false
  end

  -- Ray (x1, y1)-(x2, y2) in metres against child (0-based) at (px, py, c, s): nx, ny, fraction or nil.
  local function rayCast(shape, x1, y1, x2, y2, maxFraction, px, py, c, s, child)
    local kind = shape._kind
    if kind == 'circle' then
      local cx, cy = apply(px, py, c, s, shape._v[1], shape._v[2])
      local sx, sy = f32(x1 - cx), f32(y1 - cy)
      local b = f32(dot(sx, sy, sx, sy) - f32(shape._r * shape._r))
      local rx, ry = f32(x2 - x1), f32(y2 - y1)
      local cc = dot(sx, sy, rx, ry)
      local rr = dot(rx, ry, rx, ry)
      local sigma = f32(f32(cc * cc) - f32(rr * b))
      if sigma < 0 or rr < 1.1920929e-07 then return end
      local a = f32(-f32(cc + f32(sqrt(sigma))))
      if 0 <= a and a <= f32(maxFraction * rr) then
        a = f32(a / rr)
        local nx, ny = normalize(f32(sx + f32(a * rx)), f32(sy + f32(a * ry)))
        return nx, ny, a
      end
      return
    end
    local lx1, ly1 = invRotate(c, s, f32(x1 - px), f32(y1 - py))
    local lx2, ly2 = invRotate(c, s, f32(x2 - px), f32(y2 - py))
    local dx, dy = f32(lx2 - lx1), f32(ly2 - ly1)
    if kind == 'polygon' then
      local v, n = shape._v, shape._n
      local lower, upper, index = 0, maxFraction, nil
      for i = 1, #v, 2 do
        local numerator = dot(n[i], n[i + 1], f32(v[i] - lx1), f32(v[i + 1] - ly1))
        local denominator = dot(n[i], n[i + 1], dx, dy)
        if denominator == 0 then
          if numerator < 0 then return end
        elseif denominator < 0 and numerator < f32(lower * denominator) then
          lower, index = f32(numerator / denominator), i
        elseif denominator > 0 and numerator < f32(upper * denominator) then
          upper = f32(numerator / denominator)
        end
        if upper < lower then return end
      end
      if not index then return end
      local nx, ny = rotate(c, s, n[index], n[index + 1])
      return nx, ny, lower
    end
    local vx1, vy1, vx2, vy2 = edgeOf(shape, child)
    local ex, ey = f32(vx2 - vx1), f32(vy2 - vy1)
    local nx, ny = normalize(ey, -ex)
    local numerator = dot(nx, ny, f32(vx1 - lx1), f32(vy1 - ly1))
    local denominator = dot(nx, ny, dx, dy)
    if denominator == 0 then return end
    local t = f32(numerator / denominator)
    if t < 0 or maxFraction < t then return end
    local qx, qy = f32(lx1 + f32(t * dx)), f32(ly1 + f32(t * dy))
    local rr = dot(ex, ey, ex, ey)
    if rr == 0 then return end
    local sfrac = f32(dot(f32(qx - vx1), f32(qy - vy1), ex, ey) / rr)
    if sfrac < 0 or 1 < sfrac then return end
    nx, ny = rotate(c, s, nx, ny)
    if numerator > 0 then nx, ny = -nx, -ny end
    return nx, ny, t
  end

  -- Mass of the shape at density, as Box2D 2.3 computes it in floats: mass, centre x, y, and the
  -- rotational inertia about the shape's origin (metres).
  local pi32 = f32(3.14159265359)
  local third = f32(1 / 3)
  local function massOf(shape, density)
    local kind, v = shape._kind, shape._v
    if kind == 'circle' then
      local r = shape._r
      local mass = f32(f32(f32(density * pi32) * r) * r)
      local inertia = f32(mass * f32(f32(f32(0.5 * r) * r) + dot(v[1], v[2], v[1], v[2])))
      return mass, v[1], v[2], inertia
    elseif kind == 'edge' then
      return 0, f32(0.5 * f32(v[1] + v[3])), f32(0.5 * f32(v[2] + v[4])), 0
    elseif kind == 'chain' then
      return 0, 0, 0, 0
    end
    local n = #v / 2
    local sx, sy = 0, 0
    for i = 1, #v, 2 do sx, sy = f32(sx + v[i]), f32(sy + v[i + 1]) end
    local inv = f32(1 / n)
    sx, sy = f32(sx * inv), f32(sy * inv)
    local cx, cy, area, inertia = 0, 0, 0, 0
    local quarter = f32(0.25 * third)
    for i = 1, n do
      local j = i < n and i + 1 or 1
      local ex1, ey1 = f32(v[2 * i - 1] - sx), f32(v[2 * i] - sy)
      local ex2, ey2 = f32(v[2 * j - 1] - sx), f32(v[2 * j] - sy)
      local d = cross(ex1, ey1, ex2, ey2)
      local triangle = f32(0.5 * d)
      area = f32(area + triangle)
      local t = f32(triangle * third)
      cx, cy = f32(cx + f32(t * f32(ex1 + ex2))), f32(cy + f32(t * f32(ey1 + ey2)))
      local intx2 = f32(f32(f32(ex1 * ex1) + f32(ex2 * ex1)) + f32(ex2 * ex2))
      local inty2 = f32(f32(f32(ey1 * ey1) + f32(ey2 * ey1)) + f32(ey2 * ey2))
      inertia = f32(inertia + f32(f32(quarter * d) * f32(intx2 + inty2)))
    end
    local mass = f32(density * area)
    inv = f32(1 / area)
    cx, cy = f32(cx * inv), f32(cy * inv)
    local mx, my = f32(cx + sx), f32(cy + sy)
    inertia = f32(density * inertia)
    inertia = f32(inertia + f32(mass * f32(dot(mx, my, mx, my) - dot(cx, cy, cx, cy))))
    return mass, mx, my, inertia
  end
  I.massOf = massOf

  -- Box2D 2.3's polygon: points welded closer than half a linear slop, the convex hull by gift
  -- wrapping from the rightmost (lowest) point, counter-clockwise; fewer than 3 is an assertion.
  local function hull(points)
    local ps, n = {}, 0
    local weld = f32(f32(0.5 * 0.005) * f32(0.5 * 0.005))
    for i = 1, #points, 2 do
      local x, y = points[i], points[i + 1]
      local unique = true
      for j = 1, n do
        local dx, dy = f32(x - ps[2 * j - 1]), f32(y - ps[2 * j])
        if dot(dx, dy, dx, dy) < weld then
          unique = false
          break
        end
      end
      if unique then
        n = n + 1
        ps[2 * n - 1], ps[2 * n] = x, y
      end
    end
    if n < 3 then loveError('Box2D assertion failed: false') end
    local i0 = 1
    for i = 2, n do
      local x = ps[2 * i - 1]
      if x > ps[2 * i0 - 1] or (x == ps[2 * i0 - 1] and ps[2 * i] < ps[2 * i0]) then i0 = i end
    end
    local out, m, ih = {}, 0, i0
    repeat
      m = m + 1
      if m > n then loveError('Box2D assertion failed: false') end
      out[2 * m - 1], out[2 * m] = ps[2 * ih - 1], ps[2 * ih]
      local ie = 1
      for j = 2, n do
        if ie == ih then
          ie = j
        else
          local rx, ry = f32(ps[2 * ie - 1] - out[2 * m - 1]), f32(ps[2 * ie] - out[2 * m])
          local vx, vy = f32(ps[2 * j - 1] - out[2 * m - 1]), f32(ps[2 * j] - out[2 * m])
          local c = cross(rx, ry, vx, vy)
          if c < 0 then ie = j end
          if c == 0 and dot(vx, vy, vx, vy) > dot(rx, ry, rx, ry) then ie = j end
        end
      end
      ih = ie
    until ie == i0
    if m < 3 then loveError('Box2D assertion failed: false') end
    return out
  end

  -- The b2c shape of a Shape object (made once; a change of the geometry drops it).
  local function b2shape(shape)
    local s = shape._s
    if s then return s end
    local kind, v = shape._kind, shape._v
    if kind == 'circle' then
      s = b2c.circle(shape._r, { v[1], v[2] })
      shape._fast = true
    elseif kind == 'polygon' then
      local ok, polygon = pcall(I.skinPolygon, v)
      if ok then
        s = polygon
        shape._fast = true
      else
        -- Box2D 2.3 takes slivers b2c refuses (points within a linear slop of a line): the sliver
        -- collides as the segment between its two farthest points (or a dot).
        local best, a, b = -1, 1, 3
        for i = 1, #v, 2 do
          for j = i + 2, #v, 2 do
            local dx, dy = v[j] - v[i], v[j + 1] - v[i + 1]
            if dx * dx + dy * dy > best then best, a, b = dx * dx + dy * dy, i, j end
          end
        end
        local okSegment, segment = pcall(I.skinSegment, { v[a], v[a + 1] }, { v[b], v[b + 1] })
        s = okSegment and segment or b2c.circle(0.005, { (v[a] + v[b]) / 2, (v[a + 1] + v[b + 1]) / 2 })
      end
    elseif kind == 'edge' then
      local p, q = shape._prev, shape._next
      -- Box2D 2.3's edges are two-sided, ghosts or not; LÖVE 12's edge made with ghosts is one-sided.
      local one = shape._oneSided and p and q
      s = I.skinSegment({ v[1], v[2] }, { v[3], v[4] }, one and p, one and q)
      shape._fast = true
    else
      local n = #v / 2
      local points = {}
      for i = 1, (shape._loop and n - 1 or n) * 2 do points[i] = v[i] end
      s = I.skin(b2c.chain(points, shape._loop))
      -- b2c's chains are one-sided (solid on the right of each segment); Box2D 2.3's (LÖVE 11's)
      -- collide on both sides: a chain fixture gets a twin running the other way.
      local reversed = {}
      for i = #points - 1, 1, -2 do
        reversed[#reversed + 1] = points[i]
        reversed[#reversed + 1] = points[i + 1]
      end
      if not shape._oneSided then shape._twin = I.skin(b2c.chain(reversed, shape._loop)) end
    end
    shape._s = s
    return s
  end
  I.b2shape = b2shape

  local function newShape(kind, v, extra)
    local shape = setmetatable({ _kind = kind, _v = v }, classOf[kind])
    if extra then for key, value in pairs(extra) do shape[key] = value end end
    if kind == 'polygon' then shape._n = normals(v) end
    return shape
  end

  local function copyShape(shape)
    local v = {}
    for i = 1, #shape._v do v[i] = shape._v[i] end
    local copy = newShape(shape._kind, v, { _r = shape._r, _loop = shape._loop, _prev = shape._prev, _next = shape._next })
    copy._s, copy._n, copy._twin, copy._oneSided, copy._fast = shape._s, shape._n, shape._twin, shape._oneSided, shape._fast
    return copy
  end

  -- ---- fixtures: LÖVE 11's Fixture and LÖVE 12's attached Shape ----
  local function bodyHandle(body) return body._h end

  -- Attach `object` (a Fixture, or a Shape that becomes attached) with `shape`'s geometry to body.
  local function attach(object, body, shape, density, settings)
    local def = {
      density = f32(density),
      friction = settings and settings.friction or f32(0.2),
      restitution = settings and settings.restitution or 0,
      isSensor = settings and settings.isSensor or false,
      filter = settings and settings.filter or nil,
      userData = object,
    }
    local b = bodyHandle(body)
    local world = body._world
    if world and world._h:isLocked() then error('Box2D assertion failed: m_world->IsLocked() == false', 0) end
    local ok, fixture = pcall(b.createFixture, b, b2shape(shape), def)
    if not ok then error((tostring(fixture):gsub('^.-bad argument', 'bad argument')), 0) end
    object._h, object._body, object._twin = fixture, body, nil
    if shape._twin then object._twin = b:createFixture(shape._twin, def) end
    if world and b:isEnabled() then world._newFixture = true end -- (I.late)
    -- Box2D 2.x's CreateFixture computes the body's mass afresh from its fixtures when the new one
    -- has a density: a mass set by setMassData (or held by setDensity) goes.
    if def.density > 0 then I.massFromFixtures(body) end
    return object
  end

  -- The body's mass from its fixtures again (Box2D 2.x's ResetMassData), summed as Box2D 2.3 sums
  -- it, in floats and in its order (the newest fixture first), so that it reads back as LÖVE's to
  -- the bit: b2c's own sum (in another order, the centre divided instead of multiplied by the
  -- inverse) can differ in the last bit. Set on the b2c body as its mass (an override that b2c
  -- keeps through fixtures made and destroyed; the module calls this again where Box2D 2.x would).
  function I.massFromFixtures(body)
    local h = body._h
    if h:isDestroyed() then return end
    body._custom, body._held = nil, nil
    if h:getType() ~= 'dynamic' then return end
    local mass, cx, cy, inertia = 0, 0, 0, 0
    local list = h:getFixtures()
    local isTwin = I.isTwin
    for k = 1, #list do
      local f = list[k]
      local object = f:getUserData()
      local density = f32(f:getDensity())
      if object ~= nil and density ~= 0 and not (isTwin and isTwin(f)) then
        local m, x, y, i = massOf(object._shape, density)
        mass = f32(mass + m)
        cx, cy = f32(cx + f32(m * x)), f32(cy + f32(m * y))
        inertia = f32(inertia + i)
      end
    end
    if mass > 0 then
      local inv = f32(1 / mass)
      cx, cy = f32(cx * inv), f32(cy * inv)
    else
      mass = 1
    end
    if inertia > 0 and not h:isFixedRotation() then
      inertia = f32(inertia - f32(mass * dot(cx, cy, cx, cy)))
      if not (inertia > 0) then inertia = 0 end
    else
      inertia = 0
    end
    h:setMassData { mass = mass, center = { cx, cy }, inertia = inertia }
  end

  -- A change to a live shape's geometry: Box2D 2.x changes the fixture's shape in place; b2c's
  -- shapes are fixed, so the fixture is made again with the same settings.
  local function refit(shape)
    local owner = shape._owner
    if not owner or not owner._h or owner._h:isDestroyed() then return end
    local old = owner._h
    local settings = {
      friction = old:getFriction(),
      restitution = old:getRestitution(),
      isSensor = old:isSensor(),
      filter = old:getFilter(),
    }
    local twin = owner._twin
    attach(owner, owner._body, shape, old:getDensity(), settings)
    old:destroy()
    if twin and not twin:isDestroyed() then twin:destroy() end
  end

  local function fixtureOf(self, name)
    local h = self._h
    if getmetatable(self) == Fixture then
      if not h or h:isDestroyed() then error('Attempt to use destroyed fixture.', 0) end
    elseif not h or h:isDestroyed() then
      error('Shape must be active in the physics World to use this method.', 0)
    end
    return self._shadow or h
  end

  -- Box2D 2.3 lets a game change a fixture's friction, restitution, density, sensor flag and filter
  -- inside the world's callbacks; b2c refuses while its world steps. A change made then goes to the
  -- fixture's shadow, which the getters read, and reaches the b2c fixture (and a chain's twin) when
  -- the step is over (I.runLater, run by World:update).
  local Shadow = {}
  local ShadowMT = {
    __index = function(shadow, key)
      local method = Shadow[key]
      if method then return method end
      local h = rawget(shadow, '_h')
      return function(_, ...) return h[key](h, ...) end
    end,
  }

  local function pending(shadow, key, value)
    local set = shadow._set
    if set[key] == nil then shadow._order[#shadow._order + 1] = key end
    set[key] = value
  end

  function Shadow:setFriction(value) pending(self, 'Friction', value) end

  function Shadow:setRestitution(value) pending(self, 'Restitution', value) end

  function Shadow:setDensity(value) pending(self, 'Density', value) end

  function Shadow:setSensor(value) pending(self, 'Sensor', value) end

  function Shadow:getFriction()
    local v = self._set.Friction
    if v == nil then return self._h:getFriction() end
    return v
  end

  function Shadow:getRestitution()
    local v = self._set.Restitution
    if v == nil then return self._h:getRestitution() end
    return v
  end

  function Shadow:getDensity()
    local v = self._set.Density
    if v == nil then return self._h:getDensity() end
    return v
  end

  function Shadow:isSensor()
    local v = self._set.Sensor
    if v == nil then return self._h:isSensor() end
    return v
  end

  function Shadow:getFilter()
    local f = self._set.Filter or self._h:getFilter()
    return { categoryBits = f.categoryBits, maskBits = f.maskBits, groupIndex = f.groupIndex }
  end

  function Shadow:setFilter(filter)
    local f = Shadow.getFilter(self)
    for key, value in pairs(filter) do f[key] = value end
    pending(self, 'Filter', f)
  end

  -- A fixture about to turn into a sensor or back: its touching pairs go on (I.carry).
  local function carrySensor(object, h, sensor)
    local world = object._body and object._body._world
    if world and I.carry and h:isSensor() ~= sensor then I.carry(world, h, sensor) end
  end

  local function flush(object)
    local shadow = object._shadow
    object._shadow = nil
    local h = object._h
    if not shadow or not h or h:isDestroyed() then return end
    local twin = object._twin
    if twin and twin:isDestroyed() then twin = nil end
    for _, key in ipairs(shadow._order) do
      local value = shadow._set[key]
      if key == 'Sensor' then carrySensor(object, h, value) end
      h['set' .. key](h, value)
      if twin and key ~= 'Density' then twin['set' .. key](twin, value) end
    end
  end

  function I.runLater(world)
    local list = world._later
    if not list then return end
    world._later = nil
    for i = 1, #list do list[i]() end
  end

  -- The b2c fixture to change, or its shadow while the world steps.
  local function writable(self)
    local h = fixtureOf(self)
    if h == self._shadow then return h end
    local world = self._body and self._body._world
    if not (world and world._h:isLocked()) then return h end
    local shadow = setmetatable({ _h = h, _set = {}, _order = {} }, ShadowMT)
    self._shadow = shadow
    local list = world._later or {}
    list[#list + 1] = function() flush(self) end
    world._later = list
    return shadow
  end

  -- World:update runs what waits for the end of its step.
  local World = I.classes.World
  if World and World.update and not World._runsLater then
    local update = World.update
    World.update = function(self, ...)
      update(self, ...)
      if self._later then I.runLater(self) end
    end
    World._runsLater = true
  end

  -- love.physics.newFixture(body, shape [, density = 1]): friction 0.2, restitution 0 (Box2D 2.3's
  -- defaults). The fixture copies the shape (as Box2D does): changing `shape` later changes only it.
  function lp.newFixture(body, shape, density)
    if not isBody(body) then error(("bad argument #1 to 'newFixture' (Body expected, got %s)"):format(type(body)), 0) end
    if type(shape) ~= 'table' or not classOf[shape._kind] then
      error(("bad argument #2 to 'newFixture' (Shape expected, got %s)"):format(type(shape)), 0)
    end
    density = density == nil and 1 or checkNumber(density, 3, 'newFixture')
    if not (f32(density) >= 0) then error("bad argument #3 to 'newFixture' (density must not be negative)", 0) end
    local own = copyShape(shape)
    local fixture = setmetatable({ _shape = own }, Fixture)
    own._owner = fixture
    return attach(fixture, body, own, density)
  end

  -- The methods a Fixture and an attached Shape share (LÖVE 12 moved them onto Shape).
  local F = {}

  function F:getBody()
    fixtureOf(self)
    return self._body
  end

  function F:getShape()
    fixtureOf(self)
    return self._shape
  end

  -- Box2D 2.3 ends a destroyed fixture's touching contacts at once (endContact inside destroy): the
  -- world's part does that where it is there (I.destroying), for the chain's twin too.
  function F:destroy()
    local h = fixtureOf(self)
    local body, twin = self._body, self._twin
    local function destroy()
      h:destroy()
      if twin and not twin:isDestroyed() then twin:destroy() end
      self._ud = nil
      if body then I.massFromFixtures(body) end -- Box2D 2.x's DestroyFixture resets the mass
    end
    local world = body and body._world
    if not (I.destroying and world) then return destroy() end
    if twin then
      I.destroying(world, body._h, twin, function() I.destroying(world, body._h, h, destroy) end)
    else
      I.destroying(world, body._h, h, destroy)
    end
  end

  function F:isDestroyed()
    local h = self._h
    return not h or h:isDestroyed()
  end

  function F:getUserData()
    fixtureOf(self)
    return self._ud
  end

  function F:setUserData(value)
    fixtureOf(self)
    self._ud = value
  end

  -- LÖVE takes a negative friction or restitution; b2c does not: the fixture keeps the value given
  -- (read back as given) and b2c gets 0.
  function F:getFriction()
    local h = fixtureOf(self)
    return self._friction or f32(h:getFriction())
  end

  function F:setFriction(friction)
    local h = writable(self)
    friction = f32(checkNumber(friction, 1, 'setFriction'))
    self._friction = friction < 0 and friction or nil
    h:setFriction(friction < 0 and 0 or friction)
  end

  function F:getRestitution()
    local h = fixtureOf(self)
    return self._restitution or f32(h:getRestitution())
  end

  function F:setRestitution(restitution)
    local h = writable(self)
    restitution = f32(checkNumber(restitution, 1, 'setRestitution'))
    self._restitution = restitution < 0 and restitution or nil
    h:setRestitution(restitution < 0 and 0 or restitution)
  end

  function F:getDensity() return f32(fixtureOf(self):getDensity()) end

  function F:setDensity(density)
    local h = writable(self)
    density = f32(checkNumber(density, 1, 'setDensity'))
    if not (density >= 0) then error('Box2D assertion failed: b2IsValid(density) && density >= 0.0f', 0) end
    -- Box2D 2.x changes the body's mass only at its next ResetMassData (resetMassData, or a fixture
    -- made or destroyed): the mass of now is held until then.
    local body = self._body
    local b = body and body._h
    if b and not b:isDestroyed() and b:getType() == 'dynamic' then
      local mass, center, inertia = b:getMass(), b:getLocalCenter(), b:getInertia()
      local function hold()
        if b:isDestroyed() then return end
        b:setMassData { mass = mass, center = center, inertia = inertia }
        if not body._custom then body._held = true end
      end
      h:setDensity(density)
      if h == self._shadow then -- inside a callback: after the density, at the end of the step
        local world = body._world
        world._later[#world._later + 1] = hold
      else
        hold()
      end
    else
      h:setDensity(density)
    end
  end

  function F:isSensor() return fixtureOf(self):isSensor() end

  function F:setSensor(sensor)
    local h = writable(self)
    if type(sensor) ~= 'boolean' then
      error(("bad argument #1 to 'setSensor' (boolean expected, got %s)"):format(type(sensor)), 0)
    end
    if h ~= self._shadow then carrySensor(self, h, sensor) end
    h:setSensor(sensor)
  end

  local function toInt(value, n, name)
    value = checkNumber(value, n, name)
    if value ~= floor(value) then
      error(("bad argument #%d to '%s' (number has no integer representation)"):format(n, name), 0)
    end
    return value
  end

  local function int16(value)
    value = value % 65536
    if value >= 32768 then value = value - 65536 end
    return value
  end

  function F:getFilterData()
    local filter = fixtureOf(self):getFilter()
    return filter.categoryBits, filter.maskBits, filter.groupIndex
  end

  function F:setFilterData(category, mask, group)
    local h = writable(self)
    category = toInt(category, 1, 'setFilterData') % 65536
    mask = toInt(mask, 2, 'setFilterData') % 65536
    group = int16(toInt(group, 3, 'setFilterData'))
    h:setFilter({ categoryBits = category, maskBits = mask, groupIndex = group })
  end

  -- LÖVE's categories are 1 to 16, given as numbers or one table; the mask lists those it does not
  -- collide with.
  local function bits(...)
    local list = ...
    local n
    if type(list) == 'table' then
      n = #list
    else
      list, n = { ... }, select('#', ...)
    end
    local result = 0
    for i = 1, n do
      local value = list[i]
      local position = (type(value) == 'number' and value == floor(value)) and value - 1 or -1
      if type(value) == 'string' and tonumber(value) then position = floor(tonumber(value)) - 1 end
      if position < 0 or position >= 16 then error('Values must be in range 1-16.', 0) end
      local bit = 2 ^ position
      if floor(result / bit) % 2 == 0 then result = result + bit end
    end
    return floor(result)
  end

  local function listBits(value)
    local out, n = {}, 0
    for i = 1, 16 do
      if value % 2 == 1 then
        n = n + 1
        out[n] = i
      end
      value = floor(value / 2)
    end
    return unpack(out, 1, n)
  end

  function F:getCategory() return listBits(fixtureOf(self):getFilter().categoryBits) end

  function F:setCategory(...)
    local h = writable(self)
    h:setFilter({ categoryBits = bits(...) })
  end

  function F:getMask() return listBits(65535 - fixtureOf(self):getFilter().maskBits) end

  function F:setMask(...)
    local h = writable(self)
    h:setFilter({ maskBits = 65535 - bits(...) })
  end

  function F:getGroupIndex() return fixtureOf(self):getFilter().groupIndex end

  function F:setGroupIndex(group)
    local h = writable(self)
    h:setFilter({ groupIndex = int16(toInt(group, 1, 'setGroupIndex')) })
  end

  -- The body's transform as Box2D holds it: position and the rotation's cosine and sine (floats).
  local function bodyTransform(body)
    local xf = body._h:getTransform()
    local p, q = xf.p, xf.q
    return f32(p.x), f32(p.y), f32(q.c), f32(q.s)
  end

  local function checkChild(shape, child, n, name, fixture)
    if child == nil then return 0 end
    child = toInt(child, n, name) - 1
    if child < 0 or child >= childCount(shape) then
      if fixture then error('Box2D assertion failed: 0 <= childIndex && childIndex < m_proxyCount', 0) end
      if shape._kind == 'chain' then error('Box2D assertion failed: childIndex < m_count', 0) end
      return 0
    end
    return child
  end

  -- A chain fixture's children and each one's AABB (metres) where its body is, as Box2D 2.3 has
  -- them (its proxies: World:queryBoundingBox reports a chain once for each child it overlaps).
  function I.chainChildren(object)
    return childCount(object._shape)
  end

  function I.childAABB(object, child)
    local px, py, c, s = bodyTransform(object._body)
    return computeAABB(object._shape, px, py, c, s, child)
  end

  -- fixture:getBoundingBox([child]): LÖVE reads the fixture's proxy AABB, computed where the body is.
  function F:getBoundingBox(child)
    local h, shape = self._h, self._shape
    -- b2c's own AABB of a circle, polygon or edge (its skin included) has the same bits as Box2D
    -- 2.3's (checked on 3000 random shapes and turns), scaled to pixels as up() scales
    if child == nil and shape._fast and h and not h:isDestroyed() then
      return h:getBoundingBox(I.meter)
    end
    fixtureOf(self)
    child = checkChild(shape, child, 1, 'getBoundingBox', true)
    local px, py, c, s = bodyTransform(self._body)
    local lx, ly, ux, uy = computeAABB(shape, px, py, c, s, child)
    return up(lx), up(ly), up(ux), up(uy)
  end

  -- fixture:getMassData(): x, y (pixels, body frame), mass (kg), inertia about the body's origin in
  -- kg·m² (LÖVE 11 does not scale it).
  function F:getMassData()
    local h = fixtureOf(self)
    local mass, cx, cy, inertia = massOf(self._shape, f32(h:getDensity()))
    return up(cx), up(cy), mass, inertia
  end

  function F:testPoint(x, y)
    fixtureOf(self)
    x = down(checkNumber(x, 1, 'testPoint'))
    y = down(checkNumber(y, 2, 'testPoint'))
    local px, py, c, s = bodyTransform(self._body)
    return testPoint(self._shape, px, py, c, s, x, y)
  end

  -- fixture:rayCast(x1, y1, x2, y2, maxFraction [, child]) → nx, ny, fraction, or nothing.
  function F:rayCast(x1, y1, x2, y2, maxFraction, child)
    fixtureOf(self)
    x1, y1 = down(checkNumber(x1, 1, 'rayCast')), down(checkNumber(y1, 2, 'rayCast'))
    x2, y2 = down(checkNumber(x2, 3, 'rayCast')), down(checkNumber(y2, 4, 'rayCast'))
    maxFraction = f32(checkNumber(maxFraction, 5, 'rayCast'))
    child = checkChild(self._shape, child, 6, 'rayCast')
    local px, py, c, s = bodyTransform(self._body)
    return rayCast(self._shape, x1, y1, x2, y2, maxFraction, px, py, c, s, child)
  end

  function F:getType() return self._shape._kind end

  -- A chain's twin (the same chain run the other way, for two-sided collision) follows every change.
  for _, name in ipairs({ 'setFriction', 'setRestitution', 'setDensity', 'setSensor', 'setFilterData',
    'setCategory', 'setMask', 'setGroupIndex' }) do
    local method = F[name]
    F[name] = function(self, ...)
      local twin = self._twin
      if not twin then return method(self, ...) end
      local filter = self._h and not self._h:isDestroyed() and self._h:getFilter()
      method(self, ...)
      if twin:isDestroyed() or self._shadow then return end -- (the shadow's flush changes the twin)
      do
        local h = self._h
        twin:setFriction(h:getFriction())
        twin:setRestitution(h:getRestitution())
        twin:setSensor(h:isSensor())
        local now = h:getFilter()
        if not filter or now.categoryBits ~= filter.categoryBits or now.maskBits ~= filter.maskBits or now.groupIndex ~= filter.groupIndex then
          twin:setFilter(now)
        end
      end
    end
  end

  for name, method in pairs(F) do Fixture[name] = method end

  -- The points in pixels, kept while the geometry and the meter stay (games read them each frame
  -- to draw): `_px`, made for the meter `_pxMeter`.
  local function pixels(shape)
    local px = shape._px
    if px and shape._pxMeter == I.meter then return px end
    local v = shape._v
    px = { n = #v }
    for i = 1, #v do px[i] = up(v[i]) end
    if shape._kind == 'circle' then px.r = up(shape._r) end
    shape._px, shape._pxMeter = px, I.meter
    return px
  end

  -- ---- Shape ----
  function Shape:getType() return self._kind end

  function Shape:getRadius()
    if self._kind == 'circle' then return pixels(self).r end
    return up(I.polygonRadius)
  end

  function Shape:getChildCount() return childCount(self) end

  -- shape:computeAABB(x, y, angle [, child]) → minX, minY, maxX, maxY (pixels).
  function Shape:computeAABB(x, y, angle, child)
    x, y = down(checkNumber(x, 1, 'computeAABB')), down(checkNumber(y, 2, 'computeAABB'))
    local c, s = rotOf(checkNumber(angle, 3, 'computeAABB'))
    child = checkChild(self, child, 4, 'computeAABB')
    local lx, ly, ux, uy = computeAABB(self, x, y, c, s, child)
    return up(lx), up(ly), up(ux), up(uy)
  end

  -- shape:computeMass(density) → x, y (pixels), mass (kg), inertia about the shape's origin (kg·px²).
  function Shape:computeMass(density)
    density = f32(checkNumber(density, 1, 'computeMass'))
    local mass, cx, cy, inertia = massOf(self, density)
    return up(cx), up(cy), mass, up(up(inertia))
  end

  -- shape:testPoint(x, y, angle, px, py) (LÖVE 11: the shape placed at x, y, angle); LÖVE 12 also
  -- shape:testPoint(px, py) for an attached shape (a world point).
  function Shape:testPoint(x, y, angle, px, py)
    if angle == nil and self._h and self._body then return F.testPoint(self, x, y) end
    x, y = down(checkNumber(x, 1, 'testPoint')), down(checkNumber(y, 2, 'testPoint'))
    local c, s = rotOf(checkNumber(angle, 3, 'testPoint'))
    px, py = down(checkNumber(px, 4, 'testPoint')), down(checkNumber(py, 5, 'testPoint'))
    return testPoint(self, x, y, c, s, px, py)
  end

  -- shape:rayCast(x1, y1, x2, y2, maxFraction, x, y, angle [, child]) → nx, ny, fraction, or
  -- nothing; LÖVE 12 also shape:rayCast(x1, y1, x2, y2, maxFraction [, child]) for an attached shape.
  function Shape:rayCast(x1, y1, x2, y2, maxFraction, x, y, angle, child)
    if y == nil and self._h and self._body then return F.rayCast(self, x1, y1, x2, y2, maxFraction, x) end
    x1, y1 = down(checkNumber(x1, 1, 'rayCast')), down(checkNumber(y1, 2, 'rayCast'))
    x2, y2 = down(checkNumber(x2, 3, 'rayCast')), down(checkNumber(y2, 4, 'rayCast'))
    maxFraction = f32(checkNumber(maxFraction, 5, 'rayCast'))
    x, y = down(checkNumber(x, 6, 'rayCast')), down(checkNumber(y, 7, 'rayCast'))
    local c, s = rotOf(checkNumber(angle, 8, 'rayCast'))
    child = checkChild(self, child, 9, 'rayCast')
    return rayCast(self, x1, y1, x2, y2, maxFraction, x, y, c, s, child)
  end

  -- LÖVE 12: the Fixture's methods on an attached Shape (a shape made alone raises LÖVE's error).
  for name, method in pairs(F) do
    if name ~= 'getType' and name ~= 'testPoint' and name ~= 'rayCast' then Shape[name] = method end
  end
  function Shape:getShape() return self end

  -- The b2c object under a Shape: an attached (LÖVE 12) shape's b2c fixture, else its b2c shape.
  function Shape:b2c()
    if self._body then return self._h end
    return b2shape(self)
  end
  function Shape:isDestroyed()
    if not self._body then return false end
    return F.isDestroyed(self)
  end

  -- A Shape made alone in LÖVE 12 keeps its own user data.
  function Shape:getUserData() return self._ud end

  function Shape:setUserData(value) self._ud = value end

  local function changed(shape)
    shape._s, shape._twin, shape._fast, shape._px = nil, nil, nil, nil
    refit(shape)
  end

  -- CircleShape
  function CircleShape:getRadius() return pixels(self).r end

  function CircleShape:setRadius(radius)
    self._r = down(checkNumber(radius, 1, 'setRadius'))
    changed(self)
  end

  function CircleShape:getPoint()
    local px = pixels(self)
    return px[1], px[2]
  end

  function CircleShape:setPoint(x, y)
    self._v[1] = down(checkNumber(x, 1, 'setPoint'))
    self._v[2] = down(checkNumber(y, 2, 'setPoint'))
    changed(self)
  end

  -- PolygonShape
  local function points(shape)
    local px = pixels(shape)
    return unpack(px, 1, px.n)
  end

  PolygonShape.getPoints = points

  function PolygonShape:validate()
    local v = self._v
    local n = #v / 2
    for i = 1, n do
      local j = i < n and i + 1 or 1
      local px, py = v[2 * i - 1], v[2 * i]
      local ex, ey = f32(v[2 * j - 1] - px), f32(v[2 * j] - py)
      for k = 1, n do
        if k ~= i and k ~= j then
          if cross(ex, ey, f32(v[2 * k - 1] - px), f32(v[2 * k] - py)) < 0 then return false end
        end
      end
    end
    return true
  end

  -- EdgeShape
  EdgeShape.getPoints = points

  local function ghost(shape, field, name, x, y)
    if x == nil then
      shape[field] = nil
    else
      shape[field] = { down(checkNumber(x, 1, name)), down(checkNumber(y, 2, name)) }
    end
    changed(shape)
  end

  local function readGhost(shape, field)
    local g = shape[field]
    if g then return up(g[1]), up(g[2]) end
  end

  function EdgeShape:setNextVertex(x, y) ghost(self, '_next', 'setNextVertex', x, y) end

  function EdgeShape:setPreviousVertex(x, y) ghost(self, '_prev', 'setPreviousVertex', x, y) end

  function EdgeShape:getNextVertex() return readGhost(self, '_next') end

  function EdgeShape:getPreviousVertex() return readGhost(self, '_prev') end

  -- ChainShape
  ChainShape.getPoints = points
  ChainShape.setNextVertex = EdgeShape.setNextVertex
  ChainShape.setPreviousVertex = EdgeShape.setPreviousVertex
  ChainShape.getNextVertex = EdgeShape.getNextVertex
  ChainShape.getPreviousVertex = EdgeShape.getPreviousVertex

  function ChainShape:getVertexCount() return #self._v / 2 end

  function ChainShape:getPoint(index)
    index = toInt(index, 1, 'getPoint')
    if index < 1 or index > #self._v / 2 then error('Physics error: index out of bounds', 0) end
    return up(self._v[2 * index - 1]), up(self._v[2 * index])
  end

  -- chain:getChildEdge(i) → an EdgeShape with the neighbouring points as its ghosts.
  function ChainShape:getChildEdge(index)
    index = toInt(index, 1, 'getChildEdge') - 1
    local n = #self._v / 2
    if index < 0 or index >= n - 1 then error('Box2D assertion failed: 0 <= index && index < m_count - 1', 0) end
    local v = self._v
    local a = 2 * index
    local prev, nxt
    if index > 0 then prev = { v[a - 1], v[a] } else prev = self._prev end
    if index < n - 2 then nxt = { v[a + 5], v[a + 6] } else nxt = self._next end
    return newShape('edge', { v[a + 1], v[a + 2], v[a + 3], v[a + 4] }, { _prev = prev, _next = nxt })
  end

  -- ---- the module's constructors ----
  -- Two faces of each Shape class. A shape made alone (LÖVE 11's) lists LÖVE 11's Shape methods
  -- only, where helper libraries look (windfield copies the methods of a collider's body, then its
  -- fixture, then its shape, from `pairs(object.__index)`: a shape listing the Fixture's methods
  -- too would take their place); LÖVE 12's methods are still found through the class's own
  -- __index. A shape attached to a body (LÖVE 12's) lists them all. Made once every part has
  -- added its methods (I.finish).
  local hidden = { getShape = true, getUserData = true, setUserData = true, isDestroyed = true }
  for name in pairs(F) do
    if name ~= 'getType' and name ~= 'testPoint' and name ~= 'rayCast' then hidden[name] = true end
  end
  local attachedOf = {}
  I.afterFinish[#I.afterFinish + 1] = function()
    for kind, class in pairs(classOf) do
      local attached = {}
      for key, value in pairs(class) do attached[key] = value end
      attached.__index = attached
      for name in pairs(hidden) do class[name] = nil end
      setmetatable(class, { __index = attached })
      attachedOf[kind] = attached
    end
  end

  -- A Shape made for LÖVE 12 with a body first: attached at once, density 1.
  local function made(shape, body)
    if body then
      setmetatable(shape, attachedOf[shape._kind])
      -- LÖVE 12's Box2D 2.4 chains are one-sided, as b2c's: no twin.
      if shape._kind == 'chain' then shape._oneSided, shape._s, shape._twin = true, nil, nil end
      shape._shape, shape._owner = shape, shape
      attach(shape, body, shape, 1)
    end
    return shape
  end

  local function bodyFirst(...)
    local first = ...
    if isBody(first) then return first, 1 end
    return nil, 0
  end

  function lp.newCircleShape(...)
    local body, skip = bodyFirst(...)
    local n = select('#', ...) - skip
    local a, b, c = select(skip + 1, ...)
    local x, y, r
    if n == 1 then
      x, y, r = 0, 0, checkNumber(a, skip + 1, 'newCircleShape')
    elseif n == 3 then
      x, y = checkNumber(a, skip + 1, 'newCircleShape'), checkNumber(b, skip + 2, 'newCircleShape')
      r = checkNumber(c, skip + 3, 'newCircleShape')
    else
      error('Incorrect number of parameters', 0)
    end
    return made(newShape('circle', { down(x), down(y) }, { _r = down(r) }), body)
  end

  -- Box2D 2.3's SetAsBox(hx, hy, center, angle): the corners turned and moved, in floats.
  function lp.newRectangleShape(...)
    local body, skip = bodyFirst(...)
    local n = select('#', ...) - skip
    local args = { select(skip + 1, ...) }
    local x, y, w, h, angle = 0, 0, nil, nil, 0
    if n == 2 then
      w, h = checkNumber(args[1], skip + 1, 'newRectangleShape'), checkNumber(args[2], skip + 2, 'newRectangleShape')
    elseif n == 4 or n == 5 then
      for i = 1, 4 do args[i] = checkNumber(args[i], skip + i, 'newRectangleShape') end
      x, y, w, h = args[1], args[2], args[3], args[4]
      if args[5] ~= nil then angle = checkNumber(args[5], skip + 5, 'newRectangleShape') end
    else
      error('Incorrect number of parameters', 0)
    end
    local hx, hy = down(f32(f32(w) / 2)), down(f32(f32(h) / 2))
    local cx, cy = down(x), down(y)
    local c, s = rotOf(angle)
    local v = { -hx, -hy, hx, -hy, hx, hy, -hx, hy }
    for i = 1, 8, 2 do v[i], v[i + 1] = apply(cx, cy, c, s, v[i], v[i + 1]) end
    local shape = newShape('polygon', v)
    local n = { 0, -1, 1, 0, 0, 1, -1, 0 }
    for i = 1, 8, 2 do n[i], n[i + 1] = rotate(c, s, n[i], n[i + 1]) end
    shape._n = n
    return made(shape, body)
  end

  function lp.newPolygonShape(...)
    local body, skip = bodyFirst(...)
    local first = select(skip + 1, ...)
    local list, n, fromTable
    if type(first) == 'table' then
      list, n, fromTable = first, #first, true
    else
      list, n = { select(skip + 1, ...) }, select('#', ...) - skip
    end
    if n % 2 ~= 0 then error('Number of vertex components must be a multiple of two.', 0) end
    local count = n / 2
    if count < 3 then error(('Expected a minimum of 3 vertices, got %d.'):format(count), 0) end
    if count > 8 then error(('Expected a maximum of 8 vertices, got %d.'):format(count), 0) end
    local v = {}
    for i = 1, n do
      local value = list[i]
      if type(value) ~= 'number' then
        if fromTable then
          error(("bad argument #-%d to 'newPolygonShape' (number expected, got %s)"):format(i % 2 == 1 and 2 or 1, type(value)), 0)
        end
        value = checkNumber(value, skip + i, 'newPolygonShape')
      end
      v[i] = down(value)
    end
    return made(newShape('polygon', hull(v)), body)
  end

  function lp.newEdgeShape(...)
    local body, skip = bodyFirst(...)
    local v = {}
    for i = 1, 4 do v[i] = down(checkNumber((select(skip + i, ...)), skip + i, 'newEdgeShape')) end
    local extra
    if select(skip + 5, ...) ~= nil then
      local g = {}
      for i = 5, 8 do g[i - 4] = down(checkNumber((select(skip + i, ...)), skip + i, 'newEdgeShape')) end
      extra = { _prev = { g[1], g[2] }, _next = { g[3], g[4] }, _oneSided = true }
    end
    return made(newShape('edge', v, extra), body)
  end

  -- newChainShape(loop, x1, y1, ...) or (loop, {x1, y1, ...}); a loop repeats its first point at the
  -- end and takes its neighbours as ghosts (Box2D 2.3's CreateLoop).
  function lp.newChainShape(...)
    local body, skip = bodyFirst(...)
    local loop, first = select(skip + 1, ...)
    local list, n
    if type(first) == 'table' then
      list, n = first, #first
    else
      list, n = { select(skip + 2, ...) }, select('#', ...) - skip - 1
    end
    if n % 2 ~= 0 or (body and n == 0) then error('Number of vertex components must be a multiple of two.', 0) end
    if type(loop) ~= 'boolean' then
      error(("bad argument #%d to 'newChainShape' (boolean expected, got %s)"):format(skip + 1, loop == nil and 'no value' or type(loop)), 0)
    end
    local v = {}
    for i = 1, n do
      local value = list[i]
      if type(first) == 'table' then
        value = tonumber(value) or 0
      else
        value = checkNumber(value, skip + 1 + i, 'newChainShape')
      end
      v[i] = down(value)
    end
    local count = n / 2
    if loop and count < 3 then error('Box2D assertion failed: count >= 3', 0) end
    if not loop and count < 2 then error('Box2D assertion failed: count >= 2', 0) end
    local slop = f32(0.005 * 0.005)
    for i = 1, count do
      local j = i < count and i + 1 or (loop and 1 or nil)
      if j then
        local dx, dy = f32(v[2 * j - 1] - v[2 * i - 1]), f32(v[2 * j] - v[2 * i])
        if not (dot(dx, dy, dx, dy) > slop) then
          if loop then error('Box2D assertion failed: b2DistanceSquared(v1, v2) > b2_linearSlop * b2_linearSlop', 0) end
          error('Box2D assertion failed: b2DistanceSquared(vertices[i-1], vertices[i]) > b2_linearSlop * b2_linearSlop', 0)
        end
      end
    end
    local extra = { _loop = loop }
    if loop then
      v[2 * count + 1], v[2 * count + 2] = v[1], v[2]
      extra._prev = { v[2 * count - 1], v[2 * count] }
      extra._next = { v[3], v[4] }
    end
    return made(newShape('chain', v, extra), body)
  end

  -- For the world's part: a b2c fixture that is the twin of a LÖVE 11 chain fixture (the chain run
  -- the other way, for two-sided collision) stands for the same LÖVE Fixture; queries, ray casts and
  -- body:getFixtures() should skip it, and I.loveChild gives the chain's child for its child i.
  function I.isTwin(fixture)
    local object = fixture:getUserData()
    return type(object) == 'table' and object._twin == fixture
  end

  function I.loveChild(fixture, child)
    if not I.isTwin(fixture) then return child end
    local shape = fixture:getUserData()._shape
    local n = childCount(shape)
    if shape._loop then return (n - 1 - child) % n + 1 end -- the loop reversed starts at its last point
    return n + 1 - child
  end

  I.newShape = newShape
  I.copyShape = copyShape
  I.shapeGeometry = { computeAABB = computeAABB, testPoint = testPoint, rayCast = rayCast, bodyTransform = bodyTransform }
end
