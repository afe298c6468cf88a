// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/soaktest.h"

#include "action/actionplan.h"
#include "measure/laneoutlierdetector.h"
#include "measure/measurestep.h"
#include "measure/perftestrun.h"
#include "measure/rdmabandwidthtest.h"
#include "measure/remotecleanup.h"
#include "model/rail.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "telemetry/telemetrysampler.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>

namespace railyard::measure {

namespace {


const QString Program = QStringLiteral("ib_write_bw");

double realSeconds()
{
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return double(clock.nsecsElapsed()) / 1e9;
}

} // namespace

SoakTest::SoakTest(const MeasureContext &context, const SoakOptions &options, report::ReportItem *reportRoot,
                   QObject *parent)
    : QObject(parent), m_context(context), m_options(options),
      m_plan(new action::ActionPlan(
          options.loadGpus ? QCoreApplication::translate("railyard::measure::SoakTest", "Cable soak") : QCoreApplication::translate("railyard::measure::SoakTest", "Cable soak (idle GPUs, weaker)"), reportRoot, this))
{
    m_plan->setRollbackOnFailure(false);
    const QList<model::Cable> paths = RdmaBandwidthTest::measuredPaths(m_context.cluster);
    m_result.cable = paths.value(m_options.cable);
    m_result.gpusLoaded = m_options.loadGpus;
    if (!m_options.loadGpus)
        m_result.strengthNote =
            QCoreApplication::translate("railyard::measure::SoakTest", "Idle-GPU soak: weaker than a soak with the GPUs loaded. A cable that passed 101 "
               "minutes with idle GPUs failed within minutes once both GPUs were hot.");
    const model::Cable &c = m_result.cable;
    const QString preview =
        c.b ? QCoreApplication::translate("railyard::measure::SoakTest", "both rails of %1 loaded both ways for %2 s%3, lane errors sampled on both ends")
                  .arg(c.toString())
                  .arg(m_options.durationS)
                  .arg(m_options.loadGpus ? QCoreApplication::translate("railyard::measure::SoakTest", " with %1 on both nodes").arg(m_options.gpuLoadProgram)
                                          : QString())
            : QCoreApplication::translate("railyard::measure::SoakTest", "no cable to soak");
    m_plan->addStep(new MeasureStep(
        QCoreApplication::translate("railyard::measure::SoakTest", "Load and watch %1").arg(c.toString()), preview, [this](MeasureStep &step) { startLoad(step); },
        [this] { stopAll(); }));
    auto cleanup = [this](MeasureStep &step) {
        QStringList programs{Program};
        if (m_options.loadGpus)
            programs << m_options.gpuLoadProgram;
        RemoteCleanup::run(m_context.runner, m_context.cluster.nodeNames(), programs, step.reportItem(),
                           &step, [s = QPointer<MeasureStep>(&step)] {
                               if (s)
                                   s->complete();
                           });
    };
    m_plan->addStep(new MeasureStep(QCoreApplication::translate("railyard::measure::SoakTest", "Clean up"), QCoreApplication::translate("railyard::measure::SoakTest", "end the load processes on both nodes"), cleanup, {}));
    auto finish = [this] {
        stopAll();
        Q_EMIT done();
    };
    connect(m_plan, &action::ActionPlan::finished, this, finish);
    connect(m_plan, &action::ActionPlan::cancelled, this, finish);
    connect(m_plan, &action::ActionPlan::failed, this, finish);
}

SoakTest::~SoakTest()
{
    stopAll();
}

double SoakTest::now() const
{
    return (m_options.clock ? m_options.clock() : realSeconds()) - m_start;
}

int SoakTest::runningJobs() const
{
    int n = m_run ? m_run->runningJobs() : 0;
    for (const QPointer<remote::CommandJob> &j : m_gpuJobs)
        n += (j && !j->isFinished()) ? 1 : 0;
    return n;
}

void SoakTest::startLoad(MeasureStep &step)
{
    m_loadStep = &step;
    const model::Cable &c = m_result.cable;
    if (!c.b) {
        step.complete(Error{QCoreApplication::translate("railyard::measure::SoakTest", "no cable to soak")});
        return;
    }
    m_start = 0;
    m_start = now();
    // Both rails, both directions: the full link load of the article's soak.
    QList<PerftestLeg> legs;
    int slot = 0;
    for (int rail = 1; rail <= model::Rail::Count; ++rail) {
        for (const auto &[server, client] : {std::pair(c.a, *c.b), std::pair(*c.b, c.a)}) {
            legs << PerftestLeg::between(server, client, rail, m_context.addresses, slot++);
        }
    }
    PerftestFlags flags = m_options.flags;
    flags.durationS = m_options.durationS;
    flags.runInfinitely = false;
    m_run = new PerftestRun(m_context.runner, Program, flags, legs, step.reportItem(), this);
    connect(m_run, &PerftestRun::finished, this, [this] {
        m_result.load = m_run->results();
        m_result.toolMissing = m_run->toolMissing();
        maybeFinish();
    });
    if (m_options.loadGpus) {
        for (const QString &node : {c.a.node, c.b->node}) {
            const Result<remote::RemoteCommand> cmd = remote::CommandBuilder(m_options.gpuLoadProgram)
                                                          .number(m_options.durationS)
                                                          .timeout((m_options.durationS + 120) * 1000)
                                                          .build();
            Result<remote::CommandJob *> job =
                cmd ? m_context.runner->run(node, cmd.value(), step.reportItem())
                    : Result<remote::CommandJob *>(cmd.error());
            if (!job) {
                m_result.errors << job.error().toString();
                continue;
            }
            m_gpuJobs << job.value();
            connect(job.value(), &remote::CommandJob::finished, this,
                    [this, node](const remote::CommandResult &r) {
                        if (const std::optional<ToolMissing> missing =
                                ToolMissing::detect(node, m_options.gpuLoadProgram, r)) {
                            m_result.toolMissing = missing;
                        } else if (!r.succeeded() && r.status != remote::CommandStatus::Cancelled) {
                            m_result.errors << QCoreApplication::translate("railyard::measure::SoakTest", "%1 on %2 ended with code %3")
                                                   .arg(m_options.gpuLoadProgram, node)
                                                   .arg(r.exitCode);
                        }
                        maybeFinish();
                    });
        }
    }
    // Phy counters are per QSFP port; either netdev of the port shows them.
    for (const model::CableEnd &end : {c.a, *c.b}) {
        auto *sampler = new telemetry::TelemetrySampler(m_context.runner, end.node,
                                                        {model::Rail(end.port, 1).netdev()}, this);
        // The interval is on the soak's clock: one sample per simulated second
        // in a compressed demo too, never faster than the sampler's 10 Hz.
        sampler->setIntervalMs(
            std::max(100, int(m_options.sampleIntervalMs / std::max(1.0, m_options.clockUnitsPerSecond))));
        sampler->setModuleEvery(1);
        // Every sample reads the lane counters too: the soak's verdict on a
        // lane is a rate between two of its own samples, and a load of a few
        // (simulated) seconds would otherwise see only the first, judged by
        // totals that include whatever the link counted before the load.
        sampler->setPhyEvery(1);
        sampler->setClock([this] { return now(); }, m_options.clockUnitsPerSecond);
        connect(sampler, &telemetry::TelemetrySampler::rateSample, this, &SoakTest::onRate);
        connect(sampler, &telemetry::TelemetrySampler::counterSample, this, &SoakTest::onCounters);
        m_samplers << sampler;
        sampler->start();
    }
    m_run->start();
}

void SoakTest::onRate(const telemetry::RateSample &sample)
{
    m_result.samples << sample;
    if (sample.moduleTempC)
        m_result.maxModuleTempC = std::max(m_result.maxModuleTempC, *sample.moduleTempC);
    if (sample.crcErrorsPerS)
        m_result.maxCrcErrorsPerS = std::max(m_result.maxCrcErrorsPerS, *sample.crcErrorsPerS);
    const int port = m_result.cable.endAt(sample.node).port;
    if (!m_result.firstOutlier) {
        const LaneOutlierDetector detector(m_options.laneOutlierFactor, m_options.laneOutlierFloorPerS);
        if (const std::optional<LaneOutlierDetector::Outlier> o = detector.check(sample.laneErrorsPerS)) {
            m_result.firstOutlier = LaneOutlierEvent{
                sample.node, sample.netdev, port, o->lane, sample.timeS, o->errorsPerS, o->othersMedianPerS};
            Q_EMIT outlierDetected(*m_result.firstOutlier);
        }
    }
    if (!m_result.linkDrop && sample.linkDownEvents > 0) {
        m_result.linkDrop = LinkDropEvent{sample.node, sample.netdev, sample.timeS};
        Q_EMIT linkDropped(*m_result.linkDrop);
    }
}

void SoakTest::onCounters(const telemetry::CounterSample &sample)
{
    // A streaming sampler reads `ethtool -S` on some ticks only; the others
    // carry the fast counters alone and say nothing of lanes or link drops.
    if (sample.laneErrors.isEmpty() && !sample.linkDownEvents)
        return;
    for (qsizetype i = 0; i < m_result.firstCounters.size(); ++i) {
        const telemetry::CounterSample &first = m_result.firstCounters.at(i);
        if (first.node == sample.node && first.netdev == sample.netdev) {
            m_result.lastCounters[i] = sample;
            maybeFinish();
            return;
        }
    }
    m_result.firstCounters << sample;
    m_result.lastCounters << sample;
    maybeFinish();
}

// A netdev whose lane counters were read only once has no rate yet: the
// soak waits for the next sample of its running sampler (bounded by
// m_closingWait) instead of leaving the rules a total to judge.
bool SoakTest::awaitsClosingSample() const
{
    bool running = false;
    for (const telemetry::TelemetrySampler *s : m_samplers)
        running = running || s->isRunning();
    // A closing wait that was started and has run out: finish without it.
    if (!running || (m_closingWait && !m_closingWait->isActive()))
        return false;
    if (m_result.firstCounters.size() < m_samplers.size())
        return true;
    for (qsizetype i = 0; i < m_result.firstCounters.size(); ++i) {
        if (!(m_result.lastCounters.at(i).timeS > m_result.firstCounters.at(i).timeS))
            return true;
    }
    return false;
}

void SoakTest::maybeFinish()
{
    if (m_loadCompleted || runningJobs() > 0 || (m_run && !m_run->isFinished()))
        return;
    if (m_loadStep && !m_result.toolMissing && awaitsClosingSample()) {
        if (!m_closingWait) {
            m_closingWait = new QTimer(this);
            m_closingWait->setSingleShot(true);
            connect(m_closingWait, &QTimer::timeout, this, &SoakTest::maybeFinish);
            int interval = 1000;
            for (const telemetry::TelemetrySampler *s : m_samplers)
                interval = std::max(interval, s->intervalMs());
            m_closingWait->start(3 * interval);
        }
        return;
    }
    if (m_closingWait)
        m_closingWait->stop();
    for (telemetry::TelemetrySampler *s : m_samplers)
        s->stop();
    if (!m_loadStep)
        return;
    m_loadCompleted = true;
    if (m_result.toolMissing) {
        m_loadStep->complete(Error{m_result.toolMissing->message(), m_result.toolMissing->node});
        return;
    }
    m_loadStep->complete({}, !m_result.passed());
}

void SoakTest::stopAll()
{
    for (telemetry::TelemetrySampler *s : m_samplers)
        s->stop();
    if (m_run && !m_run->isFinished())
        m_run->cancel();
    for (const QPointer<remote::CommandJob> &j : m_gpuJobs) {
        if (j && !j->isFinished())
            j->cancel();
    }
}

} // namespace railyard::measure
