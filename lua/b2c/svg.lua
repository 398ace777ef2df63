-- b2c.svg: SVG pictures of worlds, shapes, AABBs, rays and dynamic trees.
--
--   local svg = require 'b2c.svg'
--   local pic = svg.new { width = 800 }          -- the view fits what is drawn
--   pic:world(world, { aabbs = true })
--   pic:ray(p1, p2, hitPoint)
--   pic:write('scene.svg')
--
-- Everything is recorded in world coordinates (metres, y up) and laid out when the document is
-- made: one group maps the view onto the picture (flipping y), so the coordinates in the file are
-- the world's. Line widths, dot sizes and dashes are in pixels whatever the scale. A picture is
-- itself a drawer for world:draw (it has polygon, circle, segment, point and capsule).
local b2c = require 'b2c'

local svg = {}

local format, concat, floor, huge, sqrt = string.format, table.concat, math.floor, math.huge, math.sqrt

-- Colours {r, g, b, a} (numbers in [0, 1]) as world:draw gives them.
local COLORS = {
  shape = { 0.95, 0.6, 0.4, 1 },
  aabb = { 0.85, 0.35, 0.85, 1 },
  ray = { 0.95, 0.85, 0.3, 1 },
  hit = { 0.95, 0.25, 0.25, 1 },
  proxy = { 0.35, 0.75, 0.9, 1 },
  point = { 1, 1, 1, 1 },
  text = { 0.9, 0.9, 0.9, 1 },
}
svg.colors = COLORS

local DEFAULTS = {
  width = 800,
  margin = 10,
  background = '#1e2129',
  lineWidth = 1.5,
  fillOpacity = 0.3,
}

---------------------------------------------------------------------------------------------------
-- Argument checks, in Lua's standard form (the same words as the C side).

-- The type name Lua's own errors use: the metatable's __name (b2c.vec2, b2c.world, ...) or type.
local function typeName(v)
  if b2c.isvec2(v) then return 'b2c.vec2' end -- (LuaJIT's FFI vec2 has no metatable of its own)
  local mt = getmetatable(v)
  if type(mt) == 'table' then
    local name = rawget(mt, '__name')
    if type(name) == 'string' then return name end
  end
  return type(v)
end

-- Raise `bad argument #n to 'fname' (message)` at the caller of the public function (`level`
-- counts from the function that calls argError: 1 is the public function itself).
local function argError(n, fname, message, level)
  error(format("bad argument #%d to '%s' (%s)", n, fname, message), (level or 1) + 2)
end

local function typeError(n, fname, expected, value, level)
  argError(n, fname, format('%s expected, got %s', expected, typeName(value)), (level or 1) + 1)
end

local function isFinite(x)
  return type(x) == 'number' and x == x and x > -huge and x < huge
end

-- A number as the C side writes it in messages ('nan', not '-nan').
local function numberText(x)
  if x ~= x then return 'nan' end
  if x == huge then return 'inf' elseif x == -huge then return '-inf' end
  return format('%.14g', x)
end

-- x, y of a vec2 argument: a b2c.vec2, an array {x, y} or a table {x =, y =}.
local function checkPoint(v, n, fname, level, what)
  level = (level or 1) + 1
  local prefix = what and (what .. ' ') or ''
  if b2c.isvec2(v) then return v.x, v.y end
  if type(v) ~= 'table' then
    if what then argError(n, fname, format('%s: b2c.vec2 expected, got %s', what, typeName(v)), level) end
    typeError(n, fname, 'b2c.vec2', v, level)
  end
  local x, y, kx, ky = v[1], v[2], '[1]', '[2]'
  if x == nil and y == nil then x, y, kx, ky = v.x, v.y, 'x', 'y' end
  for _, c in ipairs({ { x, kx }, { y, ky } }) do
    if type(c[1]) ~= 'number' then
      argError(n, fname, format('%s%s: number expected, got %s', prefix, c[2], typeName(c[1])), level)
    elseif not isFinite(c[1]) then
      argError(n, fname, format('%s%s: finite number expected, got %s', prefix, c[2], numberText(c[1])), level)
    end
  end
  return x, y
end

local function checkNumber(v, n, fname, level)
  if type(v) ~= 'number' then typeError(n, fname, 'number', v, (level or 1) + 1) end
  if not isFinite(v) then
    argError(n, fname, 'finite number expected, got ' .. numberText(v), (level or 1) + 1)
  end
  return v
end

local function checkClass(v, n, fname, name, level)
  if typeName(v) ~= name then typeError(n, fname, name, v, (level or 1) + 1) end
  return v
end

-- Raise `bad argument #n to 'fname' (unknown field 'KEY')` for a key of the options table `t`
-- that is not a key of `fields` (a key that is not a string: `[1]`, `[true]`, `[table]`, as the
-- C side writes them). Raw (next): no metamethod runs.
local function checkFields(t, fields, n, fname, level)
  for key in next, t do
    if type(key) ~= 'string' or fields[key] == nil then
      local name = type(key) == 'string' and ("'" .. key .. "'")
          or '[' .. (type(key) == 'number' and format('%.14g', key) or
            type(key) == 'boolean' and tostring(key) or typeName(key)) .. ']'
      argError(n, fname, 'unknown field ' .. name, (level or 1) + 1)
    end
  end
end

-- A box argument: a b2c.aabb, or a table b2c.aabb takes ({lowerX, lowerY, upperX, upperY},
-- {lower, upper}, {lower =, upper =}), checked by b2c.aabb itself; `field` names an options field.
local function checkAABB(v, n, fname, field, level)
  level = (level or 1) + 1
  if typeName(v) == 'b2c.aabb' then return v end
  local prefix = field and format("field '%s': ", field) or ''
  if type(v) ~= 'table' then argError(n, fname, prefix .. 'b2c.aabb expected, got ' .. typeName(v), level) end
  local ok, box = pcall(b2c.aabb, v)
  if ok then return box end
  -- b2c.aabb's message, inside this function's
  local message = tostring(box):match("bad argument #%d+ to '[^']*' %((.*)%)$") or tostring(box)
  argError(n, fname, prefix .. message, level)
end

local function escape(s)
  return (s:gsub('[&<>"\']', { ['&'] = '&amp;', ['<'] = '&lt;', ['>'] = '&gt;', ['"'] = '&quot;', ["'"] = '&apos;' }))
end

-- A colour argument: nil (the default), a table {r, g, b [, a]} of numbers in [0, 1], or a
-- string SVG understands ('#ff8000', 'red'). Returns {paint, opacity}.
local function checkColor(c, default, n, fname, level)
  level = (level or 1) + 1
  if c == nil then c = default end
  if type(c) == 'string' then return { escape(c), 1 } end
  if type(c) ~= 'table' then typeError(n, fname, 'color table or string', c, level) end
  local rgb = {}
  for i = 1, 4 do
    local x = c[i]
    if i == 4 and x == nil then x = 1 end
    if type(x) ~= 'number' or not (x >= 0 and x <= 1) then
      argError(n, fname, format('color [%d]: number in [0, 1] expected, got %s', i,
        type(x) == 'number' and numberText(x) or typeName(x)), level)
    end
    rgb[i] = x
  end
  return { format('#%02x%02x%02x', floor(rgb[1] * 255 + 0.5), floor(rgb[2] * 255 + 0.5), floor(rgb[3] * 255 + 0.5)), rgb[4] }
end

---------------------------------------------------------------------------------------------------
-- The picture: a list of items in world coordinates and their bounds.

local Picture = {}
Picture.__index = Picture
Picture.__name = 'b2c.svg.picture'

local function num(x)
  if x == 0 then return '0' end -- and -0
  return format('%.6g', x)
end

-- Make room for (x, y) in the bounds of what is drawn.
local function grow(self, x, y, r)
  r = r or 0
  local b = self.bounds
  if x - r < b[1] then b[1] = x - r end
  if y - r < b[2] then b[2] = y - r end
  if x + r > b[3] then b[3] = x + r end
  if y + r > b[4] then b[4] = y + r end
end

local function add(self, item)
  local items = self.items
  items[#items + 1] = item
  return self
end

-- Recorders, shared by the public methods (which check their arguments) and the drawers
-- pic:world hands to world:draw (whose arguments are already vec2 and numbers).
local function addPolygon(self, class, xs, ys, color, filled)
  for i = 1, #xs do grow(self, xs[i], ys[i]) end
  return add(self, { kind = 'polygon', class = class, xs = xs, ys = ys, color = color, filled = filled })
end

local function addCircle(self, class, x, y, r, color)
  grow(self, x, y, r)
  return add(self, { kind = 'circle', class = class, x = x, y = y, r = r, color = color, filled = true })
end

local function addLine(self, class, x1, y1, x2, y2, color, dashed)
  grow(self, x1, y1)
  grow(self, x2, y2)
  return add(self, { kind = 'line', class = class, x1 = x1, y1 = y1, x2 = x2, y2 = y2, color = color, dashed = dashed })
end

local function addPoint(self, class, x, y, size, color)
  grow(self, x, y)
  return add(self, { kind = 'point', class = class, x = x, y = y, size = size, color = color })
end

-- A capsule's outline: two straight sides and two half circles (counter-clockwise).
local function addCapsule(self, class, x1, y1, x2, y2, r, color)
  local dx, dy = x2 - x1, y2 - y1
  local len = sqrt(dx * dx + dy * dy)
  local nx, ny = 0, -1
  if len > 0 then nx, ny = dy / len, -dx / len end -- right of p1 -> p2
  grow(self, x1, y1, r)
  grow(self, x2, y2, r)
  local a = format('A %s %s 0 0 1 ', num(r), num(r))
  local d = format('M %s %s L %s %s ', num(x1 + r * nx), num(y1 + r * ny), num(x2 + r * nx), num(y2 + r * ny))
      .. a .. format('%s %s L %s %s ', num(x2 - r * nx), num(y2 - r * ny), num(x1 - r * nx), num(y1 - r * ny))
      .. a .. format('%s %s Z', num(x1 + r * nx), num(y1 + r * ny))
  return add(self, { kind = 'path', class = class, d = d, color = color, filled = true })
end

-- A polygon rounded by radius r: each edge pushed out along its normal, arcs at the corners.
local function addRoundedPolygon(self, class, vs, ns, r, color)
  local n = #vs
  local a = format('A %s %s 0 0 1 ', num(r), num(r))
  local parts = {}
  for i = 1, n do
    local v, nrm = vs[i], ns[i]
    local w = vs[i % n + 1]
    local nextN = ns[i % n + 1]
    grow(self, v.x, v.y, r)
    if i == 1 then parts[1] = format('M %s %s', num(v.x + r * nrm.x), num(v.y + r * nrm.y)) end
    parts[#parts + 1] = format('L %s %s', num(w.x + r * nrm.x), num(w.y + r * nrm.y))
    parts[#parts + 1] = a .. format('%s %s', num(w.x + r * nextN.x), num(w.y + r * nextN.y))
  end
  parts[#parts + 1] = 'Z'
  return add(self, { kind = 'path', class = class, d = concat(parts, ' '), color = color, filled = true })
end

local function coords(points)
  local xs, ys = {}, {}
  for i, p in ipairs(points) do xs[i], ys[i] = p.x, p.y end
  return xs, ys
end

---------------------------------------------------------------------------------------------------
-- svg.new

local OPTIONS = { width = 'number', height = 'number', scale = 'number', margin = 'number', view = 'b2c.aabb',
  background = 'string', lineWidth = 'number', fillOpacity = 'number' }

-- svg.new([options]) → picture. Options: width, height (pixels), view (a b2c.aabb; default: the
-- bounds of everything drawn), scale (pixels per metre; default: the view fitted in the picture),
-- margin (pixels, 10), background (an SVG colour, or false for none), lineWidth (pixels, 1.5),
-- fillOpacity (0.3, of shapes' fill).
function svg.new(options)
  if options ~= nil and type(options) ~= 'table' then typeError(1, 'new', 'table', options) end
  options = options or {}
  checkFields(options, OPTIONS, 1, 'new')
  local view = options.view ~= nil and checkAABB(options.view, 1, 'new', 'view') or nil
  for key, expected in pairs(OPTIONS) do
    local v = options[key]
    if key == 'view' then v = view end
    if v ~= nil and not (key == 'background' and v == false) then
      local ok = typeName(v) == expected
      if ok and expected == 'number' then
        ok = isFinite(v) and v >= 0 and (v > 0 or key == 'margin' or key == 'fillOpacity')
        if not ok then
          argError(1, 'new', format("field '%s': %s number expected, got %s", key,
            (key == 'margin' or key == 'fillOpacity') and 'non-negative' or 'positive', numberText(v)))
        end
      end
      if not ok then
        argError(1, 'new', format("field '%s': %s expected, got %s", key,
          key == 'background' and 'string or false' or expected, typeName(v)))
      end
    end
  end
  if options.fillOpacity and options.fillOpacity > 1 then
    argError(1, 'new', format("field 'fillOpacity': number in [0, 1] expected, got %s", numberText(options.fillOpacity)))
  end
  local self = setmetatable({ items = {}, bounds = { huge, huge, -huge, -huge } }, Picture)
  for key, value in pairs(DEFAULTS) do self[key] = value end
  for key in pairs(OPTIONS) do
    if options[key] ~= nil then self[key] = options[key] end
  end
  self.view = view
  if options.width == nil and (options.height ~= nil or options.scale ~= nil) then self.width = nil end
  if type(self.background) == 'string' then self.background = escape(self.background) end
  return self
end

---------------------------------------------------------------------------------------------------
-- Drawing. Every method returns the picture, so calls chain.

-- pic:polygon(vertices [, color]): a filled convex polygon (world:draw's drawer method).
function Picture:polygon(vertices, color)
  if type(vertices) ~= 'table' then typeError(1, 'polygon', 'table of points', vertices) end
  local xs, ys = {}, {}
  for i = 1, #vertices do
    xs[i], ys[i] = checkPoint(vertices[i], 1, 'polygon', 1, 'point ' .. i)
  end
  if #xs < 2 then argError(1, 'polygon', format('at least 2 points expected, got %d', #xs)) end
  return addPolygon(self, 'shape', xs, ys, checkColor(color, COLORS.shape, 2, 'polygon'), true)
end

-- pic:circle(center, radius [, color])
function Picture:circle(center, radius, color)
  local x, y = checkPoint(center, 1, 'circle')
  checkNumber(radius, 2, 'circle')
  return addCircle(self, 'shape', x, y, radius, checkColor(color, COLORS.shape, 3, 'circle'))
end

-- pic:segment(p1, p2 [, color])
function Picture:segment(p1, p2, color)
  local x1, y1 = checkPoint(p1, 1, 'segment')
  local x2, y2 = checkPoint(p2, 2, 'segment')
  return addLine(self, 'segment', x1, y1, x2, y2, checkColor(color, COLORS.shape, 3, 'segment'))
end

-- pic:point(p [, size = 4 [, color]]): a dot `size` pixels across.
function Picture:point(p, size, color)
  local x, y = checkPoint(p, 1, 'point')
  if size ~= nil then checkNumber(size, 2, 'point') end
  return addPoint(self, 'point', x, y, size or 4, checkColor(color, COLORS.point, 3, 'point'))
end

-- pic:capsule(p1, p2, radius [, color])
function Picture:capsule(p1, p2, radius, color)
  local x1, y1 = checkPoint(p1, 1, 'capsule')
  local x2, y2 = checkPoint(p2, 2, 'capsule')
  checkNumber(radius, 3, 'capsule')
  return addCapsule(self, 'shape', x1, y1, x2, y2, radius, checkColor(color, COLORS.shape, 4, 'capsule'))
end

-- pic:shape(shape, xf [, color]): a b2c.shape placed at transform xf (nil: the identity).
function Picture:shape(shape, xf, color)
  checkClass(shape, 1, 'shape', 'b2c.shape')
  if xf == nil then xf = b2c.transform() else checkClass(xf, 2, 'shape', 'b2c.transform') end
  local c = checkColor(color, COLORS.shape, 3, 'shape')
  local kind, vs = shape.type, shape:vertices()
  for i, v in ipairs(vs) do vs[i] = xf:apply(v) end
  if kind == 'circle' then
    return addCircle(self, 'shape', vs[1].x, vs[1].y, shape.radius, c)
  elseif kind == 'capsule' then
    return addCapsule(self, 'shape', vs[1].x, vs[1].y, vs[2].x, vs[2].y, shape.radius, c)
  elseif kind == 'polygon' then
    if shape.radius > 0 then
      local ns = shape:normals()
      for i, nrm in ipairs(ns) do ns[i] = xf.q:rotate(nrm) end
      return addRoundedPolygon(self, 'shape', vs, ns, shape.radius, c)
    end
    local xs, ys = coords(vs)
    return addPolygon(self, 'shape', xs, ys, c, true)
  elseif kind == 'segment' then
    return addLine(self, 'segment', vs[1].x, vs[1].y, vs[2].x, vs[2].y, c)
  end
  -- a chain: one line per segment, as world:draw gives them
  local n = #vs
  for i = 1, n - 1 do addLine(self, 'segment', vs[i].x, vs[i].y, vs[i + 1].x, vs[i + 1].y, c) end
  if shape.loop then addLine(self, 'segment', vs[n].x, vs[n].y, vs[1].x, vs[1].y, c) end
  return self
end

-- pic:aabb(box [, color]): the outline of a b2c.aabb (or of a table b2c.aabb takes).
function Picture:aabb(box, color)
  box = checkAABB(box, 1, 'aabb')
  local lo, hi = box.lower, box.upper
  return addPolygon(self, 'aabb', { lo.x, hi.x, hi.x, lo.x }, { lo.y, lo.y, hi.y, hi.y },
    checkColor(color, COLORS.aabb, 2, 'aabb'), false)
end

-- pic:ray(p1, p2 [, hit [, color]]): the segment p1 -> p2; with a hit point, solid up to it, a dot
-- there and dashed beyond.
function Picture:ray(p1, p2, hit, color)
  local x1, y1 = checkPoint(p1, 1, 'ray')
  local x2, y2 = checkPoint(p2, 2, 'ray')
  local hx, hy
  if hit ~= nil and hit ~= false then hx, hy = checkPoint(hit, 3, 'ray') end
  local c = checkColor(color, COLORS.ray, 4, 'ray')
  if not hx then return addLine(self, 'ray', x1, y1, x2, y2, c) end
  addLine(self, 'ray', x1, y1, hx, hy, c)
  addLine(self, 'ray', hx, hy, x2, y2, c, true)
  return addPoint(self, 'hit', hx, hy, 5, checkColor(nil, COLORS.hit))
end

-- pic:tree(tree [, color]): the fat AABB of every proxy of a b2c.tree or b2c.broadphase. (The
-- internal nodes are not exposed by the binding.)
local EVERYWHERE = b2c.aabb(-1e18, -1e18, 1e18, 1e18)
function Picture:tree(tree, color)
  local name = typeName(tree)
  if name ~= 'b2c.tree' and name ~= 'b2c.broadphase' then typeError(1, 'tree', 'b2c.tree or b2c.broadphase', tree) end
  local c = checkColor(color, COLORS.proxy, 2, 'tree')
  for _, proxy in ipairs(tree:queryAll(EVERYWHERE)) do
    local box = proxy:fatAABB()
    local lo, hi = box.lower, box.upper
    addPolygon(self, 'proxy', { lo.x, hi.x, hi.x, lo.x }, { lo.y, lo.y, hi.y, hi.y }, c, false)
  end
  return self
end

-- pic:text(p, text [, color [, size = 12]]): a label whose baseline starts at world point p;
-- size in pixels.
function Picture:text(p, text, color, size)
  local x, y = checkPoint(p, 1, 'text')
  if type(text) == 'number' then text = tostring(text) end
  if type(text) ~= 'string' then typeError(2, 'text', 'string', text) end
  local c = checkColor(color, COLORS.text, 3, 'text')
  if size ~= nil then checkNumber(size, 4, 'text') end
  grow(self, x, y)
  return add(self, { kind = 'text', class = 'label', x = x, y = y, text = escape(text), size = size or 12, color = c })
end

-- The drawers pic:world hands to world:draw: the first for fixtures and joints (filled shapes),
-- the second for the overlays (AABBs as outlines, contact normals, points).
local function worldDrawer(self, overlay)
  local polygonClass, segmentClass = overlay and 'aabb' or 'shape', overlay and 'normal' or 'segment'
  local colors = {} -- world:draw shares one table per colour; convert each once
  local function paint(color)
    local c = colors[color]
    if not c then
      c = checkColor(color, nil, 1, 'world', 1)
      colors[color] = c
    end
    return c
  end
  return {
    polygon = function(_, vertices, color)
      local xs, ys = coords(vertices)
      addPolygon(self, polygonClass, xs, ys, paint(color), not overlay)
    end,
    circle = function(_, center, radius, color) addCircle(self, 'shape', center.x, center.y, radius, paint(color)) end,
    capsule = function(_, p1, p2, radius, color)
      addCapsule(self, 'shape', p1.x, p1.y, p2.x, p2.y, radius, paint(color))
    end,
    segment = function(_, p1, p2, color) addLine(self, segmentClass, p1.x, p1.y, p2.x, p2.y, paint(color)) end,
    point = function(_, p, size, color) addPoint(self, 'point', p.x, p.y, size, paint(color)) end,
  }
end

local WORLD_OPTIONS = { 'fixtures', 'joints', 'aabbs', 'contacts', 'centers' }
local WORLD_FIELDS = {}
for _, key in ipairs(WORLD_OPTIONS) do WORLD_FIELDS[key] = true end

-- pic:world(world [, options]): what world:draw gives, with its options (fixtures, joints, aabbs,
-- contacts, centers) and colours. Fixtures are filled; AABBs are outlines.
function Picture:world(world, options)
  checkClass(world, 1, 'world', 'b2c.world')
  if options ~= nil and type(options) ~= 'table' then typeError(2, 'world', 'table', options) end
  options = options or {}
  checkFields(options, WORLD_FIELDS, 2, 'world')
  local o = {}
  for _, key in ipairs(WORLD_OPTIONS) do
    local v = options[key]
    if v ~= nil and type(v) ~= 'boolean' then
      argError(2, 'world', format("field '%s': boolean expected, got %s", key, typeName(v)))
    end
    o[key] = v
  end
  world:draw(worldDrawer(self, false), { fixtures = o.fixtures ~= false, joints = o.joints ~= false,
    aabbs = false, contacts = false, centers = false })
  if o.aabbs or o.contacts or o.centers then
    world:draw(worldDrawer(self, true), { fixtures = false, joints = false,
      aabbs = o.aabbs == true, contacts = o.contacts == true, centers = o.centers == true })
  end
  return self
end

---------------------------------------------------------------------------------------------------
-- Output.

-- pic:layout() → {x0, y0, x1, y1 (the view), scale (pixels a metre), width, height (pixels), tx,
-- ty}: a world point (x, y) lands on pixel (tx + scale * x, ty - scale * y).
function Picture:layout()
  local x0, y0, x1, y1
  if self.view then
    x0, y0, x1, y1 = self.view.lower.x, self.view.lower.y, self.view.upper.x, self.view.upper.y
  else
    x0, y0, x1, y1 = self.bounds[1], self.bounds[2], self.bounds[3], self.bounds[4]
    if x0 > x1 then x0, y0, x1, y1 = -1, -1, 1, 1 end -- nothing drawn
  end
  local vw, vh = x1 - x0, y1 - y0
  -- a view without width or height gets some
  if vw <= 0 and vh <= 0 then
    x0, x1, y0, y1, vw, vh = x0 - 0.5, x1 + 0.5, y0 - 0.5, y1 + 0.5, 1, 1
  elseif vw < 0.01 * vh then
    x0, x1, vw = x0 - 0.005 * vh, x1 + 0.005 * vh, vw + 0.01 * vh
  elseif vh < 0.01 * vw then
    y0, y1, vh = y0 - 0.005 * vw, y1 + 0.005 * vw, vh + 0.01 * vw
  end
  local m = self.margin
  local width, height, scale = self.width, self.height, self.scale
  if width and height then
    scale = scale or math.min((width - 2 * m) / vw, (height - 2 * m) / vh)
  elseif width then
    scale = scale or (width - 2 * m) / vw
    height = floor(vh * scale + 2 * m + 0.5)
  elseif height then
    scale = scale or (height - 2 * m) / vh
    width = floor(vw * scale + 2 * m + 0.5)
  else
    width, height = floor(vw * scale + 2 * m + 0.5), floor(vh * scale + 2 * m + 0.5)
  end
  if not (scale > 0) then scale = 1 end -- a margin wider than the picture
  local tx = width / 2 - scale * (x0 + x1) / 2
  local ty = height / 2 + scale * (y0 + y1) / 2
  return { x0 = x0, y0 = y0, x1 = x1, y1 = y1, scale = scale, width = width, height = height, tx = tx, ty = ty }
end

-- fill (for filled items) and stroke attributes; the stroke's opacity scaled by `fade`.
local function paintAttrs(item, fillOpacity, fade)
  local c = item.color
  local out = {}
  if item.filled then
    out[#out + 1] = format(' fill="%s" fill-opacity="%s"', c[1], num(fillOpacity * c[2]))
  end
  out[#out + 1] = format(' stroke="%s"', c[1])
  local opacity = c[2] * (fade or 1)
  if opacity < 1 then out[#out + 1] = format(' stroke-opacity="%s"', num(opacity)) end
  return concat(out)
end

local function render(item, l, fillOpacity)
  local kind, s = item.kind, l.scale
  local open = format('<%s class="%s"', kind == 'point' and 'circle' or kind, item.class)
  if kind == 'polygon' then
    local pts = {}
    for i = 1, #item.xs do pts[i] = num(item.xs[i]) .. ',' .. num(item.ys[i]) end
    return open .. format(' points="%s"', concat(pts, ' ')) .. paintAttrs(item, fillOpacity) .. '/>'
  elseif kind == 'circle' then
    return open .. format(' cx="%s" cy="%s" r="%s"', num(item.x), num(item.y), num(item.r))
        .. paintAttrs(item, fillOpacity) .. '/>'
  elseif kind == 'path' then
    return open .. format(' d="%s"', item.d) .. paintAttrs(item, fillOpacity) .. '/>'
  elseif kind == 'line' then
    local line = open .. format(' x1="%s" y1="%s" x2="%s" y2="%s"', num(item.x1), num(item.y1), num(item.x2), num(item.y2))
    if item.dashed then -- 4-pixel dashes, half as opaque
      return line .. paintAttrs(item, fillOpacity, 0.5) .. format(' stroke-dasharray="%s"', num(4 / s)) .. '/>'
    end
    return line .. paintAttrs(item, fillOpacity) .. '/>'
  end
  local c = item.color
  local fill = format(' fill="%s"', c[1]) .. (c[2] < 1 and format(' fill-opacity="%s"', num(c[2])) or '')
  if kind == 'point' then
    return open .. format(' cx="%s" cy="%s" r="%s"', num(item.x), num(item.y), num(item.size / 2 / s)) .. fill .. '/>'
  end
  -- text, in pixels (outside the flipped group)
  return open .. format(' x="%s" y="%s" font-size="%s"', num(l.tx + s * item.x), num(l.ty - s * item.y), num(item.size))
      .. fill .. '>' .. item.text .. '</text>'
end

-- pic:tostring() (also tostring(pic)): the SVG document.
function Picture:tostring()
  local l = self:layout()
  local out = {
    '<?xml version="1.0" encoding="UTF-8"?>',
    format('<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">',
      num(l.width), num(l.height), num(l.width), num(l.height)),
  }
  if self.background then
    out[#out + 1] = format('<rect class="background" width="%s" height="%s" fill="%s"/>', num(l.width), num(l.height),
      self.background)
  end
  out[#out + 1] = format('<g transform="matrix(%s 0 0 %s %s %s)" fill="none" stroke-width="%s" ' ..
    'stroke-linecap="round" stroke-linejoin="round">', num(l.scale), num(-l.scale), num(l.tx), num(l.ty),
    num(self.lineWidth / l.scale))
  local texts = {}
  for _, item in ipairs(self.items) do
    if item.kind == 'text' then
      texts[#texts + 1] = render(item, l, self.fillOpacity)
    else
      out[#out + 1] = render(item, l, self.fillOpacity)
    end
  end
  out[#out + 1] = '</g>'
  if #texts > 0 then
    out[#out + 1] = '<g font-family="sans-serif">'
    for _, t in ipairs(texts) do out[#out + 1] = t end
    out[#out + 1] = '</g>'
  end
  out[#out + 1] = '</svg>'
  out[#out + 1] = ''
  return concat(out, '\n')
end
Picture.__tostring = Picture.tostring

-- pic:write(path): writes the document; raises an error when the file cannot be written.
function Picture:write(path)
  if type(path) ~= 'string' then typeError(1, 'write', 'string', path) end
  local text = self:tostring()
  local file, err = io.open(path, 'w')
  if not file then error('b2c.svg: cannot write ' .. err, 2) end
  local ok, werr = file:write(text)
  file:close()
  if not ok then error('b2c.svg: cannot write ' .. path .. ': ' .. tostring(werr), 2) end
  return self
end

return svg
