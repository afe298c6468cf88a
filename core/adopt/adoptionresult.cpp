// SPDX-License-Identifier: GPL-3.0-or-later
#include "adopt/adoptionresult.h"

#include "model/projectfile.h"
#include "model/severity.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace railyard::adopt {

bool AdoptionResult::hasErrors() const
{
    return !unreachable.isEmpty() ||
           std::any_of(findings.cbegin(), findings.cend(),
                       [](const diag::Finding &f) { return f.severity == model::Severity::Error; });
}

QByteArray AdoptionResult::projectYaml() const
{
    // Comments only: the schema stays the project file's, and a later save
    // from the GUI may drop them without losing anything the cluster needs.
    QString header =
        QCoreApplication::translate("railyard::adopt::AdoptionResult",
                                    "Written by railyard-cli adopt: the cluster as it was found.")
            .prepend(QStringLiteral("# ")) +
        QLatin1Char('\n');
    header += QStringLiteral("# %1\n").arg(topology.reason);
    for (const NodeLayout &l : layouts) {
        header += QStringLiteral("# %1: %2 (%3)\n").arg(l.node, NodeLayout::originLabel(l.origin), l.reason);
    }
    header += QStringLiteral("# ") +
              QCoreApplication::translate(
                  "railyard::adopt::AdoptionResult",
                  "Migrating to Railyard's plan: railyard-cli apply --project FILE --dry-run "
                  "shows every change first.") +
              QLatin1Char('\n');
    header.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return header.toUtf8() + model::ProjectFile::serialize(cluster);
}

QJsonObject AdoptionResult::toJson() const
{
    QJsonArray cables;
    for (const model::Cable &c : topology.cables)
        cables.append(c.toString());
    QJsonObject t{{QStringLiteral("name"), model::topologyName(topology.topology)},
                  {QStringLiteral("recognised"), topology.recognised},
                  {QStringLiteral("reason"), topology.reason},
                  {QStringLiteral("node_order"), QJsonArray::fromStringList(topology.nodeOrder)},
                  {QStringLiteral("port"), topology.port},
                  {QStringLiteral("cables"), cables},
                  {QStringLiteral("as_expected"), topology.asExpected}};
    QJsonArray nodes;
    for (const NodeLayout &l : layouts)
        nodes.append(l.toJson());
    QJsonArray f;
    for (const diag::Finding &finding : findings)
        f.append(finding.toJson());
    return {{QStringLiteral("topology"), t},
            {QStringLiteral("nodes"), nodes},
            {QStringLiteral("findings"), f},
            {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
            {QStringLiteral("unreachable"), QJsonArray::fromStringList(unreachable)},
            {QStringLiteral("unreachable_why"), QJsonArray::fromStringList(unreachableWhy)}};
}

QString AdoptionResult::toText() const
{
    QString s = QCoreApplication::translate("railyard::adopt::AdoptionResult", "Topology: %1: %2\n")
                    .arg(model::topologyLabel(topology.topology), topology.reason);
    for (const model::Cable &c : topology.cables)
        s += QStringLiteral("  ") + c.toString() + QLatin1Char('\n');
    for (const NodeLayout &l : layouts) {
        s += QCoreApplication::translate("railyard::adopt::AdoptionResult", "%1: %2 (%3)\n")
                 .arg(l.node, NodeLayout::originLabel(l.origin), l.reason);
        for (const NodeLayout::Rail &r : l.rails) {
            s += QStringLiteral("  %1  %2  mtu %3\n")
                     .arg(r.netdev, -14)
                     .arg(r.ipv4.isEmpty() ? QStringLiteral("-") : r.ipv4.join(QStringLiteral(", ")))
                     .arg(r.mtu ? QString::number(*r.mtu) : QStringLiteral("?"));
        }
    }
    for (qsizetype i = 0; i < unreachable.size(); ++i) {
        const QString why = unreachableWhy.value(i);
        s += why.isEmpty()
                 ? QCoreApplication::translate("railyard::adopt::AdoptionResult", "%1: not reachable\n")
                       .arg(unreachable[i])
                 : QCoreApplication::translate("railyard::adopt::AdoptionResult", "%1: not reachable: %2\n")
                       .arg(unreachable[i], why);
    }
    if (findings.isEmpty()) {
        s += QCoreApplication::translate("railyard::adopt::AdoptionResult", "No findings.\n");
    } else {
        s += QCoreApplication::translate("railyard::adopt::AdoptionResult", "Findings: %1\n")
                 .arg(findings.size());
        for (const diag::Finding &f : findings) {
            s += QStringLiteral("  [%1] %2 %3: %4\n")
                     .arg(model::severityName(f.severity), f.id, f.object.toString(), f.explanation);
            for (const diag::Evidence &e : f.evidence)
                s += QStringLiteral("      %1: %2 = %3\n").arg(e.source, e.key, e.value);
            s += QStringLiteral("      ") +
                 QCoreApplication::translate("railyard::adopt::AdoptionResult", "fix: %1").arg(f.fix) +
                 QLatin1Char('\n');
        }
    }
    for (const QString &n : notes)
        s += QCoreApplication::translate("railyard::adopt::AdoptionResult", "note: %1\n").arg(n);
    return s;
}

} // namespace railyard::adopt
