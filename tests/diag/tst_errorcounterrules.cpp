// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/errorcounterrules.h"
#include "diag/observations.h"
#include "diagtestsupport.h"

#include <QFile>
#include <QtTest>

using namespace railyard;
using namespace railyard::diag;

using namespace railyard::diag::testsupport;

class TestErrorCounterRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
};

void TestErrorCounterRules::rules_data()
{
    QTest::addColumn<Observations>("observations");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QString>("evidenceValue"); // must appear in the evidence when it fires

    // Real: ethtool_S_full-annotated-1 (stripped): rx_crc_errors_phy 386, lane3 17722623, lane0 28116.
    const QString full = sample(QStringLiteral("ethtool_S_full-annotated-1.stripped.txt"));
    {
        NodeObservations n = named();
        n.ethtoolStats.insert(QStringLiteral("enP2p1s0f0np0"),
                              {{ok(probe::EthtoolStatsParser::parse(full)), std::nullopt}});
        QTest::newRow("full sample: CRC 386") << single(n) << "crc-errors" << true << "386";
        QTest::newRow("full sample, one sample: lane3 candidate")
            << single(n) << "lane-error-outlier-candidate" << true << "17722623";
        QTest::newRow("full sample, one sample: not yet an outlier")
            << single(n) << "lane-error-outlier" << false << QString();
        QTest::newRow("full sample: no rx_bits_phy, no timed samples, no BER")
            << single(n) << "fec-ber-approaching" << false << QString();
        // Synthetic second reading: lane 3 rising.
        QString later = full;
        later.replace(QStringLiteral("rx_err_lane_3_phy: 17722623"),
                      QStringLiteral("rx_err_lane_3_phy: 29100000"));
        n.ethtoolStats[QStringLiteral("enP2p1s0f0np0")].append(
            {ok(probe::EthtoolStatsParser::parse(later)), std::nullopt});
        QTest::newRow("full sample + synthetic later sample: lane3 rising")
            << single(n) << "lane-error-outlier" << true << "29100000";
        // Same reading twice: not rising.
        n.ethtoolStats[QStringLiteral("enP2p1s0f0np0")].last() = {ok(probe::EthtoolStatsParser::parse(full)),
                                                                  std::nullopt};
        QTest::newRow("full sample twice: lane3 not rising")
            << single(n) << "lane-error-outlier" << false << QString();
    }
    // Synthetic healthy: zero CRC, small even lane errors.
    const QString healthy = QStringLiteral("     rx_crc_errors_phy: 0\n     rx_corrected_bits_phy: 1200\n"
                                           "     rx_err_lane_0_phy: 300\n     rx_err_lane_1_phy: 310\n"
                                           "     rx_err_lane_2_phy: 290\n     rx_err_lane_3_phy: 300\n"
                                           "     rx_bits_phy: 1000000000000\n");
    {
        NodeObservations n = named();
        n.ethtoolStats.insert(QStringLiteral("enp1s0f0np0"),
                              {{ok(probe::EthtoolStatsParser::parse(healthy)), std::nullopt}});
        QTest::newRow("synthetic healthy: no CRC") << single(n) << "crc-errors" << false << QString();
        QTest::newRow("synthetic healthy: even lanes")
            << single(n) << "lane-error-outlier-candidate" << false << QString();
        QTest::newRow("synthetic healthy: BER 1.2e-9")
            << single(n) << "fec-ber-approaching" << false << QString();
        QTest::newRow("synthetic healthy: BER not high") << single(n) << "fec-ber-high" << false << QString();
    }
    // A healthy 200G link over a QSFP112 cable (the simulator's healthy
    // pair, domain.md): lanes 0 and 1 busy at ~2.6 and ~2.9 thousand
    // errors/s, lanes 2 and 3 unused at zero. The zeros must not make a busy
    // lane an outlier (before: "Replace the cable" on every healthy QSFP112).
    {
        const auto lanes = [](quint64 l0, quint64 l1) {
            return ok(probe::EthtoolStatsParser::parse(
                QStringLiteral("     rx_crc_errors_phy: 0\n     rx_err_lane_0_phy: %1\n"
                               "     rx_err_lane_1_phy: %2\n     rx_err_lane_2_phy: 0\n"
                               "     rx_err_lane_3_phy: 0\n")
                    .arg(l0)
                    .arg(l1)));
        };
        NodeObservations n = named();
        n.ethtoolStats.insert(QStringLiteral("enp1s0f0np0"),
                              {{lanes(1000, 1100), 10.0}, {lanes(157000, 175000), 70.0}});
        QTest::newRow("QSFP112 healthy, timed pair: busy lanes beside idle ones")
            << single(n) << "lane-error-outlier" << false << QString();
        n.ethtoolStats.insert(QStringLiteral("enp1s0f0np0"), {{lanes(157000, 175000), std::nullopt}});
        QTest::newRow("QSFP112 healthy, one sample, lanes unknown: a candidate only")
            << single(n) << "lane-error-outlier-candidate" << true << "175000";
        probe::EthtoolLinkSettings link;
        link.lanes = 2;
        n.ethtoolLink.insert(QStringLiteral("enp1s0f0np0"), link);
        QTest::newRow("QSFP112 healthy, one sample, ethtool says 2 lanes")
            << single(n) << "lane-error-outlier-candidate" << false << QString();
        // The soak's failing lane: 11.7 million errors/s for 60 s.
        n.ethtoolStats.insert(QStringLiteral("enp1s0f0np0"),
                              {{lanes(1000, 1100), 10.0}, {lanes(157000, 1100 + 702000000ULL), 70.0}});
        QTest::newRow("QSFP112, lane 1 at 11.7 M/s between timed samples")
            << single(n) << "lane-error-outlier" << true << "11700000";
    }
    // Real: the GX10 at 200G over 4 lanes (ethtool_S_phy-1): 6, 2, 190, 0.
    {
        NodeObservations n = named();
        n.ethtoolStats.insert(
            QStringLiteral("enp1s0f0np0"),
            {{ok(probe::EthtoolStatsParser::parse(sample(QStringLiteral("ethtool_S_phy-1.txt")))),
              std::nullopt}});
        QTest::newRow("GX10 phy sample: lane 2 at 95x is no candidate")
            << single(n) << "lane-error-outlier-candidate" << false << QString();
    }
    // Synthetic: BER from rx_bits_phy (5e-5: approaching) and from timed samples (3e-4: high).
    {
        NodeObservations n = named();
        n.ethtoolStats.insert(QStringLiteral("enp1s0f0np0"),
                              {{ok(probe::EthtoolStatsParser::parse(QStringLiteral(
                                    "rx_corrected_bits_phy: 50000\nrx_bits_phy: 1000000000\n"))),
                                std::nullopt}});
        QTest::newRow("synthetic: BER 5e-5 from rx_bits_phy")
            << single(n) << "fec-ber-approaching" << true << "5.00e-05";
        n.ethtoolStats.insert(
            QStringLiteral("enp1s0f0np0"),
            {{ok(probe::EthtoolStatsParser::parse(QStringLiteral("rx_corrected_bits_phy: 1000\n"))), 0.0},
             {ok(probe::EthtoolStatsParser::parse(QStringLiteral("rx_corrected_bits_phy: 60001000\n"))),
              1.0}});
        QTest::newRow("synthetic: BER 3e-4 over 1 s at 200G")
            << single(n) << "fec-ber-high" << true << "3.00e-04";
    }
}

void TestErrorCounterRules::rules()
{
    QFETCH(Observations, observations);
    QFETCH(QString, id);
    QFETCH(bool, fires);
    QFETCH(QString, evidenceValue);
    const QList<Finding> findings = ErrorCounterRules::evaluate(observations);
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

QTEST_GUILESS_MAIN(TestErrorCounterRules)
#include "tst_errorcounterrules.moc"
