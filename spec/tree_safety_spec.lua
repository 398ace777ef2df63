-- Locks, errors in callbacks, destroyed proxies, garbage collection and bad input for b2c.tree
-- and b2c.broadphase: always a clear Lua error, never a crash, and the tree valid afterwards.
local b2c = require 'b2c'
local vec2, aabb = b2c.vec2, b2c.aabb
local LOCKED = 'tree is locked during a query'

local function filled(kind)
  local t = b2c[kind]()
  local ps = {}
  for i = 1, 20 do ps[i] = t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
  return t, ps
end

local everything = aabb(-100, -100, 100, 100)

for _, kind in ipairs({ 'tree', 'broadphase' }) do
  describe('b2c.' .. kind .. ' safety', function()
    -- each traversal, run with `fn` as its callback
    local traversals = {
      query = function(t, fn) return t:query(everything, function(p) return fn(p) end) end,
      rayCast = function(t, fn) return t:rayCast(vec2(0, 0.5), vec2(30, 0.5), function(p) fn(p) end) end,
    }
    if kind == 'broadphase' then
      traversals.updatePairs = function(t, fn)
        local a = t:createProxy(aabb(0, 0, 30, 1)) -- a new proxy overlapping all: pairs to report
        local ok, n = pcall(t.updatePairs, t, function(p) fn(p) end)
        t:destroyProxy(a)
        if not ok then error(n, 0) end
        return n
      end
    end
    local mutators = {
      createProxy = function(t) t:createProxy(aabb(0, 0, 1, 1)) end,
      moveProxy = function(t, p) t:moveProxy(p, aabb(50, 50, 51, 51)) end,
      destroyProxy = function(t, p) t:destroyProxy(p) end,
      shiftOrigin = function(t) t:shiftOrigin(vec2(1, 1)) end,
    }
    if kind == 'tree' then
      mutators.rebuild = function(t) t:rebuild() end
    else
      mutators.touchProxy = function(t, p) t:touchProxy(p) end
      mutators.updatePairs = function(t) t:updatePairs(function() end) end
    end

    for tname, traverse in pairs(traversals) do
      for mname, mutate in pairs(mutators) do
        it(mname .. ' inside ' .. tname .. ' is refused, and the tree is fine after', function()
          local t = filled(kind)
          local count = kind == 'tree' and t:count() or t:proxyCount()
          local ok, err = pcall(traverse, t, function(p) mutate(t, p) end)
          assert.is_false(ok)
          assert.is_truthy(tostring(err):find(LOCKED, 1, true), tostring(err))
          assert.is_true(t:validate())
          assert.are.equal(count, kind == 'tree' and t:count() or t:proxyCount())
          mutate(t, t:queryAll(everything)[1]) -- allowed again
          assert.is_true(t:validate())
        end)
      end

      it('an error in a ' .. tname .. ' callback reaches the caller unchanged and unlocks', function()
        local t = filled(kind)
        local token = setmetatable({}, { __tostring = function() return 'token' end })
        local ok, err = pcall(traverse, t, function() error(token) end)
        assert.is_false(ok)
        assert.are.equal(token, err)
        ok, err = pcall(traverse, t, function() error('plain message', 0) end)
        assert.are.equal('plain message', err)
        assert.is_true(t:validate())
        t:createProxy(aabb(0, 0, 1, 1)) -- unlocked
        assert.is_true(t:validate())
      end)

      it('allows nested read-only queries inside a ' .. tname .. ' callback', function()
        local t = filled(kind)
        local inner = 0
        traverse(t, function()
          inner = inner + t:query(everything, function() end) + #t:queryAll(everything)
          assert.is_true(t:validate())
        end)
        assert.is_true(inner > 0)
        t:createProxy(aabb(0, 0, 1, 1)) -- the lock count came back to zero
      end)
    end

    it('refuses a callback that yields from a coroutine, and stays usable', function()
      local t = filled(kind)
      local co = coroutine.create(function()
        return t:query(everything, function() coroutine.yield() end)
      end)
      local ok = coroutine.resume(co)
      assert.is_false(ok)
      t:createProxy(aabb(0, 0, 1, 1))
      assert.is_true(t:validate())
    end)

    it('detects destroyed proxies everywhere, and never reuses them', function()
      local t, ps = filled(kind)
      local p = ps[5]
      t:destroyProxy(p)
      assert.is_false(p:isValid())
      assert.are.equal('b2c.proxy(destroyed)', tostring(p))
      local function destroyed(fn) h.raisesLike('b2c.proxy is destroyed', fn) end
      destroyed(function() return p.value end)
      destroyed(function() return p:fatAABB() end)
      destroyed(function() return t:moveProxy(p, aabb(0, 0, 1, 1)) end)
      destroyed(function() return t:destroyProxy(p) end)
      if kind == 'broadphase' then
        destroyed(function() return t:touchProxy(p) end)
        destroyed(function() return t:testOverlap(ps[1], p) end)
      end
      -- its node is recycled by the next proxy: the old handle stays dead
      local q = t:createProxy(aabb(0, 0, 1, 1), 'new')
      assert.is_false(p:isValid())
      assert.is_true(q:isValid())
      destroyed(function() return p.value end)
      assert.are.equal('new', q.value)
    end)

    it('refuses a proxy of another tree', function()
      local t1, ps1 = filled(kind)
      local t2 = filled(kind)
      h.raisesLike('b2c.proxy belongs to another tree', function() return t2:moveProxy(ps1[1], aabb(0, 0, 1, 1)) end)
      h.raisesLike('b2c.proxy belongs to another tree', function() return t2:destroyProxy(ps1[1]) end)
      assert.is_true(ps1[1]:isValid())
      assert.is_true(t1:validate())
    end)

    it('keeps a value alive until its proxy is destroyed', function()
      local t = b2c[kind]()
      local weak = setmetatable({}, { __mode = 'v' })
      local p = t:createProxy(aabb(0, 0, 1, 1), {})
      weak[1] = p.value
      collectgarbage()
      collectgarbage()
      assert.is_table(weak[1])
      t:destroyProxy(p)
      collectgarbage()
      collectgarbage()
      assert.is_nil(weak[1])
    end)

    it('survives collection in any order', function()
      -- a proxy keeps its tree alive
      local p
      do
        local t = filled(kind)
        p = t:createProxy(aabb(0, 0, 1, 1), 'kept')
      end
      collectgarbage()
      collectgarbage()
      assert.are.equal('kept', p.value)
      assert.is_true(p:isValid())
      -- dropping everything at once, many times
      for _ = 1, 20 do
        local t = filled(kind)
        local _ = t:queryAll(everything)
      end
      collectgarbage()
      collectgarbage()
    end)

    it('closes early, after which the tree and its proxies say so', function()
      local t, ps = filled(kind)
      local mt = getmetatable(t)
      mt.__gc(t)
      mt.__gc(t) -- twice is harmless
      assert.is_false(ps[1]:isValid())
      h.raisesLike('b2c.' .. kind .. ' is closed', function() return t:query(everything, function() end) end)
      h.raisesLike('b2c.' .. kind .. ' is closed', function() return t:createProxy(aabb(0, 0, 1, 1)) end)
      h.raisesLike('b2c.proxy is destroyed', function() return ps[1].value end)
      assert.are.equal('b2c.' .. kind .. '(closed)', tostring(t))
    end)

    it('closes from inside a query only with an error', function()
      local t = filled(kind)
      local ok, err = pcall(t.query, t, everything, function() getmetatable(t).__gc(t) end)
      assert.is_false(ok)
      assert.is_truthy(tostring(err):find(LOCKED, 1, true))
      assert.is_true(t:validate())
    end)

    describe('bad input', function()
      local t, ps = filled(kind)
      h.itRaises(it, {
        { "bad argument #1 to 'createProxy' (b2c.aabb expected, got nil)", function() local _ = t:createProxy(nil) end },
        { "bad argument #1 to 'createProxy' (b2c.aabb beyond the tree's range (coordinates up to 1e18))",
          function() local _ = t:createProxy(aabb(0, 0, 1e30, 1)) end },
        { "bad argument #1 to 'moveProxy' (b2c.proxy expected, got b2c.aabb)",
          function() local _ = t:moveProxy(aabb(0, 0, 1, 1), aabb(0, 0, 1, 1)) end },
        { "bad argument #2 to 'moveProxy' (b2c.aabb expected, got no value)", function() local _ = t:moveProxy(ps[1]) end },
        { "bad argument #3 to 'moveProxy' (b2c.vec2 expected, got string)",
          function() local _ = t:moveProxy(ps[1], aabb(0, 0, 1, 1), 'x') end },
        { "bad argument #3 to 'moveProxy' (b2c.vec2 beyond the tree's range (coordinates up to 1e18))",
          function() local _ = t:moveProxy(ps[1], aabb(0, 0, 1, 1), vec2(1e20, 0)) end },
        { "bad argument #1 to 'destroyProxy' (b2c.proxy expected, got no value)", function() local _ = t:destroyProxy() end },
        { "bad argument #1 to 'query' (b2c.aabb expected, got nil)", function() local _ = t:query(nil, print) end },
        { "bad argument #2 to 'query' (function expected, got no value)", function() local _ = t:query(everything) end },
        { "bad argument #1 to 'rayCast' (b2c.vec2 expected, got nil)", function() local _ = t:rayCast(nil, vec2(1, 1), print) end },
        { "bad argument #3 to 'rayCast' (function expected, got table)", function() local _ = t:rayCast(vec2(0, 0), vec2(1, 1), {}) end },
        { "bad argument #4 to 'rayCast' (finite number expected, got nan)",
          function() local _ = t:rayCast(vec2(0, 0), vec2(1, 1), print, 0 / 0) end },
        { "bad argument #2 to 'queryAll' (table expected, got string)", function() local _ = t:queryAll(everything, 'x') end },
        { "bad argument #1 to 'rayCastAll' (b2c.vec2 expected, got no value)", function() local _ = t:rayCastAll() end },
        { "bad argument #1 to 'shiftOrigin' (b2c.vec2 expected, got no value)", function() local _ = t:shiftOrigin() end },
      })
      it('refuses a wrong self for every method', function()
        for name, method in pairs(getmetatable(t).__index(t, 'createProxy') and {
          createProxy = t.createProxy, moveProxy = t.moveProxy, destroyProxy = t.destroyProxy, query = t.query,
          rayCast = t.rayCast, queryAll = t.queryAll, rayCastAll = t.rayCastAll, validate = t.validate,
          shiftOrigin = t.shiftOrigin } or {}) do
          h.raisesLike('(b2c.tree or b2c.broadphase expected, got nil)', function() local _ = method(nil) end, name)
          h.raisesLike('(b2c.tree or b2c.broadphase expected, got b2c.vec2)', function() local _ = method(vec2(1, 1)) end)
        end
        h.raisesLike('(b2c.proxy expected, got nil)', function() local _ = ps[1].fatAABB(nil) end)
      end)
    end)
  end)
end

describe('b2c.broadphase only', function()
  it('refuses broad-phase methods on a tree and the reverse', function()
    local t = b2c.tree()
    assert.is_nil(t.updatePairs)
    assert.is_nil(t.touchProxy)
    local bp = b2c.broadphase()
    assert.is_nil(bp.rebuild)
    h.raisesLike('(b2c.broadphase expected, got b2c.tree)', function() return b2c.broadphase().updatePairs(t, print) end)
  end)
end)

describe('an output table whose length reads 2^29', function()
  -- 1, 2, 4, ..., 2^29 in the hash part (made room for first): # finds 2^29 by doubling. Clearing up
  -- to the length took seconds (2^30 took 13 s); the entries after the result are cleared up to
  -- the first nil instead, what a result written there earlier left.
  local function hugeLength()
    local t = {}
    for i = 1, 200 do t['k' .. i] = true end
    local j = 1
    for _ = 0, 29 do t[j] = true; j = j * 2 end
    for i = 1, 200 do t['k' .. i] = nil end
    return t
  end

  for _, method in ipairs({ 'queryAll', 'rayCastAll' }) do
    it(method .. ' clears the entries after its result up to the first nil, not up to the length', function()
      local t = b2c.tree()
      for i = 1, 3 do t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
      local out = hugeLength()
      assert.are.equal(2 ^ 29, #out)
      local r = method == 'queryAll' and t:queryAll(aabb(0, 0, 10, 1), out) or t:rayCastAll(vec2(0, 0.5), vec2(10, 0.5), out)
      assert.are.equal(out, r)
      for i = 1, 3 do assert.is_true(r[i]:isValid()) end
      assert.is_nil(r[4]) -- the 4 written before: cleared
      for _, k in ipairs({ 8, 16, 2 ^ 29 }) do assert.is_true(r[k]) end -- after the first nil: kept
      -- a result into a table an earlier, longer result filled: the rest cleared
      local long = method == 'queryAll' and t:queryAll(aabb(0, 0, 10, 1)) or t:rayCastAll(vec2(0, 0.5), vec2(10, 0.5))
      assert.are.equal(3, #long)
      local short = method == 'queryAll' and t:queryAll(aabb(0, 0, 1.6, 1), long) or t:rayCastAll(vec2(0, 0.5), vec2(1.6, 0.5), long)
      assert.are.equal(1, #short)
      assert.is_nil(short[2])
      assert.is_nil(short[3])
    end)
  end
end)
