-- The differential spec against LÖVE itself: each scenario of spec/love_diff/scenarios (a small
-- script written against love.physics 11.4's API) is run by LÖVE 11.4 with its own love.physics
-- and with b2c.lovephysics (spec/love_diff/app, headless: no window, no display), and here under
-- this spec run's own Lua with the module; the module's lines must equal LÖVE's (lines of exact
-- values) or lie within their stated tolerance (positions after solver steps).
-- spec/love_diff/harness.lua says how scenarios record values and how lines compare.
--
-- LÖVE's lines are also kept in spec/love_diff/love-11.4.txt, so that the module is compared
-- under this Lua even where `love` is not installed; when it is, its live output must equal that
-- file (re-record it after changing a scenario: `love spec/love_diff/app --record
-- spec/love_diff/love-11.4.txt` from the root). Scenarios in spec/love_diff/pending.lua are
-- reported pending with their reason and how far they are from LÖVE.
local H = dofile('spec/love_diff/harness.lua')
local pendingConfig = dofile('spec/love_diff/pending.lua')
local pendingList = pendingConfig.differences
local RECORDED = 'spec/love_diff/love-11.4.txt'
local luaName = type(jit) == 'table' and 'LuaJIT' or _VERSION

-- Lines of the runner's output by side and scenario: sides.love[name], sides.b2c[name].
local function parse(text)
  local sides = { love = {}, b2c = {} }
  for line in text:gmatch('[^\n]+') do
    local side, name, rest = line:match('^(%a[%w]*)\t([^\t]+)\t(.*)$')
    if side and sides[side] then
      local list = sides[side][name] or {}
      sides[side][name] = list
      list[#list + 1] = rest
    end
  end
  return sides
end

local hasLove = #h.missingTools({ 'love' }) == 0
local recorded = parse(h.readFile(RECORDED) or '').love

-- LÖVE's output, once: both sides in LÖVE.
local live, liveError
if hasLove then
  -- (LÖVE gets back the sanitizer runtime this process may have preloaded: h.loveSanitizer)
  local pipe = io.popen(('env -u LD_PRELOAD %stimeout 60 love spec/love_diff/app 2>&1'):format(h.loveSanitizer()))
  local text = pipe:read('*a')
  pipe:close()
  live = parse(text)
  if next(live.love) == nil then liveError = 'LÖVE printed no lines:\n' .. text end
end

-- The differences between LÖVE's lines and the module's, or nil when they match.
local function check(name, reference, lines)
  local differences = H.compare(reference, lines)
  if #differences == 0 then return nil end
  return ('%d of %d lines differ from LÖVE\'s:\n%s'):format(#differences, #reference, H.describe(differences))
end

-- What the module lacks, when its side of a scenario stopped at a function it does not have.
local function missing(lines)
  local last = lines[#lines] or ''
  if not last:find('^!error') then return nil end
  return last:match("attempt to call field '([%w_]+)' %(a nil value%)")
    or last:match("attempt to call method '([%w_]+)' %(a nil value%)")
    or last:match("attempt to call a nil value %(field '([%w_]+)'%)")
    or last:match("attempt to call a nil value %(method '([%w_]+)'%)")
end

-- A scenario's result: fails with its differences, or is pending (with its reason and state) when
-- listed or waiting for a part of the module.
local function verdict(name, reference, lines)
  local why = check(name, reference, lines)
  local absent = why and pendingConfig.waitingForParts and missing(lines)
  if absent then
    return pending(('%s: waiting for the part of the module that has %s (spec/love_diff/pending.lua)'):format(name, absent))
  end
  local reason = pendingList[name]
  if reason then
    if why then
      local d = H.compare(reference, lines)[1]
      local function cut(line) line = tostring(line); return #line > 100 and line:sub(1, 100) .. '...' or line end
      return pending(('%s: %s [%s; first at line %d (%s): LÖVE "%s", module "%s"]'):format(name, reason,
        why:match('^[^:]*'), d[1], d[4], cut(d[2]), cut(d[3])))
    end
    return pending(('%s: %s [now matches LÖVE: remove it from spec/love_diff/pending.lua]'):format(name, reason))
  end
  if why then error(('scenario %s:\n%s'):format(name, why), 0) end
end

describe('love.physics differential: the comparison', function()
  it('tells equal, near and different lines apart', function()
    assert.is_nil(H.differs('a\t=\t1\t2', 'a\t=\t1\t2'))
    assert.are.equal('not equal', H.differs('a\t=\t1\t2', 'a\t=\t1\t2.0000001'))
    assert.are.equal('different line', H.differs('a\t=\t1', 'b\t=\t1'))
    assert.are.equal('different line', H.differs('a\t=\t1', 'a\t=\t1\t2'))
    assert.are.equal('missing line', H.differs('a\t=\t1', nil))
    assert.is_nil(H.differs('a\t~0.5\t10\tx', 'a\t~0.5\t10.5\tx'))
    assert.matches('value 1 off by', H.differs('a\t~0.5\t10\tx', 'a\t~0.5\t10.6\tx'))
    assert.are.equal('value 2 not equal', H.differs('a\t~0.5\t10\tx', 'a\t~0.5\t10\ty'))
    assert.is_nil(H.differs('a\t%1e-05\t1000', 'a\t%1e-05\t1000.009'))
    assert.matches('off by', H.differs('a\t%1e-05\t1000', 'a\t%1e-05\t1000.02'))
    assert.matches('off by', H.differs('a\t%1e-05\t0.001', 'a\t%1e-05\t0.00102'))
    assert.is_not_nil(H.differs('a\t~1\t1', 'a\t~1\tnan'))
  end)

  it('writes values as both sides can compare them', function()
    local physics = { setMeter = function() end }
    local lines = H.run(physics, function(_, out)
      out('numbers', 1, -0, 0.1, 1 / 3, 2 ^ 60, math.huge, 0 / 0)
      out('others', nil, true, 'x\ty', setmetatable({}, { __index = { type = function() return 'Body' end } }))
      out.near(0.5, 'near', 1.25)
      out.float('float', 2.5)
      out('place', 'spec/love_diff/scenarios/x.lua:3: message', 'lua/b2c/lovephysics_body.lua:80: message')
      error('stop')
    end)
    assert.are.same({
      'numbers\t=\t1\t0\t0.1\t0.333333333\t1.1529215e+18\tinf\tnan',
      'others\t=\tnil\ttrue\tx y\t<Body>',
      'near\t~0.5\t1.25',
      'float\t%1e-05\t2.5',
      'place\t=\tmessage\tlua/b2c/lovephysics_body.lua:80: message',
      '!error\t=\tstop',
    }, lines)
  end)
end)

describe('love.physics differential: LÖVE 11.4', function()
  it('has a recorded output for every scenario, and every scenario listed', function()
    for _, name in ipairs(H.scenarios) do
      assert(recorded[name], name .. ' is missing from ' .. RECORDED)
    end
    local files = io.popen('ls spec/love_diff/scenarios'):read('*a')
    for file in files:gmatch('([%w_]+)%.lua') do
      local listed = false
      for _, name in ipairs(H.scenarios) do listed = listed or name == file end
      assert(listed, file .. '.lua is not in harness.lua\'s list of scenarios')
    end
    for name in pairs(pendingList) do
      assert(recorded[name], 'pending.lua names an unknown scenario: ' .. name)
    end
  end)

  it('runs every scenario without an error and prints the recorded lines', function()
    if not hasLove then return pending('love not installed: LÖVE is not run (the recorded lines are used)') end
    assert(not liveError, liveError)
    for _, name in ipairs(H.scenarios) do
      local lines = live.love[name] or {}
      for _, line in ipairs(lines) do
        assert(not line:find('^!error'), ('scenario %s fails in LÖVE itself: %s'):format(name, line))
      end
      local differences = H.compare(recorded[name] or {}, lines)
      if #differences > 0 then
        error(('LÖVE\'s output for %s is not the recorded one (re-record %s?):\n%s'):format(name, RECORDED,
          H.describe(differences)), 0)
      end
    end
  end)
end)

describe('love.physics differential: b2c.lovephysics in LÖVE\'s LuaJIT', function()
  for _, name in ipairs(H.scenarios) do
    it(name, function()
      if not hasLove then return pending('love not installed') end
      assert(not liveError, liveError)
      verdict(name, live.love[name] or {}, live.b2c[name] or {})
    end)
  end
end)

-- The module's own lines under this Lua, once per scenario.
local ownLines = {}
local function own(name)
  if not ownLines[name] then
    local module = require 'b2c.lovephysics'
    ownLines[name] = H.run(module, H.load('spec/love_diff/scenarios/' .. name .. '.lua'))
  end
  return ownLines[name]
end

describe('love.physics differential: b2c.lovephysics under ' .. luaName, function()
  local ok, module = pcall(require, 'b2c.lovephysics')
  for _, name in ipairs(H.scenarios) do
    it(name, function()
      assert(ok, module)
      verdict(name, (live and live.love[name]) or recorded[name] or {}, own(name))
    end)
  end
end)

-- The module behaves the same under both Luas: its lines under this Lua are the lines it gives in
-- LÖVE's LuaJIT, value for value, whether or not they match LÖVE's yet. An error is compared by
-- its presence alone (Lua 5.4 and LuaJIT word theirs differently), and a place in the module's
-- files by its file and line (the path to them differs).
describe('love.physics differential: b2c.lovephysics the same under ' .. luaName .. ' as in LÖVE\'s LuaJIT', function()
  local function normalize(line)
    if line:find('^!error\t') then return '!error' end
    return (line:gsub('[^\t]-(lua/b2c/[%w_]+%.lua:%d+:)', '%1'))
  end
  it('in every scenario', function()
    if not hasLove then return pending('love not installed') end
    assert(not liveError, liveError)
    local problems = {}
    for _, name in ipairs(H.scenarios) do
      local mine, theirs = own(name), live.b2c[name] or {}
      for i = 1, math.max(#mine, #theirs) do
        local a, b = mine[i] and normalize(mine[i]), theirs[i] and normalize(theirs[i])
        if a ~= b then
          problems[#problems + 1] = ('%s line %d:\n    LuaJIT in LÖVE: %s\n    %s: %s'):format(name, i, tostring(b),
            luaName, tostring(a))
          break
        end
      end
    end
    assert(#problems == 0, 'the module differs between the Luas:\n  ' .. table.concat(problems, '\n  '))
  end)
end)
