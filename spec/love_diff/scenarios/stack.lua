-- A stack of 3 boxes on the ground for 120 steps: each box's position and angle at the end.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  physics.newFixture(ground, physics.newRectangleShape(600, 20))
  local boxes = {}
  for i = 1, 3 do
    local box = physics.newBody(world, 200, 390 - 15 - (i - 1) * 30.5, 'dynamic')
    physics.newFixture(box, physics.newRectangleShape(30, 30), 1):setFriction(0.6)
    boxes[i] = box
  end
  for step = 1, 120 do
    world:update(1 / 60)
    if step % 40 == 0 then
      for i, box in ipairs(boxes) do
        out.near(0.5, ('box %d at %d'):format(i, step), box:getPosition())
        out.near(0.01, ('box %d angle at %d'):format(i, step), box:getAngle())
      end
    end
  end
end
