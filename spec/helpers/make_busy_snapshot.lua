-- Writes spec/data/busy-100.snapshot: the busy scene of the determinism specs after 100 steps,
-- serialized. Every build loads it and must reach the recorded hash after 200 more steps; run it
-- again (from the repository's root, after `make`: lua5.4 spec/helpers/make_busy_snapshot.lua)
-- when the simulation or the snapshot format changes, with EXPECTED in spec/determinism_spec.lua.
package.path = './?.lua;' .. package.path
local busyWorld = require 'spec.helpers.busy_world'
local world = busyWorld()
for _ = 1, 100 do world:step(1 / 60) end
os.execute('mkdir -p spec/data')
local file = assert(io.open('spec/data/busy-100.snapshot', 'wb'))
file:write(world:snapshot():serialize())
file:close()
for _ = 1, 200 do world:step(1 / 60) end
print('spec/data/busy-100.snapshot written; the hash 200 steps later: ' .. world:hash())
