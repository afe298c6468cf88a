// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cablingrules.h"

#include "model/cluster.h"
#include "model/expectedcabling.h"
#include "model/port.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace railyard::model {

namespace {

struct Checker
{
    const Cluster &cluster;
    QList<Cable> cables;
    QList<CablingProblem> problems;

    void add(const char *id, Severity severity, const QString &object, const QString &explanation,
             const QString &fix)
    {
        problems.append({QString::fromLatin1(id), severity, object, std::nullopt, explanation, fix});
    }

    void add(const char *id, Severity severity, const Cable &cable, const QString &explanation,
             const QString &fix)
    {
        problems.append({QString::fromLatin1(id), severity, cable.toString(), cable, explanation, fix});
    }

    QString pairKey(const QString &x, const QString &y) const
    {
        return x < y ? x + QLatin1Char('\n') + y : y + QLatin1Char('\n') + x;
    }

    void checkNodes()
    {
        QHash<QString, QString> names;
        QHash<QString, QString> addresses;
        for (const Node &node : cluster.nodes) {
            const QString key = node.name.toLower();
            if (names.contains(key))
                add("duplicate-node-name", Severity::Error, node.name,
                    QCoreApplication::translate("railyard::model::CablingRules", "Two nodes are named '%1'.")
                        .arg(node.name),
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "Give every node a unique name (names are compared without case)."));
            names.insert(key, node.name);
            const QString addr = node.managementAddress.toLower();
            if (!addr.isEmpty() && addresses.contains(addr))
                add("duplicate-management-address", Severity::Error, node.name,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Nodes '%1' and '%2' have the same management address %3.")
                        .arg(addresses.value(addr), node.name, node.managementAddress),
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "Each node needs its own management address; check for a copy-paste mistake."));
            addresses.insert(addr, node.name);
        }
    }

    bool checkNodeCount()
    {
        const qsizetype n = cluster.nodes.size();
        const QString cl = QStringLiteral("cluster");
        if (n < 2) {
            add("too-few-nodes", Severity::Error, cl,
                QCoreApplication::translate("railyard::model::CablingRules",
                                            "A cluster needs at least two nodes; %1 given.")
                    .arg(n),
                QCoreApplication::translate("railyard::model::CablingRules", "Add the other node(s)."));
            return false;
        }
        switch (cluster.topology) {
        case Topology::Direct:
            if (n >= 5) {
                add("needs-switch", Severity::Error, cl,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "%1 nodes cannot be cabled directly: a Spark has two ports, "
                                                "so 5 or more nodes need a "
                                                "switch (or a ring).")
                        .arg(n),
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Choose the switch topology, or a ring of up to %1 nodes.")
                        .arg(CablingRules::MaxRingNodes));
                return false;
            }
            if (n != 2) {
                add("direct-node-count", Severity::Error, cl,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "A direct link joins exactly two nodes; %1 given.")
                        .arg(n),
                    n == 3 ? QCoreApplication::translate("railyard::model::CablingRules",
                                                         "For three nodes choose the triangle topology.")
                           : QCoreApplication::translate("railyard::model::CablingRules",
                                                         "For four nodes choose a ring or a switch."));
                return false;
            }
            break;
        case Topology::Triangle:
            if (n >= 5) {
                add("needs-switch", Severity::Error, cl,
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "%1 nodes cannot form a triangle: 5 or more nodes need a switch (or a ring).")
                        .arg(n),
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Choose the switch topology, or a ring of up to %1 nodes.")
                        .arg(CablingRules::MaxRingNodes));
                return false;
            }
            if (n != 3) {
                add("triangle-node-count", Severity::Error, cl,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "A triangle has exactly three nodes; %1 given.")
                        .arg(n),
                    n == 2
                        ? QCoreApplication::translate("railyard::model::CablingRules",
                                                      "For two nodes choose the direct topology.")
                        : QCoreApplication::translate(
                              "railyard::model::CablingRules",
                              "For four nodes choose a ring or a switch: a full mesh of four is impossible "
                              "because it needs three links per node."));
                return false;
            }
            break;
        case Topology::Ring:
            if (n < CablingRules::MinRingNodes) {
                add("ring-too-small", Severity::Error, cl,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "A ring needs at least %1 nodes; %2 given.")
                        .arg(CablingRules::MinRingNodes)
                        .arg(n),
                    n == 3 ? QCoreApplication::translate("railyard::model::CablingRules",
                                                         "For three nodes choose the triangle topology.")
                           : QCoreApplication::translate("railyard::model::CablingRules",
                                                         "For two nodes choose the direct topology."));
                return false;
            }
            if (n > CablingRules::MaxLargeRingNodes) {
                add("ring-too-large", Severity::Error, cl,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "A ring of %1 nodes is beyond the supported %2.")
                        .arg(n)
                        .arg(CablingRules::MaxLargeRingNodes),
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Use a switch for this many nodes."));
                return false;
            }
            if (n > CablingRules::MaxRingNodes && !cluster.options.allowLargeRing) {
                add("ring-too-large", Severity::Error, cl,
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "A ring of %1 nodes has up to %2 hops between nodes and is slower than a switch.")
                        .arg(n)
                        .arg(n / 2),
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "Use a switch, or pass --allow-large-ring if you really want a ring this size."));
                return false;
            }
            break;
        case Topology::Switch:
            if (n > CablingRules::MaxSwitchNodes) {
                add("switch-too-large", Severity::Error, cl,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "%1 nodes do not fit one /24 per rail.")
                        .arg(n),
                    QCoreApplication::translate("railyard::model::CablingRules", "Split the cluster."));
                return false;
            }
            break;
        }
        return true;
    }

    // Rules every topology shares: known nodes, valid ports, one cable per port.
    bool checkCableBasics()
    {
        bool ok = true;
        QHash<QString, int> portUse;
        QHash<QString, int> pairCount;
        for (const Cable &cable : cables) {
            QList<CableEnd> ends{cable.a};
            if (cable.b)
                ends.append(*cable.b);
            for (const CableEnd &end : ends) {
                if (!cluster.node(end.node)) {
                    add("unknown-node", Severity::Error, cable,
                        QCoreApplication::translate("railyard::model::CablingRules",
                                                    "The cable names node '%1', which is not in the cluster.")
                            .arg(end.node),
                        QCoreApplication::translate("railyard::model::CablingRules",
                                                    "Add the node or correct the cable."));
                    ok = false;
                }
                if (!Port::isValidIndex(end.port)) {
                    add("invalid-port", Severity::Error, cable,
                        QCoreApplication::translate("railyard::model::CablingRules",
                                                    "Port %1 does not exist: a Spark has ports 0 and 1.")
                            .arg(end.port),
                        QCoreApplication::translate("railyard::model::CablingRules",
                                                    "Use port 0 (nearer the RJ-45) or port 1."));
                    ok = false;
                }
                const QString key = end.toString();
                if (++portUse[key] == 2) {
                    add("port-in-use", Severity::Error, key,
                        QCoreApplication::translate("railyard::model::CablingRules",
                                                    "Port %1 of %2 has more than one cable.")
                            .arg(end.port)
                            .arg(end.node),
                        QCoreApplication::translate("railyard::model::CablingRules",
                                                    "A QSFP port takes one cable; remove the extra one."));
                    ok = false;
                }
            }
            if (cable.b && cable.a.node == cable.b->node) {
                add("self-loop", Severity::Error, cable,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "The cable connects %1 to itself.")
                        .arg(cable.a.node),
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "Connect it to a neighbour; card health is tested without a cable (loopback RDMA)."));
                ok = false;
            }
            if (cable.b && cable.a.node != cable.b->node) {
                const QString key = pairKey(cable.a.node, cable.b->node);
                if (++pairCount[key] == 2) {
                    add("redundant-cable", Severity::Error, cable,
                        QCoreApplication::translate(
                            "railyard::model::CablingRules",
                            "A second cable between %1 and %2 adds no bandwidth: the node's two PCIe rails "
                            "already cap it at about 200 Gb/s.")
                            .arg(cable.a.node, cable.b->node),
                        QCoreApplication::translate("railyard::model::CablingRules",
                                                    "Remove the second cable."));
                    ok = false;
                }
            }
        }
        checkNeighbours();
        return ok;
    }

    void checkNeighbours()
    {
        QHash<QString, QSet<QString>> neighbours;
        for (const Cable &cable : cables) {
            if (!cable.b || cable.a.node == cable.b->node)
                continue;
            neighbours[cable.a.node].insert(cable.b->node);
            neighbours[cable.b->node].insert(cable.a.node);
        }
        const qsizetype n = cluster.nodes.size();
        bool fullMesh = n == 4;
        for (const Node &node : cluster.nodes) {
            if (neighbours.value(node.name).size() != n - 1)
                fullMesh = false;
        }
        if (fullMesh) {
            add("full-mesh-4", Severity::Error, QStringLiteral("cluster"),
                QCoreApplication::translate(
                    "railyard::model::CablingRules",
                    "A full mesh of four nodes needs three links per node, but a Spark has two ports."),
                QCoreApplication::translate(
                    "railyard::model::CablingRules",
                    "Cable a ring (port 0 to port 1 of the next node) or use a switch."));
        }
        for (const Node &node : cluster.nodes) {
            const qsizetype count = neighbours.value(node.name).size();
            if (count > 2)
                add("too-many-neighbours", Severity::Error, node.name,
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "%1 is cabled to %2 other nodes; a Spark can have at most two neighbours.")
                        .arg(node.name)
                        .arg(count),
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "Remove cables until every node has at most two neighbours."));
        }
    }

    void checkDirect()
    {
        if (cables.isEmpty()) {
            add("missing-cable", Severity::Error, QStringLiteral("cluster"),
                QCoreApplication::translate("railyard::model::CablingRules", "The two nodes are not cabled."),
                QCoreApplication::translate("railyard::model::CablingRules",
                                            "Connect port %1 of %2 to port %1 of %3.")
                    .arg(cluster.options.port)
                    .arg(cluster.nodes[0].name, cluster.nodes[1].name));
            return;
        }
        for (const Cable &cable : cables) {
            if (cable.toSwitch()) {
                add("switch-mixed", Severity::Error, cable,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "A direct pair has no switch."),
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Connect the two nodes to each other."));
                continue;
            }
            if (cable.a.port != cable.b->port)
                add("direct-port-mismatch", Severity::Error, cable,
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "The cable joins port %1 of %2 to port %3 of %4; a direct pair uses the same port "
                        "number on both ends.")
                        .arg(cable.a.port)
                        .arg(cable.a.node)
                        .arg(cable.b->port)
                        .arg(cable.b->node),
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "Move one end so both ends are in port %1 (or both in port %2).")
                        .arg(cable.a.port)
                        .arg(cable.b->port));
        }
    }

    void checkLoop()
    {
        // port 0 of every node goes to port 1 of the next: an oriented cycle.
        QHash<QString, QString> next; // node -> node its port 0 reaches
        QHash<QString, int> port0, port1;
        for (const Cable &cable : cables) {
            if (cable.toSwitch()) {
                add("switch-mixed", Severity::Error, cable,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "A %1 has no switch; never mix direct and switched links.")
                        .arg(topologyName(cluster.topology)),
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "Remove the switch cable, or choose the switch topology for every node."));
                continue;
            }
            const CableEnd &a = cable.a;
            const CableEnd &b = *cable.b;
            if (a.port == b.port) {
                add("loop-port-rule", Severity::Error, cable,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "The cable joins port %1 to port %1; in a %2 port 0 always "
                                                "goes to port 1 of the next "
                                                "node.")
                        .arg(a.port)
                        .arg(topologyName(cluster.topology)),
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Move one end to the other port."));
                continue;
            }
            const CableEnd &from = a.port == 0 ? a : b;
            const CableEnd &to = a.port == 0 ? b : a;
            next.insert(from.node, to.node);
            port0[from.node]++;
            port1[to.node]++;
        }
        // A miswired cable already explains the ports it leaves empty.
        if (problemsSince())
            return;
        bool complete = true;
        for (const Node &node : cluster.nodes) {
            for (int port = 0; port < Port::Count; ++port) {
                const int count = port == 0 ? port0.value(node.name) : port1.value(node.name);
                if (count == 0) {
                    complete = false;
                    add("missing-cable", Severity::Error,
                        node.name + QStringLiteral(":") + QString::number(port),
                        QCoreApplication::translate("railyard::model::CablingRules",
                                                    "Port %1 of %2 has no cable; the %3 is not closed.")
                            .arg(port)
                            .arg(node.name, topologyName(cluster.topology)),
                        port == 0
                            ? QCoreApplication::translate("railyard::model::CablingRules",
                                                          "Connect port 0 of %1 to port 1 of the next node.")
                                  .arg(node.name)
                            : QCoreApplication::translate(
                                  "railyard::model::CablingRules",
                                  "Connect port 1 of %1 to port 0 of the previous node.")
                                  .arg(node.name));
                }
            }
        }
        if (!complete)
            return;
        // Follow the cycle from the first node; it must visit every node once.
        QStringList order{cluster.nodes.first().name};
        QString current = order.first();
        while (true) {
            current = next.value(current);
            if (current.isEmpty() || current == order.first() || order.contains(current))
                break;
            order.append(current);
        }
        if (order.size() != cluster.nodes.size()) {
            add("loop-not-closed", Severity::Error, QStringLiteral("cluster"),
                QCoreApplication::translate("railyard::model::CablingRules",
                                            "The cables form more than one loop (%1 is a loop of its own).")
                    .arg(order.join(QStringLiteral(" → "))),
                QCoreApplication::translate("railyard::model::CablingRules",
                                            "Re-cable as one loop: port 0 of each node to port 1 of the "
                                            "next, the last back to the first."));
            return;
        }
        if (cluster.topology == Topology::Ring && order != cluster.nodeNames()) {
            add("wrong-neighbour-order", Severity::Warning, QStringLiteral("cluster"),
                QCoreApplication::translate("railyard::model::CablingRules",
                                            "The ring is cabled in the order %1, not in the listed order %2.")
                    .arg(order.join(QStringLiteral(" → ")), cluster.nodeNames().join(QStringLiteral(" → "))),
                QCoreApplication::translate(
                    "railyard::model::CablingRules",
                    "List the nodes in cabling order (%1), or re-cable to match the list.")
                    .arg(order.join(QStringLiteral(", "))));
        }
    }

    void checkSwitch()
    {
        QHash<QString, int> perNode;
        for (const Cable &cable : cables) {
            if (!cable.toSwitch()) {
                add("switch-mixed", Severity::Error, cable,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "A direct link between %1 and %2 in a switched cluster.")
                        .arg(cable.a.node, cable.b->node),
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "Never mix direct and switched links: connect every node to the switch only."));
                continue;
            }
            perNode[cable.a.node]++;
            if (cable.a.port != cluster.options.port)
                add("switch-port-mismatch", Severity::Error, cable,
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "%1 uses port %2 to the switch, the others use port %3; every node must use the same "
                        "port number.")
                        .arg(cable.a.node)
                        .arg(cable.a.port)
                        .arg(cluster.options.port),
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Move the cable of %1 to port %2.")
                        .arg(cable.a.node)
                        .arg(cluster.options.port));
        }
        for (const Node &node : cluster.nodes) {
            const int count = perNode.value(node.name);
            if (count == 0)
                add("missing-cable", Severity::Error, node.name,
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "%1 has no cable to the switch.")
                        .arg(node.name),
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Connect port %1 of %2 to a 200G switch port.")
                        .arg(cluster.options.port)
                        .arg(node.name));
            else if (count > 1)
                add("redundant-cable", Severity::Error, node.name,
                    QCoreApplication::translate(
                        "railyard::model::CablingRules",
                        "%1 has %2 cables to the switch; the second adds no bandwidth.")
                        .arg(node.name)
                        .arg(count),
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Keep one cable, on port %1.")
                        .arg(cluster.options.port));
        }
    }

    qsizetype m_mark = 0;
    bool problemsSince() const { return problems.size() > m_mark; }
};

} // namespace

QList<Cable> CablingRules::effectiveCables(const Cluster &cluster)
{
    if (!cluster.cables.isEmpty())
        return cluster.cables;
    return ExpectedCabling::forTopology(cluster.topology, cluster.nodeNames(), cluster.options.port);
}

QList<CablingProblem> CablingRules::check(const Cluster &cluster)
{
    Checker checker{cluster, effectiveCables(cluster), {}};
    checker.checkNodes();
    if (!checker.checkNodeCount())
        return checker.problems;
    if (!Port::isValidIndex(cluster.options.port)) {
        checker.add("invalid-port", Severity::Error, QStringLiteral("cluster"),
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Port %1 does not exist: a Spark has ports 0 and 1.")
                        .arg(cluster.options.port),
                    QCoreApplication::translate("railyard::model::CablingRules",
                                                "Use port 0 (nearer the RJ-45) or port 1."));
        return checker.problems;
    }
    if (!checker.checkCableBasics())
        return checker.problems;
    checker.m_mark = checker.problems.size();
    switch (cluster.topology) {
    case Topology::Direct:
        checker.checkDirect();
        break;
    case Topology::Triangle:
    case Topology::Ring:
        checker.checkLoop();
        break;
    case Topology::Switch:
        checker.checkSwitch();
        break;
    }
    return checker.problems;
}

} // namespace railyard::model
