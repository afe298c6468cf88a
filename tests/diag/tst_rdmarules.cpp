// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/observations.h"
#include "diagtestsupport.h"
#include "diag/rdmarules.h"

#include <QFile>
#include <QtTest>

using namespace railyard;
using namespace railyard::diag;

using namespace railyard::diag::testsupport;

class TestRdmaRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
};

void TestRdmaRules::rules_data()
{
    QTest::addColumn<Observations>("observations");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QString>("evidenceValue"); // must appear in the evidence when it fires

    const auto bw2 = ok(probe::PerftestParser::parse(sample(QStringLiteral("ib_write_bw-2.txt"))));
    const auto bw3 = ok(probe::PerftestParser::parse(sample(QStringLiteral("ib_write_bw-3.txt"))));
    {
        NodeObservations n = named();
        n.perftest.insert(QStringLiteral("rocep1s0f0"), bw2);
        n.perftest.insert(QStringLiteral("roceP2p1s0f0"), bw3);
        QTest::newRow("ib_write_bw-2/-3: 92.57 + 97.28 = healthy cable")
            << single(n) << "rdma-cable-low" << false << QString();
        QTest::newRow("ib_write_bw-2/-3: rails healthy")
            << single(n) << "rdma-rail-low" << false << QString();
        // Real ib_write_bw-1: 11032 MB/s = 92.5 Gb/s on one rail only; with a synthetic 40 Gb/s twin.
        auto slow = bw3;
        for (auto &row : slow.bwRows)
            row.bwAvgGbps = 40.0;
        n.perftest.insert(QStringLiteral("roceP2p1s0f0"), slow);
        QTest::newRow("ib_write_bw-2 + synthetic 40 Gb/s twin: cable low")
            << single(n) << "rdma-cable-low" << true << "40.00 Gb/s";
        QTest::newRow("synthetic 40 Gb/s rail: rail low")
            << single(n) << "rdma-rail-low" << true << "40.00 Gb/s";
    }
    {
        // Loopback: healthy ~106 Gb/s vs throttled ~13 Gb/s (synthetic rows on the ib_write_bw-2 layout).
        NodeObservations n = named();
        auto loop = bw2;
        for (auto &row : loop.bwRows)
            row.bwAvgGbps = 13.2;
        n.loopback.insert(QStringLiteral("rocep1s0f0"), loop);
        QTest::newRow("synthetic loopback 13.2 Gb/s: throttled")
            << single(n) << "card-throttled" << true << "13.20 Gb/s";
        for (auto &row : loop.bwRows)
            row.bwAvgGbps = 106.0;
        n.loopback.insert(QStringLiteral("rocep1s0f0"), loop);
        QTest::newRow("synthetic loopback 106 Gb/s: fine")
            << single(n) << "card-throttled" << false << QString();
        QTest::newRow("synthetic loopback 106 Gb/s: not low")
            << single(n) << "loopback-low" << false << QString();
        for (auto &row : loop.bwRows)
            row.bwAvgGbps = 60.0;
        n.loopback.insert(QStringLiteral("rocep1s0f0"), loop);
        QTest::newRow("synthetic loopback 60 Gb/s: low")
            << single(n) << "loopback-low" << true << "60.00 Gb/s";
    }
    {
        NodeObservations n = named();
        n.perftest.insert(QStringLiteral("rocep1s0f0"),
                          ok(probe::PerftestParser::parse(sample(QStringLiteral("ib_write_bw-err-1.txt")))));
        QTest::newRow("ib_write_bw-err-1: cannot connect")
            << single(n) << "rdma-test-failed" << true << n.perftest.first().error->message;
        n.perftest.insert(QStringLiteral("rocep1s0f0"), bw2);
        QTest::newRow("ib_write_bw-2: no failure") << single(n) << "rdma-test-failed" << false << QString();
    }
    {
        // The client's session died: nothing to parse, still a failed test.
        NodeObservations n = named();
        n.perftest.insert(QStringLiteral("rocep1s0f0"), bw2);
        n.perftestFailed.insert(QStringLiteral("roceP2p1s0f0"),
                                QStringLiteral("spark-3: connection lost while running ib_write_bw"));
        QTest::newRow("leg without output: connection lost")
            << single(n) << "rdma-test-failed" << true
            << QStringLiteral("spark-3: connection lost while running ib_write_bw");
    }
}

void TestRdmaRules::rules()
{
    QFETCH(Observations, observations);
    QFETCH(QString, id);
    QFETCH(bool, fires);
    QFETCH(QString, evidenceValue);
    const QList<Finding> findings = RdmaRules::evaluate(observations);
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

QTEST_GUILESS_MAIN(TestRdmaRules)
#include "tst_rdmarules.moc"
