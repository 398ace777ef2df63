-- b2c in LÖVE 11: a pyramid to knock over, bodies dropped with the mouse, a laser cast from a fixed
-- point through the mouse, a one-way platform and bodies dragged with a mouse
-- joint. Drawn by b2c.love. Scene 2 (Tab, or 1 and 2, switch): examples/love_physics's game,
-- written against love.physics's API, run through b2c.lovephysics (scene2.lua).
--
-- Run it from the repository with `make love`, which builds b2c for LuaJIT (the Lua inside LÖVE)
-- and runs `love examples/love`. The module is found relative to this directory: the repository's
-- build/luajit/b2c.so (`make LUA=luajit`; build/luajit-clang/ with CC=clang), then LuaJIT's usual
-- places (a LuaRocks install); B2C_LOVE_CPATH (a package.cpath template) is tried first when set.
-- lua/ supplies b2c.love and b2c.jit.
--
-- Test mode: `love examples/love --frames N [--screenshot FILE]` (or B2C_LOVE_FRAMES,
-- B2C_LOVE_SCREENSHOT) plays a scripted scene for N frames of 1/60 s, saves a PNG screenshot of
-- the last one, prints one line `b2c-love: frames=N window=WxH bodies=... ` and quits. With
-- `--scene 2` (B2C_LOVE_SCENE=2) it plays scene 2's script instead and prints
-- `b2c-love: frames=N window=WxH scene=2 through=... `.
-- spec/love_spec.lua runs it under xvfb-run.
local options = require 'args'

if options.test then
  -- no error screen waiting for a click: say what went wrong and quit with a failure status
  function love.errorhandler(message)
    io.stderr:write('b2c-love: error: ', debug.traceback(tostring(message), 2), '\n')
    io.stderr:flush()
    os.exit(1)
  end
end

local root = love.filesystem.getSource() .. '/../..'
package.cpath = (os.getenv('B2C_LOVE_CPATH') and os.getenv('B2C_LOVE_CPATH') .. ';' or '')
  .. root .. '/build/luajit/?.so;' .. root .. '/build/luajit-clang/?.so;' .. package.cpath
package.path = root .. '/lua/?.lua;' .. root .. '/lua/?/init.lua;' .. package.path

-- The C module: the first b2c on that cpath, opened here rather than by require, which would
-- find the repository's ./b2c.lua first when LÖVE runs in the repository's root (that loader
-- follows B2C_MODULE, which the specs point at the build of their own Lua).
local modulePath = package.searchpath('b2c', package.cpath)
local luaopen, why = nil, 'not found on ' .. package.cpath
if modulePath then luaopen, why = package.loadlib(modulePath, 'luaopen_b2c') end
if not luaopen then
  error('b2c for LuaJIT could not be loaded: build it with `make LUA=luajit` (or run `make love`) in the repository\n'
    .. tostring(why), 0)
end
local b2c = luaopen('b2c', modulePath)
package.loaded.b2c = b2c
local draw = require 'b2c.love'
local Scene = require 'scene'
local Scene2 = require 'scene2'
local vec2 = b2c.vec2

local scene, view, font
local mode, scene2 = options.scene, nil -- the scene shown (1 or 2), and scene 2 once started
local layers = { aabbs = false, contacts = false, centers = false }
local paused, accumulator, stepMs, frame = false, 0, 0, 0
local dt = 1 / 60
local pointerX, pointerY = 0, 0 -- the mouse, or in test mode the script's pointer (pixels)

local colors = {
  laser = { 1, 0.2, 0.25, 1 },
  miss = { 1, 0.2, 0.25, 0.35 },
  normal = { 1, 0.85, 0.3, 1 },
  emitter = { 0.9, 0.9, 0.95, 1 },
  target = { 1, 1, 1, 0.6 },
  hint = { 0.45, 0.75, 0.45, 0.6 },
}

local function pointer() return view:toWorld(pointerX, pointerY) end

local function reset()
  if scene then scene:release() end
  scene = Scene.new()
  scene:aim(pointer())
end

function love.load()
  love.graphics.setBackgroundColor(0.11, 0.12, 0.15)
  font = love.graphics.newFont(13)
  local width, height = love.graphics.getDimensions()
  view = draw.new { scale = 24, offset = { width / 2, height - 24 } } -- 42 m across, ground near the bottom
  pointerX, pointerY = view:toScreen(0, 0)
  reset()
  if mode == 2 then scene2 = Scene2.new(root, width, height) end
end

-- Scene 2's keys: the game's controls, held.
local function scene2Keys()
  local k = love.keyboard.isDown
  return {
    left = k('left'), right = k('right'), jump = k('up'),
    up = k('w'), down = k('s'), turnLeft = k('a'), turnRight = k('d'),
  }
end

local function switchScene(to)
  mode = to or (mode == 1 and 2 or 1)
  if mode == 2 and not scene2 then scene2 = Scene2.new(root, love.graphics.getDimensions()) end
end

local function step()
  scene:step(dt)
  stepMs = stepMs * 0.9 + scene.world:getProfile().step * 0.1
end

-- Input, from LÖVE or from the test mode's script. A button at pixel (x, y): the left one grabs
-- the body there (once b2c has joints) or drops a box, the right one a ball, the middle one a
-- capsule.
local function press(x, y, button)
  local p = view:toWorld(x, y)
  if button == 1 then
    if not scene:grab(p) then scene:drop('box', p) end
  elseif button == 2 then
    scene:drop('ball', p)
  elseif button == 3 then
    scene:drop('capsule', p)
  end
end

local function release(button)
  if button == 1 then scene:release() end
end

local function key(name)
  if name == 'escape' then
    love.event.quit()
  elseif name == 'tab' then
    switchScene()
  elseif name == '1' or name == '2' then
    switchScene(tonumber(name))
  elseif mode == 2 then
    if name == 'r' then
      scene2 = Scene2.new(root, love.graphics.getDimensions())
    elseif name == 'p' then
      paused = not paused
    end
  elseif name == 'b' then
    scene:drop('box', pointer())
  elseif name == 'c' then
    scene:drop('capsule', pointer())
  elseif name == 'space' then
    scene:launch()
  elseif name == 'a' then
    layers.aabbs = not layers.aabbs
  elseif name == 'k' then
    layers.contacts = not layers.contacts
  elseif name == 'm' then
    layers.centers = not layers.centers
  elseif name == 'p' then
    paused = not paused
  elseif name == 's' and paused then
    step()
  elseif name == 'r' then
    reset()
  end
end

function love.mousepressed(x, y, button) if not options.test and mode == 1 then press(x, y, button) end end
function love.mousereleased(_, _, button) if not options.test and mode == 1 then release(button) end end
function love.keypressed(name) if not options.test then key(name) end end

-- The test mode's script: input at given frames, through the same handlers.
local dragged, dragHeight -- the box the script drags and the highest it got
local function pressAt(p, button)
  local x, y = view:toScreen(p)
  press(x, y, button)
end
local script = {
  [2] = function() key('space') end, -- a ball up through the platform
  [6] = function() pressAt(vec2(-3, 12), 1) end,
  [14] = function() pressAt(vec2(-1, 15), 2) end,
  [22] = function() pressAt(vec2(-5, 17), 3) end,
  [30] = function() -- a box at the pointer
    pointerX, pointerY = view:toScreen(0.5, 14)
    key('b')
  end,
  [38] = function() pressAt(vec2(-2.5, 18), 2) end,
  [70] = function()
    -- grab the first box dropped where it lies and lift it
    local box = scene.bodies[#scene.pyramid + 2]
    pointerX, pointerY = view:toScreen(box:getPosition())
    press(pointerX, pointerY, 1)
    if scene.mouseJoint then dragged, dragHeight = box, box:getPosition().y end
  end,
  [100] = function() release(1) end,
  [110] = function() key('k') end, -- contact points and normals in the screenshot
}

local function scripted(n)
  if script[n] then script[n]() end
  -- the pointer: at the ground in the middle, then from frame 60 at the pyramid, except while
  -- dragging
  if dragged and scene.mouseJoint then
    -- up and to the right, under the laser's line to the pyramid
    pointerX, pointerY = view:toScreen(-3 + (n - 70) * 0.15, 2 + (n - 70) * 0.12)
    dragHeight = math.max(dragHeight, dragged:getPosition().y)
  else
    pointerX, pointerY = view:toScreen(n < 60 and vec2(0, 0) or vec2(Scene.pyramidX, 5))
  end
end

local function updateScene2(elapsed)
  if options.test then
    if frame >= options.frames then return end
    frame = frame + 1
    scene2:step(dt)
  else
    frame = frame + 1
    if not paused then
      accumulator = math.min(accumulator + elapsed, 4 * dt)
      while accumulator >= dt do
        scene2:step(dt, scene2Keys())
        accumulator = accumulator - dt
      end
    end
  end
end

function love.update(elapsed)
  if mode == 2 then return updateScene2(elapsed) end
  if options.test then
    if frame >= options.frames then return end
    frame = frame + 1
    scripted(frame)
    if scene.mouseJoint then scene:drag(pointer()) end
    step()
  else
    frame = frame + 1
    pointerX, pointerY = love.mouse.getPosition()
    if scene.mouseJoint then scene:drag(pointer()) end
    if not paused then
      accumulator = math.min(accumulator + elapsed, 4 * dt)
      while accumulator >= dt do
        step()
        accumulator = accumulator - dt
      end
    end
  end
  scene:aim(pointer())
end

-- Chevrons under the one-way platform: the way through.
local function drawPlatformHint()
  local p = Scene.platform
  for x = p.x - p.halfWidth + 1, p.x + p.halfWidth - 1, 2 do
    local tip = vec2(x, p.y - 0.6)
    view:segment(tip + vec2(-0.3, -0.3), tip, colors.hint)
    view:segment(tip, tip + vec2(0.3, -0.3), colors.hint)
  end
end

local function drawLaser()
  local laser = scene.laser
  love.graphics.setLineWidth(2)
  view:segment(laser.from, laser.to, laser.point and colors.laser or colors.miss)
  if laser.point then
    view:segment(laser.point, laser.point + laser.normal, colors.normal)
    view:point(laser.point, 8, colors.laser)
  end
  love.graphics.setLineWidth(1)
  view:circle(laser.from, 0.35, colors.emitter)
  love.graphics.setColor(colors.target)
  love.graphics.circle('line', pointerX, pointerY, 6)
end

local function hud()
  local counters = scene.world:getCounters()
  local laser = scene.laser
  local hit = laser.point and ('laser: %s at (%.2f, %.2f), normal (%.2f, %.2f)'):format(
    tostring(laser.fixture:getUserData()), laser.point.x, laser.point.y, laser.normal.x + 0, laser.normal.y + 0) or 'laser: no hit'
  local lines = {
    ('b2c %s on %s    %d fps    %d bodies, %d awake    step %.2f ms%s'):format(b2c.version, b2c.lua,
      love.timer.getFPS(), counters.bodyCount, counters.awakeCount, stepMs, paused and '    PAUSED' or ''),
    hit,
    'left: drag a body, or drop a box   right: ball   middle or C: capsule   B: box   space: shoot a ball up through the platform',
    ('A: AABBs %s   K: contacts %s   M: centres %s   P: pause   S: step   R: reset   Tab: scene 2   Esc: quit'):format(
      layers.aabbs and 'on' or 'off', layers.contacts and 'on' or 'off', layers.centers and 'on' or 'off'),
  }
  love.graphics.setFont(font)
  love.graphics.setColor(1, 1, 1, 0.9)
  for i, line in ipairs(lines) do love.graphics.print(line, 10, 8 + (i - 1) * 18) end
end

local function finish()
  love.graphics.captureScreenshot(function(image)
    local width, height = love.graphics.getDimensions()
    if options.screenshot then
      local file = assert(io.open(options.screenshot, 'wb'))
      file:write(image:encode('png'):getString())
      file:close()
    end
    if mode == 2 then
      print(('b2c-love: frames=%d window=%dx%d %s screenshot=%s b2c=%s'):format(frame, width, height,
        scene2:describe(), options.screenshot or 'none', modulePath))
    else
      local drag = dragHeight and ('%.3f'):format(dragHeight) or 'none'
      print(('b2c-love: frames=%d window=%dx%d %s drag=%s screenshot=%s b2c=%s'):format(frame, width, height,
        scene:describe(), drag, options.screenshot or 'none', modulePath))
    end
    io.stdout:flush()
    love.event.quit(0)
  end)
end

local function hud2()
  love.graphics.setFont(font)
  love.graphics.setColor(1, 1, 1, 0.9)
  local lines = scene2:hud()
  table.insert(lines, 1, ('b2c %s on %s    %d fps%s'):format(b2c.version, b2c.lua, love.timer.getFPS(),
    paused and '    PAUSED' or ''))
  for i, line in ipairs(lines) do love.graphics.print(line, 10, 8 + (i - 1) * 18) end
end

function love.draw()
  if mode == 2 then
    scene2:draw(layers)
    hud2()
  else
    view:draw(scene.world, layers)
    drawPlatformHint()
    drawLaser()
    hud()
  end
  if options.test and frame == options.frames and not options.finishing then
    options.finishing = true
    finish()
  end
end
