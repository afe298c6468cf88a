// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"
#include "inventory/discoveredcable.h"
#include "inventory/nodeinventory.h"
#include "model/cluster.h"

#include <QList>

namespace railyard::inventory {

// Findings about the discovered cabling. The topology rules are the
// model's (through diag::CablingChecks, ids "cabling-<problem>": crossed
// ports are cabling-direct-port-mismatch or cabling-loop-port-rule, a
// missing cable cabling-missing-cable, a ring in another order
// cabling-wrong-neighbour-order); discovery adds what only it can see:
// cable-one-rail, neighbour-outside-cluster, neighbour-silent,
// cable-not-found / cable-not-declared (against cables listed in the
// project) and discovery-node-failed.
class DiscoveryRules
{
public:
    static QList<diag::Finding> evaluate(const model::Cluster &cluster, const QList<DiscoveredCable> &cables,
                                         const QList<NodeInventory> &inventories);
};

} // namespace railyard::inventory
