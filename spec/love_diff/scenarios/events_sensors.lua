-- Sensors: a sensor on a dynamic body over static ground, two overlapping sensors, a sensor
-- turned into a solid fixture while overlapping and a solid one turned into a sensor (no new event:
-- the contact goes on), a sensor turned solid as its pair leaves
-- (the end, in that step), then the pairs pulled apart (their ends).
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local names = {}
  local function fixture(x, y, kind, sensor, name)
    local body = physics.newBody(world, x, y, kind)
    local f = physics.newFixture(body, physics.newCircleShape(20), 1)
    f:setSensor(sensor)
    f:setUserData(name)
    return f, body
  end
  fixture(0, 0, 'static', false, 'ground')
  fixture(10, 0, 'dynamic', true, 'dynamic sensor')
  fixture(300, 0, 'static', true, 'static sensor')
  fixture(310, 0, 'dynamic', true, 'sensor2')
  local toggled = fixture(600, 0, 'static', true, 'toggled')
  local _, solid = fixture(610, 0, 'dynamic', false, 'solid')
  local turned = fixture(900, 0, 'static', false, 'turned')
  local _, partner = fixture(910, 0, 'dynamic', false, 'partner')
  local away = fixture(1200, 0, 'static', true, 'away')
  local _, leaver = fixture(1210, 0, 'dynamic', false, 'leaver')
  local events = {}
  local function note(kind, a, b)
    local x, y = tostring(a:getUserData()), tostring(b:getUserData())
    if x > y then x, y = y, x end
    events[#events + 1] = kind .. ' ' .. x .. '+' .. y
  end
  local function flush(where)
    table.sort(events)
    for _, e in ipairs(events) do out(where, e) end
    out(where .. ' events', #events)
    events = {}
  end
  world:setCallbacks(function(a, b) note('begin', a, b) end, function(a, b) note('end', a, b) end)
  world:update(1 / 60)
  flush('first step')
  toggled:setSensor(false)
  turned:setSensor(true)
  away:setSensor(false)
  leaver:setPosition(1210, 500)
  world:update(1 / 60)
  flush('after toggling')
  world:update(1 / 60)
  flush('a step later')
  out('sensors', toggled:isSensor(), turned:isSensor(), away:isSensor())
  solid:setPosition(610, 500)
  partner:setPosition(910, 500)
  world:update(1 / 60)
  flush('pulled apart')
  world:update(1 / 60)
  flush('a step after')
end
