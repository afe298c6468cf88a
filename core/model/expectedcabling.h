// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"
#include "model/topology.h"

#include <QList>
#include <QStringList>

namespace railyard::model {

// The cables a topology needs for a given node order.
class ExpectedCabling
{
public:
    // direct: a:p - b:p; triangle and ring: node i port 0 -> node i+1 port 1,
    // the last back to the first; switch: every node's port p to the switch.
    static QList<Cable> forTopology(Topology topology, const QStringList &nodeOrder, int port = 0);

    // Four Sparks stacked 1..4: cabling 1->2->4->3->1 keeps every cable short.
    // Returns the node order to list (and cable) in, or the input unchanged
    // when the tip does not apply.
    static QStringList rackOrder(Topology topology, const QStringList &stackOrder);
    static QString rackTip(Topology topology, const QStringList &stackOrder);
};

} // namespace railyard::model
