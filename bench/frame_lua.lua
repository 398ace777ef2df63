-- A game's frame from Lua: 10,000 boxes in a container, one frame = world:step(1/60) + reading
-- every body's position and angle (what drawing them needs). Prints ms per frame and ns per body
-- read for each read path b2c has: body:getPosition() + body:getAngle() (always), and, when the
-- module has them, body:getPositionXY() + body:getAngle(), body:getPose() and world:getPoses(out).
-- Beside it, the same scene in love.physics under LÖVE 11 (bench/love_frame, run headless: no
-- window, no display needed) when `love` is installed, and the ratios b2c frame / love.physics
-- frame for each read path. Not a test: it never fails on a timing.
--
-- The scene (the same in both engines, bench/love_frame/main.lua builds it from the same numbers):
-- COLUMNS x ROWS dynamic boxes of 1 m x 1 m (density 1, friction 0.6), stacked in columns 1.05 m
-- apart, each box resting on the one below (the lowest on the ground), inside a static container
-- (a ground box and two walls); gravity (0, -10) m/s^2; sleep off in both (every box is stepped
-- and read every frame). love.physics works in meters here: love.physics.setMeter(1), so its
-- numbers are the same numbers. Each engine keeps its own solver settings (b2c: 4 substeps;
-- love.physics / Box2D 2.3: 8 velocity and 3 position iterations, LÖVE's defaults).
--
-- Usage: frame_lua.lua [LOVE_GAME_DIR [COLUMNS ROWS WARM FRAMES]]; with no LOVE_GAME_DIR, or no
-- `love`, b2c alone. Times are CPU time (os.clock) in both engines: the machine is shared.
local b2c = require 'b2c'

local loveDir = arg and arg[1]
local COLUMNS = tonumber(arg and arg[2]) or 200
local ROWS = tonumber(arg and arg[3]) or 50
local WARM = tonumber(arg and arg[4]) or 20 -- frames stepped before timing
local FRAMES = tonumber(arg and arg[5]) or 20 -- frames timed
local SPACING, SIZE = 1.05, 1.0
local clock = os.clock

-- ---- the scene in b2c ----
local world = b2c.world { gravity = { 0, -10 }, enableSleep = false }
local width = COLUMNS * SPACING
local ground = world:createBody {}
ground:createFixture(b2c.box(width / 2 + 2, 0.5, b2c.vec2(0, -0.5), 0))
ground:createFixture(b2c.box(0.5, ROWS / 2 + 2, b2c.vec2(-width / 2 - 1, ROWS / 2), 0))
ground:createFixture(b2c.box(0.5, ROWS / 2 + 2, b2c.vec2(width / 2 + 1, ROWS / 2), 0))
local box, material = b2c.box(SIZE / 2, SIZE / 2), { density = 1, friction = 0.6 }
local bodies = {}
for c = 0, COLUMNS - 1 do
  for r = 0, ROWS - 1 do
    local body = world:createBody { type = 'dynamic', position = { -width / 2 + (c + 0.5) * SPACING, (r + 0.5) * SIZE } }
    body:createFixture(box, material)
    bodies[#bodies + 1] = body
  end
end
local n = #bodies

-- ---- the read paths ----
local sum = 0 -- what was read, so that nothing is left unused
local probe = bodies[1]
local paths = {}
paths[#paths + 1] = { name = 'body:getPosition() + body:getAngle()', read = function()
  local s = 0
  for i = 1, n do
    local body = bodies[i]
    local p = body:getPosition()
    s = s + p.x + p.y + body:getAngle()
  end
  sum = sum + s
end }
if probe.getPositionXY then
  paths[#paths + 1] = { name = 'body:getPositionXY() + body:getAngle()', read = function()
    local s = 0
    for i = 1, n do
      local body = bodies[i]
      local x, y = body:getPositionXY()
      s = s + x + y + body:getAngle()
    end
    sum = sum + s
  end }
end
if probe.getPose then
  paths[#paths + 1] = { name = 'body:getPose()', read = function()
    local s = 0
    for i = 1, n do
      local x, y, a = bodies[i]:getPose()
      s = s + x + y + a
    end
    sum = sum + s
  end }
end
if world.getPoses then
  local out = {}
  paths[#paths + 1] = { name = 'world:getPoses(out)', bulk = true, read = function()
    local count = world:getPoses(out)
    local s = 0
    for i = 1, 3 * count, 3 do s = s + out[i] + out[i + 1] + out[i + 2] end
    sum = sum + s
  end }
end

-- ---- the same scene through b2c.lovephysics (love.physics's API over b2c) ----
-- setMeter(1): its pixels are metres, so the scene's numbers are the same. Its own world, stepped
-- and read like b2c's; the module's read beside b2c's own reads of the same numbers.
local lpOk, lp = pcall(require, 'b2c.lovephysics')
local module
if lpOk and lp.newWorld and lp.newBody and lp.newFixture then
  lp.setMeter(1)
  local lw = lp.newWorld(0, -10, false)
  local lground = lp.newBody(lw, 0, 0, 'static')
  lp.newFixture(lground, lp.newRectangleShape(0, -0.5, width + 4, 1, 0))
  lp.newFixture(lground, lp.newRectangleShape(-width / 2 - 1, ROWS / 2, 1, ROWS + 4, 0))
  lp.newFixture(lground, lp.newRectangleShape(width / 2 + 1, ROWS / 2, 1, ROWS + 4, 0))
  local lshape = lp.newRectangleShape(SIZE, SIZE)
  local lbodies = {}
  for c = 0, COLUMNS - 1 do
    for r = 0, ROWS - 1 do
      local body = lp.newBody(lw, -width / 2 + (c + 0.5) * SPACING, (r + 0.5) * SIZE, 'dynamic')
      lp.newFixture(body, lshape, 1):setFriction(0.6)
      lbodies[#lbodies + 1] = body
    end
  end
  module = { world = lw, time = 0, read = function()
    local s = 0
    for i = 1, n do
      local body = lbodies[i]
      local x, y = body:getPosition()
      s = s + x + y + body:getAngle()
    end
    sum = sum + s
  end }
end

-- ---- timing: each frame is stepped once, then every path reads the same state ----
for _ = 1, WARM do world:step(1 / 60) end
for _, path in ipairs(paths) do
  path.read() -- warm (traces, the output table's size)
  path.time = 0
end
local stepTime = 0
if module then
  for _ = 1, WARM do module.world:update(1 / 60) end
  module.read()
  module.time, module.stepTime = 0, 0
end
collectgarbage()
for _ = 1, FRAMES do
  local t0 = clock()
  world:step(1 / 60)
  stepTime = stepTime + clock() - t0
  for _, path in ipairs(paths) do
    t0 = clock()
    path.read()
    path.time = path.time + clock() - t0
  end
  if module then
    t0 = clock()
    module.world:update(1 / 60)
    module.stepTime = module.stepTime + clock() - t0
    module.read() -- (untimed: the caches as warm as for b2c's paths after its first)
    t0 = clock()
    module.read()
    module.time = module.time + clock() - t0
  end
end
assert(sum == sum, 'NaN in the scene')
local stepMs = stepTime / FRAMES * 1e3

-- ---- love.physics, the same scene under LÖVE (headless) ----
local love, loveNote
local function has(command)
  local pipe = io.popen('command -v ' .. command .. ' 2>/dev/null')
  local found = pipe and pipe:read('*a') or ''
  if pipe then pipe:close() end
  return found ~= ''
end
if not loveDir then
  loveNote = 'love.physics: not run (no LÖVE game directory given)'
elseif not has('love') then
  loveNote = 'love.physics: LÖVE is not installed (no `love` on the PATH): b2c alone'
else
  local limit = has('timeout') and 'timeout 60 ' or ''
  local pipe = io.popen(('%slove %s %d %d %d %d 2>&1'):format(limit, loveDir, COLUMNS, ROWS, WARM, FRAMES))
  local text = pipe and pipe:read('*a') or ''
  if pipe then pipe:close() end
  local version, count, step, read = text:match('love_frame version=(%S+) bodies=(%d+) step_ms=(%S+) read_ns=(%S+)')
  if version then
    love = { version = version, n = tonumber(count), stepMs = tonumber(step), readNs = tonumber(read) }
    love.frameMs = love.stepMs + love.readNs * love.n * 1e-6
  else
    loveNote = 'love.physics: LÖVE gave no result (' .. (text:gsub('%s+', ' '):sub(1, 200)) .. ')'
  end
end

-- ---- report ----
print(('bench frame [%s]: %d boxes (%d columns x %d rows in a container), sleep off, %d frames after %d;')
  :format(b2c.lua, n, COLUMNS, ROWS, FRAMES, WARM))
print(('    b2c world:step(1/60) %7.3f ms'):format(stepMs))
for _, path in ipairs(paths) do
  local readMs = path.time / FRAMES * 1e3
  local frameMs = stepMs + readMs
  local line = ('    + %-40s %7.1f ns/body   frame %7.3f ms'):format(path.name, readMs / n * 1e6, frameMs)
  if love then line = line .. ('   %5.2f x love.physics'):format(frameMs / love.frameMs) end
  print(line)
end
if module then
  local readMs, stepMsModule = module.time / FRAMES * 1e3, module.stepTime / FRAMES * 1e3
  local frameMs = stepMsModule + readMs
  local line = ('    b2c.lovephysics: world:update(1/60) %7.3f ms + body:getPosition() + body:getAngle() %7.1f ns/body   frame %7.3f ms')
    :format(stepMsModule, readMs / n * 1e6, frameMs)
  -- the read beside b2c's same calls (getPosition() + getAngle()) and its fastest per-body ones
  for _, path in ipairs(paths) do
    if path.name == 'body:getPosition() + body:getAngle()' then
      line = line .. ('   read %4.2f x b2c\'s same calls'):format(module.time / path.time)
    elseif path.name == 'body:getPositionXY() + body:getAngle()' then
      line = line .. (', %4.2f x its getPositionXY() + getAngle()'):format(module.time / path.time)
    end
  end
  if love then line = line .. ('   %5.2f x love.physics'):format(frameMs / love.frameMs) end
  print(line)
else
  print('    b2c.lovephysics: not run (the module has no newWorld yet)')
end
if love then
  print(('    love.physics (LÖVE %s): step %7.3f ms + body:getPosition() + body:getAngle() %7.1f ns/body   frame %7.3f ms')
    :format(love.version, love.stepMs, love.readNs, love.frameMs))
else
  print('    ' .. loveNote)
end
