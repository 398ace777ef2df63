-- Writes the seed corpus of the snapshot fuzz target, fuzz/corpus/snapshot/: the core's payload
-- (the serialized snapshot less its 32-byte header and the binding's user data section) of a few
-- small worlds. Run from the repository's root after `make`: lua5.4 fuzz/make_snapshot_seeds.lua
local b2c = require 'b2c'

local function payload(world)
  local text = world:snapshot():serialize()
  local size = 0
  for i = 8, 1, -1 do size = size * 256 + text:byte(16 + i) end -- the payload size, little-endian
  return text:sub(33, 32 + size)
end

local seeds = {}

do -- a box on the ground, after it settled
  local world = b2c.world { gravity = { 0, -10 } }
  world:createBody {}:createFixture(b2c.box(5, 0.5, { 0, -0.5 }))
  world:createBody { type = 'dynamic', position = { 0, 1 } }:createFixture(b2c.box(0.5, 0.5))
  for _ = 1, 30 do world:step(1 / 60) end
  seeds.box = payload(world)
end

do -- a chain ground, a sensor, circles and capsules, a body just made (pending in the tree)
  local world = b2c.world { gravity = { 0, -10 } }
  local ground = world:createBody {}
  ground:createFixture(b2c.chain({ { -8, 4 }, { -4, 0 }, { 4, 0 }, { 8, 4 } }))
  ground:createFixture(b2c.circle(1, { 0, 3 }), { isSensor = true })
  for i = 0, 3 do
    world:createBody { type = 'dynamic', position = { i - 1.5, 1 + i } }:createFixture(i % 2 == 0 and b2c.circle(0.3)
      or b2c.capsule({ -0.3, 0 }, { 0.3, 0 }, 0.2))
  end
  for _ = 1, 20 do world:step(1 / 60) end
  world:createBody { type = 'dynamic', position = { 0, 6 } }:createFixture(b2c.box(0.2, 0.2))
  seeds.chain = payload(world)
end

do -- every joint type between a few bodies
  local world = b2c.world { gravity = { 0, -10 } }
  local ground = world:createBody {}
  ground:createFixture(b2c.box(10, 0.5, { 0, -0.5 }))
  local bodies = {}
  for i = 1, 7 do
    bodies[i] = world:createBody { type = 'dynamic', position = { 2 * i - 8, 3 } }
    bodies[i]:createFixture(b2c.box(0.3, 0.3))
  end
  world:createJoint { type = 'revolute', bodyA = ground, bodyB = bodies[1], anchor = { -6, 4 }, enableLimit = true }
  world:createJoint { type = 'distance', bodyA = bodies[1], bodyB = bodies[2], anchorA = { -6, 3 }, anchorB = { -4, 3 } }
  world:createJoint { type = 'prismatic', bodyA = bodies[2], bodyB = bodies[3], anchor = { -3, 3 }, axis = { 1, 0 } }
  world:createJoint { type = 'weld', bodyA = bodies[3], bodyB = bodies[4], anchor = { -1, 3 } }
  world:createJoint { type = 'wheel', bodyA = bodies[4], bodyB = bodies[5], anchor = { 2, 3 }, axis = { 0, 1 } }
  world:createJoint { type = 'motor', bodyA = bodies[5], bodyB = bodies[6] }
  world:createJoint { type = 'mouse', bodyB = bodies[7], target = { 6, 5 }, maxForce = 50 }
  for _ = 1, 20 do world:step(1 / 60) end
  seeds.joints = payload(world)
end

os.execute('mkdir -p fuzz/corpus/snapshot')
for name, bytes in pairs(seeds) do
  local file = assert(io.open('fuzz/corpus/snapshot/' .. name, 'wb'))
  file:write(bytes)
  file:close()
  print(('fuzz/corpus/snapshot/%s: %d bytes'):format(name, #bytes))
end
