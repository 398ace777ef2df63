-- Destroying inside callbacks, which LÖVE defers to the end of the step: a fixture, a joint, and a
-- Contact object kept from beginContact, read after endContact.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  physics.newFixture(ground, physics.newRectangleShape(400, 20)):setUserData('ground')
  local ball = physics.newBody(world, 100, 300, 'dynamic')
  local ballFixture = physics.newFixture(ball, physics.newCircleShape(10), 1)
  ballFixture:setUserData('ball')
  local box = physics.newBody(world, 300, 250, 'dynamic')
  physics.newFixture(box, physics.newRectangleShape(20, 20), 1):setUserData('box')
  local anchor = physics.newBody(world, 300, 150, 'dynamic')
  physics.newFixture(anchor, physics.newCircleShape(5), 1):setUserData('anchor')
  local rope = physics.newRopeJoint(anchor, box, 300, 150, 300, 250, 100)
  local kept
  world:setCallbacks(function(a, b, contact)
    local names = a:getUserData() .. '+' .. b:getUserData()
    out('begin', names)
    if names == 'ground+ball' then
      kept = contact
      ballFixture:destroy()
      out('fixture destroyed in callback', ballFixture:isDestroyed())
    elseif names == 'ground+box' then
      rope:destroy()
      out('joint destroyed in callback', rope:isDestroyed(), world:getJointCount())
    end
  end, function(a, b, contact)
    out('end', a:getUserData() .. '+' .. b:getUserData(), contact == kept)
  end)
  for _ = 1, 60 do world:update(1 / 60) end
  out('after', ballFixture:isDestroyed(), rope:isDestroyed(), world:getJointCount(), #ball:getFixtures())
  out('kept contact', kept ~= nil, kept and kept:isDestroyed())
end
