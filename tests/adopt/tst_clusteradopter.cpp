// SPDX-License-Identifier: GPL-3.0-or-later
#include "adopt/clusteradopter.h"
#include "model/projectfile.h"
#include "sim/scenariocatalog.h"
#include "sim/simbackendfactory.h"

#include <QSignalSpy>
#include <QTest>

using namespace railyard;
using adopt::AdoptionResult;
using adopt::ClusterAdopter;

namespace {

QStringList ids(const AdoptionResult &r)
{
    QStringList out;
    for (const diag::Finding &f : r.findings)
        out << f.id;
    out.removeDuplicates();
    out.sort();
    return out;
}

} // namespace

class TstClusterAdopter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Each scenario through the in-process simulator, the nodes given
    // without a topology: what adopt concludes from what it reads.
    void scenarios_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QStringList>("order");
        QTest::addColumn<bool>("explicitCables");
        QTest::addColumn<QString>("origin"); // every node's
        QTest::addColumn<QStringList>("findings");
        const QStringList two{"spark-1", "spark-2"};
        const QStringList three{"spark-1", "spark-2", "spark-3"};
        const QStringList four{"spark-1", "spark-2", "spark-3", "spark-4"};
        QTest::newRow("healthy-pair") << "healthy-pair"
                                      << "direct" << two << false << "runtime-only" << QStringList{};
        QTest::newRow("healthy-ring4") << "healthy-ring4"
                                       << "ring" << four << false << "runtime-only" << QStringList{};
        QTest::newRow("wrong-order-ring4: the ring as cabled")
            << "wrong-order-ring4"
            << "ring" << QStringList{"spark-1", "spark-3", "spark-2", "spark-4"} << false << "runtime-only"
            << QStringList{};
        QTest::newRow("healthy-switch8")
            << "healthy-switch8"
            << "switch" << QStringList{"spark-1", "spark-2", "spark-3", "spark-4",
                                       "spark-5", "spark-6", "spark-7", "spark-8"}
            << false << "runtime-only" << QStringList{};
        QTest::newRow("crossed-pair") << "crossed-pair"
                                      << "direct" << two << true << "runtime-only"
                                      << QStringList{"cabling-direct-port-mismatch", "mtu-mismatch"};
        QTest::newRow("missing-cable-ring4")
            << "missing-cable-ring4"
            << "ring" << four << true << "runtime-only" << QStringList{"cabling-missing-cable"};
        QTest::newRow("nvidia-helper-pair")
            << "nvidia-helper-pair"
            << "direct" << two << false << "nvidia-helper"
            << QStringList{"arp-flux", "foreign-netplan", "twins-same-subnet"};
        QTest::newRow("nvidia-helper-triangle")
            << "nvidia-helper-triangle"
            << "triangle" << three << false << "nvidia-helper"
            << QStringList{"arp-flux", "foreign-netplan", "twins-same-subnet"};
        QTest::newRow("nvidia-helper-switch4")
            << "nvidia-helper-switch4"
            << "switch" << four << false << "nvidia-helper"
            << QStringList{"arp-flux", "foreign-netplan", "twins-same-subnet"};
        QTest::newRow("link-local-pair")
            << "link-local-pair"
            << "direct" << two << false << "nvidia-playbook-link-local"
            << QStringList{"arp-flux", "foreign-netplan", "link-local-only", "twins-same-subnet"};
        QTest::newRow("twin-subnet-pair")
            << "twin-subnet-pair"
            << "direct" << two << false << "hand-written"
            << QStringList{"arp-flux", "foreign-netplan", "netplan-mtu-missing", "twins-same-subnet"};
        QTest::newRow("double-cable-pair")
            << "double-cable-pair"
            << "direct" << two << true << "runtime-only" << QStringList{"cabling-redundant-cable"};
        QTest::newRow("bare-pair") << "bare-pair"
                                   << "direct" << two << false << "unconfigured" << QStringList{};
    }

    void scenarios()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, topology);
        QFETCH(QStringList, order);
        QFETCH(bool, explicitCables);
        QFETCH(QString, origin);
        QFETCH(QStringList, findings);
        auto backend = sim::SimBackendFactory::create(scenario, 1.0, this);
        QVERIFY(backend);
        // Only the nodes: adopt must not learn the topology from the caller.
        model::Cluster nodes;
        nodes.nodes = backend->model.nodes;
        nodes.topology = model::Topology::Switch;

        ClusterAdopter adopter(backend->runner);
        QSignalSpy done(&adopter, &ClusterAdopter::finished);
        QSignalSpy progress(&adopter, &ClusterAdopter::progress);
        adopter.start(nodes);
        QVERIFY(adopter.isRunning());
        QVERIFY(done.wait(30000));
        QVERIFY(!adopter.isRunning());
        QVERIFY(progress.size() >= 2);
        const auto r = done.first().first().value<AdoptionResult>();

        QCOMPARE(model::topologyName(r.cluster.topology), topology);
        QCOMPARE(r.cluster.nodeNames(), order);
        QCOMPARE(!r.cluster.cables.isEmpty(), explicitCables);
        QCOMPARE(r.layouts.size(), order.size());
        for (const adopt::NodeLayout &l : r.layouts)
            QCOMPARE(adopt::NodeLayout::originId(l.origin), origin);
        QCOMPARE(ids(r), findings);
        QVERIFY(r.unreachable.isEmpty());

        // The project file describes the cluster as found, and loads back unchanged.
        const QByteArray yaml = r.projectYaml();
        QVERIFY(yaml.startsWith("# "));
        const Result<model::Cluster> loaded = model::ProjectFile::parse(yaml);
        QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
        QCOMPARE(loaded.value(), r.cluster);
    }

    // The evidence for ARP flux is the neighbour table: the peer's rail-2
    // address answered by its rail-1 MAC.
    void arpFluxCarriesNeighbourEvidence()
    {
        auto backend = sim::SimBackendFactory::create(QStringLiteral("twin-subnet-pair"), 1.0, this);
        QVERIFY(backend);
        ClusterAdopter adopter(backend->runner);
        QSignalSpy done(&adopter, &ClusterAdopter::finished);
        adopter.start(backend->model);
        QVERIFY(done.wait(30000));
        const auto r = done.first().first().value<AdoptionResult>();
        bool seen = false;
        for (const diag::Finding &f : r.findings) {
            if (f.id != QLatin1String("arp-flux"))
                continue;
            seen = true;
            QVERIFY(f.evidence.first().source.endsWith(QLatin1String("ip -j neigh")));
            QVERIFY(f.evidence.first().key.startsWith(QLatin1String("10.10.0.")));
        }
        QVERIFY(seen);
    }

    // A node that cannot be reached is named, and the rest is still adopted.
    void unreachableNodeIsNamed()
    {
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, this);
        QVERIFY(backend);
        model::Cluster nodes = backend->model;
        nodes.nodes.append(
            model::Node{QStringLiteral("ghost"), QStringLiteral("10.255.0.99"), QString(), 22, {}});
        ClusterAdopter adopter(backend->runner);
        QSignalSpy done(&adopter, &ClusterAdopter::finished);
        adopter.start(nodes);
        QVERIFY(done.wait(30000));
        const auto r = done.first().first().value<AdoptionResult>();
        QCOMPARE(r.unreachable, QStringList{QStringLiteral("ghost")});
        QCOMPARE(r.unreachableWhy.size(), 1);
        QVERIFY2(r.toText().contains(QStringLiteral("ghost: not reachable: ") + r.unreachableWhy.first()),
                 qPrintable(r.toText()));
        QVERIFY(r.hasErrors());
        QCOMPARE(r.layouts.size(), 2);
        QVERIFY(r.toText().contains(QLatin1String("ghost")));
    }
};

QTEST_GUILESS_MAIN(TstClusterAdopter)
#include "tst_clusteradopter.moc"
