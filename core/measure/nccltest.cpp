// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/nccltest.h"

#include "action/actionplan.h"
#include "measure/measurestep.h"
#include "measure/remotecleanup.h"
#include "plan/ncclenvironment.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"

#include <QCoreApplication>

namespace railyard::measure {

NcclTest::NcclTest(const MeasureContext &context, const NcclOptions &options, report::ReportItem *reportRoot,
                   QObject *parent)
    : QObject(parent), m_context(context), m_options(options),
      m_plan(new action::ActionPlan(QCoreApplication::translate("railyard::measure::NcclTest", "NCCL collectives"), reportRoot, this))
{
    m_plan->setRollbackOnFailure(false);
    const QString launch =
        m_options.launchNode.isEmpty() ? m_context.cluster.nodeNames().value(0) : m_options.launchNode;
    for (const QString &collective : m_options.collectives) {
        m_results << NcclRunResult{collective};
        const int index = int(m_results.size()) - 1;
        const Result<remote::RemoteCommand> cmd = command(collective);
        auto run = [this, index, launch, collective](MeasureStep &step) {
            const Result<remote::RemoteCommand> cmd = command(collective);
            if (!cmd) {
                m_results[index].error = cmd.error().message;
                step.complete(cmd.error());
                return;
            }
            Result<remote::CommandJob *> job = m_context.runner->run(launch, cmd.value(), step.reportItem());
            if (!job) {
                m_results[index].error = job.error().message;
                step.complete(job.error());
                return;
            }
            m_job = job.value();
            connect(job.value(), &remote::CommandJob::finished, &step,
                    [this, index, launch, collective,
                     s = QPointer<MeasureStep>(&step)](const remote::CommandResult &r) {
                        NcclRunResult &out = m_results[index];
                        const QString program = collective;
                        std::optional<ToolMissing> missing =
                            ToolMissing::detect(launch, QStringLiteral("mpirun"), r);
                        const QString text =
                            QString::fromUtf8(r.stdoutData) + QString::fromUtf8(r.stderrData);
                        const Result<probe::NcclTestsResult> tests = probe::NcclTestsParser::parse(text);
                        const Result<probe::NcclLogResult> log = probe::NcclLogParser::parse(text);
                        if (log) {
                            out.log = log.value();
                            out.ibDevices = log->allIbDeviceNames;
                            out.socketFallback = log->socketFallback;
                            out.singleHca = !log->socketFallback && out.ibDevices.size() == 1;
                        }
                        if (tests && !tests->rows.isEmpty()) {
                            out.tests = tests.value();
                            out.avgBusbwGBs = tests->avgBusbwGbs;
                            for (const probe::NcclTestsRow &row : tests->rows)
                                out.peakBusbwGBs = std::max({out.peakBusbwGBs, row.busbwOop, row.busbwIp});
                        }
                        if (missing) {
                            out.toolMissing = missing;
                            out.error = missing->message();
                        } else if (r.status == remote::CommandStatus::Cancelled) {
                            out.error = QCoreApplication::translate("railyard::measure::NcclTest", "cancelled");
                        } else if (!out.tests) {
                            out.error =
                                r.exitCode != 0
                                    ? QCoreApplication::translate("railyard::measure::NcclTest", "%1 on %2 exited with code %3").arg(program, launch).arg(r.exitCode)
                                    : QCoreApplication::translate("railyard::measure::NcclTest", "%1 printed no result").arg(program);
                        }
                        if (!s)
                            return;
                        if (out.toolMissing)
                            s->complete(Error{out.error, launch});
                        else if (r.status == remote::CommandStatus::Cancelled)
                            s->complete(Error{out.error, launch});
                        else
                            s->complete({}, !out.ok() || out.socketFallback || out.singleHca);
                    });
        };
        auto cancel = [this] {
            if (m_job && !m_job->isFinished())
                m_job->cancel();
        };
        m_plan->addStep(new MeasureStep(QCoreApplication::translate("railyard::measure::NcclTest", "NCCL %1").arg(collective),
                                        cmd ? cmd->display() : cmd.error().message, run, cancel));
    }
    auto cleanup = [this](MeasureStep &step) {
        QStringList programs = m_options.collectives;
        programs << QStringLiteral("mpirun");
        RemoteCleanup::run(m_context.runner, m_context.cluster.nodeNames(), programs, step.reportItem(),
                           &step, [s = QPointer<MeasureStep>(&step)] {
                               if (s)
                                   s->complete();
                           });
    };
    m_plan->addStep(
        new MeasureStep(QCoreApplication::translate("railyard::measure::NcclTest", "Clean up"), QCoreApplication::translate("railyard::measure::NcclTest", "end any nccl-tests process left on the nodes"), cleanup, {}));
    auto finish = [this] { Q_EMIT done(); };
    connect(m_plan, &action::ActionPlan::finished, this, finish);
    connect(m_plan, &action::ActionPlan::cancelled, this, finish);
    connect(m_plan, &action::ActionPlan::failed, this, finish);
}

int NcclTest::runningJobs() const
{
    return (m_job && !m_job->isFinished()) ? 1 : 0;
}

Result<remote::RemoteCommand> NcclTest::command(const QString &collective) const
{
    if (!m_context.plan)
        return Error{QCoreApplication::translate("railyard::measure::NcclTest", "the NCCL test needs the network plan (hosts and NCCL environment)")};
    const plan::NetworkPlan &plan = *m_context.plan;
    QStringList hosts;
    for (const plan::PlannedNode &n : plan.nodes)
        hosts << n.name;
    if (hosts.size() < 2)
        return Error{QCoreApplication::translate("railyard::measure::NcclTest", "the NCCL test needs at least two nodes")};
    // One rank (GPU) per Spark, the hosts of the plan's MPI hostfile, by name.
    remote::CommandBuilder b(QStringLiteral("mpirun"));
    b.flag(QStringLiteral("-np"))
        .number(hosts.size())
        .flag(QStringLiteral("-H"))
        .word(hosts.join(QLatin1Char(',')));
    b.flag(QStringLiteral("-x")).word(QStringLiteral("NCCL_DEBUG=INFO"));
    for (const auto &[name, value] : plan.nodes.first().ncclEnv)
        b.flag(QStringLiteral("-x")).word(name + QLatin1Char('=') + value);
    if (m_options.binaryDir.isEmpty())
        b.word(collective);
    else
        b.path(m_options.binaryDir + QLatin1Char('/') + collective);
    b.flag(QStringLiteral("-b")).word(m_options.minBytes).flag(QStringLiteral("-e")).word(m_options.maxBytes);
    b.flag(QStringLiteral("-f"))
        .number(m_options.factor)
        .flag(QStringLiteral("-n"))
        .number(m_options.iterations);
    b.flag(QStringLiteral("-g")).number(1);
    b.timeout(m_options.timeoutS * 1000);
    return b.build();
}

} // namespace railyard::measure
