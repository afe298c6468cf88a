// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/scenario.h"

#include "model/expectedcabling.h"

namespace railyard::sim {

QList<model::Cable> Scenario::intendedCables() const
{
    return model::ExpectedCabling::forTopology(topology, nodes, port);
}

int Scenario::clusterMtu(const QString &node) const
{
    const NodeFaults f = nodeFaults(node);
    if (f.mtu)
        return *f.mtu;
    return topology == model::Topology::Direct ? 9000 : 1500;
}

model::Cluster Scenario::intendedCluster() const
{
    model::Cluster cluster;
    cluster.topology = topology;
    cluster.options.port = port;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        model::Node n;
        n.name = nodes[i];
        n.managementAddress = QStringLiteral("10.255.0.%1").arg(11 + i);
        n.sshUser = QStringLiteral("nvidia");
        cluster.nodes.append(n);
    }
    return cluster;
}

} // namespace railyard::sim
