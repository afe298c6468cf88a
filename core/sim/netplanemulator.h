// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::sim {

class SimCluster;
class SimFileSystem;

// What netplan makes of one ethernet definition.
struct NetplanEthernet
{
    QStringList addresses; // IPv4 CIDRs, in file order
    std::optional<int> mtu;
};

// `netplan generate [--root-dir DIR]` and `netplan apply` over a node's
// SimFileSystem: every /etc/netplan/*.yaml must parse and define only
// interfaces the Spark has (errors in netplan's "file:line:col: ..."
// form, exit 1); apply then puts the addresses and MTU of the cluster
// netdevs it defines onto the node's runtime state.
class NetplanEmulator
{
public:
    static ToolOutput run(SimCluster &cluster, const QString &node, const QStringList &args, bool root);
    // The merged definitions below rootDir/etc/netplan, or the error netplan prints.
    static ToolOutput parse(const SimFileSystem &fs, const QString &rootDir,
                            QMap<QString, NetplanEthernet> *ethernets);
    static QStringList knownInterfaces();
};

} // namespace railyard::sim
