-- spec/love_diff/app: the differential runner in LÖVE 11.4, headless (`love spec/love_diff/app [NAME ...]`).
-- No window, no graphics, no audio: physics, timer and event only, so it runs without a display.
function love.conf(t)
  t.identity = nil
  t.window = false
  t.console = false
  for _, name in ipairs({ 'audio', 'data', 'font', 'graphics', 'image', 'joystick', 'keyboard', 'math', 'mouse',
    'sound', 'system', 'thread', 'touch', 'video', 'window' }) do
    t.modules[name] = false
  end
  t.modules.physics = true
  t.modules.timer = true
  t.modules.event = true
end
