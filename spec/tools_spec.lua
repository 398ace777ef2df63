-- The scripts of tools/ that the Makefile's targets run, each in a process of its own.
-- (fresh interpreters on the plain builds: not again under the sanitizers, clang or valgrind)
if h.plainBuildsOnly() then
  describe("the scripts of tools/", function()
    it('runs in the plain builds\' specs only', function() pending('not under this variant') end)
  end)
  return
end

local exists, shellQuote, run = h.exists, h.shellQuote, h.capture

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

describe('tools/format.sh (make format, make format-check) and .clang-format', function()
  -- C in the style of the sources (tabs, a function's brace on its own line, short functions on
  -- one line, case labels level with their switch, continuations aligned after the bracket).
  local GOOD = [==[
// A sample in the style of b2c's C.
#include "b2c/math.h"

typedef struct Sample {
	float *values; ///< the samples
	int count;     ///< how many
} Sample;

static float first(const Sample *s) { return s->count > 0 ? s->values[0] : 0.0f; }

static const char *kindName(int kind)
{
	switch (kind) {
	case 0:
		return "zero";
	default:
		return "other";
	}
}

float sampleSum(const Sample *s, float scale, float offset, float lowerBound, float upperBound, int firstIndex,
				int lastIndex)
{
	float sum = first(s);
	for (int i = firstIndex; i < lastIndex; ++i) {
		if (s->values[i] < lowerBound)
			continue;
		else if (s->values[i] > upperBound) {
			sum += upperBound;
		} else {
			sum += s->values[i] * scale + offset;
		}
	}
	return kindName(s->count) != NULL ? sum : 0.0f;
}
]==]
  -- The same in clang-format's default (LLVM) style: two-space indents, and so on.
  local BAD = GOOD:gsub('\t', '  '):gsub('%) { return s', ') {\n  return s')

  local function sandbox(files)
    local dir = os.tmpname()
    os.remove(dir)
    run(('mkdir -p %s/src %s/tools && cp .clang-format %s/ && cp tools/format.sh %s/tools/'):format(
      shellQuote(dir), shellQuote(dir), shellQuote(dir), shellQuote(dir)))
    for name, text in pairs(files) do
      local file = assert(io.open(dir .. '/src/' .. name, 'w'))
      file:write(text)
      file:close()
    end
    return dir
  end
  local function read(path)
    local file = assert(io.open(path))
    local text = file:read('*a')
    file:close()
    return text
  end

  local missing = select(2, run('command -v clang-format >/dev/null')) ~= 0
    and 'clang-format is not installed (Debian: package clang-format)'

  it('leaves code in the sources\' style as it is', function()
    if missing then return pending(missing) end
    local dir = sandbox({ ['good.c'] = GOOD })
    local output, status = run('cd ' .. shellQuote(dir) .. ' && sh tools/format.sh --check')
    local after = read(dir .. '/src/good.c')
    run('rm -rf ' .. shellQuote(dir))
    assert.are.equal(0, status, output)
    assert.matches('^format%-check: 0 of 35 lines in 0 of 1 files would change %(.*clang%-format version [%d.]+', output)
    assert.are.equal(GOOD, after)
  end)

  it('lists what would change and fails (format-check), then rewrites it into that style (format)', function()
    if missing then return pending(missing) end
    local dir = sandbox({ ['good.c'] = GOOD, ['bad.c'] = BAD })
    local output, status = run('cd ' .. shellQuote(dir) .. ' && sh tools/format.sh --check')
    assert.are.equal(1, status, output)
    assert.matches('^format%-check: src/bad%.c: %d+ lines would change\nformat%-check: %d+ of %d+ lines in 1 of 2 files', output)
    assert.are.equal(BAD, read(dir .. '/src/bad.c'))
    output, status = run('cd ' .. shellQuote(dir) .. ' && sh tools/format.sh && sh tools/format.sh --check')
    local after = read(dir .. '/src/bad.c')
    run('rm -rf ' .. shellQuote(dir))
    assert.are.equal(0, status, output)
    assert.are.equal(GOOD, after)
  end)
end)

describe('tools/specs.sh (make test-one, determinism-one, fuzz-lua)', function()
  local lua = jit and 'luajit' or 'lua5.4'
  -- busted's helper (spec/helpers) loads b2c: the build under test, with its sanitizer runtime
  local preload = os.getenv('LD_PRELOAD')
  local env = preload and preload ~= '' and ('LD_PRELOAD=' .. shellQuote(preload) .. ' ') or ''

  -- Run tools/specs.sh on a spec file holding `body`; its output, status and the results' summary.
  local function specs(body)
    local base = os.tmpname()
    local spec, results = base .. '_spec.lua', base .. '.json'
    local file = assert(io.open(spec, 'w'))
    file:write(body)
    file:close()
    local output, status = run(('%ssh tools/specs.sh %s %s %s'):format(env, lua, shellQuote(results), shellQuote(spec)))
    local summary = run('lua5.4 tools/spec-summary.lua ' .. shellQuote(results))
    os.remove(base)
    os.remove(spec)
    os.remove(results)
    return output, status, summary:match('\n(%d+ passed, %d+ failed)\n$')
  end

  it('passes when every spec passes, its results written', function()
    local output, status, summary = specs("describe('x', function() it('passes', function() assert.is_true(true) end) end)")
    assert.are.equal(0, status, output)
    assert.are.equal('1 passed, 0 failed', summary)
  end)

  it('fails when a spec fails, and prints the summary', function()
    local output, status, summary = specs("describe('x', function() it('fails', function() assert.is_true(false) end)\n"
      .. "it('passes', function() end) end)")
    assert.are.equal(1, status, output)
    assert.are.equal('1 passed, 1 failed', summary)
    assert.matches('\n[^\n]+%.json: 1 passed, 1 failed, 0 skipped\n1 passed, 1 failed\n$', output)
  end)

  it('fails when the interpreter dies before busted writes its results', function()
    local output, status = specs("describe('x', function() it('exits', function() os.exit(0) end) end)")
    assert.are.equal(1, status, output)
    assert.matches('%.json: missing or unreadable results %(the spec run crashed%?%)\n', output)
  end)
end)

describe('tools/each-lua.sh (make test, memcheck, bench)', function()
  it('runs the target once for each Lua, goes on after a failure, and then fails', function()
    local dir = os.tmpname()
    os.remove(dir)
    -- a make that prints its arguments and fails for lua5.4
    run('mkdir ' .. shellQuote(dir))
    local fake = assert(io.open(dir .. '/make', 'w'))
    fake:write('#!/bin/sh\necho "$@"\ncase "$*" in *LUA=lua5.4*) exit 2 ;; esac\n')
    fake:close()
    local output, status = run(('chmod +x %s/make && MAKE=%s/make sh tools/each-lua.sh "lua5.4 luajit" test-one SAN= CC=gcc'):format(
      shellQuote(dir), shellQuote(dir)))
    run('rm -rf ' .. shellQuote(dir))
    assert.are.equal(1, status)
    assert.are.equal('--no-print-directory test-one LUA=lua5.4 SAN= CC=gcc\n'
      .. '--no-print-directory test-one LUA=luajit SAN= CC=gcc\n', output)
  end)
end)
