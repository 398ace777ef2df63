-- busted output handler: the plain terminal display for people, and at the end of the run
-- busted's own results (the same JSON as `-o json`) written to the file named by $B2C_RESULTS,
-- which tools/spec-summary.lua adds up.
local json = require 'dkjson'

return function(options)
  local busted = require 'busted'
  local terminal = require 'busted.outputHandlers.plainTerminal'(options)
  local handler = require 'busted.outputHandlers.base'()
  local path = os.getenv('B2C_RESULTS')

  handler.suiteEnd = function()
    if path then
      local file = assert(io.open(path, 'w'))
      file:write(json.encode({
        pendings = handler.pendings,
        successes = handler.successes,
        failures = handler.failures,
        errors = handler.errors,
        duration = handler.getDuration(),
      }), '\n')
      file:close()
    end
    return nil, true
  end

  busted.subscribe({ 'suite', 'end' }, handler.suiteEnd)
  terminal:subscribe(options)
  return handler
end
