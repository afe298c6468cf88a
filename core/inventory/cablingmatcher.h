// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/discoveredcable.h"
#include "inventory/lldpparser.h"
#include "inventory/nodeinventory.h"
#include "model/cluster.h"
#include "probe/ipneighparser.h"

#include <QList>
#include <QMap>

namespace railyard::inventory {

// Turns neighbour tables into cables: every neighbour MAC seen on a
// cluster netdev is looked up in all nodes' inventories. A port whose
// rails see one port of one other node is a direct cable; a port that sees
// several nodes hangs on a switch (so does a port seeing one node when the
// cluster is switched: without LLDP from the switch the two look alike).
// Pure: no I/O, so every wiring fault can be tested from tables alone.
class CablingMatcher
{
public:
    static QList<DiscoveredCable> match(const model::Cluster &cluster,
                                        const QList<NodeInventory> &inventories,
                                        const QMap<QString, probe::IpNeighResult> &neighbours,
                                        const QMap<QString, QList<LldpNeighbour>> &lldp = {});
};

} // namespace railyard::inventory
