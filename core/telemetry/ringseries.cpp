// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/ringseries.h"

#include <algorithm>
#include <cassert>

namespace railyard::telemetry {

RingSeries::RingSeries(int capacity)
{
    m_points.resize(std::max(1, capacity));
}

void RingSeries::append(double timeS, double value, bool afterGap)
{
    const int cap = capacity();
    const int slot = (m_head + m_size) % cap;
    m_points[slot] = SeriesPoint{timeS, value, afterGap};
    if (m_size < cap)
        ++m_size;
    else
        m_head = (m_head + 1) % cap;
    ++m_total;
}

void RingSeries::clear()
{
    m_head = 0;
    m_size = 0;
}

QList<SeriesPoint> RingSeries::points() const
{
    QList<SeriesPoint> out;
    out.reserve(m_size);
    for (int i = 0; i < m_size; ++i)
        out << at(i);
    return out;
}

} // namespace railyard::telemetry
