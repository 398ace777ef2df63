#!/bin/sh
# Runs busted under one Lua and checks its results: tools/specs.sh LUA RESULTS [BUSTED ARGS...]
# (`make test-one`, `make determinism-one`, `make fuzz-lua`). The environment is the Makefile's
# (B2C_MODULE names the build under test). busted prints its usual report and writes its JSON
# results to RESULTS (tools/busted_tee.lua), which .ci/run adds up. Fails when busted exits
# non-zero (a failing spec, or a sanitizer's leak report at exit) or the results show a failure or
# are missing (the interpreter crashed); their summary is printed then.
set -u
lua=$1
results=$2
shift 2
# The sanitizer runtime the Makefile preloads (SAN=1) is for the interpreter alone.
preload=${LD_PRELOAD:-}
unset LD_PRELOAD
busted=$(command -v busted 2>/dev/null || echo /usr/bin/busted)
rm -f "$results"
status=0
env ${preload:+LD_PRELOAD="$preload"} B2C_RESULTS="$results" "$lua" "$busted" -o tools/busted_tee.lua "$@" || status=1
if ! lua5.4 tools/spec-summary.lua "$results" >/dev/null 2>&1; then
	lua5.4 tools/spec-summary.lua "$results"
	status=1
fi
exit $status
