-- Lua 5.4 only (64-bit integer operators): user data damaged behind a correct checksum, for
-- spec/snapshot_format_spec.lua. Each damaged string loads cleanly or raises a standard error.
return function(b2c, assert)
  local world = b2c.world {}
  for i = 1, 6 do
    world:createBody { type = 'dynamic', position = { i, 0 },
      userData = { name = 'body' .. i, list = { 1, 2.5, true, false, 'x' }, deep = { a = { b = { c = i } } } } }
  end
  local text = world:snapshot():serialize()
  local function u64(at)
    local v = 0
    for i = 8, 1, -1 do v = (v << 8) | text:byte(at + i - 1) end
    return v
  end
  local core = 32 + u64(17)
  local luaPayload = core + 32 + 1
  local function fnv(bytes)
    local hash = -3750763034362895579 -- 14695981039346656037 as a signed 64-bit integer
    for i = 1, #bytes do hash = (hash ~ bytes:byte(i)) * 1099511628211 end
    return hash
  end
  local function with(payload)
    local sum, header = fnv(payload), {}
    for i = 0, 7 do header[#header + 1] = string.char((sum >> (8 * i)) & 0xff) end
    local size = {}
    for i = 0, 7 do size[#size + 1] = string.char((#payload >> (8 * i)) & 0xff) end
    return text:sub(1, core + 16) .. table.concat(size) .. table.concat(header) .. payload
  end
  local original = text:sub(luaPayload)
  assert.are.equal(text, with(original)) -- (the checksum is computed as the binding does)
  local state, loaded, refused = 7, 0, 0
  for _ = 1, os.getenv('B2C_MEMCHECK') and 600 or 3000 do -- (under valgrind: fewer)
    state = (state * 1103515245 + 12345) % 2147483648
    local at = 1 + state % #original
    local value = (state >> 8) % 256
    local payload = original:sub(1, at - 1) .. string.char(value) .. original:sub(at + 1)
    if state % 5 == 0 then payload = payload:sub(1, #payload - 1 - state % 7) end
    local ok, result = pcall(b2c.loadSnapshot, with(payload))
    if ok then
      loaded = loaded + 1
      local fresh = b2c.world {}
      fresh:restore(result)
      for _, body in ipairs(fresh:getBodies()) do local _ = body:getUserData() end
      fresh:step(1 / 60)
    else
      refused = refused + 1
      assert.is_truthy(result:match("^bad argument #1 to '[^']*' %(.+%)$"), result)
    end
  end
  assert.is_true(loaded > 100 and refused > 100, loaded .. ' loaded, ' .. refused .. ' refused')
end
