#!/bin/sh
# One make target once for each Lua: tools/each-lua.sh "LUAS" TARGET [VARIABLE=value...] runs
# `make TARGET LUA=<lua> VARIABLE=value...` for every Lua of LUAS, in order, going on after one
# fails, and exits non-zero when any failed (`make test`, `make memcheck`, `make bench`).
set -u
luas=$1
target=$2
shift 2
status=0
for lua in $luas; do
	${MAKE:-make} --no-print-directory "$target" LUA="$lua" "$@" || status=1
done
exit $status
