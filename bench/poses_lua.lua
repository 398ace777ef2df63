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

-- The candidates are timed in turns, round after round, each keeping its best round: a machine
-- busy with other work slows them alike, and the ratios hold better than the times.
local names, fns, bests = {}, {}, {}
local function candidate(name, fn)
  names[#names + 1], fns[#fns + 1], bests[#bests + 1] = name, fn, math.huge
end

local src, dst = {}, {}
for k = 1, 3 * N do src[k] = k * 0.5 end
candidate('table copy', function() for k = 1, 3 * N do dst[k] = src[k] end end)
candidate('getPosition+getAngle', function()
  for i = 1, N do
    local b = bodies[i]
    local _, _ = b:getPosition(), b:getAngle()
  end
end)
local out, outBodies = {}, {}
candidate('getPoses(out)', function() world:getPoses(out) end)
candidate('getPoses(out, nil, outBodies)', function() world:getPoses(out, nil, outBodies) end)
candidate('getPoses(out, bodies)', function() world:getPoses(out, bodies) end)
local mb, mp = {}, {}
candidate('getMoveEvents', function() world:getMoveEvents(mb, mp) end)
local hasBuffer = world:getPoseBuffer() ~= nil
local sum = 0
if hasBuffer then
  candidate('getPoseBuffer + read', function()
    local p, n = world:getPoseBuffer()
    for k = 0, 3 * n - 1 do sum = sum + p[k] end
  end)
end

for _, fn in ipairs(fns) do fn() end
for _ = 1, 9 do
  for i, fn in ipairs(fns) do
    local t0 = os.clock()
    for _ = 1, reps do fn() end
    bests[i] = math.min(bests[i], (os.clock() - t0) / reps / N * 1e9)
  end
end
assert(world:getPoses(out) == N and #out == 3 * N)
local parts = {}
for i, name in ipairs(names) do
  parts[#parts + 1] = ('%s %.1f (%.2f x)'):format(name, bests[i], bests[i] / bests[1])
end
if not hasBuffer then parts[#parts + 1] = 'getPoseBuffer: nil (no FFI)' end
print(('bench poses [%s] %d bodies, ns a body (x the table copy of the same 3 numbers): %s')
  :format(b2c.lua, N, table.concat(parts, '   ')))
