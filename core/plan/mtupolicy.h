// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/topology.h"

#include <QString>

namespace railyard::plan {

class MtuPolicy
{
public:
    static constexpr int Minimum = 1280; // IPv6 minimum, needed for link-local discovery
    static constexpr int Maximum = 9978; // ConnectX-7 maximum

    static int recommended(model::Topology topology);
    static QString reason(model::Topology topology);
};

} // namespace railyard::plan
