local b2c = require 'b2c'
local vec2 = b2c.vec2

local run = h.run

local groundWorld = h.groundWorld

describe('world queries', function()
  local world = b2c.world { gravity = { 0, 0 } }
  local fixtures = {}
  for i = 0, 9 do
    local body = world:createBody { type = 'dynamic', position = { i * 2, 0 } }
    fixtures[i] = body:createFixture(b2c.box(0.5, 0.5), { userData = i })
  end

  it('finds the fixtures whose AABB overlaps a box, and stops on false', function()
    local found = {}
    assert.are.equal(3, world:queryAABB(b2c.aabb(1.8, -1, 6.2, 1), function(f) found[#found + 1] = f:getUserData() end))
    table.sort(found)
    assert.are.same({ 1, 2, 3 }, found)
    assert.are.equal(1, world:queryAABB(b2c.aabb(-10, -10, 100, 10), function() return false end))
  end)

  it('finds fixtures overlapping a shape', function()
    local found = {}
    world:queryShape(b2c.circle(1), b2c.transform(vec2(3, 0)), function(f) found[#found + 1] = f:getUserData() end)
    table.sort(found)
    assert.are.same({ 1, 2 }, found)
  end)

  it('casts rays with the fraction protocol, and the closest hit', function()
    local f, p, n, t = world:rayCastClosest(vec2(-5, 0), vec2(25, 0))
    assert.are.equal(fixtures[0], f)
    assert.near(vec2(-0.5, 0), p, 1e-5)
    assert.near(vec2(-1, 0), n, 1e-6)
    assert.near(4.5 / 30, t, 1e-6)
    -- every hit, nothing clipped
    local hits = 0
    world:rayCast(vec2(-5, 0), vec2(25, 0), function() hits = hits + 1; return 1 end)
    assert.are.equal(10, hits)
    -- clip at each hit: the closest is the last reported
    local last
    world:rayCast(vec2(-5, 0), vec2(25, 0), function(fx, _, _, fraction) last = fx; return fraction end)
    assert.are.equal(fixtures[0], last)
    -- ignore the first box (-1): the next is found
    local first
    world:rayCast(vec2(-5, 0), vec2(25, 0), function(fx, _, _, fraction)
      if fx == fixtures[0] then return -1 end
      first = fx
      return fraction
    end)
    assert.are.equal(fixtures[1], first)
    assert.are.equal(1, world:rayCast(vec2(-5, 0), vec2(25, 0), function() return 0 end))
    assert.is_nil(world:rayCastClosest(vec2(-5, 5), vec2(25, 5)))
  end)

  it('locks the world during a query callback', function()
    local ok, err = pcall(world.queryAABB, world, b2c.aabb(-1, -1, 1, 1), function() world:createBody {} end)
    assert.is_false(ok)
    assert.matches('world is locked during a query', err)
    local token = {}
    ok, err = pcall(world.rayCast, world, vec2(-5, 0), vec2(5, 0), function() error(token) end)
    assert.are.equal(token, err)
    world:createBody {} -- unlocked again
  end)
end)

describe('contact callbacks and events', function()
  it('report begin and end of touching, once each', function()
    local world, _, groundFixture = groundWorld()
    local ball = world:createBody { type = 'dynamic', position = { 0, 1.5 } }
    local ballFixture = ball:createFixture(b2c.circle(0.5), { restitution = 0.8 })
    local begins, ends, post = 0, 0, 0
    world:setCallbacks {
      beginContact = function(a, b, contact)
        begins = begins + 1
        assert.is_true((a == groundFixture and b == ballFixture) or (a == ballFixture and b == groundFixture))
        assert.is_true(contact:isTouching())
        assert.are.equal(1, #contact:getManifold().points)
      end,
      endContact = function() ends = ends + 1 end,
      postSolve = function(_, _, contact, impulses)
        post = post + 1
        assert.is_true(impulses[1] >= 0)
        assert.is_true(contact:getNormal():length() > 0.99)
      end,
    }
    local sawEvents = false
    for _ = 1, 60 do
      world:step(1 / 60)
      local e = world:getContactEvents()
      if #e.begin > 0 then sawEvents = true end
    end
    assert.is_true(begins >= 1)
    assert.is_true(ends >= 1) -- it bounced off
    assert.is_true(begins - ends <= 1)
    assert.is_true(post >= 1)
    assert.is_true(sawEvents)
  end)

  it('report the end of a touch that a type change or a destroyed fixture removes', function()
    local world, _, groundFixture = groundWorld()
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    local boxFixture = box:createFixture(b2c.box(0.5, 0.5))
    local begins, ends = 0, {}
    world:setCallbacks {
      beginContact = function() begins = begins + 1 end,
      endContact = function(a, b) ends[#ends + 1] = { a, b } end,
    }
    run(world, 0.5)
    assert.are.equal(1, begins)
    box:setType('kinematic') -- kinematic on static: no contact at all
    assert.are.equal(0, #ends) -- reported with the next step's events
    world:step(1 / 60)
    assert.are.equal(1, #ends)
    assert.is_true((ends[1][1] == boxFixture and ends[1][2] == groundFixture)
      or (ends[1][1] == groundFixture and ends[1][2] == boxFixture))
    world:step(1 / 60)
    assert.are.equal(1, #ends) -- once
    box:setType('dynamic')
    run(world, 0.5)
    assert.are.equal(2, begins)
    -- a destroyed fixture's contacts end too: seen from C as events, from Lua only while both
    -- fixtures still exist (the other side is reported, the destroyed one is skipped)
    boxFixture:destroy()
    -- a new fixture takes the destroyed one's slot: the end event must not name it
    local newcomer = world:createBody { type = 'dynamic', position = { 5, 5 } }:createFixture(b2c.circle(0.2))
    world:step(1 / 60)
    assert.are.equal(1, #ends)
    assert.is_true(newcomer:getBody():getPosition().y > 4)
    assert.are.equal(0, #world:getContactEvents()['end'])
    assert.are.equal(0, world:getCounters().touchingCount)
  end)

  it('let preSolve make a one-way platform', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local platform = world:createBody { position = { 0, 2 } }
    local platformFixture = platform:createFixture(b2c.box(3, 0.1))
    local player = world:createBody { type = 'dynamic', position = { 0, 0 }, linearVelocity = { 0, 8 }, fixedRotation = true }
    player:createFixture(b2c.box(0.4, 0.4), { friction = 0 })
    world:setCallbacks {
      preSolve = function(a, b, contact)
        local other = a == platformFixture and b or a
        -- pass through from below: the player's velocity points up
        local body = other:getBody()
        if body:getLinearVelocity().y > 0 then return false end
        assert.is_true(contact:getFriction() >= 0)
      end,
    }
    local maxY = 0
    for _ = 1, 120 do
      world:step(1 / 60)
      maxY = math.max(maxY, player:getPosition().y)
    end
    assert.is_true(maxY > 2.5) -- went through from below
    -- and now stands on it
    assert.near(2 + 0.1 + 0.4, player:getPosition().y, 0.02)
  end)

  it('report sensors without pushing', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local zone = world:createBody {}
    zone:createFixture(b2c.box(2, 0.5), { isSensor = true })
    local ball = world:createBody { type = 'dynamic', position = { 0, 3 } }
    ball:createFixture(b2c.circle(0.25))
    local began, ended = 0, 0
    world:setCallbacks { beginSensor = function() began = began + 1 end, endSensor = function() ended = ended + 1 end }
    run(world, 1.5)
    assert.are.equal(1, began)
    assert.are.equal(1, ended)
    assert.is_true(ball:getPosition().y < -2) -- fell straight through
  end)

  it('filter pairs by category, mask and group', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local ground = world:createBody {}
    ground:createFixture(b2c.box(5, 0.5, { 0, -0.5 }), { filter = { categoryBits = 1, maskBits = 0xffff } })
    local ghost = world:createBody { type = 'dynamic', position = { -2, 1 } }
    local ghostFixture = ghost:createFixture(b2c.box(0.5, 0.5), { filter = { categoryBits = 2, maskBits = 0xfffe } })
    local solid = world:createBody { type = 'dynamic', position = { 2, 1 } }
    solid:createFixture(b2c.box(0.5, 0.5))
    local groundFixture = ground:getFixtures()[1]
    ghost:setTransform({ -2, 0.4 }, 0) -- sunk into the ground, yet not touching it: the masks say so
    assert.is_not.touching(ghostFixture, groundFixture)
    run(world, 1)
    assert.is_true(ghost:getPosition().y < -2)
    assert.near(0.5, solid:getPosition().y, 0.01)
    assert.touching(solid:getFixtures()[1], groundFixture)
    -- a shared negative group never collides (whatever the masks), a positive one always does
    local g = b2c.world { gravity = { 0, -10 } }
    g:createBody {}:createFixture(b2c.box(5, 0.5, { 0, -0.5 }), { filter = { groupIndex = -1 } })
    local through = g:createBody { type = 'dynamic', position = { -2, 1 } }
    through:createFixture(b2c.box(0.5, 0.5), { filter = { groupIndex = -1 } })
    local together = g:createBody { type = 'dynamic', position = { 2, 1 } }
    together:createFixture(b2c.box(0.5, 0.5), { filter = { groupIndex = 3, maskBits = 0 } })
    g:createBody {}:createFixture(b2c.box(1, 0.5, { 2, -0.5 }), { filter = { groupIndex = 3, maskBits = 0 } })
    run(g, 1)
    assert.is_true(through:getPosition().y < -2)
    assert.near(0.5, together:getPosition().y, 0.01)
  end)

  it('lock the world in callbacks, and keep it usable after an error', function()
    local world = groundWorld()
    local ball = world:createBody { type = 'dynamic', position = { 0, 0.45 } }
    ball:createFixture(b2c.circle(0.5))
    world:setCallbacks { preSolve = function() world:createBody {} end }
    local ok, err = pcall(world.step, world, 1 / 60)
    assert.is_false(ok)
    assert.matches('world is locked during a step', err)
    local other, otherGround = groundWorld()
    other:createBody { type = 'dynamic', position = { 0, 0.45 } }:createFixture(b2c.circle(0.5))
    other:setCallbacks { beginContact = function() otherGround:createFixture(b2c.circle(1)) end }
    ok, err = pcall(other.step, other, 1 / 60)
    assert.is_false(ok)
    assert.matches('world is locked during a step', err)
    local token = {}
    world:setCallbacks { preSolve = function() error(token) end }
    ok, err = pcall(world.step, world, 1 / 60)
    assert.are.equal(token, err)
    world:setCallbacks {}
    run(world, 1) -- still works
    assert.near(0.5, ball:getPosition().y, 0.01)
    h.raisesLike("field 'preSolve': function expected, got number", function() world:setCallbacks { preSolve = 1 } end)
  end)

  it('refuses a contact used outside its callback', function()
    local world = groundWorld()
    local ball = world:createBody { type = 'dynamic', position = { 0, 0.45 } }
    ball:createFixture(b2c.circle(0.5))
    local kept
    world:setCallbacks { beginContact = function(_, _, c) kept = c end }
    world:step(1 / 60)
    assert.is_not_nil(kept)
    h.raisesLike('b2c.contact is valid only during a callback', function() return kept:getNormal() end)
  end)

  it('refuses a contact kept from a callback that raised', function()
    for _, name in ipairs({ 'preSolve', 'beginContact', 'postSolve' }) do
      local world = groundWorld()
      world:createBody { type = 'dynamic', position = { 0, 0.45 } }:createFixture(b2c.circle(0.5))
      local kept
      world:setCallbacks { [name] = function(_, _, c) kept = c; error('stop') end }
      assert.is_false(pcall(world.step, world, 1 / 60), name)
      assert.is_not_nil(kept, name)
      assert.are.equal('b2c.contact(outside a callback)', tostring(kept), name)
      h.raisesLike('b2c.contact is valid only during a callback', function() return kept:getManifold() end)
      h.raisesLike('b2c.contact is valid only during a callback', function() kept:setFriction(0.1) end)
    end
  end)
end)
