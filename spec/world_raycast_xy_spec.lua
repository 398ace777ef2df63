-- world:rayCastXY: world:rayCast with each hit as numbers (fixture, x, y, nx, ny, fraction).
local b2c = require 'b2c'

describe('world:rayCastXY', function()
  local world, boxes
  before_each(function()
    world = b2c.world { gravity = { 0, 0 } }
    boxes = {}
    for i = 1, 3 do
      local body = world:createBody { position = { 2 * i + 1, 0 } } -- boxes at x = 3, 5, 7
      boxes[i] = body:createFixture(b2c.box(0.5, 0.5))
    end
  end)

  it('gives each hit as numbers, the same as rayCast gives as vectors', function()
    local xy, vec = {}, {}
    local calls = world:rayCastXY(0, 0, 10, 0, function(f, x, y, nx, ny, fraction)
      xy[#xy + 1] = { f, x, y, nx, ny, fraction }
    end)
    assert.are.equal(3, calls)
    world:rayCast({ 0, 0 }, { 10, 0 }, function(f, p, n, fraction)
      vec[#vec + 1] = { f, p, n, fraction }
    end)
    table.sort(xy, function(a, b) return a[6] < b[6] end)
    table.sort(vec, function(a, b) return a[4] < b[4] end)
    for i = 1, 3 do
      assert.are.equal(boxes[i], xy[i][1])
      assert.are.equal(vec[i][1], xy[i][1])
      assert.are.equal(2 * i + 0.5, xy[i][2]) -- exact in single precision
      assert.are.equal(0, xy[i][3])
      assert.are.equal(-1, xy[i][4])
      assert.are.equal(0, xy[i][5])
      assert.are.equal(b2c.vec2(xy[i][2], xy[i][3]), vec[i][2])
      assert.are.equal(b2c.vec2(xy[i][4], xy[i][5]), vec[i][3])
      assert.is_true(math.abs(xy[i][6] - (2 * i + 0.5) / 10) < 1e-7)
    end
  end)

  it('follows the protocol: 0 stops, -1 ignores, a fraction clips', function()
    local seen = 0
    assert.are.equal(1, world:rayCastXY(0, 0, 10, 0, function() seen = seen + 1; return 0 end))
    local nearest
    world:rayCastXY(0, 0, 10, 0, function(f, x, y, nx, ny, fraction)
      nearest = f
      return fraction
    end)
    assert.are.equal(boxes[1], nearest)
    local hits = {}
    world:rayCastXY(0, 0, 10, 0, function(f)
      hits[#hits + 1] = f
      return -1
    end)
    assert.are.equal(3, #hits)
  end)

  it('takes the points as vec2s or tables too', function()
    local n = 0
    world:rayCastXY(b2c.vec2(0, 0), { 10, 0 }, function() n = n + 1 end)
    world:rayCastXY({ 0, 0 }, 10, 0, function() n = n + 1 end)
    assert.are.equal(6, n)
  end)

  it('raises standard errors, and a callback error reaches the caller with the world unlocked', function()
    assert.has_error(function() world:rayCastXY(0, 0, 10) end,
      "bad argument #4 to 'rayCastXY' (number expected, got no value)")
    assert.has_error(function() world:rayCastXY(0, 0, 10, 0) end,
      "bad argument #5 to 'rayCastXY' (function expected, got no value)")
    assert.has_error(function() world:rayCastXY(0, 0, 10, 0 / 0, function() end) end,
      "bad argument #4 to 'rayCastXY' (finite number expected, got nan)")
    assert.has_error(function() world.rayCastXY(nil, 0, 0, 1, 1, function() end) end)
    local ok, err = pcall(world.rayCastXY, world, 0, 0, 10, 0, function() error('boom', 0) end)
    assert.is_false(ok)
    assert.are.equal('boom', err)
    world:step(1 / 60) -- unlocked
    local n = world:rayCastXY(0, 0, 10, 0, function() end)
    assert.are.equal(3, n)
  end)

  it('makes no garbage a hit', function()
    local function cast() world:rayCastXY(0, 0, 10, 0, function() end) end
    for _ = 1, 100 do cast() end
    collectgarbage('collect')
    collectgarbage('stop')
    local before = collectgarbage('count')
    for _ = 1, 1000 do cast() end
    local grown = (collectgarbage('count') - before) * 1024
    collectgarbage('restart')
    -- a call of rayCastXY itself may make a little (the closure here is made per call: 0 under
    -- Lua 5.4 once warm); per hit, nothing: 3,000 hits would make 3,000 vectors of 2 * 40 bytes
    assert.is_true(grown < 1000 * 64, ('grew %d bytes'):format(grown))
  end)
end)
