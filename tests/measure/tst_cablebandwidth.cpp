// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/cablebandwidth.h"
#include "measure/cableschedule.h"
#include "measure/laneoutlierdetector.h"

#include <QJsonArray>
#include <QTest>

using namespace railyard;
using namespace railyard::measure;

class TestCableBandwidth : public QObject
{
    Q_OBJECT
private:
    static model::Cable pair()
    {
        return model::Cable{{QStringLiteral("spark-1"), 0}, model::CableEnd{QStringLiteral("spark-2"), 0}};
    }
    static RailBandwidth leg(int run, int rail, double gbps)
    {
        RailBandwidth r;
        r.runId = run;
        r.serverNode = QStringLiteral("spark-1");
        r.clientNode = QStringLiteral("spark-2");
        r.rail = rail;
        r.gbps = gbps;
        return r;
    }

private Q_SLOTS:
    void simultaneousRunSums()
    {
        const auto c = CableBandwidth::fromSimultaneousRun(pair(), {leg(7, 1, 94.9), leg(7, 2, 94.8)});
        QVERIFY(c);
        QCOMPARE(c->totalGbps(), 189.7);
        QVERIFY(qAbs(c->percentOfLimit() - 94.85) < 1e-9);
        QVERIFY(c->complete());
        QCOMPARE(c->toJson().value(QStringLiteral("rails")).toArray().size(), 2);
    }

    void sequentialRunsRefused()
    {
        // Two single-rail runs one after the other: ~106 each, never 212.
        const auto c = CableBandwidth::fromSimultaneousRun(pair(), {leg(1, 1, 106), leg(2, 2, 106)});
        QVERIFY(!c);
        QVERIFY(c.error().message.contains(QStringLiteral("different runs")));
    }

    void otherCableRefused()
    {
        RailBandwidth r = leg(3, 1, 90);
        r.clientNode = QStringLiteral("spark-3");
        QVERIFY(!CableBandwidth::fromSimultaneousRun(pair(), {r}));
        QVERIFY(!CableBandwidth::fromSimultaneousRun(pair(), {leg(3, 1, 1), leg(3, 1, 1)}));
    }

    void scheduleNeverLoadsBothNeighbours()
    {
        // Ring of four: 1-2, 2-3, 3-4, 4-1 -> two rounds of two disjoint cables.
        QList<model::Cable> ring;
        for (int i = 0; i < 4; ++i)
            ring << model::Cable{{QStringLiteral("n%1").arg(i), 0},
                                 model::CableEnd{QStringLiteral("n%1").arg((i + 1) % 4), 1}};
        const auto rounds = CableSchedule::rounds(ring);
        QCOMPARE(rounds.size(), 2);
        QCOMPARE(rounds[0], (QList<int>{0, 2}));
        QCOMPARE(rounds[1], (QList<int>{1, 3}));
        QCOMPARE(CableSchedule::rounds(ring, true).size(), 1);
        // Triangle: every pair of cables shares a node.
        QCOMPARE(CableSchedule::rounds(ring.mid(0, 3)).size(), 2);
    }

    void laneOutlier_data()
    {
        QTest::addColumn<QList<std::optional<double>>>("lanes");
        QTest::addColumn<int>("outlier"); // -1: none
        using L = QList<std::optional<double>>;
        QTest::newRow("healthy-qsfp112") << L{2610.0, 2900.0, 0.0, 0.0} << -1;
        QTest::newRow("hot-lane-1") << L{2610.0, 11.7e6, 0.0, 0.0} << 1;
        QTest::newRow("clean-qsfp56") << L{0.0, 0.0, 0.0, 0.0} << -1;
        QTest::newRow("high-but-even") << L{2e5, 2.1e5, 1.9e5, 2e5} << -1;
        QTest::newRow("lane-missing") << L{std::nullopt, 3e6, 2900.0, std::nullopt} << 1;
    }
    void laneOutlier()
    {
        QFETCH(QList<std::optional<double>>, lanes);
        QFETCH(int, outlier);
        const auto o = LaneOutlierDetector().check(lanes);
        QCOMPARE(o ? o->lane : -1, outlier);
    }
};

QTEST_GUILESS_MAIN(TestCableBandwidth)
#include "tst_cablebandwidth.moc"
