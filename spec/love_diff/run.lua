-- The module's side of the differential scenarios under plain Lua (Lua 5.4 or LuaJIT), from the
-- repository's root:
--   LUA_PATH='lua/?.lua;lua/?/init.lua;;' lua5.4 spec/love_diff/run.lua [NAME ...]
-- prints `b2c <tab> NAME <tab> LINE` for each scenario (all of them unless named), as the LÖVE
-- runner (spec/love_diff/app) prints its module side, so that the two can be compared with diff.
local here = (debug.getinfo(1, 'S').source:match('^@(.*)[/\\][^/\\]*$') or '.')
local H = dofile(here .. '/harness.lua')
local physics = require 'b2c.lovephysics'
local names = { ... }
if #names == 0 then names = H.scenarios end
for _, name in ipairs(names) do
  for _, line in ipairs(H.run(physics, H.load(here .. '/scenarios/' .. name .. '.lua'))) do
    io.write('b2c\t', name, '\t', line, '\n')
  end
end
