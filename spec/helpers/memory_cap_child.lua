-- Run by spec/memory_cap_spec.lua in a process of its own under `ulimit -v`: a world is grown
-- while Lua strings hold nearly all the memory the cap allows (all but GIVE_BACK MiB, the first
-- argument), so that its allocations fail, in the core and in Lua; each failure must be a Lua error
-- saying `not enough memory...`, after which the world is consistent (counters, proxies, what a
-- query finds). The strings are then let go, and the world steps, snapshots and restores as before.
-- Prints the failures, each message once, and `ok` with the fixtures counted and found.
local GIVE_BACK = tonumber(arg[1]) or 4
local b2c = require 'b2c'
local failures, kinds = 0, {}
local function record(e)
  local m = tostring(e):gsub('^[^:]*:%d+: ', '')
  kinds[m] = true
end
-- Every call that may fail for memory is made through try, and made before the ballast (a closure
-- made under the cap may fail outside any pcall). Recording may fail too: that message is unlisted.
local function try(f, ...)
  local ok, e = pcall(f, ...)
  if not ok then
    failures = failures + 1
    pcall(record, e)
  end
end
-- The counters agree with the lists, and the tree finds every proxy.
local function consistent(world)
  local c = world:getCounters()
  assert(c.bodyCount == #world:getBodies(), 'bodies')
  assert(c.proxyCount == c.fixtureCount, 'proxies')
  local n = 0
  world:queryAABB(b2c.aabb(-1e7, -1e7, 1e7, 1e7), function() n = n + 1 return true end)
  return c, n
end
local world = b2c.world { gravity = { 0, -10 } }
local ground = world:createBody {}
ground:createFixture(b2c.box(50, 0.5))
local points = {}
for i = 1, 5000 do points[2 * i - 1] = i * 0.5; points[2 * i] = (i % 3) * 0.1 end
local chain = b2c.chain(points)
points = nil
local kept, round = {}, 0
local function addChain() kept[#kept + 1] = ground:createFixture(chain) end
local function addBoxes()
  for i = 1, 100 do
    local b = world:createBody { type = 'dynamic', position = { (i % 50) * 1.1, 2 + round + math.floor(i / 50) } }
    b:createFixture(b2c.box(0.5, 0.5))
  end
end
local function snapshot() local _ = world:snapshot() end
local function check()
  local ok, e = pcall(consistent, world)
  if not ok and not tostring(e):find('not enough memory') then error(e, 0) end
end
-- ballast: Lua strings of 1 MiB until memory runs out, then GIVE_BACK MiB of them given back
local ballast, MiB = {}, string.rep('x', 1024 * 1024 - 16)
local function grow() ballast[#ballast + 1] = MiB .. ('%16d'):format(#ballast) end
while pcall(grow) do end
for _ = 1, GIVE_BACK do ballast[#ballast] = nil end
collectgarbage() collectgarbage()
for r = 1, 100 do
  round = r
  try(addChain)
  try(addBoxes)
  try(world.step, world, 1 / 60)
  try(snapshot)
  try(check)
  if failures >= 20 then break end
end
ballast = nil
collectgarbage() collectgarbage()
local c, found = consistent(world)
io.write('failures ', failures, ', bodies ', c.bodyCount, ', fixtures ', c.fixtureCount, ', found ', found, '\n')
local list = {}
for k in pairs(kinds) do list[#list + 1] = k end
table.sort(list)
for _, k in ipairs(list) do print(k) end
-- memory back: the world works on
for _ = 1, 10 do world:step(1 / 60) end
local s = world:snapshot()
local h = world:hash()
world:step(1 / 60)
world:restore(s)
assert(world:hash() == h)
for i = #kept, 1, -1 do kept[i]:destroy() kept[i] = nil end
world:step(1 / 60)
c, found = consistent(world)
print('ok', c.fixtureCount, found)
