// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/cablingpainter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPathStroker>
#include <algorithm>
#include <cmath>

namespace railyard::render {

namespace {
constexpr double NodeWidth = 150;
constexpr double NodeHeight = 58;
constexpr double MaxNodeWidth = 240; // longer names are elided; the tooltip has them in full
constexpr double MinNodeWidth = 130; // the RJ-45 and both QSFP ports, with a margin
constexpr double PortSize = 16;
} // namespace

QPointF CablingPainter::Geometry::port(int node, int port) const
{
    const QRectF &r = nodes.at(node);
    // port 0 sits next to the RJ-45 (left), port 1 to its right
    return QPointF(r.left() + 62 + port * 36 + PortSize / 2, r.bottom() - 8 - PortSize / 2);
}

QRectF CablingPainter::Geometry::portBox(int node, int p) const
{
    const QPointF c = port(node, p);
    return QRectF(c.x() - PortSize / 2, c.y() - PortSize / 2, PortSize, PortSize);
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

QColor CablingPainter::panelFill(const QPalette &pal, bool switchBox)
{
    return pal.color(switchBox ? QPalette::AlternateBase : QPalette::Base);
}

double CablingPainter::contrastRatio(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor CablingPainter::textColor(const QPalette &pal, const QColor &fill)
{
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text}) {
        if (contrastRatio(pal.color(role), fill) >= MinTextContrast)
            return pal.color(role);
    }
    return contrastRatio(Qt::black, fill) >= contrastRatio(Qt::white, fill) ? QColor(Qt::black)
                                                                            : QColor(Qt::white);
}

CablingPainter::Geometry CablingPainter::layout(const QRectF &area, const QFont &font) const
{
    Geometry g;
    const int n = int(m_nodes.size());
    if (n == 0)
        return g;
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF fm(font);
    const QFontMetricsF fmBold(bold);
    // Large fonts (200% scaling, accessibility settings) make the boxes grow
    // instead of letting the name run into the port numbers or off the box.
    const double nameHeight = fmBold.height();
    const double labelHeight = fm.height();
    const double labelWidth = std::max<double>(
        PortSize,
        std::max(fm.horizontalAdvance(QStringLiteral("0")), fm.horizontalAdvance(QStringLiteral("1"))) + 2);
    double widest = 0;
    for (const QString &name : m_nodes)
        widest = std::max(widest, fmBold.horizontalAdvance(name));
    const double nodeWidth = std::clamp(widest + 16, NodeWidth, MaxNodeWidth);
    const double nodeHeight = std::max(NodeHeight, 4 + nameHeight + 2 + labelHeight + 1 + PortSize + 8);
    const QPointF centre = area.center();
    if (m_switch) {
        const double rowWidth = std::min(area.width() - 20, n * (nodeWidth + 16));
        const double w = std::min(nodeWidth, rowWidth / n - 12);
        for (int i = 0; i < n; ++i) {
            const double x = area.left() + (area.width() - rowWidth) / 2 + i * (rowWidth / n) + 6;
            g.nodes << QRectF(x, area.top() + 20, std::max(w, MinNodeWidth), nodeHeight);
        }
        const double top = std::max(area.bottom() - 70, area.top() + 20 + nodeHeight + 60);
        g.switchBox = QRectF(area.left() + 40, top, std::max(area.width() - 80, 200.0),
                             std::max(44.0, labelHeight + 16));
    } else if (n == 2) {
        g.nodes << QRectF(centre.x() - nodeWidth - 60, centre.y() - nodeHeight, nodeWidth, nodeHeight);
        g.nodes << QRectF(centre.x() + 60, centre.y() - nodeHeight, nodeWidth, nodeHeight);
    } else {
        // around a circle, first node on top, cabling order clockwise
        const double rx = std::max(60.0, area.width() / 2 - nodeWidth / 2 - 20);
        const double ry = std::max(60.0, area.height() / 2 - nodeHeight / 2 - 30);
        for (int i = 0; i < n; ++i) {
            const double a = -M_PI / 2 + 2 * M_PI * i / n;
            const QPointF c(centre.x() + rx * std::cos(a), centre.y() + ry * std::sin(a));
            g.nodes << QRectF(c.x() - nodeWidth / 2, c.y() - nodeHeight / 2, nodeWidth, nodeHeight);
        }
    }
    for (int i = 0; i < n; ++i) {
        const QRectF &r = g.nodes.at(i);
        const QRectF nameRect(r.left() + 8, r.top() + 4, r.width() - 16, nameHeight);
        const QString name = fmBold.elidedText(m_nodes.at(i), Qt::ElideRight, nameRect.width());
        g.texts << TextBox{name, fmBold.boundingRect(nameRect, Qt::AlignLeft | Qt::AlignTop, name), r, i};
        for (int port = 0; port < 2; ++port) {
            const QPointF c = g.port(i, port);
            const QRectF labelRect(c.x() - labelWidth / 2, c.y() - PortSize / 2 - 1 - labelHeight, labelWidth,
                                   labelHeight);
            const QString label = QString::number(port);
            g.texts << TextBox{label, fm.boundingRect(labelRect, Qt::AlignCenter, label), r, i};
        }
    }
    if (m_switch) {
        const QRectF inner = g.switchBox.adjusted(8, 0, -8, 0);
        const QString text = fm.elidedText(QCoreApplication::translate("railyard::render::CablingPainter",
                                                                       "Switch (200G ports, one L2 domain)"),
                                           Qt::ElideRight, inner.width());
        g.texts << TextBox{text, fm.boundingRect(inner, Qt::AlignCenter, text), g.switchBox, -1};
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
    p.save();
    if (m_font)
        p.setFont(*m_font);
    const QFont font = p.font();
    const Geometry g = layout(area, font);
    p.setRenderHint(QPainter::Antialiasing);
    QColor halo = pal.color(QPalette::Highlight);
    halo.setAlpha(140);
    const QPen haloPen(halo, 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    int t = 0; // texts are in node order, three per node, then the switch
    if (m_switch) {
        p.setPen(QPen(pal.color(QPalette::WindowText), 1.5));
        p.setBrush(panelFill(pal, true));
        p.drawRoundedRect(g.switchBox, 6, 6);
        p.setPen(textColor(pal, panelFill(pal, true)));
        const TextBox &label = g.texts.last();
        p.drawText(label.panel.adjusted(8, 0, -8, 0), Qt::AlignCenter, label.text);
    }
    for (int i = 0; i < g.nodes.size(); ++i) {
        const QRectF &r = g.nodes.at(i);
        if (m_highlight.node == i && m_highlight.port < 0) {
            p.setPen(haloPen);
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-5, -5, 5, 5), 9, 9);
        }
        p.setPen(QPen(pal.color(QPalette::WindowText), 1.5));
        p.setBrush(panelFill(pal, false));
        p.drawRoundedRect(r, 6, 6);
        const QColor text = textColor(pal, panelFill(pal, false));
        QFont f = font;
        f.setBold(true);
        p.setFont(f);
        p.setPen(text);
        const TextBox &name = g.texts.at(t++);
        p.drawText(QRectF(r.left() + 8, r.top() + 4, r.width() - 16, name.rect.height()),
                   Qt::AlignLeft | Qt::AlignTop, name.text);
        p.setFont(font);
        p.setPen(QPen(pal.color(QPalette::WindowText), 1.5));
        // RJ-45 (management), then QSFP port 0 and port 1, as seen from the back
        const QPointF p0 = g.port(i, 0);
        p.setBrush(pal.color(QPalette::Mid));
        p.drawRect(QRectF(r.left() + 14, p0.y() - 6, 22, 12));
        for (int port = 0; port < 2; ++port) {
            const QRectF box = g.portBox(i, port);
            if (m_highlight.node == i && m_highlight.port == port) {
                p.setPen(haloPen);
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(box.center(), PortSize, PortSize);
                p.setPen(QPen(pal.color(QPalette::WindowText), 1.5));
            }
            p.setBrush(pal.color(QPalette::Button));
            p.drawRect(box);
            const TextBox &label = g.texts.at(t++);
            p.setPen(text);
            p.drawText(label.rect, Qt::AlignCenter, label.text);
            p.setPen(QPen(pal.color(QPalette::WindowText), 1.5));
        }
    }
    if (m_highlight.cable >= 0 && m_highlight.cable < g.cables.size() &&
        !g.cables.at(m_highlight.cable).isEmpty()) {
        // under the rails, wide enough to show around both of them
        p.setPen(QPen(halo, 14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(g.cables.at(m_highlight.cable));
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
    const Geometry g = layout(area, layoutFont());
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
    const Geometry g = layout(area, layoutFont());
    if (index < 0 || index >= g.cables.size() || g.cables.at(index).isEmpty())
        return {};
    return g.cables.at(index).pointAtPercent(0.5);
}

QPointF CablingPainter::portPosition(const QRectF &area, int node, int port) const
{
    const Geometry g = layout(area, layoutFont());
    if (node < 0 || node >= g.nodes.size())
        return {};
    return g.port(node, port);
}

QRectF CablingPainter::nodeRect(const QRectF &area, int node) const
{
    const Geometry g = layout(area, layoutFont());
    if (node < 0 || node >= g.nodes.size())
        return {};
    return g.nodes.at(node);
}

QRectF CablingPainter::contentBounds(const QRectF &area) const
{
    const Geometry g = layout(area, layoutFont());
    QRectF all;
    for (const QRectF &r : g.nodes)
        all |= r;
    if (m_switch)
        all |= g.switchBox;
    for (const TextBox &t : g.texts)
        all |= t.rect;
    // room for the outlines and a highlight halo
    return all.isNull() ? all : all.adjusted(-6, -6, 6, 6);
}

QList<CablingPainter::TextBox> CablingPainter::textBoxes(const QRectF &area) const
{
    return layout(area, layoutFont()).texts;
}

} // namespace railyard::render
