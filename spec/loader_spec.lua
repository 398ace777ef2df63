-- ./b2c.lua, the repository's loader: `require "b2c"` from the repository's root with Lua's default
-- paths (no LUA_PATH, LUA_CPATH or B2C_MODULE) loads build/lua5.4/b2c.so under Lua 5.4 and
-- build/luajit/b2c.so under LuaJIT, whichever was built last; B2C_MODULE picks one exactly (the
-- Makefile names the build under test so); a missing build, or only the other Lua's, is an error
-- that says which and how to build it. Each case runs a fresh interpreter; the messages are checked
-- in a temporary copy of the repository's layout.
-- (fresh interpreters on the plain builds: not again under the sanitizers, clang or valgrind)
if h.plainBuildsOnly() then
  describe("./b2c.lua, the repository's loader", function()
    it('runs in the plain builds\' specs only', function() pending('not under this variant') end)
  end)
  return
end

-- Each interpreter's plain build, which `make` and `make LUA=luajit` write (and `make test` both).
local builds = { ['lua5.4'] = 'build/lua5.4/b2c.so', luajit = 'build/luajit/b2c.so' }
local names = { ['lua5.4'] = 'Lua 5.4', luajit = 'LuaJIT' }
local other = { ['lua5.4'] = 'luajit', luajit = 'lua5.4' }
local howToBuild = { ['lua5.4'] = 'run `make`', luajit = 'run `make LUA=luajit`' }

-- Lua's own variables unset, and the sanitizer runtime (SAN=1) kept off the plain builds.
local DEFAULTS = 'env -u LD_PRELOAD -u B2C_MODULE -u LUA_PATH -u LUA_CPATH -u LUA_PATH_5_4 -u LUA_CPATH_5_4'
  .. ' -u LUA_INIT -u LUA_INIT_5_4'

local exists, shellQuote = h.exists, h.shellQuote

-- The output (stdout and stderr) of a shell command and whether it succeeded. The environment
-- passes as it is (DEFAULTS clears it where a case needs): the case of the build under test needs
-- the sanitizer runtime preloaded.
local function run(command)
  local output, status = h.capture(command, true)
  return output, status == 0
end

local function realpath(path)
  local out = run('readlink -f ' .. shellQuote(path))
  return (out:gsub('\n$', ''))
end

local root = realpath('.')

-- Lua code printing which b2c.so the process has mapped, after requiring b2c.
local WHICH = 'local b2c = require "b2c" '
  .. 'for line in io.lines("/proc/self/maps") do '
  .. '  local path = line:match("(/%S*b2c%.so)$") if path then print("mapped " .. path) break end '
  .. 'end'

-- Run `lua` (lua5.4 or luajit) on `code` in `dir` with `env` (a prefix of VAR=value words).
local function interpret(dir, env, lua, code)
  return run(('cd %s && %s %s -e %s'):format(shellQuote(dir), env, lua, shellQuote(code)))
end

-- A temporary directory holding a copy of the loader and the given files (relative path -> the
-- file it links to, or true for an empty file). Removed by `remove`.
local function layout(files)
  local dir = os.tmpname()
  os.remove(dir)
  assert(select(2, run('mkdir -p ' .. shellQuote(dir) .. ' && cp b2c.lua ' .. shellQuote(dir .. '/b2c.lua'))))
  for path, target in pairs(files) do
    local full = dir .. '/' .. path
    assert(select(2, run('mkdir -p ' .. shellQuote(full:match('^(.*)/')))))
    if target == true then
      assert(select(2, run(': > ' .. shellQuote(full))))
    else
      assert(select(2, run('ln -s ' .. shellQuote(root .. '/' .. target) .. ' ' .. shellQuote(full))))
    end
  end
  return dir, function() run('rm -rf ' .. shellQuote(dir)) end
end

-- No module anywhere on Lua's default cpath could interfere with the message cases.
local NO_CPATH = "LUA_CPATH='/nonexistent/?.so' LUA_CPATH_5_4='/nonexistent/?.so'"

for _, lua in ipairs({ 'lua5.4', 'luajit' }) do
  describe('require "b2c" under ' .. lua .. ' from the repository root, with the default paths', function()
    local build = builds[lua]
    local missing = not exists(build) and ('%s is not built (%s): nothing to load'):format(build, howToBuild[lua])

    it('loads ' .. build .. ', and the submodules from ./b2c/', function()
      if missing then return pending(missing) end
      local output, ok = interpret('.', DEFAULTS, lua, WHICH .. ' print(b2c.lua, b2c.vec2(3, 4):length(), '
        .. 'package.searchpath("b2c.svg", package.path), require("b2c.svg") ~= nil)')
      assert.is_true(ok, output)
      assert.are.equal('mapped ' .. realpath(build), output:match('mapped [^\n]*'), output)
      local version, length, svg, loaded = output:match('\n([^\t]+)\t([^\t]+)\t([^\t]+)\t([^\t\n]+)')
      assert.matches(lua == 'luajit' and '^LuaJIT ' or '^Lua 5%.4', version)
      assert.are.equal(5, tonumber(length))
      assert.are.equal('./b2c/svg.lua', svg)
      assert.are.equal('true', loaded)
    end)

    if lua == 'luajit' then
      it('installs the LuaJIT fast path (b2c.jit, found in ./b2c/)', function()
        if missing then return pending(missing) end
        local output, ok = interpret('.', DEFAULTS, lua,
          'local b2c = require "b2c" print(debug.getinfo(b2c.tree().queryAll).what)')
        assert.is_true(ok, output)
        assert.are.equal('Lua\n', output)
      end)
    end

    it('runs examples/pyramid.lua (the README\'s first example)', function()
      if missing then return pending(missing) end
      local output, ok = run(('%s %s examples/pyramid.lua'):format(DEFAULTS, lua))
      assert.is_true(ok, output)
      assert.matches('^pyramid: 210 boxes, 20 rows\n', output)
      assert.matches('\nt = 5s  top box y = 19%.4%d+  awake   0 ', output)
    end)
  end)

  describe('./b2c.lua under ' .. lua, function()
    local mine, theirs = builds[lua], builds[other[lua]]

    it('loads its own build when both are built, whichever was built last', function()
      if not (exists(mine) and exists(theirs)) then
        return pending('both builds are needed (`make` and `make LUA=luajit`)')
      end
      local dir, remove = layout({ [mine] = mine, [theirs] = theirs, b2c = 'lua/b2c' })
      local outputs = {}
      for _, last in ipairs({ mine, theirs }) do
        -- `make` then `make LUA=luajit`, or the other way round: the later build is the newer file
        local first = last == mine and theirs or mine
        assert(select(2, run(('cd %s && touch -h -d "2 minutes ago" %s && touch -h %s'):format(shellQuote(dir),
          shellQuote(first), shellQuote(last)))))
        local output, ok = interpret(dir, DEFAULTS, lua, WHICH)
        outputs[#outputs + 1] = output:match('mapped [^\n]*')
        assert.is_true(ok, output)
      end
      remove()
      assert.are.same({ 'mapped ' .. realpath(mine), 'mapped ' .. realpath(mine) }, outputs)
    end)

    it('says so when no module is built for it, nor installed', function()
      local dir, remove = layout({ b2c = 'lua/b2c' })
      local output, ok = interpret(dir, DEFAULTS .. ' ' .. NO_CPATH, lua, 'require "b2c"')
      remove()
      assert.is_false(ok)
      assert.are.equal(('%s: b2c: no module built for %s here: %s (or install b2c with LuaRocks)'):format(
        lua, names[lua], howToBuild[lua]), output:match('^[^\n]*'))
    end)

    it('says so when only the other Lua\'s module is built', function()
      local dir, remove = layout({ [theirs] = true })
      local output, ok = interpret(dir, DEFAULTS .. ' ' .. NO_CPATH, lua, 'require "b2c"')
      remove()
      assert.is_false(ok)
      assert.are.equal(('%s: b2c: no module built for %s here: %s; there is only %s (for %s)'):format(
        lua, names[lua], howToBuild[lua], theirs, names[other[lua]]), output:match('^[^\n]*'))
    end)

    it('names a module built for the other Lua as such, when B2C_MODULE names it', function()
      if not exists(theirs) then return pending(theirs .. ' is not built: no module of the other Lua to try') end
      local output, ok = interpret('.', DEFAULTS .. ' B2C_MODULE=' .. theirs, lua, 'require "b2c"')
      assert.is_false(ok)
      local expected = ('%s: b2c: %s is not built for %s (it is built for %s): %s (%s: undefined symbol: lua'):format(
        lua, theirs, names[lua], names[other[lua]], howToBuild[lua], theirs)
      assert.are.equal(expected, output:sub(1, #expected), output)
    end)

    it('names a stale ./b2c.so of the other Lua (from an older checkout) found on the cpath', function()
      if not exists(theirs) then return pending(theirs .. ' is not built: no module of the other Lua to try') end
      local dir, remove = layout({ ['b2c.so'] = theirs })
      local output, ok = interpret(dir, DEFAULTS .. " LUA_CPATH='./?.so' LUA_CPATH_5_4='./?.so'", lua, 'require "b2c"')
      remove()
      assert.is_false(ok)
      local expected = ('%s: b2c: ./b2c.so is not built for %s: %s (./b2c.so: undefined symbol: lua'):format(
        lua, names[lua], howToBuild[lua])
      assert.are.equal(expected, output:sub(1, #expected), output)
    end)

    it('says so when B2C_MODULE names a file that does not exist', function()
      local output, ok = interpret('.', DEFAULTS .. ' B2C_MODULE=build/nothing/b2c.so', lua, 'require "b2c"')
      assert.is_false(ok)
      assert.are.equal(lua .. ': b2c: B2C_MODULE names build/nothing/b2c.so, which does not exist',
        output:match('^[^\n]*'))
    end)

    it('loads the build beside it from any directory, and an installed b2c when none is built', function()
      if not exists(mine) then return pending(mine .. ' is not built (' .. howToBuild[lua] .. ')') end
      -- beside it: the loader found through LUA_PATH, run from elsewhere
      local dir, remove = layout({ [mine] = mine })
      local output, ok = run(('cd / && %s LUA_PATH=%s %s -e %s'):format(DEFAULTS, shellQuote(dir .. '/?.lua;;'), lua,
        shellQuote(WHICH)))
      assert.is_true(ok, output)
      assert.are.equal('mapped ' .. realpath(mine), output:match('mapped [^\n]*'))
      remove()
      -- none built: b2c from package.cpath
      dir, remove = layout({ ['installed/b2c.so'] = mine, b2c = 'lua/b2c' })
      output, ok = interpret(dir, DEFAULTS .. " LUA_CPATH='./installed/?.so' LUA_CPATH_5_4='./installed/?.so'", lua, WHICH)
      remove()
      assert.is_true(ok, output)
      assert.are.equal('mapped ' .. realpath(mine), output:match('mapped [^\n]*'))
    end)
  end)
end

describe('./b2c.lua under the specs\' own Lua', function()
  it('loads exactly the build B2C_MODULE names (the build under test)', function()
    local chosen = os.getenv('B2C_MODULE')
    if not chosen then return pending('B2C_MODULE is not set: run the specs through make') end
    local output, ok = interpret('.', '', jit and 'luajit' or 'lua5.4', WHICH)
    assert.is_true(ok, output)
    assert.are.equal('mapped ' .. realpath(chosen), output:match('mapped [^\n]*'))
  end)
end)
