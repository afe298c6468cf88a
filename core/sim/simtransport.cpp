// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simtransport.h"

#include "remote/commandjob.h"
#include "remote/remotecommand.h"
#include "sim/latencymodel.h"
#include "sim/ncclemulator.h"
#include "sim/perftestemulator.h"
#include "sim/sampleremulator.h"
#include "sim/shellemulator.h"
#include "sim/simcluster.h"
#include "sim/toolemulator.h"

#include <QCoreApplication>
#include <QMap>
#include <QPointer>
#include <QTimer>

namespace railyard::sim {

namespace {

using remote::CommandStatus;
using remote::OutputChannel;

QString trSim(const char *text)
{
    return QCoreApplication::translate("railyard::sim::SimTransport", text);
}

class SimJob : public remote::CommandJob
{
public:
    SimJob(std::shared_ptr<SimCluster> cluster, const QString &node, const remote::RemoteCommand &command,
           QObject *parent)
        : CommandJob(node, command, parent), m_cluster(std::move(cluster)), m_timeout(new QTimer(this)),
          m_tick(new QTimer(this))
    {
        m_timeout->setSingleShot(true);
        connect(m_timeout, &QTimer::timeout, this, [this] { timedOut(); });
    }

    // The command's timeout fell; also what a stalled run reports at once
    // (the compressed clock would make its real timeoutMs pointless).
    void timedOut()
    {
        cleanup();
        finish(CommandStatus::TimedOut, -1,
               trSim("%1: %2 timed out after %3 s")
                   .arg(node(), command().program)
                   .arg(command().timeoutMs / 1000.0));
    }

    ~SimJob() override { cleanup(); }

    // `waitS`: simulated seconds the command waits before it runs (the
    // login, exec and the tool's own run of the latency model).
    void begin(double waitS = 0)
    {
        if (command().timeoutMs > 0)
            m_timeout->start(command().timeoutMs);
        // A node-to-node login counts against the cluster's login capacity
        // from its start (the wait is its handshake) to its end.
        const bool login = command().program == QLatin1String("ssh");
        if (login) {
            m_cluster->addLoginInFlight(1);
            connect(this, &remote::CommandJob::finished, this,
                    [cluster = m_cluster] { cluster->addLoginInFlight(-1); });
        }
        QTimer::singleShot(waitS > 0 ? m_cluster->clock().realMs(waitS) : 0, this, [this, login] {
            if (isFinished())
                return;
            if (login && m_cluster->loginOverloaded() && m_cluster->loginHangs())
                return timedOut();
            if (login && m_cluster->loginOverloaded()) {
                cleanup();
                appendOutput(remote::OutputChannel::Stderr,
                             QByteArrayLiteral("Connection timed out during banner exchange\n"));
                finish(CommandStatus::Completed, 255);
                return;
            }
            if (const SimNode *n = m_cluster->node(node()); n && n->sshdDown()) {
                cleanup();
                finish(CommandStatus::FailedToStart, -1,
                       trSim("%1: cannot connect to %2 port 22: Connection refused")
                           .arg(node(), n->managementAddress()));
                return;
            }
            markStarted();
            dispatch();
        });
    }

    void cancel() override
    {
        if (isFinished())
            return;
        cleanup();
        finish(CommandStatus::Cancelled, -1, trSim("%1: %2 cancelled").arg(node(), command().program));
    }

    // Server side of a perftest pair: the client connected.
    void clientConnected(const PerftestMeasurement &m)
    {
        m_measurement = m;
        appendOutput(OutputChannel::Stdout, PerftestEmulator::header(m_perftest, m.mtu, true) +
                                                PerftestEmulator::addressBlock(m_perftest, m, true) +
                                                PerftestEmulator::tableHeader(m_perftest));
    }

    // pkill: the process behind this job got SIGTERM.
    void terminate()
    {
        if (isFinished())
            return;
        if (m_gpuLoad)
            m_cluster->setGpuLoad(node(), 0, 0);
        cleanup();
        finish(CommandStatus::Completed, 143);
    }

    void clientDone(const PerftestMeasurement &m)
    {
        if (isFinished())
            return;
        cleanup();
        if (!m_perftest.isLatency())
            appendOutput(OutputChannel::Stdout, PerftestEmulator::results(m_perftest, m));
        appendOutput(OutputChannel::Stdout, PerftestEmulator::rule());
        finish(CommandStatus::Completed, 0);
    }

private:
    void cleanup()
    {
        for (int pid : std::as_const(m_pids))
            m_cluster->removeProcess(pid);
        m_pids.clear();
        m_tick->stop();
        m_timeout->stop();
        if (m_listenerId) {
            m_cluster->removeListener(m_listenerId);
            m_listenerId = 0;
        }
        if (m_flowId) {
            m_cluster->finishFlow(m_flowId);
            m_flowId = 0;
        }
        if (m_server) {
            SimJob *server = m_server;
            m_server = nullptr;
            server->clientDone(m_measurement);
        }
    }

    void done(const ToolOutput &o)
    {
        appendOutput(OutputChannel::Stdout, o.out);
        appendOutput(OutputChannel::Stderr, o.err);
        finish(CommandStatus::Completed, o.exitCode);
    }

    void finishAfter(double simSeconds, const ToolOutput &o)
    {
        QTimer::singleShot(m_cluster->clock().realMs(simSeconds), this, [this, o] {
            if (isFinished())
                return;
            cleanup();
            done(o);
        });
    }

    // Lists this job in the node's process table so pkill / pgrep see it.
    void addProcess(const QString &onNode, const QString &program, const QStringList &args)
    {
        QPointer<SimJob> self(this);
        // The job's processes on its own node share the session the remote
        // shell opened; a rank mpirun starts elsewhere is in another.
        const bool here = onNode == node();
        const int pid = m_cluster->addProcess(
            onNode, program, QStringList(QStringList{program} + args).join(QLatin1Char(' ')),
            [self] {
                if (self)
                    self->terminate();
            },
            here ? m_session : 0);
        if (here && m_session == 0) {
            m_session = pid;
            setRemoteSession(pid);
        }
        m_pids << pid;
    }

    void dispatch()
    {
        // Wrappers a command line may carry: sudo, env K=V.
        QString program = command().program;
        QStringList args = command().arguments;
        QMap<QString, QString> env;
        const SimNode *n = m_cluster->node(node());
        const bool askPassword = n && n->faults().sudoPassword;
        bool root = command().asRoot;
        if (root && askPassword && command().stdinData.isEmpty())
            return done(ToolOutput::failure(QByteArrayLiteral("sudo: a password is required\n")));
        while (true) {
            if (program == QLatin1String("sudo")) {
                bool nonInteractive = false;
                bool passwordOnStdin = false;
                while (!args.isEmpty() && args.first().startsWith(QLatin1Char('-'))) {
                    const QString opt = args.takeFirst();
                    if (opt == QLatin1String("--"))
                        break;
                    if (opt == QLatin1String("-u") || opt == QLatin1String("-g") ||
                        opt == QLatin1String("-p")) {
                        if (!args.isEmpty())
                            args.removeFirst();
                        continue;
                    }
                    if (!opt.startsWith(QLatin1String("--"))) {
                        nonInteractive = nonInteractive || opt.contains(QLatin1Char('n'));
                        passwordOnStdin = passwordOnStdin || opt.contains(QLatin1Char('S'));
                    } else {
                        nonInteractive = nonInteractive || opt == QLatin1String("--non-interactive");
                        passwordOnStdin = passwordOnStdin || opt == QLatin1String("--stdin");
                    }
                }
                if (askPassword && !(passwordOnStdin && !command().stdinData.isEmpty())) {
                    if (nonInteractive)
                        return done(ToolOutput::failure(QByteArrayLiteral("sudo: a password is required\n")));
                    return done(ToolOutput::failure(QByteArrayLiteral(
                        "sudo: a terminal is required to read the password; either use the -S option to read "
                        "from standard input or configure an askpass helper\nsudo: a password is "
                        "required\n")));
                }
                root = true;
                if (!args.isEmpty() && !m_cluster->scenario().hasTool(node(), args.first()))
                    return done(ToolOutput::failure(
                        QStringLiteral("sudo: %1: command not found\n").arg(args.first()).toUtf8()));
            } else if (program == QLatin1String("env")) {
                while (!args.isEmpty() && args.first().contains(QLatin1Char('=')))
                    env.insert(args.first().section(QLatin1Char('='), 0, 0),
                               args.takeFirst().section(QLatin1Char('='), 1));
            } else {
                break;
            }
            if (args.isEmpty())
                return done(ToolOutput::failure(QByteArrayLiteral("usage: missing command\n")));
            program = args.takeFirst();
        }
        if (!m_cluster->scenario().hasTool(node(), program))
            return done(ToolEmulator::commandNotFound(program));
        if (PerftestEmulator::isPerftest(program))
            return perftest(program, args);
        if (program == SamplerEmulator::program()) {
            const Result<SamplerOptions> o = SamplerEmulator::parseArgs(args);
            if (!o)
                return done(ToolOutput::failure(o.error().message.toUtf8(), 2));
            return sampler(o.value(), program, args);
        }
        if (program == QLatin1String("setsid"))
            return detach(args, root);
        if (program == QLatin1String("sh") && m_cluster->shellSampler() &&
            !(!args.isEmpty() && args.first().startsWith(QLatin1Char('/')))) {
            if (const std::optional<SamplerOptions> o = SamplerEmulator::parseShell(args))
                return sampler(*o, program, args);
            return done(ToolOutput::failure(
                QByteArrayLiteral("sh: the simulator runs no shell scripts but the telemetry sampler\n"), 2));
        }
        ToolEmulator tools(*m_cluster);
        const ToolOutput o = tools.run(node(), program, args, env, root, command().stdinData);
        if (o.timedOut)
            return timedOut();
        if (o.durationS > 0) {
            if (program == QLatin1String("mpirun") && o.exitCode == 0) {
                const QPair<QStringList, QString> ranks = NcclEmulator::mpirunRanks(*m_cluster, node(), args);
                addProcess(node(), program, args);
                for (const QString &rankNode : ranks.first)
                    addProcess(rankNode, ranks.second, {});
            } else {
                m_gpuLoad = program == QLatin1String("gpu_burn");
                addProcess(node(), program, args);
            }
            finishAfter(o.durationS, o);
        } else {
            done(o);
        }
    }

    // `setsid [-f] sh SCRIPT`: the apply's dead-man guard. It outlives this
    // job (and the controller): the script runs on the cluster's clock until
    // its `sleep`, then resumes there unless the cluster is gone or a pkill
    // ended it, exactly what the journal's decided/ lock expects.
    void detach(QStringList args, bool root)
    {
        while (!args.isEmpty() && args.first().startsWith(QLatin1Char('-')))
            args.removeFirst(); // -f, -w, -c: the simulated job never waits for it
        if (args.isEmpty())
            return done(ToolOutput::failure(QByteArrayLiteral("setsid: no command specified\n")));
        const QString program = args.takeFirst();
        if (!m_cluster->scenario().hasTool(node(), program))
            return done(ToolOutput::failure(
                QStringLiteral("setsid: failed to execute %1: No such file or directory\n")
                    .arg(program)
                    .toUtf8()));
        if (program != QLatin1String("sh") || args.isEmpty() || !args.first().startsWith(QLatin1Char('/'))) {
            ToolEmulator tools(*m_cluster);
            tools.run(node(), program, args, {}, root);
            return done(ToolOutput{});
        }
        QByteArray script;
        SimNode *n = m_cluster->node(node());
        if (const QString err =
                n->fileSystem().read(args.first(), root ? 0 : SimFileSystem::UserUid, &script);
            !err.isEmpty())
            return done(ToolOutput{}); // setsid -f has returned before sh fails to open it
        auto shell = std::make_shared<ShellEmulator>(*m_cluster, node(), root, script, args.mid(1));
        auto stopped = std::make_shared<bool>(false);
        const int pid = m_cluster->addProcess(node(), program,
                                              QStringList(QStringList{program} + args).join(QLatin1Char(' ')),
                                              [stopped] { *stopped = true; });
        std::weak_ptr<SimCluster> weak = m_cluster;
        // The pending timer owns the next step; the step knows itself only
        // weakly, so a guard still asleep when the application quits is
        // freed with its timer instead of keeping itself alive.
        auto step = std::make_shared<std::function<void()>>();
        std::weak_ptr<std::function<void()>> self = step;
        *step = [weak, shell, stopped, pid, self] {
            const std::shared_ptr<SimCluster> cluster = weak.lock();
            if (!cluster || *stopped)
                return;
            shell->run(true);
            if (shell->finished()) {
                cluster->removeProcess(pid);
                return;
            }
            QObject *context = QCoreApplication::instance();
            const std::shared_ptr<std::function<void()>> next = self.lock();
            if (!context || !next)
                return;
            QTimer::singleShot(cluster->clock().realMs(shell->sleeping()), context, [next] { (*next)(); });
        };
        (*step)();
        done(ToolOutput{});
    }

    // The telemetry sampler: one tick now, then one per interval, until --count or cancel.
    void sampler(const SamplerOptions &o, const QString &program, QStringList args)
    {
        m_sampler = o;
        // ps shows the script on one line; `pgrep -f railyard-sampler` finds it.
        for (QString &a : args)
            a.replace(QLatin1Char('\n'), QLatin1Char(' '));
        addProcess(node(), program, args);
        auto sample = [this] {
            appendOutput(OutputChannel::Stdout,
                         SamplerEmulator::tickLines(*m_cluster, node(), m_sampler, m_samples));
            if (m_sampler.count > 0 && ++m_samples >= m_sampler.count) {
                cleanup();
                finish(CommandStatus::Completed, 0);
            } else if (m_sampler.count == 0) {
                ++m_samples;
            }
        };
        sample();
        if (isFinished())
            return;
        m_tick->setInterval(std::max(1, m_cluster->clock().realMs(m_sampler.intervalMs / 1000.0)));
        m_tick->setTimerType(Qt::PreciseTimer);
        connect(m_tick, &QTimer::timeout, this, sample);
        m_tick->start();
    }

    void perftest(const QString &program, const QStringList &args)
    {
        const Result<PerftestOptions> opts = PerftestEmulator::parseArgs(program, args);
        if (!opts)
            return done(ToolOutput::failure(opts.error().message.toUtf8()));
        m_perftest = opts.value();
        if (m_perftest.isServer()) {
            if (m_cluster->listener(node(), m_perftest.tcpPort))
                return done(ToolOutput::failure(
                    QStringLiteral("Couldn't listen to port %1\n").arg(m_perftest.tcpPort).toUtf8()));
            PerftestListener l;
            l.node = node();
            l.device = m_perftest.device;
            l.tcpPort = m_perftest.tcpPort;
            l.test = m_perftest.test;
            l.owner = this;
            m_listenerId = m_cluster->addListener(l);
            addProcess(node(), program, args);
            appendOutput(OutputChannel::Stdout, PerftestEmulator::waitingBanner());
            return;
        }
        const std::optional<RailEndpoint> target = m_cluster->tcpReach(node(), m_perftest.server);
        PerftestListener *l = target ? m_cluster->listener(target->node, m_perftest.tcpPort) : nullptr;
        SimJob *server = l ? dynamic_cast<SimJob *>(l->owner.data()) : nullptr;
        if (!server || l->test != m_perftest.test) {
            // Nothing listens: the connect is refused after the usual retries.
            return finishAfter(0.3, ToolOutput::failure(PerftestEmulator::connectError(m_perftest.server,
                                                                                       m_perftest.tcpPort)));
        }
        ToolOutput failure;
        Result<PerftestMeasurement> m = PerftestEmulator::measure(*m_cluster, node(), m_perftest, &failure);
        if (m)
            addProcess(node(), program, args);
        if (!m)
            return done(failure);
        m_measurement = m.value();
        m_cluster->removeListener(l->id); // one client per server run, as perftest
        server->m_listenerId = 0;
        m_server = server;
        const SimNode *n = m_cluster->node(node());
        const RailEndpoint from{node(), n->railByRdmaDevice(m_perftest.device)->rail};
        const RailEndpoint to{
            target->node, m_cluster->node(target->node)->railByRdmaDevice(server->m_perftest.device)->rail};
        m_flowId = m_cluster->startFlow(from, to);
        server->clientConnected(m_measurement);
        appendOutput(OutputChannel::Stdout,
                     PerftestEmulator::header(m_perftest, m_measurement.mtu, false) +
                         PerftestEmulator::addressBlock(m_perftest, m_measurement, false) +
                         PerftestEmulator::tableHeader(m_perftest));
        if (m_perftest.runInfinitely) {
            // One row per simulated second until cancelled, each the rate of that second.
            m_tick->setInterval(std::max(1, m_cluster->clock().realMs(1.0)));
            connect(m_tick, &QTimer::timeout, this, [this] {
                m_cluster->update();
                PerftestMeasurement now = m_measurement;
                now.gbps = m_cluster->currentRate(m_flowId);
                PerftestOptions perSecond = m_perftest;
                perSecond.durationS = 1;
                appendOutput(OutputChannel::Stdout, PerftestEmulator::results(perSecond, now));
            });
            m_tick->start();
            return;
        }
        const double seconds = m_perftest.durationS > 0 ? m_perftest.durationS : 2.0;
        QTimer::singleShot(m_cluster->clock().realMs(seconds), this, [this] {
            if (isFinished())
                return;
            const double avg = m_cluster->finishFlow(m_flowId);
            m_flowId = 0;
            if (!m_perftest.isLatency())
                m_measurement.gbps = avg * (m_measurement.gbps > 0 ? 1.0 : 0.0);
            appendOutput(OutputChannel::Stdout,
                         PerftestEmulator::results(m_perftest, m_measurement) + PerftestEmulator::rule());
            cleanup();
            finish(CommandStatus::Completed, 0);
        });
    }

    std::shared_ptr<SimCluster> m_cluster;
    QTimer *m_timeout;
    QTimer *m_tick;
    PerftestOptions m_perftest;
    PerftestMeasurement m_measurement;
    int m_listenerId = 0;
    int m_flowId = 0;
    QPointer<SimJob> m_server;
    QList<int> m_pids;
    int m_session = 0;
    bool m_gpuLoad = false;
    SamplerOptions m_sampler;
    int m_samples = 0;
};

} // namespace

SimTransport::SimTransport(std::shared_ptr<SimCluster> cluster, const QString &node, QObject *parent)
    : CommandTransport(node, parent), m_cluster(std::move(cluster))
{}

remote::CommandJob *SimTransport::start(const remote::RemoteCommand &command)
{
    auto *job = new SimJob(m_cluster, node(), command, this);
    if (!m_cluster->modelledLatency()) {
        m_lastWaitS = 0;
        job->begin();
        return job;
    }
    // Like the SSH transport: past ChannelsPerNode open channels a command
    // waits for one to close.
    connect(job, &remote::CommandJob::finished, this, [this, job] {
        if (!m_queued.removeOne(job))
            --m_open;
        startQueued();
    });
    m_queued.append(job);
    startQueued();
    return job;
}

void SimTransport::startQueued()
{
    while (m_open < ChannelsPerNode && !m_queued.isEmpty()) {
        QPointer<remote::CommandJob> next = m_queued.takeFirst();
        auto *job = static_cast<SimJob *>(next.data());
        if (!job)
            continue;
        ++m_open;
        const remote::RemoteCommand &c = job->command();
        QByteArray script;
        if (const QString path = LatencyModel::scriptPath(c.program, c.arguments); !path.isEmpty()) {
            if (const SimNode *n = m_cluster->node(node()))
                n->fileSystem().read(path, 0, &script);
        }
        double wait = LatencyModel::commandSeconds(c.program, c.arguments, c.asRoot, script);
        // The first command logs in; the ones beside it wait for that login.
        const double now = m_cluster->clock().now();
        if (m_connectedAt < 0)
            m_connectedAt = now + LatencyModel::cost(QStringLiteral("login"));
        wait += std::max(0.0, m_connectedAt - now);
        m_lastWaitS = wait;
        job->begin(wait);
    }
}

} // namespace railyard::sim
