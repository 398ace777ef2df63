-- b2c's LuaJIT fast path for world:queryAABB, loaded by the C module when it runs under LuaJIT
-- (never require it yourself; lua/b2c/jit.lua is the trees'). The hits are gathered through the
-- FFI (no Lua code runs in the traversal), then the world is locked as the C method locks it, and
-- the callback is called from a Lua loop the JIT compiles instead of through lua_call per hit.
-- Whatever the fast path does not handle goes to the C method, with the arguments exactly as
-- given, so the results and the errors are the same: an argument that is not a world and an
-- aabb userdata and a function, a closed world, a chain among the hits (its fixture is reported
-- once for all its segments), a destroy already pending, a call from a coroutine (LuaJIT yields
-- across pcall: a yielding callback would leave the world locked; the C method refuses the yield).
-- A callback that destroys a fixture makes the later hits check theirs (a pending fixture is
-- skipped, as the C method skips it); the destroys are done when the world is unlocked, after an
-- error too, which then goes on unchanged.
local ffi = require 'ffi'

ffi.cdef [[
int b2c_ffi_worldQueryAABB(void *world, const void *aabb, int32_t *shapes, int capacity);
int b2c_ffi_worldLock(void *world, int delta);
int b2c_ffi_worldDeferred(void *world);
]]

return function(path, worldMeta, aabbMeta, fixturesTable, flush)
  local C = ffi.load(path)
  local Query, Lock, Deferred = C.b2c_ffi_worldQueryAABB, C.b2c_ffi_worldLock, C.b2c_ffi_worldDeferred
  local newBuffer = ffi.typeof('int32_t[?]')
  local INITIAL, LARGEST = 1024, 2 ^ 30
  local spare, spareCapacity = newBuffer(INITIAL), INITIAL -- nil while a query holds it
  local getmetatable, type, pcall, error, running = getmetatable, type, pcall, error, coroutine.running

  local function capacityFor(n)
    local capacity = INITIAL
    while capacity < n do capacity = capacity * 2 end
    return capacity
  end

  local function callEach(world, fn, fixtures, buffer, n)
    local calls = 0
    for i = 0, n - 1 do
      local fixture = fixtures[buffer[i] + 1]
      if Deferred(world) == 0 or not fixture:isDestroyed() then
        calls = calls + 1
        if fn(fixture) == false then break end
      end
    end
    return calls
  end

  local _, methods = debug.getupvalue(worldMeta.__index, 1)
  local queryAABB = methods.queryAABB

  methods.queryAABB = function(...)
    local world, aabb, fn = ...
    local co, main = running()
    if getmetatable(world) ~= worldMeta or getmetatable(aabb) ~= aabbMeta or type(fn) ~= 'function' or (co and not main) then
      return queryAABB(...)
    end
    local fixtures = fixturesTable(world)
    local buffer, capacity = spare, spareCapacity
    if buffer == nil then buffer, capacity = newBuffer(INITIAL), INITIAL end
    spare = nil
    local n = Query(world, aabb, buffer, capacity)
    local again = false
    if n > capacity and n <= LARGEST then
      -- (this allocation may run a finalizer that changes the world: traversed again, locked)
      capacity = capacityFor(n)
      buffer = newBuffer(capacity)
      again = true
    end
    local locked = n >= 0 and n <= capacity and Lock(world, 1) >= 0
    if locked and again then
      n = Query(world, aabb, buffer, capacity)
      if n < 0 or n > capacity then
        Lock(world, -1)
        locked = false
      end
    end
    if not locked then
      if spare == nil or capacity > spareCapacity then spare, spareCapacity = buffer, capacity end
      return queryAABB(...)
    end
    local ok, result = pcall(callEach, world, fn, fixtures, buffer, n)
    if Lock(world, -1) > 0 then flush(world) end
    if spare == nil or capacity > spareCapacity then spare, spareCapacity = buffer, capacity end
    if not ok then error(result, 0) end
    return result
  end
end
