// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/countersample.h"

namespace railyard::telemetry {

CounterSample CounterSample::fromStats(const QString &node, const QString &netdev, double timeS,
                                       const probe::EthtoolStats &stats)
{
    CounterSample s;
    s.node = node;
    s.netdev = netdev;
    s.timeS = timeS;
    s.rxBytesPhy = stats.counter(QStringLiteral("rx_bytes_phy"));
    s.txBytesPhy = stats.counter(QStringLiteral("tx_bytes_phy"));
    s.rxRdmaBytes = stats.counter(QStringLiteral("rx_vport_rdma_unicast_bytes"));
    s.txRdmaBytes = stats.counter(QStringLiteral("tx_vport_rdma_unicast_bytes"));
    s.correctedBits = stats.counter(QStringLiteral("rx_corrected_bits_phy"));
    s.symbolErrors = stats.counter(QStringLiteral("rx_symbol_err_phy"));
    s.crcErrors = stats.counter(QStringLiteral("rx_crc_errors_phy"));
    s.linkDownEvents = stats.counter(QStringLiteral("link_down_events_phy"));
    s.laneErrors = stats.laneErrors;
    return s;
}

} // namespace railyard::telemetry
