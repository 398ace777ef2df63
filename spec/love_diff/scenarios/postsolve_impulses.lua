-- postSolve's impulses: a box resting on the ground (its two points carry its weight: the normal
-- impulses add up to m g dt, in LÖVE's units: kg px / s); a box resting on a slope with friction
-- (tangent impulses hold it).
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  physics.newFixture(ground, physics.newRectangleShape(400, 20))
  local box = physics.newBody(world, 200, 374.6, 'dynamic')
  physics.newFixture(box, physics.newRectangleShape(30, 30), 2)
  local last = {}
  world:setCallbacks(nil, nil, nil, function(a, b, contact, ...)
    last = { ... }
  end)
  for _ = 1, 30 do world:update(1 / 60) end
  out('impulse values', #last)
  local normal = (last[1] or 0) + (last[3] or 0)
  out.near(0.05, 'normal impulses add up to m g dt', normal)
  out.near(0.05, 'tangent impulses add up to 0', (last[2] or 0) + (last[4] or 0))
  out.near(1e-3, 'm g dt', box:getMass() * 9.81 * 30 / 60)
end
