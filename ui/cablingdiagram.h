// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/cablingpainter.h"
#include "util/result.h"

#include <QTransform>
#include <QWidget>
#include <functional>
#include <utility>

namespace railyard::ui {

using render::CableStatus;
using render::DiagramCable;
using render::RailState;

// The interactive cabling diagram: click or hover a cable for its details,
// zoom with Ctrl+wheel or +/-, walk the cables with Tab or the arrow keys,
// drag a cable end to another port to re-plan it (Escape cancels the drag).
class CablingDiagram : public QWidget
{
    Q_OBJECT
public:
    static constexpr double MinZoom = 0.5;
    static constexpr double MaxZoom = 4.0;

    explicit CablingDiagram(QWidget *parent = nullptr);

    void setNodes(const QStringList &nodes, bool withSwitch);
    // Marks the node that is the machine Railyard runs on.
    void setLocalNode(const QString &node);
    void setCables(const QList<DiagramCable> &cables);
    void setArrangement(render::CablingPainter::Arrangement arrangement);
    render::CablingPainter::Arrangement arrangement() const { return m_painter.arrangement(); }
    const QList<DiagramCable> &cables() const { return m_painter.cables(); }
    QStringList nodes() const { return m_painter.nodes(); }
    int selectedCable() const { return m_selected; }
    void selectCable(int index);
    const render::CablingPainter &painter() const { return m_painter; }
    // Where the unzoomed picture is laid out, in picture coordinates (see painter()).
    QRectF drawingArea() const { return QRectF(rect()).adjusted(8, 8, -8, -8); }

    // A halo around a cable, node or port (the object of a finding); brought into view when zoomed in.
    void setHighlight(const render::CablingPainter::Highlight &highlight);
    void clearHighlight() { setHighlight({}); }
    const render::CablingPainter::Highlight &highlight() const { return m_painter.highlight(); }
    // Scrolls so `picture` (unzoomed picture coordinates) is in the middle, keeping the zoom.
    void centerOn(const QPointF &picture);

    double zoom() const { return m_zoom; }
    // Zooms by `factor` keeping `anchor` (widget coordinates) in place.
    void zoomBy(double factor, const QPointF &anchor);
    void zoomIn() { zoomBy(1.25, QRectF(rect()).center()); }
    void zoomOut() { zoomBy(1 / 1.25, QRectF(rect()).center()); }
    // Zoom 1 when everything fits, otherwise scaled down until it does; kept on resizes
    // until the user zooms.
    void fitToView();
    bool isFitted() const { return m_fitted; }
    // Maps the unzoomed picture onto the widget.
    QTransform viewTransform() const;
    // Where cable `index` is halfway along, in widget coordinates at the current zoom.
    QPointF cableMidpoint(int index) const;

    // The whole picture (zoom ignored) as SVG or PNG (2x device pixel ratio), by suffix; .pdf
    // writes the printable checklist (the picture and every numbered cable with both ends).
    Result<void> exportTo(const QString &path) const;
    QSize exportSize() const;

    static QColor statusColor(CableStatus status) { return render::CablingPainter::statusColor(status); }
    QSize sizeHint() const override { return {720, 480}; }

    // Off while the diagram shows discovered cables: those are facts, not a plan to edit.
    void setReplanEnabled(bool enabled) { m_replan = enabled; }
    bool isReplanEnabled() const { return m_replan; }
    // Widget position of QSFP `port` of the node at `node` in nodes(), at the current zoom.
    QPointF portPosition(int node, int port) const;
    // The box of the node at `node` in nodes(), in widget coordinates at the current zoom.
    QRectF nodeRect(int node) const;
    // The port (node index, port) under `pos` in widget coordinates, or {-1, -1}.
    std::pair<int, int> portAt(const QPointF &pos) const;

    // Whether one cable end may go to a port; the same judgement is used while
    // dragging (the port turns green or red) and on the drop.
    struct DropVerdict
    {
        bool valid = true;
        QString reason; // why not, or what the plan looks like then
        QString fix;
    };
    using DropValidator = std::function<DropVerdict(int cable, bool endB, const model::CableEnd &target)>;
    void setDropValidator(DropValidator validator) { m_validator = std::move(validator); }
    bool isDragging() const { return m_drag.cable >= 0; }
    // The port the dragged end is over, {-1, -1} when none (or its own port).
    std::pair<int, int> dropTarget() const { return m_drag.target; }
    const DropVerdict &dropVerdict() const { return m_drag.verdict; }

    // Text for the tooltip over a port (cable -1), a cable (node -1) or a node box (cable and port -1).
    using ToolTipProvider = std::function<QString(int cable, int node, int port)>;
    void setToolTipProvider(ToolTipProvider provider) { m_toolTips = std::move(provider); }
    // What the tooltip at `pos` (widget coordinates) says; empty over nothing.
    QString toolTipAt(const QPointF &pos) const;

Q_SIGNALS:
    void cableSelected(int index);
    // The user dragged one end of cable `index` (its b end when `endB`) onto another port.
    void cableEndMoved(int index, bool endB, const QString &node, int port);
    // Dropped onto a port the validator refused; nothing moved.
    void cableEndRefused(int index, bool endB, const QString &node, int port, const QString &reason,
                         const QString &fix);
    // While dragging: the port under the cursor or its verdict changed (also when the drag ends).
    void dropTargetChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;

private:
    int cableAtWidget(const QPointF &pos) const;
    // Moves the selection by `step`; false when it would leave the cables (Tab then moves focus on).
    bool stepSelection(int step, bool wrap);
    void updateAccessibleDescription();
    void renderPicture(QPainter &p, const QSize &size) const;
    void applyFit();
    // Scrolls the highlight into view when it is out of sight.
    void revealHighlight();
    void updateDropTarget(const QPointF &pos);
    void paintDropTarget(QPainter &p) const;

    struct Drag
    {
        int cable = -1;
        bool endB = false;
        QPointF fixedEnd; // the other end, widget coordinates
        QPointF cursor;
        std::pair<int, int> target{-1, -1};
        DropVerdict verdict;
    };

    render::CablingPainter m_painter;
    int m_selected = -1;
    double m_zoom = 1.0;
    QPointF m_offset;
    Drag m_drag;
    bool m_replan = true;
    bool m_fitted = true;
    DropValidator m_validator;
    ToolTipProvider m_toolTips;
};

} // namespace railyard::ui
