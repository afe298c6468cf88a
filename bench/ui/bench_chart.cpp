// SPDX-License-Identifier: GPL-3.0-or-later
// Chart repaint cost at the Live page's worst case: 64 series (8 nodes x 4
// netdevs x both directions) of 6000 points each (10 Hz for 10 min), all in
// one 1280x720 chart. Each frame appends one sample per series to a
// telemetry::RingSeries, hands each series its new points in one replace()
// and renders the chart view into a QImage. The ways to hand the points
// over and draw them, measured in the same run on the same chart and axes:
//  - decimated QLineSeries: what LivePage::refreshCharts() did before
//    ui::charts existed, telemetry::SeriesDecimator over the visible window
//    at the plot's pixel width (min and max per column) into a QLineSeries;
//  - item: what the Live page does now, the same decimated points handed to a
//    ui::charts::PolylineSeriesItem per series, each series' reduction kept
//    between frames (SeriesDecimator::Memo: a frame reads only the new
//    sample and the column the window's start cuts; no QPainterPath, no stroked
//    hover shape), antialiased as on the Live page and aliased; the items'
//    lines go into the chart's shared raster layer (ui::charts::
//    RasterLayerItem) and, measured beside it, through QPainter per series
//    (setRasterised(false), what the items did before the layer). The
//    QLineSeries are taken off the chart while the items run, the items are
//    hidden and empty otherwise;
//  - raw replace: every point of the ring, one replace() per QLineSeries;
//  - per-point append: the naive live chart, one append() of the new sample
//    and one remove() of the oldest per series (a few frames only). Each call
//    re-strokes the whole series, so rebuilding a series point by point would
//    be quadratic: minutes per frame at this size, not worth measuring;
//  - floor: the decimated points drawn straight into the image with
//    QPainter::drawPolyline(), no chart at all.
// The view is laid out but kept off the screen (WA_DontShowOnScreen) with
// the viewport's updates off, so the explicit render() is the only paint of
// a frame; an event filter counts the viewport's paint events (0) to prove
// it. Besides wall time each row shows the thread's CPU time, split into
// data (sample, decimate, replace: Qt Charts rebuilds a QLineSeries' path
// right in replace()), layout (posted events) and render: on a shared,
// loaded machine wall time mostly measures waiting for a core.
// Run with QT_QPA_PLATFORM=offscreen.
// Usage: bench_chart [frames] [series] [points] [append frames] [item|markers]
// ("item" measures the Live page's item alone, "markers" the same with a
// marker every 72 px on each series, e.g. under a profiler)
#include "charts/polylineseriesitem.h"
#include "telemetry/ringseries.h"
#include "telemetry/seriesdecimator.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QEvent>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <vector>

namespace telemetry = railyard::telemetry;

namespace {

struct Stats
{
    double p50 = 0;
    double p95 = 0;
    double mean = 0;
};

Stats stats(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    Stats s;
    auto pick = [&](double q) {
        return ms[std::min(ms.size() - 1, size_t(q * double(ms.size() - 1) + 0.5))];
    };
    s.p50 = pick(0.50);
    s.p95 = pick(0.95);
    for (double v : ms)
        s.mean += v;
    s.mean /= double(ms.size());
    return s;
}

class PaintCounter : public QObject
{
public:
    int paints = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

class Bench
{
public:
    enum class Mode
    {
        Decimated,
        Replace,
        Append,
        Polyline,
        Item,
        ItemAntialiased,
        ItemPainted,
        ItemPaintedAntialiased,
        ItemMarkers
    };
    static bool isItem(Mode m) { return m >= Mode::Item; }
    static bool isAntialiased(Mode m)
    {
        return m == Mode::ItemAntialiased || m == Mode::ItemPaintedAntialiased;
    }

    Bench(int seriesCount, int points)
    {
        m_chart = new QChart;
        m_chart->legend()->hide();
        m_time = new QValueAxis;
        m_gbps = new QValueAxis;
        m_gbps->setRange(0, 220);
        m_chart->addAxis(m_time, Qt::AlignBottom);
        m_chart->addAxis(m_gbps, Qt::AlignLeft);
        for (int i = 0; i < seriesCount; ++i) {
            auto *s = new QLineSeries;
            m_chart->addSeries(s);
            s->attachAxis(m_time);
            s->attachAxis(m_gbps);
            m_series.push_back(s);
            m_rings.emplace_back(points);
            m_memos.emplace_back();
            auto *item = new railyard::ui::charts::PolylineSeriesItem(m_chart, m_time, m_gbps);
            item->setColor(s->color());
            item->setSeriesVisible(false);
            item->setLegendVisible(false); // the legend is hidden here: no twin series

            m_items.push_back(item);
        }
        m_view = new QChartView(m_chart);
        m_view->setRenderHint(QPainter::Antialiasing, false);
        m_view->setAttribute(Qt::WA_DontShowOnScreen);
        m_view->resize(1280, 720);
        m_view->viewport()->installEventFilter(&m_paints);
        m_image = QImage(m_view->size(), QImage::Format_ARGB32_Premultiplied);
        // Shown (but not on a screen) so the chart is laid out as on the Live page.
        m_view->show();
        // Without this the viewport also repaints from the posted events of every frame,
        // so each frame would paint the scene twice (that paint and render()).
        m_view->viewport()->setUpdatesEnabled(false);
        QCoreApplication::processEvents();
        // Full rings before the first frame: the steady state of a long run.
        for (int p = 0; p < points; ++p)
            sample();
    }
    ~Bench()
    {
        // The chart owns the series attached to it and goes with the view;
        // only the detached ones are ours, and they must be found first.
        QList<QLineSeries *> detached;
        for (QLineSeries *s : m_series) {
            if (!s->chart())
                detached << s;
        }
        delete m_view;
        qDeleteAll(detached);
    }

    void sample()
    {
        const double t = m_t;
        m_t += 0.1;
        for (size_t i = 0; i < m_rings.size(); ++i) {
            // A slow wave with noise and, now and then, a drop to zero that decimation must keep.
            const double noise = double((int(t * 10) * 7919 + int(i) * 104729) % 1000) / 100.0;
            const bool drop = (int(t * 10) + int(i) * 37) % 997 == 0;
            m_rings[i].append(t, drop ? 0 : 100 + 80 * std::sin(t * 0.05 + double(i)) + noise);
        }
    }

    QList<QPointF> raw(size_t i) const
    {
        const telemetry::RingSeries &r = m_rings[i];
        QList<QPointF> out;
        out.reserve(r.size());
        for (int p = 0; p < r.size(); ++p)
            out << QPointF(r.at(p).timeS, r.at(p).value);
        return out;
    }

    qsizetype seriesSize(int i) const { return m_series[size_t(i)]->count(); }
    qsizetype itemSize(int i) const { return m_items[size_t(i)]->count(); }
    qsizetype itemPixels(int i) const { return m_items[size_t(i)]->pixelCount(); }

    // One way of drawing at a time: the other one holds nothing and is hidden.
    void use(Mode mode)
    {
        const bool items = isItem(mode);
        for (size_t i = 0; i < m_series.size(); ++i) {
            // Off the chart while the items draw: even empty, a series is laid out on every range change.
            QLineSeries *s = m_series[i];
            if (items && s->chart()) {
                s->clear();
                m_chart->removeSeries(s);
            } else if (!items && !s->chart()) {
                m_chart->addSeries(s);
                s->attachAxis(m_time);
                s->attachAxis(m_gbps);
            }
            if (!items)
                m_items[i]->clear();
            m_items[i]->setSeriesVisible(items);
            m_items[i]->setAntialiased(isAntialiased(mode));
            m_items[i]->setRasterised(mode == Mode::Item || mode == Mode::ItemAntialiased ||
                                      mode == Mode::ItemMarkers);
            // The Live page marks its rails' lines with a shape every 72 px.
            m_items[i]->setMarker(mode == Mode::ItemMarkers
                                      ? railyard::ui::charts::PolylineSeriesItem::Marker::Circle
                                      : railyard::ui::charts::PolylineSeriesItem::Marker::None,
                                  int(i % 8) * 9);
        }
        m_view->setRenderHint(QPainter::Antialiasing, isAntialiased(mode));
    }
    qsizetype polylinePoints() const { return m_polylinePoints; }
    int plotColumns() const { return std::max(1, int(m_chart->plotArea().width())); }

    // The thread's CPU ms of the last frame and where they went: on a loaded
    // machine wall time includes waiting for a core, CPU time does not.
    struct Phases
    {
        double data = 0;   // sample, decimate, hand over
        double layout = 0; // posted events: Qt Charts geometry updates
        double render = 0; // paint into the image
        double cpu = 0;
    };
    Phases lastPhases() const { return m_phases; }

    double frame(Mode mode, int *paints)
    {
        QElapsedTimer timer;
        timer.start();
        const double cpu0 = threadCpuMs();
        sample();
        const telemetry::RingSeries &first = m_rings.front();
        const double from = first.at(0).timeS;
        const double to = first.last().timeS;
        const telemetry::SeriesDecimator decimator(from, to, plotColumns());
        if (mode == Mode::Polyline)
            return polyline(timer, cpu0, decimator, paints);
        for (size_t i = 0; i < m_series.size(); ++i) {
            if (isItem(mode)) {
                // As the Live page: a memo per series keeps its reduced columns between frames.
                m_items[i]->replace(decimator.reduce(m_rings[i], m_memos[i]));
            } else if (mode == Mode::Decimated) {
                m_series[i]->replace(decimator.reduce(m_rings[i]));
            } else if (mode == Mode::Replace) {
                m_series[i]->replace(raw(i));
            } else {
                const telemetry::SeriesPoint &p = m_rings[i].last();
                m_series[i]->append(p.timeS, p.value);
                if (m_series[i]->count() > m_rings[i].size())
                    m_series[i]->remove(0);
            }
        }
        m_time->setRange(from, to);
        const double dataMs = threadCpuMs() - cpu0;
        // Qt Charts lays the chart out from posted events; without them the render would
        // paint the previous frame's geometry and flatter every path.
        m_paints.paints = 0;
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        const double layoutMs = threadCpuMs() - cpu0;
        m_image.fill(Qt::white);
        QPainter painter(&m_image);
        m_view->render(&painter);
        painter.end();
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        const double cpuMs = threadCpuMs() - cpu0;
        m_phases = {dataMs, layoutMs - dataMs, cpuMs - layoutMs, cpuMs};
        *paints = m_paints.paints;
        return ms;
    }

private:
    // The floor under any Qt Charts path: the same decimated points drawn straight into
    // the image with drawPolyline(), no series, no item geometry, no hit-test shape.
    double polyline(QElapsedTimer &timer, double cpu0, const telemetry::SeriesDecimator &decimator,
                    int *paints)
    {
        const QRectF plot = m_chart->plotArea();
        const double span = std::max(1e-9, decimator.toS() - decimator.fromS());
        m_image.fill(Qt::white);
        QPainter painter(&m_image);
        QList<QPointF> pixels;
        for (const telemetry::RingSeries &ring : m_rings) {
            pixels = decimator.reduce(ring);
            for (QPointF &p : pixels)
                p = QPointF(plot.left() + (p.x() - decimator.fromS()) / span * plot.width(),
                            plot.bottom() - p.y() / 220.0 * plot.height());
            painter.drawPolyline(pixels.constData(), int(pixels.size()));
        }
        m_polylinePoints = pixels.size();
        painter.end();
        *paints = 1;
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        const double cpuMs = threadCpuMs() - cpu0;
        m_phases = {0, 0, cpuMs, cpuMs};
        return ms;
    }

    static double threadCpuMs()
    {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
    }

    double m_t = 0;
    Phases m_phases;
    qsizetype m_polylinePoints = 0;
    QChart *m_chart;
    QValueAxis *m_time;
    QValueAxis *m_gbps;
    QChartView *m_view;
    QImage m_image;
    PaintCounter m_paints;
    std::vector<QLineSeries *> m_series;
    std::vector<railyard::ui::charts::PolylineSeriesItem *> m_items;
    std::vector<telemetry::RingSeries> m_rings;
    std::vector<telemetry::SeriesDecimator::Memo> m_memos;
};

struct Run
{
    Stats stats;
    Stats cpu;
    double dataP50 = 0;
    double layoutP50 = 0;
    double renderP50 = 0;
    qsizetype points = 0;
    int maxPaints = 0;
    int frames = 0;
};

Run measure(Bench &bench, Bench::Mode mode, int frames)
{
    Run run;
    int paints = 0;
    bench.use(mode);
    bench.frame(mode, &paints); // warm-up: the first frame after a mode switch reallocates every series
    std::vector<double> ms;
    std::vector<double> cpu, data, layout, render;
    for (int i = 0; i < frames; ++i) {
        ms.push_back(bench.frame(mode, &paints));
        const Bench::Phases p = bench.lastPhases();
        cpu.push_back(p.cpu);
        data.push_back(p.data);
        layout.push_back(p.layout);
        render.push_back(p.render);
        run.maxPaints = std::max(run.maxPaints, paints);
    }
    run.stats = stats(ms);
    run.cpu = stats(cpu);
    run.dataP50 = stats(data).p50;
    run.layoutP50 = stats(layout).p50;
    run.renderP50 = stats(render).p50;
    if (mode == Bench::Mode::Polyline)
        run.points = bench.polylinePoints();
    else if (Bench::isItem(mode))
        run.points = bench.itemSize(0);
    else
        run.points = bench.seriesSize(0);
    run.frames = frames;
    return run;
}

void print(const char *name, const Run &r, const Run &reference)
{
    std::printf("  %-22s %6d %8lld %9.1f %9.1f %9.1f %8d %10.2fx %-8s %7.1f %7.1f   %5.1f/%5.1f/%5.1f\n",
                name, r.frames, static_cast<long long>(r.points), r.stats.p50, r.stats.p95, r.stats.mean,
                r.maxPaints, r.stats.p50 / std::max(reference.stats.p50, 1e-6),
                r.stats.p95 < 16.0 ? "met" : "NOT met", r.cpu.p50, r.cpu.p95, r.dataP50, r.layoutP50,
                r.renderP50);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each result as soon as it is known
    const int frames = argc > 1 ? std::max(3, atoi(argv[1])) : 30;
    const int seriesCount = argc > 2 ? std::max(1, atoi(argv[2])) : 64;
    const int points = argc > 3 ? std::max(2, atoi(argv[3])) : 6000;
    // Per-point append is so slow that a handful of frames tells the story.
    const int appendFrames = argc > 4 ? std::max(1, atoi(argv[4])) : 3;
    std::printf(
        "chart repaint: %d series x %d points, 1280x720 view, one render into a QImage per frame, %s\n",
        seriesCount, points, qPrintable(QGuiApplication::platformName()));

    Bench bench(seriesCount, points);
    std::printf("  plot area %d px wide: decimation keeps at most %d points per series\n",
                bench.plotColumns(), 2 * bench.plotColumns() + 2);
    std::printf("  %-22s %6s %8s %9s %9s %9s %8s %11s %-8s %7s %7s   %s\n", "path", "frames", "pts/ser",
                "p50 ms", "p95 ms", "mean ms", "paints", "p50 ratio", "p95<16ms", "cpu p50", "cpu p95",
                "cpu p50 data/layout/render ms");
    // Blocks with a warm-up frame each rather than interleaved frames: a mode switch
    // reallocates every series, which is not what a steady frame costs.
    if (argc > 5 && (QByteArray(argv[5]) == "item" || QByteArray(argv[5]) == "markers")) {
        const bool markers = QByteArray(argv[5]) == "markers";
        const Run item =
            measure(bench, markers ? Bench::Mode::ItemMarkers : Bench::Mode::ItemAntialiased, frames);
        print(markers ? "item with markers" : "item (Live page)", item, item);
        return 0;
    }
    const Run decimated = measure(bench, Bench::Mode::Decimated, frames);
    print("decimated QLineSeries", decimated, decimated);
    // The Live page draws its items antialiased, through the chart's raster layer.
    const Run item = measure(bench, Bench::Mode::ItemAntialiased, frames);
    print("item (Live page)", item, decimated);
    std::printf("    item: series 0 reduced to %lld points per frame for QPainter (the raster layer takes "
                "the data as it is)\n",
                static_cast<long long>(bench.itemPixels(0)));
    const Run marked = measure(bench, Bench::Mode::ItemMarkers, frames);
    print("item with markers", marked, decimated);
    const Run itemAliased = measure(bench, Bench::Mode::Item, frames);
    print("item aliased", itemAliased, decimated);
    const Run painted = measure(bench, Bench::Mode::ItemPaintedAntialiased, frames);
    print("item, QPainter each", painted, decimated);
    const Run paintedAliased = measure(bench, Bench::Mode::ItemPainted, frames);
    print("item aliased, QPainter", paintedAliased, decimated);
    std::printf("  item: raster layer against QPainter per series, same run: antialiased p50 %.1fx, p95 "
                "%.1fx; aliased p50 %.1fx, p95 %.1fx\n",
                painted.stats.p50 / std::max(item.stats.p50, 1e-6),
                painted.stats.p95 / std::max(item.stats.p95, 1e-6),
                paintedAliased.stats.p50 / std::max(itemAliased.stats.p50, 1e-6),
                paintedAliased.stats.p95 / std::max(itemAliased.stats.p95, 1e-6));
    const Run raw = measure(bench, Bench::Mode::Replace, frames);
    print("raw replace", raw, decimated);
    // After the raw block the series hold every point, as a naive live chart would.
    const Run append = measure(bench, Bench::Mode::Append, appendFrames);
    print("per-point append", append, decimated);
    const Run floor = measure(bench, Bench::Mode::Polyline, frames);
    print("floor: drawPolyline", floor, decimated);
    std::printf("  QLineSeries/item: p50 %.1fx, p95 %.1fx (aliased item: p50 %.1fx, p95 %.1fx)\n",
                decimated.stats.p50 / std::max(item.stats.p50, 1e-6),
                decimated.stats.p95 / std::max(item.stats.p95, 1e-6),
                decimated.stats.p50 / std::max(itemAliased.stats.p50, 1e-6),
                decimated.stats.p95 / std::max(itemAliased.stats.p95, 1e-6));
    std::printf("  raw/decimated: p50 %.1fx, p95 %.1fx; append/raw p50 %.1fx\n",
                raw.stats.p50 / std::max(decimated.stats.p50, 1e-6),
                raw.stats.p95 / std::max(decimated.stats.p95, 1e-6),
                append.stats.p50 / std::max(raw.stats.p50, 1e-6));
    // What the Live page really draws: one node, its 4 rails both ways, in the same view size.
    if (seriesCount > 8) {
        Bench node(8, points);
        std::printf("one node as the Live page shows it: 8 series x %d points\n", points);
        const Run nodeDecimated = measure(node, Bench::Mode::Decimated, frames);
        print("decimated QLineSeries", nodeDecimated, nodeDecimated);
        const Run nodeItem = measure(node, Bench::Mode::ItemAntialiased, frames);
        print("item (Live page)", nodeItem, nodeDecimated);
        const Run nodeRaw = measure(node, Bench::Mode::Replace, frames);
        print("raw replace", nodeRaw, nodeDecimated);
    }
    return 0;
}
