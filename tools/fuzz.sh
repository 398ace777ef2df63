#!/bin/sh
# Run the libFuzzer targets built by `make fuzz-build`: tools/fuzz.sh BUILD SECONDS TARGET...
# For each target: replay fuzz/regressions/<target>/ (every input that once crashed it), then fuzz
# for SECONDS from the seeds of fuzz/corpus/<target>/ plus what earlier runs kept in
# BUILD/corpus/<target>/ (where new inputs go: the committed seeds are never touched). Prints
# libFuzzer's progress lines (cov: edges, ft: features, corp: inputs kept), its final statistics
# and a one-line summary; a crash, sanitizer report, leak or timeout prints the report's end and
# the input that caused it (kept under BUILD/artifacts/<target>/). Exits non-zero when any target
# failed.
set -u
build=$1
seconds=$2
shift 2
failed=""
for target in "$@"; do
	bin="$build/fuzz_$target"
	corpus="$build/corpus/$target"
	artifacts="$build/artifacts/$target"
	log="$build/fuzz_$target.log"
	mkdir -p "$corpus" "$artifacts"
	echo "== fuzz $target: ${seconds}s =="
	status=0
	regressions=$(ls fuzz/regressions/"$target"/* 2>/dev/null)
	if [ -n "$regressions" ]; then
		# shellcheck disable=SC2086
		if "$bin" $regressions >"$log" 2>&1; then
			echo "regressions: $(echo "$regressions" | wc -l) inputs replayed, all pass"
		else
			status=1
		fi
	fi
	# The committed seeds of the snapshot target must load (written again by
	# fuzz/make_snapshot_seeds.lua when the snapshot format changes).
	if [ $status -eq 0 ] && [ "$target" = snapshot ]; then
		# shellcheck disable=SC2046
		if FUZZ_SEEDS_MUST_LOAD=1 "$bin" $(ls fuzz/corpus/snapshot/*) >"$log" 2>&1; then
			echo "seeds: all load"
		else
			echo "-- the seeds of fuzz/corpus/snapshot/ do not load: run lua5.4 fuzz/make_snapshot_seeds.lua"
			status=1
		fi
	fi
	if [ $status -eq 0 ]; then
		"$bin" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
			-artifact_prefix="$artifacts/" "$corpus" "fuzz/corpus/$target" >"$log" 2>&1 || status=$?
		grep -E '^#[0-9]+[[:space:]]+(INITED|pulse|DONE)|^stat::' "$log"
		done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1)
	fi
	if [ $status -ne 0 ]; then
		echo "-- fuzz $target FAILED (status $status); the end of $log:"
		tail -n 60 "$log"
		failed="$failed $target"
	else
		execs=$(sed -n 's/^stat::number_of_executed_units:[[:space:]]*//p' "$log")
		cov=$(echo "$done_line" | sed -n 's/.*cov: \([0-9]*\).*/\1/p')
		ft=$(echo "$done_line" | sed -n 's/.*ft: \([0-9]*\).*/\1/p')
		corp=$(echo "$done_line" | sed -n 's/.*corp: \([0-9]*\).*/\1/p')
		echo "fuzz $target: ${execs:-?} executions in ${seconds}s, cov ${cov:-?} edges, ft ${ft:-?} features, corpus ${corp:-?} inputs, no crash"
	fi
done
if [ -n "$failed" ]; then
	echo "fuzz: FAILED:$failed"
	exit 1
fi
