-- world:queryBoundingBox: the set of fixtures (sorted by their user data), early stop, and the
-- broad phase's fat boxes (Box2D 2.3 grows each fixture's box by 0.1 m).
return function(physics, out)
  local world = physics.newWorld(0, 0)
  for i = 0, 4 do
    for j = 0, 2 do
      local body = physics.newBody(world, 50 + i * 100, 50 + j * 100, i % 2 == 0 and 'dynamic' or 'static')
      local shape = (i + j) % 2 == 0 and physics.newCircleShape(20) or physics.newRectangleShape(40, 40)
      physics.newFixture(body, shape):setUserData(('f%d%d'):format(i, j))
    end
  end
  local function query(tag, x1, y1, x2, y2)
    local found = {}
    world:queryBoundingBox(x1, y1, x2, y2, function(fixture)
      found[#found + 1] = fixture:getUserData()
      return true
    end)
    table.sort(found)
    out(tag, #found, table.concat(found, ' '))
  end
  query('everything', -1000, -1000, 1000, 1000)
  query('nothing', 600, 600, 700, 700)
  query('one', 40, 40, 60, 60)
  query('a column', 240, 0, 260, 300)
  query('a row', 0, 140, 500, 160)
  query('a corner region', 0, 0, 170, 170)
  query('inside the fat margin only', 71, 40, 75, 60)
  query('beyond the fat margin', 76, 40, 80, 60)
  -- a chain: Box2D 2.x has a proxy per segment, each found (so its fixture reported) on its own
  local chainBody = physics.newBody(world, 0, 400)
  physics.newFixture(chainBody, physics.newChainShape(false, 0, 0, 100, 0, 200, 50, 300, 50, 400, 0))
    :setUserData('chain')
  local loopBody = physics.newBody(world, 600, 400, 'dynamic')
  physics.newFixture(loopBody, physics.newChainShape(true, 0, 0, 60, 0, 60, 60, 0, 60)):setUserData('loop')
  loopBody:setAngle(0.3)
  query('a chain, every segment', -10, 380, 410, 470)
  query('a chain, two segments', 90, 380, 160, 470)
  query('a chain, one segment', 310, 380, 390, 440)
  query('a turned loop', 590, 390, 700, 480)
  query('a corner of a loop', 590, 390, 605, 405)
  local calls = 0
  world:queryBoundingBox(-1000, -1000, 1000, 1000, function() calls = calls + 1; return false end)
  out('stopped after', calls)
  calls = 0
  world:queryBoundingBox(-1000, -1000, 1000, 1000, function() calls = calls + 1 end)
  out('a callback returning nothing stops after', calls)
end
