-- The core's own C tests (tests/c), which know nothing of Lua: one busted test per C test.
local path = os.getenv('B2C_CTESTS')

describe('core C tests', function()
  if not path then
    pending('B2C_CTESTS is not set: run through `make test`')
    return
  end
  local pipe = assert(io.popen(path .. ' 2>&1', 'r'))
  local output = pipe:read('*a')
  pipe:close()
  local count = 0
  for line in output:gmatch('[^\n]+') do
    local status, name, why = line:match('^(n?o?t? ?ok) ([%w_]+):? ?(.*)$')
    if status then
      count = count + 1
      it(name, function()
        assert(status == 'ok', why)
      end)
    else
      it('prints only test results', function() error('unexpected output: ' .. line) end)
    end
  end
  it('ran some tests', function()
    assert.is_true(count >= 10, output)
  end)
end)
