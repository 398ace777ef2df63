-- Reading every body's pose in bulk: world:getPoses (all awake bodies; a given array of bodies),
-- world:getMoveEvents, world:getPoseBuffer (LuaJIT: a typed array; nil under Lua 5.4), beside the
-- per-body getters and a plain Lua table copy of the same numbers (the reference). 10,000 boxes,
-- awake; prints ns per body, best of a few runs. Not a test: it never fails on a timing.
local b2c = require 'b2c'

local N = tonumber(arg and arg[1]) or 10000
local world = b2c.world { gravity = { 0, -10 } }
world:createBody {}:createFixture(b2c.box(200, 1, { 0, -1 }))
local bodies = {}
local side = math.ceil(math.sqrt(N))
for i = 1, N do
  local x, y = (i - 1) % side, math.floor((i - 1) / side)
  local body = world:createBody { type = 'dynamic', position = { x * 1.5 - side * 0.75, 2 + y * 1.5 },
    angle = 0.1 * (i % 7) }
  body:createFixture(b2c.box(0.5, 0.5))
  bodies[i] = body
end
world:step(1 / 60) -- (the move events and the angles of the step)

local reps = math.max(1, math.floor(200000 / N))

local function best(fn)
  fn()
  local b = math.huge
  for _ = 1, 7 do
    local t0 = os.clock()
    for _ = 1, reps do fn() end
    b = math.min(b, os.clock() - t0)
  end
  return b / reps / N * 1e9
end

local src, dst = {}, {}
for k = 1, 3 * N do src[k] = k * 0.5 end
local copy = best(function() for k = 1, 3 * N do dst[k] = src[k] end end)
local getters = best(function()
  for i = 1, N do
    local b = bodies[i]
    local _, _ = b:getPosition(), b:getAngle()
  end
end)
local out, outBodies = {}, {}
local all = best(function() world:getPoses(out) end)
local allBodies = best(function() world:getPoses(out, nil, outBodies) end)
local given = best(function() world:getPoses(out, bodies) end)
local mb, mp = {}, {}
local moves = best(function() world:getMoveEvents(mb, mp) end)
local buffer = 'n/a (Lua 5.4: nil)'
if world:getPoseBuffer() then
  local sum = 0
  buffer = ('%5.1f'):format(best(function()
    local p, n = world:getPoseBuffer()
    for k = 0, 3 * n - 1 do sum = sum + p[k] end
  end))
end
assert(world:getPoses(out) == N and #out == 3 * N)
print(('bench poses [%s] %d bodies, ns a body: table copy (3 numbers) %5.1f   getPosition+getAngle %6.1f   '
  .. 'getPoses(out) %5.1f   getPoses(out, nil, outBodies) %5.1f   getPoses(out, bodies) %5.1f   '
  .. 'getMoveEvents %5.1f   getPoseBuffer + read %s')
  :format(b2c.lua, N, copy, getters, all, allBodies, given, moves, buffer))
