-- type(), typeOf() and getType() of every kind of object.
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local a = physics.newBody(world, 0, 0, 'dynamic')
  local b = physics.newBody(world, 50, 0, 'dynamic')
  local ground = physics.newBody(world, 0, 0)
  local objects = {
    world = world, body = a,
    circle = physics.newCircleShape(10), polygon = physics.newRectangleShape(10, 10),
    edge = physics.newEdgeShape(0, 0, 10, 0), chain = physics.newChainShape(false, 0, 0, 10, 0, 10, 10),
    fixture = physics.newFixture(a, physics.newCircleShape(10)),
    distance = physics.newDistanceJoint(a, b, 0, 0, 50, 0),
    revolute = physics.newRevoluteJoint(a, b, 25, 0),
    prismatic = physics.newPrismaticJoint(a, b, 25, 0, 1, 0),
    pulley = physics.newPulleyJoint(a, b, 0, -100, 50, -100, 0, 0, 50, 0, 1),
    mouse = physics.newMouseJoint(a, 0, 0),
    friction = physics.newFrictionJoint(ground, a, 0, 0),
    weld = physics.newWeldJoint(a, b, 25, 0),
    rope = physics.newRopeJoint(a, b, 0, 0, 50, 0, 60),
    wheel = physics.newWheelJoint(a, b, 50, 0, 0, 1),
    motor = physics.newMotorJoint(a, b),
  }
  local r1 = physics.newRevoluteJoint(ground, a, 0, 0)
  local r2 = physics.newRevoluteJoint(ground, b, 50, 0)
  objects.gear = physics.newGearJoint(r1, r2, 2)
  local names = { 'world', 'body', 'circle', 'polygon', 'edge', 'chain', 'fixture', 'distance', 'revolute',
    'prismatic', 'pulley', 'mouse', 'friction', 'weld', 'rope', 'wheel', 'motor', 'gear' }
  for _, name in ipairs(names) do
    local o = objects[name]
    -- LÖVE 11.4 names a DistanceJoint's type 'Joint' (distance_type.lua shows it)
    out(name, name == 'distance' and 'DistanceJoint?' or o:type(), o:typeOf('Object'), o:typeOf('Shape'), o:typeOf('Joint'), o:typeOf('Body'),
      name == 'distance' or o:typeOf(o:type()), o.getType and o:getType() or nil)
  end
  out('circle is CircleShape', objects.circle:typeOf('CircleShape'), objects.circle:typeOf('PolygonShape'))
  out('revolute is RevoluteJoint', objects.revolute:typeOf('RevoluteJoint'), objects.revolute:typeOf('DistanceJoint'))
  local c = physics.newBody(world, 5, 0, 'dynamic')
  physics.newFixture(c, physics.newCircleShape(10))
  world:update(1 / 60)
  local contact = world:getContacts()[1]
  out('contact', contact and contact:type(), contact and contact:typeOf('Object'))
end
