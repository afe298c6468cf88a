// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cablingrules.h"
#include "model/cluster.h"
#include "model/expectedcabling.h"

#include <QTest>

using namespace railyard::model;

namespace {

// "a:0-b:1,c:0-switch": cables; node names are a, b, c, ...
Cluster makeCluster(Topology topology, int nodes, const QString &cables, int port = 0)
{
    Cluster c;
    c.topology = topology;
    c.options.port = port;
    for (int i = 0; i < nodes; ++i)
        c.nodes.append(Node{QString(QChar('a' + i)), QStringLiteral("10.0.0.%1").arg(i + 1), {}, 22, {}});
    for (const QString &spec : cables.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList ends = spec.split(QLatin1Char('-'));
        const QStringList a = ends[0].split(QLatin1Char(':'));
        Cable cable{{a[0], a[1].toInt()}, std::nullopt};
        if (ends[1] != QLatin1String("switch")) {
            const QStringList b = ends[1].split(QLatin1Char(':'));
            cable.b = CableEnd{b[0], b[1].toInt()};
        }
        c.cables.append(cable);
    }
    return c;
}

QStringList ids(const QList<CablingProblem> &problems)
{
    QStringList out;
    for (const auto &p : problems)
        out << p.id;
    return out;
}

} // namespace

class TstCablingRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void violations_data()
    {
        QTest::addColumn<int>("topology");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("cables");
        QTest::addColumn<QStringList>("expected");
        const int D = int(Topology::Direct), T = int(Topology::Triangle), R = int(Topology::Ring),
                  S = int(Topology::Switch);
        QTest::newRow("direct-healthy-port0") << D << 2 << "a:0-b:0" << QStringList{};
        QTest::newRow("direct-healthy-port1") << D << 2 << "a:1-b:1" << QStringList{};
        QTest::newRow("direct-crossed-ports") << D << 2 << "a:0-b:1" << QStringList{"direct-port-mismatch"};
        QTest::newRow("direct-second-cable") << D << 2 << "a:0-b:0,a:1-b:1" << QStringList{"redundant-cable"};
        QTest::newRow("direct-three-nodes") << D << 3 << "" << QStringList{"direct-node-count"};
        QTest::newRow("direct-five-nodes") << D << 5 << "" << QStringList{"needs-switch"};
        QTest::newRow("direct-one-node") << D << 1 << "" << QStringList{"too-few-nodes"};
        QTest::newRow("direct-to-switch") << D << 2 << "a:0-switch,b:0-switch" << QStringList{"switch-mixed", "switch-mixed"};
        QTest::newRow("triangle-healthy") << T << 3 << "a:0-b:1,b:0-c:1,c:0-a:1" << QStringList{};
        QTest::newRow("triangle-four-nodes") << T << 4 << "" << QStringList{"triangle-node-count"};
        QTest::newRow("triangle-two-nodes") << T << 2 << "" << QStringList{"triangle-node-count"};
        QTest::newRow("triangle-port0-to-port0") << T << 3 << "a:0-b:0,b:1-c:1,c:0-a:1"
                                                 << QStringList{"loop-port-rule", "loop-port-rule"};
        QTest::newRow("triangle-missing-cable") << T << 3 << "a:0-b:1,b:0-c:1" << QStringList{"missing-cable", "missing-cable"};
        QTest::newRow("ring4-healthy") << R << 4 << "a:0-b:1,b:0-c:1,c:0-d:1,d:0-a:1" << QStringList{};
        QTest::newRow("ring4-cable-written-backwards") << R << 4 << "b:1-a:0,b:0-c:1,c:0-d:1,d:0-a:1" << QStringList{};
        QTest::newRow("ring4-missing-cable") << R << 4 << "a:0-b:1,b:0-c:1,c:0-d:1"
                                             << QStringList{"missing-cable", "missing-cable"};
        QTest::newRow("ring4-wrong-order") << R << 4 << "a:0-c:1,c:0-b:1,b:0-d:1,d:0-a:1"
                                           << QStringList{"wrong-neighbour-order"};
        QTest::newRow("ring4-two-loops") << R << 4 << "a:0-b:1,b:0-a:1,c:0-d:1,d:0-c:1"
                                         << QStringList{"redundant-cable", "redundant-cable"};
        QTest::newRow("ring4-full-mesh") << R << 4 << "a:0-b:1,b:0-c:1,c:0-d:1,d:0-a:1,a:1-c:0,b:1-d:0"
                                         << QStringList{"port-in-use", "port-in-use", "port-in-use", "port-in-use",
                                                        "full-mesh-4", "too-many-neighbours", "too-many-neighbours",
                                                        "too-many-neighbours", "too-many-neighbours"};
        QTest::newRow("ring6-two-triangles") << R << 6 << "a:0-b:1,b:0-c:1,c:0-a:1,d:0-e:1,e:0-f:1,f:0-d:1"
                                             << QStringList{"loop-not-closed"};
        QTest::newRow("ring-three-nodes") << R << 3 << "" << QStringList{"ring-too-small"};
        QTest::newRow("ring-nine-nodes") << R << 9 << "" << QStringList{"ring-too-large"};
        QTest::newRow("ring-mixed-switch") << R << 4 << "a:0-b:1,b:0-c:1,c:0-d:1,d:0-switch"
                                           << QStringList{"switch-mixed"};
        QTest::newRow("switch-healthy") << S << 4 << "a:0-switch,b:0-switch,c:0-switch,d:0-switch" << QStringList{};
        QTest::newRow("switch-port-mismatch") << S << 4 << "a:0-switch,b:1-switch,c:0-switch,d:0-switch"
                                              << QStringList{"switch-port-mismatch"};
        QTest::newRow("switch-direct-link-mixed") << S << 3 << "a:0-switch,b:0-switch,c:0-switch,a:1-b:1"
                                                  << QStringList{"switch-mixed"};
        QTest::newRow("switch-missing-node") << S << 3 << "a:0-switch,b:0-switch" << QStringList{"missing-cable"};
        QTest::newRow("switch-two-cables") << S << 2 << "a:0-switch,a:1-switch,b:0-switch"
                                           << QStringList{"switch-port-mismatch", "redundant-cable"};
        QTest::newRow("unknown-node") << D << 2 << "a:0-z:0" << QStringList{"unknown-node"};
        QTest::newRow("port-2") << D << 2 << "a:2-b:2" << QStringList{"invalid-port", "invalid-port"};
        QTest::newRow("self-loop") << D << 2 << "a:0-a:1" << QStringList{"self-loop"};
    }
    void violations()
    {
        QFETCH(int, topology);
        QFETCH(int, nodes);
        QFETCH(QString, cables);
        QFETCH(QStringList, expected);
        const Cluster cluster = makeCluster(Topology(topology), nodes, cables);
        const auto problems = CablingRules::check(cluster);
        QCOMPARE(ids(problems), expected);
        for (const auto &p : problems) {
            QVERIFY2(!p.explanation.isEmpty() && !p.fix.isEmpty(), qPrintable(p.id));
            QVERIFY2(!p.object.isEmpty(), qPrintable(p.id));
        }
    }

    void duplicateNodes()
    {
        Cluster c = makeCluster(Topology::Direct, 2, QString());
        c.nodes[1].name = QStringLiteral("A"); // names compare without case
        c.nodes[1].managementAddress = c.nodes[0].managementAddress;
        const QStringList found = ids(CablingRules::check(c));
        QVERIFY(found.contains(QStringLiteral("duplicate-node-name")));
        QVERIFY(found.contains(QStringLiteral("duplicate-management-address")));
    }

    void expectedCablingIsClean_data()
    {
        QTest::addColumn<int>("topology");
        QTest::addColumn<int>("nodes");
        QTest::newRow("direct-2") << int(Topology::Direct) << 2;
        QTest::newRow("triangle-3") << int(Topology::Triangle) << 3;
        for (int n = 4; n <= 8; ++n)
            QTest::newRow(qPrintable(QStringLiteral("ring-%1").arg(n))) << int(Topology::Ring) << n;
        for (int n : {2, 3, 4, 8, 16, 32})
            QTest::newRow(qPrintable(QStringLiteral("switch-%1").arg(n))) << int(Topology::Switch) << n;
    }
    void expectedCablingIsClean()
    {
        QFETCH(int, topology);
        QFETCH(int, nodes);
        const Cluster c = makeCluster(Topology(topology), nodes, QString());
        QVERIFY(c.cables.isEmpty());
        QCOMPARE(ids(CablingRules::check(c)), QStringList{});
        const auto cables = ExpectedCabling::forTopology(c.topology, c.nodeNames(), 0);
        QCOMPARE(cables.size(), topology == int(Topology::Direct) ? 1 : nodes);
    }

    void rackTip()
    {
        const QStringList stack{"s1", "s2", "s3", "s4"};
        QCOMPARE(ExpectedCabling::rackOrder(Topology::Ring, stack), (QStringList{"s1", "s2", "s4", "s3"}));
        QVERIFY(ExpectedCabling::rackTip(Topology::Ring, stack).contains(QStringLiteral("s1 → s2 → s4 → s3 → s1")));
        QVERIFY(ExpectedCabling::rackTip(Topology::Switch, stack).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstCablingRules)
#include "tst_cablingrules.moc"
