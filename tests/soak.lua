-- The soak (`make soak`): a world of 10,000 bodies stepped 2,000 times at 60 Hz while bodies,
-- fixtures and joints are made and destroyed every step, with the memory the process uses printed
-- every 100 steps: the Lua heap after a full collection (the binding's handles and tables) and the
-- resident set size from /proc/self/status (the C core's memory too). After the warm-up (the
-- first 500 steps, while the world's pools and the tree grow to their working size) memory must
-- stop growing: the run fails when the highest figure of the second half exceeds the highest of
-- the first half past warm-up by more than a small allowance (Lua heap: 2% or 64 KiB; RSS: 3% or
-- 2 MiB, whichever is larger).
--
--   lua5.4 tests/soak.lua [steps [bodies]]      (B2C_SOAK_STEPS, B2C_SOAK_BODIES likewise)
local b2c = require 'b2c'

local STEPS = tonumber(arg and arg[1] or os.getenv('B2C_SOAK_STEPS') or '') or 2000
local BODIES = tonumber(arg and arg[2] or os.getenv('B2C_SOAK_BODIES') or '') or 10000
local WARMUP = math.floor(STEPS / 4)
local EVERY = math.max(1, math.floor(STEPS / 20))
local CHURN = 40 -- bodies destroyed and made each step (and joints, and extra fixtures)

-- A small seeded generator, the same under every Lua.
local state = 12345
local function random()
  state = (state * 16807) % 2147483647
  return state / 2147483647
end
local function range(lo, hi) return lo + (hi - lo) * random() end

local function rss()
  local f = io.open('/proc/self/status', 'r')
  if not f then return 0 end
  local text = f:read('*a')
  f:close()
  return tonumber(text:match('VmRSS:%s*(%d+)')) or 0
end

local function heap()
  collectgarbage()
  collectgarbage()
  return collectgarbage('count')
end

local world = b2c.world { gravity = { 0, -10 } }

-- A wide floor of boxes with walls, and a chain: the bodies land on it and pile up.
local ground = world:createBody {}
local WIDTH = 400
ground:createFixture(b2c.box(WIDTH / 2, 1, { 0, -1 }))
ground:createFixture(b2c.box(1, 50, { -WIDTH / 2 - 1, 50 }))
ground:createFixture(b2c.box(1, 50, { WIDTH / 2 + 1, 50 }))
do
  local points = {}
  for i = 0, 40 do points[#points + 1] = { WIDTH / 2 - i * WIDTH / 40, 0.3 * math.sin(i) + 0.5 } end
  ground:createFixture(b2c.chain(points))
end

local shapes = {
  b2c.box(0.4, 0.4), b2c.circle(0.35), b2c.capsule({ -0.3, 0 }, { 0.3, 0 }, 0.2),
  b2c.polygon({ { -0.4, -0.3 }, { 0.4, -0.3 }, { 0.5, 0.2 }, { 0, 0.5 }, { -0.5, 0.2 } }),
}

-- Live bodies in an array (swap-removed on destroy) and their joints.
local bodies, joints = {}, {}

local function addBody(x, y)
  local body = world:createBody { type = 'dynamic', position = { x, y }, angle = range(-3, 3),
    linearVelocity = { range(-1, 1), range(-1, 0) } }
  body:createFixture(shapes[1 + math.floor(random() * #shapes)], { density = 1, friction = 0.6 })
  if random() < 0.1 then body:createFixture(b2c.circle(0.2, { 0.3, 0.3 })) end
  bodies[#bodies + 1] = body
  return body
end

local function removeBody(i)
  local body = bodies[i]
  bodies[i] = bodies[#bodies]
  bodies[#bodies] = nil
  body:destroy() -- its joints go with it
end

-- The bodies start in a loose grid high above the floor, so that they fall and settle while the
-- churn goes on.
local columns = math.floor(WIDTH / 1.2) - 2
for i = 0, BODIES - 1 do
  addBody(-WIDTH / 2 + 1.2 + (i % columns) * 1.2, 2 + math.floor(i / columns) * 1.2)
end

local jointTypes = { 'revolute', 'distance', 'weld', 'prismatic', 'wheel', 'motor' }

local function churn()
  for _ = 1, CHURN do removeBody(1 + math.floor(random() * #bodies)) end
  -- new bodies dropped in pairs, a quarter of the pairs joined (the joint at their middle)
  for _ = 1, CHURN / 2 do
    local x, y = range(-WIDTH / 2 + 3, WIDTH / 2 - 3), range(30, 60)
    local a, b = addBody(x, y), addBody(x + 1, y)
    if random() < 0.5 then
      local kind = jointTypes[1 + math.floor(random() * #jointTypes)]
      -- (a distance joint joins the bodies' origins, a motor joint has no anchor)
      local anchor = (kind ~= 'distance' and kind ~= 'motor') and { x + 0.5, y } or nil
      joints[#joints + 1] = world:createJoint { type = kind, bodyA = a, bodyB = b, anchor = anchor }
    end
  end
  -- some joints destroyed before their bodies
  for _ = 1, CHURN / 8 do
    if #joints > 0 then
      local i = 1 + math.floor(random() * #joints)
      local joint = joints[i]
      joints[i] = joints[#joints]
      joints[#joints] = nil
      if not joint:isDestroyed() then joint:destroy() end
    end
  end
  -- forget the joints destroyed with their bodies
  if #joints > 8 * CHURN then
    local kept = {}
    for _, joint in ipairs(joints) do
      if not joint:isDestroyed() then kept[#kept + 1] = joint end
    end
    joints = kept
  end
  -- a fixture added to and removed from a random body
  local body = bodies[1 + math.floor(random() * #bodies)]
  local fixture = body:createFixture(b2c.circle(0.1))
  fixture:destroy()
end

local function liveJoints()
  local n = 0
  for _, joint in ipairs(joints) do
    if not joint:isDestroyed() then n = n + 1 end
  end
  return n
end

print(('soak: %d bodies, %d steps at 60 Hz (4 sub-steps), %d bodies (and about %d joints) made and destroyed a step; %s')
  :format(BODIES, STEPS, CHURN, CHURN / 4, b2c.lua))
print(('%6s %7s %9s %7s %12s %10s %8s'):format('step', 'bodies', 'contacts', 'joints', 'Lua heap KiB', 'RSS KiB', 'ms/step'))

local samples = {}
local clock = os.clock()
local sinceLast = 0
for step = 1, STEPS do
  churn()
  local t0 = os.clock()
  world:step(1 / 60, 4)
  sinceLast = sinceLast + (os.clock() - t0)
  if step % EVERY == 0 or step == 1 then
    local counters = world:getCounters()
    local sample = { step = step, heap = heap(), rss = rss() }
    samples[#samples + 1] = sample
    print(('%6d %7d %9d %7d %12.0f %10d %8.2f'):format(step, counters.bodyCount, counters.contactCount, liveJoints(),
      sample.heap, sample.rss, 1000 * sinceLast / (step == 1 and 1 or EVERY)))
    sinceLast = 0
  end
end

-- After the warm-up: the highest figure of the second half against the first half's.
local function highest(from, to, key)
  local most = 0
  for _, s in ipairs(samples) do
    if s.step > from and s.step <= to and s[key] > most then most = s[key] end
  end
  return most
end
local middle = WARMUP + math.floor((STEPS - WARMUP) / 2)
local failed = false
for _, check in ipairs({ { 'heap', 'Lua heap', 0.02, 64 }, { 'rss', 'RSS', 0.03, 2048 } }) do
  local key, name, ratio, floor = check[1], check[2], check[3], check[4]
  local first, second = highest(WARMUP, middle, key), highest(middle, STEPS, key)
  local allowance = math.max(first * ratio, floor)
  local grew = second - first
  local ok = grew <= allowance
  failed = failed or not ok
  print(('%s: highest %.0f KiB over steps %d-%d, %.0f KiB over %d-%d: %+.0f KiB (allowed %.0f): %s')
    :format(name, first, WARMUP + 1, middle, second, middle + 1, STEPS, grew, allowance, ok and 'flat' or 'STILL GROWING'))
end
print(('soak: %.1f s'):format(os.clock() - clock))
if failed then
  io.stderr:write('soak: memory kept growing after the warm-up\n')
  os.exit(1)
end
