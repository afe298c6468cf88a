// SPDX-License-Identifier: GPL-3.0-or-later
// The model's rates and faults against the figures in domain.md.
#include "sim/ratemodel.h"
#include "sim/scenariocatalog.h"
#include "sim/simclock.h"
#include "sim/simcluster.h"

#include <QElapsedTimer>
#include <QTest>
#include <numeric>

using namespace railyard;
using namespace railyard::sim;

namespace {

Scenario load(const QString &name)
{
    return ScenarioCatalog::byName(name).value();
}

RailEndpoint ep(const char *node, int port, int rail)
{
    return RailEndpoint{QString::fromLatin1(node), model::Rail(port, rail)};
}

// Average rate of concurrent flows over 10 simulated seconds.
QList<double> run(SimCluster &c, const QList<QPair<RailEndpoint, RailEndpoint>> &pairs)
{
    QList<int> ids;
    for (const auto &p : pairs)
        ids << c.startFlow(p.first, p.second);
    c.clock().advance(10);
    QList<double> rates;
    for (int id : ids)
        rates << c.finishFlow(id);
    return rates;
}

double sum(const QList<double> &v)
{
    return std::accumulate(v.begin(), v.end(), 0.0);
}

} // namespace

class TestSimCluster : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clock()
    {
        QElapsedTimer real;
        real.start();
        SimClock c(100);
        QTest::qWait(50);
        // At least 50 ms real at 100x, and never more than the real time that
        // passed (however long a loaded machine made the wait) times 100.
        const double now = c.now();
        QVERIFY2(now >= 4.9 && now <= real.elapsed() / 1000.0 * 100 + 0.1, qPrintable(QString::number(now)));
        c.advance(60);
        QVERIFY(c.now() > 64);
        const double before = c.now();
        c.setSpeed(1);
        QVERIFY(c.now() >= before);
        QCOMPARE(c.realMs(3), 3000);
    }

    void pcieFigures()
    {
        QCOMPARE(RateModel::pcieGbps(5, 4), 126.028);
        QCOMPARE(RateModel::pcieGbps(4, 4), 63.012);
        QVERIFY(qAbs(RateModel::railCapGbps(5, 4) - 106.0) < 0.1);
    }

    void oneRailAlone()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")));
        const double r = run(c, {{ep("spark-1", 0, 1), ep("spark-2", 0, 1)}})[0];
        QVERIFY2(r >= 92 && r <= 112, qPrintable(QString::number(r)));
    }

    // A flow's average is its bytes over its time, both on one reading of
    // the clock. finishFlow() read the clock once to move the bytes and again
    // for the time: a host that preempted the process between the two reads
    // (ASan on a loaded machine) stretched the time but not the bytes, and a
    // healthy rail read as rdma-rail-low. A fast clock makes the gap between
    // two reads seconds long every time.
    void averageUsesOneClockReading()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")), 2e5);
        for (int round = 0; round < 5; ++round) {
            const int id = c.startFlow(ep("spark-1", 0, 1), ep("spark-2", 0, 1));
            c.clock().advance(20);
            const double r = c.finishFlow(id);
            QVERIFY2(r >= 105 && r <= 107, qPrintable(QString::number(r)));
        }
    }

    void bothRailsOfACable()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")));
        const QList<double> r =
            run(c, {{ep("spark-1", 0, 1), ep("spark-2", 0, 1)}, {ep("spark-1", 0, 2), ep("spark-2", 0, 2)}});
        QVERIFY2(sum(r) >= 185 && sum(r) <= 190, qPrintable(QString::number(sum(r))));
        // A second cable between the same nodes adds nothing: the PCIe rails are the limit.
    }

    void twoNeighboursShare()
    {
        SimCluster c(load(QStringLiteral("healthy-triangle")));
        // spark-1 sends to spark-2 (port 0) and spark-3 (port 1) on both rails at once.
        const QList<double> r = run(c, {{ep("spark-1", 0, 1), ep("spark-2", 1, 1)},
                                        {ep("spark-1", 0, 2), ep("spark-2", 1, 2)},
                                        {ep("spark-1", 1, 1), ep("spark-3", 0, 1)},
                                        {ep("spark-1", 1, 2), ep("spark-3", 0, 2)}});
        const double total = sum(r);
        QVERIFY2(total >= 190 && total <= 215, qPrintable(QString::number(total)));
        QVERIFY(qAbs(r[0] + r[1] - (r[2] + r[3])) < 1); // ~100 per neighbour
    }

    void throttledCard()
    {
        SimCluster c(load(QStringLiteral("throttled-pair")));
        const double wire = run(c, {{ep("spark-1", 0, 1), ep("spark-2", 0, 1)}})[0];
        QVERIFY(wire >= 12 && wire <= 14);
        const double loopSick = run(c, {{ep("spark-2", 0, 2), ep("spark-2", 0, 1)}})[0];
        const double loopFine = run(c, {{ep("spark-1", 0, 2), ep("spark-1", 0, 1)}})[0];
        QVERIFY2(loopSick >= 12 && loopSick <= 14, qPrintable(QString::number(loopSick)));
        QVERIFY2(loopFine >= 100 && loopFine <= 112, qPrintable(QString::number(loopFine)));
        // ethtool keeps saying 200G.
        QCOMPARE(c.node(QStringLiteral("spark-2"))->rail(model::Rail(0, 1)).speedMbps, 200000);
    }

    void switchOffload()
    {
        SimCluster off(load(QStringLiteral("no-offload-switch4")));
        const QList<double> r = run(
            off, {{ep("spark-1", 0, 1), ep("spark-3", 0, 1)}, {ep("spark-1", 0, 2), ep("spark-3", 0, 2)}});
        QVERIFY(r[0] > 9 && r[0] <= 10.5);
        QVERIFY(r[1] > 9 && r[1] <= 10.5);
        SimCluster on(load(QStringLiteral("healthy-switch8")));
        const QList<double> h =
            run(on, {{ep("spark-1", 0, 1), ep("spark-8", 0, 1)}, {ep("spark-1", 0, 2), ep("spark-8", 0, 2)}});
        QVERIFY(sum(h) >= 185 && sum(h) <= 190);
        // A switch has two bridges: rail 1 never reaches rail 2.
        QVERIFY(!on.rdmaReach(ep("spark-1", 0, 1), ep("spark-8", 0, 2)));
        QCOMPARE(on.neighbours(ep("spark-1", 0, 1)).size(), 7);
    }

    void pfcStall()
    {
        SimCluster c(load(QStringLiteral("pfc-stall-switch4")));
        QCOMPARE(run(c, {{ep("spark-1", 0, 1), ep("spark-2", 0, 1)}})[0], 0.0);
        QVERIFY(c.tcpReach(QStringLiteral("spark-1"),
                           QStringLiteral("10.231.0.2"))); // connections still come up
        QVERIFY(c.node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).counters.rxPause > 100000);
    }

    void wiringFaults()
    {
        SimCluster crossed(load(QStringLiteral("crossed-pair")));
        QCOMPARE(crossed.directPeer(ep("spark-1", 0, 1))->rail.port(), 1);
        QVERIFY(crossed.node(QStringLiteral("spark-2"))->rail(model::Rail(1, 1)).up);
        QVERIFY(!crossed.node(QStringLiteral("spark-2"))->rail(model::Rail(0, 1)).up);
        QVERIFY(!crossed.tcpReach(QStringLiteral("spark-1"), QStringLiteral("10.231.0.2")));

        SimCluster oneRail(load(QStringLiteral("one-rail-pair")));
        QVERIFY(oneRail.node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).up);
        QVERIFY(!oneRail.node(QStringLiteral("spark-1"))->rail(model::Rail(0, 2)).up);

        SimCluster missing(load(QStringLiteral("missing-cable-ring4")));
        QVERIFY(!missing.node(QStringLiteral("spark-3"))->rail(model::Rail(0, 1)).up);
        QVERIFY(!missing.node(QStringLiteral("spark-4"))->rail(model::Rail(1, 2)).up);
        QVERIFY(missing.node(QStringLiteral("spark-4"))->rail(model::Rail(0, 1)).up);

        SimCluster wrong(load(QStringLiteral("wrong-order-ring4")));
        QCOMPARE(wrong.directPeer(ep("spark-1", 0, 1))->node, QStringLiteral("spark-3"));
        for (const QString &n : wrong.nodeNames()) {
            for (const RailState &r : wrong.node(n)->rails())
                QVERIFY(r.up); // every link is up: only the neighbours are wrong
        }

        SimCluster breakout(load(QStringLiteral("breakout-pair")));
        QCOMPARE(breakout.node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).speedMbps, 100000);

        SimCluster mtu(load(QStringLiteral("mtu-mismatch-pair")));
        QCOMPARE(mtu.node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).mtu, 9000);
        QCOMPARE(mtu.node(QStringLiteral("spark-2"))->rail(model::Rail(0, 1)).mtu, 1500);
    }

    void countersAdvanceWithTime()
    {
        SimCluster c(load(QStringLiteral("healthy-pair")));
        c.clock().advance(100);
        c.update();
        const SimNode *n = c.node(QStringLiteral("spark-1"));
        QVERIFY(n->rail(model::Rail(0, 1)).counters.rxBytes > 10000);
        QCOMPARE(n->rail(model::Rail(1, 1)).counters.rxBytes, 0.0); // no cable in port 1
        const PortPhy &phy = n->phy(0);
        QVERIFY(phy.laneErrors[0] > 200000 && phy.laneErrors[1] > 200000); // ~2.9 thousand per second
        QCOMPARE(phy.laneErrors[2], 0.0);
        QCOMPARE(phy.crcErrors, 0.0);
        QVERIFY(phy.correctedBits >= phy.laneErrors[0] + phy.laneErrors[1]);
        // QSFP56 cables run at zero corrected errors.
        SimCluster q56(load(QStringLiteral("breakout-pair")));
        q56.clock().advance(100);
        q56.update();
        QCOMPARE(q56.node(QStringLiteral("spark-1"))->phy(0).correctedBits, 0.0);
    }

    void hotLaneUnderGpuLoad()
    {
        SimCluster c(load(QStringLiteral("hot-lane-pair")));
        const PortPhy &rx = c.node(QStringLiteral("spark-2"))->phy(0);
        // 101 minutes with idle GPUs: clean.
        c.clock().advance(101 * 60);
        c.update();
        const double idleLane1 = rx.laneErrors[1];
        QVERIFY(idleLane1 / (101 * 60) < 5000);
        QCOMPARE(rx.linkDownEvents, 0.0);
        c.setGpuLoad(QStringLiteral("spark-1"), 1.0, 3600);
        c.setGpuLoad(QStringLiteral("spark-2"), 1.0, 3600);
        double riseAt = -1;
        double dropAt = -1;
        double prev0 = rx.laneErrors[0];
        double prev1 = rx.laneErrors[1];
        for (int s = 1; s <= 600 && dropAt < 0; ++s) {
            c.clock().advance(1);
            c.update();
            const double d0 = rx.laneErrors[0] - prev0;
            const double d1 = rx.laneErrors[1] - prev1;
            prev0 = rx.laneErrors[0];
            prev1 = rx.laneErrors[1];
            if (riseAt < 0 && d1 > 1000 * d0 && d0 > 0)
                riseAt = s;
            if (!c.node(QStringLiteral("spark-2"))->rail(model::Rail(0, 1)).up)
                dropAt = s;
        }
        QVERIFY2(riseAt > 0, "lane 1 never rose");
        QVERIFY2(dropAt > riseAt, "the link never dropped");
        QVERIFY2(dropAt - riseAt >= 180 && dropAt - riseAt <= 192,
                 qPrintable(QString::number(dropAt - riseAt))); // ~3.1 min
        QVERIFY2(dropAt >= 120 && dropAt <= 360,
                 qPrintable(QString::number(dropAt))); // a few minutes of load
        QCOMPARE(rx.linkDownEvents, 1.0);
        QCOMPARE(c.node(QStringLiteral("spark-1"))->phy(0).linkDownEvents, 1.0);
        QVERIFY(c.moduleTempC(0) > 78);
        const QList<LinkEvent> ev = c.linkEvents(QStringLiteral("spark-2"));
        QCOMPARE(ev.size(), 2); // both netdevs of the port
        QVERIFY(!ev[0].up);
    }

    void addressesFollowThePlan()
    {
        SimCluster c(load(QStringLiteral("healthy-ring4")));
        QCOMPARE(c.node(QStringLiteral("spark-1"))->rail(model::Rail(0, 1)).ipv4,
                 QStringList{QStringLiteral("10.231.0.1/24")});
        QCOMPARE(c.node(QStringLiteral("spark-2"))->rail(model::Rail(1, 2)).ipv4,
                 QStringList{QStringLiteral("10.231.1.2/24")});
        QCOMPARE(c.nodeForHost(QStringLiteral("10.255.0.12")), QStringLiteral("spark-2"));
        QCOMPARE(c.nodeForHost(QStringLiteral("10.231.1.2")), QStringLiteral("spark-2"));
        QCOMPARE(c.tcpReach(QStringLiteral("spark-1"), QStringLiteral("10.231.0.2"))->node,
                 QStringLiteral("spark-2"));
        QVERIFY(!c.tcpReach(QStringLiteral("spark-1"),
                            QStringLiteral("10.231.4.2"))); // spark-3 is not a neighbour of spark-1
    }
};

QTEST_GUILESS_MAIN(TestSimCluster)
#include "tst_simcluster.moc"
