// SPDX-License-Identifier: GPL-3.0-or-later
// Chart repaint cost at the Live page's worst case: 64 series (8 nodes x 4
// netdevs x both directions) of 6000 points each (10 Hz for 10 min). Each
// frame appends one sample per series to a telemetry::RingSeries, copies the
// rings into point lists and hands each to its QLineSeries in one replace(),
// as LivePage::repaint() does, then renders the chart into a QImage. The
// naive path rebuilds the same series with clear() and per-point append().
// Run with QT_QPA_PLATFORM=offscreen. Usage: bench_chart [frames] [series] [points] [naive frames]
#include "telemetry/ringseries.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <cstdio>
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
    auto pick = [&](double q) { return ms[std::min(ms.size() - 1, size_t(q * double(ms.size() - 1) + 0.5))]; };
    s.p50 = pick(0.50);
    s.p95 = pick(0.95);
    for (double v : ms)
        s.mean += v;
    s.mean /= double(ms.size());
    return s;
}

class Bench
{
public:
    Bench(int seriesCount, int points) : m_points(points)
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
        }
        m_view = new QChartView(m_chart);
        m_view->setRenderHint(QPainter::Antialiasing, false);
        m_view->resize(1280, 720);
        m_image = QImage(m_view->size(), QImage::Format_ARGB32_Premultiplied);
        // Shown (on the offscreen platform) so the chart is laid out as on the Live page.
        m_view->show();
        QCoreApplication::processEvents();
        // Full rings before the first frame: the steady state of a long run.
        for (int p = 0; p < points; ++p)
            sample();
    }
    ~Bench() { delete m_view; }

    void sample()
    {
        const double t = m_t;
        m_t += 0.1;
        for (size_t i = 0; i < m_rings.size(); ++i)
            m_rings[i].append(t, 100 + 80 * std::sin(t * 0.05 + double(i)) + double(i % 7));
    }

    QList<QPointF> points(size_t i) const
    {
        const telemetry::RingSeries &r = m_rings[i];
        QList<QPointF> out;
        out.reserve(r.size());
        for (int p = 0; p < r.size(); ++p)
            out << QPointF(r.at(p).timeS, r.at(p).value);
        return out;
    }

    // Min and max per pixel column: what a 1280 px wide plot can show of 6000 points.
    QList<QPointF> decimated(size_t i, int columns) const
    {
        const telemetry::RingSeries &r = m_rings[i];
        QList<QPointF> out;
        if (r.size() <= 2 * columns) {
            return points(i);
        }
        out.reserve(2 * columns + 2);
        const double per = double(r.size()) / double(columns);
        for (int c = 0; c < columns; ++c) {
            const int from = int(c * per);
            const int to = std::min(r.size(), int((c + 1) * per));
            int lo = from, hi = from;
            for (int p = from; p < to; ++p) {
                if (r.at(p).value < r.at(lo).value)
                    lo = p;
                if (r.at(p).value > r.at(hi).value)
                    hi = p;
            }
            const int a = std::min(lo, hi), b = std::max(lo, hi);
            out << QPointF(r.at(a).timeS, r.at(a).value);
            if (b != a)
                out << QPointF(r.at(b).timeS, r.at(b).value);
        }
        return out;
    }

    qsizetype seriesSize(int i) const { return m_series[size_t(i)]->count(); }
    double plotWidth() const { return m_chart->plotArea().width(); }

    enum class Mode
    {
        Replace,
        Decimated,
        Append
    };

    double frame(Mode mode)
    {
        QElapsedTimer timer;
        timer.start();
        sample();
        for (size_t i = 0; i < m_series.size(); ++i) {
            if (mode == Mode::Replace) {
                m_series[i]->replace(points(i));
            } else if (mode == Mode::Decimated) {
                m_series[i]->replace(decimated(i, std::max(1, int(m_chart->plotArea().width()))));
            } else {
                m_series[i]->clear();
                const telemetry::RingSeries &r = m_rings[i];
                for (int p = 0; p < r.size(); ++p)
                    m_series[i]->append(r.at(p).timeS, r.at(p).value);
            }
        }
        const telemetry::RingSeries &first = m_rings.front();
        m_time->setRange(first.at(0).timeS, first.last().timeS);
        // Qt Charts recomputes series geometry from posted events; without them the render
        // would paint the previous frame's items and the figure would flatter every path.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        m_image.fill(Qt::white);
        QPainter painter(&m_image);
        m_view->render(&painter);
        painter.end();
        return double(timer.nsecsElapsed()) / 1e6;
    }

private:
    using RingSeries = telemetry::RingSeries;
    int m_points;
    double m_t = 0;
    QChart *m_chart;
    QValueAxis *m_time;
    QValueAxis *m_gbps;
    QChartView *m_view;
    QImage m_image;
    std::vector<QLineSeries *> m_series;
    std::vector<RingSeries> m_rings;
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each result as soon as it is known
    const int frames = argc > 1 ? std::max(3, atoi(argv[1])) : 30;
    const int seriesCount = argc > 2 ? atoi(argv[2]) : 64;
    const int points = argc > 3 ? atoi(argv[3]) : 6000;
    std::printf("chart repaint: %d series x %d points, %d frames, 1280x720, offscreen\n", seriesCount, points,
                frames);

    Bench bench(seriesCount, points);
    bench.frame(Bench::Mode::Replace); // warm-up: fonts, caches
    std::vector<double> batched;
    for (int i = 0; i < frames; ++i)
        batched.push_back(bench.frame(Bench::Mode::Replace));
    const Stats b = stats(batched);
    std::printf("  replace (Live page path): p50 %.1f ms  p95 %.1f ms  mean %.1f ms  (budget p95 < 16 ms: %s)\n",
                b.p50, b.p95, b.mean, b.p95 < 16.0 ? "met" : "NOT met");

    std::vector<double> reduced;
    for (int i = 0; i < frames; ++i)
        reduced.push_back(bench.frame(Bench::Mode::Decimated));
    const Stats d = stats(reduced);
    std::printf("  (decimated series hold %lld points each, plot area %.0f px wide)\n",
                static_cast<long long>(bench.seriesSize(0)), bench.plotWidth());
    std::printf("  replace, min/max per pixel column: p50 %.1f ms  p95 %.1f ms  mean %.1f ms  (budget: %s)\n", d.p50,
                d.p95, d.mean, d.p95 < 16.0 ? "met" : "NOT met");

    // Per-point append is so slow that a handful of frames tells the story.
    const int naiveFrames = argc > 4 ? std::max(1, atoi(argv[4])) : 2;
    std::vector<double> naive;
    for (int i = 0; i < naiveFrames; ++i)
        naive.push_back(bench.frame(Bench::Mode::Append));
    const Stats n = stats(naive);
    std::printf("  per-point append (naive):  p50 %.1f ms  p95 %.1f ms  mean %.1f ms  (%d frames)\n", n.p50, n.p95,
                n.mean, naiveFrames);
    std::printf("  ratio naive/replace (p50): %.1fx; replace/decimated (p50): %.1fx\n", n.p50 / std::max(b.p50, 1e-6),
                b.p50 / std::max(d.p50, 1e-6));
    return 0;
}
