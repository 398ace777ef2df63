-- b2c's LuaJIT fast path for the world's bulk reads, loaded by the C module when it runs under
-- LuaJIT (never require it yourself). world:getPoses(out [, bodies | nil, outBodies]) has the C
-- module fill a C float array through the FFI and copies it into `out` in a loop the JIT compiles
-- (the given bodies' handles read through the FFI too);
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
typedef struct b2c_ffi_BodyId { int32_t index; uint32_t generation; } b2c_ffi_BodyId;
int b2c_ffi_worldBodyPoses(void *world, const b2c_ffi_BodyId *bodies, int count, float *poses);
int b2c_ffi_worldMoveEvents(void *world, b2c_ffi_BodyId *bodies, float *poses, uint8_t *asleep, int capacity);
typedef struct b2c_ffi_Handle {
  int32_t index; uint32_t generation; void *owner; bool chain; bool pending;
} b2c_ffi_Handle;
]]

return function(path, worldMeta, bodyMeta, bodiesTable)
  local C = ffi.load(path)
  local Poses, BodyPoses, MoveEvents = C.b2c_ffi_worldPoses, C.b2c_ffi_worldBodyPoses, C.b2c_ffi_worldMoveEvents
  local newBytes = ffi.typeof('uint8_t[?]')
  local newIds, HandlePtr, VoidPtr = ffi.typeof('b2c_ffi_BodyId[?]'), ffi.typeof('const b2c_ffi_Handle *'),
    ffi.typeof('void *')
  local cast = ffi.cast
  local newFloats, newInts = ffi.typeof('float[?]'), ffi.typeof('int32_t[?]')
  local getmetatable, type, rawget, rawset = getmetatable, type, rawget, rawset
  local INITIAL, LARGEST = 1024, 2 ^ 28
  local _, methods = debug.getupvalue(worldMeta.__index, 1)
  local getPoses, getPoseBuffer, getMoveEvents = methods.getPoses, methods.getPoseBuffer, methods.getMoveEvents

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
  -- (`bodies`: the world's table of handles, taken before any table is written: a finalizer run
  -- by a write may close the world)
  local function writeBodies(bodies, outBodies, indices, n)
    for k = 0, n - 1 do rawset(outBodies, k + 1, rawget(bodies, indices[k] + 1)) end
    local i = n + 1
    while rawget(outBodies, i) ~= nil do
      rawset(outBodies, i, nil)
      i = i + 1
    end
  end

  -- Each world's address, as handles name their world (kept: a cast per call would be garbage).
  local addressOf = setmetatable({}, { __mode = 'k' })

  -- The spare buffers of getPoses with `bodies`: ids and poses, and their capacity in bodies.
  local spareIds, spareGivenPoses, spareGiven = newIds(INITIAL), newFloats(3 * INITIAL), INITIAL

  -- getPoses(out, bodies): each handle's fields read through the FFI (a body of this world, not
  -- pending), the core checks the generations and reads the poses; nil (the C method answers, with
  -- its error) at the first entry that is not all that.
  local function givenPoses(self, out, bodies)
    local count = #bodies
    local ids, poses, capacity = spareIds, spareGivenPoses, spareGiven
    if ids == nil or capacity < count then
      if count > LARGEST then return nil end
      capacity = capacityFor(count)
      ids, poses = newIds(capacity), newFloats(3 * capacity)
    end
    spareIds, spareGivenPoses = nil, nil
    local world = addressOf[self]
    if world == nil then
      world = cast(VoidPtr, self)
      addressOf[self] = world
    end
    local ok = true
    for k = 1, count do
      local body = rawget(bodies, k)
      if getmetatable(body) ~= bodyMeta then ok = false break end
      local h = cast(HandlePtr, body)
      if h.owner ~= world or h.pending then ok = false break end
      ids[k - 1].index, ids[k - 1].generation = h.index, h.generation
    end
    ok = ok and BodyPoses(self, ids, count, poses) == count
    if ok then
      for k = 0, 3 * count - 1 do rawset(out, k + 1, poses[k]) end
      local i = 3 * count + 1
      while rawget(out, i) ~= nil do
        rawset(out, i, nil)
        i = i + 1
      end
    end
    if spareIds == nil or capacity > spareGiven then
      spareIds, spareGivenPoses, spareGiven = ids, poses, capacity
    end
    return ok and count or nil
  end

  methods.getPoses = function(...)
    local self, out, bodies, outBodies = ...
    if getmetatable(self) ~= worldMeta or type(out) ~= 'table'
        or (outBodies ~= nil and type(outBodies) ~= 'table') then
      return getPoses(...)
    end
    if bodies ~= nil then
      local n = type(bodies) == 'table' and outBodies == nil and givenPoses(self, out, bodies)
      if n then return n end
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
    local bodiesT = outBodies ~= nil and bodiesTable(self)
    local last = 3 * n
    for k = 0, last - 1 do rawset(out, k + 1, poses[k]) end
    local i = last + 1
    while rawget(out, i) ~= nil do
      rawset(out, i, nil)
      i = i + 1
    end
    if outBodies ~= nil then writeBodies(bodiesT, outBodies, indices, n) end
    if spareP == nil or capacity > spareCapacity then
      spareP, spareI, spareCapacity = poses, indices, capacity
    end
    return n
  end

  -- Set t[from], t[from + 1], ... to nil up to the first nil.
  local function clearFrom(t, from)
    while rawget(t, from) ~= nil do
      rawset(t, from, nil)
      from = from + 1
    end
  end

  -- The spare buffers of getMoveEvents: ids, poses, flags, capacity in events.
  local spareMoveIds, spareMovePoses, spareMoveAsleep, spareMoves = newIds(INITIAL), newFloats(3 * INITIAL),
    newBytes(INITIAL), INITIAL

  methods.getMoveEvents = function(...)
    local self, outBodies, outPoses, outAsleep = ...
    if getmetatable(self) ~= worldMeta or type(outBodies) ~= 'table' or type(outPoses) ~= 'table'
        or (outAsleep ~= nil and type(outAsleep) ~= 'table') or spareMoveIds == nil then
      return getMoveEvents(...)
    end
    local ids, poses, asleep, capacity = spareMoveIds, spareMovePoses, spareMoveAsleep, spareMoves
    spareMoveIds = nil
    local count = MoveEvents(self, ids, poses, asleep, capacity)
    if count > capacity and count <= LARGEST then
      capacity = capacityFor(count)
      ids, poses, asleep = newIds(capacity), newFloats(3 * capacity), newBytes(capacity)
      count = MoveEvents(self, ids, poses, asleep, capacity)
    end
    if count < 0 or count > capacity then
      spareMoveIds = ids
      return getMoveEvents(...)
    end
    -- (the handles: a body destroyed since the step, or pending, is left out)
    local bodies = bodiesTable(self)
    local n = 0
    for k = 0, count - 1 do
      local id = ids[k]
      local body = rawget(bodies, id.index + 1)
      if body ~= nil then
        local h = cast(HandlePtr, body)
        if h.generation == id.generation and not h.pending then
          n = n + 1
          rawset(outBodies, n, body)
          rawset(outPoses, 3 * n - 2, poses[3 * k])
          rawset(outPoses, 3 * n - 1, poses[3 * k + 1])
          rawset(outPoses, 3 * n, poses[3 * k + 2])
          if outAsleep ~= nil then rawset(outAsleep, n, asleep[k] ~= 0) end
        end
      end
    end
    clearFrom(outBodies, n + 1)
    clearFrom(outPoses, 3 * n + 1)
    if outAsleep ~= nil then clearFrom(outAsleep, n + 1) end
    if spareMoveIds == nil or capacity > spareMoves then
      spareMoveIds, spareMovePoses, spareMoveAsleep, spareMoves = ids, poses, asleep, capacity
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
    if outBodies ~= nil then writeBodies(bodiesTable(self), outBodies, indices, n) end
    return poses, n
  end
end
