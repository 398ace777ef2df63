-- b2c demo: a fan of rays cast at a rotated box and a capsule. Each shape is placed with a
-- transform; shape:rayCast gives the fraction, world normal and world point of the nearest hit.
-- Run with `make demo`.
local b2c = require 'b2c'
local vec2, transform = b2c.vec2, b2c.transform

print(('b2c %s on %s'):format(b2c.version, b2c.lua))

local box = b2c.box(2, 1)                                -- a 4 x 2 box
local pose = transform(vec2(0, 0), math.rad(30))        -- placed at the origin, turned 30 degrees
local capsule = b2c.capsule({ -1.5, 0 }, { 1.5, 0 }, 0.5)
local capsulePose = transform(vec2(2, 3), math.rad(-20))
local origin = vec2(-8, -3)                             -- where every ray starts

local hits = {}
print(('%s turned %.0f degrees, %s at %s; rays from %s'):format(tostring(box), math.deg(pose.q:angle()),
  tostring(capsule), tostring(capsulePose.p), tostring(origin)))
for i = 0, 11 do
  local angle = math.rad(8 + i * 3)
  local target = origin + vec2(16 * math.cos(angle), 16 * math.sin(angle))
  local name, fraction, normal, point = 'box', box:rayCast(pose, origin, target)
  local f2, n2, p2 = capsule:rayCast(capsulePose, origin, target)
  if f2 and (not fraction or f2 < fraction) then name, fraction, normal, point = 'capsule', f2, n2, p2 end
  if fraction then
    hits[#hits + 1] = point
    print(('ray %2d at %2.0f deg: hits the %-7s at fraction %.4f, point (%.3f, %.3f), normal (%.3f, %.3f)')
      :format(i, math.deg(angle), name, fraction, point.x, point.y, normal.x, normal.y))
  else
    print(('ray %2d at %2.0f deg: miss'):format(i, math.deg(angle)))
  end
end

-- A picture: '#' the box, '=' the capsule, '*' the hit points, 'o' the ray origin.
local rows, cols, scale = 19, 60, 0.3
local function cell(p)
  return math.floor((p.x + 9) / scale + 0.5), math.floor((5.5 - p.y) / (2 * scale) + 0.5)
end
local grid = {}
for r = 0, rows do
  grid[r] = {}
  for c = 0, cols do
    local world = vec2(c * scale - 9, 5.5 - r * 2 * scale)
    grid[r][c] = box:testPoint(pose, world) and '#' or capsule:testPoint(capsulePose, world) and '=' or '.'
  end
end
for _, p in ipairs(hits) do
  local c, r = cell(p)
  if grid[r] and grid[r][c] then grid[r][c] = '*' end
end
local oc, orow = cell(origin)
grid[orow][oc] = 'o'
for r = 0, rows do print(table.concat(grid[r], '', 0, cols)) end
print(('%d of 12 rays hit a shape'):format(#hits))
