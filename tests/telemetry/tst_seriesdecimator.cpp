// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/ringseries.h"
#include "telemetry/seriesdecimator.h"

#include <QSet>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <functional>

using railyard::telemetry::RingSeries;
using railyard::telemetry::SeriesDecimator;

namespace {

// 10 Hz samples from t = 0: value(i) for i in [0, n).
QList<QPointF> tenHertz(int n, const std::function<double(int)> &value)
{
    QList<QPointF> out;
    out.reserve(n);
    for (int i = 0; i < n; ++i)
        out << QPointF(i * 0.1, value(i));
    return out;
}

double wave(int i)
{
    return 100 + 80 * std::sin(i * 0.005);
}

} // namespace

class TstSeriesDecimator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bounds_data()
    {
        QTest::addColumn<QList<QPointF>>("input");
        QTest::addColumn<double>("from");
        QTest::addColumn<double>("to");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("expectedCount"); // -1: only the bound is known

        QTest::newRow("empty") << QList<QPointF>() << 0.0 << 10.0 << 100 << 0;
        QTest::newRow("one point") << QList<QPointF>{{5, 3}} << 0.0 << 10.0 << 100 << 1;
        QTest::newRow("fewer points than twice the columns pass unreduced")
            << tenHertz(150, wave) << 0.0 << 14.9 << 100 << 150;
        QTest::newRow("exactly twice the columns pass unreduced")
            << tenHertz(200, wave) << 0.0 << 20.0 << 100 << 200;
        // Flat data: every column's min and max are the same point, plus the last point.
        QTest::newRow("all equal, 6000 points on 1000 columns")
            << tenHertz(6000, [](int) { return 42.0; }) << 0.0 << 599.9 << 1000 << 1001;
        QTest::newRow("sine, 6000 points on 1200 columns")
            << tenHertz(6000, wave) << 0.0 << 599.9 << 1200 << -1;
        QTest::newRow("sine, 6000 points on 1 column") << tenHertz(6000, wave) << 0.0 << 599.9 << 1 << 4;
        QTest::newRow("sawtooth, 6000 points on 333 columns")
            << tenHertz(6000, [](int i) { return double(i % 7); }) << 0.0 << 599.9 << 333 << -1;
        QTest::newRow("zero-width window over repeated times")
            << QList<QPointF>(50, QPointF(3, 1)) << 3.0 << 3.0 << 10 << 2;
    }

    void bounds()
    {
        QFETCH(QList<QPointF>, input);
        QFETCH(double, from);
        QFETCH(double, to);
        QFETCH(int, columns);
        QFETCH(int, expectedCount);
        const SeriesDecimator decimator(from, to, columns);
        const QList<QPointF> out = decimator.reduce(input);
        // Two per column the window touches (its ends may cut two more), plus its first and last point.
        QCOMPARE(decimator.maxPoints(), 2 * (columns + 2) + 2);
        QVERIFY2(out.size() <= decimator.maxPoints(), qPrintable(QString::number(out.size())));
        if (expectedCount >= 0)
            QCOMPARE(out.size(), expectedCount);
        for (qsizetype i = 1; i < out.size(); ++i)
            QVERIFY2(out[i].x() >= out[i - 1].x(), qPrintable(QStringLiteral("time goes back at %1").arg(i)));
        // Every output point is a real sample, never an average.
        for (const QPointF &p : out)
            QVERIFY(input.contains(p));
        if (!input.isEmpty()) {
            QCOMPARE(out.first(), input.first());
            QCOMPARE(out.last(), input.last());
            // The extremes of the whole series survive.
            auto byY = [](const QPointF &a, const QPointF &b) { return a.y() < b.y(); };
            QCOMPARE(std::min_element(out.begin(), out.end(), byY)->y(),
                     std::min_element(input.begin(), input.end(), byY)->y());
            QCOMPARE(std::max_element(out.begin(), out.end(), byY)->y(),
                     std::max_element(input.begin(), input.end(), byY)->y());
        }
    }

    void spikesSurvive_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("columns");

        QTest::newRow("error burst in the middle") << 3217 << 1e6 << 1000;
        QTest::newRow("link drop to zero") << 4000 << 0.0 << 1000;
        QTest::newRow("burst in the first column") << 1 << 1e6 << 500;
        QTest::newRow("drop just before the last point") << 5998 << 0.0 << 500;
        QTest::newRow("burst on a very narrow plot") << 2500 << 1e6 << 3;
    }

    void spikesSurvive()
    {
        QFETCH(int, index);
        QFETCH(double, value);
        QFETCH(int, columns);
        const QList<QPointF> input =
            tenHertz(6000, [&](int i) { return i == index ? value : 100.0 + (i % 3); });
        const QList<QPointF> out = SeriesDecimator(0, 599.9, columns).reduce(input);
        QVERIFY(out.size() < input.size());
        QVERIFY2(out.contains(input[index]), qPrintable(QStringLiteral("%1 points kept").arg(out.size())));
    }

    void windowClips_data()
    {
        QTest::addColumn<double>("from");
        QTest::addColumn<double>("to");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("expectedCount"); // -1: reduced, only the bound is known
        QTest::addColumn<double>("firstX");
        QTest::addColumn<double>("lastX");

        // Samples at 0.0, 0.1, ... 599.9; window ends are inclusive.
        QTest::newRow("last minute, unreduced") << 540.0 << 600.0 << 600 << 600 << 540.0 << 599.9;
        QTest::newRow("last minute, reduced") << 540.0 << 600.0 << 100 << -1 << 540.0 << 599.9;
        QTest::newRow("middle, both ends inside samples")
            << 100.05 << 200.05 << 2000 << 1000 << 100.1 << 200.0;
        QTest::newRow("window before the data") << -60.0 << -1.0 << 100 << 0 << 0.0 << 0.0;
        QTest::newRow("window after the data") << 700.0 << 760.0 << 100 << 0 << 0.0 << 0.0;
        QTest::newRow("reversed ends are the same window") << 600.0 << 540.0 << 600 << 600 << 540.0 << 599.9;
    }

    void windowClips()
    {
        QFETCH(double, from);
        QFETCH(double, to);
        QFETCH(int, columns);
        QFETCH(int, expectedCount);
        QFETCH(double, firstX);
        QFETCH(double, lastX);
        const QList<QPointF> input = tenHertz(6000, wave);
        const QList<QPointF> out = SeriesDecimator(from, to, columns).reduce(input);
        if (expectedCount >= 0)
            QCOMPARE(out.size(), expectedCount);
        else
            QVERIFY(out.size() > columns && out.size() <= SeriesDecimator(from, to, columns).maxPoints());
        if (out.isEmpty())
            return;
        QVERIFY(qAbs(out.first().x() - firstX) < 1e-9);
        QVERIFY(qAbs(out.last().x() - lastX) < 1e-9);
        const double lo = std::min(from, to);
        const double hi = std::max(from, to);
        for (const QPointF &p : out)
            QVERIFY2(p.x() >= lo && p.x() <= hi, qPrintable(QString::number(p.x())));
    }

    void floorClampsAfterReducing()
    {
        // Errors/s on a log axis: zeros are drawn at the floor, bursts untouched.
        const QList<QPointF> input = tenHertz(6000, [](int i) { return i == 777 ? 5e4 : 0.0; });
        SeriesDecimator decimator(0, 599.9, 200);
        decimator.setFloor(0.1);
        const QList<QPointF> out = decimator.reduce(input);
        QVERIFY(out.contains(QPointF(77.7, 5e4)));
        for (const QPointF &p : out)
            QVERIFY(p.y() >= 0.1);
        QCOMPARE(out.first().y(), 0.1);
    }

    void columnsStayPut()
    {
        // Columns sit at multiples of the width from t = 0: a window that slid by
        // one sample cuts the data at the same times, so every column it shares
        // with the window before reduces to the same points.
        const QList<QPointF> input = tenHertz(7000, wave);
        const SeriesDecimator before(100.0, 700.0, 1000);
        const SeriesDecimator after(100.1, 700.1, 1000);
        // Exactly (QCOMPARE on doubles is fuzzy and would hide a column that moved by an ulp).
        QVERIFY(before.columnWidth() == after.columnWidth());
        QVERIFY(qAbs(before.columnWidth() - 0.6) < 1e-6);
        const QList<QPointF> a = before.reduce(input);
        const QList<QPointF> b = after.reduce(input);
        // Columns from 100.8 s (the first one neither window cuts) to 699.6 s hold the same points.
        auto inner = [](const QList<QPointF> &l) {
            QList<QPointF> out;
            for (const QPointF &p : l) {
                if (p.x() >= 100.8 - 1e-9 && p.x() < 699.6 - 1e-9)
                    out << p;
            }
            return out;
        };
        QVERIFY(inner(a).size() > 1900);
        QCOMPARE(inner(a), inner(b));
        // The span's rounding noise does not move the columns: times summed up tick by
        // tick, as a sampler's clock gives them, make spans that differ in their last bits.
        QList<double> times;
        double t = 0;
        for (int i = 0; i < 8000; ++i, t += 0.1)
            times << t;
        QSet<double> rawWidths;
        QSet<double> widths;
        for (int i = 1000; i < 2000; ++i) {
            rawWidths << (times[i + 5999] - times[i]) / 1165;
            widths << SeriesDecimator(times[i], times[i + 5999], 1165).columnWidth();
        }
        QVERIFY2(rawWidths.size() > 100, "the spans were meant to differ in their last bits");
        QCOMPARE(widths.size(), 1);
    }

    void memoGivesTheSamePoints_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("capacity");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("perFrame"); // samples appended between two frames
        // Whether a warm memo must serve: then a frame reads the new samples and the column the
        // window's start cuts, not the window (6000 points before the memo).
        QTest::addColumn<bool>("incremental");

        // 10 Hz into a 6000-point ring, a 600 s window on 1160 columns: about five samples a column.
        QTest::newRow("live window, one sample a frame") << "live" << 6000 << 1160 << 1 << true;
        QTest::newRow("live window, a second a frame") << "live" << 6000 << 1160 << 10 << true;
        QTest::newRow("live window, the ring wraps, narrow plot") << "live" << 2500 << 97 << 3 << true;
        QTest::newRow("window moves back and forth (paused, zoomed)") << "zoom" << 6000 << 800 << 1 << false;
        QTest::newRow("plot resized every few frames") << "resize" << 6000 << 1160 << 1 << false;
        QTest::newRow("series cleared and filled again") << "clear" << 3000 << 500 << 7 << false;
        QTest::newRow("memo handed another series") << "swap" << 4000 << 600 << 2 << false;
        // A new series in the same place (same address, same count of points): not the memo's.
        QTest::newRow("series replaced in place") << "replace" << 4000 << 600 << 2 << false;
    }

    void memoGivesTheSamePoints()
    {
        QFETCH(QString, scenario);
        QFETCH(int, capacity);
        QFETCH(int, columns);
        QFETCH(int, perFrame);
        QFETCH(bool, incremental);
        RingSeries ring(capacity);
        RingSeries other(capacity);
        qint64 ringSamples = 0;
        qint64 otherSamples = 0;
        auto feed = [&](RingSeries &r, int count) {
            qint64 &sample = &r == &ring ? ringSamples : otherSamples;
            for (int k = 0; k < count; ++k, ++sample) {
                // Noise, a slow wave and now and then a spike: extremes move between columns.
                const double v = sample % 613 == 0 ? 1e4 : wave(int(sample)) + double(sample * 7919 % 23);
                r.append(double(sample) * 0.1, v);
            }
        };
        feed(ring, capacity);
        feed(other, capacity);
        SeriesDecimator::Memo memo;
        qint64 worstWarmRead = 0;
        for (int frame = 0; frame < 60; ++frame) {
            feed(ring, perFrame);
            const double newest = ring.last().timeS;
            double window = 600.0;
            int cols = columns;
            if (scenario == QLatin1String("zoom") && frame % 10 >= 5)
                window = 300.0 + frame; // paused on an older stretch
            if (scenario == QLatin1String("resize"))
                cols = columns - (frame / 4) % 3 * 7;
            if (scenario == QLatin1String("replace") && frame == 30) {
                const qint64 count = ring.totalAppended();
                ring = RingSeries(capacity);
                for (qint64 k = 0; k < count; ++k)
                    ring.append(double(k) * 0.1 + 0.05, double(k % 5));
            }
            if (scenario == QLatin1String("clear") && frame == 30) {
                ring.clear();
                feed(ring, capacity / 2);
            }
            const RingSeries &shown = scenario == QLatin1String("swap") && frame % 3 == 2 ? other : ring;
            const double to = scenario == QLatin1String("zoom") && frame % 10 >= 5 ? newest - 120.0 : newest;
            const SeriesDecimator decimator(to - window, to, cols);
            const QList<QPointF> withMemo = decimator.reduce(shown, memo);
            QCOMPARE(withMemo, decimator.reduce(shown));
            QVERIFY(withMemo.size() <= decimator.maxPoints());
            if (frame > 0)
                worstWarmRead = std::max(worstWarmRead, memo.pointsRead());
        }
        // 10 Hz samples in a 600 s window: how many one column can hold.
        const qint64 perColumn = qint64(std::ceil(6000.0 / columns)) + 1;
        if (incremental)
            QVERIFY2(worstWarmRead <= perColumn + perFrame + 1, qPrintable(QString::number(worstWarmRead)));
        else
            QVERIFY(worstWarmRead > 0);
    }

    void ringMatchesList()
    {
        // A ring that wrapped: its oldest point is no longer at storage index 0.
        RingSeries ring(3000);
        QList<QPointF> kept;
        for (int i = 0; i < 7500; ++i) {
            const double t = i * 0.1;
            const double v = i == 7000 ? 1e6 : wave(i);
            ring.append(t, v);
            if (i >= 4500)
                kept << QPointF(t, v);
        }
        const SeriesDecimator decimator(450, 749.9, 400);
        const QList<QPointF> fromRing = decimator.reduce(ring);
        QCOMPARE(fromRing, decimator.reduce(kept));
        QVERIFY(fromRing.contains(QPointF(700, 1e6)));
        QVERIFY(fromRing.size() <= decimator.maxPoints());
    }
};

QTEST_APPLESS_MAIN(TstSeriesDecimator)
#include "tst_seriesdecimator.moc"
