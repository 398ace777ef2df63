-- b2c.love outside LÖVE: a fake love.graphics records every call, and the calls are checked.
local b2c = require 'b2c'
local draw = require 'b2c.love'

-- A love.graphics stand-in: the drawing calls it gets, in order, and the colour and line width
-- state of LÖVE 11 (colours in [0, 1]).
local function fakeGraphics()
  local g = { calls = {}, color = { 1, 1, 1, 1 }, width = 1 }
  local function record(name)
    return function(...) g.calls[#g.calls + 1] = { name, ... } end
  end
  g.polygon, g.circle, g.line = record('polygon'), record('circle'), record('line')
  function g.setColor(r, gg, b, a)
    assert(type(r) == 'number' and type(gg) == 'number' and type(b) == 'number' and type(a) == 'number')
    g.color = { r, gg, b, a }
    g.calls[#g.calls + 1] = { 'setColor', r, gg, b, a }
  end
  function g.getColor() return g.color[1], g.color[2], g.color[3], g.color[4] end
  function g.setLineWidth(w) g.width = w end
  function g.getLineWidth() return g.width end
  return g
end

-- The drawing calls (polygon, circle, line) with the colour set when each was made.
local unpackAll = table.unpack or unpack

local function shapes(g)
  local out, color = {}, nil
  for _, call in ipairs(g.calls) do
    if call[1] == 'setColor' then
      color = { call[2], call[3], call[4], call[5] }
    else
      out[#out + 1] = { name = call[1], mode = call[2], args = { select(2, unpackAll(call)) }, color = color }
    end
  end
  return out
end

local function near(a, b, tolerance) return math.abs(a - b) <= (tolerance or 1e-4) end

local function assertColor(expected, actual, alpha)
  assert.is_not_nil(actual, 'no colour set')
  for i = 1, 3 do assert.near(expected[i], actual[i], 1e-6) end
  assert.near(alpha, actual[4], 1e-6)
end

local function assertFlat(expected, flat)
  assert.are.equal(#expected, #flat)
  for i = 1, #expected do
    assert.is_true(near(expected[i], flat[i]), ('coordinate %d: %s expected, got %s'):format(i, expected[i], flat[i]))
  end
end

local static, awake, aabbColor = { 0.45, 0.75, 0.45, 1 }, { 0.95, 0.6, 0.4, 1 }, { 0.85, 0.35, 0.85, 1 }

describe('b2c.love', function()
  local g
  before_each(function()
    g = fakeGraphics()
    _G.love = { graphics = g }
  end)
  after_each(function() _G.love = nil end)

  it('loads without LÖVE and says so only when asked to draw', function()
    _G.love = nil
    package.loaded['b2c.love'] = nil
    local fresh = require 'b2c.love'
    local view = fresh.new { scale = 10 }
    assert.near(b2c.vec2(1, -2), view:toWorld(10, 20))
    local world = b2c.world {}
    h.raisesLike('love.graphics is not available', function() view:draw(world) end)
    h.raisesLike('love.graphics is not available', function() view:segment({ x = 0, y = 0 }, { x = 1, y = 0 }, static) end)
  end)

  describe('camera', function()
    it('maps metres to pixels with y up, about the offset', function()
      local view = draw.new { scale = 20, offset = { 400, 300 } }
      local x, y = view:toScreen(b2c.vec2(2, 3))
      assert.are.same({ 440, 240 }, { x, y })
      x, y = view:toScreen(-1, -0.5)
      assert.are.same({ 380, 310 }, { x, y })
      local p = view:toWorld(440, 240)
      assert.is_true(b2c.isvec2(p)) -- (the FFI vec2 under LuaJIT)
      assert.near(b2c.vec2(2, 3), p)
    end)

    it('converts back and forth (mouse picking)', function()
      local view = draw.new { scale = 37.5, offset = b2c.vec2(512.25, 600) }
      for _, s in ipairs({ { 0, 0 }, { 1023, 639 }, { 512.25, 600 }, { 17, 333 } }) do
        local x, y = view:toScreen(view:toWorld(s[1], s[2]))
        assert.is_true(near(s[1], x) and near(s[2], y))
      end
    end)

    it('defaults to 30 px a metre about the screen origin, and setCamera keeps what it is not given', function()
      local view = draw.new()
      assert.are.same({ 30, -60 }, { view:toScreen(1, 2) })
      view:setCamera { offset = { x = 100, y = 50 } }
      assert.are.same({ 130, -10 }, { view:toScreen(1, 2) })
      view:setCamera { scale = 10 }
      assert.are.same({ 110, 30 }, { view:toScreen(1, 2) })
    end)

    it('rejects a bad camera', function()
      h.raisesLike('scale must be positive, got 0', function() draw.new { scale = 0 } end)
      h.raisesLike('scale must be a finite number, got big', function() draw.new { scale = 'big' } end)
      h.raisesLike('offset.x must be a finite number', function() draw.new { offset = { 'a', 1 } } end)
      h.raisesLike('offset must be a vec2 or {x, y}, got number', function() draw.new { offset = 3 } end)
      h.raisesLike('options table expected, got string', function() draw.new 'big' end)
    end)
  end)

  describe('drawing a world', function()
    it('fills each polygon with a translucent tint of its colour, then outlines it', function()
      local world = b2c.world {}
      world:createBody { position = { 1, 2 } }:createFixture(b2c.box(2, 1))
      local view = draw.new { scale = 10, offset = { 100, 200 } }
      view:draw(world)
      local s = shapes(g)
      assert.are.equal(2, #s)
      local box = { 90, 190, 130, 190, 130, 170, 90, 170 } -- (-1, 1) (3, 1) (3, 3) (-1, 3)
      assert.are.equal('polygon', s[1].name)
      assert.are.equal('fill', s[1].mode)
      assertFlat(box, s[1].args[2])
      assertColor(static, s[1].color, 0.5)
      assert.are.equal('polygon', s[2].name)
      assert.are.equal('line', s[2].mode)
      assertFlat(box, s[2].args[2])
      assertColor(static, s[2].color, 1)
    end)

    it('draws circles, capsules and segments in pixels, in the body colour', function()
      local world = b2c.world { gravity = { 0, 0 } }
      local body = world:createBody { type = 'dynamic', position = { 0, 5 } }
      body:createFixture(b2c.circle(0.5, { 1, 0 }))
      world:createBody { type = 'dynamic', position = { -4, 5 } }:createFixture(b2c.capsule({ -1, 0 }, { 1, 0 }, 0.25))
      world:createBody {}:createFixture(b2c.segment({ -5, 0 }, { 5, 0 }))
      local view = draw.new { scale = 20, offset = { 200, 300 } }
      view:draw(world)
      local circles, polygons, lines = {}, {}, {}
      for _, c in ipairs(shapes(g)) do
        local list = c.name == 'circle' and circles or c.name == 'polygon' and polygons or lines
        list[#list + 1] = c
      end
      -- the circle: a fill and an outline at (1, 5) -> (220, 200), radius 0.5 m -> 10 px
      assert.are.equal(2, #circles)
      assert.are.same({ 'fill', 220, 200, 10 }, circles[1].args)
      assert.are.same({ 'line', 220, 200, 10 }, circles[2].args)
      assertColor(awake, circles[1].color, 0.5)
      assertColor(awake, circles[2].color, 1)
      -- the capsule: its outline of 18 points (fill and line), convex, 0.25 m = 5 px about its core
      assert.are.equal(2, #polygons)
      local flat = polygons[1].args[2]
      assert.are.equal(36, #flat)
      assert.are.same(flat, polygons[2].args[2])
      for i = 1, 35, 2 do
        local x, y = flat[i], flat[i + 1] -- core from (100, 200) to (140, 200)
        local dx = x < 100 and x - 100 or x > 140 and x - 140 or 0
        assert.is_true(near(5, math.sqrt(dx * dx + (y - 200) ^ 2)), ('point %d is off the capsule'):format((i + 1) / 2))
      end
      local area = 0
      for i = 1, 35, 2 do
        local j = i + 2 > 36 and 1 or i + 2
        area = area + flat[i] * flat[j + 1] - flat[j] * flat[i + 1]
      end
      -- counter-clockwise in the world is clockwise on a y-down screen
      assert.is_true(area < 0)
      assert.is_true(near(8 * 25 * math.sin(math.pi / 8) + 40 * 10, -area / 2, 1e-3))
      -- lines: the capsule's core, then the static segment from (-5, 0) to (5, 0): y = 0 -> 300 px
      assert.are.equal(2, #lines)
      assert.are.same({ 100, 200, 140, 200 }, lines[1].args)
      assert.are.same({ 100, 300, 300, 300 }, lines[2].args)
      assertColor(static, lines[2].color, 1)
    end)

    it('passes the layer options to world:draw: AABBs as outlines, contact points and centres as dots', function()
      local world = h.groundWorld()
      local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
      box:createFixture(b2c.box(0.5, 0.5))
      world:step(1 / 60)
      local view = draw.new { scale = 10, offset = { 0, 0 } }
      view:draw(world, { aabbs = true, contacts = true, centers = true })
      local fills, outlines, dots, lines = 0, {}, {}, {}
      for _, c in ipairs(shapes(g)) do
        if c.mode == 'fill' and c.name == 'polygon' then
          fills = fills + 1
        elseif c.name == 'polygon' then
          outlines[#outlines + 1] = c
        elseif c.name == 'circle' and c.mode == 'fill' then
          dots[#dots + 1] = c
        elseif c.name == 'line' then
          lines[#lines + 1] = c
        end
      end
      assert.are.equal(2, fills) -- the ground and the box; AABBs are not filled
      assert.are.equal(4, #outlines) -- two fixtures, two AABBs
      assertColor(aabbColor, outlines[3].color, 1)
      assertColor(aabbColor, outlines[4].color, 1)
      -- two contact points of size 5 (radius 2.5 px) in red, then two centres of size 4 in white
      assert.are.equal(4, #dots)
      for i = 1, 2 do
        assert.are.equal(2.5, dots[i].args[4])
        assertColor({ 0.95, 0.25, 0.25 }, dots[i].color, 1)
        assert.is_true(near(0, dots[i].args[3], 0.5)) -- y = 0 (on the ground) is 0 px
      end
      assert.are.same({ 'fill', 0, 0, 2 }, dots[3].args) -- the ground's origin
      local centre = dots[4].args -- the box's centre, (0, 0.5) -> (0, -5)
      assert.are.equal('fill', centre[1])
      assert.is_true(near(0, centre[2], 0.01) and near(-5, centre[3], 0.01) and centre[4] == 2)
      assertColor({ 1, 1, 1 }, dots[4].color, 1)
      -- two contact normals, 0.25 m = 2.5 px up from the points
      assert.are.equal(2, #lines)
      for _, l in ipairs(lines) do
        assert.is_true(near(l.args[1], l.args[3]) and near(l.args[2] - 2.5, l.args[4]))
      end
    end)

    it('draws nothing of a layer that is turned off', function()
      local world = h.groundWorld()
      draw.new():draw(world, { fixtures = false })
      assert.are.same({}, shapes(g))
    end)

    it('fills nothing with fill = 0, and sets its line width only while drawing', function()
      local world = h.groundWorld()
      g.setLineWidth(3)
      g.setColor(0.1, 0.2, 0.3, 0.4)
      local seen
      g.polygon = function(mode) seen = seen or g.width; assert.are.equal('line', mode) end
      draw.new { fill = 0, lineWidth = 2 }:draw(world)
      assert.are.equal(2, seen)
      assert.are.equal(3, g.width)
      assert.are.same({ 0.1, 0.2, 0.3, 0.4 }, g.color)
    end)

    it('restores the colour and line width after an error, which reaches the caller', function()
      local world = h.groundWorld()
      g.setColor(0.1, 0.2, 0.3, 0.4)
      g.polygon = function() error('out of ink', 0) end
      local ok, err = pcall(draw.new().draw, draw.new(), world)
      assert.is_false(ok)
      assert.are.equal('out of ink', err)
      assert.are.same({ 0.1, 0.2, 0.3, 0.4 }, g.color)
      assert.are.equal(1, g.width)
      _G.love.graphics = fakeGraphics()
      h.raises("bad argument #2 to 'draw' (field 'aabbs': boolean expected, got number)", function()
        draw.new():draw(world, { aabbs = 1 })
      end)
      h.raises("bad argument #2 to 'draw' (table expected, got string)", function() draw.new():draw(world, 'all') end)
    end)

    it('draws with the graphics table it is given instead of the global one', function()
      _G.love = nil
      local mine = fakeGraphics()
      local world = h.groundWorld()
      draw.new { graphics = mine }:draw(world)
      assert.are.equal(2, #shapes(mine))
    end)

    it('draw.world draws once with the camera and layers of one table', function()
      local world = h.groundWorld()
      world:createBody { type = 'dynamic', position = { 0, 0.5 } }:createFixture(b2c.box(0.5, 0.5))
      draw.world(world, { scale = 10, offset = { 50, 60 }, aabbs = true })
      local s = shapes(g)
      assert.are.equal(6, #s) -- two fills, two outlines, two AABBs
      assertFlat({ 45, 60, 55, 60, 55, 50, 45, 50 }, s[3].args[2])
    end)

    it('the drawer methods serve any drawing with the same camera', function()
      local view = draw.new { scale = 10, offset = { 0, 100 } }
      view:segment(b2c.vec2(0, 0), { x = 1, y = 1 }, { 1, 0, 0, 1 })
      view:point({ x = 2, y = 0 }, 6, { 0, 1, 0 })
      view:polygon({ b2c.vec2(0, 0), b2c.vec2(1, 0), b2c.vec2(0, 1) }, { 0, 0, 1, 0.8 })
      local s = shapes(g)
      assert.are.same({ 0, 100, 10, 90 }, s[1].args)
      assert.are.same({ 'fill', 20, 100, 3 }, s[2].args)
      assertColor({ 0, 1, 0 }, s[2].color, 1)
      assert.are.equal('fill', s[3].mode)
      assertColor({ 0, 0, 1 }, s[3].color, 0.4)
      assert.are.equal('line', s[4].mode)
    end)
  end)

  describe('y down (love.physics worlds)', function()
    it('maps metres to pixels without flipping y, and back', function()
      local view = draw.new { scale = 20, offset = { 400, 300 }, yDown = true }
      assert.is_true(view.yDown)
      assert.are.same({ 440, 360 }, { view:toScreen(b2c.vec2(2, 3)) })
      assert.are.same({ 380, 290 }, { view:toScreen(-1, -0.5) })
      assert.near(b2c.vec2(2, 3), view:toWorld(440, 360))
      for _, s in ipairs({ { 0, 0 }, { 1023, 639 }, { 17, 333 } }) do
        local x, y = view:toScreen(view:toWorld(s[1], s[2]))
        assert.is_true(near(s[1], x) and near(s[2], y))
      end
      assert.is_false(draw.new().yDown)
      view:setCamera { yDown = false }
      assert.are.same({ 440, 240 }, { view:toScreen(2, 3) })
      view:setCamera { scale = 10 }
      assert.is_false(view.yDown)
      h.raisesLike('yDown must be a boolean, got string', function() draw.new { yDown = 'yes' } end)
      h.raisesLike('yDown must be a boolean, got number', function() view:setCamera { yDown = 1 } end)
    end)

    it('draws polygons, circles and segments with y down', function()
      local world = b2c.world { gravity = { 0, 0 } }
      world:createBody { position = { 1, 2 } }:createFixture(b2c.box(2, 1))
      world:createBody { type = 'dynamic', position = { 0, 5 } }:createFixture(b2c.circle(0.5, { 1, 0 }))
      world:createBody {}:createFixture(b2c.segment({ -5, 1 }, { 5, 2 }))
      local view = draw.new { scale = 10, offset = { 100, 200 }, yDown = true }
      view:draw(world)
      local polygons, circles, lines = {}, {}, {}
      for _, s in ipairs(shapes(g)) do
        local into = s.name == 'polygon' and polygons or s.name == 'circle' and circles or lines
        into[#into + 1] = s
      end
      assert.are.equal(2, #polygons)
      assertFlat({ 90, 210, 130, 210, 130, 230, 90, 230 }, polygons[1].args[2]) -- (-1, 1) (3, 1) (3, 3) (-1, 3)
      assert.are.equal(2, #circles)
      assert.are.same({ 'fill', 110, 250, 5 }, circles[1].args)
      assert.are.equal(1, #lines)
      assert.are.same({ 50, 210, 150, 220 }, lines[1].args)
    end)

    it('draws the b2c world under a b2c.lovephysics World, and finds its fixtures', function()
      local world = b2c.world { gravity = { 0, 0 } }
      local fixture = world:createBody { position = { 1, 2 } }:createFixture(b2c.box(2, 1))
      local loveWorld = setmetatable({ _h = world }, { __index = {} }) -- what the module's World is
      local view = draw.new { scale = 10, offset = { 100, 200 }, yDown = true }
      view:draw(loveWorld)
      local s = shapes(g)
      assert.are.equal(2, #s)
      assertFlat({ 90, 210, 130, 210, 130, 230, 90, 230 }, s[1].args[2])
      g.calls = {}
      draw.world(loveWorld, { yDown = true, scale = 10 })
      assertFlat({ -10, 10, 30, 10, 30, 30, -10, 30 }, shapes(g)[1].args[2])
      assert.are.equal(fixture, draw.fixtureAt(loveWorld, view:toWorld(120, 225)))
    end)

    it('makes a drawer for the module: y down, scaled by its meter, drawing in its pixels', function()
      local lp = require 'b2c.lovephysics'
      local meter = lp.getMeter()
      finally(function() lp.setMeter(meter) end)
      local view = draw.lovephysics()
      assert.is_true(view.yDown)
      assert.are.equal(meter, view.scale)
      assert.are.same({ 0, 0 }, { view.offsetX, view.offsetY })
      lp.setMeter(64)
      view = draw.lovephysics { offset = { 10, 20 }, fill = 0 }
      assert.are.equal(64, view.scale)
      assert.are.same({ 10 + 128, 20 + 64 }, { view:toScreen(2, 1) })
      assert.are.equal(0, view.fill)
      assert.are.equal(5, draw.lovephysics { scale = 5 }.scale)
      assert.is_false(draw.lovephysics { yDown = false }.yDown)
      h.raisesLike("bad argument #1 to 'lovephysics' (unknown field 'scael')", function() draw.lovephysics { scael = 1 } end)
    end)
  end)

  describe('fixtureAt', function()
    it('finds the fixture under a point, a dynamic body before a static one', function()
      local world, _, ground = h.groundWorld()
      local box = world:createBody { type = 'dynamic', position = { 0, -0.5 } }:createFixture(b2c.box(0.5, 0.5))
      assert.are.equal(box, draw.fixtureAt(world, b2c.vec2(0.2, -0.7)))
      assert.are.equal(ground, draw.fixtureAt(world, { 3, -0.5 }))
      assert.is_nil(draw.fixtureAt(world, { x = 0, y = 5 }))
      local view = draw.new { scale = 10, offset = { 100, 100 } }
      assert.are.equal(box, draw.fixtureAt(world, view:toWorld(100, 105)))
    end)
  end)
end)
