-- A ball with restitution 0.8 dropped on the ground: its height every 10 steps for 120 steps and
-- the top of its first bounce (within 2 px: the height restitution gives); along the way within
-- 10 px (the bounce can come a step apart).
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  physics.newFixture(ground, physics.newRectangleShape(600, 20))
  local ball = physics.newBody(world, 200, 200, 'dynamic')
  local f = physics.newFixture(ball, physics.newCircleShape(10), 1)
  f:setRestitution(0.8)
  local bounced, top = false, math.huge
  for step = 1, 120 do
    world:update(1 / 60)
    local _, vy = ball:getLinearVelocity()
    if vy < 0 then bounced = true end
    if bounced and step < 100 then top = math.min(top, ball:getY()) end
    if step % 10 == 0 then out.near(10, 'ball y ' .. step, ball:getY()) end
  end
  out.near(2, 'first bounce top', top)
  out('x unchanged', ball:getX())
end
