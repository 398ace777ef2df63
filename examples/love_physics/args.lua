-- The game's options, from its command line or the environment; read by conf.lua and main.lua.
--   --b2c (or B2C_LOVE_PHYSICS=b2c)   run on b2c's drop-in: love.physics = require 'b2c.lovephysics'
--   --test (or B2C_LOVE_PHYSICS_TEST=1) the test mode: no window, 60 s of scripted input, a summary
--   --seconds N                        the test mode's length (60)
--   --frames N                         with a window: the scripted input for N frames, then quit
local options = { b2c = os.getenv('B2C_LOVE_PHYSICS') == 'b2c', test = (os.getenv('B2C_LOVE_PHYSICS_TEST') or '') ~= '',
  seconds = 60 }
local argv = arg or {}
for i = 1, #argv do
  if argv[i] == '--b2c' then
    options.b2c = true
  elseif argv[i] == '--test' then
    options.test = true
  elseif argv[i] == '--frames' then
    options.frames = tonumber(argv[i + 1])
    if not options.frames or options.frames < 1 then
      io.stderr:write('lovephysics-game: --frames needs a positive number\n')
      os.exit(2)
    end
  elseif argv[i] == '--seconds' then
    options.seconds = tonumber(argv[i + 1])
    if not options.seconds or options.seconds <= 0 then
      io.stderr:write('lovephysics-game: --seconds needs a positive number\n')
      os.exit(2)
    end
  end
end
return options
