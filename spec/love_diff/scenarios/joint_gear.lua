-- GearJoint over two revolute joints: ratio, the joints read back.
local function bodies(physics)
  local world = physics.newWorld(0, 0)
  local ground = physics.newBody(world, 0, 0)
  local a = physics.newBody(world, 100, 50, 'dynamic')
  local b = physics.newBody(world, 160, 90, 'dynamic')
  physics.newFixture(a, physics.newRectangleShape(20, 20), 1)
  physics.newFixture(b, physics.newCircleShape(10), 2)
  a:setUserData('a')
  b:setUserData('b')
  ground:setUserData('ground')
  return world, ground, a, b
end

local function common(out, j)
  local list = { j:getBodies() }
  out('type', j:type(), j:getType(), j:isDestroyed())
  out('bodies', #list, list[1]:getUserData(), list[2] and list[2]:getUserData())
  out('anchors', j:getAnchors())
  out('collide connected', j:getCollideConnected())
end

return function(physics, out)
  local world, ground, a, b = bodies(physics)
  local r1 = physics.newRevoluteJoint(ground, a, 100, 50)
  local r2 = physics.newRevoluteJoint(ground, b, 160, 90)
  local j = physics.newGearJoint(r1, r2, 2)
  common(out, j)
  out('ratio', j:getRatio())
  local j1, j2 = j:getJoints()
  out('joints', j1 == r1, j2 == r2, j1:getType(), j2:getType())
  j:setRatio(-0.5)
  out('set ratio', j:getRatio())
  a:setAngularVelocity(1)
  for _ = 1, 10 do world:update(1 / 60) end
  out.near(0.001, 'angles after 10 steps', a:getAngle(), b:getAngle())
end
