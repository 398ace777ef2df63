-- Zero garbage (issue 21): a busy world (a few hundred bodies colliding in a box) stepped with
-- contact callbacks (and jointBreak) set, its contact events read as flat arrays, its move events and every pose
-- read in bulk into tables kept from step to step: once warm, 1,000 steps allocate nothing
-- (collectgarbage("count") does not move with the collector stopped).
local b2c = require 'b2c'
local garbage = require 'spec.helpers.garbage'

-- A box of walls and `count` bodies, boxes and balls, dropped in a heap that keeps moving: the
-- floor is a kinematic body that shakes.
local function busyWorld(count)
  local world = b2c.world()
  local walls = world:createBody { type = 'kinematic' }
  walls:createFixture(b2c.box(12, 0.5, { 0, -0.5 }))
  walls:createFixture(b2c.box(0.5, 20, { -12, 19 }))
  walls:createFixture(b2c.box(0.5, 20, { 12, 19 }))
  local bodies = {}
  for i = 1, count do
    local body = world:createBody { type = 'dynamic', position = { (i % 20) - 9.5, 1 + math.floor(i / 20) * 1.1 },
      angle = 0.3 * i }
    if i % 2 == 0 then
      body:createFixture(b2c.box(0.4, 0.4), { enableHitEvents = true })
    else
      body:createFixture(b2c.circle(0.45), { restitution = 0.3, enableHitEvents = true })
    end
    bodies[i] = body
  end
  return world, walls, bodies
end

-- A table with room for n array entries (the calls clear them: the room stays).
local function room(n)
  local t = {}
  for i = 1, n do t[i] = false end
  return t
end

describe('zero garbage', function()
  it('stepping a busy world with callbacks and reading it in bulk allocates nothing', function()
    local why = garbage.unmeasurable()
    if why then return pending(why) end
    local N = 300
    local world, walls, bodies = busyWorld(N)
    local begins, ends, presolves = 0, 0, 0
    world:setCallbacks {
      beginContact = function(_, _, _) begins = begins + 1 end,
      endContact = function(_, _, _) ends = ends + 1 end,
      preSolve = function(_, _, _) presolves = presolves + 1 end,
      jointBreak = function() error('no joint breaks here') end,
    }
    -- a few jointed pairs (their joints never break: no jointBreak call, nothing made for it)
    for i = 1, 20, 2 do
      world:createJoint { type = 'revolute', bodyA = bodies[i], bodyB = bodies[i + 1],
        anchor = bodies[i]:getPosition() }
    end
    local poses, awake = room(3 * N + 3), room(N + 1)
    local givenPoses = room(3 * N)
    local moved, movedPoses, slept = room(N + 1), room(3 * N + 3), room(N + 1)
    local a, b, hits = room(8 * N), room(8 * N), room(40 * N)
    local kinds = { 'begin', 'end', 'sensorBegin', 'sensorEnd' }
    local t = 0
    local up, down = { 0, 2 }, { 0, -2 }
    local sums = { events = 0, moves = 0, poses = 0 }
    local function frame()
      t = t + 1
      walls:setLinearVelocity((t % 40 < 20) and up or down)
      world:step(1 / 60)
      for k = 1, 4 do sums.events = sums.events + world:getFlatContactEvents(kinds[k], a, b) end
      sums.events = sums.events + world:getFlatContactEvents('hit', a, b, hits)
      sums.moves = sums.moves + world:getMoveEvents(moved, movedPoses, slept)
      sums.poses = sums.poses + world:getPoses(poses, nil, awake)
      world:getPoses(givenPoses, bodies)
    end
    -- One loop warms up and measures: under LuaJIT a new loop would be compiled while measured (the
    -- JIT's traces live in the Lua heap), this one's trace is made during the warm-up.
    local function run(steps) for _ = 1, steps do frame() end end
    -- (under valgrind, make memcheck, a quarter as many steps: its errors show in any of them)
    local part = os.getenv('B2C_MEMCHECK') and 4 or 1
    run(600 / part)
    -- (a full collection shrinks the Lua stacks and call lists: a few frames grow them again)
    local steps = 1000 / part
    local grown = garbage.growth(function() run(steps) end, function() run(10) end)
    assert.are.equal(0, grown, ('%d bytes allocated over %d steps'):format(grown, steps))
    -- the world was busy all along
    assert.is_true(begins > 100 / part and ends > 100 / part and presolves > 10000 / part,
      ('%d %d %d'):format(begins, ends, presolves))
    assert.is_true(sums.moves > 100 * steps and sums.poses > 100 * steps and sums.events > 1000 / part,
      ('%d %d %d'):format(sums.moves, sums.poses, sums.events))
  end)
end)
