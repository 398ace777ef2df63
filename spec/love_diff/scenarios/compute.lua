-- shape:computeAABB and shape:computeMass, exact.
return function(physics, out)
  local shapes = {
    circle = physics.newCircleShape(3, 4, 10),
    rect = physics.newRectangleShape(5, 6, 40, 20, 0.25),
    polygon = physics.newPolygonShape(0, 0, 30, 0, 30, 30, 0, 40, -10, 10),
    edge = physics.newEdgeShape(0, 0, 50, 10),
    chain = physics.newChainShape(false, 0, 0, 10, 0, 20, 5, 30, 5),
  }
  for _, name in ipairs({ 'circle', 'rect', 'polygon', 'edge', 'chain' }) do
    local shape = shapes[name]
    out.float(name .. ' aabb', shape:computeAABB(0, 0, 0))
    out.float(name .. ' aabb moved', shape:computeAABB(100, -50, 0.7))
    if name ~= 'chain' then
      out.float(name .. ' mass 1', shape:computeMass(1))
      out.float(name .. ' mass 2.5', shape:computeMass(2.5))
    end
  end
  out.float('chain child 3 aabb', shapes.chain:computeAABB(10, 10, 0, 3))
end
