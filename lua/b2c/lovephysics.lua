-- b2c.lovephysics: love.physics's API (LÖVE 11.4 and 12.0) over b2c, so that a LÖVE game
-- switches with one line at the top of main.lua:
--
--   love.physics = require 'b2c.lovephysics'
--
-- Lengths are in pixels (setMeter, default 30 pixels a metre), angles in radians that accumulate,
-- y points wherever the game's gravity says (down on LÖVE's screen): the numbers a game gives and
-- reads are LÖVE's, rounded as LÖVE rounds them (single precision). See docs/love-physics.md.
--
-- The module is split by class, each file a function(lp, I) that adds its functions to the module
-- `lp` and its classes through the shared internals `I` (also `lp._internal`, for the specs):
--   lovephysics_world.lua    World, Contact, the callbacks and queries, newWorld
--   lovephysics_body.lua     Body, newBody
--   lovephysics_shape.lua    Shape and its kinds, Fixture, both object models, newFixture, new*Shape
--   lovephysics_joint.lua    Joint and its kinds, new*Joint
--
-- Every LÖVE object is a table whose metatable is its class: the class is its own __index and holds
-- every method, its ancestors' included (helper libraries such as windfield copy methods off
-- `object.__index`). Its b2c object is `object._h`; the b2c body, fixture or joint carries the
-- LÖVE object as its b2c user data (the game's user data lives in `object._ud`), so that what b2c
-- hands back (a callback's fixtures, a body's fixtures and joints) finds its LÖVE object at once.
local b2c = require 'b2c'

local lp = {}
local I = { b2c = b2c, meter = 30, onMeter = {} }
lp._internal = I

-- Single precision: LÖVE converts every number it is given to a C float, and computes its unit
-- conversions in floats.
local f32
if b2c.tofloat then
  f32 = b2c.tofloat
elseif jit then
  local ffi = require 'ffi'
  local buffer = ffi.new('float[1]')
  f32 = function(x)
    buffer[0] = x
    return buffer[0]
  end
else
  local pack, unpack = string.pack, string.unpack
  f32 = function(x) return (unpack('f', pack('f', x))) end
end
I.f32 = f32

-- Pixels to metres and back, as LÖVE's Physics::scaleDown and scaleUp (floats).
function I.down(pixels) return f32(f32(pixels) / I.meter) end

function I.up(metres) return f32(metres * I.meter) end

-- The classes. Each is its own __index; `parent` names the class it inherits from. I.finish()
-- (run once every file has added its methods) copies each ancestor's methods into its subclasses.
local classes = {}
I.classes = classes

function I.class(name, parent)
  local class = classes[name]
  if class then return class end
  class = { __name = name, _type = name, _parent = parent }
  class.__index = class
  classes[name] = class
  return class
end

-- LÖVE's Object: type(), typeOf(name), release(), tostring.
local Object = I.class('Object')

function Object:type() return getmetatable(self)._type end

function Object:typeOf(name)
  local class = getmetatable(self)
  while class do
    if class._type == name then return true end
    class = classes[class._parent]
  end
  return false
end

-- The b2c object under a LÖVE object (b2c.world, b2c.body, b2c.fixture, b2c.joint, or a Shape's
-- b2c.shape), for what b2c gives beyond love.physics: world:b2c():hash(), :snapshot(), ...
function Object:b2c() return self._h end

Object.__tostring = function(self)
  local class = getmetatable(self)
  setmetatable(self, nil)
  local address = tostring(self):match('0x%x+') or tostring(self)
  setmetatable(self, class)
  return class._type .. ': ' .. address
end

-- Object:release(): drops this Lua reference, as LÖVE's: true the first time, false after; the
-- released reference refuses every other method (`Cannot use object after it has been released.`).
-- The object itself stays (a released body stays in its world): a b2c body, fixture or joint that
-- carried this reference as its user data gets a fresh one, which its world, body and callbacks
-- hand out from then on.
local Released = { __name = 'Released' }
local function releasedAgain() return false end
Released.__index = function(_, key)
  if key == 'release' then return releasedAgain end
  error('Cannot use object after it has been released.', 0)
end
Released.__tostring = function() return 'Object: released' end

function Object:release()
  local class = getmetatable(self)
  local handle = rawget(self, '_h')
  local ok, carried = false, nil
  if type(handle) == 'userdata' and class._type ~= 'World' and class._type ~= 'Contact' then
    ok, carried = pcall(function() return handle:getUserData() end)
  end
  if ok and rawequal(carried, self) then
    local fresh = {}
    for key, value in pairs(self) do fresh[key] = value end
    handle:setUserData(setmetatable(fresh, class))
  end
  setmetatable(self, Released)
  return true
end

-- A new LÖVE object of `class` over the b2c object `handle`.
function I.new(class, handle)
  return setmetatable({ _h = handle }, class)
end

function I.finish()
  local function inherit(class, seen)
    if seen[class] then return end
    seen[class] = true
    local parent = classes[class._parent]
    if not parent then return end
    inherit(parent, seen)
    for key, value in pairs(parent) do
      if class[key] == nil then class[key] = value end
    end
  end
  local seen = {}
  for _, class in pairs(classes) do
    inherit(class, seen)
  end
end

-- What the parts do once every class has its methods (I.finish, then these).
I.afterFinish = {}

for _, part in ipairs({ 'world', 'body', 'shape', 'joint' }) do
  local ok, add = pcall(require, 'b2c.lovephysics_' .. part)
  if ok then
    add(lp, I)
  elseif not tostring(add):find("module 'b2c.lovephysics_" .. part .. "' not found", 1, true) then
    error(add, 0)
  end
end
I.finish()
for _, after in ipairs(I.afterFinish) do after() end

-- love.physics.setMeter(m), getMeter(): pixels a metre for every length given or read from now on.
function lp.setMeter(meter)
  if type(meter) ~= 'number' then
    error(("bad argument #1 to 'setMeter' (number expected, got %s)"):format(type(meter)), 2)
  end
  meter = f32(meter)
  if not (meter >= 1) then error('Physics error: invalid meter', 2) end
  I.meter = meter
  -- (the parts keep the meter in upvalues for their hot methods: I.onMeter's functions update them)
  for i = 1, #I.onMeter do I.onMeter[i](meter) end
end

-- LÖVE keeps the meter as given but reads it back as an integer (33.1 reads 33).
function lp.getMeter() return math.floor(I.meter) end

return lp
