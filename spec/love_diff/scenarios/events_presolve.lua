-- A one-way platform: preSolve disables the contact while the ball moves up, so a ball shot from
-- below passes and lands on it; contact:setEnabled read back in the callback.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local platform = physics.newBody(world, 200, 300)
  physics.newFixture(platform, physics.newRectangleShape(200, 10)):setUserData('platform')
  local ball = physics.newBody(world, 200, 400, 'dynamic')
  physics.newFixture(ball, physics.newCircleShape(10), 1):setUserData('ball')
  ball:setLinearVelocity(0, -300)
  local disabled, enabledPost = 0, 0
  world:setCallbacks(nil, nil,
    function(a, b, contact)
      local _, vy = ball:getLinearVelocity()
      if vy < 0 then
        contact:setEnabled(false)
        disabled = disabled + 1
        if disabled == 1 then out('disabled reads', contact:isEnabled()) end
      end
    end,
    function() enabledPost = enabledPost + 1 end)
  local highest = math.huge
  for _ = 1, 180 do
    world:update(1 / 60)
    highest = math.min(highest, ball:getY())
  end
  out('passed above', highest < 285)
  out.near(0.5, 'landed at', ball:getY())
  out('on the platform', ball:isTouching(platform), disabled > 0, enabledPost > 0)
end
