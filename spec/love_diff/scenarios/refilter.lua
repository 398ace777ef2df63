-- What ends and starts contacts other than motion: a filter changed while touching (the contact
-- ends at the next step, and starts again when the filter allows it), a body made static on static
-- ground, a joint between two overlapping bodies (collideConnected false: no contact; true: one).
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local function ball(x, y, kind, name)
    local b = physics.newBody(world, x, y, kind)
    local f = physics.newFixture(b, physics.newCircleShape(10), 1)
    f:setUserData(name)
    return b, f
  end
  local ground = ball(0, 0, 'static', 'ground')
  local a, fa = ball(15, 0, 'dynamic', 'a')
  local events = {}
  world:setCallbacks(function(x, y)
    local p, q = x:getUserData(), y:getUserData()
    if p > q then p, q = q, p end
    events[#events + 1] = 'begin ' .. p .. '+' .. q
  end, function(x, y)
    local p, q = x:getUserData(), y:getUserData()
    if p > q then p, q = q, p end
    events[#events + 1] = 'end ' .. p .. '+' .. q
  end)
  local function step(tag)
    a:setPosition(15, 0) -- held in place, overlapping the ground
    a:setLinearVelocity(0, 0)
    world:update(1 / 60)
    table.sort(events)
    out(tag, #events, table.concat(events, ', '))
    events = {}
  end
  step('first step')
  fa:setMask(1)
  step('masked')
  step('masked, a step later')
  fa:setMask()
  step('unmasked')
  step('unmasked, a step later')
  a:setType('static')
  step('made static')
  a:setType('dynamic')
  step('made dynamic')
  step('made dynamic, a step later')
  local j1, j2 = ball(200, 0, 'dynamic', 'j1'), ball(210, 0, 'dynamic', 'j2')
  physics.newRevoluteJoint(j1, j2, 205, 0, false)
  local k1, k2 = ball(400, 0, 'dynamic', 'k1'), ball(410, 0, 'dynamic', 'k2')
  physics.newRevoluteJoint(k1, k2, 405, 0, true)
  step('jointed pairs')
end
