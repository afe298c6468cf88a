// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/observations.h"

#include "diag/raillookup.h"
#include "model/cablingrules.h"
#include "plan/networkplanner.h"

namespace railyard::diag {

namespace {

template <typename T> void takeIfSet(std::optional<T> &mine, const std::optional<T> &newer)
{
    if (newer)
        mine = newer;
}

// A tool that reads every netdev of the node in one pass: its newer
// reading is the whole truth, absent netdevs included.
template <typename K, typename V> void takeTool(QMap<K, V> &mine, const QMap<K, V> &newer)
{
    if (!newer.isEmpty())
        mine = newer;
}

// Measurements made one device at a time: each keeps its own newest result.
template <typename K, typename V> void takeEach(QMap<K, V> &mine, const QMap<K, V> &newer)
{
    for (auto it = newer.cbegin(); it != newer.cend(); ++it)
        mine.insert(it.key(), it.value());
}

} // namespace

void NodeObservations::takeNewer(const NodeObservations &newer)
{
    takeIfSet(rdmaLinks, newer.rdmaLinks);
    takeIfSet(ibstat, newer.ibstat);
    takeIfSet(ipLinks, newer.ipLinks);
    takeIfSet(addresses, newer.addresses);
    takeIfSet(routes, newer.routes);
    takeIfSet(neighbours, newer.neighbours);
    takeTool(ethtoolLink, newer.ethtoolLink);
    takeTool(ethtoolInfo, newer.ethtoolInfo);
    for (auto it = newer.ethtoolStats.cbegin(); it != newer.ethtoolStats.cend(); ++it)
        ethtoolStats[it.key()] += it.value();
    takeTool(modules, newer.modules);
    takeTool(fec, newer.fec);
    takeEach(perftest, newer.perftest);
    takeEach(perftestFailed, newer.perftestFailed);
    takeEach(loopback, newer.loopback);
    takeIfSet(ncclLog, newer.ncclLog);
    takeIfSet(ncclTests, newer.ncclTests);
    takeTool(ncclEnv, newer.ncclEnv);
    takeIfSet(lspci, newer.lspci);
    takeIfSet(dmesg, newer.dmesg);
    takeIfSet(nvidiaSmi, newer.nvidiaSmi);
    takeIfSet(ibvDevinfo, newer.ibvDevinfo);
    // The netplan directory is one reading whose absent files matter: the
    // one who read it replaces it whole (NodeInventory::addTo).
}

std::optional<bool> NodeObservations::railUp(const QString &netdev) const
{
    if (rdmaLinks) {
        if (const probe::RdmaNetdevLink *link = rdmaLinks->findByNetdev(netdev))
            return link->up;
        if (const auto rail = RailLookup::fromNetdev(netdev)) {
            if (const probe::RdmaNetdevLink *link = rdmaLinks->findByRdmaDevice(rail->rdmaDevice()))
                return link->up;
        }
    }
    // ibstat names RDMA devices only; port 1 is the one a Spark's
    // functions have. Linked means Active and LinkUp, whatever the rate.
    if (ibstat) {
        if (const auto rail = RailLookup::fromNetdev(netdev)) {
            if (const probe::IbstatCa *ca = ibstat->findCa(rail->rdmaDevice())) {
                for (const probe::IbstatPort &p : ca->ports) {
                    if (p.port == 1 && !p.state.isEmpty())
                        return p.linked();
                }
            }
        }
    }
    const auto it = ethtoolLink.constFind(netdev);
    if (it != ethtoolLink.constEnd() && it->linkDetected)
        return *it->linkDetected;
    return std::nullopt;
}

std::optional<int> NodeObservations::mtu(const QString &netdev) const
{
    if (addresses) {
        for (const probe::IpAddrInterface &iface : addresses->interfaces) {
            if (iface.link.ifname == netdev && iface.link.mtu)
                return iface.link.mtu;
        }
    }
    if (ipLinks) {
        for (const probe::IpLink &link : ipLinks->links) {
            if (link.ifname == netdev && link.mtu)
                return link.mtu;
        }
    }
    return std::nullopt;
}

QList<int> NodeObservations::cabledPorts() const
{
    QList<int> ports;
    for (int p = 0; p < model::Port::Count; ++p) {
        for (const model::Rail &rail : model::Port(p).rails()) {
            if (railUp(rail.netdev()).value_or(false)) {
                ports.append(p);
                break;
            }
        }
    }
    return ports;
}

const NodeObservations *Observations::node(const QString &name) const
{
    for (const NodeObservations &n : nodes) {
        if (n.node == name)
            return &n;
    }
    return nullptr;
}

void Observations::judgeAgainst(const model::Cluster &c)
{
    cluster = c;
    plan.reset();
    if (auto planned = plan::NetworkPlanner::plan(c))
        plan = std::move(planned).value();
}

bool Observations::cablesInferred() const
{
    if (discoveredCables || cluster || nodes.size() != 2)
        return false;
    return nodes[0].cabledPorts().size() == 1 && nodes[1].cabledPorts().size() == 1;
}

QList<model::Cable> Observations::effectiveCables() const
{
    if (discoveredCables)
        return *discoveredCables;
    if (cluster)
        return model::CablingRules::effectiveCables(*cluster);
    if (cablesInferred())
        return {model::Cable{{nodes[0].node, nodes[0].cabledPorts().first()},
                             model::CableEnd{nodes[1].node, nodes[1].cabledPorts().first()}}};
    return {};
}

} // namespace railyard::diag
