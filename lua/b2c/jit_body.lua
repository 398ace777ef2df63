-- b2c's LuaJIT fast path for the per-object reads that allocate nothing (body:getPose,
-- body:getPositionXY, body:getWorldCenterXY, body:getLinearVelocityXY, body:getTotalAngle,
-- fixture:getBoundingBox) and for b2c.tofloat, loaded by the C module when
-- it runs under LuaJIT (never require it yourself). A lua_CFunction call is not compiled by the
-- JIT; an FFI call is. Each read checks that self is a body (its metatable), the C side checks the
-- handle (world open, not pending, index and generation alive) and writes the numbers to a buffer
-- the Lua side reads at once: nothing runs in between (no allocation, no Lua code), so the buffer
-- cannot be overwritten before it is read. Anything else goes to the original C method, which
-- raises the usual errors. A read given a scale calls the C side's ...Scaled form (which multiplies
-- in single precision as the C methods do); one without calls the plain form, as before.
local ffi = require 'ffi'

ffi.cdef [[
int b2c_ffi_bodyPose(const void *handle, double *out);
int b2c_ffi_bodyPositionXY(const void *handle, double *out);
int b2c_ffi_bodyWorldCenterXY(const void *handle, double *out);
int b2c_ffi_bodyLinearVelocityXY(const void *handle, double *out);
int b2c_ffi_bodyPoseScaled(const void *handle, double *out, double scale);
int b2c_ffi_bodyPositionXYScaled(const void *handle, double *out, double scale);
int b2c_ffi_bodyWorldCenterXYScaled(const void *handle, double *out, double scale);
int b2c_ffi_bodyLinearVelocityXYScaled(const void *handle, double *out, double scale);
int b2c_ffi_bodyTotalAngle(const void *handle, double *out);
int b2c_ffi_fixtureBoundingBox(const void *handle, double *out);
int b2c_ffi_fixtureBoundingBoxScaled(const void *handle, double *out, double scale);
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

return function(path, bodyMeta, fixtureMeta, module)
  local C = ffi.load(path)
  local getmetatable, type = getmetatable, type
  local out = ffi.new('double[4]')
  local methods = methodsOf(bodyMeta)

  local Pose, PoseScaled = C.b2c_ffi_bodyPose, C.b2c_ffi_bodyPoseScaled
  local getPose = methods.getPose
  -- (the fallbacks pass the arguments on exactly as given, so errors read the same; a scale that
  -- is neither nil nor a number goes to them too)
  methods.getPose = function(...)
    local self, scale = ...
    if getmetatable(self) == bodyMeta then
      if scale == nil then
        if Pose(self, out) ~= 0 then return out[0], out[1], out[2] end
      elseif type(scale) == 'number' and PoseScaled(self, out, scale) ~= 0 then
        return out[0], out[1], out[2]
      end
    end
    return getPose(...)
  end

  for _, name in ipairs({ 'PositionXY', 'WorldCenterXY', 'LinearVelocityXY' }) do
    local read, scaled, method = C['b2c_ffi_body' .. name], C['b2c_ffi_body' .. name .. 'Scaled'], methods['get' .. name]
    methods['get' .. name] = function(...)
      local self, scale = ...
      if getmetatable(self) == bodyMeta then
        if scale == nil then
          if read(self, out) ~= 0 then return out[0], out[1] end
        elseif type(scale) == 'number' and scaled(self, out, scale) ~= 0 then
          return out[0], out[1]
        end
      end
      return method(...)
    end
  end

  local TotalAngle, getTotalAngle = C.b2c_ffi_bodyTotalAngle, methods.getTotalAngle
  methods.getTotalAngle = function(...)
    local self = ...
    if getmetatable(self) == bodyMeta and TotalAngle(self, out) ~= 0 then return out[0] end
    return getTotalAngle(...)
  end

  local BoundingBox, BoundingBoxScaled = C.b2c_ffi_fixtureBoundingBox, C.b2c_ffi_fixtureBoundingBoxScaled
  local fixtureMethods = methodsOf(fixtureMeta)
  local getBoundingBox = fixtureMethods.getBoundingBox
  fixtureMethods.getBoundingBox = function(...)
    local self, scale = ...
    if getmetatable(self) == fixtureMeta then
      if scale == nil then
        if BoundingBox(self, out) ~= 0 then return out[0], out[1], out[2], out[3] end
      elseif type(scale) == 'number' and BoundingBoxScaled(self, out, scale) ~= 0 then
        return out[0], out[1], out[2], out[3]
      end
    end
    return getBoundingBox(...)
  end

  -- b2c.tofloat: one or two numbers rounded through a float array (a conversion the JIT compiles),
  -- anything else by the C function (its errors).
  if module and module.tofloat then
    local tofloat, float = module.tofloat, ffi.new('float[2]')
    local select = select
    module.tofloat = function(...)
      local n = select('#', ...)
      if n == 1 then
        local x = ...
        if type(x) == 'number' then
          float[0] = x
          return float[0]
        end
      elseif n == 2 then
        local x, y = ...
        if type(x) == 'number' and type(y) == 'number' then
          float[0], float[1] = x, y
          return float[0], float[1]
        end
      end
      return tofloat(...)
    end
  end
end
