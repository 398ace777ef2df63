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

-- "How errors look": the function is named by its own name, and a method counts its arguments
-- after self, the same under Lua 5.4 and LuaJIT however it is called (Lua's debug information
-- differs: 'b2c.vec2' or '?' through pcall, '?' and #2 for a tail call under LuaJIT).
describe('the standard form of docs/errors.md', function()
  local b2c = require 'b2c'
  local v = b2c.vec2(1, 2)
  local world = b2c.world {}
  local body = world:createBody { type = 'dynamic' }
  local a, b = world:createBody { type = 'dynamic' }, world:createBody { type = 'dynamic', position = { 1, 0 } }
  local revolute = world:createJoint { type = 'revolute', bodyA = a, bodyB = b }
  local prismatic = world:createJoint { type = 'prismatic', bodyA = a, bodyB = b }
  revolute:destroy()
  prismatic:destroy()
  local tree, bp = b2c.tree(), b2c.broadphase()
  local vec2 = b2c.vec2

  -- the message without the position Lua puts in front (which LuaJIT leaves out of a tail call)
  local function message(...)
    local ok, err = pcall(...)
    assert.is_false(ok)
    return (tostring(err):gsub('^[^:]*:%d+: ', ''))
  end

  local function same(expected, calls)
    for label, call in pairs(calls) do
      assert.are.equal(expected, message(call), label)
    end
  end

  it('names a module function by its own name', function()
    local V = b2c.vec2
    same("bad argument #1 to 'vec2' (number expected, got string)", {
      call = function() local _ = b2c.vec2('a', 1) end,
      tail = function() return b2c.vec2('a', 1) end,
      alias = function() local _ = V('a', 1) end,
    })
    assert.are.equal("bad argument #1 to 'vec2' (number expected, got string)", select(2, pcall(vec2, 'a', 1)))
    assert.are.equal("bad argument #1 to 'loadSnapshot' (not a b2c snapshot)", select(2, pcall(b2c.loadSnapshot, 'x')))
    assert.are.equal("bad argument #2 to 'callLoop' (number expected, got string)",
      select(2, pcall(b2c.callLoop, print, 'x')))
  end)

  it('counts a method\'s arguments after self, however it is called', function()
    same("bad argument #1 to 'dot' (b2c.vec2 expected, got nil)", {
      method = function() local _ = v:dot(nil) end,
      tail = function() return v:dot(nil) end,
      field = function() local _ = v.dot(v, nil) end,
    })
    assert.are.equal("bad argument #1 to 'dot' (b2c.vec2 expected, got nil)", select(2, pcall(v.dot, v, nil)))
    assert.are.equal("bad argument #1 to 'setAwake' (boolean expected, got number)", select(2, pcall(body.setAwake, body, 1)))
    assert.are.equal("bad argument #1 to 'setType' (invalid option 'solid')", select(2, pcall(body.setType, body, 'solid')))
    assert.are.equal("bad argument #1 to 'setType' (string expected, got no value)", select(2, pcall(body.setType, body)))
    assert.are.equal("bad argument #1 to 'queryAll' (b2c.aabb expected, got nil)", select(2, pcall(tree.queryAll, tree, nil)))
    same("bad argument #1 to 'queryAll' (b2c.aabb expected, got nil)", {
      tail = function() return tree:queryAll(nil) end,
    })
  end)

  it('says so when self is wrong', function()
    same("calling 'dot' on bad self (b2c.vec2 expected, got string)", {
      field = function() local _ = v.dot('v', v) end,
      tail = function() return v.dot('v', v) end,
    })
    assert.are.equal("calling 'dot' on bad self (b2c.vec2 expected, got string)", select(2, pcall(v.dot, 'v', v)))
    -- one C function behind several names: each name its own
    assert.are.equal("calling 'getAngle' on bad self (b2c.joint is destroyed)", select(2, pcall(revolute.getAngle, revolute)))
    assert.are.equal("calling 'getTranslation' on bad self (b2c.joint is destroyed)",
      select(2, pcall(prismatic.getTranslation, prismatic)))
    assert.are.equal("calling 'height' on bad self (b2c.tree or b2c.broadphase expected, got number)",
      select(2, pcall(tree.height, 1)))
    assert.are.equal("calling 'treeHeight' on bad self (b2c.tree or b2c.broadphase expected, got number)",
      select(2, pcall(bp.treeHeight, 1)))
    assert.are.equal("calling 'count' on bad self (b2c.tree or b2c.broadphase expected, got number)",
      select(2, pcall(tree.count, 1)))
  end)

  it('names an operator by its metamethod', function()
    same("bad argument #2 to '__add' (b2c.vec2 expected, got number)", {
      operator = function() return v + 1 end,
    })
    assert.are.equal("bad argument #2 to '__mul' (number expected, got b2c.vec2)", select(2, pcall(getmetatable(b2c.rot(0):rotate(v)).__mul, v, v))) -- the userdata's (C methods return it)
    assert.are.equal("bad argument #1 to '__len' (b2c.tree or b2c.broadphase expected, got number)",
      select(2, pcall(getmetatable(tree).__len, 1)))
  end)
end)
