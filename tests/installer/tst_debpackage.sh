#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the .deb with cpack in the build tree, unpacks it into a throw-away
# root and runs what it installed from there; checks the man pages, the
# completion, the desktop file and the metainfo, and that lintian reports no
# error. Exit 77 (ctest SKIP_RETURN_CODE) when a tool it needs is missing.
# Usage: tst_debpackage.sh BUILD_DIR SOURCE_DIR
set -u
build=$1
source=$2
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; failed=1; }
failed=0

for tool in cpack dpkg-deb dpkg-shlibdeps fakeroot gzip; do
    command -v "$tool" >/dev/null || skip "$tool is missing; scripts/install-deps.sh installs it"
done
for binary in app/cli/railyard-cli app/gui/railyard installer/railyard-cli.1.gz; do
    [ -e "$build/$binary" ] || skip "$build/$binary is not built; build the tree first"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
arch=$(dpkg --print-architecture)
version=$(sed -n 's/^project(Railyard VERSION \([0-9.]*\).*/\1/p' "$source/CMakeLists.txt")

# With Ninja, cpack packages what is built (it has no preinstall step that
# would rebuild the tree); -B keeps its staging out of the build tree.
(cd "$build" && cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1) ||
    { cat "$work/cpack.log"; echo "FAIL: cpack -G DEB"; exit 1; }
deb="$work/out/railyard_${version}_${arch}.deb"
[ -f "$deb" ] || { ls "$work/out"; echo "FAIL: no $deb"; exit 1; }
echo "built $(basename "$deb")"

control=$(dpkg-deb -f "$deb")
echo "$control" | grep -qx "Package: railyard" || fail "package name is not railyard"
echo "$control" | grep -qx "Architecture: $arch" || fail "architecture is not $arch"
# shlibdeps found the shared libraries the binaries link.
for lib in libqt6core6 libqt6gui6 libqt6widgets6 libssh libc6; do
    echo "$control" | grep '^Depends:' | grep -q "$lib" || fail "Depends lacks $lib"
done

root="$work/root"
dpkg-deb -x "$deb" "$root" || { echo "FAIL: dpkg-deb -x"; exit 1; }
contents=$(dpkg-deb -c "$deb" | awk '{print $6}')
for path in ./usr/bin/railyard ./usr/bin/railyard-cli \
    ./usr/share/applications/io.github.railyard.desktop \
    ./usr/share/icons/hicolor/scalable/apps/railyard.svg \
    ./usr/share/metainfo/io.github.railyard.metainfo.xml \
    ./usr/share/man/man1/railyard.1.gz ./usr/share/man/man1/railyard-cli.1.gz \
    ./usr/share/bash-completion/completions/railyard-cli \
    ./usr/share/doc/railyard/copyright ./usr/share/doc/railyard/changelog.gz \
    ./usr/libexec/railyard/railyard-helper ./usr/share/polkit-1/actions/org.railyard.railyard.policy; do
    echo "$contents" | grep -qx "$path" || fail "the package lacks $path"
done
# The namespace simulator harness and its tool stay in the source tree.
echo "$contents" | grep -E 'simtool|simcluster|/tests?/' && fail "the package holds the simulator harness"

# polkit: the policy is well-formed, each action names the installed helper
# and its own first argument, and the helper refuses what no action allows.
policy="$root/usr/share/polkit-1/actions/org.railyard.railyard.policy"
if command -v xmllint >/dev/null; then
    xmllint --noout "$policy" || fail "the polkit policy is not well-formed XML"
fi
actions=$(grep -o 'action id="org.railyard.railyard.[a-z-]*"' "$policy" | sed 's/.*\.\([a-z-]*\)"$/\1/')
[ -n "$actions" ] || fail "the polkit policy has no action"
for a in $actions; do
    grep -q "exec.argv1\">$a<" "$policy" || fail "action $a does not name its helper argument"
done
[ "$(grep -c 'exec.path">/usr/libexec/railyard/railyard-helper<' "$policy")" = "$(echo "$actions" | wc -l)" ] ||
    fail "not every action names /usr/libexec/railyard/railyard-helper"
helper="$root/usr/libexec/railyard/railyard-helper"
[ -x "$helper" ] || fail "railyard-helper is not executable"
out=$(env -u LD_LIBRARY_PATH "$helper" configure-network -- bash -c id 2>&1); rc=$?
[ $rc -ne 0 ] && echo "$out" | grep -q "does not run" || fail "the helper ran what no action allows ($rc: $out)"

# The installed CLI runs on its own: no library from the build tree.
cli="$root/usr/bin/railyard-cli"
got=$(env -u LD_LIBRARY_PATH LC_ALL=C "$cli" --version)
[ "$got" = "railyard-cli $version" ] || fail "--version printed '$got'"
plan=$(env -u LD_LIBRARY_PATH LC_ALL=C "$cli" plan --topology direct \
    --node spark-1=192.168.1.21 --node spark-2=192.168.1.22 --format json)
echo "$plan" | grep -q '"topology": "direct"' || fail "plan did not plan a direct pair: $plan"
echo "$plan" | grep -q '"netdev": "enP2p1s0f0np0"' || fail "plan left out rail 2: $plan"
env -u LD_LIBRARY_PATH ldd "$cli" | grep -q "$build" && fail "railyard-cli resolves a library in the build tree"
env -u LD_LIBRARY_PATH ldd "$root/usr/bin/railyard" | grep -q "not found" && fail "railyard lacks a library"

# Man pages: gzip -9n, and man reads them without a warning.
for page in railyard railyard-cli; do
    gz="$root/usr/share/man/man1/$page.1.gz"
    gzip -t "$gz" || fail "$page.1.gz is not gzip"
    zcat "$gz" | grep -q "^\.TH $(echo "$page" | tr a-z A-Z | sed 's/-/\\\\-/') 1" || fail "$page.1 has no .TH"
    if command -v man >/dev/null; then
        warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$gz" 2>&1 >/dev/null)
        [ -z "$warnings" ] || fail "man $page: $warnings"
    fi
done

# Completion: bash reads it, and it completes the commands and an option.
comp="$root/usr/share/bash-completion/completions/railyard-cli"
bash -n "$comp" || fail "the completion does not parse"
if [ -f /usr/share/bash-completion/bash_completion ]; then
    words=$(bash -c '
        source /usr/share/bash-completion/bash_completion
        source "$1"
        COMP_WORDS=(railyard-cli bu); COMP_CWORD=1; COMP_LINE="railyard-cli bu"; COMP_POINT=${#COMP_LINE}
        _railyard_cli; echo "${COMPREPLY[@]}"
        COMP_WORDS=(railyard-cli report --pa); COMP_CWORD=2; COMP_LINE="railyard-cli report --pa"; COMP_POINT=${#COMP_LINE}
        _railyard_cli; echo "${COMPREPLY[@]}"' _ "$comp")
    [ "$words" = $'bundle\n--page' ] || fail "completion gave '$words'"
fi

desktop="$root/usr/share/applications/io.github.railyard.desktop"
grep -qx "Exec=railyard %f" "$desktop" || fail "the desktop file does not start railyard"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$desktop" || fail "desktop-file-validate"
else
    echo "note: desktop-file-validate missing (desktop-file-utils); not validated"
fi
metainfo="$root/usr/share/metainfo/io.github.railyard.metainfo.xml"
grep -q "<launchable type=\"desktop-id\">io.github.railyard.desktop</launchable>" "$metainfo" ||
    fail "the metainfo does not launch the installed desktop file"
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate"
else
    echo "note: appstreamcli missing (appstream); not validated"
fi

if command -v lintian >/dev/null; then
    # Root runs lintian only when told it may.
    lintian --allow-root --tag-display-limit 0 "$deb" >"$work/lintian.log" 2>&1
    cat "$work/lintian.log"
    grep -q '^E: ' "$work/lintian.log" && fail "lintian reports errors"
    echo "lintian: $(grep -c '^W: ' "$work/lintian.log") warning(s), $(grep -c '^E: ' "$work/lintian.log") error(s)"
else
    echo "note: lintian missing; not run"
fi

[ $failed -eq 0 ] && echo "PASS"
exit $failed
