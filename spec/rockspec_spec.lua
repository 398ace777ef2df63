-- The rockspec builds the module from an explicit list of sources: it must name every C file
-- of src/ and src/lua/ and every pure-Lua submodule of lua/b2c/, and nothing that does not exist.
-- (`make check-rock` installs it and checks the installed tree.)
describe('b2c-dev-1.rockspec', function()
  -- Run the rockspec in an empty environment; its globals are the fields.
  local env = {}
  h.loadfileIn('b2c-dev-1.rockspec', env)()

  local listing = require('spec.helpers.files').list

  it('lists every C source of src/ and src/lua/, and only those', function()
    local listed = {}
    for _, s in ipairs(env.build.modules.b2c.sources) do listed[s] = true end
    local present = {}
    for _, dir in ipairs({ 'src', 'src/lua' }) do
      for _, file in ipairs(listing(dir .. '/*.c')) do
        present[file] = true
        assert.is_true(listed[file] == true, file .. ' is missing from the rockspec')
      end
    end
    for file in pairs(listed) do
      assert.is_true(present[file] == true, file .. ' is listed but does not exist')
    end
  end)

  it('installs every pure-Lua submodule of lua/b2c/', function()
    local files = listing('lua/b2c/*.lua')
    assert.is_true(#files > 0)
    for _, file in ipairs(files) do
      local name = 'b2c.' .. file:match('lua/b2c/(.-)%.lua$')
      assert.are.equal(file, env.build.modules[name], name .. ' is not in the rockspec')
    end
  end)

  it('names no pure-Lua module that is not a file of lua/b2c/ named after it', function()
    for name, source in pairs(env.build.modules) do
      if name ~= 'b2c' then
        assert.are.equal('lua/b2c/' .. name:match('^b2c%.(.+)$') .. '.lua', source)
        assert.are.equal(1, #listing(source), source .. ' is listed but does not exist')
      end
    end
  end)

  it('passes luarocks lint', function()
    if not h.sh('command -v luarocks >/dev/null 2>&1') then return end
    assert.is_true(h.sh('luarocks lint b2c-dev-1.rockspec >/dev/null 2>&1'))
  end)

  it('is version dev-1 of package b2c, tested with busted', function()
    assert.are.equal('b2c', env.package)
    assert.are.equal('dev-1', env.version)
    assert.are.equal('busted', env.test.type)
  end)
end)
