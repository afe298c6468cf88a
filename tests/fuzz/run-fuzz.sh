#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets with clang into build-fuzz/ and runs each for
# SECONDS_PER_TARGET (default 5), seeded with the matching real samples and
# the hand-written or generated seeds of tests/fuzz/seeds/<kind>/ (project
# files, netplan files the planner writes, sampler lines).
# Exits non-zero if any target crashes, leaks, times out or fails to build.
# Needs clang and libFuzzer (Debian: clang-14 and libclang-rt-14-dev).
set -eu

# --build-only builds and stops; --no-build runs what an earlier
# --build-only left (scripts/test.sh builds beside the sanitizer suite).
build_step=1 run_step=1 seconds=5
for arg in "$@"; do
    case $arg in
    --build-only) run_step=0 ;;
    --no-build) build_step=0 ;;
    '' | *[!0-9]*)
        echo "usage: $0 [--build-only | --no-build] [SECONDS_PER_TARGET]" >&2
        exit 2
        ;;
    *) seconds=$arg ;;
    esac
done

root=$(cd "$(dirname "$0")/../.." && pwd)
build=${RAILYARD_FUZZ_BUILD_DIR:-$root/build-fuzz}
samples=$root/tests/data/samples
jobs=${RAILYARD_FUZZ_JOBS:-2}

mkdir -p "$build"
if [ $build_step = 1 ]; then
    CC=${CC:-clang} CXX=${CXX:-clang++} cmake -S "$root/tests/fuzz" -B "$build" -G Ninja \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$build/configure.log" 2>&1 || {
        cat "$build/configure.log" >&2
        exit 1
    }
    cmake --build "$build" -j "$jobs"
fi
[ $run_step = 1 ] || exit 0

# kind -> sample name patterns (shell globs) used as seeds.
seeds_for() {
    case $1 in
    ibdev2netdev) echo "ibdev2netdev-*" ;;
    rdma-link) echo "rdma_link_show-*" ;;
    ip-link) echo "ip_link_show-*" ;;
    ip-addr) echo "ip_addr_show-* ip_j_addr_show-*" ;;
    # No captured sample: their seeds are in tests/fuzz/seeds/<kind>/.
    ip-route | ip-neigh | ethtool-info) echo "" ;;
    ethtool-link) echo "ethtool_iface-*" ;;
    ethtool-fec) echo "ethtool_show_fec-*" ;;
    ethtool-stats) echo "ethtool_S_*" ;;
    ethtool-module) echo "ethtool_m-*" ;;
    ib-write-bw | ib-read-bw) echo "ib_write_bw-*" ;;
    ib-write-lat) echo "ib_write_lat-*" ;;
    nccl-tests) echo "nccl_all_* nccl_debug_info-1.txt nccl_debug_info-2.txt" ;;
    nccl-log) echo "nccl_debug_*" ;;
    nvidia-smi) echo "nvidia-smi-*" ;;
    ibv-devinfo) echo "ibv_devinfo-*" ;;
    lspci) echo "dgxspark-pcie-rate-misc-*" ;;
    dmesg) echo "dmesg_*" ;;
    mlxlink) echo "mlxlink-*" ;;
    *) echo "" ;;
    esac
}

all_kinds="ibdev2netdev rdma-link ip-link ip-addr ip-route ip-neigh ethtool-link ethtool-info ethtool-fec
ethtool-stats ethtool-module ib-write-bw ib-read-bw ib-write-lat nccl-tests nccl-log nvidia-smi
ibv-devinfo lspci dmesg mlxlink project netplanreader samplerline"
# RAILYARD_FUZZ_KINDS="nvidia-smi samplerline" runs only those.
kinds=${RAILYARD_FUZZ_KINDS:-$all_kinds}
for kind in $kinds; do
    case " $(echo $all_kinds) " in
    *" $kind "*) ;;
    *)
        echo "unknown fuzz kind '$kind'; known: $(echo $all_kinds)" >&2
        exit 2
        ;;
    esac
done

failed=""
for kind in $kinds; do
    target=$build/fuzz_$(echo "$kind" | tr - _)
    corpus=$build/corpus/$kind
    seeds=$build/seeds/$kind
    artifacts=$build/artifacts/$kind
    rm -rf "$seeds"
    mkdir -p "$corpus" "$seeds" "$artifacts"
    for pattern in $(seeds_for "$kind"); do
        for f in "$samples"/$pattern; do
            [ -f "$f" ] && cp "$f" "$seeds/"
        done
    done
    # Hand-written seeds for inputs that have no captured tool output.
    if [ -d "$root/tests/fuzz/seeds/$kind" ]; then
        cp "$root/tests/fuzz/seeds/$kind"/* "$seeds/"
    fi
    # Inputs that once crashed a target are replayed first, every run.
    regressions=$root/tests/fuzz/regressions/$kind
    if [ -d "$regressions" ] && [ -n "$(ls -A "$regressions")" ]; then
        if ! "$target" -runs=0 "$regressions"/* >"$build/replay-$kind.log" 2>&1; then
            echo "FAIL  $kind: a kept regression input crashes again, see $build/replay-$kind.log" >&2
            tail -n 30 "$build/replay-$kind.log" >&2
            failed="$failed $kind"
            continue
        fi
    fi
    # Tokens for inputs whose parser is not instrumented (yaml-cpp) or whose
    # spellings the fuzzer would not guess.
    dict=$root/tests/fuzz/dicts/$kind.dict
    set --
    [ -f "$dict" ] && set -- -dict="$dict"
    # The real samples are a few KB up to ~25 KB; allow that much input.
    if "$target" "$@" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=32768 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" "$seeds" \
        >"$build/fuzz-$kind.log" 2>&1; then
        echo "ok    $kind ($(grep -c . "$build/fuzz-$kind.log" | tr -d ' ') log lines, $(ls "$corpus" | wc -l | tr -d ' ') corpus files)"
    else
        echo "FAIL  $kind: see $build/fuzz-$kind.log and $artifacts/" >&2
        tail -n 30 "$build/fuzz-$kind.log" >&2
        failed="$failed $kind"
    fi
done

if [ -n "$failed" ]; then
    echo "fuzzing failed for:$failed" >&2
    exit 1
fi
echo "all fuzz targets ran ${seconds}s without a crash"
