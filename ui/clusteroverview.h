// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/liverailhealth.h"
#include "telemetry/ratesample.h"

#include <QHash>
#include <QStringList>
#include <QWidget>
#include <optional>

namespace railyard::telemetry {
struct RateSample;
}

namespace railyard::ui {

// Every node and rail at a glance: a grid with one row per node and one
// column per rail (port 0 rail 1 and 2, port 1 rail 1 and 2). Each cell
// shows the rail's traffic each way as a share of its limit and its error
// rate, tinted by diag::LiveRailHealth's verdict; its tooltip names the
// cable in that port. Clicking a cell asks for that node's detailed charts.
// Samples only mark the grid dirty; refresh() repaints at the caller's pace.
class ClusterOverview : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterOverview(QWidget *parent = nullptr);

    void setNodes(const QStringList &nodes);
    QStringList nodes() const { return m_nodes; }
    // What each QSFP port is cabled to: "node/port" -> "spark-2 port 1" (or "switch").
    void setPeers(const QHash<QString, QString> &peers);
    void addSample(const telemetry::RateSample &sample);
    void clear();
    // Repaints when samples arrived since the last call.
    void refresh();
    int repaints() const { return m_repaints; }

    // The row shown as the one whose charts are open.
    void setCurrentNode(const QString &node);
    QString currentNode() const { return m_current; }

    std::optional<diag::LiveRailStatus> status(const QString &node, const QString &netdev) const;
    // Column order of the rails' netdevs.
    static QStringList columnNetdevs();
    QRect cellRect(int row, int column) const;
    QString toolTipAt(const QPoint &pos) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void cellActivated(const QString &node, const QString &netdev);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The grid's measures depend on the font and the node names only; they
    // are measured once per change, not per cell and frame (each measure
    // shapes text: cellRect() alone shaped every node name for every cell).
    struct Measures
    {
        int rowHeaderWidth = 0;
        int headerHeight = 0;
        QSize cell;
    };
    const Measures &measures() const;
    int rowHeaderWidth() const;
    int headerHeight() const;
    QSize cellSize() const;
    std::pair<int, int> cellAt(const QPoint &pos) const;

    QStringList m_nodes;
    QHash<QString, QString> m_peers;
    QHash<QString, diag::LiveRailStatus> m_status; // "node/netdev"
    QHash<QString, telemetry::RateSample> m_latest;
    QString m_current;
    int m_repaints = 0;
    bool m_dirty = false;
    mutable std::optional<Measures> m_measures;
};

} // namespace railyard::ui
