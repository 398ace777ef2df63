-- What a piece of code allocates, for the zero-garbage specs (spec/zero_garbage_spec.lua,
-- spec/callback_batch_spec.lua, spec/vec2_ffi_spec.lua).
local M = {}

M.luajit = type(jit) == 'table'

-- Why a zero-garbage check cannot hold in this run, or nil: under LuaJIT with the JIT off (make
-- memcheck runs LuaJIT so under valgrind), the interpreter makes the temporaries of the FFI paths
-- that compiled traces never make.
function M.unmeasurable()
  if M.luajit and not jit.status() then
    return 'the JIT is off (make memcheck): the FFI paths make temporaries that traces do not'
  end
  return nil
end

-- Bytes the heap grows by while `run()` runs, the collector stopped (after a full collection and
-- `settle()`, if given, which may grow what a collection shrank: the stacks). Under LuaJIT the
-- least of up to three tries: a trace compiled while measuring (a side trace of a loop the suite's
-- earlier specs left cold) is allocated once, in the Lua heap, and is not garbage of the code.
function M.growth(run, settle)
  local least = math.huge
  for _ = 1, M.luajit and 3 or 1 do
    collectgarbage()
    collectgarbage()
    collectgarbage('stop')
    if settle then settle() end
    local before = collectgarbage('count')
    run()
    local grown = (collectgarbage('count') - before) * 1024
    collectgarbage('restart')
    least = math.min(least, grown)
    if least <= 0 then break end
  end
  return least
end

return M
