-- The multi-core step: b2c.world{workers = n}, world:getWorkerCount(), world:setWorkerCount(n).
-- Every count gives the same bits (world:hash()), the same events in the same order, and Lua
-- callbacks run on the calling thread only (a Lua state cannot be entered from another thread:
-- a callback run elsewhere would crash, which these specs would see under `make test SAN=1`).
local b2c = require 'b2c'

local busyWorld = require 'spec.helpers.busy_world'

-- Under valgrind (make memcheck) the threads take turns on one core and every hand-off between
-- them is slow: the same checks over fewer steps.
local MEMCHECK = os.getenv('B2C_MEMCHECK') ~= nil

-- A busy scene: the determinism specs' one made larger (a 20-row pyramid, a jointed chain of 12
-- with a motor and limits, 4 bullets), bouncing balls with hit events, a kinematic paddle, sleep on.
local function busyScene(workers)
  local world = busyWorld(workers, { rows = 20, links = 12, bullets = 4 })
  for i = 0, 5 do
    local ball = world:createBody { type = 'dynamic', position = { -30 + 2 * i, 4 + i } }
    ball:createFixture(b2c.circle(0.4), { restitution = 0.7, enableHitEvents = true })
  end
  local paddle = world:createBody { type = 'kinematic', position = { 30, 1 }, angularVelocity = 1 }
  paddle:createFixture(b2c.box(2, 0.2))
  return world
end

-- Step and record: the hash every 100 steps, and every event and callback in order.
local function record(world, steps)
  local log = {}
  world:setCallbacks {
    beginContact = function() log[#log + 1] = 'b' end,
    endContact = function() log[#log + 1] = 'e' end,
    postSolve = function(_, _, _, impulses) log[#log + 1] = ('p%a'):format(impulses[1]) end,
  }
  local hashes = {}
  for i = 1, steps do
    world:step(1 / 60)
    local events = world:getContactEvents()
    log[#log + 1] = ('%d:%d:%d:%d'):format(i, #events.begin, #events['end'], #events.hit)
    for _, hit in ipairs(events.hit) do log[#log + 1] = ('h%a'):format(hit.approachSpeed) end
    if i % 100 == 0 then hashes[#hashes + 1] = world:hash() end
  end
  return hashes, table.concat(log, ' ')
end

describe('workers', function()
  it('default to 1, and take the count asked for', function()
    assert.are.equal(1, b2c.world {}:getWorkerCount())
    assert.are.equal(1, b2c.world():getWorkerCount())
    assert.are.equal(3, b2c.world { workers = 3 }:getWorkerCount())
    assert.are.equal(64, b2c.world { workers = 64 }:getWorkerCount())
    local world = b2c.world { workers = 2 }
    world:setWorkerCount(4)
    assert.are.equal(4, world:getWorkerCount())
    world:setWorkerCount(1)
    assert.are.equal(1, world:getWorkerCount())
  end)

  it('give the same hash after 1,000 steps with 1, 2, 3 and 4 workers', function()
    local expected
    for workers = 1, 4 do
      local world = busyScene(workers)
      for _ = 1, MEMCHECK and 200 or 1000 do world:step(1 / 60) end
      local hash = world:hash()
      expected = expected or hash
      assert.are.equal(expected, hash, ('%d workers'):format(workers))
      world:destroy()
    end
  end)

  it('report the same events, in the same order, on every count', function()
    local steps = MEMCHECK and 100 or 300
    local hashes1, log1 = record(busyScene(1), steps)
    assert.is_truthy(log1:find('h', 1, true)) -- hits were reported
    assert.is_truthy(log1:find('p', 1, true)) -- post-solve ran
    for _, workers in ipairs { 2, 3 } do
      local hashes, log = record(busyScene(workers), steps)
      assert.are.same(hashes1, hashes)
      assert.are.equal(log1, log)
    end
  end)

  it('run pre-solve on the calling thread, contact by contact in the order of one worker', function()
    local function run(workers)
      local world = busyScene(workers)
      local seen, mainThread = {}, coroutine.running()
      world:setCallbacks {
        preSolve = function(a, b, contact)
          -- (another thread could not even get here: the Lua state is this thread's)
          assert.are.equal(mainThread, coroutine.running())
          seen[#seen + 1] = ('%s/%s'):format(a:getBody():getPosition().x, contact:isTouching())
          -- a one-way rule: the balls pass through everything while they rise
          local ba, bb = a:getBody(), b:getBody()
          if ba:getLinearVelocity().y > 1 or bb:getLinearVelocity().y > 1 then return false end
        end,
      }
      for _ = 1, MEMCHECK and 20 or 200 do world:step(1 / 60) end
      return world:hash(), table.concat(seen, ' ')
    end
    local hash1, seen1 = run(1)
    assert.is_true(#seen1 > (MEMCHECK and 50 or 1000))
    local hash2, seen2 = run(2)
    assert.are.equal(hash1, hash2)
    assert.are.equal(seen1, seen2)
  end)

  it('can change between steps and through a restore, with the same bits', function()
    local a, b = busyScene(1), busyScene(2)
    for k, count in ipairs { 3, 1, 4, 2 } do
      for _ = 1, 50 do
        a:step(1 / 60)
        b:step(1 / 60)
      end
      assert.are.equal(a:hash(), b:hash(), 'round ' .. k)
      b:setWorkerCount(count)
    end
    -- a restore keeps the world's own count (not state)
    local snapshot = b:snapshot()
    for _ = 1, 30 do b:step(1 / 60) end
    b:setWorkerCount(3)
    b:restore(snapshot)
    assert.are.equal(3, b:getWorkerCount())
    assert.are.equal(a:hash(), b:hash())
    local loaded = b2c.world { workers = 4 }
    loaded:restore(b2c.loadSnapshot(snapshot:serialize()))
    assert.are.equal(4, loaded:getWorkerCount())
    for _ = 1, 100 do
      a:step(1 / 60)
      b:step(1 / 60)
      loaded:step(1 / 60)
    end
    assert.are.equal(a:hash(), b:hash())
    assert.are.equal(a:hash(), loaded:hash())
  end)

  it('keep the world usable after a pre-solve that raised mid-step', function()
    local world, twin = busyScene(2), busyScene(1)
    local token = {}
    local calls = 0
    world:setCallbacks { preSolve = function()
      calls = calls + 1
      if calls == 100 then error(token) end
    end }
    for _ = 1, 3 do
      local ok, err = pcall(world.step, world, 1 / 60)
      if not ok then
        assert.are.equal(token, err)
        break
      end
    end
    assert.is_false(world:isLocked())
    world:setCallbacks {}
    for _ = 1, 60 do world:step(1 / 60) end -- (its arena is sound: the next steps run)
    for _ = 1, 60 do twin:step(1 / 60) end
    assert.are.equal(2, world:getWorkerCount())
  end)

  it('refuse a count that is not an integer in 1 to 64', function()
    h.raises("bad argument #1 to 'world' (field 'workers': integer in 1 to 64 expected, got 0)",
      function() b2c.world { workers = 0 } end)
    h.raises("bad argument #1 to 'world' (field 'workers': integer in 1 to 64 expected, got 65)",
      function() b2c.world { workers = 65 } end)
    h.raises("bad argument #1 to 'world' (field 'workers': integer in 1 to 64 expected, got 1.5)",
      function() b2c.world { workers = 1.5 } end)
    h.raises("bad argument #1 to 'world' (field 'workers': integer in 1 to 64 expected, got string)",
      function() b2c.world { workers = '2' } end)
    h.raises("bad argument #1 to 'world' (field 'workers': integer in 1 to 64 expected, got nan)",
      function() b2c.world { workers = 0 / 0 } end)
    local world = b2c.world { workers = 2 }
    h.raises("bad argument #1 to 'setWorkerCount' (integer in 1 to 64 expected, got -1)",
      function() world:setWorkerCount(-1) end)
    h.raises("bad argument #1 to 'setWorkerCount' (integer in 1 to 64 expected, got no value)",
      function() world:setWorkerCount() end)
    assert.are.equal(2, world:getWorkerCount())
    -- not from a step's callback
    world:createBody {}:createFixture(b2c.box(5, 0.5))
    world:createBody { type = 'dynamic', position = { 0, 0.9 } }:createFixture(b2c.circle(0.5))
    world:setCallbacks { preSolve = function() world:setWorkerCount(3) end }
    h.raisesLike('world is locked during a step', function() world:step(1 / 60) end)
    assert.are.equal(2, world:getWorkerCount())
  end)
end)
