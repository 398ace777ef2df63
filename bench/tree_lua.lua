-- Cost of a reported hit from Lua: tree:query with a Lua closure, and the pull form queryAll,
-- against a bare call from C into Lua of the same shape, one argument and one result
-- (b2c.callLoop). Prints ns per hit and the ratios.
-- Not a test: it never fails on a timing.
local b2c = require 'b2c'

local t = b2c.tree()
for i = 1, 1000 do t:createProxy(b2c.aabb(i, 0, i + 0.5, 1), i) end
local all = b2c.aabb(0, -1, 2000, 2)
local queries = tonumber(arg and arg[1]) or 2000
local hits = queries * 1000

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
local function onHit() count = count + 1 end
local bare = best(function() b2c.callLoop(onHit, hits, t) end) / hits * 1e9
local closure = best(function()
  for _ = 1, queries do t:query(all, onHit) end
end) / hits * 1e9
local out = {}
local pull = best(function()
  for _ = 1, queries do
    local r = t:queryAll(all, out)
    for i = 1, #r do local _ = r[i] end
  end
end) / hits * 1e9
print(('bench tree [%s]: bare C->Lua call %5.1f ns   query + closure %5.1f ns/hit (%.2f x a bare call)   queryAll %5.1f ns/hit')
  :format(b2c.lua, bare, closure, closure / bare, pull))
