// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/cablerailrules.h"
#include "diag/diagnosisengine.h"
#include "diag/observations.h"
#include "diagtestsupport.h"

#include <QtTest>

using namespace railyard;
using namespace railyard::diag;
using namespace railyard::diag::testsupport;

class TestCableRailRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneRail_data();
    void oneRail();
    void engineRunsTheRule();
};

namespace {

// The pair's cable as discovery reports it: the client end is spark-2.
Observations pair(NodeObservations client)
{
    Observations o = single(std::move(client));
    o.discoveredCables = QList<model::Cable>{{{"spark-1", 0}, model::CableEnd{"spark-2", 0}}};
    return o;
}

} // namespace

void TestCableRailRules::oneRail_data()
{
    QTest::addColumn<Observations>("observations");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QString>("object");   // FindingObject::toString() when it fires
    QTest::addColumn<QString>("total");    // the evidence value
    QTest::addColumn<QString>("deadRail"); // named in the explanation

    const auto bw2 = ok(probe::PerftestParser::parse(sample(QStringLiteral("ib_write_bw-2.txt"))));
    const auto bw3 = ok(probe::PerftestParser::parse(sample(QStringLiteral("ib_write_bw-3.txt"))));
    const auto err = ok(probe::PerftestParser::parse(sample(QStringLiteral("ib_write_bw-err-1.txt"))));
    // Mean of the rows: 92.57 x4 and 92.56 (ib_write_bw-2), 97.28 x6 (ib_write_bw-3).
    const QString bw2Avg = QStringLiteral("92.57");
    const QString bw3Avg = QStringLiteral("97.28");
    const QString cable = QStringLiteral("cable spark-1 port 0 \u2192 spark-2 port 0");
    {
        NodeObservations n = named(QStringLiteral("spark-2"));
        n.perftest.insert(QStringLiteral("rocep1s0f0"), bw2);
        n.perftest.insert(QStringLiteral("roceP2p1s0f0"), err);
        QTest::newRow("ib_write_bw-2 + ib_write_bw-err-1 (cannot connect) on the twin: one rail")
            << pair(n) << true << cable << bw2Avg << "enP2p1s0f0np0";
    }
    {
        NodeObservations n = named(QStringLiteral("spark-2"));
        n.perftest.insert(QStringLiteral("roceP2p1s0f0"), bw3);
        n.perftestFailed.insert(QStringLiteral("rocep1s0f0"), QStringLiteral("cancelled"));
        QTest::newRow("rail 1 left no output, ib_write_bw-3 on rail 2: one rail")
            << pair(n) << true << cable << bw3Avg << "enp1s0f0np0";
    }
    {
        // The rail ran and its rows say nothing moved (PFC-halted twin): synthetic 0 Gb/s rows.
        NodeObservations n = named(QStringLiteral("spark-2"));
        auto zero = bw3;
        for (auto &row : zero.bwRows)
            row.bwAvgGbps = 0.0;
        n.perftest.insert(QStringLiteral("rocep1s0f0"), bw2);
        n.perftest.insert(QStringLiteral("roceP2p1s0f0"), zero);
        QTest::newRow("ib_write_bw-2 + synthetic 0 Gb/s twin: one rail")
            << pair(n) << true << cable << bw2Avg << "enP2p1s0f0np0";
    }
    {
        // Port 1 with no cable known: the finding names the port.
        NodeObservations n = named(QStringLiteral("spark-3"));
        n.perftest.insert(QStringLiteral("rocep1s0f1"), bw2);
        n.perftest.insert(QStringLiteral("roceP2p1s0f1"), err);
        QTest::newRow("port 1, no cable known: names the port")
            << single(n) << true << "spark-3 port 1" << bw2Avg << "enP2p1s0f1np1";
    }
    {
        NodeObservations n = named(QStringLiteral("spark-2"));
        n.perftest.insert(QStringLiteral("rocep1s0f0"), bw2);
        n.perftest.insert(QStringLiteral("roceP2p1s0f0"), bw3);
        QTest::newRow("ib_write_bw-2/-3: both rails carry (~190 Gb/s)")
            << pair(n) << false << QString() << QString() << QString();
    }
    {
        // A throttled card is slow on both rails, not one rail only.
        NodeObservations n = named(QStringLiteral("spark-2"));
        auto slow = bw3;
        for (auto &row : slow.bwRows)
            row.bwAvgGbps = 13.0;
        n.perftest.insert(QStringLiteral("rocep1s0f0"), slow);
        n.perftest.insert(QStringLiteral("roceP2p1s0f0"), slow);
        QTest::newRow("synthetic 13 Gb/s on both rails: not one rail")
            << pair(n) << false << QString() << QString() << QString();
    }
    {
        NodeObservations n = named(QStringLiteral("spark-2"));
        n.perftest.insert(QStringLiteral("rocep1s0f0"), bw2);
        QTest::newRow("ib_write_bw-2 alone (rail 1 tested alone): nothing to compare")
            << pair(n) << false << QString() << QString() << QString();
    }
    {
        NodeObservations n = named(QStringLiteral("spark-2"));
        n.perftest.insert(QStringLiteral("rocep1s0f0"), err);
        n.perftestFailed.insert(QStringLiteral("roceP2p1s0f0"), QStringLiteral("cancelled"));
        QTest::newRow("both rails failed: a failed test, not one rail")
            << pair(n) << false << QString() << QString() << QString();
    }
}

void TestCableRailRules::oneRail()
{
    QFETCH(Observations, observations);
    QFETCH(bool, fires);
    QFETCH(QString, object);
    QFETCH(QString, total);
    QFETCH(QString, deadRail);
    const QList<Finding> found = CableRailRules::evaluate(observations);
    QCOMPARE(found.size(), fires ? 1 : 0);
    if (!fires)
        return;
    const Finding &f = found.first();
    QCOMPARE(f.id, QStringLiteral("rdma-one-rail"));
    QCOMPARE(f.severity, model::Severity::Error);
    QCOMPARE(f.object.toString(), object);
    QCOMPARE(f.evidence.size(), 1);
    QCOMPARE(f.evidence.first().key, QStringLiteral("total_gbps"));
    QCOMPARE(f.evidence.first().value, total);
    QVERIFY2(f.explanation.contains(deadRail), qPrintable(f.explanation));
    QVERIFY2(f.explanation.contains(total + QStringLiteral(" Gb/s")), qPrintable(f.explanation));
    QVERIFY(!f.fix.isEmpty());
}

void TestCableRailRules::engineRunsTheRule()
{
    const auto bw2 = ok(probe::PerftestParser::parse(sample(QStringLiteral("ib_write_bw-2.txt"))));
    const auto err = ok(probe::PerftestParser::parse(sample(QStringLiteral("ib_write_bw-err-1.txt"))));
    NodeObservations n = named(QStringLiteral("spark-2"));
    n.perftest.insert(QStringLiteral("rocep1s0f0"), bw2);
    n.perftest.insert(QStringLiteral("roceP2p1s0f0"), err);
    QStringList ids;
    for (const Finding &f : DiagnosisEngine::evaluate(pair(n)))
        ids << f.id;
    QVERIFY2(ids.contains(QStringLiteral("rdma-one-rail")), qPrintable(ids.join(QLatin1Char(','))));
    // The failed leg keeps its own finding beside the cable's.
    QVERIFY2(ids.contains(QStringLiteral("rdma-test-failed")), qPrintable(ids.join(QLatin1Char(','))));
}

QTEST_GUILESS_MAIN(TestCableRailRules)
#include "tst_cablerailrules.moc"
