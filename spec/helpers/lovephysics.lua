-- Shared by the b2c.lovephysics specs: a world without gravity and a body made through the module,
-- and pack (every result of a call, its count in n).
local lp = require 'b2c.lovephysics'

local M = {}

function M.pack(...) return { n = select('#', ...), ... } end

function M.world() return lp.newWorld(0, 0) end

-- lp.newBody(w, x, y, kind), turned by angle when given
function M.body(w, x, y, kind, angle)
  local body = lp.newBody(w, x, y, kind)
  if angle then body:setAngle(angle) end
  return body
end

return M
