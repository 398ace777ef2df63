-- b2c.love: draws a b2c world with LÖVE's love.graphics, through world:draw.
--
--   local draw = require 'b2c.love'
--   local view = draw.new { scale = 30, offset = { 400, 560 } }  -- 30 px a metre, origin there
--   function love.draw() view:draw(world, { aabbs = true }) end
--   local p = view:toWorld(love.mouse.getPosition())               -- a b2c.vec2, for picking
--
-- A drawer maps world metres to screen pixels with y up: screen = offset + scale * (x, -y); with
-- yDown, y is not flipped: screen = offset + scale * (x, y), as LÖVE games draw love.physics worlds
-- (draw.lovephysics() makes such a drawer for a b2c.lovephysics World, which it draws too). Shapes
-- are filled with a translucent tint of their draw colour and outlined in it; line widths and point
-- sizes stay in pixels whatever the scale. LÖVE is looked up only when something is drawn (the
-- drawer's `graphics` field, else the global love.graphics), so the module loads anywhere.
local b2c = require 'b2c'

local M = {}

local Drawer = {}
Drawer.__index = Drawer
M.Drawer = Drawer

local function number(value, name)
  if type(value) ~= 'number' or value ~= value or value == math.huge or value == -math.huge then
    error(('b2c.love: %s must be a finite number, got %s'):format(name, tostring(value)), 3)
  end
  return value
end

-- x, y of a vec2, an array {x, y} or a table {x =, y =}.
local function xy(v, name)
  if type(v) ~= 'table' and type(v) ~= 'userdata' and not b2c.isvec2(v) then
    error(('b2c.love: %s must be a vec2 or {x, y}, got %s'):format(name, type(v)), 3)
  end
  local x, y = v.x, v.y
  if x == nil then x, y = v[1], v[2] end
  return number(x, name .. '.x'), number(y, name .. '.y')
end

-- The fields each table of options takes (a key of none of them is an error: a misspelled field
-- would otherwise be a silent default).
local CAMERA = { scale = true, offset = true, yDown = true }
local DRAWER = { scale = true, offset = true, yDown = true, fill = true, lineWidth = true, graphics = true }
local LAYERS = { fixtures = true, joints = true, aabbs = true, contacts = true, centers = true }
local ONE_SHOT = {}
for _, fields in ipairs({ DRAWER, LAYERS }) do
  for key in pairs(fields) do ONE_SHOT[key] = true end
end

-- Raise `bad argument #n to 'fname' (unknown field 'KEY')` for a key of `options` that is not
-- in `fields`, at the caller of the function calling it. Raw (next): no metamethod runs.
local function checkFields(options, fields, n, fname)
  for key in next, options do
    if type(key) ~= 'string' or not fields[key] then
      local name = type(key) == 'string' and ("'" .. key .. "'")
          or '[' .. (type(key) == 'number' and ('%.14g'):format(key) or
            type(key) == 'boolean' and tostring(key) or type(key)) .. ']'
      error(("bad argument #%d to '%s' (unknown field %s)"):format(n, fname, name), 3)
    end
  end
end

-- Take the camera's fields of a table (checked by the caller).
local function setCamera(self, camera)
  if camera.scale ~= nil then
    local scale = number(camera.scale, 'scale')
    if scale <= 0 then error(('b2c.love: scale must be positive, got %s'):format(scale), 3) end
    self.scale = scale
  end
  if camera.offset ~= nil then self.offsetX, self.offsetY = xy(camera.offset, 'offset') end
  if camera.yDown ~= nil then
    if type(camera.yDown) ~= 'boolean' then
      error(('b2c.love: yDown must be a boolean, got %s'):format(type(camera.yDown)), 3)
    end
    self.yDown = camera.yDown
  end
end

local function newDrawer(options)
  local self = setmetatable({ scale = 30, offsetX = 0, offsetY = 0, yDown = false, fill = 0.5, lineWidth = 1 }, Drawer)
  setCamera(self, options)
  if options.fill ~= nil then self.fill = number(options.fill, 'fill') end
  if options.lineWidth ~= nil then self.lineWidth = number(options.lineWidth, 'lineWidth') end
  self.graphics = options.graphics
  return self
end

-- A drawer. `options` (all optional): scale (pixels per metre, 30), offset (the screen position
-- of the world origin in pixels, {0, 0}), yDown (true: y not flipped, false), fill (the alpha factor of the fills, 0.5; 0 draws
-- outlines only), lineWidth (pixels, 1), graphics (the love.graphics table to draw with; by
-- default the global love.graphics, looked up at each draw).
function M.new(options)
  options = options or {}
  if type(options) ~= 'table' then
    error(('b2c.love: options table expected, got %s'):format(type(options)), 2)
  end
  checkFields(options, DRAWER, 1, 'new')
  return newDrawer(options)
end

-- Change the camera: `scale`, `offset` and/or `yDown` (absent fields are kept).
function Drawer:setCamera(camera)
  if type(camera) ~= 'table' then
    error(("bad argument #1 to 'setCamera' (table expected, got %s)"):format(type(camera)), 2)
  end
  checkFields(camera, CAMERA, 1, 'setCamera')
  setCamera(self, camera)
  return self
end

-- Screen pixels of a world point: toScreen(p) or toScreen(x, y) -> sx, sy.
function Drawer:toScreen(x, y)
  if y == nil then x, y = xy(x, 'point') end
  if self.yDown then return self.offsetX + x * self.scale, self.offsetY + y * self.scale end
  return self.offsetX + x * self.scale, self.offsetY - y * self.scale
end

-- The world point (a b2c.vec2) under screen pixel (sx, sy), e.g. love.mouse.getPosition().
function Drawer:toWorld(sx, sy)
  if self.yDown then return b2c.vec2((sx - self.offsetX) / self.scale, (sy - self.offsetY) / self.scale) end
  return b2c.vec2((sx - self.offsetX) / self.scale, (self.offsetY - sy) / self.scale)
end

local function graphicsOf(self)
  local g = self.graphics or (rawget(_G, 'love') and love.graphics)
  if not g then error('b2c.love: love.graphics is not available (run inside LÖVE, or give the drawer a graphics table)', 3) end
  return g
end

-- Flat {x1, y1, x2, y2, ...} screen coordinates of an array of world points.
local function flatten(self, points)
  local flat, s, ox, oy = {}, self.scale, self.offsetX, self.offsetY
  local sy = self.yDown and s or -s
  for i = 1, #points do
    local p = points[i]
    flat[2 * i - 1] = ox + p.x * s
    flat[2 * i] = oy + p.y * sy
  end
  return flat
end

local function setFill(self, g, color)
  g.setColor(color[1], color[2], color[3], (color[4] or 1) * self.fill)
end

local function setLine(g, color)
  g.setColor(color[1], color[2], color[3], color[4] or 1)
end

-- The world:draw methods (world coordinates in, pixels out), also handy to draw anything else with
-- the same camera: a filled and outlined polygon (a closed outline only while the debug layers
-- are drawn: AABBs).
function Drawer:polygon(vertices, color)
  local g = graphicsOf(self)
  local flat = flatten(self, vertices)
  if self._solid ~= false and self.fill > 0 then
    setFill(self, g, color)
    g.polygon('fill', flat)
  end
  setLine(g, color)
  g.polygon('line', flat)
end

function Drawer:circle(center, radius, color)
  local g = graphicsOf(self)
  local x, y = self:toScreen(center.x, center.y)
  local r = radius * self.scale
  if self.fill > 0 then
    setFill(self, g, color)
    g.circle('fill', x, y, r)
  end
  setLine(g, color)
  g.circle('line', x, y, r)
end

-- A capsule: its outline (b2c.outline, as world:draw outlines rounded polygons) filled and
-- stroked, and its core segment.
function Drawer:capsule(p1, p2, radius, color)
  self:polygon(b2c.outline({ p1, p2 }, radius), color)
  self:segment(p1, p2, color)
end

function Drawer:segment(p1, p2, color)
  local g = graphicsOf(self)
  local x1, y1 = self:toScreen(p1.x, p1.y)
  local x2, y2 = self:toScreen(p2.x, p2.y)
  setLine(g, color)
  g.line(x1, y1, x2, y2)
end

-- A dot `size` pixels across.
function Drawer:point(p, size, color)
  local g = graphicsOf(self)
  local x, y = self:toScreen(p.x, p.y)
  setLine(g, color)
  g.circle('fill', x, y, size / 2)
end

-- The b2c world of `world`: itself, or the b2c world under a b2c.lovephysics World (its `_h`).
local function b2cWorld(world)
  if type(world) == 'table' and getmetatable(world) and rawget(world, '_h') ~= nil then return rawget(world, '_h') end
  return world
end

local function draw(self, g, world, options)
  world = b2cWorld(world)
  local solid = { fixtures = options.fixtures, joints = options.joints, aabbs = false, contacts = false, centers = false }
  local debug = { fixtures = false, joints = false, aabbs = options.aabbs, contacts = options.contacts, centers = options.centers }
  local r, gr, b, a = g.getColor()
  local lineWidth = g.getLineWidth()
  g.setLineWidth(self.lineWidth)
  -- called as methods from Lua, so that world:draw's argument errors name 'draw'
  local ok, err = pcall(function()
    self._solid = true
    world:draw(self, solid)
    if options.aabbs or options.contacts or options.centers then
      self._solid = false
      world:draw(self, debug)
    end
  end)
  self._solid = nil
  g.setColor(r, gr, b, a)
  g.setLineWidth(lineWidth)
  if not ok then error(err, 0) end
end

-- Draw `world` (a b2c world, or a b2c.lovephysics World: the b2c world under it): world:draw(self, options) with options' layers (fixtures, joints, aabbs, contacts,
-- centers, as world:draw takes them). Fixtures and joints come filled; then the debug layers, with
-- AABBs as outlines. The colour and line width in force are restored afterwards, even on error.
function Drawer:draw(world, options)
  if options ~= nil and type(options) ~= 'table' then
    error(("bad argument #2 to 'draw' (table expected, got %s)"):format(type(options)), 2)
  end
  local g = graphicsOf(self)
  options = options or {}
  checkFields(options, LAYERS, 2, 'draw')
  draw(self, g, world, options)
end

-- One-shot: draw `world` with a drawer made from `options` (camera and layers in one table).
function M.world(world, options)
  options = options or {}
  if type(options) ~= 'table' then
    error(('b2c.love: options table expected, got %s'):format(type(options)), 2)
  end
  checkFields(options, ONE_SHOT, 2, 'world')
  local self = newDrawer(options)
  draw(self, graphicsOf(self), world, options)
end

-- The fixture under world point `p` (a vec2 or {x, y}): one of a dynamic body when there is one,
-- else of any body; nil when none contains it. For mouse picking: draw.fixtureAt(world, view:toWorld(mx, my)).
function M.fixtureAt(world, p)
  world = b2cWorld(world)
  local x, y = xy(p, 'point')
  local point = b2c.vec2(x, y)
  local found
  world:queryAABB(b2c.aabb(x - 0.001, y - 0.001, x + 0.001, y + 0.001), function(fixture)
    if fixture:testPoint(point) then
      if fixture:getBody():getType() == 'dynamic' then
        found = fixture
        return false
      end
      found = found or fixture
    end
  end)
  return found
end

-- A drawer for a world made through b2c.lovephysics (love.physics's API): y down, and scale the
-- module's meter (love.physics.getMeter(), read now), so that with offset (0, 0) the world is drawn
-- in the pixels the game gives and reads. `options` as draw.new's (scale and yDown may be given).
function M.lovephysics(options)
  options = options or {}
  if type(options) ~= 'table' then
    error(('b2c.love: options table expected, got %s'):format(type(options)), 2)
  end
  checkFields(options, DRAWER, 1, 'lovephysics')
  local self = newDrawer(options)
  if options.yDown == nil then self.yDown = true end
  if options.scale == nil then self.scale = require('b2c.lovephysics').getMeter() end
  return self
end

return M
