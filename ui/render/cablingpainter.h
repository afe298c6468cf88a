// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/diagramcable.h"

#include <QColor>
#include <QList>
#include <QPainterPath>
#include <QPalette>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace railyard::render {

// Draws the back of every Spark (RJ-45, QSFP port 0, port 1) and every cable
// as its two rails. Shared by the on-screen diagram and the PDF report, so
// both show the same picture, the PDF as vector graphics.
class CablingPainter
{
public:
    void setNodes(const QStringList &nodes, bool withSwitch);
    void setCables(const QList<DiagramCable> &cables) { m_cables = cables; }
    const QList<DiagramCable> &cables() const { return m_cables; }
    const QStringList &nodes() const { return m_nodes; }

    static QColor statusColor(CableStatus status);
    void paint(QPainter &painter, const QRectF &area, const QPalette &palette, int selected = -1) const;
    // The cable under `pos` when drawn into `area`, or -1.
    int cableAt(const QRectF &area, const QPointF &pos) const;
    // Halfway along cable `index` when drawn into `area`; null when it is not drawn.
    QPointF cableMidpoint(const QRectF &area, int index) const;
    // The centre of QSFP `port` of node `node` when drawn into `area`; null for an unknown node.
    QPointF portPosition(const QRectF &area, int node, int port) const;

private:
    struct Geometry
    {
        QList<QRectF> nodes;
        QRectF switchBox;
        QList<QPainterPath> cables;
        QPointF port(int node, int port) const;
    };
    Geometry layout(const QRectF &area) const;

    QStringList m_nodes;
    bool m_switch = false;
    QList<DiagramCable> m_cables;
};

} // namespace railyard::render
