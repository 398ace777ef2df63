-- A body with two fixtures landing on the ground: a beginContact for each fixture pair; then
-- destroying one fixture while it touches (endContact at once), deactivating the body
-- (endContact for the other) and activating it again (Box2D 2.3 finds its contact at the end of
-- the first step, so beginContact comes in the second).
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  physics.newFixture(ground, physics.newRectangleShape(400, 20)):setUserData('ground')
  local body = physics.newBody(world, 200, 300, 'dynamic')
  local left = physics.newFixture(body, physics.newRectangleShape(-20, 0, 20, 20), 1)
  left:setUserData('left')
  physics.newFixture(body, physics.newRectangleShape(20, 0, 20, 20), 1):setUserData('right')
  local where, events = 'falling', {}
  local function flush()
    table.sort(events)
    for _, e in ipairs(events) do out(where, e) end
    events = {}
  end
  local function pair(kind, a, b)
    local x, y = tostring(a:getUserData()), tostring(b:getUserData())
    if x > y then x, y = y, x end
    events[#events + 1] = kind .. ' ' .. x .. '+' .. y
  end
  world:setCallbacks(function(a, b) pair('begin', a, b) end, function(a, b) pair('end', a, b) end)
  for _ = 1, 60 do world:update(1 / 60) end
  flush()
  where = 'left:destroy()'
  left:destroy()
  flush()
  where = 'step after'
  world:update(1 / 60)
  flush()
  where = 'setActive(false)'
  body:setActive(false)
  flush()
  where = 'step inactive'
  world:update(1 / 60)
  flush()
  where = 'setActive(true)'
  body:setActive(true)
  flush()
  where = 'step active'
  world:update(1 / 60)
  flush()
  out('contacts', world:getContactCount(), body:isAwake())
  where = 'second step active'
  body:setAwake(true)
  world:update(1 / 60)
  flush()
  out('contacts after', world:getContactCount())
end
