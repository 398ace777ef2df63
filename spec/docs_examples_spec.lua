-- Every Lua example of README.md and docs/*.md runs and prints exactly the output the document
-- shows. The convention (docs/api.md, "Examples in these documents"):
--
--   ```lua             a program that runs alone, from the repository (`require "b2c"` works)
--   ```text            right after it (only blank lines between): exactly what it prints on
--                      stdout. Without one, it must print nothing.
--   ```text lua5.4     two blocks in place of one, where Lua 5.4 and LuaJIT print differently
--   ```text luajit     (only where the difference is the Lua's own, never b2c's)
--   ```lua fragment    a piece of a larger program (it needs a world, LÖVE, busted...): compiled,
--                      never run
--
-- Each program runs as a user would run it, with the interpreter running this spec, in a process
-- of its own (a file under /tmp), and fails on any error or non-zero exit. Nothing of the output
-- is normalised. Each document's examples are counted.
local projectFiles = require 'spec.helpers.files'
local read = projectFiles.read
local files = { 'README.md' }
for _, path in ipairs(projectFiles.list('docs/*.md')) do files[#files + 1] = path end

-- The first X display xvfb-run tries (CI runs two spec runs at once, each from its own number, so
-- that two Xvfb servers never start on one display).
local lua = jit and 'luajit' or 'lua5.4' -- the interpreter, and the name of its ```text blocks

-- The fenced blocks of a Markdown text: {lang, flags = {word = true}, text, line, after} where
-- `after` is the line after the closing fence, in order.
local function blocks(text)
  local list, lines = {}, {}
  for line in (text .. '\n'):gmatch('([^\n]*)\n') do lines[#lines + 1] = line end
  local i = 1
  while i <= #lines do
    local info = lines[i]:match('^```(.*)$')
    if info then
      local words = {}
      for word in info:gmatch('%S+') do words[#words + 1] = word end
      local block = { lang = words[1] or '', flags = {}, line = i, body = {} }
      for k = 2, #words do block.flags[words[k]] = true end
      i = i + 1
      while i <= #lines and not lines[i]:match('^```%s*$') do
        block.body[#block.body + 1] = lines[i]
        i = i + 1
      end
      assert(i <= #lines, ('an unclosed code block at line %d'):format(block.line))
      block.text = table.concat(block.body, '\n')
      block.after = i + 1
      -- where the next block may start to follow this one: past blank lines
      local j = i + 1
      while j <= #lines and lines[j]:match('^%s*$') do j = j + 1 end
      block.next = j
      list[#list + 1] = block
    end
    i = i + 1
  end
  return list
end

-- The examples of a document: {line, code, fragment, output (nil: none shown)}.
local function examples(path)
  local list = {}
  local found = blocks(read(path))
  for k, block in ipairs(found) do
    if block.lang == 'lua' then
      local example = { path = path, line = block.line, code = block.text, fragment = block.flags.fragment }
      for flag in pairs(block.flags) do
        assert(flag == 'fragment', ('%s:%d: unknown mark %q on a lua block (only "fragment")'):format(path, block.line, flag))
      end
      -- its output: the text blocks right after it, for both Luas or one each
      local n = k
      while found[n + 1] and found[n + 1].lang == 'text' and found[n + 1].line == found[n].next do
        local out = found[n + 1]
        local which = next(out.flags) or 'both'
        assert(which == 'both' or which == 'lua5.4' or which == 'luajit',
          ('%s:%d: a text block is marked %q (lua5.4 or luajit, or nothing)'):format(path, out.line, which))
        example.outputs = example.outputs or {}
        assert(example.outputs[which] == nil, ('%s:%d: two outputs for %s'):format(path, out.line, which))
        example.outputs[which] = out.text .. '\n'
        n = n + 1
      end
      if example.outputs then
        assert(not example.fragment, ('%s:%d: a fragment shows output: run it, or show none'):format(path, block.line))
        local o = example.outputs
        assert(o.both or (o['lua5.4'] and o.luajit),
          ('%s:%d: the output of one Lua only: give both (text lua5.4, text luajit), or one text block'):format(path, block.line))
        assert(not (o.both and (o['lua5.4'] or o.luajit)), ('%s:%d: both kinds of output blocks'):format(path, block.line))
        example.output = o.both or o[lua]
      end
      list[#list + 1] = example
    end
  end
  return list
end

-- Run a program as a user would: stdout, stderr, and how it ended.
local function run(code)
  local base = os.tmpname()
  local script, out, err = base .. '.lua', base .. '.out', base .. '.err'
  local file = assert(io.open(script, 'wb'))
  file:write(code, '\n')
  file:close()
  local pipe = assert(io.popen(("%s '%s' >'%s' 2>'%s'; echo $?"):format(lua, script, out, err)))
  local status = pipe:read('*l')
  pipe:close()
  local stdout, stderr = read(out), read(err)
  for _, path in ipairs({ base, script, out, err }) do os.remove(path) end
  return stdout, stderr, status
end

local load = loadstring or load

local counts = { run = 0, fragments = 0, compared = 0 }
local perFile = {}

describe('the examples of the documents', function()
  for _, path in ipairs(files) do
    local list = examples(path)
    perFile[#perFile + 1] = { path = path, count = #list }
    for _, example in ipairs(list) do
      local where = ('%s:%d'):format(example.path, example.line)
      if example.fragment then
        it(where .. ' (a fragment) compiles', function()
          local chunk, message = load(example.code, '=' .. where)
          assert(chunk, message)
          counts.fragments = counts.fragments + 1
        end)
      else
        it(where .. ' runs and prints what the document shows', function()
          local stdout, stderr, status = run(example.code)
          assert(status == '0', ('%s exited with %s:\n%s%s'):format(where, tostring(status), stdout, stderr))
          assert.are.equal('', stderr)
          if example.output then
            assert.are.equal(example.output, stdout)
            local _, lines = example.output:gsub('\n', '')
            counts.compared = counts.compared + lines
          else
            assert.are.equal('', stdout, where .. ' prints, but the document shows no output')
          end
          counts.run = counts.run + 1
        end)
      end
    end
  end

  it('are found (and counted)', function()
    -- the README's taste and the one-way platform recipe at least: a broken reader finds nothing
    local byPath = {}
    for _, f in ipairs(perFile) do byPath[f.path] = f.count end
    assert.is_true(byPath['README.md'] >= 1)
    assert.is_true(byPath['docs/api.md'] >= 4)
    io.write(('[doc examples under %s: %d run, %d lines of output compared, %d fragments compiled] '):format(
      lua, counts.run, counts.compared, counts.fragments))
  end)
end)

-- docs/api.md shows the line the LÖVE demo's test mode prints; a run must print it, but for the
-- paths (the screenshot's, which the documented command names shot.png, and the module's, which
-- depends on where the repository is and how LÖVE was told to find it). Run as spec/love_spec.lua
-- runs it: headless, under xvfb-run, with the sanitizer runtime when this run has one.
describe("the LÖVE demo's line in docs/api.md", function()
  local missing = h.missingTools({ 'love', 'xvfb-run' })
  if #missing > 0 then
    local why = missing[1] .. ' not installed: the LÖVE demo is not run'
    it('is what a run prints', function() pending(why) end) -- (a describe's own pending breaks busted's JSON results)
    return
  end

  it('is what a run prints', function()
    local documented = read('docs/api.md'):match('\n(b2c%-love: frames=[^\n]*)\n```')
    assert(documented, 'docs/api.md shows no b2c-love line')
    local frames = documented:match('frames=(%d+)')
    local ok, output = h.runLoveDemo('--frames ' .. frames)
    assert(ok, 'love failed:\n' .. output)
    local printed = assert(output:match('(b2c%-love: [^\n]*)'), 'no b2c-love line in:\n' .. output)
    local function withoutPaths(line)
      return (line:gsub(' screenshot=%S+', ' screenshot=PATH'):gsub(' b2c=%S+', ' b2c=PATH'))
    end
    assert.are.equal(withoutPaths(documented), withoutPaths(printed))
    assert.matches(' screenshot=shot%.png ', documented)
  end)
end)
