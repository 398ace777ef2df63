-- b2c.lovephysics: the module's frame (units, classes); each class has its own spec file.
local lp = require 'b2c.lovephysics'

describe('b2c.lovephysics', function()
  after_each(function() lp.setMeter(30) end)

  it('counts 30 pixels a metre unless told, as LÖVE', function()
    assert.are.equal(30, lp.getMeter())
    lp.setMeter(64)
    assert.are.equal(64, lp.getMeter())
  end)

  it('keeps the meter in single precision and refuses one below 1', function()
    lp.setMeter(0.1 + 33)
    assert.are.equal(lp._internal.f32(33.1), lp._internal.meter)
    assert.are.equal(33, lp.getMeter()) -- LÖVE reads it back as an integer
    assert.has_error(function() lp.setMeter(0.5) end, 'Physics error: invalid meter')
    assert.has_error(function() lp.setMeter('x') end, "bad argument #1 to 'setMeter' (number expected, got string)")
    assert.are.equal(lp._internal.f32(33.1), lp._internal.meter)
  end)

  it('converts pixels to metres and back in single precision, as LÖVE', function()
    local I = lp._internal
    assert.are.equal(I.f32(I.f32(100) / 30), I.down(100))
    assert.are.equal(I.f32(0.1), I.f32(I.f32(0.1)))
    assert.are_not.equal(0.1, I.f32(0.1))
    assert.are.equal(100, I.up(I.down(100)))
  end)

  it('gives every class type(), typeOf() and its ancestors\' methods', function()
    local I = lp._internal
    local A = I.class('TestShape', 'Object')
    local B = I.class('TestCircleShape', 'TestShape')
    function A:area() return 1 end
    I.finish()
    local object = I.new(B, nil)
    assert.are.equal('TestCircleShape', object:type())
    assert.is_true(object:typeOf('TestShape'))
    assert.is_true(object:typeOf('Object'))
    assert.is_false(object:typeOf('Body'))
    assert.are.equal(1, object:area())
    assert.are.equal(B, object.__index)
    assert.matches('^TestCircleShape: 0x%x+$', tostring(object))
    I.classes.TestShape, I.classes.TestCircleShape = nil, nil
  end)
end)

describe('b2c.lovephysics objects', function()
  it('give the b2c object under them', function()
    local I = lp._internal
    local handle = {}
    assert.are.equal(handle, I.new(I.classes.Object, handle):b2c())
  end)
end)

describe('Object:release()', function()
  it('is true once, then false, and the released reference refuses its methods', function()
    local I = lp._internal
    local object = I.new(I.classes.Object, nil)
    assert.is_true(object:release())
    assert.is_false(object:release())
    assert.has_error(function() return object:type() end, 'Cannot use object after it has been released.')
  end)

  it('gives a b2c object that carried the released reference a fresh one', function()
    local b2c = require 'b2c'
    local I = lp._internal
    local world = b2c.world {}
    local handle = world:createBody {}
    local object = I.new(I.classes.Object, handle)
    handle:setUserData(object)
    assert.is_true(object:release())
    local fresh = handle:getUserData()
    assert.are_not.equal(object, fresh)
    assert.are.equal(handle, fresh:b2c())
    assert.are.equal('Object', fresh:type())
  end)
end)
