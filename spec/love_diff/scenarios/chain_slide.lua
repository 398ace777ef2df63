-- A box sliding over a chain of collinear segments (smooth: the chain's neighbouring vertices keep
-- it from catching on the inner corners) and over separate edge fixtures laid end to end; a
-- chain's contacts name their child edge.
return function(physics, out)
  local function slide(kind)
    local world = physics.newWorld(0, 9.81 * 30)
    local ground = physics.newBody(world, 0, 0)
    if kind == 'chain' then
      physics.newFixture(ground, physics.newChainShape(false, 0, 400, 60, 400, 120, 400, 180, 400, 240, 400, 600, 400))
    else
      for x = 0, 540, 60 do physics.newFixture(ground, physics.newEdgeShape(x, 400, x + 60, 400)) end
    end
    local box = physics.newBody(world, 30, 385, 'dynamic')
    physics.newFixture(box, physics.newRectangleShape(30, 30), 1):setFriction(0)
    box:setLinearVelocity(200, 0)
    local children = {}
    world:setCallbacks(function(a, b, contact)
      local ca, cb = contact:getChildren()
      children[#children + 1] = (a:getShape():getType() == 'chain' and ca or cb)
    end)
    for _ = 1, 60 do world:update(1 / 60) end
    return box, children
  end
  local box, children = slide('chain')
  out.near(2, 'over the chain', box:getPosition())
  out.near(0.01, 'chain angle', box:getAngle())
  out.near(1, 'chain velocity', box:getLinearVelocity())
  table.sort(children)
  out('chain children touched', table.concat(children, ' '))
  local box2 = slide('edges')
  out.near(2, 'over the edges', box2:getX())
end
