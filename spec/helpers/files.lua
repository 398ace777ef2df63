-- The project's files as the specs read them: a whole file, and the paths a shell glob matches.
local files = {}

function files.read(path)
  local file = assert(io.open(path, 'rb'))
  local text = file:read('*a')
  file:close()
  return text
end

-- The paths matching `glob`, sorted (none: an empty list).
function files.list(glob)
  local out = {}
  local p = assert(io.popen('ls ' .. glob .. ' 2>/dev/null'))
  for line in p:lines() do out[#out + 1] = line end
  p:close()
  table.sort(out)
  return out
end

return files
