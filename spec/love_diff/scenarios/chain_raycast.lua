-- Rays against a chain fixture (each child edge), a loop, and a chain body's fixture:rayCast with
-- child indices; world:rayCast reports every child edge it crosses.
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local body = physics.newBody(world, 0, 0)
  local chain = physics.newFixture(body, physics.newChainShape(false, 0, 100, 100, 100, 200, 150, 300, 150))
  local loop = physics.newFixture(body, physics.newChainShape(true, 400, 0, 500, 0, 500, 100, 400, 100))
  out('chain children', chain:getShape():getChildCount(), loop:getShape():getChildCount())
  for child = 1, 3 do
    out.float('chain child ' .. child, chain:rayCast(child * 100 - 50, 0, child * 100 - 50, 300, 1, child))
  end
  out.float('loop from outside', loop:rayCast(450, -50, 450, 50, 1, 1))
  out.float('loop from inside', loop:rayCast(450, 50, 450, -50, 1, 1))
  local hits = {}
  world:rayCast(350, 50, 550, 50, function(fixture, x, y, xn, yn, fraction)
    hits[#hits + 1] = { fraction, x, y, xn, yn }
    return 1
  end)
  table.sort(hits, function(a, b) return a[1] < b[1] end)
  out('world ray through the loop', #hits)
  for _, h in ipairs(hits) do out.float('hit', (unpack or table.unpack)(h)) end
  out.float('chain aabb', chain:getBoundingBox(2))
end
