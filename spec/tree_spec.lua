local b2c = require 'b2c'
local vec2, aabb = b2c.vec2, b2c.aabb

local function randomBox(r, span)
  local x, y = r.range(-span, span), r.range(-span, span)
  return aabb(x, y, x + r.range(0.1, 4), y + r.range(0.1, 4))
end

-- Does the segment p1-p2 touch the box? (brute force: start inside, or the ray enters it)
local function segmentTouches(box, p1, p2)
  return box:contains(p1) or box:rayCast(p1, p2) ~= nil
end

local function keys(list)
  local set = {}
  for _, p in ipairs(list) do
    assert.is_nil(set[p], 'reported twice')
    set[p] = true
  end
  return set
end

local function sameSet(expected, actual)
  for k in pairs(expected) do assert.is_true(actual[k] == true, 'missing ' .. tostring(k)) end
  for k in pairs(actual) do assert.is_true(expected[k] == true, 'extra ' .. tostring(k)) end
end

for _, kind in ipairs({ 'tree', 'broadphase' }) do
  describe('b2c.' .. kind .. ' against brute force', function()
    it('stays valid and answers exactly through thousands of random operations', function()
      local r = h.rng(kind == 'tree' and 11 or 12)
      local t = b2c[kind]()
      local live, list = {}, {}
      local moved = {} -- broad-phase: proxies to be reported by the next updatePairs
      local function add(p) live[p] = true; list[#list + 1] = p end
      local function remove(p)
        live[p] = nil
        for i, q in ipairs(list) do if q == p then table.remove(list, i) break end end
      end
      local out = {}
      -- (6 batches under make memcheck, which runs the specs under valgrind: 30 take 80 s there)
      for batch = 1, os.getenv('B2C_MEMCHECK') and 6 or 30 do
        for _ = 1, 100 do
          local u = r.next()
          if #list < 20 or u < 0.4 then
            local p = t:createProxy(randomBox(r, 60), #list)
            add(p)
            moved[p] = true
          elseif u < 0.55 then
            local p = list[math.floor(r.next() * #list) + 1]
            t:destroyProxy(p)
            remove(p)
            moved[p] = nil
            assert.is_false(p:isValid())
          else
            local p = list[math.floor(r.next() * #list) + 1]
            local box = randomBox(r, 60)
            local before = p:fatAABB()
            local reinserted = t:moveProxy(p, box, vec2(r.range(-1, 1), r.range(-1, 1)))
            assert.are.equal(not before:contains(box), reinserted)
            assert.is_true(p:fatAABB():contains(box))
            if reinserted then moved[p] = true end
          end
        end
        assert.is_true(t:validate())
        assert.are.equal(#list, kind == 'tree' and t:count() or t:proxyCount())

        for _ = 1, 10 do
          local q = randomBox(r, 60)
          local expected = {}
          for p in pairs(live) do if p:fatAABB():overlaps(q) then expected[p] = true end end
          local got = {}
          local calls = t:query(q, function(p) got[#got + 1] = p end)
          assert.are.equal(#got, calls)
          sameSet(expected, keys(got))
          sameSet(expected, keys(t:queryAll(q, out)))

          local p1 = vec2(r.range(-70, 70), r.range(-70, 70))
          local p2 = vec2(r.range(-70, 70), r.range(-70, 70))
          local rayExpected, closest = {}, nil
          for p in pairs(live) do
            local box = p:fatAABB()
            if segmentTouches(box, p1, p2) then
              rayExpected[p] = true
              local f = box:contains(p1) and 0 or box:rayCast(p1, p2)
              if f > 0 and (not closest or f < closest) then closest = f end
            end
          end
          got = {}
          t:rayCast(p1, p2, function(p) got[#got + 1] = p end)
          sameSet(rayExpected, keys(got))
          sameSet(rayExpected, keys(t:rayCastAll(p1, p2, out)))
          -- clipping to each hit's entry keeps the nearest
          local nearest
          t:rayCast(p1, p2, function(p, a, b, maxFraction)
            assert.are.equal(p1, a)
            assert.are.equal(p2, b)
            local box = p:fatAABB()
            if box:contains(p1) then return nil end
            local f = box:rayCast(a, b, maxFraction)
            if f and f > 0 then nearest = f; return f end
          end)
          assert.are.equal(closest, nearest)
        end

        if kind == 'broadphase' then
          local expected = {}
          for a in pairs(live) do
            for b in pairs(live) do
              if a ~= b and (moved[a] or moved[b]) and a:fatAABB():overlaps(b:fatAABB()) then
                local ka, kb = tostring(a), tostring(b)
                expected[ka < kb and ka .. kb or kb .. ka] = true
              end
            end
          end
          local got = {}
          local count = t:updatePairs(function(a, b)
            assert.are_not.equal(a, b)
            assert.is_true(t:testOverlap(a, b))
            local ka, kb = tostring(a), tostring(b)
            local key = ka < kb and ka .. kb or kb .. ka
            assert.is_nil(got[key], 'pair reported twice')
            got[key] = true
          end)
          sameSet(expected, got)
          local n = 0
          for _ in pairs(got) do n = n + 1 end
          assert.are.equal(n, count)
          moved = {}
          if batch % 3 == 0 then
            -- a touched proxy has all its pairs reported again
            local p = list[1]
            t:touchProxy(p)
            moved[p] = true
          end
        elseif batch % 10 == 0 then
          t:rebuild()
          assert.is_true(t:validate())
        end
      end
    end)
  end)
end

describe('b2c.tree', function()
  it('fattens AABBs by b2c.aabbMargin and keeps values', function()
    local t = b2c.tree()
    local p = t:createProxy(aabb(0, 0, 1, 2), 'value')
    assert.near(aabb(-0.1, -0.1, 1.1, 2.1).lower, p:fatAABB().lower, 1e-6)
    assert.near(aabb(-0.1, -0.1, 1.1, 2.1).upper, p:fatAABB().upper, 1e-6)
    assert.are.equal('value', p.value)
    assert.is_nil(t:createProxy(aabb(0, 0, 1, 1)).value)
    assert.are.equal(2, #t)
    assert.are.equal('b2c.tree(2 proxies)', tostring(t))
    assert.matches('^b2c%.proxy%(%d+%)$', tostring(p))
  end)

  it('moves only when the AABB leaves the fat one, and predicts the displacement', function()
    local t = b2c.tree()
    local p = t:createProxy(aabb(0, 0, 1, 1))
    assert.is_false(t:moveProxy(p, aabb(0.05, 0.05, 1.05, 1.05)))
    assert.is_true(t:moveProxy(p, aabb(2, 0, 3, 1), vec2(1, -0.5)))
    local fat = p:fatAABB()
    assert.near(vec2(1.9, -0.1 - 4 * 0.5), fat.lower, 1e-5)
    assert.near(vec2(3.1 + 4 * 1, 1.1), fat.upper, 1e-5)
  end)

  it('stops a query on false and a ray cast on 0', function()
    local t = b2c.tree()
    for i = 1, 10 do t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
    assert.are.equal(1, t:query(aabb(0, 0, 20, 1), function() return false end))
    assert.are.equal(10, t:query(aabb(0, 0, 20, 1), function() return true end))
    assert.are.equal(10, t:query(aabb(0, 0, 20, 1), function() return nil end))
    assert.are.equal(1, t:rayCast(vec2(0, 0.5), vec2(20, 0.5), function() return 0 end))
    assert.are.equal(10, t:rayCast(vec2(0, 0.5), vec2(20, 0.5), function(_, _, _, f) return f end))
    assert.are.equal(10, t:rayCast(vec2(0, 0.5), vec2(20, 0.5), function() return -1 end))
    assert.are.equal(10, t:rayCast(vec2(0, 0.5), vec2(20, 0.5), function() return 'x' end))
    -- clipping at the first box's entry leaves nothing farther
    local seen = 0
    t:rayCast(vec2(0, 0.5), vec2(20, 0.5), function(p)
      seen = seen + 1
      return (p.value - 0.1) / 20
    end)
    assert.is_true(seen < 10)
    -- maxFraction limits the ray
    assert.are.equal(0, t:rayCast(vec2(0, 0.5), vec2(20, 0.5), function() end, 0.01))
  end)

  it('fills and reuses an output table, clearing what is past the result', function()
    local t = b2c.tree()
    for i = 1, 5 do t:createProxy(aabb(i, 0, i + 0.5, 1), i) end
    local out = t:queryAll(aabb(0, 0, 10, 1))
    assert.are.equal(5, #out)
    local again = t:queryAll(aabb(0.5, 0, 2.2, 1), out)
    assert.are.equal(out, again)
    assert.are.equal(2, #out)
    assert.is_nil(out[3])
    assert.are.equal(0, #t:rayCastAll(vec2(0, 5), vec2(10, 5), out))
    assert.is_nil(out[1])
  end)

  it('reports height, balance and area ratio, rebuilds and shifts its origin', function()
    local t = b2c.tree()
    assert.are.equal(0, t:height())
    assert.are.equal(0, t:areaRatio())
    local r, ps = h.rng(5), {}
    for i = 1, 1000 do ps[i] = t:createProxy(randomBox(r, 100), i) end
    assert.is_true(t:height() < 30)
    assert.is_true(t:maxBalance() >= 0)
    local before = t:areaRatio()
    t:rebuild()
    assert.is_true(t:validate())
    assert.is_true(t:areaRatio() > 1)
    assert.is_true(t:areaRatio() < before * 1.5)
    local fat = ps[7]:fatAABB()
    t:shiftOrigin(vec2(10, -5))
    assert.near(fat.lower - vec2(10, -5), ps[7]:fatAABB().lower, 1e-4)
    assert.is_true(t:validate())
    assert.are.equal(1000, #t)
  end)
end)

describe('b2c.broadphase', function()
  it('reports new pairs once, and touched proxies again', function()
    local bp = b2c.broadphase()
    local a = bp:createProxy(aabb(0, 0, 1, 1), 'a')
    local b = bp:createProxy(aabb(0.5, 0.5, 2, 2), 'b')
    local c = bp:createProxy(aabb(10, 10, 11, 11), 'c')
    local pairs = {}
    assert.are.equal(1, bp:updatePairs(function(x, y) pairs[#pairs + 1] = { x, y } end))
    assert.are.equal(1, #pairs)
    assert.are.equal(0, bp:updatePairs(function() error('no pair expected') end))
    bp:touchProxy(c)
    assert.are.equal(0, bp:updatePairs(function() error('c overlaps nothing') end))
    bp:touchProxy(a)
    bp:touchProxy(a)
    assert.are.equal(1, bp:updatePairs(function() end))
    assert.is_true(bp:testOverlap(a, b))
    assert.is_false(bp:testOverlap(a, c))
    assert.are.equal(3, bp:proxyCount())
    assert.is_true(bp:treeHeight() >= 1)
    -- a proxy destroyed before the update is not reported
    bp:moveProxy(c, aabb(0, 0, 1, 1))
    bp:destroyProxy(c)
    assert.are.equal(0, bp:updatePairs(function() error('c is gone') end))
  end)
end)
