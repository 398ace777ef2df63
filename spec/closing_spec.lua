-- The C memory of worlds, trees and snapshots when their finalizers do not run: Lua 5.4 skips a
-- finalizer whose call meets a C stack overflow, and runs none for an object made while the state
-- closes; LuaJIT finalizes those in a later round of its close. The module frees what is left when
-- the state closes, and refuses to make objects after. Each case runs in a child process (the same
-- interpreter and build; under `make test SAN=1` the leak checker then fails it on any byte lost),
-- and `__close` (Lua 5.4) frees a world or snapshot at once.
local b2c = require 'b2c'

local interpreter = jit and 'luajit' or 'lua5.4'

-- Run `source` in a child process; its output and exit status.
local function child(source)
  local path = os.tmpname()
  local file = assert(io.open(path, 'w'))
  file:write(source)
  file:close()
  local pipe = assert(io.popen(('%s %s 2>&1; echo "exit $?"'):format(interpreter, path), 'r'))
  local output = pipe:read('*a')
  pipe:close()
  os.remove(path)
  local status = tonumber(output:match('exit (%d+)%s*$'))
  return output:gsub('exit %d+%s*$', ''), status
end

-- A userdata (LuaJIT) or table (Lua 5.4) whose finalizer is `fn`.
local ONCLOSE = [[
local function onclose(fn)
  if newproxy then
    local p = newproxy(true)
    getmetatable(p).__gc = fn
    return p
  end
  return setmetatable({}, { __gc = fn })
end
]]

local function clean(output, status)
  assert.are.equal(0, status, output)
  assert.is_nil(output:find('Sanitizer', 1, true), output)
end

describe('the state closing', function()
  it('frees the objects a finalizer makes while the state closes (no leak, no crash)', function()
    local output, status = child(ONCLOSE .. [[
local b2c = require 'b2c'
keep = onclose(function()
  local w = b2c.world {}
  w:createBody { type = 'dynamic' }:createFixture(b2c.circle(1))
  local tree = b2c.tree()
  tree:createProxy({ 0, 0, 1, 1 })
  made = { w, w:snapshot(), tree, b2c.broadphase(), b2c.loadSnapshot(w:snapshot():serialize()) }
  print('made at close')
end)
print('end of script')
]])
    clean(output, status)
    assert.are.equal('end of script\nmade at close\n', output)
  end)

  it('refuses to make objects once it has begun; what it freed reads closed', function()
    local output, status = child(ONCLOSE .. [[
old = onclose(function() -- older than the module: finalized after it
  print(pcall(b2c.world, {}))
  print(pcall(b2c.tree))
  print(pcall(b2c.broadphase))
  print(pcall(b2c.loadSnapshot, made.bytes))
  print(b2c.vec2(1, 2)) -- the library is still there
  print(tostring(made.world), pcall(made.world.getBodies, made.world))
  print(made.body:isDestroyed(), made.snapshot:getByteCount(), tostring(made.tree))
end)
b2c = require 'b2c'
keep = onclose(function() -- newer: finalized before the module, its objects freed by it
  local w = b2c.world {}
  made = { world = w, body = w:createBody { type = 'dynamic' }, snapshot = w:snapshot(), tree = b2c.tree() }
  made.bytes = made.snapshot:serialize()
end)
]])
    clean(output, status)
    local closed = 'false\tb2c is closed (the Lua state is closing)\n'
    assert.are.equal(closed:rep(4) .. 'vec2(1, 2)\n' .. 'b2c.world(closed)\tfalse\tb2c.world is closed\n' ..
      'true\t0\tb2c.tree(closed)\n', output)
  end)

  it('frees a world, snapshot and tree whose finalizers met a C stack overflow (Lua 5.4)', function()
    if jit then return end -- (LuaJIT raises a finalizer's error instead of skipping it)
    local output, status = child([[
local b2c = require 'b2c'
warn('@on')
local deepest = 0
local function probe(n)
  deepest = math.max(deepest, n)
  pcall(probe, n + 1)
end
pcall(probe, 1)
local garbage
local function make()
  local w = b2c.world {}
  for i = 1, 10 do w:createBody { type = 'dynamic', position = { i, 0 } }:createFixture(b2c.box(0.5, 0.5)) end
  local tree = b2c.tree()
  tree:createProxy({ 0, 0, 1, 1 })
  return { w, w:snapshot(), tree }
end
-- the garbage collected as deep as calls go: the finalizers' calls overflow the C stack
local function at(depth, n)
  if n < depth then return pcall(at, depth, n + 1) end
  garbage = nil
  collectgarbage()
end
for d = deepest - 2, deepest do
  garbage = make()
  pcall(at, d, 1)
end
collectgarbage()
print('done')
]])
    clean(output, status)
    -- the case happened: three finalizers were skipped (Lua's warnings say so)
    local _, skipped = output:gsub('Lua warning: error in __gc %(C stack overflow%)', '')
    assert.is_true(skipped >= 3, output)
    assert.is_truthy(output:find('done\n', 1, true), output)
  end)
end)

describe('__close (Lua 5.4)', function()
  if jit then return end
  -- `local x <close>` is Lua 5.4 syntax: compiled only there
  local function run(source, ...)
    return assert(load(source, '=close', 't', { b2c = b2c, assert = assert, pcall = pcall }))(...)
  end

  it('closes a world at the end of its block: its handles read destroyed', function()
    local world, body, fixture, joint = run [[
      local world <close> = b2c.world {}
      local ground = world:createBody {}
      local body = world:createBody { type = 'dynamic' }
      local fixture = body:createFixture(b2c.circle(1))
      local joint = world:createJoint { type = 'revolute', bodyA = ground, bodyB = body }
      world:step(1 / 60)
      return world, body, fixture, joint
    ]]
    assert.are.equal('b2c.world(closed)', tostring(world))
    assert.is_true(body:isDestroyed())
    assert.is_true(fixture:isDestroyed())
    assert.is_true(joint:isDestroyed())
    h.raises('b2c.world is closed', function() world:step(1 / 60) end)
    h.raisesLike('b2c.body is destroyed', function() body:getPosition() end)
    getmetatable(world).__gc(world) -- and the finalizer after it does nothing more
  end)

  it('empties a snapshot at the end of its block; a world takes it again', function()
    local world = b2c.world {}
    world:createBody { type = 'dynamic' }
    local snapshot = run([[
      local world = ...
      local snapshot <close> = world:snapshot()
      assert(snapshot:getByteCount() > 0)
      return snapshot
    ]], world)
    assert.are.equal(0, snapshot:getByteCount())
    h.raises("bad argument #1 to 'restore' (b2c.snapshot is empty)", function() world:restore(snapshot) end)
    world:snapshot(snapshot)
    assert.is_true(snapshot:getByteCount() > 0)
    world:restore(snapshot)
  end)
end)
