-- b2c.lovephysics: LÖVE 12.0's module functions (a body and its shape in one call; springs from
-- frequencies), as LÖVE 12's Physics.cpp defines them.
local lp = require 'b2c.lovephysics'
local f32 = lp._internal.f32

describe('b2c.lovephysics LÖVE 12 bodies with their shape', function()
  local world
  before_each(function() world = lp.newWorld(0, 0) end)

  it('newCircleBody: the body at x, y, its circle at its origin', function()
    local body, shape = lp.newCircleBody(world, 'dynamic', 100, 50, 10)
    assert.are.equal('Body', body:type())
    assert.are.equal('dynamic', body:getType())
    assert.are.same({ 100, 50 }, { body:getPosition() })
    assert.are.equal('circle', shape:getType())
    assert.are.equal(10, shape:getRadius())
    assert.are.same({ 0, 0 }, { shape:getPoint() })
    assert.are.equal(body, shape:getBody())
    assert.are.same({ shape }, body:getShapes())
  end)

  it('newRectangleBody: the body at x, y, its box about its origin, turned by angle', function()
    local body, shape = lp.newRectangleBody(world, 'static', 30, 60, 20, 10)
    assert.are.same({ 30, 60 }, { body:getPosition() })
    assert.are.same({ -10, -5, 10, -5, 10, 5, -10, 5 }, { shape:getPoints() })
    local _, turned = lp.newRectangleBody(world, 'static', 0, 0, 20, 10, math.pi / 2)
    local points = { turned:getPoints() }
    assert.near(5, points[1], 1e-5)
    assert.near(-10, points[2], 1e-5)
  end)

  it('newPolygonBody: the body at the points\' mean, the polygon about it (numbers or a table)', function()
    local body, shape = lp.newPolygonBody(world, 'dynamic', 0, 0, 30, 0, 30, 30, 0, 30)
    assert.are.same({ 15, 15 }, { body:getPosition() })
    -- (the hull as Box2D 2.x orders it: from the rightmost point, counter-clockwise)
    assert.are.same({ 15, -15, 15, 15, -15, 15, -15, -15 }, { shape:getPoints() })
    local other = lp.newPolygonBody(world, 'dynamic', { 0, 0, 30, 0, 0, 30 })
    assert.are.same({ 10, 10 }, { other:getPosition() })
    assert.has_error(function() lp.newPolygonBody(world, 'dynamic', 0, 0, 30) end,
      'Number of vertex components must be a multiple of two.')
    assert.has_error(function() lp.newPolygonBody(world, 'round', 0, 0, 30, 0, 0, 30) end,
      "Invalid Body type 'round', expected one of: 'static', 'dynamic', 'kinematic'")
  end)

  it('newEdgeBody: the body at half the edge\'s extent (as LÖVE 12 puts it), the edge where given', function()
    local body, shape = lp.newEdgeBody(world, 'static', 10, 20, 50, 80)
    assert.are.same({ 20, 30 }, { body:getPosition() })
    assert.are.same({ -10, -10, 30, 50 }, { shape:getPoints() })
  end)

  it('newChainBody: the body at the points\' mean', function()
    local body, shape = lp.newChainBody(world, 'static', false, 0, 0, 60, 0, 60, 30)
    assert.are.same({ 40, 10 }, { body:getPosition() })
    assert.are.equal('chain', shape:getType())
    assert.are.same({ -40, -10, 20, -10, 20, 20 }, { shape:getPoints() })
    assert.has_error(function() lp.newChainBody(world, 'static', false) end,
      'Number of vertex components must be a multiple of two.')
    assert.has_error(function() lp.newChainBody(world, 'static', nil, 0, 0, 1, 1) end,
      "bad argument #3 to 'newChainBody' (boolean expected, got no value)")
  end)
end)

describe('b2c.lovephysics LÖVE 12 spring conversions', function()
  local world, a, b
  before_each(function()
    lp.setMeter(30)
    world = lp.newWorld(0, 0)
    a = lp.newCircleBody(world, 'dynamic', 0, 0, 30) -- 1 m radius: pi kg, inertia pi / 2 kg m²
    b = lp.newCircleBody(world, 'dynamic', 100, 0, 30)
  end)

  it('computeLinearStiffness: the two masses in series (Box2D 2.4\'s b2LinearStiffness)', function()
    local m = f32(f32(math.pi))
    local mass = f32(f32(m * m) / f32(m + m))
    local omega = f32(f32(2 * f32(math.pi)) * 2)
    local k, d = lp.computeLinearStiffness(2, 0.5, a, b)
    assert.are.equal(f32(f32(mass * omega) * omega), k)
    assert.are.equal(f32(f32(f32(2 * mass) * 0.5) * omega), d)
    -- against the ground (no second body): the one mass
    local k1 = lp.computeLinearStiffness(2, 0.5, a)
    assert.near(2 * k, k1, 1e-3)
  end)

  it('computeLinearFrequency inverts it', function()
    local k, d = lp.computeLinearStiffness(2, 0.5, a, b)
    local f, ratio = lp.computeLinearFrequency(k, d, a, b)
    assert.near(2, f, 1e-5)
    assert.near(0.5, ratio, 1e-5)
    assert.are.same({ 0, 0 }, { lp.computeLinearFrequency(0, 1, a, b) })
  end)

  it('computeAngularStiffness uses the inertias about the bodies\' origins, and inverts', function()
    local k, d = lp.computeAngularStiffness(1, 1, a)
    local inertia = f32(math.pi / 2)
    assert.near(inertia * (2 * math.pi) ^ 2, k, 1e-3)
    assert.near(2 * inertia * 2 * math.pi, d, 1e-4)
    local f, ratio = lp.computeAngularFrequency(k, d, a)
    assert.near(1, f, 1e-5)
    assert.near(1, ratio, 1e-5)
  end)

  it('checks its bodies', function()
    assert.has_error(function() lp.computeLinearStiffness(1, 1, nil) end,
      "bad argument #3 to 'computeLinearStiffness' (Body expected, got nil)")
    assert.has_error(function() lp.computeAngularFrequency(1, 1, a, 5) end,
      "bad argument #4 to 'computeAngularFrequency' (Body expected, got number)")
  end)
end)
