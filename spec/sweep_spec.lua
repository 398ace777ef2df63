local b2c = require 'b2c'
local vec2, sweep = b2c.vec2, b2c.sweep

describe('b2c.sweep', function()
  local s = sweep { localCenter = vec2(1, 0), c0 = vec2(0, 0), c = vec2(4, 2), a0 = 0, a = 1 }

  it('has every field, with defaults', function()
    assert.are.equal(vec2(1, 0), s.localCenter)
    assert.are.equal(vec2(0, 0), s.c0)
    assert.are.equal(vec2(4, 2), s.c)
    assert.are.equal(0, s.a0)
    assert.are.equal(1, s.a)
    assert.are.equal(0, s.alpha0)
    local d = sweep { c0 = { 1, 2 } }
    assert.are.equal(vec2(0, 0), d.localCenter)
    assert.are.equal(vec2(1, 2), d.c)
    assert.are.equal(0, d.a)
  end)

  it('interpolates centre and angle linearly, then places the body origin', function()
    local t = s:transform(0.5)
    -- centre (2, 1), angle 0.5: origin = centre - R(0.5) * (1, 0)
    assert.near(vec2(2 - math.cos(0.5), 1 - math.sin(0.5)), t.p, 1e-6)
    assert.near(0.5, t.q:angle(), 1e-7)
    assert.near(vec2(-1, 0), s:transform(0).p, 1e-6)
    assert.near(vec2(4 - math.cos(1), 2 - math.sin(1)), s:transform(1).p, 1e-6)
  end)

  it('advances the start without moving the end', function()
    local a = s:advance(0.5)
    assert.are.equal(0.5, a.alpha0)
    assert.near(vec2(2, 1), a.c0, 1e-6)
    assert.near(0.5, a.a0, 1e-7)
    assert.near(s:transform(1).p, a:transform(1).p, 1e-6)
    -- a sweep is a value: the original is unchanged
    assert.are.equal(0, s.alpha0)
    local b = a:advance(0.75)
    assert.near(vec2(3, 1.5), b.c0, 1e-6)
  end)

  it('normalizes the angles into [0, 2pi) keeping their difference', function()
    local n = sweep { c0 = { 0, 0 }, a0 = 7, a = 8 }:normalize()
    assert.near(7 - 2 * math.pi, n.a0, 1e-6)
    assert.near(1, n.a - n.a0, 1e-6)
    n = sweep { c0 = { 0, 0 }, a0 = -1, a = 0 }:normalize()
    assert.near(2 * math.pi - 1, n.a0, 1e-6)
  end)

  it('compares by value and prints every field', function()
    assert.is_true(s == sweep { localCenter = { 1, 0 }, c0 = { 0, 0 }, c = { 4, 2 }, a0 = 0, a = 1 })
    assert.is_false(s == s:advance(0.5))
    assert.are.equal('sweep{localCenter = vec2(1, 0), c0 = vec2(0, 0), c = vec2(4, 2), a0 = 0, a = 1, alpha0 = 0}',
      tostring(s))
  end)
end)
