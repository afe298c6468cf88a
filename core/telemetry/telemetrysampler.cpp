// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/telemetrysampler.h"

#include "probe/ethtoolmoduleparser.h"
#include "probe/ethtoolstatsparser.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "telemetry/samplerlineparser.h"
#include "telemetry/samplerscript.h"

#include <QElapsedTimer>

namespace railyard::telemetry {

namespace {

double monotonicSeconds()
{
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return double(clock.nsecsElapsed()) / 1e9;
}

} // namespace

TelemetrySampler::TelemetrySampler(remote::CommandRunner *runner, const QString &node,
                                   const QStringList &netdevs, QObject *parent)
    : QObject(parent), m_runner(runner), m_node(node), m_netdevs(netdevs), m_clock(monotonicSeconds)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &TelemetrySampler::tick);
    m_watchdog.setSingleShot(true);
    connect(&m_watchdog, &QTimer::timeout, this, [this] {
        // A timer that fires well past its time says this process was
        // stalled itself (a busy laptop, a loaded 2-core machine): the
        // node's lines may be waiting unread behind it. Look again for a
        // whole window rather than drop a stream that did nothing wrong.
        // Three late looks in a row without a line: silent anyway.
        if (m_watchdogArmed.elapsed() > watchdogMs() + 1000 && m_lateLooks < 3) {
            ++m_lateLooks;
            armWatchdog();
            return;
        }
        // Connected but silent for the whole window (a hung node, a
        // stalled network): treat as dropped.
        if (m_stream && !m_stream->isFinished())
            m_stream->cancel();
    });
    m_restartTimer.setSingleShot(true);
    connect(&m_restartTimer, &QTimer::timeout, this, &TelemetrySampler::startStream);
    resetCalculators(m_clockScale);
}

// `scale`: clock units per tick interval. Per sample, the controller's
// timer ticks in real time on a clock that may run faster (the simulator's);
// a stream's lines carry the node's own clock, one interval per tick.
void TelemetrySampler::resetCalculators(double scale)
{
    for (const QString &n : m_netdevs) {
        m_calculators.insert(n, RateCalculator(m_intervalMs / 1000.0 * scale, m_linkSpeedGbps));
        m_phyCalculators.insert(
            n, RateCalculator(m_intervalMs / 1000.0 * scale * phyPeriodTicks(), m_linkSpeedGbps));
    }
}

int TelemetrySampler::phyEvery() const
{
    // One netdev's `ethtool -S` every 2 s: a fork of ethtool and one of grep
    // cost a node about as much as the ten ticks of a second together
    // (bench_telemetry: 1.1 % of a core at one a second, 0.9 % at one every
    // two, against an aim of 1 %).
    return m_phyEvery > 0 ? m_phyEvery : std::max(1, PhySeconds * 1000 / m_intervalMs);
}

// The streaming sampler reads one netdev's ethtool a phy tick, in turn.
int TelemetrySampler::phyPeriodTicks() const
{
    return phyEvery() * std::max<int>(1, int(m_netdevs.size()));
}

// m_moduleEvery counts phy ticks; a netdev has one phy line in as many
// phy ticks as there are netdevs (they take turns).
int TelemetrySampler::modulePhyLines() const
{
    return std::max<int>(1, m_moduleEvery / std::max<int>(1, int(m_netdevs.size())));
}

void TelemetrySampler::setClock(Clock clock, double unitsPerSecond)
{
    m_clock = std::move(clock);
    m_clockScale = unitsPerSecond;
    resetCalculators(m_clockScale);
}

TelemetrySampler::~TelemetrySampler()
{
    stop();
}

void TelemetrySampler::setIntervalMs(int ms)
{
    m_intervalMs = std::max(100, ms);
    resetCalculators(m_clockScale);
    if (m_timer.isActive())
        m_timer.start(m_intervalMs);
}

void TelemetrySampler::setLinkSpeedGbps(double gbps)
{
    m_linkSpeedGbps = gbps;
    for (RateCalculator &c : m_calculators)
        c.setLinkSpeedGbps(gbps);
    for (RateCalculator &c : m_phyCalculators)
        c.setLinkSpeedGbps(gbps);
}

int TelemetrySampler::staleDropped() const
{
    int n = 0;
    for (const RateCalculator &c : m_calculators)
        n += c.staleDropped();
    return n;
}

double TelemetrySampler::now() const
{
    return m_clock();
}

void TelemetrySampler::start()
{
    if (m_running)
        return;
    m_running = true;
    m_silentStarts = 0;
    if (!m_streamEverWorked)
        m_direct = false;
    if (m_mode == Mode::PerSample)
        startPerSample();
    else
        startStream();
}

void TelemetrySampler::startPerSample()
{
    if (m_active != Mode::PerSample) {
        m_active = Mode::PerSample;
        Q_EMIT activeModeChanged(m_active);
    }
    resetCalculators(m_clockScale);
    m_timer.start(m_intervalMs);
    startCycle();
}

void TelemetrySampler::startStream()
{
    if (!m_running)
        return;
    if (m_active != Mode::Streaming) {
        m_active = Mode::Streaming;
        Q_EMIT activeModeChanged(m_active);
    }
    const Result<remote::RemoteCommand> cmd =
        m_direct ? SamplerScript::directCommand(m_netdevs, m_intervalMs, phyEvery())
                 : SamplerScript::command(m_netdevs, m_intervalMs, phyEvery());
    Result<remote::CommandJob *> job =
        cmd ? m_runner->run(m_node, cmd.value(), nullptr) : Result<remote::CommandJob *>(cmd.error());
    if (!job) {
        setProblem(job.error().message);
        markLost(QString(), now());
        restartStream();
        return;
    }
    m_stream = job.value();
    m_haveOffset = false;
    m_lastTick.clear();
    // A new stream is a new baseline on a new time offset; what follows
    // the first interval is drawn after a gap if this is a restart.
    resetCalculators(1.0);
    m_phyLines.clear();
    if (m_restarts > 0) {
        for (RateCalculator &c : m_calculators)
            c.markGap();
        for (RateCalculator &c : m_phyCalculators)
            c.markGap();
    }
    auto sawLine = std::make_shared<bool>(false);
    const QPointer<remote::CommandJob> guard = job.value();
    connect(job.value(), &remote::CommandJob::outputLine, this,
            [this, sawLine, guard](const QString &line, remote::OutputChannel channel) {
                if (channel != remote::OutputChannel::Stdout || guard != m_stream)
                    return;
                *sawLine = true;
                onStreamLine(line);
            });
    connect(job.value(), &remote::CommandJob::finished, this,
            [this, sawLine, guard](const remote::CommandResult &r) { onStreamFinished(guard, *sawLine, r); });
    m_lateLooks = 0;
    armWatchdog();
}

int TelemetrySampler::watchdogMs() const
{
    // A tick prints within one interval. The window allows for SSH latency,
    // a slow first ethtool and a node that is busy for a few seconds (3 s
    // restarted healthy streams on a loaded machine, and each restart costs
    // samples): a slow node is not a dead one.
    return std::max(10000, 10 * m_intervalMs);
}

void TelemetrySampler::armWatchdog()
{
    m_watchdogArmed.start();
    m_watchdog.start(watchdogMs());
}

void TelemetrySampler::restartStream()
{
    if (!m_running)
        return;
    ++m_restarts;
    m_restartTimer.start(m_backoffMs);
    m_backoffMs = std::min(8000, m_backoffMs * 2);
}

void TelemetrySampler::onStreamFinished(const QPointer<remote::CommandJob> &job, bool sawLine,
                                        const remote::CommandResult &result)
{
    if (!m_running || job != m_stream)
        return;
    m_stream.clear();
    m_watchdog.stop();
    if (transportFailed(result)) {
        // The node was not reached (unknown host key, sshd down, connection
        // lost): that says nothing about whether it can stream, so it does
        // not count towards the per-sample fallback, which would otherwise
        // stay for the whole run after a node came up late. A stream the
        // watchdog cancelled did reach the node and printed nothing: that
        // one counts, below.
        noteTransportFailure(result);
        markLost(QString(), now());
        restartStream();
        return;
    }
    const int exitCode = result.exitCode;
    // 127: no sh (or no loop support) on this node. Only before the stream
    // ever worked: a node that streamed once and then answers 127 is broken,
    // not different, and keeps being retried.
    m_silentStarts = sawLine ? 0 : m_silentStarts + 1;
    if (!sawLine && !m_streamEverWorked && exitCode == 127 && !m_direct) {
        // No sh: the installed sampler program, at once and without a gap.
        m_direct = true;
        startStream();
        return;
    }
    if (!sawLine && !m_streamEverWorked && m_mode == Mode::Auto && (exitCode == 127 || m_silentStarts >= 3)) {
        startPerSample();
        return;
    }
    markLost(QString(), now()); // the gap until the new stream's first line
    restartStream();
}

void TelemetrySampler::onStreamLine(const QString &text)
{
    const Result<SamplerLine> parsed = SamplerLineParser::parse(text);
    if (!parsed) {
        ++m_badLines;
        return;
    }
    const SamplerLine &line = parsed.value();
    if (!m_calculators.contains(line.netdev)) {
        ++m_badLines;
        return;
    }
    armWatchdog();
    m_lateLooks = 0;
    m_streamEverWorked = true;
    setProblem({});
    m_backoffMs = 500;
    if (!m_haveOffset) {
        // Node clock deltas (precise) on the controller's timeline.
        m_timeOffset = now() - line.timeS;
        m_haveOffset = true;
    }
    const double timeS = line.timeS + m_timeOffset;
    const auto last = m_lastTick.constFind(line.netdev);
    if (last != m_lastTick.constEnd()) {
        if (line.tick <= *last) {
            ++m_badLines; // a repeated or reordered line: never draw it
            return;
        }
        for (qint64 t = *last + 1; t < line.tick; ++t)
            markLost(line.netdev, timeS);
    }
    m_lastTick.insert(line.netdev, line.tick);
    if (line.missing) {
        markLost(line.netdev, timeS);
        return;
    }
    CounterSample sample = line.toSample(m_node);
    sample.timeS = timeS;
    if (line.phy && m_moduleEvery > 0 && m_phyLines[line.netdev]++ % modulePhyLines() == 0)
        readModule(line.netdev);
    if (!sample.moduleTempC && m_moduleTemp.contains(line.netdev))
        sample.moduleTempC = m_moduleTemp.value(line.netdev);
    ++m_cycle;
    Q_EMIT counterSample(sample);
    emitStreamRate(sample, line.phy);
}

void TelemetrySampler::emitStreamRate(const CounterSample &sample, bool phy)
{
    auto fast = m_calculators.find(sample.netdev);
    std::optional<RateSample> rate = fast->add(sample);
    std::optional<RateSample> phyRate;
    if (phy && phyPeriodTicks() > 1)
        phyRate = m_phyCalculators.find(sample.netdev)->add(sample);
    if (!rate)
        return;
    RateSample &r = *rate;
    // The throughput is what the node's sysfs counters say every tick: the
    // kernel's bytes plus the RDMA port's (RoCE bypasses the kernel's
    // counters). So every rail gets a point every tick, and one series never
    // mixes two sources; ethtool's wire bytes (phy ticks, one netdev at a
    // time) fill it below only where a node lacks the sysfs counters.
    if (r.rxKernelGbps)
        r.rxGbps = *r.rxKernelGbps + r.rxPortGbps.value_or(0.0);
    if (r.txKernelGbps)
        r.txGbps = *r.txKernelGbps + r.txPortGbps.value_or(0.0);
    if (phyRate) {
        // Fields the fast interval lacks (read on phy ticks only) come from
        // the phy interval ending at the same instant.
        auto fill = [](std::optional<double> &to, const std::optional<double> &from) {
            if (!to)
                to = from;
        };
        fill(r.rxGbps, phyRate->rxGbps);
        fill(r.txGbps, phyRate->txGbps);
        fill(r.rxRdmaGbps, phyRate->rxRdmaGbps);
        fill(r.txRdmaGbps, phyRate->txRdmaGbps);
        fill(r.correctedBitsPerS, phyRate->correctedBitsPerS);
        fill(r.preFecBer, phyRate->preFecBer);
        fill(r.crcErrorsPerS, phyRate->crcErrorsPerS);
        for (qsizetype i = 0; i < phyRate->laneErrorsPerS.size(); ++i) {
            if (i >= r.laneErrorsPerS.size())
                r.laneErrorsPerS << std::nullopt;
            fill(r.laneErrorsPerS[i], phyRate->laneErrorsPerS[i]);
        }
        r.linkDownEvents = std::max(r.linkDownEvents, phyRate->linkDownEvents);
    }
    Q_EMIT rateSample(r);
}

void TelemetrySampler::readModule(const QString &netdev)
{
    if (m_moduleBusy.value(netdev))
        return; // a slow module read is skipped, not queued
    const Result<remote::RemoteCommand> module = remote::CommandBuilder(QStringLiteral("ethtool"))
                                                     .flag(QStringLiteral("-m"))
                                                     .interface(netdev)
                                                     .timeout(5000)
                                                     .build();
    if (!module)
        return;
    Result<remote::CommandJob *> job = m_runner->run(m_node, module.value(), nullptr);
    if (!job)
        return;
    m_moduleBusy.insert(netdev, true);
    m_jobs << job.value();
    connect(job.value(), &remote::CommandJob::finished, this, [this, netdev](const remote::CommandResult &r) {
        m_moduleBusy.insert(netdev, false);
        onModule(netdev, r.succeeded(), r.stdoutData);
    });
}

void TelemetrySampler::stop()
{
    m_running = false;
    m_moduleBusy.clear();
    m_timer.stop();
    m_watchdog.stop();
    m_restartTimer.stop();
    if (m_stream && !m_stream->isFinished()) {
        const QPointer<remote::CommandJob> stream = m_stream;
        m_stream.clear();
        stream->cancel();
    }
    const QList<QPointer<remote::CommandJob>> jobs = m_jobs;
    m_jobs.clear();
    for (const QPointer<remote::CommandJob> &job : jobs) {
        if (job && !job->isFinished())
            job->cancel();
    }
    m_pending = 0;
}

void TelemetrySampler::tick()
{
    if (m_pending > 0) {
        // The previous cycle has not answered: this sample is lost, not late.
        markLost(QString(), now());
        return;
    }
    startCycle();
}

void TelemetrySampler::markLost(const QString &netdev, double timeS)
{
    ++m_lost;
    for (auto it = m_calculators.begin(); it != m_calculators.end(); ++it) {
        if (netdev.isEmpty() || it.key() == netdev)
            it->markGap();
    }
    Q_EMIT sampleLost(m_node, netdev, timeS);
}

void TelemetrySampler::startCycle()
{
    const int cycle = ++m_cycle;
    const bool readModule = m_moduleEvery > 0 && (cycle - 1) % m_moduleEvery == 0;
    m_jobs.removeIf([](const QPointer<remote::CommandJob> &j) { return !j; });
    for (const QString &netdev : m_netdevs) {
        const Result<remote::RemoteCommand> stats = remote::CommandBuilder(QStringLiteral("ethtool"))
                                                        .flag(QStringLiteral("-S"))
                                                        .interface(netdev)
                                                        .timeout(5000)
                                                        .build();
        if (!stats) {
            markLost(netdev, now());
            continue;
        }
        Result<remote::CommandJob *> job = m_runner->run(m_node, stats.value(), nullptr);
        if (!job) {
            markLost(netdev, now());
            continue;
        }
        ++m_pending;
        m_jobs << job.value();
        connect(job.value(), &remote::CommandJob::finished, this,
                [this, cycle, netdev](const remote::CommandResult &r) {
                    // The counters were read when the command answered.
                    onStats(cycle, netdev, now(), r);
                    jobDone();
                });
        if (!readModule)
            continue;
        const Result<remote::RemoteCommand> module = remote::CommandBuilder(QStringLiteral("ethtool"))
                                                         .flag(QStringLiteral("-m"))
                                                         .interface(netdev)
                                                         .timeout(5000)
                                                         .build();
        if (!module)
            continue;
        Result<remote::CommandJob *> mjob = m_runner->run(m_node, module.value(), nullptr);
        if (!mjob)
            continue;
        ++m_pending;
        m_jobs << mjob.value();
        connect(mjob.value(), &remote::CommandJob::finished, this,
                [this, netdev](const remote::CommandResult &r) {
                    onModule(netdev, r.succeeded(), r.stdoutData);
                    jobDone();
                });
    }
}

void TelemetrySampler::jobDone()
{
    if (m_pending > 0)
        --m_pending;
}

void TelemetrySampler::onModule(const QString &netdev, bool ok, const QByteArray &output)
{
    if (!ok)
        return;
    const Result<probe::EthtoolModule> m = probe::EthtoolModuleParser::parse(QString::fromUtf8(output));
    if (m && m->temperatureC)
        m_moduleTemp.insert(netdev, *m->temperatureC);
}

void TelemetrySampler::onStats(int cycle, const QString &netdev, double timeS,
                               const remote::CommandResult &result)
{
    if (!m_running)
        return; // stopped meanwhile
    if (cycle <= m_lastCycle.value(netdev, 0))
        return; // an older cycle answering after a newer one: stale
    if (!result.succeeded()) {
        if (transportFailed(result))
            noteTransportFailure(result);
        markLost(netdev, timeS);
        return;
    }
    const Result<probe::EthtoolStats> stats =
        probe::EthtoolStatsParser::parse(QString::fromUtf8(result.stdoutData));
    if (!stats) {
        markLost(netdev, timeS);
        return;
    }
    m_lastCycle.insert(netdev, cycle);
    setProblem({});
    CounterSample sample = CounterSample::fromStats(m_node, netdev, timeS, stats.value());
    if (m_moduleTemp.contains(netdev))
        sample.moduleTempC = m_moduleTemp.value(netdev);
    Q_EMIT counterSample(sample);
    auto it = m_calculators.find(netdev);
    if (it == m_calculators.end())
        return;
    if (const std::optional<RateSample> rate = it->add(sample))
        Q_EMIT rateSample(*rate);
}

void TelemetrySampler::setProblem(const QString &message)
{
    if (message == m_problem)
        return;
    m_problem = message;
    Q_EMIT problemChanged(m_node, m_problem);
}

bool TelemetrySampler::transportFailed(const remote::CommandResult &result)
{
    // Cancelled is ours (stop(), the watchdog), Completed ran on the node.
    return result.status != remote::CommandStatus::Completed &&
           result.status != remote::CommandStatus::Cancelled;
}

void TelemetrySampler::noteTransportFailure(const remote::CommandResult &result)
{
    setProblem(!result.errorMessage.isEmpty() ? result.errorMessage
                                              : tr("%1: the sampler's command ended: %2")
                                                    .arg(m_node, remote::commandStatusName(result.status)));
}

} // namespace railyard::telemetry
