-- The awake set's scripted scene (spec/awake_set_spec.lua): stacks, a hinged pair, a kinematic
-- pusher and a static shelf, put through a fixed sequence of sleeping, waking, type and enabled
-- changes, teleports, impulses, destroys and a snapshot restored, with steps between. `check`,
-- when given, is called after each change and each step run.
local b2c = require 'b2c'

local function scene()
  local world = b2c.world { gravity = { 0, -10 } }
  local ground = world:createBody {}
  ground:createFixture(b2c.box(40, 1, { 0, -1 }))
  for i = 0, 7 do
    for j = 0, 2 do
      world:createBody { type = 'dynamic', position = { -12 + 3 * i, 0.5 + j } }:createFixture(b2c.box(0.5, 0.5))
    end
  end
  local a = world:createBody { type = 'dynamic', position = { 13, 0.5 } }
  a:createFixture(b2c.box(0.5, 0.5))
  local b = world:createBody { type = 'dynamic', position = { 13, 1.5 } }
  b:createFixture(b2c.box(0.5, 0.5))
  world:createJoint { type = 'revolute', bodyA = a, bodyB = b, anchor = { 13, 1 } }
  local pusher = world:createBody { type = 'kinematic', position = { 16, 0.6 } }
  pusher:createFixture(b2c.box(0.5, 0.5))
  local shelf = world:createBody { position = { 0, 6 } }
  shelf:createFixture(b2c.box(1, 0.25))
  world:createBody { type = 'dynamic', position = { 0, 6.75 } }:createFixture(b2c.box(0.5, 0.5))
  return world
end

local function run(check)
  local world = scene()
  local seed = 20
  local function random(n) -- (Park and Miller's: exact in a double, so the same under LuaJIT)
    seed = (seed * 48271) % 2147483647
    return seed % n
  end
  local snapshot
  for round = 1, 120 do
    local bodies = world:getBodies()
    local body = bodies[1 + random(#bodies)]
    local op, extra = random(12), random(100)
    if op == 0 then
      body:setAwake(false)
    elseif op == 1 then
      body:setAwake(true)
    elseif op == 2 and body:getType() ~= 'static' or op == 2 and extra < 10 then
      body:setType(({ 'static', 'kinematic', 'dynamic' })[1 + extra % 3])
    elseif op == 3 then
      body:setEnabled(extra % 2 == 0)
    elseif op == 4 then
      local p = body:getPosition()
      body:setTransform({ p.x + (extra % 3 == 0 and 30 or 0), p.y + 0.05 * (extra % 5) }, 0)
    elseif op == 5 and #bodies > 10 and extra % 3 == 0 then
      body:destroy()
    elseif op == 6 then
      world:createBody { type = 'dynamic', position = { -12 + extra % 25, 4 + extra % 3 } }:createFixture(b2c.box(0.5, 0.5))
    elseif op == 7 and body:getType() == 'kinematic' then
      body:setLinearVelocity { extra % 2 == 0 and -1 or 1, 0 }
    elseif op == 8 and body:getType() == 'dynamic' then
      body:applyLinearImpulse { 0, 2 }
    elseif op == 9 and round % 4 == 0 then
      if snapshot and extra % 2 == 0 then
        world:restore(snapshot)
      else
        snapshot = world:snapshot()
      end
    end
    if check then check(world, round) end
    for _ = 1, random(30) do
      world:step(1 / 60)
    end
    if check then check(world, round) end
  end
  return world
end

return { scene = scene, run = run }
