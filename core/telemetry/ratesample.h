// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace railyard::telemetry {

// Rates of one netdev over the interval ending at timeS. A value is nullopt
// when either end of the interval lacked the counter.
struct RateSample
{
    QString node;
    QString netdev;
    double timeS = 0;
    double intervalS = 0;
    // True when samples were lost (or the counters reset) just before this
    // interval: a chart must not draw a line across it.
    bool afterGap = false;
    // The port's throughput each way. From the streaming sampler: the
    // kernel's bytes plus the RDMA port's, every tick; where a node lacks
    // those sysfs counters (and from the per-sample fallback), ethtool's
    // wire bytes (rx_bytes_phy/tx_bytes_phy).
    std::optional<double> rxGbps;
    std::optional<double> txGbps;
    std::optional<double> rxRdmaGbps; // RDMA payload only
    std::optional<double> txRdmaGbps;
    QList<std::optional<double>> laneErrorsPerS;
    std::optional<double> correctedBitsPerS;
    // Corrected bits over the bits the link carried at its nominal speed:
    // the RS-FEC limit is about 2e-4.
    std::optional<double> preFecBer;
    std::optional<double> crcErrorsPerS;
    quint64 linkDownEvents = 0; // new link-down events in this interval
    std::optional<double> moduleTempC;
    // Streaming sampler: RDMA port counters (every tick on hardware) and the
    // kernel netdev counters, and the carrier at the end of the interval.
    std::optional<double> rxPortGbps;
    std::optional<double> txPortGbps;
    std::optional<double> rxKernelGbps;
    std::optional<double> txKernelGbps;
    std::optional<bool> carrier;

    // The RDMA payload rate to show: the port counters when the node has
    // them (10 Hz on hardware), else the ethtool vport counters.
    std::optional<double> bestRxRdmaGbps() const { return rxPortGbps ? rxPortGbps : rxRdmaGbps; }
    std::optional<double> bestTxRdmaGbps() const { return txPortGbps ? txPortGbps : txRdmaGbps; }
};

} // namespace railyard::telemetry
