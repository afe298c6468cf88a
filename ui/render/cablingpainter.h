// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/diagramcable.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QPainterPath>
#include <QPalette>
#include <QRectF>
#include <QStringList>
#include <array>
#include <optional>

class QPainter;

namespace railyard::render {

// Draws the back of every Spark (RJ-45, QSFP port 0, port 1) and every cable
// as its two rails. Shared by the on-screen diagram and the PDF report, so
// both show the same picture, the PDF as vector graphics.
class CablingPainter
{
public:
    // One piece of text as drawn, and the panel (node or switch box) that must contain it.
    struct TextBox
    {
        QString text; // as drawn, elided when the panel is too narrow
        QRectF rect;  // bounding rectangle of the drawn glyphs
        QRectF panel;
        int node = -1; // -1: the switch
    };

    // What to mark with a halo, e.g. the object of a selected finding; -1 for none.
    struct Highlight
    {
        int cable = -1;
        int node = -1;
        int port = -1; // with node: one QSFP port of it
        bool operator==(const Highlight &) const = default;
    };

    // How the nodes are placed. ByTopology: a pair side by side, a triangle or
    // ring around a circle in cabling order (clockwise, first on top), a
    // switch's nodes in a row under the switch box. Rack: a vertical stack in
    // the listed order, every cable run in its own lane beside the stack.
    enum class Arrangement
    {
        ByTopology,
        Rack
    };

    void setNodes(const QStringList &nodes, bool withSwitch);
    // The node that is the machine Railyard runs on, marked "this machine".
    void setLocalNode(const QString &node) { m_localNode = node; }
    const QString &localNode() const { return m_localNode; }
    void setArrangement(Arrangement arrangement) { m_arrangement = arrangement; }
    Arrangement arrangement() const { return m_arrangement; }
    void setCables(const QList<DiagramCable> &cables) { m_cables = cables; }
    const QList<DiagramCable> &cables() const { return m_cables; }
    const QStringList &nodes() const { return m_nodes; }
    // The font the boxes are sized for; without one, paint() uses the painter's and the
    // hit tests the application default.
    void setFont(const QFont &font) { m_font = font; }
    void setHighlight(const Highlight &highlight) { m_highlight = highlight; }
    const Highlight &highlight() const { return m_highlight; }

    static QColor statusColor(CableStatus status);
    // The fill of a node box, or of the switch box.
    static QColor panelFill(const QPalette &palette, bool switchBox);
    // The palette's text colour when it reads on `fill`, else black or white: a palette
    // that only sets some roles dark must not leave light text on a light box.
    static QColor textColor(const QPalette &palette, const QColor &fill);
    // WCAG 2 contrast ratio, 1 (none) to 21 (black on white).
    static double contrastRatio(const QColor &a, const QColor &b);
    static constexpr double MinTextContrast = 4.5;
    void paint(QPainter &painter, const QRectF &area, const QPalette &palette, int selected = -1) const;
    // The cable under `pos` when drawn into `area`, or -1.
    int cableAt(const QRectF &area, const QPointF &pos) const;
    // Halfway along cable `index` when drawn into `area`; null when it is not drawn.
    QPointF cableMidpoint(const QRectF &area, int index) const;
    // The centre of QSFP `port` of node `node` when drawn into `area`; null for an unknown node.
    QPointF portPosition(const QRectF &area, int node, int port) const;
    // The box of node `node` when drawn into `area`; null for an unknown node.
    QRectF nodeRect(const QRectF &area, int node) const;
    // The boxes, their labels and the cables drawn into `area`; larger than `area` when it
    // is too small for them.
    QRectF contentBounds(const QRectF &area) const;
    // Every label drawn into `area` (node names, port numbers, the switch), with its panel.
    QList<TextBox> textBoxes(const QRectF &area) const;
    // The route of cable `index` drawn into `area` (its centre line, from the a end's port
    // centre to the b end's, or to the switch); empty when it is not drawn.
    QPainterPath cablePath(const QRectF &area, int index) const;
    // Where cable `index`'s number is drawn (the number is index + 1, as in the checklist).
    QRectF cableNumberRect(const QRectF &area, int index) const;
    // The switch box drawn into `area`; null without a switch.
    QRectF switchRect(const QRectF &area) const;

private:
    struct Geometry
    {
        QList<QRectF> nodes;
        QRectF switchBox;
        QList<QPainterPath> cables;
        QList<QRectF> numbers; // the badge with each cable's number
        QList<TextBox> texts;
        QList<std::array<QPointF, 2>> ports;   // centre of QSFP port 0 and 1, on the box's edge
        QList<std::array<QPointF, 2>> normals; // the way each port faces, out of its box
        QList<QRectF> managementPorts;         // the RJ-45 of each node
        QPointF port(int node, int port) const { return ports.at(node).at(port); }
        QRectF portBox(int node, int port) const;
    };
    // Puts each port on the edge of its box that faces the node its cable goes to.
    void placePorts(Geometry &g, const QFont &font, double labelWidth, double labelHeight) const;
    Geometry layout(const QRectF &area, const QFont &font) const;
    QFont layoutFont() const { return m_font.value_or(QFont()); }

    QStringList m_nodes;
    bool m_switch = false;
    Arrangement m_arrangement = Arrangement::ByTopology;
    QList<DiagramCable> m_cables;
    std::optional<QFont> m_font;
    Highlight m_highlight;
    QString m_localNode;
};

} // namespace railyard::render
