-- `require "b2c"` from the repository's root, under Lua 5.4 and LuaJIT alike.
--
-- The C module is built once per Lua (build/lua5.4/b2c.so by `make`, build/luajit/b2c.so by
-- `make LUA=luajit`): one Lua cannot load the other's. Both interpreters look for ./b2c.lua
-- before any C module, so here this file is what `require "b2c"` finds, and it loads the first of:
--   1. the file B2C_MODULE names, when that variable is set: that one and no other (the Makefile
--      points it at the build under test, such as build/lua5.4-san/b2c.so);
--   2. build/<this Lua>/b2c.so beside this file, then build/<this Lua>-clang/b2c.so;
--   3. b2c on package.cpath (an installed copy, from LuaRocks say);
-- and otherwise raises an error that says which build is missing and the command that makes it.
-- The pure-Lua submodules come from ./b2c/ (a link to lua/b2c/). LuaRocks installs the C module
-- itself as b2c, never this file.
local name = ... or 'b2c'

local source = debug.getinfo(1, 'S').source
local here = source:match('^@(.*)[/\\][^/\\]*$')
local dir = (here and here ~= '.') and here .. '/' or '' -- '' in the current directory: paths read build/...
local isJit = type(jit) == 'table'
local lua = isJit and 'luajit' or 'lua' .. _VERSION:match('%d+%.%d+') -- the Makefile's names
local luaName = isJit and 'LuaJIT' or _VERSION
local builds = { ['lua5.4'] = 'make', luajit = 'make LUA=luajit' }
local names = { ['lua5.4'] = 'Lua 5.4', luajit = 'LuaJIT' }

local function fail(message) error('b2c: ' .. message, 0) end

local function howToBuild()
  if builds[lua] then return ('run `%s`'):format(builds[lua]) end
  return 'b2c builds for Lua 5.4 (`make`) and LuaJIT (`make LUA=luajit`)'
end

local function exists(path)
  local file = io.open(path, 'rb')
  if file then file:close() end
  return file ~= nil
end

-- Open the C module at `path`; a module built for another Lua is named as such.
local function open(path)
  local luaopen, err = package.loadlib(path, 'luaopen_b2c')
  if not luaopen then
    err = tostring(err)
    if err:find('undefined symbol: lua', 1, true) then
      local other = path:match('build/([%w.]+)[^/]*/b2c%.so$')
      local built = names[other] and other ~= lua and (' (it is built for %s)'):format(names[other]) or ''
      fail(('%s is not built for %s%s: %s (%s)'):format(path, luaName, built, howToBuild(), err))
    end
    fail(('cannot load %s: %s'):format(path, err))
  end
  return luaopen(name, path)
end

local chosen = os.getenv('B2C_MODULE')
if chosen and chosen ~= '' then
  if not exists(chosen) then fail(('B2C_MODULE names %s, which does not exist'):format(chosen)) end
  return open(chosen)
end

for _, build in ipairs({ lua, lua .. '-clang' }) do
  local path = dir .. 'build/' .. build .. '/b2c.so'
  if exists(path) then return open(path) end
end

local installed = package.searchpath and package.searchpath('b2c', package.cpath)
if installed then return open(installed) end

local others = {}
for _, build in ipairs({ 'lua5.4', 'luajit', 'lua5.4-clang', 'luajit-clang' }) do
  local path = dir .. 'build/' .. build .. '/b2c.so'
  if build:match('^[%w.]+') ~= lua and exists(path) then
    others[#others + 1] = ('%s (for %s)'):format(path, names[build:match('^[%w.]+')])
  end
end
fail(('no module built for %s here: %s%s'):format(luaName, howToBuild(),
  #others > 0 and ('; there is only %s'):format(table.concat(others, ' and '))
    or ' (or install b2c with LuaRocks)'))
