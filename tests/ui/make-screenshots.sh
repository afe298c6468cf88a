#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates docs/screenshots/ from tst_screenshots (a finished demo-ring4
# session, every page) under Xvfb: English at 1366x768 in docs/screenshots/,
# Russian at 1366x768 in ru/, and the Live, Cabling and Tests charts pages at
# 1920x1080 and at 200 % scaling (960x540 logical) in 1920x1080/ and 200-percent/.
# Run after a build of the tests.
#   tests/ui/make-screenshots.sh [BUILD_DIR]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
out=$root/docs/screenshots
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
for language in en ru; do
    RAILYARD_SCREENSHOT_DIR=$tmp RAILYARD_UI_LANGUAGE=$language LC_ALL=C \
        "$root/tests/ui/run-under-xvfb.sh" 1920x1080 "$build/tests/ui/tst_screenshots"
done
RAILYARD_SCREENSHOT_DIR=$tmp RAILYARD_UI_LANGUAGE=en LC_ALL=C QT_SCALE_FACTOR=2 \
    "$root/tests/ui/run-under-xvfb.sh" 1920x1080 "$build/tests/ui/tst_screenshots"
rm -rf "$out"
mkdir -p "$out/ru" "$out/1920x1080" "$out/200-percent"
cp "$tmp"/1366x768-en/*.png "$out/"
cp "$tmp"/1366x768-ru/*.png "$out/ru/"
for page in live cabling tests-charts; do
    cp "$tmp/1920x1080-en/$page.png" "$out/1920x1080/"
    cp "$tmp/960x540-en/$page.png" "$out/200-percent/"
done
echo "screenshots written to $out"
