-- shape:testPoint and fixture:testPoint.
return function(physics, out)
  local circle = physics.newCircleShape(5, 0, 10)
  local box = physics.newRectangleShape(40, 20)
  for _, p in ipairs({ { 0, 0 }, { 14, 0 }, { 16, 0 }, { 105, 50 }, { 100, 50 } }) do
    out('circle', p[1], p[2], circle:testPoint(0, 0, 0, p[1], p[2]))
    out('circle moved', p[1], p[2], circle:testPoint(95, 50, 0, p[1], p[2]))
    out('box', p[1], p[2], box:testPoint(0, 0, 0, p[1], p[2]))
    out('box turned', p[1], p[2], box:testPoint(0, 0, math.pi / 2, p[1], p[2]))
  end
  local world = physics.newWorld(0, 0)
  local body = physics.newBody(world, 100, 50, 'dynamic')
  body:setAngle(math.pi / 4)
  local fixture = physics.newFixture(body, box)
  for _, p in ipairs({ { 100, 50 }, { 115, 50 }, { 119, 50 }, { 108, 58 }, { 112, 62 } }) do
    out('fixture', p[1], p[2], fixture:testPoint(p[1], p[2]))
  end
end
