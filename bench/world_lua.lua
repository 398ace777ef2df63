-- A world stepped from Lua: large_pyramid (Box2D v3's scene: a pyramid of base 100, 5050 boxes
-- of 1 m, on a ground box) built through the Lua API, then ms per world:step, and ms per step
-- when every body's position and angle is also read each step (what a game drawing each frame
-- does). With the path of world_bench as arg[1] the same scene is stepped from C under the same
-- protocol and the ratios Lua-driven / C-driven are printed.
-- Not a test: it never fails on a timing.
local b2c = require 'b2c'

local WARM, ROUNDS, STEPS = 10, 4, 20 -- warm-up steps, then rounds of STEPS steps of each kind
local worldBench = arg and arg[1]

local world = b2c.world{gravity = {0, -10}, allowSleep = false}
world:createBody{position = {0, -1}}:createFixture(b2c.box(100, 1))
local bodies, a, base = {}, 0.5, 100
local box, material = b2c.box(a, a), {density = 1, friction = 0.6}
for row = 0, base - 1 do
  for i = 0, base - row - 1 do
    local body = world:createBody{type = 'dynamic', position = {(row + 1) * a + 2 * i * a - a * base, (2 * row + 1) * a}}
    body:createFixture(box, material)
    bodies[#bodies + 1] = body
  end
end
local n, dt = #bodies, 1 / 60

local function plain()
  for _ = 1, STEPS do world:step(dt) end
end

local sum = 0 -- what was read, so that nothing is left unused
local function drawn()
  for _ = 1, STEPS do
    world:step(dt)
    for i = 1, n do
      local body = bodies[i]
      local p = body:getPosition()
      sum = sum + p.x + p.y + body:getAngle()
    end
  end
end

local function seconds(fn)
  local t0 = os.clock()
  fn()
  return os.clock() - t0
end

for _ = 1, WARM do world:step(dt) end
-- The two kinds take turns through the same stretch of the scene; the best round of each counts.
local tPlain, tDrawn = math.huge, math.huge
for _ = 1, ROUNDS do
  collectgarbage()
  tPlain = math.min(tPlain, seconds(plain))
  collectgarbage()
  tDrawn = math.min(tDrawn, seconds(drawn))
end
local msPlain, msDrawn = tPlain / STEPS * 1e3, tDrawn / STEPS * 1e3
local perBody = (msDrawn - msPlain) / n * 1e6
local top = bodies[n]:getPosition()
assert(top.y == top.y and sum == sum, 'NaN in the pyramid')

local line = ('bench world [%s]: large_pyramid (%d boxes, Lua API)  world:step %7.3f ms'):format(b2c.lua, n, msPlain)
local cms
if worldBench then
  -- world_bench --b2c NAME WARM ROUNDS STEPS: the same steps on the same scene, from C
  local pipe = assert(io.popen(('%s --b2c large_pyramid %d %d %d'):format(worldBench, WARM, 2 * ROUNDS, STEPS)))
  cms = tonumber(pipe:read('*a'))
  pipe:close()
end
if cms then line = line .. ('   from C %7.3f ms   Lua/C %.2f'):format(cms, msPlain / cms) end
print(line)
line = ('    + reading every position and angle each step %7.3f ms'):format(msDrawn)
if cms then line = line .. ('   Lua/C %.2f'):format(msDrawn / cms) end
print(line .. ('   (%.0f ns per body read; top box at y %.2f of 99.5)'):format(perBody, top.y))
