local b2c = require 'b2c'
local vec2, rot = b2c.vec2, b2c.rot

describe('b2c.rot', function()
  it('holds the cosine and sine of the angle', function()
    local q = rot(0)
    assert.are.equal(1, q.c)
    assert.are.equal(0, q.s)
    q = rot(math.pi / 2)
    assert.are.equal(1, q.s)
    assert.near(0, q.c, 1e-7)
    q = rot(1)
    assert.near(math.cos(1), q.c, 1e-7)
    assert.near(math.sin(1), q.s, 1e-7)
  end)

  it('gives the angle back in (-pi, pi]', function()
    assert.near(0.5, rot(0.5):angle(), 1e-7)
    assert.near(-2, rot(-2):angle(), 1e-7)
    assert.near(math.pi - 1, rot(math.pi - 1 + 2 * math.pi):angle(), 1e-6)
    assert.near(3, rot(3):angle(), 1e-6)
    assert.near(-3, rot(-3):angle(), 1e-6)
  end)

  it('agrees with math.sin and math.cos over many turns', function()
    for i = -500, 500 do
      local a = i * 0.0377
      local q = rot(a)
      -- the angle itself is rounded to single precision first: up to |a| * 6e-8
      local tolerance = 2e-7 + math.abs(a) * 6e-8
      assert.near(math.cos(a), q.c, tolerance)
      assert.near(math.sin(a), q.s, tolerance)
      assert.near(1, q.c * q.c + q.s * q.s, 3e-7)
    end
  end)

  it('rotates and inverse-rotates vectors, tables too', function()
    local q = rot(math.pi / 2)
    assert.near(vec2(-2, 1), q:rotate(vec2(1, 2)), 1e-6)
    assert.near(vec2(1, 2), q:invRotate(q:rotate({ 1, 2 })), 1e-6)
    assert.near(vec2(-2, 1), q * vec2(1, 2), 1e-6)
    assert.near(vec2(-2, 1), q * { x = 1, y = 2 }, 1e-6)
  end)

  it('composes with * (apply the right one first) and inverts', function()
    local q = rot(0.3) * rot(0.4)
    assert.near(0.7, q:angle(), 1e-6)
    assert.near(0, (rot(0.9) * rot(0.9):inverse()):angle(), 1e-7)
    assert.near(-0.9, rot(0.9):inverse():angle(), 1e-7)
  end)

  it('compares by value and prints its angle', function()
    assert.is_true(rot(0.25) == rot(0.25))
    assert.is_false(rot(0.25) == rot(0.5))
    assert.is_false(rot(0) == vec2(1, 0))
    assert.are.equal('rot(0.25)', tostring(rot(0.25)))
    assert.are.equal('rot(0)', tostring(rot(0)))
  end)

  it('is immutable', function()
    h.raises("b2c.rot is immutable (cannot set 'c')", function() rot(1).c = 0 end)
  end)
end)
