// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QString>
#include <QStringList>

namespace railyard::testsupport {

// `ip netns add`/`del` under the namespace harness's lock (tests/sim/simcluster
// takes the same one). On first use iproute2 turns /run/netns into a shared
// mount by bind-mounting it onto itself; two first calls at once stack two
// such mounts and a namespace made under the lower one goes missing for later
// lookups. ctest -j4 starts these tests beside harness clusters, so every
// caller must queue on the one lock, not only the harness.
// Returns the arguments for `flock`.
inline QStringList lockedIpNetns(const QStringList &netnsArgs)
{
    const QString root =
        qEnvironmentVariable("RAILYARD_SIMCLUSTER_ROOT", QStringLiteral("/tmp/railyard-simcluster"));
    QDir().mkpath(root);
    return QStringList{root + QStringLiteral("/.netns.lock"), QStringLiteral("ip"), QStringLiteral("netns")} +
           netnsArgs;
}

} // namespace railyard::testsupport
