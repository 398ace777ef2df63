-- b2c.outline: the one tessellation of rounded outlines (world:draw's rounded polygons and
-- capsules, the LÖVE drawer's capsules).
local b2c = require 'b2c'

local function near(a, b) return math.abs(a - b) < 1e-6 end

describe('b2c.outline', function()
  it("outlines a capsule: 9 points round each end, counter-clockwise, at the radius from its core", function()
    local o = b2c.outline({ { -1, 0 }, { 1, 0 } }, 0.5)
    assert.are.equal(18, #o)
    assert.is_true(near(o[1].x, -1) and near(o[1].y, 0.5))
    assert.is_true(near(o[5].x, -1.5) and near(o[5].y, 0))
    assert.is_true(near(o[9].x, -1) and near(o[9].y, -0.5))
    assert.is_true(near(o[10].x, 1) and near(o[10].y, -0.5))
    assert.is_true(near(o[14].x, 1.5) and near(o[14].y, 0))
    assert.is_true(near(o[18].x, 1) and near(o[18].y, 0.5))
    for i = 1, #o do
      local c = o[i].x < 0 and b2c.vec2(-1, 0) or b2c.vec2(1, 0)
      assert.is_true(near((o[i] - c):length(), 0.5))
      local a, b, n = o[i], o[i % #o + 1], o[(i + 1) % #o + 1]
      assert.is_true((b - a):cross(n - b) >= -1e-6) -- convex, counter-clockwise
    end
  end)

  it('outlines a rounded square with 5 points per corner, as world:draw hands it to a drawer', function()
    local square = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } }
    local o = b2c.outline(square, 0.1)
    assert.are.equal(20, #o)
    assert.is_true(near(o[1].x, -0.1) and near(o[1].y, 0))
    assert.is_true(near(o[5].x, 0) and near(o[5].y, -0.1))
    assert.is_true(near(o[6].x, 1) and near(o[6].y, -0.1))

    local world = b2c.world { gravity = { 0, 0 } }
    world:createBody {}:createFixture(b2c.polygon(square, 0.1))
    local drawn
    world:draw({ polygon = function(_, vs) drawn = vs end }, { fixtures = true })
    assert.are.equal(#o, #drawn)
    for i = 1, #o do assert.are.equal(o[i], drawn[i]) end
  end)

  it('refuses what is not an outline, with the standard error', function()
    assert.has_error(function() b2c.outline(nil, 1) end, "bad argument #1 to 'outline' (table expected, got nil)")
    assert.has_error(function() b2c.outline({ { 0, 0 } }, 1) end, "bad argument #1 to 'outline' (2 to 8 points expected, got 1)")
    assert.has_error(function() b2c.outline({ { 0, 0 }, { 1, 0 } }, 0) end,
      "bad argument #2 to 'outline' (radius must be positive, got 0)")
    assert.has_error(function() b2c.outline({ { 0, 0 }, { 0 / 0, 0 } }, 1) end)
  end)
end)
