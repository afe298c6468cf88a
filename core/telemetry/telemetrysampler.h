// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "telemetry/countersample.h"
#include "telemetry/ratecalculator.h"
#include "telemetry/ratesample.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <functional>

namespace railyard::remote {
class CommandJob;
class CommandRunner;
struct CommandResult;
} // namespace railyard::remote

namespace railyard::telemetry {

// Samples the counters of a node's cluster netdevs at a fixed period and
// turns them into rates. One cycle reads every netdev; a tick that finds
// the previous cycle still running counts as a lost sample and the next
// rate carries a gap marker, so a chart never bridges missing data.
//
// Two ways to get counters:
// - streaming (preferred): one long-lived `sh -c` loop per node
//   (SamplerScript) printing a line per netdev per tick; a dropped stream
//   is restarted with a gap marker, a silent one is restarted by a
//   watchdog, skipped ticks are counted as lost;
// - per sample (fallback, and the naive baseline of bench/telemetry): one
//   `ethtool -S` per netdev per cycle, used when the node cannot run the
//   loop (no `sh`: exit 127 before the first line, as the in-process
//   simulator answers unless its scenario enables the shell sampler), then
//   `railyard-sampler` as a program (the simulator's), or after three
//   stream starts in a row that printed nothing (the loop exits at once).
class TelemetrySampler : public QObject
{
    Q_OBJECT
public:
    using Clock = std::function<double()>;
    enum class Mode
    {
        Auto,      // streaming, per sample when the node cannot stream
        Streaming, // streaming only; a node that cannot stream loses every sample
        PerSample, // one ethtool -S per netdev per cycle
    };

    TelemetrySampler(remote::CommandRunner *runner, const QString &node, const QStringList &netdevs,
                     QObject *parent = nullptr);
    ~TelemetrySampler() override;

    QString node() const { return m_node; }
    QStringList netdevs() const { return m_netdevs; }
    // Up to 10 Hz (100 ms); shorter periods are raised to 100 ms.
    void setIntervalMs(int ms);
    int intervalMs() const { return m_intervalMs; }
    // Seconds on a common clock; defaults to a monotonic real-time clock.
    // Tests pass the simulator's clock so rates compare with the model.
    // `unitsPerSecond`: how many clock units pass per real second (the
    // simulator's speed), so gap detection knows the expected interval.
    void setClock(Clock clock, double unitsPerSecond = 1.0);
    // Read `ethtool -m` (module temperature) every n-th cycle; 0: never.
    // Streaming: every n-th phy tick, as its own short command (the loop
    // does not print it).
    void setModuleEvery(int cycles) { m_moduleEvery = cycles; }
    void setLinkSpeedGbps(double gbps);
    void setMode(Mode mode) { m_mode = mode; }
    Mode mode() const { return m_mode; }
    // What runs now: Streaming or PerSample (Auto before start()).
    Mode activeMode() const { return m_active; }
    // Streaming through the installed `railyard-sampler` rather than `sh -c`.
    bool streamsDirect() const { return m_direct; }
    // Streaming: read `ethtool -S` every n-th tick (1: every tick); see
    // SamplerScript. 0 (default): once a second whatever the interval.
    void setPhyEvery(int ticks) { m_phyEvery = std::max(0, ticks); }
    // Seconds between two phy ticks (one netdev's ethtool -S) by default.
    static constexpr int PhySeconds = 2;
    int phyEvery() const;
    int phyPeriodTicks() const;
    int modulePhyLines() const;

    void start();
    void stop();
    bool isRunning() const { return m_running; }
    bool cycleInFlight() const { return m_pending > 0; }

    int cycles() const { return m_cycle; }
    int lostSamples() const { return m_lost; }
    int staleDropped() const;
    int streamRestarts() const { return m_restarts; }
    int badLines() const { return m_badLines; }
    // Why the node delivers nothing now: the transport's message (it names
    // the node: unknown host key, connection refused, lost connection);
    // empty while samples arrive. Only transport failures: a node that
    // answers but cannot stream is handled by the fallback above.
    QString problem() const { return m_problem; }

Q_SIGNALS:
    void counterSample(const railyard::telemetry::CounterSample &sample);
    void rateSample(const railyard::telemetry::RateSample &sample);
    // A sample of `netdev` (empty: every netdev) was lost at timeS.
    void sampleLost(const QString &node, const QString &netdev, double timeS);
    void activeModeChanged(railyard::telemetry::TelemetrySampler::Mode mode);
    // problem() changed; empty `message`: samples arrive again.
    void problemChanged(const QString &node, const QString &message);

private:
    void tick();
    void startCycle();
    void onStats(int cycle, const QString &netdev, double timeS, const remote::CommandResult &result);
    void onModule(const QString &netdev, bool ok, const QByteArray &output);
    void jobDone();
    void markLost(const QString &netdev, double timeS);
    void resetCalculators(double scale);
    void readModule(const QString &netdev);
    double now() const;
    void startPerSample();
    void startStream();
    void armWatchdog();
    int watchdogMs() const;
    void onStreamLine(const QString &line);
    void onStreamFinished(const QPointer<remote::CommandJob> &job, bool sawLine,
                          const remote::CommandResult &result);
    void setProblem(const QString &message);
    static bool transportFailed(const remote::CommandResult &result);
    void noteTransportFailure(const remote::CommandResult &result);
    void restartStream();
    void emitStreamRate(const CounterSample &sample, bool phy);

    remote::CommandRunner *m_runner;
    QString m_node;
    QStringList m_netdevs;
    QTimer m_timer;
    int m_intervalMs = 100;
    int m_moduleEvery = 10;
    double m_linkSpeedGbps = 200;
    double m_clockScale = 1.0;
    Clock m_clock;
    int m_cycle = 0;
    int m_pending = 0;
    int m_lost = 0;
    QHash<QString, RateCalculator> m_calculators;
    QHash<QString, int> m_lastCycle; // newest cycle accepted per netdev
    QHash<QString, double> m_moduleTemp;
    QList<QPointer<remote::CommandJob>> m_jobs;

    Mode m_mode = Mode::Auto;
    Mode m_active = Mode::Auto;
    bool m_running = false;
    int m_phyEvery = 0;
    QHash<QString, int> m_phyLines;    // phy lines per netdev, for the module cadence
    QHash<QString, bool> m_moduleBusy; // an `ethtool -m` of that netdev is running
    QPointer<remote::CommandJob> m_stream;
    bool m_streamEverWorked = false;
    int m_silentStarts = 0; // stream starts in a row that printed no line
    bool m_direct = false;  // `railyard-sampler` instead of the sh loop
    int m_restarts = 0;
    int m_badLines = 0;
    QString m_problem;
    int m_backoffMs = 500;
    QTimer m_watchdog;
    QElapsedTimer m_watchdogArmed; // wall time, also under the simulator's clock
    int m_lateLooks = 0;
    QTimer m_restartTimer;
    bool m_haveOffset = false;
    double m_timeOffset = 0;           // controller clock minus node clock
    QHash<QString, qint64> m_lastTick; // newest tick per netdev on this stream
    QHash<QString, RateCalculator> m_phyCalculators;
};

} // namespace railyard::telemetry
