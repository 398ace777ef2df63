-- A platformer scene: a player jumps up through a one-way platform and lands on it.
-- Run from the repository after `make`: lua5.4 examples/platformer.lua
local b2c = require 'b2c'

local world = b2c.world { gravity = { 0, -20 } }
world:createBody {}:createFixture(b2c.box(20, 0.5, { 0, -0.5 }), { userData = 'ground' })
local platform = world:createBody { position = { 0, 3 } }
local oneWay = platform:createFixture(b2c.box(3, 0.1), { userData = 'platform' })
local player = world:createBody { type = 'dynamic', position = { 0, 0.5 }, fixedRotation = true }
local feet = player:createFixture(b2c.box(0.4, 0.5), { friction = 0, userData = 'player' })

world:setCallbacks {
  -- the platform lets the player through while it is not above it and falling
  preSolve = function(a, b)
    if a ~= oneWay and b ~= oneWay then return true end
    local top = platform:getPosition().y + 0.1
    local bottom = player:getPosition().y - 0.5
    return bottom > top - b2c.linearSlop and player:getLinearVelocity().y <= 0.5
  end,
  beginContact = function(a, b)
    local other = a == feet and b or a
    print(('  lands on %s at y = %.2f'):format(other:getUserData(), player:getPosition().y))
  end,
}

print('platformer: jump through the one-way platform, then stand on it')
player:applyLinearImpulse(b2c.vec2(0, 12 * player:getMass()))
for second = 1, 3 do
  for _ = 1, 60 do world:step(1 / 60) end
  print(('t = %ds  player y = %.3f  vy = %.3f'):format(second, player:getPosition().y, player:getLinearVelocity().y))
end
