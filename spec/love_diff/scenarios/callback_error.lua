-- An error raised in a callback comes out of world:update with its message (what the world is
-- like afterwards is not looked at: LÖVE leaves Box2D mid-step).
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local a = physics.newBody(world, 0, 0, 'dynamic')
  physics.newFixture(a, physics.newCircleShape(10))
  local b = physics.newBody(world, 5, 0, 'dynamic')
  physics.newFixture(b, physics.newCircleShape(10))
  world:setCallbacks(function() error('boom in beginContact') end)
  out('update', pcall(function() world:update(1 / 60) end))
  local filterWorld = physics.newWorld(0, 0)
  local c = physics.newBody(filterWorld, 0, 0, 'dynamic')
  physics.newFixture(c, physics.newCircleShape(10))
  local d = physics.newBody(filterWorld, 5, 0, 'dynamic')
  physics.newFixture(d, physics.newCircleShape(10))
  filterWorld:setContactFilter(function() error({ code = 42 }) end)
  local ok, err = pcall(function() filterWorld:update(1 / 60) end)
  out('a table raised in the contact filter', ok, type(err), type(err) == 'table' and err.code or err)
end
