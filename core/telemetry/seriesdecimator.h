// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointF>
#include <limits>

namespace railyard::telemetry {

class RingSeries;

// Reduces a time series to what a plot of a given pixel width can show:
// for each pixel column of the visible time window, the lowest and the
// highest point, in time order. A one-sample spike (an error burst, a link
// drop to zero) stays visible however many points share its column, while
// a chart never holds more than about two points per column, so repaint
// cost follows the plot width instead of the history length.
//
// The output holds at most 2 * columns + 2 points: two per column, plus
// the window's first and last points so the line starts and ends where the
// data does (the newest value is what a live chart is read for). Windows
// with no more than 2 * columns points are returned unreduced. Input
// times are expected in non-decreasing order, as a RingSeries keeps them.
class SeriesDecimator
{
public:
    SeriesDecimator(double fromS, double toS, int columns);

    // Values below the floor are drawn at the floor (a log axis has no zero).
    // Applied after the reduction: clamping is monotonic, so it keeps the
    // chosen min/max points the extremes of their column.
    void setFloor(double floor) { m_floor = floor; }

    double fromS() const { return m_from; }
    double toS() const { return m_to; }
    int columns() const { return m_columns; }
    int maxPoints() const { return 2 * m_columns + 2; }

    QList<QPointF> reduce(const RingSeries &series) const;
    QList<QPointF> reduce(const QList<QPointF> &points) const;

private:
    template <typename Source> QList<QPointF> reduceSource(const Source &source) const;

    double m_from;
    double m_to;
    int m_columns;
    double m_floor = -std::numeric_limits<double>::infinity();
};

} // namespace railyard::telemetry
