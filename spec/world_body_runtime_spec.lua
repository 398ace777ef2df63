-- Bodies at run time (issue 19): damping, gravity scale, bullet, fixed rotation, sleep, enabled,
-- motion locks and the mass override, each shown by its effect in a running world, then bad input,
-- snapshots and the hash.
local b2c = require 'b2c'

local run = h.run
local groundWorld = h.groundWorld

local DT, SUB = 1 / 60, 4

-- n steps of DT at SUB sub-steps
local function steps(world, n)
  for _ = 1, n do world:step(DT, SUB) end
end

local function relNear(expected, actual, tolerance)
  assert(math.abs(actual - expected) <= tolerance * math.abs(expected),
    ('expected %.9g, got %.9g (relative %.3g)'):format(expected, actual, math.abs(actual - expected) / math.abs(expected)))
end

local function floatOf(x) return b2c.vec2(x, 0).x end

-- the error message of f(...), without its position
local function errorOf(f, ...)
  local ok, message = pcall(f, ...)
  assert(not ok, 'no error')
  return (tostring(message):gsub('^[^:]*:%d+: ', ''))
end

describe('body damping', function()
  it('slows a free body as v0 / (1 + h c)^n, the solver\'s implicit damping, per sub-step', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = world:createBody { type = 'dynamic', linearVelocity = { 10, 0 }, angularVelocity = 4 }
    body:createFixture(b2c.circle(0.5))
    assert.are.equal(0, body:getLinearDamping())
    body:setLinearDamping(0.5)
    body:setAngularDamping(2)
    assert.are.equal(0.5, body:getLinearDamping())
    assert.are.equal(2, body:getAngularDamping())
    steps(world, 60)
    local h = DT / SUB
    relNear(10 / (1 + h * 0.5) ^ (60 * SUB), body:getLinearVelocity().x, 5e-5) -- (240 float products)
    relNear(4 / (1 + h * 2) ^ (60 * SUB), body:getAngularVelocity(), 5e-5)
    -- and off again: the speed stays
    body:setLinearDamping(0)
    local v = body:getLinearVelocity().x
    steps(world, 10)
    assert.are.equal(v, body:getLinearVelocity().x)
  end)
end)

describe('body gravity scale', function()
  -- free fall from rest after n steps, as the solver integrates it: h^2 g s N (N + 1) / 2 over N sub-steps
  local function fallAfter(n, scale)
    local N, h = n * SUB, DT / SUB
    return h * h * 10 * scale * N * (N + 1) / 2
  end

  it('0 floats, 2 falls twice as fast (free fall, exactly as integrated)', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local bodies = {}
    for i, scale in ipairs({ 0, 1, 2 }) do
      local body = world:createBody { type = 'dynamic', position = { 3 * i, 100 } }
      body:createFixture(b2c.circle(0.5))
      body:setGravityScale(scale)
      assert.are.equal(scale, body:getGravityScale())
      bodies[i] = body
    end
    steps(world, 30)
    assert.are.equal(100, bodies[1]:getPosition().y)
    assert.are.equal(0, bodies[1]:getLinearVelocity().y)
    relNear(fallAfter(30, 1), 100 - bodies[2]:getPosition().y, 1e-4)
    relNear(fallAfter(30, 2), 100 - bodies[3]:getPosition().y, 1e-4)
    relNear(2 * (100 - bodies[2]:getPosition().y), 100 - bodies[3]:getPosition().y, 1e-4)
  end)

  it('wakes a body asleep on the ground when changed: -1 lifts it', function()
    local world = groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5))
    run(world, 2)
    assert.is_false(box:isAwake())
    box:setGravityScale(-1)
    assert.is_true(box:isAwake())
    run(world, 1)
    assert.is_true(box:getPosition().y > 4)
  end)
end)

describe('body fixed rotation', function()
  it('keeps a tilted tall box from tipping over', function()
    local world = groundWorld()
    local function tallBox(x)
      local body = world:createBody { type = 'dynamic', position = { x, 1.1 }, angle = 0.3 }
      body:createFixture(b2c.box(0.1, 1))
      return body
    end
    local free, fixed = tallBox(-3), tallBox(3)
    assert.is_false(fixed:isFixedRotation())
    fixed:setFixedRotation(true)
    assert.is_true(fixed:isFixedRotation())
    assert.are.equal(0, fixed:getInertia())
    assert.is_true(fixed:getMotionLocks().rotation)
    run(world, 3)
    assert.is_true(math.abs(free:getAngle()) > 1.2) -- fell over
    assert.are.equal(floatOf(0.3), fixed:getAngle())
    assert.near(0, fixed:getAngularVelocity(), 0)
    -- free again: its inertia comes back
    fixed:setFixedRotation(false)
    assert.near(1 * 0.2 * 2 * (0.2 ^ 2 + 2 ^ 2) / 12, fixed:getInertia(), 1e-6)
  end)

  it('stops a turning body at once', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = world:createBody { type = 'dynamic', angularVelocity = 3 }
    body:createFixture(b2c.box(1, 0.5))
    body:setFixedRotation(true)
    assert.are.equal(0, body:getAngularVelocity())
    body:applyAngularImpulse(5)
    steps(world, 10)
    assert.are.equal(0, body:getAngle())
  end)
end)

describe('body bullet', function()
  -- a small circle at 200 m/s toward a thin dynamic wall: 3.3 m a step, 30 times the wall's thickness
  local function shoot(bullet)
    local world = b2c.world { gravity = { 0, 0 } }
    local wall = world:createBody { type = 'dynamic', position = { 0, 0 } }
    wall:createFixture(b2c.box(0.05, 2))
    local shot = world:createBody { type = 'dynamic', position = { -5, 0 }, linearVelocity = { 200, 0 } }
    shot:createFixture(b2c.circle(0.05))
    assert.is_false(shot:isBullet())
    shot:setBullet(bullet)
    assert.are.equal(bullet, shot:isBullet())
    steps(world, 6)
    return shot, wall
  end

  it('makes a fast small body stop at a thin dynamic body instead of passing through', function()
    local through = shoot(false)
    assert.is_true(through:getPosition().x > 10) -- tunnelled
    assert.are.equal(200, through:getLinearVelocity().x)
    local stopped, wall = shoot(true)
    assert.is_true(stopped:getPosition().x < wall:getPosition().x)
    assert.is_true(wall:getLinearVelocity().x > 1) -- struck
    assert.is_true(stopped:getLinearVelocity().x < 5)
  end)
end)

describe('body sleep settings', function()
  it('setSleepingAllowed(false) keeps a resting body awake, and wakes a sleeping one', function()
    local world = groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5))
    run(world, 2)
    assert.is_false(box:isAwake())
    assert.is_true(box:isSleepingAllowed())
    box:setSleepingAllowed(false)
    assert.is_false(box:isSleepingAllowed())
    assert.is_true(box:isAwake())
    run(world, 3)
    assert.is_true(box:isAwake())
    box:setSleepingAllowed(true)
    run(world, 1)
    assert.is_false(box:isAwake())
  end)

  it('a sleep threshold above its speed lets a drifting body fall asleep after timeToSleep', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local function drifter(x, threshold)
      local body = world:createBody { type = 'dynamic', position = { x, 0 }, linearVelocity = { 0.1, 0 }, sleepThreshold = threshold }
      body:createFixture(b2c.circle(0.5))
      return body
    end
    local default, loose = drifter(0, nil), drifter(5, 0.2)
    assert.are.equal(floatOf(0.05), default:getSleepThreshold())
    assert.are.equal(floatOf(0.2), loose:getSleepThreshold())
    steps(world, 29)
    assert.is_true(loose:isAwake())
    steps(world, 2) -- past 0.5 s at rest
    assert.is_false(loose:isAwake())
    assert.are.equal(0, loose:getLinearVelocity().x)
    assert.is_true(default:isAwake())
    -- and the other way: a threshold of 0 never sleeps, even at a standstill
    local still = world:createBody { type = 'dynamic', position = { 0, 10 } }
    still:createFixture(b2c.circle(0.5))
    still:setSleepThreshold(0)
    steps(world, 120)
    assert.is_true(still:isAwake())
  end)
end)

describe('body enabled', function()
  local function scene()
    local world, ground = groundWorld()
    local platform = world:createBody { position = { 0, 5 } }
    local slab = platform:createFixture(b2c.box(2, 0.25))
    local box = world:createBody { type = 'dynamic', position = { 0, 5.75 } }
    box:createFixture(b2c.box(0.5, 0.5))
    return world, ground, platform, slab, box
  end

  it('lets a box resting on it fall through, ends its contacts, and comes back whole', function()
    local world, _, platform, slab, box = scene()
    run(world, 1)
    assert.near(5.75, box:getPosition().y, 0.01)
    assert.is_true(platform:isEnabled())
    platform:setEnabled(false)
    assert.is_false(platform:isEnabled())
    assert.is_true(box:isAwake()) -- what rested on it wakes
    world:step(DT, SUB)
    local ended = world:getContactEvents()['end']
    assert.are.equal(1, #ended)
    assert.is_true(ended[1].fixtureA == slab or ended[1].fixtureB == slab)
    run(world, 3)
    assert.near(0.5, box:getPosition().y, 0.01) -- on the ground, through the platform
    -- its fixture is kept
    assert.are.equal(1, #platform:getFixtures())
    assert.are.equal(slab, platform:getFixtures()[1])
    assert.is_false(slab:isDestroyed())
    -- enabled again: a box dropped on it lands on it
    platform:setEnabled(true)
    local other = world:createBody { type = 'dynamic', position = { 1, 8 } }
    other:createFixture(b2c.box(0.5, 0.5))
    run(world, 3)
    assert.near(5.75, other:getPosition().y, 0.01)
  end)

  it('is not found by queries and ray casts while disabled', function()
    local world, ground, platform, slab = scene()
    local function found(aabb)
      local list = {}
      world:queryAABB(aabb, function(fixture) list[#list + 1] = fixture end)
      return list
    end
    local around = b2c.aabb(-1, 4.5, 1, 5.1)
    assert.are.same({ slab }, found(around))
    assert.are.equal(slab, (world:rayCastClosest({ 1.8, 10 }, { 1.8, -5 })))
    platform:setEnabled(false)
    assert.are.same({}, found(around))
    assert.are.equal(0, world:queryShape(b2c.box(1.5, 0.2), b2c.transform({ 0, 5 }, 0), function() end))
    local fixture, point = world:rayCastClosest({ 1.8, 10 }, { 1.8, -5 })
    assert.are.equal(ground:getFixtures()[1], fixture)
    assert.near(0, point.y, 1e-6)
    platform:setEnabled(true)
    assert.are.same({ slab }, found(around))
    assert.are.equal(slab, (world:rayCastClosest({ 1.8, 10 }, { 1.8, -5 })))
  end)

  it('does not move while disabled, keeps its joints, which act again when it is enabled', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local anchor = world:createBody { position = { 0, 10 } }
    local bob = world:createBody { type = 'dynamic', position = { 2, 10 } }
    bob:createFixture(b2c.circle(0.25))
    local joint = world:createJoint { type = 'distance', bodyA = anchor, bodyB = bob, localAnchorA = { 0, 0 },
      localAnchorB = { 0, 0 }, length = 2 }
    bob:setEnabled(false)
    assert.is_false(bob:isAwake())
    steps(world, 60)
    assert.are.equal(2, bob:getPosition().x)
    assert.are.equal(10, bob:getPosition().y)
    -- a force or a velocity does not wake it
    bob:applyLinearImpulse(b2c.vec2(0, 1))
    assert.is_false(bob:isAwake())
    bob:setLinearVelocity(b2c.vec2(0, 0))
    bob:setEnabled(true)
    assert.is_true(bob:isAwake())
    assert.are.equal(1, #bob:getJoints())
    assert.are.equal(joint, bob:getJoints()[1])
    run(world, 1)
    -- it swung on its joint
    local p = bob:getPosition()
    assert.near(2, math.sqrt(p.x ^ 2 + (p.y - 10) ^ 2), 0.02)
    assert.is_true(p.y < 9)
  end)

  it('a disabled anchor lets what hangs from it fall freely; enabled, it holds again', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local anchor = world:createBody { type = 'dynamic', position = { 0, 10 }, gravityScale = 0 }
    anchor:createFixture(b2c.circle(0.1))
    local pin = world:createBody { position = { 0, 10 } }
    world:createJoint { type = 'revolute', bodyA = pin, bodyB = anchor, localAnchorA = { 0, 0 }, localAnchorB = { 0, 0 } }
    local bob = world:createBody { type = 'dynamic', position = { 0, 8 } }
    bob:createFixture(b2c.circle(0.25))
    world:createJoint { type = 'distance', bodyA = anchor, bodyB = bob, localAnchorA = { 0, 0 }, localAnchorB = { 0, 0 },
      length = 2 }
    steps(world, 30)
    assert.near(8, bob:getPosition().y, 0.01)
    anchor:setEnabled(false)
    local y0, anchorAt = bob:getPosition().y, anchor:getPosition()
    steps(world, 10)
    local N, hh = 10 * SUB, DT / SUB
    assert.near(y0 - hh * hh * 10 * N * (N + 1) / 2, bob:getPosition().y, 0.02)
    assert.are.equal(anchorAt, anchor:getPosition()) -- and the disabled body stayed where it was
    anchor:setEnabled(true)
    run(world, 3)
    local p = bob:getPosition()
    assert.near(2, math.sqrt(p.x ^ 2 + (p.y - 10) ^ 2), 0.02)
  end)

  it('enabled where a body sleeps, wakes it and pushes it out', function()
    local world = groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5))
    local lid = world:createBody { position = { 0.8, 0.5 }, enabled = false } -- 0.2 m into it
    lid:createFixture(b2c.box(0.5, 0.5))
    run(world, 2)
    assert.is_false(box:isAwake())
    lid:setEnabled(true)
    assert.is_true(box:isAwake())
    run(world, 1)
    assert.near(-0.2, box:getPosition().x, 0.01)
  end)

  it('can be made disabled', function()
    local world = groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 3 }, enabled = false }
    box:createFixture(b2c.box(0.5, 0.5))
    assert.is_false(box:isEnabled())
    assert.is_false(box:isAwake())
    run(world, 1)
    assert.are.equal(3, box:getPosition().y)
    box:setEnabled(true)
    run(world, 2)
    assert.near(0.5, box:getPosition().y, 0.01)
  end)
end)

describe('body motion locks', function()
  it('an x lock: struck sideways, it does not move in x; with rotation locked too the striker stops as on a wall', function()
    local function strike(locked)
      local world = b2c.world { gravity = { 0, 0 } }
      local target = world:createBody { type = locked == 'static' and 'static' or 'dynamic', position = { 0, 0 } }
      target:createFixture(b2c.box(0.5, 0.5))
      if locked == true then target:setMotionLocks { x = true, rotation = true } end
      if locked == 'x' then target:setMotionLocks { x = true } end
      local striker = world:createBody { type = 'dynamic', position = { -3, locked == 'x' and 0.2 or 0 }, linearVelocity = { 5, 0 } }
      striker:createFixture(b2c.box(0.5, 0.5))
      steps(world, 60)
      return target, striker
    end
    local target, striker = strike(true)
    assert.are.same({ x = true, y = false, rotation = true }, target:getMotionLocks())
    assert.are.equal(0, target:getPosition().x)
    assert.are.equal(0, target:getLinearVelocity().x)
    assert.near(0, striker:getLinearVelocity().x, 0.01) -- stopped dead: infinite mass along x
    local _, onStatic = strike('static')
    assert.near(onStatic:getPosition(), striker:getPosition(), 0.01) -- as against a static wall
    -- x alone, struck off its centre: it turns and slides along y, never along x
    local turned = strike('x')
    assert.are.same({ x = true, y = false, rotation = false }, turned:getMotionLocks())
    assert.are.equal(0, turned:getPosition().x)
    assert.is_true(turned:getAngle() ~= 0)
    local free, other = strike(false)
    assert.is_true(free:getPosition().x > 1)
    assert.near(2.5, other:getLinearVelocity().x, 0.1) -- momentum shared, the other way
  end)

  it('a y lock floats under gravity and still moves in x; a rotation lock does not turn', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local body = world:createBody { type = 'dynamic', position = { 0, 5 } }
    body:createFixture(b2c.box(0.5, 0.5))
    body:setMotionLocks { y = true, rotation = true }
    assert.is_true(body:isFixedRotation())
    body:applyLinearImpulse(b2c.vec2(1, 1), b2c.vec2(0.5, 0.5))
    assert.are.equal(0, body:getLinearVelocity().y)
    assert.are.equal(0, body:getAngularVelocity())
    steps(world, 60)
    assert.are.equal(5, body:getPosition().y)
    assert.are.equal(0, body:getAngle())
    relNear(1, body:getPosition().x, 1e-5) -- 1 m/s for 1 s
    body:setLinearVelocity(b2c.vec2(2, 3))
    assert.are.equal(2, body:getLinearVelocity().x)
    assert.are.equal(0, body:getLinearVelocity().y)
    body:setMotionLocks {}
    assert.are.same({ x = false, y = false, rotation = false }, body:getMotionLocks())
    steps(world, 1)
    assert.is_true(body:getLinearVelocity().y < 0)
    -- held still by a lock it falls asleep; unlocked, it wakes and falls
    local held = world:createBody { type = 'dynamic', position = { 10, 5 }, motionLocks = { y = true } }
    held:createFixture(b2c.circle(0.5))
    steps(world, 60)
    assert.is_false(held:isAwake())
    held:setMotionLocks { y = false }
    assert.is_true(held:isAwake())
    steps(world, 10)
    assert.is_true(held:getPosition().y < 5)
  end)

  it('locked both ways, a body is a fixed pivot for what is jointed to it', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local hub = world:createBody { type = 'dynamic', position = { 0, 10 }, motionLocks = { x = true, y = true } }
    hub:createFixture(b2c.circle(0.2))
    local bob = world:createBody { type = 'dynamic', position = { 2, 10 } }
    bob:createFixture(b2c.circle(0.25))
    world:createJoint { type = 'revolute', bodyA = hub, bodyB = bob, localAnchorA = { 0, 0 }, localAnchorB = { -2, 0 } }
    run(world, 1)
    assert.are.equal(0, hub:getPosition().x)
    assert.are.equal(10, hub:getPosition().y)
    assert.is_true(bob:getPosition().y < 9)
    local p = bob:getPosition()
    assert.near(2, math.sqrt(p.x ^ 2 + (p.y - 10) ^ 2), 0.01)
  end)
end)

describe('body mass data', function()
  local function unitBox(world)
    local body = world:createBody { type = 'dynamic', position = { 1, 2 } }
    body:createFixture(b2c.box(0.5, 0.5))
    return body
  end

  it('setMassData overrides, the impulse response shows it, resetMassData restores the shapes\' mass', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = unitBox(world)
    local mass, center, inertia = body:getMassData()
    assert.are.equal(1, mass)
    assert.are.equal(b2c.vec2(0, 0), center)
    assert.near(1 / 6, inertia, 1e-7)
    body:setMassData { mass = 4, center = { 0.25, 0 }, inertia = 2 }
    mass, center, inertia = body:getMassData()
    assert.are.equal(4, mass)
    assert.are.equal(b2c.vec2(0.25, 0), center)
    assert.are.equal(2, inertia)
    assert.are.equal(4, body:getMass())
    assert.are.equal(2, body:getInertia())
    assert.are.equal(b2c.vec2(0.25, 0), body:getLocalCenter())
    assert.are.equal(b2c.vec2(1.25, 2), body:getWorldCenter())
    assert.are.equal(b2c.vec2(1, 2), body:getPosition()) -- the origin stays
    body:applyLinearImpulse(b2c.vec2(0, 8), body:getWorldCenter())
    assert.are.equal(2, body:getLinearVelocity().y) -- J / m
    body:applyAngularImpulse(3)
    assert.are.equal(1.5, body:getAngularVelocity()) -- L / I
    body:setLinearVelocity(b2c.vec2(0, 0))
    body:setAngularVelocity(0)
    body:resetMassData()
    mass, center, inertia = body:getMassData()
    assert.are.equal(1, mass)
    assert.are.equal(b2c.vec2(0, 0), center)
    assert.near(1 / 6, inertia, 1e-7)
    body:applyLinearImpulse(b2c.vec2(0, 8))
    assert.are.equal(8, body:getLinearVelocity().y)
  end)

  it('the override survives fixtures added and removed until reset', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = unitBox(world)
    body:setMass(5)
    assert.are.equal(5, body:getMass())
    assert.near(1 / 6, body:getInertia(), 1e-7) -- setMass keeps the inertia
    local extra = body:createFixture(b2c.box(0.5, 0.5, { 2, 0 }))
    assert.are.equal(5, body:getMass())
    world:step(DT, SUB)
    assert.are.equal(5, body:getMass())
    extra:destroy()
    assert.are.equal(5, body:getMass())
    body:createFixture(b2c.box(0.5, 0.5, { 2, 0 }))
    body:resetMassData()
    assert.are.equal(2, body:getMass())
    assert.are.equal(b2c.vec2(1, 0), body:getLocalCenter())
  end)

  it('wakes the body: a centre of mass moved past its base tips a resting box over', function()
    local world = groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5))
    run(world, 2)
    assert.is_false(box:isAwake())
    box:setMassData { center = { 0.4, 0 } } -- over its base: it stands
    assert.is_true(box:isAwake())
    run(world, 1)
    assert.near(0, box:getAngle(), 1e-4)
    assert.near(0.5, box:getPosition().y, 0.01)
    box:setMassData { center = { 0.6, 0 } } -- past its right edge: it tips over that edge
    run(world, 2)
    assert.near(-math.pi / 2, box:getAngle(), 0.01)
    assert.near(-0.1, box:getWorldCenter().y, 0.01) -- the centre 0.6 from the edge it fell over
    box:resetMassData()
    assert.near(0.5, box:getWorldCenter().y, 0.01)
  end)

  it('a mass of 0 counts as 1, an inertia of 0 does not turn; static and kinematic bodies ignore it', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = unitBox(world)
    body:setMassData { mass = 0, inertia = 0 }
    assert.are.equal(1, body:getMass())
    assert.are.equal(0, body:getInertia())
    body:applyAngularImpulse(1)
    assert.are.equal(0, body:getAngularVelocity())
    for _, type in ipairs({ 'static', 'kinematic' }) do
      local other = world:createBody { type = type }
      other:createFixture(b2c.box(0.5, 0.5))
      other:setMass(3)
      other:setMassData { mass = 3, inertia = 1 }
      assert.are.equal(0, other:getMass())
      assert.are.equal(0, (other:getMassData()))
    end
  end)
end)

describe('body vector helpers', function()
  it('map points and vectors between frames, and give the velocity of a point', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = world:createBody { type = 'dynamic', position = { 1, 2 }, angle = math.pi / 2 }
    body:createFixture(b2c.box(0.5, 0.5))
    assert.near(b2c.vec2(0, 1), body:getWorldVector { 1, 0 }, 1e-7)
    assert.near(b2c.vec2(1, 0), body:getLocalVector { 0, 1 }, 1e-7)
    assert.near(b2c.vec2(1, 3), body:getWorldPoint { 1, 0 }, 1e-6)
    assert.near(b2c.vec2(1, 0), body:getLocalPoint { 1, 3 }, 1e-6)
    body:setLinearVelocity(b2c.vec2(1, 0))
    body:setAngularVelocity(2)
    -- v + w x r: at 1 m above the centre, w x (0, 1) = (-2, 0)
    assert.near(b2c.vec2(-1, 0), body:getLinearVelocityFromWorldPoint { 1, 3 }, 1e-6)
    assert.near(b2c.vec2(-1, 0), body:getLinearVelocityFromLocalPoint { 1, 0 }, 1e-6)
  end)

  it('applyForceToCenter accelerates without turning', function()
    local world = b2c.world { gravity = { 0, 0 } }
    local body = world:createBody { type = 'dynamic' }
    body:createFixture(b2c.box(1, 0.5, { 0.5, 0 }))
    body:applyForceToCenter { 0, 20 } -- mass 2: 10 m/s^2 for one step
    world:step(DT, SUB)
    relNear(10 * DT, body:getLinearVelocity().y, 1e-6)
    assert.are.equal(0, body:getAngularVelocity())
  end)
end)

describe('body runtime settings: bad input', function()
  local world = b2c.world {}
  local body = world:createBody { type = 'dynamic' }
  body:createFixture(b2c.box(0.5, 0.5))

  it('refuses a number of the wrong type, NaN, infinities and negatives, the body unchanged', function()
    for _, name in ipairs({ 'LinearDamping', 'AngularDamping', 'GravityScale', 'SleepThreshold' }) do
      local set, get = body['set' .. name], body['get' .. name]
      local before = get(body)
      assert.are.equal('bad argument #1 to \'set' .. name .. '\' (number expected, got string)', errorOf(set, body, '1'))
      assert.are.equal('bad argument #1 to \'set' .. name .. '\' (number expected, got no value)', errorOf(set, body))
      assert.matches('finite number expected, got %-?nan', errorOf(set, body, 0 / 0))
      assert.matches('finite number expected, got inf', errorOf(set, body, math.huge))
      if name ~= 'GravityScale' then
        assert.are.equal('bad argument #1 to \'set' .. name .. '\' (must not be negative, got -1)', errorOf(set, body, -1))
      end
      assert.are.equal(before, get(body))
    end
    assert.are.equal('bad argument #1 to \'setMass\' (must not be negative, got -2)', errorOf(body.setMass, body, -2))
    assert.are.equal(1, body:getMass())
  end)

  it('refuses flags that are not booleans', function()
    for _, name in ipairs({ 'setBullet', 'setFixedRotation', 'setSleepingAllowed', 'setEnabled' }) do
      assert.are.equal('bad argument #1 to \'' .. name .. '\' (boolean expected, got number)', errorOf(body[name], body, 1))
      assert.are.equal('bad argument #1 to \'' .. name .. '\' (boolean expected, got no value)', errorOf(body[name], body))
    end
    assert.is_false(body:isBullet())
    assert.is_false(body:isFixedRotation())
    assert.is_true(body:isSleepingAllowed())
    assert.is_true(body:isEnabled())
  end)

  it('refuses bad motion locks and mass data, the body unchanged', function()
    assert.are.equal('bad argument #1 to \'setMotionLocks\' (table expected, got boolean)', errorOf(body.setMotionLocks, body, true))
    assert.are.equal('bad argument #1 to \'setMotionLocks\' (unknown field \'z\')', errorOf(body.setMotionLocks, body, { z = true }))
    assert.are.equal('bad argument #1 to \'setMotionLocks\' (field \'x\': boolean expected, got number)',
      errorOf(body.setMotionLocks, body, { y = true, x = 1 }))
    assert.are.same({ x = false, y = false, rotation = false }, body:getMotionLocks())
    assert.are.equal('bad argument #1 to \'setMassData\' (table expected, got number)', errorOf(body.setMassData, body, 3))
    assert.are.equal('bad argument #1 to \'setMassData\' (unknown field \'I\')', errorOf(body.setMassData, body, { I = 1 }))
    assert.are.equal('bad argument #1 to \'setMassData\' (field \'mass\': must not be negative, got -1)',
      errorOf(body.setMassData, body, { mass = -1 }))
    assert.are.equal('bad argument #1 to \'setMassData\' (field \'inertia\': must not be negative, got -0.5)',
      errorOf(body.setMassData, body, { mass = 2, inertia = -0.5 }))
    assert.matches('field \'mass\': finite number expected, got %-?nan', errorOf(body.setMassData, body, { mass = 0 / 0 }))
    assert.matches('field \'center\'', errorOf(body.setMassData, body, { center = 'middle' }))
    assert.are.equal(1, body:getMass())
    assert.is_false(body:getMotionLocks().x)
  end)

  it('refuses bad new fields of a body definition', function()
    assert.are.equal('bad argument #1 to \'createBody\' (field \'sleepThreshold\': must not be negative, got -1)',
      errorOf(world.createBody, world, { sleepThreshold = -1 }))
    assert.are.equal('bad argument #1 to \'createBody\' (field \'motionLocks\': table expected, got number)',
      errorOf(world.createBody, world, { motionLocks = 1 }))
    assert.are.equal('bad argument #1 to \'createBody\' (unknown field \'motionLocks.w\')',
      errorOf(world.createBody, world, { motionLocks = { w = true } }))
    assert.are.equal('bad argument #1 to \'createBody\' (field \'enabled\': boolean expected, got string)',
      errorOf(world.createBody, world, { enabled = 'no' }))
  end)

  it('raises the destroyed-handle error on a destroyed body, and refuses during a step', function()
    local gone = world:createBody { type = 'dynamic' }
    gone:destroy()
    for _, call in ipairs({ { 'setLinearDamping', 1 }, { 'getLinearDamping' }, { 'setEnabled', true }, { 'isEnabled' },
      { 'setMotionLocks', {} }, { 'getMotionLocks' }, { 'setMassData', {} }, { 'getMassData' }, { 'resetMassData' },
      { 'setMass', 1 }, { 'getLocalVector', { 1, 0 } }, { 'applyForceToCenter', { 1, 0 } }, { 'getSleepThreshold' } }) do
      assert.are.equal('calling \'' .. call[1] .. '\' on bad self (b2c.body is destroyed)',
        errorOf(gone[call[1]], gone, call[2]))
    end
    local w, ground = groundWorld()
    local box = w:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5))
    local messages = {}
    w:setCallbacks { preSolve = function()
      for _, call in ipairs({ { 'setLinearDamping', 1 }, { 'setEnabled', false }, { 'setMass', 2 }, { 'resetMassData' },
        { 'setMotionLocks', { x = true } }, { 'setFixedRotation', true } }) do
        messages[#messages + 1] = errorOf(box[call[1]], box, call[2])
      end
    end }
    w:step(DT)
    assert.is_true(#messages >= 6)
    for _, m in ipairs(messages) do assert.are.equal('world is locked during a step', m) end
    assert.is_true(box:isEnabled())
    assert.are.equal(1, box:getMass())
    assert.is_truthy(ground)
  end)
end)

describe('body runtime settings in snapshots and the hash', function()
  local function configured()
    local world = groundWorld()
    local body = world:createBody { type = 'dynamic', position = { 0, 3 } }
    body:createFixture(b2c.box(0.5, 0.5))
    body:setSleepThreshold(0.125)
    body:setMotionLocks { x = true, rotation = true }
    body:setMassData { mass = 3, center = { 0.125, 0 }, inertia = 0.5 }
    local off = world:createBody { type = 'dynamic', position = { 3, 3 } }
    off:createFixture(b2c.box(0.5, 0.5))
    off:setEnabled(false)
    return world, body, off
  end

  local function read(body)
    local mass, center, inertia = body:getMassData()
    return { threshold = body:getSleepThreshold(), locks = body:getMotionLocks(), mass = mass, cx = center.x,
      inertia = inertia, enabled = body:isEnabled(), override = mass }
  end

  it('a restore brings them back, and the world steps on the same', function()
    local world, body, off = configured()
    local snapshot = world:snapshot()
    local before = { read(body), read(off) }
    local hash = world:hash()
    body:setSleepThreshold(1)
    body:setMotionLocks {}
    body:resetMassData()
    off:setEnabled(true)
    assert.are_not.equal(hash, world:hash())
    world:restore(snapshot)
    assert.are.equal(hash, world:hash())
    assert.are.same(before, { read(body), read(off) })
    -- the override survives a fixture added after the restore
    body:createFixture(b2c.circle(0.5, { 0, 1 }))
    assert.are.equal(3, body:getMass())
  end)

  it('a serialized snapshot keeps them', function()
    local world, body, off = configured()
    steps(world, 10)
    local text = world:snapshot():serialize()
    local copy = b2c.world {}
    copy:restore(b2c.loadSnapshot(text))
    assert.are.equal(world:hash(), copy:hash())
    local bodies = copy:getBodies()
    assert.are.same({ read(body), read(off) }, { read(bodies[2]), read(bodies[3]) })
    steps(world, 30)
    steps(copy, 30)
    assert.are.equal(world:hash(), copy:hash())
    assert.are.equal(0, bodies[2]:getPosition().x)
    assert.are.equal(3, bodies[3]:getPosition().y)
  end)

  it('the hash sees each new field only when it differs from its default', function()
    local world = groundWorld()
    local body = world:createBody { type = 'dynamic', position = { 0, 3 } }
    body:createFixture(b2c.box(0.5, 0.5))
    local hash = world:hash()
    local changes = {
      function(on) body:setSleepThreshold(on and 0.5 or 0.05) end,
      function(on) body:setEnabled(not on) end,
      function(on) body:setMotionLocks { x = on } end,
      function(on) body:setMotionLocks { y = on } end,
      function(on) if on then body:setMass(2) else body:resetMassData() end end,
    }
    for _, change in ipairs(changes) do
      change(true)
      assert.are_not.equal(hash, world:hash())
      change(false)
      assert.are.equal(hash, world:hash())
    end
  end)
end)
