-- Object:release(): true the first time, false after; a released object refuses its methods; a
-- released body stays in its world.
return function(physics, out)
  local shape = physics.newCircleShape(10)
  out('shape release', shape:release())
  out('shape release again', shape:release())
  out('released shape used', pcall(function() shape:getRadius() end))
  local world = physics.newWorld(0, 0)
  local body = physics.newBody(world, 10, 20, 'dynamic')
  physics.newFixture(body, physics.newCircleShape(5))
  out('body release', body:release())
  out('body still in the world', world:getBodyCount(), #world:getBodies())
  local again = world:getBodies()[1]
  out('found again', again:getPosition())
end
