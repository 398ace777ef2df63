-- The Lua API fuzzer (spec/helpers/fuzz.lua): seeded random sequences of calls on every object
-- of the module, with valid and invalid arguments and hostile callbacks, tables and finalizers.
-- Every failure must be a Lua error in the standard form (or a documented message), never a
-- crash; after each sequence the trees validate and the worlds are unlocked and step, with no
-- NaN when every number given was moderate. `make test SAN=1` runs it under AddressSanitizer and
-- UBSan.
--
-- Deterministic: B2C_FUZZ_SEED (1) and B2C_FUZZ_SEQUENCES (1200) say what runs; B2C_FUZZ_SECONDS
-- keeps going past the sequences for that long (a longer run: `make fuzz-lua`). A failure names
-- its sequence: B2C_FUZZ_ONLY=k B2C_FUZZ_TRACE=1 replays it alone, each call printed to stderr
-- before it runs (so the last line of a crash is the call that crashed).
local fuzz = require 'spec.helpers.fuzz'
local cats = require 'spec.helpers.luacats'

local function number(name, default)
  local value = tonumber(os.getenv(name) or '')
  return value or default
end

local seed = number('B2C_FUZZ_SEED', 1)
local sequences = number('B2C_FUZZ_SEQUENCES', 1200)
local seconds = number('B2C_FUZZ_SECONDS', nil)
local only = number('B2C_FUZZ_ONLY', nil)

describe('the Lua API fuzzer', function()
  it('has the declared parameters of every method and function it calls', function()
    -- a method without them would be called with junk only, and never get past its checks
    local missing = {}
    for _, name in ipairs(fuzz.classNames) do
      local class = fuzz.classes[name]
      local methods = cats.methods(fuzz.types, class.types)
      for _, method in ipairs(class.methods) do
        if not methods[method] and name ~= 'b2c.joint' then missing[#missing + 1] = class.types .. ':' .. method end
      end
    end
    for _, kind in ipairs(fuzz.jointTypes) do
      local methods = cats.methods(fuzz.types, 'b2c.' .. kind .. 'Joint')
      for _, method in ipairs(fuzz.jointMethods[kind]) do
        if not methods[method] then missing[#missing + 1] = 'b2c.' .. kind .. 'Joint:' .. method end
      end
    end
    for _, name in ipairs(fuzz.moduleFunctions) do
      if not fuzz.types.classes.b2c.functions[name] then missing[#missing + 1] = 'b2c.' .. name end
    end
    assert(#missing == 0, 'no parameters declared in types/b2c.lua for ' .. table.concat(missing, ', '))
  end)

  it(('runs %d sequences of seed %d: only standard errors, and valid structures after'):format(sequences, seed), function()
    local stats = {}
    local report = fuzz.run { seed = seed, sequences = sequences, seconds = seconds, only = only,
      trace = os.getenv('B2C_FUZZ_TRACE') ~= nil, stats = stats }
    io.write(('[api fuzz: %s] '):format(report.summary))
    io.flush()
    assert(#report.failures == 0, ('%d failures:\n%s'):format(#report.failures, report.text))
    -- every class's methods were reached
    if not only and not seconds and sequences >= 1200 then
      local called = {}
      for label in pairs(stats) do called[label:match('^(%S+)') or label] = true end
      local never = {}
      for _, name in ipairs(fuzz.classNames) do
        for _, method in ipairs(fuzz.classes[name].methods) do
          if not called[name .. ':' .. method] then never[#never + 1] = name .. ':' .. method end
        end
      end
      assert(#never == 0, 'never called: ' .. table.concat(never, ', '))
    end
  end)
end)
