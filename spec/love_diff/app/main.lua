-- The differential runner in LÖVE 11.4 (`love spec/love_diff/app [NAME ...]`, run headless by
-- spec/love_diff_spec.lua): runs each scenario of spec/love_diff/scenarios (those named, or all of
-- them) twice in this one process, once with LÖVE's own love.physics and once with
-- b2c.lovephysics from this repository (build/luajit/b2c.so, or the first b2c.so on
-- B2C_LOVE_CPATH, and lua/), and prints each side's lines:
--   love <tab> NAME <tab> LINE     (LÖVE's love.physics)
--   b2c <tab> NAME <tab> LINE      (the module, in LÖVE's LuaJIT)
-- each LINE as spec/love_diff/harness.lua writes it. Then quits. LÖVE prints its own warnings
-- (deprecated methods) on the same output: readers keep only the lines starting love/b2c.
-- `--record FILE` runs LÖVE's side alone and writes its lines to FILE (spec/love_diff/love-11.4.txt
-- is made so: `love spec/love_diff/app --record spec/love_diff/love-11.4.txt` from the root).
local root = love.filesystem.getSource() .. '/../../..'
local here = root .. '/spec/love_diff'

package.cpath = (os.getenv('B2C_LOVE_CPATH') and os.getenv('B2C_LOVE_CPATH') .. ';' or '')
  .. root .. '/build/luajit/?.so;' .. root .. '/build/luajit-clang/?.so;' .. package.cpath
package.path = root .. '/lua/?.lua;' .. root .. '/lua/?/init.lua;' .. package.path

-- The module, or the reason it cannot be had. b2c's C module is opened from its path rather than
-- by require, which would find the repository's ./b2c.lua first when LÖVE runs from the root.
local function loadModule()
  local path = package.searchpath('b2c', package.cpath)
  if not path then return nil, 'b2c.so not found on ' .. package.cpath .. ' (make LUA=luajit)' end
  local open, why = package.loadlib(path, 'luaopen_b2c')
  if not open then return nil, why end
  package.loaded.b2c = open('b2c', path)
  local ok, module = pcall(require, 'b2c.lovephysics')
  if not ok then return nil, module end
  return module
end

function love.load(args)
  local H = dofile(here .. '/harness.lua')
  local names, record = {}, nil
  local i = 1
  args = args or {}
  while args[i] do
    if args[i] == '--record' then
      record = args[i + 1]
      i = i + 1
    elseif not args[i]:find('^%-') then
      names[#names + 1] = args[i]
    end
    i = i + 1
  end
  if #names == 0 then names = H.scenarios end
  local module, why
  if not record then module, why = loadModule() end
  -- Each scenario's lines are written as soon as both sides have run, so that a crash leaves those
  -- before it.
  local output = {}
  local file = record and assert(io.open(record, 'wb'))
  local function flush()
    if #output == 0 then return end
    output[#output + 1] = ''
    local text = table.concat(output, '\n')
    output = {}
    if file then
      file:write(text)
    else
      io.write(text)
      io.flush()
    end
  end
  for _, name in ipairs(names) do
    local ok, scenario = pcall(H.load, here .. '/scenarios/' .. name .. '.lua')
    if not ok then scenario = function() error(scenario, 0) end end
    for _, line in ipairs(H.run(love.physics, scenario)) do
      output[#output + 1] = 'love\t' .. name .. '\t' .. line
    end
    if record then
      -- LÖVE's side alone
    elseif module then
      for _, line in ipairs(H.run(module, scenario)) do
        output[#output + 1] = 'b2c\t' .. name .. '\t' .. line
      end
    else
      output[#output + 1] = 'b2c\t' .. name .. '\t!error\t=\tmodule: ' .. H.strip(why)
    end
    flush()
  end
  if file then file:close() end
  love.event.quit(0)
end
