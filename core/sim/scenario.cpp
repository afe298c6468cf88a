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

bool Scenario::hasTool(const QString &node, const QString &program) const
{
    const QString base = program.section(QLatin1Char('/'), -1);
    static const QMap<QString, QStringList> packages = {
        {QStringLiteral("perftest"),
         {QStringLiteral("ib_write_bw"), QStringLiteral("ib_read_bw"), QStringLiteral("ib_write_lat"),
          QStringLiteral("ib_send_bw"), QStringLiteral("ib_read_lat"), QStringLiteral("ib_send_lat")}},
        {QStringLiteral("nccl-tests"),
         {QStringLiteral("all_gather_perf"), QStringLiteral("all_reduce_perf")}},
        {QStringLiteral("mpirun"), {QStringLiteral("mpirun"), QStringLiteral("mpiexec")}},
        {QStringLiteral("openmpi"), {QStringLiteral("mpirun"), QStringLiteral("mpiexec")}},
        {QStringLiteral("lldpd"), {QStringLiteral("lldpctl"), QStringLiteral("lldpcli")}},
    };
    if (!lldpd && (base == QLatin1String("lldpctl") || base == QLatin1String("lldpcli")))
        return false;
    for (const QString &missing : nodeFaults(node).missingTools) {
        if (missing == base || packages.value(missing).contains(base))
            return false;
    }
    return true;
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
