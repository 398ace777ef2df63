-- A pendulum: a ball on a revolute joint to static ground, let go horizontally, 60 steps;
-- the joint's reaction force and angle along the way.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 100)
  local ball = physics.newBody(world, 290, 100, 'dynamic')
  physics.newFixture(ball, physics.newCircleShape(10), 1)
  local joint = physics.newRevoluteJoint(ground, ball, 200, 100)
  for step = 1, 60 do
    world:update(1 / 60)
    if step % 15 == 0 then
      out.near(1, 'ball ' .. step, ball:getPosition())
      out.near(0.02, 'joint angle ' .. step, joint:getJointAngle())
      out.near(0.05, 'joint speed ' .. step, joint:getJointSpeed())
      local fx, fy = joint:getReactionForce(60)
      out.near(10, 'reaction ' .. step, fx, fy)
      out.near(0.01, 'reaction torque ' .. step, joint:getReactionTorque(60))
    end
  end
  local x, y = ball:getPosition()
  out.near(0.05, 'length kept', math.sqrt((x - 200) ^ 2 + (y - 100) ^ 2))
end
