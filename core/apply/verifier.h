// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "apply/verifyresult.h"
#include "diag/observations.h"
#include "plan/networkplan.h"
#include "remote/remotecommand.h"
#include "util/result.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QPair>
#include <QSet>
#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

namespace railyard::report {
class ReportItem;
}

namespace railyard::remote {
class CommandRunner;
struct CommandResult;
} // namespace railyard::remote

namespace railyard::apply {

// Checks an applied plan from the nodes themselves: every planned netdev up
// at 200G with the planned MTU; for every pair of addresses sharing a
// subnet, in both directions, a ping, a don't-fragment ping at the planned
// MTU (`ping -M do -s MTU-28 -I netdev`) and `ip route get` choosing the
// planned netdev, and node-to-node SSH in batch mode (key and managed
// known_hosts from the apply), once per ordered pair of nodes. Changes
// nothing. finished() carries the result.
class Verifier : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 ExpectedSpeedMbps = 200000;
    // Commands in flight per node: the SSH transport opens at most 8 command
    // channels per connection (sshd MaxSessions is 10) and queues the rest;
    // keeping to that here also bounds the processes a local transport forks.
    static constexpr int ChannelsPerNode = 8;
    // Node-to-node logins arriving at one peer at a time: sshd starts
    // dropping unauthenticated connections at random past MaxStartups
    // (default 10:30:100), and with every node logging in to every other at
    // once a peer would see several times that, failing sound logins. Six
    // keeps clear of 10 (room for a user's own logins) and lets a 32-node lab
    // finish its 992 logins in about five rounds per peer instead of ten
    // (bench/fanout: apply+verify on 32 nodes 2.07x of one node with 3).
    static constexpr int LoginsPerPeer = 6;
    // A login whose handshake was dropped or timed out is tried again, up
    // to LoginRetries times, after LoginRetryPauseMs and then three times
    // that: on loaded cores (32 namespace nodes on two) one login in a
    // thousand met "Connection timed out during banner exchange" twice in a
    // row, a second apart (bench_lab32); the pauses let the peer's queue drain.
    static constexpr int LoginRetries = 2;
    static constexpr int LoginRetryPauseMs = 1000;
    // Logins in flight across the cluster adapt to what the nodes show:
    // every login that succeeds widens the window by one, a dropped
    // handshake halves it (once per round: the logins already in flight
    // when it was cut say nothing new). While it can still shrink, a
    // dropped login is tried again without spending one of its retries: it
    // met a load this verify made, and less of it follows. Separate Sparks
    // never drop a handshake, so the window only grows (past every peer's
    // LoginsPerPeer); 32 namespace nodes on two cores dropped and timed
    // out logins with 192 in flight (bench_lab32). The window starts at
    // InitialLoginsPerPeer per node, at least InitialLoginWindow: a login
    // costs its peer, so separate machines take more at once the more of
    // them there are; a flat 16 cost 32 nodes four extra round trips of
    // logins before the window reached every peer's LoginsPerPeer
    // (bench_fanout: apply+verify 32 nodes 1.70x of one node before the
    // window, 1.93-2.03x with a flat 16, 1.76x with two per node). At most
    // MaxLoginTries tries a login in all.
    static constexpr int InitialLoginWindow = 16;
    static constexpr int InitialLoginsPerPeer = 2;
    static int initialLoginWindow(int nodes)
    {
        return std::max(InitialLoginWindow, InitialLoginsPerPeer * nodes);
    }
    static constexpr int MinLoginWindow = 2;
    static constexpr int MaxLoginTries = 8;
    int maxLoginsInFlight() const { return m_maxLoginsInFlight; }
    // ssh's ConnectTimeout (TCP connect and banner exchange) of try 1, 2,
    // 3 and later (shed tries included): 5 s, then 15 s, then 30 s. The
    // first try stays quick to judge a dead path; a retry follows a
    // handshake that timed out, and repeating the same 5 s on the same
    // loaded peer failed the same way three times in a row (bench_lab32,
    // 5.9 ms a process start), so it waits longer. A peer that never
    // answers costs a login at most 8 tries of up to 30 s each, under load.
    static int connectTimeoutS(int attempt);

    explicit Verifier(remote::CommandRunner *runner, QObject *parent = nullptr);

    void start(const plan::NetworkPlan &plan, report::ReportItem *report = nullptr);
    // Off for a plan applied without node-to-node SSH.
    void setCheckSsh(bool check) { m_checkSsh = check; }
    // The earlier, slower method: a login over every rail address, not one
    // per node pair. Proves nothing more (see checkPair); for the benchmark.
    void setSshEveryRail(bool every) { m_sshEveryRail = every; }
    const VerifyResult &result() const { return m_result; }

Q_SIGNALS:
    void finished();

private:
    using CommandDone = std::function<void(const Error &, const remote::CommandResult *)>;
    struct Task
    {
        Result<remote::RemoteCommand> command;
        report::ReportItem *item = nullptr;
        CommandDone done;
        int stallsLeft = 0; // runs again after this many timeouts
    };

    void checkLinks(const plan::PlannedNode &node, report::ReportItem *item);
    void evaluateLinks(const QString &node, const QList<remote::CommandResult> &results, const Error &error);
    // verify-address-missing for each planned netdev without its planned address.
    void checkAddresses(const plan::PlannedNode &node, const remote::CommandResult &addr,
                        const remote::CommandResult &netplanDir);
    void checkRoutes(const QString &node, const QList<QList<int>> &pairs, report::ReportItem *item);
    // routes: the netdev per peer address from the node's batch, if it answered.
    void checkPair(const QList<int> &cells, const std::optional<QMap<QString, QString>> &routes,
                   report::ReportItem *item);
    void evaluateCell(int index, const QList<Error> &errors, const QString &dev);
    struct Login
    {
        int index = 0;    // the cell whose address the login uses
        QList<int> cells; // the pair's cells it covers
        report::ReportItem *item = nullptr;
        std::shared_ptr<int> left; // logins of the pair still running
        int attempt = 0;           // retries spent (ConnectTimeout grows with it)
        int tries = 0;             // tries started, retries and load-shed ones
        int round = 0;             // m_loginRound when it started
        bool holdsPeer = false;    // counted in m_incoming already (a retry)
    };
    void queueLogin(const QList<int> &cells, report::ReportItem *item);
    void pumpLogins();
    void startLogin(Login login);
    static bool droppedHandshake(const remote::CommandResult *result, const Error &error);
    // A command the node did not finish before its timeout is no answer
    // (ping's own -W is one, as exit 1; `ip route get` says which netdev):
    // the node was too busy to run it (32 namespace nodes on two cores:
    // "ping timed out after 10 s", read as a blocked MTU). Verify changes
    // nothing, so such a command runs again, up to StallRetries times;
    // logins pass 0, they have their own retries.
    static constexpr int StallRetries = 2;
    void submit(const QString &node, const Result<remote::RemoteCommand> &command, report::ReportItem *item,
                CommandDone done, int stallRetries = StallRetries);
    void pumpNode(const QString &node);
    void oneDone();

    remote::CommandRunner *m_runner;
    plan::NetworkPlan m_plan;
    VerifyResult m_result;
    int m_pending = 0;
    bool m_checkSsh = true;
    bool m_sshEveryRail = false;
    QMap<QString, QList<Task>> m_queued;
    QMap<QString, int> m_running;
    QList<Login> m_logins;          // waiting for room at their peer
    QMap<QString, int> m_incoming;  // logins running, per peer
    int m_loginWindow = InitialLoginWindow;
    int m_loginRound = 0;
    int m_loginsInFlight = 0;
    int m_maxLoginsInFlight = 0;
    QSet<QString> m_missingAddress; // "node/netdev" without its planned address
    // The addresses each node's rails really carry: the addressing rules
    // (twins in one subnet, link-local only) name the cause as doctor does.
    diag::Observations m_found;
    // Unreachable cells, decided at the end: not blamed on the cabling when
    // either end lacks its planned address (that finding says why).
    QList<QPair<int, diag::Finding>> m_unreachable;
};

} // namespace railyard::apply
