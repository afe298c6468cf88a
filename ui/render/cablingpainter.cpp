// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/cablingpainter.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPathStroker>
#include <cmath>

namespace railyard::render {

namespace {
constexpr double NodeWidth = 150;
constexpr double NodeHeight = 58;
constexpr double PortSize = 16;
} // namespace

QPointF CablingPainter::Geometry::port(int node, int port) const
{
    const QRectF &r = nodes.at(node);
    // port 0 sits next to the RJ-45 (left), port 1 to its right
    return QPointF(r.left() + 62 + port * 36 + PortSize / 2, r.bottom() - 8 - PortSize / 2);
}

void CablingPainter::setNodes(const QStringList &nodes, bool withSwitch)
{
    m_nodes = nodes;
    m_switch = withSwitch;
}

QColor CablingPainter::statusColor(CableStatus status)
{
    switch (status) {
    case CableStatus::Planned:
        return QColor(0x1f, 0x6f, 0xd1);
    case CableStatus::Ok:
        return QColor(0x1a, 0x8f, 0x3c);
    case CableStatus::Problem:
        return QColor(0xd0, 0x21, 0x21);
    case CableStatus::Missing:
        return QColor(0x8a, 0x8a, 0x8a);
    }
    return Qt::black;
}

CablingPainter::Geometry CablingPainter::layout(const QRectF &area) const
{
    Geometry g;
    const int n = int(m_nodes.size());
    if (n == 0)
        return g;
    const QPointF centre = area.center();
    if (m_switch) {
        const double rowWidth = std::min(area.width() - 20, n * (NodeWidth + 16));
        const double w = std::min(NodeWidth, rowWidth / n - 12);
        for (int i = 0; i < n; ++i) {
            const double x = area.left() + (area.width() - rowWidth) / 2 + i * (rowWidth / n) + 6;
            g.nodes << QRectF(x, area.top() + 20, std::max(w, 110.0), NodeHeight);
        }
        g.switchBox = QRectF(area.left() + 40, area.bottom() - 70, area.width() - 80, 44);
    } else if (n == 2) {
        g.nodes << QRectF(centre.x() - NodeWidth - 60, centre.y() - NodeHeight, NodeWidth, NodeHeight);
        g.nodes << QRectF(centre.x() + 60, centre.y() - NodeHeight, NodeWidth, NodeHeight);
    } else {
        // around a circle, first node on top, cabling order clockwise
        const double rx = std::max(60.0, area.width() / 2 - NodeWidth / 2 - 20);
        const double ry = std::max(60.0, area.height() / 2 - NodeHeight / 2 - 30);
        for (int i = 0; i < n; ++i) {
            const double a = -M_PI / 2 + 2 * M_PI * i / n;
            const QPointF c(centre.x() + rx * std::cos(a), centre.y() + ry * std::sin(a));
            g.nodes << QRectF(c.x() - NodeWidth / 2, c.y() - NodeHeight / 2, NodeWidth, NodeHeight);
        }
    }
    for (const DiagramCable &dc : m_cables) {
        QPainterPath path;
        const int a = int(m_nodes.indexOf(dc.cable.a.node));
        const int b = dc.cable.b ? int(m_nodes.indexOf(dc.cable.b->node)) : -1;
        if (a < 0 || (dc.cable.b && b < 0)) {
            g.cables << path;
            continue;
        }
        const QPointF pa = g.port(a, dc.cable.a.port);
        const QPointF pb = dc.cable.b ? g.port(b, dc.cable.b->port) : QPointF(pa.x(), g.switchBox.top());
        path.moveTo(pa);
        // sag below the ports so cables leave the chassis the way real ones do
        const double sag = dc.cable.b ? 70 : 20;
        path.cubicTo(pa + QPointF(0, sag), pb + QPointF(0, sag), pb);
        g.cables << path;
    }
    return g;
}

void CablingPainter::paint(QPainter &p, const QRectF &area, const QPalette &pal, int selected) const
{
    const Geometry g = layout(area);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (m_switch) {
        p.setPen(QPen(pal.color(QPalette::WindowText), 1.5));
        p.setBrush(pal.color(QPalette::AlternateBase));
        p.drawRoundedRect(g.switchBox, 6, 6);
        p.drawText(g.switchBox, Qt::AlignCenter,
                   QCoreApplication::translate("railyard::render::CablingPainter",
                                               "Switch (200G ports, one L2 domain)"));
    }
    for (int i = 0; i < g.nodes.size(); ++i) {
        const QRectF &r = g.nodes.at(i);
        p.setPen(QPen(pal.color(QPalette::WindowText), 1.5));
        p.setBrush(pal.color(QPalette::Base));
        p.drawRoundedRect(r, 6, 6);
        QFont f = p.font();
        f.setBold(true);
        p.setFont(f);
        p.drawText(r.adjusted(8, 4, -8, 0), Qt::AlignLeft | Qt::AlignTop, m_nodes.at(i));
        f.setBold(false);
        p.setFont(f);
        // RJ-45 (management), then QSFP port 0 and port 1, as seen from the back
        const QPointF p0 = g.port(i, 0);
        p.setBrush(pal.color(QPalette::Mid));
        p.drawRect(QRectF(r.left() + 14, p0.y() - 6, 22, 12));
        for (int port = 0; port < 2; ++port) {
            const QPointF c = g.port(i, port);
            const QRectF box(c.x() - PortSize / 2, c.y() - PortSize / 2, PortSize, PortSize);
            p.setBrush(pal.color(QPalette::Button));
            p.drawRect(box);
            p.drawText(box.translated(0, -PortSize - 1), Qt::AlignCenter, QString::number(port));
        }
    }
    for (int i = 0; i < m_cables.size() && i < g.cables.size(); ++i) {
        const DiagramCable &dc = m_cables.at(i);
        const QPainterPath &path = g.cables.at(i);
        if (path.isEmpty())
            continue;
        const QColor colour = statusColor(dc.status);
        const double width = i == selected ? 3.5 : 2.2;
        for (int rail = 0; rail < 2; ++rail) {
            QPen pen(colour, width);
            if (dc.status == CableStatus::Missing || dc.rails[rail] == RailState::Down) {
                pen.setStyle(Qt::DashLine);
                if (dc.rails[rail] == RailState::Down)
                    pen.setColor(statusColor(CableStatus::Problem));
            }
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawPath(path.translated(rail == 0 ? -2.6 : 2.6, 0));
        }
    }
    p.restore();
}

int CablingPainter::cableAt(const QRectF &area, const QPointF &pos) const
{
    const Geometry g = layout(area);
    QPainterPathStroker stroker;
    stroker.setWidth(12);
    for (int i = int(g.cables.size()) - 1; i >= 0; --i) {
        if (!g.cables.at(i).isEmpty() && stroker.createStroke(g.cables.at(i)).contains(pos))
            return i;
    }
    return -1;
}

QPointF CablingPainter::cableMidpoint(const QRectF &area, int index) const
{
    const Geometry g = layout(area);
    if (index < 0 || index >= g.cables.size() || g.cables.at(index).isEmpty())
        return {};
    return g.cables.at(index).pointAtPercent(0.5);
}

QPointF CablingPainter::portPosition(const QRectF &area, int node, int port) const
{
    const Geometry g = layout(area);
    if (node < 0 || node >= g.nodes.size())
        return {};
    return g.port(node, port);
}

} // namespace railyard::render
