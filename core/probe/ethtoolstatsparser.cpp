// SPDX-License-Identifier: GPL-3.0-or-later
#include "ethtoolstatsparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

namespace railyard::probe {

namespace {

// Largest integer a JSON number (an IEEE double) holds exactly.
constexpr quint64 kMaxExactJsonInteger = quint64(1) << 53;

QJsonValue counterToJson(quint64 value)
{
    if (value <= kMaxExactJsonInteger)
        return QJsonValue(qint64(value));
    return QJsonValue(QString::number(value));
}

} // namespace

std::optional<quint64> EthtoolStats::counter(const QString &name) const
{
    const auto it = counters.constFind(name);
    if (it == counters.cend())
        return std::nullopt;
    return *it;
}

QJsonObject EthtoolStats::toJson() const
{
    QJsonObject map;
    for (auto it = counters.cbegin(); it != counters.cend(); ++it)
        map.insert(it.key(), counterToJson(it.value()));
    QJsonArray lanes;
    for (const std::optional<quint64> &lane : laneErrors)
        lanes.append(lane ? counterToJson(*lane) : QJsonValue(QJsonValue::Null));
    QJsonObject o{{QStringLiteral("counters"), map}, {QStringLiteral("lane_errors"), lanes}};
    if (!warnings.isEmpty())
        o[QStringLiteral("warnings")] = ParseWarning::toJson(warnings);
    return o;
}

Result<EthtoolStats> EthtoolStatsParser::parse(const QString &text)
{
    // "     rx_crc_errors_phy: 386", indentation optional; an annotation after
    // "  #" (notes pages) is dropped. Names contain no spaces, which keeps
    // prose, prompts ("user@host:~$") and dmesg text out.
    // Some drivers print a queue in front of the name, as part of it:
    // bnx2x "[0]: rx_bytes: 209487403324", be2net "rxq0: rx_bytes: ...".
    static const QRegularExpression counterLine(QStringLiteral(
        R"(^\s*((?:\[\w+\]:?\s+|[A-Za-z]\w*:\s+)?[A-Za-z_][A-Za-z0-9_.\[\]-]*):\s+(\S+)(?:\s+#.*)?\s*$)"));
    static const QRegularExpression lane(QStringLiteral(R"(^rx_err_lane_(\d+)_phy$)"));
    // A lane index beyond this is a typo or garbage, not a real PHY.
    constexpr int kMaxLanes = 64;

    const QStringList lines = text.split(QLatin1Char('\n'));
    EthtoolStats stats;
    int firstLine = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (firstLine == 0 && !line.trimmed().isEmpty())
            firstLine = i + 1;
        const auto m = counterLine.match(line);
        if (!m.hasMatch())
            continue;
        const QString name = m.captured(1);
        const QString valueText = m.captured(2);
        if (!valueText.at(0).isDigit() && valueText.at(0) != QLatin1Char('-'))
            continue; // "driver: mlx5_core" and the like: not a counter
        bool ok = false;
        const quint64 value = valueText.toULongLong(&ok);
        if (!ok) {
            // One unreadable counter does not sink the other hundreds.
            stats.warnings.append(
                {i + 1, line.trimmed(),
                 QCoreApplication::translate("railyard::probe::EthtoolStatsParser",
                                             "counter '%1' has a value that is not a 64-bit "
                                             "unsigned integer: '%2'")
                     .arg(name, valueText)});
            continue;
        }
        stats.counters.insert(name, value);
        if (const auto l = lane.match(name); l.hasMatch()) {
            const int index = l.captured(1).toInt();
            if (index >= kMaxLanes) {
                stats.warnings.append({i + 1, line.trimmed(),
                                       QCoreApplication::translate("railyard::probe::EthtoolStatsParser",
                                                                   "lane index %1 is out of range")
                                           .arg(index)});
                continue;
            }
            while (stats.laneErrors.size() <= index)
                stats.laneErrors.append(std::nullopt);
            stats.laneErrors[index] = value;
        }
    }
    if (stats.counters.isEmpty() && !stats.warnings.isEmpty())
        return Error{stats.warnings.first().reason, QString(), stats.warnings.first().line};
    if (stats.counters.isEmpty())
        return Error{QCoreApplication::translate("railyard::probe::EthtoolStatsParser",
                                                 "not ethtool -S output: no 'name: value' counter line"),
                     QString(), firstLine > 0 ? firstLine : 1};
    return stats;
}

} // namespace railyard::probe
