-- b2c.spec: busted (luassert) helpers for behaviour specs of game physics.
--
--   local spec = require 'b2c.spec'     -- registers the assertions below
--   spec.run(world, 2)                  -- two seconds at 60 steps a second
--   assert.at_rest(crate)
--   assert.touching(crateFixture, groundFixture)
--   assert.near(b2c.vec2(0, 0.5), crate:getPosition(), 0.01)
--   assert.is_not.touching(ball, wall)
--
-- The predicates behind them are functions of the module too (spec.near, spec.atRest,
-- spec.touching), for use outside assertions.
local b2c = require 'b2c'
local luassert = require 'luassert'
local say = require 'say'

local spec = {}

local format, huge, abs, sqrt = string.format, math.huge, math.abs, math.sqrt

-- The default tolerances: assert.near's, and assert.at_rest's (m/s and rad/s).
spec.nearTolerance = 1e-6
spec.restTolerance = 0.05

---------------------------------------------------------------------------------------------------
-- Arguments, checked in Lua's standard form.

local function typeName(v)
  if type(v) == 'cdata' and b2c.isvec2(v) then return 'b2c.vec2' end -- LuaJIT's FFI vec2
  local mt = getmetatable(v)
  if type(mt) == 'table' then
    local name = rawget(mt, '__name')
    if type(name) == 'string' then return name end
  end
  return type(v)
end

local function isFinite(x) return type(x) == 'number' and x == x and x > -huge and x < huge end

local function numberText(x)
  if x ~= x then return 'nan' end
  if x == huge then return 'inf' elseif x == -huge then return '-inf' end
  return format('%.14g', x)
end

local function badArgument(n, fname, problem) return format("bad argument #%d to '%s' (%s)", n, fname, problem) end

-- What is wrong with argument n if it is not a live handle of class `name` (b2c.body,
-- b2c.fixture, b2c.world), or nil.
local function handleProblem(v, n, fname, name)
  if typeName(v) ~= name then return badArgument(n, fname, format('%s expected, got %s', name, typeName(v))) end
  if name ~= 'b2c.world' and v:isDestroyed() then return badArgument(n, fname, name .. ' is destroyed') end
end

-- What is wrong with argument n if it is not a tolerance (nil, or a finite number >= 0), or nil.
local function toleranceProblem(v, n, fname)
  if v == nil then return nil end
  if type(v) ~= 'number' then return badArgument(n, fname, 'number expected, got ' .. typeName(v)) end
  if not (isFinite(v) and v >= 0) then
    return badArgument(n, fname, 'tolerance must be a finite number >= 0, got ' .. numberText(v))
  end
end

-- Raise the first problem found, at the caller of the function calling check (error level 3).
local function check(...)
  for i = 1, select('#', ...) do
    local problem = select(i, ...)
    if problem then error(problem, 3) end
  end
end

-- A number for a message: up to 6 significant digits; a distance: 4 (single precision leaves
-- 0.01 as 0.00999999).
local function short(x) return x == 0 and '0' or format('%.6g', x) end
local function metres(x) return x == 0 and '0' or format('%.4g', x) end

---------------------------------------------------------------------------------------------------
-- spec.run

-- spec.run(world, seconds [, hz = 60]) → the number of steps: steps `world` by 1/hz for
-- `seconds` (rounded to whole steps).
function spec.run(world, seconds, hz)
  check(handleProblem(world, 1, 'run', 'b2c.world'))
  if type(seconds) ~= 'number' then check(badArgument(2, 'run', 'number expected, got ' .. typeName(seconds))) end
  if not (isFinite(seconds) and seconds >= 0) then
    check(badArgument(2, 'run', 'seconds must be a finite number >= 0, got ' .. numberText(seconds)))
  end
  if hz ~= nil and type(hz) ~= 'number' then check(badArgument(3, 'run', 'number expected, got ' .. typeName(hz))) end
  hz = hz or 60
  if not (isFinite(hz) and hz > 0) then check(badArgument(3, 'run', 'hz must be a finite number > 0, got ' .. numberText(hz))) end
  local steps = math.floor(seconds * hz + 0.5)
  local dt = 1 / hz
  for _ = 1, steps do world:step(dt) end
  return steps
end

---------------------------------------------------------------------------------------------------
-- spec.near

-- x, y of a vec2, an array {x, y} or a table {x =, y =}; nil for anything else.
local function xy(v)
  local t = type(v)
  if t == 'cdata' and b2c.isvec2(v) then return v.x, v.y end -- LuaJIT's FFI vec2
  if t ~= 'userdata' and t ~= 'table' then return nil end
  local ok, x, y = pcall(function()
    if v.x ~= nil or v.y ~= nil then return v.x, v.y end
    return v[1], v[2]
  end)
  if ok and type(x) == 'number' and type(y) == 'number' then return x, y end
  return nil
end

local function show(v)
  if type(v) == 'string' then return format('%q', v) end
  if type(v) == 'table' and getmetatable(v) == nil then
    local x, y = xy(v)
    if x then return format('{%s, %s}', numberText(x), numberText(y)) end
  end
  return tostring(v)
end

-- spec.near(expected, actual [, tolerance = 1e-6]) → whether two numbers are within `tolerance`,
-- or two vectors in each component; and how far apart they are (a number, or nil when they are not
-- two numbers or two vectors).
function spec.near(expected, actual, tolerance)
  check(toleranceProblem(tolerance, 3, 'near'))
  tolerance = tolerance or spec.nearTolerance
  if type(expected) == 'number' then
    if type(actual) ~= 'number' then return false, nil end
    local off = abs(expected - actual)
    return off <= tolerance, off
  end
  local ex, ey = xy(expected)
  local ax, ay = xy(actual)
  if not (ex and ax) then return false, nil end
  local dx, dy = abs(ex - ax), abs(ey - ay)
  return dx <= tolerance and dy <= tolerance, dx > dy and dx or dy, dx, dy
end

---------------------------------------------------------------------------------------------------
-- spec.atRest

local function describeBody(body)
  local data = body:getUserData()
  local name = (type(data) == 'string' or type(data) == 'number') and format("'%s' ", tostring(data)) or ''
  return format('the %s body %sat %s', body:getType(), name, tostring(body:getPosition()))
end

-- spec.atRest(body [, tolerance = 0.05]) → whether the body is asleep or moves slower than
-- `tolerance` m/s and turns slower than `tolerance` rad/s; its speed; its angular speed.
function spec.atRest(body, tolerance)
  check(handleProblem(body, 1, 'atRest', 'b2c.body'), toleranceProblem(tolerance, 2, 'atRest'))
  tolerance = tolerance or spec.restTolerance
  local speed, spin = body:getLinearVelocity():length(), abs(body:getAngularVelocity())
  local asleep = body:getType() == 'dynamic' and not body:isAwake()
  return asleep or (speed <= tolerance and spin <= tolerance), speed, spin, asleep
end

---------------------------------------------------------------------------------------------------
-- spec.touching

local function describeFixture(fixture)
  local data = fixture:getUserData()
  if type(data) == 'string' or type(data) == 'number' then return format("fixture '%s'", tostring(data)) end
  local body = fixture:getBody()
  return format('the %s%s of %s', fixture:isSensor() and 'sensor ' or '', fixture:getShape().type, describeBody(body))
end

-- Whether two filters let their fixtures collide (as the world decides).
local function filtersCollide(a, b)
  if a.groupIndex == b.groupIndex and a.groupIndex ~= 0 then return a.groupIndex > 0 end
  local function has(mask, bits)
    -- bit test without bit operators (5.1 and 5.4 alike): some bit of `bits` set in `mask`
    local m, c = mask, bits
    while m > 0 and c > 0 do
      if m % 2 == 1 and c % 2 == 1 then return true end
      m, c = math.floor(m / 2), math.floor(c / 2)
    end
    return false
  end
  return has(a.maskBits, b.categoryBits) and has(b.maskBits, a.categoryBits)
end

-- spec.touching(fixtureA, fixtureB) → whether the two fixtures touch now, as the world's contact
-- between them would: on different bodies, one of them dynamic, their filters accepting each other,
-- and a manifold point (b2c.collide on their shapes at their bodies' transforms, each segment of a
-- chain) closer than b2c.linearSlop. Also: the number of such points, the smallest separation of
-- the manifold points (nil without any), and why they do not touch when they cannot (a string).
function spec.touching(fixtureA, fixtureB)
  check(handleProblem(fixtureA, 1, 'touching', 'b2c.fixture'), handleProblem(fixtureB, 2, 'touching', 'b2c.fixture'))
  local bodyA, bodyB = fixtureA:getBody(), fixtureB:getBody()
  if bodyA == bodyB then return false, 0, nil, 'they are on the same body' end
  if bodyA:getType() ~= 'dynamic' and bodyB:getType() ~= 'dynamic' then
    return false, 0, nil, 'neither body is dynamic'
  end
  if not filtersCollide(fixtureA:getFilter(), fixtureB:getFilter()) then
    return false, 0, nil, 'their filters keep them apart'
  end
  local shapeA, shapeB = fixtureA:getShape(), fixtureB:getShape()
  local xfA, xfB = bodyA:getTransform(), bodyB:getTransform()
  local countA = shapeA.type == 'chain' and shapeA:childCount() or 1
  local countB = shapeB.type == 'chain' and shapeB:childCount() or 1
  local points, deepest = 0, nil
  for i = 1, countA do
    for j = 1, countB do
      local m = b2c.collide(shapeA, xfA, shapeB, xfB, i, j)
      if m then
        for _, p in ipairs(m.points) do
          if p.separation < b2c.linearSlop then points = points + 1 end
          if deepest == nil or p.separation < deepest then deepest = p.separation end
        end
      end
    end
  end
  return points > 0, points, deepest
end

-- The distance between two fixtures' surfaces (the nearest segment of a chain).
local function gap(fixtureA, fixtureB)
  local shapeA, shapeB = fixtureA:getShape(), fixtureB:getShape()
  local xfA, xfB = fixtureA:getBody():getTransform(), fixtureB:getBody():getTransform()
  local best = huge
  for i = 1, shapeA.type == 'chain' and shapeA:childCount() or 1 do
    for j = 1, shapeB.type == 'chain' and shapeB:childCount() or 1 do
      local d = b2c.distance(shapeA, xfA, shapeB, xfB, nil, i, j)
      if d < best then best = d end
    end
  end
  return best
end

---------------------------------------------------------------------------------------------------
-- The assertions. Each callback writes the whole message (it knows whether the assertion was
-- negated) as the one argument of a '%s' message.

say:set('assertion.b2c.positive', '%s')
say:set('assertion.b2c.negative', '%s')

-- Hand luassert the message and the user's own (`failure`, when a string is given).
local function message(state, arguments, text, failure)
  if failure ~= nil then state.failure_message = failure end
  for i = 1, arguments.n or #arguments do arguments[i] = nil end
  arguments[1], arguments.n, arguments.nofmt = text, 1, { true }
end

-- Raise the first problem found with an assertion's arguments at the assertion's line (`level`
-- is luassert's level of it, as seen from the assertion's callback).
local function checkAt(level, ...)
  for i = 1, select('#', ...) do
    local problem = select(i, ...)
    if problem then error(problem, level + 2) end
  end
end

local function near(state, arguments, level)
  local expected, actual, tolerance, failure = arguments[1], arguments[2], arguments[3], arguments[4]
  if type(tolerance) == 'string' and failure == nil then tolerance, failure = nil, tolerance end
  checkAt(level, toleranceProblem(tolerance, 3, 'near'))
  local ok, off, dx, dy = spec.near(expected, actual, tolerance)
  if ok == state.mod then return ok end -- passed: no message needed
  tolerance = tolerance or spec.nearTolerance
  local text
  if state.mod then
    local why
    if off == nil then
      why = type(expected) == 'number' and 'it is not a number'
          or (xy(expected) and 'it is not a vector' or 'the expected value is neither a number nor a vector')
    elseif dx then
      why = format('it is off by %s in x and %s in y', short(dx), short(dy))
    else
      why = 'it is off by ' .. short(off)
    end
    text = format('Expected %s\nto be within %s of %s,\nbut %s', show(actual), short(tolerance), show(expected), why)
  else
    text = format('Expected %s\nnot to be within %s of %s,\nbut it is off by only %s', show(actual), short(tolerance),
      show(expected), dx and format('%s in x and %s in y', short(dx), short(dy)) or short(off))
  end
  message(state, arguments, text, failure)
  return ok
end

local function atRest(state, arguments, level)
  local body, tolerance, failure = arguments[1], arguments[2], arguments[3]
  if type(tolerance) == 'string' and failure == nil then tolerance, failure = nil, tolerance end
  checkAt(level, handleProblem(body, 1, 'at_rest', 'b2c.body'), toleranceProblem(tolerance, 2, 'at_rest'))
  tolerance = tolerance or spec.restTolerance
  local ok, speed, spin, asleep = spec.atRest(body, tolerance)
  if ok == state.mod then return ok end
  local moving = format('%s m/s and turns at %s rad/s', short(speed), short(spin))
  local text
  if state.mod then
    text = format('Expected %s\nto be at rest (asleep, or slower than %s m/s and %s rad/s),\nbut it is awake and moves at %s',
      describeBody(body), short(tolerance), short(tolerance), moving)
  elseif asleep then
    text = format('Expected %s\nnot to be at rest,\nbut it is asleep', describeBody(body))
  else
    text = format('Expected %s\nnot to be at rest (asleep, or slower than %s m/s and %s rad/s),\nbut it moves at only %s',
      describeBody(body), short(tolerance), short(tolerance), moving)
  end
  message(state, arguments, text, failure)
  return ok
end

local function touching(state, arguments, level)
  local a, b, failure = arguments[1], arguments[2], arguments[3]
  checkAt(level, handleProblem(a, 1, 'touching', 'b2c.fixture'), handleProblem(b, 2, 'touching', 'b2c.fixture'))
  local ok, points, deepest, why = spec.touching(a, b)
  if ok == state.mod then return ok end
  local names = format('%s\nand %s', describeFixture(a), describeFixture(b))
  local text
  if state.mod then
    if not why then
      local d = gap(a, b)
      if deepest ~= nil then
        why = format('they are %s m apart (within the speculative margin, not touching)', metres(deepest))
      elseif d > 0 then
        why = format('they are %s m apart', metres(d))
      else
        why = 'the narrow phase finds no contact between them'
      end
    end
    text = format('Expected %s\nto be touching,\nbut %s', names, why)
  else
    text = format('Expected %s\nnot to be touching,\nbut they touch at %d point%s (separation %s m)', names, points,
      points == 1 and '' or 's', metres(deepest))
  end
  message(state, arguments, text, failure)
  return ok
end

luassert:register('assertion', 'near', near, 'assertion.b2c.positive', 'assertion.b2c.negative')
luassert:register('assertion', 'at_rest', atRest, 'assertion.b2c.positive', 'assertion.b2c.negative')
luassert:register('assertion', 'touching', touching, 'assertion.b2c.positive', 'assertion.b2c.negative')

return spec
