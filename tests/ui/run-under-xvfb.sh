#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a GUI test on an X server of its own (Xvfb) with the xcb platform:
#   run-under-xvfb.sh WIDTHxHEIGHT TEST [ARGS...]
# Exits 77 (ctest: skipped, with this message) when xvfb-run is missing.
set -eu
size=$1
shift
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "SKIP: xvfb-run is not installed (scripts/install-deps.sh installs xvfb and xauth)"
    exit 77
fi
unset QT_QPA_PLATFORM
exec xvfb-run -a -s "-screen 0 ${size}x24" "$@"
