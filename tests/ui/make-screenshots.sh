#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the screenshots of every page of the 4-ring demo into docs/screenshots/
# (tst_mainwindow::screenshots under Xvfb). Run after a build of the tests.
#   tests/ui/make-screenshots.sh [BUILD_DIR]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
RAILYARD_SCREENSHOT_DIR=$root/docs/screenshots xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$build/tests/ui/tst_mainwindow" screenshots
