-- Changing the meter with objects alive: what they read back is converted with the meter of the
-- moment (LÖVE keeps metres inside), so the same body reads twice as far at twice the meter.
return function(physics, out)
  local world = physics.newWorld(0, 300)
  local body = physics.newBody(world, 90, 60, 'dynamic')
  local fixture = physics.newFixture(body, physics.newCircleShape(15), 1)
  local joint = physics.newRopeJoint(body, physics.newBody(world, 0, 0), 90, 60, 0, 0, 120)
  out('at 30', body:getPosition())
  physics.setMeter(60)
  out('at 60', body:getPosition())
  out('radius at 60', fixture:getShape():getRadius())
  out('gravity at 60', world:getGravity())
  out('rope at 60', joint:getMaxLength())
  out.float('mass and inertia at 60', body:getMass(), body:getInertia())
  body:setPosition(90, 60)
  physics.setMeter(30)
  out('set at 60, read at 30', body:getPosition())
end
