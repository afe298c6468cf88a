// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/discoveryresult.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace railyard::inventory {

bool DiscoveryResult::hasErrors() const
{
    return std::any_of(findings.cbegin(), findings.cend(),
                       [](const diag::Finding &f) { return f.severity == model::Severity::Error; });
}

QJsonObject DiscoveryResult::toJson() const
{
    QJsonArray c;
    for (const DiscoveredCable &cable : cables)
        c.append(cable.toJson());
    QJsonArray f;
    for (const diag::Finding &finding : findings)
        f.append(finding.toJson());
    return {{QStringLiteral("cables"), c},
            {QStringLiteral("findings"), f},
            {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
}

QString DiscoveryResult::toText() const
{
    QString s = QCoreApplication::translate("railyard::inventory::DiscoveryResult", "Cables found: %1\n").arg(cables.size());
    for (const DiscoveredCable &c : cables)
        s += QStringLiteral("  ") + c.toString() + QLatin1Char('\n');
    if (findings.isEmpty()) {
        s += QCoreApplication::translate("railyard::inventory::DiscoveryResult", "No findings: the cabling matches the topology.\n");
    } else {
        s += QCoreApplication::translate("railyard::inventory::DiscoveryResult", "Findings: %1\n").arg(findings.size());
        for (const diag::Finding &f : findings) {
            s += QStringLiteral("  [%1] %2 %3: %4\n")
                     .arg(model::severityName(f.severity), f.id, f.object.toString(), f.explanation);
            s += QStringLiteral("      ") + QCoreApplication::translate("railyard::inventory::DiscoveryResult", "fix: %1").arg(f.fix) + QLatin1Char('\n');
        }
    }
    for (const QString &n : notes)
        s += QCoreApplication::translate("railyard::inventory::DiscoveryResult", "note: %1\n").arg(n);
    return s;
}

} // namespace railyard::inventory
