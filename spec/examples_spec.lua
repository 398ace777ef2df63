-- Every example runs to the end and prints its per-second summary.
local b2c = require 'b2c'
local files = require 'spec.helpers.files'

local function runExample(path)
  local lines = {}
  local env = setmetatable({ print = function(...)
    local parts = {}
    for i = 1, select('#', ...) do parts[i] = tostring(select(i, ...)) end
    lines[#lines + 1] = table.concat(parts, '\t')
  end }, { __index = _G })
  local result = h.loadfileIn(path, env)()
  return lines, result
end

-- A world with the ground (its top at y = 0), a one-way platform 6 m wide and 0.2 m thick (its
-- top at y = 3.1) judged by the recipe, and a 0.8 x 1 m player at `y` moving up at `vy`. Steps it
-- for two seconds; returns the player's last height and the highest its feet got.
local function platformRun(oneWayPlatforms, y, vy)
  local world = b2c.world { gravity = { 0, -20 } }
  world:createBody {}:createFixture(b2c.box(20, 0.5, { 0, -0.5 }))
  local oneWay = oneWayPlatforms()
  oneWay.add(world:createBody { position = { 0, 3 } }:createFixture(b2c.box(3, 0.1)))
  world:setCallbacks { preSolve = oneWay.preSolve }
  local player = world:createBody { type = 'dynamic', position = { 0, y }, linearVelocity = { 0, vy }, fixedRotation = true }
  player:createFixture(b2c.box(0.4, 0.5), { friction = 0 })
  local highest = -math.huge
  for _ = 1, 120 do
    oneWay.beginStep()
    world:step(1 / 60)
    highest = math.max(highest, player:getPosition().y - 0.5)
  end
  return player:getPosition().y, highest
end

-- The text from `local function oneWayPlatforms()` to the `end` that closes it (at the line's start).
local function recipeText(text)
  local from = assert(text:find('\nlocal function oneWayPlatforms%(%)\n'), 'no oneWayPlatforms in the text')
  local to = assert(text:find('\nend\n', from + 1))
  return text:sub(from + 1, to + 4)
end


describe('examples', function()
  it('pyramid settles and sleeps', function()
    local lines = runExample('examples/pyramid.lua')
    assert.matches('^pyramid: 210 boxes', lines[1])
    assert.matches('t = 5s  top box y = 19%.4%d+  awake   0', lines[6])
  end)

  it('tumbler keeps every piece inside the drum', function()
    local lines = runExample('examples/tumbler.lua')
    assert.matches('pieces inside 200/200', lines[#lines])
  end)

  it('platformer: the player jumps up through the one-way platform and lands on it, so does a falling crate', function()
    local lines = runExample('examples/platformer.lua')
    assert.are.same({
      'platformer: a one-way platform from x = -3 to 3, 0.2 m thick, its top at y = 3.1',
      't = 0.00 s  the player jumps from the ground at 12 m/s',
      't = 0.28 s  the player passes up through the platform',
      't = 0.83 s  the player lands on the platform at y = 3.60, falling at 4.3 m/s',
      't = 1.00 s  a crate falls from y = 6.5',
      't = 1.57 s  the crate lands on the platform at y = 3.50, falling at 11.0 m/s',
      't = 3.00 s  the player at y = 3.60, the crate at y = 3.60',
    }, lines)
  end)

  it('demo steps its scene, casts its rays, queries, and writes a well-formed SVG of it', function()
    -- run as `make demo` does, in a process of its own (its stdout is not a terminal: plain
    -- progress lines), writing to a temporary path
    local path = os.tmpname() .. '.svg'
    local lua = jit and 'luajit' or 'lua5.4'
    local pipe = assert(io.popen(('%s examples/demo.lua --no-png %s 2>&1; echo "exit $?"'):format(lua, path)))
    local lines = {}
    for line in pipe:lines() do lines[#lines + 1] = line end
    pipe:close()
    local output = table.concat(lines, '\n')
    assert.are.equal('exit 0', table.remove(lines), output)
    assert.matches('^b2c %S+ on ', lines[1])
    local progress = 0
    for _, line in ipairs(lines) do
      assert.is_nil(line:find('\r', 1, true))
      if line:match('^step +%d+/240') then progress = progress + 1 end
    end
    assert.are.equal(4, progress, output) -- one a second
    local hits = tonumber(output:match('\nrays: 24 cast from vec2%(15%.5, 15%), (%d+) hit'))
    local found = tonumber(output:match('\nquery: (%d+) fixtures overlap'))
    assert.is_true(hits > 10 and found > 5, output)
    assert.are.equal('wrote ' .. path, lines[#lines])
    -- the picture: every fixture, the rays and their hits, the query
    local file = assert(io.open(path))
    local text = file:read('*a')
    file:close()
    local root = h.parseXml(text)
    assert.is_true(h.xmllint(path))
    os.remove(path)
    os.remove((path:gsub('%.svg$', '')))
    local function count(name, class) return #h.xmlElements(root, name, class) end
    local shapes = count('polygon', 'shape') + count('circle', 'shape') + count('path', 'shape')
    assert.are.equal(55 + 48 + 1 + 2 + found, shapes)     -- pyramid, drops, paddle, wall, shelf, query
    assert.are.equal(9 + hits, count('line', 'segment'))  -- the chain's segments, the hits' normals
    assert.are.equal(24 + hits, count('line', 'ray'))     -- a hit ray is drawn in two pieces
    assert.are.equal(hits, count('circle', 'hit'))
    assert.are.equal(1, count('polygon', 'aabb'))
    assert.is_true(count('circle', 'point') > 100)        -- contact points
    assert.are.equal(1, count('text', 'label'))
  end)
end)

describe("the one-way platform of examples/platformer.lua (docs/api.md's recipe)", function()
  local _, example = runExample('examples/platformer.lua')
  local oneWayPlatforms = example.oneWayPlatforms

  it('is the recipe docs/api.md shows', function()
    assert.are.equal(recipeText(files.read('docs/api.md')), recipeText(files.read('examples/platformer.lua')))
  end)

  it('holds a player falling onto it from any height, however fast (up to 20 m/s)', function()
    local through = {}
    for drop = 0.1, 10.01, 0.1 do -- the feet `drop` above the platform's top
      local y = platformRun(oneWayPlatforms, 3.6 + drop, 0)
      if math.abs(y - 3.6) > 0.01 then through[#through + 1] = ('%.1f m: y = %.3f'):format(drop, y) end
    end
    assert(#through == 0, 'not standing on the platform after a drop of ' .. table.concat(through, ', '))
  end)

  it('lets a player jumping up from below pass through it, then holds it when it comes down', function()
    for vy = 12, 40, 2 do -- fast enough for its feet to clear the platform's top (3.1) from the ground
      local y, highest = platformRun(oneWayPlatforms, 0.5, vy)
      assert(highest > 3.3, ('a jump at %d m/s did not get through: its feet got to %.2f'):format(vy, highest))
      if vy <= 20 then -- the faster ones are still in the air after two seconds
        assert(math.abs(y - 3.6) < 0.01, ('a jump at %d m/s ended at y = %.3f, not on the platform'):format(vy, y))
      else
        assert(y > 3.6, ('a jump at %d m/s ended at y = %.3f, below the platform'):format(vy, y))
      end
    end
  end)

  it('lets a jump too low to clear it fall back to the ground', function()
    local y = platformRun(oneWayPlatforms, 0.5, 10) -- its feet get to 2.5, the platform's top is at 3.1
    assert.is_true(math.abs(y - 0.5) < 0.01, 'y = ' .. y)
  end)
end)
