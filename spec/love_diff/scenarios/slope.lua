-- On a 30 degree slope (a chain): a box with friction 0.8 sticks, a box with friction 0.1 slides, a
-- ball rolls (its spin follows its speed). Positions after 60 steps.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 0, 0)
  local dx, dy = math.cos(math.pi / 6), math.sin(math.pi / 6)
  local chain = physics.newFixture(ground, physics.newChainShape(false, 0, 0, 1000 * dx, 1000 * dy))
  chain:setFriction(1)
  local function put(along, shape, friction)
    -- a point `along` px down the slope, lifted off it by `lift` along its normal
    local lift = shape:getType() == 'circle' and shape:getRadius() or 10
    local body = physics.newBody(world, along * dx + lift * dy, along * dy - lift * dx, 'dynamic')
    body:setAngle(math.pi / 6)
    physics.newFixture(body, shape, 1):setFriction(friction)
    return body
  end
  local sticking = put(100, physics.newRectangleShape(20, 20), 0.8)
  local sliding = put(300, physics.newRectangleShape(20, 20), 0.1)
  local ball = put(500, physics.newCircleShape(10), 0.8)
  local start = { sticking:getX(), sliding:getX(), ball:getX() }
  for _ = 1, 60 do world:update(1 / 60) end
  out.near(1, 'sticking box moved along x', sticking:getX() - start[1])
  out.near(3, 'sliding box moved along x', sliding:getX() - start[2])
  out.near(3, 'ball moved along x', ball:getX() - start[3])
  local vx, vy = ball:getLinearVelocity()
  out.near(0.05, 'ball spin over speed / radius', ball:getAngularVelocity() / (math.sqrt(vx * vx + vy * vy) / 10))
  out.near(0.02, 'sliding box angle', sliding:getAngle())
end
