-- setMeter/getMeter alone: the default, a new value, single precision, the lower bound.
return function(physics, out)
  out('default', physics.getMeter())
  physics.setMeter(64)
  out('set 64', physics.getMeter())
  physics.setMeter(1)
  out('set 1', physics.getMeter())
  out('set 0.5', pcall(physics.setMeter, 0.5))
  out('after refusal', physics.getMeter())
end
