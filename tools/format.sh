#!/bin/sh
# clang-format over b2c's C and C++ (src/, include/, tests/c/, bench/, fuzz/), in the style of
# .clang-format: `tools/format.sh` rewrites the files in place (`make format`); `tools/format.sh
# --check` changes nothing, lists each file that would change with how many of its lines, prints
# the total and exits non-zero when anything would change (`make format-check`).
set -u
check=0
[ "${1:-}" = --check ] && check=1
if ! command -v clang-format >/dev/null 2>&1; then
	echo "format: clang-format is not installed (Debian: package clang-format)" >&2
	exit 1
fi
files=$(ls src/*.c src/*.h src/lua/*.c src/lua/*.h include/b2c/*.h tests/c/*.c tests/c/*.h \
	bench/*.cpp bench/*.h bench/quality/*.c bench/quality/*.h fuzz/*.c fuzz/*.h 2>/dev/null)
if [ $check -eq 0 ]; then
	# shellcheck disable=SC2086
	exec clang-format -i --style=file $files
fi
changed=0
lines=0
total=0
for file in $files; do
	n=$(clang-format --style=file "$file" | diff "$file" - | grep -c '^<')
	total=$((total + $(wc -l <"$file")))
	if [ "$n" -gt 0 ]; then
		echo "format-check: $file: $n lines would change"
		changed=$((changed + 1))
		lines=$((lines + n))
	fi
done
echo "format-check: $lines of $total lines in $changed of $(echo "$files" | wc -w) files would change ($(clang-format --version))"
[ $changed -eq 0 ]
