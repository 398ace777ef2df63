-- A 20-row pyramid of boxes settling on the ground, then falling asleep.
-- Run from the repository after `make`: lua5.4 examples/pyramid.lua
local b2c = require 'b2c'

local world = b2c.world { gravity = { 0, -10 } }
world:createBody {}:createFixture(b2c.box(50, 1, { 0, -1 }))
local rows, boxes = 20, {}
for row = 0, rows - 1 do
  for i = 0, rows - 1 - row do
    local body = world:createBody { type = 'dynamic', position = { i - (rows - row) * 0.5 + 0.5, 0.5 + row } }
    body:createFixture(b2c.box(0.5, 0.5), { friction = 0.6 })
    boxes[#boxes + 1] = body
  end
end

print(('pyramid: %d boxes, %d rows'):format(#boxes, rows))
for second = 1, 5 do
  local t0 = os.clock()
  for _ = 1, 60 do world:step(1 / 60) end
  local ms = (os.clock() - t0) * 1000 / 60
  local c = world:getCounters()
  print(('t = %ds  top box y = %.3f  awake %3d  contacts %4d  %.3f ms per step'):format(second,
    boxes[#boxes]:getPosition().y, c.awakeCount, c.contactCount, ms))
end
