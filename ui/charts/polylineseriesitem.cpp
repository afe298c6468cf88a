// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/polylineseriesitem.h"

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
}

PolylineSeriesItem::~PolylineSeriesItem()
{
    dropLegend();
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
    update();
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
    update();
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
    update();
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
    // Only the points inside the x range, and one more on each side so the line reaches the edges.
    const double xMin = mapXToValue(plotArea().left());
    const double xMax = mapXToValue(plotArea().right());
    const auto lessX = [](const QPointF &p, double v) { return p.x() < v; };
    const auto greaterX = [](double v, const QPointF &p) { return v < p.x(); };
    qsizetype begin =
        std::lower_bound(m_points.cbegin(), m_points.cend(), std::min(xMin, xMax), lessX) - m_points.cbegin();
    qsizetype end = std::upper_bound(m_points.cbegin(), m_points.cend(), std::max(xMin, xMax), greaterX) -
                    m_points.cbegin();
    begin = std::max<qsizetype>(0, begin - 1);
    end = std::min(m_points.size(), end + 1);
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

void PolylineSeriesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_pixelsDirty)
        rebuildPixels();
    if (m_pixels.size() < 2)
        return;
    painter->save();
    painter->setClipRect(plotArea(), Qt::IntersectClip);
    painter->setRenderHint(QPainter::Antialiasing, m_antialiased);
    painter->setPen(m_pen);
    painter->setBrush(Qt::NoBrush);
    for (qsizetype s = 0; s + 1 < m_starts.size(); ++s) {
        const int from = m_starts[s];
        const int n = m_starts[s + 1] - from;
        if (n >= 2)
            painter->drawPolyline(m_pixels.constData() + from, n);
    }
    painter->restore();
}

} // namespace railyard::ui::charts
