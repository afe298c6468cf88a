// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plotitem.h"

#include <QChart>
#include <QLogValueAxis>
#include <QValueAxis>
#include <cmath>
#include <limits>

namespace railyard::ui::charts {

namespace {

// Series items sit at Qt Charts' series level: above grid and axes, under the legend.
constexpr qreal SeriesZ = 4.5;

struct Range
{
    double min = 0;
    double max = 1;
    double logBase = 0;
};

Range rangeOf(const QAbstractAxis *axis)
{
    if (const auto *v = qobject_cast<const QValueAxis *>(axis))
        return {v->min(), v->max(), 0};
    if (const auto *l = qobject_cast<const QLogValueAxis *>(axis))
        return {l->min(), l->max(), std::log(l->base())};
    return {};
}

template <typename Slot> void connectRange(QAbstractAxis *axis, PlotItem *item, Slot slot)
{
    if (auto *v = qobject_cast<QValueAxis *>(axis))
        QObject::connect(v, &QValueAxis::rangeChanged, item, slot);
    else if (auto *l = qobject_cast<QLogValueAxis *>(axis))
        QObject::connect(l, &QLogValueAxis::rangeChanged, item, slot);
}

} // namespace

PlotItem::PlotItem(QChart *chart, QAbstractAxis *xAxis, QAbstractAxis *yAxis)
    : QGraphicsObject(chart), m_chart(chart), m_xAxis(xAxis), m_yAxis(yAxis)
{
    Q_ASSERT(chart && xAxis && yAxis);
    setZValue(SeriesZ);
    // Drawn only through paint(); nothing to click or select.
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    connect(chart, &QChart::plotAreaChanged, this, &PlotItem::sync);
    connectRange(xAxis, this, &PlotItem::sync);
    connectRange(yAxis, this, &PlotItem::sync);
    readMapping(); // not sync(): a subclass is not constructed yet
}

void PlotItem::sync()
{
    readMapping();
    mappingChanged();
    update();
}

void PlotItem::readMapping()
{
    const QRectF plot = m_chart->plotArea();
    if (plot != m_plot) {
        prepareGeometryChange();
        m_plot = plot;
    }
    const Range x = rangeOf(m_xAxis);
    const Range y = rangeOf(m_yAxis);
    m_xMin = x.min;
    m_xSpan = x.max - x.min;
    m_yLog = y.logBase > 0;
    m_logBase = y.logBase;
    if (m_yLog) {
        m_yMin = std::log(y.min) / m_logBase;
        m_ySpan = std::log(y.max) / m_logBase - m_yMin;
    } else {
        m_yMin = y.min;
        m_ySpan = y.max - y.min;
    }
}

double PlotItem::mapXToPixel(double x) const
{
    if (m_xSpan == 0)
        return m_plot.left();
    return m_plot.left() + (x - m_xMin) / m_xSpan * m_plot.width();
}

double PlotItem::mapYToPixel(double y) const
{
    double v = y;
    if (m_yLog) {
        if (!(y > 0))
            return m_plot.bottom() + 1; // no place on a log axis: just under the plot, clipped away
        v = std::log(y) / m_logBase;
    }
    if (m_ySpan == 0)
        return m_plot.bottom();
    return m_plot.bottom() - (v - m_yMin) / m_ySpan * m_plot.height();
}

QPointF PlotItem::mapToPixel(const QPointF &value) const
{
    return {mapXToPixel(value.x()), mapYToPixel(value.y())};
}

double PlotItem::mapXToValue(double pixelX) const
{
    if (m_plot.width() <= 0)
        return m_xMin;
    return m_xMin + (pixelX - m_plot.left()) / m_plot.width() * m_xSpan;
}

} // namespace railyard::ui::charts
