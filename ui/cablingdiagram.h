// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <array>

class QPainter;

namespace railyard::ui {

enum class RailState { Up, Down, Unknown };
enum class CableStatus { Planned, Ok, Problem, Missing };

struct DiagramCable
{
    model::Cable cable;
    CableStatus status = CableStatus::Planned;
    std::array<RailState, 2> rails{RailState::Unknown, RailState::Unknown};
    QString detail; // tooltip and the text under the diagram when selected
};

// The back of every Spark with its RJ-45 and two QSFP ports, and every cable
// drawn as its two rails, so a cable carrying one rail shows one dead line.
// paint() is separate from the widget so the PDF report draws the same
// picture as vector graphics.
class CablingDiagram : public QWidget
{
    Q_OBJECT
public:
    explicit CablingDiagram(QWidget *parent = nullptr);

    void setNodes(const QStringList &nodes, bool withSwitch);
    void setCables(const QList<DiagramCable> &cables);
    const QList<DiagramCable> &cables() const { return m_cables; }
    QStringList nodes() const { return m_nodes; }
    int selectedCable() const { return m_selected; }
    void selectCable(int index);

    static QColor statusColor(CableStatus status);
    void paint(QPainter &painter, const QRectF &area) const;
    QSize sizeHint() const override { return {720, 480}; }

Q_SIGNALS:
    void cableSelected(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Geometry;
    Geometry layout(const QRectF &area) const;
    int cableAt(const QPointF &pos) const;

    QStringList m_nodes;
    bool m_switch = false;
    QList<DiagramCable> m_cables;
    int m_selected = -1;
};

} // namespace railyard::ui
