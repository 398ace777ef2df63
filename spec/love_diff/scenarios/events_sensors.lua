-- Sensors: a sensor on a dynamic body over static ground, two overlapping sensors, a sensor
-- turned into a solid fixture while overlapping (no new event: the contact goes on).
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
  fixture(610, 0, 'dynamic', false, 'solid')
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
  world:update(1 / 60)
  flush('after toggling')
  world:update(1 / 60)
  flush('a step later')
end
