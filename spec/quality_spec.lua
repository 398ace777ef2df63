-- The scene-quality harness (bench/quality, `make quality`): scenes modelled on Box2D v3's samples,
-- one test per metric against its target (targets measured on v3). B2C_QUALITY names the harness
-- `make test` built; under valgrind (B2C_MEMCHECK) two cheap scenes only.
local path = os.getenv('B2C_QUALITY')

describe('scene quality', function()
  if not path then
    pending('B2C_QUALITY is not set: run through `make test`')
    return
  end
  local scenes = os.getenv('B2C_MEMCHECK') and ' --cheap' or ''
  local pipe = assert(io.popen(path .. ' --tsv' .. scenes .. ' 2>&1', 'r'))
  local output = pipe:read('*a')
  pipe:close()
  local count = 0
  for line in output:gmatch('[^\n]+') do
    local scene, metric, value, op, threshold = line:match('^([%w_]+)\t([%w_]+)\t(%S+)\t([<>]=)\t(%S+)$')
    if scene then
      count = count + 1
      local key = scene .. ' ' .. metric
      it(('%s %s %s'):format(key, op, threshold), function()
        local v, t = tonumber(value), tonumber(threshold)
        local ok = v ~= nil and t ~= nil and ((op == '<=' and v <= t) or (op == '>=' and v >= t))
        assert(ok, ('%s: b2c %s, target %s %s'):format(key, value, op, threshold))
      end)
    else
      it('prints only metrics', function() error('unexpected output: ' .. line) end)
    end
  end
  it('ran the scenes', function()
    assert.is_true(count >= (scenes == '' and 60 or 2), output)
  end)
end)
