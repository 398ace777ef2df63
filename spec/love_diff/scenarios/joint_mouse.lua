-- MouseJoint: target, max force (1000 x mass by default), frequency, damping.
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
  local j = physics.newMouseJoint(a, 110, 55)
  common(out, j)
  out('target', j:getTarget())
  out('settings', j:getMaxForce(), j:getFrequency(), j:getDampingRatio())
  j:setTarget(200, 100)
  j:setMaxForce(50)
  j:setFrequency(3)
  j:setDampingRatio(0.9)
  out('set', j:getMaxForce(), j:getFrequency(), j:getDampingRatio())
  out('set target', j:getTarget())
  out('anchors after target', j:getAnchors())
  j:setMaxForce(1000 * a:getMass())
  for _ = 1, 60 do world:update(1 / 60) end
  out.near(3, 'pulled towards the target', a:getPosition())
end
