// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsObject>
#include <QPointer>
#include <QRectF>

namespace railyard::ui::charts {

// Something drawn inside a QChart's plot area in the data coordinates of two
// of its axes (a QValueAxis or a QLogValueAxis each). The chart keeps the
// axes, grid, legend and layout; the item only follows them: whenever the
// plot area or either range changes it recomputes its mapping and tells the
// subclass, which rebuilds its pixel arrays lazily, at the next paint.
class PlotItem : public QGraphicsObject
{
    Q_OBJECT
public:
    PlotItem(QChart *chart, QAbstractAxis *xAxis, QAbstractAxis *yAxis);

    QChart *chart() const { return m_chart; }
    QAbstractAxis *xAxis() const { return m_xAxis; }
    QAbstractAxis *yAxis() const { return m_yAxis; }
    // In the chart's item coordinates, as QChart::plotArea().
    QRectF plotArea() const { return m_plot; }

    // Data -> chart coordinates. A non-positive value on a log axis maps below the plot.
    QPointF mapToPixel(const QPointF &value) const;
    double mapXToPixel(double x) const;
    double mapYToPixel(double y) const;
    // Chart x coordinate -> data x.
    double mapXToValue(double pixelX) const;
    bool yIsLog() const { return m_yLog; }

    QRectF boundingRect() const override { return m_plot; }

protected:
    // The mapping changed: the next paint has to re-map.
    virtual void mappingChanged() = 0;

private:
    void sync();
    void readMapping();

    QChart *m_chart;
    QPointer<QAbstractAxis> m_xAxis;
    QPointer<QAbstractAxis> m_yAxis;
    QRectF m_plot;
    double m_xMin = 0;
    double m_xSpan = 1;
    double m_yMin = 0; // log of the minimum on a log axis
    double m_ySpan = 1;
    double m_logBase = 0; // ln(base) on a log axis
    bool m_yLog = false;
};

} // namespace railyard::ui::charts
