// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/eventmarkeritem.h"
#include "charts/polylineseriesitem.h"
#include "charts/rasterlayeritem.h"

#include <QChart>
#include <QChartView>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QPicture>
#include <QSignalSpy>
#include <QTest>
#include <QValueAxis>
#include <cmath>
#include <limits>
#include <memory>

using railyard::ui::charts::EventMarkerItem;
using railyard::ui::charts::PolylineSeriesItem;
using railyard::ui::charts::RasterLayerItem;

namespace {

// A laid-out chart with a linear time axis and a linear or log value axis.
struct Fixture
{
    explicit Fixture(bool logY)
    {
        chart = new QChart;
        chart->legend()->hide();
        x = new QValueAxis;
        x->setRange(0, 100);
        chart->addAxis(x, Qt::AlignBottom);
        if (logY) {
            auto *l = new QLogValueAxis;
            l->setBase(10);
            l->setRange(0.1, 1e7);
            y = l;
        } else {
            auto *v = new QValueAxis;
            v->setRange(0, 200);
            y = v;
        }
        chart->addAxis(y, Qt::AlignLeft);
        item = new PolylineSeriesItem(chart, x, y, QStringLiteral("s"));
        view = std::make_unique<QChartView>(chart);
        view->setRenderHint(QPainter::Antialiasing, false);
        view->resize(800, 600);
        view->show();
    }
    bool laidOut() const { return !item->plotArea().isEmpty() && item->plotArea() == chart->plotArea(); }
    QImage render() const
    {
        QImage image(view->size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        view->render(&p);
        return image;
    }

    QChart *chart;
    QValueAxis *x;
    QAbstractAxis *y;
    PolylineSeriesItem *item;
    std::unique_ptr<QChartView> view;
};

// The colour of the pixel, or of one of its direct neighbours (rounding of the last half pixel).
bool hasColourNear(const QImage &image, QPoint at, QColor colour)
{
    for (int dx = -1; dx <= 1; ++dx) {
        for (int dy = -1; dy <= 1; ++dy) {
            if (image.pixelColor(at + QPoint(dx, dy)) == colour)
                return true;
        }
    }
    return false;
}

int countColour(const QImage &image, QColor colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixelColor(x, y) == colour ? 1 : 0;
    return n;
}

// Share of the pixels of `colour` in `a` that have that colour within one pixel in `b`.
double nearShare(const QImage &a, const QImage &b, QColor colour)
{
    int total = 0;
    int near = 0;
    for (int y = 1; y + 1 < a.height(); ++y) {
        for (int x = 1; x + 1 < a.width(); ++x) {
            if (a.pixelColor(x, y) != colour)
                continue;
            ++total;
            near += hasColourNear(b, QPoint(x, y), colour) ? 1 : 0;
        }
    }
    return total == 0 ? 0.0 : double(near) / total;
}

QList<QPointF> wave(double phase)
{
    QList<QPointF> out;
    for (int i = 0; i <= 4000; ++i)
        out << QPointF(i / 40.0, 100 + 60 * std::sin(i / 300.0 + phase) + (i * 7919 % 13));
    return out;
}

} // namespace

class TstPolylineSeriesItem : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mapsLikeTheChart_data()
    {
        QTest::addColumn<bool>("logY");
        QTest::addColumn<QPointF>("value");
        QTest::addColumn<double>("fractionX"); // of the plot width, from the left
        QTest::addColumn<double>("fractionY"); // of the plot height, from the bottom
        QTest::newRow("linear centre") << false << QPointF(50, 100) << 0.5 << 0.5;
        QTest::newRow("linear corner") << false << QPointF(0, 0) << 0.0 << 0.0;
        QTest::newRow("linear limit line") << false << QPointF(25, 200) << 0.25 << 1.0;
        // log10: -1 .. 7, so 10 is a quarter up and 1e5 three quarters.
        QTest::newRow("log 10") << true << QPointF(75, 10) << 0.75 << 0.25;
        QTest::newRow("log 1e5") << true << QPointF(100, 1e5) << 1.0 << 0.75;
    }
    void mapsLikeTheChart()
    {
        QFETCH(bool, logY);
        QFETCH(QPointF, value);
        QFETCH(double, fractionX);
        QFETCH(double, fractionY);
        Fixture f(logY);
        QTRY_VERIFY(f.laidOut());
        const QRectF plot = f.chart->plotArea();
        const QPointF pixel = f.item->mapToPixel(value);
        QCOMPARE_LE(std::abs(pixel.x() - (plot.left() + fractionX * plot.width())), 1e-6);
        QCOMPARE_LE(std::abs(pixel.y() - (plot.bottom() - fractionY * plot.height())), 1e-6);
        // And where Qt Charts itself would put it (through the legend twin on the same axes).
        const QPointF charts = f.chart->mapToPosition(value, f.item->legendSeries());
        QCOMPARE_LE(std::abs(pixel.x() - charts.x()), 0.5);
        QCOMPARE_LE(std::abs(pixel.y() - charts.y()), 0.5);
        QCOMPARE_LE(std::abs(f.item->mapXToValue(pixel.x()) - value.x()), 1e-9);
    }

    void drawsOnTheMappedPixel()
    {
        Fixture f(false);
        QTRY_VERIFY(f.laidOut());
        const QColor red(255, 0, 0);
        f.item->setColor(red);
        // A flat line at 100 from x 10 to 90 with one excursion: the point (50, 150) sits on it.
        f.item->replace(
            {QPointF(10, 100), QPointF(49, 100), QPointF(50, 150), QPointF(51, 100), QPointF(90, 100)});
        QImage image = f.render();
        const QPoint flat = f.item->mapToPixel(QPointF(30, 100)).toPoint();
        const QPoint peak = f.item->mapToPixel(QPointF(50, 150)).toPoint();
        QVERIFY(hasColourNear(image, flat, red));
        QVERIFY(hasColourNear(image, peak, red));
        // Where those are in the plot, independent of the mapping: 100 of 0..200 is half-way up,
        // 150 three quarters.
        const QRectF plot = f.chart->plotArea();
        QVERIFY(hasColourNear(image, QPoint(flat.x(), int(plot.center().y())), red));
        QVERIFY(hasColourNear(
            image, QPoint(int(plot.center().x()), int(plot.bottom() - 0.75 * plot.height())), red));
        // Nothing left of the first point, nor above the line away from the peak.
        QVERIFY(!hasColourNear(image, f.item->mapToPixel(QPointF(5, 100)).toPoint(), red));
        QVERIFY(!hasColourNear(image, f.item->mapToPixel(QPointF(30, 150)).toPoint(), red));

        // A new range moves the drawing: x 0..50 puts x 25 where x 50 was.
        QSignalSpy changed(f.x, &QValueAxis::rangeChanged);
        f.x->setRange(0, 50);
        QCOMPARE(changed.count(), 1);
        const QPoint moved = f.item->mapToPixel(QPointF(25, 100)).toPoint();
        QCOMPARE_LE(std::abs(f.item->mapXToPixel(25) - (f.chart->plotArea().center().x())), 1e-6);
        image = f.render();
        QVERIFY(hasColourNear(image, moved, red));
        // Clipped to the plot: the part beyond x 50 is not drawn right of the plot area.
        const QPoint outside(int(f.chart->plotArea().right()) + 5, moved.y());
        QVERIFY(!hasColourNear(image, outside, red));
    }

    void nearestPoint_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("expectedX");
        QTest::newRow("before the first") << -5.0 << 0.0;
        QTest::newRow("closer to the left") << 4.0 << 0.0;
        QTest::newRow("closer to the right") << 6.0 << 10.0;
        QTest::newRow("exact") << 30.0 << 30.0;
        QTest::newRow("after the last") << 100.0 << 40.0;
        // 20 is a break (NaN): the nearest drawn points are 10 and 30.
        QTest::newRow("on the break, left nearer") << 19.0 << 10.0;
        QTest::newRow("on the break, right nearer") << 21.0 << 30.0;
    }
    void nearestPoint()
    {
        QFETCH(double, x);
        QFETCH(double, expectedX);
        Fixture f(false);
        const double nan = std::numeric_limits<double>::quiet_NaN();
        f.item->replace({QPointF(0, 1), QPointF(10, 2), QPointF(20, nan), QPointF(30, 4), QPointF(40, 5)});
        const std::optional<QPointF> p = f.item->nearestPoint(x);
        QVERIFY(p.has_value());
        QCOMPARE(p->x(), expectedX);
        QVERIFY(!PolylineSeriesItem(f.chart, f.x, f.y).nearestPoint(x).has_value());
    }

    void breaksAndReducesPerColumn()
    {
        Fixture f(false);
        QTRY_VERIFY(f.laidOut());
        const double nan = std::numeric_limits<double>::quiet_NaN();
        f.item->replace(
            {QPointF(10, 50), QPointF(20, 60), QPointF(30, nan), QPointF(40, 70), QPointF(50, 80)});
        QCOMPARE(f.item->polylineCount(), 2);
        QCOMPARE(f.item->pixelCount(), 4);
        // 100 000 points over a plot some 700 px wide: at most four per column survive,
        // and the spike at x 50 is among them.
        QList<QPointF> dense;
        for (int i = 0; i < 100000; ++i)
            dense << QPointF(i / 1000.0, i == 50000 ? 190 : 100 + (i % 7));
        f.item->replace(dense);
        const int width = int(f.chart->plotArea().width());
        QCOMPARE_LE(f.item->pixelCount(), 4 * (width + 2));
        QCOMPARE_GE(f.item->pixelCount(), width);
        QCOMPARE(f.item->count(), 100000);
        QVERIFY(hasColourNear(f.render(), f.item->mapToPixel(QPointF(50, 190)).toPoint(), f.item->color()));
        // Only what is in the x range is mapped.
        f.x->setRange(0, 10);
        QCOMPARE_LE(f.item->pixelCount(), 4 * (width + 2));
        f.item->replace({QPointF(200, 1), QPointF(300, 2)});
        QCOMPARE(f.item->pixelCount(), 1); // the neighbour kept so a line can reach the edge
    }

    void rasterLayer()
    {
        Fixture f(false);
        QTRY_VERIFY(f.laidOut());
        const QColor red(255, 0, 0);
        const QColor blue(0, 0, 255);
        auto *second = new PolylineSeriesItem(f.chart, f.x, f.y, QStringLiteral("t"));
        f.item->setColor(red);
        second->setColor(blue);
        f.item->replace(wave(0));
        second->replace(wave(2));
        RasterLayerItem *layer = RasterLayerItem::of(f.chart);
        QCOMPARE(RasterLayerItem::of(f.chart), layer); // one per chart
        QVERIFY(f.item->rasterStroke());

        const int before = layer->builds();
        const QImage viaLayer = f.render();
        QCOMPARE(layer->builds(), before + 1);
        // Nothing changed: the next paint reuses the image.
        QCOMPARE(f.render(), viaLayer);
        QCOMPARE(layer->builds(), before + 1);

        // The same lines as QPainter draws them, each series in its colour, the later one on top.
        f.item->setRasterised(false);
        second->setRasterised(false);
        const QImage painted = f.render();
        QCOMPARE_GT(countColour(painted, red), 500);
        QCOMPARE_GE(nearShare(painted, viaLayer, red), 0.97);
        QCOMPARE_GE(nearShare(viaLayer, painted, red), 0.97);
        QCOMPARE_GE(nearShare(painted, viaLayer, blue), 0.97);
        QCOMPARE_GE(nearShare(viaLayer, painted, blue), 0.97);
        const double inkRatio = double(countColour(viaLayer, red)) / countColour(painted, red);
        QVERIFY2(inkRatio > 0.8 && inkRatio < 1.25, qPrintable(QString::number(inkRatio)));

        // At 200 % (a scaled painter, as on a HiDPI screen) the image is built in device pixels.
        auto render2x = [&f] {
            QImage image(f.view->size() * 2, QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(2);
            image.fill(Qt::white);
            QPainter p(&image);
            f.view->render(&p);
            p.end();
            image.setDevicePixelRatio(1);
            return image;
        };
        const QImage painted2x = render2x();
        f.item->setRasterised(true);
        second->setRasterised(true);
        const int builds2x = layer->builds();
        const QImage layer2x = render2x();
        QCOMPARE(layer->builds(), builds2x + 1);
        QCOMPARE_GE(nearShare(painted2x, layer2x, red), 0.97);
        QCOMPARE_GE(nearShare(layer2x, painted2x, red), 0.97);
        QCOMPARE_GT(countColour(layer2x, red), countColour(viaLayer, red) * 3 / 2); // lines twice as long

        // A change rebuilds; a hidden item leaves the image.
        f.item->setRasterised(true);
        second->setRasterised(true);
        const int rebuilt = layer->builds();
        second->setVisible(false);
        const QImage hidden = f.render();
        QCOMPARE(layer->builds(), rebuilt + 1);
        QCOMPARE(countColour(hidden, blue), 0);
        QCOMPARE_GT(countColour(hidden, red), 500);
        second->setVisible(true);
        second->replace(wave(4));
        const QImage moved = f.render();
        QCOMPARE(layer->builds(), rebuilt + 2);
        QVERIFY(moved != viaLayer);

        // A pen the raster cannot draw: the item paints that series itself.
        QPen wide(red);
        wide.setWidthF(2.5);
        f.item->setPen(wide);
        QVERIFY(!f.item->rasterStroke());
        QCOMPARE_GT(countColour(f.render(), red), 1000);
        f.item->setPen(QPen(red));

        // On a device that is not a raster image (a PDF, a picture) the items draw vectors.
        const int built = layer->builds();
        QPicture picture;
        {
            QPainter p(&picture);
            f.view->render(&p);
        }
        QCOMPARE(layer->builds(), built);
        QImage replayed(f.view->size(), QImage::Format_ARGB32_Premultiplied);
        replayed.fill(Qt::white);
        {
            QPainter p(&replayed);
            p.drawPicture(0, 0, picture);
        }
        QCOMPARE_GE(nearShare(replayed, painted, red), 0.9); // a picture keeps coordinates less exactly
        QCOMPARE_GT(countColour(replayed, blue), 500);

        // Going away leaves the layer with the other item only.
        delete second;
        QCOMPARE(countColour(f.render(), blue), 0);
    }

    void seriesMarkers()
    {
        Fixture f(false);
        QTRY_VERIFY(f.laidOut());
        const QColor red(255, 0, 0);
        f.item->setColor(red);
        f.item->replace(wave(1));
        f.item->setMarker(PolylineSeriesItem::Marker::Circle, 5);
        const QList<QPointF> at = f.item->markerPositions();
        const QRectF plot = f.chart->plotArea();
        // One every MarkerSpacing pixels from the phase on, each on the line as drawn.
        QCOMPARE(at.size(), int((plot.width() - 5) / PolylineSeriesItem::MarkerSpacing) + 1);
        QCOMPARE_LE(std::abs(at.first().x() - (plot.left() + 5)), 1e-6);
        f.item->setMarker(PolylineSeriesItem::Marker::None);
        const QImage line = f.render();
        for (const QPointF &p : at)
            QVERIFY2(hasColourNear(line, p.toPoint(), red),
                     qPrintable(QStringLiteral("%1,%2").arg(p.x()).arg(p.y())));
        // Drawn at each place, stamped on the raster path and stroked as vectors elsewhere alike.
        f.item->setMarker(PolylineSeriesItem::Marker::Circle, 5);
        auto filledAround = [&](const QImage &image, const QPointF &p) {
            int n = 0;
            for (int dy = -3; dy <= 3; ++dy)
                for (int dx = -3; dx <= 3; ++dx)
                    n += qRed(image.pixel(p.toPoint() + QPoint(dx, dy))) > 200 &&
                                 qGreen(image.pixel(p.toPoint() + QPoint(dx, dy))) < 120
                             ? 1
                             : 0;
            return n;
        };
        const QImage stamped = f.render();
        f.item->setRasterised(false);
        const QImage stroked = f.render();
        for (const QPointF &p : at) {
            QCOMPARE_GE(filledAround(stamped, p), 30); // a filled disc, not a line crossing
            QCOMPARE_LE(std::abs(filledAround(stamped, p) - filledAround(stroked, p)), 8);
        }
        // Off the data (a break, before the first point): no marker there.
        const double nan = std::numeric_limits<double>::quiet_NaN();
        f.item->replace(
            {QPointF(50, 100), QPointF(60, 100), QPointF(70, nan), QPointF(80, 100), QPointF(90, 100)});
        for (const QPointF &p : f.item->markerPositions()) {
            const double x = f.item->mapXToValue(p.x());
            QVERIFY2((x >= 50 && x <= 60) || (x >= 80 && x <= 90), qPrintable(QString::number(x)));
        }
    }

    void penAndLegend()
    {
        Fixture f(false);
        f.chart->legend()->show();
        QPen pen(QColor(1, 2, 3));
        pen.setStyle(Qt::DotLine);
        pen.setWidthF(2.5);
        f.item->setPen(pen);
        QVERIFY(f.item->pen().isCosmetic());
        QCOMPARE(f.item->pen().color(), QColor(1, 2, 3));
        QCOMPARE(f.item->legendSeries()->pen().style(), Qt::DotLine);
        QCOMPARE(f.item->legendSeries()->name(), QStringLiteral("s"));
        QCOMPARE(f.chart->legend()->markers(f.item->legendSeries()).size(), 1);
        f.item->setSeriesVisible(false);
        QVERIFY(!f.item->isVisible());
        QVERIFY(!f.chart->legend()->markers(f.item->legendSeries()).first()->isVisible());
        f.item->setLegendVisible(false);
        QCOMPARE(f.item->legendSeries(), nullptr);
        QCOMPARE(f.chart->series().size(), 0);
    }

    void markers()
    {
        Fixture f(false);
        QTRY_VERIFY(f.laidOut());
        auto *m = new EventMarkerItem(f.chart, f.x, f.y);
        m->addMarker({60, QStringLiteral("b"), Qt::red});
        m->addMarker({20, QStringLiteral("a"), Qt::blue});
        m->addMarker({150, QStringLiteral("later"), Qt::red});
        QCOMPARE(m->markers().first().label, QStringLiteral("a")); // kept in time order
        QCOMPARE(m->visibleMarkers().size(), 2);
        const QImage image = f.render();
        const QRectF plot = f.chart->plotArea();
        // The line of "a" runs down the plot at x 20 (dashed: some pixel near the middle is blue).
        const int px = int(m->mapXToPixel(20));
        bool blue = false;
        for (int y = int(plot.center().y()) - 10; y < int(plot.center().y()) + 10; ++y)
            blue = blue || hasColourNear(image, QPoint(px, y), QColor(Qt::blue));
        QVERIFY(blue);
        m->removeBefore(50);
        QCOMPARE(m->markers().size(), 2);
        f.x->setRange(100, 200);
        QCOMPARE(m->visibleMarkers().size(), 1);
        QCOMPARE(m->visibleMarkers().first().label, QStringLiteral("later"));
    }
};

QTEST_MAIN(TstPolylineSeriesItem)
#include "tst_polylineseriesitem.moc"
