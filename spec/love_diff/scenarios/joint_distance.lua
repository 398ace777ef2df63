-- DistanceJoint: anchors, length, frequency, damping read back, and after steps.
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
  out('type', j:typeOf('Joint'), j:getType(), j:isDestroyed())
  out('bodies', #list, list[1]:getUserData(), list[2] and list[2]:getUserData())
  out('anchors', j:getAnchors())
  out('collide connected', j:getCollideConnected())
end

return function(physics, out)
  local world, _, a, b = bodies(physics)
  local j = physics.newDistanceJoint(a, b, 100, 50, 160, 90, true)
  common(out, j)
  out.float('length', j:getLength(), j:getFrequency(), j:getDampingRatio())
  j:setLength(50)
  j:setFrequency(4)
  j:setDampingRatio(0.5)
  out('set', j:getLength(), j:getFrequency(), j:getDampingRatio())
  local k = physics.newDistanceJoint(a, b, 90, 40, 170, 100)
  out.float('second', k:getLength(), k:getCollideConnected())
  for _ = 1, 30 do world:update(1 / 60) end
  out.near(0.5, 'a after 30 steps', a:getPosition())
  out.near(0.5, 'b after 30 steps', b:getPosition())
  out.near(0.05, 'a angle', a:getAngle())
  out.near(0.5, 'anchors after', j:getAnchors())
end
