// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <cassert>

namespace railyard::telemetry {

struct SeriesPoint
{
    double timeS = 0;
    double value = 0;
    bool afterGap = false; // do not join this point to the previous one
};

// A fixed-size series for a live chart: appending beyond the capacity
// overwrites the oldest point, so memory stays constant however long the
// monitor runs.
class RingSeries
{
public:
    explicit RingSeries(int capacity = 600);

    void append(double timeS, double value, bool afterGap = false);
    void clear();
    int capacity() const { return int(m_points.size()); }
    int size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    // 0 is the oldest point kept. Inline: a chart frame reads every point of every series.
    const SeriesPoint &at(int index) const
    {
        assert(index >= 0 && index < m_size);
        int i = m_head + index;
        if (i >= capacity())
            i -= capacity();
        return m_points[i];
    }
    const SeriesPoint &last() const { return at(m_size - 1); }
    QList<SeriesPoint> points() const;
    // Points appended since the series was created, including overwritten ones.
    qint64 totalAppended() const { return m_total; }

private:
    QList<SeriesPoint> m_points;
    int m_head = 0; // index of the oldest point
    int m_size = 0;
    qint64 m_total = 0;
};

} // namespace railyard::telemetry
