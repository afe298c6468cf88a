// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/telemetrysampler.h"

#include "probe/ethtoolmoduleparser.h"
#include "probe/ethtoolstatsparser.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"

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
    resetCalculators();
}

void TelemetrySampler::resetCalculators()
{
    for (const QString &n : m_netdevs)
        m_calculators.insert(n, RateCalculator(m_intervalMs / 1000.0 * m_clockScale, m_linkSpeedGbps));
}

void TelemetrySampler::setClock(Clock clock, double unitsPerSecond)
{
    m_clock = std::move(clock);
    m_clockScale = unitsPerSecond;
    resetCalculators();
}

TelemetrySampler::~TelemetrySampler()
{
    stop();
}

void TelemetrySampler::setIntervalMs(int ms)
{
    m_intervalMs = std::max(100, ms);
    resetCalculators();
    if (m_timer.isActive())
        m_timer.start(m_intervalMs);
}

void TelemetrySampler::setLinkSpeedGbps(double gbps)
{
    m_linkSpeedGbps = gbps;
    for (RateCalculator &c : m_calculators)
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
    if (m_timer.isActive())
        return;
    m_timer.start(m_intervalMs);
    startCycle();
}

void TelemetrySampler::stop()
{
    m_timer.stop();
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
                    onStats(cycle, netdev, now(), r.succeeded(), r.stdoutData);
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

void TelemetrySampler::onStats(int cycle, const QString &netdev, double timeS, bool ok,
                               const QByteArray &output)
{
    if (!m_timer.isActive() && m_pending == 0)
        return; // stopped meanwhile
    if (cycle <= m_lastCycle.value(netdev, 0))
        return; // an older cycle answering after a newer one: stale
    if (!ok) {
        markLost(netdev, timeS);
        return;
    }
    const Result<probe::EthtoolStats> stats = probe::EthtoolStatsParser::parse(QString::fromUtf8(output));
    if (!stats) {
        markLost(netdev, timeS);
        return;
    }
    m_lastCycle.insert(netdev, cycle);
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

} // namespace railyard::telemetry
