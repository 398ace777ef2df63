-- Everything a Lua user can reach is documented in docs/api.md, and the method lists there name
-- only what exists. The names come from walking the live module (spec/helpers/api_walk.lua): the
-- module table and its sub-modules, one instance of every class (every kind of shape and joint),
-- the methods tables behind the C `__index` closures, probing, and the fields the API reads from
-- the tables it is given. A name counts as documented when it is a word of a backtick span in the
-- doc's section on that class (examples in code blocks do not count). No exceptions: a new
-- method, field, metamethod, constant, definition field or callback fails here until the doc
-- says what it is.
local walk = require 'spec.helpers.api_walk'
local doc = require 'spec.helpers.api_doc'

local docText = walk.read(walk.docPath)
local api = walk.collect()
local conventions = doc.regionSpans(docText, { { heading = '## Conventions' } })
local allSpans = doc.spans(docText)

local function missing(list, spans, what)
  local out = {}
  for _, name in ipairs(list) do
    if not doc.mentions(spans, what and what(name) or name) then out[#out + 1] = name end
  end
  return out
end

local function none(list, message)
  assert(#list == 0, message .. ': ' .. table.concat(list, ', '))
end

-- What shows a metamethod is documented: its operator in use, or its name, in a span of the
-- class's section; `__index` and `__newindex`, the protocol every class shares, may be described
-- once in Conventions instead.
local function operator(pattern) return function(spans) return doc.matches(spans, pattern) end end
local function named(name) return function(spans) return doc.mentions(spans, name) end end
local evidence = {
  __add = operator(' %+ '), __sub = operator(' %- '), __mul = operator(' %* '), __div = operator(' / '),
  __unm = operator('^%-%a'), __eq = operator('=='), __len = operator('^#%a'),
  __tostring = named('tostring'), __index = named('__index'), __newindex = named('__newindex'),
  __gc = named('__gc'), __close = named('__close'),
}
local shared = { __index = true, __newindex = true }

local function documentedMetamethod(name, spans)
  local check = evidence[name]
  return check ~= nil and (check(spans) or (shared[name] ~= nil and check(conventions)))
end

describe('docs/api.md documents', function()
  for _, class in ipairs(walk.classes) do
    describe(class.id, function()
      local found = assert(api.classes[class.id], 'no instance of ' .. class.id .. ' was walked')
      local spans = doc.regionSpans(docText, class.regions)

      it('every method', function()
        none(missing(walk.sorted(found.methods), spans), 'undocumented methods of ' .. class.id)
      end)

      it('every field', function()
        none(missing(walk.sorted(found.fields), spans), 'undocumented fields of ' .. class.id)
      end)

      it('every metamethod', function()
        local undocumented = {}
        for _, name in ipairs(walk.sorted(found.metamethods)) do
          -- __name, the type name error messages print, is checked below for every instance
          local ok = name == '__name' or documentedMetamethod(name, spans)
          if not ok then undocumented[#undocumented + 1] = name end
        end
        none(undocumented, 'undocumented metamethods of ' .. class.id)
      end)
    end)
  end

  it('the type name (__name) of every class', function()
    local undocumented = {}
    walk.instances(function(label, _, object)
      local name = rawget(getmetatable(object), '__name')
      if name ~= nil and not doc.mentions(allSpans, name) then undocumented[#undocumented + 1] = label .. ' ' .. name end
    end)
    none(undocumented, 'undocumented type names')
  end)

  for _, entry in ipairs(api.modules) do
    local m = entry.module
    describe(m.name, function()
      local spans = doc.regionSpans(docText, m.regions)
      local function qualified(name) return m.qualifier .. '.' .. name end

      it('every function, qualified (' .. m.qualifier .. '.name)', function()
        none(missing(walk.sorted(entry.functions), spans, qualified), 'undocumented functions of ' .. m.name)
      end)

      it('every field, qualified', function()
        none(missing(walk.sorted(entry.fields), spans, qualified), 'undocumented fields of ' .. m.name)
      end)

      for _, key in ipairs(walk.sorted(entry.tables)) do
        local nested = entry.tables[key]
        it('everything in ' .. qualified(key), function()
          if nested.class then
            -- a class table (its own __index): its methods as any class's
            none(missing(walk.sorted(nested.functions), spans), 'undocumented methods of ' .. qualified(key))
            for _, name in ipairs(walk.sorted(nested.metamethods)) do
              assert(documentedMetamethod(name, spans), 'undocumented metamethod ' .. qualified(key) .. '.' .. name)
            end
          else
            local function inner(name) return qualified(key) .. '.' .. name end
            none(missing(walk.sorted(nested.functions), spans, inner), 'undocumented functions of ' .. qualified(key))
            none(missing(walk.sorted(nested.fields), spans, inner), 'undocumented fields of ' .. qualified(key))
          end
        end)
      end
    end)
  end

  describe('the tables the API returns', function()
    for _, result in ipairs(api.results) do
      it(result.id, function()
        local spans = doc.regionSpans(docText, result.regions)
        none(missing(walk.sorted(result.table), spans), 'undocumented keys of ' .. result.id)
      end)
    end
  end)

  describe('the fields the API reads from tables it is given', function()
    for _, def in ipairs(api.definitions) do
      it(def.id, function()
        local spans = doc.regionSpans(docText, def.regions)
        none(missing(def.names, spans), 'undocumented fields read by ' .. def.id)
      end)
    end
  end)
end)

describe('docs/api.md names only what exists', function()
  -- `var:name` and `var.name` in a class's section, with the names the doc gives its instances
  for _, class in ipairs(walk.classes) do
    if #class.vars > 0 then
      it('in the examples of ' .. class.id, function()
        local found = api.classes[class.id]
        local unknown = {}
        for _, span in ipairs(doc.regionSpans(docText, class.regions)) do
          for _, var in ipairs(class.vars) do
            local name = span:match('^' .. var .. '[:%.]([%a_][%w_]*)')
            if name and not found.methods[name] and not found.fields[name] then
              unknown[#unknown + 1] = span
            end
          end
        end
        none(unknown, class.id .. ' has no such member')
      end)
    end
  end

  -- `qualifier.name` of a sub-module anywhere in its section
  for _, entry in ipairs(api.modules) do
    if entry.module.name ~= 'b2c' then
      it('in the functions of ' .. entry.module.name, function()
        local unknown = {}
        local pattern = '%f[%w_/%.]' .. entry.module.qualifier .. '%.([%a_][%w_]*)'
        for _, span in ipairs(doc.regionSpans(docText, entry.module.regions)) do
          for name in span:gmatch(pattern) do
            if not entry.functions[name] and not entry.fields[name] then unknown[#unknown + 1] = span end
          end
        end
        none(unknown, entry.module.name .. ' has no such function or field')
      end)
    end
  end

  -- The lists of bare method names: every span that starts with a name (a call or a getter/setter
  -- pair) names a method of the class.
  local function listed(region)
    local names = {}
    for _, span in ipairs(doc.spans(doc.region(docText, region))) do
      local name, rest = span:match('^([%a_][%w_]*)(.?)')
      if name and (rest == '' or rest == '(') then names[#names + 1] = { name, span } end
    end
    return names
  end

  for _, case in ipairs({
    { 'b2c.body', { from = '**Body**:', to = '\n\n' } },
    { 'b2c.fixture', { from = '**Fixture**:', to = '\n\n' } },
  }) do
    it('in the list of ' .. case[1] .. ' methods', function()
      local found = api.classes[case[1]]
      local names = listed(case[2])
      assert.is_true(#names >= 8, 'too few names found in the list of ' .. case[1] .. ' methods')
      local unknown = {}
      for _, pair in ipairs(names) do
        if not found.methods[pair[1]] then unknown[#unknown + 1] = pair[2] end
      end
      none(unknown, case[1] .. ' has no such method')
    end)
  end

  it('in the table of world methods', function()
    local found = api.classes['b2c.world']
    local unknown, count = {}, 0
    for _, span in ipairs(doc.regionSpans(docText, walk.classById['b2c.world'].regions)) do
      local name = span:match('^world:([%a_][%w_]*)')
      if name then
        count = count + 1
        if not found.methods[name] then unknown[#unknown + 1] = span end
      end
    end
    assert.is_true(count >= 10)
    none(unknown, 'b2c.world has no such method')
  end)

  -- The joints' methods, type by type: the common list and the table of per-type methods give
  -- exactly what a joint of each type answers.
  it('in the joint methods, type by type, exactly', function()
    local common = {}
    for _, span in ipairs(doc.spans(doc.region(docText, { from = 'Every joint', to = '| methods | types |' }))) do
      local name = span:match('^joint:([%a_][%w_]*)')
      if name then common[name] = true end
    end
    assert.is_not_nil(next(common), 'no joint:method found before the table of per-type methods')
    local byType = {}
    local tableText = doc.region(docText, { from = '| methods | types |', to = '\n\n' })
    for line in tableText:gmatch('[^\n]+') do
      local names, types = line:match('^| (.-) | (.-) |$')
      if names and names ~= 'methods' and not names:find('^%-') then
        local typeList = {}
        for word in types:gsub('%b()', ''):gmatch('[%a]+') do typeList[#typeList + 1] = word end
        for span in names:gmatch('`([^`]+)`') do
          local name = span:match('^([%a_][%w_]*)')
          for _, type in ipairs(typeList) do
            byType[type] = byType[type] or {}
            byType[type][name] = true
          end
        end
      end
    end
    local problems = {}
    for type, reach in pairs(api.joints) do
      local documented = {}
      for name in pairs(common) do documented[name] = true end
      for name in pairs(byType[type] or {}) do documented[name] = true end
      for _, name in ipairs(walk.sorted(reach.methods)) do
        if not documented[name] then problems[#problems + 1] = type .. ' joint: ' .. name .. ' exists but is not listed for it' end
      end
      for _, name in ipairs(walk.sorted(documented)) do
        if not reach.methods[name] then problems[#problems + 1] = type .. ' joint: ' .. name .. ' is listed but does not exist' end
      end
    end
    table.sort(problems)
    none(problems, 'the joint method lists')
  end)
end)
