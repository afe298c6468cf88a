// SPDX-License-Identifier: GPL-3.0-or-later
#include "action/actionplan.h"
#include "diag/diagnosisengine.h"
#include "diag/observations.h"
#include "measure/loopbacktest.h"
#include "measure/observationsexport.h"
#include "report/reportitem.h"
#include "sim/simcluster.h"
#include "simcontext.h"

#include <QSignalSpy>
#include <QTest>

using namespace railyard;
using namespace railyard::measure;

class TestLoopbackTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cardHealth_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("node");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        QTest::addColumn<int>("health");
        QTest::newRow("healthy-pair spark-1") << "healthy-pair"
                                              << "spark-1" << 104.0 << 108.0 << int(CardHealth::Healthy);
        QTest::newRow("throttled-pair spark-1") << "throttled-pair"
                                                << "spark-1" << 104.0 << 108.0 << int(CardHealth::Healthy);
        QTest::newRow("throttled-pair spark-2") << "throttled-pair"
                                                << "spark-2" << 12.0 << 14.0 << int(CardHealth::Throttled);
    }
    void cardHealth()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, node);
        QFETCH(double, min);
        QFETCH(double, max);
        QFETCH(int, health);
        QObject owner;
        auto backend = sim::SimBackendFactory::create(scenario, 50.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        QVERIFY(test::discoverAddresses(ctx));
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        LoopbackTest t(ctx, PerftestFlags{}, &root);
        QSignalSpy done(&t, &LoopbackTest::done);
        t.plan()->start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        QCOMPARE(t.plan()->state(), action::ActionPlan::State::Finished);
        const LoopbackResult *r = t.result(node);
        QVERIFY(r);
        QCOMPARE(r->run.serverNode, r->run.clientNode);
        QVERIFY2(r->run.gbps >= min && r->run.gbps <= max, qPrintable(QString::number(r->run.gbps)));
        QCOMPARE(int(r->health), health);
        if (r->health == CardHealth::Throttled) {
            QVERIFY(r->advice.contains(QStringLiteral("Reboot both nodes")));
            QCOMPARE(test::worstStepStatus(root), report::ItemStatus::Warning);
        } else {
            QVERIFY(r->advice.isEmpty());
        }

        // The findings engine reads the same result.
        diag::Observations obs;
        obs.cluster = ctx.cluster;
        ObservationsExport::addLoopback(obs, t.results());
        const QList<diag::Finding> findings = diag::DiagnosisEngine::evaluate(obs);
        const bool throttledFinding =
            std::any_of(findings.begin(), findings.end(), [&](const diag::Finding &f) {
                return f.id == QLatin1String("card-throttled") && f.object.node == node;
            });
        QCOMPARE(throttledFinding, r->health == CardHealth::Throttled);
    }

    // A loopback stays in its node's card, so all nodes run at once: on eight
    // nodes the step takes one perftest run of simulated time, not eight
    // (measured on the simulator's clock, not the host's).
    void allNodesAtOnce()
    {
        QObject owner;
        // 10x: the host's event loop lagging under load adds little simulated time.
        auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-switch8"), 10.0, &owner);
        QVERIFY(backend);
        MeasureContext ctx = test::simContext(backend.value());
        QVERIFY(test::discoverAddresses(ctx));
        report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test"));
        PerftestFlags flags;
        flags.durationS = 2;
        LoopbackTest t(ctx, flags, &root);
        QSignalSpy done(&t, &LoopbackTest::done);
        const double t0 = backend->cluster->clock().now();
        t.plan()->start();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        const double simulated = backend->cluster->clock().now() - t0;
        QCOMPARE(t.plan()->state(), action::ActionPlan::State::Finished);
        QCOMPARE(t.results().size(), 8);
        for (const LoopbackResult &r : t.results())
            QVERIFY2(r.health == CardHealth::Healthy, qPrintable(r.node));
        // One run of 2 s and the set-up around it; one after the other took
        // at least 16: anything under 12 is not one node after the other.
        QVERIFY2(simulated >= 2.0 && simulated < 12.0, qPrintable(QString::number(simulated)));
    }
};

QTEST_GUILESS_MAIN(TestLoopbackTest)
#include "tst_loopbacktest.moc"
