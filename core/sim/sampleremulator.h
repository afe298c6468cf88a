// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::sim {

class SimCluster;

struct SamplerOptions
{
    int intervalMs = 100; // simulated time between ticks, 10..60000
    int phyEvery = 1;     // `ethtool -S` counters every n-th tick (0: never)
    int count = 0;        // ticks before the sampler exits on its own; 0: until cancelled
    QStringList netdevs;  // empty: the four cluster netdevs
};

// The streaming counter sampler of core/telemetry (SamplerScript): the
// real command is `sh -c SCRIPT railyard-sampler SECONDS PHY_EVERY NETDEV...`,
// which the simulator recognises by its $0; `railyard-sampler
// [--interval-ms N] [--phy-every N] [--count N] [NETDEV...]` is the same
// sampler under a direct name. Each tick prints one line per netdev, as
// the script does (SamplerLineParser):
//   RY1 <tick> <epoch seconds, 9 decimals> <netdev> carrier=1 rx_bytes=N tx_bytes=N
//       port_rcv_data=N port_xmit_data=N [phy=1 rx_bytes_phy=N ... rx_err_lane_3_phy=N]
class SamplerEmulator
{
public:
    static QString program() { return QStringLiteral("railyard-sampler"); }
    static Result<SamplerOptions> parseArgs(const QStringList &args);
    // The sh form; nullopt when `sh` runs something else.
    static std::optional<SamplerOptions> parseShell(const QStringList &shArgs);
    // The `ethtool -S` counters a phy tick carries, in ethtool's order.
    static QStringList phyCounters();
    // The lines of tick `tick` (0-based) at the cluster's current time.
    static QByteArray tickLines(SimCluster &cluster, const QString &node, const SamplerOptions &o,
                                qint64 tick);
    // Simulated wall clock: 2026-12-01 08:00:00 UTC plus the cluster clock, in ns since the epoch.
    static qint64 epochNs(const SimCluster &cluster);
    // The same for a given simulated time (seconds since the cluster was built).
    static qint64 epochNsAt(double simSeconds);
};

} // namespace railyard::sim
