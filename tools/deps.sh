#!/bin/sh
# Installs the Debian packages b2c needs that are missing, without prompting. Idempotent: when
# everything is there it says nothing and takes a fraction of a second.
set -eu
# love and xvfb (which provides xvfb-run) run the LÖVE demo headless for spec/love_spec.lua;
# xvfb-run needs xauth (only recommended by xvfb), and LÖVE a software OpenGL driver under Xvfb.
# valgrind runs `make memcheck`.
PACKAGES="lua5.4 liblua5.4-dev luajit libluajit-5.1-dev lua-busted luarocks libbox2d-dev clang libclang-rt-dev g++ make love xvfb xauth libgl1-mesa-dri librsvg2-bin valgrind"

if ! command -v dpkg-query >/dev/null 2>&1; then
	echo "deps: not a Debian system; install by hand: $PACKAGES" >&2
	exit 0
fi
missing=""
for p in $PACKAGES; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing="$missing $p"
	fi
done
[ -z "$missing" ] && exit 0

echo "deps: installing:$missing"
if [ "$(id -u)" -eq 0 ]; then
	SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	SUDO="sudo -n"
else
	echo "deps: need root to install:$missing (run: sudo apt-get install$missing)" >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq </dev/null
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing </dev/null
echo "deps: done"
