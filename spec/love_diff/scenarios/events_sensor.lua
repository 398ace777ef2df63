-- A ball falling through a sensor: beginContact then endContact, never preSolve or postSolve; the
-- steps they come in (within one step) and isTouching on the sensor's contact.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local zone = physics.newBody(world, 200, 250)
  local sensor = physics.newFixture(zone, physics.newRectangleShape(200, 40))
  sensor:setSensor(true)
  sensor:setUserData('sensor')
  local ball = physics.newBody(world, 200, 100, 'dynamic')
  physics.newFixture(ball, physics.newCircleShape(10), 1):setUserData('ball')
  local step, events = 0, {}
  local solves = 0
  world:setCallbacks(
    function(a, b, contact)
      events[#events + 1] = { 'begin', step, a:getUserData(), b:getUserData(), contact:isTouching() }
    end,
    function(a, b, contact)
      events[#events + 1] = { 'end', step, a:getUserData(), b:getUserData() }
    end,
    function() solves = solves + 1 end,
    function() solves = solves + 1 end)
  for i = 1, 90 do
    step = i
    world:update(1 / 60)
  end
  for _, e in ipairs(events) do
    out(e[1], e[3], e[4], e[5])
    out.near(1, e[1] .. ' step', e[2])
  end
  out('solves', solves)
  out.near(3, 'ball y', ball:getY())
end
