// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/cablingchecks.h"

#include "diag/observations.h"
#include "model/cablingrules.h"

#include <QCoreApplication>
#include <QSet>

namespace railyard::diag {

namespace {


QString portKey(const QString &node, int port)
{
    return node + QLatin1Char(':') + QString::number(port);
}

// A CablingProblem is about a cable (which it names), "cluster", a node
// name or "node:port".
FindingObject objectFor(const model::CablingProblem &problem)
{
    if (problem.cable)
        return FindingObject::forCable(*problem.cable);
    const QString &object = problem.object;
    if (object == QLatin1String("cluster"))
        return FindingObject::cluster();
    const qsizetype colon = object.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const int port = colon > 0 ? object.mid(colon + 1).toInt(&ok) : 0;
    if (ok)
        return FindingObject::forPort(object.left(colon), port);
    return FindingObject::forNode(object);
}

void wrapProblems(const model::Cluster &cluster, const QString &source, QList<Finding> &out)
{
    for (const model::CablingProblem &p : model::CablingRules::check(cluster)) {
        Finding f;
        f.id = QStringLiteral("cabling-") + p.id;
        f.severity = p.severity;
        f.object = objectFor(p);
        f.evidence = {{source, QStringLiteral("topology"), model::topologyName(cluster.topology)}};
        for (const model::Cable &c : cluster.cables)
            f.evidence.append({source, QStringLiteral("cable"), c.toString()});
        f.explanation = p.explanation;
        f.fix = p.fix;
        out.append(f);
    }
}

// Only nodes whose link state was observed take part: a missing
// ibdev2netdev must not read as "no cable".
void compareWithLinkState(const Observations &o, QList<Finding> &out)
{
    QSet<QString> expected;
    for (const model::Cable &c : o.effectiveCables()) {
        expected.insert(portKey(c.a.node, c.a.port));
        if (c.b)
            expected.insert(portKey(c.b->node, c.b->port));
    }
    for (const NodeObservations &n : o.nodes) {
        if (!n.rdmaLinks && !n.ibstat && n.ethtoolLink.isEmpty())
            continue;
        if (!o.cluster->node(n.node))
            continue;
        const QList<int> cabled = n.cabledPorts();
        for (int p = 0; p < model::Port::Count; ++p) {
            const bool want = expected.contains(portKey(n.node, p));
            const bool have = cabled.contains(p);
            const model::Port port(p);
            QList<Evidence> ev;
            for (const model::Rail &rail : port.rails()) {
                const auto up = n.railUp(rail.netdev());
                ev.append({n.source(QStringLiteral("ibdev2netdev")), rail.netdev(),
                           !up ? QStringLiteral("unknown")
                               : (*up ? QStringLiteral("Up") : QStringLiteral("Down"))});
            }
            if (want && !have && (n.railUp(port.rail(1).netdev()) || n.railUp(port.rail(2).netdev()))) {
                out.append(
                    {QStringLiteral("cable-missing"), model::Severity::Error,
                     FindingObject::forPort(n.node, p), ev,
                     QCoreApplication::translate("railyard::diag::CablingChecks", "The %1 cabling needs a cable in port %2 of %3, but neither rail of that port "
                        "is up.")
                         .arg(model::topologyName(o.cluster->topology))
                         .arg(p)
                         .arg(n.node),
                     QCoreApplication::translate("railyard::diag::CablingChecks", "Plug the cable into port %1 (port 0 is the one nearer the RJ-45) and check the "
                        "far end; if it is plugged, reseat or replace it.")
                         .arg(p)});
            } else if (!want && have) {
                out.append({QStringLiteral("cable-unexpected"), model::Severity::Warning,
                            FindingObject::forPort(n.node, p), ev,
                            QCoreApplication::translate("railyard::diag::CablingChecks", "Port %1 of %2 has a link, but the %3 cabling puts no cable there.")
                                .arg(p)
                                .arg(n.node, model::topologyName(o.cluster->topology)),
                            QCoreApplication::translate("railyard::diag::CablingChecks", "Move the cable to the port the plan expects, or correct the cabling in the "
                               "project file. A second cable between the same two Sparks adds nothing.")});
            }
        }
    }
}

} // namespace

QList<Finding> CablingChecks::evaluate(const Observations &observations)
{
    QList<Finding> out;
    if (observations.cluster) {
        model::Cluster cluster = *observations.cluster;
        QString source = QStringLiteral("project");
        if (observations.discoveredCables) {
            cluster.cables = *observations.discoveredCables;
            source = QStringLiteral("discovered cabling");
        }
        wrapProblems(cluster, source, out);
        if (!observations.discoveredCables)
            compareWithLinkState(observations, out);
    } else if (observations.cablesInferred()) {
        // Two nodes and one linked port each: that is a direct cable, and the
        // direct rules (same port number on both ends) apply.
        model::Cluster cluster;
        cluster.topology = model::Topology::Direct;
        for (const NodeObservations &n : observations.nodes)
            cluster.nodes.append(model::Node{n.node, QString(), QString(), 22, QString()});
        cluster.cables = observations.effectiveCables();
        cluster.options.port = cluster.cables.first().a.port;
        wrapProblems(cluster, QStringLiteral("link state (inferred direct cable)"), out);
    }
    return out;
}

} // namespace railyard::diag
