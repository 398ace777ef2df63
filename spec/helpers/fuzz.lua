-- A seeded fuzzer of the Lua API: random sequences of calls on every object of the module, with
-- valid and invalid arguments, whose every failure must be a Lua error in the standard form (or
-- one of the documented messages), never a crash; after each sequence the trees validate, the
-- worlds are unlocked and step, and (when every number given was moderate) no body position,
-- velocity or angle is NaN or infinite.
--
-- What is called, and with what, comes from the project itself: the classes and their methods from
-- the live API walk (spec/helpers/api_walk.lua: every method of every class, the joints' type by
-- type), the parameters of each from the LuaCATS definitions (types/b2c.lua, read by
-- spec/helpers/luacats.lua). A parameter of type `b2c.BodyDef` gets a table built from that
-- class's fields, `fun(...)` a generated callback, `b2c.body` a body from the pool of live objects,
-- and so on; a few names (`radius`, `dt`, `alpha`...) draw from ranges that mostly pass the
-- checks, so calls get past argument checking and into the engine.
--
-- Hostile values mixed in: wrong types, nil, NaN, infinities, numbers beyond single precision,
-- huge and denormal numbers (in "wild" sequences), destroyed handles, closed worlds and trees,
-- handles of another world or tree, stale contacts, tables whose __index mutates the world or
-- tree in the middle of argument reading (destroys the body being used, closes the world...),
-- callbacks that raise (a string or a table, which must reach the caller unchanged), yield, return
-- junk, or mutate (create and destroy bodies, fixtures, joints, proxies, step, draw, query, close),
-- finalizers that mutate while the binding allocates, calls inside coroutines, direct calls of
-- metamethods (__gc, __close, __index, __newindex...) with any argument.
--
--   local fuzz = require 'spec.helpers.fuzz'
--   local report = fuzz.run { seed = 1, sequences = 200 }  -- report.failures, report.summary
--
-- Deterministic: the same seed gives the same calls (the garbage collector runs at the start of
-- each sequence, so finalizer timing is nearly the same too). Sequence k of seed s can be run
-- alone (`only = k`) and traced (`trace = true`: each call printed to stderr before it runs).
local b2c = require 'b2c'
local walk = require 'spec.helpers.api_walk'
local cats = require 'spec.helpers.luacats'

local F = {}

local unpack = table.unpack or unpack
local isJit = type(rawget(_G, 'jit')) == 'table'

---------------------------------------------------------------------------------------------------
-- What there is to call.

local types = cats.load(walk.typesPath)
local api = walk.collect()

-- Userdata classes by metatable name: {name, id (walk), methods (sorted), types (class name)}.
local classes = {}
walk.instances(function(_, id, object)
  if type(object) ~= 'userdata' then return end
  local name = rawget(getmetatable(object), '__name')
  local c = classes[name]
  if not c then
    c = { name = name, id = id, methodSet = {}, types = walk.classById[id].types }
    classes[name] = c
  end
  for m in pairs(api.classes[id].methods) do c.methodSet[m] = true end
end)
for _, c in pairs(classes) do c.methods = walk.sorted(c.methodSet) end
local classNames = walk.sorted(classes)

local jointTypes = walk.sorted(api.joints)
local jointMethods = {}
for _, t in ipairs(jointTypes) do jointMethods[t] = walk.sorted(api.joints[t].methods) end

local moduleFunctions = {}
for _, entry in ipairs(api.modules) do
  if entry.module.name == 'b2c' then moduleFunctions = walk.sorted(entry.functions) end
end
-- Called on every operand of `operate` instead of being picked (a pick more would change every
-- sequence of a seed): b2c.isvec2.
local moduleEvery = { isvec2 = true }
do
  local picked = {}
  for _, name in ipairs(moduleFunctions) do
    if not moduleEvery[name] then picked[#picked + 1] = name end
  end
  moduleFunctions = picked
end

-- Calls that would take unbounded time with legal arguments get bounded ones.
local moduleSkip = { callLoop = false }

-- The types class of a value's class (a joint: its type's class).
local function typesClassOf(name, object)
  if name == 'b2c.joint' then
    local kind = tostring(object):match('^b2c%.joint%((%a+)')
    return kind and ('b2c.' .. kind .. 'Joint') or 'b2c.joint', kind
  end
  return classes[name] and classes[name].types or name
end

local methodSigs = {}
local function signature(typesClass, method)
  local sigs = methodSigs[typesClass]
  if not sigs then
    sigs = cats.methods(types, typesClass)
    methodSigs[typesClass] = sigs
  end
  return sigs[method]
end

-- Classes that are objects (made by the module), as the types name them.
local objectTypes = {}
for _, c in pairs(classes) do objectTypes[c.types] = c.name end
for _, t in ipairs(jointTypes) do objectTypes['b2c.' .. t .. 'Joint'] = 'b2c.joint' end

---------------------------------------------------------------------------------------------------
-- Random numbers: Park and Miller's generator in doubles (exact under both Luas).

local function newRng(seed)
  local state = math.floor(seed) % 2147483647
  if state <= 0 then state = state + 2147483646 end
  local r = {}
  function r.float()
    state = (state * 16807) % 2147483647
    return (state - 1) / 2147483646
  end
  function r.int(lo, hi)
    if not hi then lo, hi = 1, lo end
    if hi < lo then return lo end
    local v = lo + math.floor(r.float() * (hi - lo + 1))
    return v > hi and hi or v
  end
  function r.chance(p) return r.float() < p end
  function r.pick(list) return list[r.int(#list)] end
  function r.range(lo, hi) return lo + (hi - lo) * r.float() end
  -- an index by weights {w1, w2, ...}
  function r.weighted(weights)
    local total = 0
    for _, w in ipairs(weights) do total = total + w end
    local x = r.float() * total
    for i, w in ipairs(weights) do
      x = x - w
      if x < 0 then return i end
    end
    return #weights
  end
  return r
end
F.newRng = newRng

---------------------------------------------------------------------------------------------------
-- Errors: what may come out of a call.

local yieldErrors = {
  'attempt to yield across a C%-call boundary', 'attempt to yield across C%-call boundary',
  'attempt to yield from outside a coroutine', 'cannot resume dead coroutine', 'cannot resume non%-suspended coroutine',
}

-- The documented messages that are not argument errors (docs/errors.md), as patterns.
local documented = {
  '^world is locked during a step$', '^world is locked during a query$', '^world is locked during a draw$',
  '^tree is locked during a query$', '^b2c%.world is closed$', '^b2c%.tree is closed$', '^b2c%.broadphase is closed$',
  '^b2c%.proxy is destroyed$', '^b2c%.contact is valid only during a callback$',
  '^b2c%.[%w]+ is immutable %(cannot set \'.*\'%)$',
  '^b2c%.vec2 result is not finite %(overflow or division by zero%)$', '^b2c%.vec2 result is not finite %(overflow%)$',
  '^b2c%.rot result is not finite$',
  '^b2c%.transform result is not finite %(overflow%)$', '^b2c%.aabb result is not finite %(overflow%)$',
  '^b2c%.sweep result is not finite %(overflow%)$',
}

-- Strip Lua's position prefix (errors raised by Lua code carry one).
local function bare(message) return (message:gsub('^[^\n:]*:%d+: ', '')) end

-- Lua's own errors for an operator no operand defines.
local operatorErrors = { '^attempt to perform arithmetic on ', '^attempt to get length of ', '^attempt to index ',
  '^attempt to compare ', "^attempt to %a+ a '%a+' with a '%a+'$" }

-- nil when `err` is acceptable from a call, else why not. `operator`: the call was a bare operator.
local function judge(ctx, err, operator)
  if ctx.sentinels[err] then return nil end -- raised by the fuzzer's own callback, unchanged
  if type(err) ~= 'string' then return 'a non-string error: ' .. type(err) .. ' ' .. tostring(err) end
  local m = bare(err)
  if operator then
    for _, p in ipairs(operatorErrors) do
      if m:find(p) then return nil end
    end
  end
  if m:find("^bad argument #%d+ to '[^']*' %(.*%)$") then return nil end
  if m:find("^calling '[^']*' on bad self") then return nil end
  for _, p in ipairs(yieldErrors) do
    if m:find(p) then return nil end
  end
  for _, p in ipairs(documented) do
    if m:find(p) then return nil end
  end
  return 'a non-standard error: ' .. err
end
F.judge = judge

---------------------------------------------------------------------------------------------------
-- Describing values (for the trace and failure reports).

local function describe(v, deep)
  local t = type(v)
  if t == 'number' then
    if v ~= v then return 'nan' end
    if v == math.huge then return 'inf' end
    if v == -math.huge then return '-inf' end
    if math.type and math.type(v) == 'integer' then return tostring(v) end
    return ('%.17g'):format(v)
  elseif t == 'string' then
    return ('%q'):format(#v > 40 and v:sub(1, 40) .. '...' or v)
  elseif t == 'userdata' then
    local ok, s = pcall(tostring, v)
    return ok and s or 'userdata'
  elseif t == 'table' then
    if deep == false then return 'table' end
    local parts = {}
    if getmetatable(v) then parts[1] = '<mt>' end
    local n = 0
    for k, x in pairs(v) do
      n = n + 1
      if n > 4 then parts[#parts + 1] = '...'; break end
      parts[#parts + 1] = (type(k) == 'string' and k or '[' .. describe(k, false) .. ']') .. '=' .. describe(x, false)
    end
    return '{' .. table.concat(parts, ', ') .. '}'
  end
  return tostring(v)
end

local function describeArgs(args, n)
  local parts = {}
  for i = 1, n do parts[i] = describe(args[i]) end
  return table.concat(parts, ', ')
end

---------------------------------------------------------------------------------------------------
-- The pool of objects a sequence has made.

local function classOf(v)
  if type(v) ~= 'userdata' then return nil end
  local mt = getmetatable(v)
  if type(mt) ~= 'table' then return nil end
  local name = rawget(mt, '__name')
  return classes[name] and name or nil
end

local function add(ctx, v, world)
  local name = classOf(v)
  if not name or ctx.seen[v] or ctx.inFinalizer then return end
  ctx.seen[v] = true
  local list = ctx.pool[name]
  if not list then
    list = {}
    ctx.pool[name] = list
  end
  list[#list + 1] = v
  ctx.objects[#ctx.objects + 1] = v
  if world then ctx.worldOf[v] = world end
end

-- Pool what a call returned: objects, and objects one level inside returned tables.
local function addResults(ctx, world, ...)
  for i = 1, select('#', ...) do
    local v = select(i, ...)
    if type(v) == 'userdata' then
      add(ctx, v, world)
    elseif type(v) == 'table' and not getmetatable(v) then
      -- in a fixed order (pairs is not, under Lua 5.4), so that runs repeat
      local keys = {}
      for k in pairs(v) do keys[#keys + 1] = k end
      table.sort(keys, function(a, b)
        if type(a) ~= type(b) then return type(a) < type(b) end
        if type(a) == 'number' or type(a) == 'string' then return a < b end
        return false
      end)
      for i = 1, math.min(#keys, 16) do
        local x = v[keys[i]]
        if type(x) == 'userdata' then add(ctx, x, world) end
      end
    end
  end
end

local function poolOf(ctx, name) return ctx.pool[name] or {} end

-- Whether a handle still works (a value type always does).
local function alive(v)
  local name = classOf(v)
  if name == 'b2c.body' or name == 'b2c.fixture' or name == 'b2c.joint' then
    local ok, dead = pcall(v.isDestroyed, v)
    return ok and not dead
  elseif name == 'b2c.proxy' then
    return v:isValid()
  elseif name == 'b2c.world' or name == 'b2c.tree' or name == 'b2c.broadphase' then
    return not tostring(v):find('(closed)', 1, true)
  elseif name == 'b2c.contact' then
    return false
  end
  return true
end

---------------------------------------------------------------------------------------------------
-- Values.

local G = {}

local wildNumbers = {
  0, -0.0, 1, -1, 0.5, 1e-3, 1e-7, 1e-38, 1e-40, 1e-45, 1e-320, 1e6, 1e9, 1e17, 1e18, -1e18, 1.5e18,
  1e30, -1e30, 3.4e38, -3.4e38, 3.4028234e38, 16777217, 2147483648, -2147483649, 2 ^ 53, 4e9,
}
local badNumbers = { 0 / 0, 1 / 0, -1 / 0, 3.5e38, -1e39, 1e300, -1e308 }
if math.maxinteger then
  wildNumbers[#wildNumbers + 1] = math.maxinteger
  wildNumbers[#wildNumbers + 1] = math.mininteger
end

function G.number(ctx, lo, hi)
  local r = ctx.rng
  if not ctx.sane and r.chance(0.12) then return r.pick(wildNumbers) end
  local k = r.int(10)
  if k == 1 then return 0 end
  if k == 2 then return r.int(-3, 3) end
  return r.range(lo or -10, hi or 10)
end

-- Ranges that mostly pass the checks, by parameter or field name.
local positive = { 0.05, 3 }
local unit = { 0, 1 }
local ranges = {
  radius = positive, halfWidth = positive, halfHeight = positive, density = { 0, 5 }, friction = unit,
  restitution = unit, hertz = { 0, 10 }, dampingRatio = unit, linearHertz = { 0, 10 }, angularHertz = { 0, 10 },
  maxForce = { 0, 1000 }, maxTorque = { 0, 1000 }, maxMotorForce = { 0, 1000 }, maxMotorTorque = { 0, 1000 },
  force = { 0, 1000 }, torque = { 0, 1000 }, length = { 0, 5 }, minLength = { 0, 2 }, maxLength = { 1, 6 },
  alpha = unit, beta = unit, tMax = unit, maxFraction = { 0, 1.2 }, correctionFactor = unit, factor = unit,
  alpha0 = { 0, 0.99 }, invDt = { 0, 120 }, contactReuseDistance = { 0, 0.2 }, jointHertz = { 1, 120 },
  jointDampingRatio = { 0, 5 }, gravityScale = { -2, 2 }, linearDamping = { 0, 2 }, angularDamping = { 0, 2 },
  ratio = unit, lowerAngle = { -3, 0 }, upperAngle = { 0, 3 }, lowerTranslation = { -2, 0 },
  upperTranslation = { 0, 2 }, lower = { -2, 0 }, upper = { 0, 2 }, size = { 0, 10 },
}

local integers = {
  child = { 1, 4 }, childA = { 1, 4 }, childB = { 1, 4 }, i = { 0, 5 }, subSteps = { 1, 8 }, n = { 0, 20 },
  categoryBits = { 0, 0xffff }, maskBits = { 0, 0xffff }, groupIndex = { -3, 3 }, workers = { 1, 4 },
}

function G.integer(ctx, name)
  local r = ctx.rng
  local range = integers[name]
  if range then
    if r.chance(0.9) then return r.int(range[1], range[2]) end
    return r.pick({ range[1] - 1, range[2] + 1, 0, -1, 1.5, 65536, -32769, 64, 65 })
  end
  if not ctx.sane and r.chance(0.1) then return r.pick(wildNumbers) end
  return r.int(-3, 10)
end

function G.string(ctx)
  return ctx.rng.pick({ '', 'a', 'static', 'dynamic', 'kinematic', 'revolute', 'distance', '1', '0x10', 'nan', 'x', 'y',
    'type', 'polygon', string.rep('z', 300) })
end

local junkMakers

-- Anything at all (mostly wrong for any parameter).
function G.junk(ctx)
  return junkMakers[ctx.rng.int(#junkMakers)](ctx)
end

-- An object of class `name` from the pool (mostly a live one of the current world), or a new one.
function G.object(ctx, name, typesName)
  local r = ctx.rng
  local list = poolOf(ctx, name)
  if #list > 0 and r.chance(0.85) then
    -- prefer live ones of the current world, and of the joint type asked for
    for _ = 1, 6 do
      local v = list[r.int(#list)]
      local wanted = true
      if ctx.world and ctx.worldOf[v] and ctx.worldOf[v] ~= ctx.world and r.chance(0.9) then wanted = false end
      if typesName and name == 'b2c.joint' and typesName ~= 'b2c.joint' and typesClassOf(name, v) ~= typesName then wanted = false end
      if wanted and (alive(v) or r.chance(0.1)) then return v end
    end
    return list[r.int(#list)]
  end
  local made = G.make(ctx, name, typesName)
  if made == nil and #list > 0 then return list[r.int(#list)] end
  return made
end

-- Arrays of `t`, short.
function G.array(ctx, t, name)
  local r = ctx.rng
  local n = r.weighted({ 1, 2, 2, 4, 4, 4, 3, 2, 1, 1, 1 }) - 1
  local out = {}
  for i = 1, n do out[i] = G.value(ctx, t, name) end
  if r.chance(0.05) then out[n + 2] = G.junk(ctx) end -- a hole
  return out
end

-- A table of the fields of definition class `name` (required ones nearly always, optional ones
-- now and then), each a value of its type; sometimes an unknown field or a junk value.
function G.definition(ctx, name)
  local r = ctx.rng
  local t = {}
  for _, field in ipairs(cats.fields(types, name)) do
    if r.chance(field.optional and 0.35 or 0.97) then
      t[field.name] = r.chance(0.95) and G.value(ctx, field.type, field.name) or G.junk(ctx)
    end
  end
  if r.chance(0.05) then t[r.pick({ 'unknown', 1, 'typ' })] = G.junk(ctx) end
  return t
end

local callbackOf -- (ctx, funType, name) -> function

-- A value of type `t` (a LuaCATS type tree); `name`, the parameter or field, narrows numbers.
function G.value(ctx, t, name)
  local r = ctx.rng
  if t.optional and r.chance(0.15) then return nil end
  local kind = t.kind
  if kind == 'union' then return G.value(ctx, r.pick(t.items), name) end
  if kind == 'literal' then return t.value end
  if kind == 'array' then return G.array(ctx, t.of, name) end
  if kind == 'fun' then return callbackOf(ctx, t, name) end
  if kind == 'table' then
    local out = {}
    for _, f in ipairs(t.fields) do out[f.key] = G.value(ctx, f.type, f.name) end
    return out
  end
  local n = t.name
  if n == 'number' then
    local range = ranges[name]
    if range and r.chance(0.9) then return r.range(range[1], range[2]) end
    return G.number(ctx)
  elseif n == 'integer' then
    return G.integer(ctx, name)
  elseif n == 'boolean' then
    return r.chance(0.5)
  elseif n == 'string' then
    return G.string(ctx)
  elseif n == 'any' then
    return r.chance(0.5) and G.number(ctx) or G.junk(ctx)
  elseif n == 'table' then
    return {}
  elseif n == 'nil' then
    return nil
  elseif n == 'b2c.vec2like' then
    -- the alias, with its three forms
    local x, y = G.value(ctx, { kind = 'name', name = 'number' }, name), G.value(ctx, { kind = 'name', name = 'number' }, name)
    local form = r.int(3)
    if form == 1 then return b2c.vec2(x, y) end
    if form == 2 then return { x, y } end
    return { x = x, y = y }
  elseif types.aliases[n] then
    return G.value(ctx, types.aliases[n], name)
  elseif objectTypes[n] then
    return G.object(ctx, objectTypes[n], n)
  elseif types.classes[n] then
    return G.definition(ctx, n)
  end
  return G.junk(ctx)
end

---------------------------------------------------------------------------------------------------
-- Mutations: what hostile metamethods, callbacks and finalizers do to the structures.

local call -- (ctx, label, world, fn, ...) -> ok, results...
local randomAction, finalizerBombs

local function pickLive(ctx, name)
  local list = poolOf(ctx, name)
  for _ = 1, 4 do
    local v = list[ctx.rng.int(#list)]
    if v and alive(v) then return v end
  end
  return nil
end

local mutations = {
  function(ctx) -- destroy a body
    local v = pickLive(ctx, 'b2c.body')
    if v then call(ctx, 'body:destroy', nil, v.destroy, v) end
  end,
  function(ctx) -- destroy a fixture
    local v = pickLive(ctx, 'b2c.fixture')
    if v then call(ctx, 'fixture:destroy', nil, v.destroy, v) end
  end,
  function(ctx) -- destroy a joint
    local v = pickLive(ctx, 'b2c.joint')
    if v then call(ctx, 'joint:destroy', nil, v.destroy, v) end
  end,
  function(ctx) -- destroy a proxy through its tree
    local tree = pickLive(ctx, ctx.rng.chance(0.5) and 'b2c.tree' or 'b2c.broadphase')
    local proxy = pickLive(ctx, 'b2c.proxy')
    if tree and proxy then call(ctx, 'tree:destroyProxy', nil, tree.destroyProxy, tree, proxy) end
  end,
  function(ctx) -- close a world or a tree
    local name = ctx.rng.pick({ 'b2c.world', 'b2c.tree', 'b2c.broadphase' })
    local v = pickLive(ctx, name)
    if v then
      local mt = getmetatable(v)
      local close = ctx.rng.chance(0.5) and rawget(mt, '__close') or rawget(mt, '__gc')
      call(ctx, name .. ' __gc', nil, close, v)
    end
  end,
  function(ctx) -- a new body with a fixture
    local world = pickLive(ctx, 'b2c.world')
    if world then
      local ok, body = call(ctx, 'world:createBody', world, world.createBody, world,
        { type = 'dynamic', position = { ctx.rng.range(-5, 5), ctx.rng.range(0, 5) } })
      if ok then call(ctx, 'body:createFixture', world, body.createFixture, body, b2c.circle(0.3)) end
    end
  end,
  function(ctx) -- a new joint
    local world = pickLive(ctx, 'b2c.world')
    local a, bb = pickLive(ctx, 'b2c.body'), pickLive(ctx, 'b2c.body')
    if world and bb then
      call(ctx, 'world:createJoint', world, world.createJoint, world,
        { type = ctx.rng.pick(jointTypes), bodyA = a, bodyB = bb })
    end
  end,
  function(ctx) -- a new proxy
    local tree = pickLive(ctx, ctx.rng.chance(0.5) and 'b2c.tree' or 'b2c.broadphase')
    if tree then call(ctx, 'tree:createProxy', nil, tree.createProxy, tree, b2c.aabb(0, 0, 1, 1), 'made') end
  end,
  function(ctx) -- step a world
    local world = pickLive(ctx, 'b2c.world')
    if world then call(ctx, 'world:step', world, world.step, world, 1 / 60, 1) end
  end,
  function(ctx) -- move or rebuild a tree
    local tree = pickLive(ctx, 'b2c.tree')
    local proxy = pickLive(ctx, 'b2c.proxy')
    if tree and proxy and ctx.rng.chance(0.5) then
      call(ctx, 'tree:moveProxy', nil, tree.moveProxy, tree, proxy, b2c.aabb(3, 3, 5, 5), { 1, 1 })
    elseif tree then
      call(ctx, 'tree:rebuild', nil, tree.rebuild, tree)
    end
  end,
  function(ctx) -- change a body
    local body = pickLive(ctx, 'b2c.body')
    if body then
      if ctx.rng.chance(0.5) then
        call(ctx, 'body:setType', nil, body.setType, body, ctx.rng.pick({ 'static', 'kinematic', 'dynamic' }))
      else
        call(ctx, 'body:setTransform', nil, body.setTransform, body, { 1, 2 }, 0.5)
      end
    end
  end,
  function() collectgarbage() end,
  function(ctx) randomAction(ctx) end,
}

-- What a finalizer does: one plain protected call on a pooled object, nothing made (the pool is
-- not touched) and nothing traced. (Running the fuzzer's own machinery of calls inside finalizers
-- hung LuaJIT 2.1.0-beta3 now and then, inside LuaJIT, whatever the binding did.)
local function anyOf(ctx, name)
  local list = ctx.pool[name]
  return list and list[ctx.rng.int(#list)]
end

local finalizerActions = {
  function(ctx) local v = anyOf(ctx, 'b2c.body') if v then return pcall(v.destroy, v) end end,
  function(ctx) local v = anyOf(ctx, 'b2c.fixture') if v then return pcall(v.destroy, v) end end,
  function(ctx) local v = anyOf(ctx, 'b2c.joint') if v then return pcall(v.destroy, v) end end,
  function(ctx)
    local tree, proxy = anyOf(ctx, ctx.rng.chance(0.5) and 'b2c.tree' or 'b2c.broadphase'), anyOf(ctx, 'b2c.proxy')
    if tree and proxy then return pcall(tree.destroyProxy, tree, proxy) end
  end,
  function(ctx)
    local v = anyOf(ctx, ctx.rng.pick({ 'b2c.world', 'b2c.tree', 'b2c.broadphase' }))
    if v then return pcall(getmetatable(v).__gc, v) end
  end,
  function(ctx)
    local tree = anyOf(ctx, ctx.rng.chance(0.5) and 'b2c.tree' or 'b2c.broadphase')
    if tree then return pcall(tree.createProxy, tree, b2c.aabb(0, 0, 1, 1)) end
  end,
  function(ctx) local v = anyOf(ctx, 'b2c.world') if v then return pcall(v.step, v, 1 / 60, 1) end end,
  function(ctx) local v = anyOf(ctx, 'b2c.tree') if v then return pcall(v.rebuild, v) end end,
  function(ctx) local v = anyOf(ctx, 'b2c.body') if v then return pcall(v.setType, v, 'static') end end,
  function(ctx) local v = anyOf(ctx, 'b2c.body') if v then return pcall(v.setTransform, v, { 1, 2 }, 0.5) end end,
}

local function mutate(ctx)
  if ctx.depth > 3 then return end
  ctx.depth = ctx.depth + 1
  for _ = 1, ctx.rng.int(1, 2) do mutations[ctx.rng.int(#mutations)](ctx) end
  ctx.depth = ctx.depth - 1
end
F.mutate = mutate

local sentinelCount = 0
local function sentinel(ctx)
  sentinelCount = sentinelCount + 1
  local e = ctx.rng.chance(0.5) and { fuzz = sentinelCount } or ('fuzz sentinel ' .. sentinelCount)
  ctx.sentinels[e] = true
  return e
end

-- A table standing for `t` whose fields are all read through __index, which mutates the world
-- (and sometimes raises) before answering.
local function hostile(ctx, t)
  local proxyTable = {}
  local mode = ctx.rng.int(6)
  local fired = false
  return setmetatable(proxyTable, {
    __index = function(_, k)
      if not fired or mode == 1 then
        fired = true
        if mode == 2 then error(sentinel(ctx), 0) end
        if mode == 3 then coroutine.yield() end
        mutate(ctx)
      end
      if type(t) == 'table' then return t[k] end
      return nil
    end,
  })
end

---------------------------------------------------------------------------------------------------
-- Callbacks.

-- A callback for a parameter of type `funType`: it records the objects it is given (contacts
-- too: used later they must refuse), and returns a value, raises, yields, mutates the structures
-- or calls methods of its arguments. After a few dozen calls it goes quiet (time).
function callbackOf(ctx, funType, name)
  local r = ctx.rng
  local behaviour = r.weighted({ 5, 2, 2, 1, 3, 4, 1 })
  local budget = r.int(1, 40)
  local calls = 0
  local retType = funType.returns[1]
  return function(...)
    calls = calls + 1
    addResults(ctx, nil, ...)
    if calls > budget or ctx.depth > 3 then return nil end
    ctx.callbacks = ctx.callbacks + 1
    if behaviour == 1 then
      return retType and G.value(ctx, retType, name) or nil
    elseif behaviour == 2 then
      return G.junk(ctx)
    elseif behaviour == 3 then
      if r.chance(0.3) then error(sentinel(ctx), 0) end
      return nil
    elseif behaviour == 4 then
      coroutine.yield(...)
    elseif behaviour == 5 then
      mutate(ctx)
    elseif behaviour == 6 then
      -- methods of the arguments (a contact's inside the callback)
      ctx.depth = ctx.depth + 1
      for i = 1, select('#', ...) do
        local v = select(i, ...)
        if classOf(v) and r.chance(0.7) then randomAction(ctx, v) end
      end
      ctx.depth = ctx.depth - 1
    else
      return r.pick({ false, 0, -1, 0.5, 1, true })
    end
    return retType and r.chance(0.5) and G.value(ctx, retType, name) or nil
  end
end

---------------------------------------------------------------------------------------------------
-- Junk.

junkMakers = {
  function() return nil end,
  function(ctx) return ctx.rng.chance(0.5) end,
  function(ctx) return G.string(ctx) end,
  function(ctx) return ctx.rng.pick(badNumbers) end,
  function(ctx) return ctx.rng.pick(ctx.sane and badNumbers or wildNumbers) end, -- (moderate sequences stay so)
  function(ctx) return ctx.rng.range(-5, 5) end,
  function() return {} end,
  function(ctx) return { ctx.rng.pick(badNumbers), 1 } end,
  function(ctx) return { x = G.string(ctx), y = 1 } end,
  function() return { 1 } end,
  function(ctx) return hostile(ctx, { x = 1, y = 2, 1, 2 }) end,
  function(ctx) return setmetatable({}, { __index = function() error(sentinel(ctx), 0) end }) end,
  function() return type end,
  function(ctx) return callbackOf(ctx, { kind = 'fun', params = {}, returns = {} }, nil) end,
  function() return coroutine.create(function() end) end,
  function() return io.stdout end, -- a userdata of another library
  function(ctx) -- any pooled object, live or not
    local v = ctx.objects[ctx.rng.int(#ctx.objects)]
    return v
  end,
  function(ctx)
    local v = ctx.objects[ctx.rng.int(#ctx.objects)]
    return v
  end,
  function(ctx) -- a stale contact, a destroyed handle
    local list = poolOf(ctx, ctx.rng.pick({ 'b2c.contact', 'b2c.body', 'b2c.fixture', 'b2c.joint', 'b2c.proxy' }))
    return list[ctx.rng.int(#list)]
  end,
  function(ctx) return b2c.vec2(G.number(ctx), G.number(ctx)) end,
}
if newproxy then junkMakers[#junkMakers + 1] = function() return newproxy(true) end end

---------------------------------------------------------------------------------------------------
-- Making objects.

local function shapeMaker(ctx)
  local r = ctx.rng
  local k = r.int(9)
  local cx, cy = r.range(-1, 1), r.range(-1, 1)
  if k == 1 then return b2c.circle(r.range(0.1, 1), { cx, cy }) end
  if k == 2 then return b2c.box(r.range(0.1, 1), r.range(0.1, 1), { cx, cy }, r.range(-3, 3)) end
  if k == 3 then
    local pts = {}
    for i = 1, r.int(3, 8) do pts[i] = { cx + r.range(-1, 1), cy + r.range(-1, 1) } end
    local ok, s = pcall(b2c.polygon, pts, r.chance(0.3) and r.range(0, 0.3) or nil)
    return ok and s or b2c.box(0.5, 0.5)
  end
  if k == 4 then return b2c.capsule({ cx, cy }, { cx + r.range(0.1, 1), cy + r.range(-1, 1) }, r.range(0.1, 0.5)) end
  if k == 5 then return b2c.segment({ cx, cy }, { cx + r.range(0.5, 2), cy + r.range(-1, 1) }) end
  if k == 6 then
    return b2c.segment({ cx, cy }, { cx + 1, cy }, { cx - 1, cy - 0.2 }, { cx + 2, cy + 0.3 })
  end
  local pts, x = {}, cx
  for i = 1, r.int(3, 7) do
    pts[i] = { x, cy + r.range(-0.5, 0.5) }
    x = x - r.range(0.3, 1.5)
  end
  local loop = k == 9
  if loop then pts = { { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 } } end
  local chain = b2c.chain(pts, loop)
  if k == 8 and r.chance(0.5) then return chain:child(r.int(chain:childCount())) end
  return chain
end

local makers = {}

makers['b2c.vec2'] = function(ctx) return b2c.vec2(G.number(ctx), G.number(ctx)) end
makers['b2c.rot'] = function(ctx) return b2c.rot(G.number(ctx)) end
makers['b2c.transform'] = function(ctx) return b2c.transform(G.number(ctx, -5, 5), G.number(ctx, -5, 5), G.number(ctx, -4, 4)) end
makers['b2c.aabb'] = function(ctx)
  local x, y = G.number(ctx), G.number(ctx)
  return b2c.aabb(x, y, x + ctx.rng.range(0, 3), y + ctx.rng.range(0, 3))
end
makers.sweep = function(ctx)
  local r = ctx.rng
  return b2c.sweep { localCenter = { r.range(-1, 1), 0 }, c0 = { r.range(-5, 5), r.range(-5, 5) },
    c = { r.range(-5, 5), r.range(-5, 5) }, a0 = r.range(-3, 3), a = r.range(-3, 3), alpha0 = r.range(0, 0.9) }
end
makers['b2c.sweep'] = makers.sweep
makers['b2c.shape'] = shapeMaker
makers['b2c.simplexCache'] = function() return b2c.simplexCache() end
makers['b2c.tree'] = function(ctx, kind)
  local tree = (kind or (ctx.rng.chance(0.5) and 'tree' or 'broadphase')) == 'tree' and b2c.tree() or b2c.broadphase()
  add(ctx, tree)
  for _ = 1, ctx.rng.int(0, 12) do
    local x, y = ctx.rng.range(-10, 10), ctx.rng.range(-10, 10)
    add(ctx, tree:createProxy(b2c.aabb(x, y, x + ctx.rng.range(0, 2), y + ctx.rng.range(0, 2)), ctx.rng.int(100)))
  end
  return tree
end
makers['b2c.broadphase'] = function(ctx) return makers['b2c.tree'](ctx, 'broadphase') end
makers['b2c.proxy'] = function(ctx)
  local tree = pickLive(ctx, 'b2c.tree') or pickLive(ctx, 'b2c.broadphase') or makers['b2c.tree'](ctx)
  local x, y = ctx.rng.range(-10, 10), ctx.rng.range(-10, 10)
  return tree:createProxy(b2c.aabb(x, y, x + 1, y + 1), 'proxy')
end

local function addBody(ctx, world, kind)
  local r = ctx.rng
  local body = world:createBody { type = kind or r.pick({ 'dynamic', 'dynamic', 'dynamic', 'kinematic', 'static' }),
    position = { r.range(-8, 8), r.range(0.5, 8) }, angle = r.range(-3, 3), bullet = r.chance(0.1),
    linearVelocity = { r.range(-3, 3), r.range(-3, 3) }, angularVelocity = r.range(-2, 2), userData = r.int(1000) }
  add(ctx, body, world)
  for _ = 1, r.int(0, 2) do
    local shape = shapeMaker(ctx)
    local ok, fixture = pcall(body.createFixture, body, shape, { density = r.range(0.2, 3), friction = r.range(0, 1),
      restitution = r.chance(0.2) and r.range(0, 1) or 0, isSensor = r.chance(0.1),
      filter = r.chance(0.2) and { groupIndex = r.int(-2, 2) } or nil })
    if ok then add(ctx, fixture, world) end
  end
  return body
end

local function addJoint(ctx, world, bodies)
  local r = ctx.rng
  local a, bb = r.pick(bodies), r.pick(bodies)
  if a == bb then return end
  local def = G.definition(ctx, 'b2c.' .. r.pick(jointTypes) .. 'JointDef')
  def.bodyA, def.bodyB = r.chance(0.8) and a or nil, bb
  local ok, joint = pcall(world.createJoint, world, def)
  if ok then add(ctx, joint, world) end
end

makers['b2c.world'] = function(ctx)
  local r = ctx.rng
  local world = b2c.world { gravity = { 0, -10 }, allowSleep = r.chance(0.7),
    contactReuseDistance = r.chance(0.5) and 0.05 or 0 }
  add(ctx, world)
  local saved = ctx.world
  ctx.world = world
  local ground = world:createBody {}
  add(ctx, ground, world)
  add(ctx, ground:createFixture(b2c.box(20, 0.5)), world)
  if r.chance(0.5) then add(ctx, ground:createFixture(b2c.chain({ { 10, 1 }, { 5, 0.6 }, { 0, 1 }, { -5, 0.6 }, { -10, 1 } })), world) end
  local bodies = { ground }
  for _ = 1, r.int(2, 14) do bodies[#bodies + 1] = addBody(ctx, world) end
  for _ = 1, r.int(0, 5) do addJoint(ctx, world, bodies) end
  ctx.world = saved
  return world
end

makers['b2c.body'] = function(ctx)
  local world = (ctx.world and alive(ctx.world) and ctx.world) or pickLive(ctx, 'b2c.world') or makers['b2c.world'](ctx)
  return addBody(ctx, world)
end

makers['b2c.fixture'] = function(ctx)
  local body = pickLive(ctx, 'b2c.body') or makers['b2c.body'](ctx)
  return body:createFixture(shapeMaker(ctx))
end

makers['b2c.joint'] = function(ctx, typesName)
  local world = (ctx.world and alive(ctx.world) and ctx.world) or pickLive(ctx, 'b2c.world') or makers['b2c.world'](ctx)
  local a, bb = addBody(ctx, world, 'dynamic'), addBody(ctx, world, 'dynamic')
  local kind = typesName and typesName:match('^b2c%.(%a+)Joint$') or ctx.rng.pick(jointTypes)
  if kind == 'gear' then -- of two revolute joints, to the bodies from the world
    local j1 = world:createJoint { type = 'revolute', bodyB = a }
    local j2 = world:createJoint { type = 'revolute', bodyB = bb }
    add(ctx, j1, world)
    add(ctx, j2, world)
    return world:createJoint { type = kind, joint1 = j1, joint2 = j2, ratio = ctx.rng.chance(0.5) and 2 or -0.5 }
  elseif kind == 'pulley' then
    local pa, pb = a:getPosition(), bb:getPosition()
    return world:createJoint { type = kind, bodyA = a, bodyB = bb, groundAnchorA = { pa.x, pa.y + 2 },
      groundAnchorB = { pb.x, pb.y + 2 } }
  end
  return world:createJoint { type = kind, bodyA = a, bodyB = bb }
end

function G.make(ctx, name, typesName)
  local maker = makers[name]
  if not maker then return nil end
  local ok, v = pcall(maker, ctx, typesName)
  if not ok then
    local why = judge(ctx, v)
    if why then ctx.fail('making ' .. name .. ': ' .. why) end
    return nil
  end
  add(ctx, v, ctx.world)
  return v
end

---------------------------------------------------------------------------------------------------
-- Calls.

local function pack(...) return { n = select('#', ...), ... } end

-- Call fn(...) protected; judge any error; pool what it returns. Returns ok and the results.
function call(ctx, label, world, fn, ...)
  ctx.calls = ctx.calls + 1
  if ctx.trace then
    io.stderr:write(('  %s%s(%s)\n'):format(string.rep('  ', ctx.depth), label, describeArgs(pack(...), select('#', ...))))
    io.stderr:flush()
  end
  ctx.log[#ctx.log + 1] = label
  if #ctx.log > 60 then table.remove(ctx.log, 1) end
  if type(fn) ~= 'function' then
    ctx.fail(label .. ': not a function (' .. type(fn) .. ')')
    return false
  end
  local results = pack(pcall(fn, ...))
  if ctx.trace then
    io.stderr:write(('  %s<- %s\n'):format(string.rep('  ', ctx.depth), results[1] and 'ok' or describe(results[2])))
    io.stderr:flush()
  end
  if ctx.stats then
    local key = label .. (results[1] and '' or ' !' .. tostring(results[2]):gsub('%d+', 'N'):sub(1, 70))
    ctx.stats[key] = (ctx.stats[key] or 0) + 1
  end
  if results[1] then
    addResults(ctx, world, unpack(results, 2, results.n))
  else
    ctx.errors = ctx.errors + 1
    local why = judge(ctx, results[2], label:find('^operator') ~= nil)
    if why then ctx.fail(label .. ': ' .. why) end
  end
  return unpack(results, 1, results.n)
end

-- Arguments for a signature (sometimes an overload's, sometimes a few more or fewer).
local function argsFor(ctx, sig)
  local r = ctx.rng
  local params = sig and sig.params or {}
  if sig and #sig.overloads > 0 and r.chance(0.4) then params = r.pick(sig.overloads) end
  local args, n = {}, #params
  for i, p in ipairs(params) do
    if r.chance(0.06) then
      args[i] = G.junk(ctx)
    elseif p.optional and r.chance(0.3) then
      args[i] = nil
    else
      args[i] = G.value(ctx, p.type, p.name)
      if type(args[i]) == 'table' and not getmetatable(args[i]) and r.chance(0.03) then
        args[i] = hostile(ctx, args[i])
      end
    end
  end
  if not sig then n = r.int(0, 3) for i = 1, n do args[i] = G.junk(ctx) end end
  if r.chance(0.05) then n = n + 1 args[n] = G.junk(ctx) end -- one too many
  if n > 0 and r.chance(0.05) then n = n - 1 end -- one too few
  return args, n
end

-- Method-call syntax (`o:name(...)`), so that errors count arguments as Lua does for methods.
local methodCallers = {}
local function methodCaller(name)
  local f = methodCallers[name]
  if not f then
    f = assert((loadstring or load)('local o = ...; return function(...) return o:' .. name .. '(...) end', '=fuzz'))
    methodCallers[name] = f
  end
  return f
end

local function methodsOf(v)
  local name = classOf(v)
  if name == 'b2c.joint' then
    local _, kind = typesClassOf(name, v)
    return jointMethods[kind] or classes[name].methods
  end
  return classes[name].methods
end

-- A method of `object` (or of a random pooled object), with generated arguments.
-- A pooled object: first a class (those with the most to call count more), then one of it.
local classWeights = {
  ['b2c.world'] = 6, ['b2c.body'] = 5, ['b2c.fixture'] = 5, ['b2c.joint'] = 17, ['b2c.tree'] = 3, ['b2c.broadphase'] = 3,
  ['b2c.proxy'] = 1, ['b2c.contact'] = 1, ['b2c.shape'] = 2,
}
local function pickObject(ctx)
  local r = ctx.rng
  local names, weights = {}, {}
  for _, name in ipairs(classNames) do
    if ctx.pool[name] and #ctx.pool[name] > 0 then
      names[#names + 1] = name
      weights[#weights + 1] = classWeights[name] or 1
    end
  end
  if #names == 0 then return nil end
  local list = ctx.pool[names[r.weighted(weights)]]
  return list[r.int(#list)]
end

local function callMethod(ctx, object)
  local r = ctx.rng
  object = object or pickObject(ctx)
  if not object then return end
  local name = classOf(object)
  local methods = methodsOf(object)
  local method = r.pick(methods)
  local typesClass = typesClassOf(name, object)
  local sig = signature(typesClass, method)
  local savedWorld = ctx.world
  local world = ctx.worldOf[object] or (name == 'b2c.world' and object or nil)
  ctx.world = world or ctx.world
  local args, n = argsFor(ctx, sig)
  local label = name .. ':' .. method
  if r.chance(0.05) then
    -- another self: junk, another object, a destroyed or closed one
    local self = G.junk(ctx)
    local selfWorld = ctx.worldOf[self] or (classOf(self) == 'b2c.world' and self or nil)
    call(ctx, label .. ' [self]', selfWorld, object[method], self, unpack(args, 1, n))
  elseif r.chance(0.5) then
    call(ctx, label, world, methodCaller(method)(object), unpack(args, 1, n))
  else
    call(ctx, label, world, object[method], object, unpack(args, 1, n))
  end
  ctx.world = savedWorld
end

local moduleSigs = types.classes.b2c.functions

local function callFunction(ctx)
  local r = ctx.rng
  local name = r.pick(moduleFunctions)
  if moduleSkip[name] ~= nil then return end
  local args, n = argsFor(ctx, moduleSigs[name])
  call(ctx, 'b2c.' .. name, nil, b2c[name], unpack(args, 1, n))
end

-- Operators and indexing on a pooled object, with any other operand.
local function operate(ctx)
  local r = ctx.rng
  local a = ctx.objects[r.int(#ctx.objects)]
  if not a then return end
  local b = r.chance(0.5) and ctx.objects[r.int(#ctx.objects)] or G.junk(ctx)
  if r.chance(0.5) then a, b = b, a end
  local ops = {
    function() return a + b end, function() return a - b end, function() return a * b end,
    function() return a / b end, function() return -a end, function() return a == b end,
    function() return #a end, function() return tostring(a) end, function() return a[b] end,
    function() a[b] = a end, function() a.x = 1 end, function() return a.value end,
  }
  local k = r.int(#ops)
  call(ctx, 'b2c.isvec2', nil, b2c.isvec2, a)
  call(ctx, 'b2c.isvec2', nil, b2c.isvec2, b)
  call(ctx, 'operator ' .. k, nil, ops[k])
end

-- A metamethod of a pooled object's class called directly, with any arguments (__gc, __close
-- and __index included).
local function rawMetamethod(ctx)
  local r = ctx.rng
  local object = ctx.objects[r.int(#ctx.objects)]
  if not object then return end
  local mt = getmetatable(object)
  local keys = {}
  for k, v in pairs(mt) do
    if type(v) == 'function' then keys[#keys + 1] = k end
  end
  table.sort(keys)
  local key = r.pick(keys)
  local first = r.chance(0.7) and object or G.junk(ctx)
  local second = r.chance(0.5) and r.pick({ 'x', 'value', 'type', 'getPosition', 1, 'p' }) or G.junk(ctx)
  call(ctx, classOf(object) .. ' ' .. key, nil, mt[key], first, second, G.junk(ctx))
end

-- A step of a world (with new callbacks now and then): where callbacks run.
local function stepWorld(ctx)
  local r = ctx.rng
  local world = pickLive(ctx, 'b2c.world') or poolOf(ctx, 'b2c.world')[1]
  if not world then return end
  local saved = ctx.world
  ctx.world = world
  if r.chance(0.25) then
    call(ctx, 'world:setCallbacks', world, world.setCallbacks, world, G.definition(ctx, 'b2c.Callbacks'))
  end
  for _ = 1, r.int(1, 3) do
    call(ctx, 'world:step', world, world.step, world, r.pick({ 1 / 60, 1 / 30, 1 / 120 }), r.int(1, 4))
  end
  ctx.world = saved
end

-- Finalizers that mutate: objects that become garbage now, collected at some allocation later
-- (inside a call of the binding, with luck).
function finalizerBombs(ctx)
  -- Not under LuaJIT: finalizers that call into the binding (and raise there), run while JIT
  -- traces and metamethods called from C are on the stack, now and then left LuaJIT 2.1.0-beta3
  -- spinning inside its own frame walking (with -joff never). The binding's side of finalizers is
  -- the same C under both Luas; Lua 5.4 covers it.
  if isJit then return end
  local r = ctx.rng
  for _ = 1, r.int(1, ctx.stress and 12 or 4) do
    local fn = function()
      if ctx.done or ctx.inFinalizer then return end
      -- Callbacks quiet, nothing pooled: the finalizer may run in the middle of the fuzzer's own
      -- bookkeeping.
      ctx.finalizers = ctx.finalizers + 1
      if ctx.trace then io.stderr:write('  (finalizer)\n') end
      ctx.inFinalizer = true
      local depth = ctx.depth
      ctx.depth = 99
      local ok, err = finalizerActions[r.int(#finalizerActions)](ctx)
      ctx.depth = depth
      ctx.inFinalizer = false
      local why = ok == false and judge(ctx, err)
      if why then ctx.fail('in a finalizer: ' .. why) end
    end
    if newproxy then
      local p = newproxy(true)
      getmetatable(p).__gc = fn
    else
      setmetatable({}, { __gc = fn })
    end
  end
end

local function inCoroutine(ctx)
  local co = coroutine.create(function() randomAction(ctx) end)
  local ok, err = coroutine.resume(co)
  if not ok then ctx.fail('an action raised inside a coroutine: ' .. tostring(err)) end
  -- a suspended coroutine (a yield at Lua level) is left to the collector
end

local actions = {
  { 40, callMethod }, { 12, callFunction }, { 10, stepWorld }, { 5, operate }, { 3, rawMetamethod },
  { 2, function(ctx) mutate(ctx) end }, { 3, inCoroutine }, { 1, function(ctx) finalizerBombs(ctx) end },
  { 1, function() collectgarbage() end },
}
local actionWeights = {}
for i, a in ipairs(actions) do actionWeights[i] = a[1] end

function randomAction(ctx, object)
  if ctx.depth > 3 then return end
  if object then return callMethod(ctx, object) end
  actions[ctx.rng.weighted(actionWeights)][2](ctx)
end

---------------------------------------------------------------------------------------------------
-- Checks after a sequence.

local function checkAfter(ctx)
  for _, name in ipairs({ 'b2c.tree', 'b2c.broadphase' }) do
    for _, tree in ipairs(poolOf(ctx, name)) do
      if alive(tree) then
        local ok, err = pcall(tree.validate, tree)
        if not ok then ctx.fail(name .. ':validate() after the sequence: ' .. tostring(err)) end
        -- unlocked: a proxy can be made and destroyed
        ok, err = pcall(function()
          local p = tree:createProxy(b2c.aabb(0, 0, 1, 1))
          tree:destroyProxy(p)
          return tree:validate()
        end)
        if not ok then ctx.fail(name .. ' unusable after the sequence: ' .. tostring(err)) end
      end
    end
  end
  for _, world in ipairs(poolOf(ctx, 'b2c.world')) do
    if alive(world) then
      local ok, err = pcall(function()
        world:setCallbacks {}
        local body = world:createBody { type = 'dynamic' }
        body:destroy()
        local function dump(tag)
          for _, b in ipairs(poolOf(ctx, 'b2c.body')) do
            if ctx.worldOf[b] == world and alive(b) then
              local ok, p = pcall(b.getPosition, b)
              io.stderr:write(tag, ' ', tostring(b), ' ', tostring(p), ' v=', tostring(select(2, pcall(b.getLinearVelocity, b))), ' w=', tostring(b:getAngularVelocity()), ' m=', b:getMass(), ' I=', b:getInertia(), ' aw=', tostring(b:isAwake()), '\n')
              for _, f in ipairs(b:getFixtures()) do io.stderr:write('    ', tostring(f), ' ', tostring(f:getShape()), ' sensor=', tostring(f:isSensor()), '\n') end
            end
          end
        end
        if os.getenv('DUMP') then dump('before') end
        world:step(1 / 60, 4)
        if os.getenv('DUMP') then dump('after1') end
        world:step(1 / 60, 4)
        if os.getenv('DUMP') then dump('after2') end
      end)
      if not ok then ctx.fail('world unusable after the sequence: ' .. tostring(err)) end
      -- the bodies the sequence knows of are all the world has
      local live = 0
      for _, body in ipairs(poolOf(ctx, 'b2c.body')) do
        if ctx.worldOf[body] == world and alive(body) then
          live = live + 1
          if ctx.sane then
            local okp, perr = pcall(function()
              local p, v = body:getPosition(), body:getLinearVelocity()
              local a, w = body:getAngle(), body:getAngularVelocity()
              assert(p.x == p.x and v.x == v.x and a == a and w == w, 'NaN')
              assert(math.abs(a) < math.huge and math.abs(w) < math.huge, 'infinite')
            end)
            if not okp then ctx.fail(('%s: NaN or infinite after a sequence of moderate numbers: %s'):format(describe(body), tostring(perr))) end
          end
        end
      end
      local okc, counters = pcall(world.getCounters, world)
      if okc and counters.bodyCount ~= live then
        ctx.fail(('world has %d bodies, the sequence knows %d'):format(counters.bodyCount, live))
      end
    end
  end
  for _, contact in ipairs(poolOf(ctx, 'b2c.contact')) do
    if tostring(contact) ~= 'b2c.contact(outside a callback)' then ctx.fail('a contact valid outside callbacks') end
    local ok, err = pcall(contact.getNormal, contact)
    if ok or not tostring(err):find('valid only during a callback', 1, true) then
      ctx.fail('a kept contact answered: ' .. tostring(err))
    end
  end
end

---------------------------------------------------------------------------------------------------
-- Sequences.

local function newContext(seed, index, options)
  local ctx = {
    rng = newRng(seed * 7919 + index * 104729 + 17), seed = seed, index = index, pool = {}, objects = {}, seen = {},
    worldOf = setmetatable({}, { __mode = 'k' }), sentinels = {}, depth = 0, calls = 0, errors = 0, callbacks = 0,
    finalizers = 0, log = {}, failures = {}, trace = options.trace, stats = options.stats,
  }
  ctx.sane = ctx.rng.chance(0.6)
  function ctx.fail(message)
    ctx.failures[#ctx.failures + 1] = { seed = seed, index = index, message = message, log = { unpack(ctx.log) } }
  end
  return ctx
end

-- Run sequence `index` of `seed`: set-up, `length` actions, checks.
function F.sequence(seed, index, options)
  options = options or {}
  collectgarbage()
  local ctx = newContext(seed, index, options)
  local r = ctx.rng
  if ctx.trace then io.stderr:write(('sequence %d of seed %d (%s)\n'):format(index, seed, ctx.sane and 'sane' or 'wild')) end
  for _ = 1, r.weighted({ 1, 6, 2 }) - 1 do G.make(ctx, 'b2c.world') end
  for _ = 1, r.int(0, 2) do G.make(ctx, r.chance(0.5) and 'b2c.tree' or 'b2c.broadphase') end
  for _, name in ipairs({ 'b2c.vec2', 'b2c.rot', 'b2c.transform', 'b2c.aabb', 'b2c.sweep', 'b2c.shape', 'b2c.simplexCache' }) do
    if r.chance(0.5) then G.make(ctx, name) end
  end
  if #ctx.objects == 0 then G.make(ctx, 'b2c.vec2') end
  if r.chance(0.3) then
    local world = pickLive(ctx, 'b2c.world')
    if world then call(ctx, 'world:setCallbacks', world, world.setCallbacks, world, G.definition(ctx, 'b2c.Callbacks')) end
  end
  -- Now and then the collector runs all the time, so that finalizers (some of them mutating, see
  -- finalizerBombs) run at the allocations inside the binding's functions.
  local pause, stepmul
  if r.chance(0.1) then
    ctx.stress = true
    if ctx.trace then io.stderr:write('  (the collector runs all the time)\n') end
    pause, stepmul = collectgarbage('setpause', 10), collectgarbage('setstepmul', 1000)
    finalizerBombs(ctx)
  end
  local length = options.length or r.int(10, 60)
  for step = 1, length do
    if options.beforeAction then options.beforeAction(ctx, step) end
    randomAction(ctx)
    if options.checkEach then
      -- (debugging) the first action after which a body reads NaN or infinite
      for _, body in ipairs(poolOf(ctx, 'b2c.body')) do
        if alive(body) and not pcall(function()
              local p, v = body:getPosition(), body:getLinearVelocity()
              assert(body:getAngle() == body:getAngle() and body:getAngularVelocity() == body:getAngularVelocity())
              assert(p:length() < 1e4 and v:length() < 1e4 and math.abs(body:getAngularVelocity()) < 1e4)
            end) then
          io.stderr:write(('!! %s not finite after action %d\n'):format(describe(body), step))
          options.checkEach = false
        end
      end
    end
  end
  if pause then
    collectgarbage('setpause', pause)
    collectgarbage('setstepmul', stepmul)
  end
  -- callbacks and finalizers go quiet for the checks (a finalizer destroying a body while they
  -- count would be a false alarm)
  ctx.depth = 99
  ctx.done = true
  checkAfter(ctx)
  return ctx
end

-- Run `sequences` sequences of `seed` (or sequence `only`), or more for `seconds` when given.
-- Returns {failures, summary, ...}.
function F.run(options)
  local seed = options.seed or 1
  local started = os.clock()
  local report = { failures = {}, sequences = 0, calls = 0, errors = 0, callbacks = 0, finalizers = 0, sane = 0 }
  local first, last = 1, options.sequences or 100
  if options.only then first, last = options.only, options.only end
  local index = first
  while index <= last or (options.seconds and os.clock() - started < options.seconds) do
    local ctx = F.sequence(seed, index, options)
    report.sequences = report.sequences + 1
    report.calls = report.calls + ctx.calls
    report.errors = report.errors + ctx.errors
    report.callbacks = report.callbacks + ctx.callbacks
    report.finalizers = report.finalizers + ctx.finalizers
    if ctx.sane then report.sane = report.sane + 1 end
    for _, f in ipairs(ctx.failures) do
      report.failures[#report.failures + 1] = f
    end
    if #report.failures >= (options.maxFailures or 10) then break end
    index = index + 1
  end
  collectgarbage()
  report.seconds = os.clock() - started
  report.summary = ('%d sequences (%d with moderate numbers) of seed %d: %d calls, %d errors (all standard), %d callbacks run, %d finalizers, %.1f s')
    :format(report.sequences, report.sane, seed, report.calls, report.errors, report.callbacks, report.finalizers, report.seconds)
  local lines = {}
  for i, f in ipairs(report.failures) do
    if i > 5 then break end
    lines[#lines + 1] = ('sequence %d of seed %d: %s\n  after: %s'):format(f.index, f.seed, f.message,
      table.concat(f.log, ' > ', math.max(1, #f.log - 12)))
  end
  report.text = table.concat(lines, '\n')
  return report
end

F.classes = classes
F.jointTypes = jointTypes
F.jointMethods = jointMethods
F.moduleFunctions = moduleFunctions
F.poolOf = poolOf
F.alive = alive
F.classNames = classNames
F.types = types
return F
