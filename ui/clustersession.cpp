// SPDX-License-Identifier: GPL-3.0-or-later
#include "clustersession.h"

#include "clusterdocument.h"
#include "diag/diagnosisengine.h"
#include "plan/networkplanner.h"
#include "probe/ipaddrparser.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "report/reportitem.h"
#include "sim/simbackendfactory.h"
#include "sim/simcluster.h"

namespace railyard::ui {

ClusterSession::ClusterSession(ClusterDocument *document, QObject *parent)
    : QObject(parent), m_document(document)
{
    m_elapsed.start();
    connect(m_document, &ClusterDocument::changed, this, &ClusterSession::documentChanged);
    restart();
}

ClusterSession::~ClusterSession() = default;

void ClusterSession::documentChanged()
{
    // Editing the cluster keeps the backend; another demo or a project file replaces it.
    if (m_document->demoScenario() != m_scenario || (!m_document->isDemo() && m_runner))
        restart();
}

void ClusterSession::restart()
{
    Q_EMIT aboutToReset();
    if (m_runner)
        m_runner->deleteLater(); // jobs of the old backend may still deliver their last signal
    m_runner = nullptr;
    m_sim.reset();
    m_addresses = measure::RailAddressBook();
    m_observations = diag::Observations();
    m_findings.clear();
    m_scenario = m_document->demoScenario();
    m_report = std::make_unique<report::ReportItem>(
        report::ItemKind::Cluster,
        m_document->isDemo() ? tr("Demo %1 (simulated)").arg(m_scenario) : tr("Cluster"));
    if (m_document->isDemo()) {
        auto backend = sim::SimBackendFactory::create(m_scenario, m_clockSpeed, this);
        if (backend) {
            m_runner = backend->runner;
            m_sim = backend->cluster;
        } else {
            m_report->setStatus(report::ItemStatus::Failed);
            m_report->setMessage(backend.error().toString());
        }
    }
    Q_EMIT reset();
    Q_EMIT findingsChanged();
    Q_EMIT reportChanged();
}

QString ClusterSession::unavailableReason() const
{
    if (m_runner)
        return {};
    if (m_document->isDemo())
        return tr("The demo scenario \"%1\" could not be started: %2")
            .arg(m_scenario, m_report ? m_report->message() : QString());
    return tr("This build runs discovery and tests on the demo only. Connecting to real nodes over SSH "
              "is not available in the wizard yet: use railyard-cli for a real cluster, or start a demo.");
}

double ClusterSession::now() const
{
    if (m_sim)
        return m_sim->clock().now();
    return double(m_elapsed.elapsed()) / 1000.0;
}

measure::MeasureContext ClusterSession::measureContext() const
{
    measure::MeasureContext ctx;
    ctx.runner = m_runner;
    ctx.cluster = m_document->cluster();
    if (auto plan = plan::NetworkPlanner::plan(ctx.cluster))
        ctx.plan = plan.value();
    ctx.addresses = m_addresses;
    return ctx;
}

void ClusterSession::lookUpAddresses(QObject *context, std::function<void(bool, const QString &)> done)
{
    if (!m_runner) {
        done(false, unavailableReason());
        return;
    }
    const QStringList nodes = m_document->cluster().nodeNames();
    const auto cmd = remote::CommandBuilder(QStringLiteral("ip"))
                         .flag(QStringLiteral("-j"))
                         .word(QStringLiteral("addr"))
                         .build();
    if (!cmd || nodes.isEmpty()) {
        done(false, cmd ? tr("The cluster has no nodes.") : cmd.error().toString());
        return;
    }
    report::ReportItem *step = m_report->addChild(report::ItemKind::Step, tr("Read the rail addresses"));
    step->setStatus(report::ItemStatus::Running);
    struct State
    {
        int pending = 0;
        QStringList errors;
        measure::RailAddressBook book;
    };
    auto state = std::make_shared<State>();
    state->pending = int(nodes.size());
    // The runner outlives this call but not a restart: a stale answer must not land in the new session.
    QPointer<remote::CommandRunner> runner = m_runner;
    auto finishOne = [this, state, step, runner, done] {
        if (--state->pending > 0)
            return;
        if (runner != m_runner)
            return;
        const bool ok = state->errors.isEmpty();
        step->setStatus(ok ? report::ItemStatus::Ok : report::ItemStatus::Failed);
        step->setMessage(state->errors.join(QLatin1Char('\n')));
        if (ok)
            m_addresses = state->book;
        Q_EMIT reportChanged();
        done(ok, state->errors.join(QLatin1Char('\n')));
    };
    for (const QString &node : nodes) {
        const auto job = m_runner->run(node, cmd.value(), step->nodeItem(node));
        if (!job) {
            state->errors << job.error().toString();
            QMetaObject::invokeMethod(context, finishOne, Qt::QueuedConnection);
            continue;
        }
        connect(job.value(), &remote::CommandJob::finished, context,
                [state, node, finishOne](const remote::CommandResult &r) {
                    const auto parsed = probe::IpAddrParser::parse(QString::fromUtf8(r.stdoutData));
                    if (parsed)
                        state->book.addDiscovered(node, parsed.value());
                    else
                        state->errors << node + QStringLiteral(": ") + parsed.error().toString();
                    finishOne();
                });
    }
}

void ClusterSession::setFindings(const QString &source, const QList<diag::Finding> &findings)
{
    m_findings.insert(source, findings);
    Q_EMIT findingsChanged();
}

QList<diag::Finding> ClusterSession::findings() const
{
    QList<diag::Finding> out;
    for (const auto &list : m_findings)
        out += list;
    // Errors first, whatever produced them.
    std::stable_sort(out.begin(), out.end(), [](const diag::Finding &a, const diag::Finding &b) {
        return int(a.severity) > int(b.severity);
    });
    return out;
}

void ClusterSession::setDiscoveredCables(const QList<model::Cable> &cables)
{
    m_observations.discoveredCables = cables;
}

void ClusterSession::reevaluateMeasurements()
{
    m_observations.cluster = m_document->cluster();
    if (auto plan = plan::NetworkPlanner::plan(m_document->cluster()))
        m_observations.plan = plan.value();
    QList<diag::Finding> findings = diag::DiagnosisEngine::evaluate(m_observations);
    // Discovery reports cabling itself; keep only what the measurements add.
    const QList<diag::Finding> known = m_findings.value(QStringLiteral("discovery"));
    findings.erase(
        std::remove_if(findings.begin(), findings.end(),
                       [&](const diag::Finding &f) {
                           return std::any_of(known.begin(), known.end(), [&](const diag::Finding &k) {
                               return k.id == f.id && k.object.toString() == f.object.toString();
                           });
                       }),
        findings.end());
    setFindings(QStringLiteral("measurements"), findings);
}

} // namespace railyard::ui
