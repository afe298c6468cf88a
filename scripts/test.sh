#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds everything and runs the whole test suite
# three ways: the normal build (build/), a second build of the whole suite
# with AddressSanitizer and UndefinedBehaviorSanitizer (build-sanitize/), and
# a bounded libFuzzer run of every fuzz target (build-fuzz/).
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
    fuzz_log=$top/build/fuzz-build.log
    fuzz_build=
    if [ $fuzz = 1 ] && [ -x "$top/tests/fuzz/run-fuzz.sh" ]; then
        stage "fuzz build starts beside the sanitizer suite (log: $fuzz_log)"
        setsid nice -n 19 "$top/tests/fuzz/run-fuzz.sh" --build-only >"$fuzz_log" 2>&1 &
        fuzz_build=$!
    fi
    stage "test suite under ASan+UBSan"
    # halt_on_error: the first report fails the test instead of scrolling by.
    # Leak checking stays on; the suppressions name only third-party code.
    (cd "${RAILYARD_SANITIZE_BUILD_DIR:-$top/build-sanitize}" &&
        ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:strict_string_checks=1 \
            LSAN_OPTIONS="suppressions=$top/tests/sanitize/lsan.supp:print_suppressions=0" \
            UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
            ctest --output-on-failure --timeout 900 -j"$jobs") || suite_rc=$?
    if [ "${suite_rc:-0}" -ne 0 ]; then
        [ -n "$fuzz_build" ] && kill -- -"$fuzz_build" 2>/dev/null
        exit "$suite_rc"
    fi
fi

if [ $fuzz = 1 ] && [ -x "$top/tests/fuzz/run-fuzz.sh" ]; then
    fuzz_args=()
    if [ -n "${fuzz_build:-}" ]; then
        stage "waiting for the fuzz build"
        if ! wait "$fuzz_build"; then
            tail -n 60 "$fuzz_log" >&2
            echo "railyard: the fuzz build failed (log: $fuzz_log)" >&2
            exit 1
        fi
        fuzz_args=(--no-build)
    fi
    stage "fuzz targets"
    "$top/tests/fuzz/run-fuzz.sh" "${fuzz_args[@]}" "${RAILYARD_FUZZ_SECONDS:-5}"
fi
stage "done"
