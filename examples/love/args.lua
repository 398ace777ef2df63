-- The demo's options, from its command line (`love examples/love --frames 120 --screenshot
-- shot.png [--scene 2]`) or the environment (B2C_LOVE_FRAMES, B2C_LOVE_SCREENSHOT, B2C_LOVE_SCENE). With a frame count the
-- demo runs its test mode: scripted input, one 1/60 s step a frame, a screenshot (when asked)
-- and a state line after the last frame, then it quits. Read by conf.lua and main.lua.
local options = {}
local argv = arg or {}

for i = 1, #argv do
  if argv[i] == '--frames' then
    options.frames = argv[i + 1] or ''
  elseif argv[i] == '--screenshot' then
    options.screenshot = argv[i + 1] or ''
  elseif argv[i] == '--scene' then
    options.scene = argv[i + 1] or ''
  end
end
options.frames = options.frames or os.getenv('B2C_LOVE_FRAMES')
options.screenshot = options.screenshot or os.getenv('B2C_LOVE_SCREENSHOT')
options.scene = options.scene or os.getenv('B2C_LOVE_SCENE')

local function fail(message)
  io.stderr:write('b2c-love: ', message, '\n')
  os.exit(2)
end
if options.frames then
  local n = tonumber(options.frames)
  if not n or n < 1 or n % 1 ~= 0 then fail(('--frames needs a positive whole number, got %q'):format(options.frames)) end
  options.frames = n
elseif options.screenshot then
  options.frames = 120
end
if options.screenshot == '' then fail('--screenshot needs a file name') end
if options.scene then
  local n = tonumber(options.scene)
  if n ~= 1 and n ~= 2 then fail(('--scene needs 1 or 2, got %q'):format(options.scene)) end
  options.scene = n
else
  options.scene = 1
end
options.test = options.frames ~= nil

return options
