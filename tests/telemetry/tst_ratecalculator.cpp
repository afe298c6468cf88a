// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/ratecalculator.h"
#include "telemetry/ringseries.h"
#include "telemetry/telemetrystore.h"

#include <QTest>

using namespace railyard::telemetry;

class TestRateCalculator : public QObject
{
    Q_OBJECT
private:
    static CounterSample sample(double t, quint64 rdmaRx, quint64 lane1 = 0, quint64 corrected = 0)
    {
        CounterSample s;
        s.node = QStringLiteral("spark-1");
        s.netdev = QStringLiteral("enp1s0f0np0");
        s.timeS = t;
        s.rxRdmaBytes = rdmaRx;
        s.txRdmaBytes = 0;
        s.correctedBits = corrected;
        s.linkDownEvents = 0;
        s.laneErrors = {quint64(0), lane1};
        return s;
    }

private Q_SLOTS:
    void rates()
    {
        RateCalculator c(0.1);
        QVERIFY(!c.add(sample(0.0, 0)));
        // 1.325e9 bytes in 0.1 s = 106 Gb/s.
        const auto r = c.add(sample(0.1, 1325000000ULL, 1170000, 40000000));
        QVERIFY(r);
        QVERIFY(qAbs(*r->rxRdmaGbps - 106.0) < 1e-6);
        QVERIFY(qAbs(*r->laneErrorsPerS[1] - 11.7e6) < 1e-3);
        QVERIFY(qAbs(*r->preFecBer - 2e-3) < 1e-12); // 4e8 bits/s over 200 Gb/s
        QVERIFY(!r->afterGap);
        QVERIFY(!r->rxGbps); // not in the sample: unknown, not zero
    }

    void gapsStaleAndResets_data()
    {
        QTest::addColumn<double>("t2");
        QTest::addColumn<quint64>("v2");
        QTest::addColumn<bool>("rate");
        QTest::addColumn<bool>("nextAfterGap");
        QTest::newRow("regular") << 0.2 << quint64(2000) << true << false;
        QTest::newRow("late-sample-gap") << 0.6 << quint64(2000) << true << false;
        QTest::newRow("stale") << 0.1 << quint64(2000) << false << false;
        QTest::newRow("older") << 0.05 << quint64(2000) << false << false;
        QTest::newRow("reset") << 0.2 << quint64(10) << false << true;
    }
    void gapsStaleAndResets()
    {
        QFETCH(double, t2);
        QFETCH(quint64, v2);
        QFETCH(bool, rate);
        QFETCH(bool, nextAfterGap);
        RateCalculator c(0.1);
        c.add(sample(0.0, 0));
        QVERIFY(c.add(sample(0.1, 1000)));
        const auto r = c.add(sample(t2, v2));
        QCOMPARE(bool(r), rate);
        if (r)
            QCOMPARE(r->afterGap, t2 > 0.35);
        const auto next = c.add(sample((r || nextAfterGap ? t2 : 0.1) + 0.1, v2 + 1000));
        QVERIFY(next);
        QCOMPARE(next->afterGap, nextAfterGap);
    }

    void lostSampleMarksGap()
    {
        RateCalculator c(0.1);
        c.add(sample(0.0, 0));
        c.markGap();
        const auto r = c.add(sample(0.1, 100));
        QVERIFY(r && r->afterGap);
    }

    void ringSeriesKeepsNewest()
    {
        RingSeries s(3);
        for (int i = 0; i < 5; ++i)
            s.append(i, i * 10, i == 3);
        QCOMPARE(s.size(), 3);
        QCOMPARE(s.at(0).timeS, 2.0);
        QCOMPARE(s.last().value, 40.0);
        QVERIFY(s.at(1).afterGap);
        QCOMPARE(s.totalAppended(), 5);
    }

    void storeSeries()
    {
        TelemetryStore store(4);
        RateSample r;
        r.node = QStringLiteral("spark-1");
        r.netdev = QStringLiteral("enp1s0f0np0");
        r.timeS = 1;
        r.rxRdmaGbps = 94.9;
        r.laneErrorsPerS = {2610.0, 2900.0};
        r.afterGap = true;
        store.addRate(r);
        QVERIFY(store.series(r.node, r.netdev, Metric::RxRdmaGbps));
        QCOMPARE(store.series(r.node, r.netdev, Metric::RxRdmaGbps)->last().value, 94.9);
        QCOMPARE(store.series(r.node, r.netdev, Metric::Lane1ErrorsPerS)->last().value, 2900.0);
        QVERIFY(!store.series(r.node, r.netdev, Metric::RxGbps));
        QCOMPARE(store.gaps(), 1);
        QCOMPARE(store.nodes(), QStringList{QStringLiteral("spark-1")});
    }
};

QTEST_GUILESS_MAIN(TestRateCalculator)
#include "tst_ratecalculator.moc"
