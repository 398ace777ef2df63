-- bench/love_frame: the frame benchmark's scene in love.physics, run headless by bench/frame_lua.lua
-- (`love bench/love_frame COLUMNS ROWS WARM FRAMES`). No window, no graphics, no audio: only what
-- the benchmark uses (physics, timer, event to quit), so it runs without a display.
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
