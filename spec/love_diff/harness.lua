-- The differential harness's shared part: runs one scenario (spec/love_diff/scenarios/NAME.lua,
-- a `function(physics, out)` written against love.physics 11.4's API) with a given physics module
-- and gives its output as lines; and compares two sides' lines. Loaded by the LÖVE runner
-- (spec/love_diff/app), by the plain-Lua runner (spec/love_diff/run.lua) and by
-- spec/love_diff_spec.lua, so it uses nothing but Lua 5.1/5.4's common ground.
--
-- A scenario records what it reads through `out`:
--   out(tag, ...)             exact: every value printed as it is (numbers as %.9g, enough for a
--                             float to be read back as the same float), the lines must be equal;
--   out.float(tag, ...)       computed in floats: numbers within 1e-5 x max(1, |LÖVE's|) of
--                             LÖVE's, anything else equal. For what Box2D computes through a
--                             chain of single-precision operations (masses, inertias, ray hits,
--                             closest points) and b2c in double rounded once at the end: the two
--                             differ by a few float ulps (a polygon skin of 0.3 px or a wrong
--                             formula is still thousands of times that);
--   out.near(tol, tag, ...)   approximate: numbers within `tol` (absolute) of the other side's,
--                             anything else equal; for positions, angles, velocities and forces
--                             after solver steps (Box2D 2.3's solver and b2c's differ).
-- Values: numbers, strings, booleans, nil, and LÖVE objects (printed as their type()). A line is
--   TAG <tab> CLASS <tab> VALUE <tab> VALUE ...
-- with CLASS `=` (exact), `%REL` (float) or `~TOL` (near). A string value that starts with a place
-- in a scenario file (an error raised at the scenario's own line, as error(message, 2) does) is
-- written without it: LÖVE's messages, raised in C, carry no place; a place in any other file (the
-- module's own) is kept, and differs. A scenario that raises an error ends with the line
-- `!error <tab> = <tab> MESSAGE` (its place in a file stripped), compared like any exact line.
--
-- A new scenario: its file in scenarios/ (a `function(physics, out)` using nothing but love.physics
-- 11.4's documented API, small, its reads in a stable order: sort what Box2D lists in an order of
-- its own), its name in H.scenarios below, then LÖVE's lines recorded again from the root:
--   love spec/love_diff/app --record spec/love_diff/love-11.4.txt
local H = {}

-- The scenarios, in the order they run (each spec/love_diff/scenarios/NAME.lua).
H.scenarios = {
  'meter', 'meter_fraction', 'meter_units', 'shapes', 'compute', 'testpoint', 'shape_raycast', 'distance',
  'fixtures', 'filters', 'body_mass', 'body_transform', 'body_settings', 'world_settings',
  'userdata', 'types', 'queries', 'world_raycast', 'destroy', 'joint_distance', 'joint_revolute',
  'joint_prismatic', 'joint_pulley', 'joint_gear', 'joint_mouse', 'joint_friction', 'joint_weld',
  'joint_rope', 'joint_wheel', 'joint_motor', 'distance_type', 'errors', 'fall', 'stack', 'pendulum', 'bounce', 'friction',
  'motor', 'prismatic', 'impulses', 'kinematic', 'events_ball', 'events_sensor', 'events_destroy',
  'events_presolve', 'contact_reads', 'contact_filter', 'sleep', 'bullet', 'chain_slide', 'presolve_settings',
  'postsolve_impulses', 'joints_motion', 'lists', 'chain_raycast', 'release', 'events_fixtures', 'events_sensors', 'damping', 'limits',
  'destroy_in_callback', 'meter_joints', 'meter_change', 'order', 'contact_shapes', 'methods', 'callback_error', 'refilter', 'slope', 'events_timing', 'chain_corner',
}

-- The relative tolerance of out.float.
H.FLOAT = 1e-5

local function number(x)
  if x ~= x then return 'nan' end
  if x == math.huge then return 'inf' end
  if x == -math.huge then return '-inf' end
  if x == 0 then return '0' end -- -0 and 0 alike
  if x == math.floor(x) and math.abs(x) < 2 ^ 53 then return string.format('%d', x) end
  return string.format('%.9g', x)
end

function H.format(value)
  local kind = type(value)
  if kind == 'number' then return number(value) end
  if kind == 'string' then
    value = value:gsub('^[^\n]-scenarios/[%w_]+%.lua:%d+: ', '')
    return (value:gsub('[\t\n]', ' '))
  end
  if kind == 'nil' or kind == 'boolean' then return tostring(value) end
  -- a LÖVE object (userdata in LÖVE, a table in the module): its type
  local ok, name = pcall(function() return value:type() end)
  if ok and type(name) == 'string' then return '<' .. name .. '>' end
  return '<' .. kind .. '>'
end

local function strip(message)
  message = tostring(message)
  -- the place in a Lua file, and LÖVE's own prefix, if any
  message = message:gsub('^[^\n]-%.lua:%d+: ', '')
  return (message:gsub('[\t\n]', ' '))
end
H.strip = strip

-- Runs scenario `name` (its function `scenario`) with `physics`; returns its lines.
function H.run(physics, scenario)
  local lines = {}
  local function emit(class, tag, ...)
    local parts = { tostring(tag), class }
    for i = 1, select('#', ...) do
      parts[#parts + 1] = H.format((select(i, ...)))
    end
    lines[#lines + 1] = table.concat(parts, '\t')
  end
  local out = setmetatable({
    near = function(tol, tag, ...) emit('~' .. number(tol), tag, ...) end,
    float = function(tag, ...) emit('%' .. number(H.FLOAT), tag, ...) end,
  }, { __call = function(_, tag, ...) emit('=', tag, ...) end })
  physics.setMeter(30)
  local ok, err = pcall(scenario, physics, out)
  pcall(physics.setMeter, 30)
  if not ok then lines[#lines + 1] = '!error\t=\t' .. strip(err) end
  return lines
end

-- Loads the scenario file `path`: the function it returns.
function H.load(path)
  local chunk, err = loadfile(path)
  if not chunk then error(err, 0) end
  local scenario = chunk()
  assert(type(scenario) == 'function', path .. ' must return a function(physics, out)')
  return scenario
end

local function split(line)
  local parts = {}
  for part in (line .. '\t'):gmatch('([^\t]*)\t') do parts[#parts + 1] = part end
  return parts
end

-- Whether line `b` (the module's) matches line `a` (LÖVE's): nil when it does, otherwise what
-- differs, in words.
function H.differs(a, b)
  if a == b then return nil end
  if a == nil or b == nil then return 'missing line' end
  local pa, pb = split(a), split(b)
  if pa[1] ~= pb[1] or pa[2] ~= pb[2] or #pa ~= #pb then return 'different line' end
  local mark, tol = pa[2]:match('^([~%%])(.*)$')
  if not tol then return 'not equal' end
  tol = tonumber(tol)
  for i = 3, #pa do
    if pa[i] ~= pb[i] then
      local x, y = tonumber(pa[i]), tonumber(pb[i])
      if not (x and y) then return ('value %d not equal'):format(i - 2) end
      local allowed = mark == '%' and tol * math.max(1, math.abs(x)) or tol
      if not (math.abs(x - y) <= allowed) then
        return ('value %d off by %s (tolerance %s)'):format(i - 2, number(math.abs(x - y)), number(allowed))
      end
    end
  end
  return nil
end

-- Compares two sides' lines: a list of differences, each { index, love, module, why } (empty when
-- they match).
function H.compare(love, module)
  local differences = {}
  for i = 1, math.max(#love, #module) do
    local why = H.differs(love[i], module[i])
    if why then differences[#differences + 1] = { i, love[i], module[i], why } end
  end
  return differences
end

-- The differences as text, at most `limit` of them.
function H.describe(differences, limit)
  local text = {}
  for n, d in ipairs(differences) do
    if n > (limit or 8) then
      text[#text + 1] = ('  ... and %d more'):format(#differences - n + 1)
      break
    end
    text[#text + 1] = ('  line %d (%s):\n    LÖVE:   %s\n    module: %s'):format(d[1], d[4], tostring(d[2]), tostring(d[3]))
  end
  return table.concat(text, '\n')
end

return H
