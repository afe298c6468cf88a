#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs clang-tidy with the checked-in .clang-tidy over Railyard's own sources
# (core/, ui/, app/; not moc output, tests or third-party headers), using the
# compile database of build/ (configure it first: scripts/test.sh or
# scripts/run.sh does). Prints each finding and exits 1 if there is any, so
# "nothing new on the tree" is a command, not a hope.
#   scripts/tidy.sh [PATH_REGEX]   default '(core|ui|app)/', e.g. 'core/probe/'
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
db=$top/build/compile_commands.json
[ -f "$db" ] || {
    echo "tidy.sh: $db is missing: configure build/ first (scripts/test.sh or scripts/run.sh)" >&2
    exit 2
}
command -v run-clang-tidy >/dev/null || {
    echo "tidy.sh: run-clang-tidy is missing (Debian: apt-get install clang-tidy)" >&2
    exit 2
}
filter=${1:-(core|ui|app)/}
files="^$top/${filter}.*\.cpp\$"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The moc/uic output lives under build/ and is excluded by the path regex.
run-clang-tidy -quiet -p "$top/build" -j "$(nproc)" "$files" >"$log" 2>&1 || true
findings=$(grep -E '^/.*: (warning|error): ' "$log" | sort -u || true)
if [ -n "$findings" ]; then
    echo "$findings"
    echo "tidy.sh: $(echo "$findings" | wc -l) finding(s)" >&2
    exit 1
fi
checked=$(grep -o '"file": "[^"]*"' "$db" | sed 's/"file": "//; s/"$//' | grep -cE "$files" || true)
echo "tidy.sh: no findings in $checked files" >&2
