-- PulleyJoint: ground anchors, lengths, ratio, collideConnected's default (true).
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
  local j = physics.newPulleyJoint(a, b, 100, -50, 160, -50, 100, 50, 160, 90, 1.5)
  common(out, j)
  out('ground anchors', j:getGroundAnchors())
  out('lengths', j:getLengthA(), j:getLengthB(), j:getRatio())
  local k = physics.newPulleyJoint(a, b, 100, -50, 160, -50, 100, 50, 160, 90)
  out('default ratio', k:getRatio(), k:getCollideConnected())
end
