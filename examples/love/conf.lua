-- LÖVE 11 configuration of the b2c demo (see main.lua).
local options = require 'args'

function love.conf(t)
  t.identity = 'b2c-demo'
  t.version = '11.0'
  t.window.title = 'b2c in LÖVE'
  t.window.width, t.window.height = 1024, 640
  t.window.msaa = 4
  t.window.vsync = options.test and 0 or 1
  -- b2c does the physics; no sound is needed (and none is there under Xvfb)
  t.modules.physics = false
  t.modules.audio = false
  t.modules.sound = false
  t.modules.joystick = false
  t.modules.video = false
end
