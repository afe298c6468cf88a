// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointF>
#include <QtGlobal>
#include <limits>

namespace railyard::telemetry {

class RingSeries;

// Reduces a time series to what a plot of a given pixel width can show:
// the visible time window is cut into `columns` columns of equal width and,
// for each, the lowest and the highest point are kept, in time order. A
// one-sample spike (an error burst, a link drop to zero) stays visible
// however many points share its column, while a chart never holds more than
// about two points per column, so repaint cost follows the plot width
// instead of the history length.
//
// Columns sit at whole multiples of their width (columnWidth()) from t = 0,
// not at the window's start: when a live window slides by a sample, every
// column stays where it was, so a Memo can keep the columns of the previous
// frame and a new frame only reads the points that came in (and the column
// the window's start now cuts). The width is rounded to 24 significant bits
// so that the floating-point noise of a sliding window's span (newest - 600,
// then newest) does not move the columns.
//
// The output holds at most maxPoints() points: two per column the window
// touches (the window's ends fall inside columns, so columns + 2 at most),
// plus the window's first and last points so the line starts and ends where
// the data does (the newest value is what a live chart is read for).
// Windows with no more than 2 * columns points are returned unreduced.
// Input times are expected in non-decreasing order, as a RingSeries keeps
// them.
class SeriesDecimator
{
public:
    // The columns of one series found by the last reduce() that was given
    // it, kept for the next call on the same series: one per chart series.
    // Any window, width or series may be passed with it; what the memo
    // cannot serve (another series, the window moved back, a new width) is
    // read again, so the result is always the same as without a memo.
    class Memo
    {
    public:
        void clear();
        // Points the last reduce() read from the series (for tests and benches).
        qint64 pointsRead() const { return m_read; }

    private:
        friend class SeriesDecimator;
        struct Column
        {
            qint64 index = 0; // which multiple of the width
            // Sequence numbers (RingSeries::totalAppended() counting) of the
            // column's first and last point read, and of its extremes.
            qint64 first = 0;
            qint64 last = 0;
            qint64 low = 0;
            qint64 high = 0;
            // The extremes themselves: emitting a frame does not go back to the series for them.
            QPointF lowPoint;
            QPointF highPoint;
        };
        const RingSeries *m_ring = nullptr;
        double m_width = -1;
        double m_lastTime = 0; // of sequence m_end - 1: tells a new series at the same address
        // Sequence numbers covered: from the first column's first point to m_end (excluded).
        qint64 m_end = 0;
        qint64 m_read = 0;
        QList<Column> m_columns;
    };

    SeriesDecimator(double fromS, double toS, int columns);

    // Values below the floor are drawn at the floor (a log axis has no zero).
    // Applied after the reduction: clamping is monotonic, so it keeps the
    // chosen min/max points the extremes of their column.
    void setFloor(double floor) { m_floor = floor; }

    double fromS() const { return m_from; }
    double toS() const { return m_to; }
    int columns() const { return m_columns; }
    // Seconds per column; 0 for a window of zero width (then it is one column).
    double columnWidth() const { return m_width; }
    int maxPoints() const { return 2 * (m_columns + 2) + 2; }

    QList<QPointF> reduce(const RingSeries &series) const;
    QList<QPointF> reduce(const QList<QPointF> &points) const;
    // The same points as reduce(series), reading only what `memo` does not hold.
    QList<QPointF> reduce(const RingSeries &series, Memo &memo) const;

private:
    template <typename Source> QList<QPointF> reduceSource(const Source &source, Memo &memo) const;
    qint64 columnOf(double timeS) const;

    double m_from;
    double m_to;
    int m_columns;
    double m_width;
    double m_floor = -std::numeric_limits<double>::infinity();
};

} // namespace railyard::telemetry
