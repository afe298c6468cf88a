// SPDX-License-Identifier: GPL-3.0-or-later
#include "seriesdecimator.h"

#include "ringseries.h"

#include <algorithm>
#include <cmath>

namespace railyard::telemetry {

namespace {

// Uniform access to the two inputs without copying a ring into a list first.
// Points are also named by sequence number, base() + index, which for a ring
// counts every point ever appended: a memo's points keep their numbers while
// the ring overwrites its oldest ones.
struct RingSource
{
    const RingSeries &ring;
    int size() const { return ring.size(); }
    double time(int i) const { return ring.at(i).timeS; }
    double value(int i) const { return ring.at(i).value; }
    qint64 base() const { return ring.totalAppended() - ring.size(); }
    const RingSeries *identity() const { return &ring; }
};

struct ListSource
{
    const QList<QPointF> &list;
    int size() const { return int(list.size()); }
    double time(int i) const { return list.at(i).x(); }
    double value(int i) const { return list.at(i).y(); }
    qint64 base() const { return 0; }
    const RingSeries *identity() const { return nullptr; } // a list is never served from a memo
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

void SeriesDecimator::Memo::clear()
{
    m_ring = nullptr;
    m_width = -1;
    m_columns.clear();
    m_end = 0;
}

SeriesDecimator::SeriesDecimator(double fromS, double toS, int columns)
    : m_from(std::min(fromS, toS)), m_to(std::max(fromS, toS)), m_columns(std::max(1, columns)), m_width(0)
{
    const double width = (m_to - m_from) / m_columns;
    if (width > 0 && std::isfinite(width)) {
        // 24 significant bits: width / step lies in [2^23, 2^24), so the rounding is exact arithmetic.
        int exponent = 0;
        std::frexp(width, &exponent);
        const double step = std::ldexp(1.0, exponent - 24);
        m_width = std::round(width / step) * step;
    }
}

qint64 SeriesDecimator::columnOf(double timeS) const
{
    if (m_width <= 0)
        return 0; // a zero-width window is one column
    const double c = std::floor(timeS / m_width);
    if (!(c == c))
        return 0;
    return qint64(std::clamp(c, -9e15, 9e15));
}

QList<QPointF> SeriesDecimator::reduce(const RingSeries &series) const
{
    Memo memo;
    return reduceSource(RingSource{series}, memo);
}

QList<QPointF> SeriesDecimator::reduce(const QList<QPointF> &points) const
{
    Memo memo;
    return reduceSource(ListSource{points}, memo);
}

QList<QPointF> SeriesDecimator::reduce(const RingSeries &series, Memo &memo) const
{
    return reduceSource(RingSource{series}, memo);
}

template <typename Source> QList<QPointF> SeriesDecimator::reduceSource(const Source &s, Memo &memo) const
{
    QList<QPointF> out;
    const int begin = lowerBound(s, m_from, false);
    const int end = lowerBound(s, m_to, true);
    const int n = end - begin;
    memo.m_read = 0;
    auto point = [&](int i) { return QPointF(s.time(i), std::max(m_floor, s.value(i))); };
    if (n <= 0 || n <= 2 * m_columns) {
        memo.clear();
        memo.m_read = std::max(0, n);
        out.reserve(std::max(0, n));
        for (int i = begin; i < end; ++i)
            out << point(i);
        return out;
    }
    const qint64 base = s.base();
    const qint64 first = base + begin; // the window's points by sequence number: [first, stop)
    const qint64 stop = base + end;
    QList<Memo::Column> &columns = memo.m_columns;
    auto start = [&](qint64 index, qint64 seq) {
        const QPointF p(s.time(int(seq - base)), s.value(int(seq - base)));
        ++memo.m_read;
        return Memo::Column{index, seq, seq, seq, seq, p, p};
    };
    // Appends point `seq` to `c`, as a scan of the column in time order would:
    // an extreme moves only to a strictly lower (higher) value, so the earliest wins a tie.
    auto extend = [&](Memo::Column &c, qint64 seq) {
        const int i = int(seq - base);
        const double v = s.value(i);
        if (v < c.lowPoint.y()) {
            c.low = seq;
            c.lowPoint = QPointF(s.time(i), v);
        }
        if (v > c.highPoint.y()) {
            c.high = seq;
            c.highPoint = QPointF(s.time(i), v);
        }
        c.last = seq;
        ++memo.m_read;
    };
    // The memo serves when it holds this series at this width, the window did
    // not move back, and its newest point is still where it was.
    const bool reuse = s.identity() && memo.m_ring == s.identity() && memo.m_width == m_width &&
                       !columns.isEmpty() && columns.first().first <= first && first < memo.m_end &&
                       memo.m_end <= stop && s.time(int(memo.m_end - 1 - base)) == memo.m_lastTime;
    if (!reuse) {
        columns.clear();
        memo.m_ring = s.identity();
        memo.m_width = m_width;
        memo.m_end = first;
    } else {
        // Columns the window left are dropped; first < m_end keeps the newest one.
        qsizetype gone = 0;
        while (columns[gone].last < first)
            ++gone;
        columns.remove(0, gone);
        // The column the window's start now cuts is read again from that start.
        Memo::Column &cut = columns.first();
        if (cut.first < first) {
            const qint64 last = cut.last;
            cut = start(cut.index, first);
            for (qint64 seq = first + 1; seq <= last; ++seq)
                extend(cut, seq);
        }
    }
    for (qint64 seq = memo.m_end; seq < stop; ++seq) {
        const qint64 index = columnOf(s.time(int(seq - base)));
        if (!columns.isEmpty() && columns.last().index == index) {
            extend(columns.last(), seq);
        } else {
            columns.append(start(index, seq));
        }
    }
    memo.m_end = stop;
    memo.m_lastTime = s.time(end - 1);

    // Written through a pointer: a frame of a live chart emits 64 series' worth of these.
    out.resize(2 * columns.size() + 2);
    QPointF *const begun = out.data();
    QPointF *at = begun;
    qint64 last = -1; // sequence number of the last point emitted
    auto add = [&](qint64 seq, const QPointF &p) {
        if (seq != last)
            *at++ = QPointF(p.x(), std::max(m_floor, p.y()));
        last = seq;
    };
    add(first, QPointF(s.time(begin), s.value(begin)));
    for (const Memo::Column &c : std::as_const(columns)) {
        if (c.low <= c.high) {
            add(c.low, c.lowPoint);
            add(c.high, c.highPoint);
        } else {
            add(c.high, c.highPoint);
            add(c.low, c.lowPoint);
        }
    }
    add(stop - 1, QPointF(s.time(end - 1), s.value(end - 1)));
    out.resize(at - begun);
    return out;
}

} // namespace railyard::telemetry
