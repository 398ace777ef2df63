-- A box sliding on the ground with friction: where it stops, for two frictions.
return function(physics, out)
  for _, friction in ipairs({ 0.2, 0.5 }) do
    local world = physics.newWorld(0, 9.81 * 30)
    local ground = physics.newBody(world, 300, 400)
    physics.newFixture(ground, physics.newRectangleShape(800, 20)):setFriction(friction)
    local box = physics.newBody(world, 100, 390 - 15, 'dynamic')
    physics.newFixture(box, physics.newRectangleShape(30, 30), 1):setFriction(friction)
    box:setLinearVelocity(150, 0)
    for step = 1, 90 do
      world:update(1 / 60)
      if step % 30 == 0 then
        out.near(1, ('box %g at %d'):format(friction, step), box:getPosition())
        out.near(0.5, ('velocity %g at %d'):format(friction, step), box:getLinearVelocity())
      end
    end
    out.near(0.01, ('angle %g'):format(friction), box:getAngle())
  end
end
