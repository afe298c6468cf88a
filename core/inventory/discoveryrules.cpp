// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/discoveryrules.h"

#include "diag/cablingchecks.h"
#include "diag/observations.h"

#include <QCoreApplication>

namespace railyard::inventory {

using diag::Evidence;
using diag::Finding;
using diag::FindingObject;
using model::Severity;

namespace {


QList<Evidence> evidenceOf(const DiscoveredCable &c)
{
    QList<Evidence> ev;
    for (const QString &e : c.evidence) {
        const qsizetype colon = e.indexOf(QStringLiteral(": "));
        ev.append({e.left(colon), QStringLiteral("neighbour"), e.mid(colon + 2)});
    }
    QStringList rails;
    for (int r : c.railsUp)
        rails << QString::number(r);
    ev.append({QStringLiteral("discovery"), QStringLiteral("rails_up"), rails.join(QLatin1Char(','))});
    return ev;
}

} // namespace

QList<Finding> DiscoveryRules::evaluate(const model::Cluster &cluster, const QList<DiscoveredCable> &cables,
                                        const QList<NodeInventory> &inventories)
{
    QList<Finding> out;
    for (const NodeInventory &inv : inventories) {
        if (inv.reachable)
            continue;
        out.append({QStringLiteral("discovery-node-failed"),
                    Severity::Error,
                    FindingObject::forNode(inv.node),
                    {{inv.node, QStringLiteral("error"),
                      inv.issues.isEmpty() ? QString() : inv.issues.first().message}},
                    QCoreApplication::translate("railyard::inventory::DiscoveryRules", "%1 could not be read, so its side of the cabling is unknown; cables are taken from "
                       "the other "
                       "nodes' view only.")
                        .arg(inv.node),
                    QCoreApplication::translate("railyard::inventory::DiscoveryRules", "Check that %1 is powered, reachable over the management network and accepts the SSH "
                       "login, then run discovery again.")
                        .arg(inv.node)});
    }

    QList<model::Cable> inside;
    for (const DiscoveredCable &c : cables) {
        if (c.insideCluster())
            inside.append(c.toCable());
    }
    diag::Observations obs;
    obs.cluster = cluster;
    obs.discoveredCables = inside;
    QList<Finding> rules = diag::CablingChecks::evaluate(obs);
    // CablingChecks speaks of "discovered cabling"; the evidence is the cable list itself.
    out += rules;

    for (const DiscoveredCable &c : cables) {
        switch (c.farEnd) {
        case DiscoveredCable::FarEnd::Node:
        case DiscoveredCable::FarEnd::Switch:
            if (c.railsUp.size() == 1) {
                const int up = c.railsUp.first();
                const QString far = c.b ? c.b->toString() : QCoreApplication::translate("railyard::inventory::DiscoveryRules", "the switch");
                out.append(
                    {QStringLiteral("cable-one-rail"), Severity::Error, FindingObject::forCable(c.toCable()),
                     evidenceOf(c),
                     QCoreApplication::translate(
                         "railyard::inventory::DiscoveryRules",
                         "Only rail %1 of the cable from %2 to %3 answers; rail %4 has no link. The cable "
                         "carries about 100 Gb/s instead of 200 Gb/s.")
                         .arg(up)
                         .arg(c.a.toString(), far)
                         .arg(up == 1 ? 2 : 1),
                     QCoreApplication::translate(
                         "railyard::inventory::DiscoveryRules",
                         "Reseat both ends of the cable. A 200G to 2x100G breakout on the Spark side behaves "
                         "like this: use a straight QSFP112 cable (breakouts belong on the switch side).")});
            }
            break;
        case DiscoveredCable::FarEnd::Outside:
            out.append(
                {QStringLiteral("neighbour-outside-cluster"), Severity::Warning,
                 FindingObject::forPort(c.a.node, c.a.port), evidenceOf(c),
                 QCoreApplication::translate("railyard::inventory::DiscoveryRules", "Port %1 of %2 is cabled to a device that is not in this cluster (%3).")
                     .arg(c.a.port)
                     .arg(c.a.node, c.farDevices.join(QStringLiteral(", "))),
                 QCoreApplication::translate("railyard::inventory::DiscoveryRules", "Add that node to the project, or move the cable to the port the topology expects.")});
            break;
        case DiscoveredCable::FarEnd::Silent:
            out.append({QStringLiteral("neighbour-silent"), Severity::Warning,
                        FindingObject::forPort(c.a.node, c.a.port), evidenceOf(c),
                        QCoreApplication::translate("railyard::inventory::DiscoveryRules", "Port %1 of %2 has a link, but nothing answered the IPv6 all-nodes ping on it.")
                            .arg(c.a.port)
                            .arg(c.a.node),
                        QCoreApplication::translate("railyard::inventory::DiscoveryRules", "Check that the far end is a node of this cluster and that its cluster interfaces "
                           "are up; "
                           "then run discovery again.")});
            break;
        }
    }

    // Only when the project lists its cables: a cable the user declared must exist, and vice versa.
    if (!cluster.cables.isEmpty()) {
        for (const model::Cable &want : cluster.cables) {
            const bool found = std::any_of(inside.cbegin(), inside.cend(),
                                           [&](const model::Cable &c) { return c.sameAs(want); });
            if (!found)
                out.append({QStringLiteral("cable-not-found"),
                            Severity::Error,
                            FindingObject::forCable(want),
                            {{QStringLiteral("project"), QStringLiteral("cable"), want.toString()}},
                            QCoreApplication::translate(
                                "railyard::inventory::DiscoveryRules",
                                "The project lists the cable %1, but discovery did not find it.")
                                .arg(want.toString()),
                            QCoreApplication::translate(
                                "railyard::inventory::DiscoveryRules",
                                "Plug the cable in as listed, or correct the cable list in the project.")});
        }
        for (const model::Cable &have : inside) {
            const bool declared = std::any_of(cluster.cables.cbegin(), cluster.cables.cend(),
                                              [&](const model::Cable &c) { return c.sameAs(have); });
            if (!declared)
                out.append(
                    {QStringLiteral("cable-not-declared"),
                     Severity::Warning,
                     FindingObject::forCable(have),
                     {{QStringLiteral("discovery"), QStringLiteral("cable"), have.toString()}},
                     QCoreApplication::translate(
                         "railyard::inventory::DiscoveryRules",
                         "Discovery found the cable %1, which the project does not list.")
                         .arg(have.toString()),
                     QCoreApplication::translate(
                         "railyard::inventory::DiscoveryRules",
                         "Add the cable to the project, or remove it if it is not meant to be there.")});
        }
    }
    return out;
}

} // namespace railyard::inventory
