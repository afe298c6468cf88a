#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and starts the Railyard GUI.
# Without arguments the GUI opens the built-in demo cluster.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/install-deps.sh"
railyard_install_deps
railyard_build -DRAILYARD_BUILD_TESTS=OFF -DRAILYARD_BUILD_BENCH=OFF >&2
exec "$here/../build/app/gui/railyard" "$@"
