-- The awake set (issue 20): a step visits the bodies, contacts and joints that move (and those
-- changed since the last step), never a sleeping island; world:getCounters() says how many
-- (visitedBodies, visitedContacts, visitedJoints) and awakeCount counts from the set.
local b2c = require 'b2c'
local script = require 'spec.helpers.awake_script'

-- The dynamic bodies awake, counted from Lua.
local function recount(world)
  local n = 0
  for _, body in ipairs(world:getBodies()) do
    if body:getType() == 'dynamic' and body:isAwake() then n = n + 1 end
  end
  return n
end

-- The bodies that move (awake, not static), counted from Lua.
local function moving(world)
  local n = 0
  for _, body in ipairs(world:getBodies()) do
    if body:getType() ~= 'static' and body:isAwake() then n = n + 1 end
  end
  return n
end

describe('the awake set', function()
  it('steps a sleeping world visiting only what moves, its sleeping bodies untouched', function()
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(40, 1, { 0, -1 }))
    local boxes = {}
    for i = 0, 14 do
      for j = 0, 1 do
        local box = world:createBody { type = 'dynamic', position = { -17.5 + 2.5 * i, 0.5 + j } }
        box:createFixture(b2c.box(0.5, 0.5))
        boxes[#boxes + 1] = box
      end
    end
    local steps = 0
    repeat
      world:step(1 / 60)
      steps = steps + 1
    until world:getCounters().awakeCount == 0 or steps > 600
    -- the step they fell asleep in noted them: the next visits them once more (their last pose)
    local c = world:getCounters()
    assert.are.same({ 0, 30, 30 }, { c.awakeCount, c.visitedBodies, c.visitedContacts })
    world:step(1 / 60)
    c = world:getCounters()
    assert.are.same({ 0, 0, 0, 0 }, { c.awakeCount, c.visitedBodies, c.visitedContacts, c.visitedJoints })
    assert.are.equal(30, c.contactCount) -- (kept, asleep: each box on the ground or on a box)
    local mover = world:createBody { type = 'dynamic', position = { 0, 30 }, gravityScale = 0, allowSleep = false,
      linearVelocity = { 1, 0 } }
    mover:createFixture(b2c.box(0.5, 0.5))
    local before = {}
    for i, box in ipairs(boxes) do before[i] = { box:getPosition()[1], box:getPosition()[2], box:getAngle() } end
    for _ = 1, 60 do
      world:step(1 / 60)
      c = world:getCounters()
      assert.are.same({ 1, 1, 0, 0 }, { c.awakeCount, c.visitedBodies, c.visitedContacts, c.visitedJoints })
    end
    for i, box in ipairs(boxes) do
      assert.are.same(before[i], { box:getPosition()[1], box:getPosition()[2], box:getAngle() })
      assert.is_false(box:isAwake())
    end
    -- waking one stack: it, its two contacts (ground, the box on it) and nothing else
    boxes[1]:setAwake(true)
    world:step(1 / 60)
    c = world:getCounters()
    assert.are.same({ 3, 3, 2 }, { c.awakeCount, c.visitedBodies, c.visitedContacts })
  end)

  it('counts what the next step visits: a change since the last step adds what it touches', function()
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(40, 1, { 0, -1 }))
    local a = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    a:createFixture(b2c.box(0.5, 0.5))
    local b = world:createBody { type = 'dynamic', position = { 0, 1.5 } }
    b:createFixture(b2c.box(0.5, 0.5))
    world:createJoint { type = 'distance', bodyA = a, bodyB = b, anchorA = { 0, 0.5 }, anchorB = { 0, 1.5 } }
    for _ = 1, 121 do world:step(1 / 60) end
    local c = world:getCounters()
    assert.are.same({ 0, 0, 0, 0 }, { c.awakeCount, c.visitedBodies, c.visitedContacts, c.visitedJoints })
    -- put asleep again by hand, it is visited once more (its last pose noted), then not; so is its
    -- joint (no contact: the joint keeps the two boxes from colliding)
    b:setAwake(false)
    c = world:getCounters()
    assert.are.same({ 1, 0, 1 }, { c.visitedBodies, c.visitedContacts, c.visitedJoints })
    world:step(1 / 60)
    c = world:getCounters()
    assert.are.same({ 0, 0, 0, 0 }, { c.awakeCount, c.visitedBodies, c.visitedContacts, c.visitedJoints })
    -- a static body moved (it wakes nothing): its contacts are tested again at the next step
    local shelf = world:createBody { position = { 5, 6 } }
    shelf:createFixture(b2c.box(1, 0.25))
    local top = world:createBody { type = 'dynamic', position = { 5, 6.75 } }
    top:createFixture(b2c.box(0.5, 0.5))
    for _ = 1, 60 do world:step(1 / 60) end
    assert.is_false(top:isAwake())
    assert.are.equal(1, #top:getContacts())
    shelf:setTransform({ 50, 6 }, 0)
    assert.are.equal(1, world:getCounters().visitedContacts)
    world:step(1 / 60)
    assert.is_false(top:isAwake()) -- (asleep in the air, as a static body moved away always left it)
    assert.are.equal(0, #top:getContacts())
    assert.are.equal(1, #world:getContactEvents()['end'])
  end)

  it('keeps awakeCount equal to a recount through sleeping, waking, destroys, type and enabled changes and restores', function()
    local checks = 0
    script.run(function(world)
      local c = world:getCounters()
      assert.are.equal(recount(world), c.awakeCount)
      assert.is_true(c.visitedBodies >= moving(world)) -- (every moving body, and the changed ones)
      checks = checks + 1
    end)
    assert.are.equal(240, checks)
  end)

  it('steps the scripted scene as a record of it, to the bit', function()
    -- 9fdbd0b93583b03d: the hash the same script gave without the awake set (at eb68489 and at
    -- 6812fc3), where every pass walked every slot; each of the 240 checkpoints agreed too. With a
    -- broad-phase tree per body type (other fat boxes, pairs found in another order) it was
    -- a059c7910dd06416, the same when every step is made to visit every slot. With margins of an
    -- eighth of a shape's size and a woken body's contacts collided from the next step:
    -- 84677181aad5474e (tests/c/test_awake_set.c checks that a world visiting every slot keeps the
    -- bits of one walking the set).
    assert.are.equal('84677181aad5474e', script.run():hash())
  end)

  it('resumes a woken island exactly as a copy restored from before it slept', function()
    local world = script.scene()
    for _ = 1, 30 do world:step(1 / 60) end
    local copy = b2c.world {}
    copy:restore(b2c.loadSnapshot(world:snapshot():serialize()))
    assert.are.equal(world:hash(), copy:hash())
    for _ = 1, 300 do
      world:step(1 / 60)
      copy:step(1 / 60)
    end
    assert.are.equal(world:hash(), copy:hash())
    -- both asleep but the kinematic pusher; wake the same body in both and go on
    world:getBodies()[2]:setAwake(true)
    copy:getBodies()[2]:setAwake(true)
    for _ = 1, 120 do
      world:step(1 / 60)
      copy:step(1 / 60)
      assert.are.equal(world:hash(), copy:hash())
    end
  end)
end)
