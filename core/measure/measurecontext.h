// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/railaddressbook.h"
#include "model/cluster.h"
#include "plan/networkplan.h"

#include <optional>

namespace railyard::remote {
class CommandRunner;
}

namespace railyard::measure {

// What every test needs: where commands run, the cluster as described,
// its plan (NCCL environment, hosts) and the rail addresses to aim at.
struct MeasureContext
{
    remote::CommandRunner *runner = nullptr;
    model::Cluster cluster;
    std::optional<plan::NetworkPlan> plan;
    RailAddressBook addresses;
};

} // namespace railyard::measure
