-- The determinism specs' scene (spec/determinism_spec.lua, and the serialized snapshot
-- spec/data/busy-100.snapshot that spec/helpers/make_busy_snapshot.lua writes from it).
local b2c = require 'b2c'

-- A busy scene: a pyramid, a jointed chain with limits and a motor, a bullet, sleeping bodies.
-- Stepped on `workers` threads: by default B2C_WORKERS's count (`make determinism` runs the
-- determinism specs with 1 and with 2), else 1. The bits are the same for every count.
-- `size` (optional) makes it larger: {rows = 10, links = 10, bullets = 1} by default (the
-- determinism specs' scene).
local function busyWorld(workers, size)
  local rows, links, bullets = size and size.rows or 10, size and size.links or 10, size and size.bullets or 1
  local world = b2c.world { gravity = { 0, -10 }, workers = workers or tonumber(os.getenv('B2C_WORKERS')) or 1 }
  local ground = world:createBody {}
  ground:createFixture(b2c.box(40, 1, { 0, -1 }))
  for row = 0, rows - 1 do
    for i = 0, rows - 1 - row do
      world:createBody { type = 'dynamic', position = { i - (rows - row) / 2, 0.5 + row } }:createFixture(b2c.box(0.5, 0.5))
    end
  end
  local previous = ground
  for i = 0, links - 1 do
    local link = world:createBody { type = 'dynamic', position = { 15 + 0.5 * i, 10 } }
    link:createFixture(b2c.capsule({ -0.2, 0 }, { 0.2, 0 }, 0.1))
    world:createJoint { type = 'revolute', bodyA = previous, bodyB = link, anchor = { 14.75 + 0.5 * i, 10 },
      enableLimit = true, lowerAngle = -1, upperAngle = 1, enableMotor = i == 0, motorSpeed = 1, maxMotorTorque = 5 }
    previous = link
  end
  for i = 0, bullets - 1 do
    local bullet = world:createBody { type = 'dynamic', position = { -20, 3 + 2 * i }, linearVelocity = { 200, 0 },
      bullet = true }
    bullet:createFixture(b2c.circle(0.1), { density = 5 })
  end
  return world
end

return busyWorld
