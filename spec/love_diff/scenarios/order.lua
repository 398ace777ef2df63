-- The order of the lists (Box2D 2.3 puts the newest first): world:getBodies, world:getJoints,
-- body:getFixtures, body:getJoints; and after one is destroyed.
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local bodies = {}
  for i = 1, 4 do
    bodies[i] = physics.newBody(world, i * 50, 0, 'dynamic')
    bodies[i]:setUserData('b' .. i)
    physics.newFixture(bodies[i], physics.newCircleShape(5), 1):setUserData('f' .. i .. 'a')
    physics.newFixture(bodies[i], physics.newCircleShape(3), 1):setUserData('f' .. i .. 'b')
  end
  physics.newDistanceJoint(bodies[1], bodies[2], 50, 0, 100, 0):setUserData('j12')
  physics.newDistanceJoint(bodies[2], bodies[3], 100, 0, 150, 0):setUserData('j23')
  physics.newRevoluteJoint(bodies[2], bodies[4], 150, 0):setUserData('j24')
  local function names(list)
    local t = {}
    for i, o in ipairs(list) do t[i] = tostring(o:getUserData()) end
    return table.concat(t, ' ')
  end
  out('bodies', names(world:getBodies()))
  out('joints', names(world:getJoints()))
  out('fixtures of b1', names(bodies[1]:getFixtures()))
  out('joints of b2', names(bodies[2]:getJoints()))
  bodies[3]:destroy()
  bodies[2]:getFixtures()[1]:destroy()
  out('bodies after', names(world:getBodies()))
  out('joints after', names(world:getJoints()))
  out('fixtures of b2 after', names(bodies[2]:getFixtures()))
  out('joints of b2 after', names(bodies[2]:getJoints()))
end
