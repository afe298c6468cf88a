// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/perftestflags.h"
#include "measure/railbandwidth.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace railyard::remote {
class CommandJob;
class CommandRunner;
} // namespace railyard::remote
namespace railyard::report {
class ReportItem;
}

#include "measure/railaddressbook.h"
#include "model/cable.h"

namespace railyard::measure {

// One leg to run: the server listens on serverDevice, the client on
// clientDevice connects to serverAddress.
struct PerftestLeg
{
    QString serverNode;
    QString serverDevice;
    QString clientNode;
    QString clientDevice;
    QString clientNetdev;
    QString serverAddress;
    int tcpPort = BaseTcpPort;
    int port = 0; // client end
    int rail = 1;

    // The TCP ports perftest servers listen on: a run numbers its legs from
    // one base, so the servers of one run never share a port. The Live
    // page's load may run beside a test and counts from its own base.
    static constexpr int BaseTcpPort = 18515;
    static constexpr int LoadTcpPort = 18600;

    // The leg over one rail of a cable (or of one port to itself, for the
    // loopback: server and client the same end): the server on `server`'s
    // RDMA device at its rail address, the client on `client`'s, the
    // `slot`-th leg of its run. Every test builds its legs here.
    static PerftestLeg between(const model::CableEnd &server, const model::CableEnd &client, int rail,
                               const RailAddressBook &addresses, int slot, int basePort = BaseTcpPort);
};

// Runs a set of perftest legs at the same time: every server first, then,
// once every server listens, every client. The results share one run id,
// the only thing CableBandwidth accepts as simultaneous.
class PerftestRun : public QObject
{
    Q_OBJECT
public:
    PerftestRun(remote::CommandRunner *runner, const QString &program, const PerftestFlags &flags,
                const QList<PerftestLeg> &legs, report::ReportItem *report, QObject *parent = nullptr);
    ~PerftestRun() override;

    int runId() const { return m_runId; }
    void start();
    // Cancels every job still running; finished() follows.
    void cancel();
    bool isFinished() const { return m_finished; }
    int runningJobs() const;
    const QList<RailBandwidth> &results() const { return m_results; }
    // The first missing tool, if any leg found one.
    std::optional<ToolMissing> toolMissing() const;

    // How long to wait for servers to listen (real ms).
    void setListenTimeoutMs(int ms) { m_listenTimeout.setInterval(ms); }

Q_SIGNALS:
    void finished();

private:
    struct LegState
    {
        QPointer<remote::CommandJob> server;
        QPointer<remote::CommandJob> client;
        bool listening = false;
        bool serverDone = false;
        bool clientStarted = false;
        bool clientDone = false;
        // The server was still running when its client had failed, and the
        // grace period ended it: what it printed until then is still its own.
        bool serverCutByGrace = false;
    };

    void startClients();
    void onServerLine(int leg);
    void onServerFinished(int leg, const remote::CommandResult &result);
    void onClientFinished(int leg, const remote::CommandResult &result);
    void fail(int leg, const QString &error);
    void failOnServer(int leg, const QString &error);
    void checkDone();

    remote::CommandRunner *m_runner;
    QString m_program;
    PerftestFlags m_flags;
    QList<PerftestLeg> m_legs;
    report::ReportItem *m_report;
    QList<LegState> m_state;
    QList<RailBandwidth> m_results;
    QTimer m_listenTimeout;
    QTimer m_serverGrace;
    int m_runId;
    bool m_clientsStarted = false;
    bool m_finished = false;
    bool m_cancelled = false;
};

} // namespace railyard::measure
