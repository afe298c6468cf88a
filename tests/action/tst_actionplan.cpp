// SPDX-License-Identifier: GPL-3.0-or-later
#include "action/actionplan.h"
#include "action/functionstep.h"
#include "report/reportitem.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace railyard;
using namespace railyard::action;
using namespace railyard::report;

namespace {

// A step that changes `state` asynchronously and can put it back.
FunctionStep *makeStep(const QString &name, QStringList &log, bool fails = false, int delayMs = 0)
{
    return new FunctionStep(
        name, QStringLiteral("change ") + name,
        [&log, name, fails, delayMs](FunctionStep &, FunctionStep::Done done) {
            QTimer::singleShot(delayMs, [&log, name, fails, done] {
                log << QStringLiteral("run ") + name;
                done(fails ? Error{name + QStringLiteral(" broke"), name} : Error{});
            });
        },
        [&log, name](FunctionStep &, FunctionStep::Done done) {
            QTimer::singleShot(0, [&log, name, done] {
                log << QStringLiteral("undo ") + name;
                done(Error{});
            });
        });
}

} // namespace

class TstActionPlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runsInOrderAndReports()
    {
        ReportItem root(ItemKind::Cluster, QStringLiteral("c"));
        QStringList log;
        ActionPlan plan(QStringLiteral("apply"), &root);
        plan.addStep(makeStep(QStringLiteral("a"), log));
        plan.addStep(makeStep(QStringLiteral("b"), log));
        QCOMPARE(plan.preview(), (QStringList{"a: change a", "b: change b"}));
        QSignalSpy finished(&plan, &ActionPlan::finished);
        QSignalSpy progress(&plan, &ActionPlan::progress);
        plan.start();
        QVERIFY(log.isEmpty()); // asynchronous: start() returns at once
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(log, (QStringList{"run a", "run b"}));
        QCOMPARE(progress.last().at(0).toInt(), 2);
        QCOMPARE(root.children().size(), size_t(1));
        QCOMPARE(root.children()[0]->children().size(), size_t(2));
        QCOMPARE(root.worstStatus(), ItemStatus::Pending); // root itself untouched
        QCOMPARE(root.children()[0]->worstStatus(), ItemStatus::Ok);

        QSignalSpy undone(&plan, &ActionPlan::undone);
        plan.undo();
        QTRY_COMPARE(undone.count(), 1);
        QCOMPARE(log, (QStringList{"run a", "run b", "undo b", "undo a"}));
    }

    void failureRollsBackCompletedSteps()
    {
        ReportItem root(ItemKind::Cluster, QStringLiteral("c"));
        QStringList log;
        ActionPlan plan(QStringLiteral("apply"), &root);
        plan.addStep(makeStep(QStringLiteral("a"), log));
        plan.addStep(makeStep(QStringLiteral("b"), log));
        plan.addStep(makeStep(QStringLiteral("c"), log, true));
        plan.addStep(makeStep(QStringLiteral("d"), log));
        QSignalSpy failed(&plan, &ActionPlan::failed);
        plan.start();
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(log, (QStringList{"run a", "run b", "run c", "undo b", "undo a"}));
        QCOMPARE(failed.first().first().value<Error>().message, QStringLiteral("c broke"));
        QCOMPARE(plan.state(), ActionPlan::State::Failed);
        QCOMPARE(root.worstStatus(), ItemStatus::Failed);
    }

    void cancelStopsAndRollsBack()
    {
        ReportItem root(ItemKind::Cluster, QStringLiteral("c"));
        QStringList log;
        ActionPlan plan(QStringLiteral("apply"), &root);
        plan.addStep(makeStep(QStringLiteral("a"), log));
        plan.addStep(makeStep(QStringLiteral("slow"), log, false, 200));
        plan.addStep(makeStep(QStringLiteral("never"), log));
        QSignalSpy cancelled(&plan, &ActionPlan::cancelled);
        QSignalSpy stepStarted(&plan, &ActionPlan::stepStarted);
        plan.start();
        QTRY_COMPARE(stepStarted.count(), 2);
        plan.cancel();
        QTRY_COMPARE(cancelled.count(), 1);
        QVERIFY(!log.contains(QStringLiteral("run never")));
        QVERIFY(log.contains(QStringLiteral("undo a")));
        QCOMPARE(plan.state(), ActionPlan::State::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TstActionPlan)
#include "tst_actionplan.moc"
