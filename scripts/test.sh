#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds everything and runs the whole test suite
# three ways: the normal build (build/), a second build of the whole suite
# with AddressSanitizer and UndefinedBehaviorSanitizer (build-sanitize/), and
# a bounded libFuzzer run of every fuzz target (built in build-sanitize/).
# Exits non-zero on any failure. Tests that need root skip with a message
# when run without it.
#
#   scripts/test.sh              all three stages (what CI runs)
#   scripts/test.sh --sanitize   only the sanitizer stage
#   scripts/test.sh --no-sanitize --no-fuzz   only the normal build and suite
#
# The suite is mostly waiting on namespaces, sshd and timeouts rather than
# on the CPU, so ctest runs RAILYARD_TEST_JOBS (default 4) tests at a time;
# every test names its namespaces and bridges uniquely, so they do not meet.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)

plain=1 sanitize=1 fuzz=1
for arg in "$@"; do
    case $arg in
    --sanitize) plain=0 sanitize=1 fuzz=0 ;;
    --no-sanitize) sanitize=0 ;;
    --no-fuzz) fuzz=0 ;;
    -h | --help)
        sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "test.sh: unknown option '$arg' (try --help)" >&2
        exit 2
        ;;
    esac
done

source "$here/install-deps.sh"
railyard_install_deps

jobs=${RAILYARD_TEST_JOBS:-4}
suite_rc=0
started=$SECONDS
stage() {
    echo "railyard: === $1 (at $((SECONDS - started)) s) ===" >&2
}

# The plain suite waits far more than it computes, so the sanitizer build
# runs beside it at the lowest CPU priority instead of after it.
sanitize_log=$top/build/sanitize-build.log
sanitize_build=
if [ $plain = 1 ]; then
    stage "build"
    railyard_build -DRAILYARD_BUILD_TESTS=ON -DRAILYARD_BUILD_BENCH=ON
    if [ $sanitize = 1 ]; then
        stage "sanitizer build starts beside the test suite (log: $sanitize_log)"
        setsid nice -n 19 bash -c "source '$here/install-deps.sh' && railyard_build_sanitized" >"$sanitize_log" 2>&1 &
        sanitize_build=$!
    fi
    stage "test suite"
    (cd "$top/build" && ctest --output-on-failure --timeout 600 -j"$jobs") || suite_rc=$?
    if [ $suite_rc -ne 0 ]; then
        [ -n "$sanitize_build" ] && kill -- -"$sanitize_build" 2>/dev/null
        exit $suite_rc
    fi
fi

if [ $sanitize = 1 ]; then
    if [ -n "$sanitize_build" ]; then
        stage "waiting for the sanitizer build"
        if ! wait "$sanitize_build"; then
            tail -n 60 "$sanitize_log" >&2
            echo "railyard: the sanitizer build failed (log: $sanitize_log)" >&2
            exit 1
        fi
    else
        stage "sanitizer build"
        railyard_build_sanitized
    fi
    sanitize_dir=${RAILYARD_SANITIZE_BUILD_DIR:-$top/build-sanitize}
    # The fuzz targets come out of the sanitizer build; each fuzzes on one
    # core while the sanitizer suite, which mostly waits, uses the other.
    fuzz_log=$sanitize_dir/fuzz.log
    fuzz_run=
    if [ $fuzz = 1 ] && [ -x "$top/tests/fuzz/run-fuzz.sh" ]; then
        stage "fuzz targets start beside the sanitizer suite (log: $fuzz_log)"
        RAILYARD_FUZZ_BUILD_DIR=$sanitize_dir/tests/fuzz setsid nice -n 10 \
            "$top/tests/fuzz/run-fuzz.sh" --no-build "${RAILYARD_FUZZ_SECONDS:-5}" >"$fuzz_log" 2>&1 &
        fuzz_run=$!
    fi
    stage "test suite under ASan+UBSan"
    # halt_on_error: the first report fails the test instead of scrolling by.
    # Leak checking stays on; the suppressions name only third-party code.
    (cd "$sanitize_dir" &&
        ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:strict_string_checks=1:suppressions=$top/tests/sanitize/asan.supp:print_suppressions=0" \
            LSAN_OPTIONS="suppressions=$top/tests/sanitize/lsan.supp:print_suppressions=0" \
            UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
            ctest --output-on-failure --timeout 900 -j"$jobs") || suite_rc=$?
    if [ -n "$fuzz_run" ]; then
        stage "waiting for the fuzz targets"
        fuzz_rc=0
        wait "$fuzz_run" || fuzz_rc=$?
        cat "$fuzz_log"
        if [ $fuzz_rc -ne 0 ]; then
            echo "railyard: a fuzz target failed (log: $fuzz_log)" >&2
            exit 1
        fi
    fi
    if [ $suite_rc -ne 0 ]; then
        exit $suite_rc
    fi
elif [ $fuzz = 1 ] && [ -x "$top/tests/fuzz/run-fuzz.sh" ]; then
    stage "fuzz targets (standalone build)"
    "$top/tests/fuzz/run-fuzz.sh" "${RAILYARD_FUZZ_SECONDS:-5}"
fi
stage "done"
