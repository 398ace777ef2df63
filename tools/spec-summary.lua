-- Adds up busted's JSON results: `lua tools/spec-summary.lua FILE...` prints one line per file
-- and, last, `N passed, N failed` alone on a line (errors count as failed, pending as skipped).
-- Exits non-zero when anything failed, a file is missing or unreadable, or nothing ran.
local json = require 'dkjson'

local passed, failed, skipped, bad = 0, 0, 0, false
for _, path in ipairs(arg) do
  local file = io.open(path, 'r')
  local results = file and json.decode(file:read('*a'))
  if file then file:close() end
  if type(results) ~= 'table' then
    print(string.format('%s: missing or unreadable results (the spec run crashed?)', path))
    bad = true
  else
    local p, f = #results.successes, #results.failures + #results.errors
    local s = #results.pendings
    print(string.format('%s: %d passed, %d failed, %d skipped', path, p, f, s))
    passed, failed, skipped = passed + p, failed + f, skipped + s
  end
end
print(string.format('%d passed, %d failed', passed, failed))
os.exit((bad or failed > 0 or passed == 0) and 1 or 0)
