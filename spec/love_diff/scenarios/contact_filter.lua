-- world:setContactFilter: a filter refusing the pair lets the ball fall through; getContactFilter.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  physics.newFixture(ground, physics.newRectangleShape(400, 20)):setUserData('ground')
  local a = physics.newBody(world, 150, 300, 'dynamic')
  physics.newFixture(a, physics.newCircleShape(10), 1):setUserData('a')
  local b = physics.newBody(world, 250, 300, 'dynamic')
  physics.newFixture(b, physics.newCircleShape(10), 1):setUserData('b')
  local asked = {}
  local function filter(fa, fb)
    local names = { fa:getUserData(), fb:getUserData() }
    table.sort(names)
    asked[names[1] .. '-' .. names[2]] = true
    return fa:getUserData() ~= 'b' and fb:getUserData() ~= 'b'
  end
  out('no filter', world:getContactFilter())
  world:setContactFilter(filter)
  out('filter kept', world:getContactFilter() == filter)
  for _ = 1, 60 do world:update(1 / 60) end
  out('asked', asked['a-ground'], asked['b-ground'], asked['a-b'])
  out('a lands, b falls through', a:getY() < 400, b:getY() > 420)
end
