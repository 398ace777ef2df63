-- The LuaCATS annotations of types/b2c.lua read as data: classes (parents, fields and their
-- types), the parameters and overloads of every function and method, and aliases, with each type
-- parsed into a tree. spec/helpers/fuzz.lua generates arguments from them, so every function the
-- types declare is called with values of the declared types (and with everything else).
--
--   local cats = require 'spec.helpers.luacats'
--   local types = cats.load('types/b2c.lua')
--   types.classes['b2c.world'].methods.step  --> {params = {{name = 'dt', type = T, optional = false}, ...},
--                                                 overloads = {...}, returns = {...}}
--
-- A type T is a table: {kind = 'name', name = 'number'}, {kind = 'literal', value = 'distance'},
-- {kind = 'union', items = {T, ...}}, {kind = 'array', of = T}, {kind = 'fun', params = {...},
-- returns = {T, ...}}, {kind = 'table', fields = {{key = 1 | 'x', type = T, optional = bool}, ...}};
-- any of them with `optional = true` for a trailing `?`.
local M = {}

---------------------------------------------------------------------------------------------------
-- Type expressions.

local Parser = {}
Parser.__index = Parser

local function fail(p, message)
  error(('luacats: %s at %d in %q'):format(message, p.pos, p.text), 0)
end

function Parser:peek(n) return self.text:sub(self.pos, self.pos + (n or 1) - 1) end

function Parser:skip() self.pos = self.text:find('[^ \t]', self.pos) or (#self.text + 1) end

function Parser:accept(s)
  if self.text:sub(self.pos, self.pos + #s - 1) == s then
    self.pos = self.pos + #s
    return true
  end
  return false
end

function Parser:expect(s)
  if not self:accept(s) then fail(self, ('%q expected'):format(s)) end
end

function Parser:name()
  local s, e = self.text:find('^[%a_][%w_%.]*', self.pos)
  if not s then fail(self, 'name expected') end
  self.pos = e + 1
  return self.text:sub(s, e)
end

-- name[?]: type, ... up to `close`
function Parser:fields(close, keyed)
  local fields = {}
  self:skip()
  if self:accept(close) then return fields end
  repeat
    self:skip()
    local key
    if keyed and self:accept('[') then
      local s, e = self.text:find('^%d+', self.pos)
      if s then
        key = tonumber(self.text:sub(s, e))
        self.pos = e + 1
      else
        self:expect('"')
        local q = self.text:find('"', self.pos, true)
        key = self.text:sub(self.pos, q - 1)
        self.pos = q + 1
      end
      self:expect(']')
    elseif self:peek(3) == '...' then
      self.pos = self.pos + 3
      key = '...'
    else
      key = self:name()
    end
    local optional = self:accept('?')
    self:skip()
    local t = { kind = 'name', name = 'any' }
    if self:accept(':') then
      self:skip()
      t = self:union()
    end
    fields[#fields + 1] = { key = key, name = key, type = t, optional = optional or t.optional == true }
    self:skip()
  until not self:accept(',')
  self:skip()
  self:expect(close)
  return fields
end

function Parser:primary()
  local t
  if self:accept('"') then
    local q = self.text:find('"', self.pos, true)
    if not q then fail(self, 'unclosed string') end
    t = { kind = 'literal', value = self.text:sub(self.pos, q - 1) }
    self.pos = q + 1
  elseif self:accept('(') then
    self:skip()
    t = self:union()
    self:skip()
    self:expect(')')
  elseif self:accept('{') then
    t = { kind = 'table', fields = self:fields('}', true) }
  elseif self.text:find('^fun%(', self.pos) then
    self.pos = self.pos + 4
    t = { kind = 'fun', params = self:fields(')', false), returns = {} }
    local save = self.pos
    self:skip()
    if self:accept(':') then
      repeat
        self:skip()
        t.returns[#t.returns + 1] = self:union()
        save = self.pos
        self:skip()
      until not self:accept(',')
    end
    self.pos = save
  elseif self:accept('true') then
    t = { kind = 'literal', value = true }
  elseif self:accept('false') then
    t = { kind = 'literal', value = false }
  else
    t = { kind = 'name', name = self:name() }
  end
  while true do
    if self:accept('[]') then
      t = { kind = 'array', of = t }
    elseif self:accept('?') then
      local copy = {}
      for k, v in pairs(t) do copy[k] = v end
      copy.optional = true
      t = copy
    else
      break
    end
  end
  return t
end

function Parser:union()
  local items = { self:primary() }
  while self:accept('|') do items[#items + 1] = self:primary() end
  if #items == 1 then return items[1] end
  local optional = false
  for _, item in ipairs(items) do optional = optional or item.optional == true end
  return { kind = 'union', items = items, optional = optional or nil }
end

-- The type at the start of `text`, and the rest (a description).
function M.parseType(text)
  local p = setmetatable({ text = text, pos = 1 }, Parser)
  p:skip()
  local t = p:union()
  return t, text:sub(p.pos)
end

---------------------------------------------------------------------------------------------------
-- The file.

function M.parse(text)
  local types = { classes = {}, aliases = {}, order = {} }
  local vars = {}
  local current, pending
  local params, returns, overloads = {}, {}, {}
  for line in (text .. '\n'):gmatch('([^\n]*)\n') do
    if line:find('^%-%-%-') then
      local name, rest = line:match('^%-%-%-@class%s+([%w_%.]+)(.*)$')
      if name then
        local class = { name = name, parents = {}, fields = {}, fieldOrder = {}, methods = {}, functions = {} }
        for parent in (rest:match('^%s*:%s*(.*)$') or ''):gmatch('[%w_%.]+') do class.parents[#class.parents + 1] = parent end
        types.classes[name] = class
        types.order[#types.order + 1] = name
        current, pending = class, class
      end
      local alias, aliasType = line:match('^%-%-%-@alias%s+([%w_%.]+)%s+(.*)$')
      if alias then types.aliases[alias] = (M.parseType(aliasType)) end
      local field, fieldOptional, fieldType = line:match('^%-%-%-@field%s+([^%s?]+)(%??)%s+(.*)$')
      if field and current then
        field = field:gsub('^%["(.*)"%]$', '%1')
        local t = M.parseType(fieldType)
        current.fields[field] = { name = field, type = t, optional = fieldOptional == '?' or t.optional == true }
        current.fieldOrder[#current.fieldOrder + 1] = field
      end
      local param, paramOptional, paramType = line:match('^%-%-%-@param%s+([%w_%.]+)(%??)%s+(.*)$')
      if param then
        local t = M.parseType(paramType)
        params[#params + 1] = { name = param, type = t, optional = paramOptional == '?' or t.optional == true }
      end
      local ret = line:match('^%-%-%-@return%s+(.*)$')
      if ret then returns[#returns + 1] = (M.parseType(ret)) end
      local overload = line:match('^%-%-%-@overload%s+(.*)$')
      if overload then overloads[#overloads + 1] = (M.parseType(overload)) end
    else
      current = nil
      local var = line:match('^local%s+([%w_]+)')
      if var and pending then vars[var] = pending end
      pending = nil
      local owner, sep, fname = line:match('^function%s+([%w_]+)([:%.])([%w_]+)%(')
      local class = owner and vars[owner]
      if class then
        local sig = { name = fname, params = params, returns = returns, overloads = {} }
        for _, o in ipairs(overloads) do
          local oparams = {}
          for i, p in ipairs(o.params) do
            -- an overload of a method names self first
            if not (i == 1 and p.name == 'self') then oparams[#oparams + 1] = p end
          end
          sig.overloads[#sig.overloads + 1] = oparams
        end
        if sep == ':' then class.methods[fname] = sig else class.functions[fname] = sig end
      end
      params, returns, overloads = {}, {}, {}
    end
  end
  return types
end

function M.load(path)
  return M.parse(require('spec.helpers.files').read(path))
end

-- The methods of class `name` and its ancestors (the nearest wins).
function M.methods(types, name, out, seen)
  out, seen = out or {}, seen or {}
  local class = types.classes[name]
  if not class or seen[name] then return out end
  seen[name] = true
  for k, sig in pairs(class.methods) do
    if out[k] == nil then out[k] = sig end
  end
  for _, parent in ipairs(class.parents) do M.methods(types, parent, out, seen) end
  return out
end

-- The fields of class `name` and its ancestors, in declaration order (a class's own first).
function M.fields(types, name, out, seen)
  out, seen = out or {}, seen or {}
  local class = types.classes[name]
  if not class or seen[name] then return out end
  seen[name] = true
  for _, k in ipairs(class.fieldOrder) do
    local known = false
    for _, f in ipairs(out) do known = known or f.name == k end
    if not known then out[#out + 1] = class.fields[k] end
  end
  for _, parent in ipairs(class.parents) do M.fields(types, parent, out, seen) end
  return out
end

return M
