// SPDX-License-Identifier: GPL-3.0-or-later
// Apply + verify (node-to-node SSH included) on the namespace cluster
// (healthy-switch8) over real SSH: the whole cluster versus its first node
// alone, each undone before the next round. Aim: at most 1.5x. Prints the
// medians of three rounds and their ratio for the SSH transport as it was
// (Nagle on: every command waits for a delayed ACK) and as it is, side by
// side, plus how CPU-bound the runs are: all nodes are namespaces sharing
// this machine's cores, so the CPU the nodes and the controller used,
// spread over all cores, is a lower limit for the 8-node wall time.
// --every-rail adds verify's earlier method (an SSH login over every rail);
// --profile prints the slowest steps of the report tree. --budget SECONDS
// (default 90) bounds the rounds: each variant gets an equal share of what
// is left and runs up to three rounds while the next one fits (at least
// one), so the bench ends inside run-all's limit on a slower machine (a
// machine whose fork+exec cost 3.5 ms took 33 s a round). Asserts nothing.
#include "apply/clusterapply.h"
#include "apply/undorunner.h"
#include "apply/verifier.h"
#include "plan/networkplanner.h"
#include "remote/commandrunner.h"
#include "remote/credentialprompt.h"
#include "remote/credentialreply.h"
#include "remote/credentialrequest.h"
#include "remote/sshoptions.h"
#include "remote/sshtransport.h"
#include "report/reportitem.h"
#include "support/benchcluster.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTextStream>
#include <QThread>
#include <algorithm>
#include <sys/resource.h>
#include <unistd.h>

using namespace railyard;

namespace {

using bench::BenchCluster;

QTextStream &out()
{
    return BenchCluster::out();
}

class PasswordPrompt : public remote::CredentialPrompt
{
public:
    explicit PasswordPrompt(QByteArray password) : m_password(std::move(password)) {}
    void askCredential(const remote::CredentialRequest &request,
                       std::function<void(std::optional<remote::CredentialReply>)> reply) override
    {
        if (request.kind != remote::CredentialKind::SudoPassword)
            reply(std::nullopt);
        else
            reply(remote::CredentialReply{util::SecretBytes(m_password), false});
    }

private:
    QByteArray m_password;
};

void waitFor(QObject *object, const char *signal)
{
    QEventLoop loop;
    QObject::connect(object, signal, &loop, SLOT(quit()));
    loop.exec();
}

// Busy and total jiffies of all cores, from /proc/stat: the remote "nodes"
// (sshd, ping, netplan) run on the same kernel, so this counts them too.
std::pair<qint64, qint64> cpuTicks()
{
    QFile f(QStringLiteral("/proc/stat"));
    if (!f.open(QIODevice::ReadOnly))
        return {0, 0};
    const QStringList v = QString::fromLatin1(f.readLine()).simplified().split(QLatin1Char(' '));
    qint64 total = 0, idle = 0;
    for (int k = 1; k < v.size(); ++k) {
        total += v.at(k).toLongLong();
        if (k == 4 || k == 5) // idle, iowait
            idle += v.at(k).toLongLong();
    }
    return {total - idle, total};
}

qint64 selfCpuMs()
{
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    return qint64(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000 +
           (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1000;
}

struct Round
{
    qint64 ms = 0;
    qint64 nodeCpu = 0;      // CPU ms of the nodes' processes (sshd, sudo, netplan, ip, ping)
    qint64 applyNodeCpu = 0; // the part of it spent in the apply (the rest: verify)
    qint64 applyMs = 0;
    double busy = 0;      // share of all cores busy during the round
    qint64 selfCpu = 0;   // CPU ms of this process (the controller)
    qint64 commandMs = 0; // sum of remote command durations
    int commands = 0;
    bool ok = false;
    QString error;
};

void sumCommands(const report::ReportItem *item, qint64 *ms, int *count)
{
    for (const report::CommandRecord *c : item->commands()) {
        *ms += c->durationMs;
        ++*count;
    }
}

// Wall time and command time of each step, to see where the time goes.
void profile(const report::ReportItem *item, int depth)
{
    if (item->kind() == report::ItemKind::Command || depth > 3)
        return;
    qint64 ms = 0;
    int count = 0;
    sumCommands(item, &ms, &count);
    // Steps that never get a status have no end: their last command's end.
    QDateTime end = item->finished();
    if (!end.isValid()) {
        for (const report::CommandRecord *c : item->commands())
            end = std::max(end, c->started.addMSecs(c->durationMs));
    }
    if (depth > 0 && item->kind() != report::ItemKind::Node)
        out() << QString(depth * 2, QLatin1Char(' ')) << item->title() << ": " << item->started().msecsTo(end)
              << " ms wall (at least), " << count << " commands, " << ms << " ms summed\n";
    for (const auto &c : item->children())
        profile(c.get(), depth + 1);
}

// One apply + verify, timed, then an undo (not timed).
Round once(const BenchCluster &bc, remote::CommandRunner *runner, const model::Cluster &cluster,
           const plan::NetworkPlan &plan, const apply::ApplyOptions &options, bool sshEveryRail,
           bool showProfile)
{
    Round r;
    report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("bench"));
    const qint64 nodeCpu0 = bc.nodeCpuMs();
    const auto ticks0 = cpuTicks();
    const qint64 self0 = selfCpuMs();
    QElapsedTimer clock;
    clock.start();
    apply::ClusterApply a(runner);
    a.start(cluster, plan, options, &root);
    waitFor(&a, SIGNAL(finished()));
    r.applyMs = clock.elapsed();
    r.applyNodeCpu = bc.nodeCpuMs() - nodeCpu0;
    apply::Verifier v(runner);
    v.setSshEveryRail(sshEveryRail);
    if (a.result().success) {
        v.start(plan, &root);
        waitFor(&v, SIGNAL(finished()));
    }
    r.ms = clock.elapsed();
    const auto ticks1 = cpuTicks();
    r.selfCpu = selfCpuMs() - self0;
    r.nodeCpu = bc.nodeCpuMs() - nodeCpu0;
    r.busy = double(ticks1.first - ticks0.first) / double(std::max<qint64>(ticks1.second - ticks0.second, 1));
    sumCommands(&root, &r.commandMs, &r.commands);
    if (showProfile)
        profile(&root, 0);
    r.ok = a.result().success && v.result().success;
    r.error = !a.result().success  ? a.result().toText()
              : v.result().success ? QString()
                                   : v.result().toText();
    apply::UndoRunner u(runner);
    u.start(cluster.nodeNames(), options);
    waitFor(&u, SIGNAL(finished()));
    if (!u.success())
        r.error += u.toText();
    return r;
}

qint64 median(const QList<qint64> &v)
{
    return BenchCluster::median(v);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (const QString why = BenchCluster::skipReason(); !why.isEmpty()) {
        out() << "bench_apply: skipped: " << why << "\n";
        return 0;
    }
    const BenchCluster bc(QStringLiteral("healthy-switch8"), QStringLiteral("ba"));
    if (!bc.error().isEmpty()) {
        out() << "bench_apply: " << bc.error() << "\n";
        return 1;
    }
    const model::Cluster &cluster = bc.cluster();
    const Result<plan::NetworkPlan> plan = plan::NetworkPlanner::plan(cluster);
    if (!plan) {
        out() << "bench_apply: " << plan.error().toString() << "\n";
        return 1;
    }
    QFile pw(bc.dir() + QStringLiteral("/sudo_password"));
    pw.open(QIODevice::ReadOnly);
    PasswordPrompt prompt(pw.readAll().trimmed());

    apply::ApplyOptions options;
    options.journalRoot = bc.dir() + QStringLiteral("/journal");

    model::Cluster one = cluster;
    one.nodes = {cluster.nodes.first()};
    plan::NetworkPlan onePlan = plan.value();
    onePlan.nodes = {plan->nodes.first()};

    const bool showProfile = app.arguments().contains(QStringLiteral("--profile"));
    const qsizetype budgetAt = app.arguments().indexOf(QStringLiteral("--budget"));
    const qint64 budgetMs =
        1000 * (budgetAt > 0 ? std::max(10, app.arguments().value(budgetAt + 1).toInt()) : 90);
    QElapsedTimer sinceStart;
    sinceStart.start();
    const int nodes = int(cluster.nodes.size());
    const int cores = QThread::idealThreadCount();
    bool ok = true;
    auto percent = [](double v) -> QString { return QString::number(v * 100, 'f', 0) + QLatin1Char('%'); };
    auto times = [](double v) -> QString { return QString::number(v, 'f', 2) + QLatin1Char('x'); };
    // Other work on the machine skews "cores busy": say how much there was.
    {
        const auto t0 = cpuTicks();
        QThread::msleep(1000);
        const auto t1 = cpuTicks();
        out() << "cores busy before the runs (other load): "
              << percent(double(t1.first - t0.first) / double(std::max<qint64>(t1.second - t0.second, 1)))
              << "\n";
    }
    struct Variant
    {
        QString name;
        bool noDelay;
        bool everyRail;
    };
    QList<Variant> variants{
        {QStringLiteral("earlier transport (Nagle on, a delayed ACK per command)"), false, false},
        {QStringLiteral("current transport (TCP_NODELAY)"), true, false}};
    if (app.arguments().contains(QStringLiteral("--every-rail")))
        variants.append(
            {QStringLiteral("current transport, verify logging in over every rail (earlier method)"), true,
             true});
    struct Summary
    {
        QString name;
        qint64 one = 0, all = 0, limit = 0;
    };
    QList<Summary> summaries;
    for (qsizetype v = 0; v < variants.size(); ++v) {
        const Variant &variant = variants[v];
        const qint64 share = (budgetMs - sinceStart.elapsed()) / (variants.size() - v);
        QElapsedTimer inVariant;
        inVariant.start();
        qint64 lastRoundMs = 0;
        // The previous variant's sessions are closing: let sshd reap them,
        // or their CPU lands in this variant's first round.
        QThread::msleep(1500);
        QObject owner;
        auto *runner = new remote::CommandRunner(&owner);
        for (const model::Node &n : cluster.nodes) {
            remote::SshOptions sshOptions;
            sshOptions.managedKnownHostsPath = cluster.options.knownHostsFile;
            sshOptions.tcpNoDelay = variant.noDelay;
            auto *t = new remote::SshTransport(n, sshOptions);
            t->setCredentialPrompt(&prompt);
            runner->setTransport(n.name, t);
        }
        out() << "== " << variant.name << "\n";
        QList<qint64> single, all, singleApply, allApply, busy, cmdShare, selfCpu, nodeCpu, singleCpu;
        for (int round = 0; round < 3; ++round) {
            if (round > 0 && inVariant.elapsed() + lastRoundMs > share) {
                out() << "(budget: " << round << " round(s) in " << share / 1000 << " s)\n";
                break;
            }
            QElapsedTimer roundClock;
            roundClock.start();
            const Round a =
                once(bc, runner, one, onePlan, options, variant.everyRail, showProfile && round == 0);
            const Round b = once(bc, runner, cluster, plan.value(), options, variant.everyRail,
                                 showProfile && round == 0);
            for (const Round &r : {a, b}) {
                if (!r.ok || !r.error.isEmpty()) {
                    out() << "bench_apply: round " << round << " failed:\n" << r.error << "\n";
                    ok = false;
                }
            }
            single << a.ms;
            all << b.ms;
            singleApply << a.applyMs;
            allApply << b.applyMs;
            busy << qint64(b.busy * 1000);
            cmdShare << b.commandMs * 1000 / std::max<qint64>(b.ms, 1);
            selfCpu << b.selfCpu;
            nodeCpu << b.nodeCpu;
            singleCpu << a.nodeCpu + a.selfCpu;
            out() << "round " << round << ": 1 node " << a.ms << " ms (apply " << a.applyMs << ", cores busy "
                  << percent(a.busy) << ", CPU " << a.nodeCpu + a.selfCpu << " ms), " << nodes << " nodes "
                  << b.ms << " ms (apply " << b.applyMs << ", cores busy " << percent(b.busy) << ", "
                  << b.commands << " commands summing " << b.commandMs << " ms, nodes' CPU " << b.nodeCpu
                  << " ms of which apply " << b.applyNodeCpu << ", controller CPU " << b.selfCpu << " ms)\n";
            lastRoundMs = roundClock.elapsed();
        }
        const qint64 s = median(single), m = median(all);
        // Perfectly spread over every core, the 8-node run cannot take less
        // than its CPU time divided by the cores; nor less than one node's run.
        const qint64 cpu8 = median(nodeCpu) + median(selfCpu);
        const qint64 limit = std::max(s, cpu8 / std::max(cores, 1));
        out() << "apply + verify, 1 node: " << s << " ms, " << nodes << " nodes: " << m << " ms (medians of "
              << single.size() << "); apply alone " << median(singleApply) << " vs " << median(allApply)
              << " ms = "
              << times(double(median(allApply)) / double(std::max<qint64>(median(singleApply), 1))) << "\n";
        out() << "ratio: " << times(double(m) / double(std::max<qint64>(s, 1))) << " (aim: at most 1.5x); "
              << nodes << " nodes: cores busy " << percent(median(busy) / 1000.0) << " of " << cores
              << ", remote commands summed " << QString::number(median(cmdShare) / 1000.0, 'f', 1)
              << "x the wall time\n";
        out() << "CPU: 1 node " << median(singleCpu) << " ms, " << nodes << " nodes " << cpu8 << " ms (nodes "
              << median(nodeCpu) << " + controller " << median(selfCpu) << ") over " << cores
              << " cores = at least " << cpu8 / std::max(cores, 1)
              << " ms wall: CPU-bound lower limit of the ratio "
              << times(double(limit) / double(std::max<qint64>(s, 1))) << "\n";
        out().flush();
        summaries.append({variant.name, s, m, limit});
        for (const QString &n : runner->nodes()) {
            if (auto *t = qobject_cast<remote::SshTransport *>(runner->transport(n)))
                t->setCredentialPrompt(nullptr);
        }
    }
    out() << "== side by side (medians; lower limit = CPU of the 8-node run / " << cores << " cores)\n";
    for (const Summary &sm : summaries)
        out() << "  " << sm.name << ": 1 node " << sm.one << " ms, " << nodes << " nodes " << sm.all
              << " ms, ratio " << times(double(sm.all) / double(std::max<qint64>(sm.one, 1)))
              << ", CPU-bound lower limit " << times(double(sm.limit) / double(std::max<qint64>(sm.one, 1)))
              << "\n";
    out().flush();
    return ok ? 0 : 1;
}
