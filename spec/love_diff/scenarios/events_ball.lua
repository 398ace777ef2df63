-- A ball dropped on the ground: the order of beginContact, preSolve, postSolve and endContact
-- (exact: each kind's first call, in the order they come, with the fixtures in LÖVE's order), the
-- steps they come in (within 2 steps: the landing is the solver's) and the counts of preSolve and
-- postSolve while it rests.
return function(physics, out)
  local world = physics.newWorld(0, 9.81 * 30)
  local ground = physics.newBody(world, 200, 400)
  physics.newFixture(ground, physics.newRectangleShape(400, 20)):setUserData('ground')
  local ball = physics.newBody(world, 200, 300, 'dynamic')
  physics.newFixture(ball, physics.newCircleShape(10), 1):setUserData('ball')
  local step = 0
  local counts = { pre = 0, post = 0, begin = 0, ['end'] = 0 }
  local steps = {}
  local function note(kind, a, b)
    counts[kind] = counts[kind] + 1
    if counts[kind] > 1 then return end
    out(kind, a:getUserData(), b:getUserData())
    steps[#steps + 1] = { kind, step }
  end
  world:setCallbacks(
    function(a, b, contact) note('begin', a, b); out('begin touching', contact:isTouching(), contact:isEnabled()) end,
    function(a, b) note('end', a, b) end,
    function(a, b) note('pre', a, b) end,
    function(a, b) note('post', a, b) end)
  for i = 1, 60 do
    step = i
    world:update(1 / 60)
  end
  for _, s in ipairs(steps) do out.near(2, s[1] .. ' step', s[2]) end
  out('begin and end counts', counts.begin, counts['end'])
  out.near(3, 'pre and post counts', counts.pre, counts.post)
  -- lift it off: endContact on the next step
  ball:setPosition(200, 100)
  step = 61
  world:update(1 / 60)
  out('ended', counts['end'], world:getContactCount())
  local b, e, p, s = world:getCallbacks()
  out('callbacks kept', type(b), type(e), type(p), type(s))
  world:setCallbacks()
  out('callbacks cleared', world:getCallbacks())
end
