#!/bin/sh
# Every spec (or the spec files given) and then the core's C tests under valgrind's memcheck, for
# one build: tools/memcheck.sh LUA VARIANT BUILD CTESTS [SPEC...] (`make memcheck-one`, with the
# Makefile's SPEC_ENV and MEMCHECK_SPECS).
# Any memcheck error or byte definitely lost fails; the summaries are printed
# (tools/memcheck-summary.lua), the full logs kept in BUILD/memcheck-specs.log and
# BUILD/memcheck-ctests.log. LuaJIT runs with its JIT off: valgrind would translate every trace
# again, for the same C. B2C_MEMCHECK=1 tells the specs to shorten what is slow and touches no C
# memory (spec/aabb_spec.lua's six-million-step ray march, most batches of spec/tree_spec.lua's
# random operations), and the API fuzzer runs 150 sequences. busted's results go to
# BUILD/memcheck-results.json (not counted by .ci/run: the same specs as `make test`).
set -u
lua=$1
variant=$2
build=$3
ctests=$4
shift 4
busted=$(command -v busted 2>/dev/null || echo /usr/bin/busted)
valgrind="valgrind --tool=memcheck --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite --num-callers=30"
jitoff=""
[ "$lua" = luajit ] && jitoff="-joff"
rm -f "$build/memcheck-specs.log" "$build/memcheck-ctests.log"
status=0
# shellcheck disable=SC2086
B2C_MEMCHECK=1 B2C_FUZZ_SEQUENCES=150 B2C_RESULTS="$build/memcheck-results.json" \
	$valgrind --log-file="$build/memcheck-specs.log" "$lua" $jitoff "$busted" -o tools/busted_tee.lua "$@" || status=1
# shellcheck disable=SC2086
$valgrind --log-file="$build/memcheck-ctests.log" "$ctests" >/dev/null || status=1
lua5.4 tools/memcheck-summary.lua "$variant" "$build/memcheck-specs.log" "$build/memcheck-ctests.log" || status=1
exit $status
