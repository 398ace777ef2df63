-- A box falling onto static ground for 60 steps (1/60 s), and a circle beside it: positions and
-- angles every 10 steps. Free fall is the same integration in both; the landing is the solver's.
-- Positions along the way within 2 px: Box2D 2.3 integrates gravity once a step, b2c once a
-- substep, which puts a falling body up to 1.8 px higher after 60 steps.
-- The resting heights (within 0.2 px) show the polygon skin: 0.3 px a polygon at 30 px a metre.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  physics.newFixture(ground, physics.newRectangleShape(600, 20))
  local box = physics.newBody(world, 100, 300, 'dynamic')
  physics.newFixture(box, physics.newRectangleShape(30, 30), 1)
  local ball = physics.newBody(world, 300, 250, 'dynamic')
  physics.newFixture(ball, physics.newCircleShape(15), 1)
  for step = 1, 90 do
    world:update(1 / 60)
    if step % 10 == 0 then
      out.near(2, 'box ' .. step, box:getPosition())
      out.near(2, 'ball ' .. step, ball:getPosition())
      out.near(0.01, 'angles ' .. step, box:getAngle(), ball:getAngle())
    end
  end
  out.near(0.2, 'box rests at', box:getY())
  out.near(0.2, 'ball rests at', ball:getY())
  out.near(0.5, 'box velocity', box:getLinearVelocity())
  out('contacts', world:getContactCount(), box:isTouching(ground), ball:isTouching(ground))
end
