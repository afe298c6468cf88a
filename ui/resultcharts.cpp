// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultcharts.h"

#include "render/barcharttextobject.h"

#include <QPaintEvent>
#include <QPainter>

namespace railyard::ui {

namespace {

constexpr int Margin = 12;
constexpr int Gap = 18;
// Wider than this the text would be larger than the page's own; the charts
// keep their proportions and stay left.
constexpr double MaxChartWidth = 900;
constexpr double LogicalWidth = render::BarChartTextObject::LogicalWidth;

} // namespace

ResultCharts::ResultCharts(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Result charts"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ResultCharts::setCharts(const QList<render::ReportChart> &charts)
{
    m_charts = charts;
    updateGeometry();
    update();
}

QList<QRectF> ResultCharts::chartRects() const
{
    QList<QRectF> rects;
    const double width = std::min(MaxChartWidth, double(this->width() - 2 * Margin));
    double y = Margin;
    for (const render::ReportChart &chart : m_charts) {
        const double height = render::BarChartTextObject::heightFor(chart, width);
        rects << QRectF(Margin, y, width, height);
        y += height + Gap;
    }
    return rects;
}

QSize ResultCharts::sizeHint() const
{
    return {int(LogicalWidth) + 2 * Margin, heightForWidth(int(LogicalWidth) + 2 * Margin)};
}

int ResultCharts::heightForWidth(int width) const
{
    const double chartWidth = std::min(MaxChartWidth, double(width - 2 * Margin));
    double height = 2 * Margin;
    for (const render::ReportChart &chart : m_charts)
        height += render::BarChartTextObject::heightFor(chart, chartWidth) + Gap;
    return int(height);
}

void ResultCharts::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    // The charts are the report's, drawn in print colours: on white in any theme.
    painter.fillRect(rect(), Qt::white);
    if (m_charts.isEmpty()) {
        painter.setPen(Qt::darkGray);
        painter.drawText(rect().adjusted(Margin, Margin, -Margin, -Margin),
                         Qt::AlignCenter | Qt::TextWordWrap,
                         tr("The charts appear here as the tests finish."));
        return;
    }
    const QList<QRectF> rects = chartRects();
    for (qsizetype i = 0; i < m_charts.size(); ++i)
        render::BarChartTextObject::paintScaled(painter, rects[i], m_charts[i]);
}

} // namespace railyard::ui
