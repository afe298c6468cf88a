// SPDX-License-Identifier: GPL-3.0-or-later
#include "probe/ethtoolstatsparser.h"
#include "sampledata.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace railyard::probe;
using railyard::testsupport::sample;

class TestEthtoolStatsParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void counters_data();
    void counters();
    void lanes_data();
    void lanes();
    void unrelatedLinesIgnored();
    void hugeCountersSurviveJson();
    void unreadableCounterIsAWarning();
    void errors_data();
    void errors();
};

void TestEthtoolStatsParser::counters_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("name");
    QTest::addColumn<quint64>("value");
    const QString full = QStringLiteral("ethtool_S_full-annotated-1.stripped.txt");
    const QString annotated = QStringLiteral("ethtool_S_full-annotated-1.txt");
    QTest::newRow("crc errors") << full << 90 << "rx_crc_errors_phy" << quint64(386);
    QTest::newRow("corrected bits") << full << 90 << "rx_corrected_bits_phy" << quint64(17750739);
    QTest::newRow("link down events") << full << 90 << "link_down_events_phy" << quint64(0);
    QTest::newRow("after elision marker") << full << 90 << "rx_prio0_cong_discard" << quint64(0);
    QTest::newRow("tx pause") << full << 90 << "tx_pause_ctrl_phy" << quint64(2);
    QTest::newRow("annotations dropped") << annotated << 90 << "rx_corrected_bits_phy" << quint64(17750739);
    QTest::newRow("annotation with second #") << annotated << 90 << "rx_crc_errors_phy" << quint64(386);
    QTest::newRow("unindented grep") << "ethtool_S_phy-1.txt" << 5 << "rx_corrected_bits_phy" << quint64(198);
    // A ConnectX-4 Lx on Ubuntu 18.04's stock mlx5, the head of the list.
    QTest::newRow("cx4 lx head, 13-digit bytes")
        << "ethtool_S-2-mlx5-cx4lx-head-partial.txt" << 23 << "tx_bytes" << quint64(2655285206479);
    // bnx2x puts the queue in front of each name ("[0]: rx_bytes"): the
    // whole file was refused before.
    QTest::newRow("bnx2x queue prefix")
        << "ethtool_S-3-bnx2x-queue-prefix-partial.txt" << 36 << "[1]: tx_bytes" << quint64(48398427765);
    QTest::newRow("cx4 lx head, last line")
        << "ethtool_S-2-mlx5-cx4lx-head-partial.txt" << 23 << "tx_queue_stopped" << quint64(0);
    QTest::newRow("rdma grep, large bytes")
        << "ethtool_S_rdma-1.txt" << 8 << "rx_vport_rdma_unicast_bytes" << quint64(343918719286);
}

void TestEthtoolStatsParser::counters()
{
    QFETCH(QString, file);
    QFETCH(int, count);
    QFETCH(QString, name);
    QFETCH(quint64, value);
    const auto result = EthtoolStatsParser::parse(sample(file));
    QVERIFY2(result.hasValue(), qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->counters.size(), count);
    QCOMPARE(result->counter(name).value_or(quint64(999999999)), value);
    const QJsonObject counters = result->toJson().value(QLatin1String("counters")).toObject();
    QCOMPARE(quint64(counters.value(name).toInteger(-1)), value);
}

void TestEthtoolStatsParser::lanes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<quint64>>("lanes");
    QTest::newRow("annotated full") << "ethtool_S_full-annotated-1.stripped.txt"
                                    << QList<quint64>{28116, 0, 0, 17722623};
    QTest::newRow("spark phy grep") << "ethtool_S_phy-1.txt" << QList<quint64>{6, 2, 190, 0};
    QTest::newRow("no lane counters") << "ethtool_S_rdma-1.txt" << QList<quint64>{};
}

void TestEthtoolStatsParser::lanes()
{
    QFETCH(QString, file);
    QFETCH(QList<quint64>, lanes);
    const auto result = EthtoolStatsParser::parse(sample(file));
    QVERIFY(result.hasValue());
    QCOMPARE(result->laneErrors.size(), lanes.size());
    for (int i = 0; i < lanes.size(); ++i)
        QCOMPARE(result->laneErrors.at(i).value_or(quint64(999)), lanes.at(i));
    const QJsonArray json = result->toJson().value(QLatin1String("lane_errors")).toArray();
    QCOMPARE(json.size(), lanes.size());
    for (int i = 0; i < lanes.size(); ++i)
        QCOMPARE(quint64(json.at(i).toInteger()), lanes.at(i));
}

void TestEthtoolStatsParser::unrelatedLinesIgnored()
{
    const auto result =
        EthtoolStatsParser::parse(QStringLiteral("nvidia@spark-1:~$ ethtool -S enp1s0f1np1 | grep lane\n"
                                                 "NIC statistics:\n"
                                                 "# [collector elided: 3 lines]\n"
                                                 "[ 12.345678] mlx5_core 0000:01:00.0: Link up\n"
                                                 "driver: mlx5_core\n"
                                                 "     rx_err_lane_1_phy: 11700000\n"
                                                 "rx_err_lane_3_phy: 2900\n"));
    QVERIFY(result.hasValue());
    QCOMPARE(result->counters.size(), 2);
    QCOMPARE(result->laneErrors.size(), 4);
    QVERIFY(!result->laneErrors.at(0).has_value()); // missing lanes stay unknown, not 0
    QCOMPARE(result->laneErrors.at(1).value_or(0), quint64(11700000));
    QVERIFY(!result->laneErrors.at(2).has_value());
    QCOMPARE(result->laneErrors.at(3).value_or(0), quint64(2900));
    QVERIFY(result->toJson().value(QLatin1String("lane_errors")).toArray().at(0).isNull());
}

void TestEthtoolStatsParser::hugeCountersSurviveJson()
{
    const auto result = EthtoolStatsParser::parse(QStringLiteral("rx_bytes_phy: 18446744073709551615\n"));
    QVERIFY(result.hasValue());
    QCOMPARE(result->counter(QStringLiteral("rx_bytes_phy")).value_or(0), Q_UINT64_C(18446744073709551615));
    QCOMPARE(
        result->toJson().value(QLatin1String("counters")).toObject().value(QLatin1String("rx_bytes_phy")),
        QJsonValue(QStringLiteral("18446744073709551615")));
}

void TestEthtoolStatsParser::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("empty") << QString() << 1;
    QTest::newRow("prose") << "\nNIC statistics:\nnothing here\n" << 2;
    QTest::newRow("not a number, alone") << "\nrx_bytes_phy: 12abc\n" << 2;
    QTest::newRow("overflow") << "rx_packets_phy: 18446744073709551616\n" << 1;
    QTest::newRow("negative") << "\n\nrx_packets_phy: -1\n" << 3;
}

// Issue #16: one unreadable counter is a warning; the others are read.
void TestEthtoolStatsParser::unreadableCounterIsAWarning()
{
    const auto result = EthtoolStatsParser::parse(
        QStringLiteral("     rx_packets_phy: 12\n     rx_bytes_phy: 12abc\n     rx_err_lane_99_phy: 3\n"
                       "     rx_crc_errors_phy: 386\n"));
    QVERIFY(result.hasValue());
    QCOMPARE(result->counter(QStringLiteral("rx_packets_phy")), std::optional<quint64>(12));
    QCOMPARE(result->counter(QStringLiteral("rx_crc_errors_phy")), std::optional<quint64>(386));
    QVERIFY(!result->counter(QStringLiteral("rx_bytes_phy")));
    QCOMPARE(result->warnings.size(), 2);
    QCOMPARE(result->warnings.at(0).line, 2);
    QCOMPARE(result->warnings.at(0).text, QStringLiteral("rx_bytes_phy: 12abc"));
    QCOMPARE(result->warnings.at(1).line, 3);
    QVERIFY(result->laneErrors.isEmpty());
    QCOMPARE(result->toJson().value(QStringLiteral("warnings")).toArray().size(), 2);
}

void TestEthtoolStatsParser::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const auto result = EthtoolStatsParser::parse(text);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().line, line);
}

QTEST_GUILESS_MAIN(TestEthtoolStatsParser)
#include "tst_ethtoolstatsparser.moc"
