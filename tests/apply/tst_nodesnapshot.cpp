// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/nodesnapshot.h"

#include <QMap>
#include <QTest>

using namespace railyard::apply;

class TestNodeSnapshot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void read_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("yaml");
        QTest::addColumn<QStringList>("defined");
        QTest::addColumn<QStringList>("mentioned");
        QTest::newRow("management")
            << QByteArray("network:\n  version: 2\n  ethernets:\n    enP7s7:\n      dhcp4: true\n") << true
            << QStringList{QStringLiteral("enP7s7")} << QStringList{};
        QTest::newRow("mixed-flow") << QByteArray("network:\n  ethernets:\n    enP7s7: {dhcp4: true}\n"
                                                  "    enp1s0f0np0: {dhcp4: true}\n")
                                    << true
                                    << QStringList{QStringLiteral("enP7s7"), QStringLiteral("enp1s0f0np0")}
                                    << QStringList{QStringLiteral("enp1s0f0np0")};
        QTest::newRow("bond-of-cluster-links")
            << QByteArray("network:\n  bonds:\n    bond0:\n      interfaces: [enp1s0f1np1, enP2p1s0f1np1]\n")
            << true << QStringList{QStringLiteral("bond0")}
            << QStringList{QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")};
        QTest::newRow("comment-only") << QByteArray("# enp1s0f0np0 was here\nnetwork: {version: 2}\n") << true
                                      << QStringList{} << QStringList{QStringLiteral("enp1s0f0np0")};
        QTest::newRow("not-yaml") << QByteArray("network:\n  ethernets:\n    enp1s0f0np0: {\n") << false
                                  << QStringList{} << QStringList{QStringLiteral("enp1s0f0np0")};
        // Found by fuzz_netplanreader's invariants (tests/fuzz/regressions/netplanreader).
        QTest::newRow("escaped-cluster-key")
            << QByteArray("network:\n  ethernets:\n    \"enp1s0f0np\\x30\": {dhcp4: true}\n") << true
            << QStringList{QStringLiteral("enp1s0f0np0")} << QStringList{QStringLiteral("enp1s0f0np0")};
        QTest::newRow("empty-key") << QByteArray("network:\n  ethernets:\n    \"\": {dhcp4: true}\n"
                                                 "    enp1s0f0np0: {}\n")
                                   << true << QStringList{QStringLiteral("enp1s0f0np0")}
                                   << QStringList{QStringLiteral("enp1s0f0np0")};
    }
    void read()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, yaml);
        QFETCH(QStringList, defined);
        QFETCH(QStringList, mentioned);
        const std::optional<QStringList> d = NodeSnapshot::definedInterfaces(content);
        QCOMPARE(d.has_value(), yaml);
        if (d)
            QCOMPARE(*d, defined);
        QCOMPARE(NodeSnapshot::mentionedClusterNetdevs(content), mentioned);
    }

    // A file that selects cluster netdevs by match: (name glob, MAC,
    // driver) or renames with set-name: defines them as netplan resolves
    // it, so the planner backs it up and sets it aside (issue #15, item 6).
    void selectors_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("defined");
        QTest::newRow("name glob")
            << QByteArray(
                   "network:\n  ethernets:\n    cx7:\n      match: {name: \"enp1s0f*\"}\n      mtu: 9000\n")
            << QStringList{QStringLiteral("enp1s0f0np0"), QStringLiteral("enp1s0f1np1")};
        QTest::newRow("mac and set-name")
            << QByteArray("network:\n  ethernets:\n    rail2:\n      match:\n        macaddress: "
                          "\"30:C5:99:3F:4A:13\"\n"
                          "      set-name: enP2p1s0f0np0\n      addresses: [192.168.7.1/24]\n")
            << QStringList{QStringLiteral("enP2p1s0f0np0")};
        QTest::newRow("mac only")
            << QByteArray(
                   "network:\n  ethernets:\n    r1:\n      match: {macaddress: \"30:c5:99:3f:4a:10\"}\n")
            << QStringList{QStringLiteral("enp1s0f0np0")};
        QTest::newRow("driver") << QByteArray("network:\n  ethernets:\n    all-cx7:\n      match: {driver: "
                                              "mlx5_core}\n      dhcp4: false\n")
                                << NodeSnapshot::clusterNetdevs();
        QTest::newRow("name glob and driver must both hold")
            << QByteArray(
                   "network:\n  ethernets:\n    x:\n      match: {name: \"enP2*\", driver: mlx5_core}\n")
            << QStringList{QStringLiteral("enP2p1s0f0np0"), QStringLiteral("enP2p1s0f1np1")};
        QTest::newRow("glob selecting the management port only")
            << QByteArray(
                   "network:\n  ethernets:\n    lan:\n      match: {name: \"enP7*\"}\n      dhcp4: true\n")
            << QStringList{QStringLiteral("lan")};
        QTest::newRow("unknown mac")
            << QByteArray(
                   "network:\n  ethernets:\n    u:\n      match: {macaddress: \"aa:bb:cc:dd:ee:ff\"}\n")
            << QStringList{QStringLiteral("u")};
    }
    void selectors()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, defined);
        railyard::inventory::NodeInventory inv;
        const QMap<QString, QString> macs{
            {QStringLiteral("enp1s0f0np0"), QStringLiteral("30:c5:99:3f:4a:10")},
            {QStringLiteral("enp1s0f1np1"), QStringLiteral("30:c5:99:3f:4a:11")},
            {QStringLiteral("enP2p1s0f0np0"), QStringLiteral("30:c5:99:3f:4a:13")},
            {QStringLiteral("enP2p1s0f1np1"), QStringLiteral("30:c5:99:3f:4a:14")}};
        QCOMPARE(inv.netdevs.size(), 4);
        for (railyard::inventory::NetdevInventory &n : inv.netdevs) {
            n.present = true;
            n.driver = QStringLiteral("mlx5_core");
            n.mac = macs.value(n.netdev);
        }
        QCOMPARE(inv.netdev(QStringLiteral("enP2p1s0f0np0"))->mac, QStringLiteral("30:c5:99:3f:4a:13"));
        const std::optional<QStringList> d = NodeSnapshot::definedInterfaces(content, &inv);
        QVERIFY(d);
        QCOMPARE(*d, defined);
        for (const QString &n : defined) {
            if (NodeSnapshot::clusterNetdevs().contains(n))
                QVERIFY(NodeSnapshot::mentionedClusterNetdevs(content, &inv).contains(n));
        }
    }
};

QTEST_GUILESS_MAIN(TestNodeSnapshot)
#include "tst_nodesnapshot.moc"
