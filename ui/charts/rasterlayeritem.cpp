// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/rasterlayeritem.h"

#include "charts/polylineseriesitem.h"

#include <QChart>
#include <QPaintEngine>
#include <QPainter>

namespace railyard::ui::charts {

RasterLayerItem *RasterLayerItem::of(QChart *chart)
{
    for (QGraphicsItem *child : chart->childItems()) {
        if (auto *layer = qobject_cast<RasterLayerItem *>(child->toGraphicsObject()))
            return layer;
    }
    return new RasterLayerItem(chart);
}

RasterLayerItem::RasterLayerItem(QChart *chart)
    : QGraphicsObject(chart), m_chart(chart), m_plot(chart->plotArea())
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    connect(chart, &QChart::plotAreaChanged, this, &RasterLayerItem::plotAreaChanged);
}

bool RasterLayerItem::rasterises(const QPainter *painter)
{
    const QPaintEngine *engine = painter ? painter->paintEngine() : nullptr;
    if (!engine || engine->type() != QPaintEngine::Raster)
        return false;
    const QTransform t = painter->deviceTransform();
    return t.type() <= QTransform::TxScale && t.m11() > 0 && qFuzzyCompare(t.m11(), t.m22());
}

void RasterLayerItem::add(PolylineSeriesItem *item)
{
    if (m_members.isEmpty()) {
        // Same z as the items; under the first of them, and so under every later one.
        setZValue(item->zValue());
        stackBefore(item);
    }
    m_members << item;
    invalidate();
}

void RasterLayerItem::remove(PolylineSeriesItem *item)
{
    m_members.removeIf([item](const QPointer<PolylineSeriesItem> &m) { return !m || m == item; });
    invalidate();
}

void RasterLayerItem::invalidate()
{
    m_dirty = true;
    update();
}

void RasterLayerItem::plotAreaChanged()
{
    prepareGeometryChange();
    m_plot = m_chart->plotArea();
    invalidate();
}

QRectF RasterLayerItem::boundingRect() const
{
    return m_plot;
}

void RasterLayerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_plot.isEmpty() || !rasterises(painter))
        return; // the items paint themselves
    const QTransform t = painter->deviceTransform();
    const QRect device = t.mapRect(m_plot).toAlignedRect();
    if (device.isEmpty())
        return;
    if (m_dirty || t != m_builtFor || device != m_deviceRect) {
        m_raster.reset(device.size(), t.m11());
        // Pixel coordinates of the image: the device's, moved to the plot area's corner.
        QTransform toImage = t;
        toImage *= QTransform::fromTranslate(-device.left(), -device.top());
        for (const QPointer<PolylineSeriesItem> &item : std::as_const(m_members)) {
            if (item && item->isVisible())
                item->rasterise(m_raster, toImage);
        }
        m_builtFor = t;
        m_deviceRect = device;
        m_dirty = false;
        ++m_builds;
    }
    painter->drawImage(t.inverted().map(QPointF(device.topLeft())), m_raster.image());
}

} // namespace railyard::ui::charts
