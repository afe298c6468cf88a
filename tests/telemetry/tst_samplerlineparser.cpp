// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/samplerlineparser.h"

#include <QTest>

using namespace railyard;
using namespace railyard::telemetry;

class TestSamplerLineParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fastTick()
    {
        const auto r = SamplerLineParser::parse(
            u"RY1 41 1796112558.473016819 enp1s0f0np0 carrier=1 rx_bytes=673025561 tx_bytes=696945 "
            u"port_rcv_data=250000000 port_xmit_data=12");
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(r->tick, 41);
        QVERIFY(qAbs(r->timeS - 1796112558.473016819) < 1e-6);
        QCOMPARE(r->netdev, QStringLiteral("enp1s0f0np0"));
        QVERIFY(!r->phy);
        QVERIFY(!r->missing);
        const CounterSample s = r->toSample(QStringLiteral("spark-1"));
        QCOMPARE(s.node, QStringLiteral("spark-1"));
        QCOMPARE(*s.rxBytes, quint64(673025561));
        QCOMPARE(*s.txBytes, quint64(696945));
        // 4-octet words to bytes.
        QCOMPARE(*s.rxPortBytes, quint64(1000000000));
        QCOMPARE(*s.txPortBytes, quint64(48));
        QCOMPARE(*s.carrier, true);
        QVERIFY(!s.rxBytesPhy);
        QVERIFY(!s.correctedBits);
        QVERIFY(s.laneErrors.isEmpty());
    }

    void phyTick()
    {
        // The values of ethtool_S_full-annotated-1 (lane 0 28116, lane 3 17722623).
        const auto r = SamplerLineParser::parse(
            u"RY1 0 1796112558.360385255 enP2p1s0f0np0 carrier=1 rx_bytes=1 tx_bytes=2 phy=1 "
            u"rx_crc_errors_phy=386 rx_corrected_bits_phy=17750739 rx_err_lane_0_phy=28116 "
            u"rx_err_lane_1_phy=0 rx_err_lane_3_phy=17722623 link_down_events_phy=3 "
            u"rx_vport_rdma_unicast_bytes=9000 tx_bytes_phy=77\r\n");
        QVERIFY(r);
        QVERIFY(r->phy);
        const CounterSample s = r->toSample(QStringLiteral("n"));
        QCOMPARE(*s.crcErrors, quint64(386));
        QCOMPARE(*s.correctedBits, quint64(17750739));
        QCOMPARE(*s.linkDownEvents, quint64(3));
        QCOMPARE(*s.rxRdmaBytes, quint64(9000));
        QCOMPARE(*s.txBytesPhy, quint64(77));
        QCOMPARE(s.laneErrors.size(), 4);
        QCOMPARE(*s.laneErrors[0], quint64(28116));
        QCOMPARE(*s.laneErrors[1], quint64(0));
        QVERIFY(!s.laneErrors[2]); // not printed: unknown, not zero
        QCOMPARE(*s.laneErrors[3], quint64(17722623));
    }

    void specialValues()
    {
        // A netdev that is down refuses to give its carrier: "x" is skipped.
        auto down = SamplerLineParser::parse(u"RY1 3 100.5 enp1s0f1np1 carrier=x rx_bytes=5 tx_bytes=6");
        QVERIFY(down);
        QVERIFY(!down->toSample(QString()).carrier);
        QCOMPARE(*down->toSample(QString()).rxBytes, quint64(5));
        auto missing = SamplerLineParser::parse(u"RY1 3 100.5 enp1s0f1np1 missing=1 phy=1");
        QVERIFY(missing);
        QVERIFY(missing->missing);
        QVERIFY(missing->counters.isEmpty());
        // Unknown keys are kept for later scripts.
        auto extra = SamplerLineParser::parse(u"RY1 3 100.5 lo future_counter=7");
        QVERIFY(extra);
        QCOMPARE(extra->counters.value(QStringLiteral("future_counter")), quint64(7));
    }

    void rejected_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("empty") << "" << 1;
        QTest::newRow("other-output") << "sh: 1: ethtool: not found" << 1;
        QTest::newRow("wrong-version") << "RY2 1 100.0 lo rx_bytes=1" << 1;
        QTest::newRow("no-netdev") << "RY1 1 100.0" << 1;
        QTest::newRow("bad-tick") << "RY1 x1 100.0 lo" << 5;
        QTest::newRow("negative-tick") << "RY1 -1 100.0 lo" << 5;
        QTest::newRow("bad-time") << "RY1 1 never lo" << 7;
        QTest::newRow("bad-netdev") << "RY1 1 100.0 $(reboot)" << 13;
        QTest::newRow("no-equals") << "RY1 1 100.0 lo rx_bytes" << 16;
        QTest::newRow("empty-key") << "RY1 1 100.0 lo =5" << 16;
        // Found by fuzz_samplerline: toDouble() reads these, rates cannot use them.
        QTest::newRow("time-nan") << "RY1 3 nan lo rx_bytes=1" << 7;
        QTest::newRow("time-inf") << "RY1 3 inf lo rx_bytes=1" << 7;
        // Found by fuzz_samplerline: the interface-name rule's '$' matches
        // before a final newline, so "ro\n" passed as a netdev.
        QTest::newRow("netdev-newline") << "RY1 7 175.5 ro\n tc_das=925271138" << 13;
    }
    void rejected()
    {
        QFETCH(QString, line);
        QFETCH(int, column);
        const auto r = SamplerLineParser::parse(line);
        QVERIFY(!r);
        QCOMPARE(r.error().column, column);
        QVERIFY(!r.error().message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSamplerLineParser)
#include "tst_samplerlineparser.moc"
