-- Joint limits and motors in motion: a pendulum stopped by a revolute limit, a slider falling onto
-- a prismatic limit, a wheel joint's motor; joint speeds and motor torques along the way.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 0, 0)
  local arm = physics.newBody(world, 150, 100, 'dynamic')
  physics.newFixture(arm, physics.newRectangleShape(100, 10), 1)
  local hinge = physics.newRevoluteJoint(ground, arm, 100, 100)
  hinge:setLimits(-0.25, 0.5)
  hinge:setLimitsEnabled(true)
  local slider = physics.newBody(world, 300, 100, 'dynamic')
  physics.newFixture(slider, physics.newRectangleShape(20, 20), 1)
  local rail = physics.newPrismaticJoint(ground, slider, 300, 100, 0, 1)
  rail:setLimits(-10, 40)
  local car = physics.newBody(world, 500, 100, 'dynamic')
  physics.newFixture(car, physics.newRectangleShape(60, 10), 1)
  car:setGravityScale(0)
  local wheel = physics.newBody(world, 500, 120, 'dynamic')
  physics.newFixture(wheel, physics.newCircleShape(10), 1)
  wheel:setGravityScale(0)
  local axle = physics.newWheelJoint(car, wheel, 500, 120, 0, 1)
  axle:setMotorEnabled(true)
  axle:setMotorSpeed(4)
  axle:setMaxMotorTorque(1000)
  for step = 1, 60 do
    world:update(1 / 60)
    if step % 20 == 0 then
      out.near(0.02, 'hinge angle ' .. step, hinge:getJointAngle())
      out.near(2, 'rail translation ' .. step, rail:getJointTranslation())
      out.near(2, 'rail speed ' .. step, rail:getJointSpeed())
      out.near(0.05, 'wheel speed ' .. step, axle:getJointSpeed(), wheel:getAngularVelocity())
    end
  end
  out.near(20, 'wheel motor torque', axle:getMotorTorque(60))
  out.near(0.02, 'arm resting at the limit', arm:getAngle())
end
