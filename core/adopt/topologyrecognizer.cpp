// SPDX-License-Identifier: GPL-3.0-or-later
#include "adopt/topologyrecognizer.h"

#include "inventory/discoveredcable.h"
#include "model/expectedcabling.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSet>
#include <algorithm>

namespace railyard::adopt {

namespace {

// A cable regardless of which end is "a".
QString cableKey(const model::Cable &c)
{
    QStringList ends{c.a.toString(), c.b ? c.b->toString() : QStringLiteral("switch")};
    ends.sort();
    return ends.join(QLatin1Char('-'));
}

QSet<QString> keys(const QList<model::Cable> &cables)
{
    QSet<QString> out;
    for (const model::Cable &c : cables)
        out.insert(cableKey(c));
    return out;
}

model::Topology guessFromCount(qsizetype n)
{
    if (n <= 2)
        return model::Topology::Direct;
    if (n == 3)
        return model::Topology::Triangle;
    return n <= 8 ? model::Topology::Ring : model::Topology::Switch;
}

// The cycle through every node when each has exactly two distinct
// neighbours; empty otherwise. Follows port 0 where it can, so the order
// is the one the ring's "port 0 to port 1 of the next" needs.
QStringList cycleOrder(const QStringList &nodes, const QList<model::Cable> &direct)
{
    QHash<QString, QSet<QString>> neighbours;
    for (const model::Cable &c : direct) {
        neighbours[c.a.node].insert(c.b->node);
        neighbours[c.b->node].insert(c.a.node);
    }
    for (const QString &n : nodes) {
        if (neighbours.value(n).size() != 2)
            return {};
    }
    auto viaPort0 = [&](const QString &node) -> QString {
        for (const model::Cable &c : direct) {
            if (c.a.node == node && c.a.port == 0)
                return c.b->node;
            if (c.b->node == node && c.b->port == 0)
                return c.a.node;
        }
        return {};
    };
    QStringList order{nodes.first()};
    QString current = nodes.first();
    while (order.size() < nodes.size()) {
        QString next = viaPort0(current);
        if (next.isEmpty() || order.contains(next)) {
            // No port-0 cable leading on: take the neighbour not yet visited.
            next.clear();
            for (const QString &candidate : neighbours.value(current)) {
                if (!order.contains(candidate) && (next.isEmpty() || candidate < next))
                    next = candidate;
            }
        }
        if (next.isEmpty())
            return {}; // two separate cycles
        current = next;
        order << current;
    }
    // The walk must close: the last node is cabled to the first.
    return neighbours.value(current).contains(nodes.first()) ? order : QStringList();
}

} // namespace

RecognizedTopology TopologyRecognizer::recognize(const QStringList &nodes,
                                                 const QList<inventory::DiscoveredCable> &found)
{
    RecognizedTopology r;
    r.nodeOrder = nodes;
    QList<model::Cable> direct;
    QMap<int, int> switchPorts; // port -> how many nodes reach the switch through it
    QSet<QString> seen;
    for (const inventory::DiscoveredCable &d : found) {
        if (!d.insideCluster())
            continue;
        const model::Cable c = d.farEnd == inventory::DiscoveredCable::FarEnd::Switch
                                   ? model::Cable{d.a, std::nullopt}
                                   : d.toCable();
        if (c.b && c.b->node == c.a.node)
            continue; // a loop on one node is not part of the cluster's wiring
        if (seen.contains(cableKey(c)))
            continue;
        seen.insert(cableKey(c));
        r.cables.append(c);
        if (c.b)
            direct.append(c);
        else
            ++switchPorts[c.a.port];
    }

    if (!switchPorts.isEmpty()) {
        r.topology = model::Topology::Switch;
        r.recognised = true;
        r.port = std::max_element(switchPorts.cbegin(), switchPorts.cend()).key();
        r.reason = QCoreApplication::translate(
                       "railyard::adopt::TopologyRecognizer",
                       "port %1 of %2 node(s) reaches several cluster nodes: they hang on a switch")
                       .arg(r.port)
                       .arg(switchPorts.value(r.port));
    } else if (nodes.size() == 2 && !direct.isEmpty()) {
        r.topology = model::Topology::Direct;
        r.recognised = true;
        const auto same = std::find_if(direct.cbegin(), direct.cend(),
                                       [](const model::Cable &c) { return c.a.port == c.b->port; });
        r.port = same != direct.cend() ? same->a.port : direct.first().a.port;
        r.reason =
            direct.size() == 1
                ? QCoreApplication::translate("railyard::adopt::TopologyRecognizer",
                                              "two nodes and one cable between them (%1): a direct pair")
                      .arg(direct.first().toString())
                : QCoreApplication::translate("railyard::adopt::TopologyRecognizer",
                                              "two nodes and %1 cables between them: a direct pair")
                      .arg(direct.size());
    } else if (nodes.size() >= 3) {
        const QStringList order = cycleOrder(nodes, direct);
        if (!order.isEmpty() && direct.size() == nodes.size()) {
            r.topology = nodes.size() == 3 ? model::Topology::Triangle : model::Topology::Ring;
            r.recognised = true;
            r.nodeOrder = order;
            r.reason =
                nodes.size() == 3
                    ? QCoreApplication::translate("railyard::adopt::TopologyRecognizer",
                                                  "three nodes, each cabled to both others: a triangle")
                    : QCoreApplication::translate(
                          "railyard::adopt::TopologyRecognizer",
                          "%1 nodes, each cabled to two others in one cycle (%2): a ring")
                          .arg(nodes.size())
                          .arg(order.join(QStringLiteral(" → ")));
        }
    }
    if (!r.recognised) {
        r.topology = guessFromCount(nodes.size());
        r.port = direct.isEmpty() ? 0 : direct.first().a.port;
        r.reason = r.cables.isEmpty()
                       ? QCoreApplication::translate(
                             "railyard::adopt::TopologyRecognizer",
                             "no cable between cluster nodes was found; %1 is a guess from the node count")
                             .arg(model::topologyName(r.topology))
                       : QCoreApplication::translate(
                             "railyard::adopt::TopologyRecognizer",
                             "the %1 cable(s) found match no topology; %2 is a guess from the node count")
                             .arg(r.cables.size())
                             .arg(model::topologyName(r.topology));
    }
    r.asExpected =
        r.recognised && !r.cables.isEmpty() &&
        keys(r.cables) == keys(model::ExpectedCabling::forTopology(r.topology, r.nodeOrder, r.port));
    return r;
}

} // namespace railyard::adopt
