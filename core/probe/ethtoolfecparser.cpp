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
    return QJsonObject{{QStringLiteral("interfaces"), array}};
}

Result<EthtoolFecResult> EthtoolFecParser::parse(const QString &text)
{
    static const QRegularExpression header(QStringLiteral(R"(^\s*FEC parameters for ([^\s:]+):\s*$)"));
    // "Configured FEC encodings:" (ethtool < 5.x) or "Supported/Configured FEC encodings:"
    static const QRegularExpression configured(
        QStringLiteral(R"(^\s*(?:Supported/)?Configured FEC encodings:\s*(.*?)\s*$)"));
    static const QRegularExpression active(QStringLiteral(R"(^\s*Active FEC encodings?:\s*(.*?)\s*$)"));

    const QStringList lines = text.split(QLatin1Char('\n'));
    EthtoolFecResult result;
    int firstLine = 0;
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
        } else if (const auto c = configured.match(line); c.hasMatch()) {
            const QStringList modes = c.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (modes.isEmpty())
                return Error{QCoreApplication::translate("railyard::probe::EthtoolFecParser",
                                                         "no configured FEC encoding listed"),
                             QString(), lineNo};
            current(lineNo).configured = modes;
        } else if (const auto a = active.match(line); a.hasMatch()) {
            const QStringList modes = a.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (modes.size() != 1)
                return Error{QCoreApplication::translate("railyard::probe::EthtoolFecParser",
                                                         "expected one active FEC encoding, got '%1'")
                                 .arg(a.captured(1)),
                             QString(), lineNo};
            current(lineNo).active = modes.first();
        }
    }
    if (result.interfaces.isEmpty())
        return Error{
            QCoreApplication::translate("railyard::probe::EthtoolFecParser",
                                        "not ethtool --show-fec output: no 'FEC parameters for' block"),
            QString(), firstLine > 0 ? firstLine : 1};
    return result;
}

} // namespace railyard::probe
