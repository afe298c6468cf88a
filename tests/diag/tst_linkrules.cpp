// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/linkrules.h"
#include "diag/observations.h"
#include "diagtestsupport.h"

#include <QFile>
#include <QtTest>

using namespace railyard;
using namespace railyard::diag;

using namespace railyard::diag::testsupport;

namespace {

NodeObservations node(const QString &ibdev2netdev)
{
    NodeObservations n;
    n.node = QStringLiteral("spark-1");
    n.rdmaLinks = ok(probe::Ibdev2netdevParser::parse(ibdev2netdev));
    return n;
}

EthtoolSample stats(const QString &text)
{
    return {ok(probe::EthtoolStatsParser::parse(text)), std::nullopt};
}

} // namespace

class TestLinkRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
    void downRailReasonIsEvidence();
};

void TestLinkRules::rules_data()
{
    QTest::addColumn<Observations>("observations");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QString>("objectText");

    // Real: ibdev2netdev-1 (first host): port 0 both rails Up.
    const QString healthy = sample(QStringLiteral("ibdev2netdev-1.txt")).section(QLatin1Char('\n'), 0, 4);
    QTest::newRow("both rails up (ibdev2netdev-1): no port-one-rail-up")
        << single(node(healthy)) << "port-one-rail-up" << false << QString();
    // Synthetic: rail 2 of port 0 Down.
    const QString oneRail = QStringLiteral("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)\n"
                                           "roceP2p1s0f0 port 1 ==> enP2p1s0f0np0 (Down)\n"
                                           "rocep1s0f1 port 1 ==> enp1s0f1np1 (Down)\n"
                                           "roceP2p1s0f1 port 1 ==> enP2p1s0f1np1 (Down)\n");
    QTest::newRow("synthetic: only rail 1 of port 0 up")
        << single(node(oneRail)) << "port-one-rail-up" << true << "spark-1 port 0";

    // Real: ethtool_iface-2 first reading 100000Mb/s on enp1s0f1np1; ibdev2netdev-2 says port 1 Up.
    {
        NodeObservations n = node(sample(QStringLiteral("ibdev2netdev-2.txt")));
        const auto link =
            ok(probe::EthtoolLinkParser::parse(sample(QStringLiteral("ethtool_iface-2-speed-grep.txt"))));
        QVERIFY(!link.interfaces.isEmpty());
        QCOMPARE(*link.interfaces.first().speedMbps, 100000);
        n.ethtoolLink.insert(QStringLiteral("enp1s0f1np1"), link.interfaces.first());
        QTest::newRow("ethtool_iface-2 first reading: 100000Mb/s")
            << single(n) << "rail-speed-low" << true << "spark-1 port 1 rail 1 (enp1s0f1np1)";
        n.ethtoolLink.insert(QStringLiteral("enp1s0f1np1"), *link.last(QStringLiteral("enp1s0f1np1")));
        QTest::newRow("ethtool_iface-2 after pinning: 200000Mb/s")
            << single(n) << "rail-speed-low" << false << QString();
    }
    // Real: ethtool_iface-1, 200000Mb/s, link detected.
    {
        NodeObservations n;
        n.node = QStringLiteral("spark-1");
        const auto link = ok(probe::EthtoolLinkParser::parse(sample(QStringLiteral("ethtool_iface-1.txt"))));
        n.ethtoolLink.insert(QStringLiteral("enp1s0f0np0"), link.interfaces.last());
        QTest::newRow("ethtool_iface-1: 200000Mb/s") << single(n) << "rail-speed-low" << false << QString();
    }
    // Synthetic: two ethtool -S samples.
    {
        NodeObservations n;
        n.node = QStringLiteral("spark-1");
        n.ethtoolStats.insert(QStringLiteral("enP2p1s0f0np0"),
                              {stats(QStringLiteral("     link_down_events_phy: 0\n")),
                               stats(QStringLiteral("     link_down_events_phy: 3\n"))});
        QTest::newRow("synthetic: link_down_events_phy 0 -> 3")
            << single(n) << "link-flap" << true << "spark-1 port 0 rail 2 (enP2p1s0f0np0)";
        n.ethtoolStats.insert(QStringLiteral("enP2p1s0f0np0"),
                              {stats(QStringLiteral("     link_down_events_phy: 2\n")),
                               stats(QStringLiteral("     link_down_events_phy: 2\n"))});
        QTest::newRow("synthetic: link_down_events_phy steady at 2")
            << single(n) << "link-flap" << false << QString();
    }
    // Real module EEPROMs.
    {
        NodeObservations n;
        n.node = QStringLiteral("spark-1");
        n.modules.insert(QStringLiteral("enp1s0f1np1"),
                         ok(probe::EthtoolModuleParser::parse(
                             sample(QStringLiteral("ethtool_m-5-sff8636-cisco-breakout-wrapped.txt")))));
        QTest::newRow("ethtool_m-5: QSFP-4SFP25G-CU2 breakout")
            << single(n) << "spark-side-breakout" << true << "spark-1 port 1";
        n.modules.insert(QStringLiteral("enp1s0f1np1"),
                         ok(probe::EthtoolModuleParser::parse(
                             sample(QStringLiteral("ethtool_m-2-sff8636-mellanox-dac.txt")))));
        QTest::newRow("ethtool_m-2: MCP1600-E001 straight DAC")
            << single(n) << "spark-side-breakout" << false << QString();
        // "40G Ethernet: 40G Base-CR4" in the EEPROM of the DAC NVIDIA ships
        // for the Spark is not a breakout.
        n.modules.insert(QStringLiteral("enp1s0f1np1"),
                         ok(probe::EthtoolModuleParser::parse(
                             sample(QStringLiteral("ethtool_m-8-gb10-amphenol-njaakk-partial.txt")))));
        QTest::newRow("ethtool_m-8: GB10 Amphenol NJAAKK-N911")
            << single(n) << "spark-side-breakout" << false << QString();
    }
}

void TestLinkRules::rules()
{
    QFETCH(Observations, observations);
    QFETCH(QString, id);
    QFETCH(bool, fires);
    QFETCH(QString, objectText);
    const QList<Finding> findings = LinkRules::evaluate(observations);
    const Finding *found = nullptr;
    for (const Finding &f : findings) {
        if (f.id == id)
            found = &f;
    }
    QCOMPARE(found != nullptr, fires);
    if (found) {
        QCOMPARE(found->object.toString(), objectText);
        QVERIFY(!found->evidence.isEmpty());
        QVERIFY(!found->explanation.isEmpty());
        QVERIFY(!found->fix.isEmpty());
    }
}

void TestLinkRules::downRailReasonIsEvidence()
{
    // Port 0 with rail 1 up and rail 2 down; rail 2's ethtool is the real
    // ethtool_iface-7 capture: "Link detected: no (Link training failure,
    // Remote side is not ready yet)". That reason becomes evidence.
    NodeObservations n = node(QStringLiteral("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)\n"
                                             "roceP2p1s0f0 port 1 ==> enP2p1s0f0np0 (Down)\n"));
    const auto link = ok(probe::EthtoolLinkParser::parse(
        sample(QStringLiteral("ethtool_iface-7-cx4lx-link-training-failure-prompt.txt"))));
    QCOMPARE(link.interfaces.size(), 1);
    n.ethtoolLink.insert(QStringLiteral("enP2p1s0f0np0"), link.interfaces.first());
    const QList<Finding> findings = LinkRules::evaluate(single(n));
    const auto it = std::find_if(findings.cbegin(), findings.cend(),
                                 [](const Finding &f) { return f.id == QLatin1String("port-one-rail-up"); });
    QVERIFY(it != findings.cend());
    QCOMPARE(it->evidence.size(), 3);
    QCOMPARE(it->evidence.last().value,
             QStringLiteral("no (Link training failure, Remote side is not ready yet)"));
}

QTEST_GUILESS_MAIN(TestLinkRules)
#include "tst_linkrules.moc"
