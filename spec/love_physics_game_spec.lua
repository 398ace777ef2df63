-- examples/love_physics: a game written against love.physics's API, run headless in LÖVE 11.4 for
-- 60 s of scripted input (`love examples/love_physics --test`), once with LÖVE's own physics
-- (Box2D 2.3) and once with b2c's drop-in (`--b2c`: love.physics = require 'b2c.lovephysics'); the
-- summaries are compared. Pending when `love` is missing. LÖVE runs its own LuaJIT, so `--b2c`
-- loads the LuaJIT build of b2c that make names in B2C_LOVE_CPATH.
--
-- The comparison. Box2D 2.3 and b2c solve contacts and joints differently (b2c is not a port of
-- 2.3), so a stack that tips or a ragdoll that tumbles lands differently; what a game relies on
-- must agree:
--   events: the same pair classes begin and end; each count within EVENT_SLACK of LÖVE's (the
--     ragdoll's limbs and the pushed crates touch and part a solver-dependent number of times);
--   the player passes up through the one-way platform as often (exact), and ends standing;
--   motion: each key body within its tolerance of LÖVE's position at every checkpoint (10 s
--     apart): the player (moved by setting its velocity) and the pulley and gear (joints driven by
--     gravity and a motor) tight; the crate, ragdoll, car and pucks (collisions) looser.

local function succeeds(command)
  local status = os.execute(command)
  return status == true or status == 0
end

local function readFile(path)
  local file = io.open(path, 'rb')
  if not file then return nil end
  local data = file:read('*a')
  file:close()
  return data
end

-- Run the game's test mode; its summary as { ok, output, physics, steps, through, standing,
-- checkpoints = { [t] = { name = { x, y } } }, events = { ['begin a-b'] = n } }.
local function run(flags)
  local log = os.tmpname()
  -- LÖVE gets the sanitizer runtime back when the b2c it loads is the instrumented build (as in
  -- spec/love_spec.lua), leak checking off for LÖVE's own libraries.
  local preload = os.getenv('LD_PRELOAD')
  local sanitizer = preload and preload ~= '' and
      ("env LD_PRELOAD='%s' ASAN_OPTIONS='detect_leaks=0' UBSAN_OPTIONS='print_stacktrace=1:halt_on_error=1' "):format(preload) or ''
  local command = ("env -u LD_PRELOAD SDL_AUDIODRIVER=dummy timeout 120 %slove examples/love_physics --test %s >'%s' 2>&1")
      :format(sanitizer, flags, log)
  local result = { ok = succeeds(command), checkpoints = {}, events = {} }
  result.output = readFile(log) or ''
  os.remove(log)
  for line in result.output:gmatch('lovephysics%-game: ([^\n]*)') do
    local t, rest = line:match('^t=(%d+) (.*)$')
    if t then
      local at = {}
      for name, x, y in rest:gmatch('(%w+)=(%-?[%d.]+),(%-?[%d.]+)') do at[name] = { tonumber(x), tonumber(y) } end
      result.checkpoints[tonumber(t)] = at
    elseif line:match('^event ') then
      local key, n = line:match('^event (%a+ [%w-]+) (%d+)$')
      result.events[key] = tonumber(n)
    else
      for key, value in line:gmatch('(%w+)=(%S+)') do result[key] = tonumber(value) or value end
    end
  end
  return result
end

-- Tolerances of the comparison (see the top of the file).
local EVENT_SLACK = function(n) return math.max(3, math.ceil(n * 0.5)) end
local POSITION = {
  player = 24, pulleyA = 8, pulleyB = 8, wheels = 0.05, -- pixels; wheels: radians
  crate = 80, torso = 120, head = 120, car = 120, puck1 = 80, puck5 = 80,
}

local loveMissing = not succeeds('command -v love >/dev/null 2>&1')

describe('examples/love_physics with LÖVE\'s physics', function()
  if loveMissing then
    pending('love not installed (tools/deps.sh installs it on Debian): the love.physics game is not run')
    return
  end
  local love
  lazy_setup(function() love = run('') end)

  it('plays 60 s and prints its summary', function()
    assert.is_true(love.ok, 'love failed:\n' .. love.output)
    assert.are.equal('love', love.physics)
    assert.are.equal(3600, love.steps)
    for t = 10, 60, 10 do assert.is_not_nil(love.checkpoints[t], 'no checkpoint at ' .. t .. ' s') end
  end)

  it('goes through the one-way platform twice and lands on it', function()
    assert.are.equal(2, love.through)
    assert.are.equal(5, love.events['begin platform-player'])
    assert.are.equal(5, love.events['end platform-player'])
    -- standing on the platform at 20 s (its top at 432, the player 48 px tall)
    assert.near(408, love.checkpoints[20].player[2], 2)
    -- the crate dropped onto it at 30 s lands on it (not through it)
    assert.near(400, love.checkpoints[40].crate[1], 1)
    assert.near(412, love.checkpoints[40].crate[2], 2)
  end)

  it('counts sensor, joint-scene and top-down events', function()
    assert.are.equal(3, love.events['begin player-zone'])
    assert.are.equal(3, love.events['end player-zone'])
    assert.are.equal(1, love.events['begin ground-pulley'])
    assert.is_true((love.events['begin ground-ragdoll'] or 0) > 0)
    assert.is_true((love.events['begin car-puck'] or 0) > 0)
    assert.is_true((love.events['begin arena-car'] or 0) > 0)
    assert.is_nil(love.events['begin ragdoll-ragdoll']) -- one negative group
    assert.is_nil(love.events['begin car-ground'])      -- the floor has no fixtures
  end)

  it('drives the gear and the pulley', function()
    -- the motor turns the big wheel at 1 rad/s, the gear (ratio 2) the small one at -1/2
    assert.near(60, love.checkpoints[60].wheels[1], 0.01)
    assert.near(-30, love.checkpoints[60].wheels[2], 0.01)
    -- the heavier box down on the ground, the lighter one up
    assert.near(579, love.checkpoints[10].pulleyB[2], 1)
    assert.is_true(love.checkpoints[10].pulleyA[2] < 300)
  end)
end)

describe('examples/love_physics with b2c.lovephysics', function()
  if loveMissing then
    pending('love not installed: the love.physics game is not run')
    return
  end
  -- The module's parts may not all be there yet (they are written in parallel): the game needs
  -- these; until they exist, the comparison waits.
  local needs = { 'newWorld', 'newBody', 'newFixture', 'newRectangleShape', 'newCircleShape', 'newChainShape',
    'newRevoluteJoint', 'newPulleyJoint', 'newGearJoint', 'newFrictionJoint' }
  local lp = require 'b2c.lovephysics'
  local missing = {}
  for _, name in ipairs(needs) do
    if type(lp[name]) ~= 'function' then missing[#missing + 1] = name end
  end
  if #missing > 0 then
    pending('b2c.lovephysics has no ' .. table.concat(missing, ', ') .. ' yet: the game is not run on it')
    return
  end

  local love, b2c
  lazy_setup(function()
    love = run('')
    b2c = run('--b2c')
  end)

  it('plays 60 s on the module and prints its summary', function()
    assert.is_true(b2c.ok, 'love --b2c failed:\n' .. b2c.output)
    assert.are.equal('b2c', b2c.physics)
    assert.are.equal(3600, b2c.steps)
  end)

  it('passes through the one-way platform as LÖVE does, and ends standing', function()
    assert.are.equal(love.through, b2c.through)
    assert.are.equal(love.standing, b2c.standing)
  end)

  it('reports the same events: the same pair classes, counts within the slack', function()
    local report = {}
    for key, n in pairs(love.events) do
      local m = b2c.events[key] or 0
      if math.abs(m - n) > EVENT_SLACK(n) then report[#report + 1] = ('%s: LÖVE %d, b2c %d'):format(key, n, m) end
    end
    for key, m in pairs(b2c.events) do
      if not love.events[key] and m > EVENT_SLACK(0) then report[#report + 1] = ('%s: LÖVE 0, b2c %d'):format(key, m) end
    end
    table.sort(report)
    assert.are.equal('', table.concat(report, '\n'))
    -- the events a game acts on exactly
    for _, key in ipairs({ 'begin platform-player', 'end platform-player', 'begin player-zone', 'end player-zone',
      'begin ground-pulley' }) do
      assert.are.equal(love.events[key], b2c.events[key], key)
    end
  end)

  it('moves the key bodies as LÖVE does, within their tolerances', function()
    local report = {}
    for t = 10, 60, 10 do
      for name, tolerance in pairs(POSITION) do
        local a, b = love.checkpoints[t][name], b2c.checkpoints[t] and b2c.checkpoints[t][name]
        if not b then
          report[#report + 1] = ('t=%d %s: missing'):format(t, name)
        else
          local d = math.max(math.abs(a[1] - b[1]), math.abs(a[2] - b[2]))
          if d > tolerance then
            report[#report + 1] = ('t=%d %s: LÖVE %.1f,%.1f b2c %.1f,%.1f (off by %.1f > %g)'):format(t, name, a[1], a[2],
              b[1], b[2], d, tolerance)
          end
        end
      end
    end
    table.sort(report)
    assert.are.equal('', table.concat(report, '\n'))
  end)
end)
