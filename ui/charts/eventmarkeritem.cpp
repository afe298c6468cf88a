// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/eventmarkeritem.h"

#include <QFontMetrics>
#include <QPainter>
#include <algorithm>

namespace railyard::ui::charts {

namespace {
// Over the series, so a marker is not lost behind a busy line.
constexpr qreal MarkerZ = 4.8;
// Labels of markers close together go on different rows.
constexpr int LabelRows = 3;
} // namespace

EventMarkerItem::EventMarkerItem(QChart *chart, QAbstractAxis *xAxis, QAbstractAxis *yAxis)
    : PlotItem(chart, xAxis, yAxis)
{
    setZValue(MarkerZ);
}

void EventMarkerItem::setMarkers(const QList<Marker> &markers)
{
    m_markers = markers;
    std::stable_sort(m_markers.begin(), m_markers.end(),
                     [](const Marker &a, const Marker &b) { return a.x < b.x; });
    update();
}

void EventMarkerItem::addMarker(const Marker &marker)
{
    const auto at = std::upper_bound(m_markers.begin(), m_markers.end(), marker.x,
                                     [](double x, const Marker &m) { return x < m.x; });
    m_markers.insert(at, marker);
    update();
}

void EventMarkerItem::clear()
{
    m_markers.clear();
    update();
}

void EventMarkerItem::removeBefore(double x)
{
    const qsizetype before = m_markers.size();
    m_markers.removeIf([x](const Marker &m) { return m.x < x; });
    if (m_markers.size() != before)
        update();
}

QList<EventMarkerItem::Marker> EventMarkerItem::visibleMarkers() const
{
    QList<Marker> out;
    const QRectF plot = plotArea();
    for (const Marker &m : m_markers) {
        const double px = mapXToPixel(m.x);
        if (px >= plot.left() && px <= plot.right())
            out << m;
    }
    return out;
}

void EventMarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF plot = plotArea();
    if (m_markers.isEmpty() || plot.isEmpty())
        return;
    painter->save();
    painter->setClipRect(plot, Qt::IntersectClip);
    const QFontMetrics metrics(painter->font());
    int row = 0;
    for (const Marker &m : m_markers) {
        const double px = mapXToPixel(m.x);
        if (px < plot.left() || px > plot.right())
            continue;
        QPen pen(m.color.isValid() ? m.color : QColor(Qt::darkGray));
        pen.setCosmetic(true);
        pen.setStyle(Qt::DashLine);
        painter->setPen(pen);
        painter->drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        if (m.label.isEmpty())
            continue;
        const double y = plot.top() + 2 + (row % LabelRows) * (metrics.height() + 1);
        const int width = metrics.horizontalAdvance(m.label) + 6;
        // Right of the line, or left of it when it would run off the plot.
        const double x = px + width <= plot.right() ? px + 2 : px - width;
        const QRectF box(x, y, width, metrics.height());
        QColor back = Qt::white;
        back.setAlpha(200);
        painter->fillRect(box, back);
        painter->drawText(box, Qt::AlignCenter, m.label);
        ++row;
    }
    painter->restore();
}

} // namespace railyard::ui::charts
