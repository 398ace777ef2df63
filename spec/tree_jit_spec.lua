-- The LuaJIT fast path for queryAll/rayCastAll (lua/b2c/jit.lua): installed under LuaJIT only,
-- the same answers as the C methods, and the same errors for anything it does not handle.
local b2c = require 'b2c'
local vec2, aabb = b2c.vec2, b2c.aabb

describe('the LuaJIT fast path', function()
  it('is installed under LuaJIT and nowhere else', function()
    local what = debug.getinfo(b2c.tree().queryAll).what
    assert.are.equal(jit and 'Lua' or 'C', what)
    assert.are.equal(jit and 'Lua' or 'C', debug.getinfo(b2c.broadphase().rayCastAll).what)
  end)

  it('returns what the callback query finds, even past its buffer (5000 hits)', function()
    local t = b2c.tree()
    for i = 1, 5000 do t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
    local all = t:queryAll(aabb(0, -1, 6000, 2))
    assert.are.equal(5000, #all)
    local seen = {}
    for _, p in ipairs(all) do seen[p] = true end
    local n = 0
    t:query(aabb(0, -1, 6000, 2), function(p) assert.is_true(seen[p]); n = n + 1 end)
    assert.are.equal(5000, n)
    local ray = t:rayCastAll(vec2(0, 0.5), vec2(6000, 0.5))
    assert.are.equal(5000, #ray)
    -- a smaller result into the same table clears the rest
    assert.are.equal(3, #t:queryAll(aabb(1, 0, 3, 1), all))
    assert.is_nil(all[4])
  end)

  it('takes tables as points through the checked method', function()
    local t = b2c.tree()
    t:createProxy(aabb(0, 0, 1, 1), 'a')
    assert.are.equal('a', t:rayCastAll({ -1, 0.5 }, { 2, 0.5 })[1].value)
  end)

  it('gives the same errors as the C methods', function()
    local t = b2c.tree()
    h.raises("bad argument #1 to 'queryAll' (b2c.aabb expected, got no value)", function() local _ = t:queryAll() end)
    h.raises("bad argument #2 to 'queryAll' (table expected, got string)",
      function() local _ = t:queryAll(aabb(0, 0, 1, 1), 'x') end)
    h.raises("bad argument #2 to 'rayCastAll' (b2c.vec2 expected, got nil)",
      function() local _ = t:rayCastAll(vec2(0, 0), nil) end)
    h.raisesLike('(b2c.tree or b2c.broadphase expected, got b2c.vec2)', function() local _ = t.queryAll(vec2(0, 0)) end)
    local mt = getmetatable(t)
    mt.__gc(t)
    h.raises('b2c.tree is closed', function() local _ = t:queryAll(aabb(0, 0, 1, 1)) end)
  end)

  it('works inside a callback of the same tree', function()
    local t = b2c.tree()
    for i = 1, 10 do t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
    local inner = 0
    t:query(aabb(0, 0, 20, 1), function() inner = inner + #t:queryAll(aabb(0, 0, 20, 1)) end)
    assert.are.equal(100, inner)
  end)
end)
