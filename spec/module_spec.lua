local b2c = require 'b2c'

describe('the b2c module', function()
  it('has the constants of the API', function()
    assert.are.equal(0.005, b2c.linearSlop)
    assert.are.equal(0.02, b2c.speculativeDistance)
    assert.are.equal(4 * b2c.linearSlop, b2c.speculativeDistance)
    assert.are.equal(0.1, b2c.aabbMargin)
    assert.are.equal(8, b2c.maxPolygonVertices)
    assert.is_string(b2c.version)
    assert.matches('^%d+%.%d+%.%d+', b2c.version)
  end)

  it('says which Lua it runs in', function()
    if jit then
      assert.are.equal(jit.version, b2c.lua)
    else
      assert.are.equal(_VERSION, b2c.lua:match('^Lua %d+%.%d+'))
    end
  end)

  it('is the same table when required twice', function()
    assert.are.equal(b2c, require 'b2c')
  end)

  it('names its types in error messages the same way under every Lua', function()
    h.raises("bad argument #1 to 'dot' (b2c.vec2 expected, got b2c.rot)", function()
      local _ = b2c.vec2(1, 2):dot(b2c.rot(1))
    end)
    h.raises("bad argument #1 to 'overlaps' (b2c.aabb expected, got b2c.vec2)", function()
      local _ = b2c.aabb(0, 0, 1, 1):overlaps(b2c.vec2(1, 2))
    end)
  end)
end)
