// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/ringseries.h"
#include "telemetry/seriesdecimator.h"

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
        QVERIFY2(out.size() <= 2 * columns + 2, qPrintable(QString::number(out.size())));
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
            QVERIFY(out.size() > columns && out.size() <= 2 * columns + 2);
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
