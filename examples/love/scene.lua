-- The demo's scene, with no LÖVE in it (spec/love_spec.lua runs it under plain Lua too): a ground
-- between two walls, a pyramid to knock over, a one-way platform, bodies dropped where asked, a
-- laser cast from a fixed point towards a target, and dragging with a mouse joint where the world
-- has joints.
local b2c = require 'b2c'
local draw = require 'b2c.love'
local vec2 = b2c.vec2

local Scene = {}
Scene.__index = Scene

Scene.pyramidRows = 10
Scene.pyramidX = 10                       -- the pyramid's middle; its top box starts at (10, 9.5)
Scene.platform = { x = -12, y = 6, halfWidth = 4, halfHeight = 0.2 }
Scene.laserOrigin = vec2(-19, 19)
Scene.laserLength = 80                     -- the laser goes on past its target until it hits

-- A small seeded generator: the same sizes every run, under any Lua.
local function lcg(seed)
  local state = seed
  return function(lo, hi)
    state = (state * 16807) % 2147483647
    return lo + (hi - lo) * state / 2147483647
  end
end

function Scene.new()
  local self = setmetatable({}, Scene)
  local world = b2c.world { gravity = { 0, -10 } }
  self.world, self.random = world, lcg(12345)
  self.bodies = {} -- the dynamic bodies, in creation order (the world has no list to give)

  local ground = world:createBody { userData = 'ground' }
  ground:createFixture(b2c.box(21, 0.5, { 0, -0.5 }), { userData = 'ground' })
  ground:createFixture(b2c.box(0.5, 9, { -20.5, 9 }), { userData = 'wall' })
  ground:createFixture(b2c.box(0.5, 9, { 20.5, 9 }), { userData = 'wall' })

  -- the pyramid: unit boxes, row by row; the last one is the top
  self.pyramid = {}
  local rows = Scene.pyramidRows
  for row = 0, rows - 1 do
    for i = 0, rows - 1 - row do
      local body = world:createBody { type = 'dynamic', position = { Scene.pyramidX + i - (rows - 1 - row) / 2, 0.5 + row } }
      body:createFixture(b2c.box(0.5, 0.5), { userData = 'pyramid' })
      self.pyramid[#self.pyramid + 1] = body
      self.bodies[#self.bodies + 1] = body
    end
  end

  -- the one-way platform: what comes from below passes through, what lands on it stays. A contact
  -- is judged when it starts (its first preSolve after a step without one): solid if the other
  -- body's centre is above the platform's middle, else left out until the contact goes away. Judged
  -- at each step instead, a fast body that first touches the top already a little inside would fall
  -- through, and one passing from below would be pushed back once mostly through.
  local p = Scene.platform
  self.platformBody = world:createBody { position = { p.x, p.y } }
  self.platformFixture = self.platformBody:createFixture(b2c.box(p.halfWidth, p.halfHeight), { userData = 'platform' })
  self.steps = 0
  local platformFixture, judged = self.platformFixture, setmetatable({}, { __mode = 'k' })
  world:setCallbacks {
    preSolve = function(a, b)
      local other = a == platformFixture and b or b == platformFixture and a
      if not other then return true end
      local contact = judged[other]
      if not contact or contact.step < self.steps - 1 then
        contact = { solid = other:getBody():getWorldCenter().y > p.y }
        judged[other] = contact
      end
      contact.step = self.steps
      return contact.solid
    end,
  }
  return self
end

-- Drop a body of `kind` ('box', 'ball' or 'capsule') at `p`, its size drawn from the generator.
function Scene:drop(kind, p)
  local body = self.world:createBody { type = 'dynamic', position = p, angle = self.random(-0.5, 0.5) }
  local shape
  if kind == 'box' then
    shape = b2c.box(self.random(0.3, 0.7), self.random(0.3, 0.7))
  elseif kind == 'ball' then
    shape = b2c.circle(self.random(0.3, 0.6))
  elseif kind == 'capsule' then
    local half = self.random(0.3, 0.8)
    shape = b2c.capsule({ -half, 0 }, { half, 0 }, self.random(0.2, 0.4))
  else
    error(('unknown kind %q (box, ball or capsule)'):format(tostring(kind)), 2)
  end
  body:createFixture(shape, { userData = kind, restitution = kind == 'ball' and 0.3 or 0 })
  self.bodies[#self.bodies + 1] = body
  return body
end

-- Shoot a ball straight up from the ground under the one-way platform: it goes through, then lands
-- on it.
function Scene:launch()
  local p = Scene.platform
  local ball = self.world:createBody { type = 'dynamic', position = { p.x, 0.4 }, linearVelocity = { 0, 11.5 }, bullet = true }
  ball:createFixture(b2c.circle(0.4), { userData = 'ball' })
  self.bodies[#self.bodies + 1] = ball
  return ball
end

-- Aim the laser at `target`: it is cast from the fixed origin through the target, and
-- self.laser says what it hit: {from, to (the hit point or the end of the ray), fixture, point,
-- normal} (the last three nil on a miss).
function Scene:aim(target)
  target = vec2(target)
  local from = Scene.laserOrigin
  local direction = (target - from):normalize()
  if direction == vec2(0, 0) then direction = vec2(1, 0) end
  local to = from + direction * Scene.laserLength
  local fixture, point, normal = self.world:rayCastClosest(from, to)
  self.laser = { from = from, to = point or to, fixture = fixture, point = point, normal = normal, target = target }
  return fixture, point, normal
end

-- Grab the dynamic body under `p` with a mouse joint; true when one was grabbed.
function Scene:grab(p)
  self:release()
  local fixture = draw.fixtureAt(self.world, p)
  local body = fixture and fixture:getBody()
  if not body or body:getType() ~= 'dynamic' then return false end
  self.mouseJoint = self.world:createJoint { type = 'mouse', bodyB = body, target = p, maxForce = 1000 * body:getMass() }
  self.dragged = body
  body:setAwake(true)
  return true
end

-- Move the grabbed body's target to `p`.
function Scene:drag(p)
  if self.mouseJoint then self.mouseJoint:setTarget(p) end
end

function Scene:release()
  if self.mouseJoint and not self.mouseJoint:isDestroyed() then self.mouseJoint:destroy() end
  self.mouseJoint, self.dragged = nil, nil
end

function Scene:step(dt)
  self.steps = self.steps + 1
  self.world:step(dt)
  if self.dragged and self.dragged:isDestroyed() then self:release() end
end

-- The bodies resting on the platform: dynamic bodies within its width whose centre is less than
-- 1.5 m above its top and moving slower than 0.5 m/s.
function Scene:onPlatform()
  local p, count = Scene.platform, 0
  for _, body in ipairs(self.bodies) do
    local c = body:getWorldCenter()
    if math.abs(c.x - p.x) < p.halfWidth and c.y > p.y and c.y < p.y + p.halfHeight + 1.5
        and body:getLinearVelocity():length() < 0.5 then
      count = count + 1
    end
  end
  return count
end

-- The state in one line of `key=value` words: body and awake counts, what the laser hits (the
-- user data of its fixture, or none) with its point and normal, the pyramid's top box position and
-- how many bodies rest on the platform.
function Scene:describe()
  local counters = self.world:getCounters()
  local laser = self.laser or {}
  local function pair(v) return v and ('%.3f,%.3f'):format(v.x + 0, v.y + 0) or 'none' end -- no -0
  local hit = laser.fixture and tostring(laser.fixture:getUserData()) or 'none'
  return ('bodies=%d awake=%d laser=%s point=%s normal=%s top=%s platform=%d'):format(counters.bodyCount,
    counters.awakeCount, hit, pair(laser.point), pair(laser.normal), pair(self.pyramid[#self.pyramid]:getPosition()),
    self:onPlatform())
end

return Scene
