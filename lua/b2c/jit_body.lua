-- b2c's LuaJIT fast path for the per-object reads that allocate nothing (body:getPose,
-- body:getPositionXY, body:getWorldCenterXY, body:getLinearVelocityXY, fixture:getBoundingBox),
-- loaded by the C module when
-- it runs under LuaJIT (never require it yourself). A lua_CFunction call is not compiled by the
-- JIT; an FFI call is. Each read checks that self is a body (its metatable), the C side checks the
-- handle (world open, not pending, index and generation alive) and writes the numbers to a buffer
-- the Lua side reads at once: nothing runs in between (no allocation, no Lua code), so the buffer
-- cannot be overwritten before it is read. Anything else goes to the original C method, which
-- raises the usual errors.
local ffi = require 'ffi'

ffi.cdef [[
int b2c_ffi_bodyPose(const void *handle, double *out);
int b2c_ffi_bodyPositionXY(const void *handle, double *out);
int b2c_ffi_bodyWorldCenterXY(const void *handle, double *out);
int b2c_ffi_bodyLinearVelocityXY(const void *handle, double *out);
int b2c_ffi_fixtureBoundingBox(const void *handle, double *out);
]]

-- The methods table of a class: its __index, or the upvalue of a C __index.
local function methodsOf(meta)
  local methods = meta.__index
  if type(methods) ~= 'table' then
    local _, upvalue = debug.getupvalue(methods, 1)
    methods = upvalue
  end
  return methods
end

return function(path, bodyMeta, fixtureMeta)
  local C = ffi.load(path)
  local getmetatable = getmetatable
  local out = ffi.new('double[4]')
  local methods = methodsOf(bodyMeta)

  local Pose = C.b2c_ffi_bodyPose
  local getPose = methods.getPose
  -- (the fallbacks pass the arguments on exactly as given, so errors read the same)
  methods.getPose = function(...)
    local self = ...
    if getmetatable(self) == bodyMeta and Pose(self, out) ~= 0 then return out[0], out[1], out[2] end
    return getPose(...)
  end

  for _, name in ipairs({ 'PositionXY', 'WorldCenterXY', 'LinearVelocityXY' }) do
    local read, method = C['b2c_ffi_body' .. name], methods['get' .. name]
    methods['get' .. name] = function(...)
      local self = ...
      if getmetatable(self) == bodyMeta and read(self, out) ~= 0 then return out[0], out[1] end
      return method(...)
    end
  end

  local BoundingBox = C.b2c_ffi_fixtureBoundingBox
  local fixtureMethods = methodsOf(fixtureMeta)
  local getBoundingBox = fixtureMethods.getBoundingBox
  fixtureMethods.getBoundingBox = function(...)
    local self = ...
    if getmetatable(self) == fixtureMeta and BoundingBox(self, out) ~= 0 then return out[0], out[1], out[2], out[3] end
    return getBoundingBox(...)
  end
end
