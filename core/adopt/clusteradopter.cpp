// SPDX-License-Identifier: GPL-3.0-or-later
#include "adopt/clusteradopter.h"

#include "diag/diagnosisengine.h"
#include "diag/observations.h"
#include "inventory/cablingdiscovery.h"
#include "inventory/discoveryresult.h"
#include "inventory/discoveryrules.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>

namespace railyard::adopt {

ClusterAdopter::ClusterAdopter(remote::CommandRunner *runner, QObject *parent)
    : QObject(parent), m_runner(runner)
{
    qRegisterMetaType<railyard::adopt::AdoptionResult>();
}

void ClusterAdopter::start(const model::Cluster &nodes, report::ReportItem *reportParent)
{
    Q_ASSERT(!m_running);
    m_running = true;
    // Discovery only needs to know whether a port seeing one node is on a
    // switch; without a topology yet, take it as a direct cable.
    model::Cluster provisional = nodes;
    provisional.topology = nodes.nodes.size() <= 2 ? model::Topology::Direct : model::Topology::Ring;
    provisional.cables.clear();
    delete m_discovery;
    m_discovery = new inventory::CablingDiscovery(m_runner, this);
    connect(m_discovery, &inventory::CablingDiscovery::inventoryFinished, this, [this] {
        Q_EMIT progress(QCoreApplication::translate("railyard::adopt::ClusterAdopter",
                                                    "Inventory read; finding the cables…"));
    });
    connect(m_discovery, &inventory::CablingDiscovery::finished, this,
            [this, nodes](const inventory::DiscoveryResult &discovery) {
                m_running = false;
                m_discovery->deleteLater();
                Q_EMIT finished(conclude(nodes, discovery));
            });
    Q_EMIT progress(QCoreApplication::translate("railyard::adopt::ClusterAdopter",
                                                "Reading %n node(s): addresses, routes, netplan files…",
                                                nullptr, int(nodes.nodes.size())));
    m_discovery->start(provisional, reportParent);
}

AdoptionResult ClusterAdopter::conclude(const model::Cluster &nodes,
                                        const inventory::DiscoveryResult &discovery)
{
    AdoptionResult r;
    r.notes = discovery.notes;
    r.topology = TopologyRecognizer::recognize(nodes.nodeNames(), discovery.cables);

    r.cluster.options = nodes.options;
    r.cluster.topology = r.topology.topology;
    r.cluster.options.port = r.topology.port;
    for (const QString &name : r.topology.nodeOrder) {
        if (const model::Node *n = nodes.node(name))
            r.cluster.nodes.append(*n);
    }
    if (!r.topology.asExpected)
        r.cluster.cables = r.topology.cables;

    diag::Observations o;
    for (const inventory::NodeInventory &inv : discovery.inventories) {
        if (!inv.reachable) {
            r.unreachable << inv.node;
            r.unreachableWhy << (inv.issues.isEmpty() ? QString() : inv.issues.first().message);
            continue;
        }
        inv.addTo(o);
    }
    for (diag::NodeObservations &n : o.nodes) {
        if (discovery.neighbours.contains(n.node))
            n.neighbours = discovery.neighbours.value(n.node);
    }

    // The MTU the rails run at, when they agree: that is the cluster as it is.
    QSet<int> mtus;
    for (const inventory::NodeInventory &inv : discovery.inventories) {
        const diag::NodeObservations *obs = o.node(inv.node);
        if (!inv.reachable || !obs)
            continue;
        NodeLayout layout = NodeLayout::recognize(inv, *obs);
        for (const NodeLayout::Rail &rail : layout.rails) {
            if (!rail.ipv4.isEmpty() && rail.mtu)
                mtus.insert(*rail.mtu);
        }
        r.layouts.append(layout);
    }
    if (mtus.size() == 1)
        r.cluster.options.mtu = *mtus.cbegin();

    o.cluster = r.cluster;
    o.discoveredCables = r.topology.cables;
    r.discovery = discovery;
    r.discovery.findings =
        inventory::DiscoveryRules::evaluate(r.cluster, discovery.cables, discovery.inventories);
    QList<diag::Finding> all = r.discovery.findings;
    all += diag::DiagnosisEngine::evaluate(o);
    QSet<QString> seen;
    for (const diag::Finding &f : all) {
        const QString key = f.id + QLatin1Char('|') + f.object.toString();
        if (seen.contains(key))
            continue;
        seen.insert(key);
        r.findings.append(f);
    }
    std::stable_sort(
        r.findings.begin(), r.findings.end(),
        [](const diag::Finding &a, const diag::Finding &b) { return int(a.severity) > int(b.severity); });
    return r;
}

} // namespace railyard::adopt
