-- contact:getImpulses(): the solver's impulses at each manifold point, in postSolve.
local b2c = require 'b2c'

local function slidingBox(friction)
  local world = b2c.world { gravity = { 0, -10 } }
  world:createBody {}:createFixture(b2c.box(10, 0.5, { 0, -0.5 }, 0), { friction = friction })
  local box = world:createBody { type = 'dynamic', position = { 0, 0.5 }, linearVelocity = { 2, 0 } }
  box:createFixture(b2c.box(0.5, 0.5), { friction = friction })
  return world
end

describe('contact:getImpulses()', function()
  it('gives each point its normal and tangent impulse in postSolve, the same normals as the table', function()
    local world = slidingBox(0.5)
    local calls = 0
    world:setCallbacks { postSolve = function(_, _, contact, normals)
      calls = calls + 1
      local n1, t1, n2, t2 = contact:getImpulses()
      assert.are.equal(4, select('#', contact:getImpulses()))
      -- (the table's are the shortest decimals of the same floats)
      assert.are.equal(b2c.tofloat(normals[1]), n1)
      assert.are.equal(b2c.tofloat(normals[2]), n2)
      assert.is_true(n1 > 0 and n2 > 0)
      -- the box slides to the right: friction pushes it left, along the tangent (n.y, -n.x) of the
      -- normal from the ground (A) up to the box (B): (1, 0)
      assert.is_true(t1 < 0 and t2 < 0)
      -- sliding: each tangent impulse is at friction's limit
      assert.near(0.5 * n1, -t1, 1e-6)
      assert.near(0.5 * n2, -t2, 1e-6)
    end }
    for _ = 1, 3 do world:step(1 / 60) end
    assert.is_true(calls > 0)
  end)

  it('gives no tangent impulse without friction', function()
    local world = slidingBox(0)
    world:setCallbacks { postSolve = function(_, _, contact)
      local _, t1, _, t2 = contact:getImpulses()
      assert.are.equal(0, t1)
      assert.are.equal(0, t2)
    end }
    for _ = 1, 3 do world:step(1 / 60) end
  end)

  it('gives nothing in the other callbacks, and raises outside one', function()
    local world = slidingBox(0.5)
    local kept
    local function none(_, _, contact)
      assert.are.equal(0, select('#', contact:getImpulses()))
      kept = contact
    end
    world:setCallbacks { preSolve = function(a, b, c) none(a, b, c) return true end, beginContact = none }
    world:step(1 / 60)
    assert.has_error(function() kept:getImpulses() end,
      "b2c.contact is valid only during a callback")
  end)
end)

describe('contact:setTangentSpeed() in preSolve', function()
  local function belt(speed, fixtureSpeed)
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(10, 0.5, { 0, -0.5 }, 0), { friction = 0.8, tangentSpeed = fixtureSpeed })
    local box = world:createBody { type = 'dynamic', position = { 0, 0.5 } }
    box:createFixture(b2c.box(0.5, 0.5), { friction = 0.8 })
    local seen
    world:setCallbacks { preSolve = function(_, _, contact)
      seen = contact:getTangentSpeed()
      if speed then contact:setTangentSpeed(speed) end
      return true
    end }
    for _ = 1, 120 do world:step(1 / 60) end
    return box, seen
  end

  it('moves the surfaces as a fixture\'s tangent speed does, for the step', function()
    local box, seen = belt(2)
    assert.are.equal(0, seen)
    assert.near(2, box:getLinearVelocity().x, 1e-4)
    local still = belt(nil)
    assert.near(0, still:getLinearVelocity().x, 1e-6)
  end)

  it('reads the fixtures\' tangent speeds added, and replaces them', function()
    local carried, seen = belt(nil, 1.5)
    assert.are.equal(1.5, seen)
    assert.near(1.5, carried:getLinearVelocity().x, 1e-4)
    local replaced = belt(-1, 1.5)
    assert.near(-1, replaced:getLinearVelocity().x, 1e-4)
  end)

  it('refuses what is not a finite number', function()
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(10, 0.5, { 0, -0.5 }, 0))
    world:createBody { type = 'dynamic', position = { 0, 0.5 } }:createFixture(b2c.box(0.5, 0.5))
    local errors = {}
    world:setCallbacks { preSolve = function(_, _, contact)
      errors[1] = select(2, pcall(contact.setTangentSpeed, contact, 0 / 0))
      errors[2] = select(2, pcall(contact.setTangentSpeed, contact, 'x'))
      return true
    end }
    world:step(1 / 60)
    assert.are.equal("bad argument #1 to 'setTangentSpeed' (finite number expected, got nan)", errors[1])
    assert.matches("bad argument #1 to 'setTangentSpeed' %(number expected, got string%)", errors[2])
  end)
end)
