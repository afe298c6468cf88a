// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/rail.h"
#include "sim/tooloutput.h"

#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;

// `ip [-j] link|addr|route|neigh [show] [dev IFACE]` for a simulated Spark:
// lo, the management NIC enP7s7 and the four cluster netdevs, and `ip route get
// ADDR` (longest prefix over the netdevs that are up, else the LAN). As root also
// `ip addr add|del CIDR dev X`, `ip addr flush dev X` and
// `ip link set [dev] X up|down|mtu N` on the cluster netdevs; `ip [-force]
// -batch -|/dev/stdin` runs the lines of standard input (verify's route check).
class IpEmulator
{
public:
    static ToolOutput run(SimCluster &cluster, const QString &node, const QStringList &args,
                          bool root = false, const QByteArray &stdinData = {});
    static int ifindex(const model::Rail &rail); // 3..6, as on a real Spark
    static QString managementInterface() { return QStringLiteral("enP7s7"); }
    // fe80:: address derived from the MAC (EUI-64), as the kernel does.
    static QString linkLocal(const QString &mac);

private:
    static ToolOutput batch(SimCluster &cluster, const QString &node, const QStringList &globals,
                            const QString &file, bool force, bool root, const QByteArray &stdinData);
};

} // namespace railyard::sim
