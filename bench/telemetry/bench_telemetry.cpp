// SPDX-License-Identifier: GPL-3.0-or-later
// Usage: bench_telemetry [seconds]   (default 10 per measurement)
//
// Prints, side by side from one run, the streaming sampler and the naive
// fork-per-sample sampler:
// 1. controller CPU for 8 nodes x 4 netdevs at 10 Hz against the in-process
//    simulator (its answers run in this process too: an upper bound);
// 2. node CPU of one node's sampler, measured on this machine: the real
//    loop of SamplerScript against four local netdevs (as shipped, which
//    runs under Perl when there is one, under bash on a node without perl
//    and under plain sh on one without either), beside one
//    process per netdev per sample reading the same counters. The loop is
//    measured in steady state (its process tree from /proc over the
//    seconds after a 3 s warm-up) and over the whole run (start included).
#include "remote/commandrunner.h"
#include "remote/localtransport.h"
#include "sim/simbackendfactory.h"
#include "sim/simcluster.h"
#include "telemetry/telemetrysampler.h"
#include "telemetry/telemetrystore.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>
#include <map>
#include <memory>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

using namespace railyard;

namespace {

double cpuSeconds(int who)
{
    rusage u{};
    getrusage(who, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

void runFor(double seconds)
{
    QEventLoop loop;
    QTimer::singleShot(int(seconds * 1000), &loop, &QEventLoop::quit);
    loop.exec();
}

struct Controller
{
    double percent = 0;
    long long rates = 0;
    int lost = 0;
};

Controller controller(telemetry::TelemetrySampler::Mode mode, double seconds, QObject *parent)
{
    auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-switch8"), 1.0, parent);
    if (!backend)
        return {};
    backend->cluster->setShellSampler(true);
    const QStringList netdevs = {QStringLiteral("enp1s0f0np0"), QStringLiteral("enP2p1s0f0np0"),
                                 QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")};
    telemetry::TelemetryStore store(600);
    long long rates = 0;
    std::vector<std::unique_ptr<telemetry::TelemetrySampler>> samplers;
    for (const QString &node : backend->model.nodeNames()) {
        auto s = std::make_unique<telemetry::TelemetrySampler>(backend->runner, node, netdevs);
        s->setMode(mode);
        s->setIntervalMs(100);
        QObject::connect(s.get(), &telemetry::TelemetrySampler::rateSample, &store,
                         [&](const telemetry::RateSample &r) {
                             store.addRate(r);
                             ++rates;
                         });
        samplers.push_back(std::move(s));
    }
    const double cpu0 = cpuSeconds(RUSAGE_SELF);
    QElapsedTimer wall;
    wall.start();
    for (auto &s : samplers)
        s->start();
    runFor(seconds);
    for (auto &s : samplers)
        s->stop();
    Controller c;
    c.percent = 100.0 * (cpuSeconds(RUSAGE_SELF) - cpu0) / (wall.elapsed() / 1000.0);
    c.rates = rates;
    for (auto &s : samplers)
        c.lost += s->lostSamples();
    return c;
}

QStringList localNetdevs()
{
    // Devices with hardware behind them and lo first: veths of namespace
    // clusters that other runs build and tear down would vanish mid-run.
    const QStringList all =
        QDir(QStringLiteral("/sys/class/net")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QStringList out;
    for (const QString &n : all) {
        if (QFile::exists(QStringLiteral("/sys/class/net/%1/device").arg(n)))
            out << n;
    }
    if (all.contains(QStringLiteral("lo")))
        out << QStringLiteral("lo");
    if (out.isEmpty())
        out = all;
    for (qsizetype i = 0; !out.isEmpty() && out.size() < 4; ++i)
        out << out[i];
    return out.mid(0, 4);
}

// A PATH holding only `tools` (links to this machine's), so that `sh -c`
// takes the loop a node with just those would: without perl, bash's;
// without bash too, plain sh's. Empty when it cannot be built.
QString pathWith(QTemporaryDir &dir, const QStringList &tools)
{
    if (!dir.isValid())
        return {};
    for (const QString &tool : tools) {
        const QString found = QStandardPaths::findExecutable(tool);
        if (!found.isEmpty())
            QFile::link(found, dir.filePath(tool));
    }
    return QFile::exists(dir.filePath(QStringLiteral("sh"))) ? dir.path() : QString();
}

struct Proc
{
    pid_t ppid = 0;
    double seconds = 0; // run time (schedstat, ns) plus what it reaped (cutime + cstime)
};

// Every process in /proc with its parent and CPU seconds: the live ones'
// own time and what each has reaped (the ethtool children the loop
// started and waited for).
std::map<pid_t, Proc> processes()
{
    std::map<pid_t, Proc> procs;
    const double tick = double(sysconf(_SC_CLK_TCK));
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &name : pids) {
        bool ok = false;
        const pid_t pid = pid_t(name.toInt(&ok));
        if (!ok)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        QFile sched(QStringLiteral("/proc/%1/schedstat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly) || !sched.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        // Fields after the command name (which may hold spaces) in parentheses.
        const QList<QByteArray> f = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (f.size() < 15)
            continue;
        procs[pid] = Proc{pid_t(f[1].toInt()), sched.readAll().split(' ').value(0).toDouble() / 1e9 +
                                                   (f[13].toDouble() + f[14].toDouble()) / tick};
    }
    return procs;
}

// CPU seconds of a process tree.
double treeCpuSeconds(pid_t root)
{
    const std::map<pid_t, Proc> procs = processes();
    double sum = 0;
    std::vector<pid_t> todo{root};
    while (!todo.empty()) {
        const pid_t pid = todo.back();
        todo.pop_back();
        if (const auto it = procs.find(pid); it != procs.end())
            sum += it->second.seconds;
        for (const auto &[child, p] : procs)
            if (p.ppid == pid)
                todo.push_back(child);
    }
    return sum;
}

// The sampler's shell: this process's child whose command line names it.
pid_t samplerPid()
{
    for (const auto &[pid, p] : processes()) {
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (p.ppid == getpid() && cmdline.open(QIODevice::ReadOnly) &&
            cmdline.readAll().contains("railyard-sampler"))
            return pid;
    }
    return 0;
}

struct NodeCost
{
    double wholePercent = 0;   // from the start to the end, start included
    double steadyPercent = -1; // the `seconds` after the first phy round
    double startMs = 0;        // what the start cost beyond the steady rate
    long long samples = 0;
    double steadySeconds = 0;
};

// CPU of everything the sampler started on "the node" (this machine). The
// sampler runs a warm-up (its start, the first tick's ethtool of every
// netdev, one phy turn), then `seconds` measured in steady state; the
// whole run is measured too, start included. `path` non-empty: the loop
// runs with that PATH.
NodeCost nodeStreaming(double seconds, const QStringList &netdevs, const QString &path = {})
{
    const QByteArray oldPath = qgetenv("PATH");
    if (!path.isEmpty())
        qputenv("PATH", path.toLocal8Bit());
    remote::CommandRunner runner;
    runner.setTransport(QStringLiteral("local"), new remote::LocalTransport(QStringLiteral("local")));
    telemetry::TelemetrySampler sampler(&runner, QStringLiteral("local"), netdevs);
    sampler.setMode(telemetry::TelemetrySampler::Mode::Streaming);
    sampler.setIntervalMs(100);
    sampler.setModuleEvery(0);
    long long n = 0;
    QObject::connect(&sampler, &telemetry::TelemetrySampler::counterSample, [&n] { ++n; });
    const double child0 = cpuSeconds(RUSAGE_CHILDREN);
    QElapsedTimer wall;
    wall.start();
    sampler.start();
    const double warmUp = 3.0; // a phy tick every 2 s: the first turn after tick 0 is in
    runFor(warmUp);
    NodeCost c;
    const pid_t pid = samplerPid();
    const double tree0 = pid > 0 ? treeCpuSeconds(pid) : 0;
    QElapsedTimer steady;
    steady.start();
    runFor(seconds);
    const double tree1 = pid > 0 ? treeCpuSeconds(pid) : 0;
    c.steadySeconds = steady.elapsed() / 1000.0;
    if (pid > 0)
        c.steadyPercent = 100.0 * (tree1 - tree0) / c.steadySeconds;
    sampler.stop();
    runFor(0.5); // the loop ends at its next write; reaped, its CPU (and its children's) counts
    qputenv("PATH", oldPath);
    c.samples = n;
    const double wholeS = wall.elapsed() / 1000.0 - 0.5;
    const double whole = cpuSeconds(RUSAGE_CHILDREN) - child0;
    c.wholePercent = 100.0 * whole / wholeS;
    if (c.steadyPercent >= 0)
        c.startMs = std::max(0.0, 1000.0 * (whole - c.steadyPercent / 100.0 * wholeS));
    return c;
}

double nodeNaive(double seconds, const QStringList &netdevs, long long *samples)
{
    const double child0 = cpuSeconds(RUSAGE_CHILDREN);
    QElapsedTimer wall;
    wall.start();
    long long n = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        for (const QString &d : netdevs) {
            QProcess p;
            p.start(QStringLiteral("cat"), {QStringLiteral("/sys/class/net/%1/statistics/rx_bytes").arg(d),
                                            QStringLiteral("/sys/class/net/%1/statistics/tx_bytes").arg(d)});
            p.waitForFinished(1000);
            ++n;
        }
    });
    tick.start(100);
    runFor(seconds);
    tick.stop();
    *samples = n;
    return 100.0 * (cpuSeconds(RUSAGE_CHILDREN) - child0) / (wall.elapsed() / 1000.0);
}

double ratio(double naive, double streaming)
{
    return streaming > 0 ? naive / streaming : 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const double seconds = argc > 1 ? std::atof(argv[1]) : 10.0;

    const Controller stream = controller(telemetry::TelemetrySampler::Mode::Streaming, seconds, &app);
    const Controller naive = controller(telemetry::TelemetrySampler::Mode::PerSample, seconds, &app);
    std::printf("controller, 8 nodes x 4 netdevs at 10 Hz, in-process simulator (%.0f s each)\n", seconds);
    std::printf("  %-28s %10s %10s %6s\n", "", "streaming", "naive", "ratio");
    std::printf("  %-28s %9.2f%% %9.2f%% %5.1fx\n", "CPU of one core", stream.percent, naive.percent,
                ratio(naive.percent, stream.percent));
    std::printf("  %-28s %10lld %10lld\n", "rates", stream.rates, naive.rates);
    std::printf("  %-28s %10d %10d\n", "lost samples", stream.lost, naive.lost);

    const QStringList netdevs = localNetdevs();
    long long naiveSamples = 0;
    const NodeCost nodeStream = nodeStreaming(seconds, netdevs);
    const QStringList common = {QStringLiteral("sh"), QStringLiteral("grep"), QStringLiteral("ethtool"),
                                QStringLiteral("timeout")};
    QTemporaryDir noPerl;
    const QString bashPath = pathWith(noPerl, QStringList(common) << QStringLiteral("bash"));
    const NodeCost nodeBash = bashPath.isEmpty() ? NodeCost{} : nodeStreaming(seconds, netdevs, bashPath);
    QTemporaryDir noBash;
    const QString shPath =
        pathWith(noBash, QStringList(common) << QStringLiteral("date") << QStringLiteral("sleep"));
    const NodeCost nodeSh = shPath.isEmpty() ? NodeCost{} : nodeStreaming(seconds, netdevs, shPath);
    const double nodeFork = nodeNaive(seconds, netdevs, &naiveSamples);
    std::printf("node (this machine as the node, %s), 10 Hz, ethtool -S %s\n",
                qPrintable(netdevs.join(QLatin1Char(','))),
                QProcess::execute(QStringLiteral("sh"),
                                  {QStringLiteral("-c"), QStringLiteral("command -v ethtool >/dev/null")}) ==
                        0
                    ? "of one netdev every 2 s, in turn"
                    : "absent here (phy ticks cost the grep only)");
    // "loop": the script as shipped (Perl when present, as on DGX OS);
    // "bash": the same script on a node without perl; "sh only": without
    // bash either (a date and a sleep per tick).
    // Steady: the sampler's process tree over `seconds` after a 3 s
    // warm-up, as on a node that samples for minutes; whole run: from the
    // start, which adds the start (bash, the first tick's ethtool of every
    // netdev) spread over this short run.
    std::printf("  %-28s %10s %10s %10s %10s %6s\n", "", "loop", "bash", "sh only", "fork/smpl", "ratio");
    std::printf("  %-28s %9.2f%% %9.2f%% %9.2f%% %9.2f%% %5.1fx\n", "CPU of one core, steady",
                nodeStream.steadyPercent, nodeBash.steadyPercent, nodeSh.steadyPercent, nodeFork,
                ratio(nodeFork, nodeStream.steadyPercent));
    std::printf("  %-28s %9.2f%% %9.2f%% %9.2f%% %10s\n", "CPU of one core, whole run",
                nodeStream.wholePercent, nodeBash.wholePercent, nodeSh.wholePercent, "");
    std::printf("  %-28s %8.0fms %8.0fms %8.0fms %10s\n", "start, beyond the steady rate", nodeStream.startMs,
                nodeBash.startMs, nodeSh.startMs, "");
    std::printf("  %-28s %10lld %10lld %10lld %10lld\n", "netdev samples", nodeStream.samples,
                nodeBash.samples, nodeSh.samples, naiveSamples);
    // The sampler reports a netdev named twice once per tick; the naive loop reads it twice.
    QStringList distinct = netdevs;
    distinct.removeDuplicates();
    const double runS = seconds + 3.0;
    std::printf("  %-28s %10.2f %10.2f %10.2f %10.2f\n", "ticks per second",
                double(nodeStream.samples) / distinct.size() / runS,
                double(nodeBash.samples) / distinct.size() / runS,
                double(nodeSh.samples) / distinct.size() / runS,
                double(naiveSamples) / netdevs.size() / seconds);
    std::printf("  sampler aim: under 1%% of a core per node, steady: %s\n",
                nodeStream.steadyPercent >= 0 && nodeStream.steadyPercent < 1.0 ? "met" : "NOT met");
    std::printf("  (over SSH the naive path also pays one session exec per sample on the node)\n");
    return 0;
}
