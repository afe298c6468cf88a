// SPDX-License-Identifier: GPL-3.0-or-later
#include "action/actionplan.h"
#include "measure/nccltest.h"
#include "report/reportitem.h"
#include "simcontext.h"

#include <QSignalSpy>
#include <QTest>

using namespace railyard;
using namespace railyard::measure;

class TestNcclTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void collectives_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QStringList>("devices");
        QTest::addColumn<bool>("socket");
        QTest::addColumn<bool>("single");
        QTest::addColumn<double>("busbwMin");
        QTest::addColumn<double>("busbwMax");
        QTest::newRow("healthy-pair")
            << "healthy-pair" << QStringList{"rocep1s0f0", "roceP2p1s0f0"} << false << false << 19.0 << 24.0;
        QTest::newRow("nccl-one-hca-pair")
            << "nccl-one-hca-pair" << QStringList{"rocep1s0f0"} << false << true << 12.0 << 14.5;
        QTest::newRow("nccl-socket-pair")
            << "nccl-socket-pair" << QStringList{} << true << false << 0.5 << 1.5;
    }
    void collectives()
    {
        QFETCH(QString, scenario);
        QFETCH(QStringList, devices);
        QFETCH(bool, socket);
        QFETCH(bool, single);
        QFETCH(double, busbwMin);
        QFETCH(double, busbwMax);
        QObject owner;
        auto backend = sim::SimBackendFactory::create(scenario, 50.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        QVERIFY(ctx.plan);
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        NcclTest t(ctx, NcclOptions{}, &root);
        const auto cmd = t.command(QStringLiteral("all_gather_perf"));
        QVERIFY(cmd);
        QVERIFY(cmd->arguments.contains(QStringLiteral("NCCL_DEBUG=INFO")));
        QVERIFY(cmd->arguments.contains(QStringLiteral("NCCL_IB_HCA=rocep1s0f0,roceP2p1s0f0")));
        QVERIFY(cmd->arguments.contains(QStringLiteral("spark-1,spark-2")));
        QSignalSpy done(&t, &NcclTest::done);
        t.plan()->start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        QCOMPARE(t.plan()->state(), action::ActionPlan::State::Finished);
        QCOMPARE(t.results().size(), 2);
        for (const NcclRunResult &r : t.results()) {
            QVERIFY2(r.ok(), qPrintable(r.error));
            QCOMPARE(r.ibDevices, devices);
            QCOMPARE(r.socketFallback, socket);
            QCOMPARE(r.singleHca, single);
            QVERIFY(r.tests);
            QVERIFY(r.avgBusbwGBs);
            QVERIFY2(r.peakBusbwGBs >= busbwMin && r.peakBusbwGBs <= busbwMax,
                     qPrintable(QString::number(r.peakBusbwGBs)));
        }
        QCOMPARE(t.results()[0].tests->collective, QStringLiteral("all_gather"));
        QCOMPARE(t.results()[1].tests->collective, QStringLiteral("all_reduce"));
        QCOMPARE(test::worstStepStatus(root),
                 (socket || single) ? report::ItemStatus::Warning : report::ItemStatus::Ok);
    }
};

QTEST_GUILESS_MAIN(TestNcclTest)
#include "tst_nccltest.moc"
