// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/cablingpainter.h"
#include "util/result.h"

#include <QTransform>
#include <QWidget>
#include <utility>

namespace railyard::ui {

using render::CableStatus;
using render::DiagramCable;
using render::RailState;

// The interactive cabling diagram: click or hover a cable for its details,
// zoom with Ctrl+wheel or +/-, walk the cables with Tab or the arrow keys.
class CablingDiagram : public QWidget
{
    Q_OBJECT
public:
    static constexpr double MinZoom = 0.5;
    static constexpr double MaxZoom = 4.0;

    explicit CablingDiagram(QWidget *parent = nullptr);

    void setNodes(const QStringList &nodes, bool withSwitch);
    void setCables(const QList<DiagramCable> &cables);
    const QList<DiagramCable> &cables() const { return m_painter.cables(); }
    QStringList nodes() const { return m_painter.nodes(); }
    int selectedCable() const { return m_selected; }
    void selectCable(int index);
    const render::CablingPainter &painter() const { return m_painter; }

    double zoom() const { return m_zoom; }
    // Zooms by `factor` keeping `anchor` (widget coordinates) in place.
    void zoomBy(double factor, const QPointF &anchor);
    void zoomIn() { zoomBy(1.25, QRectF(rect()).center()); }
    void zoomOut() { zoomBy(1 / 1.25, QRectF(rect()).center()); }
    void fitToView();
    // Maps the unzoomed picture onto the widget.
    QTransform viewTransform() const;
    // Where cable `index` is halfway along, in widget coordinates at the current zoom.
    QPointF cableMidpoint(int index) const;

    // The whole picture (zoom ignored) as SVG or PNG (2x device pixel ratio), by suffix.
    Result<void> exportTo(const QString &path) const;
    QSize exportSize() const;

    static QColor statusColor(CableStatus status) { return render::CablingPainter::statusColor(status); }
    QSize sizeHint() const override { return {720, 480}; }

    // Off while the diagram shows discovered cables: those are facts, not a plan to edit.
    void setReplanEnabled(bool enabled) { m_replan = enabled; }
    bool isReplanEnabled() const { return m_replan; }
    // Widget position of QSFP `port` of the node at `node` in nodes(), at the current zoom.
    QPointF portPosition(int node, int port) const;

Q_SIGNALS:
    void cableSelected(int index);
    // The user dragged one end of cable `index` (its b end when `endB`) onto another port.
    void cableEndMoved(int index, bool endB, const QString &node, int port);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF drawingArea() const { return QRectF(rect()).adjusted(8, 8, -8, -8); }
    int cableAtWidget(const QPointF &pos) const;
    // Moves the selection by `step`; false when it would leave the cables (Tab then moves focus on).
    bool stepSelection(int step, bool wrap);
    void updateAccessibleDescription();
    void renderPicture(QPainter &p, const QSize &size) const;
    // The port (node index, port) under `pos` in widget coordinates, or {-1, -1}.
    std::pair<int, int> portAt(const QPointF &pos) const;

    struct Drag
    {
        int cable = -1;
        bool endB = false;
        QPointF fixedEnd; // the other end, widget coordinates
        QPointF cursor;
    };

    render::CablingPainter m_painter;
    int m_selected = -1;
    double m_zoom = 1.0;
    QPointF m_offset;
    Drag m_drag;
    bool m_replan = true;
};

} // namespace railyard::ui
