-- A prismatic joint with a motor running into its upper limit, then a wheel joint's spring.
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local ground = physics.newBody(world, 0, 0)
  local slider = physics.newBody(world, 100, 100, 'dynamic')
  physics.newFixture(slider, physics.newRectangleShape(20, 20), 1)
  local joint = physics.newPrismaticJoint(ground, slider, 100, 100, 1, 0)
  joint:setLimits(-30, 60)
  joint:setLimitsEnabled(true)
  joint:setMotorEnabled(true)
  joint:setMotorSpeed(90)
  joint:setMaxMotorForce(1000)
  for step = 1, 60 do
    world:update(1 / 60)
    if step % 15 == 0 then
      out.near(0.5, 'translation ' .. step, joint:getJointTranslation())
      out.near(0.5, 'slider ' .. step, slider:getPosition())
    end
  end
  out.near(5, 'motor force at the limit', joint:getMotorForce(60))
end
