-- A kinematic body moving and turning at set velocities for 60 steps, pushing a dynamic box.
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local mover = physics.newBody(world, 0, 100, 'kinematic')
  physics.newFixture(mover, physics.newRectangleShape(20, 60))
  mover:setLinearVelocity(60, 0)
  mover:setAngularVelocity(0.5)
  local box = physics.newBody(world, 40, 100, 'dynamic')
  physics.newFixture(box, physics.newRectangleShape(20, 20), 1)
  local spinner = physics.newBody(world, 0, 300, 'kinematic')
  spinner:setAngularVelocity(-1)
  for _ = 1, 60 do world:update(1 / 60) end
  out.near(1e-3, 'mover', mover:getPosition())
  out.near(1e-4, 'mover angle', mover:getAngle())
  out.near(1e-4, 'spinner angle', spinner:getAngle())
  out('velocity kept', mover:getLinearVelocity())
  out.near(3, 'pushed box', box:getPosition())
  out('box ahead of the mover', box:getX() > mover:getX())
end
