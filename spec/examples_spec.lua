-- Every example runs to the end and prints its per-second summary.
local function runExample(path)
  local lines = {}
  local env = setmetatable({ print = function(...)
    local parts = {}
    for i = 1, select('#', ...) do parts[i] = tostring(select(i, ...)) end
    lines[#lines + 1] = table.concat(parts, '\t')
  end }, { __index = _G })
  h.loadfileIn(path, env)()
  return lines
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

  it('platformer lands on the one-way platform', function()
    local lines = runExample('examples/platformer.lua')
    local landed = false
    for _, l in ipairs(lines) do if l:match('lands on platform') then landed = true end end
    assert.is_true(landed)
    assert.matches('player y = 3%.6', lines[#lines])
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
