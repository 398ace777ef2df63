-- The scripts of tools/ that the Makefile's targets run, each in a process of its own.

local function exists(path)
  local file = io.open(path, 'rb')
  if file then file:close() end
  return file ~= nil
end

local function shellQuote(s) return "'" .. s:gsub("'", "'\\''") .. "'" end

-- The output (stdout and stderr) of a shell command run without the sanitizer runtime this process
-- may have preloaded, whether it succeeded, and how many seconds it took.
local function run(command)
  local started = os.time()
  local pipe = assert(io.popen('env -u LD_PRELOAD sh -c ' .. shellQuote(command) .. ' 2>&1; echo "exit $?"'))
  local output = pipe:read('*a')
  pipe:close()
  local status = tonumber(output:match('exit (%d+)\n?$'))
  return output:gsub('exit %d+\n?$', ''), status, os.time() - started
end

local pwd = run('pwd'):gsub('\n$', '')

describe('tools/love.sh (make love)', function()
  -- The plain LuaJIT build: the one `make love` builds (LÖVE loads no sanitizer runtime here).
  local module = pwd .. '/build/luajit/b2c.so'
  local env = ("env -u DISPLAY -u WAYLAND_DISPLAY B2C_LOVE_CPATH='%s/build/luajit/?.so' SDL_AUDIODRIVER=dummy"):format(pwd)
  local function needs()
    for _, tool in ipairs({ 'love', 'xvfb-run' }) do
      if select(2, run('command -v ' .. tool .. ' >/dev/null')) ~= 0 then
        return tool .. ' is not installed (tools/deps.sh installs it on Debian)'
      end
    end
    if not exists(module) then return module .. ' is not built (make LUA=luajit)' end
  end

  it('with no display, says so, runs the scripted demo under xvfb-run and ends', function()
    local missing = needs()
    if missing then return pending(missing) end
    local shot = os.tmpname() .. '.png'
    local output, status, seconds = run(('%s sh tools/love.sh 30 %s'):format(env, shellQuote(shot)))
    local png = exists(shot)
    os.remove(shot)
    os.remove((shot:gsub('%.png$', '')))
    assert.are.equal(0, status, output)
    assert.matches('^make love: no display %(DISPLAY is not set%): running the demo\'s scripted test mode instead, 30 frames\n',
      output)
    assert.matches('\nb2c%-love: frames=30 window=1024x640 bodies=%d+ ', output)
    assert.is_truthy(output:find('b2c=' .. module, 1, true), output)
    assert.is_truthy(output:find('\nmake love: done; the last frame is in ' .. shot .. '\n', 1, true), output)
    assert.is_true(png)
    assert.is_true(seconds < 60)
  end)

  it('takes a DISPLAY with no X server behind it for no display', function()
    local missing = needs()
    if missing then return pending(missing) end
    local shot = os.tmpname() .. '.png'
    local output, status = run(('%s DISPLAY=:97531 sh tools/love.sh 1 %s'):format(env, shellQuote(shot)))
    os.remove(shot)
    os.remove((shot:gsub('%.png$', '')))
    assert.are.equal(0, status, output)
    assert.matches('^make love: DISPLAY is :97531, but no X server listens there\nmake love: no display', output)
  end)

  it('says what it needs when LÖVE or xvfb-run is missing, and fails', function()
    local output, status = run(env .. ' PATH=/nonexistent /bin/sh tools/love.sh 30 x.png')
    assert.are.equal(1, status)
    assert.are.equal('make love: LÖVE 11 (love) is not installed (tools/deps.sh installs it on Debian: package love)\n',
      output)
    local love = run('command -v love'):gsub('\n$', '')
    if love == '' then return end
    local dir = os.tmpname()
    os.remove(dir)
    run(('mkdir %s && ln -s %s %s/love'):format(shellQuote(dir), shellQuote(love), shellQuote(dir)))
    output, status = run(('%s PATH=%s /bin/sh tools/love.sh 30 x.png'):format(env, shellQuote(dir)))
    run('rm -rf ' .. shellQuote(dir))
    assert.are.equal(1, status)
    assert.are.equal('make love: there is no display (DISPLAY is not set), and xvfb-run is not installed to make one.\n'
      .. 'make love: run it on a desktop, or install xvfb and xauth (tools/deps.sh does on Debian).\n', output)
  end)
end)
