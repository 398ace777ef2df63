#!/bin/sh
# Runs the LÖVE demo (examples/love) for `make love`: tools/love.sh FRAMES SCREENSHOT.
# With a display (DISPLAY or WAYLAND_DISPLAY), its window, until you close it. Without one, LÖVE
# would run on in a window nobody can see (SDL falls back to drawing off screen), so the demo runs
# its scripted test mode instead: FRAMES frames of 1/60 s (input played by a script) under
# xvfb-run, its last frame saved to SCREENSHOT and its state line printed; then it ends, within a
# time limit whatever happens. B2C_LOVE_CPATH (from the Makefile) names the b2c it loads.
set -u
frames=$1
shot=$2
if ! command -v love >/dev/null 2>&1; then
	echo "make love: LÖVE 11 (love) is not installed (tools/deps.sh installs it on Debian: package love)" >&2
	exit 1
fi
# A local X display (:N) that has no socket is no display either.
display=${DISPLAY:-}
case "$display" in
:*)
	number=${display#:}
	number=${number%%.*}
	[ -S "/tmp/.X11-unix/X$number" ] || {
		echo "make love: DISPLAY is $display, but no X server listens there"
		display=""
	}
	;;
esac
if [ -n "$display" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
	exec love examples/love
fi
if ! command -v xvfb-run >/dev/null 2>&1; then
	echo "make love: there is no display (DISPLAY is not set), and xvfb-run is not installed to make one." >&2
	echo "make love: run it on a desktop, or install xvfb and xauth (tools/deps.sh does on Debian)." >&2
	exit 1
fi
seconds=$(((frames + 59) / 60))
limit=$((seconds * 4 + 60))
echo "make love: no display (DISPLAY is not set): running the demo's scripted test mode instead, $frames frames"
echo "make love: (${seconds} s) under xvfb-run, then it quits; its last frame goes to $shot. On a desktop"
echo "make love: \`make love\` opens the window to play in."
mkdir -p "$(dirname "$shot")"
status=0
SDL_AUDIODRIVER=dummy timeout -k 5 "$limit" xvfb-run -a -n "${B2C_XVFB_FIRST:-99}" -s '-screen 0 1024x768x24' \
	love examples/love --frames "$frames" --screenshot "$shot" || status=$?
if [ $status -eq 124 ] || [ $status -eq 137 ]; then
	echo "make love: the demo did not end within $limit s: stopped" >&2
elif [ $status -eq 0 ]; then
	echo "make love: done; the last frame is in $shot"
fi
exit $status
