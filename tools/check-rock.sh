#!/bin/sh
# Lints the rockspec, then builds and installs b2c with `luarocks make` (the rockspec's build type
# "make": the Makefile's `rock` and `rock-install` targets) into a throw-away tree, for Lua 5.4 and
# for LuaJIT (--lua-version 5.1 with LuaJIT's headers), from a copy of the tracked files. Checks
# that the build left nothing in the source tree (no .o in src/, no ./b2c.so: its objects are under
# build/rock-*/), that the installed b2c.so exports luaopen_b2c and the LuaJIT fast path's
# b2c_ffi_* entry points only (nm -D --defined-only), that every pure-Lua submodule of lua/b2c/ is
# installed as it is, and that the C module and the submodules load and work from the tree,
# outside the repository, under Lua 5.4 and LuaJIT.
set -eu
here=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "check-rock: luarocks lint b2c-dev-1.rockspec"
luarocks lint b2c-dev-1.rockspec
mkdir "$work/src"
git ls-files -z | xargs -0 tar cf - | tar xf - -C "$work/src"
for lua in 5.4 5.1; do
	incdir=""
	# For Lua 5.1 LuaRocks gives PUC Lua 5.1's headers, if installed, and the Makefile builds
	# against LuaJIT's instead (as a plain `luarocks make` does on Debian); else LuaJIT's are named.
	[ "$lua" = 5.1 ] && [ ! -f /usr/include/lua5.1/lua.h ] && incdir="LUA_INCDIR=/usr/include/luajit-2.1"
	echo "check-rock: luarocks --lua-version $lua make --tree TREE $incdir"
	(cd "$work/src"
	 luarocks --lua-version "$lua" make --tree "$work/tree$lua" b2c-dev-1.rockspec $incdir) >"$work/log$lua" 2>&1 ||
		{ cat "$work/log$lua"; exit 1; }
	# Nothing built beside the sources: every object and the module under build/rock-*/.
	stray=$(cd "$work/src" && find . -path ./build -prune -o \( -name '*.o' -o -name '*.so' -o -name '*.a' \) -print)
	[ -z "$stray" ] || { echo "check-rock: luarocks make left build products in the source tree:"; echo "$stray"; exit 1; }
	rockdir=$(cd "$work/src" && ls -td build/rock-*/ | head -n 1)
	objects=$(find "$work/src/$rockdir" -name '*.o' | wc -l)
	so="$work/tree$lua/lib/lua/$lua/b2c.so"
	[ -f "$so" ] || { echo "check-rock: $so is not installed"; exit 1; }
	exports=$(nm -D --defined-only "$so" | awk '{ print $NF }' | sort | tr '\n' ' ')
	for symbol in $exports; do
		case "$symbol" in
		luaopen_b2c | b2c_ffi_*) ;;
		*) echo "check-rock: the rock's b2c.so for $lua exports $symbol (all: $exports)"; exit 1 ;;
		esac
	done
	case " $exports" in *" luaopen_b2c "*) ;; *) echo "check-rock: the rock's b2c.so for $lua lacks luaopen_b2c"; exit 1 ;; esac
	echo "check-rock: Lua $lua: built in $rockdir ($objects objects), nothing in src/; b2c.so exports $exports"
done
cd "$work"
for pair in "lua5.4 5.4" "luajit 5.1"; do
	set -- $pair
	# Every lua/b2c/*.lua, installed unchanged.
	modules=""
	for file in "$work"/src/lua/b2c/*.lua; do
		name=$(basename "$file" .lua)
		installed="$work/tree$2/share/lua/$2/b2c/$name.lua"
		cmp -s "$file" "$installed" || { echo "check-rock: b2c.$name is not installed (as $installed) for $1"; exit 1; }
		modules="$modules b2c.$name"
	done
	# The tree first; the system's modules after it (b2c.spec needs busted's luassert and say).
	out=$(TREE="$work/tree$2/" LUA_PATH="$work/tree$2/share/lua/$2/?.lua;$work/tree$2/share/lua/$2/?/init.lua;;" \
		LUA_CPATH="$work/tree$2/lib/lua/$2/?.so" \
		"$1" -e 'local b2c = require "b2c"
			assert(b2c.vec2(3, 4):length() == 5)
			local fast = debug.getinfo(b2c.tree().queryAll).what == "Lua"
			assert(fast == (jit ~= nil), "the LuaJIT fast path (b2c.jit) is not installed as it should be")
			assert(require("b2c.love").new{scale = 2}:toWorld(4, 0) == b2c.vec2(2, 0), "b2c.love is not installed")
			local tree = os.getenv("TREE")
			for _, name in ipairs({ "b2c.love", "b2c.svg", "b2c.spec" }) do
				local path = assert(package.searchpath(name, package.path))
				assert(path:sub(1, #tree) == tree, name .. " found outside the tree: " .. path)
			end
			local world = b2c.world {}
			local ground = world:createBody {}:createFixture(b2c.box(5, 0.5))
			local box = world:createBody { type = "dynamic", position = { 0, 1 } }:createFixture(b2c.box(0.5, 0.5))
			local spec = require "b2c.spec"
			assert(spec.run(world, 1) == 60 and spec.touching(box, ground), "b2c.spec: the box is not on the ground")
			local svg = require "b2c.svg"
			local text = svg.new():world(world):tostring()
			assert(text:find("<svg", 1, true) and select(2, text:gsub("<polygon ", "")) == 2, text)
			print(b2c.lua, b2c.version, package.searchpath("b2c", package.cpath), fast and "(LuaJIT fast path on)" or "")' 2>&1) ||
		{ echo "$out"; exit 1; }
	case "$out" in *"$here"*) echo "check-rock: $1 loaded b2c from the repository, not the tree"; exit 1 ;; esac
	echo "check-rock: $1: $out"
	echo "check-rock: $1: installed$modules; b2c.svg and b2c.spec load and work from the tree"
done
