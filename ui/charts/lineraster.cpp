// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/lineraster.h"

#include <QPen>
#include <QPointF>
#include <algorithm>
#include <climits>
#include <cmath>

namespace railyard::ui::charts {

namespace {

// x * a / 255, rounded, for bytes.
inline uint mul255(uint x, uint a)
{
    const uint t = x * a + 0x80;
    return (t + (t >> 8)) >> 8;
}

// The part of a -> b inside `bounds` as fractions t0 <= t1 of the segment (Liang-Barsky);
// false when nothing of it is inside.
bool clip(const QPointF &a, const QPointF &b, double left, double top, double right, double bottom,
          double &t0, double &t1)
{
    t0 = 0;
    t1 = 1;
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x() - left, right - a.x(), a.y() - top, bottom - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const double r = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, r);
        else
            t1 = std::min(t1, r);
        if (t0 > t1)
            return false;
    }
    return true;
}

// mul255() of each byte of x, two bytes per multiplication: every byte's product plus
// the rounding term stays below 2^16, so no carry reaches the byte beside it.
inline uint mul255x4(uint x, uint a)
{
    uint even = (x & 0xff00ffu) * a + 0x800080u;
    even = ((even + ((even >> 8) & 0xff00ffu)) >> 8) & 0xff00ffu;
    uint odd = ((x >> 8) & 0xff00ffu) * a + 0x800080u;
    odd = (odd + ((odd >> 8) & 0xff00ffu)) & 0xff00ff00u;
    return even | odd;
}

} // namespace

Q_ALWAYS_INLINE void LineRaster::plot(int x, int y, uint coverage)
{
    if (uint(x) >= uint(m_image.width()) || uint(y) >= uint(m_image.height()))
        return;
    const uint a = coverage == 255 ? m_alpha : mul255(m_alpha, coverage);
    if (a == 0)
        return;
    blend(reinterpret_cast<QRgb *>(m_bits + qsizetype(y) * m_stride) + x, a);
}

Q_ALWAYS_INLINE void LineRaster::blend(QRgb *pixel, uint a)
{
    if (a == 255) {
        *pixel = m_opaque;
        return;
    }
    // Source over with the opaque colour at alpha a: m_opaque's alpha byte is 255, so
    // mul255 of it gives a, and all four channels go through the same product.
    *pixel = mul255x4(m_opaque, a) + mul255x4(*pixel, 255 - a);
}

std::optional<LineRaster::Stroke> LineRaster::strokeFor(const QPen &pen, bool antialiased)
{
    if (pen.style() == Qt::NoPen || !pen.isCosmetic() || pen.widthF() > 1.0 ||
        pen.brush().style() != Qt::SolidPattern)
        return std::nullopt;
    Stroke s;
    s.colour = pen.color().rgba();
    s.antialiased = antialiased;
    if (pen.style() != Qt::SolidLine) {
        // In pen widths; a cosmetic pen of width 0 or 1 is one pixel wide.
        for (qreal v : pen.dashPattern())
            s.dashes << std::max<double>(v, 0.0);
        s.dashOffset = pen.dashOffset();
        double total = 0;
        for (double v : s.dashes)
            total += v;
        if (s.dashes.size() < 2 || total <= 0)
            s.dashes.clear();
    }
    return s;
}

void LineRaster::reset(QSize size, qreal devicePixelRatio)
{
    if (m_image.size() != size)
        m_image = QImage(size, QImage::Format_ARGB32_Premultiplied);
    m_image.setDevicePixelRatio(devicePixelRatio);
    m_image.fill(Qt::transparent);
}

void LineRaster::drawPolyline(const QPointF *points, qsizetype count, const Stroke &stroke)
{
    if (count < 2 || m_image.isNull())
        return;
    m_alpha = qAlpha(stroke.colour);
    m_opaque = stroke.colour | 0xff000000u;
    m_antialiased = stroke.antialiased;
    m_dashes = stroke.dashes;
    m_dashLength = 0;
    for (double v : m_dashes)
        m_dashLength += v;
    m_phase = stroke.dashOffset;
    if (m_alpha == 0)
        return;
    // Once per polyline, not per pixel: bits() detaches a shared image.
    m_bits = m_image.bits();
    m_stride = m_image.bytesPerLine();
    // NaN fails both tests: such a line takes the walk, which skips what it cannot place.
    bool forward = std::isfinite(points[0].x()) && std::isfinite(points[0].y());
    for (qsizetype i = 1; i < count && forward; ++i)
        forward = points[i].x() >= points[i - 1].x() && std::isfinite(points[i].x()) &&
                  std::isfinite(points[i].y());
    if (forward && m_dashes.isEmpty()) {
        columns(points, count);
        return;
    }
    for (qsizetype i = 1; i < count; ++i)
        segment(points[i - 1], points[i], i + 1 == count);
}

void LineRaster::columns(const QPointF *points, qsizetype count)
{
    // Points are finite and their x never decreases (drawPolyline() checked).
    // A line that only moves right meets each pixel column in one connected
    // piece, so its pixels there are one vertical span: collect the span over
    // every segment in the column and fill it once. A chart reduced to a few
    // points per column draws each pixel once instead of once per segment
    // crossing it, and the fill is a pointer walk down the column.
    //
    // The span is the stretch of y the line covers in the column, [top,
    // bottom]: a point (a vertex, or where a flat segment crosses the column's
    // centre) covers half a pixel either side of it; a steep segment covers
    // exactly the y it passes through in the column, so that neighbouring
    // columns share its length instead of each taking an extra row.
    const double right = m_image.width() + 1.0;
    int column = INT_MIN;
    double top = 0;
    double bottom = 0;
    auto add = [&](int c, double from, double to) {
        if (from > to)
            std::swap(from, to);
        if (c != column) {
            if (column != INT_MIN)
                fillColumn(column, top, bottom);
            column = c;
            top = from;
            bottom = to;
            return;
        }
        top = std::min(top, from);
        bottom = std::max(bottom, to);
    };
    for (qsizetype i = 1; i < count; ++i) {
        QPointF a = points[i - 1];
        QPointF b = points[i];
        if (b.x() < -1.0 || a.x() > right)
            continue;
        const double dx = b.x() - a.x();
        const double slope = dx > 0 ? (b.y() - a.y()) / dx : 0;
        // Only the columns over the image (and one beside it) are walked.
        if (a.x() < -1.0)
            a = QPointF(-1.0, a.y() + (-1.0 - a.x()) * slope);
        if (b.x() > right)
            b = QPointF(right, a.y() + (right - a.x()) * slope);
        const int first = int(std::floor(a.x()));
        const int last = int(std::floor(b.x()));
        if (first == last) {
            add(first, std::min(a.y(), b.y()) - 0.5, std::max(a.y(), b.y()) + 0.5);
            continue;
        }
        const bool steep = std::abs(slope) > 1;
        const double half = slope >= 0 ? 0.5 : -0.5; // half a pixel further along the line's y
        for (int c = first; c <= last; ++c) {
            if (steep) {
                // The piece of the segment inside this column; a vertex at an end adds its half pixel.
                const double xl = std::max(a.x(), double(c));
                const double xr = std::min(b.x(), c + 1.0);
                const double yl = a.y() + (xl - a.x()) * slope - (c == first ? half : 0.0);
                const double yr = a.y() + (xr - a.x()) * slope + (c == last ? half : 0.0);
                add(c, yl, yr);
            } else {
                // One row per column, where the line crosses the column's centre.
                const double x = std::clamp(c + 0.5, a.x(), b.x());
                const double y = a.y() + (x - a.x()) * slope;
                add(c, y - 0.5, y + 0.5);
            }
        }
    }
    if (column != INT_MIN)
        fillColumn(column, top, bottom);
}

Q_ALWAYS_INLINE void LineRaster::fillRows(uchar *column, int from, int to)
{
    // Locals: a store through the pixel pointer could alias the members, which would be reloaded per row.
    const qsizetype stride = m_stride;
    uchar *row = column + qsizetype(from) * stride;
    uchar *const end = column + qsizetype(to) * stride;
    if (m_alpha == 255) {
        const QRgb colour = m_opaque;
        for (; row < end; row += stride)
            *reinterpret_cast<QRgb *>(row) = colour;
        return;
    }
    const uint a = m_alpha;
    for (; row < end; row += stride)
        blend(reinterpret_cast<QRgb *>(row), a);
}

void LineRaster::fillColumn(int x, double top, double bottom)
{
    const int height = m_image.height();
    if (uint(x) >= uint(m_image.width()) || bottom < 0 || top > height)
        return;
    top = std::max(top, -1.0);
    bottom = std::min(bottom, height + 1.0);
    uchar *base = m_bits + x * qsizetype(sizeof(QRgb));
    if (!m_antialiased) {
        // The rows whose centre the span covers.
        const int r0 = std::max(0, int(std::ceil(top - 0.5)));
        const int r1 = std::min(height, int(std::ceil(bottom - 0.5)));
        fillRows(base, r0, r1);
        return;
    }
    // Each row gets the part of the span it holds: a flat line shares its
    // coverage between the two rows nearest to it.
    const int r0 = std::max(0, int(std::floor(top)));
    const int r1 = std::min(height - 1, int(std::ceil(bottom)) - 1);
    auto partial = [&](int r) {
        const double covered = std::min(r + 1.0, bottom) - std::max(double(r), top);
        const uint a = covered >= 1.0 ? m_alpha : mul255(m_alpha, uint(std::max(0.0, covered) * 255.0 + 0.5));
        if (a != 0)
            blend(reinterpret_cast<QRgb *>(base + qsizetype(r) * m_stride), a);
    };
    if (r1 - r0 < 2) {
        for (int r = r0; r <= r1; ++r)
            partial(r);
        return;
    }
    // Only the end rows are partly covered; the rows between take the colour as it is.
    partial(r0);
    fillRows(base, r0 + 1, r1);
    partial(r1);
}

bool LineRaster::dashOn(double along) const
{
    double at = std::fmod(along, m_dashLength);
    if (at < 0)
        at += m_dashLength;
    for (qsizetype i = 0; i < m_dashes.size(); ++i) {
        if (at < m_dashes[i])
            return i % 2 == 0;
        at -= m_dashes[i];
    }
    return false;
}

void LineRaster::segment(QPointF a, QPointF b, bool lastPixel)
{
    const double length = std::hypot(b.x() - a.x(), b.y() - a.y());
    const double startPhase = m_phase;
    m_phase += length;
    if (!std::isfinite(length))
        return;
    // Only the part over the image (and a pixel around it) is walked.
    double t0 = 0;
    double t1 = 1;
    if (!clip(a, b, -2, -2, m_image.width() + 2, m_image.height() + 2, t0, t1))
        return;
    const QPointF d = b - a;
    const QPointF from = a + d * t0;
    const QPointF to = a + d * t1;
    const double phase0 = startPhase + length * t0;
    lastPixel = lastPixel || t1 < 1;

    // Walk the longer axis (u) one pixel at a time; v is the other axis.
    const bool steep = std::abs(d.y()) > std::abs(d.x());
    const double u0 = steep ? from.y() : from.x();
    const double v0 = steep ? from.x() : from.y();
    const double u1 = steep ? to.y() : to.x();
    const double du = u1 - u0;
    const double slope = du != 0 ? ((steep ? to.x() : to.y()) - v0) / du : 0;
    const double lengthPerU = std::sqrt(1 + slope * slope);
    const double uMin = std::min(u0, u1);
    const double uMax = std::max(u0, u1);
    const int i0 = int(std::floor(u0));
    const int i1 = int(std::floor(u1));
    const int step = i1 >= i0 ? 1 : -1;
    const bool dashed = !m_dashes.isEmpty();
    for (int i = i0;; i += step) {
        const bool last = i == i1;
        if (last && !lastPixel)
            break; // the next segment starts on this pixel
        const double cu = std::clamp(i + 0.5, uMin, uMax);
        if (!dashed || dashOn(phase0 + std::abs(cu - u0) * lengthPerU)) {
            const double v = v0 + (cu - u0) * slope;
            if (!m_antialiased) {
                const int j = int(std::floor(v));
                steep ? plot(j, i, 255) : plot(i, j, 255);
            } else {
                // Two pixels across the line share its coverage by distance from their centres.
                const double w = v - 0.5;
                const double j = std::floor(w);
                const uint far = uint(std::lround((w - j) * 255));
                if (steep) {
                    plot(int(j), i, 255 - far);
                    plot(int(j) + 1, i, far);
                } else {
                    plot(i, int(j), 255 - far);
                    plot(i, int(j) + 1, far);
                }
            }
        }
        if (last)
            break;
    }
}

} // namespace railyard::ui::charts
