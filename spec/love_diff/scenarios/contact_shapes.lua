-- Contacts between each pair of shape kinds, overlapping by 0.2 px from the start (no gravity, one
-- step, so that the solver hardly moves them):
-- the fixtures' order in the contact (LÖVE's A and B), the point count, the normal (from A to B) and
-- the points; and a chain's child indices. Only touching contacts: how many others
-- world:getContacts lists depends on the broad phase's margins.
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local function body(x, y, kind, shape, name)
    local b = physics.newBody(world, x, y, kind)
    physics.newFixture(b, shape, 1):setUserData(name)
    return b
  end
  body(0, 0, 'static', physics.newCircleShape(20), 'circle')
  body(20.88, 27.84, 'dynamic', physics.newCircleShape(15), 'ball')
  body(200, 0, 'static', physics.newRectangleShape(60, 20), 'box')
  body(200, -21.8, 'dynamic', physics.newCircleShape(12), 'ball2')
  body(400, 0, 'static', physics.newRectangleShape(100, 20), 'slab')
  body(410, -19.8, 'dynamic', physics.newRectangleShape(40, 20), 'brick')
  body(600, 0, 'static', physics.newEdgeShape(-50, 0, 50, 0), 'edge')
  body(600, -9.8, 'dynamic', physics.newCircleShape(10), 'ball3')
  body(800, 0, 'static', physics.newChainShape(false, -60, 0, -20, 0, 20, 0, 60, 0), 'chain')
  body(800, -9.8, 'dynamic', physics.newRectangleShape(20, 20), 'brick2')
  world:update(1 / 60)
  local rows = {}
  local untouched = 0
  for _, c in ipairs(world:getContacts()) do
    if c:isTouching() then
      local a, b = c:getFixtures()
      local ca, cb = c:getChildren()
      rows[#rows + 1] = { ('%s+%s %d %d'):format(a:getUserData(), b:getUserData(), ca, cb), c, ca, cb }
    else
      untouched = untouched + 1
    end
  end
  -- (contacts whose boxes overlap but whose shapes do not: as many as the broad phase's margins make)
  out('touching contacts', #rows)
  table.sort(rows, function(x, y) return x[1] < y[1] end)
  for _, r in ipairs(rows) do
    local c = r[2]
    local points = { c:getPositions() }
    out(r[1], 'touching', c:isTouching(), 'children', r[3], r[4], 'points', #points / 2)
    out.float(r[1] .. ' normal', c:getNormal())
    local xs, ys = {}, {}
    for i = 1, #points, 2 do
      xs[#xs + 1] = points[i]
      ys[#ys + 1] = points[i + 1]
    end
    table.sort(xs)
    table.sort(ys)
    out.near(0.5, r[1] .. ' points x', (unpack or table.unpack)(xs))
    out.near(0.5, r[1] .. ' points y', (unpack or table.unpack)(ys))
  end
end
