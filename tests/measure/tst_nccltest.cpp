// SPDX-License-Identifier: GPL-3.0-or-later
#include "action/actionplan.h"
#include "diag/diagnosisengine.h"
#include "diag/observations.h"
#include "measure/nccltest.h"
#include "measure/observationsexport.h"
#include "report/reportitem.h"
#include "sim/simcluster.h"
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
        QTest::addColumn<QString>("finding"); // from the findings engine; empty: no NCCL finding
        QTest::newRow("healthy-pair") << "healthy-pair" << QStringList{"rocep1s0f0", "roceP2p1s0f0"} << false
                                      << false << 19.0 << 24.0 << QString();
        QTest::newRow("nccl-one-hca-pair") << "nccl-one-hca-pair" << QStringList{"rocep1s0f0"} << false
                                           << true << 12.0 << 14.5 << "nccl-single-hca";
        QTest::newRow("nccl-socket-pair")
            << "nccl-socket-pair" << QStringList{} << true << false << 0.5 << 1.5 << "nccl-socket-fallback";
    }
    void collectives()
    {
        QFETCH(QString, scenario);
        QFETCH(QStringList, devices);
        QFETCH(bool, socket);
        QFETCH(bool, single);
        QFETCH(double, busbwMin);
        QFETCH(double, busbwMax);
        QFETCH(QString, finding);
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
        // The findings `railyard-cli test nccl` prints: the export and the engine.
        diag::Observations observations;
        for (const NcclRunResult &r : t.results())
            ObservationsExport::addNccl(observations, QStringLiteral("spark-1"), r);
        observations.cluster = ctx.cluster;
        QStringList ncclIds;
        for (const diag::Finding &f : diag::DiagnosisEngine::evaluate(observations)) {
            if (f.id.startsWith(QLatin1String("nccl-")))
                ncclIds << f.id;
        }
        if (finding.isEmpty())
            QVERIFY2(ncclIds.isEmpty(), qPrintable(ncclIds.join(QLatin1Char(','))));
        else
            QVERIFY2(ncclIds.contains(finding), qPrintable(ncclIds.join(QLatin1Char(','))));
    }

    void rankBinaryMissingIsAToolMissing()
    {
        // nccl-tests absent on spark-2: mpirun exits 1 with its "could not
        // access or execute an executable" report naming the node.
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("tools-missing-pair"), 50.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        NcclTest t(ctx, NcclOptions{}, &root);
        QSignalSpy done(&t, &NcclTest::done);
        t.plan()->start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        QVERIFY(!t.results().isEmpty());
        const NcclRunResult &r = t.results().first();
        QVERIFY(r.toolMissing);
        QCOMPARE(r.toolMissing->node, QStringLiteral("spark-2"));
        QCOMPARE(r.toolMissing->tool, QStringLiteral("all_gather_perf"));
        QVERIFY(r.toolMissing->installCommand.contains(QStringLiteral("nccl-tests")));
        QCOMPARE(r.error, r.toolMissing->message());
    }

    void cancelLeavesNothingRunning()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        test::JobCounter jobs(ctx.runner);
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        NcclTest t(ctx, NcclOptions{}, &root);
        QSignalSpy done(&t, &NcclTest::done);
        auto running = [&](const QString &node) {
            QStringList comms;
            for (const sim::SimProcess &p : backend->cluster->processes(node)) {
                if (p.comm == QLatin1String("mpirun") || p.comm.endsWith(QLatin1String("_perf")))
                    comms << p.comm;
            }
            return comms;
        };
        t.plan()->start();
        // Halfway: mpirun on the launch node, a rank of all_gather_perf on each node.
        QTRY_VERIFY_WITH_TIMEOUT(running(QStringLiteral("spark-1")).contains(QStringLiteral("mpirun")),
                                 10000);
        QVERIFY(running(QStringLiteral("spark-1")).contains(QStringLiteral("all_gather_perf")));
        QVERIFY(running(QStringLiteral("spark-2")).contains(QStringLiteral("all_gather_perf")));
        t.plan()->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
        QCOMPARE(t.plan()->state(), action::ActionPlan::State::Cancelled);
        QTRY_COMPARE_WITH_TIMEOUT(jobs.running(), 0, 5000);
        for (const QString &node : ctx.cluster.nodeNames())
            QVERIFY2(running(node).isEmpty(),
                     qPrintable(node + QLatin1String(": ") + running(node).join(',')));
        QVERIFY(!t.results().isEmpty());
        QVERIFY(!t.results().first().ok());
    }
};

QTEST_GUILESS_MAIN(TestNcclTest)
#include "tst_nccltest.moc"
