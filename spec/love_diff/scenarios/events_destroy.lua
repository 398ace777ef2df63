-- Destroying a touching body (it overlaps the ground by 0.5 px from the start): outside a step endContact comes at once; inside a callback the
-- destruction waits until the step is over (LÖVE defers it), then endContact comes.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  physics.newFixture(ground, physics.newRectangleShape(400, 20)):setUserData('ground')
  local a = physics.newBody(world, 100, 380.5, 'dynamic')
  physics.newFixture(a, physics.newCircleShape(10), 1):setUserData('a')
  local b = physics.newBody(world, 300, 300, 'dynamic')
  physics.newFixture(b, physics.newCircleShape(10), 1):setUserData('b')
  local where, step = 'setup', 0
  local doomed
  world:setCallbacks(
    function(fa, fb)
      out('begin', where, fa:getUserData(), fb:getUserData())
      if where == 'step' then out.near(2, 'begin step', step) end
      if doomed and (fa:getBody() == doomed or fb:getBody() == doomed) then
        doomed:destroy()
        out('destroyed in callback', doomed:isDestroyed(), world:isLocked())
      end
    end,
    function(fa, fb, contact)
      out('end', where, fa and fa:getUserData(), fb and fb:getUserData(), contact:isDestroyed())
    end)
  where = 'first step'
  world:update(1 / 60)
  out('contacts', world:getContactCount())
  where = 'a:destroy()'
  a:destroy()
  where = 'after a:destroy()'
  out('after destroy', world:getContactCount(), world:getBodyCount())
  doomed = b
  for i = 1, 60 do
    where, step = 'step', i + 1
    world:update(1 / 60)
    if b:isDestroyed() then break end
  end
  where = 'after'
  out('b destroyed', b:isDestroyed(), world:getBodyCount(), world:getContactCount())
end
