// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/cablingpainter.h"

#include <QWidget>

namespace railyard::ui {

using render::CableStatus;
using render::DiagramCable;
using render::RailState;

// The interactive cabling diagram: click or hover a cable for its details.
class CablingDiagram : public QWidget
{
    Q_OBJECT
public:
    explicit CablingDiagram(QWidget *parent = nullptr);

    void setNodes(const QStringList &nodes, bool withSwitch);
    void setCables(const QList<DiagramCable> &cables);
    const QList<DiagramCable> &cables() const { return m_painter.cables(); }
    QStringList nodes() const { return m_painter.nodes(); }
    int selectedCable() const { return m_selected; }
    void selectCable(int index);
    const render::CablingPainter &painter() const { return m_painter; }

    static QColor statusColor(CableStatus status) { return render::CablingPainter::statusColor(status); }
    QSize sizeHint() const override { return {720, 480}; }

Q_SIGNALS:
    void cableSelected(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF drawingArea() const { return QRectF(rect()).adjusted(8, 8, -8, -8); }

    render::CablingPainter m_painter;
    int m_selected = -1;
};

} // namespace railyard::ui
