// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/cableschedule.h"

#include <QSet>

namespace railyard::measure {

QList<QList<int>> CableSchedule::rounds(const QList<model::Cable> &cables, bool allowNeighbourLoad)
{
    QList<QList<int>> out;
    if (cables.isEmpty())
        return out;
    if (allowNeighbourLoad) {
        QList<int> all;
        for (int i = 0; i < cables.size(); ++i)
            all << i;
        out << all;
        return out;
    }
    // Greedy: each cable joins the first round none of its nodes is in yet.
    // A switch is not a node here: switch cables share only the switch.
    QList<QSet<QString>> busy;
    for (int i = 0; i < cables.size(); ++i) {
        const model::Cable &c = cables[i];
        int placed = -1;
        for (int r = 0; r < out.size() && placed < 0; ++r) {
            if (!busy[r].contains(c.a.node) && !(c.b && busy[r].contains(c.b->node)))
                placed = r;
        }
        if (placed < 0) {
            out.append(QList<int>());
            busy.append(QSet<QString>());
            placed = int(out.size()) - 1;
        }
        out[placed] << i;
        busy[placed].insert(c.a.node);
        if (c.b)
            busy[placed].insert(c.b->node);
    }
    return out;
}

} // namespace railyard::measure
