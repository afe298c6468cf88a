// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::sim {

class SimCluster;

// `cat` of the files a Spark has and Railyard reads: /etc/dgx-release,
// /etc/os-release, /etc/hostname, /etc/nccl.conf, /proc/uptime and
// /sys/class/net/IFACE/{address,mtu,operstate,carrier,speed,statistics/*}.
// Any other path comes from the node's SimFileSystem (netplan files, the
// journal, the launch files), with its permissions.
class FileEmulator
{
public:
    static ToolOutput cat(const SimCluster &cluster, const QString &node, const QStringList &args,
                          bool root = false);
    // The content, or nullopt with cat's reason ("No such file or directory").
    static std::optional<QByteArray> read(const SimCluster &cluster, const QString &node, const QString &path,
                                          QString *reason = nullptr, bool root = true);
};

} // namespace railyard::sim
