-- A ball dropped on the ground: the order and counts of beginContact, preSolve, postSolve and
-- endContact, each with the step it came in and the fixtures in the order LÖVE gives them.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  physics.newFixture(ground, physics.newRectangleShape(400, 20)):setUserData('ground')
  local ball = physics.newBody(world, 200, 300, 'dynamic')
  physics.newFixture(ball, physics.newCircleShape(10), 1):setUserData('ball')
  local step, log = 0, {}
  local counts = { pre = 0, post = 0 }
  local first = {}
  local function note(kind, a, b)
    if kind == 'pre' or kind == 'post' then
      counts[kind] = counts[kind] + 1
      if first[kind] then return end
      first[kind] = true
    end
    out(kind, step, a:getUserData(), b:getUserData())
  end
  world:setCallbacks(
    function(a, b, contact) note('begin', a, b); out('begin touching', contact:isTouching(), contact:isEnabled()) end,
    function(a, b) note('end', a, b) end,
    function(a, b) note('pre', a, b) end,
    function(a, b, contact, normal, tangent)
      note('post', a, b)
    end)
  for i = 1, 60 do
    step = i
    world:update(1 / 60)
  end
  out.near(3, 'pre and post counts', counts.pre, counts.post)
  -- lift it off: endContact on the next step
  ball:setPosition(200, 100)
  step = 61
  world:update(1 / 60)
  out('contacts after lifting', world:getContactCount())
  local b, e, p, s = world:getCallbacks()
  out('callbacks kept', type(b), type(e), type(p), type(s))
  world:setCallbacks()
  out('callbacks cleared', world:getCallbacks())
end
