-- The demo's second scene: examples/love_physics's game (a platformer with a one-way platform, a
-- ragdoll, a pulley and a gear; a top-down scene with friction joints), written purely against
-- love.physics's API and run here through b2c's drop-in, love.physics = require 'b2c.lovephysics'
-- (LÖVE's own physics module is off in conf.lua). Drawn by b2c.love's y-down drawers, one a world.
local draw = require 'b2c.love'

local Scene2 = {}
Scene2.__index = Scene2

-- The game's physics: examples/love_physics/game.lua, found beside this folder.
local function loadGame(root)
  if package.loaded.game then return package.loaded.game end
  package.path = root .. '/examples/love_physics/?.lua;' .. package.path
  return require 'game'
end

function Scene2.new(root, width, height)
  local self = setmetatable({}, Scene2)
  love.physics = require 'b2c.lovephysics'
  local Game = loadGame(root)
  self.Game = Game
  self.game = Game.new(love.physics)
  -- the platformer (1600 x 640 px of the game) across the window, the top-down arena below it
  local meter = love.physics.getMeter()
  local platformScale = (width - 32) / Game.width
  self.platformView = draw.lovephysics { scale = meter * platformScale, offset = { 16, 80 } }
  local arenaScale = (height - 80 - Game.height * platformScale - 24) / 600
  self.arenaView = draw.lovephysics { scale = meter * arenaScale, offset = { 16, 80 + Game.height * platformScale + 12 } }
  self.frame = 0
  return self
end

-- One step: the keys held (see the game's update), or the game's script at frame n.
function Scene2:step(dt, keys)
  self.frame = self.frame + 1
  self.game:update(dt, keys or self.game:scripted(self.frame))
end

-- `layers` as world:draw takes them; the top-down scene's friction joints (to a ground body at
-- the origin) are left out.
function Scene2:draw(layers)
  self.platformView:draw(self.game.world, layers)
  local arena = { joints = false }
  for key, value in pairs(layers or {}) do
    if key ~= 'joints' then arena[key] = value end
  end
  self.arenaView:draw(self.game.topWorld, arena)
end

-- Its state in key=value words: passes through the platform, the player's position (pixels), the
-- event counts of a few pair classes.
function Scene2:describe()
  local game = self.game
  local x, y = game.player:getPosition()
  local events = game.events
  return ('scene=2 through=%d standing=%d player=%.1f,%.1f wheel=%.3f platform=%d zone=%d'):format(game.through,
    game.standing, x, y, game.bigWheel:getAngle(), events['begin platform-player'] or 0, events['begin player-zone'] or 0)
end

function Scene2:hud()
  local game = self.game
  return {
    ('scene 2: love.physics\'s API through b2c.lovephysics    through the one-way platform %d    standing %d'):format(
      game.through, game.standing),
    'arrows: player (up jumps)   W/A/S/D: car   R: reset   Tab or 1: scene 1   P: pause   Esc: quit',
  }
end

return Scene2
