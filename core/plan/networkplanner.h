// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/networkplan.h"
#include "util/result.h"

namespace railyard::model {
struct Cluster;
}

namespace railyard::plan {

// Turns a cluster description into addresses, MTU and per-node settings.
// Host numbering (docs/architecture.md): in a cable's subnet the port-0 end
// is .1 and the port-1 end .2 (a direct pair: first listed node .1); on a
// switch node i of the list is .(i+1) in both rail subnets.
class NetworkPlanner
{
public:
    // Fails with the first cabling error (all problems: CablingRules::check).
    static Result<NetworkPlan> plan(const model::Cluster &cluster);
};

} // namespace railyard::plan
