// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/countersample.h"

namespace railyard::telemetry {

namespace {

// The `ethtool -S` counter behind each field: one table for both
// directions of the conversion.
struct Field
{
    const char *name;
    std::optional<quint64> CounterSample::*member;
};

constexpr Field Fields[] = {
    {"rx_bytes_phy", &CounterSample::rxBytesPhy},
    {"tx_bytes_phy", &CounterSample::txBytesPhy},
    {"rx_vport_rdma_unicast_bytes", &CounterSample::rxRdmaBytes},
    {"tx_vport_rdma_unicast_bytes", &CounterSample::txRdmaBytes},
    {"rx_corrected_bits_phy", &CounterSample::correctedBits},
    {"rx_symbol_err_phy", &CounterSample::symbolErrors},
    {"rx_crc_errors_phy", &CounterSample::crcErrors},
    {"link_down_events_phy", &CounterSample::linkDownEvents},
};

} // namespace

CounterSample CounterSample::fromStats(const QString &node, const QString &netdev, double timeS,
                                       const probe::EthtoolStats &stats)
{
    CounterSample s;
    s.node = node;
    s.netdev = netdev;
    s.timeS = timeS;
    for (const Field &f : Fields)
        s.*f.member = stats.counter(QLatin1String(f.name));
    s.laneErrors = stats.laneErrors;
    return s;
}

probe::EthtoolStats CounterSample::toStats() const
{
    probe::EthtoolStats stats;
    for (const Field &f : Fields) {
        if (const std::optional<quint64> &v = this->*f.member)
            stats.counters.insert(QLatin1String(f.name), *v);
    }
    stats.laneErrors = laneErrors;
    for (qsizetype i = 0; i < laneErrors.size(); ++i) {
        if (laneErrors.at(i))
            stats.counters.insert(QStringLiteral("rx_err_lane_%1_phy").arg(i), *laneErrors.at(i));
    }
    return stats;
}

} // namespace railyard::telemetry
