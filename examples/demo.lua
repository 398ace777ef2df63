-- b2c demo: a pyramid of boxes, shapes of every kind poured down a curved chain slope past a
-- spinning kinematic paddle, four seconds of stepping, then a fan of ray casts and an AABB query
-- (both answered by the world's broad-phase tree), drawn into an SVG picture with b2c.svg.
--
--   lua5.4 examples/demo.lua [--no-png] [path.svg]      (`make demo` runs it from the repository)
--
-- Writes demo.svg (or the path given) and, when rsvg-convert is installed (Debian: librsvg2-bin),
-- a PNG beside it.
local b2c = require 'b2c'
local svg = require 'b2c.svg'
local vec2 = b2c.vec2

local svgPath, png = 'demo.svg', true
for _, a in ipairs({ ... }) do
  if a == '--no-png' then png = false else svgPath = a end
end

-- Whether a shell command succeeds (os.execute: true under Lua 5.4, 0 under LuaJIT).
local function sh(command)
  local status = os.execute(command)
  return status == true or status == 0
end

-- A seeded generator, so every Lua builds the same scene.
local seed = 12345
local function random(lo, hi)
  seed = (seed * 16807) % 2147483647
  return lo + (hi - lo) * seed / 2147483647
end

print(('b2c %s on %s'):format(b2c.version, b2c.lua))

local world = b2c.world { gravity = { 0, -10 } }

-- The ground: one chain, right to left (solid above), flat under the pyramid, curving up on the left.
local floor = { { 17, 0 } }
for i = 0, 8 do
  local a = i / 8 * math.pi / 2 -- a quarter circle of radius 9 from (-6, 0) up to (-15, 9)
  floor[#floor + 1] = { -6 - 9 * math.sin(a), 9 - 9 * math.cos(a) }
end
local ground = world:createBody {}
ground:createFixture(b2c.chain(floor), { friction = 0.6 })
ground:createFixture(b2c.box(0.4, 3, { 16.6, 3 }))                         -- a wall on the right
ground:createFixture(b2c.box(2.5, 0.2, { 11.5, 7 }, -0.25))                 -- a tilted shelf

-- A kinematic paddle turning slowly above the slope.
local paddle = world:createBody { type = 'kinematic', position = { -8.5, 6.5 }, angularVelocity = -1.2 }
paddle:createFixture(b2c.capsule({ -1.6, 0 }, { 1.6, 0 }, 0.2))

-- A 10-row pyramid of unit boxes.
local rows, boxes = 10, {}
for row = 0, rows - 1 do
  for i = 0, rows - 1 - row do
    local body = world:createBody { type = 'dynamic', position = { 3 + i * 1.02 - (rows - 1 - row) * 0.51, 0.5 + row } }
    body:createFixture(b2c.box(0.5, 0.5), { friction = 0.6 })
    boxes[#boxes + 1] = body
  end
end

-- Shapes of every kind, dropped above the slope.
local hexagon = {}
for i = 0, 5 do hexagon[#hexagon + 1] = vec2(0.45 * math.cos(i * math.pi / 3), 0.45 * math.sin(i * math.pi / 3)) end
local makers = {
  function() return b2c.circle(random(0.3, 0.55)) end,
  function() return b2c.capsule({ -0.4, 0 }, { 0.4, 0 }, random(0.18, 0.28)) end,
  function() return b2c.polygon({ -0.35, -0.35, 0.35, -0.35, 0.35, 0.35, -0.35, 0.35 }, 0.1) end,
  function() return b2c.polygon({ -0.5, -0.35, 0.5, -0.35, 0, 0.5 }) end,
  function() return b2c.polygon(hexagon) end,
  function() return b2c.box(random(0.25, 0.5), random(0.2, 0.4)) end,
}
local dropped = {}
for i = 1, 48 do
  local body = world:createBody { type = 'dynamic', angle = random(0, math.pi),
    position = { -14.5 + ((i - 1) % 8) * 1.3 + random(-0.2, 0.2), 10 + math.floor((i - 1) / 8) * 1.3 } }
  body:createFixture(makers[(i - 1) % #makers + 1](), { density = 1, friction = 0.4, restitution = 0.1 })
  dropped[#dropped + 1] = body
end
print(('scene: %d-box pyramid, %d falling shapes, a chain slope of %d segments, a kinematic paddle')
  :format(#boxes, #dropped, #floor - 1))

-- Step four seconds, with a progress line: redrawn in place on a terminal, a line a second otherwise.
local tty = sh('test -t 1')
local steps, hz = 240, 60
local elapsed = 0
for n = 1, steps do
  local t0 = os.clock()
  world:step(1 / hz)
  elapsed = elapsed + (os.clock() - t0)
  if tty or n % hz == 0 then
    local c = world:getCounters()
    local line = ('step %3d/%d  t = %.2f s  awake %3d  contacts %3d  %.3f ms/step'):format(n, steps, n / hz,
      c.awakeCount, c.touchingCount, elapsed * 1000 / n)
    if tty then
      io.write('\r', ('%-72s'):format(line), n == steps and '\n' or '')
      io.flush()
    else
      print(line)
    end
  end
end

local counters = world:getCounters()
local asleep = 0
for _, list in ipairs({ boxes, dropped }) do
  for _, b in ipairs(list) do if not b:isAwake() then asleep = asleep + 1 end end
end
print(('after %.0f s: %d of %d bodies asleep, %d contacts touching, top box at y = %.2f')
  :format(steps / hz, asleep, #boxes + #dropped, counters.touchingCount, boxes[#boxes]:getPosition().y))

-- The picture of the world as it is now (b2c.svg draws through world:draw), with its contacts.
local pic = svg.new { width = 960, view = b2c.aabb(-16.5, -1, 17.5, 17.5) }
pic:world(world, { contacts = true })

-- A fan of rays from the upper right: the nearest hit of each, with its normal.
local origin = vec2(15.5, 15)
local rays, hits, hitKinds = 24, 0, {}
for i = 0, rays - 1 do
  local angle = math.rad(190 + i * 2.5)
  local target = origin + vec2(math.cos(angle), math.sin(angle)) * 24
  local fixture, point, normal = world:rayCastClosest(origin, target)
  pic:ray(origin, target, point)
  if fixture then
    hits = hits + 1
    local kind = fixture:getBody():getType()
    hitKinds[kind] = (hitKinds[kind] or 0) + 1
    pic:segment(point, point + normal * 0.6, { 0.35, 0.9, 0.9, 1 })
  end
end
print(('rays: %d cast from %s, %d hit (%d dynamic, %d static, %d kinematic)'):format(rays, tostring(origin), hits,
  hitKinds.dynamic or 0, hitKinds.static or 0, hitKinds.kinematic or 0))

-- An AABB query: the fixtures whose boxes overlap a region, outlined in blue.
local region = b2c.aabb(-0.5, 3.2, 4, 6.8)
local found = 0
world:queryAABB(region, function(fixture)
  found = found + 1
  pic:shape(fixture:getShape(), fixture:getBody():getTransform(), { 0.45, 0.6, 1, 1 })
end)
pic:aabb(region, { 0.45, 0.6, 1, 1 })
print(('query: %d fixtures overlap %s'):format(found, tostring(region)))

pic:text({ -16.2, 16.8 }, ('b2c demo: %d bodies after %d steps, %d of %d rays hit, %d fixtures in the blue query box')
  :format(counters.bodyCount, steps, hits, rays, found), nil, 15)
pic:write(svgPath)
local wrote = svgPath
if png then
  local pngPath = svgPath:gsub('%.svg$', '') .. '.png'
  local function quote(s) return "'" .. s:gsub("'", "'\\''") .. "'" end
  if not sh('command -v rsvg-convert >/dev/null 2>&1') then
    wrote = wrote .. ' (no PNG: rsvg-convert is not installed; Debian: librsvg2-bin)'
  elseif sh('rsvg-convert -o ' .. quote(pngPath) .. ' ' .. quote(svgPath)) then
    wrote = wrote .. ' and ' .. pngPath
  else
    wrote = wrote .. ' (rsvg-convert failed to write ' .. pngPath .. ')'
  end
end
print('wrote ' .. wrote)
