-- Reads in bulk into tables the caller keeps (issue 21): world:getPoses, world:getMoveEvents,
-- world:getFlatContactEvents and, under LuaJIT, world:getPoseBuffer; their errors for bad
-- arguments, destroyed, recycled and foreign handles.
local b2c = require 'b2c'

local isJit = jit ~= nil

-- The engine's floats read exactly by the bulk calls, rounded to the shortest decimal by the
-- getters: the same single-precision number.
local function same(a, b) return a == b or math.abs(a - b) <= 1e-6 * math.max(1, math.abs(b)) end

-- A ground, four dynamic boxes (the third asleep), a spinning kinematic body and a static one.
local function scene(options)
  local world = b2c.world(options)
  local ground = world:createBody {}
  ground:createFixture(b2c.box(20, 0.5, { 0, -0.5 }))
  local boxes = {}
  for i = 1, 4 do
    boxes[i] = world:createBody { type = 'dynamic', position = { i * 2 - 5, 1 + i }, angle = 0.25 * i,
      awake = i ~= 3 }
    boxes[i]:createFixture(b2c.box(0.5, 0.5))
  end
  local spinner = world:createBody { type = 'kinematic', position = { 0, 10 }, angularVelocity = 1 }
  local post = world:createBody { position = { 8, 3 } }
  return world, ground, boxes, spinner, post
end

local function expectPose(out, k, body)
  local p = body:getPosition()
  assert.is_true(same(out[3 * k - 2], p.x), 'x of ' .. k)
  assert.is_true(same(out[3 * k - 1], p.y), 'y of ' .. k)
  assert.is_true(same(out[3 * k], body:getAngle()), 'angle of ' .. k)
end

describe('world:getPoses', function()
  it('reads every awake body in slot order, kinematic ones too', function()
    local world, _, boxes, spinner = scene()
    world:step(1 / 60)
    local out, outBodies = {}, {}
    assert.are.equal(4, world:getPoses(out, nil, outBodies))
    assert.are.equal(12, #out)
    local expected = { boxes[1], boxes[2], boxes[4], spinner }
    for k = 1, 4 do
      assert.is_true(rawequal(outBodies[k], expected[k]))
      expectPose(out, k, expected[k])
    end
    assert.is_true(out[12] > 0) -- the spinner turned
    -- without outBodies, the same numbers
    local again = {}
    assert.are.equal(4, world:getPoses(again))
    for k = 1, 12 do assert.are.equal(out[k], again[k]) end
  end)

  it('reads the world as it is between steps: moved, woken, made', function()
    local world, _, boxes = scene()
    world:step(1 / 60)
    boxes[1]:setTransform({ 3, 7 }, 1.5)
    boxes[3]:setAwake(true)
    local late = world:createBody { type = 'dynamic', position = { -9, 9 } }
    local out, outBodies = {}, {}
    assert.are.equal(6, world:getPoses(out, nil, outBodies))
    assert.are.same({ 3, 7 }, { out[1], out[2] })
    assert.is_true(same(out[3], 1.5))
    assert.is_true(rawequal(outBodies[3], boxes[3]) and rawequal(outBodies[6], late))
  end)

  it('clears what follows up to the first nil, and writes raw', function()
    local world = scene()
    local out = {}
    for k = 1, 40 do out[k] = 'old' end
    out[42] = 'kept'
    local outBodies = { 1, 2, 3, 4, 5, 6, 7 }
    setmetatable(out, { __newindex = function() error('not raw') end })
    assert.are.equal(4, world:getPoses(out, nil, outBodies))
    assert.are.equal(12, #out)
    assert.is_nil(rawget(out, 13))
    assert.is_nil(rawget(out, 40))
    assert.are.equal('kept', out[42])
    assert.are.equal(4, #outBodies)
    assert.is_nil(outBodies[5])
    -- fewer the next time: the rest cleared again
    world:getBodies()[2]:setAwake(false)
    assert.are.equal(3, world:getPoses(out))
    assert.are.equal(9, #out)
  end)

  it('reads the given bodies in their order, whatever their type or sleep', function()
    local world, ground, boxes, spinner, post = scene()
    world:step(1 / 60)
    local list = { post, boxes[3], spinner, boxes[1], ground, boxes[1] }
    local out = {}
    assert.are.equal(6, world:getPoses(out, list))
    assert.are.equal(18, #out)
    for k = 1, 6 do expectPose(out, k, list[k]) end
    assert.are.equal(0, world:getPoses(out, {}))
    assert.are.equal(0, #out)
  end)

  it('raises a standard error naming the bad entry, out untouched', function()
    local world, _, boxes = scene()
    local other = b2c.world()
    local foreign = other:createBody {}
    local out = { 'untouched' }
    local function check(list, message)
      local ok, err = pcall(world.getPoses, world, out, list)
      assert.is_false(ok)
      assert.are.equal("bad argument #2 to 'getPoses' (" .. message .. ')', err)
      assert.are.equal('untouched', out[1])
      assert.is_nil(out[2])
    end
    check({ boxes[1], 5 }, 'bodies[2]: b2c.body expected, got number')
    check({ boxes[1], boxes[2], false }, 'bodies[3]: b2c.body expected, got boolean')
    check({ b2c.vec2(1, 2) }, 'bodies[1]: b2c.body expected, got b2c.vec2')
    check({ boxes[1]:getFixtures()[1] }, 'bodies[1]: b2c.body expected, got b2c.fixture')
    check({ boxes[1], foreign }, 'bodies[2]: a body of another world')
    -- destroyed, then its slot recycled by a new body: still destroyed
    local doomed = boxes[4]
    doomed:destroy()
    check({ boxes[1], boxes[2], boxes[3], boxes[1], doomed }, 'bodies[5]: b2c.body is destroyed')
    local recycled = world:createBody { type = 'dynamic' }
    assert.is_false(recycled:isDestroyed())
    check({ doomed }, 'bodies[1]: b2c.body is destroyed')
    -- the first bad entry is named, whatever is wrong with those after it
    check({ boxes[1], doomed, 'x', foreign }, 'bodies[2]: b2c.body is destroyed')
    check({ boxes[1], boxes[2], foreign, doomed }, 'bodies[3]: a body of another world')
    -- another world's body, that world closed
    other:destroy()
    check({ foreign }, 'bodies[1]: b2c.body is destroyed')
  end)

  it('checks its arguments', function()
    local world = scene()
    local function err(...)
      local ok, e = pcall(world.getPoses, world, ...)
      assert.is_false(ok)
      return e
    end
    assert.are.equal("bad argument #1 to 'getPoses' (table expected, got no value)", err())
    assert.are.equal("bad argument #1 to 'getPoses' (table expected, got nil)", err(nil))
    assert.are.equal("bad argument #1 to 'getPoses' (table expected, got number)", err(3))
    assert.are.equal("bad argument #2 to 'getPoses' (table expected, got string)", err({}, 'all'))
    assert.are.equal("bad argument #3 to 'getPoses' (table expected, got number)", err({}, nil, 1))
    assert.are.equal("bad argument #3 to 'getPoses' (no outBodies with bodies (they are the bodies given))",
      err({}, {}, {}))
    local ok, e = pcall(world.getPoses, nil, {})
    assert.is_false(ok)
    assert.are.equal("calling 'getPoses' on bad self (b2c.world expected, got nil)", e)
    world:destroy()
    ok, e = pcall(world.getPoses, world, {})
    assert.is_false(ok)
    assert.matches('b2c.world is closed', e)
  end)

  it('reads from a step callback', function()
    local world, _, boxes = scene()
    local seen
    world:setCallbacks { beginContact = function()
      local out = {}
      seen = world:getPoses(out, { boxes[1] })
    end }
    for _ = 1, 120 do world:step(1 / 60) end
    assert.are.equal(1, seen)
  end)
end)

describe('world:getMoveEvents', function()
  it('gives the bodies the step moved, and flags those that fell asleep', function()
    local world, _, boxes, spinner = scene()
    local mb, mp, ma = {}, {}, {}
    assert.are.equal(0, world:getMoveEvents(mb, mp, ma))
    world:step(1 / 60)
    assert.are.equal(4, world:getMoveEvents(mb, mp, ma))
    local expected = { boxes[1], boxes[2], boxes[4], spinner }
    for k = 1, 4 do
      assert.is_true(rawequal(mb[k], expected[k]))
      expectPose(mp, k, expected[k])
      assert.are.equal(false, ma[k])
    end
    assert.are.equal(4, #mb)
    assert.are.equal(12, #mp)
    -- the spinner never sleeps; the boxes come to rest and fall asleep, flagged in that step
    spinner:destroy()
    local slept = {}
    for _ = 1, 400 do
      world:step(1 / 60)
      local n = world:getMoveEvents(mb, mp, ma)
      for k = 1, n do
        if ma[k] then
          assert.is_false(mb[k]:isAwake())
          slept[#slept + 1] = mb[k]
        else
          assert.is_true(mb[k]:isAwake())
        end
      end
    end
    assert.are.equal(3, #slept)
    assert.are.equal(0, world:getMoveEvents(mb, mp))
    assert.are.equal(0, #mb)
    assert.are.equal(0, #mp)
  end)

  it('leaves out bodies destroyed since the step; a step of dt 0 and a restore clear them', function()
    local world, _, boxes = scene()
    local snapshot = world:snapshot()
    world:step(1 / 60)
    boxes[2]:destroy()
    local mb, mp = {}, {}
    assert.are.equal(3, world:getMoveEvents(mb, mp))
    assert.is_true(rawequal(mb[2], boxes[4]))
    expectPose(mp, 2, boxes[4])
    world:step(0)
    assert.are.equal(0, world:getMoveEvents(mb, mp))
    world:step(1 / 60)
    assert.are.equal(3, world:getMoveEvents(mb, mp))
    world:restore(snapshot)
    assert.are.equal(0, world:getMoveEvents(mb, mp))
  end)

  it('gives the same events on two workers', function()
    local function run(workers)
      local world = scene { workers = workers }
      for _ = 1, 30 do world:step(1 / 60) end
      local mb, mp, ma = {}, {}, {}
      local n = world:getMoveEvents(mb, mp, ma)
      return n, mp
    end
    local n1, p1 = run(1)
    local n2, p2 = run(2)
    assert.are.equal(n1, n2)
    assert.are.same(p1, p2)
  end)

  it('checks its arguments', function()
    local world = scene()
    local function err(...)
      local ok, e = pcall(world.getMoveEvents, world, ...)
      assert.is_false(ok)
      return e
    end
    assert.are.equal("bad argument #1 to 'getMoveEvents' (table expected, got no value)", err())
    assert.are.equal("bad argument #2 to 'getMoveEvents' (table expected, got nil)", err({}, nil))
    assert.are.equal("bad argument #3 to 'getMoveEvents' (table expected, got boolean)", err({}, {}, true))
    world:destroy()
    assert.matches('b2c.world is closed', err({}, {}))
  end)
end)

describe('world:getFlatContactEvents', function()
  -- balls dropped on the ground, hit events on
  local function drop()
    local world = b2c.world()
    local ground = world:createBody {}
    ground:createFixture(b2c.box(20, 0.5, { 0, -0.5 }), { enableHitEvents = true })
    local balls = {}
    for i = 1, 5 do
      balls[i] = world:createBody { type = 'dynamic', position = { i * 2 - 6, 1 + i * 0.5 } }
      balls[i]:createFixture(b2c.circle(0.5), { restitution = 0.5, enableHitEvents = true })
    end
    return world, balls
  end

  it('gives the events getContactEvents gives, as flat arrays', function()
    local world = drop()
    local a, b, data = {}, {}, {}
    local totals = { begin = 0, ['end'] = 0, hit = 0 }
    for _ = 1, 120 do
      world:step(1 / 60)
      local e = world:getContactEvents()
      for _, kind in ipairs({ 'begin', 'end', 'sensorBegin', 'sensorEnd' }) do
        local n = world:getFlatContactEvents(kind, a, b)
        assert.are.equal(#e[kind], n)
        assert.are.equal(n, #a)
        for i = 1, n do
          assert.is_true(rawequal(a[i], e[kind][i].fixtureA) and rawequal(b[i], e[kind][i].fixtureB))
        end
        totals[kind] = (totals[kind] or 0) + n
      end
      local n = world:getFlatContactEvents('hit', a, b, data)
      assert.are.equal(#e.hit, n)
      assert.are.equal(5 * n, #data)
      for i = 1, n do
        local h = e.hit[i]
        assert.is_true(rawequal(a[i], h.fixtureA) and rawequal(b[i], h.fixtureB))
        assert.is_true(same(data[5 * i - 4], h.point.x) and same(data[5 * i - 3], h.point.y))
        assert.is_true(same(data[5 * i - 2], h.normal.x) and same(data[5 * i - 1], h.normal.y))
        assert.is_true(same(data[5 * i], h.approachSpeed))
      end
      totals.hit = totals.hit + n
    end
    assert.is_true(totals.begin >= 5 and totals['end'] >= 5 and totals.hit >= 5)
  end)

  it('leaves out events of fixtures destroyed since the step', function()
    local world, balls = drop()
    local a, b = {}, {}
    local n
    repeat
      world:step(1 / 60)
      n = world:getFlatContactEvents('begin', a, b)
    until n > 0
    local gone = a[1]:getBody() ~= world:getBodies()[1] and a[1]:getBody() or b[1]:getBody()
    gone:destroy()
    assert.are.equal(n - 1, world:getFlatContactEvents('begin', a, b))
    assert.are.equal(n - 1, #a)
    local _ = balls
  end)

  it('checks its arguments', function()
    local world = drop()
    local function err(...)
      local ok, e = pcall(world.getFlatContactEvents, world, ...)
      assert.is_false(ok)
      return e
    end
    assert.are.equal("bad argument #1 to 'getFlatContactEvents' (invalid option 'started')", err('started', {}, {}))
    assert.are.equal("bad argument #2 to 'getFlatContactEvents' (table expected, got nil)", err('begin', nil))
    assert.are.equal("bad argument #3 to 'getFlatContactEvents' (table expected, got number)", err('end', {}, 1))
    assert.are.equal("bad argument #4 to 'getFlatContactEvents' (only \"hit\" events have data)",
      err('begin', {}, {}, {}))
    assert.are.equal("bad argument #4 to 'getFlatContactEvents' (table expected, got string)",
      err('hit', {}, {}, 'x'))
  end)
end)

describe('world:getPoseBuffer', function()
  if not isJit then
    it('is nil without LuaJIT, its arguments checked all the same', function()
      local world = scene()
      assert.is_nil(world:getPoseBuffer())
      assert.is_nil(world:getPoseBuffer({}))
      local ok, e = pcall(world.getPoseBuffer, world, 5)
      assert.is_false(ok)
      assert.are.equal("bad argument #1 to 'getPoseBuffer' (table expected, got number)", e)
    end)
    return
  end

  it('gives the poses getPoses gives, as a typed array', function()
    local ffi = require 'ffi'
    local world, _, boxes, spinner = scene()
    world:step(1 / 60)
    local outBodies = {}
    local p, n = world:getPoseBuffer(outBodies)
    assert.are.equal('cdata', type(p))
    assert.is_true(ffi.istype('float[?]', p))
    assert.are.equal(4, n)
    local out = {}
    assert.are.equal(4, world:getPoses(out))
    for k = 0, 3 * n - 1 do assert.are.equal(out[k + 1], p[k]) end
    assert.is_true(rawequal(outBodies[1], boxes[1]) and rawequal(outBodies[4], spinner))
    -- the next call fills the same array again
    world:step(1 / 60)
    local q = world:getPoseBuffer()
    assert.is_true(p == q)
    expectPose({ p[0], p[1], p[2] }, 1, boxes[1])
  end)

  it('stays valid memory after the world is gone, and checks its arguments', function()
    local world = scene()
    local p, n = world:getPoseBuffer()
    local x = p[0]
    world:destroy()
    collectgarbage()
    assert.are.equal(4, n)
    assert.are.equal(x, p[0])
    local ok, e = pcall(world.getPoseBuffer, world)
    assert.is_false(ok)
    assert.matches('b2c.world is closed', e)
    world = scene()
    ok, e = pcall(world.getPoseBuffer, world, 5)
    assert.is_false(ok)
    assert.are.equal("bad argument #1 to 'getPoseBuffer' (table expected, got number)", e)
  end)

  it('grows with the bodies', function()
    local world = b2c.world { gravity = { 0, 0 } }
    for i = 1, 3000 do world:createBody { type = 'dynamic', position = { i, 0 } } end
    local p, n = world:getPoseBuffer()
    assert.are.equal(3000, n)
    assert.are.equal(3000, p[3 * 2999])
    local out = {}
    assert.are.equal(3000, world:getPoses(out))
    assert.are.equal(9000, #out)
  end)
end)

describe('bulk reads with finalizers running in the middle', function()
  -- An object whose finalizer is `fn` (a table under Lua 5.4, a proxy under LuaJIT).
  local function onCollect(fn)
    if newproxy then
      local p = newproxy(true)
      getmetatable(p).__gc = fn
      return p
    end
    return setmetatable({}, { __gc = fn })
  end

  it('read what the world was at the call, whatever the finalizers do to it', function()
    local ran = 0
    for round = 1, 30 do
      local world = b2c.world()
      local bodies = {}
      for i = 1, 200 do
        bodies[i] = world:createBody { type = 'dynamic', position = { i, 0 } }
      end
      world:step(1 / 60)
      -- finalizers that read again (into their own tables), destroy bodies, step, close the world
      for k = 1, 50 do
        onCollect(function()
          ran = ran + 1
          if world:isDestroyed() then return end
          local mode = (k + round) % 4
          if mode == 0 then world:getPoses({}, nil, {}) ; world:getMoveEvents({}, {}, {})
          elseif mode == 1 then bodies[k]:destroy()
          elseif mode == 2 then world:step(1 / 60)
          elseif round % 3 == 0 then world:destroy() end
        end)
      end
      collectgarbage('setpause', 0)
      local ok1, n = pcall(world.getPoses, world, {}, nil, {})
      local ok2, m = pcall(world.getMoveEvents, world, {}, {}, {})
      local ok3, g = pcall(world.getPoses, world, {}, { bodies[150], bodies[199] })
      collectgarbage('setpause', 200)
      collectgarbage()
      -- each call either answered or raised `b2c.world is closed` / a destroyed body (when a
      -- finalizer got there first); nothing else
      for _, r in ipairs({ { ok1, n }, { ok2, m }, { ok3, g } }) do
        if r[1] then
          assert.are.equal('number', type(r[2]))
        else
          assert.is_truthy(tostring(r[2]):find('b2c.world is closed', 1, true)
            or tostring(r[2]):find('b2c.body is destroyed', 1, true), tostring(r[2]))
        end
      end
      if not world:isDestroyed() then
        local out, outBodies = {}, {}
        local count = world:getPoses(out, nil, outBodies)
        assert.are.equal(3 * count, #out)
        assert.are.equal(count, #outBodies)
      end
    end
    assert.is_true(ran > 0)
  end)
end)
