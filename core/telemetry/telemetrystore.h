// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "telemetry/ratesample.h"
#include "telemetry/ringseries.h"

#include <QHash>
#include <QObject>
#include <QStringList>

namespace railyard::telemetry {

enum class Metric
{
    RxGbps,
    TxGbps,
    RxRdmaGbps,
    TxRdmaGbps,
    CorrectedBitsPerS,
    PreFecBer,
    CrcErrorsPerS,
    ModuleTempC,
    Lane0ErrorsPerS,
    Lane1ErrorsPerS,
    Lane2ErrorsPerS,
    Lane3ErrorsPerS,
};

// The series a live chart reads: one ring buffer per node, netdev and
// metric, fed by the samplers' rateSample() signal.
class TelemetryStore : public QObject
{
    Q_OBJECT
public:
    explicit TelemetryStore(int capacity = 600, QObject *parent = nullptr);

    void addRate(const RateSample &sample);
    // nullptr until the first value of that series arrived.
    const RingSeries *series(const QString &node, const QString &netdev, Metric metric) const;
    QStringList nodes() const;
    QStringList netdevs(const QString &node) const;
    int capacity() const { return m_capacity; }
    qint64 gaps() const { return m_gaps; }

    static QString metricName(Metric metric); // "rx_gbps", ... for JSON

Q_SIGNALS:
    void updated(const QString &node, const QString &netdev);

private:
    void put(const RateSample &s, Metric metric, const std::optional<double> &value);

    int m_capacity;
    QHash<QString, QHash<int, RingSeries>> m_series; // "node/netdev" -> metric -> series
    qint64 m_gaps = 0;
};

} // namespace railyard::telemetry
