// SPDX-License-Identifier: GPL-3.0-or-later
#include "ethtoolfecparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace railyard::probe {

QJsonObject EthtoolFecSettings::toJson() const
{
    QJsonObject o{{QStringLiteral("interface"), interface},
                  {QStringLiteral("configured"), QJsonArray::fromStringList(configured)}};
    if (active)
        o.insert(QStringLiteral("active"), *active);
    const auto numbers = [](const QList<qint64> &values) {
        QJsonArray a;
        for (qint64 v : values)
            a.append(v);
        return a;
    };
    if (correctedBlocks)
        o.insert(QStringLiteral("corrected_blocks"), *correctedBlocks);
    if (uncorrectableBlocks)
        o.insert(QStringLiteral("uncorrectable_blocks"), *uncorrectableBlocks);
    if (!correctedPerLane.isEmpty())
        o.insert(QStringLiteral("corrected_per_lane"), numbers(correctedPerLane));
    if (!uncorrectablePerLane.isEmpty())
        o.insert(QStringLiteral("uncorrectable_per_lane"), numbers(uncorrectablePerLane));
    return o;
}

const EthtoolFecSettings *EthtoolFecResult::last(const QString &interface) const
{
    for (auto it = interfaces.crbegin(); it != interfaces.crend(); ++it) {
        if (it->interface == interface)
            return &*it;
    }
    return nullptr;
}

QJsonObject EthtoolFecResult::toJson() const
{
    QJsonArray array;
    for (const EthtoolFecSettings &settings : interfaces)
        array.append(settings.toJson());
    QJsonObject o{{QStringLiteral("interfaces"), array}};
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<EthtoolFecResult> EthtoolFecParser::parse(const QString &text)
{
    static const QRegularExpression header(QStringLiteral(R"(^\s*FEC parameters for ([^\s:]+):\s*$)"));
    // "Configured FEC encodings:" (ethtool < 5.x) or "Supported/Configured FEC encodings:"
    static const QRegularExpression configured(
        QStringLiteral(R"(^\s*(?:Supported/)?Configured FEC encodings:\s*(.*?)\s*$)"));
    static const QRegularExpression active(QStringLiteral(R"(^\s*Active FEC encodings?:\s*(.*?)\s*$)"));
    // ethtool -I: "  corrected_blocks: 256" then "    Lane 0: 255" lines.
    static const QRegularExpression counter(
        QStringLiteral(R"(^\s*(corrected_blocks|uncorrectable_blocks|corrected_bits):\s*(\S*)\s*$)"));
    static const QRegularExpression lane(QStringLiteral(R"(^\s*Lane\s+(\d+):\s*(\S*)\s*$)"));
    const auto tr = [](const char *s) {
        return QCoreApplication::translate("railyard::probe::EthtoolFecParser", s);
    };

    const QStringList lines = text.split(QLatin1Char('\n'));
    EthtoolFecResult result;
    int firstLine = 0;
    QString counterKey; // the counter the next "Lane N:" lines belong to
    const auto warn = [&](int lineNo, const QString &line, const QString &reason) {
        result.warnings.append({lineNo, line.trimmed(), reason});
    };
    const auto current = [&](int lineNo) -> EthtoolFecSettings & {
        if (result.interfaces.isEmpty()) {
            EthtoolFecSettings settings;
            settings.line = lineNo;
            result.interfaces.append(settings);
        }
        return result.interfaces.last();
    };
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const int lineNo = i + 1;
        if (firstLine == 0 && !line.trimmed().isEmpty())
            firstLine = lineNo;
        if (const auto m = header.match(line); m.hasMatch()) {
            EthtoolFecSettings settings;
            settings.interface = m.captured(1);
            settings.line = lineNo;
            result.interfaces.append(settings);
            counterKey.clear();
        } else if (const auto c = configured.match(line); c.hasMatch()) {
            const QStringList modes = c.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (modes.isEmpty())
                warn(lineNo, line, tr("no configured FEC encoding listed"));
            else
                current(lineNo).configured = modes;
        } else if (const auto a = active.match(line); a.hasMatch()) {
            const QStringList modes = a.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (modes.size() != 1)
                warn(lineNo, line, tr("expected one active FEC encoding, got '%1'").arg(a.captured(1)));
            else
                current(lineNo).active = modes.first();
        } else if (const auto k = counter.match(line); k.hasMatch() && !result.interfaces.isEmpty()) {
            bool ok = false;
            const qint64 v = k.captured(2).toLongLong(&ok);
            counterKey = k.captured(1);
            if (!ok || v < 0) {
                warn(lineNo, line, tr("'%1' is not a count").arg(k.captured(2)));
                continue;
            }
            EthtoolFecSettings &s = result.interfaces.last();
            if (counterKey == QLatin1String("corrected_blocks"))
                s.correctedBlocks = v;
            else if (counterKey == QLatin1String("uncorrectable_blocks"))
                s.uncorrectableBlocks = v;
        } else if (const auto l = lane.match(line); l.hasMatch() && !counterKey.isEmpty()) {
            bool ok = false;
            const qint64 v = l.captured(2).toLongLong(&ok);
            EthtoolFecSettings &s = result.interfaces.last();
            QList<qint64> *lanes = counterKey == QLatin1String("corrected_blocks") ? &s.correctedPerLane
                                   : counterKey == QLatin1String("uncorrectable_blocks")
                                       ? &s.uncorrectablePerLane
                                       : nullptr;
            // Lanes come in order 0, 1, 2...; anything else is not what ethtool prints.
            if (!ok || v < 0 || (lanes && l.captured(1).toInt() != lanes->size()))
                warn(lineNo, line, tr("lane counter out of order or not a count"));
            else if (lanes)
                lanes->append(v);
        }
    }
    if (result.interfaces.isEmpty() && !result.warnings.isEmpty())
        return Error{result.warnings.first().reason, QString(), result.warnings.first().line};
    if (result.interfaces.isEmpty())
        return Error{
            QCoreApplication::translate("railyard::probe::EthtoolFecParser",
                                        "not ethtool --show-fec output: no 'FEC parameters for' block"),
            QString(), firstLine > 0 ? firstLine : 1};
    return result;
}

} // namespace railyard::probe
