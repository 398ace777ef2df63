-- User data on bodies, fixtures and joints: nil until set, any value, the same value back.
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local a = physics.newBody(world, 0, 0, 'dynamic')
  local b = physics.newBody(world, 50, 0, 'dynamic')
  local fixture = physics.newFixture(a, physics.newCircleShape(10))
  local joint = physics.newRevoluteJoint(a, b, 25, 0)
  out('unset', a:getUserData(), fixture:getUserData(), joint:getUserData())
  local t = { name = 'table' }
  a:setUserData('body a')
  fixture:setUserData(t)
  joint:setUserData(42)
  out('set', a:getUserData(), fixture:getUserData() == t, joint:getUserData())
  out('from lists', world:getBodies()[1]:getUserData() or world:getBodies()[2]:getUserData(),
    a:getFixtures()[1]:getUserData() == t, a:getJoints()[1]:getUserData())
  a:setUserData(nil)
  out('cleared', a:getUserData())
  b:setUserData(true)
  out('boolean', b:getUserData())
end
