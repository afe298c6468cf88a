// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/polylineseriesitem.h"

#include "charts/rasterlayeritem.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <algorithm>
#include <climits>
#include <cmath>

namespace railyard::ui::charts {

namespace {

bool finite(const QPointF &p)
{
    return std::isfinite(p.x()) && std::isfinite(p.y());
}

// Far outside any plot but small enough for the rasteriser's fixed-point maths.
constexpr double PixelLimit = 1e5;

// Collects the mapped points of one pixel column and emits its first, lowest,
// highest and last point in their original order: what a line through all
// of them would cover, so the reduction cannot be seen.
struct Column
{
    int column = INT_MIN;
    int count = 0;
    QPointF first;
    QPointF low; // smallest pixel y
    QPointF high;
    QPointF last;
    int lowAt = 0;
    int highAt = 0;

    void start(int c, const QPointF &p)
    {
        column = c;
        count = 1;
        first = low = high = last = p;
        lowAt = highAt = 0;
    }
    void add(const QPointF &p)
    {
        if (p.y() < low.y()) {
            low = p;
            lowAt = count;
        }
        if (p.y() > high.y()) {
            high = p;
            highAt = count;
        }
        last = p;
        ++count;
    }
    // Writes through `out` (room for four points), skipping repeats of the point before.
    void flush(QPointF *begin, QPointF *&out) const
    {
        if (count == 0)
            return;
        auto put = [begin, &out](const QPointF &p) {
            if (out == begin || out[-1] != p)
                *out++ = p;
        };
        put(first);
        if (count > 1) {
            if (lowAt <= highAt) {
                put(low);
                put(high);
            } else {
                put(high);
                put(low);
            }
            put(last);
        }
    }
};

} // namespace

PolylineSeriesItem::PolylineSeriesItem(QChart *chart, QAbstractAxis *xAxis, QAbstractAxis *yAxis,
                                       const QString &name)
    : PlotItem(chart, xAxis, yAxis), m_name(name)
{
    m_pen.setCosmetic(true);
    m_pen.setWidthF(1);
    setLegendVisible(true);
    m_layer = RasterLayerItem::of(chart);
    m_layer->add(this);
}

PolylineSeriesItem::~PolylineSeriesItem()
{
    if (m_layer)
        m_layer->remove(this);
    dropLegend();
}

void PolylineSeriesItem::changed()
{
    update();
    if (m_layer)
        m_layer->invalidate();
}

void PolylineSeriesItem::mappingChanged()
{
    m_pixelsDirty = true;
    if (m_layer)
        m_layer->invalidate();
}

QVariant PolylineSeriesItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemVisibleHasChanged && m_layer)
        m_layer->invalidate();
    return PlotItem::itemChange(change, value);
}

void PolylineSeriesItem::setRasterised(bool on)
{
    m_rasterised = on;
    changed();
}

std::optional<LineRaster::Stroke> PolylineSeriesItem::rasterStroke() const
{
    if (!m_rasterised)
        return std::nullopt;
    return LineRaster::strokeFor(m_pen, m_antialiased);
}

void PolylineSeriesItem::rasterise(LineRaster &raster, const QTransform &toImage) const
{
    const std::optional<LineRaster::Stroke> stroke = rasterStroke();
    if (!stroke || plotArea().isEmpty())
        return;
    // Straight from the data, without the per-column reduction of the QPainter path:
    // the raster draws a column's points as one span anyway. Both mappings are
    // affine (x, y or ln y -> chart -> image), so two evaluations give each.
    const double x0 = toImage.m11() * mapXToPixel(0) + toImage.dx();
    const double xk = toImage.m11() * mapXToPixel(1) + toImage.dx() - x0;
    const bool log = yIsLog();
    const double y0 = toImage.m22() * mapYToPixel(log ? 1.0 : 0.0) + toImage.dy();
    const double yk = toImage.m22() * mapYToPixel(log ? M_E : 1.0) + toImage.dy() - y0;
    const double below = toImage.m22() * mapYToPixel(0) + toImage.dy(); // where a log axis puts y <= 0
    const auto [begin, end] = visibleRange();
    m_mapped.resize(end - begin);
    QPointF *const first = m_mapped.data();
    QPointF *out = first;
    auto flush = [&] {
        raster.drawPolyline(first, out - first, *stroke);
        out = first;
    };
    for (qsizetype i = begin; i < end; ++i) {
        const QPointF &p = m_points[i];
        if (!finite(p)) {
            flush();
            continue;
        }
        const double y = log ? (p.y() > 0 ? y0 + yk * std::log(p.y()) : below) : y0 + yk * p.y();
        *out++ = QPointF(std::clamp(x0 + xk * p.x(), -PixelLimit, PixelLimit),
                         std::clamp(y, -PixelLimit, PixelLimit));
    }
    flush();
}

std::pair<qsizetype, qsizetype> PolylineSeriesItem::visibleRange() const
{
    // Only the points inside the x range, and one more on each side so the line reaches the edges.
    const double xMin = mapXToValue(plotArea().left());
    const double xMax = mapXToValue(plotArea().right());
    const auto lessX = [](const QPointF &p, double v) { return p.x() < v; };
    const auto greaterX = [](double v, const QPointF &p) { return v < p.x(); };
    qsizetype begin =
        std::lower_bound(m_points.cbegin(), m_points.cend(), std::min(xMin, xMax), lessX) - m_points.cbegin();
    qsizetype end = std::upper_bound(m_points.cbegin(), m_points.cend(), std::max(xMin, xMax), greaterX) -
                    m_points.cbegin();
    return {std::max<qsizetype>(0, begin - 1), std::min(m_points.size(), end + 1)};
}

void PolylineSeriesItem::dropLegend()
{
    if (m_legend && chart()) {
        chart()->removeSeries(m_legend);
        delete m_legend;
    }
}

void PolylineSeriesItem::replace(const QList<QPointF> &points)
{
    m_points = points;
    m_pixelsDirty = true;
    changed();
}

void PolylineSeriesItem::clear()
{
    replace({});
}

void PolylineSeriesItem::setName(const QString &name)
{
    m_name = name;
    if (m_legend)
        m_legend->setName(name);
}

void PolylineSeriesItem::setPen(const QPen &pen)
{
    m_pen = pen;
    m_pen.setCosmetic(true);
    syncLegend();
    changed();
}

void PolylineSeriesItem::setColor(const QColor &color)
{
    QPen p = m_pen;
    p.setColor(color);
    setPen(p);
}

void PolylineSeriesItem::setAntialiased(bool on)
{
    m_antialiased = on;
    changed();
}

void PolylineSeriesItem::setSeriesVisible(bool visible)
{
    setVisible(visible);
    syncLegend();
}

void PolylineSeriesItem::setLegendVisible(bool visible)
{
    m_legendVisible = visible;
    if (!visible) {
        // Gone rather than hidden: even an empty series is laid out again on every range change.
        dropLegend();
        return;
    }
    if (!m_legend) {
        m_legend = new QLineSeries;
        m_legend->setName(m_name);
        chart()->addSeries(m_legend); // the chart owns it
        m_legend->attachAxis(xAxis());
        m_legend->attachAxis(yAxis());
    }
    syncLegend();
}

void PolylineSeriesItem::syncLegend()
{
    if (!m_legend)
        return;
    m_legend->setPen(m_pen);
    for (QLegendMarker *marker : chart()->legend()->markers(m_legend))
        marker->setVisible(m_legendVisible && isVisible());
}

int PolylineSeriesItem::nearestIndex(double x) const
{
    if (m_points.isEmpty())
        return -1;
    const auto it = std::lower_bound(m_points.cbegin(), m_points.cend(), x,
                                     [](const QPointF &p, double v) { return p.x() < v; });
    const int right = int(it - m_points.cbegin());
    // Walk out from the insertion point to the nearest drawable point on either side.
    int r = right;
    while (r < m_points.size() && !finite(m_points[r]))
        ++r;
    int l = right - 1;
    while (l >= 0 && !finite(m_points[l]))
        --l;
    if (l < 0)
        return r < m_points.size() ? r : -1;
    if (r >= m_points.size())
        return l;
    return x - m_points[l].x() <= m_points[r].x() - x ? l : r;
}

std::optional<QPointF> PolylineSeriesItem::nearestPoint(double x) const
{
    const int i = nearestIndex(x);
    if (i < 0)
        return std::nullopt;
    return m_points[i];
}

void PolylineSeriesItem::rebuildPixels() const
{
    m_pixelsDirty = false;
    m_pixels.clear();
    m_starts.clear();
    if (m_points.isEmpty() || plotArea().isEmpty())
        return;
    const auto [begin, end] = visibleRange();
    // A column emits no more points than it took in: the input size bounds the output.
    m_pixels.resize(end - begin);
    QPointF *const first = m_pixels.data();
    QPointF *out = first;
    QPointF *segment = first; // where the current polyline starts: no dedupe across a break
    Column column;
    bool open = false;
    for (qsizetype i = begin; i < end; ++i) {
        const QPointF &p = m_points[i];
        if (!finite(p)) {
            column.flush(segment, out);
            column = Column();
            open = false;
            continue;
        }
        const QPointF q(std::clamp(mapXToPixel(p.x()), -PixelLimit, PixelLimit),
                        std::clamp(mapYToPixel(p.y()), -PixelLimit, PixelLimit));
        const int c = int(std::floor(q.x()));
        if (!open) {
            m_starts << int(out - first);
            segment = out;
            column.start(c, q);
            open = true;
        } else if (c != column.column) {
            column.flush(segment, out);
            column.start(c, q);
        } else {
            column.add(q);
        }
    }
    column.flush(segment, out);
    m_pixels.resize(out - first);
    m_starts << int(m_pixels.size());
}

qsizetype PolylineSeriesItem::pixelCount() const
{
    if (m_pixelsDirty)
        rebuildPixels();
    return m_pixels.size();
}

qsizetype PolylineSeriesItem::polylineCount() const
{
    if (m_pixelsDirty)
        rebuildPixels();
    return std::max<qsizetype>(0, m_starts.size() - 1);
}

void PolylineSeriesItem::setMarker(Marker marker, int phase)
{
    m_marker = marker;
    m_markerPhase = phase;
    update();
}

QList<QPointF> PolylineSeriesItem::markerPositions() const
{
    QList<QPointF> out;
    if (m_marker == Marker::None || m_points.isEmpty())
        return out;
    // At fixed columns of the plot, so markers do not crawl along a line that
    // stands still; each found by binary search in the data and placed between
    // its two neighbours in pixels (where the line runs), so a frame with markers
    // maps a handful of points, not the whole series.
    const QRectF area = plotArea();
    const auto lessX = [](const QPointF &p, double v) { return p.x() < v; };
    for (double x = area.left() + m_markerPhase; x <= area.right(); x += MarkerSpacing) {
        const double value = mapXToValue(x);
        const auto it = std::lower_bound(m_points.cbegin(), m_points.cend(), value, lessX);
        if (it == m_points.cend() || it == m_points.cbegin() || !finite(*it) || !finite(*(it - 1))) {
            if (it != m_points.cend() && finite(*it) && it->x() == value)
                out << mapToPixel(*it); // exactly on the first point
            continue;
        }
        const QPointF a = mapToPixel(*(it - 1));
        const QPointF b = mapToPixel(*it);
        const double t = b.x() > a.x() ? (x - a.x()) / (b.x() - a.x()) : 0;
        const QPointF at = a + (b - a) * t;
        if (area.contains(at))
            out << at;
    }
    return out;
}

void PolylineSeriesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const bool onLayer = m_layer && RasterLayerItem::rasterises(painter) && rasterStroke();
    if (!onLayer && m_pixelsDirty)
        rebuildPixels(); // the per-column pixels are only for QPainter's lines
    if (m_points.size() < 2 || (onLayer && m_marker == Marker::None))
        return;
    painter->save();
    painter->setClipRect(plotArea(), Qt::IntersectClip);
    if (!onLayer) {
        painter->setRenderHint(QPainter::Antialiasing, m_antialiased);
        painter->setPen(m_pen);
        painter->setBrush(Qt::NoBrush);
        for (qsizetype s = 0; s + 1 < m_starts.size(); ++s) {
            const int from = m_starts[s];
            const int n = m_starts[s + 1] - from;
            if (n >= 2)
                painter->drawPolyline(m_pixels.constData() + from, n);
        }
    }
    if (m_marker != Marker::None) {
        const QList<QPointF> at = markerPositions();
        if (onLayer) {
            // One shape drawn once into a small image and stamped at each place: a
            // live chart of many series otherwise strokes a thousand paths a frame.
            const qreal dpr = painter->deviceTransform().m11();
            const QImage &sprite = markerSprite(dpr);
            const QPointF centre(sprite.width() / (2 * dpr), sprite.height() / (2 * dpr));
            for (const QPointF &p : at)
                painter->drawImage(p - centre, sprite);
        } else {
            drawMarkerShapes(painter, at);
        }
    }
    painter->restore();
}

void PolylineSeriesItem::drawMarkerShapes(QPainter *painter, const QList<QPointF> &positions) const
{
    QPen outline(m_pen.color(), 1.2);
    painter->setPen(outline);
    // filled on a solid line, hollow on a dotted or dashed one (the other direction)
    painter->setBrush(m_pen.style() == Qt::SolidLine ? QBrush(m_pen.color()) : QBrush(Qt::NoBrush));
    painter->setRenderHint(QPainter::Antialiasing, true);
    constexpr double r = 3.5;
    for (const QPointF &at : positions) {
        switch (m_marker) {
        case Marker::Circle:
            painter->drawEllipse(at, r, r);
            break;
        case Marker::Square:
            painter->drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r));
            break;
        case Marker::Triangle:
            painter->drawPolygon(
                QPolygonF{at + QPointF(0, -r - 1), at + QPointF(r + 0.5, r), at + QPointF(-r - 0.5, r)});
            break;
        case Marker::Diamond:
            painter->drawPolygon(QPolygonF{at + QPointF(0, -r - 1), at + QPointF(r + 1, 0),
                                           at + QPointF(0, r + 1), at + QPointF(-r - 1, 0)});
            break;
        case Marker::None:
            break;
        }
    }
}

const QImage &PolylineSeriesItem::markerSprite(qreal devicePixelRatio) const
{
    // The shape as drawMarkerShapes() draws it, centred in a 12 x 12 (logical) image;
    // made again only when the marker, the pen or the scale changed.
    const QString key = QStringLiteral("%1 %2 %3 %4")
                            .arg(int(m_marker))
                            .arg(m_pen.color().rgba())
                            .arg(int(m_pen.style()))
                            .arg(devicePixelRatio);
    if (key == m_spriteKey)
        return m_sprite;
    constexpr int Size = 12;
    m_sprite = QImage(QSize(Size, Size) * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    m_sprite.setDevicePixelRatio(devicePixelRatio);
    m_sprite.fill(Qt::transparent);
    QPainter p(&m_sprite);
    drawMarkerShapes(&p, {QPointF(Size / 2.0, Size / 2.0)});
    p.end();
    m_spriteKey = key;
    return m_sprite;
}

} // namespace railyard::ui::charts
