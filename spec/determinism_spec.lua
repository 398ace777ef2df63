-- Determinism: the same script gives the same world, bit for bit, on every build (Lua 5.4 and
-- LuaJIT, gcc and clang, the sanitizer build; SSE2 or plain arrays and -O0 give the same bits too).
local b2c = require 'b2c'

local busyWorld = require 'spec.helpers.busy_world'

-- The hash after 300 steps, the same on every build of this commit. A change to the simulation
-- that moves any bit changes it: update it then, on purpose, once every build agrees.
local EXPECTED = '79da982c734ce340'

describe('determinism', function()
  it('gives the same hash for the same script, run after run', function()
    local a, b = busyWorld(), busyWorld()
    assert.are.equal(a:hash(), b:hash())
    for _ = 1, 300 do
      a:step(1 / 60)
      b:step(1 / 60)
    end
    assert.are.equal(a:hash(), b:hash())
    assert.is_truthy(a:hash():match('^%x+$'))
    assert.are.equal(16, #a:hash())
  end)

  it('gives the same bits on every build: the hash after 300 steps is the recorded one', function()
    local world = busyWorld()
    for _ = 1, 300 do world:step(1 / 60) end
    assert.are.equal(EXPECTED, world:hash())
  end)

  it('gives the recorded hash on 2, 3 and 4 workers too', function()
    for _, workers in ipairs { 2, 3, 4 } do
      local world = busyWorld(workers)
      assert.are.equal(workers, world:getWorkerCount())
      for _ = 1, 300 do world:step(1 / 60) end
      assert.are.equal(EXPECTED, world:hash())
    end
  end)

  it('loads a snapshot string written by another build and reaches the recorded hash', function()
    -- spec/data/busy-100.snapshot: the scene after 100 steps, serialized (by
    -- spec/helpers/make_busy_snapshot.lua); 200 more steps from it give EXPECTED on every build
    local file = assert(io.open('spec/data/busy-100.snapshot', 'rb'))
    local text = file:read('*a')
    file:close()
    local world = b2c.world { workers = tonumber(os.getenv('B2C_WORKERS')) or 1 }
    world:restore(b2c.loadSnapshot(text))
    for _ = 1, 200 do world:step(1 / 60) end
    assert.are.equal(EXPECTED, world:hash())
  end)

  it('changes the hash with any change of state', function()
    local world = busyWorld()
    world:step(1 / 60)
    local before = world:hash()
    world:getGravity() -- reading changes nothing
    assert.are.equal(before, world:hash())
    local body = world:createBody { type = 'dynamic', position = { 0, 20 } }
    assert.are_not.equal(before, world:hash())
    local withBody = world:hash()
    body:setLinearVelocity { 0, 1e-6 }
    assert.are_not.equal(withBody, world:hash())
  end)
end)

describe('snapshots', function()
  it('restore a world so that replaying gives the same hash at every later step', function()
    local world = busyWorld()
    for _ = 1, 100 do world:step(1 / 60) end
    local snapshot = world:snapshot()
    local hashes = {}
    for i = 1, 200 do
      world:step(1 / 60)
      hashes[i] = world:hash()
    end
    world:restore(snapshot)
    for i = 1, 200 do
      world:step(1 / 60)
      assert.are.equal(hashes[i], world:hash(), 'step ' .. (100 + i))
    end
    -- and again, from the same snapshot
    world:restore(snapshot)
    for _ = 1, 200 do world:step(1 / 60) end
    assert.are.equal(hashes[200], world:hash())
    assert.is_true(snapshot:getByteCount() > 10000)
    assert.is_truthy(tostring(snapshot):match('^b2c%.snapshot%(%d+ bytes%)$'))
  end)

  it('bring handles back with their user data; handles made after the snapshot stay destroyed', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local ground = world:createBody { userData = 'ground' }
    local floor = ground:createFixture(b2c.box(10, 1, { 0, -1 }), { userData = 'floor' })
    local old = world:createBody { type = 'dynamic', position = { 0, 2 }, userData = 'old' }
    local oldFixture = old:createFixture(b2c.circle(0.5), { userData = 'ball' })
    local pin = world:createJoint { type = 'distance', bodyA = ground, bodyB = old, userData = 'pin' }
    world:step(1 / 60)
    local snapshot = world:snapshot()
    -- after the snapshot: one body destroyed (with its fixture and joint), one made, data changed
    old:destroy()
    local new = world:createBody { type = 'dynamic', position = { 3, 3 }, userData = 'new' }
    new:createFixture(b2c.box(0.5, 0.5))
    ground:setUserData('changed')
    world:step(1 / 60)
    world:restore(snapshot)
    assert.is_false(old:isDestroyed())
    assert.is_false(oldFixture:isDestroyed())
    assert.is_false(pin:isDestroyed())
    assert.are.equal('old', old:getUserData())
    assert.are.equal('ball', oldFixture:getUserData())
    assert.are.equal('pin', pin:getUserData())
    assert.are.equal('ground', ground:getUserData())
    assert.are.equal(floor, ground:getFixtures()[1])
    assert.are.equal(old, oldFixture:getBody())
    assert.is_true(new:isDestroyed())
    -- a body made now may take the slot `new` had: `new` still names nothing
    local again = world:createBody { type = 'dynamic' }
    assert.is_true(new:isDestroyed())
    assert.is_false(again:isDestroyed())
    h.raisesLike('b2c.body is destroyed', function() new:getPosition() end)
    assert.are.equal(3, world:getCounters().bodyCount)
  end)

  it('never let a handle made after the snapshot name a later object, even in a slot alive then', function()
    local world = b2c.world { workers = tonumber(os.getenv('B2C_WORKERS')) or 1 }
    local first = world:createBody { type = 'dynamic' }
    local snapshot = world:snapshot()
    first:destroy()
    local later = world:createBody { type = 'dynamic' } -- takes first's slot
    world:restore(snapshot)
    assert.is_true(later:isDestroyed())
    first:destroy() -- the slot frees again ...
    local newest = world:createBody { type = 'kinematic' } -- ... and is taken again
    assert.is_true(later:isDestroyed())
    assert.is_false(newest:isDestroyed())
    h.raisesLike('b2c.body is destroyed', function() later:getPosition() end)
  end)

  it('are taken again into a snapshot of the world, which then restores the newer state', function()
    local world = busyWorld()
    for _ = 1, 100 do world:step(1 / 60) end
    local snapshot = world:snapshot()
    local bytes = snapshot:getByteCount()
    local early = world:hash()
    local ball = world:createBody { type = 'dynamic', position = { -20, 5 }, userData = 'ball' }
    local fixture = ball:createFixture(b2c.circle(0.5), { userData = 'round' })
    for _ = 1, 50 do world:step(1 / 60) end
    local taken = world:hash()
    assert.are.equal(snapshot, world:snapshot(snapshot))
    assert.are.equal(bytes, snapshot:getByteCount()) -- its memory had room
    local hashes = {}
    for i = 1, 100 do
      world:step(1 / 60)
      hashes[i] = world:hash()
    end
    ball:destroy()
    world:restore(snapshot)
    assert.are.equal(taken, world:hash())
    assert.is_false(ball:isDestroyed())
    assert.are.equal('ball', ball:getUserData())
    assert.are.equal('round', fixture:getUserData())
    for i = 1, 100 do
      world:step(1 / 60)
      assert.are.equal(hashes[i], world:hash(), 'step ' .. (150 + i))
    end
    assert.are_not.equal(early, taken)
  end)

  it('refuse what is not theirs, and work only between steps', function()
    local world, other = busyWorld(), b2c.world { workers = tonumber(os.getenv('B2C_WORKERS')) or 1 }
    local snapshot = world:snapshot()
    h.raisesLike('a snapshot of another world', function() other:restore(snapshot) end)
    h.raisesLike("(b2c.snapshot expected, got", function() world:restore() end)
    h.raisesLike('a snapshot of another world', function() other:snapshot(snapshot) end)
    h.raisesLike("(b2c.snapshot expected, got number)", function() world:snapshot(42) end)
    world:setCallbacks { preSolve = function()
      h.raisesLike('world is locked during a step', function() world:snapshot() end)
      h.raisesLike('world is locked during a step', function() world:restore(snapshot) end)
      h.raisesLike('world is locked during a step', function() world:snapshot(snapshot) end)
    end }
    world:step(1 / 60)
  end)
end)
