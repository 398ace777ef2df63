-- The Lua API as a user can reach it, found by walking the live module rather than by reading a
-- list: spec/api_docs_spec.lua checks every name against docs/api.md, spec/types_spec.lua against
-- the lua-language-server definitions in types/. Nothing here is a list of the API's names: the
-- names come from the module table, the sub-modules, the metatables of one instance of every
-- class (and of every kind of shape and joint), the methods tables behind C `__index` closures
-- (their upvalues), probing, and recording which fields the functions read from the tables they
-- are given.
--
--   local walk = require 'spec.helpers.api_walk'
--   local api = walk.collect()   -- api.classes, api.modules, api.results, api.definitions
--
-- What it cannot see: a name an `__index` function serves without it being a key of a methods
-- table and without it being among the probed candidates (every identifier of docs/api.md, of the
-- C binding's string literals, of lua/b2c/*.lua and every name of one or two characters), fields
-- a function reads with rawget, and the fields of plain tables the API returns other than those
-- listed in `results` below. Keys of a methods table that are not strings are not names: they are
-- noted apart (`hidden`: a joint answers joint[1] to joint[7] with the per-type methods tables its
-- `__index` keeps there) and checked by nothing.
local b2c = require 'b2c'
local files = require 'spec.helpers.files'

local walk = {}

walk.docPath = 'docs/api.md'
walk.typesPath = 'types/b2c.lua'

walk.read = files.read
local listing = files.list

local function isName(s) return type(s) == 'string' and s:match('^[%a_][%w_]*$') ~= nil end

---------------------------------------------------------------------------------------------------
-- Candidate names to probe an `__index` function with.

local candidateList
function walk.candidates()
  if candidateList then return candidateList end
  local set = {}
  local function add(name) if isName(name) then set[name] = true end end
  local first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_'
  local rest = first .. '0123456789'
  for i = 1, #first do
    local a = first:sub(i, i)
    add(a)
    for j = 1, #rest do add(a .. rest:sub(j, j)) end
  end
  for word in walk.read(walk.docPath):gmatch('[%a_][%w_]*') do add(word) end
  for _, file in ipairs(listing('src/lua/*.c')) do
    for literal in walk.read(file):gmatch('"([%a_][%w_]*)"') do add(literal) end
  end
  for _, file in ipairs(listing('lua/b2c/*.lua')) do
    for word in walk.read(file):gmatch('[%a_][%w_]*') do add(word) end
  end
  candidateList = {}
  for name in pairs(set) do candidateList[#candidateList + 1] = name end
  table.sort(candidateList)
  return candidateList
end

---------------------------------------------------------------------------------------------------
-- What one object offers.

local function index(object, key) return object[key] end

-- The methods tables behind an `__index`: itself when it is a table, else the tables among the
-- upvalues of the closure (and the tables inside those: a joint's per-type methods).
local function methodTables(idx)
  local tables = {}
  if type(idx) == 'table' then
    tables[1] = idx
  elseif type(idx) == 'function' then
    for i = 1, 255 do
      local name, value = debug.getupvalue(idx, i)
      if name == nil then break end
      if type(value) == 'table' then
        tables[#tables + 1] = value
        for _, inner in pairs(value) do
          if type(inner) == 'table' then tables[#tables + 1] = inner end
        end
      end
    end
  end
  return tables
end

-- {methods = {name = true}, fields = {...}, metamethods = {...}} of an object (a userdata or a
-- table with a metatable): metatable keys, methods-table keys the object answers, and any other
-- candidate name it answers (or raises on: `proxy.value` of a destroyed proxy).
function walk.reach(object)
  local found = { methods = {}, fields = {}, metamethods = {}, hidden = {} }
  local mt = getmetatable(object)
  if type(mt) == 'table' then
    for key in pairs(mt) do
      if type(key) == 'string' and key:sub(1, 2) == '__' then found.metamethods[key] = true end
    end
    for _, t in ipairs(methodTables(rawget(mt, '__index'))) do
      for key in pairs(t) do
        if type(key) == 'string' and key:sub(1, 2) ~= '__' then
          local ok, value = pcall(index, object, key)
          if ok and type(value) == 'function' then
            found.methods[key] = true
          elseif ok and value ~= nil and key:sub(1, 2) ~= '__' then
            found.fields[key] = true
          end
        elseif key ~= nil then
          -- a non-string key of a methods table that indexing the object returns: noted apart
          local ok, value = pcall(index, object, key)
          if ok and value ~= nil then found.hidden[#found.hidden + 1] = key end
        end
      end
    end
  end
  if type(object) == 'table' then
    for key in pairs(object) do
      if type(key) == 'string' then found.fields[key] = true end
    end
  end
  for _, key in ipairs(walk.candidates()) do
    if not found.methods[key] and not found.fields[key] and key:sub(1, 2) ~= '__' then
      local ok, value = pcall(index, object, key)
      if not ok or value ~= nil then
        if ok and type(value) == 'function' then found.methods[key] = true else found.fields[key] = true end
      end
    end
  end
  return found
end

---------------------------------------------------------------------------------------------------
-- The classes: one entry per kind of object, with where docs/api.md describes it (`regions`: a
-- heading, whose section runs to the next heading of its level or above, or `from`/`to` markers),
-- the names its examples give instances in the doc (`vars`, for the reverse check) and its
-- classes in types/b2c.lua.

walk.classes = {
  { id = 'b2c.vec2', regions = { { heading = '## b2c.vec2' } }, vars = { 'v', 'a' }, types = 'b2c.vec2' },
  { id = 'b2c.rot', regions = { { heading = '## b2c.rot' } }, vars = { 'q' }, types = 'b2c.rot' },
  { id = 'b2c.transform', regions = { { heading = '## b2c.transform' } }, vars = { 't' }, types = 'b2c.transform' },
  { id = 'b2c.aabb', regions = { { heading = '## b2c.aabb' } }, vars = { 'a' }, types = 'b2c.aabb' },
  { id = 'b2c.sweep', regions = { { heading = '## b2c.sweep' } }, vars = { 's' }, types = 'b2c.sweep' },
  { id = 'b2c.shape', regions = { { heading = '## Shapes' } }, vars = { 'shape', 'chain', 'segment' }, types = 'b2c.shape' },
  { id = 'b2c.simplexCache', regions = { { heading = '## Narrow phase' } }, vars = { 'cache' }, types = 'b2c.simplexCache' },
  { id = 'b2c.tree', regions = { { heading = '## Dynamic tree' } }, vars = { 'tree' }, types = 'b2c.tree' },
  { id = 'b2c.broadphase', regions = { { heading = '## Broad-phase' } }, vars = { 'bp' }, types = 'b2c.broadphase' },
  { id = 'b2c.proxy', regions = { { from = 'A proxy: ', to = '**Callbacks.**' } }, vars = { 'proxy' }, types = 'b2c.proxy' },
  { id = 'b2c.world', regions = { { heading = '## World', to = '**Body**' }, { heading = '### world:draw' }, { heading = '## Joints', to = '| type |' } },
    vars = { 'world' }, types = 'b2c.world' },
  { id = 'b2c.body', regions = { { from = '**Body**', to = '**Fixture**' } }, vars = { 'body' }, types = 'b2c.body' },
  { id = 'b2c.fixture', regions = { { from = '**Fixture**', to = '**Contact**' } }, vars = { 'fixture' }, types = 'b2c.fixture' },
  { id = 'b2c.fixture (chain)', regions = { { from = '**Fixture**', to = '**Contact**' }, { from = '**Chain fixtures**', to = '**Sleeping**' } },
    vars = {}, types = 'b2c.fixture' },
  { id = 'b2c.contact', regions = { { from = '**Contact**', to = '**Chain fixtures**' } }, vars = { 'contact' }, types = 'b2c.contact' },
  { id = 'b2c.joint', regions = { { heading = '## Joints' } }, vars = { 'joint' }, types = 'b2c.joint', perType = true },
  { id = 'b2c.snapshot', regions = { { heading = '### Snapshots' } }, vars = { 'snapshot' }, types = 'b2c.snapshot' },
  { id = 'b2c.svg picture', regions = { { heading = '## b2c.svg' } }, vars = { 'pic' }, types = 'b2c.svg.picture' },
  { id = 'b2c.love drawer', regions = { { heading = '## Drawing with LÖVE' } }, vars = { 'drawer' }, types = 'b2c.love.drawer' },
}

walk.classById = {}
for _, class in ipairs(walk.classes) do walk.classById[class.id] = class end

-- The modules: their functions and fields must be named qualified (`b2c.vec2`, `svg.new`);
-- `nested` names the classes in types/b2c.lua of the tables inside them.
walk.modules = {
  { name = 'b2c', qualifier = 'b2c', regions = { { all = true } }, types = 'b2c', nested = {} },
  { name = 'b2c.svg', qualifier = 'svg', regions = { { heading = '## b2c.svg' } }, types = 'b2c.svg',
    nested = { colors = 'b2c.svg.colors' } },
  { name = 'b2c.spec', qualifier = 'spec', regions = { { heading = '## b2c.spec' } }, types = 'b2c.spec', nested = {} },
  { name = 'b2c.love', qualifier = 'draw', regions = { { heading = '## Drawing with LÖVE' } }, types = 'b2c.love',
    nested = { Drawer = 'b2c.love.drawer' } },
}

---------------------------------------------------------------------------------------------------
-- One instance of everything.

local function fakeGraphics()
  local g = {}
  for _, name in ipairs({ 'polygon', 'circle', 'line', 'setColor', 'setLineWidth' }) do g[name] = function() end end
  function g.getColor() return 1, 1, 1, 1 end
  function g.getLineWidth() return 1 end
  return g
end

-- A world with one of everything in it; `contacts` receives the contact handed to preSolve.
local function scene()
  local world = b2c.world { gravity = { 0, -10 } }
  local ground = world:createBody {}
  local groundFixture = ground:createFixture(b2c.box(20, 0.5), { userData = 'ground' })
  local chainFixture = ground:createFixture(b2c.chain({ { 10, 3 }, { 5, 2 }, { 0, 2.5 } }))
  local ball = world:createBody { type = 'dynamic', position = { 0, 1 } }
  local ballFixture = ball:createFixture(b2c.circle(0.5))
  local box = world:createBody { type = 'dynamic', position = { 3, 1 } }
  box:createFixture(b2c.box(0.5, 0.5))
  local sensor = world:createBody { type = 'kinematic', position = { -3, 1 } }
  sensor:createFixture(b2c.circle(1), { isSensor = true })
  local joints = {}
  local specs = {
    distance = { anchorA = { 0, 1 }, anchorB = { 3, 1 } },
    revolute = { anchor = { 1.5, 1 } },
    prismatic = { anchor = { 1.5, 1 }, axis = { 1, 0 } },
    weld = { anchor = { 1.5, 1 } },
    mouse = { target = { 0, 1 } },
    wheel = { anchor = { 1.5, 1 }, axis = { 0, 1 } },
    motor = {},
    pulley = { groundAnchorA = { 0, 5 }, groundAnchorB = { 3, 5 } },
    friction = {},
    filter = {},
  }
  for type, def in pairs(specs) do
    def.type, def.bodyA, def.bodyB = type, type ~= 'mouse' and ball or nil, box
    if type == 'mouse' then def.bodyB = ball end
    joints[type] = world:createJoint(def)
  end
  -- a gear of the revolute joint and one more, on another body
  local wheel = world:createBody { type = 'dynamic', position = { 6, 1 } }
  wheel:createFixture(b2c.circle(0.5))
  local axle = world:createJoint { type = 'revolute', bodyA = ball, bodyB = wheel }
  joints.gear = world:createJoint { type = 'gear', joint1 = joints.revolute, joint2 = axle, ratio = 2 }
  local contacts = {}
  world:setCallbacks { preSolve = function(_, _, contact) contacts[#contacts + 1] = contact end }
  return world, {
    world = world, ground = ground, ball = ball, groundFixture = groundFixture, chainFixture = chainFixture,
    ballFixture = ballFixture, joints = joints, contacts = contacts,
  }
end

-- {label, class id, object} for one instance of every class, and every kind of shape and joint.
-- `visit(label, classId, object)` is called for each; the contact is visited inside the callback.
function walk.instances(visit)
  -- the userdata vec2 (what C methods return): under LuaJIT b2c.vec2 makes the FFI vec2, which has
  -- no metatable to walk (spec/vec2_ffi_spec.lua checks that it answers the same names)
  visit('vec2', 'b2c.vec2', b2c.rot(0):rotate({ 1, 2 }))
  visit('rot', 'b2c.rot', b2c.rot(0.5))
  visit('transform', 'b2c.transform', b2c.transform({ 1, 2 }, 0.5))
  visit('aabb', 'b2c.aabb', b2c.aabb(0, 0, 1, 1))
  visit('sweep', 'b2c.sweep', b2c.sweep { c0 = { 0, 0 }, c = { 1, 0 }, a = 1 })
  local chain = b2c.chain({ { 0, 0 }, { 1, 0 }, { 2, 1 } })
  local shapes = {
    circle = b2c.circle(0.5),
    polygon = b2c.polygon({ { 0, 0 }, { 1, 0 }, { 0, 1 } }),
    ['rounded polygon'] = b2c.polygon({ { 0, 0 }, { 1, 0 }, { 0, 1 } }, 0.1),
    box = b2c.box(1, 0.5),
    capsule = b2c.capsule({ 0, 0 }, { 1, 0 }, 0.25),
    segment = b2c.segment({ 0, 0 }, { 1, 0 }),
    ['segment with ghosts'] = b2c.segment({ 0, 0 }, { 1, 0 }, { -1, 0 }, { 2, 0 }),
    chain = chain,
    ['loop chain'] = b2c.chain({ { 0, 0 }, { 1, 0 }, { 1, 1 } }, true),
    ['chain child'] = chain:child(1),
  }
  for kind, shape in pairs(shapes) do visit('shape: ' .. kind, 'b2c.shape', shape) end
  visit('simplexCache', 'b2c.simplexCache', b2c.simplexCache())
  local tree = b2c.tree()
  visit('tree', 'b2c.tree', tree)
  visit('tree proxy', 'b2c.proxy', tree:createProxy(b2c.aabb(0, 0, 1, 1), 'value'))
  local bp = b2c.broadphase()
  visit('broadphase', 'b2c.broadphase', bp)
  visit('broadphase proxy', 'b2c.proxy', bp:createProxy(b2c.aabb(0, 0, 1, 1), 'value'))

  local world, s = scene()
  visit('world', 'b2c.world', world)
  visit('body', 'b2c.body', s.ball)
  visit('fixture', 'b2c.fixture', s.ballFixture)
  visit('chain fixture', 'b2c.fixture (chain)', s.chainFixture)
  for type, joint in pairs(s.joints) do visit('joint: ' .. type, 'b2c.joint', joint) end
  visit('snapshot', 'b2c.snapshot', world:snapshot())
  world:setCallbacks {
    preSolve = function(_, _, contact)
      if not s.visited then
        s.visited = true
        visit('contact', 'b2c.contact', contact)
      end
    end,
  }
  world:step(1 / 60)
  assert(s.visited, 'no contact was handed to preSolve')

  local svg = require 'b2c.svg'
  visit('svg picture', 'b2c.svg picture', svg.new { width = 400, height = 300, scale = 20, view = b2c.aabb(-1, -1, 1, 1) })
  local love = require 'b2c.love'
  visit('love drawer', 'b2c.love drawer', love.new { scale = 20, offset = { 1, 2 }, graphics = fakeGraphics() })
end

---------------------------------------------------------------------------------------------------
-- Plain tables the API returns: their keys are names a user reaches too.

function walk.results()
  local out = {}
  local function add(id, region, t, class)
    out[#out + 1] = { id = id, regions = region, table = t, types = class }
  end
  local world, s = scene()
  local worldRegion = walk.classById['b2c.world'].regions
  for _ = 1, 30 do world:step(1 / 60) end
  add('world:getCounters()', worldRegion, world:getCounters(), 'b2c.Counters')
  add('world:getProfile()', worldRegion, world:getProfile(), 'b2c.Profile')
  -- events of a step where something begins: a box dropped on the ground
  local drop = world:createBody { type = 'dynamic', position = { -8, 0.6 } }
  drop:createFixture(b2c.box(0.1, 0.1))
  world:step(1 / 60)
  local events = world:getContactEvents()
  add('world:getContactEvents()', worldRegion, events, 'b2c.ContactEvents')
  assert(events.begin[1], 'no contact began')
  add('world:getContactEvents() event', worldRegion, events.begin[1], 'b2c.ContactEvent')
  add('fixture:getFilter()', walk.classById['b2c.fixture'].regions, s.ballFixture:getFilter(), 'b2c.Filter')
  local manifold = assert(b2c.collide(b2c.circle(1), b2c.transform(), b2c.circle(1), b2c.transform({ 1.5, 0 })))
  local narrow = { { heading = '## Narrow phase' } }
  add('b2c.collide()', narrow, manifold, 'b2c.Manifold')
  add('b2c.collide() point', narrow, manifold.points[1], 'b2c.ManifoldPoint')
  local svg = require 'b2c.svg'
  add('pic:layout()', walk.classById['b2c.svg picture'].regions, svg.new():layout(), 'b2c.svg.layout')
  return out
end

---------------------------------------------------------------------------------------------------
-- Definition tables: the fields each function reads from a table it is given, recorded by a
-- table whose __index notes every key asked for (lua_getfield and plain Lua indexing both go
-- through it).

local function recorder(base, seen)
  return setmetatable({}, {
    __index = function(_, key)
      if type(key) == 'string' then seen[key] = true end
      return base[key]
    end,
  })
end

local drawerBase = {}
for _, name in ipairs({ 'polygon', 'circle', 'segment', 'point', 'capsule' }) do drawerBase[name] = function() end end

function walk.definitions()
  local out = {}
  local function record(id, region, class, call, base)
    local seen = {}
    call(recorder(base or {}, seen), seen)
    local names = {}
    for name in pairs(seen) do names[#names + 1] = name end
    table.sort(names)
    out[#out + 1] = { id = id, regions = region, types = class, names = names }
  end
  local worldRegion = walk.classById['b2c.world'].regions
  local svgRegion = { { heading = '## b2c.svg' } }
  local loveRegion = { { heading = '## Drawing with LÖVE' } }
  record('b2c.world{...}', worldRegion, 'b2c.WorldDef', function(def) b2c.world(def) end)
  record('b2c.sweep{...}', { { heading = '## b2c.sweep' } }, 'b2c.SweepDef', function(def) b2c.sweep(def) end, { c0 = { 0, 0 } })
  local world, s = scene()
  record('world:createBody{...}', worldRegion, 'b2c.BodyDef', function(def) world:createBody(def) end)
  local fixtureRegion = { { heading = '## World', to = '**Fixture**' } }
  record('body:createFixture(shape, {...})', fixtureRegion, 'b2c.FixtureDef', function(def)
    s.ball:createFixture(b2c.circle(0.1), def)
  end)
  record('body:createFixture(shape, {filter = {...}})', fixtureRegion, 'b2c.Filter', function(filter)
    s.ball:createFixture(b2c.circle(0.1), { filter = filter })
  end)
  record('fixture:setFilter{...}', walk.classById['b2c.fixture'].regions, 'b2c.Filter', function(filter)
    s.ballFixture:setFilter(filter)
  end)
  record('world:setCallbacks{...}', worldRegion, 'b2c.Callbacks', function(def) world:setCallbacks(def) end)
  record('world:draw(drawer)', { { heading = '### world:draw' } }, 'b2c.Drawer', function(drawer) world:draw(drawer) end, drawerBase)
  record('world:draw(drawer, options)', { { heading = '### world:draw' } }, 'b2c.DrawOptions', function(options)
    world:draw(drawerBase, options)
  end)
  local jointRegion = { { heading = '## Joints' } }
  local types = { 'distance', 'revolute', 'prismatic', 'weld', 'mouse', 'wheel', 'motor', 'gear', 'pulley', 'friction',
    'filter' }
  for _, type in ipairs(types) do
    local body = world:createBody { type = 'dynamic', position = { 5, 5 } }
    body:createFixture(b2c.circle(0.1))
    local base = { type = type, bodyA = s.ground, bodyB = body }
    if type == 'gear' then -- its bodies are its joints'
      local other = world:createBody { type = 'dynamic', position = { 7, 5 } }
      other:createFixture(b2c.circle(0.1))
      base = { type = type, joint1 = world:createJoint { type = 'revolute', bodyA = s.ground, bodyB = body },
        joint2 = world:createJoint { type = 'revolute', bodyA = s.ground, bodyB = other } }
    elseif type == 'pulley' then
      base.groundAnchorA, base.groundAnchorB = { 5, 10 }, { 7, 10 }
    end
    record(('world:createJoint{type = %q}'):format(type), jointRegion, 'b2c.' .. type .. 'JointDef', function(def)
      world:createJoint(def)
    end, base)
  end
  local svg = require 'b2c.svg'
  record('svg.new{...}', svgRegion, 'b2c.svg.options', function(options) svg.new(options) end)
  record('pic:world(world, {...})', svgRegion, 'b2c.DrawOptions', function(options) svg.new():world(world, options) end)
  local love = require 'b2c.love'
  record('draw.new{...}', loveRegion, 'b2c.love.drawerOptions', function(options) love.new(options) end)
  record('draw.world(world, {...})', loveRegion, 'b2c.love.options', function(options) love.world(world, options) end,
    { graphics = fakeGraphics() })
  record('drawer:setCamera{...}', loveRegion, 'b2c.love.camera', function(camera) love.new():setCamera(camera) end)
  record('drawer:draw(world, {...})', loveRegion, 'b2c.DrawOptions', function(options)
    love.new { graphics = fakeGraphics() }:draw(world, options)
  end)
  return out
end

---------------------------------------------------------------------------------------------------
-- Everything, gathered.

-- api.classes[id] = {methods, fields, metamethods, instances = {label = reach}, hidden = {label = keys}};
-- api.joints[type] = reach of that type's joint; api.modules = {{module, functions, fields, tables}}.
function walk.collect()
  local api = { classes = {}, joints = {}, modules = {} }
  walk.instances(function(label, id, object)
    local r = walk.reach(object)
    local c = api.classes[id]
    if not c then
      c = { methods = {}, fields = {}, metamethods = {}, instances = {}, hidden = {} }
      api.classes[id] = c
    end
    c.instances[label] = r
    for _, kind in ipairs({ 'methods', 'fields', 'metamethods' }) do
      for name in pairs(r[kind]) do c[kind][name] = true end
    end
    if #r.hidden > 0 then c.hidden[label] = r.hidden end
    if id == 'b2c.joint' then api.joints[object:getType()] = r end
  end)
  for _, m in ipairs(walk.modules) do
    local t = require(m.name)
    local entry = { module = m, functions = {}, fields = {}, tables = {} }
    for key, value in pairs(t) do
      if type(key) == 'string' then
        if type(value) == 'function' then
          entry.functions[key] = true
        elseif type(value) == 'table' then
          -- a nested table: a class (its own __index) or a table of values
          local nested = { name = key, functions = {}, fields = {}, metamethods = {}, class = rawget(value, '__index') == value }
          for k, v in pairs(value) do
            if type(k) == 'string' then
              if k:sub(1, 2) == '__' then
                nested.metamethods[k] = true
              elseif type(v) == 'function' then
                nested.functions[k] = true
              else
                nested.fields[k] = true
              end
            end
          end
          entry.tables[key] = nested
          entry.fields[key] = true
        else
          entry.fields[key] = true
        end
      end
    end
    api.modules[#api.modules + 1] = entry
  end
  api.results = walk.results()
  api.definitions = walk.definitions()
  return api
end

function walk.sorted(set)
  local list = {}
  for name in pairs(set) do list[#list + 1] = name end
  table.sort(list)
  return list
end

return walk
