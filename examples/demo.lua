-- b2c demo: a fan of rays cast at a rotated box, using only the value types (vec2, rot,
-- transform, aabb). The box is an aabb in its own frame; each ray is taken into that frame with
-- transform:invApply, cast with aabb:rayCast, and the hit is brought back to the world.
-- Run with `make demo`.
local b2c = require 'b2c'
local vec2, transform, aabb = b2c.vec2, b2c.transform, b2c.aabb

print(('b2c %s on %s'):format(b2c.version, b2c.lua))

local box = aabb(-2, -1, 2, 1)                          -- a 4 x 2 box in its own frame
local pose = transform(vec2(0, 0), math.rad(30))        -- placed at the origin, turned 30 degrees
local origin = vec2(-8, -3)                             -- where every ray starts

local hits = {}
print(('box %s turned %.0f degrees; rays from %s'):format(tostring(box), math.deg(pose.q:angle()), tostring(origin)))
for i = 0, 8 do
  local angle = math.rad(8 + i * 3)
  local target = origin + vec2(16 * math.cos(angle), 16 * math.sin(angle))
  local fraction, normal = box:rayCast(pose:invApply(origin), pose:invApply(target))
  if fraction then
    local point = origin:lerp(target, fraction)
    local worldNormal = pose.q:rotate(normal)
    hits[#hits + 1] = point
    print(('ray %d at %2.0f deg: hit at fraction %.4f, point (%.3f, %.3f), normal (%.3f, %.3f)')
      :format(i, math.deg(angle), fraction, point.x, point.y, worldNormal.x, worldNormal.y))
  else
    print(('ray %d at %2.0f deg: miss'):format(i, math.deg(angle)))
  end
end

-- A picture: '#' the box, '*' the hit points, 'o' the ray origin.
local rows, cols, scale = 15, 60, 0.3
local function cell(p)
  return math.floor((p.x + 9) / scale + 0.5), math.floor((4 - p.y) / (2 * scale) + 0.5)
end
local grid = {}
for r = 0, rows do
  grid[r] = {}
  for c = 0, cols do
    local world = vec2(c * scale - 9, 4 - r * 2 * scale)
    grid[r][c] = box:contains(pose:invApply(world)) and '#' or '.'
  end
end
for _, p in ipairs(hits) do
  local c, r = cell(p)
  if grid[r] and grid[r][c] then grid[r][c] = '*' end
end
local oc, orow = cell(origin)
grid[orow][oc] = 'o'
for r = 0, rows do print(table.concat(grid[r], '', 0, cols)) end
print(('%d of 9 rays hit the box'):format(#hits))
