// SPDX-License-Identifier: GPL-3.0-or-later
// Usage: bench_fanout [SIZES] [PERFTEST_SECONDS]   (default "8,32" and 1)
//
// Orchestration fan-out measured where it can be: on the in-process
// simulator with the modelled latency on (sim::LatencyModel: a login per
// node, exec and sudo per command, netplan's run, a ping's round trip, each
// figure measured on real tools and printed with its source below), so a
// node's commands wait like on hardware but the waiting costs no host CPU.
// Per cluster size N (healthy-switchN), side by side in one run, the same
// flows on the whole cluster and on its first node alone (first two nodes
// where the flow needs a peer: test all and report):
//   apply+verify, inventory+discovery, test all (loopback, RDMA, NCCL),
//   report (survey and PDF).
// The ratio N/1 is Railyard's own fan-out cost: with perfect fan-out it is
// 1.0 plus the per-pair work a larger cluster really has (verify pings N-1
// peers from every node). Beside it the controller's CPU and the growth of
// its peak memory per node; the simulator answers in this same process, so
// both are upper bounds. Asserts nothing.
#include "apply/clusterapply.h"
#include "apply/undorunner.h"
#include "apply/verifier.h"
#include "facts/clustersurvey.h"
#include "inventory/cablingdiscovery.h"
#include "measure/testsuite.h"
#include "plan/networkplanner.h"
#include "render/pdfreport.h"
#include "render/reportcontentbuilder.h"
#include "report/reportitem.h"
#include "sim/latencymodel.h"
#include "sim/simbackendfactory.h"
#include "sim/simcluster.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>
#include <functional>
#include <sys/resource.h>

using namespace railyard;

namespace {

double cpuMs()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

// kB of a /proc/self/status field.
qint64 statusKb(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qstrlen(field)).trimmed().split(' ').first().toLongLong();
    }
    return 0;
}

// Resets the peak RSS (VmHWM) to the current RSS (proc(5), clear_refs 5).
void resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

struct Measured
{
    qint64 ms = 0;
    double cpuMs = 0;
    double peakMb = 0; // peak RSS over the RSS before
    bool ok = false;
    QString note;
};

// Runs `start`, which calls `done(ok, note)` once; waits for it.
Measured measure(const std::function<void(std::function<void(bool, QString)>)> &start)
{
    Measured m;
    QEventLoop loop;
    resetPeak();
    const qint64 rss0 = statusKb("VmRSS:");
    const double cpu0 = cpuMs();
    QElapsedTimer wall;
    wall.start();
    bool finished = false;
    start([&](bool ok, QString note) {
        m.ok = ok;
        m.note = std::move(note);
        finished = true;
        loop.quit();
    });
    if (!finished)
        loop.exec();
    m.ms = wall.elapsed();
    m.cpuMs = cpuMs() - cpu0;
    m.peakMb = double(std::max<qint64>(0, statusKb("VmHWM:") - rss0)) / 1024.0;
    return m;
}

void waitSignal(QObject *o, const char *signal)
{
    QEventLoop loop;
    QObject::connect(o, signal, &loop, SLOT(quit()));
    loop.exec();
}

struct Subject
{
    model::Cluster cluster;
    plan::NetworkPlan plan;
};

Subject firstNodes(const model::Cluster &cluster, const plan::NetworkPlan &plan, int n)
{
    Subject s{cluster, plan};
    s.cluster.nodes = cluster.nodes.mid(0, n);
    s.plan.nodes = plan.nodes.mid(0, n);
    return s;
}

apply::ApplyOptions applyOptions()
{
    apply::ApplyOptions o;
    o.confirmTimeoutSeconds = 120;
    return o;
}

Measured applyVerify(sim::SimBackend &b, const Subject &s)
{
    apply::ClusterApply applying(b.runner);
    apply::Verifier verifier(b.runner);
    const Measured m = measure([&](std::function<void(bool, QString)> done) {
        QObject::connect(&applying, &apply::ClusterApply::finished, &applying, [&, done] {
            if (!applying.result().success)
                return done(false, QStringLiteral("apply failed"));
            QObject::connect(&verifier, &apply::Verifier::finished, &verifier, [&, done] {
                done(verifier.result().success,
                     verifier.result().success ? QString() : QStringLiteral("verify failed"));
            });
            verifier.start(s.plan);
        });
        applying.start(s.cluster, s.plan, applyOptions());
    });
    // Back to the scenario's state for the next run; not timed.
    apply::UndoRunner undo(b.runner);
    undo.start(s.cluster.nodeNames(), applyOptions());
    waitSignal(&undo, SIGNAL(finished()));
    return m;
}

Measured inventoryDiscovery(sim::SimBackend &b, const Subject &s)
{
    inventory::CablingDiscovery discovery(b.runner);
    return measure([&](std::function<void(bool, QString)> done) {
        QObject::connect(&discovery, &inventory::CablingDiscovery::finished, &discovery,
                         [&, done](const inventory::DiscoveryResult &r) {
                             done(r.inventories.size() == s.cluster.nodes.size(),
                                  QStringLiteral("%1 inventories").arg(r.inventories.size()));
                         });
        discovery.start(s.cluster);
    });
}

// The report tree's steps with their times, three levels deep.
void printTree(const report::ReportItem &item, int depth)
{
    if (item.command() || depth > 5)
        return;
    std::printf("    %*s%s: %lld ms, %zu commands\n", depth * 2, "", qPrintable(item.title()),
                item.started().msecsTo(item.finished()), item.commands().size());
    for (const auto &c : item.children())
        printTree(*c, depth + 1);
}

Measured testAll(sim::SimBackend &b, const Subject &s, int seconds)
{
    measure::MeasureContext ctx;
    ctx.runner = b.runner;
    ctx.cluster = s.cluster;
    ctx.plan = s.plan;
    measure::TestSuiteOptions options;
    options.perftestSeconds = seconds;
    report::ReportItem root(report::ItemKind::Cluster, QStringLiteral("test all"));
    measure::TestSuite suite(ctx, options, &root);
    if (qEnvironmentVariableIsSet("BENCH_FANOUT_PROFILE")) {
        auto clock = std::make_shared<QElapsedTimer>();
        QObject::connect(&suite, &measure::TestSuite::stepStarted, &suite,
                         [clock](measure::TestKind, const QString &title) {
                             std::printf("    step %s at %lld ms\n", qPrintable(title),
                                         clock->isValid() ? clock->elapsed() : 0);
                             if (!clock->isValid())
                                 clock->start();
                         });
    }
    const Measured m = measure([&](std::function<void(bool, QString)> done) {
        QObject::connect(&suite, &measure::TestSuite::done, &suite, [&, done] {
            const measure::TestSuiteResults &r = suite.results();
            done(!r.rdma.isEmpty() && r.loopback.size() == s.cluster.nodes.size(),
                 QStringLiteral("%1 cables, %2 loopback, %3 nccl")
                     .arg(r.rdma.size())
                     .arg(r.loopback.size())
                     .arg(r.nccl.size()));
        });
        suite.start();
    });
    if (qEnvironmentVariableIsSet("BENCH_FANOUT_PROFILE"))
        printTree(root, 0);
    return m;
}

Measured reportFlow(sim::SimBackend &b, const Subject &s, int seconds, const QString &pdf)
{
    facts::ClusterSurvey survey(b.runner, s.cluster, seconds);
    return measure([&](std::function<void(bool, QString)> done) {
        QObject::connect(&survey, &facts::ClusterSurvey::finished, &survey, [&, done] {
            const facts::SurveyResult &g = survey.result();
            const QList<diag::Finding> all = g.findings(s.cluster);
            const render::ReportContent c = render::ReportContentBuilder::build(
                render::ReportContentBuilder::fromSurvey(g, s.cluster, all, QStringLiteral("bench")));
            const Result<void> written = render::PdfReport::write(c, pdf, render::PdfReport::Options{});
            done(bool(written) && g.discovery.inventories.size() == s.cluster.nodes.size(),
                 written ? QString() : written.error().toString());
        });
        survey.start();
    });
}

QString times(double r)
{
    return QString::number(r, 'f', 2) + QChar(0x00D7);
}

} // namespace

int main(int argc, char **argv)
{
    // The PDF needs fonts, not a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QList<int> sizes = {8, 32};
    if (argc > 1) {
        sizes.clear();
        for (const QString &v : QString::fromLocal8Bit(argv[1]).split(QLatin1Char(',')))
            sizes << std::max(2, v.toInt());
    }
    const int seconds = argc > 2 ? std::max(1, std::atoi(argv[2])) : 1;
    QTemporaryDir dir;

    std::printf("modelled latency per command (sim::LatencyModel):\n");
    for (const sim::LatencyModel::Cost &c : sim::LatencyModel::costs())
        std::printf("  %-17s %8.1f ms  %s\n", qPrintable(c.key), c.seconds * 1e3, qPrintable(c.source));
    std::printf("\nflows on healthy-switchN with the modelled latency, real time, perftest %d s; "
                "CPU and peak memory of this process (controller and simulator)\n",
                seconds);
    std::printf("  %-20s %5s %9s %7s %12s %12s  %s\n", "flow", "nodes", "wall ms", "ratio", "CPU ms/node",
                "peak MB/node", "result");
    std::fflush(stdout);

    for (int n : sizes) {
        QObject owner;
        Result<sim::SimBackend> b =
            sim::SimBackendFactory::create(QStringLiteral("healthy-switch%1").arg(n), 1.0, &owner);
        if (!b) {
            std::printf("healthy-switch%d: %s\n", n, qPrintable(b.error().toString()));
            return 1;
        }
        b->cluster->setModelledLatency(true);
        const Result<plan::NetworkPlan> plan = plan::NetworkPlanner::plan(b->model);
        if (!plan) {
            std::printf("plan: %s\n", qPrintable(plan.error().toString()));
            return 1;
        }
        const Subject all{b->model, plan.value()};
        const Subject one = firstNodes(b->model, plan.value(), 1);
        const Subject pair = firstNodes(b->model, plan.value(), 2);
        struct Flow
        {
            const char *name;
            const Subject *base;
            std::function<Measured(const Subject &)> run;
        };
        const QList<Flow> flows = {
            {"apply+verify", &one, [&](const Subject &s) { return applyVerify(b.value(), s); }},
            {"inventory+discovery", &one, [&](const Subject &s) { return inventoryDiscovery(b.value(), s); }},
            {"test all", &pair, [&](const Subject &s) { return testAll(b.value(), s, seconds); }},
            {"report", &pair,
             [&](const Subject &s) {
                 return reportFlow(b.value(), s, seconds,
                                   dir.filePath(QStringLiteral("fanout-%1.pdf").arg(s.cluster.nodes.size())));
             }},
        };
        const QString only = qEnvironmentVariable("BENCH_FANOUT_ONLY");
        for (const Flow &f : flows) {
            if (!only.isEmpty() && only != QLatin1String(f.name))
                continue;
            const Measured base = f.run(*f.base);
            const Measured whole = f.run(all);
            const int baseNodes = int(f.base->cluster.nodes.size());
            auto row = [&](const Measured &m, int nodes, const QString &ratio) {
                std::printf("  %-20s %5d %9lld %7s %12.1f %12.2f  %s%s\n", f.name, nodes, m.ms,
                            qPrintable(ratio), m.cpuMs / nodes, m.peakMb / nodes, m.ok ? "ok" : "FAILED",
                            m.note.isEmpty() ? ""
                                             : qPrintable(QStringLiteral(" (") + m.note + QLatin1Char(')')));
            };
            row(base, baseNodes, QStringLiteral("-"));
            row(whole, n, times(double(whole.ms) / double(std::max<qint64>(1, base.ms))));
            std::fflush(stdout);
        }
    }
    std::printf("aims: <= 1.5x for 8 nodes, <= 2x for 32 (issue #21)\n");
    return 0;
}
