-- Under a memory cap (`ulimit -v`), every allocation failure is a Lua error saying `not enough
-- memory...`, and the world stays usable and consistent: spec/helpers/memory_cap_child.lua, in a
-- process of its own, grows a world while Lua strings hold nearly all the memory allowed, then lets
-- them go and steps, snapshots and restores. The sanitizer build reserves terabytes of address space
-- for its shadow memory, so there the cap cannot be set: skipped.
local lua = rawget(_G, 'jit') and 'luajit' or 'lua5.4'
local sanitized = (os.getenv('B2C_VARIANT') or ''):find('%-san') ~= nil

local KNOWN = {
  ['not enough memory'] = true, -- Lua's own
  ['not enough memory for a body'] = true,
  ['not enough memory for a fixture'] = true,
  ['not enough memory for a snapshot'] = true,
  ['not enough memory for the step (it went on without what it could not allocate)'] = true,
}

describe('a world under a memory cap (' .. lua .. ')', function()
  -- how many MiB of the strings are given back before the world grows: where the failures fall
  for _, giveBack in ipairs({ 1, 4, 16 }) do
    it(('fails cleanly with %d MiB free, and works on once memory is back'):format(giveBack), function()
      if sanitized then
        pending('not under the sanitizers (no address-space cap)')
        return
      end
      local pipe = assert(io.popen(('ulimit -v 131072; %s spec/helpers/memory_cap_child.lua %d 2>&1; echo "exit $?"')
        :format(lua, giveBack)))
      local output = pipe:read('*a')
      pipe:close()
      local lines = {}
      for line in output:gmatch('[^\n]+') do lines[#lines + 1] = line end
      assert.are.equal('exit 0', lines[#lines], output)
      local failures = tonumber(lines[1]:match('^failures (%d+),'))
      assert.is_true(failures ~= nil and failures >= 20, output)
      local fixtures, found = lines[#lines - 1]:match('^ok\t(%d+)\t(%d+)$')
      assert.is_true(fixtures ~= nil and fixtures == found, output)
      for i = 2, #lines - 2 do
        assert.is_true(KNOWN[lines[i]], 'unexpected failure: ' .. lines[i])
      end
    end)
  end
end)
