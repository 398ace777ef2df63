-- Every method love.physics 11.4 gives each kind of object (its own and its parents', from LÖVE's
-- wrap_*.cpp), looked up as a game does (object:name) and as helper libraries such as windfield do,
-- iterating `object.__index` with pairs: 'function' and true for each in LÖVE. Methods the module
-- has beyond these are not looked at.
local methods = {
  World = { 'destroy', 'getBodies', 'getBodyCount', 'getBodyList', 'getCallbacks', 'getContactCount',
    'getContactFilter', 'getContactList', 'getContacts', 'getGravity', 'getJointCount', 'getJointList',
    'getJoints', 'isDestroyed', 'isLocked', 'isSleepingAllowed', 'queryBoundingBox', 'rayCast',
    'setCallbacks', 'setContactFilter', 'setGravity', 'setSleepingAllowed', 'translateOrigin',
    'update', },
  Body = { 'applyAngularImpulse', 'applyForce', 'applyLinearImpulse', 'applyTorque', 'destroy',
    'getAngle', 'getAngularDamping', 'getAngularVelocity', 'getContactList', 'getContacts',
    'getFixtureList', 'getFixtures', 'getGravityScale', 'getInertia', 'getJointList', 'getJoints',
    'getLinearDamping', 'getLinearVelocity', 'getLinearVelocityFromLocalPoint',
    'getLinearVelocityFromWorldPoint', 'getLocalCenter', 'getLocalPoint', 'getLocalPoints',
    'getLocalVector', 'getMass', 'getMassData', 'getPosition', 'getTransform', 'getType',
    'getUserData', 'getWorld', 'getWorldCenter', 'getWorldPoint', 'getWorldPoints', 'getWorldVector',
    'getX', 'getY', 'isActive', 'isAwake', 'isBullet', 'isDestroyed', 'isFixedRotation',
    'isSleepingAllowed', 'isTouching', 'resetMassData', 'setActive', 'setAngle', 'setAngularDamping',
    'setAngularVelocity', 'setAwake', 'setBullet', 'setFixedRotation', 'setGravityScale', 'setInertia',
    'setLinearDamping', 'setLinearVelocity', 'setMass', 'setMassData', 'setPosition',
    'setSleepingAllowed', 'setTransform', 'setType', 'setUserData', 'setX', 'setY', },
  Fixture = { 'destroy', 'getBody', 'getBoundingBox', 'getCategory', 'getDensity', 'getFilterData',
    'getFriction', 'getGroupIndex', 'getMask', 'getMassData', 'getRestitution', 'getShape', 'getType',
    'getUserData', 'isDestroyed', 'isSensor', 'rayCast', 'setCategory', 'setDensity', 'setFilterData',
    'setFriction', 'setGroupIndex', 'setMask', 'setRestitution', 'setSensor', 'setUserData',
    'testPoint', },
  Shape = { 'computeAABB', 'computeMass', 'getChildCount', 'getRadius', 'getType', 'rayCast',
    'testPoint', },
  CircleShape = { 'getPoint', 'getRadius', 'setPoint', 'setRadius', },
  PolygonShape = { 'getPoints', 'validate', },
  EdgeShape = { 'getNextVertex', 'getPoints', 'getPreviousVertex', 'setNextVertex',
    'setPreviousVertex', },
  ChainShape = { 'getChildEdge', 'getNextVertex', 'getPoint', 'getPoints', 'getPreviousVertex',
    'getVertexCount', 'setNextVertex', 'setPreviousVertex', },
  Contact = { 'getChildren', 'getFixtures', 'getFriction', 'getNormal', 'getPositions',
    'getRestitution', 'getTangentSpeed', 'isDestroyed', 'isEnabled', 'isTouching', 'resetFriction',
    'resetRestitution', 'setEnabled', 'setFriction', 'setRestitution', 'setTangentSpeed', },
  Joint = { 'destroy', 'getAnchors', 'getBodies', 'getCollideConnected', 'getReactionForce',
    'getReactionTorque', 'getType', 'getUserData', 'isDestroyed', 'setUserData', },
  DistanceJoint = { 'getDampingRatio', 'getFrequency', 'getLength', 'setDampingRatio', 'setFrequency',
    'setLength', },
  RevoluteJoint = { 'areLimitsEnabled', 'getJointAngle', 'getJointSpeed', 'getLimits', 'getLowerLimit',
    'getMaxMotorTorque', 'getMotorSpeed', 'getMotorTorque', 'getReferenceAngle', 'getUpperLimit',
    'hasLimitsEnabled', 'isMotorEnabled', 'setLimits', 'setLimitsEnabled', 'setLowerLimit',
    'setMaxMotorTorque', 'setMotorEnabled', 'setMotorSpeed', 'setUpperLimit', },
  PrismaticJoint = { 'areLimitsEnabled', 'getAxis', 'getJointSpeed', 'getJointTranslation',
    'getLimits', 'getLowerLimit', 'getMaxMotorForce', 'getMotorForce', 'getMotorSpeed',
    'getReferenceAngle', 'getUpperLimit', 'hasLimitsEnabled', 'isMotorEnabled', 'setLimits',
    'setLimitsEnabled', 'setLowerLimit', 'setMaxMotorForce', 'setMotorEnabled', 'setMotorSpeed',
    'setUpperLimit', },
  MouseJoint = { 'getDampingRatio', 'getFrequency', 'getMaxForce', 'getTarget', 'setDampingRatio',
    'setFrequency', 'setMaxForce', 'setTarget', },
  PulleyJoint = { 'getGroundAnchors', 'getLengthA', 'getLengthB', 'getRatio', },
  GearJoint = { 'getJoints', 'getRatio', 'setRatio', },
  FrictionJoint = { 'getMaxForce', 'getMaxTorque', 'setMaxForce', 'setMaxTorque', },
  WeldJoint = { 'getDampingRatio', 'getFrequency', 'getReferenceAngle', 'setDampingRatio',
    'setFrequency', },
  RopeJoint = { 'getMaxLength', 'setMaxLength', },
  WheelJoint = { 'getAxis', 'getJointSpeed', 'getJointTranslation', 'getMaxMotorTorque',
    'getMotorSpeed', 'getMotorTorque', 'getSpringDampingRatio', 'getSpringFrequency', 'isMotorEnabled',
    'setMaxMotorTorque', 'setMotorEnabled', 'setMotorSpeed', 'setSpringDampingRatio',
    'setSpringFrequency', },
  MotorJoint = { 'getAngularOffset', 'getCorrectionFactor', 'getLinearOffset', 'getMaxForce',
    'getMaxTorque', 'setAngularOffset', 'setCorrectionFactor', 'setLinearOffset', 'setMaxForce',
    'setMaxTorque', },
}
local parents = {
  CircleShape = 'Shape', PolygonShape = 'Shape', EdgeShape = 'Shape', ChainShape = 'Shape',
  DistanceJoint = 'Joint', RevoluteJoint = 'Joint', PrismaticJoint = 'Joint', MouseJoint = 'Joint',
  PulleyJoint = 'Joint', GearJoint = 'Joint', FrictionJoint = 'Joint', WeldJoint = 'Joint',
  RopeJoint = 'Joint', WheelJoint = 'Joint', MotorJoint = 'Joint',
}

local functions = { 'newWorld', 'newBody', 'newFixture', 'newCircleShape', 'newRectangleShape', 'newPolygonShape',
  'newEdgeShape', 'newChainShape', 'newDistanceJoint', 'newMouseJoint', 'newRevoluteJoint', 'newPrismaticJoint',
  'newPulleyJoint', 'newGearJoint', 'newFrictionJoint', 'newWeldJoint', 'newWheelJoint', 'newRopeJoint',
  'newMotorJoint', 'getDistance', 'getMeter', 'setMeter' }

return function(physics, out)
  local absent = {}
  for _, name in ipairs(functions) do
    if type(physics[name]) ~= 'function' then absent[#absent + 1] = name end
  end
  out('module functions', #functions)
  out('module functions missing', table.concat(absent, ' '))
  local world = physics.newWorld(0, 0)
  local a = physics.newBody(world, 0, 0, 'dynamic')
  local b = physics.newBody(world, 50, 0, 'dynamic')
  local ground = physics.newBody(world, 0, 0)
  local fa = physics.newFixture(a, physics.newCircleShape(10))
  physics.newFixture(b, physics.newCircleShape(45))
  local r1 = physics.newRevoluteJoint(ground, a, 0, 0)
  local r2 = physics.newRevoluteJoint(ground, b, 50, 0)
  world:update(1 / 60)
  local objects = {
    World = world, Body = a, Fixture = fa, CircleShape = physics.newCircleShape(10),
    PolygonShape = physics.newRectangleShape(10, 10), EdgeShape = physics.newEdgeShape(0, 0, 10, 0),
    ChainShape = physics.newChainShape(false, 0, 0, 10, 0, 10, 10), Contact = world:getContacts()[1],
    DistanceJoint = physics.newDistanceJoint(a, b, 0, 0, 50, 0), RevoluteJoint = r1,
    PrismaticJoint = physics.newPrismaticJoint(a, b, 25, 0, 1, 0),
    MouseJoint = physics.newMouseJoint(a, 0, 0),
    PulleyJoint = physics.newPulleyJoint(a, b, 0, -100, 50, -100, 0, 0, 50, 0, 1),
    GearJoint = physics.newGearJoint(r1, r2, 2), FrictionJoint = physics.newFrictionJoint(ground, a, 0, 0),
    WeldJoint = physics.newWeldJoint(a, b, 25, 0), RopeJoint = physics.newRopeJoint(a, b, 0, 0, 50, 0, 60),
    WheelJoint = physics.newWheelJoint(a, b, 50, 0, 0, 1), MotorJoint = physics.newMotorJoint(a, b),
  }
  local order = { 'World', 'Body', 'Fixture', 'CircleShape', 'PolygonShape', 'EdgeShape', 'ChainShape', 'Contact',
    'DistanceJoint', 'RevoluteJoint', 'PrismaticJoint', 'MouseJoint', 'PulleyJoint', 'GearJoint', 'FrictionJoint',
    'WeldJoint', 'RopeJoint', 'WheelJoint', 'MotorJoint' }
  for _, kind in ipairs(order) do
    local object = objects[kind]
    local names = { 'type', 'typeOf' } -- (and release: release.lua)
    for _, name in ipairs(methods[kind]) do names[#names + 1] = name end
    if parents[kind] then
      for _, name in ipairs(methods[parents[kind]]) do names[#names + 1] = name end
    end
    local listed = {}
    local ok, index = pcall(function() return object.__index end)
    if ok and type(index) == 'table' then
      for key, value in pairs(index) do
        if type(value) == 'function' then listed[key] = true end
      end
    end
    local missing, unlisted = {}, {}
    for _, name in ipairs(names) do
      if type(object[name]) ~= 'function' then missing[#missing + 1] = name end
      if not listed[name] then unlisted[#unlisted + 1] = name end
    end
    table.sort(missing)
    table.sort(unlisted)
    out(kind .. ' methods', #names)
    out(kind .. ' missing', table.concat(missing, ' '))
    out(kind .. ' not found by pairs(object.__index)', table.concat(unlisted, ' '))
    -- what a Fixture's methods and this object's both list: windfield copies a collider's body's,
    -- then its fixture's, then its shape's methods, the later taking the earlier's place
    if kind ~= 'Fixture' then
      local both = {}
      for name in pairs(listed) do
        if type(fa[name]) == 'function' and name:sub(1, 1) ~= '_' and name ~= 'b2c' then both[#both + 1] = name end
      end
      table.sort(both)
      out(kind .. ' listed with a Fixture method\'s name', table.concat(both, ' '))
    end
  end
end
