-- world:draw converts no non-finite or huge float to an integer: the outline of a rounded polygon
-- or capsule (drawn as a polygon when the drawer has no capsule method) counts its arcs from the
-- angle at each corner, which a NaN body made NaN (undefined behaviour: the sanitizer build
-- aborted). A NaN body cannot come from accepted input; a loaded snapshot made by hand reached it.
local b2c = require 'b2c'

local NOT_FINITE = 'b2c.vec2 result is not finite (overflow or division by zero)'

-- b2cChecksum (src/core.c) of a string, as a signed 64-bit integer: Lua 5.4 only (its operators
-- would not even parse under LuaJIT, hence the string).
local checksum = not jit and load [[
  local bytes = ...
  local hash = -3750763034362895579
  local words = #bytes // 8
  for i = 0, words - 1 do
    hash = (hash ~ string.unpack('<i8', bytes, 1 + 8 * i)) * 1099511628211
    hash = hash ~ (hash >> 29)
  end
  for i = 8 * words + 1, #bytes do hash = (hash ~ bytes:byte(i)) * 1099511628211 end
  return hash
]]

-- A serialized snapshot of `world` with every float equal to `from` in the core's payload set to
-- `to`, under a correct checksum (Lua 5.4: string.pack and 64-bit integers).
local function rewritten(world, from, to)
  local text = world:snapshot():serialize()
  local size = string.unpack('<i8', text, 17)
  local payload, count = text:sub(33, 32 + size):gsub(string.pack('<f', from):gsub('%p', '%%%0'), string.pack('<f', to))
  assert.are.equal(string.unpack('<i8', text, 25), checksum(text:sub(33, 32 + size)))
  return text:sub(1, 24) .. string.pack('<i8', checksum(payload)) .. payload .. text:sub(33 + size), count
end

describe('world:draw', function()
  it('draws the outline of a body far out (no NaN) as before', function()
    local world = b2c.world {}
    local body = world:createBody { position = { 3e38, -3e38 } }
    body:createFixture(b2c.capsule({ -1, 0 }, { 1, 0 }, 0.5))
    body:createFixture(b2c.polygon({ { -1, -1 }, { 1, -1 }, { 0, 1 } }, 0.25))
    local outlines = {}
    world:draw({ polygon = function(_, vertices) outlines[#outlines + 1] = #vertices end })
    assert.are.equal(2, #outlines)
  end)

  it('of a NaN body raises the non-finite error, and converts no NaN to an integer', function()
    if jit then return end -- (the snapshot is made by hand with Lua 5.4's string.pack)
    local world = b2c.world {}
    local body = world:createBody { type = 'dynamic', position = { 1234.5, 0 } }
    body:createFixture(b2c.polygon({ { -1, -1 }, { 1, -1 }, { 0, 1 } }, 0.25))
    body:createFixture(b2c.capsule({ -1, 0 }, { 1, 0 }, 0.5))
    body:createFixture(b2c.circle(0.5))
    local text, count = rewritten(world, 1234.5, 0 / 0)
    assert.is_true(count >= 1)
    local ok, snapshot = pcall(b2c.loadSnapshot, text)
    if not ok then
      -- a loader that refuses a NaN body leaves no way to one: the refusal is a standard error
      assert.is_truthy(tostring(snapshot):match("^bad argument #1 to '[^']*' %(.+%)$"), snapshot)
      return
    end
    local fresh = b2c.world {}
    fresh:restore(snapshot)
    local polygonOnly = { polygon = function() end }
    h.raises(NOT_FINITE, function() fresh:draw(polygonOnly) end)
    h.raises(NOT_FINITE, function() fresh:draw({ polygon = function() end, capsule = function() end }) end)
    h.raises(NOT_FINITE, function() fresh:draw({ circle = function() end }) end)
    -- the world stays usable: unlocked, drawable without its fixtures
    fresh:draw(polygonOnly, { fixtures = false })
    fresh:createBody {}
  end)
end)
