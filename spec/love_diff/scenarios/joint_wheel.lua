-- WheelJoint: anchors, axis, spring, motor read back.
local function bodies(physics)
  local world = physics.newWorld(0, 0)
  local ground = physics.newBody(world, 0, 0)
  local a = physics.newBody(world, 100, 50, 'dynamic')
  local b = physics.newBody(world, 160, 90, 'dynamic')
  physics.newFixture(a, physics.newRectangleShape(20, 20), 1)
  physics.newFixture(b, physics.newCircleShape(10), 2)
  a:setUserData('a')
  b:setUserData('b')
  ground:setUserData('ground')
  return world, ground, a, b
end

local function common(out, j)
  local list = { j:getBodies() }
  out('type', j:type(), j:getType(), j:isDestroyed())
  out('bodies', #list, list[1]:getUserData(), list[2] and list[2]:getUserData())
  out('anchors', j:getAnchors())
  out('collide connected', j:getCollideConnected())
end

return function(physics, out)
  local world, ground, a, b = bodies(physics)
  local j = physics.newWheelJoint(a, b, 160, 90, 0, 1)
  common(out, j)
  out('axis', j:getAxis())
  out('translation speed', j:getJointTranslation(), j:getJointSpeed())
  out('spring', j:getSpringFrequency(), j:getSpringDampingRatio())
  out('motor', j:isMotorEnabled(), j:getMotorSpeed(), j:getMaxMotorTorque())
  j:setSpringFrequency(4)
  j:setSpringDampingRatio(0.3)
  j:setMotorEnabled(true)
  j:setMotorSpeed(-3)
  j:setMaxMotorTorque(20)
  out('set', j:getSpringFrequency(), j:getSpringDampingRatio(), j:isMotorEnabled(), j:getMotorSpeed(), j:getMaxMotorTorque())
  local k = physics.newWheelJoint(ground, b, 160, 90, 150, 95, 1, 1, true)
  common(out, k)
  out('second axis', k:getAxis())
end
