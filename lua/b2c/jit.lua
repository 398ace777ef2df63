-- b2c's LuaJIT fast path, loaded by the C module when it runs under LuaJIT (never require it
-- yourself). tree:queryAll and tree:rayCastAll (and the broad-phase's) call the traversal through
-- the FFI, which fills a C array of slots; the loop that turns slots into proxies is compiled by
-- the JIT instead of making two C API calls per hit. tree:query calls its callback from such a
-- loop too. Any argument that is not exactly what the
-- fast path expects goes to the original C method, which checks it and raises the usual errors.
--
-- Lua code can run in the middle of a call (a finalizer run by an allocation: the buffer grown,
-- the output table grown; an output table's __newindex), and it may query another tree or change
-- this one. So each traversal fills a buffer of its own (the spare one when it is free, a new one
-- when a traversal under way holds it), never reads past the count its own buffer holds, and
-- checks the tree's version after its fill: when the tree changed, the C method (which runs no
-- Lua code between its traversal and its result) answers instead.
local ffi = require 'ffi'

ffi.cdef [[
int b2c_ffi_treeQuery(void *owner, const void *aabb, int32_t *slots, int capacity);
int b2c_ffi_treeRayCast(void *owner, const void *p1, const void *p2, int32_t *slots, int capacity);
int32_t b2c_ffi_treeVersion(void *owner);
int b2c_ffi_treeLock(void *owner, int delta);
]]

local okNew, tableNew = pcall(require, 'table.new')
if not okNew then tableNew = function() return {} end end

return function(path, treeMeta, broadphaseMeta, aabbMeta, vec2Meta, proxiesTable)
  local C = ffi.load(path)
  local newBuffer = ffi.typeof('int32_t[?]')
  local INITIAL, LARGEST = 1024, 2 ^ 30
  -- The spare buffer (nil while a traversal holds it) and how many slots it holds; each buffer has
  -- one more element, where the traversal writes the tree's version.
  local spare, spareCapacity = newBuffer(INITIAL + 1), INITIAL
  local proxiesOf = setmetatable({}, { __mode = 'k' })
  local getmetatable, type, rawget, rawset = getmetatable, type, rawget, rawset
  local Query, RayCast, Version = C.b2c_ffi_treeQuery, C.b2c_ffi_treeRayCast, C.b2c_ffi_treeVersion

  -- A buffer for one traversal: the spare one, or a new one when it is taken.
  local function take()
    local buffer, capacity = spare, spareCapacity
    if buffer == nil then return newBuffer(INITIAL + 1), INITIAL end
    spare = nil
    return buffer, capacity
  end

  -- Give a buffer back when done (the larger, when another traversal gave one back meanwhile).
  local function give(buffer, capacity)
    if spare == nil or capacity > spareCapacity then spare, spareCapacity = buffer, capacity end
  end

  -- Copy the `n` slots' proxies into out (created when nil: a finalizer may run here), then clear
  -- the entries after them up to the first nil (what an earlier result left there). Returns nil when the tree changed while
  -- this ran (its version is no longer the one the traversal saw), after clearing what it wrote.
  local function fill(self, buffer, capacity, n, out)
    local proxies = proxiesOf[self]
    if not proxies then
      proxies = proxiesTable(self)
      proxiesOf[self] = proxies
    end
    out = out or tableNew(n, 0)
    for i = 0, n - 1 do out[i + 1] = proxies[buffer[i] + 1] end
    if Version(self) ~= buffer[capacity] then
      for i = 1, n do rawset(out, i, nil) end
      return nil
    end
    local i = n + 1
    while rawget(out, i) ~= nil do
      rawset(out, i, nil)
      i = i + 1
    end
    return out
  end

  local function capacityFor(n)
    local capacity = INITIAL
    while capacity < n do capacity = capacity * 2 end
    return capacity
  end

  -- tree:query's callbacks, called from Lua: a call the JIT compiles instead of one through the C
  -- API per hit (lua_call), about a tenth of it. Returns the calls made: a false result stops.
  local Lock, running = C.b2c_ffi_treeLock, coroutine.running
  local function callEach(fn, proxies, buffer, n)
    for i = 0, n - 1 do
      if fn(proxies[buffer[i] + 1]) == false then return i + 1 end
    end
    return n
  end

  for _, meta in ipairs({ treeMeta, broadphaseMeta }) do
    local _, methods = debug.getupvalue(meta.__index, 1)
    local queryAll, rayCastAll, query = methods.queryAll, methods.rayCastAll, methods.query

    -- The hits are gathered first (no Lua code runs in the traversal), then the tree is locked,
    -- as the C method locks it, for the callbacks: nothing they do changes what was gathered. Every
    -- allocation (the proxies table looked up, a larger buffer) comes before the lock, and when one
    -- came after the traversal (which may have run a finalizer that changed the tree), the tree is
    -- traversed again under the lock. An error in a callback unlocks the tree and goes on unchanged.
    -- In a coroutine the C method answers: a callback could yield from this loop (LuaJIT yields
    -- across pcall) and leave the tree locked; the C method's lua_call refuses the yield.
    methods.query = function(...)
      local self, aabb, fn = ...
      local co, main = running()
      if getmetatable(self) ~= meta or getmetatable(aabb) ~= aabbMeta or type(fn) ~= 'function' or (co and not main) then
        return query(...)
      end
      local proxies = proxiesOf[self]
      if not proxies then
        proxies = proxiesTable(self)
        proxiesOf[self] = proxies
      end
      local buffer, capacity = take()
      local n = Query(self, aabb, buffer, capacity)
      local again = false
      if n > capacity and n <= LARGEST then
        capacity = capacityFor(n)
        buffer = newBuffer(capacity + 1)
        again = true
      end
      if n < 0 or n > capacity or Lock(self, 1) < 0 then
        give(buffer, capacity)
        return query(...)
      end
      if again then
        n = Query(self, aabb, buffer, capacity)
        if n < 0 or n > capacity then
          Lock(self, -1)
          give(buffer, capacity)
          return query(...)
        end
      end
      local ok, result = pcall(callEach, fn, proxies, buffer, n)
      Lock(self, -1)
      give(buffer, capacity)
      if not ok then error(result, 0) end
      return result
    end

    -- The fallbacks pass the arguments on exactly as given, so errors read the same.
    methods.queryAll = function(...)
      local self, aabb, out = ...
      if getmetatable(self) ~= meta or getmetatable(aabb) ~= aabbMeta or (out ~= nil and type(out) ~= 'table') then
        return queryAll(...)
      end
      local buffer, capacity = take()
      local n = Query(self, aabb, buffer, capacity)
      if n > capacity and n <= LARGEST then
        -- (this allocation may run a finalizer that changes the tree: the count is taken again)
        capacity = capacityFor(n)
        buffer = newBuffer(capacity + 1)
        n = Query(self, aabb, buffer, capacity)
      end
      local result = n >= 0 and n <= capacity and fill(self, buffer, capacity, n, out)
      give(buffer, capacity)
      if result then return result end
      return queryAll(...)
    end

    methods.rayCastAll = function(...)
      local self, p1, p2, out = ...
      if getmetatable(self) ~= meta or getmetatable(p1) ~= vec2Meta or getmetatable(p2) ~= vec2Meta
          or (out ~= nil and type(out) ~= 'table') then
        return rayCastAll(...)
      end
      local buffer, capacity = take()
      local n = RayCast(self, p1, p2, buffer, capacity)
      if n > capacity and n <= LARGEST then
        capacity = capacityFor(n)
        buffer = newBuffer(capacity + 1)
        n = RayCast(self, p1, p2, buffer, capacity)
      end
      local result = n >= 0 and n <= capacity and fill(self, buffer, capacity, n, out)
      give(buffer, capacity)
      if result then return result end
      return rayCastAll(...)
    end
  end
end
