// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/barcharttextobject.h"

#include "render/cablingpainter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextDocument>
#include <algorithm>
#include <cmath>

namespace railyard::render {

namespace {

constexpr double LogicalWidth = BarChartTextObject::LogicalWidth;
constexpr double RowHeight = 22;
constexpr double Header = 30;
constexpr double Footer = 28;
constexpr double LinePlotHeight = 180;

double logicalHeight(const ReportChart &chart)
{
    if (chart.kind == ReportChart::Kind::Line)
        return Header + LinePlotHeight + Footer + 16;
    return Header + Footer + RowHeight * std::max<qsizetype>(1, chart.bars.size());
}

// A round axis end at or above `value`: 1, 2 or 5 times a power of ten.
double niceCeiling(double value)
{
    if (value <= 0)
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (const double step : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (step * magnitude >= value)
            return step * magnitude;
    }
    return 10 * magnitude;
}

// The line chart: points evenly spaced left to right, value axis from zero,
// the reference band shaded behind, every point marked and its value shown
// where there is room.
void paintLine(QPainter &p, const QRectF &area, const ReportChart &chart, const QFont &font)
{
    const QFontMetricsF fm(font);
    const double axisWidth = fm.horizontalAdvance(QStringLiteral("0000")) + 8;
    const QRectF plot(area.left() + axisWidth, area.top() + Header, area.width() - axisWidth - 12,
                      LinePlotHeight);
    double maximum = chart.bandHigh;
    for (const auto &[label, value] : chart.bars)
        maximum = std::max(maximum, value);
    const double axisEnd = niceCeiling(maximum * 1.05);
    auto yFor = [&](double v) { return plot.bottom() - plot.height() * std::clamp(v / axisEnd, 0.0, 1.0); };
    const qsizetype n = chart.bars.size();
    auto xFor = [&](qsizetype i) {
        return n <= 1 ? plot.center().x() : plot.left() + plot.width() * double(i) / double(n - 1);
    };

    if (chart.bandHigh > 0) {
        const QRectF band(plot.left(), yFor(chart.bandHigh), plot.width(),
                          yFor(chart.bandLow) - yFor(chart.bandHigh));
        p.fillRect(band, QColor(0x33, 0x33, 0x99, 40));
    }
    p.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), 0.8));
    for (int i = 0; i <= 4; ++i) {
        const double v = axisEnd * i / 4.0;
        const double y = yFor(v);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.save();
        p.setPen(Qt::black);
        p.drawText(QRectF(area.left(), y - 7, axisWidth - 4, 14), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(v, 'g', 4));
        p.restore();
    }
    // x labels: as many as fit without touching, always the first and the last
    double widest = 0;
    for (const auto &[label, value] : chart.bars)
        widest = std::max(widest, fm.horizontalAdvance(label));
    const double spacing = n > 1 ? plot.width() / double(n - 1) : plot.width();
    const qsizetype every =
        std::max<qsizetype>(1, qsizetype(std::ceil((widest + 6) / std::max(1.0, spacing))));
    p.setPen(Qt::black);
    for (qsizetype i = 0; i < n; ++i) {
        if (i % every != 0 && i != n - 1)
            continue;
        if (i != n - 1 && n - 1 - i < every)
            continue; // the last label has that place
        // the end labels stay inside the plot's width, clear of the value axis
        QRectF box(xFor(i) - widest / 2 - 3, plot.bottom() + 2, widest + 6, 14);
        Qt::Alignment align = Qt::AlignHCenter;
        if (n > 1 && i == 0) {
            box.moveLeft(xFor(i));
            align = Qt::AlignLeft;
        } else if (n > 1 && i == n - 1) {
            box.moveRight(xFor(i));
            align = Qt::AlignRight;
        }
        p.drawText(box, align | Qt::AlignTop, chart.bars[i].first);
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 16, plot.width(), 14), Qt::AlignHCenter | Qt::AlignTop,
               chart.xLabel);

    QPolygonF line;
    for (qsizetype i = 0; i < n; ++i)
        line << QPointF(xFor(i), yFor(chart.bars[i].second));
    const QColor color = CablingPainter::statusColor(CableStatus::Ok).darker(140);
    p.setPen(QPen(color, 1.6));
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(line);
    p.setBrush(color);
    for (const QPointF &point : line)
        p.drawEllipse(point, 2.2, 2.2);
    if (n > 0) {
        // the last point is the one people quote (the largest message)
        p.setPen(Qt::black);
        const QPointF last = line.last();
        p.drawText(QRectF(last.x() - 120, last.y() - 18, 118, 14), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(chart.bars.last().second, 'f', 2) + QLatin1Char(' ') + chart.unit);
    }

    p.setPen(QPen(Qt::black, 1));
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    if (!chart.referenceLabel.isEmpty()) {
        p.setPen(QColor(0x33, 0x33, 0x99));
        p.drawText(QRectF(area.left(), plot.bottom() + 30, area.width(), 14),
                   Qt::AlignLeft | Qt::AlignVCenter, chart.referenceLabel);
    }
}

} // namespace

double BarChartTextObject::heightFor(const ReportChart &chart, double width)
{
    return width * logicalHeight(chart) / LogicalWidth;
}

BarChartTextObject::BarChartTextObject(const QList<ReportChart> &charts, QObject *parent)
    : QObject(parent), m_charts(charts)
{}

QSizeF BarChartTextObject::intrinsicSize(QTextDocument *doc, int, const QTextFormat &format)
{
    const int index = format.intProperty(ChartIndexProperty);
    const double width = doc->pageSize().width() > 0 ? doc->pageSize().width() * 0.9 : LogicalWidth;
    if (index < 0 || index >= m_charts.size())
        return {width, 1};
    return {width, width * logicalHeight(m_charts[index]) / LogicalWidth};
}

void BarChartTextObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                                    const QTextFormat &format)
{
    const int index = format.intProperty(ChartIndexProperty);
    if (index < 0 || index >= m_charts.size())
        return;
    paintScaled(*painter, rect, m_charts[index]);
}

void BarChartTextObject::paintScaled(QPainter &painter, const QRectF &rect, const ReportChart &chart)
{
    const double height = logicalHeight(chart);
    painter.save();
    painter.translate(rect.topLeft());
    painter.scale(rect.width() / LogicalWidth, rect.height() / height);
    paint(painter, QRectF(0, 0, LogicalWidth, height), chart);
    painter.restore();
}

void BarChartTextObject::paint(QPainter &p, const QRectF &area, const ReportChart &chart)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(11);
    p.setFont(font);
    const QFontMetricsF fm(font);

    double labelWidth = 0;
    for (const auto &[label, value] : chart.bars)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(label));
    labelWidth = std::min(labelWidth + 10, area.width() * 0.45);
    const double valueWidth = fm.horizontalAdvance(QStringLiteral("0000.0 ") + chart.unit) + 8;
    const QRectF plot(area.left() + labelWidth, area.top() + Header, area.width() - labelWidth - valueWidth,
                      RowHeight * std::max<qsizetype>(1, chart.bars.size()));

    QFont titleFont = font;
    titleFont.setBold(true);
    titleFont.setPixelSize(12);
    p.setFont(titleFont);
    p.setPen(Qt::black);
    p.drawText(QRectF(area.left(), area.top(), area.width(), Header - 6), Qt::AlignLeft | Qt::AlignVCenter,
               chart.title);
    p.setFont(font);
    if (chart.kind == ReportChart::Kind::Line) {
        paintLine(p, area, chart, font);
        p.restore();
        return;
    }

    double maximum = chart.reference;
    for (const auto &[label, value] : chart.bars)
        maximum = std::max(maximum, value);
    const double axisEnd = niceCeiling(maximum * 1.05);
    auto xFor = [&](double v) { return plot.left() + plot.width() * std::clamp(v / axisEnd, 0.0, 1.0); };

    // Grid and axis labels at quarters of the axis.
    p.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), 0.8));
    for (int i = 0; i <= 4; ++i) {
        const double v = axisEnd * i / 4.0;
        const double x = xFor(v);
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.save();
        p.setPen(Qt::black);
        p.drawText(QRectF(x - 40, plot.bottom() + 2, 80, 14), Qt::AlignHCenter | Qt::AlignTop,
                   QString::number(v, 'g', 4));
        p.restore();
    }

    for (qsizetype i = 0; i < chart.bars.size(); ++i) {
        const auto &[label, value] = chart.bars[i];
        const double y = plot.top() + RowHeight * double(i);
        p.setPen(Qt::black);
        p.drawText(QRectF(area.left(), y, labelWidth - 6, RowHeight), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(label, Qt::ElideMiddle, labelWidth - 6));
        const bool low = chart.warnBelow > 0 && value < chart.warnBelow;
        const QColor color = CablingPainter::statusColor(low ? CableStatus::Problem : CableStatus::Ok);
        const QRectF bar(plot.left(), y + 4, std::max(0.0, xFor(value) - plot.left()), RowHeight - 8);
        p.setPen(QPen(color.darker(130), 0.8));
        p.setBrush(color);
        p.drawRect(bar);
        p.setPen(Qt::black);
        p.drawText(QRectF(bar.right() + 4, y, valueWidth + plot.right() - bar.right(), RowHeight),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(value, 'f', 1) + QLatin1Char(' ') + chart.unit);
    }

    p.setPen(QPen(Qt::black, 1));
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    p.drawLine(plot.bottomLeft(), plot.bottomRight());

    if (chart.reference > 0) {
        const double x = xFor(chart.reference);
        p.setPen(QPen(QColor(0x33, 0x33, 0x99), 1.2, Qt::DashLine));
        p.drawLine(QPointF(x, plot.top() - 4), QPointF(x, plot.bottom()));
        p.setPen(QColor(0x33, 0x33, 0x99));
        p.drawText(QRectF(area.left(), plot.bottom() + 14, area.width(), 14),
                   Qt::AlignLeft | Qt::AlignVCenter, chart.referenceLabel);
    }
    p.restore();
}

} // namespace railyard::render
