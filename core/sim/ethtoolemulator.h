// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;
struct RailState;

// ethtool IFACE, -i, -S, -m and --show-fec in the layout ethtool 6.x prints
// for an mlx5 (ConnectX-7) netdev.
class EthtoolEmulator
{
public:
    static ToolOutput run(SimCluster &cluster, const QString &node, const QStringList &args);

    static QByteArray linkSettings(const SimCluster &cluster, const QString &node, const RailState &rail);
    static QByteArray driverInfo(const RailState &rail);
    static QByteArray statistics(const SimCluster &cluster, const QString &node, const RailState &rail);
    static QByteArray fec(const RailState &rail);
    // Empty when no module is plugged into the port.
    static QByteArray moduleEeprom(const SimCluster &cluster, const QString &node, const RailState &rail);
};

} // namespace railyard::sim
