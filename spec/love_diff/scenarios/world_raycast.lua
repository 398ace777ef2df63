-- world:rayCast with (the calls' order is the broad phase's, so hits are sorted by fraction, and
-- where a clip makes the number of calls depend on that order only the closest is compared) each of LÖVE's callback returns: -1 (ignore), 0 (stop), a fraction (clip), 1 (go on).
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local names = { 'near', 'middle', 'far' }
  for i, name in ipairs(names) do
    local body = physics.newBody(world, i * 100, 0, 'static')
    physics.newFixture(body, i == 2 and physics.newCircleShape(20) or physics.newRectangleShape(40, 40)):setUserData(name)
  end
  local edgeBody = physics.newBody(world, 0, 0)
  physics.newFixture(edgeBody, physics.newEdgeShape(400, -100, 400, 100)):setUserData('edge')
  local function cast(tag, answer, x1, y1, x2, y2, quiet)
    local hits = {}
    world:rayCast(x1, y1, x2, y2, function(fixture, x, y, xn, yn, fraction)
      hits[#hits + 1] = { fixture:getUserData(), x, y, xn, yn, fraction }
      return answer(fixture, fraction)
    end)
    table.sort(hits, function(a, b) return a[6] < b[6] end)
    if not quiet then out(tag .. ' calls', #hits) end
    return hits
  end
  local all = cast('all', function() return 1 end, 0, 5, 500, 5)
  for _, hit in ipairs(all) do out.float('all hit', (unpack or table.unpack)(hit)) end
  local clipped = cast('clip', function(_, fraction) return fraction end, 0, 5, 500, 5, true)
  out.float('clip closest', (unpack or table.unpack)(clipped[1]))
  local ignored = cast('ignore middle', function(fixture, fraction)
    if fixture:getUserData() == 'middle' then return -1 end
    return fraction
  end, 0, 5, 500, 5, true)
  out('ignore middle closest', ignored[1][1])
  local one = cast('stop', function() return 0 end, 150, 0, 250, 0)
  out.float('stop hit', (unpack or table.unpack)(one[1]))
  cast('miss', function() return 1 end, 0, 150, 500, 150)
  out('a callback returning nothing', pcall(function() world:rayCast(150, 0, 250, 0, function() end) end))
  local slanted = cast('slanted', function() return 1 end, 0, -60, 450, 60)
  for _, hit in ipairs(slanted) do out.float('slanted hit', (unpack or table.unpack)(hit)) end
end
