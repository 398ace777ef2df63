-- What setMeter changes: lengths in and out, gravity, masses (kg, not scaled) and inertias.
return function(physics, out)
  for _, meter in ipairs({ 30, 64, 1, 7.5 }) do
    physics.setMeter(meter)
    local world = physics.newWorld(0, 9.81 * meter)
    out('gravity', meter, world:getGravity())
    local body = physics.newBody(world, 100.3, -50.7, 'dynamic')
    out('position', meter, body:getPosition())
    local shape = physics.newCircleShape(12.345)
    out('radius', meter, shape:getRadius())
    local fixture = physics.newFixture(body, shape, 2)
    out.float('mass', meter, body:getMass(), body:getInertia())
    out.float('aabb', meter, fixture:getBoundingBox())
    local box = physics.newRectangleShape(10, 20, 33.3, 44.4, 0.3)
    out.float('box', meter, box:getPoints())
    out('box radius', meter, box:getRadius())
    body:setLinearVelocity(15, -7.5)
    out('velocity', meter, body:getLinearVelocity())
    world:destroy()
  end
end
