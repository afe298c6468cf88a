// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/ncclenvironment.h"

#include "plan/networkplan.h"

#include <QStringList>

namespace railyard::plan {

QList<QPair<QString, QString>> NcclEnvironment::forNode(const NetworkPlan &plan, const PlannedNode &node)
{
    QStringList hcas;
    QString railOneNetdev;
    for (const PlannedInterface &i : node.interfaces) {
        if (!hcas.contains(i.rdmaDevice))
            hcas << i.rdmaDevice;
        if (railOneNetdev.isEmpty() && i.rail == 1)
            railOneNetdev = i.netdev;
    }
    QList<QPair<QString, QString>> env;
    env.append({QStringLiteral("NCCL_IB_HCA"), hcas.join(QLatin1Char(','))});
    // In a direct pair or on a switch every node shares the rail-1 subnet,
    // so bootstrap can use it; in a triangle or ring no single cluster
    // interface reaches every peer, so bootstrap uses the management LAN.
    const bool sharedSubnet = plan.topology == model::Topology::Direct || plan.topology == model::Topology::Switch;
    env.append({QStringLiteral("NCCL_SOCKET_IFNAME"),
                sharedSubnet && !railOneNetdev.isEmpty() ? railOneNetdev : defaultManagementInterface()});
    // Through a switch RoCE must use the routable RoCEv2/IPv4 GID; a direct
    // cable works with NCCL's own choice.
    if (plan.topology == model::Topology::Switch)
        env.append({QStringLiteral("NCCL_IB_GID_INDEX"), QString::number(RoceV2Ipv4GidIndex)});
    return env;
}

QByteArray NcclEnvironment::render(const QList<QPair<QString, QString>> &environment)
{
    QByteArray out("# Written by Railyard: NCCL settings for this node's cluster links.\n");
    for (const auto &[name, value] : environment)
        out += name.toUtf8() + '=' + value.toUtf8() + '\n';
    return out;
}

} // namespace railyard::plan
