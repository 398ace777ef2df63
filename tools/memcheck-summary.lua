-- Reads valgrind memcheck logs (`lua tools/memcheck-summary.lua LABEL LOG...`): prints one line per
-- log with its errors, the bytes definitely lost and the allocations, and exits non-zero when any
-- log has an error or a byte definitely lost (or is missing its summary: valgrind did not finish).
local label = arg[1]
local bad = false
for i = 2, #arg do
  local path = arg[i]
  local file = io.open(path, 'r')
  local text = file and file:read('*a') or ''
  if file then file:close() end
  local errors = tonumber((text:match('ERROR SUMMARY: ([%d,]+) errors') or ''):gsub(',', '') .. '')
  local lost = text:match('definitely lost: ([%d,]+) bytes')
  lost = lost and tonumber((lost:gsub(',', ''))) or (text:find('All heap blocks were freed', 1, true) and 0)
  local allocs = text:match('total heap usage: ([%d,]+) allocs')
  local inUse = text:match('in use at exit: ([%d,]+) bytes')
  if not errors or not lost then
    print(('memcheck %s: %s: no summary (valgrind did not finish?)'):format(label, path))
    bad = true
  else
    print(('memcheck %s: %d errors, %d bytes definitely lost (%s allocations, %s bytes in use at exit) [%s]')
      :format(label, errors, lost, allocs or '?', inUse or '?', path))
    bad = bad or errors > 0 or lost > 0
  end
end
os.exit(bad and 1 or 0)
