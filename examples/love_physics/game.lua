-- The game's physics, written the way LÖVE tutorials write it, purely against love.physics's API
-- (LÖVE 11.4). It is given the physics module (`Game.new(love.physics)`), so the same code runs
-- with LÖVE's own physics or with b2c's drop-in (`love.physics = require 'b2c.lovephysics'`), and
-- it needs nothing else of LÖVE: main.lua draws and reads the keyboard, examples/love's second
-- scene reuses it.
--
-- Two worlds, in pixels (64 a metre) with y down:
--   the platformer: a player (a fixed-rotation box moved by setting its velocity, jumping with an
--     impulse when its foot contact count says it stands), a one-way platform (preSolve and
--     contact:setEnabled(false) while the player is below its top), crates to push, a sensor
--     zone, a ragdoll (revolute joints with limits), a pulley and two wheels coupled by a gear;
--   the top-down scene: no gravity; a car (driven by an autopilot in the script), pucks and a
--     bouncing ball slowed by friction joints to the ground, inside a chain loop.
-- beginContact/endContact are counted by pair class (the fixtures' user data, sorted).
local Game = {}
Game.__index = Game

Game.meter = 64
Game.width, Game.height = 1600, 640
Game.platform = { x = 400, y = 440, w = 200, h = 16 }

-- The pair class of two fixtures: their user data names, sorted, joined by '-'.
local function pairClass(a, b)
  local na, nb = tostring(a:getUserData()), tostring(b:getUserData())
  if na > nb then na, nb = nb, na end
  return na .. '-' .. nb
end

local function count(counts, key)
  counts[key] = (counts[key] or 0) + 1
end

local function fixture(physics, body, shape, density, name)
  local f = physics.newFixture(body, shape, density)
  f:setUserData(name)
  return f
end

-- The platformer world.
local function platformer(self, physics)
  local world = physics.newWorld(0, 9.81 * Game.meter, true)
  self.world = world

  -- the ground and the side walls: one static body, three rectangles
  local ground = physics.newBody(world, 0, 0, 'static')
  fixture(physics, ground, physics.newRectangleShape(Game.width / 2, 620, Game.width, 40), 0, 'ground')
  fixture(physics, ground, physics.newRectangleShape(-10, 320, 20, 640), 0, 'wall')
  fixture(physics, ground, physics.newRectangleShape(Game.width + 10, 320, 20, 640), 0, 'wall')
  self.ground = ground

  -- the one-way platform
  local p = Game.platform
  local platform = physics.newBody(world, p.x, p.y, 'static')
  fixture(physics, platform, physics.newRectangleShape(p.w, p.h), 0, 'platform')

  -- a sensor zone the player walks through
  local zone = physics.newBody(world, 950, 560, 'static')
  fixture(physics, zone, physics.newRectangleShape(80, 80), 0, 'zone'):setSensor(true)

  -- the player
  local player = physics.newBody(world, 100, 570, 'dynamic')
  player:setFixedRotation(true)
  local feet = fixture(physics, player, physics.newRectangleShape(32, 48), 1, 'player')
  feet:setFriction(0)
  self.player, self.standing = player, 0

  -- crates to push
  self.crates = {}
  for i = 1, 3 do
    local crate = physics.newBody(world, 720 + i * 40, 580, 'dynamic')
    fixture(physics, crate, physics.newRectangleShape(40, 40), 1, 'crate'):setFriction(0.5)
    self.crates[i] = crate
  end

  -- a ragdoll, dropped from high up: its parts in one negative group never collide with each other
  local parts = {}
  local function part(name, x, y, shape)
    local body = physics.newBody(world, x, y, 'dynamic')
    fixture(physics, body, shape, 1, 'ragdoll'):setGroupIndex(-1)
    parts[name] = body
    return body
  end
  local rx, ry = 1300, 200
  part('head', rx, ry - 44, physics.newCircleShape(12))
  part('torso', rx, ry, physics.newRectangleShape(24, 64))
  part('armL', rx - 24, ry - 16, physics.newRectangleShape(36, 10))
  part('armR', rx + 24, ry - 16, physics.newRectangleShape(36, 10))
  part('legL', rx - 7, ry + 56, physics.newRectangleShape(10, 48))
  part('legR', rx + 7, ry + 56, physics.newRectangleShape(10, 48))
  local function hinge(a, b, x, y, lower, upper)
    local joint = physics.newRevoluteJoint(parts[a], parts[b], x, y, false)
    joint:setLimitsEnabled(true)
    joint:setLimits(lower, upper)
    return joint
  end
  self.ragdollJoints = {
    hinge('torso', 'head', rx, ry - 32, -0.5, 0.5),
    hinge('torso', 'armL', rx - 8, ry - 16, -1.2, 1.2),
    hinge('torso', 'armR', rx + 8, ry - 16, -1.2, 1.2),
    hinge('torso', 'legL', rx - 7, ry + 32, -0.8, 0.4),
    hinge('torso', 'legR', rx + 7, ry + 32, -0.4, 0.8),
  }
  parts.torso:applyLinearImpulse(-parts.torso:getMass() * 60, 0)
  self.ragdoll = parts

  -- a pulley: the heavier box goes down, the lighter one up
  local a = physics.newBody(world, 1420, 450, 'dynamic')
  fixture(physics, a, physics.newRectangleShape(40, 40), 1, 'pulley')
  local b = physics.newBody(world, 1520, 350, 'dynamic')
  fixture(physics, b, physics.newRectangleShape(40, 40), 2, 'pulley')
  self.pulleyJoint = physics.newPulleyJoint(a, b, 1420, 50, 1520, 50, 1420, 430, 1520, 330, 1, false)
  self.pulleyA, self.pulleyB = a, b

  -- two wheels on axles, the big one driven by a motor, the small one by a gear
  local big = physics.newBody(world, 600, 150, 'dynamic')
  fixture(physics, big, physics.newCircleShape(40), 1, 'wheel')
  local small = physics.newBody(world, 680, 150, 'dynamic')
  fixture(physics, small, physics.newCircleShape(20), 1, 'wheel')
  local mount = physics.newBody(world, 640, 150, 'static') -- the axles' frame, between the wheels
  local axle1 = physics.newRevoluteJoint(mount, big, 600, 150, false)
  axle1:setMotorEnabled(true)
  axle1:setMotorSpeed(1)
  axle1:setMaxMotorTorque(big:getInertia() * 100)
  local axle2 = physics.newRevoluteJoint(mount, small, 680, 150, false)
  self.gearJoint = physics.newGearJoint(axle1, axle2, 2, false)
  self.bigWheel, self.smallWheel = big, small

  -- contacts: counted by pair class; the player's foot contacts say whether it stands
  local events = self.events
  local function isPlayer(f) return f:getUserData() == 'player' end
  local function standable(f) local n = f:getUserData() return n == 'ground' or n == 'platform' or n == 'crate' end
  local function beginContact(fa, fb, contact)
    count(events, 'begin ' .. pairClass(fa, fb))
    if (isPlayer(fa) and standable(fb)) or (isPlayer(fb) and standable(fa)) then self.standing = self.standing + 1 end
  end
  local function endContact(fa, fb, contact)
    count(events, 'end ' .. pairClass(fa, fb))
    if (isPlayer(fa) and standable(fb)) or (isPlayer(fb) and standable(fa)) then self.standing = self.standing - 1 end
  end
  -- the one-way platform: what moves up, or is well below its top, passes through (a body falling
  -- fast may be a few pixels into the top when it first touches it: it lands)
  local top = p.y - p.h / 2
  local function preSolve(fa, fb, contact)
    local other
    if fa:getUserData() == 'platform' then other = fb elseif fb:getUserData() == 'platform' then other = fa end
    if not other then return end
    local _, _, _, bottom = other:getBoundingBox()
    local _, vy = other:getBody():getLinearVelocity()
    if vy < 0 or bottom > top + 16 then contact:setEnabled(false) end
  end
  world:setCallbacks(beginContact, endContact, preSolve)
end

-- The top-down world: no gravity, friction joints to the ground stand for the floor's friction.
local function topdown(self, physics)
  local world = physics.newWorld(0, 0, true)
  self.topWorld = world
  local arena = physics.newBody(world, 0, 0, 'static')
  fixture(physics, arena, physics.newChainShape(true, 20, 20, 780, 20, 780, 580, 20, 580), 0, 'arena')
  -- the floor the friction joints hold to: a body of its own, without fixtures, since a joint keeps
  -- the two bodies it joins from colliding (the walls would not stop what it holds)
  local ground = physics.newBody(world, 0, 0, 'static')
  self.topGround = ground

  local function floorFriction(body, grip)
    local joint = physics.newFrictionJoint(ground, body, body:getX(), body:getY(), false)
    joint:setMaxForce(body:getMass() * 9.81 * Game.meter * grip)
    joint:setMaxTorque(body:getInertia() * 9.81 * grip)
    return joint
  end

  local car = physics.newBody(world, 120, 300, 'dynamic')
  fixture(physics, car, physics.newRectangleShape(48, 24), 2, 'car'):setRestitution(0.2)
  floorFriction(car, 0.6)
  self.car = car

  self.pucks = {}
  for i = 1, 5 do
    local puck = physics.newBody(world, 400 + (i - 1) * 60, 300 + ((i % 2) * 2 - 1) * 20, 'dynamic')
    local shape = i % 2 == 1 and physics.newCircleShape(18) or physics.newRectangleShape(32, 32)
    fixture(physics, puck, shape, 1, 'puck'):setRestitution(0.3)
    floorFriction(puck, 0.4)
    self.pucks[i] = puck
  end

  -- a ball bouncing between the side walls, above the car's way, barely slowed
  local ball = physics.newBody(world, 400, 50, 'dynamic')
  local ballFixture = fixture(physics, ball, physics.newCircleShape(10), 1, 'ball')
  ballFixture:setRestitution(0.9)
  ballFixture:setFriction(0)
  floorFriction(ball, 0.05)
  ball:setLinearVelocity(400, 0)
  self.ball = ball

  local events = self.events
  world:setCallbacks(function(fa, fb) count(events, 'begin ' .. pairClass(fa, fb)) end,
    function(fa, fb) count(events, 'end ' .. pairClass(fa, fb)) end)
end

function Game.new(physics)
  physics.setMeter(Game.meter)
  local self = setmetatable({ physics = physics, events = {}, time = 0, steps = 0, through = 0 }, Game)
  platformer(self, physics)
  topdown(self, physics)
  self.below = false
  return self
end

-- Where the player is about the platform: 'below' (its top under the platform's bottom), 'above'
-- (its bottom over the platform's top) or 'inside', within the platform's span; else nil.
function Game:aboutPlatform()
  local p = Game.platform
  local x, y = self.player:getPosition()
  if math.abs(x - p.x) >= p.w / 2 + 16 then return nil end
  if y - 24 > p.y + p.h / 2 then return 'below' end
  if y + 24 < p.y - p.h / 2 + 2 then return 'above' end
  return 'inside'
end

-- One step of `dt` with the input `keys` (a set: left, right, jump, and the car's up, down,
-- turnLeft, turnRight).
function Game:update(dt, keys)
  local player = self.player
  local vx, vy = player:getLinearVelocity()
  local speed = 0
  if keys.left then speed = speed - 200 end
  if keys.right then speed = speed + 200 end
  player:setLinearVelocity(speed, vy)
  if keys.jump and self.standing > 0 and math.abs(vy) < 20 then
    player:applyLinearImpulse(0, -player:getMass() * 560)
  end

  local car = self.car
  local angle = car:getAngle()
  local fx, fy = math.cos(angle), math.sin(angle)
  local thrust = (keys.up and 1 or 0) - (keys.down and 1 or 0)
  if thrust ~= 0 then car:applyForce(fx * thrust * car:getMass() * 600, fy * thrust * car:getMass() * 600) end
  local turn = (keys.turnRight and 1 or 0) - (keys.turnLeft and 1 or 0)
  if turn ~= 0 then car:applyTorque(turn * car:getInertia() * 9) end

  self.world:update(dt)
  self.topWorld:update(dt)
  self.steps = self.steps + 1
  self.time = self.steps * dt

  -- through the one-way platform: below it, then above it
  local about = self:aboutPlatform()
  if about == 'below' then
    self.below = true
  elseif about == 'above' and self.below then
    self.through = self.through + 1
    self.below = false
  elseif about == nil then
    self.below = false
  end
end

-- Things that happen to the scene at given times (the script calls them too).
function Game:dropCrate(x, y)
  local physics = self.physics
  local crate = physics.newBody(self.world, x, y, 'dynamic')
  fixture(physics, crate, physics.newRectangleShape(40, 40), 1, 'crate'):setFriction(0.5)
  self.crates[#self.crates + 1] = crate
  return crate
end

function Game:removeCrate(i)
  local crate = table.remove(self.crates, i)
  crate:destroy()
end

-- The scripted input of the test mode: the keys held during step n (1-based, 1/60 s steps), and
-- the scene changes made before it. 60 s: walk under the platform, jump up through it, walk off,
-- push the crates, jump back up, hop on it, drop down, walk into the sensor zone; a crate dropped
-- onto the platform at 30 s, another destroyed at 40 s. The car is driven by an autopilot, with the
-- same keys a player would press: through the row of pucks, round the arena, then parked.
local holds = {
  { 1, 90, 'right' },                 -- under the platform (x 100 -> 400)
  { 120, 124, 'jump' },               -- up through it
  { 240, 330, 'right' },              -- off its right end, to the ground
  { 360, 420, 'right' },              -- into the crates, pushing them
  { 660, 805, 'left' },               -- back under the platform
  { 960, 964, 'jump' },               -- up through it again
  { 1230, 1234, 'jump' },             -- a hop on it
  { 1380, 1470, 'left' },             -- off its left end
  { 1500, 1800, 'right' },            -- along the ground into the sensor zone
  { 1900, 2000, 'left' },
  { 2400, 2404, 'jump' },             -- a jump on the ground
  { 2700, 2820, 'right' },            -- into the zone and the crates again
  { 3000, 3004, 'jump' },
  { 3100, 3220, 'left' },
}
local events = {
  [1800] = function(game) game:dropCrate(Game.platform.x, 100) end, -- onto the platform
  [2400] = function(game) game:removeCrate(1) end,                  -- gone while touching the ground
}

function Game.scriptKeys(n)
  local keys = {}
  for _, hold in ipairs(holds) do
    if n >= hold[1] and n <= hold[2] then keys[hold[3]] = true end
  end
  return keys
end

-- The car's autopilot: the waypoints it drives to in turn (pixels), and the keys that steer it
-- to the next one: turn towards it, throttle while roughly facing it and slower than 150 px/s;
-- when it has been stuck for half a second (wedged between pucks), back up for 40 steps.
Game.waypoints = { { 720, 300 }, { 700, 500 }, { 150, 500 }, { 150, 120 }, { 640, 120 }, { 400, 300 } }

function Game:autopilot(keys)
  local target = Game.waypoints[self.waypoint or 1]
  if not target then return keys end
  local car = self.car
  if (self.backing or 0) > 0 then
    self.backing = self.backing - 1
    keys.down = true
    return keys
  end
  local x, y = car:getPosition()
  local dx, dy = target[1] - x, target[2] - y
  if dx * dx + dy * dy < 40 * 40 then
    self.waypoint = (self.waypoint or 1) + 1
    return keys
  end
  local heading = car:getAngle()
  local err = math.atan2 and math.atan2(dy, dx) - heading or math.atan(dy, dx) - heading
  err = (err + math.pi) % (2 * math.pi) - math.pi
  local spin = car:getAngularVelocity()
  -- steer with some damping: turn while the error (less the spin's lead) is more than 0.05 rad
  local lead = err - spin * 0.3
  if lead > 0.05 then keys.turnRight = true elseif lead < -0.05 then keys.turnLeft = true end
  local vx, vy = car:getLinearVelocity()
  if math.abs(err) < 0.5 and vx * vx + vy * vy < 150 * 150 then keys.up = true end
  if vx * vx + vy * vy < 10 * 10 and math.abs(spin) < 0.05 then
    self.stuck = (self.stuck or 0) + 1
    if self.stuck > 30 then self.stuck, self.backing = 0, 40 end
  else
    self.stuck = 0
  end
  return keys
end

function Game:scripted(n)
  if events[n] then events[n](self) end
  return self:autopilot(Game.scriptKeys(n))
end

-- The key bodies' positions (x, y in pixels; wheels: their angles) and the car's next waypoint
-- (past the last: parked), for the summary.
function Game:keyPositions()
  local out = {}
  local function at(name, body)
    local x, y = body:getPosition()
    out[#out + 1] = ('%s=%.1f,%.1f'):format(name, x, y)
  end
  at('player', self.player)
  at('crate', self.crates[#self.crates])
  at('torso', self.ragdoll.torso)
  at('head', self.ragdoll.head)
  at('pulleyA', self.pulleyA)
  at('pulleyB', self.pulleyB)
  out[#out + 1] = ('wheels=%.3f,%.3f'):format(self.bigWheel:getAngle(), self.smallWheel:getAngle())
  at('car', self.car)
  at('puck1', self.pucks[1])
  at('puck5', self.pucks[5])
  at('ball', self.ball)
  out[#out + 1] = ('waypoint=%d'):format(self.waypoint or 1)
  return table.concat(out, ' ')
end

-- The event counts, one 'kind pair count' a line, sorted.
function Game:eventLines()
  local keys = {}
  for key in pairs(self.events) do keys[#keys + 1] = key end
  table.sort(keys)
  local lines = {}
  for i, key in ipairs(keys) do lines[i] = key .. ' ' .. self.events[key] end
  return lines
end

-- The test mode: a new game on `physics` played by the script for `seconds` (60), in steps of
-- 1/60 s; its summary as lines (main.lua prints them after 'lovephysics-game: '). `name` names the
-- physics in the first line.
function Game.summary(physics, name, seconds)
  local steps = math.floor((seconds or 60) * 60 + 0.5)
  local game = Game.new(physics)
  local lines = { ('physics=%s steps=%d'):format(name, steps) }
  for n = 1, steps do
    game:update(1 / 60, game:scripted(n))
    if n % 600 == 0 then lines[#lines + 1] = ('t=%d %s'):format(n / 60, game:keyPositions()) end
  end
  lines[#lines + 1] = ('through=%d standing=%d'):format(game.through, game.standing)
  for _, line in ipairs(game:eventLines()) do lines[#lines + 1] = 'event ' .. line end
  lines[#lines + 1] = 'end'
  return lines
end

return Game
