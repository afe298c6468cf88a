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
constexpr double NodeHeight = 72;
constexpr double MaxNodeWidth = 240; // longer names are elided; the tooltip has them in full
constexpr double MinNodeWidth = 130; // the RJ-45 and both QSFP ports, with a margin
constexpr double PortSize = 16;
constexpr double Stub = 14;     // a cable leaves its port straight out before it turns
constexpr double LaneGap = 12;  // rack: between the cable lanes beside the stack
constexpr double NodeGap = 50;  // between neighbouring boxes around a circle

// A place on a box's edge where a port can sit, and the way it faces.
struct Slot
{
    QPointF at;
    QPointF normal;
};

QList<Slot> slotsOf(const QRectF &r)
{
    const double l = r.left(), t = r.top(), w = r.width(), h = r.height();
    return {{{l + 0.3 * w, t}, {0, -1}},          {{l + 0.7 * w, t}, {0, -1}},
            {{r.right(), t + 0.3 * h}, {1, 0}},   {{r.right(), t + 0.7 * h}, {1, 0}},
            {{l + 0.7 * w, r.bottom()}, {0, 1}},  {{l + 0.3 * w, r.bottom()}, {0, 1}},
            {{l, t + 0.7 * h}, {-1, 0}},          {{l, t + 0.3 * h}, {-1, 0}}};
}

QPointF unit(const QPointF &v)
{
    const double len = std::hypot(v.x(), v.y());
    return len > 0 ? v / len : QPointF();
}

double dot(const QPointF &a, const QPointF &b)
{
    return a.x() * b.x() + a.y() * b.y();
}

// The polyline moved sideways by `distance` (to the right of its direction), joints mitred.
QPolygonF offsetPolyline(const QPolygonF &line, double distance)
{
    QPolygonF out;
    const int n = int(line.size());
    for (int i = 0; i < n; ++i) {
        const QPointF in = i > 0 ? unit(line[i] - line[i - 1]) : QPointF();
        const QPointF on = i + 1 < n ? unit(line[i + 1] - line[i]) : QPointF();
        const QPointF nIn(-in.y(), in.x());
        const QPointF nOn(-on.y(), on.x());
        QPointF normal = unit(nIn + nOn);
        const double cosHalf = dot(normal, i > 0 ? nIn : nOn);
        const double scale = cosHalf > 0.3 ? distance / cosHalf : distance;
        out << line[i] + normal * scale;
    }
    return out;
}

QPainterPath pathOf(const QPolygonF &line)
{
    QPainterPath path;
    if (line.isEmpty())
        return path;
    path.moveTo(line.first());
    for (int i = 1; i < line.size(); ++i)
        path.lineTo(line[i]);
    return path;
}
} // namespace

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

void CablingPainter::placePorts(Geometry &g, const QFont &font, double labelWidth, double labelHeight) const
{
    const int n = int(g.nodes.size());
    const bool row = m_switch && m_arrangement == Arrangement::ByTopology;
    const bool rack = m_arrangement == Arrangement::Rack;
    for (int i = 0; i < n; ++i) {
        const QRectF &r = g.nodes.at(i);
        const QList<Slot> slots = slotsOf(r);
        std::array<QPointF, 2> at;
        std::array<QPointF, 2> normal;
        QList<int> used;
        for (int port = 0; port < 2; ++port) {
            int best = 0;
            if (row) {
                best = port; // both on top, facing the switch above: port 0 on the left as on the chassis
            } else if (rack) {
                best = 2 + port; // both on the right, facing the lanes
            } else {
                // the node this port's cable goes to; unplugged: port 0 faces the successor, port 1
                // the predecessor in cabling order
                int partner = -1;
                for (const DiagramCable &dc : m_cables) {
                    if (!dc.cable.b || !dc.cable.hasEnd(m_nodes.at(i), port))
                        continue;
                    const model::CableEnd far = dc.cable.a == model::CableEnd{m_nodes.at(i), port} ? *dc.cable.b
                                                                                                   : dc.cable.a;
                    partner = int(m_nodes.indexOf(far.node));
                    if (partner == i)
                        partner = -1;
                    break;
                }
                if (partner < 0 && n > 1)
                    partner = port == 0 ? (i + 1) % n : (i + n - 1) % n;
                const QPointF d = partner >= 0 ? unit(g.nodes.at(partner).center() - r.center())
                                               : QPointF(port == 0 ? 1 : -1, 0);
                double score = -1e9;
                for (int s = 0; s < slots.size(); ++s) {
                    if (used.contains(s))
                        continue;
                    const double v = 2 * dot(slots.at(s).normal, d) + dot(unit(slots.at(s).at - r.center()), d);
                    if (v > score + 1e-9) {
                        score = v;
                        best = s;
                    }
                }
            }
            used << best;
            at[port] = slots.at(best).at;
            normal[port] = slots.at(best).normal;
            // the number sits inside the box, beside the port
            const QPointF nrm = normal[port];
            QPointF c = at[port] - nrm * (PortSize / 2 + 1);
            QRectF label(0, 0, labelWidth, labelHeight);
            if (nrm.y() != 0) // top or bottom edge: above or below the port
                label.moveCenter(c - QPointF(0, nrm.y() * labelHeight / 2));
            else
                label.moveCenter(c - QPointF(nrm.x() * (labelWidth / 2 + 1), 0));
            const QString text = QString::number(port);
            g.texts << TextBox{text, QFontMetricsF(font).boundingRect(label, Qt::AlignCenter, text), r, i};
        }
        g.ports << at;
        g.normals << normal;
    }
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
    const double labelWidth =
        std::max(fm.horizontalAdvance(QStringLiteral("0")), fm.horizontalAdvance(QStringLiteral("1"))) + 2;
    double widest = 0;
    for (const QString &name : m_nodes)
        widest = std::max(widest, fmBold.horizontalAdvance(name));
    // the name sits between the numbers of the ports on the left and right edges
    const double sideRoom = PortSize / 2 + 2 + labelWidth + 4;
    const double nodeWidth = std::clamp(widest + 2 * sideRoom, std::max(NodeWidth, MinNodeWidth), MaxNodeWidth);
    const double nodeHeight = std::max(NodeHeight, 2 * (PortSize / 2 + 1 + labelHeight + 2) + nameHeight);
    const QPointF centre = area.center();
    const QSizeF box(nodeWidth, nodeHeight);
    if (m_arrangement == Arrangement::Rack) {
        const double lanes = m_cables.size() * LaneGap + 20 + (m_switch ? 90 : 0);
        const double left = area.left() + std::max(10.0, (area.width() - nodeWidth - lanes) / 2);
        for (int i = 0; i < n; ++i)
            g.nodes << QRectF(QPointF(left, area.top() + 10 + i * (nodeHeight + 24)), box);
        if (m_switch)
            g.switchBox = QRectF(left + nodeWidth + lanes - 60, area.top() + 10, 60,
                                 n * (nodeHeight + 24) - 24);
    } else if (m_switch) {
        // a row under the switch box, each node's ports facing it
        const double step = nodeWidth + 14;
        const double rowWidth = n * step - 14;
        const double left = area.left() + std::max(10.0, (area.width() - rowWidth) / 2);
        const double switchHeight = std::max(44.0, labelHeight + 16);
        g.switchBox = QRectF(left - 10, area.top() + 10, rowWidth + 20, switchHeight);
        const double top = std::max(g.switchBox.bottom() + 80,
                                    std::min(area.center().y() - nodeHeight / 2, g.switchBox.bottom() + 160));
        for (int i = 0; i < n; ++i)
            g.nodes << QRectF(QPointF(left + i * step, top), box);
    } else if (n <= 2) {
        const double gap = 180;
        for (int i = 0; i < n; ++i)
            g.nodes << QRectF(QPointF(centre.x() + (i == 0 ? -gap / 2 - nodeWidth : gap / 2),
                                      centre.y() - nodeHeight / 2),
                              box);
    } else {
        // around a circle, first node on top, cabling order clockwise; wide enough that
        // neighbours keep apart whatever the window
        const double half = std::sin(M_PI / n) * 2 * 0.7;
        const double rx = std::max((nodeWidth + NodeGap) / half, area.width() / 2 - nodeWidth / 2 - 20);
        const double ry = std::max((nodeHeight + NodeGap) / half, area.height() / 2 - nodeHeight / 2 - 30);
        for (int i = 0; i < n; ++i) {
            const double a = -M_PI / 2 + 2 * M_PI * i / n;
            const QPointF c(centre.x() + rx * std::cos(a), centre.y() + ry * std::sin(a));
            g.nodes << QRectF(c - QPointF(nodeWidth / 2, nodeHeight / 2), box);
        }
    }
    for (int i = 0; i < n; ++i) {
        const QRectF &r = g.nodes.at(i);
        const QRectF nameRect(r.left() + sideRoom, r.center().y() - nameHeight / 2, r.width() - 2 * sideRoom,
                              nameHeight);
        const QString name = fmBold.elidedText(m_nodes.at(i), Qt::ElideRight, nameRect.width());
        g.texts << TextBox{name, fmBold.boundingRect(nameRect, Qt::AlignCenter, name), r, i};
        // the RJ-45 (management) under the name, between the bottom ports
        g.managementPorts << QRectF(r.center().x() - 11, r.bottom() - 18, 22, 12);
    }
    // port numbers follow each node's name (name, port 0, port 1 per node)
    QList<TextBox> names = g.texts;
    g.texts.clear();
    placePorts(g, font, labelWidth, labelHeight);
    QList<TextBox> ordered;
    for (int i = 0; i < n; ++i)
        ordered << names.at(i) << g.texts.at(2 * i) << g.texts.at(2 * i + 1);
    g.texts = ordered;
    if (m_switch) {
        const QRectF inner = g.switchBox.adjusted(8, 0, -8, 0);
        const QString full = QCoreApplication::translate("railyard::render::CablingPainter",
                                                         "Switch (200G ports, one L2 domain)");
        const QString text = m_arrangement == Arrangement::Rack
                                 ? QCoreApplication::translate("railyard::render::CablingPainter", "Switch")
                                 : fm.elidedText(full, Qt::ElideRight, inner.width());
        g.texts << TextBox{text, fm.boundingRect(inner, Qt::AlignCenter, text), g.switchBox, -1};
    }
    const double laneStart = n > 0 ? g.nodes.first().right() + 20 : 0;
    // rack: the shortest cables take the lanes nearest the stack, so fewer runs cross
    QList<int> lanes(m_cables.size());
    {
        QList<std::pair<int, int>> spans; // (rows spanned, cable)
        for (int k = 0; k < m_cables.size(); ++k) {
            const model::Cable &c = m_cables.at(k).cable;
            const int a = int(m_nodes.indexOf(c.a.node));
            const int b = c.b ? int(m_nodes.indexOf(c.b->node)) : a;
            spans << std::pair{std::abs(a - b), k};
        }
        std::stable_sort(spans.begin(), spans.end(),
                         [](const auto &x, const auto &y) { return x.first < y.first; });
        for (int rank = 0; rank < spans.size(); ++rank)
            lanes[spans.at(rank).second] = rank;
    }
    for (int k = 0; k < m_cables.size(); ++k) {
        const DiagramCable &dc = m_cables.at(k);
        const int a = int(m_nodes.indexOf(dc.cable.a.node));
        const int b = dc.cable.b ? int(m_nodes.indexOf(dc.cable.b->node)) : -1;
        QPolygonF line;
        if (a >= 0 && (!dc.cable.b || b >= 0)) {
            const QPointF pa = g.port(a, dc.cable.a.port);
            const QPointF na = g.normals.at(a).at(dc.cable.a.port);
            if (m_arrangement == Arrangement::Rack) {
                const double lane = laneStart + lanes.at(k) * LaneGap;
                if (dc.cable.b) {
                    const QPointF pb = g.port(b, dc.cable.b->port);
                    line << pa << QPointF(lane, pa.y()) << QPointF(lane, pb.y()) << pb;
                } else {
                    line << pa << QPointF(g.switchBox.left(), pa.y());
                }
            } else if (!dc.cable.b) {
                line << pa << QPointF(pa.x(), m_switch ? g.switchBox.bottom() : pa.y() - 40);
            } else {
                const QPointF pb = g.port(b, dc.cable.b->port);
                const QPointF nb = g.normals.at(b).at(dc.cable.b->port);
                line << pa << pa + na * Stub << pb + nb * Stub << pb;
            }
        }
        g.cables << pathOf(line);
        g.numbers << QRectF();
        if (!line.isEmpty()) {
            const QString number = QString::number(k + 1);
            QRectF badge(0, 0, std::max(labelHeight, fm.horizontalAdvance(number) + 8), labelHeight);
            badge.moveCenter(g.cables.last().pointAtPercent(0.5));
            g.numbers.last() = badge;
        }
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
    const QPen outline(pal.color(QPalette::WindowText), 1.5);
    if (m_switch) {
        p.setPen(outline);
        p.setBrush(panelFill(pal, true));
        p.drawRoundedRect(g.switchBox, 6, 6);
        p.setPen(textColor(pal, panelFill(pal, true)));
        const TextBox &label = g.texts.last();
        p.drawText(label.panel.adjusted(4, 0, -4, 0), Qt::AlignCenter, label.text);
    }
    // cables under the ports, so each plugs into its port
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
        const QPolygonF line = path.toSubpathPolygons().value(0);
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
            p.drawPolyline(offsetPolyline(line, rail == 0 ? -2.6 : 2.6));
        }
    }
    int t = 0; // texts are in node order, three per node, then the switch
    for (int i = 0; i < g.nodes.size(); ++i) {
        const QRectF &r = g.nodes.at(i);
        if (m_highlight.node == i && m_highlight.port < 0) {
            p.setPen(haloPen);
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-5, -5, 5, 5), 9, 9);
        }
        const bool local = !m_localNode.isEmpty() && m_nodes.value(i) == m_localNode;
        if (local) {
            // Railyard runs here: a wider accent frame and a caption above it.
            QPen accent(pal.color(QPalette::Highlight), 2.5);
            p.setPen(accent);
            p.setBrush(panelFill(pal, false));
            p.drawRoundedRect(r, 6, 6);
            p.setFont(font);
            p.setPen(pal.color(QPalette::Highlight));
            p.drawText(QRectF(r.left(), r.top() - 18, r.width(), 16), Qt::AlignCenter,
                       QCoreApplication::translate("railyard::render::CablingPainter", "this machine"));
        } else {
            p.setPen(outline);
            p.setBrush(panelFill(pal, false));
            p.drawRoundedRect(r, 6, 6);
        }
        const QColor text = textColor(pal, panelFill(pal, false));
        QFont f = font;
        f.setBold(true);
        p.setFont(f);
        p.setPen(text);
        const TextBox &name = g.texts.at(t++);
        p.drawText(name.rect, Qt::AlignCenter, name.text);
        p.setFont(font);
        p.setPen(outline);
        // the RJ-45 (management): no cable of Railyard's is drawn to it
        p.setBrush(pal.color(QPalette::Mid));
        p.drawRect(g.managementPorts.at(i));
        for (int port = 0; port < 2; ++port) {
            const QRectF box = g.portBox(i, port);
            if (m_highlight.node == i && m_highlight.port == port) {
                p.setPen(haloPen);
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(box.center(), PortSize, PortSize);
                p.setPen(outline);
            }
            p.setBrush(pal.color(QPalette::Button));
            p.drawRect(box);
            const TextBox &label = g.texts.at(t++);
            p.setPen(text);
            p.drawText(label.rect, Qt::AlignCenter, label.text);
            p.setPen(outline);
        }
    }
    // each cable's number, as the checklist lists it
    for (int i = 0; i < g.numbers.size(); ++i) {
        const QRectF &badge = g.numbers.at(i);
        if (badge.isNull())
            continue;
        const QColor fill = panelFill(pal, false);
        p.setPen(QPen(statusColor(i < m_cables.size() ? m_cables.at(i).status : CableStatus::Planned), 1.5));
        p.setBrush(fill);
        p.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
        p.setPen(textColor(pal, fill));
        p.drawText(badge, Qt::AlignCenter, QString::number(i + 1));
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
    for (int i = 0; i < g.nodes.size(); ++i)
        for (int port = 0; port < 2; ++port)
            all |= g.portBox(i, port);
    for (const QPainterPath &c : g.cables)
        all |= c.boundingRect();
    for (const QRectF &b : g.numbers)
        if (!b.isNull())
            all |= b;
    // room for the outlines and a highlight halo
    return all.isNull() ? all : all.adjusted(-6, -6, 6, 6);
}

QList<CablingPainter::TextBox> CablingPainter::textBoxes(const QRectF &area) const
{
    return layout(area, layoutFont()).texts;
}

QPainterPath CablingPainter::cablePath(const QRectF &area, int index) const
{
    const Geometry g = layout(area, layoutFont());
    return index >= 0 && index < g.cables.size() ? g.cables.at(index) : QPainterPath();
}

QRectF CablingPainter::cableNumberRect(const QRectF &area, int index) const
{
    const Geometry g = layout(area, layoutFont());
    return index >= 0 && index < g.numbers.size() ? g.numbers.at(index) : QRectF();
}

QRectF CablingPainter::switchRect(const QRectF &area) const
{
    return m_switch ? layout(area, layoutFont()).switchBox : QRectF();
}

} // namespace railyard::render
