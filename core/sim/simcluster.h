// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/rail.h"
#include "sim/scenario.h"
#include "sim/simclock.h"
#include "sim/simnode.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace railyard::sim {

struct RailEndpoint
{
    QString node;
    model::Rail rail{0, 1};
    bool operator==(const RailEndpoint &other) const = default;
};

struct LinkEvent
{
    double time = 0; // simulated seconds
    QString node;
    QString netdev;
    bool up = false;
};

// One RDMA transfer the model is carrying (perftest or NCCL).
struct Flow
{
    int id = 0;
    RailEndpoint src;
    RailEndpoint dst;
    bool loopback = false;
    bool viaSwitch = false;
    double start = 0;
    double end = 0;
    double bytes = 0;
    bool active = true;
};

// A perftest server waiting for its client (in-process transport).
struct PerftestListener
{
    int id = 0;
    QString node;
    QString device;
    int tcpPort = 18515;
    QString test;            // "write_bw", "read_bw", "write_lat"
    QPointer<QObject> owner; // the server's job; the transport knows its type
};

// A simulated process on a node, for pkill / pgrep / ps. `comm` is the
// program's base name cut to 15 characters, as the kernel keeps it.
struct SimProcess
{
    int pid = 0;
    int sid = 0; // the session: the job's first process on its node
    QString node;
    QString comm;
    QString cmdline;
    std::function<void()> kill; // ends the job behind the process (queued); may be empty
};

// The whole simulated cluster: the scenario's actual wiring, one SimNode
// per Spark, the traffic in flight and the counters it drives.
class SimCluster
{
public:
    explicit SimCluster(const Scenario &scenario, double clockSpeed = 1.0);

    const Scenario &scenario() const { return m_scenario; }
    // Whether the telemetry's `sh -c SCRIPT railyard-sampler` streams (Scenario::shellSampler).
    bool shellSampler() const { return m_shellSampler; }
    void setShellSampler(bool on) { m_shellSampler = on; }
    // Commands wait as long as on real nodes (LatencyModel): a login per
    // node, exec and sudo per command, netplan's run; and at most
    // ChannelsPerNode run at once per node, like the SSH transport.
    bool modelledLatency() const { return m_modelledLatency; }
    void setModelledLatency(bool on) { m_modelledLatency = on; }
    SimClock &clock() { return m_clock; }
    const SimClock &clock() const { return m_clock; }
    QStringList nodeNames() const { return m_scenario.nodes; }
    SimNode *node(const QString &name);
    const SimNode *node(const QString &name) const;
    // Seconds since boot as dmesg shows them.
    double uptime() const { return 95.0 + m_clock.now(); }

    // Actual wiring.
    int cableIndexAt(const QString &node, int port) const; // -1: no cable
    const SimCable *cableAt(const QString &node, int port) const;
    std::optional<RailEndpoint> directPeer(const RailEndpoint &end) const;
    bool onSwitch(const RailEndpoint &end) const;
    // The rails physically joined to `end` (the peer, or every other rail on the same switch bridge).
    QList<RailEndpoint> neighbours(const RailEndpoint &end) const;
    // The foreign host at the end of `end`'s cable, if any.
    const ForeignPeer *foreignPeer(const RailEndpoint &end) const;
    // MAC of the foreign host's netdev facing `end` (rail 2: last byte + 1).
    QString foreignMac(const RailEndpoint &end) const;

    // Addresses. The scenario starts with the addresses a plan would give.
    std::optional<RailEndpoint> railOwning(const QString &ip) const;
    // A node name, management address or rail address -> node name; empty if unknown.
    QString nodeForHost(const QString &host) const;
    // Where a TCP connection from `node` to `ip` lands (kernel routing over
    // the real wiring), or nullopt when nothing answers.
    std::optional<RailEndpoint> tcpReach(const QString &node, const QString &ip) const;
    // Whether RDMA traffic from one device can reach the other.
    bool rdmaReach(const RailEndpoint &from, const RailEndpoint &to) const;
    void setAddresses(const QString &node, const QString &netdev, const QStringList &cidrs);
    void setMtu(const QString &node, const QString &netdev, int mtu);
    // `ip link set dev X up|down`: carrier follows on both ends of the cable.
    void setAdminUp(const QString &node, const QString &netdev, bool up);
    // The addresses of the network plan for the intended cluster, or empty
    // when the planner refuses the scenario's cluster.
    static QMap<QString, QStringList> plannedAddresses(const Scenario &scenario); // "node/netdev" -> CIDRs
    // Where RailAddressing::NvidiaHelper's (and LinkLocal's) nodes keep their cluster configuration.
    static QString helperNetplanPath();
    // Where RailAddressing::HandWrittenShared's nodes keep theirs.
    static QString handWrittenNetplanPath();

    // Processes.
    // `sid` 0: the process leads a session of its own.
    int addProcess(const QString &node, const QString &program, const QString &cmdline,
                   std::function<void()> kill = {}, int sid = 0);
    void removeProcess(int pid);
    QList<SimProcess> processes(const QString &node) const;
    // Removes the matching processes and queues their kill; returns how many matched.
    int killProcesses(const QString &node, const std::function<bool(const SimProcess &)> &match);

    // Traffic.
    int startFlow(const RailEndpoint &src, const RailEndpoint &dst);
    double currentRate(int flowId) const;
    // Stops the flow; returns its average rate in Gb/s over its life.
    double finishFlow(int flowId);
    // The rate a new flow would get now, without starting it.
    double probeRate(const RailEndpoint &src, const RailEndpoint &dst);

    // GPU load and heat.
    void setGpuLoad(const QString &node, double load, double seconds);
    double moduleTempC(int cableIndex) const;
    bool cableDropped(int cableIndex) const;

    QList<LinkEvent> linkEvents(const QString &node) const;

    // Perftest rendezvous for the in-process transport.
    int addListener(PerftestListener listener);
    void removeListener(int id);
    PerftestListener *listener(const QString &node, int tcpPort);

    // Nodes that share too few cores, as 32 namespace nodes on two: past
    // `capacity` node-to-node logins (`ssh` runs) in flight across the
    // cluster, a login's handshake times out ("Connection timed out during
    // banner exchange", exit 255). 0: no limit (separate machines).
    // `hang`: such a login gets its banner but not its session before the
    // command's timeout instead (bench_lab32: "ssh timed out after 20 s");
    // the job reports that timeout at once rather than after its real
    // timeoutMs, which the compressed clock would make pointless.
    // Also starts the record of loginsWhenFirstDone().
    void setLoginCapacity(int capacity, bool hang = false)
    {
        m_loginCapacity = capacity;
        m_loginHang = hang;
        m_loginsWhenFirstDone = -1;
    }
    bool loginHangs() const { return m_loginHang; }
    void addLoginInFlight(int delta)
    {
        if (delta < 0 && m_loginsWhenFirstDone < 0)
            m_loginsWhenFirstDone = m_loginsInFlight;
        m_loginsInFlight += delta;
    }
    bool loginOverloaded() const { return m_loginCapacity > 0 && m_loginsInFlight > m_loginCapacity; }
    int loginsInFlight() const { return m_loginsInFlight; }
    // Logins in flight (the finishing one included) when the first login
    // since setLoginCapacity() finished: how many a caller starts before it
    // has heard from any node. -1: none has finished.
    int loginsWhenFirstDone() const { return m_loginsWhenFirstDone; }

    // A passing fault for tests: the next `count` runs of `program` on
    // `node` fail with `err` and `exitCode` instead of running (a dropped
    // SSH handshake, a tool that fails once). `exitCode` -1: the run does
    // not finish before the command's timeout (a node too busy to run it),
    // reported at once. takeInjectedFailure() is the tool emulator's: it
    // spends one.
    void failNextRuns(const QString &node, const QString &program, int count, const QByteArray &err,
                      int exitCode);
    std::optional<std::pair<QByteArray, int>> takeInjectedFailure(const QString &node,
                                                                  const QString &program);
    int injectedFailuresLeft(const QString &node, const QString &program) const;

    // Integrates counters, temperatures and faults up to clock().now() and
    // returns that instant, so a caller can stamp what it reads with the
    // time the counters stand at rather than a second reading of the clock.
    double update();

private:
    struct CableState
    {
        double moduleTempC = 39;
        double hotSeconds = 0;
        bool dropped = false;
    };

    void step(double dt);
    void applyLinkStates(double when, bool record);
    double flowRate(const Flow &flow) const;
    bool isViaSwitch(const RailEndpoint &a, const RailEndpoint &b) const;

    Scenario m_scenario;
    SimClock m_clock;
    std::vector<std::unique_ptr<SimNode>> m_nodes;
    QList<CableState> m_cableState;
    QList<Flow> m_flows;
    QList<LinkEvent> m_events;
    QList<PerftestListener> m_listeners;
    QList<SimProcess> m_processes;
    struct InjectedFailure
    {
        QString node;
        QString program;
        int left = 0;
        QByteArray err;
        int exitCode = 1;
    };
    QList<InjectedFailure> m_injected;
    int m_nextPid = 4100;
    bool m_modelledLatency = false;
    int m_loginCapacity = 0;
    bool m_loginHang = false;
    int m_loginsInFlight = 0;
    int m_loginsWhenFirstDone = -1;
    bool m_shellSampler = false;
    double m_lastUpdate = 0;
    int m_nextId = 1;
};

} // namespace railyard::sim
