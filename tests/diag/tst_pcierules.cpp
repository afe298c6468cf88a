// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/observations.h"
#include "diagtestsupport.h"
#include "diag/pcierules.h"

#include <QFile>
#include <QtTest>

using namespace railyard;
using namespace railyard::diag;

using namespace railyard::diag::testsupport;

class TestPcieRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
    void objectIsTheRail_data();
    void objectIsTheRail();
    void lspciAndDmesgAreOneFinding();
};

void TestPcieRules::rules_data()
{
    QTest::addColumn<Observations>("observations");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QString>("evidenceValue"); // must appear in the evidence when it fires

    {
        NodeObservations n = named();
        n.lspci = ok(probe::LspciParser::parse(sample(QStringLiteral("dgxspark-pcie-rate-misc-1.txt"))));
        n.dmesg = ok(probe::DmesgParser::parse(sample(QStringLiteral("dmesg_mlx5-gx10-1.txt"))));
        QVERIFY(!n.dmesg->powerNotices.isEmpty()); // the 27W line is there...
        QTest::newRow("real lspci Gen5 x4 + dmesg 32 GT/s x4 + 27W notice: no finding")
            << single(n) << "pcie-link-degraded" << false << QString();
    }
    {
        NodeObservations n = named();
        n.lspci = ok(probe::LspciParser::parse(QStringLiteral(
            "0000:01:00.0 Ethernet controller: Mellanox Technologies MT2910 Family [ConnectX-7]\n"
            "\t\tLnkCap:\tPort #0, Speed 32GT/s, Width x4, ASPM not supported\n"
            "\t\tLnkSta:\tSpeed 16GT/s (downgraded), Width x4\n")));
        QTest::newRow("synthetic lspci: 16GT/s")
            << single(n) << "pcie-link-degraded" << true << "Speed 16GT/s, Width x4";
    }
    {
        NodeObservations n = named();
        QString text = sample(QStringLiteral("dmesg_mlx5-gx10-1.txt"));
        text.replace(QStringLiteral("(32.0 GT/s PCIe x4 link)"), QStringLiteral("(32.0 GT/s PCIe x2 link)"));
        n.dmesg = ok(probe::DmesgParser::parse(text));
        QTest::newRow("dmesg sample edited to x2")
            << single(n) << "pcie-link-degraded" << true << "126.028 Gb/s (Speed 32GT/s, Width x2)";
    }
}

void TestPcieRules::rules()
{
    QFETCH(Observations, observations);
    QFETCH(QString, id);
    QFETCH(bool, fires);
    QFETCH(QString, evidenceValue);
    const QList<Finding> findings = PcieRules::evaluate(observations);
    const Finding *found = nullptr;
    for (const Finding &f : findings) {
        if (f.id == id)
            found = &f;
    }
    QCOMPARE(found != nullptr, fires);
    if (!found)
        return;
    QVERIFY(!found->explanation.isEmpty());
    QVERIFY(!found->fix.isEmpty());
    QStringList values;
    for (const Evidence &e : found->evidence)
        values << e.value;
    QVERIFY2(values.contains(evidenceValue), qPrintable(values.join(QStringLiteral(" | "))));
}

// A slow PCIe link slows the rail it feeds, not the node: the finding names
// that rail, from ethtool -i's bus address or, without it, from the Spark's
// predictable names (domain 0002 is rail 2, function 1 is port 1).
void TestPcieRules::objectIsTheRail_data()
{
    QTest::addColumn<QString>("address");
    QTest::addColumn<bool>("withEthtoolInfo");
    QTest::addColumn<QString>("object");
    QTest::newRow("0002:01:00.1, names only")
        << "0002:01:00.1" << false << "spark-1 port 1 rail 2 (enP2p1s0f1np1)";
    QTest::newRow("0000:01:00.0, names only")
        << "0000:01:00.0" << false << "spark-1 port 0 rail 1 (enp1s0f0np0)";
    QTest::newRow("01:00.1 (lspci without -D)")
        << "01:00.1" << false << "spark-1 port 1 rail 1 (enp1s0f1np1)";
    // ethtool -i wins over the naming convention.
    QTest::newRow("0000:01:00.0, ethtool -i says port 1 rail 2")
        << "0000:01:00.0" << true << "spark-1 port 1 rail 2 (enP2p1s0f1np1)";
    QTest::newRow("not a Spark function: the node") << "0000:05:00.0" << false << "spark-1";
}

void TestPcieRules::objectIsTheRail()
{
    QFETCH(QString, address);
    QFETCH(bool, withEthtoolInfo);
    QFETCH(QString, object);
    NodeObservations n = named();
    n.node = QStringLiteral("spark-1");
    n.lspci = ok(probe::LspciParser::parse(
        address + QStringLiteral(" Ethernet controller: Mellanox Technologies MT2910 Family [ConnectX-7]\n"
                                 "\t\tLnkCap:\tPort #0, Speed 32GT/s, Width x4, ASPM not supported\n"
                                 "\t\tLnkSta:\tSpeed 32GT/s, Width x2 (downgraded)\n")));
    if (withEthtoolInfo) {
        probe::EthtoolInfo info;
        info.busInfo = address;
        n.ethtoolInfo.insert(QStringLiteral("enP2p1s0f1np1"), info);
    }
    const QList<Finding> findings = PcieRules::evaluate(single(n));
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.first().object.toString(), object);
}

// Found by reading a namespace cluster's pcie-x2-pair with the kernel log:
// each x2 function came out twice, once from lspci and once from dmesg.
// One function, one finding with both as evidence; where lspci reads the
// function healthy now, the boot-time dmesg line alone is not a finding.
void TestPcieRules::lspciAndDmesgAreOneFinding()
{
    QString dmesgText = sample(QStringLiteral("dmesg_mlx5-gx10-1.txt"));
    dmesgText.replace(QStringLiteral("(32.0 GT/s PCIe x4 link)"), QStringLiteral("(32.0 GT/s PCIe x2 link)"));
    const probe::DmesgResult dmesg = ok(probe::DmesgParser::parse(dmesgText));
    QVERIFY(!dmesg.pcieBandwidth.isEmpty());
    const QString function = dmesg.pcieBandwidth.first().pciAddress;
    const auto lspci = [&function](const QString &width) {
        return ok(probe::LspciParser::parse(
            function +
            QStringLiteral(" Ethernet controller: Mellanox Technologies MT2910 Family [ConnectX-7]\n"
                           "\t\tLnkCap:\tPort #0, Speed 32GT/s, Width x4, ASPM not supported\n"
                           "\t\tLnkSta:\tSpeed 32GT/s, Width %1\n")
                .arg(width)));
    };
    NodeObservations n = named();
    n.dmesg = dmesg;
    n.lspci = lspci(QStringLiteral("x2 (downgraded)"));
    QList<Finding> findings = PcieRules::evaluate(single(n));
    QStringList about;
    for (const Finding &f : findings) {
        if (f.evidence.first().value.contains(function) || f.evidence.first().key.startsWith(function))
            about << f.object.toString();
    }
    QCOMPARE(about.size(), 1);
    QStringList sources;
    for (const Finding &f : findings) {
        for (const Evidence &e : f.evidence) {
            if (e.key.startsWith(function))
                sources << e.source.section(QLatin1Char(' '), 1, 1);
        }
    }
    QVERIFY2(sources.contains(QStringLiteral("lspci")) && sources.contains(QStringLiteral("dmesg")),
             qPrintable(sources.join(QLatin1Char(','))));

    n.lspci = lspci(QStringLiteral("x4"));
    findings = PcieRules::evaluate(single(n));
    for (const Finding &f : findings) {
        for (const Evidence &e : f.evidence)
            QVERIFY2(!e.key.startsWith(function), qPrintable(e.source + QLatin1Char(' ') + e.key));
    }
}

QTEST_GUILESS_MAIN(TestPcieRules)
#include "tst_pcierules.moc"
