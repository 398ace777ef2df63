-- b2c's LuaJIT fast path, loaded by the C module when it runs under LuaJIT (never require it
-- yourself). tree:queryAll and tree:rayCastAll (and the broad-phase's) call the traversal through
-- the FFI, which fills a C array of slots; the loop that turns slots into proxies is compiled by
-- the JIT instead of making two C API calls per hit. Any argument that is not exactly what the
-- fast path expects goes to the original C method, which checks it and raises the usual errors.
local ffi = require 'ffi'

ffi.cdef [[
int b2c_ffi_treeQuery(void *owner, const void *aabb, int32_t *slots, int capacity);
int b2c_ffi_treeRayCast(void *owner, const void *p1, const void *p2, int32_t *slots, int capacity);
]]

return function(path, treeMeta, broadphaseMeta, aabbMeta, vec2Meta, proxiesTable)
  local C = ffi.load(path)
  local capacity = 1024
  local slots = ffi.new('int32_t[?]', capacity)
  local proxiesOf = setmetatable({}, { __mode = 'k' })
  local getmetatable, type = getmetatable, type

  -- Copy `n` slots' proxies into out (created when nil), clearing what is past them.
  local function fill(self, n, out)
    local proxies = proxiesOf[self]
    if not proxies then
      proxies = proxiesTable(self)
      proxiesOf[self] = proxies
    end
    out = out or {}
    local previous = #out
    for i = 0, n - 1 do out[i + 1] = proxies[slots[i] + 1] end
    for i = n + 1, previous do out[i] = nil end
    return out
  end

  local function grow(n)
    while capacity < n do capacity = capacity * 2 end
    slots = ffi.new('int32_t[?]', capacity)
  end

  for _, meta in ipairs({ treeMeta, broadphaseMeta }) do
    local _, methods = debug.getupvalue(meta.__index, 1)
    local queryAll, rayCastAll = methods.queryAll, methods.rayCastAll

    -- The fallbacks pass the arguments on exactly as given, so errors read the same.
    methods.queryAll = function(...)
      local self, aabb, out = ...
      if getmetatable(self) ~= meta or getmetatable(aabb) ~= aabbMeta or (out ~= nil and type(out) ~= 'table') then
        return queryAll(...)
      end
      local n = C.b2c_ffi_treeQuery(self, aabb, slots, capacity)
      if n < 0 then return queryAll(...) end
      if n > capacity then
        grow(n)
        n = C.b2c_ffi_treeQuery(self, aabb, slots, capacity)
      end
      return fill(self, n, out)
    end

    methods.rayCastAll = function(...)
      local self, p1, p2, out = ...
      if getmetatable(self) ~= meta or getmetatable(p1) ~= vec2Meta or getmetatable(p2) ~= vec2Meta
          or (out ~= nil and type(out) ~= 'table') then
        return rayCastAll(...)
      end
      local n = C.b2c_ffi_treeRayCast(self, p1, p2, slots, capacity)
      if n < 0 then return rayCastAll(...) end
      if n > capacity then
        grow(n)
        n = C.b2c_ffi_treeRayCast(self, p1, p2, slots, capacity)
      end
      return fill(self, n, out)
    end
  end
end
