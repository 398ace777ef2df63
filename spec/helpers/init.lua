-- Shared by every spec (loaded by busted through .busted): assertions and small utilities.
-- b2c.spec registers the physics assertions (assert.near for numbers and vectors, assert.at_rest,
-- assert.touching) and steps worlds (spec.run).
local assert = require 'luassert'
local spec = require 'b2c.spec'

local helpers = {}

-- The message of the error `fn` raises (without the "file:line: " prefix), or fail.
function helpers.errorOf(fn, ...)
  local ok, err = pcall(fn, ...)
  assert.is_false(ok, 'expected an error')
  err = tostring(err)
  return (err:gsub('^[^:]*:%d+: ', ''))
end

-- Assert that `fn` raises exactly `message` (after the position prefix).
function helpers.raises(message, fn, ...)
  assert.are.equal(message, helpers.errorOf(fn, ...))
end

-- Assert that `fn` raises a message containing `fragment` (plain text).
function helpers.raisesLike(fragment, fn, ...)
  local err = helpers.errorOf(fn, ...)
  assert.is_truthy(err:find(fragment, 1, true), ('error %q does not contain %q'):format(err, fragment))
end

-- Declare one busted test per case {message, fn} with the spec file's `it` (busted gives each
-- file its own environment): `fn` must raise `message` exactly (or, with `like`, a message
-- containing it).
function helpers.itRaises(it, cases, like)
  local check = like and helpers.raisesLike or helpers.raises
  for i, case in ipairs(cases) do
    it(('#%d: %s'):format(i, case[1]), function()
      check(case[1], case[2])
    end)
  end
end

-- Box2D 2.4.1 reference answers (spec/reference/box2d_ref.cpp, which `make test` builds and
-- names in B2C_BOX2D_REF): one request line in, one or more answer lines out. The sanitizer
-- runtime the interpreter may have preloaded must not reach the helper.
function helpers.box2d(requests)
  local clean = 'env -u LD_PRELOAD '
  local helperPath = assert(os.getenv('B2C_BOX2D_REF'), 'B2C_BOX2D_REF is not set: run the specs through `make test`')
  local input = os.tmpname()
  local f = assert(io.open(input, 'w'))
  f:write(table.concat(requests, '\n'), '\n')
  f:close()
  local pipe = assert(io.popen(clean .. helperPath .. ' < ' .. input))
  local answers = {}
  for line in pipe:lines() do answers[#answers + 1] = line end
  pipe:close()
  os.remove(input)
  return answers
end

-- Request text for the Box2D helper: numbers with 9 significant digits, point lists as
-- "count x1 y1 ...", transforms as "x y angle".
function helpers.fmt(x) return ('%.9g'):format(x) end
function helpers.flat(points)
  local t = { tostring(#points) }
  for _, p in ipairs(points) do t[#t + 1] = helpers.fmt(p.x); t[#t + 1] = helpers.fmt(p.y) end
  return table.concat(t, ' ')
end
function helpers.xfText(xf)
  return ('%s %s %s'):format(helpers.fmt(xf.p.x), helpers.fmt(xf.p.y), helpers.fmt(xf.q:angle()))
end

-- The numbers of an answer line; t[1] is its first word.
function helpers.numbers(line)
  local t = {}
  for x in line:gmatch('%S+') do t[#t + 1] = tonumber(x) or x end
  return t
end

-- The chunk of the Lua file at `path`, with `env` as its globals, under any Lua.
function helpers.loadfileIn(path, env)
  if setfenv then -- Lua 5.1 / LuaJIT
    local chunk = assert(loadfile(path))
    return setfenv(chunk, env)
  end
  return assert(loadfile(path, 't', env))
end

-- Step `world` for `seconds` at `hz` (60) steps per second.
helpers.run = spec.run

-- A world (gravity (0, -10) unless `def` says otherwise) with a 100 m ground whose top is y = 0.
function helpers.groundWorld(def)
  local b2c = require 'b2c'
  local world = b2c.world(def or { gravity = { 0, -10 } })
  local ground = world:createBody {}
  local fixture = ground:createFixture(b2c.box(50, 1, { 0, -1 }), { userData = 'ground' })
  return world, ground, fixture
end

-- A pyramid of `rows` rows of unit boxes on y = 0, `spacing` apart, its base starting at
-- x = -rows * spacing / 2 + `dx` (0); returns the boxes, bottom row first.
function helpers.pyramid(world, rows, spacing, dx)
  local b2c = require 'b2c'
  local boxes = {}
  for row = 0, rows - 1 do
    for i = 0, rows - 1 - row do
      local b = world:createBody { type = 'dynamic', position = { i * spacing - (rows - row) * spacing / 2 + (dx or 0), 0.5 + row } }
      b:createFixture(b2c.box(0.5, 0.5))
      boxes[#boxes + 1] = b
    end
  end
  return boxes
end

-- Parse an XML document, raising an error on anything not well-formed: an optional prolog,
-- one root element, elements properly nested and closed, attributes quoted and not repeated,
-- comments, text without '<' and with only the five predefined entities and character references.
-- Returns the root element {name =, attrs = {name = value}, children = {...}, text = ...}.
function helpers.parseXml(text)
  local pos = 1
  local function fail(message) error(('XML not well-formed at byte %d: %s'):format(pos, message), 2) end
  local function checkEntities(s)
    for ref in s:gmatch('&([^;]*);') do
      if not (ref == 'amp' or ref == 'lt' or ref == 'gt' or ref == 'quot' or ref == 'apos'
            or ref:match('^#%d+$') or ref:match('^#x%x+$')) then
        fail('unknown entity &' .. ref .. ';')
      end
    end
    if s:gsub('&[^;]*;', ''):find('&', 1, true) then fail('a bare &') end
  end
  local function skip(pattern)
    local s, e = text:find(pattern, pos)
    if s then pos = e + 1 end
    return s
  end
  local NAME = '^[%a_:][%w_:%.%-]*'
  skip('^<%?xml%s[^?]*%?>')
  local root
  local stack = {}
  while pos <= #text do
    if skip('^<!%-%-') then
      local e = text:find('-->', pos, true)
      if not e then fail('unclosed comment') end
      pos = e + 3
    elseif skip('^</') then
      local s, e = text:find(NAME, pos)
      if not s then fail('bad closing tag') end
      local name = text:sub(s, e)
      pos = e + 1
      skip('^%s*')
      if not skip('^>') then fail('bad closing tag ' .. name) end
      local open = table.remove(stack)
      if not open or open.name ~= name then fail(('</%s> closes <%s>'):format(name, open and open.name or 'nothing')) end
    elseif skip('^<') then
      local s, e = text:find(NAME, pos)
      if not s then fail('bad tag name') end
      local element = { name = text:sub(s, e), attrs = {}, children = {}, text = '' }
      pos = e + 1
      if #stack == 0 then
        if root then fail('a second root element <' .. element.name .. '>') end
        root = element
      else
        local parent = stack[#stack].children
        parent[#parent + 1] = element
      end
      while true do
        local ws = skip('^%s+')
        if skip('^/>') then break end
        if skip('^>') then stack[#stack + 1] = element; break end
        if not ws then fail('attributes must be separated by white space in <' .. element.name .. '>') end
        local as, ae = text:find(NAME, pos)
        if not as then fail('bad attribute in <' .. element.name .. '>') end
        local key = text:sub(as, ae)
        pos = ae + 1
        skip('^%s*')
        if not skip('^=') then fail('attribute ' .. key .. ' without a value') end
        skip('^%s*')
        local quote = text:sub(pos, pos)
        if quote ~= '"' and quote ~= "'" then fail('unquoted value of ' .. key) end
        local close = text:find(quote, pos + 1, true)
        if not close then fail('unclosed value of ' .. key) end
        local value = text:sub(pos + 1, close - 1)
        if value:find('<', 1, true) then fail('< in the value of ' .. key) end
        checkEntities(value)
        if element.attrs[key] then fail('attribute ' .. key .. ' repeated') end
        element.attrs[key] = value
        pos = close + 1
      end
    else
      local e = (text:find('<', pos, true) or #text + 1) - 1
      local chunk = text:sub(pos, e)
      if #stack == 0 then
        if chunk:find('%S') then fail('text outside the root element') end
      else
        checkEntities(chunk)
        stack[#stack].text = stack[#stack].text .. chunk
      end
      pos = e + 1
    end
  end
  if #stack > 0 then fail('<' .. stack[#stack].name .. '> is not closed') end
  if not root then fail('no root element') end
  return root
end

-- The elements under `element` (itself included) named `name` (any when nil) whose class is
-- `class` (any when nil), in document order.
function helpers.xmlElements(element, name, class, out)
  out = out or {}
  if (name == nil or element.name == name) and (class == nil or element.attrs.class == class) then
    out[#out + 1] = element
  end
  for _, child in ipairs(element.children) do helpers.xmlElements(child, name, class, out) end
  return out
end

-- `s` quoted for the shell, as one word.
function helpers.shellQuote(s) return "'" .. s:gsub("'", "'\\''") .. "'" end

-- Whether a file exists at `path`.
function helpers.exists(path)
  local file = io.open(path, 'rb')
  if file then file:close() end
  return file ~= nil
end

-- Whether a shell command succeeds (os.execute returns true under Lua 5.4, 0 under LuaJIT). The
-- sanitizer runtime the interpreter may have preloaded does not reach the command.
function helpers.sh(command)
  local status = os.execute('env -u LD_PRELOAD sh -c ' .. helpers.shellQuote(command))
  return status == true or status == 0
end

-- The bytes of the file at `path`, or nil when it cannot be read.
function helpers.readFile(path)
  local file = io.open(path, 'rb')
  if not file then return nil end
  local data = file:read('*a')
  file:close()
  return data
end

-- The tools of `names` that are not installed (`command -v`), in that order.
function helpers.missingTools(names)
  local missing = {}
  for _, tool in ipairs(names) do
    if not helpers.sh('command -v ' .. tool .. ' >/dev/null 2>&1') then missing[#missing + 1] = tool end
  end
  return missing
end

-- What a command put before `love`, in a command that drops the preloaded runtime (`env -u
-- LD_PRELOAD ...`): LÖVE gets back the sanitizer runtime this process may have preloaded (SAN=1:
-- the b2c it loads is the instrumented build, and ASan must come first), leak checking off (LÖVE's
-- own libraries, D-Bus and Mesa among them, keep allocations to the end; b2c's leaks are the rest
-- of the sanitizer run's business). Empty without one.
function helpers.loveSanitizer()
  local preload = os.getenv('LD_PRELOAD')
  if not preload or preload == '' then return '' end
  return ("env LD_PRELOAD='%s' ASAN_OPTIONS='detect_leaks=0' UBSAN_OPTIONS='print_stacktrace=1:halt_on_error=1' ")
    :format(preload)
end

-- examples/love run in LÖVE, headless under xvfb-run (from display B2C_XVFB_FIRST, 99 unless set:
-- CI's two spec runs at once each have their own), with the options `args` and a screenshot:
-- whether it exited cleanly, what it printed, the screenshot's bytes (nil without one) and the
-- seconds it took.
function helpers.runLoveDemo(args)
  local base = os.tmpname()
  local shot, log = base .. '.png', base .. '.log'
  local display = math.floor(tonumber(os.getenv('B2C_XVFB_FIRST')) or 99)
  local command = ("SDL_AUDIODRIVER=dummy xvfb-run -a -n %d -s '-screen 0 1024x768x24' "
    .. "timeout 60 %slove examples/love %s --screenshot '%s' >'%s' 2>&1"):format(display, helpers.loveSanitizer(), args, shot, log)
  local started = os.time()
  local ok = helpers.sh(command)
  local seconds = os.time() - started
  local output, png = helpers.readFile(log) or '', helpers.readFile(shot)
  for _, path in ipairs({ base, shot, log }) do os.remove(path) end
  return ok, output, png, seconds
end

-- A shell command's output (stdout and stderr), its exit status (a number) and the seconds it
-- took; the preloaded sanitizer runtime does not reach it either, unless `keepPreload` (a command
-- that runs the build under test, sanitized or not).
function helpers.capture(command, keepPreload)
  local started = os.time()
  local clean = keepPreload and '' or 'env -u LD_PRELOAD '
  local pipe = assert(io.popen(clean .. 'sh -c ' .. helpers.shellQuote(command) .. ' 2>&1; echo "exit $?"'))
  local output = pipe:read('*a')
  pipe:close()
  local status = tonumber(output:match('exit (%d+)\n?$'))
  return (output:gsub('exit %d+\n?$', '')), status, os.time() - started
end

-- Check the file at `path` with xmllint when it is installed (true when it passed or is absent).
function helpers.xmllint(path)
  if not helpers.sh('command -v xmllint >/dev/null 2>&1') then return true end
  return helpers.sh('xmllint --noout ' .. path)
end

-- The float nearest x, as a double: C's (float) cast, computed apart from b2c (a float array
-- under LuaJIT, string.pack under Lua 5.4), to check what b2c stores and rounds.
if jit then
  local ffi = require 'ffi'
  local box = ffi.new('float[1]')
  function helpers.f32(x)
    box[0] = x
    return tonumber(box[0])
  end
else
  function helpers.f32(x)
    if x ~= x then return x end
    -- (string.pack refuses nothing: a double beyond the largest float overflows to inf)
    return (string.unpack('f', string.pack('f', x)))
  end
end

-- A small seeded generator (LCG) so that specs give the same numbers under every Lua.
function helpers.rng(seed)
  local state = seed % 2147483647
  if state <= 0 then state = state + 2147483646 end
  local r = {}
  function r.next()
    state = (state * 16807) % 2147483647
    return state / 2147483647
  end
  function r.range(lo, hi) return lo + (hi - lo) * r.next() end
  return r
end

-- For a spec file that runs fresh interpreters on the plain builds (build/lua5.4, build/luajit)
-- whatever the variant under test: true under the sanitizer, clang and valgrind runs, which would
-- run the same again (the file then leaves a pending in its place and returns).
function helpers.plainBuildsOnly()
  local variant = os.getenv('B2C_VARIANT')
  return not ((variant == nil or variant == 'lua5.4' or variant == 'luajit') and not os.getenv('B2C_MEMCHECK'))
end

_G.h = helpers
return helpers
