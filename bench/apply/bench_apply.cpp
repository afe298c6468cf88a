// SPDX-License-Identifier: GPL-3.0-or-later
// Apply + verify (node-to-node SSH included) on the namespace cluster
// (healthy-switch8) over real SSH: the whole cluster versus its first node
// alone, each undone before the next round. Aim: at most 1.5x. Prints the
// medians of three rounds and their ratio, for verify with one SSH login per
// ordered node pair (the method Railyard uses) and with a login over every
// rail (the earlier method), plus how CPU-bound the runs are: all nodes are
// namespaces sharing this machine's cores, so past a point a ratio above 1
// is the cores, not Railyard. --profile prints the slowest steps of the
// report tree. Asserts nothing.
#include "apply/clusterapply.h"
#include "apply/undorunner.h"
#include "apply/verifier.h"
#include "model/projectfile.h"
#include "plan/networkplanner.h"
#include "remote/commandrunner.h"
#include "remote/credentialprompt.h"
#include "remote/credentialreply.h"
#include "remote/credentialrequest.h"
#include "remote/sshoptions.h"
#include "remote/sshtransport.h"
#include "report/reportitem.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTextStream>
#include <QThread>
#include <algorithm>
#include <map>
#include <memory>
#include <sys/resource.h>
#include <unistd.h>

using namespace railyard;

namespace {

const QString kHarness = QStringLiteral(RAILYARD_SOURCE_DIR "/tests/sim/simcluster");
const QString kSimtool = QStringLiteral(RAILYARD_BINARY_DIR "/app/simtool/railyard-simtool");

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

int runHarness(const QStringList &args, QByteArray *stdoutData = nullptr)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RAILYARD_SIMTOOL"), kSimtool);
    env.insert(QStringLiteral("SIMCLUSTER_QUIET"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    p.start(kHarness, args);
    p.waitForFinished(300000);
    if (stdoutData)
        *stdoutData = p.readAllStandardOutput();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
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
            reply(remote::CredentialReply{m_password, false});
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
Round once(remote::CommandRunner *runner, const model::Cluster &cluster, const plan::NetworkPlan &plan,
           const apply::ApplyOptions &options, bool sshEveryRail, bool showProfile)
{
    Round r;
    report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("bench"));
    const auto ticks0 = cpuTicks();
    const qint64 self0 = selfCpuMs();
    QElapsedTimer clock;
    clock.start();
    apply::ClusterApply a(runner);
    a.start(cluster, plan, options, &root);
    waitFor(&a, SIGNAL(finished()));
    r.applyMs = clock.elapsed();
    apply::Verifier v(runner);
    v.setSshEveryRail(sshEveryRail);
    if (a.result().success) {
        v.start(plan, &root);
        waitFor(&v, SIGNAL(finished()));
    }
    r.ms = clock.elapsed();
    const auto ticks1 = cpuTicks();
    r.selfCpu = selfCpuMs() - self0;
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

qint64 median(QList<qint64> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (::geteuid() != 0) {
        out() << "bench_apply: skipped: the namespace cluster needs root (network namespaces, veth pairs, "
                 "sshd)\n";
        return 0;
    }
    if (!QFileInfo(kSimtool).isExecutable()) {
        out() << "bench_apply: skipped: railyard-simtool is not built at " << kSimtool << "\n";
        return 0;
    }
    const QString prefix =
        QStringLiteral("ba%1").arg(QRandomGenerator::global()->bounded(0x100000), 5, 16, QLatin1Char('0'));
    QByteArray upOut;
    if (runHarness({QStringLiteral("up"), QStringLiteral("--scenario"), QStringLiteral("healthy-switch8"),
                    QStringLiteral("--name"), prefix},
                   &upOut) != 0) {
        out() << "bench_apply: the namespace cluster did not come up\n";
        return 1;
    }
    struct Down
    {
        QString prefix;
        ~Down() { runHarness({QStringLiteral("down"), QStringLiteral("--name"), prefix}); }
    } down{prefix};
    const QString yaml = QString::fromUtf8(upOut).trimmed().split(QLatin1Char('\n')).last();
    const QString dir = QFileInfo(yaml).absolutePath();
    const Result<model::Cluster> cluster = model::ProjectFile::load(yaml);
    const Result<plan::NetworkPlan> plan =
        cluster ? plan::NetworkPlanner::plan(cluster.value()) : Result<plan::NetworkPlan>(cluster.error());
    if (!plan) {
        out() << "bench_apply: " << plan.error().toString() << "\n";
        return 1;
    }
    QFile pw(dir + QStringLiteral("/sudo_password"));
    pw.open(QIODevice::ReadOnly);
    PasswordPrompt prompt(pw.readAll().trimmed());

    QObject owner;
    auto *runner = new remote::CommandRunner(&owner);
    for (const model::Node &n : cluster->nodes) {
        remote::SshOptions options;
        options.managedKnownHostsPath = cluster->options.knownHostsFile;
        auto *t = new remote::SshTransport(n, options);
        t->setCredentialPrompt(&prompt);
        runner->setTransport(n.name, t);
    }
    apply::ApplyOptions options;
    options.journalRoot = dir + QStringLiteral("/journal");

    model::Cluster one = cluster.value();
    one.nodes = {cluster->nodes.first()};
    plan::NetworkPlan onePlan = plan.value();
    onePlan.nodes = {plan->nodes.first()};

    const bool showProfile = app.arguments().contains(QStringLiteral("--profile"));
    const int nodes = int(cluster->nodes.size());
    bool ok = true;
    auto percent = [](double v) -> QString { return QString::number(v * 100, 'f', 0) + QLatin1Char('%'); };
    // Other work on the machine skews "cores busy": say how much there was.
    {
        const auto t0 = cpuTicks();
        QThread::msleep(1000);
        const auto t1 = cpuTicks();
        out() << "cores busy before the runs (other load): "
              << percent(double(t1.first - t0.first) / double(std::max<qint64>(t1.second - t0.second, 1)))
              << "\n";
    }
    // The earlier method first: its numbers sit beside the current ones.
    for (const bool everyRail : {true, false}) {
        const QString method = everyRail ? QStringLiteral("SSH login over every rail (earlier method)")
                                         : QStringLiteral("SSH login once per node pair");
        out() << "== " << method << "\n";
        QList<qint64> single, all, singleApply, allApply, busy, cmdShare, selfCpu;
        for (int round = 0; round < 3; ++round) {
            const Round a = once(runner, one, onePlan, options, everyRail, showProfile && round == 0);
            const Round b =
                once(runner, cluster.value(), plan.value(), options, everyRail, showProfile && round == 0);
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
            out() << "round " << round << ": 1 node " << a.ms << " ms (apply " << a.applyMs << ", cores busy "
                  << percent(a.busy) << "), " << nodes << " nodes " << b.ms << " ms (apply " << b.applyMs
                  << ", cores busy " << percent(b.busy) << ", " << b.commands << " commands summing "
                  << b.commandMs << " ms, controller CPU " << b.selfCpu << " ms)\n";
        }
        const qint64 s = median(single), m = median(all);
        out() << "apply + verify, 1 node: " << s << " ms, " << nodes << " nodes: " << m
              << " ms (medians of 3); apply alone " << median(singleApply) << " vs " << median(allApply)
              << " ms = "
              << QString::number(double(median(allApply)) / double(std::max<qint64>(median(singleApply), 1)),
                                 'f', 2)
              << "x\n";
        out() << "ratio: " << QString::number(double(m) / double(std::max<qint64>(s, 1)), 'f', 2)
              << "x (aim: at most 1.5x); " << nodes << " nodes: cores busy " << percent(median(busy) / 1000.0)
              << " of " << QThread::idealThreadCount() << " (CPU-bound share), remote commands summed "
              << QString::number(median(cmdShare) / 1000.0, 'f', 1) << "x the wall time, controller CPU "
              << median(selfCpu) << " ms\n";
        out().flush();
    }
    for (const QString &n : runner->nodes()) {
        if (auto *t = qobject_cast<remote::SshTransport *>(runner->transport(n)))
            t->setCredentialPrompt(nullptr);
    }
    return ok ? 0 : 1;
}
