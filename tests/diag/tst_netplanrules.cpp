// SPDX-License-Identifier: GPL-3.0-or-later
// foreign-netplan: a netplan file Railyard did not write that configures a
// rail, recognised as netplan resolves ids (also `match:` by name glob and
// MAC), with its likely author; and the bundle layout that carries the files.
#include "diag/bundleloader.h"
#include "diag/diagnosisengine.h"
#include "diag/netplanrules.h"
#include "diag/observations.h"
#include "probe/iplinkparser.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard;
using namespace railyard::diag;

namespace {

// As NVIDIA's spark_cluster_setup helper leaves a direct pair (both rails of
// port 0 in one /24); the same bytes the simulator's nvidia-helper-pair has.
const QByteArray kHelper = "network:\n  version: 2\n  ethernets:\n    enp1s0f0np0:\n      dhcp4: no\n"
                           "      dhcp6: no\n      mtu: 9000\n      addresses: [192.168.0.1/24]\n"
                           "    enP2p1s0f0np0:\n      dhcp4: no\n      dhcp6: no\n      mtu: 9000\n"
                           "      addresses: [192.168.0.2/24]\n";

QByteArray dataFile(const QString &name)
{
    QFile f(QStringLiteral(RAILYARD_TEST_DATA "/netplan/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing test file)");
}

} // namespace

class TestNetplanRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rule_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("withMacs");
        QTest::addColumn<QString>("configures"); // empty: no finding
        QTest::addColumn<QString>("author");

        QTest::newRow("NVIDIA helper's 40-cx7.yaml")
            << "40-cx7.yaml" << kHelper << false << "enp1s0f0np0, enP2p1s0f0np0"
            << "NVIDIA's cluster setup helper";
        QTest::newRow("Railyard's own file") << "40-railyard.yaml" << kHelper << false << ""
                                             << "";
        QTest::newRow("NetworkManager's file for one rail (match: name)")
            << "90-NM-0b6f0d1e-1c2d-4e3f-a0b1-c2d3e4f5a6b7.yaml"
            << QByteArray(
                   "network:\n  version: 2\n  ethernets:\n    NM-0b6f0d1e-1c2d-4e3f-a0b1-c2d3e4f5a6b7:\n"
                   "      renderer: NetworkManager\n      match:\n        name: \"enp1s0f1np1\"\n"
                   "      addresses:\n      - \"192.168.100.10/24\"\n")
            << false << "enp1s0f1np1"
            << "NetworkManager";
        QTest::newRow("a glob over all rails of port 1")
            << "60-hand.yaml"
            << QByteArray("network:\n  version: 2\n  ethernets:\n"
                          "    cx7:\n      match:\n        name: "
                          "\"enP2p1s0f1*\"\n      mtu: 9000\n")
            << false << "enP2p1s0f1np1"
            << "a person or another tool";
        QTest::newRow("match by MAC, MACs known")
            << "70-mac.yaml"
            << QByteArray(
                   "network:\n  version: 2\n  ethernets:\n    rail:\n      match:\n        macaddress: "
                   "\"30:C5:99:3E:01:13\"\n      mtu: 9000\n")
            << true << "enp1s0f0np0"
            << "a person or another tool";
        QTest::newRow("match by MAC, MACs unknown")
            << "70-mac.yaml"
            << QByteArray(
                   "network:\n  version: 2\n  ethernets:\n    rail:\n      match:\n        macaddress: "
                   "\"30:c5:99:3e:01:13\"\n      mtu: 9000\n")
            << false << ""
            << "";
        QTest::newRow("DGX OS's renderer file")
            << "01-network-manager-all.yaml"
            << QByteArray("network:\n  version: 2\n  renderer: NetworkManager\n") << false << ""
            << "";
        QTest::newRow("NetworkManager's Wi-Fi with secrets")
            << "90-NM-5b1c3f1e-9a57-4a36-8a56-0c2d2f7e9b11.yaml"
            << dataFile(QStringLiteral("90-NM-5b1c3f1e-9a57-4a36-8a56-0c2d2f7e9b11.yaml")) << false << ""
            << "";
        QTest::newRow("not YAML") << "50-broken.yaml" << QByteArray("network: [\n  : :\n") << false << ""
                                  << "";
    }

    void rule()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(bool, withMacs);
        QFETCH(QString, configures);
        QFETCH(QString, author);
        NodeObservations n;
        n.node = QStringLiteral("spark-1");
        n.netplanFiles.insert(file, content);
        if (withMacs) {
            const auto links = probe::IpLinkParser::parse(QStringLiteral(
                R"([{"ifindex":3,"ifname":"enp1s0f0np0","flags":["BROADCAST","MULTICAST","UP","LOWER_UP"],)"
                R"("mtu":9000,"operstate":"UP","link_type":"ether","address":"30:c5:99:3e:01:13"}])"));
            QVERIFY(links);
            n.ipLinks = *links;
        }
        Observations o;
        o.nodes << n;
        const QList<Finding> found = NetplanRules::evaluate(o);
        if (configures.isEmpty()) {
            QVERIFY2(found.isEmpty(), found.isEmpty() ? "" : qPrintable(found.first().explanation));
            return;
        }
        QCOMPARE(found.size(), 1);
        const Finding &f = found.first();
        QCOMPARE(f.id, QStringLiteral("foreign-netplan"));
        QCOMPARE(f.object.node, QStringLiteral("spark-1"));
        QCOMPARE(f.evidence.first().source, QStringLiteral("spark-1: /etc/netplan/") + file);
        QCOMPARE(f.evidence.first().value, configures);
        QVERIFY2(f.explanation.contains(author), qPrintable(f.explanation));
        // The engine runs it as one of its rules.
        const QList<Finding> all = DiagnosisEngine::evaluate(o);
        QVERIFY(std::any_of(all.cbegin(), all.cend(),
                            [](const Finding &x) { return x.id == QLatin1String("foreign-netplan"); }));
    }

    // netplan-mtu-missing: a foreign file that sets no MTU for rails running
    // below what the topology is meant to run.
    void mtuMissing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("running");
        QTest::addColumn<int>("topology");
        QTest::addColumn<bool>("fires");
        const QByteArray noMtu = "network:\n  version: 2\n  ethernets:\n    enp1s0f0np0:\n"
                                 "      addresses: [10.10.0.1/24]\n";
        const int direct = int(model::Topology::Direct), ring = int(model::Topology::Ring);
        QTest::newRow("no mtu, 1500, direct pair (9000)") << noMtu << 1500 << direct << true;
        QTest::newRow("mtu set, 1500, direct pair") << kHelper << 1500 << direct << false;
        QTest::newRow("no mtu, 9000 anyway (set by hand)") << noMtu << 9000 << direct << false;
        QTest::newRow("no mtu, 1500, ring (1500)") << noMtu << 1500 << ring << false;
    }

    void mtuMissing()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, running);
        QFETCH(int, topology);
        QFETCH(bool, fires);
        NodeObservations n;
        n.node = QStringLiteral("spark-1");
        n.netplanFiles.insert(QStringLiteral("50-cluster.yaml"), content);
        const auto links = probe::IpLinkParser::parse(
            QStringLiteral(R"([{"ifindex":3,"ifname":"enp1s0f0np0","flags":["UP","LOWER_UP"],"mtu":%1,)"
                           R"("operstate":"UP","link_type":"ether","address":"30:c5:99:3e:01:13"}])")
                .arg(running));
        QVERIFY(links);
        n.ipLinks = *links;
        Observations o;
        o.nodes << n;
        model::Cluster c;
        c.topology = model::Topology(topology);
        o.cluster = c;
        const QList<Finding> found = NetplanRules::evaluate(o);
        const auto it = std::find_if(found.cbegin(), found.cend(), [](const Finding &f) {
            return f.id == QLatin1String("netplan-mtu-missing");
        });
        QCOMPARE(it != found.cend(), fires);
        if (!fires)
            return;
        QVERIFY2(it->explanation.contains(QStringLiteral("enp1s0f0np0")) &&
                     it->explanation.contains(QStringLiteral("1500")) &&
                     it->explanation.contains(QStringLiteral("9000")),
                 qPrintable(it->explanation));
        QCOMPARE(it->evidence.first().value, QStringLiteral("not set"));
        // Without a cluster the recommendation is unknown: no finding.
        o.cluster.reset();
        const QList<Finding> without = NetplanRules::evaluate(o);
        QVERIFY(std::none_of(without.cbegin(), without.cend(),
                             [](const Finding &f) { return f.id == QLatin1String("netplan-mtu-missing"); }));
    }

    // A bundle carries /etc/netplan/NAME.yaml as netplan-NAME.yaml; the
    // loader hands it to the rules unchanged.
    void bundleLayout()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("spark-1"))));
        QFile f(dir.filePath(QStringLiteral("spark-1/netplan-40-cx7.yaml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kHelper);
        f.close();
        QVERIFY(BundleLoader::isKnownFile(QStringLiteral("netplan-40-cx7.yaml")));
        QVERIFY(!BundleLoader::isKnownFile(QStringLiteral("netplan-.yaml")));
        QVERIFY(!BundleLoader::isKnownFile(QStringLiteral("netplan-40-cx7.txt")));
        const Result<Observations> o = BundleLoader::load(dir.path());
        QVERIFY(o);
        QCOMPARE(o->nodes.size(), 1);
        QCOMPARE(o->nodes.first().netplanFiles.value(QStringLiteral("40-cx7.yaml")), kHelper);
        QVERIFY(o->inputFindings.isEmpty());
        const QList<Finding> found = NetplanRules::evaluate(*o);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().evidence.first().value, QStringLiteral("enp1s0f0np0, enP2p1s0f0np0"));
    }
};

QTEST_GUILESS_MAIN(TestNetplanRules)
#include "tst_netplanrules.moc"
