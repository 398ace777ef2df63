-- Cost of a reported hit of the world's queries from Lua: world:queryAABB with a Lua closure
-- (one argument, the fixture, one result) and world:rayCast (four arguments: fixture, point,
-- normal, fraction; one result), each against a bare call from C into Lua of the same shape
-- (b2c.callLoop with as many arguments) in the same run. The world: 1,000 static boxes of 0.5 m
-- in a row, 1 m apart; the query box covers all of them, the ray runs along the row through all
-- of them, and the callbacks let every hit go on. Prints ns per hit and the ratios.
-- Not a test: it never fails on a timing.
local b2c = require 'b2c'

local N = 1000
local world = b2c.world { gravity = { 0, 0 } }
local box = b2c.box(0.25, 0.25)
for i = 1, N do world:createBody { position = { i, 0 } }:createFixture(box) end
world:step(1 / 60) -- the proxies into the trees
local all = b2c.aabb(0, -1, N + 1, 1)
local p1, p2 = b2c.vec2(0, 0.1), b2c.vec2(N + 1, 0.1)
local queries = tonumber(arg and arg[1]) or 1000
local hits = queries * N

local function best(fn)
  fn()
  local b = math.huge
  for _ = 1, 5 do
    collectgarbage()
    local t0 = os.clock()
    fn()
    b = math.min(b, os.clock() - t0)
  end
  return b
end

local count = 0
local function onFixture() count = count + 1 end
local function onRay() count = count + 1 end -- nothing returned: go on, the ray unchanged
-- the arguments a ray's callback gets, made once for the bare calls
local fixture = world:getBodies()[1]:getFixtures()[1]
local point, normal = b2c.vec2(1, 0.1), b2c.vec2(-1, 0)

local n0 = count
world:queryAABB(all, onFixture)
assert(count - n0 == N, 'queryAABB: every box is a hit')
n0 = count
world:rayCast(p1, p2, onRay)
assert(count - n0 == N, 'rayCast: every box is a hit')

local bare1 = best(function() b2c.callLoop(onFixture, hits, fixture) end) / hits * 1e9
local query = best(function()
  for _ = 1, queries do world:queryAABB(all, onFixture) end
end) / hits * 1e9
local bare4 = best(function() b2c.callLoop(onRay, hits, fixture, point, normal, 0.5) end) / hits * 1e9
local ray = best(function()
  for _ = 1, queries do world:rayCast(p1, p2, onRay) end
end) / hits * 1e9
local onRayXY = function() count = count + 1 end
local bare6 = best(function() b2c.callLoop(onRayXY, hits, fixture, 1, 0.1, -1, 0, 0.5) end) / hits * 1e9
local rayXY = best(function()
  for _ = 1, queries do world:rayCastXY(p1, p2, onRayXY) end
end) / hits * 1e9
print(('bench query [%s]: world:queryAABB + closure %5.1f ns/hit   bare C->Lua call (1 argument)  %5.1f ns   %.2f x')
  :format(b2c.lua, query, bare1, query / bare1))
print(('bench query [%s]: world:rayCast + closure   %5.1f ns/hit   bare C->Lua call (4 arguments) %5.1f ns   %.2f x')
  :format(b2c.lua, ray, bare4, ray / bare4))
print(('bench query [%s]: world:rayCastXY + closure %5.1f ns/hit   bare C->Lua call (6 arguments) %5.1f ns   %.2f x')
  :format(b2c.lua, rayXY, bare6, rayXY / bare6))
