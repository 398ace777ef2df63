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

  it('calls tree:query\'s callback from Lua under LuaJIT, the C method elsewhere', function()
    assert.are.equal(jit and 'Lua' or 'C', debug.getinfo(b2c.tree().query).what)
    assert.are.equal(jit and 'Lua' or 'C', debug.getinfo(b2c.broadphase().query).what)
  end)

  it('gives tree:query\'s callbacks their own hits when they query the same tree again', function()
    local t = b2c.tree()
    for i = 1, 10 do t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
    local outer, inner = {}, 0
    assert.are.equal(10, t:query(aabb(0, 0, 20, 1), function(p)
      outer[#outer + 1] = p.value
      assert.are.equal(10, t:query(aabb(0, 0, 20, 1), function() inner = inner + 1 end))
    end))
    assert.are.equal(100, inner)
    table.sort(outer)
    for i = 1, 10 do assert.are.equal(i, outer[i]) end
  end)

  it('runs tree:query in a coroutine, refusing a yield from its callback', function()
    local t = b2c.tree()
    for i = 1, 10 do t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
    local co = coroutine.wrap(function()
      local n = 0
      return t:query(aabb(0, 0, 20, 1), function() n = n + 1 end), n
    end)
    local count, n = co()
    assert.are.equal(10, count)
    assert.are.equal(10, n)
    local ok = coroutine.resume(coroutine.create(function()
      t:query(aabb(0, 0, 20, 1), function() coroutine.yield() end)
    end))
    assert.is_false(ok)
    t:createProxy(aabb(0, 0, 1, 1)) -- unlocked
  end)

  it('gives tree:query the same errors as the C method', function()
    local t = b2c.tree()
    h.raises("bad argument #1 to 'query' (b2c.aabb expected, got no value)", function() t:query() end)
    h.raises("bad argument #2 to 'query' (function expected, got no value)", function() t:query(aabb(0, 0, 1, 1)) end)
    h.raisesLike('(b2c.tree or b2c.broadphase expected, got b2c.vec2)', function() t.query(vec2(0, 0)) end)
    getmetatable(t).__gc(t)
    h.raises('b2c.tree is closed', function() t:query(aabb(0, 0, 1, 1), function() end) end)
  end)
end)

-- Lua code that runs in the middle of the fast path: a finalizer run by one of its allocations
-- (the buffer grown with ffi.new, the output table grown). The collector is made eager (a pause of
-- 1 % and one step running a whole cycle), and the object whose finalizer acts is dropped just
-- before the call, once every argument exists: the call's first allocation runs it.
describe('the LuaJIT fast path with finalizers', function()
  local luajit = rawget(_G, 'jit') ~= nil

  local function fullProxies(t, from, to)
    for i = from, to do t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
  end

  -- Run `call` with a finalizer armed to run `action` (once) at its first allocation; returns
  -- call's result and whether the finalizer ran inside the call.
  local function withFinalizer(action, call)
    local pause, stepmul = collectgarbage('setpause', 1), collectgarbage('setstepmul', 1e7)
    collectgarbage('collect')
    local inside, ran = false, false
    local keep = newproxy(true)
    getmetatable(keep).__gc = function()
      if not ran then
        ran = inside
        collectgarbage('setpause', pause) -- (an eager collector would make the action slow)
        collectgarbage('setstepmul', stepmul)
        if inside then action() end
      end
    end
    keep = nil
    inside = true
    local ok, result = pcall(call)
    inside = false
    collectgarbage('setpause', pause)
    collectgarbage('setstepmul', stepmul)
    assert(ok, result)
    return result, ran
  end

  -- The proxies of `all`: each once, each a live proxy whose value is in [lo, hi].
  local function exactly(all, count, lo, hi)
    assert.are.equal(count, #all)
    local seen = {}
    for i = 1, count do
      local p = all[i]
      if not (p ~= nil and p:isValid() and not seen[p] and p.value >= lo and p.value <= hi) then
        error(('entry %d: %s, value %s, not in %d to %d'):format(i, tostring(p), tostring(p and p.value), lo, hi))
      end
      seen[p] = true
    end
  end

  it('never reads past its buffer when a finalizer run by growing it adds proxies', function()
    if not luajit then return pending('under LuaJIT only') end
    -- 40,000 hits: past any buffer the other specs grew (the first traversal's count); the finalizer
    -- run by the new buffer's ffi.new adds 30,000 more, past the new buffer (65,536)
    local t = b2c.tree()
    fullProxies(t, 1, 40000)
    local box = aabb(0, -1, 1e6, 2)
    local all, ran = withFinalizer(function() fullProxies(t, 40001, 70000) end, function() return t:queryAll(box) end)
    assert.is_true(ran, 'the finalizer ran inside queryAll')
    exactly(all, 70000, 1, 70000)
    -- and the ray cast's
    local u = b2c.tree()
    fullProxies(u, 1, 140000)
    local p1, p2 = vec2(0, 0.5), vec2(1e6, 0.5)
    local hits
    hits, ran = withFinalizer(function() fullProxies(u, 140001, 270000) end, function() return u:rayCastAll(p1, p2) end)
    assert.is_true(ran, 'the finalizer ran inside rayCastAll')
    exactly(hits, 270000, 1, 270000)
  end)

  it('keeps each traversal its own when a finalizer queries another tree during the fill', function()
    if not luajit then return pending('under LuaJIT only') end
    -- each tree's hits are in slots the other's are not: t's in its first 300, other's in its last
    local t, other = b2c.tree(), b2c.tree()
    fullProxies(t, 1, 600)
    for i = 1, 300 do other:createProxy(aabb(i, 20, i + 0.5, 21), -i) end
    for i = 1, 300 do other:createProxy(aabb(i, 10, i + 0.5, 11), 1000 + i) end
    local box, otherBox = aabb(0, -1, 300.75, 2), aabb(0, 9, 1000, 12)
    assert.are.equal(300, #t:queryAll(box)) -- (warm: the result table is the first allocation)
    local inner
    local all, ran = withFinalizer(function() inner = other:queryAll(otherBox) end, function()
      return t:queryAll(box)
    end)
    assert.is_true(ran, 'the finalizer ran inside queryAll')
    exactly(all, 300, 1, 300)
    exactly(inner, 300, 1001, 1300)
    -- the ray cast's
    local innerRay
    local hits
    hits, ran = withFinalizer(function() innerRay = other:rayCastAll(vec2(0, 10.5), vec2(1000, 10.5)) end, function()
      return t:rayCastAll(vec2(0, 0.5), vec2(300.75, 0.5))
    end)
    assert.is_true(ran, 'the finalizer ran inside rayCastAll')
    exactly(hits, 300, 1, 300)
    exactly(innerRay, 300, 1001, 1300)
  end)

  -- Half the proxies destroyed and ten made (into freed slots) while the result is filled.
  local function changer(t, proxies)
    return function()
      for i = 1, 300, 2 do t:destroyProxy(proxies[i]) end
      for i = 2001, 2010 do t:createProxy(aabb(0.25, 0, 0.5, 1), i) end
    end
  end

  it('calls tree:query\'s callback for the tree as it is when a finalizer changes it before the callbacks',
    function()
      if not luajit then return pending('under LuaJIT only') end
      -- A finalizer run by one of the fast path's allocations before the tree is locked (the
      -- proxies table remembered, a larger buffer: which ones happen depends on what earlier
      -- traversals left) adds proxies past the grown buffer (the C method answers), or destroys
      -- and makes some (the fast path traverses again, locked). Either way the callbacks see the
      -- tree as it is after the finalizer (before it when none ran inside), each live proxy once.
      local box = aabb(0, -1, 1e6, 2)
      local seen, calls = {}, 0
      local function count(p)
        assert(p:isValid() and not seen[p])
        seen[p] = true
        calls = calls + 1
      end
      local t = b2c.tree()
      fullProxies(t, 1, 40000)
      local n, ran = withFinalizer(function() fullProxies(t, 40001, 70000) end, function() return t:query(box, count) end)
      collectgarbage() -- (a finalizer that did not run inside runs now, not in the next spec)
      assert.are.equal(ran and 70000 or 40000, n)
      assert.are.equal(n, calls)
      local u = b2c.tree()
      local proxies = {}
      for i = 1, 300 do proxies[i] = u:createProxy(aabb(i, 0, i + 0.5, 1), i) end
      fullProxies(u, 301, 100000)
      seen, calls = {}, 0
      n, ran = withFinalizer(changer(u, proxies), function() return u:query(box, count) end)
      collectgarbage()
      assert.are.equal(ran and 100000 - 150 + 10 or 100000, n)
      assert.are.equal(n, calls)
      u:createProxy(aabb(0, 0, 1, 1)) -- unlocked
    end)

  it('answers from the tree as it is when a finalizer changes it during the fill', function()
    if not luajit then return pending('under LuaJIT only') end
    local t = b2c.tree()
    local proxies = {}
    for i = 1, 300 do proxies[i] = t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
    local box = aabb(0, -1, 1000, 2)
    assert.are.equal(300, #t:queryAll(box))
    local all, ran = withFinalizer(changer(t, proxies), function() return t:queryAll(box) end)
    assert.is_true(ran, 'the finalizer ran inside queryAll')
    assert.are.equal(160, #all)
    local seen = {}
    for i = 1, 160 do
      local p = all[i]
      assert.is_true(p:isValid() and not seen[p] and (p.value % 2 == 0 or p.value > 2000))
      seen[p] = true
    end
  end)

  it('answers from the tree as it is when the output table\'s __newindex changes it', function()
    local t = b2c.tree()
    local proxies = {}
    for i = 1, 300 do proxies[i] = t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
    local change = changer(t, proxies)
    local calls = 0
    local out = setmetatable({}, { __newindex = function(tbl, k, v)
      calls = calls + 1
      if calls == 1 then change() end
      rawset(tbl, k, v)
    end })
    local all = t:queryAll(aabb(0, -1, 1000, 2), out)
    assert.are.equal(out, all)
    -- (the C method writes raw, without __newindex: the tree is not changed)
    local count = luajit and 160 or 300
    assert.are.equal(luajit, calls > 0)
    assert.are.equal(count, #all)
    for i = 1, count do assert.is_true(all[i]:isValid()) end
    assert.is_nil(rawget(all, count + 1))
  end)
end)
