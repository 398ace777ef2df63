-- A fast small ball shot at a thin static wall (always continuous), and at a thin dynamic plank
-- (continuous only for a bullet): whether it stays on its side.
return function(physics, out)
  local function shoot(bullet, plankType)
    local world = physics.newWorld(0, 0)
    local plank = physics.newBody(world, 300, 100, plankType)
    physics.newFixture(plank, physics.newRectangleShape(4, 200), 1000)
    local ball = physics.newBody(world, 0, 100, 'dynamic')
    physics.newFixture(ball, physics.newCircleShape(3), 1)
    ball:setBullet(bullet)
    ball:setLinearVelocity(6000, 0)
    for _ = 1, 10 do world:update(1 / 60) end
    return ball:getX() < plank:getX()
  end
  out('static wall, not a bullet', shoot(false, 'static'))
  out('static wall, a bullet', shoot(true, 'static'))
  out('dynamic plank, a bullet', shoot(true, 'dynamic'))
  out('dynamic plank, not a bullet', shoot(false, 'dynamic'))
end
