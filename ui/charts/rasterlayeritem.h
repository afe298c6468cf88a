// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/lineraster.h"

#include <QGraphicsObject>
#include <QList>
#include <QPointer>
#include <QRect>
#include <QTransform>

class QChart;
class QPainter;

namespace railyard::ui::charts {

class PolylineSeriesItem;

// One image under all PolylineSeriesItems of a chart: each item writes its
// lines into it (LineRaster) and the layer puts it on screen with one
// drawImage(), instead of every item driving QPainter for thousands of short
// segments. The image is rebuilt only when a member, the plot area or the
// paint device's transform changed, so a hover or a repaint of the legend
// costs one blit. It is used only where it draws what QPainter would
// (rasterises()); on a PDF, SVG, printer or OpenGL painter each item paints
// its own vectors, so a report stays sharp. Markers are always drawn by the
// items, above the layer.
class RasterLayerItem : public QGraphicsObject
{
    Q_OBJECT
public:
    // The chart's layer, made on first use as a child item of the chart.
    static RasterLayerItem *of(QChart *chart);
    // Whether lines painted with `painter` go through a layer: a raster
    // engine, transformed by at most a translation and a uniform scale.
    static bool rasterises(const QPainter *painter);

    void add(PolylineSeriesItem *item);
    void remove(PolylineSeriesItem *item);
    // What a member draws changed: rebuild the image at the next paint.
    void invalidate();

    // How many times the image was built (for tests: a repaint without a change reuses it).
    int builds() const { return m_builds; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    explicit RasterLayerItem(QChart *chart);
    void plotAreaChanged();

    QChart *m_chart;
    QList<QPointer<PolylineSeriesItem>> m_members;
    LineRaster m_raster;
    QRectF m_plot;
    QTransform m_builtFor;
    QRect m_deviceRect;
    bool m_dirty = true;
    int m_builds = 0;
};

} // namespace railyard::ui::charts
