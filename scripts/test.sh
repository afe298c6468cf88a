#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds everything and runs the whole test suite.
# Exits non-zero on any failure. Tests that need root skip with a message
# when run without it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
source "$here/install-deps.sh"
railyard_install_deps
railyard_build -DRAILYARD_BUILD_TESTS=ON -DRAILYARD_BUILD_BENCH=ON
cd "$top/build"
ctest --output-on-failure --timeout 600
if [ -x "$top/tests/fuzz/run-fuzz.sh" ]; then
    "$top/tests/fuzz/run-fuzz.sh" "${RAILYARD_FUZZ_SECONDS:-5}"
fi
