-- A platformer's one-way platform (docs/api.md, "One-way platforms"): a player jumps up through it
-- from the ground and lands on top, then a crate dropped from high above falls onto it, fast, and
-- lands too (the test that first comes to mind, "are the feet above the platform's top?", would
-- let the crate through).
-- Run from the repository after `make`: lua5.4 examples/platformer.lua
local b2c = require 'b2c'

-- The recipe. A contact with a one-way platform is judged once, when it starts (at its first
-- preSolve after a step without one): solid when the other body's centre is above the platform's
-- middle, else left out of the solver. The judgement holds for as long as the contact does, so a
-- body that lands a little inside the platform still lands, and one that comes up from below is
-- not pushed back (or popped up) once it is mostly through.
local function oneWayPlatforms()
  local platforms = {}          -- the one-way fixtures
  local last, now = {}, {}      -- [platform][other] = solid, for the contacts of the last step, of this one
  local self = {}

  function self.add(fixture)
    platforms[fixture] = true
    return fixture
  end

  -- Call before each world:step.
  function self.beginStep() last, now = now, {} end

  -- The world's preSolve (or call it from yours): true for the contacts to solve.
  function self.preSolve(fixtureA, fixtureB)
    local platform, other = fixtureA, fixtureB
    if not platforms[platform] then platform, other = fixtureB, fixtureA end
    if not platforms[platform] then return true end
    now[platform] = now[platform] or {}
    local solid = now[platform][other]
    if solid == nil then solid = last[platform] and last[platform][other] end
    if solid == nil then
      solid = other:getBody():getWorldCenter().y > platform:getAABB():center().y
    end
    now[platform][other] = solid
    return solid
  end

  return self
end

local world = b2c.world { gravity = { 0, -20 } }
world:createBody {}:createFixture(b2c.box(20, 0.5, { 0, -0.5 }))          -- the ground, its top at 0
local oneWay = oneWayPlatforms()
local platform = world:createBody { position = { 0, 3 } }
oneWay.add(platform:createFixture(b2c.box(3, 0.1)))                        -- its top at 3.1
world:setCallbacks { preSolve = oneWay.preSolve }

local function newBody(name, x, y, halfWidth, halfHeight)
  local body = world:createBody { type = 'dynamic', position = { x, y }, fixedRotation = true }
  body:createFixture(b2c.box(halfWidth, halfHeight), { friction = 0 })
  return { name = name, body = body, above = y > 3, fall = 0 }
end

-- Say when a body passes up through the platform or falls through it (its centre crosses the
-- platform's middle), or lands (on the platform or the ground).
local function watch(t, m)
  local p, v = m.body:getPosition(), m.body:getLinearVelocity()
  local above = p.y > 3
  if above ~= m.above then
    print(('t = %.2f s  %s %s the platform'):format(t, m.name, above and 'passes up through' or 'falls through'))
  end
  if v.y < -0.01 then
    m.fall = math.max(m.fall, -v.y)
  elseif m.fall > 1 then
    print(('t = %.2f s  %s lands on the %s at y = %.2f, falling at %.1f m/s'):format(t, m.name,
      above and 'platform' or 'ground', p.y, m.fall))
    m.fall = 0
  end
  m.above = above
end

print('platformer: a one-way platform from x = -3 to 3, 0.2 m thick, its top at y = 3.1')
print('t = 0.00 s  the player jumps from the ground at 12 m/s')
local player = newBody('the player', -1, 0.5, 0.4, 0.5)
player.body:setLinearVelocity { 0, 12 }
local movers, crate = { player }, nil
for step = 1, 180 do
  if step == 61 then
    print('t = 1.00 s  a crate falls from y = 6.5')
    crate = newBody('the crate', 1, 6.5, 0.5, 0.5)
    movers[2] = crate
  end
  oneWay.beginStep()
  world:step(1 / 60)
  for _, m in ipairs(movers) do watch(step / 60, m) end
end
print(('t = 3.00 s  the player at y = %.2f, the crate at y = %.2f'):format(player.body:getPosition().y,
  crate.body:getPosition().y))

return { oneWayPlatforms = oneWayPlatforms } -- for spec/examples_spec.lua
