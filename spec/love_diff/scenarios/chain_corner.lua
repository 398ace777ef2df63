-- A ball fallen into the corner of a V-shaped chain touches two of its segments: a beginContact
-- and an endContact for each, the same Contact object throughout.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local walls = physics.newBody(world, 0, 0)
  physics.newFixture(walls, physics.newChainShape(false, 0, 0, 200, 200, 400, 0)):setUserData('walls')
  local ball = physics.newBody(world, 200, 100, 'dynamic')
  physics.newFixture(ball, physics.newCircleShape(15), 1):setUserData('ball')
  local events, seen = {}, {}
  local objects = 0
  world:setCallbacks(function(a, b, c)
    local x = tostring(a:getUserData()) .. '+' .. tostring(b:getUserData())
    local ca, cb = c:getChildren()
    events[#events + 1] = 'begin ' .. x .. ' ' .. ca .. ' ' .. cb
    if not seen[c] then seen[c], objects = true, objects + 1 end
  end, function(a, b, c)
    local x = tostring(a:getUserData()) .. '+' .. tostring(b:getUserData())
    local ca, cb = c:getChildren()
    events[#events + 1] = 'end ' .. x .. ' ' .. ca .. ' ' .. cb
    if not seen[c] then seen[c], objects = true, objects + 1 end
  end)
  local function flush(tag)
    table.sort(events)
    out(tag, #events, table.concat(events, ', '))
    events = {}
  end
  for _ = 1, 60 do world:update(1 / 60) end
  flush('resting in the corner')
  out.near(0.5, 'ball x', ball:getX())
  out('ball awake', ball:isAwake())
  ball:setActive(false) -- (both contacts end at once)
  flush('made inactive')
  world:update(1 / 60)
  world:update(1 / 60)
  flush('inactive')
  ball:setActive(true)
  for _ = 1, 3 do world:update(1 / 60) end
  flush('active again')
  ball:setAwake(true)
  ball:setPosition(200, 50)
  ball:setLinearVelocity(0, 0)
  world:setGravity(0, 0)
  world:update(1 / 60)
  world:update(1 / 60)
  flush('lifted out')
  out('Contact objects', objects)
end
