-- Reads the LÖVE runner's output on stdin and prints, for each scenario, whether the module's
-- lines match LÖVE's and each difference:
--   love spec/love_diff/app [NAME ...] | lua5.4 spec/love_diff/compare.lua [--all]
-- (--all: every difference, not the first 8 of each scenario). Exits non-zero when one differs.
local here = (debug.getinfo(1, 'S').source:match('^@(.*)[/\\][^/\\]*$') or '.')
local H = dofile(here .. '/harness.lua')
local limit = (... == '--all') and math.huge or 8
local sides, order = { love = {}, b2c = {} }, {}
for line in io.lines() do
  local side, name, rest = line:match('^(%a[%w]*)\t([^\t]+)\t(.*)$')
  if side and sides[side] then
    if not sides.love[name] and not sides.b2c[name] then order[#order + 1] = name end
    sides[side][name] = sides[side][name] or {}
    table.insert(sides[side][name], rest)
  end
end
local failed = 0
for _, name in ipairs(order) do
  local differences = H.compare(sides.love[name] or {}, sides.b2c[name] or {})
  if #differences == 0 then
    print(('%-18s matches (%d lines)'):format(name, #(sides.love[name] or {})))
  else
    failed = failed + 1
    print(('%-18s %d of %d lines differ:'):format(name, #differences, #(sides.love[name] or {})))
    print(H.describe(differences, limit))
  end
end
print(('%d of %d scenarios differ'):format(failed, #order))
os.exit(failed == 0 and 0 or 1)
