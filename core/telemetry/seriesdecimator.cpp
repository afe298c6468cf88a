// SPDX-License-Identifier: GPL-3.0-or-later
#include "seriesdecimator.h"

#include "ringseries.h"

#include <algorithm>
#include <cmath>

namespace railyard::telemetry {

namespace {

// Uniform access to the two inputs without copying a ring into a list first.
struct RingSource
{
    const RingSeries &ring;
    int size() const { return ring.size(); }
    double time(int i) const { return ring.at(i).timeS; }
    double value(int i) const { return ring.at(i).value; }
};

struct ListSource
{
    const QList<QPointF> &list;
    int size() const { return int(list.size()); }
    double time(int i) const { return list.at(i).x(); }
    double value(int i) const { return list.at(i).y(); }
};

// First index whose time is >= t (or > t when `after`): times are sorted.
template <typename Source> int lowerBound(const Source &s, double t, bool after)
{
    int lo = 0;
    int hi = s.size();
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        const double v = s.time(mid);
        if (after ? v <= t : v < t)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

} // namespace

SeriesDecimator::SeriesDecimator(double fromS, double toS, int columns)
    : m_from(std::min(fromS, toS)), m_to(std::max(fromS, toS)), m_columns(std::max(1, columns))
{}

QList<QPointF> SeriesDecimator::reduce(const RingSeries &series) const
{
    return reduceSource(RingSource{series});
}

QList<QPointF> SeriesDecimator::reduce(const QList<QPointF> &points) const
{
    return reduceSource(ListSource{points});
}

template <typename Source> QList<QPointF> SeriesDecimator::reduceSource(const Source &s) const
{
    QList<QPointF> out;
    const int begin = lowerBound(s, m_from, false);
    const int end = lowerBound(s, m_to, true);
    const int n = end - begin;
    if (n <= 0)
        return out;
    auto point = [&](int i) { return QPointF(s.time(i), std::max(m_floor, s.value(i))); };
    if (n <= 2 * m_columns) {
        out.reserve(n);
        for (int i = begin; i < end; ++i)
            out << point(i);
        return out;
    }
    out.reserve(maxPoints());
    const double span = m_to - m_from;
    auto columnOf = [&](int i) {
        if (span <= 0)
            return 0; // a zero-width window is one column
        const double c = std::floor((s.time(i) - m_from) / span * double(m_columns));
        return std::clamp(int(c), 0, m_columns - 1);
    };
    int last = -1; // index of the last point emitted
    auto add = [&](int i) {
        if (i != last)
            out << point(i);
        last = i;
    };
    add(begin);
    int i = begin;
    while (i < end) {
        const int column = columnOf(i);
        int lo = i;
        int hi = i;
        double loValue = s.value(i);
        double hiValue = loValue;
        int j = i + 1;
        for (; j < end && columnOf(j) == column; ++j) {
            const double v = s.value(j);
            if (v < loValue) {
                lo = j;
                loValue = v;
            }
            if (v > hiValue) {
                hi = j;
                hiValue = v;
            }
        }
        add(std::min(lo, hi));
        add(std::max(lo, hi));
        i = j;
    }
    add(end - 1);
    return out;
}

} // namespace railyard::telemetry
