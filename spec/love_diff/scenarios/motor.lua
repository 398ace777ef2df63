-- A wheel driven by a revolute motor (no gravity): its angular velocity reaches the motor speed,
-- the angle after 60 steps, the motor torque while accelerating.
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local ground = physics.newBody(world, 0, 0)
  local wheel = physics.newBody(world, 100, 100, 'dynamic')
  physics.newFixture(wheel, physics.newCircleShape(20), 1)
  local joint = physics.newRevoluteJoint(ground, wheel, 100, 100)
  joint:setMotorEnabled(true)
  joint:setMotorSpeed(3)
  joint:setMaxMotorTorque(2000)
  world:update(1 / 60)
  out.near(0.01, 'speed after 1 step', wheel:getAngularVelocity(), joint:getJointSpeed())
  out.near(5, 'torque after 1 step', joint:getMotorTorque(60))
  for _ = 2, 60 do world:update(1 / 60) end
  out.near(0.01, 'speed after 60 steps', wheel:getAngularVelocity())
  out.near(0.05, 'angle after 60 steps', wheel:getAngle(), joint:getJointAngle())
  out.near(0.01, 'position kept', wheel:getPosition())
end
