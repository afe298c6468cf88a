// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingdiagram.h"

#include "render/checklistpdf.h"

#include <QFileInfo>
#include <QHelpEvent>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QSvgGenerator>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace railyard::ui {

CablingDiagram::CablingDiagram(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(420, 300);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Cabling diagram"));
    m_painter.setFont(font());
    updateAccessibleDescription();
}

void CablingDiagram::setLocalNode(const QString &node)
{
    if (m_painter.localNode() == node)
        return;
    m_painter.setLocalNode(node);
    update();
}

void CablingDiagram::setNodes(const QStringList &nodes, bool withSwitch)
{
    m_painter.setNodes(nodes, withSwitch);
    m_selected = -1;
    m_painter.setHighlight({});
    if (m_fitted)
        applyFit();
    updateAccessibleDescription();
    update();
}

void CablingDiagram::setArrangement(render::CablingPainter::Arrangement arrangement)
{
    m_painter.setArrangement(arrangement);
    if (m_fitted)
        applyFit();
    update();
}

void CablingDiagram::setCables(const QList<DiagramCable> &cables)
{
    m_painter.setCables(cables);
    if (m_selected >= cables.size())
        m_selected = -1;
    if (m_painter.highlight().cable >= cables.size())
        m_painter.setHighlight({});
    if (m_fitted)
        applyFit();
    updateAccessibleDescription();
    update();
}

void CablingDiagram::selectCable(int index)
{
    m_selected = index >= 0 && index < cables().size() ? index : -1;
    updateAccessibleDescription();
    update();
    Q_EMIT cableSelected(m_selected);
}

void CablingDiagram::setHighlight(const render::CablingPainter::Highlight &highlight)
{
    m_painter.setHighlight(highlight);
    revealHighlight();
    update();
}

void CablingDiagram::revealHighlight()
{
    const render::CablingPainter::Highlight &h = m_painter.highlight();
    QPointF target;
    if (h.cable >= 0)
        target = m_painter.cableMidpoint(drawingArea(), h.cable);
    else if (h.node >= 0 && h.port >= 0)
        target = m_painter.portPosition(drawingArea(), h.node, h.port);
    else if (h.node >= 0)
        target = m_painter.nodeRect(drawingArea(), h.node).center();
    // only when it is out of sight: a fitted diagram shows it already, and must stay fitted
    if (!target.isNull() && !QRectF(rect()).contains(viewTransform().map(target)))
        centerOn(target);
}

void CablingDiagram::centerOn(const QPointF &picture)
{
    m_offset = QRectF(rect()).center() - picture * m_zoom;
    m_fitted = false;
    update();
}

void CablingDiagram::zoomBy(double factor, const QPointF &anchor)
{
    m_fitted = false;
    const double zoom = std::clamp(m_zoom * factor, MinZoom, MaxZoom);
    // the point of the picture under the anchor stays under it
    const QPointF scene = (anchor - m_offset) / m_zoom;
    m_offset = anchor - scene * zoom;
    m_zoom = zoom;
    update();
}

void CablingDiagram::fitToView()
{
    m_fitted = true;
    applyFit();
    update();
}

void CablingDiagram::applyFit()
{
    m_zoom = 1.0;
    m_offset = {};
    const QRectF area = drawingArea();
    const QRectF content = m_painter.contentBounds(area);
    if (content.isNull() || area.isEmpty() || area.contains(content))
        return;
    // below MinZoom if need be: a fit that leaves nodes out would not be one
    m_zoom = std::min(area.width() / content.width(), area.height() / content.height());
    m_offset = area.center() - content.center() * m_zoom;
}

void CablingDiagram::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_fitted)
        applyFit();
    else
        revealHighlight(); // marked while hidden, before the page had its real size
}

void CablingDiagram::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    revealHighlight();
}

void CablingDiagram::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        m_painter.setFont(font());
        if (m_fitted)
            applyFit();
    }
    QWidget::changeEvent(event);
}

QTransform CablingDiagram::viewTransform() const
{
    return QTransform(m_zoom, 0, 0, m_zoom, m_offset.x(), m_offset.y());
}

QPointF CablingDiagram::cableMidpoint(int index) const
{
    return viewTransform().map(m_painter.cableMidpoint(drawingArea(), index));
}

int CablingDiagram::cableAtWidget(const QPointF &pos) const
{
    return m_painter.cableAt(drawingArea(), viewTransform().inverted().map(pos));
}

QSize CablingDiagram::exportSize() const
{
    return size().expandedTo(minimumSize());
}

void CablingDiagram::renderPicture(QPainter &p, const QSize &size) const
{
    const QRectF all(QPointF(0, 0), QSizeF(size));
    p.fillRect(all, palette().color(QPalette::Window));
    p.setPen(palette().color(QPalette::WindowText));
    // a picture for documents: the mark of the finding being looked at is not part of it
    render::CablingPainter painter = m_painter;
    painter.setHighlight({});
    painter.paint(p, all.adjusted(8, 8, -8, -8), palette(), m_selected);
}

Result<void> CablingDiagram::exportTo(const QString &path) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize logical = exportSize();
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(logical);
        svg.setViewBox(QRect(QPoint(0, 0), logical));
        svg.setTitle(tr("Cabling diagram"));
        QPainter p;
        if (!p.begin(&svg))
            return Error{tr("Cannot write %1").arg(path), path, 0, 0};
        renderPicture(p, logical);
        p.end();
        return {};
    }
    if (suffix == QLatin1String("png")) {
        // twice the pixels so the picture stays sharp on HiDPI screens and in documents
        QImage image(logical * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2.0);
        image.fill(Qt::transparent);
        {
            QPainter p(&image);
            renderPicture(p, logical);
        }
        if (!image.save(path, "PNG"))
            return Error{tr("Cannot write %1").arg(path), path, 0, 0};
        return {};
    }
    if (suffix == QLatin1String("pdf"))
        return render::ChecklistPdf::write(m_painter, tr("Cabling checklist"), path);
    return Error{tr("Unknown picture format \"%1\": use .svg, .png or .pdf").arg(suffix), path, 0, 0};
}

bool CablingDiagram::stepSelection(int step, bool wrap)
{
    const int n = int(cables().size());
    if (n == 0)
        return false;
    int next = m_selected < 0 ? (step > 0 ? 0 : n - 1) : m_selected + step;
    if (next < 0 || next >= n) {
        if (!wrap)
            return false;
        next = (next + n) % n;
    }
    selectCable(next);
    return true;
}

void CablingDiagram::updateAccessibleDescription()
{
    if (m_selected < 0 || m_selected >= cables().size()) {
        setAccessibleDescription(cables().isEmpty() ? tr("No cables")
                                                    : tr("%n cable(s); use the arrow keys to select one",
                                                         nullptr, int(cables().size())));
        return;
    }
    const DiagramCable &dc = cables().at(m_selected);
    setAccessibleDescription(tr("Cable %1 of %2: %3 %4")
                                 .arg(m_selected + 1)
                                 .arg(cables().size())
                                 .arg(dc.cable.toString(), dc.detail.trimmed())
                                 .trimmed());
}

void CablingDiagram::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    // hit-testing maps the cursor back through this same transform, so clicks stay right at any zoom
    p.setTransform(viewTransform());
    m_painter.paint(p, drawingArea(), palette(), m_selected);
    p.resetTransform();
    if (m_drag.cable >= 0) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2.5, Qt::DashLine));
        p.drawLine(m_drag.fixedEnd, m_drag.cursor);
        paintDropTarget(p);
    }
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

QPointF CablingDiagram::portPosition(int node, int port) const
{
    return viewTransform().map(m_painter.portPosition(drawingArea(), node, port));
}

QRectF CablingDiagram::nodeRect(int node) const
{
    return viewTransform().mapRect(m_painter.nodeRect(drawingArea(), node));
}

void CablingDiagram::paintDropTarget(QPainter &p) const
{
    const auto [node, port] = m_drag.target;
    if (node < 0)
        return;
    const QColor colour = statusColor(m_drag.verdict.valid ? CableStatus::Ok : CableStatus::Problem);
    const QPointF at = portPosition(node, port);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour, 3));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(at, 13 * m_zoom, 13 * m_zoom);
    if (m_drag.verdict.reason.isEmpty())
        return;
    // the reason next to the cursor, on a plate so it reads over cables in either palette
    const QFontMetricsF fm(font());
    const double maxWidth = std::min(360.0, std::max(120.0, width() - 16.0));
    QRectF text = fm.boundingRect(QRectF(0, 0, maxWidth, 1000), Qt::TextWordWrap, m_drag.verdict.reason);
    text.moveTopLeft(m_drag.cursor + QPointF(16, 16));
    if (text.right() > rect().right() - 4)
        text.moveRight(rect().right() - 4);
    if (text.bottom() > rect().bottom() - 4)
        text.moveBottom(m_drag.cursor.y() - 16);
    const QRectF plate = text.adjusted(-6, -4, 6, 4);
    p.setPen(QPen(colour, 1.5));
    p.setBrush(palette().color(QPalette::ToolTipBase));
    p.drawRoundedRect(plate, 4, 4);
    p.setPen(palette().color(QPalette::ToolTipText));
    p.drawText(text, Qt::TextWordWrap, m_drag.verdict.reason);
}

void CablingDiagram::updateDropTarget(const QPointF &pos)
{
    std::pair<int, int> target = portAt(pos);
    if (target.first >= 0) {
        const model::Cable &c = cables().at(m_drag.cable).cable;
        if ((m_drag.endB ? *c.b : c.a) == model::CableEnd{nodes().at(target.first), target.second})
            target = {-1, -1}; // its own port: dropping there changes nothing
    }
    // the plan does not change during a drag: a port is judged once per visit
    if (target == m_drag.target)
        return;
    DropVerdict verdict;
    if (target.first >= 0 && m_validator)
        verdict =
            m_validator(m_drag.cable, m_drag.endB, model::CableEnd{nodes().at(target.first), target.second});
    m_drag.target = target;
    m_drag.verdict = verdict;
    Q_EMIT dropTargetChanged();
}

std::pair<int, int> CablingDiagram::portAt(const QPointF &pos) const
{
    const double reach = 12 * m_zoom;
    for (int node = 0; node < nodes().size(); ++node)
        for (int port = 0; port < 2; ++port)
            if (QLineF(portPosition(node, port), pos).length() <= reach)
                return {node, port};
    return {-1, -1};
}

QString CablingDiagram::toolTipAt(const QPointF &pos) const
{
    // a port first: it sits on the end of its cable and says more about that end
    const auto [node, port] = portAt(pos);
    if (node >= 0) {
        if (m_toolTips)
            return m_toolTips(-1, node, port);
        return tr("%1 port %2").arg(nodes().at(node)).arg(port);
    }
    const int i = cableAtWidget(pos);
    if (i < 0) {
        // the box itself: its name may be elided in it
        for (int node = 0; node < nodes().size(); ++node) {
            if (nodeRect(node).contains(pos))
                return m_toolTips ? m_toolTips(-1, node, -1) : nodes().at(node);
        }
        return {};
    }
    if (m_toolTips)
        return m_toolTips(i, -1, -1);
    return cables().at(i).cable.toString() + QLatin1Char('\n') + cables().at(i).detail;
}

void CablingDiagram::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    m_drag = {};
    const auto [node, port] = portAt(event->position());
    if (m_replan && event->button() == Qt::LeftButton && node >= 0) {
        // a press on a port picks up the end of the cable plugged into it
        const model::CableEnd here{nodes().at(node), port};
        for (int i = 0; i < cables().size(); ++i) {
            const model::Cable &c = cables().at(i).cable;
            const bool endB = c.b && *c.b == here;
            if (!endB && c.a != here)
                continue;
            const int other = int(nodes().indexOf(endB ? c.a.node : (c.b ? c.b->node : QString())));
            if (other < 0)
                continue; // cables to the switch keep their switch end; only node ends move
            m_drag = {i, endB, portPosition(other, endB ? c.a.port : c.b->port), event->position()};
            selectCable(i);
            return;
        }
    }
    selectCable(cableAtWidget(event->position()));
}

void CablingDiagram::mouseMoveEvent(QMouseEvent *event)
{
    if (m_drag.cable < 0)
        return QWidget::mouseMoveEvent(event);
    m_drag.cursor = event->position();
    updateDropTarget(event->position());
    update();
}

void CablingDiagram::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_drag.cable < 0 || m_drag.cable >= cables().size()) {
        m_drag = {};
        return QWidget::mouseReleaseEvent(event);
    }
    // judged where it is dropped, whether or not a move event came first
    updateDropTarget(event->position());
    const Drag drag = m_drag;
    m_drag = {};
    update();
    if (drag.target.first >= 0)
        Q_EMIT dropTargetChanged();
    const auto [node, port] = drag.target;
    if (node < 0)
        return; // away from the ports, or dropped where it was
    const model::CableEnd target{nodes().at(node), port};
    if (!drag.verdict.valid) {
        Q_EMIT cableEndRefused(drag.cable, drag.endB, target.node, target.port, drag.verdict.reason,
                               drag.verdict.fix);
        return;
    }
    Q_EMIT cableEndMoved(drag.cable, drag.endB, target.node, target.port);
}

void CablingDiagram::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier) || event->angleDelta().y() == 0) {
        QWidget::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(1.25, event->angleDelta().y() / 120.0), event->position());
    event->accept();
}

void CablingDiagram::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Escape:
        if (m_drag.cable >= 0) {
            // the end goes back; the release that follows finds no drag
            m_drag = {};
            Q_EMIT dropTargetChanged();
            update();
            return;
        }
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    case Qt::Key_0:
        fitToView();
        return;
    case Qt::Key_Right:
    case Qt::Key_Down:
        stepSelection(1, true);
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
        stepSelection(-1, true);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_selected >= 0) {
            Q_EMIT cableSelected(m_selected);
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

bool CablingDiagram::event(QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        // Tab walks the cables, then leaves the diagram past the last one so focus is never trapped
        auto *key = static_cast<QKeyEvent *>(event);
        const bool back = key->key() == Qt::Key_Backtab ||
                          (key->key() == Qt::Key_Tab && (key->modifiers() & Qt::ShiftModifier));
        if ((key->key() == Qt::Key_Tab || back) && !(key->modifiers() & Qt::ControlModifier) &&
            stepSelection(back ? -1 : 1, false))
            return true;
    }
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (!text.isEmpty())
            QToolTip::showText(help->globalPos(), text, this);
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update();
    return QWidget::event(event);
}

} // namespace railyard::ui
