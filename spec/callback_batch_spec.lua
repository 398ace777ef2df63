-- Queries call their Lua callbacks for a batch of hits at a time (64: ltree.c, lquery.c) and a ray
-- drops its callbacks' results 64 at a time. Across the batches' edges: every hit once, in the
-- traversal's order, a false stopping at once (and counted), an error reaching the caller
-- unchanged with the tree or world unlocked, a fixture destroyed by an earlier callback skipped;
-- and b2c.callLoop, the benchmarks' bare call, with any number of arguments.
local b2c = require 'b2c'
local garbage = require 'spec.helpers.garbage'
local vec2, aabb = b2c.vec2, b2c.aabb

local N = 200 -- proxies or fixtures: more than three batches

local function row(kind)
  local t = b2c[kind or 'tree']()
  local ps = {}
  for i = 1, N do ps[i] = t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
  return t, ps
end

local everything = aabb(-10, -10, N + 10, 10)

describe('tree:query in batches', function()
  it('reports every hit once, in the order of queryAll', function()
    local t = row()
    local seen = {}
    assert.are.equal(N, t:query(everything, function(p) seen[#seen + 1] = p end))
    assert.are.same(t:queryAll(everything), seen)
  end)

  for _, stop in ipairs({ 1, 63, 64, 65, 128, 130, N }) do
    it('stops at the false of hit ' .. stop .. ' and counts the calls made', function()
      local t = row()
      local calls = 0
      assert.are.equal(stop, t:query(everything, function()
        calls = calls + 1
        if calls == stop then return false end
        return true
      end))
      assert.are.equal(stop, calls)
      t:createProxy(aabb(0, 0, 1, 1)) -- unlocked
      assert.is_true(t:validate())
    end)
  end

  it('goes on after nil, true, 0 and a string; stops at false only', function()
    local t = row()
    local results = { nil, true, 0, 'no', {} }
    local calls = 0
    assert.are.equal(N, t:query(everything, function()
      calls = calls + 1
      return results[calls % 5 + 1]
    end))
  end)

  for _, at in ipairs({ 1, 64, 65, 150 }) do
    it('raises the error of hit ' .. at .. ' unchanged and unlocks the tree', function()
      local t, ps = row()
      local err = setmetatable({}, { __tostring = function() return 'mine' end })
      local calls = 0
      local ok, e = pcall(t.query, t, everything, function()
        calls = calls + 1
        if calls == at then error(err) end
      end)
      assert.is_false(ok)
      assert.are.equal(err, e)
      assert.are.equal(at, calls)
      t:destroyProxy(ps[1]) -- unlocked
      assert.is_true(t:validate())
      assert.are.equal(N - 1, t:count())
    end)
  end

  it('refuses changes from a callback in any batch, the tree unchanged', function()
    local t, ps = row()
    local calls, refusals = 0, 0
    t:query(everything, function()
      calls = calls + 1
      local ok, e = pcall(t.destroyProxy, t, ps[calls])
      if not ok and e:find('tree is locked during a query', 1, true) then refusals = refusals + 1 end
    end)
    assert.are.equal(N, refusals)
    assert.are.equal(N, t:count())
    assert.is_true(t:validate())
  end)

  it('works on a broad-phase too', function()
    local bp = row('broadphase')
    local calls = 0
    assert.are.equal(100, bp:query(everything, function()
      calls = calls + 1
      return calls < 100
    end))
  end)
end)

describe('world queries in batches', function()
  local function world()
    local w = b2c.world { gravity = { 0, 0 } }
    local fixtures = {}
    for i = 1, N do fixtures[i] = w:createBody { position = { i, 0 } }:createFixture(b2c.box(0.25, 0.25)) end
    return w, fixtures
  end
  local area = aabb(0, -1, N + 1, 1)

  it('queryAABB reports every fixture once', function()
    local w, fixtures = world()
    local seen, count = {}, 0
    assert.are.equal(N, w:queryAABB(area, function(f)
      assert.is_nil(seen[f])
      seen[f] = true
      count = count + 1
    end))
    assert.are.equal(N, count)
    for i = 1, N do assert.is_true(seen[fixtures[i]]) end
  end)

  for _, stop in ipairs({ 1, 64, 65, 199 }) do
    it('queryAABB stops at the false of hit ' .. stop, function()
      local w = world()
      local calls = 0
      assert.are.equal(stop, w:queryAABB(area, function()
        calls = calls + 1
        return calls ~= stop
      end))
      assert.are.equal(stop, calls)
      w:createBody {} -- unlocked
    end)
  end

  it('queryAABB skips the fixtures destroyed by earlier callbacks, in this batch and later ones', function()
    local w, fixtures = world()
    local seen, victims, destroyed = {}, {}, 0
    w:queryAABB(area, function(f)
      seen[#seen + 1] = f
      if #seen == 1 then
        -- every even one but this one goes, before its call, whichever batch it is in
        for i = 2, N, 2 do
          if fixtures[i] ~= f then
            victims[fixtures[i]] = true
            destroyed = destroyed + 1
            fixtures[i]:getBody():destroy()
          end
        end
      end
    end)
    for i = 2, #seen do assert.is_nil(victims[seen[i]]) end
    assert.are.equal(N - destroyed, #seen)
    assert.are.equal(N - destroyed, w:getCounters().bodyCount)
  end)

  it('queryAABB raises an error of a late batch unchanged and unlocks the world', function()
    local w, fixtures = world()
    local calls = 0
    local ok, e = pcall(w.queryAABB, w, area, function()
      calls = calls + 1
      if calls == 100 then error('late', 0) end
    end)
    assert.is_false(ok)
    assert.are.equal('late', e)
    fixtures[1]:getBody():destroy() -- unlocked: at once
    assert.is_true(fixtures[1]:isDestroyed())
    assert.are.equal(N - 1, w:getCounters().bodyCount)
  end)

  it('queryShape reports every fixture once', function()
    local w = world()
    local count = 0
    assert.are.equal(N, w:queryShape(b2c.box(N, 1), b2c.transform(vec2(N / 2, 0), 0), function() count = count + 1 end))
    assert.are.equal(N, count)
  end)

  it('rayCast reports every fixture along the ray, each once, and clips at a fraction', function()
    local w = world()
    local seen, fractions = {}, {}
    assert.are.equal(N, w:rayCast(vec2(0, 0.1), vec2(N + 1, 0.1), function(f, p, n, fraction)
      assert.is_nil(seen[f])
      seen[f] = true
      fractions[#fractions + 1] = fraction
    end))
    assert.are.equal(N, #fractions)
    -- clipped at the 150th box: the boxes after it are not reported
    local calls = 0
    w:rayCast(vec2(0, 0.1), vec2(N + 1, 0.1), function(_, p, _, fraction)
      calls = calls + 1
      if p.x > 149 and p.x < 151 then return fraction end
      return 1
    end)
    assert.is_true(calls >= 150 and calls < N)
  end)

  it('rayCast stops at a 0 in a late batch, and raises an error unchanged', function()
    local w = world()
    local calls = 0
    assert.are.equal(130, w:rayCast(vec2(0, 0.1), vec2(N + 1, 0.1), function()
      calls = calls + 1
      if calls == 130 then return 0 end
      return 1
    end))
    local ok, e = pcall(w.rayCast, w, vec2(0, 0.1), vec2(N + 1, 0.1), function()
      calls = calls + 1
      if calls == 300 then error('ray', 0) end
    end)
    assert.is_false(ok)
    assert.are.equal('ray', e)
    w:createBody {} -- unlocked
  end)
end)

describe('b2c.callLoop', function()
  it('calls fn n times with every argument after n', function()
    local got, calls = nil, 0
    b2c.callLoop(function(...)
      calls = calls + 1
      got = table.pack and table.pack(...) or { n = select('#', ...), ... }
      return 1
    end, 3, 'a', 2, nil, true)
    assert.are.equal(3, calls)
    assert.are.equal(4, got.n)
    assert.are.equal('a', got[1])
    assert.are.equal(2, got[2])
    assert.is_nil(got[3])
    assert.is_true(got[4])
  end)

  it('passes one nil when nothing follows n, and calls nothing for n = 0', function()
    local n, calls = nil, 0
    b2c.callLoop(function(...) n = select('#', ...); calls = calls + 1 end, 1)
    assert.are.equal(1, n)
    b2c.callLoop(function() calls = calls + 1 end, 0, 1, 2)
    assert.are.equal(1, calls)
  end)

  it('raises the error of fn unchanged', function()
    assert.are.equal('boom', select(2, pcall(b2c.callLoop, function() error('boom', 0) end, 5)))
  end)
end)

describe('queries into closures', function()
  it('make no garbage (tree:query, world:queryAABB, world:queryShape), after a warm-up', function()
    local t = row()
    local w = b2c.world { gravity = { 0, 0 } }
    for i = 1, N do w:createBody { position = { i, 0 } }:createFixture(b2c.box(0.25, 0.25)) end
    local box, shape, xf = aabb(0, -1, N + 1, 1), b2c.box(N, 1), b2c.transform(vec2(N / 2, 0), 0)
    local count = 0
    local function onHit() count = count + 1 end
    local function run(times)
      for _ = 1, times do
        t:query(everything, onHit)
        w:queryAABB(box, onHit)
        w:queryShape(shape, xf, onHit)
      end
    end
    local why = garbage.unmeasurable()
    if why then return pending(why) end
    run(300) -- (under LuaJIT: the traces compiled)
    local grown = garbage.growth(function() run(300) end)
    assert.is_true(count >= 300 * 3 * N + 300 * 3 * N and count % (3 * N) == 0, tostring(count))
    assert.are.equal(0, grown, ('%d bytes allocated'):format(grown))
  end)
end)
