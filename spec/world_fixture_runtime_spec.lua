-- Fixtures changed while the world runs (issue 19): friction, restitution, density, the sensor
-- flag, rolling resistance, tangent speed (conveyor belts), the event switches, the fixture's own
-- mass data, and hit events. Each shows its effect in a running world, then the bad input.
local b2c = require 'b2c'
local vec2 = b2c.vec2

local G = 10

-- A world with a static floor whose top is at y = 0 (half height 0.5) and its fixture.
local function floorWorld(worldDef, floorDef)
  local world = b2c.world(worldDef or {})
  local ground = world:createBody {}
  local floor = ground:createFixture(b2c.box(50, 0.5, { 0, -0.5 }), floorDef)
  return world, floor, ground
end

local function steps(world, n)
  for _ = 1, n do world:step(1 / 60) end
end

-- Every event of `n` steps, by kind.
local function collectEvents(world, n)
  local all = { begin = {}, ['end'] = {}, sensorBegin = {}, sensorEnd = {}, hit = {} }
  for _ = 1, n do
    world:step(1 / 60)
    for kind, list in pairs(world:getContactEvents()) do
      for _, e in ipairs(list) do table.insert(all[kind], e) end
    end
  end
  return all
end

local function counts(events)
  return { begin = #events.begin, ['end'] = #events['end'], sensorBegin = #events.sensorBegin,
    sensorEnd = #events.sensorEnd, hit = #events.hit }
end

describe('fixture material at run time', function()
  it('reads back the defaults and the definition fields', function()
    local world = b2c.world {}
    local body = world:createBody { type = 'dynamic' }
    local f = body:createFixture(b2c.circle(0.5))
    assert.are.equal(0.6, f:getFriction())
    assert.are.equal(0, f:getRestitution())
    assert.are.equal(1, f:getDensity())
    assert.are.equal(0, f:getRollingResistance())
    assert.are.equal(0, f:getTangentSpeed())
    assert.is_false(f:isSensor())
    assert.is_true(f:areContactEventsEnabled())
    assert.is_true(f:areSensorEventsEnabled())
    assert.is_false(f:areHitEventsEnabled())
    local g = body:createFixture(b2c.circle(0.5), { friction = 0.25, restitution = 0.5, density = 2,
      rollingResistance = 0.125, tangentSpeed = -3, isSensor = true, enableContactEvents = false,
      enableSensorEvents = false, enableHitEvents = true })
    assert.are.same({ 0.25, 0.5, 2, 0.125, -3, true, false, false, true },
      { g:getFriction(), g:getRestitution(), g:getDensity(), g:getRollingResistance(), g:getTangentSpeed(),
        g:isSensor(), g:areContactEventsEnabled(), g:areSensorEventsEnabled(), g:areHitEventsEnabled() })
    g:setFriction(1); g:setRestitution(0); g:setDensity(0); g:setRollingResistance(0); g:setTangentSpeed(0.5)
    g:setSensor(false); g:setEnableContactEvents(true); g:setEnableSensorEvents(true); g:setEnableHitEvents(false)
    assert.are.same({ 1, 0, 0, 0, 0.5, false, true, true, false },
      { g:getFriction(), g:getRestitution(), g:getDensity(), g:getRollingResistance(), g:getTangentSpeed(),
        g:isSensor(), g:areContactEventsEnabled(), g:areSensorEventsEnabled(), g:areHitEventsEnabled() })
  end)

  it('friction: a box that sticks on a 20 degree slope slides after setFriction(0), at g sin 20', function()
    local angle = math.rad(20)
    local world = b2c.world {}
    local ground = world:createBody {}
    ground:createFixture(b2c.box(20, 0.5, { 0, 0 }, angle), { friction = 1 })
    local normal = vec2(-math.sin(angle), math.cos(angle))
    local box = world:createBody { type = 'dynamic', position = normal * 1.0, angle = angle }
    local f = box:createFixture(b2c.box(0.5, 0.5), { friction = 1 })
    steps(world, 120)
    local rest = box:getPosition()
    steps(world, 60)
    assert.is_true((box:getPosition() - rest):length() < 1e-4, 'tan 20 < 1: it sticks')
    assert.is_false(box:isAwake(), 'and falls asleep')
    f:setFriction(0)
    assert.is_true(box:isAwake(), 'the change wakes it')
    steps(world, 60)
    -- frictionless: it slides down the slope at g sin 20 (3.42 m/s after a second, 1.71 m)
    local speed = G * math.sin(angle)
    assert.near(speed, box:getLinearVelocity():length(), 0.005 * speed)
    assert.near(speed / 2, (box:getPosition() - rest):length(), 0.01 * speed / 2)
    local along = vec2(math.cos(angle), math.sin(angle))
    assert.is_true(box:getLinearVelocity():dot(along) < 0, 'down the slope')
  end)

  it('restitution: a ball that does not bounce bounces back at 0.8 of its speed after setRestitution(0.8)', function()
    local world = floorWorld()
    local ball = world:createBody { type = 'dynamic', position = { 0, 2.25 } }
    local f = ball:createFixture(b2c.circle(0.25))
    local highest = 0
    for _ = 1, 120 do
      world:step(1 / 60)
      highest = math.max(highest, ball:getLinearVelocity().y)
    end
    assert.is_true(highest < 1e-6, 'restitution 0: no bounce')
    assert.near(0.25, ball:getPosition().y, 0.01)
    f:setRestitution(0.8)
    ball:setTransform({ 0, 2.25 }, 0)
    ball:setLinearVelocity { 0, 0 }
    local before, after
    for _ = 1, 120 do
      local v = ball:getLinearVelocity().y
      world:step(1 / 60)
      if not after and v < -1 and ball:getLinearVelocity().y > 0 then before, after = v, ball:getLinearVelocity().y end
    end
    assert.is_truthy(after, 'it bounces')
    assert.near(0.8, after / -before, 0.005)
  end)

  it('density: the body mass, centre and inertia follow exactly, and an impulse moves it by 1 / mass', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = world:createBody { type = 'dynamic' }
    local box = body:createFixture(b2c.box(1, 0.5))
    assert.near(2, body:getMass(), 1e-6)
    assert.near(2 * (4 + 1) / 12, body:getInertia(), 1e-6)
    box:setDensity(3)
    assert.are.equal(3, box:getDensity())
    assert.near(6, body:getMass(), 1e-6)
    assert.near(6 * (4 + 1) / 12, body:getInertia(), 1e-6)
    body:applyLinearImpulse { 6, 0 }
    world:step(1 / 60)
    assert.near(1, body:getLinearVelocity().x, 1e-6)
    -- a second fixture: the centre of mass moves toward it as its density grows
    local disc = body:createFixture(b2c.circle(0.5, { 3, 0 }), { density = 0 })
    assert.near(0, body:getWorldCenter().x - body:getPosition().x, 1e-6)
    disc:setDensity(24 / math.pi) -- a disc of 6 kg: the centre halfway, 1.5 m from the box's
    assert.near(12, body:getMass(), 1e-5)
    assert.near(1.5, body:getWorldCenter().x - body:getPosition().x, 1e-5)
    local discInertia = 6 * 0.25 / 2
    assert.near(2.5 + discInertia + 2 * 6 * 1.5 ^ 2, body:getInertia(), 1e-4)
    disc:setDensity(0)
    assert.near(6, body:getMass(), 1e-6)
  end)

  it('getMassData: mass, centre (body frame) and inertia about it, at the fixture density', function()
    local world = b2c.world {}
    local body = world:createBody { type = 'dynamic', position = { 5, 5 }, angle = 1 }
    local mass, center, inertia = body:createFixture(b2c.box(1, 0.5), { density = 3 }):getMassData()
    assert.near(6, mass, 1e-6)
    assert.are.equal(vec2(0, 0), center)
    assert.near(2.5, inertia, 1e-6)
    mass, center, inertia = body:createFixture(b2c.circle(0.5, { 2, 0 }), { density = 2 }):getMassData()
    assert.near(math.pi / 2, mass, 1e-6)
    assert.near(vec2(2, 0), center, 1e-6)
    assert.near(math.pi / 2 * 0.25 / 2, inertia, 1e-6)
    -- a capsule: a box of 2 x 1 and a disc of radius 0.5
    local capsuleFixture = body:createFixture(b2c.capsule({ -1, 1 }, { 1, 1 }, 0.5))
    mass, center = capsuleFixture:getMassData()
    assert.near(2 + math.pi * 0.25, mass, 1e-5)
    assert.near(vec2(0, 1), center, 1e-6)
    capsuleFixture:setDensity(0)
    mass = capsuleFixture:getMassData()
    assert.are.equal(0, mass)
    mass, center, inertia = world:createBody {}:createFixture(b2c.chain({ { 0, 0 }, { 2, 0 }, { 2, 2 } })):getMassData()
    assert.are.same({ 0, vec2(1, 0), 0 }, { mass, center, inertia })
  end)
end)

describe('conveyor belts (tangent speed)', function()
  it('a static floor with tangentSpeed 2 carries a resting box at 2 m/s to the right, within 2 %', function()
    local world, floor = floorWorld({}, { tangentSpeed = 2 })
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5))
    steps(world, 120)
    assert.near(2, box:getLinearVelocity().x, 0.04)
    assert.near(0, box:getLinearVelocity().y, 0.01)
    assert.near(0.5, box:getPosition().y, 0.01)
    -- reversed
    floor:setTangentSpeed(-1)
    steps(world, 60)
    assert.near(-1, box:getLinearVelocity().x, 0.02)
  end)

  it('a belt started under a sleeping box wakes it and carries it', function()
    local world, floor = floorWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5))
    steps(world, 120)
    assert.is_false(box:isAwake())
    floor:setTangentSpeed(3)
    assert.is_true(box:isAwake())
    steps(world, 120)
    assert.near(3, box:getLinearVelocity().x, 0.06)
  end)

  it('the tangent speeds of the two fixtures add: a box whose own surface moves drives along a still floor', function()
    local world = floorWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 }, fixedRotation = true }
    -- its bottom moves clockwise around it (to the left): the box drives to the right
    box:createFixture(b2c.box(0.5, 0.5), { tangentSpeed = 1.5 })
    steps(world, 120)
    assert.near(1.5, box:getLinearVelocity().x, 0.03)
  end)
end)

describe('rolling resistance', function()
  -- A ball of radius 0.5 rolling at 3 m/s on the floor (friction 0.6 keeps it rolling): with a
  -- rolling resistance c it decelerates at 2/3 c g (a torque c r m g, a solid disc), stopping
  -- after v² / (2 a) = 6.75 m for c = 0.1.
  local function roll(c)
    local world = floorWorld()
    local ball = world:createBody { type = 'dynamic', position = { 0, 0.5 }, linearVelocity = { 3, 0 },
      angularVelocity = -6 }
    local f = ball:createFixture(b2c.circle(0.5), { rollingResistance = c })
    return world, ball, f
  end

  it('stops a rolling ball after the distance it analytically takes', function()
    local world, ball = roll(0.1)
    steps(world, 360)
    assert.near(0, ball:getLinearVelocity().x, 0.01)
    assert.near(0, ball:getAngularVelocity(), 0.02)
    assert.near(6.75, ball:getPosition().x, 0.1)
  end)

  it('without it the ball keeps rolling; setting it later stops the ball', function()
    local world, ball, f = roll(0)
    steps(world, 360)
    assert.near(3, ball:getLinearVelocity().x, 0.01)
    assert.near(18, ball:getPosition().x, 0.1)
    f:setRollingResistance(0.2)
    steps(world, 180)
    assert.near(0, ball:getLinearVelocity().x, 0.01)
  end)

  it('does nothing to a sharp box (no rolling radius)', function()
    local world = floorWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 }, linearVelocity = { 2, 0 } }
    box:createFixture(b2c.box(0.5, 0.5), { friction = 0, rollingResistance = 1 })
    steps(world, 60)
    assert.near(2, box:getLinearVelocity().x, 1e-4)
  end)
end)

describe('the sensor flag at run time', function()
  it('a floor turned sensor lets a resting box fall through; turned solid again it holds the next one', function()
    local world, floor = floorWorld()
    local first = world:createBody { type = 'dynamic', position = { 0, 1 } }
    local firstFixture = first:createFixture(b2c.box(0.5, 0.5))
    steps(world, 60)
    assert.near(0.5, first:getPosition().y, 0.01)
    floor:setSensor(true)
    assert.is_true(floor:isSensor())
    -- the solid contact ends at once (with the next step), the overlap begins as a sensor's
    world:step(1 / 60)
    local e = world:getContactEvents()
    assert.are.same({ begin = 0, ['end'] = 1, sensorBegin = 1, sensorEnd = 0, hit = 0 }, counts(e))
    local ended = e['end'][1]
    assert.is_true((ended.fixtureA == floor and ended.fixtureB == firstFixture) or
      (ended.fixtureB == floor and ended.fixtureA == firstFixture))
    local later = collectEvents(world, 60)
    assert.are.same({ begin = 0, ['end'] = 0, sensorBegin = 0, sensorEnd = 1, hit = 0 }, counts(later))
    assert.is_true(first:getPosition().y < -1, 'it fell through')
    floor:setSensor(false)
    assert.is_false(floor:isSensor())
    local second = world:createBody { type = 'dynamic', position = { 3, 1 } }
    second:createFixture(b2c.box(0.5, 0.5))
    local landing = collectEvents(world, 60)
    assert.near(0.5, second:getPosition().y, 0.01)
    assert.are.same({ begin = 1, ['end'] = 0, sensorBegin = 0, sensorEnd = 0, hit = 0 }, counts(landing))
    assert.are.equal(1, world:getCounters().touchingCount)
  end)

  it('a sensor turned solid under an overlapping box pushes it out; setting the same flag changes nothing', function()
    local world, floor = floorWorld({}, { isSensor = true })
    local box = world:createBody { type = 'dynamic', position = { 0, 0.4 }, gravityScale = 0 }
    box:createFixture(b2c.box(0.5, 0.5))
    local e = collectEvents(world, 2)
    assert.are.equal(1, #e.sensorBegin)
    floor:setSensor(true) -- (no change: its contact stays)
    assert.are.equal(1, world:getCounters().contactCount)
    floor:setSensor(false)
    assert.are.equal(0, world:getCounters().contactCount)
    world:step(1 / 60)
    assert.are.same({ begin = 1, ['end'] = 0, sensorBegin = 0, sensorEnd = 1, hit = 0 },
      counts(world:getContactEvents()))
    -- pushed out (no gravity: it leaves the floor, at most the push speed of 3 m/s)
    local after = collectEvents(world, 60)
    assert.are.same({ begin = 0, ['end'] = 1, sensorBegin = 0, sensorEnd = 0, hit = 0 }, counts(after))
    assert.is_true(box:getPosition().y > 0.5, 'pushed out of the floor')
    assert.is_true(box:getLinearVelocity().y > 0 and box:getLinearVelocity().y <= 3)
  end)
end)

describe('event switches', function()
  local function dropBox(world, x, def)
    local box = world:createBody { type = 'dynamic', position = { x, 2 } }
    return box:createFixture(b2c.box(0.5, 0.5), def), box
  end

  it('contact events need both fixtures switched on', function()
    local world, floor = floorWorld()
    local calls = 0
    world:setCallbacks { beginContact = function() calls = calls + 1 end }
    local quiet, box = dropBox(world, 0, { enableContactEvents = false })
    local e = collectEvents(world, 90)
    assert.near(0.5, box:getPosition().y, 0.01)
    assert.are.same({ begin = 0, ['end'] = 0, sensorBegin = 0, sensorEnd = 0, hit = 0 }, counts(e))
    assert.are.equal(0, calls)
    quiet:setEnableContactEvents(true)
    floor:setEnableContactEvents(false)
    dropBox(world, 3)
    e = collectEvents(world, 90)
    assert.are.same({ begin = 0, ['end'] = 0, sensorBegin = 0, sensorEnd = 0, hit = 0 }, counts(e))
    floor:setEnableContactEvents(true)
    dropBox(world, 6)
    e = collectEvents(world, 90)
    assert.are.same({ begin = 1, ['end'] = 0, sensorBegin = 0, sensorEnd = 0, hit = 0 }, counts(e))
    assert.are.equal(1, calls)
  end)

  it('sensor events need both fixtures switched on', function()
    local world = b2c.world {}
    local zone = world:createBody {}:createFixture(b2c.box(5, 0.5), { isSensor = true })
    local function fall(x, def)
      local body = world:createBody { type = 'dynamic', position = { x, 2 } }
      body:createFixture(b2c.circle(0.25), def)
      return counts(collectEvents(world, 60))
    end
    assert.are.same({ begin = 0, ['end'] = 0, sensorBegin = 1, sensorEnd = 1, hit = 0 }, fall(0))
    assert.are.same({ begin = 0, ['end'] = 0, sensorBegin = 0, sensorEnd = 0, hit = 0 },
      fall(1, { enableSensorEvents = false }))
    zone:setEnableSensorEvents(false)
    assert.are.same({ begin = 0, ['end'] = 0, sensorBegin = 0, sensorEnd = 0, hit = 0 }, fall(2))
  end)
end)

describe('hit events', function()
  -- A ball of radius 0.25 dropped from `height` (its bottom that far above the floor).
  local function drop(height, ballDef, worldDef, floorDef)
    local world, floor = floorWorld(worldDef, floorDef)
    local ball = world:createBody { type = 'dynamic', position = { 1, 0.25 + height } }
    local fixture = ball:createFixture(b2c.circle(0.25), ballDef)
    return collectEvents(world, 120).hit, fixture, floor, world
  end

  it('fire once for a fast drop, with the fixtures, the point, the normal and the approach speed', function()
    local hits, ball, floor = drop(5, { enableHitEvents = true })
    assert.are.equal(1, #hits)
    local hit = hits[1]
    assert.is_true((hit.fixtureA == floor and hit.fixtureB == ball) or (hit.fixtureA == ball and hit.fixtureB == floor))
    assert.near(math.sqrt(2 * G * 5), hit.approachSpeed, 0.01 * 10)
    local up = hit.fixtureA == floor and vec2(0, 1) or vec2(0, -1)
    assert.near(up, hit.normal, 1e-6)
    assert.near(vec2(1, 0), hit.point, 0.01)
  end)

  it('fire when either fixture has them on, from a drop of 0.2 m (2 m/s)', function()
    local hits = drop(0.2, nil, nil, { enableHitEvents = true })
    assert.are.equal(1, #hits)
    assert.near(2, hits[1].approachSpeed, 0.02)
  end)

  it('do not fire for a gentle touch, below the threshold, or with both switches off', function()
    assert.are.equal(0, #drop(0.01, { enableHitEvents = true })) -- 0.45 m/s
    assert.are.equal(0, #drop(0, { enableHitEvents = true }))
    assert.are.equal(0, #drop(5, {}))
    assert.are.equal(0, #drop(5, { enableHitEvents = true }, { hitEventThreshold = 10.5 }))
    assert.are.equal(1, #drop(5, { enableHitEvents = true }, { hitEventThreshold = 9.5 }))
  end)

  it('follow the threshold set at run time, and one per bounce', function()
    local world, floor = floorWorld()
    assert.are.equal(1, world:getHitEventThreshold())
    world:setHitEventThreshold(4)
    assert.are.equal(4, world:getHitEventThreshold())
    local ball = world:createBody { type = 'dynamic', position = { 0, 5.25 } }
    ball:createFixture(b2c.circle(0.25), { restitution = 0.5, enableHitEvents = true })
    local hits = collectEvents(world, 300).hit
    -- 10 m/s, 5, 2.5: the third is below 4
    assert.are.equal(2, #hits)
    assert.near(10, hits[1].approachSpeed, 0.1)
    assert.near(5, hits[2].approachSpeed, 0.1)
    assert.are.equal(floor, hits[1].fixtureA == floor and hits[1].fixtureA or hits[1].fixtureB)
  end)

  it('never fire for sensors', function()
    assert.are.equal(0, #drop(5, { enableHitEvents = true }, nil, { isSensor = true, enableHitEvents = true }))
  end)
end)

describe('snapshots and the hash', function()
  local function scene()
    local world, floor = floorWorld({ hitEventThreshold = 2 }, { tangentSpeed = 1.5, enableHitEvents = true })
    local ball = world:createBody { type = 'dynamic', position = { 0, 3 } }
    local f = ball:createFixture(b2c.circle(0.25), { rollingResistance = 0.05, enableContactEvents = false,
      enableSensorEvents = false, restitution = 0.3 })
    return world, floor, f
  end

  it('keep the new fields and the pending hit events through snapshot, restore and serialization', function()
    local world, floor, ball = scene()
    local hitStep
    for i = 1, 120 do
      world:step(1 / 60)
      if #world:getContactEvents().hit > 0 then hitStep = i break end
    end
    assert.is_truthy(hitStep)
    local snapshot = world:snapshot()
    local text = snapshot:serialize()
    local hashes = {}
    for i = 1, 60 do world:step(1 / 60); hashes[i] = world:hash() end
    floor:setTangentSpeed(0); ball:setRollingResistance(0); ball:setEnableContactEvents(true)
    ball:setEnableSensorEvents(true); floor:setEnableHitEvents(false); world:setHitEventThreshold(1)
    world:restore(snapshot)
    assert.are.same({ 1.5, true, 0.05, false, false, 2 }, { floor:getTangentSpeed(), floor:areHitEventsEnabled(),
      ball:getRollingResistance(), ball:areContactEventsEnabled(), ball:areSensorEventsEnabled(),
      world:getHitEventThreshold() })
    assert.are.equal(1, #world:getContactEvents().hit)
    for i = 1, 60 do
      world:step(1 / 60)
      assert.are.equal(hashes[i], world:hash())
    end
    -- into another world, from the serialized form
    local other = b2c.world {}
    other:restore(b2c.loadSnapshot(text))
    assert.are.equal(2, other:getHitEventThreshold())
    local hit = other:getContactEvents().hit
    assert.are.equal(1, #hit)
    local fixtures = {}
    for _, body in ipairs(other:getBodies()) do
      for _, f in ipairs(body:getFixtures()) do fixtures[body:getType()] = f end
    end
    assert.are.same({ 1.5, true }, { fixtures.static:getTangentSpeed(), fixtures.static:areHitEventsEnabled() })
    assert.are.same({ 0.05, false, false, false }, { fixtures.dynamic:getRollingResistance(),
      fixtures.dynamic:areContactEventsEnabled(), fixtures.dynamic:areSensorEventsEnabled(),
      fixtures.dynamic:areHitEventsEnabled() })
    for i = 1, 60 do
      other:step(1 / 60)
      assert.are.equal(hashes[i], other:hash())
    end
  end)

  it('the hash tells the new fields apart, and a world back at the defaults hashes as one that never changed', function()
    local world = floorWorld()
    local f = world:createBody { type = 'dynamic', position = { 0, 1 } }:createFixture(b2c.circle(0.5))
    local plain = world:hash()
    local seen = { [plain] = true }
    for _, change in ipairs {
      function() f:setRollingResistance(0.5) end, function() f:setTangentSpeed(1) end,
      function() f:setEnableContactEvents(false) end, function() f:setEnableSensorEvents(false) end,
      function() f:setEnableHitEvents(true) end,
    } do
      change()
      local h = world:hash()
      assert.is_nil(seen[h], 'a new hash')
      seen[h] = true
    end
    f:setRollingResistance(0); f:setTangentSpeed(0); f:setEnableContactEvents(true)
    f:setEnableSensorEvents(true); f:setEnableHitEvents(false)
    assert.are.equal(plain, world:hash())
  end)
end)

describe('fixture setters refuse bad input', function()
  local world, box, fixture, chain
  before_each(function()
    world = b2c.world {}
    box = world:createBody { type = 'dynamic' }
    fixture = box:createFixture(b2c.box(1, 0.5), { friction = 0.5, restitution = 0.25, density = 2,
      rollingResistance = 0.1, tangentSpeed = 1 })
    chain = world:createBody {}:createFixture(b2c.chain({ { 0, 0 }, { 1, 0 }, { 2, 0 } }), { friction = 0.5 })
  end)

  local function unchanged()
    assert.are.same({ 0.5, 0.25, 2, 0.1, 1, false, true, true, false }, { fixture:getFriction(),
      fixture:getRestitution(), fixture:getDensity(), fixture:getRollingResistance(), fixture:getTangentSpeed(),
      fixture:isSensor(), fixture:areContactEventsEnabled(), fixture:areSensorEventsEnabled(),
      fixture:areHitEventsEnabled() })
    assert.near(4, box:getMass(), 1e-6)
  end

  local numberSetters = { 'setFriction', 'setRestitution', 'setDensity', 'setRollingResistance', 'setTangentSpeed' }
  local booleanSetters = { 'setSensor', 'setEnableContactEvents', 'setEnableSensorEvents', 'setEnableHitEvents' }

  it('of the wrong type, NaN, infinite or negative, with the fixture unchanged', function()
    for _, name in ipairs(numberSetters) do
      h.raises(("bad argument #1 to '%s' (number expected, got string)"):format(name), fixture[name], fixture, '1')
      h.raises(("bad argument #1 to '%s' (number expected, got no value)"):format(name), fixture[name], fixture)
      h.raises(("bad argument #1 to '%s' (finite number expected, got nan)"):format(name), fixture[name], fixture, 0 / 0)
      h.raises(("bad argument #1 to '%s' (finite number expected, got inf)"):format(name), fixture[name], fixture,
        math.huge)
      h.raises(("bad argument #1 to '%s' (finite number expected, got -inf)"):format(name), fixture[name], fixture,
        -math.huge)
      if name ~= 'setTangentSpeed' then
        h.raises(("bad argument #1 to '%s' (must not be negative, got -1)"):format(name), fixture[name], fixture, -1)
      end
      unchanged()
    end
    for _, name in ipairs(booleanSetters) do
      h.raises(("bad argument #1 to '%s' (boolean expected, got number)"):format(name), fixture[name], fixture, 1)
      h.raises(("bad argument #1 to '%s' (boolean expected, got nil)"):format(name), fixture[name], fixture, nil)
      unchanged()
    end
    -- a negative tangent speed is a direction
    fixture:setTangentSpeed(-2)
    assert.are.equal(-2, fixture:getTangentSpeed())
  end)

  it('a density that overflows the fixture mass', function()
    local big = box:createFixture(b2c.box(1e6, 1e6), { density = 0 })
    h.raises("bad argument #1 to 'setDensity' (the fixture's mass or rotational inertia overflows single precision, got 1e+30)",
      big.setDensity, big, 1e30)
    assert.are.equal(0, big:getDensity())
    unchanged()
  end)

  it('on a destroyed fixture', function()
    local gone = box:createFixture(b2c.circle(0.5, { 3, 0 }))
    gone:destroy()
    for _, name in ipairs(numberSetters) do
      h.raises(("calling '%s' on bad self (b2c.fixture is destroyed)"):format(name), gone[name], gone, 1)
      local getter = name:gsub('^set', 'get')
      h.raises(("calling '%s' on bad self (b2c.fixture is destroyed)"):format(getter), gone[getter], gone)
    end
    for _, name in ipairs(booleanSetters) do
      h.raises(("calling '%s' on bad self (b2c.fixture is destroyed)"):format(name), gone[name], gone, true)
    end
    for _, name in ipairs { 'areContactEventsEnabled', 'areSensorEventsEnabled', 'areHitEventsEnabled', 'getMassData' } do
      h.raises(("calling '%s' on bad self (b2c.fixture is destroyed)"):format(name), gone[name], gone)
    end
    h.raises("calling 'setFriction' on bad self (b2c.fixture expected, got b2c.body)", fixture.setFriction, box, 1)
    unchanged()
  end)

  it('while the world is locked in a callback', function()
    local floor = world:createBody {}:createFixture(b2c.box(5, 0.5, { 0, -3 }))
    local errors = {}
    world:setCallbacks { beginContact = function()
      for _, call in ipairs {
        function() fixture:setFriction(1) end, function() fixture:setDensity(1) end,
        function() fixture:setSensor(true) end, function() floor:setTangentSpeed(1) end,
        function() fixture:setEnableHitEvents(true) end,
      } do
        errors[#errors + 1] = h.errorOf(call)
      end
    end }
    for _ = 1, 120 do world:step(1 / 60) end
    assert.is_true(#errors >= 5 and #errors % 5 == 0)
    for _, message in ipairs(errors) do assert.are.equal('world is locked during a step', message) end
    assert.are.same({ 0.5, 2, false }, { fixture:getFriction(), fixture:getDensity(), fixture:isSensor() })
  end)

  it('a chain fixture: every segment takes the value; its density gives no mass', function()
    chain:setFriction(0.9)
    chain:setTangentSpeed(-1)
    chain:setDensity(5)
    chain:setSensor(true)
    assert.are.same({ 0.9, -1, 5, true }, { chain:getFriction(), chain:getTangentSpeed(), chain:getDensity(),
      chain:isSensor() })
    assert.are.equal(0, (chain:getMassData()))
    h.raises("bad argument #1 to 'setFriction' (must not be negative, got -0.5)", chain.setFriction, chain, -0.5)
    assert.are.equal(0.9, chain:getFriction())
    -- a box falls through the sensor chain
    local body = world:createBody { type = 'dynamic', position = { 1, 1 } }
    body:createFixture(b2c.circle(0.25))
    for _ = 1, 60 do world:step(1 / 60) end
    assert.is_true(body:getPosition().y < -1)
  end)

  it('in a definition, and the world threshold', function()
    local body = world:createBody { type = 'dynamic' }
    h.raises("bad argument #2 to 'createFixture' (field 'rollingResistance' must not be negative)",
      body.createFixture, body, b2c.circle(1), { rollingResistance = -1 })
    h.raises("bad argument #2 to 'createFixture' (field 'tangentSpeed': finite number expected, got nan)",
      body.createFixture, body, b2c.circle(1), { tangentSpeed = 0 / 0 })
    h.raises("bad argument #2 to 'createFixture' (field 'rollingResistance': number expected, got string)",
      body.createFixture, body, b2c.circle(1), { rollingResistance = '1' })
    for _, key in ipairs { 'enableContactEvents', 'enableSensorEvents', 'enableHitEvents' } do
      h.raises(("bad argument #2 to 'createFixture' (field '%s': boolean expected, got number)"):format(key),
        body.createFixture, body, b2c.circle(1), { [key] = 1 })
    end
    h.raises("bad argument #2 to 'createFixture' (unknown field 'tangentspeed')",
      body.createFixture, body, b2c.circle(1), { tangentspeed = 1 })
    assert.are.equal(0, #body:getFixtures())
    h.raises("bad argument #1 to 'world' (field 'hitEventThreshold': must not be negative, got -1)",
      b2c.world, { hitEventThreshold = -1 })
    h.raises("bad argument #1 to 'setHitEventThreshold' (must not be negative, got -1)",
      world.setHitEventThreshold, world, -1)
    h.raises("bad argument #1 to 'setHitEventThreshold' (finite number expected, got nan)",
      world.setHitEventThreshold, world, 0 / 0)
    assert.are.equal(1, world:getHitEventThreshold())
    world:setHitEventThreshold(0)
    assert.are.equal(0, world:getHitEventThreshold())
  end)
end)
