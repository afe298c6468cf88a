// SPDX-License-Identifier: GPL-3.0-or-later
#include "action/actionplan.h"
#include "diag/diagnosisengine.h"
#include "diag/observations.h"
#include "measure/testsuite.h"
#include "report/reportitem.h"
#include "simcontext.h"

#include <QSignalSpy>
#include <QTest>
#include <algorithm>

using namespace railyard;
using namespace railyard::measure;

namespace {

QList<TestKind> startedKinds(const QSignalSpy &spy)
{
    QList<TestKind> kinds;
    for (const QList<QVariant> &args : spy)
        kinds << args.at(0).value<TestKind>();
    return kinds;
}

bool hasFinding(const QList<diag::Finding> &findings, const QString &id, const QString &node)
{
    return std::any_of(findings.begin(), findings.end(),
                       [&](const diag::Finding &f) { return f.id == id && f.object.node == node; });
}

} // namespace

// The one orchestration of the measurements: the Tests page, `test` and
// `report` run this, so what it runs, in which order, and what reaches the
// findings is checked here once.
class TestTestSuite : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<TestKind>(); }

    void runsEveryStepInOrderAndFeedsTheRules()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("throttled-pair"), 50.0, &owner);
        QVERIFY(backend);
        // No addresses in the context: the suite's first step reads them.
        MeasureContext ctx = test::simContext(backend.value());
        MeasureContext reference = ctx;
        QVERIFY(test::discoverAddresses(reference));
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        TestSuiteOptions options;
        options.perftestSeconds = 2;
        options.ncclIterations = 2;
        TestSuite suite(ctx, options, &root);
        QSignalSpy started(&suite, &TestSuite::stepStarted);
        QSignalSpy finished(&suite, &TestSuite::stepFinished);
        QSignalSpy done(&suite, &TestSuite::done);
        suite.start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QCOMPARE(suite.plan()->state(), action::ActionPlan::State::Finished);
        QCOMPARE(startedKinds(started),
                 (QList<TestKind>{TestKind::Addresses, TestKind::Loopback, TestKind::Rdma, TestKind::Nccl}));
        QCOMPARE(finished.count(), 4);

        // The perftest clients aimed at the addresses the nodes report.
        QVERIFY(suite.addressErrors().isEmpty());
        const QString netdev = QStringLiteral("enp1s0f0np0");
        QVERIFY(!reference.addresses.address(QStringLiteral("spark-2"), netdev).isEmpty());
        QCOMPARE(suite.addresses().address(QStringLiteral("spark-2"), netdev),
                 reference.addresses.address(QStringLiteral("spark-2"), netdev));

        const TestSuiteResults &r = suite.results();
        QCOMPARE(r.loopback.size(), 2);
        QVERIFY(!r.rdma.isEmpty());
        QCOMPARE(r.nccl.size(), 2);
        QCOMPARE(r.ncclLaunchNode, QStringLiteral("spark-1"));
        QVERIFY(!r.soak);
        QVERIFY(r.toolsMissing.isEmpty());
        for (const TestKind kind : {TestKind::Loopback, TestKind::Rdma, TestKind::Nccl})
            QVERIFY(suite.stepItem(kind));

        // One way into the facts: the throttled card of spark-2, and only there.
        diag::Observations obs;
        r.addTo(obs);
        obs.judgeAgainst(ctx.cluster);
        const QList<diag::Finding> findings = diag::DiagnosisEngine::evaluate(obs);
        QVERIFY(hasFinding(findings, QStringLiteral("card-throttled"), QStringLiteral("spark-2")));
        QVERIFY(!hasFinding(findings, QStringLiteral("card-throttled"), QStringLiteral("spark-1")));
        // A loopback step item that measured a throttled card says so.
        QCOMPARE(suite.stepItem(TestKind::Loopback)->status(), report::ItemStatus::Warning);
    }

    void onlyTheChosenSteps()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 50.0, &owner);
        QVERIFY(backend);
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        TestSuiteOptions options;
        options.loopback = false;
        options.rdma = false;
        options.ncclIterations = 2;
        TestSuite suite(test::simContext(backend.value()), options, &root);
        QSignalSpy started(&suite, &TestSuite::stepStarted);
        QSignalSpy done(&suite, &TestSuite::done);
        suite.start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        // NCCL needs no rail address: nothing else runs.
        QCOMPARE(startedKinds(started), QList<TestKind>{TestKind::Nccl});
        QVERIFY(suite.results().loopback.isEmpty());
        QVERIFY(suite.results().rdma.isEmpty());
        QVERIFY(!suite.stepItem(TestKind::Rdma));
    }

    void cancelStopsTheRunningTestAndTheRest()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 1.0, &owner);
        QVERIFY(backend);
        test::JobCounter jobs(backend->runner);
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        TestSuiteOptions options;
        options.perftestSeconds = 30;
        TestSuite suite(test::simContext(backend.value()), options, &root);
        QSignalSpy started(&suite, &TestSuite::stepStarted);
        QSignalSpy done(&suite, &TestSuite::done);
        suite.start();
        QTRY_VERIFY_WITH_TIMEOUT(startedKinds(started).contains(TestKind::Loopback) && jobs.running() > 0,
                                 30000);
        suite.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QCOMPARE(suite.plan()->state(), action::ActionPlan::State::Cancelled);
        QVERIFY(suite.isCancelled());
        QVERIFY(!startedKinds(started).contains(TestKind::Rdma));
        QVERIFY(!startedKinds(started).contains(TestKind::Nccl));
        QCOMPARE(suite.runningJobs(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(jobs.running(), 0, 30000);
    }

    void aNodeWithoutAddressesIsNamedAndTheOthersAreMeasured()
    {
        QObject owner;
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-pair"), 50.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        // A third node the runner cannot reach.
        model::Node ghost;
        ghost.name = QStringLiteral("spark-9");
        ghost.managementAddress = QStringLiteral("192.0.2.9");
        ctx.cluster.nodes.append(ghost);
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        TestSuiteOptions options;
        options.rdma = false;
        options.nccl = false;
        options.perftestSeconds = 2;
        TestSuite suite(ctx, options, &root);
        QSignalSpy done(&suite, &TestSuite::done);
        suite.start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QCOMPARE(suite.addressErrors().size(), 1);
        QVERIFY2(suite.addressErrors().first().contains(QStringLiteral("spark-9")),
                 qPrintable(suite.addressErrors().first()));
        QVERIFY(suite.results().notes.contains(suite.addressErrors().first()));
        QCOMPARE(suite.stepItem(TestKind::Addresses)->status(), report::ItemStatus::Warning);
        // The reachable nodes were still measured.
        const QList<LoopbackResult> &loopback = suite.results().loopback;
        const bool spark1 = std::any_of(loopback.begin(), loopback.end(), [](const LoopbackResult &l) {
            return l.node == QLatin1String("spark-1") && l.run.ok();
        });
        QVERIFY(spark1);
    }
};

QTEST_GUILESS_MAIN(TestTestSuite)
#include "tst_testsuite.moc"
