// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/expectedcabling.h"
#include "sim/scenariocatalog.h"
#include "sim/scenariofile.h"
#include "sim/simcluster.h"

#include <QDir>
#include <QTemporaryFile>
#include <QTest>

using namespace railyard;
using namespace railyard::sim;

class TestScenarioCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyScenarioBuilds_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("topology");
        QTest::addColumn<int>("cables");
        const int D = int(model::Topology::Direct), T = int(model::Topology::Triangle),
                  R = int(model::Topology::Ring), S = int(model::Topology::Switch);
        QTest::newRow("healthy-pair") << "healthy-pair" << 2 << D << 1;
        QTest::newRow("healthy-triangle") << "healthy-triangle" << 3 << T << 3;
        QTest::newRow("healthy-ring4") << "healthy-ring4" << 4 << R << 4;
        QTest::newRow("healthy-switch8") << "healthy-switch8" << 8 << S << 8;
        QTest::newRow("crossed-pair") << "crossed-pair" << 2 << D << 1;
        QTest::newRow("one-rail-pair") << "one-rail-pair" << 2 << D << 1;
        QTest::newRow("missing-cable-ring4") << "missing-cable-ring4" << 4 << R << 3;
        QTest::newRow("wrong-order-ring4") << "wrong-order-ring4" << 4 << R << 4;
        QTest::newRow("throttled-pair") << "throttled-pair" << 2 << D << 1;
        QTest::newRow("hot-lane-pair") << "hot-lane-pair" << 2 << D << 1;
        QTest::newRow("placeholder-eeprom-pair") << "placeholder-eeprom-pair" << 2 << D << 1;
        QTest::newRow("breakout-pair") << "breakout-pair" << 2 << D << 1;
        QTest::newRow("mtu-mismatch-pair") << "mtu-mismatch-pair" << 2 << D << 1;
        QTest::newRow("pcie-x2-pair") << "pcie-x2-pair" << 2 << D << 1;
        QTest::newRow("route-conflict-pair") << "route-conflict-pair" << 2 << D << 1;
        QTest::newRow("nccl-one-hca-pair") << "nccl-one-hca-pair" << 2 << D << 1;
        QTest::newRow("nccl-socket-pair") << "nccl-socket-pair" << 2 << D << 1;
        QTest::newRow("no-offload-switch4") << "no-offload-switch4" << 4 << S << 4;
        QTest::newRow("pfc-stall-switch4") << "pfc-stall-switch4" << 4 << S << 4;
        QTest::newRow("demo-ring4") << "demo-ring4" << 4 << R << 4;
        QTest::newRow("healthy-switch2") << "healthy-switch2" << 2 << S << 2;
        QTest::newRow("admin-down-pair") << "admin-down-pair" << 2 << D << 1;
        QTest::newRow("bare-pair") << "bare-pair" << 2 << D << 1;
        QTest::newRow("lldp-pair") << "lldp-pair" << 2 << D << 1;
        QTest::newRow("foreign-cable-pair") << "foreign-cable-pair" << 2 << D << 2;
        QTest::newRow("tools-missing-pair") << "tools-missing-pair" << 2 << D << 1;
        QTest::newRow("sudo-password-pair") << "sudo-password-pair" << 2 << D << 1;
        QTest::newRow("nvidia-helper-pair") << "nvidia-helper-pair" << 2 << D << 1;
        QTest::newRow("nvidia-helper-triangle") << "nvidia-helper-triangle" << 3 << T << 3;
        QTest::newRow("nvidia-helper-switch4") << "nvidia-helper-switch4" << 4 << S << 4;
        QTest::newRow("link-local-pair") << "link-local-pair" << 2 << D << 1;
        QTest::newRow("twin-subnet-pair") << "twin-subnet-pair" << 2 << D << 1;
        QTest::newRow("double-cable-pair") << "double-cable-pair" << 2 << D << 2;
    }

    void everyScenarioBuilds()
    {
        QFETCH(QString, name);
        QFETCH(int, nodes);
        QFETCH(int, topology);
        QFETCH(int, cables);
        QVERIFY(ScenarioCatalog::names().contains(name));
        const Result<Scenario> s = ScenarioCatalog::byName(name);
        QVERIFY(s);
        QCOMPARE(s->name, name);
        QVERIFY(!s->description.isEmpty());
        QCOMPARE(s->nodes.size(), nodes);
        QCOMPARE(int(s->topology), topology);
        QCOMPARE(s->cables.size(), cables);
        const model::Cluster cluster = s->intendedCluster();
        QCOMPARE(cluster.nodes.size(), nodes);
        QCOMPARE(int(cluster.topology), topology);
        SimCluster c(s.value());
        QCOMPARE(c.nodeNames(), s->nodes);
    }

    void catalogIsComplete()
    {
        QCOMPARE(ScenarioCatalog::names().size(), 33);
        QCOMPARE(ScenarioCatalog::defaultDemo(), QStringLiteral("demo-ring4"));
        QVERIFY(ScenarioCatalog::names().contains(ScenarioCatalog::defaultDemo()));
        const Result<Scenario> bad = ScenarioCatalog::byName(QStringLiteral("no-such"));
        QVERIFY(!bad);
        QVERIFY(bad.error().message.contains(QLatin1String("healthy-pair")));
    }

    void faultyWiringDiffersFromPlan()
    {
        const Scenario crossed = ScenarioCatalog::byName(QStringLiteral("crossed-pair")).value();
        QCOMPARE(crossed.intendedCables()[0].b->port, 0);
        QCOMPARE(crossed.cables[0].cable.b->port, 1);
        const Scenario wrong = ScenarioCatalog::byName(QStringLiteral("wrong-order-ring4")).value();
        QCOMPARE(wrong.cables[0].cable.b->node, QStringLiteral("spark-3"));
        QCOMPARE(wrong.intendedCables()[0].b->node, QStringLiteral("spark-2"));
        const Scenario missing = ScenarioCatalog::byName(QStringLiteral("missing-cable-ring4")).value();
        for (const SimCable &c : missing.cables)
            QVERIFY(
                !(c.cable.a.node == QLatin1String("spark-3") && c.cable.b->node == QLatin1String("spark-4")));
        const Scenario healthy = ScenarioCatalog::byName(QStringLiteral("healthy-ring4")).value();
        for (qsizetype i = 0; i < healthy.cables.size(); ++i)
            QCOMPARE(healthy.cables[i].cable, healthy.intendedCables()[i]);
    }

    void yamlScenario()
    {
        const QString yaml = QStringLiteral("name: lab\n"
                                            "topology: ring\n"
                                            "nodes: [a, b, c, d]\n"
                                            "cables:\n"
                                            "  - {a: a:0, b: b:1}\n"
                                            "  - {a: b:0, b: c:1, family: qsfp56}\n"
                                            "  - {a: c:0, b: d:1, hot_lane: 0}\n"
                                            "faults:\n"
                                            "  b: {throttled: true, pcie: {rail: 2, gen: 3}}\n"
                                            "  d: {mtu: 9000, nccl_socket: true}\n");
        const Result<Scenario> s = ScenarioFile::parse(yaml, QStringLiteral("lab.yaml"));
        QVERIFY2(s, qPrintable(s ? QString() : s.error().toString()));
        QCOMPARE(s->name, QStringLiteral("lab"));
        QCOMPARE(s->nodes, QStringList({"a", "b", "c", "d"}));
        QCOMPARE(s->cables.size(), 3);
        QCOMPARE(s->cables[1].module.family, CableFamily::Qsfp56);
        QCOMPARE(s->cables[2].faults.hotLane.value_or(-1), 0);
        QVERIFY(s->nodeFaults(QStringLiteral("b")).throttled);
        QCOMPARE(s->nodeFaults(QStringLiteral("b")).pcie.value(2).gen, 3);
        QCOMPARE(s->clusterMtu(QStringLiteral("d")), 9000);
        QCOMPARE(s->clusterMtu(QStringLiteral("a")), 1500);
        QCOMPARE(s->intendedCables().size(), 4); // the plan still wants the full ring
    }

    void yamlBaseAndFile()
    {
        QTemporaryFile f(QDir::tempPath() + QStringLiteral("/scenario-XXXXXX.yaml"));
        QVERIFY(f.open());
        f.write("base: healthy-pair\nfaults:\n  spark-1: {throttled: true}\n");
        f.close();
        const Result<Scenario> s = ScenarioCatalog::load(f.fileName());
        QVERIFY2(s, qPrintable(s ? QString() : s.error().toString()));
        QVERIFY(s->nodeFaults(QStringLiteral("spark-1")).throttled);
        QCOMPARE(s->cables.size(), 1);
    }

    void yamlErrors_data()
    {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<int>("line");
        QTest::newRow("unknown base") << "base: nope\n" << 1;
        QTest::newRow("bad cable end")
            << "topology: direct\nnodes: 2\ncables:\n  - {a: spark-1:7, b: spark-2:0}\n"
            << 4;
        QTest::newRow("unknown node in faults")
            << "base: healthy-pair\nfaults:\n  spark-9: {throttled: true}\n"
            << 3;
        QTest::newRow("not yaml") << "topology: [direct\n" << 2;
        QTest::newRow("missing topology") << "nodes: 2\n" << 1;
    }

    void yamlErrors()
    {
        QFETCH(QString, yaml);
        QFETCH(int, line);
        const Result<Scenario> s = ScenarioFile::parse(yaml, QStringLiteral("x.yaml"));
        QVERIFY(!s);
        QCOMPARE(s.error().object, QStringLiteral("x.yaml"));
        QCOMPARE(s.error().line, line);
    }
};

QTEST_GUILESS_MAIN(TestScenarioCatalog)
#include "tst_scenariocatalog.moc"
