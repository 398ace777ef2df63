-- LÖVE 11 configuration of the love.physics game (see main.lua). In the test mode: no window, no
-- graphics, no audio, so that it runs without a display.
local options = require 'args'

function love.conf(t)
  t.identity = 'b2c-lovephysics-game'
  t.version = '11.0'
  t.window.title = 'a love.physics game' .. (options.b2c and ' (b2c.lovephysics)' or ' (love.physics)')
  t.window.width, t.window.height = 1000, 700
  t.modules.audio = false
  t.modules.sound = false
  t.modules.joystick = false
  t.modules.video = false
  if options.test then
    t.window = false
    for _, name in ipairs({ 'data', 'font', 'graphics', 'image', 'keyboard', 'math', 'mouse', 'system', 'thread',
      'touch', 'window' }) do
      t.modules[name] = false
    end
    t.modules.physics = true
    t.modules.timer = true
    t.modules.event = true
  end
end
