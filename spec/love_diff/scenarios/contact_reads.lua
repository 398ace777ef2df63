-- Contact objects: in postSolve and from world:getContacts / body:getContacts, their fixtures,
-- children, normal, points, friction and restitution (mixed as Box2D mixes them), settings.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  local gf = physics.newFixture(ground, physics.newRectangleShape(400, 20))
  gf:setUserData('ground')
  gf:setFriction(0.4)
  gf:setRestitution(0.1)
  local box = physics.newBody(world, 200, 374.6, 'dynamic')
  local bf = physics.newFixture(box, physics.newRectangleShape(30, 30), 1)
  bf:setUserData('box')
  bf:setFriction(0.9)
  bf:setRestitution(0.3)
  local seen = false
  world:setCallbacks(nil, nil, nil, function(a, b, contact, n1, t1, n2, t2)
    if seen then return end
    seen = true
    out('post fixtures', a:getUserData(), b:getUserData())
    out('post children', contact:getChildren())
    out.float('post normal', contact:getNormal())
    local points = { contact:getPositions() }
    table.sort(points)
    out.near(0.5, 'post points sorted', (unpack or table.unpack)(points))
    out('post impulses given', n1 ~= nil, t1 ~= nil, n2 ~= nil, t2 ~= nil)
    out.float('post friction restitution', contact:getFriction(), contact:getRestitution())
  end)
  for _ = 1, 30 do world:update(1 / 60) end
  local contacts = world:getContacts()
  out('world contacts', #contacts, #box:getContacts(), #ground:getContacts())
  local c = contacts[1]
  local fa, fb = c:getFixtures()
  out('fixtures', fa:getUserData(), fb:getUserData())
  out('touching enabled', c:isTouching(), c:isEnabled(), c:isDestroyed())
  out.float('normal', c:getNormal())
  local points = { c:getPositions() }
  out('point count', #points)
  table.sort(points)
  out.near(0.5, 'points sorted', (unpack or table.unpack)(points))
  out.float('friction restitution', c:getFriction(), c:getRestitution())
  out('tangent speed', c:getTangentSpeed())
  c:setFriction(0.05)
  c:setRestitution(0.5)
  c:setTangentSpeed(2)
  out.float('set', c:getFriction(), c:getRestitution(), c:getTangentSpeed())
  c:resetFriction()
  c:resetRestitution()
  out.float('reset', c:getFriction(), c:getRestitution())
  box:setPosition(200, 100)
  box:setAwake(true)
  world:update(1 / 60)
  out('gone', #world:getContacts(), c:isDestroyed())
end
