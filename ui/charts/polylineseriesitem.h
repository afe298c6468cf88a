// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/lineraster.h"
#include "charts/plotitem.h"

#include <QImage>
#include <QLineSeries>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QPointer>
#include <optional>
#include <utility>

namespace railyard::ui::charts {

// One data series drawn as polylines on a QChart, for live charts with many
// series and thousands of points each. Unlike a QLineSeries it builds no
// QPainterPath and no stroked hover shape: data is handed over in one
// replace() per frame, mapped to pixels only when the data, the plot area or
// an axis range changed (and only at the next paint, so a chart that is not
// on screen costs nothing), reduced to at most four points per pixel column
// (first, lowest, highest, last: spikes stay visible) and drawn with a
// cosmetic pen clipped to the plot area. A point with a non-finite y breaks
// the line, so one item can hold several polylines.
//
// On a raster paint device the lines of all items of a chart are written
// into one shared image (RasterLayerItem, LineRaster) and drawn with one blit;
// elsewhere (PDF, SVG, print) and for pens that raster cannot draw (wider
// than a pixel) the item draws its own polylines with QPainter.
//
// The chart's legend cannot show an item, so each item adds an empty
// QLineSeries with the same name and pen to the chart (legendSeries()).
class RasterLayerItem;

class PolylineSeriesItem : public PlotItem
{
    Q_OBJECT
public:
    PolylineSeriesItem(QChart *chart, QAbstractAxis *xAxis, QAbstractAxis *yAxis,
                       const QString &name = QString());
    ~PolylineSeriesItem() override;

    // Points in non-decreasing x order (as telemetry::SeriesDecimator gives them).
    void replace(const QList<QPointF> &points);
    void clear();
    const QList<QPointF> &points() const { return m_points; }
    qsizetype count() const { return m_points.size(); }

    QString name() const { return m_name; }
    void setName(const QString &name);
    QPen pen() const { return m_pen; }
    // Always drawn cosmetic (width in pixels whatever the transform); a width
    // of 0 or 1 keeps the raster engine on its fast line path.
    void setPen(const QPen &pen);
    QColor color() const { return m_pen.color(); }
    void setColor(const QColor &color);
    // A shape repeated along the line, so series of the same colour or on top of each other
    // stay apart (and apart in print); `phase` shifts where the first one sits, in pixels.
    enum class Marker
    {
        None,
        Circle,
        Square,
        Triangle,
        Diamond
    };
    void setMarker(Marker marker, int phase = 0);
    Marker marker() const { return m_marker; }
    static constexpr int MarkerSpacing = 72; // pixels between two markers of one series
    // Where the next paint puts the markers, in item coordinates.
    QList<QPointF> markerPositions() const;
    bool antialiased() const { return m_antialiased; }
    void setAntialiased(bool on);
    // Hides the item and its legend entry together.
    void setSeriesVisible(bool visible);
    bool isSeriesVisible() const { return isVisible(); }
    // nullptr while the legend entry is off.
    QLineSeries *legendSeries() const { return m_legend; }
    void setLegendVisible(bool visible);
    bool isLegendVisible() const { return m_legendVisible; }

    // Off: the item draws its lines with QPainter everywhere (for comparison; on by default).
    void setRasterised(bool on);
    bool isRasterised() const { return m_rasterised; }
    // How the chart's layer draws this item's lines, or nothing when the item paints them itself.
    std::optional<LineRaster::Stroke> rasterStroke() const;
    // Writes the lines into `raster`, mapped from chart to image pixels by `toImage`
    // (called by the layer while it builds its image).
    void rasterise(LineRaster &raster, const QTransform &toImage) const;

    // The point whose x is nearest to `x` (binary search on the sorted x), skipping breaks.
    int nearestIndex(double x) const;
    std::optional<QPointF> nearestPoint(double x) const;

    // Pixels the next paint draws, and in how many polylines (mapped on demand).
    qsizetype pixelCount() const;
    qsizetype polylineCount() const;

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void mappingChanged() override;
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    // What is drawn changed: repaint the item (markers) and rebuild the layer.
    void changed();
    void drawMarkerShapes(QPainter *painter, const QList<QPointF> &positions) const;
    const QImage &markerSprite(qreal devicePixelRatio) const;
    void rebuildPixels() const;
    // Indices [first, last) of the points drawn at the current x range.
    std::pair<qsizetype, qsizetype> visibleRange() const;
    void syncLegend();
    void dropLegend();

    QList<QPointF> m_points;
    QString m_name;
    QPen m_pen;
    bool m_antialiased = false;
    Marker m_marker = Marker::None;
    int m_markerPhase = 0;
    QPointer<QLineSeries> m_legend;
    bool m_legendVisible = true;
    mutable QList<QPointF> m_pixels;
    mutable QList<int> m_starts; // first pixel of each polyline, plus m_pixels.size() at the end
    mutable bool m_pixelsDirty = true;
    mutable QList<QPointF> m_mapped; // scratch for rasterise()
    QPointer<RasterLayerItem> m_layer;
    mutable QImage m_sprite; // the marker, drawn once (markerSprite())
    mutable QString m_spriteKey;
    bool m_rasterised = true;
};

} // namespace railyard::ui::charts
