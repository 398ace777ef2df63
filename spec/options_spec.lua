-- Tables of options and definitions refuse a key they do not take (a misspelled field used to be
-- a silent default: createBody{typ = 'dynamic'} made a static body), with the standard error; and
-- every field they document is still taken.
local b2c = require 'b2c'
local svg = require 'b2c.svg'
local love = require 'b2c.love'

local world, sweep = b2c.world, b2c.sweep

local function f() end

describe('a table of options', function()
  it('refuses an unknown field of b2c.world{...}', function()
    h.raises("bad argument #1 to 'world' (unknown field 'gravty')", function() world { gravty = { 0, -1 } } end)
    h.raises("bad argument #1 to 'world' (unknown field 'sleep')", function() world { enableSleep = true, sleep = false } end)
    -- every documented setting is taken (allowSleep is enableSleep's first name)
    local w = world { gravity = { 0, -1 }, contactReuseDistance = 0.01, contactHertz = 20, contactDampingRatio = 5,
      contactPushMaxVelocity = 2, restitutionThreshold = 0.5, jointHertz = 50, jointDampingRatio = 1, maxLinearSpeed = 100,
      enableContinuous = false, allowSleep = true, enableSleep = false }
    assert.is_false(w:isSleepEnabled())
    assert.are.equal(100, w:getMaxLinearSpeed())
  end)

  it('refuses an unknown field of createBody (the misspelled fields of the issue)', function()
    local w = world {}
    h.raises("bad argument #1 to 'createBody' (unknown field 'typ')", function() w:createBody { typ = 'dynamic' } end)
    h.raises("bad argument #1 to 'createBody' (unknown field 'postion')", function()
      w:createBody { type = 'dynamic', postion = { 1, 2 } }
    end)
    -- both misspelled: one of them is named, and no body is made
    local err = h.errorOf(function() w:createBody { typ = 'dynamic', postion = { 1, 2 } } end)
    assert.is_truthy(err == "bad argument #1 to 'createBody' (unknown field 'typ')" or
      err == "bad argument #1 to 'createBody' (unknown field 'postion')", err)
    assert.are.equal(0, w:getCounters().bodyCount)
    local body = w:createBody { type = 'dynamic', position = { 1, 2 }, angle = 0.5, linearVelocity = { 1, 0 },
      angularVelocity = 1, linearDamping = 0.1, angularDamping = 0.1, gravityScale = 2, bullet = true,
      fixedRotation = false, awake = true, allowSleep = true, userData = 'crate' }
    assert.are.equal('dynamic', body:getType())
    assert.are.equal('crate', body:getUserData())
  end)

  it('names a key that is not a string by its value or type', function()
    local w = world {}
    h.raises("bad argument #1 to 'createBody' (unknown field [1])", function() w:createBody { 'dynamic' } end)
    h.raises("bad argument #1 to 'createBody' (unknown field [1.5])", function() w:createBody { [1.5] = true } end)
    h.raises("bad argument #1 to 'createBody' (unknown field [true])", function() w:createBody { [true] = 1 } end)
    h.raises("bad argument #1 to 'createBody' (unknown field [table])", function() w:createBody { [{}] = 1 } end)
    h.raises("bad argument #1 to 'createBody' (unknown field [b2c.vec2])", function()
      w:createBody { [b2c.vec2(0, 0)] = 1 }
    end)
  end)

  it('is read raw: fields found through __index are taken, no __pairs runs', function()
    local w = world {}
    local def = setmetatable({}, {
      __index = { type = 'dynamic', position = { 3, 4 } },
      __pairs = function() error('__pairs must not run') end,
    })
    local body = w:createBody(def)
    assert.are.equal('dynamic', body:getType())
    assert.near(b2c.vec2(3, 4), body:getPosition())
  end)

  it('refuses an unknown field of createFixture, its filter, and setFilter (chains too)', function()
    local w = world {}
    local body = w:createBody { type = 'dynamic' }
    h.raises("bad argument #2 to 'createFixture' (unknown field 'densty')", function()
      body:createFixture(b2c.circle(1), { densty = 2 })
    end)
    h.raises("bad argument #2 to 'createFixture' (unknown field 'filter.mask')", function()
      body:createFixture(b2c.circle(1), { filter = { mask = 1 } })
    end)
    h.raises("bad argument #2 to 'createFixture' (unknown field 'sensor')", function()
      body:createFixture(b2c.chain({ { 0, 0 }, { 1, 0 } }), { sensor = true })
    end)
    assert.are.equal(0, w:getCounters().fixtureCount)
    local fixture = body:createFixture(b2c.circle(1), { density = 2, friction = 0.1, restitution = 0.2, isSensor = false,
      filter = { categoryBits = 2, maskBits = 3, groupIndex = -1 }, userData = 'wheel' })
    h.raises("bad argument #1 to 'setFilter' (unknown field 'group')", function() fixture:setFilter { group = 1 } end)
    fixture:setFilter { categoryBits = 4, maskBits = 5, groupIndex = 1 }
    assert.are.same({ categoryBits = 4, maskBits = 5, groupIndex = 1 }, fixture:getFilter())
  end)

  it('refuses an unknown callback of setCallbacks', function()
    local w = world {}
    h.raises("bad argument #1 to 'setCallbacks' (unknown field 'beginContac')", function()
      w:setCallbacks { beginContac = f }
    end)
    w:setCallbacks { beginContact = f, endContact = f, preSolve = f, postSolve = f, beginSensor = f, endSensor = f }
  end)

  it("refuses an unknown field of world:draw's options (the drawer itself is not options)", function()
    local w = world {}
    h.raises("bad argument #2 to 'draw' (unknown field 'aabb')", function() w:draw({}, { aabb = true }) end)
    w:draw({ anything = 1, polygon = f }, { fixtures = true, joints = true, aabbs = true, contacts = true, centers = true })
  end)

  it('refuses an unknown field of b2c.sweep{...}', function()
    h.raises("bad argument #1 to 'sweep' (unknown field 'c1')", function() sweep { c0 = { 0, 0 }, c1 = { 1, 0 } } end)
    sweep { localCenter = { 0, 0 }, c0 = { 0, 0 }, c = { 1, 0 }, a0 = 0, a = 1, alpha0 = 0 }
  end)
end)

describe('a joint definition', function()
  -- Every field of each type (docs/api.md's table), and one of another type.
  local fields = {
    distance = { anchorA = { 0, 0 }, anchorB = { 1, 0 }, localAnchorA = { 0, 0 }, localAnchorB = { 0, 0 }, length = 1,
      minLength = 0.5, maxLength = 2, enableLimit = true, enableSpring = true, hertz = 1, dampingRatio = 0.5,
      enableMotor = true, motorSpeed = 1, maxMotorForce = 10 },
    revolute = { anchor = { 0, 0 }, localAnchorA = { 0, 0 }, localAnchorB = { 0, 0 }, referenceAngle = 0,
      enableLimit = true, lowerAngle = -1, upperAngle = 1, enableSpring = true, hertz = 1, dampingRatio = 0.5,
      enableMotor = true, motorSpeed = 1, maxMotorTorque = 10 },
    prismatic = { anchor = { 0, 0 }, localAnchorA = { 0, 0 }, localAnchorB = { 0, 0 }, axis = { 0, 1 },
      referenceAngle = 0, enableLimit = true, lowerTranslation = -1, upperTranslation = 1, enableSpring = true,
      hertz = 1, dampingRatio = 0.5, enableMotor = true, motorSpeed = 1, maxMotorForce = 10 },
    weld = { anchor = { 0, 0 }, localAnchorA = { 0, 0 }, localAnchorB = { 0, 0 }, referenceAngle = 0,
      linearHertz = 5, angularHertz = 5, dampingRatio = 0.5 },
    mouse = { target = { 1, 1 }, anchor = { 1, 0 }, localAnchorB = { 0, 0 }, maxForce = 10, hertz = 5,
      dampingRatio = 0.7 },
    wheel = { anchor = { 0, 0 }, localAnchorA = { 0, 0 }, localAnchorB = { 0, 0 }, axis = { 0, 1 }, enableSpring = true,
      hertz = 1, dampingRatio = 0.7, enableLimit = true, lowerTranslation = -1, upperTranslation = 1,
      enableMotor = true, motorSpeed = 1, maxMotorTorque = 10 },
    motor = { linearOffset = { 1, 0 }, angularOffset = 0, maxForce = 1, maxTorque = 1, correctionFactor = 0.3 },
  }
  local foreign = { distance = 'anchor', revolute = 'axis', prismatic = 'lowerAngle', weld = 'enableMotor',
    mouse = 'localAnchorA', wheel = 'referenceAngle', motor = 'anchor' }

  for kind, own in pairs(fields) do
    it(('takes every field of a %s joint and refuses one of another type'):format(kind), function()
      local w = world {}
      local a = w:createBody {}
      local b = w:createBody { type = 'dynamic', position = { 1, 0 } }
      b:createFixture(b2c.circle(0.5))
      local function def(extra)
        local d = { type = kind, bodyA = a, bodyB = b, collideConnected = true, userData = kind, constraintHertz = 30,
          constraintDampingRatio = 1 }
        for key, value in pairs(own) do d[key] = value end
        for key, value in pairs(extra or {}) do d[key] = value end
        return d
      end
      local joint = w:createJoint(def())
      assert.are.equal(kind, joint:getType())
      assert.are.equal(kind, joint:getUserData())
      h.raises(("bad argument #1 to 'createJoint' (unknown field '%s' for a %s joint)"):format(foreign[kind], kind),
        function() w:createJoint(def { [foreign[kind]] = 1 }) end)
      h.raises(("bad argument #1 to 'createJoint' (unknown field 'bodyC' for a %s joint)"):format(kind),
        function() w:createJoint(def { bodyC = b }) end)
      assert.are.equal(1, w:getCounters().jointCount)
    end)
  end
end)

describe('the options of the Lua modules', function()
  it('b2c.svg: svg.new and pic:world refuse an unknown field', function()
    h.raises("bad argument #1 to 'new' (unknown field 'widht')", function() svg.new { widht = 100 } end)
    h.raises("bad argument #1 to 'new' (unknown field [1])", function() svg.new { 100 } end)
    local pic = svg.new { width = 100, height = 100, scale = 10, margin = 1, view = b2c.aabb(0, 0, 1, 1),
      background = false, lineWidth = 1, fillOpacity = 0.5 }
    h.raises("bad argument #2 to 'world' (unknown field 'aabb')", function() pic:world(world {}, { aabb = true }) end)
    pic:world(world {}, { fixtures = true, joints = true, aabbs = true, contacts = true, centers = true })
  end)

  it('b2c.love: new, setCamera, draw and the one-shot world refuse an unknown field', function()
    local graphics = setmetatable({ getColor = function() return 1, 1, 1, 1 end, getLineWidth = function() return 1 end },
      { __index = function() return f end })
    h.raises("bad argument #1 to 'new' (unknown field 'scal')", function() love.new { scal = 2 } end)
    local view = love.new { scale = 10, offset = { 1, 2 }, fill = 0.5, lineWidth = 2, graphics = graphics }
    h.raises("bad argument #1 to 'setCamera' (unknown field 'ofset')", function() view:setCamera { ofset = { 0, 0 } } end)
    h.raises("bad argument #1 to 'setCamera' (unknown field 'fill')", function() view:setCamera { fill = 1 } end)
    h.raises("bad argument #1 to 'setCamera' (table expected, got nil)", function() view:setCamera() end)
    view:setCamera { scale = 20, offset = { 0, 0 } }
    local w = world {}
    h.raises("bad argument #2 to 'draw' (unknown field 'aabb')", function() view:draw(w, { aabb = true }) end)
    h.raises("bad argument #2 to 'draw' (unknown field 'scale')", function() view:draw(w, { scale = 1 }) end)
    view:draw(w, { fixtures = true, joints = true, aabbs = true, contacts = true, centers = true })
    -- the one-shot takes the camera's and the layers' fields in one table
    h.raises("bad argument #2 to 'world' (unknown field 'x')", function() love.world(w, { graphics = graphics, x = 1 }) end)
    love.world(w, { graphics = graphics, scale = 10, offset = { 0, 0 }, fill = 0, lineWidth = 1, aabbs = true })
  end)
end)

describe('a string option', function()
  it('is compared whole: junk after a zero byte is no body or joint type', function()
    local w = world {}
    h.raises([[bad argument #1 to 'createBody' (field 'type': "static", "kinematic" or "dynamic" expected)]],
      function() w:createBody { type = 'dynamic\0junk' } end)
    local body = w:createBody { type = 'dynamic' }
    h.raises([[bad argument #1 to 'setType' (invalid option 'dynamic\0junk')]], function() body:setType('dynamic\0junk') end)
    h.raises("bad argument #1 to 'setType' (invalid option 'dyn')", function() body:setType('dyn') end)
    h.raises("bad argument #1 to 'setType' (string expected, got nil)", function() body:setType(nil) end)
    body:setType('static')
    assert.are.equal('static', body:getType())
    h.raises([[bad argument #1 to 'createJoint' (field 'type': "distance", "revolute", "prismatic", "weld", "mouse", ]] ..
      [["wheel", "motor", "gear", "pulley", "friction" or "filter" expected)]], function() w:createJoint { type = 'weld\0', bodyB = body } end)
    assert.are.equal(0, w:getCounters().jointCount)
  end)

  it('and a field name with a zero byte is named with it', function()
    local w = world {}
    h.raises([[bad argument #1 to 'createBody' (unknown field 'type\0x')]], function()
      w:createBody { ['type\0x'] = 'dynamic' }
    end)
  end)
end)
