// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingdiagram.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace railyard::ui {

CablingDiagram::CablingDiagram(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(420, 300);
    setAccessibleName(tr("Cabling diagram"));
}

void CablingDiagram::setNodes(const QStringList &nodes, bool withSwitch)
{
    m_painter.setNodes(nodes, withSwitch);
    m_selected = -1;
    update();
}

void CablingDiagram::setCables(const QList<DiagramCable> &cables)
{
    m_painter.setCables(cables);
    if (m_selected >= cables.size())
        m_selected = -1;
    update();
}

void CablingDiagram::selectCable(int index)
{
    m_selected = index >= 0 && index < cables().size() ? index : -1;
    update();
    Q_EMIT cableSelected(m_selected);
}

void CablingDiagram::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    m_painter.paint(p, drawingArea(), palette(), m_selected);
}

void CablingDiagram::mousePressEvent(QMouseEvent *event)
{
    selectCable(m_painter.cableAt(drawingArea(), event->position()));
}

bool CablingDiagram::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int i = m_painter.cableAt(drawingArea(), help->pos());
        if (i >= 0)
            QToolTip::showText(help->globalPos(),
                               cables().at(i).cable.toString() + QLatin1Char('\n') + cables().at(i).detail,
                               this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace railyard::ui
