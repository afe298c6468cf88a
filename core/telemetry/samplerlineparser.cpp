// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/samplerlineparser.h"

#include "model/tokenrules.h"

#include <QCoreApplication>
#include <cmath>

namespace railyard::telemetry {

namespace {

// 1-based column of a field inside the line it was split from.
int columnOf(QStringView line, QStringView field)
{
    return int(field.data() - line.data()) + 1;
}

Error lineError(const QString &message, int column)
{
    return Error{message, QString(), 1, column};
}

} // namespace

CounterSample SamplerLine::toSample(const QString &node) const
{
    CounterSample s;
    s.node = node;
    s.netdev = netdev;
    s.timeS = timeS;
    auto get = [this](const char *key) -> std::optional<quint64> {
        const auto it = counters.constFind(QLatin1String(key));
        if (it == counters.constEnd())
            return std::nullopt;
        return *it;
    };
    s.rxBytes = get("rx_bytes");
    s.txBytes = get("tx_bytes");
    if (const auto w = get("port_rcv_data"))
        s.rxPortBytes = *w * 4;
    if (const auto w = get("port_xmit_data"))
        s.txPortBytes = *w * 4;
    if (const auto c = get("carrier"))
        s.carrier = *c != 0;
    s.rxBytesPhy = get("rx_bytes_phy");
    s.txBytesPhy = get("tx_bytes_phy");
    s.rxRdmaBytes = get("rx_vport_rdma_unicast_bytes");
    s.txRdmaBytes = get("tx_vport_rdma_unicast_bytes");
    s.correctedBits = get("rx_corrected_bits_phy");
    s.symbolErrors = get("rx_symbol_err_phy");
    s.crcErrors = get("rx_crc_errors_phy");
    s.linkDownEvents = get("link_down_events_phy");
    if (const auto t = get("module_temp_mc"))
        s.moduleTempC = double(*t) / 1000.0;
    for (int lane = 0; lane < 8; ++lane) {
        const auto v = counters.constFind(QStringLiteral("rx_err_lane_%1_phy").arg(lane));
        if (v == counters.constEnd())
            continue;
        while (s.laneErrors.size() <= lane)
            s.laneErrors << std::nullopt;
        s.laneErrors[lane] = *v;
    }
    return s;
}

Result<SamplerLine> SamplerLineParser::parse(QStringView line)
{
    while (!line.isEmpty() && line.back().isSpace())
        line.chop(1);
    const QList<QStringView> fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (fields.size() < 4 || fields[0] != QLatin1String("RY1"))
        return lineError(
            QCoreApplication::translate("railyard::telemetry::SamplerLineParser",
                                        "not a sampler line (expected RY1 TICK TIME NETDEV ...)"),
            1);
    SamplerLine out;
    bool ok = false;
    out.tick = fields[1].toLongLong(&ok);
    if (!ok || out.tick < 0)
        return lineError(
            QCoreApplication::translate("railyard::telemetry::SamplerLineParser", "invalid tick '%1'")
                .arg(fields[1]),
            columnOf(line, fields[1]));
    out.timeS = fields[2].toDouble(&ok);
    // toDouble() reads "nan" and "inf"; neither is an instant rates can use.
    if (!ok || !std::isfinite(out.timeS) || out.timeS <= 0)
        return lineError(
            QCoreApplication::translate("railyard::telemetry::SamplerLineParser", "invalid time '%1'")
                .arg(fields[2]),
            columnOf(line, fields[2]));
    out.netdev = fields[3].toString();
    // The rule's '$' also matches before a final '\n', and a stream split on
    // '\r' or read in odd chunks can leave one inside a field.
    if (!model::TokenRules::isInterfaceName(out.netdev) || out.netdev.contains(QLatin1Char('\n')))
        return lineError(
            QCoreApplication::translate("railyard::telemetry::SamplerLineParser", "invalid netdev '%1'")
                .arg(fields[3]),
            columnOf(line, fields[3]));
    for (qsizetype i = 4; i < fields.size(); ++i) {
        const qsizetype eq = fields[i].indexOf(QLatin1Char('='));
        if (eq <= 0)
            return lineError(QCoreApplication::translate("railyard::telemetry::SamplerLineParser",
                                                         "expected key=value, got '%1'")
                                 .arg(fields[i]),
                             columnOf(line, fields[i]));
        const QStringView key = fields[i].left(eq);
        const quint64 value = fields[i].mid(eq + 1).toULongLong(&ok);
        if (!ok)
            continue;
        if (key == QLatin1String("missing"))
            out.missing = value != 0;
        else if (key == QLatin1String("phy"))
            out.phy = value != 0;
        else
            out.counters.insert(key.toString(), value);
    }
    return out;
}

} // namespace railyard::telemetry
