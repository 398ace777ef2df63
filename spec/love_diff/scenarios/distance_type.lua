-- A DistanceJoint's type(): LÖVE 11.4 says 'Joint' (its DistanceJoint type is registered under
-- that name), and typeOf('DistanceJoint') is false there.
return function(physics, out)
  local world = physics.newWorld(0, 0)
  local a = physics.newBody(world, 0, 0, 'dynamic')
  local b = physics.newBody(world, 50, 0, 'dynamic')
  local j = physics.newDistanceJoint(a, b, 0, 0, 50, 0)
  out('type', j:type(), j:typeOf('DistanceJoint'), j:typeOf('Joint'), j:getType())
end
