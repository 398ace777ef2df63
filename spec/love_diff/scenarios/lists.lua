-- The lists: world:getBodies/getJoints/getContacts, body:getFixtures/getJoints/getContacts,
-- isTouching, their deprecated ...List names, and world:update with iteration counts. Sets are
-- compared sorted by user data.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  ground:setUserData('ground')
  physics.newFixture(ground, physics.newRectangleShape(400, 20)):setUserData('ground box')
  physics.newFixture(ground, physics.newEdgeShape(0, 300, 0, 390)):setUserData('ground wall')
  local names = {}
  for i = 1, 3 do
    local body = physics.newBody(world, 100 * i, 370 + i, 'dynamic')
    body:setUserData('body' .. i)
    physics.newFixture(body, physics.newCircleShape(10), 1):setUserData('ball' .. i)
    names[i] = body
  end
  physics.newRevoluteJoint(names[1], names[2], 150, 370):setUserData('r12')
  physics.newDistanceJoint(names[2], names[3], 200, 372, 300, 373):setUserData('d23')
  for _ = 1, 20 do world:update(1 / 60, 8, 3) end
  local function sorted(list, f)
    local t = {}
    for i, o in ipairs(list) do t[i] = tostring(f(o)) end
    table.sort(t)
    return #t, table.concat(t, ' ')
  end
  local ud = function(o) return o:getUserData() end
  local pair = function(c)
    local a, b = c:getFixtures()
    local x, y = tostring(a:getUserData()), tostring(b:getUserData())
    if x > y then x, y = y, x end
    return x .. '+' .. y
  end
  out('world bodies', sorted(world:getBodies(), ud))
  out('world joints', sorted(world:getJoints(), ud))
  out('world contacts', sorted(world:getContacts(), pair))
  out('ground fixtures', sorted(ground:getFixtures(), ud))
  out('body2 joints', sorted(names[2]:getJoints(), ud))
  out('body1 contacts', sorted(names[1]:getContacts(), pair))
  out('ground contacts', sorted(ground:getContacts(), pair))
  out('touching', names[1]:isTouching(ground), names[1]:isTouching(names[3]), ground:isTouching(names[2]))
  out('deprecated names', #world:getBodyList(), #world:getJointList(), #world:getContactList(),
    #ground:getFixtureList(), #names[2]:getJointList(), #ground:getContactList())
end
