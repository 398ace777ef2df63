-- The rockspec builds through the Makefile (build type "make": targets `rock` and `rock-install`),
-- so a LuaRocks build is `make`'s own: the same compiler flags, every C file of src/ and src/lua/
-- (the Makefile's wildcards), objects under build/rock-<headers>/ and never in src/, and every
-- pure-Lua submodule of lua/b2c/ installed. What `make` would run is read with `make -n`; `make
-- check-rock` builds and installs the rock for real.
describe('b2c-dev-1.rockspec', function()
  -- Run the rockspec in an empty environment; its globals are the fields.
  local env = {}
  h.loadfileIn('b2c-dev-1.rockspec', env)()

  local listing = require('spec.helpers.files').list

  -- The commands `make ARGS` would run, one a line, from a make of its own, and whether it
  -- succeeded. An empty environment but PATH: none of the calling make's variables (`make test
  -- SAN=1` exports SAN=1 to the specs, which would make the plain build a sanitizer one), nor the
  -- sanitizer runtime.
  local function makeN(args)
    local pipe = assert(io.popen('env -i PATH="$PATH" make -nB --no-print-directory '
      .. args .. ' 2>&1; echo "exit $?"'))
    local lines = {}
    for line in pipe:lines() do lines[#lines + 1] = line end
    pipe:close()
    local status = table.remove(lines)
    return lines, status == 'exit 0'
  end

  -- The compile commands among `lines`, by source file: their words, with `build` written BUILD.
  local function compiles(lines, build)
    local byFile = {}
    for _, line in ipairs(lines) do
      local source = line:match(' %-c (%S+%.c) %-o ')
      if source then
        local words = {}
        for word in line:gsub(build:gsub('%p', '%%%0'), 'BUILD'):gmatch('%S+') do words[#words + 1] = word end
        byFile[source] = words
      end
    end
    return byFile
  end

  local ROCK = "rock CC=gcc CFLAGS='-O2 -fPIC' LUA_INCDIR=/usr/include/lua5.4"

  it('builds with the Makefile: `make rock`, then `make rock-install`, given LuaRocks\' variables', function()
    assert.are.equal('make', env.build.type)
    assert.are.equal('rock', env.build.build_target)
    assert.are.equal('rock-install', env.build.install_target)
    assert.are.same({ CC = '$(CC)', CFLAGS = '$(CFLAGS)', LUA_INCDIR = '$(LUA_INCDIR)', LIBDIR = '$(LIBDIR)',
      LUADIR = '$(LUADIR)' }, env.build.variables)
    assert.is_nil(env.build.modules)
  end)

  it('compiles every C file of src/ and src/lua/ into build/rock-lua5.4/, with the flags of `make`', function()
    local rock, ok = makeN(ROCK)
    assert.is_true(ok, table.concat(rock, '\n'))
    local module = makeN('module CC=gcc LUA=lua5.4')
    local ours, theirs = compiles(rock, 'build/rock-lua5.4/'), compiles(module, 'build/lua5.4/')
    local sources = {}
    for _, dir in ipairs({ 'src', 'src/lua' }) do
      for _, file in ipairs(listing(dir .. '/*.c')) do sources[#sources + 1] = file end
    end
    assert.is_true(#sources > 40)
    for _, source in ipairs(sources) do
      local words = assert(ours[source], source .. ' is not compiled by `make rock`')
      -- LuaRocks' CFLAGS (-O2 -fPIC) first, then exactly the words of `make`'s command
      assert.are.same({ 'gcc', '-O2', '-fPIC' }, { words[1], words[2], words[3] })
      table.remove(words, 2)
      table.remove(words, 2)
      assert.are.same(theirs[source], words)
    end
    local count = 0
    for _ in pairs(ours) do count = count + 1 end
    assert.are.equal(#sources, count)
    -- the flags that matter, and nothing written to src/
    local text = table.concat(rock, '\n')
    for _, flag in ipairs({ '-ffp-contract=off', '-fno-fast-math', '-fvisibility=hidden', '-DB2C_API=', '-O2' }) do
      assert.is_truthy(text:find(' ' .. flag .. ' ', 1, true), flag)
    end
    assert.is_nil(text:find('-o src/', 1, true))
    assert.is_truthy(text:find('-shared -o build/rock-lua5.4/b2c.so', 1, true), text)
  end)

  it('puts the Makefile\'s flags after LuaRocks\' CFLAGS, which cannot undo them', function()
    local lines = makeN("rock CC=gcc CFLAGS='-ffast-math -ffp-contract=fast' LUA_INCDIR=/usr/include/lua5.4")
    local words = compiles(lines, 'build/rock-lua5.4/')['src/world.c']
    local at = {}
    for i, word in ipairs(words) do at[word] = at[word] or i end
    assert.is_true(at['-ffast-math'] < at['-fno-fast-math'])
    assert.is_true(at['-ffp-contract=fast'] < at['-ffp-contract=off'])
  end)

  it('builds for LuaJIT into a directory of its own, with its headers', function()
    local lines, ok = makeN('rock CC=gcc LUA_INCDIR=/usr/include/luajit-2.1/')
    assert.is_true(ok, table.concat(lines, '\n'))
    local words = compiles(lines, 'build/rock-luajit-2.1')['src/lua/lb2c.c']
    assert.is_truthy(words, table.concat(lines, '\n'))
    assert.is_truthy(table.concat(words, ' '):find(' -I/usr/include/luajit-2.1/ ', 1, true))
    assert.are.equal('BUILD/lua/lb2c.o', words[#words])
  end)

  it('installs b2c.so into LIBDIR and every lua/b2c/*.lua into LUADIR/b2c/', function()
    local lines, ok = makeN('rock-install CC=gcc LUA_INCDIR=/usr/include/lua5.4 LIBDIR=/tmp/L LUADIR=/tmp/S')
    assert.is_true(ok, table.concat(lines, '\n'))
    local text = table.concat(lines, '\n')
    assert.is_truthy(text:find("\ncp build/rock-lua5.4/b2c.so '/tmp/L/b2c.so'\n", 1, true), text)
    assert.is_truthy(text:find("\ncp lua/b2c/*.lua '/tmp/S/b2c/'", 1, true), text)
    assert.is_true(#listing('lua/b2c/*.lua') >= 4)
  end)

  it('refuses to build without LuaRocks\' LUA_INCDIR', function()
    local lines, ok = makeN('rock CC=gcc')
    assert.is_false(ok)
    assert.matches('LUA_INCDIR %(the directory of lua%.h%) is not set; LuaRocks sets it', table.concat(lines, '\n'))
  end)

  -- Made-up header directories: PUC Lua 5.1's lua.h, and LuaJIT's luajit.h.
  local function headers()
    local dir = os.tmpname()
    os.remove(dir)
    assert(h.sh(('mkdir -p %s/lua5.1 %s/luajit-2.1'):format(dir, dir)))
    local file = assert(io.open(dir .. '/lua5.1/lua.h', 'w'))
    file:write('#define LUA_VERSION\t"Lua 5.1"\n#define LUA_VERSION_NUM\t501\n')
    file:close()
    file = assert(io.open(dir .. '/luajit-2.1/luajit.h', 'w'))
    file:write('#define LUAJIT_VERSION\t"LuaJIT 2.1.0-beta3"\n')
    file:close()
    return dir
  end

  it('builds for LuaJIT, saying so, when LuaRocks installs for Lua 5.1 (a tree LuaJIT reads too)', function()
    local dir = headers()
    local lines, ok = makeN(('rock CC=gcc LUA_INCDIR=%s/lua5.1 LUAJIT_INCDIR=%s/luajit-2.1'):format(dir, dir))
    local install = makeN(('rock-install CC=gcc LUA_INCDIR=%s/lua5.1 LUAJIT_INCDIR=%s/luajit-2.1 LIBDIR=/tmp/L LUADIR=/tmp/S')
      :format(dir, dir))
    h.sh('rm -rf ' .. dir)
    assert.is_true(ok, table.concat(lines, '\n'))
    assert.are.equal(('b2c: LuaRocks installs for Lua 5.1 (%s/lua5.1): building for LuaJIT (%s/luajit-2.1), which reads '
      .. 'the same tree (PUC Lua 5.1 cannot run b2c); for Lua 5.4: `luarocks --lua-version 5.4 make`'):format(dir, dir),
      lines[1])
    local words = compiles(lines, 'build/rock-luajit-2.1/')['src/lua/lb2c.c']
    assert.is_truthy(words, table.concat(lines, '\n'))
    assert.is_truthy(table.concat(words, ' '):find((' -I%s/luajit-2.1 '):format(dir), 1, true))
    assert.is_nil(table.concat(lines, '\n'):find('lua5.1 ', 1, true))
    -- the install pass says nothing, and installs that build
    assert.is_truthy(install[1]:match('^mkdir '), table.concat(install, '\n'))
    assert.is_truthy(table.concat(install, '\n'):find("\ncp build/rock-luajit-2.1/b2c.so '/tmp/L/b2c.so'\n", 1, true))
  end)

  it('refuses Lua 5.1 when LuaJIT\'s headers are not there either', function()
    local dir = headers()
    local lines, ok = makeN(('rock CC=gcc LUA_INCDIR=%s/lua5.1 LUAJIT_INCDIR=%s/none'):format(dir, dir))
    h.sh('rm -rf ' .. dir)
    assert.is_false(ok)
    assert.matches(('b2c builds for Lua 5%%.4 and LuaJIT, not for PUC Lua 5%%.1 %%(%s/lua5%%.1%%), and LuaJIT\'s '
      .. 'headers are not installed %%(LUAJIT_INCDIR=%s/none%%): `luarocks %%-%%-lua%%-version 5%%.4 make`, or install '
      .. 'libluajit%%-5%%.1%%-dev'):format(dir:gsub('%p', '%%%0'), dir:gsub('%p', '%%%0')), table.concat(lines, '\n'))
  end)

  it('passes luarocks lint', function()
    if not h.sh('command -v luarocks >/dev/null 2>&1') then return pending('luarocks is not installed') end
    assert.is_true(h.sh('luarocks lint b2c-dev-1.rockspec >/dev/null 2>&1'))
  end)

  it('is version dev-1 of package b2c, tested with busted', function()
    assert.are.equal('b2c', env.package)
    assert.are.equal('dev-1', env.version)
    assert.are.equal('busted', env.test.type)
  end)
end)
