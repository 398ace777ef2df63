-- Contact settings changed in preSolve: restitution 1 for one ball (it bounces back as high), a
-- tangent speed for a box on the ground (a conveyor belt carries it; LÖVE 11.4 takes the speed in
-- metres a second, unlike every other speed).
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 300, 400)
  physics.newFixture(ground, physics.newRectangleShape(600, 20)):setUserData('ground')
  local ball = physics.newBody(world, 100, 250, 'dynamic')
  physics.newFixture(ball, physics.newCircleShape(10), 1):setUserData('ball')
  local box = physics.newBody(world, 400, 374.6, 'dynamic')
  physics.newFixture(box, physics.newRectangleShape(30, 30), 1):setUserData('box')
  world:setCallbacks(nil, nil, function(a, b, contact)
    local other = a:getUserData() == 'ground' and b or a
    if other:getUserData() == 'ball' then
      contact:setRestitution(1)
    else
      contact:setFriction(1)
      contact:setTangentSpeed(1) -- LÖVE 11.4 passes it on unscaled: 1 m/s, 30 px/s
    end
  end)
  local top, falling = math.huge, true
  for step = 1, 120 do
    world:update(1 / 60)
    local _, vy = ball:getLinearVelocity()
    if vy < 0 then falling = false end
    if not falling then top = math.min(top, ball:getY()) end
  end
  out.near(4, 'ball bounces back up to', top)
  out.near(6, 'the belt carries the box to', box:getX())
  out.near(0.5, 'the box stays on the ground', box:getY())
end
