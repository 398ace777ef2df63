-- b2c.lovephysics: Joint and its kinds. The expected values are what LÖVE 11.4 gives for the same
-- calls: each case below was run in LÖVE 11.4 headless (Debian's `love`) and its results written
-- here with 17 significant digits, so that the comparison is exact. Every joint joins a = a 10 px
-- circle at (100, 50) and b = a 20 × 30 px box at (200, 80) turned by 0.3.
local lp = require 'b2c.lovephysics'
local b2c = require 'b2c'
local I = lp._internal

local same = assert.are.same
local function pack(...) return { n = select('#', ...), ... } end
local function errorOf(f)
  local ok, message = pcall(f)
  assert.is_false(ok)
  return (tostring(message):gsub('^[^:]*:%d+: ', ''))
end

-- A world and a body: lp.newWorld/lp.newBody when World and Body are there, else a stand-in that
-- keeps the module's conventions (the b2c object in _h, the LÖVE object as its user data).
local function W()
  if lp.newWorld then return lp.newWorld(0, 0) end
  return setmetatable({ _h = b2c.world { gravity = { 0, 0 } } }, I.class('World', 'Object'))
end

local function B(w, x, y, kind, angle)
  if lp.newBody then
    local body = lp.newBody(w, x, y, kind)
    if angle then body:setAngle(angle) end
    return body
  end
  local h = w._h:createBody { type = kind, position = { I.down(x), I.down(y) }, angle = angle }
  local body = setmetatable({ _h = h, _world = w }, { __index = { destroy = function(self) self._h:destroy() end },
    __metatable = I.class('Body', 'Object') })
  h:setUserData(body)
  return body
end

describe('b2c.lovephysics joints', function()
  after_each(function() lp.setMeter(30) end)

  it("distance: type, bodies, anchors, no reaction before a step (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newDistanceJoint(a, b, 110, 50, 190, 85, true)
    same({ n = 1, "distance" }, pack(j:getType()))
    same({ n = 1, true }, pack(j:typeOf("Joint")))
    same({ n = 1, true }, pack(j:getCollideConnected()))
    same({ n = 1, true }, pack(select(1, j:getBodies()) == a))
    same({ n = 1, true }, pack(select(2, j:getBodies()) == b))
    same({ n = 4, 110, 50, 190, 85 }, pack(j:getAnchors()))
    same({ n = 2, 0, 0 }, pack(j:getReactionForce(60)))
    same({ n = 1, 0 }, pack(j:getReactionTorque(60)))
  end)

  it("distance: length, frequency and damping ratio, set and read back (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newDistanceJoint(a, b, 110, 50, 190, 85); local l0, f0, d0 = j:getLength(), j:getFrequency(), j:getDampingRatio(); j:setLength(123.4); j:setFrequency(4); j:setDampingRatio(0.5)
    same({ n = 1, 87.321243286132813 }, pack(l0))
    same({ n = 1, 0 }, pack(f0))
    same({ n = 1, 0 }, pack(d0))
    same({ n = 1, 123.39999389648438 }, pack(j:getLength()))
    same({ n = 1, 4 }, pack(j:getFrequency()))
    same({ n = 1, 0.5 }, pack(j:getDampingRatio()))
    same({ n = 1, false }, pack(j:getCollideConnected()))
  end)

  it("revolute: one anchor (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newRevoluteJoint(a, b, 150, 60)
    same({ n = 1, "revolute" }, pack(j:getType()))
    same({ n = 4, 150, 60, 150, 60 }, pack(j:getAnchors()))
    same({ n = 1, 0 }, pack(j:getJointAngle()))
    same({ n = 1, 0 }, pack(j:getJointSpeed()))
    same({ n = 1, 0.30000001192092896 }, pack(j:getReferenceAngle()))
    same({ n = 1, false }, pack(j:isMotorEnabled()))
    same({ n = 1, false }, pack(j:areLimitsEnabled()))
    same({ n = 2, 0, 0 }, pack(j:getLimits()))
    same({ n = 1, 0 }, pack(j:getMotorSpeed()))
    same({ n = 1, 0 }, pack(j:getMaxMotorTorque()))
    same({ n = 1, false }, pack(j:getCollideConnected()))
  end)

  it("revolute: two anchors, collideConnected and a reference angle (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newRevoluteJoint(a, b, 100, 50, 200, 80, true, 0.3)
    same({ n = 4, 100, 50, 200, 80 }, pack(j:getAnchors()))
    same({ n = 1, 0.30000001192092896 }, pack(j:getReferenceAngle()))
    same({ n = 1, true }, pack(j:getCollideConnected()))
    same({ n = 1, 0 }, pack(j:getJointAngle()))
  end)

  it("revolute: limits and motor set and read back (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newRevoluteJoint(a, b, 150, 60); j:setLimits(-0.5, 0.75); j:setLimitsEnabled(true); j:setMotorEnabled(true); j:setMotorSpeed(2.5); j:setMaxMotorTorque(1000)
    same({ n = 2, -0.5, 0.75 }, pack(j:getLimits()))
    same({ n = 1, -0.5 }, pack(j:getLowerLimit()))
    same({ n = 1, 0.75 }, pack(j:getUpperLimit()))
    same({ n = 1, true }, pack(j:areLimitsEnabled()))
    same({ n = 1, true }, pack(j:isMotorEnabled()))
    same({ n = 1, 2.5 }, pack(j:getMotorSpeed()))
    same({ n = 1, 999.99993896484375 }, pack(j:getMaxMotorTorque()))
  end)

  it("revolute: setUpperLimit and setLowerLimit (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newRevoluteJoint(a, b, 150, 60); j:setUpperLimit(1); j:setLowerLimit(-1)
    same({ n = 2, -1, 1 }, pack(j:getLimits()))
  end)

  it("prismatic: one anchor, the axis normalized, LÖVE's limits on from 0 to 100 m (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newPrismaticJoint(a, b, 150, 60, 1, 1)
    same({ n = 1, "prismatic" }, pack(j:getType()))
    same({ n = 4, 150, 60, 150, 60 }, pack(j:getAnchors()))
    same({ n = 2, 0.70710676908493042, 0.70710676908493042 }, pack(j:getAxis()))
    same({ n = 2, 0, 3000 }, pack(j:getLimits()))
    same({ n = 1, true }, pack(j:areLimitsEnabled()))
    same({ n = 1, 0 }, pack(j:getJointTranslation()))
    same({ n = 1, 0 }, pack(j:getJointSpeed()))
    same({ n = 1, 0.30000001192092896 }, pack(j:getReferenceAngle()))
    same({ n = 1, false }, pack(j:getCollideConnected()))
  end)

  it("prismatic: two anchors, collideConnected and a reference angle (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newPrismaticJoint(a, b, 100, 50, 200, 80, 0, 2, true, 0.1)
    same({ n = 4, 100, 50, 200, 80 }, pack(j:getAnchors()))
    same({ n = 2, 0, 1 }, pack(j:getAxis()))
    same({ n = 1, 0.10000000149011612 }, pack(j:getReferenceAngle()))
    same({ n = 1, true }, pack(j:getCollideConnected()))
  end)

  it("prismatic: limits and motor in pixels (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newPrismaticJoint(a, b, 150, 60, 1, 0); j:setLimits(-30, 60); j:setMotorSpeed(15); j:setMaxMotorForce(500); j:setMotorEnabled(true)
    same({ n = 2, -30, 60 }, pack(j:getLimits()))
    same({ n = 1, 15 }, pack(j:getMotorSpeed()))
    same({ n = 1, 499.99996948242188 }, pack(j:getMaxMotorForce()))
    same({ n = 1, true }, pack(j:isMotorEnabled()))
    same({ n = 1, 60 }, pack(j:getUpperLimit()))
    same({ n = 1, -30 }, pack(j:getLowerLimit()))
  end)

  it("mouse: the target is its first anchor, maxForce 1000 times the mass, 5 Hz, 0.7 (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newMouseJoint(b, 210, 90)
    same({ n = 1, "mouse" }, pack(j:getType()))
    same({ n = 4, 210, 90, 210, 90 }, pack(j:getAnchors()))
    same({ n = 2, 210, 90 }, pack(j:getTarget()))
    same({ n = 1, 20000 }, pack(j:getMaxForce()))
    same({ n = 1, 5 }, pack(j:getFrequency()))
    same({ n = 1, 0.69999998807907104 }, pack(j:getDampingRatio()))
    same({ n = 1, false }, pack(j:getCollideConnected()))
  end)

  it("mouse: settings set and read back (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newMouseJoint(b, 210, 90); j:setTarget(300, 100); j:setMaxForce(2000); j:setFrequency(3); j:setDampingRatio(0.9)
    same({ n = 2, 300, 100 }, pack(j:getTarget()))
    same({ n = 1, 1999.9998779296875 }, pack(j:getMaxForce()))
    same({ n = 1, 3 }, pack(j:getFrequency()))
    same({ n = 1, 0.89999997615814209 }, pack(j:getDampingRatio()))
  end)

  it("pulley: ground anchors, lengths, ratio, colliding unless told (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newPulleyJoint(a, b, 100, 0, 200, 0, 100, 50, 200, 80, 1.5)
    same({ n = 1, "pulley" }, pack(j:getType()))
    same({ n = 4, 100, 50, 200, 80 }, pack(j:getAnchors()))
    same({ n = 4, 100, 0, 200, 0 }, pack(j:getGroundAnchors()))
    same({ n = 1, 50 }, pack(j:getLengthA()))
    same({ n = 1, 80 }, pack(j:getLengthB()))
    same({ n = 1, 1.5 }, pack(j:getRatio()))
    same({ n = 1, true }, pack(j:getCollideConnected()))
  end)

  it("pulley: ratio 1 unless told, collideConnected false when told (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newPulleyJoint(a, b, 100, 0, 200, 0, 100, 50, 200, 80, nil, false)
    same({ n = 1, 1 }, pack(j:getRatio()))
    same({ n = 1, false }, pack(j:getCollideConnected()))
  end)

  it("gear: its joints and ratio (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j1 = lp.newRevoluteJoint(ground, a, 100, 50); local j2 = lp.newPrismaticJoint(ground, b, 200, 80, 0, 1); local j = lp.newGearJoint(j1, j2, 2); local x, y = j:getJoints()
    same({ n = 1, "gear" }, pack(j:getType()))
    same({ n = 1, 2 }, pack(j:getRatio()))
    same({ n = 1, true }, pack(x == j1))
    same({ n = 1, true }, pack(y == j2))
    same({ n = 1, true }, pack(select(1, j:getBodies()) == a))
    same({ n = 1, true }, pack(select(2, j:getBodies()) == b))
    same({ n = 4, 100, 50, 200, 80 }, pack(j:getAnchors()))
    same({ n = 1, false }, pack(j:getCollideConnected()))
  end)

  it("gear: setRatio (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j1 = lp.newRevoluteJoint(ground, a, 100, 50); local j2 = lp.newPrismaticJoint(ground, b, 200, 80, 0, 1); local j = lp.newGearJoint(j1, j2); local r0 = j:getRatio(); j:setRatio(3)
    same({ n = 1, 1 }, pack(r0))
    same({ n = 1, 3 }, pack(j:getRatio()))
  end)

  it("friction: one anchor (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newFrictionJoint(a, b, 150, 60, true)
    same({ n = 1, "friction" }, pack(j:getType()))
    same({ n = 4, 150, 60, 150, 60 }, pack(j:getAnchors()))
    same({ n = 1, 0 }, pack(j:getMaxForce()))
    same({ n = 1, 0 }, pack(j:getMaxTorque()))
    same({ n = 1, true }, pack(j:getCollideConnected()))
  end)

  it("friction: two anchors, force and torque scaled (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newFrictionJoint(a, b, 100, 50, 200, 80); j:setMaxForce(100); j:setMaxTorque(250)
    same({ n = 4, 100, 50, 200, 80 }, pack(j:getAnchors()))
    same({ n = 1, 100 }, pack(j:getMaxForce()))
    same({ n = 1, 249.99998474121094 }, pack(j:getMaxTorque()))
    same({ n = 1, false }, pack(j:getCollideConnected()))
  end)

  it("weld: one anchor, rigid (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newWeldJoint(a, b, 150, 60)
    same({ n = 1, "weld" }, pack(j:getType()))
    same({ n = 4, 150, 60, 150, 60 }, pack(j:getAnchors()))
    same({ n = 1, 0 }, pack(j:getFrequency()))
    same({ n = 1, 0 }, pack(j:getDampingRatio()))
    same({ n = 1, 0.30000001192092896 }, pack(j:getReferenceAngle()))
  end)

  it("weld: two anchors and a reference angle; frequency and damping (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newWeldJoint(a, b, 100, 50, 200, 80, false, -0.2); j:setFrequency(5); j:setDampingRatio(0.25)
    same({ n = 4, 100, 50, 200, 80 }, pack(j:getAnchors()))
    same({ n = 1, -0.20000000298023224 }, pack(j:getReferenceAngle()))
    same({ n = 1, 5 }, pack(j:getFrequency()))
    same({ n = 1, 0.25 }, pack(j:getDampingRatio()))
  end)

  it("wheel: one anchor, the 2 Hz 0.7 spring (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newWheelJoint(a, b, 200, 80, 0, 1)
    same({ n = 1, "wheel" }, pack(j:getType()))
    same({ n = 4, 200, 80, 200, 80 }, pack(j:getAnchors()))
    same({ n = 2, 0, 1 }, pack(j:getAxis()))
    same({ n = 1, 0 }, pack(j:getJointTranslation()))
    same({ n = 1, 0 }, pack(j:getJointSpeed()))
    same({ n = 1, 2 }, pack(j:getSpringFrequency()))
    same({ n = 1, 0.69999998807907104 }, pack(j:getSpringDampingRatio()))
    same({ n = 1, false }, pack(j:isMotorEnabled()))
    same({ n = 1, 0 }, pack(j:getMotorSpeed()))
    same({ n = 1, 0 }, pack(j:getMaxMotorTorque()))
  end)

  it("wheel: settings set and read back (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newWheelJoint(a, b, 200, 80, 0, 1); j:setSpringFrequency(4); j:setSpringDampingRatio(0.1); j:setMotorEnabled(true); j:setMotorSpeed(-3); j:setMaxMotorTorque(900)
    same({ n = 1, 4 }, pack(j:getSpringFrequency()))
    same({ n = 1, 0.10000000149011612 }, pack(j:getSpringDampingRatio()))
    same({ n = 1, true }, pack(j:isMotorEnabled()))
    same({ n = 1, -3 }, pack(j:getMotorSpeed()))
    same({ n = 1, 900 }, pack(j:getMaxMotorTorque()))
  end)

  it("wheel: two anchors, the axis as given (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newWheelJoint(a, b, 100, 50, 200, 80, 3, 4, true)
    same({ n = 4, 100, 50, 200, 80 }, pack(j:getAnchors()))
    same({ n = 2, 3, 4 }, pack(j:getAxis()))
    same({ n = 1, true }, pack(j:getCollideConnected()))
  end)

  it("rope: anchors and maxLength (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newRopeJoint(a, b, 110, 50, 190, 85, 150, true)
    same({ n = 1, "rope" }, pack(j:getType()))
    same({ n = 4, 110, 50, 190, 85 }, pack(j:getAnchors()))
    same({ n = 1, 150 }, pack(j:getMaxLength()))
    same({ n = 1, true }, pack(j:getCollideConnected()))
  end)

  it("rope: setMaxLength (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newRopeJoint(a, b, 110, 50, 190, 85, 150); j:setMaxLength(99.5)
    same({ n = 1, 99.5 }, pack(j:getMaxLength()))
    same({ n = 1, false }, pack(j:getCollideConnected()))
  end)

  it("motor: the offsets of now, force and torque 1 in metres (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newMotorJoint(a, b)
    same({ n = 1, "motor" }, pack(j:getType()))
    same({ n = 4, 100, 50, 200, 80 }, pack(j:getAnchors()))
    same({ n = 2, 100, 30.000003814697266 }, pack(j:getLinearOffset()))
    same({ n = 1, 0.30000001192092896 }, pack(j:getAngularOffset()))
    same({ n = 1, 30 }, pack(j:getMaxForce()))
    same({ n = 1, 900 }, pack(j:getMaxTorque()))
    same({ n = 1, 0.30000001192092896 }, pack(j:getCorrectionFactor()))
    same({ n = 1, false }, pack(j:getCollideConnected()))
  end)

  it("motor: settings set and read back (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newMotorJoint(a, b); j:setLinearOffset(10, 20); j:setAngularOffset(0.5); j:setMaxForce(300); j:setMaxTorque(400); j:setCorrectionFactor(0.6)
    same({ n = 2, 10, 20 }, pack(j:getLinearOffset()))
    same({ n = 1, 0.5 }, pack(j:getAngularOffset()))
    same({ n = 1, 300 }, pack(j:getMaxForce()))
    same({ n = 1, 400 }, pack(j:getMaxTorque()))
    same({ n = 1, 0.60000002384185791 }, pack(j:getCorrectionFactor()))
  end)

  it("motor: correction factor and collideConnected (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newMotorJoint(a, b, 0.9, true)
    same({ n = 1, 0.89999997615814209 }, pack(j:getCorrectionFactor()))
    same({ n = 1, true }, pack(j:getCollideConnected()))
  end)

  it("user data, destroy, and a destroyed joint refuses (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newDistanceJoint(a, b, 110, 50, 190, 85); j:setUserData("rope"); local u = j:getUserData(); local before = j:isDestroyed(); j:destroy()
    same({ n = 1, "rope" }, pack(u))
    same({ n = 1, false }, pack(before))
    same({ n = 1, true }, pack(j:isDestroyed()))
    same({ n = 2, false, "Attempt to use destroyed joint." }, pack(pcall(j.getLength, j)))
  end)

  it("a joint goes with its body (values from LÖVE 11.4)", function()
    local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newRevoluteJoint(a, b, 150, 60); b:destroy()
    same({ n = 1, true }, pack(j:isDestroyed()))
    same({ n = 2, false, "Attempt to use destroyed joint." }, pack(pcall(j.getAnchors, j)))
  end)

  it("the meter scales lengths, forces once and torques twice (values from LÖVE 11.4)", function()
    lp.setMeter(64); local w = W(); local ground = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic", 0.3); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newFrictionJoint(a, b, 150, 60); j:setMaxForce(100); j:setMaxTorque(250); local r = lp.newRopeJoint(a, b, 100, 50, 200, 80, 77); lp.setMeter(30)
    same({ n = 1, 46.875 }, pack(j:getMaxForce()))
    same({ n = 1, 54.931640625 }, pack(j:getMaxTorque()))
  end)

  it("revolute: limits the wrong way round raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: lower <= upper", errorOf(function() local w = W(); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic"); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); lp.newRevoluteJoint(a, b, 150, 60):setLimits(1, 0) end))
  end)

  it("prismatic: an upper limit below the lower raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: lower <= upper", errorOf(function() local w = W(); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic"); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newPrismaticJoint(a, b, 150, 60, 1, 0); j:setUpperLimit(-10) end))
  end)

  it("mouse: a frequency of 0 raises LÖVE 11.4's error", function()
    assert.are.equal("MouseJoint frequency must be a positive number.", errorOf(function() local w = W(); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic"); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); lp.newMouseJoint(b, 210, 90):setFrequency(0) end))
  end)

  it("mouse: a kinematic body raises LÖVE 11.4's error", function()
    assert.are.equal("Cannot attach a MouseJoint to a kinematic body", errorOf(function() local w = W(); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic"); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); lp.newMouseJoint(B(w, 0, 0, "kinematic"), 1, 2) end))
  end)

  it("motor: a correction factor above 1 raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: b2IsValid(factor) && 0.0f <= factor && factor <= 1.0f", errorOf(function() local w = W(); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic"); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); lp.newMotorJoint(a, b):setCorrectionFactor(2) end))
  end)

  it("a destroyed joint raises LÖVE 11.4's error", function()
    assert.are.equal("Attempt to use destroyed joint.", errorOf(function() local w = W(); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic"); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); local j = lp.newWeldJoint(a, b, 150, 60); j:destroy(); j:getReferenceAngle() end))
  end)

  it("joining a body to itself raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: def->bodyA != def->bodyB", errorOf(function() local w = W(); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic"); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); lp.newRevoluteJoint(a, a, 100, 50) end))
  end)

  it("gear: two joints moving the same body raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: def->bodyA != def->bodyB", errorOf(function() local w = W(); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic"); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newRectangleShape(20, 30)); lp.newGearJoint(lp.newRevoluteJoint(a, b, 100, 50), lp.newDistanceJoint(a, b, 100, 50, 200, 80)) end))
  end)

  it("gear: a distance joint raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: m_typeA == e_revoluteJoint || m_typeA == e_prismaticJoint", errorOf(function() local w = W(); local g = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic"); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newCircleShape(10)); lp.newGearJoint(lp.newDistanceJoint(g, a, 0, 0, 100, 50), lp.newRevoluteJoint(g, b, 200, 80)) end))
  end)

  it("gear: a weld joint second raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: m_typeB == e_revoluteJoint || m_typeB == e_prismaticJoint", errorOf(function() local w = W(); local g = B(w, 0, 0, "static"); local a = B(w, 100, 50, "dynamic"); local b = B(w, 200, 80, "dynamic"); lp.newFixture(a, lp.newCircleShape(10)); lp.newFixture(b, lp.newCircleShape(10)); lp.newGearJoint(lp.newRevoluteJoint(g, a, 100, 50), lp.newWeldJoint(g, b, 200, 80)) end))
  end)

  it("gives each b2c joint its LÖVE object as user data, and each class LÖVE's parents", function()
    local w = W()
    local a, b = B(w, 100, 50, 'dynamic'), B(w, 200, 80, 'dynamic')
    lp.newFixture(a, lp.newCircleShape(10))
    lp.newFixture(b, lp.newCircleShape(10))
    local joints = {
      DistanceJoint = lp.newDistanceJoint(a, b, 100, 50, 200, 80),
      RevoluteJoint = lp.newRevoluteJoint(a, b, 150, 60),
      PrismaticJoint = lp.newPrismaticJoint(a, b, 150, 60, 1, 0),
      MouseJoint = lp.newMouseJoint(b, 200, 80),
      PulleyJoint = lp.newPulleyJoint(a, b, 100, 0, 200, 0, 100, 50, 200, 80),
      FrictionJoint = lp.newFrictionJoint(a, b, 150, 60),
      WeldJoint = lp.newWeldJoint(a, b, 150, 60),
      WheelJoint = lp.newWheelJoint(a, b, 200, 80, 0, 1),
      RopeJoint = lp.newRopeJoint(a, b, 100, 50, 200, 80, 150),
      MotorJoint = lp.newMotorJoint(a, b),
    }
    for name, joint in pairs(joints) do
      assert.are.equal(joint, joint._h:getUserData())
      assert.are.equal(name, joint:type())
      assert.is_true(joint:typeOf('Joint'))
      assert.is_true(joint:typeOf('Object'))
      assert.are.equal(w, joint._world)
    end
  end)

  it('keeps a rope within its maximum length and lets it go slack (a b2c distance joint)', function()
    local w = W()
    local a = B(w, 0, 0, 'static')
    local b = B(w, 0, 90, 'dynamic')
    lp.newFixture(b, lp.newCircleShape(5))
    local rope = lp.newRopeJoint(a, b, 0, 0, 0, 90, 120)
    assert.are.equal('distance', rope._h:getType())
    b._h:setLinearVelocity(0, 20)
    for _ = 1, 120 do w._h:step(1 / 60) end
    local p = b._h:getPosition()
    assert.is_true(I.up(p.y) <= 120 + 0.5)
    assert.is_true(I.up(p.y) > 110)
    b._h:setLinearVelocity(0, -2)
    w._h:step(1 / 60)
    assert.is_true(I.up(b._h:getPosition().y) < 120) -- slack: nothing pushes it out
  end)

  -- LÖVE 12's springs: stiffness (N/m) and damping (N·s/m) instead of a frequency and ratio; b2c's
  -- hertz and ratio come from them and the bodies' masses, as Box2D 2.4's b2LinearStiffness inverts.
  it("takes LÖVE 12's stiffness and damping on distance, mouse, weld and wheel joints", function()
    local w = W()
    local a, b = B(w, 100, 50, 'dynamic'), B(w, 200, 80, 'dynamic')
    lp.newFixture(a, lp.newCircleShape(30))
    lp.newFixture(b, lp.newCircleShape(30))
    local d = lp.newDistanceJoint(a, b, 100, 50, 200, 80)
    d:setStiffness(50)
    d:setDamping(2)
    same({ n = 2, I.f32(50), I.f32(2) }, pack(d:getStiffness(), d:getDamping()))
    local ma, mb = a._h:getMass(), b._h:getMass()
    local m = ma * mb / (ma + mb)
    local root = math.sqrt(50 / m)
    assert.is_true(d._h:isSpringEnabled())
    assert.are.equal(I.f32(root / (2 * math.pi)), I.f32(d._h:getHertz()))
    assert.are.equal(I.f32(2 / (2 * m * root)), I.f32(d._h:getDampingRatio()))
    local wheel = lp.newWheelJoint(a, b, 200, 80, 0, 1)
    wheel:setSpringStiffness(10)
    assert.are.equal(I.f32(10), wheel:getStiffness())
    local weld = lp.newWeldJoint(a, b, 150, 60)
    weld:setStiffness(5)
    assert.is_true(weld._h:getAngularHertz() > 0)
    local mouse = lp.newMouseJoint(b, 200, 80)
    -- before it is set, LÖVE 12's default: 5 Hz and 0.7 for the body's mass
    local omega = 2 * math.pi * 5
    same({ n = 2, I.f32(mb * omega * omega), I.f32(2 * mb * I.f32(0.7) * omega) }, pack(mouse:getStiffness(), mouse:getDamping()))
    mouse:setStiffness(100)
    mouse:setDamping(1)
    same({ n = 2, 100, 1 }, pack(mouse:getStiffness(), mouse:getDamping()))
  end)

  it('makes the gear again for a new ratio, keeping its joints, bodies and user data', function()
    local w = W()
    local ground, a, b = B(w, 0, 0, 'static'), B(w, 100, 50, 'dynamic'), B(w, 200, 80, 'dynamic')
    lp.newFixture(a, lp.newCircleShape(10))
    lp.newFixture(b, lp.newCircleShape(10))
    local j1, j2 = lp.newRevoluteJoint(ground, a, 100, 50), lp.newRevoluteJoint(ground, b, 200, 80)
    local gear = lp.newGearJoint(j1, j2, 2)
    gear:setUserData('gear')
    local old = gear._h
    gear:setRatio(-1.5)
    assert.is_true(old:isDestroyed())
    assert.are.equal(gear, gear._h:getUserData())
    same({ n = 3, -1.5, j1, 'gear' }, pack(gear:getRatio(), (gear:getJoints()), gear:getUserData()))
  end)

  it('names its function in an argument error', function()
    assert.are.equal("bad argument #2 to 'newRevoluteJoint' (Body expected, got nil)",
      errorOf(function() lp.newRevoluteJoint(B(W(), 0, 0, 'dynamic'), nil, 1, 2) end))
    assert.are.equal("bad argument #4 to 'newWeldJoint' (number expected, got string)",
      errorOf(function() local w = W() lp.newWeldJoint(B(w, 0, 0, 'dynamic'), B(w, 0, 0, 'dynamic'), 1, 'y') end))
  end)
end)
