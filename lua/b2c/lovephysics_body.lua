-- b2c.lovephysics's Body and newBody (LÖVE 11.4's Body, with 12.0's additions): a body's numbers
-- are LÖVE's, in pixels (positions, velocities, points), kilograms, kg·px² (inertia, about the
-- body's origin as Box2D 2.x gives it) and radians that accumulate. See docs/love-physics.md.
return function(lp, I)
  local b2c = I.b2c
  local f32 = I.f32
  local type, error, select, setmetatable, getmetatable, tostring, tonumber =
    type, error, select, setmetatable, getmetatable, tostring, tonumber
  local unpack = unpack or table.unpack

  -- The meter, as an upvalue for the hot methods (I.onMeter keeps it current).
  local meter = I.meter
  I.onMeter[#I.onMeter + 1] = function(m) meter = m end

  -- Pixels to metres and back as LÖVE's scaleDown/scaleUp (floats). `up` takes any double: a
  -- b2c read rounded to the shortest decimal is made the stored float again first.
  local function down(x) return f32(f32(x) / meter) end
  local function up(x) return f32(f32(x) * meter) end
  -- kg·m² to kg·px² and back (LÖVE scales inertia, torque and angular impulse twice)
  local function up2(x) return f32(f32(f32(x) * meter) * meter) end
  local function down2(x) return f32(f32(f32(x) / meter) / meter) end

  -- Argument checks with LÖVE's messages (Lua's luaL_check*: a method counts after self; numeric
  -- strings are numbers).
  local function num(x, i, name)
    if type(x) == 'number' then return x end
    local n = type(x) == 'string' and tonumber(x)
    if n then return n end
    error(("bad argument #%d to '%s' (number expected, got %s)"):format(i, name, x == nil and 'no value' or type(x)), 0)
  end
  I.num = num

  local function bool(x, i, name)
    if type(x) == 'boolean' then return x end
    error(("bad argument #%d to '%s' (boolean expected, got %s)"):format(i, name, x == nil and 'no value' or type(x)), 0)
  end
  I.bool = bool

  -- A destroyed object's `_h`: every method raises LÖVE's message, at no cost to the live ones.
  local function deadHandle(message)
    local fail = function() error(message, 0) end
    return setmetatable({ isDestroyed = function() return true end },
      { __index = function() return fail end, __name = 'destroyed' })
  end
  I.deadHandle = deadHandle
  local deadBody = deadHandle('Attempt to use destroyed body.')
  I.deadBody = deadBody

  -- The hot reads call b2c's methods themselves (taken from a body once, LuaJIT's FFI versions
  -- where b2c has them): no method lookup through the handle's metatable at each call. b2c scales
  -- their coordinates in C (the `scale` argument: float(metres * meter), exactly I.up), and keeps
  -- the angle counting whole turns (getTotalAngle).
  local getPositionXY, getLinearVelocityXY, getWorldCenterXY, getTotalAngle
  do
    local world = b2c.world {}
    local probe = world:createBody {}
    getPositionXY, getLinearVelocityXY, getWorldCenterXY = probe.getPositionXY, probe.getLinearVelocityXY,
      probe.getWorldCenterXY
    getTotalAngle = probe.getTotalAngle
    world:destroy()
  end

  local Body = I.class('Body', 'Object')
  I.Body = Body

  local types = { static = true, dynamic = true, kinematic = true }
  local function checkType(t, level)
    if not types[t] then
      error(("Invalid Body type '%s', expected one of: 'static', 'dynamic', 'kinematic'"):format(tostring(t)), 0)
    end
    return t
  end

  -- Bodies are numbered as made: LÖVE lists them newest first (Box2D 2.x's body list).
  local serial = 0

  -- love.physics.newBody(world, x = 0, y = 0, type = 'static')
  function lp.newBody(world, x, y, btype)
    local wh = I.checkWorld(world, 1, 'newBody')
    x = x == nil and 0 or num(x, 2, 'newBody')
    y = y == nil and 0 or num(y, 3, 'newBody')
    btype = btype == nil and 'static' or checkType(btype, 2)
    local h = wh:createBody { type = btype, position = { down(x), down(y) } }
    serial = serial + 1
    local body = setmetatable({ _h = h, _world = world, _n = serial }, Body)
    h:setUserData(body)
    return body
  end

  -- ---- position, angle, velocity (the hot reads) ----

  local function destroyed() error('Attempt to use destroyed body.', 0) end

  function Body:getPosition()
    local h = self._h
    if h == deadBody then destroyed() end
    return getPositionXY(h, meter)
  end

  function Body:getLinearVelocity()
    local h = self._h
    if h == deadBody then destroyed() end
    return getLinearVelocityXY(h, meter)
  end

  function Body:getWorldCenter()
    local h = self._h
    if h == deadBody then destroyed() end
    return getWorldCenterXY(h, meter)
  end

  function Body:getX()
    local h = self._h
    if h == deadBody then destroyed() end
    return (getPositionXY(h, meter))
  end

  function Body:getY()
    local h = self._h
    if h == deadBody then destroyed() end
    local _, y = getPositionXY(h, meter)
    return y
  end

  -- The angle as Box2D 2.x keeps it: whole turns counted, exactly the float given to setAngle.
  local function getAngle(h) return getTotalAngle(h) end
  function Body:getAngle()
    local h = self._h
    if h == deadBody then destroyed() end
    return getTotalAngle(h)
  end

  -- Under Lua 5.4 a call of a Lua function costs about what the b2c read does: the hot reads are
  -- C functions reading self._h themselves (b2c.bodyReaders), the Lua versions above their
  -- fallback for a destroyed body. (LuaJIT compiles the Lua versions, through the FFI reads.)
  if not jit then
    local fallbacks = {}
    for _, name in ipairs({ 'getPosition', 'getX', 'getY', 'getLinearVelocity', 'getWorldCenter', 'getAngle' }) do
      fallbacks[name] = Body[name]
    end
    local readers = b2c.bodyReaders('_h', fallbacks)
    for name in pairs(fallbacks) do Body[name] = readers[name] end
    readers.setScale(meter)
    I.onMeter[#I.onMeter + 1] = readers.setScale
  end

  function Body:getTransform()
    local x, y = self:getPosition()
    return x, y, getAngle(self._h)
  end

  function Body:getAngularVelocity() return f32(self._h:getAngularVelocity()) end

  -- 12.0: x, y, angle, vx, vy, angular velocity
  function Body:getKinematicState()
    local x, y = self:getPosition()
    local vx, vy = self:getLinearVelocity()
    local h = self._h
    return x, y, getAngle(h), vx, vy, f32(h:getAngularVelocity())
  end

  -- Box2D 2.x's SetTransform: the body put there, asleep if it was (b2c's wakes it), its new pairs
  -- found at the end of the next step (I.late).
  local function teleport(self, h, x, y, angle)
    local asleep = not h:isAwake()
    h:setTransform(x, y, angle)
    if asleep then h:setAwake(false) end
    I.late(self._world, h)
  end

  function Body:setPosition(x, y)
    x, y = num(x, 1, 'setPosition'), num(y, 2, 'setPosition')
    local h = self._h
    teleport(self, h, down(x), down(y), getAngle(h))
  end

  -- LÖVE's setX keeps y as getY() reads it (pixels and back).
  function Body:setX(x)
    x = num(x, 1, 'setX')
    local h = self._h
    local _, y = h:getPositionXY()
    teleport(self, h, down(x), down(f32(y * meter)), getAngle(h))
  end

  function Body:setY(y)
    y = num(y, 1, 'setY')
    local h = self._h
    local x = h:getPositionXY()
    teleport(self, h, down(f32(x * meter)), down(y), getAngle(h))
  end

  function Body:setAngle(angle)
    angle = num(angle, 1, 'setAngle')
    local h = self._h
    local x, y = h:getPositionXY()
    teleport(self, h, x, y, f32(angle))
  end

  function Body:setTransform(x, y, angle)
    x, y, angle = num(x, 1, 'setTransform'), num(y, 2, 'setTransform'), num(angle, 3, 'setTransform')
    teleport(self, self._h, down(x), down(y), f32(angle))
  end

  function Body:setLinearVelocity(x, y)
    x, y = num(x, 1, 'setLinearVelocity'), num(y, 2, 'setLinearVelocity')
    self._h:setLinearVelocity(down(x), down(y))
  end

  function Body:setAngularVelocity(w) self._h:setAngularVelocity(f32(num(w, 1, 'setAngularVelocity'))) end

  -- 12.0
  function Body:setKinematicState(x, y, angle, vx, vy, w)
    local name = 'setKinematicState'
    x, y, angle = num(x, 1, name), num(y, 2, name), num(angle, 3, name)
    vx, vy, w = num(vx, 4, name), num(vy, 5, name), num(w, 6, name)
    local h = self._h
    h:setTransform(down(x), down(y), f32(angle))
    h:setLinearVelocity(down(vx), down(vy))
    h:setAngularVelocity(f32(w))
  end

  -- ---- forces and impulses (wake = false on a sleeping body: nothing, as Box2D 2.x) ----

  function Body:applyForce(fx, fy, px, py, wake)
    fx, fy = num(fx, 1, 'applyForce'), num(fy, 2, 'applyForce')
    local h = self._h
    if px == nil or type(px) == 'boolean' then
      if px == false and not h:isAwake() then return end
      h:applyForceToCenter(down(fx), down(fy))
    elseif py == nil then
      error('Wrong number of parameters.', 0)
    else
      px, py = num(px, 3, 'applyForce'), num(py, 4, 'applyForce')
      if wake == false and not h:isAwake() then return end
      h:applyForce(down(fx), down(fy), down(px), down(py))
    end
  end

  function Body:applyLinearImpulse(jx, jy, px, py, wake)
    jx, jy = num(jx, 1, 'applyLinearImpulse'), num(jy, 2, 'applyLinearImpulse')
    local h = self._h
    if px == nil or type(px) == 'boolean' then
      if px == false and not h:isAwake() then return end
      local cx, cy = h:getWorldCenterXY()
      h:applyLinearImpulse(down(jx), down(jy), cx, cy)
    elseif py == nil then
      error('Wrong number of parameters.', 0)
    else
      px, py = num(px, 3, 'applyLinearImpulse'), num(py, 4, 'applyLinearImpulse')
      if wake == false and not h:isAwake() then return end
      h:applyLinearImpulse(down(jx), down(jy), down(px), down(py))
    end
  end

  function Body:applyTorque(t, wake)
    t = num(t, 1, 'applyTorque')
    local h = self._h
    if wake == false and not h:isAwake() then return end
    h:applyTorque(down2(t))
  end

  function Body:applyAngularImpulse(j, wake)
    j = num(j, 1, 'applyAngularImpulse')
    local h = self._h
    if wake == false and not h:isAwake() then return end
    h:applyAngularImpulse(down2(j))
  end

  -- ---- mass (Box2D 2.x: inertia about the body's origin, I = I_centre + m |c|², in floats) ----

  function Body:getMass() return f32(self._h:getMass()) end

  -- centre (m, floats), mass, inertia about the origin (kg·m², float)
  local function massData(h)
    local m = f32(h:getMass())
    local c = h:getLocalCenter()
    local cx, cy = f32(c.x), f32(c.y)
    local i = f32(f32(h:getInertia()) + f32(m * f32(f32(cx * cx) + f32(cy * cy))))
    return cx, cy, m, i
  end

  -- Box2D 2.x's SetMassData: a mass of 0 or less counts as 1 kg; the inertia given about the
  -- origin, kept when positive (and the rotation not fixed) as I - m |c|² about the centre.
  local function setMassData(self, cx, cy, m, i)
    local h = self._h
    if h:getType() ~= 'dynamic' then return end
    m = f32(m)
    if not (m > 0) then m = 1 end
    local ic = 0
    if i > 0 and not h:isFixedRotation() then
      ic = f32(i - f32(m * f32(f32(cx * cx) + f32(cy * cy))))
      if not (ic > 0) then ic = 0 end
    end
    h:setMassData { mass = m, center = { cx, cy }, inertia = ic }
    self._custom = true
  end

  function Body:getInertia()
    local _, _, _, i = massData(self._h)
    return up2(i)
  end

  function Body:getMassData()
    local cx, cy, m, i = massData(self._h)
    return up(cx), up(cy), m, up2(i)
  end

  function Body:getLocalCenter()
    local c = self._h:getLocalCenter()
    return up(c.x), up(c.y)
  end

  function Body:setMassData(x, y, m, i)
    local name = 'setMassData'
    x, y, m, i = num(x, 1, name), num(y, 2, name), num(m, 3, name), num(i, 4, name)
    setMassData(self, down(x), down(y), m, down2(i))
  end

  function Body:setMass(m)
    m = num(m, 1, 'setMass')
    local cx, cy, _, i = massData(self._h)
    setMassData(self, cx, cy, m, i)
  end

  function Body:setInertia(i)
    i = num(i, 1, 'setInertia')
    local cx, cy, m = massData(self._h)
    setMassData(self, cx, cy, m, down2(i))
  end

  function Body:resetMassData() I.massFromFixtures(self) end

  -- 12.0
  local function alive(self)
    if self._h == deadBody then error('Attempt to use destroyed body.', 0) end
  end

  function Body:hasCustomMassData()
    alive(self)
    return self._custom == true
  end

  -- ---- settings ----

  function Body:getLinearDamping() return f32(self._h:getLinearDamping()) end

  function Body:setLinearDamping(d) self._h:setLinearDamping(f32(num(d, 1, 'setLinearDamping'))) end

  function Body:getAngularDamping() return f32(self._h:getAngularDamping()) end

  function Body:setAngularDamping(d) self._h:setAngularDamping(f32(num(d, 1, 'setAngularDamping'))) end

  function Body:getGravityScale() return f32(self._h:getGravityScale()) end

  function Body:setGravityScale(s) self._h:setGravityScale(f32(num(s, 1, 'setGravityScale'))) end

  function Body:getType() return self._h:getType() end

  function Body:setType(t)
    if type(t) ~= 'string' then
      error(("bad argument #1 to 'setType' (string expected, got %s)"):format(t == nil and 'no value' or type(t)), 0)
    end
    local h = self._h
    if h:getType() == checkType(t) then return end
    -- (Box2D 2.x ends the body's contacts at once; b2c at the next step)
    I.endNow(self._world, h)
    h:setType(t)
    I.massFromFixtures(self) -- (Box2D 2.x's SetType resets the mass)
    I.late(self._world, h)
  end

  function Body:isBullet() return self._h:isBullet() end

  function Body:setBullet(b) self._h:setBullet(bool(b, 1, 'setBullet')) end

  function Body:isActive() return self._h:isEnabled() end

  function Body:setActive(b)
    local h = self._h
    b = bool(b, 1, 'setActive')
    if b == false and h:isEnabled() then I.endNow(self._world, h) end
    if b and not h:isEnabled() then I.late(self._world, h) end
    h:setEnabled(b)
  end

  function Body:isAwake() return self._h:isAwake() end

  function Body:setAwake(b) self._h:setAwake(bool(b, 1, 'setAwake')) end

  function Body:isSleepingAllowed() return self._h:isSleepingAllowed() end

  function Body:setSleepingAllowed(b) self._h:setSleepingAllowed(bool(b, 1, 'setSleepingAllowed')) end

  function Body:isFixedRotation() return self._h:isFixedRotation() end

  function Body:setFixedRotation(b)
    local h = self._h
    b = bool(b, 1, 'setFixedRotation')
    if h:isFixedRotation() == b then return end
    h:setFixedRotation(b)
    I.massFromFixtures(self) -- (Box2D 2.x's SetFixedRotation resets the mass)
  end

  -- ---- points and vectors ----

  local function pointMethod(name)
    Body[name] = function(self, x, y)
      x, y = num(x, 1, name), num(y, 2, name)
      local h = self._h
      local p = h[name](h, down(x), down(y))
      return up(p.x), up(p.y)
    end
  end
  for _, name in ipairs({ 'getWorldPoint', 'getLocalPoint', 'getWorldVector', 'getLocalVector',
    'getLinearVelocityFromWorldPoint', 'getLinearVelocityFromLocalPoint' }) do
    pointMethod(name)
  end

  local function pointsMethod(name, single)
    Body[name] = function(self, ...)
      local n = select('#', ...)
      if n < 2 then error(('Incorrect number of arguments. Got [%d], expected at least [2]'):format(n), 0) end
      local h = self._h
      local read = h[single]
      local out = { ... }
      for i = 1, n - 1, 2 do
        local p = read(h, down(num(out[i], i, name)), down(num(out[i + 1], i + 1, name)))
        out[i], out[i + 1] = up(p.x), up(p.y)
      end
      return unpack(out, 1, n)
    end
  end
  pointsMethod('getWorldPoints', 'getWorldPoint')
  pointsMethod('getLocalPoints', 'getLocalPoint')

  -- ---- what the body has ----

  function Body:getWorld()
    alive(self)
    return self._world
  end

  function Body:getUserData()
    alive(self)
    return self._ud
  end

  function Body:setUserData(value)
    alive(self)
    self._ud = value
  end

  -- LÖVE objects of b2c objects (their user data), in b2c's order (a body's fixtures and joints:
  -- newest first, as Box2D 2.x's lists)
  -- (a LÖVE 11 chain's twin b2c fixture, the shape part's I.isTwin, stands for the same Fixture)
  local function objects(list)
    local out, n = {}, 0
    local isTwin = I.isTwin
    for i = 1, #list do
      local object = list[i]:getUserData()
      if object ~= nil and not (isTwin and isTwin(list[i])) then
        n = n + 1
        out[n] = object
      end
    end
    return out
  end
  I.objects = objects

  function Body:getFixtures() return objects(self._h:getFixtures()) end

  Body.getShapes = Body.getFixtures -- 12.0 (a Shape is the fixture's object there)

  -- 12.0: the newest, or nil. Not listed by pairs(Body) (found through the class's __index): LÖVE
  -- 11's Body has no getShape, and a helper library that copies a Body's methods and then a
  -- Fixture's would otherwise list it from both.
  local hiddenBody = {}
  function hiddenBody:getShape()
    return objects(self._h:getFixtures())[1]
  end
  I.afterFinish[#I.afterFinish + 1] = function() setmetatable(Body, { __index = hiddenBody }) end

  function Body:getJoints() return objects(self._h:getJoints()) end

  function Body:getContacts()
    local records = self._h:getContacts()
    local out = {}
    for i = 1, #records do out[i] = I.recordContact(self._world, records[i]) end
    return out
  end

  Body.getFixtureList, Body.getJointList, Body.getContactList = Body.getFixtures, Body.getJoints, Body.getContacts

  function Body:isTouching(other)
    local h = self._h
    local oh = I.checkBody(other, 1, 'isTouching')
    local records = h:getContacts()
    for i = 1, #records do
      local r = records[i]
      if r.touching then
        local a, b = r.fixtureA:getBody(), r.fixtureB:getBody()
        if (a == h and b == oh) or (a == oh and b == h) then return true end
      end
    end
    return false
  end

  function I.checkBody(body, i, name)
    local h = type(body) == 'table' and body._h
    if getmetatable(body) ~= Body or not h then
      error(("bad argument #%d to '%s' (Body expected, got %s)"):format(i, name, body == nil and 'no value' or type(body)), 0)
    end
    if h == deadBody then error('Attempt to use destroyed body.', 0) end
    return h
  end

  -- ---- destruction ----

  -- LÖVE calls endContact for each touching contact while the body goes; inside a callback the
  -- body goes at the end of world:update (of the query), whole until then, as in LÖVE.
  function Body:destroy()
    local h = self._h
    if h == deadBody then error('Attempt to use destroyed body.', 0) end
    I.destroying(self._world, h, nil, function()
      if self._h == deadBody then return end
      h:destroy()
      self._h = deadBody
    end)
  end

  function Body:isDestroyed()
    local h = self._h
    return h == deadBody or h:isDestroyed()
  end

  -- ---- LÖVE 12.0: a body and its shape in one call; springs from frequencies ----

  local function bodyType(t, name)
    if type(t) ~= 'string' then
      error(("bad argument #2 to '%s' (string expected, got %s)"):format(name, t == nil and 'no value' or type(t)), 0)
    end
    return checkType(t)
  end

  -- the coordinates of a polygon or chain body (numbers, or one table of them), and their mean
  local function coordinates(name, first, ...)
    local flat = type(first) == 'table' and first or { first, ... }
    local count = type(first) == 'table' and #first or select('#', ...) + 1
    if first == nil then count = 0 end
    if count % 2 ~= 0 or (name == 'newChainBody' and count == 0) then
      error('Number of vertex components must be a multiple of two.', 0)
    end
    local n, ox, oy = count / 2, 0, 0
    for i = 1, count do flat[i] = f32(num(flat[i], i + 2, name)) end
    for i = 1, count, 2 do
      ox, oy = f32(ox + f32(flat[i] / n)), f32(oy + f32(flat[i + 1] / n))
    end
    local localCoords = {}
    for i = 1, count, 2 do
      localCoords[i], localCoords[i + 1] = f32(flat[i] - ox), f32(flat[i + 1] - oy)
    end
    return ox, oy, localCoords
  end

  -- love.physics.newCircleBody(world, type, x, y, radius) -> body, shape (its circle at its origin)
  function lp.newCircleBody(world, btype, x, y, radius)
    btype = bodyType(btype, 'newCircleBody')
    local body = lp.newBody(world, num(x, 3, 'newCircleBody'), num(y, 4, 'newCircleBody'), btype)
    return body, lp.newCircleShape(body, 0, 0, num(radius, 5, 'newCircleBody'))
  end

  -- love.physics.newRectangleBody(world, type, x, y, w, h [, angle]) -> body, shape
  function lp.newRectangleBody(world, btype, x, y, w, h, angle)
    btype = bodyType(btype, 'newRectangleBody')
    local name = 'newRectangleBody'
    local body = lp.newBody(world, num(x, 3, name), num(y, 4, name), btype)
    return body, lp.newRectangleShape(body, 0, 0, num(w, 5, name), num(h, 6, name),
      angle == nil and 0 or num(angle, 7, name))
  end

  -- love.physics.newPolygonBody(world, type, x1, y1, ...) -> body, shape: the body at the points'
  -- mean, the polygon about it
  function lp.newPolygonBody(world, btype, ...)
    btype = bodyType(btype, 'newPolygonBody')
    local ox, oy, coords = coordinates('newPolygonBody', ...)
    local body = lp.newBody(world, ox, oy, btype)
    return body, lp.newPolygonShape(body, coords)
  end

  -- love.physics.newEdgeBody(world, type, x1, y1, x2, y2 [, prevx, prevy, nextx, nexty]) -> body,
  -- shape: the body at half the edge's extent (LÖVE 12 places it there), the edge where it was given
  function lp.newEdgeBody(world, btype, x1, y1, x2, y2, ...)
    btype = bodyType(btype, 'newEdgeBody')
    local name = 'newEdgeBody'
    x1, y1, x2, y2 = f32(num(x1, 3, name)), f32(num(y1, 4, name)), f32(num(x2, 5, name)), f32(num(y2, 6, name))
    local wx, wy = f32(f32(x2 - x1) / 2), f32(f32(y2 - y1) / 2)
    local body = lp.newBody(world, wx, wy, btype)
    return body, lp.newEdgeShape(body, f32(x1 - wx), f32(y1 - wy), f32(x2 - wx), f32(y2 - wy), ...)
  end

  -- love.physics.newChainBody(world, type, loop, x1, y1, ...) -> body, shape: the body at the
  -- points' mean
  function lp.newChainBody(world, btype, loop, ...)
    btype = bodyType(btype, 'newChainBody')
    if type(loop) ~= 'boolean' then
      error(("bad argument #3 to 'newChainBody' (boolean expected, got %s)"):format(loop == nil and 'no value' or type(loop)), 0)
    end
    local ox, oy, coords = coordinates('newChainBody', ...)
    local body = lp.newBody(world, ox, oy, btype)
    return body, lp.newChainShape(body, loop, coords)
  end

  -- Box2D 2.4's b2LinearStiffness and b2AngularStiffness, and their inverses (LÖVE 12): the mass
  -- (or rotational inertia about the origin) of the two bodies in series, the ground's counting as
  -- none; Box2D's units (kg, kg·m², not scaled by the meter).
  local function pairMass(name, a, b, angular)
    if getmetatable(a) ~= Body then
      error(("bad argument #3 to '%s' (Body expected, got %s)"):format(name, type(a)), 0)
    end
    if b ~= nil and getmetatable(b) ~= Body then
      error(("bad argument #4 to '%s' (Body expected, got %s)"):format(name, type(b)), 0)
    end
    local function of(body)
      if body == nil then return 0 end
      local h = body._h
      if h == deadBody then destroyed() end
      if angular then
        local _, _, _, i = massData(h)
        return i
      end
      return f32(h:getMass())
    end
    local ma, mb = of(a), of(b)
    if ma > 0 and mb > 0 then return f32(f32(ma * mb) / f32(ma + mb)) end
    if ma > 0 then return ma end
    return mb
  end

  local twoPi = f32(2 * f32(math.pi))

  local function stiffness(name, angular)
    return function(frequency, ratio, a, b)
      frequency, ratio = f32(num(frequency, 1, name)), f32(num(ratio, 2, name))
      local m = pairMass(name, a, b, angular)
      local omega = f32(twoPi * frequency)
      return f32(f32(m * omega) * omega), f32(f32(f32(2 * m) * ratio) * omega)
    end
  end

  local function frequencyOf(name, angular)
    return function(k, damping, a, b)
      k, damping = f32(num(k, 1, name)), f32(num(damping, 2, name))
      local m = pairMass(name, a, b, angular)
      if m == 0 or k <= 0 then return 0, 0 end
      local omega = f32(math.sqrt(f32(k / m)))
      return f32(omega / twoPi), f32(damping / f32(f32(m * 2) * omega))
    end
  end

  lp.computeLinearStiffness = stiffness('computeLinearStiffness', false)
  lp.computeAngularStiffness = stiffness('computeAngularStiffness', true)
  lp.computeLinearFrequency = frequencyOf('computeLinearFrequency', false)
  lp.computeAngularFrequency = frequencyOf('computeAngularFrequency', true)
end
