-- Large makes and destructions from Lua: a chain of 64,000 points on a static body (a level's
-- terrain), and 32,000 box fixtures on one dynamic body, each made and then destroyed: the
-- chain as one fixture, then with its body; the fixtures one by one in the order they were made
-- (before any step: every proxy still waits in the broad-phase's buffers). All were quadratic
-- (the chain 5-6 s to destroy, the fixtures 4.7 s to make and 6.1 s to destroy); now linear.
-- Prints seconds. Not a test: it never fails on a timing.
local b2c = require 'b2c'
local clock = os.clock
local POINTS, FIXTURES = tonumber(arg and arg[1]) or 64000, tonumber(arg and arg[2]) or 32000

local function chain()
  local world = b2c.world {}
  local ground = world:createBody {}
  local points = {}
  for i = 1, POINTS do points[#points + 1] = i; points[#points + 1] = math.sin(i) end
  local shape = b2c.chain(points)
  local t0 = clock()
  local fixture = ground:createFixture(shape)
  local t1 = clock()
  fixture:destroy()
  local t2 = clock()
  ground:createFixture(shape)
  local t3 = clock()
  ground:destroy()
  return t1 - t0, t2 - t1, clock() - t3
end

local function fixtures()
  local world = b2c.world {}
  local body = world:createBody { type = 'dynamic' }
  local list = {}
  local t0 = clock()
  for i = 1, FIXTURES do list[i] = body:createFixture(b2c.box(0.5, 0.5, { (i % 200) * 2, math.floor(i / 200) * 2 })) end
  local t1 = clock()
  for i = 1, FIXTURES do list[i]:destroy() end
  return t1 - t0, clock() - t1
end

local make, destroy, withBody = chain()
print(('bench destroy [%s]: chain of %d points: make %.3f s, destroy %.3f s, destroy with its body %.3f s')
  :format(b2c.lua, POINTS, make, destroy, withBody))
make, destroy = fixtures()
print(('bench destroy [%s]: %d fixtures on one body: make %.3f s, destroy one by one %.3f s')
  :format(b2c.lua, FIXTURES, make, destroy))
