#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Railyard needs to build, test and run.
# Idempotent: only missing packages are installed, and `apt-get update` runs
# only when something is missing. Sourced by scripts/run.sh and scripts/test.sh.

railyard_packages=(
    # toolchain
    g++ make cmake ninja-build pkg-config ccache clang libclang-rt-14-dev clang-tidy
    # libraries (the fixed stack)
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n libgl-dev libqt6opengl6-dev libssh-dev libssl-dev libibverbs-dev libnl-3-dev libnl-route-3-dev
    libyaml-cpp-dev qtkeychain-qt6-dev
    # what the tests and the simulated cluster really run
    netplan.io openssh-server openssh-client iproute2 iputils-ping procps sudo passwd util-linux
    # packet loss on a node's management link (tests/faults/tst_lossylink; the kernel may lack netem)
    iptables
    # the remote sampler's phy tick on this machine as the node (bench/telemetry measures its cost);
    # its Perl loop (perl-base is essential, Time::HiRes comes with perl) and `timeout` for the others
    ethtool perl coreutils
    # GUI under a virtual display (tests, screenshots)
    xvfb xauth
    # PDF report: embedded fonts, and poppler to check the PDF in tests
    fonts-dejavu-core poppler-utils
    # support bundle archives (.tar.gz through zlib; tests unpack with tar and gzip)
    zlib1g-dev tar gzip
    # the .deb (cpack -G DEB, shlibdeps) and what tests/installer checks it with
    dpkg-dev fakeroot file lintian appstream desktop-file-utils man-db groff-base bash-completion
)

railyard_install_deps() {
    local missing=() pkg
    for pkg in "${railyard_packages[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    echo "railyard: installing ${missing[*]}" >&2
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

railyard_build() {
    local top build_type=${RAILYARD_BUILD_TYPE:-RelWithDebInfo}
    top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    # -g1: line tables and function names for backtraces, without the full
    # debug information (smaller objects, shorter links).
    cmake -S "$top" -B "$top/build" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" "$@"
    cmake --build "$top/build" -j"$(nproc)"
}

# The whole tree again, with clang, AddressSanitizer and UBSan, into
# build-sanitize/ (or RAILYARD_SANITIZE_BUILD_DIR), with the libFuzzer
# targets (build-sanitize/tests/fuzz). -O1 with line tables keeps the build
# short and the reports readable.
railyard_build_sanitized() {
    local top build
    top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    build=${RAILYARD_SANITIZE_BUILD_DIR:-$top/build-sanitize}
    CC=clang CXX=clang++ cmake -S "$top" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" -DRAILYARD_SANITIZE=ON \
        -DRAILYARD_BUILD_TESTS=ON -DRAILYARD_BUILD_BENCH=OFF -DRAILYARD_BUILD_FUZZ=ON "$@"
    cmake --build "$build" -j"$(nproc)"
}
