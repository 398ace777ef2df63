-- Sleep: a box at rest falls asleep (the step it does within 10 steps: Box2D 2.3 and b2c both wait
-- 0.5 s below a speed, but settle differently); none does in a world that does not allow it or
-- for a body that does not; setAwake(false) holds a body in the air; a touch wakes it.
return function(physics, out)
  local function scene(sleeping, allowed)
    local world = physics.newWorld(0, 9.81 * 30, sleeping)
    local ground = physics.newBody(world, 200, 400)
    physics.newFixture(ground, physics.newRectangleShape(400, 20))
    local box = physics.newBody(world, 200, 374.6, 'dynamic')
    physics.newFixture(box, physics.newRectangleShape(30, 30), 1)
    box:setSleepingAllowed(allowed)
    local asleepAt
    for step = 1, 120 do
      world:update(1 / 60)
      if not asleepAt and not box:isAwake() then asleepAt = step end
    end
    return world, box, asleepAt
  end
  local world, box, at = scene(true, true)
  out('asleep', at ~= nil, box:isAwake())
  out.near(10, 'asleep at step', at or -1)
  local _, box2, at2 = scene(false, true)
  out('world without sleep', at2, box2:isAwake())
  local _, box3, at3 = scene(true, false)
  out('body without sleep', at3, box3:isAwake())
  -- held in the air while asleep
  local floating = physics.newBody(world, 100, 100, 'dynamic')
  physics.newFixture(floating, physics.newCircleShape(10), 1)
  floating:setAwake(false)
  for _ = 1, 30 do world:update(1 / 60) end
  out('held asleep', floating:isAwake(), floating:getPosition())
  -- a falling ball wakes the sleeping box
  local ball = physics.newBody(world, 200, 300, 'dynamic')
  physics.newFixture(ball, physics.newCircleShape(10), 1)
  local woke
  for step = 1, 60 do
    world:update(1 / 60)
    if not woke and box:isAwake() then woke = step end
  end
  out('woken by a touch', woke ~= nil)
  out.near(2, 'woken at step', woke or -1)
end
