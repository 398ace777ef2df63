#!/bin/sh
# Builds and installs b2c with `luarocks make` into a throw-away tree (from a copy of the tracked
# files, since the builtin backend builds in place), then requires it from outside the repository
# under Lua 5.4 and LuaJIT.
set -eu
here=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/src"
git ls-files -z | xargs -0 tar cf - | tar xf - -C "$work/src"
for lua in 5.4 5.1; do
	incdir=""
	[ "$lua" = 5.1 ] && incdir="LUA_INCDIR=/usr/include/luajit-2.1"
	echo "check-rock: luarocks --lua-version $lua make --tree TREE $incdir"
	(cd "$work/src"
	 luarocks --lua-version "$lua" make --tree "$work/tree$lua" b2c-dev-1.rockspec $incdir) >"$work/log$lua" 2>&1 ||
		{ cat "$work/log$lua"; exit 1; }
done
cd "$work"
for pair in "lua5.4 5.4" "luajit 5.1"; do
	set -- $pair
	out=$(LUA_PATH="$work/tree$2/share/lua/$2/?.lua;$work/tree$2/share/lua/$2/?/init.lua" \
		LUA_CPATH="$work/tree$2/lib/lua/$2/?.so" \
		"$1" -e 'local b2c = require "b2c"
			assert(b2c.vec2(3, 4):length() == 5)
			local fast = debug.getinfo(b2c.tree().queryAll).what == "Lua"
			assert(fast == (jit ~= nil), "the LuaJIT fast path (b2c.jit) is not installed as it should be")
			assert(require("b2c.love").new{scale = 2}:toWorld(4, 0) == b2c.vec2(2, 0), "b2c.love is not installed")
			print(b2c.lua, b2c.version, package.searchpath("b2c", package.cpath), fast and "(LuaJIT fast path on)" or "")' 2>&1) ||
		{ echo "$out"; exit 1; }
	case "$out" in *"$here"*) echo "check-rock: $1 loaded b2c from the repository, not the tree"; exit 1 ;; esac
	echo "check-rock: $1: $out"
done
