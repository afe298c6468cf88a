// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/diagnosisengine.h"
#include "facts/clusterfacts.h"
#include "inventory/inventorycollector.h"
#include "remote/localtransport.h"
#include "report/reportitem.h"
#include "shimtransport.h"
#include "sim/simcluster.h"
#include "sim/simnode.h"

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>
#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

namespace {

int runIp(const QStringList &args, QByteArray *err = nullptr)
{
    QProcess p;
    p.start(QStringLiteral("ip"), args);
    if (!p.waitForFinished(10000))
        p.kill();
    p.waitForFinished();
    if (err)
        *err = p.readAllStandardError();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

void collectPrograms(const railyard::report::ReportItem &item, QStringList *programs)
{
    if (item.command())
        *programs << item.command()->program + QLatin1Char(' ') +
                         item.command()->arguments.join(QLatin1Char(' '));
    for (const auto &c : item.children())
        collectPrograms(*c, programs);
}

} // namespace

using namespace railyard;
using inventory::InventoryCollector;
using inventory::NodeInventory;

class TstInventoryCollector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void healthyPairHasEveryField()
    {
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, this);
        QVERIFY(backend);
        remote::CommandRunner *runner = testing::shimRunner(backend.value(), this);
        InventoryCollector collector(runner);
        QSignalSpy nodes(&collector, &InventoryCollector::nodeFinished);
        QSignalSpy done(&collector, &InventoryCollector::finished);
        collector.start(backend->model);
        QVERIFY(collector.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
        QCOMPARE(nodes.count(), 2);
        QCOMPARE(collector.results().size(), 2);

        const NodeInventory &a = collector.results().first();
        for (const inventory::InventoryIssue &i : a.issues)
            qWarning() << i.message;
        QVERIFY(a.complete());
        QCOMPARE(a.node, QStringLiteral("spark-1"));
        QCOMPARE(a.hostname, QStringLiteral("spark-1"));
        QCOMPARE(a.osName, QStringLiteral("Ubuntu 24.04.3 LTS"));
        QCOMPARE(a.dgxRelease, QStringLiteral("NVIDIA DGX Spark 7.2.3"));
        QCOMPARE(a.kernel, QStringLiteral("6.17.0-1008-nvidia"));
        QCOMPARE(a.managementInterface, QStringLiteral("enP7s7"));
        QVERIFY(a.managementReason.contains(QStringLiteral("10.255.0.11")));
        QVERIFY(!a.isTouchable(QStringLiteral("enP7s7")));
        QVERIFY(a.isTouchable(QStringLiteral("enp1s0f0np0")));

        const inventory::NetdevInventory &p0r1 = a.rail(model::Rail(0, 1));
        QVERIFY(p0r1.present);
        QCOMPARE(p0r1.netdev, QStringLiteral("enp1s0f0np0"));
        QCOMPARE(p0r1.rdmaDevice, QStringLiteral("rocep1s0f0"));
        QCOMPARE(p0r1.rdmaUp, std::optional<bool>(true));
        QCOMPARE(p0r1.mac, QStringLiteral("30:c5:99:3e:01:13"));
        QCOMPARE(p0r1.operstate, QStringLiteral("UP"));
        QCOMPARE(p0r1.carrier, std::optional<bool>(true));
        QCOMPARE(p0r1.speedMbps, std::optional<qint64>(200000));
        QCOMPARE(p0r1.mtu, std::optional<int>(9000));
        QCOMPARE(p0r1.ipv4, QStringList{QStringLiteral("10.231.0.1/24")});
        QVERIFY(p0r1.ipv6.first().startsWith(QStringLiteral("fe80::")));
        QCOMPARE(p0r1.driver, QStringLiteral("mlx5_core"));
        QCOMPARE(p0r1.firmware, QStringLiteral("28.45.4028"));
        QCOMPARE(p0r1.busInfo, QStringLiteral("0000:01:00.0"));
        QVERIFY(p0r1.pcieSta);
        QCOMPARE(p0r1.pcieSta->speedGts, std::optional<double>(32));
        QCOMPARE(p0r1.pcieSta->width, std::optional<int>(4));

        const inventory::NetdevInventory &p0r2 = a.rail(model::Rail(0, 2));
        QCOMPARE(p0r2.netdev, QStringLiteral("enP2p1s0f0np0"));
        QCOMPARE(p0r2.rdmaDevice, QStringLiteral("roceP2p1s0f0"));
        QCOMPARE(p0r2.busInfo, QStringLiteral("0002:01:00.0"));
        QCOMPARE(p0r2.ipv4, QStringList{QStringLiteral("10.231.1.1/24")});

        // Port 1 has no cable in a direct pair on port 0.
        const inventory::NetdevInventory &p1r1 = a.rail(model::Rail(1, 1));
        QVERIFY(p1r1.present);
        QCOMPARE(p1r1.carrier, std::optional<bool>(false));
        QCOMPARE(p1r1.rdmaUp, std::optional<bool>(false));
        QVERIFY(!p1r1.speedMbps);

        QVERIFY(a.ports[0].module);
        QCOMPARE(a.ports[0].module->vendorName, std::optional<QString>(QStringLiteral("Amphenol")));
        QCOMPARE(a.ports[0].module->vendorSn, std::optional<QString>(QStringLiteral("APF24110001000")));
        QVERIFY(!a.ports[1].module);

        QVERIFY(!a.routes.isEmpty());
        QVERIFY(std::any_of(a.routes.cbegin(), a.routes.cend(), [](const probe::IpRoute &r) {
            return r.dst == QLatin1String("10.231.0.0/24") && r.dev == QStringLiteral("enp1s0f0np0");
        }));
        QCOMPARE(a.gpuName, QStringLiteral("NVIDIA GB10"));
        QCOMPARE(a.gpuDriver, QStringLiteral("580.95.05"));
        QCOMPARE(a.cudaVersion, QStringLiteral("13.0"));
        QCOMPARE(a.tools.value(QStringLiteral("ib_write_bw")), true);
        QCOMPARE(a.tools.value(QStringLiteral("all_reduce_perf")), true);
        QCOMPARE(a.tools.value(QStringLiteral("mpirun")), true);
        QCOMPARE(a.tools.value(QStringLiteral("netplan")), true);
        QCOMPARE(a.tools.value(QStringLiteral("lldpctl")), false);
        QCOMPARE(a.passwordlessSudo, std::optional<bool>(true));

        const NodeInventory &b = collector.results().last();
        QCOMPARE(b.hostname, QStringLiteral("spark-2"));
        QCOMPARE(b.rail(model::Rail(0, 1)).mac, QStringLiteral("30:c5:99:3e:02:13"));
        QCOMPARE(b.rail(model::Rail(0, 1)).ipv4, QStringList{QStringLiteral("10.231.0.2/24")});

        const QJsonObject json = a.toJson();
        QCOMPARE(json.value("management_interface").toObject().value("untouchable").toBool(), true);
        QCOMPARE(json.value("netdevs").toArray().size(), 4);
        QCOMPARE(json.value("netdevs").toArray().at(0).toObject().value("speed_mbps").toInt(), 200000);
        QVERIFY(a.toText().contains(QStringLiteral("enp1s0f0np0")));
    }

    // The port's phy counters, its FEC mode and the kernel log are read
    // with the rest, and the rules judge them as doctor judges a bundle's:
    // CRC errors on a cabled port are an error wherever they are found
    // (before, neither the GUI nor the live CLI ran ethtool -S at all).
    void phyCountersFecAndKernelLogReachTheRules()
    {
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, this);
        QVERIFY(backend);
        backend->cluster->node(QStringLiteral("spark-2"))->phy(0).crcErrors = 386;
        remote::CommandRunner *runner = testing::shimRunner(backend.value(), this);
        InventoryCollector collector(runner);
        QSignalSpy done(&collector, &InventoryCollector::finished);
        collector.start(backend->model);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
        const NodeInventory &b = collector.results().last();
        QCOMPARE(b.node, QStringLiteral("spark-2"));
        for (const inventory::InventoryIssue &i : b.issues)
            qWarning() << i.field << i.message;
        QVERIFY(b.complete());
        // The cabled port only: the empty one has nothing to count.
        QCOMPARE(b.readings.ethtoolStats.keys(), QStringList{QStringLiteral("enp1s0f0np0")});
        QCOMPARE(b.readings.ethtoolStats.value(QStringLiteral("enp1s0f0np0")).size(), 1);
        QCOMPARE(b.readings.fec.keys(), QStringList{QStringLiteral("enp1s0f0np0")});
        QVERIFY(b.readings.dmesg);

        facts::ClusterFacts facts;
        facts.judgeAgainst(backend->model);
        for (const NodeInventory &inv : collector.results())
            facts.addInventory(inv);
        QStringList found;
        for (const diag::Finding &f : facts.findings())
            found << f.id + QLatin1Char(' ') + f.object.toString();
        QVERIFY2(found.contains(QStringLiteral("crc-errors spark-2 port 0 rail 1 (enp1s0f0np0)")),
                 qPrintable(found.join(QLatin1Char('\n'))));
        QVERIFY2(found.filter(QStringLiteral("spark-1")).filter(QStringLiteral("crc")).isEmpty(),
                 qPrintable(found.join(QLatin1Char('\n'))));
    }

    void failingNode_data()
    {
        QTest::addColumn<QString>("failing"); // program that is not found on spark-2; empty: unreachable
        QTest::addColumn<QString>("field");   // the issue expected
        QTest::addColumn<bool>("reachable");
        QTest::newRow("ethtool-not-found")
            << QStringLiteral("ethtool") << QStringLiteral("ethtool -i enp1s0f0np0") << true;
        QTest::newRow("nvidia-smi-not-found")
            << QStringLiteral("nvidia-smi") << QStringLiteral("nvidia-smi") << true;
        QTest::newRow("ip-not-found") << QStringLiteral("ip") << QStringLiteral("ip addr") << true;
        QTest::newRow("unreachable") << QString() << QStringLiteral("hostname") << false;
    }

    void failingNode()
    {
        QFETCH(QString, failing);
        QFETCH(QString, field);
        QFETCH(bool, reachable);
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, this);
        QVERIFY(backend);
        remote::CommandRunner *runner = testing::shimRunner(backend.value(), this);
        auto *shim = static_cast<testing::ShimTransport *>(runner->transport(QStringLiteral("spark-2")));
        if (failing.isEmpty())
            shim->unreachable = true;
        else
            shim->failing.insert(failing);
        InventoryCollector collector(runner);
        QSignalSpy done(&collector, &InventoryCollector::finished);
        collector.start(backend->model);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);

        const NodeInventory &ok = collector.results().at(0);
        QVERIFY(ok.complete());
        QCOMPARE(ok.hostname, QStringLiteral("spark-1"));

        const NodeInventory &bad = collector.results().at(1);
        QVERIFY(!bad.complete());
        QCOMPARE(bad.reachable, reachable);
        const auto it = std::find_if(bad.issues.cbegin(), bad.issues.cend(),
                                     [&](const inventory::InventoryIssue &i) { return i.field == field; });
        QVERIFY2(it != bad.issues.cend(), qPrintable(field));
        QVERIFY(it->message.startsWith(QStringLiteral("spark-2: ")));
        if (reachable) {
            QVERIFY(it->message.contains(QStringLiteral("command not found")));
            QCOMPARE(bad.hostname, QStringLiteral("spark-2"));
        } else {
            QCOMPARE(bad.issues.size(), 1); // one clear error, not one per command
            QVERIFY(it->message.contains(QStringLiteral("connection refused")));
        }
        // The transport's message names the node too; the issue says it once.
        QCOMPARE(it->message.count(QStringLiteral("spark-2")), 1);
    }

    // Neither rdma (iproute2) nor ibdev2netdev: ibstat gives each rail's RDMA
    // state by device name, linked only when Active and LinkUp.
    void ibstatWhenNoOtherRdmaTool()
    {
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, this);
        QVERIFY(backend);
        remote::CommandRunner *runner = testing::shimRunner(backend.value(), this);
        auto *shim = static_cast<testing::ShimTransport *>(runner->transport(QStringLiteral("spark-2")));
        shim->failing.insert(QStringLiteral("rdma"));
        shim->failing.insert(QStringLiteral("ibdev2netdev"));
        InventoryCollector collector(runner);
        QSignalSpy done(&collector, &InventoryCollector::finished);
        collector.start(backend->model);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
        const NodeInventory &two = collector.results().at(1);
        for (const inventory::InventoryIssue &i : two.issues)
            QVERIFY2(i.field != QLatin1String("rdma devices"), qPrintable(i.message));
        const NodeInventory &one = collector.results().at(0);
        for (const inventory::NetdevInventory &n : two.netdevs) {
            // The same state as spark-1's, which rdma link gave.
            const inventory::NetdevInventory *peer = one.netdev(n.netdev);
            QVERIFY(peer);
            QVERIFY2(n.rdmaUp.has_value(), qPrintable(n.netdev));
            QCOMPARE(n.rdmaUp, peer->rdmaUp);
            QCOMPARE(n.rdmaDevice, peer->rdmaDevice);
        }
        QCOMPARE(two.netdev(QStringLiteral("enp1s0f0np0"))->rdmaUp, std::optional<bool>(true));
        QCOMPARE(two.netdev(QStringLiteral("enp1s0f1np1"))->rdmaUp, std::optional<bool>(false));
    }

    // What an apply reads: addresses, routes and the management link; no
    // hardware details, no root reads.
    void networkScopeReadsOnlyTheLinks()
    {
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, this);
        QVERIFY(backend);
        remote::CommandRunner *runner = testing::shimRunner(backend.value(), this);
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("inventory"));
        InventoryCollector collector(runner);
        collector.setScope(InventoryCollector::Scope::Network);
        QSignalSpy done(&collector, &InventoryCollector::finished);
        collector.start(backend->model, &root);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
        QStringList programs;
        collectPrograms(root, &programs);
        programs.sort();
        QCOMPARE(programs,
                 (QStringList{QStringLiteral("hostname "), QStringLiteral("hostname "),
                              QStringLiteral("ip -j addr show"), QStringLiteral("ip -j addr show"),
                              QStringLiteral("ip -j route show"), QStringLiteral("ip -j route show")}));
        const NodeInventory &a = collector.results().first();
        QVERIFY(a.reachable);
        QVERIFY2(a.issues.isEmpty(), qPrintable(a.issues.isEmpty() ? QString() : a.issues.first().message));
        QCOMPARE(a.managementInterface, QStringLiteral("enP7s7"));
        QVERIFY(a.rail(model::Rail(0, 1)).present);
        QVERIFY(!a.rail(model::Rail(0, 1)).speedMbps); // ethtool did not run
        QVERIFY(a.gpuName.isEmpty());
    }

    void plainSimulatorFinishes()
    {
        // The bare simulator lacks some programs; the inventory still finishes with issues naming them.
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-ring4"), 1.0, this);
        QVERIFY(backend);
        InventoryCollector collector(backend->runner);
        QSignalSpy done(&collector, &InventoryCollector::finished);
        collector.start(backend->model);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
        QCOMPARE(collector.results().size(), 4);
        for (const NodeInventory &inv : collector.results()) {
            QVERIFY(inv.reachable);
            QCOMPARE(inv.hostname, inv.node);
            QCOMPARE(inv.rail(model::Rail(0, 1)).speedMbps, std::optional<qint64>(200000));
        }
    }

    void localNodeReadsNetlinkNotCommands()
    {
        if (::geteuid() != 0)
            QSKIP(
                "the local-backend inventory test needs root (it moves the test thread into a fresh network "
                "namespace with veth pairs): run ctest as root");
        // The main thread joins a private namespace; the programs the local
        // transport starts inherit it, so nothing touches the host's links.
        const int home = ::open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
        QVERIFY(home >= 0);
        if (::unshare(CLONE_NEWNET) != 0) {
            ::close(home);
            QSKIP("this kernel or container does not allow network namespaces");
        }
        auto back = qScopeGuard([home] {
            QVERIFY(::setns(home, CLONE_NEWNET) == 0);
            ::close(home);
        });
        const QList<QStringList> setup = {
            {"link", "set", "lo", "up"},
            {"link", "add", "enp1s0f0np0", "type", "veth", "peer", "name", "enP2p1s0f0np0"},
            {"link", "set", "enp1s0f0np0", "mtu", "9000", "address", "02:00:00:00:01:0a"},
            {"addr", "add", "10.231.0.1/24", "dev", "enp1s0f0np0"},
            {"link", "set", "enp1s0f0np0", "up"},
            {"link", "set", "enP2p1s0f0np0", "up"},
        };
        for (const QStringList &args : setup) {
            QByteArray err;
            QVERIFY2(runIp(args, &err) == 0,
                     qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + QString::fromUtf8(err)));
        }

        remote::CommandRunner runner;
        runner.setTransport(QStringLiteral("here"),
                            new remote::LocalTransport(QStringLiteral("here"), &runner));
        model::Cluster cluster;
        cluster.nodes.append(
            model::Node{QStringLiteral("here"), QStringLiteral("127.0.0.1"), QString(), 22, QString()});
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("inventory"));
        InventoryCollector collector(&runner);
        QSignalSpy done(&collector, &InventoryCollector::finished);
        collector.start(cluster, &root);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);

        const NodeInventory inv = collector.results().first();
        const inventory::NetdevInventory *rail1 = inv.netdev(QStringLiteral("enp1s0f0np0"));
        QVERIFY(rail1);
        QVERIFY(rail1->present);
        QCOMPARE(rail1->mtu, 9000);
        QCOMPARE(rail1->mac, QStringLiteral("02:00:00:00:01:0a"));
        QVERIFY(rail1->adminUp);
        QVERIFY2(rail1->ipv4.contains(QStringLiteral("10.231.0.1/24")), qPrintable(rail1->ipv4.join(u',')));
        QVERIFY(inv.netdev(QStringLiteral("enP2p1s0f0np0"))->present);
        QVERIFY(!inv.netdev(QStringLiteral("enp1s0f1np1"))->present);
        const bool routed = std::any_of(inv.routes.cbegin(), inv.routes.cend(), [](const probe::IpRoute &r) {
            return r.dst == QLatin1String("10.231.0.0/24") && r.dev == QStringLiteral("enp1s0f0np0");
        });
        QVERIFY(routed);
        // No ConnectX here (a veth has no RDMA function): the kernel lists
        // no device, and that is a fact about the node, not a failed read.
        const bool rdmaIssue =
            std::any_of(inv.issues.cbegin(), inv.issues.cend(), [](const inventory::InventoryIssue &i) {
                return i.field == QLatin1String("rdma devices");
            });
        QVERIFY(!rdmaIssue);
        if (QDir(QStringLiteral("/sys/class/infiniband")).isEmpty())
            QVERIFY2(inv.rdmaAbsent.startsWith(QLatin1String("no RDMA device")), qPrintable(inv.rdmaAbsent));
        diag::Observations observations;
        inv.addTo(observations);
        QCOMPARE(observations.nodes.first().rdmaAbsent, inv.rdmaAbsent);

        QStringList programs;
        collectPrograms(root, &programs);
        QVERIFY2(programs.contains(QStringLiteral("netlink addresses")), qPrintable(programs.join(u'|')));
        QVERIFY2(programs.contains(QStringLiteral("netlink routes")), qPrintable(programs.join(u'|')));
        for (const QString &p : programs)
            QVERIFY2(!p.startsWith(QLatin1String("ip ")) && !p.startsWith(QLatin1String("rdma ")),
                     qPrintable(p));
    }

    void noTransportIsAnError()
    {
        remote::CommandRunner runner;
        model::Cluster cluster;
        cluster.nodes.append(
            model::Node{QStringLiteral("ghost"), QStringLiteral("10.0.0.9"), QString(), 22, QString()});
        InventoryCollector collector(&runner);
        QSignalSpy done(&collector, &InventoryCollector::finished);
        collector.start(cluster);
        QTRY_COMPARE(done.count(), 1);
        QVERIFY(!collector.results().first().reachable);
        QCOMPARE(collector.results().first().issues.size(), 1);
        QVERIFY(collector.results().first().issues.first().message.contains(QStringLiteral("ghost")));
    }
};

QTEST_GUILESS_MAIN(TstInventoryCollector)
#include "tst_inventorycollector.moc"
