-- Reading one body at a time (issue 21): ns per body for body:getPosition() + body:getAngle(),
-- body:getPose(), body:getPositionXY(), body:getLinearVelocityXY() and fixture:getBoundingBox()
-- (each body has a circle), over 10,000 bodies; the scaled forms getPose(30), getPositionXY(30),
-- fixture:getBoundingBox(30), getAngle(), getTotalAngle() and b2c.tofloat(x) (issue 22); best of
-- several rounds, beside two references timed in the same run: a plain Lua table read of the same
-- three numbers, and a bare call of a builtin (type(body)).
-- Not a test: it never fails on a timing.
local b2c = require 'b2c'

local N, ROUNDS, REPEAT = 10000, 7, 20
local world = b2c.world{gravity = {0, -10}}
local bodies, fixtures, poses = {}, {}, {}
for i = 1, N do
  local body = world:createBody{type = 'dynamic', position = {(i % 100) * 1.1 + 0.05, math.floor(i / 100) * 1.3 + 0.3},
    angle = i * 1e-3, linearVelocity = {i * 1e-2, -i * 1e-2}}
  bodies[i] = body
  fixtures[i] = body:createFixture(b2c.circle(0.2))
  poses[i] = {0, 0, 0}
end
world:step(1 / 60) -- positions and angles as a stepped world has them

local sum = 0
local function best(fn)
  fn()
  local b = math.huge
  for _ = 1, ROUNDS do
    collectgarbage()
    local t0 = os.clock()
    for _ = 1, REPEAT do fn() end
    b = math.min(b, os.clock() - t0)
  end
  return b / (REPEAT * N) * 1e9
end

local results = {
  {'plain Lua table, 3 numbers', function()
    for i = 1, N do
      local p = poses[i]
      sum = sum + p[1] + p[2] + p[3]
    end
  end},
  {'bare builtin call type(body)', function()
    local t = type
    for i = 1, N do if t(bodies[i]) ~= 'userdata' then sum = sum + 1 end end
  end},
  {'getPosition() + getAngle()', function()
    for i = 1, N do
      local body = bodies[i]
      local p = body:getPosition()
      sum = sum + p.x + p.y + body:getAngle()
    end
  end},
  {'getPose()', function()
    for i = 1, N do
      local x, y, a = bodies[i]:getPose()
      sum = sum + x + y + a
    end
  end},
  {'getPositionXY()', function()
    for i = 1, N do
      local x, y = bodies[i]:getPositionXY()
      sum = sum + x + y
    end
  end},
  {'fixture:getBoundingBox()', function()
    for i = 1, N do
      local x0, y0, x1, y1 = fixtures[i]:getBoundingBox()
      sum = sum + x0 + y0 + x1 + y1
    end
  end},
  {'getLinearVelocityXY()', function()
    for i = 1, N do
      local x, y = bodies[i]:getLinearVelocityXY()
      sum = sum + x + y
    end
  end},
  -- issue 22: the scaled forms (LÖVE's pixels), the total angle, b2c.tofloat
  {'getPose(30)', function()
    for i = 1, N do
      local x, y, a = bodies[i]:getPose(30)
      sum = sum + x + y + a
    end
  end},
  {'getPositionXY(30)', function()
    for i = 1, N do
      local x, y = bodies[i]:getPositionXY(30)
      sum = sum + x + y
    end
  end},
  {'fixture:getBoundingBox(30)', function()
    for i = 1, N do
      local x0, y0, x1, y1 = fixtures[i]:getBoundingBox(30)
      sum = sum + x0 + y0 + x1 + y1
    end
  end},
  {'getAngle()', function()
    for i = 1, N do sum = sum + bodies[i]:getAngle() end
  end},
  {'getTotalAngle()', function()
    for i = 1, N do sum = sum + bodies[i]:getTotalAngle() end
  end},
  {'b2c.tofloat(x)', function()
    local tofloat = b2c.tofloat
    for i = 1, N do sum = sum + tofloat(poses[i][1] + i * 0.1) end
  end},
}
-- each beside the plain table read of the same run (the first result)
local line, reference = {}, nil
for _, r in ipairs(results) do
  local ns = best(r[2])
  reference = reference or ns
  line[#line + 1] = ('%-30s %6.1f ns  %5.1f x the table read'):format(r[1], ns, ns / reference)
end
assert(sum == sum)
print(('bench pose [%s, %d bodies, ns per body, best of %d]:\n  %s'):format(b2c.lua, N, ROUNDS, table.concat(line, '\n  ')))
