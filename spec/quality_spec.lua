-- The scene-quality harness (bench/quality, `make quality`): scenes modelled on Box2D v3's samples,
-- one test per metric against its target (targets measured on v3). B2C_QUALITY names the harness
-- `make test` built; under valgrind (B2C_MEMCHECK) two cheap scenes only.
--
-- A metric listed in `behind` is one b2c is known to miss while the solver is being worked on: it is
-- pending while it misses, with its value. One that meets its target passes: drop it from the list
-- then, so that it cannot slip back unnoticed.
local path = os.getenv('B2C_QUALITY')

local behind = {
  'bounce_house_box max_wall_depth_mm',
  'bounce_house_capsule max_wall_depth_mm',
  'bullet_ground ball_arrival_depth_mm',
  'bullet_ground ball_max_depth_mm',
  'bullet_ground box_max_depth_mm',
  'capsule_stack_20 top_drift_10s_mm',
  'card_house max_card_drop_mm',
  'chain_drop max_depth_mm',
  'confined max_wall_depth_mm',
  'confined rest_wall_depth_mm',
  'heavy_on_light_100 heavy_sink_mm',
  'heavy_on_light_100 light_sink_mm',
  'heavy_on_light_1000 light_ground_overlap_mm',
  'high_mass_ratio_2 big_sag_mm',
  'high_mass_ratio_3 big_sag_mm',
  'mass_ratio_1 heavy_sink_mm',
  'mass_ratio_1 light_sink_mm',
  'pyramid_20 max_drift_mm',
  'pyramid_20 top_drop_mm',
  'pyramid_40 max_drift_mm',
  'ragdoll max_joint_gap_m',
  'vertical_stack_10_nosleep top_max_drift_10s_mm',
  'vertical_stack_10_nosleep top_sink_mm',
  'vertical_stack_20 top_max_drift_10s_mm',
  'vertical_stack_20_nosleep standing_60s',
  'vertical_stack_20_nosleep top_max_drift_10s_mm',
  'vertical_stack_20_nosleep top_sink_mm',
}
local isBehind = {}
for _, key in ipairs(behind) do isBehind[key] = true end

describe('scene quality', function()
  if not path then
    pending('B2C_QUALITY is not set: run through `make test`')
    return
  end
  local scenes = os.getenv('B2C_MEMCHECK') and ' --cheap' or ''
  local pipe = assert(io.popen(path .. ' --tsv' .. scenes .. ' 2>&1', 'r'))
  local output = pipe:read('*a')
  pipe:close()
  local count = 0
  for line in output:gmatch('[^\n]+') do
    local scene, metric, value, op, threshold = line:match('^([%w_]+)\t([%w_]+)\t(%S+)\t([<>]=)\t(%S+)$')
    if scene then
      count = count + 1
      local key = scene .. ' ' .. metric
      it(('%s %s %s'):format(key, op, threshold), function()
        local v, t = tonumber(value), tonumber(threshold)
        local ok = v ~= nil and t ~= nil and ((op == '<=' and v <= t) or (op == '>=' and v >= t))
        if not ok and isBehind[key] then
          return pending(('10/15: b2c %s, target %s'):format(value, threshold))
        end
        assert(ok, ('%s: b2c %s, target %s %s'):format(key, value, op, threshold))
      end)
    else
      it('prints only metrics', function() error('unexpected output: ' .. line) end)
    end
  end
  it('ran the scenes', function()
    assert.is_true(count >= (scenes == '' and 60 or 2), output)
  end)
end)
