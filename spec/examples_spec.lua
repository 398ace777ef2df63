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

  it('demo runs', function()
    local lines = runExample('examples/demo.lua')
    assert.matches('rays hit a shape', lines[#lines])
  end)
end)
