-- b2c's FFI vec2 under LuaJIT, installed by the C module (src/lua/ljitvec2.c) when it runs under
-- LuaJIT (never require it yourself): b2c.vec2(x, y) returns a cdata of the struct
-- `b2c_vec2 { const float _x, _y; }` (b2cVec2's layout, single precision as the userdata) with a
-- metatype that gives it the userdata vec2's API. On a trace, b2c.vec2(x, y):length() is a few
-- float operations and no allocation (the JIT sinks it), where the userdata costs a C call each.
--
-- The decisions (docs/api.md "b2c.vec2" says the same to users):
-- - Same numbers: each operation rounds where the C code rounds (every float result of a product,
--   sum, quotient or square root goes through a float, which is exact: a double result of two
--   floats rounded to a float is the float result), and every number read out (v.x, v:length())
--   is the friendly number b2c_pushfloat gives (friendly below, the C one beyond 1e-14..1e27).
-- - Same errors: each function does what it can cheaply prove right and passes anything else (a
--   table, a userdata vec2, a bad argument, an overflow) to the C function of the userdata vec2
--   with the same arguments, which accepts the cdata: the C function computes the result or
--   raises its own error, named as always. A vec2 the C function returns is turned into a cdata.
-- - The C functions recognise the cdata by its ctype id (ljitvec2.c): the struct itself, and
--   through `reader` below a reference to one; a pointer, the ctype object, any other cdata is not
--   a vec2 (`b2c.vec2 expected, got cdata`). Error messages name the cdata `b2c.vec2`.
-- - Methods that return a vec2 in C (body:getPosition(), shape:vertices(), ...) still return the
--   userdata vec2: both are vec2. `==` compares a cdata and a userdata vec2 by value; arithmetic
--   mixes them and tables `{x, y}` (the left operand's kind wins: cdata + userdata is a cdata,
--   userdata + cdata a userdata); b2c.vec2(v) copies either into a cdata.
-- - Immutable: setting x, y or any other key raises `b2c.vec2 is immutable (cannot set 'x')`;
--   the storage fields _x and _y are const (LuaJIT: `attempt to write to constant location`).
--   type(v) is "cdata" (the userdata's is "userdata"); b2c.isvec2(v) is true for both.
local ffi = require 'ffi'
local bit = require 'bit'

local registry = debug.getregistry()
local KEY = 'b2c.jit_vec2' -- one ctype and metatype per Lua state, whatever reloads this file

local abs, sqrt, floor, type, select, error = math.abs, math.sqrt, math.floor, type, select, error
local istype = ffi.istype
local rshift = bit.rshift

local FLT_MAX = 3.4028234663852886e38 -- the largest float
local FLT_OVER = 3.4028235677973366e38 -- 2^128 - 2^103: a double this large rounds to inf as a float
local ROUND = 2 ^ 52

return function(path, module, vec2Meta, register)
  local state = registry[KEY]
  if state == nil then
    ffi.cdef [[
      typedef struct b2c_vec2 { const float _x, _y; } b2c_vec2;
      double b2c_ffi_friendly(float value);
    ]]
    state = { ct = ffi.typeof('b2c_vec2'), ptr = ffi.typeof('const b2c_vec2 *'), mt = {} }
    ffi.metatype(state.ct, state.mt)
    registry[KEY] = state
  end
  local V, VP, mt = state.ct, state.ptr, state.mt
  local C = ffi.load(path)
  local cfriendly = C.b2c_ffi_friendly

  -- The C vec2's functions: the fallbacks.
  local _, cmethods = debug.getupvalue(vec2Meta.__index, 1)
  local cnew = module.vec2
  local cadd, csub, cmul, cdiv, cunm = vec2Meta.__add, vec2Meta.__sub, vec2Meta.__mul, vec2Meta.__div, vec2Meta.__unm
  local ctostring, cnewindex = vec2Meta.__tostring, vec2Meta.__newindex

  -- x rounded to single precision.
  local scratch = ffi.new('union { float f; uint32_t u; }')
  local function f32(x)
    scratch.f = x
    return scratch.f
  end

  -- P[k + 61] = 10^k, k in [-60, 60], correctly rounded (as the C table's literals), and E[b] =
  -- 61 + floor((b - 127) * log10(2)), the index in P of the power of ten at or below 2^(b - 127)
  -- (b the biased exponent of a float): C arrays, which a trace reads without a bounds check.
  local P, E, T = ffi.new('double[122]'), ffi.new('int32_t[256]'), ffi.new('int32_t[256]')
  for k = -60, 60 do P[k + 61] = tonumber('1e' .. k) end
  -- T[b]: the bits of the least float of the binade b at or above the next power of ten,
  -- P[E[b] + 1] (or of inf when there is none): a float of bits u >= T[b] has its decimal exponent
  -- one above E[b]'s. Then E[b] + 1 - rshift(u - T[b], 31) is the index of its power of ten
  -- without a branch (a branch that goes one way for some numbers and the other for others makes
  -- LuaJIT leave the trace for a side trace).
  for b = 0, 255 do
    local e = floor((b - 127) * 0.30102999566398120) + 61
    E[b] = e
    local p, top = P[e + 1], 2 ^ (b - 126)
    T[b] = 0x7f800000
    if b >= 1 and b <= 254 and p < top then
      scratch.f = p
      if scratch.f < p then scratch.u = scratch.u + 1 end
      T[b] = scratch.u
    end
  end

  -- nearbyint of 0 <= x < 2^52 (round half to even)
  local function rint(x) return (x + ROUND) - ROUND end

  -- b2c_friendly (src/lua/laux.c) of the float f (a double holding a float): the shortest decimal
  -- of 6 to 9 significant digits that rounds back to f. Here for normal floats of 1e-14 <= |f| <
  -- 1e27 (where every scale is an exact power of ten), the C function elsewhere.
  local function friendly(f)
    if f == 0 then return 0 end
    local a = abs(f)
    -- a whole number below 2^24 is its own friendly number: its roundings to fewer digits are
    -- other whole numbers below 2^24, which are floats
    if a < 16777216 and floor(a) == a then return f end
    if not (a >= 1e-14 and a < 1e27) then
      local r = cfriendly(f)
      return r
    end
    scratch.f = a
    -- e: the index in P of 10^E, E the decimal exponent (10^E <= a < 10^(E+1)): from the binary
    -- exponent, then adjusted by one at most (as the C loops do)
    local u = scratch.u
    local b = rshift(u, 23)
    local e = E[b] + 1 - rshift(u - T[b], 31)
    -- digits d = 6, 7, 8, 9 (unrolled): keep shift = d - 1 - E decimal places
    local r, shift
    shift = 66 - e
    if shift >= 0 then
      local s = P[shift + 61]
      r = rint(a * s) / s
    else
      local s = P[61 - shift]
      r = rint(a / s) * s
    end
    if f32(r) ~= a then
      shift = 67 - e
      if shift >= 0 then
        local s = P[shift + 61]
        r = rint(a * s) / s
      else
        local s = P[61 - shift]
        r = rint(a / s) * s
      end
      if f32(r) ~= a then
        shift = 68 - e
        if shift >= 0 then
          local s = P[shift + 61]
          r = rint(a * s) / s
        else
          local s = P[61 - shift]
          r = rint(a / s) * s
        end
        if f32(r) ~= a then
          shift = 69 - e
          if shift >= 0 then
            local s = P[shift + 61]
            r = rint(a * s) / s
          else
            local s = P[61 - shift]
            r = rint(a / s) * s
          end
          if f32(r) ~= a then r = a end
        end
      end
    end
    if f < 0 then return -r end
    return r
  end

  -- The C function f called with the arguments, a vec2 it returns (the first value) turned into a
  -- cdata. When it raises, it is called again in a tail call (so is this function by each caller):
  -- then the error's position is the caller's, as when the C function is called directly.
  local pcall, getmetatable = pcall, getmetatable
  local function viaC(f, ...)
    local ok, r, n = pcall(f, ...)
    if not ok then return f(...) end
    if type(r) == 'userdata' and getmetatable(r) == vec2Meta then return V(r.x, r.y), n end
    return r, n
  end

  local methods = {}

  -- istype(V, v): an FFI vec2 (or a reference to one), what the fast paths work on. One made with
  -- ffi.new may hold NaN or inf: every fast path then fails its finiteness test and C raises the
  -- error.
  --
  -- No function here ends its fast path in a tail call of a builtin, a cdata constructor or a C
  -- function (`return V(x, y)`, `return istype(V, v)`): LuaJIT 2.1 cannot end a trace that started
  -- at such a function's entry there ("leaving loop in root trace"), and after a few such aborts it
  -- blacklists the function, and then every trace that calls it aborts too. So they keep the
  -- result in a local first. (The tail calls of C functions left are on slow paths.)

  -- x, y: results that are finite as floats (else nil: the C function says why)
  local function make(x, y)
    if abs(x) < FLT_OVER and abs(y) < FLT_OVER then
      local v = V(x, y)
      return v
    end
  end

  -- b2c.vec2(x, y), b2c.vec2(t), b2c.vec2(v)
  local function new(...)
    local x, y = ...
    if type(x) == 'number' and type(y) == 'number' and abs(x) <= FLT_MAX and abs(y) <= FLT_MAX then
      local v = V(x, y)
      return v
    end
    -- a copy of a finite FFI vec2 or reference (what C would copy, without the detour through a
    -- userdata); a pointer, the ctype object or a NaN go to C, which refuses them
    if select('#', ...) == 1 and istype(V, x) and not istype(VP, x) and tonumber(x) == nil then
      local cx, cy = x._x, x._y
      if abs(cx) <= FLT_MAX and abs(cy) <= FLT_MAX then
        local v = V(cx, cy)
        return v
      end
    end
    return viaC(cnew, ...)
  end

  function methods.length(...)
    local v = ...
    if istype(V, v) then
      local x, y = v._x, v._y
      local len = f32(sqrt(f32(f32(x * x) + f32(y * y))))
      if len < FLT_OVER then return friendly(len) end
    end
    return cmethods.length(...)
  end

  function methods.lengthSquared(...)
    local v = ...
    if istype(V, v) then
      local x, y = v._x, v._y
      local s = f32(f32(x * x) + f32(y * y))
      if s < FLT_OVER then return friendly(s) end
    end
    return cmethods.lengthSquared(...)
  end

  function methods.distance(...)
    local a, b = ...
    if istype(V, a) and istype(V, b) then
      local dx, dy = f32(b._x - a._x), f32(b._y - a._y)
      local len = f32(sqrt(f32(f32(dx * dx) + f32(dy * dy))))
      if len < FLT_OVER then return friendly(len) end
    end
    return cmethods.distance(...)
  end

  function methods.dot(...)
    local a, b = ...
    if istype(V, a) and istype(V, b) then
      local d = f32(f32(a._x * b._x) + f32(a._y * b._y))
      if abs(d) < FLT_OVER then return friendly(d) end
    end
    return cmethods.dot(...)
  end

  function methods.cross(...)
    local a, b = ...
    if istype(V, a) then
      if istype(V, b) then
        local c = f32(f32(a._x * b._y) - f32(a._y * b._x))
        if abs(c) < FLT_OVER then return friendly(c) end
      elseif type(b) == 'number' and abs(b) <= FLT_MAX then
        local s = f32(b)
        local r = make(s * a._y, -s * a._x)
        if r then return r end
      end
    end
    return viaC(cmethods.cross, ...)
  end

  function methods.perp(...)
    local v = ...
    if istype(V, v) then
      local r = V(-v._y, v._x)
      return r
    end
    return viaC(cmethods.perp, ...)
  end

  function methods.unpack(...)
    local v = ...
    if istype(V, v) then return friendly(v._x), friendly(v._y) end
    return cmethods.unpack(...)
  end

  function methods.lerp(...)
    local a, b, t = ...
    if istype(V, a) and istype(V, b) and type(t) == 'number' and abs(t) <= FLT_MAX then
      t = f32(t)
      local u = f32(1 - t)
      local r = make(f32(u * a._x) + f32(t * b._x), f32(u * a._y) + f32(t * b._y))
      if r then return r end
    end
    return viaC(cmethods.lerp, ...)
  end

  function methods.normalize(...) return viaC(cmethods.normalize, ...) end

  mt.__index = function(v, k)
    if k == 'x' then return friendly(v._x) end
    if k == 'y' then return friendly(v._y) end
    return methods[k]
  end

  mt.__newindex = function(v, k)
    -- (level 2: the position of the assignment, as luaL_error gives it from C)
    if istype(V, v) then error(("b2c.vec2 is immutable (cannot set '%s')"):format(type(k) == 'string' and k or type(k)), 2) end
    return cnewindex(v, k)
  end

  mt.__add = function(a, b)
    if istype(V, a) and istype(V, b) then
      local r = make(a._x + b._x, a._y + b._y)
      if r then return r end
    end
    return viaC(cadd, a, b)
  end

  mt.__sub = function(a, b)
    if istype(V, a) and istype(V, b) then
      local r = make(a._x - b._x, a._y - b._y)
      if r then return r end
    end
    return viaC(csub, a, b)
  end

  mt.__mul = function(a, b)
    if istype(V, a) and type(b) == 'number' and abs(b) <= FLT_MAX then
      local s = f32(b)
      local r = make(s * a._x, s * a._y)
      if r then return r end
    elseif istype(V, b) and type(a) == 'number' and abs(a) <= FLT_MAX then
      local s = f32(a)
      local r = make(s * b._x, s * b._y)
      if r then return r end
    end
    return viaC(cmul, a, b)
  end

  mt.__div = function(a, b)
    if istype(V, a) and type(b) == 'number' and abs(b) <= FLT_MAX then
      local s = f32(b)
      if s ~= 0 then
        local r = make(a._x / s, a._y / s)
        if r then return r end
      end
    end
    return viaC(cdiv, a, b)
  end

  mt.__unm = function(a)
    if istype(V, a) then
      local r = V(-a._x, -a._y)
      return r
    end
    return viaC(cunm, a, a)
  end

  -- By value, a cdata and a userdata vec2 alike; anything else (a table, nil) is never equal.
  local function components(v)
    if istype(V, v) then return v._x, v._y end
    if type(v) == 'userdata' and getmetatable(v) == vec2Meta then
      -- the friendly numbers round back to the floats
      return f32(v.x), f32(v.y)
    end
  end
  mt.__eq = function(a, b)
    local ax, ay = components(a)
    local bx, by = components(b)
    return ax ~= nil and bx ~= nil and ax == bx and ay == by
  end

  mt.__tostring = function(v) return ctostring(v) end -- (C's: exactly its text, and its errors)

  -- For the C functions (ljitvec2.c): the two floats of a vec2 or a reference to one; nothing for
  -- a pointer, the ctype object (tonumber gives its id) or another cdata.
  local function reader(v)
    if istype(V, v) and not istype(VP, v) and tonumber(v) == nil then return v._x, v._y end
  end

  local probe, other = V(1.5, -2.25), ffi.new('int32_t[2]')
  register(tonumber(V), probe, tonumber(ffi.typeof(other)), other, reader)

  module.vec2 = new
  state.friendly = friendly -- for the specs: the same numbers as the C function
end
