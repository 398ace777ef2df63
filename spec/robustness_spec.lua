-- What the Lua API fuzzer (spec/api_fuzz_spec.lua) found, each now a clear error or a finite
-- result instead of a crash, an assertion that stopped the program, or NaN.
local b2c = require 'b2c'

-- A vec2-like table (also a definition or options table) whose fields are read through __index,
-- which first runs `action` (once): Lua code in the middle of the binding's argument reading.
local function reading(action, fields)
  fields = fields or { x = 1, y = 2 }
  local done = false
  return setmetatable({}, {
    __index = function(_, key)
      if not done then
        done = true
        action()
      end
      return fields[key]
    end,
  })
end

local function close(object) getmetatable(object).__gc(object) end

local function scene()
  local world = b2c.world { gravity = { 0, -10 } }
  local ground = world:createBody {}
  ground:createFixture(b2c.box(10, 0.5))
  local body = world:createBody { type = 'dynamic', position = { 0, 2 } }
  local fixture = body:createFixture(b2c.circle(0.5))
  local other = world:createBody { type = 'dynamic', position = { 2, 2 } }
  other:createFixture(b2c.box(0.5, 0.5))
  return world, body, fixture, other
end

-- The message without Lua's position prefix.
local function errorOf(fn)
  local ok, err = pcall(fn)
  assert.is_false(ok, 'expected an error')
  return (tostring(err):gsub('^[^:]*:%d+: ', ''))
end

local function raisesLike(fragment, fn)
  local err = errorOf(fn)
  assert.is_truthy(err:find(fragment, 1, true), ('error %q does not contain %q'):format(err, fragment))
end

describe('a table argument whose __index closes the world', function()
  local CLOSED = 'b2c.world is closed'
  local cases = {
    { 'world:setGravity', function(w) w:setGravity(reading(function() close(w) end)) end, CLOSED },
    { 'world:rayCast', function(w) w:rayCast(reading(function() close(w) end), { 5, 5 }, function() end) end, CLOSED },
    { 'world:rayCastClosest', function(w) w:rayCastClosest(reading(function() close(w) end), { 5, 5 }) end, CLOSED },
    { 'world:draw (the drawer)', function(w) w:draw(reading(function() close(w) end, {})) end, CLOSED },
    { 'world:draw (the options)', function(w) w:draw({}, reading(function() close(w) end, {})) end, CLOSED },
    { 'world:createBody', function(w) w:createBody(reading(function() close(w) end, { type = 'dynamic' })) end, CLOSED },
    { 'world:createJoint (reading bodyA)', function(w, body)
      local def = { type = 'revolute', bodyB = body }
      w:createJoint(setmetatable({}, { __index = function(_, k)
        if k == 'bodyA' then close(w) end
        return def[k]
      end }))
    end, CLOSED },
    { 'world:createJoint (reading an anchor)', function(w, body, _, other)
      local def = { type = 'distance', bodyA = body, bodyB = other }
      w:createJoint(setmetatable({}, { __index = function(_, k)
        if k == 'anchorA' then close(w) end
        return def[k]
      end }))
    end, CLOSED },
    { 'body:setTransform', function(w, body) body:setTransform(reading(function() close(w) end)) end, 'b2c.body is destroyed' },
    { 'body:createFixture', function(w, body) body:createFixture(b2c.circle(1), reading(function() close(w) end, {})) end,
      'b2c.body is destroyed' },
    { 'fixture:setFilter', function(w, _, fixture) fixture:setFilter(reading(function() close(w) end, {})) end,
      'b2c.fixture is destroyed' },
  }
  for _, case in ipairs(cases) do
    it(case[1] .. ' raises ' .. case[3], function()
      local world, body, fixture, other = scene()
      raisesLike(case[3], function() case[2](world, body, fixture, other) end)
      assert.are.equal('b2c.world(closed)', tostring(world))
      assert.is_true(body:isDestroyed())
    end)
  end
end)

describe('a table argument whose __index destroys the handle in use', function()
  local cases = {
    { 'body:setTransform', function(_, body) body:setTransform(reading(function() body:destroy() end)) end, 'b2c.body is destroyed' },
    { 'body:setLinearVelocity', function(_, body) body:setLinearVelocity(reading(function() body:destroy() end)) end,
      'b2c.body is destroyed' },
    { 'body:applyForce', function(_, body) body:applyForce({ 1, 0 }, reading(function() body:destroy() end)) end,
      'b2c.body is destroyed' },
    { 'body:applyLinearImpulse', function(_, body) body:applyLinearImpulse(reading(function() body:destroy() end)) end,
      'b2c.body is destroyed' },
    { 'body:getWorldPoint', function(_, body) body:getWorldPoint(reading(function() body:destroy() end)) end,
      'b2c.body is destroyed' },
    { 'body:getLocalPoint', function(_, body) body:getLocalPoint(reading(function() body:destroy() end)) end,
      'b2c.body is destroyed' },
    { 'body:createFixture', function(_, body)
      body:createFixture(b2c.circle(1), reading(function() body:destroy() end, { density = 2 }))
    end, 'b2c.body is destroyed' },
    { 'fixture:testPoint', function(_, _, fixture) fixture:testPoint(reading(function() fixture:destroy() end)) end,
      'b2c.fixture is destroyed' },
    { 'fixture:rayCast', function(_, _, fixture) fixture:rayCast({ -5, 2 }, reading(function() fixture:destroy() end)) end,
      'b2c.fixture is destroyed' },
    { 'fixture:setFilter', function(_, _, fixture) fixture:setFilter(reading(function() fixture:destroy() end, {})) end,
      'b2c.fixture is destroyed' },
    { 'world:createJoint (bodyB, while reading an anchor)', function(w, body, _, other)
      w:createJoint(reading(function() other:destroy() end, { type = 'revolute', bodyA = body, bodyB = other }))
    end, "field 'bodyB': b2c.body is destroyed" },
    { 'joint:setTarget', function(w, body)
      local joint = w:createJoint { type = 'mouse', bodyB = body }
      joint:setTarget(reading(function() joint:destroy() end))
    end, 'b2c.joint is destroyed' },
    { 'joint:setLinearOffset', function(w, body, _, other)
      local joint = w:createJoint { type = 'motor', bodyA = body, bodyB = other }
      joint:setLinearOffset(reading(function() other:destroy() end))
    end, 'b2c.joint is destroyed' },
  }
  for _, case in ipairs(cases) do
    it(case[1] .. ' raises ' .. case[3] .. ', and the world steps on', function()
      local world, body, fixture, other = scene()
      raisesLike(case[3], function() case[2](world, body, fixture, other) end)
      world:step(1 / 60)
      assert.is_true(world:getCounters().bodyCount >= 2)
    end)
  end
end)

describe('a table argument whose __index closes the tree or destroys the proxy', function()
  for _, kind in ipairs({ 'tree', 'broadphase' }) do
    local function filled()
      local tree = b2c[kind]()
      local proxies = {}
      for i = 1, 10 do proxies[i] = tree:createProxy(b2c.aabb(i, 0, i + 1, 1), i) end
      return tree, proxies
    end
    local closed = 'b2c.' .. kind .. ' is closed'
    local cases = {
      { 'moveProxy (closing)', function(t, ps) t:moveProxy(ps[1], b2c.aabb(5, 5, 6, 6), reading(function() close(t) end)) end, closed },
      { 'moveProxy (destroying)', function(t, ps)
        t:moveProxy(ps[1], b2c.aabb(5, 5, 6, 6), reading(function() t:destroyProxy(ps[1]) end))
      end, 'b2c.proxy is destroyed' },
      { 'shiftOrigin', function(t) t:shiftOrigin(reading(function() close(t) end)) end, closed },
      { 'rayCast', function(t) t:rayCast(reading(function() close(t) end), { 20, 0.5 }, function() end) end, closed },
      { 'rayCastAll', function(t) t:rayCastAll({ 0, 0.5 }, reading(function() close(t) end)) end, closed },
    }
    for _, case in ipairs(cases) do
      it(kind .. ':' .. case[1] .. ' raises ' .. case[3], function()
        local tree, proxies = filled()
        raisesLike(case[3], function() case[2](tree, proxies) end)
        if not tostring(tree):find('closed', 1, true) then assert.is_true(tree:validate()) end
      end)
    end
  end
end)

-- Finalizers run at the binding's own allocations (the new handle, a result table), in the
-- middle of its functions: with the collector made eager, finalizers that close the world or
-- the tree, or destroy what is used, hit those moments. Only standard errors may come out (under
-- the sanitizer build, no invalid access either). Under Lua 5.4 only: finalizers calling into the
-- binding now and then left LuaJIT 2.1.0-beta3 spinning inside its own frame walking when the JIT
-- was on (see spec/helpers/fuzz.lua); the binding's C is the same under both.
describe('finalizers that close and destroy while the binding allocates', function()
  local luajit = rawget(_G, 'jit') ~= nil
  local function bombs(count, action)
    for _ = 1, count do
      if newproxy then
        getmetatable(newproxy(true)).__gc = function() pcall(action) end
      else
        setmetatable({}, { __gc = function() pcall(action) end })
      end
    end
  end

  local function standard(ok, err)
    if ok then return end
    err = tostring(err)
    assert.is_truthy(err:find("^bad argument #%d+ to '[^']*' %(") or err:find("^calling '[^']*' on bad self")
      or err:find('^b2c%.%a+ is closed$') or err == 'world is locked during a step', err)
  end

  it('world, bodies and fixtures', function()
    if luajit then return pending('under Lua 5.4 only') end
    local pause, stepmul = collectgarbage('setpause', 10), collectgarbage('setstepmul', 1000)
    for round = 1, 60 do
      local world, body, fixture, other = scene()
      world:setCallbacks { beginContact = function() end }
      local action = ({
        function() close(world) end, function() body:destroy() end, function() fixture:destroy() end,
        function() other:destroy() end,
      })[round % 4 + 1]
      bombs(20, action)
      for _ = 1, 5 do
        standard(pcall(world.createBody, world, { type = 'dynamic' }))
        standard(pcall(body.getFixtures, body))
        standard(pcall(body.createFixture, body, b2c.box(0.2, 0.2)))
        standard(pcall(world.createJoint, world, { type = 'weld', bodyA = body, bodyB = other }))
        standard(pcall(world.getContactEvents, world))
        standard(pcall(world.step, world, 1 / 60))
        standard(pcall(world.draw, world, { polygon = function() end }))
      end
    end
    collectgarbage('setpause', pause)
    collectgarbage('setstepmul', stepmul)
  end)

  it('trees', function()
    if luajit then return pending('under Lua 5.4 only') end
    local pause, stepmul = collectgarbage('setpause', 10), collectgarbage('setstepmul', 1000)
    for round = 1, 60 do
      local tree = b2c[round % 2 == 0 and 'tree' or 'broadphase']()
      local proxies = {}
      for i = 1, 10 do proxies[i] = tree:createProxy(b2c.aabb(i, 0, i + 1, 1), i) end
      bombs(20, round % 3 == 0 and function() tree:destroyProxy(proxies[1]) end or function() close(tree) end)
      for _ = 1, 5 do
        standard(pcall(tree.createProxy, tree, b2c.aabb(0, 0, 1, 1)))
        standard(pcall(tree.queryAll, tree, b2c.aabb(0, 0, 20, 2)))
        standard(pcall(tree.rayCastAll, tree, { 0, 0.5 }, { 20, 0.5 }))
        standard(pcall(tree.rayCast, tree, { 0, 0.5 }, { 20, 0.5 }, function() end))
      end
      -- valid, or closed (a bomb may still go off between a check and the validation)
      local ok, valid = pcall(tree.validate, tree)
      assert.is_true((ok and valid) or (not ok and tostring(valid):find('closed', 1, true) ~= nil), tostring(valid))
    end
    collectgarbage('setpause', pause)
    collectgarbage('setstepmul', stepmul)
  end)
end)

describe('found by the fuzzer', function()
  it('a polygon whose finite points overflow the hull arithmetic is an argument error, not an assertion', function()
    local points = { { -3.7304056, -9.132206 }, { -1.5318820, -3.5600283 }, { 3.4028234e38, -6.2260738 },
      { -7.4486742, 0 }, { 3.5738711, -8.622905 }, { -7.0770525, 0.96189183 } }
    raisesLike('points too large or too far apart for a hull in single precision', function() b2c.polygon(points) end)
  end)

  it('__newindex called directly with another value names the class expected', function()
    raisesLike('b2c.vec2 expected, got function', function()
      getmetatable(b2c.rot(0):rotate({ 1, 2 })).__newindex(print, 'x', 1) -- the userdata vec2's
    end)
    raisesLike('b2c.body expected, got number', function()
      local world = b2c.world {}
      getmetatable(world:createBody {}).__newindex(1, 'x', 1)
    end)
    raisesLike('b2c.vec2 is immutable', function() b2c.vec2(1, 2).x = 3 end)
  end)

  it('a light body held by a prismatic joint with a large angular error stays finite', function()
    -- the joint flung the body along its axis, the lever arm grew with every step, and within
    -- a hundred steps its position was NaN; bodies now move at most 4 m a sub-step (Box2D's bound)
    for _, theta in ipairs({ 1, 2, 2.5, 3 }) do
      local world = b2c.world { gravity = { 0, -10 } }
      local anchor = world:createBody { position = { 2, 2 } }
      local body = world:createBody { type = 'dynamic' }
      body:createFixture(b2c.box(0.15, 0.15))
      world:createJoint { type = 'prismatic', bodyA = body, bodyB = anchor, localAnchorA = { -3, 0 },
        localAnchorB = { 0, 0 }, referenceAngle = theta, axis = { 0.9, 0.42 }, enableLimit = true,
        lowerTranslation = -0.28, upperTranslation = 0.25 }
      for _ = 1, 300 do world:step(1 / 60) end
      local p, v = body:getPosition(), body:getLinearVelocity() -- raise when not finite
      assert.is_true(p.x == p.x and v.x == v.x and body:getAngle() == body:getAngle())
    end
  end)

  it('fifty bodies pulled across the world by fifty revolute joints at odds stay finite', function()
    -- found by a first version of the soak: joints anchored at one body's position, between bodies
    -- up to 380 m apart, fought each other until the accumulated impulses overflowed and the
    -- positions were NaN (after about 220 steps); the bodies still thrash, but finitely
    local state = 12345
    local function random() state = (state * 16807) % 2147483647 return state / 2147483647 end
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(200, 1, { 0, -1 }))
    local bodies = {}
    for i = 1, 50 do
      bodies[i] = world:createBody { type = 'dynamic', position = { -190 + 380 * random(), 1 + 29 * random() } }
      bodies[i]:createFixture(b2c.box(0.4, 0.4))
    end
    for _ = 1, 50 do
      local a, b = bodies[1 + math.floor(random() * 50)], bodies[1 + math.floor(random() * 50)]
      if a ~= b then
        random() -- (the scene that found it drew a joint type here)
        world:createJoint { type = 'revolute', bodyA = a, bodyB = b, anchor = a:getPosition() }
      end
    end
    for _ = 1, 400 do
      world:step(1 / 60)
      for _, body in ipairs(bodies) do
        local p, v = body:getPosition(), body:getLinearVelocity() -- raise when not finite
        assert(p.x == p.x and v.x == v.x and body:getAngle() == body:getAngle())
      end
    end
  end)

  it('a body whose velocity overflowed is not swept by continuous collision (which took 200 ms a step)', function()
    local world = b2c.world { gravity = { 0, -10 } }
    local ground = world:createBody {}
    for i = 1, 200 do ground:createFixture(b2c.box(0.4, 0.4, { i - 100, 0 })) end
    local body = world:createBody { type = 'dynamic', position = { 0, 3 } }
    body:createFixture(b2c.circle(0.5))
    body:applyForce({ 3.4e38, 3.4e38 })
    body:applyForce({ 3.4e38, 3.4e38 }) -- the sum overflows
    world:step(1 / 60)
    assert.is_true(world:getProfile().continuous < 50)
    world:step(1 / 60)
  end)
end)

describe('a body whose mass or inertia is too small to invert', function()
  -- A ground, the body on it, and a box beside it; 120 steps.
  local function settle(radius, density, y)
    local world = b2c.world { gravity = { 0, -10 } }
    local ground = world:createBody {}
    ground:createFixture(b2c.box(10, 0.5))
    local body = world:createBody { type = 'dynamic', position = { 0, y } }
    body:createFixture(b2c.circle(radius), { density = density })
    local other = world:createBody { type = 'dynamic', position = { 2, 1.5 } }
    other:createFixture(b2c.box(0.5, 0.5))
    for _ = 1, 120 do world:step(1 / 60) end
    return world, body, other
  end

  local function found(world)
    local n = 0
    world:queryAABB(b2c.aabb({ -20, -20 }, { 20, 20 }), function() n = n + 1 return true end)
    return n
  end

  it('a denormal mass counts as none: 1 kg, as a body of density 0, and it falls and rests', function()
    local world, body, other = settle(0.5, 1e-40, 3)
    assert.are.equal(1, body:getMass())
    assert.are.equal(0, body:getInertia()) -- (its inertia is a denormal too)
    local p = body:getPosition()
    assert.are.equal(0, p.x)
    assert.is_true(math.abs(p.y - 1) < 0.01, 'rests on the ground, at ' .. p.y)
    assert.is_true(math.abs(other:getPosition().y - 1) < 0.01)
    assert.are.equal(3, found(world))
  end)

  it('a denormal inertia (a circle of radius 1e-10) counts as none: the body does not turn, and stays finite', function()
    local world, body = settle(1e-10, 1, 3)
    assert.are.equal(0, body:getInertia())
    assert.is_true(body:getMass() > 0)
    assert.are.equal(0, body:getAngle())
    local p = body:getPosition()
    assert.is_true(math.abs(p.y - 0.5) < 0.01, 'rests on the ground, at ' .. p.y)
    assert.are.equal(3, found(world))
  end)

  it('both at once', function()
    local world, body = settle(1e-10, 1e-40, 3)
    assert.are.equal(1, body:getMass())
    assert.are.equal(0, body:getInertia())
    assert.is_true(math.abs(body:getPosition().y - 0.5) < 0.01)
    assert.are.equal(3, found(world))
  end)
end)

-- LuaJIT's lua_close unloads b2c.so (the library handle's own finalizer) and then runs the
-- finalizers of what the finalizers made: a world, tree or snapshot made by a finalizer at close
-- had its __gc called into unmapped code (a segmentation fault). The module pins itself (dlopen with
-- RTLD_NODELETE), so it stays loaded until the process ends. Each kind in a process of its own.
describe('a finalizer that runs at lua_close and makes an object', function()
  local lua = rawget(_G, 'jit') and 'luajit' or 'lua5.4'
  local makers = {
    world = 'local w = b2c.world { gravity = { 0, -10 } } w:createBody { type = "dynamic" }:createFixture(b2c.circle(1)) return w',
    tree = 'local t = b2c.tree() t:createProxy(b2c.aabb(0, 0, 1, 1)) return t',
    broadphase = 'local bp = b2c.broadphase() bp:createProxy(b2c.aabb(0, 0, 1, 1)) return bp',
    snapshot = 'local w = b2c.world {} w:createBody {} return w:snapshot()',
  }
  for _, kind in ipairs({ 'world', 'tree', 'broadphase', 'snapshot' }) do
    it(('makes a %s, and the process exits cleanly (%s)'):format(kind, lua), function()
      local script = os.tmpname()
      local file = assert(io.open(script, 'w'))
      file:write(([[
local b2c = require 'b2c'
local function make() %s end
local function onClose()
  MADE = make()
  io.stdout:write('made ', tostring(MADE):match('^[%%w.]+'), '\n')
  io.stdout:flush()
end
if newproxy then
  KEEP = newproxy(true)
  getmetatable(KEEP).__gc = onClose
else
  KEEP = setmetatable({}, { __gc = onClose })
end
]]):format(makers[kind]))
      file:close()
      -- (Lua 5.4 never runs the finalizer of an object made at close: its C memory is not freed,
      -- which the sanitizer build's leak check would report; that is not what this checks)
      local env = lua == 'lua5.4' and 'ASAN_OPTIONS=detect_leaks=0 ' or ''
      local pipe = assert(io.popen(('%s%s %s 2>&1; echo "exit $?"'):format(env, lua, script)))
      local output = pipe:read('*a')
      pipe:close()
      os.remove(script)
      assert.are.equal(('made b2c.%s\nexit 0\n'):format(kind), output)
    end)
  end
end)

describe('lengths past an int', function()
  -- A table whose raw length reads 2^power while it holds power + 1 entries (1, 2, 4, ..., 2^power,
  -- in its hash part, made room for first: # finds them by doubling). 2^31 under Lua 5.4, where
  -- the length read as an int was -2^31; LuaJIT's length search stops at 2^29.
  local power = rawget(_G, 'jit') and 29 or 31
  local function longTable(value)
    local t = {}
    for i = 1, 200 do t['k' .. i] = true end
    local j = 1
    for _ = 0, power do t[j] = value; j = j * 2 end
    for i = 1, 200 do t['k' .. i] = nil end
    return t
  end
  local n = ('%d'):format(2 ^ power)
  local half = ('%d'):format(2 ^ (power - 1))

  it('reads ' .. n .. ' as the length of such a table', function()
    assert.are.equal(2 ^ power, #longTable(true))
  end)

  h.itRaises(it, {
    { ("bad argument #1 to 'polygon' (too many points (%s given, at most 8))"):format(n),
      function() local _ = b2c.polygon(longTable({ 0, 0 })) end },
    { ("bad argument #1 to 'polygon' (too many points (%s given, at most 8))"):format(half),
      function() local _ = b2c.polygon(longTable(0)) end },
    { ("bad argument #1 to 'chain' (too many points (%s given, at most 16777216))"):format(n),
      function() local _ = b2c.chain(longTable({ 0, 0 })) end },
    { ("bad argument #1 to 'chain' (too many points (%s given, at most 16777216))"):format(half),
      function() local _ = b2c.chain(longTable(0)) end },
    { ("bad argument #1 to 'outline' (2 to 8 points expected, got %s)"):format(n),
      function() local _ = b2c.outline(longTable({ 0, 0 }), 1) end },
    { ("bad argument #1 to 'pointStates' (a manifold has at most 2 points, got %s)"):format(n),
      function() local _ = b2c.pointStates({ points = longTable({ id = 1 }) }, nil) end },
    { ("bad argument #2 to 'pointStates' (a manifold has at most 2 points, got %s)"):format(n),
      function() local _ = b2c.pointStates(nil, { points = longTable({ id = 1 }) }) end },
  })
end)

describe('b2c.pointStates with ids that are no integers', function()
  -- the ids were converted to integers: NaN and 1e300 are undefined behaviour (the sanitizer
  -- build aborted), and two NaN ids came out the same; they are compared as Lua compares numbers
  it('compares them as numbers: NaN is no id, huge ones are themselves', function()
    local nan = 0 / 0
    local s1, s2 = b2c.pointStates({ points = { { id = nan }, { id = 1e300 } } }, { points = { { id = nan }, { id = 1e300 } } })
    assert.are.same({ 'remove', 'persist' }, s1)
    assert.are.same({ 'add', 'persist' }, s2)
    s1, s2 = b2c.pointStates({ points = { { id = -1e300 }, { id = math.huge } } }, { points = { { id = -math.huge }, { id = 2 ^ 63 } } })
    assert.are.same({ 'remove', 'remove' }, s1)
    assert.are.same({ 'add', 'add' }, s2)
    s1, s2 = b2c.pointStates({ points = { { id = 3 } } }, { points = { { id = 3.0 }, { id = 3.5 } } })
    assert.are.same({ 'persist' }, s1)
    assert.are.same({ 'persist', 'add' }, s2)
  end)
end)

describe('shapes beyond single precision', function()
  local MAX = 3.4028234663852886e38
  local TOO_LARGE = 'shape too large (coordinates and sizes up to 1e18)'
  local OVERFLOW = 'shape too large for single precision (its area or rotational inertia is not finite)'
  h.itRaises(it, {
    -- its centres 6e38 apart: each coordinate finite, its mass inf, its body NaN after a step
    { ("bad argument #1 to 'capsule' (%s)"):format(TOO_LARGE), function() local _ = b2c.capsule({ -3e38, 0 }, { 3e38, 0 }, 1) end },
    { ("bad argument #1 to 'capsule' (%s)"):format(OVERFLOW), function() local _ = b2c.capsule({ -1e18, 0 }, { 1e18, 0 }, 1) end },
    { ("bad argument #1 to 'circle' (%s)"):format(TOO_LARGE), function() local _ = b2c.circle(1e20) end },
    { ("bad argument #1 to 'circle' (%s)"):format(TOO_LARGE), function() local _ = b2c.circle(1, { 0, 2e18 }) end },
    { ("bad argument #1 to 'circle' (%s)"):format(OVERFLOW), function() local _ = b2c.circle(1e10) end },
    { ("bad argument #1 to 'box' (%s)"):format(TOO_LARGE), function() local _ = b2c.box(1e19, 1e19) end },
    { ("bad argument #1 to 'box' (%s)"):format(TOO_LARGE), function() local _ = b2c.box(1, 1, { 1e20, 0 }) end },
    { ("bad argument #1 to 'box' (%s)"):format(OVERFLOW), function() local _ = b2c.box(1e13, 1) end },
    -- (1e18 +- 1 is 1e18 in single precision: a box of no width, no centroid)
    { ("bad argument #1 to 'box' (%s)"):format(OVERFLOW), function() local _ = b2c.box(1, 1, { 1e18, 0 }) end },
    { ("bad argument #1 to 'box' (%s)"):format(OVERFLOW), function() local _ = b2c.box(100, 100, { 1e18, 0 }) end },
    { ("bad argument #1 to 'polygon' (%s)"):format(TOO_LARGE), function() local _ = b2c.polygon({ { 0, 0 }, { 1, 0 }, { 0, 1 } }, 1e19) end },
    { ("bad argument #1 to 'polygon' (%s)"):format(OVERFLOW), function() local _ = b2c.polygon { { 0, 0 }, { 1e18, 0 }, { 0, 1e18 } } end },
    -- a point far out was "collinear" with two near ones
    { "bad argument #1 to 'polygon' (points too large or too far apart for a hull in single precision)",
      function() local _ = b2c.polygon { { 0, 0 }, { 1, 0 }, { 0, 1e20 } } end },
    { ("bad argument #1 to 'segment' (%s)"):format(TOO_LARGE), function() local _ = b2c.segment({ -MAX, 0 }, { MAX, 0 }) end },
    { ("bad argument #1 to 'segment' (%s)"):format(TOO_LARGE), function() local _ = b2c.segment({ 0, 0 }, { 1, 0 }, { 0, 3e38 }) end },
    { ("bad argument #1 to 'chain' (%s)"):format(TOO_LARGE), function() local _ = b2c.chain { -3e38, 0, 3e38, 0 } end },
  })

  it('takes shapes as large as single precision carries', function()
    assert.are.equal('circle', b2c.circle(1e9).type)
    assert.are.equal('capsule', b2c.capsule({ -1e9, 0 }, { 1e9, 0 }, 1).type)
    assert.are.equal('polygon', b2c.box(1e10, 0.5).type) -- a long ground
    assert.are.equal('polygon', b2c.polygon { { 0, 0 }, { 1, 0 }, { 0, 1e9 } }.type)
    assert.are.equal('polygon', b2c.box(1, 1, { 1e6, 0 }).type)
    assert.are.equal('chain', b2c.chain { -1e18, 0, 1e18, 0 }.type)
    assert.are.equal('segment', b2c.segment({ -1e18, 0 }, { 1e18, 0 }).type)
  end)
end)

-- Each case: a dynamic box (or what `setup` makes) in a world with a ground, given input the
-- binding accepts; 120 steps, then every body's position, angle and velocities are finite (the
-- getters raise on a value that is not) and the world draws.
describe('a body never becomes NaN from accepted input', function()
  local MAX = 3.4028234663852886e38
  local function finite(x) return x == x and x > -math.huge and x < math.huge end
  local function run(setup)
    local world = b2c.world { gravity = { 0, -10 } }
    world:createBody {}:createFixture(b2c.box(50, 0.5))
    local body = world:createBody { type = 'dynamic', position = { 0, 3 } }
    body:createFixture(b2c.box(0.5, 0.5))
    setup(world, body)
    for _ = 1, 120 do
      world:step(1 / 60)
      for _, b in ipairs(world:getBodies()) do
        local p, v = b:getPosition(), b:getLinearVelocity()
        assert.is_true(finite(p.x) and finite(p.y) and finite(v.x) and finite(v.y) and finite(b:getAngle())
          and finite(b:getAngularVelocity()) and finite(b:getMass()) and finite(b:getInertia()))
      end
    end
    world:draw { polygon = function() end, circle = function() end, segment = function() end, capsule = function() end }
    return world, body
  end

  local cases = {
    { 'a velocity of 3.4e38 each way', function(_, b) b:setLinearVelocity { MAX, -MAX } b:setAngularVelocity(MAX) end },
    { 'two forces of 3.4e38 (their sum overflows)', function(_, b) b:applyForce { MAX, MAX } b:applyForce { MAX, MAX } end },
    { 'a force at a point 3.4e38 away (its torque overflows)', function(_, b) b:applyForce({ MAX, MAX }, { MAX, -MAX }) end },
    { 'impulses of 3.4e38 at a point 3.4e38 away', function(_, b)
      b:applyLinearImpulse({ MAX, MAX }, { MAX, -MAX })
      b:applyLinearImpulse({ MAX, MAX }, { -MAX, MAX })
    end },
    { 'torques and angular impulses of 3.4e38', function(_, b)
      b:applyTorque(MAX) b:applyTorque(MAX) b:applyAngularImpulse(MAX) b:applyAngularImpulse(MAX)
    end },
    { 'a gravity of 3.4e38', function(w) w:setGravity { MAX, -MAX } end },
    { 'a gravity scale and dampings of 3.4e38', function(w)
      w:createBody { type = 'dynamic', position = { 3, 3 }, gravityScale = MAX, linearDamping = MAX, angularDamping = MAX }
        :createFixture(b2c.circle(0.5))
    end },
    { 'a body at 3.4e38 moving and turning fast', function(_, b) b:setTransform({ MAX, MAX }, MAX) b:setLinearVelocity { MAX, MAX } end },
    { 'a kinematic body at 3.4e38 m/s', function(w)
      local k = w:createBody { type = 'kinematic', position = { 0, 6 } }
      k:createFixture(b2c.box(1, 1))
      k:setLinearVelocity { MAX, -MAX }
      k:setAngularVelocity(MAX)
    end },
    { 'a bullet at 3.4e38 m/s through the ground', function(w)
      local bullet = w:createBody { type = 'dynamic', bullet = true, position = { 2, 3 } }
      bullet:createFixture(b2c.circle(0.1))
      bullet:setLinearVelocity { 0, -MAX }
    end },
    { 'the largest shapes, one far from its body', function(w, b)
      b:createFixture(b2c.circle(1e9, { 0, 1e9 + 5 }))
      w:createBody { type = 'dynamic', position = { 5, 5 } }:createFixture(b2c.box(1, 1, { 1e6, 0 }))
    end },
    { 'two shapes whose masses add up past 3.4e38 (the body counts as having none: 1 kg)', function(w)
      local heavy = w:createBody { type = 'dynamic', position = { -5, 5 } }
      heavy:createFixture(b2c.box(0.5, 0.5), { density = 2e38 })
      heavy:createFixture(b2c.box(0.5, 0.5), { density = 2e38 })
      assert.are.equal(1, heavy:getMass())
      assert.are.equal(0, heavy:getInertia())
    end },
  }
  for _, case in ipairs(cases) do
    it(case[1], function() run(case[2]) end)
  end

  it('a fixture whose density makes its mass overflow is refused, and the body stays as it was', function()
    local _, body = run(function(_, b)
      local ok, err = pcall(b.createFixture, b, b2c.box(1, 1), { density = MAX })
      assert.is_false(ok)
      assert.matches("bad argument #2 to 'createFixture' %(field 'density': the fixture's mass or rotational inertia overflows single precision%)", err)
      assert.are.equal(1, #b:getFixtures())
    end)
    assert.are.equal(1, body:getMass())
  end)
end)
