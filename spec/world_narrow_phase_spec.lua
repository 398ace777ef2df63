-- The narrow phase in the world: a contact's manifold is what b2c.collide gives for its two
-- shapes where the bodies stand, whether the step computed it or skipped it (a contact whose
-- shapes' tight boxes are farther apart than the speculative distance gets no points without
-- running the narrow phase); a contact without points has no normal.
local b2c = require 'b2c'
local vec2 = b2c.vec2

local function shapeOf(kind, rnd)
  local s = 0.2 + rnd() * 1.3
  if kind == 'circle' then return b2c.circle(s * 0.6, { rnd() * 0.2, rnd() * 0.2 }) end
  if kind == 'box' then return b2c.box(s * 0.5, s * 0.3, { rnd() * 0.2, 0 }, rnd() * 3) end
  if kind == 'rounded' then return b2c.polygon({ { -s, 0 }, { s, -s * 0.4 }, { 0, s } }, 0.1 * s) end
  if kind == 'capsule' then return b2c.capsule({ -s * 0.5, 0 }, { s * 0.5, 0.1 }, 0.2 * s) end
  return b2c.segment({ -s, 0 }, { s, 0.2 * s })
end

describe('the narrow phase in the world', function()
  it('gives each contact the manifold b2c.collide gives, near and far, for every kind of shape', function()
    local seed = 12345
    local function rnd() -- deterministic, in [0, 1)
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    end
    local kinds = { 'circle', 'box', 'rounded', 'capsule', 'segment' }
    local compared, withPoints, without = 0, 0, 0
    local trials = os.getenv('B2C_MEMCHECK') and 100 or 400 -- (every pair of kinds in 20)
    for trial = 1, trials do
      local kindA, kindB = kinds[1 + trial % 5], kinds[1 + math.floor(trial / 5) % 4] -- (B moves: not a segment)
      local shapeA, shapeB = shapeOf(kindA, rnd), shapeOf(kindB, rnd)
      local angleA, angleB = rnd() * 6.28, rnd() * 6.28
      local xfA = b2c.transform(vec2(0, 0), angleA)
      -- B along a random direction, stepped out until the gap is between 1 mm and 0.3 m
      local heading = rnd() * 6.28
      local dir = vec2(math.cos(heading), math.sin(heading))
      -- (half the trials near the speculative distance, half past it)
      local want = trial % 2 == 0 and 0.001 + rnd() * 0.025 or 0.015 + rnd() * 0.3
      local xfB, gap
      for d = 0, 8, 0.0005 do
        xfB = b2c.transform(dir * d, angleB)
        gap = b2c.distance(shapeA, xfA, shapeB, xfB)
        if gap >= want then break end
      end
      local world = b2c.world { gravity = { 0, 0 } }
      local a = world:createBody { position = vec2(0, 0), angle = angleA }
      a:createFixture(shapeA)
      local b = world:createBody { type = 'dynamic', position = xfB.p, angle = angleB }
      b:createFixture(shapeB)
      world:step(1 / 60)
      -- apart and still: nothing pushed, the bodies stand where they were
      assert.near(xfB.p, b:getPosition(), 1e-6, ("trial %d: %s against %s, %.4f m apart"):format(trial, kindA, kindB, gap))
      local expected = b2c.collide(shapeA, xfA, shapeB, xfB)
      local records = world:getContacts()
      assert.is_true(#records <= 1)
      local record = records[1]
      if expected == nil then
        without = without + 1
        if record ~= nil then
          assert.are.equal(0, #record.points)
          assert.are.equal(vec2(0, 0), record.normal)
          assert.is_false(record.touching)
        end
      else
        withPoints = withPoints + 1
        assert.is_not_nil(record, ('trial %d: %s against %s, %.4f m apart'):format(trial, kindA, kindB, gap))
        assert.are.equal(#expected.points, #record.points)
        assert.near(expected.normal, record.normal, 1e-6)
        for i, p in ipairs(expected.points) do
          assert.near(p.point, record.points[i].point, 1e-5)
          assert.near(p.separation, record.points[i].separation, 1e-5)
          assert.are.equal(p.id, record.points[i].id)
        end
      end
      compared = compared + 1
    end
    assert.are.equal(trials, compared)
    -- both sides of the speculative distance were reached
    assert.is_true(withPoints > trials * 3 / 10, 'with points: ' .. withPoints)
    assert.is_true(without > trials * 3 / 10, 'without: ' .. without)
  end)

  it('keeps no normal on a contact whose shapes moved apart', function()
    local world = b2c.world { gravity = { 0, 0 } }
    world:createBody {}:createFixture(b2c.box(1, 1))
    local box = world:createBody { type = 'dynamic', position = { 0, 2.01 } }
    box:createFixture(b2c.box(1, 1))
    world:step(1 / 60)
    local record = world:getContacts()[1]
    assert.are.equal(2, #record.points) -- 1 cm apart: speculative points
    assert.near(vec2(0, 1), record.normal, 1e-6)
    box:setTransform({ 0, 2.05 }, 0) -- 5 cm apart: the fat boxes still overlap (the static one is tight, the dynamic one 7 cm larger)
    world:step(1 / 60)
    record = world:getContacts()[1]
    assert.is_not_nil(record)
    assert.are.equal(0, #record.points)
    assert.are.equal(vec2(0, 0), record.normal)
  end)
end)
