// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/telemetrystore.h"

namespace railyard::telemetry {

namespace {

QString key(const QString &node, const QString &netdev)
{
    return node + QLatin1Char('/') + netdev;
}

} // namespace

TelemetryStore::TelemetryStore(int capacity, QObject *parent) : QObject(parent), m_capacity(capacity) {}

void TelemetryStore::put(const RateSample &s, Metric metric, const std::optional<double> &value)
{
    if (!value)
        return;
    QHash<int, RingSeries> &perKey = m_series[key(s.node, s.netdev)];
    auto it = perKey.find(int(metric));
    if (it == perKey.end())
        it = perKey.insert(int(metric), RingSeries(m_capacity));
    it->append(s.timeS, *value, s.afterGap);
}

void TelemetryStore::addRate(const RateSample &s)
{
    if (s.afterGap)
        ++m_gaps;
    put(s, Metric::RxGbps, s.rxGbps);
    put(s, Metric::TxGbps, s.txGbps);
    // One RDMA series whatever the source: the port counters of every tick
    // when the node has them, else the vport counters of `ethtool -S`.
    put(s, Metric::RxRdmaGbps, s.bestRxRdmaGbps());
    put(s, Metric::TxRdmaGbps, s.bestTxRdmaGbps());
    put(s, Metric::CorrectedBitsPerS, s.correctedBitsPerS);
    put(s, Metric::PreFecBer, s.preFecBer);
    put(s, Metric::CrcErrorsPerS, s.crcErrorsPerS);
    put(s, Metric::ModuleTempC, s.moduleTempC);
    for (qsizetype lane = 0; lane < std::min<qsizetype>(s.laneErrorsPerS.size(), 4); ++lane)
        put(s, Metric(int(Metric::Lane0ErrorsPerS) + int(lane)), s.laneErrorsPerS[lane]);
    Q_EMIT updated(s.node, s.netdev);
}

const RingSeries *TelemetryStore::series(const QString &node, const QString &netdev, Metric metric) const
{
    const auto perKey = m_series.constFind(key(node, netdev));
    if (perKey == m_series.cend())
        return nullptr;
    const auto it = perKey->constFind(int(metric));
    return it == perKey->cend() ? nullptr : &it.value();
}

QStringList TelemetryStore::nodes() const
{
    QStringList out;
    for (auto it = m_series.cbegin(); it != m_series.cend(); ++it) {
        const QString n = it.key().section(QLatin1Char('/'), 0, 0);
        if (!out.contains(n))
            out << n;
    }
    out.sort();
    return out;
}

QStringList TelemetryStore::netdevs(const QString &node) const
{
    QStringList out;
    for (auto it = m_series.cbegin(); it != m_series.cend(); ++it) {
        if (it.key().section(QLatin1Char('/'), 0, 0) == node)
            out << it.key().section(QLatin1Char('/'), 1);
    }
    out.sort();
    return out;
}

QString TelemetryStore::metricName(Metric metric)
{
    switch (metric) {
    case Metric::RxGbps:
        return QStringLiteral("rx_gbps");
    case Metric::TxGbps:
        return QStringLiteral("tx_gbps");
    case Metric::RxRdmaGbps:
        return QStringLiteral("rx_rdma_gbps");
    case Metric::TxRdmaGbps:
        return QStringLiteral("tx_rdma_gbps");
    case Metric::CorrectedBitsPerS:
        return QStringLiteral("corrected_bits_per_s");
    case Metric::PreFecBer:
        return QStringLiteral("pre_fec_ber");
    case Metric::CrcErrorsPerS:
        return QStringLiteral("crc_errors_per_s");
    case Metric::ModuleTempC:
        return QStringLiteral("module_temp_c");
    case Metric::Lane0ErrorsPerS:
        return QStringLiteral("lane0_errors_per_s");
    case Metric::Lane1ErrorsPerS:
        return QStringLiteral("lane1_errors_per_s");
    case Metric::Lane2ErrorsPerS:
        return QStringLiteral("lane2_errors_per_s");
    case Metric::Lane3ErrorsPerS:
        return QStringLiteral("lane3_errors_per_s");
    }
    return {};
}

} // namespace railyard::telemetry
