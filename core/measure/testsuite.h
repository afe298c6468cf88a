// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/loopbacktest.h"
#include "measure/measurecontext.h"
#include "measure/nccltest.h"
#include "measure/rdmabandwidthtest.h"
#include "measure/soaktest.h"
#include "measure/toolmissing.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <functional>
#include <optional>

namespace railyard::action {
class ActionPlan;
}
namespace railyard::diag {
struct Finding;
struct Observations;
} // namespace railyard::diag
namespace railyard::report {
class ReportItem;
}

namespace railyard::measure {

// The suite's steps, in the order they run.
enum class TestKind
{
    Addresses,
    Loopback,
    Rdma,
    Nccl,
    Soak
};

struct TestSuiteOptions
{
    bool loopback = true;
    bool rdma = true;
    bool nccl = true;
    bool soak = false;
    int perftestSeconds = 0; // 0: each perftest run's default
    bool rdmaLatency = true; // every front end measures it after the bandwidth
    int ncclIterations = 0; // 0: NcclOptions' default
    SoakOptions soakOptions;
};

// What one run of the suite measured. addTo() hands all of it to the
// findings engine, the one way measurements become facts.
struct TestSuiteResults
{
    QList<LoopbackResult> loopback;
    QList<CableMeasurement> rdma;
    QList<NcclRunResult> nccl;
    QString ncclLaunchNode;
    std::optional<SoakResult> soak;
    QList<ToolMissing> toolsMissing; // one per node and program
    QStringList notes;               // what could not run, each naming its object

    void addTo(diag::Observations &observations) const;
    // One step's results, as soon as that step ended.
    void addTo(diag::Observations &observations, TestKind kind) const;
    // `tool-missing` (error), one per node and program.
    QList<diag::Finding> toolFindings() const;
};

// The measurements every front end runs, as one plan of named steps:
// read the rail addresses → loopback per node → RDMA per cable → NCCL →
// the optional soak. The Tests page, `railyard-cli test` and
// `railyard-cli report` all run this; none orders or wires tests itself.
class TestSuite : public QObject
{
    Q_OBJECT
public:
    using Kind = TestKind;

    TestSuite(const MeasureContext &context, const TestSuiteOptions &options, report::ReportItem *reportRoot,
              QObject *parent = nullptr);

    action::ActionPlan *plan() const { return m_plan; }
    // Starts the plan; done() follows once it ended (finished or cancelled).
    void start();
    // Stops the running test (its own cleanup runs) and the steps after it.
    void cancel();
    bool isCancelled() const { return m_cancelled; }

    const TestSuiteResults &results() const { return m_results; }
    // The addresses the tests aimed at (after the first step).
    const RailAddressBook &addresses() const { return m_context.addresses; }
    // Nodes whose addresses could not be read, one line each.
    const QStringList &addressErrors() const { return m_addressErrors; }
    int runningJobs() const;
    // The report item of a step that started; null before.
    report::ReportItem *stepItem(Kind kind) const { return m_items.value(kind); }

    static QString kindTitle(Kind kind);

Q_SIGNALS:
    void stepStarted(railyard::measure::TestKind kind, const QString &title);
    void stepFinished(railyard::measure::TestKind kind);
    // Overall progress over all steps, 0..100, and what runs now.
    void progress(int percent, const QString &message);
    void outlierDetected(const railyard::measure::LaneOutlierEvent &event);
    void done();

private:
    void addStep(Kind kind);
    void runStep(Kind kind, report::ReportItem *item, const std::function<void()> &finished);
    // Starts one test's plan, follows its progress, and on done() copies its
    // results with `collect`, deletes it and calls `finished`.
    template <typename Test, typename Collect>
    void runTest(Kind kind, Test *test, const std::function<void()> &finished, Collect collect);
    void noteToolMissing(const std::optional<ToolMissing> &missing);

    MeasureContext m_context;
    TestSuiteOptions m_options;
    action::ActionPlan *m_plan;
    QList<Kind> m_kinds;
    QMap<Kind, report::ReportItem *> m_items;
    TestSuiteResults m_results;
    QStringList m_addressErrors;
    QPointer<action::ActionPlan> m_current;
    std::function<int()> m_runningJobs;
    bool m_cancelled = false;
};

} // namespace railyard::measure
