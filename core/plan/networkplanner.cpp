// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/networkplanner.h"

#include "model/cablingrules.h"
#include "model/cluster.h"
#include "model/expectedcabling.h"
#include "model/rail.h"
#include "plan/mtupolicy.h"
#include "plan/ncclenvironment.h"
#include "plan/subnetpool.h"

#include <QCoreApplication>

namespace railyard::plan {

using namespace railyard::model;

namespace {

PlannedInterface makeInterface(int port, int rail, quint32 address, int subnet, const QString &peer)
{
    const Rail r(port, rail);
    return PlannedInterface{r.netdev(), r.rdmaDevice(), port, rail, address, 24, subnet, peer};
}

} // namespace

Result<NetworkPlan> NetworkPlanner::plan(const Cluster &cluster)
{
    NetworkPlan plan;
    plan.topology = cluster.topology;
    for (const CablingProblem &problem : CablingRules::check(cluster)) {
        if (problem.severity == Severity::Error)
            return Error{problem.explanation + QLatin1Char(' ') + problem.fix, problem.object};
        plan.warnings << problem;
    }
    if (cluster.options.mtu) {
        const int mtu = *cluster.options.mtu;
        if (mtu < MtuPolicy::Minimum || mtu > MtuPolicy::Maximum)
            return Error{QCoreApplication::translate("railyard::plan::NetworkPlanner",
                                                     "MTU %1 is out of range; use %2 to %3")
                             .arg(mtu)
                             .arg(MtuPolicy::Minimum)
                             .arg(MtuPolicy::Maximum),
                         QStringLiteral("--mtu")};
        plan.mtu = mtu;
        plan.mtuReason = QCoreApplication::translate("railyard::plan::NetworkPlanner", "Set explicitly.");
    } else {
        plan.mtu = MtuPolicy::recommended(cluster.topology);
        plan.mtuReason = MtuPolicy::reason(cluster.topology);
    }
    plan.cables = CablingRules::effectiveCables(cluster);
    plan.rackTip = ExpectedCabling::rackTip(cluster.topology, cluster.nodeNames());

    const bool switched = cluster.topology == Topology::Switch;
    const int needed = switched ? Rail::Count : int(plan.cables.size()) * Rail::Count;
    auto subnets = SubnetPool::allocate(cluster.options.subnetPool, cluster.options.avoid, needed);
    if (!subnets)
        return subnets.error();

    for (const Node &node : cluster.nodes)
        plan.nodes.append(PlannedNode{node.name, node.managementAddress, {}, {}});
    auto plannedNode = [&plan](const QString &name) -> PlannedNode & {
        for (PlannedNode &n : plan.nodes) {
            if (n.name == name)
                return n;
        }
        Q_UNREACHABLE();
    };

    if (switched) {
        for (int rail = 1; rail <= Rail::Count; ++rail)
            plan.subnets.append(PlannedSubnet{subnets->at(rail - 1), rail, -1});
        for (qsizetype i = 0; i < cluster.nodes.size(); ++i) {
            const int port = cluster.options.port;
            for (int rail = 1; rail <= Rail::Count; ++rail)
                plan.nodes[i].interfaces.append(makeInterface(port, rail, subnets->at(rail - 1).host(quint32(i + 1)),
                                                              rail - 1, QStringLiteral("switch")));
        }
    } else {
        for (qsizetype c = 0; c < plan.cables.size(); ++c) {
            const Cable &cable = plan.cables.at(c);
            // .1 goes to the port-0 end; a direct pair uses one port number, so the a end.
            const bool aFirst = cluster.topology == Topology::Direct || cable.a.port == 0;
            const CableEnd &first = aFirst ? cable.a : *cable.b;
            const CableEnd &second = aFirst ? *cable.b : cable.a;
            for (int rail = 1; rail <= Rail::Count; ++rail) {
                const int index = int(c) * Rail::Count + rail - 1;
                const Ipv4Subnet &s = subnets->at(index);
                plan.subnets.append(PlannedSubnet{s, rail, int(c)});
                plannedNode(first.node).interfaces.append(makeInterface(first.port, rail, s.host(1), index, second.node));
                plannedNode(second.node)
                    .interfaces.append(makeInterface(second.port, rail, s.host(2), index, first.node));
            }
        }
        for (PlannedNode &n : plan.nodes) {
            std::sort(n.interfaces.begin(), n.interfaces.end(), [](const PlannedInterface &x, const PlannedInterface &y) {
                return std::pair(x.port, x.rail) < std::pair(y.port, y.rail);
            });
        }
    }
    for (PlannedNode &n : plan.nodes)
        n.ncclEnv = NcclEnvironment::forNode(plan, n);
    return plan;
}

} // namespace railyard::plan
