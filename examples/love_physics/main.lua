-- A small LÖVE 11 game written the way LÖVE tutorials write one, purely against love.physics's API
-- (its physics is game.lua): a platformer with a one-way platform, crates, a sensor zone, a ragdoll,
-- a pulley and a gear, and a top-down scene whose car and pucks are slowed by friction joints.
--
--   love examples/love_physics          LÖVE's own physics (Box2D 2.3)
--   love examples/love_physics --b2c    the same game on b2c: love.physics = require 'b2c.lovephysics'
--
-- --b2c loads b2c as examples/love does (the repository's build/luajit/b2c.so, built by
-- `make LUA=luajit`; B2C_LOVE_CPATH first when set) and lua/ for b2c.lovephysics.
--
-- Keys: left/right and up (jump) move the player; W/A/S/D drive the car; R restarts; Esc quits.
--
-- Test mode: `love examples/love_physics --test [--b2c]` (or B2C_LOVE_PHYSICS_TEST=1): no window;
-- 60 s of scripted input in steps of 1/60 s, then a summary on stdout (lines starting
-- `lovephysics-game:`): the physics used, the passes through the one-way platform, the key bodies'
-- positions every 10 s, the begin/end contact counts by pair class. spec/love_physics_game_spec.lua
-- runs it with both physics and compares. `--frames N` plays the same script in the window, one
-- step a frame, and quits after N frames.
local options = require 'args'

if options.test or options.frames then
  function love.errorhandler(message)
    io.stderr:write('lovephysics-game: error: ', debug.traceback(tostring(message), 2), '\n')
    io.stderr:flush()
    os.exit(1)
  end
end

local physicsName = 'love'
if options.b2c then
  -- b2c for LÖVE's LuaJIT, then the drop-in: the one line a game changes
  local root = love.filesystem.getSource() .. '/../..'
  package.cpath = (os.getenv('B2C_LOVE_CPATH') and os.getenv('B2C_LOVE_CPATH') .. ';' or '')
    .. root .. '/build/luajit/?.so;' .. root .. '/build/luajit-clang/?.so;' .. package.cpath
  package.path = root .. '/lua/?.lua;' .. root .. '/lua/?/init.lua;' .. package.path
  local modulePath = package.searchpath('b2c', package.cpath)
  local luaopen, why = nil, 'not found on ' .. package.cpath
  if modulePath then luaopen, why = package.loadlib(modulePath, 'luaopen_b2c') end
  if not luaopen then
    error('b2c for LuaJIT could not be loaded: build it with `make LUA=luajit` in the repository\n' .. tostring(why), 0)
  end
  package.loaded.b2c = luaopen('b2c', modulePath)

  love.physics = require 'b2c.lovephysics'
  physicsName = 'b2c'
end

local Game = require 'game'
local game
local dt = 1 / 60

local function say(line)
  print('lovephysics-game: ' .. line)
end

-- The test mode: the whole run in love.load, then quit.
local function test()
  for _, line in ipairs(Game.summary(love.physics, physicsName, options.seconds)) do say(line) end
  io.stdout:flush()
end

function love.load()
  game = Game.new(love.physics)
  if options.test then
    test()
    love.event.quit(0)
  end
end

local accumulator, frame = 0, 0
function love.update(elapsed)
  if options.test then return end
  if options.frames then
    frame = frame + 1
    game:update(dt, game:scripted(frame))
    if frame >= options.frames then love.event.quit(0) end
    return
  end
  local k = love.keyboard.isDown
  local keys = {
    left = k('left'), right = k('right'), jump = k('up') or k('space'),
    up = k('w'), down = k('s'), turnLeft = k('a'), turnRight = k('d'),
  }
  accumulator = math.min(accumulator + elapsed, 4 * dt)
  while accumulator >= dt do
    game:update(dt, keys)
    accumulator = accumulator - dt
  end
end

function love.keypressed(key)
  if key == 'escape' then
    love.event.quit()
  elseif key == 'r' then
    game = Game.new(love.physics)
  end
end

-- Drawing as the tutorials do: every fixture of every body, in world pixels.
local colors = { static = { 0.45, 0.75, 0.45 }, dynamic = { 0.95, 0.6, 0.4 }, kinematic = { 0.5, 0.6, 0.95 } }

local function drawWorld(world)
  for _, body in ipairs(world:getBodies()) do
    local color = colors[body:getType()]
    for _, fixture in ipairs(body:getFixtures()) do
      local shape = fixture:getShape()
      local kind = shape:getType()
      local alpha = fixture:isSensor() and 0.3 or 1
      love.graphics.setColor(color[1], color[2], color[3], alpha)
      if kind == 'circle' then
        local x, y = body:getWorldPoint(shape:getPoint())
        love.graphics.circle('line', x, y, shape:getRadius())
        local angle = body:getAngle()
        love.graphics.line(x, y, x + math.cos(angle) * shape:getRadius(), y + math.sin(angle) * shape:getRadius())
      elseif kind == 'polygon' then
        love.graphics.polygon('line', body:getWorldPoints(shape:getPoints()))
      else
        love.graphics.line(body:getWorldPoints(shape:getPoints()))
      end
    end
  end
  love.graphics.setColor(0.85, 0.35, 0.85, 0.8)
  for _, joint in ipairs(world:getJoints()) do
    local x1, y1, x2, y2 = joint:getAnchors()
    if joint:getType() == 'pulley' then
      local gx1, gy1, gx2, gy2 = joint:getGroundAnchors()
      love.graphics.line(x1, y1, gx1, gy1, gx2, gy2, x2, y2)
    elseif x2 and math.abs(x2 - x1) + math.abs(y2 - y1) > 0.5 then
      love.graphics.line(x1, y1, x2, y2)
    else
      -- a pin (a zero-length line would put NaNs into LÖVE's line geometry and blank its batch)
      love.graphics.circle('line', x1, y1, 3)
    end
  end
end

function love.draw()
  love.graphics.setBackgroundColor(0.11, 0.12, 0.15)
  -- each world scaled down to fit, its lines kept 1 px wide on the screen (thinner lines can
  -- vanish altogether, as they do under Xvfb's renderer)
  for _, view in ipairs({ { game.world, 20, 20, 0.6 }, { game.topWorld, 20, 420, 0.45 } }) do
    love.graphics.push('all')
    love.graphics.translate(view[2], view[3])
    love.graphics.scale(view[4])
    love.graphics.setLineWidth(1 / view[4])
    drawWorld(view[1])
    love.graphics.pop()
  end
  love.graphics.setColor(1, 1, 1, 0.9)
  love.graphics.print(('%s physics    %d fps    standing %d    through the platform %d'):format(physicsName,
    love.timer.getFPS(), game.standing, game.through), 400, 440)
  love.graphics.print('left/right, up: player    W/A/S/D: car    R: restart    Esc: quit', 400, 460)
end
