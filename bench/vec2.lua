-- Cost of b2c.vec2(x, y) + one method call, against the same with a plain Lua table vector
-- class (a table with x, y and a metatable holding the method). Prints ns per iteration and the
-- ratio b2c / table (below 1 means b2c is faster). Not a test: it never fails on a timing.
local b2c = require 'b2c'
local vec2 = b2c.vec2

local V = {}
V.__index = V
function V.new(x, y) return setmetatable({ x = x, y = y }, V) end
function V:length() return math.sqrt(self.x * self.x + self.y * self.y) end
local new = V.new

-- construct with `make`, then one method call
local function run_new(make, n)
  local s = 0
  for i = 1, n do
    local v = make(i, 2)
    s = s + v:length()
  end
  return s
end
local function run_b2c(n) return run_new(vec2, n) end
local function run_table(n) return run_new(new, n) end

-- the same with fractional coordinates: lengths that need 7 to 9 digits (the friendly numbers of
-- whole lengths below 2^24, as most of run_new's are, take a shortcut under LuaJIT)
local function run_frac(make, n)
  local s = 0
  for i = 1, n do
    local v = make(i * 0.001, 0.37)
    s = s + v:length()
  end
  return s
end
local function run_bfrac(n) return run_frac(vec2, n) end
local function run_tfrac(n) return run_frac(new, n) end

-- a vec2 argument of a C function: b2c.vec2's (under LuaJIT the FFI vec2) against the userdata a
-- C method returns (the same under Lua 5.4)
local box = b2c.aabb(0, 0, 1, 1)
local function run_arg(v, n)
  local k = 0
  for _ = 1, n do
    if box:contains(v) then k = k + 1 end
  end
  return k
end
local made, returned = vec2(0.5, 0.5), b2c.rot(0):rotate({ 0.5, 0.5 })
local function run_argmade(n) return run_arg(made, n) end
local function run_argud(n) return run_arg(returned, n) end

local function run_field(n)
  local v, s = vec2(3, 4), 0
  for _ = 1, n do s = s + v.x end
  return s
end

local function run_tfield(n)
  local v, s = new(3, 4), 0
  for _ = 1, n do s = s + v.x end
  return s
end

-- best of several rounds of n iterations, in ns per iteration
local function time(fn, n)
  fn(math.floor(n / 10))
  local best = math.huge
  for _ = 1, 5 do
    collectgarbage()
    local t0 = os.clock()
    fn(n)
    best = math.min(best, os.clock() - t0)
  end
  return best / n * 1e9
end

local n = tonumber(arg and arg[1]) or 2000000
local tb, tt = time(run_b2c, n), time(run_table, n)
local fb, ft = time(run_field, n * 5), time(run_tfield, n * 5)
print(('bench vec2 [%s]: b2c.vec2(x, y) + :length()  %6.1f ns   Lua table class %6.1f ns   ratio %.2f')
  :format(b2c.lua, tb, tt, tb / tt))
print(('bench vec2 [%s]: field read v.x              %6.1f ns   Lua table       %6.1f ns   ratio %.2f')
  :format(b2c.lua, fb, ft, fb / ft))
local fracb, fract = time(run_bfrac, n), time(run_tfrac, n)
print(('bench vec2 [%s]: fractional x, y + :length() %6.1f ns   Lua table class %6.1f ns   ratio %.2f')
  :format(b2c.lua, fracb, fract, fracb / fract))
local am, au = time(run_argmade, n), time(run_argud, n)
print(('bench vec2 [%s]: aabb:contains(b2c.vec2)     %6.1f ns   its userdata    %6.1f ns   ratio %.2f')
  :format(b2c.lua, am, au, am / au))
