-- Issue 22: body:getTotalAngle(), the body's angle counting whole turns (Box2D 2.x's and LÖVE's
-- accumulating angle): the angle given, bit for bit (its float), until the body turns; then that
-- angle plus each step's turn. Kept by snapshots, untouched by world:shiftOrigin, not in the hash.
local b2c = require 'b2c'

local f32 = h.f32 -- (the float nearest x, as a double: C's cast, apart from b2c)

local pi = math.pi

local function spinner(w, x, angle, angularVelocity)
  local b = w:createBody{type = 'dynamic', position = {x, 0}, angle = angle, angularVelocity = angularVelocity,
    allowSleep = false}
  b:createFixture(b2c.box(0.5, 0.25))
  return b
end

-- The turn of a step, from the [-pi, pi] angles before and after (a body turns less than pi a step).
local function turn(before, after)
  local d = after - before
  if d > pi then d = d - 2 * pi elseif d < -pi then d = d + 2 * pi end
  return d
end

-- Step `steps` times; sums[k] gets each step's turn of bodies[k]; every total angle checked against
-- starts[k] + sums[k] within `tolerance` after every step.
local function spin(w, bodies, starts, sums, steps, tolerance)
  for _ = 1, steps do
    local before = {}
    for k, b in ipairs(bodies) do before[k] = b:getAngle() end
    w:step(1 / 60)
    for k, b in ipairs(bodies) do
      sums[k] = sums[k] + turn(before[k], b:getAngle())
      local total = b:getTotalAngle()
      if math.abs(total - (starts[k] + sums[k])) > tolerance then
        error(('body %d: total angle %.9g, turned %.9g'):format(k, total, starts[k] + sums[k]))
      end
    end
  end
end

describe('body:getTotalAngle', function()
  it('reads the angle given as its float, exactly, where getAngle reads it within [-pi, pi]', function()
    local w = b2c.world{gravity = {0, 0}}
    for _, angle in ipairs({10, 0.1, -7.3, 100, 1e6, 0, -0.5, 2 * pi, 1 / 3}) do
      local b = w:createBody{type = 'dynamic', angle = angle}
      assert.are.equal(f32(angle), b:getTotalAngle())
      assert.is_true(b:getAngle() >= -pi and b:getAngle() <= pi)
      b:setTransform(1, 2, -angle)
      assert.are.equal(f32(-angle), b:getTotalAngle())
      b:setTransform({3, 4}, angle)
      assert.are.equal(f32(angle), b:getTotalAngle())
    end
    local b = w:createBody{angle = 10}
    assert.are.equal(10, b:getTotalAngle())
    assert.is_true(math.abs(b:getAngle() - (10 - 4 * pi)) < 1e-6)
    -- setTransform without an angle gives 0
    b:setTransform(1, 1)
    assert.are.equal(0, b:getTotalAngle())
  end)

  it('keeps the angle given, exactly, while the body does not turn', function()
    local w = b2c.world{gravity = {0, -10}}
    w:createBody{position = {0, -1}}:createFixture(b2c.box(20, 1))
    local static = w:createBody{angle = 10}
    local falling = w:createBody{type = 'dynamic', position = {0, 5}, angle = 10, fixedRotation = true}
    falling:createFixture(b2c.box(0.5, 0.5))
    local kinematic = w:createBody{type = 'kinematic', angle = -20.5, linearVelocity = {1, 0}}
    for _ = 1, 120 do w:step(1 / 60) end
    assert.are.equal(10, static:getTotalAngle())
    assert.are.equal(10, falling:getTotalAngle())
    assert.are.equal(-20.5, kinematic:getTotalAngle())
  end)

  it('counts the turns of spinning bodies: the sum of every step\'s turn, over 100 turns', function()
    local w = b2c.world{gravity = {0, 0}}
    -- a third of a radian a step; the other at the fastest a body turns, the other way
    local up, down = spinner(w, 0, 10, 20), spinner(w, 5, -0.1, -1000)
    local sums = {0, 0}
    spin(w, {up, down}, {10, f32(-0.1)}, sums, 2000, 2e-3)
    assert.is_true(sums[1] > 100 * 2 * pi and sums[1] < 700)
    assert.is_true(sums[2] < -240 * 2 * pi)
    assert.is_true(up:getTotalAngle() > 10 + 100 * 2 * pi)
    -- whole turns: the total angle less the [-pi, pi] one is a multiple of 2 pi
    for _, b in ipairs({up, down}) do
      local turns = (b:getTotalAngle() - b:getAngle()) / (2 * pi)
      assert.is_true(math.abs(turns - math.floor(turns + 0.5)) < 1e-4)
    end
    -- getPose's angle stays in [-pi, pi]
    local _, _, a = up:getPose()
    assert.are.equal(f32(up:getAngle()), a)
  end)

  it('follows bodies through contacts, joints and continuous collision', function()
    local w = b2c.world{gravity = {0, -10}}
    w:createBody{position = {0, -1}}:createFixture(b2c.box(20, 1))
    w:createBody{position = {6, 3}}:createFixture(b2c.box(0.2, 4))
    local bodies, starts, sums = {}, {}, {}
    for i = 1, 12 do
      local b = w:createBody{type = 'dynamic', position = {-4 + i * 0.7, 1 + i * 0.6}, angle = i * 1.7,
        angularVelocity = (i % 2 == 0 and 1 or -1) * i * 3, linearVelocity = {i % 3 * 4, 0}}
      b:createFixture(b2c.box(0.3, 0.1))
      bodies[i], starts[i], sums[i] = b, f32(i * 1.7), 0
    end
    -- a fast spinning bullet thrown at the wall: its step cut short by continuous collision
    local bullet = w:createBody{type = 'dynamic', position = {-2, 3}, bullet = true, angularVelocity = 40,
      linearVelocity = {200, 0}}
    bullet:createFixture(b2c.box(0.4, 0.02))
    bodies[13], starts[13], sums[13] = bullet, 0, 0
    spin(w, bodies, starts, sums, 2, 2e-3)
    -- (3.3 m a step at the 0.4 m wall 8 m away: stopped by the sweep, not tunnelled through)
    spin(w, bodies, starts, sums, 1, 2e-3)
    assert.is_true(bullet:getPositionXY() < 6)
    spin(w, bodies, starts, sums, 297, 2e-3)
    assert.is_true(bullet:getPositionXY() < 6)
  end)

  it('counts a step cut short by continuous collision before it crossed pi as not crossed', function()
    -- 5 m a step at a wall 0.55 m away: the sweep stops it a tenth into the step, turned by 0.05
    -- of the 0.5 rad the step would have turned it, short of pi
    local w = b2c.world{gravity = {0, 0}}
    w:createBody{position = {0.7, 0}}:createFixture(b2c.box(0.1, 2))
    local b = w:createBody{type = 'dynamic', angle = pi - 0.1, angularVelocity = 30, linearVelocity = {300, 0}}
    b:createFixture(b2c.box(0.05, 0.05))
    local sums = {0}
    spin(w, {b}, {f32(pi - 0.1)}, sums, 1, 1e-5)
    local x = b:getPositionXY()
    assert.is_true(x < 0.6 and x > 0.05)
    assert.is_true(b:getAngle() > 0 and b:getTotalAngle() < pi)
    spin(w, {b}, {f32(pi - 0.1)}, sums, 60, 1e-4)
  end)

  it('is kept by snapshots, their serialized form, and world:shiftOrigin', function()
    local w = b2c.world{gravity = {0, 0}}
    local still, b = spinner(w, -5, 100, 0), spinner(w, 0, 1, 15)
    local sums = {0}
    spin(w, {b}, {1}, sums, 300, 1e-3)
    local angle = b:getTotalAngle()
    assert.is_true(angle > 70)
    local snapshot = w:snapshot()
    for _ = 1, 100 do w:step(1 / 60) end
    assert.is_true(b:getTotalAngle() > angle + 20)
    w:restore(snapshot)
    assert.are.equal(angle, b:getTotalAngle())
    assert.are.equal(100, still:getTotalAngle())
    local other = b2c.world{gravity = {0, 0}}
    other:restore(b2c.loadSnapshot(snapshot:serialize()))
    local copy = other:getBodies()[2]
    assert.are.equal(angle, copy:getTotalAngle())
    assert.are.equal(100, other:getBodies()[1]:getTotalAngle())
    for _ = 1, 50 do
      w:step(1 / 60)
      other:step(1 / 60)
    end
    assert.are.equal(b:getTotalAngle(), copy:getTotalAngle())
    local before = b:getTotalAngle()
    w:shiftOrigin(10, -20)
    assert.are.equal(before, b:getTotalAngle())
    assert.are.equal(100, still:getTotalAngle())
  end)

  it('does not change the simulation: the same hash whether it is read or not', function()
    local function run(read)
      local w = b2c.world{gravity = {0, -10}}
      w:createBody{position = {0, -1}}:createFixture(b2c.box(20, 1))
      local bodies = {}
      for i = 1, 10 do
        bodies[i] = w:createBody{type = 'dynamic', position = {i * 0.3, i}, angle = i, angularVelocity = i}
        bodies[i]:createFixture(b2c.box(0.3, 0.2))
      end
      for _ = 1, 100 do
        w:step(1 / 60)
        if read then for _, b in ipairs(bodies) do b:getTotalAngle() end end
      end
      return w:hash()
    end
    assert.are.equal(run(false), run(true))
  end)

  it('takes the FFI path under LuaJIT, the C method under Lua 5.4', function()
    local b = b2c.world{}:createBody{}
    assert.are.equal(jit and 'Lua' or 'C', debug.getinfo(b.getTotalAngle).what)
  end)

  it('raises the errors the other body reads raise: destroyed, recycled, closed world, pending, bad self', function()
    local w = b2c.world{gravity = {0, -10}}
    local b = w:createBody{type = 'dynamic'}
    b:destroy()
    h.raises("calling 'getTotalAngle' on bad self (b2c.body is destroyed)", function() return b:getTotalAngle() end)
    local again = w:createBody{type = 'dynamic', angle = 3}
    h.raises("calling 'getTotalAngle' on bad self (b2c.body is destroyed)", function() return b:getTotalAngle() end)
    assert.are.equal(3, again:getTotalAngle())
    local f = again:createFixture(b2c.circle(1))
    local m = again.getTotalAngle
    h.raises("calling 'getTotalAngle' on bad self (b2c.body expected, got b2c.fixture)", function() return m(f) end)
    h.raises("calling 'getTotalAngle' on bad self (b2c.body expected, got no value)", function() return m() end)
    h.raises("calling 'getTotalAngle' on bad self (b2c.body expected, got table)", function() return m({}) end)
    w:destroy()
    h.raises("calling 'getTotalAngle' on bad self (b2c.body is destroyed)", function() return again:getTotalAngle() end)
    local w2 = b2c.world{gravity = {0, -10}}
    w2:createBody{}:createFixture(b2c.box(5, 0.5))
    local box = w2:createBody{type = 'dynamic', position = {0, 0.9}}
    box:createFixture(b2c.box(0.5, 0.5))
    local seen
    w2:setCallbacks{beginContact = function()
      if seen then return end
      box:destroy()
      seen = {pcall(box.getTotalAngle, box)}
    end}
    for _ = 1, 30 do w2:step(1 / 60) end
    assert.is_false(seen[1])
    assert.are.equal("calling 'getTotalAngle' on bad self (b2c.body is destroyed)",
      (tostring(seen[2]):gsub('^[^:]*:%d+: ', '')))
  end)
end)
