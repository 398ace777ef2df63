-- docs/errors.md gives every error message the module can raise: the messages are read out of the
-- binding's C and the submodules' Lua (spec/helpers/error_messages.lua says how), and each must
-- match a backtick span of the document, with any text where the source has a placeholder (%s,
-- %d) and white space as it comes. A new message fails here until docs/errors.md gives it.
local messages = require 'spec.helpers.error_messages'
local doc = require 'spec.helpers.api_doc'
local walk = require 'spec.helpers.api_walk'

local text = walk.read('docs/errors.md')
local spans = {}
for _, span in ipairs(doc.spans(text)) do spans[#spans + 1] = messages.normalize(span) end

describe('docs/errors.md', function()
  local found = messages.collect()

  it('is given the messages of the sources (the reading found them)', function()
    -- a few every reading must find, so that a broken reader cannot pass by finding nothing
    local texts = {}
    for _, m in ipairs(found) do texts[m.text] = true end
    for _, expected in ipairs({ 'world is locked during a step', 'b2c.body is destroyed', 'b2c.vec2 expected, got %s',
      'all points are collinear', 'tree is locked during a query', 'field \'%s\': must not be negative, got %s',
      '%s must be positive, got %s', 'b2c.love: scale must be positive, got %s', 'color table or string expected, got %s',
      'invalid option \'%s\'' }) do
      assert(texts[expected], 'the sources were not read as expected: no ' .. expected)
    end
    assert.is_true(#found > 120)
  end)

  it('gives every message', function()
    local missing, seen = {}, {}
    for _, m in ipairs(found) do
      local ok = false
      for _, span in ipairs(spans) do
        if span:find(m.pattern) then
          ok = true
          break
        end
      end
      if not ok and not seen[m.text] then
        seen[m.text] = true
        missing[#missing + 1] = ('%s:%d: %s'):format(m.file, m.line, m.text:gsub('\n', '\\n'))
      end
    end
    assert(#missing == 0, 'not in docs/errors.md:\n' .. table.concat(missing, '\n'))
  end)
end)
