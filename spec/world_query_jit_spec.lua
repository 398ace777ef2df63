-- world:queryAABB's LuaJIT fast path (lua/b2c/jit_query.lua): installed under LuaJIT only, the
-- same calls, counts and errors as the C method, the world locked for the callbacks, the destroys
-- they queue done at the end (after an error too), and the C method answering where the fast path
-- does not handle the case (chains, pending destroys, coroutines, other arguments).
local b2c = require 'b2c'
local aabb = b2c.aabb

local function row(n)
  local world = b2c.world { gravity = { 0, 0 } }
  local fixtures = {}
  for i = 1, n do fixtures[i] = world:createBody { position = { i, 0 } }:createFixture(b2c.box(0.25, 0.25)) end
  return world, fixtures
end

describe('world:queryAABB under LuaJIT', function()
  it('is the fast path under LuaJIT, the C method elsewhere', function()
    assert.are.equal(jit and 'Lua' or 'C', debug.getinfo(b2c.world {}.queryAABB).what)
  end)

  it('reports every fixture once past its first buffer (3000 hits)', function()
    local world, fixtures = row(3000)
    local seen, calls = {}, 0
    assert.are.equal(3000, world:queryAABB(aabb(0, -1, 3001, 1), function(f)
      assert.is_nil(seen[f])
      seen[f] = true
      calls = calls + 1
    end))
    assert.are.equal(3000, calls)
    for i = 1, 3000 do assert.is_true(seen[fixtures[i]]) end
  end)

  it('locks the world for the callbacks', function()
    local world = row(3)
    local refused = 0
    world:queryAABB(aabb(0, -1, 4, 1), function()
      local ok, e = pcall(world.createBody, world, {})
      if not ok and e:find('world is locked during a query', 1, true) then refused = refused + 1 end
    end)
    assert.are.equal(3, refused)
    world:createBody {} -- unlocked
  end)

  it('destroys what a callback queued when it raises, and raises the error unchanged', function()
    local world, fixtures = row(5)
    local err = {}
    local ok, e = pcall(world.queryAABB, world, aabb(0, -1, 6, 1), function(f)
      f:getBody():destroy()
      error(err)
    end)
    assert.is_false(ok)
    assert.are.equal(err, e)
    assert.are.equal(4, world:getCounters().bodyCount)
    local destroyed = 0
    for i = 1, 5 do if fixtures[i]:isDestroyed() then destroyed = destroyed + 1 end end
    assert.are.equal(1, destroyed)
    world:createBody {} -- unlocked
  end)

  it('runs a query inside a callback, destroys waiting for the outer one', function()
    local world, fixtures = row(10)
    local inner, outer = 0, 0
    assert.are.equal(10, world:queryAABB(aabb(0, -1, 11, 1), function(f)
      outer = outer + 1
      if outer == 1 then fixtures[10]:destroy() end
      inner = inner + world:queryAABB(aabb(0, -1, 11, 1), function() end)
      assert.are.equal(10, world:getCounters().fixtureCount) -- queued until the outer query ends
      if outer == 9 then return false end
    end) + 1)
    assert.are.equal(9, outer)
    assert.are.equal(9 * 9, inner)
    assert.are.equal(9, world:getCounters().fixtureCount)
  end)

  it('runs in a coroutine, refusing a yield from its callback', function()
    local world = row(4)
    local count = coroutine.wrap(function() return world:queryAABB(aabb(0, -1, 5, 1), function() end) end)()
    assert.are.equal(4, count)
    local ok = coroutine.resume(coroutine.create(function()
      world:queryAABB(aabb(0, -1, 5, 1), function() coroutine.yield() end)
    end))
    assert.is_false(ok)
    world:createBody {} -- unlocked
  end)

  it('gives the same errors as the C method', function()
    local world = row(1)
    h.raises("bad argument #1 to 'queryAABB' (b2c.aabb expected, got no value)", function() world:queryAABB() end)
    h.raises("bad argument #2 to 'queryAABB' (function expected, got no value)",
      function() world:queryAABB(aabb(0, 0, 1, 1)) end)
    h.raises("bad argument #2 to 'queryAABB' (function expected, got number)",
      function() world:queryAABB(aabb(0, 0, 1, 1), 1) end)
    h.raisesLike('(b2c.world expected, got b2c.aabb)', function() world.queryAABB(aabb(0, 0, 1, 1)) end)
    world:destroy()
    h.raises('b2c.world is closed', function() world:queryAABB(aabb(0, 0, 1, 1), function() end) end)
  end)

  it('takes a table as the box through the C method', function()
    local world = row(3)
    assert.are.equal(3, world:queryAABB({ 0, -1, 4, 1 }, function() end))
  end)
end)
