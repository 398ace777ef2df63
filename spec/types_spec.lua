-- types/b2c.lua, the lua-language-server definitions, is in step with the module: every name the
-- API walk finds (spec/helpers/api_walk.lua: methods, fields, operators, the fields of returned
-- tables and of definition tables) is declared in the right class, and the classes declare nothing
-- that does not exist. The file loads under this Lua, its annotations refer only to classes and
-- aliases it defines, and each `---@param` names a parameter of the function it annotates.
-- When lua-language-server is installed, its --check must find no problem in types/.
local walk = require 'spec.helpers.api_walk'

local api = walk.collect()
local typesText = walk.read(walk.typesPath)

---------------------------------------------------------------------------------------------------
-- The definition file, read as LuaCATS annotations: classes with their parents, fields,
-- operators, methods and functions (`function var:name(` / `function var.name(` after
-- `---@class name` + `local var = {}`), constants (`var.name = `), aliases.

local function parse(text)
  local types = { classes = {}, aliases = {}, order = {}, problems = {} }
  local vars = {}
  local current, pending
  local params = {}
  local lineNumber = 0
  local function problem(message) types.problems[#types.problems + 1] = ('line %d: %s'):format(lineNumber, message) end
  for line in (text .. '\n'):gmatch('([^\n]*)\n') do
    lineNumber = lineNumber + 1
    if line:find('^%-%-%-') then
      local name, rest = line:match('^%-%-%-@class%s+([%w_%.]+)(.*)$')
      if name then
        if types.classes[name] then problem('class ' .. name .. ' defined twice') end
        local class = { name = name, parents = {}, names = {}, kinds = {}, operators = {} }
        for parent in (rest:match('^%s*:%s*(.*)$') or ''):gmatch('[%w_%.]+') do class.parents[#class.parents + 1] = parent end
        types.classes[name] = class
        types.order[#types.order + 1] = name
        current, pending = class, class
      end
      local alias = line:match('^%-%-%-@alias%s+([%w_%.]+)')
      if alias then types.aliases[alias] = true end
      local field = line:match('^%-%-%-@field%s+(%S+)')
      if field then
        field = field:gsub('%?$', ''):gsub('^%["(.*)"%]$', '%1')
        if not current then problem('@field outside a class') else
          current.names[field] = true
          current.kinds[field] = 'field'
        end
      end
      local op = line:match('^%-%-%-@operator%s+(%a+)')
      if op then
        if not current then problem('@operator outside a class') else current.operators[op] = true end
      end
      local param = line:match('^%-%-%-@param%s+([%w_%.]+)')
      if param then params[#params + 1] = param end
    else
      current = nil
      local var = line:match('^local%s+([%w_]+)')
      if var and pending then vars[var] = pending end
      pending = nil
      local owner, sep, fname, args = line:match('^function%s+([%w_]+)([:%.])([%w_]+)%((.-)%)')
      if owner then
        local class = vars[owner]
        if not class then
          problem(('function %s%s%s of no class'):format(owner, sep, fname))
        else
          class.names[fname] = true
          class.kinds[fname] = sep == ':' and 'method' or 'function'
        end
        local declared = {}
        for arg in args:gmatch('[%w_%.]+') do declared[arg] = true end
        local annotated = {}
        for _, p in ipairs(params) do
          annotated[p] = true
          if not declared[p] then problem(('@param %s is not a parameter of %s'):format(p, fname)) end
        end
        for arg in pairs(declared) do
          if not annotated[arg] then problem(('parameter %s of %s has no @param'):format(arg, fname)) end
        end
      else
        local cowner, cname = line:match('^([%w_]+)%.([%w_]+)%s*=')
        if cowner and vars[cowner] then
          vars[cowner].names[cname] = true
          vars[cowner].kinds[cname] = 'field'
        end
      end
      params = {}
    end
  end
  return types
end

local types = parse(typesText)

-- Every name declared by a class and its ancestors.
local function declared(name, seen)
  seen = seen or {}
  local out = {}
  local class = types.classes[name]
  if not class or seen[name] then return out end
  seen[name] = true
  for n in pairs(class.names) do out[n] = true end
  for _, parent in ipairs(class.parents) do
    for n in pairs(declared(parent, seen)) do out[n] = true end
  end
  return out
end

local function operators(name)
  local out = {}
  local class = types.classes[name]
  if class then for op in pairs(class.operators) do out[op] = true end end
  return out
end

local function none(list, message)
  table.sort(list)
  assert(#list == 0, message .. ': ' .. table.concat(list, ', '))
end

local function absent(names, set)
  local out = {}
  for name in pairs(names) do
    if not set[name] then out[#out + 1] = name end
  end
  return out
end

local function keys(t)
  local out = {}
  for k in pairs(t) do if type(k) == 'string' then out[k] = true end end
  return out
end

local function union(...)
  local out = {}
  for _, set in ipairs({ ... }) do for k in pairs(set) do out[k] = true end end
  return out
end

-- The LuaLS operators of the metamethods that have one.
local operatorOf = { __add = 'add', __sub = 'sub', __mul = 'mul', __div = 'div', __unm = 'unm', __len = 'len',
  __mod = 'mod', __pow = 'pow', __idiv = 'idiv', __concat = 'concat', __call = 'call', __band = 'band',
  __bor = 'bor', __bxor = 'bxor', __shl = 'shl', __shr = 'shr', __bnot = 'bnot' }

---------------------------------------------------------------------------------------------------

describe('types/b2c.lua', function()
  it('loads as Lua under ' .. (jit and jit.version or _VERSION), function()
    for _, path in ipairs({ walk.typesPath, 'types/b2c/svg.lua', 'types/b2c/spec.lua', 'types/b2c/love.lua' }) do
      local chunk, err = loadfile(path)
      assert(chunk, err)
    end
  end)

  it('is a meta file for require "b2c" that returns the module class', function()
    assert.truthy(typesText:find('^%-%-%-@meta b2c\n'))
    assert.truthy(typesText:find('\nreturn b2c\n$'))
    assert.is_not_nil(types.classes.b2c)
  end)

  it('has a well-formed annotation for everything it declares', function()
    none(types.problems, 'problems in types/b2c.lua')
  end)

  it('refers only to classes and aliases it defines', function()
    local unknown = {}
    for line in typesText:gmatch('[^\n]+') do
      if line:find('^%-%-%-@') and not line:find('^%-%-%-@meta') then
        for name in line:gmatch('%f[%w_%.]b2c[%w_%.]*') do
          name = name:gsub('%.$', '')
          if not types.classes[name] and not types.aliases[name] then unknown[name] = true end
        end
      end
    end
    none(walk.sorted(unknown), 'undefined types')
  end)

  for _, m in ipairs(walk.modules) do
    if m.name ~= 'b2c' then
      it('has types/' .. m.name:gsub('%.', '/') .. '.lua for require "' .. m.name .. '"', function()
        local text = walk.read('types/' .. m.name:gsub('%.', '/') .. '.lua')
        assert.truthy(text:find('^%-%-%-@meta ' .. m.name:gsub('%.', '%%.') .. '\n'))
        assert.truthy(text:find('\n%-%-%-@type ' .. m.types:gsub('%.', '%%.') .. '\n'))
        assert.is_not_nil(types.classes[m.types], m.types .. ' is not a class of types/b2c.lua')
      end)
    end
  end
end)

describe('types/b2c.lua declares', function()
  for _, class in ipairs(walk.classes) do
    it('every method, field and operator of ' .. class.id .. ' (' .. class.types .. ')', function()
      local found = api.classes[class.id]
      local names = union(found.methods, found.fields)
      if class.perType then
        for type, reach in pairs(api.joints) do
          local typeClass = 'b2c.' .. type .. 'Joint'
          assert.is_not_nil(types.classes[typeClass], typeClass .. ' is not a class')
          none(absent(union(reach.methods, reach.fields), declared(typeClass)), 'not declared by ' .. typeClass)
        end
      else
        assert.is_not_nil(types.classes[class.types], class.types .. ' is not a class')
        none(absent(names, declared(class.types)), 'not declared by ' .. class.types)
      end
      local ops = {}
      for mm in pairs(found.metamethods) do
        if operatorOf[mm] then ops[operatorOf[mm]] = true end
      end
      local have = operators(class.types)
      if class.perType then for type in pairs(api.joints) do have = union(have, operators('b2c.' .. type .. 'Joint')) end end
      none(absent(ops, have), 'operators not declared by ' .. class.types)
    end)
  end

  for _, entry in ipairs(api.modules) do
    local m = entry.module
    it('every function and field of ' .. m.name .. ' (' .. m.types .. ')', function()
      none(absent(union(entry.functions, entry.fields), declared(m.types)), 'not declared by ' .. m.types)
      for key, nested in pairs(entry.tables) do
        local class = assert(m.nested[key], 'no class named for ' .. m.name .. '.' .. key .. ' in api_walk')
        none(absent(union(nested.functions, nested.fields), declared(class)), 'not declared by ' .. class)
      end
    end)
  end

  for _, result in ipairs(api.results) do
    it('the keys of ' .. result.id .. ' (' .. result.types .. '), exactly', function()
      local d = declared(result.types)
      assert.is_not_nil(types.classes[result.types], result.types .. ' is not a class')
      none(absent(keys(result.table), d), 'not declared by ' .. result.types)
      none(absent(d, keys(result.table)), 'declared by ' .. result.types .. ' but absent')
    end)
  end

  -- Definition tables: the fields read, declared by the definition's class. A joint definition
  -- reads every joint setting whatever its type (and ignores those of other types), so each type's
  -- class declares exactly what it uses, all read, and every field read is declared by some type.
  local jointDefs, jointRead = {}, {}
  for _, def in ipairs(api.definitions) do
    if def.types:match('JointDef$') then
      jointDefs[#jointDefs + 1] = def
    else
      it('the fields ' .. def.id .. ' reads (' .. def.types .. '), exactly', function()
        local d = declared(def.types)
        assert.is_not_nil(types.classes[def.types], def.types .. ' is not a class')
        local read = {}
        for _, name in ipairs(def.names) do read[name] = true end
        none(absent(read, d), 'read but not declared by ' .. def.types)
        none(absent(d, read), 'declared by ' .. def.types .. ' but not read')
      end)
    end
  end
  it('the fields world:createJoint reads, by joint type', function()
    assert.are.equal(11, #jointDefs)
    local all = {}
    for _, def in ipairs(jointDefs) do
      local d = declared(def.types)
      assert.is_not_nil(types.classes[def.types], def.types .. ' is not a class')
      local read = {}
      for _, name in ipairs(def.names) do
        read[name] = true
        jointRead[name] = true
      end
      none(absent(d, read), 'declared by ' .. def.types .. ' but not read')
      all = union(all, d)
    end
    none(absent(jointRead, all), 'read by createJoint but declared by no joint definition')
  end)
end)

describe('types/b2c.lua declares nothing that does not exist', function()
  local function own(name)
    local class = assert(types.classes[name], name .. ' is not a class')
    return class.names
  end

  for _, class in ipairs(walk.classes) do
    if not class.perType then
      it('in ' .. class.types, function()
        local found = api.classes[class.id]
        if class.id == 'b2c.fixture (chain)' then return end -- the same class as b2c.fixture
        none(absent(own(class.types), union(found.methods, found.fields)), 'no such member of ' .. class.id)
      end)
    end
  end

  it('in b2c.joint and the classes of each joint type', function()
    for type, reach in pairs(api.joints) do
      local exists = union(reach.methods, reach.fields)
      none(absent(own('b2c.joint'), exists), 'b2c.joint declares what a ' .. type .. ' joint lacks')
      none(absent(own('b2c.' .. type .. 'Joint'), exists), 'no such method of a ' .. type .. ' joint')
    end
  end)

  for _, entry in ipairs(api.modules) do
    it('in ' .. entry.module.types, function()
      none(absent(own(entry.module.types), union(entry.functions, entry.fields)), 'no such member of ' .. entry.module.name)
      for key, nested in pairs(entry.tables) do
        local class = entry.module.nested[key]
        local names = own(class)
        if nested.class then
          -- a class table holds the methods; its instances' fields are checked with the instances
          names = {}
          for name, kind in pairs(types.classes[class].kinds) do
            if kind == 'method' then names[name] = true end
          end
        end
        none(absent(names, union(nested.functions, nested.fields)), 'no such member of ' .. class)
      end
    end)
  end
end)

describe('lua-language-server', function()
  it('finds no problem in types/ (when it is installed)', function()
    if not h.sh('command -v lua-language-server >/dev/null 2>&1') then return end
    local log = os.tmpname()
    os.remove(log)
    local p = assert(io.popen('env -u LD_PRELOAD lua-language-server --check=types --checklevel=Warning --logpath='
      .. log .. ' 2>&1'))
    local out = p:read('*a')
    p:close()
    os.execute('rm -rf ' .. log)
    assert.truthy(out:find('no problems found', 1, true), out)
  end)
end)
