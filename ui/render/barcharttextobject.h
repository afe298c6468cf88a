// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/reportcontent.h"

#include <QList>
#include <QObject>
#include <QTextObjectInterface>

namespace railyard::render {

// Draws the report's bar charts with the painter the document is printed
// with, so they reach the PDF as paths and text, never as a bitmap. One
// handler serves every chart: the character format names the chart.
class BarChartTextObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int Type = QTextFormat::UserObject + 2;
    static constexpr int ChartIndexProperty = QTextFormat::UserProperty + 1;

    explicit BarChartTextObject(const QList<ReportChart> &charts, QObject *parent = nullptr);

    QSizeF intrinsicSize(QTextDocument *doc, int position, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *doc, int position,
                    const QTextFormat &format) override;

    // Paints one chart into `area` (also used by the tests and the benchmark).
    static void paint(QPainter &painter, const QRectF &area, const ReportChart &chart);
    // The height a chart is laid out in at `width` (a line chart is as tall
    // whatever its points; a bar chart grows a row per bar).
    static double heightFor(const ReportChart &chart, double width);
    // Paints one chart into `rect` of any size, laid out at the logical width
    // and scaled, so text and bars keep the PDF's proportions (the PDF and
    // the Tests page both draw through it).
    static void paintScaled(QPainter &painter, const QRectF &rect, const ReportChart &chart);
    // The width every chart is laid out in before scaling.
    static constexpr double LogicalWidth = 720;

private:
    QList<ReportChart> m_charts;
};

} // namespace railyard::render
