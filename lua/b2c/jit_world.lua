-- b2c's LuaJIT fast path for the world's bulk reads, loaded by the C module when it runs under
-- LuaJIT (never require it yourself). world:getPoses(out [, nil, outBodies]) has the C module fill
-- a C float array through the FFI and copies it into `out` in a loop the JIT compiles;
-- world:getPoseBuffer([outBodies]) returns that kind of array itself (a typed view of the poses,
-- no Lua number made). Any argument that is not exactly what the fast path expects goes to the
-- original C method, which checks it and raises the usual errors.
--
-- Lua code can run in the middle of a call (a finalizer run by an allocation: a buffer grown, an
-- output table grown), and it may read the poses again or change the world: getPoses fills a
-- buffer of its own (the spare one when free, a new one when a call under way holds it) and never
-- reads past the count it filled. A pose buffer is an FFI array the Lua side owns: it stays valid
-- memory while anything references it, whatever happens to the world.
local ffi = require 'ffi'

ffi.cdef [[
int b2c_ffi_worldPoses(void *world, float *poses, int32_t *indices, int capacity);
]]

return function(path, worldMeta, bodiesTable)
  local C = ffi.load(path)
  local Poses = C.b2c_ffi_worldPoses
  local newFloats, newInts = ffi.typeof('float[?]'), ffi.typeof('int32_t[?]')
  local getmetatable, type, rawget, rawset = getmetatable, type, rawget, rawset
  local INITIAL, LARGEST = 1024, 2 ^ 28
  local _, methods = debug.getupvalue(worldMeta.__index, 1)
  local getPoses, getPoseBuffer = methods.getPoses, methods.getPoseBuffer

  local function capacityFor(n)
    local capacity = INITIAL
    while capacity < n do capacity = capacity * 2 end
    return capacity
  end

  -- The spare buffers of getPoses (nil while a call holds them) and their capacity in bodies.
  local spareP, spareI, spareCapacity = newFloats(3 * INITIAL), newInts(INITIAL), INITIAL

  -- Fill poses and indices (capacity bodies) with the world's awake bodies, grown when short;
  -- returns them, their capacity and the count, or nil for a closed world.
  local function fill(self, poses, indices, capacity)
    local n = Poses(self, poses, indices, capacity)
    if n > capacity and n <= LARGEST then
      capacity = capacityFor(n)
      poses, indices = newFloats(3 * capacity), newInts(capacity)
      n = Poses(self, poses, indices, capacity)
    end
    if n < 0 or n > capacity then return nil end
    return poses, indices, capacity, n
  end

  -- outBodies[1..n] = the handles of the slots indices[0..n-1], then nil up to the first nil.
  local function writeBodies(self, outBodies, indices, n)
    local bodies = bodiesTable(self)
    for k = 0, n - 1 do rawset(outBodies, k + 1, rawget(bodies, indices[k] + 1)) end
    local i = n + 1
    while rawget(outBodies, i) ~= nil do
      rawset(outBodies, i, nil)
      i = i + 1
    end
  end

  methods.getPoses = function(...)
    local self, out, bodies, outBodies = ...
    if getmetatable(self) ~= worldMeta or type(out) ~= 'table' or bodies ~= nil
        or (outBodies ~= nil and type(outBodies) ~= 'table') then
      return getPoses(...)
    end
    local poses, indices, capacity = spareP, spareI, spareCapacity
    if poses == nil then
      capacity = INITIAL
      poses, indices = newFloats(3 * capacity), newInts(capacity)
    end
    spareP, spareI = nil, nil
    local filled, filledIndices, filledCapacity, n = fill(self, poses, indices, capacity)
    if filled == nil then
      spareP, spareI, spareCapacity = poses, indices, capacity
      return getPoses(...) -- (a closed world: the C method says so)
    end
    poses, indices, capacity = filled, filledIndices, filledCapacity
    local last = 3 * n
    for k = 0, last - 1 do rawset(out, k + 1, poses[k]) end
    local i = last + 1
    while rawget(out, i) ~= nil do
      rawset(out, i, nil)
      i = i + 1
    end
    if outBodies ~= nil then writeBodies(self, outBodies, indices, n) end
    if spareP == nil or capacity > spareCapacity then
      spareP, spareI, spareCapacity = poses, indices, capacity
    end
    return n
  end

  -- Each world's pose buffer: {poses, indices, capacity}, filled again by each getPoseBuffer call.
  local buffers = setmetatable({}, { __mode = 'k' })

  methods.getPoseBuffer = function(...)
    local self, outBodies = ...
    if getmetatable(self) ~= worldMeta or (outBodies ~= nil and type(outBodies) ~= 'table') then
      return getPoseBuffer(...)
    end
    local b = buffers[self]
    if b == nil then
      b = { newFloats(3 * INITIAL), newInts(INITIAL), INITIAL }
      buffers[self] = b
    end
    local poses, indices, capacity, n = fill(self, b[1], b[2], b[3])
    if poses == nil then
      return getPoseBuffer(...)
    end
    b[1], b[2], b[3] = poses, indices, capacity
    if outBodies ~= nil then writeBodies(self, outBodies, indices, n) end
    return poses, n
  end
end
