-- The error messages the module can raise, read from its sources: src/lua/*.c (the binding) and
-- lua/b2c/*.lua (the pure-Lua submodules). spec/errors_doc_spec.lua checks that docs/errors.md
-- gives each of them.
--
--   local messages = require('spec.helpers.error_messages').collect()
--   --> {{file = 'src/lua/lworld.c', line = 37, text = 'world is locked during a step', pattern = '^...$'}, ...}
--
-- `text` is the message as the source writes it, printf placeholders included (%s, %d); `pattern`
-- a Lua pattern that matches the message with any text in place of each placeholder (and, for
-- messages a helper extends, with what it adds: b2c_typeerror's ` expected, got T`,
-- b2c_argerrorfloat's `, got X`). What is read:
--   C: the message literal of luaL_error, b2c_argerrorf, b2c_argerrorfloat and b2c_typeerror
--      calls (adjacent literals joined); the message parts built for b2c_argerrorfloat with
--      snprintf or lua_pushfstring (a literal with " must "); the name of every class (from
--      `b2c_Class ... = {"name"}`: `name expected, got T`); and the messages of Lua's auxiliary
--      library the binding uses (luaL_checkoption, luaL_checktype, luaL_checknumber,
--      luaL_checkstack).
--   Lua: the message of error(...), and of the submodules' own helpers argError, typeError and
--      badArgument (literal, format('literal', ...), or 'literal' .. value), and the failure
--      texts of b2c.spec's assertions (format('Expected ...')).
-- A message built some other way is not seen.
local M = {}

local files = require 'spec.helpers.files'
local read, listing = files.read, files.list

local function lineOf(text, pos)
  local _, n = text:sub(1, pos):gsub('\n', '')
  return n + 1
end

-- A Lua pattern for a message with printf placeholders: each placeholder (and `tail`'s) any text.
local function toPattern(message, tail)
  local parts = {}
  local i = 1
  local s = message .. (tail or '')
  while i <= #s do
    local spec = s:match('^%%[-+ #0]*%d*%.?%d*[sdgfqxic]', i)
    if s:sub(i, i + 1) == '%%' then
      parts[#parts + 1] = '%%'
      i = i + 2
    elseif spec then
      parts[#parts + 1] = '.*'
      i = i + #spec
    else
      local c = s:sub(i, i)
      parts[#parts + 1] = c:find('^[%^%$%(%)%%%.%[%]%*%+%-%?]$') and '%' .. c or c
      i = i + 1
    end
  end
  return '^' .. table.concat(parts) .. '$'
end
M.toPattern = toPattern

-- White space collapsed: a message broken over lines (\n) compares with one written on one.
function M.normalize(s) return (s:gsub('\\n', ' '):gsub('%s+', ' ')) end

---------------------------------------------------------------------------------------------------
-- C

local function unescapeC(s)
  return (s:gsub('\\(.)', { ['"'] = '"', ['\\'] = '\\', n = '\n', t = '\t', ["'"] = "'" }))
end

-- The string literals (adjacent ones joined) at the start of `text` from `pos`: the joined text
-- and where it ends, or nil when no literal starts there.
local function cLiteral(text, pos)
  local out, any = {}, false
  while true do
    local s, e = text:find('^%s*"', pos)
    if not s then break end
    local i = e + 1
    local buffer = {}
    while true do
      local c = text:sub(i, i)
      if c == '\\' then
        buffer[#buffer + 1] = text:sub(i, i + 1)
        i = i + 2
      elseif c == '"' or c == '' then
        break
      else
        buffer[#buffer + 1] = c
        i = i + 1
      end
    end
    out[#out + 1] = unescapeC(table.concat(buffer))
    any = true
    pos = i + 1
  end
  if not any then return nil end
  return table.concat(out), pos
end

-- Skip `count` comma-separated arguments (no nested commas at the top level are expected beyond
-- parentheses) from `pos`, which is just after the call's opening parenthesis.
local function skipArguments(text, pos, count)
  local depth = 0
  while count > 0 and pos <= #text do
    local c = text:sub(pos, pos)
    if c == '(' then depth = depth + 1 elseif c == ')' then depth = depth - 1 end
    if c == ',' and depth == 0 then count = count - 1 end
    pos = pos + 1
  end
  return pos
end

local cCalls = {
  { name = 'luaL_error', skip = 1, tail = '' },
  { name = 'b2c_argerrorf', skip = 2, tail = '' },
  { name = 'b2c_argerrorfloat', skip = 2, tail = ', got %s' },
  { name = 'b2c_typeerror', skip = 2, tail = ' expected, got %s' },
}

-- Lua's auxiliary library's messages, for the luaL_check functions the binding calls.
local auxiliary = {
  luaL_checkoption = { "invalid option '%s'" },
  luaL_checktype = { '%s expected, got %s' },
  luaL_checknumber = { 'number expected, got %s' },
  luaL_checkstack = { 'stack overflow (%s)' },
}

local function collectC(path, out)
  local text = read(path)
  local function add(pos, message, tail)
    out[#out + 1] = { file = path, line = lineOf(text, pos), text = message .. tail,
      pattern = toPattern(M.normalize(message), tail) }
  end
  for _, call in ipairs(cCalls) do
    for pos in text:gmatch('()' .. call.name .. '%(') do
      -- not the definition or declaration of the helper itself
      local before = text:sub(math.max(1, pos - 12), pos - 1)
      if not before:find('int%s*$') and not before:find('void%s*$') then
        local args = skipArguments(text, pos + #call.name + 1, call.skip)
        local message = cLiteral(text, args)
        if message then add(pos, message, call.tail) end
      end
    end
  end
  -- message parts made for b2c_argerrorfloat
  for pos, rest in text:gmatch('()snprintf%(what, sizeof what,(.)') do
    local message = cLiteral(text, pos + #'snprintf(what, sizeof what,')
    if message and message:find(' must ', 1, true) then add(pos, message, ', got %s') end
  end
  for pos in text:gmatch('()lua_pushfstring%(L,') do
    local message = cLiteral(text, pos + #'lua_pushfstring(L,')
    if message and message:find(' must ', 1, true) then add(pos, message, ', got %s') end
  end
  for pos, name in text:gmatch('()b2c_Class%s+[%w_]+%s*=%s*{%s*"([^"]+)"') do add(pos, name, ' expected, got %s') end
  for name, messages in pairs(auxiliary) do
    local pos = text:find(name .. '(', 1, true)
    if pos then
      for _, m in ipairs(messages) do add(pos, m, '') end
    end
  end
end

---------------------------------------------------------------------------------------------------
-- Lua

local function unescapeLua(s)
  return (s:gsub('\\(.)', { ['"'] = '"', ["'"] = "'", ['\\'] = '\\', n = '\n', t = '\t' }))
end

-- A quoted literal at `pos` (after spaces): its text, and where it ends.
local function luaLiteral(text, pos)
  local s, e, q = text:find('^%s*([\'"])', pos)
  if not s then return nil end
  local i = e + 1
  local buffer = {}
  while i <= #text do
    local c = text:sub(i, i)
    if c == '\\' then
      buffer[#buffer + 1] = text:sub(i, i + 1)
      i = i + 2
    elseif c == q then
      break
    else
      buffer[#buffer + 1] = c
      i = i + 1
    end
  end
  return unescapeLua(table.concat(buffer)), i + 1
end

-- The message expression at `pos`: 'literal', format('literal', ...), ('literal'):format(...), or
-- 'literal' .. value (the value a placeholder).
local function luaMessage(text, pos)
  local s, e = text:find('^%s*format%(', pos)
  if s then return (luaLiteral(text, e + 1)) end
  s, e = text:find('^%s*%(', pos)
  if s then
    local literal, after = luaLiteral(text, e + 1)
    if literal and text:find('^%)%s*:%s*format', after) then return literal end
    return nil
  end
  local literal, after = luaLiteral(text, pos)
  if not literal then return nil end
  if text:find('^%s*%.%.', after) then literal = literal .. '%s' end
  return literal
end

local luaCalls = {
  { name = 'error', skip = 0, tail = '' },
  { name = 'argError', skip = 2, tail = '' },
  { name = 'badArgument', skip = 2, tail = '' },
  { name = 'typeError', skip = 2, tail = ' expected, got %s' },
}

local function collectLua(path, out)
  local text = read(path)
  for _, call in ipairs(luaCalls) do
    for pos in text:gmatch('()%f[%w_]' .. call.name .. '%(') do
      local before = text:sub(math.max(1, pos - 15), pos - 1)
      if not before:find('function%s*$') then
        local args = skipArguments(text, pos + #call.name + 1, call.skip)
        local message = luaMessage(text, args)
        -- a full standard message built in Lua: its inner part is what is documented
        if message then
          local inner = message:match("^bad argument #%S+ to '[^']*' %((.*)%)$")
          message = inner or message
          out[#out + 1] = { file = path, line = lineOf(text, pos), text = message .. call.tail,
            pattern = toPattern(M.normalize(message), call.tail) }
        end
      end
    end
  end
  -- b2c.spec's assertion failures
  for pos in text:gmatch("()text = format%('Expected") do
    local message = luaLiteral(text, pos + #'text = format(')
    out[#out + 1] = { file = path, line = lineOf(text, pos), text = message, pattern = toPattern(M.normalize(message)) }
  end
end

function M.collect()
  local out = {}
  for _, path in ipairs(listing('src/lua/*.c')) do collectC(path, out) end
  for _, path in ipairs(listing('lua/b2c/*.lua')) do collectLua(path, out) end
  return out
end

return M
