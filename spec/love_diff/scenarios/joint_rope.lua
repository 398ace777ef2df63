-- RopeJoint: anchors and max length read back; the rope holds after steps.
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
  local j = physics.newRopeJoint(ground, a, 100, 0, 100, 50, 80)
  common(out, j)
  out('max length', j:getMaxLength())
  j:setMaxLength(60)
  out('set', j:getMaxLength())
  world:setGravity(0, 300)
  for _ = 1, 60 do world:update(1 / 60) end
  out.near(1, 'held at the rope length', a:getPosition())
end
