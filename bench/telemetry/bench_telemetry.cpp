// SPDX-License-Identifier: GPL-3.0-or-later
// Usage: bench_telemetry [seconds]   (default 10)
#include "remote/commandrunner.h"
#include "sim/simbackendfactory.h"
#include "telemetry/telemetrysampler.h"
#include "telemetry/telemetrystore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTimer>
#include <cstdio>
#include <memory>
#include <sys/resource.h>
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

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const double seconds = argc > 1 ? std::atof(argv[1]) : 10.0;

    // 1. The sampler against the in-process simulator: 8 nodes, 4 netdevs, 10 Hz.
    auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-switch8"), 1.0, &app);
    if (!backend) {
        std::fprintf(stderr, "%s\n", qPrintable(backend.error().message));
        return 1;
    }
    telemetry::TelemetryStore store(600);
    std::vector<std::unique_ptr<telemetry::TelemetrySampler>> samplers;
    const QStringList netdevs = {QStringLiteral("enp1s0f0np0"), QStringLiteral("enP2p1s0f0np0"),
                                 QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")};
    for (const QString &node : backend->model.nodeNames()) {
        auto s = std::make_unique<telemetry::TelemetrySampler>(backend->runner, node, netdevs);
        s->setIntervalMs(100);
        QObject::connect(s.get(), &telemetry::TelemetrySampler::rateSample, &store,
                         &telemetry::TelemetryStore::addRate);
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
    const double elapsed = wall.elapsed() / 1000.0;
    const double cpu = cpuSeconds(RUSAGE_SELF) - cpu0;
    int lost = 0;
    for (auto &s : samplers)
        lost += s->lostSamples();
    // Includes the simulator answering the commands: an upper bound for the controller.
    std::printf("sampler (sim transport, ethtool -S per netdev): %.2f %% of one core (%.3f s CPU in %.1f s), "
                "%lld gaps, %d lost\n",
                100.0 * cpu / elapsed, cpu, elapsed, static_cast<long long>(store.gaps()), lost);

    // 2. Naive: one local process per node per sample (what fork-per-sample costs here).
    const double self0 = cpuSeconds(RUSAGE_SELF);
    const double child0 = cpuSeconds(RUSAGE_CHILDREN);
    wall.restart();
    int forks = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        for (int n = 0; n < 8; ++n) {
            QProcess p;
            p.start(QStringLiteral("cat"), {QStringLiteral("/proc/net/dev")});
            p.waitForFinished(1000);
            ++forks;
        }
    });
    tick.start(100);
    runFor(seconds);
    tick.stop();
    const double elapsed2 = wall.elapsed() / 1000.0;
    const double self = cpuSeconds(RUSAGE_SELF) - self0;
    const double child = cpuSeconds(RUSAGE_CHILDREN) - child0;
    std::printf(
        "naive fork-per-sample (local cat, 8 x 10 Hz): controller %.2f %%, children %.2f %% of one core, "
        "%d processes\n",
        100.0 * self / elapsed2, 100.0 * child / elapsed2, forks);
    std::printf("remote CPU per node: not measurable with the in-process simulator\n");
    return 0;
}
