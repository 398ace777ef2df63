-- The scene of bench/frame_lua.lua in love.physics (see there): COLUMNS x ROWS boxes of 1 m x 1 m
-- (density 1, friction 0.6) stacked in columns 1.05 m apart inside a static container, gravity
-- (0, -10), sleep off, love.physics.setMeter(1) (so that its units are meters: the same numbers as
-- b2c's). WARM frames, then FRAMES frames timed with os.clock (CPU time, as the b2c side): each
-- frame world:update(1/60) then body:getPosition() + body:getAngle() of every box. Prints one line
-- for frame_lua.lua to read, then quits.
function love.load(args)
  local COLUMNS = tonumber(args[1]) or 200
  local ROWS = tonumber(args[2]) or 50
  local WARM = tonumber(args[3]) or 20
  local FRAMES = tonumber(args[4]) or 20
  local SPACING, SIZE = 1.05, 1.0
  local physics, clock = love.physics, os.clock

  physics.setMeter(1)
  local world = physics.newWorld(0, -10, false) -- sleep off
  local width = COLUMNS * SPACING
  local ground = physics.newBody(world, 0, 0, 'static')
  physics.newFixture(ground, physics.newRectangleShape(0, -0.5, width + 4, 1, 0))
  physics.newFixture(ground, physics.newRectangleShape(-width / 2 - 1, ROWS / 2, 1, ROWS + 4, 0))
  physics.newFixture(ground, physics.newRectangleShape(width / 2 + 1, ROWS / 2, 1, ROWS + 4, 0))
  local shape = physics.newRectangleShape(SIZE, SIZE)
  local bodies = {}
  for c = 0, COLUMNS - 1 do
    for r = 0, ROWS - 1 do
      local body = physics.newBody(world, -width / 2 + (c + 0.5) * SPACING, (r + 0.5) * SIZE, 'dynamic')
      local fixture = physics.newFixture(body, shape, 1)
      fixture:setFriction(0.6)
      bodies[#bodies + 1] = body
    end
  end
  local n = #bodies

  local sum = 0
  local function read()
    local s = 0
    for i = 1, n do
      local body = bodies[i]
      local x, y = body:getPosition()
      s = s + x + y + body:getAngle()
    end
    sum = sum + s
  end

  for _ = 1, WARM do world:update(1 / 60) end
  read()
  collectgarbage()
  local stepTime, readTime = 0, 0
  for _ = 1, FRAMES do
    local t0 = clock()
    world:update(1 / 60)
    local t1 = clock()
    read()
    local t2 = clock()
    stepTime, readTime = stepTime + t1 - t0, readTime + t2 - t1
  end
  assert(sum == sum, 'NaN in the scene')
  local major, minor, revision = love.getVersion()
  print(('love_frame version=%d.%d.%d bodies=%d step_ms=%.4f read_ns=%.2f'):format(major, minor, revision, n,
    stepTime / FRAMES * 1e3, readTime / FRAMES / n * 1e9))
  io.stdout:flush()
  love.event.quit()
end
