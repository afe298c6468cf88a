// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/perftestrun.h"

#include "model/rail.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"

#include <QCoreApplication>
#include <atomic>

namespace railyard::measure {

namespace {

int nextRunId()
{
    static std::atomic<int> id{0};
    return ++id;
}

QString firstLine(const QByteArray &data)
{
    for (const QByteArray &line : data.split('\n')) {
        const QByteArray t = line.trimmed();
        if (!t.isEmpty())
            return QString::fromUtf8(t);
    }
    return {};
}

} // namespace

PerftestLeg PerftestLeg::between(const model::CableEnd &server, const model::CableEnd &client, int rail,
                                 const RailAddressBook &addresses, int slot, int basePort)
{
    const model::Rail s(server.port, rail);
    const model::Rail c(client.port, rail);
    PerftestLeg leg;
    leg.serverNode = server.node;
    leg.serverDevice = s.rdmaDevice();
    leg.clientNode = client.node;
    leg.clientDevice = c.rdmaDevice();
    leg.clientNetdev = c.netdev();
    leg.serverAddress = addresses.address(server.node, s.netdev());
    leg.tcpPort = basePort + slot;
    leg.port = client.port;
    leg.rail = rail;
    return leg;
}

PerftestRun::PerftestRun(remote::CommandRunner *runner, const QString &program, const PerftestFlags &flags,
                         const QList<PerftestLeg> &legs, report::ReportItem *report, QObject *parent)
    : QObject(parent), m_runner(runner), m_program(program), m_flags(flags), m_legs(legs), m_report(report),
      m_runId(nextRunId())
{
    m_state.resize(m_legs.size());
    for (const PerftestLeg &l : m_legs) {
        RailBandwidth r;
        r.runId = m_runId;
        r.serverNode = l.serverNode;
        r.clientNode = l.clientNode;
        r.port = l.port;
        r.rail = l.rail;
        r.netdev = l.clientNetdev;
        r.rdmaDevice = l.clientDevice;
        r.serverDevice = l.serverDevice;
        r.serverAddress = l.serverAddress;
        m_results << r;
    }
    m_listenTimeout.setSingleShot(true);
    m_listenTimeout.setInterval(15000);
    connect(&m_listenTimeout, &QTimer::timeout, this, [this] { startClients(); });
    m_serverGrace.setSingleShot(true);
    m_serverGrace.setInterval(5000);
    connect(&m_serverGrace, &QTimer::timeout, this, [this] {
        // A server whose client failed waits forever; its client is gone.
        for (LegState &s : m_state) {
            if (s.server && !s.server->isFinished()) {
                s.serverCutByGrace = true;
                s.server->cancel();
            }
        }
    });
}

PerftestRun::~PerftestRun()
{
    for (LegState &s : m_state) {
        for (const QPointer<remote::CommandJob> &job : {s.server, s.client}) {
            if (job && !job->isFinished()) {
                job->disconnect(this);
                job->cancel();
            }
        }
    }
}

int PerftestRun::runningJobs() const
{
    int n = 0;
    for (const LegState &s : m_state) {
        n += (s.server && !s.server->isFinished()) ? 1 : 0;
        n += (s.client && !s.client->isFinished()) ? 1 : 0;
    }
    return n;
}

std::optional<ToolMissing> PerftestRun::toolMissing() const
{
    for (const RailBandwidth &r : m_results) {
        if (r.toolMissing)
            return r.toolMissing;
    }
    return std::nullopt;
}

void PerftestRun::fail(int leg, const QString &error)
{
    if (m_results[leg].error.isEmpty())
        m_results[leg].error = error;
    m_results[leg].gbps = 0;
}

void PerftestRun::failOnServer(int leg, const QString &error)
{
    // The client's "Couldn't connect" is only the consequence; the cause
    // replaces it so the finding names the node whose tool misbehaved.
    RailBandwidth &r = m_results[leg];
    r.error = error;
    r.gbps = 0;
    r.serverFault = true;
}

void PerftestRun::start()
{
    if (m_legs.isEmpty()) {
        m_finished = true;
        QMetaObject::invokeMethod(this, &PerftestRun::finished, Qt::QueuedConnection);
        return;
    }
    for (int i = 0; i < m_legs.size(); ++i) {
        const PerftestLeg &l = m_legs[i];
        LegState &s = m_state[i];
        if (l.serverAddress.isEmpty()) {
            fail(i, QCoreApplication::translate("railyard::measure::PerftestRun",
                                                "no address known for the server rail on %1")
                        .arg(l.serverNode));
            s.serverDone = s.clientDone = true;
            continue;
        }
        const Result<remote::RemoteCommand> cmd = m_flags.serverCommand(m_program, l.serverDevice, l.tcpPort);
        Result<remote::CommandJob *> job = cmd ? m_runner->run(l.serverNode, cmd.value(), m_report)
                                               : Result<remote::CommandJob *>(cmd.error());
        if (!job) {
            fail(i, job.error().toString());
            s.serverDone = s.clientDone = true;
            continue;
        }
        s.server = job.value();
        connect(job.value(), &remote::CommandJob::outputLine, this,
                [this, i](const QString &, remote::OutputChannel channel) {
                    if (channel == remote::OutputChannel::Stdout)
                        onServerLine(i);
                });
        connect(job.value(), &remote::CommandJob::finished, this,
                [this, i](const remote::CommandResult &r) { onServerFinished(i, r); });
    }
    m_listenTimeout.start();
    checkDone();
}

void PerftestRun::onServerLine(int leg)
{
    LegState &s = m_state[leg];
    if (s.listening)
        return;
    // perftest prints its banner once it listens: the client may connect.
    s.listening = true;
    for (const LegState &o : m_state) {
        if (!o.listening && !o.serverDone)
            return;
    }
    startClients();
}

void PerftestRun::startClients()
{
    if (m_clientsStarted || m_cancelled)
        return;
    m_clientsStarted = true;
    m_listenTimeout.stop();
    for (int i = 0; i < m_legs.size(); ++i) {
        const PerftestLeg &l = m_legs[i];
        LegState &s = m_state[i];
        if (s.clientDone)
            continue;
        if (!s.listening) {
            fail(i, QCoreApplication::translate("railyard::measure::PerftestRun",
                                                "the %1 server on %2 did not start listening")
                        .arg(m_program, l.serverNode));
            s.clientDone = true;
            if (s.server && !s.server->isFinished())
                s.server->cancel();
            continue;
        }
        const Result<remote::RemoteCommand> cmd =
            m_flags.clientCommand(m_program, l.clientDevice, l.tcpPort, l.serverAddress);
        Result<remote::CommandJob *> job = cmd ? m_runner->run(l.clientNode, cmd.value(), m_report)
                                               : Result<remote::CommandJob *>(cmd.error());
        if (!job) {
            fail(i, job.error().toString());
            s.clientDone = true;
            continue;
        }
        s.clientStarted = true;
        s.client = job.value();
        connect(job.value(), &remote::CommandJob::finished, this,
                [this, i](const remote::CommandResult &r) { onClientFinished(i, r); });
    }
    checkDone();
}

void PerftestRun::onServerFinished(int leg, const remote::CommandResult &r)
{
    LegState &s = m_state[leg];
    s.serverDone = true;
    const Result<probe::PerftestResult> parsed =
        probe::PerftestParser::parse(QString::fromUtf8(r.stdoutData));
    if (parsed) {
        m_results[leg].server = parsed.value();
    } else if (!m_cancelled &&
               (r.status == remote::CommandStatus::Completed ||
                (r.status == remote::CommandStatus::Cancelled && s.serverCutByGrace)) &&
               !r.stdoutData.trimmed().isEmpty()) {
        // Even the banner is missing: whatever printed this is not a perftest
        // server, although its lines made it look like one that listens. For
        // a server that ran to its end, or that we ended after its client had
        // failed (a loaded machine may still be carrying a large output then:
        // whether it finished first is timing, not a different fault). Output
        // cut short by a lost connection is the connection's fault, reported
        // as such below.
        failOnServer(leg,
                     QCoreApplication::translate("railyard::measure::PerftestRun", "the %1 server on %2: %3")
                         .arg(m_program, m_legs[leg].serverNode, parsed.error().toString()));
        if (!s.clientStarted) {
            s.clientDone = true;
            onServerLine(leg);
            s.listening = false;
        }
        checkDone();
        return;
    }
    if (!s.clientStarted) {
        s.clientDone = true;
        if (const std::optional<ToolMissing> missing =
                ToolMissing::detect(m_legs[leg].serverNode, m_program, r)) {
            m_results[leg].toolMissing = missing;
            fail(leg, missing->message());
        } else if (r.status == remote::CommandStatus::Cancelled) {
            fail(leg, QCoreApplication::translate("railyard::measure::PerftestRun", "cancelled"));
        } else {
            const QString why = firstLine(r.stderrData).isEmpty() ? r.errorMessage : firstLine(r.stderrData);
            fail(leg, QCoreApplication::translate("railyard::measure::PerftestRun",
                                                  "the %1 server on %2 ended before its client: %3")
                          .arg(m_program, m_legs[leg].serverNode, why));
        }
        // Clients of the other legs must not wait for this one.
        onServerLine(leg);
        s.listening = false;
    }
    checkDone();
}

void PerftestRun::onClientFinished(int leg, const remote::CommandResult &r)
{
    LegState &s = m_state[leg];
    s.clientDone = true;
    RailBandwidth &out = m_results[leg];
    if (const std::optional<ToolMissing> missing =
            ToolMissing::detect(m_legs[leg].clientNode, m_program, r)) {
        out.toolMissing = missing;
        fail(leg, missing->message());
    } else if (r.status == remote::CommandStatus::Cancelled) {
        fail(leg, QCoreApplication::translate("railyard::measure::PerftestRun", "cancelled"));
    } else if (r.status == remote::CommandStatus::ConnectionLost ||
               r.status == remote::CommandStatus::TimedOut ||
               r.status == remote::CommandStatus::FailedToStart) {
        // The transport's verdict wins over whatever part of the output
        // arrived before it: how much did is a matter of timing, and a
        // parse of a cut-off run would name no node.
        fail(leg,
             r.errorMessage.isEmpty()
                 ? QCoreApplication::translate("railyard::measure::PerftestRun", "%1: %2 did not finish: %3")
                       .arg(m_legs[leg].clientNode, m_program, remote::commandStatusName(r.status))
                 : r.errorMessage);
    } else {
        const QString text = QString::fromUtf8(r.stdoutData) + QString::fromUtf8(r.stderrData);
        const Result<probe::PerftestResult> parsed = probe::PerftestParser::parse(text);
        if (!parsed) {
            fail(leg, parsed.error().toString());
        } else {
            out.client = parsed.value();
            if (parsed->error) {
                fail(leg, parsed->error->message);
            } else if (!parsed->latRows.isEmpty()) {
                out.latencyTypicalUs = parsed->latRows.last().tTypicalUs;
                out.latencyP99Us = parsed->latRows.last().p99Us;
            } else if (!parsed->bwRows.isEmpty()) {
                // --run_infinitely repeats rows: the run's figure is their mean.
                double sum = 0;
                for (const probe::PerftestBwRow &row : parsed->bwRows)
                    sum += row.bwAvgGbps;
                out.gbps = sum / double(parsed->bwRows.size());
            } else if (r.exitCode != 0 || r.status != remote::CommandStatus::Completed) {
                fail(leg, r.errorMessage.isEmpty()
                              ? QCoreApplication::translate("railyard::measure::PerftestRun",
                                                            "%1 exited with code %2")
                                    .arg(m_program)
                                    .arg(r.exitCode)
                              : r.errorMessage);
            } else {
                fail(leg,
                     QCoreApplication::translate("railyard::measure::PerftestRun", "%1 printed no result")
                         .arg(m_program));
            }
        }
    }
    if (s.server && !s.server->isFinished() && !m_serverGrace.isActive())
        m_serverGrace.start();
    checkDone();
}

void PerftestRun::cancel()
{
    if (m_finished)
        return;
    m_cancelled = true;
    m_listenTimeout.stop();
    // Clients first: a real server ends by itself once its client has gone.
    for (LegState &s : m_state) {
        if (s.client && !s.client->isFinished())
            s.client->cancel();
    }
    for (LegState &s : m_state) {
        if (s.server && !s.server->isFinished())
            s.server->cancel();
        s.clientDone = true;
    }
    checkDone();
}

void PerftestRun::checkDone()
{
    if (m_finished)
        return;
    for (const LegState &s : m_state) {
        if (!s.clientDone)
            return;
        if (s.server && !s.server->isFinished())
            return;
    }
    m_finished = true;
    m_listenTimeout.stop();
    m_serverGrace.stop();
    for (int i = 0; i < m_results.size(); ++i) {
        if (m_cancelled && m_results[i].ok() && m_results[i].gbps == 0 && !m_results[i].latencyTypicalUs)
            fail(i, QCoreApplication::translate("railyard::measure::PerftestRun", "cancelled"));
    }
    Q_EMIT finished();
}

} // namespace railyard::measure
