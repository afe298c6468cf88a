// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/plotitem.h"

#include <QColor>
#include <QList>
#include <QString>

namespace railyard::ui::charts {

// Vertical lines with a short label at given x values (link down, test
// start): what happened when, across the whole height of the plot.
class EventMarkerItem : public PlotItem
{
    Q_OBJECT
public:
    struct Marker
    {
        double x = 0;
        QString label;
        QColor color;
        bool operator==(const Marker &) const = default;
    };

    EventMarkerItem(QChart *chart, QAbstractAxis *xAxis, QAbstractAxis *yAxis);

    void setMarkers(const QList<Marker> &markers);
    void addMarker(const Marker &marker);
    void clear();
    // Drops the markers before x (they left the stored history).
    void removeBefore(double x);
    const QList<Marker> &markers() const { return m_markers; }
    // The markers inside the current x range: what a paint draws.
    QList<Marker> visibleMarkers() const;

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void mappingChanged() override {}

private:
    QList<Marker> m_markers;
};

} // namespace railyard::ui::charts
