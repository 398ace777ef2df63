-- A hollow box spinning on a kinematic body, tumbling the boxes and balls inside.
-- Run from the repository after `make`: lua5.4 examples/tumbler.lua
local b2c = require 'b2c'

local world = b2c.world { gravity = { 0, -10 } }
local drum = world:createBody { type = 'kinematic', position = { 0, 10 }, angularVelocity = 0.5 }
for _, wall in ipairs({ { 0.5, 10, { 10, 0 } }, { 0.5, 10, { -10, 0 } }, { 10, 0.5, { 0, 10 } }, { 10, 0.5, { 0, -10 } } }) do
  drum:createFixture(b2c.box(wall[1], wall[2], wall[3]))
end
local pieces = {}
for i = 1, 200 do
  local body = world:createBody { type = 'dynamic', position = { -7 + (i % 15), 4 + math.floor(i / 15) } }
  if i % 2 == 0 then
    body:createFixture(b2c.box(0.3, 0.3))
  else
    body:createFixture(b2c.circle(0.3))
  end
  pieces[#pieces + 1] = body
end

print(('tumbler: %d pieces in a drum turning at 0.5 rad/s'):format(#pieces))
for second = 1, 5 do
  local t0 = os.clock()
  for _ = 1, 60 do world:step(1 / 60) end
  local ms = (os.clock() - t0) * 1000 / 60
  local inside = 0
  for _, p in ipairs(pieces) do
    local local_ = drum:getLocalPoint(p:getPosition())
    if math.abs(local_.x) < 10 and math.abs(local_.y) < 10 then inside = inside + 1 end
  end
  print(('t = %ds  drum angle %.2f rad  pieces inside %d/%d  %.3f ms per step'):format(second, drum:getAngle(),
    inside, #pieces, ms))
end
