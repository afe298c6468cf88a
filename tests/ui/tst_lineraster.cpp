// SPDX-License-Identifier: GPL-3.0-or-later
// LineRaster against QPainter: the same polylines drawn both ways into images
// of the same size must cover the same pixels (within one pixel: the two
// round the last half pixel differently), with the same colour and blending.
#include "charts/lineraster.h"

#include <QImage>
#include <QPainter>
#include <QPen>
#include <QTest>
#include <cmath>
#include <limits>

using railyard::ui::charts::LineRaster;

namespace {

constexpr QSize Size(200, 120);

QImage painted(const QList<QPointF> &line, const QPen &pen, bool antialiased)
{
    QImage image(Size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing, antialiased);
    p.setPen(pen);
    p.drawPolyline(line.constData(), int(line.size()));
    return image;
}

QImage rastered(const QList<QPointF> &line, const QPen &pen, bool antialiased)
{
    LineRaster raster;
    raster.reset(Size);
    const std::optional<LineRaster::Stroke> stroke = LineRaster::strokeFor(pen, antialiased);
    Q_ASSERT(stroke);
    raster.drawPolyline(line.constData(), line.size(), *stroke);
    return raster.image();
}

bool set(const QImage &image, int x, int y, int minAlpha)
{
    return x >= 0 && y >= 0 && x < image.width() && y < image.height() &&
           qAlpha(image.pixel(x, y)) >= minAlpha;
}

// Share of the pixels set in `a` that have a pixel set in `b` at most one pixel away.
double nearShare(const QImage &a, const QImage &b, int minAlpha)
{
    int total = 0;
    int near = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            if (!set(a, x, y, minAlpha))
                continue;
            ++total;
            bool found = false;
            for (int dy = -1; dy <= 1 && !found; ++dy)
                for (int dx = -1; dx <= 1 && !found; ++dx)
                    found = set(b, x + dx, y + dy, 1);
            near += found ? 1 : 0;
        }
    }
    return total == 0 ? 1.0 : double(near) / total;
}

int setCount(const QImage &image, int minAlpha)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += set(image, x, y, minAlpha) ? 1 : 0;
    return n;
}

// Coverage summed over the image, in pixels.
double ink(const QImage &image)
{
    double sum = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            sum += qAlpha(image.pixel(x, y)) / 255.0;
    return sum;
}

QPen pen(QColor colour = QColor(20, 90, 200), Qt::PenStyle style = Qt::SolidLine)
{
    QPen p(colour);
    p.setCosmetic(true);
    p.setWidthF(1);
    p.setStyle(style);
    return p;
}

// A live chart's line: noise around a slow wave, a few points per pixel column, a drop to zero.
QList<QPointF> series(double step)
{
    QList<QPointF> out;
    for (double x = 3.25; x < 196; x += step) {
        const double noise = double((int(x * 10) * 7919) % 100) / 10.0;
        out << QPointF(x, std::abs(std::fmod(x, 80.0) - 50.0) < 0.3 ? 110.0
                                                                    : 60 + 30 * std::sin(x / 20) + noise);
    }
    return out;
}

} // namespace

class TstLineRaster : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void coversWhatQPainterCovers_data()
    {
        QTest::addColumn<QList<QPointF>>("line");
        QTest::addColumn<bool>("antialiased");
        const QList<std::pair<const char *, QList<QPointF>>> lines{
            {"flat", {QPointF(10.5, 40.5), QPointF(180.5, 40.5)}},
            {"flat between rows", {QPointF(10, 40.5), QPointF(180, 41.5)}},
            {"vertical", {QPointF(50.5, 5), QPointF(50.5, 110)}},
            {"diagonal", {QPointF(10, 10), QPointF(110, 110)}},
            {"shallow", {QPointF(0, 100), QPointF(199, 80)}},
            {"steep", {QPointF(100, 0), QPointF(115, 119)}},
            {"zigzag", {QPointF(10, 10), QPointF(30, 100), QPointF(31, 12), QPointF(60, 60), QPointF(61, 5)}},
            {"series, 5 points a column", series(0.2)},
            {"series, a point every 3 columns", series(3.1)},
            // Going back in x takes the walk along each segment, not the column spans.
            {"backwards", {QPointF(180, 20), QPointF(20, 100), QPointF(60, 10)}},
            // Mostly outside: only the part over the image is drawn.
            {"far outside", {QPointF(-1e5, -1e5), QPointF(1e5, 1e5)}},
        };
        for (const auto &[name, line] : lines) {
            QTest::addRow("%s, aliased", name) << line << false;
            QTest::addRow("%s, antialiased", name) << line << true;
        }
    }
    void coversWhatQPainterCovers()
    {
        QFETCH(QList<QPointF>, line);
        QFETCH(bool, antialiased);
        const QImage expected = painted(line, pen(), antialiased);
        const QImage actual = rastered(line, pen(), antialiased);
        // Solid pixels of one image lie on the line of the other.
        const int solid = antialiased ? 128 : 255;
        QCOMPARE_GE(nearShare(expected, actual, solid), 0.99);
        QCOMPARE_GE(nearShare(actual, expected, solid), 0.99);
        // As much ink: not a thicker or a thinner line.
        const double ratio = ink(actual) / std::max(1.0, ink(expected));
        QVERIFY2(ratio > 0.8 && ratio < 1.25, qPrintable(QStringLiteral("ink ratio %1").arg(ratio)));
        // Nothing but the pen's colour.
        for (int y = 0; y < actual.height(); ++y) {
            for (int x = 0; x < actual.width(); ++x) {
                const QColor c = QColor::fromRgba(qUnpremultiply(actual.pixel(x, y)));
                if (c.alpha() >= 64) {
                    QCOMPARE_LE(std::abs(c.red() - 20), 4);
                    QCOMPARE_LE(std::abs(c.blue() - 200), 4);
                }
            }
        }
    }

    void blendsLikeSourceOver()
    {
        // Two translucent lines across each other, as the Live page dims the rails not highlighted.
        const QList<QPointF> across{QPointF(10.5, 60.5), QPointF(190.5, 60.5)};
        const QList<QPointF> down{QPointF(100.5, 5.5), QPointF(100.5, 115.5)};
        QColor dim(200, 30, 30, 60);
        QImage expected = painted(across, pen(dim), false);
        {
            QPainter p(&expected);
            p.setPen(pen(dim));
            p.drawPolyline(down.constData(), int(down.size()));
        }
        LineRaster raster;
        raster.reset(Size);
        const auto stroke = LineRaster::strokeFor(pen(dim), false);
        QVERIFY(stroke);
        raster.drawPolyline(across.constData(), across.size(), *stroke);
        raster.drawPolyline(down.constData(), down.size(), *stroke);
        for (const QPoint at : {QPoint(50, 60), QPoint(100, 60), QPoint(100, 20)}) {
            const QRgb e = expected.pixel(at);
            const QRgb a = raster.image().pixel(at);
            QVERIFY2(qAlpha(e) > 0,
                     qPrintable(QStringLiteral("QPainter drew nothing at %1,%2").arg(at.x()).arg(at.y())));
            QCOMPARE_LE(std::abs(qAlpha(a) - qAlpha(e)), 2);
            QCOMPARE_LE(std::abs(qRed(a) - qRed(e)), 2);
            QCOMPARE_LE(std::abs(qGreen(a) - qGreen(e)), 2);
        }
        // Where they cross the colour is laid twice: more opaque than either line alone.
        QCOMPARE_GT(qAlpha(raster.image().pixel(100, 60)), qAlpha(raster.image().pixel(50, 60)));
    }

    void blendsEveryAlphaExactly_data()
    {
        QTest::addColumn<QColor>("under");
        QTest::newRow("over an opaque line") << QColor(20, 200, 90);
        QTest::newRow("over a translucent line") << QColor(250, 10, 170, 100);
        QTest::newRow("over white, opaque") << QColor(255, 255, 255);
    }

    void blendsEveryAlphaExactly()
    {
        // Column a: a line of `under`, then one of `over` at alpha a. Each byte of the
        // result must be source over, rounded as x * a / 255 to the nearest (the packed
        // blend does two bytes per multiplication; a carry across bytes would show here).
        QFETCH(QColor, under);
        const QColor over(237, 18, 255);
        LineRaster raster;
        raster.reset(QSize(256, 4));
        auto mul = [](int x, int a) {
            const int t = x * a + 0x80;
            return (t + (t >> 8)) >> 8;
        };
        for (int a = 0; a < 256; ++a) {
            const QPointF line[] = {QPointF(a + 0.5, 0.5), QPointF(a + 0.5, 2.5)};
            QPen below(under);
            below.setCosmetic(true);
            QColor top = over;
            top.setAlpha(a);
            QPen above(top);
            above.setCosmetic(true);
            raster.drawPolyline(line, 2, *LineRaster::strokeFor(below, false));
            raster.drawPolyline(line, 2, *LineRaster::strokeFor(above, false));
        }
        const QRgb *row = reinterpret_cast<const QRgb *>(raster.image().constScanLine(1));
        for (int a = 0; a < 256; ++a) {
            // What the first line left (premultiplied), then the second over it.
            const int ua = under.alpha();
            const int dst[4] = {ua, mul(under.red(), ua), mul(under.green(), ua), mul(under.blue(), ua)};
            const int src[4] = {255, over.red(), over.green(), over.blue()};
            const QRgb got = row[a];
            const int bytes[4] = {qAlpha(got), qRed(got), qGreen(got), qBlue(got)};
            for (int c = 0; c < 4; ++c) {
                const int expected = a == 255 ? src[c] : mul(src[c], a) + mul(dst[c], 255 - a);
                QVERIFY2(bytes[c] == expected, qPrintable(QStringLiteral("alpha %1, byte %2: %3, expected %4")
                                                              .arg(a)
                                                              .arg(c)
                                                              .arg(bytes[c])
                                                              .arg(expected)));
            }
        }
    }

    void dashes_data()
    {
        QTest::addColumn<int>("style");
        QTest::newRow("dot") << int(Qt::DotLine);
        QTest::newRow("dash") << int(Qt::DashLine);
        QTest::newRow("dash dot") << int(Qt::DashDotLine);
    }
    void dashes()
    {
        QFETCH(int, style);
        const QPen dashed = pen(QColor(0, 0, 0), Qt::PenStyle(style));
        const QList<QPointF> line{QPointF(10.5, 30.5), QPointF(190.5, 30.5), QPointF(190.5, 100.5)};
        const QImage expected = painted(line, dashed, false);
        const QImage actual = rastered(line, dashed, false);
        const int e = setCount(expected, 255);
        const int a = setCount(actual, 255);
        const int solid = setCount(rastered(line, pen(QColor(0, 0, 0)), false), 255);
        // As much of the line is drawn as QPainter draws, clearly less than a solid line.
        QVERIFY2(std::abs(a - e) <= e / 8 + 2, qPrintable(QStringLiteral("%1 against %2").arg(a).arg(e)));
        QCOMPARE_LT(a, solid * 3 / 4);
        QCOMPARE_GE(nearShare(actual, rastered(line, pen(QColor(0, 0, 0)), false), 255), 1.0);
    }

    void whatItCannotDraw()
    {
        QPen wide = pen();
        wide.setWidthF(2.5);
        QVERIFY(!LineRaster::strokeFor(wide, false));
        QPen scaled = pen();
        scaled.setCosmetic(false);
        QVERIFY(!LineRaster::strokeFor(scaled, false));
        QPen gradient = pen();
        gradient.setBrush(QLinearGradient(0, 0, 1, 1));
        QVERIFY(!LineRaster::strokeFor(gradient, false));
        QVERIFY(!LineRaster::strokeFor(QPen(Qt::NoPen), false));
        QPen dotted = pen(Qt::black, Qt::DotLine);
        QVERIFY(!LineRaster::strokeFor(dotted, true)->dashes.isEmpty());
        QVERIFY(LineRaster::strokeFor(pen(), true)->dashes.isEmpty());
    }

    void brokenInput()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        // A point that cannot be placed loses its segments, not the rest of the line.
        const QList<QPointF> line{QPointF(10, 10), QPointF(nan, 50), QPointF(60, 50), QPointF(150, 50),
                                  QPointF(inf, 20)};
        const QImage image = rastered(line, pen(), false);
        QVERIFY(set(image, 100, 50, 255));
        QVERIFY(!set(image, 100, 10, 1));
        LineRaster empty;
        empty.drawPolyline(line.constData(), line.size(),
                           *LineRaster::strokeFor(pen(), false)); // no image yet
        QVERIFY(empty.image().isNull());
    }
};

QTEST_MAIN(TstLineRaster)
#include "tst_lineraster.moc"
