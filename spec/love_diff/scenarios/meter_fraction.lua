-- A meter that is not a whole number: LÖVE 11.4 keeps it as a float (lengths are converted with
-- 7.5, not 7) but getMeter gives it truncated to an integer.
return function(physics, out)
  physics.setMeter(33.1)
  out('set 33.1', physics.getMeter())
  physics.setMeter(7.5)
  out('set 7.5', physics.getMeter())
  local world = physics.newWorld(0, 0)
  local shape = physics.newCircleShape(15)
  out('radius with 7.5', shape:getRadius())
  local body = physics.newBody(world, 0, 0, 'dynamic')
  physics.newFixture(body, shape, 1)
  out('mass with 7.5 (not 7)', body:getMass())
end
