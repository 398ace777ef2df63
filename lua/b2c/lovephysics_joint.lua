-- b2c.lovephysics: Joint and its kinds, the new*Joint constructors (LÖVE 11.4's argument forms;
-- LÖVE 12's methods beside LÖVE 11's where they were renamed).
--
-- A Joint object has `_h` (its b2c joint, whose user data is this object), `_world` (the World
-- object), `_ud` (the game's user data), and for the settings LÖVE keeps that b2c words otherwise
-- (a distance or weld joint's frequency, a spring's stiffness) their values as given.
-- Units as LÖVE's: lengths and positions in pixels, forces in kg·px/s² (scaled once), torques in
-- kg·px²/s² (scaled twice), angles in radians.
return function(lp, I)
  local f32 = I.f32
  local down, up = I.down, I.up
  local pi2 = 2 * math.pi

  local Joint = I.class('Joint', 'Object')
  local classes = {}
  for _, name in ipairs({ 'Distance', 'Revolute', 'Prismatic', 'Mouse', 'Pulley', 'Gear', 'Friction', 'Weld',
    'Wheel', 'Rope', 'Motor' }) do
    classes[name:lower()] = I.class(name .. 'Joint', 'Joint')
  end
  local DistanceJoint, RevoluteJoint, PrismaticJoint = classes.distance, classes.revolute, classes.prismatic
  local MouseJoint, PulleyJoint, GearJoint = classes.mouse, classes.pulley, classes.gear
  local FrictionJoint, WeldJoint, WheelJoint = classes.friction, classes.weld, classes.wheel
  local RopeJoint, MotorJoint = classes.rope, classes.motor

  local function num(value, n, name)
    if type(value) ~= 'number' then
      if type(value) == 'string' and tonumber(value) then return f32(tonumber(value)) end
      error(("bad argument #%d to '%s' (number expected, got %s)"):format(n, name, value == nil and 'no value' or type(value)), 0)
    end
    return f32(value)
  end

  local function optBool(value, default)
    if value == nil then return default end
    return value and true or false
  end

  local function body(value, n, name)
    local mt = type(value) == 'table' and getmetatable(value)
    if not (mt and mt._type == 'Body') then
      error(("bad argument #%d to '%s' (Body expected, got %s)"):format(n, name, type(value)), 0)
    end
    if value._h:isDestroyed() then error('Attempt to use destroyed body.', 0) end
    return value
  end

  local function handle(self)
    local h = self._h
    if not h or h:isDestroyed() then error('Attempt to use destroyed joint.', 0) end
    return h
  end

  -- The point (metres) in body's frame, as Box2D's GetLocalPoint computes it in floats.
  local function localPoint(b, x, y)
    local p = b._h:getLocalPoint(x, y)
    return { f32(p.x), f32(p.y) }
  end

  local function make(class, b, def)
    if def.bodyA and def.bodyA == def.bodyB then error('Box2D assertion failed: def->bodyA != def->bodyB', 0) end
    local joint = setmetatable({ _world = b._world }, class)
    def.userData = joint
    local world = b._world._h
    if world:isLocked() then error('Box2D assertion failed: IsLocked() == false', 0) end
    local ok, h = pcall(world.createJoint, world, def)
    if not ok then error((tostring(h):gsub("^bad argument #1 to 'createJoint' %((.*)%)$", 'Box2D error: %1')), 0) end
    joint._h = h
    return joint
  end

  local function objectOf(h)
    if h == nil then return nil end
    return h:getUserData()
  end

  -- ---- Joint ----
  local typeNames = {}
  for name, class in pairs(classes) do typeNames[class] = name end

  function Joint:getType()
    handle(self)
    return typeNames[getmetatable(self)]
  end

  function Joint:getBodies()
    local h = handle(self)
    local a, b = h:getBodies()
    return objectOf(a), objectOf(b)
  end

  function Joint:getAnchors()
    local h = handle(self)
    local a, b = h:getAnchorA(), h:getAnchorB()
    return up(f32(a.x)), up(f32(a.y)), up(f32(b.x)), up(f32(b.y))
  end

  function Joint:getReactionForce(invdt)
    local h = handle(self)
    local force = h:getReactionForce(num(invdt, 1, 'getReactionForce'))
    return up(f32(force.x)), up(f32(force.y))
  end

  function Joint:getReactionTorque(invdt)
    local h = handle(self)
    return up(up(f32(h:getReactionTorque(num(invdt, 1, 'getReactionTorque')))))
  end

  function Joint:getCollideConnected() return handle(self):getCollideConnected() end

  function Joint:getUserData()
    handle(self)
    return self._ud
  end

  function Joint:setUserData(value)
    handle(self)
    self._ud = value
  end

  -- Inside the world's callbacks LÖVE destroys a joint at the end of the step: until then it is
  -- whole (isDestroyed() false, counted by getJointCount).
  function Joint:destroy()
    local h = handle(self)
    local function destroy()
      if not h:isDestroyed() then h:destroy() end
      self._ud = nil
    end
    if I.whenUnlocked and self._world then
      I.whenUnlocked(self._world, destroy)
    else
      destroy()
    end
  end

  function Joint:isDestroyed()
    local h = self._h
    return not h or h:isDestroyed()
  end

  -- Getters and setters that only scale: name, b2c name, how many times lengths scale it.
  local function scaled(class, getter, setter, b2cGetter, b2cSetter, times)
    if getter then
      class[getter] = function(self)
        local value = f32(handle(self)[b2cGetter](self._h))
        for _ = 1, times do value = up(value) end
        return value
      end
    end
    if setter then
      class[setter] = function(self, value)
        local h = handle(self)
        value = num(value, 1, setter)
        for _ = 1, times do value = down(value) end
        h[b2cSetter](h, value)
      end
    end
  end

  local function flag(class, getter, setter, b2cGetter, b2cSetter)
    class[getter] = function(self) return handle(self)[b2cGetter](self._h) end
    class[setter] = function(self, value)
      local h = handle(self)
      h[b2cSetter](h, value and true or false)
    end
  end

  -- LÖVE 11's limits (lower ≤ upper, else Box2D's assertion), angles (times 0) or lengths (times 1).
  local function limits(class, times)
    local function scale(value)
      for _ = 1, times do value = down(value) end
      return value
    end
    local function unscale(value)
      value = f32(value)
      for _ = 1, times do value = up(value) end
      return value
    end
    local function set(h, lower, upper)
      if not (lower <= upper) then error('Box2D assertion failed: lower <= upper', 0) end
      h:setLimits(lower, upper)
    end
    function class:setLimits(lower, upper)
      local h = handle(self)
      set(h, scale(num(lower, 1, 'setLimits')), scale(num(upper, 2, 'setLimits')))
    end

    function class:setLowerLimit(lower)
      local h = handle(self)
      local _, upper = h:getLimits()
      set(h, scale(num(lower, 1, 'setLowerLimit')), f32(upper))
    end

    function class:setUpperLimit(upper)
      local h = handle(self)
      local lower = h:getLimits()
      set(h, f32(lower), scale(num(upper, 1, 'setUpperLimit')))
    end

    function class:getLimits()
      local lower, upper = handle(self):getLimits()
      return unscale(lower), unscale(upper)
    end

    function class:getLowerLimit() return (class.getLimits(self)) end

    function class:getUpperLimit() return select(2, class.getLimits(self)) end

    flag(class, 'areLimitsEnabled', 'setLimitsEnabled', 'isLimitEnabled', 'enableLimit')
    class.hasLimitsEnabled = class.areLimitsEnabled
  end

  -- A spring's stiffness (LÖVE 12, N/m or N·m/rad) and damping from a frequency and damping ratio
  -- and the joined bodies' masses, as Box2D 2.4's b2LinearStiffness; and back.
  local function jointMass(h)
    local a, b = h:getBodies()
    local ma = a and a:getMass() or 0
    local mb = b and b:getMass() or 0
    if ma > 0 and mb > 0 then return ma * mb / (ma + mb) end
    return ma > 0 and ma or mb
  end

  -- Until set, they read what the joint's spring is now (LÖVE 12 computes its defaults the same way:
  -- a mouse joint's 5 Hz, 0.7 are a stiffness and damping for the body's mass).
  local function stiffness(class, getStiffness, setStiffness, getDamping, setDamping, apply, read)
    local function spring(self)
      local h = handle(self)
      local hertz, ratio = read(h)
      hertz, ratio = f32(hertz), f32(ratio)
      local mass, omega = jointMass(h), pi2 * hertz
      return mass, omega, ratio
    end
    class[getStiffness] = function(self)
      local mass, omega = spring(self)
      return self._stiffness or f32(mass * omega * omega)
    end
    class[getDamping] = function(self)
      local mass, omega, ratio = spring(self)
      return self._damping or f32(2 * mass * ratio * omega)
    end
    local function refresh(self)
      local h = self._h
      local mass = jointMass(h)
      local k, d = self._stiffness or 0, self._damping or 0
      local hertz, ratio = 0, 0
      if mass > 0 and k > 0 then
        local omega = math.sqrt(k / mass)
        hertz, ratio = omega / pi2, d / (2 * mass * omega)
      end
      apply(self, h, f32(hertz), f32(ratio))
    end
    class[setStiffness] = function(self, k)
      handle(self)
      self._stiffness = num(k, 1, setStiffness)
      refresh(self)
    end
    class[setDamping] = function(self, d)
      handle(self)
      self._damping = num(d, 1, setDamping)
      refresh(self)
    end
  end

  -- ---- DistanceJoint: a rod, or with a frequency a spring (LÖVE 11); stiffness and damping (12) ----
  function lp.newDistanceJoint(b1, b2, x1, y1, x2, y2, collideConnected)
    local name = 'newDistanceJoint'
    b1, b2 = body(b1, 1, name), body(b2, 2, name)
    local a = { down(num(x1, 3, name)), down(num(y1, 4, name)) }
    local b = { down(num(x2, 5, name)), down(num(y2, 6, name)) }
    return make(DistanceJoint, b1, {
      type = 'distance', bodyA = b1._h, bodyB = b2._h, anchorA = a, anchorB = b,
      collideConnected = optBool(collideConnected, false),
    })
  end

  scaled(DistanceJoint, 'getLength', 'setLength', 'getLength', 'setLength', 1)

  local function setSpring(h, hertz, ratio)
    h:enableSpring(hertz > 0)
    h:setHertz(hertz)
    h:setDampingRatio(ratio)
  end

  function DistanceJoint:getFrequency()
    handle(self)
    return self._hertz or 0
  end

  function DistanceJoint:setFrequency(hertz)
    local h = handle(self)
    hertz = num(hertz, 1, 'setFrequency')
    self._hertz = hertz
    setSpring(h, hertz > 0 and hertz or 0, f32(h:getDampingRatio()))
  end

  function DistanceJoint:getDampingRatio() return f32(handle(self):getDampingRatio()) end

  function DistanceJoint:setDampingRatio(ratio)
    local h = handle(self)
    h:setDampingRatio(num(ratio, 1, 'setDampingRatio'))
  end

  stiffness(DistanceJoint, 'getStiffness', 'setStiffness', 'getDamping', 'setDamping', function(self, h, hertz, ratio)
    self._hertz = nil
    setSpring(h, hertz, ratio)
  end, function(h)
    if not h:isSpringEnabled() then return 0, 0 end
    return h:getHertz(), h:getDampingRatio()
  end)

  -- ---- RevoluteJoint ----
  -- newRevoluteJoint(b1, b2, x, y [, cc]) or (b1, b2, xA, yA, xB, yB [, cc [, referenceAngle]]).
  local function twoAnchors(name, b1, b2, n, ...)
    local xA, yA, xB, yB, cc, ref = ...
    b1, b2 = body(b1, 1, name), body(b2, 2, name)
    xA, yA = down(num(xA, 3, name)), down(num(yA, 4, name))
    if n >= 6 then
      xB, yB = down(num(xB, 5, name)), down(num(yB, 6, name))
    else
      xB, yB, cc, ref = xA, yA, xB, nil
    end
    if n >= 8 then ref = num(ref, 8, name) else ref = nil end
    return b1, b2, localPoint(b1, xA, yA), localPoint(b2, xB, yB), optBool(cc, false), ref
  end

  -- Box2D 2.3's reference angle: body B's angle less body A's, the angles as the bodies count them
  -- (the Body's own getAngle, which counts turns, where the Body class has one).
  local function angleOf(b)
    if b.getAngle then return f32(b:getAngle()) end
    return f32(b._h:getAngle())
  end

  local function angleBetween(b1, b2)
    return f32(angleOf(b2) - angleOf(b1))
  end

  function lp.newRevoluteJoint(...)
    local b1, b2, la, lb, cc, ref = twoAnchors('newRevoluteJoint', select(1, ...), select(2, ...), select('#', ...), select(3, ...))
    return make(RevoluteJoint, b1, {
      type = 'revolute', bodyA = b1._h, bodyB = b2._h, localAnchorA = la, localAnchorB = lb,
      referenceAngle = ref or angleBetween(b1, b2), collideConnected = cc,
    })
  end

  function RevoluteJoint:getJointAngle() return f32(handle(self):getAngle()) end

  function RevoluteJoint:getJointSpeed() return f32(handle(self):getSpeed()) end

  flag(RevoluteJoint, 'isMotorEnabled', 'setMotorEnabled', 'isMotorEnabled', 'enableMotor')
  scaled(RevoluteJoint, 'getMotorSpeed', 'setMotorSpeed', 'getMotorSpeed', 'setMotorSpeed', 0)
  scaled(RevoluteJoint, 'getMaxMotorTorque', 'setMaxMotorTorque', 'getMaxMotorTorque', 'setMaxMotorTorque', 2)

  function RevoluteJoint:getMotorTorque(invdt)
    return up(up(f32(handle(self):getMotorTorque(num(invdt, 1, 'getMotorTorque')))))
  end

  limits(RevoluteJoint, 0)
  scaled(RevoluteJoint, 'getReferenceAngle', nil, 'getReferenceAngle', nil, 0)

  local getAxis, localAxis
  -- ---- PrismaticJoint ----
  -- (b1, b2, x, y, ax, ay [, cc]) or (b1, b2, xA, yA, xB, yB, ax, ay [, cc [, referenceAngle]]);
  -- limits on from 0 to 100 metres (LÖVE's default, not scaled).
  local function axisJoint(name, ...)
    local n = select('#', ...)
    local b1, b2, xA, yA, a5, a6, a7, a8, a9, a10 = ...
    b1, b2 = body(b1, 1, name), body(b2, 2, name)
    xA, yA = down(num(xA, 3, name)), down(num(yA, 4, name))
    local xB, yB, ax, ay, cc, ref
    if n >= 8 then
      xB, yB = down(num(a5, 5, name)), down(num(a6, 6, name))
      ax, ay, cc = num(a7, 7, name), num(a8, 8, name), a9
      if n >= 10 then ref = num(a10, 10, name) end
    else
      xB, yB, ax, ay, cc = xA, yA, num(a5, 5, name), num(a6, 6, name), a7
    end
    return b1, b2, localPoint(b1, xA, yA), localPoint(b2, xB, yB), { ax, ay }, optBool(cc, false), ref
  end

  function lp.newPrismaticJoint(...)
    local b1, b2, la, lb, axis, cc, ref = axisJoint('newPrismaticJoint', ...)
    local joint = make(PrismaticJoint, b1, {
      type = 'prismatic', bodyA = b1._h, bodyB = b2._h, localAnchorA = la, localAnchorB = lb, axis = axis,
      referenceAngle = ref or angleBetween(b1, b2), enableLimit = true, lowerTranslation = 0,
      upperTranslation = 100, collideConnected = cc,
    })
    joint._axis = localAxis(b1, axis[1], axis[2], true)
    return joint
  end

  scaled(PrismaticJoint, 'getJointTranslation', nil, 'getTranslation', nil, 1)
  scaled(PrismaticJoint, 'getJointSpeed', nil, 'getSpeed', nil, 1)
  flag(PrismaticJoint, 'isMotorEnabled', 'setMotorEnabled', 'isMotorEnabled', 'enableMotor')
  scaled(PrismaticJoint, 'getMotorSpeed', 'setMotorSpeed', 'getMotorSpeed', 'setMotorSpeed', 1)
  scaled(PrismaticJoint, 'getMaxMotorForce', 'setMaxMotorForce', 'getMaxMotorForce', 'setMaxMotorForce', 1)

  function PrismaticJoint:getMotorForce(invdt)
    return up(f32(handle(self):getMotorForce(num(invdt, 1, 'getMotorForce'))))
  end

  limits(PrismaticJoint, 1)
  scaled(PrismaticJoint, 'getReferenceAngle', nil, 'getReferenceAngle', nil, 0)

  -- LÖVE's axis: the local axis Box2D 2.3 keeps (normalized for a prismatic joint, as given for a
  -- wheel joint) turned by body A's rotation now, in floats.
  function getAxis(self)
    local h = handle(self)
    local a = h:getBodies()
    local x, y = self._axis[1], self._axis[2]
    if not a then return x, y end
    local q = a:getTransform().q
    local c, s = f32(q.c), f32(q.s)
    return f32(f32(c * x) - f32(s * y)), f32(f32(s * x) + f32(c * y))
  end

  function localAxis(b, x, y, unit)
    local q = b._h:getTransform().q
    local c, s = f32(q.c), f32(q.s)
    x, y = f32(f32(c * x) + f32(s * y)), f32(f32(-s * x) + f32(c * y))
    if unit then
      local length = f32(math.sqrt(f32(f32(x * x) + f32(y * y))))
      if length >= 1.1920929e-07 then
        local inv = f32(1 / length)
        x, y = f32(x * inv), f32(y * inv)
      end
    end
    return { x, y }
  end
  PrismaticJoint.getAxis = getAxis

  -- ---- MouseJoint: target the body follows, maxForce 1000 × mass, 5 Hz, 0.7 ----
  function lp.newMouseJoint(b, x, y)
    local name = 'newMouseJoint'
    b = body(b, 1, name)
    x, y = down(num(x, 2, name)), down(num(y, 3, name))
    if b._h:getType() == 'kinematic' then error('Cannot attach a MouseJoint to a kinematic body', 0) end
    return make(MouseJoint, b, {
      type = 'mouse', bodyB = b._h, target = { x, y }, maxForce = f32(1000 * f32(b._h:getMass())), hertz = 5,
      dampingRatio = f32(0.7),
    })
  end

  function MouseJoint:getTarget()
    local t = handle(self):getTarget()
    return up(f32(t.x)), up(f32(t.y))
  end

  function MouseJoint:setTarget(x, y)
    local h = handle(self)
    h:setTarget(down(num(x, 1, 'setTarget')), down(num(y, 2, 'setTarget')))
  end

  scaled(MouseJoint, 'getMaxForce', 'setMaxForce', 'getMaxForce', 'setMaxForce', 1)
  scaled(MouseJoint, 'getFrequency', nil, 'getHertz', nil, 0)

  function MouseJoint:setFrequency(hertz)
    local h = handle(self)
    hertz = num(hertz, 1, 'setFrequency')
    if hertz <= 2 * 1.1920929e-07 then error('MouseJoint frequency must be a positive number.', 0) end
    h:setHertz(hertz)
  end

  scaled(MouseJoint, 'getDampingRatio', 'setDampingRatio', 'getDampingRatio', 'setDampingRatio', 0)
  stiffness(MouseJoint, 'getStiffness', 'setStiffness', 'getDamping', 'setDamping', function(_, h, hertz, ratio)
    if hertz > 0 then h:setHertz(hertz) end
    h:setDampingRatio(ratio)
  end, function(h) return h:getHertz(), h:getDampingRatio() end)

  -- LÖVE's mouse joint names its one body first; its first anchor is the target.
  function MouseJoint:getBodies()
    local _, b = handle(self):getBodies()
    return objectOf(b), nil
  end

  function MouseJoint:getAnchors()
    local h = handle(self)
    local t, b = h:getTarget(), h:getAnchorB()
    return up(f32(t.x)), up(f32(t.y)), up(f32(b.x)), up(f32(b.y))
  end

  -- ---- PulleyJoint: collideConnected true unless told (Box2D's default) ----
  function lp.newPulleyJoint(b1, b2, gx1, gy1, gx2, gy2, x1, y1, x2, y2, ratio, collideConnected)
    local name = 'newPulleyJoint'
    b1, b2 = body(b1, 1, name), body(b2, 2, name)
    local ga = { down(num(gx1, 3, name)), down(num(gy1, 4, name)) }
    local gb = { down(num(gx2, 5, name)), down(num(gy2, 6, name)) }
    local a = { down(num(x1, 7, name)), down(num(y1, 8, name)) }
    local b = { down(num(x2, 9, name)), down(num(y2, 10, name)) }
    ratio = ratio == nil and 1 or num(ratio, 11, name)
    if not (ratio > 1.1920929e-07) then error('Box2D assertion failed: ratio > b2_epsilon', 0) end
    return make(PulleyJoint, b1, {
      type = 'pulley', bodyA = b1._h, bodyB = b2._h, groundAnchorA = ga, groundAnchorB = gb, anchorA = a,
      anchorB = b, ratio = ratio, collideConnected = optBool(collideConnected, true),
    })
  end

  function PulleyJoint:getGroundAnchors()
    local a, b = handle(self):getGroundAnchors()
    return up(f32(a.x)), up(f32(a.y)), up(f32(b.x)), up(f32(b.y))
  end

  scaled(PulleyJoint, 'getLengthA', nil, 'getLengthA', nil, 1)
  scaled(PulleyJoint, 'getLengthB', nil, 'getLengthB', nil, 1)
  scaled(PulleyJoint, 'getRatio', nil, 'getRatio', nil, 0)

  -- ---- GearJoint: joint1's body B to joint2's body B ----
  function lp.newGearJoint(j1, j2, ratio, collideConnected)
    local name = 'newGearJoint'
    for n, j in ipairs({ j1, j2 }) do
      local mt = type(j) == 'table' and getmetatable(j)
      if not (mt and classes[typeNames[mt] or ''] == mt) then
        error(("bad argument #%d to '%s' (Joint expected, got %s)"):format(n, name, j == nil and 'no value' or type(j)), 0)
      end
      handle(j)
    end
    ratio = ratio == nil and 1 or num(ratio, 3, name)
    -- Box2D 2.3's order of checks: the two bodies B first, then the joints' types.
    local _, b1 = j1._h:getBodies()
    local _, b2 = j2._h:getBodies()
    if b1 == b2 then error('Box2D assertion failed: def->bodyA != def->bodyB', 0) end
    local t1, t2 = j1._h:getType(), j2._h:getType()
    if t1 ~= 'revolute' and t1 ~= 'prismatic' then
      error('Box2D assertion failed: m_typeA == e_revoluteJoint || m_typeA == e_prismaticJoint', 0)
    end
    if t2 ~= 'revolute' and t2 ~= 'prismatic' then
      error('Box2D assertion failed: m_typeB == e_revoluteJoint || m_typeB == e_prismaticJoint', 0)
    end
    local joint = make(GearJoint, j1, {
      type = 'gear', joint1 = j1._h, joint2 = j2._h, ratio = ratio, collideConnected = optBool(collideConnected, false),
    })
    joint._joints = { j1, j2 }
    return joint
  end

  scaled(GearJoint, 'getRatio', nil, 'getRatio', nil, 0)

  -- b2c's gear has its ratio fixed: a new ratio makes the gear again (same joints, bodies, user data).
  function GearJoint:setRatio(ratio)
    local h = handle(self)
    ratio = num(ratio, 1, 'setRatio')
    local j1, j2 = self._joints[1], self._joints[2]
    local world = self._world._h
    local ok, new = pcall(world.createJoint, world, {
      type = 'gear', joint1 = j1._h, joint2 = j2._h, ratio = ratio, collideConnected = h:getCollideConnected(),
      userData = self,
    })
    if not ok then error((tostring(new):gsub("^bad argument #1 to 'createJoint' %((.*)%)$", 'Box2D error: %1')), 0) end
    h:destroy()
    self._h = new
  end

  function GearJoint:getJoints()
    local h = handle(self)
    local a, b = h:getJoints()
    return objectOf(a), objectOf(b)
  end

  -- ---- FrictionJoint ----
  function lp.newFrictionJoint(...)
    local b1, b2, la, lb, cc = twoAnchors('newFrictionJoint', select(1, ...), select(2, ...), math.min(select('#', ...), 7), select(3, ...))
    return make(FrictionJoint, b1, {
      type = 'friction', bodyA = b1._h, bodyB = b2._h, localAnchorA = la, localAnchorB = lb, collideConnected = cc,
    })
  end

  scaled(FrictionJoint, 'getMaxForce', 'setMaxForce', 'getMaxForce', 'setMaxForce', 1)
  scaled(FrictionJoint, 'getMaxTorque', 'setMaxTorque', 'getMaxTorque', 'setMaxTorque', 2)

  -- ---- WeldJoint: rigid, or with a frequency soft in its angle (Box2D 2.3's weld spring) ----
  function lp.newWeldJoint(...)
    local b1, b2, la, lb, cc, ref = twoAnchors('newWeldJoint', select(1, ...), select(2, ...), select('#', ...), select(3, ...))
    return make(WeldJoint, b1, {
      type = 'weld', bodyA = b1._h, bodyB = b2._h, localAnchorA = la, localAnchorB = lb,
      referenceAngle = ref or angleBetween(b1, b2), collideConnected = cc,
    })
  end

  scaled(WeldJoint, 'getFrequency', 'setFrequency', 'getAngularHertz', 'setAngularHertz', 0)
  scaled(WeldJoint, 'getDampingRatio', 'setDampingRatio', 'getDampingRatio', 'setDampingRatio', 0)
  scaled(WeldJoint, 'getReferenceAngle', nil, 'getReferenceAngle', nil, 0)
  stiffness(WeldJoint, 'getStiffness', 'setStiffness', 'getDamping', 'setDamping', function(_, h, hertz, ratio)
    h:setAngularHertz(hertz)
    h:setDampingRatio(ratio)
  end, function(h) return h:getAngularHertz(), h:getDampingRatio() end)

  -- ---- WheelJoint: a 2 Hz, 0.7 spring along the axis (Box2D 2.3's defaults) ----
  function lp.newWheelJoint(...)
    local b1, b2, la, lb, axis, cc = axisJoint('newWheelJoint', ...)
    local joint = make(WheelJoint, b1, {
      type = 'wheel', bodyA = b1._h, bodyB = b2._h, localAnchorA = la, localAnchorB = lb, axis = axis,
      enableSpring = true, hertz = 2, dampingRatio = f32(0.7), collideConnected = cc,
    })
    joint._axis = localAxis(b1, axis[1], axis[2], false)
    return joint
  end

  scaled(WheelJoint, 'getJointTranslation', nil, 'getTranslation', nil, 1)

  -- Box2D 2.3's wheel joint speed is the bodies' relative angular velocity (LÖVE scales it as a length).
  function WheelJoint:getJointSpeed()
    local a, b = handle(self):getBodies()
    local wa = a and f32(a:getAngularVelocity()) or 0
    return up(f32(f32(b:getAngularVelocity()) - wa))
  end

  flag(WheelJoint, 'isMotorEnabled', 'setMotorEnabled', 'isMotorEnabled', 'enableMotor')
  scaled(WheelJoint, 'getMotorSpeed', 'setMotorSpeed', 'getMotorSpeed', 'setMotorSpeed', 0)
  scaled(WheelJoint, 'getMaxMotorTorque', 'setMaxMotorTorque', 'getMaxMotorTorque', 'setMaxMotorTorque', 2)

  function WheelJoint:getMotorTorque(invdt)
    return up(up(f32(handle(self):getMotorTorque(num(invdt, 1, 'getMotorTorque')))))
  end

  function WheelJoint:getSpringFrequency()
    local h = handle(self)
    return h:isSpringEnabled() and f32(h:getHertz()) or 0
  end

  function WheelJoint:setSpringFrequency(hertz)
    local h = handle(self)
    hertz = num(hertz, 1, 'setSpringFrequency')
    h:enableSpring(hertz > 0)
    if hertz > 0 then h:setHertz(hertz) end
  end

  scaled(WheelJoint, 'getSpringDampingRatio', 'setSpringDampingRatio', 'getDampingRatio', 'setDampingRatio', 0)
  WheelJoint.getAxis = getAxis
  stiffness(WheelJoint, 'getSpringStiffness', 'setSpringStiffness', 'getSpringDamping', 'setSpringDamping',
    function(_, h, hertz, ratio)
      h:enableSpring(hertz > 0)
      if hertz > 0 then h:setHertz(hertz) end
      h:setDampingRatio(ratio)
    end, function(h)
      if not h:isSpringEnabled() then return 0, 0 end
      return h:getHertz(), h:getDampingRatio()
    end)
  WheelJoint.getStiffness, WheelJoint.setStiffness = WheelJoint.getSpringStiffness, WheelJoint.setSpringStiffness
  WheelJoint.getDamping, WheelJoint.setDamping = WheelJoint.getSpringDamping, WheelJoint.setSpringDamping

  -- ---- RopeJoint: b2c's distance joint kept within 0 and maxLength, with no spring ----
  function lp.newRopeJoint(b1, b2, x1, y1, x2, y2, maxLength, collideConnected)
    local name = 'newRopeJoint'
    b1, b2 = body(b1, 1, name), body(b2, 2, name)
    x1, y1 = down(num(x1, 3, name)), down(num(y1, 4, name))
    x2, y2 = down(num(x2, 5, name)), down(num(y2, 6, name))
    maxLength = down(num(maxLength, 7, name))
    -- LÖVE takes the local anchors through pixels: Body:getLocalPoint, then scaled down again.
    local la, lb = localPoint(b1, x1, y1), localPoint(b2, x2, y2)
    la[1], la[2], lb[1], lb[2] = down(up(la[1])), down(up(la[2])), down(up(lb[1])), down(up(lb[2]))
    local length = maxLength > 0.005 and maxLength or 0.005
    return make(RopeJoint, b1, {
      type = 'distance', bodyA = b1._h, bodyB = b2._h, localAnchorA = la, localAnchorB = lb,
      length = length, minLength = 0, maxLength = length, enableLimit = true, enableSpring = true, hertz = 0,
      collideConnected = optBool(collideConnected, false),
    })
  end

  scaled(RopeJoint, 'getMaxLength', nil, 'getMaxLength', nil, 1)

  function RopeJoint:setMaxLength(length)
    local h = handle(self)
    length = down(num(length, 1, 'setMaxLength'))
    if length < 0.005 then length = 0.005 end
    h:setLength(length)
    h:setMaxLength(length)
  end

  -- ---- MotorJoint ----
  function lp.newMotorJoint(b1, b2, correctionFactor, collideConnected)
    local name = 'newMotorJoint'
    b1, b2 = body(b1, 1, name), body(b2, 2, name)
    local def = { type = 'motor', bodyA = b1._h, bodyB = b2._h }
    if correctionFactor ~= nil then
      def.correctionFactor = num(correctionFactor, 3, name)
      if not (def.correctionFactor >= 0 and def.correctionFactor <= 1) then
        error('Box2D assertion failed: b2IsValid(factor) && 0.0f <= factor && factor <= 1.0f', 0)
      end
      def.collideConnected = optBool(collideConnected, false)
    end
    return make(MotorJoint, b1, def)
  end

  function MotorJoint:getLinearOffset()
    local offset = handle(self):getLinearOffset()
    return up(f32(offset.x)), up(f32(offset.y))
  end

  function MotorJoint:setLinearOffset(x, y)
    local h = handle(self)
    h:setLinearOffset(down(num(x, 1, 'setLinearOffset')), down(num(y, 2, 'setLinearOffset')))
  end

  scaled(MotorJoint, 'getAngularOffset', 'setAngularOffset', 'getAngularOffset', 'setAngularOffset', 0)
  scaled(MotorJoint, 'getMaxForce', 'setMaxForce', 'getMaxForce', 'setMaxForce', 1)
  scaled(MotorJoint, 'getMaxTorque', 'setMaxTorque', 'getMaxTorque', 'setMaxTorque', 2)
  scaled(MotorJoint, 'getCorrectionFactor', nil, 'getCorrectionFactor', nil, 0)

  function MotorJoint:setCorrectionFactor(factor)
    local h = handle(self)
    factor = num(factor, 1, 'setCorrectionFactor')
    if not (factor >= 0 and factor <= 1) then
      error('Box2D assertion failed: b2IsValid(factor) && 0.0f <= factor && factor <= 1.0f', 0)
    end
    h:setCorrectionFactor(factor)
  end

  I.jointClasses = classes
end
