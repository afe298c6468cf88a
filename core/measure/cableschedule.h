// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"

#include <QList>

namespace railyard::measure {

// Groups cables into rounds measured together. By default no node appears
// twice in a round, so a node never carries traffic to both neighbours at
// once (that halves each figure); `allowNeighbourLoad` puts every cable in
// one round, for the deliberate "all links busy" figure.
class CableSchedule
{
public:
    // Each round lists indexes into `cables`, in input order.
    static QList<QList<int>> rounds(const QList<model::Cable> &cables, bool allowNeighbourLoad = false);
};

} // namespace railyard::measure
