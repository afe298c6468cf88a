// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/testsuite.h"

#include "action/actionplan.h"
#include "action/functionstep.h"
#include "diag/finding.h"
#include "diag/observations.h"
#include "diag/tooltable.h"
#include "measure/observationsexport.h"
#include "measure/railaddresslookup.h"
#include "report/reportitem.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard::measure {

void TestSuiteResults::addTo(diag::Observations &observations) const
{
    for (const TestKind kind : {TestKind::Loopback, TestKind::Rdma, TestKind::Nccl, TestKind::Soak})
        addTo(observations, kind);
}

void TestSuiteResults::addTo(diag::Observations &observations, TestKind kind) const
{
    switch (kind) {
    case TestKind::Addresses:
        break;
    case TestKind::Loopback:
        ObservationsExport::addLoopback(observations, loopback);
        break;
    case TestKind::Rdma:
        ObservationsExport::addRdma(observations, rdma);
        break;
    case TestKind::Nccl:
        for (const NcclRunResult &r : nccl)
            ObservationsExport::addNccl(observations, ncclLaunchNode, r);
        break;
    case TestKind::Soak:
        if (soak)
            ObservationsExport::addSoak(observations, *soak);
        break;
    }
}

QList<diag::Finding> TestSuiteResults::toolFindings() const
{
    QList<diag::Finding> out;
    for (const ToolMissing &m : toolsMissing)
        out.append(diag::ToolTable::toolMissing(m.node, m.tool));
    return out;
}

namespace {

// The worst status of the steps under `item`, however deep (a throttled
// card is a Warning on one step of the loopback plan, not on the plan).
report::ItemStatus worstStep(const report::ReportItem &item, report::ItemStatus worst)
{
    for (const auto &child : item.children()) {
        if (child->kind() == report::ItemKind::Command)
            continue;
        if (child->kind() == report::ItemKind::Step && child->status() != report::ItemStatus::Skipped &&
            int(child->status()) > int(worst))
            worst = child->status();
        worst = worstStep(*child, worst);
    }
    return worst;
}

} // namespace

QString TestSuite::kindTitle(Kind kind)
{
    switch (kind) {
    case Kind::Addresses:
        return QCoreApplication::translate("railyard::measure::TestSuite", "Read the rail addresses");
    case Kind::Loopback:
        return QCoreApplication::translate("railyard::measure::TestSuite", "Loopback (card health)");
    case Kind::Rdma:
        return QCoreApplication::translate("railyard::measure::TestSuite", "RDMA per cable");
    case Kind::Nccl:
        return QCoreApplication::translate("railyard::measure::TestSuite", "NCCL");
    case Kind::Soak:
        return QCoreApplication::translate("railyard::measure::TestSuite", "Soak");
    }
    return {};
}

TestSuite::TestSuite(const MeasureContext &context, const TestSuiteOptions &options,
                     report::ReportItem *reportRoot, QObject *parent)
    : QObject(parent), m_context(context), m_options(options),
      m_plan(new action::ActionPlan(QCoreApplication::translate("railyard::measure::TestSuite", "Tests"),
                                    reportRoot, this))
{
    // A test that measured a problem has done its job; the next one still runs.
    m_plan->setRollbackOnFailure(false);
    if (m_options.loopback || m_options.rdma || m_options.soak)
        addStep(Kind::Addresses);
    if (m_options.loopback)
        addStep(Kind::Loopback);
    if (m_options.rdma)
        addStep(Kind::Rdma);
    if (m_options.nccl)
        addStep(Kind::Nccl);
    if (m_options.soak)
        addStep(Kind::Soak);
    if (!m_context.cluster.nodes.isEmpty())
        m_results.ncclLaunchNode = m_context.cluster.nodes.first().name;
    auto end = [this] { Q_EMIT done(); };
    connect(m_plan, &action::ActionPlan::finished, this, end);
    connect(m_plan, &action::ActionPlan::cancelled, this, end);
    connect(m_plan, &action::ActionPlan::failed, this, end);
    connect(m_plan, &action::ActionPlan::stepStarted, this, [this](int index, const QString &title) {
        Q_EMIT stepStarted(m_kinds.value(index), title);
        Q_EMIT progress(100 * index / int(std::max<qsizetype>(1, m_kinds.size())), title);
    });
}

void TestSuite::addStep(Kind kind)
{
    m_kinds << kind;
    m_plan->addStep(
        new action::FunctionStep(kindTitle(kind), kindTitle(kind),
                                 [this, kind](action::FunctionStep &step, action::FunctionStep::Done done) {
                                     report::ReportItem *item = step.reportItem();
                                     runStep(kind, item, [this, kind, item, done] {
                                         // A stage is as good as its worst test step; single commands
                                         // (a `which` that finds no tool, the cleanup) are evidence.
                                         // Running and Pending rank below Ok and never count.
                                         report::ItemStatus worst = report::ItemStatus::Ok;
                                         if (item)
                                             worst = worstStep(*item, worst);
                                         if (kind == Kind::Addresses && !m_addressErrors.isEmpty())
                                             worst = std::max(worst, report::ItemStatus::Warning);
                                         Q_EMIT stepFinished(kind);
                                         // The plan goes on (or ends, and the suite may be gone) inside
                                         // done().
                                         done(Error{});
                                         if (item)
                                             item->setStatus(worst);
                                     });
                                 }));
}

void TestSuite::start()
{
    m_cancelled = false;
    m_plan->start();
}

void TestSuite::cancel()
{
    m_cancelled = true;
    m_plan->cancel();
    if (m_current)
        m_current->cancel();
}

int TestSuite::runningJobs() const
{
    return m_runningJobs ? m_runningJobs() : 0;
}

void TestSuite::noteToolMissing(const std::optional<ToolMissing> &missing)
{
    if (!missing)
        return;
    const bool known =
        std::any_of(m_results.toolsMissing.begin(), m_results.toolsMissing.end(),
                    [&](const ToolMissing &m) { return m.node == missing->node && m.tool == missing->tool; });
    if (!known)
        m_results.toolsMissing << *missing;
}

template <typename Test, typename Collect>
void TestSuite::runTest(Kind kind, Test *test, const std::function<void()> &finished, Collect collect)
{
    // Progress inside a step moves the overall bar between the step's ends.
    const int index = int(m_kinds.indexOf(kind));
    const int total = int(std::max<qsizetype>(1, m_kinds.size()));
    m_current = test->plan();
    m_runningJobs = [test] { return test->runningJobs(); };
    connect(test->plan(), &action::ActionPlan::progress, this,
            [this, index, total](int done, int all, const QString &message) {
                const double within = all > 0 ? double(done) / all : 0.0;
                Q_EMIT progress(int(100.0 * (index + within) / total), message);
            });
    connect(test, &Test::done, this, [this, test, finished, collect] {
        collect(*test);
        // The test is deleted once its results are copied; nothing may ask it for jobs after.
        m_runningJobs = {};
        m_current = nullptr;
        test->deleteLater();
        finished();
    });
    test->plan()->start();
}

void TestSuite::runStep(Kind kind, report::ReportItem *item, const std::function<void()> &finished)
{
    m_items.insert(kind, item);
    PerftestFlags flags;
    if (m_options.perftestSeconds > 0)
        flags.durationS = m_options.perftestSeconds;

    switch (kind) {
    case Kind::Addresses: {
        const plan::NetworkPlan *plan = m_context.plan ? &*m_context.plan : nullptr;
        auto *lookup =
            new RailAddressLookup(m_context.runner, m_context.cluster.nodeNames(), plan, item, this);
        connect(lookup, &RailAddressLookup::finished, this, [this, lookup, finished] {
            m_context.addresses = lookup->book();
            m_addressErrors = lookup->errors();
            m_results.notes << m_addressErrors;
            lookup->deleteLater();
            finished();
        });
        lookup->start();
        return;
    }
    case Kind::Loopback:
        runTest(kind, new LoopbackTest(m_context, flags, item, 1, this), finished,
                [this](const LoopbackTest &t) {
                    m_results.loopback = t.results();
                    for (const LoopbackResult &r : m_results.loopback)
                        noteToolMissing(r.run.toolMissing);
                });
        return;
    case Kind::Rdma: {
        RdmaTestOptions options;
        options.flags = flags;
        options.latency = m_options.rdmaLatency;
        runTest(kind, new RdmaBandwidthTest(m_context, options, item, this), finished,
                [this](const RdmaBandwidthTest &t) {
                    m_results.rdma = t.results();
                    noteToolMissing(t.toolMissing());
                });
        return;
    }
    case Kind::Nccl: {
        NcclOptions options;
        if (m_options.ncclIterations > 0)
            options.iterations = m_options.ncclIterations;
        options.launchNode = m_results.ncclLaunchNode;
        runTest(kind, new NcclTest(m_context, options, item, this), finished, [this](const NcclTest &t) {
            m_results.nccl = t.results();
            for (const NcclRunResult &r : m_results.nccl)
                noteToolMissing(r.toolMissing);
        });
        return;
    }
    case Kind::Soak: {
        auto *t = new SoakTest(m_context, m_options.soakOptions, item, this);
        connect(t, &SoakTest::outlierDetected, this, &TestSuite::outlierDetected);
        runTest(kind, t, finished, [this](const SoakTest &test) {
            m_results.soak = test.result();
            noteToolMissing(test.result().toolMissing);
        });
        return;
    }
    }
}

} // namespace railyard::measure
