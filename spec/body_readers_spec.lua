-- b2c.bodyReaders: C reads for Lua objects that wrap a body (b2c.lovephysics's Body under Lua 5.4).
local b2c = require 'b2c'

local names = { 'getPosition', 'getX', 'getY', 'getLinearVelocity', 'getWorldCenter', 'getAngle' }

local function fallbacks()
  local t = {}
  for _, name in ipairs(names) do
    t[name] = function(self, ...) return 'fallback ' .. name, select('#', ...) end
  end
  return t
end

describe('b2c.bodyReaders', function()
  local world, body, wrapper, readers
  before_each(function()
    world = b2c.world { gravity = { 0, 0 } }
    body = world:createBody { type = 'dynamic', position = { 1.5, -2.25 }, angle = 7, linearVelocity = { 0.1, 3 } }
    body:createFixture(b2c.box(0.5, 0.25, { 1, 0 }, 0))
    wrapper = { _h = body }
    readers = b2c.bodyReaders('_h', fallbacks())
  end)

  it('reads the wrapped body, scaled as the ...XY reads scale', function()
    assert.are.same({ body:getPositionXY() }, { readers.getPosition(wrapper) })
    readers.setScale(30)
    assert.are.same({ body:getPositionXY(30) }, { readers.getPosition(wrapper) })
    assert.are.same({ 45, -67.5 }, { readers.getPosition(wrapper) })
    assert.are.equal(45, readers.getX(wrapper))
    assert.are.equal(-67.5, readers.getY(wrapper))
    assert.are.same({ body:getLinearVelocityXY(30) }, { readers.getLinearVelocity(wrapper) })
    assert.are.equal(b2c.tofloat(b2c.tofloat(0.1) * 30), (readers.getLinearVelocity(wrapper)))
    assert.are.same({ body:getWorldCenterXY(30) }, { readers.getWorldCenter(wrapper) })
    assert.are.equal(body:getTotalAngle(), readers.getAngle(wrapper))
    assert.are.equal(b2c.tofloat(7), readers.getAngle(wrapper))
  end)

  it('hands anything but a live body to the fallback, with its arguments', function()
    for _, name in ipairs(names) do
      assert.are.same({ 'fallback ' .. name, 2 }, { readers[name]({}, 1, 2) })
      assert.are.same({ 'fallback ' .. name, 0 }, { readers[name]({ _h = 5 }) })
      assert.are.same({ 'fallback ' .. name, 0 }, { readers[name](b2c.vec2(1, 2)) })
      assert.are.same({ 'fallback ' .. name, 0 }, { readers[name]({ _h = world:createBody {}:createFixture(b2c.circle(1)) }) })
    end
    body:destroy()
    assert.are.same({ 'fallback getPosition', 0 }, { readers.getPosition(wrapper) })
    local other = b2c.world {}
    local recycled = world:createBody {}
    assert.are.same({ recycled:getPositionXY() }, { readers.getPosition({ _h = recycled }) })
    other:destroy()
  end)

  it('hands a body of a closed world to the fallback', function()
    world:destroy()
    assert.are.same({ 'fallback getAngle', 0 }, { readers.getAngle(wrapper) })
  end)

  it('checks its arguments', function()
    assert.has_error(function() b2c.bodyReaders('_h') end, "bad argument #2 to 'bodyReaders' (table expected, got no value)")
    local t = fallbacks()
    t.getX = nil
    assert.has_error(function() b2c.bodyReaders('_h', t) end,
      "bad argument #2 to 'bodyReaders' (field 'getX': function expected, got nil)")
    assert.has_error(function() readers.setScale('x') end, "bad argument #1 to 'setScale' (number expected, got string)")
  end)
end)
