local b2c = require 'b2c'
local vec2, rot, transform = b2c.vec2, b2c.rot, b2c.transform

describe('b2c.transform', function()
  it('defaults to the identity', function()
    local t = transform()
    assert.are.equal(vec2(0, 0), t.p)
    assert.are.equal(rot(0), t.q)
    assert.are.equal(vec2(3, 4), t:apply(vec2(3, 4)))
  end)

  it('takes a position and an angle or a rot', function()
    local t = transform(vec2(1, 2), 0.5)
    assert.are.equal(vec2(1, 2), t.p)
    assert.are.equal(rot(0.5), t.q)
    assert.are.equal(t, transform({ 1, 2 }, rot(0.5)))
    assert.are.equal(t, transform(1, 2, 0.5))
    assert.are.equal(transform(vec2(1, 2), 0), transform({ x = 1, y = 2 }))
  end)

  it('applies rotation then translation', function()
    local t = transform(vec2(10, 0), math.pi / 2)
    assert.near(vec2(10, 1), t:apply(vec2(1, 0)), 1e-6)
    assert.near(vec2(10, 1), t * vec2(1, 0), 1e-6)
    assert.near(vec2(10, 1), t * { 1, 0 }, 1e-6)
    assert.near(vec2(1, 0), t:invApply(vec2(10, 1)), 1e-6)
  end)

  it('composes with * so that (a * b):apply(v) == a:apply(b:apply(v))', function()
    local a, b = transform(vec2(1, -2), 0.7), transform(vec2(-3, 0.5), -1.9)
    local v = vec2(0.25, 4)
    assert.near(a:apply(b:apply(v)), (a * b):apply(v), 1e-5)
    assert.near((a * b).q:angle(), 0.7 - 1.9, 1e-6)
  end)

  it('inverts: t:inverse() * t is the identity, invMul(b) == inverse() * b', function()
    local t = transform(vec2(3, -7), 2.1)
    local i = t:inverse() * t
    assert.near(vec2(0, 0), i.p, 1e-5)
    assert.near(0, i.q:angle(), 1e-6)
    local b = transform(vec2(1, 1), -0.4)
    local r1, r2 = t:invMul(b), t:inverse() * b
    assert.near(r1.p, r2.p, 1e-5)
    assert.near(r1.q:angle(), r2.q:angle(), 1e-6)
    assert.near(vec2(5, 6), t:invApply(t:apply(vec2(5, 6))), 1e-5)
  end)

  it('compares by value and prints position and angle', function()
    assert.is_true(transform(vec2(1, 2), 0.5) == transform(vec2(1, 2), 0.5))
    assert.is_false(transform(vec2(1, 2), 0.5) == transform(vec2(1, 2), 0.25))
    assert.is_false(transform(vec2(1, 2), 0.5) == transform(vec2(1, 3), 0.5))
    assert.are.equal('transform(vec2(1, 2), 0.5)', tostring(transform(vec2(1, 2), 0.5)))
  end)

  it('is immutable', function()
    h.raises("b2c.transform is immutable (cannot set 'p')", function() transform().p = vec2(1, 1) end)
  end)
end)
