// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/cablingmatcher.h"

#include "model/port.h"

#include <QHash>
#include <QSet>
#include <algorithm>

namespace railyard::inventory {

namespace {

struct Endpoint
{
    QString node;
    int port = 0;
    int rail = 1;
};

struct RailView
{
    QList<Endpoint> peers; // cluster rails that answered
    QStringList outsiders; // MACs / LLDP names not in the cluster
};

bool usable(const probe::IpNeighbour &n)
{
    if (!n.lladdr || n.lladdr->isEmpty())
        return false;
    return !n.state.contains(QStringLiteral("FAILED")) && !n.state.contains(QStringLiteral("INCOMPLETE"));
}

} // namespace

QList<DiscoveredCable> CablingMatcher::match(const model::Cluster &cluster,
                                             const QList<NodeInventory> &inventories,
                                             const QMap<QString, probe::IpNeighResult> &neighbours,
                                             const QMap<QString, QList<LldpNeighbour>> &lldp)
{
    QHash<QString, Endpoint> owner; // lower-case MAC -> rail
    QHash<QString, QString> hostToNode;
    for (const NodeInventory &inv : inventories) {
        for (const NetdevInventory &n : inv.netdevs) {
            if (!n.mac.isEmpty())
                owner.insert(n.mac.toLower(), Endpoint{inv.node, n.rail.port(), n.rail.index()});
        }
        hostToNode.insert(inv.node, inv.node);
        if (!inv.hostname.isEmpty())
            hostToNode.insert(inv.hostname, inv.node);
    }
    const QStringList order = cluster.nodeNames();
    const bool switched = cluster.topology == model::Topology::Switch;

    QList<DiscoveredCable> out;
    QHash<QString, qsizetype> direct; // "a|b" end key -> index in out
    for (const NodeInventory &inv : inventories) {
        for (int p = 0; p < model::Port::Count; ++p) {
            RailView views[model::Rail::Count + 1];
            QStringList evidence;
            bool carrier = false;
            for (const model::Rail &rail : model::Port(p).rails()) {
                const NetdevInventory &nd = inv.rail(rail);
                carrier = carrier || nd.carrier.value_or(false);
                RailView &view = views[rail.index()];
                auto addMac = [&](const QString &macIn, const QString &how) {
                    const QString mac = macIn.toLower();
                    if (mac == nd.mac)
                        return;
                    const auto it = owner.constFind(mac);
                    if (it == owner.constEnd()) {
                        if (!view.outsiders.contains(mac))
                            view.outsiders << mac;
                        evidence << QStringLiteral("%1 %2: %3 %4 (not in the cluster)")
                                        .arg(inv.node, nd.netdev, how, mac);
                        return;
                    }
                    const bool seen =
                        std::any_of(view.peers.cbegin(), view.peers.cend(), [&](const Endpoint &e) {
                            return e.node == it->node && e.port == it->port && e.rail == it->rail;
                        });
                    if (!seen) {
                        view.peers << *it;
                        evidence << QStringLiteral("%1 %2: %3 %4 = %5 %6")
                                        .arg(inv.node, nd.netdev, how, mac, it->node,
                                             model::Rail(it->port, it->rail).netdev());
                    }
                };
                if (neighbours.contains(inv.node)) {
                    for (const probe::IpNeighbour &n : neighbours.value(inv.node).neighbours) {
                        if (n.dev == nd.netdev && usable(n))
                            addMac(*n.lladdr, QStringLiteral("neighbour"));
                    }
                }
                for (const LldpNeighbour &l : lldp.value(inv.node)) {
                    if (l.localInterface != nd.netdev)
                        continue;
                    if (l.portIdType == QLatin1String("mac") && !l.portId.isEmpty()) {
                        addMac(l.portId, QStringLiteral("lldp port"));
                    } else if (hostToNode.contains(l.chassisName)) {
                        // A Spark's lldpd names the port by interface name.
                        const QString node = hostToNode.value(l.chassisName);
                        for (const NodeInventory &other : inventories) {
                            const NetdevInventory *peer =
                                other.node == node ? other.netdev(l.portId) : nullptr;
                            if (peer && !peer->mac.isEmpty())
                                addMac(peer->mac, QStringLiteral("lldp"));
                        }
                    } else if (!l.chassisName.isEmpty() || !l.chassisId.isEmpty()) {
                        const QString name = l.chassisName.isEmpty() ? l.chassisId : l.chassisName;
                        if (!view.outsiders.contains(name))
                            view.outsiders << name;
                        evidence << QStringLiteral("%1 %2: lldp %3 (not in the cluster)")
                                        .arg(inv.node, nd.netdev, name);
                    }
                }
            }

            QSet<QString> peerNodes;
            QSet<QString> peerPorts;
            QList<int> railsWithAny;
            for (int r = 1; r <= model::Rail::Count; ++r) {
                for (const Endpoint &e : views[r].peers) {
                    peerNodes.insert(e.node);
                    peerPorts.insert(e.node + QLatin1Char(':') + QString::number(e.port));
                }
                if (!views[r].peers.isEmpty() || !views[r].outsiders.isEmpty())
                    railsWithAny << r;
            }
            QStringList outsiders;
            for (int r = 1; r <= model::Rail::Count; ++r) {
                for (const QString &o : views[r].outsiders) {
                    if (!outsiders.contains(o))
                        outsiders << o;
                }
            }

            DiscoveredCable cable;
            cable.a = model::CableEnd{inv.node, p};
            cable.evidence = evidence;
            if (peerNodes.size() >= 2 || peerPorts.size() >= 2 || (switched && peerNodes.size() == 1)) {
                cable.farEnd = DiscoveredCable::FarEnd::Switch;
                cable.farDevices = outsiders;
                cable.railsUp = railsWithAny;
                out.append(cable);
                continue;
            }
            if (peerPorts.size() == 1) {
                const QString key = *peerPorts.cbegin();
                const model::CableEnd far{key.section(QLatin1Char(':'), 0, -2),
                                          key.section(QLatin1Char(':'), -1).toInt()};
                QList<int> rails;
                for (int r = 1; r <= model::Rail::Count; ++r) {
                    if (!views[r].peers.isEmpty())
                        rails << r;
                }
                // The direct rules want the port-0 end first, else the node listed first.
                model::CableEnd x = cable.a;
                model::CableEnd y = far;
                const bool swap =
                    x.port != y.port ? x.port > y.port : order.indexOf(x.node) > order.indexOf(y.node);
                if (swap)
                    std::swap(x, y);
                const QString cableKey = x.toString() + QLatin1Char('|') + y.toString();
                if (const auto it = direct.constFind(cableKey); it != direct.constEnd()) {
                    DiscoveredCable &seen = out[*it];
                    for (int r : rails) {
                        if (!seen.railsUp.contains(r))
                            seen.railsUp << r;
                    }
                    std::sort(seen.railsUp.begin(), seen.railsUp.end());
                    seen.evidence << evidence;
                    continue;
                }
                cable.a = x;
                cable.b = y;
                cable.farEnd = DiscoveredCable::FarEnd::Node;
                cable.railsUp = rails;
                direct.insert(cableKey, out.size());
                out.append(cable);
                continue;
            }
            if (!outsiders.isEmpty()) {
                cable.farEnd = DiscoveredCable::FarEnd::Outside;
                cable.farDevices = outsiders;
                cable.railsUp = railsWithAny;
                out.append(cable);
                continue;
            }
            if (carrier) {
                cable.farEnd = DiscoveredCable::FarEnd::Silent;
                for (const model::Rail &rail : model::Port(p).rails()) {
                    if (inv.rail(rail).carrier.value_or(false)) {
                        cable.railsUp << rail.index();
                        cable.evidence
                            << QStringLiteral("%1 %2: carrier, no neighbour").arg(inv.node, rail.netdev());
                    }
                }
                out.append(cable);
            }
        }
    }
    // A silent end whose far end was found from the other side is that cable, not a second one.
    QSet<QString> linkedEnds;
    for (const DiscoveredCable &c : out) {
        if (c.farEnd == DiscoveredCable::FarEnd::Node && c.b) {
            linkedEnds.insert(c.a.toString());
            linkedEnds.insert(c.b->toString());
        }
    }
    out.removeIf([&linkedEnds](const DiscoveredCable &c) {
        return c.farEnd == DiscoveredCable::FarEnd::Silent && linkedEnds.contains(c.a.toString());
    });
    std::stable_sort(out.begin(), out.end(), [&order](const DiscoveredCable &x, const DiscoveredCable &y) {
        const qsizetype ix = order.indexOf(x.a.node), iy = order.indexOf(y.a.node);
        return ix != iy ? ix < iy : x.a.port < y.a.port;
    });
    return out;
}

} // namespace railyard::inventory
