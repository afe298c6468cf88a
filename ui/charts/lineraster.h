// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QList>
#include <QRgb>
#include <QSize>
#include <optional>

class QPen;
class QPointF;

namespace railyard::ui::charts {

// Draws thin polylines straight into the pixels of one ARGB32 premultiplied
// image. A line that only moves right (a time series) is drawn as one
// vertical span per pixel column; any other line, and a dashed one, by a walk
// along each segment's longer axis that writes one pixel (or, antialiased,
// two blended ones) per step. Antialiasing blends along the line's length
// and at the ends of each column's span; a steep piece stays one column wide. A live chart draws up to 64
// series of about 2 300 points, redrawn every frame; handing them to QPainter one polyline at a time
// cost 12.8 ms a frame, dominated by the rasteriser's per-call set-up and span machinery for lines one pixel
// wide. Only one-pixel cosmetic pens with a solid colour are drawn here (strokeFor() says which); anything
// else stays with QPainter.
class LineRaster
{
public:
    struct Stroke
    {
        QRgb colour = 0xff000000; // not premultiplied; its alpha is the pen's
        bool antialiased = false;
        // Lengths in pixels, alternately drawn and skipped; empty for a solid line.
        QList<double> dashes;
        double dashOffset = 0;
    };
    // How `pen` is drawn here, or nothing when this raster cannot draw it
    // (wider than one pixel, not cosmetic, a gradient or texture, no pen).
    static std::optional<Stroke> strokeFor(const QPen &pen, bool antialiased);

    // A transparent image of `size` device pixels (kept when the size did not change),
    // to be drawn at `devicePixelRatio`.
    void reset(QSize size, qreal devicePixelRatio = 1);
    QSize size() const { return m_image.size(); }
    const QImage &image() const { return m_image; }

    // Points in pixel coordinates of the image; pixel (x, y) covers [x, x+1) x [y, y+1).
    // The dash pattern starts again with each polyline, like QPainter::drawPolyline().
    void drawPolyline(const QPointF *points, qsizetype count, const Stroke &stroke);

private:
    void columns(const QPointF *points, qsizetype count);
    void fillColumn(int x, double top, double bottom);
    void fillRows(uchar *column, int from, int to);
    void segment(QPointF a, QPointF b, bool lastPixel);
    void plot(int x, int y, uint coverage);
    void blend(QRgb *pixel, uint alpha);
    bool dashOn(double along) const;

    QImage m_image;
    uchar *m_bits = nullptr;
    qsizetype m_stride = 0;
    // Of the stroke being drawn:
    uint m_alpha = 255;
    QRgb m_opaque = 0;
    bool m_antialiased = false;
    QList<double> m_dashes;
    double m_dashLength = 0;
    double m_phase = 0; // length drawn so far along the polyline, plus the offset
};

} // namespace railyard::ui::charts
