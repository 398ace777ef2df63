-- An aabb argument takes a table as a vec2 argument takes {x, y}: {lowerX, lowerY, upperX, upperY},
-- {lower, upper} and {lower = , upper = }, with b2c.aabb's rules and clear errors for a table that
-- is not one.
local b2c = require 'b2c'

local aabb, vec2 = b2c.aabb, b2c.vec2
local nan, inf = 0 / 0, math.huge

-- A world with three unit boxes at x = 0, 3 and 6.
local function boxes()
  local world = b2c.world {}
  for i = 0, 2 do
    world:createBody { position = { 3 * i, 0 } }:createFixture(b2c.box(0.5, 0.5), { userData = i })
  end
  return world
end

local function hits(world, box)
  local found = {}
  local calls = world:queryAABB(box, function(fixture) found[#found + 1] = fixture:getUserData() end)
  table.sort(found)
  return calls, found
end

describe('an aabb argument', function()
  it('takes {lowerX, lowerY, upperX, upperY}, {lower, upper} and {lower =, upper =} as b2c.aabb', function()
    local world = boxes()
    local calls, found = hits(world, aabb(-1, -1, 4, 1))
    assert.are.same({ 2, { 0, 1 } }, { calls, found })
    for _, box in ipairs({
      { -1, -1, 4, 1 },
      { { -1, -1 }, { 4, 1 } },
      { vec2(-1, -1), vec2(4, 1) },
      { { x = -1, y = -1 }, vec2(4, 1) },
      { lower = { -1, -1 }, upper = vec2(4, 1) },
      aabb(-1, -1, 4, 1),
    }) do
      assert.are.same({ 2, { 0, 1 } }, { hits(world, box) })
    end
    -- a point box, and an empty result
    assert.are.same({ 1, { 2 } }, { hits(world, { 6, 0, 6, 0 }) })
    assert.are.same({ 0, {} }, { hits(world, { 10, 10, 11, 11 }) })
  end)

  it('is taken by the trees, the broad-phase and the aabb methods', function()
    local tree = b2c.tree()
    local p = tree:createProxy({ 0, 0, 1, 1 }, 'a')
    tree:createProxy({ { 5, 5 }, { 6, 6 } }, 'b')
    assert.are.equal(1, #tree:queryAll({ -1, -1, 2, 2 }))
    assert.are.equal(p, tree:queryAll({ lower = { -1, -1 }, upper = { 2, 2 } })[1])
    assert.are.equal(2, tree:query({ -1, -1, 7, 7 }, function() end))
    assert.is_true(tree:moveProxy(p, { 10, 10, 11, 11 }))
    assert.are.equal(p, tree:queryAll({ 9, 9, 12, 12 })[1])
    local bp = b2c.broadphase()
    bp:createProxy({ 0, 0, 1, 1 })
    assert.are.equal(1, #bp:queryAll({ 0, 0, 2, 2 }))
    local box = aabb(0, 0, 1, 1)
    assert.is_true(box:overlaps({ 1, 1, 2, 2 }))
    assert.is_false(box:overlaps({ { 1.5, 1.5 }, { 2, 2 } }))
    assert.are.equal(aabb(0, 0, 3, 4), box:union({ 2, 3, 3, 4 }))
    assert.is_true(box:contains(aabb(0.2, 0.2, 0.5, 0.5)))
    -- b2c.aabb(t) makes one
    assert.are.equal(aabb(1, 2, 3, 4), aabb({ 1, 2, 3, 4 }))
    assert.are.equal(aabb(1, 2, 3, 4), aabb({ { 1, 2 }, { 3, 4 } }))
    assert.are.equal(aabb(1, 2, 3, 4), aabb({ lower = vec2(1, 2), upper = vec2(3, 4) }))
    -- the range of the trees holds for tables too
    h.raises("bad argument #1 to 'createProxy' (b2c.aabb beyond the tree's range (coordinates up to 1e18))", function()
      tree:createProxy({ 0, 0, 1e19, 1 })
    end)
  end)

  it('refuses a table that is not a box, saying why', function()
    local world = boxes()
    local function f() end
    local function query(box) return function() world:queryAABB(box, f) end end
    for _, case in ipairs({
      { '[4]: number expected, got nil', { 0, 0, 1 } },
      { '[2]: number expected, got string', { 0, '0', 1, 1 } },
      { '{lowerX, lowerY, upperX, upperY} expected, got a table of length 5', { 0, 0, 1, 1, 1 } },
      { '[3]: finite number expected, got nan', { 0, 0, nan, 1 } },
      { '[4]: finite number expected, got -inf', { 0, 0, 1, -inf } },
      { '[1]: number out of range (magnitude above 3.4e38), got 1e+39', { 1e39, 0, 1, 1 } },
      { 'upperX (0) is below lowerX (1)', { 1, 0, 0, 1 } },
      { 'upperY (-1) is below lowerY (0)', { 0, 0, 1, -1 } },
      { '{lower, upper} expected, got a table of length 3', { { 0, 0 }, { 1, 1 }, { 2, 2 } } },
      { 'upper: b2c.vec2 expected, got nil', { { 0, 0 } } },
      { 'upper: b2c.vec2 expected, got number', { vec2(0, 0), 1 } },
      { 'lower [2]: finite number expected, got inf', { { 0, inf }, { 1, 1 } } },
      { 'upper y: number expected, got nil', { lower = { 0, 0 }, upper = { x = 1 } } },
      { 'lower: b2c.vec2 expected, got nil', { upper = { 1, 1 } } },
      { 'upper vec2(1, 0) is below lower vec2(0, 1)', { { 0, 1 }, { 1, 0 } } },
      { '[1]: number or b2c.vec2 expected, got nil', {} },
      { '[1]: number or b2c.vec2 expected, got string', { '0', 0, 1, 1 } },
      { '[1]: number or b2c.vec2 expected, got b2c.rot', { b2c.rot(0), vec2(1, 1) } },
    }) do
      h.raises(("bad argument #1 to 'queryAABB' (%s)"):format(case[1]), query(case[2]))
    end
    h.raises("bad argument #1 to 'queryAABB' (b2c.aabb expected, got string)", query('box'))
    h.raises("bad argument #1 to 'aabb' (upperX (0) is below lowerX (1))", function() aabb({ 1, 0, 0, 1 }) end)
    h.raises("bad argument #1 to 'overlaps' ([2]: number expected, got nil)", function()
      aabb(0, 0, 1, 1):overlaps({ 0 })
    end)
    -- self is a b2c.aabb, never a table
    h.raises("calling 'overlaps' on bad self (b2c.aabb expected, got table)", function()
      aabb(0, 0, 1, 1).overlaps({ 0, 0, 1, 1 }, aabb(0, 0, 1, 1))
    end)
  end)

  it('read through __index that closes the world or tree raises, and never reaches a freed one', function()
    local world = boxes()
    local closing = setmetatable({}, { __index = function(_, key)
      getmetatable(world).__gc(world)
      return key == 'x' and 0 or 0
    end })
    h.raises('b2c.world is closed', function() world:queryAABB({ closing, { 1, 1 } }, function() end) end)
    local tree = b2c.tree()
    tree:createProxy({ 0, 0, 1, 1 })
    local closingTree = setmetatable({}, { __index = function()
      getmetatable(tree).__gc(tree)
      return 0
    end })
    h.raises('b2c.tree is closed', function() tree:query({ lower = closingTree, upper = { 1, 1 } }, function() end) end)
  end)
end)
