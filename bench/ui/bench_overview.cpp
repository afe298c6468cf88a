// SPDX-License-Identifier: GPL-3.0-or-later
// Usage: bench_overview [SECONDS] [NODES]   (default 10 and 32)
//
// What the Live page's cluster overview costs the GUI thread with every
// node sampled at 10 Hz (issue #21 aims at under 10 % of a core for 32
// nodes). Two rows, side by side in one run:
//  - overview: the ui::ClusterOverview of NODES nodes x 4 rails, fed one
//    telemetry::RateSample per rail every 100 ms and repainted at the
//    page's pace (refresh() every 100 ms, painted for real: the widget is
//    laid out off the screen and each frame is rendered into an image);
//  - with samplers: the same, fed by one telemetry::TelemetrySampler per
//    node streaming from the in-process simulator (healthy-switchNODES),
//    the way the Live page gets its samples. The simulator answers in this
//    same thread, so this row is an upper bound.
// The figure is the thread's CPU time over the wall time. Asserts nothing.
#include "clusteroverview.h"
#include "sim/simbackendfactory.h"
#include "sim/simcluster.h"
#include "telemetry/ratesample.h"
#include "telemetry/telemetrysampler.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QPainter>
#include <QTimer>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <memory>
#include <vector>

using namespace railyard;

namespace {

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

struct Measured
{
    double percent = 0;
    int frames = 0;
    long long samples = 0;
};

// Runs the overview for `seconds`; `feed` is called every 100 ms before the repaint.
Measured run(ui::ClusterOverview &overview, double seconds, const std::function<void()> &feed,
             long long *samples)
{
    QImage image(overview.size(), QImage::Format_ARGB32_Premultiplied);
    Measured r;
    const double cpu0 = threadCpuMs();
    QElapsedTimer wall;
    wall.start();
    QTimer frame;
    frame.setTimerType(Qt::PreciseTimer);
    QObject::connect(&frame, &QTimer::timeout, [&] {
        if (feed)
            feed();
        const int before = overview.repaints();
        overview.refresh();
        if (overview.repaints() != before) {
            // What the screen would get: the widget painted for real.
            QPainter p(&image);
            overview.render(&p);
            ++r.frames;
        }
    });
    frame.start(100);
    QEventLoop loop;
    QTimer::singleShot(int(seconds * 1000), &loop, &QEventLoop::quit);
    loop.exec();
    frame.stop();
    r.percent = 100.0 * (threadCpuMs() - cpu0) / double(std::max<qint64>(1, wall.elapsed()));
    r.samples = *samples;
    return r;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const double seconds = argc > 1 ? std::max(1.0, std::atof(argv[1])) : 10.0;
    const int nodes = argc > 2 ? std::clamp(std::atoi(argv[2]), 2, 64) : 32;

    QStringList names;
    for (int i = 1; i <= nodes; ++i)
        names << QStringLiteral("spark-%1").arg(i);
    const QStringList netdevs = ui::ClusterOverview::columnNetdevs();

    ui::ClusterOverview overview;
    overview.setAttribute(Qt::WA_DontShowOnScreen);
    overview.setNodes(names);
    overview.resize(overview.sizeHint());
    overview.show();
    // The frames are rendered explicitly; the widget's own updates would paint twice.
    overview.setUpdatesEnabled(false);
    QCoreApplication::processEvents();

    long long made = 0;
    double t = 0;
    const Measured plain = run(
        overview, seconds,
        [&] {
            t += 0.1;
            for (int n = 0; n < nodes; ++n) {
                for (int k = 0; k < netdevs.size(); ++k) {
                    telemetry::RateSample s;
                    s.node = names[n];
                    s.netdev = netdevs[k];
                    s.timeS = t;
                    s.intervalS = 0.1;
                    s.rxGbps = s.rxPortGbps = 90 + 10 * std::sin(t + n + k);
                    s.txGbps = s.txPortGbps = 90 + 10 * std::cos(t + n + k);
                    s.carrier = true;
                    overview.addSample(s);
                    ++made;
                }
            }
        },
        &made);

    overview.clear();
    overview.setNodes(names);
    QObject owner;
    auto backend = sim::SimBackendFactory::create(QStringLiteral("healthy-switch%1").arg(nodes), 1.0, &owner);
    if (!backend) {
        std::printf("bench_overview: %s\n", qPrintable(backend.error().toString()));
        return 1;
    }
    backend->cluster->setShellSampler(true);
    long long fed = 0;
    std::vector<std::unique_ptr<telemetry::TelemetrySampler>> samplers;
    for (const QString &node : backend->model.nodeNames()) {
        auto s = std::make_unique<telemetry::TelemetrySampler>(backend->runner, node, netdevs);
        s->setMode(telemetry::TelemetrySampler::Mode::Streaming);
        s->setIntervalMs(100);
        QObject::connect(s.get(), &telemetry::TelemetrySampler::rateSample, &overview,
                         [&](const telemetry::RateSample &r) {
                             overview.addSample(r);
                             ++fed;
                         });
        samplers.push_back(std::move(s));
    }
    for (auto &s : samplers)
        s->start();
    const Measured sampled = run(overview, seconds, {}, &fed);
    for (auto &s : samplers)
        s->stop();

    std::printf(
        "cluster overview, %d nodes x %lld rails at 10 Hz, %.0f s each, GUI thread CPU over wall time\n",
        nodes, qint64(netdevs.size()), seconds);
    std::printf("  %-44s %8s %8s %10s\n", "", "frames", "samples", "GUI core");
    std::printf("  %-44s %8d %8lld %9.2f%%\n", "overview (samples made here)", plain.frames, plain.samples,
                plain.percent);
    std::printf("  %-44s %8d %8lld %9.2f%%\n", "with samplers (simulator in this thread too)", sampled.frames,
                sampled.samples, sampled.percent);
    std::printf("  aim: under 10%% of a core with 32 nodes: %s\n",
                sampled.percent < 10.0 ? "met (upper bound)"
                                       : (plain.percent < 10.0 ? "met by the overview alone" : "NOT met"));
    return 0;
}
