-- examples/love: its scene under the specs' own Lua (no LÖVE needed), then the demo itself run
-- headless in LÖVE (`xvfb-run love examples/love --frames 120 --screenshot FILE`), its state line
-- and screenshot checked. LÖVE runs its own LuaJIT, so it loads the LuaJIT build of b2c that make
-- names in B2C_LOVE_CPATH (of the same compiler and sanitizer setting as this run).
local b2c = require 'b2c'
local vec2 = b2c.vec2

-- The first X display xvfb-run tries (CI runs two spec runs at once, each from its own number, so
-- that two Xvfb servers never start on one display).
local Scene = dofile('examples/love/scene.lua')

local function run(scene, seconds)
  for _ = 1, math.floor(seconds * 60 + 0.5) do scene:step(1 / 60) end
end

describe('examples/love scene', function()
  it('holds a ground, a platform and a pyramid of 55 boxes whose top box stays put', function()
    local scene = Scene.new()
    assert.are.equal(55, #scene.pyramid)
    assert.are.equal(57, scene.world:getCounters().bodyCount)
    run(scene, 3)
    assert.near(vec2(10, 9.5), scene.pyramid[55]:getPosition(), 0.02)
    assert.are.equal(0, scene.world:getCounters().awakeCount)
  end)

  it('lets a ball shot from below through the one-way platform, which it then lands on', function()
    local scene = Scene.new()
    local ball = scene:launch()
    local highest = 0
    for _ = 1, 180 do
      scene:step(1 / 60)
      highest = math.max(highest, ball:getPosition().y)
    end
    local top = Scene.platform.y + Scene.platform.halfHeight
    assert.is_true(highest > top + 0.4, 'the ball did not pass the platform')
    assert.near(top + 0.4, ball:getPosition().y, 0.02)
    assert.are.equal(1, scene:onPlatform())
  end)

  it('holds what falls on the platform from above', function()
    local scene = Scene.new()
    local box = scene:drop('box', vec2(Scene.platform.x, 12))
    run(scene, 3)
    assert.is_true(box:getPosition().y > Scene.platform.y)
    assert.are.equal(1, scene:onPlatform())
  end)

  it('is solid from below without its callback: the ball bounces back down', function()
    local scene = Scene.new()
    scene.world:setCallbacks {}
    local ball = scene:launch()
    local highest = 0
    for _ = 1, 180 do
      scene:step(1 / 60)
      highest = math.max(highest, ball:getPosition().y)
    end
    assert.is_true(highest < Scene.platform.y)
    assert.are.equal(0, scene:onPlatform())
  end)

  it('aims the laser from its origin through the target, and says what it hits', function()
    local scene = Scene.new()
    local fixture, point, normal = scene:aim(vec2(0, 0))
    assert.are.equal('ground', fixture:getUserData())
    assert.near(vec2(0, 1), normal, 1e-5)
    assert.near(0, point.y, 1e-4)
    assert.are.equal(point, scene.laser.to)
    fixture, point, normal = scene:aim { Scene.pyramidX, 5 }
    assert.are.equal('pyramid', fixture:getUserData())
    assert.near(1, normal:length(), 1e-5)
    assert.is_true(point.x < Scene.pyramidX and point.y > 0 and point.y < 10)
    -- straight up past the walls: a miss, the ray drawn to its full length
    fixture = scene:aim(vec2(-19, 30))
    assert.is_nil(fixture)
    assert.is_nil(scene.laser.point)
    assert.near(Scene.laserOrigin + vec2(0, Scene.laserLength), scene.laser.to, 1e-4)
  end)

  it('drops boxes, balls and capsules, the same sizes every run', function()
    local a, b = Scene.new(), Scene.new()
    for _, kind in ipairs({ 'box', 'ball', 'capsule' }) do
      local shapeA = a:drop(kind, vec2(0, 10)):getFixtures()[1]:getShape()
      local shapeB = b:drop(kind, vec2(0, 10)):getFixtures()[1]:getShape()
      assert.are.equal(kind == 'box' and 'polygon' or kind == 'ball' and 'circle' or 'capsule', shapeA.type)
      assert.are.equal(shapeA.radius, shapeB.radius)
      assert.are.same(shapeA:vertices(), shapeB:vertices())
    end
    assert.are.equal(60, a.world:getCounters().bodyCount)
    h.raisesLike('unknown kind "boat"', function() a:drop('boat', vec2(0, 10)) end)
  end)

  it('describes its state in one line of key=value words', function()
    local scene = Scene.new()
    scene:aim(vec2(0, 0))
    assert.matches('^bodies=57 awake=55 laser=ground point=%-?[%d.]+,0%.000 normal=0%.000,1%.000 top=10%.000,9%.500 platform=0$',
      scene:describe())
  end)

  it('drags a body with a mouse joint', function()
    local scene = Scene.new()
    local top = scene.pyramid[55]
    assert.is_false(scene:grab(vec2(-10, 15))) -- nothing there
    assert.is_true(scene:grab(top:getPosition()))
    for i = 1, 60 do
      scene:drag(vec2(10, 9.5 + i * 0.05))
      scene:step(1 / 60)
    end
    assert.is_true(top:getPosition().y > 11)
    local joint = scene.mouseJoint
    scene:release()
    assert.is_true(joint:isDestroyed())
    assert.is_nil(scene.mouseJoint)
  end)
end)

local function uint32(data, at)
  local b1, b2, b3, b4 = data:byte(at, at + 3)
  return ((b1 * 256 + b2) * 256 + b3) * 256 + b4
end

describe('examples/love in LÖVE', function()
  local missing = h.missingTools({ 'love', 'xvfb-run' })
  if #missing > 0 then
    local why = ('%s not installed (tools/deps.sh installs them on Debian): the LÖVE demo is not run'):format(table.concat(missing, ' and '))
    it('runs the demo', function() pending(why) end) -- (a describe's own pending breaks busted's JSON results)
    return
  end

  -- Run the test mode once, before the first test below; they read its results.
  local ok, seconds, output, png, line
  local state = {}
  lazy_setup(function()
    -- (xvfb-run and Xvfb run without the sanitizer runtime this process may have preloaded;
    -- LÖVE gets it back: h.loveSanitizer)
    ok, output, png, seconds = h.runLoveDemo('--frames 120')
    line = output:match('b2c%-love: ([^\n]*)')
    for key, value in (line or ''):gmatch('(%w+)=(%S+)') do state[key] = value end
  end)
  local function numbers(key)
    local x, y = (state[key] or ''):match('^(%-?[%d.]+),(%-?[%d.]+)$')
    return tonumber(x), tonumber(y)
  end

  it('runs 120 frames and quits by itself, in well under a minute', function()
    assert.is_true(ok, 'love failed:\n' .. output)
    assert.is_not_nil(line, 'no state line in:\n' .. output)
    assert.are.equal('120', state.frames)
    -- the b2c it loaded: the build make named (LuaJIT's, or LÖVE could not have loaded it)
    local cpath = os.getenv('B2C_LOVE_CPATH')
    if cpath then assert.are.equal((cpath:gsub('%?', 'b2c')), state.b2c) end
    assert.is_true(seconds < 40, ('took %d s'):format(seconds))
  end)

  it('prints the scene: bodies, the laser on the pyramid, its top box in place, a ball on the platform', function()
    assert.are.equal('63', state.bodies) -- 55 boxes, 6 bodies dropped, the ground and the platform
    local awake = tonumber(state.awake)
    assert.is_true(awake ~= nil and awake >= 0 and awake <= 6, 'awake: ' .. tostring(state.awake))
    assert.are.equal('pyramid', state.laser)
    local px, py = numbers('point')
    assert.is_true(px and px > 4 and px < Scene.pyramidX and py > 0 and py < 10, 'laser point: ' .. tostring(state.point))
    local nx, ny = numbers('normal')
    assert.is_true(nx and math.abs(nx * nx + ny * ny - 1) < 1e-3, 'laser normal: ' .. tostring(state.normal))
    local tx, ty = numbers('top')
    assert.is_true(tx and math.abs(tx - 10) < 0.05 and math.abs(ty - 9.5) < 0.05, 'top box: ' .. tostring(state.top))
    assert.are.equal('1', state.platform)
    -- dragging: the dragged box was lifted
    assert.is_true((tonumber(state.drag) or 0) > 4, 'drag: ' .. tostring(state.drag))
  end)

  it('saves the last frame as a PNG of the window', function()
    assert.is_not_nil(png, 'no screenshot written')
    assert.are.equal('\137PNG\r\n\26\n', png:sub(1, 8))
    assert.are.equal(13, uint32(png, 9))
    assert.are.equal('IHDR', png:sub(13, 16))
    assert.are.equal('1024x640', state.window)
    local width, height = state.window:match('^(%d+)x(%d+)$')
    assert.are.equal(tonumber(width), uint32(png, 17))
    assert.are.equal(tonumber(height), uint32(png, 21))
    assert.is_truthy(png:find('IDAT', 1, true))
    assert.are.equal('IEND', png:sub(-8, -5))
    assert.is_true(#png > 20000, ('a %d-byte screenshot is too plain to be the scene'):format(#png))
  end)
end)

-- Scene 2: examples/love_physics's game, written against love.physics's API, run through
-- b2c.lovephysics and drawn by b2c.love's y-down drawers (`love examples/love --scene 2`).
describe('examples/love scene 2 (love.physics\'s API through b2c.lovephysics) in LÖVE', function()
  local missing = h.missingTools({ 'love', 'xvfb-run' })
  if #missing > 0 then
    local why = ('%s not installed: scene 2 is not run'):format(table.concat(missing, ' and '))
    it('runs scene 2', function() pending(why) end) -- (a describe's own pending breaks busted's JSON results)
    return
  end
  local lp = require 'b2c.lovephysics'
  local absent = {}
  for _, name in ipairs({ 'newWorld', 'newBody', 'newFixture', 'newRectangleShape', 'newCircleShape', 'newChainShape',
    'newRevoluteJoint', 'newPulleyJoint', 'newGearJoint', 'newFrictionJoint' }) do
    if type(lp[name]) ~= 'function' then absent[#absent + 1] = name end
  end
  if #absent > 0 then
    local why = 'b2c.lovephysics has no ' .. table.concat(absent, ', ') .. ' yet: scene 2 is not run'
    it('runs scene 2', function() pending(why) end)
    return
  end

  it('plays 360 frames of the game\'s script: up through the one-way platform, off it, on the ground', function()
    local ok, output, png = h.runLoveDemo('--scene 2 --frames 360')
    assert.is_true(ok, 'love failed:\n' .. output)
    local line = output:match('b2c%-love: ([^\n]*)')
    assert.is_not_nil(line, 'no state line in:\n' .. output)
    local state = {}
    for key, value in line:gmatch('(%w+)=(%S+)') do state[key] = value end
    assert.are.equal('360', state.frames)
    assert.are.equal('2', state.scene)
    -- as under LÖVE's own physics (LÖVE 11.4 prints through=1 standing=1 player=706.7,575.0
    -- wheel=6.000 platform=2 zone=0)
    assert.are.equal('1', state.through)
    assert.are.equal('1', state.standing)
    assert.are.equal('2', state.platform)
    assert.are.equal('0', state.zone)
    local x, y = (state.player or ''):match('^(%-?[%d.]+),(%-?[%d.]+)$')
    assert.is_true(x and math.abs(tonumber(x) - 706.7) < 24 and math.abs(tonumber(y) - 575) < 3, 'player: ' .. tostring(state.player))
    assert.is_true(math.abs((tonumber(state.wheel) or 0) - 6) < 0.05, 'wheel: ' .. tostring(state.wheel))
    assert.is_not_nil(png, 'no screenshot written')
    assert.are.equal('\137PNG\r\n\26\n', png:sub(1, 8))
    assert.is_true(#png > 10000, ('a %d-byte screenshot is too plain to be the scene'):format(#png))
  end)
end)
