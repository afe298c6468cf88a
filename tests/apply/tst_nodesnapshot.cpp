// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/nodesnapshot.h"

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
};

QTEST_GUILESS_MAIN(TestNodeSnapshot)
#include "tst_nodesnapshot.moc"
