-- MotorJoint: offsets, max force and torque, correction factor read back.
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
  local j = physics.newMotorJoint(a, b)
  common(out, j)
  out('offsets', j:getLinearOffset())
  out('angular offset', j:getAngularOffset())
  out('settings', j:getMaxForce(), j:getMaxTorque(), j:getCorrectionFactor())
  j:setLinearOffset(10, -20)
  j:setAngularOffset(0.5)
  j:setMaxForce(100)
  j:setMaxTorque(50)
  j:setCorrectionFactor(0.2)
  out('set offsets', j:getLinearOffset())
  out('set', j:getAngularOffset(), j:getMaxForce(), j:getMaxTorque(), j:getCorrectionFactor())
  local k = physics.newMotorJoint(ground, a, 0.6, true)
  common(out, k)
  out('correction factor', k:getCorrectionFactor())
end
