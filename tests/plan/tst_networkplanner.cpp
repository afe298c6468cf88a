// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cluster.h"
#include "plan/hostfilewriter.h"
#include "plan/ncclenvironment.h"
#include "plan/networkplanner.h"
#include "plan/subnetpool.h"

#include <QSet>
#include <QTest>

using namespace railyard;
using namespace railyard::model;
using namespace railyard::plan;

namespace {

Cluster makeCluster(Topology topology, int n, int port = 0)
{
    Cluster c;
    c.topology = topology;
    c.options.port = port;
    for (int i = 0; i < n; ++i)
        c.nodes.append(Node{QStringLiteral("spark-%1").arg(i + 1), QStringLiteral("10.0.0.%1").arg(i + 1), {}, 22, {}});
    return c;
}

QString envValue(const PlannedNode &node, const QString &key)
{
    for (const auto &[k, v] : node.ncclEnv) {
        if (k == key)
            return v;
    }
    return {};
}

} // namespace

class TstNetworkPlanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTopology_data()
    {
        QTest::addColumn<int>("topology");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("subnets");
        QTest::addColumn<int>("interfacesPerNode");
        QTest::addColumn<int>("mtu");
        QTest::newRow("direct-2") << int(Topology::Direct) << 2 << 2 << 2 << 9000;
        QTest::newRow("triangle-3") << int(Topology::Triangle) << 3 << 6 << 4 << 1500;
        for (int n = 4; n <= 8; ++n)
            QTest::newRow(qPrintable(QStringLiteral("ring-%1").arg(n))) << int(Topology::Ring) << n << 2 * n << 4 << 1500;
        for (int n = 2; n <= 32; n *= 2)
            QTest::newRow(qPrintable(QStringLiteral("switch-%1").arg(n))) << int(Topology::Switch) << n << 2 << 2 << 1500;
        QTest::newRow("switch-3") << int(Topology::Switch) << 3 << 2 << 2 << 1500;
    }
    void everyTopology()
    {
        QFETCH(int, topology);
        QFETCH(int, nodes);
        QFETCH(int, subnets);
        QFETCH(int, interfacesPerNode);
        QFETCH(int, mtu);
        const auto plan = NetworkPlanner::plan(makeCluster(Topology(topology), nodes));
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        QCOMPARE(plan->mtu, mtu);
        QVERIFY(!plan->mtuReason.isEmpty());
        QCOMPARE(plan->subnets.size(), subnets);
        QSet<QString> cidrs;
        for (const PlannedSubnet &s : plan->subnets) {
            QCOMPARE(s.subnet.prefix(), 24);
            cidrs.insert(s.subnet.toString());
        }
        QCOMPARE(cidrs.size(), subnets);

        QSet<quint32> addresses;
        for (const PlannedNode &node : plan->nodes) {
            QCOMPARE(node.interfaces.size(), interfacesPerNode);
            QSet<int> subnetsOfNode;
            for (const PlannedInterface &i : node.interfaces) {
                QVERIFY(plan->subnets.at(i.subnet).subnet.contains(i.address));
                QCOMPARE(plan->subnets.at(i.subnet).rail, i.rail);
                // never both twins (or any two interfaces of a node) in one subnet
                QVERIFY2(!subnetsOfNode.contains(i.subnet), qPrintable(node.name + QLatin1Char(' ') + i.netdev));
                subnetsOfNode.insert(i.subnet);
                QVERIFY(!addresses.contains(i.address));
                addresses.insert(i.address);
            }
            QVERIFY(envValue(node, QStringLiteral("NCCL_IB_HCA")).split(QLatin1Char(',')).size() == interfacesPerNode);
            QVERIFY(!envValue(node, QStringLiteral("NCCL_SOCKET_IFNAME")).isEmpty());
        }
        QCOMPARE(addresses.size(), nodes * interfacesPerNode);

        // The two ends of every cable rail share a subnet and see each other as peers.
        for (const PlannedNode &node : plan->nodes) {
            for (const PlannedInterface &i : node.interfaces) {
                if (i.peer == QLatin1String("switch"))
                    continue;
                const PlannedNode *peer = plan->node(i.peer);
                QVERIFY(peer);
                const bool found = std::any_of(peer->interfaces.begin(), peer->interfaces.end(),
                                               [&](const PlannedInterface &p) { return p.subnet == i.subnet && p.peer == node.name; });
                QVERIFY2(found, qPrintable(node.name + QLatin1Char(' ') + i.netdev));
            }
        }
        QCOMPARE(HostfileWriter::render(*plan).count('\n'), nodes);
    }

    void ringOfFourMatchesTheIssueExample()
    {
        const auto plan = NetworkPlanner::plan(makeCluster(Topology::Ring, 4));
        QVERIFY(plan);
        QCOMPARE(plan->cables.size(), 4);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(plan->cables[i].a, (CableEnd{QStringLiteral("spark-%1").arg(i + 1), 0}));
            QCOMPARE(*plan->cables[i].b, (CableEnd{QStringLiteral("spark-%1").arg((i + 1) % 4 + 1), 1}));
        }
        // port-0 end is .1, port-1 end .2
        const PlannedNode *first = plan->node(QStringLiteral("spark-1"));
        QCOMPARE(first->interfaces[0].addressText(), QStringLiteral("10.231.0.1"));
        QCOMPARE(first->interfaces[2].addressText(), QStringLiteral("10.231.6.2"));
        QVERIFY(!plan->rackTip.isEmpty());
    }

    void directUsesChosenPortAndSharedBootstrap()
    {
        const auto plan = NetworkPlanner::plan(makeCluster(Topology::Direct, 2, 1));
        QVERIFY(plan);
        const PlannedNode &a = plan->nodes[0];
        QCOMPARE(a.interfaces[0].netdev, QStringLiteral("enp1s0f1np1"));
        QCOMPARE(a.interfaces[1].netdev, QStringLiteral("enP2p1s0f1np1"));
        QCOMPARE(envValue(a, QStringLiteral("NCCL_IB_HCA")), QStringLiteral("rocep1s0f1,roceP2p1s0f1"));
        QCOMPARE(envValue(a, QStringLiteral("NCCL_SOCKET_IFNAME")), QStringLiteral("enp1s0f1np1"));
        QVERIFY(envValue(a, QStringLiteral("NCCL_IB_GID_INDEX")).isEmpty());
    }

    void switchSetsGidIndex()
    {
        const auto plan = NetworkPlanner::plan(makeCluster(Topology::Switch, 4));
        QVERIFY(plan);
        QCOMPARE(envValue(plan->nodes[3], QStringLiteral("NCCL_IB_GID_INDEX")), QStringLiteral("3"));
        QCOMPARE(plan->nodes[3].interfaces[0].addressText(), QStringLiteral("10.231.0.4"));
        QCOMPARE(plan->nodes[3].interfaces[1].addressText(), QStringLiteral("10.231.1.4"));
    }

    void mtuOverride()
    {
        Cluster c = makeCluster(Topology::Ring, 4);
        c.options.mtu = 9000;
        auto plan = NetworkPlanner::plan(c);
        QVERIFY(plan);
        QCOMPARE(plan->mtu, 9000);
        c.options.mtu = 100;
        plan = NetworkPlanner::plan(c);
        QVERIFY(!plan);
        QVERIFY(plan.error().message.contains(QStringLiteral("MTU 100")));
    }

    void avoidance()
    {
        Cluster c = makeCluster(Topology::Ring, 4);
        c.options.avoid = {QStringLiteral("10.231.0.0/23"), QStringLiteral("10.231.4.7/32")};
        const auto plan = NetworkPlanner::plan(c);
        QVERIFY(plan);
        for (const PlannedSubnet &s : plan->subnets) {
            for (const QString &a : c.options.avoid)
                QVERIFY2(!s.subnet.overlaps(*model::Ipv4Subnet::parse(a, true)), qPrintable(s.subnet.toString()));
        }
        QCOMPARE(plan->subnets.first().subnet.toString(), QStringLiteral("10.231.2.0/24"));
    }

    void poolExhaustion_data()
    {
        QTest::addColumn<QString>("pool");
        QTest::addColumn<QStringList>("avoid");
        QTest::addColumn<int>("ringNodes");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("pool-too-small") << "10.9.0.0/22" << QStringList{} << 4 << "has 4 free /24 subnets but the plan needs 8";
        QTest::newRow("avoid-eats-pool") << "10.9.0.0/21" << QStringList{"10.9.0.0/22"} << 4 << "4 overlap";
        QTest::newRow("pool-smaller-than-24") << "10.9.0.0/25" << QStringList{} << 4 << "smaller than one /24";
        QTest::newRow("default-pool-avoided") << "" << QStringList{"10.0.0.0/8"} << 4 << "10.231.0.0/19";
    }
    void poolExhaustion()
    {
        QFETCH(QString, pool);
        QFETCH(QStringList, avoid);
        QFETCH(int, ringNodes);
        QFETCH(QString, mentions);
        Cluster c = makeCluster(Topology::Ring, ringNodes);
        c.options.subnetPool = pool;
        c.options.avoid = avoid;
        const auto plan = NetworkPlanner::plan(c);
        QVERIFY(!plan);
        QVERIFY2(plan.error().message.contains(mentions), qPrintable(plan.error().message));
    }

    void defaultPoolFitsSixteenRing()
    {
        Cluster c = makeCluster(Topology::Ring, 16);
        c.options.allowLargeRing = true;
        const auto plan = NetworkPlanner::plan(c);
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
        QCOMPARE(plan->subnets.size(), 32);
        c.options.allowLargeRing = false;
        QVERIFY(!NetworkPlanner::plan(c));
    }

    void cablingErrorStopsThePlan()
    {
        Cluster c = makeCluster(Topology::Triangle, 4);
        const auto plan = NetworkPlanner::plan(c);
        QVERIFY(!plan);
        QVERIFY(plan.error().message.contains(QStringLiteral("full mesh of four")));
    }
};

QTEST_GUILESS_MAIN(TstNetworkPlanner)
#include "tst_networkplanner.moc"
