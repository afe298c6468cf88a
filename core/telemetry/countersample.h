// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "probe/ethtoolstatsparser.h"

#include <QList>
#include <QString>
#include <optional>

namespace railyard::telemetry {

// The counters of one netdev at one instant, as read from `ethtool -S` or
// from the streaming sampler (sysfs every tick, `ethtool -S` on phy ticks).
// Missing counters stay nullopt so a driver that lacks one is not read as 0.
struct CounterSample
{
    QString node;
    QString netdev;
    double timeS = 0; // seconds on the sampler's clock
    std::optional<quint64> rxBytesPhy;
    std::optional<quint64> txBytesPhy;
    std::optional<quint64> rxRdmaBytes;
    std::optional<quint64> txRdmaBytes;
    std::optional<quint64> correctedBits;
    std::optional<quint64> symbolErrors;
    std::optional<quint64> crcErrors;
    std::optional<quint64> linkDownEvents;
    QList<std::optional<quint64>> laneErrors; // rx_err_lane_N_phy at index N
    std::optional<double> moduleTempC;        // from `ethtool -m` when read in this cycle
    // Streaming sampler only: the kernel's netdev counters (traffic through
    // the IP stack, RDMA bypasses them) and the RDMA port counters of
    // /sys/class/infiniband converted to bytes; both cheap enough per tick.
    std::optional<quint64> rxBytes;
    std::optional<quint64> txBytes;
    std::optional<quint64> rxPortBytes;
    std::optional<quint64> txPortBytes;
    std::optional<bool> carrier;

    static CounterSample fromStats(const QString &node, const QString &netdev, double timeS,
                                   const probe::EthtoolStats &stats);
    // The `ethtool -S` counters this sample holds, under their driver
    // names, so the findings rules can judge what a sampler read (the
    // byte counters, error counters, link-down events and lanes; not the
    // sysfs-only counters).
    probe::EthtoolStats toStats() const;
};

} // namespace railyard::telemetry
