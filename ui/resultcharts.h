// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/reportcontent.h"

#include <QList>
#include <QWidget>

namespace railyard::ui {

// The Tests page's charts: the report's own charts (loopback per node, RDMA
// per rail against the healthy figure, NCCL bus bandwidth by message size),
// drawn by the same painter as the PDF, one under the other at the width of
// the view, so the page and the report show the same picture.
class ResultCharts : public QWidget
{
    Q_OBJECT
public:
    explicit ResultCharts(QWidget *parent = nullptr);

    void setCharts(const QList<render::ReportChart> &charts);
    const QList<render::ReportChart> &charts() const { return m_charts; }
    // Where each chart is drawn, in widget coordinates (for tests).
    QList<QRectF> chartRects() const;

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<render::ReportChart> m_charts;
};

} // namespace railyard::ui
